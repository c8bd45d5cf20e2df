package campaign

import (
	"slices"
	"strings"
	"testing"

	"periscope/game/data"
)

// The political war's other requests [36.61]–[36.63], [36.64D] and the
// Spanish and Vichy War Events tables (issue 13, exact13).

// polAt is polGame in week 1 of a month (YYYY-MM) and war period, with
// prestige 9 and every influence +2 so that any request can be granted.
func polAt(t *testing.T, month string, period int) *Game {
	t.Helper()
	g := polGame(t, true)
	m, err := data.MonthIndex(month)
	if err != nil {
		t.Fatal(err)
	}
	g.S.Month, g.S.Week, g.S.Period = m, 1, period
	g.S.Political.Prestige = 9
	for _, gr := range PoliticalGroups {
		g.S.Political.Influence[gr] = 2
	}
	g.S.Political.Berlin = true
	return g
}

// grant makes the planned request id through its prompts, petitioning in
// Berlin with no favour, the d10 loaded with 0 (granted at any
// difficulty with the influence at +2) and then the dice given.
func grant(t *testing.T, g *Game, id string, dice ...int) {
	t.Helper()
	drive(t, g, Frame{Op: opPolRequest})
	p := g.Prompt()
	if p == nil || p.Kind != "pol-request" || !slices.Contains(keys(p), "req:"+id) {
		t.Fatalf("request %s not offered: %v", id, p)
	}
	answer(t, g, "req:"+id)
	key := "f0"
	if g.BerlinChoice() {
		key = "f0:berlin"
	}
	g.LoadDice(append([]int{0}, dice...)...)
	answer(t, g, key)
	if !slices.Contains(g.S.Political.Granted, id) {
		t.Fatalf("request %s not granted", id)
	}
}

// offered reports whether a planned request is open now.
func offered(g *Game, id string) bool { return slices.Contains(g.PoliticalRequestsOpen(), id) }

func germanBoat(t *testing.T, g *Game, status string) *Sub {
	t.Helper()
	for i := range g.S.Subs {
		if s := &g.S.Subs[i]; s.Status == status && g.german(s) && g.Class(s).Type == "VII" {
			return s
		}
	}
	t.Fatalf("no German Type VII with status %s", status)
	return nil
}

// [36.61A] Improve base infrastructure: German readiness +1 after a roll of
// two dice in months (2 + 3 = 5), once only; [36.61B] unless kept between
// Barbarossa and period 4, the +1 lapses when period 4 begins.
func Test36_61A_BaseInfrastructureRaisesReadinessLater(t *testing.T) {
	for _, keep := range []bool{false, true} {
		g := polAt(t, "1941-07", 3)
		g.S.Flags["barbarossa"] = true
		s := germanBoat(t, g, StBase)
		grant(t, g, "36.61A", 2, 3)
		if offered(g, "36.61A") {
			t.Error("A offered again after it was granted (once only)")
		}
		if n := g.politicalReadiness(s); n != 0 {
			t.Errorf("readiness bonus %d in the month of the grant, want 0", n)
		}
		start := g.S.Month
		g.S.Month = start + 4
		if n := g.politicalReadiness(s); n != 0 {
			t.Errorf("readiness bonus %d four months on, want 0 (5 months)", n)
		}
		g.S.Month = start + 5
		if n := g.politicalReadiness(s); n != 1 {
			t.Errorf("readiness bonus %d five months on, want +1", n)
		}
		if keep {
			g.S.Month, g.S.Week = start+1, 1
			g.S.Political.Prestige = 9
			grant(t, g, "36.61B")
			g.S.Month = start + 5
		}
		g.advancePeriod(4, "17.1")
		want := 0
		if keep {
			want = 1
		}
		if n := g.politicalReadiness(s); n != want {
			t.Errorf("kept %v: readiness bonus %d in period 4, want %d [36.61B]", keep, n, want)
		}
	}
}

