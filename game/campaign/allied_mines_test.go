package campaign

import (
	"os"
	"strings"
	"testing"

	"periscope/game/data"
)

// Allied defensive minefields (a Periscope addition, data.Area.Mines): a boat
// whose move enters or passes through a mined area rolls d10 ≥ 10 − rating
// to run into a field, then d10 (+Inexp) on Other Dangers "mines".

// mineRolls are the log's minefield rolls: the check, then the harm roll.
func (m *mvGame) mineRolls() (checks, harms []string) {
	for _, e := range m.rolls("19.1M") {
		switch {
		case strings.Contains(e.Text, "Allied minefield check"):
			checks = append(checks, e.Text)
		case strings.Contains(e.Text, "Allied mine"):
			harms = append(harms, e.Text)
		}
	}
	return checks, harms
}

// homeThroughMinedNorthSea sends U-46, RTB in the Western Approaches, home
// through the North Sea, which has a rating-1 field in every period.
func homeThroughMinedNorthSea(t *testing.T, dice []int, opts ...string) (*mvGame, *Sub) {
	m := newMv(t, "operational", opts...)
	m.T.Area("north-sea").Mines = []int{1, 1, 1, 1, 1}
	s := m.at("U-46", "western-approaches", Operating, Transit)
	s.RTB = true
	m.LoadDice(dice...)
	m.run(Frame{Op: opTransitSub, Sub: "U-46"})
	m.answer("rtb-route", "path:western-approaches>north-sea>germany")
	if p := m.Prompt(); p != nil {
		t.Fatalf("unexpected prompt %s: %s %v", p.Kind, p.Text, optKeys(p))
	}
	return m, s
}

func TestAlliedMinefieldSinks(t *testing.T) {
	// Transit check 1 (no event, no encounter), minefield 9 (≥ 9: into the
	// field), harm 9: sunk.
	m, s := homeThroughMinedNorthSea(t, []int{1, 9, 9})
	checks, harms := m.mineRolls()
	if len(checks) != 1 || !strings.Contains(checks[0], "≥ 9 to run into a field (rating 1)") || !strings.Contains(checks[0], "runs into a minefield") {
		t.Fatalf("minefield checks %q", checks)
	}
	if len(harms) != 1 || !strings.Contains(harms[0], "sunk") {
		t.Fatalf("harm rolls %q", harms)
	}
	if s.Status != StSunk || m.S.Tracks.SubsLost != 1 {
		t.Fatalf("U-46 is %s, subs lost %d; want sunk, 1", s.Status, m.S.Tracks.SubsLost)
	}
	lost := false
	for _, e := range m.log {
		lost = lost || e.Text == "U-46 is lost (Allied mine)"
	}
	if !lost {
		t.Error("the loss does not name the Allied mine")
	}
}

func TestAlliedMinefieldDamagesAndBoatGoesOn(t *testing.T) {
	// Into the field on 9; harm 4: damaged, and the boat still reaches home.
	m, s := homeThroughMinedNorthSea(t, []int{1, 9, 4})
	if _, harms := m.mineRolls(); len(harms) != 1 || !strings.Contains(harms[0], "damaged") {
		t.Fatalf("harm rolls %q", harms)
	}
	if s.Status != StBase || s.Base != "germany" {
		t.Fatalf("U-46 is %s at %q, want home in Germany", s.Status, s.Base)
	}
	if m.S.Tracks.SubsLost != 0 {
		t.Errorf("subs lost %d", m.S.Tracks.SubsLost)
	}
}

func TestAlliedMinefieldPassesClear(t *testing.T) {
	// 8 < 9: the boat passes clear and there is no harm roll.
	m, s := homeThroughMinedNorthSea(t, []int{1, 8})
	checks, harms := m.mineRolls()
	if len(checks) != 1 || !strings.Contains(checks[0], "passes clear") || len(harms) != 0 {
		t.Fatalf("checks %q, harms %q", checks, harms)
	}
	if s.Status != StBase {
		t.Errorf("U-46 is %s, want home", s.Status)
	}
}

func TestAlliedMinefieldsSwitchedOff(t *testing.T) {
	m, s := homeThroughMinedNorthSea(t, []int{1}, "no-allied-minefields")
	if checks, harms := m.mineRolls(); len(checks)+len(harms) != 0 {
		t.Fatalf("minefield rolls with the switch on: %q %q", checks, harms)
	}
	if s.Status != StBase {
		t.Errorf("U-46 is %s, want home", s.Status)
	}
}

func TestAlliedMinefieldOnlyInItsPeriods(t *testing.T) {
	m := newMv(t, "operational")
	m.T.Area("north-sea").Mines = []int{0, 0, 0, 0, 0}
	if r := m.minesAt("north-sea"); r != 0 {
		t.Fatalf("rating %d in a period without a field", r)
	}
	m.T.Area("north-sea").Mines = []int{0, 0, 0, 0, 3}
	m.S.Period = 5
	if r := m.minesAt("north-sea"); r != 3 {
		t.Fatalf("period 5 rating %d, want 3", r)
	}
	if r := m.minesAt("western-approaches"); r != 0 {
		t.Fatalf("an area without fields has rating %d", r)
	}
}

