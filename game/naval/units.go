package naval

import (
	"fmt"
	"sort"

	"periscope/game/engine"
)

// Ship classes (20.1).
const (
	BB  = "BB"  // a named capital ship (battleship, battlecruiser, pocket battleship), size 2–5
	CV  = "CV"  // a named fast carrier: CVL 2, CV 3, CVB 4 (20.3)
	CA  = "CA"  // generic cruisers, even factors; each 2 factors is one cruiser (20.5)
	DD  = "DD"  // generic destroyers, 1–10 factors
	CVE = "CVE" // escort carriers, always slow (20.4)
	SS  = "SS"  // submarines (20.7)
	TR  = "TR"  // transports (20.6)
)

// Ship is one counter: a named ship, or a stack of generic factors (DD,
// CA, CVE, SS, TR) of one nation.
type Ship struct {
	ID     string `json:"id"`
	Name   string `json:"name"`
	Nation string `json:"nation"`
	Class  string `json:"class"`
	// Size is the named ship's factors, or the stack's factors.
	Size int  `json:"size"`
	Fast bool `json:"fast,omitempty"`
	// Damaged marks a damaged named ship; DmgCA counts the damaged
	// cruisers in a CA stack.
	Damaged bool `json:"damaged,omitempty"`
	DmgCA   int  `json:"dmgCA,omitempty"`
	Sunk    bool `json:"sunk,omitempty"`
	// NAS are the naval air squadrons embarked (fast carriers; a full load
	// is Size, 20.33).
	NAS int `json:"nas,omitempty"`
	// Force is the force the ship is in ("" when sunk).
	Force string `json:"force,omitempty"`
	// Repair is the number of turns still to spend in port being repaired.
	Repair int `json:"repair,omitempty"`
	// Cargo is the land or air factors carried (DD, TR; 21.43).
	Cargo int `json:"cargo,omitempty"`
	// Home is the force a ship engaging a raid comes from (21.5343).
	Home string `json:"home,omitempty"`
	// Fired marks a sub that has attacked this player turn (22.942).
	Fired bool `json:"fired,omitempty"`
}

// Named reports a named ship (capital ship or fast carrier).
func (s *Ship) Named() bool { return s.Class == BB || s.Class == CV }

// Heavy reports a heavy ship in fleet combat (22.52: named capital ships;
// fast carriers never fire and are screened, 22.57).
func (s *Ship) Heavy() bool { return s.Class == BB }

// Light reports a light ship (CA, DD, CVE; 22.52).
func (s *Ship) Light() bool { return s.Class == CA || s.Class == DD || s.Class == CVE }

// Carrier reports a fast carrier.
func (s *Ship) Carrier() bool { return s.Class == CV }

// IsFast is the ship's speed now (20.121): damaged ships and CVEs are slow;
// a ship carrying cargo is slow.
func (s *Ship) IsFast() bool {
	if s.Damaged || s.Class == CVE || s.Cargo > 0 || s.Class == TR {
		return false
	}
	if s.Class == DD || s.Class == CA {
		return true
	}
	return s.Fast
}

// NF is the ship's naval factors (a CVE factor is one; 23.421 counts it 3
// for air defence, elsewhere).
func (s *Ship) NF() int {
	if s.Sunk {
		return 0
	}
	return s.Size
}

// Operative is a fast carrier undamaged with its full air group (20.33).
func (s *Ship) Operative() bool { return s.Carrier() && !s.Damaged && !s.Sunk && s.NAS >= s.Size }

// Undamaged factors (for search, 22.425, and the 10-NF rule).
func (s *Ship) UndamagedNF() int {
	if s.Sunk {
		return 0
	}
	if s.Class == CA {
		return s.Size - 2*s.DmgCA
	}
	if s.Damaged {
		return 0
	}
	return s.Size
}

