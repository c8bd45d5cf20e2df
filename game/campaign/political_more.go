package campaign

import (
	"fmt"
	"slices"
	"strings"

	"periscope/game/data"
	"periscope/game/dice"
	"periscope/game/engine"
)

// The rest of the Political Requests of [36.61]–[36.63] and the reaction
// request against a withdrawal to training [36.64D] (issue 13, exact13).
// Each request's conditions are in requestAllowedMore, its effect in
// requestEffectMore; what lasts is kept in Political.Marks (see the mark
// constants) and read by small hooks in the engine: readiness [9.1],
// arrivals [8.0], the areas open before their period [30.2], the [30.23]
// limits, the blackout [30.25], the Gibraltar transit DRM [20.8], the
// interned tankers [21.31], the U-tanker UA [21.33], the radar re-cover
// [36.61E] (the Silent War's radar decline), the American aircraft of
// [36.63L].
//
// Spain's and Vichy's boats and bases, the Finnish boats [36.63E], Torch in
// Spain and the French bases' losses are in political_spain.go and
// political_vichy.go; the French fleet seized [36.63G] in
// political_french.go.

// Political.Marks keys.
const (
	markReadinessFrom   = "readiness-from"   // month (MonthIndex+1) from which German readiness is +1 [36.61A]
	markReadinessLapsed = "readiness-lapsed" // 1: the +1 lapsed at period 4 [36.61B]
	markUAReturn        = "ua-return"        // month (MonthIndex+1) the UA comes back a U-tanker [36.61F]
	markKeepSea         = "keep-sea"         // the period end to which [36.62B] keeps the seaplanes
	markKeepFw3         = "keep-fw-3"        // [36.62D] granted in P2–3: the Fw 200s stay into P4
	markKeepFw4         = "keep-fw-4"        // [36.62D] grants in P4: that many Fw 200s stay into P5
	markHSKTurn         = "hsk-turn"         // the turn the HSK is on the map [36.62E]
	markBlackoutUntil   = "blackout-until"   // last month (MonthIndex+1) of the Maritimes blackout [36.63J]
	markBlackoutRolled  = "blackout-rolled"  // 1: the J/L blackout has been rolled
	markNeutralityTurn  = "neutrality-turn"  // the turn American Neutrality? fires [36.63L]
	markTrainingCancels = "training-cancels" // [36.64D] cancellations so far
	markTrainingBoats   = "training-boats"   // boats the cancelled events named
	markTrainingFrom    = "training-from"    // the turn the green rolls start
	markTorchRolled     = "torch-rolled"     // 1: the [36.63F] Torch roll is made
)

// Groups of areas the strategic requests open [36.63I]–[36.63L].
var (
	// politicalUSSMZ are the SMZs that stay closed before period 4 though
	// K or L opens their OpAreas [36.63K], [36.63L].
	politicalUSSMZ = []string{"us-harbours", "florida", "us-canal"}
	// seaplanes and long-range aircraft [36.62A], [36.62C], in the order
	// they become available.
	seaplanes = []string{"do18-1", "bv138-1", "bv138-2"}
	condors   = []string{"fw200-1", "fw200-2", "fw200-3"}
)

// FlagSpain is set when [36.63F], Spain enters the war, is granted; the
// Spanish War Events table is then rolled each War Events phase.
const FlagSpain = "spain-axis"

// flagFelix: Operation Felix has neutralised Gibraltar (Spanish table).
const flagFelix = "gibraltar-neutralised"

func (p *Political) mark(k string) int { return p.Marks[k] }

func (p *Political) setMark(k string, v int) {
	if p.Marks == nil {
		p.Marks = map[string]int{}
	}
	p.Marks[k] = v
}

// politicalGranted reports whether a request was granted in this game.
func (g *Game) politicalGranted(id string) bool {
	return g.S.Political != nil && slices.Contains(g.S.Political.Granted, id)
}

// requestAllowedMore is requestAllowed for the requests of this file.
func (g *Game) requestAllowedMore(id string) bool {
	p := g.S.Political
	granted := slices.Contains(p.Granted, id)
	early := func(n int) bool { return g.S.Period < n && !granted }
	switch id {
	case "36.61A":
		return !granted
	case "36.61B":
		// Between Barbarossa and period 4, once A is granted.
		return g.politicalGranted("36.61A") && !granted && g.S.Flags["barbarossa"] && g.S.Period < 4 && p.mark(markReadinessLapsed) == 0
	case "36.61C", "36.61D":
		return !g.politicalGranted("36.61C") && !g.politicalGranted("36.61D")
	case "36.61E":
		return early(4)
	case "36.61F":
		return early(3)
	case "36.62A":
		return g.politicalAircraftFree(seaplanes) != ""
	case "36.62B":
		keep := g.seaplaneRemoval()
		return keep > 0 && p.mark(markKeepSea) != keep && len(g.politicalAircraftIn(seaplanes)) > 0
	case "36.62C":
		return g.politicalAircraftFree(condors) != ""
	case "36.62D":
		n := len(g.politicalAircraftIn(condors))
		switch {
		case n == 0 || g.S.Period < 2 || g.S.Period > 4:
			return false
		case g.S.Period <= 3:
			return p.mark(markKeepFw3) == 0
		}
		return p.mark(markKeepFw4) < n
	case "36.62E":
		return p.mark(markHSKTurn) != g.S.Turn
	case "36.63E":
		return g.S.Flags["barbarossa"] && !granted // [36.63E]
	case "36.63F":
		return g.S.Period >= 2 && !g.S.Flags["barbarossa"] && !granted
	case "36.63G":
		return g.seizeAllowed(granted)
	case "36.63H":
		aug40 := 1940*12 + 7
		return g.S.Month >= aug40 && !g.S.Flags["barbarossa"] && !granted && !g.politicalGranted("36.63G")
	case "36.63I":
		return early(3)
	case "36.63J", "36.63K", "36.63M":
		return early(4)
	case "36.63L":
		return early(4) && g.eventHappened("pan-american-security")
	}
	return false
}

