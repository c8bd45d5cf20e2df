package campaign

import (
	"cmp"
	"slices"
	"strings"
)

// Vichy France co-belligerent [36.63H] (issue 13, exact14): the one French
// base the German boats may use, with the tender Wilhelm Bauer in its SMZ
// (Casablanca, Dakar, Diégo Suarez or Beirut: data.Base.Opens "36.63H");
// the Bizerte flying boat there [7.56]; the cups without the Free French
// (their Flowers replaced by British ones, their submarines out of play);
// and the French bases the Allies take (Dakar, Operation Exporter's Beirut,
// Ironclad's Diégo Suarez), or all of them when Vichy leaves after Torch.

// wilhelmBauer is the tender [36.63H] puts in the chosen French base's SMZ.
const wilhelmBauer = "wilhelm-bauer"

// vichyLost names the French base each Vichy event takes in War Progress.
var vichyLost = map[string]string{"vichy-exporter": "levant", "vichy-ironclad": "diego-suarez"}

// freeFrench are the Free French units the war mix and the sub cup lose
// while Vichy fights with the Axis [36.63H]: the Flowers become British
// ones (freeFrenchSwap), the submarines leave (the British do not replace
// them).
var (
	freeFrenchSwap = map[string][2]string{"ct-flower-ff": {"ct-flower-p2", "ct-flower-p4"}, "ct-flower-ff-p5": {"ct-flower-p5", "ct-flower-p5"}}
	freeFrenchSubs = []string{"ss-surcouf", "ss-ff-minerve", "ss-ff-rubis"}
)

// vichyJoins is the rest of [36.63H]'s grant: the Free French submarines
// leave the cups, and the player chooses the French base for the German
// boats.
func (g *Game) vichyJoins() {
	s := g.S
	out := func(list []string) []string {
		return slices.DeleteFunc(list, func(id string) bool {
			if slices.Contains(freeFrenchSubs, g.unitType(id).ID) {
				s.Out = append(s.Out, id)
				return true
			}
			return false
		})
	}
	for _, cup := range sortedKeys(s.Cups) {
		s.Cups[cup] = out(s.Cups[cup])
	}
	s.Aside, s.NotYet, s.OutPeriod = out(s.Aside), out(s.NotYet), out(s.OutPeriod)
	s.CupAdds = slices.DeleteFunc(s.CupAdds, func(c CupAdd) bool { return slices.Contains(freeFrenchSubs, c.Type) })
	// The French boats use every French base, Toulon among them; the
	// German boats only the one the player chooses [36.63H] (frenchRTB).
	for _, b := range g.T.Map.Bases {
		if frenchBase(&b) && !g.frenchBaseLost(b.ID) {
			if bs := g.BaseState(b.ID); bs != nil && !bs.Active {
				bs.Active = true
			}
		}
	}
	g.Push(Frame{Op: opPolPlace, S: "bauer"})
}

// frenchBaseLost reports whether the Allies took a French base [36.63H].
func (g *Game) frenchBaseLost(id string) bool {
	return g.S.Political.mark(markLosePrefix+id) != 0 || id == "dakar" && g.S.Flags["dakar-occupied"]
}

// vichyBases are the French bases still open to the German boats' choice
// [36.63H], in the data's order.
func (g *Game) vichyBases() []string {
	var out []string
	for _, b := range g.T.Map.Bases {
		if b.Opens == "36.63H" && !g.frenchBaseLost(b.ID) {
			out = append(out, b.ID)
		}
	}
	return out
}

// vichyBaseChosen puts the Wilhelm Bauer in the chosen base's SMZ (the
// base comes into use as it is placed) and the Bizerte at Casablanca, or
// Toulon if Casablanca is lost [7.56], [36.63H].
func (g *Game) vichyBaseChosen(base string) {
	g.noteM("36.63", "", msgM("atl.pol.bauer", aBase("base", base)), "The German boats may use %s, with the tender Wilhelm Bauer [36.63H].", g.baseName(base))
	g.Push(Frame{Op: opTenderPlace, Area: base, S: wilhelmBauer})
	g.vichyBoats(base)
	base = "casablanca"
	if !g.BaseActive(base) {
		base = toulon
	}
	if i := slices.IndexFunc(g.S.Aircraft, func(a AirState) bool { return a.ID == "bizerte" }); i >= 0 {
		g.S.Aircraft[i].Gone, g.S.Aircraft[i].Base = false, base
	} else if g.T.AircraftByID("bizerte") != nil {
		g.S.Aircraft = append(g.S.Aircraft, AirState{ID: "bizerte", Base: base, Rebase: g.S.Turn})
	}
}

// freeFrenchReplaced is the unit type a revealed Free French Flower becomes
// while Vichy is co-belligerent [36.63H] ("" = none).
func (g *Game) freeFrenchReplaced(typ string) string {
	if to, ok := freeFrenchSwap[typ]; ok && g.S.Flags[FlagVichyCoBelligerent] {
		return to[min(1, max(0, g.S.Period-3))]
	}
	return ""
}

