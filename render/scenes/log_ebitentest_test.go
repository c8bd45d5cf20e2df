//go:build ebitentest

package scenes

import (
	"sort"
	"strconv"
	"strings"
	"testing"

	"periscope/input"
	"periscope/render"
	"periscope/render/combat"
	"periscope/render/play"
	"periscope/storage"
)

// Undoing from a log scrolled back: the undo shrinks the log in the same
// tick, and the frame drawn right after must not use the old scroll
// position (it panicked with an index out of range in the browser test).
func TestLogUndoWhileScrolledBack(t *testing.T) {
	store := storage.NewMemory()
	env := newEnv(t, store)
	s := playSession(t, play.StoreSaver{Store: store}, 40)
	// Play on to a map decision: a combat would put its board over the
	// map and its log.
	for i := 0; i < 500 && s.Live() != nil && combat.Wants(s.Game(), s.Live()); i++ {
		if err := s.Apply(*s.Suggest()); err != nil {
			t.Fatal(err)
		}
	}
	app := newApp(t, env, 1280, 800, 1)
	app.Scenes().Push(NewCampaign(env, s))
	step(t, app, &input.State{})
	drawApp(app)
	var decisions []int
	for k := 0; k < 12; k++ {
		step(t, app, keys(input.PageUp))
		drawApp(app) // the log's rows are placed when it is drawn
		decisions = decisions[:0]
		for _, c := range app.Scenes().Top().(render.Describer).Controls() {
			if n, ok := strings.CutPrefix(c.ID, "log-decision:"); ok {
				if d, _ := strconv.Atoi(n); d > 1 {
					decisions = append(decisions, d)
				}
			}
		}
		if len(decisions) > 0 {
			break
		}
	}
	if len(decisions) == 0 {
		t.Fatal("no decision line in the log after scrolling back")
	}
	sort.Ints(decisions)
	n := decisions[0]
	before := len(s.Revealed())
	click(t, app, "log-decision:"+strconv.Itoa(n))
	drawApp(app)
	click(t, app, "log-undo")
	if s.Decisions() != n-1 || len(s.Revealed()) >= before {
		t.Fatalf("after undo: %d decisions, %d entries (was %d)", s.Decisions(), len(s.Revealed()), before)
	}
	drawApp(app)
	step(t, app, &input.State{})
	drawApp(app)
}
