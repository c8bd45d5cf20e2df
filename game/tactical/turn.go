package tactical

import (
	"fmt"

	"encoding/json"
)

// SubPlot is the Sub player's secret plot for one boat [5.1.1–5.1.2]: the
// move, the end depth and the torpedo launches.
type SubPlot struct {
	ID       string   `json:"id"`
	Plot     Plot     `json:"plot"`
	Depth    int      `json:"depth"`
	Launches []Launch `json:"launches,omitempty"`
	Aim      []string `json:"aim,omitempty"` // targets named for next turn [35]
	Silent   bool     `json:"silent,omitempty"`
	Snort    bool     `json:"snort,omitempty"` // [33]
}

// EscortMove is one escort's unplotted move in the escort phase [5.4]: its
// path, the ASW it fires on the way, and the search it makes after [22].
type EscortMove struct {
	ID     string     `json:"id"`
	Plot   Plot       `json:"plot"`
	ASW    []ASWOrder `json:"asw,omitempty"`
	Search SonarMode  `json:"search,omitempty"`
	Homing string     `json:"homing,omitempty"` // the boat named for homing [22.4.6]
	Radar  bool       `json:"radar,omitempty"`  // a radar search too [23.2]
}

// TurnOrders are both sides' orders for one turn. In the step machine each
// piece is a prompt of its own (see DESIGN.md); PlayTurn runs them in the
// order of the synopsis.
type TurnOrders struct {
	Subs []SubPlot `json:"subs,omitempty"`
	// ConvoyPlans are the convoy's plots written this turn: for turn T+3,
	// or on turn 1 for turns 1–4 [5.1.3].
	ConvoyPlans []Plot `json:"convoyPlans,omitempty"`
	Fires       []Fire `json:"fires,omitempty"`
	// StarShells are the escorts' star shells, by escort [25].
	StarShells map[string][]Hex `json:"starShells,omitempty"`
	Escorts    []EscortMove     `json:"escorts,omitempty"`
}

// ConvoyPlan is a convoy plot and the turn it is for.
type ConvoyPlan struct {
	Turn int  `json:"turn"`
	Plot Plot `json:"plot"`
}

// plotConvoy records the convoy plots written this turn [5.1.3, 7.6.2].
func (g *Game) plotConvoy(plans []Plot) error {
	if g.B.ConvoySpeed == 0 || g.B.ConvoyAutomated {
		if len(plans) > 0 {
			return orderErr(ErrIllegal, msg("tac.err.no-convoy"), "no convoy to plot in this scenario")
		}
		return nil
	}
	first, n := g.B.Turn+3, 1
	if g.B.Turn == 1 {
		first, n = 1, 4
	}
	if len(plans) != n {
		return orderErr(ErrIllegal, msg("tac.err.convoy-plots", num("n", n), num("turn", first)), "the convoy plots %d move(s) this turn, for turn %d on [5.1.3]", n, first)
	}
	legal := map[string]bool{}
	for _, p := range ConvoyPlots(g.B.ConvoySpeed) {
		legal[p.String()] = true
	}
	for i, p := range plans {
		if !legal[p.String()] {
			return orderErr(ErrIllegal, msg("tac.err.convoy-plot", txt("plot", p.String()), num("speed", g.B.ConvoySpeed)), "%s is not a legal convoy plot at speed %d [7.6.2]", p, g.B.ConvoySpeed)
		}
		if err := g.checkConvoyTurn(first+i, p, nil); err != nil { // [58]
			return err
		}
		g.B.ConvoyPlans = append(g.B.ConvoyPlans, ConvoyPlan{Turn: first + i, Plot: p})
	}
	return nil
}

func (g *Game) convoyPlotFor(turn int) (Plot, bool) {
	for _, c := range g.B.ConvoyPlans {
		if c.Turn == turn {
			return c.Plot, true
		}
	}
	return Plot{}, false
}

