package naval

import (
	"encoding/json"
	"fmt"
	"sort"
	"strings"

	"periscope/game/dice"
	"periscope/game/engine"
)

// SystemID names the naval game in records.
const SystemID = "naval"

// TheatreID is the naval game's one data set.
const TheatreID = "naval"

// StateVersion is the version of the State's JSON.
const StateVersion = 1

// State is the whole naval game.
type State struct {
	Version  int         `json:"version"`
	System   string      `json:"system"`
	Scenario string      `json:"scenario"`
	Options  []string    `json:"options,omitempty"`
	Seed     uint64      `json:"seed"`
	Dice     dice.Source `json:"dice"`
	Turn     int         `json:"turn"`
	// Phasing is the side whose player turn it is (the "attacker" of
	// 22); Step counts the player turns played.
	Phasing int        `json:"phasing"`
	Step    int        `json:"step"`
	Ships   []Ship     `json:"ships"`
	Forces  []Force    `json:"forces"`
	Air     []AirBase  `json:"air"`
	Ports   []PortSpec `json:"ports"`
	Ops     []Op       `json:"ops,omitempty"`
	// Homing are the forces heading home from a battle or a flight, to
	// sail after the phase's activities (22.64–65, 23.462; homing.go).
	Homing []Homing `json:"homing,omitempty"`
	Strike *Strike  `json:"strike,omitempty"`
	// SubHit is a sub attack's hits waiting for the defender's choice of
	// where the destroyer losses fall (22.9442).
	SubHit  *SubHit  `json:"subHit,omitempty"`
	Reports []Report `json:"reports,omitempty"`
	Battle  *Battle  `json:"battle,omitempty"`
	VP      [2]int   `json:"vp"`
	// LostNF tallies each side's naval factors sunk; Delivered the convoys
	// delivered; Runs counts the runs of each convoy route.
	LostNF     [2]int         `json:"lostNF"`
	Delivered  [2]int         `json:"delivered"`
	Runs       map[string]int `json:"runs,omitempty"`
	Transports [2]int         `json:"transports"`
	// BRPLost is each side's BRP lost to a transport shortfall (20.633);
	// PortCountersUsed the port counters it has built (21.121), and
	// PortOrders the areas where one opens at the end of this turn.
	BRPLost          [2]int   `json:"brpLost,omitempty"`
	PortCountersUsed [2]int   `json:"portCountersUsed,omitempty"`
	PortOrders       []string `json:"portOrders,omitempty"`
	// BRPSpent is each side's BRP spent building transports (20.6);
	// TransportOrders the transports it ordered this turn; TransportsLost
	// its transports sunk at sea (21.6, 22.83).
	BRPSpent        [2]int `json:"brpSpent,omitempty"`
	TransportOrders [2]int `json:"transportOrders,omitempty"`
	TransportsLost  [2]int `json:"transportsLost,omitempty"`
	// TrDamaged are each side's transports damaged by raids or SW subs,
	// in port for repair until its next redeployment phase (20.66,
	// Params.DamageTransports).
	TrDamaged [2]int `json:"trDamaged,omitempty"`
	// Boxes are the transports in the scenario's other SW boxes (by
	// Scenario.Boxes), BoxBuilds those ordered for them this turn, and
	// Moves the transports moved between a side's boxes this turn (20.632:
	// they act in the new box next turn), landed at the turn's end.
	Boxes     []int     `json:"boxes,omitempty"`
	BoxBuilds []int     `json:"boxBuilds,omitempty"`
	Moves     []BoxMove `json:"moves,omitempty"`
	// Arrived tallies the factors that joined later (27); PortAttacksUsed
	// the port attacks made (21.442); SWSubs the sub factors each side
	// still has in the SW box (25).
	Arrived         [2]int `json:"arrived,omitempty"`
	PortAttacksUsed [2]int `json:"portAttacksUsed,omitempty"`
	SWSubs          []int  `json:"swSubs,omitempty"`
	// RaidHeld are the ships the defender held in port against raids this
	// phase (21.5341), RaidDeclared whether it has declared.
	RaidHeld     []string `json:"raidHeld,omitempty"`
	RaidDeclared bool     `json:"raidDeclared,omitempty"`
	// InNR marks the phasing side's redeployment phase (21.63,
	// Params.NRPhase).
	InNR   bool   `json:"inNR,omitempty"`
	NextID int    `json:"nextID"`
	Over   bool   `json:"over,omitempty"`
	Result string `json:"result,omitempty"`
	Winner int    `json:"winner"` // 0/1, or −1 a draw
	engine.Procedure
}

