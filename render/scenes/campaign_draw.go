package scenes

import (
	"fmt"
	"image"
	"image/color"
	"math"
	"sort"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"periscope/game/campaign"
	"periscope/game/engine"
	"periscope/i18n"
	"periscope/render/chart"
	"periscope/render/counters"
	"periscope/render/glyph"
	"periscope/render/hud"
	"periscope/render/play"
	"periscope/render/ui"
)

// counterSpec is a boat's counter as it stands (transit or patrol side up).
func (c *Campaign) counterSpec(sub *campaign.Sub) counters.Spec {
	th := c.s.Theatre
	b := th.Boat(sub.ID)
	if b == nil {
		return counters.Marker{Kind: counters.Spotted, Label: sub.ID}
	}
	cl := th.Class(b.Class)
	if cl == nil {
		return counters.Marker{Kind: counters.Spotted, Label: sub.ID}
	}
	side := counters.Transit
	if sub.Side == campaign.Patrol || (sub.Status == campaign.StSea && sub.Side == "") {
		side = counters.Patrol
	}
	return counters.UBoatFromData(*b, *cl, side)
}

// sizeFor is the counter side, in points, for a node of radius r (device px):
// counters grow with the zoom, in steps so the atlas keeps few sizes.
func (c *Campaign) sizeFor(r float64) float64 {
	pt := r / c.m.Unit() * 0.55
	pt = math.Max(22, math.Min(46, pt))
	return math.Round(pt/4) * 4
}

// rebuild lays out the counters, badges and markers for the view and camera:
// what they are (the stacks' boats, the badges' counts, the markers' tips)
// when the game, the selection or the language changes (group), and where
// they are drawn (place) also when only the camera moves (issue 16: every
// panning frame regrouped the stacks and remade the markers' tips).
func (c *Campaign) rebuild() {
	cam := *c.chart.Cam
	lang := i18n.Current()
	if c.built.rev == c.s.Rev() && c.built.cam == cam && c.built.sel == c.selected && c.built.lang == lang {
		return
	}
	if c.built.rev != c.s.Rev() || c.built.sel != c.selected || c.built.lang != lang {
		c.group()
	}
	c.built.rev, c.built.cam, c.built.sel, c.built.lang = c.s.Rev(), cam, c.selected, lang
	c.place()
}

// stackGroup is a stack of boats before it is placed: the boats of one
// area's section, or the prompt's or selected boat waiting in port (at
// true: area is its base).
type stackGroup struct {
	area, section string
	subs          []string
	atBase        bool
}

// baseGroup is a base's badge before it is placed.
type baseGroup struct {
	base        string
	inPort, rdy int
}

// markerGroup is a marker before it is placed: dx, dy in the area's radii
// from its centre, and k markers' widths further right (aircraft side by
// side).
type markerGroup struct {
	area   string
	spec   counters.Spec
	dx, dy float64
	k      int
	tip    string
}

// group sorts the view's boats into stacks and makes the badges' and
// markers' contents (what does not depend on the camera).
func (c *Campaign) group() {
	st := c.s.View()
	th := c.s.Theatre
	promptSub := c.promptSub()

	// Boats at sea, by area and section; the prompt's or selected boat on top.
	type key struct{ area, section string }
	groups := map[key][]string{}
	var order []key
	inPort := map[string]int{}
	ready := map[string]int{}
	var atBase []*campaign.Sub
	for i := range st.Subs {
		sub := &st.Subs[i]
		switch sub.Status {
		case campaign.StSea:
			sec := sub.Section
			if sec != campaign.Done {
				sec = campaign.Operating
			}
			k := key{sub.Area, sec}
			if _, ok := groups[k]; !ok {
				order = append(order, k)
			}
			groups[k] = append(groups[k], sub.ID)
		case campaign.StBase:
			inPort[sub.Base]++
			if sub.Box == campaign.BoxReady {
				ready[sub.Base]++
			}
			if sub.ID == promptSub || sub.ID == c.selected {
				atBase = append(atBase, sub)
			}
		}
	}
	sort.Slice(order, func(a, b int) bool {
		if order[a].area != order[b].area {
			return order[a].area < order[b].area
		}
		return order[a].section > order[b].section // operating before done
	})
	c.stackGroups = c.stackGroups[:0]
	for _, k := range order {
		subs := groups[k]
		for _, top := range []string{c.selected, promptSub} {
			for j, id := range subs {
				if id == top && j > 0 {
					subs = append([]string{id}, append(append([]string{}, subs[:j]...), subs[j+1:]...)...)
					break
				}
			}
		}
		c.stackGroups = append(c.stackGroups, stackGroup{area: k.area, section: k.section, subs: subs})
	}
	// The prompt's boat (or the selected one) waiting in port shows beside
	// its base, so it can be picked and sent out from the map.
	for _, sub := range atBase {
		c.stackGroups = append(c.stackGroups, stackGroup{area: sub.Base, section: "base", subs: []string{sub.ID}, atBase: true})
	}
	// Bases: boats in port.
	c.baseGroups = c.baseGroups[:0]
	for _, b := range th.Map.Bases {
		if inPort[b.ID] == 0 {
			continue
		}
		c.baseGroups = append(c.baseGroups, baseGroup{base: b.ID, inPort: inPort[b.ID], rdy: ready[b.ID]})
	}
	// Markers: weather, B-Dienst, aircraft, minefields.
	c.markerGroups = c.markerGroups[:0]
	mk := func(area string, spec counters.Spec, dx, dy float64, k int, tip string) {
		c.markerGroups = append(c.markerGroups, markerGroup{area: area, spec: spec, dx: dx, dy: dy, k: k, tip: tip})
	}
	for _, w := range st.Intel.Weather {
		mk(w.Area, counters.Marker{Kind: counters.Weather, Value: w.Pressure}, 0.75, -0.75, 0, i18n.T("marker.weather", engine.Int("mb", w.Pressure))+" "+hud.WeatherNote(c.s.Game(), w.Area))
	}
	if a := st.Intel.BDienstArea; a != "" {
		mk(a, counters.Marker{Kind: counters.BDienst, Value: st.BDienst}, -0.1, -1.0, 0, "B-Dienst [7.1]")
	}
	nAir := map[string]int{}
	for _, a := range st.Aircraft {
		if a.Area == "" || a.Gone {
			continue
		}
		name, rng := a.ID, 0
		if d := th.AircraftByID(a.ID); d != nil {
			name, rng = d.Name, d.Range
		}
		k := nAir[a.Area]
		nAir[a.Area]++
		mk(a.Area, counters.Marker{Kind: counters.Recon, Label: name, Value: rng}, 0.9, 0.15, k, i18n.T("marker.recon", engine.Text("name", name)))
	}
	for _, f := range st.Mines {
		mk(f.Area, counters.Marker{Kind: counters.Mines, Value: f.Strength}, -1.1, 0.9, 0, i18n.T("marker.mines", engine.Int("n", f.Strength)))
	}
}

