package tactical

import (
	"fmt"
	"sort"

	"periscope/game/dice"
)

// The Advanced game's switches beyond the first six (issue 18, fifth
// round): weather [50], crews [49], Advanced electric power [34], evasion
// [40] and acoustic torpedoes [51]. Each is off in the Basic game; the
// Advanced tables the rules use for them (visibility, radar and sonar d66
// tables, the dud table) are MISSING, so their effects on the Basic tables
// are authored here, each with its rationale (DESIGN.md, fifth round).

// weatherEffect is what a weather does to the searches (authored; the
// Submarine Visibility Table and the Advanced radar table are MISSING):
//   - NightVisual: the hexes within which a boat at 0–25 ft is seen at
//     night [21.4] (Basic 4): spray and swell shorten a lookout's sight;
//   - DayPeriscope: by day a boat at 25 ft is seen only within this many
//     hexes (0 = always, the Basic rule): a periscope's feather is lost in
//     breaking seas;
//   - Radar: added to the radar search d6 [23.4.3] (higher is worse): sea
//     clutter hides a small target's echo on the 1940s sets.
type weatherEffect struct{ NightVisual, DayPeriscope, Radar int }

var weatherEffects = map[Weather]weatherEffect{
	Clear: {4, 0, 0},
	Rough: {3, 0, 1},
	Storm: {2, 8, 2},
	Gale:  {1, 4, 3},
}

// seaOf is the scenario's theatre column on the weather table [50]: a
// design's chosen sea, else the sea of the first boat's nation (availability.sea: the Pacific for the
// United States and Japan, the Mediterranean for Italy), else the
// Atlantic / North Sea.
func (g *Game) seaOf() Sea {
	if s, ok := seaNames[g.B.Sea]; ok && g.B.Sea != "" {
		return s
	}
	for i := range g.B.Vessels {
		if v := &g.B.Vessels[i]; v.Sub {
			if c := g.SubClass(v); c != nil {
				return seaNames[g.Data.Availability[c.Nation].Sea]
			}
		}
	}
	return Atlantic
}

// seaNames are the weather table's columns as the data names them.
var seaNames = map[string]Sea{"": Atlantic, "atlantic": Atlantic, "pacific": Pacific, "mediterranean": Mediterranean}

// firstPeriod is the period from which a nation's crews count their years
// at war [49] (availability.crewsFrom; autumn 1939 when it names none).
func (g *Game) firstPeriod(nation string) Period {
	if p, err := ParsePeriod(g.Data.Availability[nation].CrewsFrom); err == nil {
		return p
	}
	return Period(3) // F'39
}

// nationOf is a vessel's nation.
func (g *Game) nationOf(v *Vessel) string {
	if v.Sub {
		if c := g.SubClass(v); c != nil {
			return c.Nation
		}
		return ""
	}
	if c := g.ShipClass(v); c != nil {
		return c.Nation
	}
	return ""
}

// advancedSetUp rolls what the switched-on Advanced rules roll at set-up:
// the weather [50], every warship's and boat's crew [49] (capital ships
// are novices [49]; merchantmen have none), the Advanced EP [34] and the
// acoustic torpedoes in the tubes [41, 51].
func (g *Game) advancedSetUp() {
	o := g.B.Options
	if o.Weather && g.B.Weather == "" { // a design's chosen weather stands
		g.B.Weather = g.RollWeather(g.seaOf())
	}
	if o.Crews {
		for i := range g.B.Vessels {
			v := &g.B.Vessels[i]
			if v.Gone() || !v.Sub && g.Role(v) == Merchant {
				continue
			}
			if !v.Sub && g.Role(v) == Capital {
				v.Crew = Novice
				continue
			}
			years := max(0, int(g.B.Period-g.firstPeriod(g.nationOf(v)))/4)
			v.Crew = g.RollCrew(v.ID, years)
		}
	}
	if o.AdvancedEP {
		for i := range g.B.Vessels {
			if v := &g.B.Vessels[i]; v.Sub && !v.Automated {
				v.EP = g.StartEP(v)
			}
		}
	}
	if o.Acoustic {
		g.loadAcoustic()
	}
	if o.Circling {
		g.limitCircling()
	}
}

