package save

import (
	"slices"
	"testing"

	"periscope/game/engine"
)

// quickHead reads what engine.ReadHead reads of a snapshot, without
// scanning the fields after the head (readsAs, every undo from a stored
// turn), or says it cannot and the snapshot is read whole.
func TestQuickHeadReadsTheHeadReadHeadReads(t *testing.T) {
	_, s, _ := autosavedGame(t)
	snap, err := s.Game().Snapshot()
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name string
		snap []byte
		ok   bool
	}{
		{"a game's snapshot", snap, true},
		{"options", []byte(`{"version":2,"scenario":"x","options":["b","a"],"seed":7,"decisions":12,"patrols":[1,2]}`), true},
		{"no options", []byte(`{"version":2,"scenario":"x","seed":7,"decisions":12}`), true},
		{"nested first", []byte(`{"stack":[{"decisions":3}],"version":1,"scenario":"x","seed":7,"decisions":12}`), true},
		{"no decisions", []byte(`{"version":2,"scenario":"x","seed":7}`), false},
		{"not an object", []byte(`[1,2]`), false},
		{"a key twice", []byte(`{"version":2,"version":3,"scenario":"x","seed":7,"decisions":1}`), false},
		{"cut short", []byte(`{"version":2,"scenario":"x","se`), false},
	} {
		got, ok := quickHead(c.snap)
		if ok != c.ok {
			t.Fatalf("%s: read %v, want %v", c.name, ok, c.ok)
		}
		if !ok {
			continue
		}
		want, err := engine.ReadHead(c.snap, 0, 1<<30)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if got.Version != want.Version || got.Scenario != want.Scenario || got.Seed != want.Seed || got.Decisions != want.Decisions || !slices.Equal(got.Options, want.Options) {
			t.Fatalf("%s: read %+v, ReadHead %+v", c.name, got, want)
		}
	}
}
