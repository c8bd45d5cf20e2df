package campaign

import (
	"fmt"
	"hash/fnv"
	"maps"
	"math"
	"math/rand/v2"
	"os"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"

	"periscope/game/data"
	"periscope/game/dice"
	"periscope/game/engine"
)

// The counterattack odds shown on the re-attack, shift and "fight on"
// prompts, checked over many situations (issue 13, "a test that keeps the
// promise"): searches and combats on the Atlantic data in every war
// period, played with random legal answers, are stopped at each such
// prompt; the option's odds are compared with the same answer replayed
// from the snapshot with fresh dice. A face-down counter's identity is
// fixed in a snapshot, so each replay deals the face-down counters afresh
// from what the player knows (each any counter of its cup and flag still
// in the cup or face down, redeal) — which is what the odds are taken
// over. Every outcome must be within 4σ of the odds shown in every
// situation, and no outcome may happen that is not shown.
//
// The replays play the odds' policy (DESIGN.md, "The odds' policy"): the
// boat reveals in board order, fights on, and its attack hits no escort —
// in a re-attack or shift the TDC pool is emptied in the copies (it fires
// nothing; [14.17B] brings the counterattack anyway); fighting on in round
// 1 it draws and places its TDCs in board order, so [14.17A] is played,
// and its points are taken off before it fires. Left out, with the
// reason: wolfpack combats (other pack boats' reveals before this boat's
// counterattack are not in the odds). Displays whose forced reveals may turn up a combat event
// are in: its harm is in the odds [19.2].
//
// CI plays ODDS_SITUATIONS (default 1; the doctrine walk,
// TestOddsDoctrineCampaignPromptKinds, checks a re-attack and a shift
// too) situations with ODDS_REPLAYS (default
// 400) replays each; the form:
//
//	ODDS_SITUATIONS=200 ODDS_REPLAYS=2000 go test ./game/campaign -run TestOddsSituationsCounterattack -v -timeout 60m
//
// ODDS_FIRST_SEED starts the search at another seed; ODDS_DUMP=1 logs each
// situation's display and cups and the first replays' logs.
func TestOddsSituationsCounterattack(t *testing.T) {
	want := envInt("ODDS_SITUATIONS", 1)
	replays := envInt("ODDS_REPLAYS", 300)
	bench := newOddsBench(t)
	kinds := map[string]int{}
	sums := oddsSums{}
	skipped := map[string]int{}
	found, worst, worstWhat := 0, 0.0, ""
	first := uint64(envInt("ODDS_FIRST_SEED", 1))
	for seed := first; found < want && seed < first+uint64(100*want+400); seed++ {
		// Each game looks for one kind, in turn: a re-attack, a shift (the
		// game re-attacks to reach it), a damaged boat fighting on.
		// (The short form takes the first of any kind.)
		kind := []string{"reattack", "shift", "de-withdraw"}[seed%3]
		if want <= 20 {
			kind = ""
		}
		bench.play(t, seed, kind, func(g *Game, p *engine.Prompt) bool {
			key, why := g.oddsSituation(p)
			if key == "" {
				if why != "" {
					skipped[why]++
				}
				return false
			}
			kinds[p.Kind]++
			found++
			what := fmt.Sprintf("seed %d %s %s %s round %d", seed, p.Kind, key, p.Sub, g.S.Combat.Round)
			z, tally := replayCounterSituation(t, g, p.Sub, key, optionOdds(p, key), replays, what)
			if tally != nil {
				sums.add(p.Kind, tally)
			}
			if z > worst {
				worst, worstWhat = z, what
			}
			if testing.Verbose() && want > 20 {
				t.Logf("situation %d: %s: largest deviation %.1fσ", found, what, z)
			}
			return true
		})
	}
	if found < want {
		t.Errorf("only %d of %d situations found", found, want)
	}
	t.Logf("%d situations (%v), %d replays each; largest deviation %.1fσ (%s); left out: %v", found, kinds, replays, worst, worstWhat, skipped)
	if z := sums.log(t); want > 20 && z > 5 {
		t.Errorf("a summed bias of %.1fσ over the situations (above): the odds lean one way", z)
	}
}

