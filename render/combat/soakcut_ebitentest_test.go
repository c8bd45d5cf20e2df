//go:build ebitentest

package combat

import (
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"periscope/game/campaign"
	"periscope/game/engine"
	"periscope/i18n"
	"periscope/input"
	"periscope/render"
	"periscope/render/combat/combattest"
	"periscope/render/hud"
	"periscope/render/ui"
)

// Every prompt of a whole soak campaign, on the map's panel and on the
// combat board, at 1024×640 (issue 14, item 3: "a test that fails on any
// truncated odds text in any prompt of a soak campaign rendered at
// 1024×640"): campaign-1939 is played to its end by game/bot's doctrine bot
// (seed 1000, as its soak), and no text with a figure may be cut with "…"
// or have a word broken. The panel: every prompt is laid out without
// drawing (hud.PromptCuts: the question, each option's label, its odds, an
// allocation's at every count of points, and its detail), each distinct
// text once (digits are of one width, so texts that differ only in their
// digits lay out alike). The board: drawn for each prompt it shows with
// every control focused in turn, one prompt of each shape (kind, number of
// options up to six, whether points are split). CUT_SOAK=n plays n
// campaigns per bot (doctrine and random, seeds 1000…) and lays every
// prompt out on the panel as above; the board is drawn for the first
// prompt of each shape and then for one in CUT_SAMPLE (default 100) of the
// prompts whose texts (digits aside) were not seen before (drawing every
// one never finished: 28 minutes and more for one campaign). CUT_BOTS
// (e.g. "random") plays those bots only, so that the two can run side by
// side.
func TestSoakPromptsNeverCutOdds(t *testing.T) {
	th := theatre(t)
	type run struct {
		bot  string
		seed uint64
	}
	runs, full, sample := []run{{"doctrine", 1000}}, false, 100
	if v, err := strconv.Atoi(os.Getenv("CUT_SOAK")); err == nil && v > 0 {
		runs, full = nil, true
		for k := 0; k < v; k++ {
			for _, b := range soakBots() {
				runs = append(runs, run{b, uint64(1000 + k)})
			}
		}
		if v, err := strconv.Atoi(os.Getenv("CUT_SAMPLE")); err == nil && v > 0 {
			sample = v
		}
	}
	norm := combattest.DigitsAsZero
	m := ui.Metrics{Width: 1024, Height: 640, DeviceScale: 1, UIScale: 1}
	img := ebiten.NewImage(1024, 640)
	defer img.Deallocate()
	seen := map[string]bool{}
	newTexts := 0 // board prompts with texts not seen before (the long form)
	bad := 0
	env := testEnv(t)
	env.Settings.AnimSpeed = 0
	// The dedup is exact only if every digit is as wide as every other.
	if d := combattest.UnevenDigit(env.Fonts, m); d != 0 {
		t.Fatalf("the digit %c is not as wide as 0: texts that differ in their digits do not lay out alike", d)
	}
	panel := hud.New()
	panel.Layout(m)
	seenText := map[string]bool{}
	for _, r := range runs {
		drawn, views, laid, asked := 0, 0, 0, 0
		n, err := combattest.Soak(th, r.bot, "campaign-1939", r.seed, func(g *campaign.Game, pr *engine.Prompt) {
			if asked++; full && asked%5000 == 0 { // (the long form's progress)
				t.Logf("%s seed %d: decision %d, %d laid out, %d boards drawn, %d cut so far", r.bot, r.seed, asked, laid, drawn, bad)
			}
			// The map's panel.
			alloc := "-"
			if pr.Alloc != nil {
				alloc = fmt.Sprint("A", pr.Seq, r.seed, r.bot) // (an allocation's odds are many: every one)
			}
			q := "q" + norm(i18n.Question(pr))
			newQ := !seenText[q]
			seenText[q] = true
			fresh := make([]bool, len(pr.Options))
			any := newQ
			for i, o := range pr.Options {
				var sb strings.Builder
				sb.WriteString(alloc + i18n.Label(o) + "\x00" + i18n.Detail(o) + "\x00" + o.Rule)
				if pr.Alloc == nil {
					for _, od := range o.Odds {
						sb.WriteString("\x00" + i18n.Outcome(od.Outcome) + " " + hud.Pct(od.P))
					}
				}
				key := norm(sb.String())
				fresh[i] = !seenText[key]
				seenText[key] = true
				any = any || fresh[i]
			}
			if any {
				laid++
				for _, c := range panel.PromptCuts(pr, env.Fonts, newQ, func(i int) bool { return fresh[i] }) {
					if strings.ContainsAny(c, "0123456789%") {
						bad++
						if bad <= 20 {
							t.Errorf("%s seed %d, %s, the map's panel: cut %q", r.bot, r.seed, pr.Kind, c)
						}
					}
				}
			}
			// The combat board.
			if !Wants(g, pr) {
				return
			}
			shape := fmt.Sprint(pr.Kind, min(len(pr.Options), 6), pr.Alloc != nil)
			key := shape
			if full {
				var sb strings.Builder
				sb.WriteString(pr.Kind + i18n.Question(pr))
				for _, o := range pr.Options {
					sb.WriteString("\x00" + i18n.Label(o) + "\x00" + i18n.Detail(o))
					for _, od := range o.Odds {
						sb.WriteString("\x00" + i18n.Outcome(od.Outcome) + pct(od.P))
					}
				}
				key = norm(sb.String())
			}
			if seen[key] {
				return
			}
			seen[key] = true
			if full {
				// The first prompt of each shape, then one in sample of
				// the prompts with new texts.
				newTexts++
				if seen[shape] && newTexts%sample != 0 {
					return
				}
				seen[shape] = true
			}
			snap, err := g.Snapshot()
			if err != nil {
				t.Fatal(err)
			}
			cg, err := campaign.Restore(th, snap)
			if err != nil {
				t.Fatal(err)
			}
			// One Env for every board: its fonts keep their glyphs.
			h := &harness{t: t, env: env, m: m}
			h.sc = New(env, &combattest.Session{G: cg, Record: engine.Record{System: campaign.SystemID, Theatre: th.ID, Scenario: "campaign-1939", Seed: r.seed}}, Options{})
			h.mgr = render.NewManager(&idle{})
			h.mgr.Push(h.sc)
			h.step(&input.State{})
			h.step(&input.State{})
			drawn++
			for k := 0; k <= len(h.sc.hots); k++ {
				img.Clear()
				cut, _ := boardCuts(h, img)
				views++
				if views%16 == 0 {
					img.At(0, 0) // run the queued drawing (one tick holds every test)
				}
				for _, c := range cut {
					if !strings.ContainsAny(c, "0123456789%") {
						continue
					}
					bad++
					if bad <= 20 {
						t.Errorf("%s seed %d, %s: cut %q (focus %q)", r.bot, r.seed, pr.Kind, c, h.sc.focus)
					}
				}
				h.sc.moveFocus(1)
			}
		})
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("%s bot, seed %d: %d decisions; %d prompts laid out on the map's panel; %d board prompts drawn, %d views (%d board prompts with new texts so far)", r.bot, r.seed, n, laid, drawn, views, newTexts)
		if drawn < 5 {
			t.Fatalf("only %d board prompts drawn", drawn)
		}
	}
	if bad > 20 {
		t.Errorf("… %d cut figures in all", bad)
	}
}

// soakBots are the bots of the long soak forms: $CUT_BOTS (comma-separated)
// or both.
func soakBots() []string {
	if b := os.Getenv("CUT_BOTS"); b != "" {
		return strings.Split(b, ",")
	}
	return []string{"doctrine", "random"}
}
