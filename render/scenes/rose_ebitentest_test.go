//go:build ebitentest

package scenes

import (
	"image"
	"image/color"
	"math"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"periscope/render/ui"
)

// TestRoseImage checks the compass rose's sprite where it is unambiguous:
// transparent outside the disc, the sea-deep disc between the rings, an
// inked outer ring, the brass north point, and symmetric east and west.
func TestRoseImage(t *testing.T) {
	m := ui.Metrics{Width: 1280, Height: 800, DeviceScale: 1, UIScale: 1}
	const r = 150.0
	size := int(math.Ceil(2*r + m.Pt(8)))
	sprite := ebiten.NewImage(size, size)
	drawRoseSprite(sprite, m, size, r)
	px := make([]byte, 4*size*size)
	sprite.ReadPixels(px)
	img := &image.RGBA{Pix: px, Stride: 4 * size, Rect: image.Rect(0, 0, size, size)}
	c := float64(size) / 2
	at := func(dx, dy float64) color.RGBA { return img.RGBAAt(int(c+dx), int(c+dy)) }

	if p := at(-c+1, -c+1); p.A != 0 {
		t.Errorf("corner outside the rose is %v, want transparent", p)
	}
	disc := ui.Fade(ui.SeaDeep, 0.35)
	if p := at(r*0.62, r*0.62*0.1); absDiff(p.A, disc.A) > 2 || absDiff(p.B, disc.B) > 2 {
		t.Errorf("disc between the rings is %v, want %v", p, disc)
	}
	if p := at(0, r*0.5+r*0.02); p.A <= disc.A {
		t.Errorf("the south point at %v is %v, no lighter than the disc %v", r*0.52, p, disc)
	}
	// The inner ring at 0.9 r, along a radius between two ticks.
	var ring color.RGBA
	for f := 0.87; f < 0.93; f += 0.002 {
		if p := at(r*f*math.Cos(0.05), r*f*math.Sin(0.05)); p.A > ring.A {
			ring = p
		}
	}
	if ring.A <= disc.A+10 {
		t.Errorf("the ring at 0.9 r is at most %v, hardly over the disc %v", ring, disc)
	}
	// The north point's light half is brass (red over blue), the south's is paper.
	n := at(-3, -r*0.4)
	if n.R <= n.B {
		t.Errorf("north point's light half is %v, want brass", n)
	}
	for _, d := range []float64{0.3, 0.4, 0.5} {
		e, w := at(r*d, -3), at(-r*d, 3)
		if absDiff(e.A, w.A) > 3 || absDiff(e.G, w.G) > 3 {
			t.Errorf("east %v and west %v points differ at %v r", e, w, d)
		}
	}
}
