package campaign

import (
	"strings"
	"testing"

	"periscope/game/data"
	"periscope/game/engine"
	"periscope/i18n"
)

// citesSteelWolves reports whether a rule is one of Steel Wolves' numbers
// for an attack that Silent War numbers differently: [14.16] A–D (Silent
// War's [14.16] is the impossible hit, without letters) and [14.17] A–B.
func citesSteelWolves(rule string) bool {
	return strings.HasPrefix(rule, "14.16") && rule != "14.16" || strings.HasPrefix(rule, "14.17")
}

// [SW 14.13]–[SW 14.16]: Silent War has no crash dive, so its combat rules
// from the TDCs on are one number lower than Steel Wolves' (TDCs [14.13],
// targets [14.14], each attack [14.15] A–D, impossible hits [14.16]). The
// shared procedure cites through the theatre's rules.ruleNumbers, so a
// Pacific combat's allocation prompt, attack lines, to-hit and Attack
// Results rolls and their modifiers, and the "no attack can succeed" line
// (English and Italian) name the Pacific's rules; the Atlantic's stay
// Steel Wolves' (data.GameRules.Cite without ruleNumbers).
func TestSW14_15_CombatCitesSilentWarsNumbers(t *testing.T) {
	g := pacificGame(t, "campaign-1941", "1943-01", 2)
	for from, want := range map[string]string{"14.14": "14.13", "14.15": "14.14", "14.15A": "14.14", "14.16": "14.15", "14.16C": "14.15C", "14.16D": "14.15D", "14.17": "14.16", "14.17A": "14.16A", "14.2": "14.2", "14.12": "14.12", "19.2": "19.2"} {
		if got := g.cite(from); got != want {
			t.Errorf("Silent War cites Steel Wolves' [%s] as [%s], want [%s]", from, got, want)
		}
	}
	var sw data.GameRules
	for _, r := range []string{"14.16", "14.16C", "14.17A"} {
		if got := sw.Cite(r); got != r {
			t.Errorf("Steel Wolves cites [%s] as [%s], want it unchanged", r, got)
		}
	}

	g.S.G7 = 0
	atSea(g, "Spearfish", "east-china-sea")
	c := board(t, g, "c2", "east-china-sea", [][]unit{
		{{typ: "m-jp-5t", up: true, has: true, tdc: 0}},
		{{typ: "m-jp-6t", up: true, has: true, tdc: 0}},
		{}, {},
	}, map[string]int{"Spearfish": 1})
	b := c.Boat("Spearfish")
	b.Step, b.Reveals, b.TDCs = "pre", 3, 3
	drive(t, g, Frame{Op: opCombat, Sub: "Spearfish"})
	p := wantPrompt(t, g, "allocate")
	if p.Rule != "14.14" {
		t.Errorf("the allocation prompt cites [%s], want Silent War's [14.14]", p.Rule)
	}
	for _, o := range p.Options {
		if o.Rule != "14.14" {
			t.Errorf("target %s cites [%s], want [14.14]", o.Key, o.Rule)
		}
	}
	target := unitOf(t, g, "m-jp-6t").ID
	g.LoadDice(0, 0) // a hit in her own column (5 against Defense 2); a low Attack Results roll
	es := split(t, g, map[string]int{target: p.Alloc.Total})
	rolls := map[string]string{}
	attack := ""
	for _, e := range es {
		if citesSteelWolves(e.Rule) || e.Rule == "14.16" {
			t.Errorf("%q cites Steel Wolves' [%s]", e.Text, e.Rule)
		}
		if strings.HasPrefix(e.Text, "attack on the ") {
			attack = e.Rule
		}
		if e.Roll == nil {
			continue
		}
		rolls[e.Roll.Purpose] = e.Roll.Rule
		for _, m := range e.Roll.Mods {
			if citesSteelWolves(m.Rule) {
				t.Errorf("roll %q: modifier %q cites Steel Wolves' [%s]", e.Roll.Purpose, m.Reason, m.Rule)
			}
		}
	}
	if attack != "14.15" {
		t.Errorf("the attack line cites [%s], want [14.15]", attack)
	}
	if rolls["torpedo hit"] != "14.15C" || rolls["attack result"] != "14.15D" {
		t.Errorf("the to-hit roll cites [%s], the Attack Results roll [%s]: want [14.15C] and [14.15D] (rolls %v)", rolls["torpedo hit"], rolls["attack result"], rolls)
	}

	// [SW 14.16A]: no attack can succeed in the first round.
	c.Round = 1
	es = g.collect(func() { g.noAttackPossible(b, g.Sub("Spearfish")) })
	if len(es) != 1 || es[0].Rule != "14.16" || !strings.HasSuffix(es[0].Text, "[14.16A]") {
		t.Fatalf("no attack possible: %v, want one line citing [14.16] and ending [14.16A]", es)
	}
	defer i18n.SetLang(i18n.Current())
	for _, l := range []i18n.Lang{i18n.EN, i18n.IT} {
		i18n.SetLang(l)
		if s := i18n.Text(es[0].Msg, es[0].Text); !strings.HasSuffix(s, "[14.16A]") || strings.Contains(s, "14.17") {
			t.Errorf("%s: %q, want it to end [14.16A]", l, s)
		}
	}
}

// collect runs f and returns the log entries it added.
func (g *Game) collect(f func()) []engine.Entry {
	g.Flush()
	f()
	return g.Flush()
}
