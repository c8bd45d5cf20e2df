package main

// The monthly and quarterly comparison (issue 13): the campaign's median
// month against history's month, September 1939 – March 1943, as Pearson
// correlations of ships, tonnage and boats lost; the ratio per quarter
// 1940Q1–1942Q4; and three features of the war's shape (the first Happy
// Time, the 1941 peak, November 1942).

import (
	_ "embed"
	"encoding/csv"
	"fmt"
	"io"
	"math"
	"sort"
	"strconv"
	"strings"

	"periscope/game/campaign"
	"periscope/game/data"
)

// monthlyCSV is the public monthly series (testdata/README.md gives its
// provenance).
//
//go:embed testdata/atlantic-monthly.csv
var monthlyCSV string

// monthHist is one month of history: ships and GRT sunk, boats lost.
type monthHist struct {
	month            int // data.MonthIndex
	ships, grt, lost int
}

// readMonthly reads month, ships_sunk, grt_sunk, subs_lost (further columns
// are provenance).
func readMonthly(r io.Reader) ([]monthHist, error) {
	rows, err := csv.NewReader(r).ReadAll()
	if err != nil {
		return nil, err
	}
	if len(rows) < 2 || len(rows[0]) < 4 || rows[0][0] != "month" || rows[0][1] != "ships_sunk" || rows[0][2] != "grt_sunk" || rows[0][3] != "subs_lost" {
		return nil, fmt.Errorf("want the columns month, ships_sunk, grt_sunk, subs_lost")
	}
	var out []monthHist
	for i, r := range rows[1:] {
		m, err := data.MonthIndex(r[0])
		if err != nil {
			return nil, fmt.Errorf("row %d: month %q", i+2, r[0])
		}
		if len(out) > 0 && m != out[len(out)-1].month+1 {
			return nil, fmt.Errorf("row %d: %s does not follow the month before", i+2, r[0])
		}
		var v [3]int
		for j := range v {
			if v[j], err = strconv.Atoi(r[j+1]); err != nil {
				return nil, fmt.Errorf("row %d: %q is not a number", i+2, r[j+1])
			}
		}
		out = append(out, monthHist{m, v[0], v[1], v[2]})
	}
	return out, nil
}

// byMonth is a campaign's chronicle by month index.
func byMonth(g *campaign.Game) map[int]yearly {
	out := map[int]yearly{}
	for _, m := range g.S.Chronicle {
		r := out[m.Month]
		r.ships += m.Ships
		r.kt += m.Tons
		r.lost += m.SubsLost
		out[m.Month] = r
	}
	return out
}

// pearson is the correlation coefficient of two equally long series (0 if
// either is constant).
func pearson(x, y []float64) float64 {
	n := float64(len(x))
	if len(x) != len(y) || len(x) < 2 {
		return 0
	}
	var mx, my float64
	for i := range x {
		mx += x[i]
		my += y[i]
	}
	mx, my = mx/n, my/n
	var sxy, sxx, syy float64
	for i := range x {
		dx, dy := x[i]-mx, y[i]-my
		sxy += dx * dy
		sxx += dx * dx
		syy += dy * dy
	}
	if sxx == 0 || syy == 0 {
		return 0
	}
	return sxy / math.Sqrt(sxx*syy)
}

// costliest returns the n months whose miss costs the correlation of x
// (the model) with y (history) most: for each month, how much r would
// rise were that month alone history's. A correlation is held down by its
// largest squared misses against the shape, not by a uniform bias.
func costliest(x, y []float64, n int) (idx []int, gain []float64) {
	base := pearson(x, y)
	type g struct {
		i int
		d float64
	}
	var gs []g
	z := make([]float64, len(x))
	for i := range x {
		copy(z, x)
		z[i] = y[i]
		gs = append(gs, g{i, pearson(z, y) - base})
	}
	sort.SliceStable(gs, func(a, b int) bool { return gs[a].d > gs[b].d })
	for _, e := range gs[:min(n, len(gs))] {
		if e.d <= 0 {
			break
		}
		idx, gain = append(idx, e.i), append(gain, e.d)
	}
	return idx, gain
}

// quarter is a calendar quarter: its first month index and its name.
type quarter struct {
	first int
	name  string
}

