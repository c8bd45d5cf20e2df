package naval

import (
	"fmt"
	"slices"
	"sort"
	"strings"

	"periscope/game/dice"
	"periscope/game/engine"
)

// interceptors are the defender's forces that may intercept this phase
// (22.11–111): in port, not withdrawn, not returned, not committed; or on a
// defensive patrol (21.418). Subs too (22.912).
func (g *Game) interceptors(side int, counter bool) []*Force {
	committed := map[string]bool{}
	for _, o := range g.S.Ops {
		committed[o.Force] = true
		for _, c := range o.Cuts {
			committed[c.Force] = true
		}
	}
	var out []*Force
	for i := range g.S.Forces {
		fo := &g.S.Forces[i]
		if fo.Side != side || fo.Used || fo.Returned || committed[fo.ID] || g.ForceNF(fo.ID)+g.subFactors(fo.ID) == 0 {
			continue
		}
		if fo.AtSea && fo.Patrol == "" {
			continue
		}
		if counter && (fo.Patrol != "" || g.subOnly(fo.ID)) {
			continue // 22.16: not patrols; subs are not counter-interceptors here
		}
		damagedOnly := true
		for _, s := range g.ShipsOf(fo.ID) {
			if !s.Damaged && s.Repair == 0 {
				damagedOnly = false
			}
		}
		if damagedOnly || !g.mayInterceptAsOne(fo.ID) {
			continue
		}
		out = append(out, fo)
	}
	return out
}

// mayInterceptAsOne reports whether a force may intercept (or
// counter-intercept, 22.161) as it stands (22.14D): a task force may, and
// ships outside a task force only as a group of at most 9 naval factors.
// A force of 10 NF or more that is not a legal task force (a damaged ship
// in it, more than 25 NF, carriers outnumbering the fleet, 20.16) stays in
// port until it is re-formed. The switch tf-limit-any reads the text's
// words ("TF ≤9 NF") as putting no limit on ships outside task forces.
func (g *Game) mayInterceptAsOne(force string) bool {
	if g.sw.tfLimitAny || g.ForceNF(force) <= 9 {
		return true
	}
	var ships []*Ship
	for _, s := range g.ShipsOf(force) {
		if s.Class != SS && s.Class != TR {
			ships = append(ships, s)
		}
	}
	return CheckTF(ships) == nil
}

func (g *Game) subFactors(force string) int {
	n := 0
	for _, s := range g.ShipsOf(force) {
		if s.Class == SS {
			n += s.Size
		}
	}
	return n
}

// spotters counts the side's land search squadrons in range of an area
// (22.231A: +1 die each, at most 3).
func (g *Game) spotters(side int, area string) int {
	n := 0
	for _, a := range g.S.Air {
		if a.Side == side && g.Map.Dist(a.Area, area) <= a.Range {
			n += a.AAF + a.NAS
		}
	}
	return min(n, 3)
}

// interceptMods are the dice modifiers of 22.231–232 for a force
// intercepting op o at hex.
func (g *Game) interceptMods(fo *Force, o *Op, hex string, counter bool) []dice.Mod {
	var mods []dice.Mod
	if !counter {
		if n := g.spotters(fo.Side, hex); n > 0 {
			mods = append(mods, engine.Mod(n, "land air spotting", "22.231A"))
		}
	}
	if g.Sc.Params.Cards[fo.Side] > g.Sc.Params.Cards[1-fo.Side] && !g.sw.cardsDouble {
		mods = append(mods, engine.Mod(1, "codebreaking", "22.231B"))
	}
	if !counter && o.Kind == OpBombard && hex == o.Target {
		mods = append(mods, engine.Mod(1, "target bombarding in its mission hex", "22.231C"))
	}
	if counter && hex == g.cutHex(o) {
		mods = append(mods, engine.Mod(2, "counter-interception in the interception hex", "22.231D"))
	}
	if g.hasSlow(fo.ID) && !g.subOnly(fo.ID) {
		mods = append(mods, engine.Mod(-1, "slow ships", "22.232A"))
	}
	if g.subOnly(fo.ID) {
		mods = append(mods, engine.Mod(-2, "submarines", "22.232B"))
	}
	if !fo.AtSea && g.nonOperative(fo.Port) && !g.subOnly(fo.ID) {
		mods = append(mods, engine.Mod(-2, "non-operative port", "22.232C"))
	}
	if !counter && g.ForceNF(o.Force) < 10 {
		mods = append(mods, engine.Mod(-1, "target under 10 NF", "22.232D"))
	}
	return mods
}

