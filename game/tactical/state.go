package tactical

import (
	"fmt"

	"periscope/game/engine"
)

// Vessel is one ship or submarine in play: its class, where it is, and the
// log fields the rules keep for it (spec §19 Entities).
type Vessel struct {
	ID string `json:"id"` // "U.190", "Armada", "C-2 1/1"
	// Name is a readable designation where the id is not one: a campaign
	// fight's ships keep their counters' ids ("m-no-2t#2", in the fight's
	// saves) and are named by class and convoy station ("C-2 2/1",
	// "Flower 1"; DESIGN.md "Fight it out").
	Name  string `json:"name,omitempty"`
	Class string `json:"class"`
	Sub   bool   `json:"sub,omitempty"`
	Side  Side   `json:"side"`

	Bow    Hex `json:"bow"`
	Facing Dir `json:"facing"`

	Damage int `json:"damage,omitempty"`
	// HP is the hit points short of the next damage point under the
	// Advanced d66 tables [37–39]: 10 HP make a point.
	HP   int  `json:"hp,omitempty"`
	DIW  bool `json:"diw,omitempty"`  // dead in the water [13.7, 19.1]
	Sunk bool `json:"sunk,omitempty"` // removed from play [13.6, 19.3]
	// Exited: left the board by an edge the scenario allows, and when [6.10].
	Exited     bool `json:"exited,omitempty"`
	ExitedTurn int  `json:"exitedTurn,omitempty"`
	ExitedEdge int  `json:"exitedEdge,omitempty"`
	// SpeedCap halves the maximum speed after a collision with a
	// submarine [10.2]; 0 = the class speed.
	SpeedCap int `json:"speedCap,omitempty"`
	// Speed is the last turn's actual speed (the escort's current speed
	// log [8.2]); Moved is false until its first move (turn 1 is free [8.2.3]).
	Speed       int  `json:"speed"`
	Moved       bool `json:"moved,omitempty"`
	TurnedAtEnd bool `json:"turnedAtEnd,omitempty"`
	// CapacityOverride replaces the class's damage capacity (a campaign
	// counter's own tonnage, see DESIGN.md "Fight it out"); 0 = the class's.
	CapacityOverride int `json:"capacity,omitempty"`
	// NoATW: the scenario's ship carries no ahead-throwing weapon though
	// its class does (ScenarioShip.NoATW).
	NoATW bool `json:"noATW,omitempty"`
	// Cargo is a merchantman's rolled cargo [60] (nil: the class's VP).
	Cargo *Cargo `json:"cargo,omitempty"`
	// CampaignID is the campaign counter this vessel stands for.
	CampaignID string `json:"campaignID,omitempty"`
	// Plotted: a capital ship that moves with the convoy's plot, three
	// turns ahead (S6, S7); Release is the range at which it is released
	// to move freely (S6: the boat fires or comes within 10 hexes; 0 = never).
	Plotted bool `json:"plotted,omitempty"`
	Release int  `json:"release,omitempty"`
	// Guns gives a merchantman the scenario's gunnery [17.3] (nil = the class's).
	Guns *[3]int `json:"guns,omitempty"`

	// Escorts.
	LastAttack    int    `json:"lastAttack,omitempty"`    // turn of its last ASW attack [15.7]
	GunTurn       int    `json:"gunTurn,omitempty"`       // last turn it fired its guns [17]
	StarShellTurn int    `json:"starShellTurn,omitempty"` // last turn it fired star shells [25.5]
	Sonar         string `json:"sonar,omitempty"`         // fitted set [24]; "" = none
	Radar         string `json:"radar,omitempty"`

	// Submarines.
	Depth int `json:"depth,omitempty"`
	EP    int `json:"ep,omitempty"`
	// ChargeTurns counts the turns surfaced since the last EP restored
	// (the [34] charging switch).
	ChargeTurns int    `json:"chargeTurns,omitempty"`
	MaxDived    int    `json:"maxDived,omitempty"` // deepest depth survived below MD [9.8]
	NoDive      bool   `json:"noDive,omitempty"`   // surfaced with no EP [8.3.4]
	Torpedo     string `json:"torpedo,omitempty"`  // the one Basic type [14.5]
	Tubes       []Tube `json:"tubes,omitempty"`
	BowReloads  int    `json:"bowReloads,omitempty"`
	SternReload int    `json:"sternReloads,omitempty"`
	Fired       int    `json:"fired,omitempty"`      // torpedoes fired [20.1.4]
	LaunchTurn  int    `json:"launchTurn,omitempty"` // the last turn it fired torpedoes [52]
	// NotCarried are torpedoes of the class's load the boat started
	// without (a campaign boat's expended load, or [62]).
	NotCarried int `json:"notCarried,omitempty"`
	// CirclingLeft is how many more torpedoes the boat may fire circling
	// under the [41] load limit (a quarter of its load acoustic or
	// circling; set at set-up when CirclingLimited, under circling [51]).
	CirclingLeft    int  `json:"circlingLeft,omitempty"`
	CirclingLimited bool `json:"circlingLimited,omitempty"`
	// ASWTurn is the last turn the boat "underwent" a DC or Squid attack
	// (spec §18 ambiguity 14) [15.9, 22.7].
	ASWTurn int `json:"aswTurn,omitempty"`
	// Automated: an S3–S5 boat moved by the table, its EP ignored, its
	// depth charges rolled for [20.7], spec §18 ambiguity 11.
	Automated bool `json:"automated,omitempty"`
	Hidden    bool `json:"hidden,omitempty"`    // off the board [21]
	RadarHeld bool `json:"radarHeld,omitempty"` // found by radar, until it goes below 25 ft [23.4.2]
	Sonared   bool `json:"sonared,omitempty"`   // held by sonar this turn [22.6]

	// Crew is the crew's rating under the crews switch [49] ("" none rolled).
	Crew Crew `json:"crew,omitempty"`
	// EPTurn is the last turn the boat spent emergency power (its homing
	// modification under the Advanced EP switch [34]).
	EPTurn int `json:"epTurn,omitempty"`
	// Silent running [32]: SilentFrom is the first turn of the boat's
	// current (or last) silent pair and SilentHexes its hexes that turn;
	// SilentTurn the last turn it ran silent.
	SilentFrom  int `json:"silentFrom,omitempty"`
	SilentHexes int `json:"silentHexes,omitempty"`
	SilentTurn  int `json:"silentTurn,omitempty"`
	// FoxerLost is the turn an escort's foxer was destroyed decoying an
	// acoustic torpedo [51]; FoxerTurn and FoxerCount count the acoustic
	// torpedoes that reached it in a turn.
	// MkXUsed: the escort has dropped its one Mk X one-ton charge [51].
	MkXUsed bool `json:"mkXUsed,omitempty"`
	// Stocked: the escort's depth-charge stock was rolled [61]; DCLeft
	// charges and ATWLeft ahead-throwing rounds are left (own.go).
	Stocked bool `json:"stocked,omitempty"`
	DCLeft  int  `json:"dcLeft,omitempty"`
	ATWLeft int  `json:"atwLeft,omitempty"`
	// PowerReloaded: the Type XXI's one power reload is done [59].
	PowerReloaded bool `json:"powerReloaded,omitempty"`
	FoxerLost     int  `json:"foxerLost,omitempty"`
	FoxerOff      bool `json:"foxerOff,omitempty"` // its X/O mark on O [51]
	FoxerTurn     int  `json:"foxerTurn,omitempty"`
	FoxerCount    int  `json:"foxerCount,omitempty"`
	// SnortTurn is the last turn the boat snorted [33].
	SnortTurn int `json:"snortTurn,omitempty"`
	// EvadedTurn is the last turn the ship evaded a torpedo, Evaded where
	// it came from this turn [40].
	EvadedTurn int      `json:"evadedTurn,omitempty"`
	Evaded     *Evasion `json:"evaded,omitempty"`
	// Aim is the targets the boat named on turn AimTurn for its next
	// salvo [35].
	Aim     []string `json:"aim,omitempty"`
	AimTurn int      `json:"aimTurn,omitempty"`
}

