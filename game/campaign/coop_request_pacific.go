package campaign

import (
	"fmt"
	"slices"
	"strings"

	"periscope/game/data"
	"periscope/game/engine"
)

// The Southwest Pacific's request [SW 26.0]: in the two-player variant,
// "whenever the number of subs operating from Australia falls below 36,
// the Southwest Pacific commander may request 6 of the newest classes of
// subs available from Pearl Harbor". Our reading: the second command of
// rules.commands (the Southwest Pacific) counts its boats (in its bases or
// at sea from them); below 36, in the month's Reinforcement phase, it may
// ask the first command (Pearl Harbor) for six boats. Pearl Harbor grants
// them (the rule is the players' agreement written down): the six boats of
// the newest classes (the latest in uboats.json's class list, then the
// latest arrivals) in a base box of Pearl Harbor's command that is not a
// repair box go to the chosen Southwest Pacific base, in the same box.

const (
	coopRequestBelow = 36 // [SW 26.0]
	coopRequestCount = 6
)

func init() { register(opCoopRequest, stepCoopRequest) }

// commandBoats counts the boats of a command: in its bases or at sea from them.
func (g *Game) commandBoats(seat string) int {
	n := 0
	for i := range g.S.Subs {
		s := &g.S.Subs[i]
		if (s.Status == StBase || s.Status == StSea) && g.T.CommandOf(s.Base) == seat {
			n++
		}
	}
	return n
}

// requestBoats are the giving command's boats that may be sent, newest
// classes first.
func (g *Game) requestBoats(seat string) []*Sub {
	order := map[string]int{}
	for i, c := range g.T.SubClasses {
		order[c.ID] = i
	}
	var out []*Sub
	for i := range g.S.Subs {
		s := &g.S.Subs[i]
		if s.Status != StBase || g.T.CommandOf(s.Base) != seat || g.packOf(s.ID) != nil {
			continue
		}
		switch s.Box {
		case BoxReady, BoxPier, BoxWorkUp, BoxInPort:
			out = append(out, s)
		}
	}
	slices.SortStableFunc(out, func(a, b *Sub) int {
		if d := order[g.cls(b).ID] - order[g.cls(a).ID]; d != 0 {
			return d
		}
		if d := b.Entry - a.Entry; d != 0 {
			return d
		}
		return strings.Compare(a.ID, b.ID)
	})
	return out
}

// stepCoopRequest offers the Southwest Pacific its request [SW 26.0].
func stepCoopRequest(g *Game, f *Frame) {
	if !g.Coop() {
		return
	}
	giver, asker := g.T.Rules.Commands[0].Seat, g.T.Rules.Commands[1].Seat
	n := g.commandBoats(asker)
	if n >= coopRequestBelow {
		return
	}
	var bases []string
	for _, b := range g.T.Map.Bases {
		if b.Kind == data.BaseMain && g.BaseActive(b.ID) && g.T.CommandOf(b.ID) == asker {
			bases = append(bases, b.ID)
		}
	}
	cands := g.requestBoats(giver)
	if len(bases) == 0 || len(cands) == 0 {
		return
	}
	if len(cands) > coopRequestCount {
		cands = cands[:coopRequestCount]
	}
	if f.Ans == nil {
		f.Area = bases[0] // the Southwest Pacific decides [26.0]
		boats := "boats"
		if n == 1 {
			boats = "boat"
		}
		p := engine.Prompt{Kind: "coop-request", Rule: "26.0",
			Text: fmt.Sprintf("The Southwest Pacific has %d %s (fewer than %d): request %d from Pearl Harbor?", n, boats, coopRequestBelow, len(cands)),
			Msg:  msgM("pac.request.q", aInt("n", n), aInt("below", coopRequestBelow), aInt("count", len(cands)))}
		p.Options = append(p.Options, engine.Option{Key: "none", Label: "No request", LabelMsg: msgM("pac.request.none")})
		for _, b := range bases {
			p.Options = append(p.Options, engine.Option{Key: "to:" + b, Label: fmt.Sprintf("Request them for %s", g.baseName(b)), Ref: b, Rule: "26.0",
				LabelMsg: msgM("pac.request.to", aBase("base", b))})
		}
		g.Ask(f, p)
		return
	}
	key := g.Key(f)
	if !strings.HasPrefix(key, "to:") {
		return
	}
	base := strings.TrimPrefix(key, "to:")
	var ids []string
	var idsM []*engine.Msg
	for _, s := range cands {
		g.PutInBox(s, base, s.Box)
		ids = append(ids, s.ID)
		idsM = append(idsM, engine.M("atl.unit.name", aUnit("u", s.ID)))
	}
	g.noteM("26.0", "", msgM("pac.request.done", aBase("base", base), aNested("boats", listMsg(idsM))), "Pearl Harbor sends %s to %s [SW 26.0].", strings.Join(ids, ", "), g.baseName(base))
}
