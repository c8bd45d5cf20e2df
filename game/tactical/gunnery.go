package tactical

import (
	"fmt"
	"math"
)

// point is a position on the plane of Hex.Centre.
type point struct{ x, y float64 }

func centre(h Hex) point { x, y := h.Centre(); return point{x, y} }

// counterCentre is the middle of a two-hex counter: the middle of the side
// between its bow and stern hexes [18.2].
func counterCentre(v *Vessel) point {
	a, b := centre(v.Bow), centre(v.Stern())
	return point{(a.x + b.x) / 2, (a.y + b.y) / 2}
}

func hexCorners(h Hex, radius float64) [6]point {
	c := centre(h)
	var out [6]point
	for k := 0; k < 6; k++ {
		a := float64(k) * math.Pi / 3
		out[k] = point{c.x + radius*math.Cos(a), c.y + radius*math.Sin(a)}
	}
	return out
}

// crossesHex reports whether the segment p→q passes through the inside of
// hex h (touching only its sides or corners does not count) [18.2, 18.3].
func crossesHex(p, q point, h Hex) bool {
	const shrink = 1 - 1e-9
	poly := hexCorners(h, shrink)
	c := centre(h)
	d := point{q.x - p.x, q.y - p.y}
	tE, tL := 0.0, 1.0
	for k := 0; k < 6; k++ {
		a, b := poly[k], poly[(k+1)%6]
		n := point{b.y - a.y, a.x - b.x}
		if n.x*(c.x-a.x)+n.y*(c.y-a.y) > 0 { // make n point outward
			n = point{-n.x, -n.y}
		}
		num := n.x*(a.x-p.x) + n.y*(a.y-p.y)
		den := n.x*d.x + n.y*d.y
		if den == 0 {
			if num < 0 {
				return false
			}
			continue
		}
		t := num / den
		if den < 0 {
			tE = math.Max(tE, t)
		} else {
			tL = math.Min(tL, t)
		}
	}
	return tE < tL-1e-9
}

// runsAlongSide reports whether the segment p→q runs along the side between
// two adjacent hexes for some length (not just touching it).
func runsAlongSide(p, q point, a, b Hex) bool {
	ca, cb := centre(a), centre(b)
	m := point{(ca.x + cb.x) / 2, (ca.y + cb.y) / 2}
	// The side is perpendicular to the line of centres, through m, half a
	// hex radius each way.
	u := point{cb.x - ca.x, cb.y - ca.y}
	l := math.Hypot(u.x, u.y)
	s := point{-u.y / l * 0.5, u.x / l * 0.5}
	e1, e2 := point{m.x - s.x, m.y - s.y}, point{m.x + s.x, m.y + s.y}
	d := point{q.x - p.x, q.y - p.y}
	dl := math.Hypot(d.x, d.y)
	if dl == 0 {
		return false
	}
	dist := func(r point) float64 { return math.Abs(d.x*(r.y-p.y)-d.y*(r.x-p.x)) / dl }
	if dist(e1) > 1e-6 || dist(e2) > 1e-6 {
		return false
	}
	proj := func(r point) float64 { return (d.x*(r.x-p.x) + d.y*(r.y-p.y)) / dl }
	lo, hi := math.Min(proj(e1), proj(e2)), math.Max(proj(e1), proj(e2))
	return math.Min(hi, dl)-math.Max(lo, 0) > 1e-6
}

// blocks reports whether ship o blocks the line p→q [18.1–18.3]: any part
// of a hex it covers, or the side between its own bow and stern hexes.
func blocks(p, q point, o *Vessel) bool {
	return crossesHex(p, q, o.Bow) || crossesHex(p, q, o.Stern()) || runsAlongSide(p, q, o.Bow, o.Stern())
}

// LineOfSight reports whether a can see b for gunfire [18]: the line between
// the counters' centres is blocked by any other surface ship (escort,
// merchantman or capital ship); submarines never block [18.1].
func (g *Game) LineOfSight(a, b *Vessel) bool {
	for range g.blockers(a, b) {
		return false
	}
	return true
}

// Arc is a field of fire [17.5].
type Arc string

