package tactical

import "math"

// Conversions [56]: the scales that turn a ship's history into game
// values, for players' own scenarios [55] and for the data (the Italian,
// French and Russian classes of [63] were converted by them; each class's
// "why" says how). The rule gives the scales [56.2] and the variables of
// the rest [56.3]; what it leaves to "comparison with a ship already in
// the game" is done here by bands fitted to the classes authored before
// (the test Test56_3_ConversionFitsTheAuthoredClasses holds every class
// to them):
//
//   - speed: 6 kn a hex in the Basic game, 3.5 kn in the Advanced [56.2];
//     submerged speeds on the rules' own Type VII (7.6 kn is its maximum
//     3 [8.3.3]): 2.8 kn a hex;
//   - damage: the rule's "250 tons a damage factor" is the Damage
//     Table's, not a hull's capacity; the rules' V type 1 (1,100 t) has a
//     capacity of 6 [4.5], 183 t a point: our warships and boats run 200 t
//     a point of standard displacement (merchantmen and capital ships by
//     comparison: 1,200 GRT a point, and well above their scenarios'
//     marks);
//   - defence type from speed (surface ships) or length (boats) [56.3.2],
//     one type worse for a long hull (130 m and more: merchantmen, capital
//     ships) — "a combination of the two";
//   - torpedo attitude [56.3.3]: our detonation tables read the defence
//     type, so a converted ship takes the attitude values of the ships of
//     its defence type, which its length and speed give;
//   - gunnery [56.3.4]: guns under 3 inches count nothing; the rest as a
//     ship with guns of like size and placement;
//   - Advanced emergency power: 60 a hex of maximum over normal submerged
//     speed [56.3.1];
//   - counters: a DC or K-gun counter is two charges [56.2].

// The scales of [56.2].
const (
	BasicKnotsPerHex     = 6.0
	AdvancedKnotsPerHex  = 3.5
	SubmergedKnotsPerHex = 2.8 // the rules' VII: 7.6 kn = 3 [8.3.3]
	TonsPerDamage        = 200.0
	LongHullMetres       = 130.0
	ChargesPerCounter    = 2 // a DC or K-gun counter [56.2]
	GunMinInches         = 3.0
	EPPerHex             = 60 // [56.3.1]
)

// HexSpeed converts a speed in knots to hexes a turn [56.2] (at least 1).
func HexSpeed(knots float64, advanced bool) int {
	k := BasicKnotsPerHex
	if advanced {
		k = AdvancedKnotsPerHex
	}
	return max(1, int(math.Round(knots/k)))
}

// SubmergedHexes converts a submerged speed in knots to hexes a turn.
func SubmergedHexes(knots float64) int {
	return max(1, int(math.Round(knots/SubmergedKnotsPerHex)))
}

// DamagePoints is a warship's or boat's damage capacity for its standard
// displacement (at least 1).
func DamagePoints(tons float64) int {
	return max(1, int(math.Round(tons/TonsPerDamage)))
}

// SurfaceDefence is a surface ship's defence type by its speed, one worse
// for a long hull [56.3.2].
func SurfaceDefence(knots, lengthM float64) int {
	def := 5
	switch {
	case knots >= 33:
		def = 1
	case knots >= 26:
		def = 2
	case knots >= 22:
		def = 3
	case knots >= 15:
		def = 4
	}
	if lengthM >= LongHullMetres {
		def++
	}
	return min(def, 5)
}

// SubDefence is a boat's defence type by its length [56.3.2].
func SubDefence(lengthM float64) int {
	for def, upTo := range []float64{60, 70, 85, 100, 115} {
		if lengthM < upTo {
			return def
		}
	}
	return 5
}

// GunsThatCount is how many of the guns (calibres in inches) can hurt a
// boat: those of 3 inches and more [56.3.4].
func GunsThatCount(inches ...float64) int {
	n := 0
	for _, c := range inches {
		if c >= GunMinInches-0.005 {
			n++
		}
	}
	return n
}

// AdvancedEP is the Advanced game's emergency power for the boat's
// maximum and normal submerged speeds in hexes [56.3.1, 34].
func AdvancedEP(maxSubmerged, normalSubmerged int) int {
	return (maxSubmerged - normalSubmerged) * EPPerHex
}
