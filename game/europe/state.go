package europe

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"periscope/game/dice"
	"periscope/game/engine"
)

// Unit is one playing piece. A unit is in exactly one space (At); cargo
// also names its transport or carrier (On).
type Unit struct {
	ID    int    `json:"id"`
	Type  string `json:"type"`
	Owner Power  `json:"owner"`
	At    string `json:"at"`
	// Moved counts the moves spent this turn; Done marks a unit that may not
	// move again this turn (it loaded, unloaded, was swapped, or fought
	// and stays).
	Moved int  `json:"moved,omitempty"`
	Done  bool `json:"done,omitempty"`
	// Damaged battleship [13.2]; Submerged submarine [7.3 B].
	Damaged   bool `json:"damaged,omitempty"`
	Submerged bool `json:"submerged,omitempty"`
	// On is the transport or carrier carrying the unit (0: none).
	On int `json:"on,omitempty"`
	// Loaded marks cargo that boarded this turn; Unloaded a unit that came
	// ashore this turn (it may not board again) [13.2].
	Loaded   bool `json:"loaded,omitempty"`
	Unloaded bool `json:"unloaded,omitempty"`
	// Attacking marks a unit that moved to attack in this combat move;
	// From is the space it came from (retreats go there [7.3 F]).
	Attacking bool   `json:"attacking,omitempty"`
	From      string `json:"from,omitempty"`
	// Amphibious marks land units landing from a transport [8.1]; Raid
	// bombers and their escorts [8.3]; Fought units that took part in a
	// battle this turn [7.2].
	Amphibious bool `json:"amphibious,omitempty"`
	Raid       bool `json:"raid,omitempty"`
	Fought     bool `json:"fought,omitempty"`
	// Cargo is a fighter carried by its moving carrier this turn: it can
	// neither fly nor fight [13.2].
	Cargo bool `json:"cargo,omitempty"`
	// Out marks a unit that left the battle in its space (aircraft that
	// retreated [7.3 F]).
	Out bool `json:"out,omitempty"`
	// Trapped is the zone a transport began its turn in beside enemy
	// ships: it neither loads nor unloads there, nor fights, this turn;
	// Retreated marks a transport that retreated from a sea battle (it
	// does not unload this turn) [13.2, 8.1].
	Trapped   string `json:"trapped,omitempty"`
	Retreated bool   `json:"retreated,omitempty"`
	// MERound is the round a Middle East AA gun was last moved by an
	// Allied power (once a round [12.1]).
	MERound int `json:"meRound,omitempty"`
}

// Ledger accounts for a power's IPCs: the treasury always equals Start +
// Collected + Received − Spent − Lost (checked by the soak).
type Ledger struct {
	Start     int `json:"start"`
	Collected int `json:"collected"`
	Received  int `json:"received"`
	Spent     int `json:"spent"`
	Lost      int `json:"lost"`
}

// Battle is the battle being fought [7.3].
type Battle struct {
	Space string `json:"space"`
	Sea   bool   `json:"sea"`
	Round int    `json:"round"`
	// Hits waiting for casualties, per class (see hitClass), and the side
	// that must take them (true: the attacker).
	Hits    [nClasses]int `json:"hits"`
	OnAtt   bool          `json:"onAtt,omitempty"`
	Doomed  []int         `json:"doomed,omitempty"` // hit units still firing back [7.3 C]
	SubsOut bool          `json:"subsOut,omitempty"`
	// Rolls are the dice of the round for the battle board, and the
	// round they belong to (battleview.go).
	Rolls     []BattleRoll `json:"rolls,omitempty"`
	RollRound int          `json:"rollRound,omitempty"`
}

