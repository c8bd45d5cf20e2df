package campaign

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"periscope/game/data"
	"periscope/game/engine"
)

// CheckOddsPromptConfirmed is CheckOddsPrompt for a walk that judges many
// situations (the doctrine walk's full form checks about 700 outcomes at
// 4σ, where one lies beyond by chance in a few runs of a hundred): an
// outcome beyond 4σ is replayed again, from the same snapshot with fresh
// dice and ten times the replays, and the check fails if any outcome is
// beyond 4σ there. A real defect fails both (the pack-order one of session
// 32 was 7–10σ over 4,000 replays); chance does not repeat (the scrap at
// decision 15,507 was 4.2σ over 2,000 and 0.5σ over 20,000).
func CheckOddsPromptConfirmed(t *testing.T, g *Game, p *engine.Prompt, n int, what string) float64 {
	t.Helper()
	// The first stage's situations reach the recorder only when no second
	// stage replaces them: the summary counts a confirmed situation once.
	var first []OddsCheck
	outer := RecordOddsChecks(func(c OddsCheck) { first = append(first, c) })
	oddsConfirmLater = true
	z := CheckOddsPrompt(t, g, p, n, what)
	oddsConfirmLater = false
	RecordOddsChecks(outer)
	if z <= 4 {
		if outer != nil {
			for _, c := range first {
				outer(c)
			}
		}
		return z
	}
	t.Logf("%s: %.1fσ over %d replays: replayed again with fresh dice, %d times", what, z, n, 10*n)
	return CheckOddsPrompt(t, g, p, 10*n, what+" (again)")
}

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
//   - reattack, shift, de-withdraw: the counterattack (checkCounterSituation);
//   - placement: placed in the column asked or falling back [14.11];
//   - patrol-move: the transit checks of the move [19.1] up to the boat's
//     own search (a transit encounter's search is not played: the odds
//     show the encounter, not what it finds);
//   - transit-move, deploy, rtb-route, withdraw-route, rtb-base: the move
//     leg ordered (checkVoyageSituation); resupply [21.3];
//   - pack-join, wolfpack: the join roll [24.1], [24.11]; pack-stay
//     [24.25B]; scrap: the ace's roll [25.32];
//   - withdraw-base, transit-governing, move-route, deploy-order: the move
//     the answer starts (checkAnsweredMoveSituation);
//   - mines-carry: the new field's Minefield roll [26.2]; air-recon: the
//     sampled boat's AAC roll with the aircraft there [7.51].
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
	if g.S.Combat == nil && !outOfCombatOdds[p.Kind] {
		return z
	}
	situationSalt = replaySalt(what)
	defer func() { situationSalt = 0 }()
	switch p.Kind {
	case "reveal":
		if o, ok := richestOption(p, func(o engine.Option) bool { return strings.HasPrefix(o.Key, "unit:") }); ok {
			z = checkRevealSituation(t, g, p, o.Key, n, what)
		}
	case "gun":
		if optionOdds(p, "gun") != nil {
			got := replayAnswer(t, g, "gun", n, gunOrTorpedoes(p.Sub, optionOdds(p, "gun")))
			z = within4SigmaZ(t, what, optionOdds(p, "gun"), got, n)
		}
	case "search", "search-again":
		z = checkSearchSituation(t, g, optionOdds(p, "search"), n, what)
	case "lone-attack":
		if o, ok := richestOption(p, func(o engine.Option) bool {
			u := g.S.Combat.Unit(g.S.Combat.UnitOfKey(o.Key))
			return strings.HasPrefix(o.Key, "fire:") && u != nil && u.Up
		}); ok {
			got := replayAnswer(t, g, o.Key, n, torpedoOutcome)
			z = within4SigmaZ(t, what+" "+o.Key, o.Odds, got, n)
		}
	case "placement":
		for _, o := range p.Options {
			if len(o.Odds) > 1 {
				z = checkPlacementSituation(t, g, p.Sub, o, n, what)
				break
			}
		}
	case "patrol-move":
		if o, ok := richestOption(p, func(o engine.Option) bool {
			nodes, _ := parsePathKey(o.Key)
			return len(nodes) > 0
		}); ok {
			nodes, _ := parsePathKey(o.Key)
			z = checkPatrolMoveSituation(t, g, p.Sub, o, nodes[len(nodes)-1], n, what)
		}
	case "transit-move", "deploy", "rtb-route", "withdraw-route", "rtb-base":
		if o, ok := richestOption(p, func(o engine.Option) bool { return true }); ok {
			z = checkVoyageSituation(t, g, p.Kind, p.Sub, o, n, what)
		}
	case "resupply":
		if o, ok := richestOption(p, func(o engine.Option) bool { return true }); ok {
			z = checkResupplySituation(t, g, p.Sub, o, n, what)
		}
	case "reattack", "shift", "de-withdraw", "pack-order":
		if key, _ := g.oddsSituation(p); key != "" {
			z = checkCounterSituation(t, g, p.Sub, key, optionOdds(p, key), n, what+" "+key)
		}
	case "pack-join":
		if o, ok := richestOption(p, func(o engine.Option) bool { return strings.HasPrefix(o.Key, "sub:") }); ok {
			got := replayAnswer(t, g, o.Key, n, joinOutcome(strings.TrimPrefix(o.Key, "sub:")))
			z = within4SigmaZ(t, what+" "+o.Key, o.Odds, got, n)
		}
	case "wolfpack":
		z = checkWolfpackSituation(t, g, p, n, what)
	case "pack-stay":
		if o := optionOdds(p, "stay"); o != nil {
			got := replayAnswer(t, g, "stay", n, func(h *Game, es []engine.Entry) string {
				for _, e := range es {
					if e.Roll != nil && e.Sub == p.Sub && e.Roll.Purpose == "stay with the convoy" {
						if e.Roll.Result == "stays" {
							return "stays"
						}
						return "loses contact"
					}
				}
				return "no roll"
			})
			z = within4SigmaZ(t, what+" stay", o, got, n)
		}
	case "scrap":
		if o, ok := richestOption(p, func(o engine.Option) bool { return strings.HasPrefix(o.Key, "sub:") }); ok {
			id := strings.TrimPrefix(o.Key, "sub:")
			got := replayAnswer(t, g, o.Key, n, func(h *Game, es []engine.Entry) string {
				for _, e := range es {
					if e.Event != nil && e.Event.Type == "ace-gone" && e.Event.Sub == id {
						return "the ace leaves the game"
					}
				}
				return "the ace may take a new boat"
			})
			z = within4SigmaZ(t, what+" "+o.Key, o.Odds, got, n)
		}
	case "withdraw-base", "transit-governing", "move-route", "deploy-order":
		if o, ok := richestOption(p, func(o engine.Option) bool { return true }); ok {
			z = checkAnsweredMoveSituation(t, g, p, o, n, what)
		}
	case "mines-carry":
		if o := optionOdds(p, "mines"); o != nil {
			z = checkMinesCarrySituation(t, g, p.Sub, o, n, what)
		}
	case "air-recon":
		if o, ok := richestOption(p, func(o engine.Option) bool { return strings.HasPrefix(o.Key, "area:") }); ok {
			z = checkAirReconSituation(t, g, o, n, what)
		}
	}
	return z
}

