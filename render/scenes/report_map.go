package scenes

import (
	"image/color"
	"math"
	"sort"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"periscope/game/campaign"
	"periscope/game/data"
	"periscope/game/engine"
	"periscope/i18n"
	"periscope/render/glyph"
	"periscope/render/hud"
	"periscope/render/ui"
)

// The report's pictures of where and by whom (issue 14: "A map of where
// each ship was sunk and each boat lost", "Aces and their tallies"), read
// from the log's sunk and sub-lost events, which carry their area.

// reportPlace is what happened in one area.
type reportPlace struct {
	area        string
	ships, tons int
	lost        int
}

// boatTally is one boat's sinkings, with its ace.
type boatTally struct {
	boat, ace   string
	ships, tons int
}

// sinkingsOf sums the log's sinkings and losses by area (in the theatre's
// order) and by boat (most tonnage first).
func sinkingsOf(th *data.Theatre, st *campaign.State, log []engine.Entry, aceName func(id string) string) ([]reportPlace, []boatTally) {
	byArea := map[string]*reportPlace{}
	byBoat := map[string]*boatTally{}
	for _, e := range log {
		ev := e.Event
		if ev == nil || ev.Area == "" || ev.Type != "sunk" && ev.Type != "sub-lost" {
			continue
		}
		t := campaign.TallyOf(ev)
		p := byArea[ev.Area]
		if p == nil {
			p = &reportPlace{area: ev.Area}
			byArea[ev.Area] = p
		}
		p.ships += t.Ships
		p.tons += t.Tons
		p.lost += t.SubsLost
		if ev.Type == "sunk" && ev.Sub != "" {
			b := byBoat[ev.Sub]
			if b == nil {
				b = &boatTally{boat: ev.Sub}
				byBoat[ev.Sub] = b
			}
			b.ships += t.Ships
			b.tons += t.Tons
		}
	}
	var places []reportPlace
	for _, a := range th.Map.Areas {
		if p := byArea[a.ID]; p != nil {
			places = append(places, *p)
		}
	}
	var boats []boatTally
	for _, b := range byBoat {
		for i := range st.Subs {
			if s := &st.Subs[i]; s.ID == b.boat && s.Ace != "" {
				b.ace = aceName(s.Ace)
			}
		}
		boats = append(boats, *b)
	}
	sort.Slice(boats, func(i, j int) bool {
		if boats[i].tons != boats[j].tons {
			return boats[i].tons > boats[j].tons
		}
		return boats[i].boat < boats[j].boat
	})
	return places, boats
}

// lostInk marks a boat lost on the map.
var lostInk = color.RGBA{0xd8, 0x50, 0x40, 0xff}

