package campaign

import (
	"fmt"
	"slices"
	"sort"
	"strings"
	"unicode"

	"periscope/game/data"
	"periscope/game/engine"
)

// Torpedo improvement [6] and intelligence [7]: the B-Dienst area and the
// B-Dienst and Enigma levels, weather and storm damage, German and Vichy
// air reconnaissance.

func init() {
	register(opPhaseTorpedo, stepTorpedo)
	register(opPhaseIntel, stepIntel)
	register(opIntelAir, stepAirRecon)
	register(opIntelWeather, stepWeather)
	register(opSubStorm, stepStorm)
}

// ---------------------------------------------------------------- [6] torpedoes

// torpedoCount is the cumulative count the torpedo table measures: ships
// sunk (Steel Wolves) or tonnage (Silent War) [6.0].
func (g *Game) torpedoCount() int {
	if g.T.Rules.TorpedoMeasure == "tons" {
		if g.torpedoYearly() {
			return g.tonsThisYear() // spec §12.1
		}
		return g.S.Tracks.Tons
	}
	return g.S.Tracks.Ships
}

func (g *Game) torpedoTried(i int) bool {
	for _, j := range g.S.TorpedoTried {
		if j == i {
			return true
		}
	}
	return false
}

// torpedoDue lists the untried thresholds for the current G7 value that the
// cumulative count has reached, lowest count first.
func (g *Game) torpedoDue() []int {
	var due []int
	n := g.torpedoCount()
	for i, st := range g.T.Tables.Torpedo {
		if st.At != g.S.G7 || st.Count > n || g.torpedoTried(i) {
			continue
		}
		if st.From != "" {
			if m, err := data.MonthIndex(st.From); err == nil && g.S.Month < m {
				continue
			}
		}
		due = append(due, i)
	}
	sort.SliceStable(due, func(a, b int) bool {
		return g.T.Tables.Torpedo[due[a]].Count < g.T.Tables.Torpedo[due[b]].Count
	})
	return due
}

// stepTorpedo is the Torpedo Improvement phase [6.0]: for each threshold of
// the table reached by the cumulative count (ships sunk by the end of the
// previous turn) and not yet tried, roll d10; at or above its number the G7
// marker moves one step right. A failed threshold is not tried again. By
// default each threshold gets its own roll, lowest first; with the switch
// "torpedo-one-roll" a turn gets one roll, at the most favourable number
// among the thresholds reached, and they all count as tried.
func stepTorpedo(g *Game, f *Frame) {
	g.PhaseMark("6.0", "Torpedo Improvement")
	if g.S.Political != nil {
		// [36.14]: the table only sets when request G may be made.
		g.noteM("36.14", "", msgM("atl.pol.no-torpedo"), "Under the political rules the Torpedo Improvement phase is skipped [36.14].")
		return
	}
	unit := "ships"
	if g.T.Rules.TorpedoMeasure == "tons" {
		unit = "kt"
	}
	for g.S.G7 < g.T.Rules.G7Max {
		due := g.torpedoDue()
		if len(due) == 0 {
			return
		}
		pick := due[0]
		if g.Opt("torpedo-one-roll") {
			for _, i := range due {
				if g.T.Tables.Torpedo[i].Need < g.T.Tables.Torpedo[pick].Need {
					pick = i
				}
			}
			g.S.TorpedoTried = append(g.S.TorpedoTried, due...)
		} else {
			g.S.TorpedoTried = append(g.S.TorpedoTried, pick)
		}
		st := g.T.Tables.Torpedo[pick]
		r := g.Roll(fmt.Sprintf("torpedo improvement at %d %s", st.Count, unit), "6.0", "")
		tp, tt := msgM("atl.torpedo.roll."+unit, aInt("n", st.Count)), msgM("atl.ge", aInt("n", st.Need))
		if r.Total >= st.Need {
			g.S.G7++
			r.Say(rollMsg(tp, tt, msgM("atl.torpedo.improves", aSigned("a", g.S.G7-1), aSigned("b", g.S.G7)))).Record(fmt.Sprintf("≥ %d", st.Need), fmt.Sprintf("G7 improves from %+d to %+d", g.S.G7-1, g.S.G7))
			g.emitM("6.0", engine.Event{Type: "torpedo", Unit: fmt.Sprintf("%+d", g.S.G7)}, msgM("atl.torpedo.now", aSigned("v", g.S.G7)), "The G7 torpedo value is now %+d.", g.S.G7)
		} else {
			r.Say(rollMsg(tp, tt, msgM("atl.torpedo.stays", aSigned("v", g.S.G7)))).Record(fmt.Sprintf("≥ %d", st.Need), fmt.Sprintf("no improvement; G7 stays %+d", g.S.G7))
		}
		if g.Opt("torpedo-one-roll") {
			return
		}
	}
}

