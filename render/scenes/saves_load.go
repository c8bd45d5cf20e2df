package scenes

import (
	"errors"
	"fmt"
	"math"
	"os"

	"github.com/hajimehoshi/ebiten/v2"

	"periscope/game/engine"
	"periscope/i18n"
	"periscope/input"
	"periscope/render"
	"periscope/render/play"
	"periscope/render/ui"
	gamesave "periscope/save"
)

// adoptReplayLog gives a session restored from a snapshot the log its
// replay rebuilt and the replay's checkpoints (an undo to before the load
// point then starts from a nearby turn). The session takes the entries
// before its own log's first (an undo since may have moved it back), and
// none when an undo replayed the whole game (engine.Session.PrependHistory).
func adoptReplayLog(p play.Playing, c *gamesave.Check) {
	_, replayed := c.Replayed()
	p.Base().AdoptHistory(replayed, c.History())
}

// watchCheck follows a save's replay check in the background while the
// game is played: when it matches, the session gets the earlier log; when
// it does not, the player is told over whatever is on screen and chooses.
func watchCheck(env *render.Env, s play.Playing, c *gamesave.Check, e gamesave.Entry) {
	env.Go(func(ctx *render.SceneContext) bool {
		if !c.Finished() {
			return false
		}
		_, _, err := c.Progress()
		if errors.Is(err, gamesave.ErrCancelled) {
			return true
		}
		checkStat(env, c, err)
		if err == nil {
			adoptReplayLog(s, c)
			return true
		}
		under := ctx.Scenes.Top()
		if _, left := under.(*Title); left {
			return true // the player has left that game; loading it again checks again
		}
		ctx.Scenes.Push(mismatchDialog(env, under, s, c, e, err, func(ctx *render.SceneContext, replayed play.Playing) {
			// The game on screen is s: swap the scene showing it.
			if top := ctx.Scenes.Top(); top == under {
				ctx.Scenes.Replace(playScene(env, replayed))
			}
		}))
		return true
	})
}

func checkStat(env *render.Env, c *gamesave.Check, err error) {
	if gs := saverOf(env); gs != nil {
		verdict := "match"
		if err != nil {
			verdict = err.Error()
		}
		_, total, _ := c.Progress()
		gs.stat("checkMs", ms(c.Took()), "checkDecisions", total, "check", verdict)
	}
}

// mismatchFirstLine names the save, its scenario and its date, and says
// why its check failed, in the player's language.
func mismatchFirstLine(e gamesave.Entry, err error) string {
	l := i18n.Current()
	return l.T("mismatch.first", engine.Text("name", entryTitle(e)), engine.Text("title", gamesave.TitleIn(e.Summary, l)),
		engine.Text("date", gamesave.DateIn(e.Summary, l)), engine.Text("why", gamesave.ExplainCheck(err, l)))
}

// mismatchDialog tells the player that a save's replay does not reproduce
// its snapshot and lets them choose: the saved game (the snapshot, as it
// was when saved) or the game the rules rebuild from its record.
// useReplay starts play on the replayed game.
func mismatchDialog(env *render.Env, under render.Scene, s play.Playing, c *gamesave.Check, e gamesave.Entry, err error,
	useReplay func(ctx *render.SceneContext, replayed play.Playing)) *Dialog {
	_, total, _ := c.Progress()
	replayAt := total
	if m, ok := err.(*gamesave.Mismatch); ok && m.At >= 0 {
		replayAt = m.At
	}
	text := []string{
		mismatchFirstLine(e, err),
		i18n.T("mismatch.why"),
		i18n.T("mismatch.which", engine.Int("at", replayAt), engine.Int("total", total)),
	}
	// Escape chooses the last button: the one that changes least.
	buttons := []DialogButton{{"use-replay", i18n.T("mismatch.play-replayed")}, {"keep-snapshot", i18n.T("mismatch.play-saved")}, {"cancel", i18n.T("mismatch.back")}}
	if _, beforePlay := under.(*Saves); !beforePlay {
		buttons = []DialogButton{{"use-replay", i18n.T("mismatch.switch")}, {"keep-snapshot", i18n.T("mismatch.keep")}}
	}
	d := NewDialog(env, under, "replay-mismatch", i18n.T("mismatch.heading"), text, buttons...)
	d.On = func(ctx *render.SceneContext, id string) {
		switch id {
		case "keep-snapshot":
			if sc, ok := under.(*Saves); ok {
				sc.startPlay(ctx, s)
			}
		case "use-replay":
			gs := saverOf(env)
			g, log := c.Replayed()
			if g == nil {
				return
			}
			replayed, err := play.Continue(c.ReplayedRecord(), g, gs)
			if err != nil {
				return
			}
			replayed.Base().AdoptHistory(log, c.History())
			if gs != nil {
				gs.Adopt(replayed.Base(), gs.GameID(s.Base()))
			}
			useReplay(ctx, replayed)
		}
	}
	return d
}

