package campaign

import (
	"os"
	"slices"
	"sync"
	"testing"

	"periscope/game/data"
	"periscope/game/engine"
)

var (
	pacificOnce sync.Once
	pacificTh   *data.Theatre
	pacificErr  error
)

// pacificGame is a game of a Pacific scenario (the shipped data) with the
// stack emptied, at a date and war period, checked after every step.
func pacificGame(t *testing.T, scenario, month string, period int) *Game {
	t.Helper()
	pacificOnce.Do(func() { pacificTh, pacificErr = data.Load(os.DirFS("../../assets/data"), "pacific") })
	if pacificErr != nil {
		t.Fatal(pacificErr)
	}
	g, err := New(pacificTh, engine.Record{System: SystemID, Theatre: "pacific", Scenario: scenario, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	g.Trace = func(g *Game, op Op) {
		if err := g.CheckInvariants(); err != nil {
			t.Fatalf("after step %s: %v", op, err)
		}
	}
	m, err := data.MonthIndex(month)
	if err != nil {
		t.Fatal(err)
	}
	g.S.Month, g.S.Week, g.S.Period, g.S.Turn = m, 1, period, 1
	g.fillCups()
	g.S.Stack = nil
	g.Flush()
	return g
}

// [SW 6.0] The rules' example: at −2 the 70 kt threshold needs 9 and the
// 75 kt threshold 8 to reach −1; each threshold gives one attempt, and a
// failed one is not tried again.
func TestSW6_0_TorpedoThresholds(t *testing.T) {
	g := pacificGame(t, "campaign-1941", "1942-06", 1)
	g.S.G7, g.S.Tracks.Tons = -2, 76
	var at70, at75 = -1, -1
	for i, st := range g.T.Tables.Torpedo {
		switch {
		case st.At == -2 && st.Count == 70:
			at70 = i
		case st.At == -2 && st.Count == 75:
			at75 = i
		case st.At == -2 && st.Count < 70:
			g.S.TorpedoTried = append(g.S.TorpedoTried, i) // tried before
		}
	}
	if at70 < 0 || at75 < 0 || g.T.Tables.Torpedo[at70].Need != 9 || g.T.Tables.Torpedo[at75].Need != 8 {
		t.Fatalf("the torpedo table does not hold the example's steps (70 kt: 9, 75 kt: 8)")
	}
	g.LoadDice(8, 8) // 70 kt: 8 < 9 fails; 75 kt: 8 ≥ 8 improves
	es := drive(t, g, Frame{Op: opPhaseTorpedo})
	if g.S.G7 != -1 {
		t.Fatalf("torpedo value %d, want −1\n%s", g.S.G7, logText(es))
	}
	if !slices.Contains(g.S.TorpedoTried, at70) || !slices.Contains(g.S.TorpedoTried, at75) {
		t.Error("each threshold reached counts as tried")
	}
	// At −1 nothing is due before June 1943 (the exploder is not yet fixed).
	g.S.Tracks.Tons = 5000
	es = drive(t, g, Frame{Op: opPhaseTorpedo})
	if g.S.G7 != -1 {
		t.Errorf("the torpedo improved before June 1943:\n%s", logText(es))
	}
}

// [SW 7.3] The rules' example: in period 3, Ultra rolls of 2 and 4 place
// Empire Pacific, Bismarck Sea and Kuriles; Carolines is dropped (at most
// three Ultra areas). A war event's "Ultra ×2" makes the two rolls [5.0].
func TestSW7_3_UltraTwiceAtMostThree(t *testing.T) {
	g := pacificGame(t, "campaign-1941", "1943-06", 3)
	g.S.Intel.UltraOrder = "twice"
	g.LoadDice(2, 4)
	es := drive(t, g, Frame{Op: opPhaseIntel})
	want := []string{"empire-pacific", "bismarck-sea", "kuriles"}
	if !slices.Equal(g.S.Intel.Ultra, want) {
		t.Fatalf("Ultra areas %v, want %v\n%s", g.S.Intel.Ultra, want, logText(es))
	}
	wantLog(t, es, "Carolines dropped")
	// "No Ultra this turn" [5.0].
	g.S.Intel.Ultra, g.S.Intel.UltraOrder = nil, "none"
	es = drive(t, g, Frame{Op: opPhaseIntel})
	if len(g.S.Intel.Ultra) != 0 || rollOfAny(es, "Ultra") {
		t.Errorf("an Ultra roll was made on a no-Ultra turn:\n%s", logText(es))
	}
}

func rollOfAny(es []engine.Entry, purpose string) bool {
	for _, e := range es {
		if e.Roll != nil && e.Roll.Purpose == purpose {
			return true
		}
	}
	return false
}

// [SW 9.0] The readiness ladder: Pier → Ready-for-Sea at once; Broom rolls
// against Readiness: ≤ goes to Ready-for-Sea, more to the Pier box.
func TestSW9_0_BroomLadder(t *testing.T) {
	g := pacificGame(t, "campaign-1941", "1942-01", 1)
	var in []*Sub
	for i := range g.S.Subs {
		s := &g.S.Subs[i]
		if s.Status == StBase && s.Base == "pearl-harbor" && len(in) < 3 {
			in = append(in, s)
		}
	}
	for i := range g.S.Subs {
		if s := &g.S.Subs[i]; s.Status == StBase && !slices.Contains(in, s) {
			s.Box = BoxR1 // out of the way (repair boxes do not move in this phase)
		}
	}
	if len(in) < 3 {
		t.Fatal("fewer than three boats at Pearl Harbor")
	}
	a, b, c := in[0], in[1], in[2]
	a.Box, b.Box, c.Box = BoxPier, BoxWorkUp, BoxWorkUp
	rb, rc := g.Class(b).Readiness, g.Class(c).Readiness
	g.LoadDice(rb, rc+1)
	es := drive(t, g, Frame{Op: opPhaseReadiness})
	if a.Box != BoxReady || b.Box != BoxReady || c.Box != BoxPier {
		t.Fatalf("boxes %s %s %s, want ready ready pier\n%s", a.Box, b.Box, c.Box, logText(es))
	}
	wantLog(t, es, "Pier (Ready next turn)")
}

// [SW 15.1], [19.1] The governing transit area is the OpArea passed
// through whose red boxes begin at the lowest number (not the one with the
// most red boxes); the start area never governs.
func TestSW15_1_GoverningLowestFirstRed(t *testing.T) {
	g := pacificGame(t, "campaign-1941", "1943-06", 3)
	// Period 3: Mid-Pacific "wwwwwwwwgg" (no red), Empire Pacific
	// "wggoobbrrr" (first red 7, three reds), East China Sea "wgoobbbrrr"
	// (first red 7), Kuriles "wwwwggoobR" (first red 9, one red dot).
	leg := moveLeg{nodes: []string{"hawaiian-islands", "mid-pacific", "kuriles"}}
	if got := g.rules.GoverningCandidates(g, leg); !slices.Equal(got, []string{"kuriles"}) {
		t.Errorf("Hawaii → Mid-Pacific → Kuriles governed by %v, want Kuriles", got)
	}
	leg = moveLeg{nodes: []string{"kuriles", "empire-pacific", "east-china-sea"}}
	if got := g.rules.GoverningCandidates(g, leg); !slices.Equal(got, []string{"empire-pacific", "east-china-sea"}) {
		t.Errorf("a tie on the first red box is the player's choice: got %v", got)
	}
	// Entering the Sea of Japan costs +2 (+1 with Ultra there) [7.1].
	leg = moveLeg{nodes: []string{"empire-pacific", "sea-of-japan"}}
	sum := func() int {
		n := 0
		for _, m := range g.legMods(g.Sub("Gato"), modeTransit, 0, leg, "sea-of-japan") {
			n += m.Value
		}
		return n
	}
	if v := sum(); v != 1 { // −1 transit side, +2 the straits
		t.Errorf("transit DRMs into the Sea of Japan %+d, want +1 (−1 transit side, +2 straits)", v)
	}
	g.S.Intel.Ultra = []string{"sea-of-japan"}
	if v := sum(); v != 0 {
		t.Errorf("with Ultra there %+d, want 0", v)
	}
}

// [SW 17.1] The monthly war-period roll: d10 + the modifier read from ships
// × tonnage sunk for the next period (the lower bracket between entries) ≥
// the month's number advances the period; otherwise try next month.
// [17.2] After the last listed month (October 1942) the period advances by
// itself: November 1942.
func TestSW17_1_MonthlyRollAndNovember1942(t *testing.T) {
	g := pacificGame(t, "campaign-1941", "1942-06", 1)
	g.S.Tracks.Ships, g.S.Tracks.Tons = 50, 200 // brackets 40 ships / 150 kt: modifier 0
	g.LoadDice(5)                               // 5 + 0 < 6 (June 1942)
	g.monthlyPeriodRoll(g.S.Month)
	es := g.Flush()
	if g.S.Period != 1 {
		t.Fatalf("period %d after a failed roll\n%s", g.S.Period, logText(es))
	}
	wantLog(t, es, "not yet")
	g.S.Tracks.Ships, g.S.Tracks.Tons = 130, 460 // top brackets: +2
	g.LoadDice(4)                                // 4 + 2 ≥ 6
	g.monthlyPeriodRoll(g.S.Month)
	es = g.Flush()
	if g.S.Period != 2 {
		t.Fatalf("period %d, want 2 (4 +2 ≥ 6)\n%s", g.S.Period, logText(es))
	}
	// No roll outside the listed months; the automatic advance after them.
	h := pacificGame(t, "campaign-1941", "1942-11", 1)
	h.monthlyPeriodRoll(h.S.Month)
	es = h.Flush()
	if h.S.Period != 2 {
		t.Fatalf("November 1942: period %d, want the automatic advance to 2\n%s", h.S.Period, logText(es))
	}
	wantLog(t, es, "Every month of the transition table has been tried")
	if rollOfAny(es, "war progress: war period 2") {
		t.Error("the automatic advance rolled")
	}
}

// [SW 13.2B] Silent War's Contact table roll is unmodified and names the
// contact itself (C1, C2 or TF); the engagement draws from cups A–D and an
// Ultra area adds one counter to every cup the table lists [7.0].
func TestSW13_2_ContactAndCups(t *testing.T) {
	g := pacificGame(t, "campaign-1941", "1943-06", 3)
	if mods := g.rules.ContactMods(g, g.Sub("Gato"), "luzon-strait", data.Red); len(mods) != 0 {
		t.Errorf("contact DRMs in Silent War: %v", mods)
	}
	p := &contactPlan{Table: g.T.Tables.Contact["default"][2]}
	if o := p.contactAt(data.Green, 9); o.Kind != "tf" {
		t.Errorf("period 3 roll 9 on a green box: %s, want tf (the table names it)", o.Kind)
	}
	if o := p.contactAt(data.Red, 0); o.Kind != "c1" {
		t.Errorf("period 3 roll 0 on a red box: %s, want c1", o.Kind)
	}
}

// [SW 25.3] The rules' example: Whitaker +2 leaves S-42 (retired) in
// December 1943 and may join a sub arriving in January 1944 (Tang among
// them) at +1; on 0–4 he leaves the game.
func TestSW25_3_WhitakerLeavesS42(t *testing.T) {
	g := pacificGame(t, "campaign-1941", "1943-12", 3)
	s42, tang := g.Sub("S-42"), g.Sub("Tang")
	if tang.Status != StFuture || monthLabel(tang.Entry) != "Jan 1944" {
		t.Fatalf("Tang is %s, due %s: want on the list for January 1944", tang.Status, monthLabel(tang.Entry))
	}
	giveAce(t, g, "S-42", "whitaker", 2)
	g.LoadDice(5)
	es := drive(t, g, Frame{Op: opAceLeaves, Sub: "S-42", S: "5.0"})
	p := g.Prompt()
	if p == nil || p.Rule != "25.3" {
		t.Fatalf("no reassignment choice\n%s", logText(es))
	}
	answer(t, g, "sub:Tang")
	if tang.Ace != "whitaker" || tang.AceLevel != 1 || s42.Ace != "" {
		t.Fatalf("Tang %s+%d, S-42 %q", tang.Ace, tang.AceLevel, s42.Ace)
	}
	// On 0–4 he leaves.
	h := pacificGame(t, "campaign-1941", "1943-12", 3)
	giveAce(t, h, "S-42", "whitaker", 2)
	h.LoadDice(4)
	es = drive(t, h, Frame{Op: opAceLeaves, Sub: "S-42", S: "5.0"})
	if h.Sub("S-42").Ace != "" || !slices.Contains(h.S.AceGone, "whitaker") {
		t.Errorf("on 4 Whitaker should leave the game\n%s", logText(es))
	}
}

// [SW 8.0C], spec §12.19: a sub withdrawn for overhaul loses its super
// skipper, with no [25.3] reassignment roll; with "skipper-returns" he
// stays with the sub.
func TestSW8_0C_OverhaulLosesTheSkipper(t *testing.T) {
	for _, keep := range []bool{false, true} {
		g := pacificGame(t, "campaign-1941", "1943-03", 2)
		if keep {
			g.S.Options = append(g.S.Options, "skipper-returns")
			slices.Sort(g.S.Options)
		}
		var s *Sub
		for i := range g.S.Subs {
			if g.S.Subs[i].Status == StBase && g.S.Subs[i].Ace == "" {
				s = &g.S.Subs[i]
				break
			}
		}
		ace := g.S.AcePool[0]
		s.Ace, s.AceLevel, g.S.AcePool = ace, 2, g.S.AcePool[1:]
		g.withdraw(s, "refit", "8.0")
		es := g.Flush()
		if rollOfRule(es, "25.3") {
			t.Errorf("keep %v: a reassignment roll on overhaul", keep)
		}
		switch {
		case s.Status != StRefit:
			t.Errorf("keep %v: %s is %s, want in overhaul", keep, s.ID, s.Status)
		case keep && s.Ace != ace:
			t.Errorf("skipper-returns: %s lost its skipper", s.ID)
		case !keep && (s.Ace != "" || !slices.Contains(g.S.AceGone, ace)):
			t.Errorf("default: %s keeps %q (gone %v)", s.ID, s.Ace, g.S.AceGone)
		}
	}
}
