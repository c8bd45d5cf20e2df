// Command calibrate plays the whole 1939–43 campaign many times with the
// doctrine bot and with the careless bot and sets the simulated medians per
// year beside the historical figures (issue 4):
//
//	go run ./cmd/calibrate -runs 50
//
// The history is /work/shared/calibration/atlantic-yearly.csv, read from
// ../shared/calibration beside the repository (-history to point
// elsewhere); it is not copied into the repository. Its figures cover every
// theatre, so the game is expected to undershoot somewhat. The monthly
// series (testdata/atlantic-monthly.csv, embedded; provenance in
// testdata/README.md) adds the median month and quarter against history,
// their Pearson correlations and the war's features (-monthly=false to
// leave them out).
//
// The Pacific (Silent War) compares its whole war, 1941–45, with
// ../shared/calibration/pacific-yearly.csv (years the file leaves blank
// show "—"):
//
//	go run ./cmd/calibrate -theatre pacific -runs 50
package main

import (
	"encoding/csv"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"

	"periscope/assets"
	"periscope/game/bot"
	"periscope/game/campaign"
	"periscope/game/data"
	"periscope/game/engine"
)

func main() {
	if err := run(os.Args[1:], os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "calibrate:", err)
		os.Exit(2)
	}
}

// years compared: 1939 is September–December.
var years = []int{1939, 1940, 1941, 1942}

// options are the switches every campaign plays with (-options).
var options []string

type history struct{ ships, grt, lost int }

type yearly struct{ ships, kt, lost int }

func run(args []string, out io.Writer) error {
	fs := flag.NewFlagSet("calibrate", flag.ContinueOnError)
	runs := fs.Int("runs", 50, "campaigns per bot")
	seed := fs.Uint64("seed", 1, "seed of the first campaign (campaign i uses seed+i)")
	histPath := fs.String("history", "", "historical CSV (default: ../shared/calibration/atlantic-yearly.csv beside the repository)")
	scenario := fs.String("scenario", "campaign-1939", "scenario id")
	dataDir := fs.String("data", "", "read the data from this directory instead of the embedded assets/data")
	botList := fs.String("bots", "doctrine,careless", "bots to compare, comma-separated")
	workers := fs.Int("workers", runtime.NumCPU(), "campaigns played at once")
	showDetail := fs.Bool("detail", false, "also print, per half-year, the mean sinkings by map group and the losses by cause, and, per month and area, the boats at sea, the ships and kt sunk and the boats lost")
	theatre := fs.String("theatre", "atlantic", "theatre: atlantic (1939–42) or pacific (1941–45)")
	optList := fs.String("options", "", "switches turned on in every campaign, comma-separated (e.g. circular-run-defence)")
	until := fs.String("until", "", "end every campaign after this month (YYYY-MM): a quick A/B of the early war's shape (1939–41 plays in minutes; 1942 is most of a campaign's time)")
	showEach := fs.Bool("each", false, "also print every campaign's ships, kt and boats lost by year (to merge runs split across processes)")
	showMonthly := fs.Bool("monthly", true, "also compare the median month and quarter with the monthly history (cmd/calibrate/testdata/atlantic-monthly.csv)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("unexpected arguments %q", fs.Args())
	}
	options = nil
	if *optList != "" {
		options = strings.Split(*optList, ",")
	}
	if *runs < 1 || *workers < 1 {
		return fmt.Errorf("-runs and -workers must be at least 1")
	}
	if *theatre == "pacific" {
		years = []int{1941, 1942, 1943, 1944, 1945}
		if *scenario == "campaign-1939" {
			*scenario = "campaign-1941"
		}
		*showMonthly = false // no monthly history for the Pacific yet
	}
	hist, path, err := readHistory(*histPath, *theatre)
	if err != nil {
		return err
	}
	mhist, err := readMonthly(strings.NewReader(monthlyCSV))
	if err != nil {
		return fmt.Errorf("the monthly history: %v", err)
	}
	fsys := assets.Data()
	if *dataDir != "" {
		fsys = os.DirFS(*dataDir)
	}
	th, err := data.Load(fsys, *theatre)
	if err != nil {
		return fmt.Errorf("loading the %s data: %v", *theatre, err)
	}
	if th.Scenario(*scenario) == nil {
		return fmt.Errorf("no scenario %q (scenarios: %s)", *scenario, strings.Join(bot.ScenarioIDs(th), ", "))
	}
	if *until != "" {
		// The scenario's end moves earlier; later months and years read 0.
		if _, err := data.MonthIndex(*until); err != nil {
			return fmt.Errorf("-until: %v", err)
		}
		if sc := th.Scenario(*scenario); *until < sc.End {
			sc.End = *until
		}
	}
	bots := strings.Split(*botList, ",")
	for _, b := range bots {
		if _, err := bot.NewPlayer(b, 0); err != nil {
			return err
		}
	}
	if *theatre == "pacific" {
		fmt.Fprintf(out, "history: %s (US submarines; blank cells have no source)\n", path)
	} else {
		fmt.Fprintf(out, "history: %s (all theatres)\n", path)
	}
	for _, b := range bots {
		start := time.Now()
		res, months, ds, ads, err := playAll(th, *scenario, b, *seed, *runs, *workers, *showDetail)
		if err != nil {
			return err
		}
		fmt.Fprintf(out, "\n%s bot: %d campaigns (seeds %d–%d) in %v\n", b, *runs, *seed, *seed+uint64(*runs)-1, time.Since(start).Round(time.Second))
		if *until != "" {
			fmt.Fprintf(out, "every campaign ends after %s (-until): later months read 0\n", *until)
		}
		report(out, res, hist)
		if *showEach {
			reportEach(out, res, *seed)
		}
		if *theatre == "pacific" {
			reportSpan(out, th, th.Scenario(*scenario), res)
		}
		if *showMonthly {
			reportMonthly(out, shape(months, mhist))
		}
		if *showDetail {
			reportDetail(out, ds)
			reportAreas(out, ads)
		}
	}
	return nil
}

