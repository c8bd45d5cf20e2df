package tactical

import (
	"fmt"
	"periscope/game/engine"
	"slices"
	"sort"
)

// ASWOrder is one ASW placement made during an escort's move [15.10]: After
// is how many elements of the plot (hexes entered and facing changes) are
// done when it is fired (0 = before moving). Count is the number of
// counters into Hex; Depth and DCType set a depth charge [16.3.1].
type ASWOrder struct {
	After  int     `json:"after"`
	Kind   ASWKind `json:"kind"`
	Hex    Hex     `json:"hex"`
	Count  int     `json:"count"`
	Depth  int     `json:"depth,omitempty"`
	DCType string  `json:"dcType,omitempty"`
}

// KGunHexes are the two hexes a K-gun throws into from a pose (diagram
// MISSING; authored from the sample game [64.4.5], where Armada at V26
// facing 6 throws into U26 and W26): the hex on each beam touching both the
// bow and the stern hex. Port first.
func KGunHexes(p Pose) [2]Hex {
	return [2]Hex{p.Bow.Neighbour(p.Facing.Turn(-2)), p.Bow.Neighbour(p.Facing.Turn(2))}
}

// HedgehogHexes are the hexes a Hedgehog may fire into: one or two hexes
// straight ahead of the bow [15.6.3].
func HedgehogHexes(p Pose) []Hex {
	return []Hex{p.Bow.Step(p.Facing, 1), p.Bow.Step(p.Facing, 2)}
}

// SquidHexes are the hexes Squid counters may fire into (diagram MISSING;
// authored from the sample game [64.4.5], where Armada at W24 facing 2 fires
// into W25, W26 and X26): one or two hexes from the bow within 60° of the
// heading, boundary included.
func SquidHexes(p Pose) []Hex {
	var out []Hex
	heading := float64(p.Facing.Angle())
	q, r := p.Bow.Axial()
	for dq := -2; dq <= 2; dq++ {
		for dr := -2; dr <= 2; dr++ {
			h := FromAxial(q+dq, r+dr)
			d := Distance(p.Bow, h)
			if d < 1 || d > 2 {
				continue
			}
			if rel := Relative(Bearing(p.Bow, h), heading); rel >= -60 && rel <= 60 {
				out = append(out, h)
			}
		}
	}
	sort.Slice(out, func(i, j int) bool { return less(out[i], out[j]) })
	return out
}

func containsHex(hs []Hex, h Hex) bool {
	for _, x := range hs {
		if x == h {
			return true
		}
	}
	return false
}

// friendlyIn reports whether another ship of v's side occupies h.
func (g *Game) friendlyIn(v *Vessel, h Hex) bool {
	for i := range g.B.Vessels {
		o := &g.B.Vessels[i]
		if o != v && !o.Gone() && o.Side == v.Side && o.Occupies(h) && !(o.Sub && o.Depth > 0) {
			return true
		}
	}
	return false
}

// clearATWPath: an ATW may not fire into or across a friendly ship
// [15.6.5]: the target and, two hexes away, some hex between must be free.
func (g *Game) clearATWPath(v *Vessel, from, to Hex) bool {
	if g.friendlyIn(v, to) {
		return false
	}
	if Distance(from, to) < 2 {
		return true
	}
	for _, n := range from.Neighbours() {
		if Distance(n, to) == 1 && !g.friendlyIn(v, n) {
			return true
		}
	}
	return false
}