// place puts group's stacks, badges and markers where the camera shows
// their areas.
func (c *Campaign) place() {
	l := c.chart.Layout()
	m := c.m
	c.stacks = c.stacks[:0]
	for _, g := range c.stackGroups {
		n, ok := l.Node(g.area)
		if !ok {
			continue
		}
		if g.atBase {
			sizePt := 36.0
			size := m.PtR(sizePt)
			c.stacks = append(c.stacks, stack{area: g.area, section: g.section, subs: g.subs,
				x: math.Round(n.X - n.R - m.Pt(6) - size), y: math.Round(n.Y - size/2), size: size, scale: sizePt / counters.DefaultSizePt})
			continue
		}
		sizePt := c.sizeFor(n.R)
		size := m.PtR(sizePt)
		var cx, cy float64
		switch {
		case n.Kind == chart.SMZ:
			cx = n.X + n.R + size*0.65
			if g.section == campaign.Done {
				cx += size * 1.15
			}
			cy = n.Y
		case g.section == campaign.Done:
			cx, cy = n.X+n.R*0.62, n.Y+n.R*0.62
		default:
			cx, cy = n.X-n.R*0.62, n.Y-n.R*0.62
		}
		c.stacks = append(c.stacks, stack{area: g.area, section: g.section, subs: g.subs,
			x: math.Round(cx - size/2), y: math.Round(cy - size/2), size: size, scale: sizePt / counters.DefaultSizePt})
	}
	c.bases = c.bases[:0]
	for _, b := range c.baseGroups {
		if n, ok := l.Node(b.base); ok {
			c.bases = append(c.bases, baseBadge{base: b.base, x: n.X + n.R*0.85, y: n.Y - n.R*0.85, inPort: b.inPort, rdy: b.rdy})
		}
	}
	c.markers = c.markers[:0]
	for _, g := range c.markerGroups {
		n, ok := l.Node(g.area)
		if !ok {
			continue
		}
		dx := g.dx
		// Aircraft side by side, a marker's width apart whatever the zoom
		// (at 1024×640 two aircraft over the North Sea covered each
		// other's names).
		if g.k > 0 && n.R > 0 {
			dx += float64(g.k) * m.PtR(28) / n.R
		}
		sz := m.PtR(26)
		c.markers = append(c.markers, marker{spec: g.spec, x: math.Round(n.X + dx*n.R - sz/2), y: math.Round(n.Y + g.dy*n.R - sz/2), scale: 26.0 / counters.DefaultSizePt, tip: g.tip})
	}
	c.layoutBoatUI()
}

// selectedStack returns the stack holding the selected boat.
func (c *Campaign) selectedStack() *stack {
	for i := range c.stacks {
		for _, id := range c.stacks[i].subs {
			if id == c.selected {
				return &c.stacks[i]
			}
		}
	}
	return nil
}

