package campaign

import (
	"testing"
)

// [6.0], [5.4]: Operation Weserübung brings the torpedo failures of the
// Norwegian campaign: for four weeks German boats in the Norwegian and
// North Seas fire with the torpedo value 3 lower (calibration change 12,
// assets/data/README.md); boats elsewhere, the endurance tables and the
// track itself keep theirs, and the failures end with the weeks.
func Test6_0_WeserubungTorpedoFailures(t *testing.T) {
	th := atlantic(t)
	g := newGameOn(t, th, "campaign-1939", 1)
	g.S.Turn = 30
	ev := th.Event("weserubung")
	n := 0
	for i := range ev.Effects {
		if e := &ev.Effects[i]; e.Op == "torpedo" {
			effTorpedo(g, &Frame{Op: opEffect, S: "event:weserubung", A: i}, e)
			n++
		}
	}
	if n != 2 {
		t.Fatalf("Weserübung has %d torpedo effects, want 2 (Norwegian Sea, North Sea)", n)
	}
	var ids []string
	for _, s := range g.S.Subs {
		if g.traits(&s).TorpedoTrack && len(ids) < 3 && s.Status != StSea {
			ids = append(ids, s.ID)
		}
	}
	norway, north, west := atSea(g, ids[0], "norwegian-sea"), atSea(g, ids[1], "north-sea"), atSea(g, ids[2], "western-approaches")
	track := g.TorpedoValue(west)
	for _, s := range []*Sub{norway, north} {
		if got := g.firingTorpedoValue(s); got != track-3 {
			t.Errorf("%s in %s fires with torpedo value %d, want %d", s.ID, s.Area, got, track-3)
		}
		if g.TorpedoValue(s) != track {
			t.Errorf("%s: the track's value (endurance tables) changed to %d", s.ID, g.TorpedoValue(s))
		}
		if a, b := g.attackValue(s, 4), g.attackValue(west, 4); a != b-3+g.AceValue(s)-g.AceValue(west) {
			t.Errorf("%s attack total %d, %s %d: want 3 lower", s.ID, a, west.ID, b)
		}
	}
	if g.firingTorpedoValue(west) != track {
		t.Errorf("a boat outside Norway's waters fires with %d, want the track's %d", g.firingTorpedoValue(west), track)
	}
	g.S.Turn += 4
	if got := g.firingTorpedoValue(norway); got != track {
		t.Errorf("after four weeks the failures should end: %d, want %d", got, track)
	}
}