// checkSubPlots validates the Sub player's plots against the state at the
// start of the turn [7, 8.3, 9, 11].
func (g *Game) checkSubPlots(ps []SubPlot) error {
	seen := map[string]bool{}
	for _, sp := range ps {
		v := g.Vessel(sp.ID)
		if v == nil || !v.Sub || v.Gone() || seen[sp.ID] || v.Automated {
			return orderErr(ErrIllegal, msg("tac.err.no-boat", txt("boat", sp.ID)), "no boat %q to plot", sp.ID)
		}
		seen[sp.ID] = true
		if err := g.CheckSnort(v, sp.Plot, sp.Depth, sp.Snort, sp.Silent); err != nil {
			return err
		}
		if err := sp.Plot.Check(g.limits(v, sp.Snort)); err != nil {
			return err
		}
		if err := g.checkDepth(v, sp.Depth, len(sp.Launches) > 0, sp.Snort); err != nil {
			return err
		}
		if err := g.CheckLaunches(v, sp.Launches, sp.Depth); err != nil {
			return err
		}
		if err := g.CheckAim(v, sp.Aim, sp.Launches, sp.Depth); err != nil {
			return err
		}
		if err := g.CheckSilent(v, sp.Plot, sp.Depth, sp.Silent); err != nil {
			return err
		}
	}
	return nil
}

// snapshot is a deep copy of the Battle for undoing a refused turn.
func (g *Game) snapshot() []byte {
	b, err := json.Marshal(g.B)
	if err != nil {
		panic(fmt.Sprintf("tactical: battle does not encode: %v", err))
	}
	return b
}

func (g *Game) restore(b []byte, rolls int) {
	var nb Battle
	if err := json.Unmarshal(b, &nb); err != nil {
		panic(fmt.Sprintf("tactical: battle does not decode: %v", err))
	}
	*g.B = nb
	g.Dice.Log = g.Dice.Log[:rolls]
}

// PlayTurn plays one turn in the ten phases of the synopsis (spec §3,
// ambiguity 1): 1 plot (validated before anything happens), 2 gunnery,
// 3 star shells (not in the core), 4 convoy, 5 escorts one at a time with
// their ASW and searches, then the wake rule, 6 lost sonar contacts,
// 7 torpedoes (new first), 8 submarines, 9 ASW resolution, 10 hide; then
// reloads and the next turn. A refused order returns an error and leaves the
// Battle as it was (the dice source has moved on if a roll was made: the
// step machine validates each escort's move at its own prompt, so there it
// cannot happen).
func (g *Game) PlayTurn(o TurnOrders) (err error) {
	snap, rolls := g.snapshot(), len(g.Dice.Log)
	defer func() {
		if err != nil {
			g.restore(snap, rolls)
		}
	}()
	g.StartTurn()
	// 1. Plot.
	if err := g.PhasePlot(o); err != nil {
		return err
	}
	if err := g.PhaseGunnery(o); err != nil {
		return err
	}
	if err := g.PhaseConvoy(); err != nil {
		return err
	}
	// 5. Escorts, one at a time [6.9], each searching after its move [22.2].
	ordered := map[string]bool{}
	for _, m := range o.Escorts {
		if err := g.PhaseEscort(m); err != nil {
			return err
		}
		ordered[m.ID] = true
	}
	if err := g.PhaseEscortsDone(ordered); err != nil {
		return err
	}
	if err := g.PhaseTorpedoes(o.Subs); err != nil {
		return err
	}
	if err := g.PhaseSubs(o.Subs); err != nil {
		return err
	}
	g.PhaseEnd()
	return nil
}

// PhasePlot validates and records the plots of phase 1 [5.1]: the boats'
// (checked against the state at the start of the turn) and the convoy's.
func (g *Game) PhasePlot(o TurnOrders) error {
	if err := g.checkSubPlots(o.Subs); err != nil {
		return err
	}
	return g.plotConvoy(o.ConvoyPlans)
}

// Diving names the boats plotted to dive from the surface this turn: they
// cannot fire their guns [17.11].
func (g *Game) Diving(subs []SubPlot) map[string]bool {
	diving := map[string]bool{}
	for _, sp := range subs {
		if v := g.Vessel(sp.ID); v != nil && v.Depth == 0 && sp.Depth > 0 {
			diving[sp.ID] = true
		}
	}
	return diving
}

