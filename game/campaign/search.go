package campaign

// Search and contact [13], the endurance check [14.7], transit encounters
// [15.4] and the home-waters second search [30.1].
//
// Steps (Frame.A holds the search flags documented in DESIGN.md):
//
//	sub.search      the sub's choice [13.1]/[15.21] (or the second-search
//	                question [30.11]); then search.roll
//	search.roll     the AAC roll [13.21], the enemy-sub test, the Contact
//	                table [13.22] and the conversions [7.12], [30.41],
//	                [30.51]; builds State.Combat and pushes what follows
//	search.decline  a damaged sub may decline a convoy [13.22]
//	search.engage   engage or pass in a transit encounter [15.44]
//	search.coastal  hunt coastal traffic [13.23]
//	pack.form ...   wolfpack formation [24.1] (wolfpack.go)
//	combat.start    the Engagement table and the combat [13.24], [14]
//	search.after    second search [30.11] or the endurance check [14.7]
//	sub.endurance   the endurance check [14.7]

import (
	"fmt"
	"slices"
	"strings"

	"periscope/game/data"
	"periscope/game/dice"
	"periscope/game/engine"
)

// Search flags (Frame.A of sub.search).
const (
	SearchEncounter = 1  // transit encounter [15.4]: no endurance after; [15.48]
	SearchNearby    = 2  // nearby hunting grounds [15.12]: no second search
	SearchSMZ       = 4  // SMZ mission search: colour shift [20.4]
	SearchRTB       = 8  // the sub is RTB (encounters only) [15.43]
	SearchNavalBase = 16 // entered Scapa Flow / Gibraltar unspotted [30.41]
	SearchMines     = 32 // carrying mines: no attacks until they are laid [26.0]
)

// Second-search bits (Frame.B of sub.search).
const (
	searchSecond = 1 // this is the home-waters second search [30.11]
	searchShips  = 2 // the first search found ships [14.7]
)

// Endurance flags (Frame.A of sub.endurance).
const (
	EndurancePatrolSide = 1 // on a pass the sub goes patrol side up [15.48]
	EnduranceChooseSide = 2 // on a pass the player picks the side [15.48]
)

func init() {
	register(opSubSearch, stepSearch)
	register(opSearchRoll, stepSearchRoll)
	register(opSearchDecline, stepSearchDecline)
	register(opSearchEngage, stepSearchEngage)
	register(opSearchCoastal, stepSearchCoastal)
	register(opSearchAfter, stepSearchAfter)
	register(opSubEndurance, stepEndurance)
	register(opEnduranceSide, stepEnduranceSide)
}

// ---------------------------------------------------------------- the search context

// searchGov is the OpArea whose AAC governs a search: the frame's Area if
// given (the transit check's governing area [15.41], or the OpArea an SMZ
// was entered from [13.21]), else the sub's OpArea, else the first OpArea
// its SMZ is linked to.
func (g *Game) searchGov(s *Sub, f *Frame) string {
	if f.Area != "" {
		return f.Area
	}
	return g.govOf(s.Area)
}

// govOf is the OpArea that governs an area: itself, or an SMZ's first link.
func (g *Game) govOf(area string) string {
	a := g.area(area)
	if a != nil && a.Kind == data.KindSMZ && len(a.Links) > 0 {
		return a.Links[0]
	}
	return area
}

// smzSearch reports whether the search is made in an SMZ [20.4].
func (g *Game) smzSearch(s *Sub, f *Frame) bool {
	if f.A&SearchSMZ != 0 {
		return true
	}
	a := g.area(s.Area)
	return a != nil && a.Kind == data.KindSMZ && f.A&SearchEncounter == 0
}

// airCover is the air icon that applies to a combat in an area: the
// governing row's icon, light counting as heavy in an SMZ [20.5].
func (g *Game) airCover(area, gov string) string {
	air := g.Row(gov).Air
	if a := g.area(area); a != nil && a.Kind == data.KindSMZ && air == "light" {
		return "dark"
	}
	return air
}

// germanAircraft counts the Axis recon aircraft helping a sub in an area
// [7.51], [7.56] (German ones for German boats, Vichy ones for Vichy boats).
func (g *Game) germanAircraft(s *Sub, area string) int { return g.AircraftIn(area, g.Nation(s)) }

// concentrationDRM is the search penalty for crowding [22.1]: −1 for each
// full or partial ConcentrationStep subs beyond the first step, in an
// OpArea whose row has a red or blue box.
func (g *Game) concentrationDRM(area string) int {
	row := g.Row(area)
	if !HasColour(row, data.Red) && !HasColour(row, data.Blue) {
		return 0
	}
	n, step := g.Concentration(area), g.T.Rules.ConcentrationStep
	if step <= 0 || n <= step {
		return 0
	}
	return -((n - step + step - 1) / step)
}

// italianWeather reports whether [30.82] applies to a sub in an area:
// Italian boats in North Atlantic, Arctic and Baltic areas (the data tags
// the North Sea and the Maritimes "north-atlantic" too).
func (g *Game) italianWeather(s *Sub, area string) bool {
	if !g.traits(s).Storms {
		return false
	}
	a := g.area(g.govOf(area))
	return a != nil && (a.InRegion("north-atlantic") || a.InRegion("arctic") || a.InRegion("baltic"))
}

// inexpMod is the inexperienced-crew modifier: the level, doubled by
// Inexp-2 [8.11], [8.15] (the marker's level already counts double).
func inexpLevel(s *Sub) int { return s.Inexp }

// aacMods are the DRMs of the AAC roll [13.21].
func (g *Game) aacMods(s *Sub, gov string) []dice.Mod { return g.aacModsIn(nil, s, gov) }

