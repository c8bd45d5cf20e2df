package naval

import (
	"slices"
	"testing"

	"periscope/game/dice"
	"periscope/game/engine"
)

// threeRaiders is raidGame with Gneisenau (a fast 3) added to the
// Rheinübung group: three raiders, the Raid Table's +1 (21.5342).
func threeRaiders(t *testing.T) (*Game, *Force, *Op) {
	t.Helper()
	g, _, _ := raidGame(t)
	g.S.Ships = append(g.S.Ships, Ship{ID: "gneisenau", Name: "Gneisenau", Nation: g.ship("bismarck").Nation, Class: BB, Size: 3, Fast: true, Force: "rhein"})
	o := &g.S.Ops[0]
	o.RaidMods = []dice.Mod{engine.Mod(-3, "always", "21.5342"), engine.Mod(1, "three ships", "21.5342")}
	return g, g.force("rhein"), o
}

// Partitions(n) lists every division of n ships: 1, 2, 5, 15 (the Bell
// numbers), the whole first.
func Test21_537B_Partitions(t *testing.T) {
	for n, want := range map[int]int{1: 1, 2: 2, 3: 5, 4: 15} {
		ps := Partitions(n)
		if len(ps) != want || len(ps[0]) != 1 || len(ps[0][0]) != n {
			t.Fatalf("%d ships: %d divisions %v, want %d, the whole first", n, len(ps), ps, want)
		}
		seen := map[string]bool{}
		for _, p := range ps {
			var all []int
			for _, part := range p {
				all = append(all, part...)
			}
			slices.Sort(all)
			for i, v := range all {
				if v != i {
					t.Fatalf("%v is not a division of %d ships", p, n)
				}
			}
			key := ""
			for _, part := range p {
				for _, i := range part {
					key += string(rune('a' + i))
				}
				key += "|"
			}
			if seen[key] {
				t.Fatalf("%v twice", p)
			}
			seen[key] = true
		}
	}
}

// 21.537B, 21.538B: the raiders head home split (the raider's choice of
// the five divisions of three ships); each fleet is rolled for again with
// the first roll's DRMs, the three-ship +1 included, though neither new
// fleet has three ships; each sails its own last leg home (21.538D).
func Test21_537B_RaidFleetSplits(t *testing.T) {
	g, fo, o := threeRaiders(t)
	g.raidHome(fo, o, nil, nil, nil)
	if err := g.Run(); err != nil {
		t.Fatal(err)
	}
	p := g.Prompt()
	if p == nil || p.Kind != "raid-split" || p.Seat != g.Seat(0) || len(p.Options) != 5 || p.Options[0].Key != "together" {
		t.Fatalf("prompt %+v, want the raider's five divisions", p)
	}
	// Bismarck on its own, 3 (−2: no one); Eugen and Gneisenau, 1 (also
	// no one).
	g.LoadDice(3, 1)
	es := answerKind(t, g, "raid-split", "split:bismarck|eugen,gneisenau")
	es = append(es, runBots(t, g)...)
	if e := logHas(es, "log.raidsplit"); len(e) != 1 || e[0].Text != "Rheinübung group splits for the way home: Bismarck (BB 5) / CA 2, Gneisenau (BB 3)" {
		t.Fatalf("split line: %+v", e)
	}
	var back []engine.Entry
	for _, e := range es {
		if e.Roll != nil && e.Roll.Purpose == "raid return engagement" {
			back = append(back, e)
		}
	}
	if len(back) != 2 || back[0].Sub == back[1].Sub {
		t.Fatalf("%d return rolls, want one for each fleet (21.538B)", len(back))
	}
	for _, e := range back {
		if e.Rule != "21.538" || e.Roll.Total != e.Roll.Raw-2 || len(e.Roll.Mods) != 2 || e.Roll.Mods[1].Value != 1 {
			t.Fatalf("return roll %+v: want the first roll's DRMs, −3 and the three ships' +1 (21.538B)", e.Roll)
		}
	}
	split := g.S.Ops[1]
	if split.Kind != OpRaid || split.SplitOf != 1 || g.force(split.Force).Side != 0 {
		t.Fatalf("the split-off fleet's op: %+v", split)
	}
	if got := joinNames(g.ShipsOf(split.Force)); got != "CA 2, Gneisenau (BB 3)" && !g.ship("eugen").Sunk && !g.ship("gneisenau").Sunk {
		t.Fatalf("split-off fleet %s", got)
	}
	// 21.538D: each fleet heads home from the box as an activity of its own.
	legs := 0
	for _, r := range g.S.Ops {
		if r.Kind == OpReturn && (r.Leg == 1 || r.Leg == 2) && r.Path[len(r.Path)-1] == "bergen" {
			legs++
		}
	}
	if legs != 2 || len(logHas(es, "log.homeward")) != 2 {
		t.Fatalf("%d ways home, want two (21.538D)", legs)
	}
	// A split-off fleet is no later raid fleet of the box (21.5342).
	for _, m := range g.raidMoreMods(o, nil) {
		if m.Reason == "later raid fleet in the box" {
			t.Fatal("the split-off fleet counts as a later raid fleet")
		}
	}
}

