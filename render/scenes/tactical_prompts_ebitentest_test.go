//go:build ebitentest

package scenes

import (
	"fmt"
	"os"
	"testing"

	"periscope/game/engine"
	"periscope/game/tactical"
	"periscope/i18n"
	"periscope/input"
	"periscope/render/play"
	"periscope/render/ui"
	"periscope/storage"
)

// The tactical prompts a person meets first, on the table at both
// reference sizes: the escorts' placement [20.3] (S3 as the escorts), and
// ONS 5's air depth charge and the British summons [20.1 campaign]. Each
// is reached by the bots, then the Escort player is a person: the table
// shows the prompt (no curtain), and the prompt's options are drawn as
// controls inside the screen. PERISCOPE_TEST_SHOTS draws all three at both
// sizes and keeps the pictures (in Italian with PERISCOPE_TEST_IT); CI
// draws the summons at 1024×640.
func Test20_TacticalPromptsOnTheTable(t *testing.T) {
	lang := i18n.EN
	if os.Getenv("PERISCOPE_TEST_IT") != "" {
		lang = i18n.IT
	}
	defer i18n.SetLang(i18n.EN)
	cases := []struct {
		name, scen string
		seed       uint64
		opts       []string
		kind       string
	}{
		{"escort-placement", "S3", 1, []string{"place-boats", "place-escorts"}, "tac.place"},
		{"ons5-air", "ons5:2;used=7", 12, []string{"place-boats", "place-escorts"}, "tac.air"},
		{"ons5-summon", "ons5:3;used=14;lost=Niagara,Isis,Whitehall", 13, []string{"place-boats", "place-escorts"}, "tac.hk.summon"},
	}
	sizes := [][2]float64{{1024, 640}, {1920, 1080}}
	if os.Getenv("PERISCOPE_TEST_SHOTS") == "" { // CI: the summons, the tight size
		cases, sizes = cases[2:], sizes[:1]
	}
	for _, c := range cases {
		rec := engine.Record{System: tactical.SystemID, Theatre: tactical.Theatre, Scenario: c.scen, Seed: c.seed, Options: c.opts}
		sys, s, bot := openSession(t, rec)
		for n := 0; ; n++ {
			p := s.Game().Prompt()
			if p == nil || n > 4000 {
				t.Fatalf("%s: no %s prompt", c.name, c.kind)
			}
			if p.Kind == c.kind && p.Seat == tactical.SeatEscort {
				break
			}
			if _, err := s.Apply(bot.Bot(p.Seat, "").Choose(s.Game(), p)); err != nil {
				t.Fatal(err)
			}
		}
		for _, size := range sizes {
			env, _, _ := saverEnv(t, storage.NewMemory())
			env.Settings.Lang = string(lang)
			app := newApp(t, env, size[0], size[1], 1)
			g, err := sys.Restore(s.Record(), mustSnap(t, s.Game()))
			if err != nil {
				t.Fatal(err)
			}
			p, err := play.Continue(s.Record(), g, nil)
			if err != nil {
				t.Fatal(err)
			}
			p.Base().SetSeatBot(tactical.SeatSub, true)
			app.Scenes().Push(playScene(env, p))
			for range 3 {
				step(t, app, &input.State{})
			}
			info := app.Scenes().Top().(interface{ Info() map[string]string }).Info()
			if !i18n.Has("kind." + c.kind) {
				t.Errorf("%s: the prompt's title is its kind %q", c.name, c.kind)
			}
			// The seats are the scenario's, not one "Player" (a scenario not
			// in the catalogue: ONS 5 after the first).
			if seats := p.Base().Seats(); len(seats) != 2 && c.scen != "S3" {
				t.Errorf("%s: seats %v", c.name, seats)
			}
			if info["curtain"] == "true" {
				t.Fatalf("%s: a curtain over the Escort player's prompt", c.name)
			}
			if pk, ok := app.Scenes().Top().(interface{ PromptKind() string }); !ok || pk.PromptKind() != c.kind {
				t.Fatalf("%s: the table shows %v", c.name, info)
			}
			m := app.Metrics()
			for _, ctl := range app.Scenes().Top().(interface{ Controls() []ui.Info }).Controls() {
				r := ctl.Rect
				if r.W > 0 && (r.X < 0 || r.Y < 0 || r.X+r.W > m.Width+1 || r.Y+r.H > m.Height+1) {
					t.Errorf("%s %.0fx%.0f: %s lies outside the screen", c.name, size[0], size[1], ctl.ID)
				}
			}
			i18n.SetLang(lang)
			img := drawApp(app)
			i18n.SetLang(i18n.EN)
			save(t, img, fmt.Sprintf("tactical-prompt-%s-%s-%.0fx%.0f.png", c.name, lang, size[0], size[1]))
		}
	}
}

func mustSnap(t *testing.T, g engine.Game) []byte {
	t.Helper()
	b, err := g.Snapshot()
	if err != nil {
		t.Fatal(err)
	}
	return b
}
