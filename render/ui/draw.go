package ui

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// TextDrawn and TextCut, when set (by tests), see every line of text drawn
// (its image, its horizontal extent and the band from its capitals' top to
// its baseline) and every text shortened with "…" to fit its box: the
// layout tests fail on text that runs off its image, is cut, or is drawn
// over another text, in every language.
var (
	TextDrawn func(dst *ebiten.Image, s string, x0, y0, x1, y1 float64)
	TextCut   func(s string)
)

// Cut reports a text shortened to fit (see TextCut).
func Cut(s string) {
	if TextCut != nil {
		TextCut(s)
	}
}

// Align positions text horizontally around the x given to DrawText.
type Align int

const (
	Left Align = iota
	Center
	Right
)

// DrawText draws one line of text with its cap height centred on y (so
// capitals sit visually centred, as on a button), aligned around x.
func DrawText(dst *ebiten.Image, s string, face text.Face, x, y float64, align Align, clr color.Color) {
	DrawTextTracked(dst, s, face, x, y, align, clr, 0)
}

// DrawTextTracked is DrawText with extra letter spacing (tracking) in pixels
// between characters, for spaced-out display titles.
func DrawTextTracked(dst *ebiten.Image, s string, face text.Face, x, y float64, align Align, clr color.Color, tracking float64) {
	m := face.Metrics()
	capH := m.CapHeight
	if capH <= 0 {
		capH = m.HAscent * 0.7
	}
	baseline := math.Round(y + capH/2)
	w := TextWidth(s, face, tracking)
	switch align {
	case Center:
		x -= w / 2
	case Right:
		x -= w
	}
	x = math.Round(x)
	if TextDrawn != nil {
		TextDrawn(dst, s, x, baseline-capH, x+w, baseline)
	}
	op := &text.DrawOptions{}
	op.ColorScale.ScaleWithColor(clr)
	if tracking == 0 {
		op.GeoM.Translate(x, baseline-m.HAscent)
		text.Draw(dst, s, face, op)
		return
	}
	for _, r := range s {
		ch := string(r)
		op.GeoM.Reset()
		op.GeoM.Translate(math.Round(x), baseline-m.HAscent)
		text.Draw(dst, ch, face, op)
		x += text.Advance(ch, face) + tracking
	}
}

// TextWidth returns the advance width of s with the given tracking.
func TextWidth(s string, face text.Face, tracking float64) float64 {
	if tracking == 0 {
		return text.Advance(s, face)
	}
	w, n := 0.0, 0
	for _, r := range s {
		w += text.Advance(string(r), face)
		n++
	}
	if n > 1 {
		w += tracking * float64(n-1)
	}
	return w
}

// RoundRectPath appends a rounded rectangle to p.
func RoundRectPath(p *vector.Path, r Rect, radius float64) {
	x0, y0, x1, y1 := float32(r.X), float32(r.Y), float32(r.X+r.W), float32(r.Y+r.H)
	rad := float32(math.Min(radius, math.Min(r.W, r.H)/2))
	p.MoveTo(x0+rad, y0)
	p.LineTo(x1-rad, y0)
	p.ArcTo(x1, y0, x1, y0+rad, rad)
	p.LineTo(x1, y1-rad)
	p.ArcTo(x1, y1, x1-rad, y1, rad)
	p.LineTo(x0+rad, y1)
	p.ArcTo(x0, y1, x0, y1-rad, rad)
	p.LineTo(x0, y0+rad)
	p.ArcTo(x0, y0, x0+rad, y0, rad)
	p.Close()
}

// FillRoundRect fills a rounded rectangle.
func FillRoundRect(dst *ebiten.Image, r Rect, radius float64, clr color.Color) {
	var p vector.Path
	RoundRectPath(&p, r, radius)
	op := &vector.DrawPathOptions{AntiAlias: true}
	op.ColorScale.ScaleWithColor(clr)
	vector.FillPath(dst, &p, nil, op)
}

// StrokeRoundRect outlines a rounded rectangle with a line of the given width
// centred on its edge.
func StrokeRoundRect(dst *ebiten.Image, r Rect, radius, width float64, clr color.Color) {
	var p vector.Path
	RoundRectPath(&p, r, radius)
	op := &vector.DrawPathOptions{AntiAlias: true}
	op.ColorScale.ScaleWithColor(clr)
	vector.StrokePath(dst, &p, &vector.StrokeOptions{Width: float32(width)}, op)
}
