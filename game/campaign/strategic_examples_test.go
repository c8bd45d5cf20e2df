package campaign

import (
	"strings"
	"testing"

	"periscope/game/data"
	"periscope/game/engine"
)

// The rulebook's worked examples in the strategic rules, each driven through
// the engine with loaded dice.

// [5.41] example: Weserübung is due in May 1940. In weeks 1–3 a roll of 7
// means no Weserübung and the normal [5.1] roll is made; in week 4 it
// happens automatically, with no roll.
func Test5_41_WeserubungForcedDate(t *testing.T) {
	th := variant(t, func(th *data.Theatre) {
		sc := scenarioOf(th, "operational")
		sc.Start, sc.End = "1940-05", "1940-05"
		sc.Reinforcements = false
	})
	g := newGameOn(t, th, "operational", 1)
	before(t, g, "events.forced", func(g *Game, f *Frame) {
		if g.S.Week < 4 {
			g.LoadDice(7, 9) // [5.41] roll 7: not yet; [5.1] roll 9: no event
		}
	})
	log := run(t, g, nil, nil)

	forced := rolls(log, "5.41")
	if len(forced) != 3 {
		t.Fatalf("want 3 forced-date rolls (weeks 1–3), got %d", len(forced))
	}
	for i, e := range forced {
		if e.Roll.Raw != 7 || !strings.Contains(e.Roll.Result, "not this week") || e.Date != "May 1940, week "+string(rune('1'+i)) {
			t.Errorf("week %d: %s (%s)", i+1, e.Text, e.Date)
		}
	}
	normal := rolls(log, "5.1")
	if len(normal) != 3 {
		t.Fatalf("want the normal [5.1] roll in weeks 1–3 only, got %d", len(normal))
	}
	for _, e := range normal {
		if strings.Contains(e.Date, "week 4") {
			t.Errorf("a [5.1] roll in week 4: %s", e.Text)
		}
	}
	auto := find(log, "War event: Operation Weserübung")
	if auto == nil || auto.Date != "May 1940, week 4" || auto.Rule != "5.42" {
		t.Fatalf("Weserübung should happen automatically in week 4 [5.42], got %+v", auto)
	}
	if g.S.EventCount["weserubung"] != 1 || !g.S.Flags["weserubung"] {
		t.Errorf("event count %d, flag %v", g.S.EventCount["weserubung"], g.S.Flags["weserubung"])
	}
}

// [5.41]: on 0–6 the forced event happens and replaces the [5.1] roll.
func Test5_41_ForcedEventHappensOnSix(t *testing.T) {
	th := variant(t, func(th *data.Theatre) {
		sc := scenarioOf(th, "operational")
		sc.Start, sc.End, sc.EndWeek = "1940-05", "1940-05", 1
		sc.Reinforcements = false
	})
	g := newGameOn(t, th, "operational", 1)
	before(t, g, "events.forced", func(g *Game, f *Frame) { g.LoadDice(6) })
	log := run(t, g, nil, nil)
	if r := rolls(log, "5.41"); len(r) != 1 || r[0].Roll.Raw != 6 || !strings.Contains(r[0].Roll.Result, "happens") {
		t.Fatalf("forced roll: %+v", r)
	}
	if len(rolls(log, "5.1")) != 0 {
		t.Errorf("the [5.1] roll must be skipped when the forced event happens")
	}
	if g.S.EventCount["weserubung"] != 1 {
		t.Errorf("Weserübung did not happen")
	}
}

