package europe

// The combat arithmetic the game and the battle calculator share: fire
// values, hit classes and the casualty order. Both sides of a battle are
// Forces (unit counts by type and damage), so the calculator enumerates
// exactly what the battle steps roll.

// Type indexes of a Force.
const (
	tInfantry = iota
	tArtillery
	tTank
	tAA
	tFighter
	tBomber
	tTransport
	tSubmarine
	tDestroyer
	tCarrier
	tBattleship
	nTypes
)

var typeIDs = [nTypes]string{Infantry, Artillery, Tank, AAGun, Fighter, Bomber, Transport, Submarine, Destroyer, Carrier, Battleship}

func typeIndex(id string) int {
	for i, t := range typeIDs {
		if t == id {
			return i
		}
	}
	return -1
}

// hitClass says which units a hit may strike.
type hitClass int

const (
	hitAny   hitClass = iota // any unit in the battle
	hitShip                  // a submarine's hit: ships only, never aircraft [13.2]
	hitNoSub                 // an aircraft's hit without a friendly destroyer: not submarines [13.2]
	hitAir                   // an AA gun's hit: aircraft only [7.3 B]
	nClasses
)

// Force is one side of a battle: N[t] units of type t, of which Dmg[t]
// are damaged (battleships only).
type Force struct {
	N   [nTypes]int `json:"n"`
	Dmg [nTypes]int `json:"dmg"`
}

func (f *Force) total() int {
	n := 0
	for t, c := range f.N {
		if t != tAA {
			n += c
		}
	}
	return n
}

func (f Force) air() int     { return f.N[tFighter] + f.N[tBomber] }
func (f Force) land() int    { return f.N[tInfantry] + f.N[tArtillery] + f.N[tTank] }
func (f *Force) empty() bool { return f.total() == 0 }

// fireGroup is a number of dice hitting on a value, of one hit class.
type fireGroup struct {
	Dice, HitOn int
	Class       hitClass
	Type        int
}

// fire lists the dice a side rolls in a round of regular fire [7.3 C–D,
// 13.1]: attacking infantry hit on 2 when paired one-to-one with
// artillery; submarines' hits strike ships only; aircraft cannot hit
// submarines unless their side has a destroyer in the battle. Subs that
// fired first (or submerged) are left out by the caller (skipSubs).
// dmgBB is what a damaged battleship hits on: 0 at full strength (A34's
// ruling), or the reduced value of its alternative (damagedBB).
func (f *Force) fire(attacking, sea, skipSubs bool, enemy *Force, dmgBB int) []fireGroup {
	var out []fireGroup
	add := func(t, n, v int, c hitClass) {
		if n > 0 && v > 0 {
			out = append(out, fireGroup{Dice: n, HitOn: v, Class: c, Type: t})
		}
	}
	airClass := hitAny
	if sea && f.N[tDestroyer] == 0 && enemy.N[tSubmarine] > 0 {
		airClass = hitNoSub
	}
	if attacking {
		if sea {
			if !skipSubs {
				add(tSubmarine, f.N[tSubmarine], 2, hitShip)
			}
			add(tDestroyer, f.N[tDestroyer], 3, hitAny)
			add(tCarrier, f.N[tCarrier], 1, hitAny)
			f.addBattleships(add, dmgBB)
		} else {
			boosted := min(f.N[tInfantry], f.N[tArtillery])
			add(tInfantry, boosted, 2, hitAny)
			add(tInfantry, f.N[tInfantry]-boosted, 1, hitAny)
			add(tArtillery, f.N[tArtillery], 2, hitAny)
			add(tTank, f.N[tTank], 3, hitAny)
		}
		add(tFighter, f.N[tFighter], 3, airClass)
		add(tBomber, f.N[tBomber], 4, airClass)
		return out
	}
	if sea {
		if !skipSubs {
			add(tSubmarine, f.N[tSubmarine], 2, hitShip)
		}
		add(tDestroyer, f.N[tDestroyer], 3, hitAny)
		add(tCarrier, f.N[tCarrier], 3, hitAny)
		f.addBattleships(add, dmgBB)
		add(tTransport, f.N[tTransport], 1, hitAny)
	} else {
		add(tInfantry, f.N[tInfantry], 2, hitAny)
		add(tArtillery, f.N[tArtillery], 2, hitAny)
		add(tTank, f.N[tTank], 2, hitAny)
	}
	add(tFighter, f.N[tFighter], 4, airClass)
	add(tBomber, f.N[tBomber], 1, airClass)
	return out
}

