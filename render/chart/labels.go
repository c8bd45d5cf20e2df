package chart

import (
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

// placeLabels chooses a spot for each name, clear of the chart's marks, of
// the names placed before it and of the kept-out boxes (moved into the
// layer's coordinates by the view's offset ox, oy in it), and redraws the
// names' layer if any name moved. It returns whether it did.
func (c *Chart) placeLabels(ox, oy float64) bool {
	if c.placedFor == (placeKey{c.layerRenders(), c.keepGen, ox, oy}) && c.labelLayer != nil {
		return false
	}
	c.placedFor = placeKey{c.layerRenders(), c.keepGen, ox, oy}
	lab := labeller{placed: append(c.placeBuf[:0], c.reserved...)}
	for _, k := range c.keepOut {
		lab.reserve(rect{k.x0 + ox, k.y0 + oy, k.x1 + ox, k.y1 + oy})
	}
	c.choiceBuf = c.choiceBuf[:0]
	for _, cd := range c.cands {
		pick := -1
		for i, s := range cd.spots {
			if lab.free(s.r) {
				lab.placed = append(lab.placed, s.r)
				pick = i
				break
			}
		}
		c.choiceBuf = append(c.choiceBuf, pick)
	}
	c.placeBuf = lab.placed
	lw, lh := c.layer.Bounds().Dx(), c.layer.Bounds().Dy()
	if c.labelLayer != nil && c.labelLayer.Bounds().Dx() == lw && c.labelLayer.Bounds().Dy() == lh &&
		c.labelsOf == c.layerRenders() && slices.Equal(c.choiceBuf, c.choice) {
		return false
	}
	c.choice = append(c.choice[:0], c.choiceBuf...)
	c.labelsOf = c.layerRenders()
	if c.labelLayer == nil || c.labelLayer.Bounds().Dx() != lw || c.labelLayer.Bounds().Dy() != lh {
		if c.labelLayer != nil {
			c.labelLayer.Deallocate()
		}
		c.labelLayer = glyph.NewLayer(lw, lh)
	}
	c.labelLayer.Clear()
	halo := math.Max(1, c.pt(1.2))
	c.labels = c.labels[:0]
	for i, cd := range c.cands {
		if k := c.choice[i]; k >= 0 {
			s := cd.spots[k]
			c.labels = append(c.labels, s.r)
			drawText(c.labelLayer, cd.name, cd.face, s.x, s.y, s.h, s.v, cd.clr, halo)
		}
	}
	c.LabelRenders++
	return true
}

// placeKey is what a placement was made for: the layer, the kept-out boxes
// and the view's offset in the layer.
type placeKey struct {
	layer, keep int
	ox, oy      float64
}

func (c *Chart) layerRenders() int { return c.LayerRenders }

// drawLabelLayer draws the names' layer with the options the chart's layer
// was drawn with.
func (c *Chart) drawLabelLayer(dst *ebiten.Image, op *ebiten.DrawImageOptions) {
	if c.labelLayer != nil {
		dst.DrawImage(c.labelLayer, op)
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
