package scenes

import (
	_ "embed"
	"fmt"
	"image/color"
	"math"
	"sort"
	"strconv"
	"strings"

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

// The after-action report's pictures (issue 14, item 8 and "pictures
// instead of prose"): tonnage sunk per month as a line, beside history in
// a campaign; submarines at sea and lost per month as bars; and the raids a
// scenario's boats attempted, by name.

//go:embed history/atlantic-monthly.csv
var atlanticMonthlyCSV string

// monthlyHistory holds, by theatre, the history a campaign's chronicle is
// drawn beside; a theatre without a monthly file (the Pacific's calibration
// is by year) draws its own line alone.
var monthlyHistory = map[string]func() map[int]histMonth{"atlantic": atlanticHistory}

// histMonth is one month of the war's history (history/README.md).
type histMonth struct{ ships, grt, lost int }

// atlanticHistory returns the history by month index (year*12 + month-1).
func atlanticHistory() map[int]histMonth {
	out := map[int]histMonth{}
	for _, ln := range strings.Split(atlanticMonthlyCSV, "\n")[1:] {
		f := strings.Split(strings.TrimSpace(ln), ",")
		if len(f) < 4 {
			continue
		}
		y, err1 := strconv.Atoi(strings.Split(f[0], "-")[0])
		mo, err2 := strconv.Atoi(strings.TrimPrefix(strings.Split(f[0]+"-", "-")[1], "0"))
		ships, _ := strconv.Atoi(f[1])
		grt, _ := strconv.Atoi(f[2])
		lost, _ := strconv.Atoi(f[3])
		if err1 != nil || err2 != nil {
			continue
		}
		out[y*12+mo-1] = histMonth{ships, grt, lost}
	}
	return out
}

// reportRaid is a raid on a naval base attempted in the game [30.4].
type reportRaid struct {
	base string
	turn int
}

// raidsOf lists the game's attempted raids, by turn.
func raidsOf(st *campaign.State) []reportRaid {
	var out []reportRaid
	for b, t := range st.Raids {
		out = append(out, reportRaid{b, t})
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].turn != out[j].turn {
			return out[i].turn < out[j].turn
		}
		return out[i].base < out[j].base
	})
	return out
}

// patrolRaids are the raids a patrol made: those in its turns on a base it
// went through, or on any base when it is the only patrol of those turns.
func patrolRaids(st *campaign.State, pr campaign.PatrolReport) []reportRaid {
	var out []reportRaid
	for _, rd := range raidsOf(st) {
		if rd.turn < pr.From || rd.turn > pr.To {
			continue
		}
		mine, others := false, 0
		for _, a := range pr.Areas {
			if a == rd.base {
				mine = true
			}
		}
		for _, o := range st.Patrols {
			if o.Sub != pr.Sub && rd.turn >= o.From && rd.turn <= o.To {
				others++
			}
		}
		if mine || others == 0 {
			out = append(out, rd)
		}
	}
	return out
}

// atSeaInk is the bars of boats at sea (lighter than the sea, so they
// read on the plot).
var atSeaInk = color.RGBA{0x6f, 0x9c, 0xc4, 0xff}

// chartMonth is one month of a chart: the game's figure and history's.
type chartMonth struct {
	label      string
	mine, hist float64
	histKnown  bool
	lost       float64
	histLost   float64
}

// chronicleCharts draws the two charts of the chronicle at y (page
// coordinates, already scrolled) and returns the height they take.
func (r *Report) chronicleCharts(img *ebiten.Image, sc *data.Scenario, st *campaign.State, x, y, w float64) float64 {
	m := r.m
	if len(st.Chronicle) == 0 {
		return 0
	}
	// History is a yardstick for a campaign of the whole U-boat arm, not
	// for one boat's patrol.
	var hist map[int]histMonth
	if load := monthlyHistory[r.s.Theatre.ID]; sc.Kind != data.ScenarioPatrol && load != nil {
		hist = load()
	}
	months := make([]chartMonth, len(st.Chronicle))
	for i, mr := range st.Chronicle {
		cm := chartMonth{label: i18n.MonthShort(mr.Month), mine: float64(mr.Tons) * 1000 /* the chronicle counts kilotons */, lost: float64(mr.SubsLost)}
		if h, ok := hist[mr.Month]; ok {
			cm.hist, cm.histLost, cm.histKnown = float64(h.grt), float64(h.lost), true
		}
		months[i] = cm
	}
	h0 := y
	y = r.lineChart(img, x, y, w, i18n.T("report.chart.tons"), months, hist != nil)
	y += m.Pt(18)
	// At sea (boat-weeks) and lost, per month.
	atSea := make([]float64, len(st.Chronicle))
	for i, mr := range st.Chronicle {
		atSea[i] = float64(mr.AtSea)
	}
	y = r.barChart(img, x, y, w, i18n.T("report.chart.boats"), months, atSea, hist != nil)
	return y - h0
}

