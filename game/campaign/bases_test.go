package campaign

import (
	"fmt"
	"strings"
	"testing"

	"periscope/game/data"
	"periscope/game/engine"
)

// oneTurn is a quiet one-week operational scenario with the given order of
// battle (Apr 1940, week 1, period 1).
func oneTurn(t *testing.T, oob []data.OOB, change func(th *data.Theatre)) *data.Theatre {
	return variant(t, func(th *data.Theatre) {
		sc := scenarioOf(th, "operational")
		quiet(sc)
		sc.End, sc.EndWeek = sc.Start, 1
		sc.OOB = oob
		if change != nil {
			change(th)
		}
	})
}

// [9.0]–[9.3]: each base is processed from Pierside back to Work-up, so a
// sub moves at most one box; Type II boats skip Pierside; the ace helps the
// In-Port and Pierside rolls but not Work-up [25.1].
func Test9_ReadinessOrderTypeIIAndAce(t *testing.T) {
	th := oneTurn(t, []data.OOB{
		{Boat: "U-25", Where: "germany:pier", Ace: "schultze"}, // IA, Readiness 4, ace +1
		{Boat: "U-47", Where: "germany:inport"},                // VIIB, Readiness 5
		{Boat: "U-5", Where: "germany:inport"},                 // IIA, Readiness 6
		{Boat: "U-48", Where: "germany:workup"},                // Germany Work-up 6
		{Boat: "U-46", Where: "germany:workup", Ace: "endrass"},
	}, nil)
	g := newGameOn(t, th, "operational", 1)
	before(t, g, "phase.readiness", func(g *Game, f *Frame) {
		g.LoadDice(5, 6, 5, 6, 7) // pier U-25: 5−1=4 ≤ 4; in-port U-5 6 ≤ 6, U-47 5 ≤ 5; work-up U-48 6 ≤ 6, U-46 7 > 6 (no ace help)
	})
	log := run(t, g, nil, nil)
	want := map[string]string{"U-25": BoxReady, "U-47": BoxPier, "U-5": BoxReady, "U-48": BoxInPort, "U-46": BoxWorkUp}
	for id, box := range want {
		if s := mustSub(t, g, id); s.Box != box {
			t.Errorf("%s in %s, want %s", id, s.Box, box)
		}
	}
	r := rolls(log, "9.1")
	if len(r) != 1 || r[0].Roll.Total != 4 || len(r[0].Roll.Mods) != 1 || r[0].Roll.Mods[0].Rule != "25.1" {
		t.Errorf("Pierside roll with the ace: %+v", r)
	}
	if w := rolls(log, "9.3"); len(w) != 2 || len(w[1].Roll.Mods) != 0 {
		t.Errorf("Work-up rolls take no ace bonus: %+v", w)
	}
	if find(log, "Type II skips Pierside") == nil {
		t.Errorf("Type II should go straight to Ready-for-Sea")
	}
}

// [10.0]: repair boxes roll 1, then 2, then 3, each ≤ its repair number to
// move one box on (1 → Work-up); a freed place takes a Hold sub into Repair
// 3 [10.21], which does not roll this turn; with more in the Hold than
// places, the player chooses [10.2]. Scrapping is offered where it matters.
func Test10_RepairHoldAndScrap(t *testing.T) {
	th := oneTurn(t, []data.OOB{
		{Boat: "U-47", Where: "germany:r1"},
		{Boat: "U-48", Where: "germany:r2"},
		{Boat: "U-46", Where: "germany:hold"},
		{Boat: "U-49", Where: "germany:hold"},
	}, func(th *data.Theatre) {
		th.Map.Bases[0].Capacity = []int{2, 2, 2, 2, 2} // Germany: Repair 5/4/3
	})
	g := newGameOn(t, th, "operational", 1)
	before(t, g, "phase.repair", func(g *Game, f *Frame) { g.LoadDice(5, 5) }) // R1: 5 ≤ 5 → Work-up; R2: 5 > 4 stays
	var kinds []string
	log := run(t, g, policy{"scrap": "none", "hold-release": "sub:U-49"}, func(g *Game) bool {
		kinds = append(kinds, g.Prompt().Kind)
		return false
	})
	if strings.Join(kinds, ",") != "scrap,hold-release" {
		t.Fatalf("prompts %v, want scrap then hold-release", kinds)
	}
	for id, box := range map[string]string{"U-47": BoxWorkUp, "U-48": BoxR2, "U-49": BoxR3, "U-46": BoxHold} {
		if s := mustSub(t, g, id); s.Box != box {
			t.Errorf("%s in %s, want %s", id, s.Box, box)
		}
	}
	if n := len(rolls(log, "10.0")); n != 2 {
		t.Errorf("%d repair rolls, want 2 (the sub that left the Hold rolls next turn)", n)
	}
}

