package tactical

import "sort"

// The prolonged attack at the end of a convoy scenario [34.6] (switch
// "prolonged-attack", Options.ProlongedAttack). When the last turn is
// played, the Escort player may go on hunting the boats still in contact:
// he needs five escorts able to make full speed; four stay with the convoy
// and the rest are openly assigned, one boat each. The attack is always
// worth making (it costs the escorts nothing), so it is made for him: the
// hunters with the most sonar points (then the fastest) go, one to each
// boat in contact in turn, the nearest boat first (setup_rolls.go holds
// the printed table and ProlongedAttack). A boat in contact is one the
// Escort player sees at the end: every boat afloat and on the board in the
// Basic game; under hidden movement one on the board. A boat whose EP
// loss exceeds what it has is sunk, and its VP go to the Escort player.

// ProlongedAtEnd plays the prolonged attack on every boat in contact.
func (g *Game) ProlongedAtEnd() {
	var escorts, boats []*Vessel
	for i := range g.B.Vessels {
		v := &g.B.Vessels[i]
		switch {
		case v.Gone():
		case v.Sub && (!g.B.Options.HiddenMovement || !v.Hidden):
			boats = append(boats, v)
		case !v.Sub && !v.DIW && g.Role(v) == Escort:
			escorts = append(escorts, v)
		}
	}
	n := ProlongedEscorts(len(escorts))
	if n == 0 || len(boats) == 0 {
		return
	}
	sort.SliceStable(escorts, func(i, j int) bool {
		pi, pj := SonarAttackPoints(escorts[i].Sonar), SonarAttackPoints(escorts[j].Sonar)
		if pi != pj {
			return pi > pj
		}
		return g.MaxSpeed(escorts[i]) > g.MaxSpeed(escorts[j])
	})
	near := func(b *Vessel) int {
		d := 1 << 30
		for _, e := range escorts {
			d = min(d, SearchDistance(e, b))
		}
		return d
	}
	sort.SliceStable(boats, func(i, j int) bool { return near(boats[i]) < near(boats[j]) })
	assigned := make([][]*Vessel, len(boats))
	for k, e := range escorts[:n] {
		assigned[k%len(boats)] = append(assigned[k%len(boats)], e)
	}
	for i, b := range boats {
		if len(assigned[i]) == 0 {
			continue
		}
		c := g.SubClass(b)
		full := (c.MaxSubmerged - c.NormalSubmerged) * 60 // the Advanced EP scale [34]
		ep := full * b.EP / max(c.EP, 1)
		if g.B.Options.AdvancedEP {
			full, ep = g.StartEP(b), b.EP
		}
		if _, sunk := g.ProlongedAttack(b, ep, full, assigned[i]); sunk {
			b.Sunk = true
			g.Say("34.6", msg("tac.log.prolonged-sunk", txt("boat", b.ID)), "%s is sunk in the prolonged attack", b.ID)
		}
	}
}
