package tactical

import (
	"encoding/json"
	"errors"
	"os"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"

	"periscope/assets"
	"periscope/game/engine"
)

var (
	libOnce sync.Once
	lib     *Library
	libErr  error
)

func testLibrary(t testing.TB) *Library {
	t.Helper()
	libOnce.Do(func() {
		d, err := LoadData(assets.Data(), "tactical")
		if err != nil {
			libErr = err
			return
		}
		sc, err := LoadScenarios(assets.Data(), "tactical", d)
		lib, libErr = &Library{Data: d, Scenarios: sc}, err
	})
	if libErr != nil {
		t.Fatal(libErr)
	}
	return lib
}

func testSystem(t testing.TB) *System { return &System{Lib: testLibrary(t)} }

func rec(scen string, seed uint64, opts ...string) engine.Record {
	return engine.Record{System: SystemID, Theatre: Theatre, Scenario: scen, Seed: seed, Options: opts}
}

// bots answers every prompt with the seat's bot.
func bots(sys *System) func(g engine.Game, p *engine.Prompt) engine.Choice {
	sub, esc := sys.Bot(SeatSub, ""), sys.Bot(SeatEscort, "")
	return func(g engine.Game, p *engine.Prompt) engine.Choice {
		if p.Seat == SeatSub {
			return sub.Choose(g, p)
		}
		return esc.Choose(g, p)
	}
}

// playOut plays a game to its end with the bots, checking the invariants
// after every step; it returns the session.
func playOut(t testing.TB, sys *System, r engine.Record) *engine.Session {
	t.Helper()
	s, err := engine.NewSession(sys, r)
	if err != nil {
		t.Fatalf("%s seed %d: %v", r.Scenario, r.Seed, err)
	}
	m := s.Game().(*Match)
	var stepErr error
	m.Trace = func(m *Match, op engine.Op) {
		if err := m.Invariants(); err != nil && stepErr == nil {
			stepErr = errors.New(string(op) + ": " + err.Error())
		}
	}
	play := bots(sys)
	for n := 0; s.Game().Prompt() != nil; n++ {
		if n > 5000 {
			t.Fatalf("%s seed %d: no end after %d decisions", r.Scenario, r.Seed, n)
		}
		p := s.Game().Prompt()
		if _, err := s.Apply(play(s.Game(), p)); err != nil {
			t.Fatalf("%s seed %d turn %d: the bot's answer to %s (%s) is refused: %v", r.Scenario, r.Seed, m.S.Battle.Turn, p.Kind, p.Sub, err)
		}
		if stepErr != nil {
			t.Fatalf("%s seed %d turn %d: invariant broken after %v", r.Scenario, r.Seed, m.S.Battle.Turn, stepErr)
		}
	}
	if !s.Game().Over() {
		t.Fatalf("%s: no prompt and not over", r.Scenario)
	}
	return s
}

func TestEveryOpRegistered(t *testing.T) {
	for _, op := range []engine.Op{opEntry, opTurn, opSubPlot, opEscortOrders, opGunnery, opEscort, opEscortsDone, opTorpedoes, opSubMove, opEnd, opFinish} {
		if !Steps().Has(op) {
			t.Errorf("op %s not registered", op)
		}
	}
}

// Every scenario plays to its end, bot against bot, with the invariants
// after every step; the result is logged. SOAK=n plays n seeds each.
func TestSoakBotsEveryScenario(t *testing.T) {
	sys := testSystem(t)
	seeds := 1
	if n, err := strconv.Atoi(os.Getenv("SOAK")); err == nil && n > 0 {
		seeds = n
	}
	only := os.Getenv("SOAK_SCEN") // e.g. "S3,S5": those scenarios only
	var opts []string              // SOAK_OPTS=weather,evasion: switches on
	if o := os.Getenv("SOAK_OPTS"); o != "" {
		opts = strings.Split(o, ",")
	}
	for _, sc := range sys.Lib.Scenarios {
		if only != "" && !slices.Contains(strings.Split(only, ","), sc.ID) {
			continue
		}
		wins := map[Side]int{}
		fired, sunk := 0, 0
		for seed := uint64(1); seed <= uint64(seeds); seed++ {
			s := playOut(t, sys, rec(sc.ID, seed, opts...))
			m := s.Game().(*Match)
			wins[m.S.Winner]++
			fired += m.S.Battle.TorpedoesFired
			for _, v := range m.S.Battle.Vessels {
				if v.Sunk {
					sunk++
				}
			}
			if err := m.G.Invariants(); err != nil {
				t.Fatalf("%s seed %d at the end: %v", sc.ID, seed, err)
			}
		}
		t.Logf("%s: %d games: sub %d, escort %d, draw %d; %d torpedoes, %d sunk", sc.ID, seeds, wins[SubSide], wins[EscortSide], wins[""], fired, sunk)
	}
}

