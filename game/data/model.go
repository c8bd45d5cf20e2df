// Package data is the typed model of a theatre's game data (map, counters,
// tables, scenarios), its loading from JSON and its validation.
//
// The numbers are Periscope's own, authored from the rules' descriptions,
// history and design judgement (see assets/data/README.md); the rules engine
// (game/campaign) reads them only through these types.
//
// Conventions:
//   - Ids are stable strings ("U-47", "western-approaches"), never positions.
//   - Tonnage is in thousands of tons (kt), as on the counters ("6t").
//   - ASW values can be ½; they are stored in JSON as numbers (0.5) and held
//     here in half points (ASW2) so that all arithmetic stays integral.
//   - War periods are 1-based; per-period slices have one element per period.
//   - Dates are "YYYY-MM" months; a week within a month is 1–4 [16.6].
package data

// Theatre is everything one campaign game needs.
type Theatre struct {
	ID    string    `json:"id"`
	Rules GameRules `json:"rules"`
	Map   Map       `json:"map"`
	// Submarines of the player's side, their classes and the aces.
	SubClasses []SubClass `json:"subClasses"`
	Boats      []Boat     `json:"boats"`
	Aces       []Ace      `json:"aces"`
	// Construction is the optional pre-war construction and later
	// substitutions [35.1], [35.2] (nil when the theatre has none).
	Construction *Construction `json:"construction,omitempty"`
	// The opponent's counters, the cups and the War Mix.
	Allied     []AlliedType        `json:"allied"`
	Categories map[string][]string `json:"categories"`
	WarMix     []PeriodMix         `json:"warMix"`
	Tables     Tables              `json:"tables"`
	Aircraft   []Aircraft          `json:"aircraft"`
	Tenders    []Tender            `json:"tenders"`
	Supply     []SupplyShip        `json:"supplyShips"`
	Events     []WarEvent          `json:"events"`
	EventTable []EventTable        `json:"eventTables"`
	Reinforce  []MonthList         `json:"reinforcements"`
	Scenarios  []Scenario          `json:"scenarios"`

	// Indexes built by Index(); not part of the JSON.
	areaByID     map[string]*Area
	baseByID     map[string]*Base
	classByID    map[string]*SubClass
	boatByID     map[string]*Boat
	aceByID      map[string]*Ace
	alliedByID   map[string]*AlliedType
	eventByID    map[string]*WarEvent
	scenarioByID map[string]*Scenario
	aircraftByID map[string]*Aircraft
	tenderByID   map[string]*Tender
	supplyByID   map[string]*SupplyShip
	adjacent     map[string][]Route
	// forced lists the places in Events of the events with a forced date,
	// made by Index for the Events array at forcedAt of forcedLen events
	// (ForcedEvents).
	forced    []int
	forcedAt  *WarEvent
	forcedLen int
	// files maps each top-level field to the file it came from, and
	// scenarioFiles each scenario id to its file, for error messages.
	files         map[string]string
	scenarioFiles map[string]string
}

// GameRules are the per-game switches that let one engine play both Steel
// Wolves and Silent War (silent-war.md §11): differences are data, not forks.
type GameRules struct {
	Name string `json:"name"`
	// System is the ruleset: SteelWolves (the default) or SilentWar. It
	// decides the procedure's hooks (campaign.Ruleset) and which tables
	// the theatre must have (Rulesets).
	System  string `json:"system,omitempty"`
	Periods int    `json:"periods"`
	// War events: a d10 at or below Trigger consults the period table [5.1].
	WarEventTrigger int  `json:"warEventTrigger"`
	ForcedEvents    bool `json:"forcedEvents"` // [5.4]
	// Torpedo improvement counts "ships" (Steel Wolves [6.0]) or "tons".
	TorpedoMeasure string `json:"torpedoMeasure"`
	G7Min          int    `json:"g7Min"`
	G7Max          int    `json:"g7Max"`
	TDCMin         int    `json:"tdcMin"`
	TDCMax         int    `json:"tdcMax"`
	// Ace promotion [14.5]: at least AceShips ships and AceTons kt in one combat.
	AceShips int `json:"aceShips"`
	AceTons  int `json:"aceTons"`
	// Concentration [22]: every ConcentrationStep subs beyond the first.
	ConcentrationStep int `json:"concentrationStep"`
	// Spotted costs −1 search / +1 transit from this period on [23.0]
	// (Steel Wolves: period 3); SpottedUntilPeriod ends it after a
	// period (Silent War: periods 1–2 only [SW 23.0]; 0 = never ends).
	SpottedFromPeriod  int `json:"spottedFromPeriod"`
	SpottedUntilPeriod int `json:"spottedUntilPeriod,omitempty"`
	// Endurance DRM for skipping search [13.1] and for no contact [13.21].
	SkipSearchEndurance int `json:"skipSearchEndurance"`
	NoContactEndurance  int `json:"noContactEndurance"`
	// Sub vs sub [14.6B]: a roll at or below this means the enemy sees first.
	SubVsSubEnemyFirstMax int `json:"subVsSubEnemyFirstMax"`
	// RadarFrom is the month ("YYYY-MM") from which the player's subs have
	// radar: +1 on the sub-vs-sub sighting roll [SW 14.6B] (Silent War:
	// 1943; "" = never, Steel Wolves).
	RadarFrom string `json:"radarFrom,omitempty"`
	// Wolfpacks formed on contact from this period on [24.0]; 0 = never.
	WolfpacksFromPeriod int `json:"wolfpacksFromPeriod"`
	// Weeks per month [16.6].
	WeeksPerMonth int `json:"weeksPerMonth"`
	// MineMarkers is how many minefield markers exist [26.51]: fields on
	// the map plus markers carried by subs never exceed it (0 = no limit).
	MineMarkers int `json:"mineMarkers,omitempty"`
	// BoatNoun is what the player's boats are called in save lists
	// ("U-boat"; "submarine" when empty).
	BoatNoun string `json:"boatNoun,omitempty"`
	// Nations are what the rules let each nation's boats, aircraft and
	// counters do differently: the engine asks these traits, never a
	// nation code (a difference between nations is data). A nation not
	// listed takes the "*" entry, or none of the traits.
	Nations map[string]Nation `json:"nations,omitempty"`
	// TFNation is the nation of a task force or special convoy that
	// nothing else names, and of the warships at a naval base [30.41].
	TFNation string `json:"tfNation,omitempty"`
	// PreformedPacks are Silent War's wolfpacks formed at a base [SW 24]
	// (nil: packs form on a contact, Steel Wolves' [24.1]).
	PreformedPacks *PackRules `json:"preformedPacks,omitempty"`
	// RandomTenders: an event's advanced base gets a tender drawn at random
	// from those available by their date, unless the event names one
	// [SW 21.21] (false: the player chooses, Steel Wolves' [21.21]).
	RandomTenders bool `json:"randomTenders,omitempty"`
	// AdvancedBaseExitFree: leaving an advanced base into its linked OpArea
	// costs no movement point [SW 15.1] (false: one point, Steel Wolves'
	// [21.11], or its "advanced-base-exit-free" reading).
	AdvancedBaseExitFree bool `json:"advancedBaseExitFree,omitempty"`
	// OverhaulLosesSkipper: a sub withdrawn for overhaul loses its super
	// skipper, with no reassignment roll [SW 8.0C] (spec §12.19; the
	// "skipper-returns" switch keeps him with the sub instead). False: the
	// ace's future is rolled, Steel Wolves' [25.32].
	OverhaulLosesSkipper bool `json:"overhaulLosesSkipper,omitempty"`
	// Commands are the two-player co-operative variant's commands
	// [SW 26.0]: each player's seat and the bases whose boats are theirs
	// (none: the game has no two-player variant).
	Commands []Command `json:"commands,omitempty"`
	// RuleNumbers are this game's numbers for rules the shared procedure
	// cites by Steel Wolves' number, where they differ (Steel Wolves' →
	// this game's; an entry without a letter also renumbers its lettered
	// parts). Cite reads it; none: Steel Wolves' numbers.
	RuleNumbers map[string]string `json:"ruleNumbers,omitempty"`
}

