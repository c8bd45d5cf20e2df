package campaign

import (
	"fmt"
	"slices"

	"periscope/game/data"
	"periscope/game/engine"
)

// This file holds the operations every part of the rules shares: finding a
// sub and its values, moving it between places, damaging, spotting and
// sinking it, scoring sinkings, and drawing from cups. Each keeps the tracks
// and the log in step, so the invariants hold whoever calls them.

// Sub returns the sub with that id, or nil.
// It looks the id up in an index kept beside the state (the sub list never
// changes order; the index is rebuilt if it ever disagrees).
func (g *Game) Sub(id string) *Sub {
	// The ids compared by length and address first (engine.SameID): the
	// id asked is mostly the boat's own string (issue 16, session 40).
	if i := g.subLast; i < len(g.S.Subs) && engine.SameID(g.S.Subs[i].ID, id) {
		return &g.S.Subs[i]
	}
	if i, ok := g.subIndex[id]; ok && i < len(g.S.Subs) && engine.SameID(g.S.Subs[i].ID, id) {
		g.subLast = i
		return &g.S.Subs[i]
	}
	g.subIndex = make(map[string]int, len(g.S.Subs))
	for i := range g.S.Subs {
		g.subIndex[g.S.Subs[i].ID] = i
	}
	if i, ok := g.subIndex[id]; ok {
		g.subLast = i
		return &g.S.Subs[i]
	}
	return nil
}

// Class returns the class of a sub.
func (g *Game) Class(s *Sub) *data.SubClass {
	return g.cls(s)
}

// Attack is the sub's printed attack value [2.3A].
func (g *Game) Attack(s *Sub) int {
	bd := g.boatOf(s)
	if bd.boat.Attack != nil {
		return *bd.boat.Attack
	}
	return bd.cls.Attack
}

// Range is the sub's range, with the early Type VII cap [30.7].
func (g *Game) Range(s *Sub) int {
	bd := g.boatOf(s)
	r := bd.cls.Range
	if bd.boat.Range != nil {
		r = *bd.boat.Range
	}
	if bd.cls.Type == "VII" {
		switch {
		case g.S.Period <= 2:
			r = min(r, 3)
		case g.S.Period == 3:
			r = min(r, 4)
		}
	}
	return r
}

// Nation of a sub ("DE", "IT", ...).
func (g *Game) Nation(s *Sub) string {
	if g.S.Political != nil {
		return g.seizedNation(g.Class(s).Nation) // [36.63G]
	}
	return g.Class(s).Nation
}

// traits are a sub's nation's traits (rules.nations): what the rules let
// its boats do differently, asked instead of a nation code.
func (g *Game) traits(s *Sub) *data.Nation { return g.nationTraits(g.Nation(s)) }

// nationTraits are the traits of a nation by code (an opposing counter's,
// an aircraft's).
// They are read from one copy a nation kept for the game, not copied out of
// the rules' map at each call (issue 16); never to be changed.
func (g *Game) nationTraits(code string) *data.Nation {
	c := g.mc()
	if code == c.lastNation && c.lastTraits != nil {
		return c.lastTraits
	}
	if n, ok := c.nations[code]; ok {
		c.lastNation, c.lastTraits = code, n
		return n
	}
	if c.nations == nil {
		c.nations = map[string]*data.Nation{}
	}
	n := g.T.Rules.NationRules(code)
	c.nations[code] = &n
	return &n
}

// AceValue is the sub's ace bonus (0 without an ace) [25.1].
func (g *Game) AceValue(s *Sub) int {
	if s.Ace == "" {
		return 0
	}
	return s.AceLevel
}

// AtSea lists the subs at sea, in the fixed order of the boat list.
//
// It reads the list of the subs at sea the concentration count keeps
// (subsAtSea), not every boat of the war (issue 16, session 40).
func (g *Game) AtSea() []*Sub {
	var buf [128]int
	idx := g.subsAtSea(buf[:0])
	if len(idx) == 0 {
		return nil
	}
	out := make([]*Sub, len(idx))
	for k, i := range idx {
		out[k] = &g.S.Subs[i]
	}
	return out
}

// InBox lists the subs in a base box, in boat-list order.
// It reads the subs in base boxes (atBase), not every boat of the war.
func (g *Game) InBox(base, box string) []*Sub {
	var out []*Sub
	subs := g.S.Subs
	for _, i := range g.atBase() {
		s := &subs[i]
		if s.Base == base && s.Box == box {
			out = append(out, s)
		}
	}
	return out
}

