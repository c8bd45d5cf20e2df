package tactical

import (
	"errors"
	"testing"
)

// aimGame: a VIIC at periscope depth, a C-2 6 hexes ahead, a C-3 beyond
// the day's aiming range, aimed fire on.
func aimGame(t *testing.T, faces ...int) (*Game, *Vessel) {
	t.Helper()
	g := basicGame(t, faces...)
	g.B.Options.AimedFire = true
	mustShip(t, g, "C1", "C-2", "M24-B", Dir2, 2)
	mustShip(t, g, "C2", "C-2", "O24-B", Dir2, 2)
	mustShip(t, g, "C3", "C-3", "Q24-B", Dir2, 2)
	mustShip(t, g, "C4", "C-3", "S24-B", Dir2, 2)
	mustShip(t, g, "C5", "C-3", "U24-B", Dir2, 2)
	mustShip(t, g, "C6", "C-3", "W24-B", Dir2, 2)
	mustShip(t, g, "FAR", "C-3", "M2-B", Dir2, 2)
	v, err := g.AddSub("U", "VIIC", "G7a", MustHex("M30-B"), Dir6, 25)
	if err != nil {
		t.Fatal(err)
	}
	g.B.Turn = 1
	return g, v
}

// [35] A targeting turn: targets are named at 0–25 ft, with no firing and
// no depth change, only ships in sight (the authored day range of 16
// hexes, 8 in a storm), and only with the switch on.
func Test35_TargetingTurn(t *testing.T) {
	g, v := aimGame(t)
	if err := g.CheckAim(v, []string{"C1"}, nil, 25); err != nil {
		t.Fatalf("naming a ship 6 hexes off: %v", err)
	}
	for name, c := range map[string]struct {
		aim   []string
		fire  []Launch
		depth int
	}{
		"with a launch":      {[]string{"C1"}, []Launch{{Tube: 0, First: 'B', Run: 3}}, 25},
		"changing depth":     {[]string{"C1"}, nil, 50},
		"out of sight":       {[]string{"FAR"}, nil, 25},
		"twice the same":     {[]string{"C1", "C1"}, nil, 25},
		"its own side":       {[]string{"U"}, nil, 25},
		"no such ship":       {[]string{"nobody"}, nil, 25},
		"more than the crew": {[]string{"C1", "C2", "C3", "C4", "C5"}, nil, 25},
	} {
		if err := g.CheckAim(v, c.aim, c.fire, c.depth); !errors.Is(err, ErrIllegal) {
			t.Errorf("%s: %v, want refused", name, err)
		}
	}
	v.Depth = 50
	if err := g.CheckAim(v, []string{"C1"}, nil, 50); err == nil {
		t.Error("targets named at 50 ft")
	}
	v.Depth = 25
	g.B.Weather = Storm
	if err := g.CheckAim(v, []string{"C6"}, nil, 25); err == nil || g.AimRange() != 8 {
		t.Errorf("a ship 10 columns off named in a storm (range %d)", g.AimRange())
	}
	g.B.Options.AimedFire = false
	if err := g.CheckAim(v, []string{"C1"}, nil, 25); err == nil {
		t.Error("targets named without the switch")
	}
}

// [35, 49] The crew sets the aim limit: a novice crew names 3 targets, an
// experienced 4, a professional 5.
func Test35_CrewSetsTheAimLimit(t *testing.T) {
	ships := []string{"C1", "C2", "C3", "C4", "C5", "C6"}
	for _, c := range []struct {
		crew Crew
		max  int
	}{{Novice, 3}, {Experienced, 4}, {Professional, 5}, {"", 4}} {
		g, v := aimGame(t)
		v.Crew = c.crew
		for n := 1; n <= 6; n++ {
			err := g.CheckAim(v, ships[:n], nil, 25)
			if (err == nil) != (n <= c.max) {
				t.Errorf("%q crew naming %d targets: %v, limit %d", c.crew, n, err, c.max)
			}
		}
	}
}

