package combat

import (
	"fmt"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"periscope/game/campaign"
	"periscope/game/engine"
	"periscope/i18n"
	"periscope/render/counters"
	"periscope/render/ui"
)

// text adds a line of text to the panel.
func (s *Scene) text(str string, st ui.Style, pt, x, y float64, al ui.Align, clr color.Color) {
	s.lay.items = append(s.lay.items, item{s: str, style: st, size: s.m.Pt(pt), x: x, y: y, align: al, clr: clr})
}

// para adds wrapped text (at most maxLines, the last one shortened) and
// returns the y below it.
func (s *Scene) para(str string, st ui.Style, pt, x, y, w float64, clr color.Color, maxLines int) float64 {
	face := s.face(st, pt)
	lh := s.m.Pt(pt * 1.35)
	lines := wrap(str, face, w)
	if maxLines > 0 && len(lines) > maxLines {
		last := lines[maxLines-1] + " " + lines[maxLines]
		lines = append(lines[:maxLines-1], ellipsis(last+"…", face, w))
	}
	for _, l := range lines {
		s.text(l, st, pt, x, y+lh/2, ui.Left, clr)
		y += lh
	}
	return y
}

// currentBoat is the boat the pending decision is about (or the first
// boat still in the fight).
func (s *Scene) currentBoat() string {
	if s.prompt != nil && s.prompt.Sub != "" {
		return s.prompt.Sub
	}
	if s.view != nil {
		for _, b := range s.view.Boats {
			if !b.Out {
				return b.ID
			}
		}
		if len(s.view.Boats) > 0 {
			return s.view.Boats[0].ID
		}
	}
	return ""
}

