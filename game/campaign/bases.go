package campaign

import (
	"fmt"
	"slices"
	"strings"

	"periscope/game/data"
	"periscope/game/dice"
	"periscope/game/engine"
)

// Bases and logistics: readiness [9], repair and the Hold [10], damage at
// base [18.1], [18.3], scrapping [18.4], bases, tenders and supply [21], and
// a sub's arrival at a base [15.22].

func init() {
	register(opPhaseReadiness, stepReadiness)
	register(opPhaseRepair, stepRepair)
	register(opRepairHold, stepHoldRelease)
	register(opRepairScrap, stepScrap)
	register(opBaseHold, stepHoldChoice)
	register(opTenderPlace, stepTenderPlace)
	register(opSubResupply, stepResupply)
}

// BaseActive reports whether a base may be used now [21.0].
func (g *Game) BaseActive(id string) bool {
	b := g.BaseState(id)
	return b != nil && b.Active
}

// isTender reports whether a base is an advanced base served by a tender.
func (g *Game) isTender(id string) bool {
	b := g.T.Base(id)
	return b != nil && b.Kind == data.BaseAdvanced
}

// BoxCount is len(InBox(base, box)) without the list (the bot asks it of
// every base a boat may return to; issue 16).
func (g *Game) BoxCount(base, box string) int { return g.waitingBoxCount(base, box) }

// boxTally counts the boats in each base's boxes (waitingBoxCount), made
// at step step of decision dec.
type boxTally struct {
	ok        bool
	dec, step int
	n         map[baseBox]int
}

type baseBox struct{ base, box string }

// waitingBoxCount is boxCount, its counts kept while the game waits on a
// decision: then no step runs and nothing changes the boats' boxes until
// the answer, and a bot asks the boxes of every base a boat may return to
// (issue 16: each ask looked at every boat of the game). Within a step it
// counts afresh (a step moves boats between boxes).
func (g *Game) waitingBoxCount(base string, boxes ...string) int {
	if g.Stepping() || g.PendingPrompt() == nil {
		return g.boxCount(base, boxes...)
	}
	t := &g.boxTally
	if !t.ok || t.dec != g.S.Decisions || t.step != g.StepN() {
		if t.n == nil {
			t.n = map[baseBox]int{}
		}
		clear(t.n)
		for _, i := range g.atBase() {
			s := &g.S.Subs[i]
			t.n[baseBox{s.Base, s.Box}]++
		}
		t.ok, t.dec, t.step = true, g.S.Decisions, g.StepN()
	}
	n := 0
	for i, box := range boxes {
		if !slices.Contains(boxes[:i], box) { // boxCount counts a boat once
			n += t.n[baseBox{base, box}]
		}
	}
	return n
}

// boxCount counts the subs at a base in the given boxes.
// It reads the subs in base boxes (atBase), not every boat of the war.
func (g *Game) boxCount(base string, boxes ...string) int {
	n := 0
	subs := g.S.Subs
	for _, i := range g.atBase() {
		s := &subs[i]
		if s.Base == base && contains(boxes, s.Box) {
			n++
		}
	}
	return n
}

// repairCapacity is how many subs a base's repair boxes 1–3 hold together
// in the current period [10.1].
func (g *Game) repairCapacity(base string) int {
	b := g.T.Base(base)
	if b == nil || len(b.Capacity) == 0 {
		return 0
	}
	return b.Capacity[min(g.S.Period, len(b.Capacity))-1]
}

// RepairRoom is the number of free places in a base's repair boxes [10.1]
// (the movement rules show it when the player picks an RTB base).
func (g *Game) RepairRoom(base string) int {
	return max(0, g.repairCapacity(base)-g.waitingBoxCount(base, BoxR1, BoxR2, BoxR3))
}

// tenderCapacity is the capacity of the tenders at an advanced base
// [21.22]: the sum of every tender moored there (Silent War's Iwo Jima
// event sends a second tender to Guam).
func (g *Game) tenderCapacity(base string) int {
	n := 0
	for _, ts := range g.S.Tenders {
		if g.advancedBaseOf(ts.Area) != base {
			continue
		}
		if t := g.T.Tender(ts.ID); t != nil {
			n += t.Capacity
		}
	}
	return n
}

// BaseHasRoom reports whether an RTB sub may go to a base: a main base
// always has room (a full repair yard sends the damaged to the Hold); a
// tender is full when its Work-up, In-Port, Shipside and Ready-for-Sea boxes
// hold its capacity [21.22].
func (g *Game) BaseHasRoom(base string) bool {
	if !g.isTender(base) || g.T.Base(base).Opens != "" { // a political base: its own limit (rtbAllowed) [36.63]
		return true
	}
	return g.boxCount(base, BoxWorkUp, BoxInPort, BoxPier, BoxReady) < g.tenderCapacity(base)
}

// RTBBases lists the bases an RTB sub may head for: every main base in use,
// and every advanced base with a tender that has room, unless the sub was
// turned away by a tender for its damage [21.22], [21.23].
func (g *Game) RTBBases(s *Sub) []string {
	var out []string
	for i := range g.T.Map.Bases {
		b := &g.T.Map.Bases[i]
		if !g.BaseActive(b.ID) || !g.rtbAllowed(s, b) { // [36.63F]
			continue
		}
		switch b.Kind {
		case data.BaseMain:
			out = append(out, b.ID)
		case data.BaseAdvanced:
			if (!s.MainBaseOnly || frenchBase(b)) && g.BaseHasRoom(b.ID) && (g.BaseState(b.ID).Tender != "" || frenchBase(b)) { // a French port needs no tender, and repairs the damaged [36.63H]
				out = append(out, b.ID)
			}
		}
	}
	return out
}

// ---------------------------------------------------------------- readiness [9]

// bySubBase groups the subs at bases by base and box, in boat-list order.
// The lists are pieces of one array of the subs sorted by base and box
// (stably: boat-list order within a box), each capped at its length so
// that appending to one never reaches the next (issue 16: a list grown
// for every box of every base, twice a turn).
func (g *Game) bySubBase() map[string]map[string][]*Sub {
	var all []*Sub
	for _, i := range g.atBase() {
		all = append(all, &g.S.Subs[i])
	}
	slices.SortStableFunc(all, func(a, b *Sub) int {
		if c := strings.Compare(a.Base, b.Base); c != 0 {
			return c
		}
		return strings.Compare(a.Box, b.Box)
	})
	out := map[string]map[string][]*Sub{}
	for i := 0; i < len(all); {
		j := i + 1
		for j < len(all) && all[j].Base == all[i].Base && all[j].Box == all[i].Box {
			j++
		}
		s := all[i]
		if out[s.Base] == nil {
			out[s.Base] = map[string][]*Sub{}
		}
		out[s.Base][s.Box] = all[i:j:j]
		i = j
	}
	return out
}

