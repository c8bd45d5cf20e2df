package tactical

import (
	"fmt"
	"slices"

	"periscope/game/engine"
)

// Placements as prompts [20.4] (switch place-boats): a boat the scenario
// places near a compass is the Sub player's to place. The set-up keeps
// the poses the rule allows it (PlacementPoses, at least 12 hexes from
// the convoy's bow and 7 from any enemy); before the first turn the Sub
// player picks one hex of them on the board. The first answer keeps the
// spread placement the computer made, so a bot (and a player in a hurry)
// plays the scenario as without the switch.

// PlacementAsk is a boat (or, Escort, an escort) to place and the poses it
// may take. Station: an escort placed "anywhere outside the box around
// the convoy" [20.3], whose poses are worked out when it is asked.
type PlacementAsk struct {
	Boat    string `json:"boat"`
	Poses   []Pose `json:"poses,omitempty"`
	Escort  bool   `json:"escort,omitempty"`
	Station bool   `json:"station,omitempty"`
}

// Escorts' placements as prompts [20.3] (switch place-escorts): an escort
// the scenario places near a compass may take any free hex within 12 of
// it (as the set-up allows), one on a station "anywhere outside the box
// around the convoy": here any free hex from 1 to stationReach hexes
// outside the box (reading: a ship placed farther is out of the battle at
// convoy speed; the computer's stations are 5–6 hexes out). Escorts face
// the convoy's course (6). They are placed before the boats [20.2–20.4];
// a boat whose computer placement an escort has come within 7 hexes of is
// moved to the nearest legal pose first, and its choices are the zone's
// hexes still 7 hexes from every enemy [20.4].
const stationReach = 8

// stationPoses are the hexes outside the convoy's box, facing 6.
func (g *Game) stationPoses() []Pose {
	left, right, front, back := g.convoyBox()
	if right < 0 {
		return nil
	}
	in := func(h Hex) bool { return h.Col >= left && h.Col <= right && h.Row >= front && h.Row <= back }
	var out []Pose
	for col := left - stationReach; col <= right+stationReach; col++ {
		for row := front - stationReach; row <= back+stationReach; row++ {
			p := Pose{Bow: Hex{Col: col, Row: row}, Facing: Dir6}
			if p.Bow.OnBoard() && p.Stern().OnBoard() && !in(p.Bow) && !in(p.Stern()) {
				out = append(out, p)
			}
		}
	}
	return out
}

// placeOptions are the answers: keep the pose it has, or one hex of the
// allowed ones not taken by another vessel, facing as the computer would
// face it there.
func (m *Match) placeOptions(a PlacementAsk) (opts []engine.Option, poses []Pose) {
	v := m.G.Vessel(a.Boat)
	rule := "20.4" // the boats [20.4], the escorts [20.3]
	if a.Escort {
		rule = "20.3"
	}
	opts = append(opts, engine.Option{Key: "keep", Label: "Keep it at " + v.Bow.String(), Rule: rule,
		LabelMsg: msg("tac.place.keep", txt("hex", v.Bow.String()))})
	poses = append(poses, Pose{Bow: v.Bow, Facing: v.Facing})
	byHex := map[Hex][]Pose{}
	var order []Hex
	for _, p := range a.Poses {
		if m.hexTaken(a.Boat, p) {
			continue
		}
		if _, ok := byHex[p.Bow]; !ok {
			order = append(order, p.Bow)
		}
		byHex[p.Bow] = append(byHex[p.Bow], p)
	}
	for _, h := range order {
		if h == v.Bow {
			continue
		}
		p := byHex[h][0] // an escort faces the convoy's course
		if !a.Escort {
			p = SpreadPlacement(m.G, a.Boat+" placement", byHex[h])
		}
		opts = append(opts, engine.Option{Key: "hex:" + h.String(), Ref: "hex:" + h.String(), Rule: rule,
			Label: fmt.Sprintf("%s facing %d", h, p.Facing), LabelMsg: msg("tac.place.at", txt("hex", h.String()), num("facing", int(p.Facing)))})
		poses = append(poses, p)
	}
	return opts, poses
}

// hexTaken reports whether a pose's hexes hold another vessel.
func (m *Match) hexTaken(boat string, p Pose) bool {
	hs := [2]Hex{p.Bow, p.Bow.Neighbour(p.Facing.Reverse())}
	for i := range m.G.B.Vessels {
		o := &m.G.B.Vessels[i]
		if o.ID == boat || o.Gone() {
			continue
		}
		for _, h := range o.Hexes() {
			if slices.Contains(hs[:], h) {
				return true
			}
		}
	}
	return false
}

func stepPlace(m *Match, f *engine.Frame) {
	k := slices.IndexFunc(m.S.Placing, func(a PlacementAsk) bool { return a.Boat == f.Sub })
	v := m.G.Vessel(f.Sub)
	if k < 0 || v == nil {
		return
	}
	a := m.S.Placing[k]
	switch {
	case a.Station:
		a.Poses = m.G.stationPoses()
	case !a.Escort:
		a.Poses = m.clearOfEscorts(v, a.Poses)
	}
	opts, poses := m.placeOptions(a)
	if f.Ans == nil {
		if a.Escort {
			m.Ask(f, engine.Prompt{Kind: "tac.place", Seat: SeatEscort, Secret: true, Sub: v.ID, Rule: "20.3",
				Text: fmt.Sprintf("Place %s: click a hex outside the convoy's box or of its zone, or keep it where it is", v.ID),
				Msg:  msg("tac.prompt.place-escort", txt("ship", v.ID)), Options: opts})
			return
		}
		m.Ask(f, engine.Prompt{Kind: "tac.place", Seat: SeatSub, Secret: true, Sub: v.ID, Rule: "20.4",
			Text: fmt.Sprintf("Place %s: click a hex of its zone, or keep it where it is", v.ID),
			Msg:  msg("tac.prompt.place", txt("boat", v.ID)), Options: opts})
		return
	}
	i := f.Ans.Option
	if i < 0 || i >= len(poses) {
		i = 0
	}
	v.Bow, v.Facing = poses[i].Bow, poses[i].Facing
	m.S.Placing = slices.Delete(m.S.Placing, k, k+1)
	m.observe()
}

// clearOfEscorts keeps a boat's poses 7 hexes from every enemy where the
// zone allows it (the escorts may have been placed since the set-up
// [20.4]), and moves the boat off a pose that is no longer so.
func (m *Match) clearOfEscorts(v *Vessel, poses []Pose) []Pose {
	var ok []Pose
	for _, p := range poses {
		if m.G.enemyDistance(p, v.Side) >= 7 {
			ok = append(ok, p)
		}
	}
	if len(ok) == 0 {
		return poses
	}
	if m.G.enemyDistance(v.Pose(), v.Side) < 7 {
		p := SpreadPlacement(m.G, v.ID+" placement", ok)
		v.Bow, v.Facing = p.Bow, p.Facing
	}
	return ok
}

// convoyBox is the box the afloat merchantmen fill: their leftmost and
// rightmost columns and their front and back rows (right < 0 when none is
// afloat) [20.3].
func (g *Game) convoyBox() (left, right, front, back int) {
	left, right, front, back = 1<<30, -1, 1<<30, -1
	for i := range g.B.Vessels {
		v := &g.B.Vessels[i]
		if v.Gone() || v.Sub || g.Role(v) != Merchant {
			continue
		}
		for _, h := range v.Hexes() {
			left, right = min(left, h.Col), max(right, h.Col)
			front, back = min(front, h.Row), max(back, h.Row)
		}
	}
	return left, right, front, back
}
