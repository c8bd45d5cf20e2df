package main

import (
	"fmt"
	"io"
	"periscope/game/campaign"
	"sort"
	"strings"

	"periscope/game/data"
	"periscope/game/engine"
)

// detail is where one campaign's sinkings and losses happened, by half-year
// ("1940a" = January–June): ships and kt by map group, boats lost by cause.
// It is what -detail prints, to see which part of the war a data change
// moves.
type detail struct {
	sunk map[string]map[string]yearly // half-year → group → ships, kt
	lost map[string]map[string]int    // half-year → cause → boats
	// rolls counts, per half-year, the combat-event rolls, the circular
	// runs among them and the runs that hit ([19.2] event 2), and the
	// contact-table rolls (one per contact).
	rolls map[string]map[string]int
}

func newDetail() *detail {
	return &detail{sunk: map[string]map[string]yearly{}, lost: map[string]map[string]int{}, rolls: map[string]map[string]int{}}
}

// halfYear turns a log date ("Sep 1939, week 1") into "1939b".
func halfYear(date string) string {
	f := strings.Fields(strings.SplitN(date, ",", 2)[0])
	if len(f) < 2 {
		return "?"
	}
	switch f[0] {
	case "Jan", "Feb", "Mar", "Apr", "May", "Jun":
		return f[1] + "a"
	}
	return f[1] + "b"
}

// groupOf names the map group an area belongs to (an SMZ: its first linked
// OpArea's).
func groupOf(th *data.Theatre, id string) string {
	a := th.Area(id)
	if a == nil {
		return "other"
	}
	if a.Group == "" && len(a.Links) > 0 {
		if l := th.Area(a.Links[0]); l != nil {
			return l.Group
		}
	}
	if a.Group == "" {
		return a.Name
	}
	return a.Group
}

func (d *detail) add(th *data.Theatre, log []engine.Entry) {
	for _, e := range log {
		if e.Roll != nil {
			d.countRoll(halfYear(e.Date), e)
		}
		if e.Event == nil {
			continue
		}
		h := halfYear(e.Date)
		switch e.Event.Type {
		case "sunk":
			if d.sunk[h] == nil {
				d.sunk[h] = map[string]yearly{}
			}
			g := groupOf(th, e.Event.Area)
			r := d.sunk[h][g]
			r.ships += campaign.TallyOf(e.Event).Ships
			r.kt += campaign.TallyOf(e.Event).Tons
			d.sunk[h][g] = r
		case "sub-lost":
			cause := "?"
			if i := strings.Index(e.Text, " is lost ("); i >= 0 {
				cause = lossCause(strings.TrimSuffix(e.Text[i+len(" is lost ("):], ")"))
			}
			if d.lost[h] == nil {
				d.lost[h] = map[string]int{}
			}
			d.lost[h][cause]++
		}
	}
}

// lossCause reduces a loss's logged cause to what finished the boat:
// "second damage (transit event)" → "transit event", "counterattack (second
// roll)" → "counterattack", "attack result on U-49" → "enemy submarine" (the same words in either theatre),
// "damaged in a 965 mb storm (…)" → "965 mb storm".
func lossCause(c string) string {
	for strings.HasSuffix(c, " (second roll)") {
		c = strings.TrimSuffix(c, " (second roll)")
	}
	switch {
	case strings.HasPrefix(c, "attack result on "):
		return "enemy submarine"
	case strings.HasPrefix(c, "damaged in a 965 mb storm"):
		return "965 mb storm"
	}
	if i := strings.Index(c, " damage ("); i >= 0 {
		return lossCause(strings.TrimSuffix(c[i+len(" damage ("):], ")"))
	}
	return c
}

