package combat

import (
	"fmt"
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"periscope/game/dice"
	"periscope/game/engine"
	"periscope/i18n"
	"periscope/render/ui"
)

// diceTray plays each roll of the log in turn: the d10 tumbles, settles on
// the raw value, then the modifiers with their reasons, the total, the test
// and the result appear, with the rule number. Nothing waits on it: the
// board already shows the new position, the player may act at once, and
// Escape or a click on the tray skips to the last roll.
type diceTray struct {
	queue []queued
	cur   *queued
	t     float64 // 0..1 rolling, 1.. settled
	tick  int
}

type queued struct {
	e   engine.Entry
	idx int // its index in the scene's log
}

// Durations in frames at speed 1.
const (
	rollFrames = 24.0
	holdFrames = 30.0
)

func (d *diceTray) push(e engine.Entry, idx int) { d.queue = append(d.queue, queued{e, idx}) }

func (d *diceTray) update(speed float64) {
	d.tick++
	if speed <= 0 {
		d.skip()
		return
	}
	// A long queue plays faster, so the tray never falls far behind.
	hurry := math.Max(1, float64(len(d.queue))/2)
	if d.cur == nil || d.t >= 1+holdFrames/rollFrames {
		if len(d.queue) == 0 {
			if d.cur != nil && d.t < 1 {
				d.t += speed * hurry / rollFrames
			}
			return
		}
		q := d.queue[0]
		d.queue = d.queue[1:]
		d.cur, d.t = &q, 0
		return
	}
	if len(d.queue) == 0 && d.t >= 1+holdFrames/rollFrames {
		return // the last roll stays on show
	}
	d.t += speed * hurry / rollFrames
}

func (d *diceTray) skip() {
	if n := len(d.queue); n > 0 {
		q := d.queue[n-1]
		d.cur = &q
		d.queue = nil
	}
	if d.cur != nil {
		d.t = 1 + holdFrames/rollFrames
	}
}

// idle reports whether the tray has nothing left to play: the last roll
// has settled and been held long enough to read.
func (d *diceTray) idle() bool {
	return len(d.queue) == 0 && (d.cur == nil || d.t >= 1+holdFrames/rollFrames)
}

func (d *diceTray) busy() bool { return len(d.queue) > 0 || d.cur != nil && d.t < 1 }

func (d *diceTray) rule() string {
	if d.cur == nil || d.cur.e.Roll == nil {
		return ""
	}
	return d.cur.e.Roll.Rule
}

// shownUpTo is how much of the log the tray has told: entries after the
// roll still tumbling are not shown yet.
func (d *diceTray) shownUpTo(n int) int {
	switch {
	case d.cur != nil && d.t < 1:
		return d.cur.idx
	case len(d.queue) > 0:
		return d.queue[0].idx
	}
	return n
}

func (s *Scene) ruleChip() ui.Rect {
	m, D := s.m, s.lay.die
	return ui.Rect{X: D.X + D.W - m.Pt(64), Y: D.Y, W: m.Pt(64), H: m.Pt(20)}
}

// drawTray draws the current roll and the log lines beside it.
func (s *Scene) drawTray(dst *ebiten.Image) {
	s.cached(dst, &s.trayLayer, s.lay.tray, s.trayHash(), s.drawTrayTo)
}

// trayHash is what the tray's picture depends on.
func (s *Scene) trayHash() uint64 {
	h := newHasher()
	d := &s.dice
	h.int(d.shownUpTo(len(s.seen)))
	h.int(len(s.seen))
	if d.cur != nil {
		h.int(d.cur.idx)
		if d.t < 1 {
			h.int(d.tick) // tumbling: a new picture every frame
		} else {
			h.int(-1)
		}
	}
	h.bool(s.dice.rule() != "" && s.hover == "rule:"+s.dice.rule()) // only the rule chip lights up
	h.rect(s.lay.tray)
	return h.sum()
}

