package campaign

import (
	"errors"
	"fmt"
	"os"
	"regexp"
	"strings"
	"testing"

	"periscope/game/data"
	"periscope/game/data/datatest"
	"periscope/game/dice"
	"periscope/game/engine"
)

// Rules audit: each test shows a discrepancy found between the engine and
// the original rulebook (the Italian text) and pins the fix.

// [26.11]C A minelayer spotted entering its SMZ that keeps its mines and
// falls back takes its endurance check at −1.
func Test26_11C_KeptMinesEnduranceMinus1(t *testing.T) {
	g := combatGame(t, 1, "1939-11", 1)
	s := atSea(g, "U-47", "scapa-flow")
	s.Mines, s.MineTarget, s.EntryArea, s.Spotted = 2, "scapa-flow", "north-sea", true
	drive(t, g, Frame{Op: opMinesLay, Sub: "U-47"})
	wantPrompt(t, g, "mines-spotted")
	g.LoadDice(5)
	es := answer(t, g, "C")
	r := rollOf(t, es, "endurance")
	found := false
	for _, m := range r.Roll.Mods {
		if m.Value == -1 && m.Rule == "26.11" {
			found = true
		}
	}
	if !found {
		t.Errorf("endurance after [26.11]C: want a −1 [26.11] modifier, got %v", r.Roll.Mods)
	}
}

// [7.41] Under a 990 mb marker "gli aerei e le portaerei" lose 1 ASW (min 0):
// a carrier whose ASW is 0 counts ½ in the counterattack [3.14B], so under
// 990 mb it counts nothing.
func Test7_41_990CarrierASW(t *testing.T) {
	g := combatGame(t, 1, "1939-09", 1)
	atSea(g, "U-47", "north-sea")
	c := board(t, g, "c1", "north-sea", [][]unit{{{typ: "cv-courageous", up: true}}, {}, {}}, map[string]int{"U-47": 0})
	b := c.Boat("U-47")
	if h := g.aswHalf(b, "", true, false); h != 1 {
		t.Fatalf("a carrier with ASW 0 counts ½ in the counterattack [3.14B], got %s", halfText(h))
	}
	g.S.Intel.Weather = []Weather{{Area: "north-sea", Pressure: 990}}
	if h := g.aswHalf(b, "", true, false); h != 0 {
		t.Errorf("990 mb: carriers' ASW −1 (min 0) [7.41], got %s", halfText(h))
	}
}

// [29.4] A convoy scatters only if the pack SANK a third of its units in
// the first round: damaged ships do not count.
func Test29_4_ScatterCountsSunkOnly(t *testing.T) {
	g := combatGame(t, 3, "1941-06", 1)
	atSea(g, "U-47", "greenland-gap")
	atSea(g, "U-48", "greenland-gap")
	c := board(t, g, "c2", "greenland-gap", [][]unit{
		{{typ: "m-1-0", up: true}}, {{typ: "m-1-0", up: true}}, {{typ: "m-1-0", up: true}}, {}, {}, {},
	}, map[string]int{"U-47": 0, "U-48": 1})
	c.Pack, c.Dispersal, c.Stage = true, 1, "between"
	for i := range c.Boats {
		c.Boats[i].Acted = true
	}
	u := unitOf(t, g, "m-1-0")
	u.Damaged = true // one ship damaged, none sunk, in round 1
	c.SunkRound = 1
	g.LoadDice(0) // the dispersal roll: a natural 0
	drive(t, g, Frame{Op: opCombat, Sub: "U-47"})
	if g.S.Combat == nil || g.S.Combat.Scatter {
		t.Error("one ship damaged and none sunk must not scatter the convoy [29.4]")
	}
}

