package tactical

import (
	"fmt"
	"math"
	"periscope/game/engine"
	"sort"
)

// Limits are the move limits of a vessel this turn [6.3, 6.7, 7.6, 8.2, 8.3].
func (g *Game) Limits(v *Vessel) MoveLimits { return g.limits(v, false) }

// limits are the Limits of a boat's move, snorting or not [33].
func (g *Game) limits(v *Vessel, snort bool) MoveLimits {
	o := g.B.Options
	l := MoveLimits{DoubleTurnSpeed: o.DoubleTurnSpeed, TurnedAtEnd: v.TurnedAtEnd}
	switch {
	case v.Sub:
		c := g.SubClass(v)
		if v.Depth == 0 {
			l.MaxHexes = c.SurfaceSpeed // [8.3.1]
		} else {
			free := g.freeHexes(v, snort)
			l.MaxHexes = free + min(v.EP, max(0, c.MaxSubmerged-free)) // [8.3.2, 33]
			if v.EP == 0 && !snort {
				l.MaxHexes = 0 // [8.3.4]: one facing change only
			}
		}
		if v.SpeedCap > 0 {
			l.MaxHexes = min(l.MaxHexes, v.SpeedCap)
		}
	case g.Role(v) == Merchant || v.Plotted:
		l.Merchant = true
		speed := g.B.ConvoySpeed
		if speed == 0 {
			speed = v.Speed
		}
		l.MinHexes, l.MaxHexes = speed, speed // the convoy's fixed speed [7.6.1]
		return l
	default:
		l.MaxHexes = g.MaxSpeed(v)
		l.StillNoTurn = o.StillNoTurn // ambiguity 3
	}
	if v.Moved { // [8.2.1–8.2.3]
		l.MinHexes = max(0, v.Speed-o.SpeedChange)
		l.MaxHexes = min(l.MaxHexes, v.Speed+o.SpeedChange)
	}
	if l.MinHexes > l.MaxHexes { // out of power or slowed by collision: the hard limit wins
		l.MinHexes = l.MaxHexes
	}
	return l
}

// CheckDepth validates a submarine's plotted end depth [9, 8.3.4, 19.2].
func (g *Game) CheckDepth(v *Vessel, depth int, firing bool) error {
	return g.checkDepth(v, depth, firing, false)
}

// checkDepth is CheckDepth for a boat snorting or not: a snorting boat
// (at 25 ft the whole turn [33]) runs on its diesels and need not rise
// out of power [8.3.4].
func (g *Game) checkDepth(v *Vessel, depth int, firing, snort bool) error {
	c := g.SubClass(v)
	limit := c.MaxDepth * 3 / 2 // [9.9]
	if g.B.Options.DepthLimitTo25 {
		limit -= limit % 25 // ambiguity 5
	}
	switch {
	case depth < 0 || depth%25 != 0:
		return orderErr(ErrIllegalMove, engine.M("tac.err.depth-25", engine.Int("depth", depth)), "depth %d ft is not a multiple of 25 [9.2]", depth)
	case depth > limit:
		return orderErr(ErrIllegalMove, engine.M("tac.err.depth-limit", engine.Text("boat", v.ID), engine.Int("depth", limit)), "%s can never go below %d ft [9.9]", v.ID, limit)
	case firing && depth != v.Depth:
		return orderErr(ErrIllegalMove, engine.M("tac.err.fire-depth"), "no depth change in a firing turn [9.11]")
	}
	if v.Depth > 0 && v.EP == 0 && !(snort && v.Depth == 25 && depth == 25) { // [8.3.4], ambiguity 6
		want := max(0, v.Depth-c.RiseRate)
		if !g.B.Options.FullRiseAtNoEP {
			want = max(0, v.Depth-25)
		}
		if depth != want {
			return orderErr(ErrIllegalMove, engine.M("tac.err.no-power-rise", engine.Text("boat", v.ID), engine.Int("depth", want)), "out of power, %s must rise to %d ft [8.3.4]", v.ID, want)
		}
		return nil
	}
	if g.ForcedUp(v) { // [19.2]
		if want := max(0, v.Depth-25); depth != want {
			return orderErr(ErrIllegalMove, engine.M("tac.err.damaged-rise", engine.Text("boat", v.ID), engine.Int("depth", want)), "damaged, %s must rise 25 ft to %d ft [19.2]", v.ID, want)
		}
		return nil
	}
	if depth > v.Depth {
		if v.NoDive {
			return orderErr(ErrIllegalMove, engine.M("tac.err.no-power-dive", engine.Text("boat", v.ID)), "%s has no power to dive [8.3.4]", v.ID)
		}
		if depth-v.Depth > c.DiveRate {
			return orderErr(ErrIllegalMove, engine.M("tac.err.dive-rate", engine.Int("depth", c.DiveRate)), "dives at most %d ft a turn [9.3]", c.DiveRate)
		}
	}
	if v.Depth-depth > c.RiseRate {
		return orderErr(ErrIllegalMove, engine.M("tac.err.rise-rate", engine.Int("depth", c.RiseRate)), "rises at most %d ft a turn [9.4]", c.RiseRate)
	}
	return nil
}

