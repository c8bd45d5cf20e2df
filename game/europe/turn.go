package europe

import (
	"fmt"
	"sort"
	"strings"

	"periscope/game/engine"
)

// The procedure's ops. Their names are part of the save format.
const (
	opCash      engine.Op = "europe.cash"
	opCashShare engine.Op = "europe.cash-share"
	opCashPass  engine.Op = "europe.cash-pass"
	opCashBuy   engine.Op = "europe.cash-buy"
	opTurn      engine.Op = "europe.turn"
	opPurchase  engine.Op = "europe.purchase"
	opMove      engine.Op = "europe.move"
	opCombat    engine.Op = "europe.combat"
	opRaid      engine.Op = "europe.raid"
	opBattle    engine.Op = "europe.battle"
	opCasualty  engine.Op = "europe.casualty"
	opPlace     engine.Op = "europe.place"
	opRepair    engine.Op = "europe.repair"
	opIncome    engine.Op = "europe.income"
	opMEPay     engine.Op = "europe.me-pay"
	opEndTurn   engine.Op = "europe.end-turn"
	opLanding   engine.Op = "europe.landing"
	opOrder     engine.Op = "europe.casualty-order"
)

var steps = func() *engine.Steps[*Game] {
	s := engine.NewSteps[*Game](SystemID)
	s.Register(opCash, stepCash)
	s.Register(opCashShare, stepCashShare)
	s.Register(opCashPass, stepCashPass)
	s.Register(opCashBuy, stepCashBuy)
	s.Register(opTurn, stepTurn)
	s.Register(opPurchase, stepPurchase)
	s.Register(opMove, stepMove)
	s.Register(opCombat, stepCombat)
	s.Register(opRaid, stepRaid)
	s.Register(opBattle, stepBattle)
	s.Register(opCasualty, stepCasualty)
	s.Register(opPlace, stepPlace)
	s.Register(opRepair, stepRepair)
	s.Register(opIncome, stepIncome)
	s.Register(opMEPay, stepMEPay)
	s.Register(opEndTurn, stepEndTurn)
	s.Register(opLanding, stepLanding)
	s.Register(opOrder, stepOrder)
	s.Args(opOrder, engine.ArgSpec{A: &engine.Range{Min: 0, Max: 1}})
	s.Args(opCash, engine.ArgSpec{A: &engine.Range{Min: 0, Max: 2}})
	s.Args(opCashShare, engine.ArgSpec{A: &engine.Range{Min: 0, Max: 2}, B: &engine.Range{Min: 0, Max: 12}})
	s.Args(opCashPass, engine.ArgSpec{A: &engine.Range{Min: 0, Max: 1}})
	s.Args(opMove, engine.ArgSpec{A: &engine.Range{Min: 0, Max: 1}})
	return s
}()

func m(id string, args ...engine.Arg) *engine.Msg { return engine.M(id, args...) }

// argP is a power's name as a nested message.
func argP(name string, p Power) engine.Arg {
	return engine.Arg{Name: name, Kind: engine.ArgMsg, Msg: engine.M("europe.power." + string(p))}
}

// argU is a unit class's name as a nested message ("infantry",
// "infantry/cargo").
func argU(name, class string) engine.Arg {
	if t, ok := strings.CutSuffix(class, "/cargo"); ok {
		return engine.Arg{Name: name, Kind: engine.ArgMsg, Msg: engine.M("europe.unit.cargo", engine.Arg{Name: "unit", Kind: engine.ArgMsg, Msg: engine.M("europe.unit." + t)})}
	}
	if t, ok := strings.CutSuffix(class, "/loaded"); ok {
		return engine.Arg{Name: name, Kind: engine.ArgMsg, Msg: engine.M("europe.unit.loaded", engine.Arg{Name: "unit", Kind: engine.ArgMsg, Msg: engine.M("europe.unit." + t)})}
	}
	return engine.Arg{Name: name, Kind: engine.ArgMsg, Msg: engine.M("europe.unit." + class)}
}
func argS(name, s string) engine.Arg { return engine.Arg{Name: name, Kind: engine.ArgText, Str: s} }

// argSp is a space's name as a nested message ("europe.space.<id>"), so
// the catalogue names it in the reader's language.
func argSp(name, id string) engine.Arg {
	return engine.Arg{Name: name, Kind: engine.ArgMsg, Msg: engine.M(SpaceMsgID(id))}
}