// joinOutcome names a wolfpack join attempt's result as joinOdds does
// [24.1], with Huff-Duff on the shadower when the natural 0 brings it
// [24.11].
func joinOutcome(id string) func(h *Game, es []engine.Entry) string {
	return func(h *Game, es []engine.Entry) string {
		out := ""
		for _, e := range es {
			if e.Roll == nil {
				continue
			}
			switch {
			case out == "" && e.Sub == id && strings.HasPrefix(e.Roll.Purpose, "wolfpack attempt"):
				switch e.Roll.Result {
				case "joins for the first round":
					out = "joins for the first round"
				case "joins for the re-attack only":
					out = "joins for the re-attack only"
				default:
					out = "fails (searches alone at −3)"
				}
			case out != "" && e.Roll.Purpose == "Huff-Duff on the shadower":
				return out + ", and Huff-Duff on the shadower"
			case out != "":
				return out
			}
		}
		if out == "" {
			return "no join roll"
		}
		return out
	}
}

// checkWolfpackSituation replays the call of a wolfpack [24.1] n times
// for each option with odds ("shadow", "no-shadower"): the pack is
// called, and the first boat that may try (the one the odds name) tries
// first; its join roll is named as joinOdds does.
func checkWolfpackSituation(t *testing.T, g *Game, p *engine.Prompt, n int, what string) float64 {
	t.Helper()
	z := -1.0
	for _, o := range p.Options {
		if len(o.Odds) == 0 {
			continue
		}
		observed := map[string]float64{}
		ok := true
		replayCopies(t, g, n, 3131, func(i int, h *Game) bool {
			answer(t, h, o.Key)
			q := h.Prompt()
			if q == nil || q.Kind != "pack-join" || !strings.HasPrefix(q.Options[0].Key, "sub:") {
				t.Logf("%s %s: replay %d did not reach the first join attempt; not checked", what, o.Key, i)
				ok = false
				return false
			}
			observed[joinOutcome(strings.TrimPrefix(q.Options[0].Key, "sub:"))(h, answer(t, h, q.Options[0].Key))] += 1 / float64(n)
			return true
		})
		if ok {
			z = max(z, within4SigmaZ(t, what+" "+o.Key, o.Odds, observed, n))
		}
	}
	return z
}

