package scenes

import (
	"fmt"
	"log"
	"math"
	gamesave "periscope/save"

	"github.com/hajimehoshi/ebiten/v2"

	"periscope/game/engine"
	"periscope/i18n"
	"periscope/input"
	"periscope/render"
	"periscope/render/sound"
	"periscope/render/ui"
)

// Settings is the settings page: the interface scale, the animation speed
// and the sound, each saved through the Store at once.
type Settings struct {
	*shared
	language, smaller, larger, slower, faster *ui.Button
	sound, tutorial, back                     *ui.Button
	focus                                     *ui.FocusGroup
	m                                         ui.Metrics
	card                                      ui.Rect
	cardSprites                               ui.Sprites
	langY, scaleY, speedY, soundY             float64
	saveErr                                   error
}

// NewSettings returns the settings page.
func NewSettings(sh *shared) *Settings {
	s := &Settings{
		shared:   sh,
		language: ui.NewButton("language", ""),
		smaller:  ui.NewButton("scale-down", "Smaller"),
		larger:   ui.NewButton("scale-up", "Larger"),
		slower:   ui.NewButton("speed-down", "Slower"),
		faster:   ui.NewButton("speed-up", "Faster"),
		sound:    ui.NewButton("sound", "Sound"),
		tutorial: ui.NewButton("tutorial", "Tutorial"),
		back:     ui.NewButton("back", "Back"),
	}
	items := []*ui.Button{s.language, s.smaller, s.larger, s.slower, s.faster}
	if SoundExists {
		items = append(items, s.sound)
	}
	s.focus = ui.NewFocusGroup(append(items, s.tutorial, s.back)...)
	return s
}

// SoundExists tells whether the game makes any sound. Until it does, the
// settings offer no sound switch that would switch nothing, and say so
// (issue 14, item 11).
// The game has sound natively and in the browser (render/sound).
var SoundExists = true

// Name implements render.Scene.
func (s *Settings) Name() string { return "settings" }

// Layout implements render.Scene.
func (s *Settings) Layout(m ui.Metrics) {
	m = m.Fit(340, 600)
	s.m = m
	wPt, _ := m.Points()
	cw, ch := m.Pt(math.Min(520, wPt-32)), m.Pt(580)
	s.card = ui.Centered(m.Width/2, m.Height/2, cw, ch).Snap()
	cx := m.Width / 2
	sw, sh, gap := m.Pt(150), m.Pt(40), m.Pt(12)
	s.langY = s.card.Y + m.Pt(104)
	s.language.Rect = ui.Rect{X: cx - sw, Y: s.langY + m.Pt(10), W: 2 * sw, H: sh}.Snap()
	s.scaleY = s.language.Rect.Y + sh + m.Pt(56)
	y := s.scaleY + m.Pt(30)
	s.smaller.Rect = ui.Rect{X: cx - gap/2 - sw, Y: y, W: sw, H: sh}.Snap()
	s.larger.Rect = ui.Rect{X: cx + gap/2, Y: y, W: sw, H: sh}.Snap()
	s.speedY = y + sh + m.Pt(48)
	y = s.speedY + m.Pt(30)
	s.slower.Rect = ui.Rect{X: cx - gap/2 - sw, Y: y, W: sw, H: sh}.Snap()
	s.faster.Rect = ui.Rect{X: cx + gap/2, Y: y, W: sw, H: sh}.Snap()
	s.soundY = y + sh + m.Pt(34)
	// The sound's switch and the tutorial's side by side, so the card
	// keeps its size (one below the other ran into Back).
	s.sound.Rect = ui.Rect{X: cx - gap/2 - sw, Y: s.soundY + m.Pt(14), W: sw, H: sh}.Snap()
	s.tutorial.Rect = ui.Rect{X: cx + gap/2, Y: s.soundY + m.Pt(14), W: sw, H: sh}.Snap()
	if !SoundExists {
		s.tutorial.Rect = ui.Rect{X: cx - sw, Y: s.soundY + m.Pt(14), W: 2 * sw, H: sh}.Snap()
	}
	bw, bh := m.Pt(180), m.Pt(44)
	s.back.Rect = ui.Rect{X: cx - bw/2, Y: s.card.Y + s.card.H - bh - m.Pt(22), W: bw, H: bh}.Snap()
	s.refresh()
}

func (s *Settings) refresh() {
	st := s.env.Settings
	s.language.Label = st.Language().Native()
	s.smaller.Label, s.larger.Label = i18n.T("settings.smaller"), i18n.T("settings.larger")
	s.slower.Label, s.faster.Label = i18n.T("settings.slower"), i18n.T("settings.faster")
	s.back.Label = i18n.T("ui.back")
	s.smaller.Disabled = render.StepUIScale(st.UIScale, -1) == st.UIScale
	s.larger.Disabled = render.StepUIScale(st.UIScale, +1) == st.UIScale
	s.slower.Disabled = render.StepAnimSpeed(st.AnimSpeed, -1) == st.AnimSpeed
	s.faster.Disabled = render.StepAnimSpeed(st.AnimSpeed, +1) == st.AnimSpeed
	if st.TutorialOff {
		s.tutorial.Label = i18n.T("settings.tutorial-off")
	} else {
		s.tutorial.Label = i18n.T("settings.tutorial-on")
	}
	if st.SoundOff {
		s.sound.Label = i18n.T("settings.sound-off")
	} else {
		s.sound.Label = i18n.T("settings.sound-volume", engine.Int("n", int(st.Volume()*100+0.5)))
	}
}

