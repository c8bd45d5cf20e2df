package naval

import (
	"fmt"
	"slices"
	"sort"
	"strconv"

	"periscope/game/dice"
	"periscope/game/engine"
)

// SubRanking ranks a target force for a sub's target roll (22.934A): fast
// carriers, largest first; capital ships, largest first (slower first at
// equal size); then all lights as one entry. Damaged ships come after
// undamaged ones of the same type and speed.
func SubRanking(ships []*Ship) [][]*Ship {
	var cvs, bbs, lights []*Ship
	for _, s := range ships {
		switch {
		case s.Sunk || s.Class == SS:
		case s.Carrier():
			cvs = append(cvs, s)
		case s.Heavy():
			bbs = append(bbs, s)
		default:
			lights = append(lights, s)
		}
	}
	less := func(a, b *Ship) bool {
		if a.Size != b.Size {
			return a.Size > b.Size
		}
		if a.IsFast() != b.IsFast() {
			return !a.IsFast() // slower first
		}
		return !a.Damaged && b.Damaged
	}
	sort.SliceStable(cvs, func(i, j int) bool { return less(cvs[i], cvs[j]) })
	sort.SliceStable(bbs, func(i, j int) bool { return less(bbs[i], bbs[j]) })
	var out [][]*Ship
	for _, s := range cvs {
		out = append(out, []*Ship{s})
	}
	for _, s := range bbs {
		out = append(out, []*Ship{s})
	}
	if len(lights) > 0 {
		out = append(out, lights)
	}
	return out
}

// SubTarget picks the ranked entry for a d6 (22.934B): the nth, or the
// last when n exceeds the entries.
func SubTarget(rank [][]*Ship, d6 int) []*Ship {
	if len(rank) == 0 {
		return nil
	}
	if d6 > len(rank) {
		return rank[len(rank)-1]
	}
	return rank[d6-1]
}

// subMods are the DRMs of one sub attack (22.943), each capped as the
// table says, the net total at ±4.
func (g *Game) subMods(sub *Ship, force []*Ship, target []*Ship, previous int, convoy bool, hex string) []dice.Mod {
	side := g.force(sub.Force).Side
	def := 1 - side
	// The rows the table's lost italics marked "max 2" (22.943): research
	// and the per-3 rows; with the switch sub-caps-net only the net ±4.
	cap2 := func(n int) int {
		if g.sw.subCapsNet {
			return n
		}
		return min(n, 2)
	}
	var mods []dice.Mod
	if n := sub.NationDRM() - lowestDRM(target); n != 0 {
		mods = append(mods, engine.Mod(n, "naval nationality", "22.943"))
	}
	d := g.Sc.Params.SubTech[side] - g.Sc.Params.ASWTech[def]
	if !g.sw.subCapsNet {
		d = clamp(d, -2, 2)
	}
	if d != 0 {
		mods = append(mods, engine.Mod(d, "research", "22.9431"))
	}
	// The attacker's land search squadrons in range of the attack hex:
	// +1 per 3 (22.9432; one search squadron an AAF, 23.13).
	if a := g.landSearch(side, hex) / 3; a > 0 {
		mods = append(mods, engine.Mod(cap2(a), "search air over the attack", "22.9432"))
	}
	// Defender's search air and carriers, pooled: −1 per 3 (22.9432A;
	// each side's row at most 2, so together within ±2, 22.9432E).
	dd, air := 0, g.landSearch(def, hex)
	for _, s := range force {
		switch {
		case s.Sunk:
		case s.Class == DD:
			dd += s.Size
		case s.Class == CVE && g.sw.cvePerShip:
			air++ // the switch cve-per-ship (22.942's "CVE counted per factor?")
		case s.Class == CVE:
			air += s.Size
		case s.Operative():
			air++
		}
	}
	if air/3 > 0 {
		mods = append(mods, engine.Mod(-cap2(air/3), "carriers and search air", "22.9432A"))
	}
	if dd/3 > 0 {
		mods = append(mods, engine.Mod(-cap2(dd/3), "destroyers", "22.9433"))
	}
	if a := g.aswSurplus(def) / 3; a > 0 {
		mods = append(mods, engine.Mod(-cap2(a), "ASW surplus", "22.9434"))
	}
	if previous > 0 {
		mods = append(mods, engine.Mod(-previous, "earlier sub attacks on the force", "22.9435"))
	}
	plus := false
	for _, s := range target {
		if s.Named() && s.Damaged || s.Class == CA && s.DmgCA > 0 {
			plus = true
		}
	}
	if plus || convoy {
		mods = append(mods, engine.Mod(1, "damaged target or transport activity", "22.9436"))
	}
	if t := dice.Sum(mods); t > 4 || t < -4 {
		mods = append(mods, engine.Mod(clamp(t, -4, 4)-t, "net cap ±4", "22.943"))
	}
	return mods
}

