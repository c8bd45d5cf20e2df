package tactical

import (
	"errors"
	"fmt"

	"periscope/game/dice"
	"periscope/game/engine"
)

// ErrIllegal wraps every refused order (a launch, an ASW placement, a fire).
var ErrIllegal = errors.New("illegal order")

// Launch is one torpedo's plot [11.3, 11.4]: the tube, the first hex (A, B or
// C for a bow tube, X, Y or Z for a stern tube), a turn of one hexside ("",
// "L" or "R") and the hexes it runs on the turn of fire, counting the first.
type Launch struct {
	Tube    int    `json:"tube"`
	First   byte   `json:"first"`
	Turn    string `json:"turn,omitempty"`
	Run     int    `json:"run"`
	Shallow bool   `json:"shallow,omitempty"`
	// Circle is a circling torpedo's first leg, 15–45 hexes, and CircleSide
	// ("L" or "R") the side of its first 180° turn [51]; 0 runs straight.
	Circle     int    `json:"circle,omitempty"`
	CircleSide string `json:"circleSide,omitempty"`
}

// LaunchHex gives the first hex and the straight direction of a launch
// (C11, diagram MISSING; authored): A, B and C are the hexes ahead of the bow
// to port, dead ahead and to starboard; X, Y and Z those behind the stern to
// port, dead astern and to starboard. Straight on, the torpedo's tail points
// at the sub's bow (or stern) hex [11.4.3.1].
func LaunchHex(p Pose, first byte) (Hex, Dir, bool) {
	f := p.Facing
	var from Hex
	var d Dir
	switch first {
	case 'A':
		from, d = p.Bow, f.Left()
	case 'B':
		from, d = p.Bow, f
	case 'C':
		from, d = p.Bow, f.Right()
	case 'X':
		from, d = p.Stern(), f.Reverse().Right()
	case 'Y':
		from, d = p.Stern(), f.Reverse()
	case 'Z':
		from, d = p.Stern(), f.Reverse().Left()
	default:
		return Hex{}, 0, false
	}
	return from.Neighbour(d), d, true
}

// CheckLaunches validates a turn's launch plots for a submarine [9.11, 11]:
// loaded tubes of the right end, at most 100 ft, a run of 1 to the
// torpedo's speed, no tube twice, and no depth change in a firing turn.
func (g *Game) CheckLaunches(sub *Vessel, ls []Launch, newDepth int) error {
	if len(ls) == 0 {
		return nil
	}
	if sub.Depth > 100 {
		return orderErr(ErrIllegal, engine.M("tac.err.launch-depth", engine.Text("boat", sub.ID), engine.Int("depth", sub.Depth)), "%s is at %d ft; torpedoes launch from 0–100 ft [11.5]", sub.ID, sub.Depth)
	}
	unaimed := g.UnaimedDepth(sub)
	if g.B.Options.AimedFire && sub.Depth > g.aimDepth(sub) && !unaimed {
		return orderErr(ErrIllegal, msg("tac.err.unaimed-depth", txt("boat", sub.ID), num("depth", sub.Depth)), "%s is at %d ft; un-aimed fire from 75 ft at most [35]", sub.ID, sub.Depth)
	}
	if newDepth != sub.Depth && !(unaimed && newDepth > sub.Depth) { // [35] un-aimed fire may dive
		return orderErr(ErrIllegal, engine.M("tac.err.fire-depth"), "no depth change in a firing turn [9.11]")
	}
	used := map[int]bool{}
	circling := 0
	for _, l := range ls {
		if l.Circle != 0 {
			if circling++; sub.CirclingLimited && circling > sub.CirclingLeft {
				return orderErr(ErrIllegal, msg("tac.err.circling-limit", txt("boat", sub.ID), num("n", sub.CirclingLeft)),
					"%s may fire only %d more circling torpedoes: a quarter of its load at most is acoustic or circling [41]", sub.ID, sub.CirclingLeft)
			}
		}
		if l.Tube < 0 || l.Tube >= len(sub.Tubes) || used[l.Tube] {
			return orderErr(ErrIllegal, msg("tac.err.tube", num("tube", l.Tube+1)), "tube %d", l.Tube+1)
		}
		used[l.Tube] = true
		t := sub.Tubes[l.Tube]
		tt := g.Data.Torpedoes[sub.TubeType(l.Tube)]
		if !t.Loaded {
			return orderErr(ErrIllegal, engine.M("tac.err.tube-empty", engine.Int("tube", l.Tube+1)), "tube %d is not loaded [14.1]", l.Tube+1)
		}
		bowHex := l.First == 'A' || l.First == 'B' || l.First == 'C'
		sternHex := l.First == 'X' || l.First == 'Y' || l.First == 'Z'
		if t.Stern && !sternHex || !t.Stern && !bowHex {
			return orderErr(ErrIllegal, msg("tac.err.tube-hexes", num("tube", l.Tube+1), txt("hexes", map[bool]string{true: "X, Y, Z", false: "A, B, C"}[t.Stern])), "tube %d fires into %s [11.4.1–2]", l.Tube+1, map[bool]string{true: "X, Y or Z", false: "A, B or C"}[t.Stern])
		}
		if l.Turn == "LC" || l.Turn == "RC" {
			if !g.B.Options.TwelveHeadings {
				return orderErr(ErrIllegal, msg("tac.err.corner-off"), "hexside runs (LC, RC) are the twelve headings' [36]")
			}
			if !g.ExtraArcs(sub, l.Tube) {
				return orderErr(ErrIllegal, msg("tac.err.corner-t3"), "hexside runs are the T3's, fired by a Type XXI or XXIII [36, 51]")
			}
		} else if l.Turn != "" && l.Turn != "L" && l.Turn != "R" {
			return orderErr(ErrIllegal, engine.M("tac.err.torpedo-turn"), "a torpedo turns L or R once [11.4.3.2]")
		}
		if err := g.checkCircling(l, tt); err != nil {
			return err
		}
		if l.Run < 1 || l.Run > tt.Speed {
			return orderErr(ErrIllegal, engine.M("tac.err.torpedo-run", engine.Int("n", l.Run), engine.Int("max", tt.Speed)), "run %d, must be 1–%d [11.4.4]", l.Run, tt.Speed)
		}
	}
	return nil
}

