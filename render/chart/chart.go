// Package chart draws the sea chart of a theatre: real coastlines on a dark
// Mercator chart with a graticule, and the game's map on it — operational
// areas as circles with their Area Activity Chart row, special mission
// zones with their links, bases, transit routes and the east/west line.
//
// Render reads state and never changes it. Everything that does not change
// from frame to frame (sea, land, graticule, the map and its labels for the
// current war period) is drawn into an offscreen layer a little larger than
// the view; a frame only copies the layer and draws what changes (the
// highlighted and selected nodes, the edge labels). The layer is redrawn
// when the zoom or the period changes, or when panning leaves its margin.
//
// All sizes are in device pixels; Options.Unit (device pixels per UI point,
// that is the device scale factor times the interface scale) sizes lines
// and type so that they look the same on every screen.
//
// Use from a scene:
//
//	c, err := chart.New(chart.Options{Theatre: th, Unit: m.Unit(), Period: g.Period,
//		Faces: typeface.Source(func(s typeface.Style, px float64) text.Face { return fonts.Face(ui.Style(s), px) })}, w, h)
//	c.Resize(w, h)                      // whenever the screen size changes (device pixels)
//	c.Cam.ZoomAt(1.15, sx, sy)          // wheel/pinch about the pointer; c.Cam.Pan(dx, dy) to drag
//	c.Cam.Fit(chart.GeoRect{...})       // show a region; c.Cam.Fit(c.Cam.Bounds) for all
//	if n := c.HitTest(sx, sy); n != nil { c.Highlight = n.ID }   // n.Kind, n.Area, n.Base
//	c.SetPeriod(p)                      // AAC rows and transit values of war period p
//	c.Draw(screen)                      // opaque: covers the whole screen
//
// Layout().Node(id) gives a node's screen centre and radius (X, Y, R) for
// placing counters on it; ToScreen/ToGeo convert positions.
package chart

import (
	"math"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"

	coast "periscope/assets/map"
	"periscope/game/data"
	"periscope/render/glyph"
	"periscope/render/typeface"
)

// Options configure a Chart.
type Options struct {
	Theatre *data.Theatre
	// Coast is the coastline data; nil uses the embedded coastlines.
	Coast *coast.Data
	// Faces supplies type; nil uses typeface.Default().
	Faces typeface.Source
	// Unit is device pixels per UI point (device scale × interface scale).
	Unit float64
	// Period is the war period whose AAC rows and transit values are shown (1-based).
	Period int
}

