package campaign

import (
	"strings"
	"testing"

	"periscope/game/data"
	"periscope/game/dice"
)

// Silent War's §12 reading switches (readings_pacific.go): each test plays
// the same situation with the switch off (the recommended reading) and on,
// and shows where the two differ.

// withSwitch is a Pacific game with one switch on or off.
func withSwitch(t *testing.T, name string, on bool, month string, period int) *Game {
	t.Helper()
	g := pacificGame(t, "campaign-1941", month, period)
	if on {
		g.S.Options = []string{name}
	}
	return g
}

// Spec §12.21 [SW 18.1]: two damage rolls adding up to 3 reach box 3 but do
// not go beyond it: Repair 3 by default, a structural total loss with
// "total-loss-at-3" (Steel Wolves' reading).
func TestSW18_1_TotalLossBeyondBox3Switch(t *testing.T) {
	for _, on := range []bool{false, true} {
		g := withSwitch(t, "total-loss-at-3", on, "1943-06", 2)
		s := firstInBaseToSea(t, g, "luzon-strait", Operating, Patrol)
		s.Damage, s.Inexp = 2, 0
		g.LoadDice(4, 7) // Repair 1 + Repair 2 = 3
		n := g.damageAtBase(s)
		es := g.Flush()
		want := 3
		if on {
			want = -1
		}
		if n != want {
			t.Fatalf("switch %v: box %d, want %d\n%s", on, n, want, logText(es))
		}
	}
	// A sum beyond 3 is a total loss either way.
	g := withSwitch(t, "total-loss-at-3", false, "1943-06", 2)
	s := firstInBaseToSea(t, g, "luzon-strait", Operating, Patrol)
	s.Damage, s.Inexp = 2, 0
	g.LoadDice(9, 7)
	if n := g.damageAtBase(s); n != -1 {
		t.Fatalf("3 + 2: box %d, want a total loss", n)
	}
}

// Spec §12.20 [SW 18.3]: an undamaged sub back at Pearl Harbor goes to
// Broom without a roll; with "rtb-damage-roll-all" it rolls the Damage
// table like a damaged one.
func TestSW18_3_UndamagedRollsDamageSwitch(t *testing.T) {
	for _, on := range []bool{false, true} {
		g := withSwitch(t, "rtb-damage-roll-all", on, "1943-06", 2)
		s := firstInBaseToSea(t, g, "hawaiian-islands", Done, Transit)
		s.Damage, s.Inexp, s.RTB = 0, 0, true
		g.LoadDice(9) // Repair 3 if rolled
		g.ArriveAtBase(s, "pearl-harbor")
		es := g.Flush()
		want := BoxWorkUp
		if on {
			want = BoxR3
		}
		if s.Box != want {
			t.Fatalf("switch %v: %s in %q, want %q\n%s", on, s.ID, s.Box, want, logText(es))
		}
	}
}

// Spec §12.11 [SW 15.1], [15.21]: the governing area is the one whose red
// begins at the lowest number; "governing-fewest-red" takes the one with
// the fewest red boxes. A pair of OpAreas where the two disagree governs
// differently.
func TestSW15_21_GoverningFewestRedSwitch(t *testing.T) {
	g := withSwitch(t, "governing-fewest-red", false, "1943-06", 2)
	var a, b string
	for _, x := range g.T.Map.Areas {
		for _, y := range g.T.Map.Areas {
			if !g.isOpArea(x.ID) || !g.isOpArea(y.ID) || x.ID == y.ID {
				continue
			}
			rx, ry := g.rowOf(x.ID), g.rowOf(y.ID)
			if rx.firstRed >= 0 && ry.firstRed >= 0 && rx.firstRed < ry.firstRed && rx.redCount > ry.redCount {
				a, b = x.ID, y.ID
			}
		}
	}
	if a == "" {
		t.Fatal("no two OpAreas where the readings differ in period 2")
	}
	leg := moveLeg{nodes: []string{"pearl-harbor", a, b}}
	if got := g.rules.GoverningCandidates(g, leg); len(got) != 1 || got[0] != a {
		t.Fatalf("lowest first red: %v, want %s", got, a)
	}
	g.S.Options = []string{"governing-fewest-red"}
	if got := g.rules.GoverningCandidates(g, leg); len(got) != 1 || got[0] != b {
		t.Fatalf("fewest red: %v, want %s", got, b)
	}
}

