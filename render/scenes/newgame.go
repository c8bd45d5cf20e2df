package scenes

import (
	"fmt"
	"math"
	"periscope/game/systems"
	"sort"
	"strconv"
	"time"

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

// NewGame is the new-game page: the scenarios with their dates and goals,
// the optional rules and interpretation switches (campaign.Options, each
// with its rule and a one-line explanation), and the seed.
type NewGame struct {
	*shared
	th        *data.Theatre
	loadErr   error
	scenarios []*data.Scenario
	theatreOf map[*data.Scenario]*data.Theatre // each scenario's theatre
	scnBtn    []*ui.Button
	optBtn    []*ui.Button
	seedBtn   *ui.Button
	rndBtn    *ui.Button
	start     *ui.Button
	back      *ui.Button
	focus     *ui.FocusGroup
	chosen    int
	opts      map[string]bool
	seed      string
	startErr  error
	m         ui.Metrics
	left      ui.Rect
	right     ui.Rect
}

// NewNewGame returns the new-game page.
func NewNewGame(sh *shared) *NewGame {
	n := &NewGame{shared: sh, opts: map[string]bool{}, seedBtn: ui.NewButton("seed", ""), rndBtn: ui.NewButton("seed-random", "New seed"),
		start: ui.NewButton("start", "Start"), back: ui.NewButton("back", "Back")}
	n.rndBtn.TextSize, n.back.TextSize = 13, 14
	n.seed = strconv.FormatUint(uint64(time.Now().UnixNano()%1_000_000_000), 10)
	// The scenarios of every theatre of the campaign system this program
	// installs (game/systems): the Atlantic today.
	n.theatreOf = map[*data.Scenario]*data.Theatre{}
	for _, id := range systems.CampaignTheatres {
		th, err := play.LoadTheatre(id)
		if err != nil {
			n.loadErr = err
			continue
		}
		if n.th == nil {
			n.th = th
		}
		for i := range th.Scenarios {
			n.scenarios = append(n.scenarios, &th.Scenarios[i])
			n.theatreOf[&th.Scenarios[i]] = th
		}
	}
	if n.th != nil {
		rank := map[string]int{data.ScenarioPatrol: 0, "operational": 1, "campaign": 2}
		sort.SliceStable(n.scenarios, func(a, b int) bool {
			if rank[n.scenarios[a].Kind] != rank[n.scenarios[b].Kind] {
				return rank[n.scenarios[a].Kind] < rank[n.scenarios[b].Kind]
			}
			return n.scenarios[a].Start < n.scenarios[b].Start
		})
	}
	var items []*ui.Button
	for _, sc := range n.scenarios {
		b := ui.NewButton("scn:"+sc.ID, sc.Name)
		n.scnBtn = append(n.scnBtn, b)
		items = append(items, b)
	}
	for _, o := range campaign.Options {
		b := ui.NewButton("opt:"+o.Name, o.Text)
		n.optBtn = append(n.optBtn, b)
		items = append(items, b)
	}
	items = append(items, n.seedBtn, n.rndBtn, n.start, n.back)
	n.focus = ui.NewFocusGroup(items...)
	n.focus.Focus(n.start)
	n.start.Disabled = len(n.scenarios) == 0
	return n
}

// Name implements render.Scene.
func (n *NewGame) Name() string { return "newgame" }

// Info implements render.Informer.
func (n *NewGame) Info() map[string]string {
	m := map[string]string{"seed": n.seed}
	if n.chosen < len(n.scenarios) {
		m["scenario"] = n.scenarios[n.chosen].ID
	}
	return m
}

// Layout implements render.Scene.
func (n *NewGame) Layout(m ui.Metrics) {
	m = m.Fit(1000, 620)
	n.m = m
	n.rndBtn.Label, n.start.Label, n.back.Label = i18n.T("newgame.new-seed"), i18n.T("newgame.start"), i18n.T("ui.back")
	for i, b := range n.scnBtn {
		b.Label = i18n.ScenarioName(n.scenarios[i])
	}
	for i, b := range n.optBtn {
		b.Label = i18n.OptionText(campaign.Options[i].Name, campaign.Options[i].Text)
	}
	pad := m.Pt(20)
	head := m.Pt(70)
	lw := math.Min(m.Pt(520), (m.Width-3*pad)*0.48)
	n.left = ui.Rect{X: pad, Y: head, W: lw, H: m.Height - head - pad}
	n.right = ui.Rect{X: 2*pad + lw, Y: head, W: m.Width - 3*pad - lw, H: m.Height - head - pad}
	ch := math.Min(m.Pt(100), (n.left.H-m.Pt(8)*float64(len(n.scnBtn)))/math.Max(1, float64(len(n.scnBtn))))
	for i, b := range n.scnBtn {
		b.Rect = ui.Rect{X: n.left.X, Y: n.left.Y + float64(i)*(ch+m.Pt(8)), W: n.left.W, H: ch}.Snap()
	}
	y := n.right.Y + m.Pt(24)
	rh := math.Min(m.Pt(38), (n.right.H-m.Pt(150))/math.Max(1, float64(len(n.optBtn))))
	for _, b := range n.optBtn {
		b.Rect = ui.Rect{X: n.right.X, Y: y, W: n.right.W, H: rh - m.Pt(3)}.Snap()
		y += rh
	}
	y += m.Pt(14)
	n.seedBtn.Rect = ui.Rect{X: n.right.X + m.Pt(60), Y: y, W: m.Pt(150), H: m.Pt(34)}.Snap()
	n.rndBtn.Rect = ui.Rect{X: n.seedBtn.Rect.X + n.seedBtn.Rect.W + m.Pt(10), Y: y, W: m.Pt(110), H: m.Pt(34)}.Snap()
	y += m.Pt(48)
	bw := math.Min(m.Pt(200), (n.right.W-m.Pt(12))/2)
	n.back.Rect = ui.Rect{X: n.right.X, Y: y, W: bw * 0.7, H: m.Pt(44)}.Snap()
	n.start.Rect = ui.Rect{X: n.right.X + n.right.W - bw, Y: y, W: bw, H: m.Pt(44)}.Snap()
	n.back.Rect = ui.Rect{X: pad, Y: m.Pt(16), W: m.Pt(90), H: m.Pt(36)}.Snap()
}

// goalLines lays out scenario i's goal under the scenario list: the lines
// that fit in the left column, the first line's baseline and the line step,
// and whether the text had to be cut.
func (n *NewGame) goalLines(i int) (lines []string, y, step float64, cut bool) {
	m := n.m
	last := n.scnBtn[len(n.scnBtn)-1].Rect
	y = last.Y + last.H + m.Pt(20)
	step = m.Pt(16)
	all := hud.Wrap(i18n.T("newgame.goal-long", engine.Text("goal", i18n.ScenarioText(n.scenarios[i], "goal"))), n.env.Fonts.Face(ui.Regular, m.Pt(12)), n.left.W)
	for k, ln := range all {
		if y+float64(k)*step > n.left.Y+n.left.H {
			return lines, y, step, true
		}
		lines = append(lines, ln)
	}
	return lines, y, step, false
}

// Update implements render.Scene.
func (n *NewGame) Update(ctx *render.SceneContext) error {
	in := ctx.Input
	// The seed field takes digits while it has the focus.
	if n.focus.Focused() == n.seedBtn {
		for _, ch := range in.Chars {
			if ch >= '0' && ch <= '9' && len(n.seed) < 18 {
				n.seed += string(ch)
			}
		}
		in.Chars = in.Chars[:0]
		if in.Erase {
			if n.seed != "" {
				n.seed = n.seed[:len(n.seed)-1]
			}
			in.Consume(input.Back) // Backspace in the field never leaves the page
		}
		// Enter in the field goes on to Start.
		if in.Consume(input.Activate) {
			n.focus.Focus(n.start)
		}
	}
	clicked := n.focus.Update(in)
	for i, b := range n.scnBtn {
		if clicked == b {
			n.chosen = i
		}
	}
	for i, b := range n.optBtn {
		if clicked == b {
			name := campaign.Options[i].Name
			n.opts[name] = !n.opts[name]
		}
	}
	switch clicked {
	case n.rndBtn:
		n.seed = strconv.FormatUint(uint64(time.Now().UnixNano()%1_000_000_000), 10)
	case n.start:
		n.begin(ctx)
	case n.back:
		ctx.Scenes.Pop()
	}
	if clicked == nil && in.Consume(input.Back) {
		ctx.Scenes.Pop()
	}
	return nil
}

// begin starts the chosen scenario and shows its map.
func (n *NewGame) begin(ctx *render.SceneContext) {
	if n.chosen >= len(n.scenarios) {
		return
	}
	seed, err := strconv.ParseUint(n.seed, 10, 64)
	if err != nil {
		seed = 1
	}
	sc := n.scenarios[n.chosen]
	th := n.theatreOf[sc]
	rec := engine.Record{System: campaign.SystemID, Theatre: th.ID, Scenario: sc.ID, Seed: seed}
	for _, o := range campaign.Options {
		if n.opts[o.Name] {
			rec.Options = append(rec.Options, o.Name)
		}
	}
	s, err := play.New(th, rec, n.env.Saver)
	if err != nil {
		n.startErr = err
		return
	}
	if n.env.Saver != nil {
		s.SaveErr = n.env.Saver.Autosave(s)
	}
	ctx.Scenes.Replace(NewCampaign(n.env, s))
}

// Controls implements render.Describer.
func (n *NewGame) Controls() []ui.Info { return n.focus.Infos() }

// Draw implements render.Scene.
func (n *NewGame) Draw(screen *ebiten.Image) {
	m := n.m
	fonts := n.env.Fonts
	n.chart.Draw(screen, m)
	p := &glyph.Painter{Dst: screen}
	hud.Fill(p, ui.Rect{W: m.Width, H: m.Height}, ui.Fade(ui.SeaDeep, 0.55))
	for i, b := range n.scnBtn {
		fill, edge := ui.Fade(hud.PanelFill, 0.95), ui.Fade(hud.PanelEdge, 1)
		if i == n.chosen {
			fill, edge = ui.Fade(hud.RowFocus, 0.97), ui.Brass
		} else if b.Hovered() {
			fill = ui.Fade(hud.RowHover, 0.97)
		}
		hud.RoundBox(p, b.Rect, m.Pt(6), fill, edge, m.Pt(1.2))
		if b.Focused() {
			hud.RoundBox(p, b.Rect.Inset(-m.Pt(3)), m.Pt(8), nil, ui.FocusRing, m.Pt(1.5))
		}
	}
	for i, b := range n.optBtn {
		on := n.opts[campaign.Options[i].Name]
		if b.Hovered() || b.Focused() {
			hud.RoundBox(p, b.Rect, m.Pt(4), ui.Fade(hud.RowHover, 0.9), nil, 0)
		}
		if b.Focused() {
			hud.RoundBox(p, b.Rect, m.Pt(4), nil, ui.FocusRing, m.Pt(1.2))
		}
		// A switch: a track with a knob, brass when on.
		sw := ui.Rect{X: b.Rect.X + m.Pt(6), Y: b.Rect.Y + b.Rect.H/2 - m.Pt(8), W: m.Pt(30), H: m.Pt(16)}
		track := ui.Fade(ui.SeaShallow, 1)
		if on {
			track = ui.Brass
		}
		hud.RoundBox(p, sw, m.Pt(8), track, ui.Fade(ui.PaperDim, 0.6), m.Pt(1))
		kx := sw.X + m.Pt(8)
		if on {
			kx = sw.X + sw.W - m.Pt(8)
		}
		p.Circle(float32(kx), float32(sw.Y+sw.H/2), float32(m.Pt(6)), ui.Paper)
	}
	hud.RoundBox(p, n.seedBtn.Rect, m.Pt(4), ui.Fade(ui.SeaShallow, 0.7), ui.Fade(ui.Brass, 0.8), m.Pt(1.2))
	if n.seedBtn.Focused() {
		hud.RoundBox(p, n.seedBtn.Rect.Inset(-m.Pt(3)), m.Pt(6), nil, ui.FocusRing, m.Pt(1.5))
	}
	p.Flush()

	ui.DrawTextTracked(screen, i18n.T("newgame.heading"), fonts.Face(ui.Bold, m.Pt(20)), n.back.Rect.X+n.back.Rect.W+m.Pt(20), m.Pt(34), ui.Left, ui.Paper, m.Pt(3))
	if n.loadErr != nil {
		ui.DrawText(screen, i18n.T("newgame.load-failed", engine.Text("why", n.loadErr.Error())), fonts.Face(ui.Regular, m.Pt(13)), n.left.X, n.left.Y+m.Pt(20), ui.Left, hud.Bad)
	}
	for i, b := range n.scnBtn {
		sc := n.scenarios[i]
		r := b.Rect
		x := r.X + m.Pt(14)
		tw := r.W - m.Pt(28)
		ui.DrawText(screen, hud.Ellipsize(i18n.ScenarioName(sc), fonts.Face(ui.Bold, m.Pt(15)), tw), fonts.Face(ui.Bold, m.Pt(15)), x, r.Y+m.Pt(16), ui.Left, ui.Paper)
		dates := i18n.T("newgame.dates", engine.Nested("kind", engine.M(kindName(sc.Kind))),
			engine.Text("from", monthOf(sc.Start)), engine.Int("fromWeek", max(1, sc.StartWeek)),
			engine.Text("to", monthOf(sc.End)), engine.Int("toWeek", max(1, sc.EndWeek)), engine.Int("period", sc.Period),
			engine.Nested("boats", engine.M("newgame.boats", engine.Int("n", len(sc.OOB)))))
		ui.DrawText(screen, hud.Ellipsize(dates, fonts.Face(ui.Regular, m.Pt(11.5)), tw), fonts.Face(ui.Regular, m.Pt(11.5)), x, r.Y+m.Pt(33), ui.Left, ui.Brass)
		small := fonts.Face(ui.Regular, m.Pt(11.5))
		lines := hud.Wrap(i18n.ScenarioText(sc, "blurb"), small, tw)
		y := r.Y + m.Pt(50)
		room := int((r.Y + r.H - m.Pt(22) - y) / m.Pt(14))
		for k, ln := range lines {
			if k >= room {
				break
			}
			if k == room-1 && k < len(lines)-1 {
				ln = hud.Ellipsize(ln+" …", small, tw)
			}
			ui.DrawText(screen, ln, small, x, y, ui.Left, ui.PaperDim)
			y += m.Pt(14)
		}
		goal := i18n.T("newgame.goal", engine.Text("goal", i18n.ScenarioText(sc, "goal")))
		ui.DrawText(screen, hud.Ellipsize(goal, fonts.Face(ui.Regular, m.Pt(11)), tw), fonts.Face(ui.Regular, m.Pt(11)), x, r.Y+r.H-m.Pt(12), ui.Left, hud.DecideInk)
	}
	if n.chosen < len(n.scenarios) && len(n.scnBtn) > 0 {
		lines, y, step, _ := n.goalLines(n.chosen)
		small := fonts.Face(ui.Regular, m.Pt(12))
		for _, ln := range lines {
			ui.DrawText(screen, ln, small, n.left.X, y, ui.Left, hud.DecideInk)
			y += step
		}
	}
	ui.DrawTextTracked(screen, i18n.T("newgame.options"), fonts.Face(ui.Bold, m.Pt(12)), n.right.X, n.right.Y+m.Pt(6), ui.Left, ui.Brass, m.Pt(1.5))
	for i, b := range n.optBtn {
		o := campaign.Options[i]
		r := b.Rect
		x := r.X + m.Pt(46)
		chip := "[" + o.Rule + "]"
		mono := fonts.Face(ui.Mono, m.Pt(10.5))
		cw := ui.TextWidth(chip, mono, 0)
		ui.DrawText(screen, chip, mono, r.X+r.W-m.Pt(6), r.Y+r.H/2, ui.Right, hud.RuleInk)
		small := fonts.Face(ui.Regular, m.Pt(11.5))
		lines := hud.Wrap(b.Label, small, r.W-m.Pt(60)-cw)
		if len(lines) > 2 {
			lines = []string{lines[0], hud.Ellipsize(lines[1]+" "+lines[2], small, r.W-m.Pt(60)-cw)}
		}
		y := r.Y + r.H/2 - float64(len(lines)-1)*m.Pt(7)
		ink := ui.PaperDim
		if n.opts[o.Name] {
			ink = ui.Paper
		}
		for _, ln := range lines {
			ui.DrawText(screen, ln, small, x, y, ui.Left, ink)
			y += m.Pt(14)
		}
	}
	ui.DrawText(screen, i18n.T("newgame.seed"), fonts.Face(ui.Bold, m.Pt(13)), n.right.X, n.seedBtn.Rect.Y+n.seedBtn.Rect.H/2, ui.Left, ui.Paper)
	caret := ""
	if n.seedBtn.Focused() {
		caret = "|"
	}
	ui.DrawText(screen, n.seed+caret, fonts.Face(ui.Mono, m.Pt(14)), n.seedBtn.Rect.X+m.Pt(10), n.seedBtn.Rect.Y+n.seedBtn.Rect.H/2, ui.Left, ui.Paper)
	ui.DrawText(screen, i18n.T("newgame.seed-hint"), fonts.Face(ui.Regular, m.Pt(10.5)), n.rndBtn.Rect.X+n.rndBtn.Rect.W+m.Pt(10), n.rndBtn.Rect.Y+n.rndBtn.Rect.H/2, ui.Left, hud.Dim)
	n.rndBtn.Draw(screen, fonts, m)
	n.start.Draw(screen, fonts, m)
	n.back.Draw(screen, fonts, m)
	if n.startErr != nil {
		ui.DrawText(screen, i18n.T("newgame.start-failed", engine.Text("why", n.startErr.Error())), fonts.Face(ui.Regular, m.Pt(12)), n.right.X, n.start.Rect.Y-m.Pt(12), ui.Left, hud.Bad)
	}
}

// kindName is the message id naming a scenario kind.
func kindName(k string) string {
	if id := "scenario.kind." + k; i18n.Has(id) {
		return id
	}
	return "scenario.kind.operational"
}

func monthOf(s string) string {
	i, err := data.MonthIndex(s)
	if err != nil {
		return s
	}
	if i18n.Current() != i18n.EN {
		return i18n.MonthShort(i) // Italian runs longer: the dates line keeps to one line at 1024 px
	}
	return i18n.Month(i)
}

// StillKey implements render.Still.
func (n *NewGame) StillKey() string {
	return fmt.Sprint(n.chosen, n.opts, n.seed, n.startErr)
}