// Chart is the sea chart of one theatre.
type Chart struct {
	Cam *Camera
	// Highlight is the id of the node under the pointer ("" for none);
	// Selected the id of the chosen node. Both are drawn every frame.
	Highlight, Selected string
	// labels are the boxes of the place names drawn in the layer, in the
	// layer's coordinates (LabelBoxes).
	labels []rect
	// edgeLabels are the pictures of the edge labels (drawEdgeLabel).
	edgeLabels map[edgeKey]edgeLabel
	warm       edgeWarm          // the labels warmEdgeLabels made ready
	degLabels  map[degKey]string // deg's labels

	theatre *data.Theatre
	coast   *coast.Data
	rings   [][]worldRing // per level
	faces   typeface.Source
	unit    float64
	period  int
	// paleOn: the pale sub icons are active (Vichy co-belligerent [2.13],
	// [36.63H]); drawn as the others then.
	paleOn bool

	layout    *Layout // for Cam, rebuilt when the camera moves
	layoutCam Camera

	layer   *ebiten.Image
	scratch *ebiten.Image // masks for the coast strokes, the layer's size
	texts   []textJob     // texts deferred to the end of drawMap
	marks   []rect        // route badges, kept clear of labels
	// The place names (labels.go): the chart's own marks they keep clear
	// of, the names with their spots, the boxes the scene keeps out, and
	// the names' own layer with the spot each took.
	reserved   []rect
	cands      []labelCand
	keepOut    []rect
	keepGen    int
	placedFor  placeKey
	placeBuf   []rect
	choice     []int
	choiceBuf  []int
	shift      [][2]float64 // how far each name was moved into the view
	shiftBuf   [][2]float64
	visible    rect // SetVisible's box, in screen coordinates
	labelsOf   int
	labelLayer *ebiten.Image
	// The squares of the names' layer that hold a name (their top-left
	// corners in the layer), and drawLabelLayer's buffers.
	tileMark  []bool
	tiles     [][2]int
	tileVerts []ebiten.Vertex
	tileIdx   []uint16
	// redrawMovedLabels' squares to draw again.
	dirtyMark []bool
	// LabelBoxesKeepingOut's placement, for the boxes and view it was
	// made for.
	probeFor    placeKey
	probeVis    rect
	probeKeep   []rect
	probePlaced []rect
	probeChoice []int
	probeShift  [][2]float64
	probeBoxes  []rect
	probeOut    [][4]float64 // LabelBoxesKeepingOut's screen boxes (the caller's until the next call)
	probeGen    int
	// NamesKeepingOut's buffers.
	countKeep   []rect
	countPlaced []rect
	countChoice []int
	countShift  [][2]float64
	// LabelRenders counts how often the names' layer was redrawn;
	// LabelPatches how many of those drew only the moved names' squares.
	LabelRenders, LabelPatches int
	paint                      glyph.Painter // reused so its vertex buffers are allocated once
	layerCam                   Camera        // the camera the layer was drawn with (its own W, H)
	layerGen                   int
	gen                        int // bumped by Invalidate
	// LayerRenders counts how often the layer was redrawn (for tests and the demo).
	LayerRenders int

	// SettleFrames is how many frames the zoom must stay unchanged before
	// the layer is redrawn at the new scale; until then the old layer is
	// drawn scaled (a little soft), so that a wheel or pinch zoom never
	// waits for a redraw. 0 redraws at once.
	SettleFrames int
	frame        int
	lastScale    float64
	scaleFrame   int
	// The game's ticks (Tick), 60 a second however slow the frames: the
	// settle ends after SettleFrames drawn frames or SettleFrames ticks,
	// whichever comes first (issue 16, session 37).
	tick, scaleTick int
	tickScale       float64
}

// worldRing is a coast ring projected once to world coordinates, with its
// bounding box and, per segment, whether it is a cut along the clip box.
type worldRing struct {
	xs, ys                 []float32
	cut                    []bool // cut[i]: segment i → i+1 (wrapping) is not coast
	minX, minY, maxX, maxY float32
}

// New makes a chart of opts.Theatre for a view of w×h device pixels,
// fitted to the theatre.
func New(opts Options, w, h int) (*Chart, error) {
	c := &Chart{theatre: opts.Theatre, coast: opts.Coast, faces: opts.Faces, unit: opts.Unit, period: opts.Period, SettleFrames: 8}
	if c.coast == nil {
		c.coast = sheetFor(c.theatre)
	}
	if c.coast == nil {
		d, err := coast.Embedded()
		if err != nil {
			return nil, err
		}
		c.coast = d
	}
	if c.faces == nil {
		c.faces = typeface.Default()
	}
	if c.unit <= 0 {
		c.unit = 1
	}
	if c.period <= 0 {
		c.period = 1
	}
	for _, lv := range c.coast.Levels {
		c.rings = append(c.rings, projectRings(c.coast, lv))
	}
	bounds := theatreBounds(c.theatre, (c.coast.LonMin+c.coast.LonMax)/2).Intersect(GeoRect{c.coast.LonMin, c.coast.LatMin, c.coast.LonMax, c.coast.LatMax})
	c.Cam = NewCamera(bounds, float64(w), float64(h), c.unit)
	return c, nil
}