// Spec §12.2 [SW 7.3]: a war event's "Ultra ×2" is two Ultra rolls in all;
// "ultra-twice-extra" makes it three.
func TestSW7_3_UltraTwiceSwitch(t *testing.T) {
	for _, on := range []bool{false, true} {
		g := withSwitch(t, "ultra-twice-extra", on, "1943-06", 2)
		g.S.Intel.UltraOrder = "twice"
		es := drive(t, g, Frame{Op: opPhaseIntel})
		n := 0
		for _, e := range es {
			if e.Roll != nil && e.Rule == "7.0" {
				n++
			}
		}
		want := 2
		if on {
			want = 3
		}
		if n != want {
			t.Fatalf("switch %v: %d Ultra rolls, want %d\n%s", on, n, want, logText(es))
		}
	}
}

// counterGame is a boat in a combat in an OpArea of the period, with
// nothing revealed.
func counterGame(t *testing.T, name string, on bool) (*Game, *CombatBoat) {
	g := withSwitch(t, name, on, "1942-03", 1)
	s, _ := combatTestBoat(t, g)
	g.S.Combat.Gov = s.Area
	g.S.Combat.Boats = []CombatBoat{{ID: s.ID, Column: 0}}
	return g, &g.S.Combat.Boats[0]
}

// Spec §12.9 [SW 14.2]: a difference below the table's lowest row means no
// counterattack; "counter-lowest-row" reads it on the lowest row. The
// counterattack's odds follow the same reading.
func TestSW14_2_CounterBelowLowestRowSwitch(t *testing.T) {
	for _, on := range []bool{false, true} {
		g, b := counterGame(t, "counter-lowest-row", on)
		s := g.Sub(b.ID)
		s.Ace, s.AceLevel = "", 0
		diff, _, _, _, why := g.counterSetup(b, 1)
		if !on {
			if diff >= 0 {
				t.Skipf("the situation has a counterattack anyway: %s", why)
			}
			continue
		}
		if diff != g.T.Tables.Counterattack[0].Min {
			t.Fatalf("switch on: difference %d, want the lowest row %d: %s", diff, g.T.Tables.Counterattack[0].Min, why)
		}
		if d, _, _ := g.counterAt(b, 1, 0); d < 0 {
			t.Fatalf("the odds still see no counterattack (%d)", d)
		}
		es := func() []string {
			g.counterattack(b)
			var out []string
			for _, e := range g.Flush() {
				out = append(out, e.Text)
			}
			return out
		}()
		if !strings.Contains(strings.Join(es, "\n"), "below the table") {
			t.Fatalf("the counterattack does not say its reading:\n%s", strings.Join(es, "\n"))
		}
	}
}

// Spec §12.17 [SW 14.41]: a third attack round is followed by a
// counterattack (+1 after a re-attack); "no-counter-third-round" has none.
func TestSW14_41_CounterAfterThirdRoundSwitch(t *testing.T) {
	for _, on := range []bool{false, true} {
		g, b := counterGame(t, "no-counter-third-round", on)
		g.S.Options = append([]string{"counter-lowest-row"}, g.S.Options...) // a counterattack in any case (sorted)
		diff, _, _, mods, why := g.counterSetup(b, 3)
		if on != (diff < 0) {
			t.Fatalf("switch %v: difference %d after round 3: %s", on, diff, why)
		}
		if !on && dice.Sum(mods) < 1 {
			t.Fatalf("round 3's counterattack lacks the re-attack +1: %v", mods)
		}
		if d, _, _ := g.counterAt(b, 3, 0); on != (d < 0) {
			t.Fatalf("switch %v: the odds' difference %d", on, d)
		}
		if d, _, _, _, _ := g.counterSetup(b, 2); d < 0 {
			t.Fatalf("switch %v: no counterattack after round 2", on)
		}
	}
}