// checkASWOrders validates an escort's ASW orders against its walk [15].
func (g *Game) checkASWOrders(v *Vessel, poses []Pose, orders []ASWOrder) error {
	if len(orders) == 0 {
		return nil
	}
	c := g.ShipClass(v)
	if c.Role != Escort {
		return orderErr(ErrIllegal, msg("tac.err.asw-escorts"), "only escorts carry ASW weapons [15.1]")
	}
	if v.LastAttack == g.B.Turn-1 && g.B.Turn > 1 {
		return orderErr(ErrIllegal, engine.M("tac.err.asw-wait", engine.Text("ship", v.ID)), "%s attacked last turn; it must wait a turn [15.7]", v.ID)
	}
	atw, launchers := g.ATWLaunchers(v)
	var rack, hh, squid int
	kgun := [2]int{}
	// exited[i] lists the hexes the stern has left moving forward once i
	// elements are done [15.4.5].
	exited := []Hex{}
	exitedBy := make([][]Hex, len(poses)+1)
	prev := v.Pose()
	for i, ps := range poses {
		if !ps.Swing {
			exited = append(exited, prev.Stern())
		}
		prev = ps
		exitedBy[i+1] = append([]Hex(nil), exited...)
	}
	for _, o := range orders {
		if o.After < 0 || o.After > len(poses) || o.Count < 1 {
			return orderErr(ErrIllegal, msg("tac.err.asw-order", num("step", o.After), num("n", o.Count)), "ASW order at step %d with %d counters", o.After, o.Count)
		}
		at := v.Pose()
		if o.After > 0 {
			at = poses[o.After-1]
		}
		switch o.Kind {
		case RackDC:
			if err := g.checkMkX(v, o, orders); err != nil {
				return err
			}
			if v.DIW && g.B.Options.DIWWeaponsNoRack {
				return orderErr(ErrIllegal, msg("tac.err.diw-racks"), "a ship dead in the water cannot use its racks (ambiguity 22)")
			}
			if !containsHex(exitedBy[o.After], o.Hex) {
				return orderErr(ErrIllegal, engine.M("tac.err.rack-hex", engine.Text("hex", o.Hex.String())), "rack charges go only where the stern has left moving forward [15.4.5]; %s is not one", o.Hex)
			}
			rack += o.Count
			if rack > c.DC {
				return orderErr(ErrIllegal, engine.M("tac.err.rack-count", engine.Text("ship", v.ID), engine.Int("n", c.DC)), "%s drops at most %d rack counters a turn [15.4.2]", v.ID, c.DC)
			}
		case KGunDC:
			k := KGunHexes(at)
			side := -1
			for s := range k {
				if k[s] == o.Hex {
					side = s
				}
			}
			if side < 0 {
				return orderErr(ErrIllegal, msg("tac.err.kgun-beam", txt("a", k[0].String()), txt("b", k[1].String())), "a K-gun throws to the beam hexes %s and %s [15.5.6]", k[0], k[1])
			}
			if g.friendlyIn(v, o.Hex) {
				return orderErr(ErrIllegal, engine.M("tac.err.kgun-friend"), "no K-gun into a friendly ship's hex [15.5.7]")
			}
			kgun[side] += o.Count
			if kgun[side] > g.KGuns(v) {
				return orderErr(ErrIllegal, msg("tac.err.kgun-count", txt("ship", v.ID), num("n", g.KGuns(v))), "%s throws %d K-gun charges a side a turn [15.5.3]", v.ID, g.KGuns(v))
			}
		case Hedgehog:
			if atw != "H" {
				return orderErr(ErrIllegal, msg("tac.err.no-hedgehog", txt("ship", v.ID)), "%s has no Hedgehog", v.ID)
			}
			if !containsHex(HedgehogHexes(at), o.Hex) || !g.clearATWPath(v, at.Bow, o.Hex) {
				return orderErr(ErrIllegal, engine.M("tac.err.hedgehog-hex"), "a Hedgehog fires one or two hexes straight ahead, clear of friends [15.6.3, 15.6.5]")
			}
			if g.B.Options.HedgehogTwoAhead && o.Hex != at.Bow.Step(at.Facing, 2) {
				return orderErr(ErrIllegal, msg("tac.err.hedgehog-two"), "the Advanced Hedgehog fires exactly two hexes ahead [42]")
			}
			hh += o.Count
			if hh > launchers {
				return orderErr(ErrIllegal, msg("tac.err.hedgehog-one"), "one Hedgehog counter per launcher [15.6.3]")
			}
		case Squid:
			if atw != "S" {
				return orderErr(ErrIllegal, msg("tac.err.no-squid", txt("ship", v.ID)), "%s has no Squid", v.ID)
			}
			if !containsHex(SquidHexes(at), o.Hex) || !g.clearATWPath(v, at.Bow, o.Hex) {
				return orderErr(ErrIllegal, msg("tac.err.squid-hex", txt("hex", o.Hex.String())), "%s is outside the Squid's field or behind a friend [15.6.4–5]", o.Hex)
			}
			squid += o.Count
			if squid > 3*launchers {
				return orderErr(ErrIllegal, msg("tac.err.squid-three"), "three Squid counters per launcher [15.6.4]")
			}
		default:
			return orderErr(ErrIllegal, msg("tac.err.asw-kind", txt("kind", string(o.Kind))), "unknown ASW kind %q", o.Kind)
		}
		if o.Kind.IsDC() {
			dct := o.DCType
			if dct == MkXType { // [51]: set as a 300 lb charge
				dct = "300lb"
			}
			t := g.dcType(v, dct)
			if t == nil {
				return orderErr(ErrIllegal, msg("tac.err.dc-type", txt("type", o.DCType)), "depth charge %q not available", o.DCType)
			}
			if o.Depth < 25 || o.Depth%25 != 0 || o.Depth > t.MaxDepth {
				return orderErr(ErrIllegal, msg("tac.err.dc-depth", num("depth", o.Depth), num("max", t.MaxDepth)), "depth setting %d ft, must be 25–%d in steps of 25 [16.3.2]", o.Depth, t.MaxDepth)
			}
		}
	}
	return g.checkStock(v, orders) // [61]
}

