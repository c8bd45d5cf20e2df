package campaign

import (
	"fmt"
	"slices"
	"strings"

	"periscope/game/data"
)

// Alternative construction and captured boats [35.0]–[35.4], chosen on the
// new-game page. Each is a valued option, its choices joined by "+":
//
//	prewar=donitz-a+donitz-b   the January 1939 conference [35.1]
//	later-boats=u84-xi+u93-xii the later Type XI / XII substitutions [35.2]
//	captured=UD-3+UF-1+UB      captured boats [35.3]
//	prototype=U-2511           one late-war prototype [35.4]
//
// An option given without a value (a switch on the new-game page) takes
// its default: Dönitz's two programmes, the Type XI of every [35.2] block,
// all seven captured boats, the Type XXI.

// constructionDefaults are the choices of a bare option.
var constructionDefaults = map[string]string{
	"prewar":      "donitz-a+donitz-b",
	"later-boats": "u84-xi+u93-xi+u201-xi",
	"captured":    "UD-3+UD-4+UD-5+UF-1+UF-2+UF-3+UB",
	"prototype":   "U-2511",
}

// optChoices are the choices of a valued option ("name=a+b"), its default
// when given bare, nil when it is off.
func optChoices(opts []string, name string) []string {
	for _, o := range opts {
		switch {
		case o == name:
			return strings.Split(constructionDefaults[name], "+")
		case strings.HasPrefix(o, name+"="):
			return strings.Split(strings.TrimPrefix(o, name+"="), "+")
		}
	}
	return nil
}

// construction is what the [35] options make of the boats: the optional
// boats that come into play and the historical boats they replace (or
// that go to training [35.11]).
type construction struct {
	in, out map[string]bool
}

// constructionPlan reads the [35] options against the theatre's data. It
// refuses choices the rules do not allow: an unknown choice, OKM options
// that swap the same block, Dönitz and OKM together (one side only, the
// recommended reading), both alternatives of one [35.2] block, and more
// or fewer than one prototype [35.4].
func constructionPlan(t *data.Theatre, opts []string) (construction, error) {
	p := construction{in: map[string]bool{}, out: map[string]bool{}}
	tags := map[string]bool{} // "35.1:donitz-a", "35.3:UD-3", …
	k := t.Construction
	option := func(rule, id string) *data.BuildOptions {
		if k == nil {
			return nil
		}
		for i := range k.Options {
			if k.Options[i].Rule == rule && k.Options[i].ID == id {
				return &k.Options[i]
			}
		}
		return nil
	}
	swapped := map[int]string{}
	side := map[string]string{} // rule → side (35.1) / block → choice (35.2)
	for _, rule := range []struct{ name, rule string }{{"prewar", "35.1"}, {"later-boats", "35.2"}} {
		for _, id := range optChoices(opts, rule.name) {
			o := option(rule.rule, id)
			if o == nil {
				return p, fmt.Errorf("%s: no choice %q [%s]", rule.name, id, rule.rule)
			}
			if rule.rule == "35.1" {
				if s, ok := side["35.1"]; ok && s != o.Side {
					return p, fmt.Errorf("prewar: %s is an option of the %s, the other choices of the other side (one side only [35.1])", id, sideName(o.Side))
				}
				side["35.1"] = o.Side
				for _, b := range o.Swaps {
					if by, ok := swapped[b]; ok {
						return p, fmt.Errorf("prewar: %s and %s both swap block %d [35.1]", by, id, b)
					}
					swapped[b] = id
				}
			} else {
				if by, ok := side[o.Side]; ok {
					return p, fmt.Errorf("later-boats: %s and %s are alternatives for the same boats [35.2]", by, id)
				}
				side[o.Side] = id
			}
			tags[rule.rule+":"+id] = true
		}
	}
	for _, id := range optChoices(opts, "captured") {
		b := t.Boat(id)
		if b == nil || b.Option != "35.3:"+id {
			return p, fmt.Errorf("captured: no captured boat %q [35.3]", id)
		}
		tags[b.Option] = true
	}
	protos := optChoices(opts, "prototype")
	if len(protos) > 1 {
		return p, fmt.Errorf("prototype: one prototype only, not %d [35.4]", len(protos))
	}
	for _, id := range protos {
		b := t.Boat(id)
		if b == nil || b.Option != "35.4" {
			return p, fmt.Errorf("prototype: no prototype %q [35.4]", id)
		}
		p.in[id] = true
	}
	for _, b := range t.Boats {
		if b.Optional && tags[b.Option] {
			p.in[b.ID] = true
			for _, r := range b.Replaces {
				p.out[r] = true
			}
		}
	}
	// [35.11] A block that goes with others: when every block it names is
	// swapped, its boats go to training.
	if k != nil {
		for _, bl := range k.Blocks {
			if len(bl.RemovedWith) == 0 {
				continue
			}
			all := true
			for _, w := range bl.RemovedWith {
				if _, ok := swapped[w]; !ok {
					all = false
				}
			}
			if all {
				for _, id := range bl.Boats {
					p.out[id] = true
				}
			}
		}
	}
	return p, nil
}

func sideName(s string) string {
	if s == "okm" {
		return "OKM"
	}
	return "Dönitz"
}

// standIn is the boat that carries a historical number when a [35.1] or
// [35.2] option replaced it with a boat of another type ("U-62" →
// "U-62/VIIB"): it arrives, refits and returns on the historical boat's
// dates [35.12], and takes its place in an order of battle and on the
// Reinforcement List. Any other boat is itself.
func (g *Game) standIn(id string) string {
	s := g.Sub(id)
	if s == nil || s.Status != StOut {
		return id
	}
	for i := range g.S.Subs {
		x := &g.S.Subs[i]
		if x.Status != StOut && strings.HasPrefix(x.ID, id+"/") {
			return x.ID
		}
	}
	return id
}

// standIns maps a list of boat ids through standIn.
func (g *Game) standIns(ids []string) []string {
	if !slices.ContainsFunc(ids, func(id string) bool { return g.standIn(id) != id }) {
		return ids
	}
	out := make([]string, len(ids))
	for i, id := range ids {
		out[i] = g.standIn(id)
	}
	return out
}

// isPrototype is a late-war prototype [35.4].
func (g *Game) isPrototype(s *Sub) bool {
	b := g.T.Boat(s.ID)
	return b != nil && b.Optional && b.Option == "35.4"
}

// prototypeDamaged: a damaged prototype withdraws from the combat at once
// and returns to base [35.4].
func (g *Game) prototypeDamaged(s *Sub) {
	if !g.isPrototype(s) || s.Status != StSea {
		return
	}
	if c := g.S.Combat; c != nil {
		if b := c.Boat(s.ID); b != nil && !b.Out {
			g.boatOut(b, "a damaged prototype withdraws [35.4]")
		}
	}
	if !s.RTB {
		g.ForceRTB(s, "35.4", "a damaged prototype returns to base")
	}
}

// prototypeLoss: a prototype that reaches base with damage worse than
// superficial is a constructive total loss, removed but not counted as
// sunk [35.4]. It returns the Damage-table box number, or -1.
func (g *Game) prototypeLoss(s *Sub, n int) int {
	if n <= 0 || !g.isPrototype(s) {
		return n
	}
	g.noteM("35.4", s.ID, msgM("atl.proto.loss", aUnit("boat", s.ID)), "%s: damage worse than superficial; the prototype is a constructive total loss [35.4].", s.ID)
	return -1
}
