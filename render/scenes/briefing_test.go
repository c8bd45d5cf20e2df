package scenes

import (
	"strings"
	"testing"

	"periscope/game/engine"
	"periscope/i18n"
	"periscope/input"
	"periscope/render/hud"
	"periscope/render/play"
	"periscope/storage"
)

// U-47's briefing (issue 14, item 4 and "the scenario's briefing on its
// own screen"): a new game opens with the scenario's briefing on a screen
// of its own; it names the raid on Scapa Flow among the ways of the first
// decision with all their odds (RTB among them), and the way the bot
// advises; at 1024×640 and 1920×1080, in English and Italian, every line
// of it fits above its button. Take command, Escape or Enter go to the
// map, where every target of the first decision is offered (nothing hides
// them) and Escape opens the game menu at once (item 13); the menu's
// Briefing opens it again.
func TestBriefingAtStart(t *testing.T) {
	th, err := play.LoadTheatre("atlantic")
	if err != nil {
		t.Fatal(err)
	}
	for _, lang := range []string{"en", "it"} {
		for k, size := range [][2]float64{{1024, 640}, {1920, 1080}} {
			s, err := play.New(th, engine.Record{Scenario: "u47-scapa-flow", Seed: 398000000}, nil)
			if err != nil {
				t.Fatal(err)
			}
			env := newEnv(t, storage.NewMemory())
			env.Settings.Lang = lang
			app := newApp(t, env, size[0], size[1], 1)
			c := NewCampaign(env, s)
			app.Scenes().Push(c)
			step(t, app, &input.State{})
			step(t, app, &input.State{})
			bs, ok := app.Scenes().Top().(*Briefing)
			if !ok {
				t.Fatalf("no briefing at the start of a new game (scene %s)", scene(app))
			}
			b := bs.b
			p := s.Pending()
			raid, advised := -1, -1
			if ch := hud.Advice(s.Game(), p, s.Suggest()); ch != nil {
				advised = ch.Option
			}
			for _, i := range b.ways {
				if strings.Contains(p.Options[i].Key, "|raid") {
					raid = i
				}
			}
			if raid < 0 {
				t.Fatalf("%s %v: the briefing's ways %v leave out the raid", lang, size, b.ways)
			}
			text := ""
			for _, it := range b.items {
				text += it.s + "\n"
			}
			rtb := i18n.Outcome("RTB")
			if !strings.Contains(text, i18n.Label(p.Options[raid])) || !strings.Contains(text, rtb) {
				t.Errorf("%s %v: the raid or its RTB odds are not in the briefing:\n%s", lang, size, text)
			}
			if advised >= 0 && !strings.Contains(text, i18n.Label(p.Options[advised])) {
				t.Errorf("%s %v: the advised way %q is not in the briefing", lang, size, i18n.Label(p.Options[advised]))
			}
			if !c.briefingFits(b) {
				t.Errorf("%s %v: the briefing does not fit its card:\n%s", lang, size, text)
			}
			// Three ways to the map.
			switch k + 2*map[string]int{"en": 0, "it": 1}[lang] {
			case 0:
				click(t, app, "begin")
			case 1:
				step(t, app, keys(input.Back))
			default:
				step(t, app, keys(input.Activate))
			}
			step(t, app, &input.State{})
			if scene(app) != "map" {
				t.Fatalf("%s %v: the briefing closed to %s, want the map", lang, size, scene(app))
			}
			// Every destination of the first decision is offered on the chart.
			targets := 0
			for _, ci := range c.Controls() {
				if strings.HasPrefix(ci.ID, "area:") || strings.HasPrefix(ci.ID, "base:") {
					targets++
				}
			}
			if want := len(c.targets); targets < want {
				t.Errorf("%s %v: %d of %d chart targets offered after the briefing", lang, size, targets, want)
			}
			step(t, app, keys(input.Back))
			if scene(app) != "menu" {
				t.Fatalf("%s %v: Escape on the map after the briefing: scene %s, want the menu", lang, size, scene(app))
			}
			click(t, app, "briefing")
			if scene(app) != "briefing" {
				t.Fatalf("%s %v: the menu's Briefing opened %s", lang, size, scene(app))
			}
			step(t, app, keys(input.Back))
			if scene(app) != "map" {
				t.Errorf("%s %v: Escape on the briefing from the menu: scene %s, want the map", lang, size, scene(app))
			}
		}
	}
}

// Bot's advice gives its reasons (issue 14, item 4): on U-47's first
// decision the advice names where the advised way goes (its shipping, the
// boats there) and how safe it is against the safest way; every way has
// its line, the raid on Scapa Flow included (TestAdviceDrawn: nothing of
// it is cut at 1024×640).
func TestAdviceGivesReasons(t *testing.T) {
	th, err := play.LoadTheatre("atlantic")
	if err != nil {
		t.Fatal(err)
	}
	s, err := play.New(th, engine.Record{Scenario: "u47-scapa-flow", Seed: 398000000}, nil)
	if err != nil {
		t.Fatal(err)
	}
	env := newEnv(t, storage.NewMemory())
	app := newApp(t, env, 1024, 640, 1)
	c := NewCampaign(env, s)
	app.Scenes().Push(c)
	step(t, app, &input.State{})
	click(t, app, "begin")
	step(t, app, &input.State{})
	click(t, app, "suggest")
	advice := c.hud.Prompt.SuggestText
	p := s.Pending()
	// The raid the scenario is about is advised (item 4: the advice gave
	// it up), with its reason.
	adv := hud.Advice(s.Game(), p, s.Suggest()).Option
	if !strings.HasSuffix(p.Options[adv].Key, "|raid") || !strings.Contains(advice, "lies open [30.4]") {
		t.Errorf("U-47's first advice is %s: %q", p.Options[adv].Key, advice)
	}
	dest := p.Options[adv].Key[strings.LastIndex(p.Options[adv].Key, ">")+1:]
	if i := strings.IndexByte(dest, '|'); i >= 0 {
		dest = dest[:i]
	}
	if !strings.Contains(advice, i18n.AreaName(th, dest)) || th.Area(dest).Kind == "oparea" && !strings.Contains(advice, "/10 boxes") || !strings.Contains(advice, "safest") {
		t.Errorf("the advice gives no reasons: %q", advice)
	}
	for i, o := range p.Options {
		why := c.hud.Prompt.AdviceFor(i)
		if strings.Contains(o.Key, "|raid") && !strings.Contains(why, "Scapa Flow") {
			t.Errorf("the raid's reasons do not name Scapa Flow: %q", why)
		}
		if len(o.Odds) > 0 && why == hud.AdviceText {
			t.Errorf("%s: no reasons", o.Key)
		}
	}
}
