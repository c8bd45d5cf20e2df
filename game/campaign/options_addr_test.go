package campaign

import (
	"math/rand/v2"
	"sort"
	"strings"
	"testing"
)

// TestOptByAddressIsTheSlowRead (issue 16, session 40): Opt's answers, kept
// by where the name's bytes are and by name, equal optSlow's for every
// switch, asked by the constant and by a copy of its bytes, in any order,
// while the switches change (on, off, with a value).
func TestOptByAddressIsTheSlowRead(t *testing.T) {
	g := &Game{S: &State{}}
	r := rand.New(rand.NewPCG(5, 6))
	for round := range 200 {
		// A new list of switches now and then (sorted, as the state keeps it).
		if round%10 == 0 {
			var on []string
			for _, o := range Options {
				switch r.IntN(4) {
				case 0:
					on = append(on, o.Name)
				case 1:
					on = append(on, o.Name+"=2")
				}
			}
			sort.Strings(on)
			g.S.Options = on
		}
		for range 3 * len(Options) {
			name := Options[r.IntN(len(Options))].Name
			if r.IntN(2) == 0 {
				name = strings.Clone(name) // the same name at other bytes
			}
			if got, want := g.Opt(name), g.optSlow(name); got != want {
				t.Fatalf("round %d: Opt(%q) = %v, optSlow %v (switches %v)", round, name, got, want, g.S.Options)
			}
		}
	}
}