func (s *Scene) drawTrayTo(dst *ebiten.Image) {
	m, L := s.m, &s.lay
	fonts := s.env.Fonts
	D := L.die
	d := &s.dice
	pt := newPaint(dst)
	r := m.Pt(30)
	cx, cy := D.X+r+m.Pt(6), D.Y+D.H/2
	if d.cur == nil || d.cur.e.Roll == nil {
		pt.poly(d10Pts(cx, cy, r), color.RGBA{0x1c, 0x2c, 0x3c, 0xff})
		pt.flush()
		ui.DrawText(dst, i18n.T("dice.empty"), fonts.Face(ui.Regular, m.Pt(12)), cx+r+m.Pt(12), cy, ui.Left, ui.PaperDim)
	} else {
		roll := d.cur.e.Roll
		rolling := d.t < 1
		face := roll.Raw
		jx, jy := 0.0, 0.0
		if rolling {
			face = (d.tick/3*7 + 3) % 10
			ph := d.t * math.Pi * 3
			jx, jy = math.Sin(ph)*m.Pt(3), -math.Abs(math.Sin(ph*1.3))*m.Pt(6)
		}
		die := color.RGBA{0xec, 0xe6, 0xd3, 0xff}
		pt.poly(d10Pts(cx+jx+m.Pt(2), cy+jy+m.Pt(3), r), color.RGBA{0, 0, 0, 0x60})
		pt.poly(d10Pts(cx+jx, cy+jy, r), die)
		pt.line(cx+jx-r*0.92, cy+jy-r*0.12, cx+jx+r*0.92, cy+jy-r*0.12, m.PtR(1), color.RGBA{0xb0, 0xa8, 0x90, 0xff})
		if roll.Two {
			pt.poly(d10Pts(cx+jx+r*1.5, cy+jy, r*0.7), die)
		}
		// The rule chip.
		chip := s.ruleChip()
		fill := color.RGBA{0x14, 0x2c, 0x46, 0xff}
		if s.hover == "rule:"+roll.Rule {
			fill = rowHover
		}
		pt.roundRect(chip, m.Pt(4), fill)
		pt.flush()
		ui.DrawText(dst, fmt.Sprint(face), fonts.Face(ui.Bold, r*0.8), cx+jx, cy+jy+r*0.05, ui.Center, color.RGBA{0x16, 0x1a, 0x20, 0xff})
		if roll.Two {
			f2 := roll.Raw2
			if rolling {
				f2 = (d.tick/3*3 + 5) % 10
			}
			ui.DrawText(dst, fmt.Sprint(f2), fonts.Face(ui.Bold, r*0.55), cx+jx+r*1.5, cy+jy, ui.Center, color.RGBA{0x16, 0x1a, 0x20, 0xff})
		}
		cx2, cy2 := chip.Center()
		ui.DrawText(dst, "["+roll.Rule+"]", fonts.Face(ui.Bold, m.Pt(11)), cx2, cy2, ui.Center, ui.Brass)
		tx := cx + r*1.2 + m.Pt(10)
		if roll.Two {
			tx += r * 1.4
		}
		tw := D.X + D.W - tx
		head := i18n.RollPurpose(d.cur.e)
		if d.cur.e.Sub != "" {
			head = d.cur.e.Sub + ": " + head
		}
		// The roll's purpose, whole (issue 14, item 3): smaller if need
		// be, else on two lines (the breakdown goes down one).
		by := D.Y + m.Pt(32)
		hw := tw - m.Pt(70)
		if hp, ok := s.fitSize(head, ui.Bold, []float64{13, 12.5, 12, 11.5}, 0, hw); ok {
			ui.DrawText(dst, head, fonts.Face(ui.Bold, m.Pt(hp)), tx, D.Y+m.Pt(10), ui.Left, ui.Paper)
		} else {
			hf := fonts.Face(ui.Bold, m.Pt(12))
			ls := wrap(head, hf, hw)
			if len(ls) > 2 {
				ls = append(ls[:1], ellipsis(strings.Join(ls[1:], " "), hf, hw))
			}
			for k, l := range ls {
				ui.DrawText(dst, l, hf, tx, D.Y+m.Pt(9)+float64(k)*m.Pt(15), ui.Left, ui.Paper)
			}
			by += float64(len(ls)-1) * m.Pt(15)
		}
		if rolling {
			ui.DrawText(dst, i18n.T("dice.rolling"), fonts.Face(ui.Regular, m.Pt(12)), tx, by, ui.Left, ui.PaperDim)
		} else {
			s.drawBreakdown(dst, roll.Raw, roll, d.cur.e, tx, by, tw)
		}
	}
	// The log.
	n := d.shownUpTo(len(s.seen))
	lh := m.Pt(17)
	rows := int(L.log.H / lh)
	face := fonts.Face(ui.Regular, m.Pt(12))
	y := L.log.Y + L.log.H - lh/2
	for i := n - 1; i >= 0 && rows > 0; i-- {
		e := s.seen[i]
		if e.Kind == "decision" {
			continue
		}
		line := i18n.Entry(e)
		c := color.Color(ui.PaperDim)
		if e.Roll != nil && (e.Msg == nil || e.Msg.ID != i18n.RollID) {
			line = e.Roll.String() // a roll without its message: the record's English
		}
		if e.Kind == "event" {
			c = ui.Paper
		}
		if e.Rule != "" && e.Roll == nil {
			line = "[" + e.Rule + "] " + line
		}
		// A long line wraps (its rest indented) rather than lose its end
		// (issue 14, item 3); only the oldest line shown may lose its top.
		ls := wrap(line, face, L.log.W-m.Pt(12))
		for k := len(ls) - 1; k >= 0 && rows > 0; k-- {
			x := L.log.X
			if k > 0 {
				x += m.Pt(12)
			}
			ui.DrawText(dst, ls[k], face, x, y, ui.Left, c)
			y -= lh
			rows--
		}
	}
}