// layoutBoatUI places the selected boat's card, the buttons beside its
// counter and the list of an opened stack.
func (c *Campaign) layoutBoatUI() {
	m := c.m
	main := c.hud.Main
	c.boatCard = ui.Rect{}
	if c.selected != "" && findSub(c.s.View(), c.selected) != nil {
		w, h := math.Min(m.Pt(340), main.W-m.Pt(20)), m.Pt(96)
		c.boatCard = ui.Rect{X: main.X + m.Pt(10), Y: main.Y + main.H - h - m.Pt(10), W: w, H: h}.Snap()
		if st := c.selectedStack(); st != nil && c.boatCard.Overlaps(ui.Rect{X: st.x, Y: st.y, W: st.size, H: st.size}) {
			// The card never hides its own boat (issue 14, item 9): it
			// goes to the top of the map, under Bases and Report.
			c.boatCard.Y = main.Y + m.Pt(48)
			c.boatCard = c.boatCard.Snap()
		}
		c.botBoat.Rect = ui.Rect{X: c.boatCard.X + c.boatCard.W - m.Pt(138), Y: c.boatCard.Y + c.boatCard.H - m.Pt(30), W: m.Pt(130), H: m.Pt(24)}.Snap()
		if c.s.BotBoat(c.selected) {
			c.botBoat.Label = i18n.T("map.take-back")
		} else {
			c.botBoat.Label = i18n.T("map.bot-boat")
		}
	} else {
		c.botBoat.Rect = ui.Rect{}
	}
	if st := c.selectedStack(); st != nil && len(c.boatOpts) > 0 {
		// As wide as the longest label (never cut, issue 14, item 9), beside
		// the boat on the side with room, clear of the map's own buttons
		// and of the boat card.
		bw, bh := m.Pt(176), m.Pt(28)
		face := c.env.Fonts.Face(ui.Bold, m.Pt(12))
		for _, b := range c.boatOpts {
			bw = math.Max(bw, text.Advance(b.Label, face)+m.Pt(24))
		}
		bw = math.Min(bw, main.W-m.Pt(80))
		colH := float64(len(c.boatOpts)) * (bh + m.Pt(4))
		x := st.x + st.size + m.Pt(10)
		y := st.y + st.size/2 - colH/2
		if x+bw > main.X+main.W-m.Pt(56) { // the zoom buttons' column
			x = st.x - bw - m.Pt(10)
		}
		x = math.Max(main.X+m.Pt(8), math.Min(x, main.X+main.W-m.Pt(56)-bw))
		top, bottom := main.Y+m.Pt(44), main.Y+main.H-m.Pt(8)
		if c.boatCard.W > 0 && x < c.boatCard.X+c.boatCard.W {
			if c.boatCard.Y > main.Y+main.H/2 {
				bottom = c.boatCard.Y - m.Pt(8)
			} else {
				top = c.boatCard.Y + c.boatCard.H + m.Pt(8)
			}
		}
		y = math.Max(top, math.Min(y, bottom-colH))
		// Clear of every other counter, tag, badge and marker (the column
		// covered part of another boat's ACE tag): the other side, then
		// up or down a row at a time.
		other := x - bw - st.size - m.Pt(20)
		if x < st.x {
			other = st.x + st.size + m.Pt(10)
		}
		other = math.Max(main.X+m.Pt(8), math.Min(other, main.X+main.W-m.Pt(56)-bw))
		// And, where there is such a spot, clear of the chart's own marks
		// (the column lay on Norway's base at 1024×640).
		overlays := c.overlayRects()
		avoid := overlays
		c.boxBuf = c.chart.AppendMarkBoxes(c.boxBuf)
		for _, b := range c.boxBuf {
			avoid = append(avoid, ui.Rect{X: b[0], Y: b[1], W: b[2] - b[0], H: b[3] - b[1]})
		}
		if cx, cy := clearColumn(x, y, bw, colH, bh+m.Pt(4), []float64{x, other}, top, bottom, avoid); clearOf(ui.Rect{X: cx, Y: cy, W: bw, H: colH}, avoid) {
			x, y = cx, cy
		} else {
			x, y = clearColumn(x, y, bw, colH, bh+m.Pt(4), []float64{x, other}, top, bottom, overlays)
		}
		for _, b := range c.boatOpts {
			b.Rect = ui.Rect{X: x, Y: y, W: bw, H: bh}.Snap()
			y += bh + m.Pt(4)
		}
	} else {
		for _, b := range c.boatOpts {
			b.Rect = ui.Rect{}
		}
	}
	c.stackBtn = c.stackBtn[:0]
	if c.openStak >= 0 && c.openStak < len(c.stacks) {
		st := c.stacks[c.openStak]
		size := m.PtR(44)
		x := st.x
		y := st.y + st.size + m.Pt(12)
		for _, id := range st.subs {
			b := ui.NewButton("stack-boat:"+id, "")
			b.Rect = ui.Rect{X: x, Y: y, W: size, H: size}
			c.stackBtn = append(c.stackBtn, b)
			x += size + m.Pt(6)
		}
	}
}

