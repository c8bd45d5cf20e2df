package tactical

import (
	"errors"
	"fmt"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"periscope/game/engine"
	tac "periscope/game/tactical"
	"periscope/i18n"
	"periscope/render/ui"
)

// draft is the answer being composed for one prompt (by its Seq and kind).
type draft struct {
	seq  int
	kind string
	id   string
	plot tac.Plot
	// The boat's orders.
	depth    int
	launches []tac.Launch
	gun      string
	aim      []string // [35]
	silent   bool     // [32]
	snort    bool     // [33]
	// The escort's.
	asw    []tac.ASWOrder
	search tac.SonarMode
	foxer  string // [51] "on", "off" or "" (unchanged)
	// The Escort player's phase-1 orders.
	convoy string
	fires  []tac.Fire
	// typed is the plot string being typed (typing: the keys, not the
	// clicks, made the plot last; plotting.go).
	typed  string
	typing bool
	// err is the last error line, errMsg its message (the player's
	// language).
	err    string
	errMsg *engine.Msg
}

// fail sets the error line to a message of the catalogue.
func (d *draft) fail(id, text string) { d.err, d.errMsg = text, engine.M(id) }

// failErr sets the error line to an order the game refuses: its own
// message when it has one (tac.OrderError), else the English text inside
// a message.
func (d *draft) failErr(err error) {
	d.err = err.Error()
	var oe *tac.OrderError
	if errors.As(err, &oe) && oe.Msg != nil {
		d.errMsg = oe.Msg
		return
	}
	d.errMsg = engine.M("tac.err.other", engine.Text("detail", d.err))
}

// start makes a fresh draft for the prompt.
func (b *Board) start(m *tac.Match, p *engine.Prompt) {
	d := draft{seq: p.Seq, kind: p.Kind, id: p.Sub}
	if v := m.G.Vessel(p.Sub); v != nil {
		d.depth = v.Depth
		// Start from the least legal move straight on, so "send" at once
		// holds course.
		d.plot = m.G.FallbackPlot(v)
	}
	if p.Kind == tac.KindEscortOrders {
		d.convoy = fmt.Sprint(m.G.B.ConvoySpeed)
	}
	b.draft = d
}

func (b *Board) ensure(m *tac.Match, p *engine.Prompt) {
	if b.draft.seq != p.Seq || b.draft.kind != p.Kind || b.draft.id != p.Sub {
		b.start(m, p)
	}
}

// Reset drops the draft.
func (b *Board) Reset() { b.draft = draft{seq: -1} }

// end is the pose at the end of the plot so far.
func (b *Board) end(m *tac.Match) (tac.Pose, bool) {
	v := m.G.Vessel(b.draft.id)
	if v == nil {
		return tac.Pose{}, false
	}
	return tac.End(v.Pose(), b.draft.plot), true
}

func (d *draft) addStep(k tac.StepKind) {
	if k == tac.Run {
		if n := len(d.plot.Steps); n > 0 && d.plot.Steps[n-1].Kind == tac.Run {
			d.plot.Steps[n-1].N++
			return
		}
		d.plot.Steps = append(d.plot.Steps, tac.Step{Kind: tac.Run, N: 1})
		return
	}
	d.plot.Steps = append(d.plot.Steps, tac.Step{Kind: k})
}

