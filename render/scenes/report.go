package scenes

import (
	"fmt"
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"periscope/game/campaign"
	"periscope/game/data"
	"periscope/game/engine"
	"periscope/i18n"
	"periscope/input"
	"periscope/render"
	"periscope/render/glyph"
	"periscope/render/hud"
	"periscope/render/play"
	"periscope/render/ui"
)

// Report is the after-action report: each finished patrol (what the boat
// met and sank, where, and how it ended — State.Patrols), the boats still
// out, and at the end of the scenario its result against the victory
// conditions with the campaign chronicle, month by month.
type Report struct {
	env     *render.Env
	s       *play.Session
	back    *ui.Button
	title   *ui.Button
	m       ui.Metrics
	scroll  float64
	content float64
	layer   hud.Layer
	page    ui.Rect
	// chartsAt is where the chronicle's charts begin on the page.
	chartsAt float64
	// mapAt is where the map of sinkings begins on the page.
	mapAt float64
}

// NewReport returns the report for the session's game so far.
func NewReport(env *render.Env, s *play.Session) *Report {
	i18n.SetNames(i18n.TheatreNames{T: s.Theatre})
	r := &Report{env: env, s: s, back: ui.NewButton("back", "Back to the map"), title: ui.NewButton("to-title", "Title")}
	r.back.TextSize, r.title.TextSize = 13, 13
	return r
}

// Name implements render.Scene.
func (r *Report) Name() string { return "report" }

// Info implements render.Informer.
func (r *Report) Info() map[string]string {
	m := r.s.Info()
	m["patrols"] = fmt.Sprint(len(r.s.State().Patrols))
	if res := r.s.State().Result; res != nil {
		m["result"] = res.Level
	}
	return m
}

// Layout implements render.Scene.
func (r *Report) Layout(m ui.Metrics) {
	m = m.Fit(640, 480)
	r.m = m
	r.back.Label, r.title.Label = i18n.T("report.back"), i18n.T("report.to-title")
	w := math.Min(m.Pt(900), m.Width-m.Pt(32))
	r.page = ui.Rect{X: (m.Width - w) / 2, Y: m.Pt(16), W: w, H: m.Height - m.Pt(80)}
	bw, bh := m.Pt(170), m.Pt(38)
	y := m.Height - bh - m.Pt(18)
	r.back.Rect = ui.Rect{X: m.Width/2 - bw - m.Pt(8), Y: y, W: bw, H: bh}.Snap()
	r.title.Rect = ui.Rect{X: m.Width/2 + m.Pt(8), Y: y, W: bw, H: bh}.Snap()
}

// Update implements render.Scene.
func (r *Report) Update(ctx *render.SceneContext) error {
	in := ctx.Input
	switch {
	case r.back.Update(in), in.Consume(input.Back):
		ctx.Scenes.Pop()
	case r.title.Update(in):
		ctx.Scenes.Pop()
		ctx.Scenes.Pop()
	}
	for _, p := range in.Pointers {
		if p.Kind == input.Mouse && in.WheelY != 0 && r.page.Contains(p.X, p.Y) {
			r.scroll -= in.WheelY * r.m.Pt(40)
		}
	}
	for in.Consume(input.PageDown) || in.Consume(input.Down) {
		r.scroll += r.page.H * 0.3
	}
	for in.Consume(input.PageUp) || in.Consume(input.Up) {
		r.scroll -= r.page.H * 0.3
	}
	if in.Consume(input.Activate) {
		ctx.Scenes.Pop()
	}
	r.scroll = math.Max(0, math.Min(r.scroll, r.content-r.page.H))
	return nil
}

// Controls implements render.Describer.
func (r *Report) Controls() []ui.Info { return []ui.Info{r.back.Info(), r.title.Info()} }

// Draw implements render.Scene.
func (r *Report) Draw(screen *ebiten.Image) {
	m := r.m
	screen.Fill(ui.SeaDeep)
	r.layer.Draw(screen, r.page, struct {
		rev    int
		scroll float64
		m      ui.Metrics
		p      ui.Rect
	}{r.s.Rev(), r.scroll, m, r.page}, func(img *ebiten.Image) { r.content = r.paint(img) })
	r.back.Draw(screen, r.env.Fonts, m)
	r.title.Draw(screen, r.env.Fonts, m)
}

// turnDate is the date a turn began.
func turnDate(th *data.Theatre, sc *data.Scenario, turn int) string {
	start, err := data.MonthIndex(sc.Start)
	if err != nil {
		return i18n.T("report.turn", engine.Int("n", turn))
	}
	wpm := th.Rules.WeeksPerMonth
	if wpm <= 0 {
		wpm = 4
	}
	// Turn 0 is the set-up, before the first turn: a boat at sea from the
	// start began its patrol in the scenario's first week, never "wk 0"
	// (issue 14, item 8).
	w := max(1, sc.StartWeek) - 1 + max(1, turn) - 1
	return i18n.T("report.week", engine.Text("month", i18n.MonthShort(start+w/wpm)), engine.Int("n", w%wpm+1))
}

