package input

import "github.com/hajimehoshi/ebiten/v2"

// Key bindings. Each key maps to one intent; Tab depends on Shift.
var bindings = []struct {
	key    ebiten.Key
	code   string // KeyboardEvent.code, by which a browser page's keydown is matched
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

// keyIntents maps key hold durations to intents. duration returns how many
// ticks a key has been held (0 when up).
func keyIntents(dst []Intent, duration func(ebiten.Key) int) []Intent {
	shift := duration(ebiten.KeyShiftLeft) > 0 || duration(ebiten.KeyShiftRight) > 0
	if d := duration(ebiten.KeyTab); fires(d, true) {
		if shift {
			dst = append(dst, FocusPrev)
		} else {
			dst = append(dst, FocusNext)
		}
	}
	for _, b := range bindings {
		if fires(duration(b.key), b.repeat) {
			dst = append(dst, b.intent)
		}
	}
	return dst
}