// Spec §12.14 [SW 19.2] event 2: the circular run is "an attack on the
// sub itself", so by default its hit roll is torpedo value + 1 against the
// sub's Defense + skipper + a drawn TDC, as any attack on a sub [SW 14.6E];
// "circular-run-no-defence" plays the spec's formula, torpedo value + 1 −
// TDC. A TDC of 0 and a roll of torpedo value + 1 sink the boat with the
// switch and miss without it; the odds agree.
func TestSW19_2_CircularRunDefenceSwitch(t *testing.T) {
	for _, on := range []bool{false, true} {
		g := withSwitch(t, "circular-run-no-defence", on, "1944-06", 4)
		g.S.G7 = 1
		s, _ := combatTestBoat(t, g)
		s.Ace, s.AceLevel = "", 0
		g.S.Combat.Boats = []CombatBoat{{ID: s.ID}}
		b := &g.S.Combat.Boats[0]
		zero := -1
		for i, v := range g.S.TDCValue {
			if v == 0 {
				zero = i
			}
		}
		g.S.TDCPool = []int{zero}
		need := g.circularNeed(s, 0)
		def := g.Class(s).Defense
		if want := g.TorpedoValue(s) + 1 - map[bool]int{false: def, true: 0}[on]; need != want {
			t.Fatalf("switch %v: need %d, want %d", on, need, want)
		}
		g.LoadDice(g.TorpedoValue(s) + 1)
		g.applyCombatEvent(b, s, "circular-run")
		es := g.Flush()
		if sunk := s.Status == StSunk; sunk != on {
			t.Fatalf("switch %v: sunk %v\n%s", on, sunk, logText(es))
		}
		g.S.TDCPool = []int{zero}
		p := 0.0
		for _, h := range g.eventHarm(s, harmState{}, "circular-run") {
			if h.h.sunk {
				p += h.p
			}
		}
		if wantP := float64(max(0, min(10, need+1))) / 10; p < wantP-1e-9 || p > wantP+1e-9 {
			t.Fatalf("switch %v: the odds sink %.2f, want %.2f", on, p, wantP)
		}
	}
}

// Spec §12.3 [SW 13.2A]: the enemy-sub check follows a natural 0 on a
// white box; "sub-check-modified-zero" follows a modified 0 as well. A
// natural 3 at −3 tests for a sub only with the switch, and the search
// odds move with it.
func TestSW13_2_SubCheckModifiedZeroSwitch(t *testing.T) {
	var oddsSub [2]float64
	for k, on := range []bool{false, true} {
		g := withSwitch(t, "sub-check-modified-zero", on, "1943-06", 2)
		area := ""
		for _, a := range g.T.Map.Areas {
			if g.isOpArea(a.ID) && g.subTestAllowed(a.ID) && BoxColour(g.rowOf(a.ID).row, 0) == data.White && area == "" {
				area = a.ID
			}
		}
		if area == "" {
			t.Fatal("no OpArea with a white box 0 where an enemy sub may be met")
		}
		s := firstInBaseToSea(t, g, area, Operating, Patrol)
		p := g.planSearch(s, &Frame{Sub: s.ID})
		p.AACMods = []dice.Mod{Mod(-3, "test", "13.2")}
		p.Encounter = false
		g.LoadDice(3, 0)
		o := g.rollContact(s, p, g.govOf(s.Area))
		es := g.Flush()
		if (o.Kind == "sub") != on {
			t.Fatalf("switch %v: natural 3 − 3: contact %q\n%s", on, o.Kind, logText(es))
		}
		g.UnloadDice()
		for _, x := range g.searchOdds(p) {
			if strings.Contains(strings.ToLower(x.Outcome), "sub") {
				oddsSub[k] += x.P
			}
		}
	}
	if oddsSub[1] <= oddsSub[0] {
		t.Fatalf("the enemy-sub odds do not grow with the switch: %v", oddsSub)
	}
}

