package scenes

import (
	"fmt"
	"image/color"
	"math"
	"sort"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"periscope/game/engine"
	"periscope/i18n"
	"periscope/input"
	"periscope/render"
	"periscope/render/glyph"
	"periscope/render/hud"
	"periscope/render/ui"
)

// The scenario's briefing (issue 14, item 4 and "a first evening that
// teaches": "the scenario's briefing on its own screen"): when a game
// starts, a screen of its own over the dimmed chart says what the scenario
// is about, what wins it, and how risky each way of the first decision is
// — the ways the bot would take, the special ones (a raid on a naval
// base), the safest and the riskiest, each with all its odds, never cut.
// "Take command", Enter or Escape go to the map, where nothing covers the
// chart's targets and Escape has its one job (the game menu, item 13); the
// game menu's "Briefing" opens it again.

// briefing is the card's content and layout.
type briefing struct {
	begin *ui.Button
	card  ui.Rect
	items []briefItem
	bars  []briefBar
	// ways are the options shown, by index in the first prompt.
	ways []int
	seq  int // the prompt the ways are of
	m    ui.Metrics
}

type briefItem struct {
	s     string
	st    ui.Style
	size  float64
	x, y  float64
	ink   color.Color
	align ui.Align
}

type briefBar struct {
	r    ui.Rect
	kind string
	odds []engine.Odd
}

// briefWays picks the ways worth a briefing from a prompt's options with
// odds: the one advised, the special ones (a raid, mines), the safest
// that carries any risk, and the riskiest; at most four, in the prompt's
// order.
func briefWays(p *engine.Prompt, advised int) []int {
	if p == nil {
		return nil
	}
	safe := func(i int) float64 {
		for _, o := range p.Options[i].Odds {
			if o.Outcome == "safe" {
				return o.P
			}
		}
		return 0
	}
	var risky []int
	for i, o := range p.Options {
		if len(o.Odds) > 0 && safe(i) < 0.995 {
			risky = append(risky, i)
		}
	}
	if len(risky) == 0 {
		return nil
	}
	pick := map[int]bool{}
	if advised >= 0 && advised < len(p.Options) && len(p.Options[advised].Odds) > 0 {
		pick[advised] = true
	}
	for _, i := range risky {
		if strings.Contains(p.Options[i].Key, "|raid") {
			pick[i] = true
		}
	}
	best, worst := risky[0], risky[0]
	for _, i := range risky {
		if safe(i) > safe(best) {
			best = i
		}
		if safe(i) < safe(worst) {
			worst = i
		}
	}
	pick[best], pick[worst] = true, true
	var out []int
	for i := range pick {
		out = append(out, i)
	}
	sort.Ints(out)
	if len(out) > 4 {
		out = out[:4]
	}
	return out
}

// openBriefing makes the card for the session's pending decision.
func (c *Campaign) openBriefing() *briefing {
	b := &briefing{begin: ui.NewButton("begin", i18n.T("briefing.begin")), seq: -1}
	if p := c.s.Pending(); p != nil {
		b.seq = p.Seq
		adv := -1
		if ch := hud.Advice(c.s.Game(), c.s.Pending(), c.s.Suggest()); ch != nil && ch.Points == nil {
			adv = ch.Option
		}
		b.ways = briefWays(p, adv)
	}
	return b
}

// layoutBriefing lays the card out in the middle of main.
func (c *Campaign) layoutBriefing(b *briefing, m ui.Metrics, main ui.Rect) {
	b.m = m
	b.begin.Label = i18n.T("briefing.begin")
	b.items, b.bars = b.items[:0], b.bars[:0]
	w := math.Min(main.W-m.Pt(24), m.Pt(680))
	pad := m.Pt(22)
	tw := w - 2*pad
	fonts := c.env.Fonts
	y := 0.0
	add := func(s string, st ui.Style, size float64, ink color.Color) {
		face := fonts.Face(st, m.Pt(size))
		lh := m.Pt(size * 1.38)
		for _, l := range hud.Wrap(s, face, tw) {
			b.items = append(b.items, briefItem{s: l, st: st, size: size, x: pad, y: y + lh/2, ink: ink, align: ui.Left})
			y += lh
		}
	}
	sc := c.s.Scenario()
	y += m.Pt(14)
	add(strings.ToUpper(i18n.ScenarioName(sc)), ui.Bold, 18, ui.Paper)
	y += m.Pt(6)
	add(i18n.ScenarioText(sc, "blurb"), ui.Regular, 13, ui.PaperDim)
	if id := "briefing." + sc.ID; i18n.Has(id) {
		y += m.Pt(6)
		add(i18n.T(id), ui.Regular, 13, ui.Paper)
	}
	y += m.Pt(6)
	add(i18n.T("newgame.goal", engine.Text("goal", i18n.ScenarioText(sc, "goal"))), ui.Regular, 12, hud.DecideInk)
	p := c.s.Pending()
	if len(b.ways) > 0 && p != nil && p.Seq == b.seq {
		y += m.Pt(10)
		if p.Sub != "" {
			add(i18n.T("briefing.ways-boat", engine.Text("boat", p.Sub)), ui.Bold, 11, ui.Brass)
		} else {
			add(i18n.T("briefing.ways"), ui.Bold, 11, ui.Brass)
		}
		y += m.Pt(2)
		small := fonts.Face(ui.Regular, m.Pt(11.5))
		for _, i := range b.ways {
			o := p.Options[i]
			add(i18n.Label(o), ui.Bold, 12.5, ui.Paper)
			b.bars = append(b.bars, briefBar{r: ui.Rect{X: pad, Y: y + m.Pt(2), W: tw, H: m.Pt(5)}, kind: p.Kind, odds: o.Odds})
			y += m.Pt(10)
			for _, l := range hud.OddsLines(o.Odds, small, tw, tw) {
				b.items = append(b.items, briefItem{s: l, st: ui.Regular, size: 11.5, x: pad, y: y + m.Pt(8), ink: ui.PaperDim, align: ui.Left})
				y += m.Pt(15)
			}
			y += m.Pt(4)
		}
	}
	y += m.Pt(10)
	bh := m.Pt(40)
	bw := math.Max(m.Pt(170), ui.TextWidth(b.begin.Label, fonts.Face(ui.Bold, m.Pt(16)), 0)+m.Pt(36))
	h := y + bh + m.Pt(18)
	h = math.Min(h, main.H-m.Pt(16))
	top := math.Max(main.Y+m.Pt(8), main.Y+(main.H-h)/2)
	if top+h > main.Y+main.H-m.Pt(8) {
		top = math.Max(main.Y+m.Pt(8), main.Y+main.H-m.Pt(8)-h)
	}
	b.card = ui.Rect{X: math.Round(main.X + (main.W-w)/2), Y: math.Round(top), W: w, H: h}
	b.begin.Rect = ui.Rect{X: b.card.X + (w-bw)/2, Y: b.card.Y + h - bh - m.Pt(16), W: bw, H: bh}.Snap()
	for k := range b.items {
		b.items[k].x += b.card.X
		b.items[k].y += b.card.Y
	}
	for k := range b.bars {
		b.bars[k].r.X += b.card.X
		b.bars[k].r.Y += b.card.Y
	}
}

