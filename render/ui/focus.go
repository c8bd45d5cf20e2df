package ui

import "periscope/input"

// FocusGroup owns the keyboard focus among a scene's buttons, in order.
// Tab, Shift+Tab and the arrow keys move the focus (skipping disabled
// buttons, wrapping around); Enter and Space click the focused button;
// pressing a button with a pointer focuses it.
type FocusGroup struct {
	Items []*Button
	index int
}

// NewFocusGroup returns a group over items, focusing the first enabled one.
func NewFocusGroup(items ...*Button) *FocusGroup {
	g := &FocusGroup{Items: items, index: -1}
	g.move(1)
	return g
}

// Focused returns the focused button, or nil when every button is disabled.
func (g *FocusGroup) Focused() *Button {
	if g.index < 0 || g.index >= len(g.Items) || g.Items[g.index].Disabled {
		return nil
	}
	return g.Items[g.index]
}

// Focus moves the focus to b if it is an enabled member of the group.
func (g *FocusGroup) Focus(b *Button) {
	for i, x := range g.Items {
		if x == b && !b.Disabled {
			g.index = i
		}
	}
	g.sync()
}

// move steps the focus by dir (+1/-1) to the next enabled button.
func (g *FocusGroup) move(dir int) {
	n := len(g.Items)
	if n == 0 {
		return
	}
	i := g.index
	for range n {
		i = ((i+dir)%n + n) % n
		if !g.Items[i].Disabled {
			g.index = i
			break
		}
	}
	g.sync()
}

func (g *FocusGroup) sync() {
	f := g.Focused()
	for _, b := range g.Items {
		b.focused = b == f
	}
}

// Update applies this tick's input to the group and its buttons and returns
// the button that was clicked or activated, if any. It consumes the intents
// it acts on.
func (g *FocusGroup) Update(in *input.State) *Button {
	if g.Focused() == nil {
		g.move(1) // the focused button was disabled since
	}
	for _, i := range []input.Intent{input.FocusNext, input.Down, input.Right} {
		for in.Consume(i) {
			g.move(1)
		}
	}
	for _, i := range []input.Intent{input.FocusPrev, input.Up, input.Left} {
		for in.Consume(i) {
			g.move(-1)
		}
	}
	var clicked *Button
	for _, b := range g.Items {
		if b.Update(in) && clicked == nil {
			clicked = b
		}
		if b.pressed {
			g.Focus(b)
		}
	}
	if clicked == nil {
		if f := g.Focused(); f != nil && in.Consume(input.Activate) {
			clicked = f
		}
	}
	return clicked
}

// Infos describes the group's buttons.
func (g *FocusGroup) Infos() []Info {
	out := make([]Info, len(g.Items))
	for i, b := range g.Items {
		out[i] = b.Info()
	}
	return out
}
