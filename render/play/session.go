// Package play is the game session controller between the rules engine and
// the scenes: it owns the engine.Session (the game, its record and its
// log), applies the player's choices and the bots' answers, undoes and
// redoes, keeps the queue of new log entries the scenes reveal at the
// player's pace (with the state as it stood at each phase, so the map
// matches the log), and autosaves after every decision through a Saver.
//
// Every change to the game goes through a Session; scenes only read it.
// The package has no Ebitengine code, so it is tested with plain go test.
package play

import (
	"errors"
	"fmt"
	"periscope/game/systems"

	"periscope/game/bot"
	"periscope/game/campaign"
	"periscope/game/data"
	"periscope/game/engine"
	"periscope/i18n"
)

// Saver stores and finds autosaves. The save system implements it (package
// save); StoreSaver is the minimal stand-in that keeps one autosave in a
// storage.Store.
type Saver interface {
	// Autosave stores the session: called after every applied decision (a
	// bot's run of decisions is saved once, at its end). The session
	// offers what a save needs: Record, Snapshot and Summary.
	Autosave(s *Session) error
	// LatestAutosave returns the newest autosave, or nil (and no error)
	// when there is none. "Continue" on the title resumes it.
	LatestAutosave() (*Saved, error)
}

// Saved is a stored game as the title's "Continue" needs it.
type Saved struct {
	Record  engine.Record `json:"record"`
	Summary Summary       `json:"summary"`
}

// Summary describes a game in a line, for save lists and the title.
type Summary struct {
	System       string `json:"system"`
	Scenario     string `json:"scenario"`
	ScenarioName string `json:"scenarioName"`
	// Date is the date in the game ("Oct 1939, week 3"); Turn its turn.
	Date      string `json:"date"`
	Turn      int    `json:"turn"`
	Decisions int    `json:"decisions"`
	Over      bool   `json:"over,omitempty"`
	// Text is a short summary: boats at sea, ships and tonnage sunk, losses
	// (and the result once the game is over).
	Text string `json:"text"`
}

// view is the state as it stood after the log entry with sequence number seq.
type view struct {
	seq int
	st  *campaign.State
}

// Session is a game being played in the UI.
type Session struct {
	Theatre *data.Theatre
	// Saver receives the autosaves (nil: none).
	Saver Saver
	// SaveErr is the last autosave's error (nil when it worked).
	SaveErr error
	// Animate keeps the states of the phases a new stretch of log covers, so
	// the map can show them while the log is revealed; without it the log
	// still reveals gradually but the map shows the latest state.
	Animate bool
	// StepMode stops the reveal at every phase; Step goes on to the next.
	StepMode bool

	es      *engine.Session
	shown   int    // log entries revealed
	views   []view // states at the phases of the entries not yet revealed
	capture bool
	phase   string
	credit  float64 // entries owed to the reveal (fractions accumulate)
	hold    bool    // in StepMode: stopped at a phase until Step

	doctrine *bot.Doctrine
	botBoats map[string]bool
	botTurn  int
	// BotErr is the error of the last bot answer, if any (the bot stops).
	BotErr error

	rev int
}

// traced builds campaign games that report to the session after every step
// (the phase snapshots), through engine.Session's replays too.
type traced struct{ s *Session }

func (t traced) New(r engine.Record) (engine.Game, error) {
	g, err := campaign.New(t.s.Theatre, r)
	if err != nil {
		return nil, err
	}
	g.Trace = t.s.trace
	return g, nil
}

func (t traced) Restore(r engine.Record, snap []byte) (engine.Game, error) {
	g, err := campaign.Restore(t.s.Theatre, snap)
	if err != nil {
		return nil, err
	}
	g.Trace = t.s.trace
	return g, nil
}

// LoadTheatre loads a theatre's data from the embedded assets, once (the
// program's one cache: game/systems).
func LoadTheatre(id string) (*data.Theatre, error) { return systems.Theatre(id) }

// New starts a game from a record (its choices, if any, are replayed: this
// is also how a saved game resumes). The whole log is revealed at once.
func New(th *data.Theatre, rec engine.Record, saver Saver) (*Session, error) {
	if rec.System == "" {
		rec.System = campaign.SystemID
	}
	if rec.Theatre == "" {
		rec.Theatre = th.ID
	}
	if rec.System != campaign.SystemID || rec.Theatre != th.ID {
		return nil, fmt.Errorf("the game is of %s/%s, not %s/%s", rec.System, rec.Theatre, campaign.SystemID, th.ID)
	}
	s := &Session{Theatre: th, Saver: saver, Animate: true, doctrine: bot.NewDoctrine(), botBoats: map[string]bool{}}
	es, err := engine.NewSession(traced{s}, rec)
	if err != nil {
		return nil, err
	}
	s.es = es
	s.shown = len(es.Log())
	return s, nil
}

