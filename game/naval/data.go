package naval

import (
	"encoding/json"
	"fmt"
	"io/fs"
	"sort"
)

// Map is an authored map of sea areas (assets/data/naval/<id>.json): each
// area is a node with its ports and air bases; each link a distance in
// hexes. The spec's hex map is missing (ch. 5), so the hex counts of range
// and interception (21.36, 22.21) are counted along the links.
type Map struct {
	ID    string `json:"id"`
	Title string `json:"title"`
	// Pacific marks the P map: interception sums are halved, rounded up
	// (22.21), and the range limits are the second figure of "40/20".
	Pacific bool `json:"pacific,omitempty"`
	// Range is the base-change and offensive-mission limit (21.361:
	// 40 E / 20 P); Leg the limit from an operative port (20 E / 10 P).
	Range int    `json:"range"`
	Leg   int    `json:"leg"`
	Areas []Area `json:"areas"`
	Links []Link `json:"links"`

	byID map[string]int
	dist map[string]map[string]int
	next map[string]map[string]string
}

// Area is one sea area. X, Y place it on a schematic drawing (0…1000 both
// ways); Lon, Lat are its centre at sea (degrees east, the Pacific's past
// 180° running on to 240°, as its coastline sheet does): a map whose areas
// all have them is drawn over the real coastlines (Geo).
type Area struct {
	ID   string  `json:"id"`
	Name string  `json:"name"`
	X    float64 `json:"x"`
	Y    float64 `json:"y"`
	Lon  float64 `json:"lon,omitempty"`
	Lat  float64 `json:"lat,omitempty"`
	// Port, when set, names the port that opens on the area.
	Port string `json:"port,omitempty"`
	// Box marks an off-map or SW box (21.14, 21.53): raids go there.
	Box bool `json:"box,omitempty"`
	// Choke marks a choke point (22.13D).
	Choke bool `json:"choke,omitempty"`
}

// Link joins two areas, Hexes apart.
type Link struct {
	A     string `json:"a"`
	B     string `json:"b"`
	Hexes int    `json:"hexes"`
}

// Geo reports whether every area has its place on the globe (Lon, Lat).
func (m *Map) Geo() bool {
	for _, a := range m.Areas {
		if a.Lon == 0 && a.Lat == 0 {
			return false
		}
	}
	return len(m.Areas) > 0
}

// prepare indexes the map and computes every shortest distance.
func (m *Map) prepare() error {
	m.byID = map[string]int{}
	for i, a := range m.Areas {
		if _, dup := m.byID[a.ID]; dup {
			return fmt.Errorf("map %s: area %s twice", m.ID, a.ID)
		}
		m.byID[a.ID] = i
	}
	adj := map[string]map[string]int{}
	for _, l := range m.Links {
		if _, ok := m.byID[l.A]; !ok {
			return fmt.Errorf("map %s: link to unknown area %s", m.ID, l.A)
		}
		if _, ok := m.byID[l.B]; !ok {
			return fmt.Errorf("map %s: link to unknown area %s", m.ID, l.B)
		}
		if l.Hexes <= 0 {
			return fmt.Errorf("map %s: link %s-%s of %d hexes", m.ID, l.A, l.B, l.Hexes)
		}
		if adj[l.A] == nil {
			adj[l.A] = map[string]int{}
		}
		if adj[l.B] == nil {
			adj[l.B] = map[string]int{}
		}
		adj[l.A][l.B], adj[l.B][l.A] = l.Hexes, l.Hexes
	}
	m.dist, m.next = map[string]map[string]int{}, map[string]map[string]string{}
	ids := make([]string, len(m.Areas))
	for i, a := range m.Areas {
		ids[i] = a.ID
	}
	for _, src := range ids {
		// Dijkstra on a small graph, ties broken by area id for determinism.
		d := map[string]int{src: 0}
		first := map[string]string{}
		done := map[string]bool{}
		for {
			best, bd := "", 1<<30
			for _, id := range ids {
				if v, ok := d[id]; ok && !done[id] && (v < bd || v == bd && id < best) {
					best, bd = id, v
				}
			}
			if best == "" {
				break
			}
			done[best] = true
			nbrs := make([]string, 0, len(adj[best]))
			for n := range adj[best] {
				nbrs = append(nbrs, n)
			}
			sort.Strings(nbrs)
			for _, n := range nbrs {
				nd := bd + adj[best][n]
				if v, ok := d[n]; !ok || nd < v {
					d[n] = nd
					if best == src {
						first[n] = n
					} else {
						first[n] = first[best]
					}
				}
			}
		}
		if len(d) != len(ids) {
			return fmt.Errorf("map %s: area %s does not reach every area", m.ID, src)
		}
		m.dist[src], m.next[src] = d, first
	}
	return nil
}

