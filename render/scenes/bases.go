package scenes

import (
	"fmt"
	"math"
	"sort"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"periscope/game/campaign"
	"periscope/game/data"
	"periscope/game/engine"
	"periscope/i18n"
	"periscope/input"
	"periscope/render"
	"periscope/render/counters"
	"periscope/render/glyph"
	"periscope/render/hud"
	"periscope/render/play"
	"periscope/render/typeface"
	"periscope/render/ui"
)

// Bases shows the base displays [9.0], [10.0], [21.0]: for the chosen base
// its boxes — work-up, in port, pier, ready for sea, repair 1–3 and the
// hold — with the boats in each as counters, the tender at an advanced base
// and the supply ships at sea. The HUD stays on the right, so base
// decisions (hold, scrap, ...) are answered here too; a ready boat asked
// to deploy goes back to the map to be sent out.
type Bases struct {
	env   *render.Env
	s     *play.Session
	hud   *hud.HUD
	base  string
	tabs  []*ui.Button
	m     ui.Metrics
	atlas *counters.Atlas
	unit  float64
	boxes []baseBox
	boats []boatHot
	sel   string
	info  ui.Rect
	mapB  *ui.Button
	room  int // places in Repair 1–3 [10.2]; 0 unlimited
}

type baseBox struct {
	id, title, note string
	r               ui.Rect
	subs            []string
}

type boatHot struct {
	id string
	r  ui.Rect
}

// NewBases returns the base displays, showing base (or the first base
// with boats when "").
func NewBases(env *render.Env, s *play.Session, base string) *Bases {
	b := &Bases{env: env, s: s, hud: hud.New(), base: base, mapB: ui.NewButton("to-map", i18n.T("bases.map"))}
	b.mapB.TextSize = 13
	return b
}

// Name implements render.Scene.
func (b *Bases) Name() string { return "bases" }

// Info implements render.Informer.
func (b *Bases) Info() map[string]string {
	m := b.s.Info()
	m["base"] = b.base
	return m
}

// PromptKind implements render.Prompter.
func (b *Bases) PromptKind() string {
	if p := b.s.Pending(); p != nil {
		return p.Kind
	}
	return ""
}

// shownBases are the bases with a display worth showing: in use, or with
// boats in them.
func (b *Bases) shownBases() []data.Base {
	st := b.s.View()
	has := map[string]bool{}
	for i := range st.Subs {
		if s := &st.Subs[i]; s.Status == campaign.StBase || s.Status == campaign.StRefit {
			has[s.Base] = true
		}
	}
	active := map[string]bool{}
	for _, bs := range st.Bases {
		active[bs.ID] = bs.Active
	}
	var out []data.Base
	for _, base := range b.s.Theatre.Map.Bases {
		if base.Kind == data.BaseNeutral {
			continue
		}
		if has[base.ID] || (active[base.ID] && base.Kind != data.BaseRefit) {
			out = append(out, base)
		}
	}
	return out
}

// Layout implements render.Scene.
func (b *Bases) Layout(m ui.Metrics) {
	m = m.Fit(1000, 620)
	b.m = m
	b.hud.Layout(m)
	if b.atlas == nil || b.unit != m.Unit() {
		if b.atlas != nil {
			b.atlas.Clear()
		}
		fonts := b.env.Fonts
		b.atlas = counters.New(counters.Options{Unit: m.Unit(), Faces: typeface.Source(func(st typeface.Style, px float64) text.Face { return fonts.Face(ui.Style(st), px) })})
		b.unit = m.Unit()
	}
	bases := b.shownBases()
	if b.base == "" && len(bases) > 0 {
		b.base = bases[0].ID
	}
	b.tabs = b.tabs[:0]
	main := b.hud.Main
	x := main.X + m.Pt(96)
	face := b.env.Fonts.Face(ui.Bold, m.Pt(12))
	for _, base := range bases {
		name := i18n.AreaName(b.s.Theatre, base.ID)
		w := ui.TextWidth(name, face, 0) + m.Pt(24)
		t := ui.NewButton("base-tab:"+base.ID, name)
		t.TextSize = 12
		t.Rect = ui.Rect{X: x, Y: main.Y + m.Pt(10), W: w, H: m.Pt(30)}.Snap()
		if t.Rect.X+t.Rect.W > main.X+main.W-m.Pt(8) {
			break
		}
		b.tabs = append(b.tabs, t)
		x += w + m.Pt(6)
	}
	b.mapB.Label = i18n.T("bases.map")
	b.mapB.Rect = ui.Rect{X: main.X + m.Pt(10), Y: main.Y + m.Pt(10), W: m.Pt(76), H: m.Pt(30)}.Snap()
	b.layoutBoxes()
}