// Resume starts the game stored in a Saved.
func Resume(saved *Saved, saver Saver) (*Session, error) {
	th, err := LoadTheatre(saved.Record.Theatre)
	if err != nil {
		return nil, err
	}
	return New(th, saved.Record, saver)
}

// Game is the live game (the state after the last decision).
func (s *Session) Game() *campaign.Game { return s.es.Game().(*campaign.Game) }

// State is the live state.
func (s *Session) State() *campaign.State { return s.Game().S }

// Rev changes whenever anything a scene shows may have changed (a decision,
// an undo, a reveal): scenes key their caches on it.
func (s *Session) Rev() int { return s.rev }

// Record is the game as data so far.
func (s *Session) Record() engine.Record { return s.es.Record() }

// Snapshot is the live state serialised.
func (s *Session) Snapshot() ([]byte, error) { return s.es.Game().Snapshot() }

// RecordView is Record without the copy: to read at once (the autosave
// encodes it), never to keep or change.
func (s *Session) RecordView() engine.Record { return s.es.RecordView() }

// Checkpoint is the engine session's latest checkpoint: the snapshot of
// the state after the first at decisions (taken at the current turn's
// first decision). The autosave stores it with the whole record, so it
// does not serialise the state after every decision.
func (s *Session) Checkpoint() (at int, snap []byte) { return s.es.LatestCheckpoint() }

// Decisions is the number of choices made.
func (s *Session) Decisions() int { return s.es.Decisions() }

// Over reports whether the scenario has ended.
func (s *Session) Over() bool { return s.es.Game().Over() }

// Scenario is the scenario being played.
func (s *Session) Scenario() *data.Scenario { return s.Game().Scenario() }

// ---------------------------------------------------------------- the log

// Log is every log entry since the start, revealed or not.
func (s *Session) Log() []engine.Entry { return s.es.Log() }

// Shown is the number of log entries revealed.
func (s *Session) Shown() int { return s.shown }

// Revealed is the part of the log revealed so far.
func (s *Session) Revealed() []engine.Entry { return s.es.Log()[:s.shown] }

// Unrevealed is the number of log entries still to reveal.
func (s *Session) Unrevealed() int { return len(s.es.Log()) - s.shown }

// Ready reports whether the whole log is revealed: the map shows the live
// state and the pending decision may be shown.
func (s *Session) Ready() bool { return s.shown >= len(s.es.Log()) }

// Waiting reports whether the reveal stands at a phase in step mode,
// waiting for Step.
func (s *Session) Waiting() bool { return s.hold && !s.Ready() }

// View is the state the scenes draw: the live state once the log is
// revealed, before that the state as it stood at the phase being revealed.
func (s *Session) View() *campaign.State {
	if s.Ready() || len(s.views) == 0 {
		return s.State()
	}
	seq := 0
	if s.shown > 0 {
		seq = s.es.Log()[s.shown-1].Seq
	}
	best := s.views[0].st
	for _, v := range s.views[1:] {
		if v.seq > seq {
			break
		}
		best = v.st
	}
	return best
}

// RevealNext reveals one more entry.
func (s *Session) RevealNext() {
	if !s.Ready() {
		s.shown++
		s.revealed()
	}
}

// RevealAll reveals the whole log (skips the animation).
func (s *Session) RevealAll() {
	if !s.Ready() {
		s.shown = len(s.es.Log())
		s.revealed()
	}
}

// Step reveals the rest of the phase being revealed, up to the next phase
// (in step mode the reveal then waits there again).
func (s *Session) Step() {
	log := s.es.Log()
	if s.Ready() {
		return
	}
	s.shown++
	for s.shown < len(log) && log[s.shown].Kind != "phase" {
		s.shown++
	}
	s.hold = s.StepMode
	s.revealed()
}

// Tick advances the reveal by one frame at perSecond entries a second (0:
// all at once), at 60 frames a second. In step mode it stops before each
// phase and waits for Step.
func (s *Session) Tick(perSecond float64) {
	if s.Ready() {
		s.credit, s.hold = 0, false
		return
	}
	if s.StepMode && s.hold {
		return
	}
	if !s.StepMode {
		s.hold = false
	}
	log := s.es.Log()
	if perSecond <= 0 {
		s.credit = float64(len(log))
	} else {
		s.credit += perSecond / 60
	}
	changed := false
	for s.credit >= 1 && s.shown < len(log) {
		if s.StepMode && changed && log[s.shown].Kind == "phase" {
			s.hold = true
			break
		}
		s.credit--
		s.shown++
		changed = true
		// Decisions and phase titles cost nothing: the next line follows.
		if k := log[s.shown-1].Kind; k == "decision" {
			s.credit++
		}
	}
	if s.StepMode && s.shown < len(log) && log[s.shown].Kind == "phase" && changed {
		s.hold = true
	}
	if changed {
		s.revealed()
	}
}

