package scenes

import (
	"strings"
	"testing"
	"time"

	"periscope/game/engine"
	"periscope/i18n"
	"periscope/render/play"
	gamesave "periscope/save"
)

// The replay-mismatch dialog's first line names the save's date in the
// player's language (issue 12: it read "Jul 1940, week 1" in Italian).
func TestMismatchFirstLineInItalian(t *testing.T) {
	defer i18n.SetLang(i18n.EN)
	e := gamesave.Entry{Name: "Prima", Kind: gamesave.KindSlot, Summary: engine.Summary{Title: "The Happy Time", Date: "Jul 1940, week 1",
		DateMsg: engine.M("atl.date", engine.Nested("month", engine.M("month.short.7")), engine.Text("year", "1940"), engine.Int("week", 1))}}
	err := &gamesave.Mismatch{At: -1, Fields: []string{"subs"}}
	i18n.SetLang(i18n.IT)
	it := mismatchFirstLine(e, err)
	if !strings.HasPrefix(it, "«Prima» (The Happy Time, lug 1940, settimana 1): ") || strings.Contains(it, "week") {
		t.Errorf("Italian first line: %q", it)
	}
	i18n.SetLang(i18n.EN)
	if en := mismatchFirstLine(e, err); !strings.HasPrefix(en, "“Prima” (The Happy Time, Jul 1940, week 1): ") {
		t.Errorf("English first line: %q", en)
	}
}

// A save's real date names its month in the player's language.
func TestSaveRealDateInItalian(t *testing.T) {
	defer i18n.SetLang(i18n.EN)
	when := time.Date(2026, time.November, 26, 23, 39, 0, 0, time.Local)
	if got := realDate(when); got != "26 Nov 2026  23:39" {
		t.Errorf("English: %q", got)
	}
	i18n.SetLang(i18n.IT)
	if got := realDate(when); got != "26 nov 2026  23:39" {
		t.Errorf("Italian: %q", got)
	}
}

// A boat's card says where it is in base with the base's preposition in
// Italian ("In Germania", was "A Germania").
func TestBoatCardBaseInItalian(t *testing.T) {
	defer i18n.SetLang(i18n.EN)
	th, err := play.LoadTheatre("atlantic")
	if err != nil {
		t.Fatal(err)
	}
	i18n.SetLang(i18n.IT)
	for id, want := range map[string]string{"germany": "In Germania", "france": "Nella Francia atlantica", "el-ferrol": "A El Ferrol"} {
		if got := capitalized(i18n.AreaCase(th, id, "in")); got != want {
			t.Errorf("%s: %q, want %q", id, got, want)
		}
	}
}
