package naval

import (
	"testing"

	"periscope/game/engine"
)

// 22.281B's ambiguity: supporters that did not reach a counter-interception
// battle resume their own interception or go home "at their owner's
// choice" (the spec's reading), or at the counter-intercepting player's
// (the text's words: the switch ctr-nonarrival). TF 17, closing on a
// battle it never reached, is asked of the USA without the switch, of
// Japan (the moving, counter-intercepting side) with it, whose bot sends
// it home.
func Test22_281B_SwitchWhoDecidesNonArrivals(t *testing.T) {
	for _, sw := range []bool{false, true} {
		var opts []string
		if sw {
			opts = []string{"ctr-nonarrival"}
		}
		g := testGame(t, opts...)
		g.S.Stack = nil
		hex := g.force("tf17").Port
		g.force("tf17").At, g.force("tf17").AtSea = hex, true
		g.S.Ops = []Op{{N: 0, Side: 0, Force: "mo", Kind: OpConvoy, Target: "pmy", Path: []string{"pmy"},
			Cuts: []Intercept{{Force: "tf17", Hex: "pmy", OK: true, Tried: true, Choose: "closing"}}}}
		g.Push(engine.Frame{Op: opGoOn, A: 0})
		if err := g.Run(); err != nil {
			t.Fatal(err)
		}
		p := g.Prompt()
		want := map[bool]engine.Seat{false: g.Seat(1), true: g.Seat(0)}[sw]
		if p == nil || p.Kind != "go-on" || p.Rule != "22.281" || p.Seat != want {
			t.Fatalf("switch %v: prompt %+v, want go-on for %s", sw, p, want)
		}
		if sw {
			c := Bot{Seat: p.Seat}.Choose(g, p)
			if p.Options[c.Option].Key != "home" {
				t.Fatalf("Japan's bot lets the US supporter resume: %s", p.Options[c.Option].Key)
			}
		}
	}
}
