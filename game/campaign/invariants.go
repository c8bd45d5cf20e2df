package campaign

import (
	"fmt"
	"strconv"

	"periscope/game/data"
)

// CheckInvariants verifies that the state is consistent: every counter is in
// exactly one place (cups, spare pools, out of play, the combat board), every
// TDC and ace likewise, every sub's location makes sense, and the subs-lost
// track equals the subs sunk. Property tests call it after every step;
// Restore calls it on every snapshot.
func (g *Game) CheckInvariants() error {
	s := g.S
	// Allied counters. Every placed id must name a real counter, once; with
	// as many placed as exist, none is missing. (Place names are built per
	// place, not per counter: this runs after every step in property tests.)
	ix := g.invIndex()
	if !ix.samePlacement(g) {
		if err := g.checkPlacement(ix); err != nil {
			return err
		}
		ix.rememberPlacement(g)
	}
	if err := g.checkSeaList(); err != nil {
		return err
	}
	// TDC counters: each in the pool or on one unit, all accounted for.
	if cap(ix.tdcSeen) < len(s.TDCValue) {
		ix.tdcSeen = make([]string, len(s.TDCValue))
	}
	tdcSeen := ix.tdcSeen[:len(s.TDCValue)]
	clear(tdcSeen)
	tdcs := 0
	for _, i := range s.TDCPool {
		if i < 0 || i >= len(s.TDCValue) {
			return fmt.Errorf("TDC pool holds unknown counter %d", i)
		}
		if tdcSeen[i] != "" {
			return fmt.Errorf("TDC counter %d is in the pool twice", i)
		}
		tdcSeen[i] = "pool"
		tdcs++
	}
	if c := s.Combat; c != nil {
		for _, i := range c.HeldTDCs { // spec §12.27
			if i < 0 || i >= len(s.TDCValue) || tdcSeen[i] != "" {
				return fmt.Errorf("held TDC counter %d is unknown or elsewhere too", i)
			}
			tdcSeen[i] = "held"
			tdcs++
		}
		for ci, col := range c.Columns {
			for _, u := range col.Units {
				if u.TDC >= 0 {
					if u.TDC >= len(s.TDCValue) {
						return fmt.Errorf("unit %s carries unknown TDC %d", u.ID, u.TDC)
					}
					if prev := tdcSeen[u.TDC]; prev != "" {
						return fmt.Errorf("TDC counter %d is both in %s and on %s", u.TDC, prev, u.ID)
					}
					tdcSeen[u.TDC] = u.ID
					tdcs++
				}
			}
			for _, sid := range col.Subs {
				sub := g.Sub(sid)
				if sub == nil || sub.Status != StSea {
					return fmt.Errorf("board column %d holds %s, which is not at sea", ci, sid)
				}
			}
		}
	}
	if tdcs != len(s.TDCValue) {
		return fmt.Errorf("%d TDC counters exist but %d are accounted for", len(s.TDCValue), tdcs)
	}

	// Aces.
	if ix.aceAt == nil {
		ix.aceAt = map[string]string{}
	}
	aceAt := ix.aceAt
	clear(aceAt)
	for _, a := range s.AcePool {
		if prev, ok := aceAt[a]; ok {
			return fmt.Errorf("ace %s is both in %s and in the pool", a, prev)
		}
		aceAt[a] = "pool"
	}
	for _, a := range s.AceGone {
		if prev, ok := aceAt[a]; ok {
			return fmt.Errorf("ace %s is both in %s and gone", a, prev)
		}
		aceAt[a] = "gone"
	}

	// Subs.
	lost := 0
	for i := range s.Subs {
		sub := &s.Subs[i]
		if m := sub.Patrol.Met; m != nil && m.Total() != sub.Patrol.Contacts {
			return fmt.Errorf("%s's patrol met %s but counts %d contacts", sub.ID, m, sub.Patrol.Contacts)
		}
		if sub.Ace != "" {
			if prev, ok := aceAt[sub.Ace]; ok {
				return fmt.Errorf("ace %s is both in %s and on %s", sub.Ace, prev, sub.ID)
			}
			aceAt[sub.Ace] = sub.ID
			if sub.AceLevel < 1 || sub.AceLevel > 2 {
				return fmt.Errorf("%s has ace level %d", sub.ID, sub.AceLevel)
			}
		}
		switch sub.Status {
		case StBase:
			if !ix.knownBase(g, i, sub.Base) {
				return fmt.Errorf("%s is at unknown base %q", sub.ID, sub.Base)
			}
			switch sub.Box {
			case BoxHold, BoxR3, BoxR2, BoxR1, BoxWorkUp, BoxInPort, BoxPier, BoxReady, "roll":
			default:
				return fmt.Errorf("%s is in unknown box %q", sub.ID, sub.Box)
			}
			if sub.Area != "" {
				return fmt.Errorf("%s is at base %s but also in area %s", sub.ID, sub.Base, sub.Area)
			}
		case StSea:
			a := ix.area(g, i, sub.Area)
			if a == nil {
				return fmt.Errorf("%s is at sea in unknown area %q", sub.ID, sub.Area)
			}
			if sub.Section != Operating && sub.Section != Done {
				return fmt.Errorf("%s is in unknown section %q", sub.ID, sub.Section)
			}
			if sub.Side != Patrol && sub.Side != Transit {
				return fmt.Errorf("%s is on unknown side %q", sub.ID, sub.Side)
			}
			if sub.Box != "" {
				return fmt.Errorf("%s is at sea but also in box %s", sub.ID, sub.Box)
			}
			if a.Kind == data.KindBase {
				return fmt.Errorf("%s is at sea in a base", sub.ID)
			}
		case StSunk:
			lost++
			if sub.Ace != "" {
				return fmt.Errorf("%s is sunk but still has ace %s", sub.ID, sub.Ace)
			}
		case StFuture, StRefit, StWrecked, StScrapped, StTraining, StOut:
		default:
			return fmt.Errorf("%s has unknown status %q", sub.ID, sub.Status)
		}
		if sub.Damage < 0 || sub.Damage > 2 {
			return fmt.Errorf("%s has %d damage markers", sub.ID, sub.Damage)
		}
	}
	for _, a := range g.T.Aces {
		if _, ok := aceAt[a.ID]; !ok {
			return fmt.Errorf("ace %s is nowhere", a.ID)
		}
	}
	if lost != s.Tracks.SubsLost {
		return fmt.Errorf("subs-lost track is %d but %d subs are sunk", s.Tracks.SubsLost, lost)
	}
	if s.Week < 1 || s.Week > g.T.Rules.WeeksPerMonth {
		return fmt.Errorf("week %d out of range", s.Week)
	}
	if s.Period < 1 || s.Period > g.T.Rules.Periods {
		return fmt.Errorf("war period %d out of range", s.Period)
	}
	return nil
}