// quarters are 1940Q1–1942Q4, the quarters the bar reads.
func quarters() []quarter {
	var qs []quarter
	for y := 1940; y <= 1942; y++ {
		for q := 0; q < 4; q++ {
			m, _ := data.MonthIndex(fmt.Sprintf("%d-%02d", y, 3*q+1))
			qs = append(qs, quarter{m, fmt.Sprintf("%dQ%d", y, q+1)})
		}
	}
	return qs
}

// monthShape is one bot's monthly comparison: the median campaign month
// beside history, the correlations, the quarterly medians and the features.
type monthShape struct {
	months               []int     // month indexes compared
	ships, kt, lost      []float64 // median per month over the campaigns (medianOf: halves where the middle two differ)
	hShips, hGRT, hLost  []int     // history
	rShips, rTons, rLost float64   // Pearson, monthly
	qShips, qKt          []float64 // median per quarter (quarters())
	qhShips, qhGRT       []int     // history per quarter
	happy, hHappy        float64   // Jun–Oct 1940 over Jan–May 1940, tonnage
	peak41, hPeak41      int       // month index of 1941's highest tonnage
	top, hTop            int       // month index of the highest tonnage
	quartersOut          []string  // quarters beyond ±35 % in ships or tonnage
}

// shape compares the campaigns (by month) with the monthly history.
func shape(res []map[int]yearly, hist []monthHist) monthShape {
	var s monthShape
	col := func(m int, f func(yearly) int) float64 {
		v := make([]int, len(res))
		for i, r := range res {
			v[i] = f(r[m])
		}
		return medianOf(v)
	}
	for _, h := range hist {
		s.months = append(s.months, h.month)
		s.ships = append(s.ships, col(h.month, func(y yearly) int { return y.ships }))
		s.kt = append(s.kt, col(h.month, func(y yearly) int { return y.kt }))
		s.lost = append(s.lost, col(h.month, func(y yearly) int { return y.lost }))
		s.hShips, s.hGRT, s.hLost = append(s.hShips, h.ships), append(s.hGRT, h.grt), append(s.hLost, h.lost)
	}
	fl := func(v []int) []float64 {
		out := make([]float64, len(v))
		for i, x := range v {
			out[i] = float64(x)
		}
		return out
	}
	s.rShips, s.rTons, s.rLost = pearson(s.ships, fl(s.hShips)), pearson(s.kt, fl(s.hGRT)), pearson(s.lost, fl(s.hLost))
	at := map[int]int{}
	for i, m := range s.months {
		at[m] = i
	}
	for _, q := range quarters() {
		ships, kt := make([]int, len(res)), make([]int, len(res))
		for i, r := range res {
			for m := q.first; m < q.first+3; m++ {
				ships[i] += r[m].ships
				kt[i] += r[m].kt
			}
		}
		hs, hg := 0, 0
		for m := q.first; m < q.first+3; m++ {
			if i, ok := at[m]; ok {
				hs += s.hShips[i]
				hg += s.hGRT[i]
			}
		}
		s.qShips, s.qKt = append(s.qShips, medianOf(ships)), append(s.qKt, medianOf(kt))
		s.qhShips, s.qhGRT = append(s.qhShips, hs), append(s.qhGRT, hg)
		rs, rt := s.qShips[len(s.qShips)-1]/float64(max(hs, 1)), s.qKt[len(s.qKt)-1]*1000/float64(max(hg, 1))
		if math.Abs(rs-1) > 0.35 || math.Abs(rt-1) > 0.35 {
			s.quartersOut = append(s.quartersOut, q.name)
		}
	}
	mean := func(v []float64, from, to string) float64 {
		a, _ := data.MonthIndex(from)
		b, _ := data.MonthIndex(to)
		sum, n := 0.0, 0
		for m := a; m <= b; m++ {
			if i, ok := at[m]; ok {
				sum += v[i]
				n++
			}
		}
		return sum / float64(max(n, 1))
	}
	ratio := func(v []float64) float64 {
		lo := mean(v, "1940-01", "1940-05")
		if lo == 0 {
			return math.Inf(1)
		}
		return mean(v, "1940-06", "1940-10") / lo
	}
	s.happy, s.hHappy = ratio(s.kt), ratio(fl(s.hGRT))
	argmax := func(v []float64, from, to string) int {
		a, _ := data.MonthIndex(from)
		b, _ := data.MonthIndex(to)
		best, bm := -1.0, -1
		for m := a; m <= b; m++ {
			if i, ok := at[m]; ok && v[i] > best {
				best, bm = v[i], m
			}
		}
		return bm
	}
	s.peak41, s.hPeak41 = argmax(s.kt, "1941-01", "1941-12"), argmax(fl(s.hGRT), "1941-01", "1941-12")
	s.top, s.hTop = argmax(s.kt, "1939-09", "1943-03"), argmax(fl(s.hGRT), "1939-09", "1943-03")
	return s
}

