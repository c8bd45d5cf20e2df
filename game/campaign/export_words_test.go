package campaign

import (
	"fmt"
	"strings"

	"periscope/game/dice"
	"periscope/game/engine"
)

// EagerPromptWords builds, for the prompts whose options share one word
// function reading the option's key (reveal, TDC, lone attack, placement
// and its fall-back; issue 16, session 40), each option's words as the
// rules built them before, by a function bound to the option's counter or
// column when asked. The counter is found by unitOption (the key the rules
// gave it), not by reading the key back. Options without such words are
// left zero; ok is false for other prompts.
func EagerPromptWords(g *Game, p *engine.Prompt) (words []engine.Option, ok bool) {
	c := g.S.Combat
	if c == nil {
		return nil, false
	}
	words = make([]engine.Option, len(p.Options))
	b, s := c.Boat(p.Sub), g.Sub(p.Sub)
	find := func(key, prefix string, ids []string) string {
		for _, id := range ids {
			if k, _ := c.unitOption(prefix, id); k == key {
				return id
			}
		}
		return ""
	}
	switch p.Kind {
	case "reveal":
		cands := g.revealCandidates(b)
		for i, o := range p.Options {
			id := find(o.Key, "unit:", cands)
			if id == "" {
				continue
			}
			ci, flag, w := c.ColumnOf(id), g.utype(id).Flag, &words[i]
			w.Label = fmt.Sprintf("%s-flag counter, %s column", flag, c.colName(ci))
			w.Detail = "what it may be, from the cup it came from"
			w.LabelMsg = msgM("atl.reveal.counter", aNested("flag", flagMsg(flag)), aNested("col", c.colMsg(ci)))
			w.DetailMsg = msgM("atl.reveal.counter.d")
		}
	case "tdc":
		cands := g.tdcCandidates(b)
		for i, o := range p.Options {
			id := find(o.Key, "unit:", cands)
			u, w := c.Unit(id), &words[i]
			w.Label = fmt.Sprintf("%s, %s column", g.unitLabel(u), c.colName(c.ColumnOf(id)))
			w.LabelMsg = msgM("atl.alloc.target", aNested("unit", g.unitMsg(u)), aNested("col", c.colMsg(c.ColumnOf(id))))
		}
	case "lone-attack":
		targets, full := g.loneTargets(b), g.loneAttack(s)
		for i, o := range p.Options {
			w := &words[i]
			if id := find(o.Key, "fire:", targets); id != "" {
				u := c.Unit(id)
				_, aw := g.attackTotal(s, full)
				_, tw := g.targetTotal(b, u, false)
				w.Label = "Torpedo the " + g.unitLabel(u)
				w.Detail = fmt.Sprintf("%s against %s (every revealed unit's ASW counts [28.25])", aw, tw)
				w.LabelMsg = msgM("atl.lone.torpedo", aNested("unit", g.unitMsg(u)))
				w.DetailMsg = msgM("atl.lone.torpedo.d", aNested("aw", formulaMsg(aw)), aNested("tw", formulaMsg(tw)))
			} else if id := find(o.Key, "gun:", targets); id != "" {
				u := c.Unit(id)
				w.Label = "Shell the " + g.unitLabel(u) + " with the deck gun"
				w.Detail = "Spotted; DEMS check; Attack Results gun row [27.1]"
				w.LabelMsg = msgM("atl.lone.gun", aNested("unit", g.unitMsg(u)))
				w.DetailMsg = msgM("atl.lone.gun.d")
			}
		}
	case "placement":
		bonus := dice.Sum(g.placeMods(s))
		for i, o := range p.Options {
			var col int
			fmt.Sscanf(o.Key, "col:%d", &col)
			entry, w := c.Columns[col].Entry, &words[i]
			w.Label, w.LabelMsg = "The "+c.colName(col)+" column", msgM("atl.place.col", aNested("col", c.colMsg(col)))
			var dm *engine.Msg
			if entry <= 0 {
				w.Detail = "always open"
				dm = msgM("atl.place.open")
			} else {
				w.Detail = fmt.Sprintf("d10 +%d (Tactics and ace) must beat %d; otherwise the best box the total allows", bonus, entry)
				dm = msgM("atl.place.beat", aInt("bonus", bonus), aInt("entry", entry))
			}
			w.Detail += "; " + g.columnSummary(col)
			w.DetailMsg = msgM("atl.semi", aNested("a", dm), aNested("b", g.columnSummaryMsg(col)))
		}
	case "placement-fallback":
		for i, o := range p.Options {
			if !strings.HasPrefix(o.Key, "col:") {
				continue
			}
			var col int
			fmt.Sscanf(o.Key, "col:%d", &col)
			w := &words[i]
			w.Label, w.Detail = "The "+c.colName(col)+" column", g.columnSummary(col)
			w.LabelMsg, w.DetailMsg = msgM("atl.place.col", aNested("col", c.colMsg(col))), g.columnSummaryMsg(col)
		}
	default:
		return nil, false
	}
	return words, true
}
