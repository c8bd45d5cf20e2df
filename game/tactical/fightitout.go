package tactical

import (
	"fmt"
	"slices"
	"sort"
	"strings"

	"periscope/game/engine"
)

// Fight it out (DESIGN.md): a campaign combat played on the tactical board
// and its result taken back. The campaign side is described by the plain
// structs below, filled by the campaign from its Combat (game/tactical does
// not import game/campaign); the mapping is pure and tested both ways.

// CampaignUnit is an Allied counter on a campaign combat board.
type CampaignUnit struct {
	ID     string `json:"id"`
	Type   string `json:"type"`  // M, AO, CM, DD, DE, SL, PG, PF, AT, AC, …
	Class  string `json:"class"` // the campaign's class text ("Flower", "V&W", …)
	Nation string `json:"nation"`
	Tons   int    `json:"tons"` // thousands of GRT
	ASW    int    `json:"asw"`
	// Column is the board column's role: outer, inner or centre.
	Column string `json:"column"`
	// Counter is the counter's type id (the campaign's AlliedType):
	// counters whose names are not class names map by it (counterClass).
	Counter string `json:"counter,omitempty"`
	// Merchant: the campaign counts the counter among the convoy's
	// merchantmen [2.3B] (freighters, tankers, CAM ships, troopships and
	// transports, fishing and sailing vessels). The campaign knows its
	// counter types; the tactical game takes its word (a counter mapped
	// by its counter type goes by its class's role first).
	Merchant bool `json:"merchant,omitempty"`
}

// CampaignBoat is the attacking boat.
type CampaignBoat struct {
	ID            string `json:"id"`
	Class         string `json:"class"` // campaign class id (VIIC, IXC40, …)
	Ace           int    `json:"ace"`   // 0, +1, +2
	Tactics       int    `json:"tactics"`
	DamageMarkers int    `json:"damage"`
	Spotted       bool   `json:"spotted"`
	Torpedoes     int    `json:"torpedoes"` // carried now
	Column        string `json:"column"`    // outer, inner, centre
	Starboard     bool   `json:"starboard"` // on the convoy's right half
	// TorpedoValue is the campaign torpedo value the boat fires with
	// (the G7 value [6.0]; Silent War's Mk 14 track [SW 6.0]).
	TorpedoValue int `json:"torpedoValue,omitempty"`
}

// CampaignCombat is one attack round of a campaign combat.
type CampaignCombat struct {
	Units   []CampaignUnit `json:"units"`
	Boat    CampaignBoat   `json:"boat"`
	Slow    bool           `json:"slow"`    // a slow convoy (SC, ONS)
	Weather string         `json:"weather"` // "", "990" or "965"
	Round   int            `json:"round"`   // 1 attack, 2–3 re-attacks
	Period  Period         `json:"period"`
	// Night overrides the day/night default (night for round 1).
	Night *bool `json:"night,omitempty"`
}

// MappedShip is a campaign counter and the tactical ship standing for it.
type MappedShip struct {
	CampaignID string `json:"campaignID"`
	Class      string `json:"class"`
	Capacity   int    `json:"capacity,omitempty"`
	Column     int    `json:"column"`
	Row        int    `json:"row"`
	Sonar      string `json:"sonar,omitempty"`
	Radar      bool   `json:"radar,omitempty"`
	// Crew is an escort's crew [49], from its counter's ASW value.
	Crew Crew `json:"crew,omitempty"`
}

