package naval

import (
	"os"
	"strconv"
	"testing"

	"periscope/assets"
	"periscope/game/engine"
)

func theatre(t testing.TB) *Theatre {
	t.Helper()
	th, err := Load(assets.Data(), TheatreID)
	if err != nil {
		t.Fatal(err)
	}
	return th
}

// restoreEach makes playOut restore snapshots as it goes: the first of
// each prompt kind and every third decision's (the short soak; the long
// form leaves it out for speed).
var restoreEach = true

// playLog, when set, sees every log entry playOut's games make.
var playLog func([]engine.Entry)

// playOut plays a game with bots on both seats, checking the invariants
// after every step.
func playOut(t testing.TB, th *Theatre, scenario string, seed uint64, opts ...string) *Game {
	t.Helper()
	gg, err := NewGame(th, engine.Record{System: SystemID, Theatre: TheatreID, Scenario: scenario, Seed: seed, Options: opts})
	if err != nil {
		t.Fatal(err)
	}
	var stepErr error
	gg.Trace = func(g *Game, op engine.Op) {
		if stepErr == nil {
			if err := g.Check(); err != nil {
				stepErr = err
				t.Errorf("%s seed %d after %s: %v", scenario, seed, op, err)
			}
		}
	}
	es, err := gg.Start()
	if err != nil {
		t.Fatal(err)
	}
	if playLog != nil {
		playLog(es)
	}
	bots := [2]Bot{{Seat: gg.Seat(0)}, {Seat: gg.Seat(1)}}
	restored := map[string]bool{}
	for n := 0; gg.Prompt() != nil; n++ {
		if n > 20000 {
			t.Fatalf("%s seed %d: no end after %d decisions", scenario, seed, n)
		}
		p := gg.Prompt()
		// Every prompt kind's first snapshot restores, and every third
		// decision's (every decision's cost the short soak 5 of its 6 s).
		if restoreEach && (!restored[p.Kind] || n%3 == 0) {
			restored[p.Kind] = true
			snap, _ := gg.Snapshot()
			if _, err := (System{T: th}).Restore(engine.Record{Scenario: scenario, Seed: seed}, snap); err != nil {
				t.Fatalf("%s seed %d decision %d (%s): the snapshot does not restore: %v", scenario, seed, n, p.Kind, err)
			}
		}
		c := bots[gg.sideOf(p.Seat)].Choose(gg, p)
		es, err := gg.Apply(c)
		if err != nil {
			t.Fatalf("%s seed %d: %v", scenario, seed, err)
		}
		if playLog != nil {
			playLog(es)
		}
		if stepErr != nil {
			t.FailNow()
		}
	}
	if !gg.Over() {
		t.Fatalf("%s seed %d: no prompt but not over", scenario, seed)
	}
	return gg
}

// TestSoak plays a few bot games of every scenario with the invariants
// checked after every step, and (the short form, each scenario's first
// game) no Italian log line naming an area without its article; SOAK=n plays n games each.
func TestSoak(t *testing.T) {
	th := theatre(t)
	n := 3
	if v, err := strconv.Atoi(os.Getenv("SOAK")); err == nil && v > 0 {
		n = v
		restoreEach = false
	}
	only := os.Getenv("SOAK_SCENARIO") // e.g. med-1940: one scenario (the long form in parallel)
	for _, sc := range th.Scenarios {
		if only != "" && sc.ID != only {
			continue
		}
		var wins [3]int
		var vp [2]int
		for k := uint64(1); k <= uint64(n); k++ {
			seed := k
			if n == 3 && k == 3 {
				seed = 8 // the Mediterranean's seed 8 groups and splits forces on the way home
			}
			if n == 3 && k == 1 {
				playLog = italianLogCheck(t, th)
			}
			g := playOut(t, th, sc.ID, seed)
			playLog = nil
			wins[g.S.Winner+1]++
			vp[0] += g.S.VP[0]
			vp[1] += g.S.VP[1]
		}
		t.Logf("%s: %d games: %s %d, %s %d, draws %d; mean VP %.1f–%.1f", sc.ID, n, sc.Seats[0], wins[1], sc.Seats[1], wins[2], wins[0],
			float64(vp[0])/float64(n), float64(vp[1])/float64(n))
		// The balance band (long form only): neither side doomed, neither
		// sure — each wins at least 5% and at most 75% of bot games.
		if n >= 50 {
			for s := 0; s < 2; s++ {
				if w := float64(wins[s+1]) / float64(n); w < 0.05 || w > 0.75 {
					t.Errorf("%s: %s wins %.0f%% of the games, outside the band 5–75%%", sc.ID, sc.Seats[s], 100*w)
				}
			}
		}
	}
}
