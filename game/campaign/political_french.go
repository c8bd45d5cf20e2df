package campaign

import (
	"cmp"
	"slices"
	"strings"

	"periscope/game/data"
	"periscope/game/engine"
)

// The French fleet seized [36.63G] (issue 13, exact15). Asked in June or
// July 1940; its effects come in August 1940 (politicalWeekStart): Toulon
// (map.json, opened by "36.63G") becomes a German base; each boat of the
// rule's list of 37 (the 32 Toulon boats of [36.63H] and the five only G
// names, uboats.json option "36.63G") rolls d10: 0–3 it escapes or is
// scuttled, 4–9 it is captured, rolls on the Damage table +1 and goes into
// that Toulon box. Captured boats count as German (Nation) and use the
// German torpedo value; the French retirements and mine strengths of
// [36.63H] apply (vichyPeriodEnd, the classes' mines). The escaped boats
// and the French units overseas join the Allies: the cup additions below,
// kept in every period. The player may swap one captured 1500 t boat for
// Surcouf (damaged, at Atlantic France, not in the Allied sub cup), and
// the UF-1..3 of [35.3] come a year early.

// FlagFleetSeized is set once the French fleet is seized [36.63G].
const FlagFleetSeized = "french-fleet-seized"

// Political.Marks keys of this file.
const (
	markSeizeMonth = "seize-month" // month (MonthIndex+1) the seizure takes effect [36.63G]
	toulon         = "toulon"
	frenchNation   = "VICHY"
)

// seizedCupAdds are the French units [36.63G] adds to the cups for good:
// the British task forces and fleet escorts, the Centre, Outer and Western
// cups, the American task forces and fleet escorts (the rule's table). The
// Chacal appears in two cups and we have one counter: it goes into the
// Centre cup, the Free French one the table names first (DESIGN.md,
// Readings). The P5 Flower comes with period 5 (seizedPeriodEnd).
var seizedCupAdds = []CupAdd{
	{Cup: "tf-uk", Type: "cv-bearn", Count: 1}, {Cup: "tf-uk", Type: "bb-strasbourg", Count: 1},
	{Cup: "tf-uk", Type: "ca-fr-suffren", Count: 1}, {Cup: "tf-uk", Type: "cl-fr-galissonniere", Count: 1},
	{Cup: "fe-uk", Type: "cs-commandant-teste", Count: 1}, {Cup: "fe-uk", Type: "cl-jeanne-darc", Count: 1},
	{Cup: "fe-uk", Type: "dd-fr-aigle", Count: 1}, {Cup: "fe-uk", Type: "dd-fr-fantasque", Count: 1},
	{Cup: "centre", Type: "dd-fr-chacal", Count: 1},
	{Cup: "outer", Type: "ct-flower-ff", Count: 1},
	{Cup: "west-inner", Type: "dd-fr-bourrasque", Count: 1},
	{Cup: "west-outer", Type: "dd-fr-guepard", Count: 1},
	{Cup: "tf-us", Type: "bb-richelieu", Count: 1}, {Cup: "tf-us", Type: "ca-algerie", Count: 1},
	{Cup: "tf-us", Type: "ca-fr-duquesne", Count: 1}, {Cup: "tf-us", Type: "cl-emile-bertin", Count: 1},
	{Cup: "tf-us", Type: "cl-duguay-trouin", Count: 1},
	{Cup: "fe-us", Type: "dd-fr-vauquelin", Count: 1},
}

// seizedFlowerP5 is the Outer cup's Free French Flower from period 5 (6-3).
var seizedFlowerP5 = CupAdd{Cup: "outer", Type: "ct-flower-ff-p5", Count: 1}

// seized1500 is the Allied sub cup's 1500 t counter: as many go in as
// 1500 t boats escaped, up to the copies we have [36.63G].
const seized1500 = "ss-fr-1500"

// seizeAllowed is [36.63G]'s condition: only in June or July 1940, not
// once Vichy is co-belligerent [36.63H].
func (g *Game) seizeAllowed(granted bool) bool {
	jun40 := 1940*12 + 5
	return !granted && g.S.Month >= jun40 && g.S.Month <= jun40+1 && !g.politicalGranted("36.63H")
}

// seizeGranted records the grant: the seizure takes effect in August 1940.
func (g *Game) seizeGranted() {
	aug40 := 1940*12 + 7
	g.S.Political.setMark(markSeizeMonth, aug40+1)
	g.noteM("36.63", "", msgM("atl.pol.seize"), "Request granted: the French fleet is to be seized. In August 1940 Toulon becomes a German base and each French boat there rolls: 0–3 it escapes or is scuttled, 4–9 it is captured [36.63G].")
}

