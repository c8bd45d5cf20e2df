package scenes

import (
	"fmt"
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"periscope/i18n"
	"periscope/render/glyph"
	"periscope/render/ui"
)

// Chart draws the backdrop shared by the menu scenes: a night-time sea chart
// of the North Atlantic on a plotting table, with a Mercator graticule, a
// degree-scale border and a compass rose. It is drawn once per screen size
// into an offscreen image.
type Chart struct {
	fonts   *ui.Fonts
	img     *ebiten.Image
	metrics ui.Metrics
	seaPix  *image.RGBA   // the sea gradient's samples (drawSea)
	rose    *ebiten.Image // the compass rose's sprite, for roseKey
	roseKey roseKey
	sea     Sea // the sea img shows
}

// Sea is the sea a backdrop shows: its name as a chart letters it and the
// centre of the chart. The zero Sea is the North Atlantic (the title's);
// a theatre's data names its own (data.Map.Ocean: "PACIFIC OCEAN").
type Sea struct {
	Name     string
	Lon, Lat float64
}

// roseKey is what the rose's sprite depends on.
type roseKey struct {
	size  int
	r, pt float64
}

// NewChart returns a backdrop that draws its labels with fonts.
func NewChart(fonts *ui.Fonts) *Chart { return &Chart{fonts: fonts} }

// Draw draws the chart of the North Atlantic over the whole of dst, laid
// out for m.
func (c *Chart) Draw(dst *ebiten.Image, m ui.Metrics) { c.DrawSea(dst, m, Sea{}) }

// DrawSea draws the chart of a sea over the whole of dst, laid out for m.
func (c *Chart) DrawSea(dst *ebiten.Image, m ui.Metrics, sea Sea) {
	w, h := dst.Bounds().Dx(), dst.Bounds().Dy()
	if c.img == nil || c.metrics != m || c.sea != sea || c.img.Bounds().Dx() != w || c.img.Bounds().Dy() != h {
		if c.img != nil {
			c.img.Deallocate()
		}
		c.img = glyph.NewLayer(w, h)
		c.metrics, c.sea = m, sea
		c.render(c.img, m)
	}
	dst.DrawImage(c.img, nil)
}

// projection maps longitude and latitude (degrees) to screen pixels with a
// Mercator projection centred on the mid-Atlantic (or on a Sea's centre).
type projection struct {
	k, cx, cy, lon0, y0 float64
}

func mercY(lat float64) float64 { return math.Log(math.Tan(math.Pi/4 + lat*math.Pi/360)) }

func newProjection(w, h float64, sea Sea) projection {
	lon0, lat0 := -32.0, 44.0
	if sea != (Sea{}) {
		lon0, lat0 = sea.Lon, sea.Lat
	}
	k := math.Max(w/(64*math.Pi/180), h/(mercY(62)-mercY(22)))
	return projection{k: k, cx: w / 2, cy: h / 2, lon0: lon0, y0: mercY(lat0)}
}

func (p projection) x(lon float64) float64 { return p.cx + (lon-p.lon0)*math.Pi/180*p.k }
func (p projection) y(lat float64) float64 { return p.cy - (mercY(lat)-p.y0)*p.k }
func (p projection) lon(x float64) float64 { return p.lon0 + (x-p.cx)/p.k*180/math.Pi }
func (p projection) lat(y float64) float64 {
	return (2*math.Atan(math.Exp(p.y0+(p.cy-y)/p.k)) - math.Pi/2) * 180 / math.Pi
}

