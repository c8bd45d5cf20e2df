package tactical

import (
	"errors"
	"strings"
	"unicode"

	"periscope/game/engine"
	tac "periscope/game/tactical"
	"periscope/i18n"
	"periscope/render/table"
)

// Plotting a move on the board: a click on a hex ahead of the plotted bow
// (or to either side ahead: a turn and a hex, or further straight on: a
// run) adds to the plot; a click on a hex of the plotted path takes the
// plot back to where the bow entered it, a click on the boat's own bow
// back to no move. A drag along the hexes does the same hex by hex, from
// the bow or from any hex of the path. Typing the rulebook's plot string
// [7.3] ("3R2L1", "0") is the alternative: it replaces the plot as typed,
// Backspace erasing. Only the hexes the move may still take are offered
// (tac.Game.CheckPlotSoFar: speed, one turn per hex, the board's edges).

var (
	_ table.Dragger    = (*Board)(nil)
	_ table.DragTracer = (*Board)(nil)
	_ table.Typer      = (*Board)(nil)
)

// errNotAhead: the hex is not one a move may take next.
var errNotAhead = errors.New("not a hex ahead")

// plotting reports whether the prompt asks for a plotted move.
func plotting(p *engine.Prompt) bool {
	return p != nil && (p.Kind == tac.KindSubPlot || p.Kind == tac.KindEscortMove)
}

// keepPoses is the plot cut after its first k poses (tac.Walk: one a hex
// entered, one a facing change).
func keepPoses(p tac.Plot, k int) tac.Plot {
	var out tac.Plot
	for _, s := range p.Steps {
		if k <= 0 {
			break
		}
		switch s.Kind {
		case tac.Run:
			n := min(s.N, k)
			out.Steps = append(out.Steps, tac.Step{Kind: tac.Run, N: n})
			k -= n
		case tac.Left, tac.Right:
			out.Steps = append(out.Steps, s)
			k--
		default: // a hexside turn [36] is not walked
			out.Steps = append(out.Steps, s)
		}
	}
	return out
}

// withSteps is the plot with steps added (a run joined to a run before it).
func withSteps(p tac.Plot, ks ...tac.StepKind) tac.Plot {
	d := draft{plot: tac.Plot{Steps: append([]tac.Step(nil), p.Steps...)}}
	for _, k := range ks {
		d.addStep(k)
	}
	return d.plot
}

// nextMoves are the ways the plot may go on into a neighbouring hex ahead:
// straight on, or a turn to either side and a hex, each with its hex and
// whether the move allows it.
func (b *Board) nextMoves(m *tac.Match, v *tac.Vessel) (hexes [3]tac.Hex, legal [3]bool) {
	end := tac.End(v.Pose(), b.draft.plot)
	for i, ks := range [3][]tac.StepKind{{tac.Run}, {tac.Left, tac.Run}, {tac.Right, tac.Run}} {
		f := end.Facing
		switch i {
		case 1:
			f = f.Left()
		case 2:
			f = f.Right()
		}
		hexes[i] = end.Bow.Neighbour(f)
		legal[i] = m.G.CheckPlotSoFar(v, withSteps(b.draft.plot, ks...), b.draft.snort) == nil
	}
	return hexes, legal
}

// plotHex takes a hex clicked or dragged over into the plot: back along
// the path, or on to a hex ahead. It returns errNotAhead for a hex neither
// on the path nor ahead, or the rule a step there would break.
func (b *Board) plotHex(m *tac.Match, h tac.Hex) error {
	d := &b.draft
	v := m.G.Vessel(d.id)
	if v == nil {
		return errNotAhead
	}
	d.typing, d.typed = false, ""
	if h == v.Bow {
		d.plot = tac.Plot{} // back to no move
		return nil
	}
	end := tac.End(v.Pose(), d.plot)
	for i, ps := range tac.Walk(v.Pose(), d.plot) {
		if !ps.Swing && ps.Bow == h && h != end.Bow {
			d.plot = keepPoses(d.plot, i+1)
			return nil
		}
	}
	if h == end.Bow {
		return nil
	}
	var ks []tac.StepKind
	switch h {
	case end.Bow.Neighbour(end.Facing):
		ks = []tac.StepKind{tac.Run}
	case end.Bow.Neighbour(end.Facing.Left()):
		ks = []tac.StepKind{tac.Left, tac.Run}
	case end.Bow.Neighbour(end.Facing.Right()):
		ks = []tac.StepKind{tac.Right, tac.Run}
	default:
		// Further straight on: a run of several hexes at once (a fast
		// drag may skip a hex).
		for n := 2; n <= 9; n++ {
			if end.Bow.Step(end.Facing, n) == h {
				for ; n > 0; n-- {
					ks = append(ks, tac.Run)
				}
				break
			}
		}
	}
	if ks == nil {
		return errNotAhead
	}
	p := withSteps(d.plot, ks...)
	if err := m.G.CheckPlotSoFar(v, p, d.snort); err != nil {
		return err
	}
	d.plot = p
	return nil
}

