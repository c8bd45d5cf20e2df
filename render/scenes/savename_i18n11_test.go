package scenes

import (
	"strings"
	"testing"

	"periscope/i18n"
	"periscope/storage"
)

// The Save screen's name field starts with the game's date in the player's
// language: an Italian game offered "Jul 1940, week 1".
func TestDefaultSaveNameInThePlayersLanguage(t *testing.T) {
	defer i18n.SetLang(i18n.EN)
	env, gs, _ := saverEnv(t, storage.NewMemory())
	s := playSession(t, gs, 0)
	i18n.SetLang(i18n.EN)
	en := NewSaveGame(env, s).name.Text
	i18n.SetLang(i18n.IT)
	it := NewSaveGame(env, s).name.Text
	if en == "" || it == en || strings.Contains(it, "week") || strings.Contains(it, "Jul") {
		t.Fatalf("default save name: English %q, Italian %q", en, it)
	}
	t.Logf("English %q, Italian %q", en, it)
}
