package campaign

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"periscope/game/data"
)

// Scenario returns the scenario being played.
func (g *Game) Scenario() *data.Scenario { return g.T.Scenario(g.S.Scenario) }

// setup builds the starting state of a scenario [3.0]–[3.3], [31.01].
func (g *Game) setup(sc *data.Scenario) error {
	s := g.S
	start, err := data.MonthIndex(sc.Start)
	if err != nil {
		return err
	}
	s.Month = start
	s.Week = sc.StartWeek
	if s.Week == 0 {
		s.Week = 1
	}
	s.Period = sc.Period
	s.G7 = sc.G7
	s.BDienst = sc.BDienst
	s.Enigma = sc.Enigma
	s.Enigma4 = sc.Enigma4
	s.Flags = map[string]bool{}
	s.EventCount = map[string]int{}
	for _, f := range sc.Flags {
		s.Flags[f] = true
	}
	g.setupPolitical(sc)

	// Bases [21.0].
	inScenario := map[string]bool{}
	for _, b := range sc.Bases {
		inScenario[b] = true
	}
	for _, b := range g.T.Map.Bases {
		active := inScenario[b.ID]
		if b.Kind == data.BaseMain && b.ActiveEvent == "" && b.Opens == "" && b.ActiveFrom <= s.Period {
			active = true
		}
		if b.Kind == data.BaseRefit || b.Kind == data.BaseNeutral {
			active = true
		}
		s.Bases = append(s.Bases, BaseState{ID: b.ID, Active: active})
	}

	// Boats: the order of battle [31.01]; later arrivals wait for the
	// reinforcement list [3.0], [8.0].
	oob := map[string]data.OOB{}
	for _, o := range sc.OOB {
		oob[o.Boat] = o
	}
	assigned := map[string]bool{}
	// The alternative construction and captured boats [35] (checked by New).
	plan, err := constructionPlan(g.T, s.Options)
	if err != nil {
		return err
	}
	for _, b := range g.T.Boats {
		entry, _ := data.MonthIndex(b.Entry)
		sub := Sub{ID: b.ID, Entry: entry, Base: b.Base, Inexp: b.Inexp}
		o, inOOB := oob[b.ID]
		if num, _, ok := strings.Cut(b.ID, "/"); ok && plan.in[b.ID] && !inOOB {
			o, inOOB = oob[num] // a stand-in takes its number's place [35.12]
			o.Boat = b.ID
		}
		switch {
		case plan.out[b.ID]:
			// Replaced [35.1]–[35.3], or to training with its block [35.11].
			sub.Status = StOut
		case inOOB:
			if err := g.placeOOB(&sub, o); err != nil {
				return fmt.Errorf("scenario %s: %v", sc.ID, err)
			}
			if o.Ace != "" {
				sub.Ace = o.Ace
				sub.AceLevel = max(1, o.AceLevel)
				assigned[o.Ace] = true
			}
		case sc.Reinforcements && entry > start && (!b.Optional || plan.in[b.ID]):
			sub.Status = StFuture
		case sc.Reinforcements && plan.in[b.ID]:
			// An optional boat due before the scenario starts arrives
			// at the first reinforcement phase [35].
			sub.Status, sub.Entry = StFuture, start
		default:
			sub.Status = StOut
		}
		s.Subs = append(s.Subs, sub)
	}
	for _, a := range g.T.Aces {
		if !assigned[a.ID] {
			s.AcePool = append(s.AcePool, a.ID)
		}
	}

	// Allied counters: one instance per copy; those not yet available wait;
	// named ships lost before the start are left out [3.13].
	s.Cups = map[string][]string{}
	for _, a := range g.T.Allied {
		for n := 1; n <= a.Count; n++ {
			id := a.ID + "#" + strconv.Itoa(n)
			switch {
			case a.Named && a.Sunk != "" && monthBefore(a.Sunk, start):
				s.Out = append(s.Out, id)
			default:
				s.NotYet = append(s.NotYet, id)
			}
		}
	}
	g.fillCups()

	// Aircraft [7.5].
	for _, id := range sc.Aircraft {
		a := g.T.AircraftByID(id)
		s.Aircraft = append(s.Aircraft, AirState{ID: id, Base: a.Base})
	}

	g.Push(Frame{Op: opScenarioSetup}, Frame{Op: opTurnStart})
	return nil
}

