package campaign

import (
	"strings"
	"testing"
)

// quietBases puts every boat in a base out of the transit phase's way (a
// repair box does not move), so that only the boats a test sets up move.
func quietBases(g *Game) {
	for i := range g.S.Subs {
		if s := &g.S.Subs[i]; s.Status == StBase {
			s.Box = BoxR1
		}
	}
}

// runTransit plays the transit phase, sending every boat that asks to
// Pearl Harbor.
func runTransit(t *testing.T, g *Game) string {
	t.Helper()
	var b strings.Builder
	b.WriteString(logText(drive(t, g, Frame{Op: opPhaseTransit})))
	for i := 0; i < 20 && g.Prompt() != nil; i++ {
		p := g.Prompt()
		if p.Kind != "rtb-base" {
			t.Fatalf("unexpected prompt %s: %s", p.Kind, p.Text)
		}
		b.WriteString(logText(answer(t, g, "pearl-harbor")))
	}
	return b.String()
}

// [SW 15.22] A sub forced to RTB in the operations segment (here by a
// counterattack result) moves home in the same turn's transit phase: from
// the Hawaiian Islands it is in Pearl Harbor at the end of the phase, where
// Steel Wolves would leave it in Done until next turn.
func TestSW15_22_ForcedRTBMovesTheSameTurn(t *testing.T) {
	g := pacificGame(t, "campaign-1941", "1942-07", 2)
	s := pearlSubOperating(t, g, "hawaiian-islands")
	g.ForceRTB(s, "14.2", "counterattack")
	if s.Section != Done {
		t.Fatalf("forced RTB left the sub in %s", s.Section)
	}
	text := runTransit(t, g)
	if s.Status != StBase || s.Base != "pearl-harbor" {
		t.Fatalf("%s is %s in %s%s, want at Pearl Harbor this turn\n%s", s.ID, s.Status, s.Area, s.Base, text)
	}
	if !strings.Contains(text, "move in this transit phase") {
		t.Errorf("no [15.22] note:\n%s", text)
	}
	if err := g.CheckInvariants(); err != nil {
		t.Fatal(err)
	}
}

// [SW 15.25] A sub beyond Range of every base is damaged at once and must
// RTB at Speed −1 (at least 1); it is not damaged again next turn.
func TestSW15_25_BeyondRangeDamagedAndSlower(t *testing.T) {
	g := pacificGame(t, "campaign-1941", "1942-07", 2)
	var s *Sub
	area := ""
	for i := range g.S.Subs {
		c := &g.S.Subs[i]
		if c.Status != StBase {
			continue
		}
		for _, a := range g.T.Map.Areas {
			if g.isOpArea(a.ID) && !g.withinRange(c, a.ID) && g.rangeOf(a.ID) < 1<<20 {
				s, area = c, a.ID
				break
			}
		}
		if s != nil {
			break
		}
	}
	if s == nil {
		t.Fatal("no boat has an OpArea beyond its Range")
	}
	quietBases(g)
	s.Status = StSea
	g.PutAtSea(s, area, Operating, Patrol)
	g.rules.TransitStart(g)
	es := g.Flush()
	if s.Damage != 1 || !s.RTB || !s.Patrol.BeyondRange || s.Side != Transit {
		t.Fatalf("%s in %s: damage %d, RTB %v, beyond %v, side %s\n%s", s.ID, area, s.Damage, s.RTB, s.Patrol.BeyondRange, s.Side, logText(es))
	}
	if want := max(1, g.cls(s).Speed-1); g.homeSpeed(s) != want {
		t.Errorf("home speed %d, want %d", g.homeSpeed(s), want)
	}
	wantLog(t, es, "beyond its Range")
	g.rules.TransitStart(g)
	if s.Damage != 1 {
		t.Errorf("damaged again: %d markers", s.Damage)
	}
	// Steel Wolves only sends the boat home [15.11].
	h := pacificGame(t, "campaign-1941", "1942-07", 2)
	u := h.Sub(s.ID)
	u.Status = StSea
	h.PutAtSea(u, area, Operating, Patrol)
	steelWolves{}.TransitStart(h)
	if u.Damage != 0 || !u.RTB || u.Patrol.BeyondRange {
		t.Errorf("Steel Wolves: damage %d, RTB %v, beyond %v", u.Damage, u.RTB, u.Patrol.BeyondRange)
	}
}

// pearlSubOperating takes the first sub in base at Pearl Harbor to sea,
// operating on patrol in area, after putting every boat in a base out
// of the transit phase's way (quietBases); for the Pacific return-to-base
// and mission-zone tests.
func pearlSubOperating(t *testing.T, g *Game, area string) *Sub {
	t.Helper()
	var s *Sub
	for i := range g.S.Subs {
		if g.S.Subs[i].Status == StBase && g.S.Subs[i].Base == "pearl-harbor" {
			s = &g.S.Subs[i]
			break
		}
	}
	if s == nil {
		t.Fatal("no sub in base at Pearl Harbor")
	}
	quietBases(g)
	s.Status = StSea
	g.PutAtSea(s, area, Operating, Patrol)
	return s
}
