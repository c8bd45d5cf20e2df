// Package naval draws the naval game's board for the shared table scene
// (render/table): the chart of sea areas with their links, ports and air
// bases, the forces as the viewing seat may see them, the announced
// operations, and the battle board while a battle is fought.
package naval

import (
	"fmt"
	"image"
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"periscope/game/dice"
	"periscope/game/engine"
	"periscope/game/naval"
	"periscope/i18n"
	"periscope/render/hud"
	"periscope/render/table"
	"periscope/render/ui"
)

func init() {
	table.Register(naval.SystemID, func(string) table.Board { return &Board{} })
}

// Board is the naval game's table.Board. It keeps the chart's still parts
// (the sea, the graticule, the links with their hexes, the areas' discs and
// rims) in an image of its own, redrawn only when the layout or a port's
// owner changes: on a software renderer (headless Chromium's
// SwiftShader) the anti-aliased discs and lines are most of a frame.
type Board struct {
	base    *ebiten.Image
	baseKey string
	// last is the layout of the last picture drawn (tests look at it).
	last *layout
}

// GlossaryTerms are the naval game's own glossary terms (the HUD's box
// beside an option): its "patrol" is an operation (21.41), not the boat
// games' counter side, and its damage is a ship's.
func (b *Board) GlossaryTerms() []string {
	return []string{"naval-patrol", "naval-tf", "naval-nf", "naval-damaged"}
}

var _ table.GlossaryBoard = (*Board)(nil)

var sideColour = [2]color.RGBA{{0xd0, 0x5a, 0x4a, 0xff}, {0x5a, 0x9c, 0xe0, 0xff}}

type placed struct {
	ref  string
	x, y float64
	w, h float64
}

type layout struct {
	scale  float64
	ox, oy float64
	kx, ky float64 // pixels per map unit across and down
	areas  map[string][2]float64
	radius float64
	items  []placed // counters (forces), last drawn on top
	battle image.Rectangle
	// plates are the areas' name plates as drawn (in the map's order).
	plates []ui.Rect
	// battleDice are the dice the battle board drew.
	battleDice []shownDie
	// geo: the map is drawn over the real coastlines, its units degrees
	// of longitude across and of Mercator latitude down (mercY).
	geo bool
}

// mapXY is an area's place in the layout's map units: its schematic X, Y,
// or its projected longitude and latitude on a geographic map.
func (l *layout) mapXY(a naval.Area) (float64, float64) {
	if l.geo {
		return a.Lon, mercY(a.Lat)
	}
	return a.X, a.Y
}

// mercY is the Mercator ordinate of a latitude in degrees, downwards.
func mercY(lat float64) float64 {
	return -math.Log(math.Tan(math.Pi/4+lat*math.Pi/360)) * 180 / math.Pi
}

