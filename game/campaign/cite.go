package campaign

import "periscope/game/engine"

// cite is the number this game gives a rule the shared procedure cites by
// Steel Wolves' number (the theatre's rules.ruleNumbers: Silent War's
// combat steps are one lower from the TDCs on, [SW 14.13]–[SW 14.16] for
// Steel Wolves' [14.14]–[14.17]). The Atlantic's is the rule unchanged.
func (g *Game) cite(rule string) string { return g.T.Rules.Cite(rule) }

// citedMsg is a log message whose text names a rule: the message id as it
// is when the game cites the rule by Steel Wolves' number (sw), or its
// ".cited" form, which takes the game's number as the argument "rule".
func citedMsg(cited, sw, id string, args ...engine.Arg) *engine.Msg {
	if cited == sw {
		return msgM(id, args...)
	}
	return msgM(id+".cited", append(args, engine.Text("rule", cited))...)
}
