package combat

import (
	"errors"
	"fmt"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"periscope/game/campaign"
	"periscope/game/engine"
	"periscope/i18n"
	"periscope/input"
	"periscope/render"
	"periscope/render/counters"
	"periscope/render/hud"
	"periscope/render/sound"
	"periscope/render/ui"
)

// Scene is the combat board.
type Scene struct {
	env  *render.Env
	sess Session
	opt  Options

	m     ui.Metrics
	atlas *counters.Atlas
	unit  float64 // the atlas's device px per point

	// What is shown.
	view    *campaign.Combat // the display as last seen live
	prompt  *engine.Prompt   // the pending decision (nil once over)
	over    bool             // the combat has ended: Continue pops the scene
	seen    []engine.Entry   // log entries of this combat
	dice    diceTray
	points  []int // the allocation being edited (allocate prompts)
	errMsg  string
	summary string
	// when is the date, war period, weather and air cover of the combat,
	// read while it is on: a combat that ends the week keeps its own
	// header while the game has moved on (issue 14, item 1).
	when combatWhen

	lay  layout
	hots []hot
	// focus and hover are hot ids; pressed the hot a pointer went down on.
	focus, hover, pressed string
	listOff               int
	tick                  int

	static      *ebiten.Image
	staticKey   string
	panelLayer  layerCache
	trayLayer   layerCache
	sprites     ui.Sprites
	attacks     int // torpedo and gun attacks resolved on this board
	lastPromptS int
	logN        int         // log entries taken in
	ident       string      // which contact the board shows
	seat        engine.Seat // who decides its combat (two-player games)
	synced      [4]int      // the session as last read (sync)
	syncedC     *campaign.Combat
	laidOut     uint64 // what the layout was made for (relayout)

	// The bot's combats (issue 14, item 2): botWait counts the frames
	// since the dice settled before the bot's next decision, closeWait
	// those since a bot's combat ended; skipCombat and skipTurn are the
	// player's Skip buttons.
	botWait, closeWait   int
	skipCombat, skipTurn bool
	// sinking are the counters going down (sink.go): unit id → progress
	// from 0 to 1.
	sinking map[string]float64
	// tutor is the tutorial's card on U-47's first patrol (tutorial.go).
	tutor *hud.Tutor
	// gloss defines the terms of the control pointed at (tutorial.go).
	gloss    hud.Glossary
	glossKey string
	// advice is Bot's advice as shown (advice.go).
	advice advice
}

// New returns the combat board scene for the session's pending decision.
func New(env *render.Env, s Session, o Options) *Scene {
	if o.Name == "" {
		o.Name = "combat"
	}
	sc := &Scene{env: env, sess: s, opt: o, lastPromptS: -1}
	if g := s.Game(); g != nil && g.T != nil {
		// The board's labels name counters by the theatre's names ("Tanker
		// AO 3-0 (6t)", not "ao-su-6t …"), whichever scene opened it.
		i18n.SetNames(i18n.TheatreNames{T: g.T})
	}
	if g := s.Game(); g != nil && g.Scenario().ID == hud.TutorialScenario {
		sc.tutor = hud.NewTutor()
	}
	sc.start(o.Recent)
	return sc
}

// start begins showing the combat in progress: the log so far of this
// contact (from its search roll) starts the tray's log; entries not yet
// revealed will be revealed on the board, roll by roll.
func (s *Scene) start(recent []engine.Entry) {
	log := s.sess.Log()
	s.logN = len(log)
	if rv, ok := s.sess.(Revealer); ok {
		s.logN = rv.Shown()
	}
	// The board's log starts at the search roll that found this contact.
	from := s.logN
	for i := s.logN - 1; i >= 0 && i >= s.logN-400; i-- {
		if r := log[i].Roll; r != nil && strings.HasPrefix(r.Purpose, "AAC search") {
			from = i
			break
		}
	}
	s.seen = append(s.seen[:0], log[from:s.logN]...)
	// Recent entries (revealed by the caller but not yet seen by the
	// player) have their dice played; otherwise the last roll so far
	// stays on the tray.
	first := len(s.seen) - len(recent)
	if len(recent) == 0 || first < 0 {
		first = len(s.seen)
		for i := len(s.seen) - 1; i >= 0; i-- {
			if s.seen[i].Roll != nil {
				s.dice.push(s.seen[i], i)
				s.dice.skip()
				break
			}
		}
	}
	for i := max(first, 0); i < len(s.seen); i++ {
		if s.seen[i].Roll != nil {
			s.dice.push(s.seen[i], i)
		}
	}
	s.ident = combatIdent(s.sess.Game().S.Combat)
	if p := s.sess.Game().Prompt(); p != nil {
		s.seat = p.Seat
	}
	s.view, s.over, s.summary = nil, false, ""
	s.takeIn()
	s.refresh()
}