// lay fits the map's 0…1000 square into r, keeping its proportions, and
// places the counters.
func lay(r image.Rectangle, g *naval.Game, v table.View) *layout {
	l := &layout{scale: v.Scale, areas: map[string][2]float64{}}
	if l.scale <= 0 {
		l.scale = 1
	}
	w, h := float64(r.Dx()), float64(r.Dy())
	mapW := w
	if g.S.Battle != nil {
		// The battle board takes the right of the board: 38% of it, never
		// under 280 points (its groups' ship chips need the width).
		mapW = w - math.Max(w*0.38, math.Min(280*l.scale, w*0.5))
		l.battle = image.Rect(r.Min.X+int(mapW), r.Min.Y, r.Max.X, r.Max.Y)
	}
	// Fit the areas' bounding box, leaving room for labels and counters.
	l.geo = g.Map.Geo()
	minX, minY, maxX, maxY := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for _, a := range g.Map.Areas {
		x, y := l.mapXY(a)
		minX, minY = math.Min(minX, x), math.Min(minY, y)
		maxX, maxY = math.Max(maxX, x), math.Max(maxY, y)
	}
	// A schematic chart may stretch up to half as much again one way as
	// the other to use a wide or tall board, which spreads the areas and
	// gives their counters room; one over the real coastlines (a Mercator
	// projection) a quarter.
	stretch := 1.5
	if l.geo {
		stretch = 1.25
	}
	_, small, _ := faces(v, l.scale)
	padL, padR, padT, padB := 50*l.scale, 130*l.scale, 58*l.scale, 36*l.scale
	fit := func() {
		kx, ky := (mapW-padL-padR)/(maxX-minX), (h-padT-padB)/(maxY-minY)
		l.kx, l.ky = math.Min(kx, stretch*ky), math.Min(ky, stretch*kx)
		l.ox = float64(r.Min.X) + padL + ((mapW-padL-padR)-(maxX-minX)*l.kx)/2 - minX*l.kx
		l.oy = float64(r.Min.Y) + padT + ((h-padT-padB)-(maxY-minY)*l.ky)/2 - minY*l.ky
	}
	fit()
	// The areas' name widths, measured once.
	nameW := map[string]float64{}
	if small != nil {
		for _, a := range g.Map.Areas {
			nameW[a.ID] = ui.TextWidth(areaLabel(a), small, 0) + 6*l.scale
		}
	}
	// Every area's name must fit centred over it: the westernmost areas'
	// names (North Atlantic convoy routes) ran into the board's left edge,
	// the chart cut there. Widen the left margin until they do (the
	// narrower chart moves the areas, hence a few passes).
	if small != nil {
		for pass := 0; pass < 4; pass++ {
			need := 0.0
			for _, a := range g.Map.Areas {
				x, _ := l.mapXY(a)
				half := nameW[a.ID]/2 + 8*l.scale
				need = math.Max(need, float64(r.Min.X)+half-(l.ox+x*l.kx))
			}
			if need <= 0.5 {
				break
			}
			padL += need
			fit()
		}
	}
	l.radius = 13 * l.scale
	for _, a := range g.Map.Areas {
		x, y := l.mapXY(a)
		l.areas[a.ID] = [2]float64{l.ox + x*l.kx, l.oy + y*l.ky}
	}
	viewer := viewerSide(g, v.Seat)
	ch := 16 * l.scale
	width := func(f *naval.Force) float64 {
		if small == nil {
			return 60 * l.scale
		}
		return ui.TextWidth(label(g, f, viewer), small, 0) + 8*l.scale
	}
	stacks := map[string][]*naval.Force{}
	for i := range g.S.Forces {
		if f := &g.S.Forces[i]; visible(g, f, viewer) {
			stacks[f.At] = append(stacks[f.At], f)
		}
	}
	// What a stack should keep off: the other areas' discs and the places
	// of their names above them.
	var keepOff []ui.Rect
	for _, a := range g.Map.Areas {
		c := l.areas[a.ID]
		rr := l.radius + 3*l.scale
		keepOff = append(keepOff, ui.Rect{X: c[0] - rr, Y: c[1] - rr, W: 2 * rr, H: 2 * rr})
	}
	board := ui.Rect{X: float64(r.Min.X), Y: float64(r.Min.Y), W: mapW, H: h}
	var placedStacks []ui.Rect
	for _, a := range g.Map.Areas {
		fs := stacks[a.ID]
		if len(fs) == 0 {
			continue
		}
		c := l.areas[a.ID]
		widest := 0.0
		for _, f := range fs {
			widest = math.Max(widest, width(f))
		}
		sh := float64(len(fs))*(ch+2*l.scale) - 2*l.scale
		// The stack hangs from the circle's top edge on its right, clear of
		// the area's name above it; else on its left, else rising from the
		// circle's bottom edge, right then left: the first that leaves the
		// other areas' discs, names and stacks clear (where it is least
		// in their way when none does), inside the chart.
		type cand struct {
			left  bool
			top   float64
			moved bool
		}
		down, up := c[1]-l.radius, c[1]+l.radius-sh
		slot := ch + 2*l.scale
		// Then a counter further down or up, at a cost (a stack moved
		// further reads as another area's: Palermo's beside Naples).
		cands := []cand{{false, down, false}, {true, down, false}, {false, up, false}, {true, up, false},
			{false, down + slot, true}, {true, down + slot, true}, {false, up - slot, true}, {true, up - slot, true}}
		best, bestScore := cands[0], math.Inf(1)
		rectOf := func(k cand) ui.Rect {
			x := c[0] + l.radius + 3*l.scale
			if k.left {
				x = c[0] - l.radius - 3*l.scale - widest
			}
			top := math.Min(k.top, board.Y+board.H-2-sh) // rises when it would leave the board
			top = math.Max(top, board.Y+2)
			return ui.Rect{X: x, Y: top, W: widest, H: sh}
		}
		for _, k := range cands {
			rc := rectOf(k)
			score := 0.0
			if rc.X < board.X+2 || rc.X+rc.W > board.X+board.W-2 {
				score += 1e9
			}
			for i, o := range keepOff {
				if g.Map.Areas[i].ID != a.ID {
					score += 40 * overlapArea(rc, []ui.Rect{o}) // a disc covered is worst
				}
			}
			for _, a2 := range g.Map.Areas {
				if a2.ID == a.ID || small == nil {
					continue
				}
				c2 := l.areas[a2.ID]
				nw := nameW[a2.ID]
				score += overlapArea(rc, []ui.Rect{{X: c2[0] - nw/2, Y: c2[1] - l.radius - 16*l.scale, W: nw, H: 14 * l.scale}})
			}
			score += 4 * overlapArea(rc, placedStacks)
			if k.moved {
				score += widest * ch / 2
			}
			if score < bestScore {
				best, bestScore = k, score
			}
		}
		rc := rectOf(best)
		placedStacks = append(placedStacks, rc)
		for n, f := range fs {
			cw := width(f)
			x := rc.X
			if best.left {
				x = rc.X + rc.W - cw
			}
			l.items = append(l.items, placed{ref: "force:" + f.ID, x: x, y: rc.Y + float64(n)*(ch+2*l.scale), w: cw, h: ch})
		}
	}
	return l
}

// areaLabel is the name an area's plate shows: its port's, or its own.
func areaLabel(a naval.Area) string {
	if a.Port != "" {
		return dataName(a.Port)
	}
	return dataName(a.Name)
}

func viewerSide(g *naval.Game, seat engine.Seat) int {
	for i, s := range g.Sc.Seats {
		if engine.Seat(s) == seat {
			return i
		}
	}
	return -1
}

// visible: own forces always; enemy forces when at sea, or in port as
// markers (their contents stay hidden unless seen).
func visible(g *naval.Game, f *naval.Force, viewer int) bool {
	return len(g.ShipsOf(f.ID)) > 0
}

func label(g *naval.Game, f *naval.Force, viewer int) string {
	nf := g.ForceNF(f.ID)
	if f.Side == viewer || f.Seen {
		name := i18n.Text(naval.ForceName(f), f.Name)
		if nf == 0 {
			return name
		}
		return fmt.Sprintf("%s · %d", name, nf)
	}
	if g.IsTF(f.ID) {
		return i18n.T("naval.board.tf")
	}
	return i18n.T("naval.board.force")
}

