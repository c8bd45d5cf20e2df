//go:build ebitentest

package europe

import (
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"periscope/game/europe"
	"periscope/input"
	"periscope/render"
	"periscope/render/frametest"
	"periscope/render/play"
	"periscope/render/table"
	"periscope/render/ui"
	"periscope/storage"
)

// BenchmarkTableFrame is one frame (Update + Draw) of the shared table
// scene playing Europe 1941 at 1280×800 — Germany's purchase in round 1,
// the pointer moving over the map — waited for (as Xvfb's software GPU
// finishes it). The browser measured about 1 frame/s here before the
// board stopped redrawing its static layers every frame.
func BenchmarkTableFrame(b *testing.B) { benchTable(b, true) }

// BenchmarkTableFrameCPU is the same frame's CPU side only (the drawing
// commands run between frames, outside the timer).
func BenchmarkTableFrameCPU(b *testing.B) { benchTable(b, false) }

func benchTable(b *testing.B, wait bool) {
	d, err := europe.Load()
	if err != nil {
		b.Fatal(err)
	}
	sys := europe.System{D: d}
	fonts, err := ui.NewFonts()
	if err != nil {
		b.Fatal(err)
	}
	rec := recordUntil(b, sys, "purchase", 6)
	st := render.DefaultSettings()
	st.Lang = "en"
	env := &render.Env{Fonts: fonts, Store: storage.NewMemory(), Settings: &st, Version: "test"}
	core, err := play.NewCore(sys, rec, nil)
	if err != nil {
		b.Fatal(err)
	}
	sc := table.New(env, core)
	app := render.NewApp(env, sc, nil)
	const w, h = 1280, 800
	app.LayoutF(w, h)
	dst := ebiten.NewImage(w, h)
	defer dst.Deallocate()
	step := func(in *input.State) {
		if err := app.Step(in); err != nil {
			b.Fatal(err)
		}
	}
	step(&input.State{})
	if sc.Info()["curtain"] == "true" {
		step(&input.State{Intents: []input.Intent{input.Activate}})
	}
	for range 5 {
		step(&input.State{})
		app.Draw(dst)
	}
	dst.At(0, 0)
	in := &input.State{MouseMoved: true}
	frametest.Loop(b, dst, wait, func(i int) {
		in.Pointers = []input.Pointer{{Kind: input.Mouse, X: 200 + float64(i%50), Y: 300}}
		step(in)
		app.Draw(dst)
	})
}

// BenchmarkBoardDraw is the board's Draw alone into an offscreen image
// (1280×760, the cached layers kept), waited for.
func BenchmarkBoardDraw(b *testing.B) {
	fonts, err := ui.NewFonts()
	if err != nil {
		b.Fatal(err)
	}
	g := playedGame(b, 900)
	bd := NewBoard()
	dst := ebiten.NewImage(1280, 760)
	defer dst.Deallocate()
	r := image.Rect(0, 0, 1280, 760)
	v := table.View{Fonts: fonts, Lang: "en", Scale: 1}
	bd.Draw(dst, r, g, v)
	dst.At(0, 0)
	frametest.Loop(b, dst, true, func(i int) {
		v.Hover = bd.RefAt(r, g, v, 200+i%300, 300)
		bd.Draw(dst, r, g, v)
	})
}
