package campaign

import (
	"bytes"
	"fmt"
	"periscope/game/data"
	"strings"
	"testing"

	"periscope/game/engine"
)

// Odds shown against the real step code: the situation is snapshotted and
// the step replayed many times, each with fresh dice; every outcome's
// observed frequency must be within 4σ of the odds shown, and no outcome
// may happen that is not shown (issue 13, "the numbers on screen are the
// chances").

// replayFresh replays frames from a snapshot of g n times with fresh dice
// and classifies each run.
func replayFresh(t *testing.T, g *Game, n int, frames []Frame, classify func(h *Game, es []engine.Entry) string) map[string]float64 {
	t.Helper()
	out := map[string]float64{}
	replayCopies(t, g, n, 12345, func(i int, h *Game) bool {
		// The replay runs the same steps as the game it copies (a movement
		// test's game stubs the search and stops on test.stop), and its
		// own test.stop ends it.
		h.Steps = g.Steps.With("test.stop", func(g *Game, f *Frame) { g.S.Over = true })
		h.S.Stack, h.S.Over, h.S.Pending = nil, false, nil
		h.Push(append(append([]Frame(nil), frames...), Frame{Op: "test.stop"})...)
		es, err := h.Start()
		if err != nil {
			t.Fatal(err)
		}
		if p := h.Prompt(); p != nil {
			t.Fatalf("replay %d stopped at a %s prompt: %s", i, p.Kind, p.Text)
		}
		out[classify(h, es)] += 1 / float64(n)
		return true
	})
	return out
}

// within4Sigma fails on an outcome observed more than 4σ from its odds
// (σ of a binomial frequency over n runs, at least that of p = 1/n), and on
// an outcome observed that is not shown: within4SigmaZ without the figure.
func within4Sigma(t *testing.T, what string, shown []engine.Odd, observed map[string]float64, n int) {
	t.Helper()
	z := within4SigmaZ(t, what, shown, observed, n)
	t.Logf("%s: %d runs, largest deviation %.1fσ; shown %v, observed %v", what, n, z, shown, observed)
}

// passage classifies a move's outcome as the transit odds name them: the
// worst of sunk, RTB (the move stopped short of end), damaged, spotted,
// encounter (a natural 0 with no event; the movement tests' search stub
// lets the move go on), safe.
func passage(id string, dmg0 int, spot0 bool, end string) func(h *Game, es []engine.Entry) string {
	return func(h *Game, es []engine.Entry) string {
		s := h.Sub(id)
		if s.Status == StSunk {
			return "sunk"
		}
		damaged, spotted, rtb, enc := false, false, false, false
		if end != "" && s.Status == StSea && s.Area != end {
			rtb = true
		}
		for _, e := range es {
			if e.Rule == "19.11" && e.Sub == id && strings.Contains(e.Text, "possible transit encounter") {
				enc = true
			}
			if e.Event == nil || e.Event.Sub != id {
				continue
			}
			switch e.Event.Type {
			case "damaged":
				damaged = true
			case "spotted":
				spotted = true
			case "rtb":
				rtb = true
			}
		}
		switch {
		case rtb:
			return "RTB"
		case damaged || s.Damage > dmg0:
			return "damaged"
		case spotted && !spot0:
			return "spotted"
		case enc:
			return "encounter"
		}
		return "safe"
	}
}

// [19.13] A boat withdrawn at sea sails all the way home in the turn: the
// odds shown with the base cover every Speed-length leg (U-651 from the
// Caribbean: Bermuda, Mid-Ocean, the South-Western Approaches and the Bay
// of Biscay), not only the first.
func Test19_13_WithdrawOddsCoverTheWholeVoyage(t *testing.T) {
	m := newMv(t, "atlantic-1942")
	s := m.Sub("U-651")
	p := m.basePrompt(s, "withdraw-base", "19.13", modeWithdraw, []string{"france"})
	p.Resolve()
	shown := p.Options[0].Odds
	if !strings.Contains(p.Options[0].Detail, "home this turn") {
		t.Errorf("detail %q should describe the whole voyage", p.Options[0].Detail)
	}
	first := m.homePaths(s, modeWithdraw, "france")
	legOnly, _ := m.pathOdds(s, modeWithdraw, 0, first[0].nodes)
	if oddOf(shown, "safe") >= oddOf(legOnly, "safe")-0.01 {
		t.Errorf("safe shown %.3f, no lower than the first leg's %.3f", oddOf(shown, "safe"), oddOf(legOnly, "safe"))
	}
	n := 4000
	got := replayFresh(t, m.Game, n, []Frame{{Op: "sub.withdraw-transit", Sub: "U-651", S: "refit"}}, passage("U-651", 0, false, ""))
	within4Sigma(t, "U-651 withdrawal", shown, got, n)
}