// stepReadiness is the Readiness phase [9.0]. Each base (and tender) is
// processed from Pierside/Shipside back to Work-up, so a sub moves at most
// one box: Pierside → Ready-for-Sea on d10 ≤ Readiness [9.1]; In-Port →
// Pierside on d10 ≤ Readiness (Type II straight to Ready-for-Sea) [9.2];
// Work-up → In-Port on d10 ≤ the base's Work-up number [9.3]. An ace helps
// the In-Port and Pierside rolls, not the Work-up one [25.1].
func (steelWolves) Readiness(g *Game, f *Frame) {
	g.PhaseMark("9.0", "Readiness")
	subs := g.bySubBase()
	for _, b := range g.T.Map.Bases {
		boxes := subs[b.ID]
		if boxes == nil || b.Kind == data.BaseRefit || b.Kind == data.BaseNeutral {
			continue
		}
		pier, inport, workup := boxes[BoxPier], boxes[BoxInPort], boxes[BoxWorkUp]
		boost := g.readinessBoost(b.ID) // a "readiness" effect (readiness_boost.go)
		workUp := b.WorkUp + boost
		pierName, pierPurpose := "Pierside", "readiness (Pierside)" // the purpose a constant, not joined at every roll (issue 16)
		pierMsg := boxMsg(BoxPier)
		if b.Kind == data.BaseAdvanced {
			pierName, pierPurpose = "Shipside", "readiness (Shipside)"
			pierMsg = msgM("atl.box.shipside")
		}
		for _, s := range pier {
			rd := g.Class(s).Readiness + g.politicalReadiness(s) + boost // [36.61A]
			r := g.Roll(pierPurpose, "9.1", s.ID, Mod(-g.AceValue(s), "ace", "25.1"))
			if r.Total <= rd {
				s.Box = BoxReady
			}
			if r.Skip() {
				continue
			}
			pm, tm := msgM("atl.ready.roll", aNested("box", pierMsg)), msgM("atl.ready.target", aInt("n", rd))
			if r.Total <= rd {
				r.Say(rollMsg(pm, tm, boxMsg(BoxReady))).Record(fmt.Sprintf("≤ Readiness %d", rd), "Ready-for-Sea")
			} else {
				r.Say(rollMsg(pm, tm, msgM("atl.ready.stays", aNested("box", pierMsg)))).Record(fmt.Sprintf("≤ Readiness %d", rd), "stays "+pierName)
			}
		}
		for _, s := range inport {
			rd := g.Class(s).Readiness + g.politicalReadiness(s) + boost // [36.61A]
			r := g.Roll("readiness (In-Port)", "9.2", s.ID, Mod(-g.AceValue(s), "ace", "25.1"))
			switch {
			case r.Total > rd:
			case g.Class(s).Type == "II":
				s.Box = BoxReady
			default:
				s.Box = BoxPier
			}
			if r.Skip() {
				continue
			}
			pm, tm := msgM("atl.ready.roll", aNested("box", boxMsg(BoxInPort))), msgM("atl.ready.target", aInt("n", rd))
			switch {
			case r.Total > rd:
				r.Say(rollMsg(pm, tm, msgM("atl.ready.stays", aNested("box", boxMsg(BoxInPort))))).Record(fmt.Sprintf("≤ Readiness %d", rd), "stays In-Port")
			case g.Class(s).Type == "II":
				r.Say(rollMsg(pm, tm, msgM("atl.ready.type-ii", aNested("box", pierMsg)))).Record(fmt.Sprintf("≤ Readiness %d", rd), "Ready-for-Sea (Type II skips "+pierName+")")
			default:
				r.Say(rollMsg(pm, tm, pierMsg)).Record(fmt.Sprintf("≤ Readiness %d", rd), pierName)
			}
		}
		for _, s := range workup {
			r := g.Roll("readiness (Work-up)", "9.3", s.ID)
			if r.Total <= workUp {
				s.Box = BoxInPort
			}
			if r.Skip() {
				continue
			}
			pm, tm := msgM("atl.ready.roll", aNested("box", boxMsg(BoxWorkUp))), msgM("atl.ready.workup", aInt("n", workUp))
			if r.Total <= workUp {
				r.Say(rollMsg(pm, tm, boxMsg(BoxInPort))).Record(fmt.Sprintf("≤ Work-up %d", workUp), "In-Port")
			} else {
				r.Say(rollMsg(pm, tm, msgM("atl.ready.stays-in", aNested("box", boxMsg(BoxWorkUp))))).Record(fmt.Sprintf("≤ Work-up %d", workUp), "stays in Work-up")
			}
		}
	}
}

// ---------------------------------------------------------------- repair [10]

// stepRepair is the Repair phase [10.0]: at each base, every sub in Repair
// 1, then 2, then 3 rolls d10 and on ≤ the box's repair number moves one box
// on (1 → Work-up). Then the player may scrap a boat where it matters [18.4],
// and places freed up go to the Hold, which enters Repair 3 and rolls next
// turn [10.21].
func stepRepair(g *Game, f *Frame) {
	g.PhaseMark("10.0", "Repair")
	subs := g.bySubBase()
	var fs []Frame
	for _, b := range g.T.Map.Bases {
		boxes := subs[b.ID]
		if boxes == nil || b.Kind != data.BaseMain && !frenchBase(&b) { // a French port repairs too [36.63H]
			continue
		}
		order := []struct {
			box, to string
			num     int
			rule    string
			purpose string // "repair (" + boxName(box) + ")", written out
		}{{BoxR1, BoxWorkUp, b.Repair[0], "10.0", "repair (Repair 1)"}, {BoxR2, BoxR1, b.Repair[1], "10.0", "repair (Repair 2)"}, {BoxR3, BoxR2, b.Repair[2], "10.0", "repair (Repair 3)"}}
		for _, st := range order {
			for _, s := range boxes[st.box] {
				r := g.Roll(st.purpose, st.rule, s.ID)
				words := !r.Skip() // the record's words only for a log that keeps them (issue 16)
				if r.Total <= st.num {
					s.Box = st.to
					if words {
						pm, tm := msgM("atl.repair.roll", aNested("box", boxMsg(st.box))), msgM("atl.le", aInt("n", st.num))
						r.Say(rollMsg(pm, tm, boxMsg(st.to))).Record(fmt.Sprintf("≤ %d", st.num), boxName(st.to))
					}
					if st.to == BoxWorkUp && !g.BaseActive(b.ID) {
						// Repaired at a closed base ("keep-damaged"): it
						// sails for the fallback, in Work-up there.
						if to := g.arrivalBase(b.ID); to != b.ID {
							s.Base = to
							g.noteM(st.rule, s.ID, msgM("atl.eff.moves-base", aUnit("boat", s.ID), aBase("from", b.ID), aBase("to", to), aNested("box", boxMsg(s.Box))), "%s moves from %s to %s (%s).", s.ID, g.baseName(b.ID), g.baseName(to), boxName(s.Box))
						}
					}
				} else if words {
					pm, tm := msgM("atl.repair.roll", aNested("box", boxMsg(st.box))), msgM("atl.le", aInt("n", st.num))
					r.Say(rollMsg(pm, tm, msgM("atl.ready.stays-in", aNested("box", boxMsg(st.box))))).Record(fmt.Sprintf("≤ %d", st.num), "stays in "+boxName(st.box))
				}
			}
		}
		if g.scrapMatters(b.ID) {
			fs = append(fs, Frame{Op: opRepairScrap, Area: b.ID})
		}
		if len(boxes[BoxHold]) > 0 {
			fs = append(fs, Frame{Op: opRepairHold, Area: b.ID})
		}
	}
	g.Push(fs...)
}

