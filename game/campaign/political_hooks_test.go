package campaign

import (
	"os"
	"slices"
	"strings"
	"sync"
	"testing"

	"periscope/game/data"
	"periscope/game/engine"
)

var (
	polOnce    sync.Once
	polTh      *data.Theatre
	polThError error
)

// polTheatre is the shipped Atlantic data, loaded once for these tests
// (which only read it).
func polTheatre(t *testing.T) *data.Theatre {
	t.Helper()
	polOnce.Do(func() { polTh, polThError = data.Load(os.DirFS("../../assets/data"), "atlantic") })
	if polThError != nil {
		t.Fatal(polThError)
	}
	return polTh
}

// The political war's switch and the hooks wired so far [36] (issue 13).

// polGame is campaign-1939 on the shipped data, with the political war
// when pol is set, its set-up done and the stack cleared.
func polGame(t *testing.T, pol bool) *Game {
	t.Helper()
	var opts []string
	if pol {
		opts = []string{OptPolitical}
	}
	th := polTheatre(t)
	g, err := New(th, engine.Record{System: SystemID, Theatre: th.ID, Scenario: "campaign-1939", Seed: 1, Options: opts})
	if err != nil {
		t.Fatal(err)
	}
	g.S.Stack = nil
	g.S.Turn = 1
	g.Flush()
	return g
}

// [36.1] The switch starts the political war from the campaign's authored
// values (OKL −1, prestige 5; the BdU in Berlin in period 1); without it
// there is no political state.
func Test36_1_PoliticalWarStartsFromTheCampaignsValues(t *testing.T) {
	if g := polGame(t, false); g.S.Political != nil {
		t.Fatalf("without the switch: political state %+v, want none", g.S.Political)
	}
	g := polGame(t, true)
	p := g.S.Political
	if p == nil {
		t.Fatal("with the switch: no political state")
	}
	want := map[string]int{GroupOKM: 0, GroupOKW: 0, GroupOKL: -1, GroupChancellery: 0}
	for gr, w := range want {
		if p.Influence[gr] != w {
			t.Errorf("%s influence %d, want %d", gr, p.Influence[gr], w)
		}
	}
	if p.Prestige != 5 || !p.Berlin {
		t.Errorf("prestige %d, Berlin %v; want 5 and Berlin in period 1", p.Prestige, p.Berlin)
	}
	c := g.S.Clone()
	c.Political.Influence[GroupOKM] = 2
	if g.S.Political.Influence[GroupOKM] != 0 {
		t.Error("a clone shares the influence track with its original")
	}
}

// listEffects runs every effect of a month's reinforcement list whose op is
// one of ops.
func listEffects(t *testing.T, g *Game, month string, ops ...string) {
	t.Helper()
	m, err := data.MonthIndex(month)
	if err != nil {
		t.Fatal(err)
	}
	g.S.Month = m
	ml := g.monthList(m)
	if ml == nil {
		t.Fatalf("no list for %s", month)
	}
	var fs []Frame
	for i, e := range ml.Entries {
		if slices.Contains(ops, e.Op) {
			fs = append(fs, Frame{Op: opEffect, S: listSource(m), A: i})
		}
	}
	if len(fs) == 0 {
		t.Fatalf("the %s list has none of %v", month, ops)
	}
	drive(t, g, fs...)
}

func aircraftInPlay(g *Game, id string) bool {
	for _, a := range g.S.Aircraft {
		if a.ID == id && !a.Gone {
			return true
		}
	}
	return false
}

// [36.15] Under the political rules the reinforcement list's { } items —
// B-Dienst, Enigma, the four rotors and German aircraft — are ignored: they
// come only from granted requests ([7.21], [7.33]). Without the switch the
// same lines apply.
func Test36_15_ListItemsIgnoredUnderPoliticalRules(t *testing.T) {
	for _, pol := range []bool{false, true} {
		g := polGame(t, pol)
		bd, en := g.S.BDienst, g.S.Enigma
		listEffects(t, g, "1940-08", "bdienst", "aircraft-add")
		listEffects(t, g, "1942-02", "enigma", "enigma4", "bdienst")
		listEffects(t, g, "1941-04", "aircraft-remove")
		changed := g.S.BDienst != bd || g.S.Enigma != en || g.S.Enigma4 || aircraftInPlay(g, "fw200-1") || !aircraftInPlay(g, "he115-1")
		if pol && changed {
			t.Errorf("political rules: B-Dienst %+d→%+d, Enigma %+d→%+d, four rotors %v, Fw 200 in play %v, He 115 in play %v; want every list item ignored",
				bd, g.S.BDienst, en, g.S.Enigma, g.S.Enigma4, aircraftInPlay(g, "fw200-1"), aircraftInPlay(g, "he115-1"))
		}
		if !pol && (g.S.BDienst != bd || g.S.Enigma == en || !g.S.Enigma4 || !aircraftInPlay(g, "fw200-1") || aircraftInPlay(g, "he115-1")) {
			t.Errorf("without the switch the list items should apply: B-Dienst %+d→%+d, Enigma %+d→%+d, four rotors %v", bd, g.S.BDienst, en, g.S.Enigma, g.S.Enigma4)
		}
	}
}