// aacModsIn is aacMods in buf's array when buf is not nil (a list only
// read before the next: issue 16, SearchOddsIn's plans, a list each).
func (g *Game) aacModsIn(buf []dice.Mod, s *Sub, gov string) []dice.Mod {
	if g.groupRollBare(s) {
		return nil // spec §12.26, "group-roll-bare"
	}
	mods := buf[:0]
	if mods == nil {
		mods = make([]dice.Mod, 0, 4) // one list, not grown three times (issue 16)
	}
	if d := g.BDienstDRM(gov); d != 0 {
		if slices.Contains(g.S.Intel.Ultra, gov) {
			mods = append(mods, Mod(d, "Ultra area", "7.0"))
		} else {
			mods = append(mods, Mod(d, "B-Dienst area", "7.11"))
		}
	}
	mods = append(mods, Mod(g.IntelDRM(s, gov), "B-Dienst + Enigma levels", "7.34"))
	if n := g.germanAircraft(s, gov); n > 0 {
		mods = append(mods, Mod(n, "recon aircraft", "7.51"))
	}
	if g.IsVirgin(gov) {
		mods = append(mods, Mod(2, "virgin waters", "30.51"))
	}
	if s.Spotted && g.spottedCosts() {
		mods = append(mods, Mod(-1, "spotted", "23.0"))
	}
	if d := g.packSearchDRM(s); d != 0 {
		mods = append(mods, Mod(d, "barrier wolfpack", "24.32"))
	}
	if s.JoinFailedIn != "" && s.JoinFailedIn == s.Area {
		// Only in the OpArea that holds the convoy [24.1].
		mods = append(mods, Mod(-3, "failed to join a wolfpack", "24.1"))
	}
	if l := inexpLevel(s); l > 0 {
		mods = append(mods, Mod(-l, "inexperienced crew", "8.11"))
	}
	// Boats on an active SMZ mission are exempt [20.2].
	if c := g.concentrationDRM(gov); c != 0 && !(g.isSMZ(s.Area) && g.liveMission(s.Area) != nil) {
		mods = append(mods, Mod(c, "concentration", "22.1"))
	}
	switch g.weatherAt(s.Area) {
	case 990:
		mods = append(mods, Mod(-2, "990 mb weather", "7.41"))
	case 965:
		mods = append(mods, Mod(-3, "965 mb weather", "7.41"))
	}
	if d := g.searchOverride(gov); d != 0 {
		mods = append(mods, Mod(d, "French commerce raiding", "36.63"))
	}
	if g.italianWeather(s, gov) {
		mods = append(mods, Mod(-1, "Italian boat in northern waters", "30.82"))
	}
	return mods
}

// contactMods are the DRMs of the Contact table roll [13.22].
func (steelWolves) ContactMods(g *Game, s *Sub, gov string, level byte) []dice.Mod {
	var mods []dice.Mod
	switch level {
	case data.Green:
		mods = append(mods, Mod(-1, "green box", "13.22"))
	case data.Blue:
		mods = append(mods, Mod(1, "blue box", "13.22"))
	case data.Red:
		mods = append(mods, Mod(3, "red box", "13.22"))
	}
	if n := g.germanAircraft(s, gov); n > 0 {
		mods = append(mods, Mod(n, "recon aircraft", "13.22"))
	}
	return mods
}

// contactTable is the Contact table row of an area for this turn [13.22].
func (g *Game) contactTable(gov string) []string {
	a := g.area(gov)
	name := "default"
	if a != nil && a.ContactTable != "" {
		name = a.ContactTable
	}
	per := g.T.Tables.Contact[name]
	p := g.S.Period
	if a != nil && len(a.AAC) > 0 {
		p = g.rowPeriod(a) // the chart's line, as for the AAC [30.3]
	}
	p = max(1, min(p, len(per)))
	return per[p-1]
}

// subTestAllowed reports whether an enemy sub may be met in an area: the
// row shows a sub icon (pale icons only with the political rules [2.13]),
// and in the Baltic only in September 1939 or after Barbarossa [30.33].
func (g *Game) subTestAllowed(gov string) bool {
	switch g.Row(gov).Sub {
	case "sub":
	case "pale":
		// [2.13]: the Vichy boats of Cape Verde and West Africa, active
		// only once request H (Vichy France co-belligerent) is granted.
		if g.S.Political == nil || !g.S.Flags[FlagVichyCoBelligerent] {
			return false
		}
	default:
		return false
	}
	if a := g.area(gov); a != nil && a.InRegion("baltic") {
		return g.S.Month == 1939*12+8 || g.S.Flags["barbarossa"]
	}
	return true
}

// contactPlan is what a search can find, with the conversions that apply.
type contactPlan struct {
	Row         data.AACRow
	Shift       bool // SMZ colour shift [20.4]
	SubTest     bool // enemy sub possible
	Encounter   bool
	AACMods     []dice.Mod
	Table       []string
	NavalBase   bool // every contact is a TF in port [30.41]
	BDienst     bool // [7.12]
	BDienstTF   []int
	BDienstSpec []int
	BDienstNat  string
	Override    *Override // an event's contact conversion
	Virgin      bool      // convoys become lone contacts [30.51]
	West        bool      // Western Waters for the cups [2.12] and [30.23]
	TFNation    string    // a TF or special convoy's nation when none is named
	Only        string    // the contact kinds a mission's filter counts [SW 5.0], spec §12.4
}

func (g *Game) planSearch(s *Sub, f *Frame) contactPlan { return g.planSearchIn(nil, s, f) }

// planSearchIn is planSearch with the AAC roll's DRMs in buf's array when
// buf is not nil (aacModsIn).
func (g *Game) planSearchIn(buf []dice.Mod, s *Sub, f *Frame) contactPlan {
	gov := g.searchGov(s, f)
	p := contactPlan{
		TFNation:  g.T.Rules.TFNation,
		Row:       g.Row(gov),
		Shift:     g.smzSearch(s, f),
		SubTest:   g.subTestAllowed(gov),
		Encounter: f.A&SearchEncounter != 0,
		AACMods:   g.aacModsIn(buf, s, gov),
		Table:     g.contactTable(gov),
		Virgin:    g.IsVirgin(gov),
		West:      g.westWaters(gov),
		Only:      g.contactOnly(s.Area, gov),
	}
	if !p.Encounter {
		if a := g.area(s.Area); f.A&SearchNavalBase != 0 || a != nil && a.NavalBase && !s.Spotted {
			p.NavalBase = true
		}
	}
	in := g.S.Intel
	if in.BDienstArea != "" && in.BDienstArea == gov && (len(in.BDienstTF) > 0 || len(in.BDienstSpec) > 0) {
		p.BDienst, p.BDienstTF, p.BDienstSpec, p.BDienstNat = true, in.BDienstTF, in.BDienstSpec, in.BDienstNat
	}
	if o := g.ContactOverride(s.Area); o != nil {
		p.Override = o
	} else if o := g.ContactOverride(gov); o != nil {
		p.Override = o
	}
	return p
}

// westWaters: convoys generated here draw from the West cups [2.12] in
// periods 3–5 (Sargasso Sea and Mid-Ocean too after Torch [30.32]); the
// [30.23] limits apply here before period 4.
func (g *Game) westWaters(gov string) bool {
	a := g.area(gov)
	if a == nil {
		return false
	}
	return a.InRegion("west") || a.InRegion("central-atlantic") && g.S.Flags["torch"] && a.ID != "bermuda"
}

