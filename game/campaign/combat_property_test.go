package campaign

import (
	"os"
	"testing"

	"periscope/game/data"
	"periscope/game/dice"
	"periscope/game/engine"
)

// randomChoice is a random legal answer to a prompt.
func randomChoice(p *engine.Prompt, r *dice.Source) engine.Choice {
	if p.Alloc == nil {
		return engine.Pick(r.Intn(len(p.Options)))
	}
	a := p.Alloc
	pts := make([]int, len(p.Options))
	left := a.Total
	for tries := 0; tries < 50 && left >= a.Min; tries++ {
		i := r.Intn(len(pts))
		cap := left
		if i < len(a.Max) && a.Max[i] > 0 {
			cap = min(cap, a.Max[i]-pts[i])
		}
		if cap <= 0 {
			continue
		}
		add := 1 + r.Intn(cap)
		if pts[i] == 0 && add < a.Min {
			continue
		}
		pts[i] += add
		left -= add
		if r.Intn(3) == 0 {
			break
		}
	}
	used := false
	for _, v := range pts {
		if v > 0 {
			used = true
		}
	}
	if !used {
		pts[0] = max(a.Min, 1)
		if len(a.Max) > 0 && a.Max[0] > 0 {
			pts[0] = min(pts[0], a.Max[0])
		}
	}
	return engine.Split(pts...)
}

func stageOf(g *Game) string {
	if g.S.Combat == nil {
		return "-"
	}
	return g.S.Combat.Stage
}

// trackSums checks that the tracks equal the sum of the logged events.
type trackSums struct{ ships, tons, lost int }

func (s *trackSums) add(es []engine.Entry) {
	for _, e := range es {
		if e.Event != nil {
			s.ships += TallyOf(e.Event).Ships
			s.tons += TallyOf(e.Event).Tons
			s.lost += TallyOf(e.Event).SubsLost
		}
	}
}

// TestCombatRandomPlay plays many searches and combats with random legal
// choices in every period and many situations, checking the invariants
// after every step, that the tracks equal the logged events, that every
// counter and TDC is back when the combat is over, and that an illegal
// answer is refused.
func TestCombatRandomPlay(t *testing.T) {
	areas := []string{"north-sea", "western-approaches", "sw-approaches", "norwegian-sea", "mid-ocean", "greenland-gap", "maritimes", "scapa-flow", "english-channel"}
	boats := []string{"U-25", "U-26", "U-47", "U-48", "U-46", "U-49", "U-54", "U-5", "Faa-di-Bruno", "U-110", "U-124", "U-202"}
	n := uint64(120)
	if testing.Short() {
		n = 40
	}
	randomCombatPlay(t, func(period int, month string, seed uint64) *Game { return combatGame(t, period, month, seed) }, areas, boats, n)
}

// TestCombatRandomPlayAtlantic is the same on the real Atlantic data, in
// every OpArea and SMZ, with German and Italian boats.
func TestCombatRandomPlayAtlantic(t *testing.T) {
	th, err := data.Load(os.DirFS("../../assets/data"), "atlantic")
	if err != nil {
		t.Fatal(err)
	}
	var areas, boats []string
	for _, a := range th.Map.Areas {
		if a.Kind != data.KindBase {
			areas = append(areas, a.ID)
		}
	}
	for i, b := range th.Boats {
		if i%11 == 0 || th.Class(b.Class).Nation == "IT" && i%5 == 0 {
			boats = append(boats, b.ID)
		}
	}
	sc := ""
	for _, x := range th.Scenarios {
		if x.Kind == data.ScenarioCampaign {
			sc = x.ID
		}
	}
	make := func(period int, month string, seed uint64) *Game {
		g := newGameOn(t, th, sc, seed)
		m, _ := data.MonthIndex(month)
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
		return g
	}
	n := uint64(20)
	if testing.Short() {
		n = 6
	}
	randomCombatPlay(t, make, areas, boats, n)
}

