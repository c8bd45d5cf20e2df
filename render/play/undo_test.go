package play

import (
	"testing"
	"time"

	"periscope/game/campaign"
)

// slowPrep is an UndoPrep that is ready after a number of calls, its
// progress one step a call.
type slowPrep struct {
	calls, readyAfter int
	asked             []int
}

func (p *slowPrep) PrepareUndo(n int, budget time.Duration) (bool, int, int) {
	p.calls++
	p.asked = append(p.asked, n)
	return p.calls >= p.readyAfter, p.calls, p.readyAfter
}

// Issue 16: an undo to before every restore point a restored game holds
// waits on its preparation (a loaded save's background check) a slice at
// a time: BeginUndo leaves the game where it stands, StepUndo works on
// until the preparation is ready and then undoes, Undoing reports the
// progress meanwhile, and the bots do not play until it has ended. An undo
// to a decision the session holds a restore point at or before never
// waits on it.
func TestUndoBeforeTheRestoreWorksASliceAFrame(t *testing.T) {
	th, played := playedHappyTime(t, 40)
	played.RevealAll()
	want := played.Decisions() - 25
	snap, _ := played.Snapshot()
	g, err := campaign.Restore(th, snap)
	if err != nil {
		t.Fatal(err)
	}
	s := Restore(played.Record(), g, nil)
	prep := &slowPrep{readyAfter: 3}
	s.Base().Prep = prep
	at := s.Decisions()
	// After the restore point: at once, the preparation not asked.
	if err := s.Apply(*s.Suggest()); err != nil {
		t.Fatal(err)
	}
	if err := s.BeginUndo(at); err != nil {
		t.Fatal(err)
	}
	if ended, err := s.StepUndo(time.Millisecond); !ended || err != nil || s.Decisions() != at || prep.calls != 0 {
		t.Fatalf("an undo to the restore point: ended %v (%v), at %d (want %d), the preparation asked %d times (want 0)", ended, err, s.Decisions(), at, prep.calls)
	}
	// Before it: a slice a call.
	if err := s.BeginUndo(want); err != nil {
		t.Fatal(err)
	}
	for i := 1; i < prep.readyAfter; i++ {
		ended, err := s.StepUndo(time.Millisecond)
		if ended || err != nil {
			t.Fatalf("call %d: the undo ended (%v) before its preparation was ready", i, err)
		}
		on, to, done, total := s.Undoing()
		if !on || to != want || done != i || total != prep.readyAfter || s.Decisions() != at || s.BotWants() {
			t.Fatalf("call %d: undoing %v to %d, %d of %d; the game at %d (want %d, untouched), bots want %v", i, on, to, done, total, s.Decisions(), at, s.BotWants())
		}
	}
	if ended, err := s.StepUndo(time.Millisecond); !ended || err != nil {
		t.Fatalf("the last call: ended %v (%v)", ended, err)
	}
	if on, _, _, _ := s.Undoing(); on || s.Decisions() != want {
		t.Fatalf("after the undo: undoing %v, at %d decisions, want %d", on, s.Decisions(), want)
	}
	for _, n := range prep.asked {
		if n != want {
			t.Fatalf("the preparation was asked for decision %d, want %d", n, want)
		}
	}
	// An undo to no decision is refused at once.
	if err := s.BeginUndo(s.Decisions() + 1); err == nil {
		t.Fatal("an undo to a decision not made began")
	}
}
