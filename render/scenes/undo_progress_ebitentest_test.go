//go:build ebitentest

package scenes

import (
	"testing"
	"time"

	"periscope/game/campaign"
	"periscope/input"
	"periscope/render/combat"
	"periscope/render/play"
	"periscope/storage"
)

// heldPrep is a play.UndoPrep whose work is done when ready is set, its
// progress fixed meanwhile.
type heldPrep struct {
	ready       bool
	done, total int
	calls       int
}

func (p *heldPrep) PrepareUndo(n int, budget time.Duration) (bool, int, int) {
	p.calls++
	return p.ready, p.done, p.total
}

// Issue 16: an undo that waits on a loaded save's check (to before the
// save's snapshot, the check not there yet) goes on a frame at a time:
// the game stays where it is, the status line shows the progress, and the
// undo ends once the check is ready. Screenshots (PERISCOPE_TEST_SHOTS):
// undo-progress at 1024×640 and 1920×1080.
func TestUndoThatWaitsShowsItsProgress(t *testing.T) {
	store := storage.NewMemory()
	env := newEnv(t, store)
	saver := play.StoreSaver{Store: store}
	s := playSession(t, saver, 60)
	for i := 0; i < 500 && s.Live() != nil && combat.Wants(s.Game(), s.Live()); i++ {
		if err := s.Apply(*s.Suggest()); err != nil {
			t.Fatal(err)
		}
	}
	th, err := play.LoadTheatre("atlantic")
	if err != nil {
		t.Fatal(err)
	}
	snap, _ := s.Snapshot()
	g, err := campaign.Restore(th, snap)
	if err != nil {
		t.Fatal(err)
	}
	r := play.Restore(s.Record(), g, saver) // as a save loads: its restore point at its snapshot
	at := r.Decisions()
	prep := &heldPrep{done: at / 3, total: at - 1}
	r.Base().Prep = prep
	app := newApp(t, env, 1024, 640, 1)
	app.Scenes().Push(NewCampaign(env, r))
	step(t, app, &input.State{})
	drawApp(app)
	if err := r.BeginUndo(at - 1); err != nil {
		t.Fatal(err)
	}
	for range 3 {
		step(t, app, &input.State{})
		drawApp(app)
	}
	if on, to, done, total := r.Undoing(); !on || to != at-1 || done != prep.done || total != prep.total || r.Decisions() != at || prep.calls < 3 {
		t.Fatalf("undoing %v to %d, %d of %d, the game at %d (want %d), the check asked %d times", on, to, done, total, r.Decisions(), at, prep.calls)
	}
	shotBoth(t, app, "undo-progress")
	prep.ready = true
	step(t, app, &input.State{})
	drawApp(app)
	if on, _, _, _ := r.Undoing(); on || r.Decisions() != at-1 {
		t.Fatalf("after the check was ready: undoing %v, at %d decisions, want %d", on, r.Decisions(), at-1)
	}
}