// [18.4]: a scrapped boat is removed, not counted as lost; its ace rolls for
// a new post [25.32]: 4–9 lets him take a boat ≥ 4 months from arrival as
// +1, which then arrives a month early without inexperience [25.33].
func Test18_4_ScrapAndAceReassignment(t *testing.T) {
	th := oneTurn(t, []data.OOB{{Boat: "U-47", Where: "germany:r3", Ace: "prien", AceLevel: 2}}, func(th *data.Theatre) {
		scenarioOf(th, "operational").Reinforcements = true // boats on the list
	})
	g := newGameOn(t, th, "operational", 1)
	before(t, g, "phase.repair", func(g *Game, f *Frame) {
		if f.Ans == nil {
			g.LoadDice(9) // R3 stays
		}
	})
	before(t, g, "ace.leaves", func(g *Game, f *Frame) {
		if f.B == 0 {
			g.LoadDice(4)
		}
	})
	var opts []engine.Option
	log := run(t, g, policy{"scrap": "sub:U-47", "ace-reassign": "sub:U-110"}, func(g *Game) bool {
		if p := g.Prompt(); p.Kind == "ace-reassign" {
			opts = p.Options
		}
		return false
	})
	u47, u110 := mustSub(t, g, "U-47"), mustSub(t, g, "U-110")
	if u47.Status != StScrapped || g.S.Tracks.SubsLost != 0 {
		t.Fatalf("U-47 %s, subs lost %d", u47.Status, g.S.Tracks.SubsLost)
	}
	// Exactly the boats four months or more from arrival (Apr 1940 → Aug 1940 on).
	want := []string{"none"}
	for i := range g.S.Subs {
		if s := &g.S.Subs[i]; g.Nation(s) == "DE" && (s.Status == StFuture && s.Entry >= month("1940-08") || s.ID == "U-110") {
			want = append(want, "sub:"+s.ID)
		}
	}
	var keys []string
	for _, o := range opts {
		keys = append(keys, o.Key)
	}
	if strings.Join(keys, ",") != strings.Join(want, ",") || contains(keys, "sub:U-124") {
		t.Errorf("ace-reassign options %v, want %v", keys, want)
	}
	if u110.Ace != "prien" || u110.AceLevel != 1 || u110.Entry != month("1940-10") || u110.Inexp != 0 {
		t.Errorf("U-110: %s +%d entry %s", u110.Ace, u110.AceLevel, MonthName(u110.Entry))
	}
	if r := rolls(log, "25.32"); len(r) != 1 || !strings.Contains(r[0].Roll.Result, "new boat") {
		t.Errorf("ace roll %+v", r)
	}
}

// [25.32]: on 0–3 the ace leaves the game.
func Test25_32_AceLeavesOnThree(t *testing.T) {
	th := oneTurn(t, []data.OOB{{Boat: "U-47", Where: "germany:r3", Ace: "prien"}}, nil)
	g := newGameOn(t, th, "operational", 1)
	before(t, g, "phase.repair", func(g *Game, f *Frame) {
		if f.Ans == nil {
			g.LoadDice(9, 3)
		}
	})
	run(t, g, policy{"scrap": "sub:U-47"}, nil)
	if len(g.S.AceGone) != 1 || g.S.AceGone[0] != "prien" {
		t.Fatalf("ace gone %v", g.S.AceGone)
	}
}

