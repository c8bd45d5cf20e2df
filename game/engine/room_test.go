package engine_test

import (
	"fmt"
	"strconv"
	"testing"

	"periscope/game/dice"
	"periscope/game/engine"
)

// A system of one step that asks, again and again, which of three options
// to take, each prompt's options made in OptionsRoom; on its answer it makes
// the next prompt's options before it reads the key it was answered with.
const opAsk engine.Op = "asker.ask"

type askerState struct {
	Dice  dice.Source `json:"dice"`
	Left  int         `json:"left"`
	Taken []string    `json:"taken"`
	Over  bool        `json:"over,omitempty"`
	engine.Procedure
}

type asker struct {
	engine.Machine[*asker]
	S *askerState
}

var askerSteps = func() *engine.Steps[*asker] {
	s := engine.NewSteps[*asker]("asker")
	s.Register(opAsk, func(g *asker, f *engine.Frame) {
		n := g.S.Left
		k := 3
		if n%4 == 0 {
			k = 1 // answered at once by the machine
		}
		opts := g.OptionsRoom(k)
		for i := range k {
			opts = append(opts, engine.Option{Key: fmt.Sprintf("%d.%d", n, i)})
		}
		if f.Ans != nil {
			g.S.Taken = append(g.S.Taken, g.Key(f))
			if g.S.Left--; g.S.Left > 0 {
				g.Push(engine.Frame{Op: opAsk})
			}
			return
		}
		g.Ask(f, engine.Prompt{Kind: "pick", Rule: "1", Options: opts})
	})
	return s
}()

// newAsker is an asker with left prompts to answer, its steps those given,
// reusing its prompts' arrays or not.
func newAsker(steps *engine.Steps[*asker], left int, reuse bool) *asker {
	s := &askerState{Dice: dice.Source{State: 3}, Left: left}
	s.Stack = []engine.Frame{{Op: opAsk}}
	g := &asker{S: s}
	g.Bind(g, steps, &s.Procedure, &s.Dice, engine.Hooks{
		Over:      func() bool { return g.S.Over },
		Exhausted: func() { g.S.Over = true },
		Phase:     func() string { return "ask" },
	})
	if reuse {
		g.ReusePrompts()
	}
	return g
}

func playAsker(t *testing.T, reuse bool) ([]string, map[*engine.Option]bool) {
	g := newAsker(askerSteps, 50, reuse)
	if err := g.Run(); err != nil {
		t.Fatal(err)
	}
	arrays := map[*engine.Option]bool{}
	for i := 0; g.PendingPrompt() != nil; i++ {
		p := g.PendingPrompt()
		arrays[&p.Options[0]] = true
		if want := strconv.Itoa(g.S.Left) + ".0"; p.Options[0].Key != want {
			t.Fatalf("decision %d shows %s, want %s", i, p.Options[0].Key, want)
		}
		if err := g.Answer(engine.Pick(i % 3)); err != nil {
			t.Fatal(err)
		}
	}
	return g.S.Taken, arrays
}

// TestOptionsRoomIsTheDeadPromptsArray (issue 16): with ReusePrompts a
// prompt's options are made in the array of the prompt answered before (or
// of one the machine answered at once, having one option), two arrays in
// all, and never in the one of the prompt whose answer the step is reading
// (the step here makes its next options before it reads its key); the
// choices taken are the game's without reuse.
func TestOptionsRoomIsTheDeadPromptsArray(t *testing.T) {
	fresh, a0 := playAsker(t, false)
	kept, a1 := playAsker(t, true)
	if len(fresh) != 50 || fmt.Sprint(fresh) != fmt.Sprint(kept) {
		t.Fatalf("taken without reuse %v\nwith reuse %v", fresh, kept)
	}
	asked := 0
	for i, k := range kept {
		want := fmt.Sprintf("%d.0", 50-i)
		if (50-i)%4 != 0 {
			want = fmt.Sprintf("%d.%d", 50-i, asked%3)
			asked++
		}
		if k != want {
			t.Fatalf("answer %d read %s, want %s", i, k, want)
		}
	}
	if asked != 38 || len(a0) != asked || len(a1) > 2 {
		t.Errorf("%d prompts' options in %d arrays without reuse, %d with; want 38 in 38 and 2 at most", asked, len(a0), len(a1))
	}
}

// TestAskWithoutOptionsSaysSo: a prompt with no options is a bug in the
// step that asks it; Ask says so (the prompt's kind and rule) and Run
// returns it as an internal error, rather than an index out of range, with
// or without ReusePrompts, whether the step made its (empty) options in
// OptionsRoom or not.
func TestAskWithoutOptionsSaysSo(t *testing.T) {
	for _, reuse := range []bool{false, true} {
		for _, room := range []bool{false, true} {
			s := engine.NewSteps[*asker]("empty")
			s.Register(opAsk, func(g *asker, f *engine.Frame) {
				var opts []engine.Option
				if room {
					opts = g.OptionsRoom(0)
				}
				g.Ask(f, engine.Prompt{Kind: "pick", Rule: "1", Options: opts})
			})
			g := newAsker(s, 0, reuse)
			got := func() (r any) {
				defer func() {
					if p := recover(); p != nil {
						r = p
					}
				}()
				return g.Run()
			}()
			if want := "internal error in phase ask: prompt pick [1] with no options"; fmt.Sprint(got) != want {
				t.Errorf("reuse %v, room %v: Run gave %v, want %q", reuse, room, got, want)
			}
		}
	}
}
