package hud

import (
	"fmt"
	"image"
	"image/color"
	"math"
	"slices"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"periscope/game/campaign"
	"periscope/game/engine"
	"periscope/i18n"
	"periscope/input"
	"periscope/render/glyph"
	"periscope/render/play"
	"periscope/render/ui"
)

// PromptAction is what the player did with the prompt panel this tick.
type PromptAction struct {
	// Choice answers the prompt (nil: not yet).
	Choice *engine.Choice
	// Rule is a rule to open in the rules reference.
	Rule string
	// Suggest asks for the bot's suggestion.
	Suggest bool
}

// KindTitle is the heading of a prompt kind, in the player's language (the
// catalogue's "kind.<kind>"); any other kind is shown by its name and
// answered just the same.
func KindTitle(kind string) string { return i18n.KindTitle(kind) }

// Prompt is the generic prompt panel: the question, its rule, every option
// with its label, odds and (for the focused one) detail, keyboard
// navigable; for an allocation, a points editor per target. It answers any
// prompt kind, known or not.
type Prompt struct {
	allIdx []int // visible's 0, 1, … when no filter is set
	Rect   ui.Rect
	m      ui.Metrics

	cur    *engine.Prompt
	seq    int
	kind   string
	opts   []*ui.Button
	focus  int
	scroll float64
	// rowStep is how far a wheel notch scrolls the list: a row when the
	// rows are of one height.
	rowStep float64
	// Filter, when set, shows only these option indexes (the map's choice
	// of a destination); FilterLabel says what they are.
	Filter      []int
	FilterLabel string
	showAll     *ui.Button
	suggest     *ui.Button
	points      []int
	minus, plus []*ui.Button
	ok, clear   *ui.Button
	rule        ui.Rect
	list        ui.Rect
	rowH        []float64
	layer       Layer
	hover       int
	// SuggestText shows the bot's suggestion under the options.
	SuggestText string
	maxH        float64
	headLines   []string
	err         string
	// What the text measured in Draw asks of the layout: the lines of each
	// option's odds (the most over every points value of a target), of the
	// longest detail, and of the longest advice. Measured once per prompt
	// and size, so nothing moves while the player points and clicks.
	meas measured
	// hint is the height of the strips above and below a list that scrolls;
	// headH the header's height.
	hint, headH, maxScroll float64
	// The bot's advice holds while the focus (or the points) it set stay.
	adviceFocus int
	// reasons are the reasons line of each option's advice (Reasons), for
	// the prompt with sequence number reasonsSeq-1 (0: none yet).
	reasons      []string
	reasonsSeq   int
	advicePoints []int
	// cut lists the texts the last paint had to shorten (for tests: no
	// number may be cut).
	cut []string
}

type measured struct {
	key         string
	oddsLines   []int
	labelLines  []int
	detailLines int
	adviceLines int
}

// NewPrompt returns an empty prompt panel.
func NewPrompt() *Prompt {
	p := &Prompt{seq: -1, hover: -1, showAll: ui.NewButton("opt-all", ""), suggest: ui.NewButton("suggest", ""),
		ok: ui.NewButton("alloc-ok", ""), clear: ui.NewButton("alloc-clear", "")}
	p.relabel()
	for _, b := range []*ui.Button{p.showAll, p.suggest, p.ok, p.clear} {
		b.TextSize = 12
	}
	return p
}

// Layout gives the panel its width, place and the most height it may take.
func (p *Prompt) Layout(m ui.Metrics, x, y, w, maxH float64) {
	if m.Lang != p.m.Lang {
		p.meas = measured{} // the words, and so their lines, change
	}
	p.m = m
	p.relabel()
	p.Rect = ui.Rect{X: x, Y: y, W: w}
	p.maxH = maxH
	p.relayout()
}

// Current is the prompt shown (nil for none).
func (p *Prompt) Current() *engine.Prompt { return p.cur }

// Focused is the index of the focused option, or -1.
func (p *Prompt) Focused() int {
	if p.cur == nil || p.focus < 0 || p.focus >= len(p.cur.Options) {
		return -1
	}
	return p.focus
}

// SetFocus focuses an option (scrolling it into view).
func (p *Prompt) SetFocus(i int) {
	p.focus = i
	p.ensureVisible()
}

// SetFilter shows only the given options (nil: all).
func (p *Prompt) SetFilter(idx []int, label string) {
	p.Filter, p.FilterLabel = idx, label
	p.scroll = 0
	if len(idx) > 0 {
		p.focus = idx[0]
	}
	p.relayout()
}

// visible returns the option indexes shown, in order.
func (p *Prompt) visible() []int {
	if p.cur == nil {
		return nil
	}
	if len(p.Filter) > 0 {
		return p.Filter
	}
	// 0, 1, … n-1 in a list the prompt keeps (read every frame: issue
	// 16); a caller that holds it sees the same numbers.
	for len(p.allIdx) < len(p.cur.Options) {
		p.allIdx = append(p.allIdx, len(p.allIdx))
	}
	return p.allIdx[:len(p.cur.Options):len(p.cur.Options)]
}

