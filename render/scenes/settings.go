package scenes

import (
	"fmt"
	"log"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"periscope/input"
	"periscope/render"
	"periscope/render/ui"
)

// Settings is the settings page. For now it offers the interface scale,
// which is saved through the Store at once.
type Settings struct {
	*shared
	smaller, larger, back *ui.Button
	focus                 *ui.FocusGroup
	m                     ui.Metrics
	card                  ui.Rect
	cardSprites           ui.Sprites
	valueY                float64
	saveErr               error
}

// NewSettings returns the settings page.
func NewSettings(sh *shared) *Settings {
	s := &Settings{
		shared:  sh,
		smaller: ui.NewButton("scale-down", "Smaller"),
		larger:  ui.NewButton("scale-up", "Larger"),
		back:    ui.NewButton("back", "Back"),
	}
	s.focus = ui.NewFocusGroup(s.smaller, s.larger, s.back)
	return s
}

// Name implements render.Scene.
func (s *Settings) Name() string { return "settings" }

// Layout implements render.Scene.
func (s *Settings) Layout(m ui.Metrics) {
	m = m.Fit(340, 380)
	s.m = m
	wPt, _ := m.Points()
	cw, ch := m.Pt(math.Min(520, wPt-32)), m.Pt(320)
	s.card = ui.Centered(m.Width/2, m.Height/2, cw, ch).Snap()
	cx := m.Width / 2
	s.valueY = s.card.Y + m.Pt(136)
	sw, sh, gap := m.Pt(130), m.Pt(44), m.Pt(12)
	y := s.valueY + m.Pt(34)
	s.smaller.Rect = ui.Rect{X: cx - gap/2 - sw, Y: y, W: sw, H: sh}.Snap()
	s.larger.Rect = ui.Rect{X: cx + gap/2, Y: y, W: sw, H: sh}.Snap()
	bw, bh := m.Pt(180), m.Pt(46)
	s.back.Rect = ui.Rect{X: cx - bw/2, Y: s.card.Y + s.card.H - bh - m.Pt(26), W: bw, H: bh}.Snap()
	s.refresh()
}

func (s *Settings) refresh() {
	cur := s.env.Settings.UIScale
	s.smaller.Disabled = render.StepUIScale(cur, -1) == cur
	s.larger.Disabled = render.StepUIScale(cur, +1) == cur
}

// Update implements render.Scene.
func (s *Settings) Update(ctx *render.SceneContext) error {
	clicked := s.focus.Update(ctx.Input)
	switch {
	case clicked == s.back || ctx.Input.Consume(input.Back):
		ctx.Scenes.Pop()
	case clicked == s.smaller:
		s.setScale(render.StepUIScale(s.env.Settings.UIScale, -1))
	case clicked == s.larger:
		s.setScale(render.StepUIScale(s.env.Settings.UIScale, +1))
	}
	return nil
}

func (s *Settings) setScale(v float64) {
	s.env.Settings.UIScale = v
	s.saveErr = s.env.Settings.Save(s.env.Store)
	if s.saveErr != nil {
		log.Printf("settings: %v", s.saveErr)
	}
	s.refresh() // the new scale takes effect with the next layout
}

// Controls implements render.Describer.
func (s *Settings) Controls() []ui.Info { return s.focus.Infos() }

// Draw implements render.Scene.
func (s *Settings) Draw(screen *ebiten.Image) {
	m := s.m
	s.chart.Draw(screen, m)
	panel(screen, s.card, m, &s.cardSprites)
	fonts := s.env.Fonts
	cx := m.Width / 2
	y := s.card.Y + m.Pt(48)
	ui.DrawTextTracked(screen, "SETTINGS", fonts.Face(ui.Bold, m.Pt(26)), cx, y, ui.Center, ui.Paper, m.Pt(4))
	drawRule(screen, cx-m.Pt(120), cx+m.Pt(120), math.Round(y+m.Pt(26))+0.5, float32(m.PtR(1)))
	ui.DrawText(screen, "Interface scale", fonts.Face(ui.Regular, m.Pt(15)), cx, s.valueY-m.Pt(28), ui.Center, ui.PaperDim)
	ui.DrawText(screen, fmt.Sprintf("%d%%", int(math.Round(s.env.Settings.UIScale*100))), fonts.Face(ui.Bold, m.Pt(22)), cx, s.valueY, ui.Center, ui.Paper)
	if s.saveErr != nil {
		ui.DrawText(screen, "Could not save: "+s.saveErr.Error(), fonts.Face(ui.Regular, m.Pt(12)), cx, s.back.Rect.Y-m.Pt(16), ui.Center, ui.Brass)
	}
	for _, b := range s.focus.Items {
		b.Draw(screen, fonts, m)
	}
}

// StillKey implements render.Still: the picture shows the scale and any
// save error besides the controls.
func (s *Settings) StillKey() string {
	return fmt.Sprint(s.env.Settings.UIScale, s.saveErr)
}
