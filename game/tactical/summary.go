package tactical

import (
	"fmt"
	"slices"

	"periscope/game/engine"
)

// Summary describes the game for save lists as the people playing both
// seats may know it (SummaryFor with no bots).
func (m *Match) Summary() engine.Summary { return m.SummaryFor(nil) }

// summaryViewer is whose knowledge of the score a summary shows [16.5]:
// the one seat people play (the others are the computer's: the record's
// bots, and the escort commander of a fight); with both seats played at
// one screen, what both may know, the Escort player's count (the Sub
// player knows his boats' damage, the Escort player does not); with none,
// the whole score (engine.Everyone).
func (m *Match) summaryViewer(bots []engine.Seat) engine.Seat {
	seats := m.Seats()
	if m.S.AutoEscort { // a fight: the escort commander plays the escorts
		seats = []engine.Seat{SeatSub}
	}
	var people []engine.Seat
	for _, s := range seats {
		if !slices.Contains(bots, s) {
			people = append(people, s)
		}
	}
	switch {
	case len(people) == 0:
		return engine.Everyone
	case len(people) == 1:
		return people[0]
	}
	return SeatEscort
}

// summaryScore puts the score in a summary as the viewer knows it (the
// whole score once the battle is over [20.1]): VP is the Sub player's
// lead, and the status line names both sides' totals and whose count
// they are.
func (m *Match) summaryScore(s *engine.Summary, bots []engine.Seat) {
	seat := m.summaryViewer(bots)
	if m.S.Over {
		seat = engine.Everyone
	}
	sc := m.ScoreSeenBy(seat)
	s.VP = sc.Sub - sc.Escort
	who, id := "VP", "tac.summary.vp"
	switch seat {
	case SeatSub:
		who, id = "the Sub player's VP count", "tac.summary.vp.sub"
	case SeatEscort:
		who, id = "the Escort player's VP count", "tac.summary.vp.escort"
	}
	s.Status = fmt.Sprintf("%s: submarines %d, escorts %d", who, sc.Sub, sc.Escort)
	s.StatusMsg = msg(id, num("sub", sc.Sub), num("escort", sc.Escort))
}
