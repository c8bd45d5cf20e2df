package glyph

import "math"

// Silhouette names a ship outline. Side views face right (bow at x = 1);
// the aircraft is seen from above, nose up.
type Silhouette int

const (
	Merchant Silhouette = iota
	Tanker
	Liner // troop ship, liner, armed merchant cruiser
	Destroyer
	Corvette // corvette, sloop, frigate, trawler escort
	Cruiser
	Battleship
	Carrier
	Aircraft
	Submarine
	Trawler
	Sailing
	Lighthouse // the AAC's coast mark
)

// Aspect is the width/height ratio a silhouette is drawn at.
func (s Silhouette) Aspect() float32 {
	switch s {
	case Aircraft:
		return 1.25
	case Corvette, Trawler, Sailing:
		return 2.6
	case Submarine:
		return 3.0
	case Tower:
		return 1.4
	case Star, Burst, Mine, Flag, Lighthouse:
		return 1
	}
	return 3.2
}

// ForType returns the silhouette for an Allied counter type (game/data
// AlliedType.Type).
func ForType(typ string) Silhouette {
	switch typ {
	case "AO":
		return Tanker
	case "AP", "AT", "AM", "LINER":
		return Liner
	case "DD", "DE", "TB", "ML":
		return Destroyer
	case "CT", "SL", "PF", "PG", "CG":
		return Corvette
	case "CA", "CL":
		return Cruiser
	case "BB", "BC":
		return Battleship
	case "CV", "CVE", "ACV", "AVG":
		return Carrier
	case "AC":
		return Aircraft
	case "SS":
		return Submarine
	case "FV":
		return Trawler
	case "SV":
		return Sailing
	}
	return Merchant
}

// Shape returns the polygons of a silhouette.
func (s Silhouette) Shape() Shape { return shapes[s] }

func mast(x, top, bottom float32) []P { return rect(x-0.006, top, x+0.006, bottom) }

