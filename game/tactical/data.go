package tactical

import (
	"bytes"
	"fmt"
	"io/fs"
	"path"
	"sort"
	"strconv"
	"strings"

	"encoding/json"
)

// SubClass is one submarine class's log data [4.4] (spec §17 C4).
type SubClass struct {
	// ExtraArcs: the class may fire the T3's extra arcs, the hexside runs
	// of the twelve headings [36, 51] (the Type XXI and XXIII).
	ExtraArcs bool `json:"extraArcs,omitempty"`
	// PowerReload: the hydraulic reload of [59] (the Type XXI): under a
	// crew reload rate all tubes reload at once, once.
	PowerReload     bool     `json:"powerReload,omitempty"`
	ID              string   `json:"id"`
	Name            string   `json:"name"`
	Nation          string   `json:"nation"`
	Def             int      `json:"def"`
	SurfaceSpeed    int      `json:"surfaceSpeed"`
	NormalSubmerged int      `json:"normalSubmerged"`
	MaxSubmerged    int      `json:"maxSubmerged"`
	SurfaceAt       int      `json:"surfaceAt"` // damage that forces it up [4.4.10, 19.2]
	SunkAt          int      `json:"sunkAt"`
	DiveRate        int      `json:"diveRate"`
	RiseRate        int      `json:"riseRate"`
	MaxDepth        int      `json:"maxDepth"`
	Guns            [3]int   `json:"guns"` // forward, broadside, aft [17.4]
	EP              int      `json:"ep"`   // Basic: emergency hexes per scenario [4.4.9]
	BowTubes        int      `json:"bowTubes"`
	SternTubes      int      `json:"sternTubes"`
	ExternalTubes   int      `json:"externalTubes,omitempty"`
	BowReloads      int      `json:"bowReloads"`
	SternReloads    int      `json:"sternReloads"`
	VP              int      `json:"vp"`
	From            string   `json:"from"`
	Torpedoes       []string `json:"torpedoes"`
	// Campaign are the campaign boat classes (Steel Wolves' types, Silent
	// War's classes) that fight as this class (DESIGN.md "Fight it out").
	Campaign []string `json:"campaign,omitempty"`
	Source   string   `json:"source"`
	Why      string   `json:"why"`
	// Silent is the silent-running n of "n/2" [32] (0: 1; C6 MISSING, authored).
	Silent int `json:"silent,omitempty"`
	// Snort is the snort speed [33] from the period SnortFrom (0: none;
	// C6 and C9 MISSING, authored).
	Snort     int    `json:"snort,omitempty"`
	SnortFrom string `json:"snortFrom,omitempty"`
}

// Role is what a surface ship is in the rules.
type Role string

// The roles.
const (
	Merchant Role = "merchant"
	Escort   Role = "escort"
	Capital  Role = "capital"
)

// ShipClass is one surface class's data [4.5] (spec §17 C4, C5).
type ShipClass struct {
	ID     string `json:"id"`
	Name   string `json:"name"`
	Nation string `json:"nation"`
	Type   string `json:"type"` // DD, DE, C, S, F, E, CV, BB, C-2, T-2, …
	Role   Role   `json:"role"`
	Def    int    `json:"def"`
	Speed  int    `json:"speed"`
	Damage int    `json:"damage"`
	ATW    string `json:"atw,omitempty"` // "", H, 2H, S, 2S [4.5.2.2]
	KGun   int    `json:"kgun,omitempty"`
	DC     int    `json:"dc,omitempty"`
	Guns   [3]int `json:"guns"`
	Sonar  string `json:"sonar,omitempty"` // ordinary, improved, japanese
	Radar  bool   `json:"radar,omitempty"`
	// RadarFrom is the period from which the class's radar fit (Radar) was
	// its standard fit (the Japanese Type 22 of 1944); every ship of the
	// class has it from then, in the scenarios, the builder and a fight
	// alike (RadarIn; DESIGN.md "Fight it out").
	RadarFrom string `json:"radarFrom,omitempty"`
	// Counters are the campaign counter types that fight as this class
	// where their names are not class names (the Pacific's Japanese
	// counters; the class in service latest wins).
	Counters []string `json:"counters,omitempty"`
	VP       int      `json:"vp"`
	From     string   `json:"from"`
	Source   string   `json:"source"`
	Why      string   `json:"why"`
}

