package europe

import (
	"sort"
	"strings"

	"periscope/game/engine"
)

// The AI's home guard: each territory a power holds is weighed against
// the enemy force that could strike it next turn (the enemy's land units
// beside it, the troops its transports can carry to a zone on its coast,
// loaded or loading on the way [8.1, 13.2], and the aircraft in range),
// and enough of the power's units stay there, or march in, that the
// attack is not a good bet. Without it Germany marched every unit east
// and the Allies landed on an empty Atlantic Wall (200 AI games: Allies
// 176, Germany 24).

// seaDist is the number of sea moves from zone a to every zone (ships
// move through sea zones only [13.2]; blockades are left out: a threat is
// what could come).
func (g *Game) seaDist(a string) map[string]int {
	dist := map[string]int{a: 0}
	q := []string{a}
	for len(q) > 0 {
		x := q[0]
		q = q[1:]
		for _, nb := range g.D.Neighbours(x) {
			if !nb.Sea() {
				continue
			}
			if _, ok := dist[nb.ID]; !ok {
				dist[nb.ID] = dist[x] + 1
				q = append(q, nb.ID)
			}
		}
	}
	return dist
}

// threats is, for each land territory p controls, the enemy force that
// could attack it in the enemy's next turn.
func (g *Game) threats(p Power) map[string]*Force {
	s, d := g.S, g.D
	out := map[string]*Force{}
	get := func(id string) *Force {
		f := out[id]
		if f == nil {
			f = &Force{}
			out[id] = f
		}
		return f
	}
	mine := func(id string) bool {
		sp := d.Space(id)
		return sp != nil && !sp.Sea() && !sp.Neutral && s.Control[id] == p
	}
	// troops an empty transport could take on where it lies: the enemy's
	// land units in the territories beside its zone (two at most [13.2])
	beside := map[string]int{}
	for i := range s.Units {
		u := &s.Units[i]
		if !u.Owner.Enemy(p) {
			continue
		}
		ut := d.Type(u.Type)
		switch {
		case ut.Domain == "land" && u.On == 0 && u.Type != AAGun:
			for _, nb := range d.Neighbours(u.At) {
				if mine(nb.ID) {
					get(nb.ID).N[typeIndex(u.Type)]++
				}
				if nb.Sea() {
					beside[nb.ID]++
				}
			}
		case ut.Domain == "air":
			r := 2 // there and back to a friendly field
			if u.Type == Bomber {
				r = 3
			}
			for _, sp := range d.Spaces {
				if mine(sp.ID) && d.AirDistance(u.At, sp.ID) <= r {
					get(sp.ID).N[typeIndex(u.Type)]++
				}
			}
		}
	}
	for i := range s.Units {
		t := &s.Units[i]
		if !t.Owner.Enemy(p) || t.Type != Transport || !d.Space(t.At).Sea() {
			continue
		}
		var cargo Force
		for j := range s.Units {
			if c := &s.Units[j]; c.On == t.ID {
				cargo.N[typeIndex(c.Type)]++
			}
		}
		if cargo.total() == 0 {
			// it may load where it lies and sail [A35]
			n := min(2, beside[t.At])
			if n == 0 {
				continue
			}
			cargo.N[tInfantry] += n
		}
		hit := map[string]bool{}
		for z, k := range g.seaDist(t.At) {
			if k > 2 {
				continue
			}
			for _, nb := range d.Neighbours(z) {
				if mine(nb.ID) && !hit[nb.ID] {
					hit[nb.ID] = true
					f := get(nb.ID)
					for x := range cargo.N {
						f.N[x] += cargo.N[x]
					}
				}
			}
		}
	}
	return out
}

// guardPower is a rough battle strength: the dice weighted by their fire
// value, and the hit points (the calculator's cheap stand-in, estimate).
func (g *Game) guardPower(f *Force, att bool) float64 {
	x := 0.0
	for _, gr := range f.fire(att, false, false, &Force{}, g.S.damagedBB()) {
		x += float64(gr.Dice * gr.HitOn)
	}
	return x + float64(f.total())*2
}

// guardSafe reports whether def standing in a territory makes attack a
// poor bet: the exact calculator's win under 35 % for small battles, the
// attacker's share of the rough strength under 45 % beyond.
func (g *Game) guardSafe(att, def *Force) bool {
	if att.total() == 0 {
		return true
	}
	if att.total()+def.total() <= 14 {
		return g.Calculate(Setup{Att: *att, Def: *def, AA: def.N[tAA] > 0}).Win < 0.35
	}
	a, b := g.guardPower(att, true), g.guardPower(def, false)
	return a/(a+b) < 0.45
}