// LaunchTorpedoes fires and moves the new torpedoes of a sub in plot order
// (phase 7, [12.1]); each torpedo fired scores 1 VP for the Escort player
// [20.1.4] and empties its tube [14.1].
func (g *Game) LaunchTorpedoes(sub *Vessel, ls []Launch) error {
	if err := g.CheckLaunches(sub, ls, sub.Depth); err != nil {
		return err
	}
	aim := g.salvoAim(sub, len(ls)) // [35]
	unaimed := g.UnaimedDepth(sub)
	if unaimed {
		aim = nil
	}
	for _, l := range ls {
		tt := g.Data.Torpedoes[sub.TubeType(l.Tube)]
		if unaimed {
			l.Run = g.rollUnaimedRun(sub, l.Tube, tt)
		}
		first, d, _ := LaunchHex(sub.Pose(), l.First)
		corner := 0
		switch l.Turn {
		case "L":
			d = d.Left()
		case "R":
			d = d.Right()
		case "LC": // [36] half a hexside to port: a hexside run
			corner = -1
		case "RC":
			corner = 1
		}
		sub.Tubes[l.Tube].Loaded, sub.Tubes[l.Tube].Type = false, ""
		sub.Fired++
		sub.LaunchTurn = g.B.Turn
		g.B.TorpedoesFired++
		t := Torpedo{N: g.B.NextTorpedo, Type: tt.ID, Owner: sub.ID, Heading: d, Shallow: l.Shallow, Fired: g.B.Turn, FirstRun: l.Run, Aimed: aim, Corner: corner}
		g.B.NextTorpedo++
		g.Say("11.4", msg("tac.log.fires-torpedo", txt("boat", sub.ID), num("t", t.N), num("tube", l.Tube+1), txt("hex", first.String()), num("heading", int(d)), num("run", l.Run),
			nest("set", msg("tac.log.set."+map[bool]string{true: "shallow", false: "deep"}[l.Shallow]))),
			"%s fires torpedo %d from tube %d into %s heading %d, run %d, %s", sub.ID, t.N, l.Tube+1, first, d, l.Run, map[bool]string{true: "shallow", false: "deep"}[l.Shallow])
		if corner != 0 {
			g.Say("36", msg("tac.log.hexside-run", num("t", t.N), txt("turn", l.Turn), num("heading", int(d))),
				"torpedo %d runs along the hexsides (%s of heading %d)", t.N, l.Turn, d)
		}
		g.setCircling(&t, l)
		if l.Circle != 0 && sub.CirclingLimited {
			sub.CirclingLeft--
		}
		g.B.Torpedoes = append(g.B.Torpedoes, t)
		k := len(g.B.Torpedoes) - 1
		// The first hex is entered, then the rest of the run straight on.
		g.enterTorpedoHex(k, first)
		for i := 1; i < l.Run && !g.B.Torpedoes[k].Gone; i++ {
			g.advanceTorpedo(k)
		}
	}
	g.dropSpentTorpedoes()
	return nil
}

