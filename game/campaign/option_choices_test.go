package campaign

import (
	"os"
	"testing"

	"periscope/game/data"
	"periscope/game/engine"
)

// [35.1]–[35.4] Every value the new-game chooser offers is one the rules
// allow: a game starts with it (in a campaign long enough for the
// prototype), and each option offers more than its default.
func Test35_ChooserValuesAreAccepted(t *testing.T) {
	th, err := data.Load(os.DirFS("../../assets/data"), "atlantic")
	if err != nil {
		t.Fatal(err)
	}
	th.Scenario("campaign-1939").End = "1943-04"
	for _, name := range []string{"prewar", "later-boats", "captured", "prototype"} {
		vs := OptionChoices(th, name)
		if len(vs) < 3 || vs[0] != constructionDefaults[name] {
			t.Errorf("%s: choices %v, want the default first and others", name, vs)
		}
		for _, v := range vs {
			if _, err := New(th, engine.Record{System: SystemID, Theatre: th.ID, Scenario: "campaign-1939", Seed: 1, Options: []string{name + "=" + v}}); err != nil {
				t.Errorf("%s=%s refused: %v", name, v, err)
			}
			if ChoiceLabel(v) == "" {
				t.Errorf("%s=%s has no label", name, v)
			}
		}
	}
	if OptionChoices(th, "no-remix") != nil {
		t.Error("a plain switch has no choices")
	}
	if got := ChoiceLabel("donitz-a+donitz-b"); got != "Dönitz A + Dönitz B" {
		t.Errorf("label %q", got)
	}
	if got := ChoiceLabel("u84-xi+u93-xi+u201-xi"); got != "U-84 XI + U-93 XI + U-201 XI" {
		t.Errorf("label %q", got)
	}
}
