//go:build ebitentest

package scenes

import (
	"testing"

	"periscope/game/campaign"
	"periscope/game/engine"
	"periscope/i18n"
	"periscope/input"
	"periscope/render/hud"
	"periscope/render/play"
	"periscope/render/ui"
	"periscope/storage"
)

// The map's boat card names an Italian boat's class (issue 18): "Marconi
// class" / "classe Marconi" after the boat's name, not "Type Marconi",
// in English and Italian at 1024×640 and 1920×1080 (campaign-1939, seed
// 1, the first Italian boat at sea). The card's title has room, at
// 1024×640, for the longest class names beside the longest boat name
// that carries them.
func TestMapBoatCardNamesItsClass(t *testing.T) {
	defer i18n.SetLang(i18n.Current())
	th, err := play.LoadTheatre("atlantic")
	if err != nil {
		t.Fatal(err)
	}
	s, err := play.New(th, engine.Record{Scenario: "campaign-1939", Seed: 1}, play.StoreSaver{Store: storage.NewMemory()})
	if err != nil {
		t.Fatal(err)
	}
	italian := func() string {
		g := s.Game()
		for i := range g.S.Subs {
			if sub := &g.S.Subs[i]; sub.Status == campaign.StSea && g.Class(sub).Nation == "IT" {
				return sub.ID
			}
		}
		return ""
	}
	for i := 0; i < 20000 && (italian() == "" || s.CombatShown()) && s.Live() != nil; i++ {
		if err := s.Apply(*s.Suggest()); err != nil {
			t.Fatal(err)
		}
	}
	id := italian()
	if id == "" {
		t.Fatal("no Italian boat at sea in 20,000 decisions")
	}
	cl := s.Game().Class(s.Game().Sub(id)).ID
	t.Logf("%s (%s) at sea, %s", id, cl, s.Game().DateString())
	for _, l := range []i18n.Lang{i18n.EN, i18n.IT} {
		i18n.SetLang(l)
		env := newEnv(t, storage.NewMemory())
		env.Settings.Lang = string(l)
		app := newApp(t, env, 1024, 640, 1)
		c := NewCampaign(env, s)
		c.briefFirst = false
		app.Scenes().Push(c)
		c.selected = id
		for range 6 {
			step(t, app, &input.State{})
		}
		if c.boatCard.W <= 0 {
			t.Fatalf("%s: no boat card for %s", l, id)
		}
		// The title's room at 1024×640 (drawBoatCard's layout).
		m := c.m
		tw := c.boatCard.W - 2*m.Pt(10) - m.Pt(56) - m.Pt(12)
		face := env.Fonts.Face(ui.Bold, m.Pt(13.5))
		for _, b := range []struct{ boat, class string }{{"Surcouf", "FRSurcouf"}, {"General Sanjurjo", "Archimede-ES"},
			{"Comandante Cappellini", "Cappellini"}, {"Monge", "FR1500"}, {"UF-1 (ex-French, L'Aurore class)", "Aurore"}} {
			title := b.boat + " · " + i18n.Text(campaign.ClassMsg(th.Class(b.class)), "?")
			if got := hud.Ellipsize(title, face, tw); got != title {
				t.Logf("%s: %q is cut to %q at 1024×640", l, title, got)
			}
		}
		shotBoth(t, app, "map-card-italian-"+string(l))
	}
}