// TorpedoValue is the torpedo value a sub fires with [6.0]: the G7 value for
// German boats; other Axis nations use it clamped to −1…+1 [6.1].
func (g *Game) TorpedoValue(s *Sub) int {
	tr := g.traits(s)
	if tr.TorpedoTrack {
		return g.S.G7
	}
	if len(tr.Torpedo) > 0 { // a nation's own values [36.63H]
		if f := tr.TorpedoFrom; f != nil && g.availableFrom(f.From, "") {
			return f.Value
		}
		return tr.Torpedo[min(g.S.Period, len(tr.Torpedo))-1]
	}
	return max(-1, min(1, g.S.G7))
}

// firingTorpedoValue is the torpedo value a sub's torpedo attacks use
// [14.16C], [14.16D]: TorpedoValue with a war event's failures in the
// sub's area for German boats (effTorpedo). The endurance tables [14.7]
// keep the track's value.
func (g *Game) firingTorpedoValue(s *Sub) int {
	v := g.TorpedoValue(s)
	if g.traits(s).TorpedoTrack {
		v += g.torpedoOverride(s.Area)
	}
	return v
}

// ---------------------------------------------------------------- [7] intelligence

// stepIntel is the Intelligence phase [7.0], in its order: the B-Dienst
// area [7.1], the levels [7.2]/[7.3] (the list's "{ }" items), the weather
// [7.4], the recon aircraft [7.5]. Patrol scenarios fix the levels and play
// the weather only.
func (steelWolves) Intelligence(g *Game, f *Frame) {
	g.PhaseMark("7.0", "Intelligence")
	if g.Scenario().Kind == data.ScenarioPatrol {
		g.weather()
		return
	}
	g.bdienstArea()
	fs := g.listLevels()
	fs = append(fs, Frame{Op: opIntelWeather}, Frame{Op: opIntelAir, A: 0})
	g.Push(fs...)
}

func stepWeather(g *Game, f *Frame) { g.weather() }

// bdienstArea rolls on the B-Dienst table [7.11]–[7.14]: the area gets +1 on
// AAC rolls this turn, and its TF / special-convoy lines are kept for the
// search rules [7.12]. One area at a time; it is removed at [16.5].
func (g *Game) bdienstArea() {
	tb := g.T.Tables.BDienst
	g.S.Intel.BDienstArea, g.S.Intel.BDienstTF, g.S.Intel.BDienstNat, g.S.Intel.BDienstSpec = "", nil, "", nil
	if len(tb) < g.S.Period {
		return
	}
	r := g.Roll("B-Dienst area", "7.11", "")
	res := tb[g.S.Period-1][r.Total]
	if res.Area == "" {
		r.Say(rollMsg(msgM("atl.bdienst.roll"), nil, msgM("atl.bdienst.none"))).Record("", "no B-Dienst area this week")
		return
	}
	g.S.Intel.BDienstArea = res.Area
	g.S.Intel.BDienstTF = append([]int(nil), res.TF...)
	g.S.Intel.BDienstNat = res.TFNat
	g.S.Intel.BDienstSpec = append([]int(nil), res.Special...)
	extra, xm := "", msgM("atl.bdienst.res", aArea("area", res.Area))
	if len(res.TF) > 0 {
		xm = msgM("atl.cat", aNested("a", xm), aNested("b", msgM("atl.bdienst.tf", aNested("nat", natMsg(res.TFNat)), aText("on", fmt.Sprint(res.TF)))))
		extra += fmt.Sprintf("; a convoy there is a %s task force on %v", natOr(res.TFNat), res.TF)
	}
	if len(res.Special) > 0 {
		extra += fmt.Sprintf("; a special convoy on %v", res.Special)
		xm = msgM("atl.cat", aNested("a", xm), aNested("b", msgM("atl.bdienst.special", aText("on", fmt.Sprint(res.Special)))))
	}
	r.Say(rollMsg(msgM("atl.bdienst.roll"), nil, xm)).Record("", g.areaName(res.Area)+": +1 on AAC rolls there this turn"+extra)
	g.emitM("7.11", engine.Event{Type: "bdienst", Area: res.Area}, msgM("atl.bdienst.area", aArea("area", res.Area)), "B-Dienst area: %s.", g.areaName(res.Area))
}

