package combat

import (
	"errors"
	"fmt"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"periscope/game/campaign"
	"periscope/game/engine"
	"periscope/input"
	"periscope/render"
	"periscope/render/counters"
	"periscope/render/ui"
)

// Scene is the combat board.
type Scene struct {
	env  *render.Env
	sess Session
	opt  Options

	m     ui.Metrics
	atlas *counters.Atlas
	unit  float64 // the atlas's device px per point

	// What is shown.
	view    *campaign.Combat // the display as last seen live
	prompt  *engine.Prompt   // the pending decision (nil once over)
	over    bool             // the combat has ended: Continue pops the scene
	seen    []engine.Entry   // log entries of this combat
	dice    diceTray
	points  []int // the allocation being edited (allocate prompts)
	errMsg  string
	summary string

	lay  layout
	hots []hot
	// focus and hover are hot ids; pressed the hot a pointer went down on.
	focus, hover, pressed string
	listOff               int
	tick                  int

	static      *ebiten.Image
	staticKey   string
	sprites     ui.Sprites
	attacks     int // torpedo and gun attacks resolved on this board
	lastPromptS int
}

// New returns the combat board scene for the session's pending decision.
func New(env *render.Env, s Session, o Options) *Scene {
	if o.Name == "" {
		o.Name = "combat"
	}
	sc := &Scene{env: env, sess: s, opt: o, lastPromptS: -1}
	sc.refresh(o.Recent)
	return sc
}

// Name implements render.Scene.
func (s *Scene) Name() string { return s.opt.Name }

// PromptKind implements render.Prompter.
func (s *Scene) PromptKind() string {
	if s.prompt == nil {
		return ""
	}
	return s.prompt.Kind
}

// Entered implements render.Entered: the game may have moved on while
// another scene (the rules reference) was on top.
func (s *Scene) Entered(ctx *render.SceneContext) { s.refresh(nil) }

// refresh reads the game after a decision: the display, the pending
// prompt, the new log entries (their dice are queued for the tray).
func (s *Scene) refresh(entries []engine.Entry) {
	g := s.sess.Game()
	if c := g.S.Combat; c != nil && (len(c.Columns) > 0 && c.Stage != "over" || s.view == nil) {
		s.view = copyCombat(c)
	}
	for _, e := range entries {
		s.seen = append(s.seen, e)
		if e.Roll != nil {
			s.dice.push(e, len(s.seen)-1)
			if strings.HasPrefix(e.Roll.Purpose, "torpedo hit") || e.Roll.Purpose == "gun attack" || strings.HasPrefix(e.Roll.Purpose, "gun") {
				s.attacks++
			}
		}
		if e.Kind == "event" && e.Event != nil && (e.Event.Type == "sunk" || e.Event.Type == "ship-damaged") {
			s.attacks += 0
		}
	}
	p := s.sess.Prompt()
	if !s.over && !Wants(g, p) {
		s.over = true
		s.summary = s.endSummary()
	}
	if s.over {
		p = nil
	}
	if p != nil && (s.prompt == nil || p.Seq != s.lastPromptS) {
		s.points = nil
		if p.Alloc != nil {
			s.points = make([]int, len(p.Options))
		}
		s.listOff = 0
		s.lastPromptS = p.Seq
		s.focus = ""
	}
	s.prompt = p
}

// endSummary sums up what this board's log says happened.
func (s *Scene) endSummary() string {
	ships, tons, lost := 0, 0, 0
	for _, e := range s.seen {
		if e.Event == nil {
			continue
		}
		ships += e.Event.Ships
		tons += e.Event.Tons
		lost += e.Event.SubsLost
	}
	out := "The combat is over."
	if ships > 0 {
		out += fmt.Sprintf(" %d ship(s) sunk, %s.", ships, campaign.FormatTons(tons))
	} else {
		out += " No ship sunk."
	}
	if lost > 0 {
		out += fmt.Sprintf(" %d U-boat(s) lost.", lost)
	}
	return out
}

// apply answers the pending prompt through the session.
func (s *Scene) apply(c engine.Choice) {
	if s.prompt == nil {
		return
	}
	es, err := s.sess.Apply(c)
	if err != nil {
		if errors.Is(err, engine.ErrIllegal) {
			s.errMsg = err.Error()
		} else {
			s.errMsg = "the engine refused: " + err.Error()
		}
		return
	}
	s.errMsg = ""
	s.refresh(es)
	s.layoutHots()
}

// Layout implements render.Scene.
func (s *Scene) Layout(m ui.Metrics) {
	m = m.Fit(1000, 620)
	s.m = m
	if s.atlas == nil || s.unit != m.Unit() {
		if s.atlas != nil {
			s.atlas.Clear()
		}
		fonts := s.env.Fonts
		s.atlas = counters.New(counters.Options{Unit: m.Unit(), Faces: typefaceOf(fonts)})
		s.unit = m.Unit()
	}
	s.layoutHots()
}

