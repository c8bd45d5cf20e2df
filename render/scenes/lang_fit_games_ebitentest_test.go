//go:build ebitentest

package scenes

import (
	"testing"

	"periscope/game/engine"
	"periscope/game/europe"
	"periscope/game/naval"
	"periscope/game/tactical"
	"periscope/i18n"
	"periscope/input"
	"periscope/render"
	"periscope/render/play"
	"periscope/storage"
)

// tableFit opens a game of a table system (the tactical game, Europe
// 1941, the naval war) a few decisions in, the log revealed, on its
// table; the same seed in both languages, so both draw the same screen.
func tableFit(name string, rec engine.Record, decisions int) fitScene {
	return fitScene{name, func(t *testing.T, app *render.App, env *render.Env) {
		p, err := play.Start(rec, nil)
		if err != nil {
			t.Fatal(err)
		}
		c := p.Base()
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
		app.Scenes().Push(playScene(env, p))
		for i := 0; i < 4; i++ {
			step(t, app, keys(input.Activate)) // past a hand-over curtain
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
		return fitScene{name, func(t *testing.T, app *render.App, env *render.Env) {
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
		tableFit("table-tactical", engine.Record{System: tactical.SystemID, Theatre: tactical.Theatre, Scenario: "S1", Seed: 3}, 6),
		tableFit("table-europe", engine.Record{System: europe.SystemID, Theatre: europe.Theatre, Scenario: "europe-1941", Seed: 3}, 6),
		tableFit("table-naval", engine.Record{System: naval.SystemID, Theatre: "naval", Scenario: "med-1940", Seed: 3}, 6),
	}
	checkFits(t, env, scenes)
}
