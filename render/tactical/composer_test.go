package tactical

import (
	"image/color"
	"strings"
	"testing"

	"periscope/game/engine"
	"periscope/game/systems"
	tac "periscope/game/tactical"
	"periscope/i18n"
)

func newMatch(t testing.TB, scen string, seed uint64, opts ...string) (engine.System, *tac.Match) {
	t.Helper()
	sys, err := systems.Tactical().Open(tac.Theatre)
	if err != nil {
		t.Fatal(err)
	}
	g, err := sys.New(engine.Record{System: tac.SystemID, Theatre: tac.Theatre, Scenario: scen, Seed: seed, Options: opts})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := g.Start(); err != nil {
		t.Fatal(err)
	}
	return sys, g.(*tac.Match)
}

// The composer plays whole turns by clicks alone: the hex ahead of the
// plotted bow adds a hex, a side hex a turn and a hex; "send" answers
// with a payload the game accepts. A click elsewhere is refused in the draft.
func TestComposerPlaysTurnsByClicks(t *testing.T) {
	_, m := newMatch(t, "S8", 1)
	b := NewBoard()
	for n := 0; n < 40 && m.Prompt() != nil; n++ {
		p := m.Prompt()
		b.Reset()
		// One hex ahead, when it is legal, then send; else send the default.
		if v := m.G.Vessel(p.Sub); v != nil && p.Kind != tac.KindEscortOrders {
			end := tac.End(v.Pose(), tac.Plot{})
			b.Click(m, p, "hex:"+end.Bow.Step(end.Facing, 5).String()) // not adjacent: refused
			if lines := b.Draft(m, p); len(lines) == 0 || lines[len(lines)-1][:2] != "! " {
				t.Fatalf("a far hex was taken: %v", lines)
			}
		}
		c, done := b.Click(m, p, "send")
		if !done {
			t.Fatalf("turn %d %s: send refused: %v", m.S.Battle.Turn, p.Kind, b.Draft(m, p))
		}
		if _, err := m.Apply(c); err != nil {
			t.Fatalf("the composed answer is refused: %v", err)
		}
	}
	if m.S.Battle.Turn < 3 {
		t.Fatalf("only reached turn %d", m.S.Battle.Turn)
	}
}

// A boat's plot built hex by hex: ahead, then a side hex (a turn).
func TestComposerBuildsAPlot(t *testing.T) {
	_, m := newMatch(t, "S8", 2)
	p := m.Prompt()
	if p.Kind != tac.KindSubPlot {
		t.Fatalf("first prompt %s", p.Kind)
	}
	b := NewBoard()
	b.Click(m, p, "clear")
	v := m.G.Vessel(p.Sub)
	pose := v.Pose()
	b.Click(m, p, "hex:"+pose.Bow.Neighbour(pose.Facing).String())
	e := tac.End(pose, tac.MustPlot("1"))
	b.Click(m, p, "hex:"+e.Bow.Neighbour(e.Facing.Right()).String())
	if got := b.draft.plot.String(); got != "1R1" {
		t.Fatalf("plot %q, want 1R1", got)
	}
	c, done := b.Click(m, p, "send")
	if !done {
		t.Fatalf("refused: %v", b.Draft(m, p))
	}
	if _, err := m.Apply(c); err != nil {
		t.Fatal(err)
	}
}

// The composer's error lines are messages (issue 18): in Italian, a hex
// clicked off the plot and a plot too long for the boat's speed [6.3, 8.2]
// read in Italian, with the rule; in English, in English.
func TestComposerErrorsInTheLanguage(t *testing.T) {
	defer i18n.SetLang(i18n.EN)
	for _, c := range []struct {
		lang       i18n.Lang
		click, far string
	}{
		{i18n.IT, "Fai clic su un esagono", "esagoni, al massimo"},
		{i18n.EN, "Click a hex ahead", "hexes, at most"},
	} {
		i18n.SetLang(c.lang)
		_, m := newMatch(t, "S8", 2)
		p := m.Prompt()
		b := NewBoard()
		v := m.G.Vessel(p.Sub)
		end := tac.End(v.Pose(), tac.Plot{})
		b.Click(m, p, "hex:"+end.Bow.Step(end.Facing.Reverse(), 3).String())
		lines := b.Draft(m, p)
		if last := lines[len(lines)-1]; !strings.Contains(last, c.click) {
			t.Errorf("%s: the hex astern's line %q", c.lang, last)
		}
		// Five hexes straight on is a run of five: beyond the speed,
		// refused at once with the rule.
		b.Click(m, p, "hex:"+end.Bow.Step(end.Facing, 5).String())
		lines = b.Draft(m, p)
		if last := lines[len(lines)-1]; !strings.Contains(last, c.far) {
			t.Errorf("%s: the far hex's line %q", c.lang, last)
		}
		b.Click(m, p, "clear")
		for range 30 {
			b.Click(m, p, "ahead")
		}
		if _, done := b.Click(m, p, "send"); done {
			t.Fatalf("%s: a 30-hex plot was sent", c.lang)
		}
		lines = b.Draft(m, p)
		if last := lines[len(lines)-1]; !strings.Contains(last, c.far) || !strings.Contains(last, "[6.3, 8.2]") {
			t.Errorf("%s: the over-long plot's line %q", c.lang, last)
		}
	}
}

