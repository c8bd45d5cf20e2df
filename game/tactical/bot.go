package tactical

import (
	"encoding/json"
	"fmt"
	"slices"
	"sort"
	"strings"

	"periscope/game/engine"
)

// The computer players. Each uses only what its side may know: the
// submarine commander sees the surface ships (they are on the board) and
// its own boats; the escort commander sees the boats the rules put on the
// board (SeesBoat), its own sightings (State.Seen) and never a boat's depth
// or plot. Both are deterministic: the same state gives the same answer.

// SubBot commands the boats: it closes on the nearest target, fires a
// spread when a track meets the target's course on the turn after firing
// (a hit in the turn of fire is a dud [13.8]), and dives and turns away
// when an escort comes close.
type SubBot struct{}

// EscortBot commands the escorts: it plots the convoy straight on (turning
// away from the edges), fires at boats in sight, screens the convoy when
// no boat is known, runs at the last sighting and drops depth charges,
// Hedgehog and Squid there, and sweeps with sonar when slow enough.
type EscortBot struct{}

// Choose answers the sub seat's prompts.
func (b *SubBot) Choose(g engine.Game, p *engine.Prompt) engine.Choice {
	m := g.(*Match)
	switch p.Kind {
	case KindSubPlot:
		return send(p, m.subOrders(p.Sub))
	case "tac.entry":
		// A reserve costs the boats its VP [26, S12's +18]: it comes in
		// only with the turns left to earn them back (S12: on turn 3;
		// one entering on turn 6 or 9 sank less than its cost).
		if m.Scen.Turns-m.S.Battle.Turn+1 < reserveTurnsNeeded {
			return engine.Pick(1)
		}
	}
	return engine.Pick(0)
}

// reserveTurnsNeeded is how many turns a reserve boat must have left to
// be brought in (SOAK=40, S12: always entering 7 of 40, on turn 3 only 12,
// never 12 with fewer ships sunk).
var reserveTurnsNeeded = 18

// Choose answers the escort seat's prompts.
func (b *EscortBot) Choose(g engine.Game, p *engine.Prompt) engine.Choice {
	m := g.(*Match)
	switch p.Kind {
	case KindEscortOrders:
		return send(p, m.escortOrders())
	case KindEscortMove:
		return send(p, m.escortMove(p.Sub))
	case "tac.air":
		// Aircraft over the convoy: a charge on every boat seen shallow
		// (the charges left over at the end are lost).
		if len(p.Options) > 1 {
			return engine.Pick(1)
		}
	}
	return engine.Pick(0)
}

func send(p *engine.Prompt, payload any) engine.Choice {
	i := 0
	for k, o := range p.Options {
		if o.Key == "send" {
			i = k
		}
	}
	c, err := engine.WithData(i, payload)
	if err != nil {
		panic(err)
	}
	return c
}

// candidatePlots lists plots of 0…max hexes with at most two facing
// changes (before a hex, or one at the end), in a fixed order.
func candidatePlots(maxHexes int) []Plot {
	var out []Plot
	seen := map[string]bool{}
	add := func(p Plot) {
		if s := p.String(); !seen[s] {
			seen[s] = true
			out = append(out, p)
		}
	}
	build := func(n int, turns map[int]StepKind) Plot {
		var p Plot
		for k := 0; k <= n; k++ {
			if t, ok := turns[k]; ok {
				p.Steps = append(p.Steps, Step{Kind: t})
			}
			if k < n {
				if l := len(p.Steps) - 1; l >= 0 && p.Steps[l].Kind == Run {
					p.Steps[l].N++
				} else {
					p.Steps = append(p.Steps, Step{Kind: Run, N: 1})
				}
			}
		}
		return p
	}
	for n := 0; n <= maxHexes; n++ {
		add(build(n, nil))
		for i := 0; i <= n; i++ {
			for _, a := range []StepKind{Left, Right} {
				add(build(n, map[int]StepKind{i: a}))
				for j := i + 1; j <= n; j++ {
					for _, b := range []StepKind{Left, Right} {
						add(build(n, map[int]StepKind{i: a, j: b}))
					}
				}
			}
		}
	}
	return out
}

var plotCache = map[int][]Plot{}

func plotsUpTo(n int) []Plot {
	if p, ok := plotCache[n]; ok {
		return p
	}
	p := candidatePlots(n)
	plotCache[n] = p
	return p
}

// legalPlots are the candidate plots the vessel's limits allow and that keep
// it on the board.
func (g *Game) legalPlots(v *Vessel) []Plot {
	l := g.Limits(v)
	var out []Plot
	for _, p := range plotsUpTo(l.MaxHexes) {
		if p.Check(l) == nil && g.checkOnBoard(v, Walk(v.Pose(), p)) == nil {
			out = append(out, p)
		}
	}
	return out
}

// ---------------------------------------------------------------- the submarine

// targetOf is the enemy ship the boat goes for: the merchantman still
// under way worth most for the hexes it lies off, else the best afloat one
// (a ship dead in the water is left for later: it will still be there, the
// convoy will not), else the nearest surface ship.
//
// "Worth most" is the class's victory points over the distance plus
// targetReach, so a T-2 tanker (27 VP) 10 hexes off is chosen over a C-2
// (8 VP) at 3, but not once it lies 20 hexes beyond. The boat judges by
// what its side sees: the silhouette gives the class; a cargo rolled by
// [60] is the Escort player's secret and is not used. Where the victory
// counts damage inflicted (S8) every hull is worth the same: the nearest.
// At night a hull beyond the night sight (4 hexes, less in weather [21.4,
// 50]) is a shape against the dark whose class the lookouts cannot name:
// it counts as 1 VP, so the boat closes on the nearest shapes and picks
// among the ships in sight (Kretschmer's "one torpedo, one ship" inside
// the columns). S11 (night), SOAK=200: boat wins 163 with the class named
// at any range, 141 (70.5 %) with this; day scenarios unchanged.
func (g *Game) targetOf(v *Vessel) *Vessel {
	var best *Vessel
	bestVP, bestD := 0, 1<<30
	for pass := 0; pass < 3 && best == nil; pass++ {
		for i := range g.B.Vessels {
			t := &g.B.Vessels[i]
			if t.Sub || t.Gone() || t.Side == v.Side || pass < 2 && g.Role(t) != Merchant && !t.Plotted || pass == 0 && t.DIW {
				continue
			}
			d, vp := Distance(v.Bow, t.Bow), 1
			if pass < 2 && !g.NearestTarget && (!g.B.Options.Night || d <= g.nightVisual()) {
				vp = g.ShipClass(t).VP // the class, never the secret cargo
			}
			if best == nil || vp*(bestD+targetReach) > bestVP*(d+targetReach) ||
				vp*(bestD+targetReach) == bestVP*(d+targetReach) && d < bestD {
				best, bestVP, bestD = t, vp, d
			}
		}
	}
	return best
}

// targetReach weighs a target's distance against its worth (targetOf): the
// hexes a boat closes in about three turns at periscope depth.
const targetReach = 5

// course is the hexes a ship's bow will pass through over the next turns
// if it holds course and speed (at least 1 hex a turn for a plotted ship).
func course(t *Vessel, speed, turns int) [][]Hex {
	out := make([][]Hex, turns)
	h := t.Bow
	for k := 0; k < turns; k++ {
		for i := 0; i < speed; i++ {
			h = h.Neighbour(t.Facing)
			out[k] = append(out[k], h)
		}
		if speed == 0 {
			out[k] = append(out[k], h, h.Neighbour(t.Facing.Reverse()))
		}
	}
	return out
}

