// Package render draws the game and runs its scenes. It reads game state and
// never changes it; player actions reach the rules engine as choices.
//
// The App (an ebiten.Game) owns a Manager, a stack of Scenes. Each tick the
// App reads input (package input), lays the top scene out if the screen
// changed, updates it and draws it. Scenes live in render/scenes; widgets in
// render/ui.
package render

import (
	"github.com/hajimehoshi/ebiten/v2"

	"periscope/game/engine"
	"periscope/input"
	"periscope/render/play"
	"periscope/render/ui"
	"periscope/storage"
)

// Scene is one screen of the game: the title, a menu, the campaign map, a
// combat board.
type Scene interface {
	// Name identifies the scene to tests and the page hook ("title").
	Name() string
	// Layout is called before Update whenever the scene comes on top or the
	// screen's metrics change. Scenes compute control rectangles here.
	Layout(m ui.Metrics)
	// Update consumes this tick's input and may switch scenes through
	// ctx.Scenes.
	Update(ctx *SceneContext) error
	// Draw draws the scene on the whole screen.
	Draw(screen *ebiten.Image)
}

// Entered is implemented by scenes that refresh themselves whenever they come
// on top (on Push, Replace, or when the scene above is popped).
type Entered interface {
	Entered(ctx *SceneContext)
}

// Describer is implemented by scenes with controls, so that tests and the
// page hook can find them.
type Describer interface {
	Controls() []ui.Info
}

// Prompter is implemented by scenes that answer the rules engine's
// decisions: PromptKind is the kind of the decision pending ("" for none),
// reported to the page hook so browser tests can wait for it.
type Prompter interface {
	PromptKind() string
}

// Still is implemented by scenes without animation, whose picture depends
// only on the screen metrics, their controls' states and what StillKey
// returns. The App redraws such a scene only when one of those changes
// (the screen is not cleared between frames), which saves power on menus.
type Still interface {
	StillKey() string
}

// Opaque is implemented by scenes that paint every pixel of the screen:
// the App does not clear the screen before drawing them (a full-screen pass
// saved, which matters on software-rendered WebGL).
type Opaque interface {
	Opaque()
}

// ReadsScreen is implemented by scenes whose drawing reads back the image
// it draws on: the naval board's anti-aliased DrawTriangles, which
// Ebitengine draws by copying its destination (stencilbuffer.go's
// doDrawTrianglesWithAntialias). In the browser the game draws on the
// canvas itself (wasm/webbuild PatchDirectScreen), which cannot be read
// (Ebitengine panics: the screen cannot be a source), so the App draws such
// a scene on an image of its own and copies it to the screen, as
// Ebitengine's final screen did (issue 16, session 40).
type ReadsScreen interface {
	ReadsScreen()
}

// Informer is implemented by scenes that publish facts for tests and the
// page hook (window.periscopeReady.info): the pending prompt's kind, the
// number of decisions, whether the game is over.
type Informer interface {
	Info() map[string]string
}

// Env holds the services every scene may use. Scenes receive it when they are
// made and keep it.
type Env struct {
	Fonts    *ui.Fonts
	Store    storage.Store
	Settings *Settings
	Version  string
	// Saver stores the autosaves and finds the latest (nil: games are
	// not saved).
	Saver play.Saver
	// StorageNotice, when not nil, says that games are not being saved
	// and why (storage.Start); the title screen shows it in the player's
	// language.
	StorageNotice *engine.Msg

	tasks []Task
	// lastTop and lastScreen are the scene on top and the screen of the
	// last frame the App drew (ScreenHolds).
	lastTop    Scene
	lastScreen *ebiten.Image
}

// ScreenHolds reports whether the last frame the App drew was drawn onto
// screen with s on top: the screen still holds the picture s drew last,
// with nothing drawn over it since (issue 16: the map's HUD is then left
// on the screen while the map pans, not copied again). A scene drawn
// under another (a dialog's, a menu's), into another image, or by a
// test's own call of Draw is not: false.
func (e *Env) ScreenHolds(s Scene, screen *ebiten.Image) bool {
	return s != nil && e.lastTop == s && e.lastScreen == screen
}

// Task is work that outlives the scene that started it, such as the check
// of a loaded save's replay, which may have to interrupt whatever scene is
// on top by then. The App runs every task once per tick, before the scene's
// update; a task returns true when it is done.
type Task func(ctx *SceneContext) (done bool)

// Go adds a task.
func (e *Env) Go(t Task) { e.tasks = append(e.tasks, t) }

// runTasks runs the tasks once and keeps those not done.
func (e *Env) runTasks(ctx *SceneContext) {
	if len(e.tasks) == 0 {
		return
	}
	tasks := e.tasks
	e.tasks = nil
	var keep []Task
	for _, t := range tasks {
		if !t(ctx) {
			keep = append(keep, t)
		}
	}
	e.tasks = append(keep, e.tasks...) // tasks added meanwhile run next tick
}

// SceneContext is what a scene gets each tick.
type SceneContext struct {
	Env     *Env
	Input   *input.State
	Metrics ui.Metrics
	Scenes  *Manager
	Tick    int
}