// RunTorpedoes moves every torpedo fired on an earlier turn its full speed,
// straight on [11.7, 12.2]; each resolves its hits as it goes [5.5].
func (g *Game) RunTorpedoes() {
	for k := range g.B.Torpedoes {
		t := &g.B.Torpedoes[k]
		if t.Gone || t.Fired == g.B.Turn {
			continue
		}
		g.hideTorpedo(t)        // [40]
		if g.circlingSpent(t) { // [51]
			continue
		}
		speed := g.Data.Torpedoes[t.Type].Speed
		for i := 0; i < speed && !g.B.Torpedoes[k].Gone; i++ {
			g.advanceTorpedo(k)
		}
	}
	g.dropSpentTorpedoes()
}

// enterTorpedoHex moves torpedo k into h and tries every surface ship there
// [13.1]. A torpedo off the board or past its range is removed.
func (g *Game) enterTorpedoHex(k int, h Hex) {
	t := &g.B.Torpedoes[k]
	t.Hex = h
	t.Run++
	if !h.OnBoard() || t.Circle == 0 && t.Run > g.Data.Torpedoes[t.Type].RangeHexes {
		t.Gone = true
		rule := "12.2"
		if t.Hidden {
			rule = "40.1" // the Escort player never learns of it
		}
		g.Say(rule, msg("tac.log.runs-out", num("t", t.N), txt("hex", h.String())), "torpedo %d runs out (%s)", t.N, h)
		return
	}
	if g.acousticHit(k) { // [51]
		return
	}
	g.tryShipsIn(k, func(v *Vessel) bool { return v.Occupies(h) })
}

// tryShipsIn tries every surface ship where torpedo k is (in: the ship is
// in its hex, or beside its hexside [36]), each after its evasion [40].
func (g *Game) tryShipsIn(k int, in func(*Vessel) bool) {
	for i := range g.B.Vessels {
		v := &g.B.Vessels[i]
		if v.Gone() || v.Sub && !g.subTarget(g.B.Torpedoes[k], v) || !in(v) {
			continue
		}
		g.revealTorpedo(k, v)                      // [40]
		if g.B.Options.Evasion && !g.evade(k, v) { // [40]
			continue
		}
		g.TryDetonation(k, v, Heading12Of(v.Facing))
		if g.B.Torpedoes[k].Gone {
			return
		}
	}
}

// Attitude is the torpedo's attitude to a ship (C11, authored; see
// tables.json): from the angle between the ship's heading (a twelve-point
// heading: a ship swinging its stern onto a torpedo is taken halfway through
// the swing) and the direction the torpedo comes from [13.3].
func (g *Game) Attitude(torpedoHeading Dir, ship Heading12) int {
	return g.Attitude12(Heading12Of(torpedoHeading), ship)
}

// Attitude12 is Attitude for a torpedo on any of the twelve headings [36].
func (g *Game) Attitude12(torpedo Heading12, ship Heading12) int {
	from := torpedo.Turn(6)
	diff := ((int(from)-int(ship))%12 + 12) % 12
	m := min(diff, 12-diff)
	return g.Data.Tables.Attitude.ByAngle[m]
}

// HitNumber is the Torpedo Detonation Table's value for torpedo t against
// ship v (whose heading is given): the highest d6 that hits before the
// shallow modification, and the attitude [13.3–13.4].
func (g *Game) HitNumber(t Torpedo, v *Vessel, heading Heading12) (need, attitude int) {
	attitude = g.Attitude12(t.Heading12(), heading)
	return g.Data.Tables.Detonation.Rows[g.targetDef(v)][attitude-1], attitude
}

// HitChance is the chance, in sixths, that torpedo t hits ship v: 0 for a
// deep torpedo under an escort [13.11], else the d6 faces that hit with the
// shallow modification [13.4, 13.12]. Prompts show it; TryDetonation rolls
// against the same numbers.
func (g *Game) HitChance(t Torpedo, v *Vessel, heading Heading12) int {
	if c := g.ShipClass(v); c != nil && !t.Shallow && c.Role == Escort {
		return 0
	}
	need, _ := g.HitNumber(t, v, heading)
	if t.Shallow {
		need -= g.Data.Tables.Detonation.Shallow
	}
	return min(max(need, 0), 6)
}

