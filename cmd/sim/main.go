// Command sim plays scenarios headless with a bot and prints the chronicle:
//
//	go run ./cmd/sim -scenario campaign-1939 -seed 1 -runs 3 -bot doctrine
//
// Per month: ships and tonnage sunk, U-boats lost, VP, and boat-weeks at sea;
// per run a summary; with -runs > 1 the medians; -v prints the full log.
package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"sort"
	"strings"
	"time"

	"periscope/assets"
	"periscope/game/bot"
	"periscope/game/campaign"
	"periscope/game/data"
)

func main() {
	if err := run(os.Args[1:], os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "sim:", err)
		os.Exit(2)
	}
}

func run(args []string, out io.Writer) error {
	fs := flag.NewFlagSet("sim", flag.ContinueOnError)
	scenario := fs.String("scenario", "campaign-1939", "scenario id")
	theatre := fs.String("theatre", "atlantic", "theatre (a directory of the data)")
	dataDir := fs.String("data", "", "read the data from this directory instead of the embedded assets/data")
	seed := fs.Uint64("seed", 1, "seed of the first run (run i uses seed+i)")
	runs := fs.Int("runs", 1, "number of runs")
	botName := fs.String("bot", "doctrine", "bot: "+strings.Join(bot.Players, ", "))
	verbose := fs.Bool("v", false, "print the full game log")
	quiet := fs.Bool("q", false, "print only the per-run summaries")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("unexpected arguments %q", fs.Args())
	}
	if *runs < 1 {
		return fmt.Errorf("-runs must be at least 1")
	}
	if _, err := bot.NewPlayer(*botName, 0); err != nil {
		return err
	}
	th, err := loadTheatre(*dataDir, *theatre)
	if err != nil {
		return err
	}
	if th.Scenario(*scenario) == nil {
		return fmt.Errorf("no scenario %q in theatre %s (scenarios: %s)", *scenario, th.ID, strings.Join(bot.ScenarioIDs(th), ", "))
	}
	var sums []summary
	for i := 0; i < *runs; i++ {
		s := *seed + uint64(i)
		p, _ := bot.NewPlayer(*botName, s)
		start := time.Now()
		c, err := bot.PlayScenario(th, *scenario, s, p, *verbose, nil)
		if err != nil {
			return fmt.Errorf("seed %d: %v", s, err)
		}
		el := time.Since(start)
		g := c.Game
		if *verbose {
			for _, e := range c.Log {
				fmt.Fprintf(out, "%6d %-8s %-9s %-7s %s\n", e.Seq, e.Date, e.Kind, e.Rule, e.Text)
			}
		}
		fmt.Fprintf(out, "== %s, bot %s, seed %d\n", *scenario, *botName, s)
		if !*quiet {
			printChronicle(out, g)
		}
		sm := summarise(g)
		res := "unfinished"
		if g.S.Result != nil {
			res = fmt.Sprintf("%s (score %d): %s", g.S.Result.Level, g.S.Result.Score, g.S.Result.Reason)
		}
		fmt.Fprintf(out, "summary: %d ships, %s, %d U-boats lost, %d VP; %d decisions in %v; result %s\n",
			sm.ships, tons(sm.tons), sm.lost, sm.vp, c.Decisions, el.Round(time.Millisecond), res)
		if d, ok := p.(*bot.Doctrine); ok && len(d.Unknown) > 0 {
			fmt.Fprintf(out, "warning: prompt kinds without doctrine (answered by default): %v\n", d.Unknown)
		}
		sums = append(sums, sm)
	}
	if *runs > 1 {
		med := func(f func(summary) int) int {
			v := make([]int, len(sums))
			for i, s := range sums {
				v[i] = f(s)
			}
			sort.Ints(v)
			return v[len(v)/2]
		}
		fmt.Fprintf(out, "median of %d runs: %d ships, %s, %d U-boats lost, %d VP\n", *runs,
			med(func(s summary) int { return s.ships }), tons(med(func(s summary) int { return s.tons })),
			med(func(s summary) int { return s.lost }), med(func(s summary) int { return s.vp }))
	}
	return nil
}

func loadTheatre(dir, theatre string) (*data.Theatre, error) {
	fsys := assets.Data()
	if dir != "" {
		fsys = os.DirFS(dir)
	}
	th, err := data.Load(fsys, theatre)
	if err != nil {
		return nil, fmt.Errorf("loading theatre %q: %v", theatre, err)
	}
	return th, nil
}

type summary struct{ ships, tons, lost, vp int }

func summarise(g *campaign.Game) summary {
	t := g.S.Tracks
	return summary{t.Ships, t.Tons, t.SubsLost, t.VP}
}

// tons renders kt as tons ("0 t" for nothing).
func tons(kt int) string {
	if kt == 0 {
		return "0 t"
	}
	return campaign.FormatTons(kt)
}

func printChronicle(out io.Writer, g *campaign.Game) {
	fmt.Fprintf(out, "month = chronicle month; at sea = boat-weeks at sea in the month\n")
	fmt.Fprintf(out, "%-8s %6s %11s %5s %5s %6s\n", "month", "ships", "tons", "lost", "VP", "at sea")
	for _, m := range g.S.Chronicle {
		fmt.Fprintf(out, "%-8s %6d %11s %5d %5d %6d\n", data.MonthString(m.Month), m.Ships, tons(m.Tons), m.SubsLost, m.VP, m.AtSea)
	}
}
