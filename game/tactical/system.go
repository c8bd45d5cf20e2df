package tactical

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"periscope/game/dice"
	"periscope/game/engine"
)

// The tactical game on the shared step machine (game/engine): a Match is
// one scenario played turn by turn in the ten phases of the synopsis
// (spec §3, ambiguity 1). The rules are the phase functions of turn.go;
// this file only asks the players, in order, and logs.
//
// Each turn:
//
//	tac.turn          the turn opens (or the game ends: last turn played, or nothing left to fight)
//	tac.subplot ×n    phase 1, the Sub player's secret plot for each boat (payload SubOrders)
//	tac.escortorders  phase 1, the Escort player's secret convoy plot and gunfire (payload EscortOrders)
//	tac.gunnery       phases 2–4: both sides' gunfire revealed and rolled [17], star shells [25], the convoy [7.6]
//	tac.escort ×n     phase 5, each escort's move, ASW and search in turn (payload EscortMove) [6.9, 15, 22]
//	tac.escortsdone   the wake rule [15.4.9]; phase 6, lost contacts [22.8]
//	tac.torpedoes     phase 7 [11, 12, 13]
//	tac.submove       phase 8, the boats' plots revealed and moved [8, 9]
//	tac.end           phases 9–10: ASW resolution [16], hide [21.4]; reloads [14]
const (
	opTurn         engine.Op = "tac.turn"
	opSubPlot      engine.Op = "tac.subplot"
	opEscortOrders engine.Op = "tac.escortorders"
	opGunnery      engine.Op = "tac.gunnery"
	opEscort       engine.Op = "tac.escort"
	opEscortsDone  engine.Op = "tac.escortsdone"
	opTorpedoes    engine.Op = "tac.torpedoes"
	opSubMove      engine.Op = "tac.submove"
	opEnd          engine.Op = "tac.end"
	opFinish       engine.Op = "tac.finish"
	opEntry        engine.Op = "tac.entry"
	opPlace        engine.Op = "tac.place"
	opAllot        engine.Op = "tac.air.allot"
	opSummon       engine.Op = "tac.hk.summon"
	opAir          engine.Op = "tac.air"
)

// SystemID names the tactical game in records; Theatre is its one data set.
const (
	SystemID = "tactical"
	Theatre  = "submarine"
)

// The seats [3.4].
const (
	SeatSub    engine.Seat = "sub"
	SeatEscort engine.Seat = "escort"
)

// Prompt kinds (and payload kinds).
const (
	KindSubPlot      = "tac.subplot"
	KindEscortOrders = "tac.escortorders"
	KindEscortMove   = "tac.escort"
	// KindEvasion asks the Escort player how a ship evades a torpedo [40].
	KindEvasion = "tac.evasion"
)

// SubOrders is the answer to a boat's plot prompt [5.1.1–5.1.2]: the move
// in the rules' notation, the end depth, the launches and the deck gun's
// target (a ship id, or "").
type SubOrders struct {
	Plot     string   `json:"plot"`
	Depth    int      `json:"depth"`
	Launches []Launch `json:"launches,omitempty"`
	Gun      string   `json:"gun,omitempty"`
	// Aim names the targets of next turn's salvo [35] (aimed fire).
	Aim []string `json:"aim,omitempty"`
	// Silent declares silent running this turn [32].
	Silent bool `json:"silent,omitempty"`
	// Snort: the boat snorts this turn [33].
	Snort bool `json:"snort,omitempty"`
}

// EscortOrders is the Escort player's secret part of phase 1: the convoy's
// plots written this turn [5.1.3], the gunfire of phase 2 [17] and star
// shells [25].
type EscortOrders struct {
	Convoy     []string         `json:"convoy,omitempty"`
	Fires      []Fire           `json:"fires,omitempty"`
	StarShells map[string][]Hex `json:"starShells,omitempty"`
}

// EscortOrder is the answer to one escort's move prompt in phase 5: its
// path in the notation, the ASW it places on the way [15] and its search
// after [22, 23].
type EscortOrder struct {
	Plot   string     `json:"plot"`
	ASW    []ASWOrder `json:"asw,omitempty"`
	Search SonarMode  `json:"search,omitempty"`
	Homing string     `json:"homing,omitempty"`
	Radar  bool       `json:"radar,omitempty"`
	// Foxer turns the escort's foxer "on" or "off" (its X/O mark) [51].
	Foxer string `json:"foxer,omitempty"`
}

// Sighting is where the Escort player last saw a boat (the fog of hidden
// movement shows it; the escort bot hunts from it).
type Sighting struct {
	Bow    Hex `json:"bow"`
	Facing Dir `json:"facing"`
	Turn   int `json:"turn"`
}

// State is a tactical game's whole state.
type State struct {
	Dice     dice.Source `json:"dice"`
	Scenario string      `json:"scenario"`
	Options  []string    `json:"options,omitempty"`
	Battle   Battle      `json:"battle"`
	// Orders are this turn's plots as given so far: the Sub player's are
	// secret until phase 8, the Escort player's until phase 2.
	Orders TurnOrders `json:"orders"`
	// Seen are the Escort player's last sightings of each boat.
	Seen   map[string]Sighting `json:"seen,omitempty"`
	Over   bool                `json:"over,omitempty"`
	Winner Side                `json:"winner,omitempty"`
	// AutoEscort: the escort commander (EscortBot) answers the Escort
	// player's decisions inside the game, so the record holds only the
	// Sub player's (a campaign fight: fightmatch.go).
	AutoEscort bool `json:"autoEscort,omitempty"`
	// Evasions are the Escort player's evasions chosen so far this
	// torpedo phase [40], in the order they arise: a plot, or "" to hold
	// course.
	Evasions []string `json:"evasions,omitempty"`
	// Placing are the boats the Sub player places at the start [20.4]
	// (switch place-boats), with the poses each may take.
	Placing []PlacementAsk `json:"placing,omitempty"`
	Score   Score          `json:"score"`
	// AirAllot is the Escort player's split of ONS 5's air DCs over its
	// day scenarios, and Summoned the British summons of the
	// hunter-killer group, both answered at this scenario's start.
	AirAllot []int `json:"airAllot,omitempty"`
	Summoned bool  `json:"summoned,omitempty"`
	engine.Procedure
}

// Match is one tactical game on the step machine: engine.Game.
type Match struct {
	engine.Machine[*Match]
	S    *State
	G    *Game
	Scen Scenario
	// private is set while the boats' own moves run: their notes are the
	// Sub player's under hidden movement.
	private bool
	// frames are the turn's moves one phase after another (LastTurn).
	frames []TurnFrame
}

// StateVersion is the version of State's JSON.
const StateVersion = 1

var steps = func() *engine.Steps[*Match] {
	s := engine.NewSteps[*Match](SystemID)
	s.Register(opTurn, stepTurn)
	s.Register(opPlace, stepPlace)
	s.Register(opAllot, stepAllot)
	s.Register(opSummon, stepSummon)
	s.Register(opAir, stepAir)
	s.Register(opSubPlot, stepSubPlot)
	s.Register(opEscortOrders, stepEscortOrders)
	s.Register(opGunnery, stepGunnery)
	s.Register(opEscort, stepEscort)
	s.Register(opEscortsDone, stepEscortsDone)
	s.Register(opTorpedoes, stepTorpedoes)
	s.Register(opSubMove, stepSubMove)
	s.Register(opEnd, stepEnd)
	s.Register(opFinish, stepFinish)
	s.Register(opEntry, stepEntry)
	s.CheckPayload(KindSubPlot, func(m *Match, p *engine.Prompt, c engine.Choice) error {
		if p.Options[c.Option].Key != "send" {
			return orderErr(nil, msg("tac.err.send"), "the plot is sent with \"send\"")
		}
		var o SubOrders
		if err := decodeStrict(c.Data, &o); err != nil {
			return err
		}
		_, err := m.CheckSubOrders(p.Sub, o)
		return err
	})
	s.CheckPayload(KindEscortOrders, func(m *Match, p *engine.Prompt, c engine.Choice) error {
		if p.Options[c.Option].Key != "send" {
			return orderErr(nil, msg("tac.err.send-orders"), "the orders are sent with \"send\"")
		}
		var o EscortOrders
		if err := decodeStrict(c.Data, &o); err != nil {
			return err
		}
		return m.CheckEscortOrders(o)
	})
	s.CheckPayload(KindEscortMove, func(m *Match, p *engine.Prompt, c engine.Choice) error {
		if p.Options[c.Option].Key != "send" {
			return orderErr(nil, msg("tac.err.send-move"), "the move is sent with \"send\"")
		}
		var o EscortOrder
		if err := decodeStrict(c.Data, &o); err != nil {
			return err
		}
		if o.Foxer != "" && (o.Foxer != "on" && o.Foxer != "off" || !m.G.HasFoxer(m.G.Vessel(p.Sub))) {
			return orderErr(ErrIllegal, msg("tac.err.foxer", txt("ship", p.Sub)), "%s has no foxer to tow [51]", p.Sub)
		}
		_, err := m.CheckEscortMove(p.Sub, o)
		return err
	})
	return s
}()

// Steps is the tactical game's step registry (tests check every op).
func Steps() *engine.Steps[*Match] { return steps }

func decodeStrict(b []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return orderErr(nil, msg("tac.err.unreadable", txt("detail", err.Error())), "the answer cannot be read: %v", err)
	}
	return nil
}

// logFaces reads d6 faces from the engine's log (the state's one seeded
// source; loaded dice in tests).
type logFaces struct{ l *engine.Log }

