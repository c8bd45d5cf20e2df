package scenes

import (
	"strings"
	"testing"

	"periscope/game/campaign"
	"periscope/input"
	"periscope/render/ui"
	"periscope/storage"
)

// [35] The new-game page's chooser: a click on a [35] option's switch
// turns it on at its default, further clicks step through the other values
// the rules allow (the label names each), and the last turns it off; the
// record carries "name=value". The [35.4] prototype, which no Atlantic
// scenario reaches, is not offered.
func TestNewGameConstructionChooser(t *testing.T) {
	env := newEnv(t, storage.NewMemory())
	app := newApp(t, env, 1280, 800, 1)
	click(t, app, "new-game")
	n := app.Scenes().Top().(*NewGame)
	for _, o := range n.options {
		if o.Name == "prototype" {
			t.Error("the prototype switch is offered, though Campaign I ends before April 1943 [35.4]")
		}
	}
	btn := func() int {
		for i, o := range n.options {
			if o.Name == "prewar" {
				return i
			}
		}
		t.Fatal("no prewar option")
		return -1
	}()
	vs := campaign.OptionChoices(n.th, "prewar")
	seen := map[string]bool{}
	for k := 0; k < len(vs); k++ {
		click(t, app, "opt:prewar")
		if !n.opts["prewar"] {
			t.Fatalf("click %d: the option is off", k+1)
		}
		want := "prewar"
		if k > 0 {
			want = "prewar=" + vs[k]
		}
		if got := n.recordOption("prewar"); got != want {
			t.Errorf("click %d: record option %q, want %q", k+1, got, want)
		}
		label := n.optBtn[btn].Label
		if !strings.HasSuffix(label, campaign.ChoiceLabel(vs[k])) {
			t.Errorf("click %d: label %q does not name %s", k+1, label, campaign.ChoiceLabel(vs[k]))
		}
		seen[label] = true
	}
	if len(seen) != len(vs) {
		t.Errorf("%d labels for %d values", len(seen), len(vs))
	}
	click(t, app, "opt:prewar")
	if n.opts["prewar"] || n.recordOption("prewar") != "prewar" {
		t.Error("the last click should turn the option off")
	}
	// A plain switch stays on/off.
	click(t, app, "opt:no-remix")
	click(t, app, "opt:no-remix")
	if n.opts["no-remix"] {
		t.Error("no-remix: two clicks should leave it off")
	}
}

// The tactical game's two dozen switches do not fit at 1024×640: the list
// scrolls rather than squeezing its rows (their two lines had been drawn
// over each other). Rows shown keep their height and never overlap; Tab to
// a row out of view brings it into view; the wheel over the list scrolls.
func TestNewGameOptionsScrollWhenTheyDoNotFit(t *testing.T) {
	env := newEnv(t, storage.NewMemory())
	app := newApp(t, env, 1024, 640, 1)
	click(t, app, "new-game")
	n := app.Scenes().Top().(*NewGame)
	tab := -1
	for i, tb := range n.tabs {
		if tb.system == "tactical" {
			tab = i
		}
	}
	if tab < 0 {
		t.Skip("no tactical tab")
	}
	click(t, app, n.tabBtn[tab].ID)
	if n.optShown >= len(n.optBtn) {
		t.Fatalf("all %d options shown at 1024×640; this test needs a list that does not fit", len(n.optBtn))
	}
	shown := func() (first, count int) {
		first = -1
		var last ui.Rect
		for i, b := range n.optBtn {
			if b.Rect.W == 0 {
				continue
			}
			if first < 0 {
				first = i
			} else if b.Rect.Y < last.Y+last.H {
				t.Fatalf("option %d at y %.0f overlaps the one above (ends %.0f)", i, b.Rect.Y, last.Y+last.H)
			}
			if b.Rect.H < n.m.Pt(30) {
				t.Fatalf("option %d squeezed to %.0f px", i, b.Rect.H)
			}
			last = b.Rect
			count++
		}
		return first, count
	}
	if first, count := shown(); first != 0 || count != n.optShown {
		t.Fatalf("first %d, %d shown, want 0 and %d", first, count, n.optShown)
	}
	lastOpt := n.optBtn[len(n.optBtn)-1]
	n.focus.Focus(n.optBtn[n.optShown-1])
	for i := 0; i < len(n.optBtn) && !lastOpt.Focused(); i++ {
		step(t, app, keys(input.FocusNext))
	}
	if !lastOpt.Focused() || lastOpt.Rect.W == 0 {
		t.Fatalf("Tab to the last option: focused %v, shown %v", lastOpt.Focused(), lastOpt.Rect.W > 0)
	}
	shown()
	x, y := n.optArea.Center()
	step(t, app, &input.State{Pointers: []input.Pointer{{Kind: input.Mouse, X: x, Y: y}}, WheelY: 3})
	if first, _ := shown(); first != len(n.optBtn)-n.optShown-3 {
		t.Fatalf("after the wheel, first shown %d, want %d", first, len(n.optBtn)-n.optShown-3)
	}
}

// [SW 26.0] Two-player command on the new-game page: turning the switch on
// gives the Pacific game a seat button per command, both people's at
// first; one handed to the computer here is the computer's in the game.
func TestNewGamePacificCommandsToTheComputer(t *testing.T) {
	env := newEnv(t, storage.NewMemory())
	app := newApp(t, env, 1280, 800, 1)
	click(t, app, "new-game")
	n := app.Scenes().Top().(*NewGame)
	tab := -1
	for i, tb := range n.tabs {
		if tb.theatre == "pacific" {
			tab = i
		}
	}
	if tab < 0 {
		t.Fatal("no Pacific tab")
	}
	click(t, app, n.tabBtn[tab].ID)
	if len(n.seatBtn) != 0 {
		t.Fatalf("seats before two-player: %v", n.seats)
	}
	click(t, app, "opt:two-player")
	if len(n.seats) != 2 || len(n.seatBtn) != 2 {
		t.Fatalf("two-player on: seats %v", n.seats)
	}
	for _, seat := range n.seats {
		if n.seatBot[seat] {
			t.Errorf("%s starts as the computer's", seat)
		}
	}
	second := n.seats[1]
	click(t, app, "seat:"+string(second))
	if !n.seatBot[second] {
		t.Fatalf("%s not handed to the computer", second)
	}
	click(t, app, "start")
	if scene(app) == "briefing" {
		click(t, app, "begin")
	}
	c, ok := app.Scenes().Top().(*Campaign)
	if !ok {
		t.Fatalf("after Start: %s (%v)", scene(app), n.startErr)
	}
	if !c.s.Core.SeatBot(second) || c.s.Core.SeatBot(n.seats[0]) {
		t.Fatalf("in the game: %s computer %v, %s computer %v", second, c.s.Core.SeatBot(second), n.seats[0], c.s.Core.SeatBot(n.seats[0]))
	}
}
