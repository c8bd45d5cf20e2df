// Package europe draws the Europe 1941 board for the shared table scene:
// the authored territories and sea zones over the real coastlines, each
// territory coloured by its controller, the units as stacks with counts,
// and the production track. It registers itself with render/table.
package europe

import (
	"fmt"
	"hash/fnv"
	"image"
	"image/color"
	"math"
	"sort"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	coast "periscope/assets/map"
	"periscope/game/engine"
	"periscope/game/europe"
	"periscope/i18n"
	"periscope/render/table"
	"periscope/render/ui"
)

func init() {
	table.Register(europe.SystemID, func(string) table.Board { return NewBoard() })
}

// The map's extent: the eastern United States to the Urals, the Sahara
// to the Barents Sea.
const (
	lonMin, lonMax = -98.0, 60.0
	latMin, latMax = 22.0, 73.0
	// cosLat squeezes longitude as at 50°N (an equirectangular projection).
	cosLat = 0.64
	// grid is the size in pixels of one cell of the territory raster
	// (one: at two, the coasts were drawn in steps at 1920×1080).
	grid = 1
)

// Colours of the powers (spec 4.6: Germany black, USSR red, UK brown, USA
// green) as map tints, and of the sea and the neutrals.
var (
	powerFill = map[europe.Power]color.RGBA{
		europe.Germany: {0x6b, 0x6d, 0x70, 0xff},
		europe.USSR:    {0xb0, 0x4a, 0x3a, 0xff},
		europe.UK:      {0xb8, 0x8c, 0x55, 0xff},
		europe.USA:     {0x6f, 0x8f, 0x46, 0xff},
	}
	powerInk = map[europe.Power]color.RGBA{
		europe.Germany: {0x22, 0x23, 0x25, 0xff},
		europe.USSR:    {0x8a, 0x1e, 0x14, 0xff},
		europe.UK:      {0x6e, 0x4a, 0x1f, 0xff},
		europe.USA:     {0x3c, 0x58, 0x1c, 0xff},
	}
	seaFill     = color.RGBA{0x9c, 0xb8, 0xc8, 0xff}
	convoyFill  = color.RGBA{0x8a, 0xaa, 0xc4, 0xff}
	lostConvoy  = color.RGBA{0x7d, 0x86, 0x90, 0xff}
	neutralFill = color.RGBA{0xe4, 0xdf, 0xcf, 0xff}
	offMap      = color.RGBA{0xcf, 0xcb, 0xbd, 0xff}
	borderInk   = color.RGBA{0x2a, 0x2a, 0x2a, 0xff}
	seaEdge     = color.RGBA{0x3e, 0x5c, 0x7a, 0xff}
	meTint      = color.RGBA{0xd9, 0xc0, 0x52, 0xff}
	// keyFill are the rules' colour key (spec 5, map-piece-colours off
	// [A4]): Germany brown, the other Axis lands earth, Canada, the UK
	// and British lands green, the USSR red, its 1939 annexations light
	// purple, the USA blue, the Middle East yellow, neutrals white.
	keyFill = map[europe.Power]color.RGBA{
		europe.Germany: {0x8a, 0x5a, 0x34, 0xff},
		europe.USSR:    {0xc0, 0x4c, 0x40, 0xff},
		europe.UK:      {0x6e, 0x9a, 0x58, 0xff},
		europe.USA:     {0x5a, 0x7e, 0xb4, 0xff},
	}
	keyAxisEarth = color.RGBA{0xb8, 0x9a, 0x6e, 0xff}
	keyAnnexed   = color.RGBA{0xb4, 0x9c, 0xc8, 0xff}
	keyME        = color.RGBA{0xe0, 0xcc, 0x5c, 0xff}
	keyNeutral   = color.RGBA{0xf6, 0xf4, 0xee, 0xff}
	paper        = color.RGBA{0xf4, 0xf0, 0xe4, 0xff}
	labelBand    = color.RGBA{0xb3, 0xb0, 0xa7, 0xbb} // paper at 73 %, premultiplied
)

// reich are the territories the colour key calls Germany (brown); the
// other lands Germany holds at the start are the other Axis lands (earth)
// [5, A4].
var reich = map[string]bool{"germany": true, "western-germany": true}

// keyColour is a land territory's colour by the rules' colour key
// (map-piece-colours off [A4]): by its controller, the Middle East yellow
// while the Allies hold it, the 1939 annexations light purple while
// Soviet, Axis lands outside the Reich earth while German; a territory
// held by another than its first owner in a lighter shade.
func keyColour(sp *europe.Space, by europe.Power) color.RGBA {
	c := keyFill[by]
	switch {
	case sp.ME && by != europe.Germany:
		c = keyME
	case sp.Annexed && by == europe.USSR:
		c = keyAnnexed
	case by == europe.Germany && !reich[sp.ID]:
		c = keyAxisEarth
	}
	if sp.Owner != by {
		c = mix(c, paper, 0.18)
	}
	return c
}

// Board is the Europe 1941 board.
type Board struct {
	d     *europe.Data
	coast *coast.Data
	w, h  int
	idx   []int16 // per grid cell: space index, −1 off-map land, −2 nothing
	land  []bool
	img   *ebiten.Image
	stamp string
	// base is the map with its labels and chips, drawn again only when
	// baseKey (size, control, units) changes.
	base    *ebiten.Image
	baseKey string
	cx, cy  []float64 // space centres in board pixels
	// countries is the country of today under each point (countries.go);
	// claim the territories each country code is part of, off the codes
	// drawn as land beyond the map.
	countries *countryRaster
	claim     [][]int
	off       []bool
}

// NewBoard makes a board (the data and coastlines load once).
func NewBoard() *Board {
	d, err := europe.Load()
	if err != nil {
		panic(err)
	}
	c, _ := coast.Embedded()
	b := &Board{d: d, coast: c}
	if r, err := decodeCountries(countriesBin); err == nil {
		b.countries = r
		b.claim = make([][]int, len(r.names)+1)
		b.off = make([]bool, len(r.names)+1)
		for k, n := range r.names {
			b.off[k+1] = offBoard[n]
			for _, id := range claims[n] {
				if i := b.spaceIndex(id); i >= 0 {
					b.claim[k+1] = append(b.claim[k+1], i)
				}
			}
		}
	}
	return b
}