func speedOf(g *Game, t *Vessel) int {
	if t.DIW {
		return 0
	}
	if g.Role(t) == Merchant || t.Plotted {
		return max(g.B.ConvoySpeed, 0)
	}
	return t.Speed
}

// spread picks launches from the boat's current pose whose torpedoes meet
// the target's course on the turn after firing (a first-turn hit is a dud
// [13.8]): for each loaded tube the best track and first run.
func (g *Game) spread(v *Vessel, t *Vessel) []Launch {
	if v.Depth > 100 {
		return nil
	}
	tt := g.Data.Torpedoes[v.Torpedo]
	if tt == nil {
		return nil
	}
	spd := speedOf(g, t)
	path := course(t, spd, 3)
	// The target's hexes during the turn of fire (up to the torpedo phase)
	// and the next two turns.
	now := map[Hex]bool{t.Bow: true, t.Stern(): true}
	for _, h := range path[0] {
		now[h] = true
	}
	// Where the target lies in the torpedo phase of the next two turns:
	// ships move before torpedoes run [5], so a torpedo hits in turn k
	// when the hexes it runs in that turn's phase 7 reach the target's
	// bow or stern as its move left them.
	at := [3]map[Hex]bool{}
	for _, k := range []int{1, 2} {
		bow := t.Bow
		if n := len(path[k]); n > 0 && spd > 0 {
			bow = path[k][n-1]
		}
		at[k] = map[Hex]bool{bow: true, bow.Neighbour(t.Facing.Reverse()): true}
	}
	type shot struct {
		l     Launch
		score int
	}
	var shots []shot
	for k, tube := range v.Tubes {
		if !tube.Loaded || v.TubeType(k) != v.Torpedo { // an acoustic one is fired on its own [51]
			continue
		}
		best := shot{score: 0}
		tracks := LaunchTracks(v.Pose(), tube.Stern, tt.Speed*3)
		if g.ExtraArcs(v, k) {
			tracks = LaunchTracks12(v.Pose(), tube.Stern, tt.Speed*3) // [36, 51]
		}
		for _, tr := range tracks {
			// A hexside step meets a ship in either hex beside it [36].
			meets := func(set map[Hex]bool, i int) bool {
				return set[tr.Hexes[i]] || i < len(tr.Also) && tr.Also[i] != (Hex{}) && set[tr.Also[i]]
			}
			for run := 1; run <= tt.Speed; run++ {
				bad := false
				for i := range tr.Hexes[:run] {
					bad = bad || meets(now, i)
				}
				if bad {
					continue
				}
				hits := 0
				for _, k := range []int{1, 2} {
					from, to := min(len(tr.Hexes), run+(k-1)*tt.Speed), min(len(tr.Hexes), run+k*tt.Speed)
					for i := from; i < to; i++ {
						if meets(at[k], i) {
							hits++
							break
						}
					}
				}
				if hits > best.score {
					best = shot{Launch{Tube: k, First: tr.First, Turn: tr.Turn, Run: run}, hits}
				}
			}
		}
		if best.score > 0 {
			shots = append(shots, best)
		}
	}
	sort.SliceStable(shots, func(i, j int) bool { return shots[i].score > shots[j].score })
	// A torpedo set deep runs under an escort [13.11]: at an escort the
	// spread runs shallow (S7, S9: the boat fired deep spreads at
	// destroyers that could never be hit).
	shallow := g.Role(t) == Escort
	var out []Launch
	for _, s := range shots {
		if len(out) < 3 {
			s.l.Shallow = shallow
			out = append(out, s.l)
		}
	}
	return out
}

// gunThreats counts the enemy surface ships with guns whose range reaches
// h (the Surface Gunnery Table's longest band) [17.9.3].
func (g *Game) gunThreats(v *Vessel, h Hex) int {
	bands := g.Data.Tables.Gunnery.Bands
	if len(bands) == 0 {
		return 0
	}
	reach := bands[len(bands)-1]
	n := 0
	for i := range g.B.Vessels {
		e := &g.B.Vessels[i]
		if e.Sub || e.Gone() || e.Side == v.Side || !e.Surfaced() {
			continue
		}
		gs := g.guns(e)
		if gs[0]+gs[1]+gs[2] > 0 && Distance(e.Bow, h) <= reach {
			n++
		}
	}
	return n
}

// nearestEscort is the distance from h to the nearest enemy warship.
func (g *Game) nearestEscort(v *Vessel, h Hex) int {
	d := 99
	for i := range g.B.Vessels {
		e := &g.B.Vessels[i]
		if e.Sub || e.Gone() || e.Side == v.Side || g.Role(e) != Escort {
			continue
		}
		d = min(d, Distance(e.Bow, h))
	}
	return d
}

// objective reads the scenario's victory conditions for the boat: the
// ships worth sinking (none listed: any) and the edge to leave by (0: none).
func (m *Match) objective(id string) (targets map[string]bool, exitEdge, keepLoaded int) {
	if m.Scen.Victory.Kind != "conditions" {
		return nil, 0, 0
	}
	targets = map[string]bool{}
	for _, c := range m.Scen.Victory.Sub {
		for _, x := range c.Sink {
			targets[x] = true
		}
		for _, x := range c.Ships {
			targets[x] = true
		}
		for _, x := range c.Exit {
			if x == id {
				exitEdge, keepLoaded = c.Edge, c.Loaded
			}
		}
	}
	return targets, exitEdge, keepLoaded
}

// edgeDistance is how far a hex is from a board edge [2.1].
func edgeDistance(h Hex, edge int) int {
	switch edge {
	case 6:
		return h.Row - 1
	case 3:
		return Rows - h.Row
	case 2:
		return Panels*ColumnsPerPanel - 1 - h.Col
	case 5:
		return h.Col
	}
	return 0
}

