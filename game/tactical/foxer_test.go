package tactical

import (
	"encoding/json"
	"testing"

	"periscope/game/engine"
)

// foxerGame: Test51_AcousticTorpedoHomes's Flower and T5 in period, with
// the acoustic and foxer switches as asked.
func foxerGame(t *testing.T, period string, foxer bool, faces ...int) (*Game, *Vessel) {
	t.Helper()
	o := DefaultOptions()
	o.Acoustic, o.Foxer = true, foxer
	g := NewGame(testData(t), LoadedDice(faces...), mustPeriod(t, period), o)
	g.B.Turn = 3
	e := mustShip(t, g, "E", "Flower", "M24-B", Dir2, 3)
	torpedoAt(g, "T5", e.Bow.Neighbour(Dir6).Neighbour(Dir6), Dir3, false)
	return g, e
}

// [51] The Foxer Table: the first acoustic torpedo of a turn reaching a
// towing escort is drawn by the foxer on 2–6 and homes on the ship on a 1;
// without the switch, or before the foxer is in service (S'43), the ship
// is hit (dud roll 5, damage 1: DIW at least).
func Test51_FoxerDecoysTheFirstTorpedo(t *testing.T) {
	for _, c := range []struct {
		period string
		foxer  bool
		face   int
		hit    bool
	}{{"F43", true, 2, false}, {"F43", true, 1, true}, {"F43", false, 2, true}, {"S43", true, 2, true}} {
		g, e := foxerGame(t, c.period, c.foxer, c.face, 5, 1)
		if !c.foxer || c.period != "F43" {
			g.Dice = LoadedDice(5, 1)
		}
		g.RunTorpedoes()
		e = g.Vessel("E")
		if hit := e.DIW || e.Sunk; hit != c.hit {
			t.Errorf("%s foxer %v roll %d: hit %v, want %v", c.period, c.foxer, c.face, hit, c.hit)
		}
		if towing := g.TowsFoxer(e); c.foxer && c.period == "F43" && !c.hit && towing {
			g.B.Turn++
			if g.TowsFoxer(e) {
				t.Error("a foxer that took a torpedo is still towed next turn")
			}
		}
	}
}

// [51] Later acoustic torpedoes in the same turn are drawn only on 4–6.
func Test51_FoxerLaterTorpedoes(t *testing.T) {
	g, e := foxerGame(t, "F43", true)
	e.FoxerTurn, e.FoxerCount = g.B.Turn, 1
	for face, want := range map[int]bool{3: false, 4: true} {
		g.Dice = LoadedDice(face)
		e.FoxerLost = 0
		tp := Torpedo{N: 2, Type: "T5"}
		e.FoxerCount = 1
		if got := g.foxerDecoys(&tp, e); got != want {
			t.Errorf("second torpedo, roll %d: decoyed %v, want %v", face, got, want)
		}
	}
}

// [51] A towing escort's own sonar is blunted: +1 on the sonar die.
func Test51_FoxerBluntsOwnSonar(t *testing.T) {
	for _, on := range []bool{false, true} {
		g, e := foxerGame(t, "F43", on, 1)
		g.B.Torpedoes = nil
		e.Sonar, e.Speed = "ordinary", 2
		if _, err := g.SonarRange(e, Homing); err != nil {
			t.Fatal(err)
		}
		r := g.Dice.Log[len(g.Dice.Log)-1]
		has := false
		for _, m := range r.Mods {
			has = has || m.Rule == "51" && m.Value == FoxerSonar
		}
		if has != on {
			t.Errorf("foxer %v: the sonar roll's modifications %v", on, r.Mods)
		}
	}
}

// [51] The X/O mark: an escort's move order takes its foxer in ("off": no
// longer towing, its sonar clear) or streams it again ("on"); an escort
// with no foxer (the switch off) is refused the order. S10 (spring 1945,
// British destroyers) through the session.
func Test51_FoxerMarkOrder(t *testing.T) {
	for _, on := range []bool{true, false} {
		var opts []string
		if on {
			opts = []string{"foxer"}
		}
		sys := testSystem(t)
		s, err := engine.NewSession(sys, rec("S10", 1, opts...))
		if err != nil {
			t.Fatal(err)
		}
		play := bots(sys)
		done := false
		for n := 0; s.Game().Prompt() != nil && n < 500 && !done; n++ {
			p := s.Game().Prompt()
			c := play(s.Game(), p)
			if p.Kind == KindEscortMove {
				var o EscortOrder
				must(t, json.Unmarshal(c.Data, &o))
				o.Foxer = "off"
				b, _ := json.Marshal(o)
				c.Data = b
				_, err := s.Apply(c)
				m := s.Game().(*Match)
				if on && (err != nil || !m.G.Vessel(p.Sub).FoxerOff || m.G.TowsFoxer(m.G.Vessel(p.Sub))) {
					t.Fatalf("foxer off: %v, still towing %v", err, m.G.TowsFoxer(m.G.Vessel(p.Sub)))
				}
				if !on && err == nil {
					t.Fatal("a foxer order without the switch is accepted")
				}
				done = true
				continue
			}
			if _, err := s.Apply(c); err != nil {
				t.Fatal(err)
			}
		}
		if !done {
			t.Fatal("no escort move prompt")
		}
	}
}
