package tactical

import (
	"errors"
	"strconv"
	"strings"

	"periscope/game/engine"
)

// StepKind is one element of a plot [7.3]: a run of hexes straight ahead,
// or a one-hexside turn.
type StepKind string

// The plot elements. HalfLeft/HalfRight are the Advanced game's hexside
// turns "LC"/"RC" of the twelve headings [36].
const (
	Run       StepKind = "run"
	Left      StepKind = "L"
	Right     StepKind = "R"
	HalfLeft  StepKind = "LC"
	HalfRight StepKind = "RC"
)

// Step is one element of a plot: Kind Run with N hexes, or a turn.
type Step struct {
	Kind StepKind `json:"k"`
	N    int      `json:"n,omitempty"`
}

// Plot is a plotted move [7.3–7.4], read left to right: "R1L1L" is turn
// right, one hex, turn left, one hex, turn left; "0" is no move.
type Plot struct {
	Steps []Step `json:"steps"`
}

// MaxPlotLength bounds a plot string (the longest legal plot, a speed-6
// escort turning after every hex, has 13 elements).
const MaxPlotLength = 48

// ErrPlot is the sentinel every plot syntax error wraps.
var ErrPlot = errors.New("bad plot")

// ParsePlot reads a plot string [7.3]: numbers are hexes straight ahead, "L"
// and "R" one-hexside turns, "LC"/"RC" twelve-heading turns [36]; spaces are
// ignored ("3R 2R 1R"); a lone "0" is no move [7.1]. Any other zero, a run
// longer than 99 or an empty plot is an error.
func ParsePlot(s string) (Plot, error) {
	if len(s) > MaxPlotLength {
		return Plot{}, orderErr(ErrPlot, msg("tac.err.plot-long", num("n", len(s)), num("max", MaxPlotLength)), "%d characters (at most %d)", len(s), MaxPlotLength)
	}
	f := strings.Fields(s)
	for i := 1; i < len(f); i++ {
		if isDigit(f[i-1][len(f[i-1])-1]) && isDigit(f[i][0]) {
			return Plot{}, orderErr(ErrPlot, msg("tac.err.plot-runs", txt("a", f[i-1]), txt("b", f[i])), "two runs in a row (%s %s)", f[i-1], f[i])
		}
	}
	t := strings.ToUpper(strings.Join(f, ""))
	if t == "" {
		return Plot{}, orderErr(ErrPlot, msg("tac.err.plot-empty"), "empty (write 0 for no move)")
	}
	if t == "0" {
		return Plot{}, nil
	}
	var p Plot
	for i := 0; i < len(t); {
		c := t[i]
		switch {
		case isDigit(c):
			j := i
			for j < len(t) && isDigit(t[j]) {
				j++
			}
			n, err := strconv.Atoi(t[i:j])
			if err != nil || n < 1 || n > 99 || t[i] == '0' {
				return Plot{}, orderErr(ErrPlot, msg("tac.err.plot-run", txt("s", t[i:j]), num("at", i+1)), "%q at %d is not a run of 1–99 hexes", t[i:j], i+1)
			}
			if k := len(p.Steps); k > 0 && p.Steps[k-1].Kind == Run {
				return Plot{}, orderErr(ErrPlot, msg("tac.err.plot-runs-at", num("at", i+1)), "two runs in a row at %d", i+1)
			}
			p.Steps = append(p.Steps, Step{Kind: Run, N: n})
			i = j
		case c == 'L' || c == 'R':
			k := StepKind(c)
			if i+1 < len(t) && t[i+1] == 'C' {
				if c == 'L' {
					k = HalfLeft
				} else {
					k = HalfRight
				}
				i++
			}
			p.Steps = append(p.Steps, Step{Kind: k})
			i++
		default:
			return Plot{}, orderErr(ErrPlot, msg("tac.err.plot-char", txt("s", string(c)), num("at", i+1)), "%q at %d (use numbers, L and R)", string(c), i+1)
		}
	}
	return p, nil
}

