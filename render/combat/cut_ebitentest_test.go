//go:build ebitentest

package combat

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"periscope/game/campaign"
	"periscope/game/engine"
	"periscope/i18n"
	"periscope/input"
	"periscope/render/combat/combattest"
	"periscope/render/ui"
)

// boardCuts draws the board and returns the texts shortened with "…" to
// fit and the lines drawn past the edge of the image they are drawn on
// (clipped).
func boardCuts(h *harness, img *ebiten.Image) (cut, clipped []string) {
	ui.TextCut = func(s string) { cut = append(cut, s) }
	ui.TextDrawn = func(dst *ebiten.Image, s string, x0, y0, x1, y1 float64) {
		b := dst.Bounds()
		if strings.TrimSpace(s) != "" && (x0 < float64(b.Min.X)-1 || x1 > float64(b.Max.X)+1 || y0 < float64(b.Min.Y)-1 || y1 > float64(b.Max.Y)+1) {
			clipped = append(clipped, fmt.Sprintf("%q at %.0f,%.0f–%.0f,%.0f on %v", s, x0, y0, x1, y1, b))
		}
	}
	defer func() { ui.TextCut, ui.TextDrawn = nil, nil }()
	h.sc.Draw(img)
	return cut, clipped
}

// No odds or label on the combat board is cut (issue 14, item 3): the
// column chips and the round's, the targets' labels and their attack
// modifiers, the odds, the dice tray's head and breakdown and its log,
// at 1024×640, 1280×800 and 1920×1080, in English and Italian; on a
// convoy board with a wolfpack (allocating, then after the torpedoes'
// rolls) and on the task force in a naval base [30.41]. Screenshots go to
// $PERISCOPE_TEST_SHOTS.
func TestBoardNothingCut(t *testing.T) {
	defer i18n.SetLang(i18n.EN)
	boards := []struct {
		name     string
		scenario string
		seed     uint64
		want     combattest.Want
	}{
		{"convoy", "happy-time-1940", 1, combattest.Want{Board: "c2", Kind: "allocate", Pack: true}},
		{"tf", "black-pit-1942", 1, combattest.Want{Board: "tf", Kind: "allocate"}},
	}
	sizes := []ui.Metrics{{Width: 1024, Height: 640}, {Width: 1280, Height: 800}, {Width: 1920, Height: 1080}}
	for _, b := range boards {
		driven := drive(t, b.scenario, b.seed, b.want)
		snap, err := driven.G.Snapshot()
		if err != nil {
			t.Fatal(err)
		}
		for _, lang := range []i18n.Lang{i18n.EN, i18n.IT} {
			for _, m := range sizes {
				// CI checks the narrowest and the widest.
				if os.Getenv("CI") != "" && m.Width == 1280 {
					continue
				}
				m.DeviceScale, m.UIScale = 1, 1
				i18n.SetLang(lang)
				g, err := campaign.Restore(theatre(t), snap)
				if err != nil {
					t.Fatal(err)
				}
				sess := &combattest.Session{G: g, Record: driven.Record, Entries: append([]engine.Entry(nil), driven.Entries...)}
				h := newHarness(t, sess)
				h.m = m
				h.env.Settings.AnimSpeed = 0
				h.step(&input.State{})
				name := fmt.Sprintf("%s-%s-%.0fx%.0f", b.name, lang, m.Width, m.Height)
				img := ebiten.NewImage(int(m.Width), int(m.Height))
				check := func(stage string) {
					t.Helper()
					img.Clear()
					cut, clipped := boardCuts(h, img)
					if len(cut) > 0 {
						t.Errorf("%s, %s: cut with …: %q", name, stage, cut)
					}
					if len(clipped) > 0 {
						t.Errorf("%s, %s: drawn past the edge: %q", name, stage, clipped)
					}
					shot(t, img, "cut-"+name+"-"+stage+".png")
				}
				// Allocating: a point on every target, so each row shows
				// its odds.
				p := sess.Pending()
				for i, o := range p.Options {
					if h.sc.allocTotal() >= p.Alloc.Total {
						break
					}
					_, unit, _ := optRef(sess.Game().S.Combat, o)
					for k := 0; k < max(1, p.Alloc.Min) && i < len(p.Options); k++ {
						h.click("plus:" + unit)
					}
				}
				check("allocate")
				// Fired: the dice tray shows the torpedo's roll, then the
				// counterattack's, and the next decision.
				if c, _ := h.control("fire"); c.Enabled {
					h.click("fire")
				}
				for k := 0; k < 60; k++ {
					h.step(&input.State{})
				}
				check("fired")
				img.Deallocate()
			}
		}
	}
}