// Op is one announced naval activity of the phasing side (21): a force,
// its kind, its path and its destination, and the interceptions aimed at
// it (22.1).
type Op struct {
	N      int    `json:"n"`
	Side   int    `json:"side"`
	Force  string `json:"force"`
	Kind   string `json:"kind"`
	Target string `json:"target"`
	// Convoy names the convoy route of a sea transport.
	Convoy string `json:"convoy,omitempty"`
	// ShipsFirst is the invader's choice of where a landing's losses fall
	// (21.51, 21.52): on the bombarding ships first, up to their share,
	// rather than on the landed troops.
	ShipsFirst bool        `json:"shipsFirst,omitempty"`
	Path       []string    `json:"path"`
	Cuts       []Intercept `json:"cuts,omitempty"`
	// Stopped marks an op turned back (its force beaten or below its
	// minimum, 22.84, 23.89); Done one completed.
	Stopped bool `json:"stopped,omitempty"`
	Done    bool `json:"done,omitempty"`
	// RaidMods are the raid's engagement DRMs, rolled again with the
	// same DRMs on the way home (21.5365).
	RaidMods []dice.Mod `json:"raidMods,omitempty"`
	// RaidSlots are the raid's engagement slots still to fill (0 the
	// compulsory cruiser, 1–6 a Raid Table type die, 21.5342), RaidEng the
	// defender's ships engaging so far, RaidStay the damaged engagers of
	// the first round still to choose whether they stay in contact
	// (21.537D), RaidAlso the forces whose ships engaged the first round.
	RaidSlots []int    `json:"raidSlots,omitempty"`
	RaidEng   []string `json:"raidEng,omitempty"`
	RaidStay  []string `json:"raidStay,omitempty"`
	RaidAlso  []string `json:"raidAlso,omitempty"`
	// RaidFirst are the defender's ships that engaged the raid's first
	// round: on the way home they fight again only with the fleet they stay
	// in contact with (21.537C–D), never as new engagers.
	RaidFirst []string `json:"raidFirst,omitempty"`
	// Straight marks a raid from a port standing for the Murmansk box and
	// its way home (21.5322): off the map, no interception, no air attack.
	Straight bool `json:"straight,omitempty"`
	// Attacked marks an op whose force was struck from the air, attacked
	// by subs or fought a battle (22.29: it may then be abandoned);
	// Abandoned one its owner turned home (22.291).
	Attacked  bool `json:"attacked,omitempty"`
	Abandoned bool `json:"abandoned,omitempty"`
	// AirStruck marks an op whose force land air struck (23.46: it may
	// then flee); Fled one whose force fled to a refuge, out of reach.
	AirStruck bool `json:"airStruck,omitempty"`
	Fled      bool `json:"fled,omitempty"`
	// Struck are the interceptors the moving side's land air struck on
	// their way to the interception hex (23.81), whose owner has yet to
	// say whether they go on (22.29).
	Struck []string `json:"struck,omitempty"`
	// Partner is, for a rendezvous (22.131), the index of the op the force
	// joins, plus one; PartnerLost marks an op whose joining force was
	// destroyed, turned back or abandoned (22.29).
	Partner     int  `json:"partner,omitempty"`
	PartnerLost bool `json:"partnerLost,omitempty"`
	// Leg is, for a return to base (22.165), the index of the op the force
	// comes home from, plus one.
	Leg int `json:"leg,omitempty"`
	// SplitOf is, for the ships that split off a force on its way home
	// (22.165), the index of the op they split from, plus one: they sail
	// home as a new target and do not group with it again.
	SplitOf int `json:"splitOf,omitempty"`
	// Split marks an op whose force has split ships off once: it splits
	// no more (the split-offs sail alone), so that grouping and splitting
	// on the way home always end.
	Split bool `json:"split,omitempty"`
}

