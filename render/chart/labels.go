package chart

import (
	"image"
	"image/color"
	"math"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"periscope/render/glyph"
)

// The place names live in a layer of their own, over the chart's layer and
// moved with it, so that they can be placed again without redrawing the
// coasts: what the scene draws over the chart (its buttons, the boats'
// counters, the markers) is kept clear of them (issue 14, item 9: a name
// under the zoom buttons or under a counter). The placement runs when the
// layer is redrawn, when the view pans and when the things kept clear
// change; the names' layer is redrawn only when a name moves.

// labelSpot is one place a name may take: its anchor, alignments and box
// (in the layer's coordinates).
type labelSpot struct {
	x, y float64
	h, v text.Align
	r    rect
}

// labelCand is a place name to set, with the spots it may take in order.
type labelCand struct {
	id    string // the node's
	name  string
	face  text.Face
	clr   color.Color
	spots []labelSpot
}

// SetKeepOut gives the screen boxes (x0, y0, x1, y1, device pixels) that
// no place name may lie under: what the scene draws over the chart. The
// names are placed again on the next Draw when the boxes change.
func (c *Chart) SetKeepOut(boxes [][4]float64) {
	if len(boxes) == len(c.keepOut) {
		same := true
		for i, b := range boxes {
			if c.keepOut[i] != (rect{b[0], b[1], b[2], b[3]}) {
				same = false
				break
			}
		}
		if same {
			return
		}
	}
	c.keepOut = c.keepOut[:0]
	for _, b := range boxes {
		c.keepOut = append(c.keepOut, rect{b[0], b[1], b[2], b[3]})
	}
	c.keepGen++
}

// SetVisible gives the screen box (x0, y0, x1, y1, device pixels) where the
// chart shows (the view less the bars drawn over it). A name that would
// cross its edge is moved inside, or takes another spot (issue 14:
// "Greenland Gap" was cut at the sheet's edge). Zero: the whole view.
func (c *Chart) SetVisible(x0, y0, x1, y1 float64) {
	if v := (rect{x0, y0, x1, y1}); v != c.visible {
		c.visible = v
		c.keepGen++
	}
}

// inView moves a name's box r inside the visible box v (both in the
// layer's coordinates) when it crosses v's edge, by at most its own width
// across and its height up or down, so that it stays beside its place: the
// shift, and false when that is not enough. A box wholly outside v needs
// no shift (it is off the view).
func inView(r, v rect) (dx, dy float64, ok bool) {
	if !r.overlaps(v) {
		return 0, 0, true
	}
	pad := 2.0
	switch {
	case r.x0 < v.x0:
		dx = v.x0 - r.x0 + pad
	case r.x1 > v.x1:
		dx = v.x1 - r.x1 - pad
	}
	switch {
	case r.y0 < v.y0:
		dy = v.y0 - r.y0 + pad
	case r.y1 > v.y1:
		dy = v.y1 - r.y1 - pad
	}
	w, h := r.x1-r.x0, r.y1-r.y0
	if math.Abs(dx) > w || math.Abs(dy) > h || r.x1-r.x0 > v.x1-v.x0 {
		return 0, 0, false
	}
	return dx, dy, true
}

// placeLabels chooses a spot for each name, clear of the chart's marks, of
// the names placed before it and of the kept-out boxes (moved into the
// layer's coordinates by the view's offset ox, oy in it), and redraws the
// names' layer if any name moved. It returns whether it did.
func (c *Chart) placeLabels(ox, oy float64) bool {
	if c.placedFor == (placeKey{c.layerRenders(), c.keepGen, ox, oy}) && c.labelLayer != nil {
		return false
	}
	c.placedFor = placeKey{c.layerRenders(), c.keepGen, ox, oy}
	var lab labeller
	lab, c.choiceBuf, c.shiftBuf = c.choose(c.keepOut, ox, oy, c.placeBuf[:0], c.choiceBuf[:0], c.shiftBuf[:0])
	c.placeBuf = lab.placed
	lw, lh := c.layer.Bounds().Dx(), c.layer.Bounds().Dy()
	if c.labelLayer != nil && c.labelLayer.Bounds().Dx() == lw && c.labelLayer.Bounds().Dy() == lh &&
		c.labelsOf == c.layerRenders() && slices.Equal(c.choiceBuf, c.choice) && slices.Equal(c.shiftBuf, c.shift) {
		return false
	}
	halo := math.Max(1, c.pt(1.2))
	if c.labelLayer != nil && c.labelLayer.Bounds().Dx() == lw && c.labelLayer.Bounds().Dy() == lh &&
		c.labelsOf == c.layerRenders() && len(c.choice) == len(c.choiceBuf) {
		// The same names as the layer holds, some of them moved: only
		// the squares they leave and take are drawn again.
		c.redrawMovedLabels(lw, lh, halo)
	} else {
		c.choice = append(c.choice[:0], c.choiceBuf...)
		c.shift = append(c.shift[:0], c.shiftBuf...)
		c.labelsOf = c.layerRenders()
		if c.labelLayer == nil || c.labelLayer.Bounds().Dx() != lw || c.labelLayer.Bounds().Dy() != lh {
			if c.labelLayer != nil {
				c.labelLayer.Deallocate()
			}
			c.labelLayer = glyph.NewLayer(lw, lh)
		}
		c.labelLayer.Clear()
		c.drawLabels(c.labelLayer, halo)
	}
	c.labels = c.labels[:0]
	for i, cd := range c.cands {
		if k := c.choice[i]; k >= 0 {
			s, d := cd.spots[k], c.shift[i]
			c.labels = append(c.labels, rect{s.r.x0 + d[0], s.r.y0 + d[1], s.r.x1 + d[0], s.r.y1 + d[1]})
		}
	}
	c.markLabelTiles(lw, lh, halo)
	c.LabelRenders++
	return true
}

