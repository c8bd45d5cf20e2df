package chart

import (
	"math"

	"periscope/game/data"
)

// Kind is what a map node is.
type Kind int

const (
	None Kind = iota
	OpArea
	SMZ
	Base
)

func (k Kind) String() string {
	return [...]string{"none", "oparea", "smz", "base"}[k]
}

// Node is a place on the map as laid out on the screen.
type Node struct {
	ID   string
	Kind Kind
	Area *data.Area
	Base *data.Base // for Kind Base, when the theatre has a base display
	// X, Y is the screen centre; R the radius in device pixels (circle for
	// areas and SMZs, hexagon for bases).
	X, Y, R float64
}

// Sizes in UI points (CSS pixels at 100%); multiplied by the device scale.
const (
	defaultAreaRadius = 3.0 // degrees of latitude, when the data gives none
	minAreaRadiusPt   = 14.0
	smzRadiusPt       = 9.0
	baseRadiusPt      = 10.0
)

// Layout places the theatre's nodes on the screen for a camera.
type Layout struct {
	Nodes []Node
	// index of each id in Nodes.
	index map[string]int
	unit  float64
	scale float64 // the camera's scale
	bases map[string]*data.Base
}

// NewLayout lays out t's map for cam; unit is device pixels per UI point.
func NewLayout(t *data.Theatre, cam *Camera, unit float64) *Layout {
	l := &Layout{}
	l.place(t, cam, unit)
	return l
}

// place lays out t's map for cam into l, reusing its slices and maps (the
// chart's layout is placed again every frame the map pans: issue 16, a
// panning frame allocates nothing).
func (l *Layout) place(t *data.Theatre, cam *Camera, unit float64) {
	if l.index == nil {
		l.index, l.bases = map[string]int{}, map[string]*data.Base{}
	}
	clear(l.index)
	clear(l.bases)
	l.Nodes = l.Nodes[:0]
	l.unit, l.scale = unit, cam.Scale
	bases := l.bases
	for i := range t.Map.Bases {
		bases[t.Map.Bases[i].ID] = &t.Map.Bases[i]
	}
	for i := range t.Map.Areas {
		a := &t.Map.Areas[i]
		n := Node{ID: a.ID, Area: a}
		n.X, n.Y = cam.ToScreen(a.Lon, a.Lat)
		switch a.Kind {
		case data.KindOpArea:
			n.Kind = OpArea
			r := a.Radius
			if r <= 0 {
				r = defaultAreaRadius
			}
			n.R = math.Max(r*cam.PixelsPerDegreeLat(a.Lat), minAreaRadiusPt*unit)
		case data.KindSMZ:
			n.Kind = SMZ
			n.R = smzRadiusPt * unit
			if a.Radius > 0 {
				n.R = math.Max(n.R, a.Radius*cam.PixelsPerDegreeLat(a.Lat))
			}
		case data.KindBase:
			n.Kind = Base
			n.Base = bases[a.ID]
			n.R = baseRadiusPt * unit
		default:
			continue
		}
		l.index[a.ID] = len(l.Nodes)
		l.Nodes = append(l.Nodes, n)
	}
}

// Node returns the node with an id.
func (l *Layout) Node(id string) (*Node, bool) {
	i, ok := l.index[id]
	if !ok {
		return nil, false
	}
	return &l.Nodes[i], true
}

// HitTest returns the node under the screen point, or nil. Bases win over
// SMZs, which win over operational areas (the small marks sit on or beside
// the big circles); among equals the nearest centre wins.
func (l *Layout) HitTest(sx, sy float64) *Node {
	slop := 3 * l.unit // a little grace for fingers and thin edges
	var best *Node
	bestRank, bestD := -1, math.Inf(1)
	for i := range l.Nodes {
		n := &l.Nodes[i]
		d := math.Hypot(sx-n.X, sy-n.Y)
		if !n.contains(sx, sy, slop) {
			continue
		}
		rank := int(n.Kind)
		if rank > bestRank || (rank == bestRank && d < bestD) {
			best, bestRank, bestD = n, rank, d
		}
	}
	return best
}

func (n *Node) contains(sx, sy, slop float64) bool {
	dx, dy := sx-n.X, sy-n.Y
	if n.Kind != Base {
		return math.Hypot(dx, dy) <= n.R+slop
	}
	// A flat-topped hexagon of circumradius R: |y| ≤ R·√3/2 and the slanted
	// sides |x|·√3 + |y| ≤ R·√3.
	r := n.R + slop
	ax, ay := math.Abs(dx), math.Abs(dy)
	s3 := math.Sqrt(3)
	return ay <= r*s3/2 && ax*s3+ay <= r*s3
}

// TheatreBounds is the box a camera should be kept in for t: every node with
// its circle and a margin of 7°, plus the east/west line.
// Longitudes are unwrapped around the meridian of the coastline sheet that
// covers t (so the Pacific's box runs from about 100°E to 210°, past 180°).
func TheatreBounds(t *data.Theatre) GeoRect {
	meridian := 0.0
	if d := sheetFor(t); d != nil {
		meridian = (d.LonMin + d.LonMax) / 2
	}
	return theatreBounds(t, meridian)
}

func theatreBounds(t *data.Theatre, meridian float64) GeoRect {
	r := GeoRect{math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)}
	add := func(lon, lat, rad float64) {
		lon = Unwrap(lon, meridian)
		r.LonMin = math.Min(r.LonMin, lon-rad*stretch(lat))
		r.LonMax = math.Max(r.LonMax, lon+rad*stretch(lat))
		r.LatMin = math.Min(r.LatMin, lat-rad)
		r.LatMax = math.Max(r.LatMax, lat+rad)
	}
	for _, a := range t.Map.Areas {
		rad := a.Radius
		if rad <= 0 && a.Kind == data.KindOpArea {
			rad = defaultAreaRadius
		}
		add(a.Lon, a.Lat, rad)
	}
	for _, p := range t.Map.EastWest {
		add(p[1], p[0], 0)
	}
	if math.IsInf(r.LonMin, 0) {
		return GeoRect{-80, 0, 40, 75} // an empty map: the North Atlantic
	}
	r = r.Expand(7)
	r.LatMin = math.Max(r.LatMin, -maxLat)
	r.LatMax = math.Min(r.LatMax, maxLat)
	return r
}
