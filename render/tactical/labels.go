package tactical

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"periscope/render/table"
	"periscope/render/ui"
)

// The board's name plates are placed together once every counter is
// drawn, so that they keep apart: each goes under its counter when that
// place is free, else above it, beside it, or a row further off, the
// place that covers the fewest other plates and counters (in S11 the
// plate of an escort in the hex under U.47 ran into "U.47 25 ft EP 5").
// The plates that matter most are placed first: one's own boats, then the
// escorts, the sightings, the merchantmen.

// box is a rectangle on the board, in pixels.
type box struct{ x0, y0, x1, y1 float64 }

func (a box) overlap(b box) float64 {
	w := math.Min(a.x1, b.x1) - math.Max(a.x0, b.x0)
	h := math.Min(a.y1, b.y1) - math.Max(a.y0, b.y0)
	if w <= 0 || h <= 0 {
		return 0
	}
	return w * h
}

// plate is a name plate waiting to be placed: its text, the counter it
// names (centre and half size), how far below the centre its usual place
// is, and its rank (lower first).
type plate struct {
	s      string
	x, y   float64
	half   float64
	below  float64
	clr    color.Color
	rank   int
	self   box // its own counter, which it may touch
	placed box
}

// Plate ranks: the order in which the plates claim their places.
const (
	rankOwnBoat = iota
	rankLOS     // a line of sight's note (los.go)
	rankBoat
	rankEscort
	rankSighting
	rankMerchant
)

// queueLabel keeps a plate to place when the board's counters are drawn.
func (b *Board) queueLabel(s string, x, y, half, below float64, clr color.Color, rank int, self box) {
	b.plates = append(b.plates, plate{s: s, x: x, y: y, half: half, below: below, clr: clr, rank: rank, self: self})
}

// keepOut marks a counter's extent, which the plates avoid covering, and
// returns it.
func (b *Board) keepOut(x0, y0, x1, y1 float64) box {
	k := box{math.Min(x0, x1), math.Min(y0, y1), math.Max(x0, x1), math.Max(y0, y1)}
	b.counters = append(b.counters, k)
	return k
}

// placeLabels places the plates queued (placeBoxes) and draws them, then
// forgets them and the counters' extents.
func (b *Board) placeLabels(dst *ebiten.Image, v table.View) {
	if v.Fonts != nil && len(b.plates) > 0 {
		b.drawPlates(dst, v)
	}
	b.placed = b.placed[:0]
	for _, p := range b.plates {
		b.placed = append(b.placed, p.placed)
	}
	b.plates, b.counters = b.plates[:0], b.counters[:0]
}

// drawPlates places the plates and draws them.
func (b *Board) drawPlates(dst *ebiten.Image, v table.View) {
	sc := v.Scale
	if sc <= 0 {
		sc = 1
	}
	face := v.Fonts.Face(ui.Regular, 11*sc)
	bounds := dst.Bounds()
	area := box{float64(bounds.Min.X), float64(bounds.Min.Y), float64(bounds.Max.X), float64(bounds.Max.Y)}
	b.placeBoxes(func(s string) float64 { return ui.TextWidth(s, face, 0) }, 14*sc, area)
	for _, p := range b.plates {
		r := p.placed
		vector.FillRect(dst, float32(r.x0), float32(r.y0), float32(r.x1-r.x0), float32(r.y1-r.y0), labelShade, false)
		ui.DrawText(dst, p.s, face, (r.x0+r.x1)/2, (r.y0+r.y1)/2, ui.Center, p.clr)
	}
}

// placeBoxes gives every plate its place: plates of text width tw(s) + 6
// and height h, inside area where they can, in rank order (then the order
// queued), each at the first of its candidate places with the least
// cover: of the plates placed before, counted four times, of the
// counters, and of the outside of area.
func (b *Board) placeBoxes(tw func(string) float64, h float64, area box) {
	var done []box
	for _, i := range b.rankOrder() {
		p := &b.plates[i]
		w := tw(p.s) + 6
		side := p.half + w/2 + 2
		// Centres of the candidate places, the usual one first.
		cands := [][2]float64{
			{0, p.below}, {0, -p.below}, {side, 0}, {-side, 0},
			{0, p.below + h}, {0, -p.below - h}, {side, h}, {-side, h}, {side, -h}, {-side, -h},
			{0, p.below + 2*h}, {0, -p.below - 2*h},
		}
		best, bestCost := box{}, math.Inf(1)
		for _, c := range cands {
			r := box{p.x + c[0] - w/2, p.y + c[1] - h/2, p.x + c[0] + w/2, p.y + c[1] + h/2}
			cost := 0.0
			for _, d := range done {
				cost += 4 * r.overlap(d)
			}
			for _, k := range b.counters {
				if k != p.self {
					cost += r.overlap(k)
				}
			}
			cost += (r.x1-r.x0)*(r.y1-r.y0) - r.overlap(area)
			if cost < bestCost-1e-9 {
				best, bestCost = r, cost
			}
			if cost == 0 {
				break
			}
		}
		p.placed = best
		done = append(done, best)
	}
}

// rankOrder is the plates' indices in rank order, in the order queued
// within a rank (a loop per rank: no sort's code in the browser build).
func (b *Board) rankOrder() []int {
	out := make([]int, 0, len(b.plates))
	for r := rankOwnBoat; r <= rankMerchant; r++ {
		for i, p := range b.plates {
			if p.rank == r {
				out = append(out, i)
			}
		}
	}
	return out
}
