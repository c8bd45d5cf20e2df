package campaign

// Submarine against submarine [14.6], with the Allied torpedo values and
// Allied submarine tonnages the rules give (the two GIVEN tables of [14.6]).

import (
	"fmt"
	"slices"

	"periscope/game/data"
	"periscope/game/dice"
	"periscope/game/engine"
)

func init() {
	register(opCombatSubsub, stepSubVsSub)
}

// alliedTorpedo is the GIVEN table of Allied torpedo values [14.6D]:
//
//	1939:               British −2, others −1
//	1940 / period 2:    all −1
//	periods 3–4:        US −2, others −1
//	period 5:           US −1, others 0
//
// It is data: rules.nations.<nation>.subTorpedo per period (the "*" entry
// for the others), with subTorpedoEarly for the British in 1939.
func (g *Game) alliedTorpedo(nation string) int {
	n := g.nationTraits(nation)
	if e := n.SubTorpedoEarly; e != nil && g.S.Period == 1 {
		if m, err := data.MonthIndex(e.Until); err == nil && g.S.Month <= m {
			return e.Value
		}
	}
	if p := g.S.Period; p >= 1 && p <= len(n.SubTorpedo) {
		return n.SubTorpedo[p-1]
	}
	return -1
}

// alliedSubTons is the GIVEN table of Allied submarine tonnage by class
// [14.6E], keyed "nation/class".
var alliedSubTons = map[string]int{
	"UK/H": 1, "UK/L": 1, "UK/S1": 1, "UK/S2": 1, "UK/U1": 1, "UK/U1 Mod": 1,
	"FR/Requin": 1, "FR/600": 1, "FR/630": 1, "FR/Saphir": 1, "FR/Minerve": 1, "FR/L'Aurore": 1,
	"NL/O-12": 1, "NL/O-21": 1, "PL/Wilk": 1, "PL/Orzel": 1, "GR/Nereus": 1, "YU/Hrabri": 1,
	"SU/Shchuka": 1, "SU/Stalinets": 1, "US/R": 1, "US/S1": 1, "US/Mackerel": 1,
	"UK/O": 2, "UK/P": 2, "UK/Porpoise": 2, "UK/T1": 2, "UK/T2": 2, "FR/1500": 2,
	"SU/Leninets": 2, "SU/Katyusha": 2, "US/Gato": 2,
	"UK/River": 3, "US/B": 3,
	"FR/Surcouf": 4,
}

// subTons is the tonnage an Allied sub scores [14.6E]: the GIVEN table by
// class, else the counter's own value.
func subTons(t *data.AlliedType) int {
	if v, ok := alliedSubTons[t.Nation+"/"+t.Class]; ok {
		return v
	}
	return max(1, t.Tons)
}

// subEligible: where a drawn Allied sub may be met [14.6A]: in the Baltic
// only Polish boats in September 1939 and Soviet boats after Barbarossa
// [30.33].
//
// Silent War's Enemy Submarines table [SW 14.6C], [30.3] allows each type
// by date (the counter's From/Until, kept out of the cup until then) and
// by OpArea: a type with Groups is met only in OpAreas of those map groups
// (the German Monsun boats only in the Indochina waters they worked from
// Penang and Batavia).
func (g *Game) subEligible(t *data.AlliedType, gov string) bool {
	if a := g.T.Area(gov); a != nil && len(t.Groups) > 0 && !slices.Contains(t.Groups, a.Group) {
		return false
	}
	if a := g.T.Area(gov); a != nil && a.InRegion("baltic") {
		return t.Nation == "PL" && g.S.Month == 1939*12+8 || t.Nation == "SU" && g.S.Flags["barbarossa"]
	}
	return true
}