// Draw paints the board.
func (b *Board) Draw(dst *ebiten.Image, r image.Rectangle, gg engine.Game, v table.View) {
	g, ok := gg.(*naval.Game)
	if !ok {
		return
	}
	l := lay(r, g, v)
	b.last = l
	s32 := float32(l.scale)
	var face, small, bold = faces(v, l.scale)
	b.drawBase(dst, r, g, l, small)
	// Announced operations: their paths.
	for _, o := range g.S.Ops {
		f := g.Force(o.Force)
		if f == nil {
			continue
		}
		prev := l.areas[f.Port]
		for _, h := range o.Path {
			p := l.areas[h]
			vector.StrokeLine(dst, float32(prev[0]), float32(prev[1]), float32(p[0]), float32(p[1]), 3*s32, ui.Fade(sideColour[o.Side], 0.7), true)
			prev = p
		}
	}
	// The interception tree: each interception (and counter-interception)
	// from its force to its hex, solid when it succeeded, faint when it
	// failed or is not rolled yet (22.1–22.16).
	for _, o := range g.S.Ops {
		for _, c := range o.Cuts {
			f := g.Force(c.Force)
			if f == nil {
				continue
			}
			from, to := l.areas[f.Port], l.areas[c.Hex]
			if f.Patrol != "" {
				from = l.areas[f.Patrol]
			}
			col := ui.Fade(sideColour[f.Side], 0.35)
			w := float32(1.5)
			if c.OK {
				col, w = sideColour[f.Side], 2.5
			}
			dashLine(dst, from[0], from[1], to[0], to[1], w*s32, col, 6*l.scale)
			hud.Ring(dst, float32(to[0]), float32(to[1]), float32(l.radius*0.55), w*s32, col)
		}
	}
	targets := map[string]bool{}
	for _, t := range v.Targets {
		targets[t] = true
	}
	// What a name or a link's length must keep clear of: the counters
	// (drawn over the names), then each name as it is placed.
	taken := make([]ui.Rect, 0, len(l.items)+len(g.Map.Areas))
	for _, it := range l.items {
		taken = append(taken, ui.Rect{X: it.x, Y: it.y, W: it.w, H: it.h})
	}
	// Air bases: a small triangle with their air factors, placed before
	// the names so that the names keep clear of them.
	for _, a := range g.Map.Areas {
		c := l.areas[a.ID]
		for _, ab := range g.S.Air {
			if ab.Area != a.ID || ab.AAF+ab.NAS == 0 {
				continue
			}
			x, y := float32(c[0]-l.radius*0.55), float32(c[1]-l.radius*0.1)
			var p vector.Path
			p.MoveTo(x, y-6*s32)
			p.LineTo(x+5*s32, y+4*s32)
			p.LineTo(x-5*s32, y+4*s32)
			p.Close()
			vs, is := p.AppendVerticesAndIndicesForFilling(nil, nil)
			for i := range vs {
				cc := sideColour[ab.Side]
				vs[i].ColorR, vs[i].ColorG, vs[i].ColorB, vs[i].ColorA = float32(cc.R)/255, float32(cc.G)/255, float32(cc.B)/255, 1
			}
			dst.DrawTriangles(vs, is, whitePixel(), &ebiten.DrawTrianglesOptions{AntiAlias: true})
			taken = append(taken, ui.Rect{X: float64(x) - 6*l.scale, Y: float64(y) - 7*l.scale, W: 12 * l.scale, H: 12 * l.scale})
			if small != nil {
				// Its factors below the triangle, or above it or beside it
				// when a counter is there.
				txt := fmt.Sprint(ab.AAF + ab.NAS)
				tw := ui.TextWidth(txt, small, 0)
				at, least := ui.Rect{}, math.Inf(1)
				for _, d := range [][2]float64{{0, 12}, {0, -16}, {-12, -1}, {12, -1}} {
					b := ui.Rect{X: float64(x) + d[0]*l.scale - tw/2 - 1*l.scale, Y: float64(y) + (d[1]-6)*l.scale, W: tw + 2*l.scale, H: 12 * l.scale}
					if a := overlapArea(b, taken); a < least {
						at, least = b, a
					}
				}
				taken = append(taken, at)
				ui.DrawText(dst, txt, small, at.X+at.W/2, at.Y+at.H/2, ui.Center, ui.Paper)
			}
		}
	}
	// The links' lengths in hexes, each at the first point along its link
	// clear of the counters, the air bases and the lengths placed before (else where it
	// is least covered); the names then keep clear of them.
	if small != nil {
		for _, ln := range g.Map.Links {
			a, c := l.areas[ln.A], l.areas[ln.B]
			txt := fmt.Sprint(ln.Hexes)
			tw := ui.TextWidth(txt, small, 0)
			box := func(t float64) ui.Rect {
				x, y := a[0]+(c[0]-a[0])*t, a[1]+(c[1]-a[1])*t
				return ui.Rect{X: x - tw/2 - 2*l.scale, Y: y - 7*l.scale, W: tw + 4*l.scale, H: 14 * l.scale}
			}
			at, least := box(0.5), math.Inf(1)
			for _, t := range []float64{0.5, 0.42, 0.58, 0.34, 0.66, 0.26, 0.74, 0.18, 0.82} {
				if b := box(t); overlapArea(b, taken) < least {
					at, least = b, overlapArea(b, taken)
				}
			}
			taken = append(taken, at)
			ui.DrawText(dst, txt, small, at.X+at.W/2, at.Y+at.H/2, ui.Center, ui.Fade(ui.ChartInk, 0.8))
		}
	}
	// The names keep off every area's disc too (a name beside its own
	// disc never meets it): the battle hex's name sat on Hvalfjörður's.
	// A disc is the lesser evil: where no place is clear, a name covers a
	// disc before it crosses a text (the Sicilian Narrows' name crossed a
	// link's "3" at 1024×640 when discs and texts weighed alike).
	discs := make([]ui.Rect, 0, len(g.Map.Areas))
	for _, a := range g.Map.Areas {
		c := l.areas[a.ID]
		discs = append(discs, ui.Rect{X: c[0] - l.radius, Y: c[1] - l.radius, W: 2 * l.radius, H: 2 * l.radius})
	}
	// Areas.
	for _, a := range g.Map.Areas {
		c := l.areas[a.ID]
		ref := "area:" + a.ID
		if targets[ref] {
			hud.Ring(dst, float32(c[0]), float32(c[1]), float32(l.radius+4*l.scale), 2.5*s32, ui.Brass)
		}
		if v.Hover == ref {
			hud.Ring(dst, float32(c[0]), float32(c[1]), float32(l.radius+7*l.scale), 1.5*s32, ui.Paper)
		}
		if g.S.Battle != nil && g.S.Battle.Hex == a.ID {
			hud.Ring(dst, float32(c[0]), float32(c[1]), float32(l.radius+10*l.scale), 3*s32, color.RGBA{0xff, 0x80, 0x30, 0xff})
		}
		if face != nil {
			name := areaLabel(a)
			// On a plate so that links do not run through it, at the first
			// place clear of the counters and the names already placed.
			plate := l.namePlate(r, c, ui.TextWidth(name, small, 0), taken, discs)
			taken = append(taken, plate)
			l.plates = append(l.plates, plate)
			vector.DrawFilledRect(dst, float32(plate.X), float32(plate.Y), float32(plate.W), float32(plate.H), ui.Fade(ui.SeaDeep, 0.8), false)
			ui.DrawText(dst, name, small, plate.X+plate.W/2, plate.Y+plate.H/2, ui.Center, ui.Paper)
		}
	}
	// Forces.
	viewer := viewerSide(g, v.Seat)
	for _, it := range l.items {
		f := g.Force(strings.TrimPrefix(it.ref, "force:"))
		col := sideColour[f.Side]
		fillc := ui.Fade(col, 0.85)
		if !f.AtSea {
			fillc = ui.Fade(col, 0.45)
		}
		ui.FillRoundRect(dst, ui.Rect{X: it.x, Y: it.y, W: it.w, H: it.h}, 3*l.scale, fillc)
		edge := ui.Fade(ui.Paper, 0.6)
		if targets[it.ref] {
			edge = ui.Brass
		}
		if v.Hover == it.ref || v.Selected == it.ref {
			edge = ui.Paper
		}
		ui.StrokeRoundRect(dst, ui.Rect{X: it.x, Y: it.y, W: it.w, H: it.h}, 3*l.scale, 1.2*l.scale, edge)
		if face != nil {
			ui.DrawText(dst, label(g, f, viewer), small, it.x+4*l.scale, it.y+it.h/2, ui.Left, ui.Paper)
		}
	}
	// Status line.
	if bold != nil {
		st := i18n.T("naval.board.status", engine.Text("title", scenarioTitle(g)), engine.Int("turn", max(g.S.Turn, 1)), engine.Int("of", g.Sc.Turns),
			engine.Text("s0", seatName(g, 0)), engine.Int("vp0", g.S.VP[0]), engine.Text("s1", seatName(g, 1)), engine.Int("vp1", g.S.VP[1]))
		// With the battle board beside the chart, the line keeps to the
		// chart: in the smaller face when it would run under the board.
		sf := bold
		if g.S.Battle != nil && small != nil && ui.TextWidth(st, bold, 0) > float64(l.battle.Min.X-r.Min.X)-24*l.scale {
			sf = small
		}
		ui.DrawText(dst, st, sf, float64(r.Min.X)+12*l.scale, float64(r.Min.Y)+14*l.scale, ui.Left, ui.Paper)
	}
	if g.S.Battle != nil {
		drawBattle(dst, l, g, viewer, v)
	} else if n := len(g.S.Reports); n > 0 && small != nil {
		// The last battle's after-action line.
		rp := g.S.Reports[n-1]
		t := i18n.T("naval.board.lastbattle", engine.Text("area", areaName(g, rp.Hex)), engine.Int("turn", rp.Turn), engine.Int("rounds", rp.Rounds),
			engine.Text("result", i18n.Text(rp.ResultMsg, rp.Result)), engine.Text("s0", seatName(g, 0)), engine.Int("l0", rp.Lost[0]), engine.Text("s1", seatName(g, 1)), engine.Int("l1", rp.Lost[1]))
		ui.DrawText(dst, t, small, float64(r.Min.X)+12*l.scale, float64(r.Max.Y)-12*l.scale, ui.Left, ui.PaperDim)
	}
}