// unproject is project's inverse: the longitude at board x and the
// latitude at board y.
func (b *Board) unproject(x, y float64, w, h int) (float64, float64) {
	x0, x1 := squeeze(lonMin), squeeze(lonMax)
	sx := float64(w) / ((x1 - x0) * cosLat)
	sy := float64(h) / (latMax - latMin)
	s := math.Min(sx, sy)
	ox := (float64(w) - s*(x1-x0)*cosLat) / 2
	oy := (float64(h) - s*(latMax-latMin)) / 2
	lon := (x-ox)/(cosLat*s) + x0
	if lon < atlanticEdge {
		lon = atlanticEdge + (lon-atlanticEdge)/atlanticScale
	}
	return lon, latMax - (y-oy)/s
}

// squeeze shortens the ocean: west of 25°W a degree of longitude takes
// atlanticScale of its width, so Europe, where most spaces are, gets the
// room (a piecewise projection, the same for coasts, borders and markers).
func squeeze(lon float64) float64 {
	if lon < atlanticEdge {
		return atlanticEdge + (lon-atlanticEdge)*atlanticScale
	}
	return lon
}

const (
	atlanticEdge  = -25.0
	atlanticScale = 0.5
)

// project maps longitude/latitude into a w×h box, keeping the aspect.
func (b *Board) project(lon, lat float64, w, h int) (float64, float64) {
	x0, x1 := squeeze(lonMin), squeeze(lonMax)
	sx := float64(w) / ((x1 - x0) * cosLat)
	sy := float64(h) / (latMax - latMin)
	s := math.Min(sx, sy)
	ox := (float64(w) - s*(x1-x0)*cosLat) / 2
	oy := (float64(h) - s*(latMax-latMin)) / 2
	return ox + (squeeze(lon)-x0)*cosLat*s, oy + (latMax-lat)*s
}

// layout rasterises land and the territories for a board of w×h pixels:
// land from the Natural Earth coastlines, each land cell given to the
// nearest territory centre (weighted so that small territories stay
// small), each sea cell to the nearest zone.
func (b *Board) layout(w, h int) {
	if b.w == w && b.h == h {
		return
	}
	b.w, b.h, b.stamp = w, h, ""
	gw, gh := (w+grid-1)/grid, (h+grid-1)/grid
	b.land = b.rasterLand(gw, gh)
	n := len(b.d.Spaces)
	b.cx, b.cy = make([]float64, n), make([]float64, n)
	for i, sp := range b.d.Spaces {
		b.cx[i], b.cy[i] = b.project(sp.Lon, sp.Lat, w, h)
	}
	_, ppd := b.project(0, latMax-1, w, h)
	_, top := b.project(0, latMax, w, h)
	pxPerDeg := ppd - top
	b.idx = make([]int16, gw*gh)
	// The nearest weighted centre of every cell, found among a block's
	// candidates: the spaces whose nearest possible distance to the block
	// is no more than the best farthest distance (exact, and a few
	// spaces a cell instead of all of them: the raster is one pixel a
	// cell, so that the coasts are not drawn in steps).
	const block = 16
	var cands [2][]int
	lonOf, latOf := make([]float64, gw), make([]float64, gh)
	for x := range lonOf {
		lonOf[x], _ = b.unproject(float64(x*grid)+grid/2.0, 0, w, h)
	}
	for y := range latOf {
		_, latOf[y] = b.unproject(0, float64(y*grid)+grid/2.0, w, h)
	}
	for by := 0; by < gh; by += block {
		for bx := 0; bx < gw; bx += block {
			x0, y0 := float64(bx*grid), float64(by*grid)
			x1, y1 := float64(min(bx+block, gw)*grid), float64(min(by+block, gh)*grid)
			for k := range cands {
				sea := k == 1
				best := math.Inf(1)
				for i, sp := range b.d.Spaces {
					if sp.Sea() != sea {
						continue
					}
					dx := math.Max(math.Abs(b.cx[i]-x0), math.Abs(b.cx[i]-x1))
					dy := math.Max(math.Abs(b.cy[i]-y0), math.Abs(b.cy[i]-y1))
					best = math.Min(best, math.Hypot(dx, dy)/weight(sp))
				}
				cands[k] = cands[k][:0]
				for i, sp := range b.d.Spaces {
					if sp.Sea() != sea {
						continue
					}
					dx := math.Max(0, math.Max(x0-b.cx[i], b.cx[i]-x1))
					dy := math.Max(0, math.Max(y0-b.cy[i], b.cy[i]-y1))
					if math.Hypot(dx, dy)/weight(sp) <= best {
						cands[k] = append(cands[k], i)
					}
				}
			}
			for y := by; y < min(by+block, gh); y++ {
				for x := bx; x < min(bx+block, gw); x++ {
					px, py := float64(x*grid)+grid/2.0, float64(y*grid)+grid/2.0
					isLand := b.land[y*gw+x]
					list := cands[0]
					if !isLand {
						list = cands[1]
					}
					if isLand && b.countries != nil {
						c := b.countries.at(lonOf[x], latOf[y])
						if b.off[c] {
							b.idx[y*gw+x] = -1
							continue
						}
						if len(b.claim[c]) > 0 {
							list = b.claim[c]
						}
					}
					best, bd := -2, math.Inf(1)
					for _, i := range list {
						d := math.Hypot(px-b.cx[i], py-b.cy[i]) / weight(b.d.Spaces[i])
						if d < bd {
							best, bd = i, d
						}
					}
					limit := 8 * pxPerDeg
					if !isLand {
						limit = 30 * pxPerDeg
					}
					if bd > limit {
						if isLand {
							best = -1
						} else {
							best = -2
						}
					}
					b.idx[y*gw+x] = int16(best)
				}
			}
		}
	}
}