// subOrders are the boat's orders for this turn.
func (m *Match) subOrders(id string) SubOrders {
	g := m.G
	v := g.Vessel(id)
	c := g.SubClass(v)
	targets, exitEdge, keepLoaded := m.objective(id)
	t := g.targetOf(v)
	if len(targets) > 0 {
		// The nearest of the ships the victory names, a capital ship
		// before an escort (S6: the boat closed on Hibiki, which came at
		// it, and never went for the carrier; an escort in the way is
		// still shot at below when a spread meets it).
		t = nil
		for i := range g.B.Vessels {
			x := &g.B.Vessels[i]
			if !targets[x.ID] || x.Gone() {
				continue
			}
			if t == nil || (g.Role(x) == Capital) != (g.Role(t) == Capital) && g.Role(x) == Capital ||
				(g.Role(x) == Capital) == (g.Role(t) == Capital) && Distance(v.Bow, x.Bow) < Distance(v.Bow, t.Bow) {
				t = x
			}
		}
	}
	danger := g.nearestEscort(v, v.Bow)
	var launches []Launch
	if t != nil {
		launches = g.spread(v, t)
		if g.CheckLaunches(v, launches, v.Depth) != nil {
			launches = nil
		}
		// No shot at the target: any other ship worth a torpedo within
		// reach that a spread meets.
		for i := range g.B.Vessels {
			x := &g.B.Vessels[i]
			if len(launches) > 0 {
				break
			}
			if x == t || x.Sub || x.Gone() || x.Side == v.Side || Distance(v.Bow, x.Bow) > 12 ||
				len(targets) > 0 && !targets[x.ID] || len(targets) == 0 && g.Role(x) != Merchant && !x.Plotted {
				continue
			}
			if l := g.spread(v, x); len(l) > 0 && g.CheckLaunches(v, l, v.Depth) == nil {
				launches = l
			}
		}
		if keepLoaded > 0 { // leave with the tubes the exit needs (S9)
			loaded := 0
			for _, tb := range v.Tubes {
				if tb.Loaded {
					loaded++
				}
			}
			launches = launches[:max(0, min(len(launches), loaded-keepLoaded))]
			if len(launches) == 0 {
				launches = nil
			}
		}
	}
	// Aimed fire [35]: with no targets named last turn and no escort
	// near, a targeting turn first (an un-aimed torpedo hits less often).
	if len(launches) > 0 && g.B.Options.AimedFire && !(len(v.Aim) > 0 && v.AimTurn == g.B.Turn-1) && danger > 6 &&
		v.Depth <= g.aimDepth(v) && len(m.SuggestAim(id)) > 0 {
		launches = nil
	}
	// A boat that fires keeps its depth [9.11]: fired from the surface
	// with an escort's guns near, it stays up to be shot at next turn
	// (S12: U.91 fired from the surface at 10–12 hexes and was sunk by
	// Lark's guns on turn 5). It dives first and fires from 25 ft.
	if len(launches) > 0 && v.Depth == 0 && danger <= surfaceFireRange && g.CheckDepth(v, 25, false) == nil {
		launches = nil
	}
	// Depths to consider: hold, or up to two steps of 25 ft either way.
	var depths []int
	for _, d := range []int{v.Depth, v.Depth + 25, v.Depth + 50, v.Depth + 75, v.Depth - 25, v.Depth - 50, 0} {
		if len(launches) > 0 && d != v.Depth {
			continue
		}
		if g.CheckDepth(v, d, len(launches) > 0) == nil {
			depths = append(depths, d)
		}
	}
	if len(depths) == 0 {
		depths = []int{g.forcedDepth(v)}
		launches = nil
	}
	want := 5 // the range it closes to
	loadedTubes := 0
	for _, tb := range v.Tubes {
		if tb.Loaded {
			loadedTubes++
		}
	}
	// Attacking: tubes loaded and the target within 10 hexes, at
	// periscope depth and whole. The boat holds at 25 ft to shoot and
	// only steps aside from the escorts (S12: with an escort always
	// within 6 hexes of the convoy, the evading boat dived a step a turn
	// to 600 ft in the middle of the convoy, and at a rise of 25 ft a
	// turn never came back; 2.7 ships sunk a game with both boats).
	attackMode := exitEdge == 0 && t != nil && loadedTubes >= 2 && Distance(v.Bow, t.Bow) <= 10 && v.Depth <= 50 && v.Damage == 0
	// Silent running [32]: the second turn of a pair must be silent; a
	// boat hunted deep by sonar escorts creeps silent (homing on it is
	// harder) unless it is attacking or firing.
	silent := g.B.Options.SilentRunning && g.CheckSilent(v, Plot{}, v.Depth, false) != nil ||
		g.B.Options.SilentRunning && g.B.Options.Sonar && v.Depth >= 50 && danger <= 6 && !attackMode && len(launches) == 0 &&
			g.CheckSilent(v, MustPlot("1"), v.Depth, true) == nil
	snortable := g.B.Options.Snort && !silent && v.Depth == 25 && g.snortSpeed(v) > 0
	bestScore := 1 << 30
	var best SubOrders
	for _, p := range g.legalPlots(v) {
		end := End(v.Pose(), p)
		for _, d := range depths {
			if silent && g.CheckSilent(v, p, d, true) != nil {
				continue
			}
			score := 0
			if exitEdge != 0 {
				// Make for the edge the scenario lets it leave by.
				score += 20 * edgeDistance(end.Bow, exitEdge)
				// Where no escort is near, come up: the surface speed is
				// what gets a boat across the board in time (S9: 43 rows
				// in 28 turns; at 300 ft and one hex a turn it never left),
				// and at night a surfaced boat beyond the lookouts' range
				// is not seen [21.4].
				// Not deeper than 100 ft: a boat at 300 ft needs turns to
				// come back up to where it can run.
				if d > 100 {
					score += (d - 100) / 2
				}
				if esc := g.nearestEscort(v, end.Bow); esc > 8 {
					score += d / 5
					if d == 0 && g.B.Options.Night && esc > g.nightVisual()+3 {
						score -= 25
					}
				}
			} else if t != nil {
				// Aim where the target will be when the boat can get
				// there: two turns ahead, more for a target far off (S6's
				// carrier 22 columns away steams past a boat that aims at
				// where it is).
				ahead := max(2, min(8, Distance(v.Bow, t.Bow)/max(c.SurfaceSpeed, 1)))
				aim := t.Bow
				if path := course(t, speedOf(g, t), ahead); len(path[ahead-1]) > 0 {
					aim = path[ahead-1][len(path[ahead-1])-1]
				}
				dist := Distance(end.Bow, aim)
				score += 10 * abs(dist-want)
				// Bow toward the target's course: a shot next turn.
				rel := Relative(Bearing(end.Bow, aim), float64(end.Facing.Angle()))
				if rel < 0 {
					rel = -rel
				}
				score += int(rel / 15)
			}
			// Never through or next to another vessel: a collision
			// damages both [10].
			for _, ps := range Walk(v.Pose(), p) {
				for i := range g.B.Vessels {
					o := &g.B.Vessels[i]
					if o.ID != v.ID && !o.Gone() && (Distance(o.Bow, ps.Bow) <= 1 || Distance(o.Stern(), ps.Bow) <= 1) {
						score += 60
					}
				}
			}
			// Evasion: deep and away when an escort is near.
			esc := g.nearestEscort(v, end.Bow)
			if danger <= 6 && attackMode {
				// Loaded tubes and a target within reach: it stays at
				// periscope depth to shoot, and only steps aside.
				score += attackStepAside * max(0, 3-esc)
				if d > 25 {
					score += d / 5
				}
			} else if danger <= 6 {
				w := 8
				if v.Hidden && d >= 50 {
					w = 3 // unseen and deep: the escorts are hunting a guess
				}
				score += w * max(0, 8-esc)
				score -= d / 10
			} else if d == 0 && esc <= 6 {
				score += 40
			} else if exitEdge == 0 && d > 25 {
				// No escort near: back up to where it can shoot.
				score += d / 10
			}
			// Merchantmen's guns [17, 20.7 special rules]: a boat on the
			// surface within their reach trades shots it cannot afford;
			// it closes submerged and fires from periscope depth.
			if d == 0 {
				score += 30 * g.gunThreats(v, end.Bow)
			}
			// Emergency power is kept for evading [8.3.3]; on the snort
			// [33] the snort speed is free.
			free := c.NormalSubmerged
			if snortable && d == 25 {
				free = g.freeHexes(v, true)
			}
			if v.Depth > 0 && p.Hexes() > free {
				score += 6 * (p.Hexes() - free)
				if danger > 6 {
					score += 20
				}
				// A boat out of power must rise to the surface [8.3.4]:
				// two points are kept (S7: the boat ran on its power ahead
				// of the fleet and came up among the destroyers).
				if v.EP-(p.Hexes()-free) < 2 {
					score += 60
				}
			}
			if d > c.MaxDepth {
				score += 200 // never risk the hull [9.7]
			}
			if len(launches) == 0 && d > 100 && danger > 6 {
				score += 15 // stay where it can fire
			}
			if score < bestScore {
				bestScore = score
				best = SubOrders{Plot: p.String(), Depth: d}
			}
		}
	}
	if best.Plot == "" && bestScore == 1<<30 {
		best = SubOrders{Plot: g.FallbackPlot(v).String(), Depth: g.forcedDepth(v)}
	}
	best.Silent = silent && bestScore < 1<<30
	// The snort [33]: at 25 ft, a move the snort allows costs no power and
	// three such turns charge a point; the boat snorts whenever it may.
	if g.B.Options.Snort && !best.Silent && v.Depth == 25 && best.Depth == 25 {
		trial := best
		trial.Snort = true
		if _, err := m.CheckSubOrders(id, trial); err == nil {
			best = trial
		}
	}
	best.Launches = launches
	if len(launches) > 0 {
		best.Depth = v.Depth
	}
	m.specialWeapons(id, &best, danger)
	if v.Depth == 0 && best.Depth == 0 {
		for i := range g.B.Vessels {
			x := &g.B.Vessels[i]
			if !x.Sub && !x.Gone() && x.Side != v.Side {
				if _, _, _, err := g.GunFactor(Fire{v.ID, x.ID}, nil, nil); err == nil && g.Role(x) == Merchant {
					best.Gun = x.ID
					break
				}
			}
		}
	}
	if len(best.Launches) == 0 && best.Depth == v.Depth {
		// A targeting turn [35]: the one ship its attack is on (a salvo
		// of one torpedo is then aimed too).
		if aim := m.SuggestAim(id); len(aim) > 0 {
			best.Aim = aim[:1]
		}
	}
	if _, err := m.CheckSubOrders(id, best); err != nil {
		// The chosen plot is refused (a case the scoring did not foresee):
		// the least move at the depth the rules force.
		best = SubOrders{Plot: g.FallbackPlot(v).String(), Depth: g.forcedDepth(v), Silent: g.MustRunSilent(v)}
	}
	return best
}