// chartFrame draws a chart's title, legend and frame; it returns the plot
// area.
func (r *Report) chartFrame(img *ebiten.Image, x, y, w float64, title string, legend []legendItem) ui.Rect {
	m := r.m
	fonts := r.env.Fonts
	ui.DrawText(img, title, fonts.Face(ui.Bold, m.Pt(12)), x, y, ui.Left, ui.Paper)
	lx := x + w
	face := fonts.Face(ui.Regular, m.Pt(11))
	for i := len(legend) - 1; i >= 0; i-- {
		it := legend[i]
		tw := ui.TextWidth(it.s, face, 0)
		lx -= tw
		ui.DrawText(img, it.s, face, lx, y, ui.Left, ui.PaperDim)
		lx -= m.Pt(20)
		vector.FillRect(img, float32(lx), float32(y-m.Pt(3)), float32(m.Pt(14)), float32(m.Pt(6)), it.ink, false)
		lx -= m.Pt(14)
	}
	plot := ui.Rect{X: x + m.Pt(64), Y: y + m.Pt(14), W: w - m.Pt(64), H: m.Pt(120)}
	p := &glyph.Painter{Dst: img}
	hud.Fill(p, plot, ui.Fade(ui.SeaDeep, 0.5))
	hud.Fill(p, ui.Rect{X: plot.X, Y: plot.Y + plot.H, W: plot.W, H: m.PtR(1)}, ui.Fade(ui.Brass, 0.5))
	hud.Fill(p, ui.Rect{X: plot.X, Y: plot.Y, W: m.PtR(1), H: plot.H}, ui.Fade(ui.Brass, 0.5))
	p.Flush()
	return plot
}

type legendItem struct {
	s   string
	ink color.Color
}

// monthAxis labels the months under a plot, as many as fit.
func (r *Report) monthAxis(img *ebiten.Image, plot ui.Rect, months []chartMonth) {
	m := r.m
	face := r.env.Fonts.Face(ui.Regular, m.Pt(10.5))
	cw := plot.W / float64(len(months))
	need := ui.TextWidth("Mmm 1939", face, 0) + m.Pt(8)
	every := max(1, int(math.Ceil(need/cw)))
	for i, mo := range months {
		if i%every == 0 {
			ui.DrawText(img, mo.label, face, plot.X+(float64(i)+0.5)*cw, plot.Y+plot.H+m.Pt(11), ui.Center, ui.PaperDim)
		}
	}
}

// yAxis labels the plot's top and zero.
func (r *Report) yAxis(img *ebiten.Image, plot ui.Rect, top string) {
	m := r.m
	face := r.env.Fonts.Face(ui.Regular, m.Pt(10.5))
	ui.DrawText(img, top, face, plot.X-m.Pt(6), plot.Y+m.Pt(5), ui.Right, ui.PaperDim)
	ui.DrawText(img, "0", face, plot.X-m.Pt(6), plot.Y+plot.H-m.Pt(2), ui.Right, ui.PaperDim)
}

// niceMax rounds a chart's top up to 1, 2 or 5 times a power of ten.
func niceMax(v float64) float64 {
	if v <= 0 {
		return 1
	}
	p := math.Pow(10, math.Floor(math.Log10(v)))
	for _, k := range []float64{1, 2, 5, 10} {
		if k*p >= v {
			return k * p
		}
	}
	return 10 * p
}