// weight makes the territories' reach: small ones (islands, Gibraltar)
// take little land, wide ones (the Urals, Canada) much.
func weight(sp *europe.Space) float64 {
	switch sp.ID {
	case "gibraltar", "malta", "low-countries", "denmark", "switzerland":
		return 0.35
	case "crete", "sardinia", "baltic-states", "palestine":
		return 0.55
	case "canada", "urals", "central-united-states", "saudi-arabia", "algeria", "libya", "turkey", "persia":
		return 1.6
	case "greenland", "archangel", "karelia":
		return 1.3
	}
	return 1
}

// rasterLand fills the coastline rings into a gw×gh grid (even–odd scan
// lines; the cells the coastlines are cut into share edges, which the
// rule fills correctly).
func (b *Board) rasterLand(gw, gh int) []bool {
	out := make([]bool, gw*gh)
	if b.coast == nil {
		return out
	}
	lv := b.coast.Levels[len(b.coast.Levels)-1]
	for i := len(b.coast.Levels) - 1; i >= 0; i-- {
		if b.coast.Levels[i].Tolerance <= 0.1 {
			lv = b.coast.Levels[i]
			break
		}
	}
	rows := make([][]float64, gh)
	for _, ring := range lv.Rings {
		for k := range ring {
			p, q := ring[k], ring[(k+1)%len(ring)]
			x0, y0 := b.project(b.coast.Lon(p.X), b.coast.Lat(p.Y), b.w, b.h)
			x1, y1 := b.project(b.coast.Lon(q.X), b.coast.Lat(q.Y), b.w, b.h)
			x0, y0, x1, y1 = x0/grid, y0/grid, x1/grid, y1/grid
			if y0 == y1 {
				continue
			}
			lo, hi := math.Min(y0, y1), math.Max(y0, y1)
			for r := int(math.Ceil(lo - 0.5)); float64(r)+0.5 < hi; r++ {
				if r < 0 || r >= gh {
					continue
				}
				yc := float64(r) + 0.5
				if yc < lo {
					continue
				}
				t := (yc - y0) / (y1 - y0)
				rows[r] = append(rows[r], x0+t*(x1-x0))
			}
		}
	}
	for r, xs := range rows {
		sort.Float64s(xs)
		for k := 0; k+1 < len(xs); k += 2 {
			a := max(0, int(math.Ceil(xs[k]-0.5)))
			z := min(gw-1, int(math.Floor(xs[k+1]-0.5)))
			for x := a; x <= z; x++ {
				out[r*gw+x] = true
			}
		}
	}
	return out
}

// paint colours the territory raster by control.
func (b *Board) paint(s *europe.State) {
	key := !s.On("map-piece-colours") // [A4]
	stamp := fmt.Sprint(key, s.Control)
	if stamp == b.stamp && b.img != nil {
		return
	}
	b.stamp = stamp
	gw, gh := (b.w+grid-1)/grid, (b.h+grid-1)/grid
	pix := make([]byte, 4*gw*gh)
	colour := func(i int) color.RGBA { return b.spaceFill(s, key, i) }
	// each space's colour once (the raster has a cell per pixel)
	fills := make([]color.RGBA, len(b.d.Spaces)+2)
	for i := range fills {
		fills[i] = colour(i - 2)
	}
	for y := 0; y < gh; y++ {
		for x := 0; x < gw; x++ {
			i := int(b.idx[y*gw+x])
			c := fills[i+2]
			// borders: a cell beside another space (right, below, left or
			// above) is drawn as the border between them
			if j, ok := b.borderWith(x, y, gw, gh, i); ok {
				c = b.borderColour(c, i, j)
			}
			o := 4 * (y*gw + x)
			pix[o], pix[o+1], pix[o+2], pix[o+3] = c.R, c.G, c.B, 0xff
		}
	}
	if b.img == nil || b.img.Bounds().Dx() != gw || b.img.Bounds().Dy() != gh {
		b.img = ebiten.NewImage(gw, gh)
	}
	b.img.WritePixels(pix)
}

// spaceFill is the colour of raster index i (-1 off the map, < -1 open
// sea): by controller, in the pieces' colours or (key) the rules' colour
// key [A4].
func (b *Board) spaceFill(s *europe.State, key bool, i int) color.RGBA {
	switch {
	case i == -1:
		return offMap
	case i < 0:
		return seaFill
	}
	sp := b.d.Spaces[i]
	switch {
	case sp.Sea() && s.Control[sp.ID] == europe.Germany:
		return lostConvoy
	case sp.Sea() && sp.Convoy != "":
		return convoyFill
	case sp.Sea():
		return seaFill
	case sp.Neutral && key:
		return keyNeutral
	case sp.Neutral:
		return neutralFill
	case key:
		return keyColour(sp, s.Control[sp.ID])
	}
	c := powerFill[s.Control[sp.ID]]
	if sp.ME {
		c = mix(c, meTint, 0.45)
	}
	if sp.Owner != s.Control[sp.ID] {
		c = mix(c, paper, 0.18) // held, not original: a lighter shade
	}
	return c
}

// borderWith reports the space beside cell (x, y) that is not its own
// space i: to the right or below first (the border's main line), then to
// the left or above where i is land and the other land too (a land border
// two cells wide, so that it reads on every fill).
func (b *Board) borderWith(x, y, gw, gh, i int) (int, bool) {
	at := func(x, y int) int { return int(b.idx[y*gw+x]) }
	if x+1 < gw && at(x+1, y) != i {
		return at(x+1, y), true
	}
	if y+1 < gh && at(x, y+1) != i {
		return at(x, y+1), true
	}
	if !b.isLand(i) {
		return 0, false
	}
	if x > 0 && at(x-1, y) != i && b.isLand(at(x-1, y)) {
		return at(x-1, y), true
	}
	if y > 0 && at(x, y-1) != i && b.isLand(at(x, y-1)) {
		return at(x, y-1), true
	}
	return 0, false
}

// isLand reports whether raster index i is a territory (not sea, not off
// the map).
func (b *Board) isLand(i int) bool {
	return i >= 0 && i < len(b.d.Spaces) && !b.d.Spaces[i].Sea()
}

