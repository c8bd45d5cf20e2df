package naval

import (
	"bytes"
	"testing"

	"periscope/game/engine"
)

// A bot game is a function of its scenario and seed: played twice, it takes
// the same choices and ends in the same state. Anything else breaks the
// replays a save is checked by (a map's iteration order in the rules or
// the bot is the usual cause).
func TestBotGamesAreDeterministic(t *testing.T) {
	th := theatre(t)
	play := func(scenario string, seed uint64) ([]engine.Choice, []byte) {
		gg, err := NewGame(th, engine.Record{System: SystemID, Theatre: TheatreID, Scenario: scenario, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := gg.Start(); err != nil {
			t.Fatal(err)
		}
		bots := [2]Bot{{Seat: gg.Seat(0)}, {Seat: gg.Seat(1)}}
		var cs []engine.Choice
		for n := 0; gg.Prompt() != nil && n < 20000; n++ {
			p := gg.Prompt()
			c := bots[gg.sideOf(p.Seat)].Choose(gg, p)
			cs = append(cs, c)
			if _, err := gg.Apply(c); err != nil {
				t.Fatal(err)
			}
		}
		snap, err := gg.Snapshot()
		if err != nil {
			t.Fatal(err)
		}
		return cs, snap
	}
	for _, sc := range th.Scenarios {
		for seed := uint64(1); seed <= 6; seed++ {
			a, sa := play(sc.ID, seed)
			b, sb := play(sc.ID, seed)
			for i := range min(len(a), len(b)) {
				if a[i].Option != b[i].Option || !bytes.Equal(a[i].Data, b[i].Data) {
					t.Fatalf("%s seed %d: decision %d differs between two plays: %+v against %+v", sc.ID, seed, i, a[i], b[i])
				}
			}
			if len(a) != len(b) || !bytes.Equal(sa, sb) {
				t.Fatalf("%s seed %d: %d and %d decisions, final states equal %v", sc.ID, seed, len(a), len(b), bytes.Equal(sa, sb))
			}
		}
	}
}