// Draw implements render.Scene.
func (c *Campaign) Draw(screen *ebiten.Image) {
	m := c.m
	fonts := c.env.Fonts
	c.rebuild()
	// The chart is drawn only where it shows: not under the top bar and
	// the side column, which are opaque (less to fill per frame).
	main := c.hud.Main
	// Everything but the HUD is drawn inside Main (what fell outside it
	// was under the opaque HUD): the HUD's pixels on the screen are then
	// the HUD's alone, and while the map pans under an unchanged HUD they
	// are left there from the frame before, not copied again (issue 16).
	full := screen
	c.hud.ScreenKept = c.env.ScreenHolds(c, full)
	screen = full.SubImage(image.Rect(int(main.X), int(main.Y), int(main.X+main.W), int(main.Y+main.H))).(*ebiten.Image)
	c.chart.SetVisible(main.X, main.Y, main.X+main.W, main.Y+main.H)
	keep := c.keepOut()
	pr := c.targetPrompt()
	targets := c.targets
	if pr == nil {
		targets = nil // stale until the next Update
	}
	// The targets' pills are placed first, clear of the place names as
	// they stand without them; a pill that finds no spot clear of the
	// names, the counters and the chart's marks takes one clear of the
	// counters and marks, and the names move off it (issue 14: U-47's
	// English Channel pill lay on Atlantic France's base mark at
	// 1024×640).
	var pinned []ui.Rect
	if pr != nil && len(targets) > 0 {
		pinned = c.placePills(pr, targets, keep)
		for _, r := range pinned {
			keep = append(keep, [4]float64{r.X, r.Y, r.X + r.W, r.Y + r.H})
		}
		c.keepBuf = keep
	} else {
		c.pills, c.pillTexts, c.pillKey = c.pills[:0], c.pillTexts[:0], pillKey{}
	}
	c.chart.SetKeepOut(keep)
	c.chart.Draw(screen)
	// One painter kept from frame to frame: its vertex buffers grow once,
	// not from nothing every frame (issue 16: half of a panning frame's
	// allocation was the rings' and pills' vertices regrown).
	p := &c.mapPaint
	p.Dst = screen
	l := c.chart.Layout()
	// Targets of the pending prompt: brass rings with their odds.
	type label struct {
		s    string
		x, y float64
		ink  color.Color
		size float64
		bold bool
		al   ui.Align
	}
	var labels []label
	for i, t := range targets {
		n, ok := l.Node(t.ID)
		if !ok {
			continue
		}
		w := m.Pt(2)
		clr := ui.Fade(ui.Brass, 0.8)
		if i == c.hoverTgt {
			w, clr = m.Pt(3.5), ui.Brass
		}
		if n.Kind == chart.Base {
			p.Line(glyph.Hexagon(float32(n.X), float32(n.Y), float32(n.R+m.Pt(4))), float32(w), clr, true)
		} else {
			p.Ring(float32(n.X), float32(n.Y), float32(n.R+m.Pt(3)), float32(w), clr)
		}
	}
	for k, r := range c.pills {
		i := c.pillTgt[k]
		fill := ui.Fade(color.RGBA{0x14, 0x10, 0x06, 0xff}, 0.92)
		if i == c.hoverTgt {
			fill = ui.Fade(ui.Brass, 0.95)
		}
		hud.RoundBox(p, r, m.Pt(9), fill, ui.Brass, m.Pt(1))
		ink := color.Color(ui.Brass)
		if i == c.hoverTgt {
			ink = ui.SeaDeep
		}
		labels = append(labels, label{c.pillTexts[k], r.X + r.W/2, r.Y + r.H/2, ink, 11, true, ui.Center})
	}
	c.names = c.names[:0]
	c.boxBuf = c.chart.AppendLabelBoxes(c.boxBuf)
	for _, b := range c.boxBuf {
		c.names = append(c.names, ui.Rect{X: b[0], Y: b[1], W: b[2] - b[0], H: b[3] - b[1]})
	}
	// Boats in port, per base.
	for _, b := range c.bases {
		r := m.Pt(9)
		fill := color.RGBA{0x20, 0x28, 0x30, 0xff}
		if b.rdy > 0 {
			fill = ui.Fade(ui.Brass, 1)
		}
		p.Circle(float32(b.x), float32(b.y), float32(r), fill)
		p.Ring(float32(b.x), float32(b.y), float32(r), float32(m.Pt(1)), ui.Paper)
		ink := ui.Paper
		if b.rdy > 0 {
			ink = ui.SeaDeep
		}
		labels = append(labels, label{strconv.Itoa(b.inPort), b.x, b.y, ink, 10.5, true, ui.Center})
	}
	p.Flush()
	// Markers, then the boats.
	for _, mk := range c.markers {
		c.atlas.Draw(screen, mk.spec, mk.x, mk.y, mk.scale)
	}
	st := c.s.View()
	var gliding []func()
	badges := c.badgeBuf[:0]
	for i, sk := range c.stacks {
		depth := min(len(sk.subs), 3)
		for k := depth - 1; k >= 0; k-- {
			sub := findSub(st, sk.subs[k])
			if sub == nil {
				continue
			}
			off := float64(k) * m.Pt(3)
			if dx, dy, ok := c.glideOffset(sub.ID, sk.x+off, sk.y-off, sk.size); ok {
				off2 := off
				gliding = append(gliding, func() { c.atlas.Draw(screen, c.counterSpec(sub), sk.x+off2+dx, sk.y-off2+dy, sk.scale) })
				continue
			}
			c.atlas.Draw(screen, c.counterSpec(sub), sk.x+off, sk.y-off, sk.scale)
		}
		badges = append(badges, badge{sk, findSub(st, sk.subs[0]), i})
	}
	c.badgeBuf = badges
	for i := range badges {
		b := &badges[i]
		c.drawStackMarks(screen, &b.sk, b.top, b.i)
	}
	// Boats under way glide over the rest.
	for _, f := range gliding {
		f()
	}
	// The opened stack's boats.
	if c.openStak >= 0 && c.openStak < len(c.stacks) && len(c.stackBtn) > 0 {
		first, last := c.stackBtn[0].Rect, c.stackBtn[len(c.stackBtn)-1].Rect
		pp := &glyph.Painter{Dst: screen}
		bg := ui.Rect{X: first.X - m.Pt(6), Y: first.Y - m.Pt(6), W: last.X + last.W - first.X + m.Pt(12), H: first.H + m.Pt(24)}
		hud.RoundBox(pp, bg, m.Pt(5), hud.PanelFill, ui.Brass, m.Pt(1))
		pp.Flush()
		sk := c.stacks[c.openStak]
		for i, b := range c.stackBtn {
			if sub := findSub(st, sk.subs[i]); sub != nil {
				c.atlas.Draw(screen, c.counterSpec(sub), b.Rect.X, b.Rect.Y, 44.0/counters.DefaultSizePt)
				ui.DrawText(screen, sub.ID, fonts.Face(ui.Bold, m.Pt(9.5)), b.Rect.X+b.Rect.W/2, b.Rect.Y+b.Rect.H+m.Pt(8), ui.Center, ui.Paper)
			}
		}
	}
	pp := &glyph.Painter{Dst: screen}
	for _, lb := range labels {
		_ = lb
	}
	pp.Flush()
	for _, lb := range labels {
		st := ui.Regular
		if lb.bold {
			st = ui.Bold
		}
		ui.DrawText(screen, lb.s, fonts.Face(st, m.Pt(lb.size)), lb.x, lb.y, lb.al, lb.ink)
	}
	for _, b := range c.boatOpts {
		if b.Rect.W > 0 {
			b.Draw(screen, fonts, m)
		}
	}
	c.drawBoatCard(screen)
	c.drawTutor(screen)
	for _, b := range []*ui.Button{c.zoomIn, c.zoomOut, c.zoomFit, c.bases_, c.report} {
		b.Draw(screen, fonts, m)
	}
	c.drawHoverTip(screen)
	c.hud.Draw(full, fonts, c.s)
}

// clearOf reports whether r overlaps none of rs.
func clearOf(r ui.Rect, rs []ui.Rect) bool {
	for _, q := range rs {
		if r.Overlaps(q) {
			return false
		}
	}
	return true
}

// clearColumn is where a column of buttons w×h at x, y goes clear of
// avoid: at x, y if it is; else at each of xs, moved up or down by whole
// steps (within top and bottom), the nearest first; else where it was.
func clearColumn(x, y, w, h, step float64, xs []float64, top, bottom float64, avoid []ui.Rect) (float64, float64) {
	clear := func(cx, cy float64) bool {
		r := ui.Rect{X: cx, Y: cy, W: w, H: h}
		for _, a := range avoid {
			if r.Overlaps(a) {
				return false
			}
		}
		return true
	}
	if clear(x, y) {
		return x, y
	}
	for k := 0; k <= 6; k++ {
		for _, cx := range xs {
			for _, cy := range []float64{y + float64(k)*step, y - float64(k)*step} {
				if cy >= top && cy+h <= bottom && clear(cx, cy) {
					return cx, cy
				}
			}
		}
	}
	return x, y
}