// The fields of fire.
const (
	Forward   Arc = "forward"
	Broadside Arc = "broadside"
	Aft       Arc = "aft"
)

// ArcOf is the field of fire a hex lies in from a ship (diagram MISSING;
// authored in tables.json): by the bearing from the middle of the counter,
// relative to its heading.
func (g *Game) ArcOf(v *Vessel, h Hex) Arc {
	c := counterCentre(v)
	t := centre(h)
	rel := math.Abs(Relative(bearingXY(t.x-c.x, t.y-c.y), float64(v.Facing.Angle())))
	gt := g.Data.Tables.Gunnery
	switch {
	case rel < gt.ForwardHalfAngle:
		return Forward
	case rel > 180-gt.AftHalfAngle:
		return Aft
	}
	return Broadside
}

// TargetArc is the arc a target ship is in; one straddling two fields takes
// broadside fire [17.7].
func (g *Game) TargetArc(v, target *Vessel) Arc {
	a, b := g.ArcOf(v, target.Bow), g.ArcOf(v, target.Stern())
	if a != b {
		return Broadside
	}
	return a
}

// GunRange counts the hexes from the firer (its own hexes excluded) to the
// nearest hex of the target [17.9.2].
func GunRange(v, target *Vessel) int {
	r := math.MaxInt
	for _, a := range v.Hexes() {
		for _, b := range target.Hexes() {
			r = min(r, Distance(a, b))
		}
	}
	return r
}

// guns are the vessel's gunnery strengths [17.3, 17.4].
func (g *Game) guns(v *Vessel) [3]int {
	if v.Guns != nil {
		return *v.Guns
	}
	if v.Sub {
		return g.SubClass(v).Guns
	}
	if g.Role(v) == Merchant {
		return [3]int{} // merchantmen fire only if the scenario arms them [17.3]
	}
	return g.ShipClass(v).Guns
}

// Fire is one ship's gunfire order [17.4]: one target a turn.
type Fire struct {
	Firer  string `json:"firer"`
	Target string `json:"target"`
}

// GunFactor is the damage factor of one fire on the Surface Gunnery Table
// (C15, authored) with its modifications, and an error if the fire is not
// allowed. diving lists boats plotted to dive this turn [17.11];
// starShells are the star shells in play [25.2].
func (g *Game) GunFactor(f Fire, diving map[string]bool, starShells []Hex) (int, Arc, int, error) {
	v, t := g.Vessel(f.Firer), g.Vessel(f.Target)
	switch {
	case v == nil || t == nil || v.Sunk || t.Sunk:
		return 0, "", 0, orderErr(ErrIllegal, msg("tac.err.no-ship"), "no such ship in play")
	case v.Side == t.Side:
		return 0, "", 0, orderErr(ErrIllegal, msg("tac.err.fire-enemy", txt("ship", v.ID)), "%s fires only at the enemy [17.1]", v.ID)
	case !v.Surfaced() || !t.Surfaced():
		return 0, "", 0, orderErr(ErrIllegal, msg("tac.err.fire-surface"), "gunfire is between ships on the surface [17.1, 17.12]")
	case v.Sub && diving[v.ID]:
		return 0, "", 0, orderErr(ErrIllegal, msg("tac.err.fire-diving", txt("ship", v.ID)), "%s is plotted to dive and cannot fire [17.11]", v.ID)
	case !v.Sub && v.StarShellTurn > 0 && v.StarShellTurn >= g.B.Turn-1:
		return 0, "", 0, orderErr(ErrIllegal, msg("tac.err.fire-starshell", txt("ship", v.ID)), "%s fired star shells and cannot use its guns this turn [25.5]", v.ID)
	case !g.LineOfSight(v, t):
		return 0, "", 0, orderErr(ErrIllegal, msg("tac.err.no-los", txt("ship", v.ID), txt("target", t.ID)), "no line of sight from %s to %s [18]", v.ID, t.ID)
	}
	arc := g.TargetArc(v, t)
	strength := g.guns(v)[map[Arc]int{Forward: 0, Broadside: 1, Aft: 2}[arc]]
	if strength <= 0 {
		return 0, arc, 0, orderErr(ErrIllegal, msg("tac.err.no-bearing", txt("ship", v.ID), nest("arc", msg("tac.arc."+string(arc)))), "%s has no guns bearing %s [17.6]", v.ID, arc)
	}
	gt := g.Data.Tables.Gunnery
	rng := GunRange(v, t)
	row := gt.DF[min(strength, len(gt.DF))-1]
	df := -99
	for i, b := range gt.Bands {
		if rng <= b {
			df = row[i]
			break
		}
	}
	if df == -99 {
		return 0, arc, rng, orderErr(ErrIllegal, msg("tac.err.out-of-range", txt("target", t.ID), num("n", rng)), "%s is out of range (%d hexes) [17.9.3]", t.ID, rng)
	}
	if starShells == nil {
		starShells = g.starShellHexes()
	}
	if g.B.Options.Night {
		df += gt.Night
		for _, s := range starShells {
			if Distance(s, t.Bow) <= 1 || Distance(s, t.Stern()) <= 1 {
				df += gt.StarShell
				break
			}
		}
	}
	return df, arc, rng, nil
}

