package save

import (
	"sync"
	"testing"
	"time"

	"periscope/game/bot"
	"periscope/game/campaign"
	"periscope/game/data"
	"periscope/game/data/datatest"
	"periscope/game/engine"
	"periscope/game/systems"
)

var (
	fixOnce sync.Once
	fixture *data.Theatre
	// testTheatres serves the game's data and the test fixture theatre,
	// as the registry of the campaign system the tests open saves with.
	testTheatres = systems.With([]string{"atlantic", "fixture"}, loadTestTheatre)
)

func loadTestTheatre(id string) (*data.Theatre, error) {
	if id == "fixture" {
		fixOnce.Do(func() { fixture = datatest.Fixture() })
		return fixture, nil
	}
	return systems.Theatre(id)
}

func theatre(tb testing.TB, id string) *data.Theatre {
	tb.Helper()
	th, err := loadTestTheatre(id)
	if err != nil {
		tb.Fatal(err)
	}
	return th
}

// play plays n decisions (or to the end) of a scenario with the doctrine
// bot and returns the record and the game.
func play(tb testing.TB, theatreID, scenario string, seed uint64, n int) (engine.Record, *campaign.Game) {
	tb.Helper()
	th := theatre(tb, theatreID)
	rec := engine.Record{System: campaign.SystemID, Theatre: th.ID, Scenario: scenario, Seed: seed}
	g, err := campaign.New(th, rec)
	if err != nil {
		tb.Fatal(err)
	}
	if _, err := g.Start(); err != nil {
		tb.Fatal(err)
	}
	p := bot.NewDoctrine()
	for i := 0; i < n && g.Prompt() != nil; i++ {
		c := p.Choose(g, g.Prompt())
		if _, err := g.Apply(c); err != nil {
			tb.Fatalf("decision %d: %v", i, err)
		}
		rec.Choices = append(rec.Choices, c)
	}
	return rec, g
}

var testNow = time.Date(2026, 3, 1, 10, 11, 12, 0, time.UTC)

func fileFor(tb testing.TB, rec engine.Record, g *campaign.Game) *File {
	tb.Helper()
	snap, err := g.Snapshot()
	if err != nil {
		tb.Fatal(err)
	}
	return &File{Schema: Schema, Game: "test", Saved: testNow, Kind: KindSlot, Name: "Test",
		GameID: "gtest-1", Summary: Summarize(g, rec), Record: rec, Snapshot: snap}
}

// clock is a settable wall clock for Managers in tests.
type clock struct{ t time.Time }

func (c *clock) now() time.Time { c.t = c.t.Add(time.Second); return c.t }

func newManager(store interface {
	List(string) ([]string, error)
	Load(string) ([]byte, error)
	Save(string, []byte) error
	Delete(string) error
}) *Manager {
	c := &clock{t: testNow}
	m := NewManager(store, testTheatres, "v-test", c.now)
	m.Logf = func(string, ...any) {}
	return m
}

func mustEncode(tb testing.TB, f *File) []byte {
	tb.Helper()
	b, err := Encode(f)
	if err != nil {
		tb.Fatal(err)
	}
	return b
}

func wantCode(tb testing.TB, err error, code Code) {
	tb.Helper()
	if err == nil {
		tb.Fatalf("accepted; want a refusal (%v)", code)
	}
	if got := CodeOf(err); got != code {
		tb.Fatalf("refused as %v (%q); want %v", got, err, code)
	}
	if IsPanic(err) {
		tb.Fatalf("a panic was recovered: %v", err)
	}
	if len(err.Error()) < 10 {
		tb.Fatalf("refusal without a real message: %q", err)
	}
}

func newDoctrine() engine.Player { return bot.NewDoctrine() }
