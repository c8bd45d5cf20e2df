package campaign

import (
	"fmt"
	"hash/maphash"
	"math"
	"strconv"
	"strings"
	"sync/atomic"

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
	aUnit     = engine.Unit
	aArea     = engine.Area
	aBase     = engine.Base
	aInt      = engine.Int
	aText     = engine.Text
	aNested   = engine.Nested
	aKT       = engine.KT
	aScenario = engine.Scenario
)

// msgM is engine.M. A function, not a variable holding it: through a
// variable the call is indirect, and the compiler must then put every
// call's argument list on the heap besides the message (issue 16).
func msgM(id string, args ...engine.Arg) *engine.Msg { return msgOf(id, args) }

// msgOf is msgM out of line (msgM is inlined at hundreds of places: the
// browser build's size). A message without arguments is shared once built
// (constMsgs): messages are never changed once built, and a third of a
// doctrine campaign's messages, mostly option words and log lines, have no
// argument (issue 16).
//
//go:noinline
func msgOf(id string, args []engine.Arg) *engine.Msg {
	if len(args) == 1 && args[0].Msg == nil && id != "" {
		return argMsgOf(id, args[0])
	}
	if len(args) > 0 || id == "" {
		return engine.M(id, args...)
	}
	h := maphash.String(argSeed, id) // the whole id: ids that share a slot push each other out
	slot := &constMsgs[h%uint64(len(constMsgs))]
	if e := slot.Load(); e != nil && e.id == id {
		return e.m
	}
	m := engine.M(id)
	slot.Store(&constMsg{id: id, m: m})
	return m
}

// constMsgs keeps messages without arguments, one a slot chosen by the
// id (msgOf): a message whose slot holds another id is made anew and
// takes the slot. Slots are replaced whole, never changed, so that games
// played at once (tests, the fork) share them safely.
var constMsgs [1024]atomic.Pointer[constMsg]

// argMsgOf is msgOf for a message of one argument that nests no other:
// shared as those without arguments are (argMsgs), by the id and the
// argument (issue 16: a boat's, an area's, a base's name, asked again and
// again, a message each).
func argMsgOf(id string, a engine.Arg) *engine.Msg {
	// The runtime's string hash (a byte loop cost more than the message);
	// its seed is the process's, so only which slot is chosen differs.
	h := maphash.String(argSeed, id) ^ maphash.String(argSeed, a.Str)*31 ^ uint64(a.Int)*0x9e3779b97f4a7c15 ^ uint64(len(a.Name))<<8
	slot := &argMsgs[h%uint64(len(argMsgs))]
	if e := slot.Load(); e != nil && e.id == id && sameArg(e.a, a) {
		return e.m
	}
	m := engine.M(id, a)
	slot.Store(&argMsg{id: id, a: a, m: m})
	return m
}

// sameArg reports whether two arguments without a nested message are the
// same, the number's bits too (−0 and 0 are written apart).
func sameArg(a, b engine.Arg) bool {
	return a.Name == b.Name && a.Kind == b.Kind && a.Int == b.Int && a.Str == b.Str &&
		math.Float64bits(a.Num) == math.Float64bits(b.Num)
}

// argSeed seeds argMsgOf's hash.
var argSeed = maphash.MakeSeed()

// argMsgs keeps messages of one argument (argMsgOf) as constMsgs keeps
// those without.
var argMsgs [2048]atomic.Pointer[argMsg]

// argMsg is a message of one argument, its id and the argument.
type argMsg struct {
	id string
	a  engine.Arg
	m  *engine.Msg
}

// constMsg is a message without arguments and its id.
type constMsg struct {
	id string
	m  *engine.Msg
}

// noteM logs a line of prose under a rule with its message.
func (g *Game) noteM(rule, sub string, m *engine.Msg, format string, args ...any) {
	if g.Skipped() {
		return
	}
	g.Add(engine.Entry{Kind: "event", Rule: rule, Sub: sub, Text: fmt.Sprintf(format, args...), Msg: m})
}

// noteToM is noteM seen only by the given seats.
func (g *Game) noteToM(to []engine.Seat, rule, sub string, m *engine.Msg, format string, args ...any) {
	if g.Skipped() {
		return
	}
	g.Add(engine.Entry{Kind: "event", Rule: rule, Sub: sub, To: to, Text: fmt.Sprintf(format, args...), Msg: m})
}

