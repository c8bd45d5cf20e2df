package tactical

import (
	"testing"

	"periscope/game/engine"
	tac "periscope/game/tactical"
)

// The plot composer declares silent running [32] with its "silent" tool,
// and sets it itself in the second turn of the pair (the player cannot
// send a plot the pair forbids); the escorts' prompts go to the escort
// commander.
func Test32_ComposerRunsSilent(t *testing.T) {
	_, m := newMatch(t, "S8", 1, "silent-running")
	b := NewBoard()
	sub := func() *engine.Prompt {
		for n := 0; n < 20; n++ {
			p := m.Prompt()
			if p == nil {
				t.Fatal("the game ended")
			}
			if p.Kind == tac.KindSubPlot {
				return p
			}
			if _, err := m.Apply((&tac.EscortBot{}).Choose(m, p)); err != nil {
				t.Fatal(err)
			}
		}
		t.Fatal("no plot prompt")
		return nil
	}
	p := sub()
	v := m.G.Vessel(p.Sub)
	v.Depth = 100 // down, where silent running is allowed
	b.Reset()
	b.Click(m, p, "clear")
	b.draft.depth = 100
	b.Click(m, p, "hex:"+v.Bow.Neighbour(v.Facing).String())
	b.Click(m, p, "silent")
	first := m.S.Battle.Turn
	c, done := b.Click(m, p, "send")
	if !done {
		t.Fatalf("silent 1 refused: %v", b.Draft(m, p))
	}
	if _, err := m.Apply(c); err != nil {
		t.Fatal(err)
	}
	p = sub()
	b.Reset()
	b.Click(m, p, "clear")
	b.draft.depth = 100
	if c, done = b.Click(m, p, "send"); !done {
		t.Fatalf("the pair's second turn refused: %v", b.Draft(m, p))
	}
	if _, err := m.Apply(c); err != nil {
		t.Fatal(err)
	}
	p = sub()
	if v = m.G.Vessel(p.Sub); v.SilentFrom != first || v.SilentTurn != first+1 {
		t.Fatalf("silent from %d, last %d; want %d and %d", v.SilentFrom, v.SilentTurn, first, first+1)
	}
}
