package combat

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
	"periscope/render/counters"
	"periscope/render/glyph"
	"periscope/render/ui"
)

// staticKey is what the cached table layer depends on.
func (s *Scene) staticKeyNow() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%v|%v|%v|%v|", s.m, s.lay.board, s.lay.tray, s.lay.panel)
	if v := s.view; v != nil {
		fmt.Fprintf(&b, "%s|%s|%s|%s|%d|%d|%v%v%v|%d|%s|%s|", v.Board, v.Kind, v.Code, v.Area, v.Round, v.Dispersal, v.InPort, v.Coastal, v.Encounter, s.when.weather, s.when.air, s.when.date)
		for i, c := range s.lay.cols {
			fmt.Fprintf(&b, "%v%v%d;", c.lane, c.boxes, i)
		}
	}
	return b.String()
}

// drawStatic draws the table, the display's printed face, its column
// plates and sub boxes: drawn once into a layer and reused each frame.
func (s *Scene) drawStatic(dst *ebiten.Image) {
	key := s.staticKeyNow()
	w, h := int(s.m.Width), int(s.m.Height)
	if s.static == nil || s.static.Bounds().Dx() != w || s.static.Bounds().Dy() != h {
		if s.static != nil {
			s.static.Deallocate()
		}
		s.static = glyph.NewLayer(w, h)
		s.staticKey = ""
	}
	if key != s.staticKey {
		s.renderStatic(s.static)
		s.staticKey = key
	}
	dst.DrawImage(s.static, nil)
}

