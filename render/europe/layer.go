package europe

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"periscope/render/glyph"
	"periscope/render/hud"
	"periscope/render/ui"
)

// layer batches a layer of the board: its shapes go through one painter
// (a few draw calls; the vector package's anti-aliased paths cost eight
// stencil passes each, seconds a frame for the map's hundreds of chips on
// a software renderer), then its text on top.
type layer struct {
	p     glyph.Painter
	dst   *ebiten.Image
	texts []textOp
}

type textOp struct {
	s     string
	face  text.Face
	x, y  float64
	align ui.Align
	clr   color.Color
}

func newLayer(dst *ebiten.Image) *layer { return &layer{p: glyph.Painter{Dst: dst}, dst: dst} }

// box fills and/or outlines a rounded rectangle.
func (l *layer) box(r ui.Rect, radius float64, fill, edge color.Color, edgeW float64) {
	hud.RoundBox(&l.p, r, radius, fill, edge, edgeW)
}

// text is ui.DrawText, drawn when the layer is flushed.
func (l *layer) text(s string, face text.Face, x, y float64, align ui.Align, clr color.Color) {
	l.texts = append(l.texts, textOp{s, face, x, y, align, clr})
}

// flush draws the shapes, then the text.
func (l *layer) flush() {
	l.p.Flush()
	for _, t := range l.texts {
		ui.DrawText(l.dst, t.s, t.face, t.x, t.y, t.align, t.clr)
	}
	l.texts = l.texts[:0]
}
