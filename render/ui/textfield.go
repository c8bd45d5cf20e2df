package ui

import (
	"image/color"
	"math"
	"unicode"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"periscope/input"
)

// TextField is a one-line text entry. It takes part in a FocusGroup through
// its Button (click or Tab to focus it); while focused it takes the typed
// characters and Backspace, and Enter reaches the scene as the Button's
// click (submit). There is no caret movement: text is typed and erased at
// the end, which is all a save's name or a file path needs.
type TextField struct {
	*Button
	Text string
	// Placeholder is shown, dimmed, while the field is empty.
	Placeholder string
	// Max is the longest text accepted, in characters (0: 200).
	Max int
	// Mono draws the text in the monospaced face (paths).
	Mono bool
}

// NewTextField returns an empty field.
func NewTextField(id, placeholder string) *TextField {
	return &TextField{Button: NewButton(id, placeholder), Placeholder: placeholder}
}

// Update applies the typed characters when the field has focus. Call it
// before the FocusGroup's Update: it consumes the intents that typing also
// sends (Space sends Activate, Backspace sends Back; the arrows would move
// the focus away while typing). It reports whether the text changed.
func (f *TextField) Update(in *input.State) (changed bool) {
	f.Button.Label = f.Text
	if !f.Focused() || f.Disabled {
		return false
	}
	max := f.Max
	if max <= 0 {
		max = 200
	}
	runes := []rune(f.Text)
	for _, r := range in.Chars {
		if !unicode.IsPrint(r) {
			continue
		}
		if r == ' ' {
			in.Consume(input.Activate)
		}
		if len(runes) < max {
			runes = append(runes, r)
			changed = true
		}
	}
	in.Chars = in.Chars[:0]
	if in.Erase {
		in.Consume(input.Back)
		if len(runes) > 0 {
			runes = runes[:len(runes)-1]
			changed = true
		}
	}
	in.Consume(input.Left)
	in.Consume(input.Right)
	f.Text = string(runes)
	f.Button.Label = f.Text
	return changed
}

// Draw draws the field: a recessed box, the text (or the placeholder) at
// the left, and a caret when focused (blinking with tick).
func (f *TextField) Draw(dst *ebiten.Image, fonts *Fonts, m Metrics, tick int) {
	r := f.Rect
	fill := color.Color(Fade(SeaDeep, 0.95))
	edge := color.Color(ButtonEdge)
	if f.Disabled {
		edge = ButtonEdgeDisabled
	} else if f.Focused() {
		edge = Brass
	}
	FillRoundRect(dst, r, m.Pt(4), fill)
	StrokeRoundRect(dst, r.Inset(m.Pt(0.75)), m.Pt(4), m.Pt(1.25), edge)
	style := Regular
	if f.Mono {
		style = Mono
	}
	face := fonts.Face(style, m.Pt(15))
	pad := m.Pt(10)
	cy := r.Y + r.H/2
	text, clr := f.Text, color.Color(Paper)
	if text == "" {
		text, clr = f.Placeholder, Fade(PaperDim, 0.6)
	}
	// Show the end of a long text (that is where typing happens).
	avail := r.W - 2*pad - m.Pt(8)
	shown := []rune(text)
	for len(shown) > 1 && TextWidth(string(shown), face, 0) > avail {
		shown = shown[1:]
	}
	DrawText(dst, string(shown), face, r.X+pad, cy, Left, clr)
	if f.Focused() && !f.Disabled && tick/30%2 == 0 {
		x := r.X + pad
		if f.Text != "" {
			x += TextWidth(string(shown), face, 0) + m.Pt(1)
		}
		h := m.Pt(18)
		x = math.Round(x) + 0.5
		vector.StrokeLine(dst, float32(x), float32(cy-h/2), float32(x), float32(cy+h/2), float32(m.PtR(1.5)), Brass, false)
	}
	if f.Focused() && !f.Disabled {
		ring := m.Pt(2)
		StrokeRoundRect(dst, r.Inset(-m.Pt(3)-ring/2), m.Pt(7), ring, FocusRing)
	}
}
