//go:build ebitentest

package scenes

import (
	"fmt"
	"testing"

	"periscope/game/naval"
	"periscope/input"
	"periscope/render"
	"periscope/render/table"
	"periscope/storage"
)

// A naval game started from the new-game page plays on the shared table
// scene with the naval board: the orders at the start and an interception
// (the table's seat strip, the board, the prompt panel), screenshots at
// both reference sizes.
func TestNavalOnTheTable(t *testing.T) {
	for _, size := range [][2]float64{{1024, 640}, {1920, 1080}} {
		env := newEnv(t, storage.NewMemory())
		app := newApp(t, env, size[0], size[1], 1)
		openNavalTab(t, app)
		click(t, app, "start")
		ts, ok := app.Scenes().Top().(*table.Scene)
		if !ok {
			t.Fatalf("scene %s, want the table", scene(app))
		}
		save(t, drawApp(app), fmt.Sprintf("naval-table-orders-%.0fx%.0f.png", size[0], size[1]))
		c := ts.Core()
		for _, seat := range c.Seats() {
			c.SetSeatBot(seat, false) // the test plays both sides itself
		}
		for i := 0; i < 400; i++ {
			c.RevealAll()
			p := c.Live()
			if p == nil {
				break
			}
			g := c.Game().(*naval.Game)
			if cuts(g) {
				break
			}
			if err := c.Apply(naval.Bot{Seat: p.Seat}.Choose(g, p)); err != nil {
				t.Fatal(err)
			}
		}
		c.RevealAll()
		for i := 0; i < 3; i++ {
			step(t, app, keys())
		}
		// The hand-over curtain of a hot-seat game: the next player takes
		// the screen.
		save(t, drawApp(app), fmt.Sprintf("naval-table-handover-%.0fx%.0f.png", size[0], size[1]))
		step(t, app, keys(input.Activate))
		step(t, app, keys())
		if !cuts(c.Game().(*naval.Game)) {
			t.Fatal("the bots did not reach an interception")
		}
		save(t, drawApp(app), fmt.Sprintf("naval-table-later-%.0fx%.0f.png", size[0], size[1]))
	}
}

// cuts reports an interception declared on an announced operation.
func cuts(g *naval.Game) bool {
	for _, o := range g.S.Ops {
		if len(o.Cuts) > 0 {
			return true
		}
	}
	return false
}

// openNavalTab opens the new-game page at the naval war's tab.
func openNavalTab(t *testing.T, app *render.App) *NewGame {
	t.Helper()
	click(t, app, "new-game")
	n := app.Scenes().Top().(*NewGame)
	for i := range n.tabs {
		if n.tabs[i].system == naval.SystemID {
			click(t, app, n.tabBtn[i].ID)
			return n
		}
	}
	t.Fatal("no naval tab")
	return nil
}