// MustPlot is ParsePlot for literals known to be good.
func MustPlot(s string) Plot {
	p, err := ParsePlot(s)
	if err != nil {
		panic(err)
	}
	return p
}

// String writes the plot in the rulebook's notation ("0" for no move).
func (p Plot) String() string {
	if len(p.Steps) == 0 {
		return "0"
	}
	var b strings.Builder
	for _, s := range p.Steps {
		if s.Kind == Run {
			b.WriteString(strconv.Itoa(s.N))
		} else {
			b.WriteString(string(s.Kind))
		}
	}
	return b.String()
}

// Hexes is the number of hexes the bow enters: the speed [6.2, 8.2].
func (p Plot) Hexes() int {
	n := 0
	for _, s := range p.Steps {
		if s.Kind == Run {
			n += s.N
		}
	}
	return n
}

// Turns is the number of facing changes.
func (p Plot) Turns() int {
	n := 0
	for _, s := range p.Steps {
		if s.Kind != Run {
			n++
		}
	}
	return n
}

// EndsWithTurn reports whether the last element is a facing change (what
// [6.7] looks at on the next turn).
func (p Plot) EndsWithTurn() bool {
	return len(p.Steps) > 0 && p.Steps[len(p.Steps)-1].Kind != Run
}

// MoveLimits is what a plot is checked against for one ship this turn.
type MoveLimits struct {
	MinHexes, MaxHexes int
	// TurnedAtEnd: the ship's previous move ended with a facing change, so
	// a turn at the start of this one is the second in that hex [6.7].
	TurnedAtEnd bool
	// DoubleTurnSpeed is the most hexes a move may have for that second
	// turn: 3 in the Basic game, 5 in the Advanced [6.7, spec §4].
	DoubleTurnSpeed int
	// Merchant: one facing change per turn, before or after the run [7.6.1].
	Merchant bool
	// TwelveHeadings allows "LC"/"RC" [36] (Advanced; not in the core yet).
	TwelveHeadings bool
	// StillNoTurn: a ship that does not move may not change facing (the
	// escort-still-no-turn switch, spec §18 ambiguity 3's other reading).
	StillNoTurn bool
}

// ErrIllegalMove is the sentinel every illegal-move error wraps.
var ErrIllegalMove = errors.New("illegal move")

