//go:build ebitentest

package europe

import (
	"image"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"periscope/game/engine"
	"periscope/game/europe"
	"periscope/render/table"
	"periscope/render/ui"
)

// playedGame is a game the AI has played into its second round, with
// units moved, battles fought and territory changed hands.
func playedGame(t testing.TB, decisions int) *europe.Game {
	d, err := europe.Load()
	if err != nil {
		t.Fatal(err)
	}
	g, err := europe.NewGame(d, engine.Record{System: europe.SystemID, Theatre: europe.Theatre, Scenario: europe.Scenario4, Seed: 4})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := g.Start(); err != nil {
		t.Fatal(err)
	}
	ai := europe.System{D: d}.Bot("", "")
	for n := 0; n < decisions && g.Prompt() != nil; n++ {
		if _, err := g.Apply(ai.Choose(g, g.Prompt())); err != nil {
			t.Fatal(err)
		}
	}
	return g
}

// The board draws at both reference sizes, with controller colours on
// land and sea between; the screenshots go to $SHOTS (or a temporary
// directory) for a person to look at.
func TestBoardScreenshots(t *testing.T) {
	fonts, err := ui.NewFonts()
	if err != nil {
		t.Fatal(err)
	}
	dir := os.Getenv("SHOTS")
	if dir == "" {
		dir = t.TempDir()
	}
	g := playedGame(t, 900)
	b := NewBoard()
	for _, size := range []image.Point{{1024, 640}, {1920, 1080}} {
		img := ebiten.NewImage(size.X, size.Y)
		r := img.Bounds()
		var targets []string
		if p := g.Prompt(); p != nil {
			for _, o := range p.Options {
				if o.Ref != "" {
					targets = append(targets, o.Ref)
				}
			}
		}
		b.Draw(img, r, g, table.View{Fonts: fonts, Scale: float64(size.Y) / 640, Targets: targets, Hover: "germany"})
		pix := make([]byte, 4*size.X*size.Y)
		img.ReadPixels(pix)
		at := func(x, y int) [3]byte {
			o := 4 * (y*size.X + x)
			return [3]byte{pix[o], pix[o+1], pix[o+2]}
		}
		// Moscow is painted in its controller's colour, the Atlantic as sea.
		bx, by := b.project(33, 57.5, size.X, size.Y) // west of Moscow, clear of labels
		mc := at(int(bx), int(by))
		if want := powerFill[g.S.Control["moscow"]]; mc != [3]byte{want.R, want.G, want.B} && mc[0] < 0x60 {
			t.Errorf("%v: Moscow's land is %v", size, mc)
		}
		sx, sy := b.project(-45, 45, size.X, size.Y)
		if c := at(int(sx), int(sy)); c[2] < c[0] {
			t.Errorf("%v: the Atlantic is %v, not blue", size, c)
		}
		// No two spaces' chips touch (they did in central Europe at
		// 1920×1080).
		scale := float64(size.Y) / 640
		all := b.allChips(r, g.S, fonts.Face(ui.Bold, 8.5*scale), scale)
		for i := range all {
			for j := i + 1; j < len(all); j++ {
				for _, a := range all[i] {
					for _, c := range all[j] {
						if a.rect.Inset(-0.5).Overlaps(c.rect) {
							t.Errorf("%v: the chips of %s (%s) and %s (%s) touch", size, b.d.Spaces[i].ID, a.label, b.d.Spaces[j].ID, c.label)
						}
					}
				}
			}
		}
		// A border line crosses the way from France to Western Germany
		// (both German: a dark line on the dark grey did not show).
		if g.S.Control["france"] == europe.Germany && g.S.Control["western-germany"] == europe.Germany {
			fi, wi := b.spaceIndex("france"), b.spaceIndex("western-germany")
			fill := powerFill[europe.Germany]
			lines := 0
			for k := 30; k <= 70; k++ {
				x := b.cx[fi] + (b.cx[wi]-b.cx[fi])*float64(k)/100
				y := b.cy[fi] + (b.cy[wi]-b.cy[fi])*float64(k)/100
				c := at(int(x), int(y))
				if int(c[0])-int(fill.R) > 40 {
					lines++
				}
			}
			if lines == 0 {
				t.Errorf("%v: no border line between France and Western Germany", size)
			}
		}
		name := filepath.Join(dir, "europe-board-"+itoa(size.X)+"x"+itoa(size.Y)+".png")
		f, err := os.Create(name)
		if err != nil {
			t.Fatal(err)
		}
		if err := png.Encode(f, img); err != nil {
			t.Fatal(err)
		}
		f.Close()
		t.Logf("wrote %s", name)
	}
	// [A4] map-piece-colours off: the same game on the rules' colour key
	// (Moscow in the key's red), pictures europe-board-key-WxH.png; with
	// SHOTS only (TestA4_MapColoursSwitch checks the colours in CI).
	if os.Getenv("SHOTS") == "" {
		return
	}
	g.S.Options = append(g.S.Options, "map-piece-colours=off")
	defer func() { g.S.Options = g.S.Options[:len(g.S.Options)-1] }()
	for _, size := range []image.Point{{1024, 640}, {1920, 1080}} {
		img := ebiten.NewImage(size.X, size.Y)
		b.Draw(img, img.Bounds(), g, table.View{Fonts: fonts, Scale: float64(size.Y) / 640})
		pix := make([]byte, 4*size.X*size.Y)
		img.ReadPixels(pix)
		bx, by := b.project(33, 57.5, size.X, size.Y)
		o := 4 * (int(by)*size.X + int(bx))
		if want := keyColour(b.d.Space("moscow"), g.S.Control["moscow"]); [3]byte{pix[o], pix[o+1], pix[o+2]} != [3]byte{want.R, want.G, want.B} {
			t.Errorf("%v, colour key: Moscow's land is %v, want %v", size, pix[o:o+3], want)
		}
		name := filepath.Join(dir, "europe-board-key-"+itoa(size.X)+"x"+itoa(size.Y)+".png")
		f, err := os.Create(name)
		if err != nil {
			t.Fatal(err)
		}
		if err := png.Encode(f, img); err != nil {
			t.Fatal(err)
		}
		f.Close()
	}
}

func itoa(n int) string {
	b := []byte{}
	for n > 0 {
		b = append([]byte{byte('0' + n%10)}, b...)
		n /= 10
	}
	return string(b)
}