// State is the whole game.
type State struct {
	// Version is the state format's version (StateVersion).
	Version  int         `json:"version"`
	Seed     uint64      `json:"seed"`
	Dice     dice.Source `json:"dice"`
	Scenario string      `json:"scenario"`
	Options  []string    `json:"options,omitempty"`
	Round    int         `json:"round"`
	// Turn is the index in Powers of the power playing.
	Turn  int    `json:"turn"`
	Phase string `json:"phase"`
	// Treasury in IPCs per power.
	Treasury map[Power]int    `json:"treasury"`
	Ledger   map[Power]Ledger `json:"ledger"`
	// Control is the controller of every land territory and of convoy
	// centres taken by Germany [8.4].
	Control map[string]Power `json:"control"`
	// StartControl is Control when the turn began [10].
	StartControl map[string]Power `json:"startControl"`
	// Captured lists territories captured this turn (no landing, no AA
	// move [9]); Liberated holds territories a liberator keeps while the
	// original owner's capital is lost [7.4, A16].
	Captured  map[string]bool  `json:"captured,omitempty"`
	Liberated map[string]Power `json:"liberated,omitempty"`
	Units     []Unit           `json:"units"`
	NextID    int              `json:"nextID"`
	// Bought are this turn's purchases, placed in step 5 [7.1].
	Bought []string `json:"bought,omitempty"`
	// Cash is the special cash advance still to spend per power [6.1].
	Cash   map[Power]int   `json:"cash,omitempty"`
	Battle *Battle         `json:"battle,omitempty"`
	Fought []string        `json:"fought,omitempty"` // spaces where a battle took place this turn
	Income []map[Power]int `json:"income,omitempty"` // production per round, for the chart
	Winner string          `json:"winner,omitempty"`
	// Losses counts each power's units lost by type, Taken the
	// territories each power captured, and Reason why the game ended
	// (report.go), for the after-game report.
	Losses map[Power]map[string]int `json:"losses,omitempty"`
	Taken  map[Power]int            `json:"taken,omitempty"`
	Reason string                   `json:"reason,omitempty"`
	// Orders are the players' standing casualty orders (order.go).
	Orders map[Power]CasualtyOrder `json:"orders,omitempty"`
	// Standing are the players' standing orders for submerging and
	// intercepting (standing.go).
	Standing map[Power]Standing `json:"standing,omitempty"`
	Over     bool               `json:"over,omitempty"`
	engine.Procedure
}

// Options --------------------------------------------------------------

// Switch is an ambiguity ruling or optional rule (spec 15).
type Switch struct {
	Name string
	Rule string
	// Text is the ruling when on; Alt the reading it gives when off.
	Text    string
	Alt     string
	Default bool
}

