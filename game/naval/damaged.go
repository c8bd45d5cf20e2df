package naval

import "periscope/game/engine"

// Damaged transports (20.66), with Params.DamageTransports.

// hitTransports takes n transports of the side out of its SW box after a
// raid's or a sub's hits: sunk, or with the parameter damaged (20.66:
// they go to port out of reach of interception and are repaired free).
// It returns the transports hit.
func (g *Game) hitTransports(side, n int, rule string) int {
	n = min(n, g.S.Transports[side])
	if n <= 0 {
		return 0
	}
	g.S.Transports[side] -= n
	if g.Sc.Params.DamageTransports {
		g.S.TrDamaged[side] += n
		g.say("event", "20.66", "", msg("log.trdamaged", g.seatArg("side", side), engine.Int("n", n), engine.Int("pool", g.S.Transports[side])),
			"%s: %d transports damaged (%s) go to port for repair, withdrawn until its next redeployment phase (%d left in the SW box)", g.Sc.Seats[side], n, rule, g.S.Transports[side])
	}
	return n
}

// redeployRepaired brings the side's repaired transports back to the SW
// box in the redeployment phase at the end of its player turn (20.66:
// withdrawn through the rest of the enemy turn and this one, usable in
// its next). Transports are damaged only in the enemy's turn or in the
// SW box's war at the end of the game turn, so every one in port has
// sat out a whole player turn of its side here.
func (g *Game) redeployRepaired(side int) {
	n := g.S.TrDamaged[side]
	if n <= 0 {
		return
	}
	g.S.TrDamaged[side] = 0
	g.S.Transports[side] += n
	g.say("event", "20.66", "", msg("log.trrepaired", g.seatArg("side", side), engine.Int("n", n), engine.Int("pool", g.S.Transports[side])),
		"%s: %d repaired transports redeploy to the SW box (%d there)", g.Sc.Seats[side], n, g.S.Transports[side])
}
