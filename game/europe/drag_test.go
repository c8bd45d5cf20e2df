package europe

import (
	"testing"

	"periscope/game/engine"
)

// drop answers the prompts of a drag from → to as the table does.
func drop(t *testing.T, g *Game, from, to string) int {
	t.Helper()
	steps := 0
	for ; steps < 16; steps++ {
		c, ok := g.DragStep(g.Prompt(), from, to, steps)
		if !ok {
			break
		}
		if _, err := g.Apply(c); err != nil {
			t.Fatalf("step %d: %v", steps, err)
		}
	}
	return steps
}

// [7.2, 9] A drag from a space to another answers the move menu: from
// where, which units (the first class that can make the move), where to,
// all of them; a drop no unit can make changes nothing, and the menu is
// back for the next move. While dragging, the legal destinations are the
// spaces some unit there can reach.
func Test7_2_DragToMove(t *testing.T) {
	g := newTest(t, Germany)
	put(g, Germany, Infantry, "germany", 2)
	put(g, Germany, Tank, "germany", 1)
	g.S.Control["ukraine"] = USSR
	put(g, USSR, Infantry, "ukraine", 1)
	g.Push(engine.Frame{Op: opMove, A: 0}) // the non-combat move [9]
	if err := g.Run(); err != nil {
		t.Fatal(err)
	}
	p := g.Prompt()
	if p == nil || p.Kind != "move" || !g.DragFrom(p, "germany") || g.DragFrom(p, "ukraine") {
		t.Fatalf("prompt %+v", p)
	}
	targets := g.DragTargets(p, "germany")
	has := func(id string) bool {
		for _, x := range targets {
			if x == id {
				return true
			}
		}
		return false
	}
	if !has("poland") || has("germany") || has("ukraine") || has("moscow") {
		t.Errorf("legal destinations from Germany in the non-combat move: %v", targets)
	}
	if n := drop(t, g, "germany", "poland"); n != 4 {
		t.Errorf("the drop took %d answers, want 4 (from, units, where, how many)", n)
	}
	if got := count(g, Germany, Infantry, "poland"); got != 2 {
		t.Errorf("%d infantry in Poland after the drag, want both", got)
	}
	if count(g, Germany, Tank, "germany") != 1 {
		t.Error("the tank moved with the infantry")
	}
	if p := g.Prompt(); p == nil || p.Kind != "move" {
		t.Fatalf("after the drop: %+v", p)
	}
	// no land unit moves two spaces into enemy land in the non-combat move
	if n := drop(t, g, "germany", "moscow"); n != 0 {
		t.Errorf("an illegal drop answered %d prompts", n)
	}
	if count(g, Germany, Tank, "germany") != 1 || g.Prompt().Kind != "move" {
		t.Error("an illegal drop changed the game")
	}
	// the tank may still be dragged on
	if drop(t, g, "germany", "poland"); count(g, Germany, Tank, "poland") != 1 {
		t.Error("the tank did not follow its drag")
	}
}