// namePlate places an area's name plate (tw the name's width): above the
// circle first (the counters hang beside it), then below, to the right,
// to the left, shifted a third then half its width, then a line further out, at the first place inside the board that keeps
// clear of taken and discs; where it crosses the least of taken (texts and counters), then of
// discs, when none does. The plate is kept inside the
// board at its left edge (a long name on the westernmost area).
func (l *layout) namePlate(r image.Rectangle, c [2]float64, tw float64, taken, discs []ui.Rect) ui.Rect {
	w, h := tw+6*l.scale, 14*l.scale
	gap := l.radius + 9*l.scale
	at := func(cx, cy float64) ui.Rect {
		cx = math.Max(cx, float64(r.Min.X)+w/2+1*l.scale)
		return ui.Rect{X: cx - w/2, Y: cy - h/2, W: w, H: h}
	}
	side := l.radius + 4*l.scale + w/2
	cands := []ui.Rect{at(c[0], c[1]-gap), at(c[0], c[1]+gap), at(c[0]+side, c[1]), at(c[0]-side, c[1]),
		at(c[0]-w/3, c[1]-gap), at(c[0]+w/3, c[1]-gap), at(c[0]-w/3, c[1]+gap), at(c[0]+w/3, c[1]+gap),
		at(c[0]-w/2, c[1]-gap), at(c[0]+w/2, c[1]-gap), at(c[0]-w/2, c[1]+gap), at(c[0]+w/2, c[1]+gap),
		at(c[0], c[1]-gap-h), at(c[0], c[1]+gap+h),
		// Beside the circle a line up or down, and two lines out: where the
		// sea is crowded (the Sicilian Narrows among Palermo's, Cagliari's
		// and Malta's links at 1024×640) the first places all cross a text.
		at(c[0]+side, c[1]-h), at(c[0]+side, c[1]+h), at(c[0]-side, c[1]-h), at(c[0]-side, c[1]+h),
		at(c[0]-w/3, c[1]-gap-h), at(c[0]+w/3, c[1]-gap-h), at(c[0]-w/3, c[1]+gap+h), at(c[0]+w/3, c[1]+gap+h),
		at(c[0], c[1]-gap-2*h), at(c[0], c[1]+gap+2*h)}
	// Then all round the circle, nearest first: a plate whose nearest edge
	// is 4, 8 then 14 points off the disc, every 15° from straight up (the
	// Iceland–Faroes gap's name, with a link's number above its disc and
	// another to its right, went a whole name's width off to the right).
	for _, d := range []float64{4, 8, 14} {
		for k := 0; k < 24; k++ {
			th := float64(k) * math.Pi / 12
			ux, uy := math.Sin(th), -math.Cos(th)
			reach := math.Inf(1)
			if ux != 0 {
				reach = w / 2 / math.Abs(ux)
			}
			if uy != 0 {
				reach = math.Min(reach, h/2/math.Abs(uy))
			}
			far := l.radius + d*l.scale + reach
			cands = append(cands, at(c[0]+ux*far, c[1]+uy*far))
		}
	}
	// Last, above and below the circle shifted by eighths of the name up to
	// its whole width either side, for the most crowded seas.
	for _, dy := range []float64{-gap, gap} {
		for k := -8; k <= 8; k++ {
			cands = append(cands, at(c[0]+float64(k)*w/8, c[1]+dy))
		}
	}
	board := ui.Rect{X: float64(r.Min.X), Y: float64(r.Min.Y), W: float64(r.Dx()), H: float64(r.Dy())}
	if l.battle != (image.Rectangle{}) {
		board.W = float64(l.battle.Min.X - r.Min.X)
	}
	best, bestArea := cands[0], math.Inf(1)
	for _, p := range cands {
		if p.X < board.X || p.Y < board.Y || p.X+p.W > board.X+board.W || p.Y+p.H > board.Y+board.H {
			continue
		}
		// A pixel of text or counter covered outweighs a whole disc.
		if a := overlapArea(p, taken)*1e6 + overlapArea(p, discs); a < bestArea {
			best, bestArea = p, a
		}
	}
	return best
}

