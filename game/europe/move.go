package europe

import (
	"fmt"
	"sort"
	"strings"

	"periscope/game/engine"
)

// Movement [7.2, 9, 13.2]: the move menu asks, in small steps, where from,
// which units, where to and how many; the legal destinations come from
// dests, which applies every movement rule.

// classOf is how the move menu groups units in a space: the type, with
// "/cargo" for land units aboard a transport and "/loaded" for a transport
// with cargo (so "move 1 transport" cannot send the empty one where the
// loaded one was meant to go, or the reverse).
func (s *State) classOf(u *Unit) string {
	if u.On != 0 && u.Type != Fighter {
		return u.Type + "/cargo"
	}
	if u.Type == Transport && s.aboard(u.ID, "") > 0 {
		return u.Type + "/loaded"
	}
	return u.Type
}

func (g *Game) moveRange(u *Unit) int { return g.D.Type(u.Type).Move - u.Moved }

// movable reports whether u may move in this step.
func (g *Game) movable(u *Unit, combat bool) bool {
	s := g.S
	if u.Owner != s.Active() && !g.meGun(u, combat) || u.Done || u.Submerged || u.Cargo {
		return false
	}
	if combat && u.Attacking {
		return false
	}
	if u.On != 0 && u.Type != Fighter { // cargo: may only unload
		return true
	}
	if combat && u.Type == AAGun { // [13.2]
		return false
	}
	if u.Type == AAGun && s.Captured[u.At] {
		return false
	}
	if !combat && u.Attacking && g.D.Type(u.Type).Domain == "land" {
		return false
	}
	return g.moveRange(u) > 0
}

// Dest is a legal destination: the space, the moves it costs, and the
// enemy AA territories overflown on the way [A9]; Kind is "move", "load",
// "unload", "raid" or "escort".
type Dest struct {
	To   string
	Cost int
	AA   []string
	Path []string
	Kind string
}

// Dests lists u's legal destinations in this step.
func (g *Game) Dests(u *Unit, combat bool) []Dest {
	if !g.movable(u, combat) {
		return nil
	}
	switch {
	case u.On != 0 && u.Type != Fighter:
		return g.unloadDests(u, combat)
	case g.D.Type(u.Type).Domain == "land":
		return g.landDests(u, combat)
	case g.D.Type(u.Type).Domain == "sea":
		return g.seaDests(u, combat)
	}
	return g.airDests(u, combat)
}

// enemyLand: a territory controlled by an enemy of p.
func (g *Game) enemyLand(id string, p Power) bool {
	c := g.S.Control[id]
	return c != "" && c.Enemy(p)
}

func (g *Game) emptyOfUnits(id string) bool {
	for i := range g.S.Units {
		if g.S.Units[i].At == id {
			return false
		}
	}
	return true
}

// landDests: land moves through friendly territory; in the combat move a
// land unit stops on entering enemy territory, except a tank blitzing
// through a totally empty one [7.2, 13.2, A31]; loading onto a transport
// in an adjacent zone uses the whole move [8.1, 13.2, A35].
func (g *Game) landDests(u *Unit, combat bool) []Dest {
	s, d := g.S, g.D
	p := u.Owner
	type node struct {
		id   string
		cost int
		path []string
	}
	seen := map[string]bool{u.At: true}
	var out []Dest
	q := []node{{u.At, 0, nil}}
	for len(q) > 0 {
		n := q[0]
		q = q[1:]
		if n.cost >= g.moveRange(u) {
			continue
		}
		for _, nb := range d.Neighbours(n.id) {
			if nb.Sea() || nb.Neutral || seen[nb.ID] {
				continue
			}
			path := append(append([]string(nil), n.path...), nb.ID)
			if s.friendlyLand(nb.ID, p) {
				seen[nb.ID] = true
				out = append(out, Dest{To: nb.ID, Cost: n.cost + 1, Path: path, Kind: "move"})
				q = append(q, node{nb.ID, n.cost + 1, path})
				continue
			}
			if !combat {
				continue
			}
			seen[nb.ID] = true
			out = append(out, Dest{To: nb.ID, Cost: n.cost + 1, Path: path, Kind: "move"})
			if u.Type == Tank && g.blitzable(nb.ID, p) {
				q = append(q, node{nb.ID, n.cost + 1, path}) // blitz [13.2]
			}
		}
	}
	if u.Moved == 0 && !u.Unloaded && (!combat || s.on("load-in-combat")) {
		for _, nb := range d.Neighbours(u.At) {
			if nb.Sea() && !s.hasEnemy(nb.ID, p) && g.transportFor(u, nb.ID) != 0 {
				out = append(out, Dest{To: nb.ID, Cost: g.D.Type(u.Type).Move, Path: []string{nb.ID}, Kind: "load"})
			}
		}
	}
	if combat && s.on("blitz-enemy-only") {
		// A move through empty enemy territory must end in enemy territory [A31].
		kept := out[:0]
		for _, x := range out {
			blitzed := false
			for _, st := range x.Path[:len(x.Path)-1] {
				blitzed = blitzed || g.enemyLand(st, p)
			}
			if !blitzed || g.enemyLand(x.To, p) {
				kept = append(kept, x)
			}
		}
		out = kept
	}
	return out
}