// SpaceMsgID is the catalogue id of a space's name.
func SpaceMsgID(id string) string        { return "europe.space." + id }
func argI(name string, n int) engine.Arg { return engine.Arg{Name: name, Kind: engine.ArgInt, Int: n} }

func (g *Game) spaceName(id string) string {
	if sp := g.D.Space(id); sp != nil {
		return sp.Name
	}
	return id
}

func (g *Game) typeName(t string) string {
	if ut := g.D.Type(t); ut != nil {
		return ut.Name
	}
	return t
}

// ---------------------------------------------------------------- set-up

// stepCash runs the special cash advance [6.1]: Germany's 12 IPC (A=0),
// then the Allies' 12 shared (A=1), then the starting income [6.2] (A=2).
func stepCash(g *Game, f *engine.Frame) {
	s := g.S
	switch f.A {
	case 0:
		g.phase("6.1", m("kind.cash-buy"), "Special cash advance")
		s.Cash = map[Power]int{Germany: 12}
		g.Push(engine.Frame{Op: opCashBuy, Sub: string(Germany)}, engine.Frame{Op: opCash, A: 1})
	case 1:
		if !s.on("cash-per-side") { // [A1] off: the introduction's reading, 12 to each power
			for _, p := range []Power{USSR, UK, USA} {
				s.Cash[p] = 12
			}
			g.Push(engine.Frame{Op: opCashBuy, Sub: string(USSR)}, engine.Frame{Op: opCashBuy, Sub: string(UK)},
				engine.Frame{Op: opCashBuy, Sub: string(USA)}, engine.Frame{Op: opCash, A: 2})
			return
		}
		if !s.on("allies-declare-shares") {
			// [A7] off: no shares declared; the USSR, the UK and the USA
			// buy in turn from one pool, each passing on what it leaves.
			s.Cash[USSR] = 12
			g.Push(engine.Frame{Op: opCashBuy, Sub: string(USSR)}, engine.Frame{Op: opCashPass, A: 0},
				engine.Frame{Op: opCashBuy, Sub: string(UK)}, engine.Frame{Op: opCashPass, A: 1},
				engine.Frame{Op: opCashBuy, Sub: string(USA)}, engine.Frame{Op: opCash, A: 2})
			return
		}
		g.Push(engine.Frame{Op: opCashShare, A: 0, B: 12}, engine.Frame{Op: opCashBuy, Sub: string(USSR)},
			engine.Frame{Op: opCashBuy, Sub: string(UK)}, engine.Frame{Op: opCashBuy, Sub: string(USA)}, engine.Frame{Op: opCash, A: 2})
	case 2:
		for _, p := range Powers {
			left := s.Cash[p]
			inc := g.D.StartingIncome(p)
			s.Treasury[p] = left + inc
			s.Ledger[p] = Ledger{Start: left + inc}
			g.noteM("6.2", string(p), m("europe.log.start-income", argP("power", p), argI("inc", inc), argI("left", left), argI("treasury", s.Treasury[p])), "%s: starting income %d IPC, %d left of the cash advance: treasury %d", p.Name(), inc, left, s.Treasury[p])
		}
		s.Cash = nil
		s.Round, s.Turn = 1, 0
		g.Push(engine.Frame{Op: opTurn})
	}
}

// StartingIncome is a power's starting production [6.2, D12].
func (d *Data) StartingIncome(p Power) int {
	s := &State{Control: map[string]Power{}}
	for _, sp := range d.Spaces {
		if !sp.Sea() && !sp.Neutral {
			s.Control[sp.ID] = sp.Owner
		}
	}
	return s.Production(d, p)
}

