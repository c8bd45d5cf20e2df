package bot

import (
	"strconv"
	"strings"

	"periscope/game/campaign"
	"periscope/game/data"
	"periscope/game/engine"
)

// The combat doctrine [14], [24], [27], [28]. The bot looks only at what a
// player sees: revealed counters by type, face-down ones as an average
// draw.

// faceDownTons is what a face-down counter is worth on average (kt): most
// draws are merchants of a few thousand tons, some are escorts or aircraft.
const faceDownTons = 2.5

// reattackThreshold is the tonnage (kt) still on the display below which
// doctrine does not stay for another round.
const reattackThreshold = 6.0

// lossCost is what losing a boat weighs against tonnage (kt): about what
// a boat sinks in its next patrols.
const lossCost = 50.0

// merchantType and escortType sort the Allied types by their type code
// (a switch, not a map look-up by a string: issue 16).
func merchantType(t string) bool {
	switch t {
	case "M", "AO", "AT", "AP", "CM", "FV", "SV":
		return true
	}
	return false
}

func escortType(t string) bool {
	switch t {
	case "DD", "DE", "PF", "CT", "SL", "TB", "PG", "CG":
		return true
	}
	return false
}

// unitType is the Allied type of a board unit ("<type id>#<n>"), from the
// game's memo of them (campaign.Game.UnitType; no type id holds a '#').
func (c *ctx) unitType(id string) *data.AlliedType { return c.g.UnitType(id) }

// boardUnit finds a unit on the combat display.
// unitOf is the counter an option's key names (a face-down counter is
// named by its place, never its identity: see campaign.Combat.UnitOfKey).
func (c *ctx) unitOf(key string) string {
	if c.g.S.Combat == nil {
		return ""
	}
	return c.g.S.Combat.UnitOfKey(key)
}

func (c *ctx) boardUnit(id string) *campaign.BoardUnit {
	cb := c.g.S.Combat
	if cb == nil {
		return nil
	}
	for i := range cb.Columns {
		for j := range cb.Columns[i].Units {
			if cb.Columns[i].Units[j].ID == id {
				return &cb.Columns[i].Units[j]
			}
		}
	}
	return nil
}

// worth is what sinking a unit is worth to the bot (kt): a revealed ship
// its tonnage (an escort a little: one less hunter), a face-down one the
// average draw, aircraft and events nothing.
func (c *ctx) worth(id string) float64 {
	u := c.boardUnit(id)
	if u != nil {
		id = u.ID // the same id, in the string the game's memo of unit types knows by where its bytes are (engine.IDMemo)
	}
	return c.unitWorth(u, id)
}

// unitWorth is worth of the unit u on the display (nil: not on it) whose
// id is id.
func (c *ctx) unitWorth(u *campaign.BoardUnit, id string) float64 {
	if u != nil && !u.Up {
		return faceDownTons
	}
	t := c.unitType(id)
	if t == nil {
		return faceDownTons
	}
	switch {
	case merchantType(t.Type):
		return float64(max(t.Tons, 1))
	case escortType(t.Type):
		return 1.5
	case t.Type == "AC" || t.Type == "EVENT" || t.Type == "LINER":
		return 0
	}
	return float64(max(t.Tons, 1)) // warships: tonnage (and VP)
}

// remaining is the tonnage still afloat on the display that a re-attack
// could reach (the whole board, a fair guess after a shift).
func (c *ctx) remaining() float64 {
	cb := c.g.S.Combat
	if cb == nil {
		return 0
	}
	t := 0.0
	for i := range cb.Columns {
		for j := range cb.Columns[i].Units {
			u := &cb.Columns[i].Units[j]
			if u.Sunk || u.Left {
				continue
			}
			v := c.unitWorth(u, u.ID) // a unit's id is its own on the display (campaign.Combat.Find)
			if u.Up && u.Damaged {
				v *= 1.5 // a damaged ship is easier to finish [14.16B]
			}
			t += v
		}
	}
	return t
}

// placement tries for the deepest column: a roll that falls short still
// takes the best box the total allows [14.11], so aiming deep costs
// nothing; among equally deep columns, the one with the most counters.
func placement(c *ctx) engine.Choice { return deepest(c) }

func placementFallback(c *ctx) engine.Choice { return deepest(c) }

