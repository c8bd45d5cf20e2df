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
	Autosave(s *Core) error
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
	// DateMsg is Date in the player's language, when the game gives it;
	// ScenarioNameMsg the same for ScenarioName.
	DateMsg         *engine.Msg `json:"dateMsg,omitempty"`
	ScenarioNameMsg *engine.Msg `json:"scenarioNameMsg,omitempty"`
}

// Session is a campaign game being played in the UI: the Core every
// system plays through, with what the campaign's scenes read of it (the
// theatre, the state as it stood at the phase being revealed, the combat
// board) and the doctrine bot for boats and turns.
type Session struct {
	*Core
	Theatre *data.Theatre
}

// campaignSystem builds the campaign games of one theatre for the Core;
// its restores (undo) go through the session's own patrol cache
// (game/campaign/restore_patrols.go): the loaded game's, so an undo to
// before a save's snapshot reuses the patrols the load decoded.
type campaignSystem struct {
	th      *data.Theatre
	patrols *campaign.PatrolCache
}

func (cs campaignSystem) New(r engine.Record) (engine.Game, error) { return campaign.New(cs.th, r) }
func (cs campaignSystem) Restore(r engine.Record, snap []byte) (engine.Game, error) {
	return campaign.RestoreWith(cs.th, snap, cs.patrols)
}
func (cs campaignSystem) Fork(g engine.Game) (engine.Game, error) { return campaign.Fork(g) }

// doctrine is the campaign's computer player: the doctrine bot plays every
// decision handed to it (a boat's, or the turn's).
func doctrine() func(engine.Seat) engine.Player {
	d := bot.NewDoctrine()
	return func(engine.Seat) engine.Player { return d }
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
	s := &Session{Core: newCore(saver, doctrine()), Theatre: th}
	s.describe = s.Summary
	return s, s.start(campaignSystem{th, campaign.NewPatrolCache()}, rec)
}

// Game is the live game (the state after the last decision).
func (s *Session) Game() *campaign.Game { return s.Core.Game().(*campaign.Game) }

// State is the live state.
func (s *Session) State() *campaign.State { return s.Game().S }

// Scenario is the scenario being played.
func (s *Session) Scenario() *data.Scenario { return s.Game().Scenario() }

// View is the state the scenes draw: the live state once the log is
// revealed, before that the state as it stood at the phase being revealed.
func (s *Session) View() *campaign.State {
	if st, ok := s.PhaseState().(*campaign.State); ok {
		return st
	}
	return s.State()
}

// CombatShown reports whether the combat board should be on screen: a
// combat display is in use in the state being shown (while the log is
// revealed, the combat as it stood then). The campaign map pushes the
// combat scene when this becomes true; the combat scene pops itself when it
// becomes false.
func (s *Session) CombatShown() bool { return s.View().Combat != nil }

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
	if kt < 0 {
		return "−" + engine.Thousands(-kt) + ",000 t"
	}
	return engine.Thousands(kt) + ",000 t"
}
