package naval

import (
	"fmt"
	"slices"
	"strings"

	"periscope/game/engine"
)

// Bot is the computer player for one side. It decides from what its side
// knows: its own forces, the announced activities, the odds on the
// options, the search results; never the contents of hidden enemy groups.
type Bot struct{ Seat engine.Seat }

// hash is a deterministic pseudo-random number from the decision's number
// and the game's seed, so that bots vary their bluffs but replay exactly.
func hash(g *Game, p *engine.Prompt, salt int) int {
	x := uint64(p.Seq)*0x9E3779B97F4A7C15 ^ g.S.Seed ^ uint64(salt)*0xBF58476D1CE4E5B9
	x ^= x >> 31
	x *= 0x94D049BB133111EB
	x ^= x >> 29
	return int(x % 1000)
}

func optIndex(p *engine.Prompt, key string) int {
	for i, o := range p.Options {
		if o.Key == key {
			return i
		}
	}
	return -1
}

func optPrefix(p *engine.Prompt, pre string) []int {
	var out []int
	for i, o := range p.Options {
		if strings.HasPrefix(o.Key, pre) {
			out = append(out, i)
		}
	}
	return out
}

func pOf(o engine.Option) float64 {
	if len(o.Odds) == 0 {
		return 0
	}
	return o.Odds[0].P
}

