package campaign

import (
	"strings"
	"testing"

	"periscope/game/engine"
)

// [SW 5.0] The "Early East Wind" campaign (spec §9, the 1932 bonus
// campaign of [3.11], §12.31) rolls on its own War Events table, not on
// period 1's: a scenario's table comes before its period's, and every
// other scenario keeps the period's table.
func TestSW5_0_EastWindHasItsOwnTable(t *testing.T) {
	pacificGame(t, "campaign-1941", "1942-01", 1) // loads the theatre
	g, err := New(pacificTh, engine.Record{System: SystemID, Theatre: "pacific", Scenario: "east-wind-1932", Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	et := g.eventTable(1)
	if et == nil || et.Scenario != "east-wind-1932" || len(et.Rows) != 10 {
		t.Fatalf("East Wind's table: %+v", et)
	}
	for i, id := range et.Rows {
		if !strings.HasPrefix(id, "ew-") {
			t.Errorf("row %d is %q, not an East Wind event", i, id)
		}
	}
	if !g.BaseActive("manila") || g.BaseActive("surabaya") {
		t.Fatal("1932: Manila is open and Surabaya (the Dutch) is not")
	}
	h := pacificGame(t, "campaign-1941", "1942-01", 1)
	if et := h.eventTable(1); et == nil || et.Scenario != "" {
		t.Fatalf("the whole war's period-1 table: %+v", et)
	}
	// Roll 9 (Dutch intervention): Pelikaan opens Surabaya and the four
	// K-boats arrive there.
	g.S.Stack = nil
	g.Flush()
	g.LoadDice(9)
	var fs []Frame
	for i := 0; i < 5; i++ {
		fs = append(fs, Frame{Op: opEffect, S: "event:ew-dutch-intervention", A: i})
	}
	text := logText(drive(t, g, fs...))
	if p := g.Prompt(); p != nil {
		t.Fatalf("asked %s\n%s", p.Kind, text)
	}
	for _, id := range []string{"K-VIII", "K-X", "K-XI", "K-XII"} {
		if s := g.Sub(id); s == nil || s.Status != StBase || s.Base != "surabaya" {
			t.Fatalf("%s did not arrive at Surabaya: %+v\n%s", id, s, text)
		}
	}
	if !g.BaseActive("surabaya") {
		t.Fatalf("Surabaya is not open\n%s", text)
	}
}