// oddsSums sums, per prompt kind and outcome, the situations' observed
// minus shown shares (in points) and the variance of that sum: with
// different dice per situation the sum's σ is the root of the summed
// binomial variances, so a summed bias beyond 4σ is a bias of the odds,
// not chance, even when every situation alone is within 4σ.
type oddsSums map[string]map[string]*oddsSum

type oddsSum struct {
	situations    int
	diff, vari    float64 // points, points²
	shown, actual float64 // summed shown and observed, points
}

func (s oddsSums) add(kind string, x *oddsTally) {
	if s[kind] == nil {
		s[kind] = map[string]*oddsSum{}
	}
	keys := map[string]bool{}
	for k := range x.shown {
		keys[k] = true
	}
	for k := range x.observed {
		keys[k] = true
	}
	for k := range keys {
		a := s[kind][k]
		if a == nil {
			a = &oddsSum{}
			s[kind][k] = a
		}
		p := x.shown[k]
		a.situations++
		a.diff += 100 * (x.observed[k] - p)
		// The per-situation check's variance (a floor of one replay's
		// share for outcomes shown as near impossible).
		n := float64(x.n)
		a.vari += 100 * 100 * max(p, 1/n) * (1 - min(p, 1-1/n)) / n
		a.shown += 100 * p
		a.actual += 100 * x.observed[k]
	}
}

// log writes a line per kind and outcome; it returns the largest summed
// deviation in σ.
func (s oddsSums) log(t *testing.T) float64 {
	t.Helper()
	worst := 0.0
	kinds := slices.Sorted(maps.Keys(s))
	for _, k := range kinds {
		for _, o := range slices.Sorted(maps.Keys(s[k])) {
			a := s[k][o]
			z := 0.0
			if a.vari > 0 {
				z = a.diff / math.Sqrt(a.vari)
			}
			worst = max(worst, math.Abs(z))
			t.Logf("summed %s %q over %d situations: shown %.1f, observed %.1f points: bias %+.2f points (σ of the sum %.2f, %+.1fσ)", k, o, a.situations, a.shown, a.actual, a.diff, math.Sqrt(a.vari), z)
		}
	}
	return worst
}

// Test7_41_OddsSituationStormAfterReattack is the situation the long odds
// run failed on at 14.5σ (seed 1803: U-620 re-attacks a convoy off
// Freetown under a 965 mb storm). The odds were right — they hold the
// storm's loss roll on every damaged result [7.41] — but the replays
// counted the end-of-turn storm-damage roll [7.41], which comes after the
// combat at the start of the endurance check [14.7] and whatever the boat
// chose, as counterattack harm: "no effect" shown 66.7 %, observed 51.4 %
// (the 20 % of boats damaged by the storm, 60 % of them then lost). The
// replays now end the counterattack before that roll.
func Test7_41_OddsSituationStormAfterReattack(t *testing.T) {
	bench := newOddsBench(t)
	done := false
	bench.play(t, 1803, "reattack", func(g *Game, p *engine.Prompt) bool {
		key, _ := g.oddsSituation(p)
		if key == "" {
			return false
		}
		if g.weatherAt(g.S.Combat.Area) != 965 {
			t.Fatalf("seed 1803 no longer gives the storm situation (%s, %d mb): the data changed; pick another", g.S.Combat.Area, g.weatherAt(g.S.Combat.Area))
		}
		checkCounterSituation(t, g, p.Sub, key, optionOdds(p, key), 500, "seed 1803 "+p.Sub+" re-attack in a 965 mb storm")
		done = true
		return true
	})
	if !done {
		t.Fatal("seed 1803 gives no re-attack situation")
	}
}

// optionOdds are the odds shown on option key of p.
func optionOdds(p *engine.Prompt, key string) []engine.Odd {
	for _, o := range p.Options {
		if o.Key == key {
			return o.Odds
		}
	}
	return nil
}

// oddsBench sets up the odds situations: the Atlantic data, its areas, a
// sample of its boats and the campaign scenario.
type oddsBench struct {
	th           *data.Theatre
	areas, boats []string
	sc           string
	every        bool // visit every prompt, not only the counterattack kinds
}