// Intercept is one interception (or, with Counter set, counter-
// interception of the interception Of) on an op (22.2, 22.16).
type Intercept struct {
	Force string `json:"force"`
	Hex   string `json:"hex"`
	Dist  int    `json:"dist"`
	Dice  int    `json:"dice"`
	Moved int    `json:"moved"`
	OK    bool   `json:"ok,omitempty"`
	Tried bool   `json:"tried,omitempty"`
	// Sub is a single sub factor's own interception (22.915): the ship id.
	Sub     string `json:"sub,omitempty"`
	Counter bool   `json:"counter,omitempty"`
	Of      int    `json:"of,omitempty"` // index of the interception countered
	// Support is, for an interceptor that put its own interception on
	// hold to support a fellow interceptor against a counter-interceptor
	// (22.28), the index of that interception plus one; Won marks an
	// interceptor that won its counter-interception battle and goes on
	// (22.161B).
	Support int  `json:"support,omitempty"`
	Won     bool `json:"won,omitempty"`
	// Joined is, for a supporter that arrived in a counter-interception
	// battle its side won, the index of the interception it supported,
	// plus one: it goes on or home with that interceptor (22.281).
	Joined int `json:"joined,omitempty"`
	// Choose marks an interception whose owner decides, after a counter-
	// interception battle, whether it goes on or goes home: "won" for a
	// winning interceptor (22.161B, 22.1611), "closing" for a supporter
	// that had not arrived (22.281).
	Choose string `json:"choose,omitempty"`
}

// Game is a naval game: the state on the step machine.
type Game struct {
	engine.Machine[*Game]
	S   *State
	Sc  *Scenario
	Map *Map
	sw  switches
}

// switches are the readings chosen where the text is ambiguous.
type switches struct {
	crit2d6       bool // 20.525: the critical-hit die is 2d6 (default 1d6)
	subNatural2   bool // 22.942: only a natural 2 eliminates the sub
	cgTen         bool // 22.421B: non-TF CGs of ≤10 NF (default 25)
	airDefAir     bool // 23.441: subtract the defender's air DRM (default naval)
	slowEngageAny bool // 22.513B: slow unspotted CGs may engage any spotted CG
	cardsDouble   bool // 22.231B: codebreaking doubles the dice (default +1)
	ctrNonArrival bool // 22.281B: the counter-intercepting player decides the non-arrivals (default their owner)
	tfLimitAny    bool // 22.14D: ships outside task forces intercept whatever their NF (default ≤9 NF)
	tieNoCap      bool // 22.54: the garbled tie-break left out (default: more capital factors)
	caOddSinks    bool // footnote 37: an odd hit sinks a damaged cruiser first (default: only with none undamaged)
	portEachTurn  bool // 21.442: each port attack usable once a turn (default once a game)
	cvePerShip    bool // 22.942/22.9432A: a CVE counts one against subs (default one a factor)
	subShiftOwn   bool // 22.9442: sub losses shift to the force's own DDs (default: DDs at its home base)
	subCapsNet    bool // 22.942's lost italics: only the net ±4 cap (default: the per-3 rows and research at most 2 each)
}