// layoutPanel lays out the right-hand panel: the boat, the pack, the
// question, the odds and the answers.
func (s *Scene) layoutPanel() {
	m, L := s.m, &s.lay
	P := L.panel
	x := P.X + m.Pt(14)
	w := P.W - m.Pt(28)
	y := P.Y + m.Pt(12)
	g := s.sess.Game()

	// The boat card.
	if id := s.currentBoat(); id != "" {
		if sub := g.Sub(id); sub != nil {
			cs := m.Pt(54)
			L.pack = append(L.pack, packLay{id: "card:" + id, r: ui.Rect{X: x, Y: y, W: cs, H: cs}})
			tx := x + cs + m.Pt(12)
			cl := g.Class(sub)
			s.text(id, ui.Bold, 19, tx, y+m.Pt(11), ui.Left, ui.Paper)
			line := i18n.Text(campaign.ClassMsg(cl), cl.ID) // "Type VIIC", "Balao class"
			if sub.Ace != "" {
				if a := g.T.AceByID(sub.Ace); a != nil {
					line += i18n.T("combat.panel.ace", engine.Text("name", a.Name), engine.Text("n", fmtSigned(sub.AceLevel)))
				}
			}
			s.text(ellipsis(line, s.face(ui.Regular, 13), w-cs-m.Pt(12)), ui.Regular, 13, tx, y+m.Pt(30), ui.Left, ui.PaperDim)
			// The values wrap between values rather than lose a figure
			// (issue 14, item 3).
			sl := wrapParts([]string{i18n.T("combat.attack", engine.Int("n", g.Attack(sub))), i18n.T("combat.defense", engine.Int("n", cl.Defense)),
				i18n.T("combat.tactics", engine.Int("n", cl.Tactics)), i18n.T("combat.crash-dive", engine.Int("n", cl.CrashDive))}, s.face(ui.Regular, 12), w-cs-m.Pt(12))
			for k, l := range sl {
				s.text(l, ui.Regular, 12, tx, y+m.Pt(46)+float64(k)*m.Pt(15), ui.Left, ui.PaperDim)
			}
			extra := float64(len(sl)-1) * m.Pt(15)
			var flags []string
			if sub.Damage > 0 {
				flags = append(flags, i18n.T("combat.panel.damaged", engine.Int("n", sub.Damage)))
			}
			if sub.Spotted {
				flags = append(flags, i18n.T("card.spotted"))
			}
			if sub.Inexp > 0 {
				flags = append(flags, i18n.T("combat.panel.green"))
			}
			if sub.RTB {
				flags = append(flags, i18n.T("outcome.RTB"))
			}
			if c := g.S.Combat; c != nil {
				for _, b := range c.Boats {
					if b.ID == id && b.DoubleTons {
						// The combat event [19.2], said where it applies.
						flags = append(flags, i18n.T("combat.panel.double-tons"))
					}
				}
			}
			if len(flags) > 0 {
				fl := wrapParts(flags, s.face(ui.Bold, 12), w-cs-m.Pt(12))
				if len(fl) > 1 {
					// A longer note wraps by words too.
					fl = wrap(joinDot(flags), s.face(ui.Bold, 12), w-cs-m.Pt(12))
				}
				for k, l := range fl {
					s.text(l, ui.Bold, 12, tx, y+m.Pt(62)+extra+float64(k)*m.Pt(15), ui.Left, outcomeColour("damaged"))
				}
				y += m.Pt(8) + float64(len(fl)-1)*m.Pt(15)
			}
			y += cs + m.Pt(12) + extra
		}
	}
	// The wolfpack.
	if v := s.view; v != nil && (v.Pack || len(v.Boats) > 1) {
		s.text(i18n.T("combat.panel.wolfpack"), ui.Bold, 11, x, y+m.Pt(6), ui.Left, ui.Brass)
		y += m.Pt(14)
		n := len(v.Boats)
		slot := math.Min(m.Pt(64), w/float64(max(n, 1)))
		cs := math.Min(m.Pt(40), slot-m.Pt(6))
		for i, b := range v.Boats {
			cx := x + float64(i)*slot + slot/2
			L.pack = append(L.pack, packLay{id: b.ID, r: ui.Rect{X: math.Round(cx - cs/2), Y: y, W: cs, H: cs}})
			col := ui.PaperDim
			if b.Out {
				col = ui.Fade(ui.PaperDim, 0.5)
			}
			s.text(ellipsis(roleName(b), s.face(ui.Regular, 10), slot-m.Pt(2)), ui.Regular, 10, cx, y+cs+m.Pt(9), ui.Center, col)
		}
		y += cs + m.Pt(20)
	}
	y += m.Pt(4)
	L.boxes = append(L.boxes, panelBox{r: ui.Rect{X: x, Y: y, W: w, H: m.PtR(1)}, kind: 2})
	y += m.Pt(10)

	if s.over {
		s.text("COMBAT OVER", ui.Bold, 16, x, y+m.Pt(9), ui.Left, ui.Brass)
		y += m.Pt(24)
		y = s.para(s.summary, ui.Regular, 14, x, y, w, ui.Paper, 6)
		bh := m.Pt(44)
		r := ui.Rect{X: x, Y: P.Y + P.H - bh - m.Pt(14), W: w, H: bh}.Snap()
		if u, _ := s.tools(); u != nil {
			// Undo beside Continue: the last attack can be taken back.
			uw := math.Round(w * 0.34)
			l := i18n.T("tempo.undo") + " (U)"
			s.hots = append(s.hots, hot{id: "undo", label: l, rect: ui.Rect{X: x, Y: r.Y, W: uw, H: bh}.Snap(), enabled: u.Decisions() > 0, act: actUndo, target: -1, line: l})
			r = ui.Rect{X: x + uw + m.Pt(8), Y: r.Y, W: w - uw - m.Pt(8), H: bh}.Snap()
		}
		s.hots = append(s.hots, hot{id: "continue", label: i18n.T("combat.continue"), rect: r, enabled: true, act: actContinue, target: -1, line: i18n.T("combat.continue") + "  (" + i18n.T("combat.enter") + ")"})
		return
	}
	p := s.prompt
	if p == nil {
		s.layoutBotPanel(x, y, w, P)
		return
	}
	s.text(upper(kindTitle(p.Kind))+"  ["+p.Rule+"]", ui.Bold, 15, x, y+m.Pt(9), ui.Left, ui.Brass)
	y += m.Pt(24)
	y = s.para(i18n.Question(p), ui.Regular, 14, x, y, w, ui.Paper, 4)
	if ins := instruction(p.Kind); ins != "" && (p.Alloc != nil || len(s.panelRows()) < len(p.Options)) {
		y += m.Pt(4)
		y = s.para(ins, ui.Regular, 12, x, y, w, ui.PaperDim, 3)
	}
	y += m.Pt(8)
	bottom := s.layoutTools(x, w, P.Y+P.H-m.Pt(14))
	if s.errMsg != "" {
		bottom -= m.Pt(40)
		s.para(s.errMsg, ui.Regular, 12, x, bottom+m.Pt(4), w, errRed, 2)
	}
	if _, adv := s.tools(); adv != nil {
		// What this combat has brought so far shares the advice's slot.
	} else if sofar := s.soFar(); sofar != "" && p.Alloc == nil {
		bottom -= m.Pt(44)
		s.text(i18n.T("combat.sofar"), ui.Bold, 10, x, bottom+m.Pt(12), ui.Left, ui.Brass)
		s.para(sofar, ui.Regular, 12, x, bottom+m.Pt(20), w, ui.PaperDim, 2)
	}
	if p.Alloc != nil {
		s.layoutAlloc(x, y, w, bottom)
		return
	}
	// The board choice under the pointer or the keyboard focus, with its
	// odds.
	if len(s.panelRows()) < len(p.Options) {
		h := s.hotByID(s.hover)
		if h == nil || !h.board {
			h = s.hotByID(s.focus)
		}
		boxTop := y
		bi := len(L.boxes)
		L.boxes = append(L.boxes, panelBox{kind: 1}) // drawn under what follows
		// The box is as tall as the tallest board choice would make it, so
		// pointing at a counter never moves the rows under it.
		boxH := s.infoH(nil, w)
		for k := range s.hots {
			if s.hots[k].board {
				boxH = max(boxH, s.infoH(&s.hots[k], w))
			}
		}
		if h != nil && h.board {
			y += m.Pt(10)
			y = s.para(h.label, ui.Bold, 13, x+m.Pt(10), y, w-m.Pt(20), ui.Paper, 2)
			if h.detail != "" {
				y = s.para(h.detail, ui.Regular, 12, x+m.Pt(10), y, w-m.Pt(20), ui.PaperDim, 4)
			}
			s.oddsBlock(h.odds, x+m.Pt(10), y+m.Pt(4), w-m.Pt(20), 0)
		} else {
			s.para(i18n.T("combat.info-hint"), ui.Regular, 12, x+m.Pt(10), y+m.Pt(10), w-m.Pt(20), ui.PaperDim, 3)
		}
		y = boxTop + boxH
		L.boxes[bi].r = ui.Rect{X: x, Y: boxTop, W: w, H: y - boxTop}
		y += m.Pt(10)
	}
	s.layoutRows(x, y, w, bottom)
}

