package tactical

import (
	"os"
	"strconv"
	"strings"
	"testing"
)

// TestSoakScoreDetail is the long form behind the balance figures: for the
// scenarios in SOAK_DETAIL (e.g. "S11,S12") it plays SOAK seeds bot against
// bot and logs each game's score, torpedoes, boats in play and lost, and
// ships sunk, then the means. Skipped unless SOAK_DETAIL is set.
func TestSoakScoreDetail(t *testing.T) {
	only := os.Getenv("SOAK_DETAIL")
	if only == "" {
		t.Skip("SOAK_DETAIL=S12 plays the detail")
	}
	n, err := strconv.Atoi(os.Getenv("SOAK"))
	if err != nil || n < 1 {
		n = 20
	}
	sys := testSystem(t)
	for _, sc := range strings.Split(only, ",") {
		wins := map[Side]int{}
		var subVP, escVP, fired, lost, sunk int
		for seed := uint64(1); seed <= uint64(n); seed++ {
			m := playOut(t, sys, rec(sc, seed)).Game().(*Match)
			g := m.G
			score := g.Score()
			boats, boatsLost, ships := 0, 0, 0
			for i := range g.B.Vessels {
				v := &g.B.Vessels[i]
				switch {
				case v.Sub:
					boats++
					if v.Sunk {
						boatsLost++
					}
				case v.Sunk:
					ships++
				}
			}
			wins[m.S.Winner]++
			subVP, escVP, fired, lost, sunk = subVP+score.Sub, escVP+score.Escort, fired+g.B.TorpedoesFired, lost+boatsLost, sunk+ships
			t.Logf("%s seed %d: %q wins, VP %d to %d, %d torpedoes, %d boats (%d lost), %d ships sunk",
				sc, seed, m.S.Winner, score.Sub, score.Escort, g.B.TorpedoesFired, boats, boatsLost, ships)
		}
		f := float64(n)
		t.Logf("%s: %d games: sub %d, escort %d, draw %d; means: VP %.1f to %.1f, %.1f torpedoes, %.2f boats lost, %.2f ships sunk",
			sc, n, wins[SubSide], wins[EscortSide], wins[""], float64(subVP)/f, float64(escVP)/f, float64(fired)/f, float64(lost)/f, float64(sunk)/f)
	}
}