// drawLabels draws every placed name (c.choice, c.shift) onto dst.
func (c *Chart) drawLabels(dst *ebiten.Image, halo float64) {
	for i, cd := range c.cands {
		if k := c.choice[i]; k >= 0 {
			s, d := cd.spots[k], c.shift[i]
			drawText(dst, cd.name, cd.face, s.x+d[0], s.y+d[1], s.h, s.v, cd.clr, halo)
		}
	}
}

// labelReach is how far past its box (textBox's) a name's pixels may
// reach, in device pixels beyond its halo: the glyphs' overhang, with room
// to spare (a name drawn where it does not reach changes no pixel, so a
// generous reach costs only a few pixels more to clear).
const labelReach = 6

// redrawMovedLabels brings the names' layer from the placement it holds
// (c.choice, c.shift) to the new one (c.choiceBuf, c.shiftBuf) for the
// same names (issue 16: while the map pans, the names at the view's edges
// move into it a little every frame, and clearing and drawing the whole
// layer, about twice the screen, for them was the largest fill of those
// frames where SwiftShader draws on the CPU). The squares (labelTile) that
// a moved name covered or covers, with its halo and labelReach, are
// cleared, and every name that reaches one of them is drawn again, in
// order, clipped to those squares, each run of squares along a row once:
// each of their pixels gets what a whole redraw would give it, and a pixel
// outside them is one no moved name reaches, which keeps what it had.
func (c *Chart) redrawMovedLabels(lw, lh int, halo float64) {
	cols, rows := (lw+labelTile-1)/labelTile, (lh+labelTile-1)/labelTile
	mark := slices.Grow(c.dirtyMark[:0], cols*rows)[:cols*rows]
	clear(mark)
	c.dirtyMark = mark
	pad := math.Ceil(halo) + labelReach
	for i := range c.cands {
		if c.choice[i] != c.choiceBuf[i] || c.shift[i] != c.shiftBuf[i] {
			markTiles(mark, cols, rows, c.nameBox(i, c.choice[i], c.shift[i], pad))
			markTiles(mark, cols, rows, c.nameBox(i, c.choiceBuf[i], c.shiftBuf[i], pad))
		}
	}
	c.choice = append(c.choice[:0], c.choiceBuf...)
	c.shift = append(c.shift[:0], c.shiftBuf...)
	c.LabelPatches++
	// Each run of dirty squares along a row (disjoint rectangles).
	for t := 0; t < len(mark); t++ {
		if !mark[t] {
			continue
		}
		t0 := t
		for t+1 < len(mark) && mark[t+1] && (t+1)%cols != 0 {
			t++
		}
		x, y := t0%cols*labelTile, t0/cols*labelTile
		run := image.Rect(x, y, min((t%cols+1)*labelTile, lw), min(y+labelTile, lh))
		sub := c.labelLayer.SubImage(run).(*ebiten.Image)
		sub.Clear()
		in := rect{float64(run.Min.X), float64(run.Min.Y), float64(run.Max.X), float64(run.Max.Y)}
		for i, cd := range c.cands {
			if k := c.choice[i]; k >= 0 && c.nameBox(i, k, c.shift[i], pad).overlaps(in) {
				s, d := cd.spots[k], c.shift[i]
				drawText(sub, cd.name, cd.face, s.x+d[0], s.y+d[1], s.h, s.v, cd.clr, halo)
			}
		}
	}
}

