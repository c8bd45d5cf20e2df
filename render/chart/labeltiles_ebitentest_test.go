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