// RadarIn reports whether a ship of the class carries radar in period p
// [63]: a class with a radar fit (Radar) has it from RadarFrom on, always
// when the fit has no date (the capital ships' sets dated by history:
// Richelieu's only from her New York refit of 1943; the Japanese escorts'
// Type 22 from 1944). The one rule for the scenarios, the builder and a
// campaign fight (fitted: a fight gives an undated fit only to a counter
// whose ASW says the ship had it).
func (c ShipClass) RadarIn(p Period) bool {
	from, err := ParsePeriod(c.RadarFrom)
	return c.Radar && (c.RadarFrom == "" || err == nil && p >= from)
}

// ATWLaunchers returns the kind ("H", "S" or "") and number of launchers.
func (c ShipClass) ATWLaunchers() (string, int) {
	switch c.ATW {
	case "H", "S":
		return c.ATW, 1
	case "2H":
		return "H", 2
	case "2S":
		return "S", 2
	}
	return "", 0
}

// TorpedoType is one torpedo's data (spec §17 C7).
type TorpedoType struct {
	// ExtraArcs: the torpedo may run the twelve headings' hexside runs
	// [36]: "extra headings only for the T3".
	ExtraArcs bool   `json:"extraArcs,omitempty"`
	ID        string `json:"id"`
	Name      string `json:"name"`
	Nation    string `json:"nation"`
	Speed     int    `json:"speed"`
	DF        int    `json:"df"`
	Magnetic  bool   `json:"magnetic,omitempty"`
	Acoustic  bool   `json:"acoustic,omitempty"`
	// Circling is the period from which it may be fired as a circling
	// torpedo (FAT) [51]; "" never.
	Circling   string `json:"circling,omitempty"`
	RangeHexes int    `json:"rangeHexes"`
	Propellant string `json:"propellant"`
	// Dud is the Advanced Dud Table [38] value: a d66 at or under it is a
	// dud; DudEarly replaces it before the period DudFixed (the G7e's
	// 1939–40 and the Mk 14's 1942–43 exploder failures).
	Dud      int    `json:"dud"`
	DudEarly int    `json:"dudEarly,omitempty"`
	DudFixed string `json:"dudFixed,omitempty"`
	// Track are the campaign torpedo values (Silent War's torpedo track
	// [SW 6.0], the Mk 14's) this type stands for in a fight, and
	// TrackDud the Dud Table [38] value for each, in order: the campaign's
	// track, not the period, sets the dud in a fight (DESIGN.md "Fight it
	// out").
	Track    []int  `json:"track,omitempty"`
	TrackDud []int  `json:"trackDud,omitempty"`
	From     string `json:"from"`
	Source   string `json:"source"`
	Why      string `json:"why"`
}

// DCType is a depth charge and its Depth Charge Attack Table column (C13):
// DF[def][0|1|2] for an explosion 0, 25 or 50 ft from the boat.
type DCType struct {
	ID       string    `json:"id"`
	Name     string    `json:"name"`
	MaxDepth int       `json:"maxDepth"`
	DF       [6][3]int `json:"df"`
}

