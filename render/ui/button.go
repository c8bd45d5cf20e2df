package ui

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"periscope/input"
	"periscope/render/glyph"
)

// Button is a push button. Its Rect is in screen pixels and is set by the
// scene's layout; the button handles hover, press and release itself and
// reports a click when a press that started on it ends on it.
type Button struct {
	ID       string // stable name, used by tests and the page hook
	Label    string
	Rect     Rect
	Disabled bool
	// TextSize is the label's size in points (0: 16).
	TextSize float64

	hovered bool
	pressed bool       // a pointer went down on the button and is still down
	pointer pointerKey // which pointer pressed it
	focused bool

	sprites    Sprites // the button's frame, per look
	spriteSize [2]int
}

// look is what a button's frame sprite depends on.
type look struct {
	state   int // 0 normal, 1 hover, 2 pressed, 3 disabled
	focused bool
	unit    float64
}

type pointerKey struct {
	kind input.PointerKind
	id   int
}

// NewButton returns an enabled button.
func NewButton(id, label string) *Button { return &Button{ID: id, Label: label} }

// Hovered reports whether the mouse is over the button.
func (b *Button) Hovered() bool { return b.hovered }

// Pressed reports whether a pointer is holding the button down.
func (b *Button) Pressed() bool { return b.pressed }

// Focused reports whether the button has keyboard focus.
func (b *Button) Focused() bool { return b.focused }

// Update applies this tick's pointers and reports whether the button was
// clicked (pressed and released over it). A disabled button never is.
func (b *Button) Update(in *input.State) (clicked bool) {
	if b.Disabled {
		b.hovered, b.pressed = false, false
		return false
	}
	for _, p := range in.Pointers {
		inside := b.Rect.Contains(p.X, p.Y)
		key := pointerKey{p.Kind, p.ID}
		if p.Kind == input.Mouse {
			b.hovered = inside
		}
		switch {
		case p.Pressed && inside:
			b.pressed, b.pointer = true, key
		case p.Released && b.pressed && b.pointer == key:
			b.pressed = false
			if inside {
				clicked = true
			}
		case b.pressed && b.pointer == key && !p.Down && !p.Released:
			b.pressed = false // the pointer went away without a release we saw
		}
	}
	return clicked
}

// Info describes the button for tests and the page hook.
func (b *Button) Info() Info {
	return Info{ID: b.ID, Label: b.Label, Rect: b.Rect, Enabled: !b.Disabled,
		Focused: b.focused, Hovered: b.hovered, Pressed: b.pressed}
}

// Info is a control's description: what it is and where.
type Info struct {
	ID, Label string
	Rect      Rect
	Enabled   bool
	Focused   bool
	Hovered   bool
	Pressed   bool
}

// Draw draws the button in the theme, scaled by m.
func (b *Button) Draw(dst *ebiten.Image, fonts *Fonts, m Metrics) {
	r := b.Rect
	pad := math.Ceil(m.Pt(6)) // room for the focus ring around the button
	w, h := int(math.Ceil(r.W+2*pad)), int(math.Ceil(r.H+2*pad))
	if b.spriteSize != [2]int{w, h} {
		b.sprites.Clear()
		b.spriteSize = [2]int{w, h}
	}
	lk := look{focused: b.focused && !b.Disabled, unit: m.Unit()}
	label := color.Color(Paper)
	dy := 0.0
	switch {
	case b.Disabled:
		lk.state, label = 3, TextDisabled
	case b.pressed:
		lk.state, dy = 2, m.Pt(1)
	case b.hovered:
		lk.state = 1
	}
	img := b.sprites.Get(lk, w, h, func(img *ebiten.Image) {
		drawButtonFrame(img, Rect{X: pad, Y: pad, W: r.W, H: r.H}, lk, m)
	})
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(math.Round(r.X-pad), math.Round(r.Y-pad))
	dst.DrawImage(img, op)
	cx, cy := r.Center()
	size := b.TextSize
	if size <= 0 {
		size = 16
	}
	DrawText(dst, b.Label, fonts.Face(Bold, m.Pt(size)), cx, cy+dy, Center, label)
}

func drawButtonFrame(dst *ebiten.Image, r Rect, lk look, m Metrics) {
	radius := m.Pt(5)
	edgeW := m.Pt(1.25)
	var fill, edge color.Color = ButtonFill, ButtonEdge
	switch lk.state {
	case 1:
		fill, edge = ButtonFillHover, Paper
	case 2:
		fill, edge = ButtonFillPressed, Brass
	case 3:
		fill, edge = ButtonFillDisabled, ButtonEdgeDisabled
	}
	// Through a glyph.Painter (feathered triangles), not the vector
	// package: the title's buttons were the first frame's only filled
	// paths, and the first path compiles the vector package's stencil
	// shaders (issue 16: the time to the first frame).
	p := glyph.Painter{Dst: dst, ColorScaleMode: ebiten.ColorScaleModePremultipliedAlpha}
	p.ConvexPolygon(roundRectPts(r, radius), fill)
	p.Line(roundRectPts(r.Inset(edgeW/2), radius), float32(edgeW), edge, true)
	if lk.focused {
		ring := m.Pt(2)
		p.Line(roundRectPts(r.Inset(-m.Pt(3)-ring/2), radius+m.Pt(3)), float32(ring), FocusRing, true)
	}
	p.Flush()
}

// roundRectPts is a rounded rectangle's outline as a polygon (x0, y0, x1,
// y1, ...), each corner's quarter circle in segments of at most 18°.
func roundRectPts(r Rect, radius float64) []float32 {
	radius = math.Min(radius, math.Min(r.W, r.H)/2)
	if radius < 0.5 {
		x0, y0, x1, y1 := float32(r.X), float32(r.Y), float32(r.X+r.W), float32(r.Y+r.H)
		return []float32{x0, y0, x1, y0, x1, y1, x0, y1}
	}
	n := int(math.Min(12, math.Max(5, math.Ceil(radius/1.5))))
	pts := make([]float32, 0, 8*(n+1))
	corner := func(cx, cy, a0 float64) {
		for i := 0; i <= n; i++ {
			s, c := math.Sincos(a0 + float64(i)*math.Pi/2/float64(n))
			pts = append(pts, float32(cx+radius*c), float32(cy+radius*s))
		}
	}
	corner(r.X+r.W-radius, r.Y+radius, -math.Pi/2)
	corner(r.X+r.W-radius, r.Y+r.H-radius, 0)
	corner(r.X+radius, r.Y+r.H-radius, math.Pi/2)
	corner(r.X+radius, r.Y+radius, math.Pi)
	return pts
}
