package engine_test

import (
	"encoding/json"
	"reflect"
	"testing"

	"periscope/game/dice"
	"periscope/game/engine"
)

// TestReusePromptsPlaysTheSameGameInTwoRecords: with ReusePrompts (the
// bots' loop, issue 16) the pending decisions are made in two records at
// most, not one each, and the game is the same: every prompt asked, the
// log and the final state.
func TestReusePromptsPlaysTheSameGameInTwoRecords(t *testing.T) {
	play := func(reuse bool) (prompts []string, records map[*engine.Pending]bool, log []engine.Entry, final []byte) {
		s := &duelState{Dice: dice.Source{State: 42}}
		s.Stack = []engine.Frame{{Op: opRound}}
		g := bind(s)
		if reuse {
			g.ReusePrompts()
		}
		es, err := g.Start()
		if err != nil {
			t.Fatal(err)
		}
		log = append(log, es...)
		records = map[*engine.Pending]bool{}
		for g.Prompt() != nil {
			records[g.S.Pending] = true
			b, err := json.Marshal(g.S.Pending)
			if err != nil {
				t.Fatal(err)
			}
			prompts = append(prompts, string(b))
			es, err := g.Apply(answerAll(g))
			if err != nil {
				t.Fatal(err)
			}
			log = append(log, es...)
		}
		final, _ = g.Snapshot()
		return prompts, records, log, final
	}
	p0, r0, l0, f0 := play(false)
	p1, r1, l1, f1 := play(true)
	if len(p0) != 6 || len(r0) != 6 {
		t.Fatalf("without reuse: %d decisions in %d records, want 6 in 6", len(p0), len(r0))
	}
	if len(r1) > 2 {
		t.Errorf("with reuse: %d decisions in %d records, want 2 at most", len(p1), len(r1))
	}
	if !reflect.DeepEqual(p0, p1) {
		t.Errorf("the prompts differ:\n%v\n%v", p0, p1)
	}
	if !reflect.DeepEqual(l0, l1) {
		t.Errorf("the logs differ")
	}
	if string(f0) != string(f1) {
		t.Errorf("the final states differ:\n%s\n%s", f0, f1)
	}
}