func (f logFaces) Face() int { return f.l.D6() }

func (m *Match) bind(d *Data) {
	s := m.S
	m.Bind(m, steps, &s.Procedure, &s.Dice, engine.Hooks{
		Over:      func() bool { return m.S.Over },
		Exhausted: func() { m.S.Over = true },
		Phase:     func() string { return fmt.Sprintf("turn %d", m.S.Battle.Turn) },
		Stamp:     func(e *engine.Entry) { e.Turn = m.S.Battle.Turn },
	})
	m.G = &Game{B: &s.Battle, Data: d, Dice: &Dice{F: logFaces{&m.Log}, Sink: m.logRoll}, OnNote: m.logNote,
		NearestTarget: m.Scen.Victory.Kind == "damage"}
}

// subOnlyRules are rules whose rolls and notes only the Sub player sees:
// the boat's power, its damage from ASW, the depth a charge missed by.
func subOnlyRule(rule string) bool {
	for _, p := range []string{"8.3", "16.", "15.9", "19.2", "14.2", "35", "40.1"} {
		if strings.HasPrefix(rule, p) {
			return true
		}
	}
	return rule == "43" // [43]: the Advanced ASW damage and the announcement roll
}

func (m *Match) logRoll(r Roll) {
	k := dice.D6
	if r.Kind == "d66" {
		k = dice.D66
	}
	dr := r.Roll
	dr.Kind, dr.Faces = k, append([]int(nil), r.Faces...)
	var to []engine.Seat
	if subOnlyRule(dr.Rule) {
		to = []engine.Seat{SeatSub}
	}
	m.Add(engine.Entry{Kind: "roll", Rule: dr.Rule, To: to, Text: m.G.NamedText(dr.String()), Roll: &dr, Msg: m.G.Named(rollMsg(r))})
}

// rollMsg is a roll's message (the i18n package's RollID layout): the
// purpose, test and result messages the rules gave it.
func rollMsg(r Roll) *engine.Msg {
	m := engine.M("roll")
	for _, p := range []struct {
		n string
		m *engine.Msg
	}{{"purpose", r.PurposeMsg}, {"target", r.TargetMsg}, {"result", r.ResultMsg}} {
		if p.m != nil {
			m.Args = append(m.Args, engine.Nested(p.n, p.m))
		}
	}
	return m
}

func (m *Match) logNote(n Note) {
	var to []engine.Seat
	announced := n.Msg != nil && n.Msg.ID == "tac.log.sinking-announced" // [43]: to both players
	if subOnlyRule(n.Rule) && n.Rule != "9.8" && !announced || m.private && m.G.B.Options.HiddenMovement {
		to = []engine.Seat{SeatSub}
	}
	m.Add(engine.Entry{Kind: "event", Rule: n.Rule, To: to, Text: m.G.NamedText(n.Text), Msg: m.G.Named(n.Msg)})
}

// NewMatch starts a scenario with the given options (names of OptionInfo).
func NewMatch(d *Data, scen Scenario, seed uint64, options []string) (*Match, error) {
	s := &State{Dice: dice.Source{State: seed}, Scenario: scen.ID, Options: append([]string(nil), options...)}
	m := &Match{S: s, Scen: scen}
	m.bind(d)
	var want Options
	if err := applyOptions(&want, options); err != nil {
		return nil, err
	}
	// [20.4] place-boats: the poses each boat placed by [20.4] could take
	// are kept, and the Sub player is asked (stepPlace); the bot's spread
	// placement stands until then, and is the first answer.
	if want.HKOnStation { // ambiguity 26's other reading: no edge roll
		scen.Escorts = slices.Clone(scen.Escorts)
		for i := range scen.Escorts {
			scen.Escorts[i].Edge = false
		}
	}
	place := func(g *Game, what string, opts []Pose) Pose {
		id, ok := strings.CutSuffix(what, " placement")
		if want.PlaceBoats && ok {
			s.Placing = append(s.Placing, PlacementAsk{Boat: id, Poses: slices.Clone(opts)})
		}
		if id, ok := strings.CutSuffix(what, " near compass"); ok && want.PlaceEscorts { // [20.3]
			s.Placing = append(s.Placing, PlacementAsk{Boat: id, Poses: slices.Clone(opts), Escort: true})
		}
		return SpreadPlacement(g, what, opts)
	}
	base := DefaultOptions() // the switches read during the set-up
	base.ConvoyDropSurplus, base.PlaceFromBow = want.ConvoyDropSurplus, want.PlaceFromBow
	g, err := setUpWith(d, m.G.Dice, scen, base, place)
	if err != nil {
		return nil, err
	}
	s.Battle = *g.B
	m.G.B = &s.Battle
	if want.PlaceEscorts { // [20.3] the escorts on stations, before the boats
		var st []PlacementAsk
		for _, e := range scen.Escorts {
			if e.Hex == "" && e.Compass == 0 && !e.Edge && !e.Plotted {
				st = append(st, PlacementAsk{Boat: e.ID, Escort: true, Station: true})
			}
		}
		s.Placing = append(st, s.Placing...)
	}
	if scen.RollTorpedoes {
		m.G.rollLoads()
	}
	if scen.RollCargo {
		m.G.rollCargoes()
	}
	s.Battle.Reload, s.Battle.ConvoyTurnEvery = scen.Reload, scen.ConvoyTurnEvery
	if err := applyOptions(&s.Battle.Options, options); err != nil {
		return nil, err
	}
	if b := &s.Battle; b.Options.AdvancedConvoy && b.ConvoySpeed > 0 { // [30]: fast 2 → 3, slow 1 → 2
		b.ConvoySpeed++
		for i := range b.Vessels {
			if v := &b.Vessels[i]; !v.Sub && (m.G.Role(v) == Merchant || v.Plotted) {
				v.Speed = b.ConvoySpeed
			}
		}
	}
	s.Battle.Air, s.Battle.AirDCs = scen.Air, scen.AirDCs
	m.G.advancedSetUp()
	m.G.ownSetUp(scen)
	for _, n := range s.Battle.Notes {
		m.logNote(n)
	}
	s.Battle.Notes = nil
	m.observe()
	s.Stack = []engine.Frame{{Op: opTurn}}
	for i := len(s.Placing) - 1; i >= 0; i-- {
		s.Stack = append(s.Stack, engine.Frame{Op: opPlace, Sub: s.Placing[i].Boat})
	}
	if scen.AirAllot { // ONS 5: asked before the placements
		s.Stack = append(s.Stack, engine.Frame{Op: opAllot})
	}
	if scen.HKSummon {
		s.Stack = append(s.Stack, engine.Frame{Op: opSummon})
	}
	return m, nil
}

// ---------------------------------------------------------------- options