func projectRings(d *coast.Data, lv coast.Level) []worldRing {
	out := make([]worldRing, 0, len(lv.Rings))
	for _, r := range lv.Rings {
		wr := worldRing{xs: make([]float32, len(r)), ys: make([]float32, len(r)), cut: make([]bool, len(r)),
			minX: math.MaxFloat32, minY: math.MaxFloat32, maxX: -math.MaxFloat32, maxY: -math.MaxFloat32}
		for i, p := range r {
			x, y := Project(d.Lon(p.X), d.Lat(p.Y))
			wr.xs[i], wr.ys[i] = float32(x), float32(y)
			wr.cut[i] = d.Cut(p, r[(i+1)%len(r)])
			wr.minX, wr.maxX = min(wr.minX, float32(x)), max(wr.maxX, float32(x))
			wr.minY, wr.maxY = min(wr.minY, float32(y)), max(wr.maxY, float32(y))
		}
		out = append(out, wr)
	}
	return out
}

// painter returns the chart's painter, flushed, drawing on dst.
func (c *Chart) painter(dst *ebiten.Image, blend ebiten.Blend) *glyph.Painter {
	c.paint.Flush()
	c.paint.Dst, c.paint.Blend = dst, blend
	return &c.paint
}

// Theatre returns the theatre the chart shows.
func (c *Chart) Theatre() *data.Theatre { return c.theatre }

// Period returns the war period shown.
func (c *Chart) Period() int { return c.period }

// SetPeriod changes the war period whose AAC rows are shown.
func (c *Chart) SetPeriod(p int) {
	if p != c.period {
		c.period = p
		c.Invalidate()
	}
}

// SetPaleActive shows the pale sub icons as active ones [2.13].
func (c *Chart) SetPaleActive(on bool) {
	if on != c.paleOn {
		c.paleOn = on
		c.Invalidate()
	}
}

// SetUnit changes the device pixels per UI point (device scale or interface
// scale changed).
func (c *Chart) SetUnit(u float64) {
	if u > 0 && u != c.unit {
		ratio := u / c.unit
		c.unit = u
		c.Cam.MaxScale *= ratio
		c.Cam.Scale *= ratio
		c.Cam.Clamp()
		c.Invalidate()
	}
}

// Resize sets the view size in device pixels.
func (c *Chart) Resize(w, h int) {
	if float64(w) != c.Cam.W || float64(h) != c.Cam.H {
		c.Cam.SetView(float64(w), float64(h))
	}
}

// Invalidate forces the layer to be redrawn (e.g. after the theatre's map data changed).
func (c *Chart) Invalidate() { c.gen++ }

// Layout returns the nodes as placed for the current camera.
func (c *Chart) Layout() *Layout {
	if c.layout == nil {
		c.layout = NewLayout(c.theatre, c.Cam, c.unit)
		c.layoutCam = *c.Cam
	} else if c.layoutCam != *c.Cam {
		// Placed again in place: a layout is read within a frame, never kept.
		c.layout.place(c.theatre, c.Cam, c.unit)
		c.layoutCam = *c.Cam
	}
	return c.layout
}

// HitTest returns the node under a screen point in device pixels, or nil.
func (c *Chart) HitTest(sx, sy float64) *Node { return c.Layout().HitTest(sx, sy) }

// Draw draws the chart over dst (whose size should match Resize).
func (c *Chart) Draw(dst *ebiten.Image) {
	c.frame++
	if c.previewing() {
		c.drawScaledLayer(dst)
	} else {
		ox, oy := c.ensureLayer()
		c.placeLabels(ox, oy)
		// Both layers are copied pixel for pixel (nearest): at a whole
		// offset, so that a half pixel's tie falls the same way for the
		// chart and for the names drawn over it in squares.
		ox, oy = math.Round(ox), math.Round(oy)
		// The layer is opaque (its sea covers it), so it is copied, not
		// blended: the same pixels without reading dst's (issue 16: where
		// the GPU is the CPU, as SwiftShader in headless Chromium, the
		// largest fill of a panning frame).
		op := &ebiten.DrawImageOptions{Blend: ebiten.BlendCopy}
		op.GeoM.Translate(-ox, -oy)
		dst.DrawImage(c.layer, op)
		c.drawLabelLayer(dst, ox, oy)
	}
	c.drawDynamic(dst)
}

