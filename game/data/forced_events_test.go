package data_test

import (
	"slices"
	"testing"

	"periscope/game/data"
)

// TestForcedEventsAreTheFilter (issue 16, session 40): the list of the
// forced-date events Index makes equals a filter of Events, and a changed
// Events array is filtered again.
func TestForcedEventsAreTheFilter(t *testing.T) {
	th := loadAtlantic(t)
	filter := func(th *data.Theatre) []int {
		var out []int
		for i := range th.Events {
			if th.Events[i].Forced != "" {
				out = append(out, i)
			}
		}
		return out
	}
	if got, want := th.ForcedEvents(), filter(th); !slices.Equal(got, want) || len(want) == 0 {
		t.Fatalf("forced events %v, the filter %v", got, want)
	}
	c := *th
	c.Events = append(slices.Clone(c.Events), data.WarEvent{ID: "forced-late", Forced: "1945-01"})
	if got, want := c.ForcedEvents(), filter(&c); !slices.Equal(got, want) {
		t.Fatalf("after an event added: forced events %v, the filter %v", got, want)
	}
	c.Events = slices.Clone(th.Events)
	c.Events[0].Forced = "1940-01"
	if got, want := c.ForcedEvents(), filter(&c); !slices.Equal(got, want) {
		t.Fatalf("a changed copy: forced events %v, the filter %v", got, want)
	}
}