// dcType is the named depth charge, or the heaviest the escort's nation has
// in this period (C9).
func (g *Game) dcType(v *Vessel, id string) *DCType {
	if id != "" {
		return g.Data.DCType(id)
	}
	a := g.Data.Availability[g.ShipClass(v).Nation]
	var best *DCType
	for _, d := range a.DepthCharges {
		if p, err := ParsePeriod(d.From); err == nil && p <= g.B.Period {
			best = g.Data.DCType(d.ID)
		}
	}
	if best == nil {
		best = g.Data.DCType("300lb")
	}
	return best
}

// placeASW puts down the orders fired after `after` elements of the move.
func (g *Game) placeASW(v *Vessel, poses []Pose, orders []ASWOrder, after int) {
	for _, o := range orders {
		if o.After != after {
			continue
		}
		typ := ""
		switch {
		case o.DCType == MkXType: // [51]
			typ, v.MkXUsed = MkXType, true
		case o.Kind.IsDC():
			typ = g.dcType(v, o.DCType).ID
		}
		for i := 0; i < o.Count; i++ {
			g.B.ASW = append(g.B.ASW, ASWCounter{Kind: o.Kind, Hex: o.Hex, Owner: v.ID, Depth: o.Depth, DCType: typ, Turn: g.B.Turn})
		}
		g.Say("15", msg("tac.log.places", txt("ship", v.ID), num("n", o.Count), txt("kind", string(o.Kind)), txt("hex", o.Hex.String())),
			"%s places %d %s in %s", v.ID, o.Count, o.Kind, o.Hex)
	}
}

func (g *Game) kgunIn(h Hex) bool {
	for _, c := range g.B.ASW {
		if c.Kind == KGunDC && c.Hex == h {
			return true
		}
	}
	return false
}

// negateAttacksIn cancels the attack of every escort with a K-gun charge in
// h, which ship id was forced to enter [15.4.11].
func (g *Game) negateAttacksIn(h Hex, id string) {
	for _, c := range g.B.ASW {
		if c.Kind == KGunDC && c.Hex == h {
			g.negateAttack(c.Owner, fmt.Sprintf("%s was forced into its K-gun hex %s [15.4.11]", id, h),
				msg("tac.log.why-kgun", txt("ship", id), txt("hex", h.String())), "15.4.11")
		}
	}
}

func (g *Game) negateAttack(owner, why string, whyMsg *engine.Msg, rule string) {
	kept := g.B.ASW[:0]
	n := 0
	for _, c := range g.B.ASW {
		if c.Owner == owner && c.Turn == g.B.Turn {
			n++
			continue
		}
		kept = append(kept, c)
	}
	g.B.ASW = kept
	if n > 0 {
		g.Say(rule, msg("tac.log.negated", txt("ship", owner), nest("why", whyMsg)), "%s's attack is negated: %s", owner, why)
	}
}

// ApplyWakeRule ends the escort phase: no surface ship may enter the wake of
// an escort attacking this turn, before or after it moved; one that did
// negates that attack [15.4.9]. With RetroactiveWake (ambiguity 13) every
// path of the turn is checked against every wake.
func (g *Game) ApplyWakeRule() {
	attackers := map[string]bool{}
	for _, c := range g.B.ASW {
		if c.Turn == g.B.Turn {
			attackers[c.Owner] = true
		}
	}
	for _, a := range g.B.Paths {
		if !attackers[a.ID] {
			continue
		}
		wake := map[Hex]bool{}
		for _, h := range a.Wake {
			wake[h] = true
		}
		for _, p := range g.B.Paths {
			if p.ID == a.ID {
				continue
			}
			for _, h := range p.Entered {
				if wake[h] {
					g.negateAttack(a.ID, fmt.Sprintf("%s entered its wake at %s", p.ID, h),
						msg("tac.log.why-wake", txt("ship", p.ID), txt("hex", h.String())), "15.4.9")
					break
				}
			}
			if !attackers[a.ID] {
				break
			}
		}
	}
}

