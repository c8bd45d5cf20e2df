package tactical

import (
	"testing"

	"periscope/game/dice"
)

// A fight carried over from the Atlantic campaign fires the G7 as the
// campaign's G7 track stands [6.0] (Steel Wolves: the G7 marker for the
// G7a and G7e), with the war event's failures in the boat's area added
// (Weserübung: −3 in the Norwegian and North Seas for four weeks of
// April 1940): the value −5…+2 sets the Dud Table d66 [38] of the fight
// (torpedoes.json trackDud 52, 46, 42, 36, 26, 16, 13, 12), by day the
// wakeless G7e, by night the fast G7a, as the Pacific's Mk 14
// (Test38_FightDudFromTheCampaignTrack). Campaign → board with the date:
// autumn 1939 (G7 −1), Norway in April 1940 (−1 − 3), spring 1943 (+1,
// +2).
func Test38_AtlanticFightDudFromTheG7Track(t *testing.T) {
	d := testData(t)
	day := false
	for _, c := range []struct {
		period string
		value  int
		night  bool
		torp   string
		dud    int
	}{
		{"F39", -1, true, "G7a", 26}, {"F39", -1, false, "G7e", 26},
		{"Sp40", -4, false, "G7e", 46}, {"Sp40", -4, true, "G7a", 46},
		{"Sp40", -5, true, "G7a", 52}, {"Sp40", -3, true, "G7a", 42},
		{"S41", 0, true, "G7a", 16}, {"Sp43", 1, false, "G7e", 13}, {"Sp43", 2, true, "G7a", 12},
	} {
		cc := ons5Combat()
		cc.Period, cc.Boat.TorpedoValue = mustPeriodOf(c.period), c.value
		if !c.night {
			cc.Night = &day
		}
		s, err := MapToTactical(d, cc)
		if err != nil {
			t.Fatal(err)
		}
		if s.Torpedo != c.torp || s.Dud != c.dud {
			t.Errorf("%s G7 %+d night %v: %s dud %d, want %s dud %d", c.period, c.value, c.night, s.Torpedo, s.Dud, c.torp, c.dud)
			continue
		}
		g, err := BuildFight(d, NewDice(dice.New(3)), cc.Period, s)
		if err != nil {
			t.Fatal(err)
		}
		tt := g.Data.Torpedoes[c.torp]
		if b := g.Vessel("U-552"); b.Torpedo != c.torp || g.DudNumber(tt) != c.dud {
			t.Errorf("%s G7 %+d: the board fires %s with dud %d", c.period, c.value, b.Torpedo, g.DudNumber(tt))
		}
	}
	// The Norwegian failures on the board: the Basic game's hit rolls
	// the Dud Table in a fight, and a d66 of 45 is a dud at −4 (46), a
	// hit at +1 (13). Off the campaign, a G7 of 1940 duds on 26 (the
	// date's: dudEarly until F'40) and of 1941 on 12 (the G7a) or 13.
	for _, c := range []struct {
		dud    int
		damage bool
	}{{46, false}, {13, true}} {
		g := basicGame(t, 1, 4, 5, 6)
		g.B.Options.ArmingHexes = 4
		g.B.Dud = map[string]int{"G7a": c.dud}
		g.AddSub("U", "VIIB", "G7a", MustHex("M30-B"), Dir6, 0)
		mustShip(t, g, "C", "C-2", "M24-B", Dir2, 1)
		must(t, g.LaunchTorpedoes(g.Vessel("U"), []Launch{{Tube: 0, First: 'B', Run: 8}}))
		if got := g.Vessel("C").Damage > 0; got != c.damage {
			t.Errorf("dud %d, d66 45: damage %d, want damage %v (rolls %v)", c.dud, g.Vessel("C").Damage, c.damage, g.Dice.Log)
		}
	}
	for _, c := range []struct {
		torp, period string
		dud          int
	}{{"G7a", "Sp40", 26}, {"G7a", "F40", 12}, {"G7e", "Sp40", 26}, {"G7e", "W41", 13}} {
		g := NewGame(d, LoadedDice(), mustPeriod(t, c.period), DefaultOptions())
		if n := g.DudNumber(d.Torpedoes[c.torp]); n != c.dud {
			t.Errorf("%s in %s off the campaign: dud %d, want %d", c.torp, c.period, n, c.dud)
		}
	}
}