// set shows a prompt (nil hides the panel); a new prompt resets the panel.
func (p *Prompt) set(pr *engine.Prompt) {
	if pr == nil {
		if p.cur != nil {
			p.cur = nil
			p.relayout()
		}
		return
	}
	if p.cur != nil && pr.Seq == p.seq && pr.Kind == p.kind && len(pr.Options) == len(p.cur.Options) {
		p.cur = pr
		return
	}
	p.cur, p.seq, p.kind = pr, pr.Seq, pr.Kind
	p.focus, p.scroll, p.Filter, p.FilterLabel, p.SuggestText, p.err = 0, 0, nil, "", "", ""
	p.meas = measured{}
	p.opts = p.opts[:0]
	p.minus, p.plus = p.minus[:0], p.plus[:0]
	for i, o := range pr.Options {
		b := ui.NewButton("opt:"+o.Key, i18n.Label(o))
		p.opts = append(p.opts, b)
		if pr.Alloc != nil {
			mb, pb := ui.NewButton(fmt.Sprintf("alloc-minus:%d", i), "−"), ui.NewButton(fmt.Sprintf("alloc-plus:%d", i), "+")
			mb.TextSize, pb.TextSize = 15, 15
			p.minus = append(p.minus, mb)
			p.plus = append(p.plus, pb)
		}
	}
	p.points = nil
	if pr.Alloc != nil {
		p.points = make([]int, len(pr.Options))
	}
	p.relayout()
}

func (p *Prompt) fonts() (head, body, small float64) { return 13.5, 12.5, 11 }

// relayout computes the panel's height and the rectangles of its controls.
func (p *Prompt) relayout() {
	m := p.m
	if p.cur == nil {
		p.Rect.H = 0
		return
	}
	pad := m.Pt(10)
	w := p.Rect.W
	// Header: kind, rule chip, then the question (measured in Draw).
	headH := m.Pt(24) + float64(max(1, min(maxQuestionLines, len(p.headLines))))*m.Pt(16) + m.Pt(6)
	if p.FilterLabel != "" {
		headH += m.Pt(26)
	}
	p.rule = ui.Rect{X: p.Rect.X + w - pad - m.Pt(64), Y: p.Rect.Y + m.Pt(4), W: m.Pt(64), H: m.Pt(20)}
	vis := p.visible()
	p.rowH = p.rowH[:0]
	total := 0.0
	for _, i := range vis {
		h := m.Pt(28)
		if len(p.cur.Options[i].Odds) > 0 || p.cur.Alloc != nil {
			h = m.Pt(42)
			if i < len(p.meas.oddsLines) && p.meas.oddsLines[i] > 1 {
				h += float64(p.meas.oddsLines[i]-1) * m.Pt(13)
			}
		}
		if i < len(p.meas.labelLines) && p.meas.labelLines[i] > 1 {
			h += float64(p.meas.labelLines[i]-1) * m.Pt(16)
		}
		p.rowH = append(p.rowH, h)
		total += h
	}
	detailH := m.Pt(17) + float64(max(3, p.meas.detailLines))*m.Pt(15)
	footH := m.Pt(40)
	if p.cur.Alloc != nil {
		footH = m.Pt(44)
	} else if n := p.meas.adviceLines; n > 2 {
		footH = m.Pt(14) + float64(n)*m.Pt(13)
	}
	avail := p.maxH - headH - detailH - footH
	if total > avail && p.meas.detailLines < 3 {
		// The detail keeps room for three lines so that the panel does
		// not jump as the focus moves; a list that does not fit takes
		// back what no option's detail needs (the table's prompts at
		// 1024×640 showed four and a half rows over an empty detail).
		detailH = m.Pt(17) + float64(max(1, p.meas.detailLines))*m.Pt(15)
		avail = p.maxH - headH - detailH - footH
	}
	listH := math.Min(total, math.Max(m.Pt(60), avail))
	// A list longer than its room gets a strip above and below for the
	// "▲ more" / "▼ more" hints, so a hint never covers a row; rows of one
	// height show whole (the wheel moves them a row at a time), not one
	// cut in half over the hint.
	p.hint = 0
	p.rowStep = m.Pt(30)
	if total > listH+0.5 {
		p.hint = m.Pt(14)
		listH = math.Max(m.Pt(40), listH-2*p.hint)
		if h := p.rowH[0]; uniform(p.rowH) && listH >= h {
			listH = math.Floor(listH/h+0.001) * h
			p.rowStep = h
		}
	}
	p.headH = headH
	p.list = ui.Rect{X: p.Rect.X, Y: p.Rect.Y + headH + p.hint, W: w, H: listH}
	p.Rect.H = headH + listH + 2*p.hint + detailH + footH
	p.maxScroll = math.Max(0, total-listH)
	maxScroll := p.maxScroll
	p.scroll = math.Max(0, math.Min(p.scroll, maxScroll))
	// Hide every option button, then place the visible rows.
	for _, b := range p.opts {
		b.Rect = ui.Rect{}
	}
	for _, b := range p.minus {
		b.Rect = ui.Rect{}
	}
	for _, b := range p.plus {
		b.Rect = ui.Rect{}
	}
	y := p.list.Y - p.scroll
	for k, i := range vis {
		h := p.rowH[k]
		r := ui.Rect{X: p.Rect.X + m.Pt(4), Y: y, W: w - m.Pt(8), H: h - m.Pt(2)}
		full := r.Y >= p.list.Y-1 && r.Y+r.H <= p.list.Y+p.list.H+1
		if !full && !p.partRows(h) {
			// A row partly in view is not shown (a two-line label was
			// cut under "▼ more"): the hint says there is more.
		} else if !full && r.Y >= p.list.Y-1 && r.Y+m.Pt(28) <= p.list.Y+p.list.H+1 {
			// Partly in view with its label: the part in view answers.
			p.opts[i].Rect = ui.Rect{X: r.X, Y: r.Y, W: r.W, H: p.list.Y + p.list.H - r.Y}
		}
		if full {
			p.opts[i].Rect = r
			if p.cur.Alloc != nil {
				bs := m.Pt(26)
				p.plus[i].Rect = ui.Rect{X: r.X + r.W - bs - m.Pt(4), Y: r.Y + m.Pt(3), W: bs, H: bs}.Snap()
				p.minus[i].Rect = ui.Rect{X: r.X + r.W - 2*bs - m.Pt(36), Y: r.Y + m.Pt(3), W: bs, H: bs}.Snap()
			}
		}
		y += h
	}
	fy := p.Rect.Y + p.Rect.H - footH + m.Pt(6)
	bh := m.Pt(28)
	p.suggest.Rect = ui.Rect{X: p.Rect.X + pad, Y: fy, W: m.Pt(110), H: bh}.Snap()
	p.showAll.Rect = ui.Rect{}
	if len(p.Filter) > 0 {
		p.showAll.Rect = ui.Rect{X: p.Rect.X + w - pad - m.Pt(92), Y: p.Rect.Y + headH - m.Pt(26), W: m.Pt(92), H: m.Pt(22)}.Snap()
	}
	p.ok.Rect, p.clear.Rect = ui.Rect{}, ui.Rect{}
	if p.cur.Alloc != nil {
		p.ok.Rect = ui.Rect{X: p.Rect.X + w - pad - m.Pt(90), Y: fy, W: m.Pt(90), H: bh}.Snap()
		p.clear.Rect = ui.Rect{X: p.ok.Rect.X - m.Pt(78), Y: fy, W: m.Pt(70), H: bh}.Snap()
	}
}

