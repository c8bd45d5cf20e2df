package input

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
)

// Reader reads Ebitengine's input once per tick. Call Read from Update.
type Reader struct {
	lastX, lastY float64
	seenMouse    bool
	touchIDs     []ebiten.TouchID
	state        State
}

// Read returns what the player did this tick. The returned State (and its
// slices) is valid until the next call.
func (r *Reader) Read() *State {
	s := &r.state
	s.Intents = keyIntents(s.Intents[:0], inpututil.KeyPressDuration)
	s.Pointers = s.Pointers[:0]
	s.Chars = ebiten.AppendInputChars(s.Chars[:0])
	s.Erase = fires(inpututil.KeyPressDuration(ebiten.KeyBackspace), true)
	s.WheelX, s.WheelY = ebiten.Wheel()

	mx, my := ebiten.CursorPositionF()
	s.MouseMoved = r.seenMouse && (mx != r.lastX || my != r.lastY)
	if !r.seenMouse && (mx != 0 || my != 0) {
		// The first position the platform reports counts as a move, so a
		// mouse already over a button highlights it.
		s.MouseMoved = true
	}
	r.seenMouse = r.seenMouse || mx != 0 || my != 0
	r.lastX, r.lastY = mx, my
	s.Pointers = append(s.Pointers, Pointer{
		Kind:     Mouse,
		X:        mx,
		Y:        my,
		Down:     ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft),
		Pressed:  inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft),
		Released: inpututil.IsMouseButtonJustReleased(ebiten.MouseButtonLeft),
	})

	r.touchIDs = ebiten.AppendTouchIDs(r.touchIDs[:0])
	for _, id := range r.touchIDs {
		x, y := ebiten.TouchPositionF(id)
		s.Pointers = append(s.Pointers, Pointer{
			Kind: Touch, ID: int(id), X: x, Y: y,
			Down: true, Pressed: inpututil.TouchPressDuration(id) == 1,
		})
	}
	r.touchIDs = inpututil.AppendJustReleasedTouchIDs(r.touchIDs[:0])
	for _, id := range r.touchIDs {
		x, y := inpututil.TouchPositionFInPreviousTick(id)
		s.Pointers = append(s.Pointers, Pointer{
			Kind: Touch, ID: int(id), X: x, Y: y, Released: true,
		})
	}
	return s
}
