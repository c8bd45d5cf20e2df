// Package engine holds what every game system in Periscope shares: the
// decision loop (a Prompt with legal Options, answered by a Choice), the log
// of rolls and events, and replay/undo built on "a game is its scenario, its
// options, its seed and its choices".
//
// A game system (the submarine campaign, later the tactical and strategic
// games) implements Game. Players — people through the UI, or bots — answer
// prompts through the same Choice type.
package engine

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"periscope/game/dice"
)

// Prompt is a decision the rules leave to the player. It names who decides,
// what about, the rule behind it and the legal options, each with what the
// player needs to judge it.
type Prompt struct {
	// Seq is the number of this decision in the game (the index its Choice
	// takes in the replay).
	Seq int `json:"seq"`
	// Kind is a stable machine-readable name ("deploy", "patrol-move",
	// "placement", "reveal", "tdc", "allocate", "reattack", ...). UIs and bots
	// dispatch on it.
	Kind string `json:"kind"`
	// Sub is the boat the decision concerns, if any.
	Sub string `json:"sub,omitempty"`
	// Text is the question in English.
	Text string `json:"text"`
	// Msg, when set, is the question as a message for the catalogue
	// (Text stays its English fallback).
	Msg *Msg `json:"msg,omitempty"`
	// Rule is the rule number behind the decision, e.g. "14.11".
	Rule string `json:"rule"`
	// Options are the legal answers (at least one). For an allocation prompt
	// they are the targets, and the answer is a vector of points.
	Options []Option `json:"options"`
	// Alloc is set when the answer is a split of points over the options.
	Alloc *Alloc `json:"alloc,omitempty"`
}

// Option is one legal answer, with its odds.
type Option struct {
	// Key is a stable id for the answer within this prompt ("area:north-sea",
	// "col:2", "yes").
	Key   string `json:"key"`
	Label string `json:"label"`
	// Detail explains the option (the numbers behind the odds, in words).
	Detail string `json:"detail,omitempty"`
	// LabelMsg and DetailMsg, when set, are Label and Detail as messages
	// for the catalogue (Label and Detail stay their English fallback).
	LabelMsg  *Msg `json:"labelMsg,omitempty"`
	DetailMsg *Msg `json:"detailMsg,omitempty"`
	// Odds are the exact chances of the outcomes this option leads to, as
	// computed from the tables (probabilities sum to at most 1).
	Odds []Odd  `json:"odds,omitempty"`
	Rule string `json:"rule,omitempty"`
	// Ref is the counter, area or box the option points at, for direct
	// manipulation in the UI.
	Ref string `json:"ref,omitempty"`
}

// Odd is the probability of one outcome.
type Odd struct {
	Outcome string  `json:"outcome"`
	P       float64 `json:"p"`
}

// Alloc describes a split of points over the prompt's options (targets):
// every chosen target takes at least Min points, the total is at most Total,
// and Exact requires the total to be exactly Total.
type Alloc struct {
	Total int  `json:"total"`
	Min   int  `json:"min"`
	Exact bool `json:"exact,omitempty"`
	// Max, when set, holds one limit per option: the most points that option
	// may take (0 = no limit beyond Total), e.g. the Italian one-torpedo
	// doctrine [30.81].
	Max []int `json:"max,omitempty"`
	// Bonus, when set, lets the options that have a Max go beyond it out
	// of one pool of Bonus points shared among them: Σ max(0, v − Max) ≤
	// Bonus (the dispersal bonus on top of the Italian doctrine's one point
	// per merchant [30.81]).
	Bonus int `json:"bonus,omitempty"`
	// PerTarget[i][p] are the odds for option i when it takes p points
	// (index 0 is "not targeted").
	PerTarget [][][]Odd `json:"perTarget,omitempty"`
}

// Choice answers a prompt: the index of the chosen option, or for an
// allocation prompt the points given to each option. It is stored in replays
// in a compact form: a bare number, or an array for allocations.
type Choice struct {
	Option int   `json:"-"`
	Points []int `json:"-"`
}

// Pick is the choice of option i.
func Pick(i int) Choice { return Choice{Option: i} }

// Split is an allocation choice.
func Split(points ...int) Choice { return Choice{Points: append([]int{}, points...)} }

// MarshalJSON writes 3 for Pick(3) and [2,0,3] for Split(2,0,3).
func (c Choice) MarshalJSON() ([]byte, error) {
	if c.Points == nil {
		return []byte(strconv.Itoa(c.Option)), nil
	}
	var b strings.Builder
	b.WriteByte('[')
	for i, p := range c.Points {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(strconv.Itoa(p))
	}
	b.WriteByte(']')
	return []byte(b.String()), nil
}

// UnmarshalJSON reads the compact form.
func (c *Choice) UnmarshalJSON(b []byte) error {
	s := strings.TrimSpace(string(b))
	if strings.HasPrefix(s, "[") {
		if !strings.HasSuffix(s, "]") {
			return fmt.Errorf("choice %q: unterminated array", s)
		}
		inner := strings.TrimSpace(s[1 : len(s)-1])
		c.Option = 0
		c.Points = []int{}
		if inner == "" {
			return nil
		}
		for _, f := range strings.Split(inner, ",") {
			v, err := strconv.Atoi(strings.TrimSpace(f))
			if err != nil {
				return fmt.Errorf("choice %q: %v", s, err)
			}
			c.Points = append(c.Points, v)
		}
		return nil
	}
	v, err := strconv.Atoi(s)
	if err != nil {
		return fmt.Errorf("choice %q: not a number or an array", s)
	}
	c.Option, c.Points = v, nil
	return nil
}