// FightSetup is the tactical scenario a campaign combat becomes.
type FightSetup struct {
	Formation   int          `json:"formation"`
	ConvoySpeed int          `json:"convoySpeed"`
	Merchants   []MappedShip `json:"merchants"`
	Escorts     []MappedShip `json:"escorts"`
	AirDCs      int          `json:"airDCs"`
	Night       bool         `json:"night"`
	Weather     Weather      `json:"weather"`
	BoatID      string       `json:"boatID"`
	BoatClass   string       `json:"boatClass"`
	Crew        Crew         `json:"crew"`
	Hidden      bool         `json:"hidden"`
	StartRange  int          `json:"startRange"`
	Flank       bool         `json:"flank"`
	Starboard   bool         `json:"starboard"`
	Damage      int          `json:"damage"`
	Torpedoes   int          `json:"torpedoes"`
	// Torpedo is the boat's torpedo type ("": its class's first) and Dud
	// its Dud Table [38] value from the campaign's torpedo track (0: the
	// type's own, and no dud roll under the Basic tables).
	Torpedo string `json:"torpedo,omitempty"`
	Dud     int    `json:"dud,omitempty"`
}

// boatClass is the tactical class a campaign boat class fights as: the
// one whose data lists it (submarines.json "campaign": the Atlantic's
// U-boat types and the Pacific's US, British and Dutch classes; the Dutch
// K VIII, an old colonial boat no class resembles, has none and fights
// on the tables).
func boatClass(d *Data, campaignClass string) (string, bool) {
	for _, id := range sortedKeys(d.Subs) {
		if slices.Contains(d.Subs[id].Campaign, campaignClass) {
			return id, true
		}
	}
	return "", false
}

// counterClass is the tactical class of a campaign counter whose name is
// not a class name (the Pacific's Japanese counters), by its counter type
// (ships.json "counters"): of the classes listing it, the one in service
// latest by the fight's period, else the first to come. The class's role
// says merchant or escort.
func counterClass(d *Data, u CampaignUnit, p Period) (*ShipClass, bool) {
	var out *ShipClass
	var at Period
	for _, id := range sortedKeys(d.Ships) {
		c := d.Ships[id]
		from, err := ParsePeriod(c.From)
		if err != nil || !slices.Contains(c.Counters, u.Counter) {
			continue
		}
		if out == nil || from <= p && (at > p || from > at) || at > p && from < at {
			out, at = c, from
		}
	}
	return out, out != nil
}

// fitted reports whether a ship of the class carries radar in a fight in
// period p: a dated fit from its date, as in the scenarios and the builder
// (ShipClass.RadarIn [63]); an undated fit (a class able to carry a set)
// when the counter's ASW (2 or more) says this ship did.
func fitted(c *ShipClass, asw int, p Period) bool {
	if c.RadarFrom != "" {
		return c.RadarIn(p)
	}
	return c.Radar && asw >= 2
}

// fightTorpedo picks the boat's torpedo and its dud for a fight from the
// campaign's torpedo value: among the class's torpedoes in service in the
// period whose Track holds the value, by day a wakeless (electric) one
// first, by night the fastest. None: "" (the class's first) and 0 (the
// type's own dud).
func fightTorpedo(d *Data, sc *SubClass, p Period, value int, night bool) (string, int) {
	best, dud := "", 0
	better := func(a, b *TorpedoType) bool {
		if ea, eb := a.Propellant == "electric", b.Propellant == "electric"; !night && ea != eb {
			return ea
		}
		return a.Speed > b.Speed
	}
	for _, id := range sc.Torpedoes {
		t := d.Torpedoes[id]
		if t == nil {
			continue
		}
		if from, err := ParsePeriod(t.From); err != nil || from > p {
			continue
		}
		for k, v := range t.Track {
			if v == value && (best == "" || better(t, d.Torpedoes[best])) {
				best, dud = id, t.TrackDud[k]
			}
		}
	}
	return best, dud
}