// OptionSwitches are the optional rules and the spec §18 readings a new
// game can switch (the name goes in the record when on). The readings'
// switches name the other reading: off is the recommended one.
var OptionSwitches = []engine.OptionInfo{
	{Name: "place-boats", Text: "Place your boats: you pick the hex of each boat placed near a compass (off: the computer spreads them)",
		Rule: "20.4", TextMsg: engine.M("tac.opt.place-boats"), Default: true},
	{Name: "place-escorts", Text: "Place your escorts: you pick the hex of each escort placed near a compass or outside the convoy's box (off: the computer places them)",
		Rule: "20.3", TextMsg: engine.M("tac.opt.place-escorts"), Default: true},
	{Name: "hidden-movement", Text: "Hidden movement: a submerged boat is off the board until found", Rule: "21",
		TextMsg: engine.M("tac.opt.hidden-movement")},
	{Name: "sonar", Text: "Sonar: escorts search with sweeps and homing", Rule: "22", TextMsg: engine.M("tac.opt.sonar")},
	{Name: "advanced-manoeuvre", Text: "Advanced manoeuvre: speed changes of ±3, a second turn in a hex at up to 5 hexes, convoys at 3 (fast) and 2 (slow); the classes keep their Basic speeds",
		Rule: "30", TextMsg: engine.M("tac.opt.advanced-manoeuvre")},
	{Name: "hedgehog-two-ahead", Text: "The Hedgehog fires exactly two hexes ahead (Advanced)", Rule: "42", TextMsg: engine.M("tac.opt.hedgehog-two-ahead")},
	{Name: "extra-kguns", Text: "Extra K-guns: US destroyer escorts and frigates 4 a side from 1943, British escorts 2 a side from 1942", Rule: "53",
		TextMsg: engine.M("tac.opt.extra-kguns")},
	{Name: "collision-half-down", Text: "Collision damage \"at least ½\" rounds down (ambiguity 4)", Rule: "10",
		TextMsg: engine.M("tac.opt.collision-half-down")},
	{Name: "depth-limit-exact", Text: "The depth limit is exactly 1½ times the safe depth (ambiguity 5)", Rule: "9.9",
		TextMsg: engine.M("tac.opt.depth-limit-exact")},
	{Name: "rise-25-no-ep", Text: "A boat out of power rises 25 ft a turn (ambiguity 6)", Rule: "8.3.4",
		TextMsg: engine.M("tac.opt.rise-25-no-ep")},
	{Name: "wake-forward-only", Text: "The wake rule checks only later movers (ambiguity 13)", Rule: "15.4.9",
		TextMsg: engine.M("tac.opt.wake-forward-only")},
	{Name: "attacked-own-hexes", Text: "\"Attacked last turn\" counts only counters in the boat's hexes (ambiguity 14)", Rule: "15.9",
		TextMsg: engine.M("tac.opt.attacked-own-hexes")},
	{Name: "damage-capped", Text: "\"Damage inflicted\" counts no more than each ship's capacity (S8)", Rule: "20.8",
		TextMsg: engine.M("tac.opt.damage-capped")},
	{Name: "diw-all-weapons", Text: "A ship dead in the water keeps its racks too (ambiguity 22)", Rule: "19.1",
		TextMsg: engine.M("tac.opt.diw-all-weapons")},
	{Name: "arming-four-hexes", Text: "Advanced arming: a torpedo hit within its first 4 hexes is a dud, in any turn (not only the turn of fire)", Rule: "39",
		TextMsg: engine.M("tac.opt.arming-four-hexes")},
	{Name: "ep-charge", Text: "Charging: three turns surfaced restore one emergency power point, up to the starting value", Rule: "34",
		TextMsg: engine.M("tac.opt.ep-charge")},
	{Name: "repair", Text: "Repair: 1 damage point a turn at speed 2 or less, not across a 10-point boundary unless dead in the water", Rule: "52",
		TextMsg: engine.M("tac.opt.repair")},
	{Name: "weather", Text: "Weather: rolled at set-up; rough seas, storms and gales shorten sighting and hamper radar", Rule: "50",
		TextMsg: engine.M("tac.opt.weather")},
	{Name: "crews", Text: "Crews: every warship's and boat's crew rolled; trained escort crews search farther", Rule: "49",
		TextMsg: engine.M("tac.opt.crews")},
	{Name: "advanced-ep", Text: "Advanced electric power: (maximum − normal submerged speed) × 60 EP; a boat that used it is easier to hold on sonar", Rule: "34",
		TextMsg: engine.M("tac.opt.advanced-ep")},
	{Name: "evasion", Text: "Evasion: a ship may turn away from a torpedo once a turn", Rule: "40",
		TextMsg: engine.M("tac.opt.evasion")},
	{Name: "acoustic", Text: "Acoustic torpedoes: German boats carry some from autumn 1943; they home on ships under way", Rule: "51",
		TextMsg: engine.M("tac.opt.acoustic")},
	{Name: "aimed-fire", Text: "Aimed fire: a boat names its targets a turn ahead (as many as its crew allows); other torpedoes hit less often", Rule: "35",
		TextMsg: engine.M("tac.opt.aimed-fire")},
	{Name: "silent-running", Text: "Silent running: a submerged boat may creep in pairs of turns (1 hex in 2, the Type XXI 3), with no reload or repair; it is harder to hold on sonar", Rule: "32",
		TextMsg: engine.M("tac.opt.silent-running")},
	{Name: "snort", Text: "Snort: German boats from spring 1944 (the Type XXI always) may run at 25 ft on their diesels, up to the snort speed without emergency power; three snorting turns restore one point", Rule: "33",
		TextMsg: engine.M("tac.opt.snort")},
	{Name: "d66-torpedoes", Text: "Advanced torpedo tables: a d66 to hit, a d66 for a dud (the early G7e and Mk 14 fail often) and a d66 for hit points, 10 to a damage point; a hit within 4 hexes is a dud", Rule: "37",
		TextMsg: engine.M("tac.opt.d66-torpedoes")},
	{Name: "advanced-radar", Text: "Advanced radar: a d66 range by set (metric, 10 cm, 3 cm); a periscope is found only close, a snort head by the 3 cm sets of 1944 at half range", Rule: "46",
		TextMsg: engine.M("tac.opt.advanced-radar")},
	{Name: "prolonged-attack", Text: "Prolonged attack: at the end of a convoy battle, escorts beyond four hunt the boats still in contact; a boat that loses more power than it has is sunk", Rule: "34.6",
		TextMsg: engine.M("tac.opt.prolonged-attack")},
	{Name: "night-visual", Text: "Advanced night sighting: at night each escort without radar rolls how far its lookouts see, a surfaced boat much farther than a periscope", Rule: "47",
		TextMsg: engine.M("tac.opt.night-visual")},
	{Name: "advanced-asw", Text: "Advanced ASW: a Hedgehog fired at speed hits less hard; one set of dice for all the boats in a hex", Rule: "43",
		TextMsg: engine.M("tac.opt.advanced-asw")},
	{Name: "hidden-torpedoes", Text: "Hidden torpedoes: after their turn of fire the boat's torpedoes run unseen until they meet a ship; ships crossing their track set nothing off", Rule: "40",
		TextMsg: engine.M("tac.opt.hidden-torpedoes")},
	{Name: "foxer", Text: "Foxer: from autumn 1943 British and American escorts tow a noise-maker that draws acoustic torpedoes, at a cost to their own sonar", Rule: "51",
		TextMsg: engine.M("tac.opt.foxer")},
	{Name: "mk-x", Text: "Mk X one-ton charge: each British destroyer may once drop it in place of its rack charges; it strikes as four 300 lb charges", Rule: "51",
		TextMsg: engine.M("tac.opt.mk-x")},
	{Name: "circling", Text: "Circling torpedoes (FAT): from late 1942 a German boat may fire a torpedo that runs a long leg and then loops back and forth through the convoy", Rule: "51",
		TextMsg: engine.M("tac.opt.circling")},
	{Name: "d66-damage", Text: "Advanced damage: depth charges, Hedgehog, Squid and gunfire roll a d66 for hit points, 10 to a damage point", Rule: "43",
		TextMsg: engine.M("tac.opt.d66-damage")},
	{Name: "sub-vs-sub", Text: "Sub against sub: a boat at 0 or 25 ft can be torpedoed by an enemy boat (a shallow torpedo runs over one at 25 ft)", Rule: "54",
		TextMsg: engine.M("tac.opt.sub-vs-sub")},
	{Name: "advanced-sonar", Text: "Advanced sonar: a d66 sweep range by set in the 120° ahead, boats at 25 ft too, a deep boat lost close aboard; homing all round at slow speed", Rule: "44",
		TextMsg: engine.M("tac.opt.advanced-sonar")},
	{Name: "twelve-headings", Text: "Twelve headings: torpedoes may also be launched half a hexside left or right (LC, RC) and run along the hexsides", Rule: "36",
		TextMsg: engine.M("tac.opt.twelve-headings")},
	{Name: "ons5-air-sight", Text: "ONS 5: by day, with hidden movement, aircraft see every boat at 25–75 ft", Rule: "20.1",
		TextMsg: engine.M("tac.opt.ons5-air-sight")},
	{Name: "squid-atw", Text: "Advanced ASW: a Squid reads the ATW table by counters in the hex, no depth, instead of each counter as a depth charge (ambiguity 15)", Rule: "43",
		TextMsg: engine.M("tac.opt.squid-atw")},
	{Name: "air-dc-half", Text: "ONS 5: an air depth charge does half the damage of a depth-charge counter (one charge of its two)", Rule: "20.1",
		TextMsg: engine.M("tac.opt.air-dc-half")},
	{Name: "escort-still-no-turn", Text: "An escort that does not move may not change facing (ambiguity 3)", Rule: "6.6",
		TextMsg: engine.M("tac.opt.escort-still-no-turn")},
	{Name: "magnetic-shifts-df", Text: "The Magnetic and Acoustic columns shift the damage factor instead of adding to the damage (ambiguity 7)", Rule: "13.6",
		TextMsg: engine.M("tac.opt.magnetic-shifts-df")},
	{Name: "s3-markers-kept", Text: "S3–S5: the number markers are drawn without replacement until all seven are out (ambiguity 11)", Rule: "20.7",
		TextMsg: engine.M("tac.opt.s3-markers-kept")},
	{Name: "s3-dc-two-same", Text: "S3–S5: a depth-charge roll of 2 is at the same depth (the table read 1, 2–4, 5–6) (ambiguity 11)", Rule: "20.7",
		TextMsg: engine.M("tac.opt.s3-dc-two-same")},
	{Name: "s3-atw-rolls", Text: "S3–S5: Hedgehog and Squid roll the depth-charge table too, 5–6 a miss (ambiguity 11)", Rule: "20.7",
		TextMsg: engine.M("tac.opt.s3-atw-rolls")},
	{Name: "s3-sub-fires", Text: "S3–S5: the rolled boat fires its torpedoes at the hunters when a spread meets one (ambiguity 11)", Rule: "20.7",
		TextMsg: engine.M("tac.opt.s3-sub-fires")},
	{Name: "convoy-drop-surplus", Text: "A convoy larger than its formation leaves the surplus ships behind instead of adding a column (ambiguity 16)", Rule: "20.2",
		TextMsg: engine.M("tac.opt.convoy-drop-surplus")},
	{Name: "sweep-50", Text: "Advanced sonar: a sweep finds boats at 50 ft or deeper only, not at 25 ft (ambiguity 17)", Rule: "44",
		TextMsg: engine.M("tac.opt.sweep-50")},
	{Name: "sub-vp-net", Text: "S1/S2: the boat's VP less the Escort player's whole score must reach the mark (ambiguity 18)", Rule: "20.7",
		TextMsg: engine.M("tac.opt.sub-vp-net")},
	{Name: "prolonged-surface", Text: "Prolonged attack: the boat's speed is its surface speed only (ambiguity 19)", Rule: "34.6",
		TextMsg: engine.M("tac.opt.prolonged-surface")},
	{Name: "evasion-four", Text: "Evasion: \"Turn(1)\" offers only the four turning moves, not the straight run (ambiguity 20)", Rule: "40",
		TextMsg: engine.M("tac.opt.evasion-four")},
	{Name: "repair-to-boundary", Text: "Repair: up to 9 points a turn, to the next 10-point boundary (ambiguity 21)", Rule: "52",
		TextMsg: engine.M("tac.opt.repair-to-boundary")},
	{Name: "partial-hp-vp", Text: "Advanced damage: hit points short of a full point count as one more point for VP (ambiguity 23)", Rule: "20.1",
		TextMsg: engine.M("tac.opt.partial-hp-vp")},
	{Name: "place-from-bow", Text: "Boat placement: the 7 hexes from the enemy are measured from the bow only (ambiguity 25)", Rule: "20.4",
		TextMsg: engine.M("tac.opt.place-from-bow")},
	{Name: "capital-no-diw", Text: "Capital ships are never dead in the water from damage (ambiguity 27)", Rule: "19.1",
		TextMsg: engine.M("tac.opt.capital-no-diw")},
	{Name: "quarter-of-class", Text: "Acoustic and circling torpedoes: the quarter is of the class's full load, not of what the boat carries (ambiguity 28)", Rule: "41",
		TextMsg: engine.M("tac.opt.quarter-of-class")},
	{Name: "hk-on-station", Text: "ONS 5: the hunter-killer group arrives on stations around the convoy, not on a rolled edge (ambiguity 26)", Rule: "20.1",
		TextMsg: engine.M("tac.opt.hk-on-station")},
}