// nameBox is name i's box at spot k moved by d, grown by pad (empty for
// no spot).
func (c *Chart) nameBox(i, k int, d [2]float64, pad float64) rect {
	if k < 0 {
		return rect{-1, -1, -1, -1}
	}
	r := c.cands[i].spots[k].r
	return rect{r.x0 + d[0] - pad, r.y0 + d[1] - pad, r.x1 + d[0] + pad, r.y1 + d[1] + pad}
}

// labelTile is the side, in device pixels, of the squares the names'
// layer is copied to the screen by.
const labelTile = 32

// markLabelTiles lists the squares of the names' layer (lw × lh) that hold
// a name or its halo, so that a frame copies those and not the whole,
// mostly empty layer (issue 16: the layer's full-screen blend was a second
// full-screen pass every panning frame).
func (c *Chart) markLabelTiles(lw, lh int, halo float64) {
	cols, rows := (lw+labelTile-1)/labelTile, (lh+labelTile-1)/labelTile
	c.tileMark = slices.Grow(c.tileMark[:0], cols*rows)[:cols*rows]
	clear(c.tileMark)
	pad := math.Ceil(halo) + 2 // the halo and the glyphs' overhang
	for _, r := range c.labels {
		markTiles(c.tileMark, cols, rows, rect{r.x0 - pad, r.y0 - pad, r.x1 + pad, r.y1 + pad})
	}
	c.tiles = c.tiles[:0]
	for i, on := range c.tileMark {
		if on {
			c.tiles = append(c.tiles, [2]int{i % cols * labelTile, i / cols * labelTile})
		}
	}
}

// markTiles marks the squares (labelTile, cols × rows of them) that r
// touches.
func markTiles(mark []bool, cols, rows int, r rect) {
	tx0, tx1 := max(0, int(math.Floor(r.x0/labelTile))), min(cols-1, int(math.Floor(r.x1/labelTile)))
	ty0, ty1 := max(0, int(math.Floor(r.y0/labelTile))), min(rows-1, int(math.Floor(r.y1/labelTile)))
	for ty := ty0; ty <= ty1; ty++ {
		for tx := tx0; tx <= tx1; tx++ {
			mark[ty*cols+tx] = true
		}
	}
}

// choose picks a spot for each name, clear of the chart's marks, of the
// names placed before it and of the kept-out boxes keep (screen
// coordinates, moved into the layer's by the view's offset ox, oy in it):
// per name the spot's index (-1: none) and the shift that keeps it in view.
// placed, choice and shift are buffers to append to.
func (c *Chart) choose(keep []rect, ox, oy float64, placed []rect, choice []int, shift [][2]float64) (labeller, []int, [][2]float64) {
	lab := labeller{placed: append(placed, c.reserved...)}
	for _, k := range keep {
		lab.reserve(rect{k.x0 + ox, k.y0 + oy, k.x1 + ox, k.y1 + oy})
	}
	vis := c.visible
	if vis == (rect{}) {
		vis = rect{0, 0, c.Cam.W, c.Cam.H}
	}
	vis = rect{vis.x0 + ox, vis.y0 + oy, vis.x1 + ox, vis.y1 + oy}
	for _, cd := range c.cands {
		pick, sh := -1, [2]float64{}
		for i, s := range cd.spots {
			dx, dy, ok := inView(s.r, vis)
			r := rect{s.r.x0 + dx, s.r.y0 + dy, s.r.x1 + dx, s.r.y1 + dy}
			if ok && lab.free(r) {
				lab.placed = append(lab.placed, r)
				pick, sh = i, [2]float64{dx, dy}
				break
			}
		}
		choice = append(choice, pick)
		shift = append(shift, sh)
	}
	return lab, choice, shift
}