// wrapParts joins parts with " · " into lines no wider than w, breaking
// only between parts.
func wrapParts(parts []string, face text.Face, w float64) []string {
	var out []string
	line := ""
	for _, p := range parts {
		switch {
		case line == "":
			line = p
		case text.Advance(line+" · "+p, face) <= w:
			line += " · " + p
		default:
			out = append(out, line)
			line = p
		}
	}
	return append(out, line)
}

// linesH is the height of a paragraph laid out by para.
func (s *Scene) linesH(str string, st ui.Style, pt, w float64, maxLines int) float64 {
	n := len(wrap(str, s.face(st, pt), w))
	if maxLines > 0 {
		n = min(n, maxLines)
	}
	return float64(n) * s.m.Pt(pt*1.35)
}

// infoH is the height of the panel's box about a board choice (nil: the
// hint shown when none is pointed at).
func (s *Scene) infoH(h *hot, w float64) float64 {
	m := s.m
	iw := w - m.Pt(20)
	if h == nil {
		return m.Pt(18) + s.linesH(i18n.T("combat.info-hint"), ui.Regular, 12, iw, 3)
	}
	y := m.Pt(10) + s.linesH(h.label, ui.Bold, 13, iw, 2)
	if h.detail != "" {
		y += s.linesH(h.detail, ui.Regular, 12, iw, 4)
	}
	if len(h.odds) > 0 {
		y += m.Pt(16) + s.linesH(oddsText(h.odds), ui.Regular, 12, iw, 0)
	}
	return y + m.Pt(8)
}

