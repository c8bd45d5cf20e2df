// Package naval is the naval war of A World at War (chapters 20–23) as an
// operational game of its own: fleets and task forces on an authored map of
// sea areas, operations, interception and counter-interception, search and
// surprise, fleet combat, carrier and land air strikes, and submarine
// attacks. It runs on the shared step machine (game/engine) with two seats.
//
// The rules are cited by their numbers in the specs
// ../shared/rules/naval-operations-1.md and -2.md. Where a rule reaches into
// the wider grand-strategic game (research, cards, supply, BRP) the value is
// a scenario parameter (Params); where the text can be read two ways the
// reading is a switch (Switches).
package naval

// ---------------------------------------------------------------- tables

// navalAttack is the Naval Attack Table (20.51 / 22.55 / 23.44; GIVEN):
// rows by air squadrons (row index = AS, 1…20) or fleet factors, columns the
// modified 2d6 from 2 to 12+. The FF rows are: 1-2, 3-4, 5-6, 7-9, 10-12, …
// (the AS column has no entry for the 3-4 FF row).
var navalAttack = [22][11]int{
	{},                                        // unused: row indexes start at 1
	{0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2},         // AS1, FF1-2
	{0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 3},         // FF3-4 (no AS row)
	{0, 0, 1, 1, 1, 1, 2, 2, 2, 3, 3},         // AS2, FF5-6
	{1, 1, 1, 1, 2, 2, 2, 3, 3, 3, 4},         // AS3, FF7-9
	{1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 5},         // AS4, FF10-12
	{2, 2, 2, 3, 3, 3, 4, 4, 5, 5, 6},         // AS5, FF13-15
	{2, 2, 3, 3, 3, 4, 4, 5, 5, 6, 6},         // AS6, FF16-18
	{2, 3, 3, 3, 4, 4, 5, 5, 6, 6, 7},         // AS7
	{3, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7},         // AS8
	{3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8},         // AS9
	{3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8},         // AS10
	{4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9},         // AS11
	{4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9},         // AS12
	{5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10},        // AS13
	{5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10},       // AS14
	{6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11},      // AS15
	{6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11},     // AS16
	{7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12},    // AS17
	{7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12},   // AS18
	{8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13},  // AS19 (the source's "54-57" read as 55-57)
	{8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13}, // AS20
}

// ffRow is the table row for a number of firing fleet factors 1…60.
func ffRow(ff int) int {
	switch {
	case ff <= 0:
		return 0
	case ff <= 2:
		return 1
	case ff <= 4:
		return 2
	case ff <= 6:
		return 3
	}
	// 7-9 → 4, 10-12 → 5, … 58-60 → 21−? : rows of three from 7.
	return 4 + (ff-7)/3
}

// asRow is the table row for a number of attacking air squadrons 1…20 (AS1
// is the 1-2 FF row, AS2 the 5-6 FF row, ASn the (n+1)th row from AS2).
func asRow(as int) int {
	switch {
	case as <= 0:
		return 0
	case as == 1:
		return 1
	}
	return as + 1
}

// tableHits reads one row at a modified roll (≤2 counts as 2, ≥12 as 12).
func tableHits(row, roll int) int {
	if row <= 0 {
		return 0
	}
	if roll < 2 {
		roll = 2
	}
	if roll > 12 {
		roll = 12
	}
	return navalAttack[row][roll-2]
}

// maxRow is the last row of the table (AS20 / FF58-60).
const maxRow = 21

// FleetHits is the Naval Attack Table for fleet factors (22.55): above 60
// factors, the top row's result plus the remainder's row (20.51).
func FleetHits(ff, roll int) int {
	h := 0
	for ff > 60 {
		h += tableHits(maxRow, roll)
		ff -= 60
	}
	r := ffRow(ff)
	if r > maxRow {
		r = maxRow
	}
	return h + tableHits(r, roll)
}

// AirHits is the Naval Attack Table for air squadrons (23.44): above 20
// squadrons, the top row's result plus the remainder's row.
func AirHits(as, roll int) int {
	h := 0
	for as > 20 {
		h += tableHits(maxRow, roll)
		as -= 20
	}
	r := asRow(as)
	if r > maxRow {
		r = maxRow
	}
	return h + tableHits(r, roll)
}