// Side is the player a vessel belongs to.
type Side string

// The two sides [3.4].
const (
	SubSide    Side = "sub"
	EscortSide Side = "escort"
)

// Tube is one torpedo tube [11.1, 14].
type Tube struct {
	Stern  bool `json:"stern,omitempty"`
	Loaded bool `json:"loaded"`
	// Ready is the turn at whose end a reload in progress completes
	// (0 = not reloading) [14.2].
	Ready int `json:"ready,omitempty"`
	// Type is the torpedo in the tube when it is not the boat's own type
	// (an acoustic one [41, 51]); a reload brings the boat's type.
	Type string `json:"type,omitempty"`
}

// Stern is the hex behind the bow [2.2].
func (v *Vessel) Stern() Hex { return v.Bow.Neighbour(v.Facing.Reverse()) }

// Hexes are the two hexes the counter covers.
func (v *Vessel) Hexes() [2]Hex { return [2]Hex{v.Bow, v.Stern()} }

// Occupies reports whether the counter covers h.
func (v *Vessel) Occupies(h Hex) bool { return v.Bow == h || v.Stern() == h }

// Surfaced is a surface ship, or a submarine at 0 ft [9.2].
func (v *Vessel) Surfaced() bool { return !v.Sub || v.Depth == 0 }