// layoutBoxes places the boxes of the shown base and the boats in them.
func (b *Bases) layoutBoxes() {
	m := b.m
	main := b.hud.Main
	st := b.s.View()
	base := b.s.Theatre.Base(b.base)
	b.boxes, b.boats = b.boxes[:0], b.boats[:0]
	if base == nil {
		return
	}
	in := map[string][]string{}
	for i := range st.Subs {
		s := &st.Subs[i]
		if s.Status == campaign.StBase && s.Base == b.base {
			in[s.Box] = append(in[s.Box], s.ID)
		}
		if s.Status == campaign.StRefit && s.Base == b.base {
			in["refit"] = append(in["refit"], s.ID)
		}
	}
	for _, v := range in {
		sort.Strings(v)
	}
	period := max(1, st.Period)
	capacity := 0
	if len(base.Capacity) > 0 {
		capacity = base.Capacity[min(period, len(base.Capacity))-1]
	}
	top := []baseBox{
		{id: campaign.BoxWorkUp, title: boxName(campaign.BoxWorkUp), note: fmt.Sprintf("%d", base.WorkUp)},
		{id: campaign.BoxInPort, title: boxName(campaign.BoxInPort)},
		{id: campaign.BoxPier, title: boxName(campaign.BoxPier)},
		{id: campaign.BoxReady, title: boxName(campaign.BoxReady)},
	}
	bottom := []baseBox{
		{id: campaign.BoxHold, title: boxName(campaign.BoxHold)},
		{id: campaign.BoxR3, title: boxName(campaign.BoxR3), note: fmt.Sprint(base.Repair[2])},
		{id: campaign.BoxR2, title: boxName(campaign.BoxR2), note: fmt.Sprint(base.Repair[1])},
		{id: campaign.BoxR1, title: boxName(campaign.BoxR1), note: fmt.Sprint(base.Repair[0])},
	}
	if base.Kind == data.BaseRefit {
		top = []baseBox{{id: "refit", title: i18n.T("bases.refit")}}
		bottom = nil
	}
	// The room in Repair 1–3 [10.2] goes in the display's heading: in the
	// Repair 3 box's title it ran into the next box.
	b.room = capacity
	x0 := main.X + m.Pt(16)
	y0 := main.Y + m.Pt(84)
	w := main.W - m.Pt(32)
	infoH := m.Pt(70)
	rows := [][]baseBox{top}
	if bottom != nil {
		rows = append(rows, bottom)
	}
	rh := (main.H - m.Pt(84) - infoH - m.Pt(24)) / float64(len(rows))
	rh = math.Min(rh, m.Pt(230))
	gap := m.Pt(10)
	size := math.Min(m.Pt(56), rh-m.Pt(40))
	for ri, row := range rows {
		bw := (w - gap*float64(len(row)-1)) / float64(len(row))
		for i, bx := range row {
			bx.r = ui.Rect{X: x0 + float64(i)*(bw+gap), Y: y0 + float64(ri)*(rh+gap), W: bw, H: rh}.Snap()
			bx.subs = in[bx.id]
			// Counters in a grid, overlapping when the box is crowded.
			cx, cy := bx.r.X+m.Pt(10), bx.r.Y+m.Pt(34)
			step := size + m.Pt(6)
			perRow := max(1, int((bx.r.W-m.Pt(20)+m.Pt(6))/step))
			rowsFit := max(1, int((bx.r.H-m.Pt(40)+m.Pt(6))/step))
			if len(bx.subs) > perRow*rowsFit {
				perRow = int(math.Ceil(float64(len(bx.subs)) / float64(rowsFit)))
				step = (bx.r.W - m.Pt(20) - size) / math.Max(1, float64(perRow-1))
			}
			for k, id := range bx.subs {
				col, r := k%perRow, k/perRow
				b.boats = append(b.boats, boatHot{id: id, r: ui.Rect{X: cx + float64(col)*step, Y: cy + float64(r)*(size+m.Pt(6)), W: size, H: size}})
			}
			b.boxes = append(b.boxes, bx)
		}
	}
	b.info = ui.Rect{X: x0, Y: main.Y + main.H - infoH - m.Pt(12), W: w, H: infoH}
}

