package combat

import (
	"fmt"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"periscope/game/engine"
	"periscope/i18n"
	"periscope/render/typeface"
	"periscope/render/ui"
)

// layout is where everything is, in device pixels.
type layout struct {
	top, board, panel, tray ui.Rect
	die, log                ui.Rect
	cols                    []colLay
	cs                      float64 // counter side on the board
	ss                      float64 // counter side in a sub box
	pack                    []packLay
	items                   []item // the panel's text, in drawing order
	boxes                   []panelBox
}

type colLay struct {
	lane, head ui.Rect
	units      []unitLay
	boxes      []ui.Rect
}

type unitLay struct {
	id string
	r  ui.Rect
}

type packLay struct {
	id string
	r  ui.Rect // the counter
}

// item is a line of text on the panel.
type item struct {
	s     string
	style ui.Style
	size  float64 // pixels
	x, y  float64
	align ui.Align
	clr   any
}

// panelBox is a framed area of the panel: an option row, the detail box.
type panelBox struct {
	r    ui.Rect
	odds []engine.Odd
	bar  ui.Rect // where the odds bar goes (zero: none)
	kind int     // 0 plain, 1 detail
}

type action int

const (
	actPick action = iota
	actPlus
	actMinus
	actTarget
	actFire
	actClear
	actContinue
	actSkip
	actRule
	actScroll
	actSkipCombat
	actSkipTurn
	actUndo
	actAdvice
)

// hot is a place the player can click, tap or Tab to.
type hot struct {
	id, label string
	rect      ui.Rect
	enabled   bool
	act       action
	opt       int // option index (actPick)
	target    int // allocation target index, or -1
	rule      string
	board     bool // on the board (highlighted there), not a panel row
	odds      []engine.Odd
	detail    string
	line      string // the panel row's text
}

func (s *Scene) hotByID(id string) *hot {
	if id == "" {
		return nil
	}
	for i := range s.hots {
		if s.hots[i].id == id {
			return &s.hots[i]
		}
	}
	return nil
}

func (s *Scene) hotAt(x, y float64) *hot {
	// Later hots (the +/− chips) sit on top of earlier ones (the counters).
	for i := len(s.hots) - 1; i >= 0; i-- {
		if s.hots[i].rect.Contains(x, y) {
			return &s.hots[i]
		}
	}
	return nil
}

// moveFocus steps the keyboard focus through the enabled hots.
func (s *Scene) moveFocus(d int) {
	var ids []string
	for _, h := range s.hots {
		if h.enabled && h.act != actSkip && h.act != actRule {
			ids = append(ids, h.id)
		}
	}
	if len(ids) == 0 {
		return
	}
	i := -1
	for k, id := range ids {
		if id == s.focus {
			i = k
		}
	}
	if i < 0 {
		if d > 0 {
			i = -1
		} else {
			i = 0
		}
	}
	s.focus = ids[((i+d)%len(ids)+len(ids))%len(ids)]
	// Keep a focused option row in view.
	if h := s.hotByID(s.focus); h != nil && !h.board && h.act == actPick && s.prompt != nil {
		s.ensureRowVisible(h.opt)
	}
}

func (s *Scene) face(st ui.Style, pt float64) text.Face { return s.env.Fonts.Face(st, s.m.Pt(pt)) }

func typefaceOf(f *ui.Fonts) typeface.Source {
	return func(st typeface.Style, px float64) text.Face { return f.Face(ui.Style(st), px) }
}

// layoutHots lays the scene out for the current view and prompt.
func (s *Scene) layoutHots() {
	m := s.m
	if m.Width == 0 {
		return
	}
	L := &s.lay
	*L = layout{cols: L.cols[:0], pack: L.pack[:0], items: L.items[:0], boxes: L.boxes[:0]}
	s.hots = s.hots[:0]
	pad := m.Pt(12)
	wPt, _ := m.Points()
	panelW := m.Pt(math.Max(330, math.Min(420, wPt*0.31)))
	L.top = ui.Rect{X: pad, Y: pad, W: m.Width - 2*pad, H: m.Pt(58)}.Snap()
	body := L.top.Y + L.top.H + m.Pt(8)
	L.panel = ui.Rect{X: m.Width - pad - panelW, Y: body, W: panelW, H: m.Height - pad - body}.Snap()
	trayH := m.Pt(128)
	bw := L.panel.X - m.Pt(10) - pad
	L.tray = ui.Rect{X: pad, Y: m.Height - pad - trayH, W: bw, H: trayH}.Snap()
	L.board = ui.Rect{X: pad, Y: body, W: bw, H: L.tray.Y - m.Pt(8) - body}.Snap()
	L.die = ui.Rect{X: L.tray.X + m.Pt(10), Y: L.tray.Y + m.Pt(10), W: math.Max(m.Pt(300), L.tray.W*0.48), H: L.tray.H - m.Pt(20)}
	L.log = ui.Rect{X: L.die.X + L.die.W + m.Pt(12), Y: L.tray.Y + m.Pt(8), W: L.tray.X + L.tray.W - (L.die.X + L.die.W + m.Pt(12)) - m.Pt(10), H: L.tray.H - m.Pt(16)}
	s.layoutBoard()
	s.boardHots()
	s.layoutPanel()
	s.hots = append(s.hots, hot{id: "skip", label: i18n.T("combat.skip-dice"), rect: L.tray, enabled: s.dice.busy(), act: actSkip, target: -1})
	if r := s.dice.rule(); r != "" && s.opt.OpenRule != nil {
		s.hots = append(s.hots, hot{id: "rule:" + r, label: i18n.T("combat.rule", engine.Rule("r", r)), rect: s.ruleChip(), enabled: true, act: actRule, rule: r, target: -1})
	}
	if s.hotByID(s.focus) == nil {
		s.focus = ""
	}
}

