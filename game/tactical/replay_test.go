package tactical

import (
	"testing"

	"periscope/game/engine"
)

// Issue 18, the turn's replay: the frames of the turn just played show the
// moves plotted at once [5.1] one phase after another: from the turn's
// start, the convoy's move alone (escorts and boats where they stood
// [7.6]), then the escorts' [6.9], then the boats' [8.3] (the convoy where
// it went); the last frame is the board as it is. Frames are no part of
// the saved state.
func TestLastTurnFramesShowThePhasesInTurn(t *testing.T) {
	sys := testSystem(t)
	s, err := engine.NewSession(sys, rec("S11", 3, "hidden-movement", "sonar"))
	if err != nil {
		t.Fatal(err)
	}
	m := s.Game().(*Match)
	play := bots(sys)
	for p := m.Prompt(); p != nil && m.S.Battle.Turn < 4; p = m.Prompt() {
		if _, err := s.Apply(play(m, p)); err != nil {
			t.Fatal(err)
		}
	}
	fr := m.LastTurn()
	if len(fr) < 3 || fr[0].Phase != nil {
		t.Fatalf("%d frames", len(fr))
	}
	at := map[string]int{}
	for i, f := range fr[1:] {
		at[f.Phase.ID] = i + 1
	}
	kind := func(v *Vessel) string {
		switch {
		case v.Sub:
			return "boat"
		case m.G.Role(v) == Merchant || v.Plotted:
			return "convoy"
		}
		return "escort"
	}
	moved := func(a, b TurnFrame, k string) (n int) {
		for i := range a.Vessels {
			if kind(&a.Vessels[i]) == k && a.Vessels[i].Bow != b.Vessels[i].Bow {
				n++
			}
		}
		return n
	}
	c, ok := at["tac.phase.convoy"]
	if !ok {
		t.Fatalf("no convoy frame: %v", at)
	}
	if moved(fr[c-1], fr[c], "convoy") == 0 || moved(fr[c-1], fr[c], "escort")+moved(fr[c-1], fr[c], "boat") > 0 {
		t.Errorf("the convoy's frame: convoy %d moved, escorts %d, boats %d", moved(fr[c-1], fr[c], "convoy"),
			moved(fr[c-1], fr[c], "escort"), moved(fr[c-1], fr[c], "boat"))
	}
	if e, ok := at["tac.phase.escorts"]; !ok || e < c || moved(fr[e-1], fr[e], "convoy")+moved(fr[e-1], fr[e], "boat") > 0 {
		t.Errorf("the escorts' frame %d (convoy's %d)", e, c)
	}
	if b, ok := at["tac.phase.subs"]; ok && moved(fr[b-1], fr[b], "convoy")+moved(fr[b-1], fr[b], "escort") > 0 {
		t.Errorf("the boats' frame moved surface ships")
	}
	last := fr[len(fr)-1]
	for i := range last.Vessels {
		if a, b := last.Vessels[i], m.S.Battle.Vessels[i]; a.Bow != b.Bow || a.Facing != b.Facing || a.Sunk != b.Sunk {
			t.Errorf("%s: last frame %v, board %v", a.ID, a.Bow, b.Bow)
		}
	}
	snap, _ := m.Snapshot()
	back, err := sys.Restore(s.Record(), snap)
	if err != nil {
		t.Fatal(err)
	}
	if back.(*Match).LastTurn() != nil {
		t.Error("a restored game has frames: they are not in the state")
	}
}