// StartTurn opens a turn: the wake record is cleared and ships already dead
// in the water are noted for [10.6].
func (g *Game) StartTurn() {
	g.B.Paths, g.B.DIWAtStart = nil, nil
	for i := range g.B.Vessels {
		v := &g.B.Vessels[i]
		v.Sonared = false
		if v.DIW && !v.Gone() {
			g.B.DIWAtStart = append(g.B.DIWAtStart, v.ID)
		}
	}
}

// diwAtStart: a ship dead in the water since the start of the turn cannot
// be collided with [10.6]; one stopped this turn still can.
func (g *Game) diwAtStart(v *Vessel) bool {
	for _, id := range g.B.DIWAtStart {
		if id == v.ID {
			return true
		}
	}
	return false
}

// MoveShip moves a surface ship along its plot, one hex or facing change at
// a time [6.9], placing its ASW orders as it goes [15.10]. The plot is
// checked first ([6, 7, 8] limits, K-gun hexes [15.4.10], every ASW order
// [15]); an illegal plot changes nothing. During the move a collision stops
// both ships where they were [10.7], and entering or swinging the stern into
// a torpedo's hex tries the torpedo [13.9].
func (g *Game) MoveShip(v *Vessel, p Plot, orders []ASWOrder) error {
	if v.Sub {
		return orderErr(ErrIllegalMove, msg("tac.err.is-sub", txt("ship", v.ID)), "%s is a submarine", v.ID)
	}
	if v.Plotted && len(p.Steps) > 0 {
		return orderErr(ErrIllegalMove, msg("tac.err.with-convoy", txt("ship", v.ID)), "%s moves with the convoy's plot", v.ID)
	}
	if v.Gone() {
		return orderErr(ErrIllegalMove, msg("tac.err.sunk", txt("ship", v.ID)), "%s is sunk", v.ID)
	}
	if v.DIW && len(p.Steps) > 0 {
		return orderErr(ErrIllegalMove, msg("tac.err.diw", txt("ship", v.ID)), "%s is dead in the water [13.7]", v.ID)
	}
	if err := p.Check(g.Limits(v)); err != nil {
		return err
	}
	poses := Walk(v.Pose(), p)
	if err := g.checkASWOrders(v, poses, orders); err != nil {
		return err
	}
	if err := g.checkOnBoard(v, poses); err != nil {
		return err
	}
	forced := g.Role(v) == Merchant
	if !forced {
		for i, ps := range poses {
			h := enteredHex(ps)
			own := false // its own K-gun charges thrown before this step
			for _, o := range orders {
				own = own || o.Kind == KGunDC && o.Hex == h && o.After <= i
			}
			if g.kgunIn(h) || own {
				return orderErr(ErrIllegalMove, engine.M("tac.err.kgun-hex", engine.Text("ship", v.ID), engine.Text("hex", h.String())), "%s may not enter %s, which holds a K-gun depth charge [15.4.10]", v.ID, h)
			}
		}
	}
	return g.walkShip(v, p, poses, orders, false)
}