// Check validates a plot against the limits: speed [6.3, 8.2], one facing
// change per hex entered [6.6] with the [6.7] exception, and the convoy's
// single turn [7.6.1]. A ship that does not move may make one facing change
// (spec §18 ambiguity 3 for escorts, [8.3.4] for a sub out of power).
func (p Plot) Check(l MoveLimits) error {
	n := p.Hexes()
	if n > l.MaxHexes {
		return orderErr(ErrIllegalMove, engine.M("tac.err.too-far", engine.Text("plot", p.String()), engine.Int("n", n), engine.Int("max", l.MaxHexes)), "%s moves %d hexes, at most %d this turn [6.3, 8.2]", p, n, l.MaxHexes)
	}
	if n < l.MinHexes {
		return orderErr(ErrIllegalMove, engine.M("tac.err.too-short", engine.Text("plot", p.String()), engine.Int("n", n), engine.Int("min", l.MinHexes)), "%s moves %d hexes, at least %d this turn [8.2.2]", p, n, l.MinHexes)
	}
	if n == 0 && p.Turns() > 0 && l.StillNoTurn {
		return orderErr(ErrIllegalMove, engine.M("tac.err.still-no-turn", engine.Text("plot", p.String())), "%s: a ship that does not move may not change facing (ambiguity 3)", p)
	}
	if l.Merchant {
		if p.Turns() > 1 {
			return orderErr(ErrIllegalMove, engine.M("tac.err.merchant-turn", engine.Text("plot", p.String())), "%s: a merchantman makes one turn a turn [7.6.1]", p)
		}
		for i, s := range p.Steps {
			if s.Kind != Run && i != 0 && i != len(p.Steps)-1 {
				return orderErr(ErrIllegalMove, engine.M("tac.err.convoy-turn", engine.Text("plot", p.String())), "%s: the convoy turns before or after moving [7.6.1]", p)
			}
		}
	}
	inHex := 0 // facing changes made with the bow in the current hex
	atStart := true
	if l.TurnedAtEnd {
		inHex = 1
	}
	for _, s := range p.Steps {
		switch s.Kind {
		case Run:
			inHex, atStart = 0, false
		case HalfLeft, HalfRight:
			if !l.TwelveHeadings {
				return orderErr(ErrIllegalMove, engine.M("tac.err.hexside", engine.Text("plot", p.String())), "%s: hexside turns need the twelve headings [36]", p)
			}
			fallthrough
		default:
			inHex++
			if inHex == 1 {
				continue
			}
			if inHex == 2 && atStart && l.TurnedAtEnd && n <= l.DoubleTurnSpeed {
				continue
			}
			if inHex == 2 && atStart && l.TurnedAtEnd {
				return orderErr(ErrIllegalMove, engine.M("tac.err.double-turn", engine.Text("plot", p.String()), engine.Int("n", l.DoubleTurnSpeed)), "%s: a second turn in the same hex needs a move of %d hexes or less [6.7]", p, l.DoubleTurnSpeed)
			}
			return orderErr(ErrIllegalMove, engine.M("tac.err.one-turn", engine.Text("plot", p.String())), "%s: one facing change per hex entered [6.6]", p)
		}
	}
	return nil
}

// ConvoyPlots lists every legal convoy plot for a convoy speed [7.6.2]
// (Basic fast 2 / slow 1; Advanced fast 3 / slow 2 [30]).
func ConvoyPlots(speed int) []Plot {
	n := strconv.Itoa(speed)
	var out []Plot
	for _, s := range []string{"L" + n, "R" + n, n, n + "L", n + "R"} {
		out = append(out, MustPlot(s))
	}
	return out
}

// Pose is where a ship stands after one element of its move.
type Pose struct {
	Bow    Hex `json:"bow"`
	Facing Dir `json:"facing"`
	// Swing marks a pose reached by a facing change: the stern swung into
	// a new hex [6.6]; otherwise the bow entered a new hex.
	Swing bool `json:"swing,omitempty"`
}

// Stern is the hex behind the bow [2.2].
func (p Pose) Stern() Hex { return p.Bow.Neighbour(p.Facing.Reverse()) }

// Walk executes a plot from a starting pose, one pose per hex entered and per
// facing change, in order [6.2, 6.5, 6.6]. Twelve-heading turns are not
// walked by the core (they are refused by Check unless enabled).
func Walk(start Pose, p Plot) []Pose {
	var out []Pose
	cur := Pose{Bow: start.Bow, Facing: start.Facing}
	for _, s := range p.Steps {
		switch s.Kind {
		case Run:
			for i := 0; i < s.N; i++ {
				cur = Pose{Bow: cur.Bow.Neighbour(cur.Facing), Facing: cur.Facing}
				out = append(out, cur)
			}
		case Left:
			cur = Pose{Bow: cur.Bow, Facing: cur.Facing.Left(), Swing: true}
			out = append(out, cur)
		case Right:
			cur = Pose{Bow: cur.Bow, Facing: cur.Facing.Right(), Swing: true}
			out = append(out, cur)
		}
	}
	return out
}

// End is the pose a plot ends in.
func End(start Pose, p Plot) Pose {
	ps := Walk(start, p)
	if len(ps) == 0 {
		return Pose{Bow: start.Bow, Facing: start.Facing}
	}
	e := ps[len(ps)-1]
	e.Swing = false
	return e
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }
