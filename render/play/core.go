package play

import (
	"errors"
	"fmt"
	"maps"
	"strconv"
	"time"

	"periscope/game/engine"
	"periscope/game/systems"
)

// Core is a game of any system being played in the UI: the engine session
// (the game, its record and its log), the reveal of new log entries at
// the player's pace (with the state as it stood at each phase, when the
// game offers it), undo and redo, the seats and units a computer plays,
// and the autosave after every decision. The campaign's Session and the
// shared table scene both play through it; it names no system.
type Core struct {
	// Saver receives the autosaves (nil: none).
	Saver Saver
	// lastUndo is the latest undo's measurement (LastUndo).
	lastUndo UndoTiming
	// Prep is what an undo to before every restore point the session
	// holds waits on (a loaded save's background check), worked a slice a
	// frame by StepUndo; nil: nothing (undo.go).
	Prep UndoPrep
	// undo is the undo under way (BeginUndo), if any.
	undo pendingUndo
	// SaveErr is the last autosave's error (nil when it worked).
	SaveErr error
	// Animate keeps the states of the phases a new stretch of log covers,
	// so the board can show them while the log is revealed; without it the
	// log still reveals gradually but the board shows the latest state.
	Animate bool
	// StepMode stops the reveal at every phase; Step goes on to the next.
	StepMode bool

	es      *engine.Session
	shown   int    // log entries revealed
	views   []view // states at the phases of the entries not yet revealed
	capture bool
	credit  float64 // entries owed to the reveal (fractions accumulate)
	hold    bool    // in StepMode: stopped at a phase until Step

	// dropped and retired are views no longer shown: dropped since the
	// last decision, retired before it. A decision hands the retired back
	// to the game (PhaseRecycler) and retires the dropped: a view goes back
	// one whole decision after it was last shown, so nothing that read it
	// in the frame it was dropped still holds it.
	dropped, retired []any

	// bot returns the computer player of a seat (nil: none can play it).
	bot      func(seat engine.Seat) engine.Player
	seatBots map[engine.Seat]bool
	unitBots map[string]bool
	botTurn  int
	// BotErr is the error of the last bot answer, if any (the bots stop).
	BotErr error
	// Advise, when set, may replace a bot's answer before it is applied,
	// as the player's advice replaces it (the campaign map sets it: a
	// turn handed to the bot takes the raid the scenario is about, as
	// the advice does; issue 14, item 2).
	Advise func(g engine.Game, p *engine.Prompt, c *engine.Choice) *engine.Choice

	rev int
	// info is Info's map as last made, for infoKey.
	info     map[string]string
	infoKey  infoKey
	infoMade int // how many times info was made (InfoShared)
	// viewer, when set, is the seat whose eyes the log is read through
	// (a hot-seat game hides what the other seats may not see).
	viewer  *engine.Seat
	visible []engine.Entry
	visKey  [3]int
	// describe, when set, is the summary the outer session makes (the
	// campaign words its own); else the game's engine.Summary.
	describe func() Summary
}

// Phased is implemented by games that can show the state as it stood at
// each phase while the log is revealed (the campaign map follows the log
// phase by phase).
type Phased interface {
	engine.Game
	// WatchPhases makes the game call f whenever a step begins a new
	// phase, with the sequence number of the last log entry and a
	// function that makes a read-only copy of the state (called only when
	// the copy is wanted: replays for undo make none); nil stops it.
	WatchPhases(f func(seq int, view func() any))
	// PhaseView is a read-only copy of the state now, after the log entry
	// seq.
	PhaseView() (seq int, view any)
}

// PhaseRecycler is implemented by Phased games whose views are worth
// reusing: the core hands back each view it will never show again, once.
type PhaseRecycler interface {
	RecycleView(view any)
}

// dropViews forgets the phase views (they go back to the game later).
func (c *Core) dropViews() {
	for i := range c.views {
		c.dropped = append(c.dropped, c.views[i].st)
		c.views[i] = view{}
	}
	c.views = c.views[:0]
}

// recycleViews hands the views retired before the last decision back to
// the game and retires those dropped since.
func (c *Core) recycleViews() {
	if r, ok := c.es.Game().(PhaseRecycler); ok {
		for _, v := range c.retired {
			r.RecycleView(v)
		}
	}
	clear(c.retired)
	c.retired, c.dropped = c.dropped, c.retired[:0]
}

// Turned is implemented by games with numbered turns (a bot can be given
// the rest of the current one).
type Turned interface {
	Turn() int
}