// fits reports whether a transport with the given cargo can take one
// more unit of type t [13.2, A29].
func (g *Game) fits(transport int, t string) bool {
	var cargo []string
	for i := range g.S.Units {
		if g.S.Units[i].On == transport {
			cargo = append(cargo, g.S.Units[i].Type)
		}
	}
	if g.S.on("transport-one-tank") {
		if t == Tank {
			return len(cargo) == 0
		}
		return len(cargo) < 2 && (len(cargo) == 0 || cargo[0] != Tank)
	}
	if len(cargo) >= 2 {
		return false
	}
	return len(cargo) == 0 || cargo[0] == Infantry || t == Infantry
}

// loadedOn reports whether a unit boarded transport id this turn.
func (g *Game) loadedOn(id int) bool {
	for i := range g.S.Units {
		if g.S.Units[i].On == id && g.S.Units[i].Loaded {
			return true
		}
	}
	return false
}

// transportFor finds a transport in zone that u may board: its owner's
// or an ally's (allied cargo takes three turns [8.2]), not done (a
// transport that unloaded after its battle loads nothing more), with room.
// A transport that fought may still load; it does not move again, and
// then unloads nothing this turn [8.1, 13.2].
func (g *Game) transportFor(u *Unit, zone string) int {
	best := 0
	for i := range g.S.Units {
		t := &g.S.Units[i]
		if t.At != zone || t.Type != Transport || !t.Owner.Friendly(u.Owner) || t.Done || t.Trapped == zone {
			continue
		}
		if g.fits(t.ID, u.Type) && (best == 0 || t.Owner == u.Owner) {
			best = t.ID
			if t.Owner == u.Owner {
				break
			}
		}
	}
	return best
}

// unloadDests: cargo goes ashore in an adjacent territory: friendly ones,
// or in the combat move an enemy one (amphibious assault [8.1]). Cargo
// loaded this turn unloads only from its owner's transport that did not
// fight ("bridge" [13.2]); a transport unloads in one place.
func (g *Game) unloadDests(u *Unit, combat bool) []Dest {
	s := g.S
	tr := s.unit(u.On)
	if tr == nil || tr.Type != Transport {
		return nil
	}
	if u.Loaded && (tr.Owner != u.Owner || tr.Fought) || tr.Retreated || tr.Trapped == u.At {
		return nil
	}
	if tr.Fought && g.loadedOn(tr.ID) {
		return nil // after a battle a transport loads or unloads, not both [8.1, 13.2]
	}
	var out []Dest
	for _, nb := range g.D.Neighbours(u.At) {
		if nb.Sea() || nb.Neutral {
			continue
		}
		if tr.Done && tr.From != "" && tr.From != nb.ID {
			continue
		}
		enemyZone := s.hasEnemy(u.At, u.Owner)
		if s.friendlyLand(nb.ID, u.Owner) && !enemyZone {
			out = append(out, Dest{To: nb.ID, Cost: 1, Path: []string{nb.ID}, Kind: "unload"})
		} else if combat && g.enemyLand(nb.ID, u.Owner) {
			out = append(out, Dest{To: nb.ID, Cost: 1, Path: []string{nb.ID}, Kind: "unload"})
		}
	}
	return out
}

// seaDests: ships move through sea zones, stopping on entering one with
// surfaced enemy units [7.2, A10]; in the non-combat move only into
// friendly zones [9, A23]. Ships that fought do not move [13.2].
func (g *Game) seaDests(u *Unit, combat bool) []Dest {
	s, d := g.S, g.D
	if u.Fought {
		return nil
	}
	type node struct {
		id   string
		cost int
		path []string
	}
	seen := map[string]bool{u.At: true}
	var out []Dest
	q := []node{{u.At, 0, nil}}
	for len(q) > 0 {
		n := q[0]
		q = q[1:]
		if n.cost >= g.moveRange(u) {
			continue
		}
		for _, nb := range d.Neighbours(n.id) {
			if !nb.Sea() || seen[nb.ID] {
				continue
			}
			seen[nb.ID] = true
			path := append(append([]string(nil), n.path...), nb.ID)
			enemy := s.hasEnemy(nb.ID, u.Owner)
			stop := enemy || !s.on("submerged-open") && s.hasSubmerged(nb.ID, u.Owner) // [A14]
			if !combat && !s.friendlySea(nb.ID, u.Owner) {
				continue
			}
			if enemy && u.Type == Transport && (!g.escorted(nb.ID, u.Owner) || u.Trapped != "") {
				continue
			}
			out = append(out, Dest{To: nb.ID, Cost: n.cost + 1, Path: path, Kind: "move"})
			if !stop || !s.on("ships-stop") { // [A10] off: ships sail through enemy zones
				q = append(q, node{nb.ID, n.cost + 1, path})
			}
		}
	}
	return out
}

