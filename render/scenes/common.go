package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"periscope/render/ui"
)

// drawRule draws a thin brass rule that fades out towards both ends.
func drawRule(dst *ebiten.Image, x0, x1, y float64, width float32) {
	const steps = 24
	seg := (x1 - x0) / steps
	for i := 0; i < steps; i++ {
		t := (float64(i) + 0.5) / steps
		a := 1 - (2*t-1)*(2*t-1) // bright in the middle
		vector.StrokeLine(dst, float32(x0+float64(i)*seg), float32(y), float32(x0+float64(i+1)*seg), float32(y), width, ui.Fade(ui.Brass, 0.75*a), false)
	}
}

// panel draws the translucent card the menu pages sit on, from a sprite
// kept in cache.
func panel(dst *ebiten.Image, r ui.Rect, m ui.Metrics, cache *ui.Sprites) {
	type key struct {
		w, h int
		unit float64
	}
	k := key{int(r.W), int(r.H), m.Unit()}
	if cache.Len() > 4 {
		cache.Clear()
	}
	img := cache.Get(k, k.w, k.h, func(img *ebiten.Image) {
		in := ui.Rect{W: r.W, H: r.H}
		ui.FillRoundRect(img, in, m.Pt(10), ui.Fade(ui.SeaDeep, 0.88))
		lw := m.Pt(1)
		ui.StrokeRoundRect(img, in.Inset(lw/2), m.Pt(10), lw, ui.Fade(ui.ChartInk, 0.45))
	})
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(r.X, r.Y)
	dst.DrawImage(img, op)
}