func newOddsBench(t *testing.T) *oddsBench {
	t.Helper()
	th, err := data.Load(os.DirFS("../../assets/data"), "atlantic")
	if err != nil {
		t.Fatal(err)
	}
	b := &oddsBench{th: th}
	for _, a := range th.Map.Areas {
		if a.Kind != data.KindBase {
			b.areas = append(b.areas, a.ID)
		}
	}
	for i, x := range th.Boats {
		if strings.HasPrefix(x.Option, "36.") {
			continue // the political war's boats [36.63] are out of play
		}
		if i%7 == 0 || th.Class(x.Class).Nation == "IT" && i%5 == 0 {
			b.boats = append(b.boats, x.ID)
		}
	}
	for _, x := range th.Scenarios {
		if x.Kind == data.ScenarioCampaign {
			b.sc = x.ID
		}
	}
	return b
}

// play sets up one game for seed — a boat of the sample searching an area
// in one of the war periods, with the random weather, damage and Spotted
// of the seed — and plays it with random legal answers. At each prompt of
// the kind wanted ("" any of reattack, shift, de-withdraw) it calls visit,
// until visit takes one (returns true): one situation per game, so they
// are independent. To reach a kind, the game re-attacks whenever asked.
func (b *oddsBench) play(t *testing.T, seed uint64, kind string, visit func(g *Game, p *engine.Prompt) bool) {
	t.Helper()
	months := []string{"1939-10", "1940-08", "1941-06", "1942-02", "1942-11"}
	rng := dice.New(seed * 104729)
	period := 1 + int(seed%5)
	g := newGameOn(t, b.th, b.sc, seed)
	m, _ := data.MonthIndex(months[period-1])
	g.S.Month, g.S.Week, g.S.Period, g.S.Turn = m, 1, period, 1
	g.S.G7 = -1
	if period >= 3 {
		g.S.Flags["barbarossa"] = true
	}
	g.fillCups()
	g.S.Stack = nil
	for i := range g.S.Subs {
		if s := &g.S.Subs[i]; s.Status == StSea || s.Box == "roll" {
			g.PutInBox(s, s.Base, BoxWorkUp)
		}
	}
	if rng.Intn(4) == 0 {
		g.S.Intel.Weather = []Weather{{Area: b.areas[rng.Intn(len(b.areas))], Pressure: []int{990, 965}[rng.Intn(2)]}}
	}
	area := b.areas[rng.Intn(len(b.areas))]
	id := ""
	for tries := 0; tries < 50 && id == ""; tries++ {
		x := b.boats[rng.Intn(len(b.boats))]
		if s := g.Sub(x); s.Status == StBase || s.Status == StFuture || s.Status == StOut {
			id = x
		}
	}
	if id == "" {
		return
	}
	s := atSea(g, id, area)
	if rng.Intn(6) == 0 {
		s.Damage = 1
	}
	if rng.Intn(6) == 0 {
		s.Spotted = true
	}
	s.Acted = true
	drive(t, g, Frame{Op: opSubSearch, Sub: id})
	taken := false
	for steps := 0; g.Prompt() != nil && steps < 400 && !taken; steps++ {
		p := g.Prompt()
		if p.Kind == "reattack" && kind != "reattack" && kind != "" {
			answer(t, g, "reattack")
			continue
		}
		if b.every || p.Kind == kind || kind == "" && (p.Kind == "reattack" || p.Kind == "shift" || p.Kind == "de-withdraw") {
			if taken = visit(g, p); taken {
				return
			}
		}
		if _, err := g.Apply(randomChoice(p, rng)); err != nil {
			t.Fatalf("seed %d: %s: %v", seed, p.Kind, err)
		}
	}
}

// oddsSituation is the option of prompt p whose counterattack odds the
// test checks, or "" with the reason it is left out.
func (g *Game) oddsSituation(p *engine.Prompt) (key, why string) {
	c := g.S.Combat
	if c == nil {
		return "", ""
	}
	switch p.Kind {
	case "reattack", "shift", "de-withdraw":
	case "pack-order":
		// The member whose odds say most (the longest list).
		for _, o := range p.Options {
			if len(o.Odds) > 0 && (key == "" || len(o.Odds) > len(optionOdds(p, key))) {
				key = o.Key
			}
		}
		return key, ""
	default:
		return "", ""
	}
	if c.Pack && p.Kind == "de-withdraw" && !g.attackingNow(p.Sub) {
		// A pack member damaged by a diligent escort another boat turned
		// up: its counterattack comes in its own turn, after the acting
		// boat's (see packDewithdrawOdds).
		return "", "wolfpack: another boat's diligent escort"
	}
	for _, o := range p.Options {
		switch {
		case p.Kind == "reattack" && o.Key == "reattack", p.Kind == "de-withdraw" && o.Key == "fight":
			return o.Key, ""
		case p.Kind == "shift" && len(o.Odds) > 0:
			key = o.Key // the last column offered: a shift when there is one
		}
	}
	return key, ""
}