func (s *Scene) renderStatic(img *ebiten.Image) {
	m, L := s.m, &s.lay
	img.Fill(tableTop)
	pt := newPaint(img)
	// A faint plotting grid over the whole table.
	step := m.Pt(32)
	for x := math.Mod(m.Width/2, step); x < m.Width; x += step {
		pt.rect(ui.Rect{X: math.Round(x), Y: 0, W: 1, H: m.Height}, gridInk)
	}
	for y := math.Mod(m.Height/2, step); y < m.Height; y += step {
		pt.rect(ui.Rect{X: 0, Y: math.Round(y), W: m.Width, H: 1}, gridInk)
	}
	// The display.
	B := L.board
	pt.roundRect(B, m.Pt(10), boardFace)
	pt.roundRectLine(B, m.Pt(10), m.PtR(1.5), boardEdge)
	pt.roundRectLine(B.Inset(m.Pt(4)), m.Pt(7), m.PtR(1), ui.Fade(boardEdge, 0.45))
	for i, c := range L.cols {
		fill := laneA
		if i%2 == 1 {
			fill = laneB
		}
		pt.roundRect(c.lane, m.Pt(6), fill)
		pt.roundRectLine(c.lane, m.Pt(6), m.PtR(1), ui.Fade(laneLine, 0.6))
		// The role plate.
		role := s.colRole(i)
		plate := ui.Rect{X: c.head.X + m.Pt(4), Y: c.head.Y + m.Pt(4), W: c.head.W - m.Pt(8), H: m.Pt(22)}
		pt.roundRect(plate, m.Pt(4), roleColour(role))
		// Wake lines down the lane: the convoy steams up the display.
		for k := 1; k <= 2; k++ {
			x := c.lane.X + c.lane.W*float64(k)/3
			for y := c.head.Y + c.head.H + m.Pt(6); y < c.boxes[0].Y-m.Pt(30); y += m.Pt(14) {
				pt.rect(ui.Rect{X: math.Round(x), Y: math.Round(y), W: 1, H: math.Round(m.Pt(6))}, ui.Fade(laneLine, 0.35))
			}
		}
		// The sub boxes.
		for _, b := range c.boxes {
			dashedBox(pt, b, m.PtR(1), ui.Fade(subBoxInk, 0.8), m.Pt(5), m.Pt(3))
		}
		if e := s.colEntry(i); e > 0 {
			cx, cy := c.head.X+c.head.W-m.Pt(16), c.head.Y+m.Pt(38)
			pt.poly(d10Pts(cx, cy, m.Pt(11)), ui.Fade(ui.Paper, 0.9))
		}
	}
	// The tray under the board, the panel beside it.
	pt.roundRect(L.tray, m.Pt(8), color.RGBA{0x08, 0x14, 0x22, 0xff})
	pt.roundRectLine(L.tray, m.Pt(8), m.PtR(1), panelEdge)
	pt.roundRect(L.panel, m.Pt(8), panelFace)
	pt.roundRectLine(L.panel, m.Pt(8), m.PtR(1), panelEdge)
	pt.flush()
	fonts := s.env.Fonts
	for i, c := range L.cols {
		name := s.colLabel(i)
		cx := c.head.X + c.head.W/2
		// The column's name, whole (issue 14, item 3): spaced out at 12
		// points, else tighter and smaller, else on two lines.
		head := upper(name)
		hw := c.head.W - m.Pt(14)
		track := 1.0
		pt, ok := s.fitSize(head, ui.Bold, []float64{12}, track, hw)
		if !ok {
			track = 0
			pt, ok = s.fitSize(head, ui.Bold, []float64{12, 11.5, 11, 10.5, 10}, track, hw)
		}
		if words := strings.Fields(head); !ok && len(words) > 1 {
			a, b := strings.Join(words[:len(words)/2], " "), strings.Join(words[len(words)/2:], " ")
			if ui.TextWidth(a, s.face(ui.Bold, 10), 0) < ui.TextWidth(b, s.face(ui.Bold, 10), 0) && len(words) > 2 {
				a, b = strings.Join(words[:len(words)/2+1], " "), strings.Join(words[len(words)/2+1:], " ")
			}
			pa, oka := s.fitSize(a, ui.Bold, []float64{10.5, 10, 9.5, 9}, 0, hw)
			pb, okb := s.fitSize(b, ui.Bold, []float64{10.5, 10, 9.5, 9}, 0, hw)
			if oka && okb {
				f := fonts.Face(ui.Bold, m.Pt(math.Min(pa, pb)))
				ui.DrawText(img, a, f, cx, c.head.Y+m.Pt(9.5), ui.Center, ui.Paper)
				ui.DrawText(img, b, f, cx, c.head.Y+m.Pt(21), ui.Center, ui.Paper)
				head = ""
			}
		}
		if head != "" {
			face := fonts.Face(ui.Bold, m.Pt(pt))
			ui.DrawTextTracked(img, ellipsis(head, face, hw), face, cx, c.head.Y+m.Pt(15), ui.Center, ui.Paper, m.Pt(track))
		}
		small := fonts.Face(ui.Regular, m.Pt(11))
		if e := s.colEntry(i); e > 0 {
			ex, ey := c.head.X+c.head.W-m.Pt(16), c.head.Y+m.Pt(38)
			ui.DrawText(img, fmt.Sprint(e), fonts.Face(ui.Bold, m.Pt(11)), ex, ey, ui.Center, color.RGBA{0x10, 0x1a, 0x24, 0xff})
			ui.DrawText(img, ellipsis(i18n.T("combat.col.beat"), small, c.head.W-m.Pt(40)), small, ex-m.Pt(16), ey, ui.Right, ui.PaperDim)
		} else if len(L.cols) > 1 {
			ui.DrawText(img, i18n.T("combat.col.open"), small, cx, c.head.Y+m.Pt(38), ui.Center, ui.PaperDim)
		}
		sb := i18n.T("combat.sub-boxes")
		sbPt, _ := s.fitSize(sb, ui.Regular, []float64{9, 8.5, 8, 7.5, 7}, 0, c.head.W-m.Pt(4))
		sbFace := fonts.Face(ui.Regular, m.Pt(sbPt))
		sx := cx
		if len(L.cols) == 1 { // (a lone contact's boxes are at the left end)
			last := c.boxes[len(c.boxes)-1]
			sx = (c.boxes[0].X + last.X + last.W) / 2
			sx = math.Max(sx, c.lane.X+m.Pt(6)+ui.TextWidth(sb, sbFace, 0)/2)
		}
		ui.DrawText(img, ellipsis(sb, sbFace, c.head.W-m.Pt(4)), sbFace, sx, c.boxes[0].Y-m.Pt(10), ui.Center, ui.Fade(subBoxInk, 0.9))
	}
	s.drawTopBar(img)
}

