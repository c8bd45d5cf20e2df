package scenes

import (
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"periscope/game/engine"
	"periscope/game/systems"
	"periscope/game/tactical"
	"periscope/i18n"
	"periscope/input"
	"periscope/render"
	"periscope/render/glyph"
	"periscope/render/hud"
	"periscope/render/play"
	"periscope/render/ui"
)

// Builder is the tactical game's scenario builder, design your own
// [55–63] (issue 18): the player picks the period, light, length,
// weather, sea, convoy, escorts and boats within the rules' limits (classes and
// torpedoes in service in the period [55], 1–18 merchantmen [20.2], at most
// eight escorts and four boats, up to 60 turns [57], convoy turns limited
// [58], reload rate by crew [59], cargo [60], depth-charge stock [61], loads
// as carried or rolled [62], weather chosen or left to [50]) and plays it. The battle is
// a tactical.Design: its text is the record's scenario, so the game saves,
// reloads and replays like S1–S12.
type Builder struct {
	*shared
	lib     *tactical.Library
	d       tactical.Design
	rec     engine.Record // system, theatre, seed and options from the new-game page
	seatBot map[engine.Seat]bool
	rows    []*builderRow
	start   *ui.Button
	back    *ui.Button
	focus   *ui.FocusGroup
	err     error
	m       ui.Metrics
	full    ui.Metrics
	panel   ui.Rect
	cols    [2]ui.Rect
	sprites ui.Sprites
}

// builderRow is one choice: a label and a value stepped back and forth
// through the values the rules allow.
type builderRow struct {
	key        string // "period", "escort3", …
	prev, next *ui.Button
	values     func() []string // the allowed values, as the design writes them
	get        func() string
	set        func(string)
	label      func() string // the row's name
	show       func(v string) string
	col        int
}

// newBuilder opens the builder on a first design (the catalogue's example).
func newBuilder(sh *shared, rec engine.Record, seatBot map[engine.Seat]bool) (*Builder, error) {
	lib, err := systems.Tactical().Load()
	if err != nil {
		return nil, err
	}
	b := &Builder{shared: sh, lib: lib, d: tactical.ExampleDesign, rec: rec, seatBot: map[engine.Seat]bool{}}
	b.d.Escorts = slices.Clone(b.d.Escorts)
	b.d.Boats = slices.Clone(b.d.Boats)
	for k, v := range seatBot {
		b.seatBot[k] = v
	}
	b.start = ui.NewButton("build:start", "")
	b.back = ui.NewButton("back", "")
	b.addRows()
	var items []*ui.Button
	for _, r := range b.rows {
		items = append(items, r.prev, r.next)
	}
	items = append(items, b.back, b.start)
	b.focus = ui.NewFocusGroup(items...)
	b.focus.Focus(b.start)
	b.check()
	return b, nil
}

// periods are the periods a design may take: autumn 1939 to summer 1945.
func builderPeriods() []string {
	var out []string
	for p := tactical.Period(3); p <= tactical.Period((45-39)*4+2); p++ {
		out = append(out, strings.ReplaceAll(p.String(), "'", ""))
	}
	return out
}

func (b *Builder) period() tactical.Period {
	p, _ := tactical.ParsePeriod(b.d.Period)
	return p
}

// boatChoices are the boats in service in the period, each with each of
// its torpedoes in service ("VIIC/G7e").
func (b *Builder) boatChoices() []string {
	_, boats := tactical.DesignChoicesAt(b.lib.Data, b.period())
	var out []string
	for _, c := range boats {
		for _, t := range b.lib.Data.Subs[c].Torpedoes {
			tt := b.lib.Data.Torpedoes[t]
			if tt == nil {
				continue
			}
			if f, err := tactical.ParsePeriod(tt.From); err == nil && f > b.period() {
				continue
			}
			out = append(out, c+"/"+t)
		}
	}
	return out
}