// targetText is a roll's test as the tray shows it: a bare threshold ("≤ 5",
// "> 8") reads as what the roll needed, so "rolled 6 · needs ≤ 5 → miss"
// does not read as a contradiction (issue 14, item 15).
func targetText(t string) string {
	if t == "" || strings.Contains(t, ",") {
		return t
	}
	for _, p := range []string{"≤ ", "< ", "> ", "≥ ", "= "} {
		if strings.HasPrefix(t, p) {
			return i18n.T("dice.needs", engine.Text("t", t))
		}
	}
	return t
}

// drawBreakdown draws "6 +3 Tactics +1 ace = 10", then "> 8: inner".
func (s *Scene) drawBreakdown(dst *ebiten.Image, raw int, roll *dice.Roll, e engine.Entry, x, y, w float64) {
	m := s.m
	fonts := s.env.Fonts
	face := fonts.Face(ui.Regular, m.Pt(12))
	bold := fonts.Face(ui.Bold, m.Pt(12))
	x0 := x
	right := s.lay.die.X + s.lay.die.W
	bottom := s.lay.die.Y + s.lay.die.H
	full := false
	// put adds a piece on the line, on the next line when it does not fit;
	// a piece longer than a line goes word by word (issue 14, item 3:
	// nothing is cut). Past the tray's bottom, the rest is marked cut.
	var put func(str string, f text.Face, c color.Color)
	put = func(str string, f text.Face, c color.Color) {
		tw := ui.TextWidth(str, f, 0)
		if x+tw > right && x > x0 {
			x = x0
			y += m.Pt(17)
		}
		if words := strings.Fields(str); x+tw > right && len(words) > 1 {
			for _, wd := range words {
				put(wd, f, c)
				x -= m.Pt(5) - ui.TextWidth(" ", f, 0)
			}
			x += m.Pt(5) - ui.TextWidth(" ", f, 0)
			return
		}
		if y+m.Pt(6) > bottom {
			if !full {
				ui.Cut(str)
			}
			full = true
			return
		}
		ui.DrawText(dst, ellipsis(str, f, right-x), f, x, y, ui.Left, c)
		x += tw + m.Pt(5)
	}
	put(i18n.T("combat.rolled", engine.Int("n", raw)), bold, ui.Paper)
	if roll.Two {
		put(fmt.Sprintf("/ %d", roll.Raw2), bold, ui.Paper)
	}
	for _, md := range roll.Mods {
		if md.Value == 0 {
			continue
		}
		c := okGreen
		if md.Value < 0 {
			c = errRed
		}
		put(fmtSigned(md.Value), bold, c)
		put(i18n.ModReason(md.Reason), face, ui.PaperDim)
	}
	if len(roll.Mods) > 0 {
		tot := fmt.Sprintf("= %d", roll.Total)
		if roll.Clamped {
			tot += " (" + i18n.T("roll.clamped") + ")"
		}
		put(tot, bold, ui.Paper)
	}
	x = x0
	y += m.Pt(19)
	if roll.Target != "" {
		put(targetText(i18n.RollTarget(e)), face, ui.PaperDim)
	}
	if roll.Result != "" {
		put("→ "+i18n.RollResult(e), bold, outcomeColourResult(roll.Result))
	}
	_ = w
}

// outcomeColourResult colours a roll's result; plain results in brass.
func outcomeColourResult(r string) color.Color {
	c := outcomeColour(r)
	if c == okGreen {
		return ui.Brass
	}
	return c
}