// stepCashShare: the Allies split their 12 IPC; each declares its share
// in turn, USSR then UK, the USA takes the rest [A7].
func stepCashShare(g *Game, f *engine.Frame) {
	s := g.S
	allies := []Power{USSR, UK, USA}
	pool := f.B
	p := allies[f.A]
	if f.A == 2 {
		s.Cash[USA] = pool
		g.noteM("A7", string(p), m("europe.log.cash-rest", argP("power", p), argI("n", pool)), "%s takes the remaining %d IPC of the Allied cash advance", p.Name(), pool)
		return
	}
	if f.Ans == nil {
		var opts []engine.Option
		for k := 0; k <= pool; k++ {
			opts = append(opts, engine.Option{Key: fmt.Sprintf("share:%d", k), Label: fmt.Sprintf("%d IPC", k),
				LabelMsg: m("europe.opt.ipc", argI("n", k))})
		}
		g.Ask(f, engine.Prompt{Kind: "cash-share", Seat: g.seat(p), Rule: "6.1",
			Text: fmt.Sprintf("%s: how much of the Allies' %d IPC cash advance do you take?", p.Name(), pool),
			Msg:  m("europe.ask.cash-share", argP("power", p), argI("n", pool)), Options: opts})
		return
	}
	k := f.Ans.Option
	s.Cash[p] = k
	g.noteM("A7", string(p), m("europe.log.cash-take", argP("power", p), argI("n", k)), "%s takes %d IPC of the Allied cash advance", p.Name(), k)
	g.Push(engine.Frame{Op: opCashShare, A: f.A + 1, B: pool - k})
}

// stepCashPass (allies-declare-shares off [A7]): the Allied power that
// has bought (USSR A=0, UK A=1) passes what is left of the pool to the
// next; what the USA leaves joins its first-turn funds.
func stepCashPass(g *Game, f *engine.Frame) {
	s := g.S
	allies := []Power{USSR, UK, USA}
	from, to := allies[f.A], allies[f.A+1]
	n := s.Cash[from]
	s.Cash[from], s.Cash[to] = 0, s.Cash[to]+n
	g.noteM("A7", string(from), m("europe.log.cash-pass", argP("power", from), argP("to", to), argI("n", n)), "%s leaves %d IPC of the Allied cash advance to %s", from.Name(), n, to.Name())
}

// stepCashBuy: buy a unit with the cash advance and place it where the
// power already has a unit [6.1, A6].
func stepCashBuy(g *Game, f *engine.Frame) {
	s := g.S
	p := Power(f.Sub)
	if f.S == "" {
		if f.Ans == nil {
			opts := g.buyOptions(s.Cash[p])
			if len(opts) == 0 {
				return
			}
			opts = append(opts, engine.Option{Key: "done", Label: "Done", LabelMsg: m("europe.opt.done")})
			g.Ask(f, engine.Prompt{Kind: "cash-buy", Seat: g.seat(p), Rule: "6.1",
				Text: fmt.Sprintf("%s: spend the cash advance (%d IPC left)", p.Name(), s.Cash[p]),
				Msg:  m("europe.ask.cash-buy", argP("power", p), argI("n", s.Cash[p])), Options: opts})
			return
		}
		key := g.Key(f)
		if key == "done" {
			return
		}
		t := key[len("buy:"):]
		s.Cash[p] -= g.D.Type(t).Cost
		g.Push(engine.Frame{Op: opCashBuy, Sub: f.Sub, S: t})
		return
	}
	t := f.S
	if f.Ans == nil {
		var opts []engine.Option
		for _, id := range g.cashPlaces(p, t) {
			opts = append(opts, engine.Option{Key: "at:" + id, Label: g.spaceName(id), Ref: id, LabelMsg: m("europe.opt.space", argSp("space", id))})
		}
		if len(opts) == 0 {
			s.Cash[p] += g.D.Type(t).Cost
			return
		}
		g.Ask(f, engine.Prompt{Kind: "cash-place", Seat: g.seat(p), Rule: "6.1",
			Text: fmt.Sprintf("%s: place the %s", p.Name(), g.typeName(t)),
			Msg:  m("europe.ask.place", argP("power", p), argU("unit", t)), Options: opts})
		return
	}
	at := g.Key(f)[len("at:"):]
	s.add(t, p, at)
	g.noteM("6.1", string(p), m("europe.log.cash-place", argP("power", p), argU("unit", t), argSp("space", at)), "%s places a %s in %s (cash advance)", p.Name(), g.typeName(t), g.spaceName(at))
	g.Push(engine.Frame{Op: opCashBuy, Sub: f.Sub})
}

