package hud

import (
	"testing"

	"periscope/i18n"
	"periscope/render/ui"
)

// The tempo row's labels fit their buttons at 1024×640, in English and
// Italian, in either mode ("Run ►►" overflowed its button when all five
// were as wide: issue 18's table).
func TestTempoLabelsFitTheirButtons(t *testing.T) {
	defer i18n.SetLang(i18n.EN)
	fonts, err := ui.NewFonts()
	if err != nil {
		t.Fatal(err)
	}
	m := ui.Metrics{Width: 1024, Height: 640, DeviceScale: 1, UIScale: 1}
	for _, lang := range []i18n.Lang{i18n.EN, i18n.IT} {
		i18n.SetLang(lang)
		for _, mode := range []bool{false, true} {
			h := New()
			h.Tempo.stepMode, h.Tempo.botOn, h.Tempo.fonts = mode, mode, fonts
			h.Layout(m)
			face := fonts.Face(ui.Bold, m.Pt(h.Tempo.Run.TextSize))
			for _, b := range h.Tempo.buttons() {
				if w := ui.TextWidth(b.Label, face, 0); w > b.Rect.W-m.Pt(6) {
					t.Errorf("%s, step mode %v: %q is %.0f px in a button %.0f wide", lang, mode, b.Label, w, b.Rect.W)
				}
			}
		}
	}
}
