package i18n_test

import (
	"encoding/json"
	"fmt"
	"os"
	"regexp"
	"slices"
	"sort"
	"strings"
	"testing"

	"periscope/assets"
	"periscope/game/bot"
	"periscope/game/campaign"
	"periscope/game/data"
	"periscope/game/engine"
	"periscope/i18n"
)

// idNames names areas and bases by the data (as the rules' English does)
// and boats by their id (as the rules' English does; the catalogue shows a
// named boat's name).
type idNames struct{ t *data.Theatre }

func (n idNames) Name(l i18n.Lang, kind engine.ArgKind, id string) string {
	if kind == engine.ArgUnit && n.t.Boat(id) != nil {
		return id
	}
	return i18n.TheatreNames{T: n.t}.Name(l, kind, id)
}

// English as the rules write it: numbers without grouping, a plain space
// before a unit.
var grouped = regexp.MustCompile(`(\d),(\d\d\d)`)

func plain(s string) string {
	s = strings.ReplaceAll(s, "\u00a0", " ")
	for grouped.MatchString(s) {
		s = grouped.ReplaceAllString(s, "$1$2")
	}
	return s
}

// checker checks every message a played campaign emits.
type checker struct {
	t                 *testing.T
	names             idNames
	seen, with, wrong int
	missing           map[string]int    // English texts with no message, by where and first words
	example           map[string]string // one whole text of each
	bad               map[string]bool
	same              *sameCollector // when set, also collects texts left English in Italian
}

func (c *checker) msg(where string, m *engine.Msg, english string) {
	if m == nil {
		k := where + ": " + firstWords(english)
		c.missing[k]++
		if c.example[k] == "" {
			c.example[k] = english
		}
		return
	}
	c.with++
	if m.ID == i18n.RollID {
		return
	}
	c.phrases(where, m)
	if id := rawCup(m); id != "" {
		c.fail(m.ID, "%s %s: a cup's id %q as text (name it with the cup.<id> message)", where, m.ID, id)
	}
	if !i18n.Has(m.ID) {
		c.fail(m.ID, "%s: id %s is not in the catalogue (English %q)", where, m.ID, english)
		return
	}
	if strings.HasPrefix(where, "roll result") && (strings.HasPrefix(m.ID, "atl.token.") || m.ID == "atl.plus") {
		// A table's raw result ("spot+rtb"): the record keeps the
		// table's tokens, the catalogue reads them ("spotted + RTB").
	} else if got := plain(i18n.EN.Msg(classByID(m, c.names.t), c.names)); got != plain(english) && got != plain(i18n.FixEnglish(english)) {
		c.fail(m.ID, "%s %s: the catalogue's English\n  %q\ndiffers from the rules' English\n  %q", where, m.ID, got, english)
	}
	if it := i18n.IT.Msg(m, c.names); strings.ContainsAny(it, "{}") || strings.Contains(it, "atl.") {
		c.fail(m.ID, "%s %s: Italian %q has an unfilled part", where, m.ID, it)
	}
}

// classByID is m with every boat class nested in it (campaign.ClassMsg:
// "Type VIIC", "Marconi class") named by the class's id, as the rules'
// English names it (issue 18: the catalogue shows the class's name, as
// idNames has a boat's id for its name).
func classByID(m *engine.Msg, th *data.Theatre) *engine.Msg {
	if id, ok := strings.CutPrefix(m.ID, "boat.class."); ok {
		return engine.M("atl.s", engine.Text("s", id))
	}
	if m.ID == "boat.type" || m.ID == "boat.class" {
		a, _ := m.Arg("class")
		for _, c := range th.SubClasses {
			if m.ID == "boat.class" && c.ClassName == a.Str { // one class's (TestEveryBoatClassHasItsName)
				return engine.M("atl.s", engine.Text("s", c.ID))
			}
		}
		return engine.M("atl.s", engine.Text("s", a.Str))
	}
	out := m
	for i, a := range m.Args {
		if a.Msg == nil {
			continue
		}
		if n := classByID(a.Msg, th); n != a.Msg {
			if out == m {
				c := *m
				c.Args = slices.Clone(m.Args)
				out = &c
			}
			out.Args[i].Msg = n
		}
	}
	return out
}

