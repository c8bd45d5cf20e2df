package campaign

import (
	"fmt"
	"math"

	"periscope/game/engine"
)

// More short names for building messages (the strategic phase, sub versus
// sub, the deck gun, victory; see msg.go).

// aAir is an aircraft id argument (the catalogue names it from the data).
func aAir(name, id string) engine.Arg { return engine.Unit(name, id) }

// aSigned is a signed modifier argument: "+1", "−2" as the rules print it
// ("%+d").
func aSigned(name string, v int) engine.Arg { return engine.Text(name, fmt.Sprintf("%+d", v)) }

// aPct is a probability as a whole percentage ("%.0f%%" of p·100).
func aPct(name string, p float64) engine.Arg { return engine.Int(name, int(math.RoundToEven(p*100))) }

// aRule is a rule-number argument.
func aRule(name, n string) engine.Arg { return engine.Rule(name, n) }

// natMsg is natOr as a message: a task force's nation ("British" when the
// table names none).
func natMsg(n string) *engine.Msg {
	if n == "" {
		return engine.M("atl.nat.british")
	}
	return engine.M("atl.s", engine.Text("s", n))
}

// monthMsg is monthLabel as a message: "Sep 1940".
func monthMsg(m int) *engine.Msg {
	return engine.M("atl.month", engine.Nested("month", engine.M(fmt.Sprintf("month.short.%d", m%12+1))), engine.Text("year", fmt.Sprint(m/12)))
}

// phraseMsg is a fixed English phrase translated by its text (the
// catalogue's modifier reasons, causes and verdict reasons).
func phraseMsg(s string) *engine.Msg { return modMsg(s) }

// intsText is a list of numbers as fmt's %v writes it: "[3 5 8]".
func intsText(name string, v []int) engine.Arg { return engine.Text(name, fmt.Sprint(v)) }

// dataMsg is text from the theatre's data (a war event's name or text),
// with the key the catalogue knows it by (i18n.DataID).
func dataMsg(key, english string) *engine.Msg {
	return engine.M("data", engine.Text("key", key), engine.Text("s", english))
}

// eventNameMsg is a war event's name.
func (g *Game) eventNameMsg(id string) *engine.Msg {
	name := id
	if ev := g.T.Event(id); ev != nil {
		name = ev.Name
	}
	return dataMsg("event."+id+".name", name)
}