// checkCounterSituation replays the answer key from g's snapshot n times
// and compares the outcomes of sub's counterattack with the odds shown;
// it returns the largest deviation in σ.
func checkCounterSituation(t *testing.T, g *Game, sub, key string, shown []engine.Odd, n int, what string) float64 {
	t.Helper()
	z, _ := replayCounterSituation(t, g, sub, key, shown, n, what)
	return z
}

// oddsTally is what one situation's replays gave beside the odds shown:
// per outcome the odds shown and the share observed, over n replays.
type oddsTally struct {
	shown, observed map[string]float64
	n               int
}

// replaySalt gives each situation its own dice: the replays' dice streams
// start from a hash of the situation's description (its seed, kind, boat
// and round), so no two situations share a stream and the situations'
// deviations are independent (summing them measures a bias, not one
// stream's luck).
func replaySalt(what string) uint64 {
	h := fnv.New64a()
	h.Write([]byte(what))
	return h.Sum64()
}

// replayDice is the dice state replay i of a situation starts from: a
// point of the dice's sequence picked by hashing i and salt, so that no two
// replays share their dice. (They did: with the state i·γ + salt, replay
// i+1 rolled replay i's dice shifted by one, the dice advancing by γ each
// roll (dice.Source), and a rare outcome reached through a few dice came
// again in replays nearby, a deviation of many σ the odds did not have.)
func replayDice(i, salt uint64) uint64 {
	src := dice.New(i*0x9E3779B97F4A7C15 ^ salt)
	return src.Uint64()
}