// answerStopped answers key on h and runs only what the step that asked
// pushes: a stop frame under it ends the run when that is done. It
// returns the entries and the prompt the run stopped at, if any.
func answerStopped(t *testing.T, h *Game, key string) ([]engine.Entry, *engine.Prompt) {
	t.Helper()
	h.Steps = h.Steps.With("test.stop", func(g *Game, f *Frame) { g.S.Over = true })
	h.S.Stack = append(h.S.Stack, Frame{Op: "test.stop"})
	es := answer(t, h, key)
	if h.S.Over {
		return es, nil
	}
	return es, h.Prompt()
}

// checkAnsweredMoveSituation replays a move chosen at prompt p n times
// from its snapshot, with fresh dice, running only what the answer starts
// (the stop frame of answerStopped), and names what the transit checks
// did as the transit odds do (passage; an RTB result of the transit
// events table is "RTB" [19.12] even for a boat already returning, which
// stops in the governing area's Done section). The kinds:
//
//   - withdraw-base: the whole voyage home this turn [19.13] (RTB results
//     have no effect);
//   - transit-governing: the one check of the leg whose governing area is
//     chosen [19.12] (the legs after it are not sailed);
//   - move-route: the ordered move by that route [5.3];
//   - deploy-order: the boat's move to the order's area [5.3] (a replay
//     that asks for a route is not checked: the odds name the safest).
//
// A transit encounter's search is not played (it is shown as
// "encounter").
func checkAnsweredMoveSituation(t *testing.T, g *Game, p *engine.Prompt, o engine.Option, n int, what string) float64 {
	t.Helper()
	sub := p.Sub
	if p.Kind == "deploy-order" {
		sub = strings.TrimPrefix(o.Key, "sub:")
		if len(o.Odds) == 1 && o.Odds[0].Outcome == "in place" {
			return -1 // no move: nothing the dice decide
		}
	}
	s := g.Sub(sub)
	if s == nil {
		return -1
	}
	mode := ""
	if pe := g.S.Pending; pe != nil {
		mode = pe.Frame.S
	}
	withdraw := p.Kind == "withdraw-base" || mode == modeWithdraw
	inner := passage(sub, s.Damage, s.Spotted, "")
	classify := func(h *Game, es []engine.Entry) string {
		out := inner(h, es)
		if out == "sunk" || withdraw {
			return out
		}
		if rtbRolled(sub, es) {
			return "RTB"
		}
		return out
	}
	leg := -1
	if p.Kind == "transit-governing" && g.S.Pending != nil {
		leg = g.S.Pending.Frame.B >> 1
	}
	search, moveLeg := g.Steps.Func(opSubSearch), g.Steps.Func(opMoveLeg)
	observed := map[string]float64{}
	stopped := false
	replayCopies(t, g, n, 9191, func(i int, h *Game) bool {
		h.Steps = g.Steps.With(opSubSearch, func(h *Game, f *Frame) {
			if f.Sub != sub {
				search(h, f)
			}
		}).With(opMoveLeg, func(h *Game, f *Frame) {
			if leg >= 0 && f.Sub == sub && f.B>>1 > leg && f.B&1 == 0 {
				return // transit-governing: the legs after this one
			}
			moveLeg(h, f)
		})
		es, q := answerStopped(t, h, o.Key)
		// A later leg of the voyage whose areas tie on red boxes asks
		// which one governs its check [19.12]: the odds shown assume the
		// safest (appendPathSpecs), so the replay answers so and sails on.
		// Counting the replay as it stood at the question would call every
		// one of them "safe".
		// A withdrawal's later leg with equally direct routes asks which
		// way [19.13]: the odds shown sail the first (withdrawVoyage), so
		// the replay answers so.
		for q != nil && q.Sub == sub && (q.Kind == "transit-governing" && p.Kind != "transit-governing" || q.Kind == "withdraw-route" && withdraw) {
			key := q.Options[0].Key
			if q.Kind == "transit-governing" {
				key = safestGoverning(q)
			}
			es = append(es, answer(t, h, key)...)
			if q = nil; !h.S.Over {
				q = h.Prompt()
			}
		}
		if q != nil && (q.Kind == "move-route" || q.Kind == "mines-carry") && q.Sub == sub {
			t.Logf("%s: replay %d stopped at a %s prompt; not checked", what, i, q.Kind)
			stopped = true
			return false
		}
		// Where an RTB result stops among tied areas [19.12] is asked after
		// the roll that named the outcome; any other question of the boat's
		// would leave the outcome unnamed.
		if q != nil && q.Sub == sub && q.Kind != "rtb-place" {
			t.Fatalf("%s: replay %d stopped at a %s prompt of the boat the odds are about: its outcome cannot be named", what, i, q.Kind)
		}
		observed[classify(h, es)] += 1 / float64(n)
		return true
	})
	if stopped {
		return -1
	}
	return within4SigmaZ(t, what+" "+o.Key, o.Odds, observed, n)
}

