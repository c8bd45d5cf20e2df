package chart

import "math"

// Camera maps world coordinates to the screen, in device pixels. The screen
// y axis points down; world Y points north.
type Camera struct {
	// CX, CY is the world point at the centre of the view.
	CX, CY float64
	// Scale is device pixels per world unit (per degree of longitude).
	Scale float64
	// W, H is the view size in device pixels.
	W, H float64
	// Bounds is the area the camera may show; see Clamp.
	Bounds GeoRect
	// MaxScale caps zooming in (device pixels per degree).
	MaxScale float64
	// Meridian is the longitude the chart is centred on: ToScreen unwraps
	// longitudes to within 180° of it (see Unwrap). NewCamera sets it to
	// the middle of Bounds.
	Meridian float64
}

// NewCamera returns a camera over bounds for a view of w×h device pixels,
// fitted to the whole of bounds. deviceScale is device pixels per CSS pixel;
// it sets the zoom-in limit so that the closest zoom looks the same on any
// screen.
func NewCamera(bounds GeoRect, w, h, deviceScale float64) *Camera {
	if deviceScale <= 0 {
		deviceScale = 1
	}
	c := &Camera{Bounds: bounds, W: w, H: h, MaxScale: 160 * deviceScale, Meridian: (bounds.LonMin + bounds.LonMax) / 2}
	c.Fit(bounds)
	return c
}

// ToScreen returns the screen position of a longitude and latitude (the
// longitude taken within 180° of the chart's meridian).
func (c *Camera) ToScreen(lon, lat float64) (sx, sy float64) {
	x, y := Project(Unwrap(lon, c.Meridian), lat)
	return c.WorldToScreen(x, y)
}

// ToGeo returns the longitude and latitude under a screen position; the
// longitude is unwrapped (it may pass 180°: 200 is 160°W).
func (c *Camera) ToGeo(sx, sy float64) (lon, lat float64) {
	return Unproject(c.ScreenToWorld(sx, sy))
}

// WorldToScreen maps world coordinates to the screen.
func (c *Camera) WorldToScreen(x, y float64) (sx, sy float64) {
	return (x-c.CX)*c.Scale + c.W/2, (c.CY-y)*c.Scale + c.H/2
}

// ScreenToWorld maps a screen position to world coordinates.
func (c *Camera) ScreenToWorld(sx, sy float64) (x, y float64) {
	return c.CX + (sx-c.W/2)/c.Scale, c.CY - (sy-c.H/2)/c.Scale
}

// SetView changes the view size, keeping the centre, and clamps.
func (c *Camera) SetView(w, h float64) {
	c.W, c.H = w, h
	c.Clamp()
}

// Pan moves the chart by dx, dy device pixels (the chart follows the
// pointer: dragging right moves the view west).
func (c *Camera) Pan(dx, dy float64) {
	c.CX -= dx / c.Scale
	c.CY += dy / c.Scale
	c.Clamp()
}

// ZoomAt multiplies the scale by factor keeping the world point under the
// screen position sx, sy fixed (as far as the clamp allows).
func (c *Camera) ZoomAt(factor, sx, sy float64) {
	wx, wy := c.ScreenToWorld(sx, sy)
	c.Scale *= factor
	c.clampScale()
	c.CX = wx - (sx-c.W/2)/c.Scale
	c.CY = wy + (sy-c.H/2)/c.Scale
	c.Clamp()
}

// Fit centres the view on r and zooms so that all of r is visible.
func (c *Camera) Fit(r GeoRect) {
	x0, y0, x1, y1 := r.world()
	c.CX, c.CY = (x0+x1)/2, (y0+y1)/2
	if x1 > x0 && y1 > y0 && c.W > 0 && c.H > 0 {
		c.Scale = math.Min(c.W/(x1-x0), c.H/(y1-y0))
	}
	c.clampScale()
	c.Clamp()
}

// MinScale is the scale at which the whole of Bounds fits the view: the
// camera never zooms out further.
func (c *Camera) MinScale() float64 {
	x0, y0, x1, y1 := c.Bounds.world()
	if x1 <= x0 || y1 <= y0 || c.W <= 0 || c.H <= 0 {
		return 1
	}
	return math.Min(c.W/(x1-x0), c.H/(y1-y0))
}

func (c *Camera) clampScale() {
	lo := c.MinScale()
	hi := math.Max(c.MaxScale, lo)
	c.Scale = math.Max(lo, math.Min(hi, c.Scale))
}

// Clamp keeps the view inside Bounds; along an axis where the view is wider
// than Bounds it centres Bounds instead.
func (c *Camera) Clamp() {
	c.clampScale()
	x0, y0, x1, y1 := c.Bounds.world()
	hw, hh := c.W/2/c.Scale, c.H/2/c.Scale
	c.CX = clampCentre(c.CX, x0, x1, hw)
	c.CY = clampCentre(c.CY, y0, y1, hh)
}

func clampCentre(v, lo, hi, half float64) float64 {
	if hi-lo <= 2*half {
		return (lo + hi) / 2
	}
	return math.Max(lo+half, math.Min(hi-half, v))
}

// Visible returns the longitude/latitude box the view shows.
func (c *Camera) Visible() GeoRect {
	lon0, lat1 := c.ToGeo(0, 0)
	lon1, lat0 := c.ToGeo(c.W, c.H)
	return GeoRect{lon0, lat0, lon1, lat1}
}

// PixelsPerDegreeLat is the screen length of one degree of latitude at lat.
func (c *Camera) PixelsPerDegreeLat(lat float64) float64 { return c.Scale * stretch(lat) }