// ResolveASW is phase 9 [16]: every counter sharing a submerged boat's hex
// may damage it; the rest are removed. Depth charges read the Depth Charge
// Attack Table by the distance between their setting and the boat's depth
// (more than 50 ft: no effect [16.3.8]); Hedgehogs one roll each, Squids one
// roll per group in a hex, on the ATW Attack Table with the depth
// modification [16.4]. A boat attacked last turn ignores depth charges and
// Squids [15.9] (unless it shares its hex with a boat that was not).
// Afterwards every boat near a DC, DCK or Squid counter counts as attacked
// this turn (ambiguity 14) [15.9, 22.7]. It returns whether each boat took
// Hedgehog damage, the one thing the Escort player is told [16.4.4].
func (g *Game) ResolveASW() map[string]bool {
	told := map[string]bool{}
	attackedNow := map[string]bool{}
	var afloat []string
	for i := range g.B.Vessels {
		if v := &g.B.Vessels[i]; v.Sub && !v.Gone() {
			afloat = append(afloat, v.ID)
		}
	}
	g.sameDice = map[string]int{}
	defer func() { g.sameDice = nil }()
	for i := range g.B.Vessels {
		v := &g.B.Vessels[i]
		if !v.Sub || v.Gone() || v.Depth == 0 { // [15.3]
			continue
		}
		for _, c := range g.B.ASW {
			if c.Kind == Hedgehog {
				continue
			}
			d := min(Distance(c.Hex, v.Bow), Distance(c.Hex, v.Stern()))
			if w := g.B.Options.AttackedWithin; w < 0 && d == 0 || d <= w {
				attackedNow[v.ID] = true
			}
		}
		immune := v.ASWTurn == g.B.Turn-1 && g.B.Turn > 1 && !g.sharesWithUnattacked(v)
		c := g.SubClass(v)
		var squids = map[Hex]int{}
		for ki, k := range g.B.ASW {
			if v.Gone() || !v.Occupies(k.Hex) {
				continue
			}
			switch {
			case k.Kind.IsDC():
				if immune {
					g.Say("15.9", msg("tac.log.immune", txt("boat", v.ID), txt("kind", string(k.Kind)), txt("hex", k.Hex.String())),
						"%s attacked last turn: the %s in %s has no effect", v.ID, k.Kind, k.Hex)
					continue
				}
				gap := abs(k.Depth - v.Depth)
				if v.Automated { // S3: no depth named; d6 for the distance (ambiguity 11)
					if gap = g.s3Depth(string(k.Kind), v); gap < 0 {
						continue
					}
				}
				if gap > 50 {
					g.Say("16.3.8", msg("tac.log.dc-far", txt("kind", string(k.Kind)), num("depth", k.Depth), txt("boat", v.ID)),
						"%s set to %d ft explodes more than 50 ft from %s", k.Kind, k.Depth, v.ID)
					continue
				}
				dct := k.DCType
				if dct == MkXType { // [51]: as a 300 lb charge, ×4 damage
					dct, g.aswTimes = "300lb", MkXTimes
				}
				df := g.Data.DCType(dct).DF[c.Def][gap/25]
				g.rollASWDamageOnce(v, df, fmt.Sprintf("%s %s at %d ft", k.DCType, k.Kind, k.Depth),
					msg("tac.roll.dc", txt("type", k.DCType), txt("kind", string(k.Kind)), num("depth", k.Depth), txt("boat", v.ID)), "16.3.5", fmt.Sprintf("D%d", ki))
				g.aswTimes = 0
			case k.Kind == Hedgehog:
				if v.Automated && g.B.Options.S3ATWRolls && g.s3Depth(string(k.Kind), v) < 0 {
					continue // s3-atw-rolls: the Hedgehog too rolls the S3 table (ambiguity 11)
				}
				df := g.Data.Tables.ATW.Hedgehog[c.Def] + g.atwDepthMod(c.Def, v.Depth, v.Automated)
				before := v.Damage
				g.rollASWDamageOnce(v, df, "Hedgehog", msg("tac.roll.hedgehog", txt("boat", v.ID)), "16.4.3", fmt.Sprintf("H%d", ki), g.hedgehogSpeedMods(k)...)
				told[v.ID] = told[v.ID] || v.Damage > before
			case k.Kind == Squid:
				if immune {
					g.Say("15.9", msg("tac.log.immune", txt("boat", v.ID), txt("kind", "Squid"), txt("hex", k.Hex.String())),
						"%s attacked last turn: the Squid in %s has no effect", v.ID, k.Hex)
					continue
				}
				if g.B.Options.AdvancedASW && !g.B.Options.SquidATW {
					// [43] "Squid: each counter resolves as a DC" at the depth
					// named on it (spec §18 ambiguity 15), a charge of the
					// 300 lb class (the Squid's bomb held 207 lb of Minol).
					// Against the automated S3–S5 boat no depth is named:
					// as a depth charge each counter rolls the Depth Charge
					// Table [20.7] as the other charges do (ambiguity 11).
					gap := abs(k.Depth - v.Depth)
					if v.Automated {
						if gap = g.s3Depth("Squid", v); gap < 0 {
							continue
						}
					}
					if gap > 50 {
						g.Say("16.3.8", msg("tac.log.dc-far", txt("kind", "Squid"), num("depth", k.Depth), txt("boat", v.ID)),
							"Squid set to %d ft explodes more than 50 ft from %s", k.Depth, v.ID)
						continue
					}
					df := g.Data.DCType("300lb").DF[c.Def][gap/25]
					g.rollASWDamageOnce(v, df, fmt.Sprintf("Squid at %d ft", k.Depth),
						msg("tac.roll.dc", txt("type", "300lb"), txt("kind", "Squid"), num("depth", k.Depth), txt("boat", v.ID)), "43", fmt.Sprintf("Q%d", ki))
					continue
				}
				if v.Automated && g.B.Options.S3ATWRolls && g.s3Depth(string(k.Kind), v) < 0 {
					continue // s3-atw-rolls: each Squid counter too rolls the S3 table (ambiguity 11)
				}
				squids[k.Hex]++
			}
		}
		for _, h := range sortedHexKeys(squids) {
			n := squids[h]
			col := min(n, 3) - 1
			df := g.Data.Tables.ATW.Squid[c.Def][col] + g.Data.Tables.ATW.ExtraSquid*max(0, n-3)
			df = min(df, 11) + g.atwDepthMod(c.Def, v.Depth, v.Automated)
			g.rollASWDamageOnce(v, df, fmt.Sprintf("%d Squid", n), msg("tac.roll.squid", num("n", n), txt("boat", v.ID)), "16.4.3", "S"+h.String())
		}
	}
	for id := range attackedNow {
		g.Vessel(id).ASWTurn = g.B.Turn
	}
	g.announceSinkings(afloat)
	g.B.ASW = nil
	return told
}