// stepHoldRelease moves subs from the Hold into Repair 3 as places free up
// [10.21]; the player chooses who goes first when not all fit [10.2].
func stepHoldRelease(g *Game, f *Frame) {
	base := f.Area
	hold := g.InBox(base, BoxHold)
	room := g.RepairRoom(base)
	if len(hold) == 0 || room == 0 {
		return
	}
	if len(hold) <= room {
		for _, s := range hold {
			s.Box = BoxR3
			g.noteM("10.21", s.ID, msgM("atl.hold.leaves", aUnit("boat", s.ID)), "%s leaves the Hold for Repair 3 (it rolls from next turn).", s.ID)
		}
		return
	}
	if f.Ans == nil {
		p := engine.Prompt{Kind: "hold-release", Rule: "10.21",
			Text: fmt.Sprintf("A repair place is free at %s: which boat leaves the Hold for Repair 3?", g.baseName(base)),
			Msg:  msgM("atl.hold.free.q", aBase("base", base))}
		for _, s := range hold {
			p.Options = append(p.Options, engine.Option{Key: "sub:" + s.ID, Label: s.ID, Ref: s.ID, Detail: g.subWhere(s) + "; enters Repair 3 whatever its damage",
				LabelMsg: msgM("atl.unit.name", aUnit("u", s.ID)), DetailMsg: msgM("atl.cat", aNested("a", g.subWhereMsg(s)), aNested("b", msgM("atl.hold.enters-r3")))})
		}
		g.Ask(f, p)
		return
	}
	s := g.Sub(strings.TrimPrefix(g.Key(f), "sub:"))
	s.Box = BoxR3
	g.noteM("10.21", s.ID, msgM("atl.hold.leaves", aUnit("boat", s.ID)), "%s leaves the Hold for Repair 3 (it rolls from next turn).", s.ID)
	g.Push(Frame{Op: opRepairHold, Area: base})
}

// scrapMatters reports whether scrapping could matter at a base [18.4]: a
// boat waits in the Hold, or a boat in repair carries an ace (scrapping it
// frees him for a new boat [25.32]).
func (g *Game) scrapMatters(base string) bool {
	subs := g.S.Subs
	for _, i := range g.atBase() {
		s := &subs[i]
		if s.Base != base {
			continue
		}
		switch s.Box {
		case BoxHold:
			return true
		case BoxR1, BoxR2, BoxR3:
			if s.Ace != "" {
				return true
			}
		}
	}
	return false
}

// stepScrap offers to scrap a boat in repair or the Hold at a base [18.4]:
// it is removed, not counted as lost, and its ace's future is rolled for
// [25.3]. Frame.Area is the base; the offer repeats until declined.
func stepScrap(g *Game, f *Frame) {
	base := f.Area
	if !g.scrapMatters(base) {
		return
	}
	var cands []*Sub
	for _, box := range []string{BoxHold, BoxR3, BoxR2, BoxR1} {
		cands = append(cands, g.InBox(base, box)...)
	}
	if f.Ans == nil {
		// The words on demand (engine.Option.Text, Prompt.Words): a bot
		// reads none of them (issue 16).
		p := engine.Prompt{Kind: "scrap", Rule: "18.4", Words: func(p *engine.Prompt) {
			p.Text = fmt.Sprintf("Scrap a boat under repair at %s? (%d waiting in the Hold, %d repair places free)", g.baseName(base), g.boxCount(base, BoxHold), g.RepairRoom(base))
			p.Msg = msgM("atl.scrap.q", aBase("base", base), aInt("hold", g.boxCount(base, BoxHold)), aInt("free", g.RepairRoom(base)))
		}}
		p.Options = make([]engine.Option, 0, len(cands)+1)
		p.Options = append(p.Options, engine.Option{Key: "none", Label: "Scrap nothing", LabelMsg: msgM("atl.scrap.nothing")})
		for _, s := range cands {
			var odds []engine.Odd
			if s.Ace != "" {
				odds = g.AceLeavesOdds(s)
			}
			p.Options = append(p.Options, engine.Option{Key: "sub:" + s.ID, Ref: s.ID, Odds: odds, Text: func(o *engine.Option) {
				d := g.subWhere(s) + "; removed, not counted as lost"
				dm := msgM("atl.cat", aNested("a", g.subWhereMsg(s)), aNested("b", msgM("atl.scrap.removed")))
				if s.Ace != "" {
					if len(g.aceNewBoats(s)) > 0 {
						d += "; its ace may take a boat at least 4 months from arrival on d10 4–9 [25.32]"
						dm = msgM("atl.cat", aNested("a", dm), aNested("b", msgM("atl.scrap.ace-may")))
					} else {
						d += "; its ace leaves the game: no boat on the list is 4 months or more from arrival [25.32]"
						dm = msgM("atl.cat", aNested("a", dm), aNested("b", msgM("atl.scrap.ace-leaves")))
					}
				}
				o.Label, o.Detail, o.LabelMsg, o.DetailMsg = "Scrap "+s.ID, d, msgM("atl.scrap.boat", aUnit("boat", s.ID)), dm
			}})
		}
		g.Ask(f, p)
		return
	}
	key := g.Key(f)
	if key == "none" {
		return
	}
	s := g.Sub(strings.TrimPrefix(key, "sub:"))
	s.Status, s.Box = StScrapped, ""
	g.emitM("18.4", engine.Event{Type: "scrapped", Sub: s.ID, Area: base}, msgM("atl.scrap.done", aUnit("boat", s.ID), aBase("base", base)), "%s is scrapped at %s (not counted as lost).", s.ID, g.baseName(base))
	g.Push(Frame{Op: opRepairScrap, Area: base})
	g.AceLeaves(s, "18.4")
}

