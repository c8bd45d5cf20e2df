package tactical

// Sub against sub [54] (switch "sub-vs-sub", Options.SubVsSub). A boat
// at 0 or 25 ft can be hit by an enemy boat's torpedo; a torpedo set
// shallow runs over a boat at 25 ft. It is read on the detonation row of
// the Japanese ship the rule names for its defence type (0 Sub Chaser
// No. 28, 1 Kaibokan type II, 2 Ukuru type B, 3 Kamikaze, 4 Akatsuki, 5
// Shimakaze); our detonation table is by defence type, so the row is that
// ship's defence type (tables.json subVsSub: ours where ships.json has
// the class, the others by [56] from their speed).

// subTarget reports whether torpedo t may hit boat v under [54].
func (g *Game) subTarget(t Torpedo, v *Vessel) bool {
	if !g.B.Options.SubVsSub || !v.Sub || v.Depth > 25 || t.Shallow && v.Depth == 25 {
		return false
	}
	o := g.Vessel(t.Owner)
	return o == nil || o.Side != v.Side
}

// targetDef is the detonation table row for a torpedo's target: a ship's
// defence type, or for a boat [54] the named Japanese ship's.
func (g *Game) targetDef(v *Vessel) int {
	if v.Sub {
		c := g.SubClass(v)
		rows := g.Data.Tables.SubVsSub.Rows
		if c == nil || c.Def >= len(rows) {
			return 0
		}
		return rows[c.Def]
	}
	return g.ShipClass(v).Def
}
