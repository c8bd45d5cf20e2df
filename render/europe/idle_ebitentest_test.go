//go:build ebitentest

package europe

import (
	"fmt"
	"image/color"
	"maps"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"periscope/game/engine"
	"periscope/game/europe"
	"periscope/input"
	"periscope/render"
	"periscope/render/play"
	"periscope/render/table"
	"periscope/render/ui"
	"periscope/storage"
	"periscope/wasm"
)

// lastReport keeps the last status the app published to the page.
type lastReport struct {
	wasm.Nop
	st      wasm.Status
	reports int
}

func (r *lastReport) Report(s wasm.Status) { r.st, r.reports = s, r.reports+1 }

// The Europe board is a table.StillBoard: an idle table is not redrawn.
// Idle must never hide a change: through the four-player hot seat's cash
// advance [6.1, A7] (hand-over curtains, the log's reveal, prompts of four
// seats), every change of what the table tells the page (prompt, seat,
// curtain, viewer, reveal, decisions) changes the scene's StillKey, so the
// frame is drawn, and the status the app publishes after each frame is
// the scene's own. R (Run) skips a reveal without answering anything.
func TestTableIdleRedrawsEveryChange(t *testing.T) {
	d, err := europe.Load()
	if err != nil {
		t.Fatal(err)
	}
	sys := europe.System{D: d}
	fonts, err := ui.NewFonts()
	if err != nil {
		t.Fatal(err)
	}
	st := render.DefaultSettings()
	st.Lang = "en"
	env := &render.Env{Fonts: fonts, Store: storage.NewMemory(), Settings: &st, Version: "test"}
	rec := engine.Record{System: europe.SystemID, Theatre: europe.Theatre, Scenario: europe.Scenario4, Seed: 4}
	core, err := play.NewCore(sys, rec, nil)
	if err != nil {
		t.Fatal(err)
	}
	sc := table.New(env, core)
	hook := &lastReport{}
	app := render.NewApp(env, sc, hook)
	const w, h = 1024, 640
	app.LayoutF(w, h)
	screen := ebiten.NewImage(w, h)
	defer screen.Deallocate()
	info := func() map[string]string {
		m := sc.Info()
		delete(m, "hover")
		return m
	}
	prevInfo, prevKey := map[string]string{}, ""
	seats := map[string]bool{}
	curtains := 0
	skipped := false
	for n := 0; n < 2000; n++ {
		in := &input.State{}
		i := info()
		switch {
		case i["curtain"] == "true":
			in.Intents = []input.Intent{input.Activate}
			curtains++
		case i["shown"] != i["log"] && !skipped && curtains == 2:
			// once, mid-reveal: R skips the reveal and answers nothing
			in.Chars = []rune{'r'}
			skipped = true
		case i["prompt"] != "" && i["prompt"] != "purchase":
			seats[i["seat"]] = true
			key := "done"
			if i["prompt"] == "cash-share" {
				key = "share:0"
			}
			if err := core.Pick(key); err != nil {
				t.Fatal(err)
			}
		}
		before := core.Decisions()
		if err := app.Step(in); err != nil {
			t.Fatal(err)
		}
		if len(in.Chars) > 0 {
			if core.Decisions() != before || !core.Ready() {
				t.Fatalf("R answered or did not reveal: decisions %d → %d, ready %v", before, core.Decisions(), core.Ready())
			}
		}
		app.Draw(screen)
		now, key := info(), sc.StillKey()
		if !maps.Equal(now, prevInfo) && key == prevKey {
			t.Fatalf("step %d: the table changed (%v → %v) but its StillKey did not: the frame is not redrawn", n, prevInfo, now)
		}
		if got := hook.st.Info; !maps.Equal(withoutHover(got), now) {
			t.Fatalf("step %d: the page was told %v, the table shows %v", n, got, now)
		}
		prevInfo, prevKey = now, key
		if now["prompt"] == "purchase" && now["seat"] == "de" && now["curtain"] == "false" {
			break
		}
	}
	if fmt.Sprint(seats) != "map[de:true su:true uk:true us:true]" || curtains != 4 || !skipped {
		t.Fatalf("decisions of %v, %d curtains, reveal skipped %v; at %v", seats, curtains, skipped, prevInfo)
	}
	// idle: nothing changes, so the key stays and the frame is not redrawn
	for n := 0; n < 5; n++ {
		if err := app.Step(&input.State{}); err != nil {
			t.Fatal(err)
		}
		if k := sc.StillKey(); k != prevKey {
			t.Fatalf("an idle table's StillKey changed: %q → %q", prevKey, k)
		}
	}
}

