package campaign_test

import (
	"fmt"
	"math"
	"os"
	"slices"
	"sort"
	"strings"
	"testing"

	"periscope/game/bot"
	"periscope/game/campaign"
	"periscope/game/engine"
)

// TestOddsDoctrineCampaignPromptKinds walks the prompts of doctrine
// campaigns (issue 13: "sample every prompt kind that shows odds"): every
// prompt kind whose options carry odds is counted, and the first
// situations of each kind campaign.CheckOddsPrompt can replay are checked
// against fresh dice (within 4σ, nothing unshown); up to ODDS_DOCTRINE_PER
// situations a kind. The kinds met that it cannot replay are named in the
// log (their odds are replayed by the tests named in
// game/campaign/DESIGN.md, or not yet: see the log).
//
// CI plays the first ODDS_DOCTRINE_DECISIONS (default 500) decisions of
// campaign seed 1, one situation a kind, ODDS_DOCTRINE_REPLAYS (default
// 120) replays; the long form plays whole campaigns:
//
//	ODDS_DOCTRINE_SEEDS=3 ODDS_DOCTRINE_DECISIONS=100000 ODDS_DOCTRINE_PER=5 ODDS_DOCTRINE_REPLAYS=2000 go test ./game/campaign -run TestOddsDoctrineCampaignPromptKinds -v -timeout 90m
func TestOddsDoctrineCampaignPromptKinds(t *testing.T) {
	w := walkOddsKinds(t, oddsWalk{
		scenario: "campaign-1939", seeds: envN("ODDS_DOCTRINE_SEEDS", 1), limit: envN("ODDS_DOCTRINE_DECISIONS", 500),
		per: envN("ODDS_DOCTRINE_PER", 1), replays: envN("ODDS_DOCTRINE_REPLAYS", 120),
	})
	if w.checks["search"] == 0 {
		t.Error("no search prompt checked")
	}
}

// oddsWalk is one walk of TestOddsDoctrineCampaignPromptKinds: doctrine
// campaigns of a scenario, seeds 1…seeds, up to limit decisions each, up
// to per situations a kind (only the kinds in only, when it is set)
// replayed replays times each.
type oddsWalk struct {
	scenario                   string
	seeds, limit, per, replays int
	only                       map[string]bool
	accept                     func(g *campaign.Game, pr *engine.Prompt) bool // the situations checked (nil: any)
	seen, checks               map[string]int
	first                      map[string]string
	worst                      float64
}