// escorted: p already has warships attacking in zone (a transport joins a
// sea battle only beside them).
func (g *Game) escorted(zone string, p Power) bool {
	for _, u := range g.S.Units {
		if u.At == zone && u.Owner == p && u.Type != Transport && g.D.Type(u.Type).Domain == "sea" {
			return true
		}
	}
	return false
}

// landingSpots lists where an aircraft of p may end the turn: friendly
// territory not captured this turn, and for fighters zones with a
// friendly carrier with room [9, 13.2, A15].
func (g *Game) landingSpots(u *Unit) []string {
	s := g.S
	var out []string
	for _, sp := range g.D.Spaces {
		if sp.Sea() {
			if !s.on("land-no-landing-only") && contains2(s.Fought, sp.ID) {
				continue // no landing where a battle took place, carriers included [7.4, A15 off]
			}
			if u.Type == Fighter && g.carrierRoom(sp.ID, u.Owner, u.ID) > 0 {
				out = append(out, sp.ID)
			}
			continue
		}
		if s.friendlyLand(sp.ID, u.Owner) && !s.Captured[sp.ID] && !(s.StartControl[sp.ID] != "" && !s.StartControl[sp.ID].Friendly(u.Owner)) {
			out = append(out, sp.ID)
		}
	}
	return out
}

// carrierRoom counts free fighter places on friendly carriers in zone
// (not counting fighter self).
func (g *Game) carrierRoom(zone string, p Power, self int) int {
	room := 0
	for i := range g.S.Units {
		c := &g.S.Units[i]
		if c.At == zone && c.Type == Carrier && c.Owner.Friendly(p) {
			room += 2
			for j := range g.S.Units {
				if g.S.Units[j].On == c.ID && g.S.Units[j].ID != self {
					room--
				}
			}
		}
	}
	return room
}

// airDests: aircraft fly over land and sea but never neutrals [5]; in the
// combat move they attack enemy spaces (bombers may raid an enemy IC,
// fighters escort a raid [8.3]) and only where a landing stays in reach
// (no suicide runs [13.2]); in the non-combat move they land.
func (g *Game) airDests(u *Unit, combat bool) []Dest {
	s, d := g.S, g.D
	r := g.moveRange(u)
	spots := g.landingSpots(u)
	var out []Dest
	for _, sp := range d.Spaces {
		if sp.Neutral || sp.ID == u.At {
			continue
		}
		dist := g.airDist(u.At, sp.ID)
		if dist > r {
			continue
		}
		if !combat {
			for _, l := range spots {
				if l == sp.ID {
					dst := Dest{To: sp.ID, Cost: dist, Kind: "move"}
					if u.Out {
						// AA fires at aircraft retreating from a battle on their
						// way to land, though not in a non-combat move [A9, A11, 9].
						dst.AA = g.overflight(u, sp.ID, dist)
					}
					out = append(out, dst)
				}
			}
			continue
		}
		raidable := !sp.Sea() && sp.IC && g.enemyLand(sp.ID, u.Owner)
		target := (sp.Sea() && s.hasEnemy(sp.ID, u.Owner)) || (!sp.Sea() && g.enemyLand(sp.ID, u.Owner) && !g.emptyOfUnits(sp.ID)) ||
			raidable && (u.Type == Bomber || g.raiding(sp.ID, u.Owner))
		if !target {
			continue
		}
		reach := false
		for _, l := range spots {
			if g.airDist(sp.ID, l) <= r-dist {
				reach = true
				break
			}
		}
		if !reach {
			continue
		}
		aa := g.overflight(u, sp.ID, dist)
		kind := "move"
		if raidable {
			if u.Type == Bomber {
				out = append(out, Dest{To: sp.ID, Cost: dist, AA: aa, Kind: "raid"})
			} else if g.raiding(sp.ID, u.Owner) {
				out = append(out, Dest{To: sp.ID, Cost: dist, AA: aa, Kind: "escort"})
			}
		}
		if !g.emptyOfUnits(sp.ID) || sp.Sea() {
			out = append(out, Dest{To: sp.ID, Cost: dist, AA: aa, Kind: kind})
		}
	}
	return out
}