// cashPlaces: spaces where p already has a unit, land for land units and
// aircraft, sea for ships [6.1, A6].
func (g *Game) cashPlaces(p Power, t string) []string {
	sea := g.D.Type(t).Domain == "sea"
	seen := map[string]bool{}
	var out []string
	for _, u := range g.S.Units {
		if sea && u.Type == Transport && !g.S.on("cash-transport-counts") {
			continue // [A6] off: a lone transport does not count for ships
		}
		if u.Owner == p && !seen[u.At] && g.D.Space(u.At).Sea() == sea {
			seen[u.At] = true
			out = append(out, u.At)
		}
	}
	sort.Strings(out)
	return out
}

func (g *Game) buyOptions(money int) []engine.Option {
	var opts []engine.Option
	for _, id := range typeIDs {
		ut := g.D.Type(id)
		if ut.Cost <= money {
			opts = append(opts, engine.Option{Key: "buy:" + id, Label: fmt.Sprintf("%s (%d)", ut.Name, ut.Cost),
				LabelMsg:  m("europe.opt.buy", argU("unit", id), argI("cost", ut.Cost)),
				Detail:    fmt.Sprintf("attack %d, defence %d, move %d", ut.Attack, ut.Defense, ut.Move),
				DetailMsg: m("europe.d.unit-values", argI("a", ut.Attack), argI("d", ut.Defense), argI("m", ut.Move))})
		}
	}
	return opts
}

// ---------------------------------------------------------------- the turn

// stepTurn begins a power's turn: victory [2], the per-turn marks, and
// the seven steps of the Action Sequence [7].
func stepTurn(g *Game, f *engine.Frame) {
	s := g.S
	p := s.Active()
	if g.checkVictory(p) {
		return
	}
	for i := range s.Units {
		u := &s.Units[i]
		u.Moved, u.Done, u.Loaded, u.Unloaded, u.Attacking, u.From = 0, false, false, false, false, ""
		if u.On != 0 && u.Type != Fighter && !g.D.Space(u.At).Sea() {
			u.On = 0 // a landing that did not come ashore by battle [8.1]
		}
		u.Amphibious, u.Raid, u.Fought, u.Cargo, u.Out = false, false, false, false, false
		u.Trapped, u.Retreated = "", false
		if u.Type == Transport && u.Owner == p && s.hasEnemy(u.At, p) {
			u.Trapped = u.At // [13.2]
		}
	}
	s.StartControl = map[string]Power{}
	for k, v := range s.Control {
		s.StartControl[k] = v
	}
	s.Captured, s.Fought, s.Bought = nil, nil, nil
	g.phase("7", m("europe.log.turn", argI("round", s.Round), argP("power", p)), fmt.Sprintf("Round %d: %s", s.Round, p.Name()))
	if p == USA && s.Round == 1 && !s.on("usa-round-one") {
		// [A36] off: the "six months" read as a rule, the USA is neutral in
		// its first turn: no combat move, no battles.
		g.Note("A36", string(p), "The USA is neutral this round: no combat move")
		g.Push(append([]engine.Frame{{Op: opPurchase}, {Op: opMove, A: 0}, {Op: opPlace}}, g.turnTail()...)...)
		return
	}
	g.Push(append([]engine.Frame{{Op: opPurchase}, {Op: opMove, A: 1}, {Op: opCombat},
		{Op: opMove, A: 0}, {Op: opPlace}}, g.turnTail()...)...)
}

// turnTail is the turn's last steps: resurface and repair [11], collect
// income [12], end the turn. The rules call collection both step 6 and
// step 7 [A8]: income-step-seven on, it follows the repair; off, it comes
// first. Nothing in between spends, pays or reads a treasury, and no
// income reads a submarine's or battleship's state, so both orders play
// the same game (TestA8_IncomeStepSixOrSeven fails if they ever differ).
func (g *Game) turnTail() []engine.Frame {
	if !g.S.on("income-step-seven") {
		return []engine.Frame{{Op: opIncome}, {Op: opRepair}, {Op: opEndTurn}}
	}
	return []engine.Frame{{Op: opRepair}, {Op: opIncome}, {Op: opEndTurn}}
}

