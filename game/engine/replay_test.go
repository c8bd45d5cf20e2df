package engine

import (
	"encoding/json"
	"errors"
	"fmt"
	"testing"
)

// toy is a minimal Game: five decisions, each adding its option to a sum.
type toy struct {
	Sum   int   `json:"sum"`
	Asked int   `json:"asked"`
	Trail []int `json:"trail"`
}

func (t *toy) Start() ([]Entry, error) { return []Entry{{Kind: "phase", Text: "start"}}, nil }
func (t *toy) Prompt() *Prompt {
	if t.Asked >= 5 {
		return nil
	}
	return &Prompt{Seq: t.Asked, Kind: "add", Rule: "0", Options: []Option{{Key: "0"}, {Key: "1"}, {Key: "2"}}}
}
func (t *toy) Apply(c Choice) ([]Entry, error) {
	if err := t.Prompt().Validate(c); err != nil {
		return nil, err
	}
	t.Sum += c.Option
	t.Asked++
	t.Trail = append(t.Trail, c.Option)
	return []Entry{{Kind: "decision", Text: fmt.Sprint(c.Option), Decision: t.Asked}}, nil
}
func (t *toy) Over() bool                { return t.Asked >= 5 }
func (t *toy) Snapshot() ([]byte, error) { return json.Marshal(t) }

type toySystem struct{}

func (toySystem) New(Record) (Game, error) { return &toy{}, nil }
func (toySystem) Restore(_ Record, b []byte) (Game, error) {
	var t toy
	return &t, json.Unmarshal(b, &t)
}

func snap(t *testing.T, g Game) string {
	b, err := g.Snapshot()
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func TestSessionUndoRedoReplay(t *testing.T) {
	s, err := NewSession(toySystem{}, Record{System: "toy", Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []int{2, 1, 0, 2} {
		if _, err := s.Apply(Pick(c)); err != nil {
			t.Fatal(err)
		}
	}
	full := snap(t, s.Game())
	if _, err := s.Apply(Pick(7)); !errors.Is(err, ErrIllegal) {
		t.Fatalf("illegal choice: %v", err)
	}
	if snap(t, s.Game()) != full || s.Decisions() != 4 {
		t.Fatal("an illegal choice changed the game")
	}
	// A replay of the record rebuilds the same state.
	g, _, err := Replay(toySystem{}, s.Record(), -1)
	if err != nil || snap(t, g) != full {
		t.Fatalf("replay: %v\n%s\n%s", err, snap(t, g), full)
	}
	if err := s.UndoTo(1); err != nil {
		t.Fatal(err)
	}
	if got := s.Game().(*toy).Trail; len(got) != 1 || got[0] != 2 {
		t.Fatalf("after undo to 1: %v", got)
	}
	for s.CanRedo() {
		if err := s.Redo(); err != nil {
			t.Fatal(err)
		}
	}
	if snap(t, s.Game()) != full {
		t.Fatal("undo then redo did not give the same state")
	}
	// A new choice after an undo drops the redo list.
	if err := s.UndoTo(3); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Apply(Pick(0)); err != nil {
		t.Fatal(err)
	}
	if s.CanRedo() {
		t.Fatal("redo list kept after a new choice")
	}
	if err := s.UndoTo(9); err == nil {
		t.Fatal("undo past the end accepted")
	}
}

func TestResumeSessionFromSnapshot(t *testing.T) {
	played, err := NewSession(toySystem{}, Record{System: "toy", Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []int{2, 1, 2} {
		if _, err := played.Apply(Pick(c)); err != nil {
			t.Fatal(err)
		}
	}
	b := snap(t, played.Game())
	g, err := toySystem{}.Restore(played.Record(), []byte(b))
	if err != nil {
		t.Fatal(err)
	}
	s := ResumeSession(toySystem{}, played.Record(), g)
	if len(s.Log()) != 0 || s.Decisions() != 3 {
		t.Fatalf("resumed: %d log entries, %d decisions", len(s.Log()), s.Decisions())
	}
	if _, err := s.Apply(Pick(1)); err != nil {
		t.Fatal(err)
	}
	s.PrependLog(played.Log())
	if got, want := len(s.Log()), len(played.Log())+1; got != want {
		t.Fatalf("log after PrependLog: %d entries, want %d", got, want)
	}
	// Undo replays from the start with the resumed record.
	if err := s.UndoTo(2); err != nil {
		t.Fatal(err)
	}
	if got := snap(t, s.Game()); got != `{"sum":3,"asked":2,"trail":[2,1]}` {
		t.Fatalf("after undo: %s", got)
	}
}
