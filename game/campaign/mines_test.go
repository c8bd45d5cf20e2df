package campaign

import (
	"slices"
	"strings"
	"testing"
)

// sailToLay sends U-47 out of Germany to lay mines in the Scapa Flow /
// English Coast zone in the same turn (the North Sea is its nearby hunting
// ground [15.12]), with the dice given.
func sailToLay(t *testing.T, dice ...int) (*mvGame, *Sub) {
	m := newMv(t, "operational") // period 1: the zone is open to mining
	s := m.Sub("U-47")
	m.PutInBox(s, "germany", BoxReady)
	m.run(Frame{Op: opTransitSub, Sub: "U-47"})
	m.LoadDice(dice...)
	m.answer("deploy", "path:germany>north-sea>scapa-flow|mines")
	return m, s
}

// [26.1], [26.2], [26.3]: unspotted, the field is laid (strength 2 for a
// standard U-boat) and resolved at once with its strength as a DRM (design
// decision); then the boat moves to an adjacent OpArea and checks
// endurance at +1.
func Test26_1_LayAField(t *testing.T) {
	// Two checks (North Sea, then the SMZ entry), the Minefield roll 1 + 2
	// = 3: one counter from the Single cup; it rolls 9 on Attack Results.
	m, s := sailToLay(t, 0, 0, 1, 9)
	if len(m.checks()) != 2 {
		t.Fatalf("checks %v", m.checks())
	}
	if len(m.S.Mines) != 1 || m.S.Mines[0].Area != "scapa-flow" || m.S.Mines[0].Strength != 2 || m.S.Mines[0].Turn != m.S.Turn {
		t.Fatalf("fields %+v", m.S.Mines)
	}
	r := m.rolls("26.2")
	if len(r) != 1 || mod(r[0], "field strength 2") != 2 || r[0].Roll.Total != 3 {
		t.Fatalf("minefield roll %v", r)
	}
	if s.Mines != 0 || !s.LaidMines || s.Area != "north-sea" || s.Section != Done {
		t.Errorf("after laying: mines %d laid %v %s %s", s.Mines, s.LaidMines, s.Area, s.Section)
	}
	if !slices.Contains(m.ops, opSubEndurance) {
		t.Errorf("no endurance check after laying [26.3]")
	}
	// Whatever was drawn, the counters are all accounted for (invariants
	// run after every step) and a sinking scores.
	if hits := m.rolls("26.21"); len(hits) == 1 && strings.Contains(hits[0].Roll.Result, "sunk") && m.S.Tracks.Ships != 1 {
		t.Errorf("a mine sinking did not score: ships %d", m.S.Tracks.Ships)
	}
}

// [26.2]: the ace's bonus applies to a new field; [26.4] not to old ones.
func Test26_2_AceOnNewFieldsOnly(t *testing.T) {
	m := newMv(t, "operational")
	s := m.Sub("U-47")
	m.S.AcePool = removeString(m.S.AcePool, "prien")
	s.Ace, s.AceLevel = "prien", 2
	m.PutInBox(s, "germany", BoxReady)
	m.run(Frame{Op: opTransitSub, Sub: "U-47"})
	m.LoadDice(0, 0, 0, 0, 0, 0)
	m.answer("deploy", "path:germany>north-sea>scapa-flow|mines")
	r := m.rolls("26.2")
	if len(r) != 1 || mod(r[0], "ace") != 2 {
		t.Fatalf("new field roll %v", r)
	}
	// Next turn, the old field: no ace.
	m.S.Turn++
	m.log = nil
	m.LoadDice(0)
	m.run(Frame{Op: opMinesOld})
	r = m.rolls("26.2")
	if len(r) != 1 || mod(r[0], "ace") != 0 || mod(r[0], "field strength 2") != 2 {
		t.Fatalf("old field roll %v", r)
	}
}

