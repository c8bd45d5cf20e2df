package campaign_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"reflect"
	"testing"

	"periscope/game/bot"
	"periscope/game/campaign"
	"periscope/game/data"
	"periscope/game/engine"
)

// TestRestoreReusingPatrolsIsTheFullDecode: a snapshot decoded with the
// last decode's finished patrols reused (issue 16, restore_patrols.go) is
// deeply equal to json.Unmarshal's, over a campaign's turn starts taken in
// the orders an undo meets them (forward, back, jumps, another branch
// after a fork), and a restored game that changes its reports in place
// changes nothing the next restore reads.
func TestRestoreReusingPatrolsIsTheFullDecode(t *testing.T) {
	var snaps [][]byte
	turn := -1
	var fork *campaign.Game
	g := playTo(t, "happy-time-1940", 3, 3000, func(g *campaign.Game, op engine.Op) {
		if g.S.Turn == turn {
			return
		}
		turn = g.S.Turn
		snaps = append(snaps, mustJSON(t, g.S))
		if fork == nil && len(g.S.Patrols) >= 8 {
			f, err := campaign.Fork(g)
			if err != nil {
				t.Fatal(err)
			}
			fork = f.(*campaign.Game)
		}
	})
	if fork == nil || len(g.S.Patrols) < 16 {
		t.Fatalf("too few finished patrols: %d", len(g.S.Patrols))
	}
	// Another branch: the fork plays on apart (other rolls: its reports
	// differ from the game's after the fork).
	d := bot.NewDoctrine()
	fork.S.Dice.State ^= 0x5eed
	var other [][]byte
	for i := 0; i < 1500 && fork.Prompt() != nil; i++ {
		if _, err := fork.Apply(d.Choose(fork, fork.Prompt())); err != nil {
			t.Fatal(err)
		}
		if i%100 == 99 {
			other = append(other, mustJSON(t, fork.S))
		}
	}
	n := len(snaps)
	var order [][]byte
	order = append(order, snaps...) // forward
	for i := n - 1; i >= 0; i-- {   // back
		order = append(order, snaps[i])
	}
	for i := 0; i < n; i++ { // jumps
		order = append(order, snaps[(i*7)%n], snaps[n-1-(i*3)%n])
	}
	order = append(order, snaps[n-1])
	order = append(order, other...)
	order = append(order, snaps[n-1], snaps[n/2])
	c := campaign.NewPatrolCache()
	reused := 0
	for i, snap := range order {
		var want campaign.State
		if err := json.Unmarshal(snap, &want); err != nil {
			t.Fatal(err)
		}
		var got campaign.State
		if campaign.DecodeReusingPatrols(snap, &got, c) {
			reused++
		} else if len(want.Patrols) > 0 {
			t.Errorf("snapshot %d (%d patrols): not decoded by the reuse", i, len(want.Patrols))
			continue
		} else if err := json.Unmarshal(snap, &got); err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(&got, &want) {
			t.Fatalf("snapshot %d (%d patrols): the decode reusing patrols differs from json.Unmarshal's", i, len(want.Patrols))
		}
		if b := mustJSON(t, &got); !bytes.Equal(b, snap) {
			t.Fatalf("snapshot %d: the decode reusing patrols encodes to other bytes", i)
		}
		// What the archive's migration does to a restored game's reports.
		for j := range got.Patrols {
			got.Patrols[j].Met = nil
			got.Patrols[j].Sub = "changed"
		}
	}
	if reused < len(order)*3/4 {
		t.Fatalf("only %d of %d snapshots decoded reusing patrols", reused, len(order))
	}
	t.Logf("%d snapshots, %d decoded reusing patrols (%d patrols at the end)", len(order), reused, len(g.S.Patrols))
}

// TestRestoreReusingPatrolsRefusesWhatUnmarshalRefuses: snapshots laid
// out otherwise, or broken after bytes the last decode read, decode as
// json.Unmarshal decodes them, errors included (campaign.Restore).
func TestRestoreReusingPatrolsRefusesWhatUnmarshalRefuses(t *testing.T) {
	g := playTo(t, "happy-time-1940", 3, 1500, nil)
	snap := mustJSON(t, g.S)
	if len(g.S.Patrols) < 4 {
		t.Fatalf("too few finished patrols: %d", len(g.S.Patrols))
	}
	tail := len(snap) - 2 // the patrols' ']'
	cases := map[string][]byte{
		"as written":           snap,
		"trailing comma":       append(append(bytes.Clone(snap[:tail]), ','), snap[tail:]...),
		"bytes after the end":  append(append(bytes.Clone(snap[:tail]), "],[1"...), snap[tail:]...),
		"space before the end": append(append(bytes.Clone(snap[:tail]), ' '), snap[tail:]...),
		"key twice":            bytes.Replace(snap, []byte(`{"version"`), []byte(`{"patrols":[],"version"`), 1),
		"null key first":       bytes.Replace(snap, []byte(`{"version"`), []byte(`{"patrols":null,"version"`), 1),
		"broken report":        append(append(bytes.Clone(snap[:tail]), `,{"sub":}`...), snap[tail:]...),
		"another report":       append(append(bytes.Clone(snap[:tail]), `,{"sub":"U-1","outcome":"x"}`...), snap[tail:]...),
		"empty head":           []byte(`{,"patrols":[{"sub":"U-1"}]}`),
		"no head":              []byte(`{"patrols":[{"sub":"U-1"}]}`),
		"key in a string":      []byte(`{"version":2,"system":"a,"patrols":[{"sub":"U-1"}]}`),
		"escaped key":          []byte(`{"version":2,"system":"a,\"patrols\":[","patrols":[{"sub":"U-1"}]}`),
	}
	for name, b := range cases {
		for _, warm := range []bool{false, true} {
			c := campaign.NewPatrolCache()
			if warm {
				var s campaign.State
				campaign.DecodeReusingPatrols(snap, &s, c)
			}
			var want, got campaign.State
			werr := json.Unmarshal(b, &want)
			gerr := campaign.DecodeState(b, &got, c)
			if fmt.Sprint(werr) != fmt.Sprint(gerr) {
				t.Errorf("%s (warm %v): Unmarshal's error %v, the decode's %v", name, warm, werr, gerr)
				continue
			}
			if werr != nil {
				continue
			}
			if !reflect.DeepEqual(&got, &want) {
				t.Errorf("%s (warm %v): the decode differs from json.Unmarshal's", name, warm)
			}
		}
	}
}

