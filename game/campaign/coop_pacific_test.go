package campaign

import (
	"slices"
	"strings"
	"testing"

	"periscope/game/engine"
)

// [SW 26.0] Two players co-operate: one commands Pearl Harbor, the other
// the Southwest Pacific. With the "two-player" switch every decision names
// the seat of its command — a boat's decision its base's command's, a
// base's decision that base's — and the whole war's first turns ask both;
// without the switch every decision is the one solitaire seat's.
func TestSW26_0_TwoPlayerSeatsByCommand(t *testing.T) {
	pacificGame(t, "campaign-1941", "1942-01", 1) // loads the theatre
	for _, coop := range []bool{true, false} {
		rec := engine.Record{System: SystemID, Theatre: "pacific", Scenario: "campaign-1941", Seed: 3}
		if coop {
			rec.Options = []string{"two-player"}
		}
		g, err := New(pacificTh, rec)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := g.Start(); err != nil {
			t.Fatal(err)
		}
		seen := map[engine.Seat]int{}
		limit := 400
		if !coop {
			limit = 100 // (the solitaire seat is one check; TestSoakPacific plays on)
		}
		for n := 0; n < limit && !g.Over(); n++ {
			p := g.Prompt()
			if p == nil {
				break
			}
			seen[p.Seat]++
			if !coop {
				if p.Seat != engine.Everyone {
					t.Fatalf("solitaire: %s asks seat %q", p.Kind, p.Seat)
				}
			} else if want := wantSeat(g, p); p.Seat != want {
				t.Fatalf("%s [%s] for %q: seat %q, want %q", p.Kind, p.Rule, p.Sub, p.Seat, want)
			}
			if _, err := g.Apply(engine.Pick(len(p.Options) - 1)); err != nil {
				t.Fatal(err)
			}
		}
		if coop && (seen["pearl"] == 0 || seen["swpac"] == 0 || seen[""] > 0) {
			t.Fatalf("two players: decisions by seat %v, want both commands and no solitaire seat", seen)
		}
		if !coop && len(seen) != 1 {
			t.Fatalf("solitaire: decisions by seat %v", seen)
		}
		if got := Seats(pacificTh, rec.Options); coop != (len(got) == 2) {
			t.Fatalf("Seats(%v) = %v", rec.Options, got)
		}
	}
}

// wantSeat is the command a decision about a boat belongs to, from the
// boat's base as the data's commands list it.
func wantSeat(g *Game, p *engine.Prompt) engine.Seat {
	if s := g.Sub(p.Sub); s != nil {
		for _, c := range g.T.Rules.Commands {
			if slices.Contains(c.Bases, s.Base) {
				return engine.Seat(c.Seat)
			}
		}
	}
	return g.promptSeat(&g.S.Pending.Frame, p)
}

// [SW 26.0] A boat passes to the other player when it comes home to a
// base of the other command ("transfers happen by agreement"): its
// decisions follow its base.
func TestSW26_0_BoatChangesCommandWithItsBase(t *testing.T) {
	pacificGame(t, "campaign-1941", "1942-01", 1)
	g, err := New(pacificTh, engine.Record{System: SystemID, Theatre: "pacific", Scenario: "campaign-1941", Seed: 1, Options: []string{"two-player"}})
	if err != nil {
		t.Fatal(err)
	}
	var s *Sub
	for i := range g.S.Subs {
		if g.S.Subs[i].Base == "pearl-harbor" {
			s = &g.S.Subs[i]
			break
		}
	}
	if s == nil {
		t.Fatal("no boat at Pearl Harbor")
	}
	if got := g.SubSeat(s.ID); got != "pearl" {
		t.Fatalf("%s at Pearl Harbor: seat %q", s.ID, got)
	}
	s.Base = "fremantle"
	if got := g.SubSeat(s.ID); got != "swpac" {
		t.Fatalf("%s at Fremantle: seat %q", s.ID, got)
	}
	// A decision about a base is its command's; one about boats of both
	// commands is Pearl Harbor's (ComSubPac's).
	p := engine.Prompt{Kind: "scrap", Options: []engine.Option{{Key: "none"}}}
	if got := g.promptSeat(&Frame{Area: "brisbane"}, &p); got != "swpac" {
		t.Fatalf("a decision at Brisbane: seat %q", got)
	}
	var pearl string
	for i := range g.S.Subs {
		if g.S.Subs[i].Base == "pearl-harbor" {
			pearl = g.S.Subs[i].ID
		}
	}
	p = engine.Prompt{Kind: "ops-order", Options: []engine.Option{{Key: "a", Ref: s.ID}, {Key: "b", Ref: pearl}}}
	if got := g.promptSeat(&Frame{}, &p); got != "pearl" {
		t.Fatalf("a decision over both commands' boats: seat %q", got)
	}
	p.Options = p.Options[:1]
	if got := g.promptSeat(&Frame{}, &p); got != "swpac" {
		t.Fatalf("a decision over the Southwest Pacific's boats: seat %q", got)
	}
}

// [SW 26.0] The commands are data: every base in exactly one, validated.
func TestSW26_0_CommandsValidated(t *testing.T) {
	pacificGame(t, "campaign-1941", "1942-01", 1)
	th := *pacificTh
	th.Rules.Commands = slices.Clone(th.Rules.Commands)
	th.Rules.Commands[1].Bases = slices.DeleteFunc(slices.Clone(th.Rules.Commands[1].Bases), func(b string) bool { return b == "brisbane" })
	errs := th.Validate()
	if !strings.Contains(errs.Error(), `base "brisbane" is in no command`) {
		t.Fatalf("a base left out: %v", errs)
	}
	th.Rules.Commands[1].Bases = append(th.Rules.Commands[1].Bases, "pearl-harbor")
	if errs := th.Validate(); !strings.Contains(errs.Error(), `already in command "pearl"`) {
		t.Fatalf("a base in two commands: %v", errs)
	}
}
