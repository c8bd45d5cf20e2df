package naval

import (
	"fmt"
	"sort"

	"periscope/game/dice"
	"periscope/game/engine"
)

// Strike is one air strike on ships (23.4): land air (attack AAS, NAS) or
// a carrier group's NAS, against a force or a combat group, through cover
// and CAP (23.4121), the air defence (23.42), then one attack per target
// (23.43–44). A strike whose survivors wait for their target is kept in
// State.Strike while the striker chooses.
type Strike struct {
	Side   int    `json:"side"`
	Nation string `json:"nation"`
	AAS    int    `json:"aas,omitempty"`
	NAS    int    `json:"nas,omitempty"`
	// Carriers are the carriers whose NAS fly (their losses fall there);
	// Base is the air base of land air.
	Carriers []string `json:"carriers,omitempty"`
	Base     string   `json:"base,omitempty"`
	Hex      string   `json:"hex"`
	// Targets are the ships of the attacked force or combat group.
	Targets    []*Ship  `json:"-"`
	TargetIDs  []string `json:"targets"`
	Force      string   `json:"force,omitempty"`
	Cover      int      `json:"cover,omitempty"`
	CoverBases []string `json:"coverBases,omitempty"`
	CAP        int      `json:"cap,omitempty"`
	Surprise   int      `json:"surprise,omitempty"`
	InPort     bool     `json:"inPort,omitempty"`
	Survivors  int      `json:"survivors,omitempty"`
}

func (st *Strike) carrierAir() bool { return len(st.Carriers) > 0 }

// airCombatRound fights one round of air combat (23.4121): both sides fire
// on Periscope's Air Combat Table. It returns the losses of each.
func (g *Game) airCombatRound(what string, attN int, attNation string, defN int, defNation string, defBonus int) (attElim, attAbort, defElim, defAbort int) {
	mods := []dice.Mod{engine.Mod(AirDRM(attNation), "air nationality", "19.31A"), engine.Mod(-AirDRM(defNation), "enemy air nationality", "19.31A")}
	r := g.Roll2D6("air combat: strikers fire", "23.4121", "", mods...)
	defElim, defAbort = AirCombat(attN, r.Total)
	r.Say(rollMsg(purpose("strikersfire"), msg("roll.squadrons", engine.Int("n", attN)), msg("res.aircombat", engine.Nested("what", msg("what."+what)), engine.Int("e", defElim), engine.Int("a", defAbort))))
	r.Record(fmt.Sprintf("%d squadrons", attN), fmt.Sprintf("%s: %d/%d", what, defElim, defAbort))
	dm := []dice.Mod{engine.Mod(AirDRM(defNation), "air nationality", "19.31A"), engine.Mod(-AirDRM(attNation), "enemy air nationality", "19.31A")}
	if defBonus != 0 {
		dm = append(dm, engine.Mod(defBonus, "combat air patrol", "23.4121"))
	}
	r2 := g.Roll2D6("air combat: defenders fire", "23.4121", "", dm...)
	attElim, attAbort = AirCombat(defN, r2.Total)
	r2.Say(rollMsg(purpose("defendersfire"), msg("roll.squadrons", engine.Int("n", defN)), msg("res.aircombat", engine.Nested("what", msg("what."+what)), engine.Int("e", attElim), engine.Int("a", attAbort))))
	r2.Record(fmt.Sprintf("%d squadrons", defN), fmt.Sprintf("%s: %d/%d", what, attElim, attAbort))
	return
}

// ADLevel is the air-defence level of a group of ships (23.42): +1 per 10
// NF or part (a CVE factor counts 3), +1 per 5-factor battleship, +1 per
// air-defence research result, the port's own level in port, −1 at
// surprise 2 or more.
func ADLevel(ships []*Ship, research, port, surprise int) int {
	nf, bb5 := 0, 0
	for _, s := range ships {
		if s.Sunk || s.Class == SS || s.Class == TR {
			continue
		}
		if s.Class == CVE {
			nf += 3 * s.Size
		} else {
			nf += s.Size
		}
		if s.Class == BB && s.Size == 5 {
			bb5++
		}
	}
	lvl := ceilDiv(nf, 10) + bb5 + research + port
	if surprise >= 2 {
		lvl--
	}
	return lvl
}

