package naval

import (
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"

	"periscope/game/dice"
	"periscope/game/engine"
)

// Battle is a naval battle in one hex (22.3), fought in rounds (22.41).
type Battle struct {
	Hex string `json:"hex"`
	// Op is the op whose interception this is; Of the interception a
	// counter-interception battle aims at (−1 for the main battle).
	Op          int         `json:"op"`
	Of          int         `json:"of"`
	Interceptor int         `json:"interceptor"`
	Forces      [2][]string `json:"forces"`
	CGs         [2][]CG     `json:"cgs"`
	Round       int         `json:"round"`
	// Quiet counts consecutive rounds with combat and no ship damaged or
	// sunk (22.63); Combat marks combat this round.
	Quiet  int    `json:"quiet"`
	Combat bool   `json:"combat,omitempty"`
	Lost   [2]int `json:"lost"`
	// RoundLost is the NF lost (and damaged) at the start of the round, to
	// see whether the round hurt anyone.
	Mark     [2]int  `json:"mark"`
	Withdraw [2]bool `json:"withdraw"`
	// Land air in range this battle: cover (tied to one CG), search and
	// strike squadrons per side (22.4421–4422, 23.84).
	Cover    [2]int      `json:"cover"`
	CoverCG  [2]int      `json:"coverCG"`
	Search   [2]int      `json:"search"`
	LandAAS  [2]int      `json:"landAAS"`
	LandNAS  [2]int      `json:"landNAS"`
	Bases    [2][]string `json:"bases"`
	CAPShare [2]bool     `json:"capShare"` // ⅓ of each carrier CG's NAS on CAP
	MainCG   [2]int      `json:"mainCG"`   // the label chosen for the first CG
	Over     bool        `json:"over,omitempty"`
	Loser    int         `json:"loser"` // −1 none, 2 both
	Report   []string    `json:"report,omitempty"`
	// Raid marks a raid battle in an SW box (22.372): 1 the engagement on
	// arrival, 2 the second round on the raiders' return (21.5365). Every
	// CG is spotted, there is no surprise, and one round is fought.
	Raid int `json:"raid,omitempty"`
	// Coming are the supporting interceptors still on their way to a
	// counter-interception battle (22.281: 1 d6 a round to arrive).
	Coming []Coming `json:"coming,omitempty"`
	// BaseRound is the round in which each side's carrier air struck an
	// enemy air base (22.43): done for that round only.
	BaseRound [2]int `json:"baseRound,omitempty"`
	// Aborted are each side's land-air squadrons aborted by the enemy's
	// base strike this round, out of this round's land air, cover and
	// search (AbortedCover, AbortedSearch) and back for the next (22.433).
	Aborted       [2]int `json:"aborted,omitempty"`
	AbortedCover  [2]int `json:"abortedCover,omitempty"`
	AbortedSearch [2]int `json:"abortedSearch,omitempty"`
	// SearchSq are each side's land search squadrons in the battle, of
	// which Search counts at most 3 (22.4422); 0 when not yet counted.
	SearchSq [2]int `json:"searchSq,omitempty"`
	// BaseAborts are the squadrons each struck air base had aborted by
	// the last air-combat round on it: returned for the rest of the
	// player turn when the battle ends (22.434, 18.526A).
	BaseAborts []BaseAbort `json:"baseAborts,omitempty"`
	// Groups are the combat groups each side has regrouped (22.423B),
	// by ship id; they hold for the rest of the battle.
	Groups [2][][]string `json:"groups,omitempty"`
}

// Coming is a force closing on a battle: the hexes it has to go and has
// gone.
type Coming struct {
	Force string `json:"force"`
	Dist  int    `json:"dist"`
	Moved int    `json:"moved"`
}

// CG is a combat group (22.42).
type CG struct {
	Label int      `json:"label"`
	Ships []string `json:"ships"`
	Hits  int      `json:"hits"`
	// Surprised marks a CG that rolled for surprise this round (22.512B:
	// it then takes no part in fleet combat); Struck counts the strikes on
	// it this round (22.462).
	Surprised bool `json:"surprised,omitempty"`
	Struck    int  `json:"struck,omitempty"`
	Fought    bool `json:"fought,omitempty"`
	// Engage is the label of the enemy CG it engages this round (0 none).
	Engage int `json:"engage,omitempty"`
}

// BaseAbort is an air base's squadrons aborted by the last air-combat
// round on it in a battle (22.434).
type BaseAbort struct {
	Base string `json:"base"`
	AAS  int    `json:"aas"`
}

// Report is a battle's after-action report.
type Report struct {
	Turn   int      `json:"turn"`
	Hex    string   `json:"hex"`
	Rounds int      `json:"rounds"`
	Lost   [2]int   `json:"lost"`
	Result string   `json:"result"`
	Lines  []string `json:"lines,omitempty"`
	// ResultMsg is the result in the player's language.
	ResultMsg *engine.Msg `json:"resultMsg,omitempty"`
}

func registerBattle(s *engine.Steps[*Game]) {
	s.Register(opBRound, stepBRound)
	s.Register(opBLabel, stepBLabel)
	s.Register(opBCAP, stepBCAP)
	s.Register(opBSearch, stepBSearch)
	s.Register(opBStrike, stepBStrike)
	s.Register(opBTarget, stepStrikeTarget)
	s.Register(opBLand, stepBLand)
	s.Register(opBFleet, stepBFleet)
	s.Register(opBJoin, stepBJoin)
	s.Register(opBSubs, stepBSubs)
	s.Register(opBRetreat, stepBRetreat)
	s.Register(opBEnd, stepBEnd)
	s.Register(opSubCut, stepSubCut)
	s.Register(opSubHit, stepSubHit)
	s.Register(opBBase, stepBBase)
	s.Register(opAirFlee, stepAirFlee)
	s.Args(opAirFlee, engine.ArgSpec{A: &engine.Range{Min: 0, Max: 200}})
	side := &engine.Range{Min: 0, Max: 1}
	for _, op := range []engine.Op{opBLabel, opBCAP} {
		s.Args(op, engine.ArgSpec{A: side})
	}
	s.Args(opBRetreat, engine.ArgSpec{A: &engine.Range{Min: 0, Max: 2}}) // 2: the round's end, before either side declares
	s.Args(opBStrike, engine.ArgSpec{B: &engine.Range{Min: 0, Max: 20}})
	s.Args(opBJoin, engine.ArgSpec{B: &engine.Range{Min: 0, Max: 20}})
}

// startBattle opens a battle at hex between the phasing side's forces and
// the interceptors; then runs `then` after it.
func (g *Game) startBattle(hex string, att, def []string, interceptor, op, of int, then ...engine.Frame) {
	b := &Battle{Hex: hex, Op: op, Of: of, Interceptor: interceptor, Loser: -1}
	side := g.force(att[0]).Side
	b.Forces[side] = append(b.Forces[side], att...)
	b.Forces[1-side] = append(b.Forces[1-side], def...)
	g.S.Battle = b
	g.say("phase", "22.3", "", msg("log.battle", g.areaArg("area", hex)), "Naval battle at %s", g.Map.Area(hex).Name)
	for s := 0; s < 2; s++ {
		for _, id := range b.Forces[s] {
			fo := g.force(id)
			fo.At, fo.AtSea = hex, true
		}
		// Land air in range (22.36, 22.442): one AAF gives a search, a
		// cover and an attack squadron (23.13).
		for i := range g.S.Air {
			a := &g.S.Air[i]
			if aaf := a.ReadyAAF(); a.Side == s && g.Map.Dist(a.Area, hex) <= a.Range && aaf+a.NAS > 0 {
				b.Cover[s] += aaf
				b.Search[s] += aaf
				b.SearchSq[s] += aaf
				b.LandAAS[s] += aaf
				b.LandNAS[s] += a.NAS
				b.Bases[s] = append(b.Bases[s], a.ID)
			}
		}
		b.Search[s] = min(b.Search[s], 3)
	}
	g.Push(append([]engine.Frame{{Op: opBRound}}, then...)...)
}

