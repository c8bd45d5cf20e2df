// Package scenes holds the game's scenes: the title screen and the menus
// reached from it.
package scenes

import (
	"errors"
	"fmt"
	"math"
	gamesave "periscope/save"

	"github.com/hajimehoshi/ebiten/v2"

	"periscope/game/engine"
	"periscope/i18n"
	"periscope/render"
	"periscope/render/hud"
	"periscope/render/play"
	"periscope/render/ui"
	"periscope/storage"
)

// shared is what the menu scenes have in common.
type shared struct {
	env   *render.Env
	chart *Chart
}

// Title is the first scene: the game's name over a sea chart, and the main
// menu.
type Title struct {
	*shared
	newGame, cont, settings *ui.Button
	loadGame                *ui.Button
	focus                   *ui.FocusGroup
	m                       ui.Metrics
	titleY, titleSize       float64
	contErr                 error
}

// NewTitle returns the title scene.
func NewTitle(env *render.Env) *Title {
	t := &Title{
		shared:   &shared{env: env, chart: NewChart(env.Fonts)},
		newGame:  ui.NewButton("new-game", "New game"),
		cont:     ui.NewButton("continue", "Continue"),
		loadGame: ui.NewButton("load-game", "Load game"),
		settings: ui.NewButton("settings", "Settings"),
	}
	t.cont.Disabled = !storage.HasSave(env.Store)
	t.focus = ui.NewFocusGroup(t.newGame, t.cont, t.loadGame, t.settings)
	return t
}

// hasSave reports whether there is a game to continue: any save in the
// store, or the latest autosave (through the Saver). The store's keys are
// asked first: reading the latest autosave decodes the whole game, which a
// returning player's title paid before its first frame (issue 16).
func (t *Title) hasSave() bool {
	if storage.HasSave(t.env.Store) {
		return true
	}
	if t.env.Saver != nil {
		if saved, err := t.env.Saver.LatestAutosave(); err == nil && saved != nil {
			return true
		}
	}
	return false
}

// Name implements render.Scene.
func (t *Title) Name() string { return "title" }

// Entered implements render.Entered: "Continue" is offered only when a save
// exists.
func (t *Title) Entered(ctx *render.SceneContext) {
	t.cont.Disabled = !t.hasSave()
	t.contErr = nil
}

// Layout implements render.Scene.
func (t *Title) Layout(m ui.Metrics) {
	m = m.Fit(320, 500)
	t.m = m
	t.newGame.Label, t.cont.Label = i18n.T("title.new-game"), i18n.T("title.continue")
	t.loadGame.Label, t.settings.Label = i18n.T("title.load-game"), i18n.T("title.settings")
	wPt, hPt := m.Points()
	t.titleSize = m.Pt(math.Min(78, wPt*0.115))
	t.titleY = m.Height * 0.28
	if hPt < 620 {
		t.titleY = m.Height * 0.22
	}
	bw := m.Pt(math.Min(280, wPt-48))
	bh, gap := m.Pt(50), m.Pt(14)
	top := math.Max(t.titleY+t.titleSize*1.45, m.Height*0.47)
	for i, b := range t.focus.Items {
		b.Rect = ui.Rect{X: (m.Width - bw) / 2, Y: top + float64(i)*(bh+gap), W: bw, H: bh}.Snap()
	}
}

// Update implements render.Scene.
func (t *Title) Update(ctx *render.SceneContext) error {
	switch t.focus.Update(ctx.Input) {
	case t.newGame:
		ctx.Scenes.Push(NewNewGame(t.shared))
	case t.cont:
		ctx.Scenes.Push(NewContinue(t.shared))
	case t.loadGame:
		ctx.Scenes.Push(NewLoadGame(t.shared))
	case t.settings:
		ctx.Scenes.Push(NewSettings(t.shared))
	}
	return nil
}

// resume continues the latest autosave on its campaign map.
func (t *Title) resume(ctx *render.SceneContext) error {
	if t.env.Saver == nil {
		return errors.New(i18n.T("title.no-saver"))
	}
	saved, err := t.env.Saver.LatestAutosave()
	if err != nil {
		return err
	}
	if saved == nil {
		return errors.New(i18n.T("title.no-save"))
	}
	s, err := play.Resume(saved, t.env.Saver)
	if err != nil {
		return errors.New(i18n.T("title.resume-failed", engine.Text("why", gamesave.ExplainOther(err, i18n.Current()))))
	}
	ctx.Scenes.Push(playScene(t.env, s))
	return nil
}

