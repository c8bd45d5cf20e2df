package campaign

import (
	"fmt"
	"reflect"
	"slices"

	"periscope/game/engine"
)

// stepsPart is one part of what the boat's steps read (stepsKey), changed
// on the game and put back.
type stepsPart struct {
	name   string
	change func(g *Game, s *Sub, round *int) (undo func())
}

// stepsParts change each part of stepsKey that a game can change (the
// class and the governing area's red boxes are the theatre's: the key
// keeps them, no test changes them).
var stepsParts = []stepsPart{
	{"damage", func(g *Game, s *Sub, _ *int) func() {
		d := s.Damage
		s.Damage = 1 - min(d, 1)
		return func() { s.Damage = d }
	}},
	{"spotted", func(g *Game, s *Sub, _ *int) func() {
		s.Spotted = !s.Spotted
		return func() { s.Spotted = !s.Spotted }
	}},
	{"rtb", func(g *Game, s *Sub, _ *int) func() {
		s.RTB = !s.RTB
		return func() { s.RTB = !s.RTB }
	}},
	{"ace", func(g *Game, s *Sub, _ *int) func() {
		a, l := s.Ace, s.AceLevel
		s.Ace, s.AceLevel = "ace", l+2
		return func() { s.Ace, s.AceLevel = a, l }
	}},
	{"inexperience", func(g *Game, s *Sub, _ *int) func() {
		i := s.Inexp
		s.Inexp = 1 - min(i, 1)
		return func() { s.Inexp = i }
	}},
	{"storm", func(g *Game, s *Sub, _ *int) func() {
		w := g.S.Intel.Weather
		g.S.Intel.Weather = append(slices.Clone(w), Weather{Area: s.Area, Pressure: 965})
		return func() { g.S.Intel.Weather = w }
	}},
	{"torpedo value", func(g *Game, s *Sub, _ *int) func() {
		v := g.S.G7
		g.S.G7 = v - 2
		return func() { g.S.G7 = v }
	}},
	{"TDC draws", func(g *Game, s *Sub, _ *int) func() {
		if len(g.S.TDCPool) == 0 {
			return nil
		}
		i := g.S.TDCPool[0]
		v := g.S.TDCValue[i]
		g.S.TDCValue[i] = v + 3
		return func() { g.S.TDCValue[i] = v }
	}},
	{"round", func(g *Game, s *Sub, round *int) func() {
		// Round 1 against a later one: a re-attack's roll is +1 [14.2C].
		if *round > 1 {
			*round = 1
		} else {
			*round = 2
		}
		return func() {}
	}},
	{"general ASW", func(g *Game, s *Sub, _ *int) func() {
		o := g.S.Overrides
		g.S.Overrides = append(slices.Clone(o), Override{Op: "asw", Area: g.S.Combat.Gov, Value: 3})
		return func() { g.S.Overrides = o }
	}},
}

// KeptStepsCheck (for Test14_2_KeptStepsAreTheFreshOnes): at a re-attack
// or shift prompt, the counterattack odds of the prompt's boat in its
// column are made on the game's memo (its steps kept from the prompt
// before when their key is the same), then, for each part of the key in
// turn, that part is changed, the odds made again on the game's memo as a
// new prompt would make them and afresh with none, and the part put back.
// It returns the parts whose change was checked, those whose change a
// memo that kept the steps of before would have got wrong (a key without
// that part), and a difference found, if any.
func (g *Game) KeptStepsCheck(p *engine.Prompt) (checked, moved []string, diff string) {
	c := g.S.Combat
	if c == nil || (p.Kind != "reattack" && p.Kind != "shift") {
		return nil, nil, ""
	}
	b := c.Boat(p.Sub)
	if b == nil || b.Column < 0 {
		return nil, nil, ""
	}
	s := g.Sub(b.ID)
	round0 := c.Round
	if p.Kind == "reattack" {
		round0++
	}
	kept := func(round int) []engine.Odd {
		var holder int
		return g.counterOddsMemo(b, b.Column, round, &holder)
	}
	fresh := func(round int) []engine.Odd {
		memo, mixes := g.ctrMemo, g.cupMixes
		g.ctrMemo, g.cupMixes = nil, nil
		defer func() { g.ctrMemo, g.cupMixes = memo, mixes }()
		return g.counterOddsShared(b, b.Column, round, newCounterMemo())
	}
	base := kept(round0)
	if want := fresh(round0); !reflect.DeepEqual(base, want) {
		return nil, nil, "unchanged: kept " + stepsOddsText(base) + ", fresh " + stepsOddsText(want)
	}
	for _, part := range stepsParts {
		// stale: the steps of the situation before the change, as a key
		// without this part would keep them.
		stale := newCounterMemo()
		g.counterOddsShared(b, b.Column, round0, stale)
		round := round0
		undo := part.change(g, s, &round)
		if undo == nil {
			continue
		}
		got := kept(round)
		want := fresh(round)
		stale.resetValues()
		old := g.counterOddsShared(b, b.Column, round, stale)
		undo()
		// The memo now holds the changed situation's steps: the next
		// part begins from the game as it is.
		if again := kept(round0); !reflect.DeepEqual(again, base) {
			return checked, moved, part.name + " put back: kept " + stepsOddsText(again) + ", before " + stepsOddsText(base)
		}
		checked = append(checked, part.name)
		if !reflect.DeepEqual(got, want) {
			return checked, moved, part.name + ": kept " + stepsOddsText(got) + ", fresh " + stepsOddsText(want)
		}
		if !reflect.DeepEqual(old, want) {
			moved = append(moved, part.name)
		}
	}
	return checked, moved, ""
}

func stepsOddsText(os []engine.Odd) string { return fmt.Sprint(os) }
