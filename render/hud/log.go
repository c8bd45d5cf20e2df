package hud

import (
	"fmt"
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"periscope/game/campaign"
	"periscope/game/engine"
	"periscope/i18n"
	"periscope/input"
	"periscope/render/glyph"
	"periscope/render/play"
	"periscope/render/ui"
)

// LogAction is what the player asked of the log this tick.
type LogAction struct {
	// Rule is a rule to open in the rules reference ("" for none).
	Rule string
	// UndoTo is the decision to rewind to (the game as it stood just
	// before it), or -1.
	UndoTo int
}

// Log is the game log panel: the revealed entries, newest at the bottom,
// each with a link to its rule; decisions can be undone from it. A die at
// its top shows the last roll.
type Log struct {
	Rect ui.Rect
	m    ui.Metrics

	// anchor is the index of the entry at the bottom of the view, or -1 to
	// follow the newest.
	anchor  int
	hover   int // entry index under the pointer, -1
	hoverOn string
	confirm int // entry index of a decision offered for undo, -1
	undoBtn *ui.Button
	keepBtn *ui.Button

	rows  []logRow
	wraps map[int]wrapCache // per entry index, for wrapW
	wrapW float64
	layer Layer
	die   Layer

	// Reserve is the height at the bottom of the list kept free (for the
	// HUD's status line).
	Reserve float64

	lastRoll  int // index of the last revealed roll entry
	rolledAt  int // tick it was revealed
	tick      int
	seenShown int
	// game is the campaign shown (nil for other systems): weather lines
	// say which boats are under the low (weather.go).
	game *campaign.Game
}

// wrapCache is an entry's wrapped lines and what they were made from: an
// undo can put another entry at the same index, so the entry is checked
// before the lines are reused.
type wrapCache struct {
	text, kind, rule string
	face             text.Face
	lines            []string
}

type logRow struct {
	entry    int
	decision int    // the decision a decision line records (0 for other lines)
	id       string // its control's id, made once (AppendControls)
	rect     ui.Rect
	chip     ui.Rect
}

// NewLog returns a log panel.
func NewLog() *Log {
	l := &Log{anchor: -1, hover: -1, confirm: -1, lastRoll: -1,
		undoBtn: ui.NewButton("log-undo", "Undo"), keepBtn: ui.NewButton("log-cancel", "Cancel")}
	l.undoBtn.TextSize, l.keepBtn.TextSize = 12, 12
	return l
}

// Layout places the panel.
func (l *Log) Layout(m ui.Metrics, r ui.Rect) {
	if m != l.m || r.W != l.Rect.W {
		l.wraps = nil
	}
	l.m, l.Rect = m, r
	bw, bh := m.Pt(76), m.Pt(28)
	y := r.Y + r.H - bh - m.Pt(8)
	l.undoBtn.Rect = ui.Rect{X: r.X + r.W - 2*bw - m.Pt(16), Y: y, W: bw, H: bh}.Snap()
	l.keepBtn.Rect = ui.Rect{X: r.X + r.W - bw - m.Pt(8), Y: y, W: bw, H: bh}.Snap()
}

func (l *Log) dieRect() ui.Rect {
	return ui.Rect{X: l.Rect.X, Y: l.Rect.Y, W: l.Rect.W, H: l.m.PtR(50)}
}

func (l *Log) listRect() ui.Rect {
	d := l.dieRect()
	return ui.Rect{X: l.Rect.X, Y: d.Y + d.H, W: l.Rect.W, H: l.Rect.H - d.H}
}

// Controls are the decision lines shown (clicking one offers to undo back
// to it) and, while an undo is being confirmed, its buttons.
func (l *Log) Controls() []ui.Info { return l.AppendControls(nil) }

// AppendControls appends Controls to out.
func (l *Log) AppendControls(out []ui.Info) []ui.Info {
	lr := l.listRect()
	for i := range l.rows {
		r := &l.rows[i]
		if r.decision > 0 && r.rect.Y >= lr.Y {
			if r.id == "" {
				r.id = fmt.Sprintf("log-decision:%d", r.decision)
			}
			out = append(out, ui.Info{ID: r.id, Label: "undo to before this decision", Rect: r.rect, Enabled: l.confirm < 0})
		}
	}
	if l.confirm >= 0 {
		out = append(out, l.undoBtn.Info(), l.keepBtn.Info())
	}
	return out
}

