// Package tactical is the rules core of Submarine (seed 002, spec
// rules/submarine-tactical.md): one engagement of submarines against escorts
// and a convoy on a hex map in 30-second turns.
//
// It is plain, deterministic Go: no Ebitengine, no clock, no global random.
// Every die comes through Dice, over the one seeded game/dice.Source; every
// roll is recorded with its rule number. The step machine (prompts, choices,
// who decides) is wired on top of these functions later; see DESIGN.md.
package tactical

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// The map [2.1]: three interchangeable panels A, B and C side by side, each
// 26 hex columns (lettered A–Z) wide. The grid model (spec §1) is inferred
// from the sample game [64] and fits every move it logs: flat-topped hexes in
// vertical columns, rows numbered along each column, and every second column
// (B, D, F, … counting A as the first) sitting half a hex toward the lower
// rows.
const (
	ColumnsPerPanel = 26
	Panels          = 3
	// Rows is the authored row count of a panel: the printed count (about
	// 55–58) is MISSING; the rules use rows up to 48 [20.10].
	Rows = 58
)

// Hex is one map hex in board coordinates: Col counts from 0 at column A of
// panel A across all three panels (column A of panel B is 26), Row is the
// printed row number (1 at the top edge, edge 6).
type Hex struct {
	Col int `json:"col"`
	Row int `json:"row"`
}

// Dir is one of the six hexside directions [2.1], numbered clockwise as on
// the map's compasses: 6 toward the lower rows (the top edge), 1 up-right,
// 2 down-right, 3 toward the higher rows, 4 down-left, 5 up-left. Convoys
// sail in direction 6 [20.2].
type Dir int

// The directions.
const (
	Dir1 Dir = 1
	Dir2 Dir = 2
	Dir3 Dir = 3
	Dir4 Dir = 4
	Dir5 Dir = 5
	Dir6 Dir = 6
)

// Valid reports whether d is one of 1–6.
func (d Dir) Valid() bool { return d >= 1 && d <= 6 }

// Turn returns the direction n hexsides clockwise from d (negative n turns
// counter-clockwise): Turn(1) is a right turn "R", Turn(-1) a left turn "L" [7.3.2].
func (d Dir) Turn(n int) Dir {
	v := (int(d)-1+n)%6 + 6
	return Dir(v%6 + 1)
}

// Right and Left are one-hexside turns [6.6].
func (d Dir) Right() Dir { return d.Turn(1) }

// Left is a one-hexside turn to port.
func (d Dir) Left() Dir { return d.Turn(-1) }

// Reverse is the opposite direction.
func (d Dir) Reverse() Dir { return d.Turn(3) }

// Steps returns the number of hexsides from d clockwise to e (0–5).
func (d Dir) Steps(e Dir) int { return ((int(e)-int(d))%6 + 6) % 6 }

// Angle is the direction's compass angle in degrees, clockwise from edge 6.
func (d Dir) Angle() int { return (int(d) % 6) * 60 }

// axial neighbour offsets (q, r) indexed by d%6: 6 (north), 1, 2, 3, 4, 5.
var axialDirs = [6][2]int{{0, -1}, {1, -1}, {1, 0}, {0, 1}, {-1, 1}, {-1, 0}}

// Axial returns the hex in axial coordinates (q, r): q is the column, and the
// row shift of the half-offset columns is taken out.
func (h Hex) Axial() (q, r int) {
	return h.Col, h.Row - (h.Col+(h.Col&1))/2
}

// FromAxial is the inverse of Axial.
func FromAxial(q, r int) Hex {
	return Hex{Col: q, Row: r + (q+(q&1))/2}
}

// Neighbour is the hex next to h across the hexside in direction d.
func (h Hex) Neighbour(d Dir) Hex {
	q, r := h.Axial()
	o := axialDirs[int(d)%6]
	return FromAxial(q+o[0], r+o[1])
}

// Step moves n hexes in direction d.
func (h Hex) Step(d Dir, n int) Hex {
	q, r := h.Axial()
	o := axialDirs[int(d)%6]
	return FromAxial(q+n*o[0], r+n*o[1])
}