// sinkingsMap draws the theatre's areas as faint circles at their place
// (longitude and latitude, the chart's own projection being the map
// scene's), a brass disc where ships went down (its area by the tonnage)
// and a red cross where boats were lost; returns the y below it.
func (r *Report) sinkingsMap(img *ebiten.Image, th *data.Theatre, places []reportPlace, x, y, w float64) float64 {
	m := r.m
	fonts := r.env.Fonts
	ui.DrawText(img, i18n.T("report.map"), fonts.Face(ui.Bold, m.Pt(12)), x, y, ui.Left, ui.Paper)
	face := fonts.Face(ui.Regular, m.Pt(11))
	legend := i18n.T("report.map.legend")
	ui.DrawText(img, legend, face, x+w, y, ui.Right, ui.PaperDim)
	// A theatre across the date line (the Pacific) counts west longitudes
	// on from 180°.
	wrap := false
	for _, a := range th.Map.Areas {
		if a.Lon > 150 {
			wrap = true
		}
	}
	lon := func(a *data.Area) float64 {
		if wrap && a.Lon < 0 {
			return a.Lon + 360
		}
		return a.Lon
	}
	minLon, maxLon, minLat, maxLat := 360.0, -180.0, 90.0, -90.0
	for i := range th.Map.Areas {
		a := &th.Map.Areas[i]
		minLon, maxLon = math.Min(minLon, lon(a)), math.Max(maxLon, lon(a))
		minLat, maxLat = math.Min(minLat, a.Lat), math.Max(maxLat, a.Lat)
	}
	plot := ui.Rect{X: x, Y: y + m.Pt(14), W: w, H: math.Min(m.Pt(300), w*0.55)}
	p := hudPainter(img)
	hud.Fill(p, plot, ui.Fade(ui.SeaDeep, 0.5))
	p.Flush()
	// Equirectangular, shrunk in longitude by the middle latitude's cosine.
	k := math.Cos((minLat + maxLat) / 2 * math.Pi / 180)
	spanX, spanY := (maxLon-minLon)*k+8, maxLat-minLat+8
	s := math.Min(plot.W/spanX, plot.H/spanY)
	ox := plot.X + (plot.W-spanX*s)/2
	oy := plot.Y + (plot.H-spanY*s)/2
	at := func(a *data.Area) (float32, float32) {
		return float32(ox + ((lon(a)-minLon)*k+4)*s), float32(oy + (maxLat-a.Lat+4)*s)
	}
	// The areas' rings are one filled path, each ring an annulus (see
	// ringPath), filled once.
	var rings vector.Path
	for i := range th.Map.Areas {
		a := &th.Map.Areas[i]
		if a.Kind != "oparea" {
			continue
		}
		ax, ay := at(a)
		rad := math.Max(a.Radius*s, m.Pt(6))
		ringPath(&rings, ax, ay, float32(rad), float32(m.Pt(1)))
	}
	fillShape(img, &rings, ui.Fade(ui.PaperDim, 0.35))
	var taken []ui.Rect
	top := 1
	for _, pl := range places {
		top = max(top, pl.tons)
	}
	for _, pl := range places {
		a := th.Area(pl.area)
		if a == nil {
			continue
		}
		ax, ay := at(a)
		if pl.tons > 0 || pl.ships > 0 {
			rad := m.Pt(4) + m.Pt(14)*math.Sqrt(float64(pl.tons)/float64(top))
			var disc vector.Path
			disc.Arc(ax, ay, float32(rad), 0, 2*math.Pi, vector.Clockwise)
			disc.Close()
			fillShape(img, &disc, ui.Fade(ui.Brass, 0.75))
			// The label goes right, left, above or below the disc,
			// wherever it meets no other label; else it is left out (the
			// disc still says where).
			lbl := i18n.T("report.map.place", engine.Text("area", i18n.AreaName(th, pl.area)), engine.Int("n", pl.ships))
			tw, th := ui.TextWidth(lbl, face, 0), m.Pt(13)
			cx, cy := float64(ax), float64(ay)
			for _, c := range []ui.Rect{
				{X: cx + rad + m.Pt(3), Y: cy - th/2, W: tw, H: th},
				{X: cx - rad - m.Pt(3) - tw, Y: cy - th/2, W: tw, H: th},
				{X: cx - tw/2, Y: cy - rad - th - m.Pt(2), W: tw, H: th},
				{X: cx - tw/2, Y: cy + rad + m.Pt(2), W: tw, H: th},
			} {
				if c.X < plot.X || c.X+c.W > plot.X+plot.W || c.Y < plot.Y || c.Y+c.H > plot.Y+plot.H || c.OverlapsAny(taken) {
					continue
				}
				taken = append(taken, c)
				ui.DrawText(img, lbl, face, c.X, c.Y+th-m.Pt(3), ui.Left, ui.Paper)
				break
			}
		}
		if pl.lost > 0 {
			var cross vector.Path
			d, sw := float32(m.Pt(6)), float32(m.Pt(2.5))
			barPath(&cross, ax-d, ay-d, ax+d, ay+d, sw)
			barPath(&cross, ax-d, ay+d, ax+d, ay-d, sw)
			fillShape(img, &cross, lostInk)
		}
	}
	if len(places) == 0 {
		// On a plate of the sea's colour, so no ring runs through the words.
		lbl := i18n.T("report.map.none")
		tw := ui.TextWidth(lbl, face, 0)
		plate := ui.Rect{X: plot.X + plot.W/2 - tw/2 - m.Pt(8), Y: plot.Y + plot.H/2 - m.Pt(13), W: tw + m.Pt(16), H: m.Pt(20)}.Snap()
		hud.Fill(p, plate, ui.SeaDeep)
		p.Flush()
		ui.DrawText(img, lbl, face, plot.X+plot.W/2, plot.Y+plot.H/2, ui.Center, ui.PaperDim)
	}
	return plot.Y + plot.H + m.Pt(24)
}

