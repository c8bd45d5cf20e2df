package i18n_test

import (
	"regexp"
	"strings"
	"testing"

	"periscope/assets"
	"periscope/game/data"
	"periscope/game/engine"
	"periscope/i18n"
)

func pacific(t *testing.T) *data.Theatre {
	t.Helper()
	th, err := data.Load(assets.Data(), "pacific")
	if err != nil {
		t.Fatal(err)
	}
	return th
}

// Every Pacific war event [SW 5.0] has its name and text in Italian,
// different from the English and citing the same rules.
func Test5_0_PacificWarEventsInItalian(t *testing.T) {
	th := pacific(t)
	if len(th.Events) < 30 {
		t.Fatalf("only %d Pacific war events", len(th.Events))
	}
	cite := regexp.MustCompile(`\[[0-9][^\]]*\]`)
	for _, e := range th.Events {
		for _, part := range []struct{ key, en string }{{"event." + e.ID + ".name", e.Name}, {"event." + e.ID + ".text", e.Text}} {
			if !i18n.HasDataText(part.key) {
				t.Errorf("%s has no Italian", part.key)
				continue
			}
			it := i18n.IT.Msg(engine.M(i18n.DataID, engine.Text("key", part.key), engine.Text("s", part.en)), nil)
			if it == part.en && part.en != "Ultra ×2" {
				t.Errorf("%s's Italian is the English %q", part.key, it)
			}
			for _, c := range cite.FindAllString(part.en, -1) {
				if !strings.Contains(it, c) {
					t.Errorf("%s: the Italian does not cite %s", part.key, c)
				}
			}
		}
	}
}

// Every Pacific scenario has its Italian name, blurb and goal, and the
// catalogue's English is the data's (so the two cannot drift apart).
func TestPacificScenarioTextsInItalian(t *testing.T) {
	th := pacific(t)
	for i := range th.Scenarios {
		s := &th.Scenarios[i]
		if s.It == "" {
			t.Errorf("scenario %s has no Italian name", s.ID)
		}
		for part, en := range map[string]string{"blurb": s.Blurb, "goal": s.Victory.Text} {
			id := "scenario." + s.ID + "." + part
			if !i18n.Has(id) {
				t.Errorf("no message %s", id)
				continue
			}
			if got := i18n.EN.T(id); got != en {
				t.Errorf("%s's English differs from the data's:\n%s\n%s", id, got, en)
			}
			if i18n.IT.T(id) == en {
				t.Errorf("%s's Italian is the English", id)
			}
		}
	}
}

// The Japanese counters are named in Italian where Italian has its own
// words for their kind (a ship's own name stays), and the bases at a
// tender [SW 21.2] read "(nave appoggio)".
func TestPacificNamesInItalian(t *testing.T) {
	th := pacific(t)
	names := i18n.TheatreNames{T: th}
	own := map[string]bool{"Hyuga": true, "Ise": true, "Kaga": true, "Kongo": true, "Shinano": true, "Shokaku": true, "Taiho": true, "Yamato": true}
	for _, u := range th.Allied {
		if own[u.Name] {
			continue
		}
		if it := names.Name(i18n.IT, engine.ArgUnit, u.ID); it == u.Name || it == "" {
			t.Errorf("%s %q has no Italian name", u.ID, u.Name)
		}
	}
	for _, b := range th.Map.Bases {
		it := names.Name(i18n.IT, engine.ArgBase, b.ID)
		if strings.Contains(it, "tender") {
			t.Errorf("base %s reads %q in Italian", b.ID, it)
		}
	}
	for id, want := range map[string]string{"midway": "Midway (nave appoggio)", "wake": "Isola di Wake (nave appoggio)", "pearl-harbor": "Pearl Harbor"} {
		if got := names.Name(i18n.IT, engine.ArgBase, id); got != want {
			t.Errorf("base %s in Italian = %q, want %q", id, got, want)
		}
	}
	if got := names.Name(i18n.EN, engine.ArgBase, "midway"); got != "Midway (tender)" {
		t.Errorf("Midway in English = %q", got)
	}
}
