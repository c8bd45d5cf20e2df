package europe

import (
	"encoding/json"
	"fmt"
	"sort"
	"strconv"
	"strings"

	"periscope/game/engine"
)

// StateVersion is the version of the State's JSON form.
const StateVersion = 1

// Theatre is the one data set of the system.
const Theatre = "europe"

// Installed is the Europe 1941 system as a program installs it.
type Installed struct{}

var (
	_ engine.Installed = Installed{}
	_ engine.Catalogue = Installed{}
	_ engine.Archive   = System{}
	_ engine.Seated    = System{}
)

// ID names the system in records.
func (Installed) ID() string { return SystemID }

// Theatres lists the one theatre.
func (Installed) Theatres() []string { return []string{Theatre} }

// Open returns the System.
func (Installed) Open(theatre string) (engine.System, error) {
	if theatre != Theatre {
		return nil, fmt.Errorf("europe: no theatre %q", engine.Clip(theatre, 40))
	}
	d, err := Load()
	if err != nil {
		return nil, err
	}
	return System{D: d}, nil
}

// Title is the system's name on the new-game page.
func (Installed) Title(string) string { return "Europe 1941" }

// scenarioList names the seatings of the rules [4.1], in English and by
// message (the new-game page, the saves list).
var scenarioList = []struct{ id, title, key string }{
	{Scenario4, "Europe 1941 — four players", "4"},
	{Scenario3, "Europe 1941 — three players (UK and USA together)", "3"},
	{Scenario2, "Europe 1941 — two players (Axis against Allies)", "2"},
}

// scenarioTitle is a scenario's title in English and as a message.
func scenarioTitle(id string) (string, *engine.Msg) {
	for _, sc := range scenarioList {
		if sc.id == id {
			return sc.title, engine.M("europe.scenario." + sc.key)
		}
	}
	return "Europe 1941", engine.M("newgame.tab.europe")
}

// Scenarios are the seatings of the rules [4.1].
func (Installed) Scenarios(string) []engine.ScenarioInfo {
	blurb := "Spring 1941: Germany against the USSR, the United Kingdom and the USA. Germany wins by holding Berlin and an Allied capital; the Allies by holding Berlin and their capitals."
	var out []engine.ScenarioInfo
	for _, sc := range scenarioList {
		out = append(out, engine.ScenarioInfo{ID: sc.id, Title: sc.title, Blurb: blurb, Kind: "strategic", Seats: Seats(sc.id),
			TitleMsg: engine.M("europe.scenario." + sc.key), BlurbMsg: engine.M("europe.scenario.blurb")})
	}
	return out
}

// Options are the ambiguity switches (spec 15) and the turn limit [A3].
func (Installed) Options(string) []engine.OptionInfo {
	var out []engine.OptionInfo
	for _, sw := range Switches {
		if strings.Contains(sw.Alt, "no alternative") {
			continue // a ruling with nothing else to choose
		}
		name := sw.Name + "=on"
		if sw.Default {
			name = sw.Name + "=off"
		}
		text := sw.Text
		msg := engine.M("europe.option." + sw.Name)
		if sw.Default {
			text = sw.Alt
			msg = engine.M("europe.option." + sw.Name + ".off")
		}
		out = append(out, engine.OptionInfo{Name: name, Text: text, Rule: sw.Rule, TextMsg: msg})
	}
	out = append(out, engine.OptionInfo{Name: "turn-limit=8", Text: "End the game after eight rounds; Germany wins if it has kept its production", Rule: "A3",
		TextMsg: engine.M("europe.option.turn-limit")})
	// in the spec's order, A1…A36, then the hot-seat option [16]
	rank := func(rule string) int {
		if n, err := strconv.Atoi(strings.TrimPrefix(rule, "A")); err == nil && strings.HasPrefix(rule, "A") {
			return n
		}
		return 100
	}
	sort.SliceStable(out, func(i, j int) bool { return rank(out[i].Rule) < rank(out[j].Rule) })
	return out
}

// System plays Europe 1941 games.
type System struct{ D *Data }

// New sets up a game.
func (s System) New(r engine.Record) (engine.Game, error) { return NewGame(s.D, r) }

