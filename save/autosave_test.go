package save

import (
	"bytes"
	"testing"

	"encoding/json"

	"periscope/game/bot"
	"periscope/game/campaign"
	"periscope/game/engine"
	"periscope/storage"
)

// session plays n decisions of a scenario with the doctrine bot through an
// engine.Session (which takes a checkpoint at each turn's first decision),
// calling after each.
func session(tb testing.TB, scenario string, seed uint64, n int, after func(s *engine.Session)) *engine.Session {
	tb.Helper()
	th := theatre(tb, "atlantic")
	s, err := engine.NewSession(campaign.System{T: th}, engine.Record{System: campaign.SystemID, Theatre: th.ID, Scenario: scenario, Seed: seed})
	if err != nil {
		tb.Fatal(err)
	}
	p := bot.NewDoctrine()
	for i := 0; i < n && s.Game().Prompt() != nil; i++ {
		if _, err := s.Apply(p.Choose(s.Game(), s.Game().Prompt())); err != nil {
			tb.Fatal(err)
		}
		if after != nil {
			after(s)
		}
	}
	return s
}

// An autosave written from the turn's checkpoint (the snapshot at the
// turn's first decision and the whole record) loads as the game at its
// last decision: Open replays the choices after the snapshot, and the
// replay check compares with the snapshot where it stands.
func TestAutosaveAtLoadsTheLatestDecision(t *testing.T) {
	m := newManager(storage.NewMemory())
	behind := 0
	s := session(t, "happy-time-1940", 3, 400, func(s *engine.Session) {
		at, snap := s.LatestCheckpoint()
		if _, err := m.AutosaveAt("g1", s.Record(), s.Game(), at, snap); err != nil {
			t.Fatal(err)
		}
		behind = max(behind, s.Decisions()-at)
	})
	if behind == 0 {
		t.Fatal("every autosave had a snapshot at its last decision: nothing replayed on load")
	}
	e, ok := m.Latest()
	if !ok {
		t.Fatal("no autosave")
	}
	o, err := m.Load(e.Key)
	if err != nil {
		t.Fatal(err)
	}
	var h struct {
		Decisions int `json:"decisions"`
	}
	if err := json.Unmarshal(o.File.Snapshot, &h); err != nil || h.Decisions >= s.Decisions() {
		t.Fatalf("the saved snapshot stands at decision %d of %d (%v): not the turn's checkpoint", h.Decisions, s.Decisions(), err)
	}
	want, _ := s.Game().Snapshot()
	got, _ := o.Game.Snapshot()
	if !bytes.Equal(got, want) {
		t.Fatal("the loaded game differs from the game autosaved")
	}
	if e.Summary.Decisions != s.Decisions() || len(o.File.Record.Choices) != s.Decisions() {
		t.Errorf("summary at %d decisions, record %d, want %d", e.Summary.Decisions, len(o.File.Record.Choices), s.Decisions())
	}
	if err := NewCheck(o).Run(); err != nil {
		t.Fatalf("replay check: %v", err)
	}

	// A record whose choices after the snapshot cannot be made is refused.
	bad := *o.File
	bad.Record.Choices = append([]engine.Choice(nil), o.File.Record.Choices...)
	bad.Record.Choices[len(bad.Record.Choices)-1] = engine.Pick(99)
	if _, err := Open(&bad, testTheatres); err == nil {
		t.Error("a record with an illegal choice after the snapshot was accepted")
	} else {
		wantCode(t, err, CodeInconsistent)
	}
}

// BenchmarkAutosaveLate measures an autosave late in a long game, the old
// way (serialise and compress the whole state every decision) beside the
// new (the turn's checkpoint, compressed once, and the record).
//
//	go test ./save -run XXX -bench AutosaveLate -benchtime 20x
func BenchmarkAutosaveLate(b *testing.B) {
	s := session(b, "campaign-1939", 1, 8000, nil)
	at, snap := s.LatestCheckpoint()
	rec := s.Record()
	b.Logf("%d decisions, checkpoint at %d (%d bytes)", s.Decisions(), at, len(snap))
	b.Run("fullSnapshot", func(b *testing.B) {
		m := newManager(storage.NewMemory())
		for b.Loop() {
			if _, err := m.Autosave("gbench", rec, s.Game()); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("checkpoint", func(b *testing.B) {
		m := newManager(storage.NewMemory())
		for b.Loop() {
			if _, err := m.AutosaveAt("gbench", rec, s.Game(), at, snap); err != nil {
				b.Fatal(err)
			}
		}
	})
}