// oddsBlock lays out an odds bar and its legend; it returns the y below.
func (s *Scene) oddsBlock(odds []engine.Odd, x, y, w float64, maxLines int) float64 {
	if len(odds) == 0 {
		return y
	}
	m := s.m
	bar := ui.Rect{X: x, Y: y, W: w, H: m.Pt(7)}
	s.lay.boxes = append(s.lay.boxes, panelBox{bar: bar, odds: odds, kind: 3})
	y += m.Pt(12)
	return s.para(oddsText(odds), ui.Regular, 12, x, y, w, ui.Paper, maxLines)
}

// layoutRows lays out the options that are answered on the panel.
func (s *Scene) layoutRows(x, y, w, bottom float64) {
	m, p := s.m, s.prompt
	rows := s.panelRows()
	if len(rows) == 0 {
		return
	}
	if s.listOff >= len(rows) {
		s.listOff = max(0, len(rows)-1)
	}
	gap := m.Pt(6)
	if s.listOff > 0 {
		r := ui.Rect{X: x + w - m.Pt(90), Y: y - m.Pt(4), W: m.Pt(90), H: m.Pt(20)}
		s.hots = append(s.hots, hot{id: "scroll-up", label: "▲ " + i18n.T("prompt.more"), rect: r, enabled: true, act: actScroll, target: -1, line: "▲ " + i18n.T("prompt.more")})
		y += m.Pt(18)
	}
	for k := s.listOff; k < len(rows); k++ {
		i := rows[k]
		o := p.Options[i]
		// Measure the row.
		lw := w - m.Pt(20)
		labelLines := wrap(i18n.Label(o), s.face(ui.Bold, 13), lw)
		if len(labelLines) > 2 {
			labelLines = labelLines[:2]
		}
		h := m.Pt(10) + float64(len(labelLines))*m.Pt(17)
		oddLines := 0
		if len(o.Odds) > 0 {
			oddLines = len(wrap(oddsText(o.Odds), s.face(ui.Regular, 11), lw))
			h += m.Pt(12) + float64(oddLines)*m.Pt(11*1.35)
		}
		// The detail is always shown, so a row never grows under the
		// pointer (issue 14, item 6).
		detailLines := 0
		if o.Detail != "" {
			detailLines = min(4, len(wrap(i18n.Detail(o), s.face(ui.Regular, 11), lw)))
			h += float64(detailLines) * m.Pt(11*1.35)
		}
		h += m.Pt(8)
		// The first row shown must fit too: at 1024×640 an Italian row with
		// a long detail and two lines of odds ran under the "so far" box
		// (TestItalianFitsEveryScreen's overlap check). Its detail gives way,
		// a line at a time; the odds never do.
		for k == s.listOff && detailLines > 0 && y+h > bottom-m.Pt(24) {
			detailLines--
			h -= m.Pt(11 * 1.35)
		}
		if y+h > bottom-m.Pt(24) && k > s.listOff {
			r := ui.Rect{X: x + w - m.Pt(90), Y: bottom - m.Pt(20), W: m.Pt(90), H: m.Pt(20)}
			s.hots = append(s.hots, hot{id: "scroll-down", label: "▼ " + i18n.T("prompt.more"), rect: r, enabled: true, act: actScroll, target: 1, line: "▼ " + i18n.T("prompt.more")})
			return
		}
		r := ui.Rect{X: x, Y: y, W: w, H: h}.Snap()
		s.hots = append(s.hots, hot{id: "opt:" + o.Key, label: i18n.Label(o), rect: r, enabled: true, act: actPick, opt: i, target: -1, odds: o.Odds, detail: i18n.Detail(o)})
		ty := y + m.Pt(5)
		for _, l := range labelLines {
			s.text(l, ui.Bold, 13, x+m.Pt(10), ty+m.Pt(8.5), ui.Left, ui.Paper)
			ty += m.Pt(17)
		}
		if detailLines > 0 {
			ty = s.para(i18n.Detail(o), ui.Regular, 11, x+m.Pt(10), ty, lw, ui.PaperDim, detailLines)
		}
		if len(o.Odds) > 0 {
			ty += m.Pt(2)
			bar := ui.Rect{X: x + m.Pt(10), Y: ty, W: lw, H: m.Pt(6)}
			s.lay.boxes = append(s.lay.boxes, panelBox{bar: bar, odds: o.Odds, kind: 3})
			ty += m.Pt(10)
			s.para(oddsText(o.Odds), ui.Regular, 11, x+m.Pt(10), ty, lw, ui.Paper, 0)
		}
		y += h + gap
	}
}