// view is the state as it stood after the log entry with sequence number seq.
type view struct {
	seq int
	st  any
}

// watched builds a system's games so that they report their phases to the
// core (through engine.Session's replays too).
type watched struct {
	c   *Core
	sys engine.System
}

func (w watched) New(r engine.Record) (engine.Game, error) {
	g, err := w.sys.New(r)
	if err == nil {
		w.c.watch(g)
	}
	return g, err
}

func (w watched) Restore(r engine.Record, snap []byte) (engine.Game, error) {
	g, err := w.sys.Restore(r, snap)
	if err == nil {
		w.c.watch(g)
	}
	return g, err
}

// Fork copies a game for the session's undo (engine.Forker) where the
// system can, watched like the others.
func (w watched) Fork(g engine.Game) (engine.Game, error) {
	f, ok := w.sys.(engine.Forker)
	if !ok {
		return nil, fmt.Errorf("the system %T does not copy games", w.sys)
	}
	c, err := f.Fork(g)
	if err == nil {
		w.c.watch(c)
	}
	return c, err
}

func (c *Core) watch(g engine.Game) {
	if p, ok := g.(Phased); ok {
		p.WatchPhases(c.phaseBegun)
	}
}

func (c *Core) phaseBegun(seq int, st func() any) {
	if c.capture {
		c.views = append(c.views, view{seq: seq, st: st()})
	}
}

// bots is the computer players a system offers (engine.Seated), if any.
func bots(sys engine.System) func(engine.Seat) engine.Player {
	if s, ok := sys.(engine.Seated); ok {
		return func(seat engine.Seat) engine.Player { return s.Bot(seat, "") }
	}
	return func(engine.Seat) engine.Player { return nil }
}

func newCore(saver Saver, bot func(engine.Seat) engine.Player) *Core {
	return &Core{Saver: saver, Animate: true, bot: bot, seatBots: map[engine.Seat]bool{}, unitBots: map[string]bool{}}
}

// NewCore starts a game of sys from a record (its choices, if any, are
// replayed: this is also how a saved game resumes). The whole log is
// revealed at once.
func NewCore(sys engine.System, rec engine.Record, saver Saver) (*Core, error) {
	c := newCore(saver, bots(sys))
	return c, c.start(sys, rec)
}

func (c *Core) start(sys engine.System, rec engine.Record) error {
	es, err := engine.NewSession(watched{c, sys}, rec)
	if err != nil {
		return err
	}
	c.es = es
	c.shown = len(es.Log())
	c.adoptBots()
	return nil
}

// RestoreCore continues a game restored from a save's snapshot, without
// replaying it: rec is the record whose choices led to g. The log starts
// empty; AdoptLog adds the earlier entries when a replay has rebuilt them.
// Undo replays from the start as usual.
func RestoreCore(sys engine.System, rec engine.Record, g engine.Game, saver Saver) *Core {
	c := newCore(saver, bots(sys))
	c.resume(sys, rec, g)
	return c
}

func (c *Core) resume(sys engine.System, rec engine.Record, g engine.Game) {
	c.watch(g)
	c.es = engine.ResumeSession(watched{c, sys}, rec, g)
	c.shown = len(c.es.Log())
	c.adoptBots()
}

// AdoptLog puts the log entries from before a restore (a background
// replay rebuilds them; replayed is its log from decision 0) ahead of the
// session's own; they count as revealed.
func (c *Core) AdoptLog(replayed []engine.Entry) { c.AdoptHistory(replayed, nil) }

// AdoptHistory is AdoptLog with the replay's checkpoints too, so an undo
// to before the restore replays from a nearby turn (issue 16). The session
// takes only the entries before its own log (engine.Session.PrependHistory).
func (c *Core) AdoptHistory(replayed []engine.Entry, h *engine.History) {
	if len(replayed) == 0 {
		return
	}
	had := len(c.es.Log())
	c.es.PrependHistory(replayed, h)
	c.shown += len(c.es.Log()) - had
	c.rev++
}

// AdoptRestorePoints gives a session restored from a save what loading
// kept for undo (save.Opened.Undo: the save's snapshot and copies of the
// game in its last turn), so an undo there does not wait for the
// background check. Nil does nothing.
func (c *Core) AdoptRestorePoints(h *engine.History) {
	if h != nil {
		c.es.PrependHistory(nil, h)
	}
}

// Game is the live game (the state after the last decision).
func (c *Core) Game() engine.Game { return c.es.Game() }