func applyOptions(o *Options, names []string) error {
	for _, n := range names {
		switch n {
		case "hidden-movement":
			o.HiddenMovement = true
		case "sonar":
			o.Sonar = true
		case "advanced-manoeuvre":
			o.DoubleTurnSpeed, o.SpeedChange, o.AdvancedConvoy = 5, 3, true
		case "extra-kguns":
			o.ExtraKGuns = true
		case "hedgehog-two-ahead":
			o.HedgehogTwoAhead = true
		case "collision-half-down":
			o.CollisionHalfUp = false
		case "depth-limit-exact":
			o.DepthLimitTo25 = false
		case "rise-25-no-ep":
			o.FullRiseAtNoEP = false
		case "wake-forward-only":
			o.RetroactiveWake = false
		case "attacked-own-hexes":
			o.AttackedWithin = -1
		case "damage-capped":
			o.DamageCapped = true
		case "diw-all-weapons":
			o.DIWWeaponsNoRack = false
		case "arming-four-hexes":
			o.ArmingHexes = 4
		case "place-boats":
			o.PlaceBoats = true
		case "place-escorts":
			o.PlaceEscorts = true
		case "ep-charge":
			o.EPCharge = true
		case "repair":
			o.Repair = true
		case "weather":
			o.Weather = true
		case "crews":
			o.Crews = true
		case "advanced-ep":
			o.AdvancedEP = true
		case "evasion":
			o.Evasion = true
		case "acoustic":
			o.Acoustic = true
		case "aimed-fire":
			o.AimedFire = true
		case "twelve-headings":
			o.TwelveHeadings = true
		case "silent-running":
			o.SilentRunning = true
		case "snort":
			o.Snort = true
		case "d66-torpedoes":
			o.D66Torpedoes = true
		case "advanced-radar":
			o.AdvancedRadar = true
		case "prolonged-attack":
			o.ProlongedAttack = true
		case "night-visual":
			o.NightVisual47 = true
		case "advanced-asw":
			o.AdvancedASW = true
		case "hidden-torpedoes":
			o.HiddenTorpedoes = true
		case "foxer":
			o.Foxer = true
		case "mk-x":
			o.MkX = true
		case "circling":
			o.Circling = true
		case "d66-damage":
			o.D66Damage = true
		case "sub-vs-sub":
			o.SubVsSub = true
		case "advanced-sonar":
			o.AdvancedSonar = true
		case "ons5-air-sight":
			o.AirSight = true
		case "hk-on-station":
			o.HKOnStation = true
		case "squid-atw":
			o.SquidATW = true
		case "air-dc-half":
			o.AirDCHalf = true
		case "escort-still-no-turn":
			o.StillNoTurn = true
		case "magnetic-shifts-df":
			o.MagneticShiftsDF = true
		case "s3-markers-kept":
			o.S3MarkersKept = true
		case "s3-dc-two-same":
			o.S3DCTwoSame = true
		case "s3-atw-rolls":
			o.S3ATWRolls = true
		case "s3-sub-fires":
			o.S3SubFires = true
		case "convoy-drop-surplus":
			o.ConvoyDropSurplus = true
		case "sweep-50":
			o.Sweep50 = true
		case "sub-vp-net":
			o.SubVPNet = true
		case "prolonged-surface":
			o.ProlongedSurface = true
		case "evasion-four":
			o.EvasionFour = true
		case "repair-to-boundary":
			o.RepairToBoundary = true
		case "partial-hp-vp":
			o.PartialHPVP = true
		case "place-from-bow":
			o.PlaceFromBow = true
		case "capital-no-diw":
			o.CapitalNoDIW = true
		case "quarter-of-class":
			o.QuarterOfClass = true
		default:
			return orderErr(nil, msg("tac.err.no-option", txt("s", engine.Clip(n, 40))), "no option %q", engine.Clip(n, 40))
		}
	}
	return nil
}

// ---------------------------------------------------------------- who sees what

// SeesBoat reports whether the Escort player sees the boat where it is now:
// always in the Basic game, under hidden movement only when it is on the
// board [21].
func (m *Match) SeesBoat(v *Vessel) bool {
	return !v.Gone() && (!m.G.B.Options.HiddenMovement || !v.Hidden)
}

// observe records the Escort player's sightings.
func (m *Match) observe() {
	for i := range m.S.Battle.Vessels {
		v := &m.S.Battle.Vessels[i]
		if v.Sub && m.SeesBoat(v) {
			if m.S.Seen == nil {
				m.S.Seen = map[string]Sighting{}
			}
			m.S.Seen[v.ID] = Sighting{Bow: v.Bow, Facing: v.Facing, Turn: m.S.Battle.Turn}
		}
	}
}

// ---------------------------------------------------------------- checks

// CheckSubOrders validates a boat's plot against the state at the start of
// the turn [7, 8.3, 9, 11, 17.11] and returns it as the core's SubPlot.
func (m *Match) CheckSubOrders(id string, o SubOrders) (SubPlot, error) {
	p, err := ParsePlot(o.Plot)
	if err != nil {
		return SubPlot{}, err
	}
	sp := SubPlot{ID: id, Plot: p, Depth: o.Depth, Launches: o.Launches, Aim: o.Aim, Silent: o.Silent, Snort: o.Snort}
	if err := m.G.checkSubPlots([]SubPlot{sp}); err != nil {
		return SubPlot{}, err
	}
	if o.Gun != "" {
		f := Fire{Firer: id, Target: o.Gun}
		if _, _, _, err := m.G.GunFactor(f, m.G.Diving([]SubPlot{sp}), nil); err != nil {
			return SubPlot{}, err
		}
	}
	return sp, nil
}

// CheckEscortOrders validates the Escort player's phase-1 orders.
func (m *Match) CheckEscortOrders(o EscortOrders) error {
	g := m.G
	want := m.convoyPlotsWanted()
	if len(o.Convoy) != want {
		return orderErr(nil, msg("tac.err.convoy-plots-n", num("n", want)), "the convoy plots %d move(s) this turn [5.1.3]", want)
	}
	legal := map[string]bool{}
	if want > 0 {
		for _, p := range ConvoyPlots(g.B.ConvoySpeed) {
			legal[p.String()] = true
		}
	}
	var pending []ConvoyPlan
	for i, s := range o.Convoy {
		p, err := ParsePlot(s)
		if err != nil {
			return err
		}
		if !legal[p.String()] {
			return orderErr(nil, msg("tac.err.convoy-plot", txt("plot", s), num("speed", g.B.ConvoySpeed)), "%s is not a legal convoy plot at speed %d [7.6.2]", s, g.B.ConvoySpeed)
		}
		turn := m.ConvoyPlanTurn(i)
		if err := g.checkConvoyTurn(turn, p, pending); err != nil { // [58]
			return err
		}
		pending = append(pending, ConvoyPlan{Turn: turn, Plot: p})
	}
	firers := map[string]bool{}
	for _, f := range o.Fires {
		v, t := g.Vessel(f.Firer), g.Vessel(f.Target)
		if v == nil || v.Side != EscortSide || firers[f.Firer] {
			return orderErr(nil, msg("tac.err.fires-once", txt("ship", engine.Clip(f.Firer, 40))), "%q fires once a turn, if it is the Escort player's [17.4]", engine.Clip(f.Firer, 40))
		}
		firers[f.Firer] = true
		if t == nil || !t.Sub || !m.SeesBoat(t) {
			return orderErr(nil, msg("tac.err.no-boat-sight", txt("boat", engine.Clip(f.Target, 40))), "no boat %q in sight [17.1]", engine.Clip(f.Target, 40))
		}
		if _, _, _, err := g.GunFactor(f, nil, nil); err != nil {
			return err
		}
	}
	for _, id := range sortedKeys(o.StarShells) {
		e := g.Vessel(id)
		if e == nil || e.Side != EscortSide || firers[id] {
			return orderErr(nil, msg("tac.err.no-starshells", txt("ship", engine.Clip(id, 40))), "%q cannot fire star shells [25.5]", engine.Clip(id, 40))
		}
	}
	if len(o.StarShells) > 0 {
		sb := m.sandbox()
		for _, id := range sortedKeys(o.StarShells) {
			if err := sb.FireStarShells(sb.Vessel(id), o.StarShells[id]); err != nil {
				return err
			}
		}
	}
	return nil
}