// Click takes a hex ("hex:…") or a tool of the prompt's options, or the
// board's replay button.
func (b *Board) Click(g engine.Game, p *engine.Prompt, ref string) (engine.Choice, bool) {
	m, ok := g.(*tac.Match)
	if ref == replayRef {
		b.startReplay(m)
		return engine.Choice{}, false
	}
	if !ok || p == nil || p.Payload == "" {
		return engine.Choice{}, false
	}
	b.replay = 0
	b.ensure(m, p)
	d := &b.draft
	d.err, d.errMsg = "", nil
	if h, ok := hexRef(ref); ok {
		// A hex ahead of the plot's end (or to either side ahead: a turn
		// and a hex) adds to it; a hex of the path takes it back there
		// (plotHex).
		switch err := b.plotHex(m, h); {
		case errors.Is(err, errNotAhead):
			d.fail("tac.err.click-ahead", "click a hex ahead of the plotted bow")
		case err != nil:
			d.failErr(err)
		}
		return engine.Choice{}, false
	}
	if ref != "send" {
		d.typing, d.typed = false, ""
	}
	switch ref {
	case "clear":
		d.plot, d.launches, d.gun, d.asw, d.search, d.fires, d.aim = tac.Plot{}, nil, "", nil, "", nil, nil
		d.silent, d.snort, d.foxer = false, false, ""
	case "silent":
		d.silent = !d.silent
		if d.silent {
			d.snort = false // never both [33]
		}
	case "snort":
		d.snort = !d.snort
		if d.snort {
			d.silent, d.depth = false, 25 // at 25 ft [33]
		}
	case "ahead":
		d.addStep(tac.Run)
	case "turn:L":
		d.addStep(tac.Left)
	case "turn:R":
		d.addStep(tac.Right)
	case "deeper":
		d.depth += 25
	case "shallower":
		d.depth = max(0, d.depth-25)
	case "fire":
		if d.launches != nil {
			d.launches = nil
		} else if d.launches = m.SuggestSpread(d.id); d.launches == nil {
			d.fail("tac.err.no-track", "no track meets a target from here")
		} else if v := m.G.Vessel(d.id); v != nil {
			d.depth = v.Depth // no depth change in a firing turn [9.11]
		}
	case "circle": // [51] off → first turn right → first turn left → off
		leg := m.CircleLeg(d.id)
		for i := range d.launches {
			l := &d.launches[i]
			switch {
			case leg == 0 || l.CircleSide == "L":
				l.Circle, l.CircleSide = 0, ""
			case l.CircleSide == "R":
				l.CircleSide = "L"
			default:
				l.Circle, l.CircleSide = max(leg, l.Run), "R"
			}
		}
		if len(d.launches) == 0 {
			d.fail("tac.err.circle-first", "plot the spread first, then make it circle")
		}
	case "hexside": // [36, 51] the T3's hexside runs: LC → RC → as plotted
		v := m.G.Vessel(d.id)
		if len(d.launches) == 0 || v == nil {
			d.fail("tac.err.hexside-first", "plot the spread first, then run it along the hexsides")
			break
		}
		next := "LC"
		for _, l := range d.launches {
			if m.G.ExtraArcs(v, l.Tube) {
				switch l.Turn {
				case "LC":
					next = "RC"
				case "RC":
					next = ""
				}
				break
			}
		}
		if next == "" { // back to the spread as suggested
			d.launches = m.SuggestSpread(d.id)
			break
		}
		for i := range d.launches {
			if m.G.ExtraArcs(v, d.launches[i].Tube) {
				d.launches[i].Turn = next
			}
		}
	case "acoustic":
		if a := m.SuggestAcoustic(d.id); a == nil {
			d.fail("tac.err.no-acoustic", "no acoustic torpedo loaded, or no ship under way to home on")
		} else {
			kept := d.launches[:0:0]
			for _, l := range d.launches {
				if l.Tube != a[0].Tube {
					kept = append(kept, l)
				}
			}
			if len(kept) < len(d.launches) {
				d.launches = kept // a second click takes it back
			} else {
				d.launches = append(kept, a...)
			}
			if v := m.G.Vessel(d.id); v != nil {
				d.depth = v.Depth // no depth change in a firing turn [9.11]
			}
		}
	case "aim":
		if d.aim != nil {
			d.aim = nil
		} else if d.aim = m.SuggestAim(d.id); d.aim == nil {
			d.fail("tac.err.no-aim", "no ship in sight to name, or the boat too deep")
		} else if v := m.G.Vessel(d.id); v != nil {
			d.depth, d.launches = v.Depth, nil // a targeting turn [35]
		}
	case "gun":
		if p.Kind == tac.KindEscortOrders {
			if d.fires != nil {
				d.fires = nil
			} else if d.fires = m.SuggestFires(); d.fires == nil {
				d.fail("tac.err.no-gun-target", "no boat in range and sight")
			}
		} else if d.gun != "" {
			d.gun = ""
		} else if d.gun = m.SuggestGun(d.id); d.gun == "" {
			d.fail("tac.err.no-deck-target", "no target for the deck gun")
		}
	case "dc", "hedgehog":
		if d.asw != nil {
			d.asw = nil
		} else if d.asw = m.SuggestASW(d.id, d.plot); d.asw == nil {
			d.fail("tac.err.no-asw", "no attack possible on this plot at a known boat")
		}
	case "mkx": // [51]: the rack charges drafted become the one Mk X (a second click undoes it)
		var kept []tac.ASWOrder
		var mk *tac.ASWOrder
		for _, o := range d.asw {
			switch {
			case o.Kind == tac.RackDC && o.DCType == tac.MkXType:
				o.DCType, o.Count = "", 1
				kept = append(kept, o)
			case o.Kind == tac.RackDC && mk == nil:
				o.DCType, o.Count = tac.MkXType, 1
				mk = &o
			case o.Kind != tac.RackDC:
				kept = append(kept, o)
			}
		}
		if mk != nil {
			kept = append(kept, *mk)
		} else if len(kept) == len(d.asw) {
			d.fail("tac.err.mkx-first", "plan the depth charges first, then make them the Mk X")
		}
		d.asw = kept
	case "foxer": // [51] flip the X/O mark (a second click leaves it as it was)
		if d.foxer != "" {
			d.foxer = ""
		} else if e := m.G.Vessel(d.id); e != nil && m.G.TowsFoxer(e) {
			d.foxer = "off"
		} else {
			d.foxer = "on"
		}
	case "sweep":
		if d.search == "" {
			d.search = tac.Sweep
		} else {
			d.search = ""
		}
	case "convoy:0":
		d.convoy = fmt.Sprint(m.G.B.ConvoySpeed)
	case "convoy:L":
		d.convoy = fmt.Sprintf("L%d", m.G.B.ConvoySpeed)
	case "convoy:R":
		d.convoy = fmt.Sprintf("R%d", m.G.B.ConvoySpeed)
	case "send":
		c, err := b.choice(m, p)
		if err != nil {
			d.failErr(err)
			return engine.Choice{}, false
		}
		return c, true
	}
	return engine.Choice{}, false
}

