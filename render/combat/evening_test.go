package combat

import (
	"fmt"
	"strings"
	"testing"

	"periscope/game/bot"
	"periscope/game/engine"
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
				// With Undo and Bot's advice, as the play session has them.
				h := newHarness(t, &toolSession{Session: sess, t: t})
				h.m = ui.Metrics{Width: 1024, Height: 640, DeviceScale: 1, UIScale: 1}
				h.step(&input.State{})
				checkCuts(t, h, fmt.Sprintf("seed %d decision %d %s", seed, n, pr.Kind))
				if c, ok := h.control("advice"); ok {
					// The advice shown never cuts a figure either.
					x, y := c.Rect.Center()
					h.step(&input.State{Pointers: []input.Pointer{{Kind: input.Mouse, X: x, Y: y, Pressed: true, Down: true}}})
					h.step(&input.State{Pointers: []input.Pointer{{Kind: input.Mouse, X: x, Y: y, Released: true}}})
					checkCuts(t, h, fmt.Sprintf("seed %d decision %d %s, with the advice", seed, n, pr.Kind))
					if h.sc.adviceText() == "" {
						t.Errorf("seed %d decision %d %s: no advice shown", seed, n, pr.Kind)
					}
					h.sc.advice = advice{}
					h.sc.focus = ""
					h.step(&input.State{})
				} else {
					t.Errorf("seed %d decision %d %s: no Bot's advice on the board", seed, n, pr.Kind)
				}
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

// Markers never cover a counter's values (issue 14, item 14): the TDC marker
// and the points badge lie outside the counter, the damage ribbon between
// its band (type, nationality: the top quarter) and its bottom row
// (Defence, tonnage, ASW: below 0.7).
func TestMarkersBesideCounterValues(t *testing.T) {
	for _, m := range []ui.Metrics{{DeviceScale: 1, UIScale: 1}, {DeviceScale: 2, UIScale: 1}} {
		for _, side := range []float64{40, 64, 96} {
			r := ui.Rect{X: 100, Y: 100, W: side, H: side}
			tdc, badge, ribbon := markRects(r, m)
			for name, x := range map[string]ui.Rect{"TDC": tdc, "points": badge} {
				if x.X < r.X+r.W && x.X+x.W > r.X && x.Y < r.Y+r.H && x.Y+x.H > r.Y {
					t.Errorf("side %v: the %s marker %v overlaps the counter %v", side, name, x, r)
				}
			}
			if ribbon.Y < r.Y+r.H*0.25 || ribbon.Y+ribbon.H > r.Y+r.H*0.7 {
				t.Errorf("side %v: the damage ribbon %v covers the band or the values", side, ribbon)
			}
		}
	}
}

// The "double tonnage" combat event is explained on the boat's card while
// it holds (issue 14, item 15).
func TestDoubleTonnageExplained(t *testing.T) {
	sess := drive(t, "happy-time-1940", 1, combattest.Want{Board: "c2", Kind: "allocate", Pack: true})
	h := newHarness(t, sess)
	id := h.sc.currentBoat()
	c := sess.G.S.Combat
	for k := range c.Boats {
		if c.Boats[k].ID == id {
			c.Boats[k].DoubleTons = true
		}
	}
	h.sc.relayout()
	var all []string
	for _, it := range h.sc.lay.items {
		all = append(all, it.s)
	}
	if !strings.Contains(strings.Join(all, " "), "counts twice [19.2]") {
		t.Fatalf("no explanation of double tonnage on the panel: %q", all)
	}
}

// A combat that ends the week (issue 14, item 1): U-47 sinks two ships, then
// re-attacks, the combat ends and the game runs on to the next week. The
// board shows the combat to its end and no further: its summary counts the
// ships the log says were sunk, its header keeps the combat's week, the
// sunk counters are drawn sunk, and the tray never shows the next turn.
func TestCombatEndingTheWeekAgreesWithLog(t *testing.T) {
	for _, speed := range []float64{1, 0} {
		sess := drive(t, "u47-scapa-flow", 398000000, combattest.Want{Kind: "reattack"})
		rv := combattest.NewRevealing(sess)
		h := newHarness(t, rv)
		h.env.Settings.AnimSpeed = speed
		week := sess.G.DateString()
		pr := sess.G.Prompt()
		pick := -1
		for i, o := range pr.Options {
			if strings.Contains(o.Label, "Re-attack") {
				pick = i
			}
		}
		if pick < 0 {
			t.Fatalf("no Re-attack in %+v", pr.Options)
		}
		before := len(sess.Entries)
		if err := rv.Apply(engine.Pick(pick)); err != nil {
			t.Fatal(err)
		}
		if sess.G.DateString() == week {
			t.Fatalf("the game should have moved past %s", week)
		}
		for i := 0; i < 5000 && !h.sc.over; i++ {
			h.step(&input.State{})
		}
		if !h.sc.over {
			t.Fatal("the board never showed the combat as over")
		}
		end := boardEnd(sess.Entries, before)
		sunk, units := 0, map[string]bool{}
		for _, e := range sess.Entries[:end] {
			if e.Event != nil && e.Event.Type == "sunk" {
				sunk++
				units[e.Event.Unit] = true
			}
		}
		if sunk == 0 || !strings.Contains(h.sc.summary, fmt.Sprintf("%d ship", sunk)) {
			t.Errorf("speed %v: summary %q, the log sinks %d", speed, h.sc.summary, sunk)
		}
		if h.sc.when.date != week {
			t.Errorf("speed %v: the board's header says %s, the combat was fought in %s", speed, h.sc.when.date, week)
		}
		if rv.Shown() > end {
			t.Errorf("speed %v: the board revealed %d entries, past the combat's end at %d (%s)", speed, rv.Shown(), end, sess.Entries[end].Text)
		}
		for _, c := range h.sc.view.Columns {
			for _, u := range c.Units {
				if units[u.ID] && !u.Sunk {
					t.Errorf("speed %v: %s is drawn afloat", speed, u.ID)
				}
			}
		}
	}
}

// No marker lies under a neighbouring counter (issue 14, item 14): on the
// boards the doctrine bot meets, every counter's TDC marker and points
// badge are clear of every other counter.
func TestMarkersClearOfNeighbours(t *testing.T) {
	for _, m := range []ui.Metrics{{Width: 1024, Height: 640, DeviceScale: 1, UIScale: 1}, {Width: 1920, Height: 1080, DeviceScale: 1, UIScale: 1}} {
		sess := drive(t, "happy-time-1940", 1, combattest.Want{Board: "c2", Kind: "allocate", Pack: true})
		h := newHarness(t, sess)
		h.m = m
		h.step(&input.State{})
		var all []ui.Rect
		for _, c := range h.sc.lay.cols {
			for _, u := range c.units {
				all = append(all, u.r)
			}
		}
		for i, r := range all {
			tdc, badge, _ := markRects(r, h.sc.m)
			for j, o := range all {
				if i == j {
					continue
				}
				for name, x := range map[string]ui.Rect{"TDC": tdc, "points": badge} {
					if x.X < o.X+o.W && o.X < x.X+x.W && x.Y < o.Y+o.H && o.Y < x.Y+x.H {
						t.Errorf("%vx%v: the %s marker of the counter at %v lies under the counter at %v", m.Width, m.Height, name, r, o)
					}
				}
			}
		}
	}
}

// A boat's Spotted and Damaged markers in its sub box never cover its
// counter (issue 14, item 14: the Spotted marker lay over the right of the
// boat's silhouette row), another box or another box's markers, and stay
// in their column, at three sizes on a convoy board (six columns) and on
// U-47's board in Scapa Flow.
func TestSubBoxMarkersOffTheCounter(t *testing.T) {
	boards := []struct {
		scenario string
		seed     uint64
		want     combattest.Want
	}{
		{"happy-time-1940", 1, combattest.Want{Board: "c2", Kind: "allocate", Pack: true}},
		{"u47-scapa-flow", 398000000, combattest.Want{Kind: "reattack"}},
	}
	overlap := func(a, b ui.Rect) bool { return a.X < b.X+b.W && b.X < a.X+a.W && a.Y < b.Y+b.H && b.Y < a.Y+a.H }
	for _, bd := range boards {
		sess := drive(t, bd.scenario, bd.seed, bd.want)
		h := newHarness(t, sess)
		for _, m := range []ui.Metrics{{Width: 1024, Height: 640, DeviceScale: 1, UIScale: 1}, {Width: 1280, Height: 800, DeviceScale: 1, UIScale: 1}, {Width: 1920, Height: 1080, DeviceScale: 1, UIScale: 1}} {
			h.m = m
			h.step(&input.State{})
			L := &h.sc.lay
			type placed struct{ box, counter, spot, dmg ui.Rect }
			var all []placed
			n := 0
			for _, c := range L.cols {
				for _, b := range c.boxes {
					n++
					spot, dmg := subMarkRects(b, L.ss, h.sc.m)
					counter := ui.Rect{X: b.X + h.sc.m.Pt(4), Y: b.Y + h.sc.m.Pt(4), W: L.ss, H: L.ss}
					for name, x := range map[string]ui.Rect{"Spotted": spot, "Damaged": dmg} {
						if overlap(x, counter) {
							t.Errorf("%s %vx%v: the %s marker %v covers the boat's counter %v", bd.scenario, m.Width, m.Height, name, x, counter)
						}
						if x.X+x.W > c.lane.X+c.lane.W+0.5 || x.Y+x.H > b.Y+b.H+0.5 {
							t.Errorf("%s %vx%v: the %s marker %v leaves its column %v or its box's row", bd.scenario, m.Width, m.Height, name, x, c.lane)
						}
					}
					all = append(all, placed{b, counter, spot, dmg})
				}
			}
			if n == 0 {
				t.Fatalf("%s: no sub box on the board", bd.scenario)
			}
			for i, p := range all {
				for j, o := range all {
					if i != j && (overlap(p.spot, o.box) || overlap(p.dmg, o.box) || overlap(p.spot, o.spot)) {
						t.Errorf("%s %vx%v: the markers of the box at %v lie on the box at %v or its markers", bd.scenario, m.Width, m.Height, p.box, o.box)
					}
				}
			}
		}
	}
}
