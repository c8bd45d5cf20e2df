package scenes

import (
	"fmt"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"periscope/game/engine"
	"periscope/i18n"
	"periscope/input"
	"periscope/render"
	"periscope/render/combat"
	"periscope/render/hud"
	"periscope/render/play"
	"periscope/render/ui"
)

// BotCombats is the summary of the combats the bot fought in its turn
// (issue 14, item 2): one row a combat — the boats, the area, the date,
// what the log says came of it, whether the player watched it — each with
// a Replay button that plays it again on the combat board.
type BotCombats struct {
	env    *render.Env
	s      *play.Session
	fought []*combat.Fought

	rows    []*ui.Button // the Replay buttons, one a combat
	up      *ui.Button
	down    *ui.Button
	close   *ui.Button
	focus   *ui.FocusGroup
	off     int // first row shown
	visible int // rows that fit
	errMsg  string

	m     ui.Metrics
	card  ui.Rect
	rowY  []float64
	rowH  float64    // a combat's row
	rowHs []float64  // each row shown
	lines [][]string // per row: where and who, what came of it, then why (a raid turned back)
	whys  []string   // per row: why a raid was turned back, unwrapped ("" for a combat)
}

// NewBotCombats returns the summary of fought over under (the map).
func NewBotCombats(env *render.Env, s *play.Session, fought []*combat.Fought) *BotCombats {
	b := &BotCombats{env: env, s: s, fought: fought,
		up: ui.NewButton("rows-up", "▲"), down: ui.NewButton("rows-down", "▼"),
		close: ui.NewButton("close", i18n.T("botcombats.close"))}
	for i, f := range fought {
		l := i18n.T("botcombats.replay")
		if f.TurnedBack != nil {
			l = i18n.T("botcombats.no-board")
		}
		r := ui.NewButton(fmt.Sprintf("replay:%d", i), l)
		r.TextSize = 13
		r.Disabled = f.Snap == nil
		b.rows = append(b.rows, r)
	}
	b.up.TextSize, b.down.TextSize = 12, 12
	b.lines = make([][]string, len(fought))
	b.whys = make([]string, len(fought))
	for i, f := range fought {
		d := b.describe(f)
		b.lines[i] = d[:]
		b.whys[i] = whyLine(f)
	}
	return b
}

// whyLine is what turned a raid back, each entry with its rule: "U-47 is
// spotted (transit event) [19.1] · U-47 must return to base (transit
// event) [19.12]" ("" for a combat).
func whyLine(f *combat.Fought) string {
	var parts []string
	for _, e := range f.TurnedBack {
		t := strings.TrimSpace(i18n.Text(e.Msg, e.Text))
		if e.Rule != "" && !strings.Contains(t, "["+e.Rule+"]") {
			t = i18n.T("botcombats.why", engine.Text("text", t), engine.Text("rule", e.Rule))
		}
		parts = append(parts, t)
	}
	return strings.Join(parts, "  ·  ")
}

// describe is a combat's two lines: where and who, and what came of it.
func (b *BotCombats) describe(f *combat.Fought) [2]string {
	area := f.Area
	if area != "" {
		area = i18n.AreaName(b.s.Theatre, area)
	}
	where := i18n.T("botcombats.where", engine.Text("boats", strings.Join(f.Boats, ", ")), engine.Text("area", area), engine.Text("date", i18n.Text(f.DateMsg, f.Date)))
	if f.TurnedBack != nil {
		st := i18n.T("botcombats.raid-back")
		for _, e := range f.TurnedBack {
			if e.Roll != nil {
				st = i18n.T("botcombats.raid-nothing")
			}
		}
		if f.Lost > 0 {
			st += "  ·  " + i18n.T("botcombats.lost", engine.Int("n", f.Lost))
		}
		return [2]string{where, st}
	}
	var res []string
	if f.Ships > 0 {
		res = append(res, i18n.T("botcombats.sunk", engine.Int("ships", f.Ships), engine.KT("tons", f.Tons)))
	} else {
		res = append(res, i18n.T("botcombats.none-sunk"))
	}
	if f.Lost > 0 {
		res = append(res, i18n.T("botcombats.lost", engine.Int("n", f.Lost)))
	}
	if f.Watched {
		res = append(res, i18n.T("botcombats.watched"))
	} else {
		res = append(res, i18n.T("botcombats.skipped"))
	}
	return [2]string{where, strings.Join(res, "  ·  ")}
}

