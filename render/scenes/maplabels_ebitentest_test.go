//go:build ebitentest

package scenes

import (
	"fmt"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"periscope/game/engine"
	"periscope/input"
	"periscope/render/chart"
	"periscope/render/play"
	"periscope/render/ui"
	"periscope/storage"
)

// No place name on the map lies under a map button or a counter (issue
// 14, item 9: "Murmansk (Basis Nord)" was under the zoom buttons and
// "English Coast" under U-47's counter): the chart's labeller keeps clear
// of what the scene draws over it, and places the names again when the
// counters move. U-47 (one boat at Germany) and The Happy Time (boats at
// sea and in port), at the scenario's first view and fitted, at 1024×640
// and 1920×1080. The targets' pills keep clear of each other, of the names
// and of the counters (pills-SCENARIO-WxH.png in $PERISCOPE_TEST_SHOTS).
// Session 24 added: every name whole inside the map ("Greenland Gap" was
// cut at its left edge), at least 12.5 px tall at 1920×1080 (10.4 before),
// every area on the first view named (South-Western Approaches was not at
// 1024×640), the boat's buttons clear of counters and tags, and at
// 1920×1080 no pill on the chart's marks (Norway's, an AAC row).
func TestMapLabelsClearOfButtonsAndCounters(t *testing.T) {
	for _, sz := range [][2]float64{{1024, 640}, {1280, 800}, {1920, 1080}} {
		for _, scn := range []string{"u47-scapa-flow", "happy-time-1940"} {
			if sz[0] == 1280 && scn != "u47-scapa-flow" {
				continue // (U-47's card at 1280×800 covered a pill)
			}
			t.Run(fmt.Sprintf("%s-%gx%g", scn, sz[0], sz[1]), func(t *testing.T) {
				store := storage.NewMemory()
				env := newEnv(t, store)
				th, err := play.LoadTheatre("atlantic")
				if err != nil {
					t.Fatal(err)
				}
				s, err := play.New(th, engine.Record{Scenario: scn, Seed: 1}, play.StoreSaver{Store: store})
				if err != nil {
					t.Fatal(err)
				}
				s.RevealAll()
				app := newApp(t, env, sz[0], sz[1], 1)
				c := NewCampaign(env, s)
				c.briefFirst = false
				app.Scenes().Push(c)
				screen := ebiten.NewImage(int(sz[0]), int(sz[1]))
				defer screen.Deallocate()
				settle := func() { // past the zoom's settling (8 frames)
					for range 10 {
						step(t, app, &input.State{})
						app.Draw(screen)
					}
				}
				settle()
				checkLabelsClear(t, c, "first view")
				if len(c.pills) == 0 {
					t.Fatal("first view: no target pills on the map")
				}
				save(t, drawApp(app), fmt.Sprintf("pills-%s-%.0fx%.0f.png", scn, sz[0], sz[1]))
				// U-47's base keeps its name beside her counter and its
				// badge (The Happy Time's first view is the whole
				// theatre at 1024×640, where Europe's bases are too
				// close together for every name).
				for _, b := range c.bases {
					if scn != "u47-scapa-flow" {
						break
					}
					if !c.chart.Named(b.base) {
						t.Errorf("first view: the base %s, with %d boats in port, has no name on the map", b.base, b.inPort)
					}
				}
				click(t, app, "zoom-fit")
				settle()
				checkLabelsClear(t, c, "fitted")
				// The Happy Time's air reconnaissance puts two aircraft
				// over the North Sea: side by side, not on each other.
				paired := func() bool {
					n := map[string]int{}
					for _, a := range s.View().Aircraft {
						if a.Area != "" && !a.Gone {
							n[a.Area]++
							if n[a.Area] > 1 {
								return true
							}
						}
					}
					return false
				}
				for i := 0; i < 12 && scn == "happy-time-1940" && !paired(); i++ {
					if p := s.Pending(); p != nil {
						if err := s.Apply(*s.Suggest()); err != nil {
							t.Fatal(err)
						}
					}
					step(t, app, &input.State{})
				}
				settle()
				if scn == "happy-time-1940" && !paired() {
					t.Fatal("no two aircraft over one area after the first decisions")
				}
				for i, a := range c.markers {
					for _, b := range c.markers[i+1:] {
						sz := c.m.PtR(26)
						if (ui.Rect{X: a.x, Y: a.y, W: sz, H: sz}).Overlaps(ui.Rect{X: b.x, Y: b.y, W: sz, H: sz}) {
							t.Errorf("markers %q and %q on each other at %.0f,%.0f and %.0f,%.0f", a.tip, b.tip, a.x, a.y, b.x, b.y)
						}
					}
				}
				checkLabelsClear(t, c, "after the first decisions")
				// A boat that moves takes its counter with it: the names
				// around it are placed again.
				if p := s.Pending(); p != nil && c.selected == "" {
					for _, st := range c.stacks {
						c.selected = st.subs[0]
						break
					}
					settle()
					checkLabelsClear(t, c, "a boat selected")
				}
			})
		}
	}
}

