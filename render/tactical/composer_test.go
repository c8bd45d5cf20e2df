package tactical

import (
	"testing"

	"periscope/game/engine"
	"periscope/game/systems"
	tac "periscope/game/tactical"
)

func newMatch(t testing.TB, scen string, seed uint64, opts ...string) (engine.System, *tac.Match) {
	t.Helper()
	sys, err := systems.Tactical().Open(tac.Theatre)
	if err != nil {
		t.Fatal(err)
	}
	g, err := sys.New(engine.Record{System: tac.SystemID, Theatre: tac.Theatre, Scenario: scen, Seed: seed, Options: opts})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := g.Start(); err != nil {
		t.Fatal(err)
	}
	return sys, g.(*tac.Match)
}

// The composer plays whole turns by clicks alone: the hex ahead of the
// plotted bow adds a hex, a side hex a turn and a hex; "send" answers
// with a payload the game accepts. A click elsewhere is refused in the draft.
func TestComposerPlaysTurnsByClicks(t *testing.T) {
	_, m := newMatch(t, "S8", 1)
	b := NewBoard()
	for n := 0; n < 40 && m.Prompt() != nil; n++ {
		p := m.Prompt()
		b.Reset()
		// One hex ahead, when it is legal, then send; else send the default.
		if v := m.G.Vessel(p.Sub); v != nil && p.Kind != tac.KindEscortOrders {
			end := tac.End(v.Pose(), tac.Plot{})
			b.Click(m, p, "hex:"+end.Bow.Step(end.Facing, 5).String()) // not adjacent: refused
			if lines := b.Draft(m, p); len(lines) == 0 || lines[len(lines)-1][:2] != "! " {
				t.Fatalf("a far hex was taken: %v", lines)
			}
		}
		c, done := b.Click(m, p, "send")
		if !done {
			t.Fatalf("turn %d %s: send refused: %v", m.S.Battle.Turn, p.Kind, b.Draft(m, p))
		}
		if _, err := m.Apply(c); err != nil {
			t.Fatalf("the composed answer is refused: %v", err)
		}
	}
	if m.S.Battle.Turn < 3 {
		t.Fatalf("only reached turn %d", m.S.Battle.Turn)
	}
}

// A boat's plot built hex by hex: ahead, then a side hex (a turn).
func TestComposerBuildsAPlot(t *testing.T) {
	_, m := newMatch(t, "S8", 2)
	p := m.Prompt()
	if p.Kind != tac.KindSubPlot {
		t.Fatalf("first prompt %s", p.Kind)
	}
	b := NewBoard()
	b.Click(m, p, "clear")
	v := m.G.Vessel(p.Sub)
	pose := v.Pose()
	b.Click(m, p, "hex:"+pose.Bow.Neighbour(pose.Facing).String())
	e := tac.End(pose, tac.MustPlot("1"))
	b.Click(m, p, "hex:"+e.Bow.Neighbour(e.Facing.Right()).String())
	if got := b.draft.plot.String(); got != "1R1" {
		t.Fatalf("plot %q, want 1R1", got)
	}
	c, done := b.Click(m, p, "send")
	if !done {
		t.Fatalf("refused: %v", b.Draft(m, p))
	}
	if _, err := m.Apply(c); err != nil {
		t.Fatal(err)
	}
}
