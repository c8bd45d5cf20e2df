package bot

import (
	"fmt"
	"runtime"
	"sync"
	"testing"
	"time"

	"periscope/game/campaign"
	"periscope/game/data"
	"periscope/game/engine"
)

// Soak: whole 1939–43 campaigns played by the random-legal bot and by the
// doctrine bot, each with its own seeds, checking the invariants after
// every step and, at the end, that the tracks equal the sum of the logged
// events. CI plays one campaign per bot; the full soak is
//
//	SOAK=200 go test ./game/bot -run Soak -timeout 90m
//
// (SOAK seeds per bot, spread over the machine's cores).
func TestSoakRandom(t *testing.T) {
	soak(t, "random")
}

func TestSoakDoctrine(t *testing.T) {
	soak(t, "doctrine")
}

func soak(t *testing.T, botName string) {
	if testing.Short() {
		t.Skip("whole campaigns in -short mode")
	}
	n := envInt(t, "SOAK", 1)
	th := theatre(t)
	start := time.Now()
	seeds := make(chan uint64)
	var mu sync.Mutex
	var failures []string
	done := 0
	var wg sync.WaitGroup
	for w := 0; w < workers(); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for seed := range seeds {
				err := soakOne(th, botName, seed)
				mu.Lock()
				if err != nil {
					failures = append(failures, fmt.Sprintf("seed %d: %v", seed, err))
				}
				done++
				if done%10 == 0 {
					t.Logf("%d of %d campaigns played (%d failed) in %v", done, n, len(failures), time.Since(start).Round(time.Second))
				}
				mu.Unlock()
			}
		}()
	}
	for i := 0; i < n; i++ {
		seeds <- uint64(1000 + i)
	}
	close(seeds)
	wg.Wait()
	for _, f := range failures {
		t.Error(f)
	}
	t.Logf("%d campaigns by the %s bot (seeds 1000–%d) in %v, %d failed", n, botName, 1000+n-1, time.Since(start).Round(time.Second), len(failures))
}

// soakOne plays one campaign with the invariants checked after every step.
func soakOne(th *data.Theatre, botName string, seed uint64) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("panic: %v", r)
		}
	}()
	p, err := NewPlayer(botName, seed)
	if err != nil {
		return err
	}
	var broken error
	trace := func(g *campaign.Game, op string) {
		if broken != nil {
			return
		}
		if e := g.CheckInvariants(); e != nil {
			broken = fmt.Errorf("turn %d, after step %s: %v", g.S.Turn, op, e)
		}
	}
	c, err := PlayScenario(th, "campaign-1939", seed, invariantGuard{p, &broken}, true, trace)
	if broken != nil {
		return broken
	}
	if err != nil {
		return err
	}
	if !c.Game.Over() {
		return fmt.Errorf("the campaign did not end")
	}
	if err := checkTracks(c.Game, c.Log); err != nil {
		return err
	}
	if d, ok := p.(*Doctrine); ok && len(d.Unknown) > 0 {
		return fmt.Errorf("prompt kinds without doctrine: %v", d.Unknown)
	}
	return nil
}

// invariantGuard stops the play at the first broken invariant (the game
// cannot be trusted after it): it answers with an illegal split, which
// Apply rejects.
type invariantGuard struct {
	p      engine.Player
	broken *error
}

func (ig invariantGuard) Choose(g engine.Game, p *engine.Prompt) engine.Choice {
	if *ig.broken != nil {
		return engine.Choice{Option: -1}
	}
	return ig.p.Choose(g, p)
}

// workers is how many campaigns run at once: one per core (each game is
// single-threaded).
func workers() int { return max(1, runtime.NumCPU()) }
