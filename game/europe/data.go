// Package europe is Axis & Allies: Europe (spec rules/axis-allies-europe.md)
// on the shared step machine: four powers (Germany, the USSR, the United
// Kingdom and the USA) fighting over an authored map of spring 1941, with
// purchase, combat and non-combat moves, land and sea battles, amphibious
// assaults, strategic bombing, convoy centres, the Patriotic War and the
// Middle East payments, an exact battle calculator and computer players.
package europe

import (
	"encoding/json"
	"fmt"
	"io/fs"
	"sort"

	"periscope/assets"
)

// Power is one of the four powers; it is also the seat that plays it.
type Power string

// The powers, in their order of play [7].
const (
	Germany Power = "de"
	USSR    Power = "su"
	UK      Power = "uk"
	USA     Power = "us"
)

// Powers in the order of play [7].
var Powers = []Power{Germany, USSR, UK, USA}

// Allied reports whether p is one of the Allies [2].
func (p Power) Allied() bool { return p == USSR || p == UK || p == USA }

// Enemy reports whether p and q are on opposite sides.
func (p Power) Enemy(q Power) bool { return p != "" && q != "" && p.Allied() != q.Allied() }

// Friendly reports whether p and q are the same power or allies.
func (p Power) Friendly(q Power) bool { return p != "" && q != "" && p.Allied() == q.Allied() }

// Name is the power's English name.
func (p Power) Name() string {
	switch p {
	case Germany:
		return "Germany"
	case USSR:
		return "USSR"
	case UK:
		return "United Kingdom"
	case USA:
		return "USA"
	}
	return string(p)
}

// Space is a land territory or a sea zone [5] (D1, D2).
type Space struct {
	ID      string `json:"id"`
	Name    string `json:"name"`
	Kind    string `json:"kind"` // "land" or "sea"
	IPC     int    `json:"ipc"`
	Owner   Power  `json:"owner,omitempty"` // the original owner (land)
	Capital bool   `json:"capital,omitempty"`
	IC      bool   `json:"ic,omitempty"`
	Island  bool   `json:"island,omitempty"`
	Neutral bool   `json:"neutral,omitempty"`
	ME      bool   `json:"middleEast,omitempty"`
	Annexed bool   `json:"annexed,omitempty"`
	Convoy  Power  `json:"convoy,omitempty"` // the Allied owner of a convoy centre [8.4]
	// ConvoyLand is the territory whose loss silences the centre (Archangel [8.4]).
	ConvoyLand string  `json:"convoyLand,omitempty"`
	Lat        float64 `json:"lat"`
	Lon        float64 `json:"lon"`

	idx int
}

// Sea reports whether the space is a sea zone.
func (s *Space) Sea() bool { return s.Kind == "sea" }

// UnitType is one kind of unit (spec 13.1, D10).
type UnitType struct {
	ID      string `json:"id"`
	Name    string `json:"name"`
	Domain  string `json:"domain"` // land, air, sea
	Cost    int    `json:"cost"`
	Attack  int    `json:"attack"`
	Defense int    `json:"defense"`
	Move    int    `json:"move"`
	Source  string `json:"source"`
}

// Unit type ids.
const (
	Infantry   = "infantry"
	Artillery  = "artillery"
	Tank       = "tank"
	AAGun      = "aa"
	Fighter    = "fighter"
	Bomber     = "bomber"
	Transport  = "transport"
	Submarine  = "submarine"
	Destroyer  = "destroyer"
	Carrier    = "carrier"
	Battleship = "battleship"
)

// Stack is a set-up entry: units of one power in one space.
type Stack struct {
	Space string         `json:"space"`
	Units map[string]int `json:"units"`
}

// Data is the authored map, unit profiles and set-up (assets/data/europe).
type Data struct {
	Spaces   []*Space          `json:"spaces"`
	Edges    [][2]string       `json:"edges"`
	AirEdges [][2]string       `json:"airEdges"`
	Types    []*UnitType       `json:"units"`
	Setup    map[Power][]Stack `json:"powers"`
	byID     map[string]*Space // spaces by id
	types    map[string]*UnitType
	adj      [][]int // surface adjacency (land-land, land-sea, sea-sea)
	air      [][]int // adjacency for aircraft (adds the air-only edges) [5]
	airDist  [][]int // air distances avoiding neutrals [5]
	// surfDist are air distances without the air-only edges (the Turkish
	// Straits closed to aircraft: straits-air=off [A5]).
	surfDist [][]int
}

// Space returns a space by id (nil when unknown).
func (d *Data) Space(id string) *Space { return d.byID[id] }

// Type returns a unit type by id (nil when unknown).
func (d *Data) Type(id string) *UnitType { return d.types[id] }

