package naval

import (
	"fmt"
	"slices"
	"strings"

	"periscope/game/engine"
)

// refugeBases are the air bases the air of base a may fly off to after an
// air-combat round on it (23.461): its side's other bases of the same
// nation within its range.
func (g *Game) refugeBases(a *AirBase) []*AirBase {
	var out []*AirBase
	for i := range g.S.Air {
		x := &g.S.Air[i]
		if x.ID != a.ID && x.Side == a.Side && x.Nation == a.Nation && g.Map.Dist(a.Area, x.Area) <= a.Range {
			out = append(out, x)
		}
	}
	return out
}

// stepAirFlee: after an air-combat round on its air base in a battle
// (22.43) the defender may fly the base's surviving air off to another of
// its bases in range (23.46A, 23.461): out of the battle, returned for the
// rest of the player turn (18.523), out of reach of the next round's base
// strike. A is the strikers' NAS, S the base.
func stepAirFlee(g *Game, f *engine.Frame) {
	b := g.S.Battle
	a := g.airBase(f.S)
	if b == nil || a == nil {
		return
	}
	sq := 3*a.AAF - a.LostAAS
	if sq <= 0 && a.NAS-a.LostNAS <= 0 {
		return
	}
	to := g.refugeBases(a)
	if len(to) == 0 {
		return
	}
	if f.Ans == nil {
		po := []engine.Option{{Key: "stay", Label: "Stay at " + a.Name, LabelMsg: msg("opt.airstay", engine.Nested("base", DataName(a.Name))), Rule: "22.433"}}
		for _, x := range to {
			po = append(po, engine.Option{Key: "fly:" + x.ID, Ref: "area:" + x.Area, Rule: "23.461",
				Label:    fmt.Sprintf("Fly to %s (returned for the turn)", x.Name),
				LabelMsg: msg("opt.airfly", engine.Nested("base", DataName(x.Name)))})
		}
		g.Ask(f, engine.Prompt{Kind: "air-flee", Seat: g.Seat(a.Side), Rule: "23.46", Sub: a.ID,
			Text: fmt.Sprintf("%s struck by %d NAS: %d squadrons left; fly them off?", a.Name, f.A, sq),
			Msg:  msg("q.airflee", engine.Nested("base", DataName(a.Name)), engine.Int("nas", f.A), engine.Int("n", max(sq, 0))), Options: po})
		return
	}
	k := g.Key(f)
	x := g.airBase(strings.TrimPrefix(k, "fly:"))
	if k == "stay" || x == nil {
		return
	}
	d := a.Side
	// Out of the battle: its factors leave the land air (those aborted
	// this round first), its cover, search and NAS.
	aaf := a.ReadyAAF()
	take := func(ab, in *int, n int) {
		m := min(*ab, n)
		*ab -= m
		*in = max(0, *in-(n-m))
	}
	take(&b.Aborted[d], &b.LandAAS[d], aaf)
	take(&b.AbortedCover[d], &b.Cover[d], aaf)
	take(&b.AbortedSearch[d], &b.Search[d], min(aaf, b.Search[d]+b.AbortedSearch[d]))
	b.SearchSq[d] = max(0, b.SearchSq[d]-aaf)
	b.LandNAS[d] = max(0, b.LandNAS[d]-a.NAS)
	b.Bases[d] = slices.DeleteFunc(b.Bases[d], func(id string) bool { return id == a.ID })
	b.BaseAborts = slices.DeleteFunc(b.BaseAborts, func(y BaseAbort) bool { return y.Base == a.ID })
	g.say("event", "23.461", a.ID, msg("log.airflees", engine.Nested("base", DataName(a.Name)), engine.Int("n", max(sq, 0)), engine.Nested("to", DataName(x.Name))),
		"%s: %d squadrons fly off to %s, returned for the turn", a.Name, max(sq, 0), x.Name)
	x.AAF += a.AAF
	x.NAS += a.NAS
	x.LostAAS += a.LostAAS
	x.LostNAS += a.LostNAS
	x.GroundedAAS += max(sq, 0) + a.GroundedAAS
	a.AAF, a.NAS, a.LostAAS, a.LostNAS, a.GroundedAAS = 0, 0, 0, 0, 0
}