// ---------------------------------------------------------------- the escorts

// escortOrders: the convoy's plots and the gunfire.
func (m *Match) escortOrders() EscortOrders {
	g := m.G
	var o EscortOrders
	n := m.convoyPlotsWanted()
	if n > 0 {
		plots := ConvoyPlots(g.B.ConvoySpeed)
		// Straight on unless the convoy nears a side edge or the bottom:
		// then turn back toward the middle.
		choice := plots[2]
		cx, cy, k := 0, 0, 0
		for i := range g.B.Vessels {
			v := &g.B.Vessels[i]
			if !v.Gone() && (g.Role(v) == Merchant || v.Plotted) {
				cx += v.Bow.Col
				cy += v.Bow.Row
				k++
			}
		}
		if k > 0 {
			cx /= k
			switch {
			case cx < 16:
				choice = plots[1] // R: toward the right
			case cx > Panels*ColumnsPerPanel-16:
				choice = plots[0]
			}
		}
		// Ships that must leave by an edge make for it, whatever the side
		// edges (S6's carrier starts within 16 columns of one and
		// circled back toward the middle).
		if v, edge := m.plottedExit(); v != nil {
			best := 1 << 30
			for _, p := range plots {
				if d := edgeDistance(End(v.Pose(), p).Bow, edge); d < best {
					best, choice = d, p
				}
			}
		}
		// Capital ships (plotted warships, no merchantman in the plot)
		// zig-zag about their course, as fleet units did under submarine
		// threat: a boat that reckons their course straight on misses as
		// often as it hits (S6, S7). The legs L, R, R, L hold the mean
		// heading. A leg's turn stays with the ship (a plot's L or R
		// changes its facing), so the legs are read from the facing
		// reached: off the course to the right, L; to the left, R; on it,
		// R or L by turns. (Legs L, R, R, L by the turn number alone held
		// the heading one point off the course: S7's fleet steamed
		// diagonally away from edge 6 and never left; 18 draws in 20.)
		zig := choice.String() == plots[2].String() && m.plottedWarships() && m.timeToZig()
		lead, edge := m.plottedExit()
		facing := Dir6
		if lead != nil {
			// The facing after the moves already plotted [5.1.3].
			p := lead.Pose()
			for t := m.S.Battle.Turn; ; t++ {
				plan, ok := g.convoyPlotFor(t)
				if !ok {
					break
				}
				p = End(p, plan)
			}
			facing = p.Facing
		}
		course := map[int]Dir{6: Dir6, 3: Dir3}[edge]
		var pending []ConvoyPlan
		for i := 0; i < n; i++ {
			c := choice
			turn := m.S.Battle.Turn + i
			if n == 1 {
				turn = m.S.Battle.Turn + 3
			}
			if zig && course != 0 {
				switch off := (int(facing) - int(course) + 6) % 6; { // 0 on course, 1–2 right, 4–5 left
				case off == 0 && turn/2%2 == 0, off >= 3:
					c = plots[1] // R
				default:
					c = plots[0] // L
				}
				if !g.ConvoyTurnOK(m.ConvoyPlanTurn(i), pending) { // [58]
					c = plots[2]
				}
				if c.String() == plots[1].String() {
					facing = facing.Right()
				} else if c.String() == plots[0].String() {
					facing = facing.Left()
				}
			} else if zig {
				c = plots[[]int{0, 1, 1, 0}[turn%4]]
			}
			if !g.ConvoyTurnOK(m.ConvoyPlanTurn(i), pending) && c.Turns() > 0 { // [58]
				c = plots[2]
			}
			pending = append(pending, ConvoyPlan{Turn: m.ConvoyPlanTurn(i), Plot: c})
			o.Convoy = append(o.Convoy, c.String())
		}
	}
	for _, eid := range m.Escorts() {
		for i := range g.B.Vessels {
			t := &g.B.Vessels[i]
			if t.Sub && m.SeesBoat(t) {
				f := Fire{Firer: eid, Target: t.ID}
				if _, _, _, err := g.GunFactor(f, nil, nil); err == nil {
					o.Fires = append(o.Fires, f)
					break
				}
			}
		}
	}
	if m.CheckEscortOrders(o) != nil {
		o.Fires = nil
	}
	return o
}

// belief is where the Escort player thinks a boat is: in sight, or the
// last sighting (moved on by how long ago it was at a slow submerged
// speed, in every direction: only the sighting itself is kept, with its age).
type belief struct {
	id     string
	at     Hex
	facing Dir
	age    int
	sight  bool
	// speed is how far it moved last turn, when in sight (a boat seen
	// moving is plotted on at its speed: S10's Type XXI ran six hexes a
	// turn past escorts that aimed one hex ahead of it).
	speed int
}

// next is where the boat may be after its move (it moves after the
// escorts; the ASW resolves where it ends [5, 16]): a hex on along its
// last known heading.
func (b belief) next() Hex { return b.at.Step(b.facing, max(1, b.speed)) }

func (m *Match) beliefs() []belief {
	var out []belief
	for i := range m.S.Battle.Vessels {
		v := &m.S.Battle.Vessels[i]
		if !v.Sub || v.Gone() {
			continue
		}
		if m.SeesBoat(v) {
			out = append(out, belief{v.ID, v.Bow, v.Facing, 0, true, v.Speed})
			continue
		}
		if s, ok := m.S.Seen[v.ID]; ok && m.S.Battle.Turn-s.Turn <= 8 {
			out = append(out, belief{v.ID, s.Bow.Step(s.Facing, 2*(m.S.Battle.Turn-s.Turn)), s.Facing, m.S.Battle.Turn - s.Turn, false, 0})
		}
	}
	return out
}

func (m *Match) convoyCentre() (Hex, bool) {
	g := m.G
	q, r, k := 0, 0, 0
	for i := range g.B.Vessels {
		v := &g.B.Vessels[i]
		if !v.Gone() && !v.Sub && (g.Role(v) == Merchant || v.Plotted) {
			a, b := v.Bow.Axial()
			q, r, k = q+a, r+b, k+1
		}
	}
	if k == 0 {
		return Hex{}, false
	}
	return FromAxial(q/k, r/k), true
}

