package naval

import (
	"sort"
	"strings"

	"periscope/game/dice"
	"periscope/game/engine"
)

// The naval chapters lean on the rest of the grand-strategic game: sea
// supply (30.36), oil (33, 21.7), construction (27), port attacks (21.44,
// a research result), ASW units (20.8) and the strategic-warfare boxes
// (25). None of their tables is in the seed. Each is a scenario parameter
// here, with its meaning in assets/data/naval/DATA.md.

// Arrival is a force that joins a scenario on a turn (construction, 27,
// and the ships that came from other theatres or from the yards).
type Arrival struct {
	Turn  int       `json:"turn"`
	Force ForceSpec `json:"force"`
	// Note is where the fact comes from (provenance).
	Note string `json:"note,omitempty"`
}

// SWBox is what each side holds in the scenario's strategic-warfare box
// (20.71, 20.8, 25): sub factors at war on the transports and ASW
// factors hunting them, and the VP each transport sunk there is worth.
type SWBox struct {
	Subs [2]int `json:"subs"`
	ASW  [2]int `json:"asw"`
	VP   [2]int `json:"vp"`
}

// ---------------------------------------------------------------- 27 construction

// arrivals brings in the forces due this turn (27): at their port if
// their side still holds it, else at the side's nearest port.
func (g *Game) arrivals() {
	for _, a := range g.Sc.Arrivals {
		if a.Turn != g.S.Turn {
			continue
		}
		fs := a.Force
		port := fs.Port
		if g.portSide(port) != fs.Side {
			best, bd := "", 1<<30
			for _, p := range g.S.Ports {
				if p.Side == fs.Side && g.Map.Dist(port, p.Area) < bd {
					best, bd = p.Area, g.Map.Dist(port, p.Area)
				}
			}
			if best == "" {
				continue
			}
			port = best
		}
		g.S.Forces = append(g.S.Forces, Force{ID: fs.ID, Side: fs.Side, Name: fs.Name, Port: port, At: port})
		for _, sh := range fs.Ships {
			sh.Force = fs.ID
			if sh.Class == CV && sh.NAS == 0 {
				sh.NAS = sh.Size
			}
			g.S.Arrived[fs.Side] += sh.Size
			g.S.Ships = append(g.S.Ships, sh)
		}
		g.sayEvent("27", engine.Event{Type: "arrival", Sub: fs.ID, Area: port},
			msg("log.arrives", engine.Nested("force", DataName(fs.Name)), g.areaArg("area", port)), "%s arrives at %s", fs.Name, g.Map.Area(port).Name)
	}
}

// ---------------------------------------------------------------- 33, 21.7 oil

// recoverForces flips the withdrawn forces face up at the end of the turn
// (21.7). With an oil limit (Params.Oil, 33.7) a side flips only that many,
// the largest first (the owner's choice, made for him); the others stay
// withdrawn through the next turn.
func (g *Game) recoverForces() {
	var used [2][]*Force
	for i := range g.S.Forces {
		fo := &g.S.Forces[i]
		if fo.Used {
			used[fo.Side] = append(used[fo.Side], fo)
		}
	}
	for side := 0; side < 2; side++ {
		fs := used[side]
		limit := g.Sc.Params.Oil[side]
		if limit <= 0 || len(fs) <= limit {
			for _, fo := range fs {
				fo.Used = false
			}
			continue
		}
		sort.SliceStable(fs, func(i, j int) bool { return g.ForceNF(fs[i].ID) > g.ForceNF(fs[j].ID) })
		var short []string
		var shortArgs []engine.Arg
		for i, fo := range fs {
			if i < limit {
				fo.Used = false
			} else {
				short = append(short, fo.Name)
				shortArgs = append(shortArgs, g.forceArg("a", fo))
			}
		}
		g.say("event", "33.7", "", msg("log.oilshort", g.seatArg("side", side), engine.Int("oil", limit), listArg("forces", shortArgs)),
			"%s has oil for %d forces: %s stay withdrawn", g.Sc.Seats[side], limit, strings.Join(short, ", "))
	}
}

// ---------------------------------------------------------------- 30.36 sea supply

// supplyRoutes are the side's sea-supply routes still open (30.36): the
// convoy routes marked supply to a port it holds, with runs left.
func (g *Game) supplyPorts(side int) []string {
	var out []string
	for _, c := range g.Sc.Convoys {
		if c.Side != side || !c.Supply || g.portSide(c.To) != side || c.Max > 0 && g.S.Runs[c.ID] >= c.Max {
			continue
		}
		if !strings.Contains(","+strings.Join(out, ",")+",", ","+c.To+",") {
			out = append(out, c.To)
		}
	}
	return out
}