// Rev changes whenever anything a scene shows may have changed (a decision,
// an undo, a reveal): scenes key their caches on it.
func (c *Core) Rev() int { return c.rev }

// Record is the game as data so far.
func (c *Core) Record() engine.Record { return c.es.Record() }

// Snapshot is the live state serialised.
func (c *Core) Snapshot() ([]byte, error) { return c.es.Game().Snapshot() }

// RecordView is Record without the copy: to read at once (the autosave
// encodes it), never to keep or change.
func (c *Core) RecordView() engine.Record { return c.es.RecordView() }

// Checkpoint is the engine session's latest checkpoint: the snapshot of
// the state after the first at decisions. The autosave stores it with the
// whole record, so it does not serialise the state after every decision.
func (c *Core) Checkpoint() (at int, snap []byte) { return c.es.LatestCheckpoint() }

// Decisions is the number of choices made.
func (c *Core) Decisions() int { return c.es.Decisions() }

// Over reports whether the game has ended.
func (c *Core) Over() bool { return c.es.Game().Over() }

// Summary is the game's own description of itself (engine.Summarizer), or
// the bare facts every game has.
func (c *Core) Summary() Summary {
	if c.describe != nil {
		return c.describe()
	}
	rec := c.es.RecordView()
	sum := Summary{System: rec.System, Scenario: rec.Scenario, ScenarioName: rec.Scenario, Decisions: c.Decisions(), Over: c.Over()}
	if _, ok := c.es.Game().(engine.Summarizer); ok {
		s := engine.SummaryOf(c.es.Game(), rec.Bots) // as the people at the screen may know it
		sum.ScenarioName, sum.Date, sum.DateMsg, sum.Turn, sum.Over, sum.Text = s.Title, s.Date, s.DateMsg, s.Turn, s.Over, s.Status
		sum.ScenarioNameMsg = s.TitleMsg
		if s.Over && s.Result != "" {
			sum.Text = "Over: " + s.Result + " · " + sum.Text
		}
	}
	return sum
}

// ---------------------------------------------------------------- the log

// Log is every log entry since the start, revealed or not.
func (c *Core) Log() []engine.Entry { return c.es.Log() }

// Shown is the number of log entries revealed.
func (c *Core) Shown() int { return c.shown }

// Revealed is the part of the log revealed so far (what the viewer may
// see of it, when one is set).
func (c *Core) Revealed() []engine.Entry {
	all := c.es.Log()[:c.shown]
	if c.viewer == nil {
		return all
	}
	if key := [3]int{c.rev, c.shown, len(c.es.Log())}; key != c.visKey || c.visible == nil {
		c.visKey = key
		c.visible = c.visible[:0]
		for i := range all {
			if all[i].VisibleTo(*c.viewer) {
				c.visible = append(c.visible, all[i])
			}
		}
	}
	return c.visible
}

// SetViewer reads the log through one seat's eyes from now on (entries
// meant for other seats are left out).
func (c *Core) SetViewer(seat engine.Seat) {
	if c.viewer == nil || *c.viewer != seat {
		c.viewer = &seat
		c.visible = nil
		c.rev++
	}
}

// Seats are the seats of the game's scenario, in their order of play
// (the system's engine.Catalogue says; one solitaire seat otherwise).
func (c *Core) Seats() []engine.Seat {
	rec := c.es.RecordView()
	if cat, ok := systems.Installed().System(rec.System).(engine.Catalogue); ok {
		for _, sc := range cat.Scenarios(rec.Theatre) {
			if sc.ID == rec.Scenario && len(sc.Seats) > 0 {
				return sc.Seats
			}
		}
	}
	// A scenario made on the way (a designed battle, ONS 5's later
	// scenarios) names its seats itself.
	if g, ok := c.es.Game().(interface{ Seats() []engine.Seat }); ok {
		if seats := g.Seats(); len(seats) > 0 {
			return seats
		}
	}
	return []engine.Seat{engine.Everyone}
}

// Unrevealed is the number of log entries still to reveal.
func (c *Core) Unrevealed() int { return len(c.es.Log()) - c.shown }

// Ready reports whether the whole log is revealed: the board shows the
// live state and the pending decision may be shown.
func (c *Core) Ready() bool { return c.shown >= len(c.es.Log()) }

// Waiting reports whether the reveal stands at a phase in step mode,
// waiting for Step.
func (c *Core) Waiting() bool { return c.hold && !c.Ready() }

