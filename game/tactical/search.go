package tactical

import (
	"fmt"
	"sort"

	"periscope/game/dice"
)

// SonarMode is the kind of sonar search an escort makes after its move [22.4.1].
type SonarMode string

// The modes.
const (
	Sweep  SonarMode = "sweep"  // find a hidden boat
	Homing SonarMode = "homing" // hold a boat found by sonar last turn
)

// SonarRange rolls a sonar search on the Sonar Search Table [22.4]: d6 plus
// Initial Echo on a sweep, +1 for a Japanese set, −1 for an improved one; a
// result at or under the 0–30 column reaches 30 hexes, at or under the 0–15
// column 15 hexes, else nothing (0). An escort faster than 4 cannot search
// [22.5]; that is an error, as is an escort with no sonar.
func (g *Game) SonarRange(e *Vessel, mode SonarMode) (int, error) {
	return g.sonarRange(e, mode, nil)
}

// sonarRange is SonarRange with extra modifications (the boat's EP use
// [34]); the crew's [49] are added here.
func (g *Game) sonarRange(e *Vessel, mode SonarMode, extra []dice.Mod) (int, error) {
	if e.Sonar == "" {
		return 0, orderErr(ErrIllegal, msg("tac.err.no-sonar", txt("ship", e.ID)), "%s has no sonar [22.2]", e.ID)
	}
	if g.TowsFoxer(e) { // [51]: its own noise-maker blunts the asdic
		extra = append(append([]dice.Mod(nil), extra...), Mod(FoxerSonar, "towing a foxer", "51"))
	}
	if g.B.Options.AdvancedSonar {
		return g.sonar44Range(e, mode, extra) // [44–45]
	}
	if e.Speed > MaxSonarSpeed {
		return 0, orderErr(ErrIllegal, msg("tac.err.sonar-speed", txt("ship", e.ID), num("n", e.Speed)), "%s moved %d hexes; sonar searches at 4 or less [22.5]", e.ID, e.Speed)
	}
	row := sonarTable[min(e.Speed, 3)]
	var dm []diceMod
	if mode == Sweep {
		dm = append(dm, Mod(InitialEcho, "Initial Echo", "22.4.4"))
	}
	switch e.Sonar {
	case "japanese":
		dm = append(dm, Mod(JapaneseSonar, "Japanese sonar", "22.4"))
	case "improved":
		dm = append(dm, Mod(ImprovedSonar, "improved sonar", "22.4"))
	}
	dm = append(append(dm, crewMod(e)...), extra...)
	r := g.Dice.D6(fmt.Sprintf("%s sonar %s", e.ID, mode), "22.4", dm...).For(msg("tac.roll.sonar."+string(mode), txt("ship", e.ID)))
	target := fmt.Sprintf("speed %d: ≤ %d 30 hexes, ≤ %d 15 hexes", e.Speed, row[1], row[0])
	tm := msg("tac.roll.sonar.test", num("speed", e.Speed), num("far", row[1]), num("near", row[0]))
	switch {
	case r.Total <= row[1]:
		g.Dice.Record(r.Says(tm, msg("tac.roll.sonar.range", num("n", 30))), target, "0–30 hexes")
		return 30, nil
	case r.Total <= row[0]:
		g.Dice.Record(r.Says(tm, msg("tac.roll.sonar.range", num("n", 15))), target, "0–15 hexes")
		return 15, nil
	}
	g.Dice.Record(r.Says(tm, msg("tac.roll.sonar.none")), target, "no contact")
	return 0, nil
}

// SearchDistance is the range from a searcher's bow hex (excluded) to the
// nearer of the boat's two hexes (included) [21.7].
func SearchDistance(searcher, boat *Vessel) int {
	return min(Distance(searcher.Bow, boat.Bow), Distance(searcher.Bow, boat.Stern()))
}

// SonarSweep searches for hidden boats at 50 ft or deeper [22.1, 22.4.5]:
// the nearest in range is placed on the board where it ended last turn
// (boats move after escorts, so that is where it is) and held. A boat that
// underwent a depth-charge attack last turn cannot be found [22.7]. Ties go
// to the first in the order of play (the Sub player's choice, later a
// prompt). It returns the boat found, or nil.
func (g *Game) SonarSweep(e *Vessel) (*Vessel, error) {
	rng, err := g.SonarRange(e, Sweep)
	if err != nil || rng == 0 {
		return nil, err
	}
	var cands []*Vessel
	for i := range g.B.Vessels {
		v := &g.B.Vessels[i]
		deep := v.Depth >= 50
		if g.B.Options.AdvancedSonar {
			deep = g.Sweepable(e, v) // [44]: 25 ft and deeper, ahead, above the contact depth
		}
		if v.Sub && !v.Gone() && v.Hidden && deep && SearchDistance(e, v) <= rng && !(v.ASWTurn == g.B.Turn-1 && g.B.Turn > 1) {
			cands = append(cands, v)
		}
	}
	if len(cands) == 0 {
		g.Say("22.4.5", msg("tac.log.sweep-nothing", txt("ship", e.ID), num("n", rng)), "%s's sweep reaches %d hexes: nothing", e.ID, rng)
		return nil, nil
	}
	sort.SliceStable(cands, func(i, j int) bool { return SearchDistance(e, cands[i]) < SearchDistance(e, cands[j]) })
	v := cands[0]
	v.Hidden, v.Sonared = false, true
	g.Say("22.4.5", msg("tac.log.sweep-finds", txt("ship", e.ID), txt("boat", v.ID), txt("hex", v.Bow.String()), num("n", SearchDistance(e, v))),
		"%s's sweep finds %s at %s (%d hexes)", e.ID, v.ID, v.Bow, SearchDistance(e, v))
	return v, nil
}