func monthBefore(m string, idx int) bool {
	v, err := data.MonthIndex(m)
	return err == nil && v < idx
}

// placeOOB puts a boat where the order of battle says [31.01].
func (g *Game) placeOOB(sub *Sub, o data.OOB) error {
	parts := strings.Split(o.Where, ":")
	place, box := parts[0], parts[1]
	if o.Inexp > 0 {
		sub.Inexp = o.Inexp
	}
	if b := g.T.Base(place); b != nil && (box != Operating && box != Done) {
		sub.Status, sub.Base = StBase, place
		switch box {
		case BoxHold, BoxR3, BoxR2, BoxR1, BoxWorkUp, BoxInPort, BoxPier, BoxReady:
			sub.Box = box
		case "roll":
			// Resolved by the scenario.setup step, where the roll is logged.
			sub.Box = "roll"
		default:
			return fmt.Errorf("boat %s: unknown base box %q", sub.ID, box)
		}
		return nil
	}
	a := g.area(place)
	if a == nil {
		return fmt.Errorf("boat %s: unknown place %q", sub.ID, place)
	}
	if box != Operating && box != Done {
		return fmt.Errorf("boat %s: at sea the box must be operating or done, not %q", sub.ID, box)
	}
	sub.Status, sub.Area, sub.Section, sub.Side = StSea, place, box, Patrol
	g.seaChanged(sub)
	sub.Patrol.Met = &Met{} // a patrol under way: what it meets is recorded
	if len(parts) > 2 {
		if parts[2] != Patrol && parts[2] != Transit {
			return fmt.Errorf("boat %s: unknown side %q", sub.ID, parts[2])
		}
		sub.Side = parts[2]
	}
	return nil
}

// unitType returns the type of an allied unit id ("flower-ct#3"). The
// odds walks ask it for the same counters again and again (issue 16: 2.7 %
// of a doctrine campaign was this map look-up by a string): the answers
// are kept (engine.IDMemo).
func (g *Game) unitType(id string) *data.AlliedType {
	t, ok, e := g.types.Find(id)
	if !ok {
		if t = g.unitTypeSlow(id); t != nil {
			e.Keep(id, t)
		}
	}
	return t
}

// area is g.T.Area with the answers kept (engine.IDMemo; issue 16: 1.9 %
// of a doctrine campaign was that map look-up by a string).
func (g *Game) area(id string) *data.Area {
	a, ok, e := g.areas.Find(id)
	if !ok {
		if a = g.T.Area(id); a != nil {
			e.Keep(id, a)
		}
	}
	return a
}

// unitTypeSlow is unitType without the table.
func (g *Game) unitTypeSlow(id string) *data.AlliedType {
	i := strings.LastIndexByte(id, '#')
	if i < 0 {
		return g.T.AlliedType(id)
	}
	return g.T.AlliedType(id[:i])
}

// UnitType is unitType for other packages (UI, bots).
func (g *Game) UnitType(id string) *data.AlliedType { return g.unitType(id) }

// available reports whether an allied type may be in the War Mix now [3.12].
func (g *Game) available(a *data.AlliedType) bool {
	ok := func(s string, from bool) bool {
		switch {
		case s == "":
			return true
		case strings.HasPrefix(s, "P"):
			n, _ := strconv.Atoi(s[1:])
			if from {
				return g.S.Period >= n
			}
			return g.S.Period <= n
		case strings.HasPrefix(s, "event:"):
			happened := g.S.EventCount[s[6:]] > 0 || g.S.Flags[s[6:]]
			if from {
				return happened
			}
			return !happened
		default:
			m, err := data.MonthIndex(s)
			if err != nil {
				return false
			}
			if from {
				return g.S.Month >= m
			}
			return g.S.Month <= m
		}
	}
	if a.Reading != "" && !g.Opt(a.Reading) {
		return false // spec §12.31
	}
	return ok(a.From, true) && ok(a.Until, false)
}

// expired reports whether an allied type has left the war for good.
func (g *Game) expired(a *data.AlliedType) bool {
	return a.Until != "" && !strings.HasPrefix(a.Until, "event:") && !g.available(&data.AlliedType{Until: a.Until})
}