// InPlay is afloat and on the board.
func (v *Vessel) InPlay() bool { return !v.Gone() }

// Gone is a vessel out of play: sunk [13.6], or left the board by an edge
// the victory conditions allow [6.10].
func (v *Vessel) Gone() bool { return v.Sunk || v.Exited }

// Pose is the vessel's position as a Pose.
func (v *Vessel) Pose() Pose { return Pose{Bow: v.Bow, Facing: v.Facing} }

// Torpedo is one torpedo on the board [12].
type Torpedo struct {
	N       int    `json:"n"` // serial number, in firing order
	Type    string `json:"type"`
	Owner   string `json:"owner"`
	Hex     Hex    `json:"hex"`
	Heading Dir    `json:"heading"`
	Shallow bool   `json:"shallow,omitempty"` // a spare marker under it [12.4]
	Fired   int    `json:"fired"`             // turn of fire
	Run     int    `json:"run"`               // hexes run so far
	// FirstRun is the hexes plotted for the turn of fire [11.4.4].
	FirstRun int      `json:"firstRun,omitempty"`
	Tried    []string `json:"tried,omitempty"` // ships it has tried to hit [13.10]
	// Corner turns the heading half a hexside (−1 to port, +1 to
	// starboard): a hexside run of the twelve headings [36]; Side: it is
	// on the hexside between the hexes ahead of Hex in Heading and in the
	// heading turned by Corner.
	Corner int  `json:"corner,omitempty"`
	Side   bool `json:"side,omitempty"`
	// Aimed is the targets of the aimed salvo it belongs to [35].
	Aimed []string `json:"aimed,omitempty"`
	Gone  bool     `json:"gone,omitempty"`
	// Hidden: kept off the board after its turn of fire [40] (only the
	// Sub player sees it); Revealed: it met a ship and stays on the board.
	Hidden   bool `json:"hidden,omitempty"`
	Revealed bool `json:"revealed,omitempty"`
	// A circling torpedo (FAT) [51]: Circle is its first leg (0: it runs
	// straight), Leg the hexes run on the current leg, Turning the 60°
	// turns left of a 180° turn, Turn the side of the next (+1 starboard).
	Circle  int `json:"circle,omitempty"`
	Leg     int `json:"leg,omitempty"`
	Turning int `json:"turning,omitempty"`
	Turn    int `json:"turn,omitempty"`
}

// ASWKind is a kind of anti-submarine counter [15.2].
type ASWKind string

// The counters.
const (
	RackDC   ASWKind = "DC"  // stern rack [15.4]
	KGunDC   ASWKind = "DCK" // K-gun [15.5]
	Hedgehog ASWKind = "H"   // [15.6.3]
	Squid    ASWKind = "S"   // [15.6.4]
)

// IsDC is a depth charge (rack or K-gun).
func (k ASWKind) IsDC() bool { return k == RackDC || k == KGunDC }

// ASWCounter is one counter placed in the escort phase, resolved in phase 9.
type ASWCounter struct {
	Kind   ASWKind `json:"kind"`
	Hex    Hex     `json:"hex"`
	Owner  string  `json:"owner"`
	Depth  int     `json:"depth,omitempty"`  // a depth charge's setting [16.3.1]
	DCType string  `json:"dcType,omitempty"` // 300lb, …
	Turn   int     `json:"turn"`
}

