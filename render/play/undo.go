package play

import (
	"fmt"
	"time"

	"periscope/game/engine"
)

// An undo that would wait (issue 16: undo within 100 ms anywhere in a
// campaign, and no frame frozen by one that cannot be): right after a save
// is loaded, an undo to before its snapshot takes its restore points from
// the save's background replay check (save.Check.HistoryTo). When neither
// the game's stored points nor the check reach the decision yet, that
// undo used to run the check there in one go: an imported file's first
// check replays the game from decision 0, seconds in the browser, with
// the frame frozen and nothing shown. BeginUndo and StepUndo do it a
// slice a frame instead, and Undoing tells the HUD how far it has got.

// UndoPrep is work an undo to an early decision waits on (a loaded save's
// background check: save.Check).
type UndoPrep interface {
	// PrepareUndo works for about budget toward an undo to decision n
	// that does not wait, and reports whether one is ready, and how far
	// the work has got (done of total).
	PrepareUndo(n int, budget time.Duration) (ready bool, done, total int)
}

// PointOffer is an UndoPrep that also holds restore points the session
// does not (a loaded game's points stored inside its turns: save.Check).
type PointOffer interface {
	// RestorePointBefore returns the restore point nearest at or before
	// decision n and after decision after, if it holds one.
	RestorePointBefore(n, after int) *engine.History
}

// offerPoint gives the session, about to undo to decision n, a restore
// point Prep holds nearer than the session's own (issue 16: a late turn's
// checkpoint and a replay of hundreds of decisions of the turn were more
// than the 100 ms budget in wasm; a point stored inside the turn is at
// most midEvery decisions back).
func (c *Core) offerPoint(n int) {
	po, ok := c.Prep.(PointOffer)
	if !ok || n < c.firstRestorePoint() {
		return // before them all, the session asks Prep itself (History.Await)
	}
	held := c.nearestRestorePoint(n)
	if n-held <= offerBeyond {
		return
	}
	c.es.OfferRestorePoint(po.RestorePointBefore(n, held))
}

// offerBeyond is how far back the session's nearest restore point must be
// for offerPoint to look for a nearer one: a copy of the game (every
// engine.UndoEvery decisions of the recent past) is nearer than any.
const offerBeyond = 2 * engine.UndoEvery

// nearestRestorePoint is the latest decision at or before n the session
// holds a restore point at (-1: none).
func (c *Core) nearestRestorePoint(n int) int { return c.es.RestorePointAtOrBefore(n) }

// pendingUndo is an undo under way: to just before decision to, the
// preparation done of total.
type pendingUndo struct {
	on              bool
	to, done, total int
}

// BeginUndo starts an undo to just before decision n (0 = the start),
// which StepUndo carries out a slice at a time. Until it ends the bots do
// not play (BotWants) and the game stands as it was.
func (c *Core) BeginUndo(n int) error {
	if n < 0 || n > c.Decisions() {
		return fmt.Errorf("undo: no decision %d (there are %d)", n, c.Decisions())
	}
	c.undo = pendingUndo{on: true, to: n}
	c.rev++
	return nil
}

// StepUndo does up to about budget of the pending undo's preparation
// (Prep), and the undo itself once nothing is left to wait on (as UndoTo:
// a restore point at most a turn back, or one of the game's stored points
// inside its turn). It reports whether the undo has ended, and its error.
// With no undo pending it does nothing and reports true.
func (c *Core) StepUndo(budget time.Duration) (ended bool, err error) {
	u := &c.undo
	if !u.on {
		return true, nil
	}
	if c.Prep != nil && u.to < c.firstRestorePoint() {
		ready, done, total := c.Prep.PrepareUndo(u.to, budget)
		if !ready {
			if done != u.done || total != u.total {
				u.done, u.total = done, total
				c.rev++
			}
			return false, nil
		}
	}
	to := u.to
	c.undo = pendingUndo{}
	c.rev++
	return true, c.UndoTo(to)
}

// CancelUndo drops the pending undo, if any (the game stays where it is).
func (c *Core) CancelUndo() {
	if c.undo.on {
		c.undo = pendingUndo{}
		c.rev++
	}
}

// Undoing reports the undo under way (BeginUndo), if any: the decision it
// goes back to (to: the game as it stood before decision to+1), and its
// preparation's progress, done of total (total 0: none to show).
func (c *Core) Undoing() (on bool, to, done, total int) {
	u := c.undo
	return u.on, u.to, u.done, u.total
}

// firstRestorePoint is the earliest decision the session holds a restore
// point at (a checkpoint or a copy of the game; a session resumed from a
// save holds one at its snapshot): an undo to before it takes its
// restore point from Prep's work, and one at or after it never waits.
func (c *Core) firstRestorePoint() int {
	first := c.Decisions() + 1
	if at := c.es.FirstRestorePoint(); at >= 0 {
		first = min(first, at)
	}
	return first
}