// formCGs forms a side's combat groups (22.421): each task force is one CG;
// the other ships form CGs of at most 25 NF (10 with the switch); at most
// six CGs.
func (g *Game) formCGs(side int) []CG {
	b := g.S.Battle
	var out []CG
	var loose []*Ship
	limit := 25
	if g.sw.cgTen {
		limit = 10
	}
	groups, taken := g.grouped(side)
	for _, gr := range groups {
		var cg CG
		for _, s := range gr {
			cg.Ships = append(cg.Ships, s.ID)
		}
		out = append(out, cg)
	}
	for _, id := range b.Forces[side] {
		var ss []*Ship
		for _, s := range g.ShipsOf(id) {
			if !taken[s.ID] {
				ss = append(ss, s)
			}
		}
		if len(ss) == 0 {
			continue
		}
		if g.IsTF(id) {
			var cg CG
			for _, s := range ss {
				cg.Ships = append(cg.Ships, s.ID)
			}
			out = append(out, cg)
		} else {
			loose = append(loose, ss...)
		}
	}
	var cur CG
	nf := 0
	for _, s := range loose {
		if nf+s.NF() > limit && len(cur.Ships) > 0 {
			out = append(out, cur)
			cur, nf = CG{}, 0
		}
		cur.Ships = append(cur.Ships, s.ID)
		nf += s.NF()
	}
	if len(cur.Ships) > 0 {
		out = append(out, cur)
	}
	if len(out) > 6 {
		out = out[:6] // 22.421C: the excess misses the round
	}
	// Labels: the first CG takes the number chosen (22.422), the rest the
	// lowest free numbers.
	used := map[int]bool{}
	if len(out) > 0 && b.MainCG[side] > 0 {
		out[0].Label = b.MainCG[side]
		used[b.MainCG[side]] = true
	}
	next := 1
	for i := range out {
		if out[i].Label != 0 {
			continue
		}
		for used[next] {
			next++
		}
		out[i].Label = next
		used[next] = true
	}
	return out
}

func (g *Game) cgShips(cg *CG) []*Ship {
	var out []*Ship
	for _, id := range cg.Ships {
		if s := g.ship(id); s != nil && !s.Sunk {
			out = append(out, s)
		}
	}
	return out
}

func (g *Game) cgNF(cg *CG, undamaged bool) int {
	n := 0
	for _, s := range g.cgShips(cg) {
		if s.Class == SS || s.Class == TR {
			continue
		}
		if undamaged {
			n += s.UndamagedNF()
		} else {
			n += s.NF()
		}
	}
	return n
}

func (g *Game) cgFast(cg *CG) bool {
	for _, s := range g.cgShips(cg) {
		if s.Class != SS && !s.IsFast() {
			return false
		}
	}
	return true
}

func (g *Game) cgCargo(cg *CG) bool {
	for _, s := range g.cgShips(cg) {
		if s.Cargo > 0 || s.Class == TR {
			return true
		}
	}
	return false
}

func (g *Game) cgCarriers(cg *CG) []*Ship {
	var out []*Ship
	for _, s := range g.cgShips(cg) {
		if s.Carrier() && s.NAS > 0 {
			out = append(out, s)
		}
	}
	return out
}

func (g *Game) sideAfloat(side int) bool {
	for _, id := range g.S.Battle.Forces[side] {
		if len(g.ShipsOf(id)) > 0 {
			return true
		}
	}
	return false
}

func (g *Game) damageMark(side int) int {
	n := 0
	for _, id := range g.S.Battle.Forces[side] {
		for _, s := range g.ShipsOf(id) {
			n += s.Size * 10
			if s.Damaged {
				n -= 3
			}
			n -= s.DmgCA
		}
	}
	return n
}

// stepBRound opens a round (22.41 A–L).
func stepBRound(g *Game, f *engine.Frame) {
	b := g.S.Battle
	if !g.sideAfloat(0) || !g.sideAfloat(1) {
		g.Push(engine.Frame{Op: opBEnd})
		return
	}
	b.Round++
	b.Combat = false
	for s := 0; s < 2; s++ {
		b.Mark[s] = g.damageMark(s)
		// 22.433: squadrons aborted by a base strike sat out its round
		// only; they fly again in the next (the base must be struck
		// again to keep them down).
		b.LandAAS[s] += b.Aborted[s]
		b.Cover[s] += b.AbortedCover[s]
		b.Search[s] += b.AbortedSearch[s]
		b.Aborted[s], b.AbortedCover[s], b.AbortedSearch[s] = 0, 0, 0
	}
	g.say("phase", "22.41", "", msg("log.round", g.areaArg("area", b.Hex), engine.Int("round", b.Round)), "Battle at %s, round %d", g.Map.Area(b.Hex).Name, b.Round)
	fr := []engine.Frame{}
	if b.Round == 1 {
		fr = append(fr, engine.Frame{Op: opBLabel, A: b.Interceptor}, engine.Frame{Op: opBLabel, A: 1 - b.Interceptor})
	}
	fr = append(fr, engine.Frame{Op: opBCAP, A: b.Interceptor}, engine.Frame{Op: opBCAP, A: 1 - b.Interceptor},
		engine.Frame{Op: opBBase, A: b.Interceptor}, engine.Frame{Op: opBBase, A: 1 - b.Interceptor},
		engine.Frame{Op: opBSearch}, engine.Frame{Op: opBStrike}, engine.Frame{Op: opBLand}, engine.Frame{Op: opBFleet},
		engine.Frame{Op: opBSubs}, engine.Frame{Op: opBRetreat, A: 2})
	g.Push(fr...)
}

// stepBLabel: the side secretly numbers its first combat group (22.422).
func stepBLabel(g *Game, f *engine.Frame) {
	b := g.S.Battle
	side := f.A
	cgs := g.formCGs(side)
	if len(cgs) < 2 {
		b.MainCG[side] = 1
		return
	}
	if f.Ans == nil {
		var po []engine.Option
		for n := 1; n <= 6; n++ {
			po = append(po, engine.Option{Key: "cg:" + strconv.Itoa(n), Label: fmt.Sprintf("CG%d", n), Rule: "22.422",
				LabelMsg: msg("opt.cg", engine.Int("n", n))})
		}
		main := g.force(g.ship(cgs[0].Ships[0]).Force)
		g.Ask(f, engine.Prompt{Kind: "cg-label", Seat: g.Seat(side), Secret: true, Rule: "22.422",
			Text: "Secretly number the combat group of " + main.Name, Msg: msg("q.cglabel", g.forceArg("force", main)), Options: po})
		return
	}
	b.MainCG[side], _ = strconv.Atoi(strings.TrimPrefix(g.Key(f), "cg:"))
}

// stepBCAP: carrier NAS secretly split between strike and CAP (22.41C;
// CAP at most ⅓ of the NAS, rounded up, 23.32).
func stepBCAP(g *Game, f *engine.Frame) {
	b := g.S.Battle
	side := f.A
	if b.Round == 1 || f.Ans == nil {
		b.CGs[side] = g.formCGs(side)
	}
	nas := 0
	for i := range b.CGs[side] {
		nas += g.nas(g.cgShips(&b.CGs[side][i]))
	}
	if nas == 0 {
		b.CAPShare[side] = false
		return
	}
	if f.Ans == nil {
		po := []engine.Option{
			{Key: "strike", Label: "All NAS strike", LabelMsg: msg("opt.nocap"), Rule: "22.41C"},
			{Key: "cap", Label: fmt.Sprintf("Fly CAP with ⅓ (%d NAS)", CAPMax(nas)), LabelMsg: msg("opt.cap", engine.Int("n", CAPMax(nas))), Rule: "23.32"},
		}
		g.Ask(f, engine.Prompt{Kind: "cap", Seat: g.Seat(side), Secret: true, Rule: "23.3", Text: "Carrier air: strike or combat air patrol?",
			Msg: msg("q.cap"), Options: po})
		return
	}
	b.CAPShare[side] = g.Key(f) == "cap"
}

// CAPMax is the most NAS that may fly CAP (23.32): ⅓ rounded up.
func CAPMax(nas int) int { return ceilDiv(nas, 3) }