// OptionInfos are the switches for the new-game page.
var OptionInfos = []engine.OptionInfo{
	{Name: "crit-2d6", Rule: "20.525", Text: "Critical hits: roll 2d6 against the ship's size (the text also reads 1d6, which makes 5-factor ships immune)"},
	{Name: "sub-natural-2", Rule: "22.942", Text: "Submarine attacks: only a natural 2 sinks the attacking sub factor (otherwise a modified 2 or less)"},
	{Name: "cg-ten", Rule: "22.421B", Text: "Combat groups of ships outside task forces hold at most 10 naval factors (the text's \"ten\"; otherwise 25)"},
	{Name: "air-drm-air", Rule: "23.441", Text: "Air attacks on ships subtract the defender's air nationality DRM (the older table) instead of its naval DRM"},
	{Name: "slow-engage-any", Rule: "22.513B", Text: "Unspotted slow combat groups may engage any spotted group (the lost clause); otherwise only the group of their own number"},
	{Name: "cards-double", Rule: "22.231B", Text: "Codebreaking doubles the interception dice instead of adding one"},
	{Name: "ctr-nonarrival", Rule: "22.281B", Text: "Supporters that missed a counter-interception battle resume or go home as the counter-interceptor decides (otherwise their owner)"},
	{Name: "tf-limit-any", Rule: "22.14D", Text: "Ships outside a task force may intercept in any number (otherwise more than 9 naval factors must form a task force)"},
	{Name: "fleet-tie-lights", Rule: "22.54", Text: "Fleet actions: with equal capital ships, the side with more light factors fires as the attacker (garbled tie-break left out)"},
	{Name: "ca-odd-sinks", Rule: "20.5", Text: "Cruisers (footnote 37): an odd hit sinks a damaged cruiser if there is one (otherwise it damages an intact one first)"},
	{Name: "port-attack-turn", Rule: "21.442", Text: "Port attacks: each research result may be used once a turn (otherwise once in the game)"},
	{Name: "cve-per-ship", Rule: "22.9432A", Text: "Against submarines each escort carrier counts one, like a fast carrier (otherwise one a factor)"},
	{Name: "sub-caps-net", Rule: "22.943", Text: "Submarine attacks: only the modifiers' net total is capped (±4), no row at 2 (the table's italics are lost)"},
	{Name: "sub-shift-own", Rule: "22.9442", Text: "Submarine attacks: transport losses may shift to the force's own destroyers (otherwise to destroyers in its home port)"},
}

func parseSwitches(opts []string) (switches, error) {
	var s switches
	for _, o := range opts {
		switch o {
		case "crit-2d6":
			s.crit2d6 = true
		case "sub-natural-2":
			s.subNatural2 = true
		case "cg-ten":
			s.cgTen = true
		case "air-drm-air":
			s.airDefAir = true
		case "slow-engage-any":
			s.slowEngageAny = true
		case "cards-double":
			s.cardsDouble = true
		case "ctr-nonarrival":
			s.ctrNonArrival = true
		case "tf-limit-any":
			s.tfLimitAny = true
		case "fleet-tie-lights":
			s.tieNoCap = true
		case "ca-odd-sinks":
			s.caOddSinks = true
		case "port-attack-turn":
			s.portEachTurn = true
		case "cve-per-ship":
			s.cvePerShip = true
		case "sub-shift-own":
			s.subShiftOwn = true
		case "sub-caps-net":
			s.subCapsNet = true
		default:
			return s, fmt.Errorf("unknown option %q", engine.Clip(o, 40))
		}
	}
	return s, nil
}

// Seat is a side's seat.
func (g *Game) Seat(side int) engine.Seat { return engine.Seat(g.Sc.Seats[side]) }

func (g *Game) sideOf(seat engine.Seat) int {
	if string(seat) == g.Sc.Seats[1] {
		return 1
	}
	return 0
}