// playAll plays the campaigns on several goroutines (each game is
// single-threaded and deterministic) and returns them in seed order; with
// withDetail, also where each campaign sank and lost (which keeps each log
// while the campaign is summarised) and its month-by-area record.
func playAll(th *data.Theatre, scenario, botName string, seed uint64, runs, workers int, withDetail bool) ([]map[int]yearly, []map[int]yearly, []*detail, []*areaDetail, error) {
	res := make([]map[int]yearly, runs)
	months := make([]map[int]yearly, runs)
	ds := make([]*detail, runs)
	ads := make([]*areaDetail, runs)
	var trace func(i int) func(*campaign.Game, engine.Op)
	if withDetail {
		for i := range ads {
			ads[i] = newAreaDetail(th)
		}
		trace = func(i int) func(*campaign.Game, engine.Op) { return ads[i].trace }
	}
	err := playEachTraced(th, scenario, botName, seed, runs, workers, withDetail, trace, func(i int, c *bot.Campaign) {
		res[i] = byYear(c.Game)
		months[i] = byMonth(c.Game)
		if withDetail {
			ds[i] = newDetail()
			ds[i].add(th, c.Log)
			ads[i].addLog(c.Log)
		}
	})
	if err != nil {
		return nil, nil, nil, nil, err
	}
	return res, months, ds, ads, nil
}

// playEach plays campaigns seed … seed+runs−1 of a bot on several
// goroutines and hands each, as it ends, to keep with its index (i is
// the campaign's place in seed order; keep is called once for each i,
// from any goroutine).
func playEach(th *data.Theatre, scenario, botName string, seed uint64, runs, workers int, withLog bool, keep func(i int, c *bot.Campaign)) error {
	return playEachTraced(th, scenario, botName, seed, runs, workers, withLog, nil, keep)
}

// playEachTraced is playEach with, when trace is not nil, trace(i) as
// campaign i's trace hook (called at every step of its game).
func playEachTraced(th *data.Theatre, scenario, botName string, seed uint64, runs, workers int, withLog bool, trace func(i int) func(*campaign.Game, engine.Op), keep func(i int, c *bot.Campaign)) error {
	errs := make([]error, runs)
	jobs := make(chan int)
	var wg sync.WaitGroup
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range jobs {
				s := seed + uint64(i)
				p, _ := bot.NewPlayer(botName, s)
				rec := engine.Record{System: campaign.SystemID, Theatre: th.ID, Scenario: scenario, Seed: s, Options: options}
				var tr func(*campaign.Game, engine.Op)
				if trace != nil {
					tr = trace(i)
				}
				c, err := bot.PlayRecord(th, rec, p, withLog, tr)
				if err != nil {
					errs[i] = fmt.Errorf("%s bot, seed %d: %v", botName, s, err)
					continue
				}
				keep(i, c)
			}
		}()
	}
	for i := 0; i < runs; i++ {
		jobs <- i
	}
	close(jobs)
	wg.Wait()
	for _, e := range errs {
		if e != nil {
			return e
		}
	}
	return nil
}

func byYear(g *campaign.Game) map[int]yearly {
	out := map[int]yearly{}
	for _, m := range g.S.Chronicle {
		y := m.Month / 12
		r := out[y]
		r.ships += m.Ships
		r.kt += m.Tons
		r.lost += m.SubsLost
		out[y] = r
	}
	return out
}

// reportEach prints one line per campaign, "seed N: YEAR ships/kt/lost …",
// so that runs split across processes can be merged into one median.
func reportEach(out io.Writer, res []map[int]yearly, seed uint64) {
	for i, r := range res {
		fmt.Fprintf(out, "seed %d:", seed+uint64(i))
		for _, y := range years {
			fmt.Fprintf(out, " %d %d/%d/%d", y, r[y].ships, r[y].kt, r[y].lost)
		}
		fmt.Fprintln(out)
	}
}

func median(v []int) int {
	s := append([]int(nil), v...)
	sort.Ints(s)
	n := len(s)
	if n%2 == 1 {
		return s[n/2]
	}
	return (s[n/2-1] + s[n/2]) / 2
}