// Restore reads a snapshot.
func (s System) Restore(r engine.Record, snap []byte) (engine.Game, error) {
	var st State
	if err := json.Unmarshal(snap, &st); err != nil {
		return nil, err
	}
	if st.Version != StateVersion {
		return nil, fmt.Errorf("europe: state version %d, want %d", st.Version, StateVersion)
	}
	if err := steps.CheckProcedure(&st.Procedure); err != nil {
		return nil, err
	}
	if err := Check(s.D, &st); err != nil {
		return nil, fmt.Errorf("snapshot is inconsistent: %v", err)
	}
	return bind(s.D, &st), nil
}

// CheckRecord accepts the three scenarios and the known options.
func (s System) CheckRecord(rec engine.Record) error {
	switch rec.Scenario {
	case Scenario4, Scenario3, Scenario2:
	default:
		return engine.Refuse(engine.UnknownScenario, nil, "This save is of the scenario %q, which this version of Periscope does not have.", engine.Clip(rec.Scenario, 40))
	}
	if err := checkOptions(rec.Options); err != nil {
		return engine.Refuse(engine.UnknownOption, err, "This save uses an optional rule this version of Periscope does not know (%v).", err)
	}
	return nil
}

// Open restores a save and checks it is the record's game; choices after
// the snapshot are replayed.
func (s System) Open(rec engine.Record, snap []byte) (engine.Game, error) {
	return engine.OpenSnapshot(rec, snap, StateVersion, func() (engine.Game, error) { return s.Restore(rec, snap) })
}

// Compare reports how a replayed game differs from a saved snapshot.
func (s System) Compare(replayed engine.Game, saved []byte) []string {
	diff := engine.CompareSnapshots(replayed, saved)
	if g, ok := replayed.(*Game); ok && len(diff) > 0 && g.split > 0 {
		// the likeliest cause: a save from before the split move menu
		diff = append(diff, legacyClasses(g.split))
	}
	return diff
}

// Bot returns the computer player for a seat: "" or "ai" the strategic
// AI, "random" the random legal player.
func (s System) Bot(seat engine.Seat, level string) engine.Player {
	if level == "random" {
		return &RandomBot{Seed: uint64(len(seat)) + 7}
	}
	return &AI{D: s.D}
}

// Check verifies a state's invariants: every unit in a known space of the
// right kind, cargo aboard a transport or carrier in the same space,
// treasuries non-negative and equal to their ledgers.
func Check(d *Data, s *State) error {
	ids := map[int]*Unit{}
	last := 0
	for i := range s.Units {
		u := &s.Units[i]
		if u.ID <= last {
			return fmt.Errorf("unit ids out of order at %d", u.ID)
		}
		last = u.ID
		ids[u.ID] = u
		sp, t := d.Space(u.At), d.Type(u.Type)
		if sp == nil || t == nil {
			return fmt.Errorf("unit %d: unknown space %q or type %q", u.ID, u.At, u.Type)
		}
		if sp.Neutral {
			return fmt.Errorf("unit %d in neutral %s", u.ID, u.At)
		}
		if t.Domain == "sea" && !sp.Sea() {
			return fmt.Errorf("ship %d on land in %s", u.ID, u.At)
		}
		if t.Domain == "land" && sp.Sea() && u.On == 0 {
			return fmt.Errorf("land unit %d at sea in %s without a transport", u.ID, u.At)
		}
	}
	for i := range s.Units {
		u := &s.Units[i]
		if u.On == 0 {
			continue
		}
		c := ids[u.On]
		if c == nil {
			return fmt.Errorf("unit %d aboard missing unit %d", u.ID, u.On)
		}
		if c.At != u.At && !u.Amphibious {
			return fmt.Errorf("unit %d aboard %d is in %s, the carrier in %s", u.ID, c.ID, u.At, c.At)
		}
	}
	for _, p := range Powers {
		l := s.Ledger[p]
		if s.Treasury[p] < 0 {
			return fmt.Errorf("%s treasury %d", p, s.Treasury[p])
		}
		if s.Cash == nil && s.Treasury[p] != l.Start+l.Collected+l.Received-l.Spent-l.Lost {
			return fmt.Errorf("%s treasury %d, ledger %+v", p, s.Treasury[p], l)
		}
	}
	return nil
}