// Update implements render.Scene.
func (b *Bases) Update(ctx *render.SceneContext) error {
	in := ctx.Input
	act := b.hud.Update(ctx, b.s)
	if act.Rule != "" {
		openRule(ctx, act.Rule)
		return nil
	}
	if act.Menu || b.mapB.Update(in) || in.ConsumeChar('m') {
		ctx.Scenes.Pop()
		return nil
	}
	for _, t := range b.tabs {
		if t.Update(in) {
			b.base = strings.TrimPrefix(t.ID, "base-tab:")
			b.sel = ""
		}
	}
	b.layoutBoxes()
	// A ready boat asked to deploy goes back to the map to be sent out.
	p := b.s.Pending()
	for _, pt := range in.Pointers {
		if !pt.Released {
			continue
		}
		for _, h := range b.boats {
			if h.r.Contains(pt.X, pt.Y) {
				b.sel = h.id
				if p != nil && p.Sub == h.id && play.MapKinds[p.Kind] {
					ctx.Scenes.Pop()
					return nil
				}
			}
		}
	}
	if in.Consume(input.Back) {
		ctx.Scenes.Pop()
	}
	return nil
}

// Controls implements render.Describer.
func (b *Bases) Controls() []ui.Info {
	out := b.hud.Controls()
	out = append(out, b.mapB.Info())
	for _, t := range b.tabs {
		inf := t.Info()
		inf.Focused = strings.TrimPrefix(t.ID, "base-tab:") == b.base
		out = append(out, inf)
	}
	for _, h := range b.boats {
		out = append(out, ui.Info{ID: "boat:" + h.id, Label: h.id, Rect: h.r, Enabled: true, Focused: h.id == b.sel})
	}
	return out
}

