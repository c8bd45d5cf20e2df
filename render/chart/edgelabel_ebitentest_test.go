//go:build ebitentest

package chart

import (
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"periscope/render/typeface"
)

// TestEdgeLabelAsDrawn: an edge label placed from its picture looks as
// drawing its text and halo there does (at a whole pixel; within 2 of 255
// a channel, for the blend's rounding), and a label drawn again reuses its
// picture.
func TestEdgeLabelAsDrawn(t *testing.T) {
	c := newTestChart(t, 400, 200)
	face := c.face(typeface.Mono, 11)
	ink := fade(ChartInk, 0.85)
	sea := color.RGBA{0x12, 0x2a, 0x44, 0xff}
	want, got := ebiten.NewImage(200, 60), ebiten.NewImage(200, 60)
	defer want.Deallocate()
	defer got.Deallocate()
	for _, v := range []text.Align{text.AlignStart, text.AlignEnd} {
		want.Fill(sea)
		got.Fill(sea)
		drawText(want, "30°W", face, 20, 30, text.AlignStart, v, ink, 1)
		c.drawEdgeLabel(got, "30°W", face, 20, 30, v, ink, 1)
		inked, bad := 0, 0
		for y := 0; y < 60; y++ {
			for x := 0; x < 200; x++ {
				w, g := want.At(x, y).(color.RGBA), got.At(x, y).(color.RGBA)
				if w != sea {
					inked++
				}
				if !near8(w, g, 2) && bad < 3 {
					bad++
					t.Errorf("align %v: pixel %d,%d is %v, drawn directly %v", v, x, y, g, w)
				}
			}
		}
		if inked < 20 {
			t.Errorf("align %v: only %d pixels inked: no label drawn", v, inked)
		}
	}
	if len(c.edgeLabels) != 1 {
		t.Errorf("%d label pictures, want 1 (the same label twice)", len(c.edgeLabels))
	}
}
