package hud

import (
	"errors"
	"fmt"
	"math"
	gamesave "periscope/save"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"periscope/game/engine"
	"periscope/i18n"
	"periscope/input"
	"periscope/render"
	"periscope/render/glyph"
	"periscope/render/play"
	"periscope/render/ui"
)

// HUD puts the pieces together: the top bar across the screen, and a
// column at the right with the tempo controls, the prompt panel and the
// log. Main is what is left for the scene (the map, a base display, a
// combat board). The map and the combat board both use it, so the player
// sees the same date, tracks and log everywhere.
type HUD struct {
	Bar    *Bar
	Tempo  *Tempo
	Prompt *Prompt
	Log    *Log
	// Main is the screen left to the scene; Side the right-hand column.
	Main, Side ui.Rect
	m          ui.Metrics
	// Err is the last refused action's message, shown over the log.
	Err     string
	errTick int
	tick    int
	// BotBudget is the time the bots may take per frame.
	BotBudget time.Duration
	// BotStop, when set, stops the bots before a decision the scene wants
	// to show first (the campaign map: the first decision of each combat,
	// so that a bot's combats are followed one by one; issue 14, item 2).
	BotStop func() bool
	// Compose, when set, takes the player's pick on a prompt that wants a
	// structured answer (engine.Prompt.Payload): it returns the choice to
	// apply once the answer is complete (the table's board composes it).
	Compose func(p *engine.Prompt, c engine.Choice) (engine.Choice, bool)
	// Terms are the glossary terms of the game on the table (nil: the
	// boat games' GlossaryTerms).
	Terms []string
	// gloss is the glossary box beside the option pointed at (glossary.go).
	gloss    Glossary
	glossKey string
	// pix is what the HUD last painted on the screen.
	pix pixels
	// ScreenKept, set by the scene before Draw, says that the screen
	// still holds what this HUD painted on it, with nothing drawn over its
	// two rectangles since (render.Env.ScreenHolds, and a scene that draws
	// only inside Main): an unchanged HUD is then not painted again.
	ScreenKept bool
	// Direct paints the HUD anew, leaving what it knows of the screen as
	// it is (tests compare a frame with it).
	Direct bool
}

// drawGlossary defines the game's terms in the option the pointer is on,
// in a box to the left of the panel.
func (h *HUD) drawGlossary(dst *ebiten.Image, fonts *ui.Fonts) {
	p := h.Prompt
	if p.cur == nil || p.hover < 0 || p.hover >= len(p.cur.Options) || p.hover >= len(p.opts) {
		h.gloss, h.glossKey = Glossary{}, ""
		return
	}
	key := fmt.Sprint(p.cur.Seq, p.hover, h.m, i18n.Current(), p.opts[p.hover].Rect)
	if key != h.glossKey {
		o := p.cur.Options[p.hover]
		h.glossKey = key
		row := p.opts[p.hover].Rect
		row.X, row.W = h.Side.X, h.Side.W // beside the column, over the scene
		h.gloss = LayoutGlossary(fonts, h.m, GlossaryAmong(h.terms(), o.Odds, i18n.Label(o), i18n.Detail(o)), row, ui.Rect{X: 0, Y: h.Main.Y, W: h.m.Width, H: h.Main.H})
	}
	h.gloss.Draw(dst, fonts, h.m)
}

func (h *HUD) terms() []string {
	if h.Terms == nil {
		return GlossaryTerms
	}
	return h.Terms
}

// GlossaryShown is the glossary box drawn beside the prompt panel (empty
// when none), for tests.
func (h *HUD) GlossaryShown() Glossary { return h.gloss }

// New returns a HUD.
func New() *HUD {
	return &HUD{Bar: NewBar(), Tempo: NewTempo(), Prompt: NewPrompt(), Log: NewLog(), BotBudget: 6 * time.Millisecond}
}

// SideWidth is the right column's width in points for a screen width in points.
func SideWidth(wPt float64) float64 { return math.Max(300, math.Min(520, wPt*0.27)) }