// [7.41] An Italian boat passing an OpArea with a low-pressure marker
// rolls for storm damage (d10 0–1); the transit odds include it.
func Test7_41_ItalianStormInTransitOdds(t *testing.T) {
	m := newMv(t, "atlantic-1942")
	s := m.at("Faa-di-Bruno", "sargasso-sea", Operating, Transit)
	s.RTB, s.Dest = true, "france"
	// A 990 low in Mid-Ocean and a 965 one in the South-Western Approaches,
	// where the move ends (the loss roll of a storm damage there [7.41]).
	m.S.Intel.Weather = []Weather{{Area: "mid-ocean", Pressure: 990}, {Area: "sw-approaches", Pressure: 965}}
	ps := m.homePaths(s, modeRTB, "france")
	if len(ps) == 0 {
		t.Fatal("no way home")
	}
	if !containsStr(ps[0].nodes, "sw-approaches") || m.isBaseNode(ps[0].end()) {
		t.Fatalf("this turn's path %v should pass the South-Western Approaches and end at sea", ps[0].nodes)
	}
	shown, _ := m.pathOdds(s, modeRTB, 0, ps[0].nodes)
	if p := oddOf(shown, "damaged") + oddOf(shown, "sunk"); p < 1-0.8*0.8 {
		t.Errorf("damaged or sunk shown %.3f, below the two storm rolls' 0.36 alone", p)
	}
	n := 4000
	got := replayFresh(t, m.Game, n, []Frame{{Op: "move.leg", Sub: s.ID, S: modeRTB, L: ps[0].nodes}}, passage(s.ID, 0, false, ps[0].end()))
	within4Sigma(t, "Faà di Bruno RTB through two lows", shown, got, n)
}

func oddOf(odds []engine.Odd, outcome string) float64 {
	p := 0.0
	for _, o := range odds {
		if o.Outcome == outcome {
			p += o.P
		}
	}
	return p
}

// [18.4], [25.32] The ace of a scrapped boat may take a new boat on d10
// 4–9 only if one on the Reinforcement List is four months or more from
// arrival (never from late 1942 on, when the list ends): then the odds shown
// are that he leaves, as every die gives.
func Test25_32_ScrapOddsWhenNoBoatCanBeTaken(t *testing.T) {
	for _, list := range []bool{false, true} {
		th := oneTurn(t, []data.OOB{{Boat: "U-47", Where: "germany:r3", Ace: "prien"}}, func(th *data.Theatre) {
			scenarioOf(th, "operational").Reinforcements = list
		})
		die := 0
		var shown []engine.Odd
		got := map[string]float64{}
		for die = 0; die <= 9; die++ {
			g := newGameOn(t, th, "operational", 1)
			before(t, g, opPhaseRepair, func(g *Game, f *Frame) {
				if f.Ans == nil {
					g.LoadDice(9, die) // R3 stays; the ace's roll
				}
			})
			offered := false
			run(t, g, policy{"scrap": "sub:U-47", "ace-reassign": "none"}, func(g *Game) bool {
				if p := g.Prompt(); p.Kind == "ace-reassign" {
					offered = true
				}
				if p := g.Prompt(); p.Kind == "scrap" {
					for _, o := range p.Options {
						if o.Key == "sub:U-47" {
							shown = o.Odds
						}
					}
				}
				return false
			})
			out := "the ace leaves the game"
			if offered {
				out = "the ace may take a new boat"
			}
			got[out] += 0.1
		}
		sh := map[string]float64{}
		for _, o := range shown {
			sh[o.Outcome] = o.P
		}
		sameOdds(t, fmt.Sprintf("scrap, boats on the list %v", list), sh, got)
	}
}

// replayAnswer answers a prompt of g n times from its snapshot, each with
// fresh dice, and classifies what followed.
func replayAnswer(t *testing.T, g *Game, key string, n int, classify func(h *Game, es []engine.Entry) string) map[string]float64 {
	t.Helper()
	out := map[string]float64{}
	replayCopies(t, g, n, 777, func(i int, h *Game) bool {
		out[classify(h, answer(t, h, key))] += 1 / float64(n)
		return true
	})
	return out
}