// Tables are the authored tables (spec §17 C9–C16); the tables the rules
// text gives whole are in rules_tables.go.
type Tables struct {
	Attitude struct {
		ByAngle [7]int `json:"byAngle"`
		Why     string `json:"why"`
	} `json:"attitude"`
	Detonation struct {
		Rows    [6][7]int `json:"rows"`
		Shallow int       `json:"shallow"`
		Why     string    `json:"why"`
	} `json:"detonation"`
	// Detonation66 is the Advanced Torpedo Detonation Table [37]: the
	// highest d66 that hits, defence type × attitude 1–7; DIW is the
	// modification for a target dead in the water (coloured die × 10).
	Detonation66 struct {
		Rows [6][7]int `json:"rows"`
		DIW  int       `json:"diw"`
		Why  string    `json:"why"`
	} `json:"detonation66"`
	// TorpedoDamage66 is the Advanced Torpedo Damage Table [39]: hit points
	// by damage factor (DFFrom up) × d66 band of three.
	TorpedoDamage66 struct {
		DFFrom      int       `json:"dfFrom"`
		Rows        [][12]int `json:"rows"`
		MagneticPct int       `json:"magneticPct"`
		AcousticPct int       `json:"acousticPct"`
		Why         string    `json:"why"`
	} `json:"torpedoDamage66"`
	DepthCharges struct {
		Types []DCType `json:"types"`
		Why   string   `json:"why"`
	} `json:"depthCharges"`
	ATW struct {
		Hedgehog   [6]int    `json:"hedgehog"`
		Squid      [6][3]int `json:"squid"`
		ExtraSquid int       `json:"extraSquid"`
		DepthBands [4]int    `json:"depthBands"`
		DepthMods  [6][4]int `json:"depthMods"`
		Why        string    `json:"why"`
	} `json:"atw"`
	Gunnery struct {
		Bands            []int   `json:"bands"`
		DF               [][]int `json:"df"`
		Night            int     `json:"night"`
		StarShell        int     `json:"starShell"`
		ForwardHalfAngle float64 `json:"forwardHalfAngle"`
		AftHalfAngle     float64 `json:"aftHalfAngle"`
		Why              string  `json:"why"`
	} `json:"gunnery"`
	Radar struct {
		Range int       `json:"range"`
		D6    [6]string `json:"d6"`
		Why   string    `json:"why"`
	} `json:"radar"`
	// Radar46 is the Advanced Radar Table [46]: range by the d66's
	// coloured die (row) × set; the percentages of it at which a periscope
	// or a snort head is found, by set.
	Radar46 struct {
		Sets         []string `json:"sets"`
		Rows         [6][]int `json:"rows"`
		PeriscopePct []int    `json:"periscopePct"`
		SnortPct     []int    `json:"snortPct"`
		Why          string   `json:"why"`
	} `json:"radar46"`
	// Visual47 is the Advanced Night Visual Table [47]: range by the d66's
	// coloured die (row) × the boat's last depth (0 or 25 ft); Nations
	// move the coloured die for the escort's lookouts.
	Visual47 struct {
		Rows    [6][2]int      `json:"rows"`
		Nations map[string]int `json:"nations"`
		Why     string         `json:"why"`
	} `json:"visual47"`
	// HedgehogSpeed is the Advanced Hedgehog's speed column [42–43]: the
	// firing ship's plotted speed 0–6 → a modification of the damage die.
	HedgehogSpeed struct {
		Mods [7]int `json:"mods"`
		Why  string `json:"why"`
	} `json:"hedgehogSpeed"`
	// UnaimedRun is the Un-aimed Torpedo Table [35]: "a/b" first-turn runs
	// by the d66's coloured die.
	UnaimedRun struct {
		Rows [6][2]int `json:"rows"`
		Why  string    `json:"why"`
	} `json:"unaimedRun"`
	// SubVsSub is [54]: the detonation row (a defence type) for a boat of
	// each defence type 0–5, from the Japanese ship the rule names.
	SubVsSub struct {
		Classes []string `json:"classes"`
		Rows    []int    `json:"rows"`
		Why     string   `json:"why"`
	} `json:"subVsSub"`
	// Sonar44 is the Advanced Sweep and Homing Tables [44–45]: range by
	// the d66's coloured die × set; the homing value by escort speed 0–3;
	// the contact depth per hex of range; the sweep's half-arc in degrees.
	Sonar44 struct {
		Types      []string `json:"types"`
		Rows       [6][]int `json:"rows"`
		Homing     []int    `json:"homing"`
		FeetPerHex int      `json:"feetPerHex"`
		Arc        float64  `json:"arc"`
		Why        string   `json:"why"`
	} `json:"sonar44"`
	Compasses struct {
		Hexes [6]string `json:"hexes"`
		Why   string    `json:"why"`
	} `json:"compasses"`
	Availability map[string]json.RawMessage `json:"availability"`
}

// Availability is one nation's Weapon Availability Chart (C9).
type Availability struct {
	Sonar    []Dated `json:"sonar"`
	Radar    []Dated `json:"radar"`
	Hedgehog string  `json:"hedgehog,omitempty"`
	Squid    string  `json:"squid,omitempty"`
	KGun     string  `json:"kgun,omitempty"`
	Foxer    string  `json:"foxer,omitempty"` // [51]
	// HuntRange is how far from the nearest merchantman its escorts keep
	// hunting a boat (the computer's doctrine, hexes; 0 = the bot's 11).
	HuntRange int `json:"huntRange,omitempty"`
	// Sea is the weather table's column [50] for a battle whose first boat
	// is of the nation: "pacific", "atlantic" or "mediterranean" ("" =
	// the Atlantic / North Sea).
	Sea string `json:"sea,omitempty"`
	// CrewsFrom is the period from which the nation's crews count their
	// years at war [49] ("" = F'39).
	CrewsFrom string `json:"crewsFrom,omitempty"`
	// ExtraKGuns is [53] (switch extra-kguns): the nation's escorts of
	// these types may carry N K-guns a side from the period From.
	ExtraKGuns *ExtraKGuns `json:"extraKGuns,omitempty"`
	// MkX: the nation's destroyers carry the one-ton Mk X [51.5].
	MkX          bool    `json:"mkX,omitempty"`
	DepthCharges []Dated `json:"depthCharges"`
}

