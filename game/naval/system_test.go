package naval

import (
	"errors"
	"testing"

	"periscope/game/engine"
)

// A bot game is recorded; its record replays to the same state byte for
// byte; a snapshot taken mid-game is restored and opened (engine.Archive)
// and resumes to the same end; undo and redo end the same.
func TestSaveLoadReplayRoundTrip(t *testing.T) {
	th := theatre(t)
	sys := System{T: th}
	rec := engine.Record{System: SystemID, Theatre: TheatreID, Scenario: "pacific-1942", Seed: 11, Options: []string{"cg-ten"}}
	sess, err := engine.NewSession(sys, rec)
	if err != nil {
		t.Fatal(err)
	}
	var mid []byte
	var midN int
	for sess.Game().Prompt() != nil {
		g := sess.Game().(*Game)
		p := g.Prompt()
		if mid == nil && g.S.Turn == 2 {
			mid, _ = g.Snapshot()
			midN = sess.Decisions()
		}
		// Every decision's snapshot restores (its stack passes the
		// registry's argument checks).
		snap, _ := g.Snapshot()
		if _, err := sys.Restore(rec, snap); err != nil {
			t.Fatalf("decision %d (%s): %v", sess.Decisions(), p.Kind, err)
		}
		if _, err := sess.Apply(Bot{Seat: p.Seat}.Choose(g, p)); err != nil {
			t.Fatal(err)
		}
	}
	final, _ := sess.Game().Snapshot()
	full := sess.Record()
	rg, _, err := engine.Replay(sys, full, -1)
	if err != nil {
		t.Fatal(err)
	}
	if s, _ := rg.Snapshot(); string(s) != string(final) {
		t.Fatal("the replay differs")
	}
	if d := sys.Compare(rg, final); d != nil {
		t.Fatalf("Compare: %v", d)
	}
	if mid == nil {
		t.Fatal("the game never reached turn 2")
	}
	// Open: the snapshot of turn 2 with the whole record replays the rest.
	og, err := sys.Open(full, mid)
	if err != nil {
		t.Fatal(err)
	}
	if s, _ := og.Snapshot(); string(s) != string(final) {
		t.Fatal("the opened save ends differently")
	}
	// Restore and resume from the snapshot.
	restored, err := sys.Restore(full, mid)
	if err != nil {
		t.Fatal(err)
	}
	head := full
	head.Choices = full.Choices[:midN]
	rs := engine.ResumeSession(sys, head, restored)
	for _, c := range full.Choices[midN:] {
		if _, err := rs.Apply(c); err != nil {
			t.Fatal(err)
		}
	}
	if s, _ := rs.Game().Snapshot(); string(s) != string(final) {
		t.Fatal("the resumed game ends differently")
	}
	// Undo and redo.
	if err := sess.UndoTo(midN / 2); err != nil {
		t.Fatal(err)
	}
	for sess.CanRedo() {
		if err := sess.Redo(); err != nil {
			t.Fatal(err)
		}
	}
	if s, _ := sess.Game().Snapshot(); string(s) != string(final) {
		t.Fatal("undo and redo end differently")
	}
	// Refusals.
	var r *engine.Refusal
	bad := full
	bad.Scenario = "nowhere"
	if err := sys.CheckRecord(bad); !errors.As(err, &r) || r.Kind != engine.UnknownScenario {
		t.Errorf("unknown scenario: %v", err)
	}
	bad = full
	bad.Options = []string{"no-such-rule"}
	if err := sys.CheckRecord(bad); !errors.As(err, &r) || r.Kind != engine.UnknownOption {
		t.Errorf("unknown option: %v", err)
	}
	bad = full
	bad.Seed++
	if _, err := sys.Open(bad, mid); !errors.As(err, &r) || r.Kind != engine.Inconsistent {
		t.Errorf("another seed: %v", err)
	}
	if _, err := sys.Open(full, []byte(`{"version":99}`)); !errors.As(err, &r) || r.Kind != engine.StateTooNew {
		t.Errorf("too new: %v", err)
	}
	if _, err := sys.Open(full, []byte(`{`)); !errors.As(err, &r) || r.Kind != engine.BadSnapshot {
		t.Errorf("garbage: %v", err)
	}
}

// The registry pieces: Installed, Catalogue, Seated.
func TestInstalledCatalogueSeated(t *testing.T) {
	th := theatre(t)
	in := Installed{Load: func() (*Theatre, error) { return th, nil }}
	if len(in.Scenarios(TheatreID)) < 2 || len(in.Options(TheatreID)) != len(OptionInfos) {
		t.Fatal("catalogue")
	}
	sys, err := in.Open(TheatreID)
	if err != nil {
		t.Fatal(err)
	}
	for _, sc := range in.Scenarios(TheatreID) {
		if len(sc.Seats) != 2 {
			t.Fatalf("%s seats %v", sc.ID, sc.Seats)
		}
		for _, seat := range sc.Seats {
			if sys.(engine.Seated).Bot(seat, "") == nil {
				t.Fatalf("no bot for %s", seat)
			}
		}
	}
	if _, err := in.Open("atlantic"); err == nil {
		t.Fatal("a theatre the naval game does not have")
	}
}

// Secret decisions are seen by their seat only (commit and reveal).
func TestSecretDecisions(t *testing.T) {
	th := theatre(t)
	sess, err := engine.NewSession(System{T: th}, engine.Record{Scenario: "pacific-1942", Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	for sess.Game().Prompt() != nil {
		g := sess.Game().(*Game)
		p := g.Prompt()
		sess.Apply(Bot{Seat: p.Seat}.Choose(g, p))
	}
	secret := 0
	for _, e := range sess.Log() {
		if e.Kind == "decision" && len(e.To) == 1 {
			secret++
			if e.To[0] != e.Seat {
				t.Fatalf("a secret decision shown to %v", e.To)
			}
		}
	}
	if secret == 0 {
		t.Fatal("no secret decisions in a whole game")
	}
}