// Options are the rule switches: the spec §18 readings and the optional
// rules. The zero value is not valid; use DefaultOptions.
type Options struct {
	// AirSight: ONS 5's option, with hidden movement by day aircraft see
	// every boat at 25–75 ft [20.1 campaign] (only where Battle.Air).
	AirSight bool `json:"airSight,omitempty"`
	// HKOnStation: the hunter-killer group takes stations, no edge roll
	// (ambiguity 26, the other reading).
	HKOnStation bool `json:"hkOnStation,omitempty"`
	// AirDCHalf: an ONS 5 air DC does half the 300 lb row's damage (one
	// charge of a counter's two [56.2]).
	AirDCHalf bool `json:"airDCHalf,omitempty"`
	// SquidATW: under advanced-asw a Squid still reads the ATW table by
	// counters in the hex, no depth [16.4.1] (ambiguity 15, the other
	// reading; the recommended one resolves each counter as a DC [43]).
	SquidATW bool `json:"squidATW,omitempty"`
	// DoubleTurnSpeed is the [6.7] speed limit (3 Basic, 5 Advanced).
	DoubleTurnSpeed int `json:"doubleTurnSpeed"`
	// SpeedChange is the most a speed may change a turn [8.2] (2 / 3).
	SpeedChange int `json:"speedChange"`
	// CollisionHalfUp: "at least ½" is ⌈capacity/2⌉ (ambiguity 4).
	CollisionHalfUp bool `json:"collisionHalfUp"`
	// DepthLimitTo25: ⌊1.5 MD⌋ rounded down to a multiple of 25 (ambiguity 5).
	DepthLimitTo25 bool `json:"depthLimitTo25"`
	// FullRiseAtNoEP: a sub out of power rises its full rate (ambiguity 6).
	FullRiseAtNoEP bool `json:"fullRiseAtNoEP"`
	// AttackedWithin is the distance in hexes from a DC, DCK or Squid
	// counter at which a boat counts as attacked (ambiguity 14); −1 means
	// only a counter in its own hexes.
	AttackedWithin int `json:"attackedWithin"`
	// RetroactiveWake validates every path against every wake of the turn
	// (ambiguity 13).
	RetroactiveWake bool `json:"retroactiveWake"`
	// DIWWeaponsNoRack: a DIW ship keeps guns, ATW and K-guns, not racks
	// (ambiguity 22).
	DIWWeaponsNoRack bool `json:"diwWeaponsNoRack"`
	// Exits are the board edges each side may leave by (the victory
	// conditions' [6.10]); a move off any other edge is refused.
	Exits []ExitRule `json:"exits,omitempty"`
	// Night: a night scenario [21, 25].
	Night bool `json:"night,omitempty"`
	// HiddenMovement [21], Sonar [22].
	HiddenMovement bool `json:"hiddenMovement,omitempty"`
	Sonar          bool `json:"sonar,omitempty"`
	// HedgehogTwoAhead: the Advanced Hedgehog fires exactly two hexes
	// ahead [42].
	HedgehogTwoAhead bool `json:"hedgehogTwoAhead,omitempty"`
	// AdvancedConvoy: the convoy's Advanced speeds, fast 3 and slow 2 [30].
	AdvancedConvoy bool `json:"advancedConvoy,omitempty"`
	// ExtraKGuns: [53].
	ExtraKGuns bool `json:"extraKGuns,omitempty"`
	// DamageCapped: "damage inflicted" (S8 [20.8]) counts no more than
	// each ship's capacity; off (the reading), every point the hits
	// scored counts.
	DamageCapped bool `json:"damageCapped,omitempty"`
	// ArmingHexes: Advanced arming [39] (ambiguity 9): a hit within the
	// torpedo's first ArmingHexes hexes is a dud, in whatever turn; 0
	// keeps the Basic dud in the turn of fire [13.8].
	ArmingHexes int `json:"armingHexes,omitempty"`
	// EPCharge: [34] three turns surfaced restore one EP, up to the
	// starting value (ChargeTurns counts them).
	EPCharge bool `json:"epCharge,omitempty"`
	// PlaceBoats: the Sub player places the boats [20.4] puts near a
	// compass (place.go).
	PlaceBoats bool `json:"placeBoats,omitempty"`
	// PlaceEscorts: the Escort player places the escorts [20.3] puts near
	// a compass or outside the convoy's box (switch place-escorts).
	PlaceEscorts bool `json:"placeEscorts,omitempty"`
	// Repair: [52] 1 damage point repaired a turn, at turn end, at speed 2
	// or less (ambiguity 21); not across a 10-point boundary unless dead
	// in the water (then until mobile); merchantmen only while dead in the
	// water; a boat that fired this turn does not repair.
	Repair bool `json:"repair,omitempty"`
	// Weather: [50] one d66 roll at set-up; it shortens night sighting and
	// a periscope's visibility by day and hampers radar (advanced.go).
	Weather bool `json:"weather,omitempty"`
	// Crews: [49] every warship's and boat's crew rolled at set-up; escort
	// crews modify their sonar and radar rolls.
	Crews bool `json:"crews,omitempty"`
	// AdvancedEP: [34] EP = (max − normal submerged) × 60, and a boat that
	// spent EP is easier to hold on sonar.
	AdvancedEP bool `json:"advancedEP,omitempty"`
	// Evasion: [40] a ship may evade a torpedo once a turn.
	Evasion bool `json:"evasion,omitempty"`
	// Acoustic: [41, 51] German boats carry acoustic torpedoes from their
	// availability, up to a quarter of the load; they home on ships under way.
	Acoustic bool `json:"acoustic,omitempty"`
	// AimedFire: [35] a boat names its targets a turn ahead; a salvo not
	// aimed so rolls to hit as un-aimed.
	AimedFire bool `json:"aimedFire,omitempty"`
	// TwelveHeadings: [36] torpedoes may also run along hexsides (plotted
	// LC / RC), the twelve headings.
	TwelveHeadings bool `json:"twelveHeadings,omitempty"`
	// SilentRunning: [32] a submerged boat may run silent in pairs of
	// turns at its n/2 speed, with no reload or repair (silent.go).
	SilentRunning bool `json:"silentRunning,omitempty"`
	// Snort: [33] boats with a snort run at 25 ft on their diesels
	// (snort.go).
	Snort bool `json:"snort,omitempty"`
	// D66Torpedoes: the Advanced torpedo tables [37–39]: a d66 to hit on
	// the Detonation Table, a d66 on the Dud Table, a d66 on the Torpedo
	// Damage Table for hit points (10 HP a damage point), and arming over
	// the first 4 hexes (detonation66.go).
	D66Torpedoes bool `json:"d66Torpedoes,omitempty"`
	// AdvancedRadar: the Advanced radar search [46]: a d66 range by set;
	// a 3 cm set finds a snorting boat (radar46.go).
	AdvancedRadar bool `json:"advancedRadar,omitempty"`
	// ProlongedAttack: at the end of a convoy scenario the escorts hunt
	// the boats still in contact [34.6] (prolonged.go).
	ProlongedAttack bool `json:"prolongedAttack,omitempty"`
	// NightVisual47: at night an escort without radar rolls its sighting
	// range on the Advanced Night Visual Table [47] (night47.go).
	NightVisual47 bool `json:"nightVisual47,omitempty"`
	// AdvancedASW: the Advanced ASW resolution [42–43]: the Hedgehog's
	// speed column, and one set of dice for all the boats in a hex (asw43.go).
	AdvancedASW bool `json:"advancedASW,omitempty"`
	// HiddenTorpedoes: after their turn of fire torpedoes run off the
	// board until they meet a ship [40] (hidden40.go).
	HiddenTorpedoes bool `json:"hiddenTorpedoes,omitempty"`
	// Foxer: escorts of nations that have it tow a noise-maker that decoys
	// acoustic torpedoes and blunts their own sonar [51] (foxer.go).
	Foxer bool `json:"foxer,omitempty"`
	// MkX: one Mk X one-ton charge for each British destroyer [51] (mkx.go).
	MkX bool `json:"mkX,omitempty"`
	// Circling: German boats may fire G7a and G7e as circling torpedoes
	// (FAT) from their dates [51] (fat.go).
	Circling bool `json:"circling,omitempty"`
	// D66Damage: depth charges, Hedgehog, Squid [43] and gunfire [48]
	// roll a d66 on the Advanced damage table for hit points.
	D66Damage bool `json:"d66Damage,omitempty"`
	// SubVsSub: a boat at 0–25 ft can be torpedoed by an enemy boat [54]
	// (subsub.go).
	SubVsSub bool `json:"subVsSub,omitempty"`
	// AdvancedSonar: the Advanced sweep and homing [44–45] (sonar44.go).
	AdvancedSonar bool `json:"advancedSonar,omitempty"`

	// The other readings of spec §18 (off, the default, is the
	// recommended reading; DESIGN.md has the checklist).
	//
	// StillNoTurn: an escort that does not move may not change facing
	// (ambiguity 3; the reading allows one facing change).
	StillNoTurn bool `json:"stillNoTurn,omitempty"`
	// MagneticShiftsDF: the Magnetic (+) and Acoustic (−) columns shift the
	// damage factor's column instead of adding to the damage (ambiguity 7).
	MagneticShiftsDF bool `json:"magneticShiftsDF,omitempty"`
	// S3MarkersKept: the S3–S5 number markers are drawn without
	// replacement until all seven are out (ambiguity 11).
	S3MarkersKept bool `json:"s3MarkersKept,omitempty"`
	// S3DCTwoSame: the S3–S5 Depth Charge Table's printed "1-2, 2-4, 5-6"
	// read as 1 within 50 ft, 2–4 same depth (ambiguity 11; the reading:
	// 1–2, 3–4).
	S3DCTwoSame bool `json:"s3DCTwoSame,omitempty"`
	// S3ATWRolls: a Hedgehog or Squid counter on an automated S3–S5 boat
	// rolls the Depth Charge Table too, 5–6 a miss (ambiguity 11; the
	// reading: the ATW hits as usual, without the depth modification).
	S3ATWRolls bool `json:"s3ATWRolls,omitempty"`
	// S3SubFires: the automated S3–S5 boat fires its torpedoes at the
	// hunters (ambiguity 11; the reading: it never fires).
	S3SubFires bool `json:"s3SubFires,omitempty"`
	// ConvoyDropSurplus: a convoy larger than its formation drops the
	// ships beyond the slots instead of adding a column (ambiguity 16).
	ConvoyDropSurplus bool `json:"convoyDropSurplus,omitempty"`
	// Sweep50: the Advanced sweep finds boats at 50 ft or deeper only, as
	// [22.1] (ambiguity 17; the reading follows [44.4], 25 ft too).
	Sweep50 bool `json:"sweep50,omitempty"`
	// SubVPNet: S1/S2's "deduct 1 VP" is read as the boat's VP less the
	// Escort player's whole score [20.1] (ambiguity 18; the reading
	// subtracts 1 a torpedo from the boat's score).
	SubVPNet bool `json:"subVPNet,omitempty"`
	// ProlongedSurface: in the prolonged attack the boat's speed is its
	// surface speed only (ambiguity 19).
	ProlongedSurface bool `json:"prolongedSurface,omitempty"`
	// EvasionFour: "Turn(1)" offers four evasions, the turns (L1, R1, 1L,
	// 1R), not the straight run (ambiguity 20).
	EvasionFour bool `json:"evasionFour,omitempty"`
	// RepairToBoundary: [52] repairs up to 9 points a turn, to the 10-point
	// boundary (ambiguity 21; the reading repairs 1).
	RepairToBoundary bool `json:"repairToBoundary,omitempty"`
	// PartialHPVP: the Advanced hit points short of a full point count as
	// one more damage point for VP [20.1.3] (ambiguity 23).
	PartialHPVP bool `json:"partialHPVP,omitempty"`
	// PlaceFromBow: the 7 hexes of [20.4.2] are measured from the boat's
	// bow only (ambiguity 25; the reading measures from either hex).
	PlaceFromBow bool `json:"placeFromBow,omitempty"`
	// CapitalNoDIW: capital ships are never dead in the water from damage,
	// as [19.1] lists only escorts and merchantmen (ambiguity 27).
	CapitalNoDIW bool `json:"capitalNoDIW,omitempty"`
	// QuarterOfClass: the [41]/[62.4] quarter is of the class's full load,
	// not the torpedoes carried (ambiguity 28).
	QuarterOfClass bool `json:"quarterOfClass,omitempty"`
}

