package main

// The month-by-area table of -detail (issue 13): where the boats were and
// what they sank and lost there, month by month, as means per campaign. It
// is the diagnostic for the war's shape: a month whose sinkings or losses
// differ from history shows whether the boats were elsewhere (deployment)
// or there and sank little or lost much (the tables).

import (
	"fmt"
	"io"
	"sort"
	"strconv"
	"strings"

	"periscope/game/campaign"
	"periscope/game/data"
	"periscope/game/engine"
)

// areaMonth is one area's month in one campaign (or summed over campaigns).
type areaMonth struct {
	boatWeeks       int // boats on station there, summed over the month's turns
	searches        int // AAC search rolls there [13.21]
	ships, kt, lost int
	causes          map[string]int // boats lost there by what finished them (lossCause)
}

// addCause counts a boat lost to cause.
func (c *areaMonth) addCause(cause string, n int) {
	if c.causes == nil {
		c.causes = map[string]int{}
	}
	c.causes[cause] += n
}

// areaDetail is a campaign's month-by-area record: months → area name →
// figures, and the turns (weeks) each month had.
type areaDetail struct {
	th    *data.Theatre
	cell  map[int]map[string]*areaMonth
	weeks map[int]int
	turn  int
}

func newAreaDetail(th *data.Theatre) *areaDetail {
	return &areaDetail{th: th, cell: map[int]map[string]*areaMonth{}, weeks: map[int]int{}, turn: -1}
}

// name is an area id's name, as the log's rolls give it.
func (a *areaDetail) name(id string) string {
	if ar := a.th.Area(id); ar != nil && ar.Name != "" {
		return ar.Name
	}
	if id == "" {
		return "(no area)"
	}
	return id
}

// at is month m's cell of the area named area.
func (a *areaDetail) at(m int, area string) *areaMonth {
	if a.cell[m] == nil {
		a.cell[m] = map[string]*areaMonth{}
	}
	c := a.cell[m][area]
	if c == nil {
		c = &areaMonth{}
		a.cell[m][area] = c
	}
	return c
}

// trace is the campaign's trace hook: once a turn, at the first step of its
// transit phase [15] (after the week's searches and attacks), it counts the
// boats on station by area — at sea and not in an area's transit section
// [2.1], so a boat sailing through an area on its way out or home is not
// counted there.
func (a *areaDetail) trace(g *campaign.Game, _ engine.Op) {
	if g.S.Turn == a.turn || g.S.Phase != "15" {
		return
	}
	a.turn = g.S.Turn
	m := g.S.Month
	a.weeks[m]++
	for i := range g.S.Subs {
		s := &g.S.Subs[i]
		if s.Status != campaign.StSea || s.Section == campaign.Transit || s.Area == "" {
			continue
		}
		a.at(m, a.name(s.Area)).boatWeeks++
	}
}

var monthAbbr = []string{"Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"}

// monthOfDate turns a log date ("Sep 1939, week 1") into a month index
// (-1 if it is not one).
func monthOfDate(date string) int {
	f := strings.Fields(strings.SplitN(date, ",", 2)[0])
	if len(f) < 2 {
		return -1
	}
	y, err := strconv.Atoi(f[1])
	if err != nil {
		return -1
	}
	for i, n := range monthAbbr {
		if n == f[0] {
			return y*12 + i
		}
	}
	return -1
}

// addLog adds the campaign's searches [13.21], sinkings (and the Double
// tonnage event's tons [19.2]) and losses, by the area their rolls and
// events name.
func (a *areaDetail) addLog(log []engine.Entry) {
	for _, e := range log {
		if e.Roll != nil {
			if area, ok := strings.CutPrefix(e.Roll.Purpose, "AAC search roll in "); ok {
				if m := monthOfDate(e.Date); m >= 0 {
					a.at(m, area).searches++
				}
			}
		}
		if e.Event == nil || e.Event.Type != "sunk" && e.Event.Type != "tonnage" && e.Event.Type != "sub-lost" {
			continue
		}
		m := monthOfDate(e.Date)
		if m < 0 {
			continue
		}
		c := a.at(m, a.name(e.Event.Area))
		if e.Event.Type == "sub-lost" {
			c.lost++
			cause := "?"
			if i := strings.Index(e.Text, " is lost ("); i >= 0 {
				cause = lossCause(strings.TrimSuffix(e.Text[i+len(" is lost ("):], ")"))
			}
			c.addCause(cause, 1)
			continue
		}
		t := campaign.TallyOf(e.Event)
		c.ships += t.Ships
		c.kt += t.Tons
	}
}