// checkLabelsClear fails on a place name that overlaps a map button, a
// boat's counter (with the counters stacked under it), a marker or a
// base's badge.
func checkLabelsClear(t *testing.T, c *Campaign, when string) {
	t.Helper()
	boxes := c.chart.LabelBoxes()
	if len(boxes) == 0 {
		t.Fatalf("%s: no place names on the map", when)
	}
	type thing struct {
		what string
		r    ui.Rect
	}
	var things []thing
	for _, b := range []*ui.Button{c.zoomIn, c.zoomOut, c.zoomFit, c.bases_, c.report} {
		things = append(things, thing{"button " + b.ID, b.Rect})
	}
	for _, r := range c.overlayRects() {
		things = append(things, thing{"counter", r})
	}
	if len(things) <= 5 {
		t.Fatalf("%s: no counters on the map", when)
	}
	// The targets' pills keep clear of each other and of the place names
	// (this test holds what TestPillsClearOfNames checked), and no pill
	// lies over a counter.
	for i, a := range c.pills {
		for _, b := range c.pills[i+1:] {
			if a.Overlaps(b) {
				t.Errorf("%s: pills %+v and %+v overlap", when, a, b)
			}
		}
		for _, b := range c.names {
			if a.Overlaps(b) && when == "first view" { // fitted, the whole theatre has no room
				t.Errorf("%s: pill %+v covers a place name at %+v", when, a, b)
			}
		}
	}
	for _, p := range c.pills {
		for _, r := range c.overlayRects() {
			if p.Overlaps(r) {
				t.Errorf("%s: a target's pill at %.0f,%.0f %.0f×%.0f lies over the counter at %.0f,%.0f", when, p.X, p.Y, p.W, p.H, r.X, r.Y)
			}
		}
		// Nor under a map button or the boat card (a "safe 52%" pill lay
		// under U-47's card at 1280×800).
		for _, b := range []*ui.Button{c.zoomIn, c.zoomOut, c.zoomFit, c.bases_, c.report, c.botBoat} {
			if b.Rect.W > 0 && p.Overlaps(b.Rect) {
				t.Errorf("%s: a target's pill at %.0f,%.0f %.0f×%.0f lies under the button %s", when, p.X, p.Y, p.W, p.H, b.ID)
			}
		}
		if c.boatCard.W > 0 && p.Overlaps(c.boatCard) {
			t.Errorf("%s: a target's pill at %.0f,%.0f %.0f×%.0f lies under the boat card %+v", when, p.X, p.Y, p.W, p.H, c.boatCard)
		}
	}
	main := c.hud.Main
	minH := 1e9
	for _, b := range boxes {
		lr := ui.Rect{X: b[0], Y: b[1], W: b[2] - b[0], H: b[3] - b[1]}
		if !lr.Overlaps(main) {
			continue // off the view
		}
		minH = min(minH, lr.H)
		// Wholly on the view or not at all ("Greenland Gap" was cut at the
		// sheet's edge).
		if lr.X < main.X || lr.Y < main.Y || lr.X+lr.W > main.X+main.W || lr.Y+lr.H > main.Y+main.H {
			t.Errorf("%s: a place name at %.0f,%.0f %.0f×%.0f is cut by the map's edge %+v", when, lr.X, lr.Y, lr.W, lr.H, main)
		}
		for _, th := range things {
			if lr.Overlaps(th.r) {
				t.Errorf("%s: a place name at %.0f,%.0f %.0f×%.0f lies under the %s at %.0f,%.0f %.0f×%.0f",
					when, lr.X, lr.Y, lr.W, lr.H, th.what, th.r.X, th.r.Y, th.r.W, th.r.H)
			}
		}
	}
	// Large enough to read at 1920×1080 (they were set as at 1024×640:
	// 10.4 px tall at the smallest).
	if main.H > 900 && minH < 12.5 {
		t.Errorf("%s: the smallest place name is %.1f px tall at %.0f×%.0f", when, minH, c.m.Width, c.m.Height)
	}
	// At the scenario's own view every area on it has its name (South-
	// Western Approaches lost its to the B-Dienst marker and the rebase
	// button at 1024×640); fitted, the whole theatre has no room.
	for _, n := range c.chart.Layout().Nodes {
		if when == "first view" && n.Kind == chart.OpArea && main.Contains(n.X, n.Y) && !c.chart.Named(n.ID) {
			t.Errorf("%s: the area %s at %.0f,%.0f has no name on the map", when, n.ID, n.X, n.Y)
		}
	}
	// The buttons beside a boat cover no counter, tag or badge (they
	// covered part of U-30's ACE tag), nor a mark of the chart (they lay
	// on Norway's base at 1024×640).
	var marks []ui.Rect
	for _, b := range c.chart.MarkBoxes() {
		marks = append(marks, ui.Rect{X: b[0], Y: b[1], W: b[2] - b[0], H: b[3] - b[1]})
	}
	for _, b := range c.boatOpts {
		for _, r := range append(c.overlayRects(), marks...) {
			if b.Rect.W > 0 && b.Rect.Overlaps(r) {
				t.Errorf("%s: the button %q at %.0f,%.0f %.0f×%.0f covers a counter or tag at %.0f,%.0f %.0f×%.0f", when, b.Label, b.Rect.X, b.Rect.Y, b.Rect.W, b.Rect.H, r.X, r.Y, r.W, r.H)
			}
		}
	}
	// No target's pill lies on the chart's own marks: a base's ("safe 83%
	// · 3 ways" on Norway's at 1920×1080, U-47's English Channel pill on
	// Atlantic France's at 1024×640: it had no spot clear of names,
	// counters and marks; now the names move off it), an SMZ's, an AAC row
	// ("safe 56%" on the North Sea's at 1280×800), at the scenario's view
	// (fitted, Europe's bases lie closer than a pill is wide).
	for _, p := range c.pills {
		if when != "first view" {
			break
		}
		for _, b := range c.chart.MarkBoxes() {
			if r := (ui.Rect{X: b[0], Y: b[1], W: b[2] - b[0], H: b[3] - b[1]}); p.Overlaps(r) {
				t.Errorf("%s: a pill at %.0f,%.0f lies on the chart's mark at %.0f,%.0f %.0f×%.0f", when, p.X, p.Y, r.X, r.Y, r.W, r.H)
			}
		}
	}
}