// Save, load, replay, undo: a game restored from a snapshot mid-way and
// given the same choices ends byte for byte like the original; the record
// replays to it; an undo and redo lands on it again.
func TestSaveLoadReplayUndoRoundTrip(t *testing.T) {
	sys := testSystem(t)
	for _, scen := range []string{"S1", "S3", "S11"} {
		r := rec(scen, 7, "hidden-movement", "sonar")
		s := playOut(t, sys, r)
		final, _ := s.Game().Snapshot()
		full := s.Record()
		if len(full.Choices) < 4 {
			t.Fatalf("%s: only %d decisions", scen, len(full.Choices))
		}
		// Through JSON, as a save stores it.
		b, _ := json.Marshal(full)
		var back engine.Record
		if err := json.Unmarshal(b, &back); err != nil {
			t.Fatal(err)
		}
		g, _, err := engine.Replay(sys, back, -1)
		if err != nil {
			t.Fatal(err)
		}
		if snap, _ := g.Snapshot(); string(snap) != string(final) {
			t.Fatalf("%s: the replay differs: %v", scen, sys.Compare(g, final))
		}
		// Restore a snapshot at the middle decision and play on.
		k := len(full.Choices) / 2
		mid, _, err := engine.Replay(sys, back, k)
		if err != nil {
			t.Fatal(err)
		}
		snap, _ := mid.Snapshot()
		if err := sys.CheckRecord(back); err != nil {
			t.Fatal(err)
		}
		restored, err := sys.Restore(back, snap)
		if err != nil {
			t.Fatal(err)
		}
		// Open makes the record's choices after the snapshot itself.
		opened, err := sys.Open(back, snap)
		if err != nil {
			t.Fatal(err)
		}
		if got, _ := opened.Snapshot(); string(got) != string(final) {
			t.Fatalf("%s: Open of a mid-game snapshot with the whole record ends differently: %v", scen, sys.Compare(opened, final))
		}
		head := back
		head.Choices = back.Choices[:k]
		rs := engine.ResumeSession(sys, head, restored)
		for _, c := range back.Choices[k:] {
			if _, err := rs.Apply(c); err != nil {
				t.Fatal(err)
			}
		}
		if got, _ := rs.Game().Snapshot(); string(got) != string(final) {
			t.Fatalf("%s: the restored game ends differently: %v", scen, sys.Compare(rs.Game(), final))
		}
		// Undo to decision 3 and redo everything.
		if err := s.UndoTo(3); err != nil {
			t.Fatal(err)
		}
		for s.CanRedo() {
			if err := s.Redo(); err != nil {
				t.Fatal(err)
			}
		}
		if got, _ := s.Game().Snapshot(); string(got) != string(final) {
			t.Fatalf("%s: undo and redo end differently", scen)
		}
	}
}

// A snapshot that is not the record's game, or breaks the rules, is refused.
func TestOpenRefusesBadSnapshots(t *testing.T) {
	sys := testSystem(t)
	g, err := sys.New(rec("S3", 1))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := g.Start(); err != nil {
		t.Fatal(err)
	}
	snap, _ := g.Snapshot()
	var ref *engine.Refusal
	if _, err := sys.Open(rec("S4", 1), snap); !errors.As(err, &ref) || ref.Kind != engine.Inconsistent {
		t.Errorf("S3 opened as S4: %v", err)
	}
	if _, err := sys.Open(rec("S3", 1), []byte(`{"version":99}`)); !errors.As(err, &ref) || ref.Kind != engine.StateTooNew {
		t.Errorf("a newer version: %v", err)
	}
	var st map[string]any
	_ = json.Unmarshal(snap, &st)
	st["stack"] = []map[string]any{{"op": "tac.nothing"}}
	bad, _ := json.Marshal(st)
	if _, err := sys.Open(rec("S3", 1), bad); !errors.As(err, &ref) || ref.Kind != engine.Impossible {
		t.Errorf("an unknown step: %v", err)
	}
	if err := sys.CheckRecord(rec("S99", 1)); !errors.As(err, &ref) || ref.Kind != engine.UnknownScenario {
		t.Errorf("unknown scenario: %v", err)
	}
	if err := sys.CheckRecord(rec("S1", 1, "no-such-rule")); !errors.As(err, &ref) || ref.Kind != engine.UnknownOption {
		t.Errorf("unknown option: %v", err)
	}
}