// Update handles the pointer and keys over the log.
func (l *Log) Update(in *input.State, s *play.Core) LogAction {
	act := LogAction{UndoTo: -1}
	l.tick++
	entries := s.Revealed()
	if s.Shown() != l.seenShown {
		// A new roll starts the die tumbling.
		for i := len(entries) - 1; i >= l.seenShown && i >= 0; i-- {
			if entries[i].Roll != nil {
				if i != l.lastRoll {
					l.lastRoll, l.rolledAt = i, l.tick
				}
				break
			}
		}
		if s.Shown() < l.seenShown { // undone
			l.lastRoll, l.confirm, l.anchor = -1, -1, -1
			for i := len(entries) - 1; i >= 0; i-- {
				if entries[i].Roll != nil {
					l.lastRoll, l.rolledAt = i, l.tick-100
					break
				}
			}
		}
		l.seenShown = s.Shown()
	}
	if l.anchor >= len(entries) {
		l.anchor = -1
	}
	if l.confirm >= 0 {
		if l.undoBtn.Update(in) {
			act.UndoTo = entries[l.confirm].Decision - 1
			l.confirm = -1
			return act
		}
		if l.keepBtn.Update(in) {
			l.confirm = -1
		}
	}
	lr := l.listRect()
	l.hover, l.hoverOn = -1, ""
	for _, p := range in.Pointers {
		if !lr.Contains(p.X, p.Y) {
			continue
		}
		if in.WheelY != 0 && p.Kind == input.Mouse {
			l.scroll(-int(math.Round(in.WheelY*3)), len(entries))
			in.WheelY = 0
		}
		for _, row := range l.rows {
			if !row.rect.Contains(p.X, p.Y) {
				continue
			}
			l.hover = row.entry
			if row.chip.Contains(p.X, p.Y) {
				l.hoverOn = "rule"
			}
			if p.Released && row.entry < len(entries) {
				e := entries[row.entry]
				switch {
				case row.chip.Contains(p.X, p.Y) && e.Rule != "":
					act.Rule = e.Rule
				case e.Kind == "decision" && e.Decision > 0 && l.confirm < 0:
					l.confirm = row.entry
				}
			}
		}
	}
	if in.Consume(input.PageUp) {
		l.scroll(-8, len(entries))
	}
	if in.Consume(input.PageDown) {
		l.scroll(8, len(entries))
	}
	if l.confirm >= 0 && in.Consume(input.Back) {
		l.confirm = -1
	}
	return act
}

func (l *Log) scroll(d, n int) {
	if n == 0 {
		return
	}
	a := l.anchor
	if a < 0 {
		a = n - 1
	}
	a += d
	if a >= n-1 {
		l.anchor = -1
		return
	}
	l.anchor = max(0, a)
}

// Following reports whether the log shows the newest entries.
func (l *Log) Following() bool { return l.anchor < 0 }

type logKey struct {
	reserve                     float64
	rev, anchor, hover, confirm int
	hoverOn                     string
	m                           ui.Metrics
	r                           ui.Rect
}

// Draw draws the panel.
func (l *Log) Draw(dst *ebiten.Image, fonts *ui.Fonts, s *play.Core) {
	m := l.m
	entries := s.Revealed()
	l.game, _ = s.Game().(*campaign.Game)
	// An undo in this tick's Update (after the log's own) may have
	// shortened the log below the scroll position or the confirmation.
	if l.anchor >= len(entries) {
		l.anchor = -1
	}
	if l.confirm >= len(entries) {
		l.confirm = -1
	}
	dr := l.dieRect()
	frame := min(l.tick-l.rolledAt, 30)
	l.die.Draw(dst, dr, struct {
		roll, frame int
		m           ui.Metrics
		w           float64
	}{l.lastRoll, frame, m, dr.W}, func(img *ebiten.Image) { l.paintDie(img, fonts, entries, frame) })
	lr := l.listRect()
	l.layer.Draw(dst, lr, logKey{l.Reserve, s.Rev(), l.anchor, l.hover, l.confirm, l.hoverOn, m, lr}, func(img *ebiten.Image) {
		l.paintList(img, fonts, entries, lr)
	})
	if l.confirm >= 0 {
		l.undoBtn.Draw(dst, fonts, m)
		l.keepBtn.Draw(dst, fonts, m)
	}
}