// PhaseGunnery is phases 2 and 3: the fire orders with the armed
// merchantmen's [17, 20.7], then star shells [25].
func (g *Game) PhaseGunnery(o TurnOrders) error {
	// 2. Gunnery [17]; a boat plotted to dive from the surface cannot fire [17.11].
	diving := g.Diving(o.Subs)
	fires := append([]Fire(nil), o.Fires...)
	fires = append(fires, g.MerchantFires(diving)...) // armed merchantmen fire at the closest boat [20.7]
	if err := g.Gunnery(fires, diving, nil); err != nil {
		return err
	}
	// 3. Star shells: last turn's go, the new ones are placed [25.4].
	g.ClearStarShells()
	for _, id := range sortedKeys(o.StarShells) {
		e := g.Vessel(id)
		if e == nil {
			return fmt.Errorf("%w: no escort %q", ErrIllegal, id)
		}
		if err := g.FireStarShells(e, o.StarShells[id]); err != nil {
			return err
		}
	}
	return nil
}

// PhaseConvoy is phase 4: the convoy moves as plotted, or as rolled in
// S1/S2 [7.6, 20.7].
func (g *Game) PhaseConvoy() error {
	if g.B.ConvoyAutomated {
		return g.MoveConvoy(g.S1ConvoyPlot())
	}
	if g.B.ConvoySpeed > 0 {
		p, ok := g.convoyPlotFor(g.B.Turn)
		if !ok {
			return orderErr(ErrIllegal, msg("tac.err.no-convoy-plot", num("turn", g.B.Turn)), "no convoy plot for turn %d", g.B.Turn)
		}
		return g.MoveConvoy(p)
	}
	return nil
}

// PhaseEscort is one escort's part of phase 5: its move with its ASW
// [6.9, 15], then its sonar (and radar) search [22, 23].
func (g *Game) PhaseEscort(m EscortMove) error {
	e := g.Vessel(m.ID)
	if e != nil && e.DIW && len(m.Plot.Steps) == 0 {
		return nil
	}
	if e == nil || e.Sub || e.Side != EscortSide || g.Role(e) == Merchant {
		return fmt.Errorf("%w: no escort %q", ErrIllegal, m.ID)
	}
	if err := g.MoveShip(e, m.Plot, m.ASW); err != nil {
		return err
	}
	e = g.Vessel(m.ID)
	switch m.Search {
	case Sweep:
		if _, err := g.SonarSweep(e); err != nil {
			return err
		}
	case Homing:
		b := g.Vessel(m.Homing)
		if b == nil {
			return orderErr(ErrIllegal, msg("tac.err.no-homing-boat", txt("boat", m.Homing)), "no boat %q to home on", m.Homing)
		}
		if _, err := g.SonarHoming(e, b); err != nil {
			return err
		}
	}
	if m.Radar {
		if _, err := g.RadarSearch(e); err != nil {
			return err
		}
	}
	return nil
}

// PhaseEscortsDone ends phase 5: an escort given no move stays where it
// is, if it may slow to 0 [6.11, 8.2.2]; then the wake rule [15.4.9]; then
// phase 6, the boats whose sonar contact was lost are hidden [22.6, 22.8].
func (g *Game) PhaseEscortsDone(ordered map[string]bool) error {
	for i := range g.B.Vessels {
		e := &g.B.Vessels[i]
		if !e.Sub && !e.Gone() && !e.DIW && g.Role(e) != Merchant && !e.Plotted && !ordered[e.ID] {
			if err := g.MoveShip(e, Plot{}, nil); err != nil {
				return fmt.Errorf("%s has no move: %w", e.ID, err)
			}
		}
	}
	g.ApplyWakeRule()
	g.LoseSonarContacts()
	return nil
}

// PhaseTorpedoes is phase 7: the new torpedoes are launched, then every
// torpedo runs [5.5, 11, 12].
func (g *Game) PhaseTorpedoes(subs []SubPlot) error {
	if g.B.Options.S3SubFires {
		if err := g.automatedFire(); err != nil {
			return err
		}
	}
	for _, sp := range subs {
		if v := g.Vessel(sp.ID); !v.Gone() && len(sp.Launches) > 0 {
			if err := g.LaunchTorpedoes(v, sp.Launches); err != nil {
				return err
			}
		}
	}
	for _, sp := range subs {
		if v := g.Vessel(sp.ID); !v.Gone() {
			g.setAim(v, sp.Aim) // [35]
		}
	}
	g.RunTorpedoes()
	g.endEvasions() // [40]
	return nil
}

