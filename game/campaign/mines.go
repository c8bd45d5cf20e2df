package campaign

// Minefields [26]: laying a field in an SMZ [26.1], the Spotted choice
// [26.11], the new field's losses [26.2], decay [26.23], the move out and
// the endurance check [26.3], old fields in Prepare for Operations [11.2],
// [26.4]; closed SMZs and weather [26.52], [26.53] are in movement_graph.go.
//
// Design decision (the rules leave it open, [26.2] and ambiguity 4 of part
// 2): a field's strength is a DRM on the Minefield table, so that a
// strength-3 field does more harm than a strength-1 field; the ace bonus
// [25.1] adds on a new field only. The data's table is calibrated with
// that in mind.

import (
	"fmt"
	"strings"

	"periscope/game/dice"
	"periscope/game/engine"
)

func init() {
	register(opMinesLay, stepMinesLay)
	register(opMinesExit, stepMinesExit)
	register(opMinesOld, stepMinesOld)
}

// stepMinesLay lays a sub's mines in the SMZ it has just entered [26.1]:
// unspotted, the field is placed and resolved at once, then the sub moves
// out and checks endurance at +1 [26.3]; spotted, the player chooses A, B
// or C [26.11].
func stepMinesLay(g *Game, f *Frame) {
	s := g.Sub(f.Sub)
	if s == nil || s.Status != StSea || !g.isSMZ(s.Area) || s.Mines == 0 {
		return
	}
	smz := g.area(s.Area)
	entry := g.entryOpArea(s)
	if !g.miningOpen(s.Area) {
		// Closed since it was ordered there (weather [26.53], period
		// [26.52]): it falls back to retry next turn, as in [26.11]C.
		g.noteM("26.52", s.ID, msgM("atl.mines.closed", aUnit("boat", s.ID), aArea("smz", s.Area), aArea("area", entry)), "%s cannot lay its mines in %s now: it falls back to %s", s.ID, smz.Name, g.area(entry).Name)
		s.MineTarget = s.Area
		s.Area, s.Section, s.EntryArea, s.Mission = entry, Done, "", ""
		g.touch()
		g.Push(Frame{Op: opSubEndurance, Sub: s.ID})
		return
	}
	if s.Spotted {
		if f.Ans == nil {
			p := engine.Prompt{Kind: "mines-spotted", Sub: s.ID, Rule: "26.11",
				Text: fmt.Sprintf("%s was spotted entering %s: it cannot lay its mines", s.ID, smz.Name),
				Msg:  msgM("atl.mines.spotted.q", aUnit("boat", s.ID), aArea("smz", s.Area))}
			p.Options = []engine.Option{
				{Key: "A", Label: "A: dump the mines and patrol " + smz.Name, Rule: "26.11",
					Detail:   "search the SMZ spotted (colour shift [20.4]); endurance +1",
					LabelMsg: msgM("atl.mines.A", aArea("area", s.Area)), DetailMsg: msgM("atl.mines.A.d")},
				{Key: "B", Label: "B: dump the mines and patrol " + g.area(entry).Name, Rule: "26.11",
					Detail:   "search the OpArea it came from, spotted; endurance +1",
					LabelMsg: msgM("atl.mines.B", aArea("area", entry)), DetailMsg: msgM("atl.mines.B.d")},
				{Key: "C", Label: "C: keep the mines and retry next turn", Rule: "26.11",
					Detail:   "to the Done section of " + g.area(entry).Name + ", Spotted removed; endurance −1; next turn retry or go home",
					LabelMsg: msgM("atl.mines.C"), DetailMsg: msgM("atl.mines.C.d", aArea("area", entry))},
			}
			g.Ask(f, p)
			return
		}
		switch g.Key(f) {
		case "A":
			g.noteM("26.11", s.ID, msgM("atl.mines.dumps", aUnit("boat", s.ID), aArea("area", s.Area)), "%s dumps its mines and patrols %s", s.ID, smz.Name)
			s.Mines, s.MineTarget, s.LaidMines = 0, "", true
			s.Section, s.Side = Operating, Patrol
			g.Push(Frame{Op: opSubSearch, Sub: s.ID, A: SearchSMZ, Area: entry}, Frame{Op: opSmzAfter, Sub: s.ID, Area: s.Area})
		case "B":
			g.noteM("26.11", s.ID, msgM("atl.mines.dumps", aUnit("boat", s.ID), aArea("area", entry)), "%s dumps its mines and patrols %s", s.ID, g.area(entry).Name)
			s.Mines, s.MineTarget, s.LaidMines = 0, "", true
			s.Area, s.Section, s.Side, s.EntryArea, s.Mission = entry, Operating, Patrol, "", ""
			g.touch()
			g.Push(Frame{Op: opSubSearch, Sub: s.ID})
		default:
			g.noteM("26.11", s.ID, msgM("atl.mines.keeps", aUnit("boat", s.ID), aArea("area", entry)), "%s keeps its mines and falls back to %s", s.ID, g.area(entry).Name)
			s.MineTarget = s.Area
			s.Area, s.Section, s.EntryArea, s.Mission = entry, Done, "", ""
			g.touch()
			s.Spotted, s.MinesKept = false, true
			g.Push(Frame{Op: opSubEndurance, Sub: s.ID})
		}
		return
	}
	strength := s.Mines
	g.S.Mines = append(g.S.Mines, Minefield{Area: s.Area, Strength: strength, Turn: g.S.Turn})
	s.Mines, s.MineTarget, s.LaidMines = 0, "", true
	g.emitM("26.1", engine.Event{Type: "minefield", Sub: s.ID, Area: s.Area}, msgM("atl.mines.lays", aUnit("boat", s.ID), aInt("n", strength), aArea("area", s.Area)), "%s lays a strength-%d minefield in %s", s.ID, strength, smz.Name)
	i := len(g.S.Mines) - 1
	g.resolveField(i, s)
	if g.S.Mines[i].Strength == 3 {
		// A strength-3 field is 2 at once [26.23].
		g.S.Mines[i].Strength = 2
		g.noteM("26.23", "", msgM("atl.mines.new-decays", aArea("area", s.Area)), "the new field in %s decays to strength 2", smz.Name)
	}
	g.Push(Frame{Op: opMinesExit, Sub: s.ID, Area: s.Area})
}