func (g *Game) raiding(id string, p Power) bool {
	for _, u := range g.S.Units {
		if u.At == id && u.Owner == p && u.Raid && u.Type == Bomber {
			return true
		}
	}
	return false
}

// overflight finds the shortest route of at most dist moves that crosses
// the fewest territories with enemy AA, and returns those territories
// (the target itself is not overflown) [7.2, A9].
func (g *Game) overflight(u *Unit, to string, dist int) []string {
	if !g.S.on("aa-overflight") || dist <= 1 {
		return nil
	}
	d := g.D
	hasAA := func(id string) bool {
		for _, x := range g.S.Units {
			if x.At == id && x.Type == AAGun && x.Owner.Enemy(u.Owner) {
				return true
			}
		}
		return false
	}
	type best struct {
		n    int
		path []string
	}
	layer := map[string]best{u.At: {0, nil}}
	for step := 1; step < dist; step++ {
		next := map[string]best{}
		for id, b := range layer {
			for _, nb := range d.Spaces {
				if nb.Neutral || g.airDist(id, nb.ID) != 1 || g.airDist(nb.ID, to) > dist-step {
					continue
				}
				n := b.n
				path := b.path
				if !nb.Sea() && hasAA(nb.ID) {
					n++
					path = append(append([]string(nil), path...), nb.ID)
				}
				if o, ok := next[nb.ID]; !ok || n < o.n {
					next[nb.ID] = best{n, path}
				}
			}
		}
		layer = next
	}
	var pick *best
	for id, b := range layer {
		if g.airDist(id, to) == 1 || id == to {
			bb := b
			if pick == nil || bb.n < pick.n {
				pick = &bb
			}
		}
	}
	if pick == nil {
		return nil
	}
	sort.Strings(pick.path)
	return pick.path
}

// ---------------------------------------------------------------- the menu

// stepMove is the move menu of the combat move (A=1) [7.2] and the
// non-combat move (A=0) [9]: Area is the space moved from, S the unit
// class, Sub the destination and kind ("to:kind"), then the count.
func stepMove(g *Game, f *engine.Frame) {
	s := g.S
	p := s.Active()
	combat := f.A == 1
	if combat {
		s.Phase = "combat move"
	} else {
		s.Phase = "non-combat move"
	}
	rule := "9"
	if combat {
		rule = "7.2"
	}
	seat := g.seat(p)
	back := engine.Option{Key: "back", Label: "Back", LabelMsg: m("europe.opt.back")}
	again := engine.Frame{Op: opMove, A: f.A}
	switch {
	case f.Area == "":
		if f.Ans == nil {
			opts := g.fromOptions(combat)
			opts = append(opts, engine.Option{Key: "end", Label: "End the move", LabelMsg: m("europe.opt.end-move")})
			g.Ask(f, engine.Prompt{Kind: map[bool]string{true: "combat-move", false: "move"}[combat], Seat: seat, Rule: rule,
				Text: fmt.Sprintf("%s, %s: move units from where?", p.Name(), s.Phase),
				Msg:  m(map[bool]string{true: "europe.ask.combat-move-from", false: "europe.ask.move-from"}[combat], argP("power", p)), Options: opts})
			return
		}
		key := g.Key(f)
		switch {
		case key == "end":
			if !combat {
				g.landAircraft()
			}
			return
		case strings.HasPrefix(key, "patriotic:"):
			g.patrioticWar(key[len("patriotic:"):])
			g.Push(again)
		default:
			g.Push(engine.Frame{Op: opMove, A: f.A, Area: key[len("from:"):]})
		}
	case f.S == "":
		if f.Ans == nil {
			var opts []engine.Option
			for _, c := range g.classesAt(f.Area, combat) {
				n := len(g.unitsOfClass(f.Area, c, combat))
				opts = append(opts, engine.Option{Key: "unit:" + c, Label: fmt.Sprintf("%s × %d", g.className(c), n),
					LabelMsg: m("europe.opt.units", argU("unit", c), argI("n", n)), Ref: f.Area})
			}
			opts = append(opts, back)
			g.Ask(f, engine.Prompt{Kind: "move-units", Seat: seat, Rule: rule,
				Text: fmt.Sprintf("Move which units from %s?", g.spaceName(f.Area)),
				Msg:  m("europe.ask.move-units", argSp("space", f.Area)), Options: opts})
			return
		}
		key := g.Key(f)
		if key == "back" {
			g.Push(again)
			return
		}
		g.Push(engine.Frame{Op: opMove, A: f.A, Area: f.Area, S: key[len("unit:"):]})
	case f.Sub == "":
		if f.Ans == nil {
			var opts []engine.Option
			for _, dst := range g.classDests(f.Area, f.S, combat) {
				opts = append(opts, g.destOption(dst))
			}
			opts = append(opts, back)
			g.Ask(f, engine.Prompt{Kind: "move-to", Seat: seat, Rule: rule,
				Text: fmt.Sprintf("Move the %s from %s to where?", g.className(f.S), g.spaceName(f.Area)),
				Msg:  m("europe.ask.move-to", argU("unit", f.S), argSp("space", f.Area)), Options: opts})
			return
		}
		key := g.Key(f)
		if key == "back" {
			g.Push(engine.Frame{Op: opMove, A: f.A, Area: f.Area})
			return
		}
		g.Push(engine.Frame{Op: opMove, A: f.A, Area: f.Area, S: f.S, Sub: key})
	default:
		kind, to, _ := strings.Cut(f.Sub, ":")
		movers := g.moversTo(f.Area, f.S, combat, to, kind)
		if len(movers) == 0 {
			g.Push(again)
			return
		}
		if f.Ans == nil {
			var opts []engine.Option
			odds, n := combat && (kind == "move" || kind == "unload") && s.hasEnemy(to, p), 0
			if odds {
				st := g.battleSetup(to)
				n = st.Att.total() + st.Def.total() + len(movers)
			}
			for k := len(movers); k >= 1; k-- {
				o := engine.Option{Key: fmt.Sprintf("n:%d", k), Label: fmt.Sprint(k), LabelMsg: m("europe.opt.count", argI("n", k))}
				if odds && (n <= moveOddsSmall || k == len(movers) && n <= moveOddsAll) {
					g.attackOdds(&o, to, movers[:k])
				}
				opts = append(opts, o)
			}
			g.Ask(f, engine.Prompt{Kind: "move-count", Seat: seat, Rule: rule,
				Text: fmt.Sprintf("How many %s to %s?", g.className(f.S), g.spaceName(to)),
				Msg:  m("europe.ask.move-count", argU("unit", f.S), argSp("space", to)), Options: opts})
			return
		}
		n := len(movers) - f.Ans.Option
		for _, id := range movers[:n] {
			g.moveUnit(id, to, kind, combat)
		}
		g.Push(again)
	}
}