// ExitRule lets a side's ships leave by an edge: 6 (the top, row 1), 3 (the
// bottom), 2 (the right side) or 5 (the left side) [2.1, 6.10].
type ExitRule struct {
	Side Side `json:"side"`
	Edge int  `json:"edge"`
}

// DefaultOptions are the Basic game with the spec's recommended readings.
func DefaultOptions() Options {
	return Options{DoubleTurnSpeed: 3, SpeedChange: 2, CollisionHalfUp: true, DepthLimitTo25: true,
		FullRiseAtNoEP: true, AttackedWithin: 2, RetroactiveWake: true, DIWWeaponsNoRack: true}
}

// Note is one line of the engagement's log: rule and text.
type Note struct {
	Turn int    `json:"turn"`
	Rule string `json:"rule"`
	Text string `json:"text"`
	// Msg is the line as a message (i18n/defs_tactical4.go), the English
	// Text its fallback.
	Msg *engine.Msg `json:"msg,omitempty"`
}

// Battle is the whole state of one engagement: JSON-serialisable, no
// pointers into itself (vessels and torpedoes are named by ID and number).
type Battle struct {
	Turn           int          `json:"turn"`
	Period         Period       `json:"period"`
	Options        Options      `json:"options"`
	Vessels        []Vessel     `json:"vessels"`
	Torpedoes      []Torpedo    `json:"torpedoes,omitempty"`
	ASW            []ASWCounter `json:"asw,omitempty"`
	TorpedoesFired int          `json:"torpedoesFired"`
	// ConvoySpeed is the convoy's fixed speed (fast 2, slow 1 [7.6.1]; 0 =
	// no convoy) and ConvoyPlans its plots, written three turns ahead [5.1.3].
	ConvoySpeed int `json:"convoySpeed,omitempty"`
	// ConvoyAutomated: the S1/S2 convoy's move is rolled each turn [20.7].
	ConvoyAutomated bool         `json:"convoyAutomated,omitempty"`
	ConvoyPlans     []ConvoyPlan `json:"convoyPlans,omitempty"`
	NextTorpedo     int          `json:"nextTorpedo"`
	// Weather is the scenario's weather [50] under the weather switch.
	Weather Weather `json:"weather,omitempty"`
	// Sea is a designed battle's chosen weather column [50] ("" = the
	// first boat's nation's).
	Sea string `json:"sea,omitempty"`
	// DIWAtStart are the ships dead in the water when the turn began [10.6].
	DIWAtStart []string `json:"diwAtStart,omitempty"`
	// MarkersOut are the S3–S5 number markers drawn and set aside under
	// s3-markers-kept (ambiguity 11's other reading).
	MarkersOut []int `json:"markersOut,omitempty"`
	// Paths are this turn's moves of surface ships, for the wake rule [15.4.9].
	Paths      []Path      `json:"paths,omitempty"`
	StarShells []StarShell `json:"starShells,omitempty"`
	// Reserves are boats still to enter under [26]; EntryTried the last
	// turn an entry was tried.
	Reserves   []Reserve `json:"reserves,omitempty"`
	EntryTried int       `json:"entryTried,omitempty"`
	Notes      []Note    `json:"notes,omitempty"`
	// Dud is the Dud Table [38] value a campaign fight sets for a torpedo
	// type from the campaign's torpedo track (DESIGN.md "Fight it out"):
	// it replaces the type's own, and a hit rolls it under the Basic
	// tables too.
	Dud map[string]int `json:"dud,omitempty"`
	// Air: aircraft over the convoy by day (ONS 5); AirDCs the air depth
	// charges left, AirUsed those dropped (+1 VP each to the Sub player),
	// AirTurn the boats attacked from the air this turn [20.1 campaign].
	Air     bool     `json:"air,omitempty"`
	AirDCs  int      `json:"airDCs,omitempty"`
	AirUsed int      `json:"airUsed,omitempty"`
	AirTurn []string `json:"airTurn,omitempty"`
	// Design your own (own.go): Reload is the [59] column ("advanced" or
	// "basic"; "" the Basic game's three turns [14.2]); ConvoyTurnEvery
	// limits the convoy's turns to one in so many turns [58], ConvoyTurned
	// the turn of the last.
	Reload          string `json:"reload,omitempty"`
	ConvoyTurnEvery int    `json:"convoyTurnEvery,omitempty"`
	ConvoyTurned    int    `json:"convoyTurned,omitempty"`
}

