//go:build ebitentest

package scenes

import (
	"bytes"
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"periscope/game/engine"
	"periscope/input"
)

// TestHUDChangeShowsTheNextFrame: the HUD's picture is kept between
// frames while the map pans (issue 16), and a change to what it shows
// is drawn the very next frame: the pointer moved onto the Menu button
// while panning-cached frames are kept, the Tempo's Undo enabled by a
// decision. Each such frame is compared pixel for pixel with the HUD
// painted anew (Forget), and must differ from the frame before.
func TestHUDChangeShowsTheNextFrame(t *testing.T) {
	app, c := campaignMap(t, "happy-time-1940")
	dst := ebiten.NewImage(1280, 800)
	defer dst.Deallocate()
	frame := func(in *input.State) []byte {
		step(t, app, in)
		dst.Clear()
		app.Scenes().Draw(dst)
		buf := make([]byte, 4*1280*800)
		dst.ReadPixels(buf)
		return buf
	}
	fresh := func() []byte {
		c.hud.Forget()
		dst.Clear()
		app.Scenes().Draw(dst)
		buf := make([]byte, 4*1280*800)
		dst.ReadPixels(buf)
		return buf
	}
	region := func(buf []byte, r image.Rectangle) []byte {
		var out []byte
		for y := r.Min.Y; y < r.Max.Y; y++ {
			out = append(out, buf[4*(y*1280+r.Min.X):4*(y*1280+r.Max.X)]...)
		}
		return out
	}
	frame(&input.State{Chars: []rune{'f'}})
	main := c.hud.Main
	ptr := func(x, y float64) *input.State {
		return &input.State{MouseMoved: true, Pointers: []input.Pointer{{Kind: input.Mouse, X: x, Y: y}}}
	}
	// A few frames with the pointer over the map: the HUD's picture kept.
	var before []byte
	for i := range 40 {
		before = frame(ptr(main.X+main.W/2+float64(i), main.Y+main.H/2))
	}
	r0 := c.hud.HUDRenders()
	before = frame(ptr(main.X+main.W/2, main.Y+main.H/2+1))
	if c.hud.HUDRenders() != r0 {
		t.Fatalf("the HUD was painted again with nothing in it changed (%d paints)", c.hud.HUDRenders()-r0)
	}
	if got := fresh(); !bytes.Equal(before, got) {
		t.Fatal("the kept HUD differs from the HUD painted anew")
	}
	// The pointer onto the Menu button: its hover look shows at once.
	mr := c.hud.Bar.Menu.Rect
	menu := image.Rect(int(mr.X), int(mr.Y), int(mr.X+mr.W), int(mr.Y+mr.H))
	hovered := frame(ptr(mr.X+mr.W/2, mr.Y+mr.H/2))
	if !c.hud.Bar.Menu.Info().Hovered {
		t.Fatal("the Menu button is not hovered")
	}
	if bytes.Equal(region(before, menu), region(hovered, menu)) {
		t.Fatal("the Menu button's hover did not show the next frame")
	}
	if got := fresh(); !bytes.Equal(hovered, got) {
		t.Fatal("the frame after the hover differs from the HUD painted anew")
	}
	// Back over the map, then the pending decision answered (the log,
	// the prompt and the Tempo's Undo change): shown the next frame.
	before = frame(ptr(main.X+main.W/2, main.Y+main.H/2))
	before = frame(ptr(main.X+main.W/2, main.Y+main.H/2))
	rev := c.s.Base().Rev()
	if c.s.Base().Pending() == nil || !c.hud.Answer(c.s, engine.Pick(0)) {
		t.Fatal("no decision to answer")
	}
	after := frame(ptr(main.X+main.W/2, main.Y+main.H/2))
	if c.s.Base().Rev() == rev {
		t.Fatal("the answer did not change the game")
	}
	side := image.Rect(int(c.hud.Side.X), int(c.hud.Side.Y), int(c.hud.Side.X+c.hud.Side.W), int(c.hud.Side.Y+c.hud.Side.H))
	if bytes.Equal(region(before, side), region(after, side)) {
		t.Fatal("the side column did not change the frame after a decision")
	}
	if got := fresh(); !bytes.Equal(after, got) {
		t.Fatal("the frame after a decision differs from the HUD painted anew")
	}
}
