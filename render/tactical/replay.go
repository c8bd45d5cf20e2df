package tactical

import (
	"fmt"
	"image"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"periscope/game/engine"
	tac "periscope/game/tactical"
	"periscope/i18n"
	"periscope/render/table"
	"periscope/render/ui"
)

// The turn's replay: the moves plotted at once in phase 1 [5.1] are shown
// one phase after another (tac.Match.LastTurn: the convoy's, the escorts',
// the torpedoes', the boats', then the ASW resolution's sinkings), each
// ship's move drawn as a trail from where it stood, for replayDraws draws
// a phase. A button on the board starts it; a click on its caption shows
// the next phase at once; a click on the board or a key of a plot stops it. Each seat sees only what it could see then: a boat
// hidden at that moment is not drawn for the escorts [21].

// replayRef is the ref of the board's replay button.
const replayRef = "replay"

// replayDraws is how long each phase is shown (draws; about 0.9 s at 60).
const replayDraws = 54

// startReplay starts the replay, or while it runs shows the next phase at
// once (a click on its caption).
func (b *Board) startReplay(m *tac.Match) {
	switch {
	case m == nil || len(m.LastTurn()) < 2:
	case b.replay > 0:
		b.replay, b.replayTick = b.replay+1, 0
		if b.replay > len(m.LastTurn()) {
			b.replay = 0
		}
	default:
		b.replay, b.replayTick = 1, 0
	}
}

// Replaying reports whether the replay is running (tests).
func (b *Board) Replaying() bool { return b.replay > 0 }

// drawReplay draws the replay's frame in place of the live ships and
// torpedoes and moves it on; false when no replay runs.
func (b *Board) drawReplay(dst *ebiten.Image, f frame, m *tac.Match, v table.View) bool {
	frames := m.LastTurn()
	if b.replay <= 0 || b.replay > len(frames) {
		b.replay = 0
		return false
	}
	cur := frames[b.replay-1]
	prev := frames[max(0, b.replay-2)]
	w := float32(math.Max(2, f.scale/4))
	for i := range cur.Vessels {
		vs := &cur.Vessels[i]
		if vs.Exited || !visible(m, vs, v.Seat) {
			continue
		}
		if i < len(prev.Vessels) && b.replay > 1 {
			if pv := &prev.Vessels[i]; pv.Bow != vs.Bow && !pv.Exited && visible(m, pv, v.Seat) {
				x0, y0 := f.px(pv.Bow)
				x1, y1 := f.px(vs.Bow)
				vector.StrokeLine(dst, float32(x0), float32(y0), float32(x1), float32(y1), w, plotCol, true)
			}
		}
		b.drawVessel(dst, f, m, vs, v)
	}
	for _, t := range cur.Torpedoes {
		if t.Gone || v.Seat != tac.SeatSub && !m.SeesTorpedo(t) {
			continue
		}
		x, y := f.px(t.Hex)
		a := float64(t.Heading12().Angle()-90) * math.Pi / 180
		dx, dy := math.Cos(a)*f.scale*0.7, math.Sin(a)*f.scale*0.7
		vector.StrokeLine(dst, float32(x-dx), float32(y-dy), float32(x+dx), float32(y+dy), float32(math.Max(1.5, f.scale/5)), torpCol, true)
	}
	b.placeLabels(dst, v)
	// The caption: which turn, which phase, how far.
	phase := engine.M("tac.replay.start")
	if cur.Phase != nil {
		phase = cur.Phase
	}
	line := i18n.T("tac.replay.caption", engine.Int("turn", frames[0].Turn), engine.Nested("phase", phase),
		engine.Int("k", b.replay), engine.Int("n", len(frames)))
	b.replayBtn = b.banner(dst, f.r, v, line, false)
	b.replayTick++
	if b.replayTick >= replayDraws {
		b.replay, b.replayTick = b.replay+1, 0
		if b.replay > len(frames) {
			b.replay = 0
		}
	}
	return true
}

// drawReplayButton draws the button that starts the replay of the last
// turn, when there is one.
func (b *Board) drawReplayButton(dst *ebiten.Image, r image.Rectangle, m *tac.Match, v table.View) {
	b.replayBtn = image.Rectangle{}
	frames := m.LastTurn()
	if len(frames) < 2 || v.Fonts == nil {
		return
	}
	b.replayBtn = b.banner(dst, r, v, i18n.T("tac.replay.button", engine.Int("turn", frames[0].Turn)), true)
}

// banner draws a line of text on a shade at the board's top right: the
// replay's button (edged) or its caption. It returns where it drew.
func (b *Board) banner(dst *ebiten.Image, r image.Rectangle, v table.View, s string, button bool) image.Rectangle {
	if v.Fonts == nil {
		return image.Rectangle{}
	}
	sc := math.Max(v.Scale, 1)
	face := v.Fonts.Face(ui.Bold, 12*sc)
	tw := ui.TextWidth(s, face, 0)
	// At the top right, under the turn's line: the foot of the board is
	// where the table shows the draft.
	h := 26 * sc
	x, y := float64(r.Max.X)-tw-28*sc, float64(r.Min.Y)+28*sc
	box := image.Rect(int(x), int(y), int(x+tw+20*sc), int(y+h))
	vector.FillRect(dst, float32(box.Min.X), float32(box.Min.Y), float32(box.Dx()), float32(box.Dy()), labelShade, false)
	if button {
		vector.StrokeRect(dst, float32(box.Min.X), float32(box.Min.Y), float32(box.Dx()), float32(box.Dy()), float32(math.Max(1, sc)), plotCol, false)
	}
	ui.DrawText(dst, s, face, x+10*sc, y+h/2, ui.Left, ui.Paper)
	return box
}

var _ table.InfoBoard = (*Board)(nil)

// BoardInfo implements table.InfoBoard for the page's test hook: the plot
// drafted, the replay's frame (0: none) and the replay button's centre.
func (b *Board) BoardInfo(g engine.Game) map[string]string {
	out := map[string]string{"tac-plot": b.draft.plot.String(), "tac-replay": strconv.Itoa(b.replay), "tac-los": b.losNote,
		"tac-spread": strconv.Itoa(len(b.draft.launches))} // torpedoes in the drafted spread (the browser test fires one)
	if !b.replayBtn.Empty() {
		c := b.replayBtn.Min.Add(b.replayBtn.Max).Div(2)
		out["tac-replay-button"] = fmt.Sprintf("%d,%d", c.X, c.Y)
	}
	return out
}

// HexCentre is the pixel of a hex's centre on a board drawn in r for the
// seat (tests point at it).
func HexCentre(r image.Rectangle, g engine.Game, seat engine.Seat, h tac.Hex) (x, y float64, ok bool) {
	m, ok := g.(*tac.Match)
	if !ok {
		return 0, 0, false
	}
	x, y = view(r, m, seat).px(h)
	return x, y, true
}
