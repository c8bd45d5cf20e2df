package campaign

import (
	"fmt"
	"math"
	"strings"

	"periscope/game/data"
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
		return msgM("atl.nat.british")
	}
	return msgM("atl.s", engine.Text("s", n))
}

// monthMsg is monthLabel as a message: "Sep 1940".
func monthMsg(m int) *engine.Msg {
	return msgM("atl.month", engine.Nested("month", msgM(fmt.Sprintf("month.short.%d", m%12+1))), engine.Text("year", fmt.Sprint(m/12)))
}

// phraseMsg is a fixed English phrase translated by its text (the
// catalogue's modifier reasons, causes and verdict reasons).
func phraseMsg(s string) *engine.Msg { return modMsg(s) }

// intsText is a list of numbers as fmt's %v writes it: "[3 5 8]".
func intsText(name string, v []int) engine.Arg { return engine.Text(name, fmt.Sprint(v)) }

// dataMsg is text from the theatre's data (a war event's name or text),
// with the key the catalogue knows it by (i18n.DataID).
func dataMsg(key, english string) *engine.Msg {
	return msgM("data", engine.Text("key", key), engine.Text("s", english))
}

// ClassMsg is a boat class's name as the log and the cards show it (issue
// 18), by the data's form of it: a type designation ("designation") as
// "Type VIIC" / "Tipo VIIC", a class's proper name ("className") as
// "Marconi class" / "classe Marconi", else the class's own name in the
// catalogue, "boat.class." + its id ("British T class"). The rules'
// English (an entry's Text) names the class by its id.
func ClassMsg(c *data.SubClass) *engine.Msg {
	switch {
	case c.Designation:
		return msgM("boat.type", engine.Text("class", c.ID))
	case c.ClassName != "":
		return msgM("boat.class", engine.Text("class", c.ClassName))
	}
	return msgM("boat.class." + c.ID)
}

// eventNameMsg is a war event's name.
func (g *Game) eventNameMsg(id string) *engine.Msg {
	name := id
	if ev := g.T.Event(id); ev != nil {
		name = ev.Name
	}
	return dataMsg("event."+id+".name", name)
}

// subWhereMsg is subWhere as a message: "VIIB, Repair 2 at Lorient, ace
// Günther Prien +1".
func (g *Game) subWhereMsg(s *Sub) *engine.Msg {
	m := ClassMsg(g.Class(s))
	add := func(x *engine.Msg) { m = msgM("atl.cat", engine.Nested("a", m), engine.Nested("b", x)) }
	switch s.Status {
	case StBase:
		add(msgM("atl.where.box", engine.Nested("box", boxMsg(s.Box)), engine.Base("base", s.Base)))
	case StSea:
		id := "atl.where.sea.patrol"
		if s.Side == Transit {
			id = "atl.where.sea.transit"
		}
		add(msgM(id, engine.Area("area", s.Area)))
		if s.RTB {
			add(msgM("atl.where.rtb"))
		}
	case StFuture:
		add(msgM("atl.where.due", engine.Nested("month", monthMsg(s.Entry))))
	}
	if s.Damage > 0 {
		add(msgM("atl.where.damage", engine.Int("n", s.Damage)))
	}
	if s.Ace != "" {
		add(msgM("atl.where.ace", engine.Text("ace", g.aceName(s.Ace)), engine.Int("n", s.AceLevel)))
	}
	if s.Inexp > 0 {
		add(msgM("atl.where.inexp", engine.Int("n", s.Inexp)))
	}
	return m
}

// effectWhoMsg is effectWho as a message.
func (g *Game) effectWhoMsg(src string) *engine.Msg {
	switch {
	case src == "setup":
		return msgM("atl.who.scenario")
	case strings.HasPrefix(src, "header:"):
		return msgM("atl.who.header", engine.Text("n", src[7:]))
	case strings.HasPrefix(src, "event:"):
		if g.T.Event(src[6:]) != nil {
			return g.eventNameMsg(src[6:])
		}
	case strings.HasPrefix(src, "list:"):
		return msgM("atl.who.list")
	}
	return msgM("atl.s", engine.Text("s", src))
}

// supplyNameMsg names a supply ship or raider: "Thor (auxiliary cruiser)"
// (the kind in brackets in the player's language; see i18n.DataID).
func supplyNameMsg(id, name string) *engine.Msg { return dataMsg("supply."+id+".name", name) }
