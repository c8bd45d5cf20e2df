// Package hud draws what is always on screen while a game is played: the
// top bar (date, war period, turn, the sequence-of-play bar with the
// current phase, and the tracks), the game log (every line linked to its
// rule), the prompt panel that answers any decision, and the tempo
// controls (step, run, undo, redo, hand over to the bot).
//
// The pieces read a play.Session and never change the game themselves:
// they report what the player asked for (a Choice, a rule to open, a
// decision to undo to) and the scene acts on it. Each piece draws into its
// own cached image, redrawn only when what it shows changes, so a frame
// costs a few image copies.
package hud

import (
	"fmt"
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"periscope/game/engine"
	"periscope/i18n"
	"periscope/render/glyph"
	"periscope/render/ui"
)

// Colours of the plotting table's furniture.
var (
	PanelFill  = color.RGBA{0x08, 0x16, 0x28, 0xf2}
	PanelEdge  = color.RGBA{0x2e, 0x4a, 0x66, 0xff}
	BarFill    = color.RGBA{0x0a, 0x12, 0x1c, 0xff}
	RowHover   = color.RGBA{0x16, 0x34, 0x54, 0xff}
	RowFocus   = color.RGBA{0x1d, 0x40, 0x66, 0xff}
	Good       = color.RGBA{0x5f, 0xb8, 0x8a, 0xff}
	Warn       = color.RGBA{0xe0, 0xb0, 0x4a, 0xff}
	Bad        = color.RGBA{0xd8, 0x5a, 0x4a, 0xff}
	Dire       = color.RGBA{0x9a, 0x2a, 0x2a, 0xff}
	Neutral    = color.RGBA{0x6b, 0x88, 0xa6, 0xff}
	Violet     = color.RGBA{0x9a, 0x7c, 0xc8, 0xff}
	Dim        = ui.Fade(ui.PaperDim, 0.7)
	RuleInk    = color.RGBA{0x8c, 0xc0, 0xe8, 0xff}
	PhaseInk   = ui.Brass
	DecideInk  = color.RGBA{0xf0, 0xd8, 0x98, 0xff}
	RollInk    = color.RGBA{0xc8, 0xd6, 0xe2, 0xff}
	EventInk   = ui.Paper
	HeadingInk = ui.Brass
)

// Layer is an offscreen image holding a piece of the HUD, redrawn only when
// its key changes.
type Layer struct {
	img *ebiten.Image
	key any
	// Renders counts the redraws (tests and benchmarks).
	Renders int
}

// Draw draws the layer at r, first repainting it with paint (which draws in
// the layer's own coordinates, 0,0 at r's top-left) if key differs from the
// last one.
func (l *Layer) Draw(dst *ebiten.Image, r ui.Rect, key any, paint func(img *ebiten.Image)) {
	w, h := int(math.Ceil(r.W)), int(math.Ceil(r.H))
	if w <= 0 || h <= 0 {
		return
	}
	if l.img == nil || l.img.Bounds().Dx() != w || l.img.Bounds().Dy() != h {
		if l.img != nil {
			l.img.Deallocate()
		}
		l.img = glyph.NewLayer(w, h)
		l.key = nil
	}
	if l.key == nil || l.key != key {
		l.img.Clear()
		paint(l.img)
		l.key = key
		l.Renders++
	}
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(math.Round(r.X), math.Round(r.Y))
	dst.DrawImage(l.img, op)
}

// Invalidate forces a redraw at the next Draw.
func (l *Layer) Invalidate() { l.key = nil }

// Wrap breaks s into lines no wider than w in face.
func Wrap(s string, face text.Face, w float64) []string {
	var out []string
	for _, para := range strings.Split(s, "\n") {
		words := strings.Fields(para)
		if len(words) == 0 {
			out = append(out, "")
			continue
		}
		line := words[0]
		for _, wd := range words[1:] {
			if text.Advance(line+" "+wd, face) <= w {
				line += " " + wd
				continue
			}
			out = append(out, line)
			line = wd
		}
		// A single word longer than the line is cut, never left overflowing.
		for text.Advance(line, face) > w && len([]rune(line)) > 1 {
			r := []rune(line)
			n := len(r) - 1
			for n > 1 && text.Advance(string(r[:n]), face) > w {
				n--
			}
			out = append(out, string(r[:n]))
			line = string(r[n:])
		}
		out = append(out, line)
	}
	return out
}

