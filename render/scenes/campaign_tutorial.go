package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"periscope/input"
	"periscope/render"
	"periscope/render/hud"
	"periscope/render/ui"
)

// The tutorial on the campaign map (issue 14, "a first evening that
// teaches"; render/hud/tutorial.go): a guided first patrol on U-47. The
// card sits in a corner of the chart clear of the targets, the boats and
// the map's buttons.

// updateTutor picks the tip and answers the card's buttons; true when a
// button of the card took this tick's click.
func (c *Campaign) updateTutor(in *input.State) bool {
	if c.tutor == nil {
		return false
	}
	s := c.s
	ctx := hud.TipContext{Scene: "map", Prompt: s.Pending()}
	if n := s.Shown(); n <= len(s.Log()) {
		ctx.Log = s.Log()[:n]
	}
	return c.tutor.Update(in, render.Tutorial{Env: c.env}, ctx)
}

// tutorAvoid is what the card must not cover: the targets, the boats, the
// map's buttons and the boat card.
func (c *Campaign) tutorAvoid() []ui.Rect {
	var out []ui.Rect
	l := c.chart.Layout()
	for _, t := range c.targets {
		if n, ok := l.Node(t.ID); ok {
			out = append(out, ui.Rect{X: n.X - n.R, Y: n.Y - n.R, W: 2 * n.R, H: 2 * n.R})
		}
	}
	for _, st := range c.stacks {
		out = append(out, ui.Rect{X: st.x, Y: st.y, W: st.size, H: st.size})
	}
	// And the target pills, as last drawn: the card lay over "safe 43 % ·
	// 3 ways" (the English Channel's) at 1024×640 in the browser (issue 14).
	out = append(out, c.pills...)
	for _, b := range []*ui.Button{c.zoomIn, c.zoomOut, c.zoomFit, c.bases_, c.report, c.botBoat} {
		out = append(out, b.Rect)
	}
	for _, b := range c.boatOpts {
		out = append(out, b.Rect)
	}
	if c.boatCard.W > 0 {
		out = append(out, c.boatCard)
	}
	return out
}

// drawTutor lays the card out clear of what is on the map now and draws it.
func (c *Campaign) drawTutor(dst *ebiten.Image) {
	if c.tutor == nil || c.tutor.Tip == "" {
		return
	}
	c.tutor.Layout(c.m, c.env.Fonts, c.hud.Main, c.tutorAvoid())
	c.tutor.Draw(dst, c.env.Fonts)
}
