package campaign

import (
	"os"
	"strings"
	"testing"

	"periscope/game/data"
)

// TestKeptIDLookUpsAreTheTheatres (issue 16): unitType and area keep their
// answers by where an id's bytes are; for every allied type and area, asked
// by ids of fresh bytes, by the same bytes again, and between them by ids
// that name nothing, they answer as the theatre's maps do.
func TestKeptIDLookUpsAreTheTheatres(t *testing.T) {
	th, err := data.Load(os.DirFS("../../assets/data"), "atlantic")
	if err != nil {
		t.Fatal(err)
	}
	g := newGame(th, &State{})
	for round := 0; round < 3; round++ {
		var ids []string
		for _, a := range th.Allied {
			ids = append(ids, strings.Clone(a.ID+"#7"), strings.Clone(a.ID), strings.Clone(a.ID+"x#1"))
		}
		for pass := 0; pass < 2; pass++ {
			for _, id := range ids {
				if got, want := g.unitType(id), g.unitTypeSlow(id); got != want {
					t.Fatalf("unitType(%q) = %v, the theatre's %v", id, got, want)
				}
			}
		}
		var areas []string
		for _, a := range th.Map.Areas {
			areas = append(areas, strings.Clone(a.ID), strings.Clone(a.ID+"-nowhere"))
		}
		for pass := 0; pass < 2; pass++ {
			for _, id := range areas {
				if got, want := g.area(id), th.Area(id); got != want {
					t.Fatalf("area(%q) = %v, the theatre's %v", id, got, want)
				}
			}
		}
	}
	// An id naming nothing of a known id's length: nil, and nothing kept.
	if g.unitType(strings.Repeat("?", len(th.Allied[0].ID)+2)) != nil {
		t.Fatal("an id naming nothing answered")
	}
}