// PhaseSubs is phase 8: the automated boats draw their move [20.7], the
// others move as plotted; a plot that what happened since made illegal
// becomes no move at the depth the rules force [8.3.6].
func (g *Game) PhaseSubs(subs []SubPlot) error {
	for i := range g.B.Vessels {
		if v := &g.B.Vessels[i]; v.Sub && v.Automated && !v.Gone() {
			id := v.ID
			p := g.S3SubPlot()
			if err := g.MoveSub(g.Vessel(id), p, g.Vessel(id).Depth, false); err != nil {
				return err
			}
		}
	}
	for _, sp := range subs {
		v := g.Vessel(sp.ID)
		if v.Gone() {
			continue
		}
		err := g.moveSub(v, sp.Plot, sp.Depth, len(sp.Launches) > 0, sp.Snort)
		if err == nil && sp.Silent && !v.Gone() {
			g.runSilent(v, sp.Plot.Hexes()) // [32]
		}
		if err == nil && sp.Snort && !v.Gone() {
			g.runSnort(v) // [33]
		}
		if err != nil {
			g.Say("8.3.6", msg("tac.log.plot-stale", txt("boat", v.ID), txt("plot", sp.Plot.String()), nest("why", errMsg(err))), "%s's plot %s is no longer legal (%v): no move", v.ID, sp.Plot, err)
			if err := g.MoveSub(v, g.FallbackPlot(v), g.forcedDepth(v), false); err != nil {
				return err
			}
		}
	}
	return nil
}

// PhaseEnd is phases 9 and 10 and the end of the turn: ASW resolution
// [16], plotted ships released [20.8], boats out of view hidden [21.4,
// 23.5] (a boat at 50 ft or deeper loses radar contact), reloads [14].
func (g *Game) PhaseEnd() {
	g.ResolveASW()
	g.ReleasePlotted()
	g.rollNightSight()
	defer func() { g.sight = nil }()
	for i := range g.B.Vessels {
		v := &g.B.Vessels[i]
		if v.Sub && !v.Gone() && v.Depth >= 50 {
			v.RadarHeld = false
		}
		if g.B.Options.HiddenMovement && v.Sub && !v.Gone() {
			v.Hidden = !g.Visible(v, nil, false, nil)
		}
	}
	g.EndTurn()
}

// FallbackPlot is the move a boat makes when its plot has become illegal
// [8.3.6]: straight ahead, as few hexes as its speed-change limit allows.
func (g *Game) FallbackPlot(v *Vessel) Plot {
	l := g.Limits(v)
	if l.MinHexes == 0 {
		return Plot{}
	}
	// The fewest hexes the limits allow, straight on if that stays on the
	// board, else the first of the ways to turn away (L or R before each
	// hex), in a fixed order.
	for n := l.MinHexes; n <= l.MaxHexes; n++ {
		for code := 0; code < pow3(n+1); code++ {
			var p Plot
			c := code
			for k := 0; k <= n; k++ {
				switch c % 3 {
				case 1:
					p.Steps = append(p.Steps, Step{Kind: Right})
				case 2:
					p.Steps = append(p.Steps, Step{Kind: Left})
				}
				c /= 3
				if k < n {
					if last := len(p.Steps) - 1; last >= 0 && p.Steps[last].Kind == Run {
						p.Steps[last].N++
					} else {
						p.Steps = append(p.Steps, Step{Kind: Run, N: 1})
					}
				}
			}
			if p.Check(l) == nil && g.checkOnBoard(v, Walk(v.Pose(), p)) == nil {
				return p
			}
		}
	}
	return Plot{Steps: []Step{{Kind: Run, N: l.MinHexes}}}
}

func pow3(n int) int {
	r := 1
	for ; n > 0; n-- {
		r *= 3
	}
	return r
}