// vichyLeaves closes every French base when Vichy leaves the war after
// Torch [36.63H].
func (g *Game) vichyLeaves() {
	for _, b := range g.T.Map.Bases {
		if frenchBase(&b) && g.BaseActive(b.ID) {
			g.deactivateBase(b.ID, "36.63", "War Progress", msgM("atl.pol.who.progress"))
		}
	}
	for i := range g.S.Subs {
		if s := &g.S.Subs[i]; (s.Status == StBase || s.Status == StSea) && g.T.Boat(s.ID).Option == "36.63H" {
			s.Status, s.Area, s.Box, s.RTB, s.Withdraw = StOut, "", "", false, "" // all French units are removed
		}
	}
	for i := range g.S.Aircraft {
		if a := &g.S.Aircraft[i]; a.ID == "bizerte" {
			a.Gone, a.Area = true, ""
		}
	}
}

// vichyEventBase marks the French base a Vichy event takes in War Progress.
func (g *Game) vichyEventBase(id string) {
	if b := vichyLost[id]; b != "" {
		g.S.Political.setMark(markLosePrefix+b, 1)
	}
}

// vichyBoats rolls for each French boat [36.63H]: on 0–2 it comes under
// the BdU, into the Work-up box of its list's base (Toulon, Casablanca,
// Beirut, Dakar; the Wilhelm Bauer's base if its own is lost); on 3–9
// France keeps it. Pégase is rolled once, at Toulon (ambiguity 13).
func (g *Game) vichyBoats(bauer string) {
	got := map[string][]string{}
	var bases []string
	for _, b := range g.T.Boats {
		if b.Option != "36.63H" {
			continue
		}
		s := g.Sub(b.ID)
		if s == nil || s.Status != StOut {
			continue
		}
		r := g.Roll("does France put the boat under the BdU?", "36.63", b.ID)
		pm, tm := msgM("atl.pol.vichy.roll", aUnit("boat", b.ID)), msgM("atl.le", aInt("n", 2))
		if r.Total > 2 {
			r.Say(rollMsg(pm, tm, msgM("atl.pol.vichy.kept"))).Record("≤ 2", "France keeps it")
			continue
		}
		r.Say(rollMsg(pm, tm, msgM("atl.pol.vichy.joins"))).Record("≤ 2", "under the BdU")
		base := b.Base
		if !g.BaseActive(base) {
			base = bauer
		}
		g.PutInBox(s, base, BoxWorkUp)
		if got[base] == nil {
			bases = append(bases, base)
		}
		got[base] = append(got[base], cmp.Or(b.Name, b.ID))
	}
	for _, base := range bases {
		list := strings.Join(got[base], ", ")
		g.noteM("36.63", "", msgM("atl.pol.boats-join", aText("boats", list), aBase("base", base)), "%s join the BdU's boats at %s [36.63H].", list, g.baseName(base))
	}
}

// vichyRetirements are the French classes retired to training at the end
// of a war period [36.63H]: the 600 t boats after period 2, the 630 t after
// period 3, the Requins after period 4 (class types).
var vichyRetirements = map[int]string{2: "600", 3: "630", 4: "Requin"}

// vichyPeriodEnd retires the French boats of the period's class [36.63H].
func (g *Game) vichyPeriodEnd(ended int) {
	typ := vichyRetirements[ended]
	if typ == "" || !g.politicalGranted("36.63H") && !g.S.Flags[FlagFleetSeized] {
		return
	}
	for i := range g.S.Subs {
		s := &g.S.Subs[i]
		if o := g.T.Boat(s.ID).Option; (s.Status == StBase || s.Status == StSea) && s.Withdraw == "" && (o == "36.63H" || o == "36.63G") && g.Class(s).Type == typ {
			g.withdraw(s, "training", "36.63")
		}
	}
}

// markAntillesTurn is the turn of the week's Antilles resupply try [36.63H].
const markAntillesTurn = "antilles-turn"

// vichyBoat reports whether a boat is one of Vichy's [36.63H].
func (g *Game) vichyBoat(s *Sub) bool {
	if g.S.Political == nil {
		return false
	}
	b := g.T.Boat(s.ID)
	return b != nil && b.Option == "36.63H"
}

// antillesResupply adds the French Antilles to an RTB boat's resupply
// sources [36.63H]: an undamaged French boat in the Caribbean or the Guiana
// Basin at the start of its transit, one try a week (the French merchant
// in the Lesser Antilles SMZ marks it), until the Monroe Doctrine.
func (g *Game) antillesResupply(s *Sub, out []resupplySource) []resupplySource {
	p := g.S.Political
	if p == nil || !g.S.Flags[FlagVichyCoBelligerent] || !g.vichyBoat(s) || g.eventHappened("vichy-monroe") ||
		p.mark(markAntillesTurn) == g.S.Turn || s.Area != "caribbean" && s.Area != "guiana-basin" {
		return out
	}
	return append(out, resupplySource{kind: "antilles", id: "lesser-antilles", name: "the French Antilles", rule: "36.63"})
}
