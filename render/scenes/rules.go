package scenes

import (
	"fmt"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"periscope/assets/rules"
	"periscope/game/engine"
	"periscope/i18n"
	"periscope/input"
	"periscope/render"
	"periscope/render/glyph"
	"periscope/render/hud"
	"periscope/render/ui"
)

// Rules is the in-game rules reference: the Steel Wolves rules by number,
// searchable by number or words, opened at the rule a log line or prompt
// cites.
type Rules struct {
	env   *render.Env
	rs    []rules.Rule
	err   error
	query string
	// q is the search field, always focused: typing, accents and the
	// input method's composition go through ui.TextField (issue 12).
	q     *ui.TextField
	tick  int
	res   []int // indexes of matching rules
	sel   int   // index into rs
	top   int   // first result row shown
	textY float64
	m     ui.Metrics
	back  *ui.Button
	rows  []*ui.Button
	list  ui.Rect
	body  ui.Rect
	field ui.Rect
	layer hud.Layer
	lines []ruleLine
}

type ruleLine struct {
	s    string
	bold bool
	sel  bool
	num  bool
}

// NewRules returns the rules reference opened at a rule ("" for the start).
func NewRules(env *render.Env, rule string) *Rules {
	r := &Rules{env: env, back: ui.NewButton("back", "Back")}
	r.back.TextSize = 13
	r.q = ui.NewTextField("search", "")
	r.q.Max = 40
	ui.NewFocusGroup(r.q.Button).Focus(r.q.Button)
	r.rs, r.err = rules.In(string(i18n.Current()))
	r.search()
	if rule != "" {
		if i := rules.Find(r.rs, rule); i >= 0 {
			r.sel = i
		}
	}
	r.showSel()
	return r
}

// Name implements render.Scene.
func (r *Rules) Name() string { return "rules" }

// Info implements render.Informer.
func (r *Rules) Info() map[string]string {
	m := map[string]string{"query": r.query, "results": fmt.Sprint(len(r.res))}
	if r.sel >= 0 && r.sel < len(r.rs) {
		m["rule"] = r.rs[r.sel].Num
	}
	return m
}

func (r *Rules) search() {
	r.res = rules.Search(r.rs, r.query)
	r.top = 0
	if len(r.res) > 0 && strings.TrimSpace(r.query) != "" {
		r.sel = r.res[0]
	}
}

// showSel scrolls the list so the selected rule is visible.
func (r *Rules) showSel() {
	k := -1
	for j, i := range r.res {
		if i == r.sel {
			k = j
		}
	}
	if k < 0 {
		return
	}
	n := max(1, len(r.rows))
	if k < r.top || k >= r.top+n {
		r.top = max(0, k-n/3)
	}
	r.textY = 0
}

// Layout implements render.Scene.
func (r *Rules) Layout(m ui.Metrics) {
	m = m.Fit(700, 480)
	r.m = m
	r.back.Label = i18n.T("ui.back")
	pad := m.Pt(16)
	head := m.Pt(64)
	r.back.Rect = ui.Rect{X: pad, Y: m.Pt(14), W: m.Pt(80), H: m.Pt(34)}.Snap()
	r.field = ui.Rect{X: r.back.Rect.X + r.back.Rect.W + m.Pt(16), Y: m.Pt(14), W: math.Min(m.Pt(420), m.Width*0.4), H: m.Pt(34)}.Snap()
	r.q.Rect = r.field
	r.q.Placeholder = i18n.T("rules.search")
	lw := math.Max(m.Pt(220), math.Min(m.Pt(340), m.Width*0.3))
	r.list = ui.Rect{X: pad, Y: head + m.Pt(8), W: lw, H: m.Height - head - m.Pt(24)}
	r.body = ui.Rect{X: pad + lw + m.Pt(16), Y: head + m.Pt(8), W: m.Width - lw - 2*pad - m.Pt(16), H: m.Height - head - m.Pt(24)}
	rowH := m.Pt(26)
	n := int(r.list.H / rowH)
	r.rows = r.rows[:0]
	for i := 0; i < n; i++ {
		b := ui.NewButton("", "")
		b.Rect = ui.Rect{X: r.list.X, Y: r.list.Y + float64(i)*rowH, W: r.list.W, H: rowH - m.Pt(1)}
		r.rows = append(r.rows, b)
	}
	r.showSel()
}