// LabelBoxesKeepingOut are the screen boxes (x0, y0, x1, y1) the place
// names would take if only the boxes keep were kept out (SetKeepOut's),
// without moving the names shown: the map places its target pills clear
// of the names as they stand, then keeps out only the pills that found no
// such spot (issue 14: U-47's English Channel pill lay on Atlantic
// France's base mark at 1024×640, the one spot clear of the names). The
// layer is brought up to the camera first; nil while a zoom is previewed.
// Cached until the layer, the view's offset or the boxes change.
func (c *Chart) LabelBoxesKeepingOut(keep [][4]float64) [][4]float64 {
	if c.previewing() {
		return nil
	}
	ox, oy := c.ensureLayer()
	key := placeKey{c.layerRenders(), 0, ox, oy}
	same := c.probeFor == key && c.probeVis == c.visible && len(keep) == len(c.probeKeep)
	for i := 0; same && i < len(keep); i++ {
		same = c.probeKeep[i] == rect{keep[i][0], keep[i][1], keep[i][2], keep[i][3]}
	}
	if !same {
		c.probeFor, c.probeVis = key, c.visible
		c.probeGen++
		c.probeKeep = c.probeKeep[:0]
		for _, b := range keep {
			c.probeKeep = append(c.probeKeep, rect{b[0], b[1], b[2], b[3]})
		}
		lab, choice, shift := c.choose(c.probeKeep, ox, oy, c.probePlaced[:0], c.probeChoice[:0], c.probeShift[:0])
		c.probePlaced, c.probeChoice, c.probeShift = lab.placed, choice, shift
		c.probeBoxes = c.probeBoxes[:0]
		for i, cd := range c.cands {
			if k := choice[i]; k >= 0 {
				s, d := cd.spots[k], shift[i]
				c.probeBoxes = append(c.probeBoxes, rect{s.r.x0 + d[0], s.r.y0 + d[1], s.r.x1 + d[0], s.r.y1 + d[1]})
			}
		}
	}
	c.probeOut = c.onScreen(c.probeOut, c.probeBoxes)
	return c.probeOut
}

// NamesKeepingOut counts the place names the chart would show if the boxes
// keep were kept out (screen boxes, as SetKeepOut's): the map tries a
// target pill's spots until one costs no name. Not cached; 0 while a zoom
// is previewed.
func (c *Chart) NamesKeepingOut(keep [][4]float64) int {
	if c.previewing() || c.layer == nil {
		return 0
	}
	ox, oy := c.ensureLayer()
	rs := c.countKeep[:0]
	for _, b := range keep {
		rs = append(rs, rect{b[0], b[1], b[2], b[3]})
	}
	c.countKeep = rs
	lab, choice, shift := c.choose(rs, ox, oy, c.countPlaced[:0], c.countChoice[:0], c.countShift[:0])
	c.countPlaced, c.countChoice, c.countShift = lab.placed, choice, shift
	n := 0
	for _, k := range choice {
		if k >= 0 {
			n++
		}
	}
	return n
}

// ProbeGen changes whenever LabelBoxesKeepingOut placed the names anew.
func (c *Chart) ProbeGen() int { return c.probeGen }

// placeKey is what a placement was made for: the layer, the kept-out boxes
// and the view's offset in the layer.
type placeKey struct {
	layer, keep int
	ox, oy      float64
}

func (c *Chart) layerRenders() int { return c.LayerRenders }

// drawLabelLayer draws the names' layer as the chart's layer was drawn
// (its top-left corner at -ox, -oy): only the squares that hold a name
// and lie in the view, in one call. The squares do not overlap, so every
// pixel is blended once, as a copy of the whole layer would blend it.
func (c *Chart) drawLabelLayer(dst *ebiten.Image, ox, oy float64) {
	if c.labelLayer == nil || len(c.tiles) == 0 {
		return
	}
	lw, lh := c.labelLayer.Bounds().Dx(), c.labelLayer.Bounds().Dy()
	w, h := float64(dst.Bounds().Dx()), float64(dst.Bounds().Dy())
	c.tileVerts, c.tileIdx = c.tileVerts[:0], c.tileIdx[:0]
	for _, t := range c.tiles {
		x0, y0 := float64(t[0]), float64(t[1])
		x1, y1 := float64(min(t[0]+labelTile, lw)), float64(min(t[1]+labelTile, lh))
		if x1-ox <= 0 || y1-oy <= 0 || x0-ox >= w || y0-oy >= h || len(c.tileVerts) > 65532 {
			continue
		}
		n := uint16(len(c.tileVerts))
		for _, v := range [4][2]float64{{x0, y0}, {x1, y0}, {x0, y1}, {x1, y1}} {
			c.tileVerts = append(c.tileVerts, ebiten.Vertex{DstX: float32(v[0] - ox), DstY: float32(v[1] - oy),
				SrcX: float32(v[0]), SrcY: float32(v[1]), ColorR: 1, ColorG: 1, ColorB: 1, ColorA: 1})
		}
		c.tileIdx = append(c.tileIdx, n, n+1, n+2, n+1, n+3, n+2)
	}
	if len(c.tileIdx) > 0 {
		dst.DrawTriangles(c.tileVerts, c.tileIdx, c.labelLayer, &ebiten.DrawTrianglesOptions{})
	}
}

// Named reports whether the node id's name is on the chart now (placed at
// the last Draw).
func (c *Chart) Named(id string) bool {
	for i, cd := range c.cands {
		if cd.id == id && i < len(c.choice) && c.choice[i] >= 0 {
			return true
		}
	}
	return false
}
