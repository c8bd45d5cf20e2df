package campaign

// Declining a reveal with radar [SW 14.12]: from 1943 (rules.radarFrom) a
// sub that reveals a Japanese unit may decline it at once, before any
// other reveal — unless it is a combat event, a diligent escort or an
// aircraft — and reveals another in its place. Spec §12.5: the declined
// unit is turned face down again; with nothing else left to reveal it
// stays revealed. Spec §12.18: a unit declined stays face down for the
// rest of the combat, re-attack included.

import (
	"fmt"

	"periscope/game/engine"
)

// radarMayDecline reports whether the sub may decline the unit it has
// just revealed [SW 14.12].
func (g *Game) radarMayDecline(b *CombatBoat, u *BoardUnit) bool {
	if !g.hasRadar() && !g.politicalRadar(b) { // [36.61E]
		return false
	}
	t := g.utype(u.ID)
	if isAircraft(t) || isEvent(t) || t.Diligent {
		return false
	}
	// Another unit must be revealed in its place (§12.5); with
	// "radar-decline-last" the last one may be declined too.
	return len(g.revealCandidates(b)) > 0 || g.Opt("radar-decline-last")
}

// radarAsk offers to decline the unit just revealed.
func (g *Game) radarAsk(f *Frame, b *CombatBoat, u *BoardUnit) {
	g.Ask(f, engine.Prompt{Kind: "radar-decline", Sub: b.ID, Rule: "14.12",
		Text: fmt.Sprintf("%s revealed %s: decline it by radar and reveal another instead?", b.ID, g.unitLabel(u)),
		Msg:  msgM("pac.radar.q", aUnit("boat", b.ID), aNested("unit", g.unitMsg(u))),
		Options: []engine.Option{
			{Key: "keep", Label: "Keep it revealed", Rule: "14.12", Ref: "unit:" + u.ID, LabelMsg: msgM("pac.radar.keep")},
			{Key: "decline", Label: "Decline it: face down again, reveal another in its place", Rule: "14.12", Ref: "unit:" + u.ID,
				Detail: "its ASW and TDC stay hidden; it cannot be revealed by choice again this combat", LabelMsg: msgM("pac.radar.decline"), DetailMsg: msgM("pac.radar.decline.d")},
		}})
}

// radarAnswer applies the choice: a declined unit goes face down and the
// reveal does not count; a kept one has its effects.
func (g *Game) radarAnswer(f *Frame, b *CombatBoat, u *BoardUnit) {
	if g.Key(f) != "decline" {
		g.revealEffects(b, u.ID, f.A)
		return
	}
	u.Up, u.Radar = false, true
	b.Reveals--
	if n := len(b.RevCols); n > 0 {
		b.RevCols = b.RevCols[:n-1]
	}
	g.noteM("14.12", b.ID, msgM("pac.radar.declined", aUnit("boat", b.ID)), "%s declines the unit by radar: face down again; it reveals another in its place.", b.ID)
}