// engagedBySurprise is how many of n defending squadrons engage before the
// strike at a surprise level (22.463: ⅔ at 4, ⅓ at 5, none at 6+, rounded
// up in the defender's favour).
func engagedBySurprise(n, surprise int) int {
	switch {
	case surprise >= 6:
		return 0
	case surprise == 5:
		return ceilDiv(n, 3)
	case surprise == 4:
		return ceilDiv(2*n, 3)
	}
	return n
}

// airStrike runs a strike to the point where the survivors choose their
// targets (then stepStrikeTarget attacks).
func (g *Game) airStrike(st *Strike) {
	n := st.AAS + st.NAS
	def := 1 - st.Side
	defNation := g.Sc.Nations[def]
	g.say("event", "23.4", "", msg("log.airstrike", g.seatArg("side", st.Side), engine.Int("n", n), g.groupArg("target", st.Targets, st.Side), g.areaArg("area", st.Hex), engine.Int("surprise", st.Surprise)), "%s air strike: %d squadrons against %s at %s (surprise %d)", g.Sc.Seats[st.Side], n, g.groupName(st.Targets, st.Side), g.Map.Area(st.Hex).Name, st.Surprise)
	// Cover first (23.4121), then CAP with its +1 unless surprised.
	if st.Cover > 0 && n > 0 {
		c := engagedBySurprise(st.Cover, st.Surprise)
		e := min(c, n)
		if e > 0 {
			ae, aa, de, _ := g.airCombatRound("cover", e, st.Nation, e, defNation, 0)
			g.loseStrikers(st, ae)
			n = max(0, n-ae-aa)
			g.loseCover(st, de)
		}
	}
	if st.CAP > 0 && n > 0 {
		c := engagedBySurprise(st.CAP, st.Surprise)
		e := min(c, n)
		if e > 0 {
			bonus := 1
			if st.Surprise >= 1 {
				bonus = 0 // 22.463: surprise 1 cancels CAP's +1
			}
			ae, aa, de, _ := g.airCombatRound("CAP", e, st.Nation, e, defNation, bonus)
			g.loseStrikers(st, ae)
			n = max(0, n-ae-aa)
			g.loseCAP(st, de)
		}
	}
	// Air defence (23.42), none at surprise 7+.
	if n > 0 && st.Surprise < 7 {
		port := 0
		if st.InPort {
			if p := g.port(st.Hex); p != nil {
				port = p.Defence
			}
		}
		lvl := ADLevel(st.Targets, g.Sc.Params.AirDefence[def], port, st.Surprise)
		if lvl > 0 {
			r := g.Roll2D6("air defence", "23.42", "")
			e, a := AirDefence(lvl, r.Total)
			if st.carrierAir() && !st.InPort {
				a = 0 // 23.424: carrier NAS against ships at sea ignore aborts
			}
			r.Say(rollMsg(purpose("airdefence"), msg("roll.level", engine.Int("n", lvl)), msg("res.airdefence", engine.Int("e", e), engine.Int("a", a))))
			r.Record(fmt.Sprintf("level %d", lvl), fmt.Sprintf("%d eliminated, %d aborted", e, a))
			g.loseStrikers(st, min(e, n))
			n = max(0, n-e-a)
		}
	}
	st.Survivors = n
	if n == 0 {
		g.say("event", "23.4", "", msg("log.nostriker"), "no striker gets through")
		return
	}
	st.TargetIDs = nil
	for _, s := range st.Targets {
		st.TargetIDs = append(st.TargetIDs, s.ID)
	}
	g.S.Strike = st
	g.Push(engine.Frame{Op: opBTarget})
}

// loseStrikers removes eliminated strikers: carrier NAS from their
// carriers, land squadrons from their base.
func (g *Game) loseStrikers(st *Strike, n int) {
	for ; n > 0; n-- {
		switch {
		case st.carrierAir():
			best := (*Ship)(nil)
			for _, id := range st.Carriers {
				if s := g.ship(id); s != nil && !s.Sunk && s.NAS > 0 && (best == nil || s.NAS > best.NAS) {
					best = s
				}
			}
			if best == nil {
				return
			}
			best.NAS--
			st.NAS--
		case st.Base != "":
			b := g.airBase(st.Base)
			if st.NAS > 0 {
				st.NAS--
				b.LostNAS++
			} else if st.AAS > 0 {
				st.AAS--
				b.LostAAS++
			}
		}
	}
}