func natOr(n string) string {
	if n == "" {
		return "British"
	}
	return n
}

// intelLevelOps are the "{ }" items of the reinforcement list: the B-Dienst
// and Enigma levels and the player's aircraft, applied in the Intelligence
// phase [7.2], [7.3], [7.5], [8.0A].
var intelLevelOps = map[string]bool{"bdienst": true, "enigma": true, "enigma4": true, "aircraft-add": true, "aircraft-remove": true}

// listLevels returns the frames of this month's "{ }" list items, in week 1
// of each month after the first [7.2], [7.3].
func (g *Game) listLevels() []Frame {
	if !g.monthStart() {
		return nil
	}
	ml := g.monthList(g.S.Month)
	if ml == nil {
		return nil
	}
	var fs []Frame
	for i, e := range ml.Entries {
		if intelLevelOps[e.Op] {
			fs = append(fs, Frame{Op: opEffect, S: listSource(g.S.Month), A: i})
		}
	}
	return fs
}

// IntelDRM is the B-Dienst + Enigma level DRM for a sub's AAC search roll in
// an area [7.2], [7.3], [7.34]: the two levels summed and clamped to −3…+3.
// Italian boats ignore the Enigma level, even when it is negative [7.32].
// After 4-rotor Enigma, a German boat of the Arctic or Mediterranean command
// (assigned there by a war event) counts the Enigma level one lower in that
// command's waters, before the clamp [7.31]. The +1 for the B-Dienst area is
// separate.
func (g *Game) IntelDRM(s *Sub, area string) int {
	en := g.S.Enigma
	if g.traits(s).NoEnigma {
		en = 0
	} else {
		en = g.enigmaFor(s, area)
	}
	return max(-3, min(3, g.S.BDienst+en))
}

// threeRotors reports whether a boat uses 3-rotor Enigma in an area after
// 4-rotor Enigma came in [7.31]: a German boat assigned by a war event to
// the Arctic or Mediterranean command (Sub.Command), in that command's
// waters.
func (g *Game) threeRotors(s *Sub, area string) bool {
	return g.S.Enigma4 && !g.S.Flags[flagEnigma4All] && s.Command != "" && g.traits(s).Commands && g.commandRegion(area) == s.Command
}

// commandRegion is "arctic" or "med" for an area (or the OpArea an SMZ is
// linked to) in the Arctic or the Mediterranean, the waters of the commands
// that kept 3 rotors [7.31]; "" elsewhere.
func (g *Game) commandRegion(area string) string {
	a := g.area(area)
	if a == nil {
		return ""
	}
	of := func(a *data.Area) string {
		switch {
		case a.InRegion("arctic"):
			return "arctic"
		case a.InRegion("med"):
			return "med"
		}
		return ""
	}
	if r := of(a); r != "" {
		return r
	}
	if a.Kind == data.KindSMZ {
		for _, l := range a.Links {
			if la := g.area(l); la != nil {
				if r := of(la); r != "" {
					return r
				}
			}
		}
	}
	return ""
}

// BDienstDRM is the +1 on AAC rolls in this turn's B-Dienst area [7.11]
// (or, in Silent War, an Ultra area [SW 7.0]).
func (g *Game) BDienstDRM(area string) int {
	if area != "" && (g.S.Intel.BDienstArea == area || slices.Contains(g.S.Intel.Ultra, area)) {
		return 1
	}
	return 0
}

// ---------------------------------------------------------------- [7.4] weather

