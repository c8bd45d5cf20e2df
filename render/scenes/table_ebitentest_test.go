//go:build ebitentest

package scenes

import (
	"fmt"
	"strconv"
	"strings"
	"testing"
	"time"

	"periscope/game/tactical"
	"periscope/input"
	"periscope/render/table"
	"periscope/storage"
)

// A game of another system than the campaign (the tactical game) starts
// from its tab on the new-game page, plays on the shared table (the
// computer taking a seat), is autosaved, and "Continue" brings it back on
// the table with the same decisions; drawn at both reference sizes.
func TestTableTacticalFromNewGame(t *testing.T) {
	for _, size := range [][2]float64{{1024, 640}, {1920, 1080}} {
		env, _, _ := saverEnv(t, storage.NewMemory())
		app := newApp(t, env, size[0], size[1], 1)
		click(t, app, "new-game")
		click(t, app, "game:"+tactical.SystemID+"/"+tactical.Theatre)
		n := app.Scenes().Top().(*NewGame)
		if len(n.infos) == 0 {
			t.Fatal("the tactical tab lists no scenario")
		}
		click(t, app, "start")
		if scene(app) != "table" {
			t.Fatalf("the game opened on %s, not the table (start error: %v)", scene(app), n.startErr)
		}
		tb := app.Scenes().Top().(*table.Scene)
		c := tb.Core()
		// The computer plays every seat for a while: the table runs the
		// bots frame by frame.
		for _, seat := range c.Seats() {
			c.SetSeatBot(seat, true)
		}
		for i := 0; i < 400 && c.Decisions() < 12 && !c.Over(); i++ {
			step(t, app, &input.State{})
		}
		if c.Decisions() < 12 && !c.Over() {
			p := c.Live()
			t.Fatalf("the bots made %d decisions in 400 frames (bot error: %v; seats %v; pending %+v; ready %v; scene %s; info %v)", c.Decisions(), c.BotErr, c.Seats(), p.Seat, c.Ready(), scene(app), tb.Info())
		}
		for _, seat := range c.Seats() {
			c.SetSeatBot(seat, false)
		}
		for i := 0; i < 60; i++ {
			step(t, app, keys(input.Activate)) // past the hand-over curtain and the log
		}
		img := drawApp(app)
		save(t, img, fmt.Sprintf("table-tactical-%.0fx%.0f.png", size[0], size[1]))
		if _, px := brightBox(img, img.Rect, 200); px < 2000 {
			t.Errorf("%.0fx%.0f: nearly nothing bright drawn (%d px)", size[0], size[1], px)
		}
		made := c.Decisions()
		// Back to the title through the menu; Continue resumes the same game on the table.
		step(t, app, keys(input.Back))
		if scene(app) != "menu" {
			t.Fatalf("Escape opened %s, not the menu", scene(app))
		}
		click(t, app, "quit")
		if scene(app) != "title" {
			t.Fatalf("quit reached %s", scene(app))
		}
		click(t, app, "continue")
		// The save's replay check runs for up to waitForCheck before play.
		for deadline := time.Now().Add(20 * time.Second); scene(app) != "table" && time.Now().Before(deadline); {
			step(t, app, &input.State{})
			time.Sleep(5 * time.Millisecond)
		}
		if scene(app) != "table" {
			var info map[string]string
			if in, ok := app.Scenes().Top().(interface{ Info() map[string]string }); ok {
				info = in.Info()
			}
			t.Fatalf("Continue opened %s, not the table: %v", scene(app), info)
		}
		info := app.Scenes().Top().(*table.Scene).Info()
		if got, _ := strconv.Atoi(info["decisions"]); got != made {
			t.Errorf("Continue resumed at %d decisions, the game had %d", got, made)
		}
		if info["system"] != tactical.SystemID {
			t.Errorf("resumed a %q game", info["system"])
		}
	}
}

// Hot seat: when an answer passes the game to another person, the curtain
// is up at the end of that very tick, before the frame is drawn, so not
// one frame shows the next player's decision to the last one (Europe 1941,
// four people, through the cash advance).
func TestTableHotSeatCurtainBeforeTheNextPlayerSees(t *testing.T) {
	env, _, _ := saverEnv(t, storage.NewMemory())
	app := newApp(t, env, 1280, 800, 1)
	click(t, app, "new-game")
	click(t, app, "game:europe/europe")
	click(t, app, "start")
	if scene(app) != "table" {
		t.Fatalf("the game opened on %s, not the table", scene(app))
	}
	tb := app.Scenes().Top().(*table.Scene)
	c := tb.Core()
	for _, seat := range c.Seats() {
		c.SetSeatBot(seat, false)
	}
	handOvers := 0
	for n := 0; n < 8 && handOvers < 3; n++ {
		for i := 0; i < 40 && (tb.Info()["curtain"] == "true" || c.Live() == nil || !c.Ready()); i++ {
			step(t, app, keys(input.Activate))
		}
		p := c.Live()
		if p == nil {
			t.Fatalf("no decision to take (info %v)", tb.Info())
		}
		id := ""
		for i := 0; i < 600 && id == ""; i++ {
			for _, ctl := range tb.Controls() {
				if strings.HasPrefix(ctl.ID, "opt:") && ctl.Enabled && ctl.Rect.W > 0 && (id == "" || ctl.ID == "opt:done") {
					id = ctl.ID
				}
			}
			if id == "" {
				step(t, app, &input.State{}) // the log's reveal plays before the prompt
			}
		}
		if id == "" {
			t.Fatalf("no option on screen for %s's %s: %+v", p.Seat, p.Kind, tb.Controls())
		}
		seat, made := p.Seat, c.Decisions()
		click(t, app, id)
		if c.Decisions() == made {
			continue
		}
		next := c.Live()
		if next == nil || next.Seat == seat {
			continue
		}
		handOvers++
		// The log's reveal may play first; then the curtain must be up
		// before any tick ends with the next player's options on screen.
		for i := 0; i < 600 && tb.Info()["curtain"] != "true"; i++ {
			for _, ctl := range tb.Controls() {
				if strings.HasPrefix(ctl.ID, "opt:") && ctl.Rect.W > 0 {
					t.Fatalf("decision %d passed the game from %s to %s, whose options showed before the curtain (info %v)", c.Decisions(), seat, next.Seat, tb.Info())
				}
			}
			step(t, app, &input.State{})
		}
		if tb.Info()["curtain"] != "true" {
			t.Fatalf("no curtain after decision %d passed the game from %s to %s (info %v)", c.Decisions(), seat, next.Seat, tb.Info())
		}
	}
	if handOvers == 0 {
		t.Fatal("no hand-over seen in 8 decisions")
	}
}