// safestGoverning is the option of a transit-governing prompt the move
// odds assume: the first with the highest chance of passing untouched
// ("safe" or "encounter"), as appendPathSpecs chooses.
func safestGoverning(q *engine.Prompt) string {
	best, bestP := "", -1.0
	for _, o := range q.Options {
		if p := oddOf(o.Odds, "safe") + oddOf(o.Odds, "encounter"); p > bestP {
			best, bestP = o.Key, p
		}
	}
	return best
}

// checkMinesCarrySituation replays the Minefield table roll the mine
// marker a sub takes now would make [26.2]: the sub, loaded [26.0], is
// put unspotted in an SMZ open to mining and lays its field there (the
// real lay step, fresh dice); the count the table gives is named as
// mineOdds does ("no ship drawn", "n drawn"). The odds are a forecast with
// the ace as now: the lay may come turns later.
func checkMinesCarrySituation(t *testing.T, g *Game, sub string, shown []engine.Odd, n int, what string) float64 {
	t.Helper()
	smz := ""
	for _, a := range g.T.Map.Areas {
		if a.Kind == data.KindSMZ && g.miningOpen(a.ID) {
			smz = a.ID
			break
		}
	}
	s := g.Sub(sub)
	if smz == "" || s == nil {
		return -1
	}
	observed := map[string]float64{}
	replayCopies(t, g, n, 6161, func(i int, h *Game) bool {
		h.Steps = g.Steps.With("test.stop", func(g *Game, f *Frame) { g.S.Over = true })
		hs := h.Sub(sub)
		h.loadMines(hs)
		entry := g.T.Area(smz).Links[0]
		h.PutAtSea(hs, smz, Operating, Transit)
		hs.EntryArea, hs.Spotted = entry, false
		h.S.Stack, h.S.Over, h.S.Pending = nil, false, nil
		h.Push(Frame{Op: opMinesLay, Sub: sub}, Frame{Op: "test.stop"})
		es, err := h.Start()
		if err != nil {
			t.Fatal(err)
		}
		out := "no lay"
		for _, e := range es {
			if e.Roll != nil && e.Sub == sub && strings.HasPrefix(e.Roll.Purpose, "minefield in") {
				out = "no ship drawn"
				var k int
				var cup string
				if _, err := fmt.Sscanf(e.Roll.Result, "draw %d from the %s cup", &k, &cup); err == nil && k > 0 {
					out = fmt.Sprintf("%d drawn", k)
				}
				break
			}
		}
		observed[out] += 1 / float64(n)
		return true
	})
	return within4SigmaZ(t, what+" mines", shown, observed, n)
}

