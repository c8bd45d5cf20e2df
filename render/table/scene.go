package table

import (
	"fmt"
	"image"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"periscope/game/engine"
	"periscope/i18n"
	"periscope/input"
	"periscope/render"
	"periscope/render/glyph"
	"periscope/render/hud"
	"periscope/render/play"
	"periscope/render/ui"
)

// Scene plays a game of any system on the shared table: the system's
// board in the main area, the HUD (top bar, tempo row, the pending
// decision with its options and odds, the log) at the right, and a row of
// seat buttons that give each seat to a person or the computer. When a
// hot-seat game passes from one person to another and something is
// hidden, a curtain asks the next player to take the screen before
// anything of theirs is shown.
type Scene struct {
	env    *render.Env
	c      *play.Core
	h      *hud.HUD
	board  Board
	comp   Composer
	seats  []engine.Seat
	btns   []*ui.Button
	m      ui.Metrics
	boardR ui.Rect
	stripR ui.Rect
	hover  string
	// viewer is the seat the board and log are shown to; curtain is set
	// while the screen waits to be handed to it.
	viewer  engine.Seat
	curtain bool
	seq     int    // the prompt the composer's draft belongs to
	seqAge  int    // the ticks that prompt has been shown (typeGrace)
	frames  int    // counts StillKey calls for boards that are never still
	drag    string // the ref a drag on a Dragger board started from
	dragBy  [2]int // the pointer dragging (kind, id)
	// What the screen shows since the last whole draw (HoverBoard): all
	// but the hover (drawnRest), and the hover drawn; drawnOK is false
	// until a whole frame is drawn after Layout.
	drawnOK    bool
	drawnRest  string
	drawnHover string
	// OnMenu opens the game menu over the scene; OnRule the rules
	// reference at a rule (render/scenes sets both).
	OnMenu func(ctx *render.SceneContext)
	OnRule func(ctx *render.SceneContext, rule string)
}

// New returns the table for a game.
func New(env *render.Env, c *play.Core) *Scene {
	rec := c.RecordView()
	s := &Scene{env: env, c: c, h: hud.New(), board: For(rec.System, rec.Theatre), seats: c.Seats(), seq: -1}
	s.comp, _ = s.board.(Composer)
	if gb, ok := s.board.(GlossaryBoard); ok {
		s.h.Terms = gb.GlossaryTerms()
	}
	if s.comp != nil {
		// A pick in the options panel of a prompt that wants a structured
		// answer goes to the board's composer, like a click on the board.
		s.h.Compose = func(p *engine.Prompt, c engine.Choice) (engine.Choice, bool) {
			if c.Option < 0 || c.Option >= len(p.Options) {
				return c, false
			}
			return s.comp.Click(s.c.Game(), p, p.Options[c.Option].Key)
		}
	}
	for _, seat := range s.seats {
		b := ui.NewButton("seat:"+string(seat), "")
		b.TextSize = 12
		s.btns = append(s.btns, b)
	}
	if len(s.seats) > 0 {
		s.viewer = s.seats[0]
	}
	if len(s.seats) > 1 {
		c.SetViewer(s.viewer)
	}
	return s
}

// Name implements render.Scene.
func (s *Scene) Name() string { return "table" }

// BoardRect is where the board is drawn (tests point at it).
func (s *Scene) BoardRect() ui.Rect { return s.boardR }

// Core is the game the table plays.
func (s *Scene) Core() *play.Core { return s.c }

// SeatName is a seat's name in the player's language: the catalogue's
// "seat.<system>.<id>", or the id itself.
func SeatName(system string, seat engine.Seat) string {
	if seat == engine.Everyone {
		return i18n.T("table.seat-solo")
	}
	if id := "seat." + system + "." + string(seat); i18n.Has(id) {
		return i18n.T(id)
	}
	return strings.ToUpper(string(seat))
}

