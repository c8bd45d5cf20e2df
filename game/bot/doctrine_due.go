package bot

import (
	"periscope/game/campaign"
	"periscope/game/data"
)

// The orders that are due [5.4]: a war event with a forced date is known
// to be coming from its first month (From) to its forced one, and its
// deployment orders [5.3] are filled first from the boats on station and
// then from the Ready-for-Sea boats in port (tier 3). A real BdU planning
// such an operation held the boats for it instead of sending them on an
// ordinary patrol first: for Operation Weserübung the U-boat arm stopped
// its Atlantic sailings in early March 1940 and put every boat it had into
// Operation Hartmut off Norway (assets/data/README.md, "Operation
// Hartmut"). So, while such an event is due and has not happened, the
// doctrine keeps in port as many Ready boats as its orders ask for; the
// others sail as usual. And while the boats in port and on their way home
// are fewer than the orders ask for, a boat on its own patrol is recalled
// (it turns for home, RTB [15.3]): BdU recalled the boats at sea in March
// 1940 for Hartmut. Both commanders do (the hold and the recall are
// strategy, not tactics). A theatre without forced events is not touched.

// dueReserve is the number of Ready boats held for the orders of the
// forced-date events now due.
func dueReserve(g *campaign.Game) int {
	n := 0
	for _, i := range g.T.ForcedEvents() {
		ev := &g.T.Events[i]
		if ev.Forced == "" || g.S.EventCount[ev.ID] > 0 || g.S.Flags[ev.ID] {
			continue
		}
		from, forced := ev.From, ev.Forced
		if from == "" {
			from = forced
		}
		fm, err1 := data.MonthIndex(from)
		lm, err2 := data.MonthIndex(forced)
		if err1 != nil || err2 != nil || g.S.Month < fm || g.S.Month > lm {
			continue
		}
		for _, e := range ev.Effects {
			if e.Op == "deploy" {
				n += e.Count
			}
		}
	}
	return n
}

// holdForDueOrder reports whether the Ready boat s stays in port for an
// order that is due: it does while the Ready boats in port (s among them)
// are no more than the orders ask for.
func holdForDueOrder(g *campaign.Game, s *campaign.Sub) bool {
	if s == nil || s.Status != campaign.StBase || s.Box != campaign.BoxReady {
		return false
	}
	need := dueReserve(g)
	if need == 0 {
		return false
	}
	ready := 0
	for i := range g.S.Subs {
		o := &g.S.Subs[i]
		if o.Status == campaign.StBase && o.Box == campaign.BoxReady && o.Mission == "" && o.Withdraw == "" {
			ready++
		}
	}
	return ready <= need
}

// recallForDueOrder reports whether the boat s, at sea on its own patrol,
// turns for home for an order that is due: it does while the boats Ready
// for Sea in port and those already homebound, none of them on another
// order, are fewer than the orders ask for.
func recallForDueOrder(g *campaign.Game, s *campaign.Sub) bool {
	if s == nil || s.Status != campaign.StSea || s.RTB || s.Mission != "" || s.Withdraw != "" {
		return false
	}
	need := dueReserve(g)
	if need == 0 {
		return false
	}
	home := 0
	for i := range g.S.Subs {
		o := &g.S.Subs[i]
		if o.Mission != "" || o.Withdraw != "" {
			continue
		}
		if o.Status == campaign.StSea && o.RTB || o.Status == campaign.StBase && o.Box == campaign.BoxReady {
			home++
		}
	}
	return home < need
}