// ---------------------------------------------------------------- damage at base [18]

// damageBoxNumber is the repair-box number of a Damage table result
// (Work-up = 0) [18.1].
func damageBoxNumber(box string) int {
	switch box {
	case "r1":
		return 1
	case "r2":
		return 2
	case "r3":
		return 3
	}
	return 0
}

// numberBox is the box for a damage number: 0 Work-up, 1–3 Repair 1–3.
func numberBox(n int) string {
	switch n {
	case 0:
		return BoxWorkUp
	case 1:
		return BoxR1
	case 2:
		return BoxR2
	}
	return BoxR3
}

// damageRoll rolls on the Damage table [18.3]: d10, +1 for an Inexp-1 crew
// (+2 for Inexp-2 [8.15]); it returns the box number (0 Work-up … 3).
func (g *Game) damageRoll(s *Sub, purpose string, extra ...dice.Mod) int {
	r := g.Roll(purpose, "18.3", s.ID, append([]dice.Mod{Mod(s.Inexp, "inexperienced crew", "8.11")}, extra...)...)
	tb := g.T.Tables.Damage
	i := max(0, min(r.Total, len(tb)-1))
	box := tb[i]
	if !r.Skip() { // the words only for a log that keeps them
		res := "superficial: Work-up"
		rm := msgM("atl.damage.superficial")
		if box != "workup" {
			res = "Repair " + box[1:]
			rm = msgM("atl.damage.repair", aText("n", box[1:]))
		}
		r.Say(rollMsg(damagePurposeMsg(purpose), msgM("atl.damage.table"), rm)).Record("Damage table", res)
	}
	return damageBoxNumber(box)
}

// damageAtBase settles a damaged sub's markers on reaching a base: one
// marker rolls once on the Damage table [18.3]; two roll twice and add the
// box numbers, and a total reaching Repair 3 is a structural total loss
// [18.1]. It returns the box number (0–3), or -1 for a total loss.
func (g *Game) damageAtBase(s *Sub) int {
	switch s.Damage {
	case 0:
		return 0
	case 1:
		return g.prototypeLoss(s, g.damageRoll(s, "damage table"))
	}
	a := g.damageRoll(s, "damage table, first marker")
	b := g.damageRoll(s, "damage table, second marker")
	if lim := g.totalLossSum(); a+b >= lim {
		if lim > 3 { // [SW 18.1] beyond box 3 (spec §12.21)
			g.noteM("18.1", s.ID, msgM("pac.damage.total-loss", aUnit("boat", s.ID), aInt("a", a), aInt("b", b), aInt("sum", a+b)), "%s: damage %d + %d = %d goes beyond Repair 3: a structural total loss.", s.ID, a, b, a+b)
			return -1
		}
		g.noteM("18.1", s.ID, msgM("atl.damage.total-loss", aUnit("boat", s.ID), aInt("a", a), aInt("b", b), aInt("sum", a+b)), "%s: damage %d + %d = %d reaches Repair 3: a structural total loss.", s.ID, a, b, a+b)
		return -1
	}
	g.noteM("18.1", s.ID, msgM("atl.damage.sum", aUnit("boat", s.ID), aInt("a", a), aInt("b", b), aInt("sum", a+b)), "%s: damage %d + %d = %d.", s.ID, a, b, a+b)
	return g.prototypeLoss(s, min(a+b, 3))
}

// wreck removes a structural total loss: not counted as sunk; its ace's
// future is rolled for [18.1], [25.32].
func (g *Game) wreck(s *Sub, base string) {
	s.Status, s.Box, s.Area, s.Section, s.Side = StWrecked, "", "", "", ""
	s.Damage, s.RTB, s.Dest, s.Spotted = 0, false, "", false
	g.emitM("18.1", engine.Event{Type: "wrecked", Sub: s.ID, Area: base}, msgM("atl.damage.wrecked", aUnit("boat", s.ID), aBase("base", base)), "%s is a structural total loss at %s (not counted as sunk).", s.ID, g.baseName(base))
	g.AceLeaves(s, "18.1")
}

// gainExperience removes (or lowers) an Inexp marker on return to base,
// after the damage roll, unless on that patrol the sub went RTB while still
// outbound, skipped search, or went RTB voluntarily undamaged [8.12].
func (g *Game) gainExperience(s *Sub) {
	if s.Inexp == 0 {
		return
	}
	p := s.Patrol
	switch {
	case p.RTBOutbound:
		g.noteM("8.12", s.ID, msgM("atl.inexp.outbound", aUnit("boat", s.ID)), "%s keeps its Inexp marker: it turned back while still outbound.", s.ID)
	case p.Skipped:
		g.noteM("8.12", s.ID, msgM("atl.inexp.skipped", aUnit("boat", s.ID)), "%s keeps its Inexp marker: it skipped search and contact.", s.ID)
	case p.VoluntaryRTB:
		g.noteM("8.12", s.ID, msgM("atl.inexp.voluntary", aUnit("boat", s.ID)), "%s keeps its Inexp marker: it came home voluntarily, undamaged.", s.ID)
	default:
		s.Inexp--
		if s.Inexp == 0 {
			g.emitM("8.12", engine.Event{Type: "experienced", Sub: s.ID}, msgM("atl.inexp.removed", aUnit("boat", s.ID)), "%s's crew has gained experience: the Inexp marker is removed.", s.ID)
		} else {
			g.emitM("8.12", engine.Event{Type: "experienced", Sub: s.ID}, msgM("atl.inexp.one", aUnit("boat", s.ID)), "%s's crew has gained experience: Inexp-2 becomes Inexp-1.", s.ID)
		}
	}
}

