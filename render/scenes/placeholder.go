package scenes

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"periscope/input"
	"periscope/render"
	"periscope/render/ui"
)

// Placeholder is a page that a later version fills in: a heading, a few lines
// of text and a Back button (Escape also goes back).
type Placeholder struct {
	*shared
	name, heading string
	lines         []string
	back          *ui.Button
	focus         *ui.FocusGroup
	m             ui.Metrics
	card          ui.Rect
	cardSprites   ui.Sprites
}

// NewPlaceholder returns a placeholder page.
func NewPlaceholder(sh *shared, name, heading string, lines ...string) *Placeholder {
	p := &Placeholder{shared: sh, name: name, heading: heading, lines: lines, back: ui.NewButton("back", "Back")}
	p.focus = ui.NewFocusGroup(p.back)
	return p
}

// Name implements render.Scene.
func (p *Placeholder) Name() string { return p.name }

// Layout implements render.Scene.
func (p *Placeholder) Layout(m ui.Metrics) {
	m = m.Fit(340, 360)
	p.m = m
	wPt, _ := m.Points()
	cw, ch := m.Pt(math.Min(560, wPt-32)), m.Pt(300)
	p.card = ui.Centered(m.Width/2, m.Height/2, cw, ch).Snap()
	bw, bh := m.Pt(180), m.Pt(46)
	p.back.Rect = ui.Rect{X: m.Width/2 - bw/2, Y: p.card.Y + p.card.H - bh - m.Pt(28), W: bw, H: bh}.Snap()
}

// Update implements render.Scene.
func (p *Placeholder) Update(ctx *render.SceneContext) error {
	if p.focus.Update(ctx.Input) == p.back || ctx.Input.Consume(input.Back) {
		ctx.Scenes.Pop()
	}
	return nil
}

// Controls implements render.Describer.
func (p *Placeholder) Controls() []ui.Info { return p.focus.Infos() }

// Draw implements render.Scene.
func (p *Placeholder) Draw(screen *ebiten.Image) {
	m := p.m
	p.chart.Draw(screen, m)
	panel(screen, p.card, m, &p.cardSprites)
	fonts := p.env.Fonts
	cx := m.Width / 2
	y := p.card.Y + m.Pt(48)
	ui.DrawTextTracked(screen, upper(p.heading), fonts.Face(ui.Bold, m.Pt(26)), cx, y, ui.Center, ui.Paper, m.Pt(4))
	drawRule(screen, cx-m.Pt(120), cx+m.Pt(120), math.Round(y+m.Pt(26))+0.5, float32(m.PtR(1)))
	body := fonts.Face(ui.Regular, m.Pt(15))
	y += m.Pt(62)
	for _, l := range p.lines {
		ui.DrawText(screen, l, body, cx, y, ui.Center, ui.PaperDim)
		y += m.Pt(24)
	}
	p.back.Draw(screen, fonts, m)
}

func upper(s string) string {
	b := []rune(s)
	for i, r := range b {
		if r >= 'a' && r <= 'z' {
			b[i] = r - 'a' + 'A'
		}
	}
	return string(b)
}

// StillKey implements render.Still.
func (p *Placeholder) StillKey() string { return "" }
