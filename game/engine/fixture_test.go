package engine_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"strings"
	"testing"

	"periscope/game/dice"
	"periscope/game/engine"
)

// A second game system, with no campaign code, that proves the engine's
// seams: two seats, each with a hidden hand of d6 (a pool rolled in secret),
// secret decisions with a structured payload (which dice to roll again),
// a d66 tie-break, a 2d6 bonus, events with their own payload, and a
// System for saves, undo and replay.
//
// Each of three rounds: both seats roll three d6 that only they see; each
// in turn (secretly) names the dice to roll again; the hands are revealed
// and the higher total scores a point (a tie: a d66 each, the higher wins).
// After the third round the leader rolls 2d6 for a bonus that is logged.

const (
	opRound  engine.Op = "duel.round"
	opChoose engine.Op = "duel.choose"
	opReveal engine.Op = "duel.reveal"
	opFinish engine.Op = "duel.finish"
)

var seats = []engine.Seat{"north", "south"}

type duelState struct {
	Dice  dice.Source `json:"dice"`
	Round int         `json:"round"`
	Hands [2][]int    `json:"hands"`
	Score [2]int      `json:"score"`
	Bonus int         `json:"bonus,omitempty"`
	Over  bool        `json:"over,omitempty"`
	engine.Procedure
}

// duelScore is the duel's event payload.
type duelScore struct {
	Points int `json:"points"`
}

type duel struct {
	engine.Machine[*duel]
	S *duelState
}

var duelSteps = func() *engine.Steps[*duel] {
	s := engine.NewSteps[*duel]("duel")
	s.Register(opRound, stepRound)
	s.Register(opChoose, stepChoose)
	s.Register(opReveal, stepReveal)
	s.Register(opFinish, stepFinish)
	s.Args(opChoose, engine.ArgSpec{A: &engine.Range{Min: 0, Max: 1}})
	s.CheckPayload("reroll", func(g *duel, p *engine.Prompt, c engine.Choice) error {
		var r reroll
		if err := c.Decode(&r); err != nil {
			return err
		}
		seat := 0
		if p.Seat == seats[1] {
			seat = 1
		}
		seen := map[int]bool{}
		for _, i := range r.Dice {
			if i < 0 || i >= len(g.S.Hands[seat]) || seen[i] {
				return fmt.Errorf("die %d is not one of your %d", i, len(g.S.Hands[seat]))
			}
			seen[i] = true
		}
		return nil
	})
	return s
}()

type reroll struct {
	Dice []int `json:"dice"`
}

func bind(s *duelState) *duel {
	g := &duel{S: s}
	g.Bind(g, duelSteps, &s.Procedure, &s.Dice, engine.Hooks{
		Over:      func() bool { return g.S.Over },
		Exhausted: func() { g.S.Over = true },
		Phase:     func() string { return fmt.Sprintf("round %d", g.S.Round) },
		Stamp:     func(e *engine.Entry) { e.Turn = g.S.Round },
	})
	return g
}

func stepRound(g *duel, f *engine.Frame) {
	g.S.Round++
	g.Mark("1", fmt.Sprintf("Round %d", g.S.Round))
	for i, seat := range seats {
		r := g.RollPool("hand", "1", string(seat), 3, 6).To(seat)
		g.S.Hands[i] = append([]int(nil), r.Faces...)
		r.Record("", fmt.Sprint(r.Faces))
	}
	g.Push(engine.Frame{Op: opChoose, A: 0}, engine.Frame{Op: opChoose, A: 1}, engine.Frame{Op: opReveal})
}

func stepChoose(g *duel, f *engine.Frame) {
	seat := seats[f.A]
	if f.Ans == nil {
		g.Ask(f, engine.Prompt{Kind: "reroll", Seat: seat, Secret: true, Payload: "dice to roll again", Rule: "2",
			Text: "Roll which dice again?", Options: []engine.Option{{Key: "reroll", Label: "Roll again"}}})
		return
	}
	var r reroll
	if err := f.Ans.Decode(&r); err != nil {
		panic(err) // checked before the answer was taken
	}
	for _, i := range r.Dice {
		g.S.Hands[f.A][i] = g.D6()
	}
	g.NoteTo([]engine.Seat{seat}, "2", string(seat), "%s rolls %d dice again: %v", seat, len(r.Dice), g.S.Hands[f.A])
}

func sum(xs []int) int {
	t := 0
	for _, x := range xs {
		t += x
	}
	return t
}