// takeUnits takes n counters that match from the cups (so each stays in
// one place) and returns them with their cups.
func takeUnits(t *testing.T, g *Game, n int, match func(id string) bool) []BoardUnit {
	t.Helper()
	var out []BoardUnit
	for _, cup := range sortedKeys(g.S.Cups) {
		ids := g.S.Cups[cup]
		for i := 0; i < len(ids) && len(out) < n; {
			if match(ids[i]) {
				out = append(out, BoardUnit{ID: ids[i], Cup: cup, TDC: -1})
				ids = append(ids[:i:i], ids[i+1:]...)
				continue
			}
			i++
		}
		g.S.Cups[cup] = ids
	}
	if len(out) < n {
		t.Fatalf("only %d counters that match in the cups", len(out))
	}
	return out
}

// Spec §12.6 [SW 14.14]: when the TDCs are revealed only the targeted
// face-down units are turned up; "reveal-all-at-attack" turns up every
// face-down unit on the display.
func TestSW14_14_RevealAllSwitch(t *testing.T) {
	for _, on := range []bool{false, true} {
		g := withSwitch(t, "reveal-all-at-attack", on, "1943-06", 2)
		s, _ := combatTestBoat(t, g)
		us := takeUnits(t, g, 2, func(id string) bool { u := g.utype(id); return u != nil && isMerchant(u) && u.Tons > 0 })
		us[0].Points = 2
		c := g.S.Combat
		c.Columns = []BoardColumn{{Boxes: 2, Units: us[:1], Subs: []string{s.ID}}, {Boxes: 2, Units: us[1:]}}
		c.Boats = []CombatBoat{{ID: s.ID, Column: 0, Step: "targets", NoFire: true}}
		c.Round = 1
		es := drive(t, g, Frame{Op: opCombatTurn, Sub: s.ID})
		if !c.Columns[0].Units[0].Up {
			t.Fatalf("switch %v: the target is not revealed\n%s", on, logText(es))
		}
		if up := c.Columns[1].Units[0].Up; up != on {
			t.Fatalf("switch %v: the untargeted unit revealed %v\n%s", on, up, logText(es))
		}
	}
}

// Spec §12.7 [SW 14.15B], [14.2A], [24.54]: a revealed aircraft's ASW
// counts against a lone sub only in its own column, against a wolfpack in
// every column; "aircraft-every-column" counts it everywhere.
func TestSW14_15B_AircraftColumnSwitch(t *testing.T) {
	for _, on := range []bool{false, true} {
		for _, pack := range []bool{false, true} {
			g := withSwitch(t, "aircraft-every-column", on, "1943-06", 2)
			s, _ := combatTestBoat(t, g)
			us := takeUnits(t, g, 1, func(id string) bool {
				u := g.utype(id)
				return u != nil && isAircraft(u) && u.ASW2 > 0 && !g.usAirBeforeP4(u)
			})
			us[0].Up = true
			c := g.S.Combat
			c.Pack = pack
			c.Columns = []BoardColumn{{Boxes: 2, Subs: []string{s.ID}}, {Boxes: 2, Units: us}}
			c.Boats = []CombatBoat{{ID: s.ID, Column: 0}}
			h, _ := g.aswSum(&c.Boats[0], "", true, false)
			counts := on || pack
			if (h > 0) != counts {
				t.Fatalf("switch %v, pack %v: the aircraft in the next column counts %d half-points", on, pack, h)
			}
			if oh := g.counterASW(&c.Boats[0], 1, g.utype(us[0].ID), false); oh != h {
				t.Fatalf("switch %v, pack %v: the odds count %d, the counterattack %d", on, pack, oh, h)
			}
		}
	}
}

