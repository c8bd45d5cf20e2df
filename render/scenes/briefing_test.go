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

// U-47's briefing (issue 14, item 4): a new game opens with the scenario's
// briefing over the chart; it names the raid on Scapa Flow among the ways
// of the first decision with all their odds (RTB among them), and the way
// the bot advises; at 1024×640 and 1920×1080, in English and Italian,
// every line of it fits above its button; the chart's targets under it are
// not offered; the first decision (or Take command, or Escape) closes it.
func TestBriefingAtStart(t *testing.T) {
	th, err := play.LoadTheatre("atlantic")
	if err != nil {
		t.Fatal(err)
	}
	for _, lang := range []string{"en", "it"} {
		for _, size := range [][2]float64{{1024, 640}, {1920, 1080}} {
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
			if c.brief == nil {
				t.Fatal("no briefing at the start of a new game")
			}
			p := s.Pending()
			raid, advised := -1, -1
			if ch := s.Suggest(); ch != nil {
				advised = ch.Option
			}
			for _, i := range c.brief.ways {
				if strings.Contains(p.Options[i].Key, "|raid") {
					raid = i
				}
			}
			if raid < 0 {
				t.Fatalf("%s %v: the briefing's ways %v leave out the raid", lang, size, c.brief.ways)
			}
			text := ""
			for _, it := range c.brief.items {
				text += it.s + "\n"
			}
			rtb := i18n.Outcome("RTB")
			if !strings.Contains(text, i18n.Label(p.Options[raid])) || !strings.Contains(text, rtb) {
				t.Errorf("%s %v: the raid or its RTB odds are not in the briefing:\n%s", lang, size, text)
			}
			if advised >= 0 && !strings.Contains(text, i18n.Label(p.Options[advised])) {
				t.Errorf("%s %v: the advised way %q is not in the briefing", lang, size, i18n.Label(p.Options[advised]))
			}
			if !c.briefingFits() {
				t.Errorf("%s %v: the briefing does not fit its card:\n%s", lang, size, text)
			}
			for _, ci := range c.Controls() {
				x, y := ci.Rect.Center()
				if strings.HasPrefix(ci.ID, "area:") && c.brief.card.Contains(x, y) {
					t.Errorf("%s %v: %s is offered under the briefing", lang, size, ci.ID)
				}
			}
			if lang == "en" && size[0] == 1024 {
				click(t, app, "begin")
				if c.brief != nil {
					t.Error("Take command did not close the briefing")
				}
			} else if lang == "it" && size[0] == 1024 {
				step(t, app, keys(input.Back))
				if c.brief != nil || scene(app) != "map" {
					t.Errorf("Escape: briefing %v, scene %s", c.brief != nil, scene(app))
				}
			} else {
				if err := s.Apply(engine.Pick(raid)); err != nil {
					t.Fatal(err)
				}
				step(t, app, &input.State{})
				if c.brief != nil {
					t.Error("the first decision did not close the briefing")
				}
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
	click(t, app, "suggest")
	advice := c.hud.Prompt.SuggestText
	adv := s.Suggest().Option
	p := s.Pending()
	dest := p.Options[adv].Key[strings.LastIndex(p.Options[adv].Key, ">")+1:]
	if i := strings.IndexByte(dest, '|'); i >= 0 {
		dest = dest[:i]
	}
	if !strings.Contains(advice, i18n.AreaName(th, dest)) || !strings.Contains(advice, "/10 boxes") || !strings.Contains(advice, "safest") {
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
