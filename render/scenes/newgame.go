package scenes

import (
	"fmt"
	"math"
	"periscope/game/systems"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"periscope/game/campaign"
	"periscope/game/data"
	"periscope/game/engine"
	"periscope/i18n"
	"periscope/input"
	"periscope/render"
	"periscope/render/chart"
	"periscope/render/glyph"
	"periscope/render/hud"
	"periscope/render/play"
	"periscope/render/table"
	"periscope/render/ui"
)

// NewGame is the new-game page: a tab for every game the program installs
// (each theatre of the campaign, the tactical, strategic and naval games),
// and for the chosen one its scenarios with their dates and goals, its
// optional rules and interpretation switches (each with its rule and a
// one-line explanation), who plays each seat, and the seed.
type NewGame struct {
	*shared
	th        *data.Theatre
	loadErr   error
	tabs      []gameTab
	tab       int
	tabBtn    []*ui.Button
	scenarios []*data.Scenario                 // the campaign tab's scenarios
	theatreOf map[*data.Scenario]*data.Theatre // each scenario's theatre
	infos     []engine.ScenarioInfo            // another system's scenarios
	options   []engine.OptionInfo              // the tab's optional rules
	seats     []engine.Seat                    // the chosen scenario's seats
	seatBot   map[engine.Seat]bool
	seatBtn   []*ui.Button
	scnBtn    []*ui.Button
	optBtn    []*ui.Button
	optTop    int     // the first option row shown when they do not all fit
	optShown  int     // how many option rows are shown
	optArea   ui.Rect // where the shown option rows are
	seedBtn   *ui.Button
	rndBtn    *ui.Button
	start     *ui.Button
	back      *ui.Button
	focus     *ui.FocusGroup
	chosen    int
	opts      map[string]bool
	choice    map[string]int // a [35] option's value (newgame_choices.go)
	seed      string
	startErr  error
	m         ui.Metrics
	full      ui.Metrics // the screen before Fit (choose lays out again)
	left      ui.Rect
	right     ui.Rect

	// noteFrom is the first of the rows that are notes, not switches: the
	// readings a game makes without a switch (a catalogue's Notes), listed
	// after its switches, each with its rule; they do not toggle.
	noteFrom int
}

// NewNewGame returns the new-game page.
func NewNewGame(sh *shared) *NewGame {
	n := &NewGame{shared: sh, opts: map[string]bool{}, choice: map[string]int{}, seedBtn: ui.NewButton("seed", ""), rndBtn: ui.NewButton("seed-random", "New seed"),
		start: ui.NewButton("start", "Start"), back: ui.NewButton("back", "Back")}
	n.rndBtn.TextSize, n.back.TextSize = 13, 14
	n.seed = strconv.FormatUint(uint64(time.Now().UnixNano()%1_000_000_000), 10)
	n.theatreOf = map[*data.Scenario]*data.Theatre{}
	n.seatBot = map[engine.Seat]bool{}
	n.tabs = gameTabs()
	for _, t := range n.tabs {
		b := ui.NewButton("game:"+t.system+"/"+t.theatre, t.title)
		b.TextSize = 13
		n.tabBtn = append(n.tabBtn, b)
	}
	n.choose(0)
	return n
}

// gameTab is one game on the new-game page: a system's theatre.
type gameTab struct {
	system, theatre, title string
	cat                    engine.Catalogue // nil for the campaign's tabs
}

// gameTabs lists the installed games: the campaign's theatres first (the
// product's heart), then the other systems' (game/systems names them).
func gameTabs() []gameTab {
	var tabs []gameTab
	for _, in := range systems.Installed().Systems() {
		cat, _ := in.(engine.Catalogue)
		for _, th := range in.Theatres() {
			t := gameTab{system: in.ID(), theatre: th, title: in.ID() + " · " + th, cat: cat}
			if in.ID() == campaign.SystemID {
				t.cat = nil
				d, err := play.LoadTheatre(th)
				if err == nil && !chart.Covers(d) {
					continue // installed (its saves open), but its map cannot be drawn yet
				}
				if err == nil {
					t.title = i18n.TheatreTitle(d)
				}
			} else if cat != nil {
				t.title = cat.Title(th)
				if tm, ok := in.(interface{ TitleMsg() *engine.Msg }); ok {
					t.title = i18n.Text(tm.TitleMsg(), t.title)
				}
				// Five tabs share the heading's row at 1024×640: a
				// system's tab takes the catalogue's short name when it
				// has one ("newgame.tab.<system>").
				if id := "newgame.tab." + in.ID(); i18n.Has(id) {
					t.title = i18n.T(id)
				}
			}
			tabs = append(tabs, t)
		}
	}
	sort.SliceStable(tabs, func(a, b int) bool {
		return (tabs[a].cat == nil) && (tabs[b].cat != nil)
	})
	return tabs
}

