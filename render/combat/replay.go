package combat

import (
	"fmt"
	"strings"

	"periscope/game/campaign"
	"periscope/game/data"
	"periscope/game/engine"
)

// Fought is a combat the bot fought for the player (issue 14, item 2): who
// fought where, what the log says came of it, and what it takes to play it
// again on the board (the game as it stood at the combat's first decision
// and the choices made in it).
type Fought struct {
	Turn    int
	Date    string
	DateMsg *engine.Msg // Date in the player's language
	Area    string
	Boats   []string
	BotTurn bool // fought during a turn handed to the bot (not only a bot boat)
	// Watched: the player watched it to its end on the board (not skipped).
	Watched bool
	// From and To are the decisions the combat spans (the record's
	// choices From..To-1); LogFrom..LogTo the log entries of the combat,
	// from the search roll that found the contact; Start the log's length
	// when it began (the entries before it are the replay's prefix).
	From, To              int
	LogFrom, Start, LogTo int
	Snap                  []byte

	Ships, Tons, Lost int

	// TurnedBack, when set, makes this no combat but a raid on a naval base
	// [30.4] the bot ordered that was turned back before any board opened
	// (issue 14): the log entries that say what stopped it (a transit
	// event, a mine, Spotted, the boat lying low), the last one the order
	// to return to base or the loss. Nothing of it can be replayed.
	TurnedBack []engine.Entry
}

// BeginFought records the start of the combat g is about to fight: decided
// is the number of decisions made so far, log the whole log, snap the
// game's snapshot now.
func BeginFought(g *campaign.Game, decided int, log []engine.Entry, snap []byte) *Fought {
	f := &Fought{Turn: g.S.Turn, Date: g.DateString(), DateMsg: DateMsg(g), From: decided, Start: len(log), Snap: snap}
	if c := g.S.Combat; c != nil {
		f.Area = c.Area
		for _, b := range c.Boats {
			f.Boats = append(f.Boats, b.ID)
		}
	}
	if f.Area == "" {
		if p := g.Prompt(); p != nil {
			if sub := g.Sub(p.Sub); sub != nil {
				f.Area = sub.Area
			}
			if p.Sub != "" && len(f.Boats) == 0 {
				f.Boats = []string{p.Sub}
			}
		}
	}
	f.LogFrom = SearchStart(log, len(log))
	return f
}

// DateMsg is g's date as a message ("Oct 1939, week 2").
func DateMsg(g *campaign.Game) *engine.Msg {
	return engine.M("atl.date", engine.Nested("month", engine.M(fmt.Sprintf("month.short.%d", g.S.Month%12+1))),
		engine.Text("year", fmt.Sprint(g.S.Month/12)), engine.Int("week", g.S.Week))
}

// End closes the record once the game has left the combat: decided is the
// number of decisions made by then, log the whole log.
func (f *Fought) End(g *campaign.Game, decided int, log []engine.Entry) {
	f.To = decided
	end := boardEnd(log, f.Start)
	// Another contact that followed at once begins with its own search
	// roll: this combat ends before it.
	if Wants(g, g.Prompt()) {
		if k := SearchStart(log, len(log)); k >= f.Start && k < end {
			end = k
		}
	}
	f.LogTo = end
	f.Ships, f.Tons, f.Lost = 0, 0, 0
	for _, e := range log[f.LogFrom:f.LogTo] {
		if e.Event == nil {
			continue
		}
		t := campaign.TallyOf(e.Event)
		f.Ships += t.Ships
		f.Tons += t.Tons
		f.Lost += t.SubsLost
	}
	if c := g.S.Combat; len(f.Boats) == 0 && c != nil {
		for _, b := range c.Boats {
			f.Boats = append(f.Boats, b.ID)
		}
	}
}

// SearchStart is where the combat under way at log entry n began: the
// search roll that found the contact, among the 400 entries before n (n
// when there is none).
func SearchStart(log []engine.Entry, n int) int {
	for i := n - 1; i >= 0 && i >= n-400; i-- {
		if r := log[i].Roll; r != nil && strings.HasPrefix(r.Purpose, "AAC search") {
			return i
		}
	}
	return n
}