var shapes = map[Silhouette]Shape{
	Merchant: {
		{{0.02, 0.58}, {0.16, 0.60}, {0.80, 0.58}, {0.98, 0.47}, {0.92, 1}, {0.07, 1}, {0.02, 0.80}},
		rect(0.03, 0.47, 0.17, 0.60),                             // poop
		rect(0.80, 0.44, 0.93, 0.58),                             // forecastle
		rect(0.45, 0.33, 0.64, 0.60),                             // bridge house
		rect(0.49, 0.24, 0.62, 0.34),                             // wheelhouse
		{{0.35, 0.60}, {0.36, 0.20}, {0.43, 0.20}, {0.43, 0.60}}, // funnel
		mast(0.26, 0.08, 0.60), mast(0.72, 0.06, 0.58),
		{{0.26, 0.12}, {0.33, 0.52}, {0.31, 0.53}, {0.255, 0.16}}, // derrick
		{{0.72, 0.10}, {0.66, 0.52}, {0.68, 0.53}, {0.725, 0.14}},
	},
	Tanker: {
		{{0.02, 0.64}, {0.86, 0.62}, {0.98, 0.54}, {0.94, 1}, {0.06, 1}, {0.02, 0.82}},
		rect(0.86, 0.52, 0.96, 0.62),
		rect(0.52, 0.42, 0.63, 0.64), rect(0.54, 0.33, 0.62, 0.42), // midship bridge
		rect(0.03, 0.44, 0.22, 0.65), // engine house aft
		{{0.08, 0.45}, {0.09, 0.22}, {0.17, 0.22}, {0.17, 0.45}},
		rect(0.22, 0.565, 0.86, 0.585), // catwalk
		mast(0.78, 0.16, 0.62), mast(0.30, 0.24, 0.62),
	},
	Liner: {
		{{0.02, 0.48}, {0.90, 0.44}, {0.99, 0.38}, {0.93, 1}, {0.07, 1}, {0.02, 0.78}},
		rect(0.14, 0.34, 0.82, 0.48),
		rect(0.22, 0.25, 0.74, 0.35),
		rect(0.62, 0.17, 0.72, 0.26),
		{{0.33, 0.26}, {0.37, 0.03}, {0.45, 0.03}, {0.43, 0.26}},
		{{0.49, 0.26}, {0.53, 0.03}, {0.61, 0.03}, {0.59, 0.26}},
		mast(0.80, 0.04, 0.40), mast(0.12, 0.08, 0.46),
	},
	Destroyer: {
		{{0.0, 0.70}, {0.60, 0.66}, {0.64, 0.58}, {0.99, 0.52}, {0.94, 1}, {0.05, 1}},
		rect(0.64, 0.38, 0.74, 0.60), rect(0.66, 0.30, 0.73, 0.39), // bridge
		mast(0.62, 0.04, 0.40),
		{{0.44, 0.68}, {0.46, 0.36}, {0.53, 0.36}, {0.53, 0.68}},
		{{0.30, 0.69}, {0.32, 0.40}, {0.39, 0.40}, {0.39, 0.69}},
		rect(0.79, 0.47, 0.86, 0.56), {{0.85, 0.49}, {0.93, 0.485}, {0.93, 0.505}, {0.85, 0.51}}, // A gun
		rect(0.09, 0.60, 0.16, 0.70), {{0.09, 0.62}, {0.02, 0.615}, {0.02, 0.635}, {0.09, 0.64}}, // Y gun
		rect(0.20, 0.63, 0.26, 0.69), // torpedo tubes
	},
	Corvette: {
		{{0.02, 0.62}, {0.52, 0.60}, {0.56, 0.46}, {0.99, 0.38}, {0.90, 1}, {0.08, 1}},
		rect(0.56, 0.26, 0.70, 0.48), rect(0.58, 0.18, 0.69, 0.27),
		mast(0.73, 0.0, 0.46),
		{{0.38, 0.62}, {0.40, 0.28}, {0.49, 0.28}, {0.49, 0.62}},
		rect(0.80, 0.30, 0.87, 0.41), {{0.86, 0.32}, {0.94, 0.31}, {0.94, 0.33}, {0.86, 0.345}},
		rect(0.08, 0.52, 0.16, 0.62), // depth-charge rails
	},
	Cruiser: {
		{{0.0, 0.66}, {0.70, 0.60}, {0.99, 0.52}, {0.95, 1}, {0.04, 1}},
		rect(0.32, 0.44, 0.70, 0.63),
		{{0.60, 0.45}, {0.62, 0.16}, {0.70, 0.16}, {0.71, 0.45}},
		mast(0.57, 0.02, 0.45), mast(0.30, 0.10, 0.46),
		{{0.44, 0.46}, {0.46, 0.22}, {0.53, 0.22}, {0.53, 0.46}},
		{{0.35, 0.46}, {0.37, 0.24}, {0.43, 0.24}, {0.43, 0.46}},
		rect(0.72, 0.49, 0.79, 0.59), rect(0.81, 0.50, 0.88, 0.58), // fore turrets
		{{0.78, 0.51}, {0.84, 0.50}, {0.84, 0.52}, {0.78, 0.53}}, {{0.87, 0.52}, {0.95, 0.51}, {0.95, 0.53}, {0.87, 0.54}},
		rect(0.21, 0.52, 0.28, 0.62), rect(0.11, 0.54, 0.18, 0.63),
		{{0.11, 0.56}, {0.04, 0.555}, {0.04, 0.575}, {0.11, 0.58}},
	},
	Battleship: {
		{{0.0, 0.62}, {0.70, 0.56}, {0.99, 0.50}, {0.95, 1}, {0.04, 1}},
		rect(0.30, 0.40, 0.68, 0.60),
		{{0.55, 0.41}, {0.57, 0.04}, {0.64, 0.04}, {0.67, 0.41}}, // tower
		rect(0.53, 0.18, 0.68, 0.22),
		{{0.41, 0.42}, {0.43, 0.16}, {0.52, 0.16}, {0.52, 0.42}}, // funnel
		mast(0.34, 0.10, 0.42),
		rect(0.70, 0.43, 0.80, 0.57), rect(0.82, 0.45, 0.90, 0.55),
		{{0.79, 0.45}, {0.88, 0.44}, {0.88, 0.465}, {0.79, 0.475}}, {{0.89, 0.47}, {0.97, 0.46}, {0.97, 0.485}, {0.89, 0.495}},
		rect(0.19, 0.45, 0.29, 0.59), rect(0.09, 0.49, 0.17, 0.60),
		{{0.10, 0.51}, {0.02, 0.50}, {0.02, 0.525}, {0.10, 0.535}},
	},
	Carrier: {
		{{0.02, 0.56}, {0.98, 0.56}, {0.93, 1}, {0.07, 1}, {0.02, 0.80}},
		rect(0.0, 0.47, 1.0, 0.56), // flight deck
		rect(0.60, 0.22, 0.71, 0.47),
		rect(0.62, 0.12, 0.70, 0.22),
		mast(0.66, 0.0, 0.14),
	},
	Aircraft: {
		{{0.47, 0.04}, {0.53, 0.04}, {0.55, 0.12}, {0.545, 0.90}, {0.455, 0.90}, {0.45, 0.12}}, // fuselage
		{{0.02, 0.34}, {0.98, 0.34}, {0.98, 0.43}, {0.56, 0.47}, {0.44, 0.47}, {0.02, 0.43}},   // wings
		{{0.32, 0.82}, {0.68, 0.82}, {0.68, 0.89}, {0.32, 0.89}},                               // tailplane
		Ellipse(0.27, 0.32, 0.035, 0.07, 10), Ellipse(0.73, 0.32, 0.035, 0.07, 10),             // engines
	},
	Submarine: {
		{{0.0, 0.74}, {0.05, 0.60}, {0.84, 0.58}, {1.0, 0.70}, {0.95, 0.92}, {0.06, 0.92}},
		{{0.36, 0.60}, {0.39, 0.24}, {0.58, 0.24}, {0.63, 0.60}}, // conning tower
		rect(0.46, 0.0, 0.48, 0.26), rect(0.52, 0.10, 0.54, 0.26), // periscopes
		rect(0.68, 0.46, 0.73, 0.60), {{0.72, 0.48}, {0.82, 0.47}, {0.82, 0.50}, {0.72, 0.51}}, // deck gun
		rect(0.20, 0.52, 0.24, 0.60), // aft gun
	},
	Trawler: {
		{{0.04, 0.60}, {0.80, 0.56}, {0.98, 0.44}, {0.90, 1}, {0.10, 1}},
		rect(0.44, 0.30, 0.62, 0.58),
		{{0.30, 0.58}, {0.32, 0.30}, {0.40, 0.30}, {0.40, 0.58}},
		mast(0.76, 0.04, 0.56), mast(0.14, 0.14, 0.60),
	},
	Lighthouse: {
		{{0.36, 0.30}, {0.64, 0.30}, {0.74, 1}, {0.26, 1}},
		rect(0.30, 0.22, 0.70, 0.30),
		rect(0.38, 0.08, 0.62, 0.22),
		{{0.34, 0.08}, {0.5, 0.0}, {0.66, 0.08}},
		{{0.64, 0.12}, {0.98, 0.02}, {0.98, 0.26}, {0.64, 0.18}}, // the beam
	},
	Sailing: {
		{{0.06, 0.74}, {0.96, 0.66}, {0.88, 1}, {0.12, 1}},
		{{0.44, 0.04}, {0.44, 0.70}, {0.14, 0.70}},
		{{0.50, 0.10}, {0.50, 0.66}, {0.86, 0.66}},
		mast(0.47, 0.02, 0.72),
	},
}

