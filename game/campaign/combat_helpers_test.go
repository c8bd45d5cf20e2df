package campaign

import (
	"fmt"
	"strings"
	"testing"

	"periscope/game/data"
	"periscope/game/engine"
)

// Helpers for driving search and combat through the engine in tests.

// combatGame is a fixture game at a war period and month, with the
// scenario's own steps cleared: the test pushes the frames it drives.
func combatGame(t *testing.T, period int, month string, seed uint64) *Game {
	t.Helper()
	g := newTest(t, "operational", seed)
	m, err := data.MonthIndex(month)
	if err != nil {
		t.Fatal(err)
	}
	g.S.Month, g.S.Week, g.S.Period, g.S.Turn = m, 1, period, 1
	g.S.BDienst, g.S.Enigma, g.S.G7 = 0, 0, -1
	g.fillCups()
	g.S.Stack = nil
	for i := range g.S.Subs {
		s := &g.S.Subs[i]
		if s.Status == StSea {
			g.PutInBox(s, "germany", BoxWorkUp)
		}
	}
	return g
}

// atSea puts a boat at sea, patrol side up, in the Operating section.
func atSea(g *Game, id, area string) *Sub {
	s := g.Sub(id)
	s.Status = StSea
	g.PutAtSea(s, area, Operating, Patrol)
	return s
}

// giveAce puts an ace from the pool on a boat.
func giveAce(t *testing.T, g *Game, sub, ace string, level int) {
	t.Helper()
	if s := g.Sub(sub); s.Ace == ace {
		s.AceLevel = level
		return
	}
	for i, a := range g.S.AcePool {
		if a == ace {
			g.S.AcePool = append(g.S.AcePool[:i:i], g.S.AcePool[i+1:]...)
			s := g.Sub(sub)
			s.Ace, s.AceLevel = ace, level
			return
		}
	}
	t.Fatalf("ace %s not in the pool", ace)
}

// take removes one counter of an Allied type from wherever it is (a cup,
// the spares, not-yet) and returns its id, for placing on a display.
func take(t *testing.T, g *Game, typ string) string {
	t.Helper()
	from := func(list *[]string) string {
		for i, id := range *list {
			if g.utype(id).ID == typ {
				*list = append((*list)[:i:i], (*list)[i+1:]...)
				return id
			}
		}
		return ""
	}
	for _, cup := range sortedKeys(g.S.Cups) {
		l := g.S.Cups[cup]
		if id := from(&l); id != "" {
			g.S.Cups[cup] = l
			return id
		}
	}
	for _, l := range []*[]string{&g.S.Aside, &g.S.NotYet, &g.S.OutPeriod, &g.S.Out} {
		if id := from(l); id != "" {
			return id
		}
	}
	t.Fatalf("no counter of type %s left", typ)
	return ""
}

// unit describes a counter to put on a test display.
type unit struct {
	typ string
	up  bool
	tdc int  // TDC value to place (from the pool); used when hasTDC
	has bool // carries a TDC
	cup string
}

// board puts a combat on the display: kind, columns of units, the boats
// with their columns, at a stage.
func board(t *testing.T, g *Game, kind, area string, cols [][]unit, boats map[string]int) *Combat {
	t.Helper()
	c := &Combat{Kind: kind, Area: area, Gov: g.govOf(area), Level: "r", Round: 1, Stage: "turns",
		West: g.westWaters(g.govOf(area))}
	c.Board = boardFor(kind)
	bd := g.T.Tables.Boards[c.Board]
	if len(cols) != len(bd.Columns) {
		t.Fatalf("board %s has %d columns, test gives %d", c.Board, len(bd.Columns), len(cols))
	}
	for i, col := range bd.Columns {
		bc := BoardColumn{Role: col.Role, Entry: col.Entry, Boxes: col.SubBoxes}
		for _, u := range cols[i] {
			cup := u.cup
			if cup == "" {
				cup = "outer"
			}
			bu := BoardUnit{ID: take(t, g, u.typ), Up: u.up, TDC: -1, Cup: cup}
			if u.has {
				bu.TDC = takeTDCValue(t, g, u.tdc)
				bu.TDCUp = true
			}
			bc.Units = append(bc.Units, bu)
		}
		c.Columns = append(c.Columns, bc)
	}
	g.S.Combat = c
	for _, id := range sortedKeys(boats) {
		c.Boats = append(c.Boats, CombatBoat{ID: id, Role: "lone", Column: -1})
	}
	// The contacting boat first: the lowest column given as -2.. keep map order stable.
	for i := range c.Boats {
		if col := boats[c.Boats[i].ID]; col >= 0 {
			g.placeBoat(&c.Boats[i], col)
		}
	}
	return c
}

// takeTDCValue takes a TDC counter of a value out of the pool.
func takeTDCValue(t *testing.T, g *Game, v int) int {
	t.Helper()
	for i, idx := range g.S.TDCPool {
		if g.S.TDCValue[idx] == v {
			g.S.TDCPool = append(g.S.TDCPool[:i:i], g.S.TDCPool[i+1:]...)
			return idx
		}
	}
	t.Fatalf("no TDC %+d in the pool", v)
	return -1
}