// checkSupply ends the phasing side's player turn's sea supply (30.36):
// a port its supply routes serve that no supply convoy reached this turn
// is out of supply, hence not operative (22.232C: −2 interception dice; no
// anchor for ranges, 21.36), until a convoy arrives.
func (g *Game) checkSupply(side int) {
	for _, port := range g.supplyPorts(side) {
		reached := false
		for _, o := range g.S.Ops {
			if o.Side == side && o.Kind == OpConvoy && o.Done && o.Target == port {
				reached = true
			}
		}
		p := g.port(port)
		switch {
		case reached && p.OutOfSupply:
			p.OutOfSupply = false
			g.say("event", "30.36", "", msg("log.supplied", g.areaArg("port", port)), "%s is supplied again", g.Map.Area(port).Name)
		case !reached && !p.OutOfSupply:
			p.OutOfSupply = true
			g.say("event", "30.36", "", msg("log.unsupplied", g.areaArg("port", port)), "no supply reached %s: its port is not operative", g.Map.Area(port).Name)
		}
	}
}

// ---------------------------------------------------------------- 21.44 port attacks

// portAttackTargets are the enemy ports with ships in them, within range
// of a port of the side (21.44).
func (g *Game) portAttackTargets(side int) []string {
	if g.Sc.Params.PortAttacks[side]-g.S.PortAttacksUsed[side] <= 0 {
		return nil
	}
	var out []string
	for _, p := range g.S.Ports {
		if p.Side == side || len(g.portShips(p.Area, 1-side)) == 0 {
			continue
		}
		for _, q := range g.S.Ports {
			if q.Side == side && g.Map.Dist(q.Area, p.Area) <= g.Map.Range {
				out = append(out, p.Area)
				break
			}
		}
	}
	return out
}

// portShips are a side's ships in port at area, the largest first.
func (g *Game) portShips(area string, side int) []*Ship {
	var out []*Ship
	for i := range g.S.Forces {
		fo := &g.S.Forces[i]
		if fo.Side == side && !fo.AtSea && fo.Port == area {
			for _, s := range g.ShipsOf(fo.ID) {
				if s.Class != SS && s.Class != TR {
					out = append(out, s)
				}
			}
		}
	}
	sort.SliceStable(out, func(i, j int) bool {
		if out[i].Named() != out[j].Named() {
			return out[i].Named()
		}
		return out[i].Size > out[j].Size
	})
	return out
}

// PortAttack reads Periscope's Port Attack Table (21.44; the table is not
// in the seed): modified 2d6 ≤7 nothing (the attackers are caught), 8–9
// one ship damaged, 10–11 two ships damaged, 12+ the largest sunk and the
// next damaged. It returns the ships damaged and sunk.
func PortAttack(total int) (damaged, sunk int) {
	switch {
	case total <= 7:
		return 0, 0
	case total <= 9:
		return 1, 0
	case total <= 11:
		return 2, 0
	}
	return 1, 1
}

// portAttack is a side's special attack on the ships in an enemy port
// (21.44: human torpedoes, midget subs), one of the attacks its research
// gave it (Params.PortAttacks, each used once, 21.442). Announced with its
// DRMs, rolled at once: +1 for more codebreaking cards (decrypts), −1
// against a port of air-defence level 3 or more (nets and patrols).
func (g *Game) portAttack(side int, area string) {
	g.S.PortAttacksUsed[side]++
	var mods []dice.Mod
	if g.Sc.Params.Cards[side] > g.Sc.Params.Cards[1-side] {
		mods = append(mods, engine.Mod(1, "decrypts", "21.44"))
	}
	if p := g.port(area); p != nil && p.Defence >= 3 {
		mods = append(mods, engine.Mod(-1, "harbour defences", "21.44"))
	}
	r := g.Roll2D6("port attack", "21.44", area, mods...)
	dmg, sunk := PortAttack(r.Total)
	ships := g.portShips(area, 1-side)
	before := map[string]int{}
	for _, s := range ships {
		before[s.ID] = s.NF()
	}
	var hit []string
	for i, s := range ships {
		switch {
		case i < sunk:
			hitNamedOrLight(s, true)
		case i < sunk+dmg:
			hitNamedOrLight(s, false)
		default:
			continue
		}
		hit = append(hit, s.String())
	}
	res := "no effect"
	if len(hit) > 0 {
		res = strings.Join(hit, ", ")
	}
	r.Say(rollMsg(purpose("portattack"), msg("roll.port", g.areaArg("port", area)), msg("res.portattack", engine.Int("dmg", dmg), engine.Int("sunk", sunk))))
	r.Record(g.Map.Area(area).Name, res)
	g.tally(ships, before, side, "21.44")
}

