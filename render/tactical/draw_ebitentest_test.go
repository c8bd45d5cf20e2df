//go:build ebitentest

package tactical

import (
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"periscope/game/engine"
	tac "periscope/game/tactical"
	"periscope/i18n"
	"periscope/render/table"
	"periscope/render/ui"
)

func shot(t testing.TB, img *ebiten.Image, name string) {
	dir := os.Getenv("PERISCOPE_TEST_SHOTS")
	if dir == "" {
		return
	}
	out := image.NewRGBA(img.Bounds())
	img.ReadPixels(out.Pix)
	_ = os.MkdirAll(dir, 0o755)
	f, err := os.Create(filepath.Join(dir, name))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	_ = png.Encode(f, out)
}

// playTo plays with the bots until the turn is reached and the prompt is
// for the seat.
func playTo(t *testing.T, sys engine.System, m *tac.Match, turn int, seat engine.Seat) {
	playUntil(t, sys, m, func(p *engine.Prompt) bool { return m.S.Battle.Turn >= turn && p.Seat == seat })
	if m.Prompt() == nil {
		t.Fatalf("the game ended before turn %d", turn)
	}
}

// playUntil plays with the bots until stop holds for the pending prompt,
// or the game ends (no prompt).
func playUntil(t *testing.T, sys engine.System, m *tac.Match, stop func(p *engine.Prompt) bool) {
	t.Helper()
	s := sys.(engine.Seated)
	for p := m.Prompt(); p != nil && !stop(p); p = m.Prompt() {
		if _, err := m.Apply(s.Bot(p.Seat, "").Choose(m, p)); err != nil {
			t.Fatal(err)
		}
	}
}

// aBoatHidden tells whether a boat afloat is hidden from seat.
func aBoatHidden(m *tac.Match, seat engine.Seat) bool {
	for i := range m.S.Battle.Vessels {
		if vs := &m.S.Battle.Vessels[i]; !vs.Gone() && !visible(m, vs, seat) {
			return true
		}
	}
	return false
}

// The board at 1024×640 and 1920×1080 (CI: 1024×640), by day as the submarine with a plot
// drafted, and by night under hidden movement as the escorts: every ship
// the seat may see is drawn (its pixels differ from the sea), and a
// hidden boat is not drawn for the escorts; no two name plates overlap.
func TestBoardScreenshots(t *testing.T) {
	fonts, err := ui.NewFonts()
	if err != nil {
		t.Fatal(err)
	}
	lang := i18n.EN
	if os.Getenv("PERISCOPE_TEST_IT") != "" { // the same shots in Italian
		lang = i18n.IT
	}
	i18n.SetLang(lang)
	defer i18n.SetLang(i18n.EN)
	for _, c := range []struct {
		scen string
		opts []string
		seat engine.Seat
		turn int
		// hidden: play on from turn until a boat is hidden from the
		// escorts, so the picture shows the fog (a boat surfaced within
		// the lookouts' range at night is seen).
		hidden bool
	}{
		{"S8", nil, tac.SeatSub, 4, false},
		{"S11", []string{"hidden-movement", "sonar", "weather", "crews", "acoustic", "evasion"}, tac.SeatSub, 3, false},
		{"S9", []string{"sonar"}, tac.SeatEscort, 5, true},
	} {
		sys, m := newMatch(t, c.scen, 3, c.opts...)
		playUntil(t, sys, m, func(p *engine.Prompt) bool {
			return m.S.Battle.Turn >= c.turn && p.Seat == c.seat && (!c.hidden || aBoatHidden(m, c.seat))
		})
		if m.Prompt() == nil {
			t.Fatalf("%s: the game ended before the picture's turn %d", c.scen, c.turn)
		}
		b := NewBoard()
		if p := m.Prompt(); p.Kind == tac.KindSubPlot {
			b.Click(m, p, "ahead")
			b.Click(m, p, "turn:R")
			b.Click(m, p, "fire")
		}
		sizes := [][2]int{{1024, 640}, {1920, 1080}}
		if os.Getenv("PERISCOPE_TEST_SHOTS") == "" { // CI: the tight size (the pictures: both)
			sizes = sizes[:1]
		}
		for _, size := range sizes {
			img := ebiten.NewImage(size[0], size[1])
			scale := float64(size[1]) / 640
			// The board takes the scene's left part; the right is the panel.
			r := image.Rect(0, 0, size[0]*7/10, size[1])
			v := table.View{Seat: c.seat, Fonts: fonts, Scale: scale}
			b.Draw(img, r, m, v)
			// The name plates keep apart (labels.go).
			for i, p := range b.placed {
				for _, q := range b.placed[:i] {
					if a := p.overlap(q); a > 0 {
						t.Errorf("%s %dx%d: name plates at %v and %v overlap (%.0f px²)", c.scen, size[0], size[1], p, q, a)
					}
				}
			}
			// The scene's panel, roughly: the prompt and the draft.
			panel := image.Rect(r.Max.X, 0, size[0], size[1])
			img.SubImage(panel).(*ebiten.Image).Fill(ui.SeaDeep)
			y := 30 * scale
			lines := []string{i18n.Text(m.Prompt().Msg, m.Prompt().Text)}
			lines = append(lines, b.Draft(m, m.Prompt())...)
			for _, l := range lines {
				ui.DrawText(img, l, fonts.Face(ui.Regular, 11*scale), float64(panel.Min.X)+10, y, ui.Left, ui.Paper)
				y += 18 * scale
			}
			f := view(r, m, c.seat)
			sea := img.At(r.Min.X+2, r.Max.Y-2)
			drawn, hidden := 0, 0
			for i := range m.S.Battle.Vessels {
				vs := &m.S.Battle.Vessels[i]
				if vs.Gone() {
					continue
				}
				bx, by := f.px(vs.Bow)
				sx, sy := f.px(vs.Stern())
				px := img.At(int((bx+sx)/2), int((by+sy)/2))
				if visible(m, vs, c.seat) {
					if px == sea {
						t.Errorf("%s %dx%d: %s not drawn", c.scen, size[0], size[1], vs.ID)
					}
					drawn++
				} else {
					hidden++
				}
			}
			if c.hidden && hidden == 0 {
				t.Errorf("%s: no boat hidden at turn %d", c.scen, m.S.Battle.Turn)
			}
			t.Logf("%s %dx%d as %s: %d drawn, %d hidden, hex %.1f px", c.scen, size[0], size[1], c.seat, drawn, hidden, f.scale)
			shot(t, img, fmt.Sprintf("tactical-%s-%s-%d-%s.png", c.scen, c.seat, size[0], lang))
			img.Deallocate()
		}
	}
}