// plottedWarships reports whether the convoy's plot moves warships only
// (the capital ships of S6 and S7), no merchantman.
func (m *Match) plottedWarships() bool {
	g := m.G
	n := 0
	for i := range g.B.Vessels {
		v := &g.B.Vessels[i]
		if v.Gone() || v.Sub {
			continue
		}
		if g.Role(v) == Merchant {
			return false
		}
		if v.Plotted {
			n++
		}
	}
	return n > 0
}

// plottedExit is a plotted ship the escorts' victory needs off the
// board, and its edge (nil: none).
func (m *Match) plottedExit() (*Vessel, int) {
	g := m.G
	for i := range g.B.Vessels {
		v := &g.B.Vessels[i]
		if v.Gone() || !v.Plotted {
			continue
		}
		if edge, must := m.escortExit(v.ID); edge != 0 && must {
			return v, edge
		}
	}
	return nil, 0
}

// timeToZig reports whether every plotted ship that must leave the board
// can afford a zig-zag: about a third of its run goes across the course,
// so the edge must lie within two thirds of what it can steam in the
// turns left.
func (m *Match) timeToZig() bool {
	g := m.G
	left := m.Scen.Turns - m.S.Battle.Turn + 1
	for i := range g.B.Vessels {
		v := &g.B.Vessels[i]
		if v.Gone() || !v.Plotted {
			continue
		}
		if edge, must := m.escortExit(v.ID); edge != 0 && must && 3*edgeDistance(v.Bow, edge) > 2*left*max(g.B.ConvoySpeed, 1) {
			return false
		}
	}
	return true
}

// escortExit is the edge the escort side's victory wants this ship to
// leave by (0: none), and whether it must (the ships named in Exit; the
// others of ExitOf make up a count).
func (m *Match) escortExit(id string) (edge int, must bool) {
	if m.Scen.Victory.Kind != "conditions" {
		return 0, false
	}
	for _, c := range m.Scen.Victory.Escort {
		if slices.Contains(c.Exit, id) {
			return c.Edge, true
		}
		if slices.Contains(c.ExitOf, id) {
			edge = c.Edge
		}
	}
	return edge, false
}

// exitMove makes for the edge: the legal plot that ends nearest it,
// clear of friends.
func (m *Match) exitMove(e *Vessel, edge int) EscortOrder {
	g := m.G
	best, bestS := Plot{}, 1<<30
	found := false
	for _, p := range g.legalPlots(e) {
		end := End(e.Pose(), p)
		s := 10 * edgeDistance(end.Bow, edge)
		for i := range g.B.Vessels {
			o := &g.B.Vessels[i]
			if o.ID != e.ID && !o.Gone() && !o.Sub && (Distance(o.Bow, end.Bow) <= 1 || Distance(o.Stern(), end.Bow) <= 1) {
				s += 30
			}
		}
		if s < bestS {
			best, bestS, found = p, s, true
		}
	}
	if found {
		if o := (EscortOrder{Plot: best.String()}); func() bool { _, err := m.CheckEscortMove(e.ID, o); return err == nil }() {
			return o
		}
	}
	return EscortOrder{Plot: g.FallbackPlot(e).String()}
}

// escortMove: a ship the escorts' victory needs off the board makes for
// its edge (a capital ship always; a destroyer of the count when the turns
// left are just enough); the others hunt the nearest believed boat, else
// screen the convoy.
func (m *Match) escortMove(id string) EscortOrder {
	g := m.G
	e := g.Vessel(id)
	if edge, must := m.escortExit(id); edge != 0 {
		left := m.Scen.Turns - m.S.Battle.Turn + 1
		if must || left*max(g.MaxSpeed(e)-1, 1) <= edgeDistance(e.Bow, edge)+2 {
			return m.exitMove(e, edge)
		}
	}
	var goal Hex
	hunting, sight := false, false
	var prey belief
	bestD := 1 << 30
	for _, b := range m.beliefs() {
		if !m.mayHunt(e, b) {
			continue
		}
		if d := Distance(e.Bow, b.at) + 3*b.age; d < bestD {
			bestD, prey, hunting = d, b, true
		}
	}
	if hunting {
		goal, sight = prey.at, prey.sight
	} else if c, ok := m.convoyCentre(); ok {
		// A screening station: ahead of the convoy, spread by the
		// escort's place in the list.
		k := 0
		for i, x := range m.Escorts() {
			if x == id {
				k = i
			}
		}
		dirs := []Dir{Dir6, Dir1, Dir5, Dir2, Dir4, Dir3}
		goal = c.Step(Dir6, 4).Step(dirs[k%6], 5)
	} else {
		goal = e.Bow.Step(e.Facing, 3)
	}
	// An automated boat (S3–S5) moves by the printed table [20.7]: the
	// Escort player knows every move it may draw, and aims at the hexes it
	// most often ends in.
	var like map[Hex]int
	aim := prey.next()
	if hunting && sight {
		if v := g.Vessel(prey.id); v != nil && v.Automated {
			like = automatedEnds(v.Pose())
			// Hexes the escorts that moved before have already covered
			// count for less: the group spreads its pattern.
			for _, c := range g.B.ASW {
				if c.Turn == g.B.Turn {
					like[c.Hex] = like[c.Hex] * 2 / 3
				}
			}
			aim = likeliest(like)
			goal = aim
		}
	}
	// A boat in sight that is moving: its counters resolve after its move
	// [5], so the escort runs for where it will be, not where it is (S10:
	// the Type XXI at six hexes a turn was never where the escorts met).
	// A fast boat is met farther on: the first hex of its course the
	// escort can reach as soon as the boat (an intercept).
	if hunting && sight && like == nil {
		// A boat the scenario sends off by edge 3 or 6 runs for it at its
		// best submerged speed (the Escort player knows the class and the
		// victory conditions; S10: the XXI passed the destroyers before
		// they had moved to meet it).
		if _, edge, _ := m.objective(prey.id); edge == 3 || edge == 6 {
			if b := g.Vessel(prey.id); b != nil && g.SubClass(b) != nil {
				prey.speed = max(prey.speed, g.SubClass(b).MaxSubmerged)
				prey.facing = map[int]Dir{3: Dir3, 6: Dir6}[edge]
				aim = prey.next()
			}
		}
	}
	if hunting && sight && like == nil && prey.speed > 1 && aim.OnBoard() {
		goal = aim
		for k := 2; k <= 4; k++ {
			if p := prey.at.Step(prey.facing, prey.speed*k); p.OnBoard() && Distance(e.Bow, aim) > g.MaxSpeed(e)+1 && Distance(e.Bow, p) <= k*g.MaxSpeed(e) {
				goal = p
				break
			}
		}
	}
	slow := hunting && m.G.B.Options.Sonar && e.Sonar != "" && !sight && Distance(e.Bow, goal) <= 12
	// The hexes the plotted ships (convoy, capital ships) will pass next
	// turn: they move before the escorts [5], so an escort ending there is
	// run into (S7: Barham's zig-zag leg into a destroyer on its station).
	ahead := map[Hex]bool{}
	for _, pl := range g.B.ConvoyPlans {
		if pl.Turn != g.B.Turn+1 {
			continue
		}
		for i := range g.B.Vessels {
			if v := &g.B.Vessels[i]; v.ID != e.ID && !v.Gone() && !v.Sub && !v.DIW && (g.Role(v) == Merchant || v.Plotted) {
				for _, ps := range Walk(v.Pose(), pl.Plot) {
					ahead[ps.Bow], ahead[ps.Stern()] = true, true
				}
			}
		}
	}
	// Who has attacked already this turn (the escorts move one by one).
	attacked := map[string]bool{}
	for _, c := range g.B.ASW {
		if c.Turn == g.B.Turn {
			attacked[c.Owner] = true
		}
	}
	type cand struct {
		p     Plot
		score int
	}
	var cands []cand
	for _, p := range g.legalPlots(e) {
		end := End(e.Pose(), p)
		s := 10 * Distance(end.Bow, goal)
		if slow && p.Hexes() > g.SonarSpeedLimit() {
			s += 25
		}
		// Keep off the edges it may not leave [6.10]: an escort running
		// at an edge may find every move barred next turn.
		for _, edge := range []int{2, 3, 5, 6} {
			if d := min(edgeDistance(end.Bow, edge), edgeDistance(end.Stern(), edge)); d < 8 && !g.mayExit(e, edge) {
				s += 40 * (8 - d)
			}
		}
		// Keep clear of friends: a collision stops both [10.7], and
		// leaves both dead in the water [10.1] (S3: escorts closing on
		// the same boat ran into each other in one game in two).
		for _, ps := range Walk(e.Pose(), p) {
			if o := g.collider(e, enteredHex(ps), false); o != nil && !o.Sub {
				s += 2000
				break
			}
		}
		if ahead[end.Bow] || ahead[end.Stern()] {
			s += 2000
		}
		if hunting && wakeCrossed(e, p, g.B.Paths, attacked) {
			s += wakeCost
		}
		for i := range g.B.Vessels {
			o := &g.B.Vessels[i]
			if o.ID != e.ID && !o.Gone() && !o.Sub && (Distance(o.Bow, end.Bow) <= 1 || Distance(o.Stern(), end.Bow) <= 1) {
				s += 30
			}
		}
		cands = append(cands, cand{p, s})
	}
	sort.SliceStable(cands, func(i, j int) bool { return cands[i].score < cands[j].score })
	// Close to a boat, the best move is the one that can drop the most
	// on it: the twelve nearest moves are tried for their attack.
	if hunting && Distance(e.Bow, goal) <= g.MaxSpeed(e)+2 {
		best, most := -1, 0
		for k, c := range cands[:min(len(cands), 12)] {
			if c.score >= 2000 {
				continue // a collision
			}
			if n := attackWeight(m.attackOrders(e, c.p, aim, like), like); n > most {
				best, most = k, n
			}
		}
		if best > 0 {
			cands[0], cands[best] = cands[best], cands[0]
		}
	}
	// The six best are tried with their attack, then every plot (one
	// may be barred by a K-gun charge [15.4.10]) before the fallback.
	for k, c := range cands {
		o := EscortOrder{Plot: c.p.String()}
		if k >= 6 {
			if _, err := m.CheckEscortMove(id, o); err == nil {
				return o
			}
			continue
		}
		if m.G.B.Options.Sonar && e.Sonar != "" && c.p.Hexes() <= m.G.SonarSpeedLimit() {
			o.Search = Sweep
			if hunting && sight && !m.G.B.Options.HiddenMovement {
				o.Search = ""
			}
		}
		if hunting && Distance(e.Bow, goal) <= g.MaxSpeed(e)+2 && !(holdFire && immuneNow(g, prey)) {
			o.ASW = m.attackOrders(e, c.p, aim, like)
		}
		if _, err := m.CheckEscortMove(id, o); err == nil {
			return o
		}
		o.ASW = nil
		if _, err := m.CheckEscortMove(id, o); err == nil {
			return o
		}
	}
	return EscortOrder{Plot: g.FallbackPlot(e).String()}
}