// layoutBoard places the columns, counters and sub boxes.
func (s *Scene) layoutBoard() {
	m, L, v := s.m, &s.lay, s.view
	if v == nil {
		return
	}
	cols := len(v.Columns)
	var roles []string
	var boxes []int
	if cols == 0 {
		// Before the draw (wolfpack, decline): the display of this contact,
		// empty.
		if bd, ok := s.sess.Game().T.Tables.Boards[boardOf(v.Kind)]; ok {
			for _, c := range bd.Columns {
				roles = append(roles, c.Role)
				boxes = append(boxes, c.SubBoxes)
			}
		}
	} else {
		for _, c := range v.Columns {
			roles = append(roles, c.Role)
			boxes = append(boxes, max(1, c.Boxes))
		}
	}
	n := len(roles)
	if n == 0 {
		return
	}
	in := L.board.Inset(m.Pt(10))
	gap := m.Pt(6)
	w := (in.W - gap*float64(n-1)) / float64(n)
	headH := m.Pt(50)
	maxBoxes := 1
	for _, b := range boxes {
		maxBoxes = max(maxBoxes, b)
	}
	// A lone contact's board (one column) is as large as a convoy's with
	// a counter or two on it: its counters and sub box grow with the
	// board's room beyond 700 × 420 pt, up to 1.6 times (88 px at
	// 1920×1080 before, 8 % of the screen's height against 14 % at
	// 1024×640; issue 14).
	grow := 1.0
	if n == 1 {
		grow = math.Max(1, math.Min(1.6, math.Min(in.W/m.Pt(700), in.H/m.Pt(420))))
	}
	// A box is the counter and 8 pt, with its markers' room right of it
	// (subMarkRects): ss·subMarkSide and 4 pt.
	ss := math.Min(m.Pt(52)*grow, ((w-m.Pt(10)*float64(maxBoxes+1))/float64(maxBoxes)-m.Pt(12))/(1+subMarkSide))
	ss = math.Round(math.Max(ss, m.Pt(24)))
	boxH := ss + m.Pt(32)
	unitsTop := in.Y + headH + m.Pt(8)
	unitsH := in.Y + in.H - boxH - m.Pt(8) - unitsTop
	L.ss = ss
	// One counter size for the whole board: the largest that fits every
	// column.
	alloc := s.prompt != nil && s.prompt.Alloc != nil
	if alloc {
		unitsH -= m.Pt(20)
	}
	// Columns on offer (placement, shift) show their odds on a chip under
	// the header (colChip): the counters fit below it, and a block that
	// is centred clear of it stays where it is (the chips lay over the
	// first flag counter's top edge at 1024×640; issue 14).
	fitTop, fitH := unitsTop, unitsH
	if s.prompt != nil && !alloc {
		for _, o := range s.prompt.Options {
			if col, _, _ := optRef(v, o); col >= 0 {
				fitTop = in.Y + headH + m.Pt(42)
				fitH = unitsTop + unitsH - fitTop
				break
			}
		}
	}
	// Down a column, the gap leaves room, while allocating, for the − and
	// + chips.
	gy := func(cs float64) float64 {
		if alloc {
			return m.Pt(28) + cs*0.14
		}
		return math.Max(m.Pt(10), cs*0.16)
	}
	cs := m.Pt(88) * grow
	// Across, the gap leaves room for the markers beside a counter (the TDC
	// marker right of it, the points badge left of the next, markRects), so
	// no marker lies under a neighbour (issue 14, item 14).
	side := func(cs float64) float64 { return cs*markSide + m.Pt(4) }
	gx := func(cs float64) float64 { return math.Max(m.Pt(10), 2*side(cs)) }
	for ; cs > m.Pt(28); cs -= m.Pt(2) {
		fits := true
		for ci := 0; ci < cols; ci++ {
			k := len(v.Columns[ci].Units)
			if k == 0 {
				continue
			}
			per := max(1, int((w-m.Pt(8)-2*side(cs)+gx(cs))/(cs+gx(cs))))
			rows := (k + per - 1) / per
			if float64(rows)*(cs+gy(cs))-gy(cs) > fitH {
				fits = false
				break
			}
		}
		if fits {
			break
		}
	}
	cs = math.Round(cs)
	L.cs = cs
	for ci := 0; ci < n; ci++ {
		x := in.X + float64(ci)*(w+gap)
		cl := colLay{lane: ui.Rect{X: x, Y: in.Y, W: w, H: in.H}.Snap(), head: ui.Rect{X: x, Y: in.Y, W: w, H: headH}.Snap()}
		if ci < cols {
			units := v.Columns[ci].Units
			k := len(units)
			per := max(1, int((w-m.Pt(8)-2*side(cs)+gx(cs))/(cs+gx(cs))))
			per = min(per, max(k, 1))
			rows := (k + per - 1) / max(per, 1)
			g := gy(cs)
			blockH := float64(rows)*(cs+g) - g
			y0 := math.Max(fitTop, unitsTop+math.Max(0, (unitsH-blockH)/2))
			for ui_, u := range units {
				r, c := ui_/per, ui_%per
				inRow := min(per, k-r*per)
				rowW := float64(inRow)*(cs+gx(cs)) - gx(cs)
				ux := x + (w-rowW)/2 + float64(c)*(cs+gx(cs))
				cl.units = append(cl.units, unitLay{id: u.ID, r: ui.Rect{X: math.Round(ux), Y: math.Round(y0 + float64(r)*(cs+g)), W: cs, H: cs}})
			}
		}
		nb := boxes[ci]
		bw := ss + m.Pt(8)
		slot := bw + ss*subMarkSide + m.Pt(4) // the box and its markers
		rowW := float64(nb)*slot + float64(nb-1)*m.Pt(8)
		by := in.Y + in.H - boxH + m.Pt(22)
		bx := x + (w-rowW)/2
		if n == 1 {
			// A lone contact's sub boxes sit at the foot's left end: the
			// right corner, over the tray's log, stays clear for the
			// tutorial's card (centred, U-47's box lay under every corner
			// the card could take at 1024×640; issue 14).
			bx = x + m.Pt(12)
		}
		for b := 0; b < nb; b++ {
			cl.boxes = append(cl.boxes, ui.Rect{X: math.Round(bx + float64(b)*(slot+m.Pt(8))), Y: math.Round(by), W: math.Round(bw), H: math.Round(ss + m.Pt(8))})
		}
		L.cols = append(L.cols, cl)
	}
}