// [36.61C] Major production: for 2d10 months (1 + 4 = 5) every German boat
// arrives two months early: a boat due 3–7 months after the grant arrives
// two months sooner; one due later keeps its month; green crews stay
// green. Then neither C nor D may be asked again.
func Test36_61C_MajorProductionBringsTheBoatsForward(t *testing.T) {
	g := polAt(t, "1940-09", 2)
	now := g.S.Month
	before := map[string]int{}
	for _, s := range g.S.Subs {
		if s.Status == StFuture {
			before[s.ID] = s.Entry
		}
	}
	grant(t, g, "36.61C", 1, 4)
	moved, kept := 0, 0
	for _, s := range g.S.Subs {
		e, ok := before[s.ID]
		if !ok {
			continue
		}
		switch {
		case g.german(&s) && e >= now+3 && e <= now+7:
			if s.Entry != e-2 {
				t.Errorf("%s due %s arrives %s, want two months early", s.ID, monthLabel(e), monthLabel(s.Entry))
			}
			moved++
		case s.Entry != e:
			t.Errorf("%s due %s moved to %s; outside the window it should not", s.ID, monthLabel(e), monthLabel(s.Entry))
		default:
			kept++
		}
	}
	if moved == 0 || kept == 0 {
		t.Errorf("%d boats moved, %d kept: the test saw no window", moved, kept)
	}
	if offered(g, "36.61C") || offered(g, "36.61D") {
		t.Error("C or D still offered after C was granted")
	}
}

// [36.61F] The U-tanker programme: the UA goes to the Atlantic refit box
// and returns a U-tanker after d10+1 (2 + 1 = 3) months, before its own
// 1942 date; the Type XIV tankers arrive d10 (4) months early.
func Test36_61F_UTankerProgramme(t *testing.T) {
	g := polAt(t, "1940-09", 2)
	ua := g.Sub("UA")
	g.PutInBox(ua, "germany", BoxPier)
	u459 := g.Sub("U-459").Entry
	grant(t, g, "36.61F", 2, 4)
	if ua.Status != StRefit {
		t.Fatalf("UA is %s, want in refit", ua.Status)
	}
	if got := g.Sub("U-459").Entry; got != u459-4 {
		t.Errorf("U-459 arrives %s, want %s (4 months early)", monthLabel(got), monthLabel(u459-4))
	}
	g.S.Month += 3
	g.S.Week, g.S.Turn = 1, g.S.Turn+12
	drive(t, g, g.politicalWeekStart()...)
	if ua.Status != StBase {
		t.Fatalf("three months on the UA is %s, want back in a base", ua.Status)
	}
	if n := g.tankerLimit(ua); n != 1 {
		t.Errorf("UA resupplies %d a week in %s, want 1 (a U-tanker by request)", n, monthLabel(g.S.Month))
	}
	if h := polAt(t, "1940-12", 2); h.tankerLimit(h.Sub("UA")) != 0 {
		t.Error("without the request the UA is a U-tanker in 1940")
	}
}

// [36.62A] A seaplane group (the BV 138 from October 1941) is placed at
// any base and searches from next turn; [36.62B] it is removed at the end
// of period 4 unless kept.
func Test36_62A_SeaplaneGroupAndItsKeeping(t *testing.T) {
	for _, keep := range []bool{false, true} {
		g := polAt(t, "1941-11", 4)
		g.S.Aircraft = nil
		g.BaseState("france").Active = true
		grant(t, g, "36.62A")
		p := wantPrompt(t, g, "pol-place")
		if keys(p)[0] != "france" {
			t.Errorf("bases offered %v, want France first", keys(p))
		}
		answer(t, g, "france")
		if got := g.politicalAircraftIn(seaplanes); !slices.Equal(got, []string{"bv138-1"}) {
			t.Fatalf("seaplanes in play %v, want bv138-1", got)
		}
		if a := g.S.Aircraft[0]; a.Base != "france" || a.Rebase != g.S.Turn {
			t.Errorf("BV 138 at %s, rebased turn %d; want France, this turn (searches from next)", a.Base, a.Rebase)
		}
		if keep {
			g.S.Political.Prestige = 9
			grant(t, g, "36.62B")
			if offered(g, "36.62B") {
				t.Error("B offered again in the same period")
			}
		}
		g.advancePeriod(5, "17.1")
		if got := len(g.politicalAircraftIn(seaplanes)); got != map[bool]int{false: 0, true: 1}[keep] {
			t.Errorf("kept %v: %d seaplanes after period 4", keep, got)
		}
	}
}

// [36.62C], [36.62D] An Fw 200 group granted in period 2 leaves at the end
// of period 3 unless D is granted before it (D's schedule, the spec's
// reading 10).
func Test36_62C_Fw200LeavesAtTheEndOfPeriod3UnlessKept(t *testing.T) {
	for _, keep := range []bool{false, true} {
		g := polAt(t, "1940-09", 2)
		g.S.Aircraft = nil
		grant(t, g, "36.62C") // one base in use: placed there without a question
		if got := g.politicalAircraftIn(condors); !slices.Equal(got, []string{"fw200-1"}) {
			t.Fatalf("Fw 200s in play %v", got)
		}
		if keep {
			g.S.Political.Prestige = 9
			grant(t, g, "36.62D")
		}
		g.advancePeriod(3, "17.1")
		if len(g.politicalAircraftIn(condors)) != 1 {
			t.Errorf("kept %v: the Fw 200 left at the end of period 2", keep)
		}
		g.advancePeriod(4, "17.1")
		if got := len(g.politicalAircraftIn(condors)); got != map[bool]int{false: 0, true: 1}[keep] {
			t.Errorf("kept %v: %d Fw 200s after period 3", keep, got)
		}
	}
}

