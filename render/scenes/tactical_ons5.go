package scenes

import (
	"periscope/game/engine"
	"periscope/game/tactical"
	"periscope/i18n"
	"periscope/render"
	"periscope/render/play"
	"periscope/render/ui"
)

// The ONS 5 campaign's link from one scenario to the next
// [20.1 campaign]: when a scenario of it is over, the game menu offers the
// next, a new game whose scenario id carries the campaign's state
// (tactical.Match.ONS5Next), with the same options and seats.

// ons5NextRecord is the record of the scenario after the one s has just
// finished (ok false when s is not a finished ONS 5 scenario before the
// eighth).
func ons5NextRecord(s play.Playing) (engine.Record, bool) {
	m, ok := s.Base().Game().(*tactical.Match)
	if !ok {
		return engine.Record{}, false
	}
	next, last, ok := m.ONS5Next()
	if !ok || last {
		return engine.Record{}, false
	}
	r := s.Base().RecordView()
	return engine.Record{System: r.System, Theatre: r.Theatre, Scenario: next.String(), Seed: r.Seed + 1, Options: append([]string(nil), r.Options...)}, true
}

// addONS5Next puts "Next ONS 5 scenario" first in the menu when there is one.
func (g *GameMenu) addONS5Next() {
	g.next = ui.NewButton("ons5-next", i18n.T("tac.ons5.next"))
	if _, ok := ons5NextRecord(g.s); ok {
		g.focus = ui.NewFocusGroup(append([]*ui.Button{g.next}, g.focus.Items...)...)
		g.focus.Focus(g.next)
	}
}

// startONS5Next plays the next scenario in place of the finished one.
func (g *GameMenu) startONS5Next(ctx *render.SceneContext) {
	rec, ok := ons5NextRecord(g.s)
	if !ok {
		return
	}
	p, err := play.Start(rec, g.env.Saver)
	if err != nil {
		g.next.Label = err.Error()
		return
	}
	old := g.s.Base()
	for _, seat := range []engine.Seat{tactical.SeatSub, tactical.SeatEscort} {
		p.Base().SetSeatBot(seat, old.SeatBot(seat))
	}
	if g.env.Saver != nil {
		p.Base().SaveErr = g.env.Saver.Autosave(p.Base())
	}
	ctx.Scenes.Pop() // the menu
	ctx.Scenes.Replace(playScene(g.env, p))
}