// BaseState returns a base's state, or nil.
func (g *Game) BaseState(id string) *BaseState {
	for i := range g.S.Bases {
		if g.S.Bases[i].ID == id {
			return &g.S.Bases[i]
		}
	}
	return nil
}

// PutInBox places a sub in a base box (arrival, repair, readiness).
func (g *Game) PutInBox(s *Sub, base, box string) {
	s.Status, s.Base, s.Box = StBase, base, box
	s.Area, s.Section, s.Side = "", "", ""
	s.RTB, s.Dest = false, ""
	s.Spotted = false // entering a base removes Spotted [16.21]
	g.baseChanged(s)
}

// PutAtSea places a sub at sea.
func (g *Game) PutAtSea(s *Sub, area, section, side string) {
	s.Status, s.Area, s.Section, s.Side = StSea, area, section, side
	s.Box = ""
	g.seaChanged(s)
}

// seaChanged notes that a sub was put at sea (seaCounts keeps a list of
// the subs at sea; a sub leaving the sea drops off it by itself): it joins
// the list, or the list is made again. Call it wherever StSea is set.
func (g *Game) seaChanged(s *Sub) {
	if c := g.moves; c != nil && c.seaListOK && c.seaListGen == g.seaGen && c.seaListLen == len(g.S.Subs) && g.Sub(s.ID) == s {
		if !slices.Contains(c.seaList, g.subLast) {
			c.seaList = append(c.seaList, g.subLast)
		}
		return
	}
	g.seaGen++
}

// Spot marks a sub Spotted; Spotted does not stack [23.1].
func (g *Game) Spot(s *Sub, rule, cause string) {
	if s.Spotted {
		if g.Skipped() { // the entry numbered, its words not built (issue 16)
			return
		}
		g.noteM(rule, s.ID, msgM("atl.ops.already-spotted", aUnit("boat", s.ID), aNested("cause", modMsg(cause))), "%s is already spotted (%s): no further effect [23.1]", s.ID, cause)
		return
	}
	s.Spotted = true
	if !g.Skipped() {
		g.emitM(rule, engine.Event{Type: "spotted", Sub: s.ID, Area: s.Area}, msgM("atl.ops.spotted", aUnit("boat", s.ID), aNested("cause", modMsg(cause))), "%s is spotted (%s)", s.ID, cause)
	}
	g.packSpotted(s, rule) // [SW 24.6] the whole pre-formed pack with it
}

// ForceRTB sends a sub home at once [15.22]: transit side up, RTB marker, in
// the Done section of the area where it happened.
func (g *Game) ForceRTB(s *Sub, rule, cause string) {
	if s.Status != StSea {
		return
	}
	if !s.RTB {
		s.RTB = true
		if !g.Skipped() { // the entry numbered, its words not built (issue 16)
			g.emitM(rule, engine.Event{Type: "rtb", Sub: s.ID, Area: s.Area}, msgM("atl.ops.rtb", aUnit("boat", s.ID), aNested("cause", modMsg(cause))), "%s must return to base (%s)", s.ID, cause)
		}
	}
	s.Side, s.Section = Transit, Done
}