func (c *Chart) render(dst *ebiten.Image, m ui.Metrics) {
	w, h := float64(dst.Bounds().Dx()), float64(dst.Bounds().Dy())
	c.drawSea(dst, w, h)
	p := newProjection(w, h, c.sea)
	border := m.PtR(18) // outer neatline inset
	scaleW := m.PtR(7)  // width of the degree scale between the neatlines
	inner := ui.Rect{X: border + scaleW, Y: border + scaleW, W: w - 2*(border+scaleW), H: h - 2*(border+scaleW)}

	// Graticule: every 5°, stronger every 10°.
	line := m.PtR(1)
	lonMin, lonMax := math.Floor(p.lon(inner.X)/5)*5, math.Ceil(p.lon(inner.X+inner.W)/5)*5
	latMin, latMax := math.Floor(p.lat(inner.Y+inner.H)/5)*5, math.Ceil(p.lat(inner.Y)/5)*5
	for lon := lonMin; lon <= lonMax; lon += 5 {
		x := snap(p.x(lon), line)
		if x <= inner.X || x >= inner.X+inner.W {
			continue
		}
		a := 0.07
		if int(lon)%10 == 0 {
			a = 0.16
		}
		vector.StrokeLine(dst, float32(x), float32(inner.Y), float32(x), float32(inner.Y+inner.H), float32(line), ui.Fade(ui.ChartInk, a), false)
	}
	for lat := latMin; lat <= latMax; lat += 5 {
		y := snap(p.y(lat), line)
		if y <= inner.Y || y >= inner.Y+inner.H {
			continue
		}
		a := 0.07
		if int(lat)%10 == 0 {
			a = 0.16
		}
		vector.StrokeLine(dst, float32(inner.X), float32(y), float32(inner.X+inner.W), float32(y), float32(line), ui.Fade(ui.ChartInk, a), false)
	}

	c.drawRose(dst, m, w, h)
	c.drawBorder(dst, m, p, w, h, border, scaleW)

	// Graticule labels just inside the border, every 10°.
	face := c.fonts.Face(ui.Mono, m.Pt(11))
	ink := ui.Fade(ui.ChartInk, 0.45)
	pad := m.Pt(6)
	for lon := math.Ceil(lonMin/10) * 10; lon <= lonMax; lon += 10 {
		x := p.x(lon)
		if x < inner.X+m.Pt(40) || x > inner.X+inner.W-m.Pt(40) {
			continue
		}
		ui.DrawText(dst, degLabel(lon, i18n.T("chart.east"), i18n.T("chart.west")), face, x+pad, inner.Y+pad+m.Pt(5), ui.Left, ink)
	}
	for lat := math.Ceil(latMin/10) * 10; lat <= latMax; lat += 10 {
		y := p.y(lat)
		if y < inner.Y+m.Pt(30) || y > inner.Y+inner.H-m.Pt(20) {
			continue
		}
		ui.DrawText(dst, degLabel(lat, "N", "S"), face, inner.X+pad, y-m.Pt(8), ui.Left, ink)
	}

	// The sea's name, spaced out, as a chart would letter it.
	// (Only in landscape: in portrait the menu and the rose fill the width.)
	if w > h {
		sea := c.fonts.Face(ui.Regular, m.Pt(15))
		name := i18n.T("chart.ocean")
		if c.sea.Name != "" {
			name = c.sea.Name
		}
		ui.DrawTextTracked(dst, name, sea, w*0.27, h*0.80, ui.Center, ui.Fade(ui.ChartInk, 0.22), m.Pt(6))
	}
}

func degLabel(v float64, pos, neg string) string {
	// Longitudes past the date line wrap (190°E is 170°W).
	for v > 180 {
		v -= 360
	}
	for v < -180 {
		v += 360
	}
	if v == 180 || v == -180 {
		return "180°"
	}
	if v < 0 {
		return fmt.Sprintf("%d°%s", int(-v), neg)
	}
	if v == 0 {
		return "0°"
	}
	return fmt.Sprintf("%d°%s", int(v), pos)
}

// snap puts a line of width lw on whole pixels so it stays crisp.
func snap(v, lw float64) float64 {
	if int(lw)%2 == 1 {
		return math.Floor(v) + 0.5
	}
	return math.Round(v)
}