// unitRect is where a unit is on the board.
func (s *Scene) unitRect(id string) (ui.Rect, int, bool) {
	for ci, c := range s.lay.cols {
		for _, u := range c.units {
			if u.id == id {
				return u.r, ci, true
			}
		}
	}
	return ui.Rect{}, -1, false
}

// subRect is where a boat is on the board (its sub box), if placed.
func (s *Scene) subRect(id string) (ui.Rect, bool) {
	v := s.view
	if v == nil {
		return ui.Rect{}, false
	}
	for ci, c := range v.Columns {
		for bi, sub := range c.Subs {
			if sub == id && ci < len(s.lay.cols) && bi < len(s.lay.cols[ci].boxes) {
				return s.lay.cols[ci].boxes[bi], true
			}
		}
	}
	return ui.Rect{}, false
}

// boardHots makes the board's clickable places for the pending prompt:
// columns, counters, boats, and the allocation chips.
func (s *Scene) boardHots() {
	p, L, m := s.prompt, &s.lay, s.m
	if p == nil || s.view == nil {
		return
	}
	if p.Alloc != nil && p.Kind == "allocate" {
		for i, o := range p.Options {
			_, unit, _ := optRef(s.view, o)
			r, _, ok := s.unitRect(unit)
			if !ok {
				continue
			}
			var odds []engine.Odd
			if i < len(p.Alloc.PerTarget) && i < len(s.points) && s.points[i] < len(p.Alloc.PerTarget[i]) {
				odds = p.Alloc.PerTarget[i][s.points[i]]
			}
			s.hots = append(s.hots, hot{id: "unit:" + unit, label: i18n.Label(o), rect: r, enabled: true, act: actTarget, opt: i, target: i, board: true, odds: odds, detail: i18n.Detail(o)})
		}
		// The chips go after the counters: they are on top of them.
		for i, o := range p.Options {
			_, unit, _ := optRef(s.view, o)
			r, _, ok := s.unitRect(unit)
			if !ok {
				continue
			}
			cw := math.Round(math.Min(r.W*0.45, m.Pt(30)))
			ch := math.Round(m.Pt(20))
			y := r.Y + r.H + m.Pt(4)
			s.hots = append(s.hots,
				hot{id: "minus:" + unit, label: "−", rect: ui.Rect{X: r.X, Y: y, W: cw, H: ch}, enabled: s.points[i] > 0, act: actMinus, target: i, board: true},
				hot{id: "plus:" + unit, label: "+", rect: ui.Rect{X: r.X + r.W - cw, Y: y, W: cw, H: ch}, enabled: true, act: actPlus, target: i, board: true})
		}
		return
	}
	for i, o := range p.Options {
		col, unit, sub := optRef(s.view, o)
		switch {
		case col >= 0 && col < len(L.cols):
			s.hots = append(s.hots, hot{id: o.Key, label: i18n.Label(o), rect: L.cols[col].lane, enabled: true, act: actPick, opt: i, target: -1, board: true, odds: o.Odds, detail: i18n.Detail(o)})
		case unit != "":
			if r, _, ok := s.unitRect(unit); ok {
				id := "unit:" + unit
				if strings.HasPrefix(o.Key, "fire:") {
					id = o.Key
				}
				s.hots = append(s.hots, hot{id: id, label: i18n.Label(o), rect: r, enabled: true, act: actPick, opt: i, target: -1, board: true, odds: o.Odds, detail: i18n.Detail(o)})
			}
		case sub != "":
			if r, ok := s.subRect(sub); ok {
				s.hots = append(s.hots, hot{id: o.Key, label: i18n.Label(o), rect: r, enabled: true, act: actPick, opt: i, target: -1, board: true, odds: o.Odds, detail: i18n.Detail(o)})
			}
		}
	}
}