// [29.3] The dispersal roll compares with the number of SHIPS sunk or
// damaged: a ship damaged and then sunk in the same round counts once.
func Test29_3_DamagedThenSunkCountsOnce(t *testing.T) {
	g := combatGame(t, 3, "1941-06", 1)
	s := atSea(g, "U-47", "greenland-gap")
	c := board(t, g, "c1", "greenland-gap", [][]unit{{{typ: "m-1-0", up: true}}, {}, {}}, map[string]int{"U-47": 0})
	b, u := c.Boat("U-47"), unitOf(t, g, "m-1-0")
	row := g.T.AttackRow(3)
	g.LoadDice(0, 0)
	g.shipResult(b, s, u, row, []dice.Mod{Mod(-1, "test", "")}, "14.16D")
	if !u.Damaged {
		t.Fatalf("no modifier: want the 3t row's orange box at −1")
	}
	g.shipResult(b, s, u, row, nil, "14.16D")
	g.Flush()
	if !u.Sunk {
		t.Fatalf("the second hit sinks")
	}
	if c.SunkRound != 1 {
		t.Errorf("one ship damaged then sunk this round: SunkRound %d, want 1", c.SunkRound)
	}
}

// [15.43] An RTB boat in a transit encounter rolls for torpedoes left
// whatever the contact: out of torpedoes it cannot attack an enemy sub.
func Test15_43_OutOfTorpedoesVsSub(t *testing.T) {
	g := combatGame(t, 3, "1941-06", 1)
	s := atSea(g, "U-47", "greenland-gap")
	s.RTB, s.Side = true, Transit
	// AAC natural 0 with a sub icon: a sub at once [15.45]; torpedoes 0 →
	// out; who sees first 9 − 2 (transit) → the player.
	g.LoadDice(0, 0, 9)
	es := drive(t, g, Frame{Op: opSubSearch, Sub: "U-47", A: SearchEncounter | SearchRTB, Area: "greenland-gap"})
	rollOf(t, es, "torpedoes left")
	wantLog(t, es, "has no torpedoes left and cannot attack")
}

// subVsSubGame sets up a sub-vs-sub fight in 965 mb weather with a TDC of
// −4 on every counter.
func subVsSubGame(t *testing.T) (*Game, *Sub) {
	g := combatGame(t, 3, "1941-06", 1)
	s := atSea(g, "U-47", "greenland-gap")
	g.S.Intel.Weather = []Weather{{Area: "greenland-gap", Pressure: 965}}
	for i := range g.S.TDCValue {
		g.S.TDCValue[i] = -4 // whichever TDC is drawn
	}
	g.S.Combat = &Combat{Kind: "sub", Area: "greenland-gap", Gov: "greenland-gap", Stage: "contact",
		Boats: []CombatBoat{{ID: "U-47", Role: "lone", Column: -1}}}
	return g, s
}

// [7.41] The weather lowers the sub's attack value in every attack, the
// sub-vs-sub attack [14.6D] too: 965 mb −2.
func Test7_41_WeatherInSubVsSub(t *testing.T) {
	g, _ := subVsSubGame(t)
	g.LoadDice(9, 4) // the player sees first; hit roll 4
	es := drive(t, g, Frame{Op: opCombatSubsub, Sub: "U-47"})
	// Attack 4 − 2 (965 mb) + 0 ace − 1 torpedo = 1 against Defense 2 − 4 TDC = −2.
	wantLog(t, es, "hit on ≤ 3")
	if r := rollOf(t, es, "torpedo hit"); r.Roll.Result != "miss" {
		t.Errorf("4 > 3 misses: %v", r.Roll)
	}
}

// [7.41] Under 965 mb every "damaged" result against an Allied unit is
// "sunk": an Allied submarine too [14.6E].
func Test7_41_965DamagedAlliedSubSinks(t *testing.T) {
	g, _ := subVsSubGame(t)
	g.LoadDice(9, 0, 0) // sees first; hit; result 0 − 1 torpedo = −1: orange box
	es := drive(t, g, Frame{Op: opCombatSubsub, Sub: "U-47"})
	if g.S.Tracks.Ships != 1 {
		t.Errorf("a damaged result under 965 mb sinks the Allied sub; log:\n%s", logText(es))
	}
}

