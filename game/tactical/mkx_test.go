package tactical

import (
	"errors"
	"testing"
)

// [51] The Mk X: a British destroyer drops it once, alone in its racks; it
// resolves as a 300 lb charge with four times the damage: a VIIC (def 1)
// at 100 ft under a Mk X set to 75 ft (25 ft off: 300 lb DF 4), a 2 on the
// d6 reads 1, ×4 = 4 damage. A second Mk X, or one beside rack charges, or
// one from a Flower, or with the switch off, is refused.
func Test51_MkXOneTonCharge(t *testing.T) {
	g := basicGame(t, 2)
	g.B.Options.MkX = true
	g.B.Turn = 2
	e := mustShip(t, g, "E", "I", "M20-B", Dir3, 2)
	f := mustShip(t, g, "F", "Flower", "C20-B", Dir3, 2)
	g.AddSub("U", "VIIC", "", MustHex("M30-B"), Dir6, 100)
	poses := []Pose{{Bow: e.Bow.Neighbour(e.Facing), Facing: e.Facing}}
	stern := e.Stern()
	mk := ASWOrder{After: 1, Kind: RackDC, Hex: stern, Count: 1, Depth: 75, DCType: MkXType}
	if err := g.checkASWOrders(e, poses, []ASWOrder{mk, {After: 1, Kind: RackDC, Hex: stern, Count: 1, Depth: 75}}); !errors.Is(err, ErrIllegal) {
		t.Errorf("a Mk X beside rack charges: %v", err)
	}
	if err := g.checkASWOrders(f, []Pose{{Bow: f.Bow.Neighbour(f.Facing), Facing: f.Facing}}, []ASWOrder{{After: 1, Kind: RackDC, Hex: f.Stern(), Count: 1, Depth: 75, DCType: MkXType}}); !errors.Is(err, ErrIllegal) {
		t.Errorf("a Mk X from a Flower: %v", err)
	}
	if err := g.checkASWOrders(e, poses, []ASWOrder{mk}); err != nil {
		t.Fatalf("the destroyer's Mk X: %v", err)
	}
	g.placeASW(e, poses, []ASWOrder{mk}, 1)
	if !e.MkXUsed {
		t.Fatal("the Mk X is not marked used")
	}
	if err := g.checkASWOrders(e, poses, []ASWOrder{mk}); !errors.Is(err, ErrIllegal) {
		t.Errorf("a second Mk X: %v", err)
	}
	// Resolve it on the boat's hex.
	g.B.ASW = []ASWCounter{{Kind: RackDC, Hex: MustHex("M30-B"), Owner: "E", Depth: 75, DCType: MkXType, Turn: 2}}
	g.ResolveASW()
	if got := g.Vessel("U").Damage; got != 4*Damage(g.Data.DCType("300lb").DF[1][1], 2) || got == 0 {
		t.Errorf("Mk X damage %d, want 4 × %d", got, Damage(g.Data.DCType("300lb").DF[1][1], 2))
	}
	g.B.Options.MkX = false
	e.MkXUsed = false
	if err := g.checkASWOrders(e, poses, []ASWOrder{mk}); !errors.Is(err, ErrIllegal) {
		t.Errorf("the switch off: %v", err)
	}
}

// [51] The escort's move prompt offers the Mk X to a British destroyer
// that still has it (S7's Javelin), only under the switch.
func Test51_MkXToolOffered(t *testing.T) {
	for _, on := range []bool{true, false} {
		var opts []string
		if on {
			opts = []string{"mk-x"}
		}
		m := newTestMatch(t, "S7", 1, opts...)
		j := m.G.Vessel("Javelin")
		offered := false
		for _, tool := range m.escortTools(j) {
			offered = offered || tool == "mkx"
		}
		if offered != on {
			t.Errorf("switch %v: Mk X offered %v", on, offered)
		}
		if on {
			j.MkXUsed = true
			for _, tool := range m.escortTools(j) {
				if tool == "mkx" {
					t.Error("offered again after use")
				}
			}
		}
	}
}