// PhaseState is the state as it stood at the phase being revealed (what
// the game's PhaseView and WatchPhases gave), or nil when the whole log is
// revealed or the game keeps no phase states: the board then draws the
// live game.
func (c *Core) PhaseState() any {
	if c.Ready() || len(c.views) == 0 {
		return nil
	}
	seq := 0
	if c.shown > 0 {
		seq = c.es.Log()[c.shown-1].Seq
	}
	best := c.views[0].st
	for _, v := range c.views[1:] {
		if v.seq > seq {
			break
		}
		best = v.st
	}
	return best
}

// RevealNext reveals one more entry.
func (c *Core) RevealNext() {
	if !c.Ready() {
		c.shown++
		c.revealed()
	}
}

// RevealAll reveals the whole log (skips the animation).
func (c *Core) RevealAll() {
	if !c.Ready() {
		c.shown = len(c.es.Log())
		c.revealed()
	}
}

// Step reveals the rest of the phase being revealed, up to the next phase
// (in step mode the reveal then waits there again).
func (c *Core) Step() {
	log := c.es.Log()
	if c.Ready() {
		return
	}
	c.shown++
	for c.shown < len(log) && log[c.shown].Kind != "phase" {
		c.shown++
	}
	c.hold = c.StepMode
	c.revealed()
}

// Tick advances the reveal by one frame at perSecond entries a second (0:
// all at once), at 60 frames a second. In step mode it stops before each
// phase and waits for Step.
func (c *Core) Tick(perSecond float64) {
	if c.Ready() {
		c.credit, c.hold = 0, false
		return
	}
	if c.StepMode && c.hold {
		return
	}
	if !c.StepMode {
		c.hold = false
	}
	log := c.es.Log()
	if perSecond <= 0 {
		c.credit = float64(len(log))
	} else {
		c.credit += perSecond / 60
	}
	changed := false
	for c.credit >= 1 && c.shown < len(log) {
		if c.StepMode && changed && log[c.shown].Kind == "phase" {
			c.hold = true
			break
		}
		c.credit--
		c.shown++
		changed = true
		// Decisions and phase titles cost nothing: the next line follows.
		if k := log[c.shown-1].Kind; k == "decision" {
			c.credit++
		}
	}
	if c.StepMode && c.shown < len(log) && log[c.shown].Kind == "phase" && changed {
		c.hold = true
	}
	if changed {
		c.revealed()
	}
}

func (c *Core) revealed() {
	c.rev++
	if c.Ready() {
		c.dropViews()
		c.credit, c.hold = 0, false
	}
}

// ---------------------------------------------------------------- decisions

// Pending is the decision the player is asked now: nil while the log is
// still being revealed, while a bot answers it, or when the game is over.
func (c *Core) Pending() *engine.Prompt {
	if !c.Ready() {
		return nil
	}
	p := c.es.Game().Prompt()
	if p == nil || c.BotWants() {
		return nil
	}
	return p
}

// Live is the engine's pending prompt whoever answers it (nil when over).
func (c *Core) Live() *engine.Prompt { return c.es.Game().Prompt() }

// Apply answers the pending prompt with the player's choice, then
// autosaves. An illegal choice is an error and changes nothing.
func (c *Core) Apply(ch engine.Choice) error {
	if err := c.apply(ch); err != nil {
		return err
	}
	c.autosave()
	return nil
}

// Pick answers the pending prompt with the option whose key is key.
func (c *Core) Pick(key string) error {
	p := c.es.Game().Prompt()
	if p == nil {
		return fmt.Errorf("%w: no decision is pending", engine.ErrIllegal)
	}
	for i, o := range p.Options {
		if o.Key == key {
			return c.Apply(engine.Pick(i))
		}
	}
	return fmt.Errorf("%w: %s has no option %q", engine.ErrIllegal, p.Kind, key)
}

func (c *Core) apply(ch engine.Choice) error {
	if c.Animate && c.Ready() {
		// The state before this decision opens the new stretch of log.
		c.dropViews()
		c.recycleViews()
		if p, ok := c.es.Game().(Phased); ok {
			seq, st := p.PhaseView()
			c.views = append(c.views, view{seq: seq, st: st})
		}
	}
	c.capture = c.Animate
	_, err := c.es.Apply(ch)
	c.capture = false
	if err != nil {
		if c.Ready() {
			c.dropViews()
		}
		return err
	}
	if !c.Animate {
		c.shown = len(c.es.Log())
	}
	c.rev++
	return nil
}

