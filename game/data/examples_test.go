package data_test

// The worked examples of the rulebook (shared/seeds/000_…, "Esempio") fix
// some numbers of the printed components. Periscope authors its own tables,
// but every worked example must still come out as the rulebook says: these
// tests read the real Atlantic data and redo each example's arithmetic.

import (
	"slices"
	"sort"
	"strings"
	"testing"

	"periscope/game/data"
)

// redCount is the number of red and red-dot boxes of an AAC row [2.13].
func redCount(row data.AACRow) int {
	n := 0
	for _, c := range row.Boxes {
		if c == 'r' || (c >= 'A' && c <= 'Z') {
			n++
		}
	}
	return n
}

// bestColumn is the most central column role a placement total may take on
// a board: outer always, an inner or centre column only with a total greater
// than its entry number [14.11].
func bestColumn(b data.Board, total int) string {
	best, rank := "outer", 0
	ranks := map[string]int{"outer": 0, "inner": 1, "centre": 2}
	for _, c := range b.Columns {
		if total > c.Entry && ranks[c.Role] > rank {
			best, rank = c.Role, ranks[c.Role]
		}
	}
	return best
}

func classOf(t *testing.T, th *data.Theatre, boat string) *data.SubClass {
	t.Helper()
	b := th.Boat(boat)
	if b == nil {
		t.Fatalf("boat %s is missing", boat)
	}
	return th.Class(b.Class)
}

// [14.11] U-25 (Tactics 3) with Schultze (+1) rolls 6: 10 is not more than
// the large convoy's centre number (10) but more than the inner one (8).
func Test14_11_PlacementU25(t *testing.T) {
	th := loadAtlantic(t)
	c2 := th.Tables.Boards["c2"]
	var roles []string
	for _, c := range c2.Columns {
		roles = append(roles, c.Role)
		switch c.Role {
		case "outer":
			if c.Entry != 0 {
				t.Errorf("C2 outer entry %d, want 0 (always open)", c.Entry)
			}
		case "inner":
			if c.Entry != 8 {
				t.Errorf("C2 inner entry %d, want 8", c.Entry)
			}
		case "centre":
			if c.Entry != 10 {
				t.Errorf("C2 centre entry %d, want 10", c.Entry)
			}
		}
	}
	if strings.Join(roles, ",") != "outer,inner,centre,centre,inner,outer" {
		t.Errorf("C2 columns %v, want outer-inner-centre-centre-inner-outer", roles)
	}
	tactics := classOf(t, th, "U-25").Tactics
	if tactics != 3 {
		t.Errorf("U-25 Tactics %d, want 3", tactics)
	}
	if got := bestColumn(c2, 6+tactics+1); got != "inner" {
		t.Errorf("total 10 takes %s, want inner", got)
	}
	for total := 0; total <= 8; total++ {
		if got := bestColumn(c2, total); got != "outer" {
			t.Errorf("total %d takes %s, want outer only", total, got)
		}
	}
	if got := bestColumn(c2, 11); got != "centre" {
		t.Errorf("total 11 takes %s, want centre", got)
	}
}

// [28.1] U-109 (Type IXB, Tactics 3) with Bleichrodt (+1) rolls 3 against a
// task force: 7 is not enough for the centre, so it goes to an outer column.
func Test28_1_TaskForcePlacementU109(t *testing.T) {
	th := loadAtlantic(t)
	tactics := classOf(t, th, "U-109").Tactics
	if tactics != 3 {
		t.Errorf("U-109 Tactics %d, want 3", tactics)
	}
	tf := th.Tables.Boards["tf"]
	if got := bestColumn(tf, 3+tactics+1); got != "outer" {
		t.Errorf("total 7 against a task force takes %s, want outer", got)
	}
	var roles []string
	for _, c := range tf.Columns {
		roles = append(roles, c.Role)
	}
	if strings.Join(roles, ",") != "outer,centre,outer" {
		t.Errorf("TF columns %v, want outer-centre-outer", roles)
	}
	if c1 := th.Tables.Boards["c1"]; len(c1.Columns) != 3 || c1.Columns[1].Role != "inner" {
		t.Errorf("C1 must be outer-inner-outer")
	}
}