// choose shows tab i: its scenarios, options and seats.
func (n *NewGame) choose(i int) {
	n.tab, n.chosen, n.loadErr, n.startErr = i, 0, nil, nil
	n.scenarios, n.infos, n.options, n.th = nil, nil, nil, nil
	n.scnBtn, n.optBtn = nil, nil
	if i < len(n.tabs) {
		t := n.tabs[i]
		if t.cat == nil {
			n.loadCampaign(t.theatre)
		} else {
			n.infos = t.cat.Scenarios(t.theatre)
			n.options = t.cat.Options(t.theatre)
		}
	}
	for _, sc := range n.scenarios {
		n.scnBtn = append(n.scnBtn, ui.NewButton("scn:"+sc.ID, sc.Name))
	}
	for _, sc := range n.infos {
		n.scnBtn = append(n.scnBtn, ui.NewButton("scn:"+sc.ID, sc.Title))
	}
	n.opts = map[string]bool{}
	clear(n.choice)
	for _, o := range n.options {
		n.optBtn = append(n.optBtn, ui.NewButton("opt:"+o.Name, o.Text))
		n.opts[o.Name] = o.Default
	}
	n.noteFrom = len(n.options)
	if i < len(n.tabs) {
		if nc, ok := n.tabs[i].cat.(interface {
			Notes(theatre string) []engine.OptionInfo
		}); ok {
			for _, o := range nc.Notes(n.tabs[i].theatre) {
				n.options = append(n.options, o)
				n.optBtn = append(n.optBtn, ui.NewButton("note:"+o.Name, o.Text))
			}
		}
	}
	n.pick(0)
}

// loadCampaign lists a campaign theatre's scenarios, patrols first.
func (n *NewGame) loadCampaign(id string) {
	th, err := play.LoadTheatre(id)
	if err != nil {
		n.loadErr = err
		return
	}
	n.th = th
	for i := range th.Scenarios {
		n.scenarios = append(n.scenarios, &th.Scenarios[i])
		n.theatreOf[&th.Scenarios[i]] = th
	}
	rank := map[string]int{data.ScenarioPatrol: 0, "operational": 1, "campaign": 2}
	sort.SliceStable(n.scenarios, func(a, b int) bool {
		if rank[n.scenarios[a].Kind] != rank[n.scenarios[b].Kind] {
			return rank[n.scenarios[a].Kind] < rank[n.scenarios[b].Kind]
		}
		return n.scenarios[a].Start < n.scenarios[b].Start
	})
	// The theatre's own switches, through the campaign's catalogue (its
	// rules system's: the Pacific lists Silent War's, not the Atlantic's).
	if cat, ok := systems.Installed().System(campaign.SystemID).(engine.Catalogue); ok {
		n.options = cat.Options(id)
	}
}

// pick chooses scenario i: its seats (the first a person's, the others
// the computer's, as a player alone at the screen wants them).
func (n *NewGame) pick(i int) {
	n.chosen = i
	n.setSeats(nil, false)
	if i < len(n.infos) && len(n.infos[i].Seats) > 1 {
		n.setSeats(n.infos[i].Seats, true)
	}
	n.campaignSeats()
	n.refocus()
}

func (n *NewGame) refocus() {
	var items []*ui.Button
	items = append(items, n.tabBtn...)
	items = append(items, n.scnBtn...)
	items = append(items, n.optBtn...)
	items = append(items, n.seatBtn...)
	items = append(items, n.seedBtn, n.rndBtn, n.start, n.back)
	n.focus = ui.NewFocusGroup(items...)
	n.focus.Focus(n.start)
	n.start.Disabled = len(n.scnBtn) == 0
	if n.m.Width > 0 {
		n.Layout(n.full)
	}
}