// ExtraKGuns is a nation's [53] K-gun increase.
type ExtraKGuns struct {
	Types []string `json:"types"`
	N     int      `json:"n"`
	From  string   `json:"from"`
}

// Dated is a set or weapon and the period it came into service.
type Dated struct {
	ID   string `json:"id"`
	From string `json:"from"`
}

// Data is the tactical game's authored data, loaded from
// assets/data/tactical and validated.
type Data struct {
	Subs         map[string]*SubClass
	Ships        map[string]*ShipClass
	Torpedoes    map[string]*TorpedoType
	Tables       Tables
	Availability map[string]Availability
}

// DataError names the file, the place in it and the problem.
type DataError struct{ File, Path, Reason string }

func (e DataError) Error() string { return fmt.Sprintf("%s: %s: %s", e.File, e.Path, e.Reason) }

// LoadData reads and validates the tactical data in dir of fsys.
func LoadData(fsys fs.FS, dir string) (*Data, error) {
	var subs struct {
		Submarines []*SubClass `json:"submarines"`
	}
	var ships struct {
		Ships []*ShipClass `json:"ships"`
	}
	var torps struct {
		Torpedoes []*TorpedoType `json:"torpedoes"`
	}
	d := &Data{Subs: map[string]*SubClass{}, Ships: map[string]*ShipClass{}, Torpedoes: map[string]*TorpedoType{}, Availability: map[string]Availability{}}
	for _, f := range []struct {
		name string
		into any
	}{{"submarines.json", &subs}, {"ships.json", &ships}, {"torpedoes.json", &torps}, {"tables.json", &d.Tables}} {
		b, err := fs.ReadFile(fsys, path.Join(dir, f.name))
		if err != nil {
			return nil, DataError{f.name, "", err.Error()}
		}
		dec := json.NewDecoder(bytes.NewReader(b))
		dec.DisallowUnknownFields()
		if err := dec.Decode(f.into); err != nil {
			return nil, DataError{f.name, "", err.Error()}
		}
	}
	for _, s := range subs.Submarines {
		if d.Subs[s.ID] != nil {
			return nil, DataError{"submarines.json", s.ID, "duplicate id"}
		}
		d.Subs[s.ID] = s
	}
	for _, s := range ships.Ships {
		if d.Ships[s.ID] != nil {
			return nil, DataError{"ships.json", s.ID, "duplicate id"}
		}
		d.Ships[s.ID] = s
	}
	for _, t := range torps.Torpedoes {
		if d.Torpedoes[t.ID] != nil {
			return nil, DataError{"torpedoes.json", t.ID, "duplicate id"}
		}
		d.Torpedoes[t.ID] = t
	}
	for nation, raw := range d.Tables.Availability {
		if nation == "why" {
			continue
		}
		var a Availability
		dec := json.NewDecoder(bytes.NewReader(raw))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&a); err != nil {
			return nil, DataError{"tables.json", "availability." + nation, err.Error()}
		}
		d.Availability[nation] = a
	}
	if validateOnLoad {
		if err := d.Validate(); err != nil {
			return nil, err
		}
	}
	return d, nil
}

