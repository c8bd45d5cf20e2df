package hud

import (
	"fmt"
	"math"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"periscope/game/engine"
	"periscope/i18n"
	"periscope/input"
	"periscope/render/glyph"
	"periscope/render/ui"
)

// The tutorial (issue 14, "a first evening that teaches"): a guided first
// patrol. A small card explains the turn, the sides of a counter, the odds,
// RTB, the combat board and TDC as each first comes up, one at a time.
// "Got it" goes on to the next tip when it comes up; "Skip tutorial" ends
// it. The tips seen are kept in the player's settings, so the tutorial
// resumes where it stopped in the next game or after a reload; the
// settings screen turns it on again from the start. The card is placed in
// a corner of the scene clear of everything the player may click there.

// Tip is one step of the tutorial.
type Tip struct {
	// ID names the tip (its text is the message "tutorial.<ID>").
	ID string
	// Scene is where it is shown: "map" or "combat".
	Scene string
	// When reports whether the tip's subject is on screen.
	When func(TipContext) bool
}

// TipContext is what the tips look at.
type TipContext struct {
	Scene  string
	Prompt *engine.Prompt
	// Log is the part of the game's log shown so far.
	Log []engine.Entry
	// TDC reports a TDC marker on the combat board.
	TDC bool
}

func hasOutcome(p *engine.Prompt, out string) bool {
	if p == nil {
		return false
	}
	for _, o := range p.Options {
		for _, d := range o.Odds {
			if d.Outcome == out && d.P > 0 {
				return true
			}
		}
	}
	return false
}

func hasOdds(p *engine.Prompt) bool {
	if p == nil {
		return false
	}
	for _, o := range p.Options {
		if len(o.Odds) > 0 {
			return true
		}
	}
	return false
}

// Tips are the tutorial's steps, in the order a first patrol meets them.
var Tips = []Tip{
	{ID: "turn", Scene: "map", When: func(c TipContext) bool { return c.Prompt != nil }},
	{ID: "counter", Scene: "map", When: func(c TipContext) bool { return c.Prompt != nil }},
	{ID: "odds", Scene: "map", When: func(c TipContext) bool { return hasOdds(c.Prompt) }},
	{ID: "rtb", Scene: "map", When: func(c TipContext) bool { return hasOutcome(c.Prompt, "RTB") }},
	{ID: "combat", Scene: "combat", When: func(c TipContext) bool { return true }},
	{ID: "tdc", Scene: "combat", When: func(c TipContext) bool { return c.TDC }},
	{ID: "log", Scene: "map", When: func(c TipContext) bool { return len(c.Log) > 0 }},
}

// TutorialScenario is the scenario the tutorial guides, on the map and on
// the combat board alike.
const TutorialScenario = "u47-scapa-flow"

// TutorState is what the tutorial keeps between games: the player's
// settings implement it (render.Settings).
type TutorState interface {
	TutorialOn() bool
	TutorialSeen(id string) bool
	// SetTutorial marks a tip seen ("" with off: the tutorial skipped).
	SetTutorial(seen string, off bool)
}

// Tutor shows the tutorial's tips in one scene.
type Tutor struct {
	Next, Skip *ui.Button
	// Tip is the tip shown ("" none).
	Tip   string
	Card  ui.Rect
	lines []string
	head  string
	m     ui.Metrics
	key   string
}

// NewTutor returns the tutorial's card for a scene.
func NewTutor() *Tutor {
	t := &Tutor{Next: ui.NewButton("tut-next", "Got it"), Skip: ui.NewButton("tut-skip", "Skip tutorial")}
	t.Next.TextSize, t.Skip.TextSize = 12, 12
	return t
}

// Update picks the tip to show and answers its buttons. It returns true
// when the card consumed the input (a button was pressed).
func (t *Tutor) Update(in *input.State, st TutorState, c TipContext) bool {
	if st == nil || !st.TutorialOn() {
		t.Tip = ""
		return false
	}
	if t.Tip != "" && t.Card.W > 0 {
		switch {
		case t.Next.Update(in):
			st.SetTutorial(t.Tip, false)
			t.Tip = ""
			return true
		case t.Skip.Update(in):
			st.SetTutorial("", true)
			t.Tip = ""
			return true
		}
	}
	t.Tip = ""
	for _, tip := range Tips {
		if st.TutorialSeen(tip.ID) {
			continue
		}
		if tip.Scene == c.Scene && tip.When(c) {
			t.Tip = tip.ID
		}
		// One at a time, in order: a later tip waits for the earlier ones
		// of the same scene.
		if tip.Scene == c.Scene {
			break
		}
	}
	return false
}

// Buttons are the card's buttons while a tip is shown.
func (t *Tutor) Buttons() []*ui.Button {
	if t.Tip == "" || t.Card.W == 0 {
		return nil
	}
	return []*ui.Button{t.Next, t.Skip}
}