// [36.62E] The HSK is placed for one week (only in the South Atlantic and
// Indian Ocean from period 4); boats resupply from it; it is removed at
// the end of the turn; lost under [21.32]B it costs OKM one influence.
func Test36_62E_HSKForAWeek(t *testing.T) {
	g := polAt(t, "1942-06", 4)
	grant(t, g, "36.62E")
	p := wantPrompt(t, g, "pol-place")
	for _, k := range keys(p) {
		if a := g.T.Area(k); !a.InRegion("south") && !a.InRegion("indian") {
			t.Errorf("period 4: the HSK offered in %s", k)
		}
	}
	area := keys(p)[0]
	answer(t, g, area)
	if !slices.ContainsFunc(g.S.Supply, func(s SupplyState) bool { return s.ID == hskID && s.Area == area }) {
		t.Fatalf("no HSK in %s: %+v", area, g.S.Supply)
	}
	if offered(g, "36.62E") {
		t.Error("a second HSK offered the same turn")
	}
	g.politicalTurnEnd()
	if slices.ContainsFunc(g.S.Supply, func(s SupplyState) bool { return s.ID == hskID }) {
		t.Error("the HSK is still on the map after the end of the turn")
	}
	okm := g.S.Political.Influence[GroupOKM]
	g.politicalSupplyLost(hskID)
	if g.S.Political.Influence[GroupOKM] != okm-1 {
		t.Error("the HSK lost did not cost OKM one influence")
	}
}

// [36.63I]–[36.63L] The western areas before their period: closed, then
// open once granted; K opens the four Caribbean and South American areas
// but not the US Canal SMZ; L (only after Pan-American Security) all the
// Western Waters but not the US harbours, Florida or the Canal.
func Test36_63I_L_WesternAreasOpenBeforeTheirPeriod(t *testing.T) {
	for _, c := range []struct {
		id           string
		open, closed []string
	}{
		{"36.63I", []string{"grand-banks"}, []string{"maritimes"}},
		{"36.63J", []string{"maritimes"}, []string{"us-east-coast", "caribbean"}},
		{"36.63K", []string{"caribbean", "guiana-basin", "brazil", "south-brazil"}, []string{"us-canal", "bermuda", "us-east-coast"}},
		{"36.63L", []string{"us-east-coast", "gulf-of-mexico", "bermuda", "caribbean"}, []string{"us-harbours", "florida", "us-canal"}},
	} {
		g := polAt(t, "1940-10", 2)
		for _, a := range c.open {
			if g.areaOpen(a) {
				t.Errorf("%s open in period 2 before %s", a, c.id)
			}
		}
		if c.id == "36.63L" {
			if offered(g, c.id) {
				t.Error("L offered before Pan-American Security")
			}
			g.S.EventCount["pan-american-security"] = 1
		}
		grant(t, g, c.id)
		for _, a := range c.open {
			if !g.areaOpen(a) {
				t.Errorf("%s granted: %s still closed", c.id, a)
			}
		}
		for _, a := range c.closed {
			if g.areaOpen(a) && g.T.Area(a).Kind == data.KindSMZ || g.T.Area(a).OpenFrom > 2 && g.areaOpen(a) {
				t.Errorf("%s granted: %s open", c.id, a)
			}
		}
	}
	if g := polGame(t, false); !g.areaOpen("us-canal") || g.areaOpen("grand-banks") {
		t.Error("without the political rules the areas' periods changed")
	}
}