// partRows reports whether a row of height h that is partly in view is
// drawn clipped to the list: only a row taller than the list itself (it
// could never show whole). Any other row shows whole or not at all (issue
// 14, item 10: "Move to North Sea (via English Channel)" showed its first
// line over "▼ more").
func (p *Prompt) partRows(h float64) bool { return h > p.list.H+1 }

func (p *Prompt) ensureVisible() {
	vis := p.visible()
	y := 0.0
	for k, i := range vis {
		if i == p.focus {
			h := p.rowH[k]
			if y < p.scroll {
				p.scroll = y
			} else if y+h > p.scroll+p.list.H {
				p.scroll = y + h - p.list.H
			}
			break
		}
		if k < len(p.rowH) {
			y += p.rowH[k]
		}
	}
	p.relayout()
}

// Controls lists the panel's buttons for tests and the page hook.
func (p *Prompt) Controls() []ui.Info { return p.AppendControls(nil) }

// AppendControls appends Controls to out.
func (p *Prompt) AppendControls(out []ui.Info) []ui.Info {
	if p.cur == nil {
		return out
	}
	for i, b := range p.opts {
		inf := b.Info()
		inf.Focused = i == p.focus
		out = append(out, inf)
	}
	for i := range p.minus {
		out = append(out, p.minus[i].Info(), p.plus[i].Info())
	}
	if p.cur.Alloc != nil {
		p.ok.Disabled = p.cur.Validate(engine.Split(p.points...)) != nil
		out = append(out, p.ok.Info(), p.clear.Info())
	}
	out = append(out, p.suggest.Info())
	if len(p.Filter) > 0 {
		out = append(out, p.showAll.Info())
	}
	return out
}

