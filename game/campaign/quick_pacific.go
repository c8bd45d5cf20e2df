package campaign

// Quick resolution [SW 27] (the "quick-resolution" switch): beside each
// search the player may resolve the sub's combat in one go. Two d10: a
// double 0 is a sub vs sub combat [14.6] (spec §12.29: "[13.2]" means
// [14.6]); otherwise the sub's attack value (Attack + super skipper + the
// torpedo track, −1 damaged, −1 Spotted, at most −2; clamped 0–7, §12.29)
// crosses the count of non-white boxes of the area's row on the Quick
// Resolution table; a d10 (−1 Ultra area, −1 radar, −1 wolfpack, at most
// −3) is taken from it: the ships sunk, drawn from cups A, B, C, D in
// rotation (the rotation goes on from combat to combat). A diligent escort
// or an aircraft drawn sinks nothing and rolls on its row; a combat event
// uses up its draw (the three the rule keeps are not yet played: a
// simplification). Then the quick counterattack [27.1]: d10 − ⌈Defense/2⌉
// (+1 if the sub began damaged) reads the box at that place in the row:
// white nothing, green Spotted, orange RTB, blue damaged, red sunk.

import (
	"fmt"

	"periscope/game/data"
	"periscope/game/dice"
	"periscope/game/engine"
)

func init() {
	register(opQuickResolve, stepQuickResolve)
}

// quickCups are the cups a quick resolution draws from, in rotation.
var quickCups = []string{"a", "b", "c", "d"}

// quickOffered reports whether the search prompt offers quick resolution:
// the switch is on, the theatre has the table, and it is a plain search
// of an OpArea.
func (g *Game) quickOffered(s *Sub, f *Frame) bool {
	return g.Opt("quick-resolution") && len(g.T.Tables.QuickResolution) > 0 && f.A&SearchSMZ == 0 && g.isOpArea(s.Area)
}

// quickOption is the search prompt's quick-resolution option.
func (g *Game) quickOption(s *Sub, f *Frame) engine.Option {
	gov := g.searchGov(s, f)
	att, _ := g.quickAttack(s)
	n := nonWhite(g.rowOf(gov).row.Boxes)
	return engine.Option{Key: "quick", Rule: "27.0",
		Label:    "Quick resolution",
		Detail:   fmt.Sprintf("attack value %d against %d coloured boxes: the table gives %d, less a d10", att, n, g.quickNumber(att, n)),
		LabelMsg: msgM("pac.quick"), DetailMsg: msgM("pac.quick.d", aInt("a", att), aInt("n", n), aInt("t", g.quickNumber(att, n)))}
}

// nonWhite counts the coloured boxes of an AAC row [27.0] step 3.
func nonWhite(boxes string) int {
	n := 0
	for _, b := range boxes {
		if b != 'w' && b != 'W' {
			n++
		}
	}
	return n
}

// quickAttack is the sub's attack value [27.0] step 2, clamped 0–7.
func (g *Game) quickAttack(s *Sub) (int, []dice.Mod) {
	v := g.Attack(s) + g.AceValue(s) + g.TorpedoValue(s)
	cut := 0
	if s.Damage > 0 {
		cut++
	}
	if s.Spotted {
		cut++
	}
	v -= min(cut, 2)
	return min(max(v, 0), 7), nil
}

// quickNumber is the Quick Resolution table's number (0 with no box).
func (g *Game) quickNumber(attack, boxes int) int {
	tb := g.T.Tables.QuickResolution
	if boxes < 1 || attack < 0 || attack >= len(tb) {
		return 0
	}
	return tb[attack][min(boxes, len(tb[attack]))-1]
}