// contactOutcome is one resolved search.
type contactOutcome struct {
	Kind   string // "none", "sub", "single", "c1", "c2", "special", "tf"
	Level  byte   // activity colour (after the SMZ shift)
	Code   string // convoy code
	Nation string // TF / special convoy nation
	Why    string // why a conversion happened
	// Filtered: a ship contact a mission's "only C2 and TF" refused
	// (contact_only_pacific.go).
	Filtered bool
}

// levelOf reads the colour at a modified AAC roll, with the SMZ shift.
func (p *contactPlan) levelOf(total int) byte {
	c := BoxColour(p.Row, max(0, min(9, total)))
	if p.Shift {
		c = ShiftColour(c)
	}
	return c
}

// contactAt resolves the Contact table at a clamped modified roll.
func (p *contactPlan) contactAt(level byte, total int) contactOutcome {
	r := p.Table[max(0, min(11, total))]
	switch r {
	case "none":
		return contactOutcome{Kind: "none", Level: level}
	case "single":
		return contactOutcome{Kind: "single", Level: level}
	// Silent War's Contact table names the contact itself: a small or a
	// large convoy or a task force, whatever the box colour [SW 13.2B].
	case "C1":
		return contactOutcome{Kind: "c1", Level: level, Code: r}
	case "C2":
		return contactOutcome{Kind: "c2", Level: level, Code: r}
	case "TF":
		return contactOutcome{Kind: "tf", Level: level}
	}
	kind := "c1"
	if level == data.Blue || level == data.Red {
		kind = "c2"
	}
	return contactOutcome{Kind: kind, Level: level, Code: r}
}

// The conversions after the contact type is known, in order: naval base
// [30.41] (every contact), B-Dienst [7.12] (roll b), an event's override
// (roll e), then virgin waters [30.51] and the default TF nation.
func (p *contactPlan) convertB(o contactOutcome, b int) contactOutcome {
	if p.NavalBase && shipContact(o.Kind) {
		o.Kind, o.Nation, o.Why = "tf", p.TFNation, "naval base [30.41]"
		return o
	}
	if p.needsB(o) && b >= 0 {
		switch {
		case containsInt(p.BDienstTF, b):
			o.Kind, o.Nation, o.Why = "tf", p.BDienstNat, "B-Dienst [7.12]"
		case containsInt(p.BDienstSpec, b):
			o.Kind, o.Nation, o.Why = "special", p.BDienstNat, "B-Dienst [7.12]"
		}
	}
	return o
}

func (p *contactPlan) convertE(o contactOutcome, e int) contactOutcome {
	if p.needsE(o) && e >= 0 {
		switch {
		case e <= p.Override.Value:
			o.Kind, o.Nation, o.Why = "tf", p.Override.Nation, "war event"
		case e <= p.Override.Count:
			o.Kind, o.Nation, o.Why = "special", p.Override.Nation, "war event"
		}
	}
	return o
}

func (p *contactPlan) finish(o contactOutcome) contactOutcome {
	if (o.Kind == "c1" || o.Kind == "c2") && p.Virgin {
		o.Kind, o.Why = "single", "virgin waters [30.51]"
	}
	if o.Nation == "" && (o.Kind == "tf" || o.Kind == "special") {
		o.Nation = p.TFNation
	}
	return filterContact(p.Only, o)
}

// needsB reports whether a B-Dienst conversion roll is made [7.12].
func (p *contactPlan) needsB(o contactOutcome) bool {
	return !p.NavalBase && p.BDienst && (o.Kind == "c1" || o.Kind == "c2")
}

// needsE reports whether an event conversion roll is made.
func (p *contactPlan) needsE(o contactOutcome) bool {
	return !p.NavalBase && p.Override != nil && (o.Kind == "c1" || o.Kind == "c2")
}

// colourKey is what a colour's contact distribution reads when no
// conversion roll is made (searchOdds): the Contact table (the data's own
// list, by where it is), the colour, the DRM, virgin waters and a
// mission's filter.
type colourKey struct {
	table  *string
	n      int
	lv     byte
	cm     int
	virgin bool
	only   string
}

// searchKinds orders the search outcomes for the odds.
var searchKinds = []string{"none", "sub", "single", "c1", "c2", "special", "tf"}

func kindIndex(k string) int {
	for i, x := range searchKinds {
		if x == k {
			return i
		}
	}
	return 0
}

// searchOdds enumerates every die of a search and returns the chance of
// each contact kind: the odds shown with the "search" option. Weights are
// counted in ten-thousandths (four d10s at most) to keep it exact and fast.
func (g *Game) searchOdds(p contactPlan) []engine.Odd {
	var w [7]int
	// The contact distribution of each colour (green, orange, blue, red),
	// in hundredths of the colour's tenth, computed once.
	var per [4][7]int
	var done [4]bool
	slot := func(c byte) int {
		switch c {
		case data.Green:
			return 0
		case data.Orange:
			return 1
		case data.Blue:
			return 2
		case data.Red:
			return 3
		}
		panic(fmt.Sprintf("search odds: box colour %q", c))
	}
	if !hasColouredBox(p.Row) {
		w[0] = 10000
	} else {
		mod := dice.Sum(p.AACMods)
		for r1 := 0; r1 < 10; r1++ {
			t1 := min(r1+mod, 9)
			if p.Encounter && r1 == 0 && p.SubTest {
				w[1] += 1000
				continue
			}
			lv := byte(data.White)
			if t1 >= 0 {
				lv = p.levelOf(t1)
			}
			if lv == data.White {
				if g.subCheckRoll(r1, r1+mod) == 0 && p.SubTest { // spec §12.3
					w[1] += 100
					w[0] += 900
				} else {
					w[0] += 1000
				}
				continue
			}
			ci := slot(lv)
			if !done[ci] {
				done[ci] = true
				cm := g.contactModSum(p, lv)
				// Without a naval base, B-Dienst or an event's conversion,
				// a colour's distribution is the table's at that level and
				// DRM, with virgin waters and a mission's filter: kept
				// (issue 16: the bot asks every OpArea's odds each turn).
				plain := !p.NavalBase && !p.BDienst && p.Override == nil && len(p.Table) > 0
				var key colourKey
				if plain {
					key = colourKey{table: &p.Table[0], n: len(p.Table), lv: lv, cm: cm, virgin: p.Virgin, only: p.Only}
					if d, ok := g.colourMemo[key]; ok {
						per[ci] = d
						for k, v := range per[ci] {
							w[k] += v
						}
						continue
					}
				}
				for r2 := 0; r2 < 10; r2++ {
					o := p.contactAt(lv, r2+cm)
					bs := dieOrNot(p.needsB(o))
					for _, b := range bs {
						o1 := p.convertB(o, b)
						es := dieOrNot(p.needsE(o1))
						share := 100 / len(bs) / len(es)
						for _, e := range es {
							per[ci][kindIndex(p.finish(p.convertE(o1, e)).Kind)] += share
						}
					}
				}
				if plain {
					if g.colourMemo == nil {
						g.colourMemo = map[colourKey][7]int{}
					}
					g.colourMemo[key] = per[ci]
				}
			}
			for k, v := range per[ci] {
				w[k] += v
			}
		}
	}
	n := 0
	for _, v := range w {
		if v > 0 {
			n++
		}
	}
	if n == 0 {
		return nil
	}
	out := make([]engine.Odd, 0, n) // one allocation, not grown (issue 16)
	for i, v := range w {
		if v > 0 {
			out = append(out, engine.Odd{Outcome: kindLabel(searchKinds[i]), P: float64(v) / 10000})
		}
	}
	return out
}