// Update shows the session's pending prompt and handles the player's input.
func (p *Prompt) Update(in *input.State, s *play.Core) PromptAction {
	var act PromptAction
	p.set(s.Pending())
	if p.cur == nil {
		return act
	}
	if p.reasonsSeq != p.seq+1 {
		// Bot's advice says why (advice.go; the campaign's games only),
		// measured with the prompt.
		g, _ := s.Game().(*campaign.Game)
		p.reasons, p.reasonsSeq = Reasons(g, p.cur), p.seq+1
		p.meas.key = ""
	}
	pr := p.cur
	vis := p.visible()
	// Pointer: the wheel scrolls the list; a click on a row answers (or, in
	// an allocation, focuses the target).
	p.hover = -1
	for _, pt := range in.Pointers {
		if p.list.Contains(pt.X, pt.Y) && in.WheelY != 0 && pt.Kind == input.Mouse {
			p.scroll -= in.WheelY * p.rowStep
			in.WheelY = 0
			p.relayout()
		}
		for _, i := range vis {
			if p.opts[i].Rect.Contains(pt.X, pt.Y) {
				p.hover = i
			}
		}
		if pt.Released && p.rule.Contains(pt.X, pt.Y) {
			act.Rule = pr.Rule
		}
	}
	// Escape has one job on the map, the menu (issue 14, item 13): the
	// whole list comes back with Show all or the 0 key.
	if p.showAll.Update(in) || (len(p.Filter) > 0 && in.ConsumeChar('0')) {
		p.SetFilter(nil, "")
	}
	if p.suggest.Update(in) {
		act.Suggest = true
	}
	if pr.Alloc != nil {
		for i := range pr.Options {
			if p.minus[i].Update(in) {
				p.adjust(i, -1)
			}
			if p.plus[i].Update(in) {
				p.adjust(i, +1)
			}
		}
		for i, b := range p.opts {
			if b.Update(in) {
				p.focus = i
			}
		}
		if p.clear.Update(in) {
			clear(p.points)
		}
		valid := pr.Validate(engine.Split(p.points...)) == nil
		p.ok.Disabled = !valid
		if p.ok.Update(in) && valid {
			c := engine.Split(p.points...)
			act.Choice = &c
		}
	} else {
		for _, i := range vis {
			if p.opts[i].Update(in) {
				c := engine.Pick(i)
				act.Choice = &c
			}
		}
	}
	// Keys: Up/Down move the focus; Left/Right change an allocation;
	// digits focus an option; Enter answers.
	move := func(d int) {
		k := indexOf(vis, p.focus)
		k = ((k+d)%len(vis) + len(vis)) % len(vis)
		p.SetFocus(vis[k])
	}
	for in.Consume(input.Down) {
		move(1)
	}
	for in.Consume(input.Up) {
		move(-1)
	}
	if pr.Alloc != nil {
		for in.Consume(input.Right) {
			p.adjust(p.focus, +1)
		}
		for in.Consume(input.Left) {
			p.adjust(p.focus, -1)
		}
	}
	for d := '1'; d <= '9'; d++ {
		if k := int(d - '1'); k < len(vis) && in.ConsumeChar(d) {
			p.SetFocus(vis[k])
		}
	}
	if act.Choice == nil && in.Consume(input.Activate) {
		if pr.Alloc != nil {
			if err := pr.Validate(engine.Split(p.points...)); err == nil {
				c := engine.Split(p.points...)
				act.Choice = &c
			} else {
				p.err = err.Error()
			}
		} else if f := p.Focused(); f >= 0 {
			c := engine.Pick(f)
			act.Choice = &c
		}
	}
	return act
}

// AllocAdviceText is the bot's advice on an attack split.
const AllocAdviceText = "The doctrine bot would split the points as set above."

// AdviceText is the bot's advice to take an option: the option is focused,
// and the advice sits beside Bot's advice, so it is short.
const AdviceText = "The doctrine bot would choose the focused option (Enter takes it)."

// AdviceFor is the advice to take option i: with its reasons when there
// are any (advice.go), else AdviceText.
func (p *Prompt) AdviceFor(i int) string {
	if p.reasonsSeq == p.seq+1 && i >= 0 && i < len(p.reasons) && p.reasons[i] != "" {
		return p.reasons[i]
	}
	return AdviceText
}

// Advise shows the bot's advice for the focus (or points) as they are now;
// it goes when the player moves the focus or changes the points.
func (p *Prompt) Advise(text string) {
	p.SuggestText = text
	p.adviceFocus = p.focus
	p.advicePoints = append(p.advicePoints[:0], p.points...)
}

// advice is the bot's advice while it still holds ("" otherwise).
func (p *Prompt) advice() string {
	if p.SuggestText == "" || p.focus != p.adviceFocus || !slices.Equal(p.points, p.advicePoints) {
		return ""
	}
	return p.SuggestText
}

// Cut lists the texts the panel had to shorten when it was last painted.
func (p *Prompt) Cut() []string { return p.cut }

func (p *Prompt) ellipsize(s string, face text.Face, w float64) string {
	e := Ellipsize(s, face, w)
	if e != s {
		p.cut = append(p.cut, s)
	}
	return e
}

// OddsLines lays out an option's odds: the first line beside the odds bar
// (firstW wide), the rest under it (restW wide). A line breaks only between
// outcomes, so no figure is ever parted from its outcome or cut.
func OddsLines(odds []engine.Odd, face text.Face, firstW, restW float64) []string {
	var lines []string
	line := ""
	w := firstW
	for k, o := range odds {
		part := i18n.Outcome(o.Outcome) + " " + Pct(o.P)
		// A line that more outcomes follow ends in " ·": it must fit too.
		end := ""
		if k < len(odds)-1 {
			end = " ·"
		}
		if line != "" && text.Advance(line+" · "+part+end, face) <= w {
			line += " · " + part
			continue
		}
		if line != "" {
			lines = append(lines, line+" ·")
			w = restW
		}
		line = part
		if text.Advance(part, face) > restW {
			// One outcome longer than a line: it breaks between words.
			ws := Wrap(part, face, restW)
			lines = append(lines, ws[:len(ws)-1]...)
			line, w = ws[len(ws)-1], restW
		}
	}
	if line != "" {
		lines = append(lines, line)
	}
	if len(lines) > 0 && firstW < restW && text.Advance(lines[0], face) > firstW {
		// Not even the first outcome fits beside the bar: all go under it.
		return append([]string{""}, OddsLines(odds, face, restW, restW)...)
	}
	return lines
}

