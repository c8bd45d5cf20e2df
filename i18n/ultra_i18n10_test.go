package i18n_test

import (
	"testing"

	"periscope/assets"
	"periscope/game/data"
	"periscope/game/engine"
	"periscope/i18n"
)

// Ultra's areas [7.3] take their preposition in Italian, each one of a
// list (issue 12: the Italian browser shot read "Ultra in Mare di
// Bismarck"; a list read "Ultra a Isole Hawaii, Mar del Giappone").
func Test7_3_UltraAreasTakeTheirCase(t *testing.T) {
	th, err := data.Load(assets.Data(), "pacific")
	if err != nil {
		t.Fatal(err)
	}
	names := i18n.TheatreNames{T: th}
	list := func(ids ...string) *engine.Msg {
		out := engine.M("atl.area", engine.Area("a", ids[len(ids)-1]))
		for i := len(ids) - 2; i >= 0; i-- {
			out = engine.M("atl.list", engine.Nested("a", engine.M("atl.area", engine.Area("a", ids[i]))), engine.Nested("b", out))
		}
		return out
	}
	for _, c := range []struct {
		ids    []string
		it, en string
	}{
		{[]string{"carolines"}, "Ultra nelle Caroline: ", "Ultra in Carolines: "},
		{[]string{"hawaiian-islands", "sea-of-japan"}, "Ultra nelle Isole Hawaii, nel Mar del Giappone: ", "Ultra in Hawaiian Islands, Sea of Japan: "},
		{[]string{"marianas", "east-china-sea", "marshalls"}, "Ultra nelle Marianne, nel Mar Cinese Orientale, nelle Marshall: ", "Ultra in Marianas, East China Sea, Marshalls: "},
	} {
		m := engine.M("pac.ultra.areas", engine.Nested("areas", list(c.ids...)))
		if got := i18n.IT.Msg(m, names); len(got) < len(c.it) || got[:len(c.it)] != c.it {
			t.Errorf("Italian %q, want it to open %q", got, c.it)
		}
		if got := i18n.EN.Msg(m, names); len(got) < len(c.en) || got[:len(c.en)] != c.en {
			t.Errorf("English %q, want it to open %q", got, c.en)
		}
	}
}