// escortClass picks the tactical class for a campaign escort counter: by
// its class name where the data has that class, else by type.
func escortClass(u CampaignUnit) (string, bool) {
	c := strings.ToLower(u.Class)
	switch {
	case strings.Contains(c, "flower"):
		return "Flower", true
	case strings.Contains(c, "black swan"), strings.Contains(c, "bittern"), u.Type == "SL":
		return "BlackSwan", true
	case strings.Contains(c, "evarts"), strings.Contains(c, "buckley"), u.Type == "DE":
		if u.Nation == "US" {
			return "Buckley", true
		}
		return "Captain", true
	case strings.Contains(c, "town"), strings.Contains(c, "clemson"), strings.Contains(c, "wickes"):
		return "Town", true
	case strings.Contains(c, "v&w"):
		if u.ASW >= 2 {
			return "V1", true
		}
		return "W", true
	case strings.Contains(c, "hunt"):
		return "Hunt", true
	case strings.Contains(c, "loch"), strings.Contains(c, "river"):
		return "Loch", true
	case strings.Contains(c, "tribal"), strings.Contains(c, "j/k"):
		return "J", true
	case u.Type == "DD":
		return "I", true
	case u.Type == "PG", u.Type == "PF", u.Type == "CT", u.Type == "ML", u.Type == "TB":
		return "Flower", true
	}
	return "", false
}

// merchantClass picks the tactical class for a merchant counter by its
// counter type (counterClass), else by type and tonnage, and its capacity at about 1,200 GRT a point, capped by the class.
func merchantClass(d *Data, u CampaignUnit, p Period) (string, int) {
	var class string
	cc, byCounter := counterClass(d, u, p)
	switch {
	case byCounter:
		class = cc.ID
	case u.Type == "AO" && u.Tons >= 10:
		class = "T-3"
	case u.Type == "AO":
		class = "T-2"
	case u.Tons <= 5:
		class = "C-2"
	case u.Tons <= 7 && p >= mustPeriodOf("W42"):
		class = "EC-2"
	default:
		class = "C-3"
	}
	capacity := max(1, min((u.Tons*1000+1199)/1200, d.Ships[class].Damage))
	return class, capacity
}

func mustPeriodOf(s string) Period {
	p, err := ParsePeriod(s)
	if err != nil {
		panic(err)
	}
	return p
}

// FormationFor picks the formation for a number of merchantmen (spec §20):
// ≤ 8 → 6, ≤ 10 → 5, ≤ 12 → 4, ≤ 15 → 2, ≤ 18 → 1.
func FormationFor(n int) (int, error) {
	switch {
	case n < 1:
		return 0, fmt.Errorf("%w: no merchantmen to fight over", ErrIllegal)
	case n <= 8:
		return 6, nil
	case n <= 10:
		return 5, nil
	case n <= 12:
		return 4, nil
	case n <= 15:
		return 2, nil
	case n <= 18:
		return 1, nil
	}
	return 0, fmt.Errorf("%w: %d merchantmen is more than formation 1 holds (ambiguity 16)", ErrIllegal, n)
}

func columnRank(role string) int {
	switch role {
	case "outer":
		return 0
	case "inner":
		return 1
	}
	return 2
}