// NewGame builds a game of a scenario.
func NewGame(t *Theatre, rec engine.Record) (*Game, error) {
	sc := t.Scenario(rec.Scenario)
	if sc == nil {
		return nil, fmt.Errorf("no naval scenario %q", engine.Clip(rec.Scenario, 40))
	}
	sw, err := parseSwitches(rec.Options)
	if err != nil {
		return nil, err
	}
	s := &State{Version: StateVersion, System: SystemID, Scenario: sc.ID, Options: append([]string(nil), rec.Options...),
		Seed: rec.Seed, Dice: dice.Source{State: rec.Seed}, Winner: -1, Runs: map[string]int{}}
	sort.Strings(s.Options)
	s.Ports = append([]PortSpec(nil), sc.Ports...)
	s.Air = append([]AirBase(nil), sc.Air...)
	s.Transports = sc.Transports
	for _, b := range sc.Boxes {
		s.Boxes = append(s.Boxes, b.Transports)
		s.BoxBuilds = append(s.BoxBuilds, 0)
	}
	if sc.SW != nil {
		s.SWSubs = []int{sc.SW.Subs[0], sc.SW.Subs[1]}
	}
	for _, fs := range sc.Forces {
		f := Force{ID: fs.ID, Side: fs.Side, Name: fs.Name, Port: fs.Port, At: fs.Port}
		if fs.Patrol != "" {
			f.At, f.AtSea, f.Patrol = fs.Patrol, true, fs.Patrol
		}
		s.Forces = append(s.Forces, f)
		for _, sh := range fs.Ships {
			sh.Force = fs.ID
			if sh.Class == CV && sh.NAS == 0 {
				sh.NAS = sh.Size
			}
			s.Ships = append(s.Ships, sh)
		}
	}
	s.Stack = []engine.Frame{{Op: opTurn}}
	return bind(t, s, sw)
}

func bind(t *Theatre, s *State, sw switches) (*Game, error) {
	sc := t.Scenario(s.Scenario)
	if sc == nil {
		return nil, fmt.Errorf("no naval scenario %q", engine.Clip(s.Scenario, 40))
	}
	if s.Runs == nil {
		s.Runs = map[string]int{}
	}
	g := &Game{S: s, Sc: sc, Map: t.Maps[sc.Map], sw: sw}
	g.Bind(g, steps, &s.Procedure, &s.Dice, engine.Hooks{
		Over:      func() bool { return g.S.Over },
		Exhausted: func() { g.finish() },
		Phase:     func() string { return fmt.Sprintf("turn %d, %s", g.S.Turn, g.Sc.Seats[g.S.Phasing]) },
		Stamp:     func(e *engine.Entry) { e.Turn = g.S.Turn },
	})
	return g, nil
}

// engine.Game.
func (g *Game) Start() ([]engine.Entry, error) { err := g.Run(); return g.Flush(), err }
func (g *Game) Prompt() *engine.Prompt         { return g.PendingPrompt() }
func (g *Game) Over() bool                     { return g.S.Over }
func (g *Game) Snapshot() ([]byte, error)      { return json.Marshal(g.S) }
func (g *Game) Apply(c engine.Choice) ([]engine.Entry, error) {
	err := g.Answer(c)
	return g.Flush(), err
}

// ---------------------------------------------------------------- lookups

func (g *Game) ship(id string) *Ship {
	for i := range g.S.Ships {
		if g.S.Ships[i].ID == id {
			return &g.S.Ships[i]
		}
	}
	return nil
}

func (g *Game) force(id string) *Force {
	for i := range g.S.Forces {
		if g.S.Forces[i].ID == id {
			return &g.S.Forces[i]
		}
	}
	return nil
}

// ShipsOf lists a force's ships afloat.
func (g *Game) ShipsOf(force string) []*Ship {
	var out []*Ship
	for i := range g.S.Ships {
		s := &g.S.Ships[i]
		if s.Force == force && !s.Sunk {
			out = append(out, s)
		}
	}
	return out
}

// ForceNF is a force's naval factors afloat (subs and transports apart).
func (g *Game) ForceNF(force string) int {
	n := 0
	for _, s := range g.ShipsOf(force) {
		if s.Class != SS && s.Class != TR {
			n += s.NF()
		}
	}
	return n
}

func (g *Game) portSide(area string) int {
	for _, p := range g.S.Ports {
		if p.Area == area {
			return p.Side
		}
	}
	return -1
}

