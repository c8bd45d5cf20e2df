package scenes

import (
	"errors"

	"periscope/game/engine"
	"periscope/i18n"
	"periscope/render"
	"periscope/render/play"
	gamesave "periscope/save"
	"periscope/storage"
)

// NewStorageProblem tells the player that a save failed and offers the ways
// out: free space by deleting old autosaves (then save again), or export
// the game to a file. auto says the failed save was an autosave.
func NewStorageProblem(env *render.Env, under render.Scene, s play.Playing, err error, auto bool) *Dialog {
	what := i18n.T("problem.not-saved")
	if auto {
		what = i18n.T("problem.autosave-failed")
	}
	heading := i18n.T("problem.heading")
	var q *gamesave.QuotaError
	buttons := []DialogButton{}
	if errors.As(err, &q) {
		heading = i18n.T("problem.full")
		buttons = append(buttons, DialogButton{"free-space", i18n.T("problem.free-space")})
	}
	buttons = append(buttons, DialogButton{"export-game", i18n.T("problem.export")}, DialogButton{"close", i18n.T("problem.play-on")})
	text := []string{what, gamesave.ExplainOther(err, i18n.Current())}
	if auto {
		text = append(text, i18n.T("problem.kept"))
	}
	d := NewDialog(env, under, "storage-problem", heading, text, buttons...)
	d.On = func(ctx *render.SceneContext, id string) {
		gs := saverOf(env)
		if gs == nil || s == nil {
			return
		}
		switch id {
		case "free-space":
			n, freed, err := gs.M.DeleteOldAutosaves(gs.GameID(s.Base()))
			msg := i18n.T("problem.freed", engine.Int("n", n), engine.Text("bytes", gamesave.BytesIn(freed, i18n.Current())))
			if err == nil {
				err = gs.Autosave(s.Base())
			}
			if err != nil {
				if errors.Is(err, storage.ErrQuota) {
					msg += " " + i18n.T("problem.not-enough")
				}
				ctx.Scenes.Push(NewStorageProblem(env, under, s, err, auto))
				return
			}
			ctx.Scenes.Push(notice(env, under, i18n.T("problem.space-freed"), msg+" "+i18n.T("problem.saved-again")))
		case "export-game":
			name, data, err := gs.M.ExportGame("", gs.GameID(s.Base()), s.Base().Record(), s.Base().Game())
			if err == nil && gs.Files != nil {
				var where string
				where, err = gs.Files.Export(name, data)
				if err == nil {
					ctx.Scenes.Push(notice(env, under, i18n.T("problem.exported"), i18n.T("problem.exported-to", engine.Text("where", where))))
					return
				}
			}
			if err == nil {
				err = errors.New(i18n.T("problem.no-files"))
			}
			ctx.Scenes.Push(notice(env, under, i18n.T("problem.export-failed"), i18n.T("problem.not-exported", engine.Text("why", gamesave.ExplainOther(err, i18n.Current())))))
		}
	}
	return d
}

// notice is a dialog with one OK button.
func notice(env *render.Env, under render.Scene, heading, text string) *Dialog {
	return NewDialog(env, under, "notice", heading, []string{text}, DialogButton{"ok", i18n.T("ui.ok")})
}