// placePills places the pending prompt's target pills (c.pills, with
// their texts and targets), clear of each other, of the place names names
// (screen boxes) where they can be, of the counters and of the chart's
// marks, and returns those that lie on a name: the names must move off
// them.
func (c *Campaign) placePills(pr *engine.Prompt, targets []play.Target, keep [][4]float64) (pinned []ui.Rect) {
	nameBoxes := c.chart.LabelBoxesKeepingOut(keep)
	key := pillKey{c.chart.ProbeGen(), pr, pr.Seq, len(targets), c.m, nameBoxes == nil}
	if key == c.pillKey {
		return c.pinned
	}
	c.pillKey = key
	defer func() { c.pinned = pinned }()
	m := c.m
	l := c.chart.Layout()
	face := c.env.Fonts.Face(ui.Bold, m.Pt(11))
	// The place names on the chart: a pill keeps clear of them where it
	// can (issue 14, item 9).
	names := c.nameBuf[:0]
	for _, b := range nameBoxes {
		names = append(names, ui.Rect{X: b[0], Y: b[1], W: b[2] - b[0], H: b[3] - b[1]})
	}
	c.nameBuf = names
	// And of the counters, markers and badges: a pill never hides a boat
	// (the "safe 78%" pill lay over U-47 at 1024×640).
	// And of the chart's own marks: the bases' ("safe 83% · 3 ways" lay
	// on Norway's at 1920×1080), the SMZs', the AAC rows ("safe 56%" on
	// the North Sea's at 1280×800).
	// And of the map's buttons and the boat card (a "safe 52%" pill lay
	// under U-47's card at 1280×800): all that the names keep clear of.
	overlays := c.overBuf[:0]
	for _, b := range keep {
		overlays = append(overlays, ui.Rect{X: b[0], Y: b[1], W: b[2] - b[0], H: b[3] - b[1]})
	}
	c.overBuf = overlays
	marks := c.markBuf[:0]
	c.markBox = c.chart.AppendMarkBoxes(c.markBox)
	for _, b := range c.markBox {
		marks = append(marks, ui.Rect{X: b[0], Y: b[1], W: b[2] - b[0], H: b[3] - b[1]})
	}
	c.markBuf = marks
	pills := c.pills[:0]
	c.pillTexts, c.pillTgt = c.pillTexts[:0], c.pillTgt[:0]
	for i, t := range targets {
		n, ok := l.Node(t.ID)
		if !ok {
			continue
		}
		txt := targetPill(pr, t)
		tw := ui.TextWidth(txt, face, 0) + m.Pt(12)
		// Below the circle, else above it, else beside it, else further
		// out: never on another pill, and clear of the place names
		// where any spot is.
		ph := m.Pt(18)
		spots := []ui.Rect{
			{X: n.X - tw/2, Y: n.Y + n.R + m.Pt(6), W: tw, H: ph},
			{X: n.X - tw/2, Y: n.Y - n.R - m.Pt(6) - ph, W: tw, H: ph},
			{X: n.X + n.R + m.Pt(6), Y: n.Y - ph/2, W: tw, H: ph},
			{X: n.X - n.R - m.Pt(6) - tw, Y: n.Y - ph/2, W: tw, H: ph},
		}
		// Then the corners and a row further out, so that a crowded
		// place still finds a spot clear of the names.
		d := n.R*0.72 + m.Pt(4)
		spots = append(spots,
			ui.Rect{X: n.X + d, Y: n.Y + d, W: tw, H: ph},
			ui.Rect{X: n.X - d - tw, Y: n.Y + d, W: tw, H: ph},
			ui.Rect{X: n.X + d, Y: n.Y - d - ph, W: tw, H: ph},
			ui.Rect{X: n.X - d - tw, Y: n.Y - d - ph, W: tw, H: ph},
			ui.Rect{X: n.X - tw/2, Y: n.Y + n.R + m.Pt(10) + ph, W: tw, H: ph},
			ui.Rect{X: n.X - tw/2, Y: n.Y - n.R - m.Pt(10) - 2*ph, W: tw, H: ph},
			ui.Rect{X: n.X + n.R + m.Pt(6), Y: n.Y + ph/2 + m.Pt(4), W: tw, H: ph},
			ui.Rect{X: n.X - n.R - m.Pt(6) - tw, Y: n.Y + ph/2 + m.Pt(4), W: tw, H: ph},
			ui.Rect{X: n.X + n.R + m.Pt(6), Y: n.Y - 3*ph/2 - m.Pt(4), W: tw, H: ph},
			ui.Rect{X: n.X - n.R - m.Pt(6) - tw, Y: n.Y - 3*ph/2 - m.Pt(4), W: tw, H: ph},
			ui.Rect{X: n.X + d, Y: n.Y + d + ph + m.Pt(4), W: tw, H: ph},
			ui.Rect{X: n.X - d - tw, Y: n.Y + d + ph + m.Pt(4), W: tw, H: ph},
			ui.Rect{X: n.X + d, Y: n.Y - d - 2*ph - m.Pt(4), W: tw, H: ph},
			ui.Rect{X: n.X - d - tw, Y: n.Y - d - 2*ph - m.Pt(4), W: tw, H: ph},
		)
		if c.hud.Main.Contains(n.X, n.Y) {
			spots = onMap(spots, c.hud.Main) // (a target off the view keeps its pill off it)
		}
		// A spot on a name is tried on the chart first: the names must
		// find other spots, every one of them.
		costsNoName := func(r ui.Rect) bool {
			if len(nameBoxes) == 0 {
				return true
			}
			k := append(c.probeBuf[:0], keep...)
			for _, q := range append(pinned, r) {
				k = append(k, [4]float64{q.X, q.Y, q.X + q.W, q.Y + q.H})
			}
			c.probeBuf = k
			return c.chart.NamesKeepingOut(k) >= len(nameBoxes)
		}
		r := placePill(spots, pills, names, overlays, marks, costsNoName)
		pills = append(pills, r)
		c.pillTexts = append(c.pillTexts, txt)
		c.pillTgt = append(c.pillTgt, i)
		for _, q := range names {
			if r.Overlaps(q) {
				pinned = append(pinned, r)
				break
			}
		}
	}
	c.pills = pills
	return pinned
}

// onMap is the spots wholly on the map (main), in their order, then the
// others moved onto it as the last resort: a pill is never cut by the side
// column or the top bar (issue 17: Pearl Harbor's "safe >99.9% · 2 ways",
// beside its base on the whole war's map at 1024×640, ran under the side
// panel).
func onMap(spots []ui.Rect, main ui.Rect) []ui.Rect {
	var in, out []ui.Rect
	for _, r := range spots {
		if r.X >= main.X && r.Y >= main.Y && r.X+r.W <= main.X+main.W && r.Y+r.H <= main.Y+main.H {
			in = append(in, r)
			continue
		}
		r.X = max(main.X, min(r.X, main.X+main.W-r.W))
		r.Y = max(main.Y, min(r.Y, main.Y+main.H-r.H))
		out = append(out, r)
	}
	return append(in, out...)
}

