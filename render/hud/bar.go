package hud

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"periscope/game/campaign"
	"periscope/game/engine"
	"periscope/game/systems"
	"periscope/i18n"
	"periscope/render/glyph"
	"periscope/render/play"
	"periscope/render/ui"
)

// phaseInfo names a phase step of the sequence of play [4.0].
type phaseInfo struct {
	Step  string
	Name  string
	Short string
	Rule  string
	Major []int // the rule numbers whose phase marks fall in it
}

var phaseTable = []phaseInfo{
	{"phase.war-events", "War events", "Events", "5.0", []int{5}},
	{"phase.torpedo", "Torpedoes", "Torp.", "6.0", []int{6}},
	{"phase.intel", "Intelligence", "Intel", "7.0", []int{7}},
	{"phase.reinforce", "Reinforcements", "Reinf.", "8.0", []int{8}},
	{"phase.readiness", "Readiness", "Ready", "9.0", []int{9}},
	{"phase.repair", "Repair", "Repair", "10.0", []int{10}},
	{"phase.prepare", "Prepare", "Prep.", "11.0", []int{11}},
	{"phase.operations", "Operations", "Ops", "12.0", []int{12, 13, 14}},
	{"phase.transit", "Transit", "Transit", "15.0", []int{15}},
	{"phase.end-turn", "End of turn", "End", "16.0", []int{16}},
	{"phase.war-progress", "War progress", "Progress", "17.0", []int{17}},
}

// Phases returns the phases of the scenario's turn, in order.
func Phases(g *campaign.Game) []phaseInfo {
	var out []phaseInfo
	for _, step := range g.Phases() {
		for _, p := range phaseTable {
			if p.Step == string(step) {
				if i18n.Has(p.Step) {
					p.Name, p.Short = i18n.T(p.Step), i18n.T(p.Step+".short")
				}
				out = append(out, p)
			}
		}
	}
	return out
}

// currentPhase returns the index in phases of the phase a rule number
// belongs to, or -1 (set-up, turn start).
func currentPhase(phases []phaseInfo, rule string) int {
	maj, err := strconv.Atoi(strings.SplitN(rule, ".", 2)[0])
	if err != nil {
		return -1
	}
	for i, p := range phases {
		for _, m := range p.Major {
			if m == maj {
				return i
			}
		}
	}
	return -1
}

// Bar is the top bar: a menu button, the date, turn and war period, the
// tracks, and under them the sequence-of-play bar with the current phase.
type Bar struct {
	Menu  *ui.Button
	Rect  ui.Rect
	layer Layer
	m     ui.Metrics
	// phaseRects are the sequence bar's cells (for the rule links).
	phaseRects []ui.Rect
	phases     []phaseInfo
}

// NewBar returns a top bar.
func NewBar() *Bar {
	b := &Bar{Menu: ui.NewButton("menu", "Menu")}
	b.Menu.TextSize = 13
	return b
}

// BarHeight is the bar's height in points.
const BarHeight = 62

// Layout places the bar across the top of the screen.
func (b *Bar) Layout(m ui.Metrics) {
	b.m = m
	b.Rect = ui.Rect{W: m.Width, H: m.PtR(BarHeight)}
	b.Menu.Rect = ui.Rect{X: m.Pt(8), Y: m.Pt(5), W: m.Pt(64), H: m.Pt(28)}.Snap()
}

// PhaseAt returns the rule of the sequence-bar phase under a point, or "".
func (b *Bar) PhaseAt(x, y float64) string {
	for i, r := range b.phaseRects {
		if r.Contains(x, y) && i < len(b.phases) {
			return b.phases[i].Rule
		}
	}
	return ""
}

type barKey struct {
	rev  int
	m    ui.Metrics
	menu ui.Info
}

// Draw draws the bar for the session's view.
func (b *Bar) Draw(dst *ebiten.Image, fonts *ui.Fonts, ps play.Playing) {
	m := b.m
	s := ps.Base()
	b.layer.Draw(dst, b.Rect, barKey{s.Rev(), m, b.Menu.Info()}, func(img *ebiten.Image) {
		b.paint(img, fonts, headOf(ps))
	})
	b.Menu.Draw(dst, fonts, m)
}

// Head is what the top bar shows of a game: a big line (the date), the
// line under it, the tracks from the right, and the sequence of play.
type Head struct {
	Title, Sub string
	Tracks     []track
	Phases     []phaseInfo
	Current    int
}

type track struct{ label, value string }

// scenarioTitles are the scenarios' titles as messages, by
// "system/theatre/scenario" (nil where the system's catalogue has none).
var scenarioTitles = map[string]*engine.Msg{}