// DamageOdds is the Damage Table's distribution at damage factor df: the
// damage each d6 face does, faces 1–6 [64].
func DamageOdds(df int) [6]int {
	var out [6]int
	for f := 1; f <= 6; f++ {
		out[f-1] = Damage(df, f)
	}
	return out
}

// TryDetonation resolves torpedo k against ship v, whose heading is given
// (halfway through a swing for [13.9]). One try per torpedo per ship
// [13.10]; a deep torpedo passes under escorts [13.11]; a hit in the turn of
// fire is a dud [13.8]; otherwise the Damage Table in the torpedo's DF
// column [13.5] and the torpedo is removed.
func (g *Game) TryDetonation(k int, v *Vessel, heading Heading12) {
	t := &g.B.Torpedoes[k]
	if t.Gone || v.Gone() || v.Sub && !g.subTarget(*t, v) {
		return // a submarine cannot be hit by a torpedo [13.2] (but [54])
	}
	for _, id := range t.Tried {
		if id == v.ID {
			return
		}
	}
	class := g.ShipClass(v)
	if class != nil && !t.Shallow && class.Role == Escort {
		g.Say("13.11", msg("tac.log.runs-deep", num("t", t.N), txt("ship", v.ID)), "torpedo %d runs deep under %s", t.N, v.ID)
		return
	}
	t.Tried = append(t.Tried, v.ID)
	if g.B.Options.D66Torpedoes {
		g.tryDetonation66(t, v, heading) // [37–39]
		return
	}
	need, att := g.HitNumber(*t, v, heading)
	var mods []dice.Mod
	throat := g.downTheThroat(t, v, att) // [35] errata: no shallow penalty
	if t.Shallow && !throat {
		mods = append(mods, Mod(g.Data.Tables.Detonation.Shallow, "shallow", "13.12"))
	}
	if throat {
		mods = append(mods, Mod(DownTheThroatMod, "down the throat", "35"))
	}
	if g.unaimedAt(t, v) {
		mods = append(mods, Mod(UnaimedMod, "un-aimed", "35"))
	}
	r := g.Dice.D6(fmt.Sprintf("torpedo %d hits %s?", t.N, v.ID), "13.4", mods...)
	def := g.targetDef(v)
	target := fmt.Sprintf("≤ %d (def %d, attitude %d)", need, def, att)
	r = r.For(msg("tac.roll.torpedo-hits", num("t", t.N), txt("ship", v.ID)))
	tm := msg("tac.roll.torpedo-test", num("need", need), num("def", def), num("att", att))
	if r.Total > need {
		g.Dice.Record(r.Says(tm, msg("tac.roll.miss")), target, "miss")
		g.Say("13.4", msg("tac.log.misses", num("t", t.N), txt("ship", v.ID)), "torpedo %d misses %s", t.N, v.ID)
		return
	}
	if n := g.B.Options.ArmingHexes; n > 0 {
		// Advanced arming [39] (ambiguity 9) replaces [13.8]: a hit within
		// the torpedo's first n hexes is a dud, in whatever turn.
		if t.Run <= n {
			g.Dice.Record(r.Says(tm, msg("tac.roll.dud-arming", num("n", n))), target, fmt.Sprintf("hit: a dud within its first %d hexes", n))
			g.Say("39", msg("tac.log.dud-arming", num("t", t.N), txt("ship", v.ID), num("n", t.Run)), "torpedo %d hits %s after %d hexes, not yet armed: a dud", t.N, v.ID, t.Run)
			t.Gone = true
			return
		}
	} else if t.Fired == g.B.Turn {
		g.Dice.Record(r.Says(tm, msg("tac.roll.dud-turn")), target, "hit: a dud in its turn of fire")
		g.Say("13.8", msg("tac.log.dud-turn", num("t", t.N), txt("ship", v.ID)), "torpedo %d hits %s in its turn of fire: a dud", t.N, v.ID)
		t.Gone = true
		return
	}
	g.Dice.Record(r.Says(tm, msg("tac.roll.hit")), target, "hit")
	tt := g.Data.Torpedoes[t.Type]
	if _, ok := g.B.Dud[t.Type]; ok && g.dud66(t, tt, v) {
		t.Gone = true // a campaign fight's torpedo crisis: the Dud Table [38]
		return
	}
	dr := g.Dice.D6(fmt.Sprintf("torpedo %d damage to %s", t.N, v.ID), "13.5").For(msg("tac.roll.torpedo-damage", num("t", t.N), txt("ship", v.ID)))
	dmg, df := g.torpedoDamage(tt, dr.Raw)
	dr = dr.Says(dfMsg(df), dmgMsg(dmg))
	g.Dice.Record(dr, fmt.Sprintf("Damage Table, DF %d", df), fmt.Sprintf("%d damage", dmg))
	t.Gone = true
	g.ApplyDamage(v, dmg, "13.6")
}