func (s *Session) revealed() {
	s.rev++
	if s.Ready() {
		s.views = s.views[:0]
		s.credit, s.hold = 0, false
	}
}

// trace is campaign.Game.Trace: while a decision is being applied live, it
// keeps a copy of the state whenever a new phase has begun.
func (s *Session) trace(g *campaign.Game, op engine.Op) {
	if !s.capture || g.S.Phase == s.phase {
		return
	}
	s.phase = g.S.Phase
	s.views = append(s.views, view{seq: g.S.LogSeq, st: g.S.CloneView()})
}

// CombatShown reports whether the combat board should be on screen: a
// combat display is in use in the state being shown (while the log is
// revealed, the combat as it stood then). The campaign map pushes the
// combat scene when this becomes true; the combat scene pops itself when it
// becomes false.
func (s *Session) CombatShown() bool { return s.View().Combat != nil }

// ---------------------------------------------------------------- decisions

// Pending is the decision the player is asked now: nil while the log is
// still being revealed, while a bot answers it, or when the game is over.
func (s *Session) Pending() *engine.Prompt {
	if !s.Ready() {
		return nil
	}
	p := s.es.Game().Prompt()
	if p == nil || s.BotWants() {
		return nil
	}
	return p
}

// Live is the engine's pending prompt whoever answers it (nil when over).
func (s *Session) Live() *engine.Prompt { return s.es.Game().Prompt() }

// Apply answers the pending prompt with the player's choice, then
// autosaves. An illegal choice is an error and changes nothing.
func (s *Session) Apply(c engine.Choice) error {
	if err := s.apply(c); err != nil {
		return err
	}
	s.autosave()
	return nil
}

// Pick answers the pending prompt with the option whose key is key.
func (s *Session) Pick(key string) error {
	p := s.es.Game().Prompt()
	if p == nil {
		return fmt.Errorf("%w: no decision is pending", engine.ErrIllegal)
	}
	for i, o := range p.Options {
		if o.Key == key {
			return s.Apply(engine.Pick(i))
		}
	}
	return fmt.Errorf("%w: %s has no option %q", engine.ErrIllegal, p.Kind, key)
}

func (s *Session) apply(c engine.Choice) error {
	if s.Animate && s.Ready() {
		// The state before this decision opens the new stretch of log.
		s.views = s.views[:0]
		seq := 0
		if log := s.es.Log(); len(log) > 0 {
			seq = log[len(log)-1].Seq
		}
		s.views = append(s.views, view{seq: seq, st: s.State().CloneView()})
	}
	s.capture, s.phase = s.Animate, s.State().Phase
	_, err := s.es.Apply(c)
	s.capture = false
	if err != nil {
		if s.Ready() {
			s.views = s.views[:0]
		}
		return err
	}
	if !s.Animate {
		s.shown = len(s.es.Log())
	}
	s.rev++
	return nil
}

func (s *Session) autosave() {
	if s.Saver != nil {
		s.SaveErr = s.Saver.Autosave(s)
	}
}

// UndoTo rewinds to just before decision n (0 = the start) by replay. The
// bots hand the game back (else they would at once answer again what the
// player wanted to change).
func (s *Session) UndoTo(n int) error {
	if err := s.es.UndoTo(n); err != nil {
		return err
	}
	s.afterJump()
	return nil
}

// Undo takes back the last decision.
func (s *Session) Undo() error {
	if s.Decisions() == 0 {
		return errors.New("undo: no decision has been made")
	}
	return s.UndoTo(s.Decisions() - 1)
}

// CanRedo reports whether an undone decision can be made again.
func (s *Session) CanRedo() bool { return s.es.CanRedo() }

// Redo makes the next undone decision again.
func (s *Session) Redo() error {
	if err := s.es.Redo(); err != nil {
		return err
	}
	s.afterJump()
	return nil
}

func (s *Session) afterJump() {
	s.shown = len(s.es.Log())
	s.views = s.views[:0]
	s.credit, s.hold = 0, false
	s.botTurn = 0
	clear(s.botBoats)
	s.BotErr = nil
	s.rev++
	s.autosave()
}

// ---------------------------------------------------------------- bots

// SetBotBoat hands a boat to the doctrine bot (on) or takes it back.
func (s *Session) SetBotBoat(id string, on bool) {
	if on {
		s.botBoats[id] = true
	} else {
		delete(s.botBoats, id)
	}
	s.rev++
}

// BotBoat reports whether the bot plays a boat.
func (s *Session) BotBoat(id string) bool { return s.botBoats[id] }