func enteredHex(ps Pose) Hex {
	if ps.Swing {
		return ps.Stern()
	}
	return ps.Bow
}

// walkShip executes a checked move.
func (g *Game) walkShip(v *Vessel, p Plot, poses []Pose, orders []ASWOrder, startedSubmerged bool) error {
	path := Path{ID: v.ID, Wake: []Hex{v.Bow, v.Stern()}}
	g.placeASW(v, poses, orders, 0)
	g.spendStock(v, orders) // [61]
	moved := 0
	for i, ps := range poses {
		h := enteredHex(ps)
		if e := EdgeOf(ps.Bow); e != 0 && g.mayExit(v, e) {
			v.Exited, v.ExitedTurn, v.ExitedEdge = true, g.B.Turn, e
			g.Say("6.10", msg("tac.log.exit", txt("ship", v.ID), num("edge", e)), "%s leaves the board by edge %d", v.ID, e)
			break
		}
		if !v.Sub && g.Role(v) == Merchant && g.kgunIn(h) {
			g.negateAttacksIn(h, v.ID) // a forced entry negates the attack [15.4.11]
		}
		if other := g.collider(v, h, startedSubmerged); other != nil {
			g.collide(v, other)
			break
		}
		prevFacing := v.Facing
		v.Bow, v.Facing = ps.Bow, ps.Facing
		if !ps.Swing {
			moved++
		}
		path.Entered = append(path.Entered, h)
		path.Wake = append(path.Wake, h)
		if !v.Sub {
			heading := Heading12Of(v.Facing)
			if ps.Swing { // judged halfway through the swing (tables.json attitude)
				if prevFacing.Right() == v.Facing {
					heading = Heading12Of(prevFacing).Turn(1)
				} else {
					heading = Heading12Of(prevFacing).Turn(-1)
				}
			}
			for k := range g.B.Torpedoes {
				if !g.B.Torpedoes[k].Gone && !g.B.Torpedoes[k].Hidden && g.B.Torpedoes[k].Hex == h { // [40]: a hidden torpedo is not met by a ship passing
					g.TryDetonation(k, v, heading)
				}
			}
			g.dropSpentTorpedoes()
			if v.Sunk {
				break
			}
		}
		g.placeASW(v, poses, orders, i+1)
	}
	v.Speed, v.Moved, v.TurnedAtEnd = moved, true, p.EndsWithTurn()
	if len(orders) > 0 {
		v.LastAttack = g.B.Turn
	}
	if !v.Sub { // the wake rule concerns surface ships only [15.4.9]
		g.B.Paths = append(g.B.Paths, path)
	}
	g.Say("6", msg("tac.log.moves", txt("ship", v.ID), txt("plot", p.String()), txt("hex", v.Bow.String()), num("facing", int(v.Facing))),
		"%s moves %s to %s, facing %d", v.ID, p, v.Bow, v.Facing)
	return nil
}

// collider returns the surface vessel v would collide with on entering h
// [10.1]: never a submerged submarine [10.3], never if v is a submarine that
// started its move submerged [10.5], never a ship dead in the water since
// the start of the turn [10.6].
func (g *Game) collider(v *Vessel, h Hex, startedSubmerged bool) *Vessel {
	if v.Sub && startedSubmerged {
		return nil
	}
	for i := range g.B.Vessels {
		o := &g.B.Vessels[i]
		if o == v || o.Gone() || !o.Occupies(h) {
			continue
		}
		if o.Sub && o.Depth > 0 || g.diwAtStart(o) {
			continue
		}
		return o
	}
	return nil
}

