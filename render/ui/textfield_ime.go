package ui

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2/exp/textinput"
)

// imeAvailable: every build can use the input method (in the browser
// through exp/textinput's hidden textarea, see wasm/web/loader.js).
const imeAvailable = true

// updateIME runs the input method for one tick.
func (f *TextField) updateIME() (handled bool) {
	if f.composer == nil {
		f.composer = &textinput.Composer{
			OnNewSession: func() *textinput.SessionOptions {
				f.imeStart, f.imeEnd = 0, len(f.Text)
				s := f.scale
				if s <= 0 {
					s = 1
				}
				b := f.caretBox
				return &textinput.SessionOptions{
					CaretBounds:     image.Rect(int(float64(b.Min.X)/s), int(float64(b.Min.Y)/s), int(float64(b.Max.X)/s)+1, int(float64(b.Max.Y)/s)+1),
					TextBeforeCaret: f.Text[:f.Caret],
					TextAfterCaret:  f.Text[f.Caret:],
				}
			},
			OnComposition: func(c *textinput.Composition) {
				f.composition = c.Text()
				f.compCaret, _ = c.SelectionRangeInBytes()
			},
			OnCommit: func(c *textinput.Commit) {
				if before, after := c.IsSurroundingTextReplaced(); before || after {
					b, a := c.SurroundingText()
					start, end := min(f.imeStart, len(f.Text)), min(f.imeEnd, len(f.Text))
					f.Text = f.Text[:start] + b + a + f.Text[end:]
					f.Caret = start + len(b)
				}
				f.insert(c.Text())
			},
			OnEndByUser: func() { f.composition = "" },
		}
	}
	handled, err := f.composer.Update()
	if err != nil {
		f.composition = ""
		return false
	}
	return handled
}
