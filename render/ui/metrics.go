// Package ui is Periscope's small widget layer: geometry, theme, fonts and
// controls (Button, FocusGroup) that scenes compose. Everything is measured
// in screen (device) pixels; sizes are given in UI points and converted with
// Metrics.
package ui

import (
	"image"
	"math"
)

// Metrics describes the screen a scene lays itself out on.
type Metrics struct {
	// Width and Height are the screen size in device pixels.
	Width, Height float64
	// DeviceScale is device pixels per device-independent pixel (CSS pixel).
	DeviceScale float64
	// UIScale is the player's interface scale preference (1 = 100%).
	UIScale float64
	// Lang is the language the interface speaks ("en", "it"): a change
	// lays every scene out again, as a change of size does.
	Lang string
}

// Unit returns device pixels per UI point. A UI point is one CSS pixel at
// 100% interface scale.
func (m Metrics) Unit() float64 {
	d, u := m.DeviceScale, m.UIScale
	if d <= 0 {
		d = 1
	}
	if u <= 0 {
		u = 1
	}
	return d * u
}

// Pt converts UI points to device pixels.
func (m Metrics) Pt(v float64) float64 { return v * m.Unit() }

// PtR converts UI points to device pixels, rounded to whole pixels (for
// crisp one-pixel lines and edges). It never returns less than 1 for v > 0.
func (m Metrics) PtR(v float64) float64 {
	p := math.Round(v * m.Unit())
	if p < 1 && v > 0 {
		p = 1
	}
	return p
}

// Points returns the screen size in UI points.
func (m Metrics) Points() (w, h float64) { return m.Width / m.Unit(), m.Height / m.Unit() }

// Fit returns a copy whose UIScale is reduced, if needed, so that a layout
// of minW×minH points fits the screen. Scenes use it so that a large
// interface scale on a small window still shows everything.
func (m Metrics) Fit(minW, minH float64) Metrics {
	w, h := m.Points()
	f := math.Min(w/minW, h/minH)
	if f < 1 {
		if m.UIScale <= 0 {
			m.UIScale = 1
		}
		m.UIScale *= f
	}
	return m
}

// Rect is an axis-aligned rectangle in screen pixels.
type Rect struct {
	X, Y, W, H float64
}

// Contains reports whether the point lies inside r (right and bottom edges excluded).
func (r Rect) Contains(x, y float64) bool {
	return x >= r.X && y >= r.Y && x < r.X+r.W && y < r.Y+r.H
}

// Center returns the centre point.
// Overlaps reports whether the two rectangles share any area.
func (r Rect) Overlaps(o Rect) bool {
	return r.X < o.X+o.W && o.X < r.X+r.W && r.Y < o.Y+o.H && o.Y < r.Y+r.H
}

// OverlapsAny reports whether r shares any area with one of rs.
func (r Rect) OverlapsAny(rs []Rect) bool {
	for _, o := range rs {
		if r.Overlaps(o) {
			return true
		}
	}
	return false
}

func (r Rect) Center() (x, y float64) { return r.X + r.W/2, r.Y + r.H/2 }

// Inset shrinks r by d on every side (grows it for negative d).
func (r Rect) Inset(d float64) Rect { return Rect{r.X + d, r.Y + d, r.W - 2*d, r.H - 2*d} }

// Snap rounds the edges to whole pixels.
func (r Rect) Snap() Rect {
	x0, y0 := math.Round(r.X), math.Round(r.Y)
	x1, y1 := math.Round(r.X+r.W), math.Round(r.Y+r.H)
	return Rect{x0, y0, x1 - x0, y1 - y0}
}

// Centered returns a w×h rectangle centred on (cx, cy).
func Centered(cx, cy, w, h float64) Rect { return Rect{cx - w/2, cy - h/2, w, h} }

// Image is the rectangle in whole pixels (rounded outwards), for drawing
// into a sub-image.
func (r Rect) Image() image.Rectangle {
	return image.Rect(int(math.Floor(r.X)), int(math.Floor(r.Y)), int(math.Ceil(r.X+r.W)), int(math.Ceil(r.Y+r.H)))
}
