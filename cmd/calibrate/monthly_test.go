package main

import (
	"math"
	"periscope/game/campaign"
	"strings"
	"testing"
)

func TestPearson(t *testing.T) {
	for _, c := range []struct {
		x, y []float64
		want float64
	}{
		{[]float64{1, 2, 3}, []float64{2, 4, 6}, 1},
		{[]float64{1, 2, 3}, []float64{3, 2, 1}, -1},
		{[]float64{1, 2, 3, 4, 5}, []float64{2, 4, 5, 4, 5}, 0.7745966692}, // sxy 6, sxx 10, syy 6
		{[]float64{1, 1, 1}, []float64{1, 2, 3}, 0},                        // constant: no correlation
		{[]float64{1}, []float64{1}, 0},
	} {
		if got := pearson(c.x, c.y); math.Abs(got-c.want) > 1e-9 {
			t.Errorf("pearson(%v, %v) = %.10f, want %.10f", c.x, c.y, got, c.want)
		}
	}
}

// The monthly series sums, year by year, to the yearly figures it is
// scaled to (testdata/README.md).
func TestMonthlyHistorySumsToYearly(t *testing.T) {
	hist, err := readMonthly(strings.NewReader(monthlyCSV))
	if err != nil {
		t.Fatal(err)
	}
	if len(hist) != 43 {
		t.Fatalf("%d months, want Sep 1939 – Mar 1943 (43)", len(hist))
	}
	want := map[int]history{1939: {139, 500795, 9}, 1940: {474, 2152134, 23}, 1941: {418, 2042260, 35}, 1942: {1061, 5586205, 87}}
	got := map[int]history{}
	for _, h := range hist {
		y := h.month / 12
		r := got[y]
		r.ships += h.ships
		r.grt += h.grt
		r.lost += h.lost
		got[y] = r
	}
	for y, w := range want {
		if got[y] != w {
			t.Errorf("%d: months sum to %+v, the yearly CSV has %+v", y, got[y], w)
		}
	}
}

func TestReadMonthlyRejects(t *testing.T) {
	for _, bad := range []string{
		"month,ships\n1940-01,3\n",
		"month,ships_sunk,grt_sunk,subs_lost\n1940-01,1,2,3\n1940-03,1,2,3\n", // a gap
		"month,ships_sunk,grt_sunk,subs_lost\n1940-01,1,x,3\n",
		"month,ships_sunk,grt_sunk,subs_lost\nJan 1940,1,2,3\n",
	} {
		if _, err := readMonthly(strings.NewReader(bad)); err == nil {
			t.Errorf("accepted %q", bad)
		}
	}
}

// shape's arithmetic on made-up campaigns: a campaign that is history
// correlates 1, has every quarter at 1.00 and history's features; one at
// half of history is out in every quarter; the median of three campaigns
// is the middle one.
func TestShapeArithmetic(t *testing.T) {
	hist, err := readMonthly(strings.NewReader(monthlyCSV))
	if err != nil {
		t.Fatal(err)
	}
	scaled := func(f float64) map[int]yearly {
		r := map[int]yearly{}
		for _, h := range hist {
			r[h.month] = yearly{int(math.Round(float64(h.ships) * f)), int(math.Round(float64(h.grt) * f / 1000)), int(math.Round(float64(h.lost) * f))}
		}
		return r
	}
	s := shape([]map[int]yearly{scaled(0.5), scaled(1), scaled(3)}, hist)
	if s.rShips < 0.9999 || s.rTons < 0.9999 || s.rLost < 0.9999 {
		t.Errorf("history against itself: r = %.4f, %.4f, %.4f", s.rShips, s.rTons, s.rLost)
	}
	if len(s.quartersOut) != 0 {
		t.Errorf("quarters out %v, want none", s.quartersOut)
	}
	for i, q := range quarters() {
		if s.qShips[i] != float64(s.qhShips[i]) || math.Abs(s.qKt[i]*1000-float64(s.qhGRT[i])) > 2000 {
			t.Errorf("%s: %g ships %g kt, history %d ships %d GRT", q.name, s.qShips[i], s.qKt[i], s.qhShips[i], s.qhGRT[i])
		}
	}
	if math.Abs(s.happy-s.hHappy) > 0.01 || s.hHappy < 3 || s.hHappy > 3.4 {
		t.Errorf("Happy Time ×%.2f, history ×%.2f (want about ×3.2)", s.happy, s.hHappy)
	}
	month := campaign.MonthName
	if month(s.hPeak41) != "May 1941" || s.peak41 != s.hPeak41 {
		t.Errorf("1941 peak %s, history %s", month(s.peak41), month(s.hPeak41))
	}
	if month(s.hTop) != "Nov 1942" || s.top != s.hTop {
		t.Errorf("highest month %s, history %s", month(s.top), month(s.hTop))
	}
	half := shape([]map[int]yearly{scaled(0.5)}, hist)
	if len(half.quartersOut) != 12 {
		t.Errorf("half of history: %d quarters out, want 12", len(half.quartersOut))
	}
	if math.Abs(half.rTons-1) > 0.001 {
		t.Errorf("half of history correlates %.4f, want 1 (correlation ignores scale)", half.rTons)
	}
	// An even count's median is the mean of its middle two: two campaigns,
	// one history and one half of it, stand at three quarters of history.
	pair := shape([]map[int]yearly{scaled(0.5), scaled(1)}, hist)
	for i, h := range hist {
		if want := (float64(h.lost) + math.Round(float64(h.lost)*0.5)) / 2; pair.lost[i] != want {
			t.Fatalf("%s: median of %d and %d lost is %g, want %g", month(h.month), int(math.Round(float64(h.lost)*0.5)), h.lost, pair.lost[i], want)
		}
	}
	var b strings.Builder
	reportMonthly(&b, s)
	for _, want := range []string{"monthly Pearson correlation, Sep 1939–Mar 1943: ships 1.00, tonnage 1.00, boats lost 1.00", "1940Q3", "every quarter 1940Q1–1942Q4 within ±35 %", "1941's highest month by tonnage: May 1941 (history May 1941)"} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("report lacks %q:\n%s", want, b.String())
		}
	}
}

// The month that costs a correlation most is the one whose miss, put right
// alone, raises r most: a large miss against the shape, not a small one.
func TestCostliestNamesTheLargestMissAgainstTheShape(t *testing.T) {
	y := []float64{10, 20, 30, 40, 50, 60}
	x := []float64{11, 19, 31, 10, 50, 58} // the fourth month misses by 30
	idx, gain := costliest(x, y, 3)
	if len(idx) == 0 || idx[0] != 3 {
		t.Fatalf("costliest %v %v, want month 3 first", idx, gain)
	}
	for k := 1; k < len(gain); k++ {
		if gain[k] > gain[k-1] {
			t.Errorf("gains not in order: %v", gain)
		}
	}
	z := append([]float64(nil), x...)
	z[3] = y[3]
	if d := pearson(z, y) - pearson(x, y); math.Abs(d-gain[0]) > 1e-12 {
		t.Errorf("gain %.6f, want r's rise %.6f", gain[0], d)
	}
	if idx, _ := costliest(y, y, 3); len(idx) != 0 {
		t.Errorf("history against itself costs nothing, got %v", idx)
	}
}