// weather forms, places and sizes the low-pressure systems [7.4]: roll 3 d10,
// each 0 makes a system; each is placed by a d10 on the season's column; two
// or three in one OpArea make one 965 mb marker there; each 990 marker then
// becomes 965 on d10 0–1. At most 3 systems are ever on the map.
func (g *Game) weather() {
	g.S.Intel.Weather = nil
	n := 0
	for i := 1; i <= 3; i++ {
		r := g.Roll(fmt.Sprintf("weather formation, die %d of 3", i), "7.4", "")
		if r.Total == 0 {
			n++
		}
		if r.Skip() { // the words only for a log that keeps them
			continue
		}
		wp, wt := msgM("atl.weather.formation", aInt("i", i)), msgM("atl.weather.forms-on")
		if r.Total == 0 {
			r.Say(rollMsg(wp, wt, msgM("atl.weather.forms"))).Record("0 forms a system", "a low-pressure system forms")
		} else {
			r.Say(rollMsg(wp, wt, msgM("atl.nothing"))).Record("0 forms a system", "nothing")
		}
	}
	if n == 0 {
		return
	}
	wt := g.T.Tables.Weather
	col, season, sm := wt.Winter, "December–May", msgM("atl.weather.winter")
	if containsInt(wt.SummerMonths, g.S.Month%12+1) {
		col, season, sm = wt.Summer, "June–November", msgM("atl.weather.summer")
	}
	count := map[string]int{}
	var order []string
	for i := 0; i < n; i++ {
		r := g.Roll(fmt.Sprintf("weather location, system %d", i+1), "7.4", "")
		area := col[r.Total]
		if !r.Skip() {
			r.Say(rollMsg(msgM("atl.weather.location", aInt("i", i+1)), sm, areaMsg(area))).Record(season, g.areaName(area))
		}
		if count[area] == 0 {
			order = append(order, area)
		}
		count[area]++
	}
	for _, area := range order {
		if count[area] >= 2 {
			g.S.Intel.Weather = append(g.S.Intel.Weather, Weather{Area: area, Pressure: 965})
			if !g.Skipped() {
				g.emitM("7.4", engine.Event{Type: "weather", Area: area}, msgM("atl.weather.meet", aInt("n", count[area]), aArea("area", area)), "%d systems meet over %s: one 965 mb marker.", count[area], g.areaName(area))
			}
			continue
		}
		r := g.Roll("weather strength, "+g.areaName(area), "7.4", "")
		p := 990
		if r.Total <= 1 {
			p = 965
		}
		if !r.Skip() {
			r.Say(rollMsg(msgM("atl.weather.strength", aArea("area", area)), msgM("atl.weather.deepens"), msgM("atl.weather.mb", aInt("mb", p)))).Record("0–1 deepens to 965", fmt.Sprintf("%d mb", p))
		}
		g.S.Intel.Weather = append(g.S.Intel.Weather, Weather{Area: area, Pressure: p})
		if !g.Skipped() {
			g.emitM("7.4", engine.Event{Type: "weather", Area: area}, msgM("atl.weather.low", aInt("mb", p), aArea("area", area)), "A %d mb low over %s.", p, g.areaName(area))
		}
	}
}

func containsInt(xs []int, x int) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// WeatherAt is the weather marker on an area or on the OpArea an SMZ is
// linked to: 990, 965 or 0 [7.41].
func (g *Game) WeatherAt(area string) int { return g.weatherAt(area) }