// PackRules are the numbers of pre-formed wolfpacks [SW 24].
type PackRules struct {
	// From is the first month packs may be formed [24.1] ("1943-10").
	From string `json:"from"`
	// Min is the fewest members a pack has [24.0], [24.14].
	Min int `json:"min"`
	// Levels are the limits by wolfpack experience [24.11], [24.12], the
	// first at 0; a level applies from the turn after the track reaches it.
	Levels []PackLevel `json:"levels"`
	// TransitDRM is each member's transit-check DRM [24.4].
	TransitDRM int `json:"transitDRM"`
	// BarrierDRM is a barrier's AAC DRM and BarrierJoin the highest d10
	// with which another member intercepts [24.32].
	BarrierDRM  int `json:"barrierDRM"`
	BarrierJoin int `json:"barrierJoin"`
}

// PackLevel is what the wolfpack experience track allows from Exp on.
type PackLevel struct {
	Exp   int `json:"exp"`
	Packs int `json:"packs"`
	Size  int `json:"size"`
}

// Nation is one nation's traits. The player's side reads the first group,
// the opponent's counters the second.
type Nation struct {
	// TorpedoTrack: its boats fire with the torpedo track's full value;
	// otherwise clamped to −1…+1 (Steel Wolves' other Axis nations [6.1]).
	TorpedoTrack bool `json:"torpedoTrack,omitempty"`
	// NoEnigma: its boats do not read the Enigma level on search [7.2]
	// (the Italians' own codes).
	NoEnigma bool `json:"noEnigma,omitempty"`
	// Commands: a war-event order to the Arctic or the Mediterranean
	// assigns its boats to that command (3-rotor Enigma there) [7.31].
	Commands bool `json:"commands,omitempty"`
	// Doctrine is its torpedo doctrine [30.81]: "" none, "national" (in
	// periods 1–3, the period-2 version before period 3), "option" (the
	// period-3 version under the german-doctrine option).
	Doctrine string `json:"doctrine,omitempty"`
	// Storms: its boats roll for storms [7.41] and fight North Atlantic
	// weather [30.82].
	Storms bool `json:"storms,omitempty"`
	// MineLayer: its boats of a minelaying class carry minefields [26.0].
	MineLayer bool `json:"mineLayer,omitempty"`
	// Wolfpacks: its boats form and join wolfpacks on contact [24.0].
	Wolfpacks bool `json:"wolfpacks,omitempty"`
	// AirBases are the base nations its recon aircraft may fly from
	// (none listed = any) [7.54], [7.56].
	AirBases []string `json:"airBases,omitempty"`

	// NeutralBefore: before this war period its escorts in Western Waters
	// may be attacked only on a roll [30.23], its aircraft and carriers do
	// not counterattack [14.2A] and its submarines may not be attacked
	// [30.23] (0 = never neutral).
	NeutralBefore int `json:"neutralBefore,omitempty"`
	// WartimeHullsFrom: from this war period its 5–12 kt merchants are
	// wartime-built, −1 on the Attack Results roll [14.16D] (0 = never).
	WartimeHullsFrom int `json:"wartimeHullsFrom,omitempty"`
	// SubTorpedo is its submarines' torpedo value per war period in sub
	// vs sub [14.6D]; SubTorpedoEarly overrides it in war period 1 up to
	// a month.
	SubTorpedo      []int       `json:"subTorpedo,omitempty"`
	SubTorpedoEarly *MonthValue `json:"subTorpedoEarly,omitempty"`
	// OwnEscorts: its convoys keep their own escorts where another
	// nation's would be swapped for Soviet ones (Barents Sea [30.92]).
	OwnEscorts bool `json:"ownEscorts,omitempty"`
	// Torpedo is its boats' torpedo value per war period, in place of the
	// torpedo track [6.1], and TorpedoFrom the value from a month on
	// (Vichy's boats: −1, 0 from period 3, +1 from Feb 1942 [36.63H]).
	Torpedo     []int      `json:"torpedo,omitempty"`
	TorpedoFrom *FromValue `json:"torpedoFrom,omitempty"`
	// OwnBases: its boats return only to bases of their own nation
	// (Spain's boats [36.63F]).
	OwnBases bool `json:"ownBases,omitempty"`
}

