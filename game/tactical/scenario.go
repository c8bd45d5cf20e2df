package tactical

import (
	"bytes"
	"fmt"
	"io/fs"
	"path"

	"encoding/json"
)

// Scenario is one of the rulebook's scenarios [20.5–20.10] as data
// (assets/data/tactical/scenarios.json): its forces and where they start,
// its length, light and period, its special rules and victory conditions.
type Scenario struct {
	ID             string         `json:"id"`
	Name           string         `json:"name"`
	Rule           string         `json:"rule"`
	Period         string         `json:"period"`
	Turns          int            `json:"turns"`
	Night          bool           `json:"night"`
	HiddenMovement bool           `json:"hiddenMovement,omitempty"`
	Subs           []ScenarioSub  `json:"subs"`
	Convoy         *ScenarioConv  `json:"convoy,omitempty"`
	Escorts        []ScenarioShip `json:"escorts,omitempty"`
	Reserves       []Reserve      `json:"reserves,omitempty"`
	Exits          []ExitRule     `json:"exits,omitempty"`
	Victory        Victory        `json:"victory"`
	// RollTorpedoes: each boat's load is rolled on [62] at set-up.
	RollTorpedoes bool `json:"rollTorpedoes,omitempty"`
	// RollCargo: each merchantman's cargo is rolled on [60] at set-up.
	RollCargo bool `json:"rollCargo,omitempty"`
	// DCStock: each escort's depth charges are rolled on [61] at set-up.
	// Reload: the [59] reload rate by crew ("advanced" or "basic"; "" the
	// Basic three turns). ConvoyTurnEvery: [58] the convoy turns once in
	// so many turns at most (0: no limit).
	DCStock         bool   `json:"dcStock,omitempty"`
	Reload          string `json:"reload,omitempty"`
	ConvoyTurnEvery int    `json:"convoyTurnEvery,omitempty"`
	// Weather is a designed battle's chosen weather [50] ("" = none chosen).
	Weather Weather `json:"weather,omitempty"`
	// Sea is a designed battle's chosen sea, the weather table's column
	// [50] ("" = the first boat's nation's).
	Sea string `json:"sea,omitempty"`
	// Air is aircraft over the convoy by day (ONS 5 [20.1 campaign]): they
	// carry AirDCs air depth charges, and with the ons5-air-sight switch
	// they see every boat at 25–75 ft. AirAllot: the Escort player allots
	// the campaign's 24 air DCs to its day scenarios before this one.
	// HKSummon: the British may summon the hunter-killer group.
	Air      bool   `json:"air,omitempty"`
	AirDCs   int    `json:"airDCs,omitempty"`
	AirAllot bool   `json:"airAllot,omitempty"`
	HKSummon bool   `json:"hkSummon,omitempty"`
	Briefing string `json:"briefing"`
	History  string `json:"history"`
}

// ScenarioSub is a boat of the scenario: at a hex and facing, in a row
// (S9), or placed by [20.4] (Compass 0 = rolled).
type ScenarioSub struct {
	ID             string `json:"id"`
	Class          string `json:"class"`
	Torpedo        string `json:"torpedo"`
	Hex            string `json:"hex,omitempty"`
	Facing         Dir    `json:"facing,omitempty"`
	Row            int    `json:"row,omitempty"`
	Compass        int    `json:"compass,omitempty"`
	Depth          int    `json:"depth,omitempty"`
	Automated      bool   `json:"automated,omitempty"` // S3–S5 [20.7]
	BowTorpedoes   *int   `json:"bowTorpedoes,omitempty"`
	SternTorpedoes *int   `json:"sternTorpedoes,omitempty"`
	Reloads        *int   `json:"reloads,omitempty"`
}