// Validate checks every value is possible and every reference resolves.
func (d *Data) Validate() error {
	var errs []string
	bad := func(file, p, f string, a ...any) {
		errs = append(errs, DataError{file, p, fmt.Sprintf(f, a...)}.Error())
	}
	for _, id := range sortedKeys(d.Subs) {
		s := d.Subs[id]
		p := "submarines[" + id + "]"
		if s.Def < 0 || s.Def > 5 {
			bad("submarines.json", p+".def", "defence type %d not 0–5", s.Def)
		}
		if s.SurfaceSpeed < 1 || s.NormalSubmerged < 1 || s.MaxSubmerged < s.NormalSubmerged {
			bad("submarines.json", p, "speeds %d/%d/%d impossible", s.SurfaceSpeed, s.NormalSubmerged, s.MaxSubmerged)
		}
		if s.SurfaceAt < 1 || s.SunkAt <= s.SurfaceAt {
			bad("submarines.json", p, "damage marks %d/%d: surfaced must be below sunk", s.SurfaceAt, s.SunkAt)
		}
		if s.DiveRate%25 != 0 || s.RiseRate%25 != 0 || s.MaxDepth%25 != 0 || s.DiveRate <= 0 || s.RiseRate <= 0 || s.MaxDepth < 100 {
			bad("submarines.json", p, "dive %d / rise %d / depth %d must be positive multiples of 25 ft", s.DiveRate, s.RiseRate, s.MaxDepth)
		}
		if s.BowTubes+s.SternTubes < 1 || s.BowReloads < 0 || s.SternReloads < 0 || (s.SternTubes == 0 && s.SternReloads > 0) {
			bad("submarines.json", p, "tubes %d+%d, reloads %d+%d impossible", s.BowTubes, s.SternTubes, s.BowReloads, s.SternReloads)
		}
		if s.VP < 1 || s.EP < 0 {
			bad("submarines.json", p, "VP %d, EP %d", s.VP, s.EP)
		}
		if _, err := ParsePeriod(s.From); err != nil {
			bad("submarines.json", p+".from", "%v", err)
		}
		if s.Silent < 0 || s.Snort < 0 || s.Snort > s.SurfaceSpeed {
			bad("submarines.json", p, "silent %d / snort %d: a snort is no faster than the diesels on the surface", s.Silent, s.Snort)
		}
		if _, err := ParsePeriod(s.SnortFrom); s.Snort > 0 && err != nil {
			bad("submarines.json", p+".snortFrom", "%v", err)
		}
		for _, t := range s.Torpedoes {
			if d.Torpedoes[t] == nil {
				bad("submarines.json", p+".torpedoes", "unknown torpedo %q", t)
			}
		}
		if s.Source == "" || s.Why == "" {
			bad("submarines.json", p, "needs its source and rationale")
		}
	}
	for _, id := range sortedKeys(d.Ships) {
		s := d.Ships[id]
		p := "ships[" + id + "]"
		if s.Role != Merchant && s.Role != Escort && s.Role != Capital {
			bad("ships.json", p+".role", "unknown role %q", s.Role)
		}
		if s.Def < 0 || s.Def > 5 || s.Speed < 1 || s.Damage < 1 || s.VP < 1 {
			bad("ships.json", p, "def %d speed %d damage %d VP %d impossible", s.Def, s.Speed, s.Damage, s.VP)
		}
		if _, n := s.ATWLaunchers(); s.ATW != "" && n == 0 {
			bad("ships.json", p+".atw", "ATW %q is not H, 2H, S or 2S", s.ATW)
		}
		if s.Role != Escort && (s.ATW != "" || s.KGun > 0 || s.DC > 0 || s.Sonar != "") {
			bad("ships.json", p, "only escorts carry ASW weapons and sonar [23.6]")
		}
		if s.Role == Escort && s.DC < 1 {
			bad("ships.json", p+".dc", "every escort has a stern rack [15.4.1]")
		}
		if s.Sonar != "" && s.Sonar != "ordinary" && s.Sonar != "improved" && s.Sonar != "japanese" {
			bad("ships.json", p+".sonar", "unknown sonar %q", s.Sonar)
		}
		if _, err := ParsePeriod(s.From); err != nil {
			bad("ships.json", p+".from", "%v", err)
		}
		if _, err := ParsePeriod(s.RadarFrom); s.RadarFrom != "" && err != nil {
			bad("ships.json", p+".radarFrom", "%v", err)
		}
		if s.RadarFrom != "" && !s.Radar {
			bad("ships.json", p+".radarFrom", "a date for a radar fit the class does not have (radar)")
		}
		if s.Source == "" || s.Why == "" {
			bad("ships.json", p, "needs its source and rationale")
		}
	}
	for _, id := range sortedKeys(d.Torpedoes) {
		t := d.Torpedoes[id]
		p := "torpedoes[" + id + "]"
		if t.Speed < 1 || t.DF < -2 || t.DF > 11 || t.RangeHexes < t.Speed {
			bad("torpedoes.json", p, "speed %d, DF %d (Damage Table −2…11), range %d impossible", t.Speed, t.DF, t.RangeHexes)
		}
		if t.Magnetic && t.Acoustic {
			bad("torpedoes.json", p, "one damage modification column only")
		}
		if _, err := ParsePeriod(t.From); err != nil {
			bad("torpedoes.json", p+".from", "%v", err)
		}
		if !IsD66(t.Dud) || (t.DudEarly != 0 && (!IsD66(t.DudEarly) || t.DudEarly < t.Dud)) {
			bad("torpedoes.json", p+".dud", "dud %d / early %d: d66 values, the early one no better", t.Dud, t.DudEarly)
		}
		if _, err := ParsePeriod(t.DudFixed); t.DudEarly != 0 && err != nil {
			bad("torpedoes.json", p+".dudFixed", "%v", err)
		}
		if len(t.Track) != len(t.TrackDud) {
			bad("torpedoes.json", p+".trackDud", "one dud value for each track value")
		}
		for k, n := range t.TrackDud {
			if !IsD66(n) || k > 0 && (t.Track[k] <= t.Track[k-1] || n > t.TrackDud[k-1]) {
				bad("torpedoes.json", p+".trackDud", "d66 values, the track rising and the dud no worse as it rises")
			}
		}
	}
	tb := d.Tables
	for i, row := range tb.Visual47.Rows {
		if row[1] > row[0] || row[1] < 0 || i > 0 && (row[0] > tb.Visual47.Rows[i-1][0] || row[1] > tb.Visual47.Rows[i-1][1]) {
			bad("tables.json", fmt.Sprintf("visual47.rows[%d]", i), "a surfaced boat seen no closer than a periscope, no farther than the row above")
		}
	}
	if r := tb.Radar46; len(r.Sets) == 0 || len(r.PeriscopePct) != len(r.Sets) || len(r.SnortPct) != len(r.Sets) {
		bad("tables.json", "radar46", "a range, periscope and snort share for every set")
	} else {
		for i, row := range r.Rows {
			worse := false
			for k := range row {
				worse = worse || (i > 0 && k < len(r.Rows[i-1]) && row[k] > r.Rows[i-1][k])
			}
			if len(row) != len(r.Sets) || worse {
				bad("tables.json", fmt.Sprintf("radar46.rows[%d]", i), "one range a set, no longer than the row above")
			}
		}
	}
	if sv := tb.SubVsSub; len(sv.Rows) != 6 || len(sv.Classes) != 6 {
		bad("tables.json", "subVsSub", "a row and a class for each defence type 0–5")
	} else {
		for i, r := range sv.Rows {
			if r < 0 || r > 5 {
				bad("tables.json", fmt.Sprintf("subVsSub.rows[%d]", i), "%d is not a defence type", r)
			}
			if c := d.Ships[sv.Classes[i]]; c != nil && c.Def != r {
				bad("tables.json", fmt.Sprintf("subVsSub.rows[%d]", i), "%s is def %d in ships.json", sv.Classes[i], c.Def)
			}
		}
	}
	for def, row := range tb.Detonation66.Rows {
		for a, v := range row {
			if v != 0 && !IsD66(v) {
				bad("tables.json", fmt.Sprintf("detonation66.rows[%d][%d]", def, a), "%d is not a d66 value", v)
			}
		}
	}
	if td := tb.TorpedoDamage66; len(td.Rows) == 0 || td.DFFrom < -2 || td.MagneticPct < 100 || td.AcousticPct < 0 || td.AcousticPct > 100 {
		bad("tables.json", "torpedoDamage66", "needs rows from a damage factor, magnetic ≥ 100 %%, acoustic 0–100 %%")
	} else {
		for i, row := range td.Rows {
			for b := 1; b < len(row); b++ {
				if row[b] < row[b-1] || row[0] < 0 {
					bad("tables.json", fmt.Sprintf("torpedoDamage66.rows[%d]", i), "hit points must rise with the roll")
				}
			}
		}
	}
	for i, a := range tb.Attitude.ByAngle {
		if a < 1 || a > 7 {
			bad("tables.json", fmt.Sprintf("attitude.byAngle[%d]", i), "attitude %d not 1–7", a)
		}
	}
	for def, row := range tb.Detonation.Rows {
		for a, v := range row {
			if v < 0 || v > 6 {
				bad("tables.json", fmt.Sprintf("detonation.rows[%d][%d]", def, a), "%d is not a d6 value", v)
			}
		}
	}
	for i, t := range tb.DepthCharges.Types {
		for def, row := range t.DF {
			for k, v := range row {
				if v < -2 && v != -99 || v > 11 {
					bad("tables.json", fmt.Sprintf("depthCharges.types[%d].df[%d][%d]", i, def, k), "DF %d off the Damage Table", v)
				}
			}
		}
		if t.MaxDepth%25 != 0 || t.MaxDepth < 25 {
			bad("tables.json", fmt.Sprintf("depthCharges.types[%d].maxDepth", i), "%d", t.MaxDepth)
		}
	}
	for i, h := range tb.Compasses.Hexes {
		if _, err := ParseHex(h); err != nil {
			bad("tables.json", fmt.Sprintf("compasses.hexes[%d]", i), "%v", err)
		}
	}
	if len(tb.Gunnery.DF) == 0 {
		bad("tables.json", "gunnery.df", "empty")
	}
	for i, row := range tb.Gunnery.DF {
		if len(row) != len(tb.Gunnery.Bands) {
			bad("tables.json", fmt.Sprintf("gunnery.df[%d]", i), "%d columns for %d range bands", len(row), len(tb.Gunnery.Bands))
		}
	}
	for _, nation := range sortedKeys(d.Availability) {
		a := d.Availability[nation]
		for _, s := range append(append(append([]Dated{}, a.Sonar...), a.Radar...), a.DepthCharges...) {
			if _, err := ParsePeriod(s.From); err != nil {
				bad("tables.json", "availability."+nation+"."+s.ID, "%v", err)
			}
		}
		if _, ok := seaNames[a.Sea]; !ok {
			bad("tables.json", "availability."+nation+".sea", "%q is not pacific, atlantic or mediterranean", a.Sea)
		}
		if x := a.ExtraKGuns; x != nil {
			if _, err := ParsePeriod(x.From); err != nil || x.N < 1 || len(x.Types) == 0 {
				bad("tables.json", "availability."+nation+".extraKGuns", "types, n ≥ 1 and a period: %v", err)
			}
		}
		if _, err := ParsePeriod(a.CrewsFrom); a.CrewsFrom != "" && err != nil {
			bad("tables.json", "availability."+nation+".crewsFrom", "%v", err)
		}
		for _, dc := range a.DepthCharges {
			if d.DCType(dc.ID) == nil {
				bad("tables.json", "availability."+nation, "unknown depth charge %q", dc.ID)
			}
		}
	}
	if len(errs) > 0 {
		return fmt.Errorf("tactical data:\n%s", strings.Join(errs, "\n"))
	}
	return nil
}