// phrases counts the fixed English phrases (modifier reasons, causes)
// nested in m that the catalogue cannot translate as missing.
func (c *checker) phrases(where string, m *engine.Msg) {
	if m == nil {
		return
	}
	if m.ID == i18n.ModID {
		if a, _ := m.Arg("s"); !i18n.KnownModReason(a.Str) {
			c.msg("phrase in "+where, nil, a.Str)
		}
		return
	}
	for _, a := range m.Args {
		if a.Msg != nil {
			c.phrases(where, a.Msg)
		}
	}
}

// rawCup is the first cup id m or a message nested in it carries as text
// (an argument "cup" of kind text), "" if none: the log names cups by
// their names (cups_test.go).
func rawCup(m *engine.Msg) string {
	for _, a := range m.Args {
		if a.Name == "cup" && a.Kind == engine.ArgText {
			return a.Str
		}
		if a.Msg != nil {
			if id := rawCup(a.Msg); id != "" {
				return id
			}
		}
	}
	return ""
}

func (c *checker) fail(id, format string, args ...any) {
	c.wrong++
	if c.bad[id] {
		return
	}
	c.bad[id] = true
	c.t.Errorf(format, args...)
}

func (c *checker) entry(e engine.Entry) {
	if c.same != nil {
		c.same.entry(e)
	}
	c.seen++
	if e.Roll != nil {
		if e.Msg == nil {
			k := "roll [" + e.Rule + "]: " + firstWords(e.Roll.Purpose)
			c.missing[k]++
			if c.example[k] == "" {
				c.example[k] = e.Text
			}
			return
		}
		c.with++
		for _, p := range []struct{ name, en string }{{"purpose", e.Roll.Purpose}, {"target", e.Roll.Target}, {"result", e.Roll.Result}} {
			if a, ok := e.Msg.Arg(p.name); ok {
				c.msg("roll "+p.name, a.Msg, p.en)
			} else if p.en != "" {
				c.msg("roll "+p.name+" ["+e.Rule+"]", nil, p.en)
			}
		}
		for _, m := range e.Roll.Mods {
			if m.Value != 0 && !i18n.KnownModReason(m.Reason) {
				c.msg("modifier ["+e.Rule+"]", nil, m.Reason)
			}
		}
		return
	}
	c.msg("log ["+e.Rule+"]", e.Msg, e.Text)
}

func (c *checker) prompt(p *engine.Prompt) {
	// The bots get the lean prompt (engine.LeanPrompt); the player sees
	// every option's words and odds, so the check builds them (before the
	// collector of texts left English reads them too).
	p.Resolve()
	if c.same != nil {
		c.same.prompt(p)
	}
	c.seen++
	c.msg("prompt "+p.Kind+" ["+p.Rule+"]", p.Msg, p.Text)
	for _, o := range p.Options {
		c.seen += 2
		c.msg("label", o.LabelMsg, o.Label)
		for _, d := range o.Odds {
			if !i18n.KnownOutcome(d.Outcome) {
				c.msg("outcome "+p.Kind, nil, d.Outcome)
			}
		}
		if o.Detail != "" {
			c.msg("detail", o.DetailMsg, o.Detail)
		}
	}
}

func firstWords(s string) string {
	f := strings.Fields(s)
	if len(f) > 4 {
		f = f[:4]
	}
	return strings.Join(f, " ")
}

type checkingPlayer struct {
	c *checker
	p engine.Player
}

func (h checkingPlayer) Choose(g engine.Game, p *engine.Prompt) engine.Choice {
	h.c.prompt(p)
	return h.p.Choose(g, p)
}