// borderColour is a border cell's colour: between two territories a line
// that stands out from the fill (light on a dark fill, dark on a light
// one: Germany's territories are dark grey, and a dark line between
// them did not show); at a coast a dark line; between sea zones a
// darker blue edge.
func (b *Board) borderColour(c color.RGBA, i, j int) color.RGBA {
	switch {
	case b.isLand(i) && b.isLand(j):
		if lum(c) < 0.5 {
			return mix(c, paper, 0.6)
		}
		return mix(c, borderInk, 0.65)
	case b.isLand(i) || b.isLand(j):
		return mix(c, borderInk, 0.55)
	}
	return mix(c, seaEdge, 0.55)
}

// lum is a colour's relative lightness, 0 to 1.
func lum(c color.RGBA) float64 {
	return (0.2126*float64(c.R) + 0.7152*float64(c.G) + 0.0722*float64(c.B)) / 255
}

func mix(a, b color.RGBA, t float64) color.RGBA {
	f := func(x, y uint8) uint8 { return uint8(float64(x)*(1-t) + float64(y)*t) }
	return color.RGBA{f(a.R, b.R), f(a.G, b.G), f(a.B, b.B), 0xff}
}

// Draw paints the board inside r of dst.
func (b *Board) Draw(dst *ebiten.Image, r image.Rectangle, g engine.Game, v table.View) {
	eg, ok := g.(*europe.Game)
	if !ok {
		return
	}
	s := eg.S
	b.layout(r.Dx(), r.Dy())
	b.paint(s)
	sub := dst.SubImage(r).(*ebiten.Image)
	scale := v.Scale
	if scale <= 0 {
		scale = float64(r.Dy()) / 640
	}
	// The map, its labels and the stacks' chips change only when control
	// or the units do: they are drawn once into the base image.
	key := fmt.Sprintf("%s|%x|%v|%v|%s", b.stamp, unitsStamp(s), scale, v.Fonts != nil, v.Lang)
	if b.base == nil || b.base.Bounds().Dx() != r.Dx() || b.base.Bounds().Dy() != r.Dy() || b.baseKey != key {
		if b.base == nil || b.base.Bounds().Dx() != r.Dx() || b.base.Bounds().Dy() != r.Dy() {
			if b.base != nil {
				b.base.Deallocate()
			}
			b.base = ebiten.NewImage(r.Dx(), r.Dy())
		}
		b.baseKey = key
		r0 := image.Rect(0, 0, r.Dx(), r.Dy())
		b.base.Fill(seaFill)
		op := &ebiten.DrawImageOptions{}
		op.GeoM.Scale(grid, grid)
		b.base.DrawImage(b.img, op)
		if v.Fonts != nil {
			b.drawLabels(b.base, r0, s, v, scale)
			b.drawChips(b.base, r0, s, v, scale)
		}
	}
	// The base covers the board: copied, not blended (cheaper on a
	// software renderer).
	op := &ebiten.DrawImageOptions{Blend: ebiten.BlendCopy}
	op.GeoM.Translate(float64(r.Min.X), float64(r.Min.Y))
	sub.DrawImage(b.base, op)
	targets := map[string]bool{}
	for _, t := range v.Targets {
		targets[t] = true
	}
	rings := newLayer(sub)
	for i, sp := range b.d.Spaces {
		x, y := float32(r.Min.X)+float32(b.cx[i]), float32(r.Min.Y)+float32(b.cy[i])
		if targets[sp.ID] {
			rings.p.Ring(x, y, float32(11*scale), float32(2.5*scale), color.RGBA{0xff, 0xe0, 0x40, 0xff})
		}
		if sp.ID == v.Hover || sp.ID == v.Selected {
			rings.p.Ring(x, y, float32(13*scale), float32(2*scale), color.White)
		}
	}
	b.drawDrag(rings, r, eg, v, scale)
	rings.flush()
	if v.Fonts == nil {
		return
	}
	b.drawHover(sub, r, s, v, scale)
	b.drawTrack(sub, r, eg, v, scale)
	if bb := eg.Board(); bb != nil {
		b.drawBattle(sub, r, eg, bb, v, scale)
	}
	if rep := eg.Report(); rep != nil {
		b.drawReport(sub, r, rep, v, scale)
	}
}

// placedLabel is a space's name as the board writes it: the text, its
// face, its centre and its band.
type placedLabel struct {
	space int
	text  string
	face  text.Face
	x, y  float64
	box   ui.Rect
}

