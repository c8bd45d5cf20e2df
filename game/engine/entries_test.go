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

// TestPrependedLogLeavesRoom: a loaded game's whole log, put before the
// session's (PrependLog), leaves room for the next decisions and undos:
// none of them makes the twice-size array (which clears tens of MB in
// one step late in a campaign) until the log has grown by an eighth, and
// from there it grows in slices as usual.
func TestPrependedLogLeavesRoom(t *testing.T) {
	const loaded = 100_000
	earlier := make([]Entry, loaded)
	for i := range earlier {
		earlier[i] = Entry{Seq: i + 1}
	}
	s := &Session{}
	s.log.set([]Entry{{Seq: loaded + 1}})
	s.PrependLog(earlier)
	if got := s.Log(); len(got) != loaded+1 || got[0].Seq != 1 || got[loaded].Seq != loaded+1 {
		t.Fatalf("log after PrependLog: %d entries", len(got))
	}
	c := cap(s.log.cur)
	seq := loaded + 1
	add := func(n int) {
		es := make([]Entry, n)
		for i := range es {
			seq++
			es[i] = Entry{Seq: seq}
		}
		s.log.add(es)
	}
	// A few hundred decisions and an undo's cut and replay.
	for i := 0; i < 300; i++ {
		add(20)
	}
	s.log.truncate(loaded + 1000)
	seq = loaded + 1000
	add(500)
	if s.log.next != nil || cap(s.log.cur) != c {
		t.Fatalf("after %d entries past the load the log made a new array (cap %d → %d, growing %v)", len(s.Log())-loaded, c, cap(s.log.cur), s.log.next != nil)
	}
	for len(s.Log()) < c/4*3 {
		add(20)
	}
	if s.log.next == nil {
		t.Fatal("at three quarters full the log does not start growing")
	}
	for i, e := range s.Log() {
		if e.Seq != i+1 {
			t.Fatalf("entry %d: seq %d", i, e.Seq)
		}
	}
}