func (r *Report) unitName(id string) string {
	t := strings.SplitN(id, "#", 2)[0]
	if a := r.s.Theatre.AlliedType(t); a != nil {
		name := i18n.TheatreNames{T: r.s.Theatre}.Name(i18n.Current(), engine.ArgUnit, t)
		return i18n.T("report.sunk-ship", engine.Text("name", name), engine.Text("type", a.Type), engine.KT("kt", a.Tons))
	}
	return id
}

// paint draws the report's page and returns its full height.
func (r *Report) paint(img *ebiten.Image) float64 {
	m := r.m
	fonts := r.env.Fonts
	st := r.s.State()
	g := r.s.Game()
	sc := g.Scenario()
	th := r.s.Theatre
	w := r.page.W
	p := &glyph.Painter{Dst: img}
	hud.RoundBox(p, ui.Rect{W: w, H: r.page.H}, m.Pt(8), hud.PanelFill, ui.BrassDim, m.Pt(1.2))
	p.Flush()
	pad := m.Pt(24)
	y := m.Pt(34) - r.scroll
	text := func(s string, st ui.Style, size float64, x float64, ink color.Color, al ui.Align) {
		if y > -m.Pt(30) && y < r.page.H+m.Pt(30) {
			ui.DrawText(img, s, fonts.Face(st, m.Pt(size)), x, y, al, ink)
		}
	}
	para := func(s string, size float64, ink color.Color) {
		face := fonts.Face(ui.Regular, m.Pt(size))
		for _, ln := range hud.Wrap(s, face, w-2*pad) {
			text(ln, ui.Regular, size, pad, ink, ui.Left)
			y += m.Pt(size + 5)
		}
	}
	heading := func(s string) {
		y += m.Pt(10)
		if y > -m.Pt(30) && y < r.page.H {
			ui.DrawTextTracked(img, strings.ToUpper(s), fonts.Face(ui.Bold, m.Pt(12)), pad, y, ui.Left, ui.Brass, m.Pt(1.5))
			pp := &glyph.Painter{Dst: img}
			hud.Fill(pp, ui.Rect{X: pad, Y: y + m.Pt(11), W: w - 2*pad, H: m.PtR(1)}, ui.Fade(ui.Brass, 0.4))
			pp.Flush()
		}
		y += m.Pt(28)
	}
	ui.DrawTextTracked(img, i18n.T("report.title"), fonts.Face(ui.Bold, m.Pt(22)), w/2, y, ui.Center, ui.Paper, m.Pt(4))
	y += m.Pt(30)
	text(i18n.T("report.header", engine.Text("scenario", i18n.ScenarioName(sc)), engine.Text("date", i18n.T("atl.date", engine.Nested("month", engine.M(fmt.Sprintf("month.short.%d", g.S.Month%12+1))), engine.Text("year", fmt.Sprint(g.S.Month/12)), engine.Int("week", g.S.Week))), engine.Int("n", r.s.Decisions())), ui.Regular, 13, w/2, ui.PaperDim, ui.Center)
	y += m.Pt(20)

	heading(i18n.T("report.scenario"))
	if res := st.Result; st.Over && res != nil {
		var ink color.Color = hud.Good
		if res.Level == "Defeat" {
			ink = hud.Bad
		}
		text(i18n.T("report.result", engine.Text("level", i18n.Level(res.Level))), ui.Bold, 18, pad, ink, ui.Left)
		y += m.Pt(24)
		para(i18n.T("report.score", engine.Int("n", res.Score), engine.Text("why", i18n.ModReason(res.Reason))), 12.5, ui.Paper)
	} else {
		para(i18n.T("report.ongoing"), 12.5, ui.PaperDim)
	}
	para(i18n.ScenarioText(sc, "goal"), 12, ui.PaperDim)
	if len(sc.Victory.Levels) > 0 {
		var lv []string
		for _, l := range sc.Victory.Levels {
			s := fmt.Sprintf("%s ≥ %d", i18n.Level(l.Name), l.Min)
			if st.Result != nil && st.Result.Level == l.Name {
				s = "► " + s
			}
			lv = append(lv, s)
		}
		para(i18n.T("report.levels", engine.Text("list", strings.Join(lv, " · "))), 12, ui.PaperDim)
	}
	para(i18n.T("report.totals", engine.Int("ships", st.Tracks.Ships), engine.KT("kt", st.Tracks.Tons), engine.Int("lost", st.Tracks.SubsLost), engine.Int("vp", st.Tracks.VP)), 12.5, ui.Paper)
	// The raids attempted, by name (issue 14, item 4).
	if raids := raidsOf(st); len(raids) > 0 {
		var rs []string
		for _, rd := range raids {
			rs = append(rs, i18n.T("report.raid-on", engine.Text("base", (&Campaign{s: r.s}).placeName(rd.base)), engine.Text("date", turnDate(th, sc, rd.turn))))
		}
		para(i18n.T("report.raids", engine.Text("list", strings.Join(rs, "; "))), 12.5, hud.DecideInk)
	}

	heading(i18n.T("report.patrols", engine.Int("n", len(st.Patrols))))
	if len(st.Patrols) == 0 {
		para(i18n.T("report.no-patrol"), 12, ui.PaperDim)
	}
	for _, pr := range st.Patrols {
		var ink color.Color = hud.Good
		switch pr.Outcome {
		case "sunk":
			ink = hud.Bad
		case "damaged":
			ink = hud.Warn
		}
		text(pr.Sub, ui.Bold, 14, pad, ui.Paper, ui.Left)
		text(fmt.Sprintf("%s → %s", turnDate(th, sc, pr.From), turnDate(th, sc, pr.To)), ui.Regular, 12, pad+m.Pt(90), ui.PaperDim, ui.Left)
		text(strings.ToUpper(i18n.T("report.outcome."+pr.Outcome)), ui.Bold, 12, w-pad, ink, ui.Right)
		y += m.Pt(19)
		var areas []string
		for _, a := range pr.Areas {
			areas = append(areas, i18n.AreaCase(r.s.Theatre, a, "art"))
		}
		where := i18n.T("report.no-area")
		if len(areas) > 0 {
			where = i18n.T("report.through", engine.Text("list", strings.Join(areas, ", ")))
		}
		met := ""
		if pr.Met != nil { // nil: a patrol from a version-1 save, not recorded
			mt := pr.Met
			met = " · " + i18n.T("report.met", engine.Text("what", i18n.Met(mt.TF, mt.Special, mt.Large, mt.Small, mt.Lone, mt.Subs)))
		}
		para(i18n.T("report.patrol", engine.Int("n", pr.Ships), engine.KT("kt", pr.Tons))+met+" · "+where, 12, ui.Paper)
		for _, rd := range patrolRaids(st, pr) {
			para(i18n.T("report.patrol-raid", engine.Text("base", (&Campaign{s: r.s}).placeName(rd.base)), engine.Text("date", turnDate(th, sc, rd.turn))), 12, hud.DecideInk)
		}
		if len(pr.Sunk) > 0 {
			var names []string
			for _, u := range pr.Sunk {
				names = append(names, r.unitName(u))
			}
			para(i18n.T("report.sunk", engine.Text("list", strings.Join(names, "; "))), 11.5, ui.PaperDim)
		}
		y += m.Pt(6)
	}
	// Boats still out.
	var out []string
	for i := range st.Subs {
		s := &st.Subs[i]
		if s.Status == campaign.StSea {
			out = append(out, i18n.T("report.at-sea.boat", engine.Text("boat", s.ID), engine.Int("n", s.Patrol.Ships), engine.KT("kt", s.Patrol.Tons)))
		}
	}
	if len(out) > 0 {
		heading(i18n.T("report.at-sea"))
		para(strings.Join(out, "; "), 12, ui.Paper)
	}

	// Where ships went down and boats were lost, and by whom (issue 14).
	heading(i18n.T("report.where"))
	places, boats := sinkingsOf(th, st, r.s.Log(), func(id string) string {
		if a := th.AceByID(id); a != nil {
			return a.Name
		}
		return id
	})
	r.mapAt = y + r.scroll
	y = r.sinkingsMap(img, th, places, pad, y, w-2*pad)
	y = r.acesChart(img, boats, pad, y, w-2*pad)

	heading(i18n.T("report.chronicle"))
	if len(st.Chronicle) == 0 {
		para(i18n.T("report.no-month"), 12, ui.PaperDim)
	} else {
		// Pictures first (issue 14): tonnage per month against history,
		// boats at sea and lost; then the months in figures.
		r.chartsAt = y + r.scroll
		y += r.chronicleCharts(img, sc, st, pad, y, w-2*pad) + m.Pt(6)
		for _, mr := range st.Chronicle {
			text(i18n.MonthShort(mr.Month), ui.Bold, 11.5, pad, ui.Paper, ui.Left)
			text(i18n.T("report.month", engine.KT("kt", mr.Tons), engine.Int("ships", mr.Ships), engine.Int("lost", mr.SubsLost), engine.Int("vp", mr.VP), engine.Int("weeks", mr.AtSea)), ui.Regular, 11, w-pad, ui.PaperDim, ui.Right)
			y += m.Pt(18)
		}
	}
	if sc.History != "" {
		heading(i18n.T("report.history"))
		para(i18n.ScenarioText(sc, "history"), 12, ui.PaperDim)
	}
	return y + r.scroll + m.Pt(20)
}

// StillKey implements render.Still.
func (r *Report) StillKey() string { return fmt.Sprint(r.s.Rev(), r.scroll) }