// stepStorm is the storm-damage roll of [7.41], pushed by the movement and
// search rules. Frame{Sub, Area (default: the sub's area), S}:
//   - S "end": the sub is in the area at the end of its turn (rolled at the
//     start of its endurance check, or at the end of its move if it has
//     none): under 965 mb every sub is damaged on d10 0–1, Italian subs on
//     0–3; under 990 mb Italian subs on 0–1.
//   - S "transit": an Italian sub passes through the area in transit or on
//     patrol: damaged on 0–1 under either marker.
//
// A storm-damage result under 965 mb brings the loss roll of [7.41] (Damage
// does it).
func stepStorm(g *Game, f *Frame) {
	s := g.Sub(f.Sub)
	if s == nil || s.Status != StSea {
		return
	}
	area := f.Area
	if area == "" {
		area = s.Area
	}
	mb := g.weatherAt(area)
	if mb == 0 {
		return
	}
	if f.S != "transit" {
		// One end-of-turn storm roll per sub and turn [7.41].
		if s.StormChecked {
			return
		}
		s.StormChecked = true
	}
	italian := g.traits(s).Storms
	need := -1
	switch {
	case f.S == "transit":
		if italian {
			need = 1
		}
	case mb == 965 && italian:
		need = 3
	case mb == 965:
		need = 1
	case italian:
		need = 1
	}
	if need < 0 {
		return
	}
	r := g.Roll(fmt.Sprintf("storm damage (%d mb, %s)", mb, g.areaName(area)), "7.41", s.ID)
	sp, st := msgM("atl.storm.roll", aInt("mb", mb), aArea("area", area)), msgM("atl.le", aInt("n", need))
	if r.Total <= need {
		r.Say(rollMsg(sp, st, msgM("atl.storm.damaged"))).Record(fmt.Sprintf("≤ %d", need), "damaged by the storm")
		g.Damage(s, "7.41", fmt.Sprintf("storm in %s", g.areaName(area)))
		return
	}
	r.Say(rollMsg(sp, st, msgM("atl.storm.rides-out"))).Record(fmt.Sprintf("≤ %d", need), "rides out the storm")
}

// ---------------------------------------------------------------- [7.5] air reconnaissance

// inService reports whether an aircraft's dates allow it to fly now.
func (g *Game) inService(id string) bool {
	a := g.T.AircraftByID(id)
	return a != nil && g.availableFrom(a.From, a.Until)
}

// airNation is an aircraft's nation ("" when unknown).
func (g *Game) airNation(id string) string {
	if a := g.T.AircraftByID(id); a != nil {
		return a.Nation
	}
	return ""
}

// airBases lists the bases an aircraft may be based at [7.54]: every sub
// base in play (main or advanced); an aircraft whose nation names base
// nations only those (Vichy aircraft only French ones [7.56]).
func (g *Game) airBases(id string) []string {
	var out []string
	only := g.nationTraits(g.airNation(id)).AirBases
	for _, b := range g.T.Map.Bases {
		if (b.Kind != data.BaseMain && b.Kind != data.BaseAdvanced) || !g.BaseActive(b.ID) {
			continue
		}
		if len(only) > 0 && !slices.Contains(only, b.Nation) || frenchBase(&b) && !g.politicalAirBase(id, &b) { // [36.63G], [36.63H]
			continue
		}
		out = append(out, b.ID)
	}
	return out
}

// airAreas lists the OpAreas an aircraft may search this turn: within its
// range of its base, counted in OpAreas (the Channel and Gibraltar not
// counted) [7.51], [7.53], and free of low-pressure markers [7.41].
func (g *Game) airAreas(a AirState) []string {
	rng := g.T.AircraftByID(a.ID).Range
	dist := g.opAreaHops(a.Base)
	var out []string
	for _, ar := range g.T.Map.Areas {
		if ar.Kind != data.KindOpArea {
			continue
		}
		if d, ok := dist[ar.ID]; ok && d >= 1 && d <= rng && g.weatherAt(ar.ID) == 0 {
			out = append(out, ar.ID)
		}
	}
	return out
}

