package bot

import (
	"encoding/json"
	"fmt"
	"runtime"
	"strings"
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

// hidesFaceDown checks that a prompt's JSON — what the page and any reader
// of it can see — names no face-down counter on the combat display by its
// unit id [2.4]: a face-down counter is named by its place.
func hidesFaceDown(g *campaign.Game, p *engine.Prompt) error {
	c := g.S.Combat
	if c == nil {
		return nil
	}
	var hidden []string
	for _, col := range c.Columns {
		for _, u := range col.Units {
			if !u.Up {
				hidden = append(hidden, u.ID)
			}
		}
	}
	if len(hidden) == 0 {
		return nil
	}
	b, err := json.Marshal(p)
	if err != nil {
		return err
	}
	text := string(b)
	for _, id := range hidden {
		for i := 0; ; {
			j := strings.Index(text[i:], id)
			if j < 0 {
				break
			}
			end := i + j + len(id)
			// "dd-7-1#1" is not "dd-7-1#12".
			if end >= len(text) || text[end] < '0' || text[end] > '9' {
				return fmt.Errorf("prompt %s [%s] names the face-down counter %s: %s", p.Kind, p.Rule, id, clip(text, 300))
			}
			i = end
		}
	}
	return nil
}

func clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n] + "…"
}

// soakOne plays one campaign: the invariants are checked after the set-up
// and after every step; after every decision the tracks must equal the
// sum of the events logged so far (not only at the end, where errors could
// cancel out); a panic anywhere is a failure; the campaign must reach a
// real end (not run out of steps), with the chronicle adding up to the
// tracks and no prompt kind left without doctrine.
func soakOne(th *data.Theatre, botName string, seed uint64) (err error) {
	return soakScenario(th, botName, "campaign-1939", seed)
}

// soakScenario plays one scenario of a theatre to its end under the
// invariant checks.
func soakScenario(th *data.Theatre, botName, scenario string, seed uint64) (err error) {
	p, err := NewPlayer(botName, seed)
	if err != nil {
		return err
	}
	return soakRecord(th, p, engine.Record{System: campaign.SystemID, Theatre: th.ID, Scenario: scenario, Seed: seed}, 0)
}

// soakRecord plays one game of a record (scenario, options, seed) to its
// end under the invariant checks, every decision by p; with limit > 0 it
// stops after that many decisions (a short CI form), unchecked for an end.
func soakRecord(th *data.Theatre, p engine.Player, rec engine.Record, limit int) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("panic: %v", r)
		}
	}()
	g, err := campaign.New(th, rec)
	if err != nil {
		return err
	}
	if err := g.CheckInvariants(); err != nil {
		return fmt.Errorf("after the set-up: %v", err)
	}
	steps := 0
	var broken error
	g.Trace = func(g *campaign.Game, op engine.Op) {
		steps++
		if broken != nil {
			return
		}
		if e := g.CheckInvariants(); e != nil {
			broken = fmt.Errorf("turn %d, after step %s: %v", g.S.Turn, op, e)
		}
	}
	var log []engine.Entry
	var sum campaign.Tracks // the events' deltas so far
	es, err := g.Start()
	log, sum = append(log, es...), addEvents(sum, es)
	decisions := 0
	for {
		if broken != nil {
			return broken
		}
		if err != nil {
			return fmt.Errorf("after %d decisions: %w", decisions, err)
		}
		if err := tracksMatch(g.S.Tracks, sum); err != nil {
			return fmt.Errorf("turn %d, after %d decisions: %v", g.S.Turn, decisions, err)
		}
		if g.Over() || g.Prompt() == nil || limit > 0 && decisions >= limit {
			break
		}
		pr := g.Prompt()
		if e := hidesFaceDown(g, pr); e != nil {
			return fmt.Errorf("turn %d, after %d decisions: %v", g.S.Turn, decisions, e)
		}
		es, err = g.Apply(p.Choose(g, pr))
		if err != nil {
			err = fmt.Errorf("%s [%s]: %w", pr.Kind, pr.Rule, err)
		}
		log, sum = append(log, es...), addEvents(sum, es)
		decisions++
	}
	if steps == 0 || decisions == 0 {
		return fmt.Errorf("%d steps traced, %d decisions: nothing was checked", steps, decisions)
	}
	if limit > 0 && decisions >= limit {
		return nil
	}
	if !g.Over() {
		return fmt.Errorf("the campaign did not end")
	}
	if r := g.S.Result; r == nil || r.Reason == "the scenario has no more steps" {
		return fmt.Errorf("the campaign ended without a proper end (result %+v)", r)
	}
	if err := checkTracks(g, log); err != nil {
		return err
	}
	if d, ok := p.(*Doctrine); ok && len(d.Unknown) > 0 {
		return fmt.Errorf("prompt kinds without doctrine: %v", d.Unknown)
	}
	return nil
}

// workers is how many campaigns run at once: one per core (each game is
// single-threaded).
func workers() int { return max(1, runtime.NumCPU()) }
