package chart

import "math"

// The chart uses the Mercator projection, as real sea charts do: it is
// conformal, so the game's circles stay circles and coastlines keep their
// shapes at every latitude, and a rhumb line (a constant course) is straight.
// Its stretch grows towards the pole (×2 at 60°N, ×2.9 at 70°N), which a
// theatre that stops at the Barents Sea can afford; the North Atlantic
// between 40° and 60°N, where most of the game is played, is drawn at a
// readable, nearly uniform scale.
//
// World coordinates are Mercator units scaled to degrees: X is the
// longitude, Y grows northwards and equals the latitude near the equator.

// A chart is centred on a meridian and longitudes are unwrapped to within
// 180° of it, so that a theatre across the date line (the Pacific, drawn
// from 100°E to 240°E = 120°W) is one piece: Pearl Harbor's −158° is drawn
// at 202°, east of Midway's 182.6°, and never at the far west of the chart.

// Unwrap returns lon moved by whole turns into [meridian−180, meridian+180).
func Unwrap(lon, meridian float64) float64 {
	for lon < meridian-180 {
		lon += 360
	}
	for lon >= meridian+180 {
		lon -= 360
	}
	return lon
}

// maxLat bounds latitudes so that Mercator stays finite.
const maxLat = 85.0

// Project returns the world coordinates of a longitude and latitude.
func Project(lon, lat float64) (x, y float64) { return lon, mercY(lat) }

// Unproject returns the longitude and latitude of world coordinates.
func Unproject(x, y float64) (lon, lat float64) { return x, mercLat(y) }

func mercY(lat float64) float64 {
	lat = math.Max(-maxLat, math.Min(maxLat, lat))
	return math.Log(math.Tan(math.Pi/4+lat*math.Pi/360)) * 180 / math.Pi
}

func mercLat(y float64) float64 {
	return (2*math.Atan(math.Exp(y*math.Pi/180)) - math.Pi/2) * 180 / math.Pi
}

// stretch is the Mercator scale factor at a latitude: a distance of d
// degrees of latitude there spans d·stretch world units.
func stretch(lat float64) float64 {
	return 1 / math.Cos(math.Max(-maxLat, math.Min(maxLat, lat))*math.Pi/180)
}

// GeoRect is a longitude/latitude box.
type GeoRect struct{ LonMin, LatMin, LonMax, LatMax float64 }

// Expand returns r grown by d degrees on each side.
func (r GeoRect) Expand(d float64) GeoRect {
	return GeoRect{r.LonMin - d, r.LatMin - d, r.LonMax + d, r.LatMax + d}
}

// Intersect returns the overlap of r and o.
func (r GeoRect) Intersect(o GeoRect) GeoRect {
	return GeoRect{math.Max(r.LonMin, o.LonMin), math.Max(r.LatMin, o.LatMin), math.Min(r.LonMax, o.LonMax), math.Min(r.LatMax, o.LatMax)}
}

// world returns the box in world coordinates: x0, y0 (south-west), x1, y1.
func (r GeoRect) world() (x0, y0, x1, y1 float64) {
	x0, y0 = Project(r.LonMin, r.LatMin)
	x1, y1 = Project(r.LonMax, r.LatMax)
	return
}
