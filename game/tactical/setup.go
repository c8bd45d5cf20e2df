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
	ships := make([]ConvoyShip, len(classes))
	for i, c := range classes {
		col, row := i%len(fm.leads), i/len(fm.leads)
		ships[i] = ConvoyShip{ID: fmt.Sprintf("%s c%dr%d", c, col+1, row+1), Class: c, Column: col, Row: row}
	}
	return g.PlaceConvoyAt(f, ships, speed)
}

// ConvoyShip is a merchantman and its slot in a formation: column 0 is the
// port column, row 0 the front row.
type ConvoyShip struct {
	ID, Class   string
	Column, Row int
	// Capacity and CampaignID carry a campaign counter's own values (0 and
	// "" for a scenario's ship).
	Capacity   int
	CampaignID string
}

// FormationColumns is the number of columns of formation f [20.2].
func FormationColumns(f int) int { return len(formations[f].leads) }

// PlaceConvoyAt places merchantmen in given slots of formation f [20.2].
func (g *Game) PlaceConvoyAt(f int, ships []ConvoyShip, speed int) error {
	fm, ok := formations[f]
	if !ok {
		return fmt.Errorf("%w: no formation %d [20.2]", ErrIllegal, f)
	}
	if len(ships) > FormationSlots(f) {
		return fmt.Errorf("%w: %d ships for the %d slots of formation %d (ambiguity 16)", ErrIllegal, len(ships), FormationSlots(f), f)
	}
	used := map[[2]int]bool{}
	for _, s := range ships {
		if s.Column < 0 || s.Column >= len(fm.leads) || s.Row < 0 || s.Row >= fm.rows || used[[2]int{s.Column, s.Row}] {
			return fmt.Errorf("%w: slot column %d row %d of formation %d", ErrIllegal, s.Column+1, s.Row+1, f)
		}
		used[[2]int{s.Column, s.Row}] = true
		bow := MustHex(fm.leads[s.Column]).Step(Dir3, 7*s.Row)
		v, err := g.AddShip(s.ID, s.Class, bow, Dir6)
		if err != nil {
			return err
		}
		if g.Role(v) != Merchant {
			return fmt.Errorf("%w: %s is not a merchantman", ErrIllegal, s.Class)
		}
		v.Speed, v.Moved, v.CapacityOverride, v.CampaignID = speed, true, s.Capacity, s.CampaignID
	}
	g.B.ConvoySpeed = speed
	return nil
}