// Spec §12.16 [SW 14.6]: whether an endurance check follows a sub-versus-
// sub fight is not stated. By default it does, as after any search [14.7]
// (and the fight found no ships, so the −1 applies); with
// "sub-fight-no-endurance" the sub ends its week where it is.
func TestSW14_6_SubFightEnduranceSwitch(t *testing.T) {
	for _, on := range []bool{false, true} {
		g := withSwitch(t, "sub-fight-no-endurance", on, "1943-06", 2)
		s := firstInBaseToSea(t, g, "luzon-strait", Operating, Patrol)
		g.S.Stack = nil
		g.S.Combat = &Combat{Kind: "sub", Board: "single", Area: "luzon-strait", Gov: "luzon-strait", Fought: true}
		stepSearchAfter(g, &Frame{Op: opSearchAfter, Sub: s.ID})
		endurance := len(g.S.Stack) > 0 && g.S.Stack[len(g.S.Stack)-1].Op == opSubEndurance
		if endurance == on {
			t.Fatalf("switch %v: endurance check pushed %v (stack %+v)", on, endurance, g.S.Stack)
		}
		if on && (s.Area != "luzon-strait" || s.Section != Done) {
			t.Fatalf("switch on: the sub is at %s/%s, want luzon-strait/%s", s.Area, s.Section, Done)
		}
		if !on && !s.NoShips {
			t.Fatalf("switch off: a sub fight found no ships, the endurance −1 should apply")
		}
	}
	// A fight that never happened (no eligible enemy sub drawn) is no fight:
	// the endurance check follows with the switch on too.
	g := withSwitch(t, "sub-fight-no-endurance", true, "1943-06", 2)
	s := firstInBaseToSea(t, g, "luzon-strait", Operating, Patrol)
	g.S.Stack = nil
	g.S.Combat = &Combat{Kind: "sub", Board: "single", Area: "luzon-strait", Gov: "luzon-strait"}
	stepSearchAfter(g, &Frame{Op: opSearchAfter, Sub: s.ID})
	if n := len(g.S.Stack); n == 0 || g.S.Stack[n-1].Op != opSubEndurance {
		t.Fatalf("no fight: want the endurance check, stack %+v", g.S.Stack)
	}
}

// Spec §12.13 [SW 12.1], [19.1]: a patrol move through the Carolines into
// the Truk SMZ takes two checks by default (the move, then the SMZ entry
// checked from the Carolines); with "smz-one-check" one, the entry's.
func TestSW12_1_SMZEntryChecksSwitch(t *testing.T) {
	nodes := []string{"marshalls", "carolines", "truk"}
	for _, on := range []bool{false, true} {
		g := withSwitch(t, "smz-one-check", on, "1943-06", 2)
		if !g.isSMZ("truk") {
			t.Fatal("truk is not an SMZ in the data")
		}
		legs := g.splitLegs(nodes, modeTransit)
		want := 2
		if on {
			want = 1
		}
		if len(legs) != want || !legs[len(legs)-1].entry {
			t.Fatalf("switch %v: legs %+v, want %d ending in the SMZ entry", on, legs, want)
		}
		if on && len(legs[0].nodes) != 3 {
			t.Fatalf("switch on: the one check covers %v, want the whole move", legs[0].nodes)
		}
		if !on && (legs[0].entry || legs[1].nodes[0] != "carolines") {
			t.Fatalf("switch off: legs %+v, want the move then the entry from the Carolines", legs)
		}
	}
	// A move straight from the OpArea next to the SMZ takes one check either way.
	g := withSwitch(t, "smz-one-check", false, "1943-06", 2)
	if legs := g.splitLegs([]string{"carolines", "truk"}, modeTransit); len(legs) != 1 {
		t.Fatalf("one-step entry: legs %+v", legs)
	}
}
