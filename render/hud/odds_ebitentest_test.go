//go:build ebitentest

package hud

import (
	"fmt"
	"os"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"periscope/game/campaign"
	"periscope/game/engine"
	"periscope/i18n"
	"periscope/render/combat/combattest"
	"periscope/render/ui"
)

// No figure on the map's prompt panel is ever cut (issue 14, item 3): the
// prompts of U-47: Scapa Flow (seeds 398000000 and 7, to the end, drawn at
// 1024×640 with each option focused in turn, and laid out by Cuts) and of
// The Happy Time (to the end, laid out, each distinct text once: digits
// are of one width in the panel's faces, so texts that differ only in
// their digits lay out alike). Whatever the panel had to shorten, or a
// word it had to break, must hold no figure. The whole soak campaign's
// prompts are render/combat's TestSoakPromptsNeverCutOdds (one campaign
// played for the panel and the board); CUT_SOAK=n here plays n whole
// campaigns per bot (doctrine and random, seeds 1000…), lays out every
// prompt with a text not seen before, and draws one prompt in CUT_SAMPLE
// (default 25) with each option focused (drawing every one never
// finished).
func TestPromptNeverCutsOdds(t *testing.T) {
	fonts, err := ui.NewFonts()
	if err != nil {
		t.Fatal(err)
	}
	th, err := combattest.Atlantic()
	if err != nil {
		t.Fatal(err)
	}
	m := ui.Metrics{Width: 1024, Height: 640, DeviceScale: 1, UIScale: 1}
	// The dedup is exact only if every digit is as wide as every other.
	if d := combattest.UnevenDigit(fonts, m); d != 0 {
		t.Fatalf("the digit %c is not as wide as 0: texts that differ in their digits do not lay out alike", d)
	}
	type run struct {
		bot, scenario string
		seed          uint64
		draw          bool // draw every prompt with each option focused
	}
	// The scenarios a new player starts with (U-47's drawn too, so that
	// the panel's painting is seen to lay out as Cuts does).
	runs := []run{{"doctrine", "u47-scapa-flow", 398000000, true},
		{"doctrine", "u47-scapa-flow", 7, true}, {"doctrine", "happy-time-1940", 398000000, false}}
	sample := 1 // draw one prompt in sample (the long form)
	if v, err := strconv.Atoi(os.Getenv("CUT_SOAK")); err == nil && v > 0 {
		runs, sample = nil, 100
		for k := 0; k < v; k++ {
			bots := []string{"doctrine", "random"}
			if b := os.Getenv("CUT_BOTS"); b != "" { // (one bot a process, side by side)
				bots = strings.Split(b, ",")
			}
			for _, b := range bots {
				runs = append(runs, run{b, "campaign-1939", uint64(1000 + k), true})
			}
		}
		if v, err := strconv.Atoi(os.Getenv("CUT_SAMPLE")); err == nil && v > 0 {
			sample = v
		}
	}
	h := New()
	h.Layout(m)
	p := h.Prompt
	img := ebiten.NewImage(1024, 640)
	defer img.Deallocate()
	seen := map[string]bool{}
	norm := combattest.DigitsAsZero
	bad := 0
	for _, r := range runs {
		{
			botName, seed := r.bot, r.seed
			prompts, laid, drawn, other := 0, 0, 0, map[string]bool{}
			report := func(n int, pr *engine.Prompt, cuts []string) {
				for _, c := range cuts {
					if !strings.ContainsAny(c, "0123456789%") {
						other[c] = true
						continue
					}
					bad++
					if bad <= 20 {
						t.Errorf("%s, %s seed %d, decision %d (%s): cut %q", r.scenario, botName, seed, n, pr.Kind, c)
					}
				}
			}
			n, err := combattest.Soak(th, botName, r.scenario, seed, func(g *campaign.Game, pr *engine.Prompt) {
				n := prompts
				prompts++
				if sample > 1 && prompts%5000 == 0 { // (the long form's progress)
					t.Logf("%s seed %d: decision %d, %d laid out, %d drawn, %d cut so far", botName, seed, prompts, laid, drawn, bad)
				}
				draw := r.draw && n%sample == 0
				alloc := "-"
				if pr.Alloc != nil {
					alloc = "A"
				}
				q := "q" + norm(i18n.Question(pr))
				newQ := draw || !seen[q]
				var fresh []bool
				any := newQ
				for _, o := range pr.Options {
					var sb strings.Builder
					sb.WriteString(alloc + i18n.Label(o) + "\x00" + i18n.Detail(o) + "\x00" + o.Rule)
					cands := [][]engine.Odd{o.Odds}
					if pr.Alloc != nil {
						cands = nil // (an allocation's odds are many: laid out every time)
						sb.WriteString(fmt.Sprint(pr.Seq))
					}
					for _, odds := range cands {
						for _, od := range odds {
							sb.WriteString("\x00" + i18n.Outcome(od.Outcome) + " " + Pct(od.P))
						}
					}
					key := norm(sb.String())
					f := draw || !seen[key]
					seen[key] = true
					fresh = append(fresh, f)
					any = any || f
				}
				seen[q] = true
				if !any {
					return
				}
				p.set(pr)
				h.layoutSide()
				laid++
				report(n, pr, p.Cuts(fonts, newQ, func(i int) bool { return fresh[i] }))
				if !draw {
					return
				}
				for i := range pr.Options {
					p.SetFocus(i)
					img.Clear()
					p.Draw(img, fonts)
					drawn++
					if drawn%64 == 0 {
						img.At(0, 0) // run the queued drawing (one tick holds every test)
					}
					report(n, pr, p.Cut())
				}
			})
			if err != nil {
				t.Fatal(err)
			}
			var others []string
			for c := range other {
				others = append(others, c)
			}
			sort.Strings(others)
			t.Logf("%s, %s bot, seed %d: %d decisions, %d prompts laid out, %d drawn with an option focused; %d texts without a figure shortened: %q", r.scenario, botName, seed, n, laid, drawn, len(others), others)
			if r.scenario == "campaign-1939" && n < 20000 || n < 10 {
				t.Fatalf("%s seed %d: the game ended after %d decisions", r.scenario, seed, n)
			}
		}
	}
	if bad > 20 {
		t.Errorf("… %d cut figures in all", bad)
	}
}
