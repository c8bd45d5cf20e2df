//go:build ebitentest

package chart

import (
	"bytes"
	"math"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// The names' layer is copied to the screen by the squares that hold a name
// (issue 16: not the whole, mostly empty layer every frame): the screen
// gets exactly the pixels a copy of the whole layer gives, at whole and
// fractional camera offsets, and fewer squares are drawn than the layer has.
func TestLabelTilesDrawAsTheWholeLayer(t *testing.T) {
	const w, h = 800, 600
	c := newTestChart(t, w, h)
	dst := ebiten.NewImage(w, h)
	defer dst.Deallocate()
	tiled, whole := ebiten.NewImage(w, h), ebiten.NewImage(w, h)
	defer tiled.Deallocate()
	defer whole.Deallocate()
	a, b := make([]byte, 4*w*h), make([]byte, 4*w*h)
	c.Cam.ZoomAt(2, w/2, h/2) // room to pan
	for i, pan := range [][2]float64{{0, 0}, {13, 7}, {-21.5, 3.25}, {40.3, -17.7}} {
		c.Cam.Pan(pan[0], pan[1])
		c.Draw(dst)
		ox, oy := c.viewOffset()
		ox, oy = math.Round(ox), math.Round(oy) // as Draw copies the layers
		if c.labelLayer == nil || len(c.labels) == 0 {
			t.Fatalf("pan %d: no names placed", i)
		}
		lw, lh := c.labelLayer.Bounds().Dx(), c.labelLayer.Bounds().Dy()
		all := ((lw + labelTile - 1) / labelTile) * ((lh + labelTile - 1) / labelTile)
		if len(c.tiles) == 0 || len(c.tiles) >= all {
			t.Fatalf("pan %d: %d of the layer's %d squares drawn", i, len(c.tiles), all)
		}
		t.Logf("pan %d (offset %.2f, %.2f): %d of the layer's %d squares drawn", i, ox, oy, len(c.tiles), all)
		tiled.Clear()
		whole.Clear()
		c.drawLabelLayer(tiled, ox, oy)
		op := &ebiten.DrawImageOptions{}
		op.GeoM.Translate(-ox, -oy)
		whole.DrawImage(c.labelLayer, op)
		tiled.ReadPixels(a)
		whole.ReadPixels(b)
		if !bytes.Equal(a, b) {
			n := 0
			for j := range a {
				if a[j] != b[j] {
					n++
				}
			}
			t.Errorf("pan %d (offset %.2f, %.2f): %d bytes differ from the whole layer's copy", i, ox, oy, n)
		}
		if bytes.Count(b, []byte{0}) == len(b) {
			t.Errorf("pan %d: the whole layer's copy is empty", i)
		}
	}
}

// While the map pans, the names at the view's edges move into it a little
// every frame, and a keep-out box (a counter, a pill) moves names off it:
// the names' layer then has only the squares of the moved names cleared and
// drawn again (issue 16: not the whole layer, about twice the screen),
// and it holds exactly the pixels of the whole layer drawn anew.
func TestMovedNamesRedrawAsTheWholeLayer(t *testing.T) {
	const w, h = 800, 600
	c := newTestChart(t, w, h)
	dst := ebiten.NewImage(w, h)
	defer dst.Deallocate()
	c.Cam.ZoomAt(2, w/2, h/2) // room to pan
	c.Draw(dst)
	lw, lh := c.labelLayer.Bounds().Dx(), c.labelLayer.Bounds().Dy()
	whole := ebiten.NewImage(lw, lh)
	defer whole.Deallocate()
	a, b := make([]byte, 4*lw*lh), make([]byte, 4*lw*lh)
	layers, patches := c.LayerRenders, c.LabelPatches
	steps := 0
	for i := 0; i < 60; i++ {
		c.Cam.Pan(float64(i%7)*3-9, float64(i%5)*4-8)
		if i%10 == 3 { // a box kept clear of names, as a counter is
			x, y := float64(100+i*9), float64(120+i*5)
			c.SetKeepOut([][4]float64{{x, y, x + 60, y + 40}})
		}
		before := c.LabelPatches
		c.Draw(dst)
		if c.LayerRenders != layers {
			break // the pan left the layer's margin: a new layer, not a patch
		}
		if c.LabelPatches == before {
			continue
		}
		steps++
		whole.Clear()
		c.drawLabels(whole, math.Max(1, c.pt(1.2)))
		c.labelLayer.ReadPixels(a)
		whole.ReadPixels(b)
		if !bytes.Equal(a, b) {
			n := 0
			for j := range a {
				if a[j] != b[j] {
					n++
				}
			}
			t.Errorf("step %d: %d bytes of the names' layer differ from the whole layer drawn anew", i, n)
		}
	}
	t.Logf("%d of 60 steps moved names (patches %d)", steps, c.LabelPatches-patches)
	if steps < 5 {
		t.Fatalf("only %d steps moved names: the test does not exercise the patch", steps)
	}
}