// [26.0] A boat carrying mines may not attack until it has laid them: it
// cannot join a wolfpack.
func Test26_0_MinelayerNoWolfpack(t *testing.T) {
	g := combatGame(t, 3, "1941-06", 1)
	atSea(g, "U-47", "greenland-gap")
	m := atSea(g, "U-48", "greenland-gap")
	m.Mines = 2
	c := &Combat{Kind: "c2", Area: "greenland-gap", Gov: "greenland-gap", Boats: []CombatBoat{{ID: "U-47", Role: "lone", Column: -1}}}
	for _, x := range g.rules.PackCandidates(g, c, "U-47") {
		if x.ID == "U-48" {
			t.Error("a boat carrying mines must not be a wolfpack candidate [26.0]")
		}
	}
}

// [21.33] "Una U-petroliera può condurre la fase cerca e combatti solo se non
// ha tentato di rifornire nessun sottomarino", and it makes ONE endurance
// check, when it reaches its weekly limit or at the end of the turn. A
// U-tanker that searched this turn resupplies nobody; one that stood by
// (no search, no endurance check in Operations) resupplies and makes its
// single check at the end of the turn.
func Test21_33_TankerSearchOrResupply(t *testing.T) {
	for _, standBy := range []bool{false, true} {
		th := oneTurn(t, []data.OOB{
			{Boat: "U-459", Where: "mid-ocean:done:patrol"}, {Boat: "U-47", Where: "mid-ocean:done:transit"},
		}, func(th *data.Theatre) {
			sc := scenarioOf(th, "operational")
			sc.Start, sc.End, sc.Period = "1942-03", "1942-03", 4
		})
		g := newGameOn(t, th, "operational", 1)
		g.Sub("U-47").RTB = true
		pol := policy{"resupply": "tanker:U-459", "search": "search"}
		if standBy {
			pol["search"] = "stand-by"
		}
		log := run(t, g, pol, nil)
		tankerEndurance := 0
		for _, e := range rolls(log, "14.7") {
			if e.Sub == "U-459" {
				tankerEndurance++
			}
		}
		resupplied := find(log, "U-47 resupplies from the U-tanker") != nil || len(rolls(log, "21.33")) > 0
		switch {
		case !standBy && resupplied:
			t.Errorf("a U-tanker that searched may not resupply in the same turn [21.33]")
		case standBy && !resupplied:
			t.Errorf("a U-tanker standing by must be offered to U-47")
		}
		if standBy && tankerEndurance != 1 {
			t.Errorf("stand-by: the U-tanker makes one endurance check this turn, got %d", tankerEndurance)
		}
	}
}

// [20.2] Boats on an active SMZ mission are exempt from the concentration
// risk of the linked OpArea: their search has no [22.1] penalty.
func Test20_2_SMZMissionNoConcentrationOnSearch(t *testing.T) {
	g := combatGame(t, 1, "1939-11", 1)
	for _, id := range []string{"U-25", "U-26", "U-48", "U-46", "U-49", "U-54", "U-5"} {
		atSea(g, id, "north-sea")
	}
	s := atSea(g, "U-47", "scapa-flow")
	s.EntryArea, s.Mission = "north-sea", "m1"
	g.S.Missions = append(g.S.Missions, Mission{ID: "m1", Area: "scapa-flow", Kind: "search", Until: 99})
	if n := g.Concentration("north-sea"); n != 7 {
		t.Fatalf("7 boats in the North Sea, the one on the mission exempt: got %d", n)
	}
	for _, m := range g.aacMods(s, "north-sea") {
		if m.Rule == "22.1" {
			t.Errorf("a boat on an active SMZ mission is exempt from concentration [20.2], got %v", m)
		}
	}
	// Without the mission it counts toward the North Sea, and is crowded.
	s.Mission, g.S.Missions = "", nil
	crowded := false
	for _, m := range g.aacMods(s, "north-sea") {
		crowded = crowded || m.Rule == "22.1"
	}
	if !crowded {
		t.Error("8 boats in the North Sea: −1 [22.1]")
	}
}