// [36.63J] At the first ship sunk in the Maritimes the coast is blacked
// out for ⌈d10/2⌉+1 months (d10 5: 4 months) [30.25]; later sinkings roll
// nothing. [36.63L] The first ship sunk off the US East Coast brings
// American Neutrality? the next turn.
func Test36_63J_BlackoutAndL_AmericanNeutrality(t *testing.T) {
	g := polAt(t, "1941-03", 3)
	grant(t, g, "36.63J")
	g.LoadDice(5)
	g.politicalShipSunk("maritimes")
	now := g.S.Month
	g.S.Combat = &Combat{Gov: "maritimes"}
	for m, want := range map[int]bool{now: true, now + 3: true, now + 4: false} {
		g.S.Month = m
		if got := g.blackout(); got != want {
			t.Errorf("%s: blackout TDC −1 %v, want %v [30.25]", monthLabel(m), got, want)
		}
	}
	g.S.Combat = nil
	g.S.Month = now + 1
	g.LoadDice(9)
	g.politicalShipSunk("maritimes")
	if g.S.Political.mark(markBlackoutUntil) != now+4 {
		t.Error("a second sinking rolled the blackout again")
	}

	g = polAt(t, "1941-03", 3)
	g.S.EventCount["pan-american-security"] = 1
	grant(t, g, "36.63L")
	g.politicalShipSunk("us-east-coast")
	if g.eventHappened("american-neutrality") {
		t.Fatal("American Neutrality? happened in the turn of the sinking")
	}
	g.S.Turn++
	drive(t, g, g.politicalWeekStart()...)
	if !g.eventHappened("american-neutrality") {
		t.Error("American Neutrality? did not happen the next turn")
	}
	if g.Row("us-east-coast").Air != "light" {
		t.Errorf("US East Coast air cover %q, want light", g.Row("us-east-coast").Air)
	}
}

// [36.63M] Once granted, the [30.23] limits end: a US escort in Western
// Waters may be attacked before period 4 without the roll.
func Test36_63M_USLimitsEnd(t *testing.T) {
	g := polAt(t, "1941-03", 3)
	var us *data.AlliedType
	for i := range g.T.Allied {
		if a := &g.T.Allied[i]; g.neutral(a.Nation) && isEscort(a) {
			us = a
			break
		}
	}
	if us == nil {
		t.Fatal("no neutral escort in the data")
	}
	g.S.Combat = &Combat{West: true}
	if !g.usEscortLimited(us) {
		t.Fatalf("%s not limited before the request", us.ID)
	}
	grant(t, g, "36.63M")
	if g.usEscortLimited(us) {
		t.Errorf("%s still limited by [30.23] after M", us.ID)
	}
}

// [36.63F] Spain enters the war: a Type VII sails for El Ferrol and leaves
// play, the interned tankers go, Gibraltar's transit DRM drops by 1,
// Morocco loses its air cover, and the Spanish table is rolled each week;
// not once Barbarossa is active.
func Test36_63F_SpainEntersTheWar(t *testing.T) {
	g := polAt(t, "1940-10", 2)
	g.S.Flags["barbarossa"] = true
	if offered(g, "36.63F") {
		t.Error("F offered with Barbarossa active")
	}
	g = polAt(t, "1940-10", 2)
	boat := germanBoat(t, g, StBase)
	boat.Damage = 0
	air := g.Row("morocco").Air
	grant(t, g, "36.63F")
	answer(t, g, boat.ID)
	if boat.Status == StBase && boat.Withdraw == "" {
		t.Errorf("%s did not leave for El Ferrol", boat.ID)
	}
	// Through Gibraltar from Morocco: the SMZ's +2 and its map DRM, 1 lower.
	moved := g.Sub("U-47")
	g.PutAtSea(moved, "morocco", Operating, Patrol)
	leg := moveLeg{nodes: []string{"morocco", "gibraltar", "western-med"}}
	with := g.legDRMSum(moved, modePatrol, 0, leg, "morocco")
	delete(g.S.Flags, FlagSpain)
	without := g.legDRMSum(moved, modePatrol, 0, leg, "morocco")
	g.S.Flags[FlagSpain] = true
	if with != without-1 {
		t.Errorf("through Gibraltar: DRM %+d with Spain at war, %+d without; want 1 lower [20.8]", with, without)
	}
	if air != "" && g.Row("morocco").Air != "" {
		t.Errorf("Morocco's air cover %q after Spain joined, want none", g.Row("morocco").Air)
	}
	if !g.S.Flags[FlagSpain] || !slices.ContainsFunc(g.politicalWeekStart(), func(f Frame) bool { return f.Op == opPolTable && f.S == "spain" }) {
		t.Error("the Spanish table is not rolled in the War Events phase")
	}
	for _, r := range g.T.Routes("bay-of-biscay") {
		_ = r
	}
	s := germanBoat(t, g, StBase)
	s.Status, s.Area, s.RTB = StSea, "bay-of-biscay", true
	for _, src := range g.resupplySources(s) {
		if src.kind == "interned" {
			t.Error("an interned tanker offered with Spain at war")
		}
	}
}