// drawSea fills the screen with a radial gradient: lighter water under the
// table lamp in the middle, deep navy at the edges. The gradient's samples
// (seaGradient) colour the vertices of a mesh over the screen, one at each
// sample's centre and the edge samples again, half opaque, at the screen's
// edges, and
// the GPU blends the colours across each triangle: the image of the
// samples stretched with linear filtering made Ebitengine compile its
// linear-filter shader before the first frame (issue 16: one of the three
// shader compiles the title waited for), where the mesh draws with the
// shader every fill uses.
func (c *Chart) drawSea(dst *ebiten.Image, w, h float64) {
	if c.seaPix == nil {
		c.seaPix = seaGradient()
	}
	const n = seaGradientSize
	pix, stride := c.seaPix.Pix, c.seaPix.Stride
	// at is the screen position of the mesh's line i along a side of size.
	at := func(i int, size float64) float32 {
		switch i {
		case 0:
			return 0
		case n + 1:
			return float32(size)
		}
		return float32((float64(i) - 0.5) / n * size)
	}
	// edge is a line's opacity: half on the screen's edges, as the
	// filtered image's was (its edge pixels blended half with the nothing
	// beyond it), so the sea looks as it did.
	edge := func(i int) float32 {
		if i == 0 || i == n+1 {
			return 0.5
		}
		return 1
	}
	vs := make([]ebiten.Vertex, 0, (n+2)*(n+2))
	for j := 0; j <= n+1; j++ {
		row := pix[min(max(j-1, 0), n-1)*stride:]
		for i := 0; i <= n+1; i++ {
			p := row[4*min(max(i-1, 0), n-1):]
			vs = append(vs, ebiten.Vertex{DstX: at(i, w), DstY: at(j, h), SrcX: 1, SrcY: 1,
				ColorR: float32(p[0]) / 255, ColorG: float32(p[1]) / 255, ColorB: float32(p[2]) / 255, ColorA: edge(i) * edge(j)})
		}
	}
	is := make([]uint16, 0, (n+1)*(n+1)*6)
	for j := 0; j <= n; j++ {
		for i := 0; i <= n; i++ {
			k := uint16(j*(n+2) + i)
			is = append(is, k, k+1, k+n+2, k+1, k+n+3, k+n+2)
		}
	}
	dst.DrawTriangles(vs, is, glyph.WhitePixel(), nil)
}

// seaGradientSize is the side of the title chart's sea gradient: its
// samples are blended across the screen (drawSea), which follows a
// gradient this smooth to well under a level of colour; 64 makes a
// sixteenth of the samples 256 did before the first frame (issue 16).
const seaGradientSize = 64

// seaGradient is the title chart's sea, shallow in the middle and deep at
// the corners (drawn stretched). It is made before the first frame, so the
// pixels are written straight into the image: through image.RGBA.Set and a
// colour interface per pixel it was a tenth of the Go work before the
// first frame (issue 16).
func seaGradient() *image.RGBA {
	const n = seaGradientSize
	rgba := image.NewRGBA(image.Rect(0, 0, n, n))
	a, b := ui.SeaShallow, ui.SeaDeep
	for y := 0; y < n; y++ {
		dy := (float64(y)+0.5)/n*2 - 1
		row := rgba.Pix[y*rgba.Stride : y*rgba.Stride+4*n]
		for x := 0; x < n; x++ {
			dx := (float64(x)+0.5)/n*2 - 1
			d := math.Min(1, math.Sqrt(dx*dx+dy*dy)/1.2)
			t := d * d * (3 - 2*d) // smoothstep
			// lerp's rounding (math.Round of a non-negative value),
			// written out: the wasm build does not inline here.
			row[4*x] = uint8(float64(a.R) + (float64(b.R)-float64(a.R))*t + 0.5)
			row[4*x+1] = uint8(float64(a.G) + (float64(b.G)-float64(a.G))*t + 0.5)
			row[4*x+2] = uint8(float64(a.B) + (float64(b.B)-float64(a.B))*t + 0.5)
			row[4*x+3] = 0xff
		}
	}
	return rgba
}

func lerp(a, b color.RGBA, t float64) color.RGBA {
	f := func(x, y uint8) uint8 { return uint8(math.Round(float64(x) + (float64(y)-float64(x))*t)) }
	return color.RGBA{f(a.R, b.R), f(a.G, b.G), f(a.B, b.B), 0xff}
}

