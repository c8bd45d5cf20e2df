package campaign

import (
	"bytes"
	"fmt"
	"sort"
	"strings"

	"encoding/json"

	"periscope/game/data"
	"periscope/game/engine"
)

// SystemID names the campaign system in records: Steel Wolves and Silent
// War are one system, told apart by their theatre ("atlantic", "pacific").
const SystemID = "campaign"

// Installed is the campaign system as a program has it: the theatres it can
// load (Load is the program's loader, usually a cache over the embedded
// data).
type Installed struct {
	TheatreIDs []string
	Load       func(id string) (*data.Theatre, error)
}

var _ engine.Installed = Installed{}

// ID names the system.
func (Installed) ID() string { return SystemID }

// Theatres lists the theatres installed.
func (in Installed) Theatres() []string { return in.TheatreIDs }

// Open loads a theatre and returns the System that plays it.
func (in Installed) Open(theatre string) (engine.System, error) {
	t, err := in.Load(theatre)
	if err != nil {
		return nil, err
	}
	return System{T: t, Patrols: NewPatrolCache()}, nil // the opener's (restore_patrols.go)
}

var _ engine.Archive = System{}

// CheckRecord reports whether the record names one of the theatre's
// scenarios and only options the campaign knows.
func (s System) CheckRecord(rec engine.Record) error {
	if s.T.Scenario(rec.Scenario) == nil {
		var ids []string
		for _, sc := range s.T.Scenarios {
			ids = append(ids, sc.ID)
		}
		sort.Strings(ids)
		return engine.Refuse(engine.UnknownScenario, nil, "This save is of the scenario %q, which this version of Periscope does not have (it has %s).", engine.Clip(rec.Scenario, 40), strings.Join(ids, ", "))
	}
	for _, o := range rec.Options {
		name := strings.SplitN(o, "=", 2)[0]
		if _, ok := optionInfo[name]; !ok {
			return engine.Refuse(engine.UnknownOption, nil, "This save uses the optional rule %q, which this version of Periscope does not know.", engine.Clip(o, 40))
		}
	}
	return nil
}

// Open restores a saved snapshot and checks it is the record's game: the
// state version first (too new, too old), then the invariants, then the
// record's scenario, seed and options, and that the record's choices reach
// the snapshot and, after it, can be made (they are replayed).
func (s System) Open(rec engine.Record, snap []byte) (engine.Game, error) {
	g, err := RestoreWith(s.T, snap, s.Patrols)
	if err != nil {
		if herr := sameHeader(snap, rec); herr != nil {
			return nil, herr
		}
		if strings.Contains(err.Error(), "inconsistent") {
			return nil, engine.Refuse(engine.Impossible, err, "The save's game state is impossible: %s. Was it edited by hand?", strings.TrimPrefix(err.Error(), "snapshot is inconsistent: "))
		}
		return nil, engine.Refuse(engine.BadSnapshot, err, "The save's game state cannot be read (%s). Was it edited by hand?", strings.TrimPrefix(strings.TrimPrefix(err.Error(), "snapshot: "), "json: "))
	}
	st := g.S
	if err := sameGame(st.System, engine.SnapshotHead{Scenario: st.Scenario, Options: st.Options, Seed: st.Seed, Decisions: st.Decisions}, rec); err != nil {
		return nil, err
	}
	// An autosave holds the snapshot of its turn's start and the whole
	// record (save.Manager.AutosaveAt): the choices after the snapshot are
	// replayed.
	if err := engine.ReplayTail(g, rec, st.Decisions); err != nil {
		return nil, err
	}
	return g, nil
}

// sameHeader reads a snapshot's version and identity without restoring it.
func sameHeader(snap []byte, rec engine.Record) error {
	h, err := engine.ReadHead(snap, OldestStateVersion, StateVersion)
	if err != nil {
		return err
	}
	var th struct {
		System string `json:"system"`
	}
	_ = json.Unmarshal(snap, &th) // read above: it is an object
	return sameGame(th.System, h, rec)
}

// sameGame checks a state's identity against the record's. A state names
// its theatre in its "system" field (the field predates the registry).
func sameGame(theatre string, h engine.SnapshotHead, rec engine.Record) error {
	if theatre != rec.Theatre {
		return engine.Refuse(engine.Inconsistent, nil, "The save does not hang together: its record is of the theatre %q but its game state of %q.", rec.Theatre, engine.Clip(theatre, 40))
	}
	return h.Matches(rec)
}

// Compare reports how a replayed game differs from a saved snapshot of the
// same record: byte for byte first (a save written by this game encodes the
// State exactly as the replay does), then as the State the snapshot decodes
// to (a snapshot written elsewhere or by hand), and for a version-1 state
// leaving out what version 1 did not record (what each patrol met).
func (s System) Compare(replayed engine.Game, saved []byte) []string {
	got, err := replayed.Snapshot()
	if err != nil {
		return []string{"(the replayed game cannot be saved: " + err.Error() + ")"}
	}
	if bytes.Equal(got, saved) {
		return nil
	}
	want := saved
	if g, err := RestoreWith(s.T, saved, s.Patrols); err == nil {
		if b, err := g.Snapshot(); err == nil {
			want = b
		}
	}
	if bytes.Equal(got, want) {
		return nil
	}
	if v1, ok := asVersion1(s.T, saved, got); ok && bytes.Equal(v1, want) {
		return nil
	}
	return engine.DiffFields(got, want)
}

