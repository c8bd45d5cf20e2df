package campaign

import (
	"strconv"
	"strings"

	"periscope/game/dice"
	"periscope/game/engine"
)

// StateVersion is the schema version of State; saves carry it.
//
//	1  the first
//	2  patrols record what they met (PatrolLog.Met, PatrolReport.Met); a
//	   version-1 state reads as version 2 with Met nil ("not recorded")
const StateVersion = 2

// OldestStateVersion is the oldest state version Restore can convert.
const OldestStateVersion = 1

// State is the whole game as plain data: JSON-serialisable, with no pointers
// into itself, maps only where iteration is never order-dependent (code
// iterates sorted keys). Every counter is in exactly one place (see
// invariants.go).
type State struct {
	Version  int         `json:"version"`
	System   string      `json:"system"`
	Scenario string      `json:"scenario"`
	Options  []string    `json:"options,omitempty"`
	Seed     uint64      `json:"seed"`
	Dice     dice.Source `json:"dice"`

	// Calendar [16.6]: Month is data.MonthIndex, Week 1–4.
	Turn   int `json:"turn"`
	Month  int `json:"month"`
	Week   int `json:"week"`
	Period int `json:"period"`
	// Phase is the rule number of the phase being played, e.g. "12".
	Phase string `json:"phase"`

	G7      int  `json:"g7"`
	BDienst int  `json:"bdienstLevel"`
	Enigma  int  `json:"enigmaLevel"`
	Enigma4 bool `json:"enigma4,omitempty"`

	Tracks Tracks `json:"tracks"`
	// Flags are game-wide facts ("barbarossa", "torch", "weserubung", ...).
	Flags map[string]bool `json:"flags,omitempty"`
	// EventCount counts occurrences of each war event [5.2].
	EventCount map[string]int `json:"eventCount,omitempty"`
	// TorpedoTried marks torpedo thresholds already rolled for (index into
	// the table) [6.0].
	TorpedoTried []int `json:"torpedoTried,omitempty"`

	Subs  []Sub       `json:"subs"`
	Bases []BaseState `json:"bases"`

	// Allied counters. A unit id is "<type id>#<n>". Every unit is in
	// exactly one of: a cup, Aside (spare, available at the next remix),
	// NotYet (not yet available), OutPeriod (out until the next period),
	// Out (out of play for good), or on the combat board.
	Cups      map[string][]string `json:"cups"`
	Aside     []string            `json:"aside"`
	NotYet    []string            `json:"notYet"`
	OutPeriod []string            `json:"outPeriod,omitempty"`
	Out       []string            `json:"out,omitempty"`

	// TDC counters: TDCValue[i] is counter i's value; TDCPool holds the
	// indexes of those in the pool (the rest are on the board) [14.14].
	TDCValue []int `json:"tdcValue"`
	TDCPool  []int `json:"tdcPool"`

	// Aces: each ace is in the pool, on a sub (Sub.Ace), or gone.
	AcePool []string `json:"acePool"`
	AceGone []string `json:"aceGone,omitempty"`

	Intel     Intel         `json:"intel"`
	Aircraft  []AirState    `json:"aircraft,omitempty"`
	Mines     []Minefield   `json:"mines,omitempty"`
	Missions  []Mission     `json:"missions,omitempty"`
	Overrides []Override    `json:"overrides,omitempty"`
	Tenders   []TenderState `json:"tenders,omitempty"`
	Supply    []SupplyState `json:"supply,omitempty"`
	// NotVirgin holds the OpAreas whose virgin status [30.5] has been used
	// up (searched in an earlier week); they stay normal water for the rest
	// of the game [30.52], across war periods.
	NotVirgin []string `json:"notVirgin,omitempty"`
	// Searched holds the OpAreas searched this turn [30.51]: at the next
	// turn start they join NotVirgin (the virgin bonus lasts for the first
	// week in which subs search there).
	Searched []string `json:"searched,omitempty"`
	// Progress is the pending war-period / Barbarossa rolls [17].
	Progress []ProgressRoll `json:"progress,omitempty"`
	// Raids records, for each naval base [30.4], the last turn a sub tried
	// to enter it (one sub per base per turn).
	Raids map[string]int `json:"raids,omitempty"`
	// InternedUsed marks the interned tankers' one attempt this week [21.31].
	InternedUsed bool `json:"internedUsed,omitempty"`
	// CupAdds are the War Mix additions made by events and the list
	// ("cup-add"); they are put back in their cups at every remix [3.15].
	CupAdds []CupAdd `json:"cupAdds,omitempty"`
	// TenderOrders are advanced bases (SMZ ids) waiting for the player to
	// place a tender in the War Progress phase [21.21], [17.5].
	TenderOrders []string `json:"tenderOrders,omitempty"`
	// Packs are Silent War's pre-formed wolfpacks [SW 24], PackSeq the
	// last pack number given, PackExp the wolfpack experience track
	// [24.7] and PackLevelTurn the turn each level was reached [24.12].
	Packs         []WolfPack  `json:"packs,omitempty"`
	PackSeq       int         `json:"packSeq,omitempty"`
	PackExp       int         `json:"packExp,omitempty"`
	PackLevelTurn map[int]int `json:"packLevelTurn,omitempty"`
	// QuickCup is the cup the next quick resolution draws from first
	// (0–3: A–D) [SW 27.0] step 6.
	QuickCup int `json:"quickCup,omitempty"`
	// Political is the optional political war's state [36.1] (the
	// "political" switch; nil without it).
	Political *Political `json:"political,omitempty"`

	Combat *Combat `json:"combat,omitempty"`

	// The step machine's part: the procedure still to run (Stack, top is
	// last), the decision the game waits for (Pending), and the counters
	// of decisions and log entries.
	engine.Procedure

	Over   bool     `json:"over,omitempty"`
	Result *Outcome `json:"result,omitempty"`

	// Chronicle is the month-by-month record [16.12] and Patrols the
	// after-action reports of finished patrols.
	Chronicle []MonthRecord  `json:"chronicle,omitempty"`
	Patrols   []PatrolReport `json:"patrols,omitempty"`
}

