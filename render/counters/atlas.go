// Package counters draws the game's counters procedurally, once, into
// images cached per spec and size: two-sided U-boat counters, Allied ship,
// aircraft and submarine counters with their silhouettes and values, the
// face-down side that shows only a flag, and the markers.
//
// Counters are drawn at the exact pixel size they are shown at (no
// resampling), so edges and numbers stay crisp at every size and device
// scale. Ebitengine packs the small images into its own texture atlases, so
// drawing many counters batches well.
//
//	a := counters.New(counters.Options{Unit: m.Unit()})       // device px per UI point
//	a.Preload(1, specs...)                                     // at start-up, optional
//	a.Draw(screen, counters.UBoatFromData(boat, class, counters.Patrol), x, y, 1)
//	a.Draw(screen, counters.AlliedFromData(t), x, y, 1.5)      // face up, 1.5 × 60 pt
//	a.Draw(screen, counters.BackFromData(t), x, y, 1)          // face down: only the flag
//	a.Draw(screen, counters.Marker{Kind: counters.TDC, Value: -2}, x, y, 0.8)
//
// x, y is the counter's top-left corner; Size(scale) its side in device
// pixels. Make a new Atlas (or Clear this one) when the device scale changes.
package counters

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"periscope/render/glyph"
	"periscope/render/typeface"
)

// DefaultSizePt is the side of a counter at scale 1, in UI points.
const DefaultSizePt = 60

// Options configure an Atlas.
type Options struct {
	// Unit is device pixels per UI point (device scale × interface scale).
	Unit float64
	// SizePt is the counter side at scale 1 in UI points (default DefaultSizePt).
	SizePt float64
	// Faces supplies type; nil uses typeface.Default().
	Faces typeface.Source
}

// Atlas draws counters and caches them per spec and pixel size.
type Atlas struct {
	unit, sizePt float64
	faces        typeface.Source
	cache        map[key]*ebiten.Image
	// Renders counts the counter images drawn (for tests and benchmarks).
	Renders int
}

type key struct {
	spec Spec
	px   int
}

// New returns an empty atlas; counters are drawn on first use (or by Preload).
func New(o Options) *Atlas {
	if o.Unit <= 0 {
		o.Unit = 1
	}
	if o.SizePt <= 0 {
		o.SizePt = DefaultSizePt
	}
	if o.Faces == nil {
		o.Faces = typeface.Default()
	}
	return &Atlas{unit: o.Unit, sizePt: o.SizePt, faces: o.Faces, cache: map[key]*ebiten.Image{}}
}

// Size returns the side of a counter drawn at scale, in device pixels.
func (a *Atlas) Size(scale float64) float64 { return float64(a.px(scale)) }

func (a *Atlas) px(scale float64) int {
	return max(12, int(math.Round(a.sizePt*a.unit*scale)))
}

// pad is the room around a counter for its shadow.
func pad(px int) int { return int(math.Ceil(float64(px) * 0.08)) }

// Preload draws the specs at scale now (e.g. at start-up), so that the first
// frame that shows them does not.
func (a *Atlas) Preload(scale float64, specs ...Spec) {
	for _, s := range specs {
		a.image(s, a.px(scale))
	}
}

// Draw draws the counter with its top-left corner at x, y (device pixels;
// rounded to whole pixels for crisp edges), at scale × the atlas's size.
func (a *Atlas) Draw(dst *ebiten.Image, s Spec, x, y, scale float64) {
	a.DrawWith(dst, s, x, y, scale, nil)
}

// DrawWith is Draw with extra options (e.g. a ColorScale to dim a counter);
// op's GeoM is replaced.
func (a *Atlas) DrawWith(dst *ebiten.Image, s Spec, x, y, scale float64, op *ebiten.DrawImageOptions) {
	px := a.px(scale)
	img := a.image(s, px)
	if op == nil {
		op = &ebiten.DrawImageOptions{}
	}
	op.GeoM.Reset()
	p := float64(pad(px))
	op.GeoM.Translate(math.Round(x)-p, math.Round(y)-p)
	dst.DrawImage(img, op)
}

// Image returns the cached image of a counter at scale (with its shadow
// margin of Pad pixels on each side).
func (a *Atlas) Image(s Spec, scale float64) *ebiten.Image { return a.image(s, a.px(scale)) }

// Pad returns the shadow margin around a counter image at scale.
func (a *Atlas) Pad(scale float64) int { return pad(a.px(scale)) }

func (a *Atlas) image(s Spec, px int) *ebiten.Image {
	k := key{s, px}
	if img, ok := a.cache[k]; ok {
		return img
	}
	p := pad(px)
	img := ebiten.NewImage(px+2*p, px+2*p)
	c := &canvas{dst: img, p: &glyph.Painter{Dst: img}, x0: float64(p), y0: float64(p), s: float64(px), faces: a.faces}
	c.shadow()
	switch s := s.(type) {
	case UBoat:
		c.uboat(s)
	case Allied:
		c.allied(s)
	case Back:
		c.back(s)
	case Marker:
		c.marker(s)
	}
	c.p.Flush()
	a.cache[k] = img
	a.Renders++
	return img
}

// Cached returns how many counter images the atlas holds.
func (a *Atlas) Cached() int { return len(a.cache) }

// Clear drops every cached image (after a change of device scale).
func (a *Atlas) Clear() {
	for k, img := range a.cache {
		img.Deallocate()
		delete(a.cache, k)
	}
}