// lineChart draws tonnage sunk per month (and history's); returns the y
// below it.
func (r *Report) lineChart(img *ebiten.Image, x, y, w float64, title string, months []chartMonth, withHist bool) float64 {
	m := r.m
	legend := []legendItem{{i18n.T("report.chart.yours"), ui.Brass}}
	if withHist {
		legend = append(legend, legendItem{i18n.T("report.chart.history"), ui.PaperDim})
	}
	plot := r.chartFrame(img, x, y, w, title, legend)
	top := 0.0
	for _, mo := range months {
		top = math.Max(top, mo.mine)
		if withHist && mo.histKnown {
			top = math.Max(top, mo.hist)
		}
	}
	top = niceMax(math.Max(top, 1000)) // a whole number of thousands
	r.yAxis(img, plot, i18n.T("report.chart.kt", engine.KT("kt", int(top/1000))))
	cw := plot.W / float64(len(months))
	px := func(i int) float32 { return float32(plot.X + (float64(i)+0.5)*cw) }
	py := func(v float64) float32 { return float32(plot.Y + plot.H - v/top*plot.H) }
	line := func(val func(chartMonth) (float64, bool), ink color.Color, width float64) {
		prev := -1
		for i, mo := range months {
			v, ok := val(mo)
			if !ok {
				prev = -1
				continue
			}
			if prev >= 0 {
				pv, _ := val(months[prev])
				vector.StrokeLine(img, px(prev), py(pv), px(i), py(v), float32(m.Pt(width)), ink, true)
			}
			vector.FillCircle(img, px(i), py(v), float32(m.Pt(width+1)), ink, true)
			prev = i
		}
	}
	if withHist {
		line(func(mo chartMonth) (float64, bool) { return mo.hist, mo.histKnown }, ui.PaperDim, 1.2)
	}
	line(func(mo chartMonth) (float64, bool) { return mo.mine, true }, ui.Brass, 2)
	r.monthAxis(img, plot, months)
	return plot.Y + plot.H + m.Pt(24)
}

// barChart draws boat-weeks at sea per month as bars and the boats lost
// as red bars beside them (history's losses as a line); returns the y
// below it.
func (r *Report) barChart(img *ebiten.Image, x, y, w float64, title string, months []chartMonth, atSea []float64, withHist bool) float64 {
	m := r.m
	legend := []legendItem{{i18n.T("report.chart.at-sea"), atSeaInk}, {i18n.T("report.chart.lost"), hud.Bad}}
	if withHist {
		legend = append(legend, legendItem{i18n.T("report.chart.history-lost"), ui.PaperDim})
	}
	plot := r.chartFrame(img, x, y, w, title, legend)
	top := 0.0
	for i, mo := range months {
		top = math.Max(top, math.Max(atSea[i], mo.lost))
		if withHist && mo.histKnown {
			top = math.Max(top, mo.histLost)
		}
	}
	top = niceMax(top)
	r.yAxis(img, plot, fmt.Sprint(int(top)))
	cw := plot.W / float64(len(months))
	bw := math.Max(m.Pt(1), math.Min(m.Pt(18), cw*0.35))
	p := &glyph.Painter{Dst: img}
	for i, mo := range months {
		cx := plot.X + (float64(i)+0.5)*cw
		if h := atSea[i] / top * plot.H; h > 0 {
			hud.Fill(p, ui.Rect{X: cx - bw, Y: plot.Y + plot.H - h, W: bw, H: h}, atSeaInk)
		}
		if h := mo.lost / top * plot.H; h > 0 {
			hud.Fill(p, ui.Rect{X: cx, Y: plot.Y + plot.H - h, W: bw, H: h}, hud.Bad)
		}
	}
	p.Flush()
	if withHist {
		prev := -1
		for i, mo := range months {
			if !mo.histKnown {
				prev = -1
				continue
			}
			x1, y1 := float32(plot.X+(float64(i)+0.5)*cw), float32(plot.Y+plot.H-mo.histLost/top*plot.H)
			if prev >= 0 {
				x0, y0 := float32(plot.X+(float64(prev)+0.5)*cw), float32(plot.Y+plot.H-months[prev].histLost/top*plot.H)
				vector.StrokeLine(img, x0, y0, x1, y1, float32(m.Pt(1.2)), ui.PaperDim, true)
			}
			prev = i
		}
	}
	r.monthAxis(img, plot, months)
	return plot.Y + plot.H + m.Pt(24)
}
