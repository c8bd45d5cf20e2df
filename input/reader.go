package input

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
)

// Reader reads Ebitengine's input once per tick. Call Read from Update.
//
// Every press counts, however short: a press and release that fall within
// one tick (an instant click, a touchpad's tap-to-click, a quick tap) are
// given to the scenes as a press on this tick and a release on the next, so
// every widget sees the pair it expects.
type Reader struct {
	lastX, lastY float64
	seenMouse    bool
	touchIDs     []ebiten.TouchID
	state        State
	split        splitter
	taps         tapWatcher
	keys         keyWatcher
	queue        keyQueue
}

// keyDuration is inpututil.KeyPressDuration, except that a key pressed and
// released within this tick counts as held for one tick (its press fires).
func keyDuration(k ebiten.Key) int {
	d := inpututil.KeyPressDuration(k)
	if d == 0 && inpututil.IsKeyJustPressed(k) {
		return 1
	}
	return d
}

// Read returns what the player did this tick. The returned State (and its
// slices) is valid until the next call.
func (r *Reader) Read() *State {
	s := &r.state
	if events, ok := r.keys.take(); ok {
		// In a browser every keydown counts, in the order it came: the
		// page's presses and typed characters, then the held keys' repeats.
		r.queue.push(events)
		var erase bool
		s.Intents, s.Chars, erase = r.queue.next(s.Intents[:0], s.Chars[:0])
		s.Intents = heldIntents(s.Intents, inpututil.KeyPressDuration)
		d := inpututil.KeyPressDuration(ebiten.KeyBackspace)
		s.Erase = erase || (d > 1 && fires(d, true))
	} else {
		s.Intents = keyIntents(s.Intents[:0], keyDuration)
		s.Chars = ebiten.AppendInputChars(s.Chars[:0])
		s.Erase = fires(keyDuration(ebiten.KeyBackspace), true)
	}
	s.Pointers = s.Pointers[:0]
	s.WheelX, s.WheelY = notches(ebiten.Wheel())

	mx, my := ebiten.CursorPositionF()
	s.MouseMoved = r.seenMouse && (mx != r.lastX || my != r.lastY)
	if !r.seenMouse && (mx != 0 || my != 0) {
		// The first position the platform reports counts as a move, so a
		// mouse already over a button highlights it.
		s.MouseMoved = true
	}
	r.seenMouse = r.seenMouse || mx != 0 || my != 0
	r.lastX, r.lastY = mx, my
	mouse := Pointer{
		Kind:     Mouse,
		X:        mx,
		Y:        my,
		Down:     ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft),
		Pressed:  inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft),
		Released: inpututil.IsMouseButtonJustReleased(ebiten.MouseButtonLeft),
	}
	var touches []Pointer
	r.touchIDs = ebiten.AppendTouchIDs(r.touchIDs[:0])
	for _, id := range r.touchIDs {
		x, y := ebiten.TouchPositionF(id)
		r.taps.seen(int(id))
		touches = append(touches, Pointer{
			Kind: Touch, ID: int(id), X: x, Y: y,
			Down: true, Pressed: inpututil.TouchPressDuration(id) == 1,
		})
	}
	r.touchIDs = inpututil.AppendJustReleasedTouchIDs(r.touchIDs[:0])
	for _, id := range r.touchIDs {
		x, y := inpututil.TouchPositionFInPreviousTick(id)
		touches = append(touches, Pointer{
			Kind: Touch, ID: int(id), X: x, Y: y, Released: true,
		})
	}
	// Taps that began and ended between two ticks: Ebitengine never lists
	// them among the touches, the page's own listener saw them.
	for _, t := range r.taps.unseen() {
		touches = append(touches, Pointer{Kind: Touch, ID: t.id, X: t.x, Y: t.y, Pressed: true, Released: true, Down: true})
	}
	s.Pointers = r.split.next(s.Pointers, mouse, touches)
	return s
}

// notches turns the platform's wheel movement into notches: natively one
// notch is 1; a browser reports pixels (about 100 a notch, a few for a
// touchpad's glide), which the scenes would otherwise take for a hundred
// notches (three wheel notches zoomed from the whole theatre to an empty
// coastline, issue 14, item 9). At most three notches a tick.
func notches(x, y float64) (float64, float64) {
	c := func(v float64) float64 { return max(-3, min(3, v/wheelUnit)) }
	return c(x), c(y)
}

// splitter holds back the release of a press that was released within the
// same tick, and gives it on the next tick.
type splitter struct {
	later []Pointer // releases owed from the last tick
}

// next appends this tick's pointers to dst: first the releases owed from the
// last tick, then the mouse and the touches, each press-and-release of one
// tick turned into a press (and a release owed to the next tick).
func (sp *splitter) next(dst []Pointer, mouse Pointer, touches []Pointer) []Pointer {
	owed := sp.later
	sp.later = nil
	for _, o := range owed {
		if o.Kind == Mouse && !mouse.Pressed {
			// The mouse's own pointer carries the release: one mouse
			// pointer a tick, as before.
			mouse.Released = true
			mouse.Down = false
			continue
		}
		dst = append(dst, o)
	}
	dst = append(dst, sp.hold(mouse))
	for _, t := range touches {
		dst = append(dst, sp.hold(t))
	}
	return dst
}

func (sp *splitter) hold(p Pointer) Pointer {
	if p.Pressed && p.Released {
		sp.later = append(sp.later, Pointer{Kind: p.Kind, ID: p.ID, X: p.X, Y: p.Y, Released: true})
		p.Released, p.Down = false, true
	}
	return p
}

// tap is a touch the page saw begin and end.
type tap struct {
	id   int
	x, y float64
}
