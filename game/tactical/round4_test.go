package tactical

import (
	"os"
	"regexp"
	"strings"
	"testing"

	"periscope/game/engine"
)

// Every order the players give is refused with a message (issue 12): the
// files that check orders build no plain "%w: …" error, and a refused
// plot, launch and gun order each carry their own message.
func TestRefusalsHaveMessages(t *testing.T) {
	plain := regexp.MustCompile(`fmt\.Errorf\("%w`)
	for _, f := range []string{"asw.go", "gunnery.go", "move.go", "optional.go", "placement.go", "plot.go", "search.go", "torpedo.go"} {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for i, line := range strings.Split(string(b), "\n") {
			if plain.MatchString(line) {
				t.Errorf("%s:%d: a refusal without a message: %s", f, i+1, strings.TrimSpace(line))
			}
		}
	}
	for _, c := range []struct {
		err error
		id  string
	}{
		{func() error { _, err := ParsePlot("1x"); return err }(), "tac.err.plot-char"},
		{func() error { _, err := ParsePlot(""); return err }(), "tac.err.plot-empty"},
	} {
		if m := errMsg(c.err); m == nil || m.ID != c.id {
			t.Errorf("%v: message %v, want %s", c.err, m, c.id)
		}
	}
}

// [20.3]: the escort bot places an escort near a compass as near the boat
// the scenario gives as its 12-hex zone allows (S3: compass II and VI
// are 20 and more hexes from N32-B).
func Test20_3_EscortsNearACompassStartNearTheGivenBoat(t *testing.T) {
	sys := testSystem(t)
	s, err := engine.NewSession(sys, rec("S3", 1))
	if err != nil {
		t.Fatal(err)
	}
	m := s.Game().(*Match)
	boat := m.G.Vessel("U.128").Bow
	for _, e := range []struct {
		id      string
		compass int
	}{{"Lark", 2}, {"Easton", 2}, {"Whitehall", 6}, {"Viceroy", 6}} {
		c, _ := m.G.Compass(e.compass)
		v := m.G.Vessel(e.id)
		if d, far := Distance(v.Bow, boat), Distance(c, boat); d > far-10 {
			t.Errorf("%s starts %d hexes from the boat; its compass is %d away (want within %d)", e.id, d, far, far-10)
		}
	}
}

// [20.7]: the automated boat's 42 moves (7 markers × d6) each end on two
// hexes; the escort bot aims at the likeliest.
func Test20_7_AutomatedBoatEnds(t *testing.T) {
	at := Pose{Bow: MustHex("N32-B"), Facing: Dir1}
	like := automatedEnds(at)
	total := 0
	for h, n := range like {
		total += n
		if Distance(h, at.Bow) > 5 {
			t.Errorf("%v: %d hexes from the start", h, Distance(h, at.Bow))
		}
	}
	if total != 84 {
		t.Fatalf("%d hex ends, want 84 (42 moves, bow and stern)", total)
	}
	best := likeliest(like)
	for h, n := range like {
		if n > like[best] {
			t.Errorf("%v (%d) is likelier than %v (%d)", h, n, best, like[best])
		}
	}
}

// [10.1]: the escort bot never plots a ship into a friend (a collision
// leaves both dead in the water): bot games of the killer-group and
// capital-ship scenarios have no collision between two ships.
func Test10_1_EscortBotKeepsClearOfFriends(t *testing.T) {
	sys := testSystem(t)
	subs := map[string]bool{}
	for _, sc := range sys.Lib.Scenarios {
		for _, b := range sc.Subs {
			subs[b.ID] = true
		}
	}
	for _, scen := range []string{"S3", "S5", "S7"} {
		for seed := uint64(1); seed <= 2; seed++ {
			s := playOut(t, sys, rec(scen, seed))
			for _, e := range s.Log() {
				if e.Rule != "10.1" || !strings.HasPrefix(e.Text, "collision: ") {
					continue
				}
				a, b, _ := strings.Cut(strings.TrimPrefix(e.Text, "collision: "), " and ")
				if !subs[a] && !subs[b] {
					t.Errorf("%s seed %d turn %d: %s", scen, seed, e.Turn, e.Text)
				}
			}
		}
	}
}