// requestEffectMore applies a granted request of this file [36.6].
func (g *Game) requestEffectMore(id string) {
	p := g.S.Political
	switch id {
	case "36.61A":
		n := g.twoDice("base infrastructure: months until readiness +1", "36.61")
		p.setMark(markReadinessFrom, g.S.Month+1+n)
		g.noteM("36.61", "", msgM("atl.pol.readiness", aNested("month", monthMsg(g.S.Month+n))), "Request granted: German readiness +1 from %s [36.61A].", monthLabel(g.S.Month+n))
	case "36.61B":
		g.noteM("36.61", "", msgM("atl.pol.readiness-kept"), "Request granted: the better base infrastructure is kept after period 4 begins [36.61B].")
	case "36.61C", "36.61D":
		early := 2
		if id == "36.61D" {
			early = 1
		}
		n := g.twoDice("U-boat production: months of early arrivals", "36.61")
		moved := g.buildEarly(early, n)
		g.noteM("36.61", "", msgM("atl.pol.production", aInt("early", early), aInt("months", n), aInt("boats", moved)),
			"Request granted: for %d months every German boat arrives %d months early; %d boats are brought forward; green crews stay green [36.61].", n, early, moved)
	case "36.61E":
		g.noteM("36.61", "", msgM("atl.pol.radar"), "Request granted: in 1943 the U-boats' radar may re-cover a revealed unit (not a combat event, diligent escort or aircraft) and reveal another in its place [36.61E].")
	case "36.61F":
		g.uTankerProgramme()
	case "36.62A", "36.62C":
		list := seaplanes
		if id == "36.62C" {
			list = condors
		}
		if ac := g.politicalAircraftFree(list); ac != "" {
			g.Push(Frame{Op: opPolPlace, S: "air:" + ac})
		}
	case "36.62B":
		k := g.seaplaneRemoval()
		p.setMark(markKeepSea, k)
		g.noteM("36.62", "", msgM("atl.pol.keep-air", aInt("n", k)), "Request granted: the seaplanes stay past the end of period %d [36.62B].", k)
	case "36.62D":
		if g.S.Period <= 3 {
			p.setMark(markKeepFw3, 1)
			g.noteM("36.62", "", msgM("atl.pol.keep-air", aInt("n", 3)), "Request granted: the Fw 200s stay past the end of period 3 [36.62D].")
		} else {
			p.setMark(markKeepFw4, p.mark(markKeepFw4)+1)
			g.noteM("36.62", "", msgM("atl.pol.keep-fw", aInt("n", p.mark(markKeepFw4))), "Request granted: %d Fw 200s stay past the end of period 4 [36.62D].", p.mark(markKeepFw4))
		}
	case "36.62E":
		g.Push(Frame{Op: opPolPlace, S: "hsk"})
	case "36.63E":
		g.finnishBoats()
	case "36.63F":
		g.spainJoins()
	case "36.63G":
		g.seizeGranted()
	case "36.63H":
		g.S.Flags[FlagVichyCoBelligerent] = true
		for _, a := range []string{"western-med", "eastern-med"} {
			// A British special convoy on 0–1, a TF on 2: the same odds
			// written the "contact" way (TF on 0, special on 1–2).
			g.S.Overrides = append(g.S.Overrides, Override{Op: "contact", Area: a, Value: 0, Count: 2, Nation: "UK"})
		}
		g.noteM("36.63", "", msgM("atl.pol.vichy"), "Request granted: Vichy France is co-belligerent. Cape Verde and West Africa show their sub icons [2.13]; convoys met in the Mediterranean are a British special convoy or task force on 0–2; the Vichy War Events table is rolled each week [36.63H].")
		g.vichyJoins()
	case "36.63I", "36.63J", "36.63K", "36.63L":
		g.noteM("36.63", "", msgM("atl.pol.areas", aNested("req", msgM("atl.pol.req."+id))), "Request granted: %s; the boats may enter and operate there [%s].", requestName(id), id)
	case "36.63M":
		g.noteM("36.63", "", msgM("atl.pol.us-limits"), "Request granted: the [30.23] limits on attacking American units end [36.63M].")
	}
}

// twoDice rolls "a roll of two dice" [36.61]: two d10 read 0–9, summed.
func (g *Game) twoDice(what, rule string) int {
	a := g.Roll(what+" (first die)", rule, "")
	b := g.Roll(what+" (second die)", rule, "")
	n := a.Raw + b.Raw
	a.Say(rollMsg(msgM("atl.pol.two-dice"), nil, msgM("atl.pol.die", aInt("n", 1)))).Record("", "first die")
	b.Say(rollMsg(msgM("atl.pol.two-dice"), nil, msgM("atl.pol.months", aInt("n", n)))).Record("", fmt.Sprintf("%d + %d = %d months", a.Raw, b.Raw, n))
	return n
}

// german reports whether a boat is a German one (the production, readiness
// and training requests touch only those [36.61], [36.64D]).
func (g *Game) german(s *Sub) bool { return g.Nation(s) == "DE" }

