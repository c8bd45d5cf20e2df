package scenes

import (
	"testing"

	"periscope/i18n"
	"periscope/render"
	"periscope/storage"
)

func label(t *testing.T, app *render.App, id string) string {
	t.Helper()
	for _, c := range app.Scenes().Top().(render.Describer).Controls() {
		if c.ID == id {
			return c.Label
		}
	}
	t.Fatalf("no control %q in %s", id, scene(app))
	return ""
}

// The language button in Settings switches the whole interface: the
// settings page itself at once, the title when it comes back on top, and
// the choice is saved.
func TestLanguageSwitchRelaysEveryScene(t *testing.T) {
	defer i18n.SetLang(i18n.EN)
	store := storage.NewMemory()
	env := newEnv(t, store)
	app := newApp(t, env, 1024, 640, 1)
	if got := label(t, app, "new-game"); got != "New game" {
		t.Fatalf("title in English: %q", got)
	}
	click(t, app, "settings")
	step(t, app, keys())
	if got := label(t, app, "language"); got != "English" {
		t.Fatalf("language button: %q", got)
	}
	click(t, app, "language")
	step(t, app, keys())
	if got := label(t, app, "back"); got != "Indietro" {
		t.Errorf("settings after the switch: back = %q", got)
	}
	if got := label(t, app, "language"); got != "Italiano" {
		t.Errorf("language button after the switch: %q", got)
	}
	if got := render.LoadSettings(store).Lang; got != "it" {
		t.Errorf("saved language = %q", got)
	}
	click(t, app, "back")
	step(t, app, keys())
	if scene(app) != "title" {
		t.Fatalf("on %s", scene(app))
	}
	if got := label(t, app, "new-game"); got != "Nuova partita" {
		t.Errorf("title after the switch: %q", got)
	}
	click(t, app, "new-game")
	step(t, app, keys())
	if got := label(t, app, "start"); got != "Inizia" {
		t.Errorf("new game in Italian: start = %q", got)
	}
	if got := label(t, app, "scn:happy-time-1940"); got != "I tempi felici" {
		t.Errorf("scenario name in Italian: %q", got)
	}
}

// With no choice saved, the game speaks the browser's or system's language.
func TestLanguageDefaultsToTheSystems(t *testing.T) {
	defer func(f func() string) { render.SystemLanguage = f }(render.SystemLanguage)
	defer i18n.SetLang(i18n.EN)
	for tag, want := range map[string]string{"it-IT": "Nuova partita", "en-GB": "New game", "": "New game"} {
		render.SystemLanguage = func() string { return tag }
		env := newEnv(t, storage.NewMemory())
		env.Settings.Lang = ""
		app := newApp(t, env, 1024, 640, 1)
		if got := label(t, app, "new-game"); got != want {
			t.Errorf("system language %q: title says %q, want %q", tag, got, want)
		}
	}
}