// overlapArea is how much of r the rectangles of taken cover (counted once
// per rectangle): the least of it is the best place when none is clear.
func overlapArea(r ui.Rect, taken []ui.Rect) float64 {
	var sum float64
	for _, o := range taken {
		w := math.Min(r.X+r.W, o.X+o.W) - math.Max(r.X, o.X)
		h := math.Min(r.Y+r.H, o.Y+o.H) - math.Max(r.Y, o.Y)
		if w > 0 && h > 0 {
			sum += w * h
		}
	}
	return sum
}

// drawBase draws the chart's still parts from the board's cached image,
// making it anew when the layout or a port's owner changed.
func (b *Board) drawBase(dst *ebiten.Image, r image.Rectangle, g *naval.Game, l *layout, small textFace) {
	var key strings.Builder
	fmt.Fprintf(&key, "%v %v %.3f %.3f %.3f %.3f %.3f %v ", r, dst.Bounds(), l.scale, l.ox, l.oy, l.kx, l.ky, small != nil)
	for _, p := range g.S.Ports {
		fmt.Fprint(&key, p.Area, p.Side)
	}
	if b.base == nil || b.base.Bounds() != dst.Bounds() {
		if b.base != nil {
			b.base.Deallocate()
		}
		b.base = ebiten.NewImageWithOptions(dst.Bounds(), nil)
		b.baseKey = ""
	}
	if b.baseKey != key.String() {
		b.baseKey = key.String()
		b.base.Clear()
		paintBase(b.base, r, g, l, small)
	}
	dst.DrawImage(b.base.SubImage(r).(*ebiten.Image), &ebiten.DrawImageOptions{GeoM: translate(r.Min)})
}

