package tactical

import (
	"testing"

	"periscope/game/engine"
)

// [40] The evasion is the Escort player's choice: the Evade hook is given
// the evasions the roll allows, best first; holding course (−1) leaves the
// ship where the torpedo tries it; another option puts the ship where that
// evasion leads.
func Test40_EvasionChosenByTheEscortPlayer(t *testing.T) {
	for _, pick := range []int{-1, 0, 1} {
		g := basicGame(t, 3, 1, 1, 1, 1, 1)
		g.B.Turn = 3
		g.B.Options.Evasion = true
		c := mustShip(t, g, "C", "C-2", "M24-B", Dir2, 2)
		torpedoAt(g, "G7a", c.Stern(), Dir1, true)
		var offered []EvasionOption
		g.Evade = func(v *Vessel, _ Torpedo, res string, opts []EvasionOption) int {
			if v.ID != "C" || res != "T" {
				t.Errorf("asked for %s, result %q", v.ID, res)
			}
			offered = opts
			return pick
		}
		from := g.Vessel("C").Pose()
		g.RunTorpedoes()
		c = g.Vessel("C")
		switch {
		case len(offered) < 2:
			t.Fatalf("offered %+v, want both turns", offered)
		case pick < 0 && c.Pose() != from:
			t.Errorf("held course, but C moved to %s facing %d", c.Bow, c.Facing)
		case pick >= 0 && (c.Bow != offered[pick].To.Bow || c.Facing != offered[pick].To.Facing):
			t.Errorf("chose %s (%+v), C at %+v", offered[pick].Plot, offered[pick].To, c.Pose())
		}
		for i := 1; i < len(offered); i++ {
			if offered[i].rank() < offered[i-1].rank() {
				t.Errorf("options not best first: %+v", offered)
			}
		}
	}
}

// [40] On the step machine the Escort player is asked (a prompt of his
// seat with every evasion and "hold course"); the escort bot takes the
// first, best one; a player who holds course is obeyed; the game goes on
// with its invariants.
func Test40_EvasionIsAPrompt(t *testing.T) {
	sys := testSystem(t)
	asked, held := 0, 0
	for seed := uint64(1); seed <= 6 && asked == 0; seed++ {
		s, err := engine.NewSession(sys, rec("S1", seed, "evasion"))
		if err != nil {
			t.Fatal(err)
		}
		play := bots(sys)
		for n := 0; s.Game().Prompt() != nil && n < 5000; n++ {
			p := s.Game().Prompt()
			c := play(s.Game(), p)
			if p.Kind == KindEvasion {
				asked++
				if p.Seat != SeatEscort || len(p.Options) < 2 || p.Options[len(p.Options)-1].Key != "hold" {
					t.Fatalf("evasion prompt %+v", p)
				}
				if asked%2 == 0 { // every other one: hold course
					c = engine.Pick(len(p.Options) - 1)
					held++
				}
			}
			if _, err := s.Apply(c); err != nil {
				t.Fatalf("seed %d: %s refused: %v", seed, p.Kind, err)
			}
			if err := s.Game().(*Match).Invariants(); err != nil {
				t.Fatal(err)
			}
		}
		if held > 0 {
			found := false
			for _, e := range s.Log() {
				if e.Msg != nil && e.Msg.ID == "tac.log.evasion-held" {
					found = true
				}
			}
			if !found {
				t.Error("a ship told to hold course did not")
			}
		}
	}
	if asked == 0 {
		t.Fatal("no evasion asked in six games of S1")
	}
}