// SearchDice counts a side's search dice (22.45): +1 per own CG with ≥10
// undamaged NF (max 6), +1 per searching squadron (max 3), +1 per round
// already fought, ±1 for the tactical card.
func SearchDice(bigCGs, squadrons, roundsFought, card int) int {
	return min(bigCGs, 6) + min(squadrons, 3) + roundsFought + card
}

// SearchHits reads search dice against the enemy's CG labels (22.452): a
// die showing n counts against CGn.
func SearchHits(faces []int) map[int]int {
	out := map[int]int{}
	for _, v := range faces {
		out[v]++
	}
	return out
}

// stepBSearch rolls both sides' search (22.45) and reveals accordingly.
func stepBSearch(g *Game, f *engine.Frame) {
	b := g.S.Battle
	if b.Raid > 0 {
		// 22.372 step 1: in a raid battle every CG is spotted, no surprise.
		for s := 0; s < 2; s++ {
			for i := range b.CGs[s] {
				cg := &b.CGs[s][i]
				cg.Hits = 3
				cg.Surprised, cg.Struck, cg.Engage, cg.Fought = false, 0, 0, false
				for _, sh := range g.cgShips(cg) {
					g.force(sh.Force).Seen = true
				}
			}
		}
		return
	}
	for _, side := range []int{b.Interceptor, 1 - b.Interceptor} {
		big := 0
		for i := range b.CGs[side] {
			if g.cgNF(&b.CGs[side][i], true) >= 10 {
				big++
			}
		}
		card := 0
		if g.Sc.Params.Cards[side] > g.Sc.Params.Cards[1-side] {
			card = 1
		}
		n := SearchDice(big, b.Search[side], b.Round-1, card)
		enemy := b.CGs[1-side]
		r := g.RollPool("search", "22.45", g.Sc.Seats[side], n, 0)
		hits := SearchHits(r.Faces)
		var parts []string
		type rev struct {
			rule, text string
			m          *engine.Msg
		}
		var reveal []rev
		for i := range enemy {
			enemy[i].Hits = hits[enemy[i].Label]
			enemy[i].Surprised, enemy[i].Struck, enemy[i].Engage, enemy[i].Fought = false, 0, 0, false
			parts = append(parts, fmt.Sprintf("CG%d %d", enemy[i].Label, enemy[i].Hits))
			ships := g.cgShips(&enemy[i])
			switch {
			case enemy[i].Hits >= 3:
				for _, s := range ships {
					g.force(s.Force).Seen = true
				}
				reveal = append(reveal, rev{"22.452D", fmt.Sprintf("CG%d is %s", enemy[i].Label, joinNames(ships)),
					msg("log.reveal3", engine.Int("cg", enemy[i].Label), engine.Text("ships", joinNames(ships)))})
			case enemy[i].Hits == 2:
				cv := 0
				for _, s := range ships {
					if s.Carrier() || s.Class == CVE {
						cv++
					}
				}
				cargo, id := "no cargo", "log.reveal2"
				if g.cgCargo(&enemy[i]) {
					cargo, id = "cargo aboard", "log.reveal2cargo"
				}
				reveal = append(reveal, rev{"22.452C", fmt.Sprintf("CG%d holds %d carriers, %s", enemy[i].Label, cv, cargo),
					msg(id, engine.Int("cg", enemy[i].Label), engine.Int("n", cv))})
			}
		}
		r.Total = len(r.Faces)
		r.Say(rollMsg(purpose("search"), msg("roll.dice", engine.Int("n", n)), msg("res.text", engine.Text("s", strings.Join(parts, ", ")))))
		r.Record(fmt.Sprintf("%d dice", n), strings.Join(parts, ", "))
		for _, rv := range reveal {
			g.sayTo([]engine.Seat{g.Seat(side)}, rv.rule, "", rv.m, "%s", rv.text)
		}
	}
}

// strikeOrder is the order carrier CGs strike in (22.461): the side with
// more search hits first (ties: the interceptor) from unspotted CGs, then
// the other side's unspotted, then spotted CGs, first side then second.
func (g *Game) strikeOrder() [][2]int {
	b := g.S.Battle
	first := b.Interceptor
	h := [2]int{}
	for s := 0; s < 2; s++ {
		for _, cg := range b.CGs[1-s] {
			h[s] += cg.Hits
		}
	}
	if h[1-first] > h[first] {
		first = 1 - first
	}
	var out [][2]int
	for _, spotted := range []bool{false, true} {
		for _, s := range []int{first, 1 - first} {
			for i := range b.CGs[s] {
				cg := &b.CGs[s][i]
				if (cg.Hits > 0) == spotted && len(g.cgCarriers(cg)) > 0 {
					out = append(out, [2]int{s, i})
				}
			}
		}
	}
	return out
}

func (g *Game) spottedCGs(side int) []int {
	var out []int
	for i, cg := range g.S.Battle.CGs[side] {
		if (cg.Hits > 0 || cg.Fought) && len(g.cgShips(&g.S.Battle.CGs[side][i])) > 0 {
			out = append(out, i)
		}
	}
	return out
}

// stepBStrike: each carrier CG in turn may strike a spotted enemy CG
// (23.71), an all-fast unspotted one with a surprise roll (22.461B).
func stepBStrike(g *Game, f *engine.Frame) {
	b := g.S.Battle
	order := g.strikeOrder()
	if f.B >= len(order) {
		return
	}
	side, ci := order[f.B][0], order[f.B][1]
	cg := &b.CGs[side][ci]
	targets := g.spottedCGs(1 - side)
	nas := g.nas(g.cgShips(cg))
	strikers := nas
	if b.CAPShare[side] {
		strikers = nas - CAPMax(nas)
	}
	if len(targets) == 0 || strikers <= 0 || b.BaseRound[side] == b.Round {
		g.Push(engine.Frame{Op: opBStrike, B: f.B + 1}) // 22.43: air that struck a base is done this round
		return
	}
	canSurprise := cg.Hits == 0 && g.cgFast(cg)
	if f.Ans == nil {
		var po []engine.Option
		for _, t := range targets {
			e := &b.CGs[1-side][t]
			po = append(po, engine.Option{Key: fmt.Sprintf("cg:%d", t), Rule: "23.71", Label: fmt.Sprintf("Strike CG%d (%d search hits)", e.Label, e.Hits),
				LabelMsg: msg("opt.strikecg", engine.Int("n", e.Label), engine.Int("hits", e.Hits))})
			if canSurprise {
				po = append(po, engine.Option{Key: fmt.Sprintf("cgs:%d", t), Rule: "22.461B", Label: fmt.Sprintf("Strike CG%d with a surprise roll (no fleet action)", e.Label),
					LabelMsg: msg("opt.strikesurprise", engine.Int("n", e.Label))})
			}
		}
		po = append(po, engine.Option{Key: "none", Label: "No carrier strike", LabelMsg: msg("opt.nostrike"), Rule: "22.471"})
		g.Ask(f, engine.Prompt{Kind: "carrier-strike", Seat: g.Seat(side), Rule: "22.46", Text: fmt.Sprintf("CG%d: %d NAS ready to strike", cg.Label, strikers),
			Msg: msg("q.carrierstrike", engine.Int("n", cg.Label), engine.Int("nas", strikers)), Options: po})
		return
	}
	g.Push(engine.Frame{Op: opBStrike, B: f.B + 1})
	k := g.Key(f)
	if k == "none" {
		return
	}
	surprise := strings.HasPrefix(k, "cgs:")
	t, _ := strconv.Atoi(k[strings.Index(k, ":")+1:])
	tgt := &b.CGs[1-side][t]
	st := &Strike{Side: side, Nation: g.Sc.Nations[side], NAS: strikers, Hex: b.Hex, Targets: g.cgShips(tgt)}
	for _, s := range g.cgCarriers(cg) {
		st.Carriers = append(st.Carriers, s.ID)
	}
	if surprise {
		cg.Surprised = true
		var mods []dice.Mod
		switch {
		case tgt.Hits == 2:
			mods = append(mods, engine.Mod(1, "target 2 search hits", "22.462A"))
		case tgt.Hits >= 3:
			mods = append(mods, engine.Mod(2, "target 3+ search hits", "22.462A"))
		}
		if r := g.Sc.Params.Radar[1-side]; r > 0 {
			mods = append(mods, engine.Mod(-r, "defender radar", "22.462B"))
		}
		if tgt.Struck > 0 {
			mods = append(mods, engine.Mod(-tgt.Struck, "earlier strikes on the group", "22.462C"))
		}
		r := g.RollD6("surprise", "22.461", g.Sc.Seats[side], mods...)
		st.Surprise = max(0, r.Total)
		r.Say(rollMsg(purpose("surprise"), nil, msg("res.surprise", engine.Int("n", st.Surprise))))
		r.Record("", fmt.Sprintf("surprise %d", st.Surprise))
	}
	tgt.Struck++
	b.Combat = true
	// Cover tied to the target CG (23.23) and its CAP (23.31).
	if b.CoverCG[1-side] == t {
		st.Cover = b.Cover[1-side]
		st.CoverBases = b.Bases[1-side]
	}
	if b.CAPShare[1-side] {
		st.CAP = CAPMax(g.nas(g.cgShips(tgt)))
	}
	g.airStrike(st)
}

