package tactical

import "testing"

// [40] Hidden torpedoes: after its turn of fire a torpedo leaves the board
// (the Escort player does not see it); a ship crossing its hex sets nothing
// off; when the torpedo's own run meets a ship it is revealed, is tried,
// and stays on the board. Without the switch it is on the board throughout
// and the ship crossing its hex is tried [13.1].
func Test40_HiddenTorpedoes(t *testing.T) {
	for _, on := range []bool{true, false} {
		g := basicGame(t, 6, 6, 6, 6, 6, 6)
		g.B.Options.HiddenTorpedoes = on
		g.B.Turn = 2
		g.AddSub("U", "VIIC", "G7a", MustHex("M40-B"), Dir6, 25)
		// A G7a fired last turn at M30-B heading 6; a C-2 far ahead on its
		// track; an escort about to cross the hex it will sit in.
		g.B.Torpedoes = []Torpedo{{N: 1, Type: "G7a", Owner: "U", Hex: MustHex("M30-B"), Heading: Dir6, Fired: 1, Run: 8, Shallow: true}}
		c := mustShip(t, g, "C", "C-2", "M16-B", Dir2, 2)
		g.RunTorpedoes() // 8 hexes: to M22-B
		tp := g.B.Torpedoes[0]
		if tp.Hidden != on {
			t.Fatalf("switch %v: hidden %v after its first full run", on, tp.Hidden)
		}
		m := &Match{G: g}
		if m.SeesTorpedo(tp) == on {
			t.Errorf("switch %v: the Escort player sees it %v", on, m.SeesTorpedo(tp))
		}
		// The escort steams across the torpedo's hex.
		mustShip(t, g, "E", "Flower", tp.Hex.Step(Dir4, 1).String(), Dir1, 2)
		before := len(g.Dice.Log)
		must(t, g.MoveShip(g.Vessel("E"), MustPlot("2"), nil))
		tried := len(g.Dice.Log) > before || len(g.B.Torpedoes[0].Tried) > 0
		if on && tried {
			t.Errorf("a ship passing a hidden torpedo tried it: %v", g.B.Torpedoes[0].Tried)
		}
		if on {
			// The torpedo runs on into the C-2: revealed, then tried.
			g.B.Turn = 3
			g.RunTorpedoes()
			if len(g.B.Torpedoes) == 0 {
				t.Fatal("the torpedo is gone: the C-2 should be missed on a 6")
			}
			tp = g.B.Torpedoes[0]
			if tp.Hidden || !tp.Revealed || len(tp.Tried) != 1 || tp.Tried[0] != c.ID {
				t.Errorf("after meeting the C-2: hidden %v revealed %v tried %v", tp.Hidden, tp.Revealed, tp.Tried)
			}
			g.B.Turn = 4
			g.RunTorpedoes()
			if len(g.B.Torpedoes) > 0 && g.B.Torpedoes[0].Hidden {
				t.Error("a revealed torpedo went off the board again")
			}
		}
	}
}

// [40] A hidden torpedo that runs out is the Sub player's note only.
func Test40_HiddenRunOutIsTheSubPlayersNote(t *testing.T) {
	if !subOnlyRule("40.1") || subOnlyRule("40") {
		t.Fatal("rule 40.1 notes are the Sub player's, 40 (a reveal) both players'")
	}
	g := basicGame(t)
	g.B.Options.HiddenTorpedoes = true
	g.B.Turn = 2
	g.B.Torpedoes = []Torpedo{{N: 1, Type: "G7a", Owner: "U", Hex: MustHex("M3-B"), Heading: Dir6, Fired: 1}}
	g.RunTorpedoes()
	found := false
	for _, n := range g.B.Notes {
		if n.Msg != nil && n.Msg.ID == "tac.log.runs-out" {
			found = true
			if n.Rule != "40.1" {
				t.Errorf("the run-out note has rule %s", n.Rule)
			}
		}
	}
	if !found {
		t.Fatal("no run-out note")
	}
}