// guardValue orders the territories to hold: the capital first, then
// the complexes and the richest.
func guardValue(sp *Space) int {
	v := sp.IPC * 2
	if sp.IC {
		v += 20
	}
	if sp.Capital {
		v += 100
	}
	return v
}

// guardPlan chooses, for the non-combat move, the units that stay where
// they are (stay) and the moves that bring units into threatened
// territories. keep is the capital's guard (capitalGuard), which stays
// anyway. A territory that cannot be made safe with what is at hand is
// held with what stands there (it still costs the enemy), but draws no
// more units in.
func (g *Game) guardPlan(p Power, keep map[int]bool) (stay map[int]bool, moves []plannedMove) {
	s, d := g.S, g.D
	threat := g.threats(p)
	var spaces []string
	for id := range threat {
		spaces = append(spaces, id)
	}
	sort.Slice(spaces, func(i, j int) bool {
		a, b := guardValue(d.Space(spaces[i])), guardValue(d.Space(spaces[j]))
		if a != b {
			return a > b
		}
		return spaces[i] < spaces[j]
	})
	stay = map[int]bool{}
	for id := range keep {
		stay[id] = true
	}
	// the defence order: the cheap defenders first
	rank := func(t string) int {
		switch t {
		case Infantry:
			return 0
		case Artillery:
			return 1
		case Fighter:
			return 2
		case Tank:
			return 3
		}
		return 4
	}
	for _, id := range spaces {
		att := threat[id]
		var def Force
		var here []*Unit
		for i := range s.Units {
			u := &s.Units[i]
			if u.At != id || !u.Owner.Friendly(p) || d.Type(u.Type).Domain != "land" {
				continue
			}
			if u.Owner != p || stay[u.ID] || !g.movable(u, false) {
				def.N[typeIndex(u.Type)]++ // stands here whatever we plan
				continue
			}
			here = append(here, u)
		}
		sort.SliceStable(here, func(i, j int) bool { return rank(here[i].Type) < rank(here[j].Type) })
		for _, u := range here {
			if g.guardSafe(att, &def) {
				break
			}
			stay[u.ID] = true
			def.N[typeIndex(u.Type)]++
		}
		if g.guardSafe(att, &def) {
			continue
		}
		// march in units from territories that can spare them
		var come []*Unit
		var full Force = def
		for i := range s.Units {
			u := &s.Units[i]
			if u.Owner != p || stay[u.ID] || u.At == id || u.On != 0 || d.Type(u.Type).Domain != "land" || u.Type == AAGun || !g.movable(u, false) {
				continue
			}
			if _, threatened := threat[u.At]; threatened && guardValue(d.Space(u.At)) >= guardValue(d.Space(id)) {
				continue
			}
			for _, dst := range g.Dests(u, false) {
				if dst.To == id && dst.Kind == "move" {
					come = append(come, u)
					full.N[typeIndex(u.Type)]++
					break
				}
			}
		}
		if len(come) == 0 {
			continue
		}
		// hopeless even with everyone: not worth the march
		if a, b := g.guardPower(att, true), g.guardPower(&full, false); a/(a+b) > 0.7 && !d.Space(id).Capital {
			continue
		}
		sort.SliceStable(come, func(i, j int) bool { return rank(come[i].Type) < rank(come[j].Type) })
		for _, u := range come {
			if g.guardSafe(att, &def) {
				break
			}
			stay[u.ID] = true
			def.N[typeIndex(u.Type)]++
			moves = append(moves, plannedMove{From: u.At, Class: s.classOf(u), Dest: "move:" + id, Count: 1})
		}
	}
	return stay, moves
}

// placeGuard puts a land unit at the most valuable complex whose
// territory is not safe against its threat (guardPlan's measure), or
// answers -1.
func (a *AI) placeGuard(g *Game, pr *engine.Prompt) int {
	s, d := g.S, g.D
	if len(s.Bought) == 0 || d.Type(s.Bought[0]).Domain != "land" {
		return -1
	}
	p := s.Active()
	threat := g.threats(p)
	best, bv := -1, -1
	for i, o := range pr.Options {
		id := strings.TrimPrefix(o.Key, "at:")
		att := threat[id]
		if att == nil || d.Space(id).Sea() {
			continue
		}
		var def Force
		for j := range s.Units {
			u := &s.Units[j]
			if u.At == id && u.Owner.Friendly(p) && d.Type(u.Type).Domain == "land" {
				def.N[typeIndex(u.Type)]++
			}
		}
		if g.guardSafe(att, &def) {
			continue
		}
		if v := guardValue(d.Space(id)); v > bv {
			best, bv = i, v
		}
	}
	return best
}