// FromValue is a value that holds from a month on.
type FromValue struct {
	From  string `json:"from"`
	Value int    `json:"value"`
}

// MonthValue is a value that holds up to and including a month.
type MonthValue struct {
	Until string `json:"until"`
	Value int    `json:"value"`
}

// NationRules are a nation's traits (the "*" entry, or none, when it is
// not listed).
func (r *GameRules) NationRules(code string) Nation {
	if n, ok := r.Nations[code]; ok {
		return n
	}
	return r.Nations["*"]
}

// ---------------------------------------------------------------- map

// Map is the theatre's graph of areas with real positions.
type Map struct {
	Areas  []Area  `json:"areas"`
	Routes []Route `json:"routes"`
	Bases  []Base  `json:"bases"`
	// EastWest is the dashed east/west line [2.12] as a lat/lon polyline,
	// for drawing; area membership is in Area.Regions ("west").
	EastWest [][2]float64 `json:"eastWest,omitempty"`
	// Ocean is the sea's name as a chart letters it, with the centre of
	// the menus' backdrop chart (nil: the North Atlantic's).
	Ocean *Ocean `json:"ocean,omitempty"`
}

// Ocean names a theatre's sea for the menus' backdrop chart ("PACIFIC
// OCEAN", centred on 170°E 25°N).
type Ocean struct {
	Name string  `json:"name"`
	It   string  `json:"it,omitempty"`
	Lon  float64 `json:"lon"`
	Lat  float64 `json:"lat"`
}

// Area kinds.
const (
	KindOpArea = "oparea"
	KindSMZ    = "smz"
	KindBase   = "base"
)

// Area is an operational area (with an Area Activity Chart), a special
// mission zone, or a base's place on the map.
type Area struct {
	ID string `json:"id"`
	// N is the area's place in Map.Areas, set by Prepare: the dense
	// integer id the engine indexes its per-area tables by (the data, the
	// saves and the UI keep the string ID).
	N    int    `json:"-"`
	Name string `json:"name"`
	It   string `json:"it,omitempty"` // the Italian name, where Italian has its own
	// Kind is "oparea", "smz" or "base".
	Kind string `json:"kind"`
	// Group is the geographic group printed on the AAC [2.13].
	Group string  `json:"group,omitempty"`
	Lat   float64 `json:"lat"`
	Lon   float64 `json:"lon"`
	// Radius of the area's circle on the map, in degrees of latitude (drawing only).
	Radius float64 `json:"radius,omitempty"`
	// Regions are the memberships the rules use: "west" [2.12]/[30.2],
	// "home" (always home waters) and "home-p1" [30.1], "arctic", "baltic",
	// "central-atlantic" [30.3], "med", "south" (South Atlantic / Indian
	// Ocean [29.1]), "north-atlantic" [30.82], "caribbean" (needs [36.63K]),
	// "blackout" [30.25].
	Regions []string `json:"regions,omitempty"`
	// ASWRegion keys the general ASW table [14.2A].
	ASWRegion string `json:"aswRegion,omitempty"`
	// AAC has one row per war period (OpAreas only).
	AAC []AACRow `json:"aac,omitempty"`
	// ContactTable names the contact table this area uses ("" = default) [13.22].
	ContactTable string `json:"contactTable,omitempty"`
	// NonVirginFrom is the first period in which the area is not virgin
	// water [30.5]; 0 means never virgin.
	NonVirginFrom int `json:"nonVirginFrom,omitempty"`
	// OpenFrom is the first period in which Axis subs may enter (Western
	// Waters [30.2]; 0 = always); Crossable marks areas that may be crossed
	// before then (Greenland Gap [30.21]).
	OpenFrom  int  `json:"openFrom,omitempty"`
	Crossable bool `json:"crossable,omitempty"`
	// NearbyFrom lists the bases from which this OpArea, though not adjacent,
	// is a nearby hunting ground on the sortie turn [15.12]: "<base>" or
	// "<base>/<zone>" when the sub must pass through that transit zone
	// (Western Approaches: germany, france, norway; South-Western Approaches:
	// france, germany/english-channel).
	NearbyFrom []string `json:"nearbyFrom,omitempty"`

	// SMZ fields.
	// Links are the OpAreas an SMZ is joined to by blue arrows [20.1].
	Links []string `json:"links,omitempty"`
	// TransitZone marks the English Channel, Bay of Biscay and Gibraltar [2.1];
	// TransitDRM is the map value per period [20.8].
	TransitZone bool  `json:"transitZone,omitempty"`
	TransitDRM  []int `json:"transitDRM,omitempty"`
	// Mines is the Allied defensive minefield rating per war period, 0–9
	// (absent = none). The printed rules have no Allied minefields; they are a
	// Periscope addition (switch "no-allied-minefields" turns them off): a
	// boat whose move enters or passes through the area runs into a field on
	// a d10 ≥ 10 − rating, then rolls on Other Dangers "mines" (DATA.md §
	// "Allied minefields" in assets/data/README.md has the rationale).
	Mines []int `json:"mines,omitempty"`
	// StraitDRM is added to a transit check that enters or leaves this
	// OpArea (the Sea of Japan's guarded straits, +2 [SW 19.1]); one less
	// while the area has an Ultra marker [SW 7.1].
	StraitDRM int `json:"straitDRM,omitempty"`
	// NavalBase marks Scapa Flow and Gibraltar as targets [30.4].
	NavalBase bool `json:"navalBase,omitempty"`
	// MiningClosed lists when the SMZ is closed to mining [26.52]:
	// "always", "until-event:<id>", "before-event:<id>", "after-period:<n>".
	MiningClosed []string `json:"miningClosed,omitempty"`
	// Friendly SMZs hold tenders or supply ships; AdvancedBase names the
	// advanced base that an event can activate here [21.1].
	AdvancedBase string `json:"advancedBase,omitempty"`
	Note         string `json:"note,omitempty"`
}

// MinesIn is the area's Allied minefield rating in a war period (0 = none;
// see Mines).
func (a *Area) MinesIn(period int) int {
	if a == nil || period < 1 || period > len(a.Mines) {
		return 0
	}
	return a.Mines[period-1]
}