// arriveIn runs ArriveAtBase for a sub at sea inside the Prepare phase of
// turn 1 (a real step), after the readiness and repair rolls.
func arriveIn(t *testing.T, g *Game, id, base string, dice ...int) {
	t.Helper()
	done := false
	before(t, g, "phase.prepare", func(g *Game, f *Frame) {
		if done {
			return
		}
		done = true
		g.LoadDice(dice...)
		g.ArriveAtBase(g.Sub(id), base)
	})
}

// [18.3], [8.11]: a damaged sub rolls on the Damage table at base, +1 for an
// inexperienced crew; it goes to the repair box rolled.
func Test18_3_DamageAtBaseInexp(t *testing.T) {
	th := oneTurn(t, []data.OOB{{Boat: "U-5", Where: "north-sea:done:transit", Inexp: 1}}, nil)
	g := newGameOn(t, th, "operational", 1)
	g.Sub("U-5").Damage, g.Sub("U-5").RTB = 1, true
	arriveIn(t, g, "U-5", "germany", 7) // 7 +1 = 8 → Repair 3 (fixture table)
	log := run(t, g, nil, nil)
	s := mustSub(t, g, "U-5")
	if s.Status != StBase || s.Box != BoxR3 || s.Damage != 0 {
		t.Fatalf("U-5 %s %s damage %d", s.Status, s.Box, s.Damage)
	}
	r := rolls(log, "18.3")
	if len(r) != 1 || r[0].Roll.Total != 8 || r[0].Roll.Mods[0].Rule != "8.11" {
		t.Fatalf("damage roll %+v", r)
	}
	// A clean patrol: the crew gains experience [8.12].
	if s.Inexp != 0 || find(log, "gained experience") == nil {
		t.Errorf("Inexp %d after a qualifying patrol", s.Inexp)
	}
	if len(g.S.Patrols) != 1 || g.S.Patrols[0].Outcome != "damaged" {
		t.Errorf("patrol report %+v", g.S.Patrols)
	}
}

// [18.1]: two damage markers roll twice and add the box numbers; reaching
// Repair 3 is a structural total loss (not counted as sunk); less goes to
// the box of the sum.
func Test18_1_SecondDamageAtBase(t *testing.T) {
	for _, c := range []struct {
		dice []int
		want string
	}{{[]int{2, 5}, "wrecked"}, {[]int{0, 2}, BoxR1}, {[]int{1, 0}, BoxWorkUp}, {[]int{0, 5}, BoxR2}} {
		t.Run(fmt.Sprint(c), func(t *testing.T) {
			th := oneTurn(t, []data.OOB{{Boat: "U-47", Where: "north-sea:done:transit", Ace: "prien"}}, nil)
			g := newGameOn(t, th, "operational", 1)
			g.Sub("U-47").Damage, g.Sub("U-47").RTB = 2, true
			arriveIn(t, g, "U-47", "germany", append(c.dice, 0)...) // the last die: the ace's roll if wrecked (0 → he leaves)
			run(t, g, nil, nil)
			s := mustSub(t, g, "U-47")
			switch c.want {
			case "wrecked":
				if s.Status != StWrecked || g.S.Tracks.SubsLost != 0 || len(g.S.AceGone) != 1 {
					t.Errorf("%v: %s, lost %d, aces gone %v", c.dice, s.Status, g.S.Tracks.SubsLost, g.S.AceGone)
				}
			default:
				if s.Status != StBase || s.Box != c.want {
					t.Errorf("%v: %s %s, want %s", c.dice, s.Status, s.Box, c.want)
				}
			}
		})
	}
}

