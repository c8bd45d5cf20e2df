package europe

import "testing"

// The territories' borders come from Natural Earth's admin-0 countries
// (issue 19: "territory borders authored in the repo from a public-domain
// source"): every country named in claims is in countries.bin, every
// territory it names is on the map, and every land territory is claimed
// by a country; a point in each of a few countries lands in the right
// territory on the board (Italy's borders are the Alps', not a line
// between centres).
func TestTerritoriesFollowNaturalEarthBorders(t *testing.T) {
	b := NewBoard()
	if b.countries == nil {
		t.Fatal("countries.bin did not decode")
	}
	have := map[string]bool{}
	for _, n := range b.countries.names {
		have[n] = true
	}
	claimed := map[string]bool{}
	for n, ids := range claims {
		if !have[n] {
			t.Errorf("claims names %q, not in countries.bin", n)
		}
		for _, id := range ids {
			if b.spaceIndex(id) < 0 {
				t.Errorf("%s: no territory %q", n, id)
			}
			claimed[id] = true
		}
	}
	for _, sp := range b.d.Spaces {
		if !sp.Sea() && !claimed[sp.ID] {
			t.Errorf("territory %s lies in no country", sp.ID)
		}
	}
	for _, n := range b.countries.names {
		if claims[n] == nil && !offBoard[n] {
			t.Errorf("%s is on the board and in no territory, nor off the map", n)
		}
	}
	for n := range offBoard {
		if !have[n] {
			t.Errorf("offBoard names %q, not in countries.bin", n)
		}
	}
	const w, h = 960, 672
	b.layout(w, h)
	for _, c := range []struct {
		lon, lat float64
		want     string
	}{
		{11.3, 46.5, "italy"},         // Bolzano, south of the Brenner
		{7.3, 45.7, "italy"},          // Aosta
		{13.8, 45.65, "italy"},        // Trieste
		{10.5, 47.3, "germany"},       // Tyrol (Austria, in the Reich)
		{6.9, 45.9, "france"},         // Chamonix, by Mont Blanc
		{8.9, 46.2, "switzerland"},    // Ticino
		{-0.5, 42.7, "spain"},         // south of the Pyrenees
		{0.5, 43.2, "france"},         // north of them
		{14.5, 46.05, "yugoslavia"},   // Ljubljana
		{2.35, 48.85, "france"},       // Paris
		{4.4, 50.85, "low-countries"}, // Brussels
		{28.0, 40.0, "turkey"},        // Bursa
		{-96.8, 32.8, "central-united-states"},
	} {
		x, y := b.project(c.lon, c.lat, w, h)
		gw := (w + grid - 1) / grid
		i := int(b.idx[int(y)/grid*gw+int(x)/grid])
		got := "(none)"
		if i >= 0 {
			got = b.d.Spaces[i].ID
		}
		if got != c.want {
			t.Errorf("%.2f°E %.2f°N is in %s, want %s", c.lon, c.lat, got, c.want)
		}
	}
}