// Every text the Atlantic campaign shows in play (log lines, every part of
// a roll and its modifiers' reasons, prompts, options and their details)
// has a message; each message is in the catalogue, reads in English exactly
// as the rules' English fallback (up to digit grouping), and has every part
// filled in Italian; fixed phrases nested in messages (causes, reasons) are
// ones the catalogue translates. Texts that come from the theatre's data
// (a war event's text, a supply ship's name) are the allow-list: they go in
// an i18n.DataID message, shown in Italian where the catalogue has it. The
// test fails on any text without a message, listing them most frequent
// first. Seven bot games; I18N_LONG=1 plays the last campaign to its end.
func TestCampaignMessagesMatchTheEnglish(t *testing.T) {
	th := atlantic(t)
	c := &checker{t: t, names: idNames{th}, missing: map[string]int{}, example: map[string]string{}, bad: map[string]bool{}}
	c.same = &sameCollector{names: i18n.TheatreNames{T: th}, same: map[string]string{}, n: map[string]int{}}
	games := []struct {
		scenario, bot string
		seed          uint64
		limit         int
		options       []string
	}{
		{"happy-time-1940", "doctrine", 1, 0, nil},
		{"happy-time-1940", "random", 2, 0, nil},
		{"black-pit-1942", "doctrine", 3, 0, nil},
		{"campaign-1939", "random", 4, 1500, nil},
		{"drumbeat-1942", "random", 5, 0, nil},
		{"u47-scapa-flow", "random", 6, 0, nil},
		{"campaign-1939", "doctrine", 7, 1000, nil},
		// The optional rules and readings that bring prompts and lines of
		// their own.
		{"campaign-1939", "random", 8, 1000, []string{"very-early", "choose-order", "german-doctrine", "torpedo-one-roll",
			"coastal-in-encounters", "smz-any-time", "capitulation-pre-july", "weather-per-target", "advanced-base-exit-free"}},
	}
	if os.Getenv("I18N_LONG") != "" {
		// The whole campaign by the doctrine bot (about 40 s more).
		games[len(games)-2].limit = 0
	}
	for _, gm := range games {
		c.play(th, gm.scenario, gm.bot, gm.seed, gm.limit, gm.options)
	}
	c.report()
	c.same.report(t)
}

// play plays one bot game, checking every prompt and then every entry.
func (c *checker) play(th *data.Theatre, scenario, botName string, seed uint64, limit int, options []string) {
	t := c.t
	t.Helper()
	g, err := campaign.New(th, engine.Record{System: campaign.SystemID, Theatre: th.ID, Scenario: scenario, Seed: seed, Options: options})
	if err != nil {
		t.Fatal(err)
	}
	es, err := g.Start()
	if err != nil {
		t.Fatal(err)
	}
	p, err := bot.NewPlayer(botName, seed)
	if err != nil {
		t.Fatal(err)
	}
	more, _, err := bot.Play(g, checkingPlayer{c, p}, limit)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range append(es, more...) {
		c.entry(e)
	}
}

// report fails on the texts without a message, most frequent first.
func (c *checker) report() {
	c.t.Helper()
	reportMissing(c.t, c.missing, c.example, c.with,
		"every log line, roll, prompt and option needs a message (text from the data goes in an i18n.DataID message)")
}

// reportMissing fails on the texts without a message (missing counts them
// by where and first words, example holds one whole text of each), most
// frequent first; I18N_MISSING=1 lists them all with their texts.
func reportMissing(t *testing.T, missing map[string]int, example map[string]string, with int, need string) {
	t.Helper()
	type kv struct {
		k string
		n int
	}
	var left []kv
	total := 0
	for k, n := range missing {
		left = append(left, kv{k, n})
		total += n
	}
	sort.Slice(left, func(i, j int) bool { return left[i].n > left[j].n || left[i].n == left[j].n && left[i].k < left[j].k })
	var b strings.Builder
	for i, x := range left {
		if i == 60 && os.Getenv("I18N_MISSING") == "" {
			break
		}
		fmt.Fprintf(&b, "\n%6d  %s", x.n, x.k)
		if os.Getenv("I18N_MISSING") != "" {
			fmt.Fprintf(&b, "\n        %q", example[x.k])
		}
	}
	msg := fmt.Sprintf("%d texts with a message, %d without (%d kinds)", with, total, len(left))
	if total > 0 {
		t.Errorf("%s; %s; most frequent without:%s", msg, need, b.String())
	} else {
		t.Log(msg)
	}
}

