package tactical

import "slices"

// Design your own [58], [59], [61]: the rules a designed battle may add
// (design.go names them; the scenario carries them; NewMatch sets them up
// with ownSetUp).
//
//   - [58] Convoy turns: a convoy plot with a turn (L2, R2, 2L, 2R at the
//     fast Basic speed) only once every 3 or 5 turns; the other turns the
//     convoy runs straight on. A move the board's edge forces [6.10] is
//     not refused.
//   - [59] Reload rate by crew: a tube takes 12, 15 or 18 turns to reload
//     (Advanced column) or 24, 30, 36 (Basic) for a professional,
//     experienced or novice crew, instead of the Basic game's three
//     [14.2]. A boat whose crew was not rolled by the crews switch [49]
//     rolls it at set-up. A boat with the power reload (the Type XXI)
//     reloads nothing until every loaded tube has fired; then all its
//     tubes at once in 12 (Basic 24) turns; after that by hand, at its
//     crew's rate.
//   - [61] Depth-charge stock: each escort rolls its stock on the d66
//     table at set-up (its type and nation's letter; one letter to the
//     left in 1939–41; letter A for a type the table does not list, "A
//     may always be used"). A rack or K-gun counter is two charges, a
//     600 lb counter three (the rulebook's "a 600 lb DC counts as 3
//     charges", a DC being the counter [56.2]); the Mk X is not counted.
//     The same roll gives the ATW rounds: one a Hedgehog counter, one a
//     Squid round of up to three counters (Squid charges do not count
//     against the stock). An escort with too few charges left cannot
//     place the counters: out of charges, it cannot attack.

// ReloadTurns is the turns a tube takes to reload: three in the Basic
// game [14.2], the [59] rate by crew under a design's reload rule.
func (g *Game) ReloadTurns(v *Vessel) int {
	if g.B.Reload == "" {
		return 3
	}
	n := map[Crew]int{Professional: 12, Experienced: 15, Novice: 18}[v.Crew]
	if n == 0 {
		n = 15
	}
	if g.B.Reload == "basic" {
		n *= 2
	}
	return n
}

// ownSetUp rolls what a design's rules need at set-up: the escorts'
// stocks [61], the boats' crews for the reload rate [59].
func (g *Game) ownSetUp(scen Scenario) {
	early := 1939+int(g.B.Period)/4 <= 1941
	for i := range g.B.Vessels {
		v := &g.B.Vessels[i]
		if v.Gone() {
			continue
		}
		switch {
		case v.Sub && scen.Reload != "" && v.Crew == "" && !v.Automated:
			years := max(0, int(g.B.Period-g.firstPeriod(g.nationOf(v)))/4)
			v.Crew = g.RollCrew(v.ID, years)
		case !v.Sub && scen.DCStock && g.Role(v) == Escort:
			c := g.ShipClass(v)
			col, ok := dcStockColumn[c.Type][c.Nation]
			if ok && early && col > 0 {
				col--
			}
			v.DCLeft, v.ATWLeft = g.rollDCStock(v.ID, col)
			v.Stocked = true
		}
	}
}

// dcCharges is what an order takes from the stock [61]: two charges a
// rack or K-gun counter, three a 600 lb one, none for the Mk X.
func (g *Game) dcCharges(v *Vessel, o ASWOrder) int {
	if !o.Kind.IsDC() || o.DCType == MkXType {
		return 0
	}
	if t := g.dcType(v, o.DCType); t != nil && t.ID == "600lb" {
		return 3 * o.Count
	}
	return ChargesPerCounter * o.Count // [56.2]
}

// checkStock refuses orders the escort's stock cannot pay [61].
func (g *Game) checkStock(v *Vessel, orders []ASWOrder) error {
	if !v.Stocked {
		return nil
	}
	charges, rounds, squid := 0, 0, 0
	for _, o := range orders {
		charges += g.dcCharges(v, o)
		switch o.Kind {
		case Hedgehog:
			rounds += o.Count
		case Squid:
			squid += o.Count
		}
	}
	rounds += (squid + 2) / 3
	if charges > v.DCLeft {
		return orderErr(ErrIllegal, msg("tac.err.dc-stock", txt("ship", v.ID), num("n", v.DCLeft), num("want", charges)),
			"%s has %d depth charges left, the orders take %d [61]", v.ID, v.DCLeft, charges)
	}
	if rounds > v.ATWLeft {
		return orderErr(ErrIllegal, msg("tac.err.atw-stock", txt("ship", v.ID), num("n", v.ATWLeft), num("want", rounds)),
			"%s has %d ahead-throwing rounds left, the orders take %d [61]", v.ID, v.ATWLeft, rounds)
	}
	return nil
}