// collide applies a collision [10.1, 10.2]: two surface ships each lose
// half their capacity (rounded up, ambiguity 4) and are dead in the water;
// a submarine rolls on the Damage Table's column 9 and the ship loses half
// and has its maximum speed halved. Both stay where they were [10.7].
func (g *Game) collide(a, b *Vessel) {
	g.Say("10.1", msg("tac.log.collision", txt("a", a.ID), txt("b", b.ID)), "collision: %s and %s", a.ID, b.ID)
	half := func(v *Vessel) int {
		c := g.Capacity(v)
		if g.B.Options.CollisionHalfUp {
			return (c + 1) / 2
		}
		return c / 2
	}
	if !a.Sub && !b.Sub {
		for _, v := range []*Vessel{a, b} {
			g.ApplyDamage(v, half(v), "10.1")
			v.DIW = true
		}
		return
	}
	for _, v := range []*Vessel{a, b} {
		if v.Sub {
			r := g.Dice.D6("collision damage to "+v.ID, "10.2").For(msg("tac.roll.collision", txt("boat", v.ID)))
			dmg := Damage(9, r.Raw)
			g.Dice.Record(r.Says(dfMsg(9), dmgMsg(dmg)), "Damage Table, DF 9", fmt.Sprintf("%d damage", dmg))
			g.ApplyDamage(v, dmg, "10.2")
			continue
		}
		wasDIW := v.DIW
		g.ApplyDamage(v, half(v), "10.2")
		if !wasDIW && !v.Sunk {
			v.DIW = false // the collision exception [10.2]
		}
		v.SpeedCap = g.MaxSpeed(v) / 2
	}
}

// MoveConvoy moves every merchantman able to move along the convoy's plot
// for this turn [7.6]. The convoy's speed is set by the scenario (fast 2,
// slow 1) and stored as each merchantman's Speed.
func (g *Game) MoveConvoy(p Plot) error {
	if err := g.keepConvoyOnBoard(p); err != nil {
		// The board cannot be shifted: the Escort player alters the
		// convoy's move [6.10] to the first legal plot that stays on it.
		altered := false
		for _, q := range ConvoyPlots(g.B.ConvoySpeed) {
			if q.String() != p.String() && g.keepConvoyOnBoard(q) == nil {
				g.Say("6.10", msg("tac.log.convoy-altered", txt("plot", p.String()), txt("alt", q.String())), "the convoy cannot make %s on the board: it makes %s", p, q)
				p, altered = q, true
				break
			}
		}
		if !altered {
			return err
		}
	}
	if p.Turns() > 0 { // [58]
		g.B.ConvoyTurned = g.B.Turn
	}
	var ms []string
	for i := range g.B.Vessels {
		v := &g.B.Vessels[i]
		if !v.Gone() && !v.Sub && (g.Role(v) == Merchant || v.Plotted) && !v.DIW {
			if err := p.Check(g.Limits(v)); err != nil && !g.straggler(v) {
				return err
			}
			ms = append(ms, v.ID)
		}
	}
	// The leading ships move first, so that no ship runs into the hexes
	// the one ahead of it is about to leave.
	ahead := func(id string) float64 {
		v := g.Vessel(id)
		x, y := v.Bow.Centre()
		a := float64(v.Facing.Angle()) * math.Pi / 180
		return x*math.Sin(a) - y*math.Cos(a)
	}
	sort.SliceStable(ms, func(i, j int) bool { return ahead(ms[i]) > ahead(ms[j]) })
	for _, id := range ms {
		v := g.Vessel(id)
		if v.Gone() || v.DIW {
			continue
		}
		mp := p
		if g.straggler(v) {
			// Slowed by a collision with a submarine [10.2], it cannot keep
			// the convoy's speed: it steams straight on at what it has
			// (a reading: the rules do not say).
			mp = Plot{Steps: []Step{{Kind: Run, N: v.SpeedCap}}}
		}
		if err := g.walkShip(v, mp, Walk(v.Pose(), mp), nil, false); err != nil {
			return err
		}
	}
	return nil
}

// straggler is a merchantman whose collision-halved speed is below the
// convoy's.
func (g *Game) straggler(v *Vessel) bool {
	return v.SpeedCap > 0 && v.SpeedCap < max(g.B.ConvoySpeed, v.Speed)
}