// MapToTactical turns a campaign combat into a tactical scenario (DESIGN.md
// "Campaign → tactical").
func MapToTactical(d *Data, c CampaignCombat) (FightSetup, error) {
	s := FightSetup{BoatID: c.Boat.ID, Torpedoes: c.Boat.Torpedoes}
	bc, ok := boatClass(d, c.Boat.Class)
	if !ok {
		return s, fmt.Errorf("%w: no tactical class for a type %s boat", ErrIllegal, c.Boat.Class)
	}
	s.BoatClass = bc
	var merchants, escorts []CampaignUnit
	for _, u := range c.Units {
		cc, byCounter := counterClass(d, u, c.Period)
		switch {
		case byCounter && cc.Role == Merchant:
			merchants = append(merchants, u)
		case byCounter && cc.Role == Escort:
			escorts = append(escorts, u)
		case u.Merchant: // the campaign's merchantmen [2.3B]
			merchants = append(merchants, u)
		case u.Type == "AC":
			s.AirDCs++
		default:
			if _, ok := escortClass(u); ok {
				escorts = append(escorts, u)
			}
		}
	}
	f, err := FormationFor(len(merchants))
	if err != nil {
		return s, err
	}
	// The convoy makes its slowest ship's speed (fast 2, slow 1 [7.6.1]);
	// a slow convoy's code (SC, ONS) makes it slow.
	s.Formation, s.ConvoySpeed = f, 2
	if c.Slow {
		s.ConvoySpeed = 1
	}
	// Outer counters in the wing columns, centre counters in the middle:
	// slots ordered by distance from the nearer edge, merchants by role.
	cols := FormationColumns(f)
	type slot struct{ col, row int }
	var slots []slot
	for row := 0; row < FormationSlots(f)/cols; row++ {
		for col := 0; col < cols; col++ {
			slots = append(slots, slot{col, row})
		}
	}
	edge := func(col int) int { return min(col, cols-1-col) }
	sort.SliceStable(slots, func(i, j int) bool { return edge(slots[i].col) < edge(slots[j].col) })
	sort.SliceStable(merchants, func(i, j int) bool { return columnRank(merchants[i].Column) < columnRank(merchants[j].Column) })
	for i, u := range merchants {
		class, capacity := merchantClass(d, u, c.Period)
		s.ConvoySpeed = min(s.ConvoySpeed, max(1, d.Ships[class].Speed))
		s.Merchants = append(s.Merchants, MappedShip{CampaignID: u.ID, Class: class, Capacity: capacity, Column: slots[i].col, Row: slots[i].row})
	}
	for _, u := range escorts {
		class := ""
		if cc, ok := counterClass(d, u, c.Period); ok {
			class = cc.ID
		} else {
			class, _ = escortClass(u)
		}
		cls := d.Ships[class]
		m := MappedShip{CampaignID: u.ID, Class: class, Radar: fitted(cls, u.ASW, c.Period)}
		switch { // the counter's ASW stands for sensors and training [49]
		case u.ASW >= 3:
			m.Sonar, m.Crew = "improved", Professional
		case u.ASW == 2:
			m.Sonar, m.Crew = "ordinary", Experienced
		default:
			m.Sonar, m.Crew = "ordinary", Novice
		}
		if cls.Sonar != "ordinary" && cls.Sonar != "improved" {
			m.Sonar = cls.Sonar // a set the Allied ASW ladder does not grade (the Japanese)
		}
		s.Escorts = append(s.Escorts, m)
	}
	s.Night = c.Round <= 1
	if c.Night != nil {
		s.Night = *c.Night
	}
	if s.Night {
		s.AirDCs = 0
	}
	s.Weather = map[string]Weather{"": Clear, "990": Rough, "965": Storm}[c.Weather]
	s.Crew = map[int]Crew{0: Novice, 1: Experienced, 2: Professional}[min(max(c.Boat.Ace, 0), 2)]
	s.Hidden = c.Boat.Tactics >= 3 && !c.Boat.Spotted
	s.StartRange = min(16, max(6, 12-2*(c.Boat.Tactics-3)))
	s.Flank = c.Boat.Column == "outer"
	s.Starboard = c.Boat.Starboard
	sc := d.Subs[bc]
	s.Torpedo, s.Dud = fightTorpedo(d, sc, c.Period, c.Boat.TorpedoValue, s.Night)
	per := (sc.SurfaceAt + 1) / 2
	s.Damage = min(c.Boat.DamageMarkers*per, sc.SunkAt-1)
	return s, nil
}