// contactModSum is the total of the Contact table DRMs without a sub (for
// the odds): the colour, and the aircraft already counted in the AAC mods.
func (g *Game) contactModSum(p contactPlan, level byte) int {
	sum := 0
	switch level {
	case data.Green:
		sum = -1
	case data.Blue:
		sum = 1
	case data.Red:
		sum = 3
	}
	for _, m := range p.AACMods {
		if m.Rule == "7.51" {
			sum += m.Value
		}
	}
	return sum
}

func hasColouredBox(row data.AACRow) bool {
	for i := 0; i < len(row.Boxes); i++ {
		if BoxColour(row, i) != data.White {
			return true
		}
	}
	return false
}

// kindLabel names a contact kind for odds and the log.
func kindLabel(k string) string {
	switch k {
	case "none":
		return "no contact"
	case "sub":
		return "enemy submarine"
	case "single":
		return "lone contacts"
	case "c1":
		return "small convoy"
	case "c2":
		return "large convoy"
	case "special":
		return "special convoy"
	case "tf":
		return "task force"
	}
	return k
}

// ---------------------------------------------------------------- sub.search

// stepSearch is the sub's choice before searching [13.1], [15.21], or the
// second-search question in home waters [30.11].
// lieLowWords is the lie-low option's detail (engine.Option.Text).
func (g *Game) lieLowWords(o *engine.Option) {
	o.Detail = fmt.Sprintf("skip search and contact: Spotted removed, endurance check at %d, no experience this patrol [13.1], [8.12]", g.T.Rules.SkipSearchEndurance)
	o.DetailMsg = msgM("atl.search.lie-low.d", aInt("n", g.T.Rules.SkipSearchEndurance))
}

func stepSearch(g *Game, f *Frame) {
	s := g.Sub(f.Sub)
	if s == nil || s.Status != StSea {
		return
	}
	if g.S.Combat != nil {
		g.noteM("13.0", s.ID, msgM("atl.search.busy", aUnit("boat", s.ID)), "%s cannot search while a combat is on the display", s.ID)
		return
	}
	enc := f.A&SearchEncounter != 0
	if enc {
		g.Push(Frame{Op: opSearchRoll, Sub: f.Sub, A: f.A, B: f.B, Area: f.Area})
		return
	}
	if s.Side != Patrol || s.RTB {
		return // only a patrol-side sub searches [13.0]
	}
	if f.Ans == nil {
		// The search's odds and words for the prompt only (issue 16: they
		// were worked out again for the answer, which reads neither).
		plan := g.planSearch(s, f)
		odds := g.searchOdds(plan)
		// The search's detail on demand (engine.Option.Text): a bot reads
		// the odds only (issue 16).
		gov, aac := g.searchGov(s, f), plan.AACMods
		detail := func(o *engine.Option) {
			o.Detail = fmt.Sprintf("AAC roll in %s %s; contact table by colour", g.areaName(gov), modText(aac))
			o.DetailMsg = msgM("atl.search.detail", aArea("area", gov), aNested("mods", modsMsg(aac)))
		}
		var opts []engine.Option
		if f.B&searchSecond != 0 {
			opts = []engine.Option{
				{Key: "search", Label: "Search again", Text: detail, Odds: odds, Rule: "30.11",
					LabelMsg: msgM("atl.search.again")},
				{Key: "stop", Label: "Stop hunting for this week", Detail: "go on to the endurance check [30.12]", Rule: "30.12",
					LabelMsg: msgM("atl.search.stop"), DetailMsg: msgM("atl.search.stop.d")},
			}
			g.Ask(f, engine.Prompt{Kind: "search-again", Sub: s.ID, Rule: "30.11",
				Text: fmt.Sprintf("%s met only lone contacts or none: search %s a second time?", s.ID, g.areaName(s.Area)), Options: opts,
				Msg: msgM("atl.search.again.q", aUnit("boat", s.ID), aArea("area", s.Area))})
			return
		}
		opts = []engine.Option{
			{Key: "search", Label: "Search and attack", Text: detail, Odds: odds, Rule: "13.2",
				LabelMsg: msgM("atl.search.attack")},
			{Key: "lie-low", Label: "Lie low", Text: g.lieLowWords, Rule: "13.1", LabelMsg: msgM("atl.search.lie-low")},
			{Key: "lie-low-rtb", Label: "Lie low and return to base", Detail: "skip search and contact, Spotted removed, RTB now (no endurance check) [15.21]", Rule: "15.21",
				LabelMsg: msgM("atl.search.lie-low-rtb"), DetailMsg: msgM("atl.search.lie-low-rtb.d")},
		}
		if g.quickOffered(s, f) {
			opts = append(opts, g.quickOption(s, f))
		}
		if g.tankerLimit(s) > 0 {
			// A U-tanker either searches or resupplies, and makes one
			// endurance check, when its weekly limit is reached or at the
			// end of the turn [21.33].
			opts = append(opts, engine.Option{Key: "stand-by", Label: "Stand by to resupply", Rule: "21.33",
				Detail:   fmt.Sprintf("no search (Spotted removed): RTB boats here may resupply from it in the transit phase (up to %d); its endurance check comes at the limit or at the end of the turn", g.tankerLimit(s)),
				LabelMsg: msgM("atl.search.stand-by"), DetailMsg: msgM("atl.search.stand-by.d", aInt("n", g.tankerLimit(s)))})
		}
		g.Ask(f, engine.Prompt{Kind: "search", Sub: s.ID, Rule: "13.1", Options: opts, Words: func(p *engine.Prompt) {
			p.Text = fmt.Sprintf("%s in %s: search for the enemy?", s.ID, g.areaName(s.Area))
			p.Msg = msgM("atl.search.q", aUnit("boat", s.ID), aArea("area", s.Area))
		}})
		return
	}
	switch g.Key(f) {
	case "quick":
		g.Push(Frame{Op: opQuickResolve, Sub: f.Sub, A: f.A, B: f.B, Area: f.Area}) // [SW 27.0]
	case "search":
		g.Push(Frame{Op: opSearchRoll, Sub: f.Sub, A: f.A, B: f.B, Area: f.Area})
	case "stop":
		g.Push(Frame{Op: opSubEndurance, Sub: f.Sub})
		if f.B&searchShips == 0 {
			s.NoShips = true
		}
	case "stand-by":
		s.Spotted, s.SkippedSrch, s.StandBy = false, true, true
		s.Patrol.Skipped = true
		s.Section = Done
		g.emitM("21.33", engine.Event{Type: "lie-low", Sub: s.ID, Area: s.Area}, msgM("atl.search.stands-by", aUnit("boat", s.ID)), "%s stands by to resupply: no search, Spotted removed", s.ID)
	case "lie-low", "lie-low-rtb":
		s.Spotted = false
		s.SkippedSrch = true
		s.Patrol.Skipped = true
		g.emitM("13.1", engine.Event{Type: "lie-low", Sub: s.ID, Area: s.Area}, msgM("atl.search.lies-low", aUnit("boat", s.ID)), "%s lies low: no search, Spotted removed", s.ID)
		if g.Key(f) == "lie-low" {
			g.Push(Frame{Op: opSubEndurance, Sub: f.Sub})
			return
		}
		if s.Damage == 0 {
			s.Patrol.VoluntaryRTB = true
		}
		g.ForceRTB(s, "15.21", "voluntary return to base")
		// A voluntary RTB moves home in this turn's transit phase [15.21]
		// (unlike a forced one, next turn [15.22]): it stays in Operating,
		// where the movement rules pick it up.
		s.Section = Operating
	}
}