// [36.14] Under the political rules the Torpedo Improvement phase [6.0] is
// skipped: thresholds passed bring no roll and the G7 value stays.
func Test36_14_TorpedoImprovementSkipped(t *testing.T) {
	for _, pol := range []bool{false, true} {
		g := polGame(t, pol)
		g.S.Tracks.Ships = 1000 // every threshold passed
		g7 := g.S.G7
		es := drive(t, g, Frame{Op: opPhaseTorpedo})
		rolls := 0
		for _, e := range es {
			if e.Kind == "roll" && e.Rule == "6.0" {
				rolls++
			}
		}
		if pol && (rolls != 0 || g.S.G7 != g7 || len(g.S.TorpedoTried) != 0) {
			t.Errorf("political rules: %d torpedo rolls, G7 %+d→%+d; want none and no change", rolls, g7, g.S.G7)
		}
		if !pol && rolls == 0 {
			t.Error("without the switch: no torpedo improvement roll with every threshold passed")
		}
	}
}

// [7.55] With the political rules an Axis aircraft shot down also costs
// OKL one influence.
func Test7_55_ShotDownCostsOKLInfluence(t *testing.T) {
	g := polGame(t, true)
	g.S.Period = 3
	if len(g.S.Aircraft) == 0 {
		t.Fatal("no aircraft in the campaign's set-up")
	}
	for try := 0; try < 200; try++ {
		a := &g.S.Aircraft[0]
		a.Gone, a.Area, a.Rebase = false, "western-approaches", 0
		g.S.Political.Influence[GroupOKL] = 1
		lost := g.AircraftShotDown("western-approaches")
		es := g.Flush()
		if lost == 0 {
			if g.S.Political.Influence[GroupOKL] != 1 {
				t.Fatalf("an aircraft that escaped cost OKL influence: %d", g.S.Political.Influence[GroupOKL])
			}
			continue
		}
		if g.S.Political.Influence[GroupOKL] != 0 {
			t.Fatalf("shot down: OKL %d, want 0 (from +1)", g.S.Political.Influence[GroupOKL])
		}
		if !strings.Contains(logText(es), "OKL −1") {
			t.Errorf("the log does not say OKL −1:\n%s", logText(es))
		}
		return
	}
	t.Fatal("no aircraft shot down in 200 tries")
}

// [36.52] At the end of the month the boats lost in it cost OKM, the
// Chancellery and prestige alike (the rule's example: 11 lost, −2 each).
func Test36_52_MonthEndLossesPenaltyApplied(t *testing.T) {
	g := polGame(t, true)
	g.S.Week = g.T.Rules.WeeksPerMonth
	g.S.Tracks.MonthLost = 11
	g.S.Political.Influence[GroupOKM] = 1
	drive(t, g, Frame{Op: opEndRest})
	p := g.S.Political
	if p.Influence[GroupOKM] != -1 || p.Influence[GroupChancellery] != -2 || p.Prestige != 3 || p.Influence[GroupOKL] != -1 {
		t.Errorf("after a month with 11 lost: %+v; want OKM −1, Chancellery −2, prestige 3, OKL untouched (−1)", p)
	}
	// A week that does not end the month leaves the track alone.
	g = polGame(t, true)
	g.S.Week = 2
	g.S.Tracks.MonthLost = 11
	drive(t, g, Frame{Op: opEndRest})
	if g.S.Political.Prestige != 5 {
		t.Errorf("week 2: prestige %d, want 5 (the penalty is at the month's end)", g.S.Political.Prestige)
	}
}