// [26.23], [11.21]: a strength-3 field is 2 at once; an old field is
// resolved, then 2 → 1, then removed.
func Test26_23_Decay(t *testing.T) {
	m := newMv(t, "operational")
	m.T.Class("VIIB").Mines = 3
	s := m.Sub("U-47")
	m.PutInBox(s, "germany", BoxReady)
	m.run(Frame{Op: opTransitSub, Sub: "U-47"})
	m.LoadDice(0, 0, 0)
	m.answer("deploy", "path:germany>north-sea>scapa-flow|mines")
	if len(m.S.Mines) != 1 || m.S.Mines[0].Strength != 2 {
		t.Fatalf("a strength-3 field should be 2 after its first roll: %+v", m.S.Mines)
	}
	if r := m.rolls("26.2"); mod(r[0], "field strength 3") != 3 {
		t.Errorf("the new field rolls at its full strength: %v", r)
	}
	// The field laid this turn is not an old field yet.
	m.log = nil
	m.run(Frame{Op: opMinesOld})
	if len(m.rolls("26.2")) != 0 || m.S.Mines[0].Strength != 2 {
		t.Errorf("a field laid this turn was resolved as old")
	}
	for turn, want := range []int{1, 0} {
		m.S.Turn++
		m.log = nil
		m.LoadDice(0)
		m.run(Frame{Op: opMinesOld})
		if len(m.rolls("26.2")) != 1 {
			t.Fatalf("turn +%d: old field not resolved", turn+1)
		}
		if want == 0 && len(m.S.Mines) != 0 || want > 0 && (len(m.S.Mines) != 1 || m.S.Mines[0].Strength != want) {
			t.Errorf("turn +%d: fields %+v, want strength %d", turn+1, m.S.Mines, want)
		}
	}
}

// [26.22]: a combat event or an aircraft drawn goes back and ends the draws.
func Test26_22_EventStopsTheDraws(t *testing.T) {
	m := newMv(t, "operational")
	m.S.Mines = []Minefield{{Area: "scapa-flow", Strength: 2, Turn: 0}}
	// Only the combat event in the Single cup; the rest set aside.
	var ev string
	for _, id := range m.S.Cups["single"] {
		if strings.HasPrefix(id, "event#") && ev == "" {
			ev = id
		} else {
			m.S.Aside = append(m.S.Aside, id)
		}
	}
	m.S.Cups["single"] = []string{ev}
	m.LoadDice(5) // 5 + 2 = 7: two counters from the Single cup
	m.run(Frame{Op: opMinesOld})
	if len(m.rolls("26.21")) != 0 || len(m.S.Cups["single"]) != 1 {
		t.Errorf("the event should return to its cup and stop the draws: %v %v", m.rolls("26.21"), m.S.Cups["single"])
	}
}

// [26.11]: spotted on entering, the player chooses A, B or C.
func Test26_11_SpottedChoices(t *testing.T) {
	// Second check: 9 + 3 ≥ 8 is an event; 0/2 = spotted.
	dice := []int{0, 9, 0, 2}
	// C: keep the mines, back to the entry area's Done, not spotted,
	// endurance −1 (MinesKept); next turn retry or go home.
	m, s := sailToLay(t, dice...)
	m.answer("mines-spotted", "C")
	if s.Mines != 2 || s.MineTarget != "scapa-flow" || s.Area != "north-sea" || s.Section != Done || s.Spotted || !s.MinesKept {
		t.Fatalf("C: %+v", s)
	}
	if len(m.S.Mines) != 0 {
		t.Errorf("C laid a field")
	}
	m.S.Turn++
	s.Section, s.Side, s.Acted, s.Sortied = Operating, Patrol, false, false
	m.run(Frame{Op: opOpsSub, Sub: "U-47"})
	p := m.prompt("patrol-move")
	if len(p.Options) != 2 || !m.hasOption("patrol-move", "path:north-sea>scapa-flow|mines") || !m.hasOption("patrol-move", "rtb") {
		t.Errorf("retry options %v", optKeys(p))
	}
	m.answer("patrol-move", "rtb")
	if !s.RTB {
		t.Errorf("not retrying should force RTB")
	}
	// A: dump the mines, patrol the SMZ spotted, endurance +1.
	m, s = sailToLay(t, dice...)
	m.answer("mines-spotted", "A")
	if s.Mines != 0 || !s.LaidMines || !s.Spotted || len(m.searches) != 1 || m.searches[0].A != SearchSMZ {
		t.Errorf("A: mines %d laid %v spotted %v searches %+v", s.Mines, s.LaidMines, s.Spotted, m.searches)
	}
	// B: dump the mines, patrol the entry OpArea spotted, endurance +1.
	m, s = sailToLay(t, dice...)
	m.answer("mines-spotted", "B")
	if s.Mines != 0 || !s.LaidMines || s.Area != "north-sea" || len(m.searches) != 1 || m.searches[0].A != 0 {
		t.Errorf("B: mines %d %s searches %+v", s.Mines, s.Area, m.searches)
	}
}