// reportAreas prints, for each month, the mean per campaign of the boats on
// station in each area, the searches made there (boat-weeks over the month's weeks), the ships and kt
// sunk there and the boats lost there, busiest area first; areas with less
// than half a boat, half a ship and a twentieth of a loss are left out.
func reportAreas(out io.Writer, ads []*areaDetail) {
	n := float64(len(ads))
	sum := map[int]map[string]*areaMonth{}
	weeks := map[int]int{}
	for _, a := range ads {
		for m, w := range a.weeks {
			weeks[m] += w
		}
		for m, cells := range a.cell {
			if sum[m] == nil {
				sum[m] = map[string]*areaMonth{}
			}
			for id, c := range cells {
				s := sum[m][id]
				if s == nil {
					s = &areaMonth{}
					sum[m][id] = s
				}
				s.boatWeeks += c.boatWeeks
				s.searches += c.searches
				s.ships += c.ships
				s.kt += c.kt
				s.lost += c.lost
				for k, v := range c.causes {
					s.addCause(k, v)
				}
			}
		}
	}
	var ms []int
	for m := range sum {
		ms = append(ms, m)
	}
	sort.Ints(ms)
	fmt.Fprintf(out, "\nby month and area, mean per campaign: boats there (at sea, not in an area's transit section, at the transit phase [15]), searches [13.21], ships, kt, boats lost; ships a search; what the boats lost there were lost to (the two largest causes)\n")
	fmt.Fprintf(out, "%-9s %-26s %6s %6s %6s %6s %5s %6s\n", "month", "area", "boats", "search", "ships", "kt", "lost", "s/srch")
	for _, m := range ms {
		// boats: a month's boat-weeks over its weeks (the mean over campaigns of
		// weeks is the same in every campaign that reached the month).
		w := float64(weeks[m]) / n
		if w == 0 {
			w = 1
		}
		var tot areaMonth
		ids := make([]string, 0, len(sum[m]))
		for id, c := range sum[m] {
			ids = append(ids, id)
			tot.boatWeeks += c.boatWeeks
			tot.searches += c.searches
			tot.ships += c.ships
			tot.kt += c.kt
			tot.lost += c.lost
			for k, v := range c.causes {
				tot.addCause(k, v)
			}
		}
		boats := func(c *areaMonth) float64 { return float64(c.boatWeeks) / n / w }
		sort.Slice(ids, func(i, j int) bool {
			ci, cj := sum[m][ids[i]], sum[m][ids[j]]
			if ci.boatWeeks != cj.boatWeeks {
				return ci.boatWeeks > cj.boatWeeks
			}
			if ci.ships != cj.ships {
				return ci.ships > cj.ships
			}
			return ids[i] < ids[j]
		})
		row := func(label, area string, c *areaMonth) {
			per := "—"
			if float64(c.searches)/n >= 0.5 {
				per = fmt.Sprintf("%.2f", float64(c.ships)/float64(c.searches))
			}
			fmt.Fprintf(out, "%-9s %-26s %6.1f %6.1f %6.1f %6.0f %5.2f %6s%s\n", label, area, boats(c), float64(c.searches)/n, float64(c.ships)/n, float64(c.kt)/n, float64(c.lost)/n, per, topCauses(c.causes, n))
		}
		row(campaign.MonthName(m), "all", &tot)
		for _, id := range ids {
			c := sum[m][id]
			if boats(c) < 0.5 && float64(c.searches)/n < 0.5 && float64(c.ships)/n < 0.5 && float64(c.lost)/n < 0.05 {
				continue
			}
			row("", id, c)
		}
	}
}

// topCauses is "  transit event 1.9, counterattack 1.2": the two largest
// causes of the boats lost, as means per campaign (empty if under a
// twentieth of a boat).
func topCauses(causes map[string]int, n float64) string {
	type kv struct {
		k string
		v int
	}
	var xs []kv
	for k, v := range causes {
		if float64(v)/n >= 0.05 {
			xs = append(xs, kv{k, v})
		}
	}
	sort.Slice(xs, func(i, j int) bool {
		if xs[i].v != xs[j].v {
			return xs[i].v > xs[j].v
		}
		return xs[i].k < xs[j].k
	})
	var b strings.Builder
	for i, x := range xs {
		if i == 2 {
			break
		}
		if i == 0 {
			b.WriteString("  ")
		} else {
			b.WriteString(", ")
		}
		fmt.Fprintf(&b, "%s %.2f", x.k, float64(x.v)/n)
	}
	return b.String()
}