// labelLayout places the space names and values where they cross no other
// label and no stack's chips: the most important spaces first (capitals,
// then by income, land before sea), each at the first free place of a few
// around its centre (above its chips, below them, to either side; then
// beside the chips' row, and a line further up or down). A name with no
// free place is left to the hover box: at 1024×640 "Crete" had been
// written over "Central Mediterranean", "Poland" over "Eastern Poland"
// (the layout test's overlap check). The places beside the chips and a
// line further out came when "Low Countries 2" found none of the first
// six between Germany's and Western Germany's stacks at 1024×640 and
// 1920×1080 (TestEveryTerritoryIsNamed).
func (b *Board) labelLayout(r image.Rectangle, s *europe.State, face, bold, small, smallBold, chipFace text.Face, scale float64) []placedLabel {
	taken := []ui.Rect{trackRect(r, scale)}
	chipsBottom := make([]float64, len(b.d.Spaces))
	chipsTop := make([]float64, len(b.d.Spaces))
	chipsLeft := make([]float64, len(b.d.Spaces))
	chipsRight := make([]float64, len(b.d.Spaces))
	all := b.allChips(r, s, chipFace, scale)
	for i := range b.d.Spaces {
		x, y := float64(r.Min.X)+b.cx[i], float64(r.Min.Y)+b.cy[i]
		chipsBottom[i], chipsTop[i], chipsLeft[i], chipsRight[i] = y, y, x, x
		for _, c := range all[i] {
			taken = append(taken, c.rect)
			chipsBottom[i] = math.Max(chipsBottom[i], c.rect.Y+c.rect.H)
			chipsTop[i] = math.Min(chipsTop[i], c.rect.Y)
			chipsLeft[i] = math.Min(chipsLeft[i], c.rect.X)
			chipsRight[i] = math.Max(chipsRight[i], c.rect.X+c.rect.W)
		}
	}
	order := make([]int, len(b.d.Spaces))
	for i := range order {
		order[i] = i
	}
	rank := func(sp *europe.Space) int {
		switch {
		case sp.Capital:
			return 0
		case sp.Sea():
			return 2
		}
		return 1
	}
	sort.SliceStable(order, func(a, c int) bool {
		sa, sc := b.d.Spaces[order[a]], b.d.Spaces[order[c]]
		if rank(sa) != rank(sc) {
			return rank(sa) < rank(sc)
		}
		return sa.IPC > sc.IPC
	})
	// half the height of a label's band: the font's line and a pixel or
	// two apart (at 5, "Eastern United States 22" touched "Central United
	// States 8" at 1920×1080)
	half := 6 * scale
	gap := 2 * scale
	var out []placedLabel
	for _, i := range order {
		sp := b.d.Spaces[i]
		x, y := float64(r.Min.X)+b.cx[i], float64(r.Min.Y)+b.cy[i]
		name := spaceName(sp)
		if sp.IPC > 0 {
			name = fmt.Sprintf("%s %d", name, sp.IPC)
		}
		f := face
		if sp.Capital {
			f = bold
			name = "• " + name
		}
		if sp.IC {
			name += " ▪"
		}
		// At the regular size first; a name with no free place then tries
		// the places again a size smaller ("Karelia 1", "Baltic States 1"
		// and "Eastern Poland 1" between the Soviet stacks at 1024×640).
		for k, ff := range []text.Face{f, small} {
			if sp.Capital {
				ff = []text.Face{bold, smallBold}[k]
			}
			w := ui.TextWidth(name, ff, 0) + 2*scale
			// A name near the board's edge is moved in so it is read
			// whole ("Central United States 8" at the left edge).
			inside := func(cx float64) float64 {
				return math.Max(float64(r.Min.X)+w/2, math.Min(cx, float64(r.Max.X)-w/2))
			}
			hf := half // the band's half height, smaller with the face
			if k == 1 {
				hf = half * 7.5 / 9
			}
			above, below := y-13*scale, chipsBottom[i]+hf+2*scale
			mid := (chipsTop[i] + chipsBottom[i]) / 2
			further := math.Min(above, chipsTop[i]-hf-gap) - 2*hf - gap
			places := [][2]float64{{x, above}, {x, below}, {x - w/3, above}, {x + w/3, above}, {x - w/3, below}, {x + w/3, below},
				{chipsLeft[i] - gap - w/2, mid}, {chipsRight[i] + gap + w/2, mid},
				{x, further}, {x, below + 2*hf + gap},
				{x - w/2, above}, {x + w/2, above}, {x - w/2, below}, {x + w/2, below},
				{x - w/2, mid}, {x + w/2, mid}, {x, further - 2*hf - gap}, {x, below + 4*hf + 2*gap}}
			placed := false
			for _, pl := range places {
				cx := inside(pl[0])
				box := ui.Rect{X: cx - w/2, Y: pl[1] - hf, W: w, H: 2 * hf}
				if box.Y < float64(r.Min.Y) || box.Y+box.H > float64(r.Max.Y) || box.OverlapsAny(taken) {
					continue
				}
				taken = append(taken, box)
				out = append(out, placedLabel{space: i, text: name, face: ff, x: cx, y: pl[1], box: box})
				placed = true
				break
			}
			if placed {
				break
			}
		}
	}
	return out
}

// drawLabels writes the space names and values where labelLayout placed
// them.
func (b *Board) drawLabels(dst *ebiten.Image, r image.Rectangle, s *europe.State, v table.View, scale float64) {
	l := newLayer(dst)
	defer l.flush()
	face := v.Fonts.Face(ui.Regular, 9*scale)
	bold := v.Fonts.Face(ui.Bold, 9*scale)
	chipFace := v.Fonts.Face(ui.Bold, 8.5*scale)
	small := v.Fonts.Face(ui.Regular, 7.5*scale)
	smallBold := v.Fonts.Face(ui.Bold, 7.5*scale)
	for _, pl := range b.labelLayout(r, s, face, bold, small, smallBold, chipFace, scale) {
		sp := b.d.Spaces[pl.space]
		clr := color.RGBA{0x20, 0x20, 0x20, 0xff}
		if sp.Sea() {
			clr = color.RGBA{0x1d, 0x3a, 0x55, 0xff}
		} else {
			// a pale band under a territory's name, so that it reads
			// where it crosses a border or a dark fill
			box := pl.box
			l.box(ui.Rect{X: box.X - scale, Y: box.Y + scale/2, W: box.W + 2*scale, H: box.H - scale}, 3*scale, labelBand, nil, 0)
		}
		l.text(pl.text, pl.face, pl.x, pl.y, ui.Center, clr)
	}
}

// unitAbbrev is a unit type's short name on the stack labels, in the
// player's language ("Inf", "Tk", "Ftr"; "Fan", "Car", "Cac" in Italian).
func unitAbbrev(t string) string {
	if id := "europe.abbr." + t; i18n.Has(id) {
		return i18n.T(id)
	}
	return t
}

var unitOrder = []string{europe.Infantry, europe.Artillery, europe.Tank, europe.AAGun, europe.Fighter, europe.Bomber,
	europe.Transport, europe.Submarine, europe.Destroyer, europe.Carrier, europe.Battleship}

// Stack is what one power has in one space: counts per unit type.
type Stack struct {
	Owner  europe.Power
	Counts map[string]int
}

// Stacks lists the stacks in a space, by power in the order of play.
func Stacks(s *europe.State, space string) []Stack {
	by := map[europe.Power]map[string]int{}
	for _, u := range s.Units {
		if u.At != space {
			continue
		}
		if by[u.Owner] == nil {
			by[u.Owner] = map[string]int{}
		}
		by[u.Owner][u.Type]++
	}
	var out []Stack
	for _, p := range europe.Powers {
		if by[p] != nil {
			out = append(out, Stack{p, by[p]})
		}
	}
	return out
}

// Label is a stack's text: "Inf 3 · Tk 2 · Ftr 1".
func (st Stack) Label() string {
	var parts []string
	for _, t := range unitOrder {
		if n := st.Counts[t]; n > 0 {
			parts = append(parts, fmt.Sprintf("%s %d", unitAbbrev(t), n))
		}
	}
	return strings.Join(parts, " · ")
}

