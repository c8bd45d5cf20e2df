package naval

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"periscope/game/engine"
)

// Installed is the naval game as a program has it (Load reads the
// shipped data, usually once).
type Installed struct {
	Load func() (*Theatre, error)
}

var (
	_ engine.Installed = Installed{}
	_ engine.Catalogue = Installed{}
	_ engine.Archive   = System{}
	_ engine.Seated    = System{}
)

// ID names the system.
func (Installed) ID() string { return SystemID }

// Theatres lists the one data set.
func (Installed) Theatres() []string { return []string{TheatreID} }

// Open returns the System.
func (in Installed) Open(theatre string) (engine.System, error) {
	if theatre != TheatreID {
		return nil, fmt.Errorf("the naval game has no theatre %q", engine.Clip(theatre, 40))
	}
	t, err := in.Load()
	if err != nil {
		return nil, err
	}
	return System{T: t}, nil
}

// Title is the system's name on the new-game page.
func (Installed) Title(string) string { return "A World at War · naval" }

// Scenarios lists the scenarios.
func (in Installed) Scenarios(string) []engine.ScenarioInfo {
	t, err := in.Load()
	if err != nil {
		return nil
	}
	var out []engine.ScenarioInfo
	for _, s := range t.Scenarios {
		out = append(out, engine.ScenarioInfo{ID: s.ID, Title: s.Title, Blurb: s.Blurb, Kind: "operational",
			TitleMsg: msg("sc." + s.ID + ".title"), BlurbMsg: msg("sc." + s.ID + ".blurb"),
			Seats: []engine.Seat{engine.Seat(s.Seats[0]), engine.Seat(s.Seats[1])}})
	}
	return out
}

// Options lists the switches.
func (Installed) Options(string) []engine.OptionInfo { return withTexts(OptionInfos, "option.") }

// withTexts copies a list of switches or readings, each with its catalogue
// text (prefix + name).
func withTexts(infos []engine.OptionInfo, prefix string) []engine.OptionInfo {
	out := make([]engine.OptionInfo, len(infos))
	for i, o := range infos {
		o.TextMsg = msg(prefix + o.Name)
		out[i] = o
	}
	return out
}

// System plays the naval game's records.
type System struct{ T *Theatre }

// New builds a fresh game.
func (s System) New(r engine.Record) (engine.Game, error) { return NewGame(s.T, r) }

// Restore rebuilds a game from a snapshot.
func (s System) Restore(r engine.Record, snap []byte) (engine.Game, error) {
	var st State
	if err := json.Unmarshal(snap, &st); err != nil {
		return nil, fmt.Errorf("snapshot: %v", err)
	}
	if st.Version != StateVersion {
		return nil, fmt.Errorf("snapshot: state version %d, this game reads %d", st.Version, StateVersion)
	}
	if err := steps.CheckProcedure(&st.Procedure); err != nil {
		return nil, fmt.Errorf("snapshot: %v", err)
	}
	sw, err := parseSwitches(st.Options)
	if err != nil {
		return nil, err
	}
	g, err := bind(s.T, &st, sw)
	if err != nil {
		return nil, err
	}
	if err := g.Check(); err != nil {
		return nil, fmt.Errorf("snapshot is inconsistent: %v", err)
	}
	return g, nil
}

// CheckRecord reports whether the record names a scenario and options
// this game has.
func (s System) CheckRecord(rec engine.Record) error {
	if s.T.Scenario(rec.Scenario) == nil {
		var ids []string
		for _, sc := range s.T.Scenarios {
			ids = append(ids, sc.ID)
		}
		return engine.Refuse(engine.UnknownScenario, nil, "This save is of the naval scenario %q, which this version of Periscope does not have (it has %s).", engine.Clip(rec.Scenario, 40), strings.Join(ids, ", "))
	}
	if _, err := parseSwitches(rec.Options); err != nil {
		return engine.Refuse(engine.UnknownOption, err, "This save uses an optional rule this version of Periscope does not know (%v).", err)
	}
	return nil
}

// Open restores a saved snapshot and checks it is the record's game; the
// record's choices after the snapshot are replayed.
func (s System) Open(rec engine.Record, snap []byte) (engine.Game, error) {
	return engine.OpenSnapshot(rec, snap, StateVersion, func() (engine.Game, error) { return s.Restore(rec, snap) })
}

// Compare reports how a replayed game differs from a saved snapshot.
func (s System) Compare(replayed engine.Game, saved []byte) []string {
	return engine.CompareSnapshots(replayed, saved)
}

