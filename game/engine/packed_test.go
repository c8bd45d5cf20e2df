package engine

import (
	"encoding/json"
	"fmt"
	"reflect"
	"runtime"
	"slices"
	"testing"
	"unsafe"

	"periscope/game/dice"
)

// rich is a Game of 3,000 decisions whose entries use every part of an
// Entry: a message with nested and listed arguments, a roll with faces and
// modifiers, seats, events with payloads of every shape the packing copies
// (strings, slices, a pointer, an array) and two it leaves as they are (a
// map, a pointer).
type rich struct {
	toy
}

type payload struct {
	Name  string
	N     int
	Tags  []string
	Inner *struct{ Why string }
	Pair  [2]string
	Raw   RawEvent
}

func (c *rich) Prompt() *Prompt {
	if c.Asked >= 3000 {
		return nil
	}
	return &Prompt{Seq: c.Asked, Kind: "add", Rule: "0", Options: []Option{{Key: "0"}, {Key: "1"}, {Key: "2"}}}
}

func (c *rich) Apply(ch Choice) ([]Entry, error) {
	if err := c.Prompt().Validate(ch); err != nil {
		return nil, err
	}
	c.Sum += ch.Option
	c.Asked++
	n := c.Asked
	// Every string made here, so that it lives on the heap as a log's do.
	s := func(f string) string { return fmt.Sprintf(f, n) }
	roll := &dice.Roll{Kind: dice.TwoD6, Purpose: s("purpose %d"), Rule: "14.5", Raw: n % 12, Faces: []int{n % 6, 1}, Two: n%2 == 0,
		Mods: []dice.Mod{{Value: -1, Reason: s("night %d"), Rule: "8.1"}, {Value: 2, Reason: "ace"}}, Total: n % 13, Target: "≤ 4", Result: s("result %d")}
	msg := M("roll", Nested("purpose", M(s("p.%d"), Int("n", n), Text("t", s("text %d")))), Int("total", n), Unit("u", s("U-%d")))
	var data any = payload{Name: s("name %d"), N: n, Tags: []string{s("a%d"), "b"}, Inner: &struct{ Why string }{s("why %d")}, Pair: [2]string{s("x%d"), "y"}, Raw: RawEvent(s("{%d}"))}
	switch n % 5 {
	case 3:
		data = map[string]int{s("k%d"): n} // not packable
	case 4:
		data = &payload{Name: s("ptr %d")} // held as a pointer: not packable
	}
	es := []Entry{
		{Kind: "decision", Text: fmt.Sprint(ch.Option), Decision: n, Seat: Seat(s("seat%d")), Date: s("1942-%d")},
		{Kind: "roll", Rule: "14.5", Sub: s("U-%d"), Text: s("rolled %d"), Roll: roll, Msg: msg, To: []Seat{"a", Seat(s("b%d"))}, Turn: n / 10},
		{Kind: "event", Rule: "9", Text: s("event %d"), Event: &Event{Type: "sunk", Sub: s("U-%d"), Area: "a", Data: data}, Msg: M("bare"), To: []Seat{}},
	}
	if n%7 == 0 {
		es = append(es, Entry{Kind: "event", Text: s("tally %d"), Event: &Event{Type: "vp", Data: RawEvent(nil)}, Msg: &Msg{ID: "empty", Args: []Arg{}}, Roll: &dice.Roll{Faces: []int{}, Mods: []dice.Mod{}}})
	}
	return es, nil
}
func (c *rich) Over() bool                { return c.Asked >= 3000 }
func (c *rich) Snapshot() ([]byte, error) { return json.Marshal(c) }

type richSystem struct{}

func (richSystem) New(Record) (Game, error) { return &rich{}, nil }
func (richSystem) Restore(_ Record, b []byte) (Game, error) {
	var c rich
	return &c, json.Unmarshal(b, &c)
}

// The log's older entries are packed (issue 16: their parts copied where
// the collector does not read them) and stay equal to what the game logged,
// through collections that free and reuse what the packing left behind,
// an undo that cuts among the packed entries, and the redos after it.
func TestPackedLogStaysTheGamesLog(t *testing.T) {
	rec := pickRecord("rich", 3000, 7)
	s, err := NewSession(richSystem{}, Record{System: "rich"})
	if err != nil {
		t.Fatal(err)
	}
	logged := slices.Clone(s.Log()) // what the game handed over, as it was
	for i, c := range rec.Choices {
		es, err := s.Apply(c)
		if err != nil {
			t.Fatal(err)
		}
		logged = append(logged, es...)
		if i%500 == 0 {
			churn()
		}
	}
	if len(s.Log()) != len(logged) {
		t.Fatalf("log of %d entries, want %d", len(s.Log()), len(logged))
	}
	// The older entries were packed: their text no longer shares the
	// game's string (the packable ones), the newest still do.
	moved, kept := 0, 0
	for i, e := range s.Log() {
		same := unsafe.StringData(e.Text) == unsafe.StringData(logged[i].Text)
		switch {
		case i < len(logged)-packFrom-200 && !same:
			moved++
		case i < len(logged)-packFrom-200:
			kept++
		case i >= len(logged)-packFrom && !same:
			t.Fatalf("entry %d of the newest %d was packed", i, packFrom)
		}
	}
	if moved == 0 || kept > moved/5 {
		t.Fatalf("%d older entries packed, %d not (want nearly all packed: only the map and pointer payloads stay)", moved, kept)
	}
	// Drop what the game made and reuse its memory: a packed entry that
	// still pointed at it would read garbage.
	want, _ := json.Marshal(logged)
	logged = nil
	churn()
	got, _ := json.Marshal(s.Log())
	if string(got) != string(want) {
		t.Fatal("the packed log encodes differently from the game's")
	}
	_, replayed, err := Replay(richSystem{}, rec, -1)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(s.Log(), replayed) {
		for i := range s.Log() {
			if !reflect.DeepEqual(s.Log()[i], replayed[i]) {
				t.Fatalf("entry %d is %+v, the replay's %+v", i, s.Log()[i], replayed[i])
			}
		}
		t.Fatal("the log differs from the replay's")
	}
	// An undo to a decision whose entries were packed, then redo all.
	if err := s.UndoTo(1000); err != nil {
		t.Fatal(err)
	}
	churn()
	if _, part, _ := Replay(richSystem{}, rec, 1000); !reflect.DeepEqual(s.Log(), part) {
		t.Fatal("after the undo the log differs from a replay's")
	}
	for s.CanRedo() {
		if err := s.Redo(); err != nil {
			t.Fatal(err)
		}
	}
	churn()
	if !reflect.DeepEqual(s.Log(), replayed) {
		t.Fatal("after the redos the log differs from the replay's")
	}
}

// churn collects and allocates, so memory freed is reused.
func churn() {
	runtime.GC()
	var keep [][]byte
	for i := 0; i < 20000; i++ {
		b := make([]byte, 16+i%200)
		for j := range b {
			b[j] = 0xA5
		}
		keep = append(keep, b)
	}
	runtime.GC()
	runtime.KeepAlive(keep)
}

// BenchmarkPackEntry packs the rich game's entries (a roll with its
// message, an event with its payload, a decision), one at a time.
func BenchmarkPackEntry(b *testing.B) {
	g := &rich{}
	var es []Entry
	for i := 0; i < 300; i++ {
		more, _ := g.Apply(Pick(i % 3))
		es = append(es, more...)
	}
	var p packer
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		p.pack(es[i%len(es)])
	}
}
