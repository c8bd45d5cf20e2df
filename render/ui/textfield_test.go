package ui

import (
	"testing"

	"periscope/input"
)

func focusedField(text string) *TextField {
	f := NewTextField("name", "Name")
	f.Text = text
	g := NewFocusGroup(f.Button)
	g.Focus(f.Button)
	return f
}

// The caret: typed text goes in at the caret, Backspace erases before it,
// Left and Right move it by a character (accented letters included), and
// a Text set from outside puts it at the end.
func TestTextFieldCaret(t *testing.T) {
	f := focusedField("già")
	f.Update(&input.State{})
	if f.Caret != len("già") {
		t.Fatalf("caret after a Text from outside = %d", f.Caret)
	}
	f.Update(&input.State{Intents: []input.Intent{input.Left}})
	f.Update(&input.State{Chars: []rune("X")})
	if f.Text != "giXà" {
		t.Fatalf("insert before the last letter: %q", f.Text)
	}
	f.Update(&input.State{Intents: []input.Intent{input.Left}})
	f.Update(&input.State{Intents: []input.Intent{input.Left}})
	in := &input.State{Erase: true, Intents: []input.Intent{input.Back}}
	f.Update(in)
	if f.Text != "iXà" || f.Caret != 0 {
		t.Fatalf("Backspace at 1: %q caret %d", f.Text, f.Caret)
	}
	if len(in.Intents) != 0 {
		t.Errorf("Backspace left %v for the focus group", in.Intents)
	}
	f.Update(&input.State{Erase: true}) // nothing before the caret
	if f.Text != "iXà" {
		t.Fatalf("Backspace at 0 changed the text: %q", f.Text)
	}
	for range 5 {
		f.Update(&input.State{Intents: []input.Intent{input.Right}})
	}
	if f.Caret != len("iXà") {
		t.Fatalf("Right stops at the end: caret %d", f.Caret)
	}
	f.Update(&input.State{Chars: []rune(" è")})
	if f.Text != "iXà è" || f.Button.Label != f.Text {
		t.Fatalf("typed at the end: %q (label %q)", f.Text, f.Button.Label)
	}
	f.Max = 6
	f.Update(&input.State{Chars: []rune("abc")})
	if f.Text != "iXà èa" {
		t.Fatalf("Max: %q", f.Text)
	}
}

// An unfocused field takes nothing.
func TestTextFieldUnfocused(t *testing.T) {
	f := NewTextField("name", "Name")
	in := &input.State{Chars: []rune("ab"), Erase: true}
	if f.Update(in) || f.Text != "" {
		t.Fatalf("unfocused field took %q", f.Text)
	}
}