// convoyPlotsWanted is how many convoy plots the Escort player writes this
// turn: 4 on turn 1, then 1 for turn T+3 [5.1.3].
// ConvoyPlanTurn is the turn the i-th convoy plot written this turn is
// for [5.1.3]: turns 1–4 on the first, three turns ahead after.
func (m *Match) ConvoyPlanTurn(i int) int {
	if m.G.B.Turn == 1 {
		return 1 + i
	}
	return m.G.B.Turn + 3 + i
}

func (m *Match) convoyPlotsWanted() int {
	g := m.G
	if g.B.ConvoySpeed == 0 || g.B.ConvoyAutomated {
		return 0
	}
	if g.B.Turn == 1 {
		return 4
	}
	return 1
}

// sandbox is a copy of the battle to try orders on: its dice are a copy of
// the game's source, so trying never moves the real dice.
func (m *Match) sandbox() *Game {
	b, err := json.Marshal(&m.S.Battle)
	if err != nil {
		panic(err)
	}
	var nb Battle
	if err := json.Unmarshal(b, &nb); err != nil {
		panic(err)
	}
	src := m.S.Dice
	return &Game{B: &nb, Data: m.G.Data, Dice: NewDice(&src), NearestTarget: m.G.NearestTarget}
}

// CheckEscortMove validates one escort's phase-5 orders by playing them on
// a copy of the battle [6, 8.2, 15, 22].
func (m *Match) CheckEscortMove(id string, o EscortOrder) (EscortMove, error) {
	p, err := ParsePlot(o.Plot)
	if err != nil {
		return EscortMove{}, err
	}
	mv := EscortMove{ID: id, Plot: p, ASW: o.ASW, Search: o.Search, Homing: o.Homing, Radar: o.Radar}
	switch o.Search {
	case "", Sweep:
	case Homing:
		if b := m.G.Vessel(o.Homing); b == nil || !b.Sub || !m.SeesBoat(b) {
			return EscortMove{}, orderErr(nil, msg("tac.err.no-contact", txt("boat", engine.Clip(o.Homing, 40))), "no sonar contact %q to home on [22.4.6]", engine.Clip(o.Homing, 40))
		}
	default:
		return EscortMove{}, orderErr(nil, msg("tac.err.no-search", txt("s", engine.Clip(string(o.Search), 20))), "no search %q", engine.Clip(string(o.Search), 20))
	}
	if (o.Search != "" && !m.G.B.Options.Sonar) || (o.Radar && m.G.Vessel(id) != nil && m.G.Vessel(id).Radar == "") {
		return EscortMove{}, orderErr(nil, msg("tac.err.search-off"), "that search is not in play [22, 23]")
	}
	for _, a := range o.ASW {
		if a.Count < 1 || a.Count > 10 {
			return EscortMove{}, orderErr(nil, msg("tac.err.counters", num("n", a.Count)), "%d counters in one order", a.Count)
		}
	}
	sb := m.sandbox()
	if err := sb.PhaseEscort(mv); err != nil {
		return EscortMove{}, err
	}
	return mv, nil
}

// ---------------------------------------------------------------- steps

func (m *Match) boatsToPlot() []string {
	var out []string
	for i := range m.S.Battle.Vessels {
		v := &m.S.Battle.Vessels[i]
		if v.Sub && !v.Gone() && !v.Automated {
			out = append(out, v.ID)
		}
	}
	return out
}

// Escorts are the ships the Escort player moves in phase 5 (not the
// merchantmen, nor ships plotted with the convoy, nor ships dead in the water).
func (m *Match) Escorts() []string {
	var out []string
	for i := range m.S.Battle.Vessels {
		v := &m.S.Battle.Vessels[i]
		if !v.Sub && !v.Gone() && !v.DIW && !v.Plotted && m.G.Role(v) != Merchant {
			out = append(out, v.ID)
		}
	}
	return out
}

// fightOn reports whether there is still a fight: a boat in play (or to
// enter) and an enemy ship afloat on the board.
func (m *Match) fightOn() bool {
	subs, ships := len(m.S.Battle.Reserves) > 0, false
	for i := range m.S.Battle.Vessels {
		v := &m.S.Battle.Vessels[i]
		if v.Gone() {
			continue
		}
		if v.Sub {
			subs = true
		} else {
			ships = true
		}
	}
	return subs && ships
}

func stepTurn(m *Match, f *engine.Frame) {
	b := &m.S.Battle
	if b.Turn > m.Scen.Turns || !m.fightOn() {
		m.Push(engine.Frame{Op: opFinish})
		return
	}
	m.G.StartTurn()
	m.S.Orders = TurnOrders{}
	b.AirTurn = nil
	m.phase("5", fmt.Sprintf("Turn %d of %d", b.Turn, m.Scen.Turns), engine.M("tac.phase.turn", engine.Int("turn", b.Turn), engine.Int("of", m.Scen.Turns)))
	var fs []engine.Frame
	// Variable entry [26]: on turn 3 and every third turn after, a marker
	// is drawn for the next reserve; a boat with a marker may enter at the
	// start of this or any later turn.
	if len(b.Reserves) > 0 && b.Turn >= 3 && b.Turn%3 == 0 {
		held := false
		for _, r := range b.Reserves {
			held = held || r.Compass > 0
		}
		if !held {
			if _, err := m.G.TryVariableEntry(b.Reserves[0].ID); err != nil {
				m.G.Say("26.3", errMsg(err), "%v", err)
			}
		}
	}
	for _, r := range b.Reserves {
		if r.Compass > 0 {
			fs = append(fs, engine.Frame{Op: opEntry, Sub: r.ID})
		}
	}
	for _, id := range m.boatsToPlot() {
		fs = append(fs, engine.Frame{Op: opSubPlot, Sub: id})
	}
	fs = append(fs, engine.Frame{Op: opEscortOrders}, engine.Frame{Op: opGunnery})
	for _, id := range m.Escorts() {
		fs = append(fs, engine.Frame{Op: opEscort, Sub: id})
	}
	fs = append(fs, engine.Frame{Op: opEscortsDone})
	if b.AirDCs > 0 && !b.Options.Night { // ONS 5's aircraft, before the boats move
		fs = append(fs, engine.Frame{Op: opAir})
	}
	fs = append(fs, engine.Frame{Op: opTorpedoes}, engine.Frame{Op: opSubMove}, engine.Frame{Op: opEnd})
	m.Push(fs...)
}

// toolbox is the options of a plotting prompt: "send" answers it with the
// payload; the others are the composer's tools (the board's clicks do the rest).
// fireOdds puts on the "fire" tool the chance that a torpedo of the spread
// the boat can fire now detonates when it meets its target [13.4]: the d6
// faces of the Detonation Table at the attitude its track makes with the
// target's heading (the target holding course), averaged over the
// spread; its detail names the target and the spread.
func (m *Match) fireOdds(v *Vessel, opts []engine.Option) []engine.Option {
	g := m.G
	t := g.targetOf(v)
	if t == nil {
		return opts
	}
	spread := g.spread(v, t)
	tt := g.Data.Torpedoes[v.Torpedo]
	if len(spread) == 0 || tt == nil {
		return opts
	}
	faces := 0
	for _, l := range spread {
		for _, tr := range LaunchTracks12(v.Pose(), v.Tubes[l.Tube].Stern, tt.Speed*3) {
			if tr.First == l.First && tr.Turn == l.Turn {
				faces += g.HitChance(Torpedo{Type: v.Torpedo, Heading: tr.Heading, Shallow: l.Shallow}, t, Heading12Of(t.Facing))
				break
			}
		}
	}
	p := float64(faces) / float64(6*len(spread))
	for i := range opts {
		if opts[i].Key == "fire" {
			opts[i].Odds = []engine.Odd{{Outcome: "hit", P: p}, {Outcome: "miss", P: 1 - p}}
			opts[i].Detail = fmt.Sprintf("%d torpedoes at %s: each hits on %.0f%% if it meets her [13.4]", len(spread), t.ID, 100*p)
			opts[i].DetailMsg = engine.M("tac.tool.fire.detail", engine.Int("n", len(spread)), engine.Text("ship", t.Label()), engine.Int("pct", int(100*p+0.5)))
			opts[i].Ref = t.ID
		}
	}
	return opts
}

// subTools are the boat's plot tools: the acoustic shot only while it has
// one loaded [51].
func (m *Match) subTools(v *Vessel) []string {
	tools := []string{"clear", "ahead", "turn:L", "turn:R", "deeper", "shallower", "fire", "gun"}
	if m.G.B.Options.Acoustic && v.AcousticTube(m.G.Data) >= 0 {
		tools = append(tools, "acoustic")
	}
	if m.G.B.Options.AimedFire {
		tools = append(tools, "aim")
	}
	if m.G.B.Options.SilentRunning && v.Depth > 0 {
		tools = append(tools, "silent") // [32]
	}
	if m.G.B.Options.Snort && v.Depth == 25 && m.G.snortSpeed(v) > 0 {
		tools = append(tools, "snort") // [33]
	}
	if m.CircleLeg(v.ID) > 0 {
		tools = append(tools, "circle") // [51]
	}
	for k, t := range v.Tubes {
		if t.Loaded && m.G.ExtraArcs(v, k) {
			tools = append(tools, "hexside") // [36, 51] LC and RC launches
			break
		}
	}
	return tools
}

// DepthMsg is a boat's depth as the board and the prompts show it:
// "surfaced" at 0 ft, else the feet.
func DepthMsg(depth int) *engine.Msg {
	if depth == 0 {
		return msg("tac.depth.surfaced")
	}
	return msg("tac.depth.ft", num("n", depth))
}