// buildEarly brings German boats forward [36.61C]/[36.61D]: for the next n
// months each month also receives the boats due `early` months later, so a
// boat due in month m (one month after now plus early … n months after
// now plus early) arrives early months sooner. It returns how many moved.
func (g *Game) buildEarly(early, n int) int {
	moved := 0
	lo, hi := g.S.Month+1+early, g.S.Month+n+early
	for i := range g.S.Subs {
		s := &g.S.Subs[i]
		if s.Status != StFuture || !g.german(s) || s.Entry < lo || s.Entry > hi {
			continue
		}
		s.Entry -= early
		moved++
	}
	return moved
}

// politicalReadiness is the readiness bonus of [36.61A] for a boat: +1 for
// German boats from the month the roll gave, unless it lapsed at period 4
// [36.61B].
func (g *Game) politicalReadiness(s *Sub) int {
	p := g.S.Political
	if p == nil || p.mark(markReadinessFrom) == 0 || p.mark(markReadinessLapsed) == 1 {
		return 0
	}
	if g.S.Month+1 < p.mark(markReadinessFrom) || !g.german(s) {
		return 0
	}
	return 1
}

// uTankerProgramme is [36.61F]: the UA (if afloat) goes at once to the
// Atlantic refit box and comes back a U-tanker after d10+1 months; then a
// d10 gives how many months early the Type XIV tankers arrive.
func (g *Game) uTankerProgramme() {
	p := g.S.Political
	if ua := g.Sub("UA"); ua != nil && (ua.Status == StBase || ua.Status == StSea || ua.Status == StFuture) {
		r := g.Roll("UA's conversion: months in refit", "36.61", "UA")
		n := r.Raw + 1
		r.Say(rollMsg(msgM("atl.pol.ua.roll"), nil, msgM("atl.pol.months", aInt("n", n)))).Record("", fmt.Sprintf("%d months", n))
		p.setMark(markUAReturn, g.S.Month+1+n)
		if ua.Status == StFuture {
			ua.Entry = g.S.Month + n
		} else {
			g.withdraw(ua, "refit", "36.61")
		}
		g.noteM("36.61", "UA", msgM("atl.pol.ua", aNested("month", monthMsg(g.S.Month+n))), "UA goes to the Atlantic refit box and returns a U-tanker in %s [36.61F].", monthLabel(g.S.Month+n))
	}
	r := g.Roll("Type XIV tankers: months early", "36.61", "")
	moved := 0
	for i := range g.S.Subs {
		s := &g.S.Subs[i]
		if s.Status == StFuture && g.Class(s).ID == "XIV" {
			s.Entry = max(g.S.Month+1, s.Entry-r.Raw)
			moved++
		}
	}
	r.Say(rollMsg(msgM("atl.pol.xiv.roll"), nil, msgM("atl.pol.months", aInt("n", r.Raw)))).Record("", fmt.Sprintf("%d months early (%d tankers)", r.Raw, moved))
}

// politicalRadar is [36.61E]: in 1943, once the request was granted, a
// German boat may re-cover a unit it has just revealed, in the attack
// round and the re-attacks (a unit revealed in round 1 stays face up, so
// it is never re-covered in a re-attack).
func (g *Game) politicalRadar(b *CombatBoat) bool {
	s := g.Sub(b.ID)
	return g.politicalGranted("36.61E") && g.S.Month/12 >= 1943 && s != nil && g.german(s)
}

// politicalTanker reports whether a boat is a U-tanker by request [36.61F]
// (the UA once back from its conversion).
func (g *Game) politicalTanker(s *Sub) bool {
	p := g.S.Political
	return p != nil && s.ID == "UA" && p.mark(markUAReturn) > 0 && g.S.Month+1 >= p.mark(markUAReturn)
}

// politicalAircraftIn lists the aircraft of a list in play.
func (g *Game) politicalAircraftIn(list []string) []string {
	var out []string
	for _, a := range g.S.Aircraft {
		if !a.Gone && slices.Contains(list, a.ID) {
			out = append(out, a.ID)
		}
	}
	return out
}

// politicalAircraftFree is the first aircraft of a list that is available
// in this period [36.62A], [36.62C] and not in play, or "".
func (g *Game) politicalAircraftFree(list []string) string {
	for _, id := range list {
		a := g.T.AircraftByID(id)
		if a == nil || slices.Contains(g.politicalAircraftIn(list), id) || !g.availableFrom(a.From, a.Until) {
			continue
		}
		return id
	}
	return ""
}

// seaplaneRemoval is the next period end at which the seaplanes are
// removed unless kept [36.62A], [36.62B]: 2 or 4 (0: none).
func (g *Game) seaplaneRemoval() int {
	switch {
	case g.S.Period <= 2:
		return 2
	case g.S.Period <= 4:
		return 4
	}
	return 0
}