// Layout lays the HUD out on the screen.
func (h *HUD) Layout(m ui.Metrics) {
	h.m = m
	h.Bar.Menu.Label = i18n.T("map.menu")
	h.Log.relabel()
	h.Bar.Layout(m)
	wPt, _ := m.Points()
	sw := m.PtR(SideWidth(wPt))
	top := h.Bar.Rect.H
	h.Side = ui.Rect{X: m.Width - sw, Y: top, W: sw, H: m.Height - top}
	h.Main = ui.Rect{Y: top, W: m.Width - sw, H: m.Height - top}
	h.Tempo.Layout(m, ui.Rect{X: h.Side.X + m.Pt(8), Y: top + m.Pt(8), W: sw - m.Pt(16), H: m.Pt(30)})
	h.layoutSide()
}

func (h *HUD) layoutSide() {
	m := h.m
	y := h.Tempo.Rect.Y + h.Tempo.Rect.H + m.Pt(8)
	maxH := (h.Side.Y + h.Side.H - y) * 0.62
	if h.Prompt.Rect.X != h.Side.X+m.Pt(6) || h.Prompt.Rect.Y != y || h.Prompt.maxH != maxH || h.Prompt.Rect.W != h.Side.W-m.Pt(12) || h.Prompt.m != m {
		h.Prompt.Layout(m, h.Side.X+m.Pt(6), y, h.Side.W-m.Pt(12), maxH)
	}
	if h.Prompt.Rect.H > 0 {
		y += h.Prompt.Rect.H + m.Pt(8)
	}
	r := ui.Rect{X: h.Side.X, Y: y, W: h.Side.W, H: h.Side.Y + h.Side.H - y}
	if r != h.Log.Rect || m != h.Log.m {
		h.Log.Layout(m, r)
	}
}

// Action is what the HUD asks of the scene.
type Action struct {
	// Menu: the menu button was pressed (or Escape with nothing to cancel).
	Menu bool
	// Rule: open the rules reference at this rule.
	Rule string
	// Answered: the player answered a prompt this tick.
	Answered bool
}

// Update runs the HUD for a tick: the reveal at the player's speed, the
// bots, the tempo controls, the log and the prompt panel. Choices go to the
// session; refused ones are shown as an error.
func (h *HUD) Update(ctx *render.SceneContext, ps play.Playing) Action {
	s := ps.Base()
	var act Action
	in := ctx.Input
	h.tick++
	// An undo that waits (play.Core.BeginUndo: a loaded save's check
	// not yet where it goes back to) goes on a slice a frame, its
	// progress in the status line; nothing else is answered meanwhile.
	if on, _, _, _ := s.Undoing(); on {
		if ended, err := s.StepUndo(UndoSlice); err != nil {
			h.fail(err)
		} else if !ended {
			if h.Bar.Menu.Update(in) || in.Consume(input.Back) {
				act.Menu = true
			}
			h.layoutSide()
			return act
		}
	}
	s.Animate = ctx.Env.Settings.EntriesPerSecond() > 0
	// Bots answer what is theirs, a few milliseconds a frame at most.
	if s.BotWants() && (h.BotStop == nil || !h.BotStop()) {
		deadline := time.Now().Add(h.BotBudget)
		s.RunBots(50, func() bool { return time.Now().Before(deadline) && (h.BotStop == nil || !h.BotStop()) })
		if s.BotErr != nil {
			h.fail(s.BotErr)
		}
	}
	if ta := h.Tempo.Update(in, s); ta != TempoNone {
		if err := Apply(ta, s); err != nil {
			h.fail(err)
		}
	}
	// Space or Enter with nothing to answer skips the animation.
	if !s.Ready() && s.Pending() == nil && in.Consume(input.Activate) {
		s.RevealAll()
	}
	s.Tick(ctx.Env.Settings.EntriesPerSecond())
	if h.Bar.Menu.Update(in) {
		act.Menu = true
	}
	la := h.Log.Update(in, s)
	if la.Rule != "" {
		act.Rule = la.Rule
	}
	if la.UndoTo >= 0 {
		// At once when nothing is to wait for; else a slice a frame.
		if err := s.BeginUndo(la.UndoTo); err != nil {
			h.fail(err)
		} else if _, err := s.StepUndo(UndoSlice); err != nil {
			h.fail(err)
		}
	}
	for _, p := range in.Pointers {
		if p.Released {
			if r := h.Bar.PhaseAt(p.X, p.Y); r != "" {
				act.Rule = r
			}
		}
	}
	pa := h.Prompt.Update(in, s)
	if pa.Rule != "" {
		act.Rule = pa.Rule
	}
	if pa.Suggest {
		h.suggest(s)
	}
	if pa.Choice != nil && h.Compose != nil {
		if p := s.Pending(); p != nil && p.Payload != "" {
			if c, done := h.Compose(p, *pa.Choice); done {
				pa.Choice = &c
			} else {
				pa.Choice = nil
			}
		}
	}
	if pa.Choice != nil {
		if err := s.Apply(*pa.Choice); err != nil {
			h.fail(err)
		} else {
			act.Answered = true
			h.Err = ""
		}
	}
	if in.Consume(input.Back) {
		act.Menu = true
	}
	if h.Err != "" && h.tick-h.errTick > 60*8 {
		h.Err = ""
	}
	h.layoutSide()
	return act
}

