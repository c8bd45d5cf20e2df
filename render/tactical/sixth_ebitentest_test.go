//go:build ebitentest

package tactical

import (
	"fmt"
	"image"
	"os"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"periscope/game/engine"
	tac "periscope/game/tactical"
	"periscope/i18n"
	"periscope/render/table"
	"periscope/render/ui"
)

// The sixth round's visible things, at 1024×640 and 1920×1080, only when
// screenshots are asked for (PERISCOPE_TEST_SHOTS; not in CI's time): the
// evasion prompt of the Escort player [40] with its options, and the
// boat's plot with targets named [35] and hexside torpedo runs [36] on the
// board.
func TestSixthRoundScreenshots(t *testing.T) {
	if os.Getenv("PERISCOPE_TEST_SHOTS") == "" {
		t.Skip("PERISCOPE_TEST_SHOTS not set")
	}
	fonts, err := ui.NewFonts()
	if err != nil {
		t.Fatal(err)
	}
	lang := i18n.EN
	if os.Getenv("PERISCOPE_TEST_IT") != "" {
		lang = i18n.IT
	}
	i18n.SetLang(lang)
	defer i18n.SetLang(i18n.EN)
	opts := []string{"aimed-fire", "twelve-headings", "evasion", "crews"}
	for _, c := range []struct {
		name string
		want func(m *tac.Match, p *engine.Prompt) bool
		seat engine.Seat
	}{
		{"evasion", func(m *tac.Match, p *engine.Prompt) bool { return p.Kind == tac.KindEvasion }, tac.SeatEscort},
		{"aim", func(m *tac.Match, p *engine.Prompt) bool {
			side := false
			for _, tp := range m.S.Battle.Torpedoes {
				side = side || tp.Corner != 0
			}
			return p.Kind == tac.KindSubPlot && side && len(m.SuggestAim(p.Sub)) > 0
		}, tac.SeatSub},
	} {
		var m *tac.Match
		var sys engine.System
		found := false
		for seed := uint64(1); seed <= 8 && !found; seed++ {
			sys, m = newMatch(t, "S1", seed, opts...)
			playUntil(t, sys, m, func(p *engine.Prompt) bool { return c.want(m, p) })
			found = m.Prompt() != nil
		}
		if !found {
			t.Fatalf("%s: no such moment in eight games of S1", c.name)
		}
		b := NewBoard()
		p := m.Prompt()
		if p.Kind == tac.KindSubPlot {
			b.Click(m, p, "aim")
		}
		for _, size := range [][2]int{{1024, 640}, {1920, 1080}} {
			img := ebiten.NewImage(size[0], size[1])
			scale := float64(size[1]) / 640
			r := image.Rect(0, 0, size[0]*7/10, size[1])
			b.Draw(img, r, m, table.View{Seat: c.seat, Fonts: fonts, Scale: scale})
			panel := image.Rect(r.Max.X, 0, size[0], size[1])
			img.SubImage(panel).(*ebiten.Image).Fill(ui.SeaDeep)
			y := 30 * scale
			lines := []string{i18n.Text(p.Msg, p.Text)}
			if p.Payload == "" {
				for _, o := range p.Options {
					lines = append(lines, "• "+i18n.Text(o.LabelMsg, o.Label)+"  "+i18n.Text(o.DetailMsg, o.Detail))
				}
			} else {
				lines = append(lines, b.Draft(m, p)...)
			}
			for _, l := range lines {
				ui.DrawText(img, l, fonts.Face(ui.Regular, 10*scale), float64(panel.Min.X)+8, y, ui.Left, ui.Paper)
				y += 18 * scale
			}
			shot(t, img, fmt.Sprintf("tactical6-%s-%d-%s.png", c.name, size[0], lang))
			img.Deallocate()
		}
	}
}
