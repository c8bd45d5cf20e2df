package campaign

import (
	"math/rand/v2"
	"strings"
	"testing"

	"periscope/game/engine"
)

// CheckOddsPrompt replays the odds of one prompt against fresh dice
// (issue 13: "sample every prompt kind that shows odds"; the walk is
// TestOddsDoctrineCampaignPromptKinds, odds_doctrine_test.go). The kinds
// it knows:
//
//   - search, search-again: the contact found [13.2];
//   - reveal: what the counter turns out to be, the face-down counters
//     dealt afresh from what the player knows (their identity is fixed in
//     a snapshot);
//   - lone-attack: a torpedo at a lone ship face up, its hit and result
//     [28.24], [14.16] (a face-down target's odds assume Defense 1);
//   - gun: the deck gun's result and the armed merchant's return fire [27.1];
//   - reattack, shift, de-withdraw: the counterattack (checkCounterSituation).
//
// It replays prompt p of g n times and returns
// the largest deviation in σ, or -1 when it cannot replay this prompt
// (a kind it does not know, a wolfpack's counterattack, no option it
// checks). g is left as it was.
func CheckOddsPrompt(t *testing.T, g *Game, p *engine.Prompt, n int, what string) float64 {
	t.Helper()
	z := -1.0
	withOdds := ""
	for _, o := range p.Options {
		if len(o.Odds) > 0 {
			withOdds = o.Key
			break
		}
	}
	if withOdds == "" {
		return z
	}
	if g.S.Combat == nil && p.Kind != "search" && p.Kind != "search-again" {
		return z
	}
	switch p.Kind {
	case "reveal":
		z = checkRevealSituation(t, g, p, withOdds, n, what)
	case "gun":
		if optionOdds(p, "gun") != nil {
			got := replayAnswer(t, g, "gun", n, gunOutcome(p.Sub))
			z = within4SigmaZ(t, what, optionOdds(p, "gun"), got, n)
		}
	case "search", "search-again":
		z = checkSearchSituation(t, g, optionOdds(p, "search"), n, what)
	case "lone-attack":
		for _, o := range p.Options {
			if u := g.S.Combat.Unit(g.S.Combat.UnitOfKey(o.Key)); strings.HasPrefix(o.Key, "fire:") && u != nil && u.Up && len(o.Odds) > 0 {
				got := replayAnswer(t, g, o.Key, n, torpedoOutcome)
				z = within4SigmaZ(t, what+" "+o.Key, o.Odds, got, n)
				break
			}
		}
	case "reattack", "shift", "de-withdraw":
		if key, _ := g.oddsSituation(p); key != "" {
			z = checkCounterSituation(t, g, p.Sub, key, optionOdds(p, key), n, what+" "+key)
		}
	}
	return z
}

// checkRevealSituation replays the reveal of option key n times with the
// face-down counters dealt afresh and compares the class of what is
// turned up with the odds shown (the reveal odds name unitClass).
func checkRevealSituation(t *testing.T, g *Game, p *engine.Prompt, key string, n int, what string) float64 {
	t.Helper()
	shown := optionOdds(p, key)
	snap, err := g.Snapshot()
	if err != nil {
		t.Fatal(err)
	}
	observed := map[string]float64{}
	for i := 0; i < n; i++ {
		h, err := Restore(g.T, snap)
		if err != nil {
			t.Fatal(err)
		}
		h.Steps = g.Steps
		redeal(h, rand.New(rand.NewPCG(uint64(i), 17)))
		id := h.S.Combat.UnitOfKey(key)
		observed[unitClass(h.utype(id))] += 1 / float64(n)
	}
	return within4SigmaZ(t, what+" "+key, shown, observed, n)
}

// torpedoOutcome names a torpedo attack's result as attackOdds does, from
// the first hit roll and Attack Results roll after the answer.
func torpedoOutcome(h *Game, es []engine.Entry) string {
	for _, e := range es {
		if e.Rule == "14.17" && strings.Contains(e.Text, "cannot be hit") {
			return "miss"
		}
		if e.Roll == nil {
			continue
		}
		switch {
		case e.Roll.Purpose == "torpedo hit" && e.Roll.Result == "miss":
			return "miss"
		case e.Roll.Purpose == "attack result":
			switch r := e.Roll.Result; {
			case r == "damaged":
				return "damaged"
			case strings.HasPrefix(r, "sunk: explosive"):
				return "sunk (explodes)"
			case strings.Contains(r, "sinks") || r == "sunk":
				return "sunk"
			}
			return "hit, no effect"
		}
	}
	return "no attack"
}

// checkSearchSituation replays "search" n times with fresh dice and
// compares the contact found (the kind the search roll leaves on the
// combat) with the odds shown [13.2].
func checkSearchSituation(t *testing.T, g *Game, shown []engine.Odd, n int, what string) float64 {
	t.Helper()
	snap, err := g.Snapshot()
	if err != nil {
		t.Fatal(err)
	}
	observed := map[string]float64{}
	for i := 0; i < n; i++ {
		h, err := Restore(g.T, snap)
		if err != nil {
			t.Fatal(err)
		}
		kind := ""
		h.Steps = g.Steps.With(opSearchRoll, func(h *Game, f *Frame) {
			stepSearchRoll(h, f)
			if c := h.S.Combat; c != nil && kind == "" {
				kind = c.Kind
			}
		})
		h.S.Dice.State = uint64(i)*0x9E3779B97F4A7C15 + 4242
		answer(t, h, "search")
		observed[kindLabel(kind)] += 1 / float64(n)
	}
	return within4SigmaZ(t, what+" search", shown, observed, n)
}