// stepBLand: land-based attack squadrons strike a spotted CG, one sortie a
// round, no surprise (23.84–86).
func stepBLand(g *Game, f *engine.Frame) {
	b := g.S.Battle
	side := f.A
	if f.S == "" {
		// first entry: run both sides, more search hits first.
		g.Push(engine.Frame{Op: opBLand, A: b.Interceptor, S: "x"}, engine.Frame{Op: opBLand, A: 1 - b.Interceptor, S: "x"})
		return
	}
	n := b.LandAAS[side] + b.LandNAS[side]
	targets := g.spottedCGs(1 - side)
	if n == 0 || len(targets) == 0 {
		return
	}
	if f.Ans == nil {
		var po []engine.Option
		for _, t := range targets {
			e := &b.CGs[1-side][t]
			po = append(po, engine.Option{Key: fmt.Sprintf("cg:%d", t), Rule: "23.84", Label: fmt.Sprintf("Land air strikes CG%d", e.Label),
				LabelMsg: msg("opt.landcg", engine.Int("n", e.Label))})
		}
		po = append(po, engine.Option{Key: "none", Label: "No land strike", LabelMsg: msg("opt.noair"), Rule: "23.81"})
		g.Ask(f, engine.Prompt{Kind: "land-strike", Seat: g.Seat(side), Rule: "23.84", Text: fmt.Sprintf("%d land squadrons in range: strike?", n),
			Msg: msg("q.landstrike", engine.Int("n", n)), Options: po})
		return
	}
	k := g.Key(f)
	if k == "none" {
		return
	}
	t, _ := strconv.Atoi(strings.TrimPrefix(k, "cg:"))
	tgt := &b.CGs[1-side][t]
	st := &Strike{Side: side, Nation: g.Sc.Nations[side], AAS: b.LandAAS[side], NAS: b.LandNAS[side], Hex: b.Hex, Targets: g.cgShips(tgt)}
	if len(b.Bases[side]) > 0 {
		st.Base = b.Bases[side][0]
	}
	if b.CoverCG[1-side] == t {
		st.Cover = b.Cover[1-side]
		st.CoverBases = b.Bases[1-side]
	}
	if b.CAPShare[1-side] {
		st.CAP = CAPMax(g.nas(g.cgShips(tgt)))
	}
	b.Combat = true
	tgt.Struck++
	before := st.AAS + st.NAS
	g.airStrike(st)
	lost := before - st.AAS - st.NAS
	if lost > 0 {
		b.LandAAS[side] = max(0, b.LandAAS[side]-lost)
	}
}

// engageable lists, for an unspotted CG, the enemy CGs it may engage
// (22.512–513): no cargo, no surprise roll; all-fast CGs any spotted CG,
// slow ones only the spotted CG of their own number.
func (g *Game) engageable(side, ci int) []int {
	b := g.S.Battle
	cg := &b.CGs[side][ci]
	if cg.Hits > 0 || cg.Surprised || g.cgCargo(cg) || g.cgNF(cg, true) == 0 {
		return nil
	}
	var out []int
	for _, t := range g.spottedCGs(1 - side) {
		e := &b.CGs[1-side][t]
		if g.cgFast(cg) || g.sw.slowEngageAny || e.Label == cg.Label {
			out = append(out, t)
		}
	}
	return out
}

// stepBFleet: the compulsory pairs (22.511), then optional engagements by
// unspotted CGs (22.512–513), then the fleet actions (22.52–57).
func stepBFleet(g *Game, f *engine.Frame) {
	b := g.S.Battle
	for s := 0; s < 2; s++ {
		for i := range b.CGs[s] {
			b.CGs[s][i].Engage = 0
		}
	}
	for i := range b.CGs[0] {
		a := &b.CGs[0][i]
		if a.Hits == 0 || a.Surprised || len(g.cgShips(a)) == 0 {
			continue
		}
		for j := range b.CGs[1] {
			d := &b.CGs[1][j]
			if d.Hits > 0 && !d.Surprised && d.Label == a.Label && len(g.cgShips(d)) > 0 {
				a.Engage, d.Engage = d.Label, a.Label
			}
		}
	}
	g.Push(engine.Frame{Op: opBJoin, B: 0})
}

// joinOrder lists the unspotted CGs that may engage: the side with more
// search hits declares first (22.514).
func (g *Game) joinOrder() [][2]int {
	b := g.S.Battle
	first := b.Interceptor
	var out [][2]int
	for _, s := range []int{first, 1 - first} {
		for i := range b.CGs[s] {
			if len(g.engageable(s, i)) > 0 {
				out = append(out, [2]int{s, i})
			}
		}
	}
	return out
}

func stepBJoin(g *Game, f *engine.Frame) {
	b := g.S.Battle
	order := g.joinOrder()
	if f.B >= len(order) {
		g.fleetActions()
		return
	}
	side, ci := order[f.B][0], order[f.B][1]
	cg := &b.CGs[side][ci]
	opts := g.engageable(side, ci)
	if f.Ans == nil {
		var po []engine.Option
		for _, t := range opts {
			e := &b.CGs[1-side][t]
			po = append(po, engine.Option{Key: fmt.Sprintf("cg:%d", t), Rule: "22.513", Label: fmt.Sprintf("CG%d engages CG%d", cg.Label, e.Label),
				LabelMsg: msg("opt.engage", engine.Int("a", cg.Label), engine.Int("b", e.Label))})
		}
		po = append(po, engine.Option{Key: "none", Label: fmt.Sprintf("CG%d stays out", cg.Label), LabelMsg: msg("opt.stayout", engine.Int("a", cg.Label)), Rule: "22.512"})
		g.Ask(f, engine.Prompt{Kind: "engage", Seat: g.Seat(side), Rule: "22.512", Text: fmt.Sprintf("Unspotted CG%d may engage in fleet combat", cg.Label),
			Msg: msg("q.engage", engine.Int("n", cg.Label)), Options: po})
		return
	}
	if k := g.Key(f); k != "none" {
		t, _ := strconv.Atoi(strings.TrimPrefix(k, "cg:"))
		cg.Engage = b.CGs[1-side][t].Label
		// The enemy CG it engages fights back (22.511: "fights only if an
		// unspotted enemy engages it").
	}
	g.Push(engine.Frame{Op: opBJoin, B: f.B + 1})
}

// fleetActions groups the engaged CGs into actions and fights each.
func (g *Game) fleetActions() {
	b := g.S.Battle
	// An action is one enemy CG and every CG that engages it, or a pair.
	type key struct{ side, label int }
	seen := map[key]bool{}
	for s := 0; s < 2; s++ {
		for i := range b.CGs[s] {
			cg := &b.CGs[s][i]
			if cg.Engage == 0 || seen[key{s, cg.Label}] {
				continue
			}
			// Collect: the target CG on the other side, and all CGs of s
			// engaging it; plus what the target engages back.
			var mine, theirs []*CG
			tgtLabel := cg.Engage
			for j := range b.CGs[s] {
				c := &b.CGs[s][j]
				if c.Engage == tgtLabel && !seen[key{s, c.Label}] {
					mine = append(mine, c)
					seen[key{s, c.Label}] = true
				}
			}
			for j := range b.CGs[1-s] {
				c := &b.CGs[1-s][j]
				if c.Label == tgtLabel && !seen[key{1 - s, c.Label}] {
					theirs = append(theirs, c)
					seen[key{1 - s, c.Label}] = true
				}
			}
			if len(mine) == 0 || len(theirs) == 0 {
				continue
			}
			g.fleetAction(s, mine, theirs)
		}
	}
}

