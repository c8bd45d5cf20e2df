// Package bot holds the automated players. They answer prompts through the
// same engine.Player interface a person uses through the UI: a random-legal
// bot for soak tests, and doctrine bots (a sensible commander) for
// calibration, benchmarks and "let the bot play this boat".
package bot

import (
	"periscope/game/campaign"
	"periscope/game/dice"
	"periscope/game/engine"
)

// Random picks uniformly among the legal answers of every prompt. Its own
// generator is seeded separately from the game's, so a game played by it is
// still reproducible from (scenario, seed, bot seed).
type Random struct {
	src dice.Source
}

// NewRandom returns a random-legal bot.
func NewRandom(seed uint64) *Random {
	return &Random{src: dice.Source{State: seed ^ 0x5eed5eed5eed5eed}}
}

var _ engine.Player = (*Random)(nil)

// Choose answers p with a uniformly random legal choice.
func (r *Random) Choose(g engine.Game, p *engine.Prompt) engine.Choice {
	if cg, ok := g.(*campaign.Game); ok && p.Kind == campaign.KindFightResult {
		// The fight's answer is its decisions, not an option (issue 18).
		if ch, err := cg.BotFightChoice(); err == nil {
			return ch
		}
	}
	if p.Alloc == nil {
		return engine.Pick(r.src.Intn(len(p.Options)))
	}
	return RandomSplit(&r.src, p)
}

// RandomSplit returns a random legal allocation for an allocation prompt:
// some targets, each with at least the minimum and at most its own limit
// (Alloc.Max), the rest spread at random.
func RandomSplit(src *dice.Source, p *engine.Prompt) engine.Choice {
	a := p.Alloc
	n := len(p.Options)
	points := make([]int, n)
	minPer := max(a.Min, 1)
	capOf := func(i int) int {
		if i < len(a.Max) && a.Max[i] > 0 {
			return a.Max[i]
		}
		return a.Total
	}
	var eligible []int
	for i := 0; i < n; i++ {
		if capOf(i) >= minPer {
			eligible = append(eligible, i)
		}
	}
	maxTargets := min(len(eligible), a.Total/minPer)
	if maxTargets < 1 {
		// Not even one target can take the minimum; give everything to one
		// (Validate will say why if that is illegal too).
		points[src.Intn(n)] = a.Total
		return engine.Choice{Points: points}
	}
	src.Shuffle(len(eligible), func(i, j int) { eligible[i], eligible[j] = eligible[j], eligible[i] })
	k := 1 + src.Intn(maxTargets)
	chosen := eligible[:k]
	left := a.Total
	for _, i := range chosen {
		points[i] = minPer
		left -= minPer
	}
	spend := left
	if !a.Exact && left > 0 {
		spend = src.Intn(left + 1)
	}
	for ; spend > 0; spend-- {
		var room []int
		for _, i := range chosen {
			if points[i] < capOf(i) {
				room = append(room, i)
			}
		}
		if len(room) == 0 && a.Exact {
			// Every chosen target is full: open another one.
			for _, i := range eligible[k:] {
				if points[i] == 0 && spend >= minPer {
					points[i], spend, k = minPer, spend-minPer+1, k+1
					chosen = eligible[:k]
					break
				}
			}
			continue
		}
		if len(room) == 0 {
			break
		}
		points[room[src.Intn(len(room))]]++
	}
	return engine.Choice{Points: points}
}

// Play answers prompts with p until the game ends or limit decisions have
// been made (limit <= 0: no limit). It returns every log entry produced and
// the number of decisions.
func Play(g engine.Game, p engine.Player, limit int) ([]engine.Entry, int, error) {
	var log []engine.Entry
	n := 0
	for !g.Over() && engine.LeanPrompt(g) != nil && (limit <= 0 || n < limit) {
		pr := engine.LeanPrompt(g)
		es, err := g.Apply(p.Choose(g, pr))
		log = append(log, es...)
		if err != nil {
			return log, n, err
		}
		n++
	}
	return log, n, nil
}