func stepReveal(g *duel, f *engine.Frame) {
	a, b := sum(g.S.Hands[0]), sum(g.S.Hands[1])
	g.Note("3", "", "hands revealed: %v (%d) against %v (%d)", g.S.Hands[0], a, g.S.Hands[1], b)
	for a == b {
		ra := g.RollD66("tie-break", "3", string(seats[0]))
		rb := g.RollD66("tie-break", "3", string(seats[1]))
		a, b = ra.Total, rb.Total
		ra.Record("", "")
		rb.Record("", "")
	}
	w := 0
	if b > a {
		w = 1
	}
	g.S.Score[w]++
	g.Emit("3", engine.Event{Type: "point", Sub: string(seats[w]), Data: duelScore{Points: 1}}, "%s takes the round", seats[w])
	if g.S.Round < 3 {
		g.Push(engine.Frame{Op: opRound})
	} else {
		g.Push(engine.Frame{Op: opFinish})
	}
}

func stepFinish(g *duel, f *engine.Frame) {
	w := 0
	if g.S.Score[1] > g.S.Score[0] {
		w = 1
	}
	r := g.Roll2D6("bonus", "4", string(seats[w]))
	g.S.Bonus = r.Total
	r.Record("", fmt.Sprintf("%d bonus", r.Total))
	g.S.Over = true
}

// engine.Game.
func (g *duel) Start() ([]engine.Entry, error) { err := g.Run(); return g.Flush(), err }
func (g *duel) Prompt() *engine.Prompt         { return g.PendingPrompt() }
func (g *duel) Over() bool                     { return g.S.Over }
func (g *duel) Snapshot() ([]byte, error)      { return json.Marshal(g.S) }
func (g *duel) Apply(c engine.Choice) ([]engine.Entry, error) {
	err := g.Answer(c)
	return g.Flush(), err
}

type duelSystem struct{}

func (duelSystem) New(r engine.Record) (engine.Game, error) {
	s := &duelState{Dice: dice.Source{State: r.Seed}}
	s.Stack = []engine.Frame{{Op: opRound}}
	return bind(s), nil
}

func (duelSystem) Restore(r engine.Record, snap []byte) (engine.Game, error) {
	var s duelState
	if err := json.Unmarshal(snap, &s); err != nil {
		return nil, err
	}
	if err := duelSteps.CheckProcedure(&s.Procedure); err != nil {
		return nil, err
	}
	return bind(&s), nil
}

// answerAll rolls again every die below 4.
func answerAll(g engine.Game) engine.Choice {
	p := g.Prompt()
	s := g.(*duel).S
	seat := 0
	if p.Seat == seats[1] {
		seat = 1
	}
	var r reroll
	for i, v := range s.Hands[seat] {
		if v < 4 {
			r.Dice = append(r.Dice, i)
		}
	}
	c, err := engine.WithData(0, r)
	if err != nil {
		panic(err)
	}
	return c
}

func TestSecondSystemPlaysSavesUndoesAndReplays(t *testing.T) {
	rec := engine.Record{System: "duel", Scenario: "three-rounds", Seed: 42}
	sess, err := engine.NewSession(duelSystem{}, rec)
	if err != nil {
		t.Fatal(err)
	}
	var snapAfter2 []byte
	for sess.Game().Prompt() != nil {
		if sess.Decisions() == 2 {
			snapAfter2, _ = sess.Game().Snapshot()
		}
		if _, err := sess.Apply(answerAll(sess.Game())); err != nil {
			t.Fatal(err)
		}
	}
	g := sess.Game().(*duel)
	if !g.Over() || g.S.Round != 3 || g.S.Score[0]+g.S.Score[1] != 3 || g.S.Bonus < 2 || g.S.Bonus > 12 {
		t.Fatalf("the duel did not finish properly: %+v", g.S)
	}
	if sess.Decisions() != 6 {
		t.Fatalf("%d decisions, want 6 (two a round)", sess.Decisions())
	}
	final, _ := g.Snapshot()

	// Every kind of die was rolled and logged with its faces.
	kinds := map[dice.Kind]bool{}
	for _, e := range sess.Log() {
		if e.Roll != nil {
			kinds[e.Roll.Kind] = true
			if e.Roll.Kind != dice.D10 && len(e.Roll.Faces) == 0 {
				t.Errorf("%s roll without faces: %+v", e.Roll.Kind, e.Roll)
			}
		}
	}
	if !kinds[dice.Pool] || !kinds[dice.TwoD6] {
		t.Errorf("dice kinds logged: %v", kinds)
	}

	// Hidden information: a seat's hand and its secret decisions are seen
	// by that seat only.
	for _, e := range sess.Log() {
		if e.Kind == "decision" && (len(e.To) != 1 || e.To[0] != e.Seat || e.Seat == "") {
			t.Errorf("a secret decision is visible to %v (made by %q)", e.To, e.Seat)
		}
		if e.Roll != nil && e.Roll.Purpose == "hand" {
			if e.VisibleTo(seats[0]) == e.VisibleTo(seats[1]) {
				t.Errorf("a hand is visible to both seats or neither: %v", e.To)
			}
		}
	}

	// Events carry the system's payload, in JSON beside the common fields.
	points := 0
	for _, e := range sess.Log() {
		if e.Event != nil && e.Event.Type == "point" {
			b, _ := json.Marshal(e.Event)
			var back engine.Event
			if err := json.Unmarshal(b, &back); err != nil {
				t.Fatal(err)
			}
			var d duelScore
			if err := json.Unmarshal(back.Data.(engine.RawEvent), &d); err != nil || !strings.Contains(string(b), `"points":1`) {
				t.Fatalf("event payload lost: %s (%v)", b, err)
			}
			points += d.Points
		}
	}
	if points != 3 {
		t.Errorf("the events score %d points, the state 3", points)
	}

	// Replay: the record rebuilds the same state; and through JSON.
	r := sess.Record()
	b, _ := json.Marshal(r)
	var back engine.Record
	if err := json.Unmarshal(b, &back); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(back.Choices, r.Choices) {
		t.Fatalf("choices changed through JSON: %s", b)
	}
	rg, _, err := engine.Replay(duelSystem{}, back, -1)
	if err != nil {
		t.Fatal(err)
	}
	if snap, _ := rg.Snapshot(); string(snap) != string(final) {
		t.Fatalf("the replay differs:\n%s\n%s", snap, final)
	}

	// Save and load: a snapshot mid-game resumes to the same end.
	restored, err := duelSystem{}.Restore(rec, snapAfter2)
	if err != nil {
		t.Fatal(err)
	}
	rs := engine.ResumeSession(duelSystem{}, engine.Record{System: "duel", Scenario: "three-rounds", Seed: 42, Choices: r.Choices[:2]}, restored)
	for _, c := range r.Choices[2:] {
		if _, err := rs.Apply(c); err != nil {
			t.Fatal(err)
		}
	}
	if snap, _ := rs.Game().Snapshot(); string(snap) != string(final) {
		t.Fatalf("the restored game ends differently")
	}

	// Undo to decision 3 and redo: the same end again.
	if err := sess.UndoTo(3); err != nil {
		t.Fatal(err)
	}
	if sess.Decisions() != 3 || !sess.CanRedo() {
		t.Fatalf("after undo: %d decisions", sess.Decisions())
	}
	for sess.CanRedo() {
		if err := sess.Redo(); err != nil {
			t.Fatal(err)
		}
	}
	if snap, _ := sess.Game().Snapshot(); string(snap) != string(final) {
		t.Fatalf("undo and redo end differently")
	}
}