// Path is one surface ship's move this turn: the hexes it entered, and its
// wake (every hex it occupied, passed through or swung its stern into) [15.4.9].
type Path struct {
	ID      string `json:"id"`
	Entered []Hex  `json:"entered"`
	Wake    []Hex  `json:"wake"`
}

// Game works on a Battle with the data and the dice.
type Game struct {
	B    *Battle
	Data *Data
	Dice *Dice
	// NearestTarget: the victory counts damage inflicted, not VP (S8
	// [20.8]): the boats go for the nearest merchantman (targetOf).
	NearestTarget bool
	// OnNote, when set, takes every note instead of Battle.Notes (the step
	// machine writes it to the game log as it is made).
	OnNote func(Note)
	// Evade, when set, chooses a ship's evasion [40] among the options
	// (best first; res is the table's "T" or "T1"): an index, or −1 to
	// hold course. Unset, the first (the computer's choice) is taken.
	Evade func(v *Vessel, t Torpedo, res string, opts []EvasionOption) int
	// sight is the night visual range each escort without radar rolled
	// this hide phase on the Advanced table [47] (surfaced, 25 ft); nil
	// outside PhaseEnd or with the switch off.
	sight map[string][2]int
	// sameDice holds the rolls of this ASW resolution by counter (or Squid
	// hex) under advanced-asw [43]: one set of dice for all boats in a hex.
	sameDice map[string]int
	// aswTimes multiplies the damage of the ASW roll being made (the Mk X's
	// ×4 [51]); 0 is 1.
	aswTimes int
	// aswHalf halves it (an air depth charge: one charge, where a DC
	// counter is two [56.2]).
	aswHalf bool
	// boatsGiven are the hexes the scenario gives its boats, known to both
	// players while the escorts are placed near a compass before the boats
	// are on the board [20.3] (set-up only).
	boatsGiven []Hex
}