// Area returns an area by id.
func (m *Map) Area(id string) *Area {
	if i, ok := m.byID[id]; ok {
		return &m.Areas[i]
	}
	return nil
}

// Dist is the distance in hexes between two areas (0 within an area).
func (m *Map) Dist(a, b string) int { return m.dist[a][b] }

// Path is the shortest route from a to b, excluding a, including b.
func (m *Map) Path(a, b string) []string {
	var out []string
	for cur := a; cur != b; {
		cur = m.next[cur][b]
		out = append(out, cur)
	}
	return out
}

// Scenario is an authored scenario (assets/data/naval/scenarios/<id>.json).
type Scenario struct {
	ID      string `json:"id"`
	Map     string `json:"map"`
	Title   string `json:"title"`
	Blurb   string `json:"blurb"`
	History string `json:"history"`
	// Seats name the two sides (index 0 and 1) and Nations their flags.
	Seats   [2]string `json:"seats"`
	Nations [2]string `json:"nations"`
	Turns   int       `json:"turns"`
	// First is the side whose player turn comes first in each turn.
	First  int         `json:"first"`
	Forces []ForceSpec `json:"forces"`
	Air    []AirBase   `json:"air"`
	// Ports lists the ports and who holds them.
	Ports   []PortSpec `json:"ports"`
	Convoys []Convoy   `json:"convoys"`
	// Bombard are the VP a side scores for a bombardment of an enemy port
	// that is not stopped; Raid the VP per transport hit in a raid.
	Bombard [2]int `json:"bombard"`
	Raid    [2]int `json:"raid"`
	// Victory: side 0 wins when its VP lead is at least Win, side 1 when
	// it is below Lose; between the two, a draw.
	Win    int    `json:"win"`
	Lose   int    `json:"lose"`
	Params Params `json:"params"`
	// Transports in each side's SW box (the raid targets, 20.6).
	Transports [2]int `json:"transports"`
	// Arrivals are the forces that join on later turns (27); SW what each
	// side holds in the SW box (20.71, 20.8, 25).
	Arrivals []Arrival `json:"arrivals,omitempty"`
	// Boxes are a side's other SW boxes (20.6: the WA pool sits in the
	// Atlantic, Indian Ocean and Pacific boxes), beside the one that
	// Transports, Optimal and PenaltyCap describe (the raid and sub
	// target, whose transports the convoy routes use).
	Boxes []Box `json:"boxes,omitempty"`
	// MainBox names the main box when the side has others ("Atlantic
	// box").
	MainBox string `json:"mainBox,omitempty"`
	SW      *SWBox `json:"sw,omitempty"`
}

