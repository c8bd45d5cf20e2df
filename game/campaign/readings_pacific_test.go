package campaign

import "testing"

// combatTestBoat puts a boat at sea and an empty combat on the board.
func combatTestBoat(t *testing.T, g *Game) (*Sub, *CombatBoat) {
	t.Helper()
	s := firstInBaseToSea(t, g, "luzon-strait", Operating, Patrol)
	g.S.Combat = &Combat{Board: "c1", Kind: "c1", Area: "luzon-strait"}
	return s, &CombatBoat{ID: s.ID}
}

// aMerchant is a merchant ship of the cups.
func aMerchant(t *testing.T, g *Game) string {
	t.Helper()
	for _, cup := range g.S.Cups {
		for _, id := range cup {
			if u := g.utype(id); u != nil && isMerchant(u) && u.Tons > 0 {
				return id
			}
		}
	}
	t.Fatal("no merchant in the cups")
	return ""
}

// Spec §12.15 [SW 19.2] combat event 6: the doubled tonnage counts for the
// tracks, and by default toward the skipper's 16 kt too; the switch
// "double-tons-not-skipper" leaves it out of the skipper's count.
func TestSW19_2_DoubleTonnageSkipperSwitch(t *testing.T) {
	for _, on := range []bool{false, true} {
		g := pacificGame(t, "campaign-1941", "1943-06", 2)
		if on {
			g.S.Options = []string{"double-tons-not-skipper"}
		}
		_, b := combatTestBoat(t, g)
		m := aMerchant(t, g)
		tons := g.utype(m).Tons
		b.DoubleTons, b.Sank, b.Tons = true, []string{m}, tons
		before := g.S.Tracks.Tons
		g.finishTurn(b)
		if g.S.Tracks.Tons != before+tons {
			t.Fatalf("switch %v: tonnage track %d → %d, want +%d", on, before, g.S.Tracks.Tons, tons)
		}
		want := 2 * tons
		if on {
			want = tons
		}
		if b.Tons != want {
			t.Fatalf("switch %v: the skipper's count is %d kt, want %d", on, b.Tons, want)
		}
	}
}

// [SW 14.12] (silent-war.md §11: the crash dive [14.13] is Steel Wolves'
// alone): a diligent escort in the Pacific rolls the Counterattack table's
// diligent-escort row at once, with no crash-dive roll to turn it into
// Spotted.
func TestSW14_12_DiligentEscortHasNoCrashDive(t *testing.T) {
	g := pacificGame(t, "campaign-1941", "1943-06", 2)
	s, _ := combatTestBoat(t, g)
	g.S.Combat.Boats = []CombatBoat{{ID: s.ID}}
	g.diligentEscort(&g.S.Combat.Boats[0], "", revealTarget)
	es := g.Flush()
	rolled := false
	for _, e := range es {
		if e.Roll != nil && e.Rule == "14.13" {
			t.Fatalf("a crash dive was rolled:\n%s", logText(es))
		}
		if e.Roll != nil && e.Rule == "14.12" {
			rolled = true
		}
	}
	if !rolled {
		t.Fatalf("no diligent-escort roll:\n%s", logText(es))
	}
}

// [SW 19.2] combat event 2, the circular run: "add one to the current
// torpedo value, draw a TDC and roll; if the roll is ≤ the result, the
// submarine is sunk" — sunk outright, not a roll on the Attack Results.
func TestSW19_2_CircularRunSinks(t *testing.T) {
	g := pacificGame(t, "campaign-1941", "1943-06", 2)
	s, _ := combatTestBoat(t, g)
	g.S.Combat.Boats = []CombatBoat{{ID: s.ID}}
	g.S.TDCPool = nil // no TDC to draw: the hit is on ≤ torpedo value + 1
	g.S.G7 = 1        // the fixed Mk XIV
	g.S.Options = []string{"circular-run-no-defence"}
	need := g.TorpedoValue(s) + 1
	g.LoadDice(need, 0) // the hit, then (Steel Wolves) the lowest Attack Result
	g.applyCombatEvent(&g.S.Combat.Boats[0], s, "circular-run")
	es := g.Flush()
	if s.Status != StSunk {
		t.Fatalf("hit by its own torpedo on %d ≤ %d, the boat is %s\n%s", need, need, s.Status, logText(es))
	}
	for _, e := range es {
		if e.Roll != nil && e.Rule == "14.16E" {
			t.Fatalf("an Attack Results roll was made:\n%s", logText(es))
		}
	}
}