func deepest(c *ctx) engine.Choice {
	cb := c.g.S.Combat
	return best(c.p, func(_ int, o engine.Option) (float64, bool) {
		n, ok := strings.CutPrefix(o.Key, "col:")
		col, err := strconv.Atoi(n) // not Sscanf: no allocation (issue 16)
		if !ok || err != nil || cb == nil || col >= len(cb.Columns) {
			return 0, true
		}
		bc := cb.Columns[col]
		v := float64(bc.Entry)*10 + float64(len(bc.Units))
		if cb.Board == "tf" && !c.careless() {
			// Against a task force the centre holds the warships and the
			// worst escorts: doctrine stays outside.
			v = -v
		}
		return v, true
	})
}

// reveal turns up what is most likely a merchant: revealed escorts count
// in the counterattack [14.2A], so doctrine leaves them face down. On the
// Single board it stops when what is left is more likely trouble.
func reveal(c *ctx) engine.Choice {
	ch := best(c.p, func(_ int, o engine.Option) (float64, bool) {
		if o.Key == "stop" {
			if c.careless() {
				return -100, true
			}
			return 0, true
		}
		v := oddWith(o, "merchant") + 0.7*oddWith(o, "liner") + 0.3*oddWith(o, "warship")
		if !c.careless() {
			v -= 1.5*oddWith(o, "diligent") + 0.6*(oddWith(o, "escort")-oddWith(o, "diligent")) + 0.5*oddWith(o, "aircraft")
		}
		return v + 0.05, true
	})
	return ch
}

func deWithdraw(c *ctx) engine.Choice {
	if c.careless() {
		return pick(c.p, "fight")
	}
	return pick(c.p, "withdraw")
}

// gun shells unescorted merchants when the merchant is unlikely to be
// armed; torpedoes otherwise.
func gun(c *ctx) engine.Choice {
	if c.careless() {
		return pick(c.p, "gun")
	}
	i := find(c.p, "gun")
	if i < 0 {
		return pick(c.p, "torpedo")
	}
	o := c.p.Options[i]
	if oddWith(o, "armed") < 0.3 && oddWith(o, "sunk") >= 0.3 {
		return engine.Pick(i)
	}
	return pick(c.p, "torpedo", "gun")
}

// tdc puts the TDC on the most valuable candidate.
func tdc(c *ctx) engine.Choice {
	return best(c.p, func(_ int, o engine.Option) (float64, bool) {
		return c.worth(c.unitOf(o.Key)), true
	})
}

// repoint moves the points to the most valuable target left.
func repoint(c *ctx) engine.Choice {
	return best(c.p, func(_ int, o engine.Option) (float64, bool) {
		if o.Key == "lose" {
			return 0, true
		}
		return 0.01 + c.worth(c.unitOf(o.Key)), true
	})
}

// attackValue is the tonnage expected from an attack with these odds on a
// target worth w: sunk counts whole, damaged a third, an unknown hit half.
func attackValue(odds []engine.Odd, w float64) float64 {
	v := 0.0
	for _, x := range odds {
		switch {
		case strings.HasPrefix(x.Outcome, "sunk"):
			v += x.P * w
		case x.Outcome == "damaged":
			v += x.P * w / 3
		case strings.HasPrefix(x.Outcome, "hit (unknown"):
			v += x.P * w * 0.4 // a hit on Defense 1 assumed: often an escort, aircraft or dud
		}
	}
	return v
}

// allocate splits the attack points for the most tonnage expected
// (exactly, from Alloc.PerTarget) [14.15].
func allocate(c *ctx) engine.Choice {
	return bestSplit(c.p, func(i int) float64 {
		return c.worth(c.unitOf(c.p.Options[i].Key))
	})
}

