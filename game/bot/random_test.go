package bot

import (
	"errors"
	"testing"

	"periscope/game/dice"
	"periscope/game/engine"
)

func TestRandomSplitIsAlwaysLegal(t *testing.T) {
	src := dice.Source{State: 7}
	for total := 1; total <= 9; total++ {
		for n := 1; n <= 5; n++ {
			for _, exact := range []bool{false, true} {
				p := &engine.Prompt{Kind: "allocate", Rule: "14.15", Options: make([]engine.Option, n), Alloc: &engine.Alloc{Total: total, Min: 1, Exact: exact}}
				for i := 0; i < 200; i++ {
					c := RandomSplit(&src, p)
					if err := p.Validate(c); err != nil {
						t.Fatalf("total %d, %d targets, exact %v: %v (%v)", total, n, exact, err, c.Points)
					}
				}
			}
		}
	}
}

// With per-target limits (Alloc.Max, e.g. the Italian doctrine [30.81])
// the split stays legal whenever a legal one exists.
func TestRandomSplitRespectsLimits(t *testing.T) {
	src := dice.Source{State: 11}
	for total := 1; total <= 9; total++ {
		for n := 1; n <= 4; n++ {
			for _, exact := range []bool{false, true} {
				mx := make([]int, n)
				room := 0
				for i := range mx {
					mx[i] = 1 + i%3
					room += mx[i]
				}
				if exact && room < total {
					continue // no legal split exists
				}
				p := &engine.Prompt{Kind: "allocate", Rule: "14.15", Options: make([]engine.Option, n),
					Alloc: &engine.Alloc{Total: total, Min: 1, Exact: exact, Max: mx}}
				for i := 0; i < 200; i++ {
					c := RandomSplit(&src, p)
					if err := p.Validate(c); err != nil {
						t.Fatalf("total %d, limits %v, exact %v: %v (%v)", total, mx, exact, err, c.Points)
					}
				}
			}
		}
	}
}

func TestValidateRejectsBadChoices(t *testing.T) {
	p := &engine.Prompt{Kind: "k", Rule: "1", Options: make([]engine.Option, 3)}
	for _, c := range []engine.Choice{engine.Pick(-1), engine.Pick(3), engine.Split(1, 1, 1)} {
		if err := p.Validate(c); !errors.Is(err, engine.ErrIllegal) {
			t.Errorf("%v: want ErrIllegal, got %v", c, err)
		}
	}
	a := &engine.Prompt{Kind: "a", Rule: "14.15", Options: make([]engine.Option, 2), Alloc: &engine.Alloc{Total: 4, Min: 1}}
	for _, c := range []engine.Choice{engine.Pick(0), engine.Split(5, 0), engine.Split(0, 0), engine.Split(-1, 2), engine.Split(1)} {
		if err := a.Validate(c); !errors.Is(err, engine.ErrIllegal) {
			t.Errorf("%v: want ErrIllegal, got %v", c, err)
		}
	}
	if err := a.Validate(engine.Split(2, 2)); err != nil {
		t.Errorf("legal split rejected: %v", err)
	}
}