// emitM logs a structured event with its message; its effects must
// already be applied.
func (g *Game) emitM(rule string, ev engine.Event, m *engine.Msg, format string, args ...any) {
	if g.Skipped() { // the entry numbered, its text not formatted (engine.Log.Emit)
		return
	}
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
	// The arguments on the stack, then one allocation for the message.
	var args [3]engine.Arg
	n := 0
	for _, p := range [...]struct {
		n string
		m *engine.Msg
	}{{"purpose", purpose}, {"target", target}, {"result", result}} {
		if p.m != nil {
			args[n] = engine.Nested(p.n, p.m)
			n++
		}
	}
	return msgM("roll", args[:n]...)
}

// kindMsg is kindLabel as a message.
func kindMsg(k string) *engine.Msg {
	switch k {
	case "none", "sub", "single", "c1", "c2", "special", "tf":
		return msgM("atl.kind." + k)
	}
	return msgM("atl.s", engine.Text("s", k))
}

// colourMsg is colourName as a message.
func colourMsg(c byte) *engine.Msg { return msgM("atl.colour." + string(c)) }

// modMsg is a modifier's reason as a message (translated by its English
// phrase; see i18n.ModID).
func modMsg(reason string) *engine.Msg { return msgM("mod", engine.Text("s", reason)) }

// modsMsg is modText as a message: "(+1 B-Dienst area, −1 spotted)".
func modsMsg(mods []dice.Mod) *engine.Msg {
	var list *engine.Msg
	for i := len(mods) - 1; i >= 0; i-- {
		m := mods[i]
		if m.Value == 0 {
			continue
		}
		item := msgM("atl.mod", engine.Text("v", fmt.Sprintf("%+d", m.Value)), engine.Nested("why", modMsg(m.Reason)))
		if list == nil {
			list = item
		} else {
			list = msgM("atl.list", engine.Nested("a", item), engine.Nested("b", list))
		}
	}
	if list == nil {
		return msgM("atl.no-mods")
	}
	return msgM("atl.paren", engine.Nested("x", list))
}

// listMsg joins messages with commas ("a, b, c").
func listMsg(items []*engine.Msg) *engine.Msg {
	if len(items) == 0 {
		return msgM("atl.s", engine.Text("s", ""))
	}
	out := items[len(items)-1]
	for i := len(items) - 2; i >= 0; i-- {
		out = msgM("atl.list", engine.Nested("a", items[i]), engine.Nested("b", out))
	}
	return out
}

// areaMsg names an area.
func areaMsg(id string) *engine.Msg { return msgM("atl.area", engine.Area("a", id)) }

// pathMsg is pathLabel as a message: "Iceland Passage (via North Sea)".
func (g *Game) pathMsg(nodes []string) *engine.Msg {
	end := nodes[len(nodes)-1]
	if len(nodes) <= 2 {
		return areaMsg(end)
	}
	var via []*engine.Msg
	for _, x := range nodes[1 : len(nodes)-1] {
		via = append(via, areaMsg(x))
	}
	return msgM("atl.path.via", engine.Area("to", end), engine.Nested("via", listMsg(via)))
}

// labelPrefixMsg are the ids of moveOption.labelPrefix's labels, each
// "<prefix>{path}".
var labelPrefixMsg = map[string]string{
	"Sail to ":            "atl.move.sail-to",
	"Sail cautiously to ": "atl.move.sail-cautiously",
	"Sail into ":          "atl.move.sail-into",
	"Move into ":          "atl.move.move-into",
	"Move to ":            "atl.move.move-to",
	"Move cautiously to ": "atl.move.move-cautiously",
}

// specsMsg is specsDetail as a message.
func (g *Game) specsMsg(specs []checkSpec, govs []string) *engine.Msg {
	var out *engine.Msg
	for i := len(specs) - 1; i >= 0; i-- {
		m := g.specMsg(specs[i], govs[i])
		if out == nil {
			out = m
		} else {
			out = msgM("atl.then", engine.Nested("a", m), engine.Nested("b", out))
		}
	}
	if out == nil {
		return msgM("atl.s", engine.Text("s", ""))
	}
	return out
}

