package naval

import (
	"fmt"
	"slices"
	"strings"

	"periscope/game/engine"
)

// Partial withdrawal (22.62: "either side may withdraw any ships";
// damaged ships may go alone or escorted). Beside withdrawing whole or
// sending its damaged ships home alone, a side may pick the ships that
// leave, one a click, starting from its damaged ones: the picked ships go
// home to their bases as forces of their own, returned, and the rest fight
// on. At least one ship must go and one stay (all of them is a withdrawal).

// opWithdrawPick is the pick's step; its name is part of the save format.
const opWithdrawPick engine.Op = "naval.withdrawpick"

func registerWithdraw(s *engine.Steps[*Game]) {
	s.Register(opWithdrawPick, stepWithdrawPick)
	s.Args(opWithdrawPick, engine.ArgSpec{A: &engine.Range{Min: 0, Max: 1}})
}

// battleShips are the side's surface ships in the battle (the subs fight
// apart, 22.9).
func (g *Game) battleShips(side int) []*Ship {
	var out []*Ship
	for _, id := range g.S.Battle.Forces[side] {
		for _, s := range g.ShipsOf(id) {
			if s.Class != SS {
				out = append(out, s)
			}
		}
	}
	return out
}

// stepWithdrawPick: the side picks the ships that withdraw (L: the picks
// so far); "done" withdraws them, "cancel" goes back to the declaration
// (S: the declaration's order, as stepBRetreat's).
func stepWithdrawPick(g *Game, f *engine.Frame) {
	side := f.A
	ships := g.battleShips(side)
	var picked []*Ship
	for _, s := range ships {
		if slices.Contains(f.L, s.ID) {
			picked = append(picked, s)
		}
	}
	if f.Ans == nil {
		var po []engine.Option
		if len(picked) > 0 && len(picked) < len(ships) {
			po = append(po, engine.Option{Key: "done", Rule: "22.62",
				Label:    fmt.Sprintf("Withdraw %d ships: %s", len(picked), joinNames(picked)),
				LabelMsg: msg("opt.withdrawdone", engine.Int("n", len(picked)), engine.Text("ships", joinNames(picked)))})
		}
		for _, s := range ships {
			if slices.Contains(f.L, s.ID) {
				po = append(po, engine.Option{Key: "ship:" + s.ID, Rule: "22.62",
					Label: fmt.Sprintf("Keep %s in the battle", s.String()), LabelMsg: msg("opt.withdrawkeep", engine.Text("ship", s.String()))})
			} else {
				po = append(po, engine.Option{Key: "ship:" + s.ID, Rule: "22.62",
					Label: fmt.Sprintf("Withdraw %s", s.String()), LabelMsg: msg("opt.withdrawship", engine.Text("ship", s.String()))})
			}
		}
		po = append(po, engine.Option{Key: "cancel", Label: "Cancel", LabelMsg: msg("opt.cancel")})
		g.Ask(f, engine.Prompt{Kind: "withdraw-pick", Seat: g.Seat(side), Secret: true, Rule: "22.62",
			Text: fmt.Sprintf("Which ships withdraw? %d picked of %d; the rest fight on", len(picked), len(ships)),
			Msg:  msg("q.withdrawpick", engine.Int("n", len(picked)), engine.Int("of", len(ships))), Options: po})
		return
	}
	k := g.Key(f)
	switch {
	case k == "done":
		if len(picked) > 0 && len(picked) < len(ships) {
			g.withdrawShips(side, picked)
			return
		}
		g.Push(engine.Frame{Op: opWithdrawPick, A: side, S: f.S, L: f.L})
	case k == "cancel":
		g.Push(engine.Frame{Op: opBRetreat, A: side, S: f.S})
	case strings.HasPrefix(k, "ship:"):
		g.Push(engine.Frame{Op: opWithdrawPick, A: side, S: f.S, L: toggle(f.L, strings.TrimPrefix(k, "ship:"))})
	}
}

// withdrawShips sends the picked ships home out of the battle (22.62): by
// the force they came with, each part a force of its own that goes home to
// its base, returned; the rest fight on.
func (g *Game) withdrawShips(side int, ships []*Ship) {
	byForce := map[string]string{}
	for _, s := range ships {
		from := g.force(s.Force)
		id, ok := byForce[from.ID]
		if !ok {
			id = g.newID("withdrawn-")
			byForce[from.ID] = id
			g.S.Forces = append(g.S.Forces, Force{ID: id, Side: side, Name: from.Name + " (withdrawn)", NameMsg: msg("force.withdrawn", g.forceArg("force", from)),
				Port: from.Port, At: from.Port, Returned: true, Used: from.Used})
		}
		s.Force = id
	}
	for _, id := range byForceIDs(byForce) {
		g.sendHome(id, g.S.Battle.Hex) // 22.64: exposed on the way
	}
	g.say("event", "22.62", "", msg("log.withdrawsships", g.seatArg("side", side), engine.Text("ships", joinNames(ships))),
		"%s withdraws %s and fights on with the rest", g.Sc.Seats[side], joinNames(ships))
}

// byForceIDs are the new forces of a withdrawal in a fixed order (the
// order they sail home in, 22.64).
func byForceIDs(m map[string]string) []string {
	var out []string
	for _, id := range m {
		out = append(out, id)
	}
	slices.Sort(out)
	return out
}