// replayCopies restores n copies of g from one snapshot, each running g's
// steps (each may change them) with dice of its own (seed i·φ + salt), and
// hands them to each in turn until it returns false.
//
// A copy is the game Fork gives (a deep clone of the state, the same game
// a restore of its snapshot gives: TestForkIsTheRestoredGame), several
// times cheaper than restoring a snapshot; the first copy is checked
// against the snapshot's restore.
// situationSalt is added to every replay's dice while CheckOddsPrompt
// replays one situation (a hash of its description): the situations of
// a kind get dice of their own, so their deviations are independent and
// the walk's sums by kind measure a bias, not one stream's luck (before,
// two equal situations of a kind were replayed with the same dice and
// gave the same deviation).
var situationSalt uint64

func replayCopies(t *testing.T, g *Game, n int, salt uint64, each func(i int, h *Game) bool) {
	t.Helper()
	snap, err := g.Snapshot()
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < n; i++ {
		h := newGame(g.T, g.S.Clone())
		if i == 0 {
			if b, err := h.Snapshot(); err != nil || !bytes.Equal(b, snap) {
				t.Fatalf("a copy of the game is not its snapshot (%v)", err)
			}
		}
		h.Steps = g.Steps
		h.S.Dice.State = replayDice(uint64(i), salt+situationSalt)
		if !each(i, h) {
			return
		}
	}
}

// gunOutcome names what a gun attack did, as gunOdds does, from the log up
// to the counterattack.
func gunOutcome(id string) func(h *Game, es []engine.Entry) string {
	return func(h *Game, es []engine.Entry) string {
		armed, dmg, rtb, sunk := false, false, false, false
		ship := ""
		for _, e := range es {
			if e.Rule == "14.2" {
				break
			}
			if e.Roll != nil {
				switch {
				case e.Roll.Purpose == "DEMS: is it armed" && strings.Contains(e.Roll.Result, "armed: it opens fire"):
					armed = true
				case e.Roll.Purpose == "attack result" && ship == "":
					switch {
					case strings.HasPrefix(e.Roll.Result, "sunk: explosive"):
						ship = "sunk (explodes)"
					case strings.Contains(e.Roll.Result, "sinks") || e.Roll.Result == "sunk":
						ship = "sunk"
					case e.Roll.Result == "damaged":
						ship = "damaged"
					default:
						ship = "hit, no effect"
					}
				}
			}
			if e.Event != nil && e.Event.Sub == id && ship == "" {
				switch e.Event.Type {
				case "damaged":
					dmg = true
				case "rtb":
					rtb = true
				case "sunk":
					sunk = true
				}
			}
		}
		if h.Sub(id).Status == StSunk && ship == "" {
			sunk = true
		}
		switch {
		case armed && sunk:
			return "armed: sunk by its return fire"
		case armed && rtb && dmg:
			return "armed: damaged + RTB by its return fire"
		case armed && rtb:
			return "armed: RTB by its return fire"
		case armed && dmg:
			return "armed: damaged by its return fire, shells on"
		}
		return ship
	}
}

// [27.1] Type XI and Surcouf keep shelling from beyond an armed merchant's
// guns, but its return fire comes first (crash dive, then the DEMS row):
// the gun odds include it.
func Test27_1_GunOddsTypeXIReturnFire(t *testing.T) {
	for _, gun := range []string{"xi", "surcouf"} {
		th := variant(t, func(th *data.Theatre) {
			for i := range th.SubClasses {
				if th.SubClasses[i].ID == "VIIB" {
					th.SubClasses[i].Gun = gun
				}
			}
		})
		g, err := New(th, engine.Record{System: "fixture", Scenario: "operational", Seed: 1})
		if err != nil {
			t.Fatal(err)
		}
		m, _ := data.MonthIndex("1939-11")
		g.S.Month, g.S.Week, g.S.Period, g.S.Turn = m, 1, 1, 1
		g.S.BDienst, g.S.Enigma, g.S.G7 = 0, 0, -1
		g.fillCups()
		g.S.Stack = nil
		for i := range g.S.Subs {
			if s := &g.S.Subs[i]; s.Status == StSea {
				g.PutInBox(s, "germany", BoxWorkUp)
			}
		}
		atSea(g, "U-47", "greenland-gap")
		board(t, g, "c1", "greenland-gap", [][]unit{{{typ: "m-2-0", up: true}}, {}, {}}, map[string]int{"U-47": 0})
		b := g.S.Combat.Boat("U-47")
		b.Step, b.Reveals = "reveal-done", 3
		drive(t, g, Frame{Op: "combat", Sub: "U-47"})
		p := wantPrompt(t, g, "gun")
		var shown []engine.Odd
		for _, o := range p.Options {
			if o.Key == "gun" {
				shown = o.Odds
			}
		}
		n := 4000
		got := replayAnswer(t, g, "gun", n, gunOutcome("U-47"))
		within4Sigma(t, "gun "+gun, shown, got, n)
	}
}