// stepSubVsSub is the whole sub-vs-sub fight [14.6]: one attack, no
// counterattack, no re-attack.
func stepSubVsSub(g *Game, f *Frame) {
	c, s := g.S.Combat, g.Sub(f.Sub)
	if c == nil || s == nil || s.Status != StSea {
		return
	}
	cup := data.CupSub
	if g.westWaters(c.Gov) && g.S.Period >= 3 {
		cup = data.CupWestSub
	}
	// A. Draw a sub; set aside any that cannot be here and draw again.
	var aside []string
	enemy := ""
	for {
		id := g.Draw(cup)
		if id == "" {
			break
		}
		if g.subEligible(g.utype(id), c.Gov) {
			enemy = id
			break
		}
		aside = append(aside, id)
	}
	for _, id := range aside {
		g.ToCup(cup, id)
	}
	if enemy == "" {
		if !g.Skipped() {
			g.noteM("14.6", s.ID, msgM("atl.ss.none"), "no Allied submarine can be met here after all")
		}
		return
	}
	et := g.utype(enemy)
	bd := g.T.Tables.Boards["single"]
	c.Board, c.Enemy, c.Fought = "single", enemy, true
	c.Columns = []BoardColumn{{Role: bd.Columns[0].Role, Boxes: max(1, bd.Columns[0].SubBoxes),
		Units: []BoardUnit{{ID: enemy, Up: true, TDC: -1, Cup: cup}}}}
	b := &c.Boats[0]
	g.placeBoat(b, 0)
	if !g.Skipped() {
		g.noteM("14.6", s.ID, msgM("atl.ss.meets", aUnit("boat", s.ID), aUnit("enemy", et.ID)), "%s meets the %s", s.ID, et.Name)
	}

	// B. Who sees whom first.
	var mods []dice.Mod
	if s.Spotted || s.Damage > 0 {
		mods = append(mods, Mod(-1, "spotted or damaged", "14.6B"))
	}
	if c.Encounter {
		mods = append(mods, Mod(-2, "in transit", "15.45"))
	}
	if g.hasRadar() {
		mods = append(mods, Mod(1, "radar", "14.6B"))
	}
	enemyMax := g.T.Rules.SubVsSubEnemyFirstMax
	r := g.Roll("who sees first", "14.6B", s.ID, mods...)
	u := &c.Columns[0].Units[0]
	wp, wt := msgM("atl.ss.sees"), msgM("atl.ss.sees.t", aInt("n", enemyMax))
	if r.Total <= enemyMax {
		if !r.Skip() {
			r.Say(rollMsg(wp, wt, msgM("atl.ss.sees.enemy", aUnit("enemy", et.ID), aUnit("boat", s.ID)))).Record(fmt.Sprintf("0–%d the enemy", enemyMax), "the "+et.Name+" sees "+s.ID+" first")
		}
		g.enemySubAttacks(b, s, et)
	} else {
		if !r.Skip() {
			r.Say(rollMsg(wp, wt, msgM("atl.ss.sees.boat", aUnit("enemy", et.ID), aUnit("boat", s.ID)))).Record(fmt.Sprintf("0–%d the enemy", enemyMax), s.ID+" sees the "+et.Name+" first")
		}
		switch {
		case b.NoTorpedoes:
			if !g.Skipped() {
				g.noteM("15.43", s.ID, msgM("atl.ss.no-torpedoes", aUnit("boat", s.ID)), "%s has no torpedoes left and cannot attack", s.ID)
			}
		case g.Sub(b.ID).Mines > 0:
			if !g.Skipped() {
				g.noteM("26.0", s.ID, msgM("atl.ss.mines", aUnit("boat", s.ID)), "%s carries mines and may not attack", s.ID)
			}
		case g.neutral(et.Nation) && !g.politicalNoUSLimits(): // [36.63M]
			if !g.Skipped() {
				g.noteM("30.23", s.ID, msgM("atl.ss.us"), "US submarines may not be attacked before war period 4")
			}
		default:
			g.playerSubAttacks(b, s, u, et)
		}
	}
	g.cleanBoard(s.ID)
}

// enemySubAttacks: the Allied sub fires its whole Attack with its
// torpedo value at the player's sub: Defense + ace + a drawn TDC [14.6D].
func (g *Game) enemySubAttacks(b *CombatBoat, s *Sub, et *data.AlliedType) {
	ti := g.TakeTDC()
	tdc := 0
	if ti >= 0 {
		tdc = g.S.TDCValue[ti]
		g.ReturnTDC(ti)
	}
	tv := g.alliedTorpedo(et.Nation)
	a := et.Attack + tv
	def, ace := g.Class(s).Defense, g.AceValue(s)
	bt := def + ace + tdc
	need := a - bt
	g.noteM("14.6", s.ID, msgM("atl.ss.enemy-attacks", aUnit("enemy", et.ID), aInt("att", et.Attack), aSigned("tv", tv), aInt("a", a), aUnit("boat", s.ID), aInt("def", def), aInt("ace", ace), aSigned("tdc", tdc), aInt("bt", bt), aInt("need", need)),
		"the %s attacks: Attack %d %+d torpedo = %d against %s Defense %d + %d ace %+d TDC = %d → hit on ≤ %d",
		et.Name, et.Attack, tv, a, s.ID, def, ace, tdc, bt, need)
	r := g.Roll("enemy torpedo hit", "14.6D", s.ID)
	ep, et0 := msgM("atl.ss.enemy-hit"), msgM("atl.le", aInt("n", need))
	if r.Total > need {
		if !r.Skip() {
			r.Say(rollMsg(ep, et0, msgM("atl.ss.miss"))).Record(fmt.Sprintf("≤ %d", need), "miss")
		}
		return
	}
	if !r.Skip() {
		r.Say(rollMsg(ep, et0, msgM("atl.ss.hit"))).Record(fmt.Sprintf("≤ %d", need), "hit")
	}
	row := g.T.AttackRow(max(1, g.Class(s).Tons))
	if row != nil {
		g.harmRoll(b, s, "attack result on "+s.ID, "14.6E", *row, false, Mod(tv, "Allied torpedo value", "14.6D"))
	}
}