// The buttons beside a boat keep off the chart's marks where they can
// (issue 14, item 9): at The Happy Time's first mine prompt (seed
// 398000000, U-38 at Germany, 1024×640) "No mines" lay on Norway's base.
func TestBoatOptionsClearOfMarks(t *testing.T) {
	store := storage.NewMemory()
	env := newEnv(t, store)
	th, err := play.LoadTheatre("atlantic")
	if err != nil {
		t.Fatal(err)
	}
	s, err := play.New(th, engine.Record{Scenario: "happy-time-1940", Seed: 398000000}, play.StoreSaver{Store: store})
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 400; i++ {
		s.RevealAll()
		p := s.Pending()
		if p == nil || p.Kind == "mines-carry" {
			break
		}
		if err := s.Apply(*s.Suggest()); err != nil {
			t.Fatal(err)
		}
	}
	if p := s.Pending(); p == nil || p.Kind != "mines-carry" {
		t.Fatal("no mine prompt")
	}
	app := newApp(t, env, 1024, 640, 1)
	c := NewCampaign(env, s)
	c.briefFirst = false
	app.Scenes().Push(c)
	screen := ebiten.NewImage(1024, 640)
	defer screen.Deallocate()
	for range 12 {
		step(t, app, &input.State{})
		app.Draw(screen)
	}
	if len(c.boatOpts) == 0 || c.boatOpts[0].Rect.W == 0 {
		t.Fatal("no buttons beside the boat")
	}
	save(t, drawApp(app), "boatopts-marks-1024x640.png")
	for _, b := range c.boatOpts {
		for _, mk := range c.chart.MarkBoxes() {
			r := ui.Rect{X: mk[0], Y: mk[1], W: mk[2] - mk[0], H: mk[3] - mk[1]}
			if b.Rect.Overlaps(r) {
				t.Errorf("the button %q at %.0f,%.0f %.0f×%.0f lies on the chart's mark at %.0f,%.0f %.0f×%.0f", b.Label, b.Rect.X, b.Rect.Y, b.Rect.W, b.Rect.H, r.X, r.Y, r.W, r.H)
			}
		}
	}
}
