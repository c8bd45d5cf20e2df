package campaign

import (
	"maps"
	"slices"

	"periscope/game/engine"
)

// Clone returns a deep copy of the state: no slice, map or pointer is shared
// with s, so either may change without touching the other. It keeps nil and
// empty apart exactly as they are in s, and is equal to a JSON round trip of
// s (TestCloneEqualsJSONRoundTrip), at a fraction of its cost
// (BenchmarkClone). The UI copies the state at every phase it animates.
//
// A field added to State (or to any type it holds) must be added here:
// TestCloneCoversEveryField fills every field by reflection and fails on
// one left out or left shared.
func (s *State) Clone() *State { return s.clone(true, nil) }

// clone copies s, deeply when patrols is set (else as CloneView); a view
// copies its boats into spare when it is long enough.
func (s *State) clone(patrols bool, spare []Sub) *State {
	if s == nil {
		return nil
	}
	c := *s // every value field; the rest are replaced below
	c.Options = slices.Clone(s.Options)
	c.Flags = maps.Clone(s.Flags)
	c.EventCount = maps.Clone(s.EventCount)
	c.TorpedoTried = slices.Clone(s.TorpedoTried)

	if !patrols && s.Subs != nil && cap(spare) >= len(s.Subs) {
		c.Subs = viewSubsInto(spare[:len(s.Subs)], s.Subs)
	} else {
		c.Subs = cloneSubs(s.Subs, patrols)
	}
	c.Bases = slices.Clone(s.Bases)

	c.Cups = cloneStringsMap(s.Cups)
	c.Aside = slices.Clone(s.Aside)
	c.NotYet = slices.Clone(s.NotYet)
	c.OutPeriod = slices.Clone(s.OutPeriod)
	c.Out = slices.Clone(s.Out)
	c.TDCValue = slices.Clone(s.TDCValue)
	c.TDCPool = slices.Clone(s.TDCPool)
	c.AcePool = slices.Clone(s.AcePool)
	c.AceGone = slices.Clone(s.AceGone)

	c.Intel = s.Intel.clone()
	c.Aircraft = slices.Clone(s.Aircraft)
	c.Mines = slices.Clone(s.Mines)
	c.Missions = slices.Clone(s.Missions)
	c.Overrides = slices.Clone(s.Overrides)
	c.Tenders = slices.Clone(s.Tenders)
	c.Supply = slices.Clone(s.Supply)
	c.NotVirgin = slices.Clone(s.NotVirgin)
	c.Searched = slices.Clone(s.Searched)
	c.Progress = slices.Clone(s.Progress)
	c.Raids = maps.Clone(s.Raids)
	c.CupAdds = slices.Clone(s.CupAdds)
	c.TenderOrders = slices.Clone(s.TenderOrders)
	c.Packs = clonePacks(s.Packs)
	c.Political = s.Political.clone()
	c.PackLevelTurn = maps.Clone(s.PackLevelTurn)

	c.Combat = s.Combat.clone()

	if s.Stack != nil {
		c.Stack = make([]Frame, len(s.Stack))
		for i := range s.Stack {
			if patrols {
				c.Stack[i] = cloneFrame(s.Stack[i])
			} else {
				c.Stack[i] = viewFrame(s.Stack[i])
			}
		}
	}
	if s.Pending != nil {
		if patrols {
			// The question's words built on the state it was asked in, as
			// its options are (clonePrompt): the clone and the state alike.
			s.Pending.Prompt.ResolveWords()
			c.Pending = &Pending{Prompt: clonePrompt(s.Pending.Prompt), Frame: cloneFrame(s.Pending.Frame)}
		} else {
			// A view (and a fork) shares the pending decision: once asked
			// it is never changed (engine.Machine.Ask makes a new one,
			// Answer drops it), only resolved, and that is done now, on
			// the state it was asked in. Copying its options' messages
			// was a third of every phase view (issue 16).
			s.Pending.Prompt.Resolve()
			c.Pending = s.Pending
		}
	}
	if s.Result != nil {
		r := *s.Result
		c.Result = &r
	}
	c.Chronicle = slices.Clone(s.Chronicle)
	if patrols {
		c.Patrols = clonePatrols(s.Patrols)
	} else {
		c.Patrols = s.Patrols[:len(s.Patrols):len(s.Patrols)]
	}
	return &c
}