// The payload is checked against the prompt before anything changes: a
// bad payload, a missing one, or a number where a payload is wanted is an
// illegal choice and the state is untouched.
func TestPayloadIsValidated(t *testing.T) {
	g, _ := duelSystem{}.New(engine.Record{Seed: 7})
	if _, err := g.Start(); err != nil {
		t.Fatal(err)
	}
	before, _ := g.Snapshot()
	bad := []engine.Choice{
		engine.Pick(0),
		{Option: 0, Data: []byte(`{"dice":[7]}`)},
		{Option: 0, Data: []byte(`{"dice":[0,0]}`)},
		{Option: 0, Data: []byte(`{"dice":"x"}`)},
		{Option: 0, Data: []byte(`{`)},
		{Option: 3, Data: []byte(`{"dice":[]}`)},
		engine.Split(1),
	}
	for _, c := range bad {
		if _, err := g.Apply(c); !errors.Is(err, engine.ErrIllegal) {
			t.Errorf("%s: want an illegal choice, got %v", c, err)
		}
		if after, _ := g.Snapshot(); string(after) != string(before) {
			t.Fatalf("%s changed the state", c)
		}
	}
	if _, err := g.Apply(engine.Choice{Option: 0, Data: []byte(`{"dice":[0, 2]}`)}); err != nil {
		t.Fatal(err)
	}
}

// A choice with a payload keeps its compact JSON form through a record.
func TestChoicePayloadRoundTrip(t *testing.T) {
	c, err := engine.WithData(2, map[string]any{"to": "B7", "plot": "1L2"})
	if err != nil {
		t.Fatal(err)
	}
	b, _ := json.Marshal([]engine.Choice{engine.Pick(1), engine.Split(2, 0), c})
	if string(b) != `[1,[2,0],{"o":2,"data":{"plot":"1L2","to":"B7"}}]` {
		t.Fatalf("encoded as %s", b)
	}
	var back []engine.Choice
	if err := json.Unmarshal(b, &back); err != nil {
		t.Fatal(err)
	}
	if back[2].Option != 2 || string(back[2].Data) != `{"plot":"1L2","to":"B7"}` {
		t.Fatalf("decoded %+v", back[2])
	}
	for _, s := range []string{`{"data":{}}`, `{"o":1}`, `{"o":1,"data":null}`, `{"o":"x","data":{}}`} {
		var c engine.Choice
		if err := json.Unmarshal([]byte(s), &c); err == nil {
			t.Errorf("%s accepted", s)
		}
	}
}