// politicalPeriodEnd removes the aircraft groups not kept at the end of a
// period [36.62A]–[36.62D] and lets the base infrastructure lapse at the
// start of period 4 [36.61B].
func (g *Game) politicalPeriodEnd(ended int) {
	p := g.S.Political
	if p == nil {
		return
	}
	remove := func(id string) {
		for i := range g.S.Aircraft {
			if a := &g.S.Aircraft[i]; a.ID == id && !a.Gone {
				a.Gone, a.Area = true, ""
				g.noteM("36.62", "", msgM("atl.pol.air-out", aAir("ac", id), aInt("n", ended)), "%s leaves the BdU's control at the end of period %d [36.62].", g.aircraftName(id), ended)
			}
		}
	}
	for _, id := range g.politicalAircraftIn(seaplanes) {
		if (ended == 2 || ended == 4) && p.mark(markKeepSea) != ended || ended == 3 && strings.HasPrefix(id, "do18") {
			remove(id)
		}
	}
	fws := g.politicalAircraftIn(condors)
	for i, id := range fws {
		if ended == 3 && p.mark(markKeepFw3) == 0 || ended == 4 && i >= p.mark(markKeepFw4) {
			remove(id)
		}
	}
	g.vichyPeriodEnd(ended)  // [36.63H]
	g.seizedPeriodEnd(ended) // [36.63G]
	if ended == 3 && p.mark(markReadinessFrom) > 0 && !g.politicalGranted("36.61B") && g.S.Flags["barbarossa"] {
		p.setMark(markReadinessLapsed, 1)
		g.noteM("36.61", "", msgM("atl.pol.readiness-lapsed"), "Period 4 begins: the base infrastructure was not kept, German readiness is normal again [36.61B].")
	}
}

// politicalAreaOpen is [36.63I]–[36.63L]: before their period the Grand
// Banks (I), the Maritimes (J), the Caribbean and South America (K) or all
// Western Waters (L) open; the US SMZs stay closed before period 4. ok is
// false where the political rules decide nothing.
func (g *Game) politicalAreaOpen(a *data.Area) (open, ok bool) {
	if g.S.Political == nil || a.OpenFrom == 0 && !slices.Contains(politicalUSSMZ, a.ID) || g.S.Period >= 4 {
		return false, false
	}
	switch {
	case slices.Contains(politicalUSSMZ, a.ID):
		return false, g.politicalGranted("36.63K") || g.politicalGranted("36.63L")
	case a.ID == "grand-banks" && g.politicalGranted("36.63I"),
		a.ID == "maritimes" && g.politicalGranted("36.63J"),
		a.InRegion("caribbean") && g.politicalGranted("36.63K"),
		a.InRegion("west") && g.politicalGranted("36.63L"):
		return true, true
	}
	return false, false
}

// politicalNoUSLimits is [36.63M]: the [30.23] limits on American units
// end.
func (g *Game) politicalNoUSLimits() bool { return g.politicalGranted("36.63M") }

// politicalBlackout is the [36.63J] blackout: the Maritimes coast is dark
// for the months the roll gave [30.25].
func (g *Game) politicalBlackout(gov string) bool {
	p := g.S.Political
	return p != nil && gov == "maritimes" && g.S.Month+1 <= p.mark(markBlackoutUntil)
}

// politicalShipSunk is the first-sinking trigger of [36.63J] and [36.63L]:
// the first ship sunk in the Maritimes (J), or off the US East Coast or in
// the Gulf of Mexico (L), before period 4, rolls ⌈d10/2⌉+1 months of
// blackout [30.25] (once); with L, "American Neutrality?" fires next turn.
func (g *Game) politicalShipSunk(area string) {
	p := g.S.Political
	if p == nil || g.S.Period >= 4 || area == "" {
		return
	}
	gov := area
	if a := g.area(area); a != nil && a.Kind == data.KindSMZ && len(a.Links) > 0 {
		gov = a.Links[0]
	}
	j := gov == "maritimes" && g.politicalGranted("36.63J")
	l := (gov == "us-east-coast" || gov == "gulf-of-mexico") && g.politicalGranted("36.63L")
	if !j && !l {
		return
	}
	if p.mark(markBlackoutRolled) == 0 && (j || !g.politicalGranted("36.63J")) {
		p.setMark(markBlackoutRolled, 1)
		r := g.Roll("coastal blackout: months", "36.63", "")
		n := (r.Raw+1)/2 + 1
		p.setMark(markBlackoutUntil, g.S.Month+n)
		r.Say(rollMsg(msgM("atl.pol.blackout.roll"), nil, msgM("atl.pol.months", aInt("n", n)))).Record("⌈d10/2⌉+1", fmt.Sprintf("%d months of blackout on the Maritimes coast [30.25]", n))
	}
	if l && p.mark(markNeutralityTurn) == 0 && !g.eventHappened("american-neutrality") {
		p.setMark(markNeutralityTurn, g.S.Turn+1)
		g.noteM("36.63", "", msgM("atl.pol.neutrality"), "A ship sunk off the American coast: next turn the event American Neutrality? happens [36.63L].")
	}
}

// politicalUSWaters reports whether a combat is off the US East Coast or
// in the Gulf of Mexico after American Neutrality? under [36.63L].
func (g *Game) politicalUSWaters() bool {
	c := g.S.Combat
	return g.politicalGranted("36.63L") && g.eventHappened("american-neutrality") && c != nil &&
		(c.Gov == "us-east-coast" || c.Gov == "gulf-of-mexico")
}

// politicalUSAir is [36.63L]: there the USAAF B-25 and the USN PBY lose
// their [14.2A] limits on attacking subs before period 4.
func (g *Game) politicalUSAir(t *data.AlliedType) bool {
	return (t.ID == "ac-b25" || t.ID == "ac-pby") && g.politicalUSWaters()
}

// politicalSwap is [36.63L]'s replacement: a Digby revealed there becomes
// a USAAF B-25 ("" = none).
func (g *Game) politicalSwap(typ string) string {
	if typ == "ac-digby" && g.politicalUSWaters() {
		return "ac-b25"
	}
	return g.freeFrenchReplaced(typ) // [36.63H]
}