// Ellipsize shortens s with "…" to fit w.
func Ellipsize(s string, face text.Face, w float64) string {
	if text.Advance(s, face) <= w {
		return s
	}
	ui.Cut(s)
	r := []rune(s)
	for len(r) > 0 && text.Advance(string(r)+"…", face) > w {
		r = r[:len(r)-1]
	}
	return string(r) + "…"
}

// Text draws s with its capitals centred on y.
func Text(dst *ebiten.Image, s string, face text.Face, x, y float64, align ui.Align, clr color.Color) {
	ui.DrawText(dst, s, face, x, y, align, clr)
}

// Fill fills a rectangle (no anti-aliasing needed for axis-aligned edges on
// whole pixels).
func Fill(p *glyph.Painter, r ui.Rect, clr color.Color) {
	r = r.Snap()
	p.Rect(float32(r.X), float32(r.Y), float32(r.W), float32(r.H), clr)
}

// Frame strokes a rectangle's outline of width w inside r.
func Frame(p *glyph.Painter, r ui.Rect, w float64, clr color.Color) {
	r = r.Snap()
	w = math.Max(1, math.Round(w))
	Fill(p, ui.Rect{X: r.X, Y: r.Y, W: r.W, H: w}, clr)
	Fill(p, ui.Rect{X: r.X, Y: r.Y + r.H - w, W: r.W, H: w}, clr)
	Fill(p, ui.Rect{X: r.X, Y: r.Y + w, W: w, H: r.H - 2*w}, clr)
	Fill(p, ui.Rect{X: r.X + r.W - w, Y: r.Y + w, W: w, H: r.H - 2*w}, clr)
}

// RoundBox fills a rounded rectangle with an outline through the painter
// (its outlines built in the painter's Scratch: nothing allocated once it
// has grown, issue 16).
func RoundBox(p *glyph.Painter, r ui.Rect, radius float64, fill, edge color.Color, edgeW float64) {
	buf := p.Scratch()
	if fill != nil {
		*buf = appendRoundRect((*buf)[:0], r, radius)
		p.Polygon(*buf, fill)
	}
	if edge != nil && edgeW > 0 {
		*buf = appendRoundRect((*buf)[:0], r.Inset(edgeW/2), math.Max(0, radius-edgeW/2))
		p.Line(*buf, float32(edgeW), edge, true)
	}
}

// appendRoundRect appends a rounded rectangle's outline to pts: six points
// a corner.
func appendRoundRect(pts []float32, r ui.Rect, radius float64) []float32 {
	radius = math.Min(radius, math.Min(r.W, r.H)/2)
	for _, c := range [4][3]float64{
		{r.X + r.W - radius, r.Y + radius, -math.Pi / 2},
		{r.X + r.W - radius, r.Y + r.H - radius, 0},
		{r.X + radius, r.Y + r.H - radius, math.Pi / 2},
		{r.X + radius, r.Y + radius, math.Pi},
	} {
		for i := 0; i <= 5; i++ {
			a := c[2] + float64(i)*math.Pi/2/5
			pts = append(pts, float32(c[0]+radius*math.Cos(a)), float32(c[1]+radius*math.Sin(a)))
		}
	}
	return pts
}

// Pct formats a probability: "84%", "3.5%", "0.9%", "<0.1%".
func Pct(p float64) string {
	if l := i18n.Current(); l != i18n.EN {
		return l.Percent(p)
	}
	v := p * 100
	switch {
	case v >= 99.95 && v < 100:
		return ">99.9%"
	case v >= 9.95:
		return fmt.Sprintf("%.0f%%", v)
	case v >= 0.05:
		return fmt.Sprintf("%.1f%%", v)
	case v > 0:
		return "<0.1%"
	}
	return "0%"
}

// attackKinds are the prompt kinds whose odds are the attacker's: a "sunk"
// there is a success.
var attackKinds = map[string]bool{"allocate": true, "lone-attack": true, "gun": true}

