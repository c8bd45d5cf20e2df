//go:build ebitentest

package scenes

import (
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"

	"periscope/game/engine"
	"periscope/game/systems"
	"periscope/game/tactical"
	"periscope/input"
	"periscope/render"
	"periscope/render/play"
	"periscope/render/table"
	rtac "periscope/render/tactical"
	"periscope/storage"
)

// Issue 18's board scene, through the table's own input: the Sub player
// plots by dragging along the hexes (press on the boat's bow, the held
// pointer through the hex ahead, the one ahead and to the left, and on:
// "1L2"), types a plot string instead ("2R1", Backspace erasing to "2R"
// without opening the menu), and replays the turn just played from the
// board's button, phase by phase to its end (a click on its caption shows
// the next phase at once). CI plays S8 by day at
// 1024×640; PERISCOPE_TEST_SHOTS adds S11 by night under hidden movement
// and 1920×1080 and keeps the pictures (the drag's plot, and the replay).
func Test18_BoardPlotDragTypeAndReplay(t *testing.T) {
	cases := []struct {
		scen string
		opts []string
	}{{"S8", nil}, {"S11", []string{"hidden-movement", "sonar"}}}
	sizes := [][2]float64{{1024, 640}, {1920, 1080}}
	if os.Getenv("PERISCOPE_TEST_SHOTS") == "" {
		cases, sizes = cases[:1], sizes[:1]
	}
	for _, c := range cases {
		for _, size := range sizes {
			rec := engine.Record{System: tactical.SystemID, Theatre: tactical.Theatre, Scenario: c.scen, Seed: 3, Options: c.opts}
			_, s, bot := openSession(t, rec)
			for p := s.Game().Prompt(); p != nil && !(s.Game().(*tactical.Match).S.Battle.Turn >= 3 && p.Kind == tactical.KindSubPlot); p = s.Game().Prompt() {
				if _, err := s.Apply(bot.Bot(p.Seat, "").Choose(s.Game(), p)); err != nil {
					t.Fatal(err)
				}
			}
			m := s.Game().(*tactical.Match)
			app, tb := tableForTheBoat(t, s.Record(), m, size)
			info := func() map[string]string { return tb.Info() }
			p := tb.Core().Pending()
			if p == nil || p.Kind != tactical.KindSubPlot {
				t.Fatalf("%s: pending %+v", c.scen, p)
			}
			r := tb.BoardRect().Image()
			v := m.G.Vessel(p.Sub)
			pose := v.Pose()
			at := func(h tactical.Hex) input.Pointer {
				x, y, _ := rtac.HexCentre(r, m, tactical.SeatSub, h)
				return input.Pointer{Kind: input.Mouse, X: x, Y: y, Down: true}
			}
			h1 := pose.Bow.Neighbour(pose.Facing)
			h2 := h1.Neighbour(pose.Facing.Left())
			h3 := h2.Neighbour(pose.Facing.Left())
			press := at(pose.Bow)
			press.Pressed = true
			step(t, app, &input.State{Pointers: []input.Pointer{press}})
			for _, h := range []tactical.Hex{h1, h2, h3} {
				step(t, app, &input.State{Pointers: []input.Pointer{at(h)}})
			}
			rel := at(h3)
			rel.Down, rel.Released = false, true
			step(t, app, &input.State{Pointers: []input.Pointer{rel}})
			want := "1L2"
			if lim := m.G.Limits(v).MaxHexes; lim < 3 {
				want = "1L" + strconv.Itoa(lim-1)
			}
			if got := info()["tac-plot"]; got != want {
				t.Fatalf("%s %.0f: dragged plot %q, want %q (speed %d)", c.scen, size[0], got, want, m.G.Limits(v).MaxHexes)
			}
			save(t, drawApp(app), fmt.Sprintf("tactical-drag-%s-%.0fx%.0f.png", c.scen, size[0], size[1]))
			// Typed instead: keys pressed as a decision comes up are the
			// table's (R runs the log on), a quarter second later the plot's.
			step(t, app, &input.State{Chars: []rune("2r1")})
			if got := info()["tac-plot"]; got != want {
				t.Fatalf("%s: keys typed as the prompt came up made the plot %q", c.scen, got)
			}
			for range 15 {
				step(t, app, &input.State{})
			}
			step(t, app, &input.State{Chars: []rune("2r1")})
			if got := info()["tac-plot"]; got != "2R1" {
				t.Fatalf("%s: typed plot %q", c.scen, got)
			}
			step(t, app, &input.State{Erase: true, Intents: []input.Intent{input.Back}})
			if got := info()["tac-plot"]; got != "2R" || scene(app) != "table" {
				t.Fatalf("%s: after Backspace %q on %s", c.scen, got, scene(app))
			}
			// The replay of turn 2, from the board's button.
			drawApp(app)
			btn := info()["tac-replay-button"]
			xy := strings.Split(btn, ",")
			if len(xy) != 2 {
				t.Fatalf("%s: no replay button (%q)", c.scen, btn)
			}
			x, _ := strconv.ParseFloat(xy[0], 64)
			y, _ := strconv.ParseFloat(xy[1], 64)
			step(t, app, &input.State{Pointers: []input.Pointer{{Kind: input.Mouse, X: x, Y: y, Pressed: true, Down: true}}})
			step(t, app, &input.State{Pointers: []input.Pointer{{Kind: input.Mouse, X: x, Y: y, Released: true}}})
			if info()["tac-replay"] != "1" {
				t.Fatalf("%s: the button did not start the replay: %v", c.scen, info())
			}
			n := len(m.LastTurn())
			seen := map[string]bool{}
			for k := 0; k <= n && info()["tac-replay"] != "0"; k++ {
				f := info()["tac-replay"]
				img := drawApp(app) // the caption, where a click shows the next phase
				if f == "3" {
					save(t, img, fmt.Sprintf("tactical-replay-%s-%.0fx%.0f.png", c.scen, size[0], size[1]))
				}
				seen[f] = true
				xy := strings.Split(info()["tac-replay-button"], ",")
				x, _ := strconv.ParseFloat(xy[0], 64)
				y, _ := strconv.ParseFloat(xy[1], 64)
				step(t, app, &input.State{Pointers: []input.Pointer{{Kind: input.Mouse, X: x, Y: y, Pressed: true, Down: true}}})
				step(t, app, &input.State{Pointers: []input.Pointer{{Kind: input.Mouse, X: x, Y: y, Released: true}}})
			}
			if len(seen) < n || info()["tac-replay"] != "0" {
				t.Fatalf("%s: the replay showed %d of %d frames and stands at %s", c.scen, len(seen)-1, n, info()["tac-replay"])
			}
			if got := info()["tac-plot"]; got != "2R" {
				t.Fatalf("%s: the replay changed the plot to %q", c.scen, got)
			}
		}
	}
}