// checkPlacement is the counter part of CheckInvariants: every id in the
// cups, the spare pools, out of play and on the combat board must name a
// real counter, once; with as many placed as exist, none is missing. (Place
// names are built per place, not per counter.)
// checkSeaList verifies that seaCounts' list of the subs at sea, while it
// holds, has every sub at sea on it: a sub put at sea without seaChanged
// would be left out of the concentration counts [22.1].
func (g *Game) checkSeaList() error {
	c := g.moves
	if c == nil || !c.seaListOK || c.seaListGen != g.seaGen || c.seaListLen != len(g.S.Subs) {
		return nil
	}
	listed := 0
	for _, i := range c.seaList {
		if g.S.Subs[i].Status == StSea {
			listed++
		}
	}
	n := 0
	for i := range g.S.Subs {
		if g.S.Subs[i].Status == StSea {
			n++
		}
	}
	if n != listed {
		return fmt.Errorf("%d subs at sea, %d of them on the concentration count's list (a sub put at sea without seaChanged)", n, listed)
	}
	return nil
}

func (g *Game) checkPlacement(ix *invIndex) error {
	s := g.S
	ix.gen++
	placed := 0
	var places []string
	put := func(id string, place int) error {
		i, ok := ix.idx[id]
		if !ok {
			return fmt.Errorf("%s holds %q, which is no counter of the theatre", places[place], id)
		}
		if ix.stamp[i] == ix.gen {
			return fmt.Errorf("counter %s is both in %s and in %s", id, places[ix.place[i]], places[place])
		}
		ix.stamp[i], ix.place[i] = ix.gen, int32(place)
		placed++
		return nil
	}
	for _, cup := range ix.cupNames(s) {
		places = append(places, "cup "+cup)
		for _, id := range s.Cups[cup] {
			if err := put(id, len(places)-1); err != nil {
				return err
			}
		}
	}
	for _, l := range []struct {
		name string
		ids  []string
	}{{"aside", s.Aside}, {"not-yet", s.NotYet}, {"out-period", s.OutPeriod}, {"out", s.Out}} {
		places = append(places, l.name)
		for _, id := range l.ids {
			if err := put(id, len(places)-1); err != nil {
				return err
			}
		}
	}
	if c := s.Combat; c != nil {
		for ci, col := range c.Columns {
			places = append(places, fmt.Sprintf("board column %d", ci))
			for _, u := range col.Units {
				if err := put(u.ID, len(places)-1); err != nil {
					return err
				}
			}
		}
	}
	if placed != len(ix.ids) {
		for i, id := range ix.ids {
			if ix.stamp[i] != ix.gen {
				return fmt.Errorf("counter %s is nowhere", id)
			}
		}
	}
	return nil
}

