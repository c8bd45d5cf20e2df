package naval

import (
	"fmt"
	"slices"
	"strconv"

	"periscope/game/engine"
)

// A side's SW boxes (20.6, 20.632). Box 0 is the side's main box: the
// State's Transports, the scenario's Transports, Optimal and PenaltyCap,
// the box the raids and subs attack and the convoy routes borrow from.
// Boxes 1… are the scenario's Boxes of the side (Scenario.Boxes), each
// with its own level, optimal level and penalty. Transports act only in
// the box where the turn began (20.632); between its boxes a side may move
// only the transports above a box's start level, and they act in the new
// box from the next turn; new transports may be built for any box.

// BoxMove is a transport moved between two SW boxes this turn.
type BoxMove struct {
	Side int `json:"side"`
	To   int `json:"to"`
}

// boxesOf lists the side's boxes by number (0 the main box, if it has
// one).
func (g *Game) boxesOf(side int) []int {
	var out []int
	if g.Sc.Transports[side] > 0 || g.Sc.Params.Optimal[side] > 0 {
		out = append(out, 0)
	}
	for i, b := range g.Sc.Boxes {
		if b.Side == side {
			out = append(out, i+1)
		}
	}
	return out
}

// boxLevel is the transports in box b of the side now.
func (g *Game) boxLevel(side, b int) int {
	if b == 0 {
		return g.S.Transports[side]
	}
	return g.S.Boxes[b-1]
}

func (g *Game) addToBox(side, b, n int) {
	if b == 0 {
		g.S.Transports[side] += n
		return
	}
	g.S.Boxes[b-1] += n
}

// boxStart, boxOptimal and boxCap are box b's start level (20.632), its
// optimal level and its penalty cap (20.633).
func (g *Game) boxStart(side, b int) int {
	if b == 0 {
		return g.Sc.Transports[side]
	}
	return g.Sc.Boxes[b-1].Start
}

func (g *Game) boxOptimal(side, b int) int {
	if b == 0 {
		return g.Sc.Params.Optimal[side]
	}
	return g.Sc.Boxes[b-1].Optimal
}

func (g *Game) boxCap(side, b int) int {
	if b == 0 {
		return g.Sc.Params.PenaltyCap[side]
	}
	return g.Sc.Boxes[b-1].PenaltyCap
}

// boxName is box b's name as a message.
func (g *Game) boxName(side, b int) *engine.Msg {
	if b == 0 {
		if g.Sc.MainBox != "" {
			return DataName(g.Sc.MainBox)
		}
		return msg("box.main")
	}
	return DataName(g.Sc.Boxes[b-1].Name)
}

func (g *Game) boxEnglish(side, b int) string {
	if b == 0 {
		if g.Sc.MainBox != "" {
			return g.Sc.MainBox
		}
		return "the SW box"
	}
	return g.Sc.Boxes[b-1].Name
}

// incoming is the transports bound for box b at the end of the turn:
// built for it, moved to it, or at sea with a convoy (the main box's,
// 21.6: they dock back at the end of the turn).
func (g *Game) incoming(side, b int) int {
	n := 0
	if b == 0 {
		n = g.S.TransportOrders[side] + g.afloatTransports(side)
	} else {
		n = g.S.BoxBuilds[b-1]
	}
	for _, m := range g.S.Moves {
		if m.Side == side && m.To == b {
			n++
		}
	}
	return n
}

// boxPenalty is what box b would cost the side at a count of n (20.633: 1
// BRP per transport below optimal, capped).
func (g *Game) boxPenalty(side, b, n int) int {
	short := g.boxOptimal(side, b) - n
	if short <= 0 {
		return 0
	}
	if c := g.boxCap(side, b); c > 0 {
		short = min(short, c)
	}
	return short
}