func randomCombatPlay(t *testing.T, newGame func(period int, month string, seed uint64) *Game, areas, boats []string, seeds uint64) {
	months := []string{"1939-10", "1940-08", "1941-06", "1942-02", "1942-11"}
	searches, fights, packs := 0, 0, 0
	for seed := uint64(1); seed <= seeds; seed++ {
		rng := dice.New(seed * 7919)
		period := 1 + int(seed%5)
		g := newGame(period, months[period-1], seed)
		budget, inv := 0, g.Trace
		var last []string
		g.Trace = func(g *Game, op Op) {
			inv(g, op)
			budget++
			last = append(last, string(op)+"/"+stageOf(g))
			if len(last) > 12 {
				last = last[1:]
			}
			if budget > 20000 {
				t.Fatalf("seed %d: runaway step loop: %v", seed, last)
			}
		}
		g.S.G7 = rng.Intn(4) - 2
		g.S.BDienst, g.S.Enigma = rng.Intn(3)-1, rng.Intn(3)-1
		if rng.Intn(3) == 0 {
			g.S.Intel.BDienstArea = areas[rng.Intn(5)]
			g.S.Intel.BDienstTF, g.S.Intel.BDienstSpec, g.S.Intel.BDienstNat = []int{0, 1}, []int{2}, "UK"
		}
		if rng.Intn(4) == 0 {
			g.S.Intel.Weather = []Weather{{Area: areas[rng.Intn(5)], Pressure: []int{990, 965}[rng.Intn(2)]}}
		}
		area := areas[rng.Intn(len(areas))]
		var subs []string
		for _, id := range boats {
			if rng.Intn(3) == 0 {
				continue
			}
			s := g.Sub(id)
			if s.Status != StBase && s.Status != StFuture && s.Status != StOut {
				continue
			}
			s = atSea(g, id, area)
			if rng.Intn(8) == 0 {
				s.Damage = 1
			}
			if rng.Intn(8) == 0 {
				s.Spotted = true
			}
			subs = append(subs, id)
		}
		if len(subs) == 0 {
			continue
		}
		var sums trackSums
		for _, id := range subs {
			s := g.Sub(id)
			if s.Status != StSea || s.Acted || s.Section != Operating {
				continue
			}
			flags := 0
			switch rng.Intn(6) {
			case 0:
				flags = SearchEncounter
			case 1:
				flags = SearchEncounter | SearchRTB
				s.RTB = true
			}
			s.Acted = true
			searches++
			budget = 0
			es := drive(t, g, Frame{Op: opSubSearch, Sub: id, A: flags})
			sums.add(es)
			for steps := 0; g.Prompt() != nil; steps++ {
				if steps > 400 {
					t.Fatalf("seed %d: more than 400 decisions in one search", seed)
				}
				p := g.Prompt()
				if p.Kind == "placement" || p.Kind == "reveal" || p.Kind == "allocate" {
					fights++
				}
				if p.Kind == "pack-join" {
					packs++
				}
				// An illegal answer is refused and changes nothing.
				if _, err := g.Apply(engine.Pick(len(p.Options))); err == nil {
					t.Fatalf("seed %d: an out-of-range answer to %s was accepted", seed, p.Kind)
				}
				for _, o := range p.Options {
					tot := 0.0
					for _, d := range o.Odds {
						if d.P < 0 || d.P > 1+1e-9 {
							t.Fatalf("seed %d: %s option %s has a probability %v", seed, p.Kind, o.Key, d.P)
						}
						tot += d.P
					}
					if tot > 1+1e-6 {
						t.Fatalf("seed %d: %s option %s odds sum to %v", seed, p.Kind, o.Key, tot)
					}
				}
				es, err := g.Apply(randomChoice(p, rng))
				if err != nil {
					t.Fatalf("seed %d: %s: %v", seed, p.Kind, err)
				}
				sums.add(es)
			}
			if g.S.Combat != nil {
				t.Fatalf("seed %d: the combat display is still in use after %s's search", seed, id)
			}
			if len(g.S.TDCPool) != len(g.S.TDCValue) {
				t.Fatalf("seed %d: %d of %d TDCs back in the pool", seed, len(g.S.TDCPool), len(g.S.TDCValue))
			}
			if g.Over() {
				// drive() ends the scenario when the stack empties; keep going.
				g.S.Over, g.S.Result = false, nil
			}
		}
		tr := g.S.Tracks
		if tr.Ships != sums.ships || tr.Tons != sums.tons || tr.SubsLost != sums.lost {
			t.Fatalf("seed %d: tracks %d ships %d kt %d lost, events say %d, %d, %d", seed, tr.Ships, tr.Tons, tr.SubsLost, sums.ships, sums.tons, sums.lost)
		}
	}
	if searches < int(seeds) || fights < int(seeds)/2 || packs < 5 {
		t.Errorf("too little exercised: %d searches, %d fights, %d pack joins", searches, fights, packs)
	}
	t.Logf("%d searches, %d combat decisions, %d pack joins", searches, fights, packs)
}

// A snapshot taken at any decision in a combat resumes to the same end,
// byte for byte, as play without the interruption.
func TestCombatSnapshotResume(t *testing.T) {
	for seed := uint64(1); seed <= 20; seed++ {
		play := func(cut int) []byte {
			g := combatGame(t, 3, "1941-06", seed)
			for _, id := range []string{"U-47", "U-48", "U-46", "U-49"} {
				atSea(g, id, "greenland-gap")
			}
			g.Sub("U-47").Acted = true
			rng := dice.New(seed)
			drive(t, g, Frame{Op: opSubSearch, Sub: "U-47"})
			for n := 0; g.Prompt() != nil; n++ {
				if n == cut {
					snap, err := g.Snapshot()
					if err != nil {
						t.Fatal(err)
					}
					g2, err := Restore(g.T, snap)
					if err != nil {
						t.Fatal(err)
					}
					g2.Trace = g.Trace
					g = g2
				}
				if _, err := g.Apply(randomChoice(g.Prompt(), rng)); err != nil {
					t.Fatal(err)
				}
			}
			b, _ := g.Snapshot()
			return b
		}
		whole := play(-1)
		for cut := 0; cut < 6; cut++ {
			if got := play(cut); string(got) != string(whole) {
				t.Fatalf("seed %d: resuming from decision %d differs", seed, cut)
			}
		}
	}
}
