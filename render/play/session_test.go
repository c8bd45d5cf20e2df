package play

import (
	"reflect"
	"testing"

	"periscope/game/engine"
	"periscope/storage"
)

func newU47(t *testing.T, seed uint64, saver Saver) *Session {
	t.Helper()
	th, err := LoadTheatre("atlantic")
	if err != nil {
		t.Fatal(err)
	}
	s, err := New(th, engine.Record{Scenario: "u47-scapa-flow", Seed: seed}, saver)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// The reveal queue: after a decision the map shows the state as it was
// before it until the log catches up, phase by phase; Step stops at phases.
func TestRevealShowsPhases(t *testing.T) {
	s := newU47(t, 1, nil)
	if !s.Ready() || s.Pending() == nil || s.Pending().Kind != "deploy" {
		t.Fatalf("the game should wait for the deploy decision: ready %v prompt %+v", s.Ready(), s.Pending())
	}
	before := s.State().Turn
	if err := s.Pick("path:germany>north-sea>english-channel>sw-approaches"); err != nil {
		t.Fatal(err)
	}
	// mines-carry follows at once in the same turn; answer it.
	if s.Ready() {
		t.Fatal("new log entries should wait to be revealed")
	}
	if s.Pending() != nil {
		t.Fatal("no decision is shown while the log is being revealed")
	}
	s.RevealAll()
	if s.Pending() == nil || s.Pending().Kind != "mines-carry" {
		t.Fatalf("after the reveal: %+v", s.Pending())
	}
	if err := s.Pick("no"); err != nil {
		t.Fatal(err)
	}
	s.RevealAll()
	if err := s.Pick("patrol"); err != nil { // arrive: patrol side
		t.Fatal(err)
	}
	if s.View().Turn != before {
		t.Fatalf("before the reveal the view should be turn %d, got %d", before, s.View().Turn)
	}
	s.StepMode = true
	steps := 0
	for !s.Ready() && steps < 100 {
		s.Step()
		steps++
		if !s.Ready() && s.Log()[s.Shown()].Kind != "phase" {
			t.Fatalf("Step stopped before a %s entry", s.Log()[s.Shown()].Kind)
		}
	}
	if steps < 3 {
		t.Fatalf("the turn end and the next turn's phases took %d steps", steps)
	}
	if s.View() != s.State() || s.View().Turn != before+1 {
		t.Fatalf("after the reveal the view is the live state (turn %d)", s.View().Turn)
	}
}

// Tick reveals at the given pace and stops at phases in step mode.
func TestTick(t *testing.T) {
	s := newU47(t, 1, nil)
	if err := s.Pick("stay"); err != nil {
		t.Fatal(err)
	}
	n := s.Unrevealed()
	if n < 5 {
		t.Fatalf("only %d new entries", n)
	}
	s.Tick(60) // one entry per tick at 60/s
	if s.Unrevealed() >= n {
		t.Fatal("Tick revealed nothing")
	}
	s.StepMode = true
	for i := 0; i < 1000 && !s.Waiting() && !s.Ready(); i++ {
		s.Tick(60)
	}
	if s.Ready() {
		t.Skip("no phase left to stop at")
	}
	if s.Log()[s.Shown()].Kind != "phase" {
		t.Fatal("step mode should wait before a phase")
	}
	at := s.Shown()
	s.Tick(60)
	if s.Shown() != at {
		t.Fatal("the reveal went on while waiting for Step")
	}
	s.Step()
	if s.Shown() <= at {
		t.Fatal("Step did not go on")
	}
	s.Tick(0)
	for !s.Ready() {
		s.Step()
	}
}

// Undo, redo, and the autosave that follows each.
func TestUndoRedoAutosave(t *testing.T) {
	store := storage.NewMemory()
	saver := StoreSaver{Store: store}
	s := newU47(t, 3, saver)
	if got, _ := saver.LatestAutosave(); got != nil {
		t.Fatal("an autosave before any decision")
	}
	s.Animate = false
	for _, k := range []string{"path:germany>north-sea>english-channel>sw-approaches", "no", "patrol"} {
		if err := s.Pick(k); err != nil {
			t.Fatal(k, err)
		}
	}
	if !s.Ready() {
		t.Fatal("without animation the log is revealed at once")
	}
	saved, err := saver.LatestAutosave()
	if err != nil || saved == nil {
		t.Fatalf("autosave: %v %v", saved, err)
	}
	if len(saved.Record.Choices) != 3 || saved.Summary.Scenario != "u47-scapa-flow" || saved.Summary.Text == "" {
		t.Fatalf("autosave %+v", saved)
	}
	snap, _ := s.Snapshot()
	if err := s.UndoTo(1); err != nil {
		t.Fatal(err)
	}
	if s.Decisions() != 1 || s.Pending().Kind != "mines-carry" {
		t.Fatalf("after undo: %d decisions, %+v", s.Decisions(), s.Pending())
	}
	if saved, _ := saver.LatestAutosave(); len(saved.Record.Choices) != 1 {
		t.Fatal("the undo was not autosaved")
	}
	for s.CanRedo() {
		if err := s.Redo(); err != nil {
			t.Fatal(err)
		}
	}
	again, _ := s.Snapshot()
	if string(again) != string(snap) {
		t.Fatal("redo did not rebuild the same state")
	}
	// Resume from the autosave gives the same game.
	saved, _ = saver.LatestAutosave()
	p, err := Resume(saved, saver)
	if err != nil {
		t.Fatal(err)
	}
	r := p.Base()
	resumed, _ := r.Snapshot()
	if string(resumed) != string(snap) {
		t.Fatal("the resumed game differs")
	}
	if !reflect.DeepEqual(r.Record(), s.Record()) {
		t.Fatal("records differ")
	}
}

// The bot plays a handed-over boat to the end of the patrol; illegal picks
// are refused without changing anything.
func TestBotBoatToTheEnd(t *testing.T) {
	s := newU47(t, 3, nil)
	if err := s.Pick("no-such-key"); err == nil {
		t.Fatal("an unknown key was accepted")
	}
	if err := s.Apply(engine.Pick(999)); err == nil {
		t.Fatal("an illegal choice was accepted")
	}
	s.SetBotBoat("U-47", true)
	if !s.BotWants() || s.Pending() != nil {
		t.Fatal("the bot should answer U-47's prompts")
	}
	for i := 0; i < 100 && !s.Over(); i++ {
		s.RunBots(5, nil)
		s.RevealAll()
		if s.BotErr != nil {
			t.Fatal(s.BotErr)
		}
		if p := s.Pending(); p != nil {
			t.Fatalf("a prompt for the person: %+v", p)
		}
	}
	if !s.Over() {
		t.Fatalf("the patrol did not end")
	}
	t.Logf("result %+v, patrols %+v, subs lost %d", s.State().Result, s.State().Patrols, s.State().Tracks.SubsLost)
	if sum := s.Summary(); !sum.Over || sum.Text == "" {
		t.Fatalf("summary %+v", sum)
	}
}

func TestTons(t *testing.T) {
	for kt, want := range map[int]string{0: "0 t", 3: "3,000 t", 29: "29,000 t", 1500: "1,500,000 t", -20: "−20,000 t"} {
		if got := Tons(kt); got != want {
			t.Errorf("Tons(%d) = %q, want %q", kt, got, want)
		}
	}
}

func TestTargets(t *testing.T) {
	s := newU47(t, 1, nil)
	p := s.Pending()
	ts := Targets(s.Theatre, s.State(), p)
	got := map[string][]string{}
	for _, tg := range ts {
		for _, i := range tg.Options {
			got[tg.Kind+":"+tg.ID] = append(got[tg.Kind+":"+tg.ID], p.Options[i].Key)
		}
	}
	if k := got["area:sw-approaches"]; len(k) != 1 || k[0] != "path:germany>north-sea>english-channel>sw-approaches" {
		t.Fatalf("sw-approaches: %v", k)
	}
	if k := got["area:north-sea"]; len(k) != 3 {
		t.Fatalf("north-sea should be reached 3 ways (direct, cautious, via the Baltic): %v", k)
	}
	if len(got["area:scapa-flow"]) != 2 {
		t.Fatalf("scapa-flow: %v", got["area:scapa-flow"])
	}
	for k := range got {
		if k == "area:" || k == "base:" {
			t.Fatalf("empty target %q", k)
		}
	}
}

// Info is made again only when what it says may have changed (issue 16:
// the page hook asks every frame): after a decision, while the log is
// revealed, after an undo, it says what a fresh one says, and each caller
// gets its own copy to add to.
func TestInfoFollowsTheGame(t *testing.T) {
	s := newU47(t, 1, nil)
	check := func(when string) map[string]string {
		t.Helper()
		got := s.Info()
		if want := s.makeInfo(s.Pending(), s.BotWants()); !reflect.DeepEqual(got, want) {
			t.Fatalf("%s: Info %v, made afresh %v", when, got, want)
		}
		return got
	}
	first := check("at the start")
	first["selected"] = "U-47" // a scene adds to its copy
	if _, ok := check("again")["selected"]; ok {
		t.Fatal("a caller's entry is in the next caller's map")
	}
	if err := s.Pick("path:germany>north-sea>english-channel>sw-approaches"); err != nil {
		t.Fatal(err)
	}
	if m := check("after a decision"); m["decisions"] != "1" || m["prompt"] != "" {
		t.Fatalf("after a decision, while the log waits: %v", m)
	}
	for i := 0; !s.Ready() && i < 1000; i++ {
		s.RevealNext()
		check("while the log is revealed")
	}
	if m := check("once revealed"); m["prompt"] != "mines-carry" || m["shown"] != m["log"] {
		t.Fatalf("once revealed: %v", m)
	}
	if err := s.UndoTo(0); err != nil {
		t.Fatal(err)
	}
	for i := 0; !s.Ready() && i < 1000; i++ {
		s.RevealNext()
	}
	if m := check("after the undo"); m["decisions"] != "0" || m["prompt"] != "deploy" {
		t.Fatalf("after the undo: %v", m)
	}
}