// spendStock takes the placed orders off the stock [61] (charges dropped
// are gone even if the attack is then negated).
func (g *Game) spendStock(v *Vessel, orders []ASWOrder) {
	if !v.Stocked {
		return
	}
	squid := 0
	for _, o := range orders {
		v.DCLeft -= g.dcCharges(v, o)
		switch o.Kind {
		case Hedgehog:
			v.ATWLeft -= o.Count
		case Squid:
			squid += o.Count
		}
	}
	v.ATWLeft -= (squid + 2) / 3
	if v.DCLeft < 2 && v.ATWLeft < 1 {
		g.Say("61", msg("tac.log.dc-out", txt("ship", v.ID)), "%s has no depth charges left", v.ID)
	}
}

// OutOfCharges: the escort's stock [61] is spent (no rack, K-gun or ATW
// counter left to place).
func (g *Game) OutOfCharges(v *Vessel) bool {
	return v.Stocked && v.DCLeft < 2 && v.ATWLeft < 1
}

// ConvoyTurnOK: [58] a convoy plot with a turn may be written for turn
// (plots are written three turns ahead [5.1.3]): no turn made or planned
// in the ConvoyTurnEvery − 1 turns before it. pending are plans written
// in the same order, not yet recorded.
func (g *Game) ConvoyTurnOK(turn int, pending []ConvoyPlan) bool {
	n := g.B.ConvoyTurnEvery
	if n <= 0 {
		return true
	}
	last := g.B.ConvoyTurned
	for _, p := range append(slices.Clone(g.B.ConvoyPlans), pending...) {
		if p.Turn < turn && p.Plot.Turns() > 0 {
			last = max(last, p.Turn)
		}
	}
	return last == 0 || turn-last >= n
}

// checkConvoyTurn refuses a turning convoy plot for turn that [58] forbids.
func (g *Game) checkConvoyTurn(turn int, p Plot, pending []ConvoyPlan) error {
	if p.Turns() > 0 && !g.ConvoyTurnOK(turn, pending) {
		return orderErr(ErrIllegalMove, msg("tac.err.convoy-turn-limit", txt("plot", p.String()), num("n", g.B.ConvoyTurnEvery), num("turn", turn)),
			"%s for turn %d: the convoy turns once in %d turns at most [58]", p, turn, g.B.ConvoyTurnEvery)
	}
	return nil
}

// powerReload is [59]'s Type XXI: while a tube is loaded nothing reloads;
// when every loaded tube has fired, all tubes reload at once from stock
// in 12 (Basic 24) turns, once. It reports whether it took over the
// boat's reloading this turn.
func (g *Game) powerReload(v *Vessel) bool {
	if g.B.Reload == "" || v.PowerReloaded || !g.SubClass(v).PowerReload {
		return false
	}
	for _, t := range v.Tubes {
		if t.Loaded || t.Ready > 0 {
			return true // tubes still to fire: nothing reloads
		}
	}
	turns := 12
	if g.B.Reload == "basic" {
		turns = 24
	}
	n := 0
	for k := range v.Tubes {
		t := &v.Tubes[k]
		stock := &v.BowReloads
		if t.Stern {
			stock = &v.SternReload
		}
		if *stock > 0 {
			*stock--
			t.Ready = g.B.Turn + turns
			n++
		}
	}
	v.PowerReloaded = true
	if n == 0 {
		return true
	}
	g.Say("59", msg("tac.log.power-reload", txt("boat", v.ID), num("n", n), num("turns", turns)),
		"%s reloads %d tubes at once, ready in %d turns", v.ID, n, turns)
	return true
}