// whyLineH is the height of a line of a raid's reasons, in points.
const whyLineH = 17

// Name implements render.Scene.
func (b *BotCombats) Name() string { return "bot-combats" }

// Layout implements render.Scene.
func (b *BotCombats) Layout(m ui.Metrics) {
	m = m.Fit(360, 320)
	b.m = m
	wPt, hPt := m.Points()
	cw := m.Pt(math.Min(680, wPt-32))
	bw, bh := m.Pt(110), m.Pt(38)
	// A raid turned back gets its reasons wrapped under its two lines.
	textW := cw - m.Pt(48) - bw - m.Pt(12)
	why := b.env.Fonts.Face(ui.Regular, m.Pt(12))
	b.rowH = m.Pt(58)
	heights := make([]float64, len(b.fought))
	total := 0.0
	for i := range b.fought {
		b.lines[i] = b.lines[i][:2]
		if b.whys[i] != "" {
			b.lines[i] = append(b.lines[i], hud.Wrap(b.whys[i], why, textW)...)
		}
		heights[i] = b.rowH + float64(len(b.lines[i])-2)*m.Pt(whyLineH)
		total += heights[i]
	}
	ch := math.Min(m.Pt(hPt-24), m.Pt(120+90)+total)
	b.card = ui.Centered(m.Width/2, m.Height/2, cw, ch).Snap()
	top := b.card.Y + m.Pt(84)
	bottom := b.card.Y + b.card.H - m.Pt(84)
	// The rows that fit from b.off (at least one); all of them when they
	// all fit.
	fits := func(from int) int {
		n, y := 0, top
		for i := from; i < len(b.fought) && (n == 0 || y+heights[i] <= bottom+0.5); i++ {
			y += heights[i]
			n++
		}
		return n
	}
	if fits(0) >= len(b.fought) {
		b.off = 0
	}
	for b.off > 0 && b.off+fits(b.off) >= len(b.fought) && fits(b.off-1) > len(b.fought)-b.off {
		b.off-- // scrolled to the end: show as many as fit
	}
	b.off = max(0, min(b.off, len(b.fought)-1))
	b.visible = fits(b.off)
	b.rowY = b.rowY[:0]
	b.rowHs = b.rowHs[:0]
	y := top
	for i, r := range b.rows {
		k := i - b.off
		if k < 0 || k >= b.visible {
			r.Rect = ui.Rect{}
			continue
		}
		b.rowY = append(b.rowY, y)
		b.rowHs = append(b.rowHs, heights[i])
		r.Rect = ui.Rect{X: b.card.X + b.card.W - m.Pt(24) - bw, Y: y + (b.rowH-bh)/2, W: bw, H: bh}.Snap()
		y += heights[i]
	}
	scroll := b.visible < len(b.fought)
	b.up.Rect, b.down.Rect = ui.Rect{}, ui.Rect{}
	if scroll {
		sw := m.Pt(44)
		y := bottom + m.Pt(4)
		b.up.Rect = ui.Rect{X: b.card.X + m.Pt(24), Y: y, W: sw, H: m.Pt(28)}.Snap()
		b.down.Rect = ui.Rect{X: b.card.X + m.Pt(24) + sw + m.Pt(8), Y: y, W: sw, H: m.Pt(28)}.Snap()
	}
	b.up.Disabled = !scroll || b.off == 0
	b.down.Disabled = !scroll || b.off+b.visible >= len(b.fought)
	cbw := m.Pt(160)
	b.close.Rect = ui.Rect{X: m.Width/2 - cbw/2, Y: b.card.Y + b.card.H - m.Pt(22) - m.Pt(44), W: cbw, H: m.Pt(44)}.Snap()
	items := []*ui.Button{}
	for i, r := range b.rows {
		if i >= b.off && i < b.off+b.visible {
			items = append(items, r)
		}
	}
	if scroll {
		items = append(items, b.up, b.down)
	}
	items = append(items, b.close)
	var was *ui.Button
	if b.focus != nil {
		was = b.focus.Focused()
	}
	b.focus = ui.NewFocusGroup(items...)
	if was != nil {
		b.focus.Focus(was)
	}
}