func (g *Game) port(area string) *PortSpec {
	for i := range g.S.Ports {
		if g.S.Ports[i].Area == area {
			return &g.S.Ports[i]
		}
	}
	return nil
}

func (g *Game) nonOperative(area string) bool {
	if p := g.port(area); p != nil && p.OutOfSupply {
		return true
	}
	for _, a := range g.Sc.Params.NonOperative {
		if a == area {
			return true
		}
	}
	return false
}

// subOnly reports a force of submarines only.
func (g *Game) subOnly(force string) bool {
	ss := g.ShipsOf(force)
	if len(ss) == 0 {
		return false
	}
	for _, s := range ss {
		if s.Class != SS {
			return false
		}
	}
	return true
}

func (g *Game) hasSlow(force string) bool {
	for _, s := range g.ShipsOf(force) {
		if s.Class != SS && !s.IsFast() {
			return true
		}
	}
	return false
}

func (g *Game) newID(prefix string) string {
	g.S.NextID++
	return fmt.Sprintf("%s%d", prefix, g.S.NextID)
}

// ---------------------------------------------------------------- task forces

// CheckTF checks a group of ships against the task-force rules (20.16,
// 21.31): 10–25 NF; no damaged ships, subs or transports; one side;
// carrier factors no more than the fleet factors.
func CheckTF(ships []*Ship) error {
	nf, cv, fleet := 0, 0, 0
	for _, s := range ships {
		switch {
		case s.Sunk:
			continue
		case s.Damaged || s.DmgCA > 0:
			return fmt.Errorf("%s is damaged (20.16)", s)
		case s.Class == SS || s.Class == TR:
			return fmt.Errorf("%s cannot be in a task force (20.16)", s)
		}
		nf += s.Size
		if s.Class == CV {
			cv += s.Size
		} else {
			fleet += s.Size
		}
	}
	switch {
	case nf < 10:
		return fmt.Errorf("%d naval factors: a task force holds at least 10 (20.16)", nf)
	case nf > 25:
		return fmt.Errorf("%d naval factors: a task force holds at most 25 (20.16)", nf)
	case cv > fleet:
		return fmt.Errorf("%d carrier factors with %d fleet factors: carriers may not outnumber the fleet (20.16)", cv, fleet)
	}
	return nil
}

// IsTF reports whether a force is a task force (≥10 NF, 21.31).
func (g *Game) IsTF(force string) bool { return g.ForceNF(force) >= 10 }

// ---------------------------------------------------------------- messages

func msg(id string, args ...engine.Arg) *engine.Msg { return engine.M("naval."+id, args...) }

// say logs a line with its message (kind "event" or "phase").
func (g *Game) say(kind, rule, sub string, m *engine.Msg, format string, args ...any) {
	g.Add(engine.Entry{Kind: kind, Rule: rule, Sub: sub, Text: fmt.Sprintf(format, args...), Msg: m})
}

// sayTo logs a line with its message that only the given seats see.
func (g *Game) sayTo(to []engine.Seat, rule, sub string, m *engine.Msg, format string, args ...any) {
	g.Add(engine.Entry{Kind: "event", Rule: rule, Sub: sub, To: to, Text: fmt.Sprintf(format, args...), Msg: m})
}

// rollMsg is a roll record's message (the i18n package's RollID layout):
// the purpose, target and result messages that are set.
func rollMsg(purpose, target, result *engine.Msg) *engine.Msg {
	m := engine.M("roll")
	for _, p := range []struct {
		n string
		m *engine.Msg
	}{{"purpose", purpose}, {"target", target}, {"result", result}} {
		if p.m != nil {
			m.Args = append(m.Args, engine.Nested(p.n, p.m))
		}
	}
	return m
}

// purpose is a roll's purpose message (id naval.roll.<key>).
func purpose(key string) *engine.Msg { return msg("roll." + key) }

