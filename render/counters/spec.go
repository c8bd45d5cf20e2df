package counters

import (
	"math"
	"strings"

	"periscope/game/data"
)

// Spec describes one counter face. The concrete types are UBoat, Allied,
// Back and Marker; all are comparable values, so a Spec is its own cache key.
type Spec interface{ isSpec() }

// Side of a U-boat counter.
type Side int

const (
	Transit Side = iota // boat id, type, speed, range, readiness
	Patrol              // attack–defence–tactics, endurance, crash dive
)

// UBoat is a two-sided submarine counter of the player's side.
type UBoat struct {
	ID     string // "U-47"
	Type   string // "VIIB"
	Nation string // "DE", "IT", ...
	Side   Side
	// Transit side.
	Speed, Range, Readiness int
	// Patrol side.
	Attack, Defense, Tactics, Endurance, CrashDive int
}

// UBoatFromData builds a boat's counter face from the data model, applying
// the boat's overrides of its class values.
func UBoatFromData(b data.Boat, c data.SubClass, side Side) UBoat {
	u := UBoat{ID: b.ID, Type: c.ID, Nation: c.Nation, Side: side,
		Speed: c.Speed, Range: c.Range, Readiness: c.Readiness,
		Attack: c.Attack, Defense: c.Defense, Tactics: c.Tactics, Endurance: c.Endurance, CrashDive: c.CrashDive}
	if b.Attack != nil {
		u.Attack = *b.Attack
	}
	if b.Range != nil {
		u.Range = *b.Range
	}
	return u
}

// Allied is the face of an opposing counter (ship, aircraft, submarine,
// event or liner marker).
type Allied struct {
	Name   string // shown for named ships
	Type   string // data.AlliedType.Type: "M", "AO", "DD", "CV", "AC", "SS", "EVENT", "LINER", ...
	Nation string
	Named  bool
	Tons   int
	// Defense and ASW in half points (ASW2), as in the data model.
	Defense, ASW2, Attack   int
	Diligent, Fast, Carrier bool
}

// AlliedFromData builds the face of an Allied counter type.
func AlliedFromData(a data.AlliedType) Allied {
	asw2 := a.ASW2
	if asw2 == 0 && a.ASW != 0 {
		asw2 = int(math.Round(a.ASW * 2))
	}
	return Allied{Name: a.Name, Type: a.Type, Nation: a.Nation, Named: a.Named, Tons: a.Tons,
		Defense: a.Defense, ASW2: asw2, Attack: a.Attack, Diligent: a.Diligent, Fast: a.Fast, Carrier: a.Carrier}
}

// Back is a face-down Allied counter: only its flag shows [2.3B].
type Back struct {
	Flag string // "red" or "white"
}

// BackFromData is the face-down side of an Allied counter type.
func BackFromData(a data.AlliedType) Back { return Back{Flag: strings.ToLower(a.Flag)} }

// MarkerKind names a game marker.
type MarkerKind int

const (
	Damaged MarkerKind = iota
	Spotted
	RTB
	Ace     // Value 1 or 2
	TDC     // Value −4…+4
	Inexp   // Value: the inexperience level (0 = unmarked)
	Mines   // Value: field strength
	Weather // Value: pressure, 990 or 965
	BDienst // Value: the B-Dienst level (0 = unmarked)
	Recon   // a reconnaissance aircraft; Label its name, Value its range
)

// Marker is a game marker.
type Marker struct {
	Kind  MarkerKind
	Value int
	Label string
}

func (UBoat) isSpec()  {}
func (Allied) isSpec() {}
func (Back) isSpec()   {}
func (Marker) isSpec() {}

// half formats a value in half points: 3 → "1½", 1 → "½", 4 → "2".
func half(v2 int) string {
	s := ""
	if v2 < 0 {
		s, v2 = "−", -v2
	}
	whole, frac := v2/2, v2%2
	switch {
	case frac == 0:
		return s + itoa(whole)
	case whole == 0:
		return s + "½"
	}
	return s + itoa(whole) + "½"
}

// signed formats a modifier with a true minus sign: "+2", "−3", "0".
func signed(v int) string {
	switch {
	case v > 0:
		return "+" + itoa(v)
	case v < 0:
		return "−" + itoa(-v)
	}
	return "0"
}

func itoa(v int) string {
	if v < 0 {
		return "−" + itoa(-v)
	}
	if v < 10 {
		return string(rune('0' + v))
	}
	return itoa(v/10) + string(rune('0'+v%10))
}