func (b *Builder) addRows() {
	add := func(r *builderRow) {
		r.prev = ui.NewButton("build:"+r.key+":prev", "‹")
		r.next = ui.NewButton("build:"+r.key, "")
		r.prev.TextSize, r.next.TextSize = 13, 12.5
		b.rows = append(b.rows, r)
	}
	t := func(id string) func() string { return func() string { return i18n.T(id) } }
	add(&builderRow{key: "period", label: t("tac.build.period"), values: builderPeriods,
		get: func() string { return b.d.Period }, set: b.setPeriod, show: periodWords})
	add(&builderRow{key: "light", label: t("tac.build.light"), values: func() []string { return []string{"day", "night"} },
		get: func() string {
			if b.d.Night {
				return "night"
			}
			return "day"
		}, set: func(v string) { b.d.Night = v == "night" }, show: func(v string) string { return i18n.T("tac.build.light." + v) }})
	add(&builderRow{key: "turns", label: t("tac.build.turns"), values: func() []string {
		return []string{"10", "15", "20", "25", "30", "40", "50", "60"}
	}, get: func() string { return fmt.Sprint(b.d.Turns) }, set: func(v string) { fmt.Sscan(v, &b.d.Turns) },
		show: func(v string) string {
			var n int
			fmt.Sscan(v, &n)
			return i18n.T("tac.build.turns.n", engine.Int("n", n))
		}})
	add(&builderRow{key: "weather", label: t("tac.build.weather"), values: func() []string {
		out := []string{""}
		for _, w := range tactical.DesignWeathers {
			out = append(out, string(w))
		}
		return out
	}, get: func() string { return string(b.d.Weather) }, set: func(v string) { b.d.Weather = tactical.Weather(v) },
		show: func(v string) string {
			if v == "" {
				return i18n.T("tac.build.weather.rolled")
			}
			return i18n.T("tac.weather." + v)
		}})
	add(&builderRow{key: "convoy", label: t("tac.build.convoy"), values: func() []string {
		out := []string{"0"}
		for n := 1; n <= 18; n++ {
			out = append(out, fmt.Sprint(n))
		}
		return out
	}, get: func() string { return fmt.Sprint(b.d.Convoy) }, set: func(v string) { fmt.Sscan(v, &b.d.Convoy) },
		show: func(v string) string {
			var n int
			fmt.Sscan(v, &n)
			if n == 0 {
				return i18n.T("tac.build.none")
			}
			return i18n.T("tac.build.convoy.n", engine.Int("n", n))
		}})
	add(&builderRow{key: "speed", label: t("tac.build.speed"), values: func() []string { return []string{"fast", "slow"} },
		get: func() string {
			if b.d.Slow {
				return "slow"
			}
			return "fast"
		}, set: func(v string) { b.d.Slow = v == "slow" }, show: func(v string) string { return i18n.T("tac.build.speed." + v) }})
	// The convoy's flag [63]: the rulebook's American types, or a nation's merchantmen in service.
	add(&builderRow{key: "merchants", label: t("tac.build.merchants"), values: func() []string {
		return append([]string{""}, tactical.MerchantNations(b.lib.Data, b.period())...)
	}, get: func() string { return b.d.Merchants }, set: func(v string) { b.d.Merchants = v },
		show: func(v string) string {
			if v == "" {
				return i18n.T("tac.build.merchants.rulebook")
			}
			return i18n.T("tac.nation." + v)
		}})
	add(&builderRow{key: "loads", label: t("tac.build.loads"), values: func() []string { return []string{"full", "rolled"} },
		get: func() string {
			if b.d.RollLoads {
				return "rolled"
			}
			return "full"
		}, set: func(v string) { b.d.RollLoads = v == "rolled" }, show: func(v string) string { return i18n.T("tac.build.loads." + v) }})
	add(&builderRow{key: "cargo", label: t("tac.build.cargo"), values: func() []string { return []string{"class", "rolled"} },
		get: func() string {
			if b.d.RollCargo {
				return "rolled"
			}
			return "class"
		}, set: func(v string) { b.d.RollCargo = v == "rolled" }, show: func(v string) string { return i18n.T("tac.build.cargo." + v) }})
	// Design your own rules [58, 59, 61] (game/tactical own.go).
	add(&builderRow{key: "convoyturns", label: t("tac.build.convoyturns"), values: func() []string { return []string{"0", "3", "5"} },
		get: func() string { return fmt.Sprint(b.d.ConvoyTurns) }, set: func(v string) { fmt.Sscan(v, &b.d.ConvoyTurns) },
		show: func(v string) string {
			var n int
			fmt.Sscan(v, &n)
			if n == 0 {
				return i18n.T("tac.build.convoyturns.free")
			}
			return i18n.T("tac.build.convoyturns.n", engine.Int("n", n))
		}})
	add(&builderRow{key: "reload", label: t("tac.build.reload"), values: func() []string { return []string{"", "advanced", "basic"} },
		get: func() string { return b.d.Reload }, set: func(v string) { b.d.Reload = v },
		show: func(v string) string {
			if v == "" {
				v = "three"
			}
			return i18n.T("tac.build.reload." + v)
		}})
	add(&builderRow{key: "dcstock", label: t("tac.build.dcstock"), values: func() []string { return []string{"full", "rolled"} },
		get: func() string {
			if b.d.DCStock {
				return "rolled"
			}
			return "full"
		}, set: func(v string) { b.d.DCStock = v == "rolled" }, show: func(v string) string { return i18n.T("tac.build.dcstock." + v) }})
	for i := 0; i < 8; i++ {
		add(&builderRow{key: fmt.Sprintf("escort%d", i+1), col: 1,
			label: func() string { return i18n.T("tac.build.escort", engine.Int("n", i+1)) },
			values: func() []string {
				es, _ := tactical.DesignChoicesAt(b.lib.Data, b.period())
				return append([]string{""}, es...)
			},
			get: func() string { return slotOf(b.d.Escorts, i) },
			set: func(v string) { b.d.Escorts = setSlot(b.d.Escorts, i, v) },
			show: func(v string) string {
				if v == "" {
					return i18n.T("tac.build.none")
				}
				// The class as the board and the log name it, and its nation [63].
				if c := b.lib.Data.Ships[v]; c != nil {
					return i18n.T("tac.build.class", engine.Text("class", v), engine.Nested("nation", engine.M("tac.nation."+c.Nation)))
				}
				return v
			}})
	}
	for i := 0; i < 4; i++ {
		add(&builderRow{key: fmt.Sprintf("boat%d", i+1), col: 1,
			label: func() string { return i18n.T("tac.build.boat", engine.Int("n", i+1)) },
			values: func() []string {
				if i == 0 {
					return b.boatChoices()
				}
				return append([]string{""}, b.boatChoices()...)
			},
			get: func() string { return b.boatSlot(i) },
			set: func(v string) { b.d.Boats = setSlot(b.d.Boats, i, v) },
			show: func(v string) string {
				if v == "" {
					return i18n.T("tac.build.none")
				}
				c, t, _ := strings.Cut(v, "/")
				if sc := b.lib.Data.Subs[c]; sc != nil {
					return i18n.T("tac.build.boatclass", engine.Text("class", c), engine.Text("torpedo", t), engine.Nested("nation", engine.M("tac.nation."+sc.Nation)))
				}
				return c + " · " + t
			}})
	}
	// The weather table's column [50]: by the first boat's nation [63], or chosen.
	add(&builderRow{key: "sea", col: 1, label: t("tac.build.sea"),
		values: func() []string { return append([]string{""}, tactical.DesignSeas...) },
		get:    func() string { return b.d.Sea }, set: func(v string) { b.d.Sea = v },
		show: func(v string) string {
			if v == "" {
				return i18n.T("tac.build.sea.nation")
			}
			return i18n.T("tac.sea." + v)
		}})
}