// checkVictory applies [2]: Germany wins holding Berlin and an Allied
// capital at the start of its turn (it took it on its last turn and held
// it); the Allies win when the power that took Berlin still holds it at
// its next turn, with the Allied capitals held [A2].
func (g *Game) checkVictory(p Power) bool {
	s, d := g.S, g.D
	if p == Germany {
		if !s.HasCapital(d, Germany) {
			return false
		}
		for _, a := range []Power{USSR, UK, USA} {
			if s.Control[d.CapitalOf(a)] == Germany {
				g.end("de", "capital", fmt.Sprintf("Germany holds %s and Berlin [2]", g.spaceName(d.CapitalOf(a))))
				return true
			}
		}
		return false
	}
	if s.Control[d.CapitalOf(Germany)] != p {
		return false
	}
	for _, a := range []Power{USSR, UK, USA} {
		if (s.on("all-capitals") || a == p) && !s.HasCapital(d, a) {
			return false
		}
	}
	g.end("allies", "berlin", fmt.Sprintf("%s holds Berlin and the Allies their capitals [2]", p.Name()))
	return true
}

func (g *Game) end(winner, reason, why string) {
	g.S.Winner, g.S.Over, g.S.Reason = winner, true, reason
	g.say("2", &engine.Event{Type: "victory", Sub: winner}, m("europe.log.victory."+winner), "The game is over: %s", why)
}

// stepPurchase: buy units with the treasury; they wait, visible to all,
// until step 5 [7.1]. A power without its capital cannot buy [7.4, A17]
// (capital-less-idle off: it spends what its treasury still holds).
func stepPurchase(g *Game, f *engine.Frame) {
	s := g.S
	p := s.Active()
	s.Phase = "purchase"
	if !s.HasCapital(g.D, p) && s.on("capital-less-idle") {
		return
	}
	if f.Ans == nil {
		opts := g.buyOptions(s.Treasury[p])
		if len(opts) == 0 {
			return
		}
		opts = append(opts, engine.Option{Key: "done", Label: "Done", LabelMsg: m("europe.opt.done")})
		opts = append(opts, orderOptions()...)
		opts = append(opts, s.standingOptions(p)...)
		g.Ask(f, engine.Prompt{Kind: "purchase", Seat: g.seat(p), Rule: "7.1",
			Text: fmt.Sprintf("%s: buy units (%d IPC)", p.Name(), s.Treasury[p]),
			Msg:  m("europe.ask.purchase", argP("power", p), argI("n", s.Treasury[p])), Options: opts})
		return
	}
	key := g.Key(f)
	if key == "done" {
		return
	}
	if side, ok := strings.CutPrefix(key, "order:"); ok {
		g.Push(engine.Frame{Op: opOrder, A: map[string]int{"attack": 0, "defence": 1}[side]}, engine.Frame{Op: opPurchase})
		return
	}
	if which, ok := standingKey(key); ok {
		g.stepStanding(p, which)
		g.Push(engine.Frame{Op: opPurchase})
		return
	}
	t := key[len("buy:"):]
	cost := g.D.Type(t).Cost
	s.Treasury[p] -= cost
	l := s.Ledger[p]
	l.Spent += cost
	s.Ledger[p] = l
	s.Bought = append(s.Bought, t)
	g.say("7.1", nil, m("europe.log.buy", argP("power", p), argU("unit", t), argI("n", cost)), "%s buys a %s for %d IPC", p.Name(), g.typeName(t), cost)
	g.Push(engine.Frame{Op: opPurchase})
}

// stepPlace puts the purchases on the map [10].
func stepPlace(g *Game, f *engine.Frame) {
	s := g.S
	p := s.Active()
	s.Phase = "place"
	if len(s.Bought) == 0 {
		return
	}
	t := s.Bought[0]
	places := g.placeOptions(p, t, f.L)
	if len(places) == 0 {
		g.Note("10", string(p), "%s: nowhere to place the %s; it is lost", p.Name(), g.typeName(t))
		s.Bought = s.Bought[1:]
		g.Push(engine.Frame{Op: opPlace, L: f.L})
		return
	}
	if f.Ans == nil {
		var opts []engine.Option
		for _, id := range places {
			opts = append(opts, engine.Option{Key: "at:" + id, Label: g.spaceName(id), Ref: id, LabelMsg: m("europe.opt.space", argSp("space", id))})
		}
		g.Ask(f, engine.Prompt{Kind: "place", Seat: g.seat(p), Rule: "10",
			Text: fmt.Sprintf("%s: place the %s", p.Name(), g.typeName(t)),
			Msg:  m("europe.ask.place", argP("power", p), argU("unit", t)), Options: opts})
		return
	}
	at := g.Key(f)[len("at:"):]
	s.add(t, p, at)
	s.Bought = s.Bought[1:]
	ic := at
	if g.D.Space(at).Sea() {
		ic = g.icFor(p, at)
	}
	g.say("10", nil, m("europe.log.place", argP("power", p), argU("unit", t), argSp("space", at)), "%s places a %s in %s", p.Name(), g.typeName(t), g.spaceName(at))
	g.Push(engine.Frame{Op: opPlace, L: append(f.L, ic)})
}

