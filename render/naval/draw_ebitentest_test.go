//go:build ebitentest

package naval

import (
	"image"
	"image/png"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"periscope/assets"
	"periscope/game/engine"
	"periscope/game/naval"
	"periscope/render/table"
	"periscope/render/ui"
)

func shot(t testing.TB, img *ebiten.Image, name string) {
	dir := os.Getenv("PERISCOPE_TEST_SHOTS")
	if dir == "" {
		return
	}
	out := image.NewRGBA(img.Bounds())
	img.ReadPixels(out.Pix)
	os.MkdirAll(dir, 0o755)
	f, err := os.Create(filepath.Join(dir, name))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	png.Encode(f, out)
}

// play runs bots until stop says so.
func play(t *testing.T, scenario string, seed uint64, stop func(g *naval.Game) bool) *naval.Game {
	th, err := naval.Load(assets.Data(), naval.TheatreID)
	if err != nil {
		t.Fatal(err)
	}
	g, err := naval.NewGame(th, engine.Record{Scenario: scenario, Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	g.Start()
	for g.Prompt() != nil && !stop(g) {
		p := g.Prompt()
		if _, err := g.Apply(naval.Bot{Seat: p.Seat}.Choose(g, p)); err != nil {
			t.Fatal(err)
		}
	}
	return g
}

// TestBoardDraws draws an interception and a battle at 1024×640 and
// 1920×1080 (the opening map is render/scenes' TestNavalOnTheTable's shot
// at both sizes, and TestBoardCachesTheChart draws it; the battle form's
// battle is TestBattleBoardOnTheTable's), checks that each area and counter is drawn (the pixel at
// its centre is not the empty sea) and that RefAt finds them back.
func TestBoardDraws(t *testing.T) {
	fonts, err := ui.NewFonts()
	if err != nil {
		t.Fatal(err)
	}
	b := table.For(naval.SystemID, naval.TheatreID)
	if b == nil {
		t.Fatal("no board registered")
	}
	cases := []struct {
		name     string
		scenario string
		stop     func(g *naval.Game) bool
	}{
		{"intercept", "med-1940", func(g *naval.Game) bool {
			p := g.Prompt()
			if p.Kind != "counter" && p.Kind != "air-strike" {
				return false
			}
			for _, o := range g.S.Ops {
				if len(o.Cuts) > 0 {
					return true
				}
			}
			return false
		}},
		{"battle", "pacific-1942", func(g *naval.Game) bool {
			return g.S.Battle != nil && g.S.Battle.Round >= 1 && g.Prompt().Kind == "retreat"
		}},
	}
	for _, c := range cases {
		t0 := time.Now()
		g := play(t, c.scenario, 2, c.stop)
		t.Logf("%s: played in %v", c.name, time.Since(t0))
		if c.name == "battle" && g.S.Battle == nil {
			t.Fatalf("no battle reached")
		}
		for _, m := range []struct{ w, h int }{{1024, 640}, {1920, 1080}} {
			img := ebiten.NewImage(m.w, m.h)
			r := image.Rect(0, 0, m.w, m.h)
			p := g.Prompt()
			v := table.View{Seat: p.Seat, Fonts: fonts, Lang: "en", Scale: float64(m.h) / 640}
			for _, o := range p.Options {
				if o.Ref != "" {
					v.Targets = append(v.Targets, o.Ref)
				}
			}
			t1 := time.Now()
			b.Draw(img, r, g, v)
			t.Logf("%s %d: drawn in %v", c.name, m.w, time.Since(t1))
			shot(t, img, c.name+"-"+itoa(m.w)+".png")
			px := image.NewRGBA(img.Bounds())
			t2 := time.Now()
			img.ReadPixels(px.Pix)
			t.Logf("read in %v", time.Since(t2))
			l := lay(r, g, v)
			for _, a := range g.Map.Areas {
				pt := l.areas[a.ID]
				if got := b.RefAt(r, g, v, int(pt[0]), int(pt[1])); got != "area:"+a.ID {
					// a counter may cover the centre
					if len(got) < 6 || got[:6] != "force:" {
						t.Errorf("%s %dx%d: RefAt at %s = %q", c.name, m.w, m.h, a.ID, got)
					}
				}
				rgba := px.At(int(pt[0]), int(pt[1]))
				if rr, gg, bb, _ := rgba.RGBA(); rr>>8 == uint32(ui.SeaDeep.R) && gg>>8 == uint32(ui.SeaDeep.G) && bb>>8 == uint32(ui.SeaDeep.B) {
					t.Errorf("%s: area %s not drawn", c.name, a.ID)
				}
			}
			for _, it := range l.items {
				if got := b.RefAt(r, g, v, int(it.x+it.w/2), int(it.y+it.h/2)); got == "" {
					t.Errorf("%s: counter %s not found back", c.name, it.ref)
				}
			}
			// The real coastlines: both scenarios' maps are geographic,
			// and their land fills part of the chart, never most of it
			// (at least 2%: beside the battle board the Pacific's Japan,
			// New Guinea and Australia are slivers).
			land, all := 0, 0
			for y := 0; y < m.h; y += 4 {
				for x := 0; x < m.w; x += 4 {
					all++
					if rr, gg, bb, _ := px.At(x, y).RGBA(); rr>>8 == uint32(landFill.R) && gg>>8 == uint32(landFill.G) && bb>>8 == uint32(landFill.B) {
						land++
					}
				}
			}
			if !g.Map.Geo() || land*50 < all || land*5 > 4*all {
				t.Errorf("%s %d: land on %d of %d sampled pixels (geographic map %v)", c.name, m.w, land, all, g.Map.Geo())
			}
		}
	}
}

func itoa(n int) string {
	s := ""
	for n > 0 {
		s = string(rune('0'+n%10)) + s
		n /= 10
	}
	return s
}

// TestBoardCachesTheChart: the chart's still parts are painted once and
// drawn from the cache while nothing they show changes; a port changing
// hands (its rim's colour) or a new size paints them anew; the picture
// drawn from the cache is the same as a fresh board's.
func TestBoardCachesTheChart(t *testing.T) {
	fonts, err := ui.NewFonts()
	if err != nil {
		t.Fatal(err)
	}
	g := play(t, "med-1940", 2, func(g *naval.Game) bool { return true })
	v := table.View{Seat: g.Prompt().Seat, Fonts: fonts, Lang: "en", Scale: 1}
	r := image.Rect(0, 0, 1024, 640)
	b := &Board{}
	img := ebiten.NewImage(1024, 640)
	b.Draw(img, r, g, v)
	base, key := b.base, b.baseKey
	if base == nil || key == "" {
		t.Fatal("no cached chart")
	}
	b.Draw(img, r, g, v)
	if b.base != base || b.baseKey != key {
		t.Fatal("the chart was painted again with nothing changed")
	}
	g.S.Ports[0].Side = 1 - g.S.Ports[0].Side
	b.Draw(img, r, g, v)
	if b.baseKey == key {
		t.Fatal("a port changed hands but the cached chart was kept")
	}
	a := image.NewRGBA(img.Bounds())
	img.ReadPixels(a.Pix)
	fresh := ebiten.NewImage(1024, 640)
	(&Board{}).Draw(fresh, r, g, v)
	c := image.NewRGBA(fresh.Bounds())
	fresh.ReadPixels(c.Pix)
	diff := 0
	for i := range a.Pix {
		if a.Pix[i] != c.Pix[i] {
			diff++
		}
	}
	if diff > 0 {
		t.Fatalf("the cached picture differs from a fresh one in %d bytes", diff)
	}
}