// reportDetail prints the mean per campaign of each half-year's sinkings by
// group and losses by cause, largest first.
func reportDetail(out io.Writer, ds []*detail) {
	n := float64(len(ds))
	halves := map[string]bool{}
	for _, d := range ds {
		for h := range d.sunk {
			halves[h] = true
		}
		for h := range d.lost {
			halves[h] = true
		}
	}
	var hs []string
	for h := range halves {
		hs = append(hs, h)
	}
	sort.Strings(hs)
	fmt.Fprintf(out, "mean per campaign, by half-year (a = Jan–Jun, b = Jul–Dec)\n")
	for _, h := range hs {
		sunk := map[string]yearly{}
		lost := map[string]int{}
		var ships, kt, boats int
		for _, d := range ds {
			for g, r := range d.sunk[h] {
				s := sunk[g]
				s.ships += r.ships
				s.kt += r.kt
				sunk[g] = s
				ships += r.ships
				kt += r.kt
			}
			for c, k := range d.lost[h] {
				lost[c] += k
				boats += k
			}
		}
		fmt.Fprintf(out, "%s  ships %.1f, %.0f kt (%.2f kt a ship), lost %.1f\n", h, float64(ships)/n, float64(kt)/n, float64(kt)/float64(max(ships, 1)), float64(boats)/n)
		var gs []string
		for g := range sunk {
			gs = append(gs, g)
		}
		sort.Slice(gs, func(i, j int) bool {
			return sunk[gs[i]].ships > sunk[gs[j]].ships || sunk[gs[i]].ships == sunk[gs[j]].ships && gs[i] < gs[j]
		})
		var parts []string
		for _, g := range gs {
			parts = append(parts, fmt.Sprintf("%s %.1f/%.0fkt", g, float64(sunk[g].ships)/n, float64(sunk[g].kt)/n))
		}
		fmt.Fprintf(out, "       sunk in: %s\n", strings.Join(parts, ", "))
		var cs []string
		for c := range lost {
			cs = append(cs, c)
		}
		sort.Slice(cs, func(i, j int) bool { return lost[cs[i]] > lost[cs[j]] || lost[cs[i]] == lost[cs[j]] && cs[i] < cs[j] })
		parts = parts[:0]
		for _, c := range cs {
			parts = append(parts, fmt.Sprintf("%s %.2f", c, float64(lost[c])/n))
		}
		fmt.Fprintf(out, "       lost to: %s\n", strings.Join(parts, ", "))
		rolls := map[string]int{}
		for _, d := range ds {
			for k, v := range d.rolls[h] {
				rolls[k] += v
			}
		}
		fmt.Fprintf(out, "       searches %.1f, endurance checks %.1f, ", float64(rolls["searches"])/n, float64(rolls["endurance"])/n)
		fmt.Fprintf(out, "contacts %.1f, sub fights %.1f, combat events %.1f, circular runs %.2f (hits %.2f)\n", float64(rolls["contacts"])/n, float64(rolls["sub fights"])/n, float64(rolls["combat events"])/n, float64(rolls["circular runs"])/n, float64(rolls["circular hits"])/n)
	}
}

// countRoll counts the rolls -detail reports beside the losses: contacts,
// combat events, circular runs and their hits [19.2], and the AAC search
// and endurance rolls (how many boat-weeks the patrols had).
func (d *detail) countRoll(h string, e engine.Entry) {
	if d.rolls[h] == nil {
		d.rolls[h] = map[string]int{}
	}
	if strings.HasPrefix(e.Roll.Purpose, "AAC search roll") {
		d.rolls[h]["searches"]++
	}
	switch e.Roll.Purpose {
	case "endurance":
		d.rolls[h]["endurance"]++
	case "contact table":
		d.rolls[h]["contacts"]++
	case "combat event":
		d.rolls[h]["combat events"]++
	case "who sees first":
		d.rolls[h]["sub fights"]++
	case "circular run hits":
		d.rolls[h]["circular runs"]++
		if strings.Contains(e.Text, "hits the sub") {
			d.rolls[h]["circular hits"]++
		}
	}
}