// [30.81] Under the Italian doctrine a boat puts at most one point on each
// merchant; the dispersal bonus may be added on top "as desired" — once,
// not once per merchant. An allocation that spends the bonus twice is
// illegal.
func Test30_81_DoctrineDispersalBonusOnce(t *testing.T) {
	g := combatGame(t, 2, "1940-10", 1)
	atSea(g, "Faa-di-Bruno", "greenland-gap")
	c := board(t, g, "c1", "greenland-gap", [][]unit{
		{{typ: "m-1-0", up: true, has: true, tdc: 0}, {typ: "m-2-0", up: true, has: true, tdc: 0}, {typ: "m-0-0", up: true, has: true, tdc: 0}}, {}, {},
	}, map[string]int{"Faa-di-Bruno": 0})
	c.Dispersal = 2
	drive(t, g, Frame{Op: opCombat, Sub: "Faa-di-Bruno"})
	answer(t, g, "torpedo")
	p := wantPrompt(t, g, "allocate")
	if p.Alloc.Total != 6 {
		t.Fatalf("Attack 4 + dispersal 2: %d points", p.Alloc.Total)
	}
	if _, err := g.Apply(engine.Split(3, 3, 0)); !errors.Is(err, engine.ErrIllegal) {
		t.Errorf("3 + 3 on two merchants spends the dispersal bonus twice: want ErrIllegal, got %v", err)
	}
	if _, err := g.Apply(engine.Split(3, 1, 1)); err != nil {
		t.Errorf("1 + the bonus 2 on one merchant, 1 on each other: legal, got %v", err)
	}
}

// [7.41] Reading: the weather lowers the attack value once, before the
// points are split ([14.16A] "the sub's attack values … decreased by the
// weather"); with the switch "weather-per-target" every attack is lowered.
func Test7_41_WeatherPerTargetSwitch(t *testing.T) {
	for _, on := range []bool{false, true} {
		g := combatGame(t, 3, "1941-06", 1)
		if on {
			g.S.Options = []string{"weather-per-target"}
		}
		atSea(g, "U-47", "greenland-gap")
		g.S.Intel.Weather = []Weather{{Area: "greenland-gap", Pressure: 990}}
		c := board(t, g, "c1", "greenland-gap", [][]unit{{{typ: "m-0-0", up: true, has: true, tdc: 0}, {typ: "m-1-0", up: true, has: true, tdc: 0}}, {}, {}}, map[string]int{"U-47": 0})
		c.Boats[0].Step = "pre"
		drive(t, g, Frame{Op: opCombat, Sub: "U-47"})
		p := wantPrompt(t, g, "allocate")
		want := 3 // Attack 4 − 1
		if on {
			want = 4
		}
		if p.Alloc.Total != want {
			t.Errorf("switch %v: %d points to split, want %d", on, p.Alloc.Total, want)
		}
		// 2 points on the coaster: 2 (−1 weather with the switch) + 0 ace − 1 torpedo.
		g.LoadDice(9, 9, 0)
		es := split(t, g, map[string]int{unitOf(t, g, "m-0-0").ID: 2, unitOf(t, g, "m-1-0").ID: p.Alloc.Total - 2})
		wantLog(t, es, map[bool]string{false: "2 points +0 ace -1 torpedo = 1", true: "2 points -1 weather +0 ace -1 torpedo = 0"}[on])
	}
}

// ruleRef is a rule number as the rulebook writes it: "14.15B", "26.11",
// "4.0", "31.01".
var ruleRef = regexp.MustCompile(`^[0-9]{1,2}(\.[0-9]{1,2})?[A-Z]?$`)