// BotBoats lists the boats the bot plays.
func (s *Session) BotBoats() int { return len(s.botBoats) }

// BotTurn hands the rest of the current turn to the doctrine bot.
func (s *Session) BotTurn() {
	s.botTurn = s.State().Turn
	s.rev++
}

// BotTurnOn reports whether the bot plays the current turn.
func (s *Session) BotTurnOn() bool { return s.botTurn != 0 && s.botTurn == s.State().Turn }

// StopBots takes every boat and the turn back from the bot.
func (s *Session) StopBots() {
	s.botTurn = 0
	clear(s.botBoats)
	s.rev++
}

// BotWants reports whether the pending decision is the bot's.
func (s *Session) BotWants() bool {
	p := s.es.Game().Prompt()
	if p == nil || s.BotErr != nil {
		return false
	}
	if s.botTurn != 0 && s.botTurn == s.State().Turn {
		return true
	}
	return p.Sub != "" && s.botBoats[p.Sub]
}

// RunBots lets the doctrine bot answer the decisions that are its, at most
// limit of them (and while more() says so, if set), and autosaves once
// after them. It returns how many it answered.
func (s *Session) RunBots(limit int, more func() bool) int {
	n := 0
	for n < limit && s.BotWants() && (more == nil || more()) {
		p := s.es.Game().Prompt()
		c := s.doctrine.Choose(s.es.Game(), p)
		if err := s.apply(c); err != nil {
			s.BotErr = fmt.Errorf("the bot's answer to %s [%s] was refused: %w", p.Kind, p.Rule, err)
			break
		}
		n++
	}
	if s.botTurn != 0 && s.botTurn != s.State().Turn {
		s.botTurn = 0 // the turn it was given is over
	}
	if n > 0 {
		s.autosave()
	}
	return n
}

// Suggest returns the doctrine bot's answer to the pending decision (nil
// when there is none), for the player to take or leave.
func (s *Session) Suggest() *engine.Choice {
	p := s.es.Game().Prompt()
	if p == nil {
		return nil
	}
	c := s.doctrine.Choose(s.es.Game(), p)
	return &c
}

// ---------------------------------------------------------------- summary

// Summary describes the game now.
func (s *Session) Summary() Summary {
	g := s.Game()
	st := g.S
	sc := g.Scenario()
	sum := Summary{System: st.System, Scenario: st.Scenario, ScenarioName: sc.Name,
		Date: g.DateString(), Turn: st.Turn, Decisions: s.Decisions(), Over: st.Over}
	atSea := 0
	var one string
	for i := range st.Subs {
		if st.Subs[i].Status == campaign.StSea {
			atSea++
			one = st.Subs[i].ID
		}
	}
	var text string
	switch {
	case atSea == 1:
		text = fmt.Sprintf("%s at sea", one)
	case atSea > 1:
		text = fmt.Sprintf("%d boats at sea", atSea)
	default:
		text = "all boats in port"
	}
	// The summary is stored with the save, so it stays in English (with
	// the catalogue's plural: "1 ship").
	text += " · " + i18n.EN.T("play.summary-sunk", engine.Int("ships", st.Tracks.Ships), engine.KT("kt", st.Tracks.Tons))
	if st.Tracks.SubsLost > 0 {
		text += fmt.Sprintf(" · %d lost", st.Tracks.SubsLost)
	}
	if st.Over && st.Result != nil {
		text = "Over: " + st.Result.Level + " · " + text
	}
	sum.Text = text
	return sum
}

// Tons formats a tonnage given in thousands of tons: 29 → "29,000 t".
func Tons(kt int) string {
	if kt == 0 {
		return "0 t"
	}
	s := fmt.Sprint(kt)
	neg := false
	if kt < 0 {
		neg, s = true, s[1:]
	}
	var out []byte
	for i := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			out = append(out, ',')
		}
		out = append(out, s[i])
	}
	r := string(out) + ",000 t"
	if neg {
		r = "−" + r
	}
	return r
}

// Info is what the scenes publish about the game for tests (the page hook).
func (s *Session) Info() map[string]string {
	m := map[string]string{
		"decisions": fmt.Sprint(s.Decisions()),
		"turn":      fmt.Sprint(s.State().Turn),
		"over":      fmt.Sprint(s.Over()),
		"scenario":  s.State().Scenario,
		"log":       fmt.Sprint(len(s.Log())),
		"shown":     fmt.Sprint(s.shown),
	}
	if p := s.Pending(); p != nil {
		m["prompt"] = p.Kind
		m["sub"] = p.Sub
		if p.Alloc != nil {
			m["alloc"] = fmt.Sprint(p.Alloc.Total)
		}
	}
	if s.BotWants() {
		m["bot"] = "true"
	}
	return m
}