// previewing reports whether the zoom is still changing and the layer at
// the old scale can stand in for a redraw: until the scale has stayed the
// same SettleFrames drawn frames, or SettleFrames ticks of the game when
// the scene calls Tick.
//
// Counted in drawn frames alone, a zoom settled in wall time as slowly as
// the stand-in frames came: in headless Chromium on a loaded machine each
// one (the old layer and the names' layer scaled, FilterLinear, over the
// whole view) cost SwiftShader 150–250 ms, so the settle's eight took
// 1.2–2 s after the glide, and the layer's redraw at the new scale
// (0.5–1 s of the GPU process under load) fell on whatever came next —
// panfps's zoomed drag's first frame, in about half the runs (render/
// DESIGN.md). Ticks run at 60 a second however slow the frames, so the
// settle now ends about SettleFrames/60 s after the zoom stops.
//
// It notes a change of scale itself: the map asks for the names' boxes
// (LabelBoxesKeepingOut) in its Update, after the zoom's first step and
// before Draw; when only Draw noted the change, that call found the settle
// long over and redrew the layer at the glide's first scale (a second full
// redraw a zoom, 0.5–1 s of SwiftShader under load, at the click).
func (c *Chart) previewing() bool {
	if c.Cam.Scale != c.lastScale {
		c.lastScale, c.scaleFrame = c.Cam.Scale, c.frame
		c.tickScale, c.scaleTick = c.Cam.Scale, c.tick
	}
	return c.layer != nil && c.layerGen == c.gen && c.layerCam.Scale != c.Cam.Scale &&
		c.frame-c.scaleFrame < c.SettleFrames && c.tick-c.scaleTick < c.SettleFrames
}

// Tick counts one tick of the game (an Update): a scene that zooms the
// chart calls it every tick, so that a zoom settles within SettleFrames
// ticks even when few frames are drawn. Without it the settle is counted
// in drawn frames alone.
func (c *Chart) Tick() {
	c.tick++
	if c.Cam.Scale != c.tickScale {
		c.tickScale, c.scaleTick = c.Cam.Scale, c.tick
	}
}

// drawScaledLayer draws the old layer scaled to the current camera, over a
// plain sea where it does not reach.
func (c *Chart) drawScaledLayer(dst *ebiten.Image) {
	dst.Fill(SeaNorth)
	lc, cam := &c.layerCam, c.Cam
	k := cam.Scale / lc.Scale
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	op.GeoM.Translate(-lc.W/2, -lc.H/2)
	op.GeoM.Scale(k, k)
	op.GeoM.Translate((lc.CX-cam.CX)*cam.Scale+cam.W/2, (cam.CY-lc.CY)*cam.Scale+cam.H/2)
	dst.DrawImage(c.layer, op)
	if c.labelLayer != nil {
		dst.DrawImage(c.labelLayer, op) // whole: a zoom's few frames
	}
}

// ensureLayer redraws the layer if it cannot serve the current camera, and
// returns where the view's top-left corner lies in the layer.
func (c *Chart) ensureLayer() (ox, oy float64) {
	cam := c.Cam
	if c.layer != nil && c.layerGen == c.gen && c.layerCam.Scale == cam.Scale {
		ox, oy = c.viewOffset()
		if ox >= 0 && oy >= 0 && ox+cam.W <= c.layerCam.W && oy+cam.H <= c.layerCam.H {
			return math.Round(ox), math.Round(oy)
		}
	}
	margin := math.Min(512, math.Round(0.2*math.Max(cam.W, cam.H)))
	lw, lh := int(cam.W+2*margin), int(cam.H+2*margin)
	if c.layer == nil || c.layer.Bounds().Dx() != lw || c.layer.Bounds().Dy() != lh {
		if c.layer != nil {
			c.layer.Deallocate()
		}
		c.layer = glyph.NewLayer(lw, lh)
	}
	c.layerCam = *cam
	c.layerCam.W, c.layerCam.H = float64(lw), float64(lh)
	c.layerGen = c.gen
	c.renderLayer(c.layer, &c.layerCam)
	c.LayerRenders++
	ox, oy = c.viewOffset()
	return math.Round(ox), math.Round(oy)
}