func walkOddsKinds(t *testing.T, w oddsWalk) oddsWalk {
	t.Helper()
	th := theatre(t)
	w.seen, w.checks, w.first = map[string]int{}, map[string]int{}, map[string]string{}
	worstWhat := ""
	for seed := uint64(1); seed <= uint64(w.seeds); seed++ {
		g, err := campaign.New(th, engine.Record{System: campaign.SystemID, Theatre: th.ID, Scenario: w.scenario, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		p := bot.NewDoctrine()
		if _, err := g.Start(); err != nil {
			t.Fatal(err)
		}
		for d := 0; d < w.limit && !g.Over() && g.Prompt() != nil; d++ {
			pr := g.Prompt()
			odds := false
			for _, o := range pr.Options {
				odds = odds || len(o.Odds) > 0
			}
			if odds && (w.only == nil || w.only[pr.Kind]) {
				w.seen[pr.Kind]++
				if w.checks[pr.Kind] < w.per && (w.accept == nil || w.accept(g, pr)) {
					what := fmt.Sprintf("%s seed %d decision %d %s %s", w.scenario, seed, d, pr.Kind, pr.Sub)
					if z := campaign.CheckOddsPrompt(t, g, pr, w.replays, what); z >= 0 {
						w.checks[pr.Kind]++
						if w.first[pr.Kind] == "" {
							w.first[pr.Kind] = fmt.Sprintf("%s (%.1fσ)", what, z)
						}
						if z > w.worst {
							w.worst, worstWhat = z, what
						}
					}
				}
			}
			if _, err := g.Apply(p.Choose(g, pr)); err != nil {
				t.Fatalf("seed %d decision %d (%s): %v", seed, d, pr.Kind, err)
			}
		}
	}
	var kinds, unchecked []string
	for k := range w.seen {
		kinds = append(kinds, k)
		if w.checks[k] == 0 {
			unchecked = append(unchecked, k)
		}
	}
	sort.Strings(kinds)
	sort.Strings(unchecked)
	for _, k := range kinds {
		t.Logf("%-17s %5d prompts with odds, %d checked; first: %s", k, w.seen[k], w.checks[k], w.first[k])
	}
	t.Logf("%s: %d campaign(s), up to %d decisions, %d replays a check: %d kinds with odds, %d checked, largest deviation %.1fσ (%s); not replayed here: %s",
		w.scenario, w.seeds, w.limit, w.replays, len(kinds), len(kinds)-len(unchecked), w.worst, worstWhat, strings.Join(unchecked, ", "))
	return w
}

func envN(name string, def int) int {
	var v int
	if _, err := fmt.Sscanf(os.Getenv(name), "%d", &v); err == nil && v > 0 {
		return v
	}
	return def
}

// TestOddsDoctrineLateKinds replays the odds of the kinds a doctrine game
// of 1939 reaches only after the CI form's 500 decisions, where a game of
// The Black Pit (October 1942) meets them at once: calling a wolfpack and
// its join attempts [24.1], staying with the convoy [24.25B], sailing with
// or without mines [26.0], the transit and RTB moves and the governing
// area's choice [19.12] (black-pit-1942 seed 1: all by decision 331 since the pack members' shift odds are the chances, which the bot reads). Each
// must be met and replayed (one situation a kind, 120 replays).
//
// Among them the wolfpack's choice of the member that attacks next in a
// re-attack round [24.23], taken after a member has attacked: each member
// shows its counterattack odds as they stand then — every place taken,
// the earlier members' reveals made (issue 13: "other pack boats' earlier
// reveals"). Before, that prompt showed no odds (seed 1: decision 85).
func TestOddsDoctrineLateKinds(t *testing.T) {
	want := []string{"wolfpack", "pack-join", "pack-stay", "deploy", "mines-carry", "transit-move", "transit-governing", "rtb-base", "pack-order"}
	only := map[string]bool{}
	for _, k := range want {
		only[k] = true
	}
	afterAnAttack := func(g *campaign.Game, pr *engine.Prompt) bool {
		c := g.S.Combat
		if pr.Kind != "pack-order" {
			return true
		}
		for _, o := range pr.Options {
			if len(o.Odds) == 0 {
				t.Errorf("%s: %s shows no counterattack odds", pr.Kind, o.Key)
			}
		}
		return c.Round >= 2 && slices.ContainsFunc(c.Boats, func(b campaign.CombatBoat) bool { return b.Acted && !b.Out })
	}
	w := walkOddsKinds(t, oddsWalk{scenario: "black-pit-1942", seeds: 1, limit: 340, per: 1, replays: envN("ODDS_DOCTRINE_REPLAYS", 120), only: only, accept: afterAnAttack})
	for _, k := range want {
		if w.checks[k] == 0 {
			t.Errorf("%s: not met in 340 decisions of black-pit-1942 seed 1 (the data or the bot changed; pick another seed)", k)
		}
	}
}

// Test24_25_PackShiftOddsHonoured: a wolfpack member's shift odds are the
// chances [24.25]. Between rounds the members still to roll may lose
// contact [24.25B], the shadower and the members left off or joined for
// the re-attack take position after the shifts [24.25D], and an escort
// beside a member stops counting when another boat holds that column
// [24.24]; a diligent escort goes for a random member on the display
// [24.21]. The odds are taken over all of that by the odds' policy
// (combat_odds_pack.go: the others try to stay and keep their columns,
// arrivals take the outer columns first, this boat attacks first), and the
// replays play the policy. Before (odds13), the odds took the pack as it
// stood at the prompt. The Black Pit, seed 1, decision 138: U-621 shifts
// to column 4 with the shadower still to arrive; "sunk" was shown 27.0 %
// and the replays give 0.9 % (18.6σ over 1,000). With the policy (odds14)
// 0.46 % was shown where 10,000 replays give 0.74 % (4.2σ): a diligent
// escort U-621 turns up may go for the member alone in the column beside
// it [24.21], and when it sinks it or sends it home that column's escorts
// count against U-621 [24.24]. With that (month15) 0.62 % is shown. CI
// replays 400 times (ODDS_PACK_REPLAYS sets more); the shown "sunk" is
// also held to the 10,000 replays' 0.74 % within 4σ of 10,000.
func Test24_25_PackShiftOddsHonoured(t *testing.T) {
	sunk := -1.0 // "sunk" shown for column 4
	ahead := func(g *campaign.Game, pr *engine.Prompt) bool {
		c := g.S.Combat
		if pr.Kind != "shift" || c == nil || !c.Pack || pr.Sub != "U-621" {
			return false
		}
		for _, b := range c.Boats {
			if !b.Out && b.Column < 0 && (b.Role == "shadower" || b.Role == "reattack" || b.Role == "left-off") {
				for _, o := range pr.Options {
					if o.Key == "col:4" && sunk < 0 {
						sunk = 0
						for _, x := range o.Odds {
							if x.Outcome == "sunk" {
								sunk += x.P
							}
						}
					}
				}
				return true // a member still to take position
			}
		}
		return false
	}
	w := walkOddsKinds(t, oddsWalk{scenario: "black-pit-1942", seeds: 1, limit: 140, per: 1, replays: envN("ODDS_PACK_REPLAYS", 400), only: map[string]bool{"shift": true}, accept: ahead})
	if w.checks["shift"] == 0 || sunk < 0 {
		t.Fatal("U-621's shift to column 4 with members still to arrive not met in 140 decisions of black-pit-1942 seed 1 (the data or the bot changed; pick another)")
	}
	// The long run's figure: 74 "sunk" in 10,000 replays.
	const observed, n = 0.0074, 10000
	if z := math.Abs(observed-sunk) / math.Sqrt(sunk*(1-sunk)/n); z > 4 {
		t.Errorf("U-621 to column 4: \"sunk\" shown %.2f%%, 10,000 replays gave %.2f%% (%.1fσ)", 100*sunk, 100*observed, z)
	}
	t.Logf("U-621 to column 4: \"sunk\" shown %.3f%% (10,000 replays: %.2f%%)", 100*sunk, 100*observed)
}