// drawBorder draws the chart's double neatline with a degree scale between
// the lines: alternate degrees of latitude and longitude filled.
func (c *Chart) drawBorder(dst *ebiten.Image, m ui.Metrics, p projection, w, h, border, scaleW float64) {
	line := m.PtR(1)
	ink := ui.Fade(ui.ChartInk, 0.32)
	fill := ui.Fade(ui.ChartInk, 0.13)
	outer := ui.Rect{X: border, Y: border, W: w - 2*border, H: h - 2*border}
	in := outer.Inset(scaleW)

	// Alternate degrees along the top and bottom (longitude) ...
	for lon := math.Floor(p.lon(outer.X)); lon < p.lon(outer.X+outer.W); lon++ {
		if int(math.Abs(lon))%2 == 1 {
			continue
		}
		x0, x1 := math.Max(in.X, p.x(lon)), math.Min(in.X+in.W, p.x(lon+1))
		if x1 <= x0 {
			continue
		}
		vector.FillRect(dst, float32(x0), float32(outer.Y), float32(x1-x0), float32(scaleW), fill, false)
		vector.FillRect(dst, float32(x0), float32(in.Y+in.H), float32(x1-x0), float32(scaleW), fill, false)
	}
	// ... and the sides (latitude, stretched by the projection).
	for lat := math.Floor(p.lat(outer.Y + outer.H)); lat < p.lat(outer.Y); lat++ {
		if int(math.Abs(lat))%2 == 1 {
			continue
		}
		y0, y1 := math.Max(in.Y, p.y(lat+1)), math.Min(in.Y+in.H, p.y(lat))
		if y1 <= y0 {
			continue
		}
		vector.FillRect(dst, float32(outer.X), float32(y0), float32(scaleW), float32(y1-y0), fill, false)
		vector.FillRect(dst, float32(in.X+in.W), float32(y0), float32(scaleW), float32(y1-y0), fill, false)
	}
	for _, r := range []ui.Rect{outer, in} {
		x, y := snap(r.X, line), snap(r.Y, line)
		x1, y1 := snap(r.X+r.W, line), snap(r.Y+r.H, line)
		vector.StrokeRect(dst, float32(x), float32(y), float32(x1-x), float32(y1-y), float32(line), ink, false)
	}
}

// drawRose draws a compass rose in the lower right of the chart, with faint
// rhumb lines radiating from it across the sea. The rose itself is a sprite
// drawn once per size (rose.go).
func (c *Chart) drawRose(dst *ebiten.Image, m ui.Metrics, w, h float64) {
	r := math.Max(math.Min(w, h)*0.19, m.Pt(70))
	cx, cy := w-r-m.Pt(70), h-r-m.Pt(70)
	if w < h {
		// Portrait: low in the middle, in the bottom 30% of the screen,
		// below the menu; left out where there is no room for it.
		r = math.Min(w*0.19, (h*0.30-m.Pt(100))/2)
		if r < m.Pt(40) {
			return
		}
		cx = w / 2
		cy = h - r - m.Pt(80)
	}
	cx, cy = math.Round(cx), math.Round(cy)

	// Rhumb lines, each a thin feathered line through a glyph.Painter: not
	// the vector package, whose first path compiles its stencil shaders
	// during the first frame (issue 16: the time to the first frame).
	rhumb := glyph.Painter{Dst: dst, ColorScaleMode: ebiten.ColorScaleModePremultipliedAlpha}
	far := math.Hypot(w, h)
	for i := 0; i < 16; i++ {
		s, co := math.Sincos(float64(i) * math.Pi / 8)
		rhumb.Line([]float32{float32(cx + s*r), float32(cy - co*r), float32(cx + s*far), float32(cy - co*far)},
			float32(m.PtR(1)), ui.Fade(ui.ChartInk, 0.05), false)
	}
	rhumb.Flush()

	size := int(math.Ceil(2*r + m.Pt(8)))
	key := roseKey{size: size, r: r, pt: m.Pt(1)}
	if c.rose == nil || c.roseKey != key {
		if c.rose != nil {
			c.rose.Deallocate()
		}
		c.rose = ebiten.NewImage(size, size)
		drawRoseSprite(c.rose, m, size, r)
		c.roseKey = key
	}
	half := float64(size) / 2
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(cx-half, cy-half)
	dst.DrawImage(c.rose, op)

	face := c.fonts.Face(ui.Bold, math.Max(m.Pt(13), r*0.14))
	ui.DrawText(dst, "N", face, cx, cy-r*1.0-face.Metrics().CapHeight*0.9, ui.Center, ui.Fade(ui.Brass, 0.75))
}