// bestSplit maximises Σ attackValue(PerTarget[i][p_i], worth(i)) over the
// legal splits (a knapsack over the points). Without PerTarget it spreads
// the points as evenly as the rules allow over the first targets.
func bestSplit(p *engine.Prompt, worth func(i int) float64) engine.Choice {
	a := p.Alloc
	n := len(p.Options)
	total := a.Total
	minPer := max(a.Min, 1)
	capOf := func(i int) int {
		if i < len(a.Max) && a.Max[i] > 0 {
			return min(a.Max[i], total)
		}
		return total
	}
	value := func(i, pts int) float64 {
		if i >= len(a.PerTarget) || len(a.PerTarget[i]) == 0 {
			return worth(i) * float64(pts) / float64(pts+3) // no odds: diminishing returns
		}
		row := a.PerTarget[i]
		return attackValue(row[min(pts, len(row)-1)], worth(i))
	}
	const neg = -1e18
	// f[i][t]: best value with targets < i using exactly t points, at
	// least one target chosen when used[i][t].
	f := make([][]float64, n+1)
	from := make([][]int, n+1)
	// The rows cut from one block each (issue 16: two allocations a row).
	fs, froms := make([]float64, (n+1)*(total+1)), make([]int, (n+1)*(total+1))
	for i := range f {
		f[i] = fs[i*(total+1) : (i+1)*(total+1) : (i+1)*(total+1)]
		from[i] = froms[i*(total+1) : (i+1)*(total+1) : (i+1)*(total+1)]
		for t := range f[i] {
			f[i][t] = neg
		}
	}
	f[0][0] = 0
	for i := 0; i < n; i++ {
		for t := 0; t <= total; t++ {
			if f[i][t] == neg {
				continue
			}
			if f[i][t] > f[i+1][t] || f[i+1][t] == neg {
				f[i+1][t], from[i+1][t] = f[i][t], 0
			}
			for q := minPer; q <= capOf(i) && t+q <= total; q++ {
				// A small bonus per point used keeps ties from wasting points.
				v := f[i][t] + value(i, q) + 1e-6*float64(q)
				if v > f[i+1][t+q] {
					f[i+1][t+q], from[i+1][t+q] = v, q
				}
			}
		}
	}
	bt := -1
	for t := 1; t <= total; t++ {
		if a.Exact && t != total {
			continue
		}
		if f[n][t] > neg && (bt < 0 || f[n][t] > f[n][bt]) {
			bt = t
		}
	}
	points := make([]int, n)
	if bt < 0 {
		points[0] = total // nothing legal found: Validate will say why
		return engine.Choice{Points: points}
	}
	for i, t := n, bt; i > 0; i-- {
		q := from[i][t]
		points[i-1] = q
		t -= q
	}
	return engine.Choice{Points: points}
}

// loneAttack fires at the best expected target on the Single board
// [28.24]; doctrine stops when nothing is worth a torpedo.
func loneAttack(c *ctx) engine.Choice {
	return best(c.p, func(_ int, o engine.Option) (float64, bool) {
		id, kind := "", ""
		switch {
		case strings.HasPrefix(o.Key, "fire:"):
			id, kind = c.unitOf(o.Key), "fire"
		case strings.HasPrefix(o.Key, "gun:"):
			id, kind = c.unitOf(o.Key), "gun"
		default: // done
			if c.careless() {
				return -1, true
			}
			return 0.2, true
		}
		v := attackValue(o.OddsOf(), c.worth(id))
		if kind == "gun" && !c.careless() {
			v -= 2 * oddWith(o, "armed")
		}
		return v, true
	})
}

// reattack stays for another round while the tonnage left, at the chance
// a round gives, outweighs the counterattack risk [14.3], [14.4].
func reattack(c *ctx) engine.Choice {
	if c.careless() {
		return pick(c.p, "reattack")
	}
	i := find(c.p, "reattack")
	if i < 0 || c.hurt() {
		return pick(c.p, "withdraw")
	}
	// A round sinks about a sixth of what is in reach; the re-attack
	// reveals white flags (escorts) first [14.4A], so the odds shown (what
	// is revealed now) understate the risk: doctrine wants a clear margin.
	gain := 0.25 * min(c.remaining(), 30)
	if gain > riskCost(c.p.Options[i]) {
		return engine.Pick(i)
	}
	return pick(c.p, "withdraw")
}

// riskCost is the counterattack odds in kt: a loss at lossCost, damage (a
// patrol cut short and the yard) at a fifth of it.
func riskCost(o engine.Option) float64 {
	r := 0.0
	for _, x := range o.OddsOf() {
		switch {
		case strings.HasPrefix(x.Outcome, "sunk"):
			r += x.P * lossCost
		case strings.HasPrefix(x.Outcome, "damaged"):
			r += x.P * lossCost / 5
		case x.Outcome == "RTB":
			r += x.P * lossCost / 10
		}
	}
	return r
}

// shift moves to the column with the least counterattack risk (careless:
// stays put).
func shift(c *ctx) engine.Choice {
	if c.careless() {
		return engine.Pick(0)
	}
	return best(c.p, func(_ int, o engine.Option) (float64, bool) { return -riskCost(o), true })
}
