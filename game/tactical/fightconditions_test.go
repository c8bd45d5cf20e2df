package tactical

import (
	"testing"

	"periscope/game/dice"
)

// [50] Fight it out carries the campaign's weather: a 965 mb low in the
// combat's area is a storm on the tactical board (a boat at 0–25 ft seen
// within 2 hexes at night, radar +2), 990 mb rough, none clear; the
// fight's first round is at night, a re-attack by day.
func Test50_FightCarriesTheCampaignsWeather(t *testing.T) {
	d := testData(t)
	for _, c := range []struct {
		mb    string
		want  Weather
		sight int
	}{{"", Clear, 4}, {"990", Rough, 3}, {"965", Storm, 2}} {
		cc := ons5Combat()
		cc.Weather = c.mb
		s, err := MapToTactical(d, cc)
		if err != nil {
			t.Fatal(err)
		}
		m, err := NewFightMatch(d, mustPeriodOf("Sp43"), s, 3)
		if err != nil {
			t.Fatal(err)
		}
		if got := m.S.Battle.Weather; got != c.want {
			t.Errorf("%q mb in the campaign: %q on the board, want %q", c.mb, got, c.want)
		}
		if got := m.G.nightVisual(); got != c.sight || !m.S.Battle.Options.Night {
			t.Errorf("%q mb: night %v, a surfaced boat seen within %d hexes, want %d", c.mb, m.S.Battle.Options.Night, got, c.sight)
		}
	}
	cc := ons5Combat()
	cc.Round = 2
	s, _ := MapToTactical(d, cc)
	if m, _ := NewFightMatch(d, mustPeriodOf("Sp43"), s, 3); m.S.Battle.Options.Night {
		t.Error("a re-attack is fought by night")
	}
}

// [49] Fight it out carries the crews: the boat's ace (0, +1, +2) is a
// novice, experienced or professional crew; an escort counter's ASW 1, 2,
// 3 a novice, experienced or professional crew, whose sonar and radar
// rolls it modifies.
func Test49_FightCarriesTheCampaignsCrews(t *testing.T) {
	d := testData(t)
	for ace, want := range map[int]Crew{0: Novice, 1: Experienced, 2: Professional} {
		cc := ons5Combat()
		cc.Boat.Ace = ace
		s, _ := MapToTactical(d, cc)
		g, err := BuildFight(d, NewDice(dice.New(5)), mustPeriodOf("Sp43"), s)
		if err != nil {
			t.Fatal(err)
		}
		if got := g.Vessel("U-552").Crew; got != want {
			t.Errorf("ace %+d: crew %q, want %q", ace, got, want)
		}
		for id, want := range map[string]Crew{"e1": Novice, "e2": Experienced, "e3": Professional} {
			if got := g.Vessel(id).Crew; got != want {
				t.Errorf("escort %s: crew %q, want %q", id, got, want)
			}
		}
		if mods := crewMod(g.Vessel("e3")); len(mods) != 1 || mods[0].Value != -2 {
			t.Errorf("a professional escort's search modification: %+v", mods)
		}
	}
}