// drawStacks draws each power's units in a space: the full label ("Inf 3
// · Tk 2") when the board has room, otherwise a chip with the number of
// units; the space under the pointer always shows its full stacks in a
// box beside it.
func (b *Board) drawStacks(dst *ebiten.Image, r image.Rectangle, s *europe.State, v table.View, scale float64) {
	b.drawChips(dst, r, s, v, scale)
	b.drawHover(dst, r, s, v, scale)
}

// drawChips draws the stacks' chips (the cached base layer).
func (b *Board) drawChips(dst *ebiten.Image, r image.Rectangle, s *europe.State, v table.View, scale float64) {
	l := newLayer(dst)
	defer l.flush()
	face := v.Fonts.Face(ui.Bold, 8.5*scale)
	for _, cs := range b.allChips(r, s, face, scale) {
		for _, c := range cs {
			l.box(c.rect, 2*scale, powerInk[c.owner], nil, 0)
			l.text(c.label, face, c.rect.X+c.rect.W/2, c.rect.Y+c.rect.H/2, ui.Center, color.White)
		}
	}
}

// chip is one stack's chip on the board.
type chip struct {
	label string
	owner europe.Power
	rect  ui.Rect
}

// chips lays out space i's chips: a wide board (1300 pixels or more) shows
// each stack's units, one chip a line; a smaller one a count per power,
// side by side.
func (b *Board) chips(r image.Rectangle, s *europe.State, i int, face text.Face, scale float64) []chip {
	sp := b.d.Spaces[i]
	stacks := Stacks(s, sp.ID)
	if len(stacks) == 0 {
		return nil
	}
	x, y := float64(r.Min.X)+b.cx[i], float64(r.Min.Y)+b.cy[i]
	h := 11 * scale
	out := make([]chip, 0, len(stacks))
	if r.Dx() >= 1300 {
		for k, st := range stacks {
			label := st.Label()
			w := ui.TextWidth(label, face, 0) + 6*scale
			out = append(out, chip{label, st.Owner, ui.Rect{X: x - w/2, Y: y - 4*scale + float64(k)*h*1.05, W: w, H: h}})
		}
		return out
	}
	w := 0.0
	for _, st := range stacks {
		n := 0
		for _, c := range st.Counts {
			n += c
		}
		label := fmt.Sprint(n)
		out = append(out, chip{label: label, owner: st.Owner})
		w += ui.TextWidth(label, face, 0) + 7*scale
	}
	xx := x - w/2
	for k := range out {
		cw := ui.TextWidth(out[k].label, face, 0) + 6*scale
		out[k].rect = ui.Rect{X: xx, Y: y - 4*scale, W: cw, H: h}
		xx += cw + scale
	}
	return out
}

// allChips lays out every space's chips (chips) so that no two spaces'
// chips touch: each space's block of chips, the most important spaces
// first (capitals, then by income), keeps its place when it is clear of
// the blocks placed before it, and otherwise moves to the nearest clear
// place a few steps away (below, above, then to either side). At
// 1920×1080 the German, Western German and Polish stacks had touched.
func (b *Board) allChips(r image.Rectangle, s *europe.State, face text.Face, scale float64) [][]chip {
	n := len(b.d.Spaces)
	out := make([][]chip, n)
	order := make([]int, 0, n)
	for i := range b.d.Spaces {
		if out[i] = b.chips(r, s, i, face, scale); len(out[i]) > 0 {
			order = append(order, i)
		}
	}
	sort.SliceStable(order, func(x, y int) bool {
		a, c := b.d.Spaces[order[x]], b.d.Spaces[order[y]]
		if a.Capital != c.Capital {
			return a.Capital
		}
		return a.IPC > c.IPC
	})
	gap := 2 * scale
	var placed []ui.Rect
	for _, i := range order {
		cs := out[i]
		box := cs[0].rect
		for _, c := range cs[1:] {
			x0, y0 := math.Min(box.X, c.rect.X), math.Min(box.Y, c.rect.Y)
			x1, y1 := math.Max(box.X+box.W, c.rect.X+c.rect.W), math.Max(box.Y+box.H, c.rect.Y+c.rect.H)
			box = ui.Rect{X: x0, Y: y0, W: x1 - x0, H: y1 - y0}
		}
		step := cs[0].rect.H * 0.5
		dx, dy := 0.0, 0.0
	search:
		for k := 0; k <= 6; k++ {
			d := float64(k) * step
			for _, o := range [][2]float64{{0, d}, {0, -d}, {-d * 2, 0}, {d * 2, 0}, {-d * 2, d}, {d * 2, d}, {-d * 2, -d}, {d * 2, -d}} {
				t := ui.Rect{X: box.X + o[0] - gap, Y: box.Y + o[1] - gap, W: box.W + 2*gap, H: box.H + 2*gap}
				if !t.OverlapsAny(placed) {
					dx, dy = o[0], o[1]
					break search
				}
			}
		}
		for k := range cs {
			cs[k].rect.X += dx
			cs[k].rect.Y += dy
		}
		placed = append(placed, ui.Rect{X: box.X + dx, Y: box.Y + dy, W: box.W, H: box.H})
	}
	return out
}

// drawHover is the box of the space under the pointer, over every chip.
func (b *Board) drawHover(dst *ebiten.Image, r image.Rectangle, s *europe.State, v table.View, scale float64) {
	box, lines, stacks, ok := b.hoverBox(r, s, v, scale)
	if !ok {
		return
	}
	l := newLayer(dst)
	defer l.flush()
	face := v.Fonts.Face(ui.Bold, 8.5*scale)
	l.box(box, 4*scale, color.RGBA{0xf4, 0xf0, 0xe4, 0xf2}, nil, 0)
	l.box(box, 4*scale, nil, borderInk, 1)
	for k, line := range lines {
		clr := color.Color(borderInk)
		if k > 0 {
			clr = powerInk[stacks[k-1].Owner]
		}
		l.text(line, face, box.X+6*scale, box.Y+3*scale+float64(k)*13*scale+6.5*scale, ui.Left, clr)
	}
}