// politicalZoneDRM is a transit zone's map DRM under the political rules
// [20.8]: Gibraltar's drops by 1 once Spain is in the war [36.63F], and is
// 0 once Operation Felix has neutralised it (the Spanish table).
func (g *Game) politicalZoneDRM(area string, v int) int {
	if g.S.Political == nil || area != "gibraltar" {
		return v
	}
	switch {
	case g.S.Flags[flagFelix]:
		return 0
	case g.S.Flags[FlagSpain] && !g.S.Flags["spain-torch"]:
		return max(0, v-1)
	}
	return v
}

// spainJoins is [36.63F]: the interned tankers [21.31] go (Spain's ports
// are no longer neutral), Morocco and the Western Mediterranean lose their
// Allied air cover (Gibraltar keeps its own), the Gibraltar transit DRM
// drops by 1 [20.8], one undamaged Type VII leaves for El Ferrol (the
// Spanish G-7), and the Spanish War Events table is rolled each week.
func (g *Game) spainJoins() {
	g.S.Flags[FlagSpain] = true
	for _, a := range []string{"morocco", "western-med"} {
		if a == "western-med" && g.politicalGranted("36.63G") {
			continue // with the French fleet seized it keeps its cover
		}
		g.S.Overrides = append(g.S.Overrides, Override{Op: "air", Area: a, Text: "none"})
	}
	g.noteM("36.63", "", msgM("atl.pol.spain"), "Request granted: Spain enters the war. The interned tankers are gone; Morocco and the Western Mediterranean lose their Allied air cover; the Gibraltar transit DRM is 1 lower; the Spanish War Events table is rolled each week [36.63F].")
	g.politicalOpenBases("36.63F") // the Canaries' tender is placed after the boat for El Ferrol is chosen
	g.politicalBoatsJoin("36.63F", BoxWorkUp)
	g.Push(Frame{Op: opPolPlace, S: "ferrol"})
}

// ferrolBoats are the undamaged Type VIIs that may sail for El Ferrol
// [36.63F]: in port first, then at sea.
func (g *Game) ferrolBoats() []string {
	var port, sea []string
	for i := range g.S.Subs {
		s := &g.S.Subs[i]
		if g.Class(s).Type != "VII" || s.Damage > 0 || s.Withdraw != "" {
			continue
		}
		switch s.Status {
		case StBase:
			port = append(port, s.ID)
		case StSea:
			sea = append(sea, s.ID)
		}
	}
	return append(port, sea...)
}

// hskAreas are the OpAreas the HSK may be placed in [36.62E]: any open
// one in periods 1–3, only the South Atlantic and Indian Ocean in 4–5;
// those with the most German boats at sea first.
func (g *Game) hskAreas() []string {
	var out []string
	count := map[string]int{}
	for i := range g.S.Subs {
		if s := &g.S.Subs[i]; s.Status == StSea && g.german(s) {
			count[g.govOf(s.Area)]++
		}
	}
	for _, a := range g.T.Map.Areas {
		if a.Kind != data.KindOpArea || !g.areaOpen(a.ID) {
			continue
		}
		if g.S.Period >= 4 && !a.InRegion("south") && !a.InRegion("indian") {
			continue
		}
		out = append(out, a.ID)
	}
	slices.SortStableFunc(out, func(x, y string) int { return count[y] - count[x] })
	return out
}

