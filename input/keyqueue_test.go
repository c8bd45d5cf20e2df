package input

import (
	"reflect"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// drain runs ticks until the queue is empty and returns each tick's intents
// and characters.
func drain(t *testing.T, q *keyQueue) (ticks [][]Intent, typed []string, erases int) {
	t.Helper()
	for tick := 0; len(q.pending) > 0; tick++ {
		if tick > 100 {
			t.Fatalf("queue never drains: %v", q.pending)
		}
		in, ch, erase := q.next(nil, nil)
		ticks = append(ticks, in)
		typed = append(typed, string(ch))
		if erase {
			erases++
		}
	}
	return
}

func press(code string) keyEvent { return keyEvent{key: code, code: code} }
func typeKey(r string) keyEvent  { return keyEvent{key: r, code: "Key" + r} }

// Issue 14, item 7: four ArrowLeft presses and an X, all between two ticks,
// are four caret moves and then the X, never the X first.
func TestQuickPressesWithinOneFrameEachCount(t *testing.T) {
	var q keyQueue
	q.push([]keyEvent{press("ArrowLeft"), press("ArrowLeft"), press("ArrowLeft"), press("ArrowLeft"), typeKey("X")})
	ticks, typed, _ := drain(t, &q)
	lefts := 0
	for k, in := range ticks {
		for _, i := range in {
			if i == Left {
				lefts++
			}
		}
		if typed[k] != "" && lefts != 4 {
			t.Fatalf("tick %d typed %q after %d of 4 lefts", k, typed[k], lefts)
		}
		if len(in) > 1 {
			t.Fatalf("tick %d carries %v: an intent at most once a tick", k, in)
		}
	}
	if lefts != 4 || typed[len(typed)-1] != "X" {
		t.Fatalf("lefts %d, typed %q", lefts, typed)
	}
}

// Characters typed in one frame arrive together, accents and all, and none
// is lost or doubled.
func TestTypedCharactersArriveOnceInOrder(t *testing.T) {
	var q keyQueue
	var evs []keyEvent
	for _, r := range "però è già" {
		evs = append(evs, keyEvent{key: string(r)})
	}
	q.push(evs)
	_, typed, _ := drain(t, &q)
	got := ""
	for _, s := range typed {
		got += s
	}
	if got != "però è già" {
		t.Fatalf("typed %q", got)
	}
}

// Space types ' ' and activates; two spaces in one frame are two ticks, so
// a text field that consumes one Activate per space leaves none over.
func TestSpacesKeepTheirActivates(t *testing.T) {
	var q keyQueue
	q.push([]keyEvent{{key: " ", code: "Space"}, {key: " ", code: "Space"}})
	ticks, typed, _ := drain(t, &q)
	want := [][]Intent{{Activate}, {Activate}}
	if !reflect.DeepEqual(ticks, want) || !reflect.DeepEqual(typed, []string{" ", " "}) {
		t.Fatalf("ticks %v typed %q", ticks, typed)
	}
}

// Backspace twice in a frame erases twice; an auto-repeated keydown types
// again but does not press again (the hold duration drives repeats).
func TestBackspacesAndRepeats(t *testing.T) {
	var q keyQueue
	q.push([]keyEvent{press("Backspace"), press("Backspace"), {key: "a", code: "KeyA", repeat: true}, {key: "ArrowDown", code: "ArrowDown", repeat: true}})
	ticks, typed, erases := drain(t, &q)
	if erases != 2 || typed[len(typed)-1] != "a" {
		t.Fatalf("erases %d typed %q ticks %v", erases, typed, ticks)
	}
	for _, in := range ticks {
		if has(in, Down) {
			t.Fatalf("a repeated keydown pressed again: %v", ticks)
		}
	}
}

// Named keys type nothing; Shift+Tab goes back.
func TestNamedKeysAndShiftTab(t *testing.T) {
	var q keyQueue
	q.push([]keyEvent{{key: "Shift", code: "ShiftLeft"}, {key: "Tab", code: "Tab", shift: true}, {key: "Dead", code: "BracketLeft"}})
	ticks, typed, _ := drain(t, &q)
	if !reflect.DeepEqual(ticks, [][]Intent{{FocusPrev}}) || typed[0] != "" {
		t.Fatalf("ticks %v typed %q", ticks, typed)
	}
}

// A held key repeats by its hold duration, not on its first tick.
func TestHeldIntentsRepeatOnly(t *testing.T) {
	if got := heldIntents(nil, held(map[ebiten.Key]int{ebiten.KeyArrowDown: 1})); len(got) != 0 {
		t.Fatalf("first tick: %v", got)
	}
	if got := heldIntents(nil, held(map[ebiten.Key]int{ebiten.KeyArrowDown: repeatDelay + repeatEvery})); !reflect.DeepEqual(got, []Intent{Down}) {
		t.Fatalf("held: %v", got)
	}
	if got := heldIntents([]Intent{Down}, held(map[ebiten.Key]int{ebiten.KeyArrowDown: repeatDelay + repeatEvery})); len(got) != 1 {
		t.Fatalf("doubled: %v", got)
	}
}

// Every bound key has its browser code, so no key is lost in a browser.
func TestEveryBindingHasACode(t *testing.T) {
	for _, b := range bindings {
		if b.code == "" {
			t.Errorf("binding %v has no KeyboardEvent.code", b.key)
		}
	}
}