// limitCircling sets each boat's circling allowance by the [41] load limit
// (ambiguity 28: on the actual load): a quarter of the torpedoes it
// carries, rounded down, less the acoustic ones in its tubes; T3 is exempt
// [62.4] as it never circles here.
func (g *Game) limitCircling() {
	for i := range g.B.Vessels {
		v := &g.B.Vessels[i]
		if !v.Sub || v.Gone() || v.Automated {
			continue
		}
		load, acoustic := v.BowReloads+v.SternReload, 0
		for k, t := range v.Tubes {
			if t.Loaded {
				load++
				if tt := g.Data.Torpedoes[v.TubeType(k)]; tt != nil && tt.Acoustic {
					acoustic++
				}
			}
		}
		v.CirclingLimited, v.CirclingLeft = true, max(0, g.quarterOf(v, load)-acoustic)
	}
}

// StartEP is the boat's emergency power at the start: the class's Basic EP
// [8.3], or under the Advanced switch (max submerged − normal submerged) ×
// 60 [34] (C6's Advanced speeds are MISSING: the Basic ones are used).
func (g *Game) StartEP(v *Vessel) int {
	c := g.SubClass(v)
	if c == nil {
		return 0
	}
	if g.B.Options.AdvancedEP {
		return AdvancedEP(c.MaxSubmerged, c.NormalSubmerged) // [56.3.1]
	}
	return c.EP
}

// ---------------------------------------------------------------- crews [49]

// crewMod is an escort crew's modification to its search rolls [49]
// (authored; the Advanced search tables are MISSING): an experienced crew
// −1, a professional −2 on the d6 (lower is a longer reach), a novice none
// ("novices get no bonus"). One step per rating: the d6's six faces are
// coarse, and a professional crew is one ship in six at best.
func crewMod(v *Vessel) []dice.Mod {
	switch v.Crew {
	case Experienced:
		return []dice.Mod{Mod(-1, "experienced crew", "49")}
	case Professional:
		return []dice.Mod{Mod(-2, "professional crew", "49")}
	}
	return nil
}

// ---------------------------------------------------------------- weather [50]

// nightVisual is the night sighting range for a boat at 0–25 ft [21.4],
// shortened by the weather [50].
func (g *Game) nightVisual() int {
	if e, ok := weatherEffects[g.B.Weather]; ok {
		return e.NightVisual
	}
	return 4
}

// dayHidden reports whether, by day, a boat at 25 ft is too far from every
// enemy ship to be seen in this weather [50].
func (g *Game) dayHidden(v *Vessel) bool {
	e, ok := weatherEffects[g.B.Weather]
	if !ok || e.DayPeriscope == 0 || v.Depth == 0 {
		return false
	}
	for i := range g.B.Vessels {
		o := &g.B.Vessels[i]
		if !o.Sub && !o.Gone() && o.Side != v.Side && SearchDistance(o, v) <= e.DayPeriscope {
			return false
		}
	}
	return true
}

// radarMods are the radar search's modifications: the weather's [50] and
// the crew's [49].
func (g *Game) radarMods(e *Vessel) []dice.Mod {
	var out []dice.Mod
	if w, ok := weatherEffects[g.B.Weather]; ok && w.Radar != 0 {
		out = append(out, Mod(w.Radar, "weather: "+string(g.B.Weather), "50"))
	}
	return append(out, crewMod(e)...)
}

// ---------------------------------------------------------------- evasion [40]

// evasionTable is [40]: by d66 band (lowest reading), the result in the
// columns target max speed 10+, 9–5, 4–1 × steam, oxygen, electric.
// "T1" is Turn(1), "T" Turn, "" none.
var evasionTable = []struct {
	from int
	r    [9]string
}{
	{64, [9]string{"T1", "T1", "T", "T1", "T1", "T", "T", "T", "T"}},
	{54, [9]string{"T1", "T1", "", "T1", "T1", "", "T", "T", ""}},
	{51, [9]string{"T1", "T1", "", "T1", "T", "", "T", "T", ""}},
	{41, [9]string{"T1", "T", "", "T", "T", "", "T", "T", ""}},
	{31, [9]string{"T", "", "", "T", "", "", "T", "", ""}},
	{11, [9]string{"", "", "", "", "", "", "", "", ""}},
}