// handOverText is the curtain's "Pass the screen to …": the seat as the
// catalogue's name, so that Italian joins its preposition ("al Regno Unito
// e agli USA"), or the name as it is.
func handOverText(system string, seat engine.Seat, name string) string {
	if id := "seat." + system + "." + string(seat); i18n.Has(id) {
		return i18n.T("table.hand-over.to", engine.Nested("seat", engine.M(id)))
	}
	return i18n.T("table.hand-over", engine.Text("seat", name))
}

// Layout implements render.Scene.
func (s *Scene) Layout(m ui.Metrics) {
	s.m = m
	s.drawnOK = false // another scene or size was on the screen: draw it all
	s.h.Layout(m)
	main := s.h.Main
	strip := 0.0
	if len(s.btns) > 0 {
		strip = m.Pt(40)
	}
	s.stripR = ui.Rect{X: main.X, Y: main.Y, W: main.W, H: strip}
	s.boardR = ui.Rect{X: main.X, Y: main.Y + strip, W: main.W, H: main.H - strip}
	x := main.X + m.Pt(8)
	for _, b := range s.btns {
		b.Rect = ui.Rect{X: x, Y: main.Y + m.Pt(6), W: m.Pt(150), H: m.Pt(28)}.Snap()
		x += m.Pt(158)
	}
}

func (s *Scene) relabel() {
	sys := s.c.RecordView().System
	for i, seat := range s.seats {
		who := i18n.T("table.human")
		if s.c.SeatBot(seat) {
			who = i18n.T("table.computer")
		}
		s.btns[i].Label = SeatName(sys, seat) + ": " + who
		s.btns[i].Disabled = !s.c.CanBot(seat) && !s.c.SeatBot(seat)
	}
}

// typeGrace is the ticks (a quarter second) a decision must have been
// shown before the keys type into it (Typer).
const typeGrace = 15

// humanSeats counts the seats people play.
func (s *Scene) humanSeats() int {
	n := 0
	for _, seat := range s.seats {
		if !s.c.SeatBot(seat) {
			n++
		}
	}
	return n
}

// Update implements render.Scene.
func (s *Scene) Update(ctx *render.SceneContext) error {
	in := ctx.Input
	s.relabel()
	for i, b := range s.btns {
		if b.Update(in) {
			s.c.SetSeatBot(s.seats[i], !s.c.SeatBot(s.seats[i]))
		}
	}
	s.handOver()
	if s.curtain {
		for _, pt := range in.Pointers {
			if pt.Released {
				s.curtain = false
			}
		}
		if in.Consume(input.Activate) {
			s.curtain = false
		}
		return nil
	}
	if ty, ok := s.board.(Typer); ok && (len(in.Chars) > 0 || in.Erase) {
		// Keys pressed as the decision comes up (R to run the log's
		// reveal on) are the table's: a plot is typed once it is shown.
		if p := s.c.Pending(); p != nil && p.Payload != "" && p.Seat == s.viewer && p.Seq == s.seq && s.seqAge >= typeGrace &&
			ty.Type(s.c.Game(), p, in.Chars, in.Erase) {
			in.Chars = in.Chars[:0]
			if in.Erase {
				in.Consume(input.Back)
			}
		}
	}
	act := s.h.Update(ctx, s.c)
	if act.Menu && s.OnMenu != nil {
		s.OnMenu(ctx)
	}
	if act.Rule != "" && s.OnRule != nil {
		s.OnRule(ctx, act.Rule)
	}
	p := s.c.Pending()
	s.seqAge++
	if p == nil || p.Seq != s.seq {
		if s.comp != nil {
			s.comp.Reset()
		}
		s.seq, s.seqAge = -1, 0
		if p != nil {
			s.seq = p.Seq
		}
	}
	s.hover = ""
	if s.board != nil {
		r := s.boardR.Image()
		dr, _ := s.board.(Dragger)
		for _, pt := range in.Pointers {
			inside := s.boardR.Contains(pt.X, pt.Y)
			ref := ""
			if inside {
				ref = s.board.RefAt(r, s.c.Game(), s.view(), int(pt.X), int(pt.Y))
				s.hover = ref
			}
			if tr, ok := s.board.(DragTracer); ok && s.drag != "" && s.dragBy == [2]int{int(pt.Kind), pt.ID} && ref != "" && p != nil {
				tr.DragOver(s.c.Game(), p, s.drag, ref)
			}
			if s.drag != "" && s.dragBy == [2]int{int(pt.Kind), pt.ID} && (pt.Released || !pt.Down) {
				from := s.drag
				s.drag = ""
				if ref != "" && ref != from && p != nil {
					s.drop(dr, from, ref)
					continue
				}
			}
			if dr != nil && pt.Pressed && ref != "" && p != nil && dr.DragStart(s.c.Game(), p, ref) {
				s.drag, s.dragBy = ref, [2]int{int(pt.Kind), pt.ID}
			}
			if !pt.Released || ref == "" || p == nil {
				continue
			}
			s.click(p, ref)
		}
	}
	if p == nil {
		s.drag = ""
	}
	// An answer given this tick may have passed the game to another
	// person: the curtain goes up before this frame is drawn, so not one
	// frame shows the next player's decision to the last one.
	s.handOver()
	return nil
}