// UndoSlice is the time an undo that waits may take a frame (issue 16:
// the check a loaded save's undo waits on, replayed in pieces).
const UndoSlice = 10 * time.Millisecond

// Answer applies a choice made elsewhere (the map's direct manipulation).
func (h *HUD) Answer(ps play.Playing, c engine.Choice) bool {
	s := ps.Base()
	if on, _, _, _ := s.Undoing(); on {
		return false // the game is going back: nothing is answered meanwhile
	}
	if err := s.Apply(c); err != nil {
		h.fail(err)
		return false
	}
	h.Err = ""
	return true
}

func (h *HUD) suggest(s *play.Core) {
	p := s.Pending()
	c := Advice(s.Game(), p, s.Suggest())
	if c == nil || p == nil {
		return
	}
	if c.Points != nil {
		h.Prompt.SetPoints(c.Points)
		h.Prompt.Advise(AllocAdviceText)
		return
	}
	if c.Option >= 0 && c.Option < len(p.Options) {
		h.Prompt.SetFilter(nil, "")
		h.Prompt.SetFocus(c.Option)
		h.Prompt.Advise(h.Prompt.AdviceFor(c.Option))
	}
}

func (h *HUD) fail(err error) {
	msg := gamesave.ExplainOther(err, i18n.Current())
	if errors.Is(err, engine.ErrIllegal) {
		msg = i18n.T("hud.not-allowed", engine.Text("why", msg))
	}
	h.Err, h.errTick = msg, h.tick
}

// StillKey describes everything the HUD's picture depends on besides its
// controls' states (which the App compares itself): a scene that shows the
// HUD and is otherwise still can implement render.Still with it, and is
// then redrawn only when something changed.
func (h *HUD) StillKey(ps play.Playing) string {
	var k ui.Key
	h.AddStillKey(&k, ps)
	return k.String()
}

// AddStillKey adds StillKey's fields to k, without fmt (a scene that pans
// builds its key every frame).
func (h *HUD) AddStillKey(k *ui.Key, ps play.Playing) {
	s := ps.Base()
	l, p := h.Log, h.Prompt
	die := 0
	if f := l.tick - l.rolledAt; l.lastRoll >= 0 && f < 30 {
		die = f
	}
	k.Int(s.Rev()).Bool(s.Ready()).Bool(s.Waiting()).Int(s.Unrevealed()).Bool(s.BotWants()).Bool(s.Over()).Err(s.SaveErr).Str(h.Err)
	k.Str("|log").Int(l.anchor).Int(l.hover).Str(l.hoverOn).Int(l.confirm).Int(l.lastRoll).Int(die)
	k.Str("|prompt").Int(p.seq).Str(p.kind).Int(p.focus).Int(p.hover).Float(p.scroll).Str(p.FilterLabel).Ints(p.points).
		Str(p.advice()).Str(p.err).Int(len(p.headLines)).Str(p.meas.key)
}