func translate(p image.Point) ebiten.GeoM {
	var m ebiten.GeoM
	m.Translate(float64(p.X), float64(p.Y))
	return m
}

// paintBase paints the sea, the graticule, the links with their hexes and
// the areas' discs with their rims (a port's rim in its owner's colour).
func paintBase(dst *ebiten.Image, r image.Rectangle, g *naval.Game, l *layout, small textFace) {
	vector.DrawFilledRect(dst, float32(r.Min.X), float32(r.Min.Y), float32(r.Dx()), float32(r.Dy()), ui.SeaDeep, false)
	s32 := float32(l.scale)
	if l.geo {
		paintLand(dst, r, l)
	} else {
		for i := 0; i <= 10; i++ {
			x := float32(l.ox + float64(i)*100*l.kx)
			y := float32(l.oy + float64(i)*100*l.ky)
			vector.StrokeLine(dst, x, float32(l.oy), x, float32(l.oy+1000*l.ky), 1, ui.Fade(ui.ChartInk, 0.12), false)
			vector.StrokeLine(dst, float32(l.ox), y, float32(l.ox+1000*l.kx), y, 1, ui.Fade(ui.ChartInk, 0.12), false)
		}
	}
	for _, ln := range g.Map.Links {
		a, c := l.areas[ln.A], l.areas[ln.B]
		vector.StrokeLine(dst, float32(a[0]), float32(a[1]), float32(c[0]), float32(c[1]), 1.5*s32, ui.Fade(ui.ChartInk, 0.45), true)
	}
	for _, a := range g.Map.Areas {
		c := l.areas[a.ID]
		vector.DrawFilledCircle(dst, float32(c[0]), float32(c[1]), float32(l.radius), ui.SeaShallow, true)
		edge := ui.Fade(ui.ChartInk, 0.6)
		if side := portSide(g, a.ID); side >= 0 {
			edge = sideColour[side] // a port, or a port counter (21.121)
		}
		hud.Ring(dst, float32(c[0]), float32(c[1]), float32(l.radius), 2*s32, edge)
	}
}

// drawBattle is the battle board: each side's combat groups with their
// search hits and their ships as chips as the viewer may know them, the
// round and the losses, and below them the dice of the battle's rolls
// (newest first) with their modifiers, total, result and rule. The
// board grows its type to fill a tall column (1920×1080), the groups
// taking at most three fifths of it, the dice the rest.
func drawBattle(dst *ebiten.Image, l *layout, g *naval.Game, viewer int, v table.View) {
	r := l.battle
	vector.DrawFilledRect(dst, float32(r.Min.X), float32(r.Min.Y), float32(r.Dx()), float32(r.Dy()), battleInk, false)
	vector.StrokeLine(dst, float32(r.Min.X), float32(r.Min.Y), float32(r.Min.X), float32(r.Max.Y), 2, ui.Brass, false)
	if v.Fonts == nil {
		return
	}
	rolls := battleRolls(v.Log)
	ps := 1.0
	for _, k := range []float64{1.4, 1.25, 1.1} {
		if y := battleSides(nil, l, g, viewer, v.Fonts, k); y-float64(r.Min.Y) <= 0.6*float64(r.Dy()) {
			ps = k
			break
		}
	}
	y := battleSides(dst, l, g, viewer, v.Fonts, ps)
	l.battleDice = drawRolls(dst, l, v.Fonts, rolls, ps, y)
}

// battleInk is the battle board's ground.
var battleInk = color.RGBA{0x05, 0x10, 0x1e, 0xff}

// battleRolls are the rolls of the battle being fought, newest first: the
// log's roll entries after its last "naval battle at" line (22.3).
func battleRolls(log []engine.Entry) []engine.Entry {
	var out []engine.Entry
	for i := len(log) - 1; i >= 0; i-- {
		e := log[i]
		if e.Msg != nil && e.Msg.ID == "naval.log.battle" {
			break
		}
		if e.Roll != nil {
			out = append(out, e)
		}
	}
	return out
}

