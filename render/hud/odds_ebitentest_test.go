//go:build ebitentest

package hud

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"periscope/game/engine"
	"periscope/render/play"
	"periscope/render/ui"
)

// No odds are ever cut (issue 14, item 3): the doctrine bot plays the first
// decisions of The Happy Time and of U-47: Scapa Flow, and every prompt is
// drawn on the panel of a 1024×640 screen with each of its options focused
// in turn (so every row is scrolled into view and every detail is shown).
// Whatever the panel had to shorten must hold no figure.
func TestPromptNeverCutsOdds(t *testing.T) {
	fonts, err := ui.NewFonts()
	if err != nil {
		t.Fatal(err)
	}
	th, err := play.LoadTheatre("atlantic")
	if err != nil {
		t.Fatal(err)
	}
	for _, sc := range []struct {
		id        string
		decisions int
		seed      uint64
	}{{"u47-scapa-flow", 200, 398000000}, {"u47-scapa-flow", 200, 7}, {"happy-time-1940", 160, 398000000}} {
		s, err := play.New(th, engine.Record{Scenario: sc.id, Seed: sc.seed}, nil)
		if err != nil {
			t.Fatal(err)
		}
		m := ui.Metrics{Width: 1024, Height: 640, DeviceScale: 1, UIScale: 1}
		h := New()
		h.Layout(m)
		img := ebiten.NewImage(1024, 640)
		prompts, rows := 0, 0
		for n := 0; n < sc.decisions && !s.Over(); n++ {
			s.RevealAll()
			pr := s.Pending()
			if pr == nil {
				break
			}
			p := h.Prompt
			p.set(pr)
			h.layoutSide()
			prompts++
			for i := range pr.Options {
				p.SetFocus(i)
				img.Clear()
				p.Draw(img, fonts)
				rows++
				for _, c := range p.Cut() {
					if strings.ContainsAny(c, "0123456789%") {
						t.Errorf("%s, decision %d (%s, option %d %q): cut %q", sc.id, n, pr.Kind, i, pr.Options[i].Label, c)
					}
				}
			}
			c := s.Suggest()
			if c == nil {
				t.Fatalf("%s: no advice for %s", sc.id, pr.Kind)
			}
			if err := s.Apply(*c); err != nil {
				t.Fatal(err)
			}
		}
		t.Logf("%s: %d prompts, %d option views", sc.id, prompts, rows)
		if prompts < 10 {
			t.Fatalf("%s: only %d prompts", sc.id, prompts)
		}
	}
}