// acesChart draws the boats' tallies as bars, most tonnage first (at most
// ten), each named with its ace; returns the y below it.
func (r *Report) acesChart(img *ebiten.Image, boats []boatTally, x, y, w float64) float64 {
	m := r.m
	fonts := r.env.Fonts
	ui.DrawText(img, i18n.T("report.aces"), fonts.Face(ui.Bold, m.Pt(12)), x, y, ui.Left, ui.Paper)
	y += m.Pt(14)
	if len(boats) == 0 {
		ui.DrawText(img, i18n.T("report.map.none"), fonts.Face(ui.Regular, m.Pt(11)), x, y+m.Pt(12), ui.Left, ui.PaperDim)
		return y + m.Pt(30)
	}
	boats = boats[:min(len(boats), 10)]
	face := fonts.Face(ui.Regular, m.Pt(11.5))
	nameW := 0.0
	for _, b := range boats {
		nameW = math.Max(nameW, ui.TextWidth(boatLabel(b), face, 0))
	}
	nameW = math.Min(nameW+m.Pt(10), w*0.45)
	figW := ui.TextWidth(i18n.T("report.aces.figure", engine.Int("n", 99), engine.KT("kt", 999)), face, 0) + m.Pt(10)
	barW := w - nameW - figW
	top := max(boats[0].tons, 1)
	rowH := m.Pt(20)
	p := hudPainter(img)
	for i, b := range boats {
		ry := y + float64(i)*rowH
		bw := math.Max(m.Pt(2), barW*float64(b.tons)/float64(top))
		hud.Fill(p, ui.Rect{X: x + nameW, Y: ry + m.Pt(4), W: bw, H: rowH - m.Pt(8)}, ui.Brass)
	}
	p.Flush()
	for i, b := range boats {
		ry := y + float64(i)*rowH + rowH/2 + m.Pt(4)
		ui.DrawText(img, hud.Ellipsize(boatLabel(b), face, nameW-m.Pt(8)), face, x, ry, ui.Left, ui.Paper)
		bw := math.Max(m.Pt(2), barW*float64(b.tons)/float64(top))
		ui.DrawText(img, i18n.T("report.aces.figure", engine.Int("n", b.ships), engine.KT("kt", b.tons)), face, x+nameW+bw+m.Pt(6), ry, ui.Left, ui.PaperDim)
	}
	return y + float64(len(boats))*rowH + m.Pt(18)
}

func boatLabel(b boatTally) string {
	if b.ace != "" {
		return b.boat + " · " + b.ace
	}
	return b.boat
}

// The map's shapes are filled paths, never strokes: Ebitengine's
// anti-aliased stroke of a closed circle (vector.StrokeCircle: an arc,
// closed, with round joins) made, for some centres, a join between the
// arc's end and its start a hair apart, and that join's arc ran to
// billions of vertices: drawing the report's map at the end of U-47's
// patrol (seed 3) allocated 4.4 GB in Go and over a gigabyte of WebGL
// buffers, and the browser's Go program died (TestReportMemoryAtPatrolEnd).

// ringPath adds to p a ring of the given width centred on a circle: the
// outer circle clockwise, the inner one anticlockwise, so the non-zero
// rule leaves the inside empty.
func ringPath(p *vector.Path, cx, cy, r, width float32) {
	outer, inner := r+width/2, max(r-width/2, 0)
	p.MoveTo(cx+outer, cy)
	p.Arc(cx, cy, outer, 0, 2*math.Pi, vector.Clockwise)
	p.Close()
	if inner > 0 {
		p.MoveTo(cx+inner, cy)
		p.Arc(cx, cy, inner, 2*math.Pi, 0, vector.CounterClockwise)
		p.Close()
	}
}

// barPath adds to p a bar of the given width from (x0, y0) to (x1, y1),
// its ends square.
func barPath(p *vector.Path, x0, y0, x1, y1, width float32) {
	dx, dy := x1-x0, y1-y0
	l := float32(math.Hypot(float64(dx), float64(dy)))
	if l == 0 {
		return
	}
	nx, ny := -dy/l*width/2, dx/l*width/2
	p.MoveTo(x0+nx, y0+ny)
	p.LineTo(x1+nx, y1+ny)
	p.LineTo(x1-nx, y1-ny)
	p.LineTo(x0-nx, y0-ny)
	p.Close()
}

// fillShape fills p anti-aliased with clr.
func fillShape(dst *ebiten.Image, p *vector.Path, clr color.Color) {
	op := &vector.DrawPathOptions{AntiAlias: true}
	op.ColorScale.ScaleWithColor(clr)
	vector.FillPath(dst, p, &vector.FillOptions{FillRule: vector.FillRuleNonZero}, op)
}

func hudPainter(img *ebiten.Image) *glyph.Painter { return &glyph.Painter{Dst: img} }