// stepQuickResolve is [27.0]–[27.1] for one sub (the search frame's
// parameters; the search's after-step follows, endurance included).
func stepQuickResolve(g *Game, f *Frame) {
	s := g.Sub(f.Sub)
	if s == nil || s.Status != StSea || g.S.Combat != nil {
		return
	}
	gov := g.searchGov(s, f)
	c := &Combat{Kind: "none", Area: s.Area, Gov: gov, Stage: "contact", Boats: []CombatBoat{{ID: s.ID, Role: "lone", Column: -1}}}
	g.S.Combat = c
	g.Push(Frame{Op: opSearchAfter, Sub: f.Sub, A: f.A, B: f.B, Area: f.Area})
	// Step 1: a double 0 is a sub vs sub combat.
	r1 := g.Roll("quick resolution: enemy submarine? (1st die)", "27.0", s.ID)
	r1.Say(rollMsg(msgM("pac.quick.sub1"), nil, msgM("pac.quick.see2"))).Record("", "see the second die")
	r2 := g.Roll("quick resolution: enemy submarine? (2nd die)", "27.0", s.ID)
	if r1.Raw == 0 && r2.Raw == 0 {
		r2.Say(rollMsg(msgM("pac.quick.sub2"), msgM("pac.quick.double0"), msgM("pac.quick.subsub"))).Record("double 0", "an enemy submarine: sub vs sub [14.6]")
		c.Kind = "sub"
		g.Push(Frame{Op: opCombatSubsub, Sub: f.Sub})
		return
	}
	r2.Say(rollMsg(msgM("pac.quick.sub2"), msgM("pac.quick.double0"), msgM("pac.quick.no-sub"))).Record("double 0", "no enemy submarine")
	// Steps 2–5: the ships sunk.
	b := &c.Boats[0]
	startDamaged := s.Damage > 0
	att, _ := g.quickAttack(s)
	row := g.rowOf(gov).row.Boxes
	n := nonWhite(row)
	need := g.quickNumber(att, n)
	var mods []dice.Mod
	cut := 0
	for _, m := range []struct {
		on  bool
		why string
	}{{containsStr(g.S.Intel.Ultra, gov), "Ultra area"}, {g.hasRadar(), "radar"}, {g.packOf(s.ID) != nil, "wolfpack member"}} {
		if m.on && cut < 3 {
			mods = append(mods, Mod(-1, m.why, "27.0"))
			cut++
		}
	}
	r := g.Roll("quick resolution: ships sunk", "27.0", s.ID, mods...)
	sunk := max(0, need-max(0, r.Total))
	r.Say(rollMsg(msgM("pac.quick.roll"), msgM("pac.quick.roll.t", aInt("t", need), aInt("a", att), aInt("n", n)), msgM("pac.quick.sunk", aInt("n", sunk)))).
		Record(fmt.Sprintf("table %d (attack %d, %d coloured boxes) − roll", need, att, n), fmt.Sprintf("%d ships sunk", sunk))
	c.Kind, c.Fought = "c1", true
	col := BoardColumn{Role: data.ColOuter}
	c.Columns = []BoardColumn{col}
	// Steps 6–10: the draws.
	extra := 0 // draws given back under "quick-draw-again" (spec §12.29)
	for i := 0; i < sunk && s.Status == StSea && !b.Out; i++ {
		cup := quickCups[g.S.QuickCup%len(quickCups)]
		g.S.QuickCup = (g.S.QuickCup + 1) % len(quickCups)
		id := g.Draw(cup)
		if id == "" {
			g.noteM("27.0", s.ID, msgM("pac.quick.empty.cup", aNested("cup", cupMsg(cup))), "cup %s is empty: the draw is lost [27.0].", cup)
			continue
		}
		c.Columns[0].Units = append(c.Columns[0].Units, BoardUnit{ID: id, Up: true, TDC: -1, Cup: cup})
		u := &c.Columns[0].Units[len(c.Columns[0].Units)-1]
		g.markFoundDamaged(u) // [SW 5.0], spec §12.33
		t := g.utype(id)
		switch {
		case t.Diligent:
			g.harmRoll(b, s, "quick resolution: diligent escort", "27.0", g.T.Tables.OtherDangers["diligent"], false)
		case isAircraft(t):
			g.harmRoll(b, s, "quick resolution: aircraft", "27.0", g.T.Tables.OtherDangers["aircraft"], false)
		case isEvent(t):
			g.quickCombatEvent(b, s)
		default:
			g.sinkUnit(b, s, u, "27.0")
			continue
		}
		if g.quickDrawAgain() && extra < quickExtraDraws {
			extra++
			i-- // it sank nothing and used up no draw
		}
	}
	// [27.1] The quick counterattack.
	if s.Status == StSea && !s.RTB && !b.Out {
		var cm []dice.Mod
		cm = append(cm, Mod(-((g.Class(s).Defense+1)/2), "half the Defense, rounded up", "27.1"))
		if startDamaged {
			cm = append(cm, Mod(1, "began the combat damaged", "27.1"))
		}
		cr := g.Roll("quick counterattack", "27.1", s.ID, cm...)
		cr.Clamp(0, 9)
		tok, res := "none", "white box: the combat ends"
		switch row[cr.Total] {
		case 'g', 'G':
			tok, res = "spot", "green box: Spotted"
		case 'o', 'O':
			tok, res = "rtb", "orange box: RTB"
		case 'b', 'B':
			tok, res = "dmg", "blue box: damaged"
		case 'r', 'R':
			tok, res = "sunk", "red box: sunk"
		}
		cr.Say(rollMsg(msgM("pac.quick.counter"), msgM("pac.quick.counter.t"), tokenMsg(tok))).Record("the box in the row", res)
		g.applyHarm(b, s, tok, "27.1", "quick counterattack")
	}
	g.endCombat(s.ID)
}

// quickKeptEvents are the combat events quick resolution plays [SW 27.0]
// step 8: the circular run, the "Betty" bomber (the aircraft event) and
// mechanical trouble; the others only use up the draw.
var quickKeptEvents = map[string]bool{"circular-run": true, "aircraft-spots": true, "mechanical": true}

// quickCombatEvent resolves a combat event counter drawn in quick
// resolution before anything more is drawn [SW 27.0] step 8: the event is
// rolled on the Combat Events table [19.2]; a kept one is carried out as
// on the combat display (mechanical trouble ends the combat: no more draws
// and no quick counterattack); any other uses up the draw and sinks
// nothing (spec §12.29).
func (g *Game) quickCombatEvent(b *CombatBoat, s *Sub) {
	r := g.Roll("combat event", "19.2", s.ID)
	ev := g.T.Tables.CombatEvents[r.Total]
	if !quickKeptEvents[ev] {
		r.Say(rollMsg(msgM("atl.cevent.roll"), nil, msgM("pac.quick.event-ignored", aNested("ev", msgM("atl.cevent."+ev))))).
			Record("", eventNames[ev]+": ignored in quick resolution; the draw is used up")
		return
	}
	r.Say(rollMsg(msgM("atl.cevent.roll"), nil, msgM("atl.cevent."+ev))).Record("", eventNames[ev])
	g.applyCombatEvent(b, s, ev)
}
