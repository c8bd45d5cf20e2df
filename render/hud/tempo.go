package hud

import (
	"github.com/hajimehoshi/ebiten/v2"

	"periscope/i18n"
	"periscope/input"
	"periscope/render/play"
	"periscope/render/ui"
)

// Tempo is the row of tempo controls: step one phase, run to the next
// decision, undo, redo, and hand the turn to the doctrine bot. Each has a
// key: N (next phase), R (run), U or Z (undo), Y (redo), T (bot turn).
type Tempo struct {
	Step, Run, Undo, Redo, Bot *ui.Button
	Rect                       ui.Rect
	m                          ui.Metrics
	// stepMode and botOn are the session's modes as Update last saw them
	// (the labels say them).
	stepMode, botOn bool
}

// NewTempo returns the tempo controls.
func NewTempo() *Tempo {
	t := &Tempo{Step: ui.NewButton("step", "Step"), Run: ui.NewButton("run", "Run"),
		Undo: ui.NewButton("undo", "Undo"), Redo: ui.NewButton("redo", "Redo"), Bot: ui.NewButton("bot-turn", "Bot turn")}
	for _, b := range t.buttons() {
		b.TextSize = 12.5
	}
	t.relabel()
	return t
}

// relabel gives the buttons their words in the player's language (also
// from Layout: a scene laid out under another, such as the map under its
// briefing, is not updated until that one closes).
func (t *Tempo) relabel() {
	if t.botOn {
		t.Bot.Label = i18n.T("tempo.bot-stop")
	} else {
		t.Bot.Label = i18n.T("tempo.bot")
	}
	if t.stepMode {
		t.Step.Label = i18n.T("tempo.step-on")
		t.Run.Label = i18n.T("tempo.run")
	} else {
		t.Step.Label = i18n.T("tempo.step")
		t.Run.Label = i18n.T("tempo.run-on")
	}
	t.Undo.Label, t.Redo.Label = i18n.T("tempo.undo"), i18n.T("tempo.redo")
}

func (t *Tempo) buttons() []*ui.Button { return []*ui.Button{t.Step, t.Run, t.Undo, t.Redo, t.Bot} }

// Layout lays the buttons out in a row across r.
func (t *Tempo) Layout(m ui.Metrics, r ui.Rect) {
	t.m, t.Rect = m, r
	t.relabel()
	bs := t.buttons()
	gap := m.Pt(5)
	weights := []float64{1, 1, 1, 1, 1.45}
	tw := 0.0
	for _, w := range weights {
		tw += w
	}
	unit := (r.W - gap*float64(len(bs)-1)) / tw
	x := r.X
	for i, b := range bs {
		w := unit * weights[i]
		b.Rect = ui.Rect{X: x, Y: r.Y, W: w, H: r.H}.Snap()
		x += w + gap
	}
}

// TempoAction is what the tempo row asked for.
type TempoAction int

const (
	TempoNone TempoAction = iota
	TempoStep
	TempoRun
	TempoUndo
	TempoRedo
	TempoBot
)

// Update refreshes the buttons from the session and handles clicks and keys.
func (t *Tempo) Update(in *input.State, s *play.Core) TempoAction {
	t.Undo.Disabled = s.Decisions() == 0
	t.Redo.Disabled = !s.CanRedo()
	t.Bot.Disabled = s.Over()
	t.stepMode, t.botOn = s.StepMode, s.BotTurnOn()
	t.relabel()
	act := TempoNone
	switch {
	case t.Step.Update(in), in.ConsumeChar('n'):
		act = TempoStep
	case t.Run.Update(in), in.ConsumeChar('r'):
		act = TempoRun
	case t.Undo.Update(in), !t.Undo.Disabled && (in.ConsumeChar('u') || in.ConsumeChar('z')):
		act = TempoUndo
	case t.Redo.Update(in), !t.Redo.Disabled && in.ConsumeChar('y'):
		act = TempoRedo
	case t.Bot.Update(in), !t.Bot.Disabled && in.ConsumeChar('t'):
		act = TempoBot
	}
	return act
}

// Controls lists the buttons.
func (t *Tempo) Controls() []ui.Info {
	var out []ui.Info
	for _, b := range t.buttons() {
		out = append(out, b.Info())
	}
	return out
}

// Draw draws the buttons.
func (t *Tempo) Draw(dst *ebiten.Image, fonts *ui.Fonts) {
	for _, b := range t.buttons() {
		b.Draw(dst, fonts, t.m)
	}
}

// Apply carries out a tempo action on the session; it returns an error
// from undo or redo, if any.
func Apply(act TempoAction, s *play.Core) error {
	switch act {
	case TempoStep:
		s.StepMode = true
		s.Step()
	case TempoRun:
		s.StepMode = false
		s.RevealAll()
	case TempoUndo:
		return s.Undo()
	case TempoRedo:
		return s.Redo()
	case TempoBot:
		if s.BotTurnOn() {
			s.StopBots()
		} else {
			s.BotTurn()
		}
	}
	return nil
}