// Damage gives a sub a damage marker [18.0]: a second damage is sunk on a
// roll above Defense [18.1], a third always [18.2]; in 965 mb weather every
// damage brings a loss roll [7.41]. It reports whether the sub was lost.
func (g *Game) Damage(s *Sub, rule, cause string) bool {
	s.Patrol.Damaged++
	if g.weatherAt(s.Area) == 965 {
		def := g.Class(s).Defense
		r := g.Roll("storm loss check", "7.41", s.ID, Mod(-g.AceValue(s), "ace", "25.1"))
		pm, tm := msgM("atl.ops.storm.roll"), msgM("atl.ops.def-sinks", aInt("n", def))
		if r.Total > def {
			r.Say(rollMsg(pm, tm, msgM("atl.ops.storm.lost"))).Record(fmt.Sprintf("> Defense %d sinks", def), "lost in the storm")
			g.Sink(s, "7.41", "damaged in a 965 mb storm ("+cause+")")
			return true
		}
		r.Say(rollMsg(pm, tm, msgM("atl.ops.survives"))).Record(fmt.Sprintf("> Defense %d sinks", def), "survives")
	}
	switch s.Damage {
	case 0:
		s.Damage = 1
		if !g.Skipped() {
			g.emitM(rule, engine.Event{Type: "damaged", Sub: s.ID, Area: s.Area}, msgM("atl.ops.damaged", aUnit("boat", s.ID), aNested("cause", modMsg(cause))), "%s is damaged (%s)", s.ID, cause)
		}
	case 1:
		def := g.Class(s).Defense
		r := g.Roll("second damage", "18.1", s.ID)
		pm, tm := msgM("atl.ops.second.roll"), msgM("atl.ops.def-sinks", aInt("n", def))
		if r.Total > def {
			r.Say(rollMsg(pm, tm, msgM("atl.token.sunk"))).Record(fmt.Sprintf("> Defense %d sinks", def), "sunk")
			g.Sink(s, "18.1", "second damage ("+cause+")")
			return true
		}
		r.Say(rollMsg(pm, tm, msgM("atl.ops.second.marker"))).Record(fmt.Sprintf("> Defense %d sinks", def), "second damage marker")
		s.Damage = 2
		g.emitM(rule, engine.Event{Type: "damaged", Sub: s.ID, Area: s.Area}, msgM("atl.ops.damaged2", aUnit("boat", s.ID), aNested("cause", modMsg(cause))), "%s is damaged a second time (%s)", s.ID, cause)
	default:
		g.Sink(s, "18.2", "third damage ("+cause+")")
		return true
	}
	g.prototypeDamaged(s)
	return false
}

// Sink removes a lost sub: subs lost +1, its ace is lost with it [25.3].
func (g *Game) Sink(s *Sub, rule, cause string) {
	if s.Status == StSunk {
		return
	}
	area := s.Area
	g.closePatrol(s, "sunk")
	s.Status = StSunk
	s.Area, s.Section, s.Side, s.Box = "", "", "", ""
	s.Withdraw = "" // a lost boat's withdrawal [19.13] ends with it
	if s.Ace != "" {
		g.S.AceGone = append(g.S.AceGone, s.Ace)
		s.Ace, s.AceLevel = "", 0
	}
	g.S.Tracks.SubsLost++
	g.S.Tracks.MonthLost++
	g.emitM(rule, engine.Event{Type: "sub-lost", Sub: s.ID, Area: area, Data: Tally{SubsLost: 1}}, msgM("atl.ops.lost", aUnit("boat", s.ID), aNested("cause", modMsg(cause))), "%s is lost (%s)", s.ID, cause)
	if g.S.Combat != nil {
		g.combatRemoveSub(s.ID)
	}
}

// ScoreSinking records an Allied ship sunk by a sub (or a minefield when
// sub is nil): ships +1, tonnage + tons (kt) [14.16D].
func (g *Game) ScoreSinking(s *Sub, unit string, tons int, rule string) {
	t := &g.S.Tracks
	t.Ships++
	t.Tons += tons
	t.MonthShips++
	t.MonthTons += tons
	by, area := "a minefield", ""
	if s != nil {
		by, area = s.ID, s.Area
		s.Patrol.Ships++
		s.Patrol.Tons += tons
		s.Patrol.Sunk = append(s.Patrol.Sunk, unit)
	}
	if !g.Skipped() { // words only for a log that keeps them (issue 16)
		name := unit
		nm := msgM("atl.s", aText("s", unit))
		if a := g.unitType(unit); a != nil {
			name = a.Name
			nm = msgM("atl.unit.name", aUnit("u", a.ID))
		}
		sub := ""
		m := msgM("atl.ops.mine-sinks", aNested("ship", nm), aNested("tons", tonsMsg(tons)))
		if s != nil {
			sub = s.ID
			m = msgM("atl.ops.sinks", aUnit("boat", s.ID), aNested("ship", nm), aNested("tons", tonsMsg(tons)))
		}
		g.emitM(rule, engine.Event{Type: "sunk", Sub: sub, Unit: unit, Area: area, Data: Tally{Ships: 1, Tons: tons}}, m,
			"%s sinks %s, %s", by, name, FormatTons(tons))
	}
	g.politicalSinking(unit)  // [36.53]
	g.politicalShipSunk(area) // [36.63J], [36.63L]
}