// medianOf is the median as statistics defines it: the mean of the middle
// two values of an even count. The monthly shape reads it (issue 13: one
// month's 9 and 10 in the middle are 9.5, not 9: a floored median moved the
// losses' monthly correlation by about 0.02 with each such month).
func medianOf(v []int) float64 {
	s := append([]int(nil), v...)
	sort.Ints(s)
	n := len(s)
	if n == 0 {
		return 0
	}
	if n%2 == 1 {
		return float64(s[n/2])
	}
	return float64(s[n/2-1]+s[n/2]) / 2
}

func ratio(a, b int) string {
	if b == 0 {
		return "—"
	}
	return fmt.Sprintf("%.2f", float64(a)/float64(b))
}

// medians are one bot's median ships, kt and boats lost per year, and the
// median over its campaigns of the boats lost per ship sunk in 1939–42.
type medians struct {
	year    map[int]yearly
	perShip float64
}

func summarise(res []map[int]yearly) medians {
	m := medians{year: map[int]yearly{}}
	for _, y := range years {
		var ships, kt, lost []int
		for _, r := range res {
			ships = append(ships, r[y].ships)
			kt = append(kt, r[y].kt)
			lost = append(lost, r[y].lost)
		}
		m.year[y] = yearly{median(ships), median(kt), median(lost)}
	}
	var per []float64
	for _, r := range res {
		s, l := 0, 0
		for _, y := range years {
			s += r[y].ships
			l += r[y].lost
		}
		per = append(per, float64(l)/float64(max(s, 1)))
	}
	sort.Float64s(per)
	m.perShip = per[len(per)/2]
	return m
}

// historyPerShip is history's U-boats lost per ship sunk, 1939–42.
func historyPerShip(hist map[int]history) float64 {
	hs, hl := 0, 0
	for _, y := range years {
		hs += hist[y].ships
		hl += hist[y].lost
	}
	return float64(hl) / float64(hs)
}

func report(out io.Writer, res []map[int]yearly, hist map[int]history) {
	m := summarise(res)
	fmt.Fprintf(out, "%-6s | %6s %6s %5s | %10s %10s %5s | %5s %5s %5s\n", "year", "ships", "hist", "ratio", "GRT", "hist", "ratio", "lost", "hist", "ratio")
	for _, y := range years {
		h, r := hist[y], m.year[y]
		s, t, l := r.ships, r.kt*1000, r.lost
		name := strconv.Itoa(y)
		if y == 1939 || y == 1941 && years[0] == 1941 {
			name += "*"
		}
		fmt.Fprintf(out, "%-6s | %6d %6d %5s | %10d %10d %5s | %5d %5d %5s\n", name, s, h.ships, ratio(s, h.ships), t, h.grt, ratio(t, h.grt), l, h.lost, ratio(l, h.lost))
	}
	if years[0] == 1941 {
		fmt.Fprintf(out, "1941* = December. Boats lost per ship sunk, 1941–45: median %.3f (history: no yearly ship counts)\n", m.perShip)
		return
	}
	fmt.Fprintf(out, "1939* = September–December. U-boats lost per ship sunk, 1939–42: median %.3f (history %.3f)\n", m.perShip, historyPerShip(hist))
}

// readHistory reads the yearly CSV: year, ships_sunk, grt_sunk, subs_lost.
func readHistory(path, theatre string) (map[int]history, string, error) {
	if path == "" {
		name := theatre + "-yearly.csv"
		for _, p := range []string{"../shared/calibration/" + name, "../../shared/calibration/" + name, "../../../shared/calibration/" + name} {
			if _, err := os.Stat(p); err == nil {
				path = p
				break
			}
		}
		if path == "" {
			return nil, "", fmt.Errorf("no historical figures: ../shared/calibration/%s is not beside the repository (run from the repository root, or give -history)", name)
		}
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, "", fmt.Errorf("historical figures: %v", err)
	}
	defer f.Close()
	cr := csv.NewReader(f)
	cr.FieldsPerRecord = -1 // the source column may hold unquoted commas (pacific-yearly.csv)
	rows, err := cr.ReadAll()
	if err != nil {
		return nil, "", fmt.Errorf("%s: %v", path, err)
	}
	if len(rows) < 2 || len(rows[0]) < 4 || rows[0][0] != "year" || rows[0][1] != "ships_sunk" || rows[0][2] != "grt_sunk" || rows[0][3] != "subs_lost" {
		return nil, "", fmt.Errorf("%s: want the columns year, ships_sunk, grt_sunk, subs_lost", path)
	}
	out := map[int]history{}
	for _, r := range rows[1:] {
		y, err := strconv.Atoi(r[0])
		if err != nil {
			return nil, "", fmt.Errorf("%s: year %q", path, r[0])
		}
		num := func(s string) int { n, _ := strconv.Atoi(s); return n } // empty = no source
		out[y] = history{num(r[1]), num(r[2]), num(r[3])}
	}
	for _, y := range years {
		if _, ok := out[y]; !ok {
			return nil, "", fmt.Errorf("%s has no row for %d", path, y)
		}
	}
	abs, _ := filepath.Abs(path)
	return out, abs, nil
}