// NationDRM is the ship's naval nationality DRM with its ship modifiers
// (22.552A): +1 for a 5-factor battleship; −2 for US and Japanese fast
// carriers and all CVEs; −1 for German, Italian and British CVLs.
func (s *Ship) NationDRM() int {
	d := NavalDRM(s.Nation)
	switch {
	case s.Class == BB && s.Size >= 5:
		d++
	case s.Class == CVE:
		d -= 2
	case s.Class == CV && (s.Nation == "USA" || s.Nation == "JAP"):
		d -= 2
	case s.Class == CV && s.Size == 2:
		d--
	}
	return d
}

func (s *Ship) String() string {
	if s.Named() {
		return fmt.Sprintf("%s (%s %d)", s.Name, s.Class, s.Size)
	}
	return fmt.Sprintf("%s %d", s.Class, s.Size)
}

// Force is a group of ships acting together: a task force (TF, 20.16) or a
// group of fewer than 10 naval factors, in port or at sea.
type Force struct {
	ID   string `json:"id"`
	Side int    `json:"side"`
	Name string `json:"name"`
	// Port is the force's home base (an area with a port of its side).
	Port string `json:"port"`
	// At is where the force is now (its port's area when in port).
	At string `json:"at"`
	// AtSea marks a force out of port (on an operation or patrol).
	AtSea bool `json:"atSea,omitempty"`
	// Used marks a force that has done its activity this turn (21.31:
	// withdrawn); Returned one that fought (22.26) and may not intercept
	// again this phase.
	Used     bool `json:"used,omitempty"`
	Returned bool `json:"returned,omitempty"`
	// Seen marks a force whose composition the enemy knows (revealed by
	// ≥3 search hits, 22.452, or by fleet combat) until it is back in port.
	Seen bool `json:"seen,omitempty"`
	// Patrol is the area a force on patrol holds (21.41).
	Patrol string `json:"patrol,omitempty"`
	// NameMsg is the name of a force the game makes up (a raid's
	// defenders, damaged ships sent home, a regrouped ship), in the
	// player's language; Name is its English.
	NameMsg *engine.Msg `json:"nameMsg,omitempty"`
}

// ---------------------------------------------------------------- damage

// hitNamed applies hits to one named ship (20.511): damaged at size−1, sunk
// at size or more; a damaged ship damaged again is sunk; fewer hits are
// ignored. It reports "damaged", "sunk" or "".
func hitNamed(s *Ship, hits int) string {
	if s.Sunk || hits <= 0 {
		return ""
	}
	switch {
	case hits >= s.Size:
		s.Sunk = true
		return "sunk"
	case hits >= s.Size-1:
		if s.Damaged {
			s.Sunk = true
			return "sunk"
		}
		s.Damaged = true
		return "damaged"
	}
	return ""
}

// lightLoss records what hits did to a group of lights.
type lightLoss struct {
	CADamaged int // cruisers damaged
	CASunk    int // cruisers sunk
	OneFactor int // DD/CVE/transport factors lost
}

// hitLights applies hits to a group of light ships and transports as one
// target (20.52–57):
//   - all CA: one cruiser sunk per 2 hits; an odd hit damages one more,
//     and sinks a damaged one only if no undamaged cruiser remains;
//   - CA with one-factor ships: the cycle of 20.5 (hits 1–6: CA damaged,
//     CA sunk, +1 one-factor, +2, +2 and CA damaged, 2 CA + 2), keeping
//     one-factor losses no greater than the CA factors sunk until the
//     cruisers are gone;
//   - one-factor ships (DD, CVE, transports): one factor a hit, split
//     evenly between types, the remainder to the largest (20.57).
//
// Excess hits are lost.
func hitLights(group []*Ship, hits int) lightLoss { return hitLightsOdd(group, hits, false) }

