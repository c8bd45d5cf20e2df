package combat

import (
	"fmt"
	"strings"
	"testing"

	"periscope/game/bot"
	"periscope/input"
	"periscope/render/combat/combattest"
	"periscope/render/ui"
)

// The combat board at 1024×640 never cuts a figure off the panel (issue 14,
// item 3), and pointing at a counter or a column never moves anything on
// the panel that can be clicked (item 6): the doctrine bot fights the
// combats of The Happy Time, and at every decision on a board each board
// choice is pointed at in turn.
func TestBoardPanelNeverCutsOrMoves(t *testing.T) {
	prompts := 0
	for _, seed := range []uint64{1, 398000000} {
		sess, err := combattest.Drive(theatre(t), "happy-time-1940", seed, combattest.Want{}, 40000)
		if err != nil {
			t.Fatal(err)
		}
		doc := bot.NewDoctrine()
		for n := 0; n < 400 && prompts < 120; n++ {
			g := sess.G
			pr := g.Prompt()
			if pr == nil || g.Over() {
				break
			}
			if (combattest.Want{}).Match(g, pr) {
				prompts++
				h := newHarness(t, sess)
				h.m = ui.Metrics{Width: 1024, Height: 640, DeviceScale: 1, UIScale: 1}
				h.step(&input.State{})
				checkCuts(t, h, fmt.Sprintf("seed %d decision %d %s", seed, n, pr.Kind))
				still := panelRects(h)
				for _, c := range h.sc.Controls() {
					if !isBoard(h, c.ID) {
						continue
					}
					x, y := c.Rect.Center()
					h.step(&input.State{Pointers: []input.Pointer{{Kind: input.Mouse, X: x, Y: y}}, MouseMoved: true})
					checkCuts(t, h, fmt.Sprintf("seed %d decision %d %s, pointing at %s", seed, n, pr.Kind, c.ID))
					if got := panelRects(h); got != still {
						t.Errorf("seed %d decision %d %s: pointing at %s moved the panel:\n%s\nwas\n%s", seed, n, pr.Kind, c.ID, got, still)
					}
				}
			}
			if err := sess.Apply(doc.Choose(g, pr)); err != nil {
				t.Fatal(err)
			}
		}
	}
	if prompts < 20 {
		t.Fatalf("only %d decisions on a board", prompts)
	}
	t.Logf("%d decisions on a board", prompts)
}

func isBoard(h *harness, id string) bool {
	for _, x := range h.sc.hots {
		if x.id == id {
			return x.board
		}
	}
	return false
}

// panelRects lists where the panel's own controls are.
func panelRects(h *harness) string {
	var b strings.Builder
	for _, x := range h.sc.hots {
		if !x.board {
			fmt.Fprintf(&b, "%s %v\n", x.id, x.rect)
		}
	}
	return b.String()
}

func checkCuts(t *testing.T, h *harness, where string) {
	t.Helper()
	for _, it := range h.sc.lay.items {
		if strings.HasSuffix(it.s, "…") && strings.ContainsAny(it.s, "0123456789%") {
			t.Errorf("%s: cut %q", where, it.s)
		}
	}
}

// A bare threshold reads as what the roll needed (issue 14, item 15).
func TestTargetTextSaysNeeds(t *testing.T) {
	for in, want := range map[string]string{
		"≤ 5": "needs ≤ 5", "> 8": "needs > 8", "≤ Readiness 6": "needs ≤ Readiness 6",
		"≤ 1 sunk, = 2 damaged": "≤ 1 sunk, = 2 damaged", "entry 2": "entry 2", "": "",
	} {
		if got := targetText(in); got != want {
			t.Errorf("targetText(%q) = %q, want %q", in, got, want)
		}
	}
}