// seizeDue runs the seizure at the first War Events phase of its month;
// it returns the Surcouf prompt's frame.
func (g *Game) seizeDue() []Frame {
	p := g.S.Political
	if m := p.mark(markSeizeMonth); m == 0 || g.S.Month+1 < m || g.S.Flags[FlagFleetSeized] {
		return nil
	}
	g.frenchFleetSeized()
	return []Frame{{Op: opPolPlace, S: "surcouf"}}
}

// seizedBoat reports whether a boat is on [36.63G]'s list: the Toulon
// boats of [36.63H] and the five only G names.
func seizedBoat(b *data.Boat) bool {
	return b.Optional && b.Base == toulon && (b.Option == "36.63H" || b.Option == "36.63G")
}

// frenchFleetSeized is [36.63G] in August 1940.
func (g *Game) frenchFleetSeized() {
	g.S.Flags[FlagFleetSeized] = true
	g.politicalOpenBases("36.63G")
	var got []string
	escaped1500 := 0
	for i := range g.T.Boats {
		b := &g.T.Boats[i]
		if !seizedBoat(b) {
			continue
		}
		s := g.Sub(b.ID)
		if s == nil || s.Status != StOut {
			continue
		}
		r := g.Roll("is the French boat captured?", "36.63", b.ID)
		pm, tm := msgM("atl.pol.seize.roll", aUnit("boat", b.ID)), msgM("atl.ge", aInt("n", 4))
		if r.Total <= 3 {
			r.Say(rollMsg(pm, tm, msgM("atl.pol.seize.escapes"))).Record("≥ 4", "escapes or is scuttled")
			if g.Class(s).Type == "1500" {
				escaped1500++
			}
			continue
		}
		r.Say(rollMsg(pm, tm, msgM("atl.pol.seize.captured"))).Record("≥ 4", "captured")
		n := g.damageRoll(s, "damage table", Mod(1, "captured", "36.63"))
		g.PutInBox(s, toulon, numberBox(n))
		if n > 0 && g.boxCount(toulon, BoxR1, BoxR2, BoxR3) > g.repairCapacity(toulon) {
			s.Box = BoxHold // the yard is full: it waits for a place [10.2]
		}
		got = append(got, cmp.Or(b.Name, b.ID))
	}
	if len(got) > 0 {
		list := strings.Join(got, ", ")
		g.noteM("36.63", "", msgM("atl.pol.boats-join", aText("boats", list), aBase("base", toulon)), "%s join the BdU's boats at %s [36.63G].", list, g.baseName(toulon))
	}
	g.seizedCups(escaped1500)
	g.seizedUFEarly()
}

// seizedCups adds the French units that join the Allies to the cups for
// good [36.63G]: those the table names, and one 1500 t counter in the
// Allied sub cup for each 1500 t boat that escaped (up to our copies).
// Counters already out of play (the French units leave after period 1)
// come back to wait for their cups.
func (g *Game) seizedCups(escaped1500 int) {
	s := g.S
	adds := slices.Clone(seizedCupAdds)
	if escaped1500 > 0 {
		adds = append(adds, CupAdd{Cup: "sub", Type: seized1500, Count: escaped1500})
	}
	for i, ca := range adds {
		if ca.Type == "bb-strasbourg" && !g.typeAfloat(ca.Type) && g.typeAfloat("bb-dunkerque") {
			adds[i].Type = "bb-dunkerque" // "Strasbourg (replaceable by Dunkerque)" [36.63G]
		}
		g.seizedBack(adds[i])
	}
	s.CupAdds = append(s.CupAdds, adds...)
	g.applyCupAdds()
	g.noteM("36.63", "", msgM("atl.pol.seize.cups", aInt("n", escaped1500)), "The escaped boats and the French units overseas join the Allies: they go into the cups for good; 1500 t boats into the Allied sub cup: %d [36.63G].", escaped1500)
}

// seizedBack brings a cup addition's counters back from out of play, so
// applyCupAdds finds them.
func (g *Game) seizedBack(ca CupAdd) {
	s := g.S
	n := ca.Count
	s.Out = slices.DeleteFunc(s.Out, func(id string) bool {
		if n > 0 && g.unitType(id).ID == ca.Type && !g.unitSunk(id) {
			s.NotYet = append(s.NotYet, id)
			n--
			return true
		}
		return false
	})
}

// typeAfloat reports whether a counter of an Allied type is in the game
// and not sunk.
func (g *Game) typeAfloat(typ string) bool {
	s := g.S
	lists := [][]string{s.Out, s.Aside, s.NotYet, s.OutPeriod}
	for _, cup := range sortedKeys(s.Cups) {
		lists = append(lists, s.Cups[cup])
	}
	for _, l := range lists {
		for _, id := range l {
			if g.unitType(id).ID == typ && !g.unitSunk(id) {
				return true
			}
		}
	}
	return false
}