// Neighbours lists the six neighbours in direction order 1–6.
func (h Hex) Neighbours() [6]Hex {
	var out [6]Hex
	for d := Dir1; d <= Dir6; d++ {
		out[d-1] = h.Neighbour(d)
	}
	return out
}

// Distance is the number of hex steps between a and b: the range in hexes,
// counting the target hex and not the starting one [17.9.2, 21.7].
func Distance(a, b Hex) int {
	aq, ar := a.Axial()
	bq, br := b.Axial()
	dq, dr := aq-bq, ar-br
	return (abs(dq) + abs(dr) + abs(dq+dr)) / 2
}

// DirTo returns the direction from a to an adjacent hex b, and false if b is
// not adjacent.
func DirTo(a, b Hex) (Dir, bool) {
	for d := Dir1; d <= Dir6; d++ {
		if a.Neighbour(d) == b {
			return d, true
		}
	}
	return 0, false
}

// OnBoard reports whether the hex lies on the three-panel map. Partial hexes
// at the edges count as on the board [6.10].
func (h Hex) OnBoard() bool {
	return h.Col >= 0 && h.Col < Panels*ColumnsPerPanel && h.Row >= 1 && h.Row <= Rows
}

// String prints the hex the way the rulebook does: column letter, row, panel
// ("S28-A").
func (h Hex) String() string {
	if h.Col < 0 || h.Col >= Panels*ColumnsPerPanel {
		return fmt.Sprintf("(%d,%d)", h.Col, h.Row)
	}
	return fmt.Sprintf("%c%d-%c", 'A'+h.Col%ColumnsPerPanel, h.Row, 'A'+h.Col/ColumnsPerPanel)
}

// ParseHex reads a printed hex id: "S28-A", "S28A", "T23, A" or "n32-b".
func ParseHex(s string) (Hex, error) {
	t := strings.ToUpper(strings.NewReplacer(" ", "", ",", "", "-", "").Replace(s))
	if len(t) < 3 {
		return Hex{}, fmt.Errorf("hex %q: want column letter, row, panel (e.g. S28-A)", s)
	}
	col, panel, digits := t[0], t[len(t)-1], t[1:len(t)-1]
	if col < 'A' || col > 'Z' || panel < 'A' || panel >= 'A'+Panels {
		return Hex{}, fmt.Errorf("hex %q: column A–Z and panel A–C", s)
	}
	row, err := strconv.Atoi(digits)
	if err != nil || row < 1 || row > Rows {
		return Hex{}, fmt.Errorf("hex %q: row must be 1–%d", s, Rows)
	}
	return Hex{Col: int(panel-'A')*ColumnsPerPanel + int(col-'A'), Row: row}, nil
}

// MustHex is ParseHex for literals in tests and data that are known good.
func MustHex(s string) Hex {
	h, err := ParseHex(s)
	if err != nil {
		panic(err)
	}
	return h
}

// Centre is the hex's centre on a plane where adjacent centres are √3 apart
// (hex circumradius 1), x to the right and y toward the higher rows.
func (h Hex) Centre() (x, y float64) {
	q, r := h.Axial()
	return 1.5 * float64(q), math.Sqrt(3) * (float64(r) + float64(q)/2)
}

// Bearing is the compass angle in degrees (0 ≤ b < 360, clockwise from edge
// 6) from the centre of a to the centre of b, rounded to a millionth of a
// degree so that bearings exactly on an arc boundary compare equal on every
// platform. The bearing of a hex to itself is 0.
func Bearing(a, b Hex) float64 {
	ax, ay := a.Centre()
	bx, by := b.Centre()
	return bearingXY(bx-ax, by-ay)
}

func bearingXY(dx, dy float64) float64 {
	if dx == 0 && dy == 0 {
		return 0
	}
	deg := math.Atan2(dx, -dy) * 180 / math.Pi
	deg = math.Round(deg*1e6) / 1e6
	if deg < 0 {
		deg += 360
	}
	if deg >= 360 {
		deg -= 360
	}
	return deg
}

