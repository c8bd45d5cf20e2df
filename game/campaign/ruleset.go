package campaign

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"periscope/game/data"
	"periscope/game/dice"
	"periscope/game/engine"
)

// Ruleset is where the campaign's two games differ in procedure rather than
// in data (silent-war.md §11): Steel Wolves and Silent War share the phase
// skeleton [4.0]–[17.0] and everything else, and each hook below is one
// place where Silent War's rule is not Steel Wolves' with other numbers.
// The theatre's rules.system picks the ruleset; no shared code asks which
// game it is.
type Ruleset interface {
	// Intelligence runs the intelligence phase [7]: Steel Wolves' B-Dienst
	// area, B-Dienst and Enigma levels, weather and air recon; Silent
	// War's Ultra roll.
	Intelligence(g *Game, f *Frame)
	// Readiness runs the readiness phase [9]: Work-up → In Port → Pierside
	// → Ready for Sea in Steel Wolves; Broom → Ready in Silent War.
	Readiness(g *Game, f *Frame)
	// ContactMods are the DRMs of the Contact table roll [13.22] (Silent
	// War's contact roll is unmodified).
	ContactMods(g *Game, s *Sub, gov string, level byte) []dice.Mod
	// GoverningCandidates are the OpAreas that may govern a move's transit
	// check [19.12]: the most red boxes, or in Silent War the red boxes
	// beginning at the lowest number.
	GoverningCandidates(g *Game, leg moveLeg) []string
	// LegDRMs calls add for each DRM of a move's transit check [19.1].
	LegDRMs(g *Game, s *Sub, mode string, flags int, leg moveLeg, gov string, add func(legDRM))
	// CheckMemo reports whether GoverningCandidates and LegDRMs read
	// nothing of the state but what a route's remembered checks are
	// stamped with (movement_memo.go): Steel Wolves' do; Silent War's
	// read pack membership and Ultra.
	CheckMemo() bool
	// WarProgress runs the war-progress phase [17]: Steel Wolves' weekly
	// rolls in the listed months; Silent War's monthly roll modified by
	// sinkings.
	WarProgress(g *Game, f *Frame)
	// SkipperLeaves decides an ace's (a super skipper's) next post when his
	// boat is lost or scrapped [25.32].
	SkipperLeaves(g *Game, f *Frame)
	// PackCandidates are the boats that may try to join a wolfpack on a
	// contact [24.1] (Silent War's packs are pre-formed at a base).
	PackCandidates(g *Game, c *Combat, contact string) []*Sub
	// Tracks are the theatre's own tracks for the top bar (after ships,
	// tonnage, losses and VP): Steel Wolves' torpedo (G7), B-Dienst and
	// Enigma levels; Silent War's US torpedo track, Ultra and war period.
	Tracks(st *State) []engine.Track
	// TransitStart runs at the start of the transit phase [15]: Steel
	// Wolves sends home the subs beyond Range [15.11]; Silent War damages
	// them and sends them home slower [SW 15.25], and moves the subs
	// forced to RTB this turn in this very phase [SW 15.22].
	TransitStart(g *Game)
	// MissionDone ends a sub's turn in a special mission zone, after its
	// mission [20]: Steel Wolves moves it to a linked OpArea [20.6] (and
	// it checks endurance as usual); Silent War makes no endurance check
	// there and sends it home in this turn's transit phase [SW 20.5]. It
	// reports whether it settled the sub (false: Steel Wolves' way).
	MissionDone(g *Game, s *Sub) bool
	// SkipsEndurance reports whether a sub makes no endurance check where
	// it is [14.7] (Silent War: in a special mission zone [SW 20.5]).
	SkipsEndurance(g *Game, s *Sub) bool
	// LimpOut decides the fate of a sub in a repair box of a base that
	// falls: Steel Wolves scuttles it (false); Silent War sends a Repair 1
	// sub out to sea, damaged, to RTB to the nearest base [SW 18.3]
	// (true).
	LimpOut(g *Game, s *Sub, base, rule string) bool
	// WithdrawAtSea withdraws a boat at sea for refit or training duty:
	// Steel Wolves sails it home first with transit checks [19.13]
	// (false); Silent War removes it at once to the West Coast [SW 8.0C]
	// (true).
	WithdrawAtSea(g *Game, s *Sub, kind, rule string) bool
	// CrashDives reports whether a boat may crash dive [14.13] (Steel
	// Wolves; Silent War has no crash dive, crashdive_pacific.go).
	CrashDives() bool
	// CircularRunSinks reports whether a boat hit by its own circling
	// torpedo is sunk outright (Silent War's combat event 2 [SW 19.2]);
	// Steel Wolves rolls the boat's tonnage row of Attack Results.
	CircularRunSinks() bool
}

// steelWolves is the Steel Wolves ruleset: the hooks are implemented in the
// files of their rules (strategic_intel.go, bases.go, search.go,
// transit.go, victory.go, strategic_reinforce.go, wolfpack.go).
type steelWolves struct{}

// silentWar is the Silent War ruleset. It has Ultra [SW 7.0]; its other
// differences (silent-war.md §11) are still Steel Wolves' procedure and are
// the Pacific campaign's work.
type silentWar struct{ steelWolves }

// rulesetOf picks a theatre's ruleset.
func rulesetOf(t *data.Theatre) Ruleset {
	if t.Rules.System == data.SilentWar {
		return silentWar{}
	}
	return steelWolves{}
}