// Switches are the rulings of spec §15 that are switches, with the
// recommended one as the default.
var Switches = []Switch{
	{"cash-per-side", "A1", "The special cash advance is 12 IPC to Germany and 12 to the Allies together", "The special cash advance is 12 IPC to each power", true},
	{"all-capitals", "A2", "The Allies win only while holding all three of their capitals", "The Allies win holding Berlin and the capturer's own capital only", true},
	{"straits-air", "A5", "Aircraft may fly across the Turkish Straits (Aegean to Black Sea, one move)", "The Turkish Straits are closed to aircraft too", true},
	{"aa-overflight", "A9", "AA guns fire at aircraft flying over their territory in the combat move", "AA guns fire only before a battle in their own territory", true},
	{"air-retreat", "A11", "Aircraft may retreat alone from a land battle after a full round", "Aircraft retreat only with the whole attack", true},
	{"sub-submerge-first", "A13", "A defending submarine submerges before the round's fire, never after being hit", "Defending submarines never submerge", true},
	{"land-no-landing-only", "A15", "The no-landing rule after a battle covers land territories only", "Aircraft may not land in a sea zone where a battle took place this turn either (carriers there included)", true},
	{"liberation-reverts", "A16", "Territories a liberator holds revert as soon as the owner's capital is freed", "A liberator keeps the territories it freed while the owner's capital was lost", true},
	{"canada-ic", "A26", "Canada is an original UK industrial complex with no cap", "Canada has no industrial complex", true},
	{"transport-one-tank", "A29", "A transport carries one tank or two other land units (off: one infantry plus one other)", "A transport carries one infantry plus one other land unit (the classic rule)", true},
	{"blitz-enemy-only", "A31", "A blitz ends in enemy territory only", "A blitz may end in friendly territory", true},
	{"fighter-carrier-bound", "A32", "A fighter that spent all its moves to reach a sea battle (to land on a carrier there) cannot retreat and is lost if the attack retreats", "Such a fighter retreats like any aircraft and is lost only if it finds no landing at the end of the turn", true},
	{"sunk-carrier-land", "A33", "Fighters of a sunk carrier land in any friendly space within 4 moves, or are lost", "Fighters of a sunk carrier go down with it", true},
	{"damaged-full", "A34", "A damaged battleship fires at full strength", "A damaged battleship fires at 2, half its strength, until repaired", true},
	{"load-in-combat", "A35", "Transports may load in the combat move", "Transports load in the non-combat move only", true},
	{"patriotic-all", "A24", "The Patriotic War swaps every Western Allied unit but cargo, aircraft and AA guns included", "The Patriotic War swaps land combat units only: no aircraft, no AA guns", true},
	{"resurface-all", "A12", "In every power's step 6 all submarines resurface and all battleships are repaired", "Only the power playing resurfaces its submarines and repairs its battleships in its step 6", true},
	{"aa-hits-first", "A21", "In a bombing raid the AA's hits are removed before the interceptors and escorts fire", "In a bombing raid the AA's hits are removed with the others at the end of the round: a hit escort still fires", true},
	{"convoy-warship", "A22", "A convoy centre falls after a battle only to a surviving warship", "A convoy centre falls after a battle to any surviving ship, a transport included", true},
	{"sea-first-any", "A18", "Any surfaced enemy sea unit in a landing's zone forces the sea battle first: the landing waits", "Only an enemy warship (no submarine, no transport) in a landing's zone forces the sea battle first: with only surfaced submarines or transports there, the landing may be fought first", true},
	{"intercept-here-only", "A20", "Only fighters in the raided territory may intercept a bombing raid", "Fighters in the raided territory and in the land territories next to it may intercept a bombing raid", true},
	{"aa-occupies", "A30", "A lone AA gun holds its territory: it fires at the attacking aircraft, then a surviving land unit takes it, and it stops a blitz", "A lone AA gun does not hold its territory: the first land unit to enter takes it, gun included, with no AA fire, and a tank may blitz through", true},
	{"sub-hits-allies-choose", "A19", "When an Allied power attacks German submarines beside its allies' ships, the Allies choose which ship takes each submarine hit, an ally's included", "Germany chooses which Allied ship in the zone takes each of its submarines' hits, an ally's that did not attack included", true},
	{"me-pay-what-they-have", "A28", "If the Allies cannot pay Germany the whole Middle East total, they pay what they have", "If the Allies cannot pay Germany the whole Middle East total, the bank pays the rest", true},
	{"usa-round-one", "A36", "The USA acts from round 1 (the \"six months\" are flavour)", "The USA is neutral in round 1: no combat move in its first turn", true},
	{"ships-stop", "A10", "Ships stop on entering a sea zone with enemy units (the classic rule)", "In the combat move ships may sail through a sea zone with enemy units and fight only where they end", true},
	{"friendly-surfaced", "A23", "A friendly sea zone has no surfaced enemy unit and is not a convoy centre the enemy holds", "A friendly sea zone has no enemy unit at all, submerged submarines included; who holds a convoy centre there does not matter", true},
	{"capital-less-idle", "A17", "A power without its capital neither buys nor collects: it only moves and fights", "A power without its capital collects nothing but may still buy with its treasury and place at its other industrial complexes", true},
	{"submerged-open", "A14", "A sea zone whose only enemies are submerged submarines is open: no battle, ships may enter and sail on", "A sea zone with submerged enemy submarines is not open: ships entering it stop there, and none enters it in the non-combat move", true},
	{"cash-transport-counts", "A6", "Units bought with the special cash go where the power already has a unit of the same domain, a lone transport included", "Units bought with the special cash go where the power already has a unit of the same domain, but a lone transport does not count for ships", true},
	{"shared-zone-fights", "A25", "Ships placed in a zone with enemy units fight them in that enemy's next combat, unless it moves away", "Ships placed in a zone with enemy units oblige no one to attack: the zone is shared until a power moves units into it in its combat move", true},
	{"map-piece-colours", "A4", "The map colours each territory in its controller's piece colour (Germany grey, USSR red, UK brown, USA green)", "The map colours territories by the rules' colour key: Germany brown, the other Axis lands earth, British green, Soviet red, the 1939 annexations light purple, the USA blue", true},
	{"allies-declare-shares", "A7", "The USSR, then the UK declare their shares of the Allies' 12 IPC advance, the USA takes the rest; then each buys and places, USSR, UK, USA", "The Allies declare no shares: the USSR, then the UK, then the USA buy from one pool, each leaving the rest to the next; what the USA leaves joins its first-turn funds", true},
	{"income-step-seven", "A8", "Income is collected in step 7, after submarines resurface and battleships are repaired", "Income is collected in step 6, before submarines resurface and battleships are repaired", true},
	{"me-boxes-fit", "A27", "The Middle East chart's 8 boxes only fit the sum of its values: Germany's ME column has no cap", "The Middle East chart's 8 boxes cap Germany's ME column at 8 IPC", true},
	{"auto-defence", "16", "Standing orders for the side not playing: casualties by the casualty order, submarines fight, every fighter intercepts, ME payments split evenly (no hand-over mid-turn)", "", false},
}

// on reports whether a switch is on in this game (record options
// "name=off" or "name=on" override the default).
func (s *State) on(name string) bool {
	for _, o := range s.Options {
		if k, v, ok := strings.Cut(o, "="); ok && k == name {
			return v != "off"
		}
	}
	for _, sw := range Switches {
		if sw.Name == name {
			return sw.Default
		}
	}
	return false
}

// On reports whether a switch is on in this game (for the board's
// colours [A4], which the render package draws).
func (s *State) On(name string) bool { return s.on(name) }

// TurnLimit is the optional turn limit [A3] (0: none), from the record
// option "turn-limit=N".
func (s *State) TurnLimit() int {
	for _, o := range s.Options {
		if k, v, ok := strings.Cut(o, "="); ok && k == "turn-limit" {
			n, _ := strconv.Atoi(v)
			return n
		}
	}
	return 0
}