// [10.2]: a damaged sub arriving at a full base goes to the Hold, or the
// player sends a sub already under repair there instead.
func Test10_2_HoldChoiceOnArrival(t *testing.T) {
	th := oneTurn(t, []data.OOB{
		{Boat: "U-48", Where: "germany:r3"},
		{Boat: "U-47", Where: "north-sea:done:transit"},
	}, func(th *data.Theatre) { th.Map.Bases[0].Capacity = []int{1, 1, 1, 1, 1} })
	g := newGameOn(t, th, "operational", 1)
	g.Sub("U-47").Damage, g.Sub("U-47").RTB = 1, true
	arriveIn(t, g, "U-47", "germany", 2) // Repair 1
	var p *engine.Prompt
	run(t, g, policy{"hold": "sub:U-48"}, func(g *Game) bool {
		if g.Prompt().Kind == "hold" {
			cp := *g.Prompt()
			p = &cp
		}
		return false
	})
	if p == nil || len(p.Options) != 2 {
		t.Fatalf("hold prompt %+v", p)
	}
	if u47, u48 := mustSub(t, g, "U-47"), mustSub(t, g, "U-48"); u47.Box != BoxR1 || u48.Box != BoxHold {
		t.Errorf("U-47 %s, U-48 %s", u47.Box, u48.Box)
	}
}

// [8.12]: no experience from a patrol that skipped search, turned back
// outbound, or came home voluntarily undamaged; Inexp-2 drops to Inexp-1.
func Test8_12_ExperienceGain(t *testing.T) {
	for _, c := range []struct {
		name   string
		set    func(p *PatrolLog)
		inexp  int
		expect int
	}{
		{"clean", func(p *PatrolLog) {}, 1, 0},
		{"skipped", func(p *PatrolLog) { p.Skipped = true }, 1, 1},
		{"outbound", func(p *PatrolLog) { p.RTBOutbound = true }, 1, 1},
		{"voluntary", func(p *PatrolLog) { p.VoluntaryRTB = true }, 1, 1},
		{"inexp-2", func(p *PatrolLog) {}, 2, 1},
	} {
		t.Run(c.name, func(t *testing.T) {
			th := oneTurn(t, []data.OOB{{Boat: "U-47", Where: "north-sea:done:transit"}}, nil)
			g := newGameOn(t, th, "operational", 1)
			s := g.Sub("U-47")
			s.RTB, s.Inexp = true, c.inexp
			c.set(&s.Patrol)
			arriveIn(t, g, "U-47", "germany")
			run(t, g, nil, nil)
			if got := mustSub(t, g, "U-47").Inexp; got != c.expect {
				t.Errorf("%s: Inexp %d, want %d", c.name, got, c.expect)
			}
		})
	}
}

