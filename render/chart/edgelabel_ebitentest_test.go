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

// TestEdgeLabelsReadyBeforeTheDrag: after a zoom's first frame, dragging
// the map a view's width or height in any direction makes no new edge
// label pictures (issue 16: the zoomed drag's first frame made the labels
// coming into view, each a new image and nine text draws, and the display
// stalled after it).
func TestEdgeLabelsReadyBeforeTheDrag(t *testing.T) {
	dst := ebiten.NewImage(400, 200)
	defer dst.Deallocate()
	for _, d := range [][2]float64{{1, 0}, {-1, 0}, {0, 1}, {0, -1}} {
		c := newTestChart(t, 400, 200)
		c.Cam.ZoomAt(3, 200, 100)
		c.drawEdgeLabels(dst)
		n := len(c.edgeLabels)
		if n == 0 {
			t.Fatal("no edge labels drawn at the zoom")
		}
		made := 0
		for range 10 { // a view's width (or height) in ten frames
			c.Cam.Pan(d[0]*c.Cam.W/10, d[1]*c.Cam.H/10)
			c.drawEdgeLabels(dst)
			made += len(c.edgeLabels) - n
			n = len(c.edgeLabels)
		}
		if made != 0 {
			t.Errorf("drag %v: %d edge label pictures made while dragging, want 0 (made at the zoom)", d, made)
		}
	}
}