// drive runs frames on an empty stack to the next decision.
func drive(t *testing.T, g *Game, fs ...Frame) []engine.Entry {
	t.Helper()
	g.S.Stack = nil
	g.S.Over, g.S.Result = false, nil // the last drive ended the "scenario"
	g.Push(fs...)
	if err := g.Run(); err != nil {
		t.Fatal(err)
	}
	return g.Flush()
}

// answer picks the option with a key.
func answer(t *testing.T, g *Game, key string) []engine.Entry {
	t.Helper()
	p := g.Prompt()
	if p == nil {
		t.Fatalf("no prompt pending to answer %q", key)
	}
	for i, o := range p.Options {
		if o.Key == key || sameUnitKey(g, o.Key, key) {
			es, err := g.Apply(engine.Pick(i))
			if err != nil {
				t.Fatal(err)
			}
			return es
		}
	}
	t.Fatalf("prompt %s has no option %q (has %v)", p.Kind, key, keys(p))
	return nil
}

// split answers an allocation prompt with points per unit id.
func split(t *testing.T, g *Game, pts map[string]int) []engine.Entry {
	t.Helper()
	p := g.Prompt()
	if p == nil || p.Alloc == nil {
		t.Fatalf("no allocation prompt pending")
	}
	v := make([]int, len(p.Options))
	for i, o := range p.Options {
		v[i] = pts[g.S.Combat.UnitOfKey(o.Key)]
	}
	es, err := g.Apply(engine.Split(v...))
	if err != nil {
		t.Fatal(err)
	}
	return es
}

// sameUnitKey reports whether an option's key names, on the board, the
// unit a test names by id ("unit:sl-rochester#1" for the face-down
// counter's "unit:@0.0"): the tests know what is under the flags.
func sameUnitKey(g *Game, optKey, want string) bool {
	if g.S.Combat == nil {
		return false
	}
	op, _, ok1 := strings.Cut(optKey, ":")
	wp, wid, ok2 := strings.Cut(want, ":")
	return ok1 && ok2 && op == wp && g.S.Combat.UnitOfKey(optKey) == wid
}

func keys(p *engine.Prompt) []string {
	var out []string
	for _, o := range p.Options {
		out = append(out, o.Key)
	}
	return out
}

// wantPrompt checks the pending prompt's kind.
func wantPrompt(t *testing.T, g *Game, kind string) *engine.Prompt {
	t.Helper()
	p := g.Prompt()
	if p == nil {
		t.Fatalf("want a %s prompt, the game has none (over: %v)", kind, g.Over())
	}
	if p.Kind != kind {
		t.Fatalf("want a %s prompt, got %s (%s)", kind, p.Kind, p.Text)
	}
	return p
}

// logText joins the log entries' texts.
func logText(es []engine.Entry) string {
	var b strings.Builder
	for _, e := range es {
		fmt.Fprintf(&b, "[%s] %s\n", e.Rule, e.Text)
	}
	return b.String()
}

// wantLog checks that the log has an entry containing each text.
func wantLog(t *testing.T, es []engine.Entry, texts ...string) {
	t.Helper()
	all := logText(es)
	for _, s := range texts {
		if !strings.Contains(all, s) {
			t.Errorf("log lacks %q; log:\n%s", s, all)
		}
	}
}

// rollOf finds the first roll with a purpose.
func rollOf(t *testing.T, es []engine.Entry, purpose string) *engine.Entry {
	t.Helper()
	for i := range es {
		if es[i].Roll != nil && es[i].Roll.Purpose == purpose {
			return &es[i]
		}
	}
	t.Fatalf("no %q roll in the log:\n%s", purpose, logText(es))
	return nil
}

// oddsOf returns an option's odds as a map.
func oddsOf(p *engine.Prompt, key string) map[string]float64 {
	for _, o := range p.Options {
		if o.Key == key {
			m := map[string]float64{}
			for _, d := range o.Odds {
				m[d.Outcome] += d.P
			}
			return m
		}
	}
	return nil
}

func near(a, b float64) bool { return a-b < 1e-9 && b-a < 1e-9 }

// unitOf finds the board unit of a type.
func unitOf(t *testing.T, g *Game, typ string) *BoardUnit {
	t.Helper()
	for _, id := range g.S.Combat.unitIDs(func(int, *BoardUnit) bool { return true }) {
		if g.utype(id).ID == typ {
			return g.S.Combat.Unit(id)
		}
	}
	t.Fatalf("no %s on the display", typ)
	return nil
}

// firstInBaseToSea takes the first sub in base to sea at area, in the
// given section and side of its counter.
func firstInBaseToSea(t *testing.T, g *Game, area, section, side string) *Sub {
	t.Helper()
	for i := range g.S.Subs {
		if s := &g.S.Subs[i]; s.Status == StBase {
			s.Status = StSea
			g.PutAtSea(s, area, section, side)
			return s
		}
	}
	t.Fatal("no sub in base")
	return nil
}