// Layout places the card for the tip shown where it covers none of avoid:
// in a corner of area, else along area's foot or head, else in the first
// of spare (places off the scene's main area: the free foot of a side
// panel, a tray's log) as low and as far right as it can, else narrower
// (290, then 250 pt) in a corner or along the foot or head of area; where
// nothing is clear, in the corner of area covering fewest. A lone
// contact's board had a counter or the boat's sub box under every corner
// at 1024×640, a convoy's a flag at 1280×800, and on U-47's first map at
// 1024×640 the card lay over a target's pill (issue 14).
func (t *Tutor) Layout(m ui.Metrics, fonts *ui.Fonts, area ui.Rect, avoid []ui.Rect, spare ...ui.Rect) {
	if t.Tip == "" {
		t.Card, t.key = ui.Rect{}, ""
		return
	}
	key := fmt.Sprint(t.Tip, m, area, avoid, spare, i18n.Current())
	if key == t.key {
		return
	}
	t.key = key
	t.m = m
	t.Next.Label, t.Skip.Label = i18n.T("tutorial.next"), i18n.T("tutorial.skip")
	n := slices.IndexFunc(Tips, func(x Tip) bool { return x.ID == t.Tip })
	t.head = i18n.T("tutorial.heading", engine.Int("n", n+1), engine.Int("of", len(Tips)))
	pad := m.Pt(12)
	in := m.Pt(10)
	// size wraps the tip for a card w wide and returns its height.
	size := func(w float64) float64 {
		t.lines = Wrap(i18n.T("tutorial."+t.Tip), fonts.Face(ui.Regular, m.Pt(12)), w-2*pad)
		return m.Pt(30) + float64(len(t.lines))*m.Pt(16) + m.Pt(44)
	}
	covers := func(r ui.Rect) int {
		k := 0
		for _, a := range avoid {
			if r.Overlaps(a) {
				k++
			}
		}
		return k
	}
	corners := func(w, h float64) []ui.Rect {
		return []ui.Rect{
			{X: area.X + in, Y: area.Y + area.H - h - in, W: w, H: h},
			{X: area.X + area.W - w - in, Y: area.Y + area.H - h - in, W: w, H: h},
			{X: area.X + in, Y: area.Y + in, W: w, H: h},
			{X: area.X + area.W - w - in, Y: area.Y + in, W: w, H: h},
		}
	}
	// inArea finds a clear place for a card w wide in area: a corner, then
	// along the foot, then along the head.
	inArea := func(w float64) (ui.Rect, float64, bool) {
		h := size(w)
		for _, r := range corners(w, h) {
			if covers(r) == 0 {
				return r, h, true
			}
		}
		for _, y := range []float64{area.Y + area.H - h - in, area.Y + in} {
			for x := area.X + in; x+w <= area.X+area.W-in; x += m.Pt(8) {
				if r := (ui.Rect{X: x, Y: y, W: w, H: h}); covers(r) == 0 {
					return r, h, true
				}
			}
		}
		return ui.Rect{}, h, false
	}
	inSpare := func() (ui.Rect, float64, float64, bool) {
		for _, sp := range spare {
			sw := math.Min(m.Pt(330), sp.W)
			sh := size(sw)
			for y := sp.Y + sp.H - sh; y >= sp.Y; y -= m.Pt(4) {
				for x := sp.X + sp.W - sw; x >= sp.X; x -= m.Pt(8) {
					if r := (ui.Rect{X: x, Y: y, W: sw, H: sh}); covers(r) == 0 {
						return r, sw, sh, true
					}
				}
			}
		}
		return ui.Rect{}, 0, 0, false
	}
	w := math.Min(m.Pt(330), area.W-m.Pt(16))
	card, h, ok := inArea(w)
	if !ok {
		var sw float64
		if card, sw, h, ok = inSpare(); ok {
			w = sw
		}
	}
	for _, nw := range []float64{m.Pt(290), m.Pt(250)} {
		if ok || nw >= w {
			break
		}
		if card, h, ok = inArea(nw); ok {
			w = nw
		}
	}
	if !ok {
		// The corner covering fewest.
		h = size(w)
		fewest := math.MaxInt
		for _, r := range corners(w, h) {
			if k := covers(r); k < fewest {
				card, fewest = r, k
			}
		}
	}
	size(w) // (the lines of the card chosen)
	t.Card = card.Snap()
	bw := (w - 3*pad) / 2
	by := t.Card.Y + h - m.Pt(36)
	t.Next.Rect = ui.Rect{X: t.Card.X + pad, Y: by, W: bw, H: m.Pt(28)}.Snap()
	t.Skip.Rect = ui.Rect{X: t.Card.X + 2*pad + bw, Y: by, W: bw, H: m.Pt(28)}.Snap()
}

// Draw draws the card.
func (t *Tutor) Draw(dst *ebiten.Image, fonts *ui.Fonts) {
	if t.Tip == "" || t.Card.W == 0 {
		return
	}
	m := t.m
	p := &glyph.Painter{Dst: dst}
	RoundBox(p, t.Card, m.Pt(8), ui.Fade(PanelFill, 0.97), DecideInk, m.Pt(1.5))
	p.Flush()
	pad := m.Pt(12)
	ui.DrawText(dst, t.head, fonts.Face(ui.Bold, m.Pt(11)), t.Card.X+pad, t.Card.Y+m.Pt(15), ui.Left, DecideInk)
	face := fonts.Face(ui.Regular, m.Pt(12))
	for k, l := range t.lines {
		ui.DrawText(dst, l, face, t.Card.X+pad, t.Card.Y+m.Pt(36)+float64(k)*m.Pt(16), ui.Left, ui.Paper)
	}
	t.Next.Draw(dst, fonts, m)
	t.Skip.Draw(dst, fonts, m)
}

// StillKey changes whenever the card's picture may.
func (t *Tutor) StillKey() string {
	return fmt.Sprint(t.Tip, t.Card, t.Next.Info(), t.Skip.Info())
}