// ScenarioShip is an escort or capital ship: at a hex, near a compass, or
// on a station outside the convoy box [20.3].
type ScenarioShip struct {
	ID         string `json:"id"`
	Class      string `json:"class"`
	Hex        string `json:"hex,omitempty"`
	Facing     Dir    `json:"facing,omitempty"`
	Compass    int    `json:"compass,omitempty"`
	Station    bool   `json:"station,omitempty"`
	DamageLeft int    `json:"damageLeft,omitempty"`
	Plotted    bool   `json:"plotted,omitempty"` // moves like a convoy, three turns ahead
	Release    int    `json:"release,omitempty"` // freed when a boat fires or comes this close (S6)
	Speed      int    `json:"speed,omitempty"`   // its maximum speed in this scenario
	Sonar      string `json:"sonar,omitempty"`   // "none" or a set replacing the class's
	// NoATW: this ship has no Hedgehog or Squid yet though its class
	// later carried one (the fit came with a refit).
	NoATW bool `json:"noATW,omitempty"`
	// Edge: the ship arrives with its group as one unit on an edge rolled
	// on a d6 (the ONS 5 hunter-killer group; spec §18 ambiguity 26).
	Edge bool `json:"edge,omitempty"`
}

// ScenarioConv is the convoy: a formation [20.2] or ships at given hexes.
type ScenarioConv struct {
	Formation int      `json:"formation,omitempty"`
	Speed     int      `json:"speed"`
	Ships     []string `json:"ships,omitempty"`
	Placed    []struct {
		Class string `json:"class"`
		Hex   string `json:"hex"`
	} `json:"placed,omitempty"`
	Automated bool    `json:"automated,omitempty"` // S1/S2 convoy table [20.7]
	Guns      *[3]int `json:"guns,omitempty"`      // the merchantmen's guns [17.3]
}

// Victory is a scenario's victory condition.
type Victory struct {
	// Kind: sub-vp (the boat's VP, less PerTorpedo a torpedo fired, at
	// least VP; ambiguity 18), sink-sub (the escorts must sink every
	// boat), margin (the Sub player at least VP more than the Escort
	// player; ReserveVP more to the Escort player per reinforcement that
	// entered), damage (at least Damage points inflicted and no boat
	// sunk), conditions (the Sub player wins if any of Sub holds, else the
	// Escort player if any of Escort holds, else Else: "draw" or a side).
	Kind       string      `json:"kind"`
	Sub        []Condition `json:"sub,omitempty"`
	Escort     []Condition `json:"escort,omitempty"`
	Else       string      `json:"else,omitempty"`
	VP         int         `json:"vp,omitempty"`
	PerTorpedo int         `json:"perTorpedo,omitempty"`
	ReserveVP  int         `json:"reserveVP,omitempty"`
	Damage     int         `json:"damage,omitempty"`
	Text       string      `json:"text,omitempty"`
}

// Condition is one way to win a "conditions" scenario; every field set
// must hold.
type Condition struct {
	// Sink: any of these ships sunk. SinkSubs: every boat sunk.
	Sink     []string `json:"sink,omitempty"`
	SinkSubs bool     `json:"sinkSubs,omitempty"`
	// Damage: at least this many points on one of Ships (sunk counts).
	Damage int      `json:"damage,omitempty"`
	Ships  []string `json:"ships,omitempty"`
	// Exit: all of these left by Edge; ExitCount more of ExitOf too.
	Exit      []string `json:"exit,omitempty"`
	Edge      int      `json:"edge,omitempty"`
	ExitCount int      `json:"exitCount,omitempty"`
	ExitOf    []string `json:"exitOf,omitempty"`
	// Loaded: the exiting boat has at least this many tubes loaded (S9).
	Loaded int `json:"loaded,omitempty"`
	// Survive: no boat of the Sub player sunk. NoLoss: no ship of the
	// Escort player sunk.
	Survive bool `json:"survive,omitempty"`
	NoLoss  bool `json:"noLoss,omitempty"`
}

