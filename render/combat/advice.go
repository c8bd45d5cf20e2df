package combat

import (
	"fmt"

	"periscope/game/engine"
	"periscope/i18n"
	"periscope/render"
	"periscope/render/hud"
	"periscope/render/ui"
)

// Undo and Bot's advice on the combat board (issue 14: "Undo on the combat
// board, as on the map", and "Bot's advice on every prompt, the combat
// board included, each with its reasons in one line").

// Undoer is implemented by sessions that can take back the last decision
// (render/play.Session, by replay).
type Undoer interface {
	Undo() error
	Decisions() int
}

// Adviser is implemented by sessions with a bot that can say what it would
// choose (render/play.Session: the doctrine bot).
type Adviser interface {
	Suggest() *engine.Choice
}

// advice is the bot's advice shown on the panel, held while the focus (and
// the points) it set stay where it put them.
type advice struct {
	text   string
	focus  string
	points string
}

// tools reports which of Undo and Bot's advice the board offers: the
// player's own decisions only (a bot's combat and a replay have neither).
func (s *Scene) tools() (undo Undoer, adv Adviser) {
	if s.opt.Bot || s.opt.Replay {
		return nil, nil
	}
	undo, _ = s.sess.(Undoer)
	adv, _ = s.sess.(Adviser)
	return undo, adv
}

// layoutTools puts Undo and Bot's advice at the foot of the panel, and the
// advice above them while it holds; it returns the new bottom of what
// lies above. Their place never depends on the pointer.
func (s *Scene) layoutTools(x, w, bottom float64) float64 {
	undo, adv := s.tools()
	if undo == nil && adv == nil {
		return bottom
	}
	m := s.m
	bh := m.Pt(30)
	r := ui.Rect{X: x, Y: bottom - bh, W: w, H: bh}
	gap := m.Pt(8)
	half := (w - gap) / 2
	if undo != nil {
		l := i18n.T("tempo.undo") + " (U)"
		s.hots = append(s.hots, hot{id: "undo", label: l, rect: ui.Rect{X: r.X, Y: r.Y, W: half, H: bh}.Snap(), enabled: undo.Decisions() > 0, act: actUndo, target: -1, line: l})
	}
	if adv != nil && s.prompt != nil && !s.over {
		l := i18n.T("prompt.advice")
		s.hots = append(s.hots, hot{id: "advice", label: l, rect: ui.Rect{X: r.X + half + gap, Y: r.Y, W: w - half - gap, H: bh}.Snap(), enabled: true, act: actAdvice, target: -1, line: l})
	}
	bottom = r.Y - gap
	if adv == nil || s.prompt == nil || s.over {
		return bottom
	}
	// A slot of three lines, always there, so that the advice coming and
	// going never moves what lies above it (issue 14, item 6): the advice
	// while it holds, else what this combat has brought so far.
	h := m.Pt(10) + 3*m.Pt(12*1.35)
	box := ui.Rect{X: x, Y: bottom - h, W: w, H: h}
	if t := s.adviceText(); t != "" {
		s.lay.boxes = append(s.lay.boxes, panelBox{r: box, kind: 1})
		s.para(t, ui.Regular, 12, x+m.Pt(8), box.Y+m.Pt(5), w-m.Pt(16), ui.Brass, 3)
	} else if sofar := s.soFar(); sofar != "" {
		s.text(upper(i18n.T("combat.so-far")), ui.Bold, 10, x, box.Y+m.Pt(8), ui.Left, ui.Brass)
		s.para(sofar, ui.Regular, 12, x, box.Y+m.Pt(16), w, ui.PaperDim, 2)
	}
	return box.Y - gap
}

// adviceText is the advice while it holds ("" once the player has moved
// the focus or the points, or the decision has passed).
func (s *Scene) adviceText() string {
	a := s.advice
	if a.text == "" || s.prompt == nil || s.focus != a.focus || fmt.Sprint(s.points) != a.points {
		return ""
	}
	return a.text
}

// advise asks the bot what it would choose, and shows it: the option's
// place on the board (or its row) is focused, an attack split is set on
// the targets; the line says which and why (hud.Reasons).
func (s *Scene) advise() {
	_, adv := s.tools()
	p := s.prompt
	if adv == nil || p == nil {
		return
	}
	c := hud.Advice(s.sess.Game(), p, adv.Suggest())
	if c == nil {
		return
	}
	if c.Points != nil && p.Alloc != nil {
		s.points = append(s.points[:0], c.Points...)
		s.layoutHots()
		s.advice = advice{text: i18n.T("combat.advice.split", engine.Text("split", s.splitText())), focus: s.focus, points: fmt.Sprint(s.points)}
		return
	}
	i := c.Option
	if i < 0 || i >= len(p.Options) {
		return
	}
	s.focusOption(i)
	text := i18n.T("combat.advice.pick", engine.Text("option", i18n.Label(p.Options[i])))
	if rs := hud.Reasons(s.sess.Game(), p); i < len(rs) && rs[i] != "" {
		text += " " + rs[i]
	} else if len(p.Options[i].Odds) > 0 {
		text += " " + i18n.T("advice.why", engine.Text("why", oddsText(p.Options[i].Odds)))
	}
	s.advice = advice{text: text, focus: s.focus, points: fmt.Sprint(s.points)}
}

// focusOption focuses option i's place: on the board if it has one, else
// its row of the list (scrolled into view).
func (s *Scene) focusOption(i int) {
	s.ensureRowVisible(i)
	s.layoutHots()
	var row string
	for _, h := range s.hots {
		if h.act == actPick && h.opt == i {
			if h.board {
				s.focus = h.id
				return
			}
			row = h.id
		}
	}
	s.focus = row
}

// splitText is the attack split as set: "Cargo ship 2 · Tanker 1".
func (s *Scene) splitText() string {
	p := s.prompt
	var parts []string
	for i, v := range s.points {
		if v > 0 && i < len(p.Options) {
			parts = append(parts, fmt.Sprintf("%s %d", i18n.Label(p.Options[i]), v))
		}
	}
	return joinDot(parts)
}

// undo takes back the last decision. The board shows the combat again from
// its start as the log now has it, or closes when the decision taken back
// came before the combat (the map shows the decision again).
func (s *Scene) undo(ctx *render.SceneContext) {
	u, _ := s.tools()
	if u == nil || u.Decisions() == 0 {
		return
	}
	if err := u.Undo(); err != nil {
		s.errMsg = err.Error()
		return
	}
	s.errMsg = ""
	s.advice = advice{}
	g := s.sess.Game()
	if !Wants(g, g.Prompt()) {
		ctx.Scenes.Pop()
		return
	}
	s.dice = diceTray{}
	s.attacks = 0
	s.sinking = nil
	s.prompt = nil
	s.lastPromptS = -1
	s.ident = ""
	s.start(nil)
	s.layoutHots()
}