// Choose answers a prompt.
func (b Bot) Choose(gg engine.Game, p *engine.Prompt) engine.Choice {
	g, ok := gg.(*Game)
	if !ok || len(p.Options) == 0 {
		return engine.Pick(0)
	}
	side := g.sideOf(p.Seat)
	pick := func(i int) engine.Choice {
		if i < 0 || i >= len(p.Options) {
			return engine.Pick(len(p.Options) - 1)
		}
		return engine.Pick(i)
	}
	switch p.Kind {
	case "home-base":
		// 22.65: home (where the force's operations start), unless it
		// carries damaged ships and another base is at most half as far
		// (a shorter way home is a shorter exposure for cripples, 22.64).
		if fo := g.force(p.Sub); fo != nil && len(p.Options) > 1 && slices.ContainsFunc(g.ShipsOf(fo.ID), func(s *Ship) bool { return s.Damaged }) {
			home := g.Map.Dist(fo.At, strings.TrimPrefix(p.Options[0].Key, "base:"))
			near := g.Map.Dist(fo.At, strings.TrimPrefix(p.Options[1].Key, "base:"))
			if 2*near <= home {
				return pick(1)
			}
		}
		return pick(0)
	case "base-strike":
		// 22.43: carrier air strikes an air base only when the enemy has
		// no carriers in the battle to strike instead, and then a base
		// of at most half its squadrons.
		if bt := g.S.Battle; bt != nil {
			if _, enemy := g.baseStrikers(1 - side); enemy == 0 {
				_, nas := g.baseStrikers(side)
				for i, op := range p.Options {
					if a := g.airBase(strings.TrimPrefix(op.Key, "base:")); a != nil && 2*(3*a.AAF-a.LostAAS) <= nas {
						return pick(i)
					}
				}
			}
		}
		return pick(optIndex(p, "none"))
	case "air-flee":
		// 23.461: the base's air flies off when the enemy's carrier air
		// is twice what it has left (it would be struck again next round).
		if a := g.airBase(p.Sub); a != nil {
			if _, nas := g.baseStrikers(1 - side); 2*(3*a.AAF-a.LostAAS) <= nas {
				return pick(1)
			}
		}
		return pick(optIndex(p, "stay"))
	case "patrol-strike":
		return pick(b.patrolStrikeChoice(g, p, side))
	case "patrol-flee":
		return pick(b.patrolFleeChoice(g, p, side))
	case "raid-hold", "raid-stay", "raid-engage":
		return pick(b.raidChoice(g, p))
	case "raid-split", "raid-assign":
		return pick(b.raidSplitChoice(g, p))
	case "orders":
		// 21.44: a port attack when it has one (half the turns).
		for i, o := range p.Options {
			if strings.HasPrefix(o.Key, "portattack:") && hash(g, p, 7)%2 == 0 {
				return pick(i)
			}
		}
		// 20.632, 20.633: transports moved between the side's boxes
		// when that lowers its penalty; 20.6: a transport built for the
		// box where it saves most, when enough turns are left for the
		// BRP it saves (1 a turn) to repay its 3 BRP.
		if from, to, ok := g.botMove(side); ok {
			if i := optIndex(p, fmt.Sprintf("movetr:%d:%d", from, to)); i >= 0 {
				return pick(i)
			}
		}
		if b, ok := g.botBuild(side); ok {
			key := "buildtr"
			if b > 0 {
				key = fmt.Sprintf("buildtr:%d", b)
			}
			if i := optIndex(p, key); i >= 0 {
				return pick(i)
			}
		}
		// 21.121: a port counter when one may be built.
		if is := optPrefix(p, "portcounter:"); len(is) > 0 {
			return pick(is[0])
		}
		best, bs := optIndex(p, "done"), 0
		for i, o := range p.Options {
			if !strings.HasPrefix(o.Key, "force:") {
				continue
			}
			fo := g.force(strings.TrimPrefix(o.Key, "force:"))
			_, sc := b.plan(g, fo, p)
			if sc > bs {
				best, bs = i, sc
			}
		}
		return pick(best)
	case "op-kind":
		fo := g.force(p.Sub)
		k, _ := b.plan(g, fo, p)
		if i := optIndex(p, k); i >= 0 {
			return pick(i)
		}
		return pick(optIndex(p, "cancel"))
	case "op-target":
		return pick(b.target(g, p, side))
	case "intercept":
		o := g.currentOp(p)
		n := 0
		if o != nil {
			for _, c := range o.Cuts {
				if c.Sub == "" {
					n++
				}
			}
		}
		best, bp := optIndex(p, "none"), 0.0
		for i, op := range p.Options {
			if !strings.HasPrefix(op.Key, "cut:") {
				continue
			}
			fid := strings.Split(op.Key, ":")[1]
			sub := g.subOnly(fid)
			need := 0.45
			if sub {
				need = 0.15
			} else if n >= 2 || g.ForceNF(fid) < 8 {
				continue
			}
			if o != nil && o.Kind == OpPatrol && !sub && hash(g, p, i)%3 != 0 {
				continue
			}
			if pr := pOf(op); pr >= need && pr > bp {
				best, bp = i, pr
			}
		}
		return pick(best)
	case "counter":
		// 22.161B, 22.35: a convoy's escort is better kept out of the
		// battle: catch the interceptor on its way when that is likely
		// (half the time, so that the other way is tried too).
		o := g.currentOp(p)
		if o != nil && o.Kind == OpConvoy && hash(g, p, 5)%2 == 0 {
			ihex := g.cutHex(o)
			best, bp := -1, 0.3
			for i, op := range p.Options {
				if pr := pOf(op); strings.HasPrefix(op.Key, "ctr:") && !strings.HasSuffix(op.Key, ":"+ihex) && pr > bp {
					best, bp = i, pr
				}
			}
			if best >= 0 {
				return pick(best)
			}
		}
		best, bp := optIndex(p, "none"), 0.4
		for i, op := range p.Options {
			if pr := pOf(op); strings.HasPrefix(op.Key, "ctr:") && pr > bp {
				best, bp = i, pr
			}
		}
		return pick(best)
	case "air-strike", "land-strike", "cut-strike":
		return pick(0)
	case "support":
		// 22.28: a fellow interceptor supports when it is likely to
		// arrive (its own interception waits, and resumes if it does not).
		for i, op := range p.Options {
			if strings.HasPrefix(op.Key, "support:") && pOf(op) >= 0.6 {
				return pick(i)
			}
		}
		return pick(optIndex(p, "none"))
	case "go-on":
		// 22.161B, 22.281: go on (or resume) unless half the force is
		// damaged or what is left is too small to fight (under 6 NF). An
		// enemy's supporter (the 22.281B switch) is sent home.
		if fo := g.force(p.Sub); fo != nil && fo.Side != side {
			return pick(optIndex(p, "home"))
		}
		if fo := g.force(p.Sub); fo != nil {
			dmg, all := 0, 0
			for _, s := range g.ShipsOf(fo.ID) {
				all += s.Size
				if s.Damaged {
					dmg += s.Size
				}
			}
			if 2*dmg >= all || g.ForceNF(fo.ID) < 6 {
				return pick(optIndex(p, "home"))
			}
		}
		return pick(0)
	case "return-group":
		// 22.165: safety in numbers on the way home; otherwise the
		// damaged ships split off, so that the rest sail fast (20.121).
		for i, o := range p.Options {
			if strings.HasPrefix(o.Key, "group:") {
				return pick(i)
			}
		}
		if fo := g.force(p.Sub); fo != nil {
			if _, _, ok := g.damagedSplit(fo); ok {
				return pick(optIndex(p, "split"))
			}
		}
		return pick(optIndex(p, "alone"))
	case "split-home":
		// The damaged ships, one pick at a time, then done.
		if fo := g.force(p.Sub); fo != nil && g.S.Pending != nil {
			if _, dmg, ok := g.damagedSplit(fo); ok {
				for _, s := range dmg {
					if !slices.Contains(g.S.Pending.Frame.L, s.ID) {
						return pick(optIndex(p, "ship:"+s.ID))
					}
				}
				return pick(optIndex(p, "done"))
			}
		}
		return pick(optIndex(p, "cancel"))
	case "split-pick":
		// 22.423B: Periscope's proposed division.
		return pick(optIndex(p, "done"))
	case "withdraw-pick":
		// 22.62: the damaged ships the pick starts from, or back.
		if i := optIndex(p, "done"); i >= 0 {
			return pick(i)
		}
		return pick(optIndex(p, "cancel"))
	case "landing-losses":
		// 21.52: the ships take their share while the troops are few
		// against the garrison (the landing needs every factor ashore).
		if o := g.currentOpOf(p.Sub); o != nil {
			if pt := g.port(o.Target); pt != nil && g.cargo(o.Force) <= 2*pt.Garrison {
				return pick(optIndex(p, "ships"))
			}
		}
		return pick(optIndex(p, "troops"))
	case "nr-escort":
		// 21.63: each redeployment the side can escort.
		return pick(0)
	case "cut-abandon":
		// 22.29: an interceptor struck on its way turns home when half
		// of it is damaged.
		dmg, all := 0, 0
		for _, s := range g.ShipsOf(p.Sub) {
			all += s.Size
			if s.Damaged {
				dmg += s.Size
			}
		}
		if all > 0 && 2*dmg >= all {
			return pick(optIndex(p, "abandon"))
		}
		return pick(optIndex(p, "go-on"))
	case "abandon":
		// 22.29: home when half the force is damaged.
		if o := g.currentOp(p); o != nil {
			dmg, all := 0, 0
			for _, s := range g.ShipsOf(o.Force) {
				all += s.Size
				if s.Damaged {
					dmg += s.Size
				}
			}
			if 2*dmg >= all {
				return pick(optIndex(p, "abandon"))
			}
		}
		return pick(optIndex(p, "go-on"))
	case "cg-label":
		return pick(hash(g, p, 1) % len(p.Options))
	case "cap":
		return pick(optIndex(p, "cap"))
	case "carrier-strike":
		best, bh := optIndex(p, "none"), -1
		for i, op := range p.Options {
			if strings.HasPrefix(op.Key, "cgs:") || strings.HasPrefix(op.Key, "cg:") {
				h := 0
				if t := g.S.Battle; t != nil {
					var ci int
					if _, err := fmtSscan(op.Key[strings.Index(op.Key, ":")+1:], &ci); err == nil && ci < len(t.CGs[1-side]) {
						h = t.CGs[1-side][ci].Hits * 10
						for _, s := range g.cgShips(&t.CGs[1-side][ci]) {
							if s.Carrier() && g.force(s.Force).Seen {
								h += 5
							}
						}
					}
				}
				if strings.HasPrefix(op.Key, "cgs:") {
					h += 3
				}
				if h > bh {
					best, bh = i, h
				}
			}
		}
		return pick(best)
	case "strike-target":
		best, bw := 0, -1.0
		for i, op := range p.Options {
			w := 0.0
			switch {
			case strings.HasPrefix(op.Key, "ship:"):
				s := g.ship(strings.TrimPrefix(op.Key, "ship:"))
				if len(op.Odds) == 2 {
					w = (op.Odds[0].P + 2*op.Odds[1].P) * float64(s.Size)
					if s.Carrier() {
						w *= 1.5
					}
				}
			case op.Key == "lights":
				w = pOf(op) * 1.5
			}
			if w > bw {
				best, bw = i, w
			}
		}
		return pick(best)
	case "engage":
		return pick(0)
	case "retreat":
		bt := g.S.Battle
		if bt != nil && (bt.Lost[side] >= bt.Lost[1-side]+3 || bt.Round >= 4 || b.outgunned(g, side)) {
			return pick(optIndex(p, "withdraw"))
		}
		// Damaged ships fight at half strength and sink at the next
		// damage: the bot sends them home when the rest fight on.
		if i := optIndex(p, "withdraw-damaged"); i >= 0 && bt != nil && bt.Round >= 2 {
			return pick(i)
		}
		// 22.423B: a big group splits when the enemy has more groups
		// (each of 10 NF or more searches with a die of its own, 22.425).
		if bt != nil && len(bt.CGs[side]) < len(bt.CGs[1-side]) {
			for i, op := range p.Options {
				if strings.HasPrefix(op.Key, "split:") && hash(g, p, i)%2 == 0 {
					return pick(i)
				}
			}
		}
		// 22.423B: small groups that fought the same enemy join up.
		for i, op := range p.Options {
			if strings.HasPrefix(op.Key, "regroup:") && hash(g, p, i)%2 == 0 {
				return pick(i)
			}
		}
		return pick(optIndex(p, "fight"))
	}
	return pick(0)
}