// boxShortfall charges the penalty of the side's other boxes at the start
// of its player turn (20.633; the main box's is transportShortfall's).
func (g *Game) boxShortfall(side int) {
	for _, b := range g.boxesOf(side) {
		if b == 0 {
			continue
		}
		if pen := g.boxPenalty(side, b, g.boxLevel(side, b)); pen > 0 {
			g.S.BRPLost[side] += pen
			g.say("event", "20.633", "", msg("log.boxpenalty", g.seatArg("side", side), engine.Nested("box", g.boxName(side, b)), engine.Int("n", g.boxLevel(side, b)),
				engine.Int("opt", g.boxOptimal(side, b)), engine.Int("brp", pen)),
				"%s: %s holds %d transports against an optimal %d: %d BRP lost", g.Sc.Seats[side], g.boxEnglish(side, b), g.boxLevel(side, b), g.boxOptimal(side, b), pen)
		}
	}
}

// movable is how many transports box b may send away now (20.632: those
// above its start level, counting its transports at sea, which come back).
func (g *Game) movable(side, b int) int {
	n := g.boxLevel(side, b)
	if b == 0 {
		n += g.afloatTransports(side)
	}
	return max(0, min(g.boxLevel(side, b), n-max(g.boxStart(side, b), g.boxFloor(side, b))))
}

// boxFloor is the level the side must keep in box b (20.632D), 0 for none.
func (g *Game) boxFloor(side, b int) int {
	if b == 0 {
		return 0
	}
	return g.Sc.Boxes[b-1].Floor
}

// belowFloor is the side's boxes under their floor, counting the
// transports ordered for them this turn (20.632D: those are replaced
// before any other box gets a new transport).
func (g *Game) belowFloor(side int) []int {
	var out []int
	for _, b := range g.boxesOf(side) {
		if b > 0 && g.boxLevel(side, b)+g.S.BoxBuilds[b-1] < g.boxFloor(side, b) {
			out = append(out, b)
		}
	}
	return out
}

// mayBuildFor reports whether a new transport may go to box b now
// (20.632B: any box, 20.632D: a box below its floor first).
func (g *Game) mayBuildFor(side, b int) bool {
	low := g.belowFloor(side)
	return len(low) == 0 || slices.Contains(low, b)
}

// boxWithdrawals withdraws the boxes' transports on their own business at
// the start of the side's player turn (20.632D), and logs them. Nothing
// else in a scenario uses those boxes' transports in a turn (their levels
// count for the penalty, 20.633, and their surplus may move after use,
// 20.632C), so the withdrawal is the log's line; the floor is what binds.
func (g *Game) boxWithdrawals(side int) {
	for _, b := range g.boxesOf(side) {
		if b == 0 || g.Sc.Boxes[b-1].Withdraw == 0 {
			continue
		}
		n := min(g.Sc.Boxes[b-1].Withdraw, g.boxLevel(side, b))
		g.say("event", "20.632D", "", msg("log.boxwithdraw", g.seatArg("side", side), engine.Int("n", n), engine.Nested("box", g.boxName(side, b)), engine.Int("pool", g.boxLevel(side, b))),
			"%s: %d %s of the %s %s oil and troops to India this turn, withdrawn (%d there)", g.Sc.Seats[side], n, plural(n, "transport", "transports"), g.boxEnglish(side, b), plural(n, "carries", "carry"), g.boxLevel(side, b))
	}
}

// afloatTransports is the side's transports at sea with its forces.
func (g *Game) afloatTransports(side int) int {
	n := 0
	for i := range g.S.Ships {
		if s := &g.S.Ships[i]; s.Class == TR && !s.Sunk && s.Force != "" {
			if fo := g.force(s.Force); fo != nil && fo.Side == side {
				n += s.Size
			}
		}
	}
	return n
}

