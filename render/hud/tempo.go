package hud

import (
	"strings"
	"unicode/utf8"

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
	laid                       [5]string // the labels the row was laid out for
	fonts                      *ui.Fonts // the fonts last drawn with: labels are measured
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

// relaid reports whether a label changed since Layout.
func (t *Tempo) relaid() bool {
	for i, b := range [...]*ui.Button{t.Step, t.Run, t.Undo, t.Redo, t.Bot} {
		if t.laid[i] != b.Label {
			return true
		}
	}
	return false
}

func (t *Tempo) buttons() []*ui.Button { return []*ui.Button{t.Step, t.Run, t.Undo, t.Redo, t.Bot} }

// Layout lays the buttons out in a row across r.
func (t *Tempo) Layout(m ui.Metrics, r ui.Rect) {
	t.m, t.Rect = m, r
	t.relabel()
	bs := t.buttons()
	gap := m.Pt(5)
	// Each button as wide as its label and an equal share of the rest
	// (with the fonts; until the first draw, by the label's characters):
	// equal widths cut "Run ►►" at 1024×640.
	widths := make([]float64, len(bs))
	sum := 0.0
	for i, b := range bs {
		if t.fonts != nil {
			widths[i] = ui.TextWidth(b.Label, t.fonts.Face(ui.Bold, m.Pt(b.TextSize)), 0)
		} else {
			widths[i] = m.Pt(b.TextSize) * (0.6*float64(utf8.RuneCountInString(b.Label)) + 0.5*float64(strings.Count(b.Label, "►")))
		}
		sum += widths[i]
		t.laid[i] = b.Label
	}
	share := max(0, r.W-gap*float64(len(bs)-1)-sum) / float64(len(bs))
	if sum > r.W-gap*float64(len(bs)-1) { // too narrow for the words: as they ask
		share = 0
		for i := range widths {
			widths[i] *= (r.W - gap*float64(len(bs)-1)) / sum
		}
	}
	x := r.X
	for i, b := range bs {
		w := widths[i] + share
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
	if t.relaid() && t.Rect.W > 0 {
		t.Layout(t.m, t.Rect) // a mode changed a label's length
	}
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
func (t *Tempo) Controls() []ui.Info { return t.AppendControls(nil) }

// AppendControls appends Controls to out.
func (t *Tempo) AppendControls(out []ui.Info) []ui.Info {
	for _, b := range t.buttons() {
		out = append(out, b.Info())
	}
	return out
}

// Draw draws the buttons.
func (t *Tempo) Draw(dst *ebiten.Image, fonts *ui.Fonts) {
	if fonts != t.fonts && t.Rect.W > 0 {
		t.fonts = fonts
		t.Layout(t.m, t.Rect) // the labels measured in these fonts
	}
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
		if s.Decisions() == 0 {
			return s.Undo() // its error
		}
		// At once when nothing is to wait for; else a slice a frame
		// (HUD.Update), its progress shown.
		if err := s.BeginUndo(s.Decisions() - 1); err != nil {
			return err
		}
		_, err := s.StepUndo(UndoSlice)
		return err
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