// ArriveAtBase takes a sub into a base at the end of its transit [15.22];
// the movement rules call it when an RTB sub (or a withdrawn one) reaches a
// base. Spotted is removed on entering [16.21]. A withdrawn sub goes to its
// refit box or to training [8.0C], [19.13]. At a tender see arriveAtTender
// [21.23]. Otherwise: undamaged → Work-up; damaged → the Damage table [18.3]
// (two markers: [18.1]), then the repair box, or the Hold if the repair
// boxes are full, where the player chooses who waits [10.2]. Then the crew
// may gain experience [8.12] and the patrol report is filed.
func (g *Game) ArriveAtBase(s *Sub, base string) {
	if s.Withdraw != "" {
		g.finishWithdrawal(s, s.Withdraw, "19.13")
		return
	}
	if g.isTender(base) && !g.frenchPortRepairs(s, base) {
		g.arriveAtTender(s, base)
		return
	}
	damaged := s.Damage > 0
	n := g.damageAtBase(s)
	switch {
	case damaged:
	case g.rollsDamageUndamaged(s): // [SW 18.3] read literally (spec §12.20)
		g.noteM("18.3", s.ID, msgM("pac.damage.all-roll", aUnit("boat", s.ID)), "%s returns undamaged and still rolls on the Damage table [18.3].", s.ID)
		n = g.damageRoll(s, "damage table")
		if wb := g.T.Base(base); wb != nil && wb.WeatherRepair > 0 {
			n = min(n, wb.WeatherRepair) // Dutch Harbor [15.23]
		}
	default:
		n = g.weatherDamage(s, base)
	}
	if s.Patrol.Limping && n == 0 {
		g.noteM("18.3", s.ID, msgM("pac.limp.light", aUnit("boat", s.ID)),
			"%s limped out of a fallen base: superficial is read as light damage (Repair 1).", s.ID)
		n = 1
	}
	if n < 0 {
		g.closePatrol(s, "total loss")
		g.wreck(s, base)
		return
	}
	g.gainExperience(s)
	outcome := "returned"
	if damaged {
		outcome = "damaged"
	}
	g.closePatrol(s, outcome)
	g.PutInBox(s, base, numberBox(n))
	s.Damage, s.MainBaseOnly, s.Mission, s.Mines, s.MineTarget = 0, false, "", 0, ""
	if !g.Skipped() { // the entry numbered, its words not built (issue 16)
		g.emitM("15.22", engine.Event{Type: "at-base", Sub: s.ID, Area: base}, msgM("atl.base.reaches", aUnit("boat", s.ID), aBase("base", base), aNested("box", boxMsg(s.Box))), "%s reaches %s: %s.", s.ID, g.baseName(base), boxName(s.Box))
	}
	if n > 0 && g.boxCount(base, BoxR1, BoxR2, BoxR3) > g.repairCapacity(base) {
		box := s.Box
		s.Box = BoxHold
		g.noteM("10.2", s.ID, msgM("atl.hold.full", aBase("base", base)), "The repair yard at %s is full.", g.baseName(base))
		g.Push(Frame{Op: opBaseHold, Sub: s.ID, Area: base, S: box})
	}
}

// stepHoldChoice lets the player choose who waits in the Hold when a damaged
// sub arrives at a full base [10.2]: the newcomer, or a boat already under
// repair (which then gives its place to the newcomer). Frame: Sub = the
// newcomer (in the Hold meanwhile), Area = base, S = its repair box.
func stepHoldChoice(g *Game, f *Frame) {
	s := g.Sub(f.Sub)
	if s == nil || s.Status != StBase || s.Box != BoxHold {
		return
	}
	base := f.Area
	if f.Ans == nil {
		p := engine.Prompt{Kind: "hold", Sub: s.ID, Rule: "10.2",
			Text: fmt.Sprintf("The repair boxes at %s are full: which boat waits in the Hold? (%s needs %s)", g.baseName(base), s.ID, boxName(f.S)),
			Msg:  msgM("atl.hold.q", aBase("base", base), aUnit("boat", s.ID), aNested("box", boxMsg(f.S)))}
		p.Options = append(p.Options, engine.Option{Key: "sub:" + s.ID, Label: s.ID + " waits", Ref: s.ID,
			Detail:   "waits in the Hold; enters Repair 3 when a place frees [10.21]",
			LabelMsg: msgM("atl.hold.waits", aUnit("boat", s.ID)), DetailMsg: msgM("atl.hold.waits.d")})
		for _, box := range []string{BoxR3, BoxR2, BoxR1} {
			for _, o := range g.InBox(base, box) {
				p.Options = append(p.Options, engine.Option{Key: "sub:" + o.ID, Label: o.ID + " waits", Ref: o.ID,
					Detail:    fmt.Sprintf("%s leaves %s for the Hold (back in Repair 3 when a place frees); %s takes %s", o.ID, boxName(box), s.ID, boxName(f.S)),
					LabelMsg:  msgM("atl.hold.waits", aUnit("boat", o.ID)),
					DetailMsg: msgM("atl.hold.swap.d", aUnit("other", o.ID), aNested("from", boxMsg(box)), aUnit("boat", s.ID), aNested("box", boxMsg(f.S)))})
			}
		}
		g.Ask(f, p)
		return
	}
	o := g.Sub(strings.TrimPrefix(g.Key(f), "sub:"))
	if o == s {
		g.noteM("10.2", s.ID, msgM("atl.hold.waits-at", aUnit("boat", s.ID), aBase("base", base)), "%s waits in the Hold at %s.", s.ID, g.baseName(base))
		return
	}
	s.Box, o.Box = f.S, BoxHold
	g.noteM("10.2", s.ID, msgM("atl.hold.swapped", aUnit("boat", s.ID), aNested("box", boxMsg(f.S)), aUnit("other", o.ID), aBase("base", base)), "%s takes %s; %s waits in the Hold at %s.", s.ID, boxName(f.S), o.ID, g.baseName(base))
}