func (g *Game) loseCover(st *Strike, n int) {
	for _, id := range st.CoverBases {
		b := g.airBase(id)
		for n > 0 && 3*b.AAF-b.LostAAS > 0 {
			b.LostAAS++
			n--
		}
	}
}

func (g *Game) loseCAP(st *Strike, n int) {
	cs := []*Ship{}
	for _, s := range st.Targets {
		if s.Carrier() && !s.Sunk {
			cs = append(cs, s)
		}
	}
	for ; n > 0; n-- {
		sort.SliceStable(cs, func(i, j int) bool { return cs[i].NAS > cs[j].NAS })
		if len(cs) == 0 || cs[0].NAS == 0 {
			return
		}
		cs[0].NAS--
	}
}

func (g *Game) airBase(id string) *AirBase {
	for i := range g.S.Air {
		if g.S.Air[i].ID == id {
			return &g.S.Air[i]
		}
	}
	return nil
}

// groupArg is groupName as a message argument.
func (g *Game) groupArg(name string, ships []*Ship, viewer int) engine.Arg {
	if len(ships) == 0 {
		return engine.Nested(name, msg("t.nothing"))
	}
	fo := g.force(ships[0].Force)
	if fo == nil {
		return engine.Nested(name, msg("t.ships"))
	}
	return g.forceLabelArg(name, fo, viewer)
}

func (g *Game) groupName(ships []*Ship, viewer int) string {
	if len(ships) == 0 {
		return "nothing"
	}
	fo := g.force(ships[0].Force)
	if fo == nil {
		return "ships"
	}
	return g.forceLabel(fo, viewer)
}

// lightsOf are the light ships (and transports) of a group, one target.
func lightsOf(ships []*Ship) []*Ship {
	var out []*Ship
	for _, s := range ships {
		if !s.Sunk && !s.Named() && s.Class != SS {
			out = append(out, s)
		}
	}
	return out
}

func lowestDRM(ships []*Ship) int {
	d := 99
	for _, s := range ships {
		if !s.Sunk && s.NationDRM() < d {
			d = s.NationDRM()
		}
	}
	if d == 99 {
		return 0
	}
	return d
}

// stepStrikeTarget lets the striker choose the target of the survivors
// inside the attacked group (23.43: each named ship, or the lights as one
// group), then rolls the attack.
func stepStrikeTarget(g *Game, f *engine.Frame) {
	st := g.S.Strike
	if st == nil {
		return
	}
	st.Targets = nil
	for _, id := range st.TargetIDs {
		if s := g.ship(id); s != nil && !s.Sunk {
			st.Targets = append(st.Targets, s)
		}
	}
	if len(st.Targets) == 0 {
		g.S.Strike = nil
		return
	}
	var named []*Ship
	for _, s := range st.Targets {
		if s.Named() {
			named = append(named, s)
		}
	}
	sort.SliceStable(named, func(i, j int) bool { return named[i].Size > named[j].Size })
	lights := lightsOf(st.Targets)
	if f.Ans == nil {
		var po []engine.Option
		for _, s := range named {
			po = append(po, engine.Option{Key: "ship:" + s.ID, Ref: "ship:" + s.ID, Rule: "23.43", Label: "Attack " + s.String(),
				LabelMsg: msg("opt.attackship", engine.Text("ship", s.String())), Odds: g.airOdds(st, []*Ship{s})})
		}
		if len(lights) > 0 {
			po = append(po, engine.Option{Key: "lights", Rule: "23.43", Label: "Attack the light ships", LabelMsg: msg("opt.attacklights"), Odds: g.airOdds(st, lights)})
		}
		if len(named) >= 2 && st.Survivors >= 2 {
			po = append(po, engine.Option{Key: "spread", Rule: "23.43", Label: "Spread over the two largest", LabelMsg: msg("opt.spread")})
		}
		if len(po) == 0 {
			g.S.Strike = nil
			return
		}
		g.Ask(f, engine.Prompt{Kind: "strike-target", Seat: g.Seat(st.Side), Rule: "23.43",
			Text: fmt.Sprintf("%d squadrons get through: which target?", st.Survivors), Msg: msg("q.striketarget", engine.Int("n", st.Survivors)), Options: po})
		return
	}
	k := g.Key(f)
	g.S.Strike = nil
	switch {
	case k == "lights":
		g.airAttack(st, st.Survivors, lights)
	case k == "spread":
		a := (st.Survivors + 1) / 2
		g.airAttack(st, a, []*Ship{named[0]})
		g.airAttack(st, st.Survivors-a, []*Ship{named[1]})
	default:
		for _, s := range named {
			if "ship:"+s.ID == k {
				g.airAttack(st, st.Survivors, []*Ship{s})
			}
		}
	}
}

