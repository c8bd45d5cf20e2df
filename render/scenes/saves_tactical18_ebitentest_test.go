//go:build ebitentest

package scenes

import (
	"fmt"
	"strings"
	"testing"

	"periscope/game/engine"
	"periscope/game/systems"
	"periscope/game/tactical"
	"periscope/i18n"
	"periscope/input"
	gamesave "periscope/save"
	"periscope/storage"
)

// The saves list with tactical battles (issue 18, [16.5]): a battle saved
// with a damaged boat afloat shows the score as its player may know it
// and whose count it is: the Escort player's leaves out the boat's
// damage, the Sub player's is the whole score. Drawn at 1024×640 and
// 1920×1080 in English and Italian (screenshots to $PERISCOPE_TEST_SHOTS).
func TestSavesListTacticalScore(t *testing.T) {
	defer i18n.SetLang(i18n.EN)
	store := storage.NewMemory()
	env, gs, _ := saverEnv(t, store)
	reg := systems.Installed()
	rec := engine.Record{System: tactical.SystemID, Theatre: tactical.Theatre, Scenario: "S10", Seed: 5}
	sys, sess, err := reg.Start(rec)
	if err != nil {
		t.Fatal(err)
	}
	m := sess.Game().(*tactical.Match)
	for i := 0; i < 300 && m.G.SecretDamagePoints() == 0 && m.Prompt() != nil; i++ {
		p := m.Prompt()
		if _, err := sess.Apply(sys.(engine.Seated).Bot(p.Seat, "").Choose(m, p)); err != nil {
			t.Fatal(err)
		}
		m = sess.Game().(*tactical.Match)
	}
	secret, score := m.G.SecretDamagePoints(), m.S.Score
	if secret == 0 {
		t.Fatal("no damaged boat afloat")
	}
	campaignGame := playSession(t, nil, 30)
	if _, err := gs.M.Save("Biscay crossing", gs.GameID(campaignGame.Core), campaignGame.Record(), campaignGame.Game()); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name string
		bots []engine.Seat
	}{{"Escorts at the convoy", []engine.Seat{tactical.SeatSub}}, {"U-boat at the convoy", []engine.Seat{tactical.SeatEscort}}} {
		r := sess.Record()
		r.Bots = c.bots
		if _, err := gs.M.Save(c.name, gs.M.NewGameID(), r, m); err != nil {
			t.Fatal(err)
		}
	}
	want := map[string]map[i18n.Lang]string{
		"Escorts at the convoy": {i18n.EN: fmt.Sprintf("the Escort player's VP count: submarines %d, escorts %d", score.Sub, score.Escort-secret),
			i18n.IT: fmt.Sprintf("PV secondo il giocatore delle scorte: sommergibili %d, scorte %d", score.Sub, score.Escort-secret)},
		"U-boat at the convoy": {i18n.EN: fmt.Sprintf("the Sub player's VP count: submarines %d, escorts %d", score.Sub, score.Escort),
			i18n.IT: fmt.Sprintf("PV secondo il giocatore dei sommergibili: sommergibili %d, scorte %d", score.Sub, score.Escort)},
	}
	for _, lang := range []i18n.Lang{i18n.EN, i18n.IT} {
		env.Settings.Lang = string(lang)
		for _, size := range [][2]float64{{1024, 640}, {1920, 1080}} {
			app := newApp(t, env, size[0], size[1], 1)
			app.Scenes().Push(NewLoadGame(&shared{env: env, chart: NewChart(env.Fonts)}))
			step(t, app, &input.State{})
			top := app.Scenes().Top().(*Saves)
			if i18n.Current() != lang {
				t.Fatalf("the app speaks %s, not %s", i18n.Current(), lang)
			}
			seen := 0
			for _, e := range top.entries {
				if w, ok := want[e.Name]; ok {
					seen++
					if line := gamesave.LineIn(e.Summary, lang); !strings.Contains(line, w[lang]) {
						t.Errorf("%s %v: %s reads %q, want %q", lang, size, e.Name, line, w[lang])
					}
				}
			}
			if seen != 2 {
				t.Fatalf("%d tactical saves listed", seen)
			}
			save(t, drawApp(app), fmt.Sprintf("saves-tactical-%s-%.0fx%.0f.png", lang, size[0], size[1]))
		}
	}
}