// forcedDepth is the depth a boat must reach this turn if it moves no
// hexes: its current depth unless a forced rise applies.
func (g *Game) forcedDepth(v *Vessel) int {
	c := g.SubClass(v)
	switch {
	case v.Depth > 0 && v.EP == 0 && g.B.Options.FullRiseAtNoEP:
		return max(0, v.Depth-c.RiseRate)
	case v.Depth > 0 && v.EP == 0:
		return max(0, v.Depth-25)
	case g.ForcedUp(v):
		return max(0, v.Depth-25)
	}
	return v.Depth
}

// Invariants checks what must hold between turns: two surface ships never
// share a hex unless one is dead in the water [10.6, 10.7]; damage, depth
// and power within their tracks; every boat's torpedoes accounted for (in
// the tubes, reloading, in stock or fired [11, 14]); no spent torpedo or
// stale ASW counter left.
func (g *Game) Invariants() error { return g.invariants(false) }

// InvariantsMidTurn is Invariants between two steps of a turn: ASW counters
// placed in phase 5 wait for phase 9 [16.1].
func (g *Game) InvariantsMidTurn() error { return g.invariants(true) }

func (g *Game) invariants(midTurn bool) error {
	occupied := map[Hex]*Vessel{}
	for i := range g.B.Vessels {
		v := &g.B.Vessels[i]
		capacity := g.Capacity(v)
		if v.Damage < 0 || v.Damage >= capacity && !v.Sunk {
			return fmt.Errorf("%s: damage %d of %d but afloat", v.ID, v.Damage, capacity)
		}
		if v.DCLeft < 0 || v.ATWLeft < 0 {
			return fmt.Errorf("%s: %d charges and %d ATW rounds left [61]", v.ID, v.DCLeft, v.ATWLeft)
		}
		if v.Gone() {
			continue
		}
		if !v.Bow.OnBoard() || !v.Stern().OnBoard() {
			return fmt.Errorf("%s off the board at %v [6.10]", v.ID, v.Bow)
		}
		if v.Sub {
			c := g.SubClass(v)
			limit := c.MaxDepth * 3 / 2
			if v.Depth < 0 || v.Depth%25 != 0 || v.Depth > limit {
				return fmt.Errorf("%s: depth %d", v.ID, v.Depth)
			}
			if v.EP < 0 || v.EP > g.StartEP(v) {
				return fmt.Errorf("%s: EP %d of %d", v.ID, v.EP, g.StartEP(v))
			}
			if v.DIW {
				return fmt.Errorf("%s: a submarine is never DIW", v.ID)
			}
			loaded, reloading := 0, 0
			for _, t := range v.Tubes {
				if t.Loaded && t.Ready != 0 {
					return fmt.Errorf("%s: a loaded tube reloading", v.ID)
				}
				if t.Loaded {
					loaded++
				}
				if t.Ready != 0 {
					reloading++
				}
			}
			if total := loaded + reloading + v.BowReloads + v.SternReload + v.Fired + v.NotCarried; total != c.BowTubes+c.SternTubes+c.BowReloads+c.SternReloads {
				return fmt.Errorf("%s: %d torpedoes accounted for, carried %d", v.ID, total, c.BowTubes+c.SternTubes+c.BowReloads+c.SternReloads)
			}
			continue
		}
		if 2*v.Damage >= capacity && !v.DIW && v.SpeedCap == 0 {
			return fmt.Errorf("%s: %d of %d damage and not DIW [19.1]", v.ID, v.Damage, capacity)
		}
		for _, h := range v.Hexes() {
			if o := occupied[h]; o != nil && !o.DIW && !v.DIW {
				return fmt.Errorf("%s and %s share %s", o.ID, v.ID, h)
			}
			occupied[h] = v
		}
	}
	for _, t := range g.B.Torpedoes {
		if t.Gone || !t.Hex.OnBoard() {
			return fmt.Errorf("torpedo %d spent but on the board", t.N)
		}
	}
	if len(g.B.ASW) > 0 && !midTurn {
		return fmt.Errorf("%d ASW counters left after resolution [16.1]", len(g.B.ASW))
	}
	fired := 0
	for i := range g.B.Vessels {
		fired += g.B.Vessels[i].Fired
	}
	if fired != g.B.TorpedoesFired {
		return fmt.Errorf("torpedoes fired %d, boats' logs %d", g.B.TorpedoesFired, fired)
	}
	return nil
}