// Relative turns an absolute bearing into one relative to a heading given
// in degrees: the result is in (−180, 180], negative to port.
func Relative(bearing, heading float64) float64 {
	v := math.Mod(bearing-heading, 360)
	if v <= -180 {
		v += 360
	}
	if v > 180 {
		v -= 360
	}
	return v
}

// Heading12 is one of the twelve headings of the Advanced game [36]: even
// values point across a hexside (Heading12(2*(d%6)) is direction d), odd values
// along the line through a hex corner, the hexside runs plotted "LC"/"RC".
type Heading12 int

// Heading12Of gives the twelve-point heading of a hexside direction.
func Heading12Of(d Dir) Heading12 { return Heading12(2 * (int(d) % 6)) }

// Angle is the heading's compass angle in degrees.
func (h Heading12) Angle() int { return (((int(h) % 12) + 12) % 12) * 30 }

// Dir returns the hexside direction of an even heading, and false for a
// corner heading.
func (h Heading12) Dir() (Dir, bool) {
	v := ((int(h) % 12) + 12) % 12
	if v%2 == 1 {
		return 0, false
	}
	if v == 0 {
		return Dir6, true
	}
	return Dir(v / 2), true
}

// Turn turns the heading n twelfths clockwise.
func (h Heading12) Turn(n int) Heading12 { return Heading12(((int(h)+n)%12 + 12) % 12) }

// Line is the list of hexes a straight line from the centre of a to the
// centre of b crosses, in order, a and b included. Where the line runs exactly
// along a hexside (or through a corner) both hexes beside it are listed as a
// pair in Line.Sides instead, because [18.3] treats a hexside differently from
// a hex.
type Line struct {
	Hexes []Hex    `json:"hexes"`
	Sides [][2]Hex `json:"sides,omitempty"`
}

// Trace draws the line from a to b (see Line). It samples the segment
// densely and nudges each sample a hair to either side: when both nudges land
// in the same hex the line crosses it; when they differ the line runs along
// the side between them (or through a corner).
func Trace(a, b Hex) Line {
	n := Distance(a, b)
	out := Line{Hexes: []Hex{a}}
	if n == 0 {
		return out
	}
	aq, ar := a.Axial()
	bq, br := b.Axial()
	ax, ay, az := float64(aq), float64(ar), float64(-aq-ar)
	bx, by, bz := float64(bq), float64(br), float64(-bq-br)
	const eps, sub = 1e-6, 12
	seen := map[Hex]bool{a: true}
	sides := map[[2]Hex]bool{}
	for i := 1; i <= n*sub; i++ {
		t := float64(i) / float64(n*sub)
		x, y, z := ax+(bx-ax)*t, ay+(by-ay)*t, az+(bz-az)*t
		h1 := cubeRound(x+eps, y+2*eps, z-3*eps)
		h2 := cubeRound(x-eps, y-2*eps, z+3*eps)
		if h1 == h2 {
			if !seen[h1] {
				seen[h1] = true
				out.Hexes = append(out.Hexes, h1)
			}
			continue
		}
		if Distance(h1, h2) != 1 {
			continue
		}
		key := [2]Hex{h1, h2}
		if less(h2, h1) {
			key = [2]Hex{h2, h1}
		}
		if !sides[key] {
			sides[key] = true
			out.Sides = append(out.Sides, key)
		}
	}
	// A sample on the side between two crossed hexes is the line passing
	// from one to the next, not running along their side.
	kept := out.Sides[:0]
	for _, s := range out.Sides {
		if !(seen[s[0]] && seen[s[1]]) {
			kept = append(kept, s)
		}
	}
	out.Sides = kept
	if len(out.Sides) == 0 {
		out.Sides = nil
	}
	return out
}

func less(a, b Hex) bool { return a.Col < b.Col || a.Col == b.Col && a.Row < b.Row }

func cubeRound(x, y, z float64) Hex {
	rx, ry, rz := math.Round(x), math.Round(y), math.Round(z)
	dx, dy, dz := math.Abs(rx-x), math.Abs(ry-y), math.Abs(rz-z)
	switch {
	case dx > dy && dx > dz:
		rx = -ry - rz
	case dy > dz:
		ry = -rx - rz
	}
	return FromAxial(int(rx), int(ry))
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}
