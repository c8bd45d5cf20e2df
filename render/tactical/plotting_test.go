package tactical

import (
	"strings"
	"testing"

	"periscope/game/engine"
	tac "periscope/game/tactical"
)

// Issue 18, plotting by dragging along hexes [7.3]: a drag from the boat's
// bow through the hex ahead, the one ahead and to the left, and on, plots
// "1L2"; dragged back over the first hex the plot is "1" again; a hex
// beyond the speed is refused with its rule [6.3, 8.2] and leaves the plot
// as it was; the drop answers nothing, "Send" sends the dragged plot.
func TestComposerPlotsByDraggingAlongHexes(t *testing.T) {
	_, m := newMatch(t, "S8", 2)
	p := m.Prompt()
	if p.Kind != tac.KindSubPlot {
		t.Fatalf("first prompt %s", p.Kind)
	}
	b := NewBoard()
	v := m.G.Vessel(p.Sub)
	pose := v.Pose()
	bow := "hex:" + pose.Bow.String()
	if !b.DragStart(m, p, bow) {
		t.Fatal("no drag from the boat's bow")
	}
	if b.DragStart(m, p, "hex:"+pose.Bow.Step(pose.Facing.Reverse(), 4).String()) {
		t.Fatal("a drag from a hex off the plot")
	}
	b.DragStart(m, p, bow)
	h1 := pose.Bow.Neighbour(pose.Facing)
	h2 := h1.Neighbour(pose.Facing.Left())
	h3 := h2.Neighbour(pose.Facing.Left())
	for _, h := range []tac.Hex{pose.Bow, h1, h1, h2, h3} {
		b.DragOver(m, p, bow, "hex:"+h.String())
	}
	if got := b.draft.plot.String(); got != "1L2" {
		t.Fatalf("dragged plot %q, want 1L2", got)
	}
	b.DragOver(m, p, bow, "hex:"+h1.String())
	if got := b.draft.plot.String(); got != "1" {
		t.Fatalf("dragged back to the first hex: %q, want 1", got)
	}
	// On and on straight ahead, past the speed.
	lim := m.G.Limits(v).MaxHexes
	h := h1
	for range lim + 2 {
		h = h.Neighbour(pose.Facing)
		b.DragOver(m, p, bow, "hex:"+h.String())
	}
	if got := b.draft.plot.Hexes(); got != lim {
		t.Fatalf("dragged %d hexes at speed %d (%s)", got, lim, b.draft.plot)
	}
	if lines := b.Draft(m, p); !strings.Contains(lines[len(lines)-1], "[6.3, 8.2]") {
		t.Fatalf("no rule for the hex past the speed: %v", lines)
	}
	if _, ok := b.DragStep(m, p, bow, "hex:"+h.String(), 0); ok {
		t.Fatal("the drop answered the prompt")
	}
	c, done := b.Click(m, p, "send")
	if !done {
		t.Fatalf("send refused: %v", b.Draft(m, p))
	}
	var o tac.SubOrders
	if err := c.Decode(&o); err != nil || o.Plot != b.draft.plot.String() {
		t.Fatalf("sent %q (%v), drafted %q", o.Plot, err, b.draft.plot)
	}
	if _, err := m.Apply(c); err != nil {
		t.Fatal(err)
	}
}

// Issue 18, plot strings typed [7.3]: "2r1" types the plot 2R1 (either
// case); Backspace erases to "2R"; a key that is no part of a plot is not
// taken; a plot past the speed shows its rule; a click after typing plots
// from the typed plot's end; the typed plot is what "Send" sends.
func TestComposerTypedPlotStrings(t *testing.T) {
	_, m := newMatch(t, "S8", 2)
	p := m.Prompt()
	b := NewBoard()
	if !b.Type(m, p, []rune("2r1"), false) {
		t.Fatal("the keys were not taken")
	}
	if got := b.draft.plot.String(); got != "2R1" {
		t.Fatalf("typed plot %q, want 2R1", got)
	}
	if lines := b.Draft(m, p); !strings.Contains(lines[0], "2R1_") {
		t.Fatalf("the panel does not show the typing: %v", lines)
	}
	b.Type(m, p, nil, true)
	if got := b.draft.plot.String(); got != "2R" {
		t.Fatalf("after Backspace %q, want 2R", got)
	}
	if b.Type(m, p, []rune("x"), false) {
		t.Fatal("a key that is no part of a plot was taken")
	}
	v := m.G.Vessel(p.Sub)
	lim := m.G.Limits(v).MaxHexes
	b.Type(m, p, []rune(strings.Repeat("1L", lim)), false)
	if lines := b.Draft(m, p); !strings.HasPrefix(lines[len(lines)-1], "! ") {
		t.Fatalf("a plot past the speed %d typed without a word: %v", lim, lines)
	}
	b.Click(m, p, "clear")
	b.Type(m, p, []rune("1"), false)
	end := tac.End(v.Pose(), b.draft.plot)
	b.Click(m, p, "hex:"+end.Bow.Neighbour(end.Facing.Right()).String())
	if got := b.draft.plot.String(); got != "1R1" {
		t.Fatalf("typed 1 then clicked right ahead: %q, want 1R1", got)
	}
	c, done := b.Click(m, p, "send")
	if !done {
		t.Fatalf("send refused: %v", b.Draft(m, p))
	}
	var o tac.SubOrders
	if err := c.Decode(&o); err != nil || o.Plot != "1R1" {
		t.Fatalf("sent %q (%v)", o.Plot, err)
	}
	// Not a plot prompt: the keys are left to the table.
	if b.Type(m, &engine.Prompt{Kind: "other", Payload: "x"}, []rune("1"), false) {
		t.Fatal("keys taken for a prompt with no plot")
	}
}

// Issue 18, "the legal turns shown": the hexes offered next are those the
// move may still take; at the speed's end none is.
func TestComposerOffersOnlyLegalNextHexes(t *testing.T) {
	_, m := newMatch(t, "S8", 2)
	p := m.Prompt()
	b := NewBoard()
	b.ensure(m, p)
	v := m.G.Vessel(p.Sub)
	b.draft.plot = tac.Plot{}
	if _, legal := b.nextMoves(m, v); !legal[0] || !legal[1] || !legal[2] {
		t.Fatalf("from rest: %v", legal)
	}
	b.draft.plot = tac.MustPlot(strings.Repeat("1", 1)) // one hex, then the speed's end
	for b.draft.plot.Hexes() < m.G.Limits(v).MaxHexes {
		b.Click(m, p, "ahead")
	}
	if _, legal := b.nextMoves(m, v); legal[0] || legal[1] || legal[2] {
		t.Fatalf("at the speed's end (%s): %v", b.draft.plot, legal)
	}
}