// placeICs are the complexes p may place at: controlled since the start
// of the turn [10]; at a captured one at most its IPC value a turn.
func (g *Game) placeICs(p Power, used []string) []string {
	s := g.S
	var out []string
	for _, sp := range g.D.Spaces {
		if !sp.IC || s.Control[sp.ID] != p || s.StartControl[sp.ID] != p {
			continue
		}
		if sp.ID == "canada" && !s.on("canada-ic") {
			continue
		}
		if sp.Owner != p {
			n := 0
			for _, u := range used {
				if u == sp.ID {
					n++
				}
			}
			if n >= sp.IPC {
				continue
			}
		}
		out = append(out, sp.ID)
	}
	return out
}

func (g *Game) placeOptions(p Power, t string, used []string) []string {
	ics := g.placeICs(p, used)
	if g.D.Type(t).Domain != "sea" {
		return ics
	}
	seen := map[string]bool{}
	var out []string
	for _, ic := range ics {
		for _, n := range g.D.Neighbours(ic) {
			if n.Sea() && !seen[n.ID] {
				seen[n.ID] = true
				out = append(out, n.ID)
			}
		}
	}
	sort.Strings(out)
	return out
}

func (g *Game) icFor(p Power, zone string) string {
	for _, ic := range g.placeICs(p, nil) {
		if g.D.Adjacent(ic, zone) {
			return ic
		}
	}
	return ""
}

// stepRepair: every submarine resurfaces, every battleship is repaired [11, A12].
func stepRepair(g *Game, f *engine.Frame) {
	g.S.Phase = "repair"
	n := 0
	all := g.S.on("resurface-all") // [A12]: off, the power playing's units only
	for i := range g.S.Units {
		u := &g.S.Units[i]
		if !all && u.Owner != g.S.Active() {
			continue
		}
		if u.Submerged || u.Damaged {
			n++
		}
		u.Submerged, u.Damaged = false, false
	}
	if n > 0 {
		g.Note("11", "", "%d submarines resurface and battleships are repaired", n)
	}
}

// stepIncome: collect production [12]; in Germany's step 7 the Allies pay
// it the Middle East total [12.1].
func stepIncome(g *Game, f *engine.Frame) {
	s := g.S
	p := s.Active()
	s.Phase = "income"
	if !s.HasCapital(g.D, p) {
		g.Note("7.4", string(p), "%s has lost its capital and collects nothing", p.Name())
		return
	}
	inc := s.Production(g.D, p)
	s.Treasury[p] += inc
	l := s.Ledger[p]
	l.Collected += inc
	s.Ledger[p] = l
	g.say("12", &engine.Event{Type: "income", Sub: string(p)}, m("europe.log.income", argP("power", p), argI("n", inc), argI("total", s.Treasury[p])), "%s collects %d IPC (treasury %d)", p.Name(), inc, s.Treasury[p])
	if p == Germany && s.MiddleEast(g.D) > 0 {
		g.Push(engine.Frame{Op: opMEPay})
	}
}

