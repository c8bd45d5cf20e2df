package campaign

import (
	"strings"
	"testing"

	"periscope/game/data"
	"periscope/game/data/datatest"
	"periscope/game/engine"
)

// variant builds a fixture theatre changed by fn, prepared and validated.
func variant(t *testing.T, fn func(th *data.Theatre)) *data.Theatre {
	t.Helper()
	th := datatest.Raw()
	if fn != nil {
		fn(th)
	}
	if errs := th.Prepare(); len(errs) > 0 {
		t.Fatalf("variant does not validate:\n%v", errs)
	}
	return th
}

// scenarioOf returns a scenario of a theatre by id, to change it.
func scenarioOf(th *data.Theatre, id string) *data.Scenario {
	for i := range th.Scenarios {
		if th.Scenarios[i].ID == id {
			return &th.Scenarios[i]
		}
	}
	panic("no scenario " + id)
}

// newGameOn starts a game on a theatre with the invariants checked after
// every step.
func newGameOn(t *testing.T, th *data.Theatre, scenario string, seed uint64, opts ...string) *Game {
	t.Helper()
	g, err := New(th, engine.Record{System: SystemID, Theatre: th.ID, Scenario: scenario, Seed: seed, Options: opts})
	if err != nil {
		t.Fatal(err)
	}
	g.Trace = func(g *Game, op Op) {
		if err := g.CheckInvariants(); err != nil {
			t.Fatalf("after step %s: %v", op, err)
		}
		if err := checkStrategic(g); err != nil {
			t.Fatalf("after step %s: %v", op, err)
		}
	}
	return g
}

// before runs fn each time a step is about to run (the step is re-entered
// after a decision; fn sees f.Ans then). Restored when the test ends.
func before(t *testing.T, g *Game, op Op, fn func(g *Game, f *Frame)) {
	t.Helper()
	orig := g.Steps.Func(op)
	if orig == nil {
		t.Fatalf("no step %s", op)
	}
	g.Steps = g.Steps.With(op, func(g *Game, f *Frame) {
		fn(g, f)
		orig(g, f)
	})
}

// policy answers a prompt: by the key chosen for its kind, else option 0.
type policy map[string]string

func (pol policy) choose(p *engine.Prompt) engine.Choice {
	if p.Alloc != nil {
		order := make([]int, len(p.Options))
		for i := range order {
			order[i] = i
		}
		return legalSplit(p, order)
	}
	if want, ok := pol[p.Kind]; ok {
		for i, o := range p.Options {
			if o.Key == want {
				return engine.Pick(i)
			}
		}
	}
	return engine.Pick(0)
}

// run plays until the game ends or stop says so (checked after each
// decision), answering with pol; it returns the log.
func run(t *testing.T, g *Game, pol policy, stop func(g *Game) bool) []engine.Entry {
	t.Helper()
	log, err := g.Start()
	if err != nil {
		t.Fatal(err)
	}
	for n := 0; g.Prompt() != nil && (stop == nil || !stop(g)); n++ {
		if n > 5000 {
			t.Fatal("too many decisions")
		}
		es, err := g.Apply(pol.choose(g.Prompt()))
		log = append(log, es...)
		if err != nil {
			t.Fatal(err)
		}
	}
	return log
}

// rolls returns the logged rolls under a rule.
func rolls(log []engine.Entry, rule string) []engine.Entry {
	var out []engine.Entry
	for _, e := range log {
		if e.Kind == "roll" && e.Rule == rule {
			out = append(out, e)
		}
	}
	return out
}

// find returns the first entry whose text contains s, or nil.
func find(log []engine.Entry, s string) *engine.Entry {
	for i := range log {
		if strings.Contains(log[i].Text, s) {
			return &log[i]
		}
	}
	return nil
}

// sub returns a sub or fails the test.
func mustSub(t *testing.T, g *Game, id string) *Sub {
	t.Helper()
	s := g.Sub(id)
	if s == nil {
		t.Fatalf("no sub %s", id)
	}
	return s
}

// month parses a month for tests.
func month(s string) int {
	m, err := data.MonthIndex(s)
	if err != nil {
		panic(err)
	}
	return m
}

// quiet turns a scenario into one with no war events and no list, so the
// only rolls are the ones a test is about (plus B-Dienst, weather and
// readiness, which tests load around with before()).
func quiet(sc *data.Scenario) {
	sc.WarEvents = false
	sc.Reinforcements = false
	sc.Aircraft = nil
	sc.Setup = nil
}

// legalSplit answers an allocation prompt legally: points go to the
// options in the given order, each up to its limit, until the total is
// placed (or, if the total need not be exact, to the first that can take
// them).
func legalSplit(p *engine.Prompt, order []int) engine.Choice {
	a := p.Alloc
	pts := make([]int, len(p.Options))
	left := a.Total
	for _, i := range order {
		if left == 0 {
			break
		}
		give := left
		if i < len(a.Max) && a.Max[i] > 0 {
			give = min(give, a.Max[i])
		}
		if give < max(a.Min, 1) {
			continue
		}
		pts[i] = give
		left -= give
		if !a.Exact {
			break
		}
	}
	return engine.Split(pts...)
}
