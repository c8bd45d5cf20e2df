package engine

import (
	"math/rand/v2"
	"testing"
)

// TestEntriesGrowInSlices appends and truncates at random as a session
// does (a decision's few entries, an undo's cut and replay) and checks the
// log against a plain slice, and that when the old array fills, the new
// one already holds every entry (no whole copy in one decision), unless a
// truncation undid part of the move.
func TestEntriesGrowInSlices(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	var l entries
	var model []Entry
	seq := 0
	swaps, full := 0, 0
	for step := 0; step < 12000; step++ {
		if r.IntN(500) == 0 && len(model) > 0 {
			n := len(model) - r.IntN(min(len(model), 300))
			l.truncate(n)
			model = model[:n]
			continue
		}
		es := make([]Entry, r.IntN(8))
		for i := range es {
			seq++
			es[i] = Entry{Seq: seq}
		}
		if l.next != nil && len(l.cur)+len(es) > cap(l.cur) {
			swaps++
			if len(l.next) == len(l.cur) {
				full++
			}
		}
		l.add(es)
		model = append(model, es...)
		if len(l.all()) != len(model) {
			t.Fatalf("step %d: %d entries, want %d", step, len(l.all()), len(model))
		}
		if len(l.next) > len(l.cur) {
			t.Fatalf("step %d: %d moved of %d", step, len(l.next), len(l.cur))
		}
		if step%2000 != 0 {
			continue
		}
		for i, e := range l.next {
			if e.Seq != l.cur[i].Seq {
				t.Fatalf("step %d: moved entry %d is %d, want %d", step, i, e.Seq, l.cur[i].Seq)
			}
		}
	}
	for i, e := range l.all() {
		if e.Seq != model[i].Seq {
			t.Fatalf("entry %d is %d, want %d", i, e.Seq, model[i].Seq)
		}
	}
	if swaps < 3 || full != swaps {
		t.Errorf("%d of %d growths found the new array full (want all, at least 3)", full, swaps)
	}
}