// outgunned: the side's battle line is clearly weaker than what it has
// seen of the enemy.
func (b Bot) outgunned(g *Game, side int) bool {
	bt := g.S.Battle
	var own, seen int
	for s := 0; s < 2; s++ {
		for _, id := range bt.Forces[s] {
			fo := g.force(id)
			if s == side {
				own += g.ForceNF(id)
			} else if fo.Seen {
				seen += g.ForceNF(id)
			}
		}
	}
	return seen > 2*own
}

func fmtSscan(s string, v *int) (int, error) {
	n := 0
	for _, c := range s {
		if c < '0' || c > '9' {
			break
		}
		n = n*10 + int(c-'0')
	}
	*v = n
	return 1, nil
}

// currentOpOf is the op of the phase whose force is force, or nil.
func (g *Game) currentOpOf(force string) *Op {
	for i := range g.S.Ops {
		if g.S.Ops[i].Force == force && g.S.Ops[i].Kind != OpReturn {
			return &g.S.Ops[i]
		}
	}
	return nil
}

func (g *Game) currentOp(p *engine.Prompt) *Op {
	for i := range g.S.Ops {
		o := &g.S.Ops[i]
		if strings.Contains(p.Text, g.opText(o)) {
			return o
		}
	}
	return nil
}

// plan is the operation the bot wants for a force, and how much.
func (b Bot) plan(g *Game, fo *Force, p *engine.Prompt) (string, int) {
	if fo == nil {
		return "", 0
	}
	ks := g.kinds(fo)
	has := func(k string) bool {
		for _, x := range ks {
			if x == k && len(g.targets(fo, k)) > 0 {
				return true
			}
		}
		return false
	}
	// Stable within a player turn, so the force chosen in the orders is
	// given the same operation at the next prompt.
	r := hash(g, &engine.Prompt{Seq: g.S.Step}, len(fo.ID)*31+int(fo.ID[0])+int(fo.ID[len(fo.ID)-1]))
	switch {
	case has(OpConvoy):
		return OpConvoy, 10
	case g.subOnly(fo.ID) && has(OpPatrol) && r%2 == 0:
		return OpPatrol, 3
	case has(OpStrike) && b.portTargets(g, fo) && r%3 == 0:
		return OpStrike, 5
	case has(OpPatrol) && b.patrolStrikeScore(g, fo, "") > 0 && r%3 == 2:
		return OpPatrol, 5 // 21.415H: a port's ships in reach, little air over them
	case has(OpBombard) && g.ForceNF(fo.ID) >= 12 && r%4 == 0:
		return OpBombard, 4
	case has(OpRaid):
		return OpRaid, 8
	case has(OpJoin) && r%3 == 1:
		return OpJoin, 2 // 22.131: meet a force already sailing
	}
	return "", 0
}

