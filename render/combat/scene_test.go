package combat

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"periscope/game/campaign"
	"periscope/game/data"
	"periscope/game/engine"
	"periscope/input"
	"periscope/render"
	"periscope/render/combat/combattest"
	"periscope/render/ui"
	"periscope/storage"
)

var atlantic *data.Theatre

func theatre(t testing.TB) *data.Theatre {
	if atlantic == nil {
		th, err := combattest.Atlantic()
		if err != nil {
			t.Fatal(err)
		}
		atlantic = th
	}
	return atlantic
}

func testEnv(t testing.TB) *render.Env {
	fonts, err := ui.NewFonts()
	if err != nil {
		t.Fatal(err)
	}
	st := render.DefaultSettings()
	return &render.Env{Fonts: fonts, Store: storage.NewMemory(), Settings: &st}
}

// harness runs a scene the way the App does, with synthetic input.
type harness struct {
	t   testing.TB
	sc  *Scene
	mgr *render.Manager
	env *render.Env
	m   ui.Metrics
}

func newHarness(t testing.TB, sess Session) *harness {
	env := testEnv(t)
	h := &harness{t: t, env: env, m: ui.Metrics{Width: 1280, Height: 800, DeviceScale: 1, UIScale: 1}}
	h.sc = New(env, sess, Options{})
	h.mgr = render.NewManager(&idle{})
	h.mgr.Push(h.sc)
	h.step(&input.State{}) // the push takes effect
	return h
}

// idle stands for the campaign map under the board.
type idle struct{}

func (*idle) Name() string                      { return "map" }
func (*idle) Layout(ui.Metrics)                 {}
func (*idle) Update(*render.SceneContext) error { return nil }
func (*idle) Draw(*ebiten.Image)                {}

func (h *harness) step(in *input.State) {
	if err := h.mgr.Update(&render.SceneContext{Env: h.env, Input: in, Metrics: h.m}); err != nil {
		h.t.Fatal(err)
	}
}

// click presses and releases the mouse on a control by id.
func (h *harness) click(id string) {
	h.t.Helper()
	c, ok := h.control(id)
	if !ok {
		h.t.Fatalf("no control %q among %v", id, h.ids())
	}
	x, y := c.Rect.Center()
	h.step(&input.State{Pointers: []input.Pointer{{Kind: input.Mouse, X: x, Y: y, Pressed: true, Down: true}}, MouseMoved: true})
	h.step(&input.State{Pointers: []input.Pointer{{Kind: input.Mouse, X: x, Y: y, Released: true}}})
}

func (h *harness) keys(i ...input.Intent) { h.step(&input.State{Intents: i}) }

func (h *harness) control(id string) (ui.Info, bool) {
	for _, c := range h.sc.Controls() {
		if c.ID == id {
			return c, true
		}
	}
	return ui.Info{}, false
}

func (h *harness) ids() []string {
	var out []string
	for _, c := range h.sc.Controls() {
		if c.Enabled {
			out = append(out, c.ID)
		}
	}
	return out
}