// dashedBox outlines r with dashes.
func dashedBox(pt *paint, r ui.Rect, w float64, c color.Color, dash, gap float64) {
	edge := func(x0, y0, x1, y1 float64) {
		l := math.Hypot(x1-x0, y1-y0)
		for t := 0.0; t < l; t += dash + gap {
			e := math.Min(l, t+dash)
			if x0 == x1 {
				pt.rect(ui.Rect{X: math.Round(x0), Y: math.Round(y0 + t), W: w, H: math.Round(e - t)}, c)
			} else {
				pt.rect(ui.Rect{X: math.Round(x0 + t), Y: math.Round(y0), W: math.Round(e - t), H: w}, c)
			}
		}
	}
	edge(r.X, r.Y, r.X+r.W, r.Y)
	edge(r.X, r.Y+r.H-w, r.X+r.W, r.Y+r.H-w)
	edge(r.X, r.Y, r.X, r.Y+r.H)
	edge(r.X+r.W-w, r.Y, r.X+r.W-w, r.Y+r.H)
}

func (s *Scene) colRole(i int) string {
	if v := s.view; v != nil && i < len(v.Columns) {
		return v.Columns[i].Role
	}
	if v := s.view; v != nil {
		if bd, ok := s.sess.Game().T.Tables.Boards[boardOf(v.Kind)]; ok && i < len(bd.Columns) {
			return bd.Columns[i].Role
		}
	}
	return ""
}

func (s *Scene) colEntry(i int) int {
	if v := s.view; v != nil && i < len(v.Columns) {
		return v.Columns[i].Entry
	}
	if v := s.view; v != nil {
		if bd, ok := s.sess.Game().T.Tables.Boards[boardOf(v.Kind)]; ok && i < len(bd.Columns) {
			return bd.Columns[i].Entry
		}
	}
	return 0
}

func (s *Scene) colLabel(i int) string {
	if v := s.view; v != nil && len(v.Columns) > 0 {
		if len(v.Columns) == 1 {
			return i18n.T("atl.kind.single")
		}
		return colText(v.ColName(i))
	}
	return colText(s.colRole(i))
}

// colText is a column's name ("left outer") in the player's language.
func colText(name string) string {
	side, role, ok := strings.Cut(name, " ")
	if !ok {
		return i18n.Text(engine.M("atl.role."+name), name)
	}
	if side != "left" && side != "right" || !i18n.Has("atl.role."+role) {
		return name
	}
	return i18n.T("atl.col."+side, engine.Nested("role", engine.M("atl.role."+role)))
}