// Update implements render.Scene.
func (s *Scene) Update(ctx *render.SceneContext) error {
	s.tick++
	in := ctx.Input
	speed := 1.0
	if ctx.Env != nil && ctx.Env.Settings != nil {
		speed = ctx.Env.Settings.AnimSpeed
	}
	s.dice.update(speed)
	s.layoutHots() // cheap; keeps the hots in step with the game
	if in.Consume(input.Back) {
		s.dice.skip()
	}
	// Pointer: hover, press, click.
	for _, p := range in.Pointers {
		h := s.hotAt(p.X, p.Y)
		if p.Kind == input.Mouse && (in.MouseMoved || p.Pressed) {
			s.hover = ""
			if h != nil {
				s.hover = h.id
			}
		}
		if p.Pressed {
			s.pressed = ""
			if h != nil && h.enabled {
				s.pressed = h.id
				s.focus = h.id
			} else if s.lay.tray.Contains(p.X, p.Y) {
				s.dice.skip()
			}
		}
		if p.Released {
			if h != nil && h.enabled && h.id == s.pressed {
				s.activate(ctx, h)
			}
			s.pressed = ""
		}
	}
	// Keyboard.
	for in.Consume(input.FocusNext) {
		s.moveFocus(1)
	}
	for in.Consume(input.FocusPrev) {
		s.moveFocus(-1)
	}
	for _, dir := range []struct {
		i input.Intent
		d int
	}{{input.Right, 1}, {input.Left, -1}} {
		for in.Consume(dir.i) {
			s.moveFocus(dir.d)
		}
	}
	f := s.hotByID(s.focus)
	for _, dir := range []struct {
		i input.Intent
		d int
	}{{input.Up, 1}, {input.Down, -1}, {input.Increase, 1}, {input.Decrease, -1}} {
		for in.Consume(dir.i) {
			if f != nil && f.target >= 0 && s.points != nil {
				s.addPoints(f.target, dir.d)
			} else if dir.i == input.Up || dir.i == input.Down {
				s.moveFocus(-dir.d)
			} else if s.points != nil {
				s.addPoints(s.firstTarget(), dir.d)
			}
		}
	}
	if in.Consume(input.Activate) {
		if f := s.hotByID(s.focus); f != nil && f.enabled {
			s.activate(ctx, f)
		} else if s.over {
			ctx.Scenes.Pop()
		}
	}
	return nil
}

func (s *Scene) firstTarget() int {
	for _, h := range s.hots {
		if h.target >= 0 {
			return h.target
		}
	}
	return 0
}

// activate does what a hot stands for.
func (s *Scene) activate(ctx *render.SceneContext, h *hot) {
	switch h.act {
	case actPick:
		s.apply(engine.Pick(h.opt))
	case actPlus:
		s.addPoints(h.target, 1)
	case actMinus:
		s.addPoints(h.target, -1)
	case actTarget:
		if s.allocValid() {
			s.fire()
		} else {
			s.addPoints(h.target, 1)
		}
	case actFire:
		s.fire()
	case actClear:
		for i := range s.points {
			s.points[i] = 0
		}
	case actContinue:
		ctx.Scenes.Pop()
	case actSkip:
		s.dice.skip()
	case actRule:
		if s.opt.OpenRule != nil {
			s.opt.OpenRule(ctx, h.rule)
		}
	case actScroll:
		s.listOff = max(0, s.listOff+h.target)
	}
	s.layoutHots()
}

// addPoints moves the allocation of target i by d within the prompt's
// limits (the engine validates the final split; the editor only keeps
// the obvious bounds so + and − never produce a split that cannot work).
func (s *Scene) addPoints(i, d int) {
	p := s.prompt
	if p == nil || p.Alloc == nil || i < 0 || i >= len(s.points) {
		return
	}
	a := p.Alloc
	v := s.points[i]
	total := 0
	for _, x := range s.points {
		total += x
	}
	minP := max(a.Min, 1)
	switch {
	case d > 0:
		want := v + 1
		if v == 0 {
			want = minP
		}
		if total-v+want > a.Total {
			return
		}
		if i < len(a.Max) && a.Max[i] > 0 && want > a.Max[i] {
			return
		}
		s.points[i] = want
	case d < 0 && v > 0:
		if v-1 < minP {
			s.points[i] = 0
		} else {
			s.points[i] = v - 1
		}
	}
}

func (s *Scene) allocTotal() int {
	t := 0
	for _, v := range s.points {
		t += v
	}
	return t
}

func (s *Scene) allocValid() bool {
	if s.prompt == nil || s.prompt.Alloc == nil {
		return false
	}
	return s.prompt.Validate(engine.Split(s.points...)) == nil
}

func (s *Scene) fire() {
	if s.prompt == nil || s.prompt.Alloc == nil {
		return
	}
	if err := s.prompt.Validate(engine.Split(s.points...)); err != nil {
		s.errMsg = err.Error()
		return
	}
	s.apply(engine.Split(s.points...))
}

// Controls implements render.Describer: every hot, plus a disabled
// "board" entry whose label sums up the display for tests.
func (s *Scene) Controls() []ui.Info {
	out := make([]ui.Info, 0, len(s.hots)+1)
	for _, h := range s.hots {
		out = append(out, ui.Info{ID: h.id, Label: h.label, Rect: h.rect, Enabled: h.enabled, Focused: h.id == s.focus, Hovered: h.id == s.hover})
	}
	out = append(out, ui.Info{ID: "board", Label: s.boardStatus(), Rect: s.lay.board})
	return out
}

// boardStatus sums up the display: "board=c2 round=1 attacks=2 over=false".
func (s *Scene) boardStatus() string {
	b, r := "", 0
	if s.view != nil {
		b, r = s.view.Board, s.view.Round
	}
	return fmt.Sprintf("board=%s round=%d attacks=%d over=%v", b, r, s.attacks, s.over)
}

// Draw implements render.Scene.
func (s *Scene) Draw(screen *ebiten.Image) {
	screen.Fill(tableTop)
	s.drawStatic(screen)
	s.drawTopBar(screen)
	s.drawBoard(screen)
	s.drawPanel(screen)
	s.drawTray(screen)
	s.drawFocus(screen)
}