// fleetAction fights one fleet action (22.52–57) between CGs of side a and
// of the other side.
func (g *Game) fleetAction(a int, acgs, dcgs []*CG) {
	b := g.S.Battle
	b.Combat = true
	var sides [2][]*Ship
	cargo := [2]bool{}
	for _, c := range acgs {
		c.Fought = true
		sides[a] = append(sides[a], g.cgShips(c)...)
		cargo[a] = cargo[a] || g.cgCargo(c)
	}
	for _, c := range dcgs {
		c.Fought = true
		sides[1-a] = append(sides[1-a], g.cgShips(c)...)
		cargo[1-a] = cargo[1-a] || g.cgCargo(c)
	}
	for s := 0; s < 2; s++ {
		for _, sh := range sides[s] {
			g.force(sh.Force).Seen = true
		}
	}
	fire := fleetFire(sides, b.Interceptor, g.sw.tieNoCap)
	g.say("event", "22.54", "", msg("log.fleetaction", g.areaArg("area", b.Hex), engine.Text("a", joinNames(sides[0])), engine.Text("b", joinNames(sides[1]))),
		"Fleet action at %s: %s against %s", g.Map.Area(b.Hex).Name, joinNames(sides[0]), joinNames(sides[1]))
	// 22.56: every class fires before losses; roll all, then apply.
	type res struct {
		target []*Ship
		hits   int
		nat12  bool
		by     int
	}
	var results []res
	for _, fr := range fire {
		if fr.FF <= 0 || len(fr.Target) == 0 {
			continue
		}
		mods := []dice.Mod{}
		d := fr.FirerDRM - lowestDRM(fr.Target)
		if d != 0 {
			mods = append(mods, engine.Mod(d, "naval nationality", "22.552A"))
		}
		act := 0
		if cargo[fr.Side] {
			act--
		}
		if cargo[1-fr.Side] {
			act++
		}
		if act != 0 {
			mods = append(mods, engine.Mod(clamp(act, -1, 1), "activity", "22.552B"))
		}
		r := g.Roll2D6("fleet fire", "22.55", g.Sc.Seats[fr.Side], mods...)
		h := FleetHits(fr.FF, r.Total)
		r.Say(rollMsg(purpose("fleetfire"), msg("roll.ffat", engine.Int("n", fr.FF), targetArg("target", fr.Target)), msg("res.hitsonly", engine.Int("n", h))))
		r.Record(fmt.Sprintf("%d factors at %s", fr.FF, targetName(fr.Target)), fmt.Sprintf("%d hits", h))
		results = append(results, res{fr.Target, h, r.Raw == 12, fr.Side})
	}
	for _, r := range results {
		before := nfOf(r.target)
		out, outM := g.applyHits(r.target, r.hits, r.nat12, false, false)
		g.say("event", "20.5", "", outM, "%s", out)
		g.tally(r.target, before, r.by, "22.55")
	}
}

// targetArg is a fleet-fire or sub target as a message argument.
func targetArg(name string, ts []*Ship) engine.Arg {
	if len(ts) == 1 && ts[0].Named() {
		return engine.Text(name, ts[0].String())
	}
	return engine.Nested(name, msg("t.lights"))
}

func targetName(ts []*Ship) string {
	if len(ts) == 1 && ts[0].Named() {
		return ts[0].String()
	}
	return "the light ships"
}

// Fire is one target's incoming fleet fire (22.54F–G).
type Fire struct {
	Side     int // firing side
	FF       int
	FirerDRM int
	Target   []*Ship // one named ship, or a light group
}

// FleetFire allocates fleet fire in one action (22.54):
//   - the fleet "attacker" has more undamaged named capital ships (carriers
//     excluded); ties: more capital factors, more unscreened light factors,
//     the interceptor;
//   - heavies fire on the enemy heavies in rank order (largest first),
//     placing at least the target's size before the next (22.54B); the
//     excess piles on the first target; with every heavy matched, the rest
//     fire on the lights (one target, 22.54D);
//   - a defending heavy under fire fires back at the largest of its
//     attackers (22.54C); free heavies choose as the attacker's do;
//   - lights fire on lights (22.54E); a side with more than 3× the
//     enemy's light factors adds the excess to fire on a targeted heavy;
//     lights with no enemy lights fire on the heavies;
//   - screened ships (damaged ships, fast carriers, cargo DDs,
//     transports) are shot only when nothing else of the enemy is in the
//     action (22.54H).
func FleetFire(sides [2][]*Ship, interceptor int) []Fire {
	return fleetFire(sides, interceptor, false)
}

// fleetFire is FleetFire; noCapTie leaves the garbled second tie-break
// (more capital factors) out (the switch fleet-tie-lights, 22.54).
func fleetFire(sides [2][]*Ship, interceptor int, noCapTie bool) []Fire {
	type part struct {
		heavy, lights, screened []*Ship
		lightFF                 int
	}
	var p [2]part
	for s := 0; s < 2; s++ {
		for _, sh := range sides[s] {
			switch {
			case sh.Sunk || sh.Class == SS:
			case sh.Damaged || sh.Carrier() || sh.Cargo > 0 || sh.Class == TR:
				p[s].screened = append(p[s].screened, sh)
			case sh.Heavy():
				p[s].heavy = append(p[s].heavy, sh)
			default:
				p[s].lights = append(p[s].lights, sh)
				p[s].lightFF += sh.UndamagedNF()
			}
		}
		sort.SliceStable(p[s].heavy, func(i, j int) bool { return p[s].heavy[i].Size > p[s].heavy[j].Size })
	}
	capF := func(s int) int {
		n := 0
		for _, h := range p[s].heavy {
			n += h.Size
		}
		return n
	}
	att := interceptor
	switch {
	case len(p[0].heavy) != len(p[1].heavy):
		if len(p[1].heavy) > len(p[0].heavy) {
			att = 1
		} else {
			att = 0
		}
	case !noCapTie && capF(0) != capF(1):
		if capF(1) > capF(0) {
			att = 1
		} else {
			att = 0
		}
	case p[0].lightFF != p[1].lightFF:
		if p[1].lightFF > p[0].lightFF {
			att = 1
		} else {
			att = 0
		}
	}
	var out []Fire
	heavyTargets := map[string]int{} // target id → index in out
	add := func(side int, ff int, drm int, tgt []*Ship) {
		if ff <= 0 || len(tgt) == 0 {
			return
		}
		k := "lights"
		if len(tgt) == 1 && tgt[0].Named() {
			k = tgt[0].ID
		}
		k = strconv.Itoa(side) + k
		if i, ok := heavyTargets[k]; ok {
			out[i].FF += ff
			out[i].FirerDRM = min(out[i].FirerDRM, drm)
			return
		}
		heavyTargets[k] = len(out)
		out = append(out, Fire{Side: side, FF: ff, FirerDRM: drm, Target: tgt})
	}
	enemyLights := func(s int) []*Ship {
		if len(p[1-s].lights) > 0 {
			return p[1-s].lights
		}
		return nil
	}
	screenedOnly := func(s int) bool { return len(p[1-s].heavy) == 0 && len(p[1-s].lights) == 0 }
	attackers := map[string][]*Ship{} // defender heavy id → attacker heavies firing on it
	// The attacker's heavies (22.54B).
	placeHeavies := func(s int, free []*Ship) {
		ti := 0
		got := 0
		var first *Ship
		for _, h := range free {
			if ti < len(p[1-s].heavy) {
				t := p[1-s].heavy[ti]
				if first == nil {
					first = t
				}
				add(s, h.Size, h.NationDRM(), []*Ship{t})
				attackers[t.ID] = append(attackers[t.ID], h)
				got += h.Size
				if got >= t.Size {
					ti++
					got = 0
				}
				continue
			}
			if ls := enemyLights(s); ls != nil {
				add(s, h.Size, h.NationDRM(), ls)
			} else if first != nil {
				add(s, h.Size, h.NationDRM(), []*Ship{first})
			} else if screenedOnly(s) && len(p[1-s].screened) > 0 {
				add(s, h.Size, h.NationDRM(), screenedTarget(p[1-s].screened))
			}
		}
	}
	placeHeavies(att, p[att].heavy)
	// The defender's heavies: those under fire answer their attackers.
	d := 1 - att
	var free []*Ship
	for _, h := range p[d].heavy {
		if as := attackers[h.ID]; len(as) > 0 {
			add(d, h.Size, h.NationDRM(), []*Ship{as[0]})
		} else {
			free = append(free, h)
		}
	}
	placeHeavies(d, free)
	// Lights (22.54E).
	for s := 0; s < 2; s++ {
		ff := p[s].lightFF
		if ff == 0 {
			continue
		}
		drm := lowestDRM(p[s].lights)
		switch {
		case len(p[1-s].lights) > 0:
			other := p[1-s].lightFF
			if other > 0 && ff > 3*other && len(p[1-s].heavy) > 0 {
				add(s, 3*other, drm, p[1-s].lights)
				add(s, ff-3*other, drm, []*Ship{p[1-s].heavy[0]})
			} else {
				add(s, ff, drm, p[1-s].lights)
			}
		case len(p[1-s].heavy) > 0:
			add(s, ff, drm, []*Ship{p[1-s].heavy[0]})
		case len(p[1-s].screened) > 0:
			add(s, ff, drm, screenedTarget(p[1-s].screened))
		}
	}
	return out
}

