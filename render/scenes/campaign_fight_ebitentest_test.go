//go:build ebitentest

package scenes

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"periscope/game/campaign"
	"periscope/game/engine"
	tac "periscope/game/tactical"
	"periscope/input"
	"periscope/render"
	"periscope/render/play"
	"periscope/render/tactical"
	"periscope/storage"
)

// toFightOffer plays a campaign with the fight-it-out option with the
// doctrine bot until a boat is offered to fight its attack out.
func toFightOffer(t *testing.T, saver play.Saver) *play.Session {
	t.Helper()
	th, err := play.LoadTheatre("atlantic")
	if err != nil {
		t.Fatal(err)
	}
	s, err := play.New(th, engine.Record{Scenario: "happy-time-1940", Seed: 1, Options: []string{"fight-it-out"}}, saver)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 30000; i++ {
		p := s.Live()
		if p == nil {
			t.Fatal("the campaign ended without a fight offered")
		}
		if p.Kind == campaign.KindFightItOut {
			s.RevealAll()
			return s
		}
		if err := s.Apply(*s.Suggest()); err != nil {
			t.Fatal(err)
		}
	}
	t.Fatal("no fight offered")
	return nil
}

func waitScene(t *testing.T, app *render.App, name string) {
	t.Helper()
	for i := 0; i < 3000 && scene(app) != name; i++ {
		step(t, app, &input.State{})
	}
	if scene(app) != name {
		t.Fatalf("waiting for %s: %s", name, scene(app))
	}
}

// fightDecision makes the player's next decision in the fight (the
// computer commander's plot stands in for the player's clicks).
func fightDecision(t *testing.T, f *tactical.Fight) {
	t.Helper()
	c := f.Core()
	c.RevealAll()
	p := c.Pending()
	if p == nil || p.Seat != tac.SeatSub {
		t.Fatalf("the fight asks %v", p)
	}
	if err := c.Apply((&tac.SubBot{}).Choose(c.Game(), p)); err != nil {
		t.Fatal(err)
	}
	if f.Err() != nil {
		t.Fatalf("the campaign did not take the decision: %v", f.Err())
	}
}

func fightHeld(t *testing.T, s *play.Session) int {
	t.Helper()
	_, _, so, ok := s.Game().FightInProgress()
	if !ok {
		return -1
	}
	return len(so)
}