// depthText is DepthMsg's English.
func depthText(depth int) string {
	if depth == 0 {
		return "surfaced"
	}
	return fmt.Sprintf("%d ft", depth)
}

func toolbox(tools ...string) []engine.Option {
	out := []engine.Option{{Key: "send", Label: "Send the orders", LabelMsg: engine.M("tac.opt.send")}}
	for _, t := range tools {
		out = append(out, engine.Option{Key: t, Label: toolLabels[t], LabelMsg: engine.M("tac.tool." + t)})
	}
	return out
}

var toolLabels = map[string]string{
	"clear": "Clear the plot", "turn:L": "Turn left", "turn:R": "Turn right", "ahead": "One hex ahead",
	"deeper": "25 ft deeper", "shallower": "25 ft shallower", "fire": "Fire a spread", "gun": "Deck gun",
	"convoy:0": "Convoy straight on", "convoy:L": "Convoy turns left", "convoy:R": "Convoy turns right",
	"dc": "Depth charges", "hedgehog": "Hedgehog", "sweep": "Sonar sweep", "acoustic": "Acoustic torpedo at the nearest escort",
	"aim":    "Name the targets for next turn's salvo",
	"silent": "Silent running (a pair of turns)", "snort": "Snort at 25 ft",
	"circle":  "Circling torpedoes: off, first turn right, first turn left",
	"mkx":     "Mk X one-ton charge in place of the rack charges",
	"foxer":   "Foxer: tow it or take it in",
	"hexside": "Hexside runs: left of the hexside (LC), right (RC), as plotted",
}

// escortTools are an escort's move tools: the Mk X while it has one [51].
func (m *Match) escortTools(e *Vessel) []string {
	tools := []string{"clear", "ahead", "turn:L", "turn:R", "dc", "hedgehog", "sweep"}
	if m.G.MayDropMkX(e) {
		tools = append(tools, "mkx")
	}
	if m.G.HasFoxer(e) {
		tools = append(tools, "foxer")
	}
	return tools
}

// stepEntry asks whether a reserve boat with its entry marker comes in now
// [26.4–26.5]; it is placed as [20.4] allows around its compass, and plots
// this turn like the others.
func stepEntry(m *Match, f *engine.Frame) {
	var r *Reserve
	for i := range m.S.Battle.Reserves {
		if m.S.Battle.Reserves[i].ID == f.Sub {
			r = &m.S.Battle.Reserves[i]
		}
	}
	if r == nil || r.Compass == 0 {
		return
	}
	if f.Ans == nil {
		m.Ask(f, engine.Prompt{Kind: "tac.entry", Seat: SeatSub, Sub: r.ID, Rule: "26.5",
			Text: fmt.Sprintf("%s may enter near compass %d", r.ID, r.Compass),
			Msg:  engine.M("tac.prompt.entry", engine.Text("boat", r.ID), engine.Int("compass", r.Compass)),
			Options: []engine.Option{
				{Key: "enter", Label: "Enter now", LabelMsg: engine.M("tac.entry.enter")},
				{Key: "hold", Label: "Hold back a turn", LabelMsg: engine.M("tac.entry.hold")},
			}})
		return
	}
	if m.Key(f) != "enter" {
		return
	}
	poses, err := m.G.PlacementPoses(r.Compass, SubSide)
	if err != nil || len(poses) == 0 {
		m.G.Say("26.5", msg("tac.log.cannot-enter", txt("boat", r.ID), nest("why", errMsg(err))), "%s cannot enter: %v", r.ID, err)
		return
	}
	id := r.ID
	if _, err := m.G.EnterReserve(id, SpreadPlacement(m.G, id+" placement", poses), 0); err != nil {
		m.G.Say("26.5", msg("tac.log.cannot-enter", txt("boat", id), nest("why", errMsg(err))), "%s cannot enter: %v", id, err)
		return
	}
	m.Push(engine.Frame{Op: opSubPlot, Sub: id})
}

func stepSubPlot(m *Match, f *engine.Frame) {
	v := m.G.Vessel(f.Sub)
	if v == nil || v.Gone() {
		return
	}
	if f.Ans == nil {
		m.Ask(f, engine.Prompt{Kind: KindSubPlot, Seat: SeatSub, Secret: true, Payload: "plot", Sub: v.ID, Rule: "5.1",
			Text:    fmt.Sprintf("Plot %s's move, depth and torpedoes (at %s, %s, speed %d)", v.ID, v.Bow, depthText(v.Depth), v.Speed),
			Msg:     engine.M("tac.prompt.subplot", engine.Text("boat", v.ID), engine.Text("hex", v.Bow.String()), engine.Nested("depth", DepthMsg(v.Depth))),
			Options: m.fireOdds(v, toolbox(m.subTools(v)...))})
		return
	}
	var o SubOrders
	if err := f.Ans.Decode(&o); err != nil {
		panic(err)
	}
	sp, err := m.CheckSubOrders(v.ID, o)
	if err != nil {
		panic(err) // checked before the answer was taken
	}
	m.S.Orders.Subs = append(m.S.Orders.Subs, sp)
	if o.Gun != "" {
		m.S.Orders.Fires = append(m.S.Orders.Fires, Fire{Firer: v.ID, Target: o.Gun})
	}
}

func stepEscortOrders(m *Match, f *engine.Frame) {
	if f.Ans == nil {
		need := m.convoyPlotsWanted() > 0
		for _, e := range m.Escorts() {
			for i := range m.S.Battle.Vessels {
				t := &m.S.Battle.Vessels[i]
				if t.Sub && m.SeesBoat(t) {
					if _, _, _, err := m.G.GunFactor(Fire{Firer: e, Target: t.ID}, nil, nil); err == nil {
						need = true
					}
				}
			}
		}
		if !need {
			return
		}
		m.Ask(f, engine.Prompt{Kind: KindEscortOrders, Seat: SeatEscort, Secret: true, Payload: "orders", Rule: "5.1.3",
			Text:    fmt.Sprintf("Plot the convoy (%d move(s)) and the escorts' gunfire", m.convoyPlotsWanted()),
			Msg:     engine.M("tac.prompt.escortorders", engine.Int("n", m.convoyPlotsWanted())),
			Options: toolbox("convoy:0", "convoy:L", "convoy:R", "gun")})
		return
	}
	var o EscortOrders
	if err := f.Ans.Decode(&o); err != nil {
		panic(err)
	}
	for _, s := range o.Convoy {
		m.S.Orders.ConvoyPlans = append(m.S.Orders.ConvoyPlans, MustPlot(s))
	}
	m.S.Orders.Fires = append(m.S.Orders.Fires, o.Fires...)
	m.S.Orders.StarShells = o.StarShells
}

func stepGunnery(m *Match, f *engine.Frame) {
	g := m.G
	if err := g.plotConvoy(m.S.Orders.ConvoyPlans); err != nil {
		g.Say("5.1.3", msg("tac.log.convoy-refused", nest("why", errMsg(err))), "convoy plot refused: %v", err)
	}
	m.phase("17", "Gunnery", engine.M("tac.phase.gunnery"))
	m.frame(nil, true)
	// Fires made illegal since they were given (none should be) are dropped.
	o := m.S.Orders
	diving := g.Diving(o.Subs)
	var fires []Fire
	for _, fr := range o.Fires {
		if _, _, _, err := g.GunFactor(fr, diving, nil); err == nil {
			fires = append(fires, fr)
		} else {
			g.Say("17", msg("tac.log.fire-impossible", txt("ship", fr.Firer), txt("target", fr.Target), nest("why", errMsg(err))), "%s's fire at %s is not possible: %v", fr.Firer, fr.Target, err)
		}
	}
	o.Fires = fires
	if err := g.PhaseGunnery(o); err != nil {
		g.Say("17", msg("tac.log.gunnery-refused", nest("why", errMsg(err))), "gunnery refused: %v", err)
	}
	m.phase("7.6", "Convoy", engine.M("tac.phase.convoy"))
	if err := g.PhaseConvoy(); err != nil {
		g.Say("7.6", msg("tac.log.convoy-stuck", nest("why", errMsg(err))), "the convoy cannot move: %v", err)
	}
	m.frame(engine.M("tac.phase.convoy"), false)
	m.observe()
}

func stepEscort(m *Match, f *engine.Frame) {
	e := m.G.Vessel(f.Sub)
	if e == nil || e.Gone() || e.DIW {
		return
	}
	if f.Ans == nil {
		m.Ask(f, engine.Prompt{Kind: KindEscortMove, Seat: SeatEscort, Payload: "move", Sub: e.ID, Rule: "6.9",
			Text:    fmt.Sprintf("Move %s (at %s, speed %d), its ASW and its search", e.Label(), e.Bow, e.Speed),
			Msg:     engine.M("tac.prompt.escort", engine.Text("ship", e.Label()), engine.Text("hex", e.Bow.String()), engine.Int("speed", e.Speed)),
			Options: toolbox(m.escortTools(e)...)})
		return
	}
	var o EscortOrder
	if err := f.Ans.Decode(&o); err != nil {
		panic(err)
	}
	mv, err := m.CheckEscortMove(e.ID, o)
	if err != nil {
		panic(err)
	}
	m.S.Orders.Escorts = append(m.S.Orders.Escorts, mv)
	if o.Foxer != "" { // [51] the X/O mark, before the move's search
		e.FoxerOff = o.Foxer == "off"
	}
	if err := m.G.PhaseEscort(mv); err != nil {
		panic(err) // tried on a copy first
	}
	m.observe()
}

