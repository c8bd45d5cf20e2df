package europe

import (
	"periscope/game/dice"
	"periscope/game/engine"
)

// RandomBot answers every prompt with a uniformly random legal option,
// except that it ends a move menu or a purchase with some probability so
// that turns end.
type RandomBot struct {
	Seed uint64
	src  *dice.Source
}

// Choose picks an option.
func (b *RandomBot) Choose(g engine.Game, p *engine.Prompt) engine.Choice {
	if b.src == nil {
		b.src = dice.New(b.Seed)
	}
	n := len(p.Options)
	for i, o := range p.Options {
		if (o.Key == "end" || o.Key == "done") && b.src.Intn(4) == 0 {
			return engine.Pick(i)
		}
	}
	return engine.Pick(b.src.Intn(n))
}