// The hooks run as the steps of their phases.
func stepIntel(g *Game, f *Frame)       { g.rules.Intelligence(g, f) }
func stepReadiness(g *Game, f *Frame)   { g.rules.Readiness(g, f) }
func stepWarProgress(g *Game, f *Frame) { g.rules.WarProgress(g, f) }
func stepAceLeaves(g *Game, f *Frame)   { g.rules.SkipperLeaves(g, f) }

// Intelligence is Silent War's [7.0] Ultra: a d10 with no DRM on the Ultra
// table's column for the period; each OpArea listed gets an Ultra marker
// (+1 on AAC rolls there this turn), at most three at once [7.3]; the
// markers go at the end of the turn [7.2], [16.4].
func (silentWar) Intelligence(g *Game, f *Frame) {
	g.PhaseMark("7.0", "Intelligence: Ultra")
	order := g.S.Intel.UltraOrder
	g.S.Intel.UltraOrder = ""
	switch {
	case order == "none":
		g.noteM("7.0", "", msgM("pac.ultra.none"), "No Ultra roll this turn (war event).")
	case order == "twice":
		for range g.ultraRolls() { // [7.3], spec §12.2
			g.ultra(g.S.Period)
		}
	case strings.HasPrefix(order, "p"):
		p, _ := strconv.Atoi(order[1:])
		g.ultra(p)
	default:
		g.ultra(g.S.Period)
	}
}

// effUltra is a war event's order for this turn's Ultra phase [SW 5.0]:
// Value 0 = no Ultra roll, 2 = roll twice [7.3]; Period > 0 = roll on
// that period's column (East Wind).
func effUltra(g *Game, f *Frame, e *data.Effect) {
	switch {
	case !g.T.Ruleset().Needs("ultra"):
		g.noteM("5.0", "", msgM("pac.ultra.no-table", aNested("who", g.effectWhoMsg(f.S))), "%s: this game has no Ultra table; nothing happens.", g.effectWho(f.S))
	case e.Value == 0:
		g.S.Intel.UltraOrder = "none"
		g.noteM("5.0", "", msgM("pac.ultra.event-none", aNested("who", g.effectWhoMsg(f.S))), "%s: no Ultra roll this turn.", g.effectWho(f.S))
	case e.Period > 0:
		g.S.Intel.UltraOrder = "p" + strconv.Itoa(e.Period)
		g.noteM("5.0", "", msgM("pac.ultra.event-period", aNested("who", g.effectWhoMsg(f.S)), aInt("period", e.Period)), "%s: this turn's Ultra roll uses the period-%d column.", g.effectWho(f.S), e.Period)
	default:
		g.S.Intel.UltraOrder = "twice"
		g.noteM("7.3", "", msgM("pac.ultra.event-twice", aNested("who", g.effectWhoMsg(f.S))), "%s: two Ultra rolls this turn.", g.effectWho(f.S))
	}
}

// ultra rolls once on the Ultra table for a period's column [SW 7.0]; a
// war event that gives "Ultra ×2" calls it twice, and areas are added in
// the order rolled until three are marked [7.3].
func (g *Game) ultra(period int) {
	tb := g.T.Tables.Ultra
	if period < 1 || period > len(tb) {
		return
	}
	r := g.Roll(fmt.Sprintf("Ultra (period %d column)", period), "7.0", "")
	var added, dropped []string
	var addedM, droppedM []*engine.Msg
	for _, a := range tb[period-1][r.Total] {
		switch {
		case slices.Contains(g.S.Intel.Ultra, a):
		case len(g.S.Intel.Ultra) >= 3:
			dropped = append(dropped, g.areaName(a))
			droppedM = append(droppedM, areaMsg(a))
		default:
			g.S.Intel.Ultra = append(g.S.Intel.Ultra, a)
			added = append(added, g.areaName(a))
			addedM = append(addedM, areaMsg(a))
		}
	}
	pm := msgM("pac.ultra.roll", aInt("period", period))
	switch {
	case len(added) == 0 && len(dropped) == 0:
		r.Say(rollMsg(pm, nil, msgM("pac.ultra.no-areas"))).Record("", "no Ultra areas this turn")
	case len(dropped) == 0:
		r.Say(rollMsg(pm, nil, msgM("pac.ultra.areas", aNested("areas", listMsg(addedM))))).Record("", "Ultra in "+strings.Join(added, ", ")+": +1 on AAC rolls there this turn")
	default:
		newM := msgM("pac.ultra.no-new")
		if len(addedM) > 0 {
			newM = listMsg(addedM)
		}
		r.Say(rollMsg(pm, nil, msgM("pac.ultra.dropped", aNested("areas", newM), aNested("dropped", listMsg(droppedM))))).
			Record("", fmt.Sprintf("Ultra in %s; %s dropped (at most three Ultra areas [7.3])", orNone(added), strings.Join(dropped, ", ")))
	}
}

func orNone(xs []string) string {
	if len(xs) == 0 {
		return "no new area"
	}
	return strings.Join(xs, ", ")
}

// ContactMods: Silent War's Contact table roll is unmodified [SW 13.2B]
// (the box colour gave the activity level, the table gives the contact).
func (silentWar) ContactMods(g *Game, s *Sub, gov string, level byte) []dice.Mod { return nil }