// Gunnery resolves the surface gunnery phase [17]: every fire is checked
// first (an illegal one refuses the whole phase and changes nothing), the
// Sub player's fire is rolled first [17.9.1], and all damage is applied
// after every ship has fired [17.2, 17.9.1].
func (g *Game) Gunnery(fires []Fire, diving map[string]bool, starShells []Hex) error {
	seen := map[string]bool{}
	for _, f := range fires {
		if seen[f.Firer] {
			return orderErr(ErrIllegal, msg("tac.err.one-target", txt("ship", f.Firer)), "%s fires at one target a turn [17.9.5]", f.Firer)
		}
		seen[f.Firer] = true
		if _, _, _, err := g.GunFactor(f, diving, starShells); err != nil {
			return err
		}
	}
	damage := map[string]int{}
	hits := map[string]int{} // hit points under d66-damage [48]
	var order []string
	for _, side := range []Side{SubSide, EscortSide} {
		for _, f := range fires {
			v := g.Vessel(f.Firer)
			if v.Side != side {
				continue
			}
			df, arc, rng, _ := g.GunFactor(f, diving, starShells)
			if g.B.Options.D66Damage { // [48]: a d66 for hit points
				r := g.Dice.D66(fmt.Sprintf("%s fires at %s (%s, %d hexes)", v.ID, f.Target, arc, rng), "48").
					For(msg("tac.roll.gunfire", txt("ship", v.ID), txt("target", f.Target), nest("arc", msg("tac.arc."+string(arc))), num("n", rng)))
				hp := g.DamageHP(df, r.Raw)
				g.Dice.Record(r.Says(dfMsg(df), msg("tac.roll.hp", num("hp", hp))), fmt.Sprintf("Advanced damage table, DF %d", df), fmt.Sprintf("%d HP", hp))
				v.GunTurn = g.B.Turn
				if _, ok := hits[f.Target]; !ok {
					order = append(order, f.Target)
				}
				hits[f.Target] += hp
				continue
			}
			r := g.Dice.D6(fmt.Sprintf("%s fires at %s (%s, %d hexes)", v.ID, f.Target, arc, rng), "17.9.4").
				For(msg("tac.roll.gunfire", txt("ship", v.ID), txt("target", f.Target), nest("arc", msg("tac.arc."+string(arc))), num("n", rng)))
			d := Damage(df, r.Raw)
			r = r.Says(dfMsg(df), dmgMsg(d))
			g.Dice.Record(r, fmt.Sprintf("Damage Table, DF %d", df), fmt.Sprintf("%d damage", d))
			v.GunTurn = g.B.Turn
			if _, ok := damage[f.Target]; !ok {
				order = append(order, f.Target)
			}
			damage[f.Target] += d
		}
	}
	for _, id := range order {
		if g.B.Options.D66Damage {
			g.ApplyHP(g.Vessel(id), hits[id], "48")
			continue
		}
		g.ApplyDamage(g.Vessel(id), damage[id], "17.9")
	}
	return nil
}