// stepPolPlace asks where a granted request's counter goes (Frame.S):
// "air:<id>" a seaplane or Fw 200 group at any base in use [36.62A],
// [36.62C]; "hsk" the HSK marker for the week [36.62E]; "ferrol" the Type
// VII that leaves for El Ferrol [36.63F].
func stepPolPlace(g *Game, f *Frame) {
	what, arg, _ := strings.Cut(f.S, ":")
	var keys []string
	var p engine.Prompt
	switch what {
	case "air":
		for _, b := range g.T.Map.Bases {
			if b.Kind == data.BaseMain && g.BaseActive(b.ID) {
				keys = append(keys, b.ID)
			}
		}
		// The doctrine's choice comes first: the Biscay bases once France is
		// in use, else the aircraft's own base.
		if i := slices.Index(keys, "france"); i > 0 {
			keys[0], keys[i] = keys[i], keys[0]
		}
		p = engine.Prompt{Kind: "pol-place", Rule: "36.62", Text: fmt.Sprintf("Place %s at a base", g.aircraftName(arg)), Msg: msgM("atl.pol.place.air", aAir("ac", arg))}
		for _, k := range keys {
			p.Options = append(p.Options, engine.Option{Key: k, Label: g.baseName(k), Rule: "36.62", LabelMsg: msgM("atl.pol.opt.base", aBase("base", k))})
		}
	case "hsk":
		keys = g.hskAreas()
		p = engine.Prompt{Kind: "pol-place", Rule: "36.62", Text: "Place the HSK for the week", Msg: msgM("atl.pol.place.hsk")}
		for _, k := range keys {
			p.Options = append(p.Options, engine.Option{Key: k, Label: g.areaName(k), Rule: "36.62", LabelMsg: msgM("atl.pol.opt.area", aArea("area", k))})
		}
	case "green":
		// [36.64D]: end the green-crew rolls by withdrawing the boats the
		// cancelled events named plus one that is not a Type II.
		n := g.S.Political.mark(markTrainingBoats) + 1
		keys = []string{"keep", "end"}
		p = engine.Prompt{Kind: "pol-place", Rule: "36.64", Text: fmt.Sprintf("The new crews roll for inexperience [36.64D]. Withdraw %d boats to training (one not a Type II) to end it?", n),
			Msg: msgM("atl.pol.green.q", aInt("n", n))}
		p.Options = []engine.Option{
			{Key: "keep", Label: "Keep the boats", Rule: "36.64", LabelMsg: msgM("atl.pol.green.keep")},
			{Key: "end", Label: fmt.Sprintf("Withdraw %d boats", n), Rule: "36.64", LabelMsg: msgM("atl.pol.green.end", aInt("n", n))},
		}
	case "greenpick":
		// Frame.A boats still to pick; Frame.B 1 once a non-Type II is
		// among them (the last pick must be one otherwise).
		for i := range g.S.Subs {
			s := &g.S.Subs[i]
			if (s.Status != StBase && s.Status != StSea) || s.Withdraw != "" || !g.german(s) {
				continue
			}
			if f.A == 1 && f.B == 0 && g.Class(s).Type == "II" {
				continue
			}
			keys = append(keys, s.ID)
		}
		p = engine.Prompt{Kind: "training-pick", Rule: "36.64", Text: fmt.Sprintf("Withdraw a boat to training to end the green-crew rolls (%d to go) [36.64D]", f.A),
			Msg: msgM("atl.pol.green.pick", aInt("n", f.A))}
		for _, k := range keys {
			p.Options = append(p.Options, engine.Option{Key: "sub:" + k, Label: k, Ref: k, Rule: "36.64", LabelMsg: msgM("atl.pol.opt.boat", aUnit("boat", k))})
		}
		for i := range keys {
			keys[i] = "sub:" + keys[i]
		}
	case "bauer":
		// [36.63H]: the one French base the German boats may use.
		keys = g.vichyBases()
		p = engine.Prompt{Kind: "pol-place", Rule: "36.63", Text: "Which French base may the German boats use, with the tender Wilhelm Bauer?", Msg: msgM("atl.pol.place.bauer")}
		for _, k := range keys {
			p.Options = append(p.Options, engine.Option{Key: k, Label: g.baseName(k), Rule: "36.63", LabelMsg: msgM("atl.pol.opt.base", aBase("base", k))})
		}
	case "surcouf":
		keys, p = g.surcoufPrompt() // [36.63G]
	case "ferrol":
		keys = g.ferrolBoats()
		p = engine.Prompt{Kind: "pol-place", Rule: "36.63", Text: "Which Type VII sails for El Ferrol, to become the Spanish G-7?", Msg: msgM("atl.pol.place.ferrol")}
		for _, k := range keys {
			p.Options = append(p.Options, engine.Option{Key: k, Label: k, Ref: k, Rule: "36.63", LabelMsg: msgM("atl.pol.opt.boat", aUnit("boat", k))})
		}
	}
	if len(keys) == 0 {
		return
	}
	if f.Ans == nil {
		g.Ask(f, p)
		return
	}
	key := g.Key(f)
	if !slices.Contains(keys, key) {
		return
	}
	switch what {
	case "green":
		if key == "end" {
			g.Push(Frame{Op: opPolPlace, S: "greenpick", A: g.S.Political.mark(markTrainingBoats) + 1})
		}
	case "greenpick":
		s := g.Sub(strings.TrimPrefix(key, "sub:"))
		nonII := f.B
		if g.Class(s).Type != "II" {
			nonII = 1
		}
		if f.A > 1 {
			g.Push(Frame{Op: opPolPlace, S: "greenpick", A: f.A - 1, B: nonII})
		} else {
			pol := g.S.Political
			for _, k := range []string{markTrainingCancels, markTrainingBoats, markTrainingFrom} {
				delete(pol.Marks, k)
			}
			g.noteM("36.64", "", msgM("atl.pol.green.ended"), "The boats are withdrawn: the new crews no longer roll for inexperience [36.64D].")
		}
		g.withdraw(s, "training", "36.64")
	case "air":
		found := false
		for i := range g.S.Aircraft {
			if a := &g.S.Aircraft[i]; a.ID == arg {
				a.Gone, a.Base, a.Area, a.Rebase = false, key, "", g.S.Turn // searches from next turn
				found = true
			}
		}
		if !found {
			g.S.Aircraft = append(g.S.Aircraft, AirState{ID: arg, Base: key, Rebase: g.S.Turn})
		}
		g.noteM("36.62", "", msgM("atl.pol.air-in", aAir("ac", arg), aBase("base", key)), "%s comes under the BdU's control at %s; it searches from next turn [36.62].", g.aircraftName(arg), g.baseName(key))
	case "hsk":
		g.S.Political.setMark(markHSKTurn, g.S.Turn)
		g.S.Supply = append(g.S.Supply, SupplyState{ID: hskID, Area: key})
		g.noteM("36.62", "", msgM("atl.pol.hsk", aArea("area", key)), "The HSK raider takes station in %s for the week: boats may resupply from it [36.62E], [21.32].", g.areaName(key))
	case "bauer":
		g.vichyBaseChosen(key)
	case "surcouf":
		if key != "keep" {
			g.surcoufSwap(key)
		}
	case "ferrol":
		s := g.Sub(key)
		g.noteM("36.63", key, msgM("atl.pol.ferrol", aUnit("boat", key)), "%s sails for El Ferrol and leaves play: it becomes the Spanish G-7 [36.63F].", key)
		g.withdraw(s, "training", "36.63")
		g.spainG7()
	}
}

// hskID is the HSK marker's supply id [36.62E].
const hskID = "hsk"

// politicalHSKGone removes the HSK at the end of its turn [36.62E].
func (g *Game) politicalHSKGone() {
	if g.S.Political == nil {
		return
	}
	g.S.Supply = slices.DeleteFunc(g.S.Supply, func(s SupplyState) bool { return s.ID == hskID && !s.Gone })
}