// battleSides draws (or, with dst nil, measures) the title, the losses and
// each side's combat groups at panel scale ps; it returns the y below them.
func battleSides(dst *ebiten.Image, l *layout, g *naval.Game, viewer int, fonts *ui.Fonts, ps float64) float64 {
	b := g.S.Battle
	r := l.battle
	k := l.scale * ps
	face, small, bold := fonts.Face(ui.Regular, 13*k), fonts.Face(ui.Regular, 11*k), fonts.Face(ui.Bold, 14*k)
	text := func(s string, f textFace, x, y float64, c color.Color) {
		if dst != nil {
			ui.DrawText(dst, s, f, x, y, ui.Left, c)
		}
	}
	x := float64(r.Min.X) + 12*l.scale
	right := float64(r.Max.X) - 10*l.scale
	y := float64(r.Min.Y) + 18*k
	line := 16 * k
	// The title on two lines when it does not fit (a long area name at
	// 1024×640 ran into the prompt panel).
	title := i18n.T("naval.board.battle", engine.Nested("area", naval.DataName(g.Map.Area(b.Hex).Name)), engine.Int("round", b.Round))
	if parts := strings.SplitN(title, " — ", 2); len(parts) == 2 && ui.TextWidth(title, bold, 0) > right-x {
		text(parts[0], bold, x, y, ui.Brass)
		y += line * 1.2
		title = parts[1]
	}
	text(title, bold, x, y, ui.Brass)
	y += line * 1.4
	text(i18n.T("naval.board.lost", engine.Text("s0", seatName(g, 0)), engine.Int("l0", b.Lost[0]), engine.Text("s1", seatName(g, 1)), engine.Int("l1", b.Lost[1])), face, x, y, ui.Paper)
	y += line * 1.4
	chipH := 17 * k
	for s := 0; s < 2; s++ {
		text(strings.ToUpper(seatName(g, s)), bold, x, y, sideColour[s])
		y += line
		for i := range b.CGs[s] {
			cg := &b.CGs[s][i]
			ships := g.CGShips(cg)
			if len(ships) == 0 {
				continue
			}
			known := s == viewer || cg.Hits >= 3 || cg.Fought || g.Force(ships[0].Force).Seen
			head := fmt.Sprintf("CG%d %s", cg.Label, strings.Repeat("●", cg.Hits))
			if s != viewer && cg.Hits == 0 && !cg.Fought {
				head += " " + i18n.T("naval.board.unspotted")
			}
			text(head, face, x+8*l.scale, y, ui.Paper)
			y += line * 0.7
			if known {
				// Each ship a chip: its name, type and factors, a damaged
				// ship's chip edged in orange, a carrier's with its NAS.
				cx := x + 16*l.scale
				for _, sh := range ships {
					t := sh.String()
					if sh.Carrier() {
						t += " " + i18n.T("naval.board.nas", engine.Int("n", sh.NAS))
					}
					if sh.Damaged {
						t += " " + i18n.T("naval.board.dmg")
					}
					cw := ui.TextWidth(t, small, 0) + 10*k
					if cx > x+16*l.scale && cx+cw > right {
						cx = x + 16*l.scale
						y += chipH + 3*k
					}
					if dst != nil {
						box := ui.Rect{X: cx, Y: y, W: math.Min(cw, right-cx), H: chipH}
						ui.FillRoundRect(dst, box, 3*k, ui.Fade(sideColour[s], 0.3))
						edge, ew := ui.Fade(ui.Paper, 0.35), 1*k
						if sh.Damaged {
							edge, ew = color.RGBA{0xff, 0x80, 0x30, 0xff}, 1.6*k
						}
						ui.StrokeRoundRect(dst, box, 3*k, ew, edge)
						ui.DrawText(dst, hud.Ellipsize(t, small, box.W-10*k), small, cx+5*k, y+chipH/2, ui.Left, ui.Paper)
					}
					cx += cw + 4*k
				}
				y += chipH + line*0.9
			} else {
				if cg.Hits == 2 {
					n := 0
					for _, sh := range ships {
						if sh.Carrier() || sh.Class == naval.CVE {
							n++
						}
					}
					y += line * 0.3
					text(i18n.T("naval.board.carriers", engine.Int("n", n)), small, x+16*l.scale, y, ui.PaperDim)
				}
				y += line * 0.9
			}
		}
		y += line * 0.5
	}
	return y
}

// shownDie is a die drawn on the battle board (tests look at them).
type shownDie struct {
	face int
	box  ui.Rect
}

// drawRolls draws the battle's rolls (newest first) from y down while
// they fit: the purpose and rule, then the dice — a d6 with its pips, a
// pool's hits edged in brass — and beside them the modifiers, total and
// result. It returns the dice drawn.
func drawRolls(dst *ebiten.Image, l *layout, fonts *ui.Fonts, rolls []engine.Entry, ps, y float64) []shownDie {
	r := l.battle
	if len(rolls) == 0 {
		return nil
	}
	k := l.scale * ps
	x := float64(r.Min.X) + 12*l.scale
	right := float64(r.Max.X) - 10*l.scale
	bottom := float64(r.Max.Y) - 6*l.scale
	head, small := fonts.Face(ui.Bold, 11*k), fonts.Face(ui.Regular, 11*k)
	line := 15 * k
	d := 16 * k // a die's side
	vector.StrokeLine(dst, float32(x), float32(y-line*0.6), float32(right), float32(y-line*0.6), 1, ui.Fade(ui.Brass, 0.5), false)
	ui.DrawText(dst, i18n.T("naval.board.dice"), head, x, y, ui.Left, ui.Brass)
	y += line * 1.1
	var out []shownDie
	for _, e := range rolls {
		rl := e.Roll
		faces, sides := rl.Dice()
		more := 0
		if len(faces) > 8 {
			faces, more = faces[:8], len(faces)-8
		}
		tail := ""
		for _, md := range rl.Mods {
			tail += fmt.Sprintf(" %+d %s", md.Value, i18n.ModReason(md.Reason))
		}
		if len(rl.Mods) > 0 || rl.Kind == dice.TwoD6 {
			tail += fmt.Sprintf(" = %d", rl.Total)
		}
		if res := i18n.RollResult(e); res != "" {
			tail += " → " + res
		}
		tail = strings.TrimSpace(tail)
		dx := x + float64(len(faces))*(d+4*k)
		if more > 0 {
			dx += ui.TextWidth(fmt.Sprintf("+%d", more), small, 0) + 4*k
		}
		lines := hud.Wrap(tail, small, right-dx)
		if len(lines) > 2 {
			lines = []string{lines[0], hud.Ellipsize(strings.Join(lines[1:], " "), small, right-dx)}
		}
		h := line + math.Max(d, float64(len(lines))*line*0.95) + 8*k
		if y+h-line*0.5 > bottom {
			break
		}
		ui.DrawText(dst, hud.Ellipsize(fmt.Sprintf("%s  [%s]", i18n.RollPurpose(e), rl.Rule), head, right-x), head, x, y, ui.Left, ui.Paper)
		y += line * 0.6
		dy := y
		for i, f := range faces {
			box := ui.Rect{X: x + float64(i)*(d+4*k), Y: dy, W: d, H: d}
			hit := rl.Kind == dice.Pool && f <= rl.HitOn
			drawDie(dst, box, f, sides, hit, small)
			out = append(out, shownDie{face: f, box: box})
		}
		if more > 0 {
			ui.DrawText(dst, fmt.Sprintf("+%d", more), small, x+float64(len(faces))*(d+4*k), dy+d/2, ui.Left, ui.PaperDim)
		}
		ly := dy + d/2
		if len(lines) > 1 {
			ly = dy + line*0.45
		}
		for _, t := range lines {
			ui.DrawText(dst, t, small, dx+2*k, ly, ui.Left, ui.PaperDim)
			ly += line * 0.95
		}
		y += h - line*0.6
	}
	return out
}