// [5.4] ambiguity: two forced events pending at once are rolled in table
// order; the first success replaces [5.1] and the other waits for next week.
func Test5_4_TwoForcedEventsTableOrder(t *testing.T) {
	th := variant(t, func(th *data.Theatre) {
		th.Events = append(th.Events, data.WarEvent{ID: "forced-b", Name: "Forced B", Text: "Another dated event.", Once: true, Forced: "1940-05",
			Effects: []data.Effect{{Op: "text", Text: "B"}}})
		th.EventTable[0].Rows[2] = "forced-b" // before Weserübung (row 3) in the table
		sc := scenarioOf(th, "operational")
		sc.Start, sc.End, sc.EndWeek = "1940-05", "1940-05", 2
		sc.Reinforcements = false
	})
	g := newGameOn(t, th, "operational", 1)
	before(t, g, "events.forced", func(g *Game, f *Frame) {
		if g.S.Week == 1 {
			g.LoadDice(2) // Forced B happens; Weserübung waits, no roll
		} else {
			g.LoadDice(7, 9) // Weserübung not yet; [5.1] no event
		}
	})
	log := run(t, g, nil, nil)
	r := rolls(log, "5.41")
	if len(r) != 2 || !strings.HasPrefix(r[0].Text, "forced event: Forced B") || !strings.HasPrefix(r[1].Text, "forced event: Operation Weserübung") || !strings.Contains(r[1].Date, "week 2") {
		for _, e := range r {
			t.Log(e.Date, e.Text)
		}
		t.Fatalf("want Forced B rolled in week 1, Weserübung in week 2")
	}
	if find(log, "Operation Weserübung is still pending") == nil {
		t.Errorf("Weserübung should be noted as waiting in week 1")
	}
	if n := rolls(log, "5.1"); len(n) != 1 || !strings.Contains(n[0].Date, "week 2") {
		t.Errorf("the [5.1] roll is skipped in week 1 only: %v", n)
	}
}

// [5.2]: a one-time event rolled again is no event, unless the table names
// an alternative.
func Test5_2_OneTimeEvents(t *testing.T) {
	th := variant(t, func(th *data.Theatre) {
		sc := scenarioOf(th, "operational")
		sc.Start, sc.End, sc.EndWeek = "1940-04", "1940-04", 3
		sc.Reinforcements = false
		sc.Aircraft = nil
		sc.Setup = nil
	})
	g := newGameOn(t, th, "operational", 1)
	before(t, g, "events.roll", func(g *Game, f *Frame) {
		switch g.S.Week {
		case 1:
			g.LoadDice(0, 5) // Italy enters the war
		case 2:
			g.LoadDice(0, 5) // again: its alternative "quiet" happens
		case 3:
			g.LoadDice(0, 1) // Dunkirk, first time
		}
	})
	log := run(t, g, nil, nil)
	if g.S.EventCount["italy-war"] != 1 || g.S.EventCount["quiet"] != 1 || g.S.EventCount["dunkirk"] != 1 {
		t.Fatalf("event counts %v", g.S.EventCount)
	}
	if find(log, "Italy enters the war is not possible now; instead: Quiet week") == nil {
		t.Errorf("the alternative should be logged")
	}
	if !g.BaseActive("italy") {
		t.Errorf("Italy's base comes into use with its event [21.0]")
	}
	// Dunkirk again → nothing (no alternative).
	g2 := newGameOn(t, th, "operational", 1)
	before(t, g2, "events.roll", func(g *Game, f *Frame) {
		if g.S.Week <= 2 {
			g.LoadDice(0, 1)
		} else {
			g.LoadDice(9)
		}
	})
	log2 := run(t, g2, nil, nil)
	if g2.S.EventCount["dunkirk"] != 1 || find(log2, "Dunkirk has already happened: no event") == nil {
		t.Errorf("a one-time event without an alternative is no event the second time")
	}
}

// [6.0] example: with the G7 marker at −1, the 80-ships threshold needs 9: a
// roll of 5 fails and no other try comes until 85 ships, which needs 8: an 8
// moves the marker to 0.
func Test6_0_TorpedoImprovementExample(t *testing.T) {
	th := variant(t, func(th *data.Theatre) { quiet(scenarioOf(th, "operational")) })
	g := newGameOn(t, th, "operational", 1)
	before(t, g, "phase.torpedo", func(g *Game, f *Frame) {
		switch g.S.Turn {
		case 1:
			g.S.Tracks.Ships = 80
			g.LoadDice(5)
		case 2:
			g.S.Tracks.Ships = 84 // no new threshold: no roll
		case 3:
			g.S.Tracks.Ships = 85
			g.LoadDice(8)
		}
	})
	log := run(t, g, nil, func(g *Game) bool { return g.S.Turn > 3 })
	r := rolls(log, "6.0")
	if len(r) != 2 {
		t.Fatalf("want 2 torpedo rolls, got %d", len(r))
	}
	if r[0].Roll.Raw != 5 || r[0].Roll.Target != "≥ 9" || !strings.Contains(r[0].Roll.Result, "no improvement") || r[0].Turn != 1 {
		t.Errorf("80 ships: %s", r[0].Text)
	}
	if r[1].Roll.Raw != 8 || r[1].Roll.Target != "≥ 8" || !strings.Contains(r[1].Roll.Result, "from -1 to +0") || r[1].Turn != 3 {
		t.Errorf("85 ships: %s", r[1].Text)
	}
	if g.S.G7 != 0 {
		t.Errorf("G7 = %d, want 0", g.S.G7)
	}
}