// modText renders modifiers for a Detail line: "(+1 B-Dienst area, −1 spotted)".
func modText(mods []dice.Mod) string {
	var parts []string
	for _, m := range mods {
		if m.Value != 0 {
			parts = append(parts, fmt.Sprintf("%+d %s", m.Value, m.Reason))
		}
	}
	if len(parts) == 0 {
		return "(no modifiers)"
	}
	return "(" + strings.Join(parts, ", ") + ")"
}

// stepSearchRoll makes the search: AAC, enemy-sub test, Contact table and
// conversions, then schedules what follows.
func stepSearchRoll(g *Game, f *Frame) {
	s := g.Sub(f.Sub)
	if s == nil || s.Status != StSea {
		return
	}
	gov := g.searchGov(s, f)
	plan := g.planSearch(s, f)
	c := &Combat{Kind: "none", Area: s.Area, Gov: gov, Encounter: plan.Encounter,
		Second: f.B&searchSecond != 0, Stage: "contact"}
	c.Boats = []CombatBoat{{ID: s.ID, Role: "lone", Column: -1}}
	g.S.Combat = c
	if !plan.Encounter {
		if a := g.area(gov); a != nil && a.Kind == data.KindOpArea && !containsStr(g.S.Searched, gov) {
			g.S.Searched = append(g.S.Searched, gov)
		}
	}
	g.Push(Frame{Op: opSearchAfter, Sub: f.Sub, A: f.A, B: f.B, Area: f.Area})

	o := g.rollContact(s, plan, gov)
	c.Kind, c.Level, c.Code, c.Nation = o.Kind, string(o.Level), o.Code, o.Nation
	if o.Filtered && g.filteredCountsAsContact() {
		c.Kind = "declined" // ships met, not the mission's: no endurance −1 (spec §12.4)
	}
	if o.Kind == "none" {
		return
	}
	s.Patrol.Contacts++
	if m := s.Patrol.Met; m != nil {
		m.add(o.Kind)
	}
	if o.Kind == "sub" {
		if plan.Encounter && f.A&SearchRTB != 0 {
			g.torpedoesLeft(s, c) // whatever the contact [15.43]
		}
		g.Push(Frame{Op: opCombatSubsub, Sub: f.Sub})
		return
	}
	if f.A&SearchMines != 0 || s.Mines > 0 { // transit encounters too
		c.NoAttack = true
		g.noteM("26.0", s.ID, msgM("atl.search.mines", aUnit("boat", s.ID)), "%s carries mines: no attacks until they are laid", s.ID)
		return
	}
	if o.Kind == "tf" || o.Kind == "special" {
		if plan.West && g.S.Period < 4 {
			c.NoAttack = true
			g.noteM("30.23", s.ID, msgM("atl.search.west", aNested("kind", kindMsg(o.Kind))), "%s may not be attacked in Western Waters before war period 4", kindLabel(o.Kind))
			return
		}
		if plan.NavalBase {
			c.InPort, c.Reattack = true, true
		}
	}
	if plan.Encounter && f.A&SearchRTB != 0 {
		g.torpedoesLeft(s, c)
	}
	g.Push(Frame{Op: opSearchDecline, Sub: f.Sub},
		Frame{Op: opSearchEngage, Sub: f.Sub},
		Frame{Op: opSearchCoastal, Sub: f.Sub},
		Frame{Op: opPackForm, Sub: f.Sub},
		Frame{Op: opCombatStart, Sub: f.Sub})
}

// torpedoesLeft: an RTB sub in a transit encounter may be out of
// torpedoes, on d10 0–5: it may then not attack an enemy sub (which may
// still attack it) and may use only its gun on ships [15.43].
func (g *Game) torpedoesLeft(s *Sub, c *Combat) {
	r := g.Roll("torpedoes left", "15.43", s.ID)
	if !r.Skip() { // the words only for a log that keeps them
		purpose, target := msgM("atl.torps.roll"), msgM("atl.torps.target")
		if r.Total <= 5 {
			r.Say(rollMsg(purpose, target, msgM("atl.torps.out"))).Record("0–5 out of torpedoes", "out of torpedoes: guns only")
		} else {
			r.Say(rollMsg(purpose, target, msgM("atl.torps.left"))).Record("0–5 out of torpedoes", "torpedoes left")
		}
	}
	if r.Total <= 5 {
		c.Boats[0].NoTorpedoes = true
		s.NoTorpedoes = true
	}
}