// attackOrders are the ASW counters an escort places along its plot at
// the believed position: racks where the stern leaves a hex next to it,
// K-guns and Hedgehog or Squid into it [15]. Depths are guesses spread over
// the boat's likely depths (the Escort player never knows the depth).
func (m *Match) attackOrders(e *Vessel, p Plot, goal Hex, like map[Hex]int) []ASWOrder {
	g := m.G
	poses := Walk(e.Pose(), p)
	near := func(h Hex) bool { return Distance(h, goal) <= 1 }
	on := func(h Hex) bool { return h == goal }
	if like != nil { // an automated boat: any hex it ends in often enough
		near = func(h Hex) bool { return like[h] >= likeEnough }
		on = near
	}
	depths := []int{100, 150, 75, 200, 50, 125}
	var orders []ASWOrder
	try := func(o ASWOrder) {
		trial := append(append([]ASWOrder(nil), orders...), o)
		if g.checkASWOrders(e, poses, trial) == nil {
			if _, err := m.CheckEscortMove(e.ID, EscortOrder{Plot: p.String(), ASW: trial}); err == nil {
				orders = trial
			}
		}
	}
	if like != nil {
		// An automated boat (S3–S5): each counter in a hex rolls on its
		// own [16, 20.7] (the depth is rolled, not named), so the most
		// damage is expected from every counter in the hexes the boat
		// most often ends in: the placements the move allows are filled
		// best first, as many counters a hex as the racks and K-guns may
		// throw [15.4.2, 15.5.3; counters may share a hex, 15.10].
		// (Balance, S5: two counters at most a position, filled in path
		// order, put most of the Japanese charges in hexes the boat
		// seldom reaches.)
		type slot struct {
			o ASWOrder
			w int
		}
		var slots []slot
		prev := e.Pose()
		for i := 0; i <= len(poses); i++ {
			at := e.Pose()
			if i > 0 {
				at = poses[i-1]
			}
			if i > 0 && !poses[i-1].Swing && like[prev.Stern()] > 0 {
				slots = append(slots, slot{ASWOrder{After: i, Kind: RackDC, Hex: prev.Stern(), Count: 1}, like[prev.Stern()]})
			}
			for _, h := range KGunHexes(at) {
				// Not next to a friend: no ship may enter a K-gun hex
				// [15.4.10], and a friend boxed in by them has only
				// collisions left (S3: Whitehall into Lark).
				if like[h] > 0 && !m.nextToFriend(e, h) {
					slots = append(slots, slot{ASWOrder{After: i, Kind: KGunDC, Hex: h, Count: 1}, like[h]})
				}
			}
			switch kind, _ := g.ATWLaunchers(e); kind {
			case "H":
				for _, h := range HedgehogHexes(at) {
					if like[h] > 0 {
						slots = append(slots, slot{ASWOrder{After: i, Kind: Hedgehog, Hex: h, Count: 1}, like[h]})
					}
				}
			case "S":
				for _, h := range SquidHexes(at) {
					if like[h] > 0 {
						slots = append(slots, slot{ASWOrder{After: i, Kind: Squid, Hex: h, Count: 1}, like[h]})
					}
				}
			}
			if i > 0 {
				prev = poses[i-1]
			}
		}
		sort.SliceStable(slots, func(a, b int) bool { return slots[a].w > slots[b].w })
		for _, sl := range slots {
			if sl.w < likeEnough {
				break
			}
			for range 6 {
				n := len(orders)
				o := sl.o
				o.Depth = depths[n%len(depths)]
				try(o)
				if len(orders) == n || len(orders) >= 12 {
					break
				}
			}
		}
		return orders
	}
	prev := e.Pose()
	for i := 0; i <= len(poses); i++ {
		at := e.Pose()
		if i > 0 {
			at = poses[i-1]
		}
		// A pattern spread in depth: two counters where the racks and
		// K-guns reach the believed hex, at two of the likely depths
		// [15.4.2, 15.5.3 limit the counts].
		// The Mk X [51], once: the first time the racks pass by the
		// believed hex, set to the likeliest depth (it then replaces the
		// racks' charges this turn).
		if i > 0 && !poses[i-1].Swing && near(prev.Stern()) && g.MayDropMkX(e) {
			try(ASWOrder{After: i, Kind: RackDC, Hex: prev.Stern(), Count: 1, Depth: depths[0], DCType: MkXType})
		}
		for range 2 {
			if i > 0 && !poses[i-1].Swing && near(prev.Stern()) {
				try(ASWOrder{After: i, Kind: RackDC, Hex: prev.Stern(), Count: 1, Depth: depths[len(orders)%len(depths)]})
			}
			for _, h := range KGunHexes(at) {
				if near(h) {
					try(ASWOrder{After: i, Kind: KGunDC, Hex: h, Count: 1, Depth: depths[len(orders)%len(depths)]})
				}
			}
		}
		switch kind, _ := g.ATWLaunchers(e); kind {
		case "H":
			for _, h := range HedgehogHexes(at) {
				if on(h) {
					try(ASWOrder{After: i, Kind: Hedgehog, Hex: h, Count: 1})
				}
			}
		case "S":
			for _, h := range SquidHexes(at) {
				if on(h) {
					try(ASWOrder{After: i, Kind: Squid, Hex: h, Count: 1, Depth: depths[len(orders)%len(depths)]})
				}
			}
		}
		if i > 0 {
			prev = poses[i-1]
		}
		if len(orders) >= 8 {
			break
		}
	}
	return orders
}

