package i18n

import (
	"strings"

	"periscope/game/engine"
)

// A roll made again (the counterattack's "roll again" results [14.2]) is
// recorded by the rules as its purpose with " (second roll)" added once per
// repeat: the third counterattack roll's English record reads
// "counterattack (second roll) (second roll)", and its message nests
// atl.second-roll twice. The catalogue counts the repeats and names the
// roll by its place: "counterattack (third roll)", "(terzo tiro)".

// repeatRollID is the rules' message for a roll made again (argument "p",
// the roll's purpose).
const repeatRollID = "atl.second-roll"

// secondRollSuffix is what the rules' English adds for each repeat.
const secondRollSuffix = " (second roll)"

// repeatIDs name the second, third and fourth roll; beyond, the last.
var repeatIDs = []string{repeatRollID, "atl.third-roll", "atl.fourth-roll"}

// repeatedRoll shows a roll made again, counting the nested repeats.
func (l Lang) repeatedRoll(m *engine.Msg, names Names) string {
	n := 1
	a, _ := m.Arg("p")
	p := a.Msg
	for p != nil {
		if p.ID == repeatRollID {
			q, _ := p.Arg("p")
			p, n = q.Msg, n+1
			continue
		}
		if p.ID == ModID {
			s, _ := p.Arg("s")
			if head, ok := strings.CutSuffix(s.Str, secondRollSuffix); ok {
				p, n = engine.M(ModID, engine.Text("s", head)), n+1
				continue
			}
		}
		break
	}
	id := repeatIDs[min(n, len(repeatIDs))-1]
	return l.render(catalogue[id], engine.M(id, engine.Nested("p", p)), names)
}

func init() {
	register(
		Def{ID: "atl.third-roll", Args: "p:msg", EN: "{p} (third roll)", IT: "{p} (terzo tiro)"},
		Def{ID: "atl.fourth-roll", Args: "p:msg", EN: "{p} (fourth roll)", IT: "{p} (quarto tiro)"},
	)
}