// Draw implements render.Scene.
func (b *Bases) Draw(screen *ebiten.Image) {
	m := b.m
	fonts := b.env.Fonts
	main := b.hud.Main
	st := b.s.View()
	p := &glyph.Painter{Dst: screen}
	hud.Fill(p, main, ui.SeaDeep)
	// The display: a card like the printed base display.
	board := ui.Rect{X: main.X + m.Pt(8), Y: main.Y + m.Pt(48), W: main.W - m.Pt(16), H: main.H - m.Pt(56)}
	hud.RoundBox(p, board, m.Pt(8), ui.Fade(ui.SeaShallow, 0.45), ui.BrassDim, m.Pt(1.2))
	promptSub := ""
	if pr := b.s.Pending(); pr != nil {
		promptSub = pr.Sub
	}
	for _, bx := range b.boxes {
		fill := ui.Fade(ui.SeaDeep, 0.85)
		edge := ui.Fade(hud.PanelEdge, 1)
		if bx.id == campaign.BoxReady {
			edge = ui.Brass
		}
		if bx.id == campaign.BoxHold {
			edge = hud.Bad
		}
		hud.RoundBox(p, bx.r, m.Pt(5), fill, edge, m.Pt(1.2))
	}
	for _, h := range b.boats {
		if h.id == b.sel || h.id == promptSub {
			hud.RoundBox(p, ui.Rect{X: h.r.X - m.Pt(3), Y: h.r.Y - m.Pt(3), W: h.r.W + m.Pt(6), H: h.r.H + m.Pt(6)}, m.Pt(4), nil, ui.Brass, m.Pt(2))
		}
	}
	p.Flush()
	for _, t := range b.tabs {
		t.Draw(screen, fonts, m)
	}
	b.mapB.Draw(screen, fonts, m)
	base := b.s.Theatre.Base(b.base)
	if base != nil {
		title := strings.ToUpper(i18n.AreaName(b.s.Theatre, base.ID))
		sub := baseKind(base.Kind) + " · " + base.Nation
		if b.room > 0 && base.Kind != data.BaseRefit {
			sub += " · " + i18n.T("bases.room", engine.Int("n", b.room))
		}
		for _, bs := range st.Bases {
			if bs.ID == base.ID {
				if !bs.Active {
					sub += " · " + i18n.T("bases.not-in-use")
				}
				if bs.Tender != "" {
					name := bs.Tender
					if t := b.s.Theatre.Tender(bs.Tender); t != nil {
						name = i18n.T("bases.tender.capacity", engine.Text("name", t.Name), engine.Int("n", t.Capacity))
					}
					sub += " · " + i18n.T("bases.tender", engine.Text("name", name))
				}
			}
		}
		ui.DrawTextTracked(screen, title, fonts.Face(ui.Bold, m.Pt(16)), board.X+m.Pt(12), board.Y+m.Pt(16), ui.Left, ui.Paper, m.Pt(2))
		ui.DrawText(screen, sub, fonts.Face(ui.Regular, m.Pt(11.5)), board.X+m.Pt(12)+ui.TextWidth(title, fonts.Face(ui.Bold, m.Pt(16)), m.Pt(2))+m.Pt(16), board.Y+m.Pt(16), ui.Left, ui.PaperDim)
	} else {
		ui.DrawText(screen, i18n.T("bases.none"), fonts.Face(ui.Regular, m.Pt(14)), board.X+m.Pt(16), board.Y+m.Pt(24), ui.Left, ui.PaperDim)
	}
	for _, bx := range b.boxes {
		ui.DrawText(screen, strings.ToUpper(bx.title), fonts.Face(ui.Bold, m.Pt(10.5)), bx.r.X+m.Pt(10), bx.r.Y+m.Pt(14), ui.Left, ui.Brass)
		if bx.note != "" {
			r := m.Pt(10)
			cx, cy := bx.r.X+bx.r.W-m.Pt(16), bx.r.Y+m.Pt(15)
			pp := &glyph.Painter{Dst: screen}
			pp.Circle(float32(cx), float32(cy), float32(r), ui.Paper)
			pp.Flush()
			ui.DrawText(screen, bx.note, fonts.Face(ui.Bold, m.Pt(11)), cx, cy, ui.Center, ui.SeaDeep)
		}
		if len(bx.subs) == 0 {
			ui.DrawText(screen, "—", fonts.Face(ui.Regular, m.Pt(13)), bx.r.X+bx.r.W/2, bx.r.Y+bx.r.H/2+m.Pt(8), ui.Center, hud.Dim)
		}
	}
	camp := &Campaign{s: b.s}
	for _, h := range b.boats {
		if sub := findSub(st, h.id); sub != nil {
			b.atlas.Draw(screen, camp.counterSpec(sub), h.r.X, h.r.Y, h.r.W/m.Unit()/counters.DefaultSizePt)
		}
	}
	// The selected boat, or what the display is about.
	lines := []string{}
	if sub := findSub(st, b.sel); sub != nil {
		line := sub.ID
		if bt := b.s.Theatre.Boat(sub.ID); bt != nil && b.s.Theatre.Class(bt.Class) != nil {
			line += " · " + i18n.Text(campaign.ClassMsg(b.s.Theatre.Class(bt.Class)), bt.Class)
		}
		line += " · " + boxName(sub.Box)
		if sub.Damage > 0 {
			line += " · " + i18n.T("bases.damaged", engine.Int("n", sub.Damage))
		}
		if sub.Inexp > 0 {
			line += " · " + i18n.T("bases.inexp", engine.Int("n", sub.Inexp))
		}
		if sub.Ace != "" {
			line += " · " + i18n.T("bases.ace", engine.Int("n", sub.AceLevel))
		}
		lines = append(lines, line)
	} else {
		ready := "bases.help.readiness"
		if !hasTypeII(b.s.Theatre) {
			ready = "bases.help.readiness.plain" // (the Pacific: no Type II boats)
		}
		lines = append(lines, i18n.T(ready), i18n.T("bases.help.repair"))
	}
	var ships []string
	for _, sp := range st.Supply {
		if sp.Area != "" && !sp.Gone {
			name := sp.ID
			if d := b.s.Theatre.SupplyShip(sp.ID); d != nil {
				name = d.Name
			}
			ships = append(ships, i18n.T("bases.ship-in", engine.Text("name", name), engine.Text("area", i18n.AreaCase(b.s.Theatre, sp.Area, "in"))))
		}
	}
	for _, t := range st.Tenders {
		name := t.ID
		if d := b.s.Theatre.Tender(t.ID); d != nil {
			name = d.Name
		}
		ships = append(ships, i18n.T("bases.tender-at", engine.Text("name", name), engine.Text("area", b.areaName(t.Area))))
	}
	if len(ships) > 0 {
		lines = append(lines, i18n.T("bases.at-sea", engine.Text("list", strings.Join(ships, "; "))))
	}
	face := fonts.Face(ui.Regular, m.Pt(11.5))
	y := b.info.Y + m.Pt(10)
	for _, ln := range lines {
		for _, w := range hud.Wrap(ln, face, b.info.W) {
			if y > b.info.Y+b.info.H {
				break
			}
			ui.DrawText(screen, w, face, b.info.X, y, ui.Left, ui.PaperDim)
			y += m.Pt(15)
		}
	}
	b.hud.Draw(screen, fonts, b.s)
}

func (b *Bases) areaName(id string) string {
	return i18n.AreaName(b.s.Theatre, id)
}

func baseKind(k string) string {
	switch k {
	case data.BaseMain:
		return i18n.T("bases.kind.main")
	case data.BaseAdvanced:
		return i18n.T("bases.kind.advanced")
	case data.BaseRefit:
		return i18n.T("bases.refit")
	}
	return k
}

// StillKey implements render.Still.
func (b *Bases) StillKey() string {
	return fmt.Sprint(b.base, b.sel, b.hud.StillKey(b.s))
}

// hasTypeII reports whether a theatre has Type II boats, whose readiness
// skips the Pier [9.0] (the bases' help says so only where there are).
func hasTypeII(th *data.Theatre) bool {
	for _, c := range th.SubClasses {
		if c.Type == "II" {
			return true
		}
	}
	return false
}
