package europe

import (
	"image"
	"image/color"
	"math"
	"testing"

	"periscope/game/engine"
	"periscope/game/europe"
	"periscope/i18n"
	"periscope/render/table"
)

// Every space can be pointed at: the ref at (almost) every space's centre
// is that space, at both screen sizes; the few misses are tiny islands the
// coarse raster drowns.
func TestRefAtFindsSpaces(t *testing.T) {
	b := NewBoard()
	for _, size := range []image.Point{{1024, 640}, {1920, 1080}} {
		r := image.Rect(0, 0, size.X, size.Y)
		b.layout(size.X, size.Y)
		miss := 0
		for i, sp := range b.d.Spaces {
			got := b.RefAt(r, nil, table.View{}, int(b.cx[i]), int(b.cy[i]))
			if got != sp.ID {
				miss++
				t.Logf("%v: centre of %s points at %q", size, sp.ID, got)
			}
		}
		if miss > 0 {
			t.Errorf("%v: %d spaces not found at their centres", size, miss)
		}
	}
}

// A stack's label counts its units by type in a fixed order.
func TestStackLabel(t *testing.T) {
	st := Stack{Owner: europe.Germany, Counts: map[string]int{europe.Tank: 2, europe.Infantry: 3, europe.Fighter: 1}}
	if got := st.Label(); got != "Inf 3 · Tk 2 · Ftr 1" {
		t.Errorf("label %q", got)
	}
	// In Italian, the Italian short names (issue 12).
	i18n.SetLang(i18n.IT)
	defer i18n.SetLang(i18n.EN)
	if got := st.Label(); got != "Fan 3 · Car 2 · Cac 1" {
		t.Errorf("Italian label %q", got)
	}
	var _ engine.Game = (*europe.Game)(nil)
}

// [A4] The map's colours are ours to choose (the rules' map and piece
// colours conflict): each power's tint follows its piece colour (spec 4.6:
// Germany black, USSR red, UK brown, USA green) and stays apart from every
// other power's, the sea's and the neutrals' (at least 45 in RGB distance; Germany's grey and the USA's olive are 54 apart),
// and each power's ink is darker than its tint.
func TestA4_PowerColoursApart(t *testing.T) {
	dist := func(a, b color.RGBA) float64 {
		dr, dg, db := float64(a.R)-float64(b.R), float64(a.G)-float64(b.G), float64(a.B)-float64(b.B)
		return math.Sqrt(dr*dr + dg*dg + db*db)
	}
	others := map[string]color.RGBA{"sea": seaFill, "neutral": neutralFill, "convoy": convoyFill}
	for _, p := range europe.Powers {
		for _, q := range europe.Powers {
			if p < q && dist(powerFill[p], powerFill[q]) < 45 {
				t.Errorf("%s and %s tints too close", p, q)
			}
		}
		for name, c := range others {
			if dist(powerFill[p], c) < 45 {
				t.Errorf("%s's tint too close to the %s", p, name)
			}
		}
		lum := func(c color.RGBA) int { return int(c.R)*3 + int(c.G)*6 + int(c.B) }
		if lum(powerInk[p]) >= lum(powerFill[p]) {
			t.Errorf("%s's ink is not darker than its tint", p)
		}
	}
	// the piece colours: Germany the darkest grey, the USSR the reddest,
	// the USA the greenest
	if c := powerFill[europe.USSR]; !(c.R > c.G && c.R > c.B) {
		t.Error("the USSR is not red")
	}
	if c := powerFill[europe.USA]; !(c.G > c.R && c.G > c.B) {
		t.Error("the USA is not green")
	}
}

// [A4] map-piece-colours: on, each territory takes its controller's piece
// colour (the tints above); off, the rules' colour key (spec 5): Germany
// brown and the other Axis lands earth, British lands green, Soviet red
// and the 1939 annexations light purple, the USA blue, the Middle East
// yellow, neutrals white — where Germany's brown is the UK pieces' colour,
// the conflict the ruling settles. The board follows the game's switch.
func TestA4_MapColoursSwitch(t *testing.T) {
	b := NewBoard()
	fill := func(opt, id string) color.RGBA {
		g, err := europe.NewGame(b.d, engine.Record{System: europe.SystemID, Theatre: europe.Theatre, Scenario: europe.Scenario4, Seed: 1, Options: []string{opt}})
		if err != nil {
			t.Fatal(err)
		}
		for i, sp := range b.d.Spaces {
			if sp.ID == id {
				return b.spaceFill(g.S, !g.S.On("map-piece-colours"), i)
			}
		}
		t.Fatalf("no space %s", id)
		return color.RGBA{}
	}
	want := map[string][2]color.RGBA{
		"germany":               {powerFill[europe.Germany], keyFill[europe.Germany]},
		"italy":                 {powerFill[europe.Germany], keyAxisEarth},
		"united-kingdom":        {powerFill[europe.UK], keyFill[europe.UK]},
		"moscow":                {powerFill[europe.USSR], keyFill[europe.USSR]},
		"baltic-states":         {powerFill[europe.USSR], keyAnnexed},
		"eastern-united-states": {powerFill[europe.USA], keyFill[europe.USA]},
		"iraq":                  {mix(powerFill[europe.UK], meTint, 0.45), keyME},
	}
	for id, w := range want {
		on, off := fill("map-piece-colours=on", id), fill("map-piece-colours=off", id)
		if on != w[0] || off != w[1] {
			t.Errorf("%s: on %v off %v, want %v and %v", id, on, off, w[0], w[1])
		}
		if on == off {
			t.Errorf("%s: the readings paint the same colour", id)
		}
	}
	// the key's Germany is brown (red over green over blue), its British
	// lands green, its USA blue
	if c := keyFill[europe.Germany]; !(c.R > c.G && c.G > c.B) {
		t.Error("the key's Germany is not brown")
	}
	if c := keyFill[europe.UK]; !(c.G > c.R && c.G > c.B) {
		t.Error("the key's British lands are not green")
	}
	if c := keyFill[europe.USA]; !(c.B > c.R && c.B > c.G) {
		t.Error("the key's USA is not blue")
	}
}