// landSearch counts a side's land search squadrons in range of a hex:
// one an AAF (23.13).
func (g *Game) landSearch(side int, hex string) int {
	n := 0
	for i := range g.S.Air {
		if a := &g.S.Air[i]; a.Side == side && hex != "" && g.Map.Dist(a.Area, hex) <= a.Range {
			n += a.AAF
		}
	}
	return n
}

// SubAttack resolves one sub factor's attack on a force (22.934–22.942):
// the target roll, then 2d6 on the Submarine Attack Table. It returns the
// hits (−1 when the sub factor is lost).
func (g *Game) SubAttack(sub *Ship, force []*Ship, previous int, convoy bool, hex string) int {
	return g.subAttack(sub, force, previous, convoy, hex, false)
}

// subAttack is SubAttack; with shift, hits whose destroyer and transport
// losses the defender may take elsewhere (22.9442) wait in g.S.SubHit for
// the step opSubHit.
func (g *Game) subAttack(sub *Ship, force []*Ship, previous int, convoy bool, hex string, shift bool) int {
	rank := SubRanking(force)
	if len(rank) == 0 {
		return 0
	}
	side := g.force(sub.Force).Side
	tr := g.RollD6("sub target", "22.934", sub.ID)
	target := SubTarget(rank, tr.Raw)
	tr.Say(rollMsg(purpose("subtarget"), msg("roll.entries", engine.Int("n", len(rank))), msg("res.target", targetArg("target", target))))
	tr.Record(fmt.Sprintf("%d entries", len(rank)), "target: "+targetName(target))
	mods := g.subMods(sub, force, target, previous, convoy, hex)
	r := g.Roll2D6("sub attack", "22.942", sub.ID, mods...)
	h := SubAttackHits(r.Total)
	if g.sw.subNatural2 && h < 0 && r.Raw != 2 {
		h = 0
	}
	if h < 0 {
		r.Say(rollMsg(purpose("subattack"), nil, msg("res.sublost")))
		r.Record("", "the sub factor is lost")
		before := nfOf([]*Ship{sub})
		sub.Size--
		if sub.Size <= 0 {
			sub.Sunk = true
		}
		g.tally([]*Ship{sub}, before, 1-side, "22.942")
		return -1
	}
	if shift && h > 0 {
		if n, _ := g.subShiftable(target, h); n > 0 {
			// 22.9442: the defender chooses where the losses fall first.
			r.Say(rollMsg(purpose("subattack"), nil, msg("res.hitsonly", engine.Int("n", h))))
			r.Record("", fmt.Sprintf("%d hits", h))
			sh := &SubHit{By: side, Hits: h, Natural12: r.Raw == 12, Force: g.targetForce(target)}
			for _, t := range target {
				sh.Targets = append(sh.Targets, t.ID)
			}
			g.S.SubHit = sh
			return h
		}
	}
	before := nfOf(target)
	out, outM := g.applyHits(target, h, r.Raw == 12, false, false)
	r.Say(rollMsg(purpose("subattack"), nil, msg("res.hits", engine.Int("n", h), engine.Nested("res", outM))))
	r.Record("", fmt.Sprintf("%d hits: %s", h, out))
	g.tally(target, before, side, "22.942")
	return h
}

