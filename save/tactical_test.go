package save_test

import (
	"testing"
	"time"

	"periscope/game/engine"
	"periscope/game/systems"
	"periscope/game/tactical"
	"periscope/save"
	"periscope/storage"
)

// A tactical battle saves and loads like a campaign: the save names the
// tactical system, loads to the same game, and its replay check passes.
func TestTacticalGameSavesAndLoads(t *testing.T) {
	reg := systems.Installed()
	rec := engine.Record{System: tactical.SystemID, Theatre: tactical.Theatre, Scenario: "S8", Seed: 5, Options: []string{"sonar"}}
	sys, sess, err := reg.Start(rec)
	if err != nil {
		t.Fatal(err)
	}
	seated := sys.(engine.Seated)
	for i := 0; i < 25 && sess.Game().Prompt() != nil; i++ {
		p := sess.Game().Prompt()
		if _, err := sess.Apply(seated.Bot(p.Seat, "").Choose(sess.Game(), p)); err != nil {
			t.Fatal(err)
		}
	}
	m := save.NewManager(storage.NewMemory(), reg, "test", func() time.Time { return time.Unix(1, 0) })
	e, err := m.Save("battle", m.NewGameID(), sess.Record(), sess.Game())
	if err != nil {
		t.Fatal(err)
	}
	o, err := m.Load(e.Key)
	if err != nil {
		t.Fatal(err)
	}
	want, _ := sess.Game().Snapshot()
	if got, _ := o.Game.Snapshot(); string(got) != string(want) {
		t.Fatal("the loaded battle differs from the saved one")
	}
	if err := save.NewCheck(o).Run(); err != nil {
		t.Fatalf("the replay check fails: %v", err)
	}
	// Play on from the loaded game.
	s2 := o.Session()
	p := s2.Game().Prompt()
	if _, err := s2.Apply(seated.Bot(p.Seat, "").Choose(s2.Game(), p)); err != nil {
		t.Fatal(err)
	}
}

// Choices with a payload go through the save's own codec unchanged; a
// payload object without its data, or with stray text, is refused.
func TestPayloadChoicesCodec(t *testing.T) {
	c, _ := engine.WithData(2, map[string]any{"plot": "1R1", "depth": 50})
	cs := []engine.Choice{engine.Pick(1), engine.Split(2, 0), c, engine.Pick(0)}
	b := save.AppendChoices(nil, cs)
	if string(b) != `[1,[2,0],{"o":2,"data":{"depth":50,"plot":"1R1"}},0]` {
		t.Fatalf("encoded %s", b)
	}
	back, err := save.ParseChoices([]byte(` [1, [2,0] ,{"o":2, "data":{"depth":50,"plot":"1R1"}} , 0 ] `))
	if err != nil {
		t.Fatal(err)
	}
	if len(back) != 4 || back[2].Option != 2 || string(back[2].Data) != `{"depth":50,"plot":"1R1"}` || back[3].Option != 0 || back[0].Data != nil {
		t.Fatalf("decoded %+v", back)
	}
	for _, bad := range []string{`[{"o":1}]`, `[{"data":{}}]`, `[{"o":1,"data":{}}x]`, `[{"o":-1,"data":{}}]`, `[{"o":1,"data":{}`, `[{]`} {
		if _, err := save.ParseChoices([]byte(bad)); err == nil {
			t.Errorf("%s accepted", bad)
		}
	}
}