func (l *Log) paintDie(img *ebiten.Image, fonts *ui.Fonts, entries []engine.Entry, frame int) {
	m := l.m
	w, h := float64(img.Bounds().Dx()), float64(img.Bounds().Dy())
	p := &glyph.Painter{Dst: img}
	Fill(p, ui.Rect{W: w, H: h}, ui.Fade(BarFill, 0.96))
	Fill(p, ui.Rect{Y: h - m.PtR(1), W: w, H: m.PtR(1)}, ui.Fade(PanelEdge, 0.8))
	if l.lastRoll < 0 || l.lastRoll >= len(entries) || entries[l.lastRoll].Roll == nil {
		p.Flush()
		head, bold := i18n.T("log.heading"), fonts.Face(ui.Bold, m.Pt(11))
		ui.DrawTextTracked(img, head, bold, m.Pt(12), h/2, ui.Left, HeadingInk, m.Pt(1.5))
		// The hint shows only where the heading leaves it room ("DIARIO DI
		// GIOCO" is longer than "GAME LOG"); it is never drawn over it.
		hint, face := i18n.T("log.hint"), fonts.Face(ui.Regular, m.Pt(10.5))
		if ui.TextWidth(hint, face, 0) <= w-m.Pt(10)-m.Pt(24)-ui.TextWidth(head, bold, m.Pt(1.5)) {
			ui.DrawText(img, hint, face, w-m.Pt(10), h/2, ui.Right, Dim)
		}
		return
	}
	e := entries[l.lastRoll]
	r := e.Roll
	tumbling := frame < 14
	cx, cy, rad := m.Pt(26), h/2, m.Pt(18)
	// Every kind of roll: one or two d10, or the d6 faces of a d6, 2d6,
	// d66 or pool (at most six drawn; the line below gives them all).
	dice, sides := r.Dice()
	if len(dice) > 6 {
		dice = dice[:6]
	}
	type lbl struct {
		s      string
		x, y   float64
		ink    color.Color
		rotate bool
	}
	var labels []lbl
	for i, v := range dice {
		x := cx + float64(i)*rad*1.9
		y := cy
		if tumbling {
			// The die shakes and its face changes; nothing in the game
			// depends on this (the result is already known).
			v = (v+frame*7+i*3)%sides + (1 - min(1, 10-sides)) // d10 0–9, d6 1–6
			y += math.Sin(float64(frame)*1.7) * m.Pt(2)
		}
		if sides == 6 {
			Fill(p, ui.Rect{X: x - rad*0.8, Y: y - rad*0.8, W: rad * 1.6, H: rad * 1.6}, color.RGBA{0xe6, 0xde, 0xc8, 0xff})
		} else {
			Die(p, x, y, rad, color.RGBA{0xe6, 0xde, 0xc8, 0xff}, color.RGBA{0x30, 0x28, 0x1a, 0xff}, m.Pt(1.2))
		}
		labels = append(labels, lbl{s: fmt.Sprint(v), x: x, y: y - rad*0.12, ink: color.RGBA{0x18, 0x14, 0x0e, 0xff}})
	}
	p.Flush()
	for _, t := range labels {
		ui.DrawText(img, t.s, fonts.Face(ui.Bold, m.Pt(14)), t.x, t.y, ui.Center, t.ink)
	}
	tx := cx + float64(len(dice)-1)*rad*1.9 + rad + m.Pt(10)
	// The roll's purpose names a place ("intensità del maltempo, Bacino
	// della Guiana"): smaller type before any of it is cut.
	// Still too long: two lines, the rule's number never cut.
	head := fmt.Sprintf("%s  [%s]", i18n.RollPurpose(e), r.Rule)
	tw := w - tx - m.Pt(8)
	face := fonts.Face(ui.Bold, m.Pt(11.5))
	for _, pt := range []float64{10.5, 9.5} {
		if ui.TextWidth(head, face, 0) <= tw {
			break
		}
		face = fonts.Face(ui.Bold, m.Pt(pt))
	}
	lineY := h/2 + m.Pt(9)
	if ui.TextWidth(head, face, 0) <= tw {
		ui.DrawText(img, head, face, tx, h/2-m.Pt(8), ui.Left, ui.Paper)
	} else {
		hl := Wrap(head, face, tw)
		if len(hl) > 2 {
			hl = []string{hl[0], Ellipsize(strings.Join(hl[1:len(hl)-1], " "), face, tw-ui.TextWidth(" "+hl[len(hl)-1], face, 0)) + " " + hl[len(hl)-1]}
		}
		for i, l := range hl {
			ui.DrawText(img, l, face, tx, h/2-m.Pt(15)+float64(i)*m.Pt(12), ui.Left, ui.Paper)
		}
		lineY = h/2 + m.Pt(14)
	}
	if !tumbling {
		line := i18n.FaceText(*r)
		for _, md := range r.Mods {
			line += fmt.Sprintf(" %+d %s", md.Value, i18n.ModReason(md.Reason))
		}
		if len(r.Mods) > 0 {
			line += fmt.Sprintf(" = %d", r.Total)
		}
		if res := i18n.RollResult(e); res != "" {
			line += " → " + res
		}
		if n := WeatherDieNote(l.game, e); n != "" {
			line += " · " + n
		}
		small := fonts.Face(ui.Regular, m.Pt(11))
		if ui.TextWidth(line, small, 0) > w-tx-m.Pt(8) {
			small = fonts.Face(ui.Regular, m.Pt(10))
		}
		ui.DrawText(img, Ellipsize(line, small, w-tx-m.Pt(8)), small, tx, lineY, ui.Left, Warn)
	}
}