// evasionSpeedColumn reads a Basic class speed into the table's Advanced
// speed bands (C6's Advanced speeds are MISSING; authored): Basic 5 and
// more (destroyers, escorts, fleet units, about 30 knots) is "10+", 3–4
// (sloops, corvettes, fast liners) "9–5", 1–2 (merchantmen) "4–1".
func evasionSpeedColumn(speed int) int {
	switch {
	case speed >= 5:
		return 0
	case speed >= 3:
		return 1
	}
	return 2
}

var propellantColumn = map[string]int{"steam": 0, "oxygen": 1, "electric": 2}

// Evasion is a ship's evasion this turn [40]: where it was and its damage
// then, so that a plotted ship that comes through intact returns.
type Evasion struct {
	From   Pose `json:"from"`
	Damage int  `json:"damage"`
}

// evade is [40]: before torpedo k tries ship v, once per ship per turn, v
// rolls d66 on the evasion table (+1 to the coloured die against a shallow
// torpedo) and takes the evasion that leaves it least exposed: out of the
// torpedo's hex, else the heading with the fewest hitting faces. The
// Escort player's choice is made for him (the best one). It reports
// whether the torpedo still meets the ship.
func (g *Game) evade(k int, v *Vessel) bool {
	t := g.B.Torpedoes[k]
	c := g.ShipClass(v)
	if v.DIW || v.Sub || c == nil || v.EvadedTurn == g.B.Turn || (!t.Shallow && c.Role == Escort) {
		return true
	}
	for _, id := range t.Tried {
		if id == v.ID {
			return true
		}
	}
	tt := g.Data.Torpedoes[t.Type]
	col := evasionSpeedColumn(g.MaxSpeed(v))*3 + propellantColumn[tt.Propellant]
	var mods []dice.Mod
	if t.Shallow {
		mods = append(mods, Mod(10, "shallow torpedo (+1 to the coloured die)", "40"))
	}
	r := g.Dice.D66(fmt.Sprintf("%s evades torpedo %d?", v.ID, t.N), "40", mods...).For(msg("tac.roll.evasion", txt("ship", v.ID), num("t", t.N)))
	v.EvadedTurn = g.B.Turn
	res := ""
	for _, row := range evasionTable {
		if min(r.Total, 66) >= row.from {
			res = row.r[col]
			break
		}
	}
	speedBand := []string{"10+", "9–5", "4–1"}[col/3]
	test := msg("tac.roll.evasion.test", txt("speed", speedBand), txt("propellant", tt.Propellant))
	if res == "" {
		g.Dice.Record(r.Says(test, msg("tac.roll.evasion.none")), fmt.Sprintf("speed %s, %s", speedBand, tt.Propellant), "no evasion")
		return true
	}
	g.Dice.Record(r.Says(test, msg("tac.roll.evasion."+res)), fmt.Sprintf("speed %s, %s", speedBand, tt.Propellant), map[string]string{"T": "Turn", "T1": "Turn(1)"}[res])
	from := v.Pose()
	plots := []string{"L", "R"}
	if res == "T1" {
		plots = []string{"1", "L1", "R1", "1L", "1R", "L", "R"} // Turn(1) includes the plain turn: ambiguity 20, all legal
		if g.B.Options.EvasionFour {
			plots = plots[1:] // the other reading: the four turning moves (and the plain turn)
		}
	}
	// The hexes the torpedo still runs this turn: an evasion into them only
	// meets it again.
	path := []Hex{t.Hex}
	for i, h := 0, t.Hex; i < tt.Speed; i++ {
		h = h.Neighbour(t.Heading)
		path = append(path, h)
	}
	var opts []EvasionOption
	for _, s := range plots {
		p, err := ParsePlot(s)
		if err != nil {
			continue
		}
		w := Walk(from, p)
		to := w[len(w)-1]
		if !g.evasionRoom(v, to) {
			continue
		}
		o := EvasionOption{Plot: s, To: to}
		for _, h := range path {
			if to.Bow == h || to.Bow.Neighbour(to.Facing.Reverse()) == h {
				o.InTheWay, o.Faces = true, g.HitChance(t, v, Heading12Of(to.Facing))
				break
			}
		}
		opts = append(opts, o)
	}
	if len(opts) == 0 {
		return true
	}
	// The computer's choice: out of the way, else the fewest hitting
	// faces; the first of equals (EvasionOptions are in that order).
	sort.SliceStable(opts, func(i, j int) bool { return opts[i].rank() < opts[j].rank() })
	pick := 0
	if g.Evade != nil {
		pick = g.Evade(v, t, res, opts)
	}
	if pick < 0 || pick >= len(opts) {
		g.Say("40", msg("tac.log.evasion-held", txt("ship", v.ID)), "%s holds its course", v.ID)
		return true
	}
	best, bestPlot := opts[pick].To, opts[pick].Plot
	v.Evaded = &Evasion{From: from, Damage: v.Damage}
	v.Bow, v.Facing = best.Bow, best.Facing
	g.Say("40", msg("tac.log.evades", txt("ship", v.ID), txt("plot", bestPlot), txt("hex", v.Bow.String()), num("facing", int(v.Facing))),
		"%s evades %s to %s, facing %d", v.ID, bestPlot, v.Bow, v.Facing)
	if t.Side { // on a hexside [36]: either hex beside it
		a, b := t.sideHexes()
		return v.Occupies(a) || v.Occupies(b)
	}
	return v.Occupies(t.Hex)
}

