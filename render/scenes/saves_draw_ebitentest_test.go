//go:build ebitentest

package scenes

import (
	"fmt"
	"image"
	"testing"

	"periscope/input"
	"periscope/render"
	"periscope/render/ui"
	gamesave "periscope/save"
	"periscope/storage"
)

// The save screens at the sizes the game supports: every row shows its
// text inside its frame, the selected row is marked, nothing overflows the
// card. Screenshots go to $PERISCOPE_TEST_SHOTS when set.
func TestSavesScreenPixels(t *testing.T) {
	store := storage.NewMemory()
	env, gs, _ := saverEnv(t, store)
	s := playSession(t, gs, 30)
	for i, n := range []int{20, 45, 70} {
		s2 := playSession(t, nil, n)
		if _, err := gs.M.Save([]string{"Before the convoy", "Off Rockall", "Biscay crossing"}[i], gs.GameID(s2.Core), s2.Record(), s2.Game()); err != nil {
			t.Fatal(err)
		}
	}
	for _, size := range []struct {
		w, h, scale float64
		name        string
	}{{1280, 800, 1, "1280x800"}, {1024, 640, 1, "1024x640"}, {1280, 800, 2, "1280x800@2"}} {
		for _, mode := range []string{"load", "save"} {
			app := newApp(t, env, size.w, size.h, size.scale)
			if mode == "load" {
				app.Scenes().Push(NewLoadGame(&shared{env: env, chart: NewChart(env.Fonts)}))
			} else {
				app.Scenes().Push(NewSaveGame(env, s))
			}
			step(t, app, &input.State{})
			top := app.Scenes().Top().(*Saves)
			if mode == "save" {
				click(t, app, "save-1")
			}
			img := drawApp(app)
			save(t, img, fmt.Sprintf("saves-%s-%s.png", mode, size.name))
			m := app.Metrics()
			for _, c := range top.Controls() {
				if c.ID == "message" {
					continue
				}
				r := c.Rect
				if r.X < top.card.X-1 || r.Y < top.card.Y-1 || r.X+r.W > top.card.X+top.card.W+1 || r.Y+r.H > top.card.Y+top.card.H+1 {
					t.Errorf("%s %s: %s at %+v outside the card %+v", mode, size.name, c.ID, r, top.card)
				}
				if r.X < 0 || r.Y < 0 || r.X+r.W > m.Width || r.Y+r.H > m.Height {
					t.Errorf("%s %s: %s off screen", mode, size.name, c.ID)
				}
			}
			if len(top.rows) < 4 {
				t.Fatalf("%s %s: %d rows shown of %d", mode, size.name, len(top.rows), len(top.entries))
			}
			for k, b := range top.rows {
				in := b.Rect.Inset(m.Pt(4))
				_, n := brightBox(img, image.Rect(int(in.X), int(in.Y), int(in.X+in.W), int(in.Y+in.H)), 150)
				if n < int(200*size.scale*size.scale) {
					t.Errorf("%s %s: row %d has %d bright pixels (no text?)", mode, size.name, k, n)
				}
			}
			// The selected row's edge is brass.
			sel := top.rows[top.sel-top.top].Rect
			if c := img.RGBAAt(int(sel.X+sel.W/2), int(sel.Y)); !(c.R > 150 && c.G > 120 && c.B < 130) {
				t.Errorf("%s %s: selected row's top edge is %v, not brass", mode, size.name, c)
			}
		}
	}
}

// The dialogs: the delete confirmation and the storage problem fit the
// smallest window and show their buttons.
func TestSaveDialogsPixels(t *testing.T) {
	env, gs, _ := saverEnv(t, storage.NewMemory())
	s := playSession(t, gs, 12)
	app := newApp(t, env, 1024, 640, 1)
	app.Scenes().Push(NewLoadGame(&shared{env: env, chart: NewChart(env.Fonts)}))
	step(t, app, &input.State{})
	click(t, app, "delete")
	checkDialog(t, app, "dialog-delete-1024x640.png")
	click(t, app, "cancel")
	full := &gamesave.QuotaError{Need: 14_000, Autosaves: storage.Usage{Keys: 5, Bytes: 70_000},
		Slots: storage.Usage{Keys: 2, Bytes: 28_000}, Total: storage.Usage{Keys: 9, Bytes: 5_200_000}}
	app.Scenes().Push(NewStorageProblem(env, app.Scenes().Top(), s, full, true))
	step(t, app, &input.State{})
	checkDialog(t, app, "dialog-storage-1024x640.png")
}

func checkDialog(t *testing.T, app *render.App, shot string) {
	t.Helper()
	img := drawApp(app)
	save(t, img, shot)
	d := app.Scenes().Top().(*Dialog)
	m := app.Metrics()
	for _, b := range d.buttons {
		r := b.Rect
		if r.Y+r.H > d.card.Y+d.card.H || r.Y < d.card.Y {
			t.Errorf("%s: button %s outside its card", shot, b.ID)
		}
		if maxLum(img, ui.Rect{X: r.X + r.W/4, Y: r.Y + r.H/4, W: r.W / 2, H: r.H / 2}) < 180 {
			t.Errorf("%s: button %s has no label", shot, b.ID)
		}
	}
	if d.card.Y < 0 || d.card.Y+d.card.H > m.Height {
		t.Errorf("%s: the dialog does not fit", shot)
	}
}