func (g *Game) holds(c Condition) bool {
	exited := func(id string) bool {
		v := g.Vessel(id)
		return v != nil && v.Exited && (c.Edge == 0 || v.ExitedEdge == c.Edge)
	}
	if len(c.Sink) > 0 {
		any := false
		for _, id := range c.Sink {
			if v := g.Vessel(id); v != nil && v.Sunk {
				any = true
			}
		}
		if !any {
			return false
		}
	}
	if len(c.Ships) > 0 {
		any := false
		for _, id := range c.Ships {
			if v := g.Vessel(id); v != nil && (v.Damage >= c.Damage || v.Sunk) {
				any = true
			}
		}
		if !any {
			return false
		}
	}
	for _, id := range c.Exit {
		if !exited(id) {
			return false
		}
		if v := g.Vessel(id); v.Sub && c.Loaded > 0 {
			n := 0
			for _, t := range v.Tubes {
				if t.Loaded {
					n++
				}
			}
			if n < c.Loaded {
				return false
			}
		}
	}
	if c.ExitCount > 0 {
		n := 0
		for _, id := range c.ExitOf {
			if exited(id) {
				n++
			}
		}
		if n < c.ExitCount {
			return false
		}
	}
	for i := range g.B.Vessels {
		v := &g.B.Vessels[i]
		if c.SinkSubs && v.Sub && !v.Sunk {
			return false
		}
		if c.Survive && v.Sub && v.Sunk {
			return false
		}
		if c.NoLoss && !v.Sub && v.Sunk {
			return false
		}
	}
	return true
}

// LoadScenarios reads and checks scenarios.json against the data.
func LoadScenarios(fsys fs.FS, dir string, d *Data) ([]Scenario, error) {
	b, err := fs.ReadFile(fsys, path.Join(dir, "scenarios.json"))
	if err != nil {
		return nil, DataError{"scenarios.json", "", err.Error()}
	}
	var f struct {
		Scenarios []Scenario `json:"scenarios"`
	}
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&f); err != nil {
		return nil, DataError{"scenarios.json", "", err.Error()}
	}
	for _, s := range f.Scenarios {
		if err := s.check(d); err != nil {
			return nil, err
		}
	}
	return f.Scenarios, nil
}

func (s Scenario) check(d *Data) error {
	bad := func(p, f string, a ...any) error {
		return DataError{"scenarios.json", s.ID + p, fmt.Sprintf(f, a...)}
	}
	if _, err := ParsePeriod(s.Period); err != nil {
		return bad(".period", "%v", err)
	}
	if s.Turns < 1 || len(s.Subs) == 0 {
		return bad("", "%d turns, %d boats", s.Turns, len(s.Subs))
	}
	for _, b := range s.Subs {
		if d.Subs[b.Class] == nil || d.Torpedoes[b.Torpedo] == nil {
			return bad(".subs["+b.ID+"]", "unknown class %q or torpedo %q", b.Class, b.Torpedo)
		}
		if b.Hex != "" {
			if _, err := ParseHex(b.Hex); err != nil || !b.Facing.Valid() {
				return bad(".subs["+b.ID+"]", "hex %q facing %d", b.Hex, b.Facing)
			}
		}
	}
	for _, r := range s.Reserves {
		if d.Subs[r.Class] == nil {
			return bad(".reserves["+r.ID+"]", "unknown class %q", r.Class)
		}
	}
	for _, e := range s.Escorts {
		if d.Ships[e.Class] == nil {
			return bad(".escorts["+e.ID+"]", "unknown class %q", e.Class)
		}
		if e.Hex != "" {
			if _, err := ParseHex(e.Hex); err != nil || !e.Facing.Valid() {
				return bad(".escorts["+e.ID+"]", "hex %q facing %d", e.Hex, e.Facing)
			}
		}
	}
	if c := s.Convoy; c != nil {
		for _, m := range c.Ships {
			if d.Ships[m] == nil || d.Ships[m].Role != Merchant {
				return bad(".convoy", "%q is not a merchant class", m)
			}
		}
		if c.Formation != 0 && FormationSlots(c.Formation) == 0 {
			return bad(".convoy.formation", "no formation %d [20.2]", c.Formation)
		}
	}
	switch s.Victory.Kind {
	case "sub-vp", "sink-sub", "margin", "damage", "conditions":
	default:
		return bad(".victory.kind", "unknown kind %q", s.Victory.Kind)
	}
	return nil
}

// SetUp builds the scenario's game [3, 20.2–20.4]: the convoy, the escorts
// (at their hexes, near their compass or on stations outside the convoy
// box), then the boats (at their hexes, or by [20.4] with a rolled
// compass). choose picks one of the legal placements where the rules leave
// it to a player (nil = the first); the step machine will ask instead.
func SetUp(d *Data, dice *Dice, s Scenario, choose func(what string, options []Pose) Pose) (*Game, error) {
	if choose == nil {
		choose = func(_ string, o []Pose) Pose { return o[0] }
	}
	return SetUpWith(d, dice, s, func(_ *Game, what string, o []Pose) Pose { return choose(what, o) })
}