func (c Choice) String() string {
	b, _ := c.MarshalJSON()
	return string(b)
}

// ErrIllegal wraps every rejected choice: the game state is unchanged.
var ErrIllegal = errors.New("illegal choice")

// Validate checks a choice against a prompt. It never panics.
func (p *Prompt) Validate(c Choice) error {
	if p == nil {
		return fmt.Errorf("%w: no decision is pending", ErrIllegal)
	}
	if p.Alloc == nil {
		if c.Points != nil {
			return fmt.Errorf("%w: %s [%s] wants one option, got a split", ErrIllegal, p.Kind, p.Rule)
		}
		if c.Option < 0 || c.Option >= len(p.Options) {
			return fmt.Errorf("%w: %s [%s]: option %d is not one of the %d offered", ErrIllegal, p.Kind, p.Rule, c.Option, len(p.Options))
		}
		return nil
	}
	if c.Points == nil {
		return fmt.Errorf("%w: %s [%s] wants a split of %d points over %d targets", ErrIllegal, p.Kind, p.Rule, p.Alloc.Total, len(p.Options))
	}
	if len(c.Points) != len(p.Options) {
		return fmt.Errorf("%w: %s [%s]: %d values for %d targets", ErrIllegal, p.Kind, p.Rule, len(c.Points), len(p.Options))
	}
	total, used, over := 0, 0, 0
	for i, v := range c.Points {
		if v < 0 {
			return fmt.Errorf("%w: %s [%s]: negative points on %s", ErrIllegal, p.Kind, p.Rule, p.Options[i].Label)
		}
		if i < len(p.Alloc.Max) && p.Alloc.Max[i] > 0 && v > p.Alloc.Max[i] {
			if p.Alloc.Bonus == 0 {
				return fmt.Errorf("%w: %s [%s]: %s takes at most %d points", ErrIllegal, p.Kind, p.Rule, p.Options[i].Label, p.Alloc.Max[i])
			}
			over += v - p.Alloc.Max[i]
		}
		if v > 0 && v < p.Alloc.Min {
			return fmt.Errorf("%w: %s [%s]: %s needs at least %d points", ErrIllegal, p.Kind, p.Rule, p.Options[i].Label, p.Alloc.Min)
		}
		if v > 0 {
			used++
		}
		total += v
	}
	if over > p.Alloc.Bonus {
		return fmt.Errorf("%w: %s [%s]: %d points above the per-target limits, only %d bonus points", ErrIllegal, p.Kind, p.Rule, over, p.Alloc.Bonus)
	}
	if total > p.Alloc.Total {
		return fmt.Errorf("%w: %s [%s]: %d points allotted, only %d available", ErrIllegal, p.Kind, p.Rule, total, p.Alloc.Total)
	}
	if p.Alloc.Exact && total != p.Alloc.Total {
		return fmt.Errorf("%w: %s [%s]: all %d points must be allotted", ErrIllegal, p.Kind, p.Rule, p.Alloc.Total)
	}
	if used == 0 {
		return fmt.Errorf("%w: %s [%s]: choose at least one target", ErrIllegal, p.Kind, p.Rule)
	}
	return nil
}

// Entry is one line of the game log: a roll, an event, a decision or a phase
// marker. Entries are produced in order and carry a running number.
type Entry struct {
	Seq  int    `json:"seq"`
	Turn int    `json:"turn"`
	Date string `json:"date,omitempty"`
	// Kind is "roll", "event", "decision" or "phase".
	Kind  string     `json:"kind"`
	Rule  string     `json:"rule,omitempty"`
	Sub   string     `json:"sub,omitempty"`
	Text  string     `json:"text"`
	Roll  *dice.Roll `json:"roll,omitempty"`
	Event *Event     `json:"event,omitempty"`
	// Decision is the prompt sequence number this entry records (Kind
	// "decision"); undo goes back to it.
	Decision int `json:"decision,omitempty"`

	// Msg, when set, is Text as a message for the catalogue (Text stays its
	// English fallback).
	Msg *Msg `json:"msg,omitempty"`
}

// Event is a structured game event. The numeric fields are deltas to the
// tracks, so tests can check that the tracks equal the sum of the events.
type Event struct {
	Type string `json:"type"`
	Sub  string `json:"sub,omitempty"`
	Unit string `json:"unit,omitempty"`
	Area string `json:"area,omitempty"`
	// Deltas.
	Ships    int `json:"ships,omitempty"`
	Tons     int `json:"tons,omitempty"` // thousands of tons (kt), as on the counters
	SubsLost int `json:"subsLost,omitempty"`
	VP       int `json:"vp,omitempty"`
}

// Game is a rules engine for one game system. Its state advances only
// through Start and Apply; the same scenario, seed and choices always give
// the same state, byte for byte.
type Game interface {
	// Start runs the automatic steps from the scenario set-up to the first
	// decision and returns the log entries produced.
	Start() ([]Entry, error)
	// Prompt is the pending decision, or nil when the game is over.
	Prompt() *Prompt
	// Apply validates the choice against the pending prompt (an illegal one
	// is an error wrapping ErrIllegal and changes nothing), applies it and
	// runs on to the next decision.
	Apply(Choice) ([]Entry, error)
	// Over reports whether the game has ended.
	Over() bool
	// Snapshot serialises the whole state (JSON).
	Snapshot() ([]byte, error)
}

// Player answers prompts. Bots implement it, and so does the UI's human
// player adapter.
type Player interface {
	Choose(g Game, p *Prompt) Choice
}
