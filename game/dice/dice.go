// Package dice is the one source of chance in a game: a small seeded generator
// whose whole state is a single number kept inside the game state, so a saved
// game resumes with exactly the rolls it would have had.
//
// It never reads the clock and there is no package-level generator: two games
// with the same seed and the same choices roll the same dice.
package dice

import (
	"fmt"
	"strconv"
)

// Source is a SplitMix64 generator. Its state is exported so that it is saved
// with the game state (encoded as a string: JSON numbers lose precision above
// 2^53 in other readers).
type Source struct {
	State uint64 `json:"-"`
}

// New returns a source seeded with seed.
func New(seed uint64) *Source { return &Source{State: seed} }

// MarshalJSON stores the state as a hexadecimal string.
func (s Source) MarshalJSON() ([]byte, error) {
	return []byte(fmt.Sprintf(`"%016x"`, s.State)), nil
}

// UnmarshalJSON reads the hexadecimal string written by MarshalJSON.
func (s *Source) UnmarshalJSON(b []byte) error {
	var v uint64
	if len(b) < 2 || b[0] != '"' || b[len(b)-1] != '"' {
		return fmt.Errorf("dice: state must be a hex string, got %s", b)
	}
	if _, err := fmt.Sscanf(string(b[1:len(b)-1]), "%x", &v); err != nil {
		return fmt.Errorf("dice: bad state %s: %v", b, err)
	}
	s.State = v
	return nil
}