func drive(t testing.TB, scenario string, seed uint64, w combattest.Want) *combattest.Session {
	t.Helper()
	s, err := combattest.Drive(theatre(t), scenario, seed, w, 40000)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// TestAllocateByClicks: on a large convoy with a wolfpack, + and − on the
// targets build the split, the odds shown are the prompt's, and Fire
// answers the allocation prompt [14.15].
func TestAllocateByClicks(t *testing.T) {
	sess := drive(t, "happy-time-1940", 1, combattest.Want{Board: "c2", Kind: "allocate", Pack: true})
	h := newHarness(t, sess)
	p := sess.Pending()
	if h.sc.PromptKind() != "allocate" || h.mgr.Top() != h.sc {
		t.Fatalf("scene shows %q", h.sc.PromptKind())
	}
	_, unit, _ := optRef(sess.Game().S.Combat, p.Options[0])
	if c, _ := h.control("fire"); c.Enabled {
		t.Fatal("Fire is enabled with no points allotted")
	}
	h.click("plus:" + unit)
	h.click("plus:" + unit)
	if got := h.sc.points[0]; got != max(2, p.Alloc.Min) {
		t.Fatalf("two clicks on + gave %d points", got)
	}
	tgt := h.sc.hotByID("unit:" + unit)
	want := p.Alloc.PerTarget[0][h.sc.points[0]]
	if tgt == nil || oddsText(tgt.odds) != oddsText(want) {
		t.Fatalf("the target shows odds %v, the prompt says %v", tgt, want)
	}
	h.click("minus:" + unit)
	if h.sc.points[0] != 1 && p.Alloc.Min <= 1 {
		t.Fatalf("− gave %d", h.sc.points[0])
	}
	// Keyboard: Tab to the first target, + twice.
	h.sc.focus = ""
	h.keys(input.FocusNext)
	if !strings.HasPrefix(h.sc.focus, "unit:") {
		t.Fatalf("Tab focused %q", h.sc.focus)
	}
	before := h.sc.allocTotal()
	h.keys(input.Increase)
	if h.sc.allocTotal() != before+1 && h.sc.allocTotal() != p.Alloc.Total {
		t.Fatalf("+ on the focused target: %d → %d", before, h.sc.allocTotal())
	}
	n := sess.Applied
	h.click("fire")
	if sess.Applied != n+1 {
		t.Fatalf("Fire did not answer the prompt (%s)", h.sc.errMsg)
	}
}

// TestPlacementShowsOdds: each column on offer carries the prompt's odds
// on the board before the choice; a click answers with that column.
func TestPlacementShowsOdds(t *testing.T) {
	sess := drive(t, "happy-time-1940", 1, combattest.Want{Board: "c2", Kind: "placement"})
	h := newHarness(t, sess)
	p := sess.Pending()
	for _, o := range p.Options {
		hh := h.sc.hotByID(o.Key)
		if hh == nil || !hh.board {
			t.Fatalf("column option %s has no place on the board", o.Key)
		}
		if oddsText(hh.odds) != oddsText(o.Odds) {
			t.Fatalf("%s shows %v, the prompt says %v", o.Key, hh.odds, o.Odds)
		}
	}
	n := sess.Applied
	h.click(p.Options[len(p.Options)-1].Key)
	if sess.Applied != n+1 {
		t.Fatal("the click did not place the boat")
	}
}

// TestWholeCombatsByClicks answers every decision of several combats on
// the four boards only through the scene's controls (random ones), until
// each combat is over: every combat prompt kind that comes up is
// answerable on the board, and the scene ends cleanly.
func TestWholeCombatsByClicks(t *testing.T) {
	cases := []struct {
		scen string
		seed uint64
		w    combattest.Want
	}{
		{"happy-time-1940", 1, combattest.Want{Board: "c2", Pack: true}},
		{"happy-time-1940", 2, combattest.Want{Board: "c2"}},
		{"happy-time-1940", 1, combattest.Want{Board: "single"}},
		{"black-pit-1942", 1, combattest.Want{Board: "c2", Pack: true}},
		{"black-pit-1942", 1, combattest.Want{Board: "tf"}},
		{"drumbeat-1942", 1, combattest.Want{Board: "single"}},
	}
	kinds := map[string]bool{}
	for _, tc := range cases {
		sess := drive(t, tc.scen, tc.seed, tc.w)
		h := newHarness(t, sess)
		pick := uint64(tc.seed*7 + 3)
		for i := 0; i < 400 && h.mgr.Top() == h.sc; i++ {
			kinds[h.sc.PromptKind()] = true
			var ids []string
			for _, c := range h.sc.Controls() {
				if c.Enabled && c.ID != "skip" && c.ID != "board" && !strings.HasPrefix(c.ID, "scroll") && c.ID != "clear" && !strings.HasPrefix(c.ID, "minus:") {
					ids = append(ids, c.ID)
				}
			}
			if len(ids) == 0 {
				t.Fatalf("%s: nothing to click at %q (%s)", tc.scen, h.sc.PromptKind(), h.sc.boardStatus())
			}
			pick = pick*6364136223846793005 + 1442695040888963407
			h.click(ids[int(pick>>33)%len(ids)])
			if h.sc.errMsg != "" {
				t.Fatalf("%s: %s", tc.scen, h.sc.errMsg)
			}
		}
		if h.mgr.Top() == h.sc {
			t.Fatalf("%s: the combat did not end (%s, at %q)", tc.scen, h.sc.boardStatus(), h.sc.PromptKind())
		}
		if !h.sc.over {
			t.Fatalf("%s: popped before the end", tc.scen)
		}
	}
	t.Logf("prompt kinds answered on the board: %v", keys(kinds))
}

func keys(m map[string]bool) []string {
	var out []string
	for k := range m {
		if k != "" {
			out = append(out, k)
		}
	}
	return out
}

// TestWants: the board is wanted for the kinds of a contact, not for the
// campaign's other decisions.
func TestWants(t *testing.T) {
	sess := drive(t, "happy-time-1940", 1, combattest.Want{Board: "c2", Kind: "placement"})
	g := sess.G
	if !Wants(g, g.Prompt()) {
		t.Fatal("a placement on a drawn board is not wanted")
	}
	if Wants(g, &engine.Prompt{Kind: "patrol-move"}) && len(g.S.Combat.Columns) == 0 {
		t.Fatal("a patrol move is not a combat decision")
	}
	saved := g.S.Combat
	g.S.Combat = nil
	if Wants(g, &engine.Prompt{Kind: "reveal"}) {
		t.Fatal("no contact, no board")
	}
	g.S.Combat = saved
	// Every kind DESIGN.md lists for [13]–[14], [24], [27]–[29] is one
	// the scene knows.
	for _, k := range []string{"decline-convoy", "encounter", "coastal", "wolfpack", "pack-join", "shadower", "placement", "placement-fallback", "pack-order", "reveal", "de-withdraw", "gun", "tdc", "allocate", "repoint", "lone-attack", "reattack", "pack-stay", "shift", "substitute"} {
		if !CombatKinds[k] {
			t.Errorf("combat prompt kind %q unknown to the board", k)
		}
	}
	_ = campaign.KindName
}

// TestRevealPacing: with a session that reveals its log at the player's
// pace, the board reveals a decision's entries roll by roll (each d10
// settles before the next entry), the next decision waits for the reveal,
// and a click or Escape reveals the rest at once.
func TestRevealPacing(t *testing.T) {
	base := drive(t, "happy-time-1940", 1, combattest.Want{Board: "c2", Kind: "allocate", Pack: true})
	sess := combattest.NewRevealing(base)
	h := newHarness(t, sess)
	_, unit, _ := optRef(base.Game().S.Combat, sess.Pending().Options[0])
	h.click("plus:" + unit)
	h.click("fire")
	if sess.Ready() {
		t.Skip("the attack produced no entries to reveal")
	}
	if h.sc.PromptKind() != "" {
		t.Fatalf("a decision (%s) is offered before its log is revealed", h.sc.PromptKind())
	}
	shown := sess.Shown()
	rolls := 0
	for i := 0; i < 2000 && !sess.Ready(); i++ {
		h.step(&input.State{})
		if sess.Shown() != shown {
			if sess.Log()[sess.Shown()-1].Roll != nil {
				rolls++
			}
			shown = sess.Shown()
		}
	}
	if !sess.Ready() || rolls == 0 {
		t.Fatalf("the reveal did not finish by itself (%d rolls, ready %v)", rolls, sess.Ready())
	}
	// Skipping: the next decision's entries all at once.
	for i := 0; i < 50 && sess.Pending() != nil && !h.sc.over; i++ {
		ids := h.ids()
		id := ids[0]
		for _, x := range ids {
			if x != "skip" && x != "clear" && !strings.HasPrefix(x, "minus:") {
				id = x
				break
			}
		}
		h.click(id)
		if h.sc.PromptKind() == "allocate" && !sess.Ready() {
			break
		}
		if !sess.Ready() {
			h.keys(input.Back)
			if !sess.Ready() {
				t.Fatal("Escape did not reveal the rest of the log")
			}
			return
		}
	}
}
