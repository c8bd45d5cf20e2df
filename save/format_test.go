package save

import (
	"bytes"
	"errors"
	"reflect"
	"strings"
	"testing"
	"time"

	"encoding/json"

	"periscope/game/engine"
)

func TestChoicesCodec(t *testing.T) {
	cs := []engine.Choice{engine.Pick(0), engine.Pick(12), engine.Split(2, 0, 3), engine.Split(), engine.Pick(-1)}
	b := AppendChoices(nil, cs)
	if string(b) != "[0,12,[2,0,3],[],-1]" {
		t.Fatalf("encoded %s", b)
	}
	// The compact form is engine.Choice's own JSON.
	std, _ := json.Marshal(cs)
	if !bytes.Equal(std, b) {
		t.Fatalf("differs from Choice.MarshalJSON: %s vs %s", b, std)
	}
	got, err := ParseChoices([]byte(" [ 0 , 12,[ 2,0 ,3 ],[ ] ,-1 ] \n"))
	if err != nil || !reflect.DeepEqual(got, cs) {
		t.Fatalf("parsed %v, %v", got, err)
	}
	for _, bad := range []string{"", "[", "[1,", "[1 2]", "[01]", "[1.5]", "[1e3]", `["1"]`, "[{}]", "[[1,]]", "[1]x", "{}", "[99999999999]", "[-]", "[[1 2]]"} {
		if _, err := ParseChoices([]byte(bad)); err == nil {
			t.Errorf("ParseChoices(%q) accepted", bad)
		}
	}
	if got, err := ParseChoices([]byte("[]")); err != nil || len(got) != 0 {
		t.Fatalf("empty list: %v, %v", got, err)
	}
}

// A save round-trips: what Decode and Open return is what was saved, and
// the replay reproduces the snapshot.
func TestRoundTrip(t *testing.T) {
	rec, g := play(t, "atlantic", "happy-time-1940", 3, 300)
	f := fileFor(t, rec, g)
	for _, enc := range []struct {
		name string
		fn   func(*File) ([]byte, error)
	}{{"compressed", Encode}, {"plain", EncodePlain}} {
		t.Run(enc.name, func(t *testing.T) {
			data, err := enc.fn(f)
			if err != nil {
				t.Fatal(err)
			}
			d, err := Decode(data)
			if err != nil {
				t.Fatal(err)
			}
			if d.Schema != Schema || d.Kind != KindSlot || d.Name != "Test" || d.GameID != "gtest-1" || !d.Saved.Equal(testNow) || d.Game != "test" {
				t.Fatalf("header: %+v", d)
			}
			if !reflect.DeepEqual(d.Record, rec) {
				t.Fatalf("record differs")
			}
			if !bytes.Equal(d.Snapshot, f.Snapshot) {
				t.Fatalf("snapshot differs")
			}
			o, err := Open(d, testTheatres)
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(o.File.Summary, f.Summary) {
				t.Fatalf("summary %+v, want %+v", o.File.Summary, f.Summary)
			}
			if err := NewCheck(o).Run(); err != nil {
				t.Fatalf("check: %v", err)
			}
			// The session continues where the game was.
			s := o.Session()
			if s.Decisions() != len(rec.Choices) || s.Game().Prompt().Kind != g.Prompt().Kind {
				t.Fatalf("session at %d decisions", s.Decisions())
			}
		})
	}
}

// The summary the load screen shows comes from the state, not the file.
func TestSummaryRebuilt(t *testing.T) {
	rec, g := play(t, "atlantic", "happy-time-1940", 5, 120)
	f := fileFor(t, rec, g)
	f.Summary.VP, f.Summary.Title = 9999, "Forged"
	o, err := Open(f, testTheatres)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(o.File.Summary, Summarize(g, rec)) {
		t.Fatalf("summary not rebuilt: %+v", o.File.Summary)
	}
	line := Line(o.File.Summary)
	if !strings.Contains(line, g.DateString()) || !strings.Contains(line, "VP") {
		t.Fatalf("line %q", line)
	}
}