// stepAirRecon places the aircraft one by one [7.5]: Frame.A is the index in
// State.Aircraft. The player puts each in an OpArea within range, keeps it
// at its base, or rebases it (it cannot search until next turn [7.54]).
func stepAirRecon(g *Game, f *Frame) {
	i := f.A
	for i < len(g.S.Aircraft) {
		a := g.S.Aircraft[i]
		if !a.Gone && g.inService(a.ID) {
			break
		}
		if !a.Gone && !g.inService(a.ID) && g.T.AircraftByID(a.ID).Until != "" && !g.availableFrom("", g.T.AircraftByID(a.ID).Until) {
			g.S.Aircraft[i].Gone = true
			g.noteM("7.5", "", msgM("atl.air.withdrawn", aAir("ac", a.ID)), "%s is withdrawn from service.", g.aircraftName(a.ID))
		}
		i++
	}
	if i >= len(g.S.Aircraft) {
		return
	}
	if i != f.A {
		g.Push(Frame{Op: opIntelAir, A: i})
		return
	}
	a := &g.S.Aircraft[i]
	name := g.aircraftName(a.ID)
	rule := "7.51"
	if len(g.nationTraits(g.airNation(a.ID)).AirBases) > 0 {
		rule = "7.56" // an aircraft held to its own nation's bases: Vichy's
	}
	if f.Ans == nil {
		// The words on demand (Prompt.Words, Option.Text): a bot reads
		// none of them (issue 16).
		p := engine.Prompt{Kind: "air-recon", Rule: rule, Words: func(p *engine.Prompt) {
			p.Text = fmt.Sprintf("Where does %s (range %d, based at %s) fly this week?", name, g.T.AircraftByID(a.ID).Range, g.baseName(a.Base))
			p.Msg = msgM("atl.air.q", aAir("ac", a.ID), aInt("range", g.T.AircraftByID(a.ID).Range), aBase("base", a.Base))
		}}
		base := a.Base
		if a.Rebase == g.S.Turn {
			p.Options = append(p.Options, engine.Option{Key: "base", Text: func(o *engine.Option) {
				o.Label, o.Detail = "Stay at "+g.baseName(base), "rebased this turn: it cannot search until next turn [7.54]"
				o.LabelMsg, o.DetailMsg = msgM("atl.air.stay", aBase("base", base)), msgM("atl.air.rebased")
			}})
		} else {
			for _, ar := range g.airAreas(*a) {
				p.Options = append(p.Options, g.airAreaOption(a, ar))
			}
			p.Options = append(p.Options, engine.Option{Key: "base", Text: func(o *engine.Option) {
				o.Label, o.Detail = "Stay at "+g.baseName(base), "no search this week"
				o.LabelMsg, o.DetailMsg = msgM("atl.air.stay", aBase("base", base)), msgM("atl.air.no-search")
			}})
			for _, b := range g.airBases(a.ID) {
				if b == a.Base {
					continue
				}
				p.Options = append(p.Options, engine.Option{Key: "rebase:" + b, Rule: "7.54", Ref: b, Text: func(o *engine.Option) {
					o.Label, o.Detail = "Rebase to "+g.baseName(b), "moves now; cannot search until next turn"
					o.LabelMsg, o.DetailMsg = msgM("atl.air.rebase", aBase("base", b)), msgM("atl.air.rebase.d")
				}})
			}
		}
		g.Ask(f, p)
		return
	}
	key := g.Key(f)
	switch {
	case strings.HasPrefix(key, "area:"):
		a.Area = key[5:]
		g.emitM(rule, engine.Event{Type: "aircraft", Unit: a.ID, Area: a.Area}, msgM("atl.air.searches", aAir("ac", a.ID), aArea("area", a.Area)), "%s searches %s this week.", name, g.areaName(a.Area))
	case strings.HasPrefix(key, "rebase:"):
		a.Base, a.Rebase, a.Area = key[7:], g.S.Turn, ""
		g.noteM("7.54", "", msgM("atl.air.rebases", aAir("ac", a.ID), aBase("base", a.Base)), "%s rebases to %s; it searches again next turn.", name, g.baseName(a.Base))
	default:
		g.noteM(rule, "", msgM("atl.air.stays", aAir("ac", a.ID), aBase("base", a.Base)), "%s stays at %s.", name, g.baseName(a.Base))
	}
	g.Push(Frame{Op: opIntelAir, A: i + 1})
}

// airAreaBoats counts the boats of nat on patrol in area, not returning,
// and names the first of them (nil when none).
//
// It reads the list of the subs at sea the concentration count keeps
// (seaListNow: every sub at sea, in no order) instead of every boat of the
// war; the first is the one earliest in State.Subs (issue 16, session 40).
func (g *Game) airAreaBoats(nat, area string) (int, *Sub) {
	boats, first := 0, -1
	subs := g.S.Subs
	for _, i := range g.seaListNow() {
		s := &subs[i]
		if s.Status == StSea && s.Area == area && !s.RTB && g.Nation(s) == nat {
			boats++
			if first < 0 || i < first {
				first = i
			}
		}
	}
	if first < 0 {
		return 0, nil
	}
	return boats, &subs[first]
}