// Vessel finds a vessel by ID (nil if none).
func (g *Game) Vessel(id string) *Vessel {
	for i := range g.B.Vessels {
		if g.B.Vessels[i].ID == id {
			return &g.B.Vessels[i]
		}
	}
	return nil
}

// SubClass and ShipClass look up a vessel's class.
func (g *Game) SubClass(v *Vessel) *SubClass { return g.Data.Subs[v.Class] }

// ShipClass is the class of a surface vessel.
func (g *Game) ShipClass(v *Vessel) *ShipClass { return g.Data.Ships[v.Class] }

// Capacity is the damage that sinks the vessel [4.4.10, 4.5.2.1].
func (g *Game) Capacity(v *Vessel) int {
	if v.CapacityOverride > 0 {
		return v.CapacityOverride
	}
	if v.Sub {
		return g.SubClass(v).SunkAt
	}
	if v.Cargo != nil && v.Cargo.TripleToSink { // [60] timber: triple the hits to sink
		return 3 * g.ShipClass(v).Damage
	}
	return g.ShipClass(v).Damage
}

// VP is the vessel's victory points [4.4.8, 4.5.2.6].
func (g *Game) VP(v *Vessel) int {
	if v.Sub {
		return g.SubClass(v).VP
	}
	if v.Cargo != nil { // [60]: the cargo's VP
		return v.Cargo.VP
	}
	return g.ShipClass(v).VP
}

