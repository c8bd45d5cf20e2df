package naval

import (
	"image"
	"image/color"
	"math"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	coast "periscope/assets/map"
	"periscope/render/ui"
)

// The real coastlines under a geographic naval map (Natural Earth's land,
// the sheets the sea charts draw: assets/map).

var (
	sheetsOnce sync.Once
	sheets     []*coast.Data
)

var (
	landFill  = color.RGBA{0x2a, 0x2d, 0x2a, 0xff}
	coastLine = color.RGBA{0x4a, 0x52, 0x4c, 0xff}
)

// paintLand fills the land of the sheet that covers the layout's view, a
// graticule every 5° under it, clipped to r.
func paintLand(dst *ebiten.Image, r image.Rectangle, l *layout) {
	sheetsOnce.Do(func() { sheets, _ = coast.Sheets() })
	// The view in degrees.
	lon0, lon1 := (float64(r.Min.X)-l.ox)/l.kx, (float64(r.Max.X)-l.ox)/l.kx
	y0, y1 := (float64(r.Min.Y)-l.oy)/l.ky, (float64(r.Max.Y)-l.oy)/l.ky
	sub := dst.SubImage(r).(*ebiten.Image)
	for lon := math.Ceil(lon0/5) * 5; lon <= lon1; lon += 5 {
		x := float32(l.ox + lon*l.kx)
		vector.StrokeLine(sub, x, float32(r.Min.Y), x, float32(r.Max.Y), 1, ui.Fade(ui.ChartInk, 0.10), false)
	}
	for lat := -80.0; lat <= 85; lat += 5 {
		if y := mercY(lat); y >= y0 && y <= y1 {
			yy := float32(l.oy + y*l.ky)
			vector.StrokeLine(sub, float32(r.Min.X), yy, float32(r.Max.X), yy, 1, ui.Fade(ui.ChartInk, 0.10), false)
		}
	}
	var d *coast.Data
	mid := (lon0 + lon1) / 2
	for _, s := range sheets {
		if mid >= s.LonMin && mid <= s.LonMax {
			d = s
			break
		}
	}
	if d == nil || len(d.Levels) == 0 {
		return
	}
	// The level of detail whose tolerance is about a pixel.
	lv := d.Levels[len(d.Levels)-1]
	for i := len(d.Levels) - 1; i >= 0; i-- {
		if d.Levels[i].Tolerance*l.kx <= 1.5 {
			lv = d.Levels[i]
			break
		}
	}
	var fill vector.Path
	var lines vector.Path
	for _, ring := range lv.Rings {
		if len(ring) < 3 {
			continue
		}
		minX, maxX, minY, maxY := math.Inf(1), math.Inf(-1), math.Inf(1), math.Inf(-1)
		for _, p := range ring {
			x, y := d.Lon(p.X), mercY(d.Lat(p.Y))
			minX, maxX, minY, maxY = math.Min(minX, x), math.Max(maxX, x), math.Min(minY, y), math.Max(maxY, y)
		}
		if maxX < lon0 || minX > lon1 || maxY < y0 || minY > y1 {
			continue
		}
		for i, p := range ring {
			x, y := float32(l.ox+d.Lon(p.X)*l.kx), float32(l.oy+mercY(d.Lat(p.Y))*l.ky)
			if i == 0 {
				fill.MoveTo(x, y)
			} else {
				fill.LineTo(x, y)
			}
			// The coast, not the cell edges the land is cut along.
			q := ring[(i+1)%len(ring)]
			if !d.Cut(p, q) {
				lines.MoveTo(x, y)
				lines.LineTo(float32(l.ox+d.Lon(q.X)*l.kx), float32(l.oy+mercY(d.Lat(q.Y))*l.ky))
			}
		}
		fill.Close()
	}
	op := &vector.DrawPathOptions{}
	op.ColorScale.ScaleWithColor(landFill)
	vector.FillPath(sub, &fill, &vector.FillOptions{FillRule: vector.FillRuleNonZero}, op)
	sop := &vector.DrawPathOptions{AntiAlias: true}
	sop.ColorScale.ScaleWithColor(coastLine)
	vector.StrokePath(sub, &lines, &vector.StrokeOptions{Width: float32(math.Max(1, l.scale))}, sop)
}