// replayCounterSituation is checkCounterSituation also giving the tally
// (nil when the situation is not checked).
func replayCounterSituation(t *testing.T, g *Game, sub, key string, shown []engine.Odd, n int, what string) (float64, *oddsTally) {
	t.Helper()
	salt := replaySalt(what)
	// The replays fire nothing: their TDC pool is emptied. The odds hang
	// on the pool only through a combat event's circular run (its TDC
	// [19.2]), so they are checked as the game gives them with the pool
	// emptied, after checking that the same formula gave those shown.
	if got := g.situationOdds(sub, key); !equalOdds(got, shown) {
		t.Fatalf("%s: the odds shown %v are not the formula's %v", what, shown, got)
	}
	snap0, err := g.Snapshot()
	if err != nil {
		t.Fatal(err)
	}
	g0, err := Restore(g.T, snap0)
	if err != nil {
		t.Fatal(err)
	}
	g0.Steps = g.Steps
	// Fighting on in round 1, the boat draws and places its TDCs: whether
	// an attack can succeed decides whether the counterattack comes at all
	// [14.17A], and the odds hold it (the policy: TDCs in board order). The
	// boat's attack is left without effect, as the odds take it (its
	// points are taken off before it fires).
	r1 := (key == "fight" || strings.HasPrefix(key, "sub:")) && g.S.Combat.Round == 1
	if strings.HasPrefix(key, "sub:") {
		sub = strings.TrimPrefix(key, "sub:") // the member sent in next
	}
	// A pack member's odds at a shift are taken over the stay rolls still
	// to come and the places the arriving members take, by the odds'
	// policy (combat_odds_pack.go): the replays play it — the others try to
	// stay and keep their columns, an arriving member asks for the
	// policy's column and takes the first its total allows, this boat
	// attacks first.
	pack := g.S.Combat.Pack
	accepted := 0
	if !r1 {
		g0.S.TDCPool = nil
	}
	shown = g0.situationOdds(sub, key)
	observed := map[string]float64{}
	if os.Getenv("ODDS_DUMP") != "" {
		c := g.S.Combat
		t.Logf("DUMP %s board=%s kind=%s round=%d area=%s gov=%s inport=%v coastal=%v weather=%d", what, c.Board, c.Kind, c.Round, c.Area, c.Gov, c.InPort, c.Coastal, g.weatherAt(c.Area))
		for _, b := range c.Boats {
			t.Logf("  boat %+v sub=%+v", b, *g.Sub(b.ID))
		}
		for ci, col := range c.Columns {
			for _, u := range col.Units {
				ty := g.utype(u.ID)
				t.Logf("  col %d unit %+v type=%s flag=%s asw2=%d dil=%v", ci, u, ty.Type, ty.Flag, ty.ASW2, ty.Diligent)
			}
		}
		for cup, l := range g.S.Cups {
			t.Logf("  cup %s: %v", cup, l)
		}
		t.Logf("  shown %v", shown)
	}
	for i := 0; i < n; i++ {
		h := newGame(g.T, g.S.Clone()) // the game a restore of snap gives (replayCopies)
		h.Steps = g.Steps.With(opCombatTurn, func(g *Game, f *Frame) {
			if b := g.S.Combat.Boat(f.Sub); b != nil && b.Step == "targets" {
				for ci := range g.S.Combat.Columns {
					for ui := range g.S.Combat.Columns[ci].Units {
						g.S.Combat.Columns[ci].Units[ui].Points = 0
					}
				}
			}
			stepTurn(g, f)
			// In a wolfpack the odds end with this boat's turn: the
			// members after it may turn up a diligent escort that goes
			// for it, but that is their turn's odds [24.21].
			if c := g.S.Combat; pack && c != nil && f.Sub == sub {
				if b := c.Boat(sub); b != nil && b.Acted {
					g.S.Over = true
				}
			}
		})
		h.S.Dice.State = replayDice(uint64(i)+salt, 99991)
		if !r1 {
			h.S.TDCPool = nil
		}
		redeal(h, rand.New(rand.NewPCG(uint64(i), 71^salt)))
		dmg0 := h.Sub(sub).Damage
		round := h.S.Combat.Round
		es := answer(t, h, key)
		for k := 0; k < 80; k++ {
			p := h.Prompt()
			if p == nil || h.S.Combat == nil || p.Kind == "reattack" || p.Kind == "shift" && h.S.Combat.Round > round+1 {
				break
			}
			if p.Kind == "allocate" {
				// One point on the first target: taken off before it
				// fires (above).
				pts := make([]int, len(p.Options))
				pts[0] = 1
				more, err := h.Apply(engine.Choice{Points: pts})
				if err != nil {
					t.Fatal(err)
				}
				es = append(es, more...)
				continue
			}
			// The boat fires nothing and fights on, as the odds take it;
			// in a wolfpack it attacks first [24.23] (the odds' policy).
			pick := 0
			for j, o := range p.Options {
				if o.Key == "done" || o.Key == "fight" || o.Key == "torpedo" || p.Kind == "pack-order" && o.Key == "sub:"+sub ||
					p.Kind == "placement" && o.Key == fmt.Sprintf("col:%d", h.S.Combat.policyColumn()) {
					pick = j
				}
			}
			more, err := h.Apply(engine.Pick(pick))
			if err != nil {
				t.Fatal(err)
			}
			es = append(es, more...)
		}
		// What happened to the boat up to the end of its round: the log's
		// events, up to the endurance check [14.7] or the ace check [14.5]
		// that follow the combat (the odds end with the counterattack).
		none, lost := false, false
		var st harmState
		for _, e := range es {
			if e.Rule == "14.7" || e.Rule == "14.5" || endOfTurnStorm(e) {
				break
			}
			if (e.Rule == "14.2" || e.Rule == "14.17") && strings.Contains(e.Text, "no counterattack") && (!pack || e.Sub == sub) {
				none = true
			}
			if strings.Contains(e.Text, "contact lost") {
				lost = true
			}
			if e.Event == nil || e.Event.Sub != sub {
				continue
			}
			switch e.Event.Type {
			case "damaged":
				st.dmg++
			case "spotted":
				st.spot = true
			case "rtb":
				st.rtb = true
			case "sub-lost":
				st.sunk = true
			}
		}
		accepted++
		st.dmg += dmg0
		out := st.label(dmg0)
		switch {
		case lost && out == "no effect":
			out = "contact lost: out of the combat"
		case none && out == "no effect":
			out = "no counterattack"
		}
		if os.Getenv("ODDS_DUMP") != "" && i < 6 || os.Getenv("ODDS_DEBUG") != "" && (!strings.Contains(fmt.Sprint(shown), "{"+out+" ") || out == os.Getenv("ODDS_DEBUG")) {
			for _, e := range es {
				t.Logf("  [%s] %s", e.Rule, e.Text)
			}
			t.Logf("=> %s", out)
		}
		observed[out]++
	}
	for k := range observed {
		observed[k] /= float64(accepted)
	}
	tally := &oddsTally{shown: map[string]float64{}, observed: observed, n: accepted}
	for _, o := range shown {
		tally.shown[o.Outcome] += o.P
	}
	return within4SigmaZ(t, what, shown, observed, accepted), tally
}