func containsStr(xs []string, v string) bool {
	for _, x := range xs {
		if x == v {
			return true
		}
	}
	return false
}

// rollContact rolls the AAC, the enemy-sub test, the Contact table and
// the conversion dice, logging each [13.21], [13.22].
func (g *Game) rollContact(s *Sub, p contactPlan, gov string) contactOutcome {
	name := g.areaName(gov)
	if !hasColouredBox(p.Row) {
		g.noteM("13.21", s.ID, msgM("atl.search.no-box", aArea("area", gov)), "%s's row has no coloured box this period: no contact", name)
		return contactOutcome{Kind: "none"}
	}
	r := g.Roll("AAC search roll in "+name, "13.21", s.ID, p.AACMods...)
	nat := r.Raw
	if r.Total < 0 {
		if !r.Skip() { // the record's words only where the log keeps them
			r.Say(rollMsg(msgM("atl.search.aac", aArea("area", gov)), msgM("atl.search.aac.below"), kindMsg("none"))).Record("< 0 no contact", "no contact")
		}
	} else {
		r.Clamp(-99, 9)
		if !r.Skip() {
			aac := msgM("atl.search.aac", aArea("area", gov))
			lv := p.levelOf(r.Total)
			res := colourName(lv)
			resMsg := colourMsg(lv)
			if p.Shift && BoxColour(p.Row, r.Total) != lv {
				res += fmt.Sprintf(" (%s shifted up in the SMZ [20.4])", colourName(BoxColour(p.Row, r.Total)))
				resMsg = msgM("atl.search.smz-shift", aNested("to", resMsg), aNested("from", colourMsg(BoxColour(p.Row, r.Total))))
			}
			r.Say(rollMsg(aac, msgM("atl.search.box", aInt("n", r.Total)), resMsg)).Record(fmt.Sprintf("box %d", r.Total), res)
		}
	}
	if p.Encounter && nat == 0 && p.SubTest {
		g.noteM("15.45", s.ID, msgM("atl.search.sub-at-once"), "natural 0 with a sub icon: an enemy submarine at once")
		return contactOutcome{Kind: "sub"}
	}
	if r.Total < 0 {
		// Below the first box: no merchants; a natural 0 still tests for an
		// enemy sub, as on a white box.
		return g.subTest(s, p, g.subCheckRoll(nat, r.Total), contactOutcome{Kind: "none"}) // spec §12.3
	}
	lv := p.levelOf(r.Total)
	if lv == data.White {
		return g.subTest(s, p, g.subCheckRoll(nat, r.Total), contactOutcome{Kind: "none", Level: lv}) // spec §12.3
	}
	cr := g.Roll("contact table", "13.22", s.ID, g.rules.ContactMods(g, s, gov, lv)...).Clamp(0, 11)
	o := p.contactAt(lv, cr.Total)
	if !cr.Skip() {
		ct, ctT := msgM("atl.search.contact"), msgM("atl.search.entry", aInt("n", cr.Total))
		switch o.Kind {
		case "none":
			cr.Say(rollMsg(ct, ctT, kindMsg("none"))).Record(fmt.Sprintf("entry %d", cr.Total), "no contact")
		case "single":
			cr.Say(rollMsg(ct, ctT, msgM("atl.search.lone"))).Record(fmt.Sprintf("entry %d", cr.Total), "L: lone contacts")
		default:
			cr.Say(rollMsg(ct, ctT, msgM("atl.search.convoy", aText("code", o.Code), aNested("kind", kindMsg(o.Kind)), aNested("colour", colourMsg(lv))))).
				Record(fmt.Sprintf("entry %d", cr.Total), fmt.Sprintf("convoy %s, %s (%s box)", o.Code, kindLabel(o.Kind), colourName(lv)))
		}
	}
	o1 := p.convertB(o, -1)
	if p.needsB(o) {
		br := g.Roll("B-Dienst convoy identification", "7.12", s.ID)
		o1 = p.convertB(o, br.Total)
		br.Say(rollMsg(msgM("atl.search.bdienst"), msgM("atl.search.bdienst.t", aText("tf", fmt.Sprint(p.BDienstTF)), aText("spec", fmt.Sprint(p.BDienstSpec))), kindMsg(o1.Kind))).
			Record(fmt.Sprintf("TF on %v, special convoy on %v", p.BDienstTF, p.BDienstSpec), kindLabel(o1.Kind))
	}
	o2 := o1
	if p.needsE(o1) {
		er := g.Roll("war event convoy identification", "5.3", s.ID)
		o2 = p.convertE(o1, er.Total)
		er.Say(rollMsg(msgM("atl.search.event-id"), msgM("atl.search.event-id.t", aInt("tf", p.Override.Value), aInt("spec", p.Override.Count)), kindMsg(o2.Kind))).
			Record(fmt.Sprintf("TF on ≤ %d, special convoy on ≤ %d", p.Override.Value, p.Override.Count), kindLabel(o2.Kind))
	}
	out := p.finish(o2)
	if out.Kind != o.Kind && out.Why != "" {
		g.noteM("13.22", s.ID, msgM("atl.search.becomes", aNested("kind", kindMsg(out.Kind)), aNested("why", modMsg(out.Why))), "the contact becomes a %s (%s)", kindLabel(out.Kind), out.Why)
	}
	return out
}

// subTest is the enemy-sub test after a white box [13.21]: a natural 0 with
// a sub icon rolls again; a second 0 is a sub-vs-sub fight.
func (g *Game) subTest(s *Sub, p contactPlan, nat int, o contactOutcome) contactOutcome {
	if nat != 0 || !p.SubTest {
		return o
	}
	r := g.Roll("enemy submarine check", "13.21", s.ID)
	purpose, target := msgM("atl.search.subcheck"), msgM("atl.search.subcheck.t")
	if r.Total == 0 {
		r.Say(rollMsg(purpose, target, msgM("atl.search.subcheck.yes"))).Record("0 = enemy submarine", "an enemy submarine")
		o.Kind = "sub"
		return o
	}
	r.Say(rollMsg(purpose, target, msgM("atl.search.subcheck.no"))).Record("0 = enemy submarine", "nothing")
	return o
}