// scenarioTitle is a table game's scenario name in the player's language:
// its title message from the system's catalogue (engine.Catalogue), or
// fallback (the game's Summary, in English).
func scenarioTitle(system, theatre, scenario, fallback string) string {
	key := system + "/" + theatre + "/" + scenario
	m, ok := scenarioTitles[key]
	if !ok {
		if cat, isCat := systems.Installed().System(system).(engine.Catalogue); isCat {
			for _, sc := range cat.Scenarios(theatre) {
				if sc.ID == scenario {
					m = sc.TitleMsg
				}
			}
		}
		scenarioTitles[key] = m
	}
	return i18n.Text(m, fallback)
}

// headOf is the campaign's head for a campaign session, and for any other
// game what it says of itself (engine.Headline, engine.Summarizer).
func headOf(ps play.Playing) Head {
	if s, ok := ps.(*play.Session); ok {
		return campaignHead(s)
	}
	c := ps.Base()
	h := Head{Current: -1}
	sum := c.Summary()
	h.Title = i18n.Text(sum.DateMsg, sum.Date)
	rv := c.RecordView()
	name := scenarioTitle(rv.System, rv.Theatre, rv.Scenario, sum.ScenarioName)
	if sum.ScenarioNameMsg != nil {
		name = i18n.Text(sum.ScenarioNameMsg, sum.ScenarioName)
	}
	h.Sub = name
	if sum.Turn > 0 {
		h.Sub = i18n.T("bar.turn-of", engine.Int("turn", sum.Turn), engine.Text("scenario", name))
	}
	if hl, ok := c.Game().(engine.Headline); ok {
		seat := engine.Everyone
		if p := c.Live(); p != nil {
			seat = p.Seat
		}
		for _, t := range hl.Tracks(seat) {
			label := t.Label
			if t.LabelMsg != nil {
				label = i18n.Text(t.LabelMsg, t.Label)
			}
			h.Tracks = append(h.Tracks, track{strings.ToUpper(label), t.Value})
		}
		phases, cur := hl.Sequence()
		for _, ph := range phases {
			name := ph.Name
			if ph.NameMsg != nil {
				name = i18n.Text(ph.NameMsg, ph.Name)
			}
			short := ph.Short
			if ph.NameMsg != nil && i18n.Has(ph.NameMsg.ID+".short") {
				short = i18n.T(ph.NameMsg.ID + ".short")
			} else if ph.NameMsg != nil && i18n.Current() != i18n.EN {
				short = name // no short name in the language: the name, shortened to fit
			}
			if short == "" {
				short = name
			}
			h.Phases = append(h.Phases, phaseInfo{Name: name, Short: short, Rule: ph.Rule})
		}
		h.Current = cur
	}
	return h
}

// campaignHead is the campaign's bar: the date and period, its tracks and
// its sequence of play [4.0].
func campaignHead(s *play.Session) Head {
	st := s.View()
	g := s.Game()
	h := Head{
		Title: i18n.T("bar.date", engine.Text("month", i18n.MonthShort(st.Month)), engine.Int("week", st.Week)),
		Sub:   i18n.T("bar.turn", engine.Int("turn", st.Turn), engine.Int("period", st.Period), engine.Text("scenario", i18n.ScenarioName(g.Scenario()))),
		Tracks: []track{
			{i18n.T("bar.ships"), i18n.Current().Int(st.Tracks.Ships)},
			{i18n.T("bar.tonnage"), i18n.Current().KT(st.Tracks.Tons)},
			{i18n.T("bar.lost"), fmt.Sprint(st.Tracks.SubsLost)},
			{i18n.T("bar.vp"), fmt.Sprint(st.Tracks.VP)},
		},
		Phases: Phases(g),
	}
	// The theatre's own tracks (B-Dienst and Enigma, or Ultra and the
	// torpedo track) come from its ruleset.
	for _, t := range g.TheatreTracks(st) {
		h.Tracks = append(h.Tracks, track{strings.ToUpper(i18n.Text(t.LabelMsg, t.Label)), t.Value})
	}
	h.Current = currentPhase(h.Phases, st.Phase)
	return h
}

