package campaign

import (
	"slices"
	"strings"
	"testing"
)

// Spec §12.1 [SW 6.0]: the torpedo table's tonnage is cumulative for the
// scenario; with "torpedo-tons-yearly" only this year's counts. 80 kt sunk
// in all, 10 kt of it in January 1943: the 70 kt threshold is due by
// default, not under the switch.
func TestSpec12_1_SW6_0_TorpedoTonnageYearlySwitch(t *testing.T) {
	for _, on := range []bool{false, true} {
		g := withSwitch(t, "torpedo-tons-yearly", on, "1943-01", 2)
		g.S.G7, g.S.Tracks.Tons = -2, 80
		g.S.Chronicle = []MonthRecord{{Month: g.S.Month - 2, Tons: 40}, {Month: g.S.Month - 1, Tons: 30}, {Month: g.S.Month, Tons: 10}}
		if got, want := g.torpedoCount(), map[bool]int{false: 80, true: 10}[on]; got != want {
			t.Fatalf("switch %v: torpedo count %d kt, want %d", on, got, want)
		}
		due := g.torpedoDue()
		if has70 := slices.ContainsFunc(due, func(i int) bool { return g.T.Tables.Torpedo[i].Count == 70 }); has70 == on {
			t.Errorf("switch %v: 70 kt threshold due %v", on, has70)
		}
	}
}

// Spec §12.12 [SW 15.22]: a boat forced home moves in the same turn's
// transit phase; with "forced-rtb-next-turn" it waits in Done for next
// turn, as in Steel Wolves.
func TestSpec12_12_SW15_22_ForcedRTBNextTurnSwitch(t *testing.T) {
	for _, on := range []bool{false, true} {
		g := withSwitch(t, "forced-rtb-next-turn", on, "1942-07", 2)
		quietBases(g)
		s := pearlSubOperating(t, g, "hawaiian-islands")
		g.ForceRTB(s, "14.2", "counterattack")
		text := runTransit(t, g)
		home := s.Status == StBase && s.Base == "pearl-harbor"
		if home == on {
			t.Fatalf("switch %v: %s is %s in %s%s\n%s", on, s.ID, s.Status, s.Area, s.Base, text)
		}
		if on && (s.Section != Done || !s.RTB || s.Area != "hawaiian-islands") {
			t.Errorf("switch on: %s in %s, section %s, RTB %v; want waiting in Done", s.ID, s.Area, s.Section, s.RTB)
		}
		if err := g.CheckInvariants(); err != nil {
			t.Fatal(err)
		}
	}
}

// Spec §12.27 [SW 24.53]: a wolfpack member's TDCs go back to the pool
// after its own turn (its counterattack); with "pack-tdc-round-end" they
// are held until every member has attacked this round.
func TestSpec12_27_SW24_53_PackTDCsReturnSwitch(t *testing.T) {
	for _, on := range []bool{false, true} {
		g := withSwitch(t, "pack-tdc-round-end", on, "1943-10", 3)
		subs, c := packBoard(t, g, [][]unit{{{typ: "m-jp-4t", up: true}}, {{typ: "m-jp-5t", up: true}}, {{typ: "dd-jp"}}, {}})
		pool := len(g.S.TDCPool)
		u := &c.Columns[0].Units[0]
		u.TDC = g.TakeTDC()
		g.finishTurn(c.Boat(subs[0].ID))
		if err := g.CheckInvariants(); err != nil {
			t.Fatal(err)
		}
		held := len(g.S.TDCPool) < pool
		if held != on || len(c.HeldTDCs) != map[bool]int{false: 0, true: 1}[on] {
			t.Fatalf("switch %v: after the first member pool %d of %d, held %v", on, len(g.S.TDCPool), pool, c.HeldTDCs)
		}
		g.finishTurn(c.Boat(subs[1].ID))
		g.finishTurn(c.Boat(subs[2].ID))
		if len(g.S.TDCPool) != pool || len(c.HeldTDCs) != 0 {
			t.Errorf("switch %v: after the whole pack pool %d of %d, held %v", on, len(g.S.TDCPool), pool, c.HeldTDCs)
		}
		g.S.Combat = nil
	}
}