// layoutAlloc lays out the allocation table [14.15]: each target's points
// and its odds from the prompt (Alloc.PerTarget), the Fire and Clear
// buttons.
func (s *Scene) layoutAlloc(x, y, w, bottom float64) {
	m, p := s.m, s.prompt
	a := p.Alloc
	used := s.allocTotal()
	head := i18n.T("combat.alloc.head", engine.Int("n", used), engine.Int("total", a.Total))
	if a.Min > 1 {
		head += " " + i18n.T("combat.alloc.min", engine.Int("n", a.Min))
	}
	s.text(head, ui.Bold, 13, x, y+m.Pt(8), ui.Left, ui.Paper)
	// Points left, as torpedo pips.
	pipX := x + w
	for k := a.Total - 1; k >= 0; k-- {
		pr := ui.Rect{X: pipX - m.Pt(9), Y: y + m.Pt(3), W: m.Pt(6), H: m.Pt(11)}
		pipX -= m.Pt(9)
		kind := 4
		if k < used {
			kind = 5
		}
		s.lay.boxes = append(s.lay.boxes, panelBox{r: pr, kind: kind})
	}
	y += m.Pt(22)
	btnH := m.Pt(42)
	listBottom := bottom - btnH - m.Pt(10)
	for i, o := range p.Options {
		_, unit, _ := optRef(s.view, o)
		pts := 0
		if i < len(s.points) {
			pts = s.points[i]
		}
		var odds []engine.Odd
		if i < len(a.PerTarget) && pts < len(a.PerTarget[i]) {
			odds = a.PerTarget[i][pts]
		}
		// The row is as tall as its most points would make it, so a click
		// on + never moves the rows below (issue 14, item 6).
		nameW := w - m.Pt(70)
		labelLines := min(2, len(wrap(i18n.Label(o), s.face(ui.Bold, 12), nameW)))
		detLines := 0
		if o.Detail != "" {
			detLines = len(wrap(i18n.Detail(o), s.face(ui.Regular, 11), nameW))
		}
		rowH := m.Pt(24) + float64(labelLines)*m.Pt(16) + float64(max(0, detLines-1))*m.Pt(15)
		oddLines := 0
		if i < len(a.PerTarget) {
			for k, od := range a.PerTarget[i] {
				if k > 0 && len(od) > 0 {
					oddLines = max(oddLines, len(wrap(oddsText(od), s.face(ui.Regular, 11), w-m.Pt(16))))
				}
			}
		}
		if oddLines > 0 {
			rowH += m.Pt(12) + float64(oddLines)*m.Pt(11*1.35)
		}
		// The rows that do not fit leave a line for "… n more".
		room := listBottom
		if i < len(p.Options)-1 {
			room -= m.Pt(14)
		}
		if y+rowH > room {
			s.text(i18n.T("combat.alloc.more", engine.Int("n", len(p.Options)-i)), ui.Regular, 11, x, y+m.Pt(8), ui.Left, ui.PaperDim)
			break
		}
		r := ui.Rect{X: x, Y: y, W: w, H: rowH}.Snap()
		s.lay.boxes = append(s.lay.boxes, panelBox{r: r, kind: 6})
		if !s.onBoardUnit(unit) {
			// A target that is not on the board (cannot happen on a board
			// prompt) is still reachable here.
			s.hots = append(s.hots, hot{id: "row:" + unit, label: i18n.Label(o), rect: r, enabled: true, act: actPlus, target: i})
		}
		ty := s.para(i18n.Label(o), ui.Bold, 12, x+m.Pt(8), y+m.Pt(4), nameW, ui.Paper, 2)
		if o.Detail != "" {
			s.para(i18n.Detail(o), ui.Regular, 11, x+m.Pt(8), ty, nameW, ui.PaperDim, 0)
		}
		oy := y + rowH - m.Pt(12) - float64(oddLines)*m.Pt(11*1.35) // the odds block
		var clr color.Color = ui.PaperDim
		if pts > 0 {
			clr = ui.Brass
		}
		s.text(fmt.Sprintf("%d", pts), ui.Bold, 22, x+w-m.Pt(14), y+m.Pt(20), ui.Right, clr)
		if pts > 0 && len(odds) > 0 {
			bar := ui.Rect{X: x + m.Pt(8), Y: oy, W: w - m.Pt(16), H: m.Pt(6)}
			s.lay.boxes = append(s.lay.boxes, panelBox{bar: bar, odds: odds, kind: 3})
			s.para(oddsText(odds), ui.Regular, 11, x+m.Pt(8), oy+m.Pt(9), w-m.Pt(16), ui.Paper, 0)
		}
		y += rowH + m.Pt(5)
	}
	bw := (w - m.Pt(10)) / 2
	fire := ui.Rect{X: x, Y: bottom - btnH, W: bw + m.Pt(30), H: btnH}.Snap()
	clear := ui.Rect{X: x + bw + m.Pt(40), Y: bottom - btnH, W: w - bw - m.Pt(40), H: btnH}.Snap()
	label := i18n.T("combat.fire", engine.Int("n", used))
	s.hots = append(s.hots,
		hot{id: "fire", label: label, rect: fire, enabled: s.allocValid(), act: actFire, target: -1, line: label + "  (" + i18n.T("combat.enter") + ")"},
		hot{id: "clear", label: i18n.T("prompt.clear"), rect: clear, enabled: used > 0, act: actClear, target: -1, line: i18n.T("prompt.clear")})
}