// airDefence is the Air Defence Table (23.42; GIVEN): level 1…10 by the
// 2d6 (2…12+), each entry eliminated/aborted attackers.
var airDefence = [11][11][2]int{
	{},
	{{0, 0}, {0, 0}, {0, 0}, {0, 0}, {0, 0}, {0, 1}, {0, 1}, {1, 0}, {1, 0}, {1, 1}, {1, 1}},
	{{0, 0}, {0, 0}, {0, 1}, {0, 1}, {1, 0}, {1, 0}, {1, 1}, {1, 1}, {1, 2}, {1, 2}, {2, 1}},
	{{0, 1}, {0, 1}, {1, 0}, {1, 0}, {1, 1}, {1, 1}, {1, 2}, {1, 2}, {2, 1}, {2, 1}, {2, 2}},
	{{1, 0}, {1, 0}, {1, 1}, {1, 1}, {1, 2}, {1, 2}, {2, 1}, {2, 1}, {2, 2}, {2, 2}, {2, 3}},
	{{1, 0}, {1, 1}, {1, 1}, {1, 2}, {1, 2}, {2, 1}, {2, 1}, {2, 2}, {2, 2}, {2, 3}, {2, 3}},
	{{1, 1}, {1, 1}, {1, 2}, {1, 2}, {2, 1}, {2, 1}, {2, 2}, {2, 2}, {2, 3}, {2, 3}, {3, 2}},
	{{1, 1}, {1, 2}, {1, 2}, {2, 1}, {2, 1}, {2, 2}, {2, 2}, {2, 3}, {2, 3}, {3, 2}, {3, 2}},
	{{1, 2}, {1, 2}, {2, 1}, {2, 1}, {2, 2}, {2, 2}, {2, 3}, {2, 3}, {3, 2}, {3, 2}, {3, 3}},
	{{1, 2}, {2, 1}, {2, 1}, {2, 2}, {2, 2}, {2, 3}, {2, 3}, {3, 2}, {3, 2}, {3, 3}, {3, 3}},
	{{2, 1}, {2, 1}, {2, 2}, {2, 2}, {2, 3}, {2, 3}, {3, 2}, {3, 2}, {3, 3}, {3, 3}, {3, 4}},
}

// AirDefence reads the Air Defence Table: level above 10 is row 10 plus the
// remainder's row (23.42). A level ≤0 has no effect.
func AirDefence(level, roll int) (elim, abort int) {
	if roll < 2 {
		roll = 2
	}
	if roll > 12 {
		roll = 12
	}
	for level > 10 {
		e := airDefence[10][roll-2]
		elim, abort = elim+e[0], abort+e[1]
		level -= 10
	}
	if level <= 0 {
		return
	}
	e := airDefence[level][roll-2]
	return elim + e[0], abort + e[1]
}