// [14.41] A second re-attack needs the ace roll (d10 ≤ ace): on a failure
// the boat loses contact and is out of the combat before any counterattack.
// The odds shown include that outcome, as every die of the real step gives.
func Test14_41_SecondReattackOddsShowContactLost(t *testing.T) {
	for _, level := range []int{1, 2} {
		g := combatGame(t, 3, "1941-06", 1)
		atSea(g, "U-47", "mid-ocean")
		giveAce(t, g, "U-47", "prien", level)
		c := board(t, g, "c2", "mid-ocean", [][]unit{{}, {{typ: "m-2-0", up: true}}, {}, {}, {}, {}}, map[string]int{"U-47": 1})
		c.Dispersal, c.SunkRound, c.Stage, c.Round = 1, 1, "between", 2
		c.Boats[0].Acted = true
		drive(t, g, Frame{Op: "combat", Sub: "U-47"})
		p := wantPrompt(t, g, "reattack")
		shown := oddsOf(p, "reattack")
		var ds [][]int
		for d := 0; d < 10; d++ {
			ds = append(ds, []int{d, 5, 5, 5, 5})
		}
		got := enumerateAnswer(t, g, "reattack", ds, func(es []engine.Entry) string {
			if strings.Contains(logText(es), "contact lost: the combat ends") {
				return "lost"
			}
			return "on"
		})
		if want := float64(9-g.AceValue(g.Sub("U-47"))) / 10; !near(got["lost"], want) {
			t.Fatalf("ace %d: the real step loses contact %.2f, want %.2f", level, got["lost"], want)
		}
		if !near(shown["contact lost: out of the combat"], got["lost"]) {
			t.Errorf("ace %d: 'contact lost: out of the combat' shown %.3f, the step gives %.3f (shown %v)", level, shown["contact lost: out of the combat"], got["lost"], shown)
		}
		sum := 0.0
		for _, v := range shown {
			sum += v
		}
		if !near(sum, 1) {
			t.Errorf("ace %d: the odds shown sum to %.4f", level, sum)
		}
	}
}

// [19.13], [19.12] A withdrawal's voyage may pass a leg whose areas tie on
// red boxes, and the player is asked which one governs its check: the
// odds shown with the base assume the safest, and the odds check answers
// the question so and sails on (before, a replay stopped at the question
// was counted "safe": a doctrine campaign showed 61.6 % safe for an
// Italian boat's withdrawal from Cape Verde and observed 100 %).
func Test19_13_WithdrawOddsThroughATieOfGoverningAreas(t *testing.T) {
	m := newMv(t, "atlantic-1942")
	mo, sg := m.T.Area("mid-ocean"), m.T.Area("sargasso-sea")
	for i := range sg.AAC {
		sg.AAC[i] = mo.AAC[i]
		sg.AAC[i].Coast = true
	}
	s := m.at("U-109", "bermuda", Operating, Transit)
	m.run(Frame{Op: "sub.withdraw-transit", Sub: s.ID, S: "refit"})
	p := m.Prompt()
	if p == nil || p.Kind != "withdraw-base" {
		t.Fatalf("prompt %v, want withdraw-base", p)
	}
	p.Resolve()
	asked := false
	for _, o := range p.Options {
		h := newGame(m.T, m.S.Clone())
		h.Steps = m.Steps
		h.LoadDice(9, 9, 9, 9, 9, 9, 9, 9)
		if _, q := answerStopped(t, h, o.Key); q != nil && q.Kind == "transit-governing" {
			asked = true
		}
	}
	if !asked {
		t.Fatal("no base's voyage asks which area governs: the situation under test is not built")
	}
	if z := CheckOddsPrompt(t, m.Game, p, 2000, "U-109 withdrawal through a tie"); z < 0 {
		t.Fatal("the withdrawal's odds were not checked")
	}
}