// Update implements render.Scene.
func (b *BotCombats) Update(ctx *render.SceneContext) error {
	in := ctx.Input
	chosen := b.focus.Update(in)
	switch {
	case chosen == b.close || chosen == nil && in.Consume(input.Back):
		ctx.Scenes.Pop()
	case chosen == b.up:
		b.off = max(0, b.off-1)
		b.Layout(ctx.Metrics)
	case chosen == b.down:
		b.off++
		b.Layout(ctx.Metrics)
	case chosen != nil:
		for i, r := range b.rows {
			if r == chosen {
				b.replay(ctx, i)
			}
		}
	}
	return nil
}

// replay opens the board on a replay of combat i.
func (b *BotCombats) replay(ctx *render.SceneContext, i int) {
	rep, err := combat.NewReplay(b.s.Theatre, b.fought[i], b.s.RecordView(), b.s.Log())
	if err != nil {
		b.errMsg = i18n.T("botcombats.failed", engine.Text("why", err.Error()))
		return
	}
	b.errMsg = ""
	ctx.Scenes.Push(combat.New(b.env, rep, combat.Options{Name: "replay", Replay: true, OpenRule: openRule}))
}

// Controls implements render.Describer.
func (b *BotCombats) Controls() []ui.Info { return b.focus.Infos() }

// Info implements render.Informer: each combat's lines, for tests.
func (b *BotCombats) Info() map[string]string {
	out := map[string]string{"combats": fmt.Sprint(len(b.fought)), "error": b.errMsg}
	for i, l := range b.lines {
		out[fmt.Sprintf("combat%d", i)] = l[0] + " — " + l[1]
		if b.whys[i] != "" {
			out[fmt.Sprintf("combat%d", i)] += " — " + b.whys[i]
		}
	}
	return out
}

// Draw implements render.Scene.
func (b *BotCombats) Draw(screen *ebiten.Image) {
	m := b.m
	ui.FillRoundRect(screen, ui.Rect{W: m.Width, H: m.Height}, 0, ui.SeaDeep)
	ui.FillRoundRect(screen, b.card, m.Pt(10), ui.Fade(ui.SeaDeep, 0.97))
	ui.StrokeRoundRect(screen, b.card.Inset(m.Pt(0.5)), m.Pt(10), m.Pt(1), ui.Fade(ui.Brass, 0.7))
	fonts := b.env.Fonts
	cx := m.Width / 2
	y := b.card.Y + m.Pt(38)
	ui.DrawTextTracked(screen, i18n.T("botcombats.heading"), fonts.Face(ui.Bold, m.Pt(18)), cx, y, ui.Center, ui.Paper, m.Pt(2))
	drawRule(screen, cx-m.Pt(110), cx+m.Pt(110), math.Round(y+m.Pt(20))+0.5, float32(m.PtR(1)))
	head, body := fonts.Face(ui.Bold, m.Pt(14)), fonts.Face(ui.Regular, m.Pt(13))
	why := fonts.Face(ui.Regular, m.Pt(12))
	x := b.card.X + m.Pt(24)
	for k, ry := range b.rowY {
		i := b.off + k
		textW := b.rows[i].Rect.X - m.Pt(12) - x
		if k > 0 {
			ui.FillRoundRect(screen, ui.Rect{X: x, Y: ry, W: b.card.W - m.Pt(48), H: m.PtR(1)}, 0, ui.Fade(ui.ChartInk, 0.35))
		}
		ui.DrawText(screen, hud.Ellipsize(b.lines[i][0], head, textW), head, x, ry+b.rowH*0.34, ui.Left, ui.Paper)
		clr := ui.PaperDim
		if b.fought[i].Ships > 0 {
			clr = ui.Brass
		}
		ui.DrawText(screen, hud.Ellipsize(b.lines[i][1], body, textW), body, x, ry+b.rowH*0.68, ui.Left, clr)
		for j, l := range b.lines[i][2:] {
			ui.DrawText(screen, l, why, x, ry+b.rowH*0.68+float64(j+1)*m.Pt(whyLineH), ui.Left, ui.PaperDim)
		}
	}
	if b.errMsg != "" {
		ui.DrawText(screen, b.errMsg, body, cx, b.close.Rect.Y-m.Pt(14), ui.Center, ui.Brass)
	}
	for _, r := range b.rows {
		if r.Rect.W > 0 {
			r.Draw(screen, fonts, m)
		}
	}
	if b.up.Rect.W > 0 {
		b.up.Draw(screen, fonts, m)
		b.down.Draw(screen, fonts, m)
	}
	b.close.Draw(screen, fonts, m)
}