func stepEscortsDone(m *Match, f *engine.Frame) {
	ordered := map[string]bool{}
	for _, mv := range m.S.Orders.Escorts {
		ordered[mv.ID] = true
	}
	// An escort that cannot stop and was given no move (none here: every
	// escort is asked) keeps its course at its least speed.
	for _, id := range m.Escorts() {
		if !ordered[id] {
			e := m.G.Vessel(id)
			if err := m.G.MoveShip(e, m.G.FallbackPlot(e), nil); err == nil {
				ordered[id] = true
			}
		}
	}
	if err := m.G.PhaseEscortsDone(ordered); err != nil {
		m.G.Say("6.11", errMsg(err), "%v", err)
	}
	m.frame(engine.M("tac.phase.escorts"), false)
	m.observe()
}

func stepTorpedoes(m *Match, f *engine.Frame) {
	if f.Ans != nil { // an evasion chosen [40]: ask the next, or run the phase
		key := m.Key(f)
		if key == "hold" {
			key = ""
		}
		m.S.Evasions = append(m.S.Evasions, key)
		m.Push(engine.Frame{Op: opTorpedoes})
		return
	}
	if m.G.B.Options.Evasion {
		// The Escort player chooses every evasion [40]: the phase is
		// played on a copy with the evasions chosen so far, up to the
		// first not yet chosen, which is asked.
		if q := m.nextEvasion(); q != nil {
			m.Ask(f, *q)
			return
		}
	}
	m.phase("12", "Torpedoes", engine.M("tac.phase.torpedoes"))
	m.G.Evade = m.chosenEvasions()
	defer func() { m.G.Evade, m.S.Evasions = nil, nil }()
	if err := m.G.PhaseTorpedoes(m.S.Orders.Subs); err != nil {
		m.G.Say("11", msg("tac.log.launch-refused", nest("why", errMsg(err))), "launch refused: %v", err)
	}
	m.frame(engine.M("tac.phase.torpedoes"), false)
}

func stepSubMove(m *Match, f *engine.Frame) {
	m.phase("8.3", "Submarines", engine.M("tac.phase.subs"))
	m.private = true
	defer func() { m.private = false }()
	if err := m.G.PhaseSubs(m.S.Orders.Subs); err != nil {
		m.G.Say("8.3.6", errMsg(err), "%v", err)
	}
	m.frame(engine.M("tac.phase.subs"), false)
}

func stepEnd(m *Match, f *engine.Frame) {
	m.phase("16", "ASW resolution", engine.M("tac.phase.asw"))
	m.G.PhaseEnd()
	m.frame(engine.M("tac.phase.asw"), false)
	m.S.Orders = TurnOrders{}
	m.S.Score = m.G.Score()
	m.observe()
	m.Push(engine.Frame{Op: opTurn})
}

// scenMsg is a scenario's id and name ("S1 Unescorted Convoy 1") as a
// message; a fight's name alone.
func scenMsg(s Scenario) *engine.Msg {
	if s.ID == FightScenarioID {
		return msg("tac.roll.plain", txt("s", s.Name))
	}
	return msg("tac.scen." + s.ID + ".title")
}

func stepFinish(m *Match, f *engine.Frame) {
	if m.G.B.Options.ProlongedAttack && m.Scen.Convoy != nil {
		m.G.ProlongedAtEnd() // [34.6]
	}
	w, _ := m.G.Winner(m.Scen)
	m.S.Winner, m.S.Over, m.S.Score = w, true, m.G.Score()
	res, id := "a draw", "tac.side.draw"
	switch w {
	case SubSide:
		res, id = "the submarine wins", "tac.side.sub"
	case EscortSide:
		res, id = "the escorts win", "tac.side.escort"
	}
	ev := engine.Event{Type: "tac.result", Data: resultEvent{Winner: string(w), Sub: m.S.Score.Sub, Escort: m.S.Score.Escort}}
	m.Add(engine.Entry{Kind: "event", Rule: "20", Event: &ev,
		Text: fmt.Sprintf("%s: %s (VP %d to %d)", m.Scen.Name, res, m.S.Score.Sub, m.S.Score.Escort),
		Msg: engine.M("tac.result", engine.Nested("scenario", scenMsg(m.Scen)), engine.Nested("winner", engine.M(id)),
			engine.Int("sub", m.S.Score.Sub), engine.Int("escort", m.S.Score.Escort))})
}

// phase logs the start of a phase with its message.
func (m *Match) phase(rule, name string, msg *engine.Msg) {
	m.Add(engine.Entry{Kind: "phase", Rule: rule, Text: name, Msg: msg})
}

type resultEvent struct {
	Winner string `json:"winner"`
	Sub    int    `json:"subVP"`
	Escort int    `json:"escortVP"`
}

// ---------------------------------------------------------------- engine.Game

// Start runs to the first decision.
func (m *Match) Start() ([]engine.Entry, error) {
	err := m.Run()
	if err == nil {
		err = m.autoEscort()
	}
	return m.flushAuto(), err
}

// Prompt is the pending decision.
func (m *Match) Prompt() *engine.Prompt { return m.PendingPrompt() }

// Apply answers it.
func (m *Match) Apply(c engine.Choice) ([]engine.Entry, error) {
	err := m.Answer(c)
	if err == nil {
		err = m.autoEscort()
	}
	return m.flushAuto(), err
}

// autoEscort lets the escort commander answer the Escort player's
// decisions when the game plays that seat itself (State.AutoEscort). Its
// answers are not the record's decisions: the count goes back, so the
// Sub player's prompts are numbered by the record's choices (undo).
func (m *Match) autoEscort() error {
	for m.S.AutoEscort {
		p := m.Prompt()
		if p == nil || p.Seat != SeatEscort {
			return nil
		}
		// Counted back before the answer, so the prompt it leads to is
		// numbered as the record counts.
		m.S.Procedure.Decisions--
		if err := m.Answer((&EscortBot{}).Choose(m, p)); err != nil {
			m.S.Procedure.Decisions++
			return fmt.Errorf("the escort commander's answer to %s [%s]: %w", p.Kind, p.Rule, err)
		}
	}
	return nil
}

// flushAuto hands over the log; the escort commander's own decisions are
// not the player's to undo (Decision 0).
func (m *Match) flushAuto() []engine.Entry {
	es := m.Flush()
	if m.S.AutoEscort {
		for i := range es {
			if es[i].Kind == "decision" && es[i].Seat == SeatEscort {
				es[i].Decision = 0
			}
		}
	}
	return es
}

// Over reports whether the game has ended.
func (m *Match) Over() bool { return m.S.Over }

// Snapshot is the state as JSON.
func (m *Match) Snapshot() ([]byte, error) {
	return json.Marshal(struct {
		Version int `json:"version"`
		*State
	}{StateVersion, m.S})
}

// Invariants checks the rules' invariants and the machine's: the core's
// (turn.go), and no order of a past turn left over.
func (m *Match) Invariants() error {
	if err := m.G.InvariantsMidTurn(); err != nil {
		return err
	}
	if len(m.S.Battle.Notes) > 0 {
		return fmt.Errorf("%d notes kept in the battle: they belong in the log", len(m.S.Battle.Notes))
	}
	return nil
}

// SummaryFor describes the game for save lists (engine.SeatSummarizer),
// its score as the people playing may know it (summary.go).
func (m *Match) SummaryFor(bots []engine.Seat) engine.Summary {
	s := engine.Summary{Theatre: Theatre, Scenario: m.Scen.ID, Title: m.Scen.Name, Turn: m.S.Battle.Turn,
		Decisions: m.S.Decisions, Over: m.S.Over,
		Date:    fmt.Sprintf("Turn %d of %d", min(m.S.Battle.Turn, m.Scen.Turns), m.Scen.Turns),
		DateMsg: msg("tac.bar.turn", num("turn", min(m.S.Battle.Turn, m.Scen.Turns)), num("turns", m.Scen.Turns))}
	if c, err := ParseONS5(m.Scen.ID); err == nil {
		s.TitleMsg = msg("tac.ons5.title", num("n", c.Scenario), engine.Nested("day", msg(fmt.Sprintf("tac.ons5.day.%d", c.Scenario))))
	} else if strings.HasPrefix(m.Scen.ID, DesignPrefix) {
		s.TitleMsg = msg("tac.design.own", engine.Text("period", m.Scen.Period), num("boats", len(m.Scen.Subs)), num("escorts", len(m.Scen.Escorts)))
	} else if m.Scen.ID != FightScenarioID {
		s.TitleMsg = msg("tac.scen." + m.Scen.ID + ".title")
	} else {
		s.TitleMsg = msg("tac.fight.name", engine.Text("boat", strings.TrimPrefix(m.Scen.Name, fightNamePrefix)))
	}
	for i := range m.S.Battle.Vessels {
		v := &m.S.Battle.Vessels[i]
		if v.Sunk && !v.Sub {
			s.Ships++
		}
		if v.Sunk && v.Sub {
			s.SubsLost++
		}
	}
	if m.S.Over {
		s.Result = string(m.S.Winner)
	}
	if p := m.Prompt(); p != nil {
		s.Next = p.Text
	}
	m.summaryScore(&s, bots)
	return s
}

// ---------------------------------------------------------------- the system

// Library is the tactical game's data: the classes and tables, and the
// scenarios.
type Library struct {
	Data      *Data
	Scenarios []Scenario
}