// [14.2] The inexperienced Type IIA U-5 (Defense 2) is surprised by the
// diligent sloop HMS Rochester (ASW 3) and a French DD 6-1 in the North Sea,
// period 1, general ASW 0: 4 revealed ASW + 2 red boxes + 0 = 6 against
// 2 − 1 = 1: difference 5, the "5–6" row.
func Test14_2_CounterattackU5(t *testing.T) {
	th := loadAtlantic(t)
	ns := th.Area("north-sea")
	if got := redCount(ns.AAC[0]); got != 2 {
		t.Errorf("North Sea period 1 row %q has %d red boxes, want 2", ns.AAC[0].Boxes, got)
	}
	if got := th.Tables.GeneralASW[ns.ASWRegion][0]; got != 0 {
		t.Errorf("general ASW of the North Sea in period 1 is %d, want 0", got)
	}
	u5 := classOf(t, th, "U-5")
	if u5.Type != "II" || u5.Defense != 2 {
		t.Errorf("U-5 is %s with Defense %d, want a Type II with Defense 2", u5.ID, u5.Defense)
	}
	allied := 3 + 1 + redCount(ns.AAC[0]) + th.Tables.GeneralASW[ns.ASWRegion][0]
	sub := u5.Defense - 1
	diff := allied - sub
	if allied != 6 || sub != 1 || diff != 5 {
		t.Fatalf("allied %d, sub %d, difference %d; want 6, 1, 5", allied, sub, diff)
	}
	var row *data.ResultRow
	for i := range th.Tables.Counterattack {
		r := &th.Tables.Counterattack[i]
		if diff >= r.Min && diff <= r.Max {
			row = r
		}
	}
	if row == nil || row.Min != 5 || row.Max != 6 {
		t.Fatalf("difference 5 reads row %+v, want the 5–6 row", row)
	}
	// A bigger difference is never better for the sub, roll by roll.
	sev := map[string]int{"none": 0, "spot": 1, "dmg": 2, "rtb": 3, "rtb+dmg": 4, "again": 5, "sunk": 6}
	for i := 1; i < len(th.Tables.Counterattack); i++ {
		lo, hi := &th.Tables.Counterattack[i-1], &th.Tables.Counterattack[i]
		for roll := 0; roll <= 12; roll++ {
			if sev[hi.Cell(roll)] < sev[lo.Cell(roll)] {
				t.Errorf("counterattack roll %d: row %d–%d gives %s, milder than row %d–%d's %s", roll, hi.Min, hi.Max, hi.Cell(roll), lo.Min, lo.Max, lo.Cell(roll))
			}
		}
	}
}

// [24.11] U-49 shadows a large convoy in the Greenland Gap, period 3,
// Enigma 0; six boats try to join.
func Test24_11_WolfpackConcentration(t *testing.T) {
	th := loadAtlantic(t)
	wp := th.Tables.Wolfpack
	need := func(attempt int) int {
		i := attempt - 2
		if i >= len(wp) {
			i = len(wp) - 1
		}
		return wp[i]
	}
	for attempt, want := range map[int]int{2: 3, 3: 3, 4: 4, 5: 4, 6: 4, 7: 5} {
		if got := need(attempt); got != want {
			t.Errorf("attempt %d needs %d, want %d", attempt, got, want)
		}
	}
	for a := 3; a < len(wp)+2; a++ {
		if need(a) < need(a-1) {
			t.Errorf("attempt %d is easier than attempt %d", a, a-1)
		}
	}
	type try struct {
		boat          string
		attempt, roll int
		ace           int
		want          string
	}
	outcome := func(mod, n int) string {
		switch {
		case mod > n:
			return "round 1"
		case mod == n:
			return "re-attack"
		}
		return "fails"
	}
	for _, x := range []try{
		{"U-78", 2, 2, 0, "fails"},
		{"U-46", 3, 6, 1, "round 1"},
		{"U-110", 4, 7, 0, "round 1"},
		{"U-124", 5, 0, 0, "fails"},
		{"U-722", 6, 5, 0, "round 1"},
		{"U-202", 7, 5, 0, "re-attack"},
	} {
		if got := outcome(x.roll+x.ace, need(x.attempt)); got != x.want {
			t.Errorf("%s (attempt %d, roll %d%+d): %s, want %s", x.boat, x.attempt, x.roll, x.ace, got, x.want)
		}
	}
	// U-124's natural 0 calls Huff-Duff: period 3, roll 1 = no effect.
	if got := th.Tables.HuffDuff[2][1]; got != "none" {
		t.Errorf("Huff-Duff period 3 roll 1 = %q, want none", got)
	}
	gg := th.Area("greenland-gap")
	row := gg.AAC[2]
	if !strings.ContainsAny(row.Boxes, "brBR") {
		t.Errorf("Greenland Gap period 3 row %q cannot give a large convoy (no blue or red box)", row.Boxes)
	}
	if gg.OpenFrom > 3 {
		t.Errorf("Greenland Gap opens in period %d, but the example fights there in period 3", gg.OpenFrom)
	}
}

