package tactical

import "fmt"

// formations are the convoy formations of [20.2]: the lead bow hexes of the
// columns (column 1 = the port column) and the rows of ships. They are
// printed in the rulebook's text (spec §11).
var formations = map[int]struct {
	leads []string
	rows  int
}{
	1: {[]string{"T23-A", "B23-B", "J23-B", "R23-B", "Z23-B", "H23-C"}, 3},
	2: {[]string{"X23-A", "F23-B", "N23-B", "V23-B", "D23-C"}, 3},
	3: {[]string{"T23-A", "B23-B", "J23-B", "R23-B", "Z23-B", "H23-C"}, 2},
	4: {[]string{"B23-B", "J23-B", "R23-B", "Z23-B"}, 3},
	5: {[]string{"X23-A", "F23-B", "N23-B", "V23-B", "D23-C"}, 2},
	6: {[]string{"B23-B", "J23-B", "R23-B", "Z23-B"}, 2},
}

// FormationSlots is the number of ships a formation holds [20.2].
func FormationSlots(f int) int {
	fm, ok := formations[f]
	if !ok {
		return 0
	}
	return len(fm.leads) * fm.rows
}

// PlaceConvoy puts the merchantmen in formation f [20.2], facing 6, at the
// convoy's speed: columns 8 hexes apart, five empty hexes between a ship's
// stern and the next ship's bow (bows 7 rows apart) [20.2.3]. Slots are
// filled row by row from the port column, with no gaps. A convoy larger
// than its formation is an error (spec §18 ambiguity 16: the scenario
// decides whether to drop ships or add a column).
func (g *Game) PlaceConvoy(f int, classes []string, speed int) error {
	fm, ok := formations[f]
	if !ok {
		return fmt.Errorf("%w: no formation %d [20.2]", ErrIllegal, f)
	}
	if len(classes) > FormationSlots(f) {
		return fmt.Errorf("%w: %d ships for the %d slots of formation %d (ambiguity 16)", ErrIllegal, len(classes), FormationSlots(f), f)
	}
	for i, c := range classes {
		col, row := i%len(fm.leads), i/len(fm.leads)
		bow := MustHex(fm.leads[col]).Step(Dir3, 7*row)
		v, err := g.AddShip(fmt.Sprintf("%s c%dr%d", c, col+1, row+1), c, bow, Dir6)
		if err != nil {
			return err
		}
		if g.Role(v) != Merchant {
			return fmt.Errorf("%w: %s is not a merchantman", ErrIllegal, c)
		}
		v.Speed, v.Moved = speed, true
	}
	g.B.ConvoySpeed = speed
	return nil
}