// Tracks are the game's running totals. Cumulative ones never reset; the
// Month ones reset at the end of each month in Campaign I [16.12].
type Tracks struct {
	Ships      int `json:"ships"`
	Tons       int `json:"tons"`
	SubsLost   int `json:"subsLost"`
	VP         int `json:"vp"`
	MonthShips int `json:"monthShips"`
	MonthTons  int `json:"monthTons"`
	MonthLost  int `json:"monthLost"`
}

// Sub statuses.
const (
	StFuture   = "future"   // not yet arrived
	StBase     = "base"     // in a base box (Base, Box)
	StSea      = "sea"      // at sea (Area, Section, Side)
	StRefit    = "refit"    // in a refit box until its return
	StSunk     = "sunk"     // lost (counts on the subs-lost track)
	StWrecked  = "wrecked"  // structural total loss [18.1]; not counted as sunk
	StScrapped = "scrapped" // scrapped by the player [18.4]
	StTraining = "training" // withdrawn to training duty
	StOut      = "out"      // not in this scenario
)

// Base boxes, from the hold to the sea [9.0], [10.0].
const (
	BoxHold   = "hold"
	BoxR3     = "r3"
	BoxR2     = "r2"
	BoxR1     = "r1"
	BoxWorkUp = "workup"
	BoxInPort = "inport"
	BoxPier   = "pier" // "Shipside" at a tender
	BoxReady  = "ready"
)

// Sections of an OpArea [2.1] and sides of a sub counter [2.3A].
const (
	Operating = "operating"
	Done      = "done"
	Transit   = "transit"
	Patrol    = "patrol"
)

