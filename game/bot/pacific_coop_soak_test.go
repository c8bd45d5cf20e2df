package bot

import (
	"fmt"
	"os"
	"strings"
	"testing"
	"time"

	"periscope/game/campaign"
	"periscope/game/engine"
)

// seatPlayers plays a two-player game [SW 26.0]: each seat's decisions go
// to that seat's own bot, and a decision must name a seat of the game's,
// the boat's command's when it is about a boat.
type seatPlayers struct {
	bots  map[engine.Seat]engine.Player
	count map[engine.Seat]int
	err   error
}

func (sp *seatPlayers) Choose(eg engine.Game, p *engine.Prompt) engine.Choice {
	g := eg.(*campaign.Game)
	b := sp.bots[p.Seat]
	if b == nil && sp.err == nil {
		sp.err = fmt.Errorf("turn %d: %s [%s] asks seat %q, not one of the game's", g.S.Turn, p.Kind, p.Rule, p.Seat)
	}
	if s := g.Sub(p.Sub); s != nil && g.SubSeat(p.Sub) != p.Seat && sp.err == nil {
		sp.err = fmt.Errorf("turn %d: %s [%s] about %s (based at %s) asks seat %q, not %q", g.S.Turn, p.Kind, p.Rule, p.Sub, s.Base, p.Seat, g.SubSeat(p.Sub))
	}
	if b == nil {
		b = sp.bots["pearl"]
	}
	sp.count[p.Seat]++
	return b.Choose(eg, p)
}

// The two-player variant's soak [SW 26.0]: The torpedo crisis of 1943
// (boats at Pearl Harbor, Dutch Harbor and Brisbane) played by two seats,
// each with its own bot, under the invariant checks after every step,
// every decision asked of the seat of its boat's command, and both seats
// asked. CI plays the first ciDecisions decisions of one seed with a
// doctrine bot at each seat (the first weeks); SOAK=n plays the whole scenario for
// n seeds with the random bot at Pearl Harbor and the doctrine bot for the
// Southwest Pacific, then the other way round:
//
//	SOAK=20 go test ./game/bot -run TestSoakPacificTwoPlayer -v
func TestSoakPacificTwoPlayer(t *testing.T) {
	if testing.Short() {
		t.Skip("whole scenarios in -short mode")
	}
	th := pacificTheatre(t)
	n := envInt(t, "SOAK", 0)
	seeds := max(n, 1)
	from := envInt(t, "SOAK_FROM", 0) // SOAK_FROM=k starts at seed 3000+k (the long form split across sessions)
	ways := []string{"doctrine"}      // CI: a doctrine bot for each seat
	if n > 0 {
		ways = []string{"pearl", "swpac"} // the random bot at that seat
		if only := os.Getenv("SOAK_WAYS"); only != "" {
			ways = strings.Split(only, ",") // one direction only (the long form split across processes)
		}
	}
	start := time.Now()
	for _, way := range ways {
		for i := from; i < seeds; i++ {
			seed := uint64(3000 + i)
			d := NewDoctrine()
			var other engine.Player = NewDoctrine()
			if way != "doctrine" {
				other, _ = NewPlayer("random", seed)
			}
			sp := &seatPlayers{bots: map[engine.Seat]engine.Player{"pearl": d, "swpac": other}, count: map[engine.Seat]int{}}
			if way == "pearl" {
				sp.bots["pearl"], sp.bots["swpac"] = other, d
			}
			rec := engine.Record{System: campaign.SystemID, Theatre: th.ID, Scenario: "torpedo-crisis-1943", Seed: seed, Options: []string{"two-player"}}
			var err error
			if n > 0 {
				err = soakRecord(th, sp, rec, 0)
			} else {
				err = soakRecord(th, sp, rec, ciDecisions)
			}
			if err == nil {
				err = sp.err
			}
			if err == nil && (sp.count["pearl"] == 0 || sp.count["swpac"] == 0) {
				err = fmt.Errorf("decisions by seat %v: both commands should decide", sp.count)
			}
			if err == nil && len(d.Unknown) > 0 {
				err = fmt.Errorf("prompt kinds without doctrine: %v", d.Unknown)
			}
			if err != nil {
				t.Errorf("seed %d, random bot at %s: %v", seed, way, err)
			}
			if i == from || n > 0 {
				t.Logf("seed %d, random bot at %s: decisions by seat %v", seed, way, sp.count) // the long form's progress
			}
		}
	}
	t.Logf("%d seeds × %d ways in %v", seeds, len(ways), time.Since(start).Round(time.Millisecond))
}

// ciDecisions is how far the CI form of the two-player soak plays.
const ciDecisions = 500