// [6.0] In 1939 the player has sunk 80 ships: the try from −1 to 0 needs 9
// (a 5 fails); the next try comes at 85 ships and needs 8 or 9.
func Test6_0_TorpedoThresholds(t *testing.T) {
	th := loadAtlantic(t)
	var steps []data.TorpedoStep
	for _, s := range th.Tables.Torpedo {
		if s.At == -1 {
			steps = append(steps, s)
		}
	}
	if len(steps) < 2 || steps[0].Count != 80 || steps[0].Need != 9 || steps[0].From != "" ||
		steps[1].Count != 85 || steps[1].Need != 8 || steps[1].From != "" {
		t.Fatalf("G7 −1 steps begin %+v, want 80 ships needing 9 then 85 needing 8, any month", steps[:min(2, len(steps))])
	}
	if 5 >= steps[0].Need || 8 < steps[1].Need || 9 < steps[1].Need {
		t.Error("the example's rolls do not come out")
	}
	// Thresholds rise and the target never gets harder along one G7 value.
	byAt := map[int][]data.TorpedoStep{}
	for _, s := range th.Tables.Torpedo {
		byAt[s.At] = append(byAt[s.At], s)
	}
	for at, ss := range byAt {
		for i := 1; i < len(ss); i++ {
			if ss[i].Count <= ss[i-1].Count || ss[i].Need > ss[i-1].Need {
				t.Errorf("G7 %+d: step %d (%d ships, %d) after (%d ships, %d)", at, i, ss[i].Count, ss[i].Need, ss[i-1].Count, ss[i-1].Need)
			}
		}
	}
}

// [31.03] The 2-VP column needs 23 ships and the 3-VP column 31: 27 ships
// scores 2.
func Test31_03_VictoryPoints(t *testing.T) {
	th := loadAtlantic(t)
	score := func(mins [5]int, v int) int {
		n := 0
		for i, m := range mins {
			if v >= m {
				n = i + 1
			}
		}
		return n
	}
	found := false
	for _, r := range th.Tables.VP {
		if r.Ships[1] == 23 && r.Ships[2] == 31 {
			found = true
			if got := score(r.Ships, 27); got != 2 {
				t.Errorf("%s: 27 ships scores %d, want 2", r.Month, got)
			}
		}
	}
	if !found {
		t.Error("no month where the 2-VP column needs 23 ships and the 3-VP column 31")
	}
	// Every month of Campaign I has a row.
	sc := th.Scenario("campaign-1939")
	if sc == nil {
		t.Fatal("no campaign-1939 scenario")
	}
	start, _ := data.MonthIndex(sc.Start)
	end, _ := data.MonthIndex(sc.End)
	have := map[string]bool{}
	for _, r := range th.Tables.VP {
		have[r.Month] = true
	}
	for m := start; m <= end; m++ {
		if !have[data.MonthString(m)] {
			t.Errorf("no VP row for %s", data.MonthString(m))
		}
	}
}

// [31.04] Britain sues for peace at 77 VP in July 1940, 7 more each month,
// to 147 in May 1941 (GIVEN).
func Test31_04_Capitulation(t *testing.T) {
	th := loadAtlantic(t)
	caps := th.Tables.Capitulation
	if len(caps) != 11 {
		t.Fatalf("%d capitulation months, want 11 (Jul 1940 – May 1941)", len(caps))
	}
	for i, c := range caps {
		m, _ := data.MonthIndex("1940-07")
		if c.Month != data.MonthString(m+i) || c.VP != 77+7*i {
			t.Errorf("capitulation[%d] = %s %d, want %s %d", i, c.Month, c.VP, data.MonthString(m+i), 77+7*i)
		}
	}
}