// undoHint is shown at the end of a decision line under the pointer.
const undoHint = "← undo"

// entryText is what the log shows for an entry (the rule moves to its chip).
func entryText(e engine.Entry) string {
	t := i18n.Entry(e)
	if e.Kind == "roll" && e.Rule != "" {
		t = strings.Replace(t, " ["+e.Rule+"]", "", 1)
	}
	if e.Kind == "decision" {
		t = "► " + t
	}
	return t
}

func (l *Log) wrapped(i int, e engine.Entry, face text.Face, w float64) []string {
	if l.wraps == nil || l.wrapW != w {
		l.wraps, l.wrapW = map[int]wrapCache{}, w
	}
	t := entryText(e)
	if n := weatherLine(l.game, e); n != "" {
		t += " " + n
	}
	if c, ok := l.wraps[i]; ok && c.text == t && c.kind == e.Kind && c.rule == e.Rule && c.face == face {
		return c.lines
	}
	ls := Wrap(t, face, w)
	l.wraps[i] = wrapCache{text: t, kind: e.Kind, rule: e.Rule, face: face, lines: ls}
	return ls
}

func inkFor(e engine.Entry) color.Color {
	switch e.Kind {
	case "phase":
		return PhaseInk
	case "roll":
		return RollInk
	case "decision":
		return DecideInk
	}
	if ev := e.Event; ev != nil {
		switch ev.Tone() {
		case engine.Bad:
			return Bad
		case engine.Good:
			return Good
		}
	}
	return EventInk
}

