package systems

import (
	"testing"
	"time"

	"periscope/game/campaign"
	"periscope/game/engine"
	"periscope/game/europe"
	"periscope/game/naval"
	"periscope/game/tactical"
	"periscope/i18n"
	"periscope/save"
	"periscope/storage"
)

// The saves list names each game's scenario in the player's language: a
// save of each of the five games, listed by the save manager, reads its
// Italian title in Italian and its English one in English (issue 12: an
// Italian saves list read "The Black Pit", "Rheinübung, May 1941").
func TestSavesListTitlesInItalian(t *testing.T) {
	i18n.SetTheatres(Theatre)
	defer i18n.SetTheatres(nil)
	reg := Installed()
	m := save.NewManager(storage.NewMemory(), reg, "test", func() time.Time { return time.Unix(0, 0) })
	for _, c := range []struct {
		rec    engine.Record
		en, it string
	}{
		{engine.Record{System: campaign.SystemID, Theatre: "atlantic", Scenario: "black-pit-1942", Seed: 1}, "The Black Pit", "Il Buco Nero"},
		{engine.Record{System: campaign.SystemID, Theatre: "pacific", Scenario: "campaign-1941", Seed: 1}, "Campaign: the Silent War", "Campagna: la guerra silenziosa"},
		{engine.Record{System: tactical.SystemID, Theatre: tactical.Theatre, Scenario: "S1", Seed: 1}, "S1 Unescorted Convoy 1", "S1 Convoglio senza scorta 1"},
		{engine.Record{System: europe.SystemID, Theatre: europe.Theatre, Scenario: europe.Scenario3, Seed: 1}, "Europe 1941 — three players (UK and USA together)", "Europa 1941 — tre giocatori (Regno Unito e USA insieme)"},
		{engine.Record{System: naval.SystemID, Theatre: naval.TheatreID, Scenario: "rheinubung-1941", Seed: 1}, "Rheinübung, May 1941", "Rheinübung, maggio 1941"},
	} {
		sys, err := reg.Open(c.rec)
		if err != nil {
			t.Fatal(err)
		}
		sess, err := engine.NewSession(sys, c.rec)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := m.Save(c.rec.Scenario, m.NewGameID(), sess.Record(), sess.Game()); err != nil {
			t.Fatal(err)
		}
	}
	list, err := m.List()
	if err != nil {
		t.Fatal(err)
	}
	seen := 0
	for _, e := range list {
		for _, c := range []struct{ scn, en, it string }{
			{"black-pit-1942", "The Black Pit", "Il Buco Nero"},
			{"campaign-1941", "Campaign: the Silent War", "Campagna: la guerra silenziosa"},
			{"S1", "S1 Unescorted Convoy 1", "S1 Convoglio senza scorta 1"},
			{europe.Scenario3, "Europe 1941 — three players (UK and USA together)", "Europa 1941 — tre giocatori (Regno Unito e USA insieme)"},
			{"rheinubung-1941", "Rheinübung, May 1941", "Rheinübung, maggio 1941"},
		} {
			if e.Summary.Scenario != c.scn {
				continue
			}
			seen++
			if e.Summary.TitleMsg == nil {
				t.Errorf("%s: the summary has no TitleMsg", c.scn)
			}
			if got := save.TitleIn(e.Summary, i18n.EN); got != c.en {
				t.Errorf("%s in English: %q, want %q", c.scn, got, c.en)
			}
			if got := save.TitleIn(e.Summary, i18n.IT); got != c.it {
				t.Errorf("%s in Italian: %q, want %q", c.scn, got, c.it)
			}
		}
	}
	if seen != 5 {
		t.Errorf("%d of the 5 saves listed", seen)
	}
}