// Bot returns the computer player for a seat.
func (s System) Bot(seat engine.Seat, level string) engine.Player {
	return Bot{Seat: seat}
}

// Summary describes the game for save lists.
func (g *Game) Summary() engine.Summary {
	sum := engine.Summary{Theatre: TheatreID, Scenario: g.Sc.ID, Title: g.Sc.Title, TitleMsg: msg("sc." + g.Sc.ID + ".title"), Turn: g.S.Turn, Decisions: g.S.Decisions,
		Date: fmt.Sprintf("Turn %d of %d", g.S.Turn, g.Sc.Turns), DateMsg: msg("summary.turn", engine.Int("turn", g.S.Turn), engine.Int("of", g.Sc.Turns)), VP: g.S.VP[0] - g.S.VP[1], Over: g.S.Over, Result: g.S.Result}
	for i := range g.S.Forces {
		if g.S.Forces[i].AtSea {
			sum.AtSea++
		}
	}
	if p := g.Prompt(); p != nil {
		sum.Next = p.Text
	}
	return sum
}

// Check verifies the invariants of the state: each ship in one place,
// no ship both sunk and in a force, the loss tally equal to the factors
// lost, forces at known areas.
func (g *Game) Check() error {
	seen := map[string]bool{}
	for i := range g.S.Ships {
		s := &g.S.Ships[i]
		if seen[s.ID] {
			return fmt.Errorf("ship %s twice", s.ID)
		}
		seen[s.ID] = true
		if s.Sunk && s.Force != "" {
			return fmt.Errorf("ship %s is sunk but still in %s", s.ID, s.Force)
		}
		if !s.Sunk && g.force(s.Force) == nil || s.Home != "" && g.force(s.Home) == nil {
			return fmt.Errorf("ship %s afloat in no force", s.ID)
		}
		if s.Size < 0 || s.NAS < 0 || s.Cargo < 0 || s.DmgCA < 0 || s.Class == CA && 2*s.DmgCA > s.Size {
			return fmt.Errorf("ship %s has impossible values", s.ID)
		}
	}
	for i := range g.S.Forces {
		f := &g.S.Forces[i]
		if g.Map.Area(f.At) == nil || g.Map.Area(f.Port) == nil {
			return fmt.Errorf("force %s at an unknown place", f.ID)
		}
		if !f.AtSea && f.At != f.Port {
			return fmt.Errorf("force %s in port away from its port", f.ID)
		}
	}
	// The SW boxes (20.6): one count a box, none below zero; a move
	// between a side's own boxes.
	if len(g.S.Boxes) != len(g.Sc.Boxes) || len(g.S.BoxBuilds) != len(g.Sc.Boxes) {
		return fmt.Errorf("%d SW box counts for %d boxes", len(g.S.Boxes), len(g.Sc.Boxes))
	}
	for i, n := range g.S.Boxes {
		if n < 0 || g.S.BoxBuilds[i] < 0 {
			return fmt.Errorf("%s holds %d transports", g.Sc.Boxes[i].Name, n)
		}
	}
	for _, m := range g.S.Moves {
		if !slices.Contains(g.boxesOf(m.Side), m.To) {
			return fmt.Errorf("a transport moved to box %d of %s, which has none", m.To, g.Sc.Seats[m.Side])
		}
	}
	// Losses tallied: the factors at the start less those afloat.
	var start [2]int
	for _, fs := range g.Sc.Forces {
		for _, s := range fs.Ships {
			start[fs.Side] += s.Size
		}
	}
	start[0] += g.S.Arrived[0]
	start[1] += g.S.Arrived[1]
	var now [2]int
	for i := range g.S.Ships {
		s := &g.S.Ships[i]
		if !s.Sunk && s.Class != TR { // transports come from the SW box (21.6)
			now[g.force(s.Force).Side] += s.Size
		}
	}
	for side := 0; side < 2; side++ {
		if g.S.Transports[side] < 0 || g.S.TransportOrders[side] < 0 || g.S.TrDamaged[side] < 0 {
			return fmt.Errorf("%s has %d transports", g.Sc.Seats[side], g.S.Transports[side])
		}
		if start[side]-now[side] != g.S.LostNF[side] {
			return fmt.Errorf("%s lost %d factors but the tally says %d", g.Sc.Seats[side], start[side]-now[side], g.S.LostNF[side])
		}
	}
	return nil
}