// interceptDice is the number of dice and the mods (22.22, 22.221: at most 8).
func (g *Game) interceptDice(fo *Force, o *Op, hex string, counter bool) (int, []dice.Mod) {
	base := InterceptDice(o.Kind)
	if g.redeploy(o) {
		base = InterceptDice(OpBase) // 22.22: a naval redeployment, two dice
	}
	if counter {
		base = InterceptDice(OpIntercept)
	}
	mods := g.interceptMods(fo, o, hex, counter)
	n := base + dice.Sum(mods)
	if g.sw.cardsDouble && g.Sc.Params.Cards[fo.Side] > g.Sc.Params.Cards[1-fo.Side] {
		n *= 2
	}
	return clamp(n, 0, 8), mods
}

// cutHex is the hex of the op's first successful surface interception
// (where its battle is fought), or "".
func (g *Game) cutHex(o *Op) string {
	best, bi := "", 1<<30
	for _, c := range o.Cuts {
		if c.OK && !c.Counter && c.Sub == "" {
			for i, h := range o.Path {
				if h == c.Hex && i < bi {
					best, bi = h, i
				}
			}
		}
	}
	return best
}

type cutOption struct {
	force *Force
	hex   string
	dist  int
	n     int
	p     float64
}

// cutOptions are the interceptions the defender may declare on op o: for
// each force, the hex of the path with the best odds and the destination
// (22.12).
func (g *Game) cutOptions(o *Op) []cutOption {
	var out []cutOption
	if o.Straight {
		return nil // 21.5322: off the map
	}
	fs := g.interceptors(1-o.Side, false)
	sortedForces(fs)
	front := g.opFront(o)
	for _, fo := range fs {
		if !g.onFront(fo, front) {
			continue // 21.131
		}
		seen := map[string]bool{}
		var best *cutOption
		for _, h := range o.Path {
			d := g.Map.Dist(fo.At, h)
			n, _ := g.interceptDice(fo, o, h, false)
			p := sumOdds(n, d, g.Map.Pacific)
			if fo.At == h {
				p = 1 // 22.222
			}
			c := cutOption{fo, h, d, n, p}
			if best == nil || p > best.p+1e-9 {
				cc := c
				best = &cc
			}
			if h == o.Target {
				if p > 0 {
					out = append(out, c)
				}
				seen[h] = true
			}
		}
		if best != nil && !seen[best.hex] && best.p > 0 {
			out = append(out, *best)
		}
	}
	return out
}