// addBattleships adds the battleships' dice: each hits on 4 [13.2], a
// damaged one on dmgBB when that is set [A34].
func (f *Force) addBattleships(add func(t, n, v int, c hitClass), dmgBB int) {
	if dmgBB <= 0 {
		add(tBattleship, f.N[tBattleship], 4, hitAny)
		return
	}
	add(tBattleship, f.N[tBattleship]-f.Dmg[tBattleship], 4, hitAny)
	add(tBattleship, f.Dmg[tBattleship], dmgBB, hitAny)
}

// damagedBBReduced is what a damaged battleship hits on under A34's
// alternative (damaged-full=off): half its attack and defence of 4. The
// seed gives no figure; half is the simplest reading of "weakened".
const damagedBBReduced = 2

// damagedBB is the dmgBB of fire in this game: 0 (full strength, the
// recommended ruling) unless damaged-full is off [A34].
func (s *State) damagedBB() int {
	if s.on("damaged-full") {
		return 0
	}
	return damagedBBReduced
}

// firstStrike reports whether a side's submarines strike first: they are
// attacking and the enemy has no destroyer [7.3 B].
func firstStrike(att, def *Force) bool { return att.N[tSubmarine] > 0 && def.N[tDestroyer] == 0 }

// Casualty orders: the cheapest loss first. The defender keeps its
// aircraft and warships longest; the attacker keeps what hits hardest.
// A hit on an undamaged battleship always damages it first [13.2].
var (
	AttackOrder  = []int{tTransport, tInfantry, tArtillery, tTank, tSubmarine, tDestroyer, tFighter, tCarrier, tBomber, tBattleship}
	DefenseOrder = []int{tTransport, tInfantry, tArtillery, tTank, tBomber, tSubmarine, tDestroyer, tCarrier, tFighter, tBattleship}
)

func eligible(t int, c hitClass) bool {
	switch c {
	case hitShip:
		return t >= tTransport
	case hitNoSub:
		return t != tSubmarine && t != tAA
	case hitAir:
		return t == tFighter || t == tBomber
	}
	return t != tAA
}

// Loss is one casualty: a unit of type T destroyed, or damaged when Damage.
type Loss struct {
	T      int
	Damage bool
}

// assign applies hits to a force by the casualty order, the most
// restricted hits first (AA, then submarine, then aircraft hits), and
// returns the losses in the order taken. Hits with no eligible target are
// lost. It is the game's automatic casualty choice and the calculator's.
func (f *Force) assign(hits [nClasses]int, order []int) []Loss {
	var out []Loss
	for _, c := range []hitClass{hitAir, hitShip, hitNoSub, hitAny} {
		for h := 0; h < hits[c]; h++ {
			l, ok := f.takeOne(c, order)
			if !ok {
				break
			}
			out = append(out, l)
		}
	}
	return out
}

// assignOnly is assign without the list of losses (the calculator's).
func (f *Force) assignOnly(hits [nClasses]int, order []int) {
	for _, c := range []hitClass{hitAir, hitShip, hitNoSub, hitAny} {
		for h := 0; h < hits[c]; h++ {
			if _, ok := f.takeOne(c, order); !ok {
				break
			}
		}
	}
}

// takeOne takes one hit of class c.
func (f *Force) takeOne(c hitClass, order []int) (Loss, bool) {
	if eligible(tBattleship, c) && f.N[tBattleship] > f.Dmg[tBattleship] {
		f.Dmg[tBattleship]++
		return Loss{T: tBattleship, Damage: true}, true
	}
	for _, t := range order {
		if f.N[t] > 0 && eligible(t, c) {
			f.N[t]--
			if t == tBattleship {
				f.Dmg[t]--
			}
			return Loss{T: t}, true
		}
	}
	return Loss{}, false
}

// canHurt reports whether side a can score a hit on side b.
func canHurt(a, b *Force, attacking, sea bool) bool {
	for _, g := range a.fire(attacking, sea, false, b, 0) {
		for t := 0; t < nTypes; t++ {
			if b.N[t] > 0 && eligible(t, g.Class) {
				return true
			}
		}
	}
	return false
}

// Chips splits a stack into the manual's chips under one miniature: red
// chips of 5 and grey chips of 1 [4.5].
func Chips(n int) (red, grey int) {
	if n <= 1 {
		return 0, 0
	}
	n--
	return n / 5, n % 5
}