// Every log line, every roll (and each of its modifiers) and every prompt
// cites a rule number, in random games on the fixture and on the Atlantic
// data.
func TestEveryLogLineCitesARule(t *testing.T) {
	type game struct {
		th *data.Theatre
		sc string
	}
	var games []game
	for _, sc := range []string{"patrol", "operational", "atlantic-1942"} {
		games = append(games, game{datatest.Fixture(), sc})
	}
	if !testing.Short() {
		th, err := data.Load(os.DirFS("../../assets/data"), "atlantic")
		if err != nil {
			t.Fatal(err)
		}
		for _, sc := range th.Scenarios {
			if sc.Kind != data.ScenarioCampaign {
				games = append(games, game{th, sc.ID})
			}
		}
	}
	check := func(where string, es []engine.Entry) {
		t.Helper()
		for _, e := range es {
			if !ruleRef.MatchString(e.Rule) {
				t.Errorf("%s: log line without a rule number (%q): %s", where, e.Rule, e.Text)
			}
			if e.Roll != nil {
				for _, m := range e.Roll.Mods {
					if !ruleRef.MatchString(m.Rule) {
						t.Errorf("%s: roll %q has a modifier without a rule (%q %+d)", where, e.Roll.Purpose, m.Reason, m.Value)
					}
				}
			}
		}
	}
	for seed := uint64(1); seed <= 3; seed++ {
		for _, gm := range games {
			g, err := New(gm.th, engine.Record{System: SystemID, Theatre: gm.th.ID, Scenario: gm.sc, Seed: seed, Options: []string{"choose-order"}})
			if err != nil {
				t.Fatal(err)
			}
			where := fmt.Sprintf("%s/%s seed %d", gm.th.ID, gm.sc, seed)
			es, err := g.Start()
			if err != nil {
				t.Fatal(err)
			}
			check(where, es)
			src := dice.New(seed * 131)
			for n := 0; g.Prompt() != nil && n < 20000; n++ {
				p := g.Prompt()
				if !ruleRef.MatchString(p.Rule) {
					t.Errorf("%s: prompt %s without a rule number (%q)", where, p.Kind, p.Rule)
				}
				es, err := g.Apply(randomChoice(p, src))
				if err != nil {
					t.Fatalf("%s: %v", where, err)
				}
				check(where, es)
			}
			if t.Failed() {
				return
			}
		}
	}
}

// [29.1] Special convoys start at dispersal 0 (task forces have none), and
// the weather raises the level of every convoy in the area: a special
// convoy under a 990 mb marker attacks at dispersal 1 [7.41], [29.2].
func Test29_1_SpecialConvoyWeatherDispersal(t *testing.T) {
	g := combatGame(t, 4, "1942-06", 1)
	atSea(g, "U-47", "greenland-gap")
	g.S.Intel.Weather = []Weather{{Area: "greenland-gap", Pressure: 990}}
	c := &Combat{Kind: "special", Area: "greenland-gap", Gov: "greenland-gap"}
	if d := g.startDispersal(c); d != 1 {
		t.Errorf("special convoy under 990 mb: dispersal %d, want 0 + 1", d)
	}
	c.Kind = "tf"
	if d := g.startDispersal(c); d != 0 {
		t.Errorf("a task force has no dispersal, got %d", d)
	}
	c.Kind, c.Dispersal = "special", 1
	g.S.Combat = c
	if a, _ := g.attackPoints(g.Sub("U-47")); a != 4 {
		t.Errorf("Attack 4 + dispersal 1 − 1 (990 mb) = 4, got %d", a)
	}
}

// [7.41] Under 965 mb every "damaged" result against an Allied unit is
// "sunk", in the OpArea and its SMZs: a minefield's too [26.21].
func Test7_41_965MineDamageSinks(t *testing.T) {
	g := combatGame(t, 1, "1939-11", 1)
	keep := take(t, g, "m-2-0")
	g.S.Aside = append(g.S.Aside, g.S.Cups["single"]...)
	g.S.Cups["single"] = []string{keep}
	g.S.Intel.Weather = []Weather{{Area: "north-sea", Pressure: 965}}
	g.S.Mines = []Minefield{{Area: "scapa-flow", Strength: 2, Turn: 0}}
	g.LoadDice(1, 0) // 1 + 2 = 3: one from the Single cup; 0 on the 5–9 row: orange
	es := drive(t, g, Frame{Op: opMinesOld})
	if g.S.Tracks.Ships != 1 {
		t.Errorf("a mine's damaged result sinks under 965 mb; log:\n%s", logText(es))
	}
}