// [7.4] The weather location table is printed in the rules (GIVEN).
func Test7_4_WeatherTable(t *testing.T) {
	th := loadAtlantic(t)
	w := th.Tables.Weather
	summer := []string{"south-africa", "guiana-basin", "caribbean", "gulf-of-mexico", "us-east-coast", "bermuda", "maritimes", "grand-banks", "greenland-gap", "western-approaches"}
	winter := []string{"north-sea", "norwegian-sea", "barents-sea", "western-approaches", "western-approaches", "sw-approaches", "greenland-gap", "grand-banks", "maritimes", "south-africa"}
	if !slices.Equal(w.Summer, summer) || !slices.Equal(w.Winter, winter) || !slices.Equal(w.SummerMonths, []int{6, 7, 8, 9, 10, 11}) {
		t.Errorf("weather table %+v differs from [7.4]", w)
	}
}

// [31.01] Boats set up "In-Port" roll for their box: 0 Work-up, 1–2 In-Port,
// 3–5 Pierside, 6–9 Ready-for-Sea (GIVEN).
func Test31_01_SetupBox(t *testing.T) {
	th := loadAtlantic(t)
	want := []string{"workup", "inport", "inport", "pier", "pier", "pier", "ready", "ready", "ready", "ready"}
	if !slices.Equal(th.Tables.SetupBox, want) {
		t.Errorf("setup box table %v, want %v", th.Tables.SetupBox, want)
	}
}

// [2.4], [14.16D], [14.6E], [27] The Attack Results rows the rules name
// exist: 1–4 (submarines), 10–17 (Surcouf's gun), 18–28 (Type XI gun),
// 29–36 (the standard gun); a larger ship is never easier to sink.
func Test14_16_AttackResultsRows(t *testing.T) {
	th := loadAtlantic(t)
	for _, band := range [][2]int{{1, 4}, {10, 17}, {18, 28}, {29, 36}} {
		r := th.AttackRow(band[0])
		if r == nil || r.Min != band[0] || r.Max != band[1] {
			t.Errorf("no Attack Results row %d–%d (got %+v)", band[0], band[1], r)
		}
	}
	sunkAt := func(r *data.ResultRow, roll int) bool {
		c := r.Cell(roll)
		return c == "sunk" || c == "explode"
	}
	rows := th.Tables.AttackResults
	for i := 1; i < len(rows); i++ {
		for roll := -3; roll <= 13; roll++ {
			if sunkAt(&rows[i], roll) && !sunkAt(&rows[i-1], roll) {
				t.Errorf("roll %d sinks a %d–%d kt ship but not a %d–%d kt one", roll, rows[i].Min, rows[i].Max, rows[i-1].Min, rows[i-1].Max)
			}
		}
	}
	// Gun platforms: Surcouf's row sinks more often than the Type XI's, which
	// sinks more often than a standard U-boat's (d10, no G7 modifier).
	p := func(lo int) int {
		n := 0
		for roll := 0; roll <= 9; roll++ {
			if sunkAt(th.AttackRow(lo), roll) {
				n++
			}
		}
		return n
	}
	if !(p(10) > p(18) && p(18) > p(29) && p(29) > 0) {
		t.Errorf("gun rows sink %d, %d, %d in 10; want Surcouf > Type XI > standard > 0", p(10), p(18), p(29))
	}
}