// portTargets: an enemy port within range holds a force (markers in port
// are known).
func (b Bot) portTargets(g *Game, fo *Force) bool {
	for i := range g.S.Forces {
		e := &g.S.Forces[i]
		if e.Side != fo.Side && !e.AtSea && g.Map.Dist(fo.Port, e.Port) <= g.Map.Range && g.ForceNF(e.ID) > 0 {
			return true
		}
	}
	return false
}

// target picks a destination: for a strike the enemy port with the most
// markers; for a patrol an area on the enemy's convoy routes; else the
// first.
func (b Bot) target(g *Game, p *engine.Prompt, side int) int {
	best, bs := 0, -1
	for i, o := range p.Options {
		if !strings.HasPrefix(o.Key, "area:") {
			continue
		}
		a := strings.TrimPrefix(o.Key, "area:")
		s := 0
		switch p.Rule {
		case kindRule[OpStrike], kindRule[OpBombard]:
			for j := range g.S.Forces {
				e := &g.S.Forces[j]
				if e.Side != side && !e.AtSea && e.Port == a {
					s += 2
				}
			}
		case kindRule[OpPatrol]:
			if fo := g.force(p.Sub); fo != nil {
				s += 4 * b.patrolStrikeScore(g, fo, a)
			}
			for _, c := range g.Sc.Convoys {
				if c.Side != side {
					for _, h := range g.Map.Path(c.From, c.To) {
						if h == a {
							s += 3
						}
					}
				}
			}
			s += hash(g, p, i) % 2
		}
		if s > bs {
			best, bs = i, s
		}
	}
	return best
}