// AAC box colours [13.21]. A red dot is written as the upper-case letter.
const (
	White  = 'w'
	Green  = 'g'
	Orange = 'o'
	Blue   = 'b'
	Red    = 'r'
)

// AACRow is one war period's row of an Area Activity Chart [2.13].
type AACRow struct {
	// Boxes is 10 letters, box 0 to 9: w, g, o, b, r; upper case marks a
	// red dot (the colour still sets merchant intensity, but the box is
	// high-risk for counterattack and transit checks).
	Boxes string `json:"boxes"`
	// Sub is "", "sub", or "pale" (active only under the political rules).
	Sub string `json:"sub,omitempty"`
	// Air is "", "light" or "dark".
	Air   string `json:"air,omitempty"`
	Coast bool   `json:"coast,omitempty"`
}

// Route is a transit route between two map nodes [2.11]. Cost is the
// movement points it takes (1, or 2 for a "2" route, on which patrol movement
// is forbidden). Cost 0 joins a base to a transit zone it sits in.
type Route struct {
	From string `json:"from"`
	To   string `json:"to"`
	Cost int    `json:"cost"`
}

// Base kinds.
const (
	BaseMain     = "main"
	BaseAdvanced = "advanced"
	BaseNeutral  = "neutral" // Spanish ports with interned tankers [21.31]
	BaseRefit    = "refit"   // the Atlantic / Mediterranean refit boxes
)

// Base is a base display [21.0] and its place on the map (an Area of kind
// "base" with the same id).
type Base struct {
	ID     string `json:"id"`
	Name   string `json:"name"`
	It     string `json:"it,omitempty"` // the Italian name, where Italian has its own
	Kind   string `json:"kind"`
	Nation string `json:"nation"`
	// WorkUp is the number printed in the Work-up box [9.3].
	WorkUp int `json:"workUp"`
	// Repair are the repair numbers of boxes 1, 2 and 3 [10.0].
	Repair [3]int `json:"repair"`
	// Capacity is how many subs repair boxes 1–3 hold together, per period [10.1].
	Capacity []int `json:"capacity"`
	// ActiveFrom is the first period the base is in use (0 = from the start);
	// ActiveEvent names a war event that activates it instead.
	ActiveFrom  int    `json:"activeFrom,omitempty"`
	ActiveEvent string `json:"activeEvent,omitempty"`
	// Med marks Mediterranean bases (refit goes to the Med box) [8.0C].
	Med bool `json:"med,omitempty"`
	// Fallback is where arrivals go while this base is not in use [8.0B].
	Fallback string `json:"fallback,omitempty"`
	// WeatherRepair, when set, is Silent War's Dutch Harbor [SW 15.23]:
	// every undamaged sub that arrives rolls on the Damage table too, and a
	// result beyond Repair WeatherRepair is read as Repair WeatherRepair.
	WeatherRepair int `json:"weatherRepair,omitempty"`
	// Interned: a neutral port with an interned German tanker [21.31]
	// (Steel Wolves' Spanish ports, until Spain is at war [36.63F]).
	Interned bool `json:"interned,omitempty"`
	// Opens names the political request that puts the base in use
	// ("36.63F": Spain's bases); until then it is not in use [36.63].
	Opens string `json:"opens,omitempty"`
}

// ---------------------------------------------------------------- submarines

// SubClass holds the values shared by a type or sub-type of boat. The
// rationale for each is in assets/data/README.md.
type SubClass struct {
	ID     string `json:"id"`   // "VIIC", "IXB", "Marconi"
	Type   string `json:"type"` // "II", "VII", "IX", "X", "XI", "XIV", ...
	Nation string `json:"nation"`
	// Designation says the class goes by its id as a type designation on
	// the cards and in the log: "Type VIIC" / "Tipo VIIC" (the German
	// types; issue 18).
	Designation bool `json:"designation,omitempty"`
	// ClassName is the proper name a class goes by ("Marconi", "Balao",
	// "Redoutable" for the French 1,500 t boats): "Marconi class" /
	// "classe Marconi". A class with neither this nor a designation has its
	// whole name in the catalogue, "boat.class." + its id ("British T
	// class", "630-tonne class").
	ClassName string `json:"className,omitempty"`
	// Patrol side.
	Attack    int `json:"attack"`
	Defense   int `json:"defense"`
	Tactics   int `json:"tactics"`
	Endurance int `json:"endurance"`
	CrashDive int `json:"crashDive"`
	// Transit side.
	Speed     int `json:"speed"`
	Range     int `json:"range"`
	Readiness int `json:"readiness"`
	// Mines is the field strength it lays (0 = cannot lay) [26.1].
	Mines int `json:"mines,omitempty"`
	// Gun is "" (no gun attacks), "standard", "xi" or "surcouf" [27].
	Gun string `json:"gun,omitempty"`
	// Tanker is the resupplies per week of a U-tanker [21.33] (0 = not one).
	Tanker int `json:"tanker,omitempty"`
	// TankerFrom is the first month the class may act as a U-tanker ("" =
	// always); the UA served as one only in 1942–43 [21.33].
	TankerFrom string `json:"tankerFrom,omitempty"`
	// Tons is the displacement band in kt for sub vs sub [14.6E].
	Tons int    `json:"tons,omitempty"`
	Note string `json:"note,omitempty"`
}

// Boat is one submarine counter.
type Boat struct {
	ID string `json:"id"` // "U-47", "Faa-di-Bruno"
	// Name is the display name when it differs from the id
	// ("Comandante Faà di Bruno").
	Name  string `json:"name,omitempty"`
	Class string `json:"class"`
	// Entry is the month the boat arrives; "1939-09" means war start (W/S).
	Entry string `json:"entry"`
	// Base is the arrival base [8.0B].
	Base string `json:"base"`
	// Inexp is the inexperienced-crew level on arrival [8.1] (0, 1).
	Inexp int `json:"inexp,omitempty"`
	// Overrides of the class values, for boats that differed (e.g. Type VIIs
	// without a stern tube).
	Attack *int `json:"attack,omitempty"`
	Range  *int `json:"range,omitempty"`
	// Lost is the historical loss date (provenance and scenario set-up).
	Lost string `json:"lost,omitempty"`
	// Ace is the historical commander who is an ace at war start, if any.
	Ace        string `json:"ace,omitempty"`
	Provenance string `json:"provenance,omitempty"`
	Optional   bool   `json:"optional,omitempty"` // [35] units
	// Option names the optional rule that brings an optional boat in
	// ("35.1:donitz-a", "35.3:UD-3", "35.4"); Replaces lists the historical
	// boats it takes the place of when that option is chosen [35.1]–[35.3].
	Option   string   `json:"option,omitempty"`
	Replaces []string `json:"replaces,omitempty"`
}