// asVersion1 re-encodes a replayed game as a version-1 state would have
// recorded it, when the snapshot is of state version 1: version 1 did not
// record what a patrol met (Met), so those counts are left out of the
// comparison; everything else must still be equal.
func asVersion1(th *data.Theatre, snap, got []byte) ([]byte, bool) {
	var h struct {
		Version int `json:"version"`
	}
	if json.Unmarshal(snap, &h) != nil || h.Version != 1 {
		return nil, false
	}
	g, err := Restore(th, got)
	if err != nil {
		return nil, false
	}
	for i := range g.S.Subs {
		g.S.Subs[i].Patrol.Met = nil
	}
	for i := range g.S.Patrols {
		g.S.Patrols[i].Met = nil
	}
	g.patrolsJSON = patrolsJSON{} // the reports changed (Snapshot's cache)
	b, err := g.Snapshot()
	return b, err == nil
}

// Summary describes the game for the save lists.
func (g *Game) Summary() engine.Summary {
	s := g.S
	sm := engine.Summary{
		Theatre: s.System, Scenario: s.Scenario, Title: s.Scenario, TitleMsg: engine.M("summary.scenario", engine.Scenario("scenario", s.Scenario)),
		Date: g.DateString(), DateMsg: g.dateMsg(), Turn: s.Turn, Decisions: s.Decisions,
		Ships: s.Tracks.Ships, Tons: s.Tracks.Tons, SubsLost: s.Tracks.SubsLost, VP: s.Tracks.VP,
		Over: s.Over,
	}
	if sc := g.T.Scenario(s.Scenario); sc != nil && sc.Name != "" {
		sm.Title = sc.Name
	}
	for i := range s.Subs {
		if s.Subs[i].Status == StSea {
			sm.AtSea++
		}
	}
	if s.Result != nil {
		sm.Result = s.Result.Level
	}
	// The question only: its options are not built (the autosave sums the
	// game up after every decision, and building a turn end's prompt was
	// half of such a decision's time; issue 16).
	if p := g.PendingPrompt(); p != nil {
		q := *p // the question's words, if made on demand, on a copy
		q.ResolveWords()
		sm.Next = engine.Clip(q.Text, 80)
	}
	sm.Status, sm.StatusMsg = statusLine(sm, g.T.Rules.BoatNoun)
	return sm
}

// statusLine is the campaign's line for save lists: ships and tonnage
// sunk, boats lost (called what the theatre calls them), victory points;
// in English and as a message.
func statusLine(s engine.Summary, noun string) (string, *engine.Msg) {
	if noun == "" {
		noun = "submarine"
	}
	boats := noun + "s"
	if s.SubsLost == 1 {
		boats = noun
	}
	ships := "ships"
	if s.Ships == 1 {
		ships = "ship"
	}
	m := msgM("summary.campaign", aInt("ships", s.Ships), aInt("tons", s.Tons*1000), aInt("lost", s.SubsLost), aText("boats", boats), aInt("vp", s.VP))
	return fmt.Sprintf("%d %s, %s t  ·  %d %s lost  ·  %d VP", s.Ships, ships, engine.Thousands(s.Tons*1000), s.SubsLost, boats, s.VP), m
}

// check that a Game is a Summarizer.
var _ engine.Summarizer = (*Game)(nil)

// String names the system for errors.
func (s System) String() string { return fmt.Sprintf("%s/%s", SystemID, s.T.ID) }

// WatchPhases makes the game report every step that begins a new phase,
// with a maker of a read-only copy of the state then (the UI shows the map
// as it stood at the phase the log is revealing).
func (g *Game) WatchPhases(f func(seq int, view func() any)) {
	if f == nil {
		g.Trace = nil
		return
	}
	phase := g.S.Phase
	g.Trace = func(g *Game, op Op) {
		if g.S.Phase == phase {
			return
		}
		phase = g.S.Phase
		f(g.S.LogSeq, func() any {
			v := g.phaseView(g.sameSubs)
			g.sameSubs = true // the next phase of this Apply may share its boats
			return v
		})
	}
}

// PhaseView is a read-only copy of the state now, after the log entry it
// has reached. The phase views of the Apply that follows may share its
// boats' array (phaseView).
func (g *Game) PhaseView() (int, any) {
	v := g.phaseView(false)
	g.sameSubs = true
	return g.S.LogSeq, v
}

// Turn is the game's turn (a week of the campaign).
func (g *Game) Turn() int { return g.S.Turn }
