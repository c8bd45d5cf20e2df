package campaign

import (
	"fmt"

	"periscope/game/dice"
	"periscope/game/engine"
)

// Player-visible text as messages (package periscope/i18n holds their
// English and Italian; the ids are "atl.…"). Each log line, prompt and
// option keeps its English text, byte for byte as before, beside the
// message: saves, tools and the golden hashes read the English, the UI
// shows the message in the player's language.

// Short names for building messages.
var (
	msgM    = engine.M
	aUnit   = engine.Unit
	aArea   = engine.Area
	aBase   = engine.Base
	aInt    = engine.Int
	aText   = engine.Text
	aNested = engine.Nested
	aKT     = engine.KT
)

// noteM logs a line of prose under a rule with its message.
func (g *Game) noteM(rule, sub string, m *engine.Msg, format string, args ...any) {
	g.Add(engine.Entry{Kind: "event", Rule: rule, Sub: sub, Text: fmt.Sprintf(format, args...), Msg: m})
}

// noteToM is noteM seen only by the given seats.
func (g *Game) noteToM(to []engine.Seat, rule, sub string, m *engine.Msg, format string, args ...any) {
	g.Add(engine.Entry{Kind: "event", Rule: rule, Sub: sub, To: to, Text: fmt.Sprintf(format, args...), Msg: m})
}

// emitM logs a structured event with its message; its effects must
// already be applied.
func (g *Game) emitM(rule string, ev engine.Event, m *engine.Msg, format string, args ...any) {
	e := ev
	g.Add(engine.Entry{Kind: "event", Rule: rule, Sub: ev.Sub, Text: fmt.Sprintf(format, args...), Event: &e, Msg: m})
}

// phaseM marks the start of a phase with its message.
func (g *Game) phaseM(rule, name string, m *engine.Msg) {
	g.S.Phase = rule
	g.Add(engine.Entry{Kind: "phase", Rule: rule, Text: name, Msg: m})
}

// rollMsg is a roll record's message: the purpose, target and result
// messages that are set (the i18n package's RollID layout).
func rollMsg(purpose, target, result *engine.Msg) *engine.Msg {
	m := engine.M("roll")
	for _, p := range []struct {
		n string
		m *engine.Msg
	}{{"purpose", purpose}, {"target", target}, {"result", result}} {
		if p.m != nil {
			m.Args = append(m.Args, engine.Nested(p.n, p.m))
		}
	}
	return m
}

// kindMsg is kindLabel as a message.
func kindMsg(k string) *engine.Msg {
	switch k {
	case "none", "sub", "single", "c1", "c2", "special", "tf":
		return engine.M("atl.kind." + k)
	}
	return engine.M("atl.s", engine.Text("s", k))
}

// colourMsg is colourName as a message.
func colourMsg(c byte) *engine.Msg { return engine.M("atl.colour." + string(c)) }

// modMsg is a modifier's reason as a message (translated by its English
// phrase; see i18n.ModID).
func modMsg(reason string) *engine.Msg { return engine.M("mod", engine.Text("s", reason)) }

// modsMsg is modText as a message: "(+1 B-Dienst area, −1 spotted)".
func modsMsg(mods []dice.Mod) *engine.Msg {
	var list *engine.Msg
	for i := len(mods) - 1; i >= 0; i-- {
		m := mods[i]
		if m.Value == 0 {
			continue
		}
		item := engine.M("atl.mod", engine.Text("v", fmt.Sprintf("%+d", m.Value)), engine.Nested("why", modMsg(m.Reason)))
		if list == nil {
			list = item
		} else {
			list = engine.M("atl.list", engine.Nested("a", item), engine.Nested("b", list))
		}
	}
	if list == nil {
		return engine.M("atl.no-mods")
	}
	return engine.M("atl.paren", engine.Nested("x", list))
}