// Ace is an ace commander ("super skipper") [25].
type Ace struct {
	ID   string `json:"id"`
	Name string `json:"name"`
	// Level is the side the counter starts on when placed historically (1 or 2).
	Level      int    `json:"level,omitempty"`
	Nation     string `json:"nation"`
	Provenance string `json:"provenance,omitempty"`
}

// ---------------------------------------------------------------- allied counters

// AlliedType is one kind of opposing counter, of which Count identical
// copies exist (Count 1 for named ships).
type AlliedType struct {
	ID string `json:"id"`
	// N is the type's place in Theatre.Allied, set by Prepare: the dense
	// integer id the engine indexes its per-type tables by.
	N    int    `json:"-"`
	Name string `json:"name"`
	// Type: warships CV CVE ACV AVG CS BB BC CA CL ML AM; escorts DD DE PF CT
	// SL TB PG CG; merchants M AO AT AP CM FV SV; aircraft "AC"; submarines
	// "SS"; "EVENT" (combat event counter), "LINER" (draw-liner marker).
	Type   string `json:"type"`
	Nation string `json:"nation"`
	// Class groups named ships for same-class substitution [14.81].
	Class string `json:"class,omitempty"`
	// Named marks an individually named ship (coloured/italic name) [2.3B].
	Named bool `json:"named,omitempty"`
	Tons  int  `json:"tons"`
	// Defense and ASW (in half points in ASW2; JSON "asw" is a number).
	Defense int     `json:"defense"`
	ASW     float64 `json:"asw"`
	ASW2    int     `json:"-"`
	// Attack is used by submarines in sub vs sub [14.6D].
	Attack int `json:"attack,omitempty"`
	// Groups are the map groups (Area.Group) where an enemy submarine of
	// this type may be met in sub vs sub, as Silent War's Enemy Submarines
	// table limits them by OpArea [SW 14.6C], [30.3]; empty: anywhere.
	Groups []string `json:"groups,omitempty"`
	// Flag on the back: "red" or "white" [2.3B].
	Flag     string `json:"flag"`
	Diligent bool   `json:"diligent,omitempty"`
	// Carrier marks the aircraft symbol (carriers, aircraft-capable ships) [3.14].
	Carrier bool `json:"carrier,omitempty"`
	// Fast is the "+" next to the silhouette [2.3B].
	Fast bool `json:"fast,omitempty"`
	// From is the availability: "" (war start), "YYYY-MM", "P<n>" or
	// "event:<id>". Until, if set, is the last month or "P<n>" in play.
	From  string `json:"from,omitempty"`
	Until string `json:"until,omitempty"`
	// Reading, if set, is the §12 switch without which the counter is not
	// in play (Silent War's second BV, spec §12.31).
	Reading string `json:"reading,omitempty"`
	// Sunk is the historical loss month of a named ship (left out of
	// scenarios that start later [3.13]).
	Sunk       string `json:"sunk,omitempty"`
	Count      int    `json:"count"`
	Provenance string `json:"provenance,omitempty"`
	Note       string `json:"note,omitempty"`
}

// PeriodMix is one war period's War Mix: for each cup, the lines that fill
// it [3.11]. A line picks Count counters at random among the available
// copies of the listed types or categories ("@name").
type PeriodMix struct {
	Cups map[string][]MixLine `json:"cups"`
	// TDC is the period's TDC pool, one value per counter [3.2].
	TDC []int `json:"tdc"`
}

// MixLine is one row of the War Mix table.
type MixLine struct {
	Pick  []string `json:"pick"`
	Count int      `json:"count"`
}

// Cup ids. West and nation-specific cups are resolved at draw time.
const (
	CupSingle    = "single"
	CupOuter     = "outer"
	CupInner     = "inner"
	CupCentre    = "centre"
	CupWestOuter = "west-outer"
	CupWestInner = "west-inner"
	CupSub       = "sub"
	CupWestSub   = "west-sub"
	CupLiner     = "liner"
	// Task Force and Fleet Escort cups are "tf-<nation>" and "fe-<nation>".
)

// ---------------------------------------------------------------- tables