// CloneView is Clone for a read-only copy (the UI's phase states): it
// shares the finished patrols with s instead of copying them. They are
// most of a late campaign's state, and the rules only ever append to them
// (a finished patrol's report never changes), so the copy still reads as
// s stood: s appending later does not reach it (its length and capacity end
// where s's list ended). Nothing may change the copy.
func (s *State) CloneView() *State { return s.clone(false, nil) }

// phaseView is the game's CloneView for the UI (PhaseView, WatchPhases),
// copying the boats into the array of a view handed back (RecycleView)
// when there is one: a late campaign's 557 boats are 250 KB, most of a
// view, and a view is made before every decision the player sees
// animated. Reused, they are copied but not allocated, so the decisions
// no longer feed the collector a quarter of a megabyte each (issue 16).
func (g *Game) phaseView() *State {
	var spare []Sub
	if n := len(g.spare); n > 0 {
		spare, g.spare = g.spare[n-1], g.spare[:n-1]
	}
	return g.S.clone(false, spare)
}

// maxSpare bounds the boats' arrays a game keeps for its views.
const maxSpare = 8

// RecycleView takes back a view made by PhaseView or WatchPhases that the
// UI has dropped and will never read again (nor anything else): the next
// views copy their boats into its array. Its caller must hold no other
// reference to the view: the view changes when it is reused.
func (g *Game) RecycleView(v any) {
	st, ok := v.(*State)
	if !ok || st == nil || st.Subs == nil || len(g.spare) >= maxSpare {
		return
	}
	g.spare = append(g.spare, st.Subs[:cap(st.Subs)])
}

// viewSubsInto copies the boats into out (as long as subs, taken from a
// dropped view), as cloneSubs does for a view: the patrol logs' lists are
// shared, cut to their length, and the Met records copied, into the
// records the dropped view owned where it had one.
func viewSubsInto(out, subs []Sub) []Sub {
	for i := range subs {
		met := out[i].Patrol.Met
		out[i] = subs[i]
		p := &out[i].Patrol
		if p.Sunk != nil {
			p.Sunk = p.Sunk[:len(p.Sunk):len(p.Sunk)]
		}
		if p.Areas != nil {
			p.Areas = p.Areas[:len(p.Areas):len(p.Areas)]
		}
		if p.Met != nil {
			if met == nil {
				met = new(Met)
			}
			*met = *p.Met
			p.Met = met
		}
	}
	return out
}

// cloneSubs copies the boats, their patrol logs' lists and their Met
// counts: one allocation for the boats, one for their Met records and, for
// a full copy (deep), one for all the lists' strings. A view (not deep)
// shares the lists instead, cut to their length and capacity: the rules
// only ever append to a patrol log's lists (or start a new log), never
// write an element in place, so s appending later does not reach the
// view, as with the finished patrols. The Met records, which the rules
// count up in place, are copied either way.
func cloneSubs(subs []Sub, deep bool) []Sub {
	if subs == nil {
		return nil
	}
	out := slices.Clone(subs)
	mets := make([]Met, len(subs))
	var strs []string
	if deep {
		n := 0
		for i := range subs {
			n += len(subs[i].Patrol.Sunk) + len(subs[i].Patrol.Areas)
		}
		strs = make([]string, 0, n)
	}
	// take copies l into the shared backing array (deep) or cuts it,
	// keeping nil and empty.
	take := func(l []string) []string {
		if l == nil {
			return nil
		}
		if !deep {
			return l[:len(l):len(l)]
		}
		start := len(strs)
		strs = append(strs, l...)
		return strs[start:len(strs):len(strs)]
	}
	for i := range out {
		p := &out[i].Patrol
		p.Sunk = take(p.Sunk)
		p.Areas = take(p.Areas)
		if p.Met != nil {
			mets[i] = *p.Met
			p.Met = &mets[i]
		}
	}
	return out
}

// clonePatrols copies the finished patrols (most of a late campaign's
// state): one allocation for the reports, one for their Met records and one
// for all their strings.
func clonePatrols(ps []PatrolReport) []PatrolReport {
	if ps == nil {
		return nil
	}
	out := slices.Clone(ps)
	mets := make([]Met, len(ps))
	n := 0
	for i := range ps {
		n += len(ps[i].Sunk) + len(ps[i].Areas)
	}
	strs := make([]string, 0, n)
	// take copies l into the shared backing array, keeping nil and empty.
	take := func(l []string) []string {
		if l == nil {
			return nil
		}
		start := len(strs)
		strs = append(strs, l...)
		return strs[start:len(strs):len(strs)]
	}
	for i := range out {
		p := &out[i]
		p.Sunk = take(p.Sunk)
		p.Areas = take(p.Areas)
		if p.Met != nil {
			mets[i] = *p.Met
			p.Met = &mets[i]
		}
	}
	return out
}

