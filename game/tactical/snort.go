package tactical

// Snort [33] (switch "snort", Options.Snort).
//
// A boat of a class with a snort speed (SubClass.Snort, from its SnortFrom
// period; C6 and C9 are MISSING, so both are authored) may snort: at 25 ft
// for the whole turn (it starts and ends there), never with silent running
// [32]. Up to the snort speed it spends no emergency power (the diesels
// drive it); beyond, the extra hexes cost EP as a submerged boat's do
// [8.3.3]. Three snort turns restore 1 EP up to the starting value [33, 34]
// (surfaced turns count too when the ep-charge switch is on). The 3 cm
// radar that finds a snorting boat [46] and the "fast snort" homing
// modification [45] are in radar46.go.

// snortSpeed is the boat's snort speed now (0: it cannot snort: no
// snort in its class, or not yet in service in the scenario's period).
func (g *Game) snortSpeed(v *Vessel) int {
	c := g.SubClass(v)
	if c == nil || c.Snort == 0 {
		return 0
	}
	if from, err := ParsePeriod(c.SnortFrom); err != nil || from > g.B.Period {
		return 0
	}
	return c.Snort
}

// CheckSnort validates a snorting order [33].
func (g *Game) CheckSnort(v *Vessel, p Plot, depth int, snort, silent bool) error {
	if !snort {
		return nil
	}
	switch {
	case !g.B.Options.Snort:
		return orderErr(ErrIllegal, msg("tac.err.snort-off"), "the snort is an Advanced rule, not in play [33]")
	case g.snortSpeed(v) == 0:
		return orderErr(ErrIllegalMove, msg("tac.err.snort-none", txt("boat", v.ID)), "%s has no snort [33]", v.ID)
	case silent:
		return orderErr(ErrIllegalMove, msg("tac.err.snort-silent"), "a boat never snorts while running silent [33]")
	case v.Depth != 25 || depth != 25:
		return orderErr(ErrIllegalMove, msg("tac.err.snort-depth", txt("boat", v.ID)), "%s snorts only at 25 ft, the whole turn [33]", v.ID)
	}
	return nil
}

// runSnort records the boat's snorting turn [33].
func (g *Game) runSnort(v *Vessel) {
	v.SnortTurn = g.B.Turn
	g.Say("33", msg("tac.log.snort", txt("boat", v.ID)), "%s snorts", v.ID)
}
