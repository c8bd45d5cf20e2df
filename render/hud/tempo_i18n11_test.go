package hud

import (
	"testing"

	"periscope/i18n"
	"periscope/render/ui"
)

// The tempo row speaks the player's language before its first Update: the
// map under its briefing showed "Step", "Run", "Undo", "Redo", "Bot turn"
// in an Italian game. A language switch relabels it at Layout.
func TestTempoLabelsBeforeTheFirstUpdate(t *testing.T) {
	defer i18n.SetLang(i18n.EN)
	i18n.SetLang(i18n.IT)
	tp := NewTempo()
	want := []string{i18n.T("tempo.step"), i18n.T("tempo.run-on"), i18n.T("tempo.undo"), i18n.T("tempo.redo"), i18n.T("tempo.bot")}
	for i, b := range tp.buttons() {
		if b.Label != want[i] || b.Label == "" {
			t.Errorf("button %s: %q, want %q", b.ID, b.Label, want[i])
		}
	}
	if tp.Undo.Label == "Undo" {
		t.Errorf("Undo in English in an Italian game")
	}
	i18n.SetLang(i18n.EN)
	tp.Layout(ui.Metrics{Width: 800, Height: 600, DeviceScale: 1, UIScale: 1}, ui.Rect{W: 400, H: 30})
	if tp.Undo.Label != "Undo" {
		t.Errorf("after switching to English and laying out: %q", tp.Undo.Label)
	}
}