// damagedSplit divides a force heading home into its undamaged and its
// damaged ships, when both parts are legal forces (22.165, 20.16).
func (g *Game) damagedSplit(fo *Force) (ok, dmg []*Ship, legal bool) {
	for _, s := range g.ShipsOf(fo.ID) {
		switch {
		case s.Class == SS:
		case s.Damaged:
			dmg = append(dmg, s)
		default:
			ok = append(ok, s)
		}
	}
	return ok, dmg, len(ok) > 0 && len(dmg) > 0 && homePartLegal(ok) && homePartLegal(dmg) && g.splitMarkers(fo, ok, dmg)
}

// portCover is the air of side's bases in area (23.411: only air in the
// hex defends a port), in squadrons.
func (g *Game) portCover(side int, area string) int {
	n := 0
	for _, a := range g.S.Air {
		if a.Side == side && a.Area == area {
			n += 3*a.AAF - a.LostAAS - a.GroundedAAS
		}
	}
	return max(n, 0)
}

// patrolStrikeChoice (21.415D, H): a patrol's carriers strike an air base
// of at most half their NAS in squadrons (as in a battle, 22.43), or the
// ships of a port whose own air is at most half their NAS, the port with
// the most enemy naval factors first; else they sail on or stop.
func (b Bot) patrolStrikeChoice(g *Game, p *engine.Prompt, side int) int {
	fo := g.force(p.Sub)
	if fo == nil {
		return len(p.Options) - 1
	}
	_, nas := g.patrolNAS(fo)
	best, bestNF := -1, 0
	for i, op := range p.Options {
		switch {
		case strings.HasPrefix(op.Key, "port:"):
			area := strings.TrimPrefix(op.Key, "port:")
			nf := 0
			for _, s := range g.shipsInPort(1-side, area) {
				nf += s.UndamagedNF()
			}
			if 2*g.portCover(1-side, area) <= nas && nf > bestNF {
				best, bestNF = i, nf
			}
		case strings.HasPrefix(op.Key, "air:") && best < 0:
			if a := g.airBase(strings.TrimPrefix(op.Key, "air:")); a != nil && 2*(3*a.AAF-a.LostAAS-a.GroundedAAS) <= nas {
				best = i
			}
		}
	}
	if best >= 0 {
		return best
	}
	return len(p.Options) - 1
}

// patrolFleeChoice (23.46B, C): the air flies off when the patrol's NAS
// are twice its squadrons (as after a base strike, 23.461); the ships
// flee when the port's own air is under half the patrol's NAS.
func (b Bot) patrolFleeChoice(g *Game, p *engine.Prompt, side int) int {
	nas := 0
	for _, o := range g.S.Ops {
		if o.Kind == OpPatrol && o.Side != side {
			if fo := g.force(o.Force); fo != nil && fo.Patrol != "" {
				_, n := g.patrolNAS(fo)
				nas = max(nas, n)
			}
		}
	}
	if a := g.airBase(p.Sub); a != nil && 2*(3*a.AAF-a.LostAAS-a.GroundedAAS) <= nas {
		return 1
	}
	if area, ok := strings.CutPrefix(p.Sub, "port:"); ok && 2*g.portCover(side, area) < nas {
		return 1
	}
	return 0
}

// patrolStrikeScore counts, for a patrol by fo with carriers to area (any
// of its patrol targets for ""), the enemy ports in its carriers' reach
// holding ships with at most half its NAS in squadrons over them: where
// its strikes from the patrol hex pay (21.415H; markers in port are known).
func (b Bot) patrolStrikeScore(g *Game, fo *Force, area string) int {
	_, nas := g.patrolNAS(fo)
	if nas == 0 || g.subOnly(fo.ID) {
		return 0
	}
	n := 0
	for _, x := range g.targets(fo, OpPatrol) {
		if area != "" && x != area {
			continue
		}
		for _, t := range g.hexTargets(&Op{Side: fo.Side, Target: x}) {
			if port, ok := strings.CutPrefix(t, "port:"); ok && 2*g.portCover(1-fo.Side, port) <= nas {
				n++
			}
		}
	}
	return n
}