// drawTopBar draws the contact, where and when, the round, the dispersal,
// the weather and the air cover.
func (s *Scene) drawTopBar(dst *ebiten.Image) {
	m, T, v := s.m, s.lay.top, s.view
	if v == nil {
		return
	}
	g := s.sess.Game()
	fonts := s.env.Fonts
	title := upper(i18n.Text(engine.M("atl.kind."+v.Kind), campaign.KindName(v.Kind)))
	if v.Board != "" {
		title = upper(i18n.Text(engine.M("atl.board."+v.Board), v.BoardName()))
		if v.Kind == "special" {
			title = upper(i18n.T("atl.kind.special"))
		}
	}
	if v.Code != "" && v.Code != "none" && v.Code != "single" {
		title += " · " + v.Code
	}
	big := fonts.Face(ui.Bold, m.Pt(22))
	ui.DrawTextTracked(dst, title, big, T.X, T.Y+m.Pt(14), ui.Left, ui.Paper, m.Pt(2))
	where := i18n.AreaName(g.T, v.Area)
	sub := i18n.T("combat.where", engine.Text("where", where), engine.Text("date", s.when.date), engine.Int("period", s.when.period))
	if v.InPort {
		sub += " · in port [14.18]"
	}
	if v.Coastal {
		sub += " · coastal traffic [13.23]"
	}
	if v.Encounter {
		sub += " · transit encounter [15.4]"
	}
	ui.DrawText(dst, sub, fonts.Face(ui.Regular, m.Pt(13)), T.X, T.Y+m.Pt(40), ui.Left, ui.PaperDim)

	// Right to left: air cover, weather, dispersal, round.
	x := T.X + T.W
	pt := newPaint(dst)
	small := fonts.Face(ui.Regular, m.Pt(11))
	bold := fonts.Face(ui.Bold, m.Pt(13))
	type label struct {
		s    string
		face text.Face
		x, y float64
		al   ui.Align
		c    color.Color
	}
	var labels []label
	// Air cover [14.12].
	air := s.when.air
	airText := map[string]string{"": i18n.T("combat.air.none"), "light": i18n.T("combat.air.light"), "dark": i18n.T("combat.air.dark")}[air]
	aw := math.Max(ui.TextWidth(airText, small, 0), m.Pt(40))
	icon := ui.Rect{X: x - aw/2 - m.Pt(15), Y: T.Y + m.Pt(4), W: m.Pt(30), H: m.Pt(24)}
	ic := color.Color(ui.Fade(ui.PaperDim, 0.3))
	switch air {
	case "dark":
		ic = ui.Paper
	case "light":
		ic = ui.Fade(ui.Paper, 0.6)
	}
	glyph.Fill(dst, glyph.Aircraft.Shape(), glyph.Rect{X: float32(icon.X), Y: float32(icon.Y), W: float32(icon.W), H: float32(icon.H)}, ic, false)
	if air == "" {
		pt.line(icon.X, icon.Y+icon.H, icon.X+icon.W, icon.Y, m.PtR(2), errRed)
	}
	labels = append(labels, label{airText, small, x - aw/2, T.Y + m.Pt(42), ui.Center, ui.PaperDim})
	x -= aw + m.Pt(22)
	// Weather [7.4].
	if wx := s.when.weather; wx != 0 {
		sz := m.Pt(40)
		s.atlas.Draw(dst, counters.Marker{Kind: counters.Weather, Value: wx}, x-sz, T.Y+m.Pt(4), sz/s.atlas.Size(1))
		x -= sz + m.Pt(20)
	}
	// Dispersal [29].
	if v.Kind == "c1" || v.Kind == "c2" {
		bw := m.Pt(22)
		x0 := x - 3*bw - m.Pt(4)
		labels = append(labels, label{i18n.T("combat.dispersal"), small, x0 + 1.5*bw + m.Pt(2), T.Y + m.Pt(42), ui.Center, ui.PaperDim})
		for k := 0; k < 3; k++ {
			r := ui.Rect{X: x0 + float64(k)*(bw+m.Pt(2)), Y: T.Y + m.Pt(6), W: bw, H: m.Pt(22)}
			c := color.Color(color.RGBA{0x10, 0x24, 0x3a, 0xff})
			tc := color.Color(ui.PaperDim)
			if k == v.Dispersal {
				c, tc = ui.Brass, color.RGBA{0x10, 0x1a, 0x24, 0xff}
			}
			pt.roundRect(r, m.Pt(3), c)
			cx, cy := r.Center()
			labels = append(labels, label{fmt.Sprint(k), bold, cx, cy, ui.Center, tc})
		}
		x = x0 - m.Pt(22)
	}
	// Round [14.4].
	if v.Round > 0 {
		names := []string{i18n.T("combat.chip.1"), i18n.T("combat.chip.2"), i18n.T("combat.chip.3")}
		ws := make([]float64, 3)
		tot := 0.0
		for k, n := range names {
			ws[k] = ui.TextWidth(n, small, 0) + m.Pt(14)
			tot += ws[k] + m.Pt(3)
		}
		x0 := x - tot
		for k, n := range names {
			r := ui.Rect{X: x0, Y: T.Y + m.Pt(6), W: ws[k], H: m.Pt(22)}
			c := color.Color(color.RGBA{0x10, 0x24, 0x3a, 0xff})
			tc := color.Color(ui.Fade(ui.PaperDim, 0.7))
			if k+1 == v.Round {
				c, tc = ui.Brass, color.RGBA{0x10, 0x1a, 0x24, 0xff}
			} else if k+1 < v.Round {
				tc = ui.PaperDim
			}
			pt.roundRect(r, m.Pt(3), c)
			cx, cy := r.Center()
			labels = append(labels, label{n, small, cx, cy, ui.Center, tc})
			x0 += ws[k] + m.Pt(3)
		}
		labels = append(labels, label{i18n.T("combat.round"), small, x - tot/2, T.Y + m.Pt(42), ui.Center, ui.PaperDim})
	}
	pt.flush()
	for _, l := range labels {
		ui.DrawText(dst, l.s, l.face, l.x, l.y, l.al, l.c)
	}
}