// MoveSub moves a submarine as plotted in phase 8 [6, 8.3, 9]: the plot and
// the end depth are checked first; emergency power is spent for every hex
// beyond the normal submerged speed by a boat that started submerged
// [8.3.3]; the new depth applies at the end [9.12]; a dive below the safe
// depth is rolled for in public [9.7–9.8].
func (g *Game) MoveSub(v *Vessel, p Plot, depth int, firing bool) error {
	return g.moveSub(v, p, depth, firing, false)
}

// freeHexes is how many hexes a submerged boat moves without spending
// emergency power: its normal submerged speed, or its snort speed when
// snorting [8.3.3, 33].
func (g *Game) freeHexes(v *Vessel, snort bool) int {
	free := g.SubClass(v).NormalSubmerged
	if snort {
		free = max(free, g.snortSpeed(v))
	}
	return free
}

// moveSub is MoveSub for a boat snorting or not [33].
func (g *Game) moveSub(v *Vessel, p Plot, depth int, firing, snort bool) error {
	if !v.Sub || v.Gone() {
		return orderErr(ErrIllegalMove, msg("tac.err.not-sub", txt("ship", v.ID)), "%s cannot move as a submarine", v.ID)
	}
	if !v.Automated { // the S3 table's moves ignore EP and speed changes [20.7]
		if err := p.Check(g.limits(v, snort)); err != nil {
			return err
		}
		if err := g.checkDepth(v, depth, firing, snort); err != nil {
			return err
		}
	}
	c := g.SubClass(v)
	startedSubmerged := v.Depth > 0
	if err := g.keepOnBoard([]*Vessel{v}, p); err != nil { // a plotted move: shift the board [6.10]
		return err
	}
	if err := g.checkOnBoard(v, Walk(v.Pose(), p)); err != nil {
		return err
	}
	if err := g.walkShip(v, p, Walk(v.Pose(), p), nil, startedSubmerged); err != nil {
		return err
	}
	if startedSubmerged && !v.Automated {
		if spent := max(0, p.Hexes()-g.freeHexes(v, snort)); spent > 0 {
			v.EP -= spent
			v.EPTurn = g.B.Turn
			g.Say("8.3.3", msg("tac.log.ep", txt("boat", v.ID), num("n", spent), num("left", v.EP)), "%s spends %d emergency power (%d left)", v.ID, spent, v.EP)
		}
	}
	v.Depth = depth
	if v.Depth == 0 && v.EP == 0 {
		v.NoDive = true // [8.3.4]
	}
	if depth > c.MaxDepth && depth > v.MaxDived { // [9.7, 9.8]
		r := g.Dice.D6(v.ID+" dives below its safe depth", "9.7").For(msg("tac.roll.too-deep", txt("boat", v.ID)))
		if r.Raw == 6 {
			g.Dice.Record(r.Says(msg("tac.roll.too-deep.test"), msg("tac.roll.sunk")), "6 sinks", "sunk")
			v.Sunk = true
			g.Say("9.8", msg("tac.log.crushed", txt("boat", v.ID), num("depth", depth)), "%s is crushed at %d ft", v.ID, depth)
		} else {
			g.Dice.Record(r.Says(msg("tac.roll.too-deep.test"), msg("tac.roll.survives")), "6 sinks", "survives")
			v.MaxDived = depth
		}
	}
	return nil
}

// EndTurn closes a turn: reloads advance [14.2], unused ASW counters are
// gone [16.1], and the turn advances.
func (g *Game) EndTurn() {
	g.Reload()
	if g.B.Options.EPCharge || g.B.Options.Snort {
		g.chargeEP()
	}
	if g.B.Options.Repair {
		g.repair()
	}
	g.B.ASW = nil
	g.B.Turn++
}