// playerSubAttacks: the player's sub fires its whole Attack + torpedo
// value + ace at the Allied sub's Defense + TDC [14.6D].
func (g *Game) playerSubAttacks(b *CombatBoat, s *Sub, u *BoardUnit, et *data.AlliedType) {
	c := g.S.Combat
	ti := g.TakeTDC()
	tdc := 0
	if ti >= 0 {
		tdc = g.S.TDCValue[ti]
		g.ReturnTDC(ti)
	}
	a, aw := g.attackTotal(s, g.loneAttack(s)) // Attack less the weather's −1/−2 [7.41]
	bt := et.Defense + tdc
	need := a - bt
	g.noteM("14.6", s.ID, msgM("atl.ss.boat-attacks", aUnit("boat", s.ID), aNested("aw", formulaMsg(aw)), aUnit("enemy", et.ID), aInt("def", et.Defense), aSigned("tdc", tdc), aInt("bt", bt), aInt("need", need)),
		"%s attacks: %s against the %s: Defense %d %+d TDC = %d → hit on ≤ %d", s.ID, aw, et.Name, et.Defense, tdc, bt, need)
	b.Torpedo = true
	r := g.Roll("torpedo hit", "14.6D", s.ID, inexpMods(s)...)
	hp, ht := msgM("atl.ss.torpedo-hit"), msgM("atl.le", aInt("n", need))
	if r.Total > need {
		if !r.Skip() {
			r.Say(rollMsg(hp, ht, msgM("atl.ss.miss"))).Record(fmt.Sprintf("≤ %d", need), "miss")
		}
		return
	}
	if !r.Skip() {
		r.Say(rollMsg(hp, ht, msgM("atl.ss.hit"))).Record(fmt.Sprintf("≤ %d", need), "hit")
	}
	row := g.T.AttackRow(subTons(et))
	rr := g.Roll("attack result", "14.6E", s.ID, Mod(g.TorpedoValue(s), "torpedo value", g.cite("14.16D")))
	tok := "none"
	if row != nil {
		tok = row.Cell(rr.Total)
	}
	rp := msgM("atl.ss.result")
	switch tok {
	case "dmg":
		if g.weatherAt(c.Area) == 965 {
			if !rr.Skip() {
				rr.Say(rollMsg(rp, msgM("atl.ss.orange"), msgM("atl.mines.hit.storm"))).Record("orange box", "damaged, and sinks in the 965 mb storm [7.41]")
			}
			break
		}
		if u.Damaged {
			if !rr.Skip() {
				rr.Say(rollMsg(rp, msgM("atl.ss.orange"), msgM("atl.ss.again-sunk"))).Record("orange box", "damaged again: sunk")
			}
		} else {
			if !rr.Skip() {
				rr.Say(rollMsg(rp, msgM("atl.ss.orange"), msgM("atl.token.dmg"))).Record("orange box", "damaged")
			}
			u.Damaged = true
			g.emitM("14.6E", engine.Event{Type: "ship-damaged", Sub: s.ID, Unit: u.ID, Area: s.Area}, msgM("atl.ss.damages", aUnit("boat", s.ID), aUnit("enemy", et.ID)), "%s damages the %s", s.ID, et.Name)
			return
		}
	case "sunk", "explode":
		if !rr.Skip() {
			rr.Say(rollMsg(rp, msgM("atl.ss.red"), msgM("atl.token.sunk"))).Record("red box", "sunk")
		}
	default:
		if !rr.Skip() {
			rr.Say(rollMsg(rp, nil, msgM("atl.token.none"))).Record("", "no effect")
		}
		return
	}
	u.Sunk = true
	tons := subTons(et)
	g.ScoreSinking(s, u.ID, tons, "14.6E")
	b.Ships++
	b.Tons += tons
}

// hasRadar reports whether the player's subs have radar this month: from
// the theatre's rules.radarFrom on (Silent War: 1943–45 [SW 14.6B]).
func (g *Game) hasRadar() bool {
	from := g.T.Rules.RadarFrom
	if from == "" {
		return false
	}
	m, err := data.MonthIndex(from)
	return err == nil && g.S.Month >= m
}