// sayEvent logs a structured event with its message.
func (g *Game) sayEvent(rule string, ev engine.Event, m *engine.Msg, format string, args ...any) {
	e := ev
	g.Add(engine.Entry{Kind: "event", Rule: rule, Sub: ev.Sub, Text: fmt.Sprintf(format, args...), Event: &e, Msg: m})
}

func (g *Game) forceLabel(f *Force, viewer int) string {
	if f.Side == viewer || f.Seen {
		return f.Name
	}
	if g.IsTF(f.ID) {
		return "a task force"
	}
	return "a naval force"
}

// forceLabelArg is forceLabel as a message argument.
func (g *Game) forceLabelArg(name string, f *Force, viewer int) engine.Arg {
	if f.Side == viewer || f.Seen {
		return g.forceArg(name, f)
	}
	if g.IsTF(f.ID) {
		return engine.Nested(name, msg("t.atf"))
	}
	return engine.Nested(name, msg("t.aforce"))
}

// listArg joins message arguments into one ("a, b, c"): each argument's
// name is replaced.
func listArg(name string, items []engine.Arg) engine.Arg {
	if len(items) == 0 {
		return engine.Text(name, "")
	}
	m := items[len(items)-1]
	m.Name = "b"
	acc := engine.Nested(name, msg("list1", m))
	for i := len(items) - 2; i >= 0; i-- {
		a := items[i]
		a.Name = "a"
		rest := acc
		rest.Name = "b"
		acc = engine.Nested(name, msg("list", a, rest))
	}
	return acc
}

func (g *Game) opText(o *Op) string {
	return fmt.Sprintf("op %d: %s %s → %s", o.N+1, g.Sc.Seats[o.Side], o.Kind, g.Map.Area(o.Target).Name)
}

func joinNames(ss []*Ship) string {
	var p []string
	for _, s := range ss {
		p = append(p, s.String())
	}
	return strings.Join(p, ", ")
}

// forceArg is a force's name as a message argument: its message when the
// game made the name up, else the scenario's name as it is.
func (g *Game) forceArg(name string, fo *Force) engine.Arg {
	return engine.Nested(name, forceName(fo))
}

// forceName is a force's name as a message: its own (a split's "1st
// Squadron (2)") or the data's, through the catalogue.
func forceName(fo *Force) *engine.Msg {
	if fo.NameMsg != nil {
		return fo.NameMsg
	}
	return DataName(fo.Name)
}

// DataName is a name from the naval data (a sea area, a port, a force, an
// air base, a convoy route) as a message: the catalogue's data text under
// the key "naval.name", which shows the Italian name where the catalogue
// has one (i18n/data_naval_it.go) and the data's English otherwise.
func DataName(s string) *engine.Msg {
	return engine.M("data", engine.Text("key", "naval.name"), engine.Text("s", s))
}

// areaName is an area's name as the data writes it (the English of logs).
func (g *Game) areaName(id string) string { return g.Map.Area(id).Name }

// areaArg is an area's name as a message argument.
func (g *Game) areaArg(name, id string) engine.Arg {
	return engine.Nested(name, DataName(g.Map.Area(id).Name))
}

// portArg is the name of the port that opens on an area as a message
// argument.
func (g *Game) portArg(name, id string) engine.Arg {
	return engine.Nested(name, DataName(g.Map.Area(id).Port))
}

// seatArg is a side's name as a message argument (the catalogue's
// seat.naval.<seat>, in the player's language).
func (g *Game) seatArg(name string, side int) engine.Arg {
	return engine.Nested(name, engine.M("seat.naval."+g.Sc.Seats[side]))
}

// ForceName is a force's name as a message (for the board).
func ForceName(fo *Force) *engine.Msg {
	if fo.NameMsg != nil {
		return fo.NameMsg
	}
	return DataName(fo.Name)
}

// Force returns a force by id (nil when there is none).
func (g *Game) Force(id string) *Force { return g.force(id) }

// CGShips lists a combat group's ships afloat.
func (g *Game) CGShips(cg *CG) []*Ship { return g.cgShips(cg) }