// checkRevealSituation replays the reveal of option key n times with the
// face-down counters dealt afresh and compares the class of what is
// turned up with the odds shown (the reveal odds name unitClass).
func checkRevealSituation(t *testing.T, g *Game, p *engine.Prompt, key string, n int, what string) float64 {
	t.Helper()
	shown := optionOdds(p, key)
	observed := map[string]float64{}
	for i := 0; i < n; i++ {
		h := newGame(g.T, g.S.Clone()) // the game a restore of snap gives (replayCopies)
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
	observed := map[string]float64{}
	replayCopies(t, g, n, 4242, func(i int, h *Game) bool {
		kind := ""
		h.Steps = g.Steps.With(opSearchRoll, func(h *Game, f *Frame) {
			stepSearchRoll(h, f)
			if c := h.S.Combat; c != nil && kind == "" {
				kind = c.Kind
			}
		})
		answer(t, h, "search")
		observed[kindLabel(kind)] += 1 / float64(n)
		return true
	})
	return within4SigmaZ(t, what+" search", shown, observed, n)
}

// checkPlacementSituation replays the placement option o of sub n times:
// "placed here" (or "placed") when the boat stands in that column after
// the roll, "falls back" otherwise [14.11].
func checkPlacementSituation(t *testing.T, g *Game, sub string, o engine.Option, n int, what string) float64 {
	t.Helper()
	var col int
	fmt.Sscanf(o.Key, "col:%d", &col)
	got := replayAnswer(t, g, o.Key, n, func(h *Game, es []engine.Entry) string {
		if b := h.S.Combat.Boat(sub); b != nil && b.Column == col {
			if len(o.Odds) == 1 {
				return "placed"
			}
			return "placed here"
		}
		return "falls back"
	})
	return within4SigmaZ(t, what+" "+o.Key, o.Odds, got, n)
}

// checkPatrolMoveSituation replays the move o of sub n times, stopping at
// its own search after the move (a transit encounter's search on the way
// is not played), and names what the transit checks did as the transit
// odds do (passage).
func checkPatrolMoveSituation(t *testing.T, g *Game, sub string, o engine.Option, end string, n int, what string) float64 {
	t.Helper()
	s := g.Sub(sub)
	classify := passage(sub, s.Damage, s.Spotted, end)
	search := g.Steps.Func(opSubSearch)
	observed := map[string]float64{}
	replayCopies(t, g, n, 5151, func(i int, h *Game) bool {
		h.Steps = g.Steps.With(opSubSearch, func(h *Game, f *Frame) {
			switch {
			case f.Sub != sub:
				search(h, f)
			case f.A&SearchEncounter != 0:
				// the encounter is shown as such; its search is not played
			default:
				h.S.Over, h.S.Stack = true, nil // the move is over
			}
		})
		observed[classify(h, answer(t, h, o.Key))] += 1 / float64(n)
		return true
	})
	return within4SigmaZ(t, what+" "+o.Key, o.Odds, observed, n)
}

// outOfCombatOdds are the prompt kinds with odds that CheckOddsPrompt
// replays outside a combat: a search's, the moves' transit checks, a
// scrapped boat's ace, a mine marker's field and an aircraft's help.
var outOfCombatOdds = map[string]bool{
	"search": true, "search-again": true, "patrol-move": true,
	"transit-move": true, "deploy": true, "rtb-route": true, "withdraw-route": true,
	"rtb-base": true, "resupply": true, "scrap": true, "withdraw-base": true,
	"transit-governing": true, "move-route": true, "deploy-order": true,
	"mines-carry": true, "air-recon": true,
}

// voyageMode is the movement mode of a move prompt's kind.
var voyageMode = map[string]string{
	"transit-move": modeTransit, "deploy": modeDeploy, "rtb-route": modeRTB,
	"withdraw-route": modeWithdraw, "rtb-base": modeRTB,
}

// checkVoyageSituation replays the move o of sub (a transit, deploy or
// RTB move, or the first way home to the base o names [15.22]) n times
// from the prompt's snapshot, as the move leg it orders, and names what
// its transit checks did as the transit odds do (passage). A transit
// encounter's search is not played (it is shown as "encounter").
func checkVoyageSituation(t *testing.T, g *Game, kind, sub string, o engine.Option, n int, what string) float64 {
	t.Helper()
	s := g.Sub(sub)
	mode := voyageMode[kind]
	mo := parseMoveOption(o.Key)
	if kind == "rtb-base" {
		ps := g.homePaths(s, mode, o.Key)
		if len(ps) == 0 {
			return -1
		}
		mo = moveOption{nodes: ps[0].nodes}
	}
	if len(mo.nodes) < 2 {
		return -1
	}
	// A move that stops short of its end, a base or not, is "RTB" [19.12];
	// so is an RTB result for a boat already RTB whose governing area is
	// the end (it stops there, where it was going).
	inner := passage(sub, s.Damage, s.Spotted, mo.nodes[len(mo.nodes)-1])
	classify := func(h *Game, es []engine.Entry) string {
		out := inner(h, es)
		if out == "sunk" || mode == modeWithdraw {
			return out
		}
		if rtbRolled(sub, es) {
			return "RTB"
		}
		return out
	}
	search := g.Steps.Func(opSubSearch)
	observed := map[string]float64{}
	stopped := false
	replayCopies(t, g, n, 7373, func(i int, h *Game) bool {
		h.Steps = g.Steps.With(opSubSearch, func(h *Game, f *Frame) {
			if f.Sub != sub {
				search(h, f)
			}
		}).With("test.stop", func(g *Game, f *Frame) { g.S.Over = true })
		h.S.Stack, h.S.Over, h.S.Pending = nil, false, nil
		h.Push(Frame{Op: opMoveLeg, Sub: sub, S: mode, L: mo.nodes, A: mo.flags}, Frame{Op: "test.stop"})
		es, err := h.Start()
		if err != nil {
			t.Fatal(err)
		}
		// Areas that tie on red boxes ask which governs a check [19.12]:
		// the odds shown assume the safest (appendPathSpecs), so the replay
		// answers so and sails on.
		for q := h.Prompt(); q != nil && q.Kind == "transit-governing" && q.Sub == sub; q = h.Prompt() {
			es = append(es, answer(t, h, safestGoverning(q))...)
			if h.S.Over {
				break
			}
		}
		// Where an RTB result stops among tied areas [19.12] is asked after
		// the roll that named the outcome.
		if q := h.Prompt(); q != nil && !h.S.Over && !(q.Kind == "rtb-place" && q.Sub == sub) {
			t.Logf("%s: replay %d stopped at a %s prompt; not checked", what, i, q.Kind)
			stopped = true
			return false
		}
		observed[classify(h, es)] += 1 / float64(n)
		return true
	})
	if stopped {
		return -1
	}
	return within4SigmaZ(t, what+" "+o.Key, o.Odds, observed, n)
}

// checkResupplySituation answers the resupply o of sub n times with fresh
// dice and counts each outcome its odds name [21.3]: the endurance check
// (resupplied or not, one of the two), and on its natural 0 Franco's roll
// [21.31], the supply ship's [21.32] or the U-tanker's [21.33], each
// compared on its own.
func checkResupplySituation(t *testing.T, g *Game, sub string, o engine.Option, n int, what string) float64 {
	t.Helper()
	observed := map[string]float64{}
	replayCopies(t, g, n, 2121, func(i int, h *Game) bool {
		out := "fails: continues RTB"
		for _, e := range answer(t, h, o.Key) {
			if e.Event != nil && e.Event.Type == "resupplied" && e.Event.Sub == sub {
				out = "resupplied: back on patrol"
			}
			if e.Roll == nil {
				continue
			}
			switch r := e.Roll; {
			case r.Purpose == "Franco's neutrality" && r.Result == "the tanker is closed down":
				observed["the tanker is closed down by Franco"] += 1 / float64(n)
			case r.Purpose == "supply ship discovered?" && r.Result == "intercepted":
				observed["the supply ship is intercepted"] += 1 / float64(n)
			case r.Purpose == "U-tanker discovered?" && r.Result == "sunk":
				observed["the U-tanker is sunk"] += 1 / float64(n)
			case r.Purpose == "U-tanker discovered?" && strings.HasPrefix(r.Result, "damaged"):
				observed["the U-tanker is damaged and turns home"] += 1 / float64(n)
			}
		}
		observed[out] += 1 / float64(n)
		return true
	})
	return within4SigmaZ(t, what+" "+o.Key, o.Odds, observed, n)
}

// richestOption is the option of p with odds that ok accepts and the most
// outcomes (the first of those): the one a replay tells most about.
func richestOption(p *engine.Prompt, ok func(o engine.Option) bool) (engine.Option, bool) {
	best, found := engine.Option{}, false
	for _, o := range p.Options {
		if len(o.Odds) > 0 && ok(o) && (!found || len(o.Odds) > len(best.Odds)) {
			best, found = o, true
		}
	}
	return best, found
}

// gunOrTorpedoes is gunOutcome for the gun odds of any boat: a boat that
// does not keep shelling an armed merchant (all but Type XI and Surcouf)
// shows one outcome for it, "armed: it returns fire …, then torpedoes",
// which is what any armed merchant then gives [27.1].
func gunOrTorpedoes(sub string, shown []engine.Odd) func(h *Game, es []engine.Entry) string {
	lump := ""
	for _, o := range shown {
		if strings.HasPrefix(o.Outcome, "armed: it returns fire") {
			lump = o.Outcome
		}
	}
	inner := gunOutcome(sub)
	return func(h *Game, es []engine.Entry) string {
		if lump != "" {
			for _, e := range es {
				if e.Rule == "14.2" {
					break
				}
				if e.Roll != nil && e.Roll.Purpose == "DEMS: is it armed" && strings.Contains(e.Roll.Result, "armed: it opens fire") {
					return lump
				}
			}
		}
		return inner(h, es)
	}
}

// checkAirReconSituation replays the aircraft sent to the area option o
// names [7.51], then the AAC roll of a search there by the boat the odds
// sample (the first of the aircraft's nation on patrol in the area, not
// returning: airAreaOption), n times with fresh dice: "a boat's search
// finds traffic" when the roll lands on a coloured box [13.21]. The odds
// leave out a boat's own modifiers (its detail says so); a sample boat
// that has any is not checked. No boat there: nothing to replay.
func checkAirReconSituation(t *testing.T, g *Game, o engine.Option, n int, what string) float64 {
	t.Helper()
	area := strings.TrimPrefix(o.Key, "area:")
	ac := g.S.Pending.Frame.A
	nat := g.airNation(g.S.Aircraft[ac].ID)
	var sample *Sub
	for i := range g.S.Subs {
		s := &g.S.Subs[i]
		if s.Status == StSea && s.Area == area && !s.RTB && g.Nation(s) == nat {
			sample = s
			break
		}
	}
	if sample == nil {
		return -1
	}
	shown := append([]engine.Odd(nil), o.Odds...)
	if p := oddOf(shown, "a boat's search finds traffic"); p < 1 {
		shown = append(shown, engine.Odd{Outcome: "no traffic (not shown)", P: 1 - p})
	}
	observed := map[string]float64{}
	replayCopies(t, g, n, 8181, func(i int, h *Game) bool {
		answerStopped(t, h, o.Key)
		h.Steps = g.Steps.With("test.stop", func(g *Game, f *Frame) { g.S.Over = true })
		h.S.Stack, h.S.Over, h.S.Pending = nil, false, nil
		h.Push(Frame{Op: opSearchRoll, Sub: sample.ID}, Frame{Op: "test.stop"})
		es, err := h.Start()
		if err != nil {
			t.Fatal(err)
		}
		out := "no traffic (not shown)"
		for _, e := range es {
			if e.Roll != nil && e.Sub == sample.ID && strings.HasPrefix(e.Roll.Purpose, "AAC search roll") {
				if e.Roll.Result != "no contact" && !strings.HasPrefix(e.Roll.Result, "white") {
					out = "a boat's search finds traffic"
				}
				break
			}
		}
		observed[out] += 1 / float64(n)
		return true
	})
	return within4SigmaZ(t, what+" "+o.Key+" ("+sample.ID+")", shown, observed, n)
}

// rtbRolled reports whether a transit event or an Allied mine [19.1M]
// gave sub an RTB result in es: it stops in the governing area's Done
// section [19.12], a boat already returning too (no "rtb" event then).
func rtbRolled(sub string, es []engine.Entry) bool {
	for _, e := range es {
		if e.Roll == nil || e.Sub != sub {
			continue
		}
		switch e.Roll.Purpose {
		case "transit event":
			if slices.Contains(strings.Split(e.Roll.Result, "+"), "rtb") {
				return true
			}
		case "Allied mine":
			if slices.Contains(strings.Split(e.Roll.Result, " + "), "RTB") {
				return true
			}
		}
	}
	return false
}