// Role of a vessel ("" for a submarine).
func (g *Game) Role(v *Vessel) Role {
	if v.Sub {
		return ""
	}
	return g.ShipClass(v).Role
}

// MaxSpeed is the ship's maximum speed now [6.1, 10.2].
func (g *Game) MaxSpeed(v *Vessel) int {
	if v.SpeedCap > 0 {
		return v.SpeedCap
	}
	if v.Sub {
		return g.SubClass(v).SurfaceSpeed
	}
	return g.ShipClass(v).Speed
}

// Note logs a line with its rule and no message (tests; the rules use Say).
func (g *Game) Note(rule, f string, a ...any) { g.Say(rule, nil, f, a...) }

// Say logs a line with its rule and its message.
func (g *Game) Say(rule string, m *engine.Msg, f string, a ...any) {
	n := Note{Turn: g.B.Turn, Rule: rule, Text: fmt.Sprintf(f, a...), Msg: m}
	if g.OnNote != nil {
		g.OnNote(n)
		return
	}
	g.B.Notes = append(g.B.Notes, n)
}

// AddSub puts a submarine in play with full tubes and reloads [11.1, 4.4.13].
// The pointer it returns (like every *Vessel) is valid until the next vessel
// is added; look vessels up by ID across additions.
func (g *Game) AddSub(id, class, torpedo string, bow Hex, facing Dir, depth int) (*Vessel, error) {
	c := g.Data.Subs[class]
	if c == nil {
		return nil, fmt.Errorf("no submarine class %q", class)
	}
	if torpedo == "" && len(c.Torpedoes) > 0 {
		torpedo = c.Torpedoes[0]
	}
	if g.Data.Torpedoes[torpedo] == nil {
		return nil, fmt.Errorf("no torpedo type %q", torpedo)
	}
	v := Vessel{ID: id, Class: class, Sub: true, Side: SubSide, Bow: bow, Facing: facing, Depth: depth, EP: c.EP,
		Torpedo: torpedo, BowReloads: c.BowReloads, SternReload: c.SternReloads}
	for i := 0; i < c.BowTubes; i++ {
		v.Tubes = append(v.Tubes, Tube{Loaded: true})
	}
	for i := 0; i < c.SternTubes; i++ {
		v.Tubes = append(v.Tubes, Tube{Stern: true, Loaded: true})
	}
	g.B.Vessels = append(g.B.Vessels, v)
	return &g.B.Vessels[len(g.B.Vessels)-1], nil
}

// AddShip puts a surface ship in play.
func (g *Game) AddShip(id, class string, bow Hex, facing Dir) (*Vessel, error) {
	c := g.Data.Ships[class]
	if c == nil {
		return nil, fmt.Errorf("no ship class %q", class)
	}
	v := Vessel{ID: id, Class: class, Side: EscortSide, Bow: bow, Facing: facing, Sonar: c.Sonar}
	if c.RadarIn(g.B.Period) { // [63]
		v.Radar = "fitted"
	}
	g.B.Vessels = append(g.B.Vessels, v)
	return &g.B.Vessels[len(g.B.Vessels)-1], nil
}

// NewGame starts an empty engagement on turn 1.
func NewGame(d *Data, dice *Dice, period Period, opt Options) *Game {
	return &Game{B: &Battle{Turn: 1, Period: period, Options: opt, NextTorpedo: 1}, Data: d, Dice: dice}
}