// Sub is one submarine's state. Where it is depends on Status: Base and
// Box at a base; Area, Section and Side at sea.
type Sub struct {
	ID     string `json:"id"`
	Status string `json:"status"`
	// Base is the base box it is in (StBase, StRefit), or its home base.
	Base    string `json:"base,omitempty"`
	Box     string `json:"box,omitempty"`
	Area    string `json:"area,omitempty"`
	Section string `json:"section,omitempty"`
	Side    string `json:"side,omitempty"`

	Damage  int  `json:"damage,omitempty"`
	Spotted bool `json:"spotted,omitempty"`
	RTB     bool `json:"rtb,omitempty"`
	Inexp   int  `json:"inexp,omitempty"`
	// Mines is the strength of the minefield it carries (0 = none) and
	// MineTarget the SMZ it is bound for [26].
	Mines      int    `json:"mines,omitempty"`
	MineTarget string `json:"mineTarget,omitempty"`
	Ace        string `json:"ace,omitempty"`
	AceLevel   int    `json:"aceLevel,omitempty"`
	// Entry is the arrival month (data.MonthIndex), which aces and early
	// deployment can move [25.33], [8.13].
	Entry int `json:"entry"`
	// Dest is the base an RTB sub is bound for; Mission the SMZ order it
	// is carrying out (Missions index key).
	Dest    string `json:"dest,omitempty"`
	Mission string `json:"mission,omitempty"`
	// EntryArea is the OpArea an SMZ was entered from: its AAC serves the
	// SMZ's search and transit checks [13.21], [19.1], [20.3], and the sub
	// returns there under [26.11] B/C.
	EntryArea string `json:"entryArea,omitempty"`
	// ReturnMonth is when a sub in refit comes back (from the list).
	ReturnMonth int `json:"returnMonth,omitempty"`
	// Withdraw is set while a sub withdrawn at sea sails home [19.13]:
	// "refit" (to the refit box [8.0C]) or "training" (out of play).
	Withdraw string `json:"withdraw,omitempty"`
	// Command is "arctic" or "med" once a war event's deployment order has
	// sent the boat to an area of that region [5.3]: those commands kept
	// 3-rotor Enigma [7.31]. Kept for the rest of the game.
	Command string `json:"command,omitempty"`
	// MainBaseOnly marks a damaged sub turned away by a tender: it may
	// return only to a main base [21.23].
	MainBaseOnly bool `json:"mainBaseOnly,omitempty"`

	// Per-turn flags, cleared at the start of each turn.
	// JoinFailedIn is the OpArea of a convoy the boat failed to find in a
	// wolfpack join this turn: its searches there are at −3 [24.1].
	JoinFailedIn string `json:"joinFailedIn,omitempty"`
	Acted        bool   `json:"acted,omitempty"`           // has acted in Operations
	Sortied      bool   `json:"sortied,omitempty"`         // left a base this turn
	Cautious     bool   `json:"cautious,omitempty"`        // cautious transit [15.24]
	NoTorpedoes  bool   `json:"noTorpedoes,omitempty"`     // [15.43]
	LaidMines    bool   `json:"laidMines,omitempty"`       // laid a field this turn [14.7]
	GunOnly      bool   `json:"gunOnly,omitempty"`         // fought only with guns [14.7]
	NoShips      bool   `json:"noShips,omitempty"`         // searched, found nothing [14.7]
	SkippedSrch  bool   `json:"skippedSearch,omitempty"`   // [13.1]
	DoctrineLim  bool   `json:"doctrineLimited,omitempty"` // [30.81]
	SearchesLeft int    `json:"searchesLeft,omitempty"`    // home waters second search [30.1]
	StormChecked bool   `json:"stormChecked,omitempty"`    // storm damage rolled this turn [7.41]
	MinesKept    bool   `json:"minesKept,omitempty"`       // kept its mines when spotted: endurance −1 [26.11]C
	StandBy      bool   `json:"standBy,omitempty"`         // a U-tanker standing by to resupply instead of searching [21.33]
	Torpedoed    bool   `json:"torpedoed,omitempty"`       // made a torpedo attack this turn: no gun-only −1 [14.7]

	Patrol PatrolLog `json:"patrol"`
}

