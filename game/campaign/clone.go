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
	return s.cloneAfter(nil, false, patrols, spare)
}

// noView stands for "no earlier view" in cloneAfter: every list is copied.
var noView State

// cloneAfter is clone for a view made after an earlier view prev of the
// same game (nil: none): each list or map equal to prev's is prev's, not a
// new copy (a view is never changed, so views may share what they hold
// alike: issue 16, a phase view copied a late campaign's whole state at
// every phase, though a phase changes a few boats and lists at most). The
// boats' array is prev's too when sameSubs says its boats are s's
// (subsEqual) and may be shared (the views are handed back for reuse
// together: Game.phaseView).
// Only views share: a copy that is played or changed (Clone, Fork,
// SnapshotLater) passes nil.
func (s *State) cloneAfter(prev *State, sameSubs, patrols bool, spare []Sub) *State {
	if s == nil {
		return nil
	}
	p := prev
	if p == nil {
		p = &noView
	}
	c := *s // every value field; the rest are replaced below
	c.Options = keepSlice(p.Options, s.Options)
	c.Flags = maps.Clone(s.Flags)
	c.EventCount = keepMap(p.EventCount, s.EventCount)
	c.TorpedoTried = slices.Clone(s.TorpedoTried)

	switch {
	case prev != nil && sameSubs:
		c.Subs = prev.Subs
	case !patrols && s.Subs != nil && cap(spare) >= len(s.Subs):
		c.Subs = viewSubsInto(spare[:len(s.Subs)], s.Subs)
	default:
		c.Subs = cloneSubs(s.Subs, patrols)
	}
	c.Bases = slices.Clone(s.Bases)

	c.Cups = keepStringsMap(p.Cups, s.Cups)
	c.Aside = keepSlice(p.Aside, s.Aside)
	c.NotYet = keepSlice(p.NotYet, s.NotYet)
	c.OutPeriod = keepSlice(p.OutPeriod, s.OutPeriod)
	c.Out = keepSlice(p.Out, s.Out)
	c.TDCValue = slices.Clone(s.TDCValue)
	c.TDCPool = slices.Clone(s.TDCPool)
	c.AcePool = keepSlice(p.AcePool, s.AcePool)
	c.AceGone = keepSlice(p.AceGone, s.AceGone)

	c.Intel = s.Intel.clone()
	c.Aircraft = slices.Clone(s.Aircraft)
	c.Mines = slices.Clone(s.Mines)
	c.Missions = slices.Clone(s.Missions)
	c.Overrides = slices.Clone(s.Overrides)
	c.Tenders = slices.Clone(s.Tenders)
	c.Supply = slices.Clone(s.Supply)
	c.NotVirgin = keepSlice(p.NotVirgin, s.NotVirgin)
	c.Searched = keepSlice(p.Searched, s.Searched)
	c.Progress = slices.Clone(s.Progress)
	c.Raids = maps.Clone(s.Raids)
	c.CupAdds = slices.Clone(s.CupAdds)
	c.TenderOrders = keepSlice(p.TenderOrders, s.TenderOrders)
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
	c.Chronicle = keepSlice(p.Chronicle, s.Chronicle)
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
//
// A view shares with the game's last view whatever has not changed since
// (cloneAfter), and its boats' array too when no boat has changed and both
// views were made in the same decision (sameSubs: the phase views of one
// Apply and the view before it, which the UI drops and hands back
// together; RecycleView takes an array it already holds back once). Late
// in a campaign a phase changes a boat or two of 600 and half the phases
// none, so a turn end's seven views copied the boats seven times.
func (g *Game) phaseView(sameSubs bool) *State {
	prev := g.lastView
	share := prev != nil && sameSubs && subsEqual(prev.Subs, g.S.Subs)
	var spare []Sub
	if n := len(g.spare); n > 0 && !share {
		spare, g.spare = g.spare[n-1], g.spare[:n-1]
	}
	v := g.S.cloneAfter(prev, share, false, spare)
	g.lastView = v
	return v
}

// maxSpare bounds the boats' arrays a game keeps for its views.
const maxSpare = 8

// RecycleView takes back a view made by PhaseView or WatchPhases that the
// UI has dropped and will never read again (nor anything else): the next
// views copy their boats into its array. Its caller must hold no other
// reference to the view: the view changes when it is reused.
//
// Views that share their boats' array (phaseView) are handed back
// together; the array is taken once.
func (g *Game) RecycleView(v any) {
	st, ok := v.(*State)
	if !ok || st == nil || cap(st.Subs) == 0 || len(g.spare) >= maxSpare {
		return
	}
	arr := st.Subs[:cap(st.Subs)]
	for _, sp := range g.spare {
		if &sp[0] == &arr[0] {
			return
		}
	}
	if l := g.lastView; l != nil && cap(l.Subs) > 0 && &l.Subs[:cap(l.Subs)][0] == &arr[0] {
		// The next view will copy into this array: it may not share it.
		g.sameSubs = false
	}
	g.spare = append(g.spare, arr)
}

// subsEqual reports whether two lists of boats are equal (subEqual), a
// view's against the state's.
func subsEqual(a, b []Sub) bool {
	if len(a) != len(b) || (a == nil) != (b == nil) {
		return false
	}
	for i := range a {
		if !subEqual(&a[i], &b[i]) {
			return false
		}
	}
	return true
}

// subEqual reports whether two boats are equal, field by field, their
// patrol logs' lists and Met counts by value (TestSubEqualSeesEveryField
// changes each field in turn). The fields that change most come first.
func subEqual(a, b *Sub) bool {
	if a.Status != b.Status || a.Area != b.Area || a.Section != b.Section || a.Side != b.Side || a.Box != b.Box ||
		a.Acted != b.Acted || a.ID != b.ID || a.Base != b.Base || a.Damage != b.Damage || a.Spotted != b.Spotted ||
		a.RTB != b.RTB || a.Inexp != b.Inexp || a.Mines != b.Mines || a.MineTarget != b.MineTarget ||
		a.Ace != b.Ace || a.AceLevel != b.AceLevel || a.Entry != b.Entry || a.Dest != b.Dest ||
		a.Mission != b.Mission || a.EntryArea != b.EntryArea || a.ReturnMonth != b.ReturnMonth ||
		a.Withdraw != b.Withdraw || a.Command != b.Command || a.MainBaseOnly != b.MainBaseOnly ||
		a.JoinFailedIn != b.JoinFailedIn || a.Sortied != b.Sortied || a.Cautious != b.Cautious ||
		a.NoTorpedoes != b.NoTorpedoes || a.LaidMines != b.LaidMines || a.GunOnly != b.GunOnly ||
		a.NoShips != b.NoShips || a.SkippedSrch != b.SkippedSrch || a.DoctrineLim != b.DoctrineLim ||
		a.SearchesLeft != b.SearchesLeft || a.StormChecked != b.StormChecked || a.MinesKept != b.MinesKept ||
		a.StandBy != b.StandBy || a.Torpedoed != b.Torpedoed {
		return false
	}
	p, q := &a.Patrol, &b.Patrol
	if p.Start != q.Start || p.Ships != q.Ships || p.Tons != q.Tons || p.Contacts != q.Contacts ||
		p.RTBOutbound != q.RTBOutbound || p.Skipped != q.Skipped || p.VoluntaryRTB != q.VoluntaryRTB ||
		p.Damaged != q.Damaged || p.BeyondRange != q.BeyondRange || p.Limping != q.Limping ||
		!sameStrings(p.Sunk, q.Sunk) || !sameStrings(p.Areas, q.Areas) {
		return false
	}
	if p.Met == nil || q.Met == nil {
		return p.Met == q.Met
	}
	return *p.Met == *q.Met
}

// sameStrings reports whether two lists are equal, nil and empty apart. A
// view's patrol list is the state's own array cut to its length, so equal
// arrays and lengths are the common case.
func sameStrings(a, b []string) bool {
	if len(a) != len(b) || (a == nil) != (b == nil) {
		return false
	}
	if len(a) == 0 || &a[0] == &b[0] {
		return true
	}
	return slices.Equal(a, b)
}

// keepSlice is prev when it equals cur (nil and empty apart), else a copy
// of cur. It serves the lists that are long or copied often (the counters'
// lists, the chronicle); the short ones are copied, as each instance of a
// generic function is code in the wasm.
func keepSlice[S ~[]E, E comparable](prev, cur S) S {
	if prev != nil && cur != nil && slices.Equal(prev, cur) {
		return prev
	}
	return slices.Clone(cur)
}

// keepMap is keepSlice for the event counts.
func keepMap(prev, cur map[string]int) map[string]int {
	if prev != nil && cur != nil && maps.Equal(prev, cur) {
		return prev
	}
	return maps.Clone(cur)
}

// keepStringsMap is keepMap for the cups.
func keepStringsMap(prev, cur map[string][]string) map[string][]string {
	if prev != nil && cur != nil && maps.EqualFunc(prev, cur, func(a, b []string) bool { return (a == nil) == (b == nil) && slices.Equal(a, b) }) {
		return prev
	}
	return cloneStringsMap(cur)
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