// DragStart implements table.Dragger: a move is dragged from the plotting
// ship's bow or from any hex of its plotted path.
func (b *Board) DragStart(g engine.Game, p *engine.Prompt, from string) bool {
	m, ok := g.(*tac.Match)
	h, ok2 := hexRef(from)
	if !ok || !ok2 || !plotting(p) {
		return false
	}
	b.ensure(m, p)
	v := m.G.Vessel(b.draft.id)
	if v == nil {
		return false
	}
	b.dragLast = ""
	if h == v.Bow {
		return true
	}
	for _, ps := range tac.Walk(v.Pose(), b.draft.plot) {
		if ps.Bow == h {
			return true
		}
	}
	return false
}

// DragOver implements table.DragTracer: each hex the held pointer enters
// goes into the plot as a click there would (plotHex); a hex that is
// neither ahead nor on the path is passed over without a word.
func (b *Board) DragOver(g engine.Game, p *engine.Prompt, from, over string) {
	m, ok := g.(*tac.Match)
	if !ok || !plotting(p) {
		return
	}
	if b.dragLast == "" {
		b.dragLast = from
		if h, ok := hexRef(from); ok {
			if v := m.G.Vessel(b.draft.id); v != nil && h == v.Bow {
				b.draft.plot = tac.Plot{} // a drag from the bow plots afresh
			}
		}
	}
	h, ok := hexRef(over)
	if !ok || over == b.dragLast {
		return
	}
	b.dragLast = over
	b.ensure(m, p)
	b.replay = 0
	switch err := b.plotHex(m, h); {
	case err == nil:
		b.draft.err, b.draft.errMsg = "", nil
	case !errors.Is(err, errNotAhead):
		b.draft.failErr(err)
	}
}

// DragStep implements table.Dragger: the drag has built the plot as it
// went (DragOver); the drop answers nothing, "Send" does.
func (b *Board) DragStep(engine.Game, *engine.Prompt, string, string, int) (engine.Choice, bool) {
	return engine.Choice{}, false
}

// plotChar: the characters of a plot string [7.3].
func plotChar(r rune) bool {
	r = unicode.ToUpper(r)
	return r >= '0' && r <= '9' || r == 'L' || r == 'R' || r == 'C'
}

// Type implements table.Typer: the typed characters of a plot string
// replace the plot (the first typed after clicks starts it afresh);
// Backspace erases the last. It reports whether it took the keys.
func (b *Board) Type(g engine.Game, p *engine.Prompt, chars []rune, erase bool) bool {
	m, ok := g.(*tac.Match)
	if !ok || !plotting(p) || p.Payload == "" {
		return false
	}
	b.ensure(m, p)
	d := &b.draft
	used := false
	if erase {
		if !d.typing {
			d.typing, d.typed = true, d.plot.String()
			if d.typed == "0" {
				d.typed = ""
			}
		}
		if d.typed != "" {
			d.typed = d.typed[:len(d.typed)-1]
		}
		used = true
	}
	for _, r := range chars {
		if !plotChar(r) {
			continue
		}
		if !d.typing {
			d.typing, d.typed = true, ""
		}
		if len(d.typed) < tac.MaxPlotLength {
			d.typed += strings.ToUpper(string(r))
		}
		used = true
	}
	if !used {
		return false
	}
	b.replay = 0
	d.err, d.errMsg = "", nil
	if d.typed == "" {
		d.plot = tac.Plot{}
		return true
	}
	pl, err := tac.ParsePlot(d.typed)
	if err != nil {
		d.failErr(err)
		return true
	}
	d.plot = pl
	if v := m.G.Vessel(d.id); v != nil {
		if err := m.G.CheckPlotSoFar(v, pl, d.snort); err != nil {
			d.failErr(err)
		}
	}
	return true
}

// typedLines is the panel's line on typing: the string as typed, or how
// to plot.
func (b *Board) typedLines() []string {
	if b.draft.typing {
		return []string{i18n.T("tac.draft.typed", engine.Text("s", b.draft.typed+"_"))}
	}
	return []string{i18n.T("tac.draft.howto")}
}