// EvasionOption is one evasion a ship may make [40]: its plot ("L", "R1",
// …), where it leaves the ship, and whether the torpedo's remaining run
// still meets it there (then Faces is its chance to hit, in sixths).
type EvasionOption struct {
	Plot     string `json:"plot"`
	To       Pose   `json:"to"`
	InTheWay bool   `json:"inTheWay,omitempty"`
	Faces    int    `json:"faces,omitempty"`
}

// rank orders evasions best first: out of the torpedo's way, then the
// fewest hitting faces.
func (o EvasionOption) rank() int {
	if !o.InTheWay {
		return 0
	}
	return 1 + o.Faces
}

// evasionRoom: the pose is on the board and neither of its hexes holds
// another vessel afloat.
func (g *Game) evasionRoom(v *Vessel, p Pose) bool {
	stern := p.Bow.Neighbour(p.Facing.Reverse())
	if !p.Bow.OnBoard() || !stern.OnBoard() {
		return false
	}
	for i := range g.B.Vessels {
		o := &g.B.Vessels[i]
		if o.ID != v.ID && !o.Gone() && (o.Occupies(p.Bow) || o.Occupies(stern)) {
			return false
		}
	}
	return true
}

// endEvasions closes the torpedo phase [40]: a plotted ship (the convoy's,
// or a capital ship moving on the convoy's plot) that evaded and came
// through intact returns to its spot; an escort keeps its new position,
// from which it moves next turn.
func (g *Game) endEvasions() {
	for i := range g.B.Vessels {
		v := &g.B.Vessels[i]
		if v.Evaded == nil {
			continue
		}
		e := *v.Evaded
		v.Evaded = nil
		plotted := g.Role(v) == Merchant || v.Plotted
		if !plotted || v.Gone() || v.Damage != e.Damage || !g.evasionRoom(v, e.From) {
			continue
		}
		v.Bow, v.Facing = e.From.Bow, e.From.Facing
		g.Say("40", msg("tac.log.evasion-back", txt("ship", v.ID), txt("hex", v.Bow.String())), "%s returns to its station at %s", v.ID, v.Bow)
	}
}

// ---------------------------------------------------------------- acoustic torpedoes [41, 51]

// TubeType is the torpedo type in tube k (a tube with no type of its own
// holds the boat's one type).
func (v *Vessel) TubeType(k int) string {
	if k >= 0 && k < len(v.Tubes) && v.Tubes[k].Type != "" {
		return v.Tubes[k].Type
	}
	return v.Torpedo
}

// acousticType is the acoustic torpedo a boat's class may carry in the
// period ("" none).
func (g *Game) acousticType(v *Vessel) string {
	c := g.SubClass(v)
	if c == nil {
		return ""
	}
	for _, id := range c.Torpedoes {
		t := g.Data.Torpedoes[id]
		if t == nil || !t.Acoustic {
			continue
		}
		if from, err := ParsePeriod(t.From); err == nil && from <= g.B.Period {
			return id
		}
	}
	return ""
}

// quarterOf is the [41]/[62.4] limit on acoustic and circling torpedoes:
// a quarter, rounded down, of the load the boat carries (ambiguity 28),
// or under quarter-of-class of its class's full load (tubes and reloads).
func (g *Game) quarterOf(v *Vessel, load int) int {
	if g.B.Options.QuarterOfClass {
		c := g.SubClass(v)
		load = c.BowTubes + c.SternTubes + c.BowReloads + c.SternReloads
	}
	return load / 4
}

