package scenes

import (
	"fmt"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"periscope/i18n"
	"periscope/input"
	"periscope/render"
	"periscope/render/glyph"
	"periscope/render/hud"
	"periscope/render/play"
	"periscope/render/ui"
)

// GameMenu is the menu over the campaign map: back to the game, Save game
// and Load game, the base displays, the after-action report, the rules,
// the settings, and the way out to the title (the game is autosaved,
// "Continue" brings it back).
type GameMenu struct {
	env   *render.Env
	under render.Scene
	s     play.Playing
	// camp is the campaign map under the menu (nil on the shared table,
	// which has no base displays or after-action report).
	camp                                     *Campaign
	resume, save, load                       *ui.Button
	bases, report, rules, settings, quitGame *ui.Button
	briefing                                 *ui.Button
	next                                     *ui.Button // the next ONS 5 scenario (tactical_ons5.go)
	focus                                    *ui.FocusGroup
	m                                        ui.Metrics
	card                                     ui.Rect
}

// NewGameMenu returns the menu over a campaign map.
func NewGameMenu(env *render.Env, under *Campaign) *GameMenu {
	g := newGameMenu(env, under, under.s)
	g.camp = under
	g.focus = ui.NewFocusGroup(g.resume, g.briefing, g.save, g.load, g.bases, g.report, g.rules, g.settings, g.quitGame)
	return g
}

// NewTableMenu returns the menu over the shared table of another system.
func NewTableMenu(env *render.Env, under render.Scene, s play.Playing) *GameMenu {
	g := newGameMenu(env, under, s)
	g.addONS5Next()
	return g
}

func newGameMenu(env *render.Env, under render.Scene, s play.Playing) *GameMenu {
	g := &GameMenu{env: env, under: under, s: s,
		resume: ui.NewButton("resume", "Back to the game"),
		save:   ui.NewButton("save-game", "Save game"), load: ui.NewButton("load-game", "Load game"),
		bases:  ui.NewButton("bases", "Base displays"),
		report: ui.NewButton("report", "After-action report"), rules: ui.NewButton("rules", "Rules reference"),
		settings: ui.NewButton("settings", "Settings"), quitGame: ui.NewButton("quit", "Quit to title"),
		// Made for every menu (a nil button would match the switch's "no
		// click"), offered only over a campaign map.
		briefing: ui.NewButton("briefing", "Briefing"), next: ui.NewButton("ons5-next", "")}
	g.focus = ui.NewFocusGroup(g.resume, g.save, g.load, g.rules, g.settings, g.quitGame)
	return g
}

// Name implements render.Scene.
func (g *GameMenu) Name() string { return "menu" }

// Layout implements render.Scene.
func (g *GameMenu) Layout(m ui.Metrics) {
	g.under.Layout(m)
	m = m.Fit(360, 600)
	g.m = m
	for b, id := range map[*ui.Button]string{g.resume: "menu.resume", g.save: "menu.save-game", g.load: "menu.load-game",
		g.bases: "menu.bases", g.report: "menu.report", g.rules: "menu.rules", g.settings: "menu.settings", g.quitGame: "menu.quit"} {
		b.Label = i18n.T(id)
	}
	g.briefing.Label = i18n.T("menu.briefing")
	g.next.Label = i18n.T("tac.ons5.next")
	bw, bh, gap := m.Pt(260), m.Pt(42), m.Pt(10)
	n := len(g.focus.Items)
	ch := m.Pt(70) + float64(n)*(bh+gap) + m.Pt(20)
	g.card = ui.Centered(m.Width/2, m.Height/2, bw+m.Pt(60), ch).Snap()
	y := g.card.Y + m.Pt(70)
	for _, b := range g.focus.Items {
		b.Rect = ui.Rect{X: m.Width/2 - bw/2, Y: y, W: bw, H: bh}.Snap()
		y += bh + gap
	}
}

// Update implements render.Scene.
func (g *GameMenu) Update(ctx *render.SceneContext) error {
	s := g.s
	switch g.focus.Update(ctx.Input) {
	case g.resume:
		ctx.Scenes.Pop()
	case g.save:
		ctx.Scenes.Replace(NewSaveGame(g.env, s))
	case g.load:
		// A game loaded there replaces this one (the screen is over its map).
		ctx.Scenes.Replace(NewLoadGameInGame(g.env))
	case g.briefing:
		// The scenario's briefing again, at the decision pending now.
		ctx.Scenes.Replace(NewBriefing(g.camp))
	case g.bases:
		ctx.Scenes.Replace(NewBases(g.env, g.camp.s, g.camp.baseToShow()))
	case g.report:
		ctx.Scenes.Replace(NewReport(g.env, g.camp.s))
	case g.rules:
		// Over the menu, so that Back returns to it (issue 14, item 13).
		ctx.Scenes.Push(NewRules(g.env, ""))
	case g.settings:
		ctx.Scenes.Push(NewSettings(&shared{env: g.env, chart: NewChart(g.env.Fonts)}))
	case g.quitGame:
		ctx.Scenes.Pop()
		ctx.Scenes.Pop()
	case g.next:
		g.startONS5Next(ctx)
	default:
		if ctx.Input.Consume(input.Back) {
			ctx.Scenes.Pop()
		}
	}
	return nil
}

// Controls implements render.Describer.
func (g *GameMenu) Controls() []ui.Info { return g.focus.Infos() }

// Draw implements render.Scene.
func (g *GameMenu) Draw(screen *ebiten.Image) {
	g.under.Draw(screen)
	m := g.m
	p := &glyph.Painter{Dst: screen}
	hud.Fill(p, ui.Rect{W: m.Width, H: m.Height}, ui.Fade(ui.SeaDeep, 0.6))
	hud.RoundBox(p, g.card, m.Pt(10), hud.PanelFill, ui.Brass, m.Pt(1.2))
	p.Flush()
	cx := m.Width / 2
	ui.DrawTextTracked(screen, i18n.T("menu.heading"), g.env.Fonts.Face(ui.Bold, m.Pt(22)), cx, g.card.Y+m.Pt(34), ui.Center, ui.Paper, m.Pt(4))
	drawRule(screen, cx-m.Pt(90), cx+m.Pt(90), math.Round(g.card.Y+m.Pt(54))+0.5, float32(m.PtR(1)))
	for _, b := range g.focus.Items {
		b.Draw(screen, g.env.Fonts, m)
	}
	if g.env.StorageNotice != nil {
		// The title says why; in the game, a reminder under the menu.
		face := g.env.Fonts.Face(ui.Regular, m.Pt(12))
		y := g.card.Y + g.card.H + m.Pt(20)
		for _, line := range hud.Wrap(i18n.T("menu.storage-reminder"), face, math.Min(m.Width*0.9, m.Pt(420))) {
			ui.DrawText(screen, line, face, cx, y, ui.Center, ui.Brass)
			y += m.Pt(17)
		}
	}
}

// StillKey implements render.Still.
func (g *GameMenu) StillKey() string {
	if st, ok := g.under.(render.Still); ok {
		return st.StillKey()
	}
	return fmt.Sprint(g.s.Base().Rev())
}