// announceSinkings is [43]'s "after each hex, d6 1–2 forces the
// announcement of a sinking" (switch advanced-asw): a boat the phase sank
// is announced to both players on a 1–2 of a d6 rolled for the hex it went
// down in (one roll a hex); otherwise only the Sub player knows (the roll
// and the sinking are his [16]). afloat are the boats afloat before the
// phase.
func (g *Game) announceSinkings(afloat []string) {
	if !g.B.Options.AdvancedASW {
		return
	}
	rolled := map[Hex]bool{}
	for _, id := range afloat {
		v := g.Vessel(id)
		if !v.Sunk || rolled[v.Bow] {
			continue
		}
		rolled[v.Bow] = true
		r := g.Dice.D6(v.ID+" sinking announced", "43").For(msg("tac.roll.announce", txt("boat", v.ID)))
		told := r.Raw <= 2
		g.Dice.Record(r.Says(msg("tac.roll.announce.test"), msg(map[bool]string{true: "tac.roll.announce.yes", false: "tac.roll.announce.no"}[told])),
			"1–2 announced", map[bool]string{true: "announced", false: "secret"}[told])
		if told {
			g.Say("43", msg("tac.log.sinking-announced", txt("boat", v.ID), txt("hex", v.Bow.String())), "%s is seen to sink in %s", v.ID, v.Bow)
		}
	}
}

func sortedHexKeys(m map[Hex]int) []Hex {
	out := make([]Hex, 0, len(m))
	for h := range m {
		out = append(out, h)
	}
	sort.Slice(out, func(i, j int) bool { return less(out[i], out[j]) })
	return out
}

func (g *Game) sharesWithUnattacked(v *Vessel) bool {
	for i := range g.B.Vessels {
		o := &g.B.Vessels[i]
		if o != v && o.Sub && !o.Gone() && o.Depth > 0 && (o.Occupies(v.Bow) || o.Occupies(v.Stern())) && o.ASWTurn != g.B.Turn-1 {
			return true
		}
	}
	return false
}