// oddsWidths are the widths of an option row's odds text beside the bar and
// under it.
func (p *Prompt) oddsWidths() (first, rest float64) {
	m := p.m
	rw := p.Rect.W - m.Pt(8)
	first, rest = rw-m.Pt(104), rw-m.Pt(32)
	if p.cur != nil && p.cur.Alloc != nil {
		first -= m.Pt(92) // the − points + controls
	}
	return first, rest
}

// labelWidth is the width of an option's label.
func (p *Prompt) labelWidth() float64 {
	rw := p.Rect.W - p.m.Pt(8)
	if p.cur != nil && p.cur.Alloc != nil {
		return rw - p.m.Pt(130)
	}
	return rw - p.m.Pt(34)
}

// detailText is the focused option's detail line.
func (p *Prompt) detailText(i int, points []int) string {
	pr := p.cur
	o := pr.Options[i]
	// The odds are on the option's row, in full; the detail says the rest.
	d := i18n.Detail(o)
	if pr.Alloc != nil {
		d = i18n.T("prompt.allotted", engine.Text("detail", strings.TrimSuffix(i18n.Detail(o), ".")), engine.Int("n", sum(points)), engine.Int("total", pr.Alloc.Total))
		if pr.Alloc.Exact {
			d += " (all must be)"
		}
		if pr.Alloc.Min > 1 {
			d += fmt.Sprintf(", at least %d on a target", pr.Alloc.Min)
		}
	}
	if o.Rule != "" && o.Rule != pr.Rule {
		d += " [" + o.Rule + "]"
	}
	return d
}

// adviceRect is where the advice is written: beside Bot's advice in the
// footer, or (for an attack split, whose footer holds Fire and Clear) as
// the first lines of the detail.
func (p *Prompt) adviceWidth() float64 {
	m := p.m
	return p.Rect.W - 2*m.Pt(10) - m.Pt(118)
}

// measure works out, once per prompt and size, how many lines the odds,
// the detail and the advice need, and lays the panel out again when that
// changed.
func (p *Prompt) measure(fonts *ui.Fonts) {
	pr := p.cur
	m := p.m
	key := fmt.Sprint(p.seq, p.kind, len(pr.Options), p.Rect.W, m)
	if key == p.meas.key {
		return
	}
	small := fonts.Face(ui.Regular, m.Pt(10.5))
	small2 := fonts.Face(ui.Regular, m.Pt(11))
	first, rest := p.oddsWidths()
	mm := measured{key: key, oddsLines: make([]int, len(pr.Options)), labelLines: make([]int, len(pr.Options))}
	bold := fonts.Face(ui.Bold, m.Pt(12.5))
	dw := p.Rect.W - 2*m.Pt(10)
	full := make([]int, len(pr.Options))
	if pr.Alloc != nil {
		for i := range full {
			full[i] = pr.Alloc.Total
		}
	}
	for i, o := range pr.Options {
		cands := [][]engine.Odd{o.Odds}
		if pr.Alloc != nil && i < len(pr.Alloc.PerTarget) {
			cands = pr.Alloc.PerTarget[i]
		}
		for _, odds := range cands {
			if len(odds) > 0 {
				mm.oddsLines[i] = max(mm.oddsLines[i], len(OddsLines(odds, small, first, rest)))
			}
		}
		mm.labelLines[i] = len(Wrap(i18n.Label(o), bold, p.labelWidth()))
		mm.detailLines = max(mm.detailLines, len(Wrap(p.detailText(i, full), small2, dw)))
		if pr.Alloc == nil {
			mm.adviceLines = max(mm.adviceLines, len(Wrap(p.AdviceFor(i), small, p.adviceWidth())))
		}
	}
	if pr.Alloc != nil {
		mm.detailLines += len(Wrap(AllocAdviceText, small2, dw))
	}
	mm.detailLines = min(mm.detailLines, 8)
	p.meas = mm
	p.relayout()
	// The rows have their measured heights now: the focused one (the
	// bot's advice may have set it before the first measure) stays in
	// view.
	p.ensureVisible()
}

// SetPoints fills the allocation editor (e.g. with the bot's advice).
func (p *Prompt) SetPoints(pts []int) {
	if p.cur != nil && p.cur.Alloc != nil && len(pts) == len(p.points) {
		copy(p.points, pts)
	}
}

func (p *Prompt) adjust(i, d int) {
	a := p.cur.Alloc
	if a == nil || i < 0 || i >= len(p.points) {
		return
	}
	v := p.points[i] + d
	used := 0
	for _, x := range p.points {
		used += x
	}
	if d > 0 {
		if used >= a.Total {
			return
		}
		if v > 0 && v < a.Min {
			v = min(a.Min, p.points[i]+a.Total-used)
		}
		if i < len(a.Max) && a.Max[i] > 0 && v > a.Max[i] {
			return
		}
	} else if v > 0 && v < a.Min {
		v = 0
	}
	p.points[i] = max(0, v)
	p.err = ""
}

func indexOf(xs []int, v int) int {
	for i, x := range xs {
		if x == v {
			return i
		}
	}
	return 0
}

type promptKey struct {
	seq, focus, hover int
	scroll            float64
	filter            string
	points            string
	suggest, err      string
	rect              ui.Rect
	m                 ui.Metrics
	infos             [4]ui.Info // the suggest, show-all, OK and clear buttons
}