func (b *Bar) paint(img *ebiten.Image, fonts *ui.Fonts, head Head) {
	m := b.m
	p := &glyph.Painter{Dst: img}
	row1 := m.PtR(38)
	Fill(p, ui.Rect{W: b.Rect.W, H: b.Rect.H}, BarFill)
	Fill(p, ui.Rect{Y: row1, W: b.Rect.W, H: b.Rect.H - row1}, ui.Fade(ui.SeaDeep, 1))
	Fill(p, ui.Rect{Y: b.Rect.H - m.PtR(1), W: b.Rect.W, H: m.PtR(1)}, ui.BrassDim)
	Fill(p, ui.Rect{Y: row1, W: b.Rect.W, H: m.PtR(1)}, ui.Fade(PanelEdge, 0.7))

	// Tracks, from the right.
	tracks := head.Tracks
	lab := fonts.Face(ui.Bold, m.Pt(8.5))
	val := fonts.Face(ui.Bold, m.Pt(14))
	x := b.Rect.W - m.Pt(10)
	type placed struct {
		t    track
		x, w float64
	}
	var ps []placed
	minX := m.Pt(330)
	for i := len(tracks) - 1; i >= 0; i-- {
		t := tracks[i]
		w := math.Max(ui.TextWidth(t.label, lab, m.Pt(0.8)), ui.TextWidth(t.value, val, 0)) + m.Pt(16)
		if x-w < minX {
			break
		}
		x -= w
		ps = append(ps, placed{t, x, w})
		x -= m.Pt(4)
	}
	var texts []func()
	for _, q := range ps {
		r := ui.Rect{X: q.x, Y: m.Pt(4), W: q.w, H: row1 - m.Pt(8)}
		RoundBox(p, r, m.Pt(3), ui.Fade(ui.SeaShallow, 0.55), ui.Fade(PanelEdge, 0.9), m.Pt(1))
		q := q
		texts = append(texts, func() {
			cx := q.x + q.w/2
			ui.DrawTextTracked(img, q.t.label, lab, cx, m.Pt(12), ui.Center, Dim, m.Pt(0.8))
			ui.DrawText(img, q.t.value, val, cx, m.Pt(25), ui.Center, ui.Paper)
		})
	}

	// The sequence of play.
	b.phases = head.Phases
	cur := head.Current
	b.phaseRects = b.phaseRects[:0]
	n := len(b.phases)
	if n > 0 {
		x0, x1 := m.Pt(8), b.Rect.W-m.Pt(8)
		gap := m.Pt(14)
		cw := (x1 - x0 - gap*float64(n-1)) / float64(n)
		face := fonts.Face(ui.Regular, m.Pt(11))
		bold := fonts.Face(ui.Bold, m.Pt(11))
		long := true
		for _, ph := range b.phases {
			if ui.TextWidth(ph.Name+" "+strings.TrimSuffix(ph.Rule, ".0"), bold, 0) > cw-m.Pt(8) {
				long = false
			}
		}
		y0, h := row1+m.Pt(4), b.Rect.H-row1-m.Pt(8)
		for i, ph := range b.phases {
			r := ui.Rect{X: x0 + float64(i)*(cw+gap), Y: y0, W: cw, H: h}.Snap()
			b.phaseRects = append(b.phaseRects, r)
			fill, edge := ui.Fade(ui.SeaShallow, 0.35), ui.Fade(PanelEdge, 0.6)
			ink := Dim
			switch {
			case i == cur:
				fill, edge, ink = ui.Fade(ui.Brass, 0.9), ui.Brass, ui.SeaDeep
			case i < cur:
				ink = ui.Fade(ui.PaperDim, 0.45)
			}
			RoundBox(p, r, m.Pt(3), fill, edge, m.Pt(1))
			if i > 0 {
				ax := r.X - gap/2
				ay := r.Y + r.H/2
				a := m.Pt(3)
				p.Polygon([]float32{float32(ax - a/2), float32(ay - a), float32(ax + a/2), float32(ay), float32(ax - a/2), float32(ay + a)}, ui.Fade(ui.PaperDim, 0.5))
			}
			label := ph.Name
			if !long {
				label = ph.Short
			}
			label += " " + strings.TrimSuffix(ph.Rule, ".0")
			f := face
			if i == cur {
				f = bold
			}
			label = Ellipsize(label, f, r.W-m.Pt(6))
			rr, ink2 := r, ink
			texts = append(texts, func() { ui.DrawText(img, label, f, rr.X+rr.W/2, rr.Y+rr.H/2, ui.Center, ink2) })
		}
	}
	p.Flush()
	for _, t := range texts {
		t()
	}

	// Date, turn, period and scenario beside the menu button.
	dx := b.Menu.Rect.X + b.Menu.Rect.W + m.Pt(14)
	date := head.Title
	big := fonts.Face(ui.Bold, m.Pt(17))
	ui.DrawText(img, date, big, dx, m.Pt(14), ui.Left, ui.Paper)
	sub := head.Sub
	room := minX - dx
	if len(ps) > 0 {
		room = ps[len(ps)-1].x - dx - m.Pt(8)
	}
	small := fonts.Face(ui.Regular, m.Pt(11.5))
	ui.DrawText(img, Ellipsize(sub, small, room), small, dx, m.Pt(29), ui.Left, ui.PaperDim)
}