// [6.0] ambiguity: several thresholds in one turn get one roll each, lowest
// first; after a success the thresholds of the new value are tried too. With
// "torpedo-one-roll", one roll at the best number, all counted as tried.
func Test6_0_SeveralThresholds(t *testing.T) {
	th := variant(t, func(th *data.Theatre) { quiet(scenarioOf(th, "operational")) })
	stop := func(g *Game) bool { return g.S.Turn > 1 }

	t.Run("per threshold", func(t *testing.T) {
		g := newGameOn(t, th, "operational", 1)
		before(t, g, "phase.torpedo", func(g *Game, f *Frame) {
			if g.S.Turn == 1 {
				g.S.Tracks.Ships = 100
				g.LoadDice(0, 0, 6) // 80 (needs 9) fails, 85 (8) fails, 100 (6) succeeds
			}
		})
		log := run(t, g, nil, stop)
		if r := rolls(log, "6.0"); len(r) != 3 || r[2].Roll.Target != "≥ 6" || g.S.G7 != 0 {
			t.Fatalf("%d rolls, G7 %d", len(r), g.S.G7)
		}
	})
	t.Run("new value's thresholds", func(t *testing.T) {
		g := newGameOn(t, th, "operational", 1)
		before(t, g, "phase.torpedo", func(g *Game, f *Frame) {
			if g.S.Turn == 1 {
				g.S.Tracks.Ships = 170
				g.LoadDice(9, 8) // 80 succeeds → 0; then 160 at 0 (needs 8) succeeds → +1
			}
		})
		log := run(t, g, nil, stop)
		if r := rolls(log, "6.0"); len(r) != 2 || g.S.G7 != 1 {
			t.Fatalf("%d rolls, G7 %d", len(r), g.S.G7)
		}
	})
	t.Run("torpedo-one-roll", func(t *testing.T) {
		g := newGameOn(t, th, "operational", 1, "torpedo-one-roll")
		before(t, g, "phase.torpedo", func(g *Game, f *Frame) {
			if g.S.Turn == 1 {
				g.S.Tracks.Ships = 100
				g.LoadDice(6)
			}
		})
		log := run(t, g, nil, stop)
		if r := rolls(log, "6.0"); len(r) != 1 || r[0].Roll.Target != "≥ 6" || g.S.G7 != 0 || len(g.S.TorpedoTried) != 3 {
			t.Fatalf("%d rolls, G7 %d, tried %v", len(r), g.S.G7, g.S.TorpedoTried)
		}
	})
}

// [6.1]: other Axis nations use the German value clamped to −1…+1.
func Test6_1_OtherAxisTorpedoes(t *testing.T) {
	g := newTest(t, "operational", 1)
	it := &Sub{ID: "Faa-di-Bruno"}
	de := &Sub{ID: "U-47"}
	for _, c := range []struct{ g7, de, it int }{{-2, -2, -1}, {-1, -1, -1}, {0, 0, 0}, {1, 1, 1}, {2, 2, 1}} {
		g.S.G7 = c.g7
		if g.TorpedoValue(de) != c.de || g.TorpedoValue(it) != c.it {
			t.Errorf("G7 %+d: German %+d, Italian %+d", c.g7, g.TorpedoValue(de), g.TorpedoValue(it))
		}
	}
}

