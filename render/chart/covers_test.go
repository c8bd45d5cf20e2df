package chart

import (
	"testing"

	"periscope/game/systems"
)

// The coastlines cover the Atlantic's areas and not the Pacific's (across
// the date line): the new-game page offers only theatres the chart draws.
func TestCoversTheAtlanticOnly(t *testing.T) {
	for id, want := range map[string]bool{"atlantic": true, "pacific": false} {
		th, err := systems.Theatre(id)
		if err != nil {
			t.Fatal(err)
		}
		if got := Covers(th); got != want {
			t.Errorf("%s: Covers = %v, want %v", id, got, want)
		}
	}
}