// stepIntercept asks the defender which forces intercept op A, one at a
// time, until it declines (22.12–14).
func stepIntercept(g *Game, f *engine.Frame) {
	o := &g.S.Ops[f.A]
	def := 1 - o.Side
	opts := g.cutOptions(o)
	if o.Kind == OpReturn && len(opts) == 0 {
		return // 22.165: no one left to intercept the way home
	}
	if f.Ans == nil {
		var po []engine.Option
		for _, c := range opts {
			what := "Intercept"
			if g.subOnly(c.force.ID) {
				what = "Sub interception"
			}
			po = append(po, engine.Option{Key: "cut:" + c.force.ID + ":" + c.hex, Ref: "area:" + c.hex, Rule: "22.2",
				Label:    fmt.Sprintf("%s with %s at %s", what, c.force.Name, g.Map.Area(c.hex).Name),
				LabelMsg: msg("opt.intercept", g.forceArg("force", c.force), g.areaArg("area", c.hex)),
				Detail:   fmt.Sprintf("%d dice against %d hexes", c.n, c.dist), DetailMsg: msg("d.dice-hexes", engine.Int("n", c.n), engine.Int("dist", c.dist)),
				Odds: []engine.Odd{{Outcome: "intercepts", P: c.p}}})
		}
		po = append(po, engine.Option{Key: "none", Label: "No (further) interception", LabelMsg: msg("opt.nocut"), Rule: "22.11"})
		g.Ask(f, engine.Prompt{Kind: "intercept", Seat: g.Seat(def), Rule: "22.1", Text: "Intercept " + g.opText(o) + "?",
			Msg: msg("q.intercept", engine.Int("op", o.N+1), engine.Nested("kind", msg("kind."+o.Kind)), g.areaArg("to", o.Target)), Options: po})
		return
	}
	k := g.Key(f)
	if k == "none" {
		return
	}
	for _, c := range opts {
		if "cut:"+c.force.ID+":"+c.hex == k {
			if g.subOnly(c.force.ID) {
				// 22.915: each sub factor rolls its own interception.
				for _, s := range g.ShipsOf(c.force.ID) {
					for i := 0; i < s.Size; i++ {
						o.Cuts = append(o.Cuts, Intercept{Force: c.force.ID, Hex: c.hex, Dist: c.dist, Dice: c.n, Sub: fmt.Sprintf("%s#%d", s.ID, i)})
					}
				}
			} else {
				o.Cuts = append(o.Cuts, Intercept{Force: c.force.ID, Hex: c.hex, Dist: c.dist, Dice: c.n})
			}
			g.say("event", "22.12", c.force.ID, msg("log.cut", g.seatArg("side", def), engine.Int("op", o.N+1), g.areaArg("area", c.hex)), "%s declares an interception of op %d at %s", g.Sc.Seats[def], o.N+1, g.Map.Area(c.hex).Name)
			break
		}
	}
	g.Push(engine.Frame{Op: opIntercept, A: f.A})
}

// rollCut rolls one interception (22.21): the sum of its dice (halved in
// the Pacific) against the distance.
func (g *Game) rollCut(c *Intercept, o *Op, counter bool) {
	fo := g.force(c.Force)
	c.Tried = true
	if fo.At == c.Hex {
		c.OK, c.Moved = true, 0
		g.say("event", "22.222", fo.ID, msg("log.autointercept", g.forceArg("force", fo), g.areaArg("area", c.Hex)), "%s is already at %s: the interception is automatic", fo.Name, g.Map.Area(c.Hex).Name)
		return
	}
	_, mods := g.interceptDice(fo, o, c.Hex, counter)
	r := g.RollPool("interception", "22.21", fo.ID, c.Dice, 6)
	sum := 0
	for _, v := range r.Faces {
		sum += v
	}
	moved := sum
	if g.Map.Pacific {
		moved = (sum + 1) / 2
	}
	var why []string
	for _, m := range mods {
		why = append(why, fmt.Sprintf("%+d %s [%s]", m.Value, m.Reason, m.Rule))
	}
	r.Total = moved
	c.Moved = moved
	c.OK = moved >= c.Dist
	res := "fails"
	if c.OK {
		res = "intercepts"
	}
	what := fo.Name
	if c.Sub != "" {
		what = fo.Name + " (sub factor)"
	}
	dice := fmt.Sprintf("%d dice", c.Dice)
	if len(why) > 0 {
		dice += " (" + strings.Join(why, ", ") + ")"
	}
	whatM := msg("what.force", g.forceArg("force", fo))
	if c.Sub != "" {
		whatM = msg("what.subfactor", g.forceArg("force", fo))
	}
	r.Say(rollMsg(purpose("interception"), msg("roll.against", engine.Int("n", c.Dice), engine.Int("hexes", c.Dist)),
		msg("res.intercept", engine.Nested("what", whatM), engine.Int("n", moved), engine.Nested("res", msg("res."+res)))))
	r.Record(fmt.Sprintf("%s against %d hexes", dice, c.Dist), fmt.Sprintf("%s moves %d: %s", what, moved, res))
}