// AirReconEstimate is the doctrine bot's reading of an area for the
// aircraft the pending air-recon prompt places [7.51]: the chance with it
// from the area's B-Dienst, aircraft and intelligence levels, leaving out
// the boats' own AAC modifiers and the [22.1] concentration (the odds
// shown include them). The calibrated war was played with it; reading the
// boat-level odds instead moved the 1940 losses median of 18 doctrine
// campaigns from 18 boats to 17, out of the yearly bar (issue 13).
func (g *Game) AirReconEstimate(area string) float64 {
	pe := g.S.Pending
	if pe == nil || pe.Frame.Op != opIntelAir || pe.Frame.A >= len(g.S.Aircraft) {
		return 0
	}
	nat := g.airNation(g.S.Aircraft[pe.Frame.A].ID)
	_, sample := g.airAreaBoats(nat, area)
	base := g.BDienstDRM(area) + g.AircraftIn(area, nat)
	if sample != nil {
		base += g.IntelDRM(sample, area)
	} else {
		base += max(-3, min(3, g.S.BDienst+g.S.Enigma))
	}
	return searchChance(g.Row(area), base+1)
}

// airAreaOption describes an area an aircraft can search: the boats there
// and the chance that a boat's search finds traffic with and without it.
func (g *Game) airAreaOption(a *AirState, area string) engine.Option {
	// The chances and the words on demand (engine.Option.OddsFn, Text):
	// the doctrine bot reads neither (issue 16); worked out once for both,
	// in one object (each variable the closures shared was an allocation).
	l := &airArea{g: g, a: a, area: area, bd: g.S.Intel.BDienstArea == area}
	return engine.Option{Key: g.areaRef(area), Ref: area, Text: l.text, OddsFn: l.oddsOf}
}

// airArea is what an aircraft's search of an area would find, worked out
// when first asked (airAreaOption).
type airArea struct {
	g               *Game
	a               *AirState
	area            string
	bd              bool
	done            bool
	boats           int
	row             data.AACRow
	pWithout, pWith float64
	odds            []engine.Odd
}

func (l *airArea) work() {
	if l.done {
		return
	}
	l.done = true
	g, area := l.g, l.area
	nat := g.airNation(l.a.ID)
	var sample *Sub
	l.boats, sample = g.airAreaBoats(nat, area)
	// The chance is that of a search there by the first of the boats,
	// with every AAC modifier it would roll with as things stand [13.21]
	// (the concentration of [22.1] above all: 16 boats in the North Sea
	// showed 100 % where the dice gave 80 %); with no boat there, the
	// area's own and the intelligence levels.
	base := g.BDienstDRM(area) + g.AircraftIn(area, nat) + max(-3, min(3, g.S.BDienst+g.S.Enigma))
	if sample != nil {
		base = modTotal(g.aacMods(sample, area))
	}
	l.row = g.Row(area)
	l.pWithout, l.pWith = searchChance(l.row, base), searchChance(l.row, base+1)
	l.odds = []engine.Odd{{Outcome: "a boat's search finds traffic", P: l.pWith}}
}

func (l *airArea) oddsOf() []engine.Odd {
	l.work()
	return l.odds
}

func (l *airArea) text(o *engine.Option) {
	l.work()
	g, area := l.g, l.area
	rowMsg, rowWords := aacRow(l.row.Boxes)
	detail := fmt.Sprintf("%s of yours there; AAC row %s; a search finds traffic %.0f%% → %.0f%% with this aircraft (+1 AAC, +1 contact table, +1 wolfpack joins)",
		plural(l.boats, "boat", "boats"), rowWords, l.pWithout*100, l.pWith*100)
	dm := msgM("atl.air.area.d2", aInt("n", l.boats), aNested("row", rowMsg), aPct("p0", l.pWithout), aPct("p1", l.pWith))
	if l.bd {
		detail += "; B-Dienst area"
		dm = msgM("atl.cat", aNested("a", dm), aNested("b", msgM("atl.air.area.bd")))
	}
	o.Label, o.Detail, o.LabelMsg, o.DetailMsg = g.areaName(area), detail, areaMsg(area), dm
}