// situationOdds are the counterattack odds of option key of the
// re-attack, shift or fight-on prompt of sub, computed now.
func (g *Game) situationOdds(sub, key string) []engine.Odd {
	c := g.S.Combat
	b := c.Boat(sub)
	var col int
	switch {
	case key == "reattack":
		return g.counterOddsAhead(b, b.Column, c.Round+1)
	case key == "fight":
		return g.counterOddsAhead(b, b.Column, c.Round)
	case strings.HasPrefix(key, "sub:"):
		b = c.Boat(strings.TrimPrefix(key, "sub:"))
		return g.counterOddsAhead(b, b.Column, c.Round)
	case strings.HasPrefix(key, "col:"):
		fmt.Sscanf(key, "col:%d", &col)
		if c.Pack {
			return g.packShiftOdds(b, col)
		}
		return g.counterOddsAhead(b, col, c.Round)
	}
	return nil
}

// equalOdds reports whether two odds lists agree to 1e-9.
func equalOdds(a, b []engine.Odd) bool {
	m := map[string]float64{}
	for _, o := range a {
		m[o.Outcome] += o.P
	}
	for _, o := range b {
		m[o.Outcome] -= o.P
	}
	for _, v := range m {
		if math.Abs(v) > 1e-9 {
			return false
		}
	}
	return true
}

// endOfTurnStorm reports whether e is the storm-damage roll of a boat in
// a low-pressure area at the end of its turn [7.41]: rolled at the start of
// its endurance check [14.7], after the combat and whatever the boat chose
// (it stays in the area either way), so it is no part of the counterattack
// the odds give. (A damaged result's storm loss roll is: "storm loss
// check", which the odds include.)
func endOfTurnStorm(e engine.Entry) bool {
	return e.Rule == "7.41" && e.Roll != nil && strings.HasPrefix(e.Roll.Purpose, "storm damage")
}