// Tables are the theatre's charts. Each has a rationale in assets/data/README.md.
type Tables struct {
	// Contact [13.22]: table name → period → modified roll 0–11 → result
	// ("none", "single", or a convoy code such as "HX").
	Contact map[string][][]string `json:"contact"`
	// Engagement [13.24]: activity level ("g","o","b","r") → contact kind
	// ("c1","c2","single","special","tf") → cup role ("outer","inner",
	// "centre","single","tf","fe") → counters drawn.
	Engagement map[string]map[string]map[string]int `json:"engagement"`
	// Boards [2.4]: "single", "c1", "c2", "tf".
	Boards map[string]Board `json:"boards"`
	// AttackResults [14.16D]: rows by target tonnage.
	AttackResults []ResultRow `json:"attackResults"`
	// Counterattack [14.2C]: rows by difference band.
	Counterattack []ResultRow `json:"counterattack"`
	// OtherDangers [14.12], [14.16D], [27]: rows "diligent", "explosive",
	// "dems", "aircraft", and "mines" (Allied minefields, see Area.Mines).
	OtherDangers map[string]ResultRow `json:"otherDangers"`
	// Endurance [14.7]: Endurance × G7 → the highest roll that passes.
	Endurance EnduranceTable `json:"endurance"`
	// TransitEvents [19.1]: 10 × 10 (first die row, second die column).
	TransitEvents [][]string `json:"transitEvents"`
	// Damage [18.3]: modified roll 0.. → "workup", "r1", "r2", "r3".
	Damage []string `json:"damage"`
	// CombatEvents [19.2]: d10 → event id.
	CombatEvents []string `json:"combatEvents"`
	// Minefield [26.2]: modified roll (From..) → counters drawn and cup.
	Minefield     []MineRow `json:"minefield"`
	MinefieldFrom int       `json:"minefieldFrom"`
	// DEMS [27]: nation group → per period, the highest d10 that means the
	// merchant is armed (−1 = never).
	DEMS map[string][]int `json:"dems"`
	// HuffDuff [24.11]: period → d10 → result for the shadower.
	HuffDuff [][]string `json:"huffDuff"`
	// Wolfpack [24.1]: the number to beat for attempts 2, 3, 4, ...
	Wolfpack []int `json:"wolfpack"`
	// GeneralASW [14.2A]: ASW region → per period.
	GeneralASW map[string][]int `json:"generalASW"`
	// TorpedoImprovement [6.0].
	Torpedo []TorpedoStep `json:"torpedo"`
	// BDienst [7.11]: period → d10 → result.
	BDienst [][]BDienstResult `json:"bdienst"`
	// Weather location [7.4]: by season, d10 → area.
	Weather WeatherTable `json:"weather"`
	// SetupBox [31.01]: d10 → base box for boats set up "In-Port".
	SetupBox []string `json:"setupBox"`
	// Ultra [SW 7.0]: period → d10 → the OpAreas that get an Ultra marker
	// (Silent War only).
	Ultra [][][]string `json:"ultra,omitempty"`
	// QuickResolution [SW 27.0] (GIVEN): by the sub's attack value 0–7
	// (row) and the count of non-white boxes 1–10 (column), the number
	// the d10 is taken from to give the ships sunk.
	QuickResolution [][]int `json:"quickResolution,omitempty"`
	// PeriodTransition [SW 17.1]: the months in which the war period may
	// advance, each with the number d10 + modifier must reach (Silent War).
	PeriodTransition []PeriodStep `json:"periodTransition,omitempty"`
	// PeriodMods [SW 17.1A]: for each next period, ships sunk × tonnage
	// sunk brackets → the modifier of the monthly roll (Silent War).
	PeriodMods []PeriodMods `json:"periodMods,omitempty"`
	// VP [31.03] and British capitulation [31.04].
	VP           []VPRow        `json:"vp"`
	Capitulation []Capitulation `json:"capitulation"`
	// PoliticalResults is the Political Results Table [36.23] (authored;
	// the rules leave it MISSING): difficulty I–III → the target group's
	// influence −2…+2 → the Chancellery's influence −2…+2 → the target
	// number ("X": the request cannot succeed). Empty: no political war.
	PoliticalResults [][][]string `json:"politicalResults,omitempty"`
	// PoliticalRequests is the Political Requests table [36.6] (authored;
	// the rules leave it MISSING): each planned request's target group,
	// difficulty and consequence row. Only the requests the engine plays
	// are listed.
	PoliticalRequests []PoliticalRequest `json:"politicalRequests,omitempty"`
	// PoliticalEvents are the Spanish and Vichy War Events tables
	// [36.63F], [36.63H] (authored, our own): "spain" and "vichy", each a
	// list of war event ids by d10 result ("" = no event).
	PoliticalEvents map[string][]string `json:"politicalEvents,omitempty"`
}

// PoliticalRequest is one row of the Political Requests table [36.6]: a
// planned request ("36.63A": the rule that gives its effect), the group it
// petitions (OKM, OKW, OKL, Chancellery), its difficulty I–III (1–3), and
// for each group the (granted, refused) influence changes [36.23] step 6.
type PoliticalRequest struct {
	ID           string            `json:"id"`
	Group        string            `json:"group"`
	Difficulty   int               `json:"difficulty"`
	Consequences map[string][2]int `json:"consequences,omitempty"`
}

// Board is a combat display [2.4].
type Board struct {
	Columns []Column `json:"columns"`
}

// Column roles on a combat board.
const (
	ColOuter  = "outer"
	ColInner  = "inner"
	ColCentre = "centre"
)

// Column is one column of a combat display: its role and the placement
// number a sub must beat to take a box in it (0 for outer columns, which are
// always open) [14.11].
type Column struct {
	Role     string `json:"role"`
	Entry    int    `json:"entry"`
	SubBoxes int    `json:"subBoxes"`
}

// ResultRow is one row of a results table, read at a modified roll. Cells[0]
// is the result at roll From; rolls beyond either end use the end cell.
// Result tokens joined by "+": "none", "spot", "dmg", "rtb", "sunk",
// "explode" (attack results), "again" (roll a second time [14.2C]).
// Attack results use "none", "dmg", "sunk", "explode".
type ResultRow struct {
	// Min and Max select the row: target tonnage (attack results) or the
	// difference (counterattack). Unused for named rows.
	Min   int      `json:"min"`
	Max   int      `json:"max"`
	From  int      `json:"from"`
	Cells []string `json:"cells"`
	Note  string   `json:"note,omitempty"`
}

// EnduranceTable crosses the Endurance value with the G7 torpedo value [14.7].
type EnduranceTable struct {
	G7Min int `json:"g7Min"`
	// Rows[i] is for Endurance = i + EnduranceMin; each row has one entry per
	// G7 value from G7Min up.
	EnduranceMin int     `json:"enduranceMin"`
	Rows         [][]int `json:"rows"`
}

// MineRow is one result of the Minefield table.
type MineRow struct {
	Count int    `json:"count"`
	Cup   string `json:"cup,omitempty"`
}

// TorpedoStep is one threshold of the torpedo improvement track [6.0]:
// while the G7 value is At, reaching Count (ships or kt, per the game) allows
// a roll needing Need or more to advance the marker one step.
type TorpedoStep struct {
	At    int `json:"at"`
	Count int `json:"count"`
	Need  int `json:"need"`
	// From is the earliest month the step may be tried ("" = any).
	From string `json:"from,omitempty"`
}

// PeriodStep is one month of the War Period Transition table [SW 17.1]:
// in Month, d10 + modifier ≥ Need advances the war to Period.
type PeriodStep struct {
	Month  string `json:"month"`
	Period int    `json:"period"`
	Need   int    `json:"need"`
}