// loadAcoustic puts acoustic torpedoes in the tubes [41]: at most a quarter
// of the load (rounded down), the stern tubes first and then the bow tubes
// from the last (the stern shot at a pursuing escort was the weapon's
// purpose); the reloads stay the boat's main type.
func (g *Game) loadAcoustic() {
	for i := range g.B.Vessels {
		v := &g.B.Vessels[i]
		a := g.acousticType(v)
		if !v.Sub || v.Gone() || a == "" {
			continue
		}
		load := v.BowReloads + v.SternReload
		for _, t := range v.Tubes {
			if t.Loaded {
				load++
			}
		}
		n := g.quarterOf(v, load)
		order := make([]int, 0, len(v.Tubes))
		for k := len(v.Tubes) - 1; k >= 0; k-- {
			if v.Tubes[k].Stern {
				order = append(order, k)
			}
		}
		for k := len(v.Tubes) - 1; k >= 0; k-- {
			if !v.Tubes[k].Stern {
				order = append(order, k)
			}
		}
		put := 0
		for _, k := range order {
			if put == n {
				break
			}
			if v.Tubes[k].Loaded {
				v.Tubes[k].Type = a
				put++
			}
		}
		if put > 0 {
			g.Say("41", msg("tac.log.acoustic-load", txt("boat", v.ID), num("n", put), txt("type", a)), "%s carries %d %s acoustic torpedoes in its tubes", v.ID, put, a)
		}
	}
}

// armed: the torpedo may detonate now ([13.8] Basic: not in its turn of
// fire; [39]: not within its first ArmingHexes hexes).
func (g *Game) armed(t *Torpedo) bool {
	if n := g.B.Options.ArmingHexes; n > 0 {
		return t.Run > n
	}
	return t.Fired < g.B.Turn
}

// acousticDud is the authored dud chance of an acoustic torpedo (the Dud
// Table is MISSING): a d6 of 1. The T5's sensitive exploder failed or went
// off early in about one shot in five to six (the 1943–44 claims against
// the escorts' real losses).
const acousticDud = 1