// Params are what the naval chapters take from the rest of the grand
// strategic game, fixed per scenario (the meaning of each is in DATA.md).
type Params struct {
	// Radar is each side's radar research results (22.462: −1 per result
	// on enemy surprise rolls).
	Radar [2]int `json:"radar"`
	// AirDefence is each side's air-defence research results (23.42: +1
	// air-defence level each).
	AirDefence [2]int `json:"airDefence"`
	// SubTech and ASWTech are the sub/torpedo and ASW research results
	// (22.9431: the difference, capped ±2).
	SubTech [2]int `json:"subTech"`
	ASWTech [2]int `json:"aswTech"`
	// ASWSurplus is each side's ASW factors in the SW box above the
	// enemy subs entitled to attack there (22.9434: −1 per 3, cap −2).
	ASWSurplus [2]int `json:"aswSurplus"`
	// Cards is each side's strategic cards played beyond the opponent's
	// (22.231B: +1 interception die when more; 22.45: the tactical card's
	// +1 search die).
	Cards [2]int `json:"cards"`
	// NonOperative lists ports under a naval oil effect or otherwise not
	// operative (22.11: −2 dice; 21.36).
	NonOperative []string `json:"nonOperative,omitempty"`
	// RaidStraight lists the ports that stand for the Murmansk box: a raid
	// from one goes straight to the SW box (21.5322: "raids from the
	// Murmansk box move directly to the Atlantic box"), off the map, so it
	// meets no map interception or air attack on the way out or home; in
	// the box it is met by the Raid Table (21.534).
	RaidStraight []string `json:"raidStraight,omitempty"`
	// AirRange is each side's air-range research results (21.5342: the
	// Raid Table's +1 when the defender has 2, +2 with 3 or more).
	AirRange [2]int `json:"airRange,omitempty"`
	// RaidWar lists the SW boxes where the Raid Table's +1 for the USA at
	// war with Germany applies (21.5342, the Atlantic box once the USA is
	// in the war: a scenario's date, not a nation the engine knows).
	RaidWar []string `json:"raidWar,omitempty"`
	// RaidCVEStep is, per SW box, the defender's CVE factors that make
	// each +1 on the Raid Table, at most +4 (21.5342: 6 in the Atlantic,
	// 3 in the Indian Ocean and the Pacific); a box not listed uses 6.
	// RaidAirCVE counts the operative land-based air (AAS/NAS) in the
	// India or Australia box as CVE factors in a box (21.5342: one each).
	// RaidAirBases ties that land air to units on the map: per SW box, the
	// air bases standing for the India or Australia box, whose operative
	// squadrons (each AAF three AAS, each NAS one; not those committed this
	// phase, 23.163) count one CVE factor each; RaidAirCVE adds air that
	// is not on the map.
	RaidCVEStep  map[string]int      `json:"raidCVEStep,omitempty"`
	RaidAirCVE   map[string]int      `json:"raidAirCVE,omitempty"`
	RaidAirBases map[string][]string `json:"raidAirBases,omitempty"`
	// RepairTurns is how long a damaged ship spends in the yard (27.7,
	// not in the seed).
	RepairTurns int `json:"repairTurns"`
	// Elite marks a side whose carrier air is elite (23.441: +1 Japanese
	// elite NAS) or, negative, weak (−1 British NAS).
	NASMod [2]int `json:"nasMod"`
	// LandBattle fights an invasion's landing against the port's garrison
	// (21.51; the land combat of chapter 15 is not in the seed: see
	// landbattle.go); without it an invasion succeeds or fails by the naval
	// rules alone. Marines marks a side whose invaders are at least half
	// marines (21.511: no +1 DM for the defenders).
	LandBattle bool    `json:"landBattle,omitempty"`
	Marines    [2]bool `json:"marines,omitempty"`
	// Oil is how many withdrawn forces each side may flip face up at the
	// end of a turn (33.7, 21.7); 0: no oil limit.
	Oil [2]int `json:"oil,omitempty"`
	// PortAttacks are the port attacks each side's research gave it
	// (21.44; each used once, 21.442).
	PortAttacks [2]int `json:"portAttacks,omitempty"`
	// Optimal is each side's optimal transport level in its SW box
	// (20.631): at the start of its player turn a side pays 1 BRP for each
	// undamaged transport below it (20.633), at most PenaltyCap a turn (0:
	// no cap); 0: no penalty. BRPPerVP turns the BRP lost into victory
	// points for the opponent at the end (the BRP economy of chapter 27 is
	// not in the game): one VP per BRPPerVP BRP, rounded down; 0: not
	// scored.
	Optimal    [2]int `json:"optimal,omitempty"`
	PenaltyCap [2]int `json:"penaltyCap,omitempty"`
	BRPPerVP   int    `json:"brpPerVP,omitempty"`
	// PortCounters is how many port counters each side may build in the
	// scenario (21.121: at most one a turn, from 1942, Japan and the USA),
	// on an island area it holds (Islands) that has no port; the port
	// opens at the end of the turn (the construction phase).
	PortCounters [2]int `json:"portCounters,omitempty"`
	// Islands are the one-hex islands of a Pacific archipelago without a
	// port, by area, and the side holding each (21.121, 4.74).
	Islands map[string]int `json:"islands,omitempty"`
	// BuildTransports is how many transports each side may build a turn
	// (20.6: its shipbuilding points for them), 3 BRP each, counted with
	// the BRP lost (BRPPerVP); they join the SW box at the end of the turn.
	BuildTransports [2]int `json:"buildTransports,omitempty"`
	// DamageTransports makes a transport hit by a raid (21.5362) or by a
	// sub in the SW box (25) damaged rather than sunk ("transports are
	// damaged in SW"; how many are damaged and how many sunk is chapter
	// 25's table, not in the seed): after the subs and raids it goes to
	// port out of reach, is repaired free and stays withdrawn through the
	// rest of the enemy turn and its side's next player turn, rejoining
	// the box in that turn's redeployment phase (20.66). Off, a hit sinks
	// the transport (the shipped scenarios: Periscope's SW table sinks).
	DamageTransports bool `json:"damageTransports,omitempty"`
	// Fronts are the land game's fronts (not in the seed) that the
	// scenario's ports belong to, by port area: the front of the water the
	// port opens on (21.131: German Baltic ports East, Marseille the Med,
	// though their hexes lie on the Western front), two for the two-front
	// ports (Kiel/Hamburg East and West, Gibraltar West and Med). An
	// activity's front is the one its home port shares with its target
	// (else the target's first); a force may intercept it only from a port
	// of that front (a two-front port belongs to the front of the activity:
	// moves between the UK and Gibraltar face only Western-front ships).
	// A port not listed, or no list, restricts nothing. No offensive option
	// is ever needed to use a fleet (the options are not in the game).
	Fronts map[string][]string `json:"fronts,omitempty"`
	// LandMP is the movement factors a side's land units carried by sea
	// still have on reaching the embarkation port (the land game's, not in
	// the seed). A sea transport lets them use their whole movement
	// (21.435): nothing to embark (2 in Europe, 1 in the Pacific, from a
	// port in a hostile zone of control: HostileZOC lists those ports),
	// 1 to land; the log says what they may still spend from the landing
	// port. 0: not shown.
	LandMP     [2]int   `json:"landMP,omitempty"`
	HostileZOC []string `json:"hostileZOC,omitempty"`
	// NRPhase gives a player turn its redeployment phase after the
	// movement phase's operations (21.63; the phases of the turn are the
	// land game's): the redeployment routes (Convoy.Redeploy) are offered
	// then, not with the other orders, to a force that has done nothing
	// this turn or only changed base, from its base at that moment; the
	// escort does nothing else that turn. Off, a redeployment is an order
	// like the others (one activity a turn, from the force's base at the
	// start of the turn).
	NRPhase bool `json:"nrPhase,omitempty"`
}