// boatSlot is boat i as "class/torpedo" (a design may leave the torpedo
// to the class's first).
func (b *Builder) boatSlot(i int) string {
	v := slotOf(b.d.Boats, i)
	if v != "" && !strings.Contains(v, "/") {
		if c := b.lib.Data.Subs[v]; c != nil && len(c.Torpedoes) > 0 {
			v += "/" + c.Torpedoes[0]
		}
	}
	return v
}

func slotOf(list []string, i int) string {
	if i < len(list) {
		return list[i]
	}
	return ""
}

// setSlot sets slot i of a list of forces ("" removes it); the list stays
// packed, the empty slots last.
func setSlot(list []string, i int, v string) []string {
	out := slices.Clone(list)
	if i < len(out) {
		out[i] = v
	} else if v != "" {
		out = append(out, v)
	}
	return slices.DeleteFunc(out, func(s string) bool { return s == "" })
}

// setPeriod changes the period and drops what is not in service yet
// [55]: the first boat becomes the first boat in service.
func (b *Builder) setPeriod(v string) {
	b.d.Period = v
	es, _ := tactical.DesignChoicesAt(b.lib.Data, b.period())
	b.d.Escorts = slices.DeleteFunc(slices.Clone(b.d.Escorts), func(e string) bool { return !slices.Contains(es, e) })
	if !slices.Contains(tactical.MerchantNations(b.lib.Data, b.period()), b.d.Merchants) {
		b.d.Merchants = "" // that flag's merchantmen are not in service yet
	}
	boats := b.boatChoices()
	var keep []string
	for i := range b.d.Boats {
		if s := b.boatSlot(i); slices.Contains(boats, s) {
			keep = append(keep, s)
		}
	}
	if len(keep) == 0 && len(boats) > 0 {
		keep = []string{boats[0]}
	}
	b.d.Boats = keep
}

