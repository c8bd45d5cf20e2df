package tactical

// CheckPlotSoFar checks plot p, as far as it goes, for vessel v this turn:
// its speed [6.3, 8.2, 8.3] (snort: the snorting boat's [33]), one facing
// change per hex entered [6.6, 6.7] and the board's edges [6.10]. The
// least speed [8.2.2] is left to the whole plot's check: this is what the
// board scene shows as the legal next hexes and turns while a move is
// being plotted, by clicks, a drag along the hexes or a typed string.
func (g *Game) CheckPlotSoFar(v *Vessel, p Plot, snort bool) error {
	l := g.limits(v, snort)
	l.MinHexes = 0
	if err := p.Check(l); err != nil {
		return err
	}
	return g.checkOnBoard(v, Walk(v.Pose(), p))
}