// The Spanish War Events table (authored): 0–2 Operation Felix
// neutralises Gibraltar (not after Torch, once), 9 Operation Puma, a
// Chancellery order to the Canaries that Morocco's air cover follows.
func Test36_63F_SpanishWarEventsTable(t *testing.T) {
	g := polAt(t, "1940-10", 2)
	g.S.Flags[FlagSpain] = true
	g.LoadDice(1)
	drive(t, g, Frame{Op: opPolTable, S: "spain"})
	if !g.S.Flags[flagFelix] || g.politicalZoneDRM("gibraltar", 2) != 0 {
		t.Error("Felix rolled: Gibraltar not neutralised")
	}
	g.LoadDice(0)
	drive(t, g, Frame{Op: opPolTable, S: "spain"})
	if g.S.EventCount["spain-felix"] != 1 {
		t.Errorf("Felix happened %d times, want once", g.S.EventCount["spain-felix"])
	}
	h := polAt(t, "1942-12", 5)
	h.S.Flags[FlagSpain], h.S.Flags["torch"] = true, true
	h.LoadDice(0)
	drive(t, h, Frame{Op: opPolTable, S: "spain"})
	if h.eventHappened("spain-felix") {
		t.Error("Felix happened after Torch")
	}
	h.LoadDice(9)
	drive(t, h, Frame{Op: opPolTable, S: "spain"})
	if !h.eventHappened("spain-puma") {
		t.Fatal("9: Puma did not happen")
	}
	if p := h.Prompt(); p == nil || p.Kind != "pol-reaction" {
		t.Errorf("Puma's Chancellery order offered no reaction request: %v", p)
	}
}

// [36.63H] Vichy France co-belligerent (August 1940 until Barbarossa):
// the pale sub icons of Cape Verde and West Africa come alive [2.13],
// Mediterranean convoys may be British special convoys or task forces,
// the Vichy table is rolled each week, and after Torch Vichy leaves.
func Test36_63H_VichyCoBelligerent(t *testing.T) {
	if g := polAt(t, "1940-07", 2); offered(g, "36.63H") {
		t.Error("H offered before August 1940")
	}
	g := polAt(t, "1940-09", 2)
	if g.subTestAllowed("cape-verde") {
		t.Fatal("Cape Verde's pale icon active before H")
	}
	grant(t, g, "36.63H")
	if !g.subTestAllowed("cape-verde") {
		t.Error("Cape Verde's pale icon inactive after H [2.13]")
	}
	if o := g.ContactOverride("western-med"); o == nil || o.Count != 2 {
		t.Errorf("Western Mediterranean contact override %+v, want special/TF on 0–2", o)
	}
	if !slices.ContainsFunc(g.politicalWeekStart(), func(f Frame) bool { return f.Op == opPolTable && f.S == "vichy" }) {
		t.Error("the Vichy table is not rolled in the War Events phase")
	}
	g.S.Flags["torch"] = true
	g.politicalWeekStart()
	if g.S.Flags[FlagVichyCoBelligerent] {
		t.Error("Vichy still co-belligerent after Torch")
	}
}

// The Vichy War Events table (authored, +1 in periods 4–5): 1 the Allies
// attack Dakar (an OKM order), then in War Progress 0–4 Dakar falls and the attack never
// comes again; 8 Darlan's minefield goes where the second d10 says (0:
// Freetown); 9 rolled in period 4 is 10, Operation Ironclad.
func Test36_63H_VichyWarEventsTable(t *testing.T) {
	g := polAt(t, "1941-02", 3)
	g.S.Flags[FlagVichyCoBelligerent] = true
	g.S.Political.ReactionMonth = g.S.Month + 1 // no reaction prompt this month
	g.LoadDice(1)
	drive(t, g, Frame{Op: opPolTable, S: "vichy"})
	if g.S.Flags["dakar-occupied"] {
		t.Fatal("Dakar fell before War Progress [36.63H]")
	}
	g.LoadDice(3)
	g.politicalWarProgress()
	if !g.eventHappened("vichy-dakar") || !g.S.Flags["dakar-occupied"] {
		t.Fatalf("1 then 3: Dakar attacked %v, fallen %v", g.eventHappened("vichy-dakar"), g.S.Flags["dakar-occupied"])
	}
	if !slices.ContainsFunc(g.S.Missions, func(m Mission) bool { return m.Area == "dakar" && m.Event == "vichy-dakar" }) {
		t.Error("no order into the Dakar SMZ")
	}
	g.LoadDice(1)
	drive(t, g, Frame{Op: opPolTable, S: "vichy"})
	if g.S.EventCount["vichy-dakar"] != 1 {
		t.Error("the Dakar attack came again after Dakar fell")
	}
	g.LoadDice(8, 0)
	drive(t, g, Frame{Op: opPolTable, S: "vichy"})
	if !slices.ContainsFunc(g.S.Missions, func(m Mission) bool { return m.Area == "freetown" && m.Kind == "mines" }) {
		t.Errorf("8 then 0: no minelaying order at Freetown: %+v", g.S.Missions)
	}
	h := polAt(t, "1942-06", 4)
	h.S.Flags[FlagVichyCoBelligerent] = true
	h.LoadDice(9)
	drive(t, h, Frame{Op: opPolTable, S: "vichy"})
	if !h.eventHappened("vichy-ironclad") || h.eventHappened("vichy-exporter") {
		t.Error("9 + 1 in period 4: not Operation Ironclad")
	}
}

