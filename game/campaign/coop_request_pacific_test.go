package campaign

import (
	"slices"
	"testing"
)

// [SW 26.0] "Whenever the number of subs operating from Australia falls
// below 36, the Southwest Pacific commander may request 6 of the newest
// classes of subs available from Pearl Harbor": the Southwest Pacific's
// seat is asked, and six of Pearl Harbor's newest boats in base (not in
// repair) pass to the chosen base; at 36 or more, or outside the
// two-player variant, nothing is asked.
func TestSW26_0_RequestSixBoatsFromPearlUnder36(t *testing.T) {
	g := pacificGame(t, "campaign-1941", "1943-06", 2)
	g.S.Options = []string{coopName}
	g.BaseState("fremantle").Active = true
	// Every boat in service to Pearl Harbor's Ready box, but two to Fremantle.
	var ids []string
	for i := range g.S.Subs {
		s := &g.S.Subs[i]
		if s.Status == StBase || s.Status == StSea || s.Status == StFuture {
			g.PutInBox(s, "pearl-harbor", BoxReady)
			ids = append(ids, s.ID)
		}
	}
	for _, id := range ids[:2] {
		g.Sub(id).Base = "fremantle"
	}
	g.Sub(ids[2]).Box = BoxR1 // in repair: not sent
	drive(t, g, Frame{Op: opCoopRequest})
	p := g.Prompt()
	if p == nil || p.Kind != "coop-request" || p.Seat != "swpac" || !slices.Contains(optionKeys(g), "to:fremantle") {
		t.Fatalf("no request offered to the Southwest Pacific: %+v", p)
	}
	want := g.requestBoats("pearl")[:6]
	newest := g.cls(want[0]).ID
	answer(t, g, "to:fremantle")
	for _, s := range want {
		if s.Base != "fremantle" || s.Box != BoxReady {
			t.Fatalf("%s not sent: %s %s", s.ID, s.Base, s.Box)
		}
	}
	if got := g.commandBoats("swpac"); got != 8 {
		t.Fatalf("Southwest Pacific has %d boats, want 8", got)
	}
	if g.Sub(ids[2]).Base != "pearl-harbor" {
		t.Fatal("a boat in repair was sent")
	}
	for i := range g.S.Subs {
		s := &g.S.Subs[i]
		if s.Base == "pearl-harbor" && s.Status == StBase && s.Box != BoxR1 && g.cls(s).ID == newest && !slices.Contains(want, s) && g.cls(want[5]).ID != newest {
			t.Fatalf("%s of the newest class %s kept while %s (%s) was sent", s.ID, newest, want[5].ID, g.cls(want[5]).ID)
		}
	}
	// At 36 or more, nothing is asked.
	for _, s := range g.requestBoats("pearl")[:30] {
		s.Base = "brisbane"
	}
	drive(t, g, Frame{Op: opCoopRequest})
	if p := g.Prompt(); p != nil {
		t.Fatalf("asked with %d boats: %s", g.commandBoats("swpac"), p.Kind)
	}
	// Solitaire: never asked.
	h := pacificGame(t, "campaign-1941", "1943-06", 2)
	h.BaseState("fremantle").Active = true
	drive(t, h, Frame{Op: opCoopRequest})
	if p := h.Prompt(); p != nil {
		t.Fatalf("solitaire asked: %s", p.Kind)
	}
}
