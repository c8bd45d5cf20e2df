package tactical

import "fmt"

// EdgeOf is the board edge a hex off the board lies beyond (0 if it is on
// the board): 6 above row 1, 3 below the last row, 5 left of panel A, 2
// right of panel C [2.1].
func EdgeOf(h Hex) int {
	switch {
	case h.Row < 1:
		return 6
	case h.Row > Rows:
		return 3
	case h.Col < 0:
		return 5
	case h.Col >= Panels*ColumnsPerPanel:
		return 2
	}
	return 0
}

func (g *Game) mayExit(v *Vessel, edge int) bool {
	for _, r := range g.B.Options.Exits {
		if r.Side == v.Side && r.Edge == edge {
			return true
		}
	}
	return false
}

// checkOnBoard refuses a move that takes a ship off the board except by an
// edge its side may leave by [6.10]; a move that leaves by such an edge ends
// there.
func (g *Game) checkOnBoard(v *Vessel, poses []Pose) error {
	for _, ps := range poses {
		for _, h := range []Hex{ps.Bow, ps.Stern()} {
			if e := EdgeOf(h); e != 0 {
				if h == ps.Bow && g.mayExit(v, e) {
					return nil
				}
				return orderErr(ErrIllegalMove, msg("tac.err.off-board", txt("ship", v.ID), num("edge", e)), "%s would leave the board by edge %d [6.10]", v.ID, e)
			}
		}
	}
	return nil
}

// ShiftBoard moves everything on the board dCol columns and dRow rows
// [6.10]: "all ships can be moved back toward the centre of the mapboard a
// specific number of hexes in the same direction". dCol must be even (the
// half-offset columns keep their shape).
func (g *Game) ShiftBoard(dCol, dRow int) error {
	if dCol%2 != 0 {
		return fmt.Errorf("%w: shift by an even number of columns", ErrIllegal)
	}
	move := func(h Hex) Hex { return Hex{Col: h.Col + dCol, Row: h.Row + dRow} }
	for i := range g.B.Vessels {
		v := &g.B.Vessels[i]
		if v.Gone() {
			continue
		}
		n := Vessel{Bow: move(v.Bow), Facing: v.Facing}
		if !n.Bow.OnBoard() || !n.Stern().OnBoard() {
			return fmt.Errorf("%w: shifting the board by %d, %d would push %s off [6.10]", ErrIllegal, dCol, dRow, v.ID)
		}
	}
	for i := range g.B.Vessels {
		if v := &g.B.Vessels[i]; !v.Gone() {
			v.Bow = move(v.Bow)
		}
	}
	for i := range g.B.Torpedoes {
		t := &g.B.Torpedoes[i]
		if t.Hex = move(t.Hex); !t.Hex.OnBoard() {
			t.Gone = true // pushed off the board by the shift: it has run away from every ship
			g.Say("6.10", msg("tac.log.torpedo-shifted", num("t", t.N)), "torpedo %d leaves the board in the shift", t.N)
		}
	}
	g.dropSpentTorpedoes()
	for i := range g.B.ASW {
		g.B.ASW[i].Hex = move(g.B.ASW[i].Hex)
	}
	for i := range g.B.StarShells {
		g.B.StarShells[i].Hex = move(g.B.StarShells[i].Hex)
	}
	for i := range g.B.Paths {
		for k := range g.B.Paths[i].Entered {
			g.B.Paths[i].Entered[k] = move(g.B.Paths[i].Entered[k])
		}
		for k := range g.B.Paths[i].Wake {
			g.B.Paths[i].Wake[k] = move(g.B.Paths[i].Wake[k])
		}
	}
	g.Say("6.10", msg("tac.log.shift", num("cols", dCol), num("rows", dRow)), "the board is shifted %d columns, %d rows", dCol, dRow)
	return nil
}

// keepConvoyOnBoard shifts the board before a convoy move that would take a
// merchantman off it [6.10]: ten rows more than needed, so that it happens
// rarely, or just what is needed if that is all the room there is.
func (g *Game) keepConvoyOnBoard(p Plot) error {
	var movers []*Vessel
	for i := range g.B.Vessels {
		v := &g.B.Vessels[i]
		if !v.Gone() && !v.Sub && (g.Role(v) == Merchant || v.Plotted) && !v.DIW {
			movers = append(movers, v)
		}
	}
	return g.keepOnBoard(movers, p)
}

// keepOnBoard shifts the board so that plotted moves stay on it [6.10]
// (edges a side may leave by excepted).
func (g *Game) keepOnBoard(movers []*Vessel, p Plot) error {
	needRow, needCol := 0, 0
	for _, v := range movers {
		if g.checkOnBoard(v, Walk(v.Pose(), p)) == nil {
			continue
		}
		for _, ps := range Walk(v.Pose(), p) {
			for _, h := range []Hex{ps.Bow, ps.Stern()} {
				switch EdgeOf(h) {
				case 6:
					needRow = max(needRow, 1-h.Row)
				case 3:
					needRow = min(needRow, Rows-h.Row)
				case 5:
					needCol = max(needCol, -h.Col)
				case 2:
					needCol = min(needCol, Panels*ColumnsPerPanel-1-h.Col)
				}
			}
		}
	}
	if needRow == 0 && needCol == 0 {
		return nil
	}
	needCol += needCol & 1 // even, away from the edge
	if needRow > 0 && g.ShiftBoard(needCol, needRow+10) == nil {
		return nil
	}
	return g.ShiftBoard(needCol, needRow)
}