// SonarHoming tries to hold a boat located by sonar last turn [22.4.6–8]:
// no Initial Echo; it holds if any hex of the boat is in range and the boat
// is still at 50 ft or deeper.
func (g *Game) SonarHoming(e, boat *Vessel) (bool, error) {
	if boat.Hidden || !boat.Sub || boat.Gone() {
		return false, orderErr(ErrIllegal, msg("tac.err.homing-view"), "homing needs a boat in view [22.4.6]")
	}
	var extra []dice.Mod
	if g.B.Options.AdvancedEP && boat.EPTurn > 0 && boat.EPTurn >= g.B.Turn-1 {
		extra = append(extra, Mod(-1, "the boat used emergency power", "34"))
	} else if g.fastSnort(boat) {
		extra = append(extra, Mod(-1, "fast snort", "45"))
	}
	if g.B.Options.SilentRunning && g.Silent(boat) {
		extra = append(extra, Mod(1, "the boat is running silent", "32"))
	}
	rng, err := g.sonarRange(e, Homing, extra)
	if err != nil {
		return false, err
	}
	// A boat snorting fast is heard at 25 ft too: sonar takes boats at 25 ft
	// in the Advanced game [44.4], and its diesels are what it hears [45].
	held := rng > 0 && (boat.Depth >= 50 || g.fastSnort(boat) || g.B.Options.AdvancedSonar && boat.Depth >= 25) && SearchDistance(e, boat) <= rng
	if held {
		boat.Sonared = true
	}
	g.Say("22.4.7", msg("tac.log.homing."+map[bool]string{true: "held", false: "lost"}[held], txt("ship", e.ID), txt("boat", boat.ID)),
		"%s homing on %s: %v", e.ID, boat.ID, map[bool]string{true: "held", false: "lost"}[held])
	return held, nil
}

// LoseSonarContacts ends the escort phase under [22.6, 22.8]: a boat at 50 ft
// or deeper in view that no escort held this phase is hidden again.
func (g *Game) LoseSonarContacts() {
	if !g.B.Options.HiddenMovement {
		return
	}
	for i := range g.B.Vessels {
		v := &g.B.Vessels[i]
		if v.Sub && !v.Gone() && !v.Hidden && v.Depth >= 50 && !v.Sonared {
			v.Hidden = true
			g.Say("22.8", msg("tac.log.contact-lost", txt("boat", v.ID)), "%s: sonar contact lost", v.ID)
		}
	}
}

// Visible reports whether a boat must be on the board under hidden movement
// [21.4]: at 0–25 ft by day always; at 0–25 ft by night within 4 hexes of an
// enemy ship, or in or next to a star shell hex (starShells), or found by
// radar (radarHeld); at 50 ft or deeper only while held by sonar. The
// "within 7 hexes of a ship torpedoed last turn" case [21.4.2] is passed in
// as torpedoed (the ships hit last turn and still afloat).
func (g *Game) Visible(v *Vessel, starShells []Hex, radarHeld bool, torpedoed []*Vessel) bool {
	if !v.Sub || v.Gone() {
		return true
	}
	if v.Depth >= 50 {
		// ONS 5's option: aircraft see a boat at 25–75 ft by day.
		return v.Sonared || g.B.Air && g.B.Options.AirSight && !g.B.Options.Night && v.Depth <= 75
	}
	if !g.B.Options.Night {
		return !g.dayHidden(v) // [50]: a periscope lost in heavy seas
	}
	if radarHeld || v.RadarHeld {
		return true
	}
	for i := range g.B.Vessels {
		o := &g.B.Vessels[i]
		if o.Sub || o.Gone() || o.Side == v.Side {
			continue
		}
		if SearchDistance(o, v) <= g.nightSight(o, v) { // 4, shortened by the weather [50]; [47]
			return true
		}
	}
	for _, o := range torpedoed {
		if !o.Gone() && SearchDistance(o, v) <= 7 {
			return true
		}
	}
	if starShells == nil {
		starShells = g.starShellHexes()
	}
	for _, s := range starShells {
		for _, h := range v.Hexes() {
			if Distance(s, h) <= 1 {
				return true
			}
		}
	}
	return false
}

// FitGroup is the Radar and Sonar Fit Table's column for a ship type [24.1],
// as the highest d6 that fits (0 for a type the table does not list).
func FitGroup(shipType string) int { return fitTable[shipType] }

// TryFit rolls the Radar and Sonar Fit Table [24.2] for one set that came
// into service `periods` seasons before the scenario: d6 minus the periods;
// a modification that guarantees a fit needs no roll [24.3]. It returns
// whether the set is fitted.
func (g *Game) TryFit(shipID, shipType, set string, periods int) bool {
	best := FitGroup(shipType)
	if best == 0 {
		return false
	}
	if 6-periods <= best {
		g.Say("24.3", msg("tac.log.fitted", txt("ship", shipID), txt("set", set), num("n", periods)), "%s: %s fitted without a roll (modification %d)", shipID, set, periods)
		return true
	}
	r := g.Dice.D6(fmt.Sprintf("%s %s fit", shipID, set), "24.2", Mod(-periods, "periods since introduction", "24.2")).For(msg("tac.roll.fit", txt("ship", shipID), txt("set", set)))
	fit := r.Total <= best
	g.Dice.Record(r.Says(msg("tac.roll.fit.test", num("n", best), txt("type", shipType)), msg("tac.roll.fit."+map[bool]string{true: "yes", false: "no"}[fit])),
		fmt.Sprintf("≤ %d (%s)", best, shipType), map[bool]string{true: "fitted", false: "not fitted"}[fit])
	return fit
}