// moveOptions are the orders' options to move a transport between the
// side's boxes (20.632).
func (g *Game) moveOptions(side int) []engine.Option {
	bs := g.boxesOf(side)
	var out []engine.Option
	for _, from := range bs {
		n := g.movable(side, from)
		if n <= 0 {
			continue
		}
		for _, to := range bs {
			if to == from {
				continue
			}
			out = append(out, engine.Option{Key: fmt.Sprintf("movetr:%d:%d", from, to), Rule: "20.632",
				Label:     fmt.Sprintf("Move a transport from %s to %s (%d above its start level)", g.boxEnglish(side, from), g.boxEnglish(side, to), n),
				LabelMsg:  msg("opt.movetransport", engine.Nested("from", g.boxName(side, from)), engine.Nested("to", g.boxName(side, to)), engine.Int("n", n)),
				Detail:    fmt.Sprintf("%d there, %d in %s; it acts there from the next turn", g.boxLevel(side, from), g.boxLevel(side, to), g.boxEnglish(side, to)),
				DetailMsg: msg("d.movetransport", engine.Int("n", g.boxLevel(side, from)), engine.Int("m", g.boxLevel(side, to)), engine.Nested("to", g.boxName(side, to)))})
		}
	}
	return out
}

// moveTransport sends a transport from box from to box to (20.632); it
// lands at the end of the turn.
func (g *Game) moveTransport(side, from, to int) {
	if g.movable(side, from) <= 0 || from == to {
		return
	}
	g.addToBox(side, from, -1)
	g.S.Moves = append(g.S.Moves, BoxMove{Side: side, To: to})
	g.say("event", "20.632", "", msg("log.movetransport", g.seatArg("side", side), engine.Nested("from", g.boxName(side, from)), engine.Nested("to", g.boxName(side, to))),
		"%s moves a transport from %s to %s; it acts there from the next turn", g.Sc.Seats[side], g.boxEnglish(side, from), g.boxEnglish(side, to))
}

// landMoves puts the transports moved this turn into their new boxes (at
// the end of the turn, 20.632).
func (g *Game) landMoves() {
	for _, m := range g.S.Moves {
		g.addToBox(m.Side, m.To, 1)
	}
	if len(g.S.Moves) > 0 {
		for side := 0; side < 2; side++ {
			for _, b := range g.boxesOf(side) {
				n := 0
				for _, m := range g.S.Moves {
					if m.Side == side && m.To == b {
						n++
					}
				}
				if n > 0 {
					g.say("event", "20.632", "", msg("log.transportsmoved", g.seatArg("side", side), engine.Int("n", n), engine.Nested("box", g.boxName(side, b)), engine.Int("pool", g.boxLevel(side, b))),
						"%s: %d transports reach %s (%d there)", g.Sc.Seats[side], n, g.boxEnglish(side, b), g.boxLevel(side, b))
				}
			}
		}
	}
	g.S.Moves = nil
	for i, n := range g.S.BoxBuilds {
		if n > 0 {
			b := g.Sc.Boxes[i]
			g.S.Boxes[i] += n
			g.S.BoxBuilds[i] = 0
			g.say("event", "20.6", "", msg("log.transportsbuilt", g.seatArg("side", b.Side), engine.Int("n", n), engine.Nested("box", g.boxName(b.Side, i+1)), engine.Int("pool", g.S.Boxes[i])),
				"%s: %d new transports join %s (%d there)", g.Sc.Seats[b.Side], n, b.Name, g.S.Boxes[i])
		}
	}
}

// buildsOrdered is the transports the side ordered this turn, for every
// box.
func (g *Game) buildsOrdered(side int) int {
	n := g.S.TransportOrders[side]
	for i, b := range g.Sc.Boxes {
		if b.Side == side {
			n += g.S.BoxBuilds[i]
		}
	}
	return n
}

