//go:build ebitentest

package combattest

import (
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"periscope/render/ui"
)

// DigitsAsZero writes every digit of s as 0: texts with the same result lay
// out alike on the prompt panel, since its faces set every digit at one
// width (UnevenDigit checks it), so a test of every prompt of a campaign
// lays out each such text once.
func DigitsAsZero(s string) string {
	b := []byte(s)
	for i, c := range b {
		if c >= '0' && c <= '9' {
			b[i] = '0'
		}
	}
	return string(b)
}

// UnevenDigit returns a digit that is not as wide as 0 in one of the prompt
// panel's faces at m (its question and labels at 12.5 pt, regular and bold;
// its odds and details at 10.5 and 11 pt), or 0 when every digit is.
func UnevenDigit(fonts *ui.Fonts, m ui.Metrics) rune {
	for _, f := range []text.Face{fonts.Face(ui.Regular, m.Pt(12.5)), fonts.Face(ui.Bold, m.Pt(12.5)), fonts.Face(ui.Regular, m.Pt(10.5)), fonts.Face(ui.Regular, m.Pt(11))} {
		for d := '1'; d <= '9'; d++ {
			if text.Advance(string(d), f) != text.Advance("0", f) {
				return d
			}
		}
	}
	return 0
}