// choice builds the answer and checks it as the game will.
func (b *Board) choice(m *tac.Match, p *engine.Prompt) (engine.Choice, error) {
	d := &b.draft
	send := 0
	for i, o := range p.Options {
		if o.Key == "send" {
			send = i
		}
	}
	switch p.Kind {
	case tac.KindSubPlot:
		o := tac.SubOrders{Plot: d.plot.String(), Depth: d.depth, Launches: d.launches, Gun: d.gun, Aim: d.aim, Silent: d.silent, Snort: d.snort}
		if v := m.G.Vessel(d.id); v != nil && m.G.MustRunSilent(v) {
			o.Silent = true // the pair's second turn [32]
		}
		if _, err := m.CheckSubOrders(d.id, o); err != nil {
			return engine.Choice{}, err
		}
		return engine.WithData(send, o)
	case tac.KindEscortMove:
		o := tac.EscortOrder{Plot: d.plot.String(), ASW: d.asw, Search: d.search, Foxer: d.foxer}
		if _, err := m.CheckEscortMove(d.id, o); err != nil {
			return engine.Choice{}, err
		}
		return engine.WithData(send, o)
	case tac.KindEscortOrders:
		var o tac.EscortOrders
		n := 4
		if m.S.Battle.Turn > 1 {
			n = 1
		}
		if m.G.B.ConvoySpeed > 0 && !m.G.B.ConvoyAutomated {
			for i := 0; i < n; i++ {
				o.Convoy = append(o.Convoy, d.convoy)
			}
		}
		o.Fires = d.fires
		if err := m.CheckEscortOrders(o); err != nil {
			return engine.Choice{}, err
		}
		return engine.WithData(send, o)
	}
	return engine.Choice{}, fmt.Errorf("nothing to compose for %s", p.Kind)
}