// periodWords is a period as words: "autumn 1942".
func periodWords(v string) string {
	p, err := tactical.ParsePeriod(v)
	if err != nil {
		return v
	}
	season := []string{"winter", "spring", "summer", "autumn"}[int(p)%4]
	return i18n.T("tac.build.season", engine.Nested("season", engine.M("tac.build.season."+season)), engine.Text("year", fmt.Sprint(1939+int(p)/4)))
}

// step moves a row's value by dir (+1 or −1), wrapping round.
func (b *Builder) step(r *builderRow, dir int) {
	vs := r.values()
	if len(vs) == 0 {
		return
	}
	k := slices.Index(vs, r.get())
	k = ((k+dir)%len(vs) + len(vs)) % len(vs)
	r.set(vs[k])
	b.check()
}

// check builds the design's scenario: the reason it cannot be played, as
// a message, or nil.
func (b *Builder) check() {
	b.err = nil
	if b.d.Convoy == 0 && len(b.d.Escorts) == 0 {
		b.err = fmt.Errorf("%s", i18n.T("tac.build.nothing"))
	} else if _, err := b.d.Scenario(b.lib.Data); err != nil {
		b.err = err
	}
	b.start.Disabled = b.err != nil
}

// Design is the battle as designed (tests, the page hook).
func (b *Builder) Design() tactical.Design { return b.d }

// Name implements render.Scene.
func (b *Builder) Name() string { return "tactical-builder" }

// Info implements render.Informer.
func (b *Builder) Info() map[string]string {
	m := map[string]string{"design": b.d.String()}
	if b.err != nil {
		m["error"] = b.err.Error()
	}
	return m
}

// Controls implements render.Describer.
func (b *Builder) Controls() []ui.Info { return b.focus.Infos() }

// Layout implements render.Scene: two columns, the battle's terms on the
// left and its forces on the right.
func (b *Builder) Layout(m ui.Metrics) {
	b.full = m
	m = m.Fit(1000, 620)
	b.m = m
	b.start.Label, b.back.Label = i18n.T("newgame.start"), i18n.T("ui.back")
	pad := m.Pt(20)
	b.panel = ui.Rect{X: pad, Y: m.Pt(62), W: m.Width - 2*pad, H: m.Height - m.Pt(62) - pad}
	cw := (b.panel.W - 3*m.Pt(16)) / 2
	b.cols[0] = ui.Rect{X: b.panel.X + m.Pt(16), Y: b.panel.Y + m.Pt(14), W: cw, H: b.panel.H - m.Pt(28)}
	b.cols[1] = ui.Rect{X: b.cols[0].X + cw + m.Pt(16), Y: b.cols[0].Y, W: cw, H: b.cols[0].H}
	rh := math.Min(m.Pt(34), (b.cols[1].H-m.Pt(8))/13) // the forces and the sea
	y := [2]float64{b.cols[0].Y, b.cols[1].Y}
	lw := math.Min(m.Pt(150), cw*0.36)
	for _, r := range b.rows {
		c := b.cols[r.col]
		bh := rh - m.Pt(6)
		r.prev.Rect = ui.Rect{X: c.X + lw, Y: y[r.col], W: bh, H: bh}.Snap()
		r.next.Rect = ui.Rect{X: c.X + lw + bh + m.Pt(4), Y: y[r.col], W: c.W - lw - bh - m.Pt(4), H: bh}.Snap()
		y[r.col] += rh
	}
	bw := math.Min(m.Pt(200), cw*0.6)
	b.start.Rect = ui.Rect{X: b.cols[0].X + b.cols[0].W - bw, Y: b.panel.Y + b.panel.H - m.Pt(58), W: bw, H: m.Pt(44)}.Snap()
	b.back.Rect = ui.Rect{X: pad, Y: m.Pt(14), W: m.Pt(90), H: m.Pt(36)}.Snap()
	b.labels()
}

// labels writes each row's value on its button.
func (b *Builder) labels() {
	for _, r := range b.rows {
		r.next.Label = r.show(r.get()) + "  ›"
	}
}