// ScoreTonnage adds tonnage without another ship (the Double tonnage
// combat event [19.2]).
func (g *Game) ScoreTonnage(s *Sub, unit string, tons int, rule, why string) {
	t := &g.S.Tracks
	t.Tons += tons
	t.MonthTons += tons
	s.Patrol.Tons += tons
	g.emitM(rule, engine.Event{Type: "tonnage", Sub: s.ID, Unit: unit, Area: s.Area, Data: Tally{Tons: tons}},
		msgM("atl.ops.more-tons", aUnit("boat", s.ID), aNested("tons", tonsMsg(tons)), aNested("why", modMsg(why))),
		"%s: %s more (%s)", s.ID, FormatTons(tons), why)
}

// AddVP adds victory points [31.03].
func (g *Game) AddVP(vp int, rule, why string) {
	if vp == 0 {
		return
	}
	g.S.Tracks.VP += vp
	g.emitM(rule, engine.Event{Type: "vp", Data: Tally{VP: vp}}, msgM("atl.ops.vp", aText("vp", fmt.Sprintf("%+d", vp)), aNested("why", modMsg(why))), "%+d VP: %s", vp, why)
}

// FormatTons renders kt as tons, e.g. 29 → "29,000 t", 2398 → "2,398,000 t".
func FormatTons(kt int) string {
	if kt == 0 {
		return "under 1,000 t"
	}
	if kt >= 1000 || kt <= -1000 {
		return fmt.Sprintf("%d,%03d,000 t", kt/1000, abs(kt%1000))
	}
	return fmt.Sprintf("%d,000 t", kt)
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

// closePatrol files the after-action report of a sub's patrol.
func (g *Game) closePatrol(s *Sub, outcome string) {
	p := s.Patrol
	g.S.Patrols = append(g.S.Patrols, PatrolReport{
		Sub: s.ID, From: p.Start, To: g.S.Turn, Ships: p.Ships, Tons: p.Tons,
		Sunk: p.Sunk, Met: p.Met, Areas: p.Areas, Outcome: outcome,
	})
	s.Patrol = PatrolLog{}
}

// weatherAt returns the pressure of the weather marker on an area or on the
// OpArea an SMZ is linked to [7.41] (0 = none).
// (weatherAtIdx by the area's mapIndex: markers lie on the map's areas).
func (g *Game) weatherAt(area string) int {
	if len(g.S.Intel.Weather) == 0 {
		return 0
	}
	return g.weatherAtIdx(g.areaIdx(area))
}

// ---------------------------------------------------------------- cups

// Draw takes a random counter from a cup; "" if the cup is empty.
func (g *Game) Draw(cup string) string {
	c := g.S.Cups[cup]
	if len(c) == 0 {
		return ""
	}
	i := g.Intn(len(c))
	id := c[i]
	g.S.Cups[cup] = removeAt(c, i)
	return id
}

// removeAt removes a state list's item i in place, keeping the order
// (issue 16: a draw copied the whole cup, 6 % of the bytes a doctrine
// campaign allocated). The state's lists are its own: a copy of the state
// (Clone, a view) copies them, and what reads a list while the game
// draws from it copies it first (cupTypes).
func removeAt[T any](l []T, i int) []T {
	copy(l[i:], l[i+1:])
	var zero T
	l[len(l)-1] = zero
	return l[:len(l)-1]
}

// ToCup puts a counter into a cup.
func (g *Game) ToCup(cup, id string) { g.S.Cups[cup] = append(g.S.Cups[cup], id) }

// ToOut removes a counter from play for good.
func (g *Game) ToOut(id string) { g.S.Out = append(g.S.Out, id) }

// ToOutPeriod removes a counter until the next war period [18.5].
func (g *Game) ToOutPeriod(id string) { g.S.OutPeriod = append(g.S.OutPeriod, id) }

// TakeTDC draws a random TDC counter from the pool; -1 if it is empty.
func (g *Game) TakeTDC() int {
	p := g.S.TDCPool
	if len(p) == 0 {
		return -1
	}
	i := g.Intn(len(p))
	v := p[i]
	g.S.TDCPool = removeAt(p, i)
	return v
}

// ReturnTDC puts a TDC counter back in the pool.
func (g *Game) ReturnTDC(i int) { g.S.TDCPool = append(g.S.TDCPool, i) }