// BuildFight sets up a Game from a FightSetup: the convoy in formation, the
// escorts ahead, on the beams and astern, the boat at its start.
func BuildFight(d *Data, dice *Dice, p Period, s FightSetup) (*Game, error) {
	o := DefaultOptions()
	o.Night, o.HiddenMovement, o.Sonar = s.Night, true, true
	// The campaign's conditions are the fight's (DESIGN.md "Fight it
	// out"): its weather [50] and the crews [49] are set from the combat,
	// not rolled, and act as under the Advanced switches.
	o.Weather, o.Crews = true, true
	g := NewGame(d, dice, p, o)
	g.B.Weather = s.Weather
	if g.B.Weather == "" {
		g.B.Weather = Clear
	}
	var ships []ConvoyShip
	for _, m := range s.Merchants {
		ships = append(ships, ConvoyShip{ID: m.CampaignID, Class: m.Class, Column: m.Column, Row: m.Row, Capacity: m.Capacity, CampaignID: m.CampaignID})
	}
	if err := g.PlaceConvoyAt(s.Formation, ships, s.ConvoySpeed); err != nil {
		return nil, err
	}
	for _, m := range s.Merchants { // named by class and station: column/row
		g.Vessel(m.CampaignID).Name = fmt.Sprintf("%s %d/%d", m.Class, m.Column+1, m.Row+1)
	}
	perClass := map[string]int{}
	fm := formations[s.Formation]
	front := MustHex(fm.leads[0]).Row
	left, right := MustHex(fm.leads[0]).Col, MustHex(fm.leads[len(fm.leads)-1]).Col
	mid := (left + right) / 2
	back := front + 7*(fm.rows-1) + 1
	stations := []Hex{
		{Col: mid, Row: front - 6},       // ahead
		{Col: left - 5, Row: front + 4},  // port bow
		{Col: right + 5, Row: front + 4}, // starboard bow
		{Col: mid, Row: back + 6},        // astern
		{Col: left - 5, Row: back - 2},   // port quarter
		{Col: right + 5, Row: back - 2},  // starboard quarter
		{Col: mid - 8, Row: front - 4},   // ahead, port
		{Col: mid + 8, Row: front - 4},   // ahead, starboard
	}
	for i, m := range s.Escorts {
		h := stations[i%len(stations)]
		h.Row -= 2 * (i / len(stations))
		v, err := g.AddShip(m.CampaignID, m.Class, h, Dir6)
		if err != nil {
			return nil, err
		}
		perClass[m.Class]++
		v.Name = fmt.Sprintf("%s %d", m.Class, perClass[m.Class])
		v.Speed, v.Moved, v.Sonar, v.CampaignID = 2, true, m.Sonar, m.CampaignID
		v.Radar = map[bool]string{true: "fitted", false: ""}[m.Radar]
		v.Crew = m.Crew
		if v.Crew == "" {
			v.Crew = Novice
		}
	}
	start, facing := Hex{Col: mid, Row: front - s.StartRange}, Dir3
	if s.Flank {
		start, facing = Hex{Col: left - s.StartRange, Row: front + 3}, Dir2
		if s.Starboard {
			start, facing = Hex{Col: right + s.StartRange, Row: front + 3}, Dir4
		}
	}
	v, err := g.AddSub(s.BoatID, s.BoatClass, s.Torpedo, start, facing, 25)
	if err != nil {
		return nil, err
	}
	if s.Dud > 0 {
		g.B.Dud = map[string]int{v.Torpedo: s.Dud}
	}
	v.Damage, v.Hidden, v.Crew = s.Damage, s.Hidden, s.Crew
	if v.Crew == "" {
		v.Crew = Novice
	}
	// The campaign's torpedoes replace [62]: tubes first, then reloads.
	left2 := s.Torpedoes
	for k := range v.Tubes {
		v.Tubes[k].Loaded = left2 > 0
		if left2 > 0 {
			left2--
		}
	}
	sc := d.Subs[s.BoatClass]
	v.BowReloads = min(left2, sc.BowReloads)
	v.SternReload = min(left2-v.BowReloads, sc.SternReloads)
	v.NotCarried = sc.BowTubes + sc.SternTubes + sc.BowReloads + sc.SternReloads - v.BowReloads - v.SternReload
	for _, t := range v.Tubes {
		if t.Loaded {
			v.NotCarried--
		}
	}
	return g, nil
}

// FightResult is what a fight sends back to the campaign (DESIGN.md
// "Tactical → campaign").
type FightResult struct {
	Sunk           []string `json:"sunk"`    // campaign counters sunk
	Damaged        []string `json:"damaged"` // left dead in the water
	BoatLost       bool     `json:"boatLost"`
	BoatDamage     int      `json:"boatDamage"` // damage markers
	RTB            bool     `json:"rtb"`
	Spotted        bool     `json:"spotted"`
	TorpedoesFired int      `json:"torpedoesFired"`
}

