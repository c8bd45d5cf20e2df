package tactical

import (
	"slices"

	"periscope/game/engine"
)

// TurnFrame is the board after one step of the turn's moves, for the board
// scene's replay: the moves plotted at once in phase 1 [5.1] are carried
// out one phase after another (convoy [7.6], escorts [6.9], torpedoes [12],
// boats [8.3], ASW [16]), and the replay shows them so. Vessels and
// Torpedoes are copies as they stood; a boat's Hidden is what it was then,
// so a seat is shown only what it could see at that moment [21].
type TurnFrame struct {
	Turn      int
	Phase     *engine.Msg // the phase whose move led here; nil: the turn's start
	Vessels   []Vessel
	Torpedoes []Torpedo
}

// LastTurn is the frames of the turn played last (or being played), the
// first its start; nil after a game is restored from a save until a turn
// has been played (the frames are not part of the state: they hold where
// hidden boats went, which a save must not).
func (m *Match) LastTurn() []TurnFrame { return m.frames }

// frame records the board after a phase's move; a step that moved nothing
// adds no frame. start begins a new turn's frames.
func (m *Match) frame(phase *engine.Msg, start bool) {
	b := &m.S.Battle
	f := TurnFrame{Turn: b.Turn, Phase: phase, Vessels: slices.Clone(b.Vessels), Torpedoes: slices.Clone(b.Torpedoes)}
	if start {
		m.frames = []TurnFrame{f}
		return
	}
	if n := len(m.frames); n > 0 && sameBoard(m.frames[n-1], f) {
		return
	}
	// A new slice each time: copies of the Match never write into each
	// other's frames.
	m.frames = append(slices.Clip(m.frames), f)
}

// sameBoard: no vessel or torpedo moved, sank or changed depth.
func sameBoard(a, b TurnFrame) bool {
	if len(a.Vessels) != len(b.Vessels) || len(a.Torpedoes) != len(b.Torpedoes) {
		return false
	}
	for i := range a.Vessels {
		x, y := &a.Vessels[i], &b.Vessels[i]
		if x.Bow != y.Bow || x.Facing != y.Facing || x.Sunk != y.Sunk || x.Exited != y.Exited || x.Depth != y.Depth || x.Hidden != y.Hidden {
			return false
		}
	}
	for i := range a.Torpedoes {
		x, y := &a.Torpedoes[i], &b.Torpedoes[i]
		if x.Hex != y.Hex || x.Gone != y.Gone || x.Heading != y.Heading {
			return false
		}
	}
	return true
}