// stepRollCuts rolls every interception of op A (22.164: announced, then
// rolled).
func stepRollCuts(g *Game, f *engine.Frame) {
	o := &g.S.Ops[f.A]
	for i := range o.Cuts {
		if !o.Cuts[i].Tried && !o.Cuts[i].Counter {
			g.rollCut(&o.Cuts[i], o, false)
		}
	}
}

// stepCounter lets the attacker counter-intercept each successful surface
// interceptor (22.16): at the interception hex (one battle, 22.161A) or on
// the interceptor's path (a battle first, 22.161B).
func stepCounter(g *Game, f *engine.Frame) {
	o := &g.S.Ops[f.A]
	type co struct {
		fo   *Force
		of   int
		hex  string
		dist int
		n    int
		p    float64
	}
	var cands []co
	for i, c := range o.Cuts {
		if !c.OK || c.Counter || c.Sub != "" {
			continue
		}
		ic := g.force(c.Force)
		hexes := append([]string{}, g.Map.Path(ic.At, c.Hex)...)
		if len(hexes) == 0 {
			hexes = []string{c.Hex}
		}
		fs := g.interceptors(o.Side, true)
		sortedForces(fs)
		ihex := g.cutHex(o)
		for _, fo := range fs {
			// The best hex, and the best hex away from the interception
			// hex if that is not already it (22.161B: a battle there
			// keeps the target out of it, 22.35).
			var best, away *co
			for _, h := range hexes {
				d := g.Map.Dist(fo.At, h)
				n, _ := g.interceptDice(fo, o, h, true)
				p := sumOdds(n, d, g.Map.Pacific)
				if fo.At == h {
					p = 1
				}
				if best == nil || p > best.p+1e-9 {
					best = &co{fo, i, h, d, n, p}
				}
				if h != ihex && (away == nil || p > away.p+1e-9) {
					away = &co{fo, i, h, d, n, p}
				}
			}
			if best != nil && best.p > 0 {
				cands = append(cands, *best)
			}
			if away != nil && away.p > 0 && best != nil && away.hex != best.hex {
				cands = append(cands, *away)
			}
		}
	}
	if len(cands) == 0 {
		return
	}
	if f.Ans == nil {
		var po []engine.Option
		for _, c := range cands {
			po = append(po, engine.Option{Key: fmt.Sprintf("ctr:%s:%d:%s", c.fo.ID, c.of, c.hex), Ref: "area:" + c.hex, Rule: "22.16",
				Label:    fmt.Sprintf("Counter-intercept with %s at %s", c.fo.Name, g.Map.Area(c.hex).Name),
				LabelMsg: msg("opt.counter", g.forceArg("force", c.fo), g.areaArg("area", c.hex)),
				Detail:   fmt.Sprintf("%d dice against %d hexes", c.n, c.dist), DetailMsg: msg("d.dice-hexes", engine.Int("n", c.n), engine.Int("dist", c.dist)),
				Odds: []engine.Odd{{Outcome: "intercepts", P: c.p}}})
		}
		po = append(po, engine.Option{Key: "none", Label: "No counter-interception", LabelMsg: msg("opt.nocounter"), Rule: "22.16"})
		g.Ask(f, engine.Prompt{Kind: "counter", Seat: g.Seat(o.Side), Rule: "22.16", Text: "Counter-intercept the interceptors of " + g.opText(o) + "?",
			Msg: msg("q.counter", engine.Int("op", o.N+1)), Options: po})
		return
	}
	k := g.Key(f)
	if k == "none" {
		return
	}
	for _, c := range cands {
		if fmt.Sprintf("ctr:%s:%d:%s", c.fo.ID, c.of, c.hex) == k {
			o.Cuts = append(o.Cuts, Intercept{Force: c.fo.ID, Hex: c.hex, Dist: c.dist, Dice: c.n, Counter: true, Of: c.of})
			c.fo.Used = true // 22.16: it may not also act this phase
			g.say("event", "22.16", c.fo.ID, msg("log.counter", g.seatArg("side", o.Side), g.areaArg("area", c.hex)), "%s declares a counter-interception at %s", g.Sc.Seats[o.Side], g.Map.Area(c.hex).Name)
		}
	}
	g.Push(engine.Frame{Op: opCounter, A: f.A})
}