// screenedTarget is the screened ships' target (22.54H): the largest named
// one, else the rest as one group.
func screenedTarget(sc []*Ship) []*Ship {
	var named, rest []*Ship
	for _, s := range sc {
		if s.Named() {
			named = append(named, s)
		} else {
			rest = append(rest, s)
		}
	}
	if len(rest) > 0 {
		return rest
	}
	sort.SliceStable(named, func(i, j int) bool { return named[i].Size > named[j].Size })
	if len(named) > 0 {
		return named[:1]
	}
	return nil
}

// stepBSubs: subs with a force in the battle attack a spotted or fought
// enemy CG at the end of the round (22.914, 22.941).
func stepBSubs(g *Game, f *engine.Frame) {
	b := g.S.Battle
	for s := 0; s < 2; s++ {
		var subs []*Ship
		for _, id := range b.Forces[s] {
			for _, sh := range g.ShipsOf(id) {
				if sh.Class == SS && !sh.Fired {
					subs = append(subs, sh)
				}
			}
		}
		targets := g.spottedCGs(1 - s)
		if len(subs) == 0 || len(targets) == 0 {
			continue
		}
		tgt := &b.CGs[1-s][targets[0]]
		attacks := 0
		for _, sub := range subs {
			for i := 0; i < sub.Size && !sub.Sunk; i++ {
				g.SubAttack(sub, g.cgShips(tgt), attacks, false, b.Hex)
				attacks++
			}
			sub.Fired = true // each factor attacks once per player turn (22.942)
		}
	}
}

// stepBRetreat: after a round with combat either side may withdraw, the
// loser first (22.62); three rounds of combat without damage end the
// battle (22.63).
func stepBRetreat(g *Game, f *engine.Frame) {
	b := g.S.Battle
	if f.A == 2 {
		// Decide who declares first; late arrivals close in (22.241).
		if !g.sideAfloat(0) || !g.sideAfloat(1) {
			g.Push(engine.Frame{Op: opBEnd})
			return
		}
		g.lateArrivals()
		g.landAir()
		if b.Raid > 0 {
			// 22.372 step 3: a raid battle is one fleet round; neither
			// side has won it.
			g.say("event", "22.372", "", msg("log.raidround"), "The raid battle's single round is over")
			g.Push(engine.Frame{Op: opBEnd})
			return
		}
		if !b.Combat {
			if b.Round >= 12 {
				g.say("event", "22.61", "", msg("log.drawoff"), "twelve rounds without contact: both sides draw off (Periscope's limit)")
				b.Loser = 2
				g.Push(engine.Frame{Op: opBEnd})
				return
			}
			g.say("event", "22.61", "", msg("log.searchagain"), "no combat this round: the forces search again")
			g.Push(engine.Frame{Op: opBRound})
			return
		}
		hurt := false
		for s := 0; s < 2; s++ {
			hurt = hurt || g.damageMark(s) != b.Mark[s]
		}
		if hurt {
			b.Quiet = 0
		} else {
			b.Quiet++
		}
		if b.Quiet >= 3 {
			g.say("event", "22.63", "", msg("log.quiet3"), "three rounds of combat without damage: both sides withdraw, defeated")
			b.Loser = 2
			g.Push(engine.Frame{Op: opBEnd})
			return
		}
		loser := b.Interceptor
		d0, d1 := b.Mark[0]-g.damageMark(0), b.Mark[1]-g.damageMark(1)
		if d1 > d0 {
			loser = 1
		} else if d0 > d1 {
			loser = 0
		}
		g.Push(engine.Frame{Op: opBRetreat, A: loser, S: "first"}, engine.Frame{Op: opBRetreat, A: 1 - loser}, engine.Frame{Op: opBEnd, S: "check"})
		return
	}
	side := f.A
	if b.Withdraw[1-side] && f.S != "first" {
		return // the other side withdrew: the battle is over
	}
	if f.Ans == nil {
		po := []engine.Option{
			{Key: "fight", Label: "Fight on", LabelMsg: msg("opt.fight"), Rule: "22.62"},
			{Key: "withdraw", Label: "Withdraw", LabelMsg: msg("opt.withdraw"), Rule: "22.62"},
		}
		if n := len(g.damagedInBattle(side)); n > 0 && n < g.shipsInBattle(side) {
			po = append(po, engine.Option{Key: "withdraw-damaged", Label: fmt.Sprintf("Withdraw the %d damaged ships, fight on with the rest", n),
				LabelMsg: msg("opt.withdrawdamaged", engine.Int("n", n)), Rule: "22.62"})
		}
		if g.shipsInBattle(side) > 1 {
			po = append(po, engine.Option{Key: "withdraw-pick", Label: "Withdraw ships you pick, fight on with the rest",
				LabelMsg: msg("opt.withdrawpick"), Rule: "22.62"})
		}
		po = append(po, g.regroupOptions(side)...)
		g.Ask(f, engine.Prompt{Kind: "retreat", Seat: g.Seat(side), Rule: "22.62",
			Text: fmt.Sprintf("Round %d over (NF lost: yours %d, enemy %d): fight on?", b.Round, b.Lost[side], b.Lost[1-side]),
			Msg:  msg("q.retreat", engine.Int("round", b.Round), engine.Int("own", b.Lost[side]), engine.Int("enemy", b.Lost[1-side])), Options: po})
		return
	}
	if k := g.Key(f); strings.HasPrefix(k, "regroup:") || strings.HasPrefix(k, "split:") {
		if la, ok := strings.CutPrefix(k, "split:"); ok {
			// 22.423B: the player picks the ships of the new group,
			// starting from Periscope's proposed division.
			n, _ := strconv.Atoi(la)
			g.Push(engine.Frame{Op: opSplitPick, A: side, B: n, L: g.proposedSplit(side, n)}, engine.Frame{Op: opBRetreat, A: side, S: f.S})
			return
		}
		g.regroup(side, k)
		g.Push(engine.Frame{Op: opBRetreat, A: side, S: f.S}) // then the declaration
		return
	}
	switch g.Key(f) {
	case "withdraw":
		b.Withdraw[side] = true
		g.say("event", "22.62", "", msg("log.withdraws", g.seatArg("side", side)), "%s withdraws", g.Sc.Seats[side])
	case "withdraw-damaged":
		g.withdrawDamaged(side)
	case "withdraw-pick":
		// 22.62: the player picks the ships that go, from its damaged
		// ones.
		g.Push(engine.Frame{Op: opWithdrawPick, A: side, S: f.S, L: shipIDs(g.damagedInBattle(side))})
	}
}

