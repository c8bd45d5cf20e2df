package i18n_test

import (
	"regexp"
	"strings"
	"testing"

	"periscope/game/engine"
	"periscope/i18n"
)

// The Allied counters and the aircraft are named in Italian where Italian
// has its own words for their kind; a ship's own name stays as it is.
func TestAlliedAndAircraftNamesInItalian(t *testing.T) {
	for en, want := range map[string]string{
		"Corvette (Flower class)":               "Corvetta (classe Flower)",
		"Tanker":                                "Petroliera",
		"Katyusha (K) class submarine":          "Sommergibile classe Katyusha (K)",
		"Destroyer (A–I class, radar)":          "Cacciatorpediniere (classe A–I, radar)",
		"Sunderland (ASV radar, depth charges)": "Sunderland (radar ASV, bombe di profondità)",
		"HMS Hood":                              "",
		"RMS Queen Mary":                        "",
	} {
		if got := i18n.AlliedIT(en); got != want {
			t.Errorf("AlliedIT(%q) = %q, want %q", en, got, want)
		}
	}
	th := atlantic(t)
	names := i18n.TheatreNames{T: th}
	// Every generic kind in the data has its Italian.
	kinds := []string{"Destroyer", "cruiser", "submarine", "Corvette", "Sloop", "Frigate", "tanker", "Tanker", "cargo", "trawler", "ship"}
	for _, u := range th.Allied {
		generic := false
		for _, k := range kinds {
			if strings.Contains(u.Name, k) {
				generic = true
			}
		}
		own := strings.HasPrefix(u.Name, "HMS ") || strings.HasPrefix(u.Name, "RMS ") || strings.HasPrefix(u.Name, "SS ") ||
			strings.HasPrefix(u.Name, "USS ") || strings.HasPrefix(u.Name, "HMCS ") || strings.HasPrefix(u.Name, "USAT ")
		if generic && !own && names.Name(i18n.IT, engine.ArgUnit, u.ID) == u.Name {
			t.Errorf("%s %q has no Italian name", u.ID, u.Name)
		}
	}
	if got := names.Name(i18n.IT, engine.ArgUnit, "do18-1"); got != "idrovolante Do 18 (Küstenfliegergruppe 406)" {
		t.Errorf("the Do 18 in Italian: %q", got)
	}
	if got := names.Name(i18n.EN, engine.ArgUnit, "do18-1"); got != "Do 18 flying boat (Küstenfliegergruppe 406)" {
		t.Errorf("the Do 18 in English: %q", got)
	}
}

// A modifier's reason that names a place shows the place's Italian name.
func TestModifierReasonsWithPlaces(t *testing.T) {
	defer i18n.SetLang(i18n.EN)
	i18n.SetNames(i18n.TheatreNames{T: atlantic(t)})
	defer i18n.SetNames(nil)
	i18n.SetLang(i18n.IT)
	for en, want := range map[string]string{
		"coast icon in North Sea":      "icona costa nel Mare del Nord",
		"7 subs in Western Approaches": "7 sommergibili negli Approcci Occidentali",
		"entering Bay of Biscay":       "ingresso nel Golfo di Biscaglia",
		"counterattack (second roll)":  "contrattacco (secondo tiro)",
		"English Channel transit zone": "zona di transito del Canale della Manica",
	} {
		if !i18n.KnownModReason(en) {
			t.Errorf("%q is not known", en)
		}
		if got := i18n.ModReason(en); got != want {
			t.Errorf("ModReason(%q) = %q, want %q", en, got, want)
		}
	}
}

// Every Atlantic war event has its name and text in Italian (shown through
// the DataID messages of the log), citing the same rules as the English.
func TestWarEventsInItalian(t *testing.T) {
	th := atlantic(t)
	cite := regexp.MustCompile(`\[[0-9][^\]]*\]`)
	for _, e := range th.Events {
		for _, part := range []struct{ key, en string }{{"event." + e.ID + ".name", e.Name}, {"event." + e.ID + ".text", e.Text}} {
			if !i18n.HasDataText(part.key) {
				t.Errorf("%s has no Italian", part.key)
				continue
			}
			it := i18n.IT.Msg(engine.M(i18n.DataID, engine.Text("key", part.key), engine.Text("s", part.en)), nil)
			for _, c := range cite.FindAllString(part.en, -1) {
				if !strings.Contains(it, c) {
					t.Errorf("%s: the Italian does not cite %s", part.key, c)
				}
			}
		}
	}
}