// dieBody is the colour of a die's face on the battle board.
var dieBody = color.RGBA{0xe6, 0xde, 0xc8, 0xff}

// drawDie draws a die in box: a d6 with its pips, a d10 with its number; a
// pool's hit edged in brass.
func drawDie(dst *ebiten.Image, box ui.Rect, face, sides int, hit bool, f textFace) {
	ui.FillRoundRect(dst, box, box.W*0.18, dieBody)
	edge, ew := color.RGBA{0x30, 0x28, 0x1a, 0xff}, box.W*0.06
	if hit {
		edge, ew = ui.Brass, box.W*0.14
	}
	ui.StrokeRoundRect(dst, box, box.W*0.18, ew, edge)
	if sides != 6 || face < 1 || face > 6 {
		ui.DrawText(dst, fmt.Sprint(face), f, box.X+box.W/2, box.Y+box.H/2, ui.Center, color.RGBA{0x18, 0x14, 0x0e, 0xff})
		return
	}
	// The pips on a 3×3 grid.
	pips := [7][][2]int{1: {{1, 1}}, 2: {{0, 0}, {2, 2}}, 3: {{0, 0}, {1, 1}, {2, 2}}, 4: {{0, 0}, {2, 0}, {0, 2}, {2, 2}},
		5: {{0, 0}, {2, 0}, {1, 1}, {0, 2}, {2, 2}}, 6: {{0, 0}, {2, 0}, {0, 1}, {2, 1}, {0, 2}, {2, 2}}}
	step := box.W * 0.28
	for _, p := range pips[face] {
		cx := box.X + box.W/2 + float64(p[0]-1)*step
		cy := box.Y + box.H/2 + float64(p[1]-1)*step
		vector.DrawFilledCircle(dst, float32(cx), float32(cy), float32(box.W*0.09), color.RGBA{0x18, 0x14, 0x0e, 0xff}, true)
	}
}

// dashLine strokes a dashed line (dash and gap of length d).
func dashLine(dst *ebiten.Image, x0, y0, x1, y1 float64, w float32, c color.Color, d float64) {
	dx, dy := x1-x0, y1-y0
	n := math.Hypot(dx, dy)
	if n == 0 || d <= 0 {
		return
	}
	ux, uy := dx/n, dy/n
	for t := 0.0; t < n; t += 2 * d {
		e := math.Min(t+d, n)
		vector.StrokeLine(dst, float32(x0+ux*t), float32(y0+uy*t), float32(x0+ux*e), float32(y0+uy*e), w, c, true)
	}
}

func portSide(g *naval.Game, area string) int {
	for _, p := range g.S.Ports {
		if p.Area == area {
			return p.Side
		}
	}
	return -1
}

// RefAt is the force counter or area under the point.
func (b *Board) RefAt(r image.Rectangle, gg engine.Game, v table.View, x, y int) string {
	g, ok := gg.(*naval.Game)
	if !ok {
		return ""
	}
	l := lay(r, g, v)
	fx, fy := float64(x), float64(y)
	for i := len(l.items) - 1; i >= 0; i-- {
		it := l.items[i]
		if fx >= it.x && fx <= it.x+it.w && fy >= it.y && fy <= it.y+it.h {
			return it.ref
		}
	}
	best, bd := "", l.radius*l.radius
	for id, c := range l.areas {
		d := (c[0]-fx)*(c[0]-fx) + (c[1]-fy)*(c[1]-fy)
		if d <= bd {
			best, bd = "area:"+id, d
		}
	}
	return best
}

var white *ebiten.Image

func whitePixel() *ebiten.Image {
	if white == nil {
		white = ebiten.NewImage(3, 3)
		white.Fill(color.White)
	}
	return white.SubImage(image.Rect(1, 1, 2, 2)).(*ebiten.Image)
}

// seatName is a side's name in the player's language.
func seatName(g *naval.Game, side int) string {
	return i18n.Text(engine.M("seat.naval."+g.Sc.Seats[side]), g.Sc.Seats[side])
}

// scenarioTitle is the scenario's title in the player's language (the
// catalogue's, as the new-game page shows it).
func scenarioTitle(g *naval.Game) string {
	return i18n.Text(engine.M("naval.sc."+g.Sc.ID+".title"), g.Sc.Title)
}

// areaName is a sea area's name in the player's language (the data's
// English through the catalogue's naval names).
func areaName(g *naval.Game, id string) string {
	n := g.Map.Area(id).Name
	return i18n.Text(naval.DataName(n), n)
}

// dataName is a name from the naval data in the player's language.
func dataName(s string) string { return i18n.Text(naval.DataName(s), s) }
