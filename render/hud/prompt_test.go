package hud

import (
	"fmt"
	"testing"

	"periscope/game/engine"
	"periscope/render/ui"
)

// A long option list shows its "▲ more" / "▼ more" hints in strips of
// their own, above and below the rows, so a hint never covers a row
// (issue 14, item 10).
func TestScrollHintsNeverCoverARow(t *testing.T) {
	pr := &engine.Prompt{Seq: 1, Kind: "patrol-move", Text: "Where?", Rule: "12.0"}
	for i := 0; i < 30; i++ {
		pr.Options = append(pr.Options, engine.Option{Key: fmt.Sprint(i), Label: fmt.Sprintf("Option %d", i),
			Odds: []engine.Odd{{Outcome: "safe", P: 0.5}, {Outcome: "spotted", P: 0.5}}})
	}
	p := NewPrompt()
	p.Layout(ui.Metrics{Width: 1024, Height: 640, DeviceScale: 1, UIScale: 1}, 700, 100, 300, 330)
	p.set(pr)
	if p.hint <= 0 {
		t.Fatal("a list longer than its room has no hint strips")
	}
	for _, scroll := range []float64{0, 30, 61, 200, 10000} {
		p.scroll = scroll
		p.relayout()
		top := ui.Rect{X: p.Rect.X, Y: p.list.Y - p.hint, W: p.Rect.W, H: p.hint}
		bottom := ui.Rect{X: p.Rect.X, Y: p.list.Y + p.list.H, W: p.Rect.W, H: p.hint}
		for i, b := range p.opts {
			r := b.Rect
			if r.W == 0 {
				continue
			}
			for _, h := range []ui.Rect{top, bottom} {
				if r.Y < h.Y+h.H && h.Y < r.Y+r.H {
					t.Fatalf("scroll %v: row %d %v lies under a hint strip %v", scroll, i, r, h)
				}
			}
		}
	}
}