// Replay is a session that plays a fought combat again from its record:
// the game restored as it stood at the combat's first decision, and the
// choices then made, answered one by one as a bot would (so the board
// paces them at the animation speed, and Skip plays the rest at once).
// The player decides nothing in a replay; it changes nothing in the game
// being played.
type Replay struct {
	g       *campaign.Game
	log     []engine.Entry
	shown   int
	choices []engine.Choice
	next    int
	err     error
}

// NewReplay restores f's game from its snapshot; rec is the record of the
// game (its choices f.From..f.To are replayed) and log the game's log (its
// entries from the search roll to the combat's start open the replay).
func NewReplay(th *data.Theatre, f *Fought, rec engine.Record, log []engine.Entry) (*Replay, error) {
	if f == nil || f.Snap == nil {
		return nil, fmt.Errorf("replay: no snapshot of the combat")
	}
	if f.To > len(rec.Choices) || f.From > f.To {
		return nil, fmt.Errorf("replay: the record has %d decisions, the combat spans %d–%d", len(rec.Choices), f.From, f.To)
	}
	g, err := campaign.Restore(th, f.Snap)
	if err != nil {
		return nil, fmt.Errorf("replay: %w", err)
	}
	r := &Replay{g: g, choices: append([]engine.Choice(nil), rec.Choices[f.From:f.To]...)}
	if f.LogFrom <= f.Start && f.Start <= len(log) {
		r.log = append(r.log, log[f.LogFrom:f.Start]...)
	}
	r.shown = len(r.log)
	return r, nil
}

// Game implements Session.
func (r *Replay) Game() *campaign.Game { return r.g }

// Pending implements Session: nothing is the player's to decide.
func (r *Replay) Pending() *engine.Prompt { return nil }

// Apply implements Session: a replay takes no choices.
func (r *Replay) Apply(engine.Choice) error {
	return fmt.Errorf("%w: a replay takes no decisions", engine.ErrIllegal)
}

// Log implements Session.
func (r *Replay) Log() []engine.Entry { return r.log }

// Shown implements Revealer.
func (r *Replay) Shown() int { return r.shown }

// RevealNext implements Revealer.
func (r *Replay) RevealNext() {
	if r.shown < len(r.log) {
		r.shown++
	}
}

// RevealAll implements Revealer.
func (r *Replay) RevealAll() { r.shown = len(r.log) }

// Ready implements Revealer.
func (r *Replay) Ready() bool { return r.shown >= len(r.log) }

// BotWants implements Botter: a recorded choice is still to be made.
func (r *Replay) BotWants() bool {
	return r.err == nil && r.next < len(r.choices) && r.g.Prompt() != nil
}

// RunBots implements Botter: it makes the recorded choices, at most limit.
func (r *Replay) RunBots(limit int, more func() bool) int {
	n := 0
	for n < limit && r.BotWants() && (more == nil || more()) {
		es, err := r.g.Apply(r.choices[r.next])
		r.log = append(r.log, es...)
		if err != nil {
			r.err = err
			break
		}
		r.next++
		n++
	}
	return n
}

// Done implements Finite: every recorded choice has been made.
func (r *Replay) Done() bool { return r.err != nil || r.next >= len(r.choices) }

// Err is why the replay stopped early (nil when it did not).
func (r *Replay) Err() error { return r.err }

// Finite is implemented by sessions whose combat ends when they run out of
// decisions (a Replay): the board then shows it over.
type Finite interface{ Done() bool }

// PlayOut lets the bot play the rest of the combat g is fighting at once,
// and no further (a contact that follows is another combat). It returns
// how many decisions the bot made.
func PlayOut(bt Botter, g *campaign.Game) int {
	ident := combatIdent(g.S.Combat)
	return bt.RunBots(1000, func() bool {
		if !Wants(g, g.Prompt()) {
			return false
		}
		id := combatIdent(g.S.Combat)
		if ident == "" {
			ident = id
		}
		return id == ident || id == ""
	})
}