// [26.52], [26.53]: SMZs closed to mining by period or event, and next to
// a low-pressure system.
func Test26_52_Closures(t *testing.T) {
	m := newMv(t, "operational")
	if !m.miningOpen("scapa-flow") {
		t.Errorf("Scapa open in period 1")
	}
	m.S.Period = 3
	if m.miningOpen("scapa-flow") {
		t.Errorf("Scapa / English Coast closed after period 2")
	}
	m.S.Period = 1
	if m.miningOpen("narvik") {
		t.Errorf("Narvik closed before Weserübung")
	}
	m.S.Flags["weserubung"] = true
	if !m.miningOpen("narvik") {
		t.Errorf("Narvik open after Weserübung in period 1")
	}
	m.S.Intel.Weather = []Weather{{Area: "north-sea", Pressure: 990}}
	if m.miningOpen("scapa-flow") {
		t.Errorf("no mining next to a low-pressure system [26.53]")
	}
	// Italian boats do not lay mines [26.0].
	if m.canCarryMines(m.Sub("Faa-di-Bruno")) {
		t.Errorf("an Italian boat may carry mines")
	}
	// [26.51]: only while markers are left.
	m.T.Rules.MineMarkers = 1
	m.S.Mines = []Minefield{{Area: "scapa-flow", Strength: 1}}
	if m.canCarryMines(m.Sub("U-47")) {
		t.Errorf("a mine marker beyond the counter mix")
	}
}

func removeString(xs []string, x string) []string {
	var out []string
	for _, y := range xs {
		if y != x {
			out = append(out, y)
		}
	}
	return out
}

// [26.0]: a boat sent by a war event's minelaying order (already in the SMZ
// with its mine load) lays them when it acts.
func Test26_0_OrderedMinelayer(t *testing.T) {
	m := newMv(t, "operational")
	m.S.Missions = append(m.S.Missions, Mission{ID: "mine-order", Area: "scapa-flow", Kind: "mines", Count: 1, Until: 99})
	s := m.at("U-47", "scapa-flow", Operating, Patrol)
	s.Mines, s.Mission, s.EntryArea = 2, "mine-order", "north-sea"
	m.LoadDice(0)
	m.run(Frame{Op: opOpsSub, Sub: "U-47"})
	if len(m.S.Mines) != 1 || s.Mines != 0 || s.Area != "north-sea" || !s.LaidMines {
		t.Fatalf("fields %+v; U-47 mines %d in %s laid %v", m.S.Mines, s.Mines, s.Area, s.LaidMines)
	}
	// Closed meanwhile (a storm next to it [26.53]): it falls back to retry.
	m = newMv(t, "operational")
	m.S.Missions = append(m.S.Missions, Mission{ID: "mine-order", Area: "scapa-flow", Kind: "mines", Count: 1, Until: 99})
	m.S.Intel.Weather = []Weather{{Area: "north-sea", Pressure: 990}}
	s = m.at("U-47", "scapa-flow", Operating, Patrol)
	s.Mines, s.Mission, s.EntryArea = 2, "mine-order", "north-sea"
	m.run(Frame{Op: opOpsSub, Sub: "U-47"})
	if len(m.S.Mines) != 0 || s.Mines != 2 || s.MineTarget != "scapa-flow" || s.Area != "north-sea" {
		t.Errorf("closed SMZ: fields %+v; U-47 %+v", m.S.Mines, s)
	}
}
