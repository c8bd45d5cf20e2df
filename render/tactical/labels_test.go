package tactical

import (
	"image/color"
	"testing"
)

// The name plates keep apart (S11: "Gladiolus" ran into "U.47 25 ft EP 5"):
// an escort beside U.47 whose plate's usual place (under its counter)
// covers the boat's: the boat, placed first, keeps its usual place; the
// escort's plate goes elsewhere. No plate covers another plate or another
// ship's counter; a lone plate stays under its counter; at the board's foot
// a plate goes above its counter, inside the board.
func TestNamePlatesKeepApart(t *testing.T) {
	width := func(s string) float64 { return 7 * float64(len(s)) }
	const h, below = 14.0, 10.4
	area := box{0, 0, 600, 400}
	b := &Board{}
	boat := b.keepOut(196, 190, 204, 210)
	esc := b.keepOut(257, 186, 267, 206)
	merchant := b.keepOut(395, 90, 405, 110)
	b.queueLabel("Gladiolus", 262, 196, 5, below, color.White, rankEscort, esc)
	b.queueLabel("C-2 c1r1", 400, 100, 5, below, color.White, rankMerchant, merchant)
	b.queueLabel("U.47 25 ft EP 5", 200, 200, 4, below, color.White, rankOwnBoat, boat)
	usual := func(s string, x, y float64) box {
		w := width(s) + 6
		return box{x - w/2, y + below - h/2, x + w/2, y + below + h/2}
	}
	if usual("Gladiolus", 262, 196).overlap(usual("U.47 25 ft EP 5", 200, 200)) == 0 {
		t.Fatal("fixture: the usual places do not collide")
	}
	b.placeBoxes(width, h, area)
	got := map[string]box{}
	for _, p := range b.plates {
		got[p.s] = p.placed
	}
	u, g, c := got["U.47 25 ft EP 5"], got["Gladiolus"], got["C-2 c1r1"]
	if u != usual("U.47 25 ft EP 5", 200, 200) {
		t.Errorf("U.47's plate at %v, want its usual place %v", u, usual("U.47 25 ft EP 5", 200, 200))
	}
	if u.overlap(g) > 0 || u.overlap(esc) > 0 || g.overlap(boat) > 0 || g.overlap(merchant) > 0 {
		t.Errorf("plates U.47 %v and Gladiolus %v overlap each other or another's counter", u, g)
	}
	if c != usual("C-2 c1r1", 400, 100) {
		t.Errorf("a lone plate moved: %v", c)
	}
	b = &Board{}
	self := b.keepOut(295, 380, 305, 398)
	b.queueLabel("T-2 c1r3", 300, 389, 5, below, color.White, rankMerchant, self)
	b.placeBoxes(width, h, area)
	if p := b.plates[0].placed; p.y1 > area.y1 || p.y0 > 389 {
		t.Errorf("plate at the foot placed at %v", p)
	}
}