// ForceSpec is a force at the start.
type ForceSpec struct {
	ID    string `json:"id"`
	Side  int    `json:"side"`
	Name  string `json:"name"`
	Port  string `json:"port"`
	Ships []Ship `json:"ships"`
	// Patrol starts the force at sea on patrol in this area.
	Patrol string `json:"patrol,omitempty"`
}

// AirBase is land-based air at a port or airfield area: air factors (AAF,
// each splitting into a search, a cover and an attack squadron, 23.13) and
// land-based NAS, with their range in hexes.
type AirBase struct {
	ID     string `json:"id"`
	Name   string `json:"name"`
	Side   int    `json:"side"`
	Nation string `json:"nation"`
	Area   string `json:"area"`
	AAF    int    `json:"aaf"`
	NAS    int    `json:"nas"`
	Range  int    `json:"range"`
	// Lost counts squadrons lost this turn (converted back at its end,
	// 23.14).
	LostAAS int `json:"lostAAS,omitempty"`
	LostNAS int `json:"lostNAS,omitempty"`
	// Used marks squadrons that flew against or over an activity this
	// phase, returned at its end (23.163); UsedOn the kinds of activity
	// they were committed to: a squadron opposes or covers one activity of
	// a kind a phase, and may still act against an activity of another
	// kind (23.161, 23.163).
	Used   bool     `json:"used,omitempty"`
	UsedOn []string `json:"usedOn,omitempty"`
	// GroundedAAS counts squadrons returned for the rest of the player
	// turn: aborted by a battle's last air-combat round on the base
	// (22.434, 18.526A) or flown off to it from a struck base (23.461,
	// 18.523). Cleared when the next player turn begins.
	GroundedAAS int `json:"groundedAAS,omitempty"`
}

// ReadyAAF is the base's air factors free to fly this player turn: less
// the factors its grounded squadrons make up (three an AAF, rounded up).
func (a *AirBase) ReadyAAF() int {
	return max(0, a.AAF-(a.GroundedAAS+2)/3)
}