// stepRollCounter rolls the counter-interceptions (22.161: resolved before
// the interception they aim at) and fights those away from the
// interception hex first.
func stepRollCounter(g *Game, f *engine.Frame) {
	o := &g.S.Ops[f.A]
	hex := g.cutHex(o)
	for i := range o.Cuts {
		c := &o.Cuts[i]
		if !c.Counter || c.Tried {
			continue
		}
		g.rollCut(c, o, true)
		if c.OK && c.Hex != hex {
			// 22.161B: interceptor against counter-interceptor first,
			// its fellows supporting it if they will (22.28); then this
			// step again for the other counter-interceptions.
			// 23.81: the moving side's land air may strike the
			// counter-intercepted force on its way first.
			g.Push(engine.Frame{Op: opCutStrike, A: f.A, B: i + 1}, engine.Frame{Op: opSupport, A: f.A, B: i}, engine.Frame{Op: opRollCtr, A: f.A})
			return
		}
	}
}

// stepAirStrike: the defender's land air may strike the op's force once on
// its way (23.81: one sortie per hex entered; never compulsory).
func stepAirStrike(g *Game, f *engine.Frame) {
	o := &g.S.Ops[f.A]
	if o.Stopped || len(g.ShipsOf(o.Force)) == 0 || g.subOnly(o.Force) {
		return
	}
	def := 1 - o.Side
	type cand struct {
		b   *AirBase
		hex string
	}
	var cands []cand
	for i := range g.S.Air {
		if o.Straight {
			break // 21.5322: off the map
		}
		b := &g.S.Air[i]
		if b.Side != def || slices.Contains(b.UsedOn, o.Kind) || b.ReadyAAF()+b.NAS == 0 {
			continue
		}
		for _, h := range o.Path {
			if g.Map.Dist(b.Area, h) <= b.Range {
				cands = append(cands, cand{b, h})
				break
			}
		}
	}
	if len(cands) == 0 {
		return
	}
	if f.Ans == nil {
		var po []engine.Option
		for _, c := range cands {
			po = append(po, engine.Option{Key: "air:" + c.b.ID, Ref: "area:" + c.hex, Rule: "23.81",
				Label:    fmt.Sprintf("Strike from %s at %s (%d squadrons)", c.b.Name, g.Map.Area(c.hex).Name, c.b.AAF+c.b.NAS),
				LabelMsg: msg("opt.airstrike", engine.Nested("base", DataName(c.b.Name)), g.areaArg("area", c.hex), engine.Int("n", c.b.AAF+c.b.NAS))})
		}
		po = append(po, engine.Option{Key: "none", Label: "No air strike", LabelMsg: msg("opt.noair"), Rule: "23.81"})
		g.Ask(f, engine.Prompt{Kind: "air-strike", Seat: g.Seat(def), Rule: "23.81", Text: "Strike " + g.opText(o) + " from the air?",
			Msg: msg("q.airstrike", engine.Int("op", o.N+1)), Options: po})
		return
	}
	k := g.Key(f)
	if k == "none" {
		return
	}
	for _, c := range cands {
		if "air:"+c.b.ID == k {
			c.b.commit(o.Kind)
			o.Attacked = true  // 22.29
			o.AirStruck = true // 23.46
			g.force(o.Force).At = c.hex
			st := &Strike{Side: def, Nation: c.b.Nation, AAS: c.b.ReadyAAF(), NAS: c.b.NAS, Base: c.b.ID, Hex: c.hex,
				Targets: g.ShipsOf(o.Force), Force: o.Force}
			// Cover: the attacker's land air in range (23.21), CAP ⅓ of
			// the force's NAS (23.31; outside battle over the whole force).
			for i := range g.S.Air {
				b := &g.S.Air[i]
				if b.Side == o.Side && !slices.Contains(b.UsedOn, o.Kind) && g.Map.Dist(b.Area, c.hex) <= b.Range && b.ReadyAAF() > 0 {
					st.Cover += b.ReadyAAF()
					st.CoverBases = append(st.CoverBases, b.ID)
					b.commit(o.Kind)
				}
			}
			st.CAP = ceilDiv(g.nas(st.Targets), 3)
			// Another base may strike next, after this strike's target
			// step (airStrike pushes it on top): asked first, a second
			// strike would overwrite this one's pending g.S.Strike.
			g.Push(engine.Frame{Op: opAirStrike, A: f.A})
			g.airStrike(st)
			return
		}
	}
	g.Push(engine.Frame{Op: opAirStrike, A: f.A})
}

