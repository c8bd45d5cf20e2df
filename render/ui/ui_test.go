package ui

import (
	"testing"

	"periscope/input"
)

func mouse(x, y float64, pressed, down, released bool) *input.State {
	return &input.State{Pointers: []input.Pointer{{Kind: input.Mouse, X: x, Y: y, Pressed: pressed, Down: down, Released: released}}}
}

func TestButtonClick(t *testing.T) {
	b := NewButton("b", "B")
	b.Rect = Rect{10, 10, 100, 40}
	if b.Update(mouse(50, 30, false, false, false)) || !b.Hovered() {
		t.Fatal("hover")
	}
	if b.Update(mouse(50, 30, true, true, false)) || !b.Pressed() {
		t.Fatal("press")
	}
	if !b.Update(mouse(60, 31, false, false, true)) {
		t.Fatal("release inside should click")
	}
	if b.Pressed() {
		t.Fatal("still pressed after release")
	}
	// Press inside, release outside: no click.
	b.Update(mouse(50, 30, true, true, false))
	if b.Update(mouse(500, 300, false, false, true)) {
		t.Fatal("release outside clicked")
	}
	// Press outside, release inside: no click.
	b.Update(mouse(500, 300, true, true, false))
	if b.Update(mouse(50, 30, false, false, true)) {
		t.Fatal("press outside clicked")
	}
	// Edges: right and bottom are outside.
	if b.Rect.Contains(110, 30) || b.Rect.Contains(50, 50) || !b.Rect.Contains(10, 10) {
		t.Fatal("Contains edges")
	}
}

func TestButtonTouchAndDisabled(t *testing.T) {
	b := NewButton("b", "B")
	b.Rect = Rect{0, 0, 100, 100}
	tap := func(pressed, released bool) *input.State {
		return &input.State{Pointers: []input.Pointer{{Kind: input.Touch, ID: 7, X: 5, Y: 5, Pressed: pressed, Down: !released, Released: released}}}
	}
	b.Update(tap(true, false))
	if b.Hovered() {
		t.Fatal("touch must not hover")
	}
	if !b.Update(tap(false, true)) {
		t.Fatal("tap should click")
	}
	b.Disabled = true
	b.Update(tap(true, false))
	if b.Update(tap(false, true)) || b.Pressed() {
		t.Fatal("disabled button clicked")
	}
}

func TestFocusGroup(t *testing.T) {
	a, b, c := NewButton("a", "A"), NewButton("b", "B"), NewButton("c", "C")
	b.Disabled = true
	g := NewFocusGroup(a, b, c)
	if g.Focused() != a || !a.Focused() {
		t.Fatal("initial focus")
	}
	keys := func(i ...input.Intent) *input.State { return &input.State{Intents: i} }
	if g.Update(keys(input.FocusNext)) != nil || g.Focused() != c {
		t.Fatalf("Tab should skip the disabled button, focused %v", g.Focused().ID)
	}
	g.Update(keys(input.Down)) // wraps
	if g.Focused() != a {
		t.Fatalf("wrap: %v", g.Focused().ID)
	}
	g.Update(keys(input.FocusPrev))
	if g.Focused() != c {
		t.Fatalf("Shift+Tab: %v", g.Focused().ID)
	}
	in := keys(input.Activate, input.Back)
	if g.Update(in) != c {
		t.Fatal("Enter should click the focused button")
	}
	if in.Has(input.Activate) || !in.Has(input.Back) {
		t.Fatal("the group consumes Activate and leaves Back")
	}
	// A pointer press moves the focus.
	a.Rect = Rect{0, 0, 10, 10}
	g.Update(mouse(5, 5, true, true, false))
	if g.Focused() != a {
		t.Fatal("press should focus")
	}
	// The focused button becomes disabled: focus moves on.
	a.Disabled = true
	g.Update(keys())
	if g.Focused() != c {
		t.Fatal("focus should leave a disabled button")
	}
	if infos := g.Infos(); len(infos) != 3 || infos[1].Enabled || !infos[2].Focused {
		t.Fatalf("infos %+v", infos)
	}
}

func TestMetrics(t *testing.T) {
	m := Metrics{Width: 2560, Height: 1600, DeviceScale: 2, UIScale: 1.5}
	if m.Unit() != 3 || m.Pt(10) != 30 {
		t.Fatal(m.Unit())
	}
	if w, h := m.Points(); w != 2560.0/3 || h != 1600.0/3 {
		t.Fatal(w, h)
	}
	small := m.Fit(1000, 500) // 853 points wide < 1000
	if w, _ := small.Points(); w < 999.9 || w > 1000.1 {
		t.Fatalf("Fit: %v points wide", w)
	}
	if m.Fit(100, 100) != m {
		t.Fatal("Fit changed metrics that already fit")
	}
	if (Metrics{}).Unit() != 1 {
		t.Fatal("zero metrics")
	}
	if m.PtR(0.1) != 1 {
		t.Fatal("PtR minimum")
	}
}

func TestFontsCache(t *testing.T) {
	f, err := NewFonts()
	if err != nil {
		t.Fatal(err)
	}
	a := f.Face(Bold, 20.2)
	if f.Face(Bold, 19.8) != a || f.CachedFaces() != 1 {
		t.Fatal("faces of the same pixel size should be shared")
	}
	if f.Face(Regular, 20) == a || f.Face(Bold, 40) == a {
		t.Fatal("different style or size gave the same face")
	}
	if w := TextWidth("PERISCOPE", f.Face(Bold, 40), 0); w < 150 || w > 400 {
		t.Fatalf("text width %v", w)
	}
	if TextWidth("AB", a, 10) != TextWidth("AB", a, 0)+10 {
		t.Fatal("tracking adds between letters only")
	}
}