// specMsg is specDetail as a message.
func (g *Game) specMsg(sp checkSpec, gov string) *engine.Msg {
	m := g.checkMsg(sp, gov)
	for f := sp.mines; f != 0; f >>= 5 {
		if r := int(f & 15); r > 0 {
			m = msgM("atl.cat", engine.Nested("a", m), engine.Nested("b", msgM("atl.check.minefield", engine.Int("n", 10-r))))
		}
	}
	return m
}

// checkMsg is checkDetail as a message.
func (g *Game) checkMsg(sp checkSpec, gov string) *engine.Msg {
	if sp.none {
		return msgM("atl.check.none")
	}
	if sp.threshold < 0 {
		return msgM("atl.check.no-red", engine.Area("area", gov))
	}
	return msgM("atl.check.event-on", engine.Area("area", gov), engine.Int("n", sp.threshold), engine.Text("drm", fmt.Sprintf("%+d", sp.mods)))
}

// tokenMsg is tokenText as a message: "damaged + RTB".
func tokenMsg(tok string) *engine.Msg {
	var items []*engine.Msg
	for _, p := range strings.Split(tok, "+") {
		switch p {
		case "none", "spot", "dmg", "rtb", "sunk", "explode", "again":
			items = append(items, msgM("atl.token."+p))
		default:
			items = append(items, msgM("atl.s", engine.Text("s", p)))
		}
	}
	out := items[len(items)-1]
	for i := len(items) - 2; i >= 0; i-- {
		out = msgM("atl.plus", engine.Nested("a", items[i]), engine.Nested("b", out))
	}
	return out
}

// oddsMsg is oddsText as a message: "safe 80%, RTB 15%, sunk 5%".
func oddsMsg(odds []engine.Odd) *engine.Msg {
	var items []*engine.Msg
	for _, o := range odds {
		items = append(items, msgM("atl.odd", engine.Nested("o", msgM("outcome", engine.Text("s", o.Outcome))),
			engine.Int("p", int(math.RoundToEven(o.P*100)))))
	}
	return listMsg(items)
}

// boxMsg is boxName as a message.
func boxMsg(box string) *engine.Msg {
	switch box {
	case BoxHold, BoxR3, BoxR2, BoxR1, BoxWorkUp, BoxInPort, BoxPier, BoxReady:
		return msgM("atl.box." + box)
	}
	return msgM("atl.s", engine.Text("s", box))
}

// damagePurposeMsg names a Damage table roll.
func damagePurposeMsg(purpose string) *engine.Msg {
	switch purpose {
	case "damage table":
		return msgM("atl.damage.roll")
	case "damage table, first marker":
		return msgM("atl.damage.roll1")
	case "damage table, second marker":
		return msgM("atl.damage.roll2")
	}
	return msgM("atl.s", engine.Text("s", purpose))
}

// phaseIDs are the ids of the phases' names.
var phaseIDs = map[string]string{
	"Readiness": "atl.phase.readiness",
	"Repair":    "atl.phase.repair",
	"Operations: patrol movement, search and combat": "atl.phase.operations",
	"Intelligence: Ultra":                            "atl.phase.ultra",
	"Prepare for Operations":                         "atl.phase.prepare",
	"War Events":                                     "atl.phase.events",
	"Torpedo Improvement":                            "atl.phase.torpedo",
	"Intelligence":                                   "atl.phase.intelligence",
	"Reinforcement":                                  "atl.phase.reinforcement",
	"Transit movement":                               "atl.phase.transit",
	"End of Turn":                                    "atl.phase.end",
	"War Progress":                                   "atl.phase.progress",
}

// phaseMsg is a phase's name as a message (nil for a name not listed).
func phaseMsg(name string) *engine.Msg {
	if id, ok := phaseIDs[name]; ok {
		return msgM(id)
	}
	return nil
}

// dateMsg is DateString as a message: "Oct 1939, week 2".
func (g *Game) dateMsg() *engine.Msg {
	return msgM("atl.date", engine.Nested("month", msgM(fmt.Sprintf("month.short.%d", g.S.Month%12+1))),
		engine.Text("year", fmt.Sprint(g.S.Month/12)), engine.Int("week", g.S.Week))
}