// handOver passes the screen in hot seat: when the live decision belongs to
// another seat than the one viewing, the viewer becomes that seat and, if
// more than one person plays, the curtain hides the table until they take
// it. It does not wait for the log's reveal: the prompt panel shows the
// next decision's options while the reveal plays, so the curtain goes up
// at once and the new player watches the reveal behind it.
func (s *Scene) handOver() {
	if p := s.c.Live(); p != nil && !s.c.BotWants() && p.Seat != s.viewer {
		s.viewer = p.Seat
		s.curtain = s.humanSeats() > 1
		if len(s.seats) > 1 {
			s.c.SetViewer(s.viewer)
		}
	}
}

// click answers the pending prompt with what was clicked on the board: a
// structured answer goes through the board's composer; otherwise the
// option whose ref (or key) it is.
func (s *Scene) click(p *engine.Prompt, ref string) {
	if p.Payload != "" && s.comp != nil {
		if c, done := s.comp.Click(s.c.Game(), p, ref); done && s.h.Answer(s.c, c) {
			s.comp.Reset()
		}
		return
	}
	for i, o := range p.Options {
		if o.Ref == ref || o.Key == ref {
			s.h.Answer(s.c, engine.Pick(i))
			return
		}
	}
}

// drop answers the pending prompts for a drag from → to, as the board's
// DragStep says, stopping at the first prompt it declines, an illegal
// answer, or a decision that is not the dragging player's.
func (s *Scene) drop(dr Dragger, from, to string) {
	seat := s.viewer
	for step := 0; step < 16; step++ {
		p := s.c.Live()
		if p == nil || p.Seat != seat || s.c.BotWants() {
			return
		}
		c, ok := dr.DragStep(s.c.Game(), p, from, to, step)
		if !ok || !s.h.Answer(s.c, c) {
			return
		}
	}
}

func (s *Scene) view() View {
	v := View{Seat: s.viewer, Hover: s.hover, Fonts: s.env.Fonts, Lang: string(i18n.Current()), Scale: s.m.Pt(1), Drag: s.drag, Log: s.c.Revealed()}
	if p := s.c.Pending(); p != nil {
		for _, o := range p.Options {
			if o.Ref != "" {
				v.Targets = append(v.Targets, o.Ref)
			}
		}
	}
	return v
}

// Draw implements render.Scene. When only the ref under the pointer
// changed since the last frame and the board is a HoverBoard, it draws
// just the parts of the screen where the old and the new hover show:
// everything clipped to them, so they come out as in a whole frame.
func (s *Scene) Draw(screen *ebiten.Image) {
	hb, ok := s.board.(HoverBoard)
	if !ok {
		s.drawAll(screen)
		return
	}
	rest := s.restKey()
	if s.drawnOK && !s.curtain && rest == s.drawnRest {
		if s.hover != s.drawnHover {
			r := s.boardR.Image()
			old, now := s.view(), s.view()
			old.Hover = s.drawnHover
			for _, d := range dirtyRects(r, hb.HoverRects(r, s.c.Game(), old), hb.HoverRects(r, s.c.Game(), now)) {
				s.drawAll(screen.SubImage(d).(*ebiten.Image))
			}
			s.drawnHover = s.hover
		}
		return
	}
	s.drawAll(screen)
	s.drawnOK, s.drawnRest, s.drawnHover = true, rest, s.hover
}