// pillKey is what the pills were placed for: the names' placement, the
// prompt and the size.
type pillKey struct {
	names   int
	pr      *engine.Prompt
	seq, n  int
	m       ui.Metrics
	noNames bool
}

// placePill is the first of spots clear of every pill placed, every place
// name, every counter and every base's mark; else the first clear of all
// but the names where every name finds another spot (the names then move
// off it: placePills); else clear of
// the pills, the names and the counters, then of the pills and the
// counters (a pill never hides a boat); else the first clear of the pills
// (a pill never lies on another); else the first. (The whole theatre
// fitted at 1024×640 packs Europe's bases closer than a pill is wide.)
func placePill(spots, pills, names, counters, marks []ui.Rect, costsNoName func(ui.Rect) bool) ui.Rect {
	free := func(r ui.Rect, of ...[]ui.Rect) bool {
		for _, rs := range of {
			for _, q := range rs {
				if r.Overlaps(q) {
					return false
				}
			}
		}
		return true
	}
	for tier, avoid := range [][][]ui.Rect{{pills, names, counters, marks}, {pills, counters, marks}, {pills, names, counters}, {pills, counters}, {pills}} {
		for _, sp := range spots {
			if free(sp, avoid...) && (tier != 1 || costsNoName(sp)) {
				return sp
			}
		}
	}
	return spots[0]
}

// targetPill is the short text on a target: the best first outcome of its
// options ("safe 84%", or just "90%" when the outcome's name is long), how
// many ways lead there, or a short label when there are no odds.
func targetPill(pr *engine.Prompt, t play.Target) string {
	best := pr.Options[t.Options[0]]
	for _, oi := range t.Options[1:] {
		o := pr.Options[oi]
		if len(o.Odds) > 0 && (len(best.Odds) == 0 || o.Odds[0].Outcome == best.Odds[0].Outcome && o.Odds[0].P > best.Odds[0].P) {
			best = o
		}
	}
	txt := ""
	switch {
	case len(best.Odds) > 0 && len([]rune(best.Odds[0].Outcome)) <= 9:
		txt = i18n.Outcome(best.Odds[0].Outcome) + " " + hud.Pct(best.Odds[0].P)
	case len(best.Odds) > 0:
		txt = hud.Pct(best.Odds[0].P)
	case best.Key == "stay":
		txt = i18n.T("map.stay")
	default:
		// The whole label ("Rebase to Atlantic France", not "Rebase to
		// Atlanti…", issue 14, item 9): the pills are placed clear of
		// each other.
		txt = i18n.Label(best)
	}
	if len(t.Options) > 1 {
		txt += " · " + i18n.T("map.ways", engine.Int("n", len(t.Options)))
	}
	return txt
}

// drawStackMarks draws a stack's count, the selection ring and the top
// boat's markers (damaged, spotted, RTB, ace).
func (c *Campaign) drawStackMarks(dst *ebiten.Image, sk *stack, top *campaign.Sub, idx int) {
	m := c.m
	fonts := c.env.Fonts
	// The Campaign's painter and texts: nothing allocated a frame once
	// they have grown (issue 16).
	p := &c.marksPaint
	p.Dst = dst
	texts := c.markTexts[:0]
	if sk.subs[0] == c.selected || sk.subs[0] == c.promptSub() {
		r := ui.Rect{X: sk.x - m.Pt(3), Y: sk.y - m.Pt(3), W: sk.size + m.Pt(6), H: sk.size + m.Pt(6)}
		hud.RoundBox(p, r, m.Pt(5), nil, ui.Brass, m.Pt(2.2))
	}
	if n := len(sk.subs); n > 1 {
		r := m.Pt(9)
		x, y := sk.x+sk.size+float64(min(n, 3)-1)*m.Pt(3), sk.y-float64(min(n, 3)-1)*m.Pt(3)
		p.Circle(float32(x), float32(y), float32(r), ui.Brass)
		p.Ring(float32(x), float32(y), float32(r), float32(m.Pt(1)), ui.SeaDeep)
		texts = append(texts, markText{strconv.Itoa(n), fonts.Face(ui.Bold, m.Pt(10.5)), x, y})
	}
	if top != nil {
		c.tagBuf = c.appendStackTags(c.tagBuf[:0], top)
		tags := c.tagBuf
		x := sk.x
		y := sk.y + sk.size + m.Pt(7)
		face := fonts.Face(ui.Bold, m.Pt(8.5))
		for _, t := range tags {
			w := ui.TextWidth(t, face, 0) + m.Pt(6)
			clr := hud.Bad
			switch t {
			case "SPOT":
				clr = hud.Warn
			case "RTB":
				clr = hud.Violet
			case "BOT":
				clr = hud.Neutral
			}
			if strings.HasPrefix(t, "ACE") {
				clr = ui.Brass
			}
			p.Rect(float32(x), float32(y-m.Pt(6)), float32(w), float32(m.Pt(12)), clr)
			texts = append(texts, markText{t, face, x + w/2, y})
			x += w + m.Pt(2)
		}
	}
	p.Flush()
	for _, t := range texts {
		ui.DrawText(dst, t.s, t.face, t.x, t.y, ui.Center, ui.SeaDeep)
	}
	c.markTexts = texts
}

// badge is a stack whose marks drawStackMarks draws after the counters.
type badge struct {
	sk  stack
	top *campaign.Sub
	i   int
}

// markText is a text drawStackMarks writes over its shapes.
type markText struct {
	s    string
	face text.Face
	x, y float64
}

