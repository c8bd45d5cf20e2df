package tactical

// Hidden torpedoes [40] (switch "hidden-torpedoes",
// Options.HiddenTorpedoes). After its turn of fire a torpedo is kept off
// the board: the computer keeps the Sub player's log of its hex and
// heading, and only the Sub player's view shows it. A ship that passes
// through its hex sets nothing off; when the torpedo itself meets a ship's
// hex (or hexside [36]) it is revealed and stays on the board, before any
// evasion [40] or detonation, so a torpedo missed by evasion is on the
// board. Notes about a hidden torpedo carry rule 40.1, the Sub player's
// only.

// hideTorpedo takes a torpedo off the board at the start of its first
// full run (its turn of fire is over), unless it has been revealed.
func (g *Game) hideTorpedo(t *Torpedo) {
	if g.B.Options.HiddenTorpedoes && !t.Revealed && !t.Hidden {
		t.Hidden = true
	}
}

// revealTorpedo puts hidden torpedo k on the board as it meets ship v.
func (g *Game) revealTorpedo(k int, v *Vessel) {
	t := &g.B.Torpedoes[k]
	if !t.Hidden {
		return
	}
	t.Hidden, t.Revealed = false, true
	g.Say("40", msg("tac.log.torpedo-revealed", num("t", t.N), txt("ship", v.ID), txt("hex", t.Hex.String())),
		"torpedo %d, hidden until now, meets %s at %s", t.N, v.ID, t.Hex)
}

// SeesTorpedo reports whether the Escort player sees torpedo t: always,
// unless it is hidden [40].
func (m *Match) SeesTorpedo(t Torpedo) bool { return !t.Hidden }
