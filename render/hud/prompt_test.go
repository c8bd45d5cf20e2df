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

// Rows of different heights (a label that wraps to two lines) show whole or
// not at all as the list scrolls: none is cut at the list's edge under
// "▼ more" (issue 14, item 10; seen in The Happy Time's patrol move at
// 1024×640, "Move to North Sea (via English Channel)").
func TestScrolledRowsShowWholeOrNotAtAll(t *testing.T) {
	pr := &engine.Prompt{Seq: 1, Kind: "patrol-move", Text: "U-34 in Western Approaches: patrol movement", Rule: "12.0"}
	for i := 0; i < 12; i++ {
		label := fmt.Sprintf("Enter area %d", i)
		if i%3 == 2 {
			label = fmt.Sprintf("Move to North Sea (via English Channel, Western Approaches and area %d)", i)
		}
		pr.Options = append(pr.Options, engine.Option{Key: fmt.Sprint(i), Label: label,
			Odds: []engine.Odd{{Outcome: "safe", P: 0.45}, {Outcome: "spotted", P: 0.29}, {Outcome: "damaged", P: 0.04}, {Outcome: "rtb", P: 0.21}, {Outcome: "sunk", P: 0.01}}})
	}
	p := NewPrompt()
	p.Layout(ui.Metrics{Width: 1024, Height: 640, DeviceScale: 1, UIScale: 1}, 730, 110, 285, 330)
	p.set(pr)
	fonts, err := ui.NewFonts()
	if err != nil {
		t.Fatal(err)
	}
	p.measure(fonts) // the labels' lines: a long one wraps
	p.relayout()
	if p.hint <= 0 || uniform(p.rowH) {
		t.Fatalf("the test needs a scrolled list of rows of different heights (hint %v, rows %v)", p.hint, p.rowH)
	}
	m := ui.Metrics{Width: 1024, Height: 640, DeviceScale: 1, UIScale: 1}
	shown := 0
	for scroll := 0.0; scroll <= p.maxScroll+40; scroll += 7 {
		p.scroll = scroll
		p.relayout()
		for k, i := range p.visible() {
			r := p.opts[i].Rect
			if r.W == 0 {
				continue
			}
			shown++
			if want := p.rowH[k] - m.Pt(2); r.H < want-0.5 {
				t.Fatalf("scroll %v: option %d (%q) shows %.0f of its %.0f px", scroll, i, pr.Options[i].Label, r.H, want)
			}
		}
	}
	if shown == 0 {
		t.Fatal("no row shown")
	}
}