// DCType finds a depth charge type by id.
func (d *Data) DCType(id string) *DCType {
	for i := range d.Tables.DepthCharges.Types {
		if d.Tables.DepthCharges.Types[i].ID == id {
			return &d.Tables.DepthCharges.Types[i]
		}
	}
	return nil
}

func sortedKeys[V any](m map[string]V) []string {
	ks := make([]string, 0, len(m))
	for k := range m {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	return ks
}

// Period is a season of the war [4.5.2.2]: W, Sp, S, F plus the year,
// counted from winter 1939 (W'39 = 0). Consecutive seasons differ by one.
type Period int

var seasons = []string{"W", "Sp", "S", "F"}

// ParsePeriod reads "F39", "F'39", "Sp43" or "W'42".
func ParsePeriod(s string) (Period, error) {
	t := strings.ReplaceAll(s, "'", "")
	for i := len(seasons) - 1; i >= 0; i-- {
		if strings.HasPrefix(t, seasons[i]) && !(seasons[i] == "S" && strings.HasPrefix(t, "Sp")) {
			y, err := strconv.Atoi(t[len(seasons[i]):])
			if err != nil || y < 39 || y > 45 {
				return 0, fmt.Errorf("period %q: year must be 39–45", s)
			}
			return Period((y-39)*4 + i), nil
		}
	}
	return 0, fmt.Errorf("period %q: want W, Sp, S or F and the year (e.g. F39)", s)
}

// String prints the period the way the rulebook does ("S'43").
func (p Period) String() string {
	return fmt.Sprintf("%s'%02d", seasons[int(p)%4], 39+int(p)/4)
}