// invIndex numbers the theatre's Allied counters for CheckInvariants: a
// counter is placed in this check when its stamp is the check's gen.
//
// It also remembers what the last check found sound, to skip the work when
// nothing changed (CheckInvariants runs after every step in the soak):
// placed is the sequence of places and counter ids that last passed
// checkPlacement (whose verdict depends only on that sequence); bases and
// areas the base and area strings of each sub (by index) last found on the
// map.
type invIndex struct {
	idx   map[string]int32
	ids   []string
	stamp []uint32
	place []int32
	gen   uint32

	placed   []string
	havePlan bool
	cups     []string // the cup names, sorted, as last seen
	tdcSeen  []string
	aceAt    map[string]string
	bases    []string
	areas    []*data.Area
	areaIDs  []string
}

// Markers that separate the places in the placed sequence (no counter id
// starts with a NUL).
const (
	markCup    = "\x00cup"
	markList   = "\x00list"
	markColumn = "\x00column"
)

// cupNames are the cups' names in sorted order (sorted again only when the
// set of cups changes).
func (ix *invIndex) cupNames(s *State) []string {
	same := len(ix.cups) == len(s.Cups)
	for _, c := range ix.cups {
		if !same {
			break
		}
		_, same = s.Cups[c]
	}
	if !same {
		ix.cups = sortedKeys(s.Cups)
	}
	return ix.cups
}

// placement calls visit with the placed sequence of the state, in the
// order checkPlacement reads it, until visit returns false.
func (ix *invIndex) placement(g *Game, visit func(string) bool) bool {
	s := g.S
	for _, cup := range ix.cupNames(s) {
		if !visit(markCup) || !visit(cup) {
			return false
		}
		for _, id := range s.Cups[cup] {
			if !visit(id) {
				return false
			}
		}
	}
	for _, l := range [][]string{s.Aside, s.NotYet, s.OutPeriod, s.Out} {
		if !visit(markList) {
			return false
		}
		for _, id := range l {
			if !visit(id) {
				return false
			}
		}
	}
	if c := s.Combat; c != nil {
		for _, col := range c.Columns {
			if !visit(markColumn) {
				return false
			}
			for _, u := range col.Units {
				if !visit(u.ID) {
					return false
				}
			}
		}
	}
	return true
}

// samePlacement reports whether the state's placed sequence is the one
// that last passed checkPlacement.
func (ix *invIndex) samePlacement(g *Game) bool {
	if !ix.havePlan {
		return false
	}
	k := 0
	same := ix.placement(g, func(x string) bool {
		if k >= len(ix.placed) || ix.placed[k] != x {
			return false
		}
		k++
		return true
	})
	return same && k == len(ix.placed)
}

// rememberPlacement records the state's placed sequence as sound.
func (ix *invIndex) rememberPlacement(g *Game) {
	ix.placed = ix.placed[:0]
	ix.placement(g, func(x string) bool {
		ix.placed = append(ix.placed, x)
		return true
	})
	ix.havePlan = true
}

// knownBase reports whether sub i's base is on the map (remembering the
// last base found there).
func (ix *invIndex) knownBase(g *Game, i int, base string) bool {
	if len(ix.bases) != len(g.S.Subs) {
		ix.bases = make([]string, len(g.S.Subs))
	}
	if ix.bases[i] == base && base != "" {
		return true
	}
	if g.T.Base(base) == nil {
		return false
	}
	ix.bases[i] = base
	return true
}

// area is the map area sub i is in (remembering the last one looked up).
func (ix *invIndex) area(g *Game, i int, id string) *data.Area {
	if len(ix.areas) != len(g.S.Subs) {
		ix.areas = make([]*data.Area, len(g.S.Subs))
		ix.areaIDs = make([]string, len(g.S.Subs))
	}
	if ix.areas[i] != nil && ix.areaIDs[i] == id {
		return ix.areas[i]
	}
	a := g.area(id)
	ix.areas[i], ix.areaIDs[i] = a, id
	return a
}

func (g *Game) invIndex() *invIndex {
	if g.inv != nil {
		return g.inv
	}
	ix := &invIndex{idx: map[string]int32{}}
	for _, a := range g.T.Allied {
		for n := 1; n <= a.Count; n++ {
			id := a.ID + "#" + strconv.Itoa(n)
			ix.idx[id] = int32(len(ix.ids))
			ix.ids = append(ix.ids, id)
		}
	}
	ix.stamp = make([]uint32, len(ix.ids))
	ix.place = make([]int32, len(ix.ids))
	g.inv = ix
	return ix
}
