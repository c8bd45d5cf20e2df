package naval

import (
	"fmt"
	"strings"
	"testing"
)

// The example of 22.85: Japanese carriers with their NAS set out to strike
// a US base, win the battle on the way and strike; heading home they are
// intercepted again, and the NAS that survived both fight the new battle:
// carrier air is never returned. Here Kido Butai (10 NAS) strikes Pearl
// Harbor, then TF 16 brings it to battle: its carrier strike offers every
// surviving NAS not flying CAP (22.85, 23.31).
func Test22_85_CarrierAirNeverReturned(t *testing.T) {
	g := testGame(t)
	g.S.Stack = nil
	kb := g.force("kb")
	kb.At, kb.AtSea = "haw", true
	g.S.Ops = []Op{{N: 0, Side: 0, Force: "kb", Kind: OpStrike, Target: "haw", Path: []string{"haw"}}}
	before := g.nas(g.ShipsOf("kb"))
	g.portStrike(kb, "haw")
	if err := g.Run(); err != nil {
		t.Fatal(err)
	}
	es := g.Flush()
	for p := g.Prompt(); p != nil; p = g.Prompt() {
		more, err := g.Apply(Bot{Seat: p.Seat}.Choose(g, p))
		if err != nil {
			t.Fatal(err)
		}
		es = append(es, more...)
	}
	if rolls(es, "air attack") == 0 {
		t.Fatal("Kido Butai did not strike Pearl Harbor")
	}
	left := g.nas(g.ShipsOf("kb"))
	if left == 0 || left > before {
		t.Fatalf("NAS %d → %d", before, left)
	}
	// On the way home: TF 16 intercepts.
	g.S.Over = false
	tf16 := g.force("tf16")
	tf16.At, tf16.AtSea = "haw", true
	g.startBattle("haw", []string{"kb"}, []string{"tf16"}, 1, 0, -1)
	if err := g.Run(); err != nil {
		t.Fatal(err)
	}
	for p := g.Prompt(); p != nil; p = g.Prompt() {
		if p.Kind == "carrier-strike" && p.Seat == g.Seat(0) {
			b := g.S.Battle
			want := left
			if b.CAPShare[0] {
				want = left - CAPMax(left)
			}
			if !strings.Contains(p.Text, fmt.Sprintf(": %d NAS ready", want)) {
				t.Fatalf("%s: want the %d NAS that survived the strike on Pearl Harbor, less CAP", p.Text, left)
			}
			return
		}
		if _, err := g.Apply(Bot{Seat: p.Seat}.Choose(g, p)); err != nil {
			t.Fatal(err)
		}
	}
	t.Fatal("Kido Butai's carriers were never offered a strike in the second battle")
}