// soFar sums up the combat's results from its log: ships sunk and
// damaged, harm to the boats.
func (s *Scene) soFar() string {
	sunk, tons, dmg, hurt := 0, 0, 0, 0
	for _, e := range s.seen {
		if e.Event == nil {
			continue
		}
		switch e.Event.Type {
		case "sunk":
			sunk++
			tons += campaign.TallyOf(e.Event).Tons
		case "ship-damaged":
			dmg++
		case "damaged", "sub-lost", "rtb":
			hurt++
		}
	}
	if sunk+dmg+hurt == 0 {
		return ""
	}
	var parts []string
	if sunk > 0 {
		parts = append(parts, i18n.T("combat.sofar.sunk", engine.Int("n", sunk), engine.KT("kt", tons)))
	}
	if dmg > 0 {
		parts = append(parts, i18n.T("combat.sofar.damaged", engine.Int("n", dmg)))
	}
	if hurt > 0 {
		parts = append(parts, i18n.T("combat.sofar.hurt", engine.Int("n", hurt)))
	}
	return joinDot(parts)
}

func (s *Scene) onBoardUnit(id string) bool {
	_, _, ok := s.unitRect(id)
	return ok
}

func joinDot(parts []string) string {
	out := ""
	for i, p := range parts {
		if i > 0 {
			out += " · "
		}
		out += p
	}
	return out
}

func upper(s string) string {
	b := []rune(s)
	for i, r := range b {
		if r >= 'a' && r <= 'z' {
			b[i] = r - 'a' + 'A'
		}
	}
	return string(b)
}

// drawPanel draws the panel: its card, boxes, rows, buttons and text.
func (s *Scene) drawPanel(dst *ebiten.Image) {
	s.cached(dst, &s.panelLayer, s.lay.panel, s.panelHash(), s.drawPanelTo)
}