func (g *Game) shipsInBattle(side int) int {
	n := 0
	for _, id := range g.S.Battle.Forces[side] {
		n += len(g.ShipsOf(id))
	}
	return n
}

func (g *Game) damagedInBattle(side int) []*Ship {
	var out []*Ship
	for _, id := range g.S.Battle.Forces[side] {
		for _, s := range g.ShipsOf(id) {
			if s.Damaged && s.Class != SS {
				out = append(out, s)
			}
		}
	}
	return out
}

// withdrawDamaged is a partial withdrawal (22.62: "either side may
// withdraw any ships"; damaged ships may go alone): the side's damaged
// ships leave the battle as a force of their own that goes home to its
// base, returned; the rest fight on.
func (g *Game) withdrawDamaged(side int) {
	byForce := map[string]string{}
	var names []string
	for _, s := range g.damagedInBattle(side) {
		from := g.force(s.Force)
		id, ok := byForce[from.ID]
		if !ok {
			id = g.newID("withdrawn-")
			byForce[from.ID] = id
			g.S.Forces = append(g.S.Forces, Force{ID: id, Side: side, Name: from.Name + " (damaged)", NameMsg: msg("force.damaged", g.forceArg("force", from)), Port: from.Port, At: from.Port, Returned: true, Used: from.Used})
		}
		s.Force = id
		names = append(names, s.String())
	}
	for _, id := range byForceIDs(byForce) {
		g.sendHome(id, g.S.Battle.Hex) // 22.64: exposed on the way
	}
	g.say("event", "22.62", "", msg("log.withdrawsdamaged", g.seatArg("side", side), engine.Text("ships", strings.Join(names, ", "))),
		"%s withdraws its damaged ships: %s", g.Sc.Seats[side], strings.Join(names, ", "))
}

// landAir recovers carrier air after the round (22.473): NAS may land on
// any undamaged carrier of their CG, up to its full group; what finds no
// deck is lost (Periscope does not fly CAP to land bases).
func (g *Game) landAir() {
	b := g.S.Battle
	for s := 0; s < 2; s++ {
		for i := range b.CGs[s] {
			var decks []*Ship
			homeless := 0
			for _, sh := range g.cgShips(&b.CGs[s][i]) {
				if !sh.Carrier() {
					continue
				}
				if sh.Damaged {
					homeless += sh.NAS
					sh.NAS = 0
				} else {
					decks = append(decks, sh)
				}
			}
			if homeless == 0 {
				continue
			}
			landed := 0
			for _, d := range decks {
				room := min(d.Size-d.NAS, homeless-landed)
				d.NAS += room
				landed += room
			}
			g.say("event", "22.473", "", msg("log.landair", engine.Int("n", landed), engine.Int("lost", homeless-landed)), "%d NAS from damaged carriers land on other decks; %d are lost", landed, homeless-landed)
		}
	}
}

// lateArrivals: failed interceptors of the same op keep closing, 1 d6 a
// round (22.241; Pacific 1–2 → 1, 3–4 → 2, 5–6 → 3), and join on arrival
// as new CGs (22.25). Subs cannot continue.
func (g *Game) lateArrivals() {
	b := g.S.Battle
	if b.Of >= 0 {
		g.comingArrivals()
		return
	}
	if b.Op >= len(g.S.Ops) {
		return
	}
	o := &g.S.Ops[b.Op]
	for i := range o.Cuts {
		c := &o.Cuts[i]
		if c.OK || !c.Tried || c.Sub != "" || c.Counter || len(g.ShipsOf(c.Force)) == 0 {
			continue
		}
		r := g.RollD6("continue", "22.241", c.Force)
		step := r.Raw
		if g.Map.Pacific {
			step = (r.Raw + 1) / 2
		}
		c.Moved += step
		dist := g.Map.Dist(g.force(c.Force).At, b.Hex)
		if c.Moved >= dist {
			c.OK = true
			b.Forces[1-o.Side] = append(b.Forces[1-o.Side], c.Force)
			g.force(c.Force).At, g.force(c.Force).AtSea = b.Hex, true
			r.Say(rollMsg(purpose("continue"), msg("roll.hexes", engine.Int("n", dist)), msg("res.joins", engine.Int("n", c.Moved), g.forceArg("force", g.force(c.Force)))))
			r.Record(fmt.Sprintf("%d hexes", dist), fmt.Sprintf("moved %d: %s joins the battle", c.Moved, g.force(c.Force).Name))
		} else {
			r.Say(rollMsg(purpose("continue"), msg("roll.hexes", engine.Int("n", dist)), msg("res.moved", engine.Int("n", c.Moved))))
			r.Record(fmt.Sprintf("%d hexes", dist), fmt.Sprintf("moved %d", c.Moved))
		}
	}
}

// stepBEnd closes the battle (22.7–22.84) or, after the retreat
// declarations ("check"), goes on to the next round.
func stepBEnd(g *Game, f *engine.Frame) {
	b := g.S.Battle
	if b == nil {
		return
	}
	if f.S == "check" {
		switch {
		case b.Withdraw[0] && b.Withdraw[1]:
			b.Loser = 2
		case b.Withdraw[0]:
			b.Loser = 0
		case b.Withdraw[1]:
			b.Loser = 1
		default:
			g.Push(engine.Frame{Op: opBRound})
			return
		}
	}
	if b.Loser == -1 {
		switch {
		case !g.sideAfloat(0) && !g.sideAfloat(1):
			b.Loser = 2
		case !g.sideAfloat(0):
			b.Loser = 0
		case !g.sideAfloat(1):
			b.Loser = 1
		}
	}
	o := &g.S.Ops[b.Op]
	res, resM := "no decision", msg("result.none")
	switch b.Loser {
	case 0, 1:
		res, resM = g.Sc.Seats[1-b.Loser]+" wins", msg("result.wins", g.seatArg("side", 1-b.Loser))
	case 2:
		res, resM = "both sides withdraw", msg("result.both")
	}
	// The interceptors fought: returned (22.26); they go home exposed on
	// their way (22.64, homing.go), but for a raid's battle (21.5342: no
	// air or naval interception there) and a winning interceptor of a
	// counter-interception battle, which may go on (22.161B).
	exposed := b.Raid == 0 && !o.Straight
	won := !(b.Loser == b.Interceptor || b.Loser == 2)
	for _, id := range b.Forces[b.Interceptor] {
		fo := g.force(id)
		fo.Returned = true
		if fo.Patrol == "" {
			if exposed && !(b.Of >= 0 && won) {
				g.sendHome(id, b.Hex)
			} else {
				fo.At, fo.AtSea = fo.Port, false
			}
		}
	}
	phasing := 1 - b.Interceptor
	// The moving side's other forces in the battle (its counter-
	// interceptors) head home the same way (22.64); the op's own force has
	// its way home of its own (22.165).
	beaten := b.Loser == phasing || b.Loser == 2
	goHome := func(id string) {
		switch {
		case exposed && (g.currentOpOf(id) == nil || b.Of >= 0):
			g.sendHome(id, b.Hex)
		case b.Of >= 0 || beaten:
			fo := g.force(id)
			fo.At, fo.AtSea = fo.Port, false
		}
	}
	if b.Of >= 0 {
		// A counter-interception battle (22.161B): a beaten interceptor
		// does not go on.
		if won {
			// It may go on to the interception hex or go home: its
			// owner's choice, asked after the battle (22.161B).
			o.Cuts[b.Of].Won, o.Cuts[b.Of].Choose = true, "won"
		} else {
			o.Cuts[b.Of].OK = false
		}
		g.endSupport(o, b.Of, won)
		for _, id := range b.Forces[phasing] {
			goHome(id)
		}
	} else {
		for _, id := range b.Forces[phasing] {
			if id != o.Force {
				goHome(id)
			}
		}
	}
	if b.Of < 0 {
		g.missedHome(o) // 22.26B, 22.27: closers that never arrived
	}
	if b.Of < 0 && beaten {
		o.Stopped = true // 22.84: beaten, its way home (22.165)
		g.say("event", "22.84", o.Force, msg("log.turnedback", engine.Int("op", o.N+1)), "op %d is turned back", o.N+1)
	}
	g.groundAborted(b)
	g.S.Reports = append(g.S.Reports, Report{Turn: g.S.Turn, Hex: b.Hex, Rounds: b.Round, Lost: b.Lost, Result: res, ResultMsg: resM})
	g.sayEvent("22.7", engine.Event{Type: "battle", Area: b.Hex},
		msg("log.battleover", g.areaArg("area", b.Hex), engine.Int("rounds", b.Round), engine.Nested("result", resM),
			g.seatArg("s0", 0), engine.Int("l0", b.Lost[0]), g.seatArg("s1", 1), engine.Int("l1", b.Lost[1])),
		"Battle at %s over after %d rounds: %s (NF lost %s %d, %s %d)", g.Map.Area(b.Hex).Name, b.Round, res, g.Sc.Seats[0], b.Lost[0], g.Sc.Seats[1], b.Lost[1])
	g.S.Battle = nil
}