// PeriodMods is the War Period Modification table's section for one next
// period [SW 17.1A]: the modifier at ships sunk ≥ Ships[i] and tonnage
// (kt) ≥ Tons[j] is DRM[i][j]; between brackets the lower one is read, and
// below the lowest the lowest.
type PeriodMods struct {
	Period int     `json:"period"`
	Ships  []int   `json:"ships"`
	Tons   []int   `json:"tons"`
	DRM    [][]int `json:"drm"`
	Note   string  `json:"note,omitempty"`
}

// Mod reads the modifier for the tracks (see PeriodMods).
func (p *PeriodMods) Mod(ships, tons int) int {
	i, j := 0, 0
	for k, v := range p.Ships {
		if ships >= v {
			i = k
		}
	}
	for k, v := range p.Tons {
		if tons >= v {
			j = k
		}
	}
	if i >= len(p.DRM) || j >= len(p.DRM[i]) {
		return 0
	}
	return p.DRM[i][j]
}

// BDienstResult is one line of the B-Dienst table [7.11]: the area and the
// d10 results on which a convoy contacted there becomes a TF or special
// convoy [7.12].
type BDienstResult struct {
	Area    string `json:"area"`
	TF      []int  `json:"tf,omitempty"`
	TFNat   string `json:"tfNation,omitempty"`
	Special []int  `json:"special,omitempty"`
}

// WeatherTable places low-pressure systems [7.4].
type WeatherTable struct {
	// SummerMonths are the months (1–12) that use the Summer column.
	SummerMonths []int    `json:"summerMonths"`
	Summer       []string `json:"summer"`
	Winter       []string `json:"winter"`
}

// VPRow is one month of the Victory Points table [31.03]: the minimum ships
// and kt for 1 to 5 VP.
type VPRow struct {
	Month string `json:"month"`
	Ships [5]int `json:"ships"`
	Tons  [5]int `json:"tons"`
}

// Capitulation is the cumulative VP at which Britain sues for peace in a month [31.04].
type Capitulation struct {
	Month string `json:"month"`
	VP    int    `json:"vp"`
}

// ---------------------------------------------------------------- aircraft, tenders, supply

// Aircraft is a German (or Vichy) reconnaissance aircraft [7.5].
type Aircraft struct {
	ID     string `json:"id"`
	Name   string `json:"name"`
	Nation string `json:"nation"` // "DE" or "VICHY"
	Range  int    `json:"range"`
	// From/Until bound its service; the reinforcement list may add or remove it.
	From       string `json:"from,omitempty"`
	Until      string `json:"until,omitempty"`
	Base       string `json:"base"`
	Provenance string `json:"provenance,omitempty"`
}

// Tender is a sub tender that makes an SMZ an advanced base [21.2].
type Tender struct {
	ID       string `json:"id"`
	Name     string `json:"name"`
	Capacity int    `json:"capacity"`
	From     string `json:"from,omitempty"`
	// Named: the tender comes only where an event or a scenario names it,
	// never by a random draw [SW 21.21] (Silent War's East Wind tenders).
	Named      bool   `json:"named,omitempty"`
	Provenance string `json:"provenance,omitempty"`
}

// SupplyShip is a raider or supply ship that resupplies at sea [21.32].
type SupplyShip struct {
	ID   string `json:"id"`
	Name string `json:"name"`
	From string `json:"from,omitempty"`
	// Until is the last month the ship may be generated (its historical
	// loss or end of service); "" = no limit.
	Until      string `json:"until,omitempty"`
	Provenance string `json:"provenance,omitempty"`
}

// ---------------------------------------------------------------- war events

// EventTable is one war period's War Events table [5.0].
type EventTable struct {
	Period int `json:"period"`
	// Scenario, if set, makes this the table of that scenario alone, in
	// place of the period's (Silent War's "Early East Wind" campaign has its
	// own table).
	Scenario string `json:"scenario,omitempty"`
	// Header effects apply on the first War Events phase of the period.
	Header []Effect `json:"header,omitempty"`
	// Rows maps each d10 result (index 0–9) to an event id ("" = no event).
	Rows []string `json:"rows"`
}

// WarEvent is one war event [5].
type WarEvent struct {
	ID   string `json:"id"`
	Name string `json:"name"`
	Text string `json:"text"`
	Rule string `json:"rule,omitempty"`
	// Once marks a one-time event [5.2]; Instead is the event that happens if
	// it is rolled again ("" = no event).
	Once    bool   `json:"once,omitempty"`
	Instead string `json:"instead,omitempty"`
	// Forced is the month from which the event is forced [5.4] ("" = never).
	Forced string `json:"forced,omitempty"`
	// From is the earliest month the event can happen ("" = any time): rolled
	// on the table before then it counts as its Instead event, or as no event
	// (Dunkirk cannot come in 1939, nor Torch in early 1942). Periscope's own
	// addition to keep the period tables historical.
	From string `json:"from,omitempty"`
	// Early, if set, is the event played instead when it is rolled before
	// From (default: Instead). Needs is an event that must have happened
	// first: until it has, it is played in its place (East Wind's event 8
	// [SW 5.0]: "if event 0 has not happened, play it").
	Early string `json:"early,omitempty"`
	Needs string `json:"needs,omitempty"`
	// NotAfter is an event or game flag after which the event can no
	// longer happen (the political tables: Operation Felix not after
	// Torch, the Dakar attack not once Dakar is taken [36.63]).
	NotAfter string `json:"notAfter,omitempty"`
	// Group is the political target group it names ([36.64]; informational).
	Group   string   `json:"group,omitempty"`
	Effects []Effect `json:"effects"`
}

// Effect is one thing a war event, a period header or a reinforcement-list
// line does. Op selects the effect; the other fields are its parameters.
// The engine documents each Op it understands (game/campaign/effects.go) and
// the loader rejects unknown ones.
type Effect struct {
	Op      string   `json:"op"`
	Count   int      `json:"count,omitempty"`
	Area    string   `json:"area,omitempty"`
	Base    string   `json:"base,omitempty"`
	Cup     string   `json:"cup,omitempty"`
	Units   []string `json:"units,omitempty"`
	Boats   []string `json:"boats,omitempty"`
	Flag    string   `json:"flag,omitempty"`
	Value   int      `json:"value,omitempty"`
	Mission string   `json:"mission,omitempty"`
	Weeks   int      `json:"weeks,omitempty"`
	Period  int      `json:"period,omitempty"`
	Month   string   `json:"month,omitempty"`
	Nation  string   `json:"nation,omitempty"`
	Text    string   `json:"text,omitempty"`
	// Reading names an interpretation switch: the effect is played only
	// when it is on ("name") or only when it is off ("!name"), so a table
	// can hold both readings of an ambiguous event (Silent War's §12).
	Reading string `json:"reading,omitempty"`
}