// viewOffset is the position of the view's top-left corner in the layer.
// LabelBoxes are the screen boxes (x0, y0, x1, y1) of the place names the
// chart shows now, so that what is drawn over the chart (the map's target
// pills) can keep clear of them; nil while a zoom is previewed.
func (c *Chart) LabelBoxes() [][4]float64 { return c.onScreen(nil, c.labels) }

// AppendLabelBoxes is LabelBoxes appended to dst (emptied): a scene that
// reads them every frame keeps its own buffer (issue 16); nil while a zoom
// is previewed.
func (c *Chart) AppendLabelBoxes(dst [][4]float64) [][4]float64 { return c.onScreen(dst, c.labels) }

// MarkBoxes are the screen boxes (x0, y0, x1, y1) of the chart's own marks
// (the AAC rows, the SMZs' and bases' marks, the route badges), so that
// what is drawn over the chart (the target pills) can keep off them; nil
// while a zoom is previewed.
func (c *Chart) MarkBoxes() [][4]float64 { return c.onScreen(nil, c.reserved) }

// AppendMarkBoxes is MarkBoxes appended to dst (emptied), as
// AppendLabelBoxes.
func (c *Chart) AppendMarkBoxes(dst [][4]float64) [][4]float64 { return c.onScreen(dst, c.reserved) }

// onScreen turns boxes in the layer into screen boxes (x0, y0, x1, y1),
// appended to dst emptied (a new slice for nil); nil while a zoom is
// previewed (the layer is then drawn scaled), never nil otherwise.
func (c *Chart) onScreen(dst [][4]float64, rs []rect) [][4]float64 {
	if c.layer == nil || c.layerCam.Scale != c.Cam.Scale {
		return nil
	}
	ox, oy := c.viewOffset()
	ox, oy = math.Round(ox), math.Round(oy)
	out := dst[:0]
	if out == nil {
		out = make([][4]float64, 0, len(rs))
	}
	for _, r := range rs {
		out = append(out, [4]float64{r.x0 - ox, r.y0 - oy, r.x1 - ox, r.y1 - oy})
	}
	return out
}

func (c *Chart) viewOffset() (float64, float64) {
	wx, wy := c.Cam.ScreenToWorld(0, 0)
	return c.layerCam.WorldToScreen(wx, wy)
}

// level picks the coarsest level of detail whose simplification stays under
// a device pixel at this scale.
func (c *Chart) level(scale float64) int {
	best := 0
	for i, lv := range c.coast.Levels {
		if lv.Tolerance*scale <= 0.8 && lv.Tolerance >= c.coast.Levels[best].Tolerance {
			best = i
		}
	}
	return best
}

// Settling reports whether the chart shows its old layer scaled while a
// zoom settles: it must be drawn again, frame after frame, until the layer
// is redrawn at the new scale (a scene that redraws only on change keeps
// drawing while this holds; Frames tells the frames apart).
func (c *Chart) Settling() bool { return c.previewing() }

// Frames is how many times the chart has been drawn.
func (c *Chart) Frames() int { return c.frame }

// Covers reports whether one of the embedded coastline sheets (assets/map:
// the North Atlantic's, the Pacific's across the date line) covers every
// area of a theatre. A theatre no sheet covers would be drawn on the wrong
// coasts, so the new-game page does not offer it.
func Covers(t *data.Theatre) bool { return sheetFor(t) != nil }

// sheets are the embedded coastline sheets, decoded once.
var sheets = sync.OnceValue(func() []*coast.Data {
	s, _ := coast.Sheets()
	return s
})

// sheetFor returns the first embedded sheet whose box holds every area of
// t (longitudes unwrapped around the sheet's middle), or nil.
func sheetFor(t *data.Theatre) *coast.Data {
	for _, d := range sheets() {
		meridian := (d.LonMin + d.LonMax) / 2
		ok := true
		for _, a := range t.Map.Areas {
			lon := Unwrap(a.Lon, meridian)
			if lon < d.LonMin || lon > d.LonMax || a.Lat < d.LatMin || a.Lat > d.LatMax {
				ok = false
				break
			}
		}
		if ok {
			return d
		}
	}
	return nil
}