// The real data: the North Sea is mined in periods 1 and 2 only (the British
// east-coast and Heligoland Bight fields of 1939–40), and no other area.
func TestAtlanticMinefieldsAreHomeWatersEarlyWar(t *testing.T) {
	th, err := data.Load(os.DirFS("../../assets/data"), "atlantic")
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range th.Map.Areas {
		switch a.ID {
		case "north-sea":
			if len(a.Mines) != 5 || a.Mines[0] == 0 || a.Mines[1] == 0 || a.Mines[2]+a.Mines[3]+a.Mines[4] != 0 {
				t.Errorf("North Sea mines %v, want fields in periods 1–2 only", a.Mines)
			}
		default:
			if len(a.Mines) != 0 {
				t.Errorf("%s has minefields %v", a.ID, a.Mines)
			}
		}
	}
}

// The move odds count the fields exactly: rating 1 is met on a 9 (1 in 10),
// then the fixture's mines row (none ×3, spot, dmg ×2, rtb+dmg, sunk ×3).
func TestAlliedMinefieldOdds(t *testing.T) {
	m := newMv(t, "operational")
	s := m.Sub("U-46")
	sp := checkSpec{none: true, mines: 1}
	got := map[string]float64{}
	for _, o := range m.checkOdds(s, []checkSpec{sp}) {
		got[o.Outcome] = o.P
	}
	want := map[string]float64{"safe": 0.93, "spotted": 0.01, "damaged": 0.02, "RTB": 0.01, "sunk": 0.03}
	for k, v := range want {
		if d := got[k] - v; d > 1e-9 || d < -1e-9 {
			t.Errorf("%s: %.4f, want %.4f (all: %v)", k, got[k], v, got)
		}
	}
	// An Inexp crew's harm roll is one higher: the 9 still sinks, the
	// rtb+dmg cell moves up to 5.
	sp.mineMod = 1
	got = map[string]float64{}
	for _, o := range m.checkOdds(s, []checkSpec{sp}) {
		got[o.Outcome] = o.P
	}
	if d := got["sunk"] - 0.04; d > 1e-9 || d < -1e-9 {
		t.Errorf("Inexp: sunk %.4f, want 0.04 (%v)", got["sunk"], got)
	}
	// A path through the mined North Sea shows it in the option's detail.
	m.T.Area("north-sea").Mines = []int{1, 1, 1, 1, 1}
	_, detail := m.pathOdds(s, modeRTB, 0, []string{"western-approaches", "north-sea", "germany"})
	if !strings.Contains(detail, "Allied minefield: met on 9+") {
		t.Errorf("path detail %q does not name the minefield", detail)
	}
}

// The minefield odds are exact: every die of the engine's minefield check
// (met, harm, and the second-damage roll [18.1]) enumerated through
// Game.minefields gives the odds' frequencies — for a fresh crew outbound,
// and for a damaged Inexp crew withdrawing (RTB results ignored [19.13]).
func TestAlliedMinefieldOddsAreExact(t *testing.T) {
	cases := []struct {
		name         string
		mode         string
		damage, inex int
	}{
		{"fresh, outbound", modeTransit, 0, 0},
		{"damaged Inexp, withdrawing", modeWithdraw, 1, 1},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			m := newMv(t, "operational")
			m.T.Area("north-sea").Mines = []int{2, 2, 2, 2, 2}
			s := m.Sub("U-46")
			leg := moveLeg{nodes: []string{"western-approaches", "north-sea"}}
			reset := func() {
				m.PutAtSea(s, "western-approaches", Operating, Transit)
				s.Damage, s.Inexp, s.Spotted, s.RTB = tc.damage, tc.inex, false, false
			}
			reset()
			sp := m.checkSpecFor(s, tc.mode, 0, leg, "north-sea")
			if sp.mines != 2 || sp.mineMod != tc.inex {
				t.Fatalf("spec mines %d, mod %d", sp.mines, sp.mineMod)
			}
			odds := map[string]float64{}
			for _, o := range m.checkOdds(s, []checkSpec{{none: true, mines: sp.mines, mineMod: sp.mineMod, ignoreRTB: sp.ignoreRTB}}) {
				odds[o.Outcome] = o.P
			}
			got := map[string]float64{}
			for r1 := 0; r1 < 10; r1++ {
				for r2 := 0; r2 < 10; r2++ {
					for r3 := 0; r3 < 10; r3++ {
						reset()
						m.UnloadDice()
						m.LoadDice(r1, r2, r3)
						stopped := m.minefields(s, tc.mode, leg)
						m.Flush()
						out := "safe"
						switch {
						case s.Status == StSunk:
							out = "sunk"
						case stopped:
							out = "RTB"
						case s.Damage > tc.damage:
							out = "damaged"
						case s.Spotted:
							out = "spotted"
						}
						got[out] += 0.001
					}
				}
			}
			m.UnloadDice()
			for _, k := range []string{"safe", "spotted", "damaged", "RTB", "sunk"} {
				if d := got[k] - odds[k]; d > 1e-6 || d < -1e-6 {
					t.Errorf("%s: frequency %.4f, odds %.4f (all: %v vs %v)", k, got[k], odds[k], got, odds)
				}
			}
		})
	}
}