func cloneStringsMap(m map[string][]string) map[string][]string {
	if m == nil {
		return nil
	}
	out := make(map[string][]string, len(m))
	for k, v := range m {
		out[k] = slices.Clone(v)
	}
	return out
}

func (in Intel) clone() Intel {
	in.BDienstTF = slices.Clone(in.BDienstTF)
	in.BDienstSpec = slices.Clone(in.BDienstSpec)
	in.Weather = slices.Clone(in.Weather)
	in.Ultra = slices.Clone(in.Ultra)
	return in
}

func (c *Combat) clone() *Combat {
	if c == nil {
		return nil
	}
	out := *c
	if c.Columns != nil {
		out.Columns = make([]BoardColumn, len(c.Columns))
		for i, col := range c.Columns {
			col.Units = slices.Clone(col.Units)
			col.Subs = slices.Clone(col.Subs)
			out.Columns[i] = col
		}
	}
	if c.Boats != nil {
		out.Boats = make([]CombatBoat, len(c.Boats))
		for i, b := range c.Boats {
			b.Sank = slices.Clone(b.Sank)
			b.RevCols = slices.Clone(b.RevCols)
			b.Done = slices.Clone(b.Done)
			b.Allowed = slices.Clone(b.Allowed)
			if b.Fight != nil {
				b.Fight = make([]engine.Choice, len(c.Boats[i].Fight))
				for k, ch := range c.Boats[i].Fight {
					ch.Points, ch.Data = slices.Clone(ch.Points), slices.Clone(ch.Data)
					b.Fight[k] = ch
				}
			}
			out.Boats[i] = b
		}
	}
	out.ScatterLeft = slices.Clone(c.ScatterLeft)
	out.Tried = slices.Clone(c.Tried)
	out.HeldTDCs = slices.Clone(c.HeldTDCs)
	return &out
}

func cloneFrame(f Frame) Frame {
	f.L = slices.Clone(f.L)
	if f.Ans != nil {
		a := cloneChoice(*f.Ans)
		f.Ans = &a
	}
	return f
}

// viewFrame is a frame for a view or a fork: its list is shared, cut to
// its length and capacity (the rules only ever append to a frame's list or
// replace it, never write an element in place), and its answer shared (a
// choice is never changed once made).
func viewFrame(f Frame) Frame {
	if f.L != nil {
		f.L = f.L[:len(f.L):len(f.L)]
	}
	return f
}

func cloneChoice(c engine.Choice) engine.Choice {
	c.Points = slices.Clone(c.Points)
	c.Data = slices.Clone(c.Data)
	return c
}

// clonePrompt copies a prompt with its options, their odds and the
// attack split's limits and odds.
func clonePrompt(p engine.Prompt) engine.Prompt {
	p.ResolveWords() // on the copy: the question as the state asks it now
	if p.Options != nil {
		opts := make([]engine.Option, len(p.Options))
		for i := range p.Options {
			// Built on the state the prompt was asked in (the options are
			// shared with that state, which is resolved once).
			p.Options[i].Resolve()
			o := p.Options[i]
			o.Odds = slices.Clone(o.Odds)
			o.LabelMsg = cloneMsg(o.LabelMsg)
			o.DetailMsg = cloneMsg(o.DetailMsg)
			opts[i] = o
		}
		p.Options = opts
	}
	p.Msg = cloneMsg(p.Msg)
	p.SubMsg = cloneMsg(p.SubMsg)
	if p.Alloc != nil {
		a := *p.Alloc
		a.Max = slices.Clone(a.Max)
		if a.PerTarget != nil {
			a.PerTarget = make([][][]engine.Odd, len(p.Alloc.PerTarget))
			for i, t := range p.Alloc.PerTarget {
				if t == nil {
					continue
				}
				a.PerTarget[i] = make([][]engine.Odd, len(t))
				for j, odds := range t {
					a.PerTarget[i][j] = slices.Clone(odds)
				}
			}
		}
		p.Alloc = &a
	}
	return p
}

// cloneMsg copies a catalogue message with its arguments, and the messages
// nested in them.
func cloneMsg(m *engine.Msg) *engine.Msg {
	if m == nil {
		return nil
	}
	c := *m
	if m.Args != nil {
		c.Args = make([]engine.Arg, len(m.Args))
		for i, a := range m.Args {
			a.Msg = cloneMsg(a.Msg)
			c.Args[i] = a
		}
	}
	return &c
}