// [5.1] The plots are payloads checked before anything changes: an
// illegal plot, depth or launch, a plot sent with a tool's key, or a
// payload that cannot be read is refused and the state is untouched.
func Test5_1_PlotPayloadsValidated(t *testing.T) {
	sys := testSystem(t)
	g, _ := sys.New(rec("S1", 3))
	if _, err := g.Start(); err != nil {
		t.Fatal(err)
	}
	p := g.Prompt()
	if p == nil || p.Kind != KindSubPlot || p.Seat != SeatSub || !p.Secret || p.Payload == "" {
		t.Fatalf("first prompt: %+v", p)
	}
	before, _ := g.Snapshot()
	v := g.(*Match).G.Vessel(p.Sub)
	bad := []engine.Choice{
		engine.Pick(0),
		{Option: 0, Data: []byte(`{"plot":"9","depth":0}`)},   // too fast
		{Option: 0, Data: []byte(`{"plot":"LL1","depth":0}`)}, // two turns in one hex
		{Option: 0, Data: []byte(`{"plot":"1","depth":30}`)},  // not a multiple of 25
		{Option: 0, Data: []byte(`{"plot":"1","depth":0,"launches":[{"tube":99,"first":66,"run":1}]}`)},
		{Option: 0, Data: []byte(`{"plot":"1","depth":0,"gun":"nobody"}`)},
		{Option: 0, Data: []byte(`{"plot":"1","depth":0,"x":1}`)},
		{Option: 0, Data: []byte(`{"plot":`)},
		{Option: 1, Data: []byte(`{"plot":"1","depth":` + strconv.Itoa(v.Depth) + `}`)}, // a tool, not "send"
	}
	for _, c := range bad {
		if _, err := g.Apply(c); !errors.Is(err, engine.ErrIllegal) {
			t.Errorf("%s: want an illegal choice, got %v", c, err)
		}
		if after, _ := g.Snapshot(); string(after) != string(before) {
			t.Fatalf("%s changed the state", c)
		}
	}
	if _, err := g.Apply(engine.Choice{Option: 0, Data: []byte(`{"plot":"1","depth":` + strconv.Itoa(v.Depth) + `}`)}); err != nil {
		t.Fatal(err)
	}
}

// [21] A secret plot is seen by its seat only, until it is revealed by
// the move itself; the Sub player's depth-charge damage rolls are his.
func Test21_SecretPlotsAndPrivateRolls(t *testing.T) {
	sys := testSystem(t)
	s := playOut(t, sys, rec("S11", 5, "hidden-movement", "sonar"))
	decisions := 0
	for _, e := range s.Log() {
		if e.Kind == "decision" && (e.Seat == SeatSub || e.Seat == SeatEscort) {
			secret := len(e.To) == 1 && e.To[0] == e.Seat
			if e.Rule == "5.1" || e.Rule == "5.1.3" {
				decisions++
				if !secret {
					t.Errorf("a plot is visible to %v: %s", e.To, e.Text)
				}
			}
		}
		if e.Roll != nil && len(e.Rule) > 3 && e.Rule[:3] == "16." && e.VisibleTo(SeatEscort) {
			t.Errorf("an ASW damage roll is visible to the escorts: %s", e.Text)
		}
	}
	if decisions == 0 {
		t.Fatal("no plots in the log")
	}
}

