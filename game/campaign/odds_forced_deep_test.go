package campaign

import (
	"testing"

	"periscope/game/engine"
)

// Test19_2_ForcedDeepEndsTheRevealsInPackOrderOdds: the combat event
// "counterattack: the escorts force the sub down" [19.2] ends the boat's
// turn up to its counterattack: it turns up nothing more (stepTurn: NoFire
// goes to the counterattack) and fires nothing, so the counterattack
// [14.2A] counts only what stands face up by then. The pack-order odds
// [24.23] of a member in a re-attack round (the situation of issue 13's
// long run: campaign-1939 seed 1, decision 6,204, U-102 behind U-44 in the
// South-Western Approaches) must hold it.
//
// U-102 and U-44 share the inner column of a small convoy; U-102 would
// turn up, white flags first [14.4A], the two face-down white counters of
// the outer columns: a combat event and a Hunt (ASW 2), either in either
// place. When the event comes first and forces it deep (2 in 10), the Hunt
// stays face down and the Allied total (red boxes and general ASW) is
// below U-102's Defense: no counterattack [14.2C]. Before, the odds added
// the Hunt's ASW all the same: "no counterattack" was not shown at all,
// observed 10.50 % over 2,000 replays, and "no effect" shown 44.75 %,
// observed 39.70 % (4.5σ); now "no counterattack" is shown 10.00 %.
// forcedDeepPack sets up, on the Atlantic data (campaign-1939, the
// South-Western Approaches), a small convoy's display in a re-attack round
// of a wolfpack at U-44's pack-order prompt [24.23]: U-102 and U-44 in the
// inner column, the counters cols gives. The cups named in emptied keep no
// counter of the flag given, so the face-down counters of that cup and
// flag on the display are the whole pool the odds and the replays draw
// from.
func forcedDeepPack(t *testing.T, cols [][]unit, emptied map[string]string) (*Game, *engine.Prompt) {
	t.Helper()
	g := bareGame(t, "campaign-1939")
	const area = "sw-approaches"
	for _, id := range []string{"U-102", "U-44"} {
		s := g.Sub(id)
		s.Damage, s.Spotted, s.RTB, s.Ace, s.AceLevel, s.Inexp = 0, false, false, "", 0, 0
		atSea(g, id, area)
	}
	for cup, flag := range emptied {
		var keep []string
		for _, id := range g.S.Cups[cup] {
			if g.utype(id).Flag != flag {
				keep = append(keep, id)
			} else {
				g.S.Aside = append(g.S.Aside, id)
			}
		}
		g.S.Cups[cup] = keep
	}
	c := board(t, g, "c1", area, cols, map[string]int{"U-102": 1, "U-44": 1})
	c.Pack, c.Round, c.Stage, c.Dispersal, c.SunkRound = true, 2, "turns", 1, 1
	drive(t, g, Frame{Op: opCombat, Sub: "U-44"})
	p := wantPrompt(t, g, "pack-order")
	if len(optionOdds(p, "sub:U-102")) == 0 {
		t.Fatalf("no odds for U-102 at the pack-order prompt: %+v", p.Options)
	}
	return g, p
}

func Test19_2_ForcedDeepEndsTheRevealsInPackOrderOdds(t *testing.T) {
	g, p := forcedDeepPack(t, [][]unit{
		{{typ: "event-white"}},
		{{typ: "m-uk-4t", up: true, cup: "inner"}},
		{{typ: "dd-uk-hunt"}},
	}, map[string]string{"outer": "white"})
	shown := optionOdds(p, "sub:U-102")
	// The precondition: with nothing face up that counts, the Allied total
	// is below U-102's Defense; with the Hunt it is not.
	b := g.S.Combat.Boat("U-102")
	if d0, _, _ := g.counterAt(b, 2, 0); d0 >= 0 {
		t.Fatalf("the Allied total with no escort up is not below U-102's Defense (difference %d): the data changed; pick another area", d0)
	}
	if d4, _, _ := g.counterAt(b, 2, 4); d4 < 0 {
		t.Fatalf("the Hunt up brings no counterattack (difference %d): the data changed", d4)
	}
	// Half the time the event is turned up first, and 2 faces in 10 of the
	// Combat Events table force the boat deep (the table's own count).
	deep := 0
	for _, ev := range g.T.Tables.CombatEvents {
		if ev == "counterattack" {
			deep++
		}
	}
	want := 0.5 * float64(deep) / float64(len(g.T.Tables.CombatEvents))
	if got := oddOf(shown, "no counterattack"); got < want-1e-9 {
		t.Errorf("\"no counterattack\" shown %.2f %%, want at least %.2f %% (the event first, forcing U-102 deep, leaves the Hunt face down) [19.2]", 100*got, 100*want)
	}
	checkCounterSituation(t, g, p.Sub, "sub:U-102", shown, 2000, "U-102 after U-44's order, a forced-deep event before the Hunt")
}