// Update implements render.Scene.
func (r *Rules) Update(ctx *render.SceneContext) error {
	in := ctx.Input
	if r.back.Update(in) {
		ctx.Scenes.Pop()
		return nil
	}
	r.tick = ctx.Tick
	// Typing searches (through the field: caret, accents, the input
	// method); Backspace deletes; Escape clears, then leaves.
	changed := false
	if r.query == "" {
		// Backspace in an empty search leaves, as Escape does.
		in.Erase = false
	}
	if r.q.Update(in) {
		r.query = r.q.Text
		changed = true
	}
	if in.Consume(input.Back) {
		if r.query != "" {
			r.query = ""
			r.q.Text = ""
			r.q.Update(in)
			changed = true
		} else {
			ctx.Scenes.Pop()
			return nil
		}
	}
	if changed {
		r.search()
		r.showSel()
	}
	k := -1
	for j, i := range r.res {
		if i == r.sel {
			k = j
		}
	}
	for in.Consume(input.Down) {
		if k+1 < len(r.res) {
			k++
			r.sel = r.res[k]
			r.showSel()
		}
	}
	for in.Consume(input.Up) {
		if k > 0 {
			k--
			r.sel = r.res[k]
			r.showSel()
		}
	}
	for in.Consume(input.PageDown) {
		r.textY += r.body.H * 0.8
	}
	for in.Consume(input.PageUp) {
		r.textY = math.Max(0, r.textY-r.body.H*0.8)
	}
	for i, b := range r.rows {
		if b.Update(in) && r.top+i < len(r.res) {
			r.sel = r.res[r.top+i]
			r.textY = 0
		}
	}
	for _, p := range in.Pointers {
		if in.WheelY != 0 && p.Kind == input.Mouse {
			switch {
			case r.list.Contains(p.X, p.Y):
				r.top = max(0, min(len(r.res)-len(r.rows), r.top-int(math.Round(in.WheelY*3))))
			case r.body.Contains(p.X, p.Y):
				r.textY = math.Max(0, r.textY-in.WheelY*r.m.Pt(40))
			}
		}
	}
	return nil
}

// Controls implements render.Describer.
func (r *Rules) Controls() []ui.Info {
	out := []ui.Info{r.back.Info(), {ID: "search", Label: r.query, Rect: r.field, Enabled: true, Focused: true}}
	for i, b := range r.rows {
		if r.top+i < len(r.res) {
			rl := r.rs[r.res[r.top+i]]
			out = append(out, ui.Info{ID: "rule:" + rl.Num, Label: rl.Title, Rect: b.Rect, Enabled: true, Focused: r.res[r.top+i] == r.sel})
		}
	}
	return out
}

// Draw implements render.Scene.
func (r *Rules) Draw(screen *ebiten.Image) {
	m := r.m
	fonts := r.env.Fonts
	screen.Fill(ui.SeaDeep)
	p := &glyph.Painter{Dst: screen}
	hud.Fill(p, ui.Rect{W: m.Width, H: m.Pt(62)}, hud.BarFill)
	hud.Fill(p, ui.Rect{Y: m.Pt(62), W: m.Width, H: m.PtR(1)}, ui.BrassDim)
	hud.RoundBox(p, r.field, m.Pt(4), ui.Fade(ui.SeaShallow, 0.6), ui.Brass, m.Pt(1.2))
	hud.RoundBox(p, r.list, m.Pt(4), hud.PanelFill, hud.PanelEdge, m.Pt(1))
	hud.RoundBox(p, r.body, m.Pt(4), hud.PanelFill, hud.PanelEdge, m.Pt(1))
	p.Flush()
	r.back.Draw(screen, fonts, m)
	face := fonts.Face(ui.Regular, m.Pt(14))
	r.q.Draw(screen, fonts, m, r.tick)
	title := i18n.T("rules.title")
	tx := r.field.X + r.field.W + m.Pt(20)
	if tx+ui.TextWidth(title, fonts.Face(ui.Bold, m.Pt(13)), m.Pt(1.5)) < m.Width-m.Pt(10) {
		ui.DrawTextTracked(screen, title, fonts.Face(ui.Bold, m.Pt(13)), tx, m.Pt(31), ui.Left, ui.Brass, m.Pt(1.5))
	}
	if r.err != nil {
		ui.DrawText(screen, i18n.T("rules.error", engine.Text("why", r.err.Error())), face, r.body.X+m.Pt(12), r.body.Y+m.Pt(20), ui.Left, hud.Bad)
		return
	}
	// The list of matches.
	num := fonts.Face(ui.Mono, m.Pt(11.5))
	small := fonts.Face(ui.Regular, m.Pt(11.5))
	pp := &glyph.Painter{Dst: screen}
	for i, b := range r.rows {
		if r.top+i >= len(r.res) {
			break
		}
		if r.res[r.top+i] == r.sel {
			hud.Fill(pp, b.Rect.Inset(m.Pt(2)), hud.RowFocus)
		} else if b.Hovered() {
			hud.Fill(pp, b.Rect.Inset(m.Pt(2)), hud.RowHover)
		}
	}
	pp.Flush()
	// The titles start past the widest rule number shown ("[14.15A]" ran
	// into its title at the fixed column).
	titleX := m.Pt(68)
	for i := range r.rows {
		if r.top+i >= len(r.res) {
			break
		}
		titleX = max(titleX, m.Pt(8)+ui.TextWidth("["+r.rs[r.res[r.top+i]].Num+"]", num, 0)+m.Pt(8))
	}
	for i, b := range r.rows {
		if r.top+i >= len(r.res) {
			break
		}
		rl := r.rs[r.res[r.top+i]]
		y := b.Rect.Y + b.Rect.H/2
		ui.DrawText(screen, "["+rl.Num+"]", num, b.Rect.X+m.Pt(8), y, ui.Left, hud.RuleInk)
		label := rl.Title
		if label == "" {
			label = strings.SplitN(rl.Text, "\n", 2)[0]
		}
		if rl.Title != "" {
			label = hud.Ellipsize(label, small, b.Rect.W-titleX-m.Pt(8))
		} else {
			label = rulePreview(label, small, b.Rect.W-titleX-m.Pt(8))
		}
		ui.DrawText(screen, label, small, b.Rect.X+titleX, y, ui.Left, ui.PaperDim)
	}
	if len(r.res) == 0 {
		ui.DrawText(screen, i18n.T("rules.none"), small, r.list.X+m.Pt(10), r.list.Y+m.Pt(16), ui.Left, ui.PaperDim)
	} else {
		ui.DrawText(screen, i18n.T("rules.count", engine.Int("n", len(r.res))), fonts.Face(ui.Regular, m.Pt(10.5)), r.list.X+r.list.W-m.Pt(8), r.list.Y+r.list.H+m.Pt(8), ui.Right, hud.Dim)
	}
	// The selected rule and those after it, like a page of the book.
	r.layer.Draw(screen, r.body, struct {
		sel int
		y   float64
		m   ui.Metrics
		r   ui.Rect
	}{r.sel, r.textY, m, r.body}, func(img *ebiten.Image) { r.paintBody(img) })
}