// [36.64D] A withdrawal to training cancelled: the boats stay, and from
// the next turn each new U-boat rolls d10 (−1 for each later
// cancellation), arriving green on 0 or less.
func Test36_64D_CancelledTrainingGreensTheNewCrews(t *testing.T) {
	g := polAt(t, "1940-10", 2)
	fs := g.occurEvent("training-duty-1", "5.1")
	if len(fs) == 0 || fs[0].Op != opPolReaction || fs[0].A != 1 {
		t.Fatalf("training duty: frames %+v, want a [36.64D] reaction first", fs)
	}
	drive(t, g, fs...)
	p := wantPrompt(t, g, "pol-reaction")
	key := ""
	for _, k := range keys(p) {
		if strings.HasPrefix(k, "cancel:f0") {
			key = k
		}
	}
	if key == "" {
		t.Fatalf("no cancel option: %v", keys(p))
	}
	inBase := 0
	for _, s := range g.S.Subs {
		if s.Status == StBase {
			inBase++
		}
	}
	g.LoadDice(0)
	answer(t, g, key)
	if p := g.Prompt(); p != nil && p.Kind != "pol-reaction" && strings.Contains(p.Kind, "training") {
		t.Errorf("a boat is still to be picked for training: %v", p.Kind)
	}
	if g.S.Political.mark(markTrainingCancels) != 1 {
		t.Fatal("the cancellation was not recorded")
	}
	s := germanBoat(t, g, StFuture)
	s.Inexp = 0
	g.arriveBoat(s, "8.0") // no roll this turn (any roll would be a fresh die)
	if s.Inexp != 0 {
		t.Error("the green roll was made in the turn of the cancellation")
	}
	s2 := germanBoat(t, g, StFuture)
	s2.Inexp = 1
	g.S.Turn++
	g.LoadDice(0)
	g.arriveBoat(s2, "8.0")
	if s2.Inexp != 2 {
		t.Errorf("next turn, d10 0: Inexp %d, want 2 (already green, one level greener)", s2.Inexp)
	}
	s3 := germanBoat(t, g, StFuture)
	s3.Inexp = 0
	g.LoadDice(1)
	g.arriveBoat(s3, "8.0")
	if s3.Inexp != 0 {
		t.Errorf("d10 1 after one cancellation: Inexp %d, want 0", s3.Inexp)
	}
}