// moveOddsSmall: a combat move into a battle of at most this many units
// (both sides, the movers included) shows the odds on every count; a
// bigger one on "all of them" only (each count is a calculation, and a
// whole AI game's combat moves took 1.5 s CPU without the odds, 10.9 s
// with eight counts each on seed 99).
const moveOddsSmall = 12

// moveOddsAll: up to this many units, "all of them" shows the odds
// whatever the other counts; a bigger battle's odds come at the battle
// order prompt, before it is fought (seed 99's AI game: 1.46 s CPU
// without move odds, 1.86 s with these bounds, 3.87 s with "all of them"
// at any size).
const moveOddsAll = 40

// attackOdds puts on a combat move's count option the exact calculator's
// odds of the battle in space with the movers added to the attackers
// already there [7.2, 7.3]: the player sees the attack's chances before
// committing the units (issue 19: "shown before every attack").
func (g *Game) attackOdds(o *engine.Option, space string, movers []int) {
	st := g.battleSetup(space)
	if !st.Sea {
		// a landing's first units are still aboard: count the support
		// fire it will have from their zone [8.1]
		st.SupportBB, st.SupportDD = g.supportFrom(space, movers)
	}
	add := g.force(movers, nil)
	for t := range add.N {
		st.Att.N[t] += add.N[t]
		st.Att.Dmg[t] += add.Dmg[t]
	}
	r := g.Calculate(st)
	o.Odds = []engine.Odd{{Outcome: "win", P: r.Win}, {Outcome: "lose", P: r.Lose}, {Outcome: "draw", P: r.Draw}}
	o.Detail, o.DetailMsg = g.oddsDetail(r)
}

func (g *Game) className(c string) string {
	if t, ok := strings.CutSuffix(c, "/cargo"); ok {
		return g.typeName(t) + " (aboard)"
	}
	if t, ok := strings.CutSuffix(c, "/loaded"); ok {
		return g.typeName(t) + " (loaded)"
	}
	return g.typeName(c)
}