// hitNamedOrLight damages (or sinks) one ship in port: a named ship by
// 20.511, a light one loses half its factors (rounded up) or all.
func hitNamedOrLight(s *Ship, sink bool) {
	if s.Named() {
		if sink {
			hitNamed(s, s.Size)
		} else {
			hitNamed(s, s.Size-1)
		}
		return
	}
	if sink {
		s.Sunk = true
		return
	}
	hitLights([]*Ship{s}, max(1, (s.Size+1)/2))
}

// ---------------------------------------------------------------- 25, 20.8 the SW box

// swCombat is the war in the SW box at the end of each turn (25; its
// tables are not in the seed): each side's sub factors there attack the
// enemy's transports, its ASW factors hunt the enemy's subs. Periscope's
// table: a sub factor sinks a transport on a modified 2d6 of 11 or more
// (the sub/ASW research difference, 22.9431, and −1 per 3 enemy ASW
// factors, 20.8); every 3 ASW factors (rounded up) sink a sub factor on
// 12 or more (the ASW/sub research difference).
func (g *Game) swCombat() {
	box := g.Sc.SW
	if box == nil || g.S.SWSubs == nil {
		return
	}
	var sunkSubs [2]int
	for side := 0; side < 2; side++ {
		for i := 0; i < g.S.SWSubs[side]; i++ {
			if g.S.Transports[1-side] <= 0 {
				break
			}
			mods := []dice.Mod{
				engine.Mod(clamp(g.Sc.Params.SubTech[side]-g.Sc.Params.ASWTech[1-side], -2, 2), "sub and ASW research", "22.9431"),
				engine.Mod(-box.ASW[1-side]/3, "enemy ASW in the box", "20.8"),
			}
			r := g.Roll2D6("SW sub attack", "25", g.Sc.Seats[side], mods...)
			hit := r.Total >= 11
			if hit {
				g.hitTransports(1-side, 1, "25")
				g.S.VP[side] += box.VP[side]
			}
			res, resEN := map[bool]string{true: "res.swsubhit", false: "res.swmiss"}[hit], map[bool]string{true: "a transport sunk", false: "no sinking"}[hit]
			if hit && g.Sc.Params.DamageTransports {
				res, resEN = "res.swsubdamaged", "a transport damaged" // 20.66
			}
			r.Say(rollMsg(purpose("swsub"), msg("roll.atleast", engine.Int("n", 11)), msg(res)))
			r.Record("11+", resEN)
		}
		if box.ASW[side] > 0 && g.S.SWSubs[1-side] > 0 {
			for i := 0; i < ceilDiv(box.ASW[side], 3); i++ {
				mods := []dice.Mod{engine.Mod(clamp(g.Sc.Params.ASWTech[side]-g.Sc.Params.SubTech[1-side], -2, 2), "ASW and sub research", "22.9431")}
				r := g.Roll2D6("SW ASW attack", "25", g.Sc.Seats[side], mods...)
				hit := r.Total >= 12 && g.S.SWSubs[1-side]-sunkSubs[1-side] > 0
				if hit {
					sunkSubs[1-side]++
				}
				r.Say(rollMsg(purpose("swasw"), msg("roll.atleast", engine.Int("n", 12)), msg(map[bool]string{true: "res.swaswhit", false: "res.swmiss"}[hit])))
				r.Record("12+", map[bool]string{true: "a sub factor sunk", false: "no sinking"}[hit])
			}
		}
	}
	for side := 0; side < 2; side++ {
		g.S.SWSubs[side] -= sunkSubs[side]
	}
}

// aswSurplus is the side's ASW factors in the SW box above the enemy subs
// entitled there (22.9434): from the box when the scenario has one, else
// the parameter.
func (g *Game) aswSurplus(side int) int {
	if g.Sc.SW != nil && g.S.SWSubs != nil {
		return max(0, g.Sc.SW.ASW[side]-g.S.SWSubs[1-side])
	}
	return g.Sc.Params.ASWSurplus[side]
}