// SetUpWith is SetUp with a chooser that sees the game being set up.
func SetUpWith(d *Data, dice *Dice, s Scenario, chooseIn func(g *Game, what string, options []Pose) Pose) (*Game, error) {
	return setUpWith(d, dice, s, DefaultOptions(), chooseIn)
}

// setUpWith is SetUpWith from base options: the switches that change the
// set-up itself (convoy-drop-surplus, place-from-bow) are on them.
func setUpWith(d *Data, dice *Dice, s Scenario, o Options, chooseIn func(g *Game, what string, options []Pose) Pose) (*Game, error) {
	p, _ := ParsePeriod(s.Period)
	o.Night, o.HiddenMovement, o.Exits = s.Night, s.HiddenMovement, s.Exits
	g := NewGame(d, dice, p, o)
	g.B.Weather, g.B.Sea = s.Weather, s.Sea
	choose := func(what string, opts []Pose) Pose { return chooseIn(g, what, opts) }
	if c := s.Convoy; c != nil {
		if c.Formation > 0 {
			ships := c.Ships
			if o.ConvoyDropSurplus && len(ships) > FormationSlots(c.Formation) { // ambiguity 16's other reading
				ships = ships[:FormationSlots(c.Formation)]
				g.Say("20.2", msg("tac.log.convoy-surplus", num("n", len(c.Ships)-len(ships)), num("f", c.Formation)),
					"%d ships do not fit formation %d and stay behind", len(c.Ships)-len(ships), c.Formation)
			}
			if err := g.PlaceConvoyWide(c.Formation, ships, c.Speed); err != nil {
				return nil, err
			}
		}
		for i, m := range c.Placed {
			v, err := g.AddShip(fmt.Sprintf("%s %d", m.Class, i+1), m.Class, MustHex(m.Hex), Dir6)
			if err != nil {
				return nil, err
			}
			v.Speed, v.Moved = c.Speed, true
			g.B.ConvoySpeed = c.Speed
		}
		g.B.ConvoyAutomated = c.Automated
		if c.Guns != nil {
			for i := range g.B.Vessels {
				if v := &g.B.Vessels[i]; g.Role(v) == Merchant {
					guns := *c.Guns
					v.Guns = &guns
				}
			}
		}
	}
	station := 0
	for _, b := range s.Subs {
		if b.Hex != "" {
			g.boatsGiven = append(g.boatsGiven, MustHex(b.Hex))
		}
	}
	defer func() { g.boatsGiven = nil }()
	groupEdge, inGroup := 0, 0
	for _, e := range s.Escorts {
		var pose Pose
		switch {
		case e.Hex != "":
			pose = Pose{Bow: MustHex(e.Hex), Facing: e.Facing}
		case e.Edge:
			if groupEdge == 0 {
				groupEdge = g.RollGroupEdge(e.ID)
			}
			pose = g.edgePose(groupEdge, inGroup)
			inGroup++
		case e.Compass > 0:
			c, err := g.Compass(e.Compass)
			if err != nil {
				return nil, err
			}
			var opts []Pose
			q, r := c.Axial()
			for dq := -12; dq <= 12; dq++ {
				for dr := -12; dr <= 12; dr++ {
					h := FromAxial(q+dq, r+dr)
					if Distance(c, h) <= 12 && h.OnBoard() && !g.occupied(h) && !g.occupied(h.Neighbour(Dir3)) {
						opts = append(opts, Pose{Bow: h, Facing: Dir6})
					}
				}
			}
			pose = choose(e.ID+" near compass", opts)
		default:
			pose = Pose{Bow: g.convoyStation(station), Facing: Dir6}
			station++
		}
		v, err := g.AddShip(e.ID, e.Class, pose.Bow, pose.Facing)
		if err != nil {
			return nil, err
		}
		if e.Sonar == "none" {
			v.Sonar = ""
		} else if e.Sonar != "" {
			v.Sonar = e.Sonar
		}
		if e.Speed > 0 {
			v.SpeedCap = e.Speed
		}
		v.NoATW = e.NoATW
		if e.Plotted {
			v.Plotted, v.Release = true, e.Release
			v.Speed, v.Moved = e.Speed, true
			g.B.ConvoySpeed = e.Speed
		}
		if e.DamageLeft > 0 {
			v.Damage = g.Capacity(v) - e.DamageLeft
			v.DIW = false // the scenario says it steams on [20.8 S6]
			v.SpeedCap = max(v.SpeedCap, 1)
		}
	}
	for _, b := range s.Subs {
		depth := b.Depth
		var v *Vessel
		var err error
		switch {
		case b.Hex != "":
			v, err = g.AddSub(b.ID, b.Class, b.Torpedo, MustHex(b.Hex), b.Facing, depth)
		case b.Row > 0:
			var opts []Pose
			for col := 0; col < Panels*ColumnsPerPanel; col++ {
				for f := Dir1; f <= Dir6; f++ {
					p := Pose{Bow: Hex{Col: col, Row: b.Row}, Facing: f}
					if p.Stern().OnBoard() {
						opts = append(opts, p)
					}
				}
			}
			p := choose(b.ID+" in row", opts)
			v, err = g.AddSub(b.ID, b.Class, b.Torpedo, p.Bow, p.Facing, depth)
		default:
			n := b.Compass
			if n == 0 {
				n = g.RollCompass(b.ID)
			}
			opts, perr := g.PlacementPoses(n, SubSide)
			if perr != nil {
				return nil, perr
			}
			v, err = g.PlaceSub(b.ID, b.Class, b.Torpedo, n, choose(b.ID+" placement", opts), depth)
		}
		if err != nil {
			return nil, err
		}
		v.Automated = b.Automated
		limitTorpedoes(g, v, b)
	}
	g.B.Reserves = append(g.B.Reserves, s.Reserves...)
	return g, nil
}

