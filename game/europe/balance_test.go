package europe

import (
	"maps"
	"os"
	"strconv"
	"strings"
	"testing"

	"periscope/game/engine"
)

// The AI against itself on a range of seeds, with the attack doctrine
// (attackBars) changed per power, for tuning the balance (a long form,
// not in CI): Germany's wins and each game's winner in seed order, so
// that two runs on the same seeds are compared game by game.
//
//	EUROPE_BALANCE=99-128 go test ./game/europe -run TestAIBalance -v
//	EUROPE_BALANCE=99-128 EUROPE_BARS=su=0.65/0.9,uk=0.65/0.9 go test ./game/europe -run TestAIBalance -v
func TestAIBalance(t *testing.T) {
	spec := os.Getenv("EUROPE_BALANCE")
	if spec == "" {
		t.Skip("EUROPE_BALANCE=first-last (seeds), EUROPE_BARS=power=win/strong,... to measure")
	}
	defer func(saved map[Power]AttackBars) { attackBars = saved }(attackBars)
	attackBars = maps.Clone(attackBars)
	for _, kv := range strings.Split(os.Getenv("EUROPE_BARS"), ",") {
		if kv == "" {
			continue
		}
		p, v, _ := strings.Cut(kv, "=")
		a, b, _ := strings.Cut(v, "/")
		w, _ := strconv.ParseFloat(a, 64)
		st, _ := strconv.ParseFloat(b, 64)
		attackBars[Power(p)] = AttackBars{w, st}
	}
	lo, hi, _ := strings.Cut(spec, "-")
	l, _ := strconv.Atoi(lo)
	h, _ := strconv.Atoi(hi)
	d := testData(t)
	de := 0
	var line []string
	for seed := l; seed <= h; seed++ {
		g := playGame(t, d, uint64(seed), nil, func(p Power) engine.Player { return &AI{D: d} }, 400000)
		if g.S.Winner == "de" {
			de++
			line = append(line, "G")
		} else {
			line = append(line, "A")
		}
	}
	t.Logf("bars %q, seeds %s: Germany won %d of %d (G Germany, A the Allies): %s", os.Getenv("EUROPE_BARS"), spec, de, h-l+1, strings.Join(line, ""))
}
