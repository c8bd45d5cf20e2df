//go:build ebitentest

package scenes

import (
	"testing"

	"periscope/game/engine"
	"periscope/game/europe"
	"periscope/game/tactical"
	"periscope/i18n"
	"periscope/input"
	"periscope/render"
	"periscope/render/play"
	"periscope/render/table"
	"periscope/storage"
)

// tableFit opens a game of a table system (the tactical game, Europe
// 1941, the naval war) from its tab on the new-game page, with seed 3 in
// both languages, a few decisions in, the log revealed, past a hand-over
// curtain, on its table.
func tableFit(name, tab, scenario string, decisions int) fitScene {
	return fitScene{name: name, open: func(t *testing.T, app *render.App, env *render.Env) {
		click(t, app, "new-game")
		click(t, app, tab)
		app.Scenes().Top().(*NewGame).seed = "3"
		click(t, app, "scn:"+scenario)
		click(t, app, "start")
		tb, ok := app.Scenes().Top().(*table.Scene)
		if !ok {
			t.Fatalf("%s opened on %s, not the table", scenario, scene(app))
		}
		c := tb.Core()
		for i := 0; i < decisions && !c.Over(); i++ {
			ch := c.Suggest()
			if ch == nil {
				break
			}
			if err := c.Apply(*ch); err != nil {
				t.Fatal(err)
			}
		}
		c.RevealAll()
		step(t, app, &input.State{})
		for _, in := range tb.Controls() {
			if in.ID == "curtain" {
				click(t, app, "curtain")
				break
			}
		}
		if scene(app) != "table" {
			t.Fatalf("%s: the table gave way to %s", scenario, scene(app))
		}
	}}
}

// The games beside the Atlantic campaign, in Italian as in English, at
// both reference sizes (checkFits): the new-game page's tab of each, the
// Pacific campaign's map, and the table of the tactical game, Europe 1941
// and the naval war a few decisions in.
func TestItalianFitsEveryGame(t *testing.T) {
	defer i18n.SetLang(i18n.EN)
	env := newEnv(t, storage.NewMemory())
	defer func() { env.Settings.Lang = "" }()
	tab := func(name, id string) fitScene {
		return fitScene{name: name, open: func(t *testing.T, app *render.App, env *render.Env) {
			click(t, app, "new-game")
			click(t, app, id)
		}}
	}
	scenes := []fitScene{
		tab("new-game-pacific", "game:campaign/pacific"),
		tab("new-game-tactical", "game:"+tactical.SystemID+"/"+tactical.Theatre),
		tab("new-game-europe", "game:"+europe.SystemID+"/"+europe.Theatre),
		tab("new-game-naval", "game:naval/naval"),
		{"map-pacific", func(t *testing.T, app *render.App, env *render.Env) {
			th, err := play.LoadTheatre("pacific")
			if err != nil {
				t.Fatal(err)
			}
			s, err := play.New(th, engine.Record{Scenario: "wahoo-1943", Seed: 1}, play.StoreSaver{Store: storage.NewMemory()})
			if err != nil {
				t.Fatal(err)
			}
			for i := 0; i < 6 && !s.Over(); i++ {
				if err := s.Apply(*s.Suggest()); err != nil {
					t.Fatal(err)
				}
			}
			s.RevealAll()
			app.Scenes().Push(NewCampaign(env, s))
		}},
		tableFit("table-tactical", "game:"+tactical.SystemID+"/"+tactical.Theatre, "S1", 6),
		tableFit("table-europe", "game:"+europe.SystemID+"/"+europe.Theatre, "europe-1941", 6),
		tableFit("table-naval", "game:naval/naval", "med-1940", 6),
	}
	// No exception: the Europe board's "Central United States 8", once
	// past its left edge, is moved in (render/europe's drawLabels).
	checkFits(t, env, scenes, nil)
}