// restKey is what the picture depends on but the hover: the StillKey's
// parts, the board's key with no hover, the controls and the metrics
// (what the App redraws on).
func (s *Scene) restKey() string {
	v := s.view()
	v.Hover = ""
	board := ""
	if sb, ok := s.board.(StillBoard); ok {
		board = sb.StillKey(s.c.Game(), v)
	} else {
		s.frames++
		board = fmt.Sprint("frame ", s.frames)
	}
	var draft []string
	if s.comp != nil && s.c.Pending() != nil && s.c.Pending().Payload != "" {
		draft = s.comp.Draft(s.c.Game(), s.c.Pending())
	}
	return fmt.Sprint(s.curtain, s.viewer, s.h.StillKey(s.c), draft, s.m, s.Controls(), "|board ", board)
}

// dirtyRects are the parts to draw again, inside the board's rectangle r:
// the old hover's rectangles and the new one's, each set as one rectangle,
// one altogether when they touch.
func dirtyRects(r image.Rectangle, old, now []image.Rectangle) []image.Rectangle {
	union := func(rs []image.Rectangle) image.Rectangle {
		var u image.Rectangle
		for _, x := range rs {
			u = u.Union(x.Intersect(r))
		}
		return u
	}
	a, b := union(old), union(now)
	switch {
	case a.Empty():
		a, b = b, image.Rectangle{}
	case b.Empty():
	case a.Inset(-2).Overlaps(b):
		a, b = a.Union(b), image.Rectangle{}
	}
	var out []image.Rectangle
	for _, x := range []image.Rectangle{a, b} {
		if !x.Empty() {
			out = append(out, x)
		}
	}
	return out
}

func (s *Scene) drawAll(screen *ebiten.Image) {
	m := s.m
	p := &glyph.Painter{Dst: screen}
	if _, ok := s.board.(OpaqueBoard); ok && !s.curtain {
		// around the board only
		b := s.boardR.Snap()
		hud.Fill(p, ui.Rect{W: m.Width, H: b.Y}, ui.SeaDeep)
		hud.Fill(p, ui.Rect{Y: b.Y + b.H, W: m.Width, H: m.Height - b.Y - b.H}, ui.SeaDeep)
		hud.Fill(p, ui.Rect{Y: b.Y, W: b.X, H: b.H}, ui.SeaDeep)
		hud.Fill(p, ui.Rect{X: b.X + b.W, Y: b.Y, W: m.Width - b.X - b.W, H: b.H}, ui.SeaDeep)
	} else {
		hud.Fill(p, ui.Rect{W: m.Width, H: m.Height}, ui.SeaDeep)
	}
	if len(s.btns) > 0 {
		hud.Fill(p, s.stripR, hud.BarFill)
	}
	p.Flush()
	fonts := s.env.Fonts
	if s.curtain {
		s.drawCurtain(screen)
		return
	}
	if s.board != nil {
		// The board draws only inside its rectangle.
		r := s.boardR.Image()
		s.board.Draw(screen.SubImage(r).(*ebiten.Image), r, s.c.Game(), s.view())
	} else {
		face := fonts.Face(ui.Regular, m.Pt(13))
		ui.DrawText(screen, i18n.T("table.no-board"), face, s.boardR.X+s.boardR.W/2, s.boardR.Y+s.boardR.H/2, ui.Center, ui.PaperDim)
	}
	if s.comp != nil && s.c.Pending() != nil && s.c.Pending().Payload != "" {
		s.drawDraft(screen)
	}
	for _, b := range s.btns {
		b.Draw(screen, fonts, m)
	}
	s.h.Draw(screen, fonts, s.c)
}