// airMods are the DRMs of an air attack on ships (23.441).
func (g *Game) airMods(st *Strike, target []*Ship) []dice.Mod {
	mods := []dice.Mod{engine.Mod(AirDRM(st.Nation), "air nationality", "23.441A")}
	if st.NAS > 0 && g.Sc.Params.NASMod[st.Side] != 0 {
		mods = append(mods, engine.Mod(g.Sc.Params.NASMod[st.Side], "naval air quality", "23.441A"))
	}
	if g.sw.airDefAir {
		mods = append(mods, engine.Mod(-AirDRM(g.Sc.Nations[1-st.Side]), "defender air nationality", "23.441B"))
	} else {
		mods = append(mods, engine.Mod(-lowestDRM(target), "defender naval nationality", "23.441B"))
	}
	if st.Surprise >= 3 {
		mods = append(mods, engine.Mod(1, "surprise 3+", "22.463"))
	}
	return mods
}

// airOdds are the chances of damaging and sinking one named target, or of
// any hit on lights.
func (g *Game) airOdds(st *Strike, target []*Ship) []engine.Odd {
	m := dice.Sum(g.airMods(st, target))
	var dmg, sink float64
	for a := 1; a <= 6; a++ {
		for b := 1; b <= 6; b++ {
			h := AirHits(st.Survivors, a+b+m)
			if len(target) == 1 && target[0].Named() {
				switch {
				case h >= target[0].Size:
					sink += 1.0 / 36
				case h >= target[0].Size-1:
					dmg += 1.0 / 36
				}
			} else if h > 0 {
				dmg += 1.0 / 36
			}
		}
	}
	if len(target) == 1 && target[0].Named() {
		return []engine.Odd{{Outcome: "damaged", P: dmg}, {Outcome: "sunk", P: sink}}
	}
	return []engine.Odd{{Outcome: "hits", P: dmg}}
}

// airAttack rolls one attack of n squadrons on a target (23.44) and
// applies the hits (20.5).
func (g *Game) airAttack(st *Strike, n int, target []*Ship) {
	if n <= 0 || len(target) == 0 {
		return
	}
	before := nfOf(target)
	r := g.Roll2D6("air attack", "23.44", "", g.airMods(st, target)...)
	h := AirHits(n, r.Total)
	res, resM := g.applyHits(target, h, r.Raw == 12, st.Surprise >= 7, st.InPort)
	r.Say(rollMsg(purpose("airattack"), msg("roll.squadrons", engine.Int("n", n)), msg("res.hits", engine.Int("n", h), engine.Nested("res", resM))))
	r.Record(fmt.Sprintf("%d squadrons", n), fmt.Sprintf("%d hits: %s", h, res))
	g.tally(target, before, st.Side, "23.44")
}

func nfOf(ships []*Ship) map[string]int {
	out := map[string]int{}
	for _, s := range ships {
		out[s.ID] = s.NF()
	}
	return out
}