// stepMinesExit moves the minelayer to an adjacent OpArea of the player's
// choice and makes its endurance check, at +1 for the mines [26.3], [14.7].
func stepMinesExit(g *Game, f *Frame) {
	s := g.Sub(f.Sub)
	if s == nil || s.Status != StSea || s.Area != f.Area {
		return
	}
	if g.leaveSMZ(s, f, "26.3") {
		g.Push(Frame{Op: opSubEndurance, Sub: s.ID})
	}
}

// stepMinesOld resolves every field laid on an earlier turn, like a new one
// but without the ace, then decays it: strength 1 is removed, 2 becomes 1
// [11.2], [11.21], [26.4]. The strategic engineer's Prepare phase pushes it.
func stepMinesOld(g *Game, f *Frame) {
	var keep []Minefield
	n := len(g.S.Mines)
	for i := 0; i < n; i++ {
		if g.S.Mines[i].Turn >= g.S.Turn {
			continue
		}
		g.resolveField(i, nil)
	}
	for _, m := range g.S.Mines {
		name := g.area(m.Area).Name
		switch {
		case m.Turn >= g.S.Turn:
			keep = append(keep, m)
		case m.Strength <= 1:
			g.noteM("11.21", "", msgM("atl.mines.spent", aArea("area", m.Area)), "the minefield in %s is spent", name)
		default:
			m.Strength--
			g.noteM("11.21", "", msgM("atl.mines.decays", aArea("area", m.Area), aInt("n", m.Strength)), "the minefield in %s decays to strength %d", name, m.Strength)
			keep = append(keep, m)
		}
	}
	g.S.Mines = keep
}

// mineDRMs are the Minefield table DRMs: the field's strength (design
// decision, see the file comment) and, on a new field, the ace [26.2].
func (g *Game) mineDRMs(strength int, layer *Sub) []dice.Mod {
	mods := []dice.Mod{Mod(strength, fmt.Sprintf("field strength %d", strength), "26.2")}
	if layer != nil && g.AceValue(layer) > 0 {
		mods = append(mods, Mod(g.AceValue(layer), "ace", "26.2"))
	}
	return mods
}