// The escort bot never uses what the Escort player cannot know: moving a
// hidden boat, or changing its depth, does not change its answer.
func TestEscortBotUsesOnlyWhatItSees(t *testing.T) {
	sys := testSystem(t)
	checked := 0
	for seed := uint64(1); seed <= 6 && checked == 0; seed++ {
		s, err := engine.NewSession(sys, rec("S11", seed, "hidden-movement", "sonar"))
		if err != nil {
			t.Fatal(err)
		}
		play := bots(sys)
		for s.Game().Prompt() != nil && checked < 3 {
			m := s.Game().(*Match)
			p := s.Game().Prompt()
			if p.Seat == SeatEscort {
				for i := range m.S.Battle.Vessels {
					v := &m.S.Battle.Vessels[i]
					if v.Sub && !v.Gone() && v.Hidden {
						want := play(m, p)
						snap, _ := m.Snapshot()
						save := *v
						v.Depth = 200 - v.Depth%50
						v.Bow = v.Bow.Step(v.Facing, 3)
						v.Facing = v.Facing.Reverse()
						got := play(m, p)
						*v = save
						if after, _ := m.Snapshot(); string(after) != string(snap) {
							t.Fatal("the test did not restore the boat")
						}
						if got.String() != want.String() {
							t.Fatalf("the escort bot's answer depends on a hidden boat: %s vs %s", want, got)
						}
						checked++
						break
					}
				}
			}
			if _, err := s.Apply(play(s.Game(), p)); err != nil {
				t.Fatal(err)
			}
		}
	}
	if checked == 0 {
		t.Skip("no hidden boat met in six games")
	}
}

// The catalogue lists every scenario with its seats and the switches.
func TestCatalogue(t *testing.T) {
	in := Installed{Load: func() (*Library, error) { return testLibrary(t), nil }}
	var _ engine.Catalogue = in
	var _ engine.Installed = in
	sys, err := in.Open(Theatre)
	if err != nil {
		t.Fatal(err)
	}
	var _ engine.Archive = sys.(*System)
	var _ engine.Seated = sys.(*System)
	sc := in.Scenarios(Theatre)
	if len(sc) != 14 || sc[13].ID != ONS5Start.String() || sc[12].Kind != "design" { // S1–S12, the builder, ONS 5
		t.Fatalf("%d scenarios", len(sc))
	}
	for _, s := range sc {
		if len(s.Seats) == 0 || s.Title == "" || s.Blurb == "" {
			t.Errorf("%+v", s)
		}
	}
	if got := ScenarioSeats(testLibrary(t).Scenarios[2]); len(got) != 1 || got[0] != SeatEscort {
		t.Errorf("S3 seats %v: the automated boat leaves only the escorts", got)
	}
}

// [30, 6.7, 8.2] The Advanced manoeuvre switch: the convoy makes 3, an
// escort may change speed by 3; [42] the Advanced Hedgehog fires only two
// hexes ahead.
func Test30_42_AdvancedSwitches(t *testing.T) {
	sys := testSystem(t)
	g, err := sys.New(rec("S11", 1, "advanced-manoeuvre", "hedgehog-two-ahead"))
	if err != nil {
		t.Fatal(err)
	}
	m := g.(*Match)
	if m.S.Battle.ConvoySpeed != 3 {
		t.Fatalf("convoy speed %d, want 3 (fast, Advanced)", m.S.Battle.ConvoySpeed)
	}
	legal := false
	for _, p := range ConvoyPlots(3) {
		legal = legal || p.String() == "3"
	}
	if !legal {
		t.Fatal("no straight plot at 3")
	}
	o := m.S.Battle.Options
	if o.SpeedChange != 3 || o.DoubleTurnSpeed != 5 || !o.HedgehogTwoAhead {
		t.Fatalf("options %+v", o)
	}
	if err := playOut(t, sys, rec("S11", 2, "advanced-manoeuvre", "hedgehog-two-ahead")).Game().(*Match).Invariants(); err != nil {
		t.Fatal(err)
	}
	// A Hedgehog one hex ahead is refused under the switch, accepted without.
	for _, two := range []bool{false, true} {
		bg := basicGame(t)
		bg.B.Options.HedgehogTwoAhead = two
		e := mustShip(t, bg, "E", "Captain", "M30-B", Dir6, 2)
		p := MustPlot("2")
		err := bg.checkASWOrders(e, Walk(e.Pose(), p), []ASWOrder{{After: 0, Kind: Hedgehog, Hex: e.Bow.Step(Dir6, 1), Count: 1}})
		if two != (err != nil) {
			t.Errorf("two-ahead %v: one hex ahead gives %v", two, err)
		}
	}
}