// Spec §12.30 [SW 20.3], [15.0]: a special mission zone lasts one turn,
// so a boat enters it in patrol movement (phase 12); in the transit phase
// it may not go on into it (sailing or transit side up) unless
// "smz-transit-entry" is on. Patrol movement may enter it either way.
func TestSpec12_30_SW20_3_SMZEntryOnlyInPatrolMovementSwitch(t *testing.T) {
	for _, on := range []bool{false, true} {
		g := withSwitch(t, "smz-transit-entry", on, "1943-06", 3)
		g.S.Missions = append(g.S.Missions, Mission{ID: "m1", Event: "test", Area: "truk", Kind: "attack", Count: 4, Until: g.S.Turn})
		s := firstInBaseToSea(t, g, "marshalls", Operating, Transit)
		into := func(opts []moveOption) bool {
			return slices.ContainsFunc(opts, func(o moveOption) bool { return len(o.nodes) > 0 && o.nodes[len(o.nodes)-1] == "truk" })
		}
		if got := into(g.transitOptions(s, nil)); got != on {
			t.Errorf("switch %v: a transit move into Truk offered %v", on, got)
		}
		p := firstInBaseToSea(t, g, "carolines", Operating, Patrol)
		if !into(g.patrolOptions(p)) {
			t.Errorf("switch %v: patrol movement from the Carolines cannot enter Truk", on)
		}
	}
}

// Spec §12.32 [SW 16.1], [16.2]: victory (the month's end, its VP and
// markers) is checked before the Spotted roll; with
// "spotted-before-victory" the Spotted roll comes first.
func TestSpec12_32_SW16_SpottedBeforeVictorySwitch(t *testing.T) {
	for _, on := range []bool{false, true} {
		g := withSwitch(t, "spotted-before-victory", on, "1943-06", 3)
		g.S.Week = g.T.Rules.WeeksPerMonth
		s := firstInBaseToSea(t, g, "luzon-strait", Operating, Patrol)
		s.Spotted = true
		es := drive(t, g, Frame{Op: opEndRest})
		roll, end := -1, -1
		for i, e := range es {
			if e.Roll != nil && e.Roll.Purpose == "Spotted removal" && roll < 0 {
				roll = i
			}
			if e.Msg != nil && e.Msg.ID == "atl.month.end" && end < 0 {
				end = i
			}
		}
		if roll < 0 || end < 0 {
			t.Fatalf("switch %v: Spotted roll at %d, month end at %d\n%s", on, roll, end, logText(es))
		}
		if (roll < end) != on {
			t.Errorf("switch %v: Spotted roll at %d, victory's month end at %d", on, roll, end)
		}
	}
}

// Spec §12.33 [SW 5.0] event 5, the Wounded bear hunt: the Shokaku found
// (drawn into a combat) in one of the event's areas this turn carries a
// Damaged marker in that combat; it goes back to its cup at the clean-up.
// With "shokaku-damage-stays" the damaged Shokaku leaves the War Mix until
// the next war period [18.5]. Elsewhere, or another turn, she is whole.
func TestSpec12_33_SW5_0_WoundedBearShokakuSwitch(t *testing.T) {
	ev := pacificGame(t, "campaign-1941", "1942-05", 1).T.Event("wounded-bear-hunt")
	var areas []string
	for _, e := range ev.Effects {
		if e.Op == "found-damaged" && e.Text == "shokaku" {
			areas = append(areas, e.Area)
		}
	}
	if !slices.Equal(areas, []string{"coral-sea", "bismarck-sea", "carolines"}) {
		t.Fatalf("the event marks the Shokaku in %v", areas)
	}
	for _, on := range []bool{false, true} {
		g := withSwitch(t, "shokaku-damage-stays", on, "1942-05", 1)
		s := firstInBaseToSea(t, g, "coral-sea", Operating, Patrol)
		g.S.Overrides = append(g.S.Overrides, Override{Op: foundDamagedOp, Area: "coral-sea", Text: "shokaku", Until: g.S.Turn})
		c := board(t, g, "tf", "coral-sea", [][]unit{{}, {}, {}, {}}, map[string]int{s.ID: 1})
		u := BoardUnit{ID: "shokaku", TDC: -1, Cup: "D", Up: true}
		g.markFoundDamaged(&u)
		if !u.Damaged || !u.EventDamaged {
			t.Fatalf("switch %v: the Shokaku found in the Coral Sea is not damaged", on)
		}
		es := g.Flush()
		wantLog(t, es, "Damaged marker")
		c.Columns[1].Units = append(c.Columns[1].Units, u)
		if h, why := g.targetTotal(c.Boat(s.ID), &c.Columns[1].Units[0], true); !strings.Contains(why, "damaged") {
			t.Errorf("the attack on her does not count the damage: %d %s", h, why)
		}
		g.cleanBoard(s.ID)
		g.Flush()
		out := slices.Contains(g.S.OutPeriod, "shokaku")
		if out != on {
			t.Errorf("switch %v: the Shokaku out of the War Mix until the next period: %v", on, out)
		}
		g.S.Combat = nil
	}
	// Elsewhere she is whole.
	g := pacificGame(t, "campaign-1941", "1942-05", 1)
	s := firstInBaseToSea(t, g, "luzon-strait", Operating, Patrol)
	g.S.Overrides = append(g.S.Overrides, Override{Op: foundDamagedOp, Area: "coral-sea", Text: "shokaku", Until: g.S.Turn})
	board(t, g, "tf", "luzon-strait", [][]unit{{}, {}, {}, {}}, map[string]int{s.ID: 1})
	u := BoardUnit{ID: "shokaku", TDC: -1, Cup: "D"}
	g.markFoundDamaged(&u)
	if u.Damaged {
		t.Error("the Shokaku found in the Luzon Strait is damaged")
	}
	g.S.Combat = nil
}