// [26.0] "Non possono essere fatti attacchi finché non si sono posate le
// mine": a boat carrying mines that meets ships in a transit encounter
// [15.4] does not attack them.
func Test26_0_MinelayerEncounterNoAttack(t *testing.T) {
	g := combatGame(t, 3, "1941-06", 1)
	s := atSea(g, "U-47", "greenland-gap")
	s.Side, s.Mines, s.MineTarget = Transit, 2, "scapa-flow"
	g.LoadDice(9, 5) // AAC 9: red; contact 5 + 3 = 8: a convoy
	es := drive(t, g, Frame{Op: opSubSearch, Sub: "U-47", A: SearchEncounter, Area: "greenland-gap"})
	wantLog(t, es, "carries mines: no attacks until they are laid")
	if p := g.Prompt(); p != nil && (p.Kind == "encounter" || p.Kind == "placement" || p.Kind == "wolfpack") {
		t.Errorf("a boat carrying mines is asked %s", p.Kind)
	}
}

// enumerateAnswer answers the pending prompt with an option once for every
// list of dice given (each equally likely), from a snapshot, and returns
// how often each outcome (read from the log by classify) came up.
func enumerateAnswer(t *testing.T, g *Game, key string, dice [][]int, classify func([]engine.Entry) string) map[string]float64 {
	t.Helper()
	snap, err := g.Snapshot()
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]float64{}
	for _, d := range dice {
		h, err := Restore(g.T, snap)
		if err != nil {
			t.Fatal(err)
		}
		h.LoadDice(d...)
		es := answer(t, h, key)
		out[classify(es)] += 1 / float64(len(dice))
	}
	return out
}

func sameOdds(t *testing.T, what string, shown, got map[string]float64) {
	t.Helper()
	for k, v := range got {
		if !near(shown[k], v) {
			t.Errorf("%s: %q shown %.4f, resolution gives %.4f (shown %v)", what, k, shown[k], v, shown)
		}
	}
	for k, v := range shown {
		if _, ok := got[k]; !ok && v > 1e-9 {
			t.Errorf("%s: %q shown %.4f never happens", what, k, v)
		}
	}
}

// The odds shown with the wolfpack join [24.1], placement [14.11] and
// allocation [14.16] options are those the resolution gives, die by die.
func TestPromptOddsExact(t *testing.T) {
	g := combatGame(t, 3, "1941-06", 1)
	for _, id := range []string{"U-49", "U-78", "U-46"} {
		atSea(g, id, "greenland-gap")
	}
	giveAce(t, g, "U-46", "endrass", 1)
	g.LoadDice(8, 5) // a large convoy
	drive(t, g, Frame{Op: opSubSearch, Sub: "U-49"})
	answer(t, g, "search")
	answer(t, g, "shadow")
	p := wantPrompt(t, g, "pack-join")
	var ds [][]int
	for d := 0; d < 10; d++ {
		ds = append(ds, []int{d, 1}) // (the Huff-Duff die after a 0)
	}
	got := enumerateAnswer(t, g, "sub:U-46", ds, func(es []engine.Entry) string {
		r := rollOf(t, es, "wolfpack attempt 2")
		o := map[string]string{"joins for the first round": "joins for the first round",
			"joins for the re-attack only": "joins for the re-attack only",
			"fails to find the convoy":     "fails (searches alone at −3)"}[r.Roll.Result]
		if r.Roll.Raw == 0 {
			o += ", and Huff-Duff on the shadower"
		}
		return o
	})
	sameOdds(t, "pack-join U-46", oddsOf(p, "sub:U-46"), got)

	// Placement: U-46 joins, then is placed.
	g.LoadDice(9)
	answer(t, g, "sub:U-46")
	answer(t, g, "stop")
	p = wantPrompt(t, g, "placement")
	for _, o := range p.Options {
		if len(o.Odds) < 2 {
			continue
		}
		var col int
		fmt.Sscanf(o.Key, "col:%d", &col)
		ds = nil
		for d := 0; d < 10; d++ {
			ds = append(ds, []int{d})
		}
		got := enumerateAnswer(t, g, o.Key, ds, func(es []engine.Entry) string {
			if r := rollOf(t, es, "placement"); strings.Contains(r.Roll.Target, fmt.Sprint(g.S.Combat.Columns[col].Entry)) && !strings.Contains(r.Roll.Result, "not enough") && !strings.Contains(r.Roll.Result, "no box") {
				return "placed here"
			}
			return "falls back"
		})
		sameOdds(t, "placement "+o.Key, oddsOf(p, o.Key), got)
	}
}