// PortSpec is a port and its holder.
type PortSpec struct {
	Area string `json:"area"`
	Side int    `json:"side"`
	// Defence is the port's own air-defence level (23.42: +2 per city,
	// port or fortress, +1 per flak, air-base counter, fortification).
	Defence int `json:"defence"`
	// Garrison is the land factors holding the port, and DM its terrain or
	// fortification defence modifier, for the invasions' land battle
	// (21.51, with Params.LandBattle).
	Garrison int `json:"garrison,omitempty"`
	DM       int `json:"dm,omitempty"`
	// OutOfSupply marks a port its sea-supply routes did not reach in its
	// side's last player turn (30.36): not operative.
	OutOfSupply bool `json:"outOfSupply,omitempty"`
	// Beachhead is the turn an invasion took the port (21.51: the
	// survivors place a beachhead), 0 if none: through that turn and the
	// next, a landing there puts at most 5 factors ashore.
	Beachhead int `json:"beachhead,omitempty"`
	// Reserve is the land game's side of a beachhead (21.51): the land
	// factors the port's holder keeps inland within reach of it. If an
	// invasion takes the port, they counterattack the beachhead at the end
	// of the turn of the landing, once (landbattle.go, counterattack);
	// TakenVP are the VP the invader scored for the port, lost with it.
	Reserve int `json:"reserve,omitempty"`
	TakenVP int `json:"takenVP,omitempty"`
}

// Convoy is a sea-transport route a side may run (21.43): from a port to a
// port, Cargo land factors (1 DD per factor), VP when delivered.
type Convoy struct {
	ID    string `json:"id"`
	Side  int    `json:"side"`
	Name  string `json:"name"`
	From  string `json:"from"`
	To    string `json:"to"`
	Cargo int    `json:"cargo"`
	VP    int    `json:"vp"`
	// Max is how many times it may run in the scenario (0: once a turn).
	Max int `json:"max,omitempty"`
	// Invade makes it a sea invasion of an enemy port (21.51): landed, it
	// takes the port unless 10 or more enemy naval factors lie there.
	Invade bool `json:"invade,omitempty"`
	// Supply makes the route a sea-supply line (30.36): its destination
	// must be reached each player turn or its port is not operative.
	Supply bool `json:"supply,omitempty"`
	// Redeploy makes the route the sea leg of a naval redeployment (21.6,
	// 28) rather than a sea transport: land units moved between friendly
	// ports, escorted by destroyers from the embarkation port (1 DD factor
	// per land factor), intercepted on two dice (22.22: naval NR); units
	// whose escort falls below the need are lost (22.83).
	Redeploy bool `json:"redeploy,omitempty"`
	// Transports lets transports from the side's SW box replace the
	// destroyers of a redeployment (21.6: WA Atlantic NRs, among Suez,
	// Basra and Abadan, to some Pacific ports, every Japanese NR): one
	// transport per 5 land factors (20.64C).
	Transports bool `json:"transports,omitempty"`
}

// Theatre is one map with its scenarios, as loaded.
type Theatre struct {
	Maps      map[string]*Map
	Scenarios []*Scenario
}

// Scenario returns a scenario by id.
func (t *Theatre) Scenario(id string) *Scenario {
	for _, s := range t.Scenarios {
		if s.ID == id {
			return s
		}
	}
	return nil
}

// Load reads the naval data: every map and scenario under dir of fsys.
func Load(fsys fs.FS, dir string) (*Theatre, error) {
	t := &Theatre{Maps: map[string]*Map{}}
	ents, err := fs.ReadDir(fsys, dir)
	if err != nil {
		return nil, err
	}
	for _, e := range ents {
		if e.IsDir() || len(e.Name()) < 6 || e.Name()[len(e.Name())-5:] != ".json" {
			continue
		}
		b, err := fs.ReadFile(fsys, dir+"/"+e.Name())
		if err != nil {
			return nil, err
		}
		var m Map
		if err := json.Unmarshal(b, &m); err != nil {
			return nil, fmt.Errorf("%s: %v", e.Name(), err)
		}
		if err := m.prepare(); err != nil {
			return nil, err
		}
		t.Maps[m.ID] = &m
	}
	ents, err = fs.ReadDir(fsys, dir+"/scenarios")
	if err != nil {
		return nil, err
	}
	for _, e := range ents {
		b, err := fs.ReadFile(fsys, dir+"/scenarios/"+e.Name())
		if err != nil {
			return nil, err
		}
		var s Scenario
		dec := json.NewDecoder(bytesReader(b))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&s); err != nil {
			return nil, fmt.Errorf("%s: %v", e.Name(), err)
		}
		if err := t.check(&s); err != nil {
			return nil, fmt.Errorf("%s: %v", e.Name(), err)
		}
		t.Scenarios = append(t.Scenarios, &s)
	}
	sort.Slice(t.Scenarios, func(i, j int) bool { return t.Scenarios[i].ID < t.Scenarios[j].ID })
	return t, nil
}