func (s *Scene) drawDraft(screen *ebiten.Image) {
	m := s.m
	lines := s.comp.Draft(s.c.Game(), s.c.Pending())
	if len(lines) == 0 {
		return
	}
	face := s.env.Fonts.Face(ui.Regular, m.Pt(12))
	h := float64(len(lines))*m.Pt(16) + m.Pt(12)
	r := ui.Rect{X: s.boardR.X + m.Pt(8), Y: s.boardR.Y + s.boardR.H - h - m.Pt(8), W: s.boardR.W - m.Pt(16), H: h}
	p := &glyph.Painter{Dst: screen}
	hud.RoundBox(p, r, m.Pt(4), hud.PanelFill, ui.BrassDim, m.Pt(1))
	p.Flush()
	y := r.Y + m.Pt(14)
	for _, l := range lines {
		ui.DrawText(screen, hud.Ellipsize(l, face, r.W-m.Pt(16)), face, r.X+m.Pt(8), y, ui.Left, ui.Paper)
		y += m.Pt(16)
	}
}

func (s *Scene) drawCurtain(screen *ebiten.Image) {
	m := s.m
	name := SeatName(s.c.RecordView().System, s.viewer)
	big := s.env.Fonts.Face(ui.Bold, m.Pt(22))
	small := s.env.Fonts.Face(ui.Regular, m.Pt(13))
	ui.DrawText(screen, handOverText(s.c.RecordView().System, s.viewer, name), big, m.Width/2, m.Height/2-m.Pt(14), ui.Center, ui.Paper)
	ui.DrawText(screen, i18n.T("table.hand-over-hint"), small, m.Width/2, m.Height/2+m.Pt(18), ui.Center, ui.PaperDim)
}

// Opaque implements render.Opaque: Draw paints the whole screen.
func (s *Scene) Opaque() {}

// ReadsScreen implements render.ReadsScreen: the naval board draws its
// counters' triangles with anti-aliasing, which Ebitengine draws by
// copying the image drawn on.
func (s *Scene) ReadsScreen() {}

// StillKey implements render.Still: with a StillBoard the table is redrawn
// only when the game, the HUD, the hand-over, the draft or the board's
// view changed; other boards are drawn every frame.
func (s *Scene) StillKey() string {
	sb, ok := s.board.(StillBoard)
	if !ok {
		s.frames++
		return fmt.Sprint("frame ", s.frames)
	}
	var draft []string
	if s.comp != nil && s.c.Pending() != nil && s.c.Pending().Payload != "" {
		draft = s.comp.Draft(s.c.Game(), s.c.Pending())
	}
	return fmt.Sprint(s.curtain, s.viewer, s.h.StillKey(s.c), draft, "|board ", sb.StillKey(s.c.Game(), s.view()))
}

// Controls implements render.Describer.
func (s *Scene) Controls() []ui.Info {
	if s.curtain {
		return []ui.Info{{ID: "curtain", Label: i18n.T("table.hand-over-hint"), Rect: ui.Rect{W: s.m.Width, H: s.m.Height}, Enabled: true}}
	}
	out := s.h.Controls()
	for _, b := range s.btns {
		out = append(out, b.Info())
	}
	return out
}

// PromptKind implements render.Prompter.
func (s *Scene) PromptKind() string {
	if p := s.c.Pending(); p != nil && !s.curtain {
		return p.Kind
	}
	return ""
}

// Info implements render.Informer.
func (s *Scene) Info() map[string]string {
	m := s.c.Info()
	m["viewer"] = string(s.viewer)
	m["curtain"] = fmt.Sprint(s.curtain)
	if s.hover != "" {
		m["hover"] = s.hover
	}
	if ib, ok := s.board.(InfoBoard); ok && !s.curtain {
		for k, v := range ib.BoardInfo(s.c.Game()) {
			m[k] = v
		}
	}
	return m
}