// [36.41] For a reaction request the BdU may go to Berlin when the event
// occurs: from period 2 each favour is offered from Kerneval (+ the
// difficulty) and with the trip to Berlin, whose odds are the dice's; the
// trip caps that week's wolfpacks [36.43]. Already in Berlin that week
// (a planned request in week 1) he asks from there, with no choice.
func Test36_41_BerlinTripForAReactionRequest(t *testing.T) {
	g := polAt(t, "1941-05", 3)
	g.S.Political.Berlin = false
	g.S.Political.Influence[GroupOKM] = 0
	g.S.Political.Influence[GroupChancellery] = 2
	drive(t, g, g.occurEvent("bismarck", "5.1")[0]) // an OKM order
	p := wantPrompt(t, g, "pol-reaction")
	if !slices.Contains(keys(p), "cancel:f0:berlin") || !slices.Contains(keys(p), "cancel:f0:kerneval") {
		t.Fatalf("reaction options %v, want Kerneval and Berlin", keys(p))
	}
	odds := map[string]float64{}
	for _, o := range p.Options {
		for _, x := range o.OddsOf() {
			if x.Outcome == "granted" {
				odds[o.Key] = x.P
			}
		}
	}
	if odds["cancel:f0:berlin"] <= odds["cancel:f0:kerneval"] {
		t.Errorf("Berlin %.2f not better than Kerneval %.2f", odds["cancel:f0:berlin"], odds["cancel:f0:kerneval"])
	}
	granted := onFaces(t, g, "cancel:f0:berlin", func(c *Game) bool {
		if n, capped := c.BerlinPackCap(); !c.S.Political.Berlin || !capped || n != 6 {
			t.Errorf("after the trip: Berlin %v, cap %d %v; want Berlin, 6 in 1941", c.S.Political.Berlin, n, capped)
		}
		return slices.Contains(c.S.Political.Cancelled, "bismarck")
	})
	if float64(granted)/10 != odds["cancel:f0:berlin"] {
		t.Errorf("granted on %d of 10 faces, odds shown %.2f", granted, odds["cancel:f0:berlin"])
	}
	h := polAt(t, "1941-05", 3)
	h.S.Political.Berlin = true // went for the week-1 request
	drive(t, h, h.occurEvent("bismarck", "5.1")[0])
	for _, k := range keys(wantPrompt(t, h, "pol-reaction")) {
		if strings.HasSuffix(k, ":kerneval") {
			t.Errorf("already in Berlin: option %s", k)
		}
	}
}

// [36.64D] To stop the green-crew rolls the player withdraws the boats the
// cancelled event named (1) plus one that is not a Type II: offered at the
// start of each month; picking a Type II first, the last pick may not be
// one; then the rolls end.
func Test36_64D_WithdrawingTheBoatsEndsTheRolls(t *testing.T) {
	g := polAt(t, "1940-10", 2)
	g.S.Political.setMark(markTrainingCancels, 1)
	g.S.Political.setMark(markTrainingBoats, 1)
	g.S.Political.setMark(markTrainingFrom, g.S.Turn)
	drive(t, g, g.politicalWeekStart()...)
	p := wantPrompt(t, g, "pol-place")
	if !slices.Equal(keys(p), []string{"keep", "end"}) {
		t.Fatalf("options %v, want keep/end", keys(p))
	}
	answer(t, g, "end")
	var two string
	for _, k := range keys(wantPrompt(t, g, "training-pick")) {
		if s := g.Sub(strings.TrimPrefix(k, "sub:")); g.Class(s).Type == "II" && s.Status == StBase {
			two = k
		}
	}
	if two == "" {
		t.Fatal("no Type II in base to pick first")
	}
	answer(t, g, two)
	for _, k := range keys(wantPrompt(t, g, "training-pick")) {
		if g.Class(g.Sub(strings.TrimPrefix(k, "sub:"))).Type == "II" {
			t.Fatalf("the last pick offers the Type II %s", k)
		}
	}
	answer(t, g, keys(g.Prompt())[0])
	if g.S.Political.mark(markTrainingCancels) != 0 {
		t.Error("the green-crew rolls did not end")
	}
}

// [36.61E] Accelerate radar (before period 4): in 1943 a German boat may
// re-cover a unit it has just revealed (not an aircraft) and reveal
// another in its place; not in 1942, and not without the request.
func Test36_61E_RadarRecoversARevealIn1943(t *testing.T) {
	for _, c := range []struct {
		month   string
		typ     string
		granted bool
		offered bool
	}{
		{"1943-02", "dd-7-1", true, true},
		{"1942-11", "dd-7-1", true, false},
		{"1943-02", "sunderland", true, false},
		{"1943-02", "dd-7-1", false, false},
	} {
		g := combatGame(t, 5, c.month, 1)
		g.S.Political = NewPolitical(5)
		if c.granted {
			g.S.Political.Granted = []string{"36.61E"}
		}
		atSea(g, "U-47", "north-sea")
		cb := board(t, g, "c1", "north-sea", [][]unit{{{typ: c.typ}, {typ: "m-0-0"}}, {}, {}}, map[string]int{"U-47": 0})
		b := cb.Boat("U-47")
		id := cb.Columns[0].Units[0].ID
		b.Reveals, b.RevCols = 1, []int{0}
		drive(t, g, Frame{Op: opCombatReveal, Sub: "U-47", S: id, A: revealNormal})
		p := g.Prompt()
		offered := p != nil && p.Kind == "radar-decline"
		if offered != c.offered {
			t.Fatalf("%s %s granted %v: re-cover offered %v, want %v", c.month, c.typ, c.granted, offered, c.offered)
		}
		if offered {
			answer(t, g, "decline")
			if u := cb.Unit(id); u.Up || b.Reveals != 0 {
				t.Errorf("after re-covering: face up %v, reveals %d", u.Up, b.Reveals)
			}
		}
		g.S.Combat = nil
	}
	if g := polAt(t, "1942-01", 4); offered(g, "36.61E") {
		t.Error("E offered in period 4")
	}
}