// SubHit is a sub attack's hits on a light group waiting for the
// defender's choice (22.9442).
type SubHit struct {
	By        int      `json:"by"` // the sub's side
	Hits      int      `json:"hits"`
	Natural12 bool     `json:"natural12,omitempty"`
	Force     string   `json:"force"`
	Targets   []string `json:"targets"`
}

// targetForce is the force of the first ship of a target group.
func (g *Game) targetForce(target []*Ship) string {
	for _, s := range target {
		if s.Force != "" {
			return s.Force
		}
	}
	return ""
}

// subShiftable is how many of the factors hits on a light group would
// sink may be taken instead from other destroyers (22.9442–9443: never
// losses to CVEs, CAs or named ships), and the destroyers that may take
// them: the non-returned DDs in port at the force's home base (the spec),
// or with the switch sub-shift-own the force's own DDs, for the losses
// that fall on its transports.
func (g *Game) subShiftable(target []*Ship, h int) (int, []*Ship) {
	force := g.targetForce(target)
	if force == "" || len(target) == 1 && target[0].Named() {
		return 0, nil
	}
	// The losses the hits would cause, on copies.
	var copies []*Ship
	for _, t := range target {
		c := *t
		copies = append(copies, &c)
	}
	hitLightsOdd(copies, h, g.sw.caOddSinks)
	losses := 0
	for i, t := range target {
		d := t.NF() - copies[i].NF()
		if d > 0 && (t.Class == TR || t.Class == DD && !g.sw.subShiftOwn) {
			losses += d
		}
	}
	var dds []*Ship
	pool := 0
	if g.sw.subShiftOwn {
		for i, t := range target {
			if t.Class == DD && copies[i].NF() > 0 {
				dds = append(dds, t)
				pool += copies[i].NF()
			}
		}
	} else {
		fo := g.force(force)
		for i := range g.S.Forces {
			f := &g.S.Forces[i]
			if f.Side != fo.Side || f.ID == force || f.AtSea || f.Returned || f.Port != fo.Port {
				continue
			}
			for _, s := range g.ShipsOf(f.ID) {
				if s.Class == DD && !s.Sunk {
					dds = append(dds, s)
					pool += s.NF()
				}
			}
		}
	}
	return min(losses, pool), dds
}

