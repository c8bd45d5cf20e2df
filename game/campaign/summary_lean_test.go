package campaign_test

import (
	"bytes"
	"reflect"
	"testing"

	"periscope/game/bot"
	"periscope/game/campaign"
)

// TestSummaryLeavesThePromptUnbuilt: the autosave sums the game up after
// every decision (save.Summarize), and building the pending prompt's
// options for it was half of a turn end's autosave in wasm (issue 16). The
// summary reads the question only; the options stay to be built when shown.
func TestSummaryLeavesThePromptUnbuilt(t *testing.T) {
	g := playTo(t, "campaign-1939", 1, -1, nil) // set up, no decision
	d := bot.NewDoctrine()
	for i := 0; i < 2000; i++ {
		p := g.LeanPrompt()
		if p == nil {
			break
		}
		lazy := 0
		for k := range p.Options {
			if p.Options[k].Lazy() {
				lazy++
			}
		}
		if lazy > 0 {
			s := g.Summary()
			if s.Next == "" {
				t.Fatalf("decision %d (%s): the summary names no next decision", i, p.Kind)
			}
			left := 0
			for k := range p.Options {
				if p.Options[k].Lazy() {
					left++
				}
			}
			if left != lazy {
				t.Fatalf("decision %d (%s): the summary built %d of its %d unbuilt options", i, p.Kind, lazy-left, lazy)
			}
			return
		}
		if _, err := g.Apply(d.Choose(g, p)); err != nil {
			t.Fatal(err)
		}
	}
	t.Fatal("no prompt with options built on demand in 2,000 decisions: the check proves nothing")
}

// TestForkUsesAHandedBackArray: a fork (the session's undo copy, every
// engine.UndoEvery decisions) copies the boats into an array the UI handed
// back with a dropped view, and is still a copy of its own: playing on
// either leaves the other as it was.
func TestForkUsesAHandedBackArray(t *testing.T) {
	g := playTo(t, "campaign-1939", 2, 2000, nil)
	_, old := g.PhaseView()
	g.RecycleView(old)
	view := g.S.CloneView()
	f, err := campaign.Fork(g)
	if err != nil {
		t.Fatal(err)
	}
	fg := f.(*campaign.Game)
	if &fg.S.Subs[0] != &old.(*campaign.State).Subs[0] {
		t.Error("the fork did not copy the boats into the array handed back")
	}
	if !reflect.DeepEqual(fg.S, view) {
		t.Fatal("the fork differs from the state")
	}
	before := mustJSON(t, g.S)
	if _, n, err := bot.Play(fg, bot.NewDoctrine(), 300); err != nil || n == 0 {
		t.Fatalf("playing on the fork: %d decisions, %v", n, err)
	}
	if !bytes.Equal(mustJSON(t, g.S), before) {
		t.Error("playing on the fork changed the original")
	}
	mid := mustJSON(t, fg.S)
	if _, n, err := bot.Play(g, bot.NewDoctrine(), 300); err != nil || n == 0 {
		t.Fatalf("playing on: %d decisions, %v", n, err)
	}
	if !bytes.Equal(mustJSON(t, fg.S), mid) {
		t.Error("playing on the original changed the fork")
	}
}