// combatWhen is the time and conditions a combat is fought in.
type combatWhen struct {
	date    string
	period  int
	weather int
	air     string
}

// ending reports whether the game has finished this board's combat (the
// board may still be showing its last rolls).
func (s *Scene) ending() bool {
	g := s.sess.Game()
	if f, ok := s.sess.(Finite); ok && f.Done() {
		return true
	}
	return !Wants(g, g.Prompt()) || combatIdent(g.S.Combat) != s.ident
}

// boardEnd is how far the board reveals the log once the game has finished
// its combat: up to the next phase (the end of the turn, the next turn's
// weather and the rest are for the map), never further.
func boardEnd(log []engine.Entry, from int) int {
	for i := from; i < len(log); i++ {
		if log[i].Kind == "phase" {
			return i
		}
	}
	return len(log)
}

// combatIdent tells one contact from the next: its area, kind and first
// boat.
func combatIdent(c *campaign.Combat) string {
	if c == nil || len(c.Boats) == 0 {
		return ""
	}
	return c.Area + "|" + c.Kind + "|" + c.Boats[0].ID
}

// Name implements render.Scene.
func (s *Scene) Name() string { return s.opt.Name }

// PromptKind implements render.Prompter.
func (s *Scene) PromptKind() string {
	if s.prompt == nil {
		return ""
	}
	return s.prompt.Kind
}

// Info implements render.Informer: what the page hook and tests read.
func (s *Scene) Info() map[string]string {
	b, r := "", 0
	var boats []string
	if s.view != nil {
		b, r = s.view.Board, s.view.Round
		for _, x := range s.view.Boats {
			boats = append(boats, x.ID)
		}
	}
	return map[string]string{
		"boats":   strings.Join(boats, ","),
		"summary": s.summary,
		"prompt":  s.PromptKind(),
		"board":   b,
		"round":   fmt.Sprint(r),
		"attacks": fmt.Sprint(s.attacks),
		"over":    fmt.Sprint(s.over),
		"bot":     fmt.Sprint(s.botPlays()),
		"replay":  fmt.Sprint(s.opt.Replay),
		"shown":   fmt.Sprint(len(s.seen)),
		// The ships sunk in the log revealed so far, over the whole game:
		// the browser test compares the board's "combat over" line with
		// the log's own count (issue 14, item 1).
		"logShips": fmt.Sprint(s.logShips()),
	}
}

// logShips counts the ships sunk in the revealed log's tallies.
func (s *Scene) logShips() int {
	log := s.sess.Log()
	n := len(log)
	if rv, ok := s.sess.(Revealer); ok && rv.Shown() < n {
		n = rv.Shown()
	}
	ships := 0
	for _, e := range log[:n] {
		if e.Event != nil {
			ships += campaign.TallyOf(e.Event).Ships
		}
	}
	return ships
}

// Entered implements render.Entered: the game may have moved on while
// another scene (the rules reference) was on top.
func (s *Scene) Entered(ctx *render.SceneContext) {
	s.takeIn()
	s.refresh()
}