// Every colour of the board is a colour: a premultiplied color.RGBA with
// a channel above its alpha draws as a bright blotch (the hover and the
// legal next hexes showed solid white and yellow instead of a tint).
func TestBoardColoursArePremultiplied(t *testing.T) {
	for i, c := range []color.Color{seaDay, seaNight, gridDay, gridNight, merchant, escortCol, subCol, sunkCol, torpCol, aswCol,
		ghostCol, plotCol, nextCol, hoverCol, borderCol, labelShade} {
		r, g, b, a := c.RGBA()
		if r > a || g > a || b > a {
			t.Errorf("colour %d %v has a channel above its alpha", i, c)
		}
	}
}

// [36, 51] LC and RC launches in the plot composer: a Type XXI with T3s
// under the twelve headings is offered the hexside tool; after "fire" it
// turns the spread's launches to LC, then RC, then back to the spread as
// suggested; the composed LC answer is accepted and its torpedoes run
// along the hexsides. A VIIC, or the XXI without the switch, is not
// offered the tool.
func Test36_ComposerPlotsHexsideRuns(t *testing.T) {
	const scen = "design:W45;turns=10;convoy=8/slow;escorts=Loch;boats=XXI/T3"
	var sys engine.System
	bot := func(m *tac.Match) engine.Choice {
		p := m.Prompt()
		return sys.(engine.Seated).Bot(p.Seat, "").Choose(m, p)
	}
	offered := func(m *tac.Match) (*engine.Prompt, bool) {
		for n := 0; n < 20 && m.Prompt() != nil && m.Prompt().Kind != tac.KindSubPlot; n++ {
			if _, err := m.Apply(bot(m)); err != nil {
				t.Fatal(err)
			}
		}
		p := m.Prompt()
		if p == nil || p.Kind != tac.KindSubPlot {
			t.Fatal("no boat's plot")
		}
		for _, o := range p.Options {
			if o.Key == "hexside" {
				return p, true
			}
		}
		return p, false
	}
	sys, _ = newMatch(t, scen, 1)
	if _, m := newMatch(t, scen, 1); func() bool { _, ok := offered(m); return ok }() {
		t.Error("offered without the twelve headings")
	}
	if _, m := newMatch(t, "design:W45;turns=10;convoy=8/slow;escorts=Loch;boats=VIIC/T3", 1, "twelve-headings"); func() bool { _, ok := offered(m); return ok }() {
		t.Error("offered to a VIIC")
	}
	_, m := newMatch(t, scen, 1, "twelve-headings")
	p, ok := offered(m)
	if !ok {
		t.Fatal("the XXI with T3s is not offered the hexside tool")
	}
	b := NewBoard()
	b.Click(m, p, "hexside")
	if lines := b.Draft(m, p); !strings.HasPrefix(lines[len(lines)-1], "! ") {
		t.Errorf("hexside before a spread: %v", lines)
	}
	// A spread needs a target in reach: bring the boat near the convoy.
	v := m.G.Vessel(p.Sub)
	found := false
	for i := range m.G.B.Vessels {
		x := &m.G.B.Vessels[i]
		if m.G.Role(x) != tac.Merchant || x.Gone() {
			continue
		}
		for side := tac.Dir(1); side <= 6 && !found; side++ {
			for f := tac.Dir(1); f <= 6 && !found; f++ {
				v.Bow, v.Facing, v.Depth = x.Bow.Step(side, 5), f, 25
				found = m.SuggestSpread(p.Sub) != nil && m.G.ExtraArcs(v, m.SuggestSpread(p.Sub)[0].Tube)
			}
		}
		break
	}
	if !found {
		t.Fatal("no pose near the convoy with a spread")
	}
	b.Reset()
	b.Click(m, p, "fire")
	if len(b.draft.launches) == 0 {
		t.Fatalf("no spread: %v", b.Draft(m, p))
	}
	for _, want := range []string{"LC", "RC", ""} {
		b.Click(m, p, "hexside")
		for _, l := range b.draft.launches {
			if want != "" && l.Turn != want || want == "" && (l.Turn == "LC" || l.Turn == "RC") {
				t.Fatalf("after hexside: %+v, want %q", b.draft.launches, want)
			}
		}
		if want == "LC" && !strings.Contains(strings.Join(b.Draft(m, p), "\n"), "(LC)") {
			t.Errorf("the draft does not say LC: %v", b.Draft(m, p))
		}
	}
	b.Click(m, p, "hexside") // LC again
	c, done := b.Click(m, p, "send")
	if !done {
		t.Fatalf("send refused: %v", b.Draft(m, p))
	}
	if _, err := m.Apply(c); err != nil {
		t.Fatalf("the LC answer is refused: %v", err)
	}
	for n := 0; n < 10 && m.S.Battle.TorpedoesFired == 0 && m.Prompt() != nil; n++ {
		if _, err := m.Apply(bot(m)); err != nil {
			t.Fatal(err)
		}
	}
	corner := 0
	for _, tp := range m.G.B.Torpedoes {
		if tp.Corner == -1 {
			corner++
		}
	}
	if m.S.Battle.TorpedoesFired == 0 || corner == 0 {
		t.Errorf("fired %d, %d on LC hexside runs", m.S.Battle.TorpedoesFired, corner)
	}
}