// arriveAtTender takes a sub to an advanced base [21.23]: undamaged, to the
// tender's Work-up; damaged, the Damage table is rolled at once: a
// superficial result goes to the tender's Work-up, any other sends it back to
// the Done section of the OpArea, RTB, bound for a main base from next turn.
func (g *Game) arriveAtTender(s *Sub, base string) {
	area := s.Area
	if a := g.area(area); a == nil || a.Kind != data.KindOpArea {
		area = ""
		if a := g.area(base); a != nil && len(a.Links) > 0 {
			area = a.Links[0]
		}
	}
	if s.Damage > 0 {
		n := g.damageAtBase(s)
		if n < 0 {
			g.closePatrol(s, "total loss")
			g.wreck(s, base)
			return
		}
		if n > 0 {
			s.MainBaseOnly = true
			if area != "" {
				g.PutAtSea(s, area, Done, Transit)
			}
			s.RTB = true
			g.emitM("21.23", engine.Event{Type: "tender-refused", Sub: s.ID, Area: area}, msgM("atl.tender.refused", aUnit("boat", s.ID), aBase("base", base), aArea("area", area)), "%s's damage is beyond the tender at %s: it waits in %s and must return to a main base.", s.ID, g.baseName(base), g.areaName(area))
			return
		}
	}
	g.gainExperience(s)
	g.closePatrol(s, "returned")
	g.PutInBox(s, base, BoxWorkUp)
	s.Damage, s.MainBaseOnly, s.Mission, s.Mines, s.MineTarget = 0, false, "", 0, ""
	g.emitM("21.23", engine.Event{Type: "at-base", Sub: s.ID, Area: base}, msgM("atl.tender.reaches", aUnit("boat", s.ID), aBase("base", base)), "%s reaches the tender at %s: Work-up.", s.ID, g.baseName(base))
}

// ---------------------------------------------------------------- tenders [21.2]

// stepTenderPlace places a tender at an advanced base [21.21]: Frame.S may
// name one; otherwise, in Steel Wolves the player chooses among the
// tenders available, in Silent War one is drawn at random from them
// (rules.randomTenders [SW 21.21]). A tender is available from its date
// and while it is not at another base; one removed from a fallen base may
// be placed again [21.24]. Frame.Area is the SMZ; Frame.B = 1 lets a base
// that has a tender take one more (Silent War's second tender at Guam).
// The advanced base is in use from this moment [21.1].
func stepTenderPlace(g *Game, f *Frame) {
	base := g.advancedBaseOf(f.Area)
	bs := g.BaseState(base)
	if bs == nil {
		g.noteM("21.21", "", msgM("atl.tender.no-display", aArea("area", f.Area)), "%s has no advanced base display.", g.areaName(f.Area))
		return
	}
	if bs.Tender != "" && f.B == 0 {
		g.noteM("21.21", "", msgM("atl.tender.has", aArea("area", f.Area), aText("t", g.T.Tender(bs.Tender).Name)), "%s already has the tender %s.", g.areaName(f.Area), g.T.Tender(bs.Tender).Name)
		return
	}
	var free []*data.Tender
	for i := range g.T.Tenders {
		t := &g.T.Tenders[i]
		placed := false
		for _, ts := range g.S.Tenders {
			if ts.ID == t.ID {
				placed = true
			}
		}
		if placed || !g.availableFrom(t.From, "") || (f.S != "" && t.ID != f.S) || (f.S == "" && t.Named) {
			continue
		}
		free = append(free, t)
	}
	if len(free) == 0 {
		g.noteM("21.21", "", msgM("atl.tender.none", aArea("area", f.Area)), "No tender is available for %s.", g.areaName(f.Area))
		return
	}
	var id string
	switch {
	case f.Ans != nil:
		id = strings.TrimPrefix(g.Key(f), "tender:")
	case g.T.Rules.RandomTenders && len(free) == 1:
		id = free[0].ID
	case g.T.Rules.RandomTenders:
		id = free[g.tenderDraw(free)].ID
		g.noteM("21.21", "", msgM("pac.tender.drawn", aText("t", g.T.Tender(id).Name), aInt("n", len(free))), "The tender %s is drawn at random from the %d available.", g.T.Tender(id).Name, len(free))
	default:
		p := engine.Prompt{Kind: "tender", Rule: "21.21", Text: fmt.Sprintf("Choose the tender for the advanced base at %s", g.areaName(f.Area)),
			Msg: msgM("atl.tender.q", aArea("area", f.Area))}
		for _, t := range free {
			p.Options = append(p.Options, engine.Option{Key: "tender:" + t.ID, Label: fmt.Sprintf("%s (capacity %d)", t.Name, t.Capacity), Ref: t.ID,
				Detail:   fmt.Sprintf("holds up to %d boats in Work-up, In-Port, Shipside and Ready-for-Sea [21.22]", t.Capacity),
				LabelMsg: msgM("atl.tender.opt", aText("t", t.Name), aInt("n", t.Capacity)), DetailMsg: msgM("atl.tender.opt.d", aInt("n", t.Capacity))})
		}
		g.Ask(f, p)
		return
	}
	g.S.Tenders = append(g.S.Tenders, TenderState{ID: id, Area: f.Area})
	if bs.Tender == "" {
		bs.Tender = id
	}
	bs.Active = true
	g.emitM("21.21", engine.Event{Type: "tender", Unit: id, Area: f.Area}, msgM("atl.tender.arrives", aText("t", g.T.Tender(id).Name), aArea("area", f.Area)), "The tender %s arrives at %s: the advanced base is in use.", g.T.Tender(id).Name, g.areaName(f.Area))
}

// ---------------------------------------------------------------- supply [21.3]

// resupplySource is one way an RTB sub may try to resupply.
type resupplySource struct {
	kind string // "interned", "ship", "tanker"
	id   string // neutral base, supply ship, or U-tanker boat id
	name string
	rule string
}

// tankerLimit is a U-tanker's resupplies per week [21.33]: its class value,
// from the class's TankerFrom month (the UA only in 1942–43).
func (g *Game) tankerLimit(s *Sub) int {
	c := g.Class(s)
	if c.Tanker == 0 {
		return 0
	}
	if c.TankerFrom != "" {
		if m, err := data.MonthIndex(c.TankerFrom); err == nil && g.S.Month < m && !g.politicalTanker(s) { // [36.61F]
			return 0
		}
	}
	return c.Tanker
}

// tankerUses is how many resupplies a U-tanker has tried this week.
func (g *Game) tankerUses(id string) int {
	for _, u := range g.S.Supply {
		if u.ID == id {
			return u.Used
		}
	}
	return 0
}

// tankerUsed is the weekly-use record of a U-tanker (created on first use).
func (g *Game) tankerUsed(id string) *SupplyState {
	for i := range g.S.Supply {
		if g.S.Supply[i].ID == id {
			return &g.S.Supply[i]
		}
	}
	g.S.Supply = append(g.S.Supply, SupplyState{ID: id})
	return &g.S.Supply[len(g.S.Supply)-1]
}

// activeTanker reports whether a sub is a U-tanker on station: at sea on
// the patrol side, not RTB, able to tank this year.
func (g *Game) activeTanker(t *Sub) bool {
	return t.Status == StSea && t.Side == Patrol && !t.RTB && g.tankerLimit(t) > 0
}