// TestPatrolCacheIsTheCallers: the patrols a restore keeps are in the
// cache the caller passed (issue 16, session 40: no process-wide cache),
// every System Installed.Open opens has one of its own, and a restored
// game hands its cache on (PatrolCache, Fork) to the session that
// continues it; a game with none gets a new one.
func TestPatrolCacheIsTheCallers(t *testing.T) {
	g := playTo(t, "happy-time-1940", 3, 1500, nil)
	snap := mustJSON(t, g.S)
	n := len(g.S.Patrols)
	if n < 4 {
		t.Fatalf("too few finished patrols: %d", n)
	}
	th := theatre(t)
	in := campaign.Installed{TheatreIDs: []string{th.ID}, Load: func(string) (*data.Theatre, error) { return th, nil }}
	var caches [2]*campaign.PatrolCache
	for i := range caches {
		sys, err := in.Open(th.ID)
		if err != nil {
			t.Fatal(err)
		}
		caches[i] = sys.(campaign.System).Patrols
		if caches[i] == nil {
			t.Fatal("Installed.Open gave a System without a patrol cache")
		}
	}
	if caches[0] == caches[1] {
		t.Fatal("two opened Systems share a patrol cache")
	}
	r, err := (campaign.System{T: th, Patrols: caches[0]}).Restore(engine.Record{}, snap)
	if err != nil {
		t.Fatal(err)
	}
	if k0, k1 := caches[0].Kept(), caches[1].Kept(); k0 != n || k1 != 0 {
		t.Fatalf("after a restore through the first cache: it keeps %d patrols (want %d), the other %d (want 0)", k0, n, k1)
	}
	rg := r.(*campaign.Game)
	if rg.PatrolCache() != caches[0] {
		t.Fatal("the restored game does not hand on the cache it was restored through")
	}
	f, err := campaign.Fork(rg)
	if err != nil {
		t.Fatal(err)
	}
	if f.(*campaign.Game).PatrolCache() != caches[0] {
		t.Fatal("a fork does not hand on its original's cache")
	}
	whole, err := campaign.Restore(th, snap)
	if err != nil {
		t.Fatal(err)
	}
	if c := whole.PatrolCache(); c == nil || c == caches[0] || c.Kept() != 0 || whole.PatrolCache() != c {
		t.Fatal("a game restored whole does not get a new cache of its own, kept")
	}
	if !reflect.DeepEqual(whole.S, rg.S) {
		t.Fatal("Restore and RestoreWith give different states")
	}
}

// BenchmarkRestoreLate restores a late campaign's snapshot (decision
// 40,000 of campaign-1939, seed 1) three ways: "whole", Restore (no
// cache: json.Unmarshal of it all); "load", RestoreWith a new cache (a
// load: it also keeps the patrols for the next); "undo", RestoreWith of a
// turn before's snapshot right after the later one's through the same
// cache (an undo after loading: the patrols reused).
//
//	go test ./game/campaign -run '^$' -bench RestoreLate -benchtime 20x
func BenchmarkRestoreLate(b *testing.B) {
	var early []byte
	turn := -1
	g := playTo(b, "campaign-1939", 1, 40000, func(g *campaign.Game, op engine.Op) {
		if g.S.Turn != turn {
			turn = g.S.Turn
			if g.S.Decisions > 39000 && early == nil {
				early = mustJSON(b, g.S)
			}
		}
	})
	late := mustJSON(b, g.S)
	th := theatre(b)
	b.Logf("snapshots of %d and %d bytes, %d patrols", len(early), len(late), len(g.S.Patrols))
	b.Run("whole", func(b *testing.B) {
		for b.Loop() {
			if _, err := campaign.Restore(th, late); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("load", func(b *testing.B) {
		for b.Loop() {
			if _, err := campaign.RestoreWith(th, late, campaign.NewPatrolCache()); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("undo", func(b *testing.B) {
		for b.Loop() {
			b.StopTimer()
			c := campaign.NewPatrolCache()
			if _, err := campaign.RestoreWith(th, late, c); err != nil {
				b.Fatal(err)
			}
			b.StartTimer()
			if _, err := campaign.RestoreWith(th, early, c); err != nil {
				b.Fatal(err)
			}
		}
	})
}