// A log is language-free: the entries of a played game, saved as JSON and
// read back, show in Italian after being written in English and in English
// again after Italian, the same text each time (switching language
// re-renders an old log).
func TestOldLogRerendersInEitherLanguage(t *testing.T) {
	defer i18n.SetLang(i18n.EN)
	th := atlantic(t)
	i18n.SetNames(i18n.TheatreNames{T: th})
	defer i18n.SetNames(nil)
	g, err := campaign.New(th, engine.Record{System: campaign.SystemID, Theatre: th.ID, Scenario: "u47-scapa-flow", Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	es, err := g.Start()
	if err != nil {
		t.Fatal(err)
	}
	more, _, err := bot.Play(g, bot.NewDoctrine(), 0)
	if err != nil {
		t.Fatal(err)
	}
	b, err := json.Marshal(append(es, more...))
	if err != nil {
		t.Fatal(err)
	}
	var log []engine.Entry
	if err := json.Unmarshal(b, &log); err != nil {
		t.Fatal(err)
	}
	render := func(l i18n.Lang) []string {
		i18n.SetLang(l)
		out := make([]string, len(log))
		for i, e := range log {
			out[i] = i18n.Entry(e)
		}
		return out
	}
	en1, it1, en2, it2 := render(i18n.EN), render(i18n.IT), render(i18n.EN), render(i18n.IT)
	differ := 0
	for i := range log {
		if en1[i] != en2[i] || it1[i] != it2[i] {
			t.Fatalf("entry %d reads differently the second time: %q / %q, %q / %q", i, en1[i], en2[i], it1[i], it2[i])
		}
		if log[i].Msg != nil && en1[i] != it1[i] {
			differ++
		}
	}
	if differ < len(log)/2 {
		t.Errorf("only %d of %d entries read differently in Italian", differ, len(log))
	}
	for _, want := range []string{"Mare del Nord", "settimana"} {
		if !strings.Contains(strings.Join(it1, "\n"), want) {
			t.Errorf("the Italian log never says %q", want)
		}
	}
	t.Logf("%d entries, %d read differently in Italian; e.g. %q → %q", len(log), differ, en1[len(en1)-1], it1[len(it1)-1])
}

// The Silent War's texts, as TestCampaignMessagesMatchTheEnglish checks the
// Atlantic's: every log line, roll, prompt and option of a played Pacific
// game has a message, in the catalogue, reading as the rules' English.
func TestPacificMessagesMatchTheEnglish(t *testing.T) {
	th, err := data.Load(assets.Data(), "pacific")
	if err != nil {
		t.Fatal(err)
	}
	c := &checker{t: t, names: idNames{th}, missing: map[string]int{}, example: map[string]string{}, bad: map[string]bool{}}
	c.same = &sameCollector{names: i18n.TheatreNames{T: th}, same: map[string]string{}, n: map[string]int{}}
	games := []struct {
		scenario, bot string
		seed          uint64
		limit         int
	}{
		{"wahoo-1943", "doctrine", 1, 0},
		{"tang-1944", "random", 2, 0},
		{"asiatic-fleet-1941", "doctrine", 3, 1800},
		{"torpedo-crisis-1943", "random", 4, 600},
		{"convoy-college-1944", "doctrine", 5, 600},
		{"campaign-1941", "random", 6, 800},
	}
	for _, gm := range games {
		c.play(th, gm.scenario, gm.bot, gm.seed, gm.limit, nil)
	}
	c.report()
	c.same.report(t)
}