func (r *Rules) paintBody(img *ebiten.Image) {
	m := r.m
	fonts := r.env.Fonts
	w := r.body.W - m.Pt(32)
	body := fonts.Face(ui.Regular, m.Pt(13.5))
	bold := fonts.Face(ui.Bold, m.Pt(15))
	y := m.Pt(20) - r.textY
	h := r.body.H
	section := ""
	for i := r.sel; i < len(r.rs) && y < h; i++ {
		rl := r.rs[i]
		if rl.Section != section {
			section = rl.Section
			if y > -m.Pt(20) {
				ui.DrawTextTracked(img, strings.ToUpper(section), fonts.Face(ui.Bold, m.Pt(10.5)), m.Pt(16), y, ui.Left, ui.BrassDim, m.Pt(1))
			}
			y += m.Pt(20)
		}
		head := "[" + rl.Num + "]"
		if rl.Title != "" {
			head += "  " + rl.Title
		}
		ink := ui.Paper
		if i == r.sel {
			ink = ui.Brass
		}
		for _, ln := range hud.Wrap(head, bold, w) {
			if y > -m.Pt(20) && y < h {
				ui.DrawText(img, ln, bold, m.Pt(16), y, ui.Left, ink)
			}
			y += m.Pt(20)
		}
		for _, para := range strings.Split(rl.Text, "\n") {
			indent := 0.0
			t := para
			for strings.HasPrefix(t, "  ") {
				indent += m.Pt(14)
				t = t[2:]
			}
			for k, ln := range hud.Wrap(t, body, w-indent) {
				x := m.Pt(16) + indent
				if k > 0 && strings.HasPrefix(t, "• ") {
					x += m.Pt(12)
				}
				if y > -m.Pt(20) && y < h {
					ui.DrawText(img, ln, body, x, y, ui.Left, ui.PaperDim)
				}
				y += m.Pt(19)
			}
		}
		y += m.Pt(14)
	}
}

// StillKey implements render.Still.
func (r *Rules) StillKey() string {
	return fmt.Sprint(r.q.StillKey(), r.sel, r.top, r.textY, r.tick/30%2 == 0)
}

// rulePreview is the start of an untitled rule's text for its row in the
// list: whole words up to the width, then "…". It is an excerpt by design
// (the rule's text is read in the body), so unlike a label it is not
// reported as cut.
func rulePreview(s string, face text.Face, w float64) string {
	if text.Advance(s, face) <= w {
		return s
	}
	words := strings.Fields(s)
	out := ""
	for _, wd := range words {
		next := wd
		if out != "" {
			next = out + " " + wd
		}
		if text.Advance(next+"…", face) > w {
			break
		}
		out = next
	}
	return out + "…"
}