func checkOptions(opts []string) error {
	for _, o := range opts {
		k, v, _ := strings.Cut(o, "=")
		if k == "turn-limit" {
			if n, err := strconv.Atoi(v); err != nil || n < 1 || n > 99 {
				return fmt.Errorf("turn-limit %q is not 1…99", v)
			}
			continue
		}
		known := false
		for _, sw := range Switches {
			known = known || sw.Name == k
		}
		if !known || (v != "on" && v != "off") {
			return fmt.Errorf("unknown option %q", o)
		}
	}
	return nil
}

// Queries --------------------------------------------------------------

// Active is the power whose turn it is.
func (s *State) Active() Power { return Powers[s.Turn] }

// UnitsAt lists the indexes of units in a space (in id order).
func (s *State) UnitsAt(space string) []int {
	var out []int
	for i := range s.Units {
		if s.Units[i].At == space {
			out = append(out, i)
		}
	}
	return out
}

// unit returns the unit with an id (nil when gone).
func (s *State) unit(id int) *Unit {
	i := sort.Search(len(s.Units), func(i int) bool { return s.Units[i].ID >= id })
	if i < len(s.Units) && s.Units[i].ID == id {
		return &s.Units[i]
	}
	return nil
}

// Controller is who controls a land territory ("" for neutrals).
func (s *State) Controller(space string) Power { return s.Control[space] }

// hasEnemy reports whether space holds units hostile to p that count as
// present (submerged submarines count as absent [13.2]; cargo counts with
// its carrier).
func (s *State) hasEnemy(space string, p Power) bool {
	for i := range s.Units {
		u := &s.Units[i]
		if u.At == space && p.Enemy(u.Owner) && !u.Submerged {
			return true
		}
	}
	return false
}

// hasSubmerged reports whether enemies of p lie submerged in space: with
// submerged-open off such a zone is not open [A14].
func (s *State) hasSubmerged(space string, p Power) bool {
	for i := range s.Units {
		u := &s.Units[i]
		if u.At == space && p.Enemy(u.Owner) && u.Submerged {
			return true
		}
	}
	return false
}

// friendlyLand reports whether a land territory is controlled by p or an ally.
func (s *State) friendlyLand(space string, p Power) bool {
	c := s.Control[space]
	return c != "" && c.Friendly(p)
}

// friendlySea: no surfaced enemy units and not an enemy-held convoy
// centre [9, A23].
func (s *State) friendlySea(space string, p Power) bool {
	if !s.on("friendly-surfaced") {
		// [A23] off: friendly means free of every enemy unit, submerged
		// submarines included, whoever holds a convoy centre there
		for _, u := range s.Units {
			if u.At == space && u.Owner.Enemy(p) {
				return false
			}
		}
		return true
	}
	if s.hasEnemy(space, p) || !s.on("submerged-open") && s.hasSubmerged(space, p) {
		return false
	}
	c := s.Control[space]
	return c == "" || c.Friendly(p)
}

// CapitalOf returns a power's capital territory.
func (d *Data) CapitalOf(p Power) string {
	for _, sp := range d.Spaces {
		if sp.Capital && sp.Owner == p {
			return sp.ID
		}
	}
	return ""
}

// HasCapital reports whether p controls its own capital [7.4].
func (s *State) HasCapital(d *Data, p Power) bool { return s.Control[d.CapitalOf(p)] == p }

// Production is a power's production level [4.4]: its territories and,
// for the Allies, the convoy centres it keeps; Allied Middle East holdings
// never count [12.1]. MiddleEast is Germany's separate ME column.
func (s *State) Production(d *Data, p Power) int {
	total := 0
	for _, sp := range d.Spaces {
		if sp.Sea() {
			if sp.Convoy == p && s.Control[sp.ID] != Germany && (sp.ConvoyLand == "" || s.Control[sp.ConvoyLand] != Germany) {
				total += sp.IPC
			}
			continue
		}
		if sp.ME || sp.Neutral {
			continue
		}
		if s.Control[sp.ID] == p {
			total += sp.IPC
		}
	}
	return total
}

// meBoxes is the number of boxes of the German ME column [12.1, A27].
const meBoxes = 8

// MiddleEast is the German ME column [12.1]: the value of Middle East
// territories Germany holds (with me-boxes-fit off, at most the chart's
// 8 boxes [A27]; our Middle East totals 6, so the cap never binds).
func (s *State) MiddleEast(d *Data) int {
	total := 0
	for _, sp := range d.Spaces {
		if sp.ME && s.Control[sp.ID] == Germany {
			total += sp.IPC
		}
	}
	if total > meBoxes && !s.on("me-boxes-fit") {
		return meBoxes // [A27] off: the chart's 8 boxes cap the column
	}
	return total
}