// repair mends 1 damage point on every vessel that may repair this turn
// [52]: at speed 2 or less; a boat that fired torpedoes or its gun this
// turn does not (it cannot fire while repairing); a ship not dead in the
// water does not cross a 10-point boundary (21 → 20, 29 → 20 at most); a
// ship dead in the water repairs until it is mobile again [19.1];
// merchantmen repair only while dead in the water.
func (g *Game) repair() {
	for i := range g.B.Vessels {
		v := &g.B.Vessels[i]
		if v.Gone() || v.Speed > 2 {
			continue
		}
		// A ship dead in the water that has repaired below half its
		// capacity while another ship lay in its hex [10.6] gets under way
		// once that hex is clear.
		if v.DIW && 2*v.Damage < g.Capacity(v) && !g.alongside(v) {
			v.DIW = false
			continue
		}
		if v.Damage == 0 {
			continue
		}
		if v.Sub && (v.LaunchTurn == g.B.Turn || v.GunTurn == g.B.Turn || v.SilentTurn == g.B.Turn && v.SilentTurn > 0) {
			continue // fired, or silent [32]
		}
		if !v.Sub && g.Role(v) == Merchant && !v.DIW {
			continue
		}
		if !v.DIW && v.Damage%10 == 0 {
			continue // at a 10-point boundary
		}
		n := 1                            // 1 a turn (ambiguity 21)
		if g.B.Options.RepairToBoundary { // the other reading: up to 9, to the boundary
			n = v.Damage % 10
			if v.DIW || n == 0 {
				n = 9
			}
			if v.DIW && !g.alongside(v) { // until mobile
				n = min(n, v.Damage-(g.Capacity(v)-1)/2)
			}
			n = max(1, min(n, v.Damage))
		}
		v.Damage -= n
		if v.DIW && 2*v.Damage < g.Capacity(v) && !g.alongside(v) {
			v.DIW = false // mobile, unless a ship shares its hex [10.6]
		}
		if n == 1 {
			g.Say("52", msg("tac.log.repair", txt("ship", v.ID), num("n", v.Damage)), "%s repairs 1 damage (%d left)", v.ID, v.Damage)
		} else {
			g.Say("52", msg("tac.log.repair-n", txt("ship", v.ID), num("r", n), num("n", v.Damage)), "%s repairs %d damage (%d left)", v.ID, n, v.Damage)
		}
	}
}

// chargeEP: three turns surfaced restore one EP, up to the class's
// starting value [34]; a turn submerged starts the count again. A boat
// that was surfaced with no power may dive again once charged [8.3.4].
func (g *Game) chargeEP() {
	for i := range g.B.Vessels {
		v := &g.B.Vessels[i]
		if !v.Sub || v.Gone() || v.Automated {
			continue
		}
		// Surfaced (ep-charge [34]) or snorting (snort [33]) this turn.
		charging := v.Depth == 0 && g.B.Options.EPCharge || v.SnortTurn == g.B.Turn && v.SnortTurn > 0 && g.B.Options.Snort
		if !charging {
			v.ChargeTurns = 0
			continue
		}
		c := g.SubClass(v)
		if c == nil || v.EP >= g.StartEP(v) {
			v.ChargeTurns = 0
			continue
		}
		if v.ChargeTurns++; v.ChargeTurns >= 3 {
			v.ChargeTurns = 0
			v.EP++
			v.NoDive = false
			if v.Depth > 0 {
				g.Say("33", msg("tac.log.snort-charge", txt("boat", v.ID), num("ep", v.EP)), "%s charges its batteries on the snort: EP %d", v.ID, v.EP)
			} else {
				g.Say("34", msg("tac.log.charge", txt("boat", v.ID), num("ep", v.EP)), "%s charges its batteries on the surface: EP %d", v.ID, v.EP)
			}
		}
	}
}

// alongside reports whether another surface ship shares a hex with v (a
// ship that ran onto one dead in the water [10.6]).
func (g *Game) alongside(v *Vessel) bool {
	for i := range g.B.Vessels {
		o := &g.B.Vessels[i]
		if o.ID == v.ID || o.Sub || o.Gone() {
			continue
		}
		for _, h := range o.Hexes() {
			if v.Occupies(h) {
				return true
			}
		}
	}
	return false
}