// takeIn takes the log entries revealed since the last call into the
// board's log, and their dice into the tray.
func (s *Scene) takeIn() {
	log := s.sess.Log()
	n := len(log)
	if rv, ok := s.sess.(Revealer); ok {
		n = rv.Shown()
	}
	if n < s.logN { // an undo rewound the log
		s.logN = n
	}
	sfx := ""
	for _, e := range log[s.logN:n] {
		sfx = louder(sfx, soundOf(e))
		s.seen = append(s.seen, e)
		if ev := e.Event; ev != nil && ev.Type == "sunk" && ev.Unit != "" && s.view != nil {
			// The board may no longer read a finished combat from the
			// game: the log sinks the counter on it.
			markSunk(s.view, ev.Unit)
		}
		if ev := e.Event; ev != nil && ev.Type == "sunk" && ev.Unit != "" {
			s.startSinking(ev.Unit)
		}
		if e.Roll != nil {
			s.dice.push(e, len(s.seen)-1)
			if strings.HasPrefix(e.Roll.Purpose, "torpedo hit") || strings.HasPrefix(e.Roll.Purpose, "gun") {
				s.attacks++
			}
		}
	}
	s.logN = n
	if sfx != "" && s.env != nil && s.env.Settings != nil {
		sound.Play(sfx, s.env.Settings.SoundOff, s.env.Settings.Volume())
	}
}

// soundOf is the sound of a log entry on the board (issue 14): a ship
// going down, a depth charge's roll, a torpedo's, any other die.
func soundOf(e engine.Entry) string {
	if ev := e.Event; ev != nil && (ev.Type == "sunk" || ev.Type == "sub-lost") {
		return sound.Hit
	}
	if e.Roll == nil {
		return ""
	}
	p := strings.ToLower(e.Roll.Purpose)
	switch {
	case strings.Contains(p, "counterattack") || strings.Contains(p, "depth") || strings.Contains(p, "asw"):
		return sound.Depth
	case strings.HasPrefix(p, "torpedo"):
		return sound.Torpedo
	}
	return sound.Dice
}

// louder is the one of two sounds that carries (one sound a frame).
func louder(a, b string) string {
	rank := map[string]int{"": 0, sound.Dice: 1, sound.Torpedo: 2, sound.Depth: 3, sound.Hit: 4}
	if rank[b] > rank[a] {
		return b
	}
	return a
}

// markSunk marks a unit of the shown display as sunk.
func markSunk(c *campaign.Combat, unit string) {
	for ci := range c.Columns {
		for ui := range c.Columns[ci].Units {
			if c.Columns[ci].Units[ui].ID == unit {
				c.Columns[ci].Units[ui].Sunk = true
			}
		}
	}
}

// sync takes in new log entries and re-reads the game when the session
// has moved on (a decision, a bot's answer, a reveal, an undo): most
// frames nothing has.
func (s *Scene) sync() {
	g := s.sess.Game()
	var seq int
	if p := s.sess.Pending(); p != nil {
		seq = p.Seq + 1
	}
	shown := len(s.sess.Log())
	if rv, ok := s.sess.(Revealer); ok {
		shown = rv.Shown()
	}
	key := [4]int{len(s.sess.Log()), shown, seq, len(g.S.Stack)}
	if key == s.synced && g.S.Combat == s.syncedC {
		return
	}
	s.synced, s.syncedC = key, g.S.Combat
	s.takeIn()
	s.refresh()
}

// relayout lays the scene out again when anything it shows may have
// moved: the decision, the allocation, the pointer and focus, the dice.
func (s *Scene) relayout() {
	h := newHasher()
	h.float(s.m.Width)
	h.float(s.m.Height)
	h.float(s.m.Unit())
	h.int(s.synced[0])
	h.int(s.synced[1])
	h.int(s.synced[2])
	h.int(s.synced[3])
	h.int(s.lastPromptS)
	for _, p := range s.points {
		h.int(p)
	}
	if s.prompt == nil || s.prompt.Alloc == nil {
		h.str(s.hover) // the panel shows the hovered choice's odds (not while allocating)
	}
	h.str(s.focus)
	h.str(s.pressed)
	h.int(s.listOff)
	h.str(s.errMsg)
	h.str(s.advice.text)
	h.bool(s.over)
	h.bool(s.prompt == nil)
	h.bool(s.dice.busy())
	h.str(s.dice.rule())
	if k := h.sum(); k != s.laidOut {
		s.laidOut = k
		s.layoutHots()
	}
}

