//go:build ebitentest

package europe

import (
	"image"
	"image/png"
	"os"
	"path/filepath"
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
)

// recordUntil plays the AI until a prompt of the kind is pending (after
// skip of them) and returns the record.
func recordUntil(t *testing.T, sys europe.System, kind string, skip int) engine.Record {
	rec := engine.Record{System: europe.SystemID, Theatre: europe.Theatre, Scenario: europe.Scenario4, Seed: 4}
	if kind == "" {
		rec.Options = []string{"turn-limit=3"} // to the end: the after-game report
	}
	g, err := sys.New(rec)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := g.Start(); err != nil {
		t.Fatal(err)
	}
	ai := sys.Bot("", "")
	for n := 0; n < 50000 && g.Prompt() != nil; n++ {
		p := g.Prompt()
		if p.Kind == kind {
			if skip == 0 {
				return rec
			}
			skip--
		}
		c := ai.Choose(g, p)
		if _, err := g.Apply(c); err != nil {
			t.Fatal(err)
		}
		rec.Choices = append(rec.Choices, c)
	}
	if kind == "" && g.Over() {
		return rec
	}
	t.Fatalf("no %s prompt", kind)
	return rec
}

// The shared table scene plays Europe 1941 with this board: the purchase
// and a battle's press-or-retreat prompt (with the calculator's odds),
// at both reference sizes. Screenshots go to $SHOTS.
func TestTableSceneScreenshots(t *testing.T) {
	d, err := europe.Load()
	if err != nil {
		t.Fatal(err)
	}
	sys := europe.System{D: d}
	fonts, err := ui.NewFonts()
	if err != nil {
		t.Fatal(err)
	}
	dir := os.Getenv("SHOTS")
	if dir == "" {
		dir = t.TempDir()
	}
	for _, shot := range []struct {
		name, kind string
		skip       int
	}{{"purchase", "purchase", 6}, {"battle", "press", 0}, {"casualty", "casualty", 0}, {"report", "", 0}} {
		rec := recordUntil(t, sys, shot.kind, shot.skip)
		for _, size := range []image.Point{{1024, 640}, {1920, 1080}} {
			st := render.DefaultSettings()
			st.Lang = "en"
			env := &render.Env{Fonts: fonts, Store: storage.NewMemory(), Settings: &st, Version: "test"}
			core, err := play.NewCore(sys, rec, nil)
			if err != nil {
				t.Fatal(err)
			}
			if shot.kind != "" && (core.Game().Prompt() == nil || core.Game().Prompt().Kind != shot.kind) {
				t.Fatalf("%s: the replayed game waits for %v", shot.name, core.Game().Prompt())
			}
			sc := table.New(env, core)
			app := render.NewApp(env, sc, nil)
			app.LayoutF(float64(size.X), float64(size.Y))
			if err := app.Step(&input.State{}); err != nil {
				t.Fatal(err)
			}
			// a decision of another seat: the hand-over curtain first; take the screen
			if sc.Info()["curtain"] == "true" {
				if err := app.Step(&input.State{Intents: []input.Intent{input.Activate}}); err != nil {
					t.Fatal(err)
				}
				if err := app.Step(&input.State{}); err != nil {
					t.Fatal(err)
				}
			}
			img := ebiten.NewImage(size.X, size.Y)
			app.Scenes().Draw(img)
			px := make([]byte, 4*size.X*size.Y)
			img.ReadPixels(px)
			out := &image.RGBA{Pix: px, Stride: 4 * size.X, Rect: image.Rect(0, 0, size.X, size.Y)}
			name := filepath.Join(dir, "europe-table-"+shot.name+"-"+itoa(size.X)+"x"+itoa(size.Y)+".png")
			f, err := os.Create(name)
			if err != nil {
				t.Fatal(err)
			}
			png.Encode(f, out)
			f.Close()
			img.Deallocate()
		}
	}
}
