package scenes

import (
	"testing"

	"periscope/i18n"
	"periscope/render/play"
)

// The bases' readiness help names Steel Wolves' Type II only where the
// theatre has Type II boats: the Pacific's said "(Type II: In port → Ready
// for sea)" to a fleet of Gatos.
func TestBasesHelpTypeIIOnlyWhereThereAreAny(t *testing.T) {
	for _, c := range []struct {
		theatre string
		want    bool
	}{{"atlantic", true}, {"pacific", false}} {
		th, err := play.LoadTheatre(c.theatre)
		if err != nil {
			t.Fatal(err)
		}
		if got := hasTypeII(th); got != c.want {
			t.Errorf("%s: Type II boats %v, want %v", c.theatre, got, c.want)
		}
	}
	if !i18n.Has("bases.help.readiness.plain") {
		t.Error("no plain readiness help")
	}
}