func (g *Game) destOption(dst Dest) engine.Option {
	label := g.spaceName(dst.To)
	switch dst.Kind {
	case "raid":
		label = "Bombing raid on " + label
	case "escort":
		label = "Escort the raid on " + label
	case "load":
		label = "Board a transport in " + label
	case "unload":
		label = "Land in " + label
	}
	o := engine.Option{Key: dst.Kind + ":" + dst.To, Label: label, Ref: dst.To,
		LabelMsg: m("europe.opt.dest."+dst.Kind, argSp("space", dst.To))}
	if len(dst.AA) > 0 {
		o.Detail = fmt.Sprintf("overflies enemy AA in %d territories", len(dst.AA))
		o.DetailMsg = m("europe.detail.aa", argI("n", len(dst.AA)))
	}
	return o
}

// fromOptions lists the spaces with units that can move (and, for the
// USSR's non-combat move, the Patriotic War swaps [9.1]).
func (g *Game) fromOptions(combat bool) []engine.Option {
	seen := map[string]bool{}
	var ids []string
	for i := range g.S.Units {
		u := &g.S.Units[i]
		if !seen[u.At] && len(g.Dests(u, combat)) > 0 {
			seen[u.At] = true
			ids = append(ids, u.At)
		}
	}
	sort.Strings(ids)
	var opts []engine.Option
	for _, id := range ids {
		opts = append(opts, engine.Option{Key: "from:" + id, Label: g.spaceName(id), Ref: id, LabelMsg: m("europe.opt.space", argSp("space", id))})
	}
	if !combat && g.S.Active() == USSR {
		for _, id := range g.patrioticSpaces() {
			opts = append(opts, engine.Option{Key: "patriotic:" + id, Label: "Patriotic War in " + g.spaceName(id), Ref: id, Rule: "9.1",
				LabelMsg: m("europe.opt.patriotic", argSp("space", id))})
		}
	}
	return opts
}

func (g *Game) classesAt(space string, combat bool) []string {
	seen := map[string]bool{}
	var out []string
	for i := range g.S.Units {
		u := &g.S.Units[i]
		if u.At == space && !seen[g.S.classOf(u)] && len(g.Dests(u, combat)) > 0 {
			seen[g.S.classOf(u)] = true
			out = append(out, g.S.classOf(u))
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i] < out[j] })
	return out
}

func (g *Game) unitsOfClass(space, class string, combat bool) []int {
	var out []int
	for i := range g.S.Units {
		u := &g.S.Units[i]
		if u.At == space && g.S.classOf(u) == class && g.movable(u, combat) {
			out = append(out, u.ID)
		}
	}
	return out
}

func (g *Game) classDests(space, class string, combat bool) []Dest {
	seen := map[string]bool{}
	var out []Dest
	for _, id := range g.unitsOfClass(space, class, combat) {
		for _, d := range g.Dests(g.S.unit(id), combat) {
			k := d.Kind + ":" + d.To
			if !seen[k] {
				seen[k] = true
				out = append(out, d)
			}
		}
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].To != out[j].To {
			return out[i].To < out[j].To
		}
		return out[i].Kind < out[j].Kind
	})
	return out
}

// moversTo lists the units of a class that can make the move, those with
// the most moves left first.
func (g *Game) moversTo(space, class string, combat bool, to, kind string) []int {
	var out []int
	for _, id := range g.unitsOfClass(space, class, combat) {
		for _, d := range g.Dests(g.S.unit(id), combat) {
			if d.To == to && d.Kind == kind {
				out = append(out, id)
				break
			}
		}
	}
	return out
}