// ReleasePlotted frees plotted ships once a boat has fired or come within
// their release range (S6: "until the submarine fires torpedoes or comes
// within ten hexes") [20.8].
func (g *Game) ReleasePlotted() {
	for i := range g.B.Vessels {
		v := &g.B.Vessels[i]
		if !v.Plotted || v.Release == 0 || v.Gone() {
			continue
		}
		free := g.B.TorpedoesFired > 0
		for j := range g.B.Vessels {
			b := &g.B.Vessels[j]
			if b.Sub && !b.Gone() && SearchDistance(v, b) <= v.Release {
				free = true
			}
		}
		if free {
			v.Plotted = false
			g.Say("20.8", msg("tac.log.released", txt("ship", v.ID)), "%s is released from its plot", v.ID)
		}
	}
}

// limitTorpedoes applies a scenario's torpedo limits (S6) [11.1].
func limitTorpedoes(g *Game, v *Vessel, b ScenarioSub) {
	if b.BowTorpedoes == nil && b.SternTorpedoes == nil && b.Reloads == nil {
		return
	}
	c := g.SubClass(v)
	carried := 0
	bow, stern := c.BowTubes, c.SternTubes
	if b.BowTorpedoes != nil {
		bow = *b.BowTorpedoes
	}
	if b.SternTorpedoes != nil {
		stern = *b.SternTorpedoes
	}
	for k := range v.Tubes {
		t := &v.Tubes[k]
		switch {
		case !t.Stern && bow > 0:
			bow--
		case t.Stern && stern > 0:
			stern--
		default:
			t.Loaded = false
			continue
		}
		carried++
	}
	if b.Reloads != nil {
		v.BowReloads, v.SternReload = min(*b.Reloads, c.BowReloads), 0
	}
	carried += v.BowReloads + v.SternReload
	v.NotCarried = c.BowTubes + c.SternTubes + c.BowReloads + c.SternReloads - carried
}

func (g *Game) occupied(h Hex) bool {
	for i := range g.B.Vessels {
		if v := &g.B.Vessels[i]; !v.Gone() && v.Occupies(h) {
			return true
		}
	}
	return false
}