// refresh reads the game: the display, the pending prompt, whether the
// combat is over.
func (s *Scene) refresh() {
	g := s.sess.Game()
	live := g.S.Combat
	if s.ident == "" && live != nil {
		// The display had no boat yet when the board opened: the
		// combat is the same one once it has.
		s.ident = combatIdent(live)
	}
	if !s.over && live != nil && combatIdent(live) == s.ident && (len(live.Columns) > 0 && live.Stage != "over" || s.view == nil) {
		s.view = copyCombat(live)
		s.when = combatWhen{date: i18n.Text(DateMsg(g), ""), period: g.S.Period, weather: g.WeatherAt(live.Area), air: g.AirCover()}
	}
	if !s.over && s.ending() {
		// Over once the board has shown the combat's last entries (up to
		// the next phase), so that the summary, the counters and the tray
		// agree with the log (issue 14, item 1).
		done := true
		if rv, ok := s.sess.(Revealer); ok {
			done = rv.Shown() >= boardEnd(s.sess.Log(), rv.Shown())
		}
		if done {
			s.over = true
			s.summary = s.endSummary()
		}
	}
	p := s.sess.Pending()
	if s.over || p != nil && !CombatKinds[p.Kind] && !Wants(g, p) {
		p = nil
	}
	if p != nil && (s.prompt == nil || p.Seq != s.lastPromptS) {
		s.points = nil
		if p.Alloc != nil {
			s.points = make([]int, len(p.Options))
		}
		s.listOff = 0
		s.lastPromptS = p.Seq
		s.focus = ""
	}
	s.prompt = p
}

// endSummary sums up what this board's log says happened.
func (s *Scene) endSummary() string {
	ships, tons, lost := 0, 0, 0
	for _, e := range s.seen {
		if e.Event == nil {
			continue
		}
		t := campaign.TallyOf(e.Event)
		ships += t.Ships
		tons += t.Tons
		lost += t.SubsLost
	}
	out := i18n.T("combat.over")
	if ships > 0 {
		out += " " + i18n.T("combat.over.sunk", engine.Int("n", ships), engine.KT("kt", tons))
	} else {
		out += " " + i18n.T("combat.over.none")
	}
	if lost > 0 {
		out += " " + i18n.T("combat.over.lost", engine.Int("n", lost))
	}
	return out
}

// apply answers the pending prompt through the session.
func (s *Scene) apply(c engine.Choice) {
	if s.prompt == nil {
		return
	}
	if err := s.sess.Apply(c); err != nil {
		if errors.Is(err, engine.ErrIllegal) {
			s.errMsg = i18n.T("hud.not-allowed", engine.Text("why", err.Error()))
		} else {
			s.errMsg = i18n.T("combat.engine-refused", engine.Text("why", err.Error()))
		}
		return
	}
	s.errMsg = ""
	s.takeIn()
	s.refresh()
	s.layoutHots()
}

// reveal paces a revealing session's log by the dice: entries are
// revealed one by one, and each roll waits for its d10 to settle (at the
// player's animation speed; at once when animations are off or skipped).
func (s *Scene) reveal(speed float64) {
	rv, ok := s.sess.(Revealer)
	if !ok || rv.Ready() {
		return
	}
	log := s.sess.Log()
	limit := len(log)
	if s.ending() {
		limit = boardEnd(log, rv.Shown())
	}
	if speed <= 0 {
		for rv.Shown() < limit {
			rv.RevealNext()
		}
		return
	}
	for k := 0; k < 12 && rv.Shown() < limit && s.dice.idle(); k++ {
		rv.RevealNext()
		if e := log[rv.Shown()-1]; e.Roll != nil {
			break
		}
	}
}

// skip ends the dice animation and reveals the rest of the log.
func (s *Scene) skip() {
	if rv, ok := s.sess.(Revealer); ok {
		if s.ending() {
			for end := boardEnd(s.sess.Log(), rv.Shown()); rv.Shown() < end; {
				rv.RevealNext()
			}
		} else {
			rv.RevealAll()
		}
	}
	s.takeIn()
	s.dice.skip()
	s.sinking = nil
	s.refresh()
}