// [5.41] Weserübung is forced from May 1940; [36.64] Dunkirk sends three
// boats to the English Channel (an OKM order), the O-14 to the submarine cup
// and Richelieu to the French task force cup.
func Test5_4_ForcedEventsAndDunkirk(t *testing.T) {
	th := loadAtlantic(t)
	if w := th.Event("weserubung"); w == nil || w.Forced != "1940-05" || !w.Once {
		t.Errorf("Weserübung %+v, want a one-time event forced from 1940-05", w)
	}
	d := th.Event("dunkirk")
	if d == nil || !d.Once || d.Group != "OKM" {
		t.Fatalf("Dunkirk %+v, want a one-time OKM event", d)
	}
	var deploy, o14, richelieu bool
	for _, e := range d.Effects {
		switch {
		case e.Op == "deploy" && e.Count == 3 && e.Area == "english-channel":
			deploy = true
		case e.Op == "cup-add" && e.Cup == "sub" && slices.Contains(e.Units, "ss-o14"):
			o14 = true
		case e.Op == "cup-add" && e.Cup == "tf-fr" && slices.Contains(e.Units, "bb-richelieu"):
			richelieu = true
		}
	}
	if !deploy || !o14 || !richelieu {
		t.Errorf("Dunkirk: three boats to the Channel %v, O-14 %v, Richelieu %v", deploy, o14, richelieu)
	}
	// Every event is on a period table, is forced, or is named as fired by
	// another rule.
	fired := map[string]bool{"barbarossa": true, "azores-occupation": true, "american-neutrality": true}
	onTable := map[string]bool{}
	for _, et := range th.EventTable {
		for _, id := range et.Rows {
			onTable[id] = true
		}
	}
	for _, k := range []string{"spain", "vichy"} { // the political tables [36.63F], [36.63H]
		for _, id := range th.Tables.PoliticalEvents[k] {
			onTable[id] = true
		}
	}
	for _, e := range th.Events {
		if !onTable[e.ID] && e.Forced == "" && !fired[e.ID] && !isInstead(th, e.ID) {
			t.Errorf("war event %s can never happen", e.ID)
		}
	}
	if len(th.EventTable) != 5 {
		t.Errorf("%d event tables, want one per period", len(th.EventTable))
	}
}

func isInstead(th *data.Theatre, id string) bool {
	for _, e := range th.Events {
		if e.Instead == id {
			return true
		}
	}
	return false
}

// ---------------------------------------------------------------- the map

// costs returns the cheapest movement-point cost from a node to every node.
func costs(th *data.Theatre, from string) map[string]int {
	dist := map[string]int{from: 0}
	todo := []string{from}
	for len(todo) > 0 {
		sort.Slice(todo, func(i, j int) bool { return dist[todo[i]] < dist[todo[j]] })
		n := todo[0]
		todo = todo[1:]
		for _, r := range th.Routes(n) {
			d := dist[n] + r.Cost
			if old, ok := dist[r.To]; !ok || d < old {
				dist[r.To] = d
				todo = append(todo, r.To)
			}
		}
	}
	return dist
}

// rangeFrom counts OpAreas from a base [2.3A]: SMZs (the Channel, Gibraltar
// and the Bay of Biscay among them) are not counted; a neutral port is never
// passed through.
func rangeFrom(th *data.Theatre, base string) map[string]int {
	dist := map[string]int{base: 0}
	todo := []string{base}
	for len(todo) > 0 {
		sort.Slice(todo, func(i, j int) bool { return dist[todo[i]] < dist[todo[j]] })
		n := todo[0]
		todo = todo[1:]
		for _, r := range th.Routes(n) {
			to := th.Area(r.To)
			if to.Kind == data.KindBase {
				continue
			}
			step := 0
			if to.Kind == data.KindOpArea {
				step = 1
			}
			d := dist[n] + step
			if old, ok := dist[r.To]; !ok || d < old {
				dist[r.To] = d
				todo = append(todo, r.To)
			}
		}
	}
	return dist
}

// [12.1]/[20.3] From the US East Coast a patrol move reaches Maritimes, and
// the St. Lawrence SMZ is entered from Maritimes.
func Test20_3_StLawrence(t *testing.T) {
	th := loadAtlantic(t)
	if r, ok := th.Link("us-east-coast", "maritimes"); !ok || r.Cost != 1 {
		t.Errorf("US East Coast – Maritimes route %+v, %v; want a 1 route (patrol moves are not allowed on 2 routes)", r, ok)
	}
	if sl := th.Area("st-lawrence"); sl == nil || sl.Kind != data.KindSMZ || !slices.Contains(sl.Links, "maritimes") {
		t.Errorf("St. Lawrence must be an SMZ linked to Maritimes: %+v", sl)
	}
}