// buildBoxOptions are the options to build a transport for one of the
// side's other boxes (20.632: new transports may go to any box).
func (g *Game) buildBoxOptions(side int) []engine.Option {
	if !g.canBuildTransport(side) {
		return nil
	}
	var out []engine.Option
	left := g.Sc.Params.BuildTransports[side] - g.buildsOrdered(side)
	for _, b := range g.boxesOf(side) {
		if b == 0 || !g.mayBuildFor(side, b) {
			continue
		}
		out = append(out, engine.Option{Key: "buildtr:" + strconv.Itoa(b), Rule: "20.6",
			Label:     fmt.Sprintf("Build a transport for %s (%d BRP; %d more this turn)", g.boxEnglish(side, b), TransportBRP, left),
			LabelMsg:  msg("opt.buildtransportbox", engine.Nested("box", g.boxName(side, b)), engine.Int("brp", TransportBRP), engine.Int("n", left)),
			Detail:    fmt.Sprintf("%d there; it joins at the end of the turn", g.boxLevel(side, b)),
			DetailMsg: msg("d.buildtransport", engine.Int("n", g.boxLevel(side, b)))})
	}
	return out
}

// buildForBox orders a transport for box b (20.6, 20.632).
func (g *Game) buildForBox(side, b int) {
	if b == 0 {
		g.buildTransport(side)
		return
	}
	if !g.canBuildTransport(side) || b < 1 || b > len(g.Sc.Boxes) || g.Sc.Boxes[b-1].Side != side || !g.mayBuildFor(side, b) {
		return
	}
	g.S.BoxBuilds[b-1]++
	g.S.BRPSpent[side] += TransportBRP
	g.say("event", "20.6", "", msg("log.buildtransportbox", g.seatArg("side", side), engine.Nested("box", g.boxName(side, b)), engine.Int("brp", TransportBRP)),
		"%s builds a transport for %s (%d BRP)", g.Sc.Seats[side], g.boxEnglish(side, b), TransportBRP)
}

// penaltyAfter is the side's BRP penalty a turn over all its boxes with
// the given changes to their levels (by box number).
func (g *Game) penaltyAfter(side int, change map[int]int) int {
	pen := 0
	for _, b := range g.boxesOf(side) {
		pen += g.boxPenalty(side, b, g.boxLevel(side, b)+g.incoming(side, b)+change[b])
	}
	return pen
}

// botMove is the move the bot makes between its boxes, if one pays
// (20.632, 20.633): the best number of transports to move from one box to
// another is found whole (a box's penalty cap can make the first moves
// cost as much as they save and the later ones save outright), and a
// move is made when that number lowers the side's penalty a turn; moved
// transports count from the next turn, so none is moved on the last.
func (g *Game) botMove(side int) (from, to int, ok bool) {
	if g.S.Turn >= g.Sc.Turns {
		return 0, 0, false
	}
	base := g.penaltyAfter(side, nil)
	best, bestPen := [2]int{}, base
	bs := g.boxesOf(side)
	for _, f := range bs {
		for _, t := range bs {
			if f == t {
				continue
			}
			for k := 1; k <= g.movable(side, f); k++ {
				if p := g.penaltyAfter(side, map[int]int{f: -k, t: k}); p < bestPen {
					best, bestPen = [2]int{f, t}, p
				}
			}
		}
	}
	if bestPen < base {
		return best[0], best[1], true
	}
	return 0, 0, false
}

// botBuild is the box the bot builds a transport for, if one pays (20.6,
// 20.633): the box where it lowers the penalty a turn most, when the BRP
// it saves from the next turn to the last at least repay its 3 BRP (an
// even trade builds: the transport outlasts the scenario).
func (g *Game) botBuild(side int) (int, bool) {
	if !g.canBuildTransport(side) {
		return 0, false
	}
	base := g.penaltyAfter(side, nil)
	best, save := 0, 0
	if low := g.belowFloor(side); len(low) > 0 {
		return low[0], true // 20.632D: the floor first
	}
	for _, b := range g.boxesOf(side) {
		if s := base - g.penaltyAfter(side, map[int]int{b: 1}); s > save {
			best, save = b, s
		}
	}
	if save > 0 && save*(g.Sc.Turns-g.S.Turn) >= TransportBRP {
		return best, true
	}
	return 0, false
}

// plural is the word for a count of n.
func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