// [21.23]: a damaged sub at a tender rolls at once: superficial → the
// tender's Work-up; worse → back to Done of the OpArea, RTB, for a main base
// only. [21.22]: a full tender takes no RTB sub.
func Test21_23_DamagedSubAtTender(t *testing.T) {
	for _, c := range []struct {
		roll   int
		atBase bool
	}{{0, true}, {5, false}} {
		t.Run(fmt.Sprint(c), func(t *testing.T) {
			th := oneTurn(t, []data.OOB{{Boat: "U-47", Where: "norwegian-sea:done:transit"}}, func(th *data.Theatre) {
				scenarioOf(th, "operational").Setup = []data.Effect{{Op: "tender", Area: "narvik"}}
			})
			g := newGameOn(t, th, "operational", 1)
			g.Sub("U-47").Damage, g.Sub("U-47").RTB = 1, true
			// Arrive in the Prepare phase and look at once (later phases
			// move the boat on).
			var s *Sub
			var bases []string
			before(t, g, "phase.prepare", func(g *Game, f *Frame) {
				if s != nil {
					return
				}
				g.LoadDice(c.roll)
				g.ArriveAtBase(g.Sub("U-47"), "narvik")
				cp := *g.Sub("U-47")
				s, bases = &cp, g.RTBBases(&cp)
			})
			run(t, g, policy{"tender": "tender:wilhelm-bauer"}, nil)
			if c.atBase {
				if s.Status != StBase || s.Base != "narvik" || s.Box != BoxWorkUp && s.Box != BoxInPort || s.Damage != 0 {
					t.Errorf("superficial: %s %s %s damage %d", s.Status, s.Base, s.Box, s.Damage)
				}
				return
			}
			if s.Status != StSea || s.Area != "norwegian-sea" || !s.RTB || !s.MainBaseOnly || s.Damage != 1 {
				t.Errorf("turned away: %+v", s)
			}
			if contains(bases, "narvik") || !contains(bases, "germany") {
				t.Errorf("RTB bases %v", bases)
			}
		})
	}
	// Capacity: the Wilhelm Bauer holds 6.
	th := oneTurn(t, []data.OOB{
		{Boat: "U-47", Where: "narvik:workup"}, {Boat: "U-48", Where: "narvik:inport"}, {Boat: "U-46", Where: "narvik:pier"},
		{Boat: "U-49", Where: "narvik:ready"}, {Boat: "U-54", Where: "narvik:ready"}, {Boat: "U-26", Where: "narvik:pier"},
		{Boat: "U-25", Where: "norwegian-sea:done:transit"},
	}, func(th *data.Theatre) {
		scenarioOf(th, "operational").Setup = []data.Effect{{Op: "tender", Area: "narvik", Text: "wilhelm-bauer"}}
	})
	g := newGameOn(t, th, "operational", 1)
	before(t, g, "phase.readiness", func(g *Game, f *Frame) {
		s := g.Sub("U-25")
		s.RTB = true
		if g.BaseHasRoom("narvik") || contains(g.RTBBases(s), "narvik") {
			t.Errorf("a tender with 6 boats in its boxes is full")
		}
	})
	run(t, g, nil, nil)
}

// [21.3]: an undamaged RTB sub at the start of its transit may try to
// resupply: an unmodified endurance check; passing puts it back on patrol.
// [21.32]: on a natural 0 a supply ship is lost on d10 + Enigma ≤ 2.
func Test21_32_SupplyShipResupply(t *testing.T) {
	th := oneTurn(t, []data.OOB{{Boat: "U-47", Where: "mid-ocean:done:transit"}}, func(th *data.Theatre) {
		scenarioOf(th, "operational").Setup = []data.Effect{{Op: "supply", Area: "mid-ocean", Text: "nordmark"}}
	})
	g := newGameOn(t, th, "operational", 1)
	g.Sub("U-47").RTB = true
	before(t, g, "phase.transit", func(g *Game, f *Frame) {
		if g.TryResupply(g.Sub("U-47")) {
			g.LoadDice(0, 2)
		}
	})
	var p *engine.Prompt
	log := run(t, g, policy{"resupply": "ship:nordmark"}, func(g *Game) bool {
		if g.Prompt().Kind == "resupply" {
			cp := *g.Prompt()
			p = &cp
		}
		return false
	})
	if p == nil || len(p.Options) != 2 {
		t.Fatalf("resupply prompt %+v", p)
	}
	// VIIB: Endurance 3 at G7 −1 → passes on ≤ 5 (fixture table): 60%; a
	// natural 0 (10%) then d10 + Enigma 0 ≤ 2 (30%) loses the ship: 3%.
	odds := p.Options[1].Odds
	if odds[0].P != 0.6 || odds[2].Outcome != "the supply ship is intercepted" || odds[2].P < 0.0299 || odds[2].P > 0.0301 {
		t.Errorf("odds %+v", odds)
	}
	s := mustSub(t, g, "U-47")
	if s.RTB || s.Side != Patrol || s.Section != Done {
		t.Errorf("after resupply: RTB %v side %s section %s", s.RTB, s.Side, s.Section)
	}
	if !g.S.Supply[0].Gone || g.S.Supply[0].Used != 1 || find(log, "intercept the supply ship Nordmark") == nil {
		t.Errorf("supply %+v", g.S.Supply)
	}
}

