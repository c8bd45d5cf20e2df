package campaign

// LimpOut: Steel Wolves scuttles every damaged sub at a base that falls.
func (steelWolves) LimpOut(g *Game, s *Sub, base, rule string) bool { return false }

// LimpOut is Silent War's base fall [SW 18.3]: when Manila or Surabaya
// falls, the subs in Repair 2, Repair 3 or the Hold are scuttled (not
// counted as sunk), but a sub in Repair 1 limps out with a Damaged marker
// into the OpArea next to the base and must RTB to the nearest base, where
// it rolls on the Damage table reading "superficial" as light (Repair 1).
// It moves in this turn's transit phase [SW 15.22]. A base with no OpArea
// next to it cannot let it out: it is scuttled.
func (silentWar) LimpOut(g *Game, s *Sub, base, rule string) bool {
	if s.Box != BoxR1 {
		return false
	}
	out := ""
	for _, e := range g.moveEdges(base) {
		if g.isOpArea(e.to) {
			out = e.to
			break
		}
	}
	if out == "" {
		return false
	}
	s.Base, s.Dest, s.Spotted = "", "", false
	g.PutAtSea(s, out, Done, Transit)
	s.Damage, s.RTB = 1, true
	s.Patrol = PatrolLog{Start: g.S.Turn, Limping: true}
	g.noteM("18.3", s.ID, msgM("pac.limp.out", aUnit("boat", s.ID), aBase("base", base), aArea("area", out)),
		"%s limps out of %s into %s with a Damaged marker and must return to the nearest base.", s.ID, g.baseName(base), g.area(out).Name)
	if bs := g.homeBases(s); len(bs) > 0 {
		s.Dest = bs[0]
	}
	return true
}