func withoutHover(m map[string]string) map[string]string {
	out := maps.Clone(m)
	delete(out, "hover")
	return out
}

// The pointer moving over the map redraws only where the hover shows (the
// ring and the box of the space left and of the space entered), not the
// whole screen, and what it draws there is what a whole frame draws.
func TestTableHoverRedrawsOnlyTheHover(t *testing.T) {
	d, err := europe.Load()
	if err != nil {
		t.Fatal(err)
	}
	sys := europe.System{D: d}
	fonts, err := ui.NewFonts()
	if err != nil {
		t.Fatal(err)
	}
	rec := recordUntil(t, sys, "purchase", 6)
	st := render.DefaultSettings()
	st.Lang = "en"
	env := &render.Env{Fonts: fonts, Store: storage.NewMemory(), Settings: &st, Version: "test"}
	core, err := play.NewCore(sys, rec, nil)
	if err != nil {
		t.Fatal(err)
	}
	core.RevealAll()
	sc := table.New(env, core)
	app := render.NewApp(env, sc, nil)
	const w, h = 1280, 800
	app.LayoutF(w, h)
	step := func(in *input.State) {
		t.Helper()
		if err := app.Step(in); err != nil {
			t.Fatal(err)
		}
	}
	step(&input.State{})
	if sc.Info()["curtain"] == "true" {
		step(&input.State{Intents: []input.Intent{input.Activate}})
		step(&input.State{})
	}
	br := sc.BoardRect().Image()
	b := NewBoard()
	b.layout(br.Dx(), br.Dy())
	g := core.Game()
	// two land spaces with units, the pointer on each one's centre
	var at [][2]float64
	var ids []string
	for i, sp := range d.Spaces {
		x, y := float64(br.Min.X)+b.cx[i], float64(br.Min.Y)+b.cy[i]
		if sp.Sea() || len(Stacks(g.(*europe.Game).S, sp.ID)) == 0 || b.RefAt(br, g, table.View{}, int(x), int(y)) != sp.ID {
			continue
		}
		at, ids = append(at, [2]float64{x, y}), append(ids, sp.ID)
		if len(at) == 2 {
			break
		}
	}
	if len(at) < 2 {
		t.Fatal("no two spaces to point at")
	}
	move := func(k int) {
		t.Helper()
		step(&input.State{MouseMoved: true, Pointers: []input.Pointer{{Kind: input.Mouse, X: at[k][0], Y: at[k][1]}}})
		if got := sc.Info()["hover"]; got != ids[k] {
			t.Fatalf("hover %q over %s", got, ids[k])
		}
	}
	screen := ebiten.NewImage(w, h)
	defer screen.Deallocate()
	for range 2 { // the HUD measures itself in its first frame
		move(0)
		app.Draw(screen)
	}
	// a mark where only a whole frame draws (the HUD's corner)
	mark := color.RGBA{0xff, 0x00, 0xff, 0xff}
	screen.Set(w-3, h-3, mark)
	move(1)
	app.Draw(screen)
	if got := color.RGBAModel.Convert(screen.At(w-3, h-3)); got != mark {
		t.Errorf("the hover redrew the HUD too (%v at its corner)", got)
	}
	// the whole frame with the pointer on the second space
	sc.Layout(app.Metrics())
	whole := ebiten.NewImage(w, h)
	defer whole.Deallocate()
	app.Scenes().Draw(whole)
	// ±2 levels: two whole draws of the same frame differ by one level at
	// a few anti-aliased edges once other tests have drawn (the GPU's
	// batching), not by what was drawn
	a, c := pixels(screen), pixels(whole)
	diff := 0
	for k := range a {
		if d := int(a[k]) - int(c[k]); (d > 2 || d < -2) && k/4 != (h-3)*w+w-3 {
			diff++
		}
	}
	if diff > 0 {
		t.Errorf("the hover's redraw differs from a whole frame in %d bytes (%s → %s)", diff, ids[0], ids[1])
	}
}

func pixels(img *ebiten.Image) []byte {
	b := img.Bounds()
	px := make([]byte, 4*b.Dx()*b.Dy())
	img.ReadPixels(px)
	return px
}