// Draft is the answer being composed, in lines for the panel.
func (b *Board) Draft(g engine.Game, p *engine.Prompt) []string {
	m, ok := g.(*tac.Match)
	if !ok || p == nil || p.Payload == "" {
		return nil
	}
	b.ensure(m, p)
	d := &b.draft
	var out []string
	switch p.Kind {
	case tac.KindSubPlot:
		out = append(out, b.typedLines()...)
		out = append(out, i18n.T("tac.draft.sub", engine.Text("id", d.id), engine.Text("plot", d.plot.String()), engine.Nested("depth", tac.DepthMsg(d.depth))))
		if len(d.launches) > 0 {
			out = append(out, i18n.T("tac.draft.torpedoes", engine.Int("n", len(d.launches))))
			for _, l := range d.launches {
				if l.Turn == "LC" || l.Turn == "RC" { // [36]
					out = append(out, i18n.T("tac.draft.hexside", engine.Text("turn", l.Turn)))
					break
				}
			}
		}
		if d.gun != "" {
			out = append(out, i18n.T("tac.draft.gun", engine.Text("ship", d.gun)))
		}
		if len(d.aim) > 0 {
			out = append(out, i18n.T("tac.draft.aim", engine.Text("ships", strings.Join(d.aim, ", "))))
		}
	case tac.KindEscortMove:
		out = append(out, b.typedLines()...)
		out = append(out, i18n.T("tac.draft.escort", engine.Text("id", d.id), engine.Text("plot", d.plot.String())))
		if len(d.asw) > 0 {
			out = append(out, i18n.T("tac.draft.asw", engine.Int("n", len(d.asw))))
		}
		if d.search != "" {
			out = append(out, i18n.T("tac.draft.sonar", engine.Text("mode", string(d.search))))
		}
	case tac.KindEscortOrders:
		if m.G.B.ConvoySpeed > 0 && !m.G.B.ConvoyAutomated {
			out = append(out, i18n.T("tac.draft.convoy", engine.Text("plot", d.convoy)))
		}
		out = append(out, i18n.T("tac.draft.fires", engine.Int("n", len(d.fires))))
	}
	if d.err != "" {
		out = append(out, "! "+i18n.Text(d.errMsg, d.err))
	}
	return out
}

// drawDraft shows the plotted path and the hexes a click can add.
func (b *Board) drawDraft(dst *ebiten.Image, f frame, m *tac.Match, p *engine.Prompt) {
	v := m.G.Vessel(b.draft.id)
	if v == nil {
		return
	}
	poses := tac.Walk(v.Pose(), b.draft.plot)
	x0, y0 := f.px(v.Bow)
	w := float32(math.Max(2, f.scale/4))
	for _, ps := range poses {
		x1, y1 := f.px(ps.Bow)
		if x1 != x0 || y1 != y0 {
			vector.StrokeLine(dst, float32(x0), float32(y0), float32(x1), float32(y1), w, plotCol, true)
		}
		x0, y0 = x1, y1
	}
	// The hexes the move may take next: on, or a turn to either side and
	// on; those the move's speed, turns or the board's edge forbid are not
	// offered.
	next, legal := b.nextMoves(m, v)
	for i, h := range next {
		if legal[i] {
			x, y := f.px(h)
			r := f.scale * 0.45
			vector.FillCircle(dst, float32(x), float32(y), float32(r), nextCol, true)
			b.keepOut(x-r, y-r, x+r, y+r) // the name plates leave them free to click
		}
	}
	// The torpedo tracks of the launches plotted; with none plotted, the
	// arcs of the loaded tubes [11.4]: the nine tracks a bow (or stern)
	// salvo may take this turn, faint.
	tt := m.G.Data.Torpedoes[v.Torpedo]
	if tt != nil && len(b.draft.launches) == 0 && p.Kind == tac.KindSubPlot {
		var ends [2]bool // bow, stern loaded
		for _, tb := range v.Tubes {
			switch {
			case tb.Loaded && tb.Stern:
				ends[1] = true
			case tb.Loaded:
				ends[0] = true
			}
		}
		faint := ui.Fade(torpCol, 0.3)
		for k, loaded := range ends {
			if !loaded {
				continue
			}
			for _, tr := range tac.LaunchTracks(v.Pose(), k == 1, tt.Speed) {
				px, py := f.px(v.Bow)
				if k == 1 {
					px, py = f.px(v.Stern())
				}
				for _, h := range tr.Hexes {
					x, y := f.px(h)
					vector.StrokeLine(dst, float32(px), float32(py), float32(x), float32(y), 1, faint, true)
					px, py = x, y
				}
			}
		}
	}
	if tt != nil {
		for _, l := range b.draft.launches {
			stern := l.First == 'X' || l.First == 'Y' || l.First == 'Z'
			for _, tr := range tac.LaunchTracks12(v.Pose(), stern, tt.Speed) { // LC, RC too [36]
				if tr.First != l.First || tr.Turn != l.Turn {
					continue
				}
				px, py := f.px(v.Bow)
				for _, h := range tr.Hexes {
					x, y := f.px(h)
					vector.StrokeLine(dst, float32(px), float32(py), float32(x), float32(y), 1.5, torpCol, true)
					px, py = x, y
				}
			}
		}
	}
}