// Controls lists every control of the HUD.
func (h *HUD) Controls() []ui.Info { return h.AppendControls(nil) }

// AppendControls appends Controls to out (a scene's controls are read every
// frame: issue 16, a frame allocates nothing once out has grown).
func (h *HUD) AppendControls(out []ui.Info) []ui.Info {
	out = append(out, h.Bar.Menu.Info())
	out = h.Tempo.AppendControls(out)
	out = h.Prompt.AppendControls(out)
	return h.Log.AppendControls(out)
}

// pixels is what the HUD last painted on the screen (issue 16: while the
// map pans the HUD is unchanged, and painting its thirty-odd pieces anew
// cost about a third of a panning frame in the browser's software GPU).
// The top bar and the side column are painted opaque over every pixel of
// their rectangles (whole pixels: the layout rounds them), and the scene
// draws nothing else there, so while nothing the HUD shows changes and the
// screen still holds the last frame (ScreenKept), the HUD draws nothing.
// The HUD is painted onto the screen itself, never into a picture of its
// own that is copied: with such an offscreen target (session 33) some
// pixels of other draws came out a level apart from main's, as Ebitengine
// batched and placed their work differently (render/DESIGN.md).
type pixels struct {
	key, next ui.Key
	valid     bool
	fonts     *ui.Fonts
	ps        play.Playing
	// on is the image the HUD was last painted on.
	on *ebiten.Image
	// Renders counts the paints (tests and benchmarks).
	Renders int
}

// drawKey adds to k everything the HUD's picture depends on: StillKey's
// fields, every button's state, the layout and the die's frame.
func (h *HUD) drawKey(k *ui.Key, ps play.Playing) {
	h.AddStillKey(k, ps)
	l, p := h.Log, h.Prompt
	k.Str("|draw").Int(min(l.tick-l.rolledAt, 30)).Int(l.rolledAt).Float(l.Reserve).Int(len(l.rows))
	k.Str(h.m.Lang).Float(h.m.Width).Float(h.m.Height).Float(h.m.DeviceScale).Float(h.m.UIScale)
	k.Rect(h.Side).Rect(h.Main).Rect(h.Bar.Rect).Rect(p.Rect).Rect(l.Rect).Rect(h.Tempo.Rect)
	info := func(b *ui.Button) {
		i := b.Info()
		k.Str(i.ID).Str(i.Label).Rect(i.Rect).Bool(i.Enabled).Bool(i.Focused).Bool(i.Hovered).Bool(i.Pressed).Float(b.TextSize)
	}
	info(h.Bar.Menu)
	for _, b := range h.Tempo.buttons() {
		info(b)
	}
	k.Bool(p.cur != nil)
	if p.cur != nil {
		k.Int(p.cur.Seq).Int(len(p.Filter)).Bool(p.cur.Alloc != nil)
	}
	for _, b := range p.opts {
		info(b)
	}
	for i := range p.minus {
		info(p.minus[i])
		info(p.plus[i])
	}
	for _, b := range []*ui.Button{p.suggest, p.showAll, p.ok, p.clear, l.undoBtn, l.keepBtn} {
		info(b)
	}
}

// Forget drops what the HUD knows of the screen: the next Draw paints.
func (h *HUD) Forget() { h.pix.valid = false }

// HUDRenders is how many times the HUD was painted (the other frames left
// it on the screen), for tests and benchmarks.
func (h *HUD) HUDRenders() int { return h.pix.Renders }

