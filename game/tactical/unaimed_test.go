package tactical

import "testing"

// [35] The Un-aimed Torpedo Table's "a/b": the larger if it is no more than
// the torpedo's speed, else the smaller, never more than the speed.
func Test35_UnaimedRunTable(t *testing.T) {
	g := basicGame(t)
	for _, c := range []struct{ d66, speed, want int }{
		{11, 5, 2}, {36, 5, 4}, {41, 5, 4}, {55, 5, 5}, {66, 5, 5},
		{41, 8, 6}, {53, 8, 8}, {62, 8, 6},
	} {
		if got := g.UnaimedRun(c.d66, c.speed); got != c.want {
			t.Errorf("d66 %d, speed %d: run %d, want %d", c.d66, c.speed, got, c.want)
		}
	}
}

// [35] Under aimed fire a boat at 50–75 ft fires un-aimed: the plotted run
// is replaced by the rolled one (a 41 for a G7a: 4/6 → 6, not the 2
// plotted), the torpedo names no target, and the boat may dive in the
// firing turn; at 100 ft it may not fire at all (the Basic game allows it).
func Test35_UnaimedFireFromDepth(t *testing.T) {
	g := basicGame(t, 4, 1)
	g.B.Options.AimedFire = true
	g.AddSub("U", "VIIC", "G7a", MustHex("M30-B"), Dir6, 75)
	u := g.Vessel("U")
	must(t, g.CheckLaunches(u, []Launch{{Tube: 0, First: 'B', Run: 2}}, 100))
	must(t, g.LaunchTorpedoes(u, []Launch{{Tube: 0, First: 'B', Run: 2}}))
	if r := g.Dice.Log[0]; r.Rule != "35" || r.Result != "run 6" {
		t.Errorf("logged %s %q", r.Rule, r.Result)
	}
	tp := g.B.Torpedoes[0]
	if tp.FirstRun != 6 || tp.Run != 6 || len(tp.Aimed) != 0 {
		t.Errorf("first run %d, run %d, aimed %v", tp.FirstRun, tp.Run, tp.Aimed)
	}
	u.Depth = 100
	if err := g.CheckLaunches(u, []Launch{{Tube: 1, First: 'B', Run: 2}}, 100); err == nil {
		t.Error("fired from 100 ft under aimed fire")
	}
	g.B.Options.AimedFire = false
	must(t, g.CheckLaunches(u, []Launch{{Tube: 1, First: 'B', Run: 2}}, 100))
	if err := g.CheckLaunches(u, []Launch{{Tube: 1, First: 'B', Run: 2}}, 125); err == nil {
		t.Error("Basic: dived in the firing turn")
	}
}