// likeEnough is how many of the automated boat's 42 equally likely moves
// must end on a hex for an escort to drop a counter there (one in seven).
const likeEnough = 3

// automatedEnds counts, over the 42 equally likely draws of the S3 table
// (7 markers × d6) [20.7], how often the boat ends with its bow or stern
// in each hex.
func automatedEnds(at Pose) map[Hex]int {
	like := map[Hex]int{}
	for _, row := range S3SubMoves {
		for _, s := range row {
			end := End(at, MustPlot(s))
			like[end.Bow]++
			like[end.Stern()]++
		}
	}
	return like
}

// likeliest is the hex the boat ends in most often (ties by hex order).
func likeliest(like map[Hex]int) Hex {
	var best Hex
	n := -1
	for _, h := range sortedHexKeys(like) {
		if like[h] > n {
			best, n = h, like[h]
		}
	}
	return best
}

// attackWeight is how much of the boat an attack covers: its counters,
// each weighed by how often the automated boat ends in its hex.
func attackWeight(orders []ASWOrder, like map[Hex]int) int {
	n := 0
	for _, o := range orders {
		if like == nil {
			n += o.Count
		} else {
			n += o.Count * like[o.Hex]
		}
	}
	return n
}

// String helps debugging a bot's answer.
func (o SubOrders) String() string {
	b, _ := json.Marshal(o)
	return fmt.Sprintf("%s", b)
}

// ---------------------------------------------------------------- helpers for the board's composer

// SuggestSpread is the spread the submarine commander would fire from the
// boat's current pose at its nearest target (nil: no track meets it).
func (m *Match) SuggestSpread(id string) []Launch {
	v := m.G.Vessel(id)
	if v == nil || !v.Sub {
		return nil
	}
	t := m.G.targetOf(v)
	if t == nil {
		return nil
	}
	ls := m.G.spread(v, t)
	if m.G.CheckLaunches(v, ls, v.Depth) != nil {
		return nil
	}
	return ls
}

// SuggestGun is a merchantman the boat's deck gun can fire at ("" none).
func (m *Match) SuggestGun(id string) string {
	v := m.G.Vessel(id)
	if v == nil || !v.Sub || v.Depth != 0 {
		return ""
	}
	for i := range m.G.B.Vessels {
		x := &m.G.B.Vessels[i]
		if !x.Sub && !x.Gone() && x.Side != v.Side {
			if _, _, _, err := m.G.GunFactor(Fire{v.ID, x.ID}, nil, nil); err == nil {
				return x.ID
			}
		}
	}
	return ""
}

// SuggestASW are the ASW counters the escort commander would place along
// the plot at the nearest boat the Escort player knows of.
func (m *Match) SuggestASW(id string, p Plot) []ASWOrder {
	e := m.G.Vessel(id)
	if e == nil || e.Sub {
		return nil
	}
	best, bestD := Hex{}, 1<<30
	for _, b := range m.beliefs() {
		if d := Distance(e.Bow, b.at); d < bestD {
			best, bestD = b.next(), d
		}
	}
	if bestD == 1<<30 {
		return nil
	}
	return m.attackOrders(e, p, best, nil)
}

// SuggestFires are the escorts' gunfire at the boats in sight.
func (m *Match) SuggestFires() []Fire { return m.escortOrders().Fires }

// Sightings are the Escort player's last sightings of boats not in sight now.
func (m *Match) Sightings() map[string]Sighting {
	out := map[string]Sighting{}
	for id, s := range m.S.Seen {
		if v := m.G.Vessel(id); v != nil && !v.Gone() && !m.SeesBoat(v) {
			out[id] = s
		}
	}
	return out
}

// SpreadPlacement chooses where the rules leave a placement to a player
// ([20.3] escorts near a compass, [20.4] boats): the pose farthest from
// the vessels already placed (up to 8 hexes: beyond, all are as good),
// then facing the enemy's centre, then the first. (The placement prompts
// are not asked yet; this is the choice the machine makes for both sides.)
func SpreadPlacement(g *Game, what string, opts []Pose) Pose {
	best, bestScore := opts[0], -1<<30
	var cq, cr, n int
	sub := strings.Contains(what, "placement") || strings.Contains(what, "row")
	for i := range g.B.Vessels {
		v := &g.B.Vessels[i]
		if v.Sub != sub {
			q, r := v.Bow.Axial()
			cq, cr, n = cq+q, cr+r, n+1
		}
	}
	if !sub && n == 0 {
		for _, h := range g.boatsGiven {
			q, r := h.Axial()
			cq, cr, n = cq+q, cr+r, n+1
		}
	}
	var centre Hex
	if n > 0 {
		centre = FromAxial(cq/n, cr/n)
	}
	if !sub && n > 0 {
		// An escort hunting a boat [20.3] starts as near it as the zone
		// allows, clear of its friends (balance, S3: placed anywhere in
		// the 12-hex zone, two of the four escorts reached the boat only
		// on the last turns).
		for _, p := range opts {
			near := 3
			for i := range g.B.Vessels {
				if v := &g.B.Vessels[i]; !v.Sub {
					for _, h := range v.Hexes() {
						near = min(near, Distance(h, p.Bow), Distance(h, p.Stern()))
					}
				}
			}
			if score := 1000*near - 10*Distance(p.Bow, centre); score > bestScore {
				best, bestScore = p, score
			}
		}
		return best
	}
	// A boat [20.4] (the Sub player's choice of bow hex, depth and facing):
	// as far from the enemy as the zone allows (PlacementPoses keeps only
	// those), 4 hexes or more from its friends, then as near as it can be
	// to where the nearest merchantman will be in five turns (with no
	// convoy, as before: S9's boat makes for an edge), then facing the
	// enemy's centre.
	// (Balance, S12: the first pose of the list put U.128 21 hexes behind
	// a slow convoy, which it never caught at 25 ft.)
	var targets []Hex
	for i := range g.B.Vessels {
		v := &g.B.Vessels[i]
		if v.Sub || v.Gone() {
			continue
		}
		if g.Role(v) == Merchant {
			targets = append(targets, v.Bow.Step(v.Facing, 5*max(g.B.ConvoySpeed, 0)))
		}
	}
	for _, p := range opts {
		near, friend := 8, 4
		for i := range g.B.Vessels {
			v := &g.B.Vessels[i]
			for _, h := range v.Hexes() {
				d := min(Distance(h, p.Bow), Distance(h, p.Stern()))
				if v.Sub {
					friend = min(friend, d)
				} else {
					near = min(near, d)
				}
			}
		}
		reach := 0
		if len(targets) > 0 {
			reach = 1 << 20
			for _, h := range targets {
				reach = min(reach, Distance(p.Bow, h))
			}
		}
		score := 100000*near + 10000*friend - 200*reach
		if !sub { // escorts placed before any boat: spread, as before
			score = 100 * min(near, friend+4)
		}
		if n > 0 {
			rel := Relative(Bearing(p.Bow, centre), float64(p.Facing.Angle()))
			if rel < 0 {
				rel = -rel
			}
			score -= int(rel)
		}
		if score > bestScore {
			best, bestScore = p, score
		}
	}
	return best
}

