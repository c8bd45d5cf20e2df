package europe

import (
	"encoding/json"
	"fmt"
	"sort"
	"strings"

	"periscope/game/dice"
	"periscope/game/engine"
)

// SystemID names the system in records.
const SystemID = "europe"

// Scenario ids.
const (
	Scenario4 = "europe-1941"   // four players
	Scenario3 = "europe-1941-3" // Germany / USSR / UK+USA
	Scenario2 = "europe-1941-2" // Germany / the three Allies
)

// Game is a game of Europe 1941 on the step machine.
type Game struct {
	engine.Machine[*Game]
	S *State
	D *Data
	// calc caches calculator results (not state: derived from it).
	calc map[setupKey]Result
	// split is the first decision (1-based; 0: none) answered from a
	// move menu that listed loaded and empty transports apart (see
	// legacyClasses).
	split int
}

type setupKey struct {
	a, d         calcKey
	sea, aa      bool
	supBB, supDD int
	ao, do       [nTypes]int8
	dmgBB        int
}

// orderKey packs a casualty order for the cache (nil: the default).
func orderKey(o []int) [nTypes]int8 {
	var k [nTypes]int8
	for i := range k {
		k[i] = -1
	}
	for i, t := range o {
		if i < nTypes {
			k[i] = int8(t)
		}
	}
	return k
}

// Calculate is the battle calculator with a cache (keyed by the forces,
// the battle's kind and the sides' casualty orders).
func (g *Game) Calculate(st Setup) Result {
	c := calcState{A: st.Att, D: st.Def}
	k := setupKey{a: c.key(), sea: st.Sea, aa: st.AA, supBB: st.SupportBB, supDD: st.SupportDD, ao: orderKey(st.AttOrder), do: orderKey(st.DefOrder), dmgBB: st.DamagedBB}
	if r, ok := g.calc[k]; ok {
		return r
	}
	if g.calc == nil || len(g.calc) > 4000 {
		g.calc = map[setupKey]Result{}
	}
	r := Calculate(st, g.D)
	g.calc[k] = r
	return r
}

// Seat is the seat that plays a power in a scenario [4.1].
func Seat(scenario string, p Power) engine.Seat {
	switch {
	case scenario == Scenario2 && p.Allied():
		return "allies"
	case scenario == Scenario3 && (p == UK || p == USA):
		return "west"
	}
	return engine.Seat(p)
}

// Seats lists a scenario's seats in their order of play.
func Seats(scenario string) []engine.Seat {
	var out []engine.Seat
	seen := map[engine.Seat]bool{}
	for _, p := range Powers {
		s := Seat(scenario, p)
		if !seen[s] {
			seen[s] = true
			out = append(out, s)
		}
	}
	return out
}

func (g *Game) seat(p Power) engine.Seat { return Seat(g.S.Scenario, p) }

// NewGame sets up a new game from a record.
func NewGame(d *Data, rec engine.Record) (*Game, error) {
	if rec.Scenario != Scenario4 && rec.Scenario != Scenario3 && rec.Scenario != Scenario2 {
		return nil, fmt.Errorf("europe: unknown scenario %q", engine.Clip(rec.Scenario, 40))
	}
	if err := checkOptions(rec.Options); err != nil {
		return nil, err
	}
	s := &State{Version: StateVersion, Seed: rec.Seed, Dice: dice.Source{State: rec.Seed}, Scenario: rec.Scenario, Options: append([]string(nil), rec.Options...),
		Treasury: map[Power]int{}, Ledger: map[Power]Ledger{}, Control: map[string]Power{}, Round: 1}
	for _, sp := range d.Spaces {
		if !sp.Sea() && !sp.Neutral {
			s.Control[sp.ID] = sp.Owner
		}
	}
	for _, p := range Powers {
		for _, st := range d.Setup[p] {
			types := make([]string, 0, len(st.Units))
			for t := range st.Units {
				types = append(types, t)
			}
			sort.Slice(types, func(i, j int) bool { return typeIndex(types[i]) > typeIndex(types[j]) })
			var carriers []int
			for _, t := range types {
				for k := 0; k < st.Units[t]; k++ {
					u := s.add(t, p, st.Space)
					if t == Carrier {
						carriers = append(carriers, u.ID)
					}
					if t == Fighter && d.Space(st.Space).Sea() && len(carriers) > 0 {
						u.On = carriers[0]
						if s.aboard(carriers[0], Fighter) >= 2 {
							carriers = carriers[1:]
						}
					}
				}
			}
		}
	}
	s.Stack = []engine.Frame{{Op: opCash, A: 0}}
	return bind(d, s), nil
}

func bind(d *Data, s *State) *Game {
	g := &Game{S: s, D: d}
	g.Bind(g, steps, &s.Procedure, &s.Dice, engine.Hooks{
		Over:      func() bool { return g.S.Over },
		Exhausted: func() { g.S.Over = true },
		Phase:     func() string { return fmt.Sprintf("round %d, %s, %s", g.S.Round, g.S.Active(), g.S.Phase) },
		Stamp:     func(e *engine.Entry) { e.Turn = g.S.Round; e.Date = string(g.S.Active()) },
	})
	return g
}

// add creates a unit.
func (s *State) add(t string, p Power, at string) *Unit {
	s.NextID++
	s.Units = append(s.Units, Unit{ID: s.NextID, Type: t, Owner: p, At: at})
	return &s.Units[len(s.Units)-1]
}

