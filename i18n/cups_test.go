package i18n_test

import (
	"encoding/json"
	"sort"
	"strings"
	"testing"

	"periscope/assets"
	"periscope/game/data"
	"periscope/game/engine"
	"periscope/i18n"
)

// cupIDs are every cup id a theatre's data can put in front of the player:
// the War Mix's cups, the cups that effects (war events, period headers,
// reinforcements) and the Minefield table name, and the task-force and
// fleet-escort cups of every nation a combat can draw for (the theatre's
// TF nation and the nations of contact overrides), where the ruleset has
// those roles [13.24].
func cupIDs(t *testing.T, th *data.Theatre) []string {
	t.Helper()
	b, err := json.Marshal(th)
	if err != nil {
		t.Fatal(err)
	}
	var tree any
	if err := json.Unmarshal(b, &tree); err != nil {
		t.Fatal(err)
	}
	ids := map[string]bool{}
	nations := map[string]bool{strings.ToLower(th.Rules.TFNation): true}
	var walk func(v any)
	walk = func(v any) {
		switch v := v.(type) {
		case map[string]any:
			if s, ok := v["cup"].(string); ok && s != "" {
				ids[s] = true
			}
			if cups, ok := v["cups"].(map[string]any); ok {
				for k := range cups {
					ids[k] = true
				}
			}
			if v["op"] == "contact" {
				if s, ok := v["nation"].(string); ok && s != "" {
					nations[strings.ToLower(s)] = true
				}
			}
			for _, w := range v {
				walk(w)
			}
		case []any:
			for _, w := range v {
				walk(w)
			}
		}
	}
	walk(tree)
	roles := map[string]bool{}
	for _, r := range th.Ruleset().CupRoles {
		roles[r] = true
	}
	for nat := range nations {
		if nat == "" {
			continue
		}
		for _, role := range []string{"tf", "fe"} {
			if roles[role] {
				ids[role+"-"+nat] = true
			}
		}
	}
	out := make([]string, 0, len(ids))
	for id := range ids {
		out = append(out, id)
	}
	sort.Strings(out)
	return out
}

// [2.3] Every cup of every theatre's data has a name in both languages
// ("cup.<id>"), which is not its id: the log names cups by these, never by
// the data's ids ("5 from single").
func Test2_3_EveryCupHasAName(t *testing.T) {
	n := 0
	for _, name := range []string{"atlantic", "pacific"} {
		th, err := data.Load(assets.Data(), name)
		if err != nil {
			t.Fatal(err)
		}
		ids := cupIDs(t, th)
		if len(ids) < 4 {
			t.Fatalf("%s: only %d cups found (%v): the walk missed the War Mix", name, len(ids), ids)
		}
		for _, id := range ids {
			n++
			if !i18n.Has("cup." + id) {
				t.Errorf("%s: cup %q has no name (add cup.%s to i18n/defs_i18n7_cups.go)", name, id, id)
				continue
			}
			for _, l := range i18n.Langs {
				got := l.T("cup." + id)
				if got == "" || got == id || got == "cup."+id || !strings.Contains(strings.ToLower(got), map[i18n.Lang]string{i18n.EN: "cup", i18n.IT: "tazza"}[l]) {
					t.Errorf("%s: cup %q is named %q in %s", name, id, got, l)
				}
			}
		}
	}
	t.Logf("%d cups named", n)
}

// engageLine is the [13.24] Engagement line as game/campaign builds it
// (combat.go): a contact kind at a level, and the counters drawn from each
// cup.
func engageLine(level string, kind string, drawn ...*engine.Msg) *engine.Msg {
	list := drawn[len(drawn)-1]
	for i := len(drawn) - 2; i >= 0; i-- {
		list = engine.M("atl.list", engine.Nested("a", drawn[i]), engine.Nested("b", list))
	}
	return engine.M("atl.engage.level", engine.Nested("colour", engine.M("atl.colour."+level)),
		engine.Nested("kind", engine.M("atl.kind."+kind)), engine.Nested("drawn", list))
}

func drawnFrom(n int, cup string) *engine.Msg {
	return engine.M("atl.engage.drawn", engine.Int("n", n), engine.Nested("cup", engine.M("cup."+cup)))
}

// [13.24] The Engagement line names each cup it draws from, in Italian and
// in English, with no cup's id.
func Test13_24_EngagementLineNamesTheCups(t *testing.T) {
	for _, c := range []struct {
		l    i18n.Lang
		m    *engine.Msg
		want string
	}{
		{i18n.IT, engageLine("r", "single", drawnFrom(5, "single")),
			"Ingaggio (navi isolate, casella rossa): 5 dalla tazza dei contatti isolati, pescati coperti"},
		{i18n.EN, engageLine("r", "single", drawnFrom(5, "single")),
			"Engagement (red lone contacts): 5 from the Single cup, drawn face down"},
		{i18n.IT, engageLine("o", "c2", drawnFrom(4, "outer"), drawnFrom(3, "west-inner"), drawnFrom(2, "centre")),
			"Ingaggio (convoglio grande, casella arancione): 4 dalla tazza esterna, 3 dalla tazza interna occidentale, 2 dalla tazza centrale, pescati coperti"},
		{i18n.IT, engine.M("atl.engage.short", engine.Nested("a", drawnFrom(1, "tf-fr")), engine.Int("of", 3)),
			"1 dalla tazza della forza navale francese (su 3: la tazza si è esaurita)"},
		{i18n.EN, engine.M("pac.quick.empty.cup", engine.Nested("cup", engine.M("cup.b"))),
			"cup B is empty: the draw is lost."},
		{i18n.IT, engine.M("pac.quick.empty.cup", engine.Nested("cup", engine.M("cup.b"))),
			"la tazza B è vuota: l'estrazione è persa."},
	} {
		if got := c.l.Msg(c.m, nil); got != c.want {
			t.Errorf("%s:\n got %q\nwant %q", c.l, got, c.want)
		}
	}
}

// The rules' English names a cup by its id; the catalogue's English by its
// name, and FixEnglish (which the campaign tests compare through) knows it.
func TestFixEnglishNamesCups(t *testing.T) {
	for in, want := range map[string]string{
		"Engagement (red single ship): 5 from single, drawn face down":              "Engagement (red single ship): 5 from the Single cup, drawn face down",
		"Engagement (c2): 4 from outer, 1 from tf-uk (of 2: the cup ran short), ok": "Engagement (c2): 4 from the Outer cup, 1 from the British Task Force cup (of 2: the cup ran short), ok",
		"draw 1 from the single cup":                                                "draw 1 from the Single cup",
		"The west-sub cup is empty":                                                 "The West sub cup is empty",
		"cup a is empty: the draw is lost [27.0].":                                  "cup A is empty: the draw is lost [27.0].",
		"3 from the harbour, the cup ran short":                                     "3 from the harbour, the cup ran short",
	} {
		if got := i18n.FixEnglish(in); got != want {
			t.Errorf("FixEnglish(%q)\n = %q\nwant %q", in, got, want)
		}
	}
}