// OutcomeColour colours an outcome by what it means for the player's boat.
func OutcomeColour(kind, outcome string) color.RGBA {
	o := strings.ToLower(outcome)
	if attackKinds[kind] {
		switch {
		case strings.Contains(o, "sunk"):
			return Good
		case strings.Contains(o, "damaged"):
			return Warn
		case strings.Contains(o, "miss"), strings.Contains(o, "no effect"):
			return Neutral
		case strings.Contains(o, "armed"):
			return Bad
		}
		return Neutral
	}
	switch {
	case strings.HasPrefix(o, "safe"), strings.HasPrefix(o, "pass"), strings.Contains(o, "stays"),
		strings.Contains(o, "joins"), strings.HasPrefix(o, "placed"), strings.Contains(o, "no effect"), o == "merchant",
		strings.Contains(o, "convoy"), strings.Contains(o, "lone"), strings.Contains(o, "finds"), strings.Contains(o, "traffic"):
		return Good
	case strings.Contains(o, "sunk"), strings.Contains(o, "lost"), strings.Contains(o, "destroyed"):
		return Bad
	case strings.Contains(o, "damaged"):
		return Warn
	case strings.Contains(o, "rtb"), strings.Contains(o, "fails"), strings.Contains(o, "withdraw"):
		return Violet
	case strings.Contains(o, "spotted"), strings.Contains(o, "encounter"), strings.Contains(o, "diligent"),
		strings.Contains(o, "aircraft"), strings.Contains(o, "escort"), strings.Contains(o, "warship"), strings.Contains(o, "event"):
		return color.RGBA{0xd0, 0x90, 0x50, 0xff}
	case strings.Contains(o, "no contact"), strings.Contains(o, "no ship"):
		return Neutral
	}
	return Neutral
}

// OddsText is the odds in words: "safe 84% · spotted 8% · sunk 0.9%".
func OddsText(odds []engine.Odd) string {
	parts := make([]string, 0, len(odds))
	for _, o := range odds {
		parts = append(parts, i18n.Outcome(o.Outcome)+" "+Pct(o.P))
	}
	return strings.Join(parts, " · ")
}

// OddsBar draws the odds as a stacked bar across r (what is left of 100%
// stays dark).
func OddsBar(p *glyph.Painter, r ui.Rect, kind string, odds []engine.Odd) {
	Fill(p, r, color.RGBA{0x05, 0x0c, 0x16, 0xff})
	x := r.X
	for _, o := range odds {
		w := r.W * math.Max(0, math.Min(1, o.P))
		if w <= 0 {
			continue
		}
		p.Rect(float32(x), float32(r.Y), float32(w), float32(r.H), OutcomeColour(kind, o.Outcome))
		x += w
	}
}

// Die draws a ten-sided die face (a kite) with a number, centred at cx, cy
// with half-height r, for the roll display.
func Die(p *glyph.Painter, cx, cy, r float64, body, edge color.Color, w float64) {
	pts := []float32{float32(cx), float32(cy - r), float32(cx + r*0.82), float32(cy - r*0.18), float32(cx), float32(cy + r), float32(cx - r*0.82), float32(cy - r*0.18)}
	p.Polygon(pts, body)
	p.Line(pts, float32(w), edge, true)
	p.Line([]float32{float32(cx - r*0.82), float32(cy - r*0.18), float32(cx), float32(cy + r*0.12), float32(cx + r*0.82), float32(cy - r*0.18)}, float32(w*0.7), ui.Fade(edge, 0.5), false)
}

// Ring outlines a circle of radius r and width w as one filled annulus
// (two arcs of opposite winding in one path). vector.StrokeCircle with
// anti-aliasing strokes its arc with round joins into a path of about ten
// thousand segments per circle; with some forty circles a frame that cost
// seconds under a software renderer (the naval board's drawing test took
// minutes; the tactical board's ten circles 1.14 s a frame, 0.062 s as
// annuli), where the annulus is a handful of curves.
func Ring(dst *ebiten.Image, cx, cy, r, w float32, c color.Color) {
	if w <= 0 || r <= 0 {
		return
	}
	ro, ri := r+w/2, max(r-w/2, 0)
	var p vector.Path
	p.MoveTo(cx+ro, cy)
	p.Arc(cx, cy, ro, 0, 2*math.Pi, vector.Clockwise)
	p.Close()
	if ri > 0 {
		p.MoveTo(cx+ri, cy)
		p.Arc(cx, cy, ri, 2*math.Pi, 0, vector.CounterClockwise)
		p.Close()
	}
	op := &vector.DrawPathOptions{AntiAlias: true}
	op.ColorScale.ScaleWithColor(c)
	vector.FillPath(dst, &p, &vector.FillOptions{FillRule: vector.FillRuleNonZero}, op)
}