// Briefing is the briefing's own screen, over the dimmed campaign map.
type Briefing struct {
	c *Campaign
	b *briefing
	m ui.Metrics
}

// NewBriefing returns the briefing of the map's game at its pending
// decision.
func NewBriefing(c *Campaign) *Briefing { return &Briefing{c: c, b: c.openBriefing()} }

// Name implements render.Scene.
func (s *Briefing) Name() string { return "briefing" }

// Info implements render.Informer: the map's facts (the game is the same).
func (s *Briefing) Info() map[string]string { return s.c.Info() }

// Layout implements render.Scene.
func (s *Briefing) Layout(m ui.Metrics) {
	s.c.Layout(m)
	s.m = s.c.m
	s.c.layoutBriefing(s.b, s.m, ui.Rect{W: s.m.Width, H: s.m.Height})
}

// Update implements render.Scene: Take command, Enter, Space or Escape go
// to the map.
func (s *Briefing) Update(ctx *render.SceneContext) error {
	in := ctx.Input
	if s.b.begin.Update(in) || in.Consume(input.Activate) || in.Consume(input.Back) {
		ctx.Scenes.Pop()
	}
	return nil
}

// Controls implements render.Describer.
func (s *Briefing) Controls() []ui.Info { return []ui.Info{s.b.begin.Info()} }

// StillKey implements render.Still.
func (s *Briefing) StillKey() string { return fmt.Sprint(s.c.StillKey(), s.b.begin.Info()) }

// Draw implements render.Scene.
func (s *Briefing) Draw(dst *ebiten.Image) {
	s.c.Draw(dst)
	p := &glyph.Painter{Dst: dst}
	hud.Fill(p, ui.Rect{W: s.m.Width, H: s.m.Height}, ui.Fade(ui.SeaDeep, 0.7))
	p.Flush()
	s.c.drawBriefing(dst, s.b)
}

// drawBriefing draws the card.
func (c *Campaign) drawBriefing(dst *ebiten.Image, b *briefing) {
	if b == nil || b.card.W == 0 {
		return
	}
	m := c.m
	ui.FillRoundRect(dst, b.card, m.Pt(10), ui.Fade(ui.SeaDeep, 0.96))
	ui.StrokeRoundRect(dst, b.card.Inset(m.Pt(0.5)), m.Pt(10), m.Pt(1), ui.Fade(ui.Brass, 0.7))
	p := &glyph.Painter{Dst: dst}
	for _, bar := range b.bars {
		hud.OddsBar(p, bar.r, bar.kind, bar.odds)
	}
	p.Flush()
	for _, it := range b.items {
		// Text that runs past the card's foot is left out rather than
		// drawn over the button (the card is as tall as the screen allows).
		if it.y > b.begin.Rect.Y-m.Pt(4) {
			continue
		}
		ui.DrawText(dst, it.s, c.env.Fonts.Face(it.st, m.Pt(it.size)), it.x, it.y, it.align, it.ink)
	}
	b.begin.Draw(dst, c.env.Fonts, m)
}

// briefingFits reports whether every line of the card lies above its
// button (nothing left out), for the tests.
func (c *Campaign) briefingFits(b *briefing) bool {
	if b == nil {
		return true
	}
	for _, it := range b.items {
		if it.y > b.begin.Rect.Y-c.m.Pt(4) {
			return false
		}
	}
	return true
}