// PatrolLog is what a sub did since it last left base: for the after-action
// report and for gaining experience [8.12].
type PatrolLog struct {
	Start        int      `json:"start,omitempty"` // turn it sailed
	Ships        int      `json:"ships,omitempty"`
	Tons         int      `json:"tons,omitempty"`
	Sunk         []string `json:"sunk,omitempty"` // unit ids sunk
	Contacts     int      `json:"contacts,omitempty"`
	Met          *Met     `json:"met,omitempty"` // nil: not recorded (a version-1 patrol)
	Areas        []string `json:"areas,omitempty"`
	RTBOutbound  bool     `json:"rtbOutbound,omitempty"`
	Skipped      bool     `json:"skipped,omitempty"`
	VoluntaryRTB bool     `json:"voluntaryRTB,omitempty"`
	Damaged      int      `json:"damaged,omitempty"`
	// BeyondRange: the sub found itself beyond Range of every base and
	// heads home at Speed −1 (at least 1) [SW 15.25].
	BeyondRange bool `json:"beyondRange,omitempty"`
	// Limping: the sub limped out of a falling base with a Damaged marker;
	// at the next base a superficial result reads as Repair 1 [SW 18.3].
	Limping bool `json:"limping,omitempty"`
}

// PatrolReport is a finished patrol, kept for the after-action report.
type PatrolReport struct {
	Sub     string   `json:"sub"`
	From    int      `json:"from"` // turn
	To      int      `json:"to"`
	Ships   int      `json:"ships"`
	Tons    int      `json:"tons"`
	Sunk    []string `json:"sunk,omitempty"`
	Met     *Met     `json:"met,omitempty"` // nil: not recorded (a version-1 patrol)
	Areas   []string `json:"areas,omitempty"`
	Outcome string   `json:"outcome"` // "returned", "damaged", "sunk", ...
}

// Met counts what a patrol met, by the kind of contact the Contact table
// gave [13.22], [28.1], [14.6]: the after-action report's "what was met".
type Met struct {
	Lone    int `json:"lone,omitempty"`    // lone ships (the Single board)
	Small   int `json:"small,omitempty"`   // small convoys
	Large   int `json:"large,omitempty"`   // large convoys
	Special int `json:"special,omitempty"` // special convoys
	TF      int `json:"tf,omitempty"`      // task forces
	Subs    int `json:"subs,omitempty"`    // Allied submarines
}

// newPatrol is the record of a patrol starting this turn.
func (g *Game) newPatrol() PatrolLog { return PatrolLog{Start: g.S.Turn, Met: &Met{}} }

// add counts one contact of a kind ("single", "c1", "c2", "special", "tf",
// "sub"; "none" is no contact).
func (m *Met) add(kind string) {
	switch kind {
	case "single":
		m.Lone++
	case "c1":
		m.Small++
	case "c2":
		m.Large++
	case "special":
		m.Special++
	case "tf":
		m.TF++
	case "sub":
		m.Subs++
	}
}

// Total is the number of contacts counted.
func (m Met) Total() int { return m.Lone + m.Small + m.Large + m.Special + m.TF + m.Subs }

// String says what was met, largest first: "2 large convoys, 3 lone-ship
// contacts", or "no contact".
func (m Met) String() string {
	var parts []string
	for _, k := range []struct {
		n         int
		one, many string
	}{
		{m.TF, "task force", "task forces"},
		{m.Special, "special convoy", "special convoys"},
		{m.Large, "large convoy", "large convoys"},
		{m.Small, "small convoy", "small convoys"},
		{m.Lone, "lone-ship contact", "lone-ship contacts"},
		{m.Subs, "Allied submarine", "Allied submarines"},
	} {
		switch {
		case k.n == 1:
			parts = append(parts, "1 "+k.one)
		case k.n > 1:
			parts = append(parts, strconv.Itoa(k.n)+" "+k.many)
		}
	}
	if len(parts) == 0 {
		return "no contact"
	}
	return strings.Join(parts, ", ")
}

// MonthRecord is one month of the campaign chronicle.
type MonthRecord struct {
	Month    int `json:"month"`
	Ships    int `json:"ships"`
	Tons     int `json:"tons"`
	SubsLost int `json:"subsLost"`
	VP       int `json:"vp"`
	AtSea    int `json:"atSea"` // sub-weeks at sea this month
}

// BaseState is a base display's state: whether it is in use, and the
// tender serving an advanced base.
type BaseState struct {
	ID     string `json:"id"`
	Active bool   `json:"active"`
	Tender string `json:"tender,omitempty"`
}