// airCombat is Periscope's own Air Combat Table (the rules cite it from
// chapters 18–19, which the seed does not hold; see
// assets/data/naval/DATA.md): rows by the firing side's squadrons 1…10,
// columns the modified 2d6 2…12+, entries enemy squadrons eliminated /
// aborted. It is fitted to the one fixed point the rules give, the
// example of 23.4122: three cover squadrons firing at 7 unmodified get
// "1/2", the most likely result, and "2/4" lies within their reach; the
// rows grow by about half a squadron per firing squadron, so that at 7
// a side removes about a third to a half of its own number.
var airCombat = [11][11][2]int{
	{},
	{{0, 0}, {0, 0}, {0, 0}, {0, 0}, {0, 1}, {0, 1}, {0, 1}, {1, 0}, {1, 0}, {1, 1}, {1, 1}},
	{{0, 0}, {0, 0}, {0, 1}, {0, 1}, {0, 1}, {1, 0}, {1, 1}, {1, 1}, {1, 1}, {1, 2}, {2, 2}},
	{{0, 1}, {0, 1}, {1, 0}, {1, 0}, {1, 1}, {1, 2}, {1, 2}, {2, 1}, {2, 2}, {2, 3}, {2, 4}},
	{{0, 1}, {1, 0}, {1, 0}, {1, 1}, {1, 1}, {1, 2}, {2, 1}, {2, 2}, {2, 2}, {2, 3}, {3, 4}},
	{{1, 0}, {1, 0}, {1, 1}, {1, 1}, {1, 2}, {2, 1}, {2, 2}, {2, 2}, {2, 3}, {3, 3}, {3, 4}},
	{{1, 0}, {1, 1}, {1, 1}, {1, 2}, {2, 1}, {2, 2}, {2, 2}, {2, 3}, {3, 3}, {3, 4}, {4, 4}},
	{{1, 1}, {1, 1}, {1, 2}, {2, 1}, {2, 2}, {2, 2}, {2, 3}, {3, 3}, {3, 4}, {4, 4}, {4, 5}},
	{{1, 1}, {1, 2}, {2, 1}, {2, 2}, {2, 2}, {2, 3}, {3, 3}, {3, 4}, {4, 4}, {4, 5}, {5, 5}},
	{{1, 2}, {2, 1}, {2, 2}, {2, 2}, {2, 3}, {3, 3}, {3, 4}, {4, 4}, {4, 5}, {5, 5}, {5, 6}},
	{{2, 1}, {2, 2}, {2, 2}, {2, 3}, {3, 3}, {3, 4}, {4, 4}, {4, 5}, {5, 5}, {5, 6}, {6, 6}},
}

// AirCombat reads Periscope's Air Combat Table for n firing squadrons
// (above 10: row 10 plus the remainder's row, as the other tables do).
func AirCombat(n, roll int) (elim, abort int) {
	if roll < 2 {
		roll = 2
	}
	if roll > 12 {
		roll = 12
	}
	for n > 10 {
		e := airCombat[10][roll-2]
		elim, abort = elim+e[0], abort+e[1]
		n -= 10
	}
	if n <= 0 {
		return
	}
	e := airCombat[n][roll-2]
	return elim + e[0], abort + e[1]
}

// SubAttackHits is the Submarine Attack Table (22.942): −1 means the sub
// factor is eliminated.
func SubAttackHits(roll int) int {
	switch {
	case roll <= 2:
		return -1
	case roll <= 4:
		return 0
	case roll <= 6:
		return 1
	case roll <= 8:
		return 2
	case roll <= 10:
		return 3
	case roll == 11:
		return 4
	}
	return 5
}

// NavalDRM is the naval nationality DRM (22.552A; GIVEN).
func NavalDRM(nation string) int {
	switch nation {
	case "GER", "JAP":
		return 3
	case "UK", "USA", "AUS":
		return 2
	case "ITA", "FRA":
		return 1
	}
	return 0
}

// AirDRM is the air nationality DRM (19.31A as the spec quotes it; GIVEN).
func AirDRM(nation string) int {
	switch nation {
	case "GER", "JAP", "USA", "UK", "AUS":
		return 2
	case "ITA", "USSR", "FRA":
		return 1
	}
	return 0
}

// Activity kinds and their interception dice (22.22; GIVEN).
const (
	OpPatrol    = "patrol"
	OpBase      = "base"      // base change
	OpStrike    = "strike"    // carrier mission against a port (21.55, 23.6)
	OpConvoy    = "convoy"    // sea transport (21.43)
	OpBombard   = "bombard"   // shore bombardment (21.52)
	OpRaid      = "raid"      // raid to an SW box (21.53)
	OpReturn    = "return"    // return to base
	OpIntercept = "intercept" // a counter-interception from port
	OpJoin      = "join"      // a rendezvous with another force's activity (22.131)
)

// InterceptDice is the number of dice rolled to intercept an activity
// (22.22).
func InterceptDice(kind string) int {
	switch kind {
	case OpRaid, OpIntercept:
		return 1
	case OpPatrol, OpBase, OpStrike, OpReturn, OpJoin:
		return 2
	case OpConvoy, OpBombard:
		return 4
	case "patrol-stay":
		return 8
	}
	return 2
}