// markSunkPrefix marks a named Allied ship sunk in this game: "sunk:<id>" 1.
const markSunkPrefix = "sunk:"

// unitSunk reports whether an Allied counter was sunk in this game (the
// political state's mark of a named ship, the finished patrols' and the
// boats' current patrols' records).
func (g *Game) unitSunk(id string) bool {
	if p := g.S.Political; p != nil && p.mark(markSunkPrefix+id) == 1 {
		return true
	}
	for _, p := range g.S.Patrols {
		if slices.Contains(p.Sunk, id) {
			return true
		}
	}
	for i := range g.S.Subs {
		if slices.Contains(g.S.Subs[i].Patrol.Sunk, id) {
			return true
		}
	}
	return false
}

// politicalKeeps reports whether a counter past its date stays in the game
// because [36.63G] put it in a cup for good.
func (g *Game) politicalKeeps(a *data.AlliedType) bool {
	if g.S.Political == nil || !g.S.Flags[FlagFleetSeized] {
		return false
	}
	for _, c := range g.S.CupAdds {
		if c.Type == a.ID {
			return true
		}
	}
	return false
}

// seizedPeriodEnd puts the period-5 Flower in the Outer cup when period 4
// ends [36.63G].
func (g *Game) seizedPeriodEnd(ended int) {
	if ended != 4 || !g.S.Flags[FlagFleetSeized] {
		return
	}
	g.S.CupAdds = slices.DeleteFunc(g.S.CupAdds, func(c CupAdd) bool { return c.Type == "ct-flower-ff" })
	g.S.CupAdds = append(g.S.CupAdds, seizedFlowerP5)
}

// seizedUFEarly brings the UF-1..3 of [35.3] (where the player took them)
// a year early to Atlantic France [36.63G]; their Type VIIs are still
// swapped out (the [35.3] option did that at set-up).
func (g *Game) seizedUFEarly() {
	for i := range g.S.Subs {
		s := &g.S.Subs[i]
		if s.Status != StFuture || g.Class(s).ID != "Aurore" {
			continue
		}
		s.Entry = max(g.S.Month+1, s.Entry-12)
		g.noteM("36.63", s.ID, msgM("atl.pol.seize.uf", aUnit("boat", s.ID), aNested("month", monthMsg(s.Entry))), "%s comes a year early: it arrives at Atlantic France in %s [36.63G].", s.ID, monthLabel(s.Entry))
	}
}

// surcoufSwaps are the captured 1500 t boats the player may swap for
// Surcouf [36.63G], the worst damaged first (the doctrine's choice).
func (g *Game) surcoufSwaps() []string {
	var ids []string
	if sc := g.Sub("Surcouf"); sc == nil || sc.Status != StOut {
		return nil
	}
	for _, box := range []string{BoxHold, BoxR3, BoxR2, BoxR1, BoxWorkUp} {
		for i := range g.S.Subs {
			s := &g.S.Subs[i]
			if s.Status == StBase && s.Base == toulon && s.Box == box && g.Class(s).Type == "1500" && seizedBoat(g.T.Boat(s.ID)) {
				ids = append(ids, s.ID)
			}
		}
	}
	return ids
}

// surcoufPrompt asks whether to swap a captured 1500 t boat for Surcouf
// [36.63G]: the swaps first, then keeping the boats.
func (g *Game) surcoufPrompt() (keys []string, p engine.Prompt) {
	swaps := g.surcoufSwaps()
	if len(swaps) == 0 {
		return nil, p
	}
	p = engine.Prompt{Kind: "pol-place", Rule: "36.63", Text: "Swap a captured 1500 t boat for Surcouf (she arrives damaged at Atlantic France)?", Msg: msgM("atl.pol.place.surcouf")}
	for _, id := range swaps {
		keys = append(keys, id)
		box := g.Sub(id).Box
		p.Options = append(p.Options, engine.Option{Key: id, Label: "Swap " + id, Ref: id, Rule: "36.63", Detail: boxName(box),
			LabelMsg: msgM("atl.pol.opt.surcouf", aUnit("boat", id)), DetailMsg: boxMsg(box)})
	}
	keys = append(keys, "keep")
	p.Options = append(p.Options, engine.Option{Key: "keep", Label: "Keep the boats", Rule: "36.63", LabelMsg: msgM("atl.pol.green.keep")})
	return keys, p
}