// Intel is the intelligence phase's markers [7].
type Intel struct {
	// BDienstArea is this turn's B-Dienst area [7.11] and its TF / special
	// convoy lines [7.12].
	BDienstArea string `json:"bdienstArea,omitempty"`
	BDienstTF   []int  `json:"bdienstTF,omitempty"`
	BDienstNat  string `json:"bdienstNation,omitempty"`
	BDienstSpec []int  `json:"bdienstSpecial,omitempty"`
	// Weather markers (at most 3 systems) [7.4].
	Weather []Weather `json:"weather,omitempty"`
	// Ultra are this turn's Ultra areas in Silent War (at most 3) [SW 7.0].
	Ultra []string `json:"ultra,omitempty"`
	// UltraOrder is a war event's order for this turn's Ultra phase
	// [SW 5.0]: "none" (no Ultra roll), "twice" (roll twice [7.3]), or
	// "p<n>" (roll once on period n's column, East Wind); "" = one roll.
	UltraOrder string `json:"ultraOrder,omitempty"`
}

// Weather is a low-pressure marker on an OpArea [7.4].
type Weather struct {
	Area     string `json:"area"`
	Pressure int    `json:"mb"` // 990 or 965
}

// AirState is a German or Vichy recon aircraft [7.5].
type AirState struct {
	ID     string `json:"id"`
	Base   string `json:"base"`
	Area   string `json:"area,omitempty"`   // where it flies this turn
	Rebase int    `json:"rebase,omitempty"` // turn it rebased (cannot search)
	Gone   bool   `json:"gone,omitempty"`
}

// Minefield is a field laid in an SMZ [26].
type Minefield struct {
	Area     string `json:"area"`
	Strength int    `json:"strength"`
	Turn     int    `json:"turn"` // turn laid
}

// Mission is an active SMZ or area order from a war event [5.3], [20.4].
type Mission struct {
	ID    string `json:"id"`
	Event string `json:"event"`
	Area  string `json:"area"`
	Kind  string `json:"kind"` // "search", "attack", "mines", "no-attack", "stay"
	Count int    `json:"count"`
	Until int    `json:"until"` // last turn it is active
	// From is the turn the order was given; a deployment order lasting
	// several weeks is topped up in each War Events phase until Until [5.3].
	From int `json:"from,omitempty"`
	// Prefer lists (comma-separated) the boats the order must be filled
	// from while any of them can go (East Wind's big-gun boats [SW 5.0]).
	Prefer string `json:"prefer,omitempty"`
}

// Override is a temporary or permanent change made by an event: contact
// conversion, air cover, AAC row.
type Override struct {
	Op     string `json:"op"`
	Area   string `json:"area"`
	Value  int    `json:"value,omitempty"`
	Count  int    `json:"count,omitempty"`
	Text   string `json:"text,omitempty"`
	Nation string `json:"nation,omitempty"`
	Until  int    `json:"until,omitempty"` // last turn (0 = permanent)
}

// TenderState is a tender on the map [21.2].
type TenderState struct {
	ID   string `json:"id"`
	Area string `json:"area"`
}

// SupplyState is a supply ship at sea [21.32], or the weekly use of a
// U-tanker (ID = the boat's id, Area unused) [21.33].
type SupplyState struct {
	ID   string `json:"id"`
	Area string `json:"area"`
	Used int    `json:"used"` // resupplies this week
	// Gone marks a supply ship intercepted by the Allies; it never returns.
	Gone bool `json:"gone,omitempty"`
}

// CupAdd is a War Mix addition by an event or the list: Count copies (0 =
// every copy) of the allied type Type go into Cup [3.12], [17.4].
type CupAdd struct {
	Cup   string `json:"cup"`
	Type  string `json:"type"`
	Count int    `json:"count,omitempty"`
}

// ProgressRoll is a pending weekly roll for the war period or Barbarossa [17.1].
type ProgressRoll struct {
	Kind   string `json:"kind"` // "period" or "barbarossa"
	Period int    `json:"period,omitempty"`
	Month  int    `json:"month"` // the listed month
}

// Outcome is how the scenario ended.
type Outcome struct {
	Level  string `json:"level"` // victory level name, or "defeat"
	Score  int    `json:"score"`
	Reason string `json:"reason"`
}
