//go:build ebitentest

package combat

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"periscope/i18n"
	"periscope/input"
	"periscope/render/ui"
)

// The Italian boat card with its class's name (issue 18) drawn at
// 1024×640 and 1920×1080 in English and Italian: the line under the
// boat's name begins with the class's name, whole.
func TestItalianBoatCardDraws(t *testing.T) {
	defer i18n.SetLang(i18n.Current())
	sess, id := italianOnTheBoard(t)
	cl := sess.G.Class(sess.G.Sub(id)).ID
	for _, c := range []struct {
		lang i18n.Lang
		want string
	}{{i18n.EN, cl + " class"}, {i18n.IT, "classe " + cl}} {
		i18n.SetLang(c.lang)
		for _, m := range []ui.Metrics{{Width: 1024, Height: 640, DeviceScale: 1, UIScale: 1}, {Width: 1920, Height: 1080, DeviceScale: 1, UIScale: 1}} {
			h := newHarness(t, sess)
			h.m = m
			h.step(&input.State{})
			card := h.lineUnder(id)
			if !strings.HasPrefix(card, c.want) {
				t.Errorf("%s %vx%v: the card reads %q", c.lang, m.Width, m.Height, card)
			}
			img := ebiten.NewImage(int(m.Width), int(m.Height))
			h.sc.Draw(img)
			shot(t, img, "combat-italian-card-"+string(c.lang)+"-"+itoa(int(m.Width))+".png")
			img.Deallocate()
		}
	}
}
