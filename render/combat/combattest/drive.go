// Package combattest drives a real campaign to a combat board, for the
// combat scene's demo, tests and benchmarks: a scenario of the embedded
// Atlantic data is played by a bot from a fixed seed until a wanted
// decision is pending.
package combattest

import (
	"fmt"

	"periscope/assets"
	"periscope/game/bot"
	"periscope/game/campaign"
	"periscope/game/data"
	"periscope/game/engine"
)

// Atlantic loads the embedded Atlantic theatre.
func Atlantic() (*data.Theatre, error) { return data.Load(assets.Data(), "atlantic") }

// Want describes the decision to stop at.
type Want struct {
	Board string // "single", "c1", "c2", "tf" ("" = any board)
	Kind  string // the prompt kind to stop at ("" = any prompt on a board)
	Pack  bool   // a wolfpack must be fighting
	Round int    // at least this round (0 = any)
	// Contact is the contact kind ("tf", "special", "c2", ...; "" = any).
	Contact string
	// Nation is the nation of the class of the boat the decision is about
	// ("IT": an Italian boat's decision; "" = any).
	Nation string
}

// Match reports whether the game is at the wanted decision.
func (w Want) Match(g *campaign.Game, p *engine.Prompt) bool {
	c := g.S.Combat
	if p == nil || c == nil || len(c.Columns) == 0 || c.Stage == "over" {
		return false
	}
	if w.Board != "" && c.Board != w.Board || w.Kind != "" && p.Kind != w.Kind || w.Pack && !c.Pack || c.Round < w.Round || w.Contact != "" && c.Kind != w.Contact {
		return false
	}
	if w.Nation != "" {
		s := g.Sub(p.Sub)
		if s == nil || g.Class(s).Nation != w.Nation {
			return false
		}
	}
	if w.Pack {
		n := 0
		for _, b := range c.Boats {
			if !b.Out {
				n++
			}
		}
		if n < 2 {
			return false
		}
	}
	return true
}

// Session is a game with its record and log, played by a bot to a point.
type Session struct {
	G       *campaign.Game
	Record  engine.Record
	Entries []engine.Entry
	Applied int
}

// Game implements the combat scene's session.
func (s *Session) Game() *campaign.Game { return s.G }

// Pending implements the combat scene's session.
func (s *Session) Pending() *engine.Prompt { return s.G.Prompt() }

// Log implements the combat scene's session.
func (s *Session) Log() []engine.Entry { return s.Entries }

// Apply implements the combat scene's session.
func (s *Session) Apply(c engine.Choice) error {
	es, err := s.G.Apply(c)
	if err != nil {
		return err
	}
	s.Record.Choices = append(s.Record.Choices, c)
	s.Entries = append(s.Entries, es...)
	s.Applied++
	return nil
}

// Drive plays scenario from seed with the doctrine bot (the random bot for
// boat decisions when random is set) until want matches, at most limit
// decisions.
func Drive(th *data.Theatre, scenario string, seed uint64, want Want, limit int) (*Session, error) {
	rec := engine.Record{System: campaign.SystemID, Theatre: th.ID, Scenario: scenario, Seed: seed}
	g, err := campaign.New(th, rec)
	if err != nil {
		return nil, err
	}
	s := &Session{G: g, Record: rec}
	es, err := g.Start()
	s.Entries = append(s.Entries, es...)
	if err != nil {
		return s, err
	}
	p := bot.NewDoctrine()
	for i := 0; i < limit; i++ {
		pr := g.Prompt()
		if pr == nil || g.Over() {
			break
		}
		if want.Match(g, pr) {
			return s, nil
		}
		if err := s.Apply(p.Choose(g, pr)); err != nil {
			return s, err
		}
	}
	return s, fmt.Errorf("%s seed %d: no %+v within %d decisions", scenario, seed, want, limit)
}

// Revealing is a Session that reveals its log at the player's pace, as
// the play session does: entries a decision produces are hidden until
// RevealNext or RevealAll.
type Revealing struct {
	*Session
	N int // entries revealed
}

// NewRevealing wraps s; everything logged so far is revealed.
func NewRevealing(s *Session) *Revealing { return &Revealing{Session: s, N: len(s.Entries)} }

// Shown is the number of entries revealed.
func (r *Revealing) Shown() int { return r.N }

// RevealNext reveals one more entry.
func (r *Revealing) RevealNext() {
	if r.N < len(r.Entries) {
		r.N++
	}
}

// RevealAll reveals every entry.
func (r *Revealing) RevealAll() { r.N = len(r.Entries) }

// Ready reports whether every entry is revealed.
func (r *Revealing) Ready() bool { return r.N >= len(r.Entries) }

// Pending is nil until the log is revealed, as in the play session.
func (r *Revealing) Pending() *engine.Prompt {
	if !r.Ready() {
		return nil
	}
	return r.G.Prompt()
}

// The browser test's game: an operational scenario and a seed that bring
// a convoy onto a combat board within four weeks (TestBrowserSeed).
const (
	BrowserScenario = "happy-time-1940"
	BrowserSeed     = 1
)

// Soak plays a whole campaign (scenario from seed, to its end) with the
// named bot ("doctrine", "random", as game/bot's soak) and calls each with
// the game and every prompt before the bot answers it: the layout tests
// read every prompt a soak campaign asks (issue 14, item 3). It returns
// the number of decisions.
func Soak(th *data.Theatre, botName, scenario string, seed uint64, each func(g *campaign.Game, p *engine.Prompt)) (int, error) {
	p, err := bot.NewPlayer(botName, seed)
	if err != nil {
		return 0, err
	}
	rec := engine.Record{System: campaign.SystemID, Theatre: th.ID, Scenario: scenario, Seed: seed}
	g, err := campaign.New(th, rec)
	if err != nil {
		return 0, err
	}
	g.DiscardEntries() // the same game, no entries built
	if _, err := g.Start(); err != nil {
		return 0, err
	}
	n := 0
	for !g.Over() {
		pr := g.Prompt()
		if pr == nil {
			break
		}
		each(g, pr)
		if _, err := g.Apply(p.Choose(g, pr)); err != nil {
			return n, fmt.Errorf("%s seed %d, decision %d: %w", scenario, seed, n, err)
		}
		n++
	}
	return n, nil
}