// ImportPath asks for the path of a save file to import (natively, where
// there is no file chooser).
type ImportPath struct {
	env   *render.Env
	under render.Scene
	field *ui.TextField
	ok    *ui.Button
	back  *ui.Button
	focus *ui.FocusGroup
	on    func(ctx *render.SceneContext, path string)
	m     ui.Metrics
	card  ui.Rect
	tick  int
}

// NewImportPath returns the path prompt; dir prefills the field.
func NewImportPath(env *render.Env, under render.Scene, dir string, on func(ctx *render.SceneContext, path string)) *ImportPath {
	p := &ImportPath{env: env, under: under, on: on,
		field: ui.NewTextField("path", i18n.T("import.path")),
		ok:    ui.NewButton("import-path", i18n.T("import.ok")), back: ui.NewButton("cancel", i18n.T("ui.cancel"))}
	p.field.Mono = true
	p.field.Max = 1000
	if dir != "" {
		p.field.Text = dir + string(os.PathSeparator)
	}
	p.focus = ui.NewFocusGroup(p.field.Button, p.ok, p.back)
	return p
}

// Name implements render.Scene.
func (p *ImportPath) Name() string { return "import-path" }

// Layout implements render.Scene.
func (p *ImportPath) Layout(m ui.Metrics) {
	if p.under != nil {
		p.under.Layout(m)
	}
	m = m.Fit(420, 300)
	p.m = m
	wPt, _ := m.Points()
	cw := m.Pt(math.Min(680, wPt-32))
	p.card = ui.Centered(m.Width/2, m.Height/2, cw, m.Pt(250)).Snap()
	pad := m.Pt(28)
	p.field.Rect = ui.Rect{X: p.card.X + pad, Y: p.card.Y + m.Pt(104), W: cw - 2*pad, H: m.Pt(44)}.Snap()
	bw, bh, gap := m.Pt(140), m.Pt(44), m.Pt(12)
	y := p.card.Y + p.card.H - m.Pt(26) - bh
	p.ok.Rect = ui.Rect{X: m.Width/2 - gap/2 - bw, Y: y, W: bw, H: bh}.Snap()
	p.back.Rect = ui.Rect{X: m.Width/2 + gap/2, Y: y, W: bw, H: bh}.Snap()
}

// Update implements render.Scene.
func (p *ImportPath) Update(ctx *render.SceneContext) error {
	p.tick = ctx.Tick
	p.field.Update(ctx.Input)
	p.ok.Disabled = p.field.Text == ""
	enter := ctx.Input.Has(input.Activate)
	switch c := p.focus.Update(ctx.Input); {
	case c == p.ok || c == p.field.Button && enter:
		ctx.Scenes.Pop()
		p.on(ctx, p.field.Text)
	case c == p.back || c == nil && ctx.Input.Consume(input.Back):
		ctx.Scenes.Pop()
	}
	return nil
}

// Controls implements render.Describer.
func (p *ImportPath) Controls() []ui.Info { return p.focus.Infos() }

// Draw implements render.Scene.
func (p *ImportPath) Draw(screen *ebiten.Image) {
	m := p.m
	if p.under != nil {
		p.under.Draw(screen)
	}
	ui.FillRoundRect(screen, ui.Rect{W: m.Width, H: m.Height}, 0, ui.Fade(ui.SeaDeep, 0.55))
	ui.FillRoundRect(screen, p.card, m.Pt(10), ui.Fade(ui.SeaDeep, 0.97))
	ui.StrokeRoundRect(screen, p.card.Inset(m.Pt(0.5)), m.Pt(10), m.Pt(1), ui.Fade(ui.Brass, 0.7))
	fonts := p.env.Fonts
	cx := m.Width / 2
	y := p.card.Y + m.Pt(40)
	ui.DrawTextTracked(screen, i18n.T("import.heading"), fonts.Face(ui.Bold, m.Pt(20)), cx, y, ui.Center, ui.Paper, m.Pt(3))
	ui.DrawText(screen, i18n.T("import.hint"), fonts.Face(ui.Regular, m.Pt(14)), cx, y+m.Pt(36), ui.Center, ui.PaperDim)
	p.field.Draw(screen, fonts, m, p.tick)
	p.ok.Draw(screen, fonts, m)
	p.back.Draw(screen, fonts, m)
}

// StillKey implements render.Still.
func (p *ImportPath) StillKey() string {
	return p.field.StillKey() + fmt.Sprint(p.tick/30%2)
}