// convoyStation is the k-th escort station outside the convoy box [20.3]:
// ahead, on the bows, astern, on the quarters (the Escort player may
// place them anywhere outside the box; these are the usual screen).
func (g *Game) convoyStation(k int) Hex {
	left, right, front, back := g.convoyBox()
	if right < 0 {
		return Hex{Col: 39, Row: 30}
	}
	mid := (left + right) / 2
	st := []Hex{{Col: mid, Row: front - 6}, {Col: left - 5, Row: front + 3}, {Col: right + 5, Row: front + 3},
		{Col: mid, Row: back + 5}, {Col: left - 5, Row: back - 2}, {Col: right + 5, Row: back - 2}}
	h := st[k%len(st)]
	h.Row -= 2 * (k / len(st))
	return h
}

// PlaceConvoyWide places a convoy in formation f, adding columns to the
// right (8 hexes apart) when it has more ships than slots (spec §18
// ambiguity 16, the "add a column" reading: no ship of the scenario is
// dropped).
func (g *Game) PlaceConvoyWide(f int, classes []string, speed int) error {
	fm, ok := formations[f]
	if !ok {
		return fmt.Errorf("%w: no formation %d [20.2]", ErrIllegal, f)
	}
	if len(classes) <= FormationSlots(f) {
		return g.PlaceConvoy(f, classes, speed)
	}
	cols := (len(classes) + fm.rows - 1) / fm.rows
	last := MustHex(fm.leads[len(fm.leads)-1])
	for i, c := range classes {
		col, row := i%cols, i/cols
		lead := Hex{Col: last.Col + 8*(col-len(fm.leads)+1), Row: last.Row}
		if col < len(fm.leads) {
			lead = MustHex(fm.leads[col])
		}
		bow := lead.Step(Dir3, 7*row)
		if !bow.OnBoard() {
			return fmt.Errorf("%w: the added column runs off the board", ErrIllegal)
		}
		v, err := g.AddShip(fmt.Sprintf("%s c%dr%d", c, col+1, row+1), c, bow, Dir6)
		if err != nil {
			return err
		}
		v.Speed, v.Moved = speed, true
	}
	g.B.ConvoySpeed = speed
	return nil
}

// Winner judges a scenario's victory conditions at its end [20.1,
// 20.7–20.10]. It returns the winning side, or "" for a draw.
func (g *Game) Winner(s Scenario) (Side, bool) {
	sc := g.Score()
	subsSunk, subs := 0, 0
	damage := 0
	for i := range g.B.Vessels {
		v := &g.B.Vessels[i]
		if v.Sub {
			subs++
			if v.Sunk {
				subsSunk++
			}
		} else {
			// "Damage inflicted" [20.8]: every point the hits scored (a
			// torpedo that sinks a C-2 with 12 points inflicted 12); the
			// switch counts no more than the ship's capacity.
			if g.B.Options.DamageCapped {
				damage += min(v.Damage, g.Capacity(v))
			} else {
				damage += v.Damage
			}
		}
	}
	switch s.Victory.Kind {
	case "sub-vp":
		net := sc.Sub - s.Victory.PerTorpedo*g.B.TorpedoesFired // ambiguity 18
		if g.B.Options.SubVPNet && s.Victory.PerTorpedo > 0 {
			net = sc.Sub - sc.Escort // the other reading: less the Escort player's whole score [20.1]
		}
		if net >= s.Victory.VP {
			return SubSide, true
		}
		return EscortSide, true
	case "sink-sub":
		if subsSunk == subs {
			return EscortSide, true
		}
		return SubSide, true
	case "margin":
		entered := 0
		for _, r := range s.Reserves {
			if g.Vessel(r.ID) != nil {
				entered++
			}
		}
		if sc.Sub-(sc.Escort+entered*s.Victory.ReserveVP) >= s.Victory.VP {
			return SubSide, true
		}
		return EscortSide, true
	case "damage":
		if damage >= s.Victory.Damage && subsSunk == 0 {
			return SubSide, true
		}
		return EscortSide, true
	case "conditions":
		for _, c := range s.Victory.Sub {
			if g.holds(c) {
				return SubSide, true
			}
		}
		for _, c := range s.Victory.Escort {
			if g.holds(c) {
				return EscortSide, true
			}
		}
		if s.Victory.Else == "draw" {
			return "", true
		}
		return Side(s.Victory.Else), true
	}
	return "", false
}
