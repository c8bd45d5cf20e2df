package campaign

import (
	"strings"
	"testing"

	"periscope/game/data/datatest"
	"periscope/game/dice"
	"periscope/game/engine"
)

// mvGame is a fixture game set up for a movement test: the scenario's
// state, then the test's changes, then only the frames the test runs.
type mvGame struct {
	*Game
	t   *testing.T
	log []engine.Entry
	ops []Op // steps run, in order
	// frames seen on top of the stack after each step (for pushed searches).
	searches []Frame
}

func newMv(t *testing.T, scenario string, opts ...string) *mvGame {
	t.Helper()
	g, err := New(datatest.Fixture(), engine.Record{System: SystemID, Theatre: "fixture", Scenario: scenario, Seed: 1, Options: opts})
	if err != nil {
		t.Fatal(err)
	}
	m := &mvGame{Game: g, t: t}
	// test.stop keeps the game from ending when a test's frames are done.
	g.Steps = g.Steps.With("test.stop", func(g *Game, f *Frame) { g.S.Over = true })
	g.S.Stack = nil
	g.S.Turn = 1
	for i := range g.S.Subs {
		if g.S.Subs[i].Box == "roll" {
			g.S.Subs[i].Box = BoxReady
		}
	}
	// Movement tests stop at the search: sub.search and sub.endurance only
	// record that they were called (the search rules have their own tests).
	for _, op := range []Op{opSubSearch, opSubEndurance} {
		g.Steps = g.Steps.With(op, func(g *Game, f *Frame) {})
	}
	g.Trace = func(g *Game, op Op) {
		m.ops = append(m.ops, op)
		if err := g.CheckInvariants(); err != nil {
			t.Fatalf("after step %s: %v", op, err)
		}
		if err := movementInvariants(g); err != nil {
			t.Fatalf("after step %s: %v", op, err)
		}
		if n := len(g.S.Stack); n > 0 && g.S.Stack[n-1].Op == opSubSearch {
			m.searches = append(m.searches, g.S.Stack[n-1])
		}
	}
	return m
}

// at puts a sub at sea.
func (m *mvGame) at(id, area, section, side string) *Sub {
	s := m.Sub(id)
	if s == nil {
		m.t.Fatalf("no sub %s", id)
	}
	m.PutAtSea(s, area, section, side)
	s.Status = StSea
	m.touch()
	return s
}

// run starts the given frames.
func (m *mvGame) run(frames ...Frame) {
	m.t.Helper()
	m.S.Stack = nil
	m.S.Over = false
	m.S.Pending = nil
	m.Push(append(frames, Frame{Op: "test.stop"})...)
	es, err := m.Start()
	m.log = append(m.log, es...)
	if err != nil {
		m.t.Fatal(err)
	}
}

// prompt returns the pending prompt, failing if it is not of the kind.
func (m *mvGame) prompt(kind string) *engine.Prompt {
	m.t.Helper()
	p := m.Prompt()
	if p == nil {
		m.t.Fatalf("no prompt pending, wanted %s", kind)
	}
	if p.Kind != kind {
		m.t.Fatalf("prompt %s pending (%s), wanted %s", p.Kind, p.Text, kind)
	}
	return p
}

// option finds an option by key.
func (m *mvGame) option(kind, key string) engine.Option {
	m.t.Helper()
	p := m.prompt(kind)
	for _, o := range p.Options {
		if o.Key == key {
			return o
		}
	}
	m.t.Fatalf("%s has no option %q; options: %v", kind, key, optKeys(p))
	return engine.Option{}
}

func optKeys(p *engine.Prompt) []string {
	var ks []string
	for _, o := range p.Options {
		ks = append(ks, o.Key)
	}
	return ks
}

func (m *mvGame) hasOption(kind, key string) bool {
	p := m.prompt(kind)
	for _, o := range p.Options {
		if o.Key == key {
			return true
		}
	}
	return false
}

// answer picks the option with the key.
func (m *mvGame) answer(kind, key string) {
	m.t.Helper()
	p := m.prompt(kind)
	for i, o := range p.Options {
		if o.Key == key {
			es, err := m.Apply(engine.Pick(i))
			m.log = append(m.log, es...)
			if err != nil {
				m.t.Fatal(err)
			}
			return
		}
	}
	m.t.Fatalf("%s has no option %q; options: %v", kind, key, optKeys(p))
}

// rolls returns the logged rolls of a rule.
func (m *mvGame) rolls(rule string) []engine.Entry {
	var out []engine.Entry
	for _, e := range m.log {
		if e.Kind == "roll" && e.Rule == rule {
			out = append(out, e)
		}
	}
	return out
}

// checks returns the transit checks logged (not the event rolls).
func (m *mvGame) checks() []engine.Entry {
	var out []engine.Entry
	for _, e := range m.rolls("19.1") {
		if !e.Roll.Two {
			out = append(out, e)
		}
	}
	return out
}

// mod returns the value of the modifier whose reason contains text (0 if none).
func mod(e engine.Entry, text string) int {
	for _, md := range e.Roll.Mods {
		if strings.Contains(md.Reason, text) {
			return md.Value
		}
	}
	return 0
}

// theatreChanged makes the game read the theatre's rows again after a test
// changed them (a game's theatre never changes: rowAt keeps its rows while
// the state it reads them by is the same).
func (m *mvGame) theatreChanged() {
	m.touch()
	m.mc().rowGen++
}

func (m *mvGame) mission(area string) {
	m.S.Missions = append(m.S.Missions, Mission{ID: "m-" + area, Event: "test", Area: area, Kind: "search", Count: 1, Until: 99})
	m.touch()
}

func (m *mvGame) odd(o engine.Option, outcome string) float64 {
	for _, x := range o.Odds {
		if x.Outcome == outcome {
			return x.P
		}
	}
	return 0
}

// sumMods sums the modifiers whose reason contains text.
func sumMods(mods []dice.Mod, text string) int {
	n := 0
	for _, md := range mods {
		if strings.Contains(md.Reason, text) {
			n += md.Value
		}
	}
	return n
}