// Update implements render.Scene.
func (b *Builder) Update(ctx *render.SceneContext) error {
	in := ctx.Input
	// Left and Right on a focused row step its value back and forth.
	if f := b.focus.Focused(); f != nil {
		for _, r := range b.rows {
			if f == r.next || f == r.prev {
				if in.Consume(input.Right) {
					b.step(r, +1)
				}
				if in.Consume(input.Left) {
					b.step(r, -1)
				}
			}
		}
	}
	clicked := b.focus.Update(in)
	for _, r := range b.rows {
		switch clicked {
		case r.next:
			b.step(r, +1)
		case r.prev:
			b.step(r, -1)
		}
	}
	b.labels()
	switch clicked {
	case b.start:
		b.begin(ctx)
	case b.back:
		ctx.Scenes.Pop()
	}
	if clicked == nil && in.Consume(input.Back) {
		ctx.Scenes.Pop()
	}
	return nil
}

// begin plays the designed battle: its text is the record's scenario.
func (b *Builder) begin(ctx *render.SceneContext) {
	b.check()
	if b.err != nil {
		return
	}
	rec := b.rec
	rec.Scenario = b.d.String()
	p, err := play.Start(rec, b.env.Saver)
	if err != nil {
		b.err = err
		return
	}
	c := p.Base()
	for seat, bot := range b.seatBot {
		c.SetSeatBot(seat, bot)
	}
	if b.env.Saver != nil {
		c.SaveErr = b.env.Saver.Autosave(c)
	}
	ctx.Scenes.Pop() // the new-game page under the builder
	ctx.Scenes.Replace(playScene(b.env, p))
}

// Draw implements render.Scene.
func (b *Builder) Draw(screen *ebiten.Image) {
	m := b.m
	fonts := b.env.Fonts
	b.chart.DrawSea(screen, m, Sea{})
	p := &glyph.Painter{Dst: screen}
	hud.Fill(p, ui.Rect{W: m.Width, H: m.Height}, ui.Fade(ui.SeaDeep, 0.55))
	p.Flush()
	panel(screen, b.panel, m, &b.sprites)
	ui.DrawTextTracked(screen, i18n.T("tac.build.heading"), fonts.Face(ui.Bold, m.Pt(20)), b.back.Rect.X+b.back.Rect.W+m.Pt(20), m.Pt(34), ui.Left, ui.Paper, m.Pt(3))
	small := fonts.Face(ui.Regular, m.Pt(12.5))
	for _, r := range b.rows {
		c := b.cols[r.col]
		ui.DrawText(screen, hud.Ellipsize(r.label(), small, r.prev.Rect.X-c.X-m.Pt(8)), small, c.X, r.next.Rect.Y+r.next.Rect.H/2, ui.Left, ui.PaperDim)
		r.prev.Draw(screen, fonts, m)
		r.next.Draw(screen, fonts, m)
	}
	// Under the terms: who wins, and why the battle cannot start yet.
	var last ui.Rect // the terms' last row
	for _, r := range b.rows {
		if r.col == 0 {
			last = r.next.Rect
		}
	}
	y := last.Y + last.H + m.Pt(26)
	note := fonts.Face(ui.Regular, m.Pt(12))
	for _, ln := range hud.Wrap(i18n.T("tac.build.victory"), note, b.cols[0].W) {
		ui.DrawText(screen, ln, note, b.cols[0].X, y, ui.Left, hud.DecideInk)
		y += m.Pt(16)
	}
	y += m.Pt(6)
	for _, ln := range hud.Wrap(i18n.T("tac.build.limits"), note, b.cols[0].W) {
		ui.DrawText(screen, ln, note, b.cols[0].X, y, ui.Left, hud.Dim)
		y += m.Pt(16)
	}
	if b.err != nil {
		y += m.Pt(6)
		for _, ln := range hud.Wrap(b.errText(), note, b.cols[0].W) {
			ui.DrawText(screen, ln, note, b.cols[0].X, y, ui.Left, hud.Bad)
			y += m.Pt(16)
		}
	}
	b.back.Draw(screen, fonts, m)
	b.start.Draw(screen, fonts, m)
}

// errText is why the design cannot start, in the player's language.
func (b *Builder) errText() string {
	if b.d.Convoy == 0 && len(b.d.Escorts) == 0 {
		return i18n.T("tac.build.nothing")
	}
	return i18n.T("tac.build.refused", engine.Text("why", b.err.Error()))
}
