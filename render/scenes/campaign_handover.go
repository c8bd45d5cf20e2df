package scenes

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"periscope/game/campaign"
	"periscope/game/engine"
	"periscope/i18n"
	"periscope/input"
	"periscope/render"
	"periscope/render/glyph"
	"periscope/render/hud"
	"periscope/render/table"
	"periscope/render/ui"
)

// The two-player co-operative game's hand-over [SW 26.0]: two players share
// the screen, one commanding Pearl Harbor and the other the Southwest
// Pacific, each deciding for the boats of their bases (the engine names
// the seat of every decision). When the next decision is the other
// command's, a card over the dimmed chart names who decides now, as the
// shared table's hot seat does; nothing is secret between allies, so the
// chart stays in sight. A click, Enter or Escape takes the screen.

// handOver pushes the hand-over card when the live decision belongs to
// another command than the last one's, in a two-player game.
func (c *Campaign) handOver(ctx *render.SceneContext) bool {
	p := c.s.Live()
	if p == nil || c.s.BotWants() || p.Seat == c.seat {
		return false
	}
	c.seat = p.Seat
	if g := c.s.Game(); g == nil || !g.Coop() {
		return false
	}
	ctx.Scenes.Push(&HandOver{c: c, seat: p.Seat})
	return true
}

// HandOver is the card that passes the screen to the other command.
type HandOver struct {
	c    *Campaign
	seat engine.Seat
	m    ui.Metrics
	take *ui.Button
}

// Name implements render.Scene.
func (s *HandOver) Name() string { return "hand-over" }

// Info implements render.Informer: the map's facts and the seat handed to.
func (s *HandOver) Info() map[string]string {
	m := s.c.Info()
	m["handOver"] = string(s.seat)
	return m
}

// Layout implements render.Scene.
func (s *HandOver) Layout(m ui.Metrics) {
	s.c.Layout(m)
	s.m = s.c.m
	if s.take == nil {
		s.take = &ui.Button{ID: "take-screen"}
	}
	s.take.Label = i18n.T("pac.hand-over.take")
	w := m.Pt(200)
	s.take.Rect = ui.Rect{X: m.Width/2 - w/2, Y: m.Height/2 + m.Pt(40), W: w, H: m.Pt(32)}.Snap()
}

// Update implements render.Scene: the button, a click anywhere, Enter or
// Escape take the screen.
func (s *HandOver) Update(ctx *render.SceneContext) error {
	in := ctx.Input
	clicked := false
	for _, pt := range in.Pointers {
		clicked = clicked || pt.Released
	}
	if s.take.Update(in) || clicked || in.Consume(input.Activate) || in.Consume(input.Back) {
		ctx.Scenes.Pop()
	}
	return nil
}

// Controls implements render.Describer.
func (s *HandOver) Controls() []ui.Info { return []ui.Info{s.take.Info()} }

// StillKey implements render.Still.
func (s *HandOver) StillKey() string { return fmt.Sprint(s.c.StillKey(), s.seat, s.take.Info()) }

// Draw implements render.Scene.
func (s *HandOver) Draw(dst *ebiten.Image) {
	s.c.Draw(dst)
	m := s.m
	p := &glyph.Painter{Dst: dst}
	hud.Fill(p, ui.Rect{W: m.Width, H: m.Height}, ui.Fade(ui.SeaDeep, 0.6))
	p.Flush()
	card := ui.Rect{X: m.Width/2 - m.Pt(300), Y: m.Height/2 - m.Pt(56), W: m.Pt(600), H: m.Pt(148)}
	ui.FillRoundRect(dst, card, m.Pt(10), ui.Fade(ui.SeaDeep, 0.96))
	ui.StrokeRoundRect(dst, card.Inset(m.Pt(0.5)), m.Pt(10), m.Pt(1), ui.Fade(ui.Brass, 0.7))
	name := table.SeatName(campaign.SystemID, s.seat)
	big := s.c.env.Fonts.Face(ui.Bold, m.Pt(22))
	small := s.c.env.Fonts.Face(ui.Regular, m.Pt(13))
	ui.DrawText(dst, i18n.T("table.hand-over", engine.Text("seat", name)), big, m.Width/2, m.Height/2-m.Pt(14), ui.Center, ui.Paper)
	ui.DrawText(dst, i18n.T("pac.hand-over.hint", engine.Text("seat", name)), small, m.Width/2, m.Height/2+m.Pt(18), ui.Center, ui.PaperDim)
	s.take.Draw(dst, s.c.env.Fonts, m)
}