// drawBoatCard draws the selected boat's details.
func (c *Campaign) drawBoatCard(dst *ebiten.Image) {
	r := c.boatCard
	if r.W <= 0 {
		return
	}
	m := c.m
	fonts := c.env.Fonts
	sub := findSub(c.s.View(), c.selected)
	if sub == nil {
		return
	}
	p := &glyph.Painter{Dst: dst}
	hud.RoundBox(p, r, m.Pt(6), hud.PanelFill, ui.Fade(ui.Brass, 0.8), m.Pt(1))
	p.Flush()
	pad := m.Pt(10)
	c.atlas.Draw(dst, c.counterSpec(sub), r.X+pad, r.Y+pad, 56.0/counters.DefaultSizePt)
	x := r.X + pad + m.Pt(56) + m.Pt(12)
	tw := r.X + r.W - x - pad
	th := c.s.Theatre
	title := sub.ID
	if b := th.Boat(sub.ID); b != nil {
		if b.Name != "" {
			title = b.Name
		}
		if cl := th.Class(b.Class); cl != nil {
			title += " · " + i18n.Text(campaign.ClassMsg(cl), b.Class)
		}
	}
	ui.DrawText(dst, hud.Ellipsize(title, fonts.Face(ui.Bold, m.Pt(13.5)), tw), fonts.Face(ui.Bold, m.Pt(13.5)), x, r.Y+m.Pt(14), ui.Left, ui.Paper)
	lines := []string{c.whereText(sub)}
	var flags []string
	if sub.Ace != "" {
		name := sub.Ace
		if a := th.AceByID(sub.Ace); a != nil {
			name = a.Name
		}
		flags = append(flags, i18n.T("card.ace", engine.Text("name", name), engine.Int("n", sub.AceLevel)))
	}
	if sub.Damage > 0 {
		flags = append(flags, i18n.T("card.damaged", engine.Int("n", sub.Damage)))
	}
	if sub.Spotted {
		flags = append(flags, i18n.T("card.spotted"))
	}
	if sub.RTB {
		flags = append(flags, i18n.T("card.rtb"))
	}
	if sub.Inexp > 0 {
		flags = append(flags, fmt.Sprintf("Inexp-%d", sub.Inexp))
	}
	if sub.Mines > 0 {
		flags = append(flags, i18n.T("card.mines", engine.Int("n", sub.Mines)))
	}
	if len(flags) > 0 {
		lines = append(lines, strings.Join(flags, " · "))
	}
	if sub.Status == campaign.StSea || sub.Patrol.Ships > 0 {
		lines = append(lines, i18n.T("map.this-patrol", engine.Int("contacts", sub.Patrol.Contacts), engine.Int("ships", sub.Patrol.Ships), engine.KT("kt", sub.Patrol.Tons)))
	}
	face := fonts.Face(ui.Regular, m.Pt(11))
	y := r.Y + m.Pt(31)
	for _, ln := range lines {
		for _, w := range hud.Wrap(ln, face, tw) {
			if y > r.Y+r.H-m.Pt(34) {
				break
			}
			ui.DrawText(dst, w, face, x, y, ui.Left, ui.PaperDim)
			y += m.Pt(14)
		}
	}
	c.botBoat.Draw(dst, fonts, m)
	// Pointed at, the card defines the game's terms in it (the glossary).
	if r.Contains(c.ptrX, c.ptrY) {
		g := hud.LayoutGlossary(fonts, m, hud.GlossaryIn(nil, append(lines, flags...)...), r, c.hud.Main)
		g.Draw(dst, fonts, m)
	}
}

// whereText says where a boat is.
func (c *Campaign) whereText(sub *campaign.Sub) string {
	switch sub.Status {
	case campaign.StSea:
		side := i18n.T("where.patrol-side")
		if sub.Side == campaign.Transit {
			side = i18n.T("where.transit-side")
		}
		sec := i18n.T("where.operating")
		if sub.Section == campaign.Done {
			sec = i18n.T("where.done")
		}
		return i18n.T("where.at-sea", engine.Text("place", c.placeName(sub.Area)), engine.Text("sec", sec), engine.Text("side", side))
	case campaign.StBase:
		return i18n.T("where.in-base", engine.Text("place", capitalized(i18n.AreaCase(c.s.Theatre, sub.Base, "in"))), engine.Text("box", boxName(sub.Box)))
	case campaign.StSunk:
		return i18n.T("where.lost")
	}
	return sub.Status
}

// boxName names a base box [9.0], [10.0].
func boxName(b string) string {
	switch b {
	case campaign.BoxHold, campaign.BoxR3, campaign.BoxR2, campaign.BoxR1, campaign.BoxWorkUp, campaign.BoxInPort, campaign.BoxPier, campaign.BoxReady:
		return i18n.T("box." + b)
	}
	return b
}

