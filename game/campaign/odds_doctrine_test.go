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
	// Every situation judged, by prompt kind: the summary (issue 13,
	// "the odds test's summary").
	kindNow := ""
	sum := map[string]*kindSum{}
	defer campaign.RecordOddsChecks(campaign.RecordOddsChecks(func(c campaign.OddsCheck) {
		k := sum[kindNow]
		if k == nil {
			k = &kindSum{shown: map[string]float64{}, observed: map[string]float64{}, vars: map[string]float64{}}
			sum[kindNow] = k
		}
		k.add(c)
	}))
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
					kindNow = pr.Kind
					if z := campaign.CheckOddsPromptConfirmed(t, g, pr, w.replays, what); z >= 0 {
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
	logKindSums(t, sum)
	return w
}

// kindSum is one prompt kind's situations summed: per outcome the chances
// shown and the shares observed, and the variance of the observed sum
// (Σ p(1-p)/n), so that a bias shared by the kind's situations shows as a
// deviation of the sum in σ; and the largest deviation of one situation.
type kindSum struct {
	situations, replays int
	shown, observed     map[string]float64
	vars                map[string]float64
	worst               float64
	worstWhat           string
}

func (k *kindSum) add(c campaign.OddsCheck) {
	k.situations++
	k.replays += c.N
	for o, p := range c.Shown {
		k.shown[o] += p
		k.vars[o] += max(p, 1/float64(c.N)) * (1 - min(p, 1-1/float64(c.N))) / float64(c.N)
	}
	for o, q := range c.Observed {
		k.observed[o] += q
		if _, ok := c.Shown[o]; !ok {
			k.vars[o] += 1 / float64(c.N) / float64(c.N)
		}
	}
	if c.Z >= k.worst {
		k.worst, k.worstWhat = c.Z, c.What
	}
}

// logKindSums logs the summary by prompt kind: situations, replays, each
// outcome's mean chance shown and mean share observed with the sum's
// deviation in σ, and the situation that deviated most.
func logKindSums(t *testing.T, sum map[string]*kindSum) {
	t.Helper()
	var kinds []string
	situations, replays := 0, 0
	for k, s := range sum {
		kinds = append(kinds, k)
		situations += s.situations
		replays += s.replays
	}
	sort.Strings(kinds)
	t.Logf("SUMMARY %d situations judged, %d replays, %d kinds", situations, replays, len(kinds))
	for _, k := range kinds {
		s := sum[k]
		var outs []string
		for o := range s.vars {
			outs = append(outs, o)
		}
		sort.Strings(outs)
		var parts []string
		for _, o := range outs {
			n := float64(s.situations)
			z := 0.0
			if s.vars[o] > 0 {
				z = (s.observed[o] - s.shown[o]) / math.Sqrt(s.vars[o])
			}
			parts = append(parts, fmt.Sprintf("%s %.2f%%/%.2f%% (%+.1fσ)", o, 100*s.shown[o]/n, 100*s.observed[o]/n, z))
		}
		t.Logf("SUMMARY %-17s %3d situations, %7d replays; worst %.1fσ (%s); mean shown/observed: %s",
			k, s.situations, s.replays, s.worst, s.worstWhat, strings.Join(parts, "; "))
	}
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
// area's choice [19.12] (black-pit-1942 seed 1: all by decision 350 since session 31's recalibration). Each
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
	w := walkOddsKinds(t, oddsWalk{scenario: "black-pit-1942", seeds: 1, limit: 400, per: 1, replays: envN("ODDS_DOCTRINE_REPLAYS", 120), only: only, accept: afterAnAttack})
	for _, k := range want {
		if w.checks[k] == 0 {
			t.Errorf("%s: not met in 400 decisions of black-pit-1942 seed 1 (the data or the bot changed; pick another seed)", k)
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
