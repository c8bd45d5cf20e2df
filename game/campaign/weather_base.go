package campaign

// weatherDamage is Silent War's Dutch Harbor [SW 15.23]: at a base whose
// data gives WeatherRepair, an undamaged sub that arrives still rolls on
// the Damage table (the Aleutian weather), and a Repair 2 or Repair 3
// result is read as Repair 1 (WeatherRepair). Elsewhere an undamaged sub
// goes to Broom without a roll (spec §12.20). It returns the box number.
func (g *Game) weatherDamage(s *Sub, base string) int {
	b := g.T.Base(base)
	if b == nil || b.WeatherRepair <= 0 {
		return 0
	}
	g.noteM("15.23", s.ID, msgM("pac.dutch.weather", aUnit("boat", s.ID), aBase("base", base)),
		"%s reaches %s undamaged: the weather still calls for a roll on the Damage table.", s.ID, g.baseName(base))
	n := g.damageRoll(s, "damage table")
	if n > b.WeatherRepair {
		g.noteM("15.23", s.ID, msgM("pac.dutch.cap", aUnit("boat", s.ID), aInt("n", n), aInt("cap", b.WeatherRepair)),
			"%s: Repair %d is read as Repair %d at %s.", s.ID, n, b.WeatherRepair, g.baseName(base))
		n = b.WeatherRepair
	}
	return n
}