// [21.33]: a U-tanker on a natural 0 is sunk on d10 + Enigma ≤ 1 (subs lost
// +1), damaged and sent home on 2; subs beyond range without it must go
// RTB [21.33C].
func Test21_33_UTanker(t *testing.T) {
	for _, c := range []struct {
		second int
		lost   bool
	}{{1, true}, {2, false}, {5, false}} {
		t.Run(fmt.Sprint(c), func(t *testing.T) {
			th := oneTurn(t, []data.OOB{
				{Boat: "U-459", Where: "mid-ocean:done:patrol"}, {Boat: "U-47", Where: "mid-ocean:done:transit"},
			}, func(th *data.Theatre) {
				sc := scenarioOf(th, "operational")
				sc.Start, sc.End, sc.Period = "1942-03", "1942-03", 4
			})
			g := newGameOn(t, th, "operational", 1)
			g.Sub("U-47").RTB = true
			before(t, g, "phase.transit", func(g *Game, f *Frame) {
				if g.TryResupply(g.Sub("U-47")) {
					g.LoadDice(0, c.second)
				}
			})
			run(t, g, policy{"resupply": "tanker:U-459", "search": "stand-by"}, nil)
			tk := mustSub(t, g, "U-459")
			switch {
			case c.lost:
				if tk.Status != StSunk || g.S.Tracks.SubsLost != 1 {
					t.Errorf("roll %d: tanker %s, lost %d", c.second, tk.Status, g.S.Tracks.SubsLost)
				}
			case c.second == 2:
				if tk.Damage != 1 || !tk.RTB {
					t.Errorf("roll 2: tanker damage %d RTB %v", tk.Damage, tk.RTB)
				}
			default:
				if tk.Damage != 0 || tk.RTB || g.tankerUses("U-459") != 1 {
					t.Errorf("roll %d: tanker %+v", c.second, tk)
				}
			}
			if mustSub(t, g, "U-47").RTB {
				t.Errorf("roll %d: U-47 passed (natural 0) and should be back on patrol", c.second)
			}
		})
	}
}

// [21.31]: one attempt a week for all interned tankers; in periods 4–5 a
// natural 0 then a second 0 closes the tanker.
func Test21_31_InternedTanker(t *testing.T) {
	th := oneTurn(t, []data.OOB{
		{Boat: "U-47", Where: "sw-approaches:done:transit"}, {Boat: "U-48", Where: "sw-approaches:done:transit"},
	}, func(th *data.Theatre) {
		sc := scenarioOf(th, "operational")
		sc.Start, sc.End, sc.Period = "1942-03", "1942-03", 4
	})
	g := newGameOn(t, th, "operational", 1)
	g.Sub("U-47").RTB, g.Sub("U-48").RTB = true, true
	offered := 0
	before(t, g, "phase.transit", func(g *Game, f *Frame) {
		// U-48 is pushed first so U-47's attempt runs first.
		if g.TryResupply(g.Sub("U-48")) && g.TryResupply(g.Sub("U-47")) {
			g.LoadDice(0, 0)
		}
	})
	log := run(t, g, policy{"resupply": "interned:el-ferrol"}, func(g *Game) bool {
		if p := g.Prompt(); p.Kind == "resupply" {
			offered++
		}
		return false
	})
	if offered != 1 {
		t.Errorf("the interned tankers allow one attempt a week in all: %d offers", offered)
	}
	if !g.S.InternedUsed || g.BaseActive("el-ferrol") {
		t.Errorf("interned used %v, El Ferrol active %v", g.S.InternedUsed, g.BaseActive("el-ferrol"))
	}
	if find(log, "U-47 resupplies from the interned tanker at El Ferrol") == nil || find(log, "U-48 resupplies") != nil {
		t.Errorf("U-47 resupplied, U-48 not")
	}
}