// onBoard reports whether option i of the prompt has a place on the board.
func (s *Scene) onBoard(i int) bool {
	for _, h := range s.hots {
		if h.board && h.act == actPick && h.opt == i {
			return true
		}
	}
	return false
}

// wrap breaks s into lines no wider than w pixels.
func wrap(s string, face text.Face, w float64) []string {
	var lines []string
	for _, para := range strings.Split(s, "\n") {
		words := strings.Fields(para)
		line := ""
		for _, wd := range words {
			try := wd
			if line != "" {
				try = line + " " + wd
			}
			if line != "" && text.Advance(try, face) > w {
				lines = append(lines, line)
				line = wd
				continue
			}
			line = try
		}
		if line != "" || len(words) == 0 {
			lines = append(lines, line)
		}
	}
	return lines
}

// fitSize is the largest of the sizes (in points, largest first) at which
// s fits w pixels in style st with tracking (in points); ok is false when
// none does (the smallest is returned).
func (s *Scene) fitSize(str string, st ui.Style, sizes []float64, tracking, w float64) (pt float64, ok bool) {
	for _, pt = range sizes {
		if ui.TextWidth(str, s.face(st, pt), s.m.Pt(tracking)) <= w {
			return pt, true
		}
	}
	return pt, false
}

// ellipsis shortens s to fit w pixels.
func ellipsis(s string, face text.Face, w float64) string {
	if text.Advance(s, face) <= w {
		return s
	}
	ui.Cut(s)
	r := []rune(s)
	for len(r) > 1 && text.Advance(string(r)+"…", face) > w {
		r = r[:len(r)-1]
	}
	return string(r) + "…"
}

func (s *Scene) ensureRowVisible(opt int) {
	// The panel lays out rows from listOff; a row above it scrolls up, a
	// row that did not fit scrolls down (layoutPanel marks what fitted).
	rows := s.panelRows()
	idx := -1
	for k, i := range rows {
		if i == opt {
			idx = k
		}
	}
	if idx < 0 {
		return
	}
	if idx < s.listOff {
		s.listOff = idx
		return
	}
	for k := 0; k < 50; k++ {
		s.layoutHots()
		if h := s.hotByID("opt:" + s.prompt.Options[opt].Key); h != nil && h.rect.H > 0 {
			return
		}
		s.listOff++
	}
}

// panelRows are the options listed on the panel (those without a place on
// the board), as option indexes.
func (s *Scene) panelRows() []int {
	var out []int
	if s.prompt == nil || s.prompt.Alloc != nil {
		return nil
	}
	for i := range s.prompt.Options {
		if !s.onBoard(i) {
			out = append(out, i)
		}
	}
	return out
}

func fmtSigned(v int) string {
	if v < 0 {
		return fmt.Sprintf("−%d", -v)
	}
	return fmt.Sprintf("+%d", v)
}

// colChip is where a column on offer shows its odds: a chip under its
// header.
func (s *Scene) colChip(c colLay) ui.Rect {
	m := s.m
	return ui.Rect{X: c.lane.X + m.Pt(6), Y: c.head.Y + c.head.H + m.Pt(4), W: c.lane.W - m.Pt(12), H: m.Pt(34)}
}