// surcoufSwap takes the chosen boat out of play and brings Surcouf in,
// damaged, at Atlantic France; her Allied counter leaves the sub cup.
func (g *Game) surcoufSwap(id string) {
	old, sc := g.Sub(id), g.Sub("Surcouf")
	if old == nil || sc == nil {
		return
	}
	old.Status, old.Box, old.Base = StOut, "", ""
	base := g.arrivalBase("france")
	n := g.damageRoll(sc, "damage table")
	g.PutInBox(sc, base, numberBox(max(1, n)))
	if g.boxCount(base, BoxR1, BoxR2, BoxR3) > g.repairCapacity(base) {
		sc.Box = BoxHold
	}
	sc.Entry = g.S.Month
	out := func(list []string) []string {
		return slices.DeleteFunc(list, func(u string) bool {
			if g.unitType(u).ID == "ss-surcouf" {
				g.S.Out = append(g.S.Out, u)
				return true
			}
			return false
		})
	}
	for _, cup := range sortedKeys(g.S.Cups) {
		g.S.Cups[cup] = out(g.S.Cups[cup])
	}
	g.S.Aside, g.S.NotYet, g.S.OutPeriod = out(g.S.Aside), out(g.S.NotYet), out(g.S.OutPeriod)
	g.noteM("36.63", "Surcouf", msgM("atl.pol.surcouf", aUnit("boat", id), aBase("base", base), aNested("box", boxMsg(sc.Box))),
		"%s is swapped for Surcouf, who never got away from Brest: she joins at %s, %s; her Allied counter leaves the sub cup [36.63G].", id, g.baseName(base), boxName(sc.Box))
}

// frenchBase reports whether a base is one of France's [36.63G], [36.63H].
func frenchBase(b *data.Base) bool { return b.Nation == frenchNation }

// frenchRTB is the French bases' part of rtbAllowed: while Vichy is
// co-belligerent the French boats use every French base in use, the
// others only the Wilhelm Bauer's [36.63H]; a seized Toulon is German
// [36.63G].
func (g *Game) frenchRTB(nat string, b *data.Base) bool {
	switch {
	case !frenchBase(b) || nat == frenchNation:
		return true
	case b.ID == toulon && g.S.Flags[FlagFleetSeized]:
		return true
	}
	bs := g.BaseState(b.ID)
	return bs != nil && bs.Tender == wilhelmBauer
}

// frenchPortRepairs reports whether a damaged boat reaching a French
// base is taken into its port facilities [36.63H] ("damaged boats may use
// French port facilities"): the Damage table and the port's repair boxes,
// as at a main base [18.3], [10.0], not a tender's refusal [21.23].
func (g *Game) frenchPortRepairs(s *Sub, base string) bool {
	b := g.T.Base(base)
	return s.Damage > 0 && b != nil && frenchBase(b)
}

// rangeSource reports whether every boat counts its range from a base
// [2.3A]: among the French bases only where the others may go, the Wilhelm
// Bauer's (and a seized Toulon) [36.63H]; the French boats count from
// every French base in use (frenchRange).
func (g *Game) rangeSource(b *data.Base) bool { return !frenchBase(b) || g.frenchRTB("", b) }

// CountsRange is rangeSource by base id, for the bots' planners.
func (g *Game) CountsRange(id string) bool {
	b := g.T.Base(id)
	return b != nil && g.rangeSource(b)
}

// frenchRange reports whether a sub counts its range from every French
// base in use, not only from those of rangeSource [36.63H].
func (g *Game) frenchRange(s *Sub) bool {
	return s != nil && g.S.Political != nil && g.Nation(s) == frenchNation
}

// politicalAirBase is the French bases' part of airBases [36.63H]: German
// aircraft fly only from Casablanca among them (and from a seized Toulon
// [36.63G]); French aircraft from any French base but Diégo Suarez.
func (g *Game) politicalAirBase(id string, b *data.Base) bool {
	switch {
	case !frenchBase(b):
		return true
	case g.airNation(id) == frenchNation:
		return b.ID != "diego-suarez"
	case b.ID == toulon && g.S.Flags[FlagFleetSeized]:
		return true
	}
	return b.ID == "casablanca"
}

// seizedNation is the nation a captured French boat counts as [36.63G].
func (g *Game) seizedNation(nat string) string {
	if nat == frenchNation && g.S.Flags[FlagFleetSeized] {
		return "DE"
	}
	return nat
}

// darlanBoats are the boats Darlan's minefield prefers [36.63H]: the
// Saphir-class minelayers in play (another boat fills the order if none
// of them can).
func (g *Game) darlanBoats() []string {
	var out []string
	for i := range g.S.Subs {
		s := &g.S.Subs[i]
		if (s.Status == StBase || s.Status == StSea) && g.Class(s).Type == "Saphir" {
			out = append(out, s.ID)
		}
	}
	return out
}