// fillCups empties every cup and fills them again from the War Mix of the
// current period [3.1], [3.15], [17.3]: each line takes its count at random
// among the available spare counters of its types. Counters no longer
// available go back to NotYet (or Out, once their time is over); those not
// drawn stay Aside for later remixes.
func (g *Game) fillCups() {
	s := g.S
	// Everything not on the board and not out comes back to the pool.
	pool := append([]string(nil), s.Aside...)
	for _, cup := range sortedKeys(s.Cups) {
		pool = append(pool, s.Cups[cup]...)
	}
	pool = append(pool, s.NotYet...)
	s.Cups = map[string][]string{}
	s.Aside, s.NotYet = nil, nil
	sort.Strings(pool)
	// Where a counter goes depends on its type alone: worked out once a
	// type (issue 16: the dates of every counter's type were read again
	// for each of a thousand counters at every remix).
	const (
		toAside = iota + 1
		toOut
		toNotYet
	)
	where := make([]uint8, len(g.T.Allied))
	for _, id := range pool {
		a := g.unitType(id)
		w := where[a.N]
		if w == 0 {
			switch {
			case g.available(a):
				w = toAside
			case g.expired(a) && !g.politicalKeeps(a): // [36.63G] keeps its cup additions
				w = toOut
			default:
				w = toNotYet
			}
			where[a.N] = w
		}
		switch w {
		case toAside:
			s.Aside = append(s.Aside, id)
		case toOut:
			s.Out = append(s.Out, id)
		default:
			s.NotYet = append(s.NotYet, id)
		}
	}
	mix := g.T.WarMix[s.Period-1]
	// The type of each counter Aside, by its dense number (data.AlliedType.N),
	// kept in step with it (each War Mix line looks at all of them); want
	// is a set by number, cleared after each line (issue 16: it was a map
	// of strings, looked up for every counter of every line).
	// A counter drawn into a cup is marked gone by its type (gone, a
	// number no line wants) and the list closed up once after the last
	// line: the counters left keep their order, so each line's candidates
	// are the same, in the same order, as when the list was closed up
	// after every line (issue 16, session 40: that was 80 % of fillCups).
	gone := len(g.T.Allied)
	types := make([]int, len(s.Aside))
	for i, id := range s.Aside {
		types[i] = g.unitType(id).N
	}
	want := make([]bool, len(g.T.Allied)+1) // want[gone] stays false
	drawn := false
	var cands []int
	for _, cup := range sortedKeys(mix.Cups) {
		for _, line := range mix.Cups[cup] {
			g.markPicks(want, line.Pick, true)
			cands = cands[:0]
			for i, t := range types {
				if want[t] {
					cands = append(cands, i)
				}
			}
			g.markPicks(want, line.Pick, false)
			n := min(line.Count, len(cands))
			for k := 0; k < n; k++ {
				j := g.Intn(len(cands))
				types[cands[j]] = gone
				s.Cups[cup] = append(s.Cups[cup], s.Aside[cands[j]])
				cands = append(cands[:j], cands[j+1:]...)
				drawn = true
			}
		}
	}
	if drawn {
		rest := s.Aside[:0]
		for i, id := range s.Aside {
			if types[i] != gone {
				rest = append(rest, id)
			}
		}
		s.Aside = rest
	}
	// Additions made by events and the list stay in their cups [3.12].
	g.applyCupAdds()
	// TDC pool for the period [3.2].
	s.TDCValue = append([]int(nil), mix.TDC...)
	s.TDCPool = s.TDCPool[:0]
	for i := range s.TDCValue {
		s.TDCPool = append(s.TDCPool, i)
	}
}

// markPicks sets the types a War Mix line picks [3.12] (ids, and "@"
// categories) to v in want, a set by data.AlliedType.N.
func (g *Game) markPicks(want []bool, pick []string, v bool) {
	for _, p := range pick {
		if strings.HasPrefix(p, "@") {
			for _, id := range g.T.Categories[p[1:]] {
				if a := g.T.AlliedType(id); a != nil {
					want[a.N] = v
				}
			}
		} else if a := g.T.AlliedType(p); a != nil {
			want[a.N] = v
		}
	}
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}