// acousticHit is [51]: an armed acoustic torpedo that enters a hex in or
// next to a ship under way (either of its hexes) detonates on it: a random
// ship if several, no hit roll, a dud roll, then damage, and the ship is
// dead in the water at least. A stopped ship makes no noise to home on
// (the torpedo then runs as an electric one, [13] by contact). It reports
// whether the torpedo went off.
func (g *Game) acousticHit(k int) bool {
	t := &g.B.Torpedoes[k]
	tt := g.Data.Torpedoes[t.Type]
	if !g.B.Options.Acoustic || tt == nil || !tt.Acoustic || !g.armed(t) {
		return false
	}
	var near []*Vessel
	for i := range g.B.Vessels {
		v := &g.B.Vessels[i]
		if v.Sub || v.Gone() || v.DIW || v.Speed == 0 {
			continue
		}
		for _, h := range v.Hexes() {
			if Distance(h, t.Hex) <= 1 {
				near = append(near, v)
				break
			}
		}
	}
	if len(near) == 0 {
		return false
	}
	sort.Slice(near, func(i, j int) bool { return near[i].ID < near[j].ID })
	v := near[0]
	if len(near) > 1 {
		for {
			r := g.Dice.D6(fmt.Sprintf("torpedo %d homes on", t.N), "51").For(msg("tac.roll.acoustic-which", num("t", t.N)))
			if r.Raw <= len(near) {
				v = near[r.Raw-1]
				g.Dice.Record(r.Says(msg("tac.roll.acoustic-which.test", num("n", len(near))), msg("tac.roll.acoustic-which.ship", txt("ship", v.ID))),
					fmt.Sprintf("1–%d", len(near)), v.ID)
				break
			}
			g.Dice.Record(r.Says(msg("tac.roll.acoustic-which.test", num("n", len(near))), msg("tac.roll.reroll")), fmt.Sprintf("1–%d", len(near)), "again")
		}
	}
	t.Tried = append(t.Tried, v.ID)
	t.Gone = true
	if g.foxerDecoys(t, v) { // [51]
		return true
	}
	if g.B.Options.D66Torpedoes { // [51] under [38–39]: the dud d66, then hit points
		if !g.dud66(t, tt, v) {
			g.Say("51", msg("tac.log.acoustic-hit", num("t", t.N), txt("ship", v.ID)), "acoustic torpedo %d homes on %s and detonates", t.N, v.ID)
			g.damage66(t, tt, v, "51")
			if !v.Sunk && !v.DIW {
				v.DIW = true
				g.Say("51", msg("tac.log.acoustic-diw", txt("ship", v.ID)), "%s is dead in the water (an acoustic hit [51])", v.ID)
			}
		}
		return true
	}
	d := g.Dice.D6(fmt.Sprintf("torpedo %d dud?", t.N), "51").For(msg("tac.roll.acoustic-dud", num("t", t.N), txt("ship", v.ID)))
	if d.Raw <= acousticDud {
		g.Dice.Record(d.Says(msg("tac.roll.acoustic-dud.test", num("n", acousticDud)), msg("tac.roll.acoustic-dud.yes")), fmt.Sprintf("≤ %d a dud", acousticDud), "dud")
		g.Say("51", msg("tac.log.acoustic-dud", num("t", t.N), txt("ship", v.ID)), "acoustic torpedo %d homes on %s: a dud", t.N, v.ID)
		return true
	}
	g.Dice.Record(d.Says(msg("tac.roll.acoustic-dud.test", num("n", acousticDud)), msg("tac.roll.acoustic-dud.no")), fmt.Sprintf("≤ %d a dud", acousticDud), "detonates")
	g.Say("51", msg("tac.log.acoustic-hit", num("t", t.N), txt("ship", v.ID)), "acoustic torpedo %d homes on %s and detonates", t.N, v.ID)
	dr := g.Dice.D6(fmt.Sprintf("torpedo %d damage to %s", t.N, v.ID), "13.5").For(msg("tac.roll.torpedo-damage", num("t", t.N), txt("ship", v.ID)))
	dmg, df := g.torpedoDamage(tt, dr.Raw)
	g.Dice.Record(dr.Says(dfMsg(df), dmgMsg(dmg)), fmt.Sprintf("Damage Table, DF %d", df), fmt.Sprintf("%d damage", dmg))
	g.ApplyDamage(v, dmg, "51")
	if !v.Sunk && !v.DIW {
		v.DIW = true
		g.Say("51", msg("tac.log.acoustic-diw", txt("ship", v.ID)), "%s is dead in the water (an acoustic hit [51])", v.ID)
	}
	return true
}

// AcousticTube is a loaded tube holding an acoustic torpedo (−1 none).
func (v *Vessel) AcousticTube(d *Data) int {
	for k, t := range v.Tubes {
		if tt := d.Torpedoes[v.TubeType(k)]; t.Loaded && tt != nil && tt.Acoustic {
			return k
		}
	}
	return -1
}

// SuggestAcoustic is one acoustic torpedo fired from a loaded tube along
// the track that passes nearest the nearest enemy ship under way the Sub
// player sees, at the torpedo's full run (nil: no tube or no target).
func (m *Match) SuggestAcoustic(id string) []Launch {
	g := m.G
	v := g.Vessel(id)
	if v == nil || !v.Sub || v.Gone() || !g.B.Options.Acoustic {
		return nil
	}
	k := v.AcousticTube(g.Data)
	if k < 0 {
		return nil
	}
	var target *Vessel
	for i := range g.B.Vessels {
		o := &g.B.Vessels[i]
		if o.Sub || o.Gone() || o.Side == v.Side || o.DIW {
			continue
		}
		if target == nil || SearchDistance(v, o) < SearchDistance(v, target) {
			target = o
		}
	}
	if target == nil {
		return nil
	}
	tt := g.Data.Torpedoes[v.TubeType(k)]
	var best []Launch
	bestD := 1 << 30
	for _, tr := range LaunchTracks(v.Pose(), v.Tubes[k].Stern, tt.Speed*4) {
		for _, h := range tr.Hexes {
			if d := min(Distance(h, target.Bow), Distance(h, target.Stern())); d < bestD {
				bestD = d
				best = []Launch{{Tube: k, First: tr.First, Turn: tr.Turn, Run: tt.Speed}}
			}
		}
	}
	if g.CheckLaunches(v, best, v.Depth) != nil {
		return nil
	}
	return best
}