// [19.13] U-651 (Speed 2) withdrawn from the Caribbean in April 1942 goes
// Bermuda + Sargasso Sea, Mid-Ocean + South-Western Approaches, then through
// the Bay of Biscay into a French base: three moves.
func Test19_13_WithdrawalU651(t *testing.T) {
	th := loadAtlantic(t)
	if sp := classOf(t, th, "U-651").Speed; sp != 2 {
		t.Errorf("U-651 Speed %d, want 2", sp)
	}
	legs := [][]string{
		{"caribbean", "bermuda", "sargasso-sea"},
		{"sargasso-sea", "mid-ocean", "sw-approaches"},
		{"sw-approaches", "bay-of-biscay", "france"},
	}
	for _, leg := range legs {
		cost := 0
		for i := 1; i < len(leg); i++ {
			r, ok := th.Link(leg[i-1], leg[i])
			if !ok {
				t.Fatalf("no route %s – %s", leg[i-1], leg[i])
			}
			cost += r.Cost
		}
		if cost > 2 {
			t.Errorf("leg %v costs %d, more than Speed 2", leg, cost)
		}
	}
}

// [15.12] The nearby hunting grounds are reachable on the sortie turn (two
// points with Speed 2, leaving the base included): the Western Approaches
// from Germany, Atlantic France or Norway; the South-Western Approaches from
// France, or from Germany through the English Channel. [21.11] Narvik to
// the Barents or Norwegian Sea costs one point.
func Test15_12_NearbyHuntingGrounds(t *testing.T) {
	th := loadAtlantic(t)
	for base, areas := range map[string][]string{
		"germany": {"western-approaches", "sw-approaches"},
		"france":  {"western-approaches", "sw-approaches"},
		"norway":  {"western-approaches"},
	} {
		d := costs(th, base)
		for _, a := range areas {
			if d[a] > 2 {
				t.Errorf("%s is %d points from %s, want ≤ 2", a, d[a], base)
			}
		}
	}
	// Germany reaches the South-Western Approaches only through the Channel.
	if d := costs(th, "germany"); d["english-channel"] != 1 {
		t.Errorf("Germany – English Channel costs %d, want 1 (the North Sea, then the zone)", d["english-channel"])
	}
	for _, a := range []string{"barents-sea", "norwegian-sea"} {
		if r, ok := th.Link("narvik", a); !ok || r.Cost != 1 {
			t.Errorf("Narvik – %s route %+v, %v; want cost 1", a, r, ok)
		}
	}
}

// [30.7], [7.53] Ranges on the graph make historical sense: a Type VII
// capped at 3 in periods 1–2 reaches the Western Approaches and beyond from
// Germany (and the Greenland Gap from France); a Type IX reaches deep into
// the Caribbean and the Gulf; an Fw 200 (range 2) from France covers the
// South-Western and Western Approaches but not the air gap.
func Test30_7_RangesOnTheMap(t *testing.T) {
	th := loadAtlantic(t)
	de, fr := rangeFrom(th, "germany"), rangeFrom(th, "france")
	for a, want := range map[string]int{"north-sea": 1, "western-approaches": 2, "sw-approaches": 2, "mid-ocean": 3} {
		if de[a] != want {
			t.Errorf("%s is %d OpAreas from Germany, want %d", a, de[a], want)
		}
	}
	for a, max := range map[string]int{"sw-approaches": 1, "western-approaches": 2, "greenland-gap": 3, "grand-banks": 3} {
		if fr[a] > max {
			t.Errorf("%s is %d OpAreas from France, want ≤ %d", a, fr[a], max)
		}
	}
	ix := classOf(t, th, "U-66") // Type IXC
	for _, a := range []string{"caribbean", "gulf-of-mexico", "guiana-basin", "brazil", "us-east-coast"} {
		if fr[a] > ix.Range {
			t.Errorf("%s is %d OpAreas from France, beyond a Type IXC's range %d", a, fr[a], ix.Range)
		}
	}
	if fr["us-east-coast"] <= 3 || fr["caribbean"] <= 4 {
		t.Errorf("America is too close: US East Coast %d, Caribbean %d OpAreas from France", fr["us-east-coast"], fr["caribbean"])
	}
	for a, within := range map[string]bool{"sw-approaches": true, "western-approaches": true, "mid-ocean": true, "greenland-gap": false, "grand-banks": false} {
		if (fr[a] <= 2) != within {
			t.Errorf("Fw 200 (range 2) from France reaching %s: %v, want %v", a, fr[a] <= 2, within)
		}
	}
	// Every OpArea can be reached from some base, and every SMZ links to an
	// OpArea with a route to it.
	all := map[string]bool{}
	for _, b := range []string{"germany", "france", "norway", "italy", "greece"} {
		for a := range rangeFrom(th, b) {
			all[a] = true
		}
	}
	for _, a := range th.Map.Areas {
		if a.Kind == data.KindOpArea && !all[a.ID] {
			t.Errorf("OpArea %s is cut off from every base", a.ID)
		}
	}
}

