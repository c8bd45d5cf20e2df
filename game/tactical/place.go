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

// PlacementAsk is a boat to place and the poses it may take.
type PlacementAsk struct {
	Boat  string `json:"boat"`
	Poses []Pose `json:"poses"`
}

// placeOptions are the answers: keep the pose it has, or one hex of the
// allowed ones not taken by another vessel, facing as the computer would
// face it there.
func (m *Match) placeOptions(a PlacementAsk) (opts []engine.Option, poses []Pose) {
	v := m.G.Vessel(a.Boat)
	opts = append(opts, engine.Option{Key: "keep", Label: "Keep it at " + v.Bow.String(), Rule: "20.4",
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
		p := SpreadPlacement(m.G, a.Boat+" placement", byHex[h])
		opts = append(opts, engine.Option{Key: "hex:" + h.String(), Ref: "hex:" + h.String(), Rule: "20.4",
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
	opts, poses := m.placeOptions(m.S.Placing[k])
	if f.Ans == nil {
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