func (s *Scene) drawPanelTo(dst *ebiten.Image) {
	m, L := s.m, &s.lay
	pt := newPaint(dst)
	// Backgrounds, then the rows, then the odds bars and pips on top.
	for _, b := range L.boxes {
		switch b.kind {
		case 1:
			pt.roundRect(b.r, m.Pt(6), color.RGBA{0x08, 0x16, 0x26, 0xff})
			pt.roundRectLine(b.r, m.Pt(6), m.PtR(1), color.RGBA{0x2a, 0x45, 0x60, 0xff})
		case 2:
			pt.rect(b.r, ui.Fade(ui.Brass, 0.5))
		case 6:
			pt.roundRect(b.r, m.Pt(5), rowFace)
		}
	}
	for _, h := range s.hots {
		if h.board || h.act == actSkip || h.act == actRule || h.act == actTarget {
			continue
		}
		fill := rowFace
		edge := color.RGBA{0x2e, 0x4d, 0x6c, 0xff}
		switch {
		case !h.enabled:
			fill, edge = color.RGBA{0x0b, 0x1a, 0x2a, 0xff}, color.RGBA{0x22, 0x33, 0x44, 0xff}
		case h.id == s.pressed:
			fill, edge = color.RGBA{0x09, 0x1c, 0x31, 0xff}, ui.Brass
		case h.id == s.hover || h.id == s.focus:
			fill, edge = rowHover, ui.Paper
		}
		if h.act == actFire && h.enabled {
			fill = color.RGBA{0x6a, 0x22, 0x1c, 0xff}
			if h.id == s.hover || h.id == s.focus {
				fill = color.RGBA{0x8c, 0x2e, 0x24, 0xff}
			}
		}
		if h.act == actContinue {
			fill = color.RGBA{0x1a, 0x44, 0x30, 0xff}
		}
		pt.roundRect(h.rect, m.Pt(5), fill)
		pt.roundRectLine(h.rect, m.Pt(5), m.PtR(1), edge)
	}
	for _, b := range L.boxes {
		switch b.kind {
		case 3:
			pt.oddsBar(b.bar, b.odds)
		case 4:
			pt.roundRect(b.r, m.Pt(2), ui.Brass)
		case 5:
			pt.roundRect(b.r, m.Pt(2), color.RGBA{0x3a, 0x3a, 0x3a, 0xff})
		}
	}
	pt.flush()
	// Counters: the boat card and the pack.
	g := s.sess.Game()
	for _, pl := range L.pack {
		id := pl.id
		card := len(id) > 5 && id[:5] == "card:"
		if card {
			id = id[5:]
		}
		spec, ok := s.boatSpec(id)
		if !ok {
			continue
		}
		sc := pl.r.W / s.atlas.Size(1)
		op := &ebiten.DrawImageOptions{}
		if b := s.view.Boat(id); !card && b != nil && b.Out {
			op.ColorScale.ScaleAlpha(0.35)
		}
		s.atlas.DrawWith(dst, spec, pl.r.X, pl.r.Y, sc, op)
		if !card && s.prompt != nil && s.prompt.Sub == id {
			p2 := newPaint(dst)
			p2.roundRectLine(pl.r.Inset(-m.Pt(3)), m.Pt(5), m.PtR(2), ui.Brass)
			p2.flush()
		}
		_ = g
	}
	for _, it := range L.items {
		ui.DrawText(dst, it.s, s.env.Fonts.Face(it.style, it.size), it.x, it.y, it.align, it.clr.(color.Color))
	}
	for _, h := range s.hots {
		if h.board || h.act == actSkip || h.act == actRule || h.act == actTarget || h.line == "" && h.act == actPick {
			continue
		}
		cx, cy := h.rect.Center()
		clr := color.Color(ui.Paper)
		if !h.enabled {
			clr = ui.TextDisabled
		}
		size := 15.0
		if h.act == actScroll {
			size = 11
		}
		ui.DrawText(dst, h.line, s.face(ui.Bold, size), cx, cy, ui.Center, clr)
	}
}

// boatSpec is the patrol-side counter of a boat.
func (s *Scene) boatSpec(id string) (counters.Spec, bool) {
	g := s.sess.Game()
	b := g.T.Boat(id)
	if b == nil {
		return nil, false
	}
	c := g.T.Class(b.Class)
	if c == nil {
		return nil, false
	}
	side := counters.Patrol
	if sub := g.Sub(id); sub != nil && sub.Side == "transit" {
		side = counters.Transit
	}
	return counters.UBoatFromData(*b, *c, side), true
}

var _ = campaign.FormatTons