func colourName(c byte) string {
	switch c {
	case data.White:
		return "white: no contact"
	case data.Green:
		return "green"
	case data.Orange:
		return "orange"
	case data.Blue:
		return "blue"
	case data.Red:
		return "red"
	}
	return string(c)
}

// ---------------------------------------------------------------- questions before combat

// stepSearchDecline lets a damaged sub decline a convoy and stay hunting
// lone ships [13.22]; declining counts as no contact, without the
// endurance −1.
func stepSearchDecline(g *Game, f *Frame) {
	c, s := g.S.Combat, g.Sub(f.Sub)
	if c == nil || s == nil || s.Damage == 0 || c.Kind == "single" || c.Kind == "none" || c.Kind == "sub" {
		return
	}
	if f.Ans == nil {
		g.Ask(f, engine.Prompt{Kind: "decline-convoy", Sub: s.ID, Rule: "13.22",
			Text: fmt.Sprintf("%s is damaged and has found a %s: attack it?", s.ID, kindLabel(c.Kind)),
			Msg:  msgM("atl.decline.q", aUnit("boat", s.ID), aNested("kind", kindMsg(c.Kind))),
			Options: []engine.Option{
				{Key: "attack", Label: "Attack", Detail: "go on to the engagement and combat [13.24]", Rule: "13.24",
					LabelMsg: msgM("atl.decline.attack"), DetailMsg: msgM("atl.decline.attack.d")},
				{Key: "decline", Label: "Decline and stay hunting lone ships", Detail: "no combat this week; counts as no contact, without the endurance −1", Rule: "13.22",
					LabelMsg: msgM("atl.decline.decline"), DetailMsg: msgM("atl.decline.decline.d")},
			}})
		return
	}
	if g.Key(f) == "decline" {
		g.noteM("13.22", s.ID, msgM("atl.decline.done", aUnit("boat", s.ID), aNested("kind", kindMsg(c.Kind))), "%s, damaged, declines the %s", s.ID, kindLabel(c.Kind))
		c.Kind, c.Stage = "declined", "done"
	}
}

// stepSearchEngage: in a transit encounter the player engages or passes
// once the contact type is known [15.44].
func stepSearchEngage(g *Game, f *Frame) {
	c, s := g.S.Combat, g.Sub(f.Sub)
	if c == nil || s == nil || !c.Encounter || !shipContact(c.Kind) {
		return
	}
	if f.Ans == nil {
		d := "draw the engagement and fight"
		dm := msgM("atl.encounter.engage.d")
		if c.Boats[0].NoTorpedoes {
			d += " (out of torpedoes: guns only [15.43])"
			dm = msgM("atl.encounter.engage.d-guns")
		}
		g.Ask(f, engine.Prompt{Kind: "encounter", Sub: s.ID, Rule: "15.44",
			Text: fmt.Sprintf("%s meets a %s in transit: engage?", s.ID, kindLabel(c.Kind)),
			Msg:  msgM("atl.encounter.q", aUnit("boat", s.ID), aNested("kind", kindMsg(c.Kind))),
			Options: []engine.Option{
				{Key: "engage", Label: "Engage", Detail: d, Rule: "15.44", LabelMsg: msgM("atl.encounter.engage"), DetailMsg: dm},
				{Key: "pass", Label: "Pass and keep moving", Detail: "the transit goes on normally", Rule: "15.44",
					LabelMsg: msgM("atl.encounter.pass"), DetailMsg: msgM("atl.encounter.pass.d")},
			}})
		return
	}
	if g.Key(f) == "pass" {
		g.noteM("15.44", s.ID, msgM("atl.encounter.passed", aUnit("boat", s.ID), aNested("kind", kindMsg(c.Kind))), "%s lets the %s pass", s.ID, kindLabel(c.Kind))
		c.Kind, c.Stage = "passed", "done"
	}
}

// shipContact reports whether a contact kind puts ships on a display.
func shipContact(k string) bool {
	return k == "single" || k == "c1" || k == "c2" || k == "special" || k == "tf"
}

// stepSearchCoastal: with a lone contact in an area with a coast icon the
// player may hunt coastal traffic, decided before the draw [13.23].
// Not in transit encounters unless switched on [15.46].
func stepSearchCoastal(g *Game, f *Frame) {
	c, s := g.S.Combat, g.Sub(f.Sub)
	if c == nil || s == nil || c.Kind != "single" || !g.Row(c.Gov).Coast {
		return
	}
	if c.Encounter && !g.Opt("coastal-in-encounters") {
		return
	}
	if f.Ans == nil {
		g.Ask(f, engine.Prompt{Kind: "coastal", Sub: s.ID, Rule: "13.23",
			Text: fmt.Sprintf("%s has lone contacts off a coast: hunt coastal traffic?", s.ID),
			Msg:  msgM("atl.coastal.q", aUnit("boat", s.ID)),
			Options: []engine.Option{
				{Key: "coastal", Label: "Hunt coastal traffic", Detail: "unnamed merchants: Defense −2 (min 0) and 1t each (2t with Double tonnage); aircraft stay even under light air cover [13.23]", Rule: "13.23",
					LabelMsg: msgM("atl.coastal.coastal"), DetailMsg: msgM("atl.coastal.coastal.d")},
				{Key: "open", Label: "Hunt in open water", Detail: "normal lone contacts [28.2]", Rule: "28.2",
					LabelMsg: msgM("atl.coastal.open"), DetailMsg: msgM("atl.coastal.open.d")},
			}})
		return
	}
	if g.Key(f) == "coastal" {
		c.Coastal = true
		g.noteM("13.23", s.ID, msgM("atl.coastal.done", aUnit("boat", s.ID)), "%s hunts coastal traffic", s.ID)
	}
}

// ---------------------------------------------------------------- after the search