// [25.33] example: in April 1940 Schepke (+2) moves from the Type II U-19 to
// the Type VII U-100 as the list allows [25.31]. He becomes +1, and U-100
// arrives in August 1940 instead of September.
func Test25_33_SchepkeTransfer(t *testing.T) {
	th := variant(t, func(th *data.Theatre) {
		sc := scenarioOf(th, "operational")
		quiet(sc)
		sc.Reinforcements = true
		sc.Start, sc.End = "1940-03", "1940-08"
		sc.OOB = []data.OOB{{Boat: "U-19", Where: "germany:inport", Ace: "schepke", AceLevel: 2}}
		th.Reinforce = []data.MonthList{{Month: "1940-04", Entries: []data.Effect{{Op: "ace-transfer", Text: "schepke", Boats: []string{"U-100"}}}}}
	})
	g := newGameOn(t, th, "operational", 1)
	var offered *engine.Prompt
	log := run(t, g, policy{"ace-transfer": "transfer", "early-deploy": "none"}, func(g *Game) bool {
		if p := g.Prompt(); p != nil && p.Kind == "ace-transfer" {
			cp := *p
			offered = &cp
		}
		return false
	})
	if offered == nil || offered.Sub != "U-19" || !strings.Contains(offered.Options[1].Detail, "arrives in Aug 1940 instead of Sep 1940") {
		t.Fatalf("the transfer should be offered in April 1940: %+v", offered)
	}
	u19, u100 := mustSub(t, g, "U-19"), mustSub(t, g, "U-100")
	if u19.Ace != "" {
		t.Errorf("U-19 still has %s", u19.Ace)
	}
	if u100.Ace != "schepke" || u100.AceLevel != 1 || u100.Entry != month("1940-08") || u100.Inexp != 0 {
		t.Errorf("U-100: ace %s +%d, entry %s, inexp %d", u100.Ace, u100.AceLevel, MonthName(u100.Entry), u100.Inexp)
	}
	e := find(log, "Joachim Schepke (+2) leaves U-19 for U-100 as +1; U-100 now arrives in Aug 1940 instead of Sep 1940")
	if e == nil || e.Date != "Apr 1940, week 1" || e.Rule != "25.33" {
		t.Fatalf("transfer log: %+v", e)
	}
	arr := find(log, "U-100 (VIIB) arrives at Germany, Pierside, commanded by Joachim Schepke (+1)")
	if arr == nil || arr.Date != "Aug 1940, week 1" {
		t.Fatalf("U-100 should arrive in August 1940 with Schepke: %+v", arr)
	}
}

// [31.03] example: the 2-VP column needs 23 ships and the 3-VP column 31, so
// 27 ships in a month scores 2 VP (the fixture's October 1939 row).
func Test31_03_TwentySevenShipsScoreTwo(t *testing.T) {
	th := variant(t, func(th *data.Theatre) {
		sc := scenarioOf(th, "operational")
		quiet(sc)
		sc.Kind = data.ScenarioCampaign
		sc.Start, sc.End = "1939-10", "1939-10"
		sc.Period = 1
		sc.Victory = data.Victory{Kind: "campaign", Levels: []data.VictoryLevel{{Name: "Operational victory", Min: 1}}, Text: "VP"}
	})
	g := newGameOn(t, th, "operational", 1)
	before(t, g, "end.rest", func(g *Game, f *Frame) {
		if g.S.Week == 2 {
			for i := 0; i < 27; i++ {
				g.ScoreSinking(nil, "m-0-0#1", 1, "26.21")
			}
		}
	})
	log := run(t, g, nil, nil)
	if g.S.Tracks.VP != 2 {
		t.Fatalf("VP = %d, want 2", g.S.Tracks.VP)
	}
	e := find(log, "27 ships sunk")
	if e == nil || !strings.Contains(e.Text, "= 2 VP") || !strings.Contains(e.Text, "27,000 t") || e.Date != "Oct 1939, week 4" {
		t.Fatalf("VP line: %+v", e)
	}
	if err := checkTracks(g, log); err != nil {
		t.Fatal(err)
	}
	if g.S.Tracks.MonthShips != 0 || g.S.Tracks.MonthTons != 0 || g.S.Tracks.Ships != 27 {
		t.Errorf("monthly markers reset, cumulative kept: %+v", g.S.Tracks)
	}
	if r := g.S.Result; r == nil || r.Level != "Operational victory" || r.Score != 2 {
		t.Errorf("result %+v", r)
	}
	if len(g.S.Chronicle) != 1 || g.S.Chronicle[0].Ships != 27 || g.S.Chronicle[0].VP != 2 {
		t.Errorf("chronicle %+v", g.S.Chronicle)
	}
}
