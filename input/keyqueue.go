package input

import (
	"unicode"

	"github.com/hajimehoshi/ebiten/v2"
)

// keyEvent is one keydown the page saw, in the order it came: its
// KeyboardEvent.key, code, whether it was the browser's auto-repeat, and
// whether Shift was held.
type keyEvent struct {
	key, code     string
	repeat, shift bool
}

// keyToken is what one keydown gives the scenes: typed characters, or a
// press of a bound key (an intent), or both (Space types ' ' and
// activates).
type keyToken struct {
	chars  []rune
	press  bool
	intent Intent
	erase  bool // Backspace: a text field deletes a character
}

// tokens turns a keydown into what it types and presses, in that order.
// The characters follow Ebitengine's reading of a key string (the W3C
// definition: one non-control character followed by combining marks), so
// the browser types what Ebitengine would. An auto-repeated keydown types
// again but does not press again: a held key's repeat is driven by its hold
// duration, as natively.
func (e keyEvent) tokens(dst []keyToken) []keyToken {
	if r := keyString(e.key); r != nil {
		dst = append(dst, keyToken{chars: r})
	}
	if e.repeat {
		return dst
	}
	if e.code == "Tab" {
		if e.shift {
			return append(dst, keyToken{press: true, intent: FocusPrev})
		}
		return append(dst, keyToken{press: true, intent: FocusNext})
	}
	for _, b := range bindings {
		if b.code != "" && b.code == e.code {
			return append(dst, keyToken{press: true, intent: b.intent, erase: b.key == ebiten.KeyBackspace})
		}
	}
	return dst
}

// keyString returns the characters a KeyboardEvent.key types, or nil for a
// named key ("Shift", "ArrowLeft", "Dead").
func keyString(s string) []rune {
	var out []rune
	for i, r := range s {
		if i == 0 {
			if unicode.Is(unicode.Cc, r) {
				return nil
			}
		} else if !unicode.Is(unicode.Mc, r) && !unicode.Is(unicode.Mn, r) {
			return nil
		}
		out = append(out, r)
	}
	return out
}

// keyQueue delivers the page's key presses in the order they came, however
// many fell within one frame (issue 14, item 7: four quick ArrowLeft presses
// between two ticks moved a text field's caret one place, as Ebitengine
// reports only whether a key went down since the last tick).
//
// Scenes and widgets act on an intent once a tick, and a text field types a
// tick's characters before it moves its caret. So a tick takes tokens from
// the front of the queue while neither is broken: it stops at an intent it
// already carries, and at a character that came after a press. The rest
// waits, in order, for the next ticks; nothing is dropped.
type keyQueue struct {
	pending []keyToken
}

func (q *keyQueue) push(events []keyEvent) {
	for _, e := range events {
		q.pending = e.tokens(q.pending)
	}
}

// next appends this tick's intents and characters to the given slices and
// reports whether Backspace fired.
func (q *keyQueue) next(intents []Intent, chars []rune) ([]Intent, []rune, bool) {
	erase, pressed := false, false
	n := 0
	for _, t := range q.pending {
		if t.press {
			if has(intents, t.intent) {
				break
			}
			intents = append(intents, t.intent)
			erase = erase || t.erase
			pressed = true
		} else {
			if pressed {
				break
			}
			chars = append(chars, t.chars...)
		}
		n++
	}
	q.pending = append(q.pending[:0], q.pending[n:]...)
	return intents, chars, erase
}

func has(intents []Intent, i Intent) bool {
	for _, x := range intents {
		if x == i {
			return true
		}
	}
	return false
}

// heldIntents appends the intents of bound keys held long enough to repeat
// this tick (not their first press, which the page's keydown gave), each at
// most once a tick: keyIntents' reading of the bindings, with every key but
// Shift seen as up on its first tick.
func heldIntents(dst []Intent, duration func(ebiten.Key) int) []Intent {
	held := func(k ebiten.Key) int {
		d := duration(k)
		if d == 1 && k != ebiten.KeyShiftLeft && k != ebiten.KeyShiftRight {
			return 0
		}
		return d
	}
	var buf [4]Intent
	for _, i := range keyIntents(buf[:0], held) {
		if !has(dst, i) {
			dst = append(dst, i)
		}
	}
	return dst
}