// Draw draws the panel (nothing when no prompt is shown).
func (p *Prompt) Draw(dst *ebiten.Image, fonts *ui.Fonts) {
	if p.cur == nil || p.Rect.H <= 0 {
		return
	}
	m := p.m
	// The question's wrapped lines decide the header height: measure once.
	p.cut = p.cut[:0]
	lines := p.questionLines(fonts)
	if len(lines) != len(p.headLines) {
		p.headLines = lines
		p.relayout()
	}
	p.headLines = lines
	p.measure(fonts)
	var pts ui.Key
	key := promptKey{p.seq, p.focus, p.hover, p.scroll, p.FilterLabel, pts.Ints(p.points).String(), p.advice(), p.err, p.Rect, m,
		[4]ui.Info{p.suggest.Info(), p.showAll.Info(), p.ok.Info(), p.clear.Info()}}
	p.layer.Draw(dst, p.Rect, key, func(img *ebiten.Image) { p.paint(img, fonts) })
	p.suggest.Draw(dst, fonts, m)
	if len(p.Filter) > 0 {
		p.showAll.Draw(dst, fonts, m)
	}
	if p.cur.Alloc != nil {
		for i := range p.minus {
			if p.minus[i].Rect.W > 0 {
				p.minus[i].Disabled = p.points[i] == 0
				p.minus[i].Draw(dst, fonts, m)
				p.plus[i].Draw(dst, fonts, m)
			}
		}
		p.ok.Draw(dst, fonts, m)
		p.clear.Draw(dst, fonts, m)
	}
}

