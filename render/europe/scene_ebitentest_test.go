//go:build ebitentest

package europe

import (
	"image"
	"image/png"
	"os"
	"path/filepath"
	"strings"
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
func recordUntil(t testing.TB, sys europe.System, kind string, skip int) engine.Record {
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
	langs := []string{"en"}
	if dir == "" {
		dir = t.TempDir()
	} else {
		langs = append(langs, "it") // the Italian shots to look at (not in CI)
	}
	for _, shot := range []struct {
		name, kind string
		skip       int
	}{{"purchase", "purchase", 6}, {"battle", "press", 0}, {"casualty", "casualty", 0}, {"report", "", 0}} {
		rec := recordUntil(t, sys, shot.kind, shot.skip)
		for _, size := range []image.Point{{1024, 640}, {1920, 1080}} {
			for _, lang := range langs {
				st := render.DefaultSettings()
				st.Lang = lang
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
				name := filepath.Join(dir, "europe-table-"+shot.name+"-"+itoa(size.X)+"x"+itoa(size.Y)+"-"+lang+".png")
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
}

// Units move by dragging on the table: a press on a space the move menu
// offers, the pointer held across the board (the legal destinations
// marked), and a release over a destination answer the move prompts
// through the table's Dragger hook; a release back where it began is a
// plain click.
func TestTableDragToMove(t *testing.T) {
	d, err := europe.Load()
	if err != nil {
		t.Fatal(err)
	}
	sys := europe.System{D: d}
	fonts, err := ui.NewFonts()
	if err != nil {
		t.Fatal(err)
	}
	rec := recordUntil(t, sys, "combat-move", 0)
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
	g := core.Game().(*europe.Game)
	p := g.Prompt()
	if p == nil || p.Kind != "combat-move" {
		t.Fatalf("prompt %+v", p)
	}
	// a space with German units and a destination by an ordinary move
	br := sc.BoardRect().Image()
	b := NewBoard()
	b.layout(br.Dx(), br.Dy())
	centre := func(id string) (float64, float64) {
		for i, sp := range b.d.Spaces {
			if sp.ID == id {
				return float64(br.Min.X) + b.cx[i], float64(br.Min.Y) + b.cy[i]
			}
		}
		t.Fatalf("no space %s", id)
		return 0, 0
	}
	from, to := "", ""
	for _, o := range p.Options {
		sp, ok := strings.CutPrefix(o.Key, "from:")
		if !ok || d.Space(sp).Sea() {
			continue
		}
		for _, x := range g.DragTargets(p, sp) {
			if !d.Space(x).Sea() && d.Adjacent(sp, x) {
				from, to = sp, x
				break
			}
		}
		if from != "" {
			break
		}
	}
	if from == "" {
		t.Fatal("no land move to drag")
	}
	before := len(europeStacksAt(g, to))
	moving := europeStacksAt(g, from)
	x0, y0 := centre(from)
	x1, y1 := centre(to)
	mouse := func(x, y float64, down, pressed, released bool) {
		step(&input.State{MouseMoved: true, Pointers: []input.Pointer{{Kind: input.Mouse, X: x, Y: y, Down: down, Pressed: pressed, Released: released}}})
	}
	mouse(x0, y0, true, true, false)
	for k := 1; k <= 4; k++ {
		f := float64(k) / 4
		mouse(x0+(x1-x0)*f, y0+(y1-y0)*f, true, false, false)
	}
	if v := sc.Info()["hover"]; v != to {
		t.Errorf("hover %q while dragging over %s", v, to)
	}
	img := ebiten.NewImage(w, h)
	defer img.Deallocate()
	app.Scenes().Draw(img) // the drag drawn: legal destinations and the line
	if dir := os.Getenv("SHOTS"); dir != "" {
		px := make([]byte, 4*w*h)
		img.ReadPixels(px)
		f, _ := os.Create(filepath.Join(dir, "europe-table-drag-1280x800.png"))
		png.Encode(f, &image.RGBA{Pix: px, Stride: 4 * w, Rect: image.Rect(0, 0, w, h)})
		f.Close()
	}
	mouse(x1, y1, false, false, true)
	after := europeStacksAt(g, to)
	if len(after) <= before {
		t.Fatalf("nothing moved from %s to %s by the drag (%d units there, %d before; %d in %s)", from, to, len(after), before, len(moving), from)
	}
	if p := g.Prompt(); p == nil || p.Kind != "combat-move" {
		t.Errorf("after the drop the game asks %+v", p)
	}
	t.Logf("dragged %d units from %s to %s", len(after)-before, from, to)
	// a press and release on the same space is a click: the menu opens there
	x0, y0 = centre(from)
	if g.DragFrom(g.Prompt(), from) {
		mouse(x0, y0, true, true, false)
		mouse(x0, y0, false, false, true)
		if p := g.Prompt(); p == nil || p.Kind != "move-units" {
			t.Errorf("a click on %s gives %+v", from, p)
		}
	}
}

// europeStacksAt lists the ids of Germany's units in a space.
func europeStacksAt(g *europe.Game, space string) []int {
	var out []int
	for _, u := range g.S.Units {
		if u.At == space && u.Owner == europe.Germany {
			out = append(out, u.ID)
		}
	}
	return out
}

// Every land territory's name is written on the board at the opening
// position, at both reference sizes and in both languages, in the table's
// own board rectangle and scale ("Low Countries 2" found no place between
// Germany's and Western Germany's stacks at 1024×640 and 1920×1080; only
// its hover box named it). Sea zones may give way: their names are
// lighter and the zones wide.
func TestEveryTerritoryIsNamed(t *testing.T) {
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
	b := NewBoard()
	for _, size := range []image.Point{{1024, 640}, {1920, 1080}} {
		for _, lang := range []string{"en", "it"} {
			st := render.DefaultSettings()
			st.Lang = lang
			env := &render.Env{Fonts: fonts, Store: storage.NewMemory(), Settings: &st, Version: "test"}
			core, err := play.NewCore(sys, rec, nil)
			if err != nil {
				t.Fatal(err)
			}
			sc := table.New(env, core)
			app := render.NewApp(env, sc, nil)
			app.LayoutF(float64(size.X), float64(size.Y))
			if err := app.Step(&input.State{}); err != nil {
				t.Fatal(err)
			}
			br := sc.BoardRect().Image()
			r := image.Rect(0, 0, br.Dx(), br.Dy())
			scale := app.Metrics().Pt(1)
			b.layout(r.Dx(), r.Dy())
			eg := core.Game().(*europe.Game)
			named := map[int]bool{}
			var seas []string
			for _, pl := range b.labelLayout(r, eg.S, fonts.Face(ui.Regular, 9*scale), fonts.Face(ui.Bold, 9*scale), fonts.Face(ui.Regular, 7.5*scale), fonts.Face(ui.Bold, 7.5*scale), fonts.Face(ui.Bold, 8.5*scale), scale) {
				named[pl.space] = true
			}
			for i, sp := range b.d.Spaces {
				switch {
				case named[i]:
				case sp.Sea():
					seas = append(seas, sp.ID)
				default:
					t.Errorf("%v %s: %s has no name on the board", size, lang, sp.ID)
				}
			}
			t.Logf("%v %s: board %v, scale %.2f; sea zones without a name: %v", size, lang, r.Size(), scale, seas)
		}
	}
}
