package campaign

import "strings"

// Silent War's returns to base where they are not Steel Wolves': the sub
// forced home moves in the same turn's transit phase [SW 15.22], and a sub
// beyond Range of every base is damaged and crawls home [SW 15.25].

// TransitStart: Steel Wolves sends home (next turn) the subs now beyond
// their Range [15.11], [21.33C].
func (steelWolves) TransitStart(g *Game) { g.enforceRange() }

// TransitStart: Silent War's start of the transit phase. First [SW 15.25]:
// every sub at sea beyond Range of every base (its base fell or closed) is
// damaged at once and must RTB to the nearest base at Speed −1 (at least
// 1). Then [SW 15.22]: a forced RTB (combat, endurance, a transit event in
// the patrol move, a voluntary RTB, beyond range) flips the sub to its
// transit side and it moves in this turn's transit phase, where Steel
// Wolves leaves it in Done until next turn. The subs that became RTB this
// turn are the RTB subs in Done at the start of the phase (Prepare for
// Operations [11] put every sub at sea in Operating); they move with the
// others. A transit-event RTB during this phase stays where it is until
// next turn (spec §12.12).
func (silentWar) TransitStart(g *Game) {
	g.packUpkeep() // members forced home leave their packs [SW 24.41], [24.14]
	for i := range g.S.Subs {
		s := &g.S.Subs[i]
		if s.Status != StSea || s.Patrol.BeyondRange || g.withinRange(s, s.Area) {
			continue
		}
		g.noteM("15.25", s.ID, msgM("pac.range.beyond", aUnit("boat", s.ID), aArea("area", s.Area), aInt("range", g.Range(s))),
			"%s in %s is beyond its Range %d of every base: damaged, it must return to the nearest base at Speed −1.", s.ID, g.area(s.Area).Name, g.Range(s))
		if g.Damage(s, "15.25", "beyond range") {
			continue
		}
		s.Patrol.BeyondRange = true
		s.Dest = ""
		g.ForceRTB(s, "15.25", "beyond its range of any base")
	}
	if g.forcedHomeNextTurn() {
		return // spec §12.12: they start home next turn, as in Steel Wolves
	}
	var now []string
	for i := range g.S.Subs {
		s := &g.S.Subs[i]
		if s.Status == StSea && s.RTB && s.Section == Done {
			s.Section, s.Side = Operating, Transit
			now = append(now, s.ID)
		}
	}
	if len(now) > 0 {
		g.noteM("15.22", "", msgM("pac.rtb.same-turn", aText("boats", strings.Join(now, ", "))),
			"Forced home this turn, %s move in this transit phase.", strings.Join(now, ", "))
	}
}

// homeSpeed is how far a sub goes on its way home in a turn: its Speed,
// less 1 (at least 1) when it was caught beyond Range [SW 15.25].
func (g *Game) homeSpeed(s *Sub) int {
	sp := g.cls(s).Speed
	if s.Patrol.BeyondRange {
		sp = max(1, sp-1)
	}
	return sp
}