// Extra shapes for markers and counters.
const (
	// Tower is a boat at periscope depth: the conning tower and periscope
	// above the water (the patrol side of a U-boat counter).
	Tower Silhouette = iota + 100
	Star
	Burst
	Mine
	Flag
)

func init() {
	shapes[Tower] = Shape{
		{{0.22, 0.80}, {0.30, 0.34}, {0.70, 0.34}, {0.82, 0.80}},
		rect(0.44, 0.0, 0.49, 0.36), rect(0.44, 0.0, 0.60, 0.05),
		rect(0.56, 0.14, 0.60, 0.36),
		{{0.0, 0.78}, {0.12, 0.74}, {0.25, 0.78}, {0.38, 0.74}, {0.5, 0.78}, {0.62, 0.74}, {0.75, 0.78}, {0.88, 0.74}, {1.0, 0.78}, {1.0, 0.86}, {0.0, 0.86}},
	}
	shapes[Star] = Shape{starPoly(5, 0.5, 0.52, 0.5, 0.2)}
	shapes[Burst] = Shape{starPoly(9, 0.5, 0.5, 0.5, 0.26)}
	mine := Shape{Ellipse(0.5, 0.5, 0.3, 0.3, 24)}
	for i := 0; i < 8; i++ {
		a := float64(i) * math.Pi / 4
		cx, cy := float32(math.Cos(a)), float32(math.Sin(a))
		px, py := -cy, cx
		tip := func(r float32) (float32, float32) { return 0.5 + cx*r, 0.5 + cy*r }
		x0, y0 := tip(0.25)
		x1, y1 := tip(0.46)
		w := float32(0.035)
		mine = append(mine, []P{{x0 + px*w, y0 + py*w}, {x1 + px*w, y1 + py*w}, {x1 - px*w, y1 - py*w}, {x0 - px*w, y0 - py*w}})
	}
	shapes[Mine] = mine
	shapes[Flag] = Shape{
		rect(0.16, 0.06, 0.21, 0.98), // staff
		{{0.21, 0.10}, {0.50, 0.04}, {0.70, 0.12}, {0.92, 0.08}, {0.92, 0.52}, {0.70, 0.56}, {0.50, 0.48}, {0.21, 0.54}},
	}
}

func starPoly(n int, cx, cy, ro, ri float32) []P {
	ps := make([]P, 0, 2*n)
	for i := 0; i < 2*n; i++ {
		r := ro
		if i%2 == 1 {
			r = ri
		}
		a := math.Pi*float64(i)/float64(n) - math.Pi/2
		ps = append(ps, P{cx + r*float32(math.Cos(a)), cy + r*float32(math.Sin(a))})
	}
	return ps
}