// [36.63F] Torch with Spain at war: a d10 of 0–3, rolled as the event
// occurs, lands the Americans in south-western Spain instead, which restores the Gibraltar DRM (and ends
// Vichy's war too); 4–9 in North Africa, where Spain's −1 stays. Rolled
// once.
func Test36_63F_TorchMayLandInSpain(t *testing.T) {
	for _, c := range []struct {
		die   int
		spain bool
	}{{3, true}, {4, false}} {
		g := polAt(t, "1942-11", 5)
		g.S.Flags[FlagSpain], g.S.Flags["torch"], g.S.Flags[FlagVichyCoBelligerent] = true, true, true
		g.LoadDice(c.die)
		g.politicalEventOccurs("torch")
		g.politicalWeekStart()
		if g.S.Flags["spain-torch"] != c.spain {
			t.Errorf("d10 %d: landing in Spain %v, want %v", c.die, g.S.Flags["spain-torch"], c.spain)
		}
		want := 1
		if c.spain {
			want = 2
		}
		if got := g.politicalZoneDRM("gibraltar", 2); got != want {
			t.Errorf("d10 %d: Gibraltar DRM %d, want %d", c.die, got, want)
		}
		if g.S.Flags[FlagVichyCoBelligerent] {
			t.Errorf("d10 %d: Vichy still in the war after Torch", c.die)
		}
		g.LoadDice(0)
		g.politicalEventOccurs("torch")
		if g.S.Flags["spain-torch"] != c.spain {
			t.Errorf("d10 %d: the Torch roll was made again", c.die)
		}
	}
}

// [36.61A] in the Readiness phase [9.1]: a Type VII at Pierside rolling
// one over its Readiness goes to Ready-for-Sea only with the +1; without
// the request it stays.
func Test36_61A_ReadinessPhaseUsesTheBonus(t *testing.T) {
	for _, granted := range []bool{false, true} {
		g := polAt(t, "1941-07", 3)
		var s *Sub
		for i := range g.S.Subs {
			if x := &g.S.Subs[i]; x.Status == StBase && g.Class(x).Type == "VII" && x.Ace == "" {
				s = x
				break
			}
		}
		if s == nil {
			t.Fatal("no Type VII in a base")
		}
		g.PutInBox(s, "germany", BoxPier)
		if granted {
			g.S.Political.Granted = []string{"36.61A"}
			g.S.Political.setMark(markReadinessFrom, g.S.Month+1)
		}
		dice := make([]int, 400)
		for i := range dice {
			dice[i] = g.Class(s).Readiness + 1
		}
		g.LoadDice(dice...)
		drive(t, g, Frame{Op: opPhaseReadiness})
		if got := s.Box == BoxReady; got != granted {
			t.Errorf("granted %v: %s rolled %d at Pierside, Ready-for-Sea %v", granted, s.ID, g.Class(s).Readiness+1, got)
		}
	}
}

// [36.63L] After American Neutrality? a B-25 or PBY off the US East Coast
// counts in the counterattack before period 4 (no [14.2A] limit), and a
// Digby revealed there becomes a B-25; elsewhere, or without L, the
// limits stand.
func Test36_63L_AmericanAircraftLoseTheirLimits(t *testing.T) {
	for _, c := range []struct {
		l    bool
		area string
		want bool
	}{{true, "us-east-coast", true}, {false, "us-east-coast", false}, {true, "bermuda", false}} {
		g := polAt(t, "1941-06", 3)
		if c.l {
			g.S.Political.Granted = []string{"36.63L"}
		}
		g.S.EventCount["american-neutrality"] = 1
		g.S.Combat = &Combat{Gov: c.area}
		pby := g.T.AlliedType("ac-pby")
		if got := !g.usAirBeforeP4(pby); got != c.want {
			t.Errorf("L %v in %s: the PBY counts against the sub %v, want %v", c.l, c.area, got, c.want)
		}
		if got := g.politicalSwap("ac-digby") == "ac-b25"; got != c.want {
			t.Errorf("L %v in %s: Digby becomes a B-25 %v, want %v", c.l, c.area, got, c.want)
		}
	}
}