// Update implements render.Scene.
func (s *Settings) Update(ctx *render.SceneContext) error {
	clicked := s.focus.Update(ctx.Input)
	st := s.env.Settings
	switch {
	case clicked == s.back || ctx.Input.Consume(input.Back):
		ctx.Scenes.Pop()
	case clicked == s.language:
		st.Lang = string(nextLang(st.Language()))
		s.save() // the App puts the language in the metrics: every scene lays out again
	case clicked == s.smaller:
		st.UIScale = render.StepUIScale(st.UIScale, -1)
		s.save()
	case clicked == s.larger:
		st.UIScale = render.StepUIScale(st.UIScale, +1)
		s.save()
	case clicked == s.slower:
		st.AnimSpeed = render.StepAnimSpeed(st.AnimSpeed, -1)
		s.save()
	case clicked == s.faster:
		st.AnimSpeed = render.StepAnimSpeed(st.AnimSpeed, +1)
		s.save()
	case clicked == s.sound:
		// Off, 25, 50, 75, 100 %, off: the switch and the volume.
		st.StepSound()
		s.save()
		sound.Play(sound.Dice, st.SoundOff, st.Volume())
	case clicked == s.tutorial:
		// On again: the first patrol's tips from the start.
		st.TutorialOff = !st.TutorialOff
		if !st.TutorialOff {
			st.TutorialSeen = ""
		}
		s.save()
	}
	return nil
}

func (s *Settings) save() {
	s.saveErr = s.env.Settings.Save(s.env.Store)
	if s.saveErr != nil {
		log.Printf("settings: %v", s.saveErr)
	}
	s.refresh() // a new scale takes effect with the next layout
}

// Controls implements render.Describer.
func (s *Settings) Controls() []ui.Info { return s.focus.Infos() }

// nextLang is the language after l in the settings' cycle.
func nextLang(l i18n.Lang) i18n.Lang {
	for i, x := range i18n.Langs {
		if x == l {
			return i18n.Langs[(i+1)%len(i18n.Langs)]
		}
	}
	return i18n.Langs[0]
}

// speedName names an animation speed.
func speedName(v float64) string {
	x := engine.Text("x", i18n.Current().Decimal(v, decimalsOf(v)))
	switch {
	case v == 0:
		return i18n.T("settings.speed-instant")
	case v < 1:
		return i18n.T("settings.speed-slow", x)
	case v == 1:
		return i18n.T("settings.speed-normal")
	}
	return i18n.T("settings.speed-fast", x)
}

// decimalsOf is how many decimals v needs (0.5 → 1, 2 → 0).
func decimalsOf(v float64) int {
	if v == math.Trunc(v) {
		return 0
	}
	return 1
}

// Draw implements render.Scene.
func (s *Settings) Draw(screen *ebiten.Image) {
	m := s.m
	s.chart.Draw(screen, m)
	panel(screen, s.card, m, &s.cardSprites)
	fonts := s.env.Fonts
	cx := m.Width / 2
	y := s.card.Y + m.Pt(44)
	ui.DrawTextTracked(screen, i18n.T("settings.heading"), fonts.Face(ui.Bold, m.Pt(26)), cx, y, ui.Center, ui.Paper, m.Pt(4))
	drawRule(screen, cx-m.Pt(120), cx+m.Pt(120), math.Round(y+m.Pt(26))+0.5, float32(m.PtR(1)))
	label := fonts.Face(ui.Regular, m.Pt(14))
	value := fonts.Face(ui.Bold, m.Pt(18))
	st := s.env.Settings
	ui.DrawText(screen, i18n.T("settings.language"), label, cx, s.langY-m.Pt(6), ui.Center, ui.PaperDim)
	ui.DrawText(screen, i18n.T("settings.scale"), label, cx, s.scaleY-m.Pt(22), ui.Center, ui.PaperDim)
	ui.DrawText(screen, i18n.Current().Percent(math.Round(st.UIScale*100)/100), value, cx, s.scaleY+m.Pt(2), ui.Center, ui.Paper)
	ui.DrawText(screen, i18n.T("settings.speed"), label, cx, s.speedY-m.Pt(22), ui.Center, ui.PaperDim)
	ui.DrawText(screen, speedName(st.AnimSpeed), value, cx, s.speedY+m.Pt(2), ui.Center, ui.Paper)
	ui.DrawText(screen, i18n.T("settings.skip-hint"), fonts.Face(ui.Regular, m.Pt(11.5)), cx, s.slower.Rect.Y+s.slower.Rect.H+m.Pt(14), ui.Center, ui.Fade(ui.PaperDim, 0.7))
	if !SoundExists {
		ui.DrawText(screen, i18n.T("settings.no-sound"), fonts.Face(ui.Regular, m.Pt(11.5)), cx, s.sound.Rect.Y-m.Pt(6), ui.Center, ui.Fade(ui.PaperDim, 0.7))
	}
	if s.saveErr != nil {
		ui.DrawText(screen, i18n.T("settings.save-failed", engine.Text("why", gamesave.ExplainOther(s.saveErr, i18n.Current()))), fonts.Face(ui.Regular, m.Pt(12)), cx, s.back.Rect.Y-m.Pt(16), ui.Center, ui.Brass)
	}
	for _, b := range s.focus.Items {
		b.Draw(screen, fonts, m)
	}
}

// StillKey implements render.Still: the picture shows the settings and any
// save error besides the controls.
func (s *Settings) StillKey() string {
	return fmt.Sprint(*s.env.Settings, s.saveErr)
}