// stepSubHit applies a sub attack's pending hits (22.9442): the defender
// may take the destroyer and transport factors lost from other
// destroyers instead.
func stepSubHit(g *Game, f *engine.Frame) {
	sh := g.S.SubHit
	if sh == nil {
		return
	}
	var target []*Ship
	for _, id := range sh.Targets {
		if s := g.ship(id); s != nil && !s.Sunk {
			target = append(target, s)
		}
	}
	n, dds := g.subShiftable(target, sh.Hits)
	def := 1 - sh.By
	if f.Ans == nil && n > 0 {
		where := g.force(sh.Force).Port
		lm := msg("opt.subshift", engine.Int("n", n), g.areaArg("area", where))
		if g.sw.subShiftOwn {
			lm = msg("opt.subshiftown", engine.Int("n", n))
		}
		po := []engine.Option{
			{Key: "shift", Rule: "22.9442", Label: fmt.Sprintf("Take %d factor losses from other destroyers", n), LabelMsg: lm},
			{Key: "none", Rule: "22.9442", Label: "The losses fall on the ships hit", LabelMsg: msg("opt.nosubshift")},
		}
		g.Ask(f, engine.Prompt{Kind: "sub-shift", Seat: g.Seat(def), Rule: "22.9442", Text: fmt.Sprintf("%d sub hits on the light ships: shift the losses?", sh.Hits),
			Msg: msg("q.subshift", engine.Int("n", sh.Hits), engine.Int("k", n)), Options: po})
		return
	}
	shift := n > 0 && g.Key(f) == "shift"
	g.S.SubHit = nil
	all := append([]*Ship(nil), target...)
	for _, d := range dds {
		if !slices.Contains(all, d) {
			all = append(all, d) // the force's own are in the target already
		}
	}
	before := nfOf(all)
	type was struct{ size, cargo int }
	prev := map[string]was{}
	for _, t := range target {
		prev[t.ID] = was{t.Size, t.Cargo}
	}
	out, outM := g.applyHits(target, sh.Hits, sh.Natural12, false, false)
	if shift {
		// Restore the factors lost, transports first (their cargo with
		// them), then take as many from the other destroyers.
		left := n
		for _, cls := range []string{TR, DD} {
			if cls == DD && g.sw.subShiftOwn {
				break
			}
			for _, t := range target {
				p := prev[t.ID]
				for left > 0 && t.Class == cls && t.Size < p.size {
					t.Size++
					t.Sunk = false
					left--
				}
				if t.Class == cls && t.Size == p.size {
					t.Cargo = p.cargo
				}
			}
		}
		took := n - left
		sort.SliceStable(dds, func(i, j int) bool { return dds[i].Size > dds[j].Size })
		for k := took; k > 0; {
			moved := false
			for _, d := range dds {
				if k > 0 && !d.Sunk && d.Size > 0 {
					d.Size--
					if d.Size == 0 {
						d.Sunk = true
					}
					k--
					moved = true
				}
			}
			if !moved {
				break
			}
		}
		g.say("event", "22.9442", sh.Force, msg("log.subshift", engine.Int("n", took), g.seatArg("side", def)),
			"%s takes %d factor losses from other destroyers", g.Sc.Seats[def], took)
	}
	g.say("event", "22.942", sh.Force, msg("log.subhits", engine.Nested("res", outM)), "sub hits: %s", out)
	g.tally(all, before, sh.By, "22.942")
}

// stepSubCut: the subs that intercepted op A attack its force (22.92A: a
// successful sub must attack), after any battle.
func stepSubCut(g *Game, f *engine.Frame) {
	o := &g.S.Ops[f.A]
	attacks, _ := strconv.Atoi(f.S)
	for i := f.B; i < len(o.Cuts); i++ {
		c := &o.Cuts[i]
		if c.Sub == "" || !c.OK {
			continue
		}
		id := c.Sub[:len(c.Sub)-len(c.Sub[indexHash(c.Sub):])]
		sub := g.ship(id)
		force := g.ShipsOf(o.Force)
		if sub == nil || sub.Sunk || len(force) == 0 {
			continue
		}
		g.subAttack(sub, force, attacks, o.Kind == OpConvoy, c.Hex, true)
		o.Attacked = true // 22.29
		if !g.force(o.Force).Returned && g.force(o.Force).At == g.force(o.Force).Port {
			g.force(o.Force).At = c.Hex
		}
		attacks++
		sub.Fired = true
		g.force(c.Force).Returned = true
		// The hits land (the defender's choice first, 22.9442) before the
		// next sub's target roll (22.934).
		g.Push(engine.Frame{Op: opSubHit}, engine.Frame{Op: opSubCut, A: f.A, B: i + 1, S: strconv.Itoa(attacks)})
		return
	}
	if o.Kind == OpConvoy && !o.Stopped && len(g.ShipsOf(o.Force)) > 0 && g.cargo(o.Force) == 0 {
		o.Stopped = true
		g.say("event", "22.83", o.Force, msg("log.cargolost", engine.Int("op", o.N+1)), "the cargo is lost: op %d fails", o.N+1)
	}
}

func indexHash(s string) int {
	for i := len(s) - 1; i >= 0; i-- {
		if s[i] == '#' {
			return i
		}
	}
	return len(s)
}