// MonthList is the reinforcement list for one month [8.0].
type MonthList struct {
	Month   string   `json:"month"`
	Entries []Effect `json:"entries"`
}

// ---------------------------------------------------------------- scenarios

// Scenario kinds.
const (
	ScenarioPatrol      = "patrol"
	ScenarioOperational = "operational"
	ScenarioCampaign    = "campaign"
)

// Scenario is a playable set-up with its victory conditions.
type Scenario struct {
	ID    string `json:"id"`
	Name  string `json:"name"`
	It    string `json:"it,omitempty"` // the Italian name
	Kind  string `json:"kind"`
	Blurb string `json:"blurb"`
	// Start and End are months; StartWeek/EndWeek the week within them.
	Start     string `json:"start"`
	StartWeek int    `json:"startWeek,omitempty"`
	End       string `json:"end"`
	EndWeek   int    `json:"endWeek,omitempty"`
	Period    int    `json:"period"`
	G7        int    `json:"g7"`
	BDienst   int    `json:"bdienst"`
	Enigma    int    `json:"enigma"`
	Enigma4   bool   `json:"enigma4,omitempty"`
	// Bases active at the start (besides those always active).
	Bases []string `json:"bases,omitempty"`
	// Flags set at the start (events already happened, e.g. "barbarossa").
	Flags    []string `json:"flags,omitempty"`
	OOB      []OOB    `json:"oob"`
	Aircraft []string `json:"aircraft,omitempty"`
	// Reinforcements, WarEvents: whether the list and the event tables are
	// used (patrol scenarios play the reduced sequence).
	Reinforcements bool `json:"reinforcements"`
	WarEvents      bool `json:"warEvents"`
	// Setup effects applied at the start (cups, SMZ missions, tenders...).
	Setup   []Effect `json:"setup,omitempty"`
	Victory Victory  `json:"victory"`
	History string   `json:"history,omitempty"`
	// Political is the political war's starting state [36.1] (authored:
	// the rules leave it MISSING); nil where the scenario does not play it.
	Political *PoliticalStart `json:"political,omitempty"`
}

// PoliticalStart is a campaign's starting influence with each group
// (OKM, OKW, OKL, Chancellery; −2…+2, absent = 0) and prestige (0–9) for
// the optional political war [36.1].
type PoliticalStart struct {
	Influence map[string]int `json:"influence,omitempty"`
	Prestige  int            `json:"prestige"`
}

// OOB places one boat at the start [31.01].
type OOB struct {
	Boat string `json:"boat"`
	// Where is "<base>:<box>" (box: workup, inport, pier, ready, r1, r2, r3,
	// hold), "<base>:roll" for the [31.01] set-up roll, or "<area>:operating"
	// / "<area>:done" at sea, optionally with ":patrol" or ":transit" side.
	Where string `json:"where"`
	Ace   string `json:"ace,omitempty"`
	// AceLevel is 1 or 2 (default 1).
	AceLevel int `json:"aceLevel,omitempty"`
	Inexp    int `json:"inexp,omitempty"`
}

// Victory conditions (scored by campaign.judge at the end, [16.1]). Kind
// "campaign": monthly VP from the VP table [31.03]; Britain's capitulation
// [31.04] ends the game as "Strategic victory", otherwise the levels are
// read against the VP total. "tonnage" / "ships": kt / ships sunk by the end,
// less LossPenalty per boat lost. "patrol": the kt sunk on patrols that came
// home (a lost boat's patrol scores nothing); the game ends when every boat
// of the order of battle has sailed and come home or been lost. A score
// below every level is "Defeat"; so is losing every boat.
type Victory struct {
	Kind string `json:"kind"`
	// Levels are ordered best first, each a name and the minimum to reach it.
	Levels []VictoryLevel `json:"levels"`
	// LossPenalty is subtracted from the score per boat lost (kind "tonnage").
	LossPenalty int    `json:"lossPenalty,omitempty"`
	Text        string `json:"text"`
}

// VictoryLevel is one step of a victory scale.
type VictoryLevel struct {
	Name string `json:"name"`
	Min  int    `json:"min"`
}

// Construction is the optional alternative construction of [35.1]: the
// historical building blocks and the conference options that swap them.
type Construction struct {
	Rationale string         `json:"rationale,omitempty"`
	Blocks    []BuildBlock   `json:"blocks"`
	Options   []BuildOptions `json:"options"`
}

// BuildBlock is one historical block of boats [35.1]; a block with
// RemovedWith goes to training when every block it names is swapped
// ([35.11]: block 8 with blocks 3 and 4).
type BuildBlock struct {
	ID          int      `json:"id"`
	Boats       []string `json:"boats"`
	RemovedWith []int    `json:"removedWith,omitempty"`
}

// BuildOptions is one choice of [35.1] or [35.2]: its side (Dönitz or the
// OKM for [35.1]; the block of boats for [35.2], whose alternatives
// exclude each other) and the blocks it swaps.
type BuildOptions struct {
	ID    string `json:"id"`
	Rule  string `json:"rule"`
	Side  string `json:"side"`
	Swaps []int  `json:"swaps,omitempty"`
}

// ForcedEvents lists the places in Events of the war events with a forced
// date [5.4], in order: as made by Index while Events is the array it was
// made for (the bots ask at every decision: issue 16, session 40), else
// made again.
func (t *Theatre) ForcedEvents() []int {
	if len(t.Events) == t.forcedLen && (len(t.Events) == 0 || &t.Events[0] == t.forcedAt) {
		return t.forced
	}
	return forcedEvents(t.Events)
}

func forcedEvents(evs []WarEvent) []int {
	var out []int
	for i := range evs {
		if evs[i].Forced != "" {
			out = append(out, i)
		}
	}
	return out
}
