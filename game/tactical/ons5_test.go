package tactical

import (
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// [20.1 campaign] ONS 5: eight linked scenarios. The id carries the state
// and reads back; the pool of 51 boats is spread 7,7,7,6,6,6,6,6 so that
// each plays once; the light follows the schedule; escorts lost stay lost;
// the hunter-killer group, summoned once three of the seven are out,
// starts the second scenario after; and a whole campaign played by the
// bots carries its state from each scenario to the next to a total.
func Test20_1_ONS5CampaignCarriesState(t *testing.T) {
	sys := testSystem(t)
	in := "ons5:3;used=14;lost=Isis,Whitehall;hk=2;score=-40"
	c, err := ParseONS5(in)
	if err != nil || c.String() != in {
		t.Fatalf("%+v %v → %s", c, err, c.String())
	}
	for _, bad := range []string{"ons5:9", "ons5:2;lost=Hood", "ons5:2;hk=2", "ons5:1;colour=red", "ons5:x"} {
		if _, err := ParseONS5(bad); err == nil {
			t.Errorf("%s accepted", bad)
		}
	}
	// The scoring example: 3 IX × 37 = 111 against 24 → the Escort player 87.
	if side, pts := CampaignBalance(3*37, 24); side != EscortSide || pts != 87 {
		t.Errorf("111 against 24: %s %d", side, pts)
	}
	var per []int
	for s := ONS5Start; s.Scenario <= ONS5Scenarios; s.Scenario++ {
		per = append(per, s.Boats())
		s.Used += s.Boats()
	}
	if !slices.Equal(per, []int{7, 7, 7, 6, 6, 6, 6, 6}) {
		t.Errorf("boats per scenario %v", per)
	}
	// The group, summoned in scenario 2, arrives at the start of the
	// second scenario after (4), not the first (3).
	for _, k := range []struct {
		scen int
		hk   bool
	}{{3, false}, {4, true}, {8, true}} {
		s, err := ONS5{Scenario: k.scen, HK: 2, Lost: []string{"Isis", "Whitehall", "Spragge"}}.ScenarioOf(sys.Lib.Data)
		if err != nil {
			t.Fatal(err)
		}
		ids := []string{}
		for _, e := range s.Escorts {
			ids = append(ids, e.ID)
		}
		if slices.Contains(ids, "Keats") != k.hk || slices.Contains(ids, "Isis") {
			t.Errorf("scenario %d: escorts %v", k.scen, ids)
		}
		if s.Night != ons5Night[k.scen-1] {
			t.Errorf("scenario %d: night %v", k.scen, s.Night)
		}
	}
	// A whole campaign, bot against bot (ONS5=full; CI plays the first
	// scenario and builds the second from its end).
	full := os.Getenv("ONS5") == "full"
	seeds := []uint64{11}
	if full && os.Getenv("ONS5_SEEDS") != "" { // e.g. ONS5_SEEDS=11,12,13
		seeds = nil
		for _, f := range strings.Split(os.Getenv("ONS5_SEEDS"), ",") {
			n, err := strconv.ParseUint(f, 10, 64)
			if err != nil {
				t.Fatal(err)
			}
			seeds = append(seeds, n)
		}
	}
	for _, seed := range seeds {
		playONS5(t, sys, full, seed)
	}
}

// playONS5 plays a campaign from its first scenario, bot against bot.
func playONS5(t *testing.T, sys *System, full bool, seed uint64) {
	id, total, played := ONS5Start.String(), 0, 0
	for {
		var m *Match
		if full {
			m = playOut(t, sys, rec(id, seed+uint64(played))).Game().(*Match) // the menu's next scenario: seed + 1
		} else {
			// CI: scenario 1 cut to 4 turns (the id, and so the state
			// carried, unchanged), played by the bots to its end.
			s, _ := sys.Lib.Scenario(id)
			s.Turns = 4
			var err error
			if m, err = NewMatch(sys.Lib.Data, s, seed, nil); err != nil {
				t.Fatal(err)
			}
			if _, err := m.Start(); err != nil {
				t.Fatal(err)
			}
			play := bots(sys)
			for p := m.Prompt(); p != nil; p = m.Prompt() {
				if _, err := m.Apply(play(m, p)); err != nil {
					t.Fatal(err)
				}
			}
		}
		cur, _ := ParseONS5(id)
		boats := 0
		for _, v := range m.S.Battle.Vessels {
			if v.Sub {
				boats++
			}
			if !v.Sub && slices.Contains(cur.Lost, v.ID) {
				t.Errorf("%s: %s is back", id, v.ID)
			}
		}
		if boats+len(m.S.Battle.Reserves) != cur.Boats() {
			t.Errorf("%s: %d boats and %d reserves, want %d", id, boats, len(m.S.Battle.Reserves), cur.Boats())
		}
		next, last, ok := m.ONS5Next()
		if !ok {
			t.Fatalf("%s: no next state", id)
		}
		if next.Score != cur.Score+m.ONS5Points() || next.Used != cur.Used+cur.Boats() || len(next.Lost) < len(cur.Lost) {
			t.Errorf("%s → %s", id, next)
		}
		total = next.Score
		played++
		t.Logf("%s: points %d, lost %v", id, m.ONS5Points(), next.Lost)
		if !full {
			s2, err := next.ScenarioOf(sys.Lib.Data)
			if err != nil || s2.Night || len(s2.Subs)+len(s2.Reserves) != 7 || next.Used != 7 {
				t.Errorf("scenario 2 from %s: %v, %+v", next, err, s2)
			}
			break
		}
		if last {
			if last != (played == 8) {
				t.Errorf("scenario %d reported last=%v", played, last)
			}
			break
		}
		id = next.String()
	}
	if full && played != 8 || !full && played != 1 {
		t.Errorf("%d scenarios played", played)
	}
	t.Logf("ONS 5 seed %d total %d: %q", seed, total, ONS5Winner(total))
}