// aboard counts units of a type carried by unit id.
func (s *State) aboard(id int, t string) int {
	n := 0
	for i := range s.Units {
		if s.Units[i].On == id && (t == "" || s.Units[i].Type == t) {
			n++
		}
	}
	return n
}

// remove deletes a unit and everything it carries (a transport's cargo
// sinks with it [7.3 C]; fighters on a sunk carrier are handled by the
// caller [13.2]).
func (s *State) remove(id int) {
	out := s.Units[:0]
	for _, u := range s.Units {
		if u.ID != id && !(u.On == id && u.Type != Fighter) {
			out = append(out, u)
			continue
		}
		if s.Losses == nil {
			s.Losses = map[Power]map[string]int{}
		}
		if s.Losses[u.Owner] == nil {
			s.Losses[u.Owner] = map[string]int{}
		}
		s.Losses[u.Owner][u.Type]++
	}
	for i := len(out); i < len(s.Units); i++ {
		s.Units[i] = Unit{}
	}
	s.Units = out
	for i := range s.Units {
		if s.Units[i].On == id {
			s.Units[i].On = 0
		}
	}
}

// engine.Game ------------------------------------------------------------

// Start runs to the first decision.
func (g *Game) Start() ([]engine.Entry, error) { err := g.Run(); return g.Flush(), err }

// Prompt is the pending decision.
func (g *Game) Prompt() *engine.Prompt { return g.PendingPrompt() }

// Over reports the end of the game.
func (g *Game) Over() bool { return g.S.Over }

// Snapshot is the state as JSON.
func (g *Game) Snapshot() ([]byte, error) { return json.Marshal(g.S) }

// Apply answers the pending decision.
func (g *Game) Apply(c engine.Choice) ([]engine.Entry, error) {
	if g.split == 0 && splitMenu(g.Prompt()) {
		g.split = g.S.Decisions + 1
	}
	err := g.Answer(c)
	if err != nil && g.split > 0 {
		err = fmt.Errorf("%w; %s", err, legacyClasses(g.split))
	}
	return g.Flush(), err
}

// splitMenu reports whether p is a move menu listing loaded and empty
// transports as two lines ('transport' and 'transport/loaded').
func splitMenu(p *engine.Prompt) bool {
	if p == nil || p.Kind != "move-units" {
		return false
	}
	empty, loaded := false, false
	for _, o := range p.Options {
		empty = empty || o.Key == "unit:"+Transport
		loaded = loaded || o.Key == "unit:"+Transport+"/loaded"
	}
	return empty && loaded
}

// legacyClasses explains why a save whose replay broke after a split move
// menu is refused: saves made before the move menu listed loaded
// transports apart (November 2026, commit 1f318c2) recorded 'transport'
// for either kind, and which one moved depended on the units' order; this
// version cannot tell which was meant, so it cannot replay them.
func legacyClasses(decision int) string {
	return fmt.Sprintf("at decision %d the save moved a transport from a sea zone holding both a loaded and an empty one; "+
		"saves made before Periscope listed loaded and empty transports apart (November 2026) recorded either as 'transport', "+
		"so this version cannot tell which one moved and cannot replay such a save: play on from its saved position, or start again", decision)
}

// Summary describes the game for save lists.
func (g *Game) Summary() engine.Summary {
	s := engine.Summary{Theatre: "europe", Scenario: g.S.Scenario, Title: "Europe 1941",
		Date: fmt.Sprintf("Round %d, %s", g.S.Round, g.S.Active().Name()), Turn: g.S.Round,
		DateMsg:   m("europe.log.turn", argI("round", g.S.Round), argP("power", g.S.Active())),
		Decisions: g.S.Decisions, Over: g.S.Over, Result: g.S.Winner}
	s.Title, s.TitleMsg = scenarioTitle(g.S.Scenario)
	if p := g.Prompt(); p != nil {
		s.Next = p.Text
	}
	return s
}

var _ engine.Headline = (*Game)(nil)

// Tracks are the top bar's numbers: the playing power's treasury and
// production (everything is open information [16]).
func (g *Game) Tracks(seat engine.Seat) []engine.Track {
	p := g.S.Active()
	return []engine.Track{
		{Label: "Round", LabelMsg: engine.M("europe.track.round"), Value: fmt.Sprint(g.S.Round)},
		{Label: p.Name() + " IPC", LabelMsg: engine.M("europe.track.ipc", argP("power", p)), Value: fmt.Sprint(g.S.Treasury[p])},
		{Label: "Production", LabelMsg: engine.M("europe.track.production"), Value: fmt.Sprint(g.S.Production(g.D, p))},
	}
}

// sequence is the Action Sequence [7].
var sequence = []struct{ phase, name, short, rule string }{
	{"purchase", "Purchase units", "Purchase", "7.1"},
	{"combat move", "Combat move", "Combat", "7.2"},
	{"combat", "Conduct combat", "Battle", "7.3"},
	{"non-combat move", "Non-combat move", "Move", "9"},
	{"place", "Place new units", "Place", "10"},
	{"repair", "Resurface and repair", "Repair", "11"},
	{"income", "Collect income", "Income", "12"},
}

// Sequence is the Action Sequence with the current step.
func (g *Game) Sequence() ([]engine.PhaseName, int) {
	cur := -1
	var out []engine.PhaseName
	for i, st := range sequence {
		out = append(out, engine.PhaseName{Name: st.name, Short: st.short, Rule: st.rule, NameMsg: engine.M("europe.phase." + strings.ReplaceAll(st.phase, " ", "-"))})
		if g.S.Phase == st.phase {
			cur = i
		}
	}
	return out, cur
}