func (t *Theatre) check(s *Scenario) error {
	m := t.Maps[s.Map]
	if m == nil {
		return fmt.Errorf("scenario %s: no map %s", s.ID, s.Map)
	}
	ids := map[string]bool{}
	shipIDs := map[string]bool{}
	ports := map[string]int{}
	for _, p := range s.Ports {
		a := m.Area(p.Area)
		if a == nil || a.Port == "" {
			return fmt.Errorf("scenario %s: %s is not a port area", s.ID, p.Area)
		}
		ports[p.Area] = p.Side
	}
	all := append([]ForceSpec{}, s.Forces...)
	for _, a := range s.Arrivals {
		if a.Turn < 1 || a.Turn > s.Turns {
			return fmt.Errorf("scenario %s: force %s arrives on turn %d", s.ID, a.Force.ID, a.Turn)
		}
		all = append(all, a.Force)
	}
	for _, f := range all {
		if ids[f.ID] {
			return fmt.Errorf("scenario %s: force %s twice", s.ID, f.ID)
		}
		ids[f.ID] = true
		if side, ok := ports[f.Port]; !ok || side != f.Side {
			return fmt.Errorf("scenario %s: force %s based at %s, not a port of its side", s.ID, f.ID, f.Port)
		}
		for _, sh := range f.Ships {
			if shipIDs[sh.ID] {
				return fmt.Errorf("scenario %s: ship %s twice", s.ID, sh.ID)
			}
			shipIDs[sh.ID] = true
			if sh.Size <= 0 || sh.Class == CA && sh.Size%2 != 0 {
				return fmt.Errorf("scenario %s: ship %s of size %d", s.ID, sh.ID, sh.Size)
			}
			if sh.Class == BB && (sh.Size < 2 || sh.Size > 5) || sh.Class == CV && (sh.Size < 2 || sh.Size > 4) {
				return fmt.Errorf("scenario %s: named ship %s of size %d (20.1)", s.ID, sh.ID, sh.Size)
			}
		}
	}
	for _, a := range s.Air {
		if m.Area(a.Area) == nil {
			return fmt.Errorf("scenario %s: air base %s in unknown area %s", s.ID, a.ID, a.Area)
		}
	}
	for _, b := range s.Boxes {
		if b.Side < 0 || b.Side > 1 || b.Transports < 0 || b.Start < 0 || b.Optimal < 0 || s.MainBox == "" {
			return fmt.Errorf("scenario %s: SW box %s (a side's other boxes need a named main box)", s.ID, b.ID)
		}
	}
	for _, c := range s.Convoys {
		to, ok := ports[c.To]
		if ports[c.From] != c.Side || !ok || (to == c.Side) == c.Invade {
			return fmt.Errorf("scenario %s: convoy %s not between ports of its side", s.ID, c.ID)
		}
	}
	return nil
}

// Box is another SW box of a side (20.6): its transports at the start,
// its start level (20.632: only the transports above it may be moved out),
// its optimal level and its penalty cap (20.633, 0: none).
type Box struct {
	ID         string `json:"id"`
	Name       string `json:"name"`
	Side       int    `json:"side"`
	Transports int    `json:"transports"`
	Start      int    `json:"start"`
	Optimal    int    `json:"optimal"`
	PenaltyCap int    `json:"penaltyCap,omitempty"`
	// Withdraw is how many of the box's transports are withdrawn at the
	// start of each of its side's player turns on the box's own business
	// (20.632D: in a European scenario three Indian Ocean transports carry
	// oil and troops to India each Allied turn); they are used, so they do
	// nothing else that turn (they may still be redeployed after use,
	// 20.632C). Floor is the level the side must keep there (20.632D: at
	// least 5): below it, losses are replaced there before any transport
	// is built for another box, and no move takes the box below it.
	Withdraw int `json:"withdraw,omitempty"`
	Floor    int `json:"floor,omitempty"`
}