// [36.53] Sinking a valuable warship changes influence at once: a
// battleship OKM +2 and the Chancellery +1; a merchant nothing.
func Test36_53_WarshipSunkChangesInfluence(t *testing.T) {
	g := polGame(t, true)
	bb, merchant := "", ""
	for _, a := range g.T.Allied {
		if a.Type == "BB" && bb == "" {
			bb = a.ID
		}
		if a.Type == "M" && merchant == "" {
			merchant = a.ID
		}
	}
	if bb == "" || merchant == "" {
		t.Fatal("no battleship or merchant in the Allied data")
	}
	g.ScoreSinking(nil, merchant+"#1", 5, "14.16D")
	if p := g.S.Political; p.Influence[GroupOKM] != 0 || p.Influence[GroupChancellery] != 0 {
		t.Fatalf("a merchant sunk changed influence: %+v", p)
	}
	g.ScoreSinking(nil, bb+"#1", 30, "14.16D")
	if p := g.S.Political; p.Influence[GroupOKM] != 2 || p.Influence[GroupChancellery] != 1 || p.Influence[GroupOKL] != -1 {
		t.Errorf("a battleship sunk: %+v; want OKM +2, Chancellery +1, OKL untouched (−1)", p)
	}
}

// [36.23] The rules' example: 1940, the seaplane transfer (difficulty II,
// target OKL at +1, the Chancellery at +2, prestige 8). The request costs
// 2 (8 → 6); the table gives 2; the player buys −3 for 5 prestige (6 → 1)
// and rolls 4 → 1 ≤ 2: granted; the consequences OKM +1, OKL −1 leave OKW
// and the Chancellery alone.
func Test36_23_PoliticalRequestExample(t *testing.T) {
	th := polTheatre(t)
	p := NewPolitical(8)
	p.AddInfluence(GroupOKL, 1)
	p.AddInfluence(GroupChancellery, 2)
	p.Berlin = true
	if tg, ok := PoliticalTarget(&th.Tables, 2, 1, 2); !ok || tg != 2 {
		t.Fatalf("PRT for II, OKL +1, Chancellery +2: %d (%v), want 2", tg, ok)
	}
	r, err := p.Request(&th.Tables, GroupOKL, 2, 5, 4)
	if err != nil {
		t.Fatal(err)
	}
	if r.Target != 2 || r.Drm != -3 || r.Modified != 1 || !r.Granted || p.Prestige != 1 {
		t.Fatalf("the example: %+v, prestige %d; want target 2, DRM −3, modified 1, granted, prestige 1", r, p.Prestige)
	}
	p.ApplyConsequences(map[string][2]int{GroupOKM: {1, 0}, GroupOKL: {-1, 0}}, r.Granted)
	if p.Influence[GroupOKM] != 1 || p.Influence[GroupOKL] != 0 || p.Influence[GroupOKW] != 0 || p.Influence[GroupChancellery] != 2 {
		t.Errorf("consequences: %+v; want OKM +1, OKL 0, OKW 0, Chancellery +2", p.Influence)
	}
	// Away from Berlin the difficulty is added to the roll [36.4]; an X
	// costs nothing; favour is sold at 1, 3 or 5 points only.
	q := NewPolitical(9)
	q.AddInfluence(GroupOKL, 1)
	q.AddInfluence(GroupChancellery, 2)
	if r, err := q.Request(&th.Tables, GroupOKL, 2, 0, 1); err != nil || r.Drm != 2 || r.Modified != 3 || r.Granted {
		t.Errorf("from Kerneval: %+v, %v; want DRM +2, modified 3, refused", r, err)
	}
	x := NewPolitical(9)
	x.AddInfluence(GroupOKW, -2)
	x.AddInfluence(GroupChancellery, -2)
	if _, err := x.Request(&th.Tables, GroupOKW, 3, 0, 0); err == nil || x.Prestige != 9 {
		t.Errorf("an X: err %v, prestige %d; want an error and nothing paid", err, x.Prestige)
	}
	if _, err := x.Request(&th.Tables, GroupOKW, 1, 2, 0); err == nil {
		t.Error("favour of 2 points accepted; the rule sells 1, 3 or 5")
	}
}

// [2.13] The pale sub icons (the Vichy boats off Dakar and Freetown) are
// active only through request H, Vichy France co-belligerent [36.63H]:
// without the political rules, or before H is granted, no enemy sub is met
// there; after it, as under a full icon.
func Test2_13_PaleSubIconsOnlyThroughRequestH(t *testing.T) {
	for _, c := range []struct {
		pol, h, want bool
	}{{false, false, false}, {false, true, false}, {true, false, false}, {true, true, true}} {
		g := polGame(t, c.pol)
		g.S.Period = 2
		if g.Row("cape-verde").Sub != "pale" {
			t.Fatalf("Cape Verde's period-2 row has sub icon %q, want pale", g.Row("cape-verde").Sub)
		}
		g.S.Flags[FlagVichyCoBelligerent] = c.h
		if got := g.subTestAllowed("cape-verde"); got != c.want {
			t.Errorf("political %v, H granted %v: enemy sub possible %v, want %v", c.pol, c.h, got, c.want)
		}
	}
}