func (p *Prompt) paint(img *ebiten.Image, fonts *ui.Fonts) {
	m := p.m
	pr := p.cur
	oy := p.Rect.Y
	w, h := p.Rect.W, p.Rect.H
	pad := m.Pt(10)
	pt := &glyph.Painter{Dst: img}
	RoundBox(pt, ui.Rect{W: w, H: h}, m.Pt(6), PanelFill, ui.Brass, m.Pt(1.2))
	Fill(pt, ui.Rect{X: m.Pt(1), Y: m.Pt(1), W: w - m.Pt(2), H: m.Pt(26)}, ui.Fade(ui.Brass, 0.18))
	type job struct {
		s    string
		size float64
		st   ui.Style
		x, y float64
		ink  color.Color
		al   ui.Align
		clip bool // a row's text, clipped to the list
	}
	var jobs []job
	title := strings.ToUpper(KindTitle(pr.Kind))
	if pr.Sub != "" {
		title += "  ·  " + i18n.Text(pr.SubMsg, pr.Sub)
	}
	// The title gives way to the rule's tag at its right (a long force's
	// name ran into it at 1024×640).
	rule := "[" + pr.Rule + "]"
	room := w - 2*pad - text.Advance(rule, fonts.Face(ui.Mono, m.Pt(11))) - m.Pt(8)
	title = Ellipsize(title, fonts.Face(ui.Bold, m.Pt(11.5)), room)
	jobs = append(jobs, job{title, 11.5, ui.Bold, pad, m.Pt(14), ui.Brass, ui.Left, false})
	jobs = append(jobs, job{rule, 11, ui.Mono, w - pad, m.Pt(14), RuleInk, ui.Right, false})
	y := m.Pt(24) + m.Pt(8)
	for _, ln := range p.headLines {
		jobs = append(jobs, job{ln, 12.5, ui.Regular, pad, y + m.Pt(4), ui.Paper, ui.Left, false})
		y += m.Pt(16)
	}
	if p.FilterLabel != "" {
		jobs = append(jobs, job{p.FilterLabel, 11.5, ui.Bold, pad, p.headH - m.Pt(13), DecideInk, ui.Left, false})
	}
	// Rows, clipped to the list.
	clipR := image.Rect(0, int(math.Floor(p.list.Y-oy)), int(w), int(math.Ceil(p.list.Y-oy+p.list.H)))
	listImg := img.SubImage(clipR).(*ebiten.Image)
	rp := &glyph.Painter{Dst: listImg}
	vis := p.visible()
	ry := p.list.Y - oy - p.scroll
	bold := fonts.Face(ui.Bold, m.Pt(12.5))
	small := fonts.Face(ui.Regular, m.Pt(10.5))
	for k, i := range vis {
		rh := p.rowH[k]
		r := ui.Rect{X: m.Pt(4), Y: ry, W: w - m.Pt(8), H: rh - m.Pt(2)}
		ry += rh
		if r.Y+r.H < p.list.Y-oy || r.Y > p.list.Y-oy+p.list.H {
			continue
		}
		if (r.Y < p.list.Y-oy-1 || r.Y+r.H > p.list.Y-oy+p.list.H+1) && !p.partRows(rh) {
			continue // partly in view: not shown, the hint says there is more
		}
		o := pr.Options[i]
		rowJobs := len(jobs)
		switch {
		case i == p.focus:
			RoundBox(rp, r, m.Pt(4), RowFocus, ui.Brass, m.Pt(1))
		case i == p.hover:
			RoundBox(rp, r, m.Pt(4), RowHover, nil, 0)
		default:
			RoundBox(rp, r, m.Pt(4), ui.Fade(ui.SeaShallow, 0.35), nil, 0)
		}
		num := ""
		if k < 9 {
			num = fmt.Sprint(k + 1)
		}
		odds := o.Odds
		if pr.Alloc != nil {
			pts := p.points[i]
			odds = nil
			if i < len(pr.Alloc.PerTarget) && pts < len(pr.Alloc.PerTarget[i]) {
				odds = pr.Alloc.PerTarget[i][pts]
			}
			jobs = append(jobs, job{fmt.Sprint(pts), 15, ui.Bold, r.X + r.W - m.Pt(47), r.Y + m.Pt(16), ui.Paper, ui.Center, false})
		}
		jobs = append(jobs, job{num, 10, ui.Mono, r.X + m.Pt(8), r.Y + m.Pt(13), Dim, ui.Left, false})
		ll, ol := p.rowTexts(o, odds, bold, small)
		for n, ln := range ll {
			jobs = append(jobs, job{ln, 12.5, ui.Bold, r.X + m.Pt(24), r.Y + m.Pt(13) + float64(n)*m.Pt(16), ui.Paper, ui.Left, false})
		}
		ly := float64(len(ll)-1) * m.Pt(16) // the label's extra lines
		if len(odds) > 0 {
			bar := ui.Rect{X: r.X + m.Pt(24), Y: r.Y + ly + m.Pt(23), W: m.Pt(70), H: m.Pt(6)}
			OddsBar(rp, bar, pr.Kind, odds)
			for n, ln := range ol {
				if n == 0 {
					jobs = append(jobs, job{ln, 10.5, ui.Regular, bar.X + bar.W + m.Pt(6), bar.Y + bar.H/2 + m.Pt(1), ui.PaperDim, ui.Left, false})
					continue
				}
				jobs = append(jobs, job{ln, 10.5, ui.Regular, bar.X, bar.Y + bar.H/2 + m.Pt(1) + float64(n)*m.Pt(13), ui.PaperDim, ui.Left, false})
			}
		} else if pr.Alloc != nil {
			jobs = append(jobs, job{"not targeted", 10.5, ui.Regular, r.X + m.Pt(24), r.Y + ly + m.Pt(29), Dim, ui.Left, false})
		}
		for k := rowJobs; k < len(jobs); k++ {
			jobs[k].clip = true
		}
	}
	// Scroll hints.
	if p.hint > 0 {
		if p.scroll > 0 {
			jobs = append(jobs, job{"▲ " + i18n.T("prompt.more"), 10, ui.Bold, w / 2, p.list.Y - oy - p.hint/2, ui.Brass, ui.Center, false})
		}
		if p.scroll < p.maxScroll-0.5 {
			jobs = append(jobs, job{"▼ " + i18n.T("prompt.more"), 10, ui.Bold, w / 2, p.list.Y - oy + p.list.H + p.hint/2, ui.Brass, ui.Center, false})
		}
	}
	// Detail of the focused option.
	dy := p.list.Y - oy + p.list.H + p.hint + m.Pt(4)
	Fill(pt, ui.Rect{X: pad, Y: dy, W: w - 2*pad, H: m.PtR(1)}, ui.Fade(PanelEdge, 0.8))
	advice := p.advice()
	ls, inks := p.detailLines(p.Focused(), advice, fonts, max(3, p.meas.detailLines))
	for k, ln := range ls {
		jobs = append(jobs, job{ln, 11, ui.Regular, pad, dy + m.Pt(12) + float64(k)*m.Pt(15), inks[k], ui.Left, false})
	}
	if advice != "" && pr.Alloc == nil {
		ax := p.suggest.Rect.X - p.Rect.X + p.suggest.Rect.W + m.Pt(8)
		ay := p.suggest.Rect.Y - oy + m.Pt(7)
		for k, ln := range Wrap(advice, small, p.adviceWidth()) {
			jobs = append(jobs, job{ln, 10.5, ui.Regular, ax, ay + float64(k)*m.Pt(13), DecideInk, ui.Left, false})
		}
	}
	if pr.Alloc == nil && advice == "" {
		jobs = append(jobs, job{i18n.T("prompt.keys"), 10, ui.Regular, w - pad, h - m.Pt(20), Dim, ui.Right, false})
	}
	pt.Flush()
	rp.Flush()
	for _, j := range jobs {
		if j.s == "" {
			continue
		}
		dst := img
		if j.clip {
			dst = listImg
		}
		ui.DrawText(dst, j.s, fonts.Face(j.st, m.Pt(j.size)), j.x, j.y, j.al, j.ink)
	}
}

// maxQuestionLines is the most lines the question takes: five (a torpedo
// split's question with its doctrine, "…plus the dispersal bonus (1)
// wherever you wish [30.81]", took four at 1024×640 and lost its figures
// when it had three).
const maxQuestionLines = 5

// questionLines are the question's lines: maxQuestionLines at most, the
// last shortened with "…" if it must be.
func (p *Prompt) questionLines(fonts *ui.Fonts) []string {
	m := p.m
	face := fonts.Face(ui.Regular, m.Pt(12.5))
	w := p.Rect.W - m.Pt(20)
	q := i18n.Question(p.cur)
	p.words(q, face, w)
	lines := Wrap(q, face, w)
	if len(lines) > maxQuestionLines {
		lines = append(lines[:maxQuestionLines-1], p.ellipsize(strings.Join(lines[maxQuestionLines-1:], " "), face, w))
	}
	return lines
}

