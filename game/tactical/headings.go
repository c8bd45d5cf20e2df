package tactical

// Twelve headings [36] (the "twelve-headings" switch; DESIGN.md, sixth
// round). The diagrams are MISSING; authored: a torpedo launched "LC" or
// "RC" runs half a hexside to port or starboard of its launch direction,
// on a corner heading. From a hex centre such a heading leads through the
// corner, along the hexside between the two hexes ahead (one step of its
// run: it meets a ship in either hex, the hexside contact of [40]), and
// into the centre of the hex beyond both (the next step). Two steps of
// run so cover the 1.73 hexes between the two centres: a corner run is a
// little slower over the ground, the price of the finer aim. Its attitude
// to a ship is read on the twelve headings (Attitude12).

// Heading12 is the torpedo's heading among the twelve [36].
func (t Torpedo) Heading12() Heading12 { return Heading12Of(t.Heading).Turn(t.Corner) }

// sideHexes are the two hexes beside the hexside a corner-running torpedo
// is on.
func (t Torpedo) sideHexes() (Hex, Hex) { return t.SideHexes() }

// SideHexes are the two hexes beside the hexside a corner-running
// torpedo is on (the board draws it between them).
func (t Torpedo) SideHexes() (Hex, Hex) {
	return t.Hex.Neighbour(t.Heading), t.Hex.Neighbour(t.Heading.Turn(t.Corner))
}

// advanceTorpedo moves torpedo k one step of its run: into the next hex
// on a hexside heading; on a corner heading onto the hexside ahead, or
// from it into the hex beyond.
func (g *Game) advanceTorpedo(k int) {
	t := &g.B.Torpedoes[k]
	switch {
	case t.Corner == 0:
		g.circleStep(t) // [51]
		g.enterTorpedoHex(k, t.Hex.Neighbour(t.Heading))
	case !t.Side:
		a, b := t.sideHexes()
		t.Side = true
		t.Run++
		if !a.OnBoard() && !b.OnBoard() || t.Run > g.Data.Torpedoes[t.Type].RangeHexes {
			t.Gone = true
			g.Say("12.2", msg("tac.log.runs-out", num("t", t.N), txt("hex", a.String())), "torpedo %d runs out (%s)", t.N, a)
			return
		}
		g.tryShipsIn(k, func(v *Vessel) bool { return v.Occupies(a) || v.Occupies(b) })
	default:
		a, _ := t.sideHexes()
		h := a.Neighbour(t.Heading.Turn(t.Corner))
		t.Side = false // enterTorpedoHex counts the step
		g.enterTorpedoHex(k, h)
	}
}

// LaunchTracks12 is LaunchTracks with the hexside runs of the twelve
// headings [36]: each first hex also LC and RC. A hexside step lists the
// hex ahead in Hexes and the other beside the hexside in Also (zero for a
// hex step).
func LaunchTracks12(p Pose, stern bool, speed int) []TorpedoTrack {
	out := LaunchTracks(p, stern, speed)
	firsts := "ABC"
	if stern {
		firsts = "XYZ"
	}
	for i := 0; i < 3; i++ {
		h, d, _ := LaunchHex(p, firsts[i])
		for _, c := range []struct {
			turn   string
			corner int
		}{{"LC", -1}, {"RC", 1}} {
			t := Torpedo{Hex: h, Heading: d, Corner: c.corner}
			tr := TorpedoTrack{First: firsts[i], Turn: c.turn, Heading: d, Corner: c.corner, Hexes: []Hex{h}, Also: []Hex{{}}}
			for k := 1; k < speed; k++ {
				if !t.Side {
					a, b := t.sideHexes()
					tr.Hexes, tr.Also = append(tr.Hexes, a), append(tr.Also, b)
					t.Side = true
					continue
				}
				a, _ := t.sideHexes()
				t.Hex, t.Side = a.Neighbour(d.Turn(c.corner)), false
				tr.Hexes, tr.Also = append(tr.Hexes, t.Hex), append(tr.Also, Hex{})
			}
			out = append(out, tr)
		}
	}
	return out
}
