package combat

import (
	"strings"
	"testing"

	"periscope/game/bot"
	"periscope/game/campaign"
	"periscope/game/engine"
	"periscope/input"
	"periscope/render/combat/combattest"
)

// toolSession is a driven game that can also undo (by replay, as the play
// session does) and advise (the doctrine bot).
type toolSession struct {
	*combattest.Session
	t testing.TB
}

func (s *toolSession) Decisions() int { return len(s.Record.Choices) }

func (s *toolSession) Undo() error {
	rec := s.Record
	choices := rec.Choices[:len(rec.Choices)-1]
	rec.Choices = nil
	g, err := campaign.New(theatre(s.t), rec)
	if err != nil {
		return err
	}
	es, err := g.Start()
	if err != nil {
		return err
	}
	s.G, s.Record, s.Entries = g, rec, es
	for _, c := range choices {
		if err := s.Apply(c); err != nil {
			return err
		}
	}
	return nil
}

func (s *toolSession) Suggest() *engine.Choice {
	c := bot.NewDoctrine().Choose(s.G, s.G.Prompt())
	return &c
}

func (h *harness) panelText() string {
	var b strings.Builder
	for _, it := range h.sc.lay.items {
		b.WriteString(it.s)
		b.WriteString("\n")
	}
	return b.String()
}

// Bot's advice on the combat board (issue 14): it focuses the bot's choice
// on the board and says which and why in a line, which goes when the focus
// moves; the advised choice taken, Undo takes it back to the same decision.
func TestBoardAdviceAndUndo(t *testing.T) {
	sess := &toolSession{Session: drive(t, "happy-time-1940", 1, combattest.Want{Board: "c2", Kind: "placement"}), t: t}
	h := newHarness(t, sess)
	p := sess.Pending()
	want := sess.Suggest().Option
	h.click("advice")
	f := h.sc.hotByID(h.sc.focus)
	if f == nil || f.act != actPick || f.opt != want {
		t.Fatalf("advice focused %q, the bot picks option %d (%s)", h.sc.focus, want, p.Options[want].Key)
	}
	label := "Bot's advice: " + p.Options[want].Label
	if !strings.Contains(strings.ReplaceAll(h.panelText(), "\n", " "), "Bot's advice") || !strings.Contains(h.sc.adviceText(), label) {
		t.Fatalf("the panel does not show the advice %q:\n%s", label, h.panelText())
	}
	if !strings.Contains(h.sc.adviceText(), "Why:") {
		t.Errorf("the advice gives no reason: %q", h.sc.adviceText())
	}
	h.keys(input.FocusNext)
	if h.sc.adviceText() != "" {
		t.Fatalf("the advice stayed after the focus moved: %q", h.sc.adviceText())
	}
	seq, n := p.Seq, sess.Decisions()
	h.click("advice")
	h.keys(input.Activate)
	if sess.Decisions() != n+1 {
		t.Fatalf("Enter on the advised choice did not answer (%s)", h.sc.errMsg)
	}
	h.click("undo")
	if sess.Decisions() != n || sess.Pending() == nil || sess.Pending().Seq != seq || h.mgr.Top() != h.sc {
		t.Fatalf("undo: %d decisions (want %d), prompt %v", sess.Decisions(), n, sess.Pending())
	}
	if h.sc.PromptKind() != "placement" {
		t.Fatalf("after undo the board asks %q", h.sc.PromptKind())
	}
	// U takes back decisions until the one before the combat: the board
	// closes and the map asks it again.
	for k := 0; k < 40 && h.mgr.Top() == h.sc; k++ {
		h.step(&input.State{Chars: []rune{'u'}})
	}
	if h.mgr.Top() == h.sc {
		t.Fatal("undoing back past the combat kept the board open")
	}
	if g := sess.Game(); Wants(g, g.Prompt()) {
		t.Fatalf("the board closed on a combat decision %s", g.Prompt().Kind)
	}
}

// On an attack split, Bot's advice sets the bot's points on the targets.
func TestBoardAdviceSplit(t *testing.T) {
	sess := &toolSession{Session: drive(t, "happy-time-1940", 1, combattest.Want{Board: "c2", Kind: "allocate", Pack: true}), t: t}
	h := newHarness(t, sess)
	want := sess.Suggest().Points
	h.click("advice")
	if len(want) == 0 || fmtInts(h.sc.points) != fmtInts(want) {
		t.Fatalf("advice set %v, the bot splits %v", h.sc.points, want)
	}
	if !strings.HasPrefix(h.sc.adviceText(), "Bot's advice: fire ") {
		t.Fatalf("advice text %q", h.sc.adviceText())
	}
	n := sess.Decisions()
	h.click("fire")
	if sess.Decisions() != n+1 {
		t.Fatalf("Fire on the advised split: %s", h.sc.errMsg)
	}
}

func fmtInts(v []int) string {
	var b strings.Builder
	for _, x := range v {
		b.WriteString(string(rune('0' + x)))
	}
	return b.String()
}