// MapToCampaign reads the end of a fight back into campaign terms. contact
// is whether the boat is still in contact when the scenario ends; then the
// prolonged attack [34.6] stands in for the counterattack, with the escorts
// able to make full speed (all but four).
func (g *Game) MapToCampaign(boatID string, contact bool) FightResult {
	var r FightResult
	for i := range g.B.Vessels {
		v := &g.B.Vessels[i]
		if v.Sub || v.CampaignID == "" {
			continue
		}
		switch {
		case v.Sunk:
			r.Sunk = append(r.Sunk, v.CampaignID)
		case v.DIW:
			r.Damaged = append(r.Damaged, v.CampaignID)
		}
	}
	b := g.Vessel(boatID)
	c := g.SubClass(b)
	r.TorpedoesFired = b.Fired
	if b.Sunk {
		r.BoatLost = true
		return r
	}
	per := (c.SurfaceAt + 1) / 2
	r.BoatDamage = (b.Damage + per - 1) / per
	r.Spotted = !b.Hidden
	if g.ForcedUp(b) || b.EP == 0 && b.ASWTurn > 0 {
		r.RTB = true // cannot dive, or cannot stay with the convoy
	}
	if contact {
		var escorts []*Vessel
		for i := range g.B.Vessels {
			e := &g.B.Vessels[i]
			if !e.Sub && !e.Gone() && !e.DIW && g.Role(e) == Escort {
				escorts = append(escorts, e)
			}
		}
		// The Escort player sends his best hunters: the most sonar points,
		// then the fastest.
		sort.SliceStable(escorts, func(i, j int) bool {
			pi, pj := SonarAttackPoints(escorts[i].Sonar), SonarAttackPoints(escorts[j].Sonar)
			if pi != pj {
				return pi > pj
			}
			return g.MaxSpeed(escorts[i]) > g.MaxSpeed(escorts[j])
		})
		if n := ProlongedEscorts(len(escorts)); n > 0 {
			full := (c.MaxSubmerged - c.NormalSubmerged) * 60 // Advanced EP [34]
			ep := full * b.EP / max(c.EP, 1)
			lost, sunk := g.ProlongedAttack(b, ep, full, escorts[:n])
			if sunk {
				r.BoatLost = true
				return r
			}
			if 2*lost >= full {
				r.Spotted = true
			}
		}
	}
	return r
}

// Label is what the player calls a vessel: its Name, else its id.
func (v *Vessel) Label() string {
	if v.Name != "" {
		return v.Name
	}
	return v.ID
}

// Named is a log message with the ids of named ships (a fight's, whose
// ids are campaign counters') in its text arguments replaced by their
// names, nested messages too; m itself when no ship is named.
func (g *Game) Named(m *engine.Msg) *engine.Msg {
	if m == nil || !g.namedShips() {
		return m
	}
	out := &engine.Msg{ID: m.ID, Args: make([]engine.Arg, len(m.Args))}
	for i, a := range m.Args {
		if a.Kind == engine.ArgText {
			if v := g.Vessel(a.Str); v != nil {
				a.Str = v.Label()
			}
		}
		a.Msg = g.Named(a.Msg)
		out.Args[i] = a
	}
	return out
}

// NamedText is an English log text with the named ships' ids replaced.
// The longest ids go first: "m-no-2t#21" before "m-no-2t#2".
func (g *Game) NamedText(s string) string {
	var named []*Vessel
	for i := range g.B.Vessels {
		if v := &g.B.Vessels[i]; v.Name != "" && strings.Contains(s, v.ID) {
			named = append(named, v)
		}
	}
	sort.SliceStable(named, func(i, j int) bool { return len(named[i].ID) > len(named[j].ID) })
	for _, v := range named {
		s = strings.ReplaceAll(s, v.ID, v.Name)
	}
	return s
}

func (g *Game) namedShips() bool {
	for i := range g.B.Vessels {
		if g.B.Vessels[i].Name != "" {
			return true
		}
	}
	return false
}