// s3Depth rolls the S3–S5 Depth Charge Table [20.7] for a counter of kind
// against an automated boat, whose depth is never named (spec §18
// ambiguity 11): the distance in feet (50 or 0), or −1 for a miss. The
// s3-dc-two-same switch reads the printed "1-2, 2-4, 5-6" as 1 / 2–4 /
// 5–6.
func (g *Game) s3Depth(kind string, v *Vessel) int {
	twoSame := g.B.Options.S3DCTwoSame
	r := g.Dice.D6(fmt.Sprintf("%s depth against %s", kind, v.ID), "20.7").For(msg("tac.roll.s3-depth", txt("kind", kind), txt("boat", v.ID)))
	gap := S3DCResult(r.Raw, twoSame)
	res := map[int]string{50: "within-50", 0: "same-depth", -1: "miss"}[gap]
	test, testMsg := "1–2 within 50 ft, 3–4 same depth, 5–6 miss", msg("tac.roll.s3-depth.test")
	if twoSame {
		test, testMsg = "1 within 50 ft, 2–4 same depth, 5–6 miss", msg("tac.roll.s3-depth.test-two")
	}
	g.Dice.Record(r.Says(testMsg, msg("tac.roll.s3-depth."+res)), test, map[int]string{50: "within 50 ft", 0: "same depth", -1: "miss"}[gap])
	return gap
}

// atwDepthMod is the ATW Attack Table's depth modification [16.4.2]; an
// automated S3 boat has none (ambiguity 11): its depth is never named.
func (g *Game) atwDepthMod(def, depth int, automated bool) int {
	if automated {
		return 0
	}
	t := g.Data.Tables.ATW
	for i, b := range t.DepthBands {
		if depth <= b {
			return t.DepthMods[def][i]
		}
	}
	return t.DepthMods[def][len(t.DepthBands)-1]
}

func (g *Game) rollASWDamage(v *Vessel, df int, what string, whatMsg *engine.Msg, rule string, mods ...diceMod) int {
	if g.B.Options.D66Damage { // [43]: a d66 for hit points
		r := g.Dice.D66(what+" against "+v.ID, "43", mods...).For(whatMsg)
		hp := g.DamageHP(df, min(max(r.Total, 11), 66)) * max(g.aswTimes, 1)
		if g.aswHalf {
			hp /= 2
		}
		g.Dice.Record(r.Says(dfMsg(df), msg("tac.roll.hp", num("hp", hp))), fmt.Sprintf("Advanced damage table, DF %d", df), fmt.Sprintf("%d HP", hp))
		g.ApplyHP(v, hp, "43")
		return r.Raw
	}
	for i := range mods {
		mods[i].Value /= 10 // on the d6 itself
	}
	r := g.Dice.D6(what+" against "+v.ID, rule, mods...).For(whatMsg)
	dmg := Damage(df, min(max(r.Total, 1), 6)) * max(g.aswTimes, 1)
	if g.aswHalf {
		dmg /= 2
	}
	g.Dice.Record(r.Says(dfMsg(df), dmgMsg(dmg)), fmt.Sprintf("Damage Table, DF %d", df), fmt.Sprintf("%d damage", dmg))
	g.ApplyDamage(v, dmg, rule)
	return r.Raw
}

// KGuns is an escort's K-gun charges a side a turn [15.5.3]; with the
// extra-kguns switch [53] the nation's listed types have more from a
// period (availability.extraKGuns: US DEs and PFs 4 from 1943, British
// DEs, sloops, corvettes and frigates 2 from 1942; the class's value when
// it is higher).
func (g *Game) KGuns(v *Vessel) int {
	c := g.ShipClass(v)
	n := c.KGun
	if !g.B.Options.ExtraKGuns {
		return n
	}
	if x := g.Data.Availability[c.Nation].ExtraKGuns; x != nil && slices.Contains(x.Types, c.Type) {
		if from, err := ParsePeriod(x.From); err == nil && g.B.Period >= from {
			n = max(n, x.N)
		}
	}
	return n
}

// ATWLaunchers is an escort's ahead-throwing weapon and launchers: its
// class's, unless the scenario took them off (ScenarioShip.NoATW).
func (g *Game) ATWLaunchers(v *Vessel) (string, int) {
	if v.NoATW {
		return "", 0
	}
	return g.ShipClass(v).ATWLaunchers()
}
