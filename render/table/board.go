// Package table is the play scene every game system shares: a board drawn
// by the system, and beside it the pending decision with its options and
// odds, the log, and who is to decide. A system registers a Board for its
// id; the scene needs nothing else of it, so the tactical, strategic and
// naval games play through the same screen, saves, undo and seats.
package table

import (
	"image"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"

	"periscope/game/engine"
	"periscope/render/ui"
)

// View is what a board may use to draw: the seat whose eyes the board is
// drawn through (never show what that seat may not see), the ref under
// the pointer, the refs of the pending options (so the board can mark
// where a click answers), and the fonts and language.
type View struct {
	Seat     engine.Seat
	Hover    string
	Selected string
	Targets  []string
	Fonts    *ui.Fonts
	Lang     string
	// Scale is the UI scale (1 at 1024×640); boards size text and
	// counters by it.
	Scale float64
	// Drag is the ref a drag started from while the pointer is held
	// (Dragger boards; "" otherwise); Hover is then where it would drop.
	Drag string
	// Log is the log revealed so far as the viewer may see it, oldest
	// first (a board may draw the last rolls' dice: the naval battle).
	Log []engine.Entry
}

// Board draws one game system's state and maps the pointer back to refs
// (the Ref of engine.Option: an area, a unit, a hex).
type Board interface {
	// Draw paints the board inside r of dst.
	Draw(dst *ebiten.Image, r image.Rectangle, g engine.Game, v View)
	// RefAt is the ref under the point (x, y) inside r, or "".
	RefAt(r image.Rectangle, g engine.Game, v View, x, y int) string
}

// Composer is implemented by boards whose system asks for structured
// answers (engine.Prompt.Payload): a plotted move, units moved, a
// purchase list. The scene hands it the clicks on the board and on the
// options; when the draft is complete Click returns the choice.
type Composer interface {
	// Click adds a clicked ref (a board ref or an option key) to the draft
	// for prompt p; done reports that c answers p.
	Click(g engine.Game, p *engine.Prompt, ref string) (c engine.Choice, done bool)
	// Draft is the answer being composed, in lines for the panel.
	Draft(g engine.Game, p *engine.Prompt) []string
	// Reset drops the draft (the prompt changed, or the player cancelled).
	Reset()
}

// Dragger is implemented by boards that also move things by dragging: a
// press on the board where DragStart agrees starts a drag, the pointer held
// down follows it (View.Drag, View.Hover), and a release over another ref
// drops it there: the table then answers the pending prompts with
// DragStep's choices, step 0, 1, … until it declines (a drop may take
// several small prompts: from where, which units, where to, how many). A
// release where the drag began is an ordinary click.
type Dragger interface {
	// DragStart reports whether a drag may start from ref under prompt p.
	DragStart(g engine.Game, p *engine.Prompt, from string) bool
	// DragStep is the answer to prompt p for step of the drop from → to,
	// or false when the drop is complete (or cannot go on).
	DragStep(g engine.Game, p *engine.Prompt, from, to string, step int) (engine.Choice, bool)
}

// DragTracer is implemented by Draggers that follow the held pointer's
// way, not only its drop: a move plotted by dragging along hexes. While a
// drag is held, DragOver is called each tick with the ref under it.
type DragTracer interface {
	DragOver(g engine.Game, p *engine.Prompt, from, over string)
}

// Typer is implemented by Composers that also take typed text for the
// pending prompt (the tactical game's plot strings [7.3]): each tick the
// viewer's decision wants a structured answer, Type gets the characters
// typed and whether Backspace fired, and reports whether it took them (the
// table's own keys then do not see them).
type Typer interface {
	Type(g engine.Game, p *engine.Prompt, chars []rune, erase bool) bool
}

// OpaqueBoard is implemented by boards that paint every pixel of their
// rectangle: the table then does not fill it first (a pass over most of
// the screen saved on every redraw, which a software-rendered browser
// feels).
type OpaqueBoard interface {
	OpaqueBoard()
}

// GlossaryBoard is implemented by boards whose game names its own
// glossary terms (hud.HUD.Terms): the naval game's "patrol" is an
// operation, not a counter's side.
type GlossaryBoard interface {
	GlossaryTerms() []string
}

// InfoBoard is implemented by boards that tell the page's test hook
// (render.Informer) what they show beyond the game's own state: Europe's
// battle board, its round and the dice on it (issue 19's browser test).
type InfoBoard interface {
	BoardInfo(g engine.Game) map[string]string
}

// StillBoard is implemented by boards whose picture changes only with the
// game (its revision), the view and what StillKey returns: the table is
// then redrawn only when something changed (render.Still). On a
// software-rendered browser an idle table then costs next to nothing
// instead of a whole frame each tick. Boards with animations of their own
// put their frame in the key, or do not implement it.
type StillBoard interface {
	StillKey(g engine.Game, v View) string
}

// HoverBoard is implemented by StillBoards that can say where the view's
// Hover shows on them (in the coordinates of the board's rectangle r):
// when only the ref under the pointer changed, the table then redraws the
// screen inside those parts, before and after, instead of all of it (on a
// software-rendered browser a whole frame per pointer move made the map
// crawl at 3 frames a second).
type HoverBoard interface {
	HoverRects(r image.Rectangle, g engine.Game, v View) []image.Rectangle
}

var (
	mu     sync.Mutex
	boards = map[string]func(theatre string) Board{}
)

// Register installs the board of a game system (by engine.Installed.ID).
// Systems call it from an init function in their render package.
func Register(system string, open func(theatre string) Board) {
	mu.Lock()
	defer mu.Unlock()
	if _, dup := boards[system]; dup {
		panic("table: board registered twice: " + system)
	}
	boards[system] = open
}

// For returns the board of a system's theatre, or nil when the system
// registered none (the scene then shows the decision and log only).
func For(system, theatre string) Board {
	mu.Lock()
	open := boards[system]
	mu.Unlock()
	if open == nil {
		return nil
	}
	return open(theatre)
}