// hitLightsOdd is hitLights; oddSinks reads footnote 37 the other way (the
// switch ca-odd-sinks): an odd hit sinks a damaged cruiser whenever there
// is one (a damaged unit hit again is sunk, 20.5), undamaged ones or not.
func hitLightsOdd(group []*Ship, hits int, oddSinks bool) lightLoss {
	var out lightLoss
	var cas, ones []*Ship
	for _, s := range group {
		if s.Sunk {
			continue
		}
		if s.Class == CA {
			cas = append(cas, s)
		} else if s.Class == DD || s.Class == CVE || s.Class == TR || s.Class == SS {
			ones = append(ones, s)
		}
	}
	undamagedCA := func() int {
		n := 0
		for _, s := range cas {
			if !s.Sunk {
				n += s.Size/2 - s.DmgCA
			}
		}
		return n
	}
	damagedCA := func() int {
		n := 0
		for _, s := range cas {
			if !s.Sunk {
				n += s.DmgCA
			}
		}
		return n
	}
	oneFactors := func() int {
		n := 0
		for _, s := range ones {
			if !s.Sunk {
				n += s.Size
			}
		}
		return n
	}
	damageCA := func() bool {
		for _, s := range cas {
			if !s.Sunk && s.Size/2 > s.DmgCA {
				s.DmgCA++
				out.CADamaged++
				return true
			}
		}
		return false
	}
	sinkCA := func() bool { // a damaged one first
		for _, s := range cas {
			if !s.Sunk && s.DmgCA > 0 {
				s.DmgCA--
				s.Size -= 2
				out.CASunk++
				out.CADamaged--
				if out.CADamaged < 0 {
					out.CADamaged = 0
				}
				if s.Size <= 0 {
					s.Sunk = true
				}
				return true
			}
		}
		for _, s := range cas {
			if !s.Sunk && s.Size >= 2 {
				s.Size -= 2
				out.CASunk++
				if s.Size <= 0 {
					s.Sunk = true
				}
				return true
			}
		}
		return false
	}
	loseOne := func() bool {
		// 20.57: the largest type's group loses the factor (split evenly).
		sort.SliceStable(ones, func(i, j int) bool { return ones[i].Size > ones[j].Size })
		for _, s := range ones {
			if !s.Sunk && s.Size > 0 {
				s.Size--
				if s.Cargo > s.Capacity() {
					s.Cargo = s.Capacity() // 22.83
				}
				out.OneFactor++
				if s.Size == 0 {
					s.Sunk = true
				}
				return true
			}
		}
		return false
	}
	// hitCA is one hit on the cruisers: damage an undamaged cruiser, or
	// sink a damaged one when none is undamaged (or when a cruiser was
	// damaged by the hit before, the pair of hits that sinks it).
	pending := false // a cruiser damaged by the previous hit of this pair
	hitCA := func() bool {
		if pending {
			pending = false
			return sinkCA()
		}
		if oddSinks && damagedCA() > 0 {
			return sinkCA()
		}
		if undamagedCA() > 0 {
			pending = true
			return damageCA()
		}
		if damagedCA() > 0 {
			return sinkCA()
		}
		return false
	}
	for h := 0; h < hits; h++ {
		caLeft := undamagedCA()+damagedCA() > 0
		oneLeft := oneFactors() > 0
		switch {
		case caLeft && oneLeft:
			// Cycle: CA damaged, CA sunk, one-factor, one-factor.
			if pending || 2*out.CASunk <= out.OneFactor {
				hitCA()
			} else {
				loseOne()
			}
		case caLeft:
			hitCA()
		case oneLeft:
			loseOne()
		default:
			return out // excess hits are lost
		}
	}
	return out
}

// critical resolves a critical-hit roll's effect (20.525–529): an
// undamaged ship is damaged, a damaged one at sea is sunk.
func critical(s *Ship) string {
	if s.Sunk {
		return ""
	}
	if s.Damaged {
		s.Sunk = true
		return "sunk"
	}
	s.Damaged = true
	return "damaged"
}