// campaignSeats gives the campaign tab's game its seat buttons when its
// options make more than one seat (the Pacific's two commands [SW 26.0]),
// both played by people at first: the player who turned on two-player
// command has a partner in mind, and may hand either command to the
// computer here. It reports whether the seats changed.
func (n *NewGame) campaignSeats() bool {
	if len(n.infos) > 0 || n.chosen >= len(n.scenarios) {
		return false
	}
	var opts []string
	for _, o := range n.options {
		if n.opts[o.Name] {
			opts = append(opts, o.Name)
		}
	}
	seats := campaign.Seats(n.theatreOf[n.scenarios[n.chosen]], opts)
	if len(seats) < 2 {
		seats = nil
	}
	if fmt.Sprint(seats) == fmt.Sprint(n.seats) {
		return false
	}
	n.setSeats(seats, false)
	return true
}

// setSeats gives the page a seat button per seat: the first a person's,
// the others the computer's when others is true (a player alone at the
// screen), else every seat a person's.
func (n *NewGame) setSeats(seats []engine.Seat, others bool) {
	n.seats, n.seatBtn = seats, nil
	clear(n.seatBot)
	for k, seat := range seats {
		n.seatBot[seat] = others && k > 0
		b := ui.NewButton("seat:"+string(seat), "")
		b.TextSize = 12
		b.Label = n.seatLabel(seat)
		n.seatBtn = append(n.seatBtn, b)
	}
}

// seatLabel is a seat button's words: who plays it.
func (n *NewGame) seatLabel(seat engine.Seat) string {
	who := i18n.T("table.human")
	if n.seatBot[seat] {
		who = i18n.T("table.computer")
	}
	return table.SeatName(n.tabs[n.tab].system, seat) + ": " + who
}

// Name implements render.Scene.
func (n *NewGame) Name() string { return "newgame" }

// Info implements render.Informer.
func (n *NewGame) Info() map[string]string {
	m := map[string]string{"seed": n.seed}
	if n.chosen < len(n.scenarios) {
		m["scenario"] = n.scenarios[n.chosen].ID
	}
	if n.chosen < len(n.infos) {
		m["scenario"] = n.infos[n.chosen].ID
	}
	if n.tab < len(n.tabs) {
		m["game"] = n.tabs[n.tab].system + "/" + n.tabs[n.tab].theatre
	}
	return m
}