// within4SigmaZ is within4Sigma returning the largest deviation.
func within4SigmaZ(t *testing.T, what string, shown []engine.Odd, observed map[string]float64, n int) float64 {
	t.Helper()
	sh := map[string]float64{}
	for _, o := range shown {
		sh[o.Outcome] += o.P
	}
	keys := map[string]bool{}
	for k := range sh {
		keys[k] = true
	}
	for k := range observed {
		keys[k] = true
	}
	var ks []string
	for k := range keys {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	worst := 0.0
	for _, k := range ks {
		p, q := sh[k], observed[k]
		sd := math.Sqrt(max(p, 1/float64(n)) * (1 - min(p, 1-1/float64(n))) / float64(n))
		z := math.Abs(q-p) / sd
		worst = max(worst, z)
		if _, ok := sh[k]; !ok && q > 0 {
			t.Errorf("%s: %q happens (%.2f%%) but is not shown (shown %v)", what, k, 100*q, shown)
			continue
		}
		if z > 4 && !oddsConfirmLater {
			t.Errorf("%s: %q shown %.2f%%, observed %.2f%% over %d runs (%.1fσ)", what, k, 100*p, 100*q, n, z)
		}
	}
	if os.Getenv("ODDS_VERBOSE") != "" {
		t.Logf("%s: shown %v, observed %v", what, shown, observed)
	}
	if oddsRecorder != nil {
		oddsRecorder(OddsCheck{What: what, Shown: sh, Observed: observed, N: n, Z: worst})
	}
	return worst
}

// OddsCheck is one situation's replays as within4SigmaZ judged them: per
// outcome the chance shown and the share observed over N replays, and the
// largest deviation in σ.
type OddsCheck struct {
	What            string
	Shown, Observed map[string]float64
	N               int
	Z               float64
}

// oddsConfirmLater, while CheckOddsPromptConfirmed's first replays run,
// leaves an outcome beyond 4σ to its second replays rather than failing on
// it (an outcome that happens but is not shown fails at once).
var oddsConfirmLater bool

// oddsRecorder, when set (RecordOddsChecks), hears every situation
// within4SigmaZ judges: the doctrine walk's summary by prompt kind.
var oddsRecorder func(OddsCheck)

// RecordOddsChecks sets the recorder (nil: none) and returns the one it
// replaced.
func RecordOddsChecks(f func(OddsCheck)) func(OddsCheck) {
	old := oddsRecorder
	oddsRecorder = f
	return old
}

func envInt(name string, def int) int {
	if v, err := strconv.Atoi(os.Getenv(name)); err == nil && v > 0 {
		return v
	}
	return def
}

// Test35_4_PrototypeDamageInCounterOdds: a damaged prototype withdraws from
// the combat and returns to base at once [35.4], so its counterattack odds
// show "damaged + RTB" where another boat's show "damaged" (seed 99: U-1061
// re-attacks; before the fix "damaged" 10.8 % shown, never observed, 11σ
// over 500 replays; it plays 200, about 7σ, to leave CI time for
// Test14_17A_FightOnRoundOneOdds).
func Test35_4_PrototypeDamageInCounterOdds(t *testing.T) {
	bench := newOddsBench(t)
	done := false
	bench.play(t, 99, "reattack", func(g *Game, p *engine.Prompt) bool {
		key, _ := g.oddsSituation(p)
		if key == "" {
			return false
		}
		if !g.isPrototype(g.Sub(p.Sub)) {
			t.Fatalf("seed 99 no longer gives a prototype's re-attack (%s): the data changed; pick another", p.Sub)
		}
		for _, o := range optionOdds(p, key) {
			if o.Outcome == "damaged" {
				t.Errorf("a prototype's odds show %q (%.1f %%): it returns to base when damaged [35.4]", o.Outcome, 100*o.P)
			}
		}
		checkCounterSituation(t, g, p.Sub, key, optionOdds(p, key), 200, "seed 99 "+p.Sub+" re-attack (a prototype)")
		done = true
		return true
	})
	if !done {
		t.Fatal("seed 99 gives no re-attack situation")
	}
}

// Test14_17A_FightOnRoundOneOdds: a boat that fights on after a diligent
// escort in round 1 meets no counterattack when none of its attacks can
// succeed [14.17A], and the "fight on" odds hold it, over the counters
// still to turn up and the TDC values it will draw (seed 419: U-184 under
// heavy escort; before, the odds showed a counterattack every time, while
// 95 % of the replays had none: 16σ over 500 replays, about 10σ over the 200 it
// plays).
func Test14_17A_FightOnRoundOneOdds(t *testing.T) {
	bench := newOddsBench(t)
	done := false
	bench.play(t, 419, "de-withdraw", func(g *Game, p *engine.Prompt) bool {
		if c := g.S.Combat; c.Round != 1 || c.Pack || c.Board == "single" {
			return false
		}
		odds := optionOdds(p, "fight")
		none := 0.0
		for _, o := range odds {
			if o.Outcome == "no counterattack" {
				none = o.P
			}
		}
		if none < 0.5 {
			t.Errorf("%s fights on in round 1: \"no counterattack\" shown %.1f %%, want most of the time [14.17A] (odds %v)", p.Sub, 100*none, odds)
		}
		checkCounterSituation(t, g, p.Sub, "fight", odds, 200, "seed 419 "+p.Sub+" fights on in round 1")
		done = true
		return true
	})
	if !done {
		t.Fatal("seed 419 no longer gives a fight-on prompt in round 1 (not in a pack, not on the Single board): the data changed; pick another")
	}
}