// rowTexts are an option's label lines and its odds' lines (odds: an
// allocation's depend on the points), shortened with "…" where they must
// be (a label's word wider than its line).
func (p *Prompt) rowTexts(o engine.Option, odds []engine.Odd, bold, small text.Face) (label, oddsLines []string) {
	labelW := p.labelWidth()
	l := i18n.Label(o)
	p.words(l, bold, labelW)
	for _, ln := range Wrap(l, bold, labelW) {
		label = append(label, p.ellipsize(ln, bold, labelW))
	}
	if len(odds) == 0 {
		return label, nil
	}
	first, rest := p.oddsWidths()
	for _, o := range odds {
		p.words(i18n.Outcome(o.Outcome)+" "+Pct(o.P), small, rest)
	}
	for n, ln := range OddsLines(odds, small, first, rest) {
		if n == 0 {
			oddsLines = append(oddsLines, p.ellipsize(ln, small, first))
			continue
		}
		oddsLines = append(oddsLines, p.ellipsize(ln, small, rest))
	}
	return label, oddsLines
}

// detailLines are the lines under the list: an error, an allocation's
// advice, then the detail of option f (-1: none), at most room lines, the
// last holding the rest shortened with "…" when there is more (an error
// on top of the detail).
func (p *Prompt) detailLines(f int, advice string, fonts *ui.Fonts, room int) (ls []string, inks []color.Color) {
	small2 := fonts.Face(ui.Regular, p.m.Pt(11))
	w := p.Rect.W - 2*p.m.Pt(10)
	add := func(s string, ink color.Color) {
		p.words(s, small2, w)
		for _, ln := range Wrap(s, small2, w) {
			ls, inks = append(ls, ln), append(inks, ink)
		}
	}
	if p.err != "" {
		add(p.err, DecideInk)
	}
	if advice != "" && p.cur.Alloc != nil {
		add(advice, DecideInk)
	}
	if f >= 0 {
		add(p.detailText(f, p.points), ui.PaperDim)
	}
	if len(ls) > room {
		rest := strings.Join(ls[room-1:], " ")
		ls = append(ls[:room-1], p.ellipsize(rest, small2, w))
		inks = inks[:room]
	}
	return ls, inks
}

// words records s as cut when one of its words is wider than a line (Wrap
// then breaks it inside: "12,3" over "45").
func (p *Prompt) words(s string, face text.Face, w float64) {
	for _, wd := range strings.Fields(s) {
		if text.Advance(wd, face) > w {
			p.cut = append(p.cut, s)
			return
		}
	}
}

// Cuts lays out, without drawing, what the panel shows of its prompt at
// its size: the question, and for each option i with check(i) its label,
// its odds (an allocation's at every count of points) and its detail as
// when focused. It returns the texts shortened with "…" or with a word
// broken inside (issue 14, item 3: the soak test of every prompt of a
// campaign).
func (p *Prompt) Cuts(fonts *ui.Fonts, question bool, check func(i int) bool) []string {
	p.cut = p.cut[:0]
	if p.cur == nil {
		return nil
	}
	if question {
		p.questionLines(fonts)
	}
	bold := fonts.Face(ui.Bold, p.m.Pt(12.5))
	small := fonts.Face(ui.Regular, p.m.Pt(10.5))
	for i, o := range p.cur.Options {
		if !check(i) {
			continue
		}
		cands := [][]engine.Odd{o.Odds}
		if p.cur.Alloc != nil && i < len(p.cur.Alloc.PerTarget) {
			cands = p.cur.Alloc.PerTarget[i]
		}
		if len(cands) == 0 {
			cands = [][]engine.Odd{nil}
		}
		for k, odds := range cands {
			if k == 0 || len(odds) > 0 {
				p.rowTexts(o, odds, bold, small)
			}
		}
		// The detail has room for the longest detail of the prompt, at
		// most 8 lines (measure): only a longer one is cut.
		p.detailLines(i, "", fonts, 8)
	}
	return p.cut
}

// PromptCuts shows pr on the HUD's panel, laid out for the HUD's size, and
// lays it out without drawing (Prompt.Cuts): the soak test in
// render/combat, which plays a campaign once for the panel and the board.
func (h *HUD) PromptCuts(pr *engine.Prompt, fonts *ui.Fonts, question bool, check func(i int) bool) []string {
	h.Prompt.set(pr)
	h.layoutSide()
	return h.Prompt.Cuts(fonts, question, check)
}

// uniform reports whether every height is the first's.
func uniform(hs []float64) bool {
	for _, h := range hs {
		if math.Abs(h-hs[0]) > 0.01 {
			return false
		}
	}
	return true
}

func sum(xs []int) int {
	t := 0
	for _, x := range xs {
		t += x
	}
	return t
}

// relabel gives the panel's own buttons and the options their words in the
// player's language (called on every layout, which a change of language
// brings).
func (p *Prompt) relabel() {
	p.showAll.Label, p.suggest.Label = i18n.T("prompt.show-all"), i18n.T("prompt.advice")
	p.ok.Label, p.clear.Label = i18n.T("prompt.fire"), i18n.T("prompt.clear")
	if p.cur != nil {
		for i, b := range p.opts {
			if i < len(p.cur.Options) {
				b.Label = i18n.Label(p.cur.Options[i])
			}
		}
	}
}