// Scenario finds a scenario by id.
func (l *Library) Scenario(id string) (Scenario, bool) {
	for _, s := range l.Scenarios {
		if s.ID == id {
			return s, true
		}
	}
	if strings.HasPrefix(id, DesignPrefix) {
		d, err := ParseDesign(id)
		if err != nil {
			return Scenario{}, false
		}
		s, err := d.Scenario(l.Data)
		return s, err == nil && s.ID == id
	}
	if strings.HasPrefix(id, ONS5Prefix) {
		c, err := ParseONS5(id)
		if err != nil {
			return Scenario{}, false
		}
		s, err := c.ScenarioOf(l.Data)
		return s, err == nil && s.ID == id
	}
	return Scenario{}, false
}

// Installed is the tactical game as a program installs it
// (engine.Installed, Catalogue); Load reads its data (once, shared).
type Installed struct {
	Load func() (*Library, error)
}

// ID names the system.
func (Installed) ID() string { return SystemID }

// Theatres is the one data set.
func (Installed) Theatres() []string { return []string{Theatre} }

// Open returns the System.
func (i Installed) Open(theatre string) (engine.System, error) {
	if theatre != Theatre {
		return nil, fmt.Errorf("%w: tactical has no theatre %q", engine.ErrUnknownSystem, engine.Clip(theatre, 40))
	}
	lib, err := i.Load()
	if err != nil {
		return nil, err
	}
	return &System{Lib: lib}, nil
}

// Title is the system's name on the new-game page.
func (Installed) Title(string) string { return "Submarine · tactical" }

// TitleMsg is the title as a message.
func (Installed) TitleMsg() *engine.Msg { return engine.M("tac.title") }

// FightTheatre is the theatre of a fight's record (render/tactical.Fight):
// not a data set of its own, so the new-game page never lists it; the
// catalogue gives its one scenario the Sub player's seat, which the table
// offers to the computer commander (SubBot).
const FightTheatre = "fight"

// Scenarios lists S1–S12 (and, for FightTheatre, the fight).
func (i Installed) Scenarios(theatre string) []engine.ScenarioInfo {
	if theatre == FightTheatre {
		return []engine.ScenarioInfo{{ID: FightScenarioID, Title: "Fight it out", TitleMsg: engine.M("kind.fight-it-out"), Kind: "battle", Seats: []engine.Seat{SeatSub}}}
	}
	lib, err := i.Load()
	if err != nil {
		return nil
	}
	var out []engine.ScenarioInfo
	for _, s := range lib.Scenarios {
		out = append(out, engine.ScenarioInfo{ID: s.ID, Title: s.ID + " " + s.Name, Blurb: firstSentence(s.Briefing),
			TitleMsg: engine.M("tac.scen." + s.ID + ".title"), BlurbMsg: engine.M("tac.scen." + s.ID + ".blurb"),
			Kind: "battle", Seats: ScenarioSeats(s)})
	}
	// An example of design your own [55–63]; the builder makes others
	// (ParseDesign, Design.String, DesignChoices).
	if s, err := ExampleDesign.Scenario(lib.Data); err == nil {
		out = append(out, engine.ScenarioInfo{ID: s.ID, Title: "Your own battle [55–63]",
			Blurb:    "Design your own: Start opens the builder.",
			TitleMsg: engine.M("tac.design.title"), BlurbMsg: engine.M("tac.design.blurb"), Kind: "design", Seats: ScenarioSeats(s)})
	}
	// The ONS 5 campaign's first scenario; each next one follows from the
	// last one's end (ONS5Next).
	if s, err := ONS5Start.ScenarioOf(lib.Data); err == nil {
		out = append(out, engine.ScenarioInfo{ID: s.ID, Title: "Campaign ONS 5, 28 April – 5 May 1943",
			Blurb:    "Eight linked scenarios against one convoy.",
			TitleMsg: engine.M("tac.ons5.card.title"), BlurbMsg: engine.M("tac.ons5.card.blurb"), Kind: "campaign", Seats: ScenarioSeats(s)})
	}
	return out
}

// ExampleDesign is the designed battle the catalogue offers.
var ExampleDesign = Design{Period: "F42", Night: true, Turns: 20, Convoy: 10, Escorts: []string{"Flower", "Flower", "V1"},
	Boats: []string{"VIIC", "VIIC"}, RollLoads: true}

// Seats are the match's seats (ScenarioSeats): the table asks the game
// for a scenario not in the catalogue (a design, ONS 5 after the first).
func (m *Match) Seats() []engine.Seat { return ScenarioSeats(m.Scen) }

// ScenarioSeats are the seats that decide in a scenario: the Sub player's
// when a boat is not automated, the Escort player's when there are escorts
// or a convoy to plot.
func ScenarioSeats(s Scenario) []engine.Seat {
	var out []engine.Seat
	for _, b := range s.Subs {
		if !b.Automated {
			out = append(out, SeatSub)
			break
		}
	}
	if len(s.Escorts) > 0 || s.Convoy != nil && !s.Convoy.Automated {
		out = append(out, SeatEscort)
	}
	return out
}

func firstSentence(s string) string {
	if i := strings.Index(s, ". "); i > 0 {
		return s[:i+1]
	}
	return s
}

// Options are the switches.
func (Installed) Options(string) []engine.OptionInfo { return OptionSwitches }

// System builds tactical games (engine.System, Archive, Seated).
type System struct{ Lib *Library }

// New starts a game from a record.
func (s *System) New(r engine.Record) (engine.Game, error) {
	if err := s.CheckRecord(r); err != nil {
		return nil, err
	}
	scen, _ := s.Lib.Scenario(r.Scenario)
	return NewMatch(s.Lib.Data, scen, r.Seed, r.Options)
}

// Restore reopens a snapshot as it is (undo's checkpoints; the record's
// later choices are not made).
func (s *System) Restore(r engine.Record, snap []byte) (engine.Game, error) {
	m, err := s.restore(r, snap)
	if err != nil {
		return nil, err
	}
	return m, nil
}

// CheckRecord refuses a scenario or option this system does not have.
func (s *System) CheckRecord(r engine.Record) error {
	if _, ok := s.Lib.Scenario(r.Scenario); !ok {
		return engine.Refuse(engine.UnknownScenario, nil, "The tactical game has no scenario %q.", engine.Clip(r.Scenario, 40))
	}
	var o Options
	if err := applyOptions(&o, r.Options); err != nil {
		return engine.Refuse(engine.UnknownOption, err, "The tactical game has %v.", err)
	}
	return nil
}

// Open restores a snapshot, checks it is the record's game and makes the
// record's choices after it (an autosave holds the snapshot of a
// checkpoint and the whole record).
func (s *System) Open(r engine.Record, snap []byte) (engine.Game, error) {
	m, err := s.restore(r, snap)
	if err != nil {
		return nil, err
	}
	from := m.S.Procedure.Decisions
	if err := (engine.SnapshotHead{Decisions: from}).Within(r); err != nil {
		return nil, err
	}
	if err := engine.ReplayTail(m, r, from); err != nil {
		return nil, err
	}
	return m, nil
}

// restore reads and checks a snapshot.
func (s *System) restore(r engine.Record, snap []byte) (*Match, error) {
	var head struct {
		Version int `json:"version"`
	}
	if err := json.Unmarshal(snap, &head); err != nil {
		return nil, engine.Refuse(engine.BadSnapshot, err, "The saved battle cannot be read: %v", err)
	}
	if head.Version > StateVersion {
		return nil, engine.Refuse(engine.StateTooNew, nil, "The saved battle is from a newer version (%d).", head.Version)
	}
	if head.Version < 1 {
		return nil, engine.Refuse(engine.StateTooOld, nil, "The saved battle has no version.")
	}
	var st State
	if err := json.Unmarshal(snap, &st); err != nil {
		return nil, engine.Refuse(engine.BadSnapshot, err, "The saved battle cannot be read: %v", err)
	}
	if st.Scenario != r.Scenario {
		return nil, engine.Refuse(engine.Inconsistent, nil, "The saved battle is %s, the record %s.", engine.Clip(st.Scenario, 20), engine.Clip(r.Scenario, 20))
	}
	scen, ok := s.Lib.Scenario(st.Scenario)
	if !ok {
		return nil, engine.Refuse(engine.UnknownScenario, nil, "The tactical game has no scenario %q.", engine.Clip(st.Scenario, 40))
	}
	if err := steps.CheckProcedure(&st.Procedure); err != nil {
		return nil, engine.Refuse(engine.Impossible, err, "The saved battle's procedure is broken: %v", err)
	}
	for _, v := range st.Battle.Vessels {
		if v.Sub && s.Lib.Data.Subs[v.Class] == nil || !v.Sub && s.Lib.Data.Ships[v.Class] == nil {
			return nil, engine.Refuse(engine.Impossible, nil, "The saved battle has a vessel of unknown class %q.", engine.Clip(v.Class, 40))
		}
	}
	m := &Match{S: &st, Scen: scen}
	m.bind(s.Lib.Data)
	if err := m.Invariants(); err != nil {
		return nil, engine.Refuse(engine.Impossible, err, "The saved battle breaks the rules: %v", err)
	}
	return m, nil
}

// Compare reports how a replayed game differs from a saved snapshot.
func (s *System) Compare(replayed engine.Game, saved []byte) []string {
	return engine.CompareSnapshots(replayed, saved)
}

// Bot is the computer player for a seat ("" level: the default).
func (s *System) Bot(seat engine.Seat, level string) engine.Player {
	switch seat {
	case SeatSub:
		return &SubBot{}
	case SeatEscort:
		return &EscortBot{}
	}
	return nil
}