// applyHits applies hits to one named ship or a group of lights (20.5),
// with the critical-hit roll on a natural 12 against a named ship (20.525)
// or any damage at surprise 7+ (22.463); in port a sunk ship rolls a
// critical at once and survives it as "sunk in port" (20.52).
func (g *Game) applyHits(target []*Ship, h int, natural12, surprise7, inPort bool) (string, *engine.Msg) {
	if len(target) == 1 && target[0].Named() {
		s := target[0]
		res := hitNamed(s, h)
		m := msg("hit.none")
		if res != "" {
			m = msg("hit." + res)
		}
		if (natural12 || surprise7 && res == "damaged") && !s.Sunk || inPort && res == "sunk" {
			if g.criticalRoll(s) {
				if res == "sunk" {
					res, m = "sunk in port, destroyed", msg("hit.destroyed")
				} else {
					c := critical(s)
					cm := msg("hit.none")
					if c != "" {
						cm = msg("hit." + c)
					}
					res, m = res+", critical: "+c, msg("hit.critical", engine.Nested("base", m), engine.Nested("effect", cm))
				}
			} else if inPort && res == "sunk" {
				s.Sunk = false
				s.Damaged = true
				s.Repair = 3 * max(1, g.Sc.Params.RepairTurns)
				res, m = "sunk in port (salvageable)", msg("hit.salvage")
			}
		}
		if res == "" {
			res, m = "no effect", msg("hit.none")
		}
		return s.String() + " " + res, msg("hit.named", engine.Text("ship", s.String()), engine.Nested("res", m))
	}
	l := hitLightsOdd(target, h, g.sw.caOddSinks)
	return fmt.Sprintf("lights: %d cruisers damaged, %d sunk, %d factors lost", l.CADamaged, l.CASunk, l.OneFactor),
		msg("hit.lights", engine.Int("dam", l.CADamaged), engine.Int("sunk", l.CASunk), engine.Int("nf", l.OneFactor))
}

// criticalRoll rolls for a critical hit (20.525): one die above the size
// (2d6 with the switch).
func (g *Game) criticalRoll(s *Ship) bool {
	var r *engine.Rolled
	if g.sw.crit2d6 {
		r = g.Roll2D6("critical hit", "20.525", s.ID)
	} else {
		r = g.RollD6("critical hit", "20.525", s.ID)
	}
	ok := r.Total > s.Size
	res := "no critical"
	if ok {
		res = "critical"
	}
	resID := "res.nocritical"
	if ok {
		resID = "res.critical"
	}
	r.Say(rollMsg(purpose("critical"), msg("roll.above", engine.Int("n", s.Size)), msg(resID)))
	r.Record(fmt.Sprintf("> %d", s.Size), res)
	return ok
}

// tally scores the factors the enemy of the ships' side lost: VP to the
// side that sank them, and the per-side loss tally.
func (g *Game) tally(ships []*Ship, before map[string]int, by int, rule string) {
	lost := 0
	var side int
	for _, s := range ships {
		d := before[s.ID] - s.NF()
		if d > 0 && s.Class == TR {
			// Transports are not naval factors (20.1): counted apart, a
			// VP each to the side that sank them (as a one-factor ship).
			tside := g.force(s.Force).Side
			g.S.TransportsLost[tside] += d
			g.S.VP[by] += d
			g.say("event", rule, s.ID, msg("log.transportslost", g.seatArg("side", tside), engine.Int("n", d), g.seatArg("by", by)),
				"%s loses %d transports (%d VP to %s)", g.Sc.Seats[tside], d, d, g.Sc.Seats[by])
			d = 0
		}
		if d > 0 {
			lost += d
			side = g.force(s.Force).Side
		}
		if s.Sunk && s.Force != "" {
			// Named by its size before the hits: a light group sunk to 0
			// factors read "CA 0 sunk".
			was := *s
			if was.Size <= 0 {
				was.Size = before[s.ID]
			}
			g.sayEvent(rule, engine.Event{Type: "sunk", Unit: s.ID, Data: vpEvent{Side: by, VP: 0, NF: before[s.ID]}}, msg("log.sunk", engine.Text("ship", was.String())), "%s sunk", was.String())
			s.Force = ""
		}
	}
	if lost > 0 {
		g.S.LostNF[side] += lost
		g.S.VP[by] += lost
		if g.S.Battle != nil {
			g.S.Battle.Lost[side] += lost
		}
		g.sayEvent(rule, engine.Event{Type: "loss", Data: vpEvent{Side: by, VP: lost, NF: lost}}, msg("log.loss", g.seatArg("side", side), engine.Int("nf", lost), g.seatArg("by", by)), "%s loses %d naval factors (%d VP to %s)", g.Sc.Seats[side], lost, lost, g.Sc.Seats[by])
	}
}

