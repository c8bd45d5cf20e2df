package data_test

import (
	"strings"
	"testing"

	"periscope/game/data"
)

// Tests of the counter files (uboats.json, allied.json, warmix.json,
// reinforcements.json, aircraft.json) against the numbers and limits the
// rules give.

func mustMonth(t *testing.T, s string) int {
	t.Helper()
	m, err := data.MonthIndex(s)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// [14.11], [14.15], [14.2], [28.1], [29.2], [2.3A]: the sub values the
// rules print.
func Test2_3A_SubValuesOfTheExamples(t *testing.T) {
	th := loadAtlantic(t)
	c := func(boat string) *data.SubClass { return classOf(t, th, boat) }
	if u := c("U-25"); u.Attack != 5 || u.Defense != 2 || u.Tactics != 3 {
		t.Errorf("U-25 is %d-%d-%d, want 5-2-3 [14.15]", u.Attack, u.Defense, u.Tactics)
	}
	if u := c("U-26"); u.Attack != 5 {
		t.Errorf("U-26 attacks with %d, want 5 [28.2]", u.Attack)
	}
	if u := c("U-5"); u.ID != "IIA" || u.Defense != 2 {
		t.Errorf("U-5 is a %s with Defense %d, want IIA with Defense 2 [14.2]", u.ID, u.Defense)
	}
	if u := c("U-109"); u.ID != "IXB" || u.Tactics != 3 {
		t.Errorf("U-109 is a %s with Tactics %d, want IXB with 3 [28.1]", u.ID, u.Tactics)
	}
	if u := c("U-54"); u.ID != "VIIB" || u.Attack != 4 {
		t.Errorf("U-54 is a %s attacking with %d, want VIIB with 4 [29.2]", u.ID, u.Attack)
	}
	// Type VIICs without a stern tube attack with one point less [2.3A].
	for _, id := range []string{"U-203", "U-331", "U-401", "U-431", "U-651"} {
		b := th.Boat(id)
		if b == nil || b.Attack == nil || *b.Attack != th.Class("VIIC").Attack-1 {
			t.Errorf("%s should carry an Attack override of VIIC − 1", id)
		}
	}
	// The boats of the worked examples are in play.
	for _, id := range []string{"U-5", "U-25", "U-26", "U-46", "U-47", "U-49", "U-54", "U-78", "U-100", "U-109", "U-110", "U-124", "U-172", "U-202", "U-651", "Faa-di-Bruno"} {
		if b := th.Boat(id); b == nil || b.Optional {
			t.Errorf("boat %s of a worked example is missing", id)
		}
	}
	// [8.1] The example's U-5 is inexperienced.
	if th.Boat("U-5").Inexp != 1 {
		t.Error("U-5 should arrive Inexp [14.2]")
	}
}

// [26.1] mine strengths, [27] gun classes, [21.33] U-tankers, [9.2] Type II.
func Test26_1_MinesGunsTankers(t *testing.T) {
	th := loadAtlantic(t)
	for _, c := range th.SubClasses {
		wantMines := 2
		switch {
		case c.Nation == "VICHY":
			wantMines = map[bool]int{true: 2, false: 1}[c.Type == "Saphir"] // [36.63H]
		case c.Nation != "DE":
			wantMines = 0 // only German boats lay mines [26.0] (Italian; Spanish, Finnish [36.63])
		case c.Type == "II" || c.Type == "XXIII" || c.ID == "XVIIB":
			wantMines = 1
		case c.ID == "VIID" || c.ID == "XB":
			wantMines = 3
		case c.ID == "XIV":
			wantMines = 0
		case c.ID == "O21" || c.ID == "Aurore":
			wantMines = 1
		}
		if c.Mines != wantMines {
			t.Errorf("class %s lays strength %d, want %d [26.1]", c.ID, c.Mines, wantMines)
		}
		noGun := map[string]bool{"II": true, "XIV": true, "XVII": true, "XXI": true, "XXIII": true}
		if noGun[c.Type] != (c.Gun == "") && c.ID != "O21" {
			t.Errorf("class %s has gun %q [27]", c.ID, c.Gun)
		}
		wantTanker := map[string]int{"UA": 1, "XB": 2, "XIV": 3}[c.ID]
		if c.Tanker != wantTanker {
			t.Errorf("class %s resupplies %d a week, want %d [21.33]", c.ID, c.Tanker, wantTanker)
		}
	}
	if th.Class("XI").Gun != "xi" {
		t.Error("the Type XI fires the XI gun row [27]")
	}
	if ua := th.Class("UA"); ua.TankerFrom != "1942-01" {
		t.Errorf("UA is a tanker from %q, want 1942-01 (1942–43 only [21.33])", ua.TankerFrom)
	}
}

// [14.7] Every class has a row of the Endurance table.
func Test14_7_EnduranceRowsCoverTheClasses(t *testing.T) {
	th := loadAtlantic(t)
	e := th.Tables.Endurance
	for _, c := range th.SubClasses {
		if c.Endurance < e.EnduranceMin || c.Endurance >= e.EnduranceMin+len(e.Rows) {
			t.Errorf("class %s Endurance %d has no row", c.ID, c.Endurance)
		}
	}
}

// The roster: entries in the campaign's window, losses after entry, Italian
// boats at Bordeaux, no school boats, the ace placements of war start.
func Test8_0_BoatRoster(t *testing.T) {
	th := loadAtlantic(t)
	first, last := mustMonth(t, "1939-09"), mustMonth(t, "1943-04")
	german, italian := 0, 0
	for _, b := range th.Boats {
		e := mustMonth(t, b.Entry)
		if e < first || e > last || (!b.Optional && e > mustMonth(t, "1943-03")) {
			t.Errorf("%s enters %s, outside the campaign", b.ID, b.Entry)
		}
		if b.Lost != "" && mustMonth(t, b.Lost) < e {
			t.Errorf("%s is lost (%s) before it enters (%s)", b.ID, b.Lost, b.Entry)
		}
		if b.Provenance == "" {
			t.Errorf("%s has no provenance", b.ID)
		}
		if b.Optional {
			if b.Option == "" {
				t.Errorf("optional %s names no option [35]", b.ID)
			}
			continue
		}
		switch th.Class(b.Class).Nation {
		case "DE":
			german++
			if b.Base != "germany" && b.Base != "norway" {
				t.Errorf("%s arrives at %s; new German boats sail from Germany or Norway", b.ID, b.Base)
			}
		case "IT":
			italian++
			if b.Base != "france" {
				t.Errorf("Italian %s arrives at %s, want france (Bordeaux)", b.ID, b.Base)
			}
		}
		if b.Ace != "" && b.Entry != "1939-09" {
			t.Errorf("%s has ace %s but entered after war start", b.ID, b.Ace)
		}
	}
	for _, school := range []string{"U-11", "U-72", "U-120", "U-121", "U-351", "U-554"} {
		if th.Boat(school) != nil {
			t.Errorf("school boat %s is in play", school)
		}
	}
	if german < 450 || italian != 30 {
		t.Errorf("%d German and %d Italian boats; want the ~490 front boats and BETASOM's 30", german, italian)
	}
}

// [25] 27 ace counters, German and Italian, the scenario aces among them.
func Test25_AceCounters(t *testing.T) {
	th := loadAtlantic(t)
	if len(th.Aces) != 27 {
		t.Errorf("%d aces, want 27 [25]", len(th.Aces))
	}
	placed := map[string]string{}
	for _, b := range th.Boats {
		if b.Ace != "" {
			if prev, ok := placed[b.Ace]; ok {
				t.Errorf("ace %s starts on both %s and %s", b.Ace, prev, b.ID)
			}
			placed[b.Ace] = b.ID
		}
	}
	for _, a := range th.Aces {
		if a.Level < 1 || a.Level > 2 || (a.Nation != "DE" && a.Nation != "IT") || a.Provenance == "" {
			t.Errorf("ace %+v", a)
		}
	}
	for _, id := range []string{"schultze", "schutze", "endrass", "schepke", "bleichrodt", "prien", "kretschmer"} {
		if th.AceByID(id) == nil {
			t.Errorf("no ace %q", id)
		}
	}
	if placed["schepke"] == "" {
		t.Error("Schepke should start on a boat ([25.3] transfers him in April 1940)")
	}
}

// [2.3B], [14.2], [14.15], [28.2]: counter values the rules print.
func Test2_3B_AlliedValuesOfTheExamples(t *testing.T) {
	th := loadAtlantic(t)
	r := th.AlliedType("sl-rochester")
	if r == nil || !r.Diligent || r.ASW2 != 6 || r.Type != "SL" || !r.Named {
		t.Errorf("HMS Rochester %+v, want a named diligent sloop with ASW 3 [14.2]", r)
	}
	has := func(typ, nation string, d int, asw2 int) bool {
		for _, a := range th.Allied {
			if a.Type == typ && (nation == "" || a.Nation == nation) && a.Defense == d && a.ASW2 == asw2 {
				return true
			}
		}
		return false
	}
	if !has("DD", "UK", 7, 2) {
		t.Error("no British DD 7-1 [14.15]")
	}
	if !has("DD", "FR", 6, 2) {
		t.Error("no French DD 6-1 [14.2]")
	}
	for _, d := range []int{0, 1, 2} {
		if !has("M", "", d, 0) {
			t.Errorf("no cargo ship %d-0 [14.15], [28.2]", d)
		}
	}
	for _, id := range []string{"cv-courageous", "bb-royal-oak", "at-orion", "at-aquitania", "bb-duke-of-york", "bb-kgv", "bb-anson", "bb-prince-of-wales", "bb-howe", "dd-us-2t", "ac-vindicator", "bb-new-mexico", "am-uk"} {
		if th.AlliedType(id) == nil {
			t.Errorf("no counter %s", id)
		}
	}
	if a := th.AlliedType("at-aquitania"); a == nil || !a.Fast || a.Type != "AT" {
		t.Error("AT Aquitania is a fast (+) troopship [2.3B]")
	}
	if a := th.AlliedType("pf-river"); a == nil || a.From != "1942-09" {
		t.Error("River-class frigates from 9/42 [2.3B]")
	}
	if a := th.AlliedType("dd-uk-vw-lr"); a == nil || a.From != "P5" {
		t.Error("V&W Long Range from WP5 [2.3B]")
	}
	// The events add these with event availability.
	for id, ev := range map[string]string{"ss-o14": "dunkirk", "bb-richelieu": "dunkirk", "dd-town": "destroyers-for-bases"} {
		if a := th.AlliedType(id); a == nil || a.From != "event:"+ev {
			t.Errorf("%s should come with event:%s", id, ev)
		}
	}
	// [14.6E] The tonnage classes of the Allied submarines.
	tons := map[string]int{"H": 1, "S1": 1, "U1": 1, "O": 2, "T1": 2, "River": 3, "1500": 2, "Surcouf": 4, "Shchuka": 1, "Leninets": 2, "Gato": 2, "B": 3}
	for _, a := range th.Allied {
		if a.Type != "SS" {
			continue
		}
		if w, ok := tons[a.Class]; ok && a.Tons != w {
			t.Errorf("%s (%s) is %dt, want %dt [14.6E]", a.ID, a.Class, a.Tons, w)
		}
		if a.Attack < 1 {
			t.Errorf("submarine %s has no Attack [14.6D]", a.ID)
		}
	}
}

// [14.81] In November 1942 Duke of York may be replaced by King George V or
// Anson, not by Prince of Wales (sunk) or Howe (in service from 12/42).
func Test14_81_SameClassSubstitution(t *testing.T) {
	th := loadAtlantic(t)
	nov42 := mustMonth(t, "1942-11")
	inService := func(a *data.AlliedType) bool {
		if a.From != "" && !strings.HasPrefix(a.From, "P") && !strings.HasPrefix(a.From, "event:") && mustMonth(t, a.From) > nov42 {
			return false
		}
		return a.Sunk == "" || mustMonth(t, a.Sunk) > nov42
	}
	got := map[string]bool{}
	for i := range th.Allied {
		a := &th.Allied[i]
		if a.Class == "King George V" && a.ID != "bb-duke-of-york" && inService(a) {
			got[a.ID] = true
		}
	}
	if !got["bb-kgv"] || !got["bb-anson"] || got["bb-prince-of-wales"] || got["bb-howe"] {
		t.Errorf("replacements for Duke of York in Nov 1942: %v, want King George V and Anson", got)
	}
}

// availableIn reports whether a counter may be in the mix in the month m of
// period p [3.12], reading events at their historical months.
func availableIn(t *testing.T, a *data.AlliedType, p, m int) bool {
	events := map[string]string{"barbarossa": "1941-06", "dunkirk": "1940-05", "destroyers-for-bases": "1940-09"}
	ok := func(s string, from bool) bool {
		switch {
		case s == "":
			return true
		case strings.HasPrefix(s, "P"):
			n := int(s[1] - '0')
			if from {
				return p >= n
			}
			return p <= n
		case strings.HasPrefix(s, "event:"):
			e := mustMonth(t, events[s[6:]])
			if from {
				return m >= e
			}
			return m < e
		}
		v := mustMonth(t, s)
		if from {
			return m >= v
		}
		return m <= v
	}
	if a.Named && a.Sunk != "" && mustMonth(t, a.Sunk) < m {
		return false
	}
	return ok(a.From, true) && ok(a.Until, false)
}

var periodMonths = [][2]string{{"1939-09", "1940-06"}, {"1940-07", "1941-06"}, {"1941-07", "1941-12"}, {"1942-01", "1943-03"}, {"1942-12", "1943-03"}} // P4 may last to March 1943 (the P5 roll, change 21)

// candidates lists the counter types a War Mix line may draw.
func candidates(th *data.Theatre, line data.MixLine) []string {
	var ids []string
	for _, p := range line.Pick {
		if strings.HasPrefix(p, "@") {
			ids = append(ids, th.Categories[p[1:]]...)
		} else {
			ids = append(ids, p)
		}
	}
	return ids
}

// [3.1], [3.15] At the end of each period every cup line fills completely,
// whatever the random draws of the lines filled before it (cups fill in
// name order, as fillCups does): forty fills with a fixed pseudo-random
// sequence.
func Test3_1_WarMixLinesFill(t *testing.T) {
	th := loadAtlantic(t)
	seed := uint32(1)
	next := func(n int) int {
		seed = seed*1664525 + 1013904223
		return int(seed>>8) % n
	}
	for pi, pm := range th.WarMix {
		p := pi + 1
		m := mustMonth(t, periodMonths[pi][1])
		var cups []string
		for c := range pm.Cups {
			cups = append(cups, c)
		}
		sortStrings(cups)
		for run := 0; run < 40; run++ {
			var pool []string
			for i := range th.Allied {
				a := &th.Allied[i]
				if availableIn(t, a, p, m) {
					for k := 0; k < a.Count; k++ {
						pool = append(pool, a.ID)
					}
				}
			}
			for _, cup := range cups {
				for _, line := range pm.Cups[cup] {
					want := map[string]bool{}
					for _, id := range candidates(th, line) {
						want[id] = true
					}
					for k := 0; k < line.Count; k++ {
						var idx []int
						for i, id := range pool {
							if want[id] {
								idx = append(idx, i)
							}
						}
						if len(idx) == 0 {
							t.Fatalf("P%d %s: cup %s line %v is short by %d", p, periodMonths[pi][1], cup, line.Pick, line.Count-k)
						}
						j := idx[next(len(idx))]
						pool = append(pool[:j], pool[j+1:]...)
					}
				}
			}
		}
	}
}

func sortStrings(s []string) {
	for i := 1; i < len(s); i++ {
		for j := i; j > 0 && s[j] < s[j-1]; j-- {
			s[j], s[j-1] = s[j-1], s[j]
		}
	}
}

// [30.91], [3.1], [2.12], [19.2], [3.2]: what may and may not be in the
// cups in each period.
func Test30_91_WarMixLimits(t *testing.T) {
	th := loadAtlantic(t)
	for pi, pm := range th.WarMix {
		p := pi + 1
		for _, m := range periodMonths[pi] {
			mi := mustMonth(t, m)
			panama, panamaBig := 0, 0
			for cup, lines := range pm.Cups {
				events := 0
				for _, line := range lines {
					ids := candidates(th, line)
					anyAvail := false
					for _, id := range ids {
						a := th.AlliedType(id)
						if !availableIn(t, a, p, mi) {
							continue
						}
						anyAvail = true
						merchant := a.Type == "M" || a.Type == "AO"
						if merchant && a.Nation == "US" && p < 4 && !(p == 3 && cup == "single" && id == "m-us-5t-p3") {
							t.Errorf("P%d %s: US merchant %s in %s before P4", p, m, id, cup)
						}
						if merchant && a.Nation == "BR" && p < 4 {
							t.Errorf("P%d: Brazilian merchant %s before P4", p, id)
						}
						if (a.Type == "FV" || a.Type == "SV") && cup != "single" {
							t.Errorf("P%d: %s in %s; fishing and sailing vessels only in the Single cup", p, id, cup)
						}
						if a.ASW2 == 1 && p > 2 && id != "ac-k-blimp" {
							t.Errorf("P%d: ASW ½ unit %s after P2", p, id)
						}
						if a.Nation == "FR" && p > 1 {
							t.Errorf("P%d: French unit %s after P1", p, id)
						}
						if a.Type == "EVENT" && line.Count != 1 {
							t.Errorf("P%d %s: %d combat events in one line", p, cup, line.Count)
						}
					}
					if !anyAvail {
						continue
					}
					if a := th.AlliedType(ids[0]); a.Type == "EVENT" {
						events += line.Count
					}
					for _, id := range ids {
						if a := th.AlliedType(id); a.Nation == "PA" && p < 4 {
							panama += line.Count
							if a.Tons > 6 {
								panamaBig += line.Count
							}
							break
						}
					}
				}
				if cup != "sub" && cup != "west-sub" && cup != "liner" && events != 1 {
					t.Errorf("P%d %s: cup %s holds %d combat events, want 1 [19.2]", p, m, cup, events)
				}
			}
			if p < 4 && (panama > 3 || panamaBig > 1) {
				t.Errorf("P%d: %d Panamanian counters (%d over 6t), want at most 3 and 1 [30.91]", p, panama, panamaBig)
			}
		}
		west := pm.Cups["west-outer"] != nil && pm.Cups["west-inner"] != nil && pm.Cups["west-sub"] != nil
		if west != (p >= 3) {
			t.Errorf("P%d: West cups present %v, want them in P3–5 only [2.12]", p, west)
		}
		if (pm.Cups["tf-fr"] != nil) != (p == 1) || (pm.Cups["tf-us"] != nil) != (p >= 3) || pm.Cups["tf-uk"] == nil {
			t.Errorf("P%d: TF cups %v: British always, French in P1, US in P3–5 [3.1]", p, keys(pm.Cups))
		}
		for _, v := range pm.TDC {
			if v < -4 || v > 4 {
				t.Errorf("P%d TDC %d", p, v)
			}
		}
	}
	// Escorts thicken and the TDC pools harden over the war, P2 (the happy
	// time) excepted [3.2].
	mean := func(v []int) float64 {
		s := 0
		for _, x := range v {
			s += x
		}
		return float64(s) / float64(len(v))
	}
	tdc := []float64{}
	for _, pm := range th.WarMix {
		tdc = append(tdc, mean(pm.TDC))
	}
	if !(tdc[1] < tdc[0] && tdc[0] <= tdc[2] && tdc[2] <= tdc[3] && tdc[3] < tdc[4]) {
		t.Errorf("TDC means %v: want P2 lowest, then rising to P5", tdc)
	}
}

func keys[V any](m map[string]V) []string {
	var k []string
	for x := range m {
		k = append(k, x)
	}
	sortStrings(k)
	return k
}

// [7.53], [7.56] German aircraft: the Condor reaches 2, the others 1; the
// Vichy Bizerte.
func Test7_53_AircraftRanges(t *testing.T) {
	th := loadAtlantic(t)
	for _, a := range th.Aircraft {
		want := 1
		if strings.HasPrefix(a.ID, "fw200") {
			want = 2
		}
		if a.Range != want {
			t.Errorf("%s range %d, want %d [7.53]", a.ID, a.Range, want)
		}
	}
	if a := th.AircraftByID("bizerte"); a == nil || a.Nation != "VICHY" {
		t.Error("no Vichy Bizerte [7.56]")
	}
	if th.Tender("wilhelm-bauer") == nil {
		t.Error("no tender Wilhelm Bauer [36.63H]")
	}
	if len(th.Supply) < 3 {
		t.Errorf("%d supply ships [21.32]", len(th.Supply))
	}
}

// [8.0], [17.1], [17.4], [25.31]: the reinforcement list.
func Test8_0_ReinforcementList(t *testing.T) {
	th := loadAtlantic(t)
	rolls := map[int]int{}
	barbarossa := 0
	prev := -1
	inRefit := map[string]int{}
	for _, ml := range th.Reinforce {
		m := mustMonth(t, ml.Month)
		if m <= prev {
			t.Errorf("month %s out of order", ml.Month)
		}
		prev = m
		for _, e := range ml.Entries {
			switch e.Op {
			case "period-roll":
				rolls[e.Period] = m
			case "barbarossa-roll":
				barbarossa = m
			case "ace-transfer":
				// [25.3]: the new boat is still on the list, at least four
				// months from arrival (it then arrives a month early).
				b := th.Boat(e.Boats[0])
				if d := mustMonth(t, b.Entry) - m; d < 4 {
					t.Errorf("%s: %s to %s, which arrives in %d months", ml.Month, e.Text, b.ID, d)
				}
			case "refit":
				for _, id := range e.Boats {
					if b := th.Boat(id); mustMonth(t, b.Entry) > m {
						t.Errorf("%s: %s withdrawn before it arrives", ml.Month, id)
					}
					inRefit[id] = m
				}
			case "return":
				for _, id := range e.Boats {
					if _, ok := inRefit[id]; !ok {
						t.Errorf("%s: %s returns without a refit", ml.Month, id)
					}
				}
			}
		}
	}
	for p, want := range map[int]string{2: "1940-06", 3: "1941-06", 4: "1941-12", 5: "1943-03"} { // P5 rolled from March 1943: calibration change 21 (assets/data/README.md; was December 1942, change 12)
		if rolls[p] != mustMonth(t, want) {
			t.Errorf("period %d roll in %s, want %s", p, data.MonthString(rolls[p]), want)
		}
	}
	if barbarossa != mustMonth(t, "1941-06") {
		t.Errorf("Barbarossa roll in %s, want 1941-06 [17.4]", data.MonthString(barbarossa))
	}
	// The [25.3] example: Schepke may move to U-100 in April 1940; U-100 is
	// due in September 1940.
	found := false
	for _, ml := range th.Reinforce {
		for _, e := range ml.Entries {
			if e.Op == "ace-transfer" && e.Text == "schepke" && len(e.Boats) == 1 && e.Boats[0] == "U-100" && ml.Month == "1940-04" {
				found = true
			}
		}
	}
	if !found || th.Boat("U-100").Entry != "1940-09" {
		t.Error("the [25.3] example: Schepke to U-100 in April 1940, U-100 due September 1940")
	}
}