// reportMonthly prints the monthly table, the correlations, the quarterly
// ratios and the features.
func reportMonthly(out io.Writer, s monthShape) {
	fmt.Fprintf(out, "\nmonthly medians against history (GRT in kt)\n")
	fmt.Fprintf(out, "%-8s | %5s %5s | %5s %5s | %4s %4s\n", "month", "ships", "hist", "kt", "hist", "lost", "hist")
	for i, m := range s.months {
		fmt.Fprintf(out, "%-8s | %5g %5d | %5g %5d | %4g %4d\n", campaign.MonthName(m), s.ships[i], s.hShips[i], s.kt[i], (s.hGRT[i]+500)/1000, s.lost[i], s.hLost[i])
	}
	fmt.Fprintf(out, "monthly Pearson correlation, %s–%s: ships %.2f, tonnage %.2f, boats lost %.2f (bar ≥ 0.85)\n",
		campaign.MonthName(s.months[0]), campaign.MonthName(s.months[len(s.months)-1]), s.rShips, s.rTons, s.rLost)
	fmt.Fprintf(out, "to three places: ships %.3f, tonnage %.3f, boats lost %.3f; the months that cost each most (r's rise were that month history's):\n", s.rShips, s.rTons, s.rLost)
	for _, c := range []struct {
		name     string
		m        []float64
		h        []int
		thousand bool
	}{{"ships", s.ships, s.hShips, false}, {"tonnage", s.kt, s.hGRT, true}, {"lost", s.lost, s.hLost, false}} {
		x, y := make([]float64, len(c.m)), make([]float64, len(c.h))
		for i := range c.m {
			x[i], y[i] = c.m[i], float64(c.h[i])
			if c.thousand {
				y[i] = math.Round(y[i] / 1000)
			}
		}
		idx, gain := costliest(x, y, 6)
		var parts []string
		for k, i := range idx {
			parts = append(parts, fmt.Sprintf("%s %g/%g +%.3f", campaign.MonthName(s.months[i]), x[i], y[i], gain[k]))
		}
		fmt.Fprintf(out, "  %-7s %s\n", c.name, strings.Join(parts, ", "))
	}
	fmt.Fprintf(out, "\n%-7s | %5s %5s %5s | %6s %6s %5s\n", "quarter", "ships", "hist", "ratio", "kt", "hist", "ratio")
	for i, q := range quarters() {
		fmt.Fprintf(out, "%-7s | %5g %5d %5.2f | %6g %6d %5.2f\n", q.name, s.qShips[i], s.qhShips[i], s.qShips[i]/float64(max(s.qhShips[i], 1)),
			s.qKt[i], (s.qhGRT[i]+500)/1000, s.qKt[i]*1000/float64(max(s.qhGRT[i], 1)))
	}
	if len(s.quartersOut) == 0 {
		fmt.Fprintf(out, "every quarter 1940Q1–1942Q4 within ±35 %% in ships and tonnage\n")
	} else {
		fmt.Fprintf(out, "beyond ±35 %%: %s\n", strings.Join(s.quartersOut, ", "))
	}
	fmt.Fprintf(out, "\nfirst Happy Time, tonnage Jun–Oct 1940 over Jan–May 1940: ×%.1f (history ×%.1f)\n", s.happy, s.hHappy)
	fmt.Fprintf(out, "1941's highest month by tonnage: %s (history %s)\n", campaign.MonthName(s.peak41), campaign.MonthName(s.hPeak41))
	fmt.Fprintf(out, "highest month by tonnage: %s (history %s)\n", campaign.MonthName(s.top), campaign.MonthName(s.hTop))
}
