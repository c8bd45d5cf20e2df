package scenes

import (
	"errors"
	"fmt"

	"periscope/render"
	"periscope/render/play"
	gamesave "periscope/save"
	"periscope/storage"
)

// NewStorageProblem tells the player that a save failed and offers the ways
// out: free space by deleting old autosaves (then save again), or export
// the game to a file. auto says the failed save was an autosave.
func NewStorageProblem(env *render.Env, under render.Scene, s *play.Session, err error, auto bool) *Dialog {
	what := "Your game could not be saved."
	if auto {
		what = "The autosave after your last decision did not work."
	}
	heading := "The game could not be saved"
	var q *gamesave.QuotaError
	buttons := []DialogButton{}
	if errors.As(err, &q) {
		heading = "Storage is full"
		buttons = append(buttons, DialogButton{"free-space", "Delete old autosaves"})
	}
	buttons = append(buttons, DialogButton{"export-game", "Export this game"}, DialogButton{"close", "Play on"})
	text := []string{what, err.Error()}
	if auto {
		text = append(text, "You can play on: the game is kept in memory, and the next decision tries to save again.")
	}
	d := NewDialog(env, under, "storage-problem", heading, text, buttons...)
	d.On = func(ctx *render.SceneContext, id string) {
		gs := saverOf(env)
		if gs == nil || s == nil {
			return
		}
		switch id {
		case "free-space":
			n, freed, err := gs.M.DeleteOldAutosaves(gs.GameID(s))
			msg := fmt.Sprintf("Deleted %d old autosaves (%s).", n, gamesave.Bytes(freed))
			if err == nil {
				err = gs.Autosave(s)
			}
			if err != nil {
				if errors.Is(err, storage.ErrQuota) {
					msg += " That was not enough: the game still does not fit."
				}
				ctx.Scenes.Push(NewStorageProblem(env, under, s, err, auto))
				return
			}
			ctx.Scenes.Push(notice(env, under, "Space freed", msg+" The game is saved again."))
		case "export-game":
			name, data, err := gs.M.ExportGame("", gs.GameID(s), s.Record(), s.Game())
			if err == nil && gs.Files != nil {
				var where string
				where, err = gs.Files.Export(name, data)
				if err == nil {
					ctx.Scenes.Push(notice(env, under, "Exported", "The game was exported to "+where+". Import it from the Load game screen."))
					return
				}
			}
			if err == nil {
				err = errors.New("this build cannot write files")
			}
			ctx.Scenes.Push(notice(env, under, "Export failed", "The game could not be exported: "+err.Error()))
		}
	}
	return d
}

// notice is a dialog with one OK button.
func notice(env *render.Env, under render.Scene, heading, text string) *Dialog {
	return NewDialog(env, under, "notice", heading, []string{text}, DialogButton{"ok", "OK"})
}
