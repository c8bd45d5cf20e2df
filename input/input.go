// Package input turns the mouse, touch screens and the keyboard into intents
// that scenes consume. Scenes never ask Ebitengine about keys or buttons
// themselves: they read one State per tick.
//
// Coordinates are in screen pixels, which in this game are device pixels
// (the game lays out at device resolution, see render.App.LayoutF).
package input

// Intent is a device-independent request from the player.
type Intent int

const (
	// FocusNext moves keyboard focus to the next control (Tab).
	FocusNext Intent = iota + 1
	// FocusPrev moves keyboard focus to the previous control (Shift+Tab).
	FocusPrev
	// Up, Down, Left and Right are the arrow keys (focus movement, steppers).
	Up
	Down
	Left
	Right
	// Activate presses the focused control (Enter, Space).
	Activate
	// Back leaves the current scene or closes a dialog (Escape, Backspace).
	Back
	// PageUp and PageDown scroll a list or log by a page.
	PageUp
	PageDown
	// Increase and Decrease step a value up or down (+ and −, also on the
	// keypad): attack points on a target.
	Increase
	Decrease
)

var intentNames = map[Intent]string{
	FocusNext: "focus-next", FocusPrev: "focus-prev", Up: "up", Down: "down",
	Left: "left", Right: "right", Activate: "activate", Back: "back",
	PageUp: "page-up", PageDown: "page-down",
	Increase: "increase", Decrease: "decrease",
}

func (i Intent) String() string {
	if s, ok := intentNames[i]; ok {
		return s
	}
	return "intent?"
}

// PointerKind tells a mouse from a finger.
type PointerKind int

const (
	Mouse PointerKind = iota
	Touch
)

// Pointer is the mouse or one touch during one tick.
type Pointer struct {
	Kind PointerKind
	ID   int     // touch id; 0 for the mouse
	X, Y float64 // screen pixels; for a release, where it was released
	// Down is true while the button or finger is down.
	Down bool
	// Pressed is true on the tick the button or finger went down.
	Pressed bool
	// Released is true on the tick the button or finger came up.
	Released bool
}

// State is everything the player did during one tick.
type State struct {
	Intents  []Intent
	Pointers []Pointer
	// MouseMoved is true when the mouse moved this tick; hover effects follow
	// the mouse only when it moves, so the keyboard focus is not fought over.
	MouseMoved bool
	// WheelX, WheelY are the mouse wheel's movement this tick (positive Y:
	// away from the player, i.e. scroll up / zoom in).
	WheelX, WheelY float64
	// Chars are the characters typed this tick (letters, digits, signs), for
	// text fields and single-key shortcuts.
	Chars []rune
	// Erase is true when Backspace fired this tick (it also sends Back):
	// a text field that has focus deletes a character and consumes Back.
	Erase bool
}

// ConsumeChar reports whether the character (either case for letters) was
// typed this tick and removes it.
func (s *State) ConsumeChar(r rune) bool {
	for k, x := range s.Chars {
		if x == r || lower(x) == lower(r) {
			s.Chars = append(s.Chars[:k:k], s.Chars[k+1:]...)
			return true
		}
	}
	return false
}

func lower(r rune) rune {
	if r >= 'A' && r <= 'Z' {
		return r - 'A' + 'a'
	}
	return r
}

// Has reports whether the intent arrived this tick.
func (s *State) Has(i Intent) bool {
	for _, x := range s.Intents {
		if x == i {
			return true
		}
	}
	return false
}

// Consume reports whether the intent arrived this tick and removes it, so that
// a control that acted on it keeps the scene from acting on it again.
func (s *State) Consume(i Intent) bool {
	for k, x := range s.Intents {
		if x == i {
			s.Intents = append(s.Intents[:k:k], s.Intents[k+1:]...)
			return true
		}
	}
	return false
}

// Keyboard reports whether any key intent arrived this tick.
func (s *State) Keyboard() bool { return len(s.Intents) > 0 }