// hoverBox lays out the box of the space under the pointer (else the
// selected one's): its rectangle, its lines (the name, then a stack a
// line) and the stacks.
func (b *Board) hoverBox(r image.Rectangle, s *europe.State, v table.View, scale float64) (ui.Rect, []string, []Stack, bool) {
	face := v.Fonts.Face(ui.Bold, 8.5*scale)
	for _, id := range []string{v.Hover, v.Selected} {
		i := b.spaceIndex(id)
		if i < 0 {
			continue
		}
		sp := b.d.Spaces[i]
		stacks := Stacks(s, id)
		x, y := float64(r.Min.X)+b.cx[i], float64(r.Min.Y)+b.cy[i]
		lines := []string{spaceName(sp)}
		for _, st := range stacks {
			lines = append(lines, powerName(st.Owner)+": "+st.Label())
		}
		w := 0.0
		for _, l := range lines {
			w = math.Max(w, ui.TextWidth(l, face, 0))
		}
		w += 12 * scale
		h := float64(len(lines))*13*scale + 6*scale
		bx, by := x+16*scale, y-h/2
		if bx+w > float64(r.Max.X) {
			bx = x - 16*scale - w
		}
		by = math.Max(float64(r.Min.Y), math.Min(by, float64(r.Max.Y)-h))
		return ui.Rect{X: bx, Y: by, W: w, H: h}, lines, stacks, true
	}
	return ui.Rect{}, nil, nil, false
}

// spaceIndex is the index of the space id in the data, or −1.
func (b *Board) spaceIndex(id string) int {
	if id == "" {
		return -1
	}
	for k := range b.d.Spaces {
		if b.d.Spaces[k].ID == id {
			return k
		}
	}
	return -1
}

// HoverRects implements table.HoverBoard: the ring round the space under
// the pointer and the box beside it (or the selected space's box); the
// whole board while units are dragged (the line and the legal marks
// follow the pointer).
func (b *Board) HoverRects(r image.Rectangle, g engine.Game, v table.View) []image.Rectangle {
	eg, ok := g.(*europe.Game)
	if !ok || v.Drag != "" || v.Fonts == nil {
		return []image.Rectangle{r}
	}
	b.layout(r.Dx(), r.Dy())
	scale := v.Scale
	if scale <= 0 {
		scale = float64(r.Dy()) / 640
	}
	grow := func(x0, y0, x1, y1 float64) image.Rectangle {
		// a margin for the anti-aliased edges
		return image.Rect(int(math.Floor(x0))-2, int(math.Floor(y0))-2, int(math.Ceil(x1))+2, int(math.Ceil(y1))+2)
	}
	var out []image.Rectangle
	if i := b.spaceIndex(v.Hover); i >= 0 {
		x, y, rad := float64(r.Min.X)+b.cx[i], float64(r.Min.Y)+b.cy[i], 15*scale
		out = append(out, grow(x-rad, y-rad, x+rad, y+rad))
	}
	if box, _, _, ok := b.hoverBox(r, eg.S, v, scale); ok {
		out = append(out, grow(box.X, box.Y, box.X+box.W, box.Y+box.H))
	}
	return out
}

// drawTrack is the production chart [4.4]: each power's production and
// treasury, Germany's Middle East column, round and the power to play.
// trackRect is where the production track and its income chart go, at
// the bottom left of the map (the map's names keep out of it).
func trackRect(r image.Rectangle, scale float64) ui.Rect {
	x := float64(r.Min.X) + 8*scale
	y := float64(r.Max.Y) - 8*scale - float64(len(europe.Powers)+1)*14*scale
	return ui.Rect{X: x - 4*scale, Y: y - 12*scale, W: 332 * scale, H: float64(len(europe.Powers)+1)*14*scale + 10*scale}
}

func (b *Board) drawTrack(dst *ebiten.Image, r image.Rectangle, g *europe.Game, v table.View, scale float64) {
	l := newLayer(dst)
	defer l.flush()
	s := g.S
	face := v.Fonts.Face(ui.Bold, 10*scale)
	box := trackRect(r, scale)
	x, y := box.X+4*scale, box.Y+12*scale
	if len(s.Income) == 0 {
		box.W -= 70 * scale // no income chart yet
	}
	l.box(box, 4*scale, color.RGBA{0xf4, 0xf0, 0xe4, 0xe8}, nil, 0)
	b.drawIncomeChart(l, s, ui.Rect{X: box.X + 262*scale, Y: box.Y + 6*scale, W: 62 * scale, H: box.H - 12*scale})
	phase := s.Phase
	if id := "europe.phase." + strings.ReplaceAll(s.Phase, " ", "-"); i18n.Has(id) {
		phase = i18n.T(id)
	}
	l.text(i18n.T("europe.legend.round", engine.Int("n", s.Round), engine.Text("power", powerName(s.Active())), engine.Text("phase", phase)), face, x, y, ui.Left, borderInk)
	for k, p := range europe.Powers {
		prod := s.Production(g.D, p)
		line := fmt.Sprintf("%-15s %s %2d  IPC %3d", powerName(p), i18n.T("europe.legend.production"), prod, s.Treasury[p])
		if p == europe.Germany {
			if me := s.MiddleEast(g.D); me > 0 {
				line += "  " + i18n.T("europe.legend.middle-east", engine.Int("n", me))
			}
		}
		yy := y + float64(k+1)*14*scale
		chip := powerFill[p]
		if !s.On("map-piece-colours") {
			chip = keyFill[p] // the track keys the map's colours [A4]
		}
		l.box(ui.Rect{X: x, Y: yy - 9*scale, W: 8 * scale, H: 8 * scale}, 1, chip, nil, 0)
		l.text(line, v.Fonts.Face(ui.Mono, 9.5*scale), x+12*scale, yy, ui.Left, borderInk)
	}
}

// StillKey implements table.StillBoard: the board draws the game and the
// view only (the table adds the game's revision).
func (b *Board) StillKey(g engine.Game, v table.View) string {
	return fmt.Sprint(v.Seat, v.Hover, v.Selected, v.Targets, v.Drag, v.Scale, v.Lang, v.Fonts != nil)
}

// OpaqueBoard implements table.OpaqueBoard: the base image covers the
// board's rectangle.
func (b *Board) OpaqueBoard() {}