func (g *Game) dropSpentTorpedoes() {
	kept := g.B.Torpedoes[:0]
	for _, t := range g.B.Torpedoes {
		if !t.Gone {
			kept = append(kept, t)
		}
	}
	g.B.Torpedoes = kept
}

// Reload advances the reloading of every submarine at the end of a turn
// [14.2–14.4]: a reload takes the three turns after it starts, and each end
// of the boat reloads one tube at a time from its own stock. A tube fired on
// turn 3 is ready for turn 7; a second bow tube for turn 10.
func (g *Game) Reload() {
	for i := range g.B.Vessels {
		v := &g.B.Vessels[i]
		if !v.Sub || v.Gone() {
			continue
		}
		if v.SilentTurn == g.B.Turn && v.SilentTurn > 0 { // [32]: reloads pause
			for k := range v.Tubes {
				if v.Tubes[k].Ready > 0 {
					v.Tubes[k].Ready++
				}
			}
			continue
		}
		if g.powerReload(v) { // [59] the Type XXI: waiting, or all at once
			continue
		}
		for _, stern := range []bool{false, true} {
			busy := false
			for k := range v.Tubes {
				t := &v.Tubes[k]
				if t.Stern != stern || t.Ready == 0 {
					continue
				}
				if t.Ready <= g.B.Turn {
					t.Ready, t.Loaded = 0, true
					g.Say("14.2", msg("tac.log.reloads", txt("boat", v.ID), num("tube", k+1)), "%s reloads tube %d", v.ID, k+1)
				} else {
					busy = true
				}
			}
			if busy {
				continue
			}
			stock := &v.BowReloads
			if stern {
				stock = &v.SternReload
			}
			for k := range v.Tubes {
				t := &v.Tubes[k]
				if t.Stern == stern && !t.Loaded && t.Ready == 0 && *stock > 0 {
					*stock--
					t.Ready = g.B.Turn + g.ReloadTurns(v)
					break
				}
			}
		}
	}
}

// TorpedoTrack is one way a torpedo can be launched: its first hex, its turn,
// its heading and the hexes it would run on its turn of fire at full speed
// (the board shows these as the torpedo arcs).
type TorpedoTrack struct {
	First   byte   `json:"first"`
	Turn    string `json:"turn,omitempty"`
	Heading Dir    `json:"heading"`
	Hexes   []Hex  `json:"hexes"`
	// Corner and Also: a hexside run of the twelve headings [36]
	// (LaunchTracks12).
	Corner int   `json:"corner,omitempty"`
	Also   []Hex `json:"also,omitempty"`
}

// LaunchTracks lists the nine tracks of a bow (or stern) salvo from a pose
// [11.4]: three first hexes, each straight on or turned once.
func LaunchTracks(p Pose, stern bool, speed int) []TorpedoTrack {
	firsts := "ABC"
	if stern {
		firsts = "XYZ"
	}
	var out []TorpedoTrack
	for i := 0; i < 3; i++ {
		h, d, _ := LaunchHex(p, firsts[i])
		for _, turn := range []string{"L", "", "R"} {
			hd := d
			switch turn {
			case "L":
				hd = d.Left()
			case "R":
				hd = d.Right()
			}
			tr := TorpedoTrack{First: firsts[i], Turn: turn, Heading: hd, Hexes: []Hex{h}}
			for k := 1; k < speed; k++ {
				tr.Hexes = append(tr.Hexes, tr.Hexes[k-1].Neighbour(hd))
			}
			out = append(out, tr)
		}
	}
	return out
}

// ExtraArcs reports whether the torpedo in a boat's tube may run the
// twelve headings' hexside runs: "extra headings only for the T3" [36],
// and "only XXI/XXIII may use the extra arcs" [51] (data: the torpedo's
// and the class's extraArcs).
func (g *Game) ExtraArcs(sub *Vessel, tube int) bool {
	tt := g.Data.Torpedoes[sub.TubeType(tube)]
	c := g.SubClass(sub)
	return g.B.Options.TwelveHeadings && tt != nil && tt.ExtraArcs && c != nil && c.ExtraArcs
}