// resolveField rolls for the field at index i [26.2]: the Minefield table
// gives how many counters to draw and from which cup; each ship drawn rolls
// an unmodified d10 on Attack Results for its tonnage [26.21]; a combat
// event or an aircraft goes back and ends the draws [26.22]. layer is the
// sub that has just laid it (nil for an old field).
func (g *Game) resolveField(i int, layer *Sub) {
	m := g.S.Mines[i]
	tb := g.T.Tables
	mods := g.mineDRMs(m.Strength, layer)
	sub := ""
	if layer != nil {
		sub = layer.ID
	}
	name := g.area(m.Area).Name
	r := g.Roll("minefield in "+name, "26.2", sub, mods...)
	pm, tm := msgM("atl.mines.roll", aArea("area", m.Area)), msgM("atl.mines.table")
	idx := max(0, min(len(tb.Minefield)-1, r.Total-tb.MinefieldFrom))
	row := tb.Minefield[idx]
	if row.Count == 0 {
		r.Say(rollMsg(pm, tm, msgM("atl.mines.no-losses"))).Record("Minefield table", "no losses")
		return
	}
	cup := g.mineCup(m.Area, row.Cup)
	r.Say(rollMsg(pm, tm, msgM("atl.mines.draw.cup", aInt("n", row.Count), aNested("cup", cupMsg(cup))))).Record("Minefield table", fmt.Sprintf("draw %d from the %s cup", row.Count, cup))
	for k := 0; k < row.Count; k++ {
		id := g.Draw(cup)
		if id == "" {
			g.noteM("26.2", sub, msgM("atl.mines.empty.cup", aNested("cup", cupMsg(cup))), "the %s cup is empty", cup)
			return
		}
		a := g.unitType(id)
		switch a.Type {
		case "EVENT", "AC":
			// A combat event or an aircraft: back in the cup, no more draws [26.22].
			g.ToCup(cup, id)
			g.noteM("26.22", sub, msgM("atl.mines.drawn-event", aText("u", a.Name)), "%s drawn: no effect, the draws end", a.Name)
			return
		case "LINER":
			g.ToCup(cup, id)
			g.noteM("26.22", sub, msgM("atl.mines.liner"), "a liner marker is drawn: no effect")
			continue
		}
		row := g.T.AttackRow(a.Tons)
		ar := g.Roll(fmt.Sprintf("mine hit on %s (%s)", a.Name, FormatTons(a.Tons)), "26.21", sub)
		res := "none"
		if row != nil {
			res = row.Cell(ar.Total)
		}
		storm := strings.Contains(res, "dmg") && g.weatherAt(m.Area) == 965
		mp, mt := msgM("atl.mines.hit", aUnit("u", a.ID), aNested("t", tonsMsg(a.Tons))), msgM("atl.mines.hit.t")
		switch {
		case strings.Contains(res, "sunk") || strings.Contains(res, "explode") || storm:
			if storm {
				ar.Say(rollMsg(mp, mt, msgM("atl.mines.hit.storm"))).Record("Attack Results, unmodified", "damaged, and sinks in the 965 mb storm [7.41]")
			} else {
				ar.Say(rollMsg(mp, mt, msgM("atl.token.sunk"))).Record("Attack Results, unmodified", "sunk")
			}
			g.ScoreSinking(layer, id, a.Tons, "26.21")
			if a.Named {
				g.ToOut(id)
			} else {
				g.ToCup(cup, id)
			}
		case strings.Contains(res, "dmg"):
			ar.Say(rollMsg(mp, mt, msgM("atl.token.dmg"))).Record("Attack Results, unmodified", "damaged")
			g.noteM("26.21", sub, msgM("atl.mines.damaged", aUnit("u", a.ID)), "%s is damaged by a mine and reaches port", a.Name)
			if a.Named {
				g.ToOutPeriod(id) // [18.5]
			} else {
				g.ToCup(cup, id)
			}
		default:
			ar.Say(rollMsg(mp, mt, msgM("atl.token.none"))).Record("Attack Results, unmodified", "no effect")
			g.ToCup(cup, id)
		}
	}
}

// mineCup is the cup a Minefield result draws from: the West cups for the
// outer and inner columns in Western Waters from period 3 [2.12].
func (g *Game) mineCup(smz, cup string) string {
	if g.S.Period >= 3 && (cup == "outer" || cup == "inner") {
		a := g.area(smz)
		west := a.InRegion("west")
		for _, l := range a.Links {
			west = west || g.area(l).InRegion("west")
		}
		if w := "west-" + cup; west && len(g.S.Cups[w]) > 0 {
			return w
		}
	}
	return cup
}

// mineOdds are the chances of the Minefield table's results for a field of
// a strength (with the layer's ace when new).
func (g *Game) mineOdds(s *Sub, strength int, withAce bool) []engine.Odd {
	tb := g.T.Tables
	drm := strength
	if withAce {
		drm += g.AceValue(s)
	}
	counts := map[int]float64{}
	maxN := 0
	for raw := 0; raw <= 9; raw++ {
		idx := max(0, min(len(tb.Minefield)-1, raw+drm-tb.MinefieldFrom))
		n := tb.Minefield[idx].Count
		counts[n] += 0.1
		maxN = max(maxN, n)
	}
	var out []engine.Odd
	for n := 0; n <= maxN; n++ {
		if p := counts[n]; p > 0 {
			label := "no ship drawn"
			if n > 0 {
				label = fmt.Sprintf("%d drawn", n)
			}
			out = append(out, engine.Odd{Outcome: label, P: p})
		}
	}
	return out
}

func (g *Game) mineOddsDetail(s *Sub, strength int, withAce bool) string {
	return "new field: " + oddsText(g.mineOdds(s, strength, withAce))
}