// politicalSupplyLost is [36.62E]: an HSK lost under [21.32]B costs OKM
// one influence.
func (g *Game) politicalSupplyLost(id string) {
	if g.S.Political == nil || id != hskID {
		return
	}
	g.S.Political.AddInfluence(GroupOKM, -1)
	g.politicalTrack("36.62", "the HSK is lost: OKM −1", msgM("atl.pol.why.hsk"))
}

// trainingReaction reports whether a war event orders only a withdrawal to
// training, the order [36.64D] may cancel (the withdrawals of other events,
// Weserübung's, stand).
func trainingReaction(ev *data.WarEvent) bool {
	has := false
	for _, e := range ev.Effects {
		switch e.Op {
		case "training":
			has = true
		case "deploy":
			return false
		}
	}
	return has
}

// politicalTrainingCancelled records a cancelled withdrawal [36.64D]: from
// next turn each new U-boat rolls for a green crew, one more −1 for each
// later cancellation.
func (g *Game) politicalTrainingCancelled(n int) {
	p := g.S.Political
	p.setMark(markTrainingCancels, p.mark(markTrainingCancels)+1)
	p.setMark(markTrainingBoats, p.mark(markTrainingBoats)+n)
	if p.mark(markTrainingFrom) == 0 {
		p.setMark(markTrainingFrom, g.S.Turn+1)
	}
	g.noteM("36.64", "", msgM("atl.pol.training", aInt("n", p.mark(markTrainingCancels))), "The boats stay: from next turn each new U-boat rolls d10 (−%d), a green crew on 0 or less [36.64D].", p.mark(markTrainingCancels)-1)
}

// politicalGreenRoll is [36.64D]'s roll for a new U-boat: on a modified 0
// or less it arrives with an inexperienced crew, or one level greener.
func (g *Game) politicalGreenRoll(s *Sub) {
	p := g.S.Political
	if p == nil || p.mark(markTrainingCancels) == 0 || g.S.Turn < p.mark(markTrainingFrom) || !g.german(s) {
		return
	}
	n := p.mark(markTrainingCancels) - 1
	r := g.Roll("crews for the new boats", "36.64", s.ID, Mod(-n, "withdrawals to training cancelled", "36.64"))
	if r.Total > 0 {
		r.Say(rollMsg(msgM("atl.pol.green.roll", aUnit("boat", s.ID)), msgM("atl.le", aInt("n", 0)), msgM("atl.pol.green.no"))).Record("≤ 0", "trained crew")
		return
	}
	s.Inexp = min(2, s.Inexp+1)
	r.Say(rollMsg(msgM("atl.pol.green.roll", aUnit("boat", s.ID)), msgM("atl.le", aInt("n", 0)), msgM("atl.pol.green.yes", aInt("n", s.Inexp)))).Record("≤ 0", fmt.Sprintf("Inexp-%d", s.Inexp))
}

// politicalWeekStart is the political rules' part of the War Events phase
// beyond the requests: the Vichy co-belligerence ends after Torch
// [36.63H]; American Neutrality? fires the turn after the first American
// sinking [36.63L]; the UA returns a U-tanker [36.61F]; then the extra
// rolls on the Spanish and Vichy War Events tables [36.63F], [36.63H].
func (g *Game) politicalWeekStart() []Frame {
	p := g.S.Political
	if p == nil {
		return nil
	}
	var fs []Frame
	if g.S.Flags[FlagVichyCoBelligerent] && (g.S.Flags["torch"] || g.S.Flags["spain-torch"]) {
		delete(g.S.Flags, FlagVichyCoBelligerent)
		g.vichyLeaves()
		g.noteM("36.63", "", msgM("atl.pol.vichy-out"), "After Torch Vichy France leaves the war: its bases close and its units go [36.63H].")
	}
	if t := p.mark(markNeutralityTurn); t > 0 && g.S.Turn >= t && !g.eventHappened("american-neutrality") && g.T.Event("american-neutrality") != nil {
		fs = append(fs, g.occurEvent("american-neutrality", "36.63")...)
	}
	if p.mark(markTrainingCancels) > 0 && g.monthStart() {
		fs = append(fs, Frame{Op: opPolPlace, S: "green"}) // [36.64D]
	}
	fs = append(fs, g.seizeDue()...) // [36.63G]
	if m := p.mark(markUAReturn); m > 0 && g.S.Month+1 >= m {
		if ua := g.Sub("UA"); ua != nil && ua.Status == StRefit {
			g.returnFromRefit(ua, "france")
			g.noteM("36.61", "UA", msgM("atl.pol.ua-back"), "UA is back from its conversion: a U-tanker [36.61F].")
		}
	}
	if !g.Scenario().WarEvents {
		return fs
	}
	if g.S.Flags[FlagSpain] {
		fs = append(fs, Frame{Op: opPolTable, S: "spain"})
	}
	if g.S.Flags[FlagVichyCoBelligerent] {
		fs = append(fs, Frame{Op: opPolTable, S: "vichy"})
	}
	return fs
}