// commit marks the base's squadrons committed to an activity of the kind
// this phase (23.161) and returned at the phase's end (23.163).
func (b *AirBase) commit(kind string) {
	b.Used = true
	if !slices.Contains(b.UsedOn, kind) {
		b.UsedOn = append(b.UsedOn, kind)
	}
}

// nas counts the NAS on a group's carriers.
func (g *Game) nas(ships []*Ship) int {
	n := 0
	for _, s := range ships {
		if s.Carrier() && !s.Sunk {
			n += s.NAS
		}
	}
	return n
}

// stepEngage fights the battle at the interception hex (22.3): the op's
// force and any counter-interceptors there against the successful surface
// interceptors.
func stepEngage(g *Game, f *engine.Frame) {
	o := &g.S.Ops[f.A]
	if o.Stopped || len(g.ShipsOf(o.Force)) == 0 {
		return
	}
	hex := g.cutHex(o)
	if hex == "" {
		g.missedHome(o) // 22.241: all failed, all go home (22.27)
		return
	}
	att := []string{o.Force}
	var def []string
	for _, c := range o.Cuts {
		switch {
		case c.Counter && c.OK && c.Hex == hex:
			att = append(att, c.Force)
		case !c.Counter && c.OK && c.Sub == "" && len(g.ShipsOf(c.Force)) > 0 && (!g.force(c.Force).Returned || c.Won):
			def = append(def, c.Force)
		}
	}
	if len(def) == 0 {
		g.missedHome(o)
		return
	}
	sort.Strings(def)
	def = slices.Compact(def)
	o.Attacked = true // 22.29
	g.startBattle(hex, att, def, 1-o.Side, f.A, -1)
}