// 21.537C–D: the fleet splits; the defender sends each engager of the
// first round after the fleet it chooses: Norfolk and Suffolk after the
// split-off Eugen, the damaged Prince of Wales after Bismarck, where it
// may still disengage. No first-round engager is a new engager.
func Test21_537C_DefenderAssignsEngagers(t *testing.T) {
	g, fo, o := raidGame(t)
	pow, cs1 := g.ship("pow"), g.ship("cs1")
	pow.Damaged = true
	o.RaidMods = []dice.Mod{engine.Mod(-3, "always", "21.5342")}
	g.raidHome(fo, o, []*Ship{cs1}, []*Ship{pow}, map[string]bool{"bcf": true, "cs1": true})
	if err := g.Run(); err != nil {
		t.Fatal(err)
	}
	es := answerKind(t, g, "raid-split", "split:bismarck|eugen")
	p := g.Prompt()
	if p == nil || p.Kind != "raid-assign" || p.Seat != g.Seat(1) || len(p.Options) != 2 {
		t.Fatalf("prompt %+v, want the defender's assignment of Norfolk and Suffolk", p)
	}
	es = append(es, answerKind(t, g, "raid-assign", "fleet:1")...)
	// The bot sends the damaged ship after the largest fleet (no raider
	// is damaged): Bismarck's.
	p = g.Prompt()
	if p == nil || p.Kind != "raid-assign" || (Bot{Seat: p.Seat}).Choose(g, p).Option != 0 {
		t.Fatalf("prompt %+v: the bot does not follow Bismarck", p)
	}
	// Bismarck's roll 1 (−2), Eugen's 1 (−2): no new engager.
	g.LoadDice(1, 1)
	es = append(es, answerKind(t, g, "raid-assign", "fleet:0")...)
	es = append(es, answerKind(t, g, "raid-stay", "leave:pow")...)
	g.UnloadDice()
	es = append(es, runBots(t, g)...)
	if e := logHas(es, "log.raidassign"); len(e) != 2 || e[0].Text != "CA 4 follows Rheinübung group (split off) on its way home" || e[1].Text != "Prince of Wales (BB 4) follows Rheinübung group on its way home" {
		t.Fatalf("assignments: %+v", e)
	}
	if e := logHas(es, "log.raidhome"); len(e) != 1 || e[0].Text != "Rheinübung group heads home unseen" {
		t.Fatalf("Bismarck, left by Prince of Wales: %+v", e)
	}
	if e := logHas(es, "log.raidchase"); len(e) != 1 || e[0].Text != "Rheinübung group (split off) is brought to battle on the way home by CA 4" {
		t.Fatalf("Eugen chased by Norfolk and Suffolk alone: %+v", e)
	}
	if e := logHas(es, "log.raiddisengage"); len(e) != 1 {
		t.Fatalf("Prince of Wales does not disengage: %+v", e)
	}
}

// 21.538D: after the second round the raiders sail their last leg home
// from the box, open to the defender's ships and land air in range: in
// Rheinübung the Battlecruiser Force at Iceland may intercept them and the
// air at Iceland and in Scotland may strike.
func Test21_538D_LastLegOpenToInterceptionAndAir(t *testing.T) {
	g, fo, o := raidGame(t)
	o.RaidMods = []dice.Mod{engine.Mod(-3, "always", "21.5342")}
	g.raidHome(fo, o, nil, nil, nil)
	g.LoadDice(1) // no one finds them in the box
	if err := g.Run(); err != nil {
		t.Fatal(err)
	}
	es := append(g.Flush(), answerKind(t, g, "raid-split", "together")...)
	g.UnloadDice()
	if e := logHas(es, "log.raidhome"); len(e) != 1 {
		t.Fatalf("no second roll in the box: %+v", e)
	}
	var ret *Op
	for i := range g.S.Ops {
		if r := &g.S.Ops[i]; r.Kind == OpReturn && r.Leg == 1 {
			ret = r
		}
	}
	if ret == nil || ret.Path[len(ret.Path)-1] != fo.Port || fo.At != o.Target {
		t.Fatalf("no way home from the box: %+v", g.S.Ops)
	}
	cuts := g.cutOptions(ret)
	if len(cuts) == 0 {
		t.Fatal("no British force may intercept the last leg")
	}
	p := g.Prompt()
	if p == nil || p.Seat != g.Seat(1) || p.Rule != "22.1" {
		t.Fatalf("prompt %+v, want Britain's interception of the last leg", p)
	}
	// Britain's bots play the leg: an interception or an air strike comes.
	es = runBots(t, g)
	if rolls(es, "interception")+len(logHas(es, "log.airstrike")) == 0 {
		var rs []string
		for _, e := range es {
			rs = append(rs, e.Rule)
		}
		t.Fatalf("nothing met the raiders on the last leg: %v", rs)
	}
	// A raid from the Murmansk box sails straight home, off the map
	// (21.5322).
	o.Straight = true
	if _, ok := g.homeward(o); ok {
		t.Fatal("a raid from the Murmansk box is exposed on its way home")
	}
}
