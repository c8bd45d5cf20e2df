//go:build ebitentest

package europe

import (
	"fmt"
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
