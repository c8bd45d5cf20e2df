package scenes

import (
	"strings"
	"testing"

	"periscope/game/tactical"
	"periscope/i18n"
	"periscope/storage"
)

// [63] The builder offers the Italian, French and Russian classes, each
// named with its nation in the player's language, and a battle built from
// them through the rows starts: an Italian boat against a Free French
// escort in summer 1943, in the Atlantic.
func Test63_BuilderOffersTheNations(t *testing.T) {
	defer i18n.SetLang(i18n.EN)
	env, gs, _ := saverEnv(t, storage.NewMemory())
	env.Settings.Lang = "it"
	app := newApp(t, env, 1280, 800, 1)
	b := openBuilder(t, app)
	for b.d.Period != "S43" {
		click(t, app, "build:period")
	}
	rowLabel := func(key string) string {
		for _, r := range b.rows {
			if r.key == key {
				return r.next.Label
			}
		}
		t.Fatalf("no row %s", key)
		return ""
	}
	// Escort 1 through every class in service: the French Flower is among them.
	for range 60 {
		click(t, app, "build:escort1")
		e := slotOf(b.d.Escorts, 0)
		if c := b.lib.Data.Ships[e]; c != nil && c.Nation == "FR" && !strings.Contains(rowLabel("escort1"), "Francia") {
			t.Errorf("%s is labelled %q: no nation", e, rowLabel("escort1"))
		}
		if e == "Flower-FR" {
			break
		}
	}
	for range 80 {
		click(t, app, "build:boat1")
		c, _, _ := strings.Cut(b.boatSlot(0), "/")
		if c == "Marconi" {
			if !strings.Contains(rowLabel("boat1"), "Marconi · W270 · Italia") {
				t.Errorf("the Marconi is labelled %q", rowLabel("boat1"))
			}
			break
		}
	}
	// [50] The sea: by the first boat's nation, or chosen (an Italian boat
	// out of Bordeaux in the Atlantic).
	if !strings.Contains(rowLabel("sea"), "nazione") {
		t.Errorf("the sea row reads %q", rowLabel("sea"))
	}
	click(t, app, "build:sea")
	if !strings.Contains(info(app)["design"], "sea=atlantic") || !strings.Contains(rowLabel("sea"), "Atlantico") {
		t.Errorf("the sea row chose %q: %s", rowLabel("sea"), info(app)["design"])
	}
	d := b.Design()
	if slotOf(d.Escorts, 0) != "Flower-FR" || !strings.HasPrefix(slotOf(d.Boats, 0), "Marconi") {
		t.Fatalf("the rows did not reach the French Flower and the Marconi: %s", d)
	}
	click(t, app, "build:start")
	es, err := gs.M.List()
	if err != nil || len(es) == 0 {
		t.Fatalf("the battle did not start: %v %v", err, info(app))
	}
	o, err := gs.M.Load(es[0].Key)
	if err != nil {
		t.Fatal(err)
	}
	m := o.Session().Game().(*tactical.Match)
	if m.G.B.Sea != "atlantic" {
		t.Errorf("the battle's sea is %q", m.G.B.Sea)
	}
	if v := m.G.Vessel("Marconi-1"); v == nil || v.Torpedo != "W270" {
		t.Errorf("the Italian boat is not in the battle: %+v", v)
	}
}
