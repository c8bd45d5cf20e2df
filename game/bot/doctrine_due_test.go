package bot

import (
	"testing"

	"periscope/game/campaign"
	"periscope/game/data"
	"periscope/game/engine"
)

// [5.4] an order that is due: from March 1940 the Weserübung event (forced
// in May) is coming, and its orders ask for 12 + 6 boats [5.3]. The
// doctrine keeps that many Ready boats in port for them (Operation Hartmut:
// the Atlantic sailings stopped in early March 1940) and sails the rest;
// before the event is due, or once it has happened, every Ready boat sails.
func Test5_4_DoctrineHoldsReadyBoatsForADueOrder(t *testing.T) {
	g, err := campaign.New(theatre(t), engine.Record{System: campaign.SystemID, Theatre: "atlantic", Scenario: "campaign-1939", Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	month := func(s string) int {
		m, err := data.MonthIndex(s)
		if err != nil {
			t.Fatal(err)
		}
		return m
	}
	// Every German boat in play Ready for Sea at Germany except the first
	// n, which are at sea.
	var ids []string
	for i := range g.S.Subs {
		s := &g.S.Subs[i]
		if s.Status == campaign.StBase || s.Status == campaign.StSea {
			ids = append(ids, s.ID)
		}
	}
	setReady := func(n int) {
		for i, id := range ids {
			s := g.Sub(id)
			s.Mission, s.Withdraw = "", ""
			if i < len(ids)-n {
				s.Status, s.Area, s.Box = campaign.StSea, "north-sea", ""
			} else {
				s.Status, s.Base, s.Box = campaign.StBase, "germany", campaign.BoxReady
			}
		}
	}
	if len(ids) < 20 {
		t.Fatalf("only %d boats in play", len(ids))
	}
	decide := func() string {
		s := g.Sub(ids[len(ids)-1])
		p := &engine.Prompt{Kind: "deploy", Sub: s.ID, Options: []engine.Option{{Key: "stay"}, {Key: "path:germany>north-sea|"}}}
		ch := NewDoctrine().Choose(g, p)
		return p.Options[ch.Option].Key
	}

	g.S.Month = month("1940-02")
	setReady(5)
	if r := dueReserve(g); r != 0 {
		t.Errorf("February 1940: %d boats held, want 0 (Weserübung is not due before March)", r)
	}
	if k := decide(); k == "stay" {
		t.Errorf("February 1940: a Ready boat stays in port; want it to sail")
	}

	g.S.Month = month("1940-03")
	if r := dueReserve(g); r != 18 {
		t.Errorf("March 1940: %d boats held, want 18 (Weserübung's 12 + 6)", r)
	}
	setReady(18)
	if k := decide(); k != "stay" {
		t.Errorf("March 1940, 18 Ready boats: %q, want stay (held for Weserübung)", k)
	}
	setReady(19)
	if k := decide(); k == "stay" {
		t.Errorf("March 1940, 19 Ready boats: the 19th stays; want it to sail")
	}

	g.S.Month = month("1940-05")
	setReady(18)
	g.S.EventCount["weserubung"] = 1
	if k := decide(); k == "stay" {
		t.Errorf("May 1940 after Weserübung: a Ready boat stays in port; want it to sail")
	}
}

// [5.4], [15.21] the recall for an order that is due: in March 1940, with
// Weserübung's 12 + 6 boats coming, a boat on its own patrol skips its
// search and turns for home (lie low and RTB) while the boats Ready in port
// and homebound are fewer than the orders ask for; it searches once they are
// enough, and once the event has happened.
func Test5_4_DoctrineRecallsBoatsForADueOrder(t *testing.T) {
	g, err := campaign.New(theatre(t), engine.Record{System: campaign.SystemID, Theatre: "atlantic", Scenario: "campaign-1939", Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	var ids []string
	for i := range g.S.Subs {
		s := &g.S.Subs[i]
		if s.Status == campaign.StBase || s.Status == campaign.StSea {
			ids = append(ids, s.ID)
		}
	}
	if len(ids) < 20 {
		t.Fatalf("only %d boats in play", len(ids))
	}
	// The first boat is at sea in the Western Approaches; of the others,
	// n are Ready for Sea in port (the first of them homebound at sea
	// instead: it counts as well) and the rest in work-up (not yet Ready:
	// they do not count).
	place := func(n int) {
		for i, id := range ids {
			s := g.Sub(id)
			s.Mission, s.Withdraw, s.RTB, s.Damage = "", "", false, 0
			switch {
			case i == 0:
				s.Status, s.Area, s.Box, s.Section, s.Side = campaign.StSea, "western-approaches", "", campaign.Operating, campaign.Patrol
			case i == 1:
				s.Status, s.Area, s.Box, s.Section, s.Side, s.RTB = campaign.StSea, "north-sea", "", campaign.Operating, campaign.Transit, true
			case i <= n:
				s.Status, s.Base, s.Box = campaign.StBase, "germany", campaign.BoxReady
			default:
				s.Status, s.Base, s.Box = campaign.StBase, "germany", campaign.BoxWorkUp
			}
		}
	}
	decide := func() string {
		p := &engine.Prompt{Kind: "search", Sub: ids[0], Options: []engine.Option{{Key: "search"}, {Key: "lie-low"}, {Key: "lie-low-rtb"}}}
		ch := NewDoctrine().Choose(g, p)
		return p.Options[ch.Option].Key
	}
	month := func(s string) int {
		m, err := data.MonthIndex(s)
		if err != nil {
			t.Fatal(err)
		}
		return m
	}

	g.S.Month = month("1940-02")
	place(5)
	if k := decide(); k != "search" {
		t.Errorf("February 1940, 5 boats in port: %q, want search (Weserübung is not due)", k)
	}
	g.S.Month = month("1940-03")
	if k := decide(); k != "lie-low-rtb" {
		t.Errorf("March 1940, 5 boats in port: %q, want lie-low-rtb (recalled for Weserübung's 18)", k)
	}
	place(18)
	if k := decide(); k != "search" {
		t.Errorf("March 1940, 18 boats in port: %q, want search (enough are home)", k)
	}
	place(5)
	g.S.EventCount["weserubung"] = 1
	g.S.Month = month("1940-04")
	if k := decide(); k != "search" {
		t.Errorf("April 1940 after Weserübung: %q, want search", k)
	}
}