// stepSearchAfter ends a search: the home-waters second search [30.11] or
// the endurance check [14.7]; in an encounter [15.48].
func stepSearchAfter(g *Game, f *Frame) {
	c := g.S.Combat
	g.S.Combat = nil
	s := g.Sub(f.Sub)
	if s == nil || s.Status != StSea || c == nil {
		return
	}
	b0 := c.Boat(s.ID)
	fought := c.Fought
	ships := shipContact(c.Kind) || c.Kind == "declined"
	if c.Encounter {
		// [15.48] After an encounter combat.
		if !fought {
			return
		}
		if f.A&SearchRTB != 0 || s.RTB {
			g.PutAtSea(s, c.Area, Done, Transit)
			return
		}
		if b0 != nil && b0.Fixed {
			g.PutAtSea(s, c.Area, Done, s.Side)
			return
		}
		g.Push(Frame{Op: opSubEndurance, Sub: s.ID, A: EnduranceChooseSide})
		return
	}
	anyShips := f.B&searchShips != 0 || ships
	// [30.1] Home waters: a second search when the first met only lone
	// contacts or nothing, not after sortieing, not from the nearby hunting
	// grounds [15.12], not when RTB.
	if f.B&searchSecond == 0 && g.HomeWaters(g.govOf(s.Area)) && !s.Sortied && f.A&SearchNearby == 0 && !s.RTB &&
		(c.Kind == "none" || c.Kind == "single" || c.Kind == "sub" || c.Kind == "declined") && !(b0 != nil && b0.Fixed) {
		nb := searchSecond
		if anyShips {
			nb |= searchShips
		}
		g.Push(Frame{Op: opSubSearch, Sub: s.ID, A: f.A, B: nb, Area: f.Area})
		return
	}
	if !anyShips && c.Kind != "declined" && f.B&searchShips == 0 {
		s.NoShips = true
	}
	if s.RTB || b0 != nil && b0.Fixed || g.subFightEndsWeek(c) { // spec §12.16
		if !s.RTB {
			g.PutAtSea(s, s.Area, Done, s.Side)
		}
		return
	}
	g.Push(Frame{Op: opSubEndurance, Sub: s.ID})
}

// ---------------------------------------------------------------- endurance [14.7]

// enduranceMods are the DRMs of the endurance check [14.7]: the negative
// ones are not cumulative (only the worst applies) and never apply to
// U-tankers [21.33]; the positive ones add up.
func (g *Game) enduranceMods(s *Sub) []dice.Mod {
	var neg *dice.Mod
	consider := func(v int, why, rule string) {
		if v < 0 && (neg == nil || v < neg.Value) {
			m := Mod(v, why, rule)
			neg = &m
		}
	}
	if s.SkippedSrch {
		consider(g.T.Rules.SkipSearchEndurance, "lay low", "13.1")
	}
	if s.NoShips {
		consider(g.T.Rules.NoContactEndurance, "found no ships", "13.21")
	}
	if s.DoctrineLim {
		consider(-1, "Italian torpedo doctrine", "30.81")
	}
	if s.GunOnly {
		consider(-1, "fought only with guns", "27.1")
	}
	if s.MinesKept {
		consider(-1, "kept its mines to retry", "26.11")
	}
	var mods []dice.Mod
	if neg != nil && g.Class(s).Tanker == 0 {
		mods = append(mods, *neg)
	}
	if s.Damage > 0 {
		mods = append(mods, Mod(1, "damaged", "14.7"))
	}
	if s.LaidMines {
		mods = append(mods, Mod(1, "laid a minefield", "26.3"))
	}
	if l := inexpLevel(s); l > 0 {
		mods = append(mods, Mod(l, "inexperienced crew", "8.11"))
	}
	if g.italianWeather(s, s.Area) {
		mods = append(mods, Mod(1, "Italian boat in northern waters", "30.82"))
	}
	return mods
}

// enduranceNumber is the highest roll that passes, from the Endurance
// table (Endurance × torpedo value) [14.7].
func (g *Game) enduranceNumber(s *Sub) int {
	e := g.T.Tables.Endurance
	row := max(0, min(len(e.Rows)-1, g.Class(s).Endurance-e.EnduranceMin))
	col := max(0, min(len(e.Rows[row])-1, g.TorpedoValue(s)-e.G7Min))
	return e.Rows[row][col]
}

// stepEndurance is the endurance check [14.7].
func stepEndurance(g *Game, f *Frame) {
	s := g.Sub(f.Sub)
	if s == nil || s.Status != StSea {
		return
	}
	if f.B == 0 {
		// The storm-damage roll comes first [7.41] (strategic's sub.storm).
		g.Push(Frame{Op: opSubStorm, Sub: s.ID, S: "end"}, Frame{Op: opSubEndurance, Sub: s.ID, A: f.A, B: 1})
		return
	}
	if s.RTB {
		s.Section = Done
		return
	}
	if g.rules.SkipsEndurance(g, s) {
		s.Section = Done
		return
	}
	n := g.enduranceNumber(s)
	r := g.Roll("endurance", "14.7", s.ID, g.enduranceMods(s)...)
	words := !r.Skip() // the record's words only for a log that keeps them (issue 16)
	if r.Total > n {
		if words {
			pm, tm := msgM("atl.endurance.roll"), msgM("atl.endurance.target", aInt("n", n))
			r.Say(rollMsg(pm, tm, msgM("atl.endurance.rtb"))).Record(fmt.Sprintf("≤ %d stays", n), "must return to base")
		}
		g.ForceRTB(s, "14.7", "endurance")
		return
	}
	if words {
		pm, tm := msgM("atl.endurance.roll"), msgM("atl.endurance.target", aInt("n", n))
		r.Say(rollMsg(pm, tm, msgM("atl.endurance.stays"))).Record(fmt.Sprintf("≤ %d stays", n), "stays on patrol")
	}
	switch {
	case f.A&EnduranceChooseSide != 0:
		g.Push(Frame{Op: opEnduranceSide, Sub: s.ID})
		s.Section = Done
	case f.A&EndurancePatrolSide != 0:
		g.PutAtSea(s, s.Area, Done, Patrol)
	default:
		s.Section = Done
	}
}

// stepEnduranceSide: after a lone encounter combat and a passed endurance
// check the player picks the side [15.48].
func stepEnduranceSide(g *Game, f *Frame) {
	s := g.Sub(f.Sub)
	if s == nil || s.Status != StSea {
		return
	}
	if f.Ans == nil {
		g.Ask(f, engine.Prompt{Kind: "encounter-side", Sub: s.ID, Rule: "15.48",
			Text: fmt.Sprintf("%s passed its endurance check after the encounter: which side up?", s.ID),
			Msg:  msgM("atl.encside.q", aUnit("boat", s.ID)),
			Options: []engine.Option{
				{Key: "transit", Label: "Transit side: keep moving next turn", Rule: "15.48", LabelMsg: msgM("atl.arrive.transit")},
				{Key: "patrol", Label: "Patrol side: patrol here next turn", Rule: "15.48", LabelMsg: msgM("atl.encside.patrol")},
			}})
		return
	}
	side := Transit
	if g.Key(f) == "patrol" {
		side = Patrol
	}
	g.PutAtSea(s, s.Area, Done, side)
}