// Spec §12.34 [SW 17.1]: the war-period roll of a listed month is made in
// week 1 of that month; with "month-roll-at-month-end" it is made in the
// last week of the month before (June 1942's roll in May's week 4).
func TestSpec12_34_SW17_1_MonthRollAtMonthEndSwitch(t *testing.T) {
	for _, on := range []bool{false, true} {
		g := withSwitch(t, "month-roll-at-month-end", on, "1942-05", 1)
		g.S.Week = g.T.Rules.WeeksPerMonth
		g.S.Tracks.Ships, g.S.Tracks.Tons = 130, 460 // +2
		g.LoadDice(9)
		g.rules.WarProgress(g, &Frame{})
		es := g.Flush()
		if got := rollOfAny(es, "war progress: war period 2"); got != on {
			t.Errorf("switch %v: a roll in May's last week %v\n%s", on, got, logText(es))
		}
		if on && g.S.Period != 2 {
			t.Errorf("switch on: period %d after 9 + 2 ≥ 6", g.S.Period)
		}
		h := withSwitch(t, "month-roll-at-month-end", on, "1942-06", 1)
		h.S.Week = 1
		h.LoadDice(9)
		h.rules.WarProgress(h, &Frame{})
		es = h.Flush()
		if got := rollOfAny(es, "war progress: war period 2"); got == on {
			t.Errorf("switch %v: a roll in June's week 1 %v", on, got)
		}
	}
}

// Spec §12.31 [SW 3.12], [14.8]: one BV counter (the Ise, October 1943)
// by default, as [3.12] lists it; "bv-two-counters" adds the Hyuga
// (November 1943), as [14.8]'s "BVs" reads. Every counter's reading names
// a switch.
func TestSpec12_31_SW3_12_BVCountersSwitch(t *testing.T) {
	for _, on := range []bool{false, true} {
		g := withSwitch(t, "bv-two-counters", on, "1944-01", 3)
		ise, hyuga := g.T.AlliedType("ise"), g.T.AlliedType("hyuga")
		if ise == nil || hyuga == nil || ise.Tons != 36 || ise.From != "1943-10" || !ise.Named {
			t.Fatalf("the BV counters: %+v %+v", ise, hyuga)
		}
		if !g.available(ise) || g.available(hyuga) != on {
			t.Errorf("switch %v: Ise in play %v, Hyuga %v", on, g.available(ise), g.available(hyuga))
		}
		g.S.Month = mustMonth("1943-09")
		if g.available(ise) {
			t.Errorf("switch %v: the BV is in play before October 1943", on)
		}
	}
	g := pacificGame(t, "campaign-1941", "1944-01", 3)
	for _, a := range g.T.Allied {
		if _, ok := optionInfo[a.Reading]; a.Reading != "" && !ok {
			t.Errorf("%s: reading %q is no switch", a.ID, a.Reading)
		}
	}
}
