package tactical

import "fmt"

// Compass is the hex of map compass n, 1–6 (I–VI) [2.1] (authored: the map
// is MISSING).
func (g *Game) Compass(n int) (Hex, error) {
	if n < 1 || n > 6 {
		return Hex{}, orderErr(ErrIllegal, msg("tac.err.no-compass", num("n", n)), "no compass %d", n)
	}
	return ParseHex(g.Data.Tables.Compasses.Hexes[n-1])
}

// RollCompass rolls the d6 that picks a boat's placement compass [20.4.2].
func (g *Game) RollCompass(boat string) int {
	r := g.Dice.D6(boat+" placement", "20.4.2").For(msg("tac.roll.placement", txt("boat", boat)))
	// The roll picks the compass: no test to name beside the result (the
	// line would say "compass: compass 5").
	g.Dice.Record(r.Says(nil, msg("tac.roll.compass-n", num("n", r.Raw))), "", fmt.Sprintf("compass %d", r.Raw))
	return r.Raw
}

// enemyDistance is the least distance from any hex of a boat in pose p to
// any hex of an enemy ship (spec §18 ambiguity 25).
func (g *Game) enemyDistance(p Pose, side Side) int {
	d := 1 << 30
	for i := range g.B.Vessels {
		o := &g.B.Vessels[i]
		if o.Gone() || o.Side == side {
			continue
		}
		from := []Hex{p.Bow, p.Stern()}
		if g.B.Options.PlaceFromBow { // ambiguity 25's other reading
			from = from[:1]
		}
		for _, a := range from {
			for _, b := range o.Hexes() {
				d = min(d, Distance(a, b))
			}
		}
	}
	return d
}

// PlacementPoses lists where a boat may be placed near compass n [20.4.2]:
// bow within 12 hexes of the compass, on the board, no hex within 7 of an
// enemy ship; if no such pose exists, those as far from the enemy as the
// zone allows. Facing is free [20.4.3].
func (g *Game) PlacementPoses(n int, side Side) ([]Pose, error) {
	c, err := g.Compass(n)
	if err != nil {
		return nil, err
	}
	var all []Pose
	best := -1
	q, r := c.Axial()
	for dq := -12; dq <= 12; dq++ {
		for dr := -12; dr <= 12; dr++ {
			h := FromAxial(q+dq, r+dr)
			if Distance(c, h) > 12 || !h.OnBoard() {
				continue
			}
			for f := Dir1; f <= Dir6; f++ {
				p := Pose{Bow: h, Facing: f}
				if !p.Stern().OnBoard() {
					continue
				}
				all = append(all, p)
				best = max(best, g.enemyDistance(p, side))
			}
		}
	}
	var out []Pose
	for _, p := range all {
		if d := g.enemyDistance(p, side); d > 7 || best <= 7 && d == best {
			out = append(out, p)
		}
	}
	return out, nil
}

// PlaceSub puts a boat into play at a pose chosen among PlacementPoses
// [20.4]; depth is free [20.4.3].
func (g *Game) PlaceSub(id, class, torpedo string, compass int, p Pose, depth int) (*Vessel, error) {
	poses, err := g.PlacementPoses(compass, SubSide)
	if err != nil {
		return nil, err
	}
	ok := false
	for _, q := range poses {
		ok = ok || q.Bow == p.Bow && q.Facing == p.Facing
	}
	if !ok {
		return nil, orderErr(ErrIllegal, msg("tac.err.placement", txt("hex", p.Bow.String()), num("facing", int(p.Facing)), num("compass", compass)), "%s facing %d is not a placement near compass %d [20.4.2]", p.Bow, p.Facing, compass)
	}
	c := g.Data.Subs[class]
	if c == nil {
		return nil, fmt.Errorf("no submarine class %q", class)
	}
	if depth < 0 || depth%25 != 0 || depth > c.MaxDepth {
		return nil, orderErr(ErrIllegal, msg("tac.err.start-depth", num("depth", depth), num("max", c.MaxDepth)), "start depth %d ft (0–%d in steps of 25)", depth, c.MaxDepth)
	}
	return g.AddSub(id, class, torpedo, p.Bow, p.Facing, depth)
}

// Reserve is a reinforcing boat waiting to enter under [26].
type Reserve struct {
	ID      string `json:"id"`
	Class   string `json:"class"`
	Torpedo string `json:"torpedo,omitempty"`
	// Compass is the marker drawn for it (0 = not drawn yet).
	Compass int `json:"compass,omitempty"`
}

// TryVariableEntry is the Sub player's attempt at turn 3 and every third
// turn after to bring in the reserve boat id [26.3–26.4]: a number marker
// drawn (all markers available each time [26.6]); 0 = no entry; 1–6 = it
// may enter within 12 hexes of that compass at the start of this or any
// later turn. No new attempt while a boat is held back [26.6].
func (g *Game) TryVariableEntry(id string) (int, error) {
	if g.B.Turn < 3 || g.B.Turn%3 != 0 {
		return 0, orderErr(ErrIllegal, msg("tac.err.entry-turn"), "reinforcements are tried on turn 3 and every third turn after [26.3]")
	}
	k := -1
	for i, r := range g.B.Reserves {
		if r.Compass > 0 {
			return 0, orderErr(ErrIllegal, msg("tac.err.held-back", txt("boat", r.ID)), "%s is held back; bring it in first [26.6]", r.ID)
		}
		if r.ID == id {
			k = i
		}
	}
	if k < 0 {
		return 0, orderErr(ErrIllegal, msg("tac.err.no-reserve", txt("boat", id)), "no reserve boat %q", id)
	}
	if g.B.EntryTried == g.B.Turn {
		return 0, orderErr(ErrIllegal, msg("tac.err.one-attempt"), "one attempt a turn [26.3]")
	}
	g.B.EntryTried = g.B.Turn
	m := g.DrawMarker(id+" entry marker", msg("tac.roll.entry-marker", txt("boat", id)), "26.4")
	g.B.Reserves[k].Compass = m
	return m, nil
}

// EnterReserve brings a boat whose marker was drawn into play at the start
// of a turn, within the [20.4] limits around its compass [26.4–26.5].
func (g *Game) EnterReserve(id string, p Pose, depth int) (*Vessel, error) {
	for i, r := range g.B.Reserves {
		if r.ID != id {
			continue
		}
		if r.Compass == 0 {
			return nil, orderErr(ErrIllegal, msg("tac.err.no-marker", txt("boat", id)), "%s has no entry marker [26.4]", id)
		}
		if _, err := g.PlaceSub(r.ID, r.Class, r.Torpedo, r.Compass, p, depth); err != nil {
			return nil, err
		}
		g.B.Reserves = append(g.B.Reserves[:i], g.B.Reserves[i+1:]...)
		g.Say("26.5", msg("tac.log.enters", txt("boat", id), num("compass", r.Compass)), "%s enters near compass %d", id, r.Compass)
		return g.Vessel(id), nil
	}
	return nil, orderErr(ErrIllegal, msg("tac.err.no-reserve", txt("boat", id)), "no reserve boat %q", id)
}