// aacRow names an AAC row [2.13] by its boxes' colours, counted ("3
// white, 2 green, …"), and its red dots, not by the data's letter code:
// the message and its English (issue 12).
func aacRow(boxes string) (*engine.Msg, string) {
	var n [5]int
	dots := 0
	for _, c := range boxes {
		if unicode.IsUpper(c) {
			dots++
		}
		if i := strings.IndexRune("wgobr", unicode.ToLower(c)); i >= 0 {
			n[i]++
		}
	}
	m := msgM("atl.aac.row", aInt("w", n[0]), aInt("g", n[1]), aInt("o", n[2]), aInt("b", n[3]), aInt("r", n[4]))
	en := fmt.Sprintf("%d white, %d green, %d orange, %d blue, %d red", n[0], n[1], n[2], n[3], n[4])
	if dots > 0 {
		m = msgM("atl.aac.row-dots", aNested("row", m), aInt("n", dots))
		en += fmt.Sprintf(" (%d with a red dot)", dots)
	}
	return m, en
}

// searchChance is the chance that an AAC roll with a total modifier lands on
// a coloured box (a modified roll below 0 is no contact; above 9 reads box 9)
// [13.21]; it leaves out each boat's own modifiers.
func searchChance(row data.AACRow, mod int) float64 {
	hit := 0
	for d := 0; d < 10; d++ {
		v := d + mod
		if v < 0 {
			continue
		}
		if v > 9 {
			v = 9
		}
		if BoxColour(row, v) != data.White {
			hit++
		}
	}
	return float64(hit) / 10
}

// AircraftIn is the number of recon aircraft searching an area that help a
// sub of a nation: its own nation's aircraft (German aircraft for German
// boats [7.51], Vichy aircraft for Vichy boats [7.56]). A rebased aircraft
// does not search this turn [7.54].
func (g *Game) AircraftIn(area, nation string) int {
	want := nation
	if want == "" {
		return 0
	}
	n := 0
	for _, a := range g.S.Aircraft {
		if a.Gone || a.Area != area || a.Rebase != 0 && a.Rebase == g.S.Turn {
			continue
		}
		if ac := g.T.AircraftByID(a.ID); ac != nil && ac.Nation == want {
			n++
		}
	}
	return n
}

// ShootDownTypes are the revealed ship types that can shoot down an Axis
// recon aircraft [7.55] (CM read as an aircraft-capable armed merchant).
var ShootDownTypes = map[string]bool{"CV": true, "CVE": true, "ACV": true, "AVG": true, "CM": true}

// AircraftShotDown is called by the combat rules when a CV, CVE, ACV, AVG or
// CM is revealed in an OpArea [7.55]: from war period 3 each Axis aircraft
// operating there rolls d10 and is removed for good on 0. It returns how
// many were lost. Under the political rules each costs OKL −1.
func (g *Game) AircraftShotDown(area string) int {
	if g.S.Period < 3 {
		return 0
	}
	lost := 0
	for i := range g.S.Aircraft {
		a := &g.S.Aircraft[i]
		if a.Gone || a.Area != area || a.Rebase != 0 && a.Rebase == g.S.Turn {
			continue
		}
		r := g.Roll("fighters attack "+g.aircraftName(a.ID), "7.55", "")
		fp, ft := msgM("atl.air.fighters", aAir("ac", a.ID)), msgM("atl.s", aText("s", "0"))
		if r.Total == 0 {
			r.Say(rollMsg(fp, ft, msgM("atl.air.shot-down"))).Record("0", "shot down")
			a.Gone, a.Area = true, ""
			g.emitM("7.55", engine.Event{Type: "aircraft-lost", Unit: a.ID, Area: area}, msgM("atl.air.lost", aAir("ac", a.ID), aArea("area", area)), "%s is shot down over %s.", g.aircraftName(a.ID), g.areaName(area))
			g.politicalShotDown(a.ID)
			lost++
		} else {
			r.Say(rollMsg(fp, ft, msgM("atl.air.escapes"))).Record("0", "escapes")
		}
	}
	return lost
}