// DragStart implements table.Dragger: units are dragged from a space the
// move menu offers [7.2, 9].
func (b *Board) DragStart(g engine.Game, p *engine.Prompt, from string) bool {
	eg, ok := g.(*europe.Game)
	return ok && eg.DragFrom(p, from)
}

// DragStep implements table.Dragger (europe.Game.DragStep).
func (b *Board) DragStep(g engine.Game, p *engine.Prompt, from, to string, step int) (engine.Choice, bool) {
	eg, ok := g.(*europe.Game)
	if !ok {
		return engine.Choice{}, false
	}
	return eg.DragStep(p, from, to, step)
}

// drawDrag marks, while units are dragged, the spaces they may move to and
// a line from where they come to the space under the pointer.
func (b *Board) drawDrag(l *layer, r image.Rectangle, g *europe.Game, v table.View, scale float64) {
	if v.Drag == "" {
		return
	}
	at := func(id string) (float32, float32, bool) {
		for i, sp := range b.d.Spaces {
			if sp.ID == id {
				return float32(r.Min.X) + float32(b.cx[i]), float32(r.Min.Y) + float32(b.cy[i]), true
			}
		}
		return 0, 0, false
	}
	legal := false
	for _, id := range g.DragTargets(g.Prompt(), v.Drag) {
		if x, y, ok := at(id); ok {
			l.p.Circle(x, y, float32(6*scale), dragInk)
			legal = legal || id == v.Hover
		}
	}
	x0, y0, ok0 := at(v.Drag)
	x1, y1, ok1 := at(v.Hover)
	if !ok0 {
		return
	}
	l.p.Ring(x0, y0, float32(13*scale), float32(3*scale), color.White)
	if ok1 && v.Hover != v.Drag {
		ink := color.RGBA{0xc0, 0x30, 0x20, 0xff} // no move there
		if legal {
			ink = dragInk
		}
		l.p.Line([]float32{x0, y0, x1, y1}, float32(3*scale), ink, false)
		l.p.Ring(x1, y1, float32(13*scale), float32(3*scale), ink)
	}
}

// dragInk marks where dragged units may go.
var dragInk = color.RGBA{0x2e, 0xa0, 0x5a, 0xff}

// RefAt is the space under (x, y).
func (b *Board) RefAt(r image.Rectangle, g engine.Game, v table.View, x, y int) string {
	b.layout(r.Dx(), r.Dy())
	// A click on a space's marker (its centre) finds it even where the
	// raster is too coarse for the space (Malta, Gibraltar).
	best, bd := "", 8.0*float64(r.Dy())/640
	for i, sp := range b.d.Spaces {
		if d := math.Hypot(float64(x-r.Min.X)-b.cx[i], float64(y-r.Min.Y)-b.cy[i]); d < bd {
			best, bd = sp.ID, d
		}
	}
	if best != "" {
		return best
	}
	gx, gy := (x-r.Min.X)/grid, (y-r.Min.Y)/grid
	gw, gh := (b.w+grid-1)/grid, (b.h+grid-1)/grid
	if gx < 0 || gy < 0 || gx >= gw || gy >= gh {
		return ""
	}
	i := int(b.idx[gy*gw+gx])
	if i < 0 {
		return ""
	}
	return b.d.Spaces[i].ID
}

// drawIncomeChart plots each power's production at the end of every
// round (the record's income chart).
func (b *Board) drawIncomeChart(l *layer, s *europe.State, r ui.Rect) {
	if len(s.Income) == 0 {
		return
	}
	top := 1
	for _, row := range s.Income {
		for _, v := range row {
			top = max(top, v)
		}
	}
	n := len(s.Income)
	for _, p := range europe.Powers {
		var prev [2]float32
		for k, row := range s.Income {
			x := float32(r.X + r.W*float64(k+1)/float64(n+1))
			y := float32(r.Y + r.H - r.H*float64(row[p])/float64(top))
			if k > 0 {
				l.p.Line([]float32{prev[0], prev[1], x, y}, 1.5, powerInk[p], false)
			}
			l.p.Circle(x, y, 1.8, powerInk[p])
			prev = [2]float32{x, y}
		}
	}
}

// spaceName is a space's name in the UI's language (the catalogue's
// europe.space.<id>; the data's English name if the catalogue lacks it).
func spaceName(sp *europe.Space) string {
	if id := europe.SpaceMsgID(sp.ID); i18n.Has(id) {
		return i18n.T(id)
	}
	return sp.Name
}

// powerName is a power's name in the UI's language.
func powerName(p europe.Power) string { return i18n.T("europe.power." + string(p)) }

// unitsStamp is a hash of where every unit is, whose and what.
func unitsStamp(s *europe.State) uint64 {
	h := fnv.New64a()
	for _, u := range s.Units {
		fmt.Fprint(h, u.ID, u.At, u.Owner, u.Type, u.On)
	}
	return h.Sum64()
}

// BoardInfo implements table.InfoBoard: the battle board on the map, for
// the page's test hook — the battle's space and round, the units on each
// side, the dice shown (as pools, with their hits), the hits waiting for
// casualties and the calculator's win from here on (per mille).
func (b *Board) BoardInfo(g engine.Game) map[string]string {
	eg, ok := g.(*europe.Game)
	if !ok {
		return nil
	}
	bb := eg.Board()
	if bb == nil {
		return nil
	}
	units := func(us []europe.BoardUnit) int {
		n := 0
		for _, u := range us {
			n += u.N
		}
		return n
	}
	dice, hits := 0, 0
	for _, r := range bb.Rolls {
		dice += len(r.Faces)
		hits += r.Hits
	}
	return map[string]string{
		"battle": bb.Space, "battleRound": fmt.Sprint(bb.Round),
		"battleAtt": fmt.Sprint(units(bb.Att)), "battleDef": fmt.Sprint(units(bb.Def)),
		"battleDice": fmt.Sprint(dice), "battleHits": fmt.Sprint(hits), "battleWaiting": fmt.Sprint(bb.Hits),
		"battleWin": fmt.Sprint(int(math.Round(bb.Odds.Win * 1000))),
	}
}