// moveUnit carries out one unit's move.
func (g *Game) moveUnit(id int, to, kind string, combat bool) {
	s := g.S
	u := s.unit(id)
	var dst Dest
	for _, d := range g.Dests(u, combat) {
		if d.To == to && d.Kind == kind {
			dst = d
		}
	}
	if dst.To == "" {
		return // no longer legal (the transport filled up with the units before it)
	}
	from := u.At
	p := u.Owner
	switch kind {
	case "load":
		u.On = g.transportFor(u, to)
		u.At, u.Loaded, u.Moved = to, true, g.D.Type(u.Type).Move
		g.say("13.2", nil, m("europe.log.board", argP("power", p), argU("unit", u.Type), argSp("space", to)), "%s %s boards a transport in %s", p.Name(), g.typeName(u.Type), g.spaceName(to))
		return
	case "unload":
		tr := s.unit(u.On)
		tr.Done, tr.From = true, to
		u.At, u.Unloaded, u.Done, u.Moved = to, true, true, g.D.Type(u.Type).Move
		if g.enemyLand(to, p) {
			u.Amphibious, u.Attacking, u.From = true, true, from
			g.say("8.1", nil, m("europe.log.landing", argP("power", p), argU("unit", u.Type), argSp("from", from), argSp("to", to)), "%s %s lands from %s to attack %s", p.Name(), g.typeName(u.Type), g.spaceName(from), g.spaceName(to))
		} else {
			u.On = 0
			g.say("13.2", nil, m("europe.log.unload", argP("power", p), argU("unit", u.Type), argSp("space", to)), "%s %s unloads in %s", p.Name(), g.typeName(u.Type), g.spaceName(to))
		}
		if combat && !s.hasEnemy(from, p) {
			g.captureIfEmpty(to, p)
			if !g.enemyLand(to, p) {
				u.On = 0
			}
		}
		return
	}
	u.Moved += dst.Cost
	u.At = to
	if u.Type == AAGun && !g.D.Space(to).Sea() {
		if g.D.Space(from).ME {
			u.MERound = s.Round
		}
		if c := s.Control[to]; c != "" && c.Friendly(u.Owner) {
			u.Owner = c // an AA gun belongs to the territory's controller [4.6]
		}
	}
	dom := g.D.Type(u.Type).Domain
	if dom == "air" {
		u.On = 0
		if combat {
			u.Attacking, u.From = true, from
			u.Raid = kind == "raid" || kind == "escort"
			g.Note("7.2", string(p), "%s %s flies from %s to %s%s", p.Name(), g.typeName(u.Type), g.spaceName(from), g.spaceName(to), map[bool]string{true: " (bombing raid)"}[u.Raid])
			for _, t := range dst.AA {
				g.aaFire(u, t, "7.2")
				if s.unit(id) == nil {
					return
				}
			}
		} else if u.Out {
			for _, t := range dst.AA {
				g.aaFire(u, t, "A9")
				if s.unit(id) == nil {
					return
				}
			}
			u = s.unit(id)
		}
		if !combat && g.D.Space(to).Sea() && u.Type == Fighter {
			for i := range s.Units {
				c := &s.Units[i]
				if c.At == to && c.Type == Carrier && c.Owner.Friendly(p) && g.carrierRoom(to, p, u.ID) > 0 && s.aboard(c.ID, Fighter) < 2 {
					u.On = c.ID
					if c.Owner == p {
						c.Done = true // a carrier a fighter landed on this turn stays [13.2]
					}
					break
				}
			}
		}
		return
	}
	if dom == "sea" {
		for i := range s.Units {
			c := &s.Units[i]
			if c.On == u.ID {
				c.At = to
				if c.Type == Fighter && c.Owner == p && c.Moved == 0 {
					c.Cargo = true // it did not take off before the carrier moved [13.2]
				}
			}
		}
		if combat && p == Germany && u.Type != Transport {
			for _, z := range dst.Path {
				g.captureConvoy(z, u)
			}
		}
		if combat && s.hasEnemy(to, p) {
			u.Attacking = true
			if len(dst.Path) > 1 {
				u.From = dst.Path[len(dst.Path)-2]
			} else {
				u.From = from
			}
		}
		g.say("7.2", nil, m("europe.log.move", argP("power", p), argU("unit", u.Type), argSp("from", from), argSp("to", to)), "%s %s sails from %s to %s", p.Name(), g.typeName(u.Type), g.spaceName(from), g.spaceName(to))
		return
	}
	// Land: a blitz captures the empty territories passed through [13.2].
	if combat {
		for _, st := range dst.Path[:len(dst.Path)-1] {
			g.captureIfEmpty(st, p)
		}
		if g.enemyLand(to, p) {
			u.Attacking, u.From = true, from
		}
		g.captureIfEmpty(to, p)
	}
	g.say(map[bool]string{true: "7.2", false: "9"}[combat], nil, m("europe.log.move", argP("power", p), argU("unit", u.Type), argSp("from", from), argSp("to", to)), "%s %s moves from %s to %s", p.Name(), g.typeName(u.Type), g.spaceName(from), g.spaceName(to))
}

// captureIfEmpty: moving into empty enemy territory captures it without
// a fight [7.2]; a territory holding only an AA gun needs the pre-battle
// AA fire first [A30].
func (g *Game) captureIfEmpty(id string, p Power) {
	if !g.enemyLand(id, p) {
		return
	}
	for _, u := range g.S.Units {
		if u.At == id && u.Owner.Enemy(p) && (u.Type != AAGun || g.S.on("aa-occupies")) {
			return
		}
	}
	g.capture(id, p) // [A30] off: a lone AA gun is taken with it, unfired
}

// blitzable: a tank may blitz through a totally empty enemy territory
// [13.2]; a lone AA gun occupies it [A30], or (aa-occupies off) does not.
func (g *Game) blitzable(id string, p Power) bool {
	for _, u := range g.S.Units {
		if u.At == id && (u.Type != AAGun || !u.Owner.Enemy(p) || g.S.on("aa-occupies")) {
			return false
		}
	}
	return true
}

