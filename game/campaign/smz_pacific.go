package campaign

// Silent War's special mission zones [SW 20]: a zone is open only in the
// turn a war event activates it [20.1] (movement_graph.go's smzOpen, with
// the "smz-any-time" switch); a sub there carries out its mission with the
// entry OpArea's colours shifted up [20.4] (search.go), makes no endurance
// check and must RTB in this turn's transit phase [20.5], never to a base
// or tender the event creates in that zone this turn (a new base is in use
// only from the War Progress phase [21.21]).

// MissionDone: Steel Wolves' way ([20.6], stepSMZAfter).
func (steelWolves) MissionDone(g *Game, s *Sub) bool { return false }

// SkipsEndurance: Steel Wolves checks endurance everywhere [14.7].
func (steelWolves) SkipsEndurance(g *Game, s *Sub) bool { return false }

// MissionDone: the sub's mission in the zone is over and it must RTB in
// this turn's transit phase [SW 20.5] (TransitStart moves it [15.22]).
func (silentWar) MissionDone(g *Game, s *Sub) bool {
	if !g.isSMZ(s.Area) || g.activeAdvancedBase(s.Area) {
		return false
	}
	if !s.RTB {
		g.noteM("20.5", s.ID, msgM("pac.smz.rtb", aUnit("boat", s.ID), aArea("area", s.Area)),
			"%s has carried out its mission in %s: it returns to base this turn.", s.ID, g.area(s.Area).Name)
		g.ForceRTB(s, "20.5", "mission over")
	}
	s.Section = Done
	return true
}

// SkipsEndurance: a sub in a special mission zone makes no endurance check
// [SW 20.5] (an advanced base in use is a base, not a mission zone).
func (silentWar) SkipsEndurance(g *Game, s *Sub) bool {
	if g.isSMZ(s.Area) && !g.activeAdvancedBase(s.Area) {
		g.noteM("20.5", s.ID, msgM("pac.smz.no-endurance", aUnit("boat", s.ID), aArea("area", s.Area)),
			"%s in %s makes no endurance check.", s.ID, g.area(s.Area).Name)
		return true
	}
	return false
}
