package europe

import (
	"fmt"
	"strings"

	"periscope/game/engine"
)

// Casualty orders per player [7.3 C–D, 16]: each power keeps a standing
// order in which its losses are taken, one for attacking and one for
// defending. The automatic casualty choice ("take all by the casualty
// order"), the standing orders of auto-defence and the battle calculator
// all use the same order, so the calculator's odds are the odds of what
// the dice will do. A hit on an undamaged battleship always damages it
// first (it costs nothing) [13.2].

// CasualtyOrder is a power's standing order of losses, unit type ids
// first lost first (nil: the default order).
type CasualtyOrder struct {
	Attack  []string `json:"attack,omitempty"`
	Defence []string `json:"defence,omitempty"`
}

// Order is the casualty order p uses when attacking or defending, as
// type indexes.
func (s *State) Order(p Power, attacking bool) []int {
	def := DefenseOrder
	if attacking {
		def = AttackOrder
	}
	o, ok := s.Orders[p]
	if !ok {
		return def
	}
	ids := o.Defence
	if attacking {
		ids = o.Attack
	}
	if !validOrder(ids) {
		return def
	}
	out := make([]int, 0, len(ids))
	for _, id := range ids {
		out = append(out, typeIndex(id))
	}
	return out
}

// OrderNames is the casualty order as type ids.
func (s *State) OrderNames(p Power, attacking bool) []string {
	var out []string
	for _, t := range s.Order(p, attacking) {
		out = append(out, typeIDs[t])
	}
	return out
}

// validOrder reports whether ids is a permutation of the default order's types.
func validOrder(ids []string) bool {
	if len(ids) != len(AttackOrder) {
		return false
	}
	seen := map[int]bool{}
	for _, id := range ids {
		t := typeIndex(id)
		if t < 0 || t == tAA || seen[t] {
			return false
		}
		seen[t] = true
	}
	return true
}

// defenderOf is the power that decides the defender's casualties in a
// space: the owner of most of its units there [8.2].
func (g *Game) defenderOf(space string) Power {
	ids := g.sideUnits(space, false)
	if len(ids) == 0 {
		return ""
	}
	return g.majorityOwner(ids)
}

// stepOrder lets the power playing set its casualty orders: A=0 attack,
// A=1 defence. Each answer moves one unit type a place earlier (lost
// sooner); "reset" restores the default, "done" ends [7.3 C–D, 16].
func stepOrder(g *Game, f *engine.Frame) {
	s := g.S
	p := s.Active()
	attacking := f.A == 0
	cur := s.OrderNames(p, attacking)
	if f.Ans == nil {
		var names []string
		for _, id := range cur {
			names = append(names, g.typeName(id))
		}
		side, sideMsg := "defence", "europe.ask.order.defence"
		if attacking {
			side, sideMsg = "attack", "europe.ask.order.attack"
		}
		opts := []engine.Option{{Key: "done", Label: "Done", LabelMsg: m("europe.opt.done")}}
		for k, id := range cur {
			if k == 0 {
				continue
			}
			opts = append(opts, engine.Option{Key: "earlier:" + id, Label: fmt.Sprintf("Lose %s sooner", g.typeName(id)),
				LabelMsg: m("europe.opt.order-earlier", argU("unit", id))})
		}
		opts = append(opts, engine.Option{Key: "reset", Label: "Back to the default order", LabelMsg: m("europe.opt.order-reset")})
		g.Ask(f, engine.Prompt{Kind: "casualty-order", Seat: g.seat(p), Rule: "7.3 C",
			Text: fmt.Sprintf("%s: casualty order when in %s, first lost first: %s", p.Name(), side, strings.Join(names, ", ")),
			Msg:  m(sideMsg, argP("power", p), engine.Arg{Name: "order", Kind: engine.ArgMsg, Msg: unitList(cur)}), Options: opts})
		return
	}
	key := g.Key(f)
	if key == "done" {
		return
	}
	next := append([]string(nil), cur...)
	if key == "reset" {
		next = nil
	} else if id, ok := strings.CutPrefix(key, "earlier:"); ok {
		for k := 1; k < len(next); k++ {
			if next[k] == id {
				next[k-1], next[k] = next[k], next[k-1]
				break
			}
		}
	}
	if s.Orders == nil {
		s.Orders = map[Power]CasualtyOrder{}
	}
	o := s.Orders[p]
	if attacking {
		o.Attack = next
	} else {
		o.Defence = next
	}
	if o.Attack == nil && o.Defence == nil {
		delete(s.Orders, p)
	} else {
		s.Orders[p] = o
	}
	g.Push(engine.Frame{Op: opOrder, A: f.A})
}

// unitList is a list of unit type names as one message ("infantry,
// tank, fighter"), nested so that each name is translated.
func unitList(ids []string) *engine.Msg {
	if len(ids) == 0 {
		return m("europe.list.none")
	}
	out := engine.M("europe.unit." + ids[len(ids)-1])
	for k := len(ids) - 2; k >= 0; k-- {
		out = m("europe.list.more", argU("first", ids[k]), engine.Arg{Name: "rest", Kind: engine.ArgMsg, Msg: out})
	}
	return out
}

// orderOptions are the purchase menu's entries for the casualty orders.
func orderOptions() []engine.Option {
	return []engine.Option{
		{Key: "order:attack", Label: "Casualty order when attacking…", LabelMsg: m("europe.opt.order.attack"), Rule: "7.3 C"},
		{Key: "order:defence", Label: "Casualty order when defending…", LabelMsg: m("europe.opt.order.defence"), Rule: "7.3 D"},
	}
}