// Uint64 returns the next 64 random bits.
func (s *Source) Uint64() uint64 {
	s.State += 0x9e3779b97f4a7c15
	z := s.State
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

// Intn returns a uniform integer in [0, n). It panics if n <= 0, which is a
// programming error, never a player's.
func (s *Source) Intn(n int) int {
	if n <= 0 {
		panic("dice: Intn with n <= 0")
	}
	// Rejection sampling keeps the result unbiased.
	bound := uint64(n)
	limit := ^uint64(0) - (^uint64(0) % bound)
	for {
		v := s.Uint64()
		if v < limit {
			return int(v % bound)
		}
	}
}

// D10 rolls one ten-sided die read 0–9; 0 always counts as zero [2.6].
func (s *Source) D10() int { return s.Intn(10) }

// Shuffle permutes n items with swap, uniformly (Fisher–Yates).
func (s *Source) Shuffle(n int, swap func(i, j int)) {
	for i := n - 1; i > 0; i-- {
		j := s.Intn(i + 1)
		swap(i, j)
	}
}

// Mod is one die-roll modifier with the reason and the rule behind it.
type Mod struct {
	Value  int    `json:"v"`
	Reason string `json:"why"`
	Rule   string `json:"rule,omitempty"`
}

// Kind is the kind of dice a roll used. The zero value is one d10 (or two
// read as row and column, Roll.Two), the Steel Wolves and Silent War die, so
// that the campaigns' records carry no kind at all.
type Kind string

// The dice the seeds use.
const (
	D10   Kind = ""        // one d10 read 0–9 [2.6]
	D6    Kind = "d6"      // one d6 read 1–6
	TwoD6 Kind = "2d6"     // two d6 added (A World at War)
	D66   Kind = "d66"     // two d6 read as tens and units, 11–66 (Submarine)
	Pool  Kind = "d6-pool" // n d6 each hitting on HitOn or less (Axis & Allies)
)

// Roll is the record of one die roll: what it was for, the rule, the raw
// value, every modifier, the total and what it meant. It is what the log
// shows, what tests assert on and what the UI animates.
type Roll struct {
	Kind    Kind   `json:"kind,omitempty"`
	Purpose string `json:"purpose"`
	Rule    string `json:"rule"`
	// Raw is the die's value: the d10 or d6 face, the 2d6 sum, the d66
	// reading, or a pool's number of hits.
	Raw int `json:"raw"`
	// Faces are every die's face for the kinds with more than one d6 (and
	// a lone d6), in the order rolled.
	Faces []int `json:"faces,omitempty"`
	// HitOn is a pool's hit number: a face at or below it hits.
	HitOn int `json:"hitOn,omitempty"`
	// Two marks a two-dice roll (row × column tables); Raw2 is the second die.
	Two  bool  `json:"two,omitempty"`
	Raw2 int   `json:"raw2,omitempty"`
	Mods []Mod `json:"mods,omitempty"`
	// Total is raw plus modifiers, after any clamp.
	Total   int  `json:"total"`
	Clamped bool `json:"clamped,omitempty"`
	// Target describes the test ("≤ 4", "> 8", "row 5–6"); Result what came of it.
	Target string `json:"target,omitempty"`
	Result string `json:"result,omitempty"`
}

// Sum returns the total of the modifiers.
func Sum(mods []Mod) int {
	t := 0
	for _, m := range mods {
		t += m.Value
	}
	return t
}

// String renders the roll the way the log shows it, e.g.
// "placement [14.11]: 6 +3 tactics +1 ace = 10 (> 8: inner)".
func (r Roll) String() string {
	// Built by hand rather than with fmt: every roll of a campaign is
	// logged, and this is the same text as
	// "%s [%s]: %d", "/%d", " %+d %s", " = %d", " (target: result)".
	n := len(r.Purpose) + len(r.Rule) + len(r.Target) + len(r.Result) + 24
	for _, m := range r.Mods {
		n += len(m.Reason) + 6
	}
	b := make([]byte, 0, n)
	b = append(b, r.Purpose...)
	b = append(b, " ["...)
	b = append(b, r.Rule...)
	b = append(b, "]: "...)
	switch {
	case (r.Kind == TwoD6 || r.Kind == D66) && len(r.Faces) == 2:
		b = strconv.AppendInt(b, int64(r.Faces[0]), 10)
		b = append(b, '+')
		if r.Kind == D66 {
			b = b[:len(b)-1]
		}
		b = strconv.AppendInt(b, int64(r.Faces[1]), 10)
		if r.Kind == TwoD6 {
			b = append(b, '=')
			b = strconv.AppendInt(b, int64(r.Raw), 10)
		}
	case r.Kind == Pool:
		b = strconv.AppendInt(b, int64(len(r.Faces)), 10)
		b = append(b, "d6 ≤ "...)
		b = strconv.AppendInt(b, int64(r.HitOn), 10)
		b = append(b, " {"...)
		for i, f := range r.Faces {
			if i > 0 {
				b = append(b, ' ')
			}
			b = strconv.AppendInt(b, int64(f), 10)
		}
		b = append(b, "} → "...)
		b = strconv.AppendInt(b, int64(r.Raw), 10)
		b = append(b, " hits"...)
	default:
		b = strconv.AppendInt(b, int64(r.Raw), 10)
	}
	if r.Two {
		b = append(b, '/')
		b = strconv.AppendInt(b, int64(r.Raw2), 10)
	}
	for _, m := range r.Mods {
		if m.Value == 0 {
			continue
		}
		b = append(b, ' ')
		if m.Value > 0 {
			b = append(b, '+')
		}
		b = strconv.AppendInt(b, int64(m.Value), 10)
		b = append(b, ' ')
		b = append(b, m.Reason...)
	}
	if len(r.Mods) > 0 {
		b = append(b, " = "...)
		b = strconv.AppendInt(b, int64(r.Total), 10)
		if r.Clamped {
			b = append(b, " (clamped)"...)
		}
	}
	if r.Target != "" || r.Result != "" {
		b = append(b, " ("...)
		if r.Target != "" {
			b = append(b, r.Target...)
			if r.Result != "" {
				b = append(b, ": "...)
			}
		}
		b = append(b, r.Result...)
		b = append(b, ')')
	}
	return string(b)
}

// Clamp limits v to [lo, hi] and reports whether it had to.
func Clamp(v, lo, hi int) (int, bool) {
	if v < lo {
		return lo, true
	}
	if v > hi {
		return hi, true
	}
	return v, false
}