// stepComplete finishes the op if it was not turned back (21.4–21.5).
func stepComplete(g *Game, f *engine.Frame) {
	o := &g.S.Ops[f.A]
	fo := g.force(o.Force)
	if o.Stopped || len(g.ShipsOf(fo.ID)) == 0 {
		if !o.Stopped {
			o.Stopped = true
		}
		g.unload(fo)
		g.partnerLost(o)
		return
	}
	o.Done = true
	switch o.Kind {
	case OpJoin:
		g.completeJoin(o)
	case OpReturn:
		// 22.165: home; an abandoned force is returned on arrival (22.291).
		// 22.65, 23.462: another base is the force's base from now on.
		if o.Target != fo.Port && g.port(o.Target) != nil && g.port(o.Target).Side == fo.Side {
			fo.Port, fo.At = o.Target, o.Target
			g.say("event", "22.65", fo.ID, msg("log.rebase", g.forceArg("force", fo), g.areaArg("area", o.Target)), "%s changes base to %s", fo.Name, g.Map.Area(o.Target).Name)
		}
	case OpPatrol:
		g.startPatrolStrikes(f.A) // 21.415D, H; 23.46B, C
		fo.Patrol, fo.At = o.Target, o.Target
		g.say("event", "21.41", fo.ID, msg("log.patrol", g.forceArg("force", fo), g.areaArg("area", o.Target)), "%s takes up its patrol in %s", fo.Name, g.Map.Area(o.Target).Name)
	case OpBase:
		fo.Port, fo.At = o.Target, o.Target
		g.say("event", "21.22", fo.ID, msg("log.rebase", g.forceArg("force", fo), g.areaArg("area", o.Target)), "%s changes base to %s", fo.Name, g.Map.Area(o.Target).Name)
	case OpConvoy:
		var cv *Convoy
		for i := range g.Sc.Convoys {
			if g.Sc.Convoys[i].ID == o.Convoy {
				cv = &g.Sc.Convoys[i]
			}
		}
		landed := g.cargo(fo.ID)
		// 21.51, 21.52: where a contested landing's losses fall is the
		// invader's choice, asked before the battle when ships bombard.
		if cv.Invade && f.Ans == nil && g.contested(fo, o.Target, landed, cv.Cargo) && len(g.bombarders(fo)) > 0 {
			o.Done = false
			bombard, _ := g.landSupport(fo, landed, 0)
			if bombard > 0 {
				g.Ask(f, engine.Prompt{Kind: "landing-losses", Seat: g.Seat(o.Side), Rule: "21.52", Sub: fo.ID, SubMsg: forceName(fo),
					Text: fmt.Sprintf("The landing at %s: %d factors ashore, the ships bombard with %d. Where do its losses fall?", g.Map.Area(o.Target).Name, landed, bombard),
					Msg:  msg("q.landlosses", g.areaArg("area", o.Target), engine.Int("n", landed), engine.Int("b", bombard)),
					Options: []engine.Option{
						{Key: "troops", Rule: "21.51", Label: "On the troops", LabelMsg: msg("opt.lossestroops")},
						{Key: "ships", Rule: "21.52", Label: "On the bombarding ships first, up to their share",
							LabelMsg: msg("opt.lossesships"), Detail: "each fleet factor lost bars two more (21.52)", DetailMsg: msg("d.lossesships")},
					}})
				return
			}
			o.Done = true
		}
		if f.Ans != nil {
			o.ShipsFirst = g.Key(f) == "ships"
		}
		// 21.51: at most 5 factors land on a beachhead.
		if p := g.port(o.Target); !cv.Invade && p != nil && p.Beachhead > 0 && landed > 5 {
			landed = 5
		}
		vp := 0
		if cv.Cargo > 0 {
			vp = cv.VP * landed / cv.Cargo
		}
		if cv.Invade {
			if !g.invade(fo, o.Target, landed, cv.Cargo, o.ShipsFirst) {
				vp = 0
			} else if g.Sc.Params.LandBattle {
				vp = cv.VP // 21.51: the port taken is the objective
			}
			if p := g.port(o.Target); vp > 0 && p != nil && p.Side == o.Side {
				p.TakenVP = vp // lost with the port to a counterattack
			}
		} else if p := g.port(o.Target); g.Sc.Params.LandBattle && p != nil && p.Side == o.Side {
			p.Garrison += landed // reinforcements ashore
		}
		g.S.VP[o.Side] += vp
		g.S.Delivered[o.Side]++
		g.S.Runs[cv.ID]++
		g.sayEvent("21.43", engine.Event{Type: "convoy", Sub: fo.ID, Area: o.Target, Data: vpEvent{Side: o.Side, VP: vp}},
			msg("log.convoy", engine.Nested("convoy", DataName(cv.Name)), engine.Int("landed", landed), engine.Int("cargo", cv.Cargo), g.areaArg("area", o.Target), engine.Int("vp", vp)),
			"%s lands %d of %d factors at %s: %d VP", cv.Name, landed, cv.Cargo, g.Map.Area(o.Target).Name, vp)
		if mp := g.Sc.Params.LandMP[o.Side]; !cv.Invade && landed > 0 && mp > 0 {
			left, _ := SeaTransportMP(mp, slices.Contains(g.Sc.Params.HostileZOC, cv.From), g.Map.Pacific)
			g.say("event", "21.435", fo.ID, msg("log.landmp", engine.Int("n", left), g.areaArg("area", o.Target)),
				"the landed units may still spend %d movement points from %s", left, g.Map.Area(o.Target).Name)
		}
		g.unload(fo)
	case OpBombard:
		vp := g.Sc.Bombard[o.Side]
		g.S.VP[o.Side] += vp
		g.sayEvent("21.52", engine.Event{Type: "bombard", Sub: fo.ID, Area: o.Target, Data: vpEvent{Side: o.Side, VP: vp}},
			msg("log.bombard", g.forceArg("force", fo), g.areaArg("area", o.Target), engine.Int("vp", vp)),
			"%s bombards %s: %d VP", fo.Name, g.Map.Area(o.Target).Name, vp)
	case OpStrike:
		g.portStrike(fo, o.Target)
	case OpRaid:
		g.raid(fo, o)
	}
}

// invade lands an invasion (21.51): it fails against 10 or more undamaged
// enemy naval factors in the port (21.5123) or with under half the
// troops landed; otherwise the port changes hands and the enemy's ships
// there are displaced to their nearest port (21.23), its air base lost.
func (g *Game) invade(fo *Force, area string, landed, need int, shipsFirst bool) bool {
	enemy := g.blockers(fo.Side, area)
	if enemy >= 10 || 2*landed < need {
		g.say("event", "21.51", fo.ID, msg("log.landingfails", g.areaArg("area", area), engine.Int("landed", landed), engine.Int("enemy", enemy)),
			"the landing at %s fails (%d factors landed, %d enemy naval factors in port)", g.Map.Area(area).Name, landed, enemy)
		return false
	}
	p := g.port(area)
	if g.Sc.Params.LandBattle {
		taken, left := g.landBattle(fo, area, landed, shipsFirst)
		if !taken {
			return false
		}
		p.Garrison = left
		// 21.51: the survivors place a beachhead.
		p.Beachhead = g.S.Turn
		g.say("event", "21.51", fo.ID, msg("log.beachhead", g.areaArg("area", area), engine.Int("n", left)),
			"%d factors hold a beachhead at %s", left, g.Map.Area(area).Name)
	}
	p.Side = fo.Side
	g.displace(area, fo.Side)
	g.say("event", "21.51", fo.ID, msg("log.takes", g.seatArg("side", fo.Side), g.portArg("port", area)), "%s takes %s", g.Sc.Seats[fo.Side], g.Map.Area(area).Port)
	return true
}

// displace moves the ships based at area that are not side's to their
// nearest port (21.23) and grounds their air base there.
func (g *Game) displace(area string, side int) {
	for i := range g.S.Forces {
		e := &g.S.Forces[i]
		if e.Side != side && e.Port == area {
			best, bd := "", 1<<30
			for _, q := range g.S.Ports {
				if q.Side == e.Side && g.Map.Dist(area, q.Area) < bd {
					best, bd = q.Area, g.Map.Dist(area, q.Area)
				}
			}
			if best != "" {
				e.Port = best
				if !e.AtSea {
					e.At = best
				}
			}
		}
	}
	for i := range g.S.Air {
		if a := &g.S.Air[i]; a.Area == area && a.Side != side {
			a.AAF, a.NAS = 0, 0
		}
	}
}

func (g *Game) unload(fo *Force) {
	for _, s := range g.ShipsOf(fo.ID) {
		s.Cargo = 0
	}
}

// vpEvent is the naval game's event payload: victory points to a side.
type vpEvent struct {
	Side int `json:"side"`
	VP   int `json:"vp"`
	NF   int `json:"nf,omitempty"`
}

// stepHome brings the phasing side's forces home (21.33), and the
// interceptors (22.81), except patrols that hold their area.
func stepHome(g *Game, f *engine.Frame) {
	for i := range g.S.Forces {
		fo := &g.S.Forces[i]
		if fo.Patrol != "" {
			continue
		}
		if fo.AtSea || fo.At != fo.Port {
			fo.AtSea, fo.At = false, fo.Port
		}
		fo.Seen = false
		g.unload(fo)
	}
	g.dockTransports()
	g.redeployRepaired(f.A)
	g.S.Battle = nil
	g.S.Homing = nil
	g.checkSupply(f.A)
}
