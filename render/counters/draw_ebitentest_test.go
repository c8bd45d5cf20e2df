//go:build ebitentest

package counters

import (
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"periscope/game/data/datatest"
)

// allSpecs returns one face of every kind in the fixture theatre.
func allSpecs() []Spec {
	th := datatest.Fixture()
	classes := map[string]int{}
	for i, c := range th.SubClasses {
		classes[c.ID] = i
	}
	var specs []Spec
	for _, b := range th.Boats {
		c := th.SubClasses[classes[b.Class]]
		specs = append(specs, UBoatFromData(b, c, Transit), UBoatFromData(b, c, Patrol))
	}
	for _, a := range th.Allied {
		specs = append(specs, AlliedFromData(a), BackFromData(a))
	}
	for k := Damaged; k <= Recon; k++ {
		specs = append(specs, Marker{Kind: k, Value: 2})
	}
	return specs
}

func TestAtlasDrawsEveryKindOnceAndCaches(t *testing.T) {
	a := New(Options{Unit: 1})
	specs := allSpecs()
	dst := ebiten.NewImage(200, 200)
	defer dst.Deallocate()
	for _, s := range specs {
		a.Draw(dst, s, 10, 10, 1)
	}
	first := a.Renders
	for _, s := range specs {
		a.Draw(dst, s, 20, 20, 1)
	}
	if a.Renders != first || a.Cached() != first {
		t.Fatalf("redrawn: %d renders, then %d; %d cached", first, a.Renders, a.Cached())
	}
	// Identical specs (two UK cargo ships of one type) share an image.
	if first >= len(specs) {
		t.Fatalf("%d renders for %d specs: identical faces not shared", first, len(specs))
	}
	// Another size is drawn anew, at its own pixel size.
	a.Draw(dst, specs[0], 0, 0, 1.5)
	img := a.Image(specs[0], 1.5)
	if got, want := img.Bounds().Dx(), int(a.Size(1.5))+2*a.Pad(1.5); got != want {
		t.Fatalf("image %d px wide, want %d", got, want)
	}
}

func TestCounterFacesAreOpaqueAndDistinct(t *testing.T) {
	a := New(Options{Unit: 1})
	p := a.Pad(1)
	s := int(a.Size(1))
	centre := func(sp Spec, fx, fy float64) color.RGBA {
		img := a.Image(sp, 1)
		return img.At(p+int(fx*float64(s)), p+int(fy*float64(s))).(color.RGBA)
	}
	u := UBoat{ID: "U-47", Type: "VIIB", Nation: "DE", Side: Transit, Speed: 2, Range: 4, Readiness: 5}
	tr := centre(u, 0.3, 0.7)
	u.Side = Patrol
	pa := centre(u, 0.3, 0.7)
	if tr.A != 0xff || pa.A != 0xff {
		t.Fatalf("counter edge not opaque: %v %v", tr, pa)
	}
	if int(tr.R)+int(tr.G)+int(tr.B) <= int(pa.R)+int(pa.G)+int(pa.B)+60 {
		t.Fatalf("transit side %v not clearly lighter than patrol side %v", tr, pa)
	}
	red, white := centre(Back{Flag: "red"}, 0.6, 0.35), centre(Back{Flag: "white"}, 0.6, 0.35)
	if !(red.R > 150 && red.G < 90) || !(white.R > 200 && white.G > 200 && white.B > 200) {
		t.Fatalf("flags: red %v, white %v", red, white)
	}
	// A diligent ship's silhouette is red; an ordinary one's is black.
	dil := Allied{Type: "SL", Nation: "UK", Defense: 5, ASW2: 6, Diligent: true}
	plain := dil
	plain.Diligent = false
	d, o := centre(dil, 0.5, 0.6), centre(plain, 0.5, 0.6)
	if !(d.R > 150 && d.G < 80) || o.R > 60 {
		t.Fatalf("silhouette colours: diligent %v, plain %v", d, o)
	}
}

// BenchmarkAtlasBuild draws every counter face of the fixture afresh.
func BenchmarkAtlasBuild(b *testing.B) {
	specs := allSpecs()
	dst := ebiten.NewImage(64, 64)
	defer dst.Deallocate()
	for i := 0; i < b.N; i++ {
		a := New(Options{Unit: 2})
		a.Preload(1, specs...)
		a.Image(specs[0], 1).At(0, 0)
		a.Clear()
	}
}

// BenchmarkCountersDraw draws 200 cached counters (a busy map) per frame.
func BenchmarkCountersDraw(b *testing.B) {
	specs := allSpecs()
	a := New(Options{Unit: 1})
	a.Preload(1, specs...)
	dst := ebiten.NewImage(1600, 1000)
	defer dst.Deallocate()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for k := 0; k < 200; k++ {
			a.Draw(dst, specs[k%len(specs)], float64(k%25)*62, float64(k/25)*62, 1)
		}
		dst.At(0, 0)
	}
}

// BenchmarkCountersDrawCPU is BenchmarkCountersDraw without waiting for the GPU.
func BenchmarkCountersDrawCPU(b *testing.B) {
	specs := allSpecs()
	a := New(Options{Unit: 1})
	a.Preload(1, specs...)
	dst := ebiten.NewImage(1600, 1000)
	defer dst.Deallocate()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for k := 0; k < 200; k++ {
			a.Draw(dst, specs[k%len(specs)], float64(k%25)*62, float64(k/25)*62, 1)
		}
	}
	b.StopTimer()
	dst.At(0, 0)
}