// stepPolTable rolls the Spanish or the Vichy War Events table (Frame.S)
// [36.63F], [36.63H]: our own authored tables (data.Tables.PoliticalEvents,
// rationale in the data README); the Vichy roll is +1 in periods 4–5. A
// one-time event already played, an event before its From month, or one
// after its NotAfter event or flag (Felix not after Torch) is no event.
func stepPolTable(g *Game, f *Frame) {
	if f.S != "spain" && f.S != "vichy" {
		g.politicalFollowUp(f.S)
		return
	}
	rows := g.T.Tables.PoliticalEvents[f.S]
	if len(rows) == 0 {
		return
	}
	rule := "36.63"
	var mods []dice.Mod
	if f.S == "vichy" && g.S.Period >= 4 {
		mods = append(mods, Mod(1, "periods 4–5", "36.63"))
	}
	name := map[string]string{"spain": "Spanish War Events table", "vichy": "Vichy War Events table"}[f.S]
	r := g.Roll(name, rule, "", mods...)
	i := clampInt(r.Total, 0, len(rows)-1)
	tm := msgM("atl.pol.table." + f.S)
	id := rows[i]
	ev := g.T.Event(id)
	switch {
	case id == "" || ev == nil:
		r.Say(rollMsg(tm, nil, msgM("atl.events.no-event"))).Record("", "no event")
		return
	case ev.Once && g.eventHappened(id), g.tooEarly(ev), ev.NotAfter != "" && g.eventHappened(ev.NotAfter):
		r.Say(rollMsg(tm, nil, msgM("atl.events.no-event.52", aNested("why", g.eventNameMsg(id))))).Record("", ev.Name+": no event [5.2]")
		return
	}
	r.Say(rollMsg(tm, nil, g.eventNameMsg(id))).Record("", ev.Name)
	fs := g.occurEvent(id, rule)
	if id == "vichy-darlan" { // Dakar's roll is made in War Progress (politicalEventOccurs)
		follow := "darlan"
		fs = append(fs, Frame{Op: opPolTable, S: follow}) // after the event's own effects
	}
	g.Push(fs...)
}

// politicalFollowUp is the second roll of two Vichy events [36.63H]: after
// the Allied attack on Dakar a d10 of 0–4 means Dakar falls (the attack
// cannot come again; Cape Verde gets light air cover in periods 4–5);
// Darlan's minefields go to the SMZ the d10 names on the authored
// "darlan" list (data.Tables.PoliticalEvents), laid by one boat.
func (g *Game) politicalFollowUp(what string) {
	switch what {
	case "dakar":
		r := g.Roll("does Dakar fall?", "36.63", "")
		pm, tm := msgM("atl.pol.dakar.roll"), msgM("atl.le", aInt("n", 4))
		if r.Total > 4 {
			r.Say(rollMsg(pm, tm, msgM("atl.pol.dakar.holds"))).Record("≤ 4", "Dakar holds")
			return
		}
		r.Say(rollMsg(pm, tm, msgM("atl.pol.dakar.falls"))).Record("≤ 4", "Dakar falls")
		g.S.Flags["dakar-occupied"] = true
		if g.BaseActive("dakar") {
			g.deactivateBase("dakar", "36.63", "War Progress", msgM("atl.pol.who.progress"))
		}
		if g.S.Period >= 4 {
			g.S.Overrides = append(g.S.Overrides, Override{Op: "air", Area: "cape-verde", Text: "light"})
		}
	case "darlan":
		smz := g.T.Tables.PoliticalEvents["darlan"]
		if len(smz) == 0 {
			return
		}
		r := g.Roll("Darlan's minefield: where", "36.63", "")
		area := smz[clampInt(r.Total, 0, len(smz)-1)]
		r.Say(rollMsg(msgM("atl.pol.darlan.roll"), nil, msgM("atl.pol.opt.area", aArea("area", area)))).Record("", g.areaName(area))
		// A Saphir lays it while one can (another boat otherwise).
		effDeploy(g, &Frame{S: "event:vichy-darlan"}, &data.Effect{Op: "deploy", Count: 1, Area: area, Mission: "mines", Weeks: 2, Boats: g.darlanBoats()})
	}
}

// effSearch is the "search" effect: AAC searches in Area get Value for
// Weeks (the Vichy table's French commerce raiding [36.63H]).
func effSearch(g *Game, f *Frame, e *data.Effect) {
	g.addOverride(Override{Op: "search", Area: e.Area, Value: e.Value}, e.Weeks)
	g.noteM(g.effectRule(f.S), "", msgM("atl.eff.search", aNested("who", g.effectWhoMsg(f.S)), aArea("area", e.Area), aSigned("v", e.Value)), "%s: searches in %s are at %+d.", g.effectWho(f.S), g.areaName(e.Area), e.Value)
}

// searchOverride is the sum of the live "search" overrides on an OpArea.
func (g *Game) searchOverride(gov string) int { return g.overrideSum("search", gov) }

// requestNames are the English names of this file's requests (the log's
// plain text; the player reads atl.pol.req.<id>).
var requestNames = map[string]string{
	"36.61A": "Improve base infrastructure",
	"36.61B": "Keep the base infrastructure",
	"36.61C": "Major U-boat production",
	"36.61D": "Minor U-boat production",
	"36.61E": "Accelerate radar",
	"36.61F": "Accelerate the U-tanker programme",
	"36.62A": "Seaplane group",
	"36.62B": "Keep the air group",
	"36.62C": "Long-range reconnaissance (Fw 200)",
	"36.62D": "Keep the Fw 200s",
	"36.62E": "Auxiliary raider supply",
	"36.63E": "Finnish submarines",
	"36.63F": "Spain enters the war",
	"36.63G": "Seize the French fleet",
	"36.63H": "Vichy France co-belligerent",
	"36.63I": "The Grand Banks before period 3",
	"36.63J": "The Maritimes before period 4",
	"36.63K": "The Caribbean and South America before period 4",
	"36.63L": "The Western Waters before period 4",
	"36.63M": "Attack American units before period 4",
	"36.64D": "Cancel a withdrawal to training",
}