// formulaMsg is an arithmetic explanation ("Defense 2 −2 in port + ASW 1½
// +0 TDC = 5"): numbers and rule terms, shown with its terms translated
// (i18n.FormulaID).
func formulaMsg(s string) *engine.Msg { return msgM("formula", engine.Text("s", s)) }

// unitMsg is unitLabel as a message.
func (g *Game) unitMsg(u *BoardUnit) *engine.Msg {
	t := g.utype(u.ID)
	if !u.Up {
		return msgM("atl.unit.down", engine.Nested("flag", flagMsg(t.Flag)))
	}
	m := msgM("atl.unit.name", engine.Unit("u", t.ID))
	if isShip(t) && t.Type != "SS" {
		stats := t.Type + " " + strconv.Itoa(t.Defense) + "-" + aswText(t.ASW2)
		if t.Tons > 0 {
			m = msgM("atl.unit.ship-t", engine.Unit("u", t.ID), engine.Text("stats", stats), engine.Text("t", strconv.Itoa(t.Tons)))
		} else {
			m = msgM("atl.unit.ship", engine.Unit("u", t.ID), engine.Text("stats", stats))
		}
	}
	if u.Damaged {
		m = msgM("atl.unit.damaged", engine.Nested("u", m))
	}
	return m
}

// flagMsg names a counter's flag.
func flagMsg(flag string) *engine.Msg {
	if flag == "red" || flag == "white" {
		return msgM("atl.flag." + flag)
	}
	return msgM("atl.s", engine.Text("s", flag))
}

// colMsg is colName as a message.
func (c *Combat) colMsg(i int) *engine.Msg {
	if i < 0 || i >= len(c.Columns) {
		return msgM("atl.col.off")
	}
	if len(c.Columns) == 1 {
		return msgM("atl.col.board")
	}
	name := c.colName(i)
	side, role, ok := strings.Cut(name, " ")
	if !ok {
		return msgM("atl.col.role", engine.Nested("role", roleMsg(name)))
	}
	return msgM("atl.col."+side, engine.Nested("role", roleMsg(role)))
}

func roleMsg(role string) *engine.Msg {
	switch role {
	case "outer", "inner", "centre":
		return msgM("atl.role." + role)
	}
	return msgM("atl.s", engine.Text("s", role))
}

// tonsMsg is FormatTons as a message.
func tonsMsg(kt int) *engine.Msg {
	if kt == 0 {
		return msgM("atl.tons.under")
	}
	return msgM("atl.tons", engine.KT("t", kt))
}

// purposeMsg is a roll's purpose given as a fixed phrase ("counterattack",
// "explosive cargo"), "(second roll)" added for a repeat.
func purposeMsg(p string) *engine.Msg {
	if base, ok := strings.CutSuffix(p, " (second roll)"); ok {
		return msgM("atl.second-roll", engine.Nested("p", purposeMsg(base)))
	}
	return modMsg(p)
}

// columnSummaryMsg is columnSummary as a message.
func (g *Game) columnSummaryMsg(i int) *engine.Msg {
	c := g.S.Combat
	down := 0
	var up []*engine.Msg
	for ui := range c.Columns[i].Units {
		u := &c.Columns[i].Units[ui]
		if !u.present() || u.Unplaced {
			continue
		}
		if u.Up {
			up = append(up, g.unitMsg(u))
		} else {
			down++
		}
	}
	m := msgM("atl.colsum.down", engine.Int("n", down))
	if len(up) > 0 {
		m = msgM("atl.cat", engine.Nested("a", m), engine.Nested("b", msgM("atl.colsum.up", engine.Nested("list", listMsg(up)))))
	}
	if subs := c.Columns[i].Subs; len(subs) > 0 {
		var sm []*engine.Msg
		for _, s := range subs {
			sm = append(sm, msgM("atl.unit.name", engine.Unit("u", s)))
		}
		m = msgM("atl.cat", engine.Nested("a", m), engine.Nested("b", msgM("atl.colsum.subs", engine.Nested("list", listMsg(sm)))))
	}
	return m
}

// boardMsg is boardName as a message.
func boardMsg(b string) *engine.Msg {
	switch b {
	case "single", "c1", "c2":
		return msgM("atl.board." + b)
	}
	return msgM("atl.board.tf")
}
