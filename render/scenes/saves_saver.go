package scenes

import (
	"errors"
	"sync"
	"time"

	"periscope/game/systems"
	"periscope/i18n"
	"periscope/render"
	"periscope/render/play"
	gamesave "periscope/save"
	"periscope/wasm"
)

// GameSaver is the play.Saver of the real game: it keeps the autosaves (and
// the player's named saves) through a gamesave.Manager. Each play-through has a
// game id, under which its autosaves rotate; a game loaded from a save
// carries on under the save's id.
//
// When an autosave fails (the browser's storage is full) the player is told
// at once, over whatever is on screen, with the ways out (delete old
// autosaves, export the game); the game goes on, and the last good autosave
// stays.
type GameSaver struct {
	env   *render.Env
	M     *gamesave.Manager
	Files wasm.Files

	mu  sync.Mutex
	ids map[*play.Core]string
	// failing is set after a failed autosave has been reported, until one
	// succeeds: the player is told once, not after every decision.
	failing bool
	stats   map[string]any
	check   *gamesave.Check // the replay check of the game loaded last
}

// stat records a measurement and publishes them all to the page as
// window.periscopeSaves (the browser test reads the timings there).
func (g *GameSaver) stat(kv ...any) {
	g.mu.Lock()
	if g.stats == nil {
		g.stats = map[string]any{}
	}
	for i := 0; i+1 < len(kv); i += 2 {
		g.stats[kv[i].(string)] = kv[i+1]
	}
	cp := make(map[string]any, len(g.stats))
	for k, v := range g.stats {
		cp[k] = v
	}
	g.mu.Unlock()
	wasm.Publish("periscopeSaves", cp)
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }

// NewGameSaver returns the saver; env receives the failure notices.
func NewGameSaver(env *render.Env, m *gamesave.Manager, files wasm.Files) *GameSaver {
	g := &GameSaver{env: env, M: m, Files: files, ids: map[*play.Core]string{}}
	if env != nil {
		env.Go(g.warm)
	}
	return g
}

// warm loads the theatre of the newest save a second after start-up, so
// that "Continue" does not wait for the game data (a few hundred
// milliseconds in the browser).
func (g *GameSaver) warm(ctx *render.SceneContext) bool {
	if ctx.Tick < 60 {
		return false
	}
	if e, ok := g.M.Latest(); ok && e.Summary.Theatre != "" {
		go systems.Theatre(e.Summary.Theatre)
	}
	return true
}

// saverOf returns the env's GameSaver, or nil when games are not saved
// through one (tests, a store-less build).
func saverOf(env *render.Env) *GameSaver {
	gs, _ := env.Saver.(*GameSaver)
	return gs
}

// GameID returns the session's game id, giving it one if it has none.
func (g *GameSaver) GameID(s *play.Core) string {
	g.mu.Lock()
	defer g.mu.Unlock()
	id, ok := g.ids[s]
	if !ok {
		id = g.M.NewGameID()
		g.ids[s] = id
	}
	return id
}

// Adopt sets the game id of a session loaded from a save.
func (g *GameSaver) Adopt(s *play.Core, gameID string) {
	if gameID == "" {
		return
	}
	g.mu.Lock()
	g.ids[s] = gameID
	g.mu.Unlock()
}

// Autosave implements play.Saver.
func (g *GameSaver) Autosave(s *play.Core) error {
	t0 := time.Now()
	at, snap := s.Checkpoint()
	e, err := g.M.AutosaveAt(g.GameID(s), s.RecordView(), s.Game(), at, snap)
	took := time.Since(t0)
	if err == nil {
		g.mu.Lock()
		n, _ := g.stats["autosaves"].(int)
		worst, _ := g.stats["autosaveMaxMs"].(float64)
		g.mu.Unlock()
		g.stat("autosaves", n+1, "autosaveMs", ms(took), "autosaveMaxMs", max(worst, ms(took)),
			"autosaveBytes", e.Size, "autosaveDecisions", s.Decisions())
		if u := s.LastUndo(); u.Seq > 0 {
			g.mu.Lock()
			c := g.check
			g.mu.Unlock()
			done := -1
			if c != nil {
				done, _, _ = c.Progress()
			}
			// Where the loaded game's check stood after the undo (the
			// browser test: an undo to before the snapshot right after
			// loading, not waiting for it).
			g.stat("undoMs", ms(u.Took), "undoFrom", u.From, "undoTo", u.To, "undos", u.Seq, "undoCheckDone", done)
		}
	} else {
		g.stat("autosaveError", err.Error())
	}
	g.mu.Lock()
	report := err != nil && !g.failing
	g.failing = err != nil
	g.mu.Unlock()
	if report && g.env != nil {
		g.env.Go(func(ctx *render.SceneContext) bool {
			ctx.Scenes.Push(NewStorageProblem(g.env, ctx.Scenes.Top(), s, err, true))
			return true
		})
	}
	return err
}

// LatestAutosave implements play.Saver: the newest readable save, autosave
// or not (what "Continue" resumes).
func (g *GameSaver) LatestAutosave() (*play.Saved, error) {
	e, ok := g.M.Latest()
	if !ok {
		return nil, nil
	}
	o, err := g.M.Load(e.Key)
	if err != nil {
		return nil, err
	}
	return &play.Saved{Record: o.File.Record, Summary: play.Summary{
		System: o.File.Record.System, Scenario: o.File.Record.Scenario, ScenarioName: o.File.Summary.Title, ScenarioNameMsg: o.File.Summary.TitleMsg,
		Date: o.File.Summary.Date, DateMsg: o.File.Summary.DateMsg, Turn: o.File.Summary.Turn, Decisions: o.File.Summary.Decisions,
		Over: o.File.Summary.Over, Text: gamesave.LineIn(o.File.Summary, i18n.Current()),
	}}, nil
}

// Resume opens a save as a session on its snapshot (fast, whatever the
// length of the game) and starts the check of its replay in the background.
func (g *GameSaver) Resume(o *gamesave.Opened) (play.Playing, *gamesave.Check, error) {
	s, err := play.Continue(o.File.Record, o.Game, g)
	if err != nil {
		return nil, nil, err
	}
	s.Base().AdoptRestorePoints(o.Undo)
	g.Adopt(s.Base(), g.branchID(o.File))
	c := gamesave.NewCheck(o)
	g.stat("loadSnapAt", o.SnapshotAt())
	g.mu.Lock()
	if g.check != nil {
		g.check.Cancel() // the game it checked is no longer played
	}
	g.check = c
	g.mu.Unlock()
	// An undo to before the snapshot that would wait for the check runs
	// it a slice a frame, its progress shown (play.Core.BeginUndo).
	s.Base().Prep = c
	c.Start()
	return s, c, nil
}

// branchID is the game id a loaded save carries on under: its own, unless
// that game has newer autosaves. Playing on from an earlier point is then
// a new branch, whose autosaves must not push the newer ones out of the
// rotation.
func (g *GameSaver) branchID(f *gamesave.File) string {
	if f.GameID == "" {
		return ""
	}
	es, err := g.M.List()
	if err != nil {
		return ""
	}
	for _, e := range es {
		if e.GameID == f.GameID && e.Kind == gamesave.KindAuto && e.Saved.After(f.Saved) {
			return ""
		}
	}
	return f.GameID
}

// errNoSaver is reported where a build keeps no saves.
var errNoSaver = errors.New("games are not saved in this build")