// portStrike is a carrier strike on the ships in an enemy port (21.55,
// 23.411, 23.6): the carriers' NAS against the port's air, then the air
// defence of the port and its ships.
func (g *Game) portStrike(fo *Force, area string) {
	var cvs []string
	nas := 0
	for _, s := range g.ShipsOf(fo.ID) {
		if s.Carrier() && !s.Damaged {
			cvs = append(cvs, s.ID)
			nas += s.NAS
		}
	}
	var targets []*Ship
	for i := range g.S.Forces {
		e := &g.S.Forces[i]
		if e.Side != fo.Side && !e.AtSea && e.Port == area {
			targets = append(targets, g.ShipsOf(e.ID)...)
		}
	}
	if len(targets) == 0 || nas == 0 {
		g.say("event", "23.6", fo.ID, msg("log.noships", g.forceArg("force", fo), g.areaArg("area", area)), "%s finds no ships in %s", fo.Name, g.Map.Area(area).Name)
		return
	}
	st := &Strike{Side: fo.Side, Nation: g.Sc.Nations[fo.Side], NAS: nas, Carriers: cvs, Hex: area, Targets: targets, InPort: true}
	for i := range g.S.Air {
		b := &g.S.Air[i]
		if b.Side != fo.Side && b.Area == area && b.AAF > 0 {
			st.Cover += b.AAF // 23.411: only air in the hex defends
			st.CoverBases = append(st.CoverBases, b.ID)
		}
	}
	g.airStrike(st)
}

// RaidMay reports whether a ship may answer a raid-table d6 for the
// defender's extra engagers (21.5343): 1 a CA or a fast 2-factor ship; 2 a
// CA, a 2–3-factor ship or a fast 3; 3 a 3-factor ship or a fast 4; 4 a
// 4-factor ship or a fast 5; 5 a 5-factor ship or a fast carrier; 6 any.
func RaidMay(d6 int, s *Ship) bool {
	bb := s.Class == BB
	f := s.IsFast()
	switch d6 {
	case 1:
		return s.Class == CA || bb && f && s.Size == 2
	case 2:
		return s.Class == CA || bb && (s.Size == 2 || s.Size == 3) || bb && f && s.Size == 3
	case 3:
		return bb && s.Size == 3 || bb && f && s.Size == 4
	case 4:
		return bb && s.Size == 4 || bb && f && s.Size == 5
	case 5:
		return bb && s.Size == 5 || s.Carrier() && f
	}
	return s.Class != SS && s.Class != TR
}

// raidPool is the defender's ships that may engage a raid in the box
// (21.5343): not used or returned this phase (forces in also, whose
// ships engaged this raid's first round), at sea only on patrol, within
// the leg of the box; no subs or transports.
func (g *Game) raidPool(def int, box string, also map[string]bool, not map[string]bool) (pool []*Ship, carrier bool) {
	for i := range g.S.Forces {
		e := &g.S.Forces[i]
		if e.Side != def || e.Used || e.Returned && !also[e.ID] || e.AtSea && e.Patrol == "" || g.Map.Dist(e.At, box) > g.Map.Leg {
			continue
		}
		for _, s := range g.ShipsOf(e.ID) {
			if s.Class == SS || s.Class == TR || not[s.ID] {
				continue
			}
			pool = append(pool, s)
			carrier = carrier || s.Operative()
		}
	}
	return pool, carrier
}

// raidBattle gathers the engagers into one group for the battle (22.372:
// one CG a side); they go back to their forces after it (stepRaidEnd).
func (g *Game) raidBattle(fo *Force, o *Op, eng []*Ship, round int) {
	def := 1 - fo.Side
	id := g.newID("raid-defence-")
	g.S.Forces = append(g.S.Forces, Force{ID: id, Side: def, Name: "Raid defence", NameMsg: msg("force.raiddefence"), Port: g.force(eng[0].Force).Port, At: o.Target, AtSea: true})
	for _, s := range eng {
		if s.Home == "" {
			s.Home = s.Force
		}
		s.Force = id
	}
	g.startBattle(o.Target, []string{fo.ID}, []string{id}, def, o.N, -1, engine.Frame{Op: opRaidEnd, A: o.N, B: round, S: id})
	g.S.Battle.Raid = round
}

