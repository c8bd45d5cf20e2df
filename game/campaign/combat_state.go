package campaign

// Combat is a combat display in use [2.4], [14.0]: the board, its columns
// with their counters, the boats fighting (a lone boat or a wolfpack [24]),
// the convoy's dispersal [29] and the round.
type Combat struct {
	// Board is "single", "c1", "c2" or "tf"; Kind the contact kind
	// ("single", "c1", "c2", "special", "tf").
	Board string `json:"board"`
	Kind  string `json:"kind"`
	// Area is the OpArea (or SMZ) of the combat; Level the activity colour
	// letter of the search result.
	Area   string `json:"area"`
	Level  string `json:"level"`
	Nation string `json:"nation,omitempty"` // TF / special convoy nation
	Code   string `json:"code,omitempty"`   // convoy code from the Contact table (flavour)

	Columns   []BoardColumn `json:"columns"`
	Dispersal int           `json:"dispersal"`
	// Round is 1 for the attack round, 2 and 3 for re-attacks [14.4], [14.41].
	Round int `json:"round"`
	// Boats are the subs in this combat, in acting order.
	Boats []CombatBoat `json:"boats"`

	InPort    bool `json:"inPort,omitempty"`    // [14.18], [30.41]
	Coastal   bool `json:"coastal,omitempty"`   // [13.23]
	Encounter bool `json:"encounter,omitempty"` // transit encounter [15.4]

	// Per-round bookkeeping.
	EventUsed    bool `json:"eventUsed,omitempty"`    // one combat event per round [19.21]
	EscortBonus  bool `json:"escortBonus,omitempty"`  // [14.15B] used this round
	SunkRound    int  `json:"sunkRound,omitempty"`    // ships sunk + damaged this round [29.3]
	SunkFirst    int  `json:"sunkFirst,omitempty"`    // ships sunk in round 1 [29.4]
	UnitsAtStart int  `json:"unitsAtStart,omitempty"` // units on the board at the start [29.4]
}

// BoardColumn is one column of the display with the counters in it.
type BoardColumn struct {
	Role  string      `json:"role"`
	Entry int         `json:"entry"`
	Boxes int         `json:"boxes"`
	Units []BoardUnit `json:"units"`
	Subs  []string    `json:"subs,omitempty"`
}

// BoardUnit is an Allied counter on the display.
type BoardUnit struct {
	ID      string `json:"id"`
	Up      bool   `json:"up,omitempty"`      // revealed
	Damaged bool   `json:"damaged,omitempty"` // [18.5]
	Sunk    bool   `json:"sunk,omitempty"`    // sunk this round, removed before the counterattack
	// TDC is the index of the TDC counter on it (-1 = none) and TDCUp
	// whether it has been revealed [14.14].
	TDC   int  `json:"tdc"`
	TDCUp bool `json:"tdcUp,omitempty"`
	// Cup is where the counter goes back at clean-up [14.8].
	Cup string `json:"cup"`
}

// CombatBoat is a sub in the combat.
type CombatBoat struct {
	ID string `json:"id"`
	// Role in a wolfpack [24.1]: "lone", "shadower", "round1", "reattack", "left-off".
	Role    string `json:"role"`
	Column  int    `json:"column"`          // -1 = not placed
	Out     bool   `json:"out,omitempty"`   // withdrew, RTB or sunk
	Ships   int    `json:"ships,omitempty"` // this combat, for the ace check [14.5]
	Tons    int    `json:"tons,omitempty"`
	Torpedo bool   `json:"torpedo,omitempty"` // made a torpedo attack
}

// combatRemoveSub takes a lost sub off the combat display.
func (g *Game) combatRemoveSub(id string) {
	c := g.S.Combat
	for i := range c.Columns {
		col := &c.Columns[i]
		for j, s := range col.Subs {
			if s == id {
				col.Subs = append(col.Subs[:j:j], col.Subs[j+1:]...)
				break
			}
		}
	}
	for i := range c.Boats {
		if c.Boats[i].ID == id {
			c.Boats[i].Out = true
			c.Boats[i].Column = -1
		}
	}
}
