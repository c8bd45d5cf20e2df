//go:build ebitentest

package combat

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"periscope/input"
	"periscope/render/combat/combattest"
)

// TestLayersCached: an idle board redraws neither its panel nor its tray
// nor its static layer from one frame to the next.
func TestLayersCached(t *testing.T) {
	sess := drive(t, "happy-time-1940", 1, combattest.Want{Board: "c2", Kind: "allocate", Pack: true})
	h := newHarness(t, sess)
	dst := ebiten.NewImage(1280, 800)
	defer dst.Deallocate()
	for i := 0; i < 80; i++ { // let the dice settle
		h.step(&input.State{})
		h.sc.Draw(dst)
	}
	p0, t0, k0 := h.sc.panelLayer.Hits, h.sc.trayLayer.Hits, h.sc.staticKey
	for i := 0; i < 10; i++ {
		h.step(&input.State{})
		h.sc.Draw(dst)
	}
	if h.sc.panelLayer.Hits != p0+10 || h.sc.trayLayer.Hits != t0+10 || h.sc.staticKey != k0 {
		t.Fatalf("idle frames redrew layers: panel hits %d→%d, tray hits %d→%d", p0, h.sc.panelLayer.Hits, t0, h.sc.trayLayer.Hits)
	}
}

// TestHoverKeepsLayers: moving the pointer over the counters of an
// allocation redraws neither the panel nor the tray (only the rings on the
// board change).
func TestHoverKeepsLayers(t *testing.T) {
	sess := drive(t, "happy-time-1940", 1, combattest.Want{Board: "c2", Kind: "allocate", Pack: true})
	h := newHarness(t, sess)
	dst := ebiten.NewImage(1280, 800)
	defer dst.Deallocate()
	for i := 0; i < 80; i++ {
		h.step(&input.State{})
		h.sc.Draw(dst)
	}
	var targets []string
	for _, c := range h.sc.Controls() {
		if len(c.ID) > 5 && c.ID[:5] == "unit:" {
			targets = append(targets, c.ID)
		}
	}
	p0, t0 := h.sc.panelLayer.Hits, h.sc.trayLayer.Hits
	for i := 0; i < 12; i++ {
		c, _ := h.control(targets[i%len(targets)])
		x, y := c.Rect.Center()
		h.step(&input.State{Pointers: []input.Pointer{{Kind: input.Mouse, X: x, Y: y}}, MouseMoved: true})
		h.sc.Draw(dst)
	}
	if h.sc.panelLayer.Hits < p0+12 || h.sc.trayLayer.Hits < t0+12 {
		t.Fatalf("hovering redrew layers: panel hits %d→%d, tray hits %d→%d", p0, h.sc.panelLayer.Hits, t0, h.sc.trayLayer.Hits)
	}
}