// finish leaves the board once its combat is over (or moves on to the
// next contact's combat if one follows at once).
func (s *Scene) finish(ctx *render.SceneContext) {
	if s.opt.Bot || s.opt.Replay {
		// A bot's combat closes by itself, so the map can note it and
		// open the next one (or sum it up); a replay goes back to the
		// summary.
		ctx.Scenes.Pop()
		return
	}
	if rv, ok := s.sess.(Revealer); ok {
		rv.RevealAll()
	}
	g := s.sess.Game()
	// In a two-player game [SW 26.0] the other command's combat waits for
	// the map's hand-over.
	if p := g.Prompt(); Wants(g, p) && combatIdent(g.S.Combat) != s.ident && p.Seat == s.seat {
		s.dice = diceTray{}
		s.attacks = 0
		s.start(nil)
		s.layoutHots()
		return
	}
	ctx.Scenes.Pop()
}

// Layout implements render.Scene.
func (s *Scene) Layout(m ui.Metrics) {
	m = m.Fit(1000, 620)
	s.m = m
	if s.atlas == nil || s.unit != m.Unit() {
		if s.atlas != nil {
			s.atlas.Clear()
		}
		fonts := s.env.Fonts
		s.atlas = counters.New(counters.Options{Unit: m.Unit(), Faces: typefaceOf(fonts)})
		s.unit = m.Unit()
	}
	s.layoutHots()
}

// Update implements render.Scene.
func (s *Scene) Update(ctx *render.SceneContext) error {
	s.tick++
	in := ctx.Input
	speed := 1.0
	if ctx.Env != nil && ctx.Env.Settings != nil {
		speed = ctx.Env.Settings.AnimSpeed
	}
	s.runBot(speed)
	s.reveal(speed)
	s.sync()
	if s.openFight(ctx) {
		return nil
	}
	s.dice.update(speed)
	s.stepSinking(speed)
	if s.closeBot(ctx, speed) {
		return nil
	}
	s.relayout()
	if s.updateTutor(in) {
		return nil
	}
	s.layoutTutor()
	if in.Consume(input.Back) {
		s.skip()
	}
	// Pointer: hover, press, click.
	for _, p := range in.Pointers {
		h := s.hotAt(p.X, p.Y)
		if p.Kind == input.Mouse && (in.MouseMoved || p.Pressed) {
			s.hover = ""
			if h != nil {
				s.hover = h.id
			}
		}
		if p.Pressed {
			s.pressed = ""
			if h != nil && h.enabled {
				s.pressed = h.id
				s.focus = h.id
			} else if s.lay.tray.Contains(p.X, p.Y) || s.prompt == nil && !s.over {
				s.skip()
			}
		}
		if p.Released {
			if h != nil && h.enabled && h.id == s.pressed {
				s.activate(ctx, h)
			}
			s.pressed = ""
		}
	}
	// Keyboard.
	if in.ConsumeChar('u') || in.ConsumeChar('z') {
		if h := s.hotByID("undo"); h != nil && h.enabled {
			s.undo(ctx)
			return nil
		}
	}
	for in.Consume(input.FocusNext) {
		s.moveFocus(1)
	}
	for in.Consume(input.FocusPrev) {
		s.moveFocus(-1)
	}
	for _, dir := range []struct {
		i input.Intent
		d int
	}{{input.Right, 1}, {input.Left, -1}} {
		for in.Consume(dir.i) {
			s.moveFocus(dir.d)
		}
	}
	f := s.hotByID(s.focus)
	for _, dir := range []struct {
		i input.Intent
		d int
	}{{input.Up, 1}, {input.Down, -1}, {input.Increase, 1}, {input.Decrease, -1}} {
		for in.Consume(dir.i) {
			if f != nil && f.target >= 0 && s.points != nil {
				s.addPoints(f.target, dir.d)
			} else if dir.i == input.Up || dir.i == input.Down {
				s.moveFocus(-dir.d)
			} else if s.points != nil {
				s.addPoints(s.firstTarget(), dir.d)
			}
		}
	}
	if in.Consume(input.Activate) {
		if f := s.hotByID(s.focus); f != nil && f.enabled {
			s.activate(ctx, f)
		} else if s.over {
			s.finish(ctx)
		} else if s.prompt == nil {
			s.skip()
		}
	}
	return nil
}

func (s *Scene) firstTarget() int {
	for _, h := range s.hots {
		if h.target >= 0 {
			return h.target
		}
	}
	return 0
}

