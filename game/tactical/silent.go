package tactical

// Silent running [32] (switch "silent-running", Options.SilentRunning).
//
// A submerged boat may run silent, declared in pairs of turns ("S" in its
// Operations): its speed is then "n/2", up to n hexes in the two turns,
// where n is its class's silent speed (SubClass.Silent; C6 is MISSING, so
// it is authored: 1 for most boats, 3 for the Type XXI's creeping motors).
//
//   - 1/2: 1 hex in the first turn, then 0 (turning in place allowed);
//   - 3/2: 1–2, then 0–1; after 2 the next must be 1.
//
// In general (our reading, which gives both printed cases): the first turn
// moves 1 to ⌈n/2⌉ hexes, the second 0 to ⌊n/2⌋ and no more than n in the
// pair; after a first turn of ⌈n/2⌉ the second makes up the pair's n.
// Depth: no rise on a 0–1 hex plot, a 2-hex plot may rise 25 ft; a 25 ft
// dive needs at least 1 hex; no change of more than 25 ft. No reload and
// no repair while silent [32]; no emergency power (the silent speeds are
// within the normal submerged one). Homing on a silent boat [45] is one
// worse for the escort (+1 on the homing d6; the Advanced homing table is
// MISSING, so the size is ours: one face of six, as advanced-ep's −1).

// silentSpeed is the class's silent-running n (hexes per two turns).
func (g *Game) silentSpeed(v *Vessel) int {
	if c := g.SubClass(v); c != nil && c.Silent > 0 {
		return c.Silent
	}
	return 1
}

// silentSecond reports whether this turn is the second of a silent pair
// the boat declared last turn (it must run silent again).
func (g *Game) silentSecond(v *Vessel) bool {
	return v.SilentFrom > 0 && v.SilentFrom == g.B.Turn-1
}

// Silent reports whether the boat ran silent this turn or last (its
// reloads and repairs wait; homing on it is harder).
func (g *Game) Silent(v *Vessel) bool {
	return v.SilentTurn > 0 && v.SilentTurn >= g.B.Turn-1
}

// MustRunSilent reports whether the boat is in the second turn of a silent
// pair and must run silent [32] (the plot composer sets it for the player).
func (g *Game) MustRunSilent(v *Vessel) bool {
	return g.B.Options.SilentRunning && v.Sub && g.CheckSilent(v, Plot{}, v.Depth, false) != nil
}

// CheckSilent validates a boat's plot for silent running [32]: the switch,
// the pairs, the n/2 speed and the depth limits. silent is the order's
// declaration.
func (g *Game) CheckSilent(v *Vessel, p Plot, depth int, silent bool) error {
	// A boat the rules force up (damage [19.2], no power [8.3.4]) cannot
	// keep silent running's depth limits: its pair lapses.
	forced := g.ForcedUp(v) || v.Depth > 0 && v.EP == 0
	if !silent {
		if g.B.Options.SilentRunning && g.silentSecond(v) && !v.Gone() && !forced {
			return orderErr(ErrIllegalMove, msg("tac.err.silent-pair", txt("boat", v.ID)),
				"%s declared silent running last turn: it runs silent this turn too [32]", v.ID)
		}
		return nil
	}
	if !g.B.Options.SilentRunning {
		return orderErr(ErrIllegal, msg("tac.err.silent-off"), "silent running is an Advanced rule, not in play [32]")
	}
	if v.Depth == 0 || depth == 0 || forced {
		return orderErr(ErrIllegalMove, msg("tac.err.silent-surfaced", txt("boat", v.ID)), "%s runs silent only submerged [32]", v.ID)
	}
	n, hexes := g.silentSpeed(v), p.Hexes()
	lo, hi := 1, (n+1)/2
	if g.silentSecond(v) {
		first := v.SilentHexes
		lo, hi = 0, min(n/2, n-first)
		if first == (n+1)/2 {
			lo = hi
		}
	}
	if hexes < lo || hexes > hi {
		return orderErr(ErrIllegalMove, msg("tac.err.silent-speed", txt("boat", v.ID), num("n", n), num("lo", lo), num("hi", hi)),
			"running silent at %d/2, %s moves %d to %d hexes this turn [32]", n, v.ID, lo, hi)
	}
	switch {
	case depth < v.Depth && (v.Depth-depth > 25 || hexes < 2):
		return orderErr(ErrIllegalMove, msg("tac.err.silent-rise"), "running silent, a boat rises only 25 ft, on a 2-hex plot [32]")
	case depth > v.Depth && (depth-v.Depth > 25 || hexes < 1):
		return orderErr(ErrIllegalMove, msg("tac.err.silent-dive"), "running silent, a boat dives only 25 ft, on a plot of at least 1 hex [32]")
	}
	return nil
}

// runSilent records the boat's silent turn after its move [32].
func (g *Game) runSilent(v *Vessel, hexes int) {
	if !g.silentSecond(v) {
		v.SilentFrom, v.SilentHexes = g.B.Turn, hexes
	}
	v.SilentTurn = g.B.Turn
	g.Say("32", msg("tac.log.silent", txt("boat", v.ID)), "%s runs silent", v.ID)
}