// TankerIn reports whether a U-tanker (other than the sub itself) is on
// station in an area: other subs may then be one beyond their range
// [21.33C].
func (g *Game) TankerIn(area, except string) bool {
	for _, i := range g.tankers() {
		t := &g.S.Subs[i]
		if t.ID != except && t.Area == area && g.activeTanker(t) {
			return true
		}
	}
	return false
}

// tankers lists the indexes of the U-tanker boats in S.Subs (the boat list
// is fixed for a game, so this is computed once).
func (g *Game) tankers() []int {
	if !g.tankersOK {
		for i := range g.S.Subs {
			if g.Class(&g.S.Subs[i]).Tanker > 0 {
				g.tankerIdx = append(g.tankerIdx, i)
			}
		}
		g.tankersOK = true
	}
	return g.tankerIdx
}

// resupplySources lists where an RTB sub may try to resupply at the start of
// its transit [15.23], [21.3]: undamaged RTB subs only; an interned tanker in
// a Spanish port next to its OpArea (one attempt a week in all) [21.31]; a
// supply ship or raider in its OpArea (2 a week each) [21.32]; a U-tanker in
// its OpArea (its weekly limit) [21.33].
func (g *Game) resupplySources(s *Sub) []resupplySource {
	if s.Status != StSea || !s.RTB || s.Damage > 0 || s.Withdraw != "" || g.tankerLimit(s) > 0 {
		return nil
	}
	var out []resupplySource
	out = g.antillesResupply(s, out)                                   // [36.63H]
	if !g.S.InternedUsed && !g.S.Flags[FlagSpain] && !g.vichyBoat(s) { // gone once Spain is at war [36.63F]; not for French boats [36.63H]
		for _, r := range g.T.Routes(s.Area) {
			b := g.T.Base(r.To)
			if b != nil && (b.Kind == data.BaseNeutral && g.BaseActive(b.ID) || b.Interned && !g.S.Flags[flagInternedClosed+b.ID]) {
				out = append(out, resupplySource{kind: "interned", id: b.ID, name: "the interned tanker at " + b.Name, rule: "21.31"})
			}
		}
	}
	for _, sh := range g.S.Supply {
		if sh.Gone || sh.Area != s.Area || sh.Used >= 2 || g.T.SupplyShip(sh.ID) == nil {
			continue
		}
		out = append(out, resupplySource{kind: "ship", id: sh.ID, name: "the supply ship " + g.T.SupplyShip(sh.ID).Name, rule: "21.32"})
	}
	for _, i := range g.tankers() {
		t := &g.S.Subs[i]
		// Only a U-tanker that did not search this turn [21.33].
		if t == s || t.Area != s.Area || !g.activeTanker(t) || !t.StandBy {
			continue
		}
		if g.tankerUses(t.ID) >= g.tankerLimit(t) {
			continue
		}
		out = append(out, resupplySource{kind: "tanker", id: t.ID, name: "the U-tanker " + t.ID, rule: "21.33"})
	}
	return out
}

// TryResupply offers an RTB sub the chance to resupply at the start of its
// transit [15.23]: if a source is at hand it pushes the sub.resupply step
// (the player's choice, then the roll) and returns true. Call it after
// pushing your own continuation frame: sub.resupply runs first, and if the
// sub is resupplied it is no longer RTB (patrol side, Done) and must not move.
func (g *Game) TryResupply(s *Sub) bool {
	if len(g.resupplySources(s)) == 0 {
		return false
	}
	g.Push(Frame{Op: opSubResupply, Sub: s.ID})
	return true
}

// enduranceMax is the highest endurance roll a sub passes, from the
// Endurance table crossed with its torpedo value [14.7].
func (g *Game) enduranceMax(s *Sub) int {
	e := g.T.Tables.Endurance
	row := g.Class(s).Endurance - e.EnduranceMin
	if row < 0 || row >= len(e.Rows) {
		return -1
	}
	col := g.TorpedoValue(s) - e.G7Min
	col = max(0, min(col, len(e.Rows[row])-1))
	return e.Rows[row][col]
}

// resupplyOdds are the exact chances of a resupply attempt: the unmodified
// endurance roll passes on ≤ the table number; a natural 0 brings the
// source's own risk roll.
func (g *Game) resupplyOdds(s *Sub, src resupplySource) []engine.Odd {
	emax := g.enduranceMax(s)
	pass := float64(max(0, min(emax+1, 10))) / 10
	odds := []engine.Odd{{Outcome: "resupplied: back on patrol", P: pass}, {Outcome: "fails: continues RTB", P: 1 - pass}}
	en := g.S.Enigma
	count := func(ok func(v int) bool) float64 {
		n := 0
		for d := 0; d < 10; d++ {
			if ok(d + en) {
				n++
			}
		}
		return float64(n) / 10
	}
	switch src.kind {
	case "interned":
		if g.S.Period >= 4 {
			odds = append(odds, engine.Odd{Outcome: "the tanker is closed down by Franco", P: 0.01})
		}
	case "ship":
		odds = append(odds, engine.Odd{Outcome: "the supply ship is intercepted", P: 0.1 * count(func(v int) bool { return v <= 2 })})
	case "tanker":
		odds = append(odds, engine.Odd{Outcome: "the U-tanker is sunk", P: 0.1 * count(func(v int) bool { return v <= 1 })},
			engine.Odd{Outcome: "the U-tanker is damaged and turns home", P: 0.1 * count(func(v int) bool { return v == 2 })})
	}
	return odds
}