// [30.1]–[30.5], [26.52], [2.13] The region and flag lists the rules print.
func Test30_SpecialRulesOnTheMap(t *testing.T) {
	th := loadAtlantic(t)
	inRegion := func(r string) []string {
		var ids []string
		for _, a := range th.Map.Areas {
			if a.Kind == data.KindOpArea && a.InRegion(r) {
				ids = append(ids, a.ID)
			}
		}
		sort.Strings(ids)
		return ids
	}
	check := func(name string, got, want []string) {
		t.Helper()
		sort.Strings(want)
		if !slices.Equal(got, want) {
			t.Errorf("%s: %v, want %v", name, got, want)
		}
	}
	check("home waters [30.1]", inRegion("home"), []string{"north-sea", "western-approaches", "sw-approaches"})
	check("period-1 home waters [30.1]", inRegion("home-p1"), []string{"norwegian-sea", "baltic"})
	check("Arctic [30.31]", inRegion("arctic"), []string{"norwegian-sea", "barents-sea"})
	check("central Atlantic [30.32]", inRegion("central-atlantic"), []string{"bermuda", "sargasso-sea", "mid-ocean"})
	check("Baltic [30.33]", inRegion("baltic"), []string{"baltic"})
	check("blackout [30.25]", inRegion("blackout"), []string{"maritimes", "us-east-coast", "gulf-of-mexico"})
	check("Mediterranean", inRegion("med"), []string{"western-med", "eastern-med"})
	if n := len(inRegion("caribbean")); n != 4 {
		t.Errorf("%d Caribbean & South America OpAreas, want the four of [36.63K]", n)
	}
	// [30.5] non-virgin areas by period (cumulative); all areas from period 5.
	nv := map[int][]string{
		1: {"baltic", "north-sea", "norwegian-sea", "barents-sea", "western-approaches", "sw-approaches", "greenland-gap", "grand-banks", "maritimes", "morocco", "western-med"},
		2: {"cape-verde", "eastern-med"},
		3: {"west-africa"},
		4: {"angola-basin"},
	}
	for _, a := range th.Map.Areas {
		if a.Kind != data.KindOpArea {
			continue
		}
		want := 5
		for p, ids := range nv {
			if slices.Contains(ids, a.ID) {
				want = p
			}
		}
		if a.NonVirginFrom != want {
			t.Errorf("%s is not virgin from period %d, want %d [30.5]", a.ID, a.NonVirginFrom, want)
		}
	}
	// [30.2] Western Waters: the Grand Banks from period 3, the Greenland Gap
	// at any time, the rest from period 4.
	for _, a := range th.Map.Areas {
		if a.Kind != data.KindOpArea || !a.InRegion("west") {
			continue
		}
		want := 4
		switch a.ID {
		case "grand-banks":
			want = 3
		case "greenland-gap":
			want = 0
		}
		if a.OpenFrom != want {
			t.Errorf("%s opens in period %d, want %d [30.2]", a.ID, a.OpenFrom, want)
		}
	}
	// [26.52] SMZs closed to mining.
	closed := map[string][]string{
		"canary-islands": {"always"}, "rio-de-janeiro": {"always"}, "river-plate": {"always"},
		"murmansk": {"until-event:mines-murmansk"}, "levant": {"until-event:mines-levant"},
		"narvik":        {"before-event:weserubung", "after-period:1"},
		"bay-of-biscay": {"after-period:1"}, "dakar": {"after-period:1"}, "diego-suarez": {"after-period:1"},
		"scapa-flow": {"after-period:2"}, "english-coast": {"after-period:2"},
		"azores": {"until-event:azores-occupation"},
	}
	for id, want := range closed {
		a := th.Area(id)
		if a == nil || !slices.Equal(a.MiningClosed, want) {
			t.Errorf("%s closed to mining %v, want %v", id, a.MiningClosed, want)
		}
	}
	// [2.1], [20.8], [30.4] The three transit zones, two naval bases.
	for _, id := range []string{"english-channel", "bay-of-biscay", "gibraltar"} {
		if a := th.Area(id); a == nil || !a.TransitZone || len(a.TransitDRM) != 5 {
			t.Errorf("%s is not a transit zone with a DRM per period", id)
		}
	}
	for _, id := range []string{"scapa-flow", "gibraltar"} {
		if a := th.Area(id); a == nil || !a.NavalBase {
			t.Errorf("%s is not a naval base [30.4]", id)
		}
	}
	// [2.13] Pale sub icons only at Cape Verde and West Africa.
	for _, a := range th.Map.Areas {
		for p, row := range a.AAC {
			if row.Sub == "pale" && a.ID != "cape-verde" && a.ID != "west-africa" {
				t.Errorf("%s period %d has a pale sub icon", a.ID, p+1)
			}
		}
	}
	// [21.0] Main bases and their activation.
	for id, want := range map[string][2]any{
		"germany": {0, ""}, "norway": {0, "weserubung"}, "france": {2, ""}, "italy": {0, "mediterranean-assignment"}, "greece": {4, ""},
	} {
		b := th.Base(id)
		if b == nil || b.Kind != data.BaseMain || b.ActiveFrom != want[0] || b.ActiveEvent != want[1] {
			t.Errorf("main base %s = %+v, want active from %v / event %q", id, b, want[0], want[1])
		}
	}
	if fr := th.Base("france"); fr.Capacity[3] <= fr.Capacity[2] {
		t.Errorf("Atlantic France's repair capacity %v must rise in period 4 [21.0]", fr.Capacity)
	}
}