// stepMEPay: the Allies pay Germany the ME total from their treasuries,
// split as they choose; what they cannot pay is not paid [12.1, A28]
// (me-pay-what-they-have off: the bank makes it up).
func stepMEPay(g *Game, f *engine.Frame) {
	s := g.S
	due := s.MiddleEast(g.D)
	have := s.Treasury[USSR] + s.Treasury[UK] + s.Treasury[USA]
	if have == 0 {
		g.meShortfall(due)
		return
	}
	if f.Ans == nil && !s.on("auto-defence") {
		opts := []engine.Option{{Key: "even", Label: "Split evenly", LabelMsg: m("europe.opt.me-even")}}
		for _, a := range []Power{UK, USA, USSR} {
			opts = append(opts, engine.Option{Key: "first:" + string(a), Label: a.Name() + " pays first",
				LabelMsg: m("europe.opt.me-first", argP("power", a))})
		}
		g.Ask(f, engine.Prompt{Kind: "me-pay", Seat: g.seat(UK), Rule: "12.1",
			Text: fmt.Sprintf("The Allies owe Germany %d IPC for the Middle East: who pays?", due),
			Msg:  m("europe.ask.me-pay", argI("n", due)), Options: opts})
		return
	}
	key := "even"
	if f.Ans != nil {
		key = g.Key(f)
	}
	order := []Power{UK, USA, USSR}
	if key != "even" {
		first := Power(key[len("first:"):])
		order = []Power{first}
		for _, a := range []Power{UK, USA, USSR} {
			if a != first {
				order = append(order, a)
			}
		}
	}
	pay := map[Power]int{}
	left := due
	if key == "even" {
		for left > 0 {
			paid := false
			for _, a := range order {
				if left > 0 && s.Treasury[a]-pay[a] > 0 {
					pay[a]++
					left--
					paid = true
				}
			}
			if !paid {
				break
			}
		}
	} else {
		for _, a := range order {
			k := min(left, s.Treasury[a])
			pay[a] += k
			left -= k
		}
	}
	total := 0
	for _, a := range []Power{USSR, UK, USA} {
		if pay[a] > 0 {
			g.transfer(a, Germany, pay[a])
			total += pay[a]
		}
	}
	g.Note("12.1", "de", "The Allies pay Germany %d IPC for the Middle East (%d due)", total, due)
	g.meShortfall(due - total)
}

// meShortfall: what the Allies could not pay of the ME total is lost to
// Germany [A28]; with me-pay-what-they-have off the bank pays it.
func (g *Game) meShortfall(n int) {
	s := g.S
	if n <= 0 || s.on("me-pay-what-they-have") {
		return
	}
	s.Treasury[Germany] += n
	l := s.Ledger[Germany]
	l.Collected += n
	s.Ledger[Germany] = l
	g.Note("A28", "de", "The bank pays Germany the %d IPC the Allies could not", n)
}

// transfer moves IPCs between treasuries (capital capture, ME payments).
func (g *Game) transfer(from, to Power, n int) {
	s := g.S
	s.Treasury[from] -= n
	s.Treasury[to] += n
	l := s.Ledger[from]
	l.Lost += n
	s.Ledger[from] = l
	l = s.Ledger[to]
	l.Received += n
	s.Ledger[to] = l
}

// stepEndTurn passes to the next power; after the USA the round ends
// (and the optional turn limit may end the game [A3]).
func stepEndTurn(g *Game, f *engine.Frame) {
	s := g.S
	if s.Turn == len(Powers)-1 {
		row := map[Power]int{}
		for _, p := range Powers {
			row[p] = s.Production(g.D, p)
		}
		s.Income = append(s.Income, row)
		if lim := s.TurnLimit(); lim > 0 && s.Round >= lim {
			if s.Production(g.D, Germany)+s.MiddleEast(g.D) >= g.D.StartingIncome(Germany) && s.HasCapital(g.D, Germany) {
				g.end("de", "limit-kept", "turn limit: Germany has kept its production [A3]")
			} else {
				g.end("allies", "limit-fallen", "turn limit: Germany's production has fallen [A3]")
			}
			return
		}
		s.Round++
		s.Turn = 0
	} else {
		s.Turn++
	}
	g.Push(engine.Frame{Op: opTurn})
}

// say logs an event (with its structured payload when ev is set) and its
// message for the catalogue.
func (g *Game) say(rule string, ev *engine.Event, msg *engine.Msg, format string, args ...any) {
	e := engine.Entry{Kind: "event", Rule: rule, Text: fmt.Sprintf(format, args...), Msg: msg}
	if ev != nil {
		e.Event, e.Sub = ev, ev.Sub
	}
	g.Add(e)
}

// phase logs the start of a phase with its message.
func (g *Game) phase(rule string, msg *engine.Msg, text string) {
	g.Add(engine.Entry{Kind: "phase", Rule: rule, Text: text, Msg: msg})
}
