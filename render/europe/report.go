package europe

import (
	"fmt"
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"periscope/game/engine"
	"periscope/game/europe"
	"periscope/i18n"
	"periscope/render/table"
	"periscope/render/ui"
)

// drawReport is the after-game report over the map when the game is over:
// the winner and why [2, A3], each power's production, treasury,
// territories taken and losses, and the production of every round.
func (b *Board) drawReport(dst *ebiten.Image, r image.Rectangle, rep *europe.AfterGame, v table.View, scale float64) {
	l := newLayer(dst)
	defer l.flush()
	w := math.Min(float64(r.Dx())-24*scale, 720*scale)
	h := math.Min(float64(r.Dy())-24*scale, 430*scale)
	box := ui.Rect{X: float64(r.Min.X) + (float64(r.Dx())-w)/2, Y: float64(r.Min.Y) + 12*scale, W: w, H: h}
	l.box(box, 6*scale, boardPaper, borderInk, 1.5*scale)
	title := v.Fonts.Face(ui.Bold, 15*scale)
	bold := v.Fonts.Face(ui.Bold, 10.5*scale)
	face := v.Fonts.Face(ui.Regular, 10.5*scale)
	pad := 14 * scale
	x, y := box.X+pad, box.Y+pad+8*scale
	head := i18n.T("europe.report.over")
	if rep.Winner != "" {
		head = i18n.T("europe.log.victory." + rep.Winner)
	}
	l.text(head, title, x, y, ui.Left, borderInk)
	y += 22 * scale
	if rep.Reason != "" {
		l.text(i18n.T("europe.report.reason."+rep.Reason), face, x, y, ui.Left, dimInk)
		y += 16 * scale
	}
	l.text(i18n.T("europe.report.rounds", engine.Int("n", rep.Rounds)), face, x, y, ui.Left, dimInk)
	y += 24 * scale

	// The table: one row a power.
	cols := []string{"production", "treasury", "taken", "lost", "ipc-lost"}
	colX := func(k int) float64 { return x + 150*scale + float64(k)*(w-2*pad-150*scale)/float64(len(cols)) }
	for k, c := range cols {
		l.text(i18n.T("europe.report.head."+c), bold, colX(k+1)-6*scale, y, ui.Right, borderInk)
	}
	y += 18 * scale
	for _, p := range rep.Powers {
		l.box(ui.Rect{X: x, Y: y - 5*scale, W: 10 * scale, H: 10 * scale}, 2*scale, powerFill[p.Power], nil, 0)
		l.text(i18n.T("europe.power."+string(p.Power)), face, x+16*scale, y, ui.Left, borderInk)
		for k, n := range []int{p.Production, p.Treasury, p.Taken, p.UnitsLost, p.IPCLost} {
			l.text(fmt.Sprint(n), face, colX(k+1)-6*scale, y, ui.Right, borderInk)
		}
		y += 18 * scale
	}
	y += 10 * scale

	// Production per round.
	l.text(i18n.T("europe.report.chart"), bold, x, y, ui.Left, borderInk)
	y += 10 * scale
	chart := ui.Rect{X: x + 24*scale, Y: y, W: w - 2*pad - 24*scale, H: box.Y + box.H - pad - y - 14*scale}
	if chart.H < 30*scale || len(rep.Income) == 0 {
		return
	}
	l.box(chart, 0, color.RGBA{0xff, 0xff, 0xfa, 0xff}, color.RGBA{0xb8, 0xb0, 0x9c, 0xff}, 1)
	top := 10
	for _, row := range rep.Income {
		for _, n := range row {
			top = max(top, n)
		}
	}
	top = (top + 9) / 10 * 10
	small := v.Fonts.Face(ui.Regular, 9*scale)
	l.text(fmt.Sprint(top), small, chart.X-4*scale, chart.Y+4*scale, ui.Right, dimInk)
	l.text("0", small, chart.X-4*scale, chart.Y+chart.H, ui.Right, dimInk)
	n := len(rep.Income)
	px := func(k int) float32 { return float32(chart.X + chart.W*(float64(k)+0.5)/float64(n)) }
	py := func(v int) float32 { return float32(chart.Y + chart.H - chart.H*float64(v)/float64(top)) }
	for k := range rep.Income {
		if n <= 12 || k%2 == 0 {
			l.text(fmt.Sprint(k+1), small, float64(px(k)), chart.Y+chart.H+8*scale, ui.Center, dimInk)
		}
	}
	for _, p := range europe.Powers {
		var pts []float32
		for k, row := range rep.Income {
			pts = append(pts, px(k), py(row[p]))
			l.p.Circle(px(k), py(row[p]), float32(2.2*scale), powerInk[p])
		}
		if len(pts) >= 4 {
			l.p.Line(pts, float32(2*scale), powerInk[p], false)
		}
	}
}