// Controls implements render.Describer.
func (t *Title) Controls() []ui.Info { return t.focus.Infos() }

// Draw implements render.Scene.
func (t *Title) Draw(screen *ebiten.Image) {
	m := t.m
	t.chart.Draw(screen, m)
	fonts := t.env.Fonts
	cx := m.Width / 2

	// Name, with wide letter spacing, and a brass rule under it.
	face := fonts.Face(ui.Bold, t.titleSize)
	track := t.titleSize * 0.14
	ui.DrawTextTracked(screen, "PERISCOPE", face, cx+track/2, t.titleY, ui.Center, ui.Paper, track)
	w := ui.TextWidth("PERISCOPE", face, track)
	// The subtitle shrinks to fit narrow (phone) screens.
	subText := i18n.T("title.subtitle")
	subSize, subTrack := m.Pt(14), m.Pt(3)
	if sw := ui.TextWidth(subText, fonts.Face(ui.Regular, subSize), subTrack); sw > m.Width*0.9 {
		f := m.Width * 0.9 / sw
		subSize, subTrack = subSize*f, subTrack*f
	}
	sub := fonts.Face(ui.Regular, subSize)
	subY := t.titleY + t.titleSize*0.78
	ui.DrawTextTracked(screen, subText, sub, cx+subTrack/2, subY, ui.Center, ui.PaperDim, subTrack)
	ruleY := math.Round(t.titleY+t.titleSize*0.5) + 0.5
	half := math.Min(m.Width*0.46, math.Max(w/2, ui.TextWidth(subText, sub, subTrack)/2))
	rule := float32(m.PtR(1))
	drawRule(screen, cx-half, cx+half, ruleY, rule)
	drawRule(screen, cx-half, cx+half, subY+m.Pt(17), rule)

	for _, b := range t.focus.Items {
		b.Draw(screen, fonts, m)
	}
	if t.contErr != nil {
		ui.DrawText(screen, t.contErr.Error(), fonts.Face(ui.Regular, m.Pt(13)), cx, t.settings.Rect.Y+t.settings.Rect.H+m.Pt(24), ui.Center, ui.Brass)
	}
	t.drawStorageNotice(screen, m)

	// Footer: the version at the right, and a keyboard hint in the middle
	// where there is room for both.
	footY := m.Height - m.Pt(40)
	verW := 0.0
	if v := t.env.Version; v != "" {
		face := fonts.Face(ui.Mono, m.Pt(11))
		verW = ui.TextWidth(v, face, 0)
		ui.DrawText(screen, v, face, m.Width-m.Pt(34), footY, ui.Right, ui.Fade(ui.PaperDim, 0.45))
	}
	hint := i18n.T("title.hint")
	small := fonts.Face(ui.Regular, m.Pt(12))
	// The storage notice takes the hint's place on short screens.
	if hw := ui.TextWidth(hint, small, 0); cx+hw/2+m.Pt(24) < m.Width-m.Pt(34)-verW && (t.env.StorageNotice == nil || m.Height > m.Pt(760)) {
		ui.DrawText(screen, hint, small, cx, footY, ui.Center, ui.Fade(ui.PaperDim, 0.55))
	}
}

// drawStorageNotice says, under the menu, that games are not being saved
// and why (render.Env.StorageNotice), wrapped to the screen.
func (t *Title) drawStorageNotice(screen *ebiten.Image, m ui.Metrics) {
	if t.env.StorageNotice == nil {
		return
	}
	face := t.env.Fonts.Face(ui.Regular, m.Pt(13))
	y := t.settings.Rect.Y + t.settings.Rect.H + m.Pt(24)
	if t.contErr != nil {
		y += m.Pt(22)
	}
	for _, line := range hud.Wrap(i18n.T(t.env.StorageNotice.ID, t.env.StorageNotice.Args...), face, math.Min(m.Width*0.9, m.Pt(640))) {
		ui.DrawText(screen, line, face, m.Width/2, y, ui.Center, ui.Brass)
		y += m.Pt(18)
	}
}

// Info implements render.Informer: the storage notice, for the browser tests.
func (t *Title) Info() map[string]string {
	if t.env.StorageNotice == nil {
		return nil
	}
	return map[string]string{"storageNotice": i18n.T(t.env.StorageNotice.ID, t.env.StorageNotice.Args...)}
}

// StillKey implements render.Still: the title has no animation.
func (t *Title) StillKey() string { return fmt.Sprint(t.contErr) }
