package input

import "github.com/hajimehoshi/ebiten/v2"

// Key bindings. Each key maps to one intent; Tab depends on Shift.
// code is the key's KeyboardEvent.code in a browser, by which the page's own
// listener counts presses (see keyWatcher).
var bindings = []struct {
	key    ebiten.Key
	code   string
	intent Intent
	repeat bool
}{
	{ebiten.KeyArrowUp, "ArrowUp", Up, true},
	{ebiten.KeyArrowDown, "ArrowDown", Down, true},
	{ebiten.KeyArrowLeft, "ArrowLeft", Left, true},
	{ebiten.KeyArrowRight, "ArrowRight", Right, true},
	{ebiten.KeyEnter, "Enter", Activate, false},
	{ebiten.KeyNumpadEnter, "NumpadEnter", Activate, false},
	{ebiten.KeySpace, "Space", Activate, false},
	{ebiten.KeyEscape, "Escape", Back, false},
	{ebiten.KeyBackspace, "Backspace", Back, false},
	{ebiten.KeyPageUp, "PageUp", PageUp, true},
	{ebiten.KeyPageDown, "PageDown", PageDown, true},
	{ebiten.KeyEqual, "Equal", Increase, true}, // the + key without Shift
	{ebiten.KeyNumpadAdd, "NumpadAdd", Increase, true},
	{ebiten.KeyMinus, "Minus", Decrease, true},
	{ebiten.KeyNumpadSubtract, "NumpadSubtract", Decrease, true},
}

// Key repeat, in ticks (60 a second): after a held arrow key has been down
// for repeatDelay ticks it fires again every repeatEvery ticks.
const (
	repeatDelay = 24
	repeatEvery = 5
)

// fires reports whether a key held for d ticks (1 on the tick it went down)
// produces an intent this tick.
func fires(d int, repeat bool) bool {
	if d == 1 {
		return true
	}
	return repeat && d > repeatDelay && (d-repeatDelay)%repeatEvery == 0
}

// press is one key press: its intent, and whether it was Backspace (which
// also erases in a text field).
type press struct {
	intent Intent
	erase  bool
}

// keyPresses lists this tick's presses. duration returns how many ticks a
// key has been held (0 when up). When the page counted the key presses
// itself (counted is true, in a browser), a press is taken from its list,
// in the order they came, however many fell within the tick, and duration
// only drives the repeat of held keys; otherwise (natively) a key whose
// duration is 1 was pressed once.
func keyPresses(dst []press, duration func(ebiten.Key) int, pressed []keyEvent, counted bool) []press {
	shift := duration(ebiten.KeyShiftLeft) > 0 || duration(ebiten.KeyShiftRight) > 0
	fresh := func(d int) bool { return d == 1 && !counted }
	if d := duration(ebiten.KeyTab); fresh(d) || (d > 1 && fires(d, true)) {
		if shift {
			dst = append(dst, press{intent: FocusPrev})
		} else {
			dst = append(dst, press{intent: FocusNext})
		}
	}
	for _, b := range bindings {
		if d := duration(b.key); fresh(d) || (d > 1 && fires(d, b.repeat)) {
			dst = append(dst, press{intent: b.intent, erase: b.key == ebiten.KeyBackspace})
		}
	}
	for _, e := range pressed {
		if e.code == "Tab" {
			if e.shift {
				dst = append(dst, press{intent: FocusPrev})
			} else {
				dst = append(dst, press{intent: FocusNext})
			}
			continue
		}
		for _, b := range bindings {
			if b.code == e.code {
				dst = append(dst, press{intent: b.intent, erase: b.key == ebiten.KeyBackspace})
			}
		}
	}
	return dst
}

// keyEvent is a key press the page saw (KeyboardEvent.code, Shift held).
type keyEvent struct {
	code  string
	shift bool
}

// keyQueue spreads the presses of one tick over as many ticks as it takes
// for each tick to carry an intent at most once: scenes and widgets act on
// an intent once a tick (Consume), so four quick ArrowLeft presses within
// one frame moved a text field's caret one place (issue 14). The
// characters typed meanwhile wait behind the owed presses, so a caret moved
// and then typed at types where it was moved to.
type keyQueue struct {
	owed  []press
	chars []rune
}

// next appends to intents the presses this tick delivers and returns them,
// whether Backspace fired, and the characters to type this tick.
func (q *keyQueue) next(intents []Intent, presses []press, chars []rune) ([]Intent, bool, []rune) {
	all := append(q.owed, presses...)
	spaces := 0
	for _, r := range chars {
		if r == ' ' {
			spaces++
		}
	}
	erase := false
	var rest []press
	for k, p := range all {
		dup := false
		for _, x := range intents {
			if x == p.intent {
				dup = true
			}
		}
		// A text field types a space and consumes its Activate in the
		// same tick: spaces typed this tick keep their presses together.
		if dup && p.intent == Activate && spaces > 0 {
			spaces--
			dup = false
		}
		if dup || (p.erase && erase) {
			rest = all[k:]
			break
		}
		intents = append(intents, p.intent)
		erase = erase || p.erase
	}
	q.owed = append(q.owed[:0:0], rest...)
	q.chars = append(q.chars, chars...)
	if len(q.owed) > 0 {
		return intents, erase, nil
	}
	out := q.chars
	q.chars = nil
	return intents, erase, out
}