// Draw draws the HUD over the scene; nothing when the screen still shows
// it as it would be painted now (ScreenKept and nothing it shows changed).
// With the pointer on an option the glossary box is drawn beside the
// column, over the scene.
func (h *HUD) Draw(dst *ebiten.Image, fonts *ui.Fonts, ps play.Playing) {
	c := &h.pix
	if h.Direct {
		h.paint(dst, fonts, ps, true)
		return
	}
	if p := h.Prompt; p.cur != nil && p.hover >= 0 {
		c.valid, c.on = false, nil
		h.paint(dst, fonts, ps, true)
		c.Renders++
		return
	}
	h.gloss, h.glossKey = Glossary{}, ""
	c.next.Reset()
	h.drawKey(&c.next, ps)
	if c.valid && c.key.Same(&c.next) && c.fonts == fonts && c.ps == ps && h.ScreenKept && c.on == dst {
		return // the screen shows the HUD still
	}
	h.paint(dst, fonts, ps, false)
	c.Renders++
	// Painting lays the side out again (the prompt measures its lines):
	// the screen is taken to hold the HUD only if that changed nothing, so
	// that the next frame's key, taken before it draws, matches.
	c.key.Reset()
	h.drawKey(&c.key, ps)
	c.valid = c.key.Same(&c.next)
	c.fonts, c.ps, c.on = fonts, ps, dst
}

// paint draws the HUD, the glossary box only if gloss.
func (h *HUD) paint(dst *ebiten.Image, fonts *ui.Fonts, ps play.Playing, gloss bool) {
	s := ps.Base()
	m := h.m
	p := &glyph.Painter{Dst: dst}
	Fill(p, h.Side, BarFill)
	Fill(p, ui.Rect{X: h.Side.X, Y: h.Side.Y, W: m.PtR(1), H: h.Side.H}, ui.BrassDim)
	p.Flush()
	status := ""
	undoing, undoTo, undoDone, undoTotal := s.Undoing()
	switch {
	case undoing:
		status = i18n.T("log.undoing", engine.Int("n", undoTo+1), engine.Int("done", undoDone), engine.Int("total", undoTotal))
	case h.Err != "":
		status = h.Err
	case s.SaveErr != nil:
		status = i18n.T("hud.autosave-failed", engine.Text("why", gamesave.ExplainOther(s.SaveErr, i18n.Current())))
	case s.BotWants():
		status = i18n.T("hud.bot-playing")
	case s.Waiting():
		status = i18n.T("hud.step-mode")
	case !s.Ready():
		status = i18n.T("hud.more-lines", engine.Int("n", s.Unrevealed()))
	case s.Over():
		status = i18n.T("hud.over")
	}
	face := fonts.Face(ui.Bold, m.Pt(11.5))
	lines := Wrap(status, face, h.Side.W-m.Pt(24))
	if len(lines) > 3 {
		lines = lines[:3]
	}
	bh := float64(len(lines))*m.Pt(15) + m.Pt(10)
	h.Log.Reserve = 0
	if status != "" {
		h.Log.Reserve = bh + m.Pt(6)
	}
	h.Bar.Draw(dst, fonts, ps)
	h.Tempo.Draw(dst, fonts)
	// The prompt measures its lines as it draws: draw it first and lay the
	// side out again, so the log (its last-roll box) starts below it even
	// on a frame that is not followed by another (an idle table).
	h.Prompt.Draw(dst, fonts)
	h.layoutSide()
	h.Log.Draw(dst, fonts, s)
	if gloss {
		h.drawGlossary(dst, fonts)
	}
	if status != "" {
		r := ui.Rect{X: h.Side.X + m.Pt(6), Y: h.Side.Y + h.Side.H - bh - m.Pt(6), W: h.Side.W - m.Pt(12), H: bh}
		if h.Log.confirm >= 0 {
			r.Y -= m.Pt(44)
		}
		p := &glyph.Painter{Dst: dst}
		ink := ui.Brass
		if h.Err != "" || s.SaveErr != nil {
			ink = Bad
		}
		RoundBox(p, r, m.Pt(4), ui.Fade(BarFill, 0.97), ink, m.Pt(1))
		p.Flush()
		for i, ln := range lines {
			ui.DrawText(dst, ln, face, r.X+m.Pt(8), r.Y+m.Pt(5)+m.Pt(7.5)+float64(i)*m.Pt(15), ui.Left, ink)
		}
	}
}
