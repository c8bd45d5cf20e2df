package main

import (
	"bytes"
	"strings"
	"testing"

	"periscope/assets"
	"periscope/game/data"
)

// TestAreaDetailAddsUpToTheChronicle plays two short campaigns with -detail's
// month-by-area record and checks it against the game's own chronicle: each
// month's ships, kt and boats lost summed over the areas are the chronicle's,
// each area's boats lost are all given a cause,
// boats are on station from the first month, and the table names the month
// and its areas.
func TestAreaDetailAddsUpToTheChronicle(t *testing.T) {
	th, err := data.Load(assets.Data(), "atlantic")
	if err != nil {
		t.Fatal(err)
	}
	sc := th.Scenario("campaign-1939")
	sc.End = "1939-11"
	_, months, _, ads, err := playAll(th, "campaign-1939", "doctrine", 1, 2, 2, true)
	if err != nil {
		t.Fatal(err)
	}
	for i, a := range ads {
		for m, want := range months[i] {
			var got yearly
			for area, c := range a.cell[m] {
				got.ships += c.ships
				got.kt += c.kt
				got.lost += c.lost
				causes := 0
				for _, v := range c.causes {
					causes += v
				}
				if causes != c.lost {
					t.Errorf("campaign %d, %s, %s: %d boats lost, %d by cause (%v)", i, data.MonthString(m), area, c.lost, causes, c.causes)
				}
			}
			if got != want {
				t.Errorf("campaign %d, %s: areas add up to %+v, the chronicle has %+v", i, data.MonthString(m), got, want)
			}
		}
		sep, _ := data.MonthIndex("1939-09")
		boats := 0
		for _, c := range a.cell[sep] {
			boats += c.boatWeeks
		}
		searches := 0
		for _, c := range a.cell[sep] {
			searches += c.searches
		}
		if a.weeks[sep] == 0 || boats == 0 || searches == 0 {
			t.Errorf("campaign %d: September 1939 has %d weeks, %d boat-weeks on station, %d searches", i, a.weeks[sep], boats, searches)
		}
	}
	var out bytes.Buffer
	reportAreas(&out, ads)
	for _, want := range []string{"Sep 1939  all", "Nov 1939  all", "North Sea"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("the table lacks %q:\n%s", want, out.String())
		}
	}
	if got, want := monthOfDate("Mar 1943, week 2"), 1943*12+2; got != want {
		t.Errorf("monthOfDate = %d, want %d", got, want)
	}
	if got := monthOfDate("week 2"); got != -1 {
		t.Errorf("monthOfDate(no month) = %d, want -1", got)
	}
}