// drawHoverTip lists the ways to a hovered target with their odds.
func (c *Campaign) drawHoverTip(dst *ebiten.Image) {
	pr := c.targetPrompt()
	if pr == nil || c.hoverTgt < 0 || c.hoverTgt >= len(c.targets) {
		return
	}
	t := c.targets[c.hoverTgt]
	n, ok := c.chart.Layout().Node(t.ID)
	if !ok {
		return
	}
	m := c.m
	fonts := c.env.Fonts
	face := fonts.Face(ui.Regular, m.Pt(11))
	bold := fonts.Face(ui.Bold, m.Pt(12))
	hint := i18n.T("map.click-choose")
	if len(t.Options) > 1 {
		hint = i18n.T("map.click-pick")
	}
	title := c.placeName(t.ID) + " — " + hint
	opts := t.Options
	if len(opts) > 5 {
		opts = opts[:5]
	}
	// As wide as its widest line needs, up to the map's width; odds that
	// still do not fit go on to more lines, never cut (issue 14, item 3).
	need := text.Advance(title, bold) + m.Pt(20)
	for _, oi := range opts {
		o := pr.Options[oi]
		need = math.Max(need, text.Advance(i18n.Label(o), bold)+m.Pt(20))
		need = math.Max(need, text.Advance(hud.OddsText(o.Odds), face)+m.Pt(90))
	}
	w := math.Max(m.Pt(330), math.Min(need, c.hud.Main.W-m.Pt(16)))
	type row struct {
		label string
		odds  []string
	}
	var rows []row
	h := m.Pt(26)
	for _, oi := range opts {
		o := pr.Options[oi]
		ls := hud.OddsLines(o.Odds, face, w-m.Pt(90), w-m.Pt(90))
		rows = append(rows, row{i18n.Label(o), ls})
		h += m.Pt(34) + float64(max(0, len(ls)-1))*m.Pt(13)
	}
	x := math.Min(n.X+n.R+m.Pt(12), c.hud.Main.X+c.hud.Main.W-w-m.Pt(8))
	x = math.Max(x, c.hud.Main.X+m.Pt(8))
	y := math.Max(c.hud.Main.Y+m.Pt(8), math.Min(n.Y-h/2, c.hud.Main.Y+c.hud.Main.H-h-m.Pt(8)))
	r := ui.Rect{X: x, Y: y, W: w, H: h}
	p := &glyph.Painter{Dst: dst}
	hud.RoundBox(p, r, m.Pt(5), ui.Fade(hud.PanelFill, 0.97), ui.Brass, m.Pt(1))
	yy := y + m.Pt(26)
	for k, oi := range opts {
		hud.OddsBar(p, ui.Rect{X: x + m.Pt(10), Y: yy + m.Pt(16), W: m.Pt(60), H: m.Pt(5)}, pr.Kind, pr.Options[oi].Odds)
		yy += m.Pt(34) + float64(max(0, len(rows[k].odds)-1))*m.Pt(13)
	}
	p.Flush()
	ui.DrawText(dst, hud.Ellipsize(title, bold, w-m.Pt(20)), bold, x+m.Pt(10), y+m.Pt(13), ui.Left, ui.Brass)
	yy = y + m.Pt(26)
	for _, rw := range rows {
		ui.DrawText(dst, hud.Ellipsize(rw.label, bold, w-m.Pt(20)), bold, x+m.Pt(10), yy+m.Pt(6), ui.Left, ui.Paper)
		for k, ln := range rw.odds {
			ui.DrawText(dst, ln, face, x+m.Pt(76), yy+m.Pt(19)+float64(k)*m.Pt(13), ui.Left, ui.PaperDim)
		}
		yy += m.Pt(34) + float64(max(0, len(rw.odds)-1))*m.Pt(13)
	}
	// The game's terms in it, defined beside it (issue 14, the glossary).
	var odds []engine.Odd
	var texts []string
	for _, oi := range opts {
		odds = append(odds, pr.Options[oi].Odds...)
		texts = append(texts, i18n.Label(pr.Options[oi]))
	}
	c.hoverGloss = hud.LayoutGlossary(fonts, m, hud.GlossaryIn(odds, texts...), r, c.hud.Main)
	c.hoverGloss.Draw(dst, fonts, m)
}

// stackTags are the tags under a stack's top counter (damaged, spotted,
// RTB, ace, bot).
func (c *Campaign) stackTags(top *campaign.Sub) []string { return c.appendStackTags(nil, top) }

// appendStackTags appends stackTags to tags, the translated ones made once
// (tr).
func (c *Campaign) appendStackTags(tags []string, top *campaign.Sub) []string {
	if top.Damage > 0 {
		tags = append(tags, "DMG")
	}
	if top.Spotted {
		tags = append(tags, c.tr("tag.spotted", -1))
	}
	if top.RTB {
		tags = append(tags, "RTB")
	}
	if top.Ace != "" {
		tags = append(tags, c.tr("tag.ace", top.AceLevel))
	}
	if c.s.BotBoat(top.ID) {
		tags = append(tags, "BOT")
	}
	return tags
}

// overlayRects are the screen boxes of what the map draws over the chart
// and a place name must not lie under (issue 14, item 9): each boat's
// counter with the counters stacked under it, the markers and the bases'
// badges.
func (c *Campaign) overlayRects() []ui.Rect {
	m := c.m
	out := c.overlayBuf[:0]
	st := c.s.View()
	face := c.env.Fonts.Face(ui.Bold, m.Pt(8.5))
	for _, sk := range c.stacks {
		off := float64(min(len(sk.subs), 3)-1) * m.Pt(3)
		out = append(out, ui.Rect{X: sk.x, Y: sk.y - off, W: sk.size + off, H: sk.size + off})
		if len(sk.subs) > 1 { // the count badge (drawStackMarks)
			r := m.Pt(9)
			out = append(out, ui.Rect{X: sk.x + sk.size + off - r, Y: sk.y - off - r, W: 2 * r, H: 2 * r})
		}
		if top := findSub(st, sk.subs[0]); top != nil { // the tags under it
			w := 0.0
			c.tagBuf = c.appendStackTags(c.tagBuf[:0], top)
			for _, t := range c.tagBuf {
				w += ui.TextWidth(t, face, 0) + m.Pt(8)
			}
			if w > 0 {
				out = append(out, ui.Rect{X: sk.x, Y: sk.y + sk.size + m.Pt(1), W: w, H: m.Pt(12)})
			}
		}
	}
	for _, mk := range c.markers {
		sz := m.PtR(26)
		out = append(out, ui.Rect{X: mk.x, Y: mk.y, W: sz, H: sz})
	}
	for _, b := range c.bases {
		r := m.Pt(9)
		out = append(out, ui.Rect{X: b.x - r, Y: b.y - r, W: 2 * r, H: 2 * r})
	}
	c.overlayBuf = out
	return out
}

// keepOut is what the chart's place names keep clear of: the map's
// buttons, the boat card and its buttons, and overlayRects.
func (c *Campaign) keepOut() [][4]float64 {
	out := c.keepBuf[:0]
	add := func(r ui.Rect) {
		if r.W > 0 && r.H > 0 {
			out = append(out, [4]float64{r.X, r.Y, r.X + r.W, r.Y + r.H})
		}
	}
	for _, b := range []*ui.Button{c.zoomIn, c.zoomOut, c.zoomFit, c.bases_, c.report, c.botBoat} {
		add(b.Rect)
	}
	for _, b := range c.boatOpts {
		add(b.Rect)
	}
	add(c.boatCard)
	for _, r := range c.overlayRects() {
		add(r)
	}
	c.keepBuf = out
	return out
}

// capitalized is s with its first letter a capital ("In Germania", a line
// that opens with a place in its Italian case).
func capitalized(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	return string(unicode.ToUpper(r)) + s[n:]
}