// activate does what a hot stands for.
func (s *Scene) activate(ctx *render.SceneContext, h *hot) {
	switch h.act {
	case actPick:
		s.apply(engine.Pick(h.opt))
	case actPlus:
		s.addPoints(h.target, 1)
	case actMinus:
		s.addPoints(h.target, -1)
	case actTarget:
		if s.allocValid() {
			s.fire()
		} else {
			s.addPoints(h.target, 1)
		}
	case actFire:
		s.fire()
	case actClear:
		for i := range s.points {
			s.points[i] = 0
		}
	case actContinue:
		s.finish(ctx)
	case actSkip:
		s.skip()
	case actSkipTurn:
		s.skipTurn = true
		fallthrough
	case actSkipCombat:
		s.skipCombat = true
		s.runBot(1)
		s.skip()
		if s.closeBot(ctx, 1) {
			return
		}
	case actRule:
		if s.opt.OpenRule != nil {
			s.opt.OpenRule(ctx, h.rule)
		}
	case actScroll:
		s.listOff = max(0, s.listOff+h.target)
	case actUndo:
		s.undo(ctx)
		return
	case actAdvice:
		s.advise()
	}
	s.layoutHots()
}

// addPoints moves the allocation of target i by d within the prompt's
// limits (the engine validates the final split; the editor only keeps
// the obvious bounds so + and − never produce a split that cannot work).
func (s *Scene) addPoints(i, d int) {
	p := s.prompt
	if p == nil || p.Alloc == nil || i < 0 || i >= len(s.points) {
		return
	}
	a := p.Alloc
	v := s.points[i]
	total := 0
	for _, x := range s.points {
		total += x
	}
	minP := max(a.Min, 1)
	switch {
	case d > 0:
		want := v + 1
		if v == 0 {
			want = minP
		}
		if total-v+want > a.Total {
			return
		}
		if i < len(a.Max) && a.Max[i] > 0 && want > a.Max[i] {
			return
		}
		s.points[i] = want
	case d < 0 && v > 0:
		if v-1 < minP {
			s.points[i] = 0
		} else {
			s.points[i] = v - 1
		}
	}
}

func (s *Scene) allocTotal() int {
	t := 0
	for _, v := range s.points {
		t += v
	}
	return t
}

func (s *Scene) allocValid() bool {
	if s.prompt == nil || s.prompt.Alloc == nil {
		return false
	}
	return s.prompt.Validate(engine.Split(s.points...)) == nil
}

func (s *Scene) fire() {
	if s.prompt == nil || s.prompt.Alloc == nil {
		return
	}
	if err := s.prompt.Validate(engine.Split(s.points...)); err != nil {
		s.errMsg = err.Error()
		return
	}
	s.apply(engine.Split(s.points...))
}

// Controls implements render.Describer: every hot, plus a disabled
// "board" entry whose label sums up the display for tests.
func (s *Scene) Controls() []ui.Info {
	out := make([]ui.Info, 0, len(s.hots)+1)
	for _, h := range s.hots {
		out = append(out, ui.Info{ID: h.id, Label: h.label, Rect: h.rect, Enabled: h.enabled, Focused: h.id == s.focus, Hovered: h.id == s.hover})
	}
	out = append(out, ui.Info{ID: "board", Label: s.boardStatus(), Rect: s.lay.board})
	if s.tutor != nil {
		for _, b := range s.tutor.Buttons() {
			out = append(out, b.Info())
		}
	}
	return out
}

// boardStatus sums up the display: "board=c2 round=1 attacks=2 over=false".
func (s *Scene) boardStatus() string {
	b, r := "", 0
	if s.view != nil {
		b, r = s.view.Board, s.view.Round
	}
	return fmt.Sprintf("board=%s round=%d attacks=%d over=%v", b, r, s.attacks, s.over)
}

// Draw implements render.Scene.
func (s *Scene) Draw(screen *ebiten.Image) {
	s.drawStatic(screen)
	s.drawBoard(screen)
	s.drawSinking(screen)
	s.drawPanel(screen)
	s.drawTray(screen)
	s.drawFocus(screen)
	s.drawGlossary(screen)
	s.drawTutor(screen)
}