// stepRaidEnd sends the engagers home and, after the first round, lets
// raiders that did not fight attack the transports (22.372 step 4) and
// sends the raiders home (21.537, raidHome).
func stepRaidEnd(g *Game, f *engine.Frame) {
	o := &g.S.Ops[f.A]
	var kept, damaged []*Ship
	engaged := map[string]bool{}
	afloat := 0
	for i := range g.S.Ships {
		s := &g.S.Ships[i]
		if s.Home != "" && (s.Force == f.S || s.Sunk) {
			engaged[s.Home] = true
			if !s.Sunk {
				afloat++
				s.Force = s.Home
				if !s.Damaged {
					kept = append(kept, s)
				} else {
					damaged = append(damaged, s)
				}
			}
			s.Home = ""
			if fo := g.force(s.Force); fo != nil {
				fo.Returned = true
			}
		}
	}
	tmp := g.force(f.S)
	tmp.At, tmp.AtSea = tmp.Port, false
	fo := g.force(o.Force)
	if f.B == 2 || len(g.ShipsOf(fo.ID)) == 0 {
		return
	}
	// 21.5362: any engager still afloat, even damaged, blocks the attack
	// on the transports; if every one was sunk, the raiders that did not
	// fight (read: the undamaged ones) attack.
	if afloat == 0 && !o.Stopped {
		var fresh []*Ship
		for _, s := range g.ShipsOf(fo.ID) {
			if !s.Damaged {
				fresh = append(fresh, s)
			}
		}
		g.raidAttack(fo, fresh)
	}
	g.raidHome(fo, o, kept, damaged, engaged)
}

// raidAttack: one roll per fleet on the Naval Attack Table against the
// transports (21.5362): carriers fly one air raid, the ships fire once.
func (g *Game) raidAttack(fo *Force, ships []*Ship) {
	def := 1 - fo.Side
	ff, nas := 0, 0
	for _, s := range ships {
		if s.Carrier() {
			nas += s.NAS
		} else {
			ff += s.UndamagedNF()
		}
	}
	h := 0
	if ff > 0 {
		ar := g.Roll2D6("raid on transports", "21.5362", fo.ID, engine.Mod(lowestDRM(ships), "raider nationality", "22.552A"))
		n := FleetHits(ff, ar.Total)
		ar.Say(rollMsg(purpose("raidattack"), msg("roll.ff", engine.Int("n", ff)), msg("res.transports", engine.Int("n", n))))
		ar.Record(fmt.Sprintf("%d fleet factors", ff), fmt.Sprintf("%d transports hit", n))
		h += n
	}
	if nas > 0 {
		ar := g.Roll2D6("air raid on transports", "21.5362", fo.ID, engine.Mod(AirDRM(g.Sc.Nations[fo.Side]), "air nationality", "23.441A"))
		n := AirHits(nas, ar.Total)
		ar.Say(rollMsg(purpose("raidair"), msg("roll.nas", engine.Int("n", nas)), msg("res.transports", engine.Int("n", n))))
		ar.Record(fmt.Sprintf("%d NAS", nas), fmt.Sprintf("%d transports hit", n))
		h += n
	}
	h = g.hitTransports(def, h, "21.5362")
	vp := h * g.Sc.Raid[fo.Side]
	g.S.VP[fo.Side] += vp
	if g.Sc.Params.DamageTransports {
		g.sayEvent("21.53", engine.Event{Type: "raid", Sub: fo.ID, Data: vpEvent{Side: fo.Side, VP: vp}}, msg("log.raidhit", g.forceArg("force", fo), engine.Int("n", h), engine.Int("vp", vp)), "%s damages %d transports: %d VP", fo.Name, h, vp)
		return
	}
	g.sayEvent("21.53", engine.Event{Type: "raid", Sub: fo.ID, Data: vpEvent{Side: fo.Side, VP: vp}}, msg("log.raid", g.forceArg("force", fo), engine.Int("n", h), engine.Int("vp", vp)), "%s sinks %d transports: %d VP", fo.Name, h, vp)
}