// Neighbours lists the spaces adjacent to id by surface.
func (d *Data) Neighbours(id string) []*Space {
	s := d.byID[id]
	out := make([]*Space, 0, len(d.adj[s.idx]))
	for _, j := range d.adj[s.idx] {
		out = append(out, d.Spaces[j])
	}
	return out
}

// Adjacent reports whether a and b share a surface edge.
func (d *Data) Adjacent(a, b string) bool {
	sa, sb := d.byID[a], d.byID[b]
	for _, j := range d.adj[sa.idx] {
		if j == sb.idx {
			return true
		}
	}
	return false
}

// AirDistance is the number of moves an aircraft needs from a to b without
// entering or overflying a neutral [5] (large when unreachable).
func (d *Data) AirDistance(a, b string) int { return d.airDist[d.byID[a].idx][d.byID[b].idx] }

var loaded *Data

// Load reads and validates the shipped data once.
func Load() (*Data, error) {
	if loaded != nil {
		return loaded, nil
	}
	d, err := LoadFS(assets.Data())
	if err != nil {
		return nil, err
	}
	loaded = d
	return d, nil
}

// LoadFS reads europe/map.json, units.json and setup.json from fsys.
func LoadFS(fsys fs.FS) (*Data, error) {
	d := &Data{}
	for _, f := range []string{"map.json", "units.json", "setup.json"} {
		b, err := fs.ReadFile(fsys, "europe/"+f)
		if err != nil {
			return nil, err
		}
		if err := json.Unmarshal(b, d); err != nil {
			return nil, fmt.Errorf("europe/%s: %v", f, err)
		}
	}
	return d, d.validate()
}

func (d *Data) validate() error {
	d.byID = map[string]*Space{}
	for i, s := range d.Spaces {
		if _, dup := d.byID[s.ID]; dup || s.ID == "" {
			return fmt.Errorf("europe/map.json: spaces[%d]: id %q empty or repeated", i, s.ID)
		}
		if s.Kind != "land" && s.Kind != "sea" {
			return fmt.Errorf("europe/map.json: %s: kind %q", s.ID, s.Kind)
		}
		s.idx = i
		d.byID[s.ID] = s
	}
	d.types = map[string]*UnitType{}
	for _, t := range d.Types {
		d.types[t.ID] = t
	}
	for _, id := range []string{Infantry, Artillery, Tank, AAGun, Fighter, Bomber, Transport, Submarine, Destroyer, Carrier, Battleship} {
		if d.types[id] == nil {
			return fmt.Errorf("europe/units.json: no unit %q", id)
		}
	}
	n := len(d.Spaces)
	d.adj, d.air = make([][]int, n), make([][]int, n)
	add := func(g [][]int, e [2]string, file string) error {
		a, b := d.byID[e[0]], d.byID[e[1]]
		if a == nil || b == nil || a == b {
			return fmt.Errorf("europe/map.json: %s: edge %v names an unknown space", file, e)
		}
		g[a.idx] = append(g[a.idx], b.idx)
		g[b.idx] = append(g[b.idx], a.idx)
		return nil
	}
	for _, e := range d.Edges {
		if err := add(d.adj, e, "edges"); err != nil {
			return err
		}
		_ = add(d.air, e, "edges")
	}
	for _, e := range d.AirEdges {
		if err := add(d.air, e, "airEdges"); err != nil {
			return err
		}
	}
	for i := range d.adj {
		sort.Ints(d.adj[i])
		sort.Ints(d.air[i])
	}
	for _, p := range Powers {
		for _, st := range d.Setup[p] {
			if d.byID[st.Space] == nil {
				return fmt.Errorf("europe/setup.json: %s: unknown space %q", p, st.Space)
			}
			for t := range st.Units {
				if d.types[t] == nil {
					return fmt.Errorf("europe/setup.json: %s/%s: unknown unit %q", p, st.Space, t)
				}
			}
		}
	}
	d.airDist = make([][]int, n)
	d.surfDist = make([][]int, n)
	for i := range d.Spaces {
		d.airDist[i] = d.bfs(i, d.air, func(s *Space) bool { return !s.Neutral })
		d.surfDist[i] = d.bfs(i, d.adj, func(s *Space) bool { return !s.Neutral })
	}
	return nil
}

// Unreachable is the distance of a space that cannot be reached.
const Unreachable = 1 << 20

// bfs gives distances from i over graph g, entering only spaces ok accepts.
func (d *Data) bfs(i int, g [][]int, ok func(*Space) bool) []int {
	dist := make([]int, len(d.Spaces))
	for k := range dist {
		dist[k] = Unreachable
	}
	dist[i] = 0
	q := []int{i}
	for len(q) > 0 {
		a := q[0]
		q = q[1:]
		for _, b := range g[a] {
			if dist[b] == Unreachable && ok(d.Spaces[b]) {
				dist[b] = dist[a] + 1
				q = append(q, b)
			}
		}
	}
	return dist
}
