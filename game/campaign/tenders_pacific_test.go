package campaign

import (
	"slices"
	"strings"
	"testing"

	"periscope/game/engine"
)

// pacificGameSeed is a new game of a Pacific scenario with a seed, as
// set up: run to its first decision, then the stack emptied.
func pacificGameSeed(t *testing.T, scenario string, seed uint64) *Game {
	t.Helper()
	pacificGame(t, scenario, "1942-01", 1) // loads the theatre
	g, err := New(pacificTh, engine.Record{System: SystemID, Theatre: "pacific", Scenario: scenario, Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	if err := g.Run(); err != nil {
		t.Fatal(err)
	}
	g.S.Stack, g.S.Pending = nil, nil
	g.Flush()
	return g
}

// tendersAt lists the tenders moored at an advanced base.
func tendersAt(g *Game, base string) []string {
	var out []string
	for _, t := range g.S.Tenders {
		if g.advancedBaseOf(t.Area) == base {
			out = append(out, t.ID)
		}
	}
	return out
}

// effectFrame is the frame that applies one effect of a war event (or a
// period header), found by its op and area or base.
func effectFrame(t *testing.T, g *Game, src, op, where string) Frame {
	t.Helper()
	for i := 0; ; i++ {
		e := g.effectAt(src, i)
		if e == nil {
			t.Fatalf("%s has no %s effect at %s", src, op, where)
		}
		if e.Op == op && (e.Area == where || e.Base == where) {
			return Frame{Op: opEffect, S: src, A: i}
		}
	}
}

// [SW 21.21] An event that opens an advanced base orders a tender to it,
// placed in the War Progress phase: until then the base is not in use, so
// no sub may RTB there this turn [SW 20.5]. The tender is drawn at random
// from those available by their date — never one an event must name (the
// East Wind tenders) by a logged d10 — and the player is not asked.
func TestSW21_21_EventTenderDrawnAtRandomInWarProgress(t *testing.T) {
	g := pacificGame(t, "campaign-1941", "1942-07", 2)
	s := pearlSubOperating(t, g, "hawaiian-islands")
	drive(t, g, g.occurEvent("midway-base-opens", "5.0")...)
	if g.BaseActive("midway") || slices.Contains(g.RTBBases(s), "midway") {
		t.Fatalf("Midway is in use before its tender arrives (active %v, RTB bases %v)", g.BaseActive("midway"), g.RTBBases(s))
	}
	es := drive(t, g, g.tenderFrames()...)
	text := logText(es)
	if !rollOfRule(es, "21.21") {
		t.Errorf("the tender is drawn without a logged roll [21.21]:\n%s", text)
	}
	if g.Prompt() != nil {
		t.Fatalf("the player was asked: %s", g.Prompt().Text)
	}
	ts := tendersAt(g, "midway")
	if len(ts) != 1 || !g.BaseActive("midway") || !slices.Contains(g.RTBBases(s), "midway") {
		t.Fatalf("after War Progress: tenders %v, active %v, RTB bases %v\n%s", ts, g.BaseActive("midway"), g.RTBBases(s), text)
	}
	if d := g.T.Tender(ts[0]); d.Named || !g.availableFrom(d.From, "") {
		t.Errorf("drew %s (named %v, from %s)", d.ID, d.Named, d.From)
	}
	if !strings.Contains(text, "drawn at random") {
		t.Errorf("no [21.21] draw in the log:\n%s", text)
	}
	// Over many seeds the draw reaches every tender it may, and only those.
	seen := map[string]bool{}
	all := func() bool { return seen["holland"] && seen["fulton"] && seen["sperry"] && seen["griffin"] }
	for seed := uint64(1); seed <= 40 && !all(); seed++ { // (until each is drawn)
		h := pacificGameSeed(t, "campaign-1941", seed)
		h.S.Month, h.S.Period = g.S.Month, 2
		text := logText(drive(t, h, Frame{Op: opTenderPlace, Area: "midway"}))
		if ts := tendersAt(h, "midway"); len(ts) == 0 {
			t.Fatalf("seed %d: no tender\n%s", seed, text)
		}
		id := tendersAt(h, "midway")[0]
		if d := h.T.Tender(id); d.Named || !h.availableFrom(d.From, "") {
			t.Errorf("seed %d: drew %s (named %v, from %s)", seed, id, d.Named, d.From)
		}
		seen[id] = true
	}
	for _, want := range []string{"holland", "fulton", "sperry", "griffin"} {
		if !seen[want] {
			t.Errorf("%s never drawn in 40 seeds (drew %v)", want, seen)
		}
	}
	for _, never := range []string{"canopus", "pelikaan", "bushnell", "orion", "euryale", "proteus"} {
		if seen[never] {
			t.Errorf("%s drawn in July 1942", never)
		}
	}
}

// [SW 21.21] An event may name its tender and place it at once: the Fall
// of Luzon sends Holland to Surabaya, beside the Dutch Pelikaan; the two
// tenders' capacities add [21.22]. [21.24] When the Indies fall both leave
// with the base (its boats sail for Fremantle, [SW P1 event 1]), and
// Holland may serve a new base later.
func TestSW21_24_FallenBaseTendersLeaveAndReturn(t *testing.T) {
	g := pacificGameSeed(t, "campaign-1941", 1)
	if ts := tendersAt(g, "surabaya"); !slices.Equal(ts, []string{"pelikaan"}) || !g.BaseActive("surabaya") {
		t.Fatalf("set-up: Surabaya has %v (active %v), want the Pelikaan", ts, g.BaseActive("surabaya"))
	}
	drive(t, g, effectFrame(t, g, "event:fall-of-luzon", "tender", "surabaya"), effectFrame(t, g, "event:fall-of-luzon", "base-on", "fremantle"))
	if ts := tendersAt(g, "surabaya"); !slices.Equal(ts, []string{"pelikaan", "holland"}) {
		t.Fatalf("after the Fall of Luzon Surabaya has %v, want Pelikaan and Holland at once", ts)
	}
	if c := g.tenderCapacity("surabaya"); c != g.T.Tender("pelikaan").Capacity+g.T.Tender("holland").Capacity {
		t.Errorf("capacity %d", c)
	}
	var dutch []*Sub
	for i := range g.S.Subs {
		if s := &g.S.Subs[i]; s.Status == StBase && s.Base == "surabaya" {
			dutch = append(dutch, s)
		}
	}
	if len(dutch) == 0 {
		t.Fatal("no boat at Surabaya")
	}
	drive(t, g, effectFrame(t, g, "event:fall-of-nei", "base-off", "surabaya"))
	if ts := tendersAt(g, "surabaya"); len(ts) != 0 || g.BaseActive("surabaya") || g.BaseState("surabaya").Tender != "" {
		t.Fatalf("after the fall of the Indies Surabaya has %v (active %v)", ts, g.BaseActive("surabaya"))
	}
	for _, s := range dutch {
		if s.Status == StBase && s.Base != "fremantle" {
			t.Errorf("%s went to %s, want Fremantle", s.ID, s.Base)
		}
	}
	drive(t, g, Frame{Op: opTenderPlace, Area: "midway", S: "holland"})
	if ts := tendersAt(g, "midway"); !slices.Equal(ts, []string{"holland"}) {
		t.Errorf("Holland could not serve Midway after Surabaya fell: %v", ts)
	}
}

// [SW 21.22] The Iwo Jima event's repeat sends a second tender to Guam:
// the base holds both, and its capacity is their sum; a plain tender order
// for a base that has one changes nothing.
func TestSW21_22_SecondTenderAtGuam(t *testing.T) {
	g := pacificGame(t, "campaign-1941", "1945-02", 4)
	drive(t, g, Frame{Op: opTenderPlace, Area: "guam", S: "sperry"})
	drive(t, g, Frame{Op: opTenderPlace, Area: "guam"})
	if ts := tendersAt(g, "guam"); !slices.Equal(ts, []string{"sperry"}) {
		t.Fatalf("a plain order added a tender: %v", ts)
	}
	drive(t, g, g.occurEvent("second-guam-tender", "5.0")...)
	drive(t, g, g.tenderFrames()...)
	ts := tendersAt(g, "guam")
	if len(ts) != 2 {
		t.Fatalf("Guam has %v, want two tenders", ts)
	}
	if c := g.tenderCapacity("guam"); c != g.T.Tender(ts[0]).Capacity+g.T.Tender(ts[1]).Capacity {
		t.Errorf("capacity %d for %v", c, ts)
	}
}

// [SW 21.11] An advanced base in use is no longer a mission target: an
// order to send boats there gives no mission.
func TestSW21_11_NoMissionToAnAdvancedBaseInUse(t *testing.T) {
	g := pacificGame(t, "campaign-1941", "1944-08", 3)
	drive(t, g, Frame{Op: opTenderPlace, Area: "guam", S: "sperry"})
	n := len(g.S.Missions)
	text := logText(drive(t, g, effectFrame(t, g, "event:sm-guam", "deploy", "guam")))
	if len(g.S.Missions) != n || !strings.Contains(text, "advanced base in use") {
		t.Errorf("missions %d → %d\n%s", n, len(g.S.Missions), text)
	}
	text = logText(drive(t, g, effectFrame(t, g, "event:sm-guam", "deploy", "bonins")))
	if len(g.S.Missions) != n+1 {
		t.Errorf("the Bonins order gave no mission\n%s", text)
	}
}

// [SW 15.1] Leaving an advanced base into its linked OpArea is free in
// Silent War (Steel Wolves charges a point, [21.11]).
func TestSW15_1_AdvancedBaseExitIsFree(t *testing.T) {
	g := pacificGame(t, "campaign-1941", "1943-03", 2)
	drive(t, g, Frame{Op: opTenderPlace, Area: "midway", S: "fulton"})
	s := pearlSubOperating(t, g, "hawaiian-islands")
	if c := g.edgeCost(s, modeDeploy, moveEdge{exit: "midway"}); c != 0 {
		t.Errorf("leaving Midway costs %d", c)
	}
}

// [SW 21.23] A damaged sub may RTB to a tender and rolls the Damage table
// at once: superficial → the tender's Broom box, repaired; anything else →
// Done of the linked OpArea, and it may only go on to a main base.
func TestSW21_23_DamagedSubAtATender(t *testing.T) {
	for _, c := range []struct {
		roll   int
		atBase bool
	}{{0, true}, {9, false}} {
		g := pacificGame(t, "campaign-1941", "1943-03", 2)
		drive(t, g, Frame{Op: opTenderPlace, Area: "midway", S: "fulton"})
		s := pearlSubOperating(t, g, "hawaiian-islands")
		s.Damage, s.RTB = 1, true
		g.LoadDice(c.roll)
		g.ArriveAtBase(s, "midway")
		if c.atBase {
			if s.Status != StBase || s.Base != "midway" || s.Box != BoxWorkUp || s.Damage != 0 {
				t.Errorf("superficial: %s %s %s damage %d", s.Status, s.Base, s.Box, s.Damage)
			}
			continue
		}
		if s.Status != StSea || s.Section != Done || !s.RTB || !s.MainBaseOnly || s.Damage != 1 || slices.Contains(g.RTBBases(s), "midway") {
			t.Errorf("turned away: %s in %s %s, RTB %v main-only %v damage %d, bases %v", s.Status, s.Area, s.Section, s.RTB, s.MainBaseOnly, s.Damage, g.RTBBases(s))
		}
	}
}

// [SW 21.1] Every advanced base a scenario starts with has its tender.
func TestSW21_1_ScenarioAdvancedBasesHaveTenders(t *testing.T) {
	for _, sc := range []string{"campaign-1941", "asiatic-fleet-1941", "torpedo-crisis-1943", "wahoo-1943", "tang-1944", "convoy-college-1944"} {
		g2 := pacificGameSeed(t, sc, 1)
		for _, b := range g2.T.Map.Bases {
			if g2.isTender(b.ID) && g2.BaseActive(b.ID) && g2.tenderCapacity(b.ID) == 0 {
				t.Errorf("%s: %s is in use with no tender", sc, b.ID)
			}
		}
	}
}
