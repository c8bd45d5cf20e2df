package campaign

import (
	"cmp"
	"slices"
	"strings"

	"periscope/game/data"
)

// Spain at war [36.63F] and the Finnish boats [36.63E] (issue 13, exact14):
// the bases a granted request opens (data.Base.Opens), the boats it brings
// (optional boats whose Option names the request), the limit on other
// nations' boats at Spain's bases, Torch landing in Spain, Operation Puma's
// Spanish boats, and the bases the Allies take in War Progress.

// politicalGuestLimit is how many boats of other nations a request's bases
// hold at once: at most 4 non-Spanish boats at Spain's bases [36.63F], 6
// non-French at the Wilhelm Bauer's French base [36.63H].
var politicalGuestLimit = map[string]int{"36.63F": 4, "36.63H": 6}

// corrientes is the tender of the Canaries' advanced base [36.63F]: the
// German tanker interned at Las Palmas (data: aircraft.json tenders).
const corrientes = "corrientes"

// Political.Marks keys of this file.
const (
	markLosePrefix = "lose:"     // "lose:<base>" 1: the base is lost in War Progress [36.63F], [36.63H]
	markDakarRoll  = "dakar-war" // 1: the Dakar roll is made in War Progress [36.63H]
	flagSpainTorch = "spain-torch"
	// flagInternedClosed + base: Franco has closed that port's interned
	// tanker [21.31] (the port is no base in use to deactivate).
	flagInternedClosed = "interned-closed:"
)

// rtbAllowed is the political rules' part of RTBBases [15.22]: a boat of a
// nation held to its own bases (Spain's [36.63F]) goes only there; a base a
// request opened takes boats of other nations only up to its limit,
// counting those in port and those bound for it [36.63F].
func (g *Game) rtbAllowed(s *Sub, b *data.Base) bool {
	nat := g.Nation(s)
	if g.nationTraits(nat).OwnBases && b.Nation != nat || !g.frenchRTB(nat, b) {
		return false
	}
	limit, ok := politicalGuestLimit[b.Opens]
	if !ok || b.Nation == nat {
		return true
	}
	return g.politicalGuests(b.Opens, s) < limit
}

// politicalGuests counts the boats other than s, of another nation than
// the base's, in port at or bound for the bases a request opened.
func (g *Game) politicalGuests(opens string, s *Sub) int {
	n := 0
	for i := range g.S.Subs {
		t := &g.S.Subs[i]
		where := ""
		switch {
		case t == s:
		case t.Status == StBase:
			where = t.Base
		case t.Status == StSea && t.RTB:
			where = t.Dest
		}
		if b := g.T.Base(where); b != nil && b.Opens == opens && g.Class(t).Nation != b.Nation {
			n++
		}
	}
	return n
}

// politicalOpenBases puts in use the bases a granted request opens: main
// bases at once, an advanced base when its tender is placed (the Canaries'
// Corrientes) [36.63F].
func (g *Game) politicalOpenBases(req string) {
	for _, b := range g.T.Map.Bases {
		if b.Opens != req {
			continue
		}
		switch b.Kind {
		case data.BaseMain:
			if bs := g.BaseState(b.ID); bs != nil && !bs.Active {
				bs.Active = true
				g.noteM("36.63", "", msgM("atl.base.on", aBase("base", b.ID)), "%s comes into use.", b.Name)
			}
		case data.BaseAdvanced:
			g.Push(Frame{Op: opTenderPlace, Area: b.ID, S: corrientes})
		}
	}
}

// politicalBoatsJoin brings in the optional boats a granted request names
// (data.Boat.Option == req): into the Work-up box of their base, or of
// their fallback if it is not in use [36.63E], [36.63F]. It returns them.
func (g *Game) politicalBoatsJoin(req, box string) []string {
	var out []string
	names := map[string][]string{}
	var bases []string
	for _, b := range g.T.Boats {
		if !b.Optional || b.Option != req {
			continue
		}
		s := g.Sub(b.ID)
		if s == nil || s.Status != StOut {
			continue
		}
		base := g.arrivalBase(b.Base)
		g.PutInBox(s, base, box)
		out = append(out, b.ID)
		if names[base] == nil {
			bases = append(bases, base)
		}
		names[base] = append(names[base], cmp.Or(b.Name, b.ID))
	}
	for _, base := range bases {
		list := strings.Join(names[base], ", ")
		g.noteM("36.63", "", msgM("atl.pol.boats-join", aText("boats", list), aBase("base", base)), "%s join the BdU's boats at %s [%s].", list, g.baseName(base), req)
	}
	return out
}

// spainG7 is the Type VII that left for El Ferrol coming back as the
// Spanish G-7 in August 1942 (its data entry) [36.63F].
func (g *Game) spainG7() {
	for _, b := range g.T.Boats {
		if b.Option != "36.63F:G-7" {
			continue
		}
		if s := g.Sub(b.ID); s != nil && s.Status == StOut {
			m, _ := data.MonthIndex(b.Entry)
			s.Status, s.Entry = StFuture, max(m, g.S.Month+1)
			g.noteM("36.63", b.ID, msgM("atl.pol.g7", aUnit("boat", b.ID), aNested("month", monthMsg(s.Entry))),
				"The boat will come back as the Spanish %s in %s [36.63F].", b.ID, monthLabel(s.Entry))
		}
	}
}

// finnishBoats is [36.63E]: the three Vetehinen-class boats go to
// Germany's Repair 3 box, for refits and overhaul; they may then serve in
// the Arctic.
func (g *Game) finnishBoats() {
	g.politicalBoatsJoin("36.63E", BoxR3)
}