// autosave stores the game through the Saver (the Core is what it saves).
func (c *Core) autosave() {
	if c.Saver != nil {
		c.SaveErr = c.Saver.Autosave(c)
	}
}

// UndoTo rewinds to just before decision n (0 = the start) by replay. The
// bots hand the game back (else they would at once answer again what the
// player wanted to change).
func (c *Core) UndoTo(n int) error {
	from, t0 := c.Decisions(), time.Now()
	c.offerPoint(n)
	if err := c.es.UndoTo(n); err != nil {
		return err
	}
	c.lastUndo = UndoTiming{Seq: c.lastUndo.Seq + 1, From: from, To: n, Took: time.Since(t0)}
	c.afterJump()
	return nil
}

// UndoTiming measures an undo (issue 16's budget: ≤ 100 ms anywhere in a
// campaign): the game rewound from decision From to To in Took (the
// session's restore and replay; the autosave after it is timed apart).
// Seq counts the undos.
type UndoTiming struct {
	Seq, From, To int
	Took          time.Duration
}

// LastUndo returns the latest undo's measurement (Seq 0: none yet).
func (c *Core) LastUndo() UndoTiming { return c.lastUndo }

// Undo takes back the last decision.
func (c *Core) Undo() error {
	if c.Decisions() == 0 {
		return errors.New("undo: no decision has been made")
	}
	return c.UndoTo(c.Decisions() - 1)
}

// CanRedo reports whether an undone decision can be made again.
func (c *Core) CanRedo() bool { return c.es.CanRedo() }

// Redo makes the next undone decision again.
func (c *Core) Redo() error {
	if err := c.es.Redo(); err != nil {
		return err
	}
	c.afterJump()
	return nil
}

func (c *Core) afterJump() {
	c.shown = len(c.es.Log())
	c.dropViews()
	c.credit, c.hold = 0, false
	c.botTurn = 0
	clear(c.unitBots)
	c.BotErr = nil
	c.rev++
	c.autosave()
}

// ---------------------------------------------------------------- bots

// CanBot reports whether a computer player can take a seat.
func (c *Core) CanBot(seat engine.Seat) bool { return c.bot(seat) != nil }

// SetSeatBot gives a seat to the computer (on) or takes it back. A
// seat-level hand-over lasts until taken back; undo keeps it (the player
// chose who plays, not a move).
func (c *Core) SetSeatBot(seat engine.Seat, on bool) {
	if on && c.bot(seat) != nil {
		c.seatBots[seat] = true
	} else {
		delete(c.seatBots, seat)
	}
	seats := make([]engine.Seat, 0, len(c.seatBots))
	for s := range c.seatBots {
		seats = append(seats, s)
	}
	c.es.SetBots(seats) // saved with the record: a resumed game keeps them
	c.rev++
}

// adoptBots gives the computer the seats the record says it plays.
func (c *Core) adoptBots() {
	for _, seat := range c.es.RecordView().Bots {
		if c.bot(seat) != nil {
			c.seatBots[seat] = true
		}
	}
}

// SeatBot reports whether the computer plays a seat.
func (c *Core) SeatBot(seat engine.Seat) bool { return c.seatBots[seat] }

// SetBotBoat hands a unit's decisions (engine.Prompt.Sub) to the bot (on)
// or takes them back.
func (c *Core) SetBotBoat(id string, on bool) {
	if on {
		c.unitBots[id] = true
	} else {
		delete(c.unitBots, id)
	}
	c.rev++
}

// BotBoat reports whether the bot plays a unit.
func (c *Core) BotBoat(id string) bool { return c.unitBots[id] }

// BotBoats is the number of units the bot plays.
func (c *Core) BotBoats() int { return len(c.unitBots) }

func (c *Core) turn() int {
	if t, ok := c.es.Game().(Turned); ok {
		return t.Turn()
	}
	return 0
}

// BotTurn hands the rest of the current turn to the bot.
func (c *Core) BotTurn() {
	c.botTurn = c.turn()
	c.rev++
}

// BotTurnOn reports whether the bot plays the current turn.
func (c *Core) BotTurnOn() bool { return c.botTurn != 0 && c.botTurn == c.turn() }

// StopBots takes every unit and the turn back from the bot (the seats the
// computer holds stay its own).
func (c *Core) StopBots() {
	c.botTurn = 0
	clear(c.unitBots)
	c.rev++
}