// wakeCost is what an escort hunting a boat gives up rather than cross a
// wake this turn: the wake rule [15.4.9] (with every path checked against
// every wake, ambiguity 13) cancels the attack of the escort whose wake is
// entered. (Balance, S5: Kamikaze and Ikazuchi, fast and closing on the
// same boat, crossed each other's paths and negated both attacks in most
// turns they attacked.)
var wakeCost = 15

// wakeCrossed: would plot p of escort e enter the wake of an escort that
// attacked earlier this turn, or would a ship that moved earlier have
// entered e's own wake (cancelling e's attack)?
func wakeCrossed(e *Vessel, p Plot, paths []Path, attacked map[string]bool) bool {
	mine := map[Hex]bool{e.Bow: true, e.Stern(): true}
	var entered []Hex
	for _, ps := range Walk(e.Pose(), p) {
		h := enteredHex(ps)
		mine[h] = true
		entered = append(entered, h)
	}
	for _, q := range paths {
		if q.ID == e.ID {
			continue
		}
		for _, h := range q.Entered {
			if mine[h] {
				return true
			}
		}
		if attacked[q.ID] {
			for _, w := range q.Wake {
				for _, h := range entered {
					if h == w {
						return true
					}
				}
			}
		}
	}
	return false
}

// holdFire: an escort holds its attack while the boat in sight is immune
// to depth charges and Squid [15.9] — some DC, DCK or Squid counter fell
// within two hexes of it last turn (ambiguity 14), which the Escort player
// saw — and attacks the turn after, when [15.7] lets it and the charges
// count. (Balance, S5: a quarter of the counters that reached the boat's
// hexes met a boat attacked the turn before.)
var holdFire = true

// immuneNow: the boat the escort hunts, in sight, was attacked last turn
// [15.9] and shares no hex with a boat that was not.
func immuneNow(g *Game, prey belief) bool {
	if !prey.sight {
		return false
	}
	v := g.Vessel(prey.id)
	return v != nil && !v.Gone() && g.B.Turn > 1 && v.ASWTurn == g.B.Turn-1 && !g.sharesWithUnattacked(v)
}

// nextToFriend: is hex h in or next to a hex of another surface ship of e's
// side?
func (m *Match) nextToFriend(e *Vessel, h Hex) bool {
	for i := range m.G.B.Vessels {
		o := &m.G.B.Vessels[i]
		if o.ID != e.ID && !o.Sub && !o.Gone() && o.Side == e.Side && (Distance(o.Bow, h) <= 1 || Distance(o.Stern(), h) <= 1) {
			return true
		}
	}
	return false
}

// surfaceFireRange is how near an escort may be for the boat bot still to
// fire from the surface (its guns' DF at 10 hexes and beyond is small).
var surfaceFireRange = 10

// mayHunt reports whether the escort goes after a believed boat. With a
// convoy to guard, the screen stays: a boat farther than huntRange from
// every merchantman under way is no threat to it and is left (a boat
// kept deep astern is as good as sunk for the convoy; hunting it on
// leaves the convoy bare).
func (m *Match) mayHunt(e *Vessel, b belief) bool {
	g := m.G
	near, merchants := 1<<30, false
	for i := range g.B.Vessels {
		x := &g.B.Vessels[i]
		if x.Gone() || x.Sub || x.DIW || g.Role(x) != Merchant {
			continue
		}
		merchants = true
		near = min(near, Distance(x.Bow, b.at))
	}
	if !merchants {
		return true
	}
	if r := g.Data.Availability[g.nationOf(e)].HuntRange; r > 0 {
		return near <= r
	}
	return near <= huntRange
}

// huntRange: see mayHunt. SOAK=100 (SOAK_DETAIL=S11,S12), boat wins
// S11 / S12: 14 hexes 66 / 23, 12 hexes 67 / 26, 11 hexes 71 / 29,
// 10 hexes 76 / 32 (SOAK=40: no limit 30 / 7 of 40).
var huntRange = 11

// attackStepAside is what an attacking boat pays a hex of an escort
// nearer than 3.
var attackStepAside = 16

// specialWeapons lets the boat use the special weapons of [51] when their
// switches are on: the last torpedo of a spread at a merchantman runs on
// circling through the columns (a FAT whose first leg carries it past the
// target and whose loops turn toward the convoy's middle), and an
// acoustic torpedo goes at an escort closing within acousticRange (the
// T5's purpose: the escort-killer). Each is kept only if the orders stay
// legal.
func (m *Match) specialWeapons(id string, best *SubOrders, danger int) {
	g := m.G
	v := g.Vessel(id)
	try := func(o SubOrders) bool {
		if _, err := m.CheckSubOrders(id, o); err != nil {
			return false
		}
		*best = o
		return true
	}
	if n := len(best.Launches); n > 0 && m.CircleLeg(id) > 0 && (!v.CirclingLimited || v.CirclingLeft > 0) {
		trial := *best
		trial.Launches = append([]Launch(nil), best.Launches...)
		l := &trial.Launches[n-1]
		if l.Turn != "LC" && l.Turn != "RC" {
			l.Circle = max(m.CircleLeg(id), l.Run)
			l.CircleSide = m.circleSide(v, *l)
			try(trial)
		}
	}
	if g.B.Options.Acoustic && danger <= acousticRange && v.AcousticTube(g.Data) >= 0 {
		if a := m.SuggestAcoustic(id); len(a) > 0 {
			trial := *best
			trial.Launches = append(append([]Launch(nil), best.Launches...), a...)
			trial.Depth = v.Depth
			try(trial)
		}
	}
}

// acousticRange is how near an escort must be for the boat to fire an
// acoustic torpedo at it (hexes; the T5's run of about 5,700 m is 62).
const acousticRange = 8

// circleSide is the side of a circling torpedo's first turn: toward the
// middle of the merchantmen afloat, seen from the end of its first leg.
func (m *Match) circleSide(v *Vessel, l Launch) string {
	g := m.G
	from, d, ok := LaunchHex(v.Pose(), l.First)
	if !ok {
		return "R"
	}
	if l.Turn == "L" {
		d = d.Turn(-1)
	} else if l.Turn == "R" {
		d = d.Turn(1)
	}
	var cq, cr, n int
	for i := range g.B.Vessels {
		if x := &g.B.Vessels[i]; !x.Gone() && g.Role(x) == Merchant {
			q, r := x.Bow.Axial()
			cq, cr, n = cq+q, cr+r, n+1
		}
	}
	if n == 0 {
		return "R"
	}
	mid := FromAxial(cq/n, cr/n)
	end := from.Step(d, l.Circle)
	if Distance(end.Neighbour(d.Turn(-1)), mid) < Distance(end.Neighbour(d.Turn(1)), mid) {
		return "L"
	}
	return "R"
}