// The shipped scenarios are historical: every boat in an order of battle is
// in service at the start (its entry month at most one month later, the
// [8.14] early-deployment allowance) and not yet lost; it sits in a base in
// use or in an open area; every ace appears once.
func Test31_01_ScenarioOrdersOfBattle(t *testing.T) {
	th := loadAtlantic(t)
	for _, sc := range th.Scenarios {
		start, _ := data.MonthIndex(sc.Start)
		bases := map[string]bool{}
		for _, b := range th.Map.Bases {
			if b.Kind == data.BaseMain && b.ActiveEvent == "" && b.ActiveFrom <= sc.Period {
				bases[b.ID] = true
			}
		}
		for _, b := range sc.Bases {
			bases[b] = true
		}
		aces := map[string]bool{}
		for _, o := range sc.OOB {
			b := th.Boat(o.Boat)
			entry, _ := data.MonthIndex(b.Entry)
			if entry > start+1 {
				t.Errorf("%s: %s enters in %s, after the start %s", sc.ID, o.Boat, b.Entry, sc.Start)
			}
			if b.Lost != "" {
				if lost, _ := data.MonthIndex(b.Lost); lost < start {
					t.Errorf("%s: %s was lost in %s, before the start", sc.ID, o.Boat, b.Lost)
				}
			}
			place := strings.Split(o.Where, ":")[0]
			if th.Base(place) != nil {
				if !bases[place] {
					t.Errorf("%s: %s is placed at %s, not in use at the start", sc.ID, o.Boat, place)
				}
			} else if a := th.Area(place); a.Kind == data.KindOpArea && a.OpenFrom > sc.Period {
				t.Errorf("%s: %s is placed in %s, closed until period %d", sc.ID, o.Boat, place, a.OpenFrom)
			}
			if o.Ace != "" {
				if aces[o.Ace] {
					t.Errorf("%s: ace %s on two boats", sc.ID, o.Ace)
				}
				aces[o.Ace] = true
			}
		}
	}
}