// The allocation odds [14.16]: hit roll (+Inexp) and the Attack Results
// roll with every modifier, for each target and number of points.
func Test14_16_AllocateOddsExact(t *testing.T) {
	g := combatGame(t, 5, "1942-11", 1)
	s := atSea(g, "U-47", "greenland-gap")
	s.Inexp = 1 // +1 on the hit roll
	c := board(t, g, "c1", "greenland-gap", [][]unit{
		{{typ: "m-2-0", up: true, has: true, tdc: -4}, {typ: "m-big", up: true, has: true, tdc: -3}, {typ: "ct-flower", up: true}}, {}, {},
	}, map[string]int{"U-47": 0})
	c.Boats[0].Step = "pre"
	drive(t, g, Frame{Op: opCombat, Sub: "U-47"})
	p := wantPrompt(t, g, "allocate")
	var ds [][]int
	for h := 0; h < 10; h++ {
		for r := 0; r < 10; r++ {
			ds = append(ds, []int{h, r})
		}
	}
	for i, o := range p.Options {
		id := strings.TrimPrefix(o.Key, "unit:")
		for pts := 1; pts <= p.Alloc.Total; pts++ {
			snap, _ := g.Snapshot()
			got := map[string]float64{}
			for _, d := range ds {
				h, err := Restore(g.T, snap)
				if err != nil {
					t.Fatal(err)
				}
				h.LoadDice(d...)
				v := make([]int, len(p.Options))
				v[i] = pts
				es, err := h.Apply(engine.Split(v...))
				if err != nil {
					t.Fatal(err)
				}
				k := "miss"
				if hitRolled(es) {
					res := rollOf(t, es, "attack result").Roll.Result
					switch {
					case strings.Contains(res, "explosive"):
						k = "sunk (explodes)"
					case strings.Contains(res, "sunk") || strings.Contains(res, "sinks"):
						k = "sunk"
					case strings.Contains(res, "damaged"):
						k = "damaged"
					default:
						k = "hit, no effect"
					}
				}
				got[k] += 0.01
			}
			shown := map[string]float64{}
			for _, od := range p.Alloc.PerTarget[i][pts] {
				shown[od.Outcome] += od.P
			}
			sameOdds(t, fmt.Sprintf("%s with %d points", id, pts), shown, got)
		}
	}
}

// hitRolled reports whether the log has a torpedo hit roll that hit (an
// attack that cannot succeed has no roll [14.17]).
func hitRolled(es []engine.Entry) bool {
	for _, e := range es {
		if e.Roll != nil && e.Roll.Purpose == "torpedo hit" {
			return e.Roll.Result == "hit"
		}
	}
	return false
}

// [14.7], [27.1] The endurance −1 "ha condotto solo combattimenti in
// superficie con il cannone" is about the whole turn: a home-waters second
// combat [30.1] with torpedoes cancels an earlier gun-only one, and the
// other way round.
func Test27_1_GunOnlyOverTheTurn(t *testing.T) {
	for _, order := range [][2]string{{"gun", "torpedo"}, {"torpedo", "gun"}} {
		g := combatGame(t, 1, "1939-11", 1)
		s := atSea(g, "U-47", "north-sea")
		for _, how := range order {
			c := board(t, g, "single", "north-sea", [][]unit{{{typ: "m-0-0", up: true, cup: "single"}}}, map[string]int{"U-47": 0})
			c.Boats[0].Gun, c.Boats[0].Torpedo = how == "gun", how == "torpedo"
			g.endCombat("U-47")
			g.S.Combat = nil
		}
		if s.GunOnly {
			t.Errorf("%v: a torpedo attack this turn: no gun-only −1", order)
		}
	}
}
