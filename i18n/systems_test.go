package i18n_test

import (
	"os"
	"strings"
	"testing"

	"periscope/game/engine"
	"periscope/game/systems"
	"periscope/i18n"
)

// systemChecker checks what a table game shows the player: every prompt's
// question, option labels and details, and every log entry have a message
// the catalogue knows, and the Italian of each has every part filled.
type systemChecker struct {
	t                 *testing.T
	with              int
	missing           map[string]int
	example           map[string]string
	unknown, unfilled map[string]string
}

func (c *systemChecker) msg(where string, m *engine.Msg, english string) {
	if strings.TrimSpace(english) == "" && m == nil {
		return
	}
	if m == nil {
		k := where + ": " + shape(english)
		c.missing[k]++
		if c.example[k] == "" {
			c.example[k] = english
		}
		return
	}
	c.with++
	if m.ID == i18n.RollID {
		for _, p := range []string{"purpose", "target", "result"} {
			if a, ok := m.Arg(p); ok && a.Msg != nil {
				c.msg(where+" "+p, a.Msg, "")
			}
		}
		return
	}
	if !i18n.Has(m.ID) {
		c.unknown[m.ID] = english
		return
	}
	if it := i18n.IT.Msg(m, nil); strings.ContainsAny(it, "{}") {
		c.unfilled[m.ID] = it
	}
}

func (c *systemChecker) prompt(p *engine.Prompt) {
	c.msg("prompt "+p.Kind, p.Msg, p.Text)
	for _, o := range p.Options {
		c.msg("label "+p.Kind, o.LabelMsg, o.Label)
		for _, d := range o.Odds {
			if !i18n.KnownOutcome(d.Outcome) {
				c.msg("outcome "+p.Kind, nil, d.Outcome)
			}
		}
		if o.Detail != "" {
			c.msg("detail "+p.Kind, o.DetailMsg, o.Detail)
		}
	}
}

func (c *systemChecker) entry(e engine.Entry) {
	c.msg("log "+e.Kind+" ["+e.Rule+"]", e.Msg, e.Text)
}

// The tactical game, Europe 1941 and the naval war: every prompt, option
// and log line a bot-played game shows has a message in the catalogue, its
// Italian filled in. The first decisions of each scenario (SYSTEMS_LONG=1
// plays them to the end).
func TestTableGamesHaveMessages(t *testing.T) {
	reg := systems.Installed()
	for _, sysID := range []string{"tactical", "europe", "naval"} {
		t.Run(sysID, func(t *testing.T) {
			c := &systemChecker{t: t, missing: map[string]int{}, example: map[string]string{}, unknown: map[string]string{}, unfilled: map[string]string{}}
			inst := reg.System(sysID)
			if inst == nil {
				t.Fatalf("%s is not installed", sysID)
			}
			for _, th := range inst.Theatres() {
				cat, _ := inst.(engine.Catalogue)
				var scenarios []engine.ScenarioInfo
				if cat != nil {
					scenarios = cat.Scenarios(th)
				}
				for i, sc := range scenarios {
					rec := engine.Record{System: sysID, Theatre: th, Scenario: sc.ID, Seed: uint64(i + 1)}
					sys, err := reg.Open(rec)
					if err != nil {
						t.Fatal(err)
					}
					c.play(sys, rec)
				}
			}
			c.report()
		})
	}
}

// decisions is how many decisions of each scenario the test plays: the
// bots of Europe 1941 weigh every battle, so fewer there.
var decisions = map[string]int{"tactical": 25, "europe": 40, "naval": 200}

func (c *systemChecker) play(sys engine.System, rec engine.Record) {
	t := c.t
	sess, err := engine.NewSession(sys, rec)
	if err != nil {
		t.Fatalf("%s: %v", rec.Scenario, err)
	}
	for _, e := range sess.Log() {
		c.entry(e)
	}
	seated, _ := sys.(engine.Seated)
	limit := decisions[rec.System]
	if os.Getenv("SYSTEMS_LONG") != "" {
		limit = 100000
	}
	for i := 0; i < limit; i++ {
		g := sess.Game()
		p := g.Prompt()
		if p == nil {
			break
		}
		c.prompt(p)
		var pl engine.Player
		if seated != nil {
			pl = seated.Bot(p.Seat, "")
		}
		if pl == nil {
			t.Fatalf("%s: no bot for seat %q", rec.Scenario, p.Seat)
		}
		es, err := sess.Apply(pl.Choose(g, p))
		if err != nil {
			t.Fatalf("%s: %v", rec.Scenario, err)
		}
		for _, e := range es {
			c.entry(e)
		}
	}
}

func (c *systemChecker) report() {
	t := c.t
	for id, en := range c.unknown {
		t.Errorf("id %s is not in the catalogue (English %q)", id, en)
	}
	for id, it := range c.unfilled {
		t.Errorf("%s: Italian %q has an unfilled part", id, it)
	}
	reportMissing(t, c.missing, c.example, c.with, "every prompt, option and log line needs a message")
}

// shape is a text's words with numbers, hexes and ids left out, so that
// one line of the rules counts once however its values vary.
func shape(s string) string {
	var out []string
	for _, w := range strings.Fields(s) {
		if strings.ContainsAny(w, "0123456789") {
			continue
		}
		out = append(out, w)
		if len(out) == 4 {
			break
		}
	}
	return strings.Join(out, " ")
}