// Test19_21_AHarmlessEventIsStillTheRoundsOne: one combat event a round
// [19.21]: once one is turned up — whatever it rolls, "no effect" and
// double tonnage too — a second goes back to its cup unreplaced, and the
// counterattack odds must not roll it again. U-102 would turn up the
// outer cup's combat event (white, first [14.4A]) and then the inner
// cup's (red), with no escort to turn up: no counterattack unless an event
// harms it. Before, a first event with no harm (no effect, double tonnage,
// the escorts striking first) left the second to be rolled as if it were
// the first: "no counterattack" shown 71.30 %, observed 79.85 % over 2,000
// replays (8.5σ; on main, where a forced-deep event also let the boat
// turn up the second, 67.20 %, 12σ); now 79.50 %.
func Test19_21_AHarmlessEventIsStillTheRoundsOne(t *testing.T) {
	g, p := forcedDeepPack(t, [][]unit{
		{{typ: "event-white"}},
		{{typ: "m-uk-4t", up: true, cup: "inner"}, {typ: "event-red", cup: "inner"}},
		{},
	}, map[string]string{"outer": "white", "inner": "red"})
	checkCounterSituation(t, g, p.Sub, "sub:U-102", optionOdds(p, "sub:U-102"), 2000, "U-102 after U-44's order, two combat events to turn up")
}

// Test14_17A_ForcedDeepBringsTheCounterattackInRoundOne: in the first
// round no counterattack follows when no attack of the boat can succeed
// [14.17A], but a boat the escorts force deep [19.2] makes no attack, and
// when the escorts strike first [19.2] the counterattack has come before
// the attack: either way the counterattack comes (stepTurn), on what
// stands face up. U-102, damaged by a diligent escort it turned up, fights
// on alone in round 1 beside ten destroyers face up (ASW 14: no attack of
// its can succeed); its next reveal, in board order, is a combat event.
// Before, the odds judged [14.17A] as if the boat still attacked after
// those events: "no counterattack" shown 79.40 %, observed 50.35 % over
// 2,000 replays (32σ), "sunk" shown 5.78 %, observed 22.65 %; now 49.40 %
// and 23.11 %.
func Test14_17A_ForcedDeepBringsTheCounterattackInRoundOne(t *testing.T) {
	g := bareGame(t, "campaign-1939")
	const area = "sw-approaches"
	s := g.Sub("U-102")
	s.Spotted, s.RTB, s.Ace, s.AceLevel, s.Inexp = false, false, "", 0, 0
	atSea(g, "U-102", area)
	hunts := []unit{{typ: "m-uk-4t", up: true, cup: "inner"}}
	for i := range 10 {
		typ := "dd-uk-hunt" // ASW 2
		if i >= 4 {
			typ = "dd-uk-2t-p12" // ASW 1
		}
		hunts = append(hunts, unit{typ: typ, up: true})
	}
	c := board(t, g, "c1", area, [][]unit{{{typ: "event-white"}}, hunts, {{typ: "m-uk-5t", cup: "outer"}}}, map[string]int{"U-102": 1})
	var keep []string
	for _, id := range g.S.Cups["outer"] {
		if g.utype(id).Flag != "white" {
			keep = append(keep, id)
		} else {
			g.S.Aside = append(g.S.Aside, id)
		}
	}
	g.S.Cups["outer"] = keep
	c.Boat("U-102").Reveals = 1
	s.Damage = 1
	drive(t, g, Frame{Op: opCombatDewithdraw, Sub: "U-102"}, Frame{Op: opCombatTurn, Sub: "U-102"})
	p := wantPrompt(t, g, "de-withdraw")
	fight := optionOdds(p, "fight")
	if oddOf(fight, "no counterattack") <= 0 {
		t.Fatalf("no [14.17A] chance in the odds %v: the situation changed", fight)
	}
	checkCounterSituation(t, g, "U-102", "fight", fight, 2000, "U-102 fights on in round 1, a combat event to turn up beside ten destroyers")
}
