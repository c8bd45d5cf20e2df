package engine_test

import (
	"fmt"
	"runtime"
	"testing"

	"periscope/game/dice"
	"periscope/game/engine"
)

// A system of one step that rolls many d10s, each with a modifier, and
// pushes itself again: the rolls of a log that keeps nothing.
const opVolley engine.Op = "volley.step"

type volleyState struct {
	Dice dice.Source `json:"dice"`
	Left int         `json:"left"`
	Sum  int         `json:"sum"`
	Over bool        `json:"over,omitempty"`
	engine.Procedure
}

type volley struct {
	engine.Machine[*volley]
	S   *volleyState
	bad string
}

const volleyRolls = 40 // more than a block of rolls

var volleySteps = func() *engine.Steps[*volley] {
	s := engine.NewSteps[*volley]("volley")
	s.Register(opVolley, func(g *volley, f *engine.Frame) {
		var held [volleyRolls]*engine.Rolled
		for i := range held {
			r := g.Roll("volley", "1", "", engine.Mod(i%3, "reason", "1"))
			if !r.Skip() {
				r.Record("any", "fine")
			}
			held[i] = r
		}
		// Every roll of the step is its own, read after it is recorded.
		for i, r := range held {
			if r.Total != r.Raw+i%3 || (i%3 != 0) != (len(r.Mods) == 1) {
				g.bad = fmt.Sprintf("roll %d reads %d = %d %+v", i, r.Total, r.Raw, r.Mods)
			}
			for _, q := range held[:i] {
				if q == r {
					g.bad = fmt.Sprintf("roll %d handed out twice in one step", i)
				}
			}
			g.S.Sum += r.Total
		}
		if g.S.Left--; g.S.Left > 0 {
			g.Push(engine.Frame{Op: opVolley})
		}
	})
	return s
}()

func playVolley(t *testing.T, discard bool, steps int) (*volley, []engine.Entry, uint64) {
	s := &volleyState{Dice: dice.Source{State: 7}, Left: steps}
	s.Stack = []engine.Frame{{Op: opVolley}}
	g := &volley{S: s}
	g.Bind(g, volleySteps, &s.Procedure, &s.Dice, engine.Hooks{
		Over:      func() bool { return g.S.Over },
		Exhausted: func() { g.S.Over = true },
		Phase:     func() string { return "volley" },
	})
	if discard {
		g.DiscardEntries()
	}
	var m0, m1 runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&m0)
	if err := g.Run(); err != nil {
		t.Fatal(err)
	}
	runtime.ReadMemStats(&m1)
	if g.bad != "" {
		t.Fatal(g.bad)
	}
	return g, g.Flush(), m1.Mallocs - m0.Mallocs
}

// TestDiscardingLogRecyclesItsRolls: a log that keeps nothing hands its
// rolls out again at each step (issue 16), each roll still its own within
// the step, and the game is the same as with a kept log, whose entries keep
// their rolls' modifiers however many steps follow.
func TestDiscardingLogRecyclesItsRolls(t *testing.T) {
	const steps = 200
	kept, es, _ := playVolley(t, false, steps)
	lean, none, mallocs := playVolley(t, true, steps)
	if kept.S.Sum != lean.S.Sum || kept.S.LogSeq != lean.S.LogSeq || kept.S.Dice != lean.S.Dice {
		t.Fatalf("kept log: sum %d, %d entries; discarding: sum %d, %d entries", kept.S.Sum, kept.S.LogSeq, lean.S.Sum, lean.S.LogSeq)
	}
	if len(none) != 0 || len(es) != steps*volleyRolls {
		t.Fatalf("%d entries kept, %d discarded; want %d and none", len(es), len(none), steps*volleyRolls)
	}
	for i, e := range es {
		if want := (i % volleyRolls) % 3; want != 0 && (len(e.Roll.Mods) != 1 || e.Roll.Mods[0].Value != want) {
			t.Fatalf("entry %d's roll has modifiers %+v, want one of %d", i, e.Roll.Mods, want)
		}
	}
	// 200 steps of 40 rolls made 250 blocks of rolls before the recycling;
	// now the first step's two blocks serve them all.
	if mallocs > 20 {
		t.Errorf("a discarding log's %d steps of %d rolls made %d allocations, want at most 20", steps, volleyRolls, mallocs)
	}
}