// stepResupply asks an RTB sub whether to try a resupply, and resolves the
// attempt [21.3]: an endurance check with no modifiers; passing removes the
// RTB marker and puts it on the patrol side in Done. On a natural 0 the
// source rolls for its own safety: an interned tanker in periods 4–5 is
// closed on a second 0 [21.31]; a supply ship is lost on d10 + Enigma ≤ 2
// [21.32]; a U-tanker is sunk on d10 + Enigma ≤ 1 and damaged and sent home
// on = 2 [21.33]. A U-tanker that reaches its weekly limit makes its own
// endurance check [21.33].
func stepResupply(g *Game, f *Frame) {
	s := g.Sub(f.Sub)
	if s == nil {
		return
	}
	srcs := g.resupplySources(s)
	if len(srcs) == 0 {
		return
	}
	if f.Ans == nil {
		p := engine.Prompt{Kind: "resupply", Sub: s.ID, Rule: "21.3",
			Text: fmt.Sprintf("%s is returning to base. Try to resupply? (endurance check, no modifiers: pass on ≤ %d)", s.ID, g.enduranceMax(s)),
			Msg:  msgM("atl.resupply.q", aUnit("boat", s.ID), aInt("n", g.enduranceMax(s)))}
		p.Options = append(p.Options, engine.Option{Key: "no", Label: "Continue home", LabelMsg: msgM("atl.resupply.no")})
		for _, src := range srcs {
			p.Options = append(p.Options, engine.Option{Key: src.kind + ":" + src.id, Label: "Resupply from " + src.name, Rule: src.rule, Ref: src.id,
				Odds: g.resupplyOdds(s, src), LabelMsg: msgM("atl.resupply.from", aText("src", src.name))})
		}
		g.Ask(f, p)
		return
	}
	key := g.Key(f)
	if key == "no" {
		return
	}
	var src resupplySource
	for _, x := range srcs {
		if x.kind+":"+x.id == key {
			src = x
		}
	}
	emax := g.enduranceMax(s)
	r := g.Roll("resupply endurance check", src.rule, s.ID)
	natural0 := r.Raw == 0
	pm := msgM("atl.resupply.roll")
	if r.Total <= emax {
		r.Say(rollMsg(pm, msgM("atl.le", aInt("n", emax)), msgM("atl.resupply.ok"))).Record(fmt.Sprintf("≤ %d", emax), "resupplied")
		s.RTB, s.Side, s.Section = false, Patrol, Done
		g.emitM(src.rule, engine.Event{Type: "resupplied", Sub: s.ID, Area: s.Area}, msgM("atl.resupply.done", aUnit("boat", s.ID), aText("src", src.name)), "%s resupplies from %s and stays on patrol.", s.ID, src.name)
	} else {
		r.Say(rollMsg(pm, msgM("atl.le", aInt("n", emax)), msgM("atl.resupply.fails"))).Record(fmt.Sprintf("≤ %d", emax), "fails; continues home")
	}
	switch src.kind {
	case "antilles":
		g.S.Political.setMark(markAntillesTurn, g.S.Turn) // one try a week [36.63H]
	case "interned":
		g.S.InternedUsed = true
		if natural0 && g.S.Period >= 4 {
			r2 := g.Roll("Franco's neutrality", "21.31", s.ID)
			fp, ft := msgM("atl.franco.roll"), msgM("atl.s", aText("s", "0"))
			if r2.Total == 0 {
				r2.Say(rollMsg(fp, ft, msgM("atl.franco.closed"))).Record("0", "the tanker is closed down")
				g.deactivateBase(src.id, "21.31", "Allied pressure on Spain", msgM("atl.spain.pressure"))
				g.S.Flags[flagInternedClosed+src.id] = true // an interned port is no base to close [21.31]
			} else {
				r2.Say(rollMsg(fp, ft, msgM("atl.franco.stays"))).Record("0", "the tanker stays")
			}
		}
	case "ship":
		for i := range g.S.Supply {
			sh := &g.S.Supply[i]
			if sh.ID != src.id {
				continue
			}
			sh.Used++
			if natural0 {
				r2 := g.Roll("supply ship discovered?", "21.32", s.ID, Mod(g.S.Enigma, "Enigma level", "7.3"))
				sp, st := msgM("atl.supply.found"), msgM("atl.le", aInt("n", 2))
				if r2.Total <= 2 {
					r2.Say(rollMsg(sp, st, msgM("atl.supply.intercepted"))).Record("≤ 2", "intercepted")
					sh.Gone, sh.Area = true, ""
					g.emitM("21.32", engine.Event{Type: "supply-lost", Unit: sh.ID}, msgM("atl.supply.lost", aNested("ship", supplyNameMsg(sh.ID, g.T.SupplyShip(sh.ID).Name))), "The Allies intercept the supply ship %s.", g.T.SupplyShip(sh.ID).Name)
					g.politicalSupplyLost(sh.ID) // [36.62E]
				} else {
					r2.Say(rollMsg(sp, st, msgM("atl.supply.safe"))).Record("≤ 2", "safe")
				}
			}
		}
	case "tanker":
		t := g.Sub(src.id)
		u := g.tankerUsed(t.ID)
		u.Used++
		lost := false
		if natural0 {
			r2 := g.Roll("U-tanker discovered?", "21.33", t.ID, Mod(g.S.Enigma, "Enigma level", "7.3"))
			tp, tt := msgM("atl.tanker.found"), msgM("atl.tanker.found.t")
			switch {
			case r2.Total <= 1:
				r2.Say(rollMsg(tp, tt, msgM("atl.token.sunk"))).Record("≤ 1 sunk, = 2 damaged", "sunk")
				g.Sink(t, "21.33", "caught while resupplying "+s.ID)
				lost = true
			case r2.Total == 2:
				r2.Say(rollMsg(tp, tt, msgM("atl.tanker.damaged"))).Record("≤ 1 sunk, = 2 damaged", "damaged; returns to base")
				if !g.Damage(t, "21.33", "caught while resupplying "+s.ID) {
					g.ForceRTB(t, "21.33", "damaged while resupplying")
				}
				lost = true
			default:
				r2.Say(rollMsg(tp, tt, msgM("atl.supply.safe"))).Record("≤ 1 sunk, = 2 damaged", "safe")
			}
		}
		if lost {
			g.tankerGone(s.Area)
		} else if u.Used >= g.tankerLimit(t) {
			g.tankerDone(t)
		}
	}
}

// tankerDone ends a U-tanker's week when it reaches its limit (or at the end
// of the turn): its own endurance check, without the favourable DRMs, then
// Done [21.33].
func (g *Game) tankerDone(t *Sub) {
	if t.Status != StSea {
		return
	}
	t.Section = Done
	g.noteM("21.33", t.ID, msgM("atl.tanker.done", aUnit("boat", t.ID)), "%s has resupplied this week: it makes its own endurance check.", t.ID)
	g.Push(Frame{Op: opSubEndurance, Sub: t.ID})
}

// tankerGone applies [21.33C] when a U-tanker leaves an area or is sunk:
// every sub there beyond its range must go RTB at once.
func (g *Game) tankerGone(area string) {
	if g.TankerIn(area, "") {
		return
	}
	for i := range g.S.Subs {
		s := &g.S.Subs[i]
		if s.Status == StSea && s.Area == area && !s.RTB && g.baseDistance(s, area) > g.Range(s) {
			g.ForceRTB(s, "21.33", "beyond its range without the U-tanker")
		}
	}
}
