package scenes

import (
	"fmt"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"periscope/input"
	"periscope/render"
	"periscope/render/hud"
	"periscope/render/ui"
)

// Dialog is a modal question over another scene: a heading, a few
// paragraphs and a row of buttons. Choosing a button (or Escape, which is
// the last button) pops the dialog and calls On with the button's id.
type Dialog struct {
	env     *render.Env
	under   render.Scene
	name    string
	heading string
	text    []string
	buttons []*ui.Button
	focus   *ui.FocusGroup
	// On is called with the chosen button's id after the dialog is popped.
	On func(ctx *render.SceneContext, id string)

	m     ui.Metrics
	card  ui.Rect
	lines []string
	lineH float64
}

// DialogButton is a button of a Dialog: its id and label.
type DialogButton struct{ ID, Label string }

// NewDialog returns a dialog over under (drawn dimmed behind it). The last
// button is what Escape chooses.
func NewDialog(env *render.Env, under render.Scene, name, heading string, text []string, buttons ...DialogButton) *Dialog {
	d := &Dialog{env: env, under: under, name: name, heading: heading, text: text}
	for _, b := range buttons {
		d.buttons = append(d.buttons, ui.NewButton(b.ID, b.Label))
	}
	d.focus = ui.NewFocusGroup(d.buttons...)
	return d
}

// Name implements render.Scene.
func (d *Dialog) Name() string { return d.name }

// Layout implements render.Scene.
func (d *Dialog) Layout(m ui.Metrics) {
	if d.under != nil {
		d.under.Layout(m)
	}
	m = m.Fit(360, 320)
	d.m = m
	wPt, _ := m.Points()
	cw := m.Pt(math.Min(620, wPt-32))
	body := d.env.Fonts.Face(ui.Regular, m.Pt(15))
	d.lineH = m.Pt(22)
	d.lines = d.lines[:0]
	for i, p := range d.text {
		if i > 0 {
			d.lines = append(d.lines, "")
		}
		d.lines = append(d.lines, hud.Wrap(p, body, cw-m.Pt(56))...)
	}
	// Buttons: one row if they fit, else one per line.
	bh, gap := m.Pt(44), m.Pt(12)
	widths, total := make([]float64, len(d.buttons)), 0.0
	bold := d.env.Fonts.Face(ui.Bold, m.Pt(16))
	for i, b := range d.buttons {
		widths[i] = math.Max(m.Pt(120), ui.TextWidth(b.Label, bold, 0)+m.Pt(36))
		total += widths[i]
	}
	total += gap * float64(len(d.buttons)-1)
	oneRow := total <= cw-m.Pt(48)
	rowsH := bh
	if !oneRow {
		rowsH = float64(len(d.buttons))*(bh+gap) - gap
	}
	ch := m.Pt(80) + float64(len(d.lines))*d.lineH + m.Pt(24) + rowsH + m.Pt(28)
	d.card = ui.Centered(m.Width/2, m.Height/2, cw, math.Min(ch, m.Height-m.Pt(16))).Snap()
	y := d.card.Y + d.card.H - m.Pt(28) - rowsH
	if oneRow {
		x := m.Width/2 - total/2
		for i, b := range d.buttons {
			b.Rect = ui.Rect{X: x, Y: y, W: widths[i], H: bh}.Snap()
			x += widths[i] + gap
		}
	} else {
		bw := cw - m.Pt(48)
		for _, b := range d.buttons {
			b.Rect = ui.Rect{X: m.Width/2 - bw/2, Y: y, W: bw, H: bh}.Snap()
			y += bh + gap
		}
	}
}

// Update implements render.Scene.
func (d *Dialog) Update(ctx *render.SceneContext) error {
	chosen := d.focus.Update(ctx.Input)
	if chosen == nil && ctx.Input.Consume(input.Back) && len(d.buttons) > 0 {
		chosen = d.buttons[len(d.buttons)-1]
	}
	if chosen != nil {
		ctx.Scenes.Pop()
		if d.On != nil {
			d.On(ctx, chosen.ID)
		}
	}
	return nil
}

// Controls implements render.Describer.
func (d *Dialog) Controls() []ui.Info { return d.focus.Infos() }

// Info implements render.Informer: the dialog's text, for tests.
func (d *Dialog) Info() map[string]string {
	return map[string]string{"heading": d.heading, "text": strings.Join(d.text, "\n")}
}

// Draw implements render.Scene.
func (d *Dialog) Draw(screen *ebiten.Image) {
	m := d.m
	if d.under != nil {
		d.under.Draw(screen)
	}
	ui.FillRoundRect(screen, ui.Rect{W: m.Width, H: m.Height}, 0, ui.Fade(ui.SeaDeep, 0.55))
	ui.FillRoundRect(screen, d.card, m.Pt(10), ui.Fade(ui.SeaDeep, 0.97))
	ui.StrokeRoundRect(screen, d.card.Inset(m.Pt(0.5)), m.Pt(10), m.Pt(1), ui.Fade(ui.Brass, 0.7))
	fonts := d.env.Fonts
	cx := m.Width / 2
	y := d.card.Y + m.Pt(40)
	ui.DrawTextTracked(screen, upper(d.heading), fonts.Face(ui.Bold, m.Pt(20)), cx, y, ui.Center, ui.Paper, m.Pt(3))
	drawRule(screen, cx-m.Pt(110), cx+m.Pt(110), math.Round(y+m.Pt(20))+0.5, float32(m.PtR(1)))
	body := fonts.Face(ui.Regular, m.Pt(15))
	y += m.Pt(52)
	for _, l := range d.lines {
		ui.DrawText(screen, l, body, d.card.X+m.Pt(28), y, ui.Left, ui.PaperDim)
		y += d.lineH
	}
	for _, b := range d.buttons {
		b.Draw(screen, fonts, m)
	}
}

// StillKey implements render.Still.
func (d *Dialog) StillKey() string { return fmt.Sprint(len(d.lines)) }