// groundAborted applies 22.434 (18.526A) at a battle's end: the last
// air-combat round on each struck base sets its air's status for the rest
// of the player turn: the squadrons it aborted are returned.
func (g *Game) groundAborted(b *Battle) {
	for _, x := range b.BaseAborts {
		if a := g.airBase(x.Base); a != nil {
			n := min(x.AAS, max(0, 3*a.AAF-a.LostAAS-a.GroundedAAS))
			if n > 0 {
				a.GroundedAAS += n
				g.say("event", "22.434", a.ID, msg("log.grounded", engine.Nested("base", DataName(a.Name)), engine.Int("n", n)),
					"%s: %d aborted squadrons are returned for the rest of the turn", a.Name, n)
			}
		}
	}
}

// baseStrikers are a side's carriers in the battle with their NAS, less
// the third on CAP when the side shares it (23.31).
func (g *Game) baseStrikers(side int) ([]string, int) {
	b := g.S.Battle
	var ids []string
	nas := 0
	for _, id := range b.Forces[side] {
		for _, s := range g.ShipsOf(id) {
			if s.Operative() && s.NAS > 0 {
				ids = append(ids, s.ID)
				nas += s.NAS
			}
		}
	}
	if b.CAPShare[side] {
		nas -= CAPMax(nas)
	}
	return ids, nas
}

// stepBBase: carrier strikes on the enemy air bases in range of the
// battle (22.43), the interceptor first: one air-combat round against one
// base's squadrons. Its losses and aborts leave the battle's land air;
// the carrier air that struck is done for this round (no strike on
// ships), and its own losses come off the carriers.
func stepBBase(g *Game, f *engine.Frame) {
	b := g.S.Battle
	side := f.A
	cvs, nas := g.baseStrikers(side)
	var bases []*AirBase
	for _, id := range b.Bases[1-side] {
		if a := g.airBase(id); a != nil && 3*a.AAF-a.LostAAS > 0 {
			bases = append(bases, a) // its squadrons: 3 an AAF (23.13), less those lost
		}
	}
	if nas <= 0 || len(bases) == 0 {
		return
	}
	if f.Ans == nil {
		var po []engine.Option
		for _, a := range bases {
			po = append(po, engine.Option{Key: "base:" + a.ID, Ref: "area:" + a.Area, Rule: "22.43",
				Label:    fmt.Sprintf("Strike the air base at %s (%d squadrons) with %d NAS", a.Name, 3*a.AAF-a.LostAAS, nas),
				LabelMsg: msg("opt.basestrike", engine.Nested("base", DataName(a.Name)), engine.Int("n", 3*a.AAF-a.LostAAS), engine.Int("nas", nas))})
		}
		po = append(po, engine.Option{Key: "none", Label: "No strike on the air bases", LabelMsg: msg("opt.nobasestrike"), Rule: "22.43"})
		g.Ask(f, engine.Prompt{Kind: "base-strike", Seat: g.Seat(side), Rule: "22.43", Text: fmt.Sprintf("%d NAS: strike an enemy air base in range?", nas),
			Msg: msg("q.basestrike", engine.Int("nas", nas)), Options: po})
		return
	}
	k := g.Key(f)
	if k == "none" {
		return
	}
	a := g.airBase(strings.TrimPrefix(k, "base:"))
	if a == nil {
		return
	}
	b.BaseRound[side] = b.Round
	b.Combat = true
	sq := 3*a.AAF - a.LostAAS
	g.say("event", "22.43", "", msg("log.basestrike", g.seatArg("side", side), engine.Int("nas", nas), engine.Nested("base", DataName(a.Name)), engine.Int("n", sq)),
		"%s carrier air (%d NAS) strikes the air base at %s (%d squadrons)", g.Sc.Seats[side], nas, a.Name, sq)
	ae, _, de, da := g.airCombatRound("base", nas, g.Sc.Nations[side], sq, a.Nation, 0)
	st := &Strike{Side: side, Nation: g.Sc.Nations[side], NAS: nas, Carriers: cvs}
	g.loseStrikers(st, min(ae, nas))
	de = min(de, sq)
	da = min(da, sq-de)
	lostBefore := a.LostAAS
	a.LostAAS += de // converted back at the turn's end (23.14)
	// The squadrons lost leave the battle's land air; those aborted sit
	// out this round and fly again in the next (22.433). The last round
	// on the base sets its status for the rest of the player turn: its
	// aborted squadrons are returned when the battle ends (22.434,
	// 18.526A). The base's squadrons are its AAF converted (23.131A, an
	// air combat against NAS), each one search, one cover and one attack
	// squadron (23.132) — the same squadrons the battle counts, one of
	// each kind an AAF (22.363) — so a squadron lost or aborted here is
	// one of the battle's, the kinds in turn: attack, cover, search
	// (baseKinds).
	d := 1 - side
	g.baseLosses(d, lostBefore, de, da)
	b.BaseAborts = slices.DeleteFunc(b.BaseAborts, func(x BaseAbort) bool { return x.Base == a.ID })
	if da > 0 {
		b.BaseAborts = append(b.BaseAborts, BaseAbort{Base: a.ID, AAS: da})
	}
	// 23.46A, 23.461: after the round, the base's air may fly off.
	g.Push(engine.Frame{Op: opAirFlee, A: nas, S: a.ID})
}

// baseKinds splits n squadrons of an air base, counted from its
// squadron number start, into attack, cover and search squadrons: an AAF
// is one of each (23.132), and a base's squadrons are lost (or abort) in
// turn attack, cover, search, so that a base struck again loses its
// remaining kinds evenly and all of them with its last squadron.
func baseKinds(start, n int) (att, cov, sea int) {
	for i := start; i < start+n; i++ {
		switch i % 3 {
		case 0:
			att++
		case 1:
			cov++
		default:
			sea++
		}
	}
	return
}

// baseLosses takes de squadrons lost and da aborted by a strike on an air
// base of side d, which had lost lostBefore, off the battle's land air:
// attack (LandAAS), cover and search squadrons by baseKinds.
func (g *Game) baseLosses(d, lostBefore, de, da int) {
	b := g.S.Battle
	ka, kc, ks := baseKinds(lostBefore, de)
	aa, ac, as := baseKinds(lostBefore+de, da)
	killA, killC := min(ka, b.LandAAS[d]), min(kc, b.Cover[d])
	b.LandAAS[d] -= killA
	b.Cover[d] -= killC
	abA, abC := min(aa, b.LandAAS[d]), min(ac, b.Cover[d])
	b.LandAAS[d] -= abA
	b.Cover[d] -= abC
	// Search dice count at most 3 squadrons (22.4422): the dice drop only
	// when the squadrons left fall below them.
	if b.SearchSq[d] == 0 {
		b.SearchSq[d] = b.Search[d]
	}
	b.SearchSq[d] = max(0, b.SearchSq[d]-ks)
	b.Search[d] = min(b.Search[d], b.SearchSq[d])
	seaAb := 0
	if left := max(0, b.SearchSq[d]-as); left < b.Search[d] {
		seaAb = b.Search[d] - left
		b.Search[d] = left
	}
	b.Aborted[d] += abA
	b.AbortedCover[d] += abC
	b.AbortedSearch[d] += seaAb
}
