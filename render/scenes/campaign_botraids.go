package scenes

import (
	"strings"

	"periscope/game/engine"
	"periscope/render/combat"
)

// Raids the bot ordered that were turned back before any board opened
// (issue 14). Handed a turn, the bot may raid a naval base [30.4]; the
// transit check on the way, the zone's entry check [19.1], a minefield
// [19.1M] or the boat lying low [13.1] can send it home before it finds
// anything to fight, and then no board opens. The summary at the end of the
// bot's turn still lists the raid, with what stopped it and the rule.

// noteBotPlay remembers the turn in which the bot plays (a turn handed to
// it, or a boat), so that its raids are looked for when that turn ends.
func (c *Campaign) noteBotPlay() {
	s := c.s
	if c.botPlayTurn != 0 && c.botPlayTurn != s.State().Turn {
		return // the last turn's play is still to be summed up
	}
	if s.BotTurnOn() || s.BotWants() {
		if c.botPlayTurn == 0 {
			c.botPlayDate = combat.DateMsg(s.Game())
		}
		c.botPlayTurn = s.State().Turn
		c.botPlayWhole = c.botPlayWhole || s.BotTurnOn()
	}
}

// botPlayEnded reports whether the turn the bot played is over for it.
func (c *Campaign) botPlayEnded() bool {
	s := c.s
	return c.botPlayTurn != 0 && (s.Over() || s.State().Turn != c.botPlayTurn || c.botPlayWhole && !s.BotTurnOn() && !s.BotWants())
}

// raidsTurnedBack lists the raids the bot ordered in turn t that opened no
// board: one record each, with the entries that say why.
func (c *Campaign) raidsTurnedBack(t int, whole bool) []*combat.Fought {
	s := c.s
	g := s.Game()
	log := s.Log()
	var out []*combat.Fought
	for i, e := range log {
		if e.Turn != t || e.Kind != "decision" || !isRaidOrder(e.Msg) || !(whole || s.BotBoat(e.Sub)) {
			continue
		}
		area := raidArea(e.Msg, g.S.Raids, t)
		if c.foughtAt(t, e.Sub, area) || c.notedRaid(i) {
			continue
		}
		f := &combat.Fought{Turn: t, Date: e.Date, DateMsg: c.botPlayDate, Area: area, Boats: []string{e.Sub}, BotTurn: whole, LogFrom: i, Start: i}
		f.TurnedBack = append([]engine.Entry{}, whyTurnedBack(log[i+1:], e.Sub, t)...)
		f.LogTo = i + 1
		if len(f.TurnedBack) > 0 {
			f.LogTo = i + 1 + entryIndex(log[i+1:], f.TurnedBack[len(f.TurnedBack)-1])
		}
		for _, w := range f.TurnedBack {
			if w.Event != nil && (w.Event.Type == "sub-lost" || w.Event.Type == "scuttled") {
				f.Lost++
			}
		}
		if f.Date == "" {
			f.Date = g.DateString()
		}
		out = append(out, f)
	}
	return out
}

// foughtAt reports whether a combat of boat in area was noted in turn t.
func (c *Campaign) foughtAt(t int, boat, area string) bool {
	for _, f := range c.fought {
		if f.Turn != t || f.TurnedBack != nil || area != "" && f.Area != area {
			continue
		}
		for _, b := range f.Boats {
			if b == boat {
				return true
			}
		}
	}
	return false
}

// notedRaid reports whether the raid ordered at log entry i is already
// listed.
func (c *Campaign) notedRaid(i int) bool {
	for _, f := range c.fought {
		if f.TurnedBack != nil && f.LogFrom == i {
			return true
		}
	}
	return false
}

// isRaidOrder reports whether a decision's message holds the order to
// raid a naval base (the movement option's label, nested in the decision).
func isRaidOrder(m *engine.Msg) bool {
	if m == nil {
		return false
	}
	if m.ID == "atl.move.raid" || m.ID == "atl.move.sail-raid" {
		return true
	}
	for _, a := range m.Args {
		if a.Msg != nil && isRaidOrder(a.Msg) {
			return true
		}
	}
	return false
}

// raidArea is the base the raid order names: the area among its arguments
// that the game notes raided in turn t [30.4] (the only one raided then,
// when the message names none).
func raidArea(m *engine.Msg, raids map[string]int, t int) string {
	var found string
	var walk func(m *engine.Msg)
	walk = func(m *engine.Msg) {
		for _, a := range m.Args {
			switch {
			case found != "":
				return
			case a.Msg != nil:
				walk(a.Msg)
			case a.Kind == engine.ArgArea && raids[a.Str] == t:
				found = a.Str
			}
		}
	}
	if m != nil {
		walk(m)
	}
	if found == "" {
		n := 0
		for a, turn := range raids {
			if turn == t {
				found = a
				n++
			}
		}
		if n != 1 {
			found = ""
		}
	}
	return found
}

// whyTurnedBack picks from the log after a raid order what happened to the
// boat until it was turned back: transit events, Spotted, damage, lying
// low, the order to return to base or the loss (the last), or the search
// that found nothing.
func whyTurnedBack(log []engine.Entry, boat string, t int) []engine.Entry {
	var out []engine.Entry
	for _, e := range log {
		if e.Turn != t {
			break
		}
		if e.Sub != boat {
			continue
		}
		switch {
		case e.Roll != nil && strings.HasPrefix(e.Roll.Purpose, "AAC search"):
			out = append(out, e)
		case e.Event != nil:
			switch e.Event.Type {
			case "spotted", "damaged", "lie-low", "delay":
				out = append(out, e)
			case "rtb", "sub-lost", "scuttled":
				return append(out, e)
			}
		}
	}
	return out
}

// entryIndex is where e (by its sequence number) lies in log.
func entryIndex(log []engine.Entry, e engine.Entry) int {
	for i := range log {
		if log[i].Seq == e.Seq {
			return i
		}
	}
	return 0
}