// [53] Extra K-guns: a Flower (1 a side) throws 2 a side in 1943 with the
// switch, 1 without; before 1942 the switch changes nothing.
func Test53_ExtraKGuns(t *testing.T) {
	for _, c := range []struct {
		period string
		on     bool
		want   int
	}{{"Sp43", false, 1}, {"Sp43", true, 2}, {"F41", true, 1}} {
		g := NewGame(testData(t), LoadedDice(), mustPeriod(t, c.period), DefaultOptions())
		g.B.Options.ExtraKGuns = c.on
		e := mustShip(t, g, "E", "Flower", "M30-B", Dir6, 2)
		if got := g.KGuns(e); got != c.want {
			t.Errorf("%s switch %v: %d a side, want %d", c.period, c.on, got, c.want)
		}
		p := MustPlot("2")
		h := KGunHexes(e.Pose())[0]
		err := g.checkASWOrders(e, Walk(e.Pose(), p), []ASWOrder{{After: 0, Kind: KGunDC, Hex: h, Count: 2, Depth: 50}})
		if (err == nil) != (c.want >= 2) {
			t.Errorf("%s switch %v: two charges a side → %v", c.period, c.on, err)
		}
	}
}

// [26] Variable entry: S12's reserve boats draw their markers from turn 3
// and, entering, are placed and plot that same turn.
func Test26_VariableEntryInPlay(t *testing.T) {
	sys := testSystem(t)
	entered := 0
	for seed := uint64(1); seed <= 4 && entered == 0; seed++ { // until a reserve has entered (CI time)
		s := playOut(t, sys, rec("S12", seed))
		m := s.Game().(*Match)
		for _, r := range testLibrary(t).Scenarios[11].Reserves {
			if v := m.G.Vessel(r.ID); v != nil {
				entered++
			}
		}
		markers := 0
		for _, e := range s.Log() {
			if e.Roll != nil && e.Roll.Rule == "26.4" {
				markers++
			}
		}
		if markers == 0 && m.S.Battle.Turn > 3 {
			t.Errorf("seed %d: no entry marker drawn by turn %d", seed, m.S.Battle.Turn)
		}
	}
	if entered == 0 {
		t.Error("no reserve boat ever entered in four games")
	}
}

// [13.4] The plot prompt's "fire" tool carries the odds that a torpedo of
// the spread the boat can fire now detonates when it meets its target:
// the Detonation Table's faces at each track's attitude, over six.
func Test13_4_FireOddsOnThePlotPrompt(t *testing.T) {
	sys := testSystem(t)
	s, err := engine.NewSession(sys, rec("S1", 1))
	if err != nil {
		t.Fatal(err)
	}
	play := bots(sys)
	for n := 0; s.Game().Prompt() != nil && n < 400; n++ {
		m := s.Game().(*Match)
		p := m.Prompt()
		if p.Kind == KindSubPlot {
			for _, o := range p.Options {
				if o.Key != "fire" || len(o.Odds) == 0 {
					continue
				}
				v := m.G.Vessel(p.Sub)
				tg := m.G.targetOf(v)
				spread := m.G.spread(v, tg)
				faces := 0
				for _, l := range spread {
					for _, tr := range LaunchTracks(v.Pose(), v.Tubes[l.Tube].Stern, m.G.Data.Torpedoes[v.Torpedo].Speed*3) {
						if tr.First == l.First && tr.Turn == l.Turn {
							need, _ := m.G.HitNumber(Torpedo{Heading: tr.Heading}, tg, Heading12Of(tg.Facing))
							faces += min(max(need, 0), 6)
						}
					}
				}
				want := float64(faces) / float64(6*len(spread))
				if o.Odds[0].Outcome != "hit" || o.Odds[0].P != want || o.Odds[0].P+o.Odds[1].P != 1 || o.Ref != tg.ID {
					t.Fatalf("fire odds %+v at %s, want hit %.3f at %s", o.Odds, o.Ref, want, tg.ID)
				}
				return
			}
		}
		if _, err := s.Apply(play(s.Game(), p)); err != nil {
			t.Fatal(err)
		}
	}
	t.Fatal("no plot prompt offered a spread with odds")
}