// captureConvoy: a German warship entering or passing through an empty
// Allied convoy centre in the combat move takes it [8.4].
func (g *Game) captureConvoy(zone string, u *Unit) {
	sp := g.D.Space(zone)
	if sp.Convoy == "" || g.S.Control[zone] == Germany || g.S.hasEnemy(zone, Germany) {
		return
	}
	if sp.ConvoyLand != "" && g.S.Control[sp.ConvoyLand] == Germany {
		return
	}
	g.S.Control[zone] = Germany
	g.say("8.4", &engine.Event{Type: "convoy", Sub: string(sp.Convoy), Area: zone}, m("europe.log.convoy-taken", argSp("space", sp.ID), argP("power", sp.Convoy), argI("n", sp.IPC)), "Germany takes the %s convoy centre: %s loses %d IPC of production", sp.Name, sp.Convoy.Name(), sp.IPC)
}

// patrioticSpaces: Soviet IC territories the USSR holds with US or UK
// units in them [9.1, FAQ].
func (g *Game) patrioticSpaces() []string {
	var out []string
	for _, sp := range g.D.Spaces {
		if !sp.IC || sp.Owner != USSR || g.S.Control[sp.ID] != USSR {
			continue
		}
		for i := range g.S.Units {
			if u := &g.S.Units[i]; u.At == sp.ID && g.patriotic(u) {
				out = append(out, sp.ID)
				break
			}
		}
	}
	return out
}

// patriotic reports whether the Patriotic War swaps u where it stands: a
// Western Allied unit, not cargo; with patriotic-all off, land combat
// units only (no aircraft, no AA gun) [9.1, A24].
func (g *Game) patriotic(u *Unit) bool {
	if u.Owner != UK && u.Owner != USA || u.On != 0 {
		return false
	}
	return g.S.on("patriotic-all") || g.D.Type(u.Type).Domain == "land" && u.Type != AAGun
}

// patrioticWar swaps the Western Allies' units in a Soviet IC territory
// for Soviet units of the same type, for good; they cannot move until
// the next Soviet turn [9.1, A24].
func (g *Game) patrioticWar(id string) {
	n := 0
	for i := range g.S.Units {
		u := &g.S.Units[i]
		if u.At == id && g.patriotic(u) {
			u.Owner, u.Done = USSR, true
			n++
		}
	}
	g.say("9.1", &engine.Event{Type: "patriotic-war", Sub: "su", Area: id}, m("europe.log.patriotic", argI("n", n), argSp("space", id)), "Patriotic War: the USSR takes over %d Allied units in %s", n, g.spaceName(id))
}

// landAircraft ends the non-combat move: an aircraft not on a legal
// landing is lost [9, 13.2].
func (g *Game) landAircraft() {
	s := g.S
	p := s.Active()
	var lost []int
	for i := range s.Units {
		u := &s.Units[i]
		if u.Owner != p || g.D.Type(u.Type).Domain != "air" || u.Cargo {
			continue
		}
		sp := g.D.Space(u.At)
		ok := false
		if sp.Sea() {
			if u.Type == Fighter && u.On == 0 && g.carrierRoom(u.At, p, u.ID) > 0 {
				for j := range s.Units {
					c := &s.Units[j]
					if c.At == u.At && c.Type == Carrier && c.Owner.Friendly(p) && s.aboard(c.ID, Fighter) < 2 {
						u.On = c.ID
						break
					}
				}
			}
			ok = u.On != 0 && (s.on("land-no-landing-only") || !contains2(s.Fought, u.At))
		} else {
			ok = s.friendlyLand(u.At, p) && !s.Captured[u.At]
		}
		if !ok {
			lost = append(lost, u.ID)
		}
	}
	for _, id := range lost {
		u := s.unit(id)
		g.Note("9", string(p), "%s %s in %s has nowhere to land and is lost", p.Name(), g.typeName(u.Type), g.spaceName(u.At))
		s.remove(id)
	}
}

// airDist is an aircraft's distance between two spaces, across the
// Turkish Straits only when straits-air is on [5, A5].
func (g *Game) airDist(a, b string) int {
	if g.S.on("straits-air") {
		return g.D.AirDistance(a, b)
	}
	d := g.D
	return d.surfDist[d.byID[a].idx][d.byID[b].idx]
}

// meGun reports whether u is a Middle East AA gun an Allied power other
// than its owner may move in its non-combat move (any Allied power, once
// a round [12.1]).
func (g *Game) meGun(u *Unit, combat bool) bool {
	s := g.S
	return !combat && u.Type == AAGun && u.Owner.Allied() && s.Active().Allied() && u.On == 0 &&
		g.D.Space(u.At).ME && u.MERound != s.Round && !s.Captured[u.At]
}