// openSession opens a game's session from its record (any system):
// the system, the session, and the system's seats for the bots that play
// it up to the moment a test looks at.
func openSession(t *testing.T, rec engine.Record) (engine.System, *engine.Session, engine.Seated) {
	t.Helper()
	sys, s, err := systems.Installed().Start(rec)
	if err != nil {
		t.Fatal(err)
	}
	return sys, s, sys.(engine.Seated)
}

// tableForTheBoat opens the table scene of match m (recorded as rec) at
// size, the Escort player's seat played by the bot, and settles it.
func tableForTheBoat(t *testing.T, rec engine.Record, m *tactical.Match, size [2]float64) (*render.App, *table.Scene) {
	t.Helper()
	env, _, _ := saverEnv(t, storage.NewMemory())
	app := newApp(t, env, size[0], size[1], 1)
	pl, err := play.Continue(rec, m, nil)
	if err != nil {
		t.Fatal(err)
	}
	pl.Base().SetSeatBot(tactical.SeatEscort, true)
	app.Scenes().Push(playScene(env, pl))
	for range 5 {
		step(t, app, &input.State{})
	}
	tb, ok := app.Scenes().Top().(*table.Scene)
	if !ok {
		t.Fatalf("on %s, not the table", scene(app))
	}
	return app, tb
}
