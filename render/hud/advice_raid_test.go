package hud

import (
	"strings"
	"testing"

	"periscope/game/bot"
	"periscope/game/campaign"
	"periscope/game/engine"
	"periscope/render/combat/combattest"
)

// Following Bot's advice through U-47: Scapa Flow makes the raid the
// scenario is about (issue 14, item 4: taking the advice silently gave the
// raid up), and the advice says why in its reasons line [30.4].
func TestU47AdviceKeepsTheRaid(t *testing.T) {
	th, err := combattest.Atlantic()
	if err != nil {
		t.Fatal(err)
	}
	for _, seed := range []uint64{398000000, 1, 7} {
		g, err := campaign.New(th, engine.Record{System: campaign.SystemID, Theatre: th.ID, Scenario: "u47-scapa-flow", Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := g.Start(); err != nil {
			t.Fatal(err)
		}
		d := bot.NewDoctrine()
		reasoned := false
		for n := 0; n < 500 && !g.Over(); n++ {
			p := g.Prompt()
			if p == nil {
				break
			}
			bc := d.Choose(g, p)
			c := Advice(g, p, &bc)
			if c.Points == nil && strings.HasSuffix(p.Options[c.Option].Key, "|raid") {
				why := Reasons(g, p)[c.Option]
				if !strings.Contains(why, "Scapa Flow lies open") {
					t.Errorf("seed %d: the raid is advised without its reason: %q", seed, why)
				}
				reasoned = true
			}
			if _, err := g.Apply(*c); err != nil {
				t.Fatal(err)
			}
		}
		if _, ok := g.S.Raids["scapa-flow"]; !ok || !reasoned {
			t.Errorf("seed %d: following the advice, U-47 never raided Scapa Flow (raids %v)", seed, g.S.Raids)
		}
	}
}

// Without an open base the advice is the bot's own.
func TestAdviceIsTheBotsElsewhere(t *testing.T) {
	th, err := combattest.Atlantic()
	if err != nil {
		t.Fatal(err)
	}
	g, err := campaign.New(th, engine.Record{System: campaign.SystemID, Theatre: th.ID, Scenario: "happy-time-1940", Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := g.Start(); err != nil {
		t.Fatal(err)
	}
	d := bot.NewDoctrine()
	for n := 0; n < 60; n++ {
		p := g.Prompt()
		if p == nil {
			break
		}
		bc := d.Choose(g, p)
		if c := Advice(g, p, &bc); c != &bc {
			t.Fatalf("decision %d %s: the advice %+v is not the bot's %+v", n, p.Kind, c, bc)
		}
		if _, err := g.Apply(bc); err != nil {
			t.Fatal(err)
		}
	}
}
