package save_test

import (
	"strings"
	"testing"

	"periscope/assets"
	"periscope/game/campaign"
	"periscope/game/data"
	"periscope/game/engine"
	"periscope/i18n"
	gamesave "periscope/save"
)

// A campaign's summary carries its date and status line as messages, whose
// English is the summary's own, and the save list and the save dialogs
// show them in the player's language (issue 12: the mismatch dialog's first
// line read "Oct 1939, week 1" in Italian).
func TestSummaryLineInItalian(t *testing.T) {
	th, err := data.Load(assets.Data(), "atlantic")
	if err != nil {
		t.Fatal(err)
	}
	g, err := campaign.New(th, engine.Record{System: campaign.SystemID, Theatre: th.ID, Scenario: "happy-time-1940", Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := g.Start(); err != nil {
		t.Fatal(err)
	}
	g.S.Tracks.Ships, g.S.Tracks.Tons, g.S.Tracks.SubsLost, g.S.Tracks.VP = 1, 5, 1, 12
	s := g.Summary()
	if s.DateMsg == nil || s.StatusMsg == nil {
		t.Fatalf("the campaign's summary has no DateMsg or StatusMsg: %+v", s)
	}
	if got := i18n.EN.Msg(s.DateMsg, nil); got != s.Date {
		t.Errorf("DateMsg in English %q, Date %q", got, s.Date)
	}
	if got := i18n.EN.Msg(s.StatusMsg, nil); got != s.Status {
		t.Errorf("StatusMsg in English %q, Status %q", got, s.Status)
	}
	if got, want := gamesave.LineIn(s, i18n.EN), gamesave.Line(s); got != want {
		t.Errorf("LineIn in English %q, Line %q", got, want)
	}
	it := gamesave.LineIn(s, i18n.IT)
	if want := "lug 1940, settimana 1  ·  1 nave, 5.000 t  ·  1 sommergibile perso  ·  12 PV"; it != want {
		t.Errorf("LineIn in Italian:\n got %q\nwant %q", it, want)
	}
	s.Over, s.Result = true, "Decisive victory"
	if it := gamesave.LineIn(s, i18n.IT); !strings.HasPrefix(it, "lug 1940, settimana 1 (partita finita: Vittoria decisiva)") {
		t.Errorf("a finished game's line in Italian: %q", it)
	}
	if got := gamesave.DateIn(s, i18n.IT); got != "lug 1940, settimana 1" {
		t.Errorf("DateIn in Italian: %q", got)
	}
}