// BotWants reports whether the pending decision is the bot's.
func (c *Core) BotWants() bool {
	if c.undo.on {
		return false // the game is going back: nothing to answer yet
	}
	p := c.es.Game().Prompt()
	if p == nil || c.BotErr != nil {
		return false
	}
	if c.seatBots[p.Seat] || c.BotTurnOn() {
		return true
	}
	return p.Sub != "" && c.unitBots[p.Sub]
}

// RunBots lets the bots answer the decisions that are theirs, at most
// limit of them (and while more() says so, if set), and autosaves once
// after them. It returns how many they answered.
func (c *Core) RunBots(limit int, more func() bool) int {
	n := 0
	for n < limit && c.BotWants() && (more == nil || more()) {
		p := c.es.Game().Prompt()
		b := c.bot(p.Seat)
		if b == nil {
			c.BotErr = fmt.Errorf("no computer player can take the seat %q", p.Seat)
			break
		}
		ch := b.Choose(c.es.Game(), p)
		if c.Advise != nil {
			if a := c.Advise(c.es.Game(), p, &ch); a != nil {
				ch = *a
			}
		}
		if err := c.apply(ch); err != nil {
			c.BotErr = fmt.Errorf("the bot's answer to %s [%s] was refused: %w", p.Kind, p.Rule, err)
			break
		}
		n++
	}
	if c.botTurn != 0 && c.botTurn != c.turn() {
		c.botTurn = 0 // the turn it was given is over
	}
	if n > 0 {
		c.autosave()
	}
	return n
}

// Suggest returns the bot's answer to the pending decision (nil when there
// is none or no bot can play its seat), for the player to take or leave.
func (c *Core) Suggest() *engine.Choice {
	p := c.es.Game().Prompt()
	if p == nil {
		return nil
	}
	b := c.bot(p.Seat)
	if b == nil {
		return nil
	}
	ch := b.Choose(c.es.Game(), p)
	return &ch
}

// Info is what the scenes publish about the game for tests (the page hook).
// The page hook asks every frame; the map is made again only when what it
// says may have changed (infoKey), and each caller gets its own copy (the
// scenes add their own entries). Made every frame, it was about a tenth of
// a panning frame's Go work in the browser (issue 16).
func (c *Core) Info() map[string]string {
	m, _ := c.InfoShared()
	return maps.Clone(m)
}

// InfoShared is Info's map itself, not a copy, and how many times it has
// been made: the caller must not change it, and a new count means a new
// map (a scene that reports it every frame copies it only when it changed:
// issue 16, a frame allocates nothing).
func (c *Core) InfoShared() (map[string]string, int) {
	p := c.Pending()
	key := infoKey{rev: c.rev, decisions: c.Decisions(), log: len(c.Log()), shown: c.shown, pending: p, bot: c.BotWants()}
	if c.info == nil || key != c.infoKey {
		c.info, c.infoKey = c.makeInfo(p, key.bot), key
		c.infoMade++
	}
	return c.info, c.infoMade
}

// infoKey is what Info's map depends on besides the game, which changes
// only by decisions, undos and restores (rev and the decision count).
type infoKey struct {
	rev, decisions, log, shown int
	pending                    *engine.Prompt
	bot                        bool
}

// makeInfo makes Info's map: p is the pending decision (Pending), bot
// BotWants.
func (c *Core) makeInfo(p *engine.Prompt, bot bool) map[string]string {
	sum := c.Summary()
	m := map[string]string{
		"system":    c.es.RecordView().System,
		"decisions": strconv.Itoa(c.Decisions()),
		"turn":      strconv.Itoa(sum.Turn),
		"over":      strconv.FormatBool(c.Over()),
		"scenario":  c.es.RecordView().Scenario,
		"log":       strconv.Itoa(len(c.Log())),
		"shown":     strconv.Itoa(c.shown),
	}
	if p != nil {
		m["prompt"] = p.Kind
		m["sub"] = p.Sub
		m["seat"] = string(p.Seat)
		if p.Alloc != nil {
			m["alloc"] = strconv.Itoa(p.Alloc.Total)
		}
	}
	if bot {
		m["bot"] = "true"
	}
	// The result once the game is over (tests read it: the tactical game's
	// browser test checks the score).
	if sm, ok := c.es.Game().(engine.Summarizer); ok {
		if s := sm.Summary(); s.Over {
			m["result"], m["vp"] = s.Result, fmt.Sprint(s.VP)
		}
	}
	return m
}
