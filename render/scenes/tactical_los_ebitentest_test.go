//go:build ebitentest

package scenes

import (
	"fmt"
	"image"
	"os"
	"testing"

	"periscope/game/engine"
	"periscope/game/tactical"
	"periscope/input"
	rtac "periscope/render/tactical"
)

// Issue 18's board shows line of sight [18], through the table's own
// input. S1 by day: U.47 surfaced five hexes astern of a column of the
// convoy. The pointer on the column's last merchantman draws the line
// from the boat's counter centre to it, clear, with its range; on the
// merchantman ahead of it, the line is blocked by the last one [18.1]
// (dashed red, the blocker ringed and named); the deck gun drafted ("gun")
// draws its line of fire. The page's hook tells each line ("tac-los"),
// and the pixels along it are the line's colour. CI draws 1024×640;
// PERISCOPE_TEST_SHOTS adds 1920×1080 and keeps the pictures.
func Test18_BoardDrawsLineOfSight(t *testing.T) {
	sizes := [][2]float64{{1024, 640}, {1920, 1080}}
	if os.Getenv("PERISCOPE_TEST_SHOTS") == "" {
		sizes = sizes[:1]
	}
	rec := engine.Record{System: tactical.SystemID, Theatre: tactical.Theatre, Scenario: "S1", Seed: 3}
	_, s, bot := openSession(t, rec)
	for p := s.Game().Prompt(); p != nil && p.Kind != tactical.KindSubPlot; p = s.Game().Prompt() {
		if _, err := s.Apply(bot.Bot(p.Seat, "").Choose(s.Game(), p)); err != nil {
			t.Fatal(err)
		}
	}
	m := s.Game().(*tactical.Match)
	p := m.Prompt()
	if p == nil {
		t.Fatal("S1 ended before the boat's first plot")
	}
	// A column's last ship (rear) and the one ahead of it.
	var rear, ahead *tactical.Vessel
	astern := func(a *tactical.Vessel) bool { // a ship in a's column behind it
		for j := range m.S.Battle.Vessels {
			if c := &m.S.Battle.Vessels[j]; !c.Sub && c.Bow.Step(c.Facing, 7) == a.Bow {
				return true
			}
		}
		return false
	}
	for i := range m.S.Battle.Vessels {
		a := &m.S.Battle.Vessels[i]
		if a.Sub || rear != nil || astern(a) {
			continue
		}
		for j := range m.S.Battle.Vessels {
			if b := &m.S.Battle.Vessels[j]; !b.Sub && b.Facing == a.Facing && b.Bow == a.Bow.Step(a.Facing, 7) {
				rear, ahead = a, b
			}
		}
	}
	if rear == nil {
		t.Fatal("no column of two in S1's convoy")
	}
	boat := m.G.Vessel(p.Sub)
	boat.Bow, boat.Facing, boat.Depth = rear.Stern().Step(rear.Facing.Reverse(), 5), rear.Facing, 0
	if !m.G.LineOfSight(boat, rear) || m.G.LineOfSight(boat, ahead) {
		t.Fatalf("fixture: %s at %s, %s at %s, %s at %s", boat.ID, boat.Bow, rear.ID, rear.Bow, ahead.ID, ahead.Bow)
	}
	for _, size := range sizes {
		app, tb := tableForTheBoat(t, s.Record(), m, size)
		r := tb.BoardRect().Image()
		centre := func(v *tactical.Vessel) (float64, float64) {
			bx, by, _ := rtac.HexCentre(r, m, tactical.SeatSub, v.Bow)
			sx, sy, _ := rtac.HexCentre(r, m, tactical.SeatSub, v.Stern())
			return (bx + sx) / 2, (by + sy) / 2
		}
		point := func(v *tactical.Vessel) {
			x, y, _ := rtac.HexCentre(r, m, tactical.SeatSub, v.Bow)
			step(t, app, &input.State{Pointers: []input.Pointer{{Kind: input.Mouse, X: x, Y: y}}})
		}
		// count is how many of the points along the line from the boat to
		// v (a fifth to four fifths of the way) have the colour (at the
		// point or next to it).
		count := func(img *image.RGBA, v *tactical.Vessel, is func(r, g, b uint8) bool) (n, of int) {
			x0, y0 := centre(boat)
			x1, y1 := centre(v)
			for k := 20; k <= 80; k++ {
				x, y := int(x0+(x1-x0)*float64(k)/100+0.5), int(y0+(y1-y0)*float64(k)/100+0.5)
			near: // the pixel or one next to it: the line is anti-aliased
				for dx := -1; dx <= 1; dx++ {
					for dy := -1; dy <= 1; dy++ {
						if c := img.RGBAAt(x+dx, y+dy); is(c.R, c.G, c.B) {
							n++
							break near
						}
					}
				}
				of++
			}
			return n, of
		}
		green := func(r, g, b uint8) bool { return g > 190 && r > 140 && r < 230 && b < 200 }
		red := func(r, g, b uint8) bool { return r > 200 && g < 140 && b < 130 }
		gold := func(r, g, b uint8) bool { return r > 190 && g > 150 && b < 130 && g < r }
		if got := tb.Info()["tac-los"]; got != "" {
			t.Errorf("%.0f: a line of sight with no pointer on a ship: %q", size[0], got)
		}

		point(rear)
		img := drawApp(app)
		if got, want := tb.Info()["tac-los"], fmt.Sprintf("%s>%s clear", boat.ID, rear.ID); got != want {
			t.Fatalf("%.0f: pointer on %s: %q, want %q", size[0], rear.ID, got, want)
		}
		if n, of := count(img, rear, green); n < of/2 {
			t.Errorf("%.0f: the clear line to %s: %d of %d points its colour", size[0], rear.ID, n, of)
		}
		if n, _ := count(img, rear, red); n > 0 {
			t.Errorf("%.0f: the clear line to %s has %d red points", size[0], rear.ID, n)
		}
		save(t, img, fmt.Sprintf("tactical-los-clear-%.0fx%.0f.png", size[0], size[1]))

		point(ahead)
		img = drawApp(app)
		if got, want := tb.Info()["tac-los"], fmt.Sprintf("%s>%s blocked:%s", boat.ID, ahead.ID, rear.ID); got != want {
			t.Fatalf("%.0f: pointer on %s: %q, want %q", size[0], ahead.ID, got, want)
		}
		if n, of := count(img, ahead, red); n < of/5 {
			t.Errorf("%.0f: the blocked line to %s: %d of %d points red", size[0], ahead.ID, n, of)
		}
		save(t, img, fmt.Sprintf("tactical-los-blocked-%.0fx%.0f.png", size[0], size[1]))

		// The deck gun drafted: its line of fire to the target the board
		// suggests, drawn whether the pointer is on it or not.
		step(t, app, &input.State{Pointers: []input.Pointer{{Kind: input.Mouse, X: float64(r.Min.X + 2), Y: float64(r.Max.Y - 2)}}})
		for _, c := range tb.Controls() { // the tool lies under "▼ more": the wheel over the list
			if c.ID == "opt:send" {
				x, y := c.Rect.Center()
				step(t, app, &input.State{WheelY: -20, Pointers: []input.Pointer{{Kind: input.Mouse, X: x, Y: y}}})
			}
		}
		click(t, app, "opt:gun")
		img = drawApp(app)
		gun := m.SuggestGun(boat.ID)
		if gun == "" {
			t.Fatalf("%.0f: no target for the deck gun", size[0])
		}
		if got, want := tb.Info()["tac-los"], fmt.Sprintf("%s>%s clear fire", boat.ID, gun); got != want {
			t.Fatalf("%.0f: gun drafted: %q, want %q", size[0], got, want)
		}
		if n, of := count(img, m.G.Vessel(gun), gold); n < of/2 {
			t.Errorf("%.0f: the line of fire to %s: %d of %d points its colour", size[0], gun, n, of)
		}
		save(t, img, fmt.Sprintf("tactical-los-gun-%.0fx%.0f.png", size[0], size[1]))
	}
}