// politicalEventOccurs is the political rules' part of a war event, before
// its effects: Torch with Spain at war rolls where the Americans land
// [36.63F]; Operation Puma sends Spain's undamaged boats at Cadiz and the
// Canaries into the Canaries SMZ, patrol side up, and the Canaries are lost
// in War Progress; the Allied attack on Dakar rolls in War Progress
// [36.63H].
func (g *Game) politicalEventOccurs(id string) {
	p := g.S.Political
	if p == nil {
		return
	}
	switch id {
	case "torch":
		if !g.S.Flags[FlagSpain] || p.mark(markTorchRolled) != 0 {
			return
		}
		p.setMark(markTorchRolled, 1)
		r := g.Roll("Torch: where do the Americans land?", "36.63", "")
		pm, tm := msgM("atl.pol.torch.roll"), msgM("atl.le", aInt("n", 3))
		if r.Total > 3 && !g.politicalGranted("36.63G") {
			r.Say(rollMsg(pm, tm, msgM("atl.pol.torch.africa"))).Record("≤ 3", "in North Africa")
			return
		}
		g.S.Flags[flagSpainTorch] = true
		p.setMark(markLosePrefix+"cadiz", 1)
		r.Say(rollMsg(pm, tm, msgM("atl.pol.torch.spain"))).Record("≤ 3", "in south-western Spain: the Cadiz waters take Casablanca's place; Cadiz is lost in War Progress; the Gibraltar DRM is restored")
	case "spain-puma":
		p.setMark(markLosePrefix+"canary-islands", 1)
		for i := range g.S.Subs {
			s := &g.S.Subs[i]
			b := g.T.Base(s.Base)
			if s.Status != StBase || s.Damage > 0 || b == nil || s.Base != "cadiz" && s.Base != "canary-islands" || g.Class(s).Nation != b.Nation { // at Cadiz and the Canaries only
				continue
			}
			s.Status, s.Box, s.Area, s.Section, s.Side, s.EntryArea = StSea, "", "canary-islands", Operating, Patrol, "morocco"
			g.seaChanged(s)
			g.noteM("36.63", s.ID, msgM("atl.pol.puma.boat", aUnit("boat", s.ID)), "%s sorties into the Canaries SMZ, patrol side up [36.63F].", s.ID)
		}
	case "vichy-dakar":
		p.setMark(markDakarRoll, 1)
	default:
		g.vichyEventBase(id) // Exporter's Beirut, Ironclad's Diégo Suarez
	}
}

// politicalEffect is an event's effect as the political rules play it:
// Torch landing in Spain plays in the waters off Cadiz (the Gibraltar SMZ
// on our map, Cadiz's own base display being no SMZ) in place of
// Casablanca [36.63F]; Puma's contacts are American in periods 4–5.
func (g *Game) politicalEffect(src string, e *data.Effect) *data.Effect {
	if g.S.Political == nil {
		return e
	}
	switch ev := eventID(src); {
	case ev == "torch" && g.S.Flags[flagSpainTorch] && e.Area == "casablanca":
		c := *e
		c.Area = "gibraltar"
		return &c
	case ev == "spain-puma" && e.Op == "contact" && g.S.Period >= 4:
		c := *e
		c.Nation = "US"
		return &c
	}
	return e
}

// politicalWarProgress is the political rules' part of the War Progress
// phase: the bases the Allies take are lost (damaged boats there scuttled,
// not counted as lost) [36.63F], [36.63H]; the Dakar roll [36.63H].
func (g *Game) politicalWarProgress() {
	p := g.S.Political
	if p == nil {
		return
	}
	if p.mark(markDakarRoll) == 1 {
		delete(p.Marks, markDakarRoll)
		g.politicalFollowUp("dakar")
	}
	var lost []string
	for k, v := range p.Marks {
		if b, ok := strings.CutPrefix(k, markLosePrefix); ok && v == 1 {
			lost = append(lost, b)
		}
	}
	slices.Sort(lost)
	for _, b := range lost {
		p.setMark(markLosePrefix+b, 2)
		if bs := g.BaseState(b); bs != nil && bs.Active {
			g.deactivateBase(b, "36.63", "War Progress", msgM("atl.pol.who.progress"))
			g.noteM("36.63", "", msgM("atl.pol.base-lost", aBase("base", b)), "%s is lost to the Allies: damaged boats there are scuttled, not counted as lost [36.63].", g.baseName(b))
		}
	}
}

// finnishArctic keeps a Finnish boat's sailing to the Arctic [36.63E]:
// only the moves that end in an Arctic OpArea, an SMZ beside one, or an
// area beside the Arctic (on the way, for a slow boat).
func (g *Game) finnishArctic(s *Sub, opts []moveOption) []moveOption {
	if g.S.Political == nil || g.T.Boat(s.ID).Option != "36.63E" {
		return opts
	}
	arctic := func(id string) bool {
		a := g.area(id)
		return a != nil && (a.InRegion("arctic") || a.Kind == data.KindSMZ && slices.ContainsFunc(a.Links, func(l string) bool { return g.area(l).InRegion("arctic") }))
	}
	onTheWay := func(id string) bool { // a slow boat's first leg: an area beside the Arctic
		return arctic(id) || slices.ContainsFunc(g.T.Routes(id), func(r data.Route) bool { return arctic(r.To) })
	}
	return slices.DeleteFunc(opts, func(o moveOption) bool { return len(o.nodes) > 0 && !onTheWay(o.nodes[len(o.nodes)-1]) })
}