// Layout implements render.Scene.
func (n *NewGame) Layout(m ui.Metrics) {
	n.full = m
	m = m.Fit(1000, 620)
	n.m = m
	n.rndBtn.Label, n.start.Label, n.back.Label = i18n.T("newgame.new-seed"), i18n.T("newgame.start"), i18n.T("ui.back")
	for i, b := range n.scnBtn {
		if i < len(n.scenarios) {
			b.Label = i18n.ScenarioName(n.scenarios[i])
		} else if k := i - len(n.scenarios); k < len(n.infos) {
			b.Label = i18n.Text(n.infos[k].TitleMsg, n.infos[k].Title)
		}
	}
	for i, b := range n.optBtn {
		b.Label = n.optionLabel(i)
	}
	for i, b := range n.seatBtn {
		b.Label = n.seatLabel(n.seats[i])
	}
	pad := m.Pt(20)
	head := m.Pt(70)
	// The games' tabs share the top row with Back and the heading, so the
	// scenarios and options keep the whole height below.
	tx := pad + m.Pt(90) + m.Pt(20) + ui.TextWidth(i18n.T("newgame.heading"), n.env.Fonts.Face(ui.Bold, m.Pt(20)), m.Pt(3)) + m.Pt(24)
	tw := math.Min(m.Pt(200), (m.Width-pad-tx)/math.Max(1, float64(len(n.tabBtn)))-m.Pt(6))
	for _, b := range n.tabBtn {
		b.Rect = ui.Rect{X: tx, Y: m.Pt(16), W: tw, H: m.Pt(36)}.Snap()
		tx += tw + m.Pt(6)
	}
	lw := math.Min(m.Pt(520), (m.Width-3*pad)*0.48)
	n.left = ui.Rect{X: pad, Y: head, W: lw, H: m.Height - head - pad}
	n.right = ui.Rect{X: 2*pad + lw, Y: head, W: m.Width - 3*pad - lw, H: m.Height - head - pad}
	ch := math.Min(m.Pt(100), (n.left.H-m.Pt(8)*float64(len(n.scnBtn)))/math.Max(1, float64(len(n.scnBtn))))
	for i, b := range n.scnBtn {
		b.Rect = ui.Rect{X: n.left.X, Y: n.left.Y + float64(i)*(ch+m.Pt(8)), W: n.left.W, H: ch}.Snap()
	}
	y := n.right.Y + m.Pt(24)
	seatH := 0.0
	if len(n.seatBtn) > 0 {
		seatH = m.Pt(30)*float64((len(n.seatBtn)+1)/2) + m.Pt(28)
	}
	// Each option row keeps room for its two lines; when the rows do not
	// all fit, the list scrolls (the tactical game has two dozen switches:
	// squeezed to fit at 1024×640 their lines were drawn over each other).
	avail := n.right.H - m.Pt(150) - seatH
	rh := math.Min(m.Pt(38), avail/math.Max(1, float64(len(n.optBtn))))
	n.optShown = len(n.optBtn)
	if minRow := m.Pt(34); rh < minRow {
		rh = minRow
		n.optShown = max(1, int(avail/rh))
	}
	n.optTop = max(0, min(n.optTop, len(n.optBtn)-n.optShown))
	n.optArea = ui.Rect{X: n.right.X, Y: y, W: n.right.W, H: rh * float64(n.optShown)}
	for i, b := range n.optBtn {
		if i < n.optTop || i >= n.optTop+n.optShown {
			b.Rect = ui.Rect{} // scrolled out of view: neither drawn nor hit
			continue
		}
		b.Rect = ui.Rect{X: n.right.X, Y: y, W: n.right.W, H: rh - m.Pt(3)}.Snap()
		y += rh
	}
	if len(n.seatBtn) > 0 {
		y += m.Pt(22)
		half := (n.right.W - m.Pt(6)) / 2
		for i, b := range n.seatBtn {
			b.Rect = ui.Rect{X: n.right.X + float64(i%2)*(half+m.Pt(6)), Y: y + float64(i/2)*m.Pt(30), W: half, H: m.Pt(26)}.Snap()
		}
		y += m.Pt(30) * float64((len(n.seatBtn)+1)/2)
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
	n.scrollOptions(in)
	before := n.focus.Focused()
	clicked := n.focus.Update(in)
	if f := n.focus.Focused(); f != before {
		n.showFocusedOption()
	}
	for i, b := range n.tabBtn {
		if clicked == b && i != n.tab {
			n.choose(i)
			n.focus.Focus(n.tabBtn[i])
			return nil
		}
	}
	for i, b := range n.scnBtn {
		if clicked == b && i != n.chosen {
			n.pick(i)
			n.focus.Focus(n.scnBtn[i])
		}
	}
	for i, b := range n.optBtn {
		if clicked == b && i < n.noteFrom {
			n.toggleOption(n.options[i].Name)
			b.Label = n.optionLabel(i)
			if n.campaignSeats() {
				n.refocus()
				n.Layout(n.full)
				n.focus.Focus(b)
			}
		}
	}
	for i, b := range n.seatBtn {
		if clicked == b {
			n.seatBot[n.seats[i]] = !n.seatBot[n.seats[i]]
			b.Label = n.seatLabel(n.seats[i])
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

// scrollOptions moves the option list when it does not all fit: the wheel
// over it, Page Up/Down while an option has the focus, and the arrows at its
// shown ends.
func (n *NewGame) scrollOptions(in *input.State) {
	if n.optShown >= len(n.optBtn) {
		return
	}
	step := 0
	over := false
	for _, p := range in.Pointers {
		if n.optArea.Contains(p.X, p.Y) {
			over = true
		}
	}
	if over {
		step = wheelRows(in)
	}
	f := n.focus.Focused()
	for i, b := range n.optBtn {
		if f != b {
			continue
		}
		if in.Consume(input.PageDown) {
			step += n.optShown
		}
		if in.Consume(input.PageUp) {
			step -= n.optShown
		}
		if i == n.optTop+n.optShown-1 && i+1 < len(n.optBtn) && in.Consume(input.Down) {
			step++
			n.focus.Focus(n.optBtn[i+1])
		}
		if i == n.optTop && i > 0 && in.Consume(input.Up) {
			step--
			n.focus.Focus(n.optBtn[i-1])
		}
	}
	if step != 0 {
		n.optTop = max(0, min(n.optTop+step, len(n.optBtn)-n.optShown))
		n.Layout(n.full)
	}
}

// showFocusedOption scrolls the option list to the focused option when the
// focus has just moved there (Tab reaches the rows out of view too; the
// wheel may then scroll the focused row away).
func (n *NewGame) showFocusedOption() {
	f := n.focus.Focused()
	for i, b := range n.optBtn {
		if f == b && (i < n.optTop || i >= n.optTop+n.optShown) {
			n.optTop = max(0, min(i-n.optShown/2, len(n.optBtn)-n.optShown))
			n.Layout(n.full)
			return
		}
	}
}

// begin starts the chosen scenario and shows its map.
func (n *NewGame) begin(ctx *render.SceneContext) {
	seed, err := strconv.ParseUint(n.seed, 10, 64)
	if err != nil {
		seed = 1
	}
	if n.chosen < len(n.infos) {
		n.beginOther(ctx, seed)
		return
	}
	if n.chosen >= len(n.scenarios) {
		return
	}
	sc := n.scenarios[n.chosen]
	th := n.theatreOf[sc]
	rec := engine.Record{System: campaign.SystemID, Theatre: th.ID, Scenario: sc.ID, Seed: seed}
	for _, o := range n.options {
		if n.opts[o.Name] {
			rec.Options = append(rec.Options, n.recordOption(o.Name))
		}
	}
	s, err := play.New(th, rec, n.env.Saver)
	if err != nil {
		n.startErr = err
		return
	}
	for _, seat := range n.seats {
		s.Core.SetSeatBot(seat, n.seatBot[seat])
	}
	if n.env.Saver != nil {
		s.SaveErr = n.env.Saver.Autosave(s.Core)
	}
	ctx.Scenes.Replace(NewCampaign(n.env, s))
}

// beginOther starts a scenario of a system other than the campaign, with
// the seats the player gave the computer, on its table.
func (n *NewGame) beginOther(ctx *render.SceneContext, seed uint64) {
	t := n.tabs[n.tab]
	rec := engine.Record{System: t.system, Theatre: t.theatre, Scenario: n.infos[n.chosen].ID, Seed: seed}
	for _, o := range n.options {
		if n.opts[o.Name] {
			rec.Options = append(rec.Options, o.Name)
		}
	}
	if n.infos[n.chosen].Kind == "design" { // the tactical builder [55–63]
		b, err := newBuilder(n.shared, rec, n.seatBot)
		if err != nil {
			n.startErr = err
			return
		}
		ctx.Scenes.Push(b)
		return
	}
	p, err := play.Start(rec, n.env.Saver)
	if err != nil {
		n.startErr = err
		return
	}
	c := p.Base()
	for seat, bot := range n.seatBot {
		c.SetSeatBot(seat, bot)
	}
	if n.env.Saver != nil {
		c.SaveErr = n.env.Saver.Autosave(c)
	}
	ctx.Scenes.Replace(playScene(n.env, p))
}

// Controls implements render.Describer.
func (n *NewGame) Controls() []ui.Info { return n.focus.Infos() }

// Draw implements render.Scene.
func (n *NewGame) Draw(screen *ebiten.Image) {
	m := n.m
	fonts := n.env.Fonts
	n.chart.DrawSea(screen, m, n.sea())
	p := &glyph.Painter{Dst: screen}
	hud.Fill(p, ui.Rect{W: m.Width, H: m.Height}, ui.Fade(ui.SeaDeep, 0.55))
	for i, b := range n.tabBtn {
		fill, edge := ui.Fade(hud.PanelFill, 0.9), ui.Fade(hud.PanelEdge, 1)
		if i == n.tab {
			fill, edge = ui.Fade(hud.RowFocus, 0.97), ui.Brass
		} else if b.Hovered() {
			fill = ui.Fade(hud.RowHover, 0.97)
		}
		hud.RoundBox(p, b.Rect, m.Pt(5), fill, edge, m.Pt(1.2))
		if b.Focused() {
			hud.RoundBox(p, b.Rect.Inset(-m.Pt(3)), m.Pt(7), nil, ui.FocusRing, m.Pt(1.5))
		}
	}
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
		if b.Rect.W == 0 {
			continue
		}
		on := n.opts[n.options[i].Name]
		if b.Hovered() || b.Focused() {
			hud.RoundBox(p, b.Rect, m.Pt(4), ui.Fade(hud.RowHover, 0.9), nil, 0)
		}
		if b.Focused() {
			hud.RoundBox(p, b.Rect, m.Pt(4), nil, ui.FocusRing, m.Pt(1.2))
		}
		if i >= n.noteFrom {
			// A note: a reading without a switch, a brass ring.
			p.Circle(float32(b.Rect.X+m.Pt(21)), float32(b.Rect.Y+b.Rect.H/2), float32(m.Pt(6)), ui.Fade(ui.Brass, 0.9))
			p.Circle(float32(b.Rect.X+m.Pt(21)), float32(b.Rect.Y+b.Rect.H/2), float32(m.Pt(4.5)), ui.Fade(ui.SeaDeep, 1))
			continue
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
	for i, b := range n.tabBtn {
		f := fonts.Face(ui.Bold, m.Pt(12.5))
		ink := ui.PaperDim
		if i == n.tab {
			ink = ui.Paper
		}
		ui.DrawText(screen, hud.Ellipsize(b.Label, f, b.Rect.W-m.Pt(12)), f, b.Rect.X+b.Rect.W/2, b.Rect.Y+b.Rect.H/2, ui.Center, ink)
	}
	for i, b := range n.scnBtn {
		if i >= len(n.scenarios) {
			n.drawInfo(screen, b.Rect, n.infos[i-len(n.scenarios)])
			continue
		}
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
	if n.chosen < len(n.scenarios) && len(n.scnBtn) > 0 && len(n.infos) == 0 {
		lines, y, step, _ := n.goalLines(n.chosen)
		small := fonts.Face(ui.Regular, m.Pt(12))
		for _, ln := range lines {
			ui.DrawText(screen, ln, small, n.left.X, y, ui.Left, hud.DecideInk)
			y += step
		}
	}
	ui.DrawTextTracked(screen, i18n.T("newgame.options"), fonts.Face(ui.Bold, m.Pt(12)), n.right.X, n.right.Y+m.Pt(6), ui.Left, ui.Brass, m.Pt(1.5))
	if len(n.seatBtn) > 0 {
		first := n.seatBtn[0].Rect
		ui.DrawTextTracked(screen, i18n.T("newgame.seats"), fonts.Face(ui.Bold, m.Pt(12)), n.right.X, first.Y-m.Pt(10), ui.Left, ui.Brass, m.Pt(1.5))
		for _, b := range n.seatBtn {
			b.Draw(screen, fonts, m)
		}
	}
	if n.optShown < len(n.optBtn) {
		hint := i18n.T("ui.scroll-range", engine.Int("from", n.optTop+1), engine.Int("to", n.optTop+n.optShown), engine.Int("of", len(n.optBtn)))
		ui.DrawText(screen, hint, fonts.Face(ui.Regular, m.Pt(11)), n.right.X+n.right.W, n.right.Y+m.Pt(6), ui.Right, ui.Fade(ui.PaperDim, 0.7))
	}
	for i, b := range n.optBtn {
		if b.Rect.W == 0 {
			continue
		}
		o := n.options[i]
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
		} else if i >= n.noteFrom {
			ink = hud.DecideInk
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

// sea is the backdrop's sea: the campaign theatre's, from its data
// (data.Map.Ocean); the North Atlantic's otherwise.
func (n *NewGame) sea() Sea {
	if n.th == nil || n.th.Map.Ocean == nil {
		return Sea{}
	}
	return Sea{Name: i18n.OceanName(n.th), Lon: n.th.Map.Ocean.Lon, Lat: n.th.Map.Ocean.Lat}
}

// drawInfo draws the card of another system's scenario: its title, its
// kind and seats, and its blurb.
func (n *NewGame) drawInfo(screen *ebiten.Image, r ui.Rect, sc engine.ScenarioInfo) {
	m := n.m
	fonts := n.env.Fonts
	x := r.X + m.Pt(14)
	tw := r.W - m.Pt(28)
	bold := fonts.Face(ui.Bold, m.Pt(15))
	ui.DrawText(screen, hud.Ellipsize(i18n.Text(sc.TitleMsg, sc.Title), bold, tw), bold, x, r.Y+m.Pt(16), ui.Left, ui.Paper)
	var seats []string
	for _, s := range sc.Seats {
		seats = append(seats, table.SeatName(n.tabs[n.tab].system, s))
	}
	line := i18n.T(kindName(sc.Kind))
	if len(seats) > 0 {
		line += " · " + strings.Join(seats, " – ")
	}
	small := fonts.Face(ui.Regular, m.Pt(11.5))
	ui.DrawText(screen, hud.Ellipsize(line, small, tw), small, x, r.Y+m.Pt(33), ui.Left, ui.Brass)
	y := r.Y + m.Pt(50)
	for _, ln := range hud.Wrap(i18n.Text(sc.BlurbMsg, sc.Blurb), small, tw) {
		if y > r.Y+r.H-m.Pt(8) {
			break
		}
		ui.DrawText(screen, ln, small, x, y, ui.Left, ui.PaperDim)
		y += m.Pt(14)
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
	return fmt.Sprint(n.tab, n.chosen, n.opts, n.seatBot, n.seed, n.startErr)
}