// [35] The salvo after a targeting turn is aimed if it has a torpedo for
// every target; fewer, or a salvo two turns later, is un-aimed; the
// targets are spent by the salvo.
func Test35_AimedSalvo(t *testing.T) {
	g, v := aimGame(t)
	g.setAim(v, []string{"C1", "C2"})
	g.B.Turn = 2
	if aim := g.salvoAim(v, 2); len(aim) != 2 {
		t.Fatalf("two torpedoes at two named targets: aimed %v", aim)
	}
	if v.Aim != nil || g.salvoAim(v, 2) != nil {
		t.Fatal("the targets were not spent by the salvo")
	}
	g.B.Turn = 1
	g.setAim(v, []string{"C1", "C2"})
	g.B.Turn = 2
	if aim := g.salvoAim(v, 1); aim != nil {
		t.Fatalf("one torpedo for two targets aimed at %v", aim)
	}
	g.B.Turn = 1
	g.setAim(v, []string{"C1"})
	g.B.Turn = 3
	if aim := g.salvoAim(v, 2); aim != nil {
		t.Fatal("targets named two turns before still aimed")
	}
}

// [35] The hit roll: an aimed torpedo on a named target rolls plain; an
// un-aimed one, or an aimed one on a ship not named, rolls +1 (authored):
// a 4 against a need of 4 hits aimed and misses un-aimed.
func Test35_UnaimedHitsLessOften(t *testing.T) {
	for _, c := range []struct {
		name   string
		aimed  []string
		option bool
		hit    bool
	}{{"aimed at it", []string{"C1"}, true, true}, {"un-aimed", nil, true, false},
		{"aimed at another ship", []string{"C2"}, true, false}, {"Basic (no switch)", nil, false, true}} {
		g, _ := aimGame(t)
		g.B.Options.AimedFire = c.option
		g.B.Turn = 3
		c1 := g.Vessel("C1")
		g.B.Torpedoes = []Torpedo{{N: 1, Type: "G7a", Owner: "U", Hex: c1.Bow, Heading: Dir4, Fired: 1, Shallow: false, Aimed: c.aimed}}
		need, _ := g.HitNumber(g.B.Torpedoes[0], c1, Heading12Of(Dir2))
		g.Dice = LoadedDice(need, 3, 3, 3)
		g.TryDetonation(0, c1, Heading12Of(Dir2))
		if hit := g.B.Torpedoes[0].Gone; hit != c.hit {
			t.Errorf("%s: a %d against %d hit %v, want %v", c.name, need, need, hit, c.hit)
		}
	}
}

// [35] The bots under aimed fire: the boat names its targets in turns it
// does not fire, and its salvoes are aimed; every scenario's bot game
// keeps its invariants.
func Test35_BotsAim(t *testing.T) {
	aimed := 0
	for _, scen := range []string{"S1", "S8"} {
		s := playOut(t, testSystem(t), rec(scen, 4, "aimed-fire"))
		for _, e := range s.Log() {
			if e.Msg != nil && e.Msg.ID == "tac.log.aimed" {
				aimed++
			}
		}
	}
	if aimed == 0 {
		t.Error("the boat bots never fired an aimed salvo")
	}
}

// [35, errata] Down the throat: in its turn of fire (Advanced arming, so a
// hit in that turn can count) an aimed shallow torpedo meeting a named
// escort bow on (attitude 1–2) whose move ended straight rolls −1 and
// without the shallow penalty; an escort that turned at the end of its
// move gets the penalty back.
func Test35_DownTheThroat(t *testing.T) {
	for _, c := range []struct {
		turned bool
		total  int
	}{{false, 3 + DownTheThroatMod}, {true, 3 + 1}} {
		g, _ := aimGame(t)
		g.B.Options.ArmingHexes = 4
		g.B.Turn = 2
		e := mustShip(t, g, "E", "Flower", "M10-B", Dir3, 2)
		e.TurnedAtEnd = c.turned
		g.B.Torpedoes = []Torpedo{{N: 1, Type: "G7a", Owner: "U", Hex: e.Bow, Heading: Dir6, Fired: 2, Run: 6, Shallow: true, Aimed: []string{"E"}}}
		_, att := g.HitNumber(g.B.Torpedoes[0], e, Heading12Of(e.Facing))
		if att > 2 {
			t.Fatalf("attitude %d, want bow on", att)
		}
		g.Dice = LoadedDice(3, 3, 3, 3)
		g.TryDetonation(0, e, Heading12Of(e.Facing))
		if got := g.Dice.Log[0].Total; got != c.total {
			t.Errorf("turned at the end %v: the hit roll's total %d, want %d (%+v)", c.turned, got, c.total, g.Dice.Log[0].Mods)
		}
	}
}
