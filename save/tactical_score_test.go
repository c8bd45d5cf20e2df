package save_test

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"periscope/game/engine"
	"periscope/game/systems"
	"periscope/game/tactical"
	"periscope/i18n"
	"periscope/save"
	"periscope/storage"
)

// [16.5] a boat's damage is the Sub player's secret: the saves list shows
// a tactical battle's score as the person playing may know it, and whose
// count it is. Saved with a damaged boat afloat, the Escort player's
// count (he plays the escorts, or both seats are played at one screen)
// leaves out what the damage scores for him [20.1.3]; the Sub player's is
// the whole score. Before, the summary's VP was the whole score for
// everyone and the list named no side.
func Test16_5_SavesListShowsTheScoreThePlayerMayKnow(t *testing.T) {
	defer i18n.SetLang(i18n.Current())
	reg := systems.Installed()
	rec := engine.Record{System: tactical.SystemID, Theatre: tactical.Theatre, Scenario: "S10", Seed: 5}
	sys, sess, err := reg.Start(rec)
	if err != nil {
		t.Fatal(err)
	}
	seated := sys.(engine.Seated)
	m := sess.Game().(*tactical.Match)
	for i := 0; i < 300 && m.G.SecretDamagePoints() == 0; i++ {
		p := m.Prompt()
		if p == nil {
			t.Fatal("the battle ended before a boat was damaged")
		}
		if _, err := sess.Apply(seated.Bot(p.Seat, "").Choose(m, p)); err != nil {
			t.Fatal(err)
		}
		m = sess.Game().(*tactical.Match)
	}
	secret := m.G.SecretDamagePoints()
	if secret == 0 || m.Over() || len(m.Seats()) != 2 {
		t.Fatalf("no damaged boat afloat in a battle going on (secret %d, over %v, seats %v)", secret, m.Over(), m.Seats())
	}
	whole := m.S.Score
	mgr := save.NewManager(storage.NewMemory(), reg, "test", func() time.Time { return time.Unix(1, 0) })
	for _, c := range []struct {
		name        string
		bots        []engine.Seat
		escort      int
		en, it      string
		notEscortEN string
	}{
		{"the Sub player alone", []engine.Seat{tactical.SeatEscort}, whole.Escort,
			"the Sub player's VP count: submarines %d, escorts %d", "PV secondo il giocatore dei sommergibili: sommergibili %d, scorte %d", ""},
		{"the Escort player alone", []engine.Seat{tactical.SeatSub}, whole.Escort - secret,
			"the Escort player's VP count: submarines %d, escorts %d", "PV secondo il giocatore delle scorte: sommergibili %d, scorte %d", fmt.Sprintf("escorts %d", whole.Escort)},
		{"both at one screen", nil, whole.Escort - secret,
			"the Escort player's VP count: submarines %d, escorts %d", "PV secondo il giocatore delle scorte: sommergibili %d, scorte %d", fmt.Sprintf("escorts %d", whole.Escort)},
		{"the computer against itself", []engine.Seat{tactical.SeatEscort, tactical.SeatSub}, whole.Escort,
			"VP: submarines %d, escorts %d", "PV: sommergibili %d, scorte %d", ""},
	} {
		r := sess.Record()
		r.Bots = c.bots
		e, err := mgr.Save(c.name, mgr.NewGameID(), r, m)
		if err != nil {
			t.Fatal(err)
		}
		var listed save.Entry
		es, _ := mgr.List()
		for _, x := range es {
			if x.Key == e.Key {
				listed = x
			}
		}
		o, err := mgr.Load(e.Key)
		if err != nil {
			t.Fatal(err)
		}
		for where, sum := range map[string]engine.Summary{"listed": listed.Summary, "loaded": o.File.Summary} {
			if sum.VP != whole.Sub-c.escort {
				t.Errorf("%s, %s: VP %d, want %d (score %+v, secret %d)", c.name, where, sum.VP, whole.Sub-c.escort, whole, secret)
			}
			i18n.SetLang(i18n.EN)
			line := save.LineIn(sum, i18n.EN)
			if !strings.Contains(line, fmt.Sprintf(c.en, whole.Sub, c.escort)) || c.notEscortEN != "" && strings.Contains(line, c.notEscortEN) {
				t.Errorf("%s, %s: the list reads %q", c.name, where, line)
			}
			if line := save.LineIn(sum, i18n.IT); !strings.Contains(line, fmt.Sprintf(c.it, whole.Sub, c.escort)) {
				t.Errorf("%s, %s: in Italian the list reads %q", c.name, where, line)
			}
		}
	}
	t.Logf("S10 seed 5 after %d decisions: score %+v, the boat's damage %d VP", sess.Decisions(), whole, secret)
}