// Fight it out from the campaign (issue 18): the player chooses to fight
// a convoy attack on the tactical board; the combat board opens the
// table with the boat and the convoy and escorts of the campaign's combat;
// every decision of the fight is at once the campaign's (autosaved), undo
// takes one back in both, a save made mid-fight reopens on the table
// mid-fight, and at the end the campaign has the fight's result and the
// card leads back. Screenshots at 1024×640 and 1920×1080.
func TestFightItOutOnTheTable(t *testing.T) {
	store := storage.NewMemory()
	env, gs, _ := saverEnv(t, store)
	s := toFightOffer(t, gs)
	app := newApp(t, env, 1024, 640, 1)
	app.Scenes().Push(NewCampaign(env, s))
	step(t, app, &input.State{})
	shotBoth(t, app, "fight-offer") // the campaign's combat board asks
	if err := s.Pick("tactical"); err != nil {
		t.Fatal(err)
	}
	waitScene(t, app, "fight")
	f := app.Scenes().Top().(*tactical.Fight)
	if f.Campaign() != s || f.Core().Decisions() != 0 || fightHeld(t, s) != 0 {
		t.Fatalf("a fresh fight: %d decisions, the campaign holds %d", f.Core().Decisions(), fightHeld(t, s))
	}
	// The seat strip offers the boat to the computer commander: one
	// enabled "seat:sub" button (it was a disabled "Player: person").
	seatBtns := 0
	for _, c := range f.Controls() {
		if strings.HasPrefix(c.ID, "seat:") {
			seatBtns++
			if c.ID != "seat:sub" || !c.Enabled {
				t.Errorf("the fight's seat button %s (enabled %v), not an enabled seat:sub", c.ID, c.Enabled)
			}
		}
	}
	if seatBtns != 1 {
		t.Errorf("%d seat buttons on the fight table, not 1", seatBtns)
	}
	base := s.Decisions()
	for n := 1; n <= 3; n++ {
		fightDecision(t, f)
		if s.Decisions() != base+n || fightHeld(t, s) != n {
			t.Fatalf("after %d fight decisions the campaign made %d and holds %d", n, s.Decisions()-base, fightHeld(t, s))
		}
	}
	// Undo on the table takes the decision back in the campaign too.
	if err := f.Core().Undo(); err != nil {
		t.Fatal(err)
	}
	if f.Core().Decisions() != 2 || fightHeld(t, s) != 2 || s.Decisions() != base+2 {
		t.Fatalf("after undo: fight %d, campaign holds %d", f.Core().Decisions(), fightHeld(t, s))
	}
	for _, size := range [][2]float64{{1024, 640}, {1920, 1080}} {
		app.LayoutF(size[0], size[1])
		for range 3 {
			step(t, app, &input.State{})
		}
		f.Core().RevealAll()
		step(t, app, &input.State{})
		// Drawing is slow under Xvfb: the large screenshot only when
		// screenshots are asked for (the small one always: it must draw).
		if size[0] == 1024 || os.Getenv("PERISCOPE_TEST_SHOTS") != "" {
			save(t, drawApp(app), fmt.Sprintf("fight-%.0fx%.0f.png", size[0], size[1]))
		}
		for _, c := range f.Controls() {
			if c.Rect.X < 0 || c.Rect.Y < 0 || c.Rect.X+c.Rect.W > size[0]+1 || c.Rect.Y+c.Rect.H > size[1]+1 {
				t.Errorf("%.0fx%.0f: %s at %+v is off the screen", size[0], size[1], c.ID, c.Rect)
			}
		}
	}

	// The save made mid-fight (the campaign's autosave) reopens on the
	// table mid-fight.
	saved, err := gs.LatestAutosave()
	if err != nil || saved == nil {
		t.Fatalf("no autosave: %v", err)
	}
	p2, err := play.Resume(saved, gs)
	if err != nil {
		t.Fatal(err)
	}
	s2 := p2.(*play.Session)
	s2.RevealAll()
	if fightHeld(t, s2) != 2 {
		t.Fatalf("the save holds %d fight decisions, not 2", fightHeld(t, s2))
	}
	app2 := newApp(t, env, 1024, 640, 1)
	app2.Scenes().Push(NewCampaign(env, s2))
	waitScene(t, app2, "fight")
	f2 := app2.Scenes().Top().(*tactical.Fight)
	if f2.Core().Decisions() != 2 {
		t.Fatalf("reopened with %d fight decisions", f2.Core().Decisions())
	}
	a, _ := f.Core().Snapshot()
	b, _ := f2.Core().Snapshot()
	if string(a) != string(b) {
		t.Fatal("the reopened fight is not the fight that was saved")
	}

	// Fight to the end: the campaign takes the result, the card leads back.
	tracks := s2.State().Tracks
	boat, _, _, _ := s2.Game().FightInProgress()
	for i := 0; i < 200 && !f2.Core().Over(); i++ {
		fightDecision(t, f2)
	}
	if !f2.Core().Over() || fightHeld(t, s2) != -1 {
		t.Fatalf("the fight did not end in the campaign (over %v, held %d)", f2.Core().Over(), fightHeld(t, s2))
	}
	res := f2.Core().Game().(*tac.Match).FightOutcome(boat)
	if got := s2.State().Tracks.Ships - tracks.Ships; got < len(res.Sunk) {
		t.Errorf("the fight sank %d, the campaign's tracks %d", len(res.Sunk), got)
	}
	step(t, app2, &input.State{})
	f2.Core().RevealAll()
	step(t, app2, &input.State{})
	shotBoth(t, app2, "fight-over")
	t.Logf("the fight: %d decisions; sunk %v, damaged %v; campaign ships %d → %d", f2.Core().Decisions(), res.Sunk, res.Damaged, tracks.Ships, s2.State().Tracks.Ships)
	app2.LayoutF(1024, 640)
	step(t, app2, &input.State{})
	click(t, app2, "fight-back")
	if scene(app2) == "fight" {
		t.Fatal("Back to the campaign did not leave the fight")
	}
	shotBoth(t, app2, "fight-back") // the campaign again, with the result
}

// shotBoth keeps the screen at 1024×640 and 1920×1080 when screenshots are
// asked for (PERISCOPE_TEST_SHOTS), as name-WxH.png, and leaves the app at
// 1024×640.
func shotBoth(t *testing.T, app *render.App, name string) {
	t.Helper()
	if os.Getenv("PERISCOPE_TEST_SHOTS") == "" {
		return
	}
	for _, size := range [][2]float64{{1024, 640}, {1920, 1080}} {
		app.LayoutF(size[0], size[1])
		for range 3 {
			step(t, app, &input.State{})
		}
		save(t, drawApp(app), fmt.Sprintf("%s-%.0fx%.0f.png", name, size[0], size[1]))
	}
	app.LayoutF(1024, 640)
	step(t, app, &input.State{})
}