func TestCheckCancel(t *testing.T) {
	rec, g := play(t, "atlantic", "happy-time-1940", 3, 200)
	o, err := Open(fileFor(t, rec, g), testTheatres)
	if err != nil {
		t.Fatal(err)
	}
	c := NewCheck(o)
	c.Step(10)
	c.Cancel()
	if !c.Step(10) || !errors.Is(c.Run(), ErrCancelled) {
		t.Fatal("a cancelled check goes on")
	}
	// In the background it finishes; Progress reports how far it got.
	c2 := NewCheck(o)
	c2.Start()
	for !c2.Finished() {
		time.Sleep(time.Millisecond)
	}
	if done, total, err := c2.Progress(); err != nil || done != total || total != 200 || c2.Took() <= 0 {
		t.Fatalf("background check: %d/%d, %v, took %v", done, total, err, c2.Took())
	}
}

// The background check shares only the theatre data with the game being
// played; run with -race, this finds any write to shared data.
func TestCheckBesidePlay(t *testing.T) {
	rec, g := play(t, "atlantic", "happy-time-1940", 4, 150)
	o, err := Open(fileFor(t, rec, g), testTheatres)
	if err != nil {
		t.Fatal(err)
	}
	c := NewCheck(o)
	c.Start()
	p := newDoctrine()
	for i := 0; i < 150 && o.Game.Prompt() != nil; i++ {
		if _, err := o.Game.Apply(p.Choose(o.Game, o.Game.Prompt())); err != nil {
			t.Fatal(err)
		}
	}
	for !c.Finished() {
		time.Sleep(time.Millisecond)
	}
	if _, _, err := c.Progress(); err != nil {
		t.Fatal(err)
	}
}

// A loaded save's session adopts its check's checkpoints: an undo to well
// before the load point restores a turn's snapshot instead of replaying
// from decision 0, and gives the game a replay from the start gives.
func TestCheckHistoryGivesTheLoadedGameItsCheckpoints(t *testing.T) {
	rec, g := play(t, "atlantic", "happy-time-1940", 5, 400)
	o, err := Open(fileFor(t, rec, g), testTheatres)
	if err != nil {
		t.Fatal(err)
	}
	if at, _ := o.Session().Checkpoints(); len(at) != 1 {
		t.Fatalf("a session resumed from the snapshot holds checkpoints at %v, want one (the premise)", at)
	}
	c := NewCheck(o)
	if c.History() != nil {
		t.Fatal("a history before the check has run")
	}
	if err := c.Run(); err != nil {
		t.Fatal(err)
	}
	s := o.Session()
	_, log := c.Replayed()
	s.PrependHistory(log, c.History())
	at, _ := s.Checkpoints()
	if len(at) < 3 || at[0] != 0 || at[len(at)-1] > len(rec.Choices) {
		t.Fatalf("checkpoints at %v after adopting the check's history", at)
	}
	// Issue 16: and copies of the game just before the load point, so an
	// undo of one decision back across it forks the nearest copy.
	copies := s.UndoCopies()
	if len(copies) == 0 || copies[len(copies)-1] >= len(rec.Choices) || copies[len(copies)-1] < len(rec.Choices)-engine.UndoEvery {
		t.Fatalf("copies at %v after adopting the check's history, want one in the last %d decisions before %d", copies, engine.UndoEvery, len(rec.Choices))
	}
	// The undo and the redo after it land on the saved game again (a
	// replay from the start would cost the test the whole game again).
	back := len(rec.Choices) - 1
	if err := s.UndoTo(back); err != nil {
		t.Fatal(err)
	}
	if err := s.Redo(); err != nil {
		t.Fatal(err)
	}
	if a, _ := s.Game().Snapshot(); !bytes.Equal(a, mustSnapshot(t, g)) {
		t.Fatalf("undo to %d from the adopted copies and redo differs from the saved game", back)
	}
	n := len(rec.Choices) / 3
	if err := s.UndoTo(n); err != nil {
		t.Fatal(err)
	}
	want, _, err := engine.Replay(o.System, rec, n)
	if err != nil {
		t.Fatal(err)
	}
	a, _ := s.Game().Snapshot()
	b, _ := want.Snapshot()
	if !bytes.Equal(a, b) {
		t.Fatalf("undo to %d from the adopted checkpoints differs from a replay", n)
	}
}

func mustSnapshot(t *testing.T, g engine.Game) []byte {
	t.Helper()
	b, err := g.Snapshot()
	if err != nil {
		t.Fatal(err)
	}
	return b
}
