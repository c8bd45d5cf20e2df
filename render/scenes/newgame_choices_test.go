package scenes

import (
	"strings"
	"testing"

	"periscope/game/campaign"
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
