package input

import (
	"reflect"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

func held(keys map[ebiten.Key]int) func(ebiten.Key) int {
	return func(k ebiten.Key) int { return keys[k] }
}

func TestKeyIntents(t *testing.T) {
	cases := []struct {
		name string
		keys map[ebiten.Key]int
		want []Intent
	}{
		{"nothing", nil, nil},
		{"tab", map[ebiten.Key]int{ebiten.KeyTab: 1}, []Intent{FocusNext}},
		{"shift-tab", map[ebiten.Key]int{ebiten.KeyTab: 1, ebiten.KeyShiftLeft: 9}, []Intent{FocusPrev}},
		{"enter", map[ebiten.Key]int{ebiten.KeyEnter: 1}, []Intent{Activate}},
		{"space", map[ebiten.Key]int{ebiten.KeySpace: 1}, []Intent{Activate}},
		{"escape", map[ebiten.Key]int{ebiten.KeyEscape: 1}, []Intent{Back}},
		{"enter held does not repeat", map[ebiten.Key]int{ebiten.KeyEnter: repeatDelay + repeatEvery}, nil},
		{"arrow held repeats", map[ebiten.Key]int{ebiten.KeyArrowDown: repeatDelay + repeatEvery}, []Intent{Down}},
		{"arrow held between repeats", map[ebiten.Key]int{ebiten.KeyArrowDown: repeatDelay + 1}, nil},
		{"two keys", map[ebiten.Key]int{ebiten.KeyArrowUp: 1, ebiten.KeyEscape: 1}, []Intent{Up, Back}},
	}
	for _, c := range cases {
		got := keyIntents(nil, held(c.keys))
		if !reflect.DeepEqual(got, c.want) {
			t.Errorf("%s: got %v, want %v", c.name, got, c.want)
		}
	}
}

func TestConsume(t *testing.T) {
	s := State{Intents: []Intent{Up, Activate, Back}}
	if !s.Consume(Activate) || s.Has(Activate) || !s.Has(Up) || !s.Has(Back) {
		t.Fatalf("after Consume: %v", s.Intents)
	}
	if s.Consume(Activate) {
		t.Fatal("consumed twice")
	}
	if Activate.String() != "activate" {
		t.Fatal(Activate.String())
	}
}

// An instant click (press and release in one tick) arrives as a press on this
// tick and a release on the next, at the same place, so a widget that arms on
// the press and fires on the release counts it.
func TestInstantClickSplitAcrossTicks(t *testing.T) {
	var sp splitter
	got := sp.next(nil, Pointer{Kind: Mouse, X: 10, Y: 20, Down: true, Pressed: true, Released: true}, nil)
	if len(got) != 1 || !got[0].Pressed || got[0].Released || !got[0].Down {
		t.Fatalf("tick 1: %+v, want one press", got)
	}
	got = sp.next(nil, Pointer{Kind: Mouse, X: 10, Y: 20}, nil)
	if len(got) != 1 || got[0].Pressed || !got[0].Released || got[0].Down {
		t.Fatalf("tick 2: %+v, want one release", got)
	}
	got = sp.next(nil, Pointer{Kind: Mouse, X: 10, Y: 20}, nil)
	if len(got) != 1 || got[0].Released || got[0].Pressed {
		t.Fatalf("tick 3: %+v, want nothing owed", got)
	}
}

// Two instant clicks on consecutive ticks: the second press comes after the
// first release, and both count.
func TestInstantClicksBackToBack(t *testing.T) {
	var sp splitter
	click := Pointer{Kind: Mouse, X: 1, Y: 1, Down: true, Pressed: true, Released: true}
	sp.next(nil, click, nil)
	got := sp.next(nil, click, nil)
	if len(got) != 2 || !got[0].Released || got[0].Pressed || !got[1].Pressed || got[1].Released {
		t.Fatalf("tick 2: %+v, want the owed release then a new press", got)
	}
	got = sp.next(nil, Pointer{Kind: Mouse, X: 1, Y: 1}, nil)
	if len(got) != 1 || !got[0].Released {
		t.Fatalf("tick 3: %+v, want the second release", got)
	}
}

// A tap the page saw begin and end between two ticks is split the same way,
// and a slow click or touch passes through unchanged.
func TestInstantTapSplitAndSlowPressUnchanged(t *testing.T) {
	var sp splitter
	tapped := Pointer{Kind: Touch, ID: 7, X: 5, Y: 6, Down: true, Pressed: true, Released: true}
	got := sp.next(nil, Pointer{Kind: Mouse}, []Pointer{tapped})
	if len(got) != 2 || got[1].Kind != Touch || !got[1].Pressed || got[1].Released {
		t.Fatalf("tick 1: %+v", got)
	}
	got = sp.next(nil, Pointer{Kind: Mouse}, nil)
	if len(got) != 2 || got[0].Kind != Touch || got[0].ID != 7 || !got[0].Released || got[0].X != 5 {
		t.Fatalf("tick 2: %+v, want the tap's release", got)
	}
	slow := Pointer{Kind: Mouse, Down: true, Pressed: true}
	if got := sp.next(nil, slow, nil); len(got) != 1 || got[0] != slow {
		t.Fatalf("slow press changed: %+v", got)
	}
}

// Wheel movement is in notches, at most three a tick (issue 14, item 9).
func TestWheelNotches(t *testing.T) {
	x, y := notches(0, wheelUnit)
	if x != 0 || y != 1 {
		t.Fatalf("one notch: %v %v", x, y)
	}
	if _, y := notches(0, -50*wheelUnit); y != -3 {
		t.Fatalf("a flood of notches: %v, want -3", y)
	}
}