func (l *Log) paintList(img *ebiten.Image, fonts *ui.Fonts, entries []engine.Entry, lr ui.Rect) {
	m := l.m
	w, h := lr.W, lr.H
	p := &glyph.Painter{Dst: img}
	Fill(p, ui.Rect{W: w, H: h}, PanelFill)
	face := fonts.Face(ui.Regular, m.Pt(12))
	bold := fonts.Face(ui.Bold, m.Pt(12))
	mono := fonts.Face(ui.Mono, m.Pt(10.5))
	hintFace := fonts.Face(ui.Bold, m.Pt(10.5))
	lh := m.Pt(16)
	pad := m.Pt(10)
	l.rows = l.rows[:0]
	bottom := h - m.Pt(6) - l.Reserve
	if l.confirm >= 0 {
		bottom -= m.Pt(44)
	}
	y := bottom
	if l.anchor >= 0 {
		y -= lh // the "newer entries below" line
	}
	last := len(entries) - 1
	if l.anchor >= 0 {
		last = l.anchor
	}
	type job struct {
		s    string
		f    text.Face
		x, y float64
		ink  color.Color
		al   ui.Align
	}
	var jobs []job
	for i := last; i >= 0 && y > 0; i-- {
		e := entries[i]
		chip := "[" + e.Rule + "]"
		chipW := 0.0
		if e.Rule != "" {
			chipW = ui.TextWidth(chip, mono, 0) + m.Pt(8)
		}
		f := face
		if e.Kind == "phase" || e.Kind == "decision" {
			f = bold
		}
		indent := 0.0
		if e.Kind != "phase" {
			indent = m.Pt(8)
		}
		// A decision line keeps room for its "← undo" hint (shown on
		// hover, at the end of its first line).
		hintW := 0.0
		if e.Kind == "decision" {
			hintW = ui.TextWidth(undoHint, hintFace, 0) + m.Pt(8)
		}
		lines := l.wrapped(i, e, f, w-2*pad-chipW-indent-hintW)
		gapAbove := m.Pt(2)
		if e.Kind == "phase" {
			gapAbove = m.Pt(8)
		}
		eh := float64(len(lines))*lh + gapAbove
		top := y - eh
		if top < 0 && i != last {
			// Only whole entries: a wrapped entry cut at the top of the
			// panel would show the tail of a sentence ("nothing)").
			break
		}
		row := ui.Rect{X: lr.X, Y: lr.Y + top, W: w, H: eh}
		cr := ui.Rect{}
		if e.Rule != "" {
			cr = ui.Rect{X: lr.X + w - pad - chipW, Y: lr.Y + top + gapAbove, W: chipW + pad, H: lh}
		}
		dec := 0
		if e.Kind == "decision" {
			dec = e.Decision
		}
		l.rows = append(l.rows, logRow{entry: i, decision: dec, rect: row, chip: cr})
		switch {
		case i == l.confirm:
			Fill(p, ui.Rect{Y: top, W: w, H: eh}, ui.Fade(ui.Brass, 0.25))
		case i == l.hover:
			Fill(p, ui.Rect{Y: top, W: w, H: eh}, RowHover)
		}
		if e.Kind == "phase" && strings.HasPrefix(e.Rule, "4.") {
			Fill(p, ui.Rect{X: pad, Y: top + gapAbove/2, W: w - 2*pad, H: m.PtR(1)}, ui.Fade(ui.Brass, 0.6))
		}
		ink := inkFor(e)
		for k, ln := range lines {
			jobs = append(jobs, job{ln, f, pad + indent*float64(min(k, 1)), top + gapAbove + float64(k)*lh + lh/2, ink, ui.Left})
		}
		if e.Rule != "" {
			chipInk := ui.Fade(RuleInk, 0.75)
			if i == l.hover && l.hoverOn == "rule" {
				chipInk = ui.Paper
				Fill(p, ui.Rect{X: cr.X - lr.X, Y: top + gapAbove + lh - m.Pt(2), W: chipW - m.Pt(4), H: m.PtR(1)}, RuleInk)
			}
			jobs = append(jobs, job{chip, mono, w - pad, top + gapAbove + lh/2, chipInk, ui.Right})
		}
		if e.Kind == "decision" && i == l.hover && l.confirm < 0 {
			jobs = append(jobs, job{undoHint, hintFace, w - pad - chipW - m.Pt(4), top + gapAbove + lh/2, ui.Brass, ui.Right})
		}
		y = top
	}
	if len(entries) == 0 {
		jobs = append(jobs, job{"The log is empty.", face, pad, m.Pt(20), Dim, ui.Left})
	}
	if l.confirm >= 0 {
		Fill(p, ui.Rect{Y: h - m.Pt(44), W: w, H: m.Pt(44)}, ui.Fade(BarFill, 0.98))
		Fill(p, ui.Rect{Y: h - m.Pt(44), W: w, H: m.PtR(1)}, ui.Brass)
	}
	if l.anchor >= 0 {
		jobs = append(jobs, job{i18n.T("log.newer-below"), fonts.Face(ui.Bold, m.Pt(10.5)), w / 2, bottom - lh/2, ui.Brass, ui.Center})
	}
	p.Flush()
	for _, j := range jobs {
		ui.DrawText(img, j.s, j.f, j.x, j.y, j.al, j.ink)
	}
	if l.confirm >= 0 && l.confirm < len(entries) {
		ui.DrawText(img, i18n.T("log.undo-ask", engine.Int("n", entries[l.confirm].Decision)), fonts.Face(ui.Bold, m.Pt(12)), pad, h-m.Pt(22), ui.Left, ui.Brass)
	}
}

// relabel gives the log's buttons their words in the player's language.
func (l *Log) relabel() {
	l.undoBtn.Label, l.keepBtn.Label = i18n.T("tempo.undo"), i18n.T("ui.cancel")
}
