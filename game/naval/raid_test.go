package naval

import (
	"testing"

	"periscope/game/dice"
	"periscope/game/engine"
)

// The example of 21.5342: Bismarck and a cruiser raid the Atlantic; the
// modified engagement roll is 4, so four British ships may engage: a
// cruiser (compulsory), then the type rolls 2, 4 and 5. The British take
// a fast 3-factor ship for the 2 and a 4-factor battleship for the 4; with
// no 5-factor battleship or fast carrier near, the 5 is ignored.
func Test21_5342_RaidEngagementExample(t *testing.T) {
	ca := &Ship{ID: "ca", Class: CA, Size: 4, Nation: "UK"}
	repulse := &Ship{ID: "repulse", Name: "Repulse", Class: BB, Size: 3, Fast: true, Nation: "UK"}
	rodney := &Ship{ID: "rodney", Name: "Rodney", Class: BB, Size: 4, Nation: "UK"}
	dd := &Ship{ID: "dd", Class: DD, Size: 4, Nation: "UK"}
	got := RaidEngagers(4, []int{2, 4, 5}, []*Ship{dd, rodney, repulse, ca})
	if len(got) != 3 || got[0] != ca || got[1] != repulse || got[2] != rodney {
		t.Fatalf("engagers: %v", joinNames(got))
	}
	if RaidMay(5, rodney) || !RaidMay(6, dd) || RaidMay(1, repulse) || !RaidMay(3, repulse) {
		t.Fatal("the type table")
	}
	if len(RaidEngagers(0, nil, []*Ship{ca})) != 0 {
		t.Fatal("≤0: undetected")
	}
}

// A whole Rheinübung game reaches the raid: the raiders are announced at
// one interception die (22.22), and either fight or hit the convoys.
func TestRheinubungRaids(t *testing.T) {
	th := theatre(t)
	raids := 0
	// The first seed with a raid ends the search (the soak checks the
	// invariants of these games).
	for seed := uint64(1); seed <= 6 && raids == 0; seed++ {
		sess, _ := engine.NewSession(System{T: th}, engine.Record{Scenario: "rheinubung-1941", Seed: seed})
		for sess.Game().Prompt() != nil {
			gg := sess.Game().(*Game)
			p := gg.Prompt()
			sess.Apply(Bot{Seat: p.Seat}.Choose(gg, p))
		}
		for _, e := range sess.Log() {
			if e.Roll != nil && e.Roll.Purpose == "raid engagement" {
				raids++
			}
		}
	}
	if raids == 0 {
		t.Fatal("no raid reached the convoy routes in six games")
	}
}

// raidGame is Rheinübung with the raiders at sea in the Atlantic box and
// their raid op under way (no turn started).
func raidGame(t *testing.T) (*Game, *Force, *Op) {
	t.Helper()
	th := theatre(t)
	g, err := NewGame(th, engine.Record{Scenario: "rheinubung-1941", Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	g.S.Stack = nil // no turn: the test runs the raid's steps alone
	box := g.raidBox(0)
	fo := g.force("rhein")
	fo.At, fo.AtSea = box, true
	g.S.Ops = []Op{{N: 0, Side: 0, Force: "rhein", Kind: OpRaid, Target: box, Path: []string{box}}}
	return g, fo, &g.S.Ops[0]
}

// runBots plays the pending steps (battle decisions by the bots) until
// the procedure is empty or a new turn would start.
func runBots(t *testing.T, g *Game) []engine.Entry {
	t.Helper()
	if err := g.Run(); err != nil {
		t.Fatal(err)
	}
	es := g.Flush()
	for g.Prompt() != nil {
		more, err := g.Apply(Bot{Seat: g.Prompt().Seat}.Choose(g, g.Prompt()))
		if err != nil {
			t.Fatal(err)
		}
		es = append(es, more...)
	}
	return es
}

func rolls(es []engine.Entry, purpose string) int {
	n := 0
	for _, e := range es {
		if e.Roll != nil && e.Roll.Purpose == purpose {
			n++
		}
	}
	return n
}

// 21.5365 and 22.372 step 5, the chase that sank Bismarck: the raiders
// find the convoys undetected (engagement die 1, −3) and hit them; on the
// way home the Raid Table is rolled again with the same DRMs (a 6: three
// ships, the extra types any), the engagers bring the raiders to a second
// battle of one round (22.372 step 3), and there is no second attack on
// the transports.
func Test21_5365_RaidReturnSecondRound(t *testing.T) {
	g, fo, o := raidGame(t)
	g.LoadDice(1, 3, 3, 6, 6, 6)
	g.raid(fo, o)
	if err := g.Run(); err != nil {
		t.Fatal(err)
	}
	es := g.Flush()
	g.UnloadDice()
	es = append(es, runBots(t, g)...)
	if e := logHas(es, "log.raidchase"); len(e) != 1 {
		t.Fatalf("no return battle: %+v", e)
	}
	if n := rolls(es, "raid return engagement"); n != 1 {
		t.Fatalf("%d return engagement rolls", n)
	}
	if n := rolls(es, "raid on transports"); n != 1 {
		t.Fatalf("%d attacks on the transports, want one (none on the way home)", n)
	}
	// The second round is one battle of one round in the box (22.372);
	// a battle after it is an interception on the last leg home (21.538D).
	rep := g.S.Reports
	if len(rep) == 0 || rep[0].Rounds != 1 || rep[0].Hex != g.raidBox(0) {
		t.Fatalf("reports %+v, want the second round, one round in the box (22.372)", rep)
	}
	for _, r := range rep[1:] {
		if r.Hex == g.raidBox(0) {
			t.Fatalf("a second battle in the box: %+v", rep)
		}
	}
	for _, s := range g.S.Ships {
		if s.Home != "" || s.Force == "" && !s.Sunk {
			t.Fatalf("%s not back in its force", s.ID)
		}
	}
}

// 21.5365: after the first round the undamaged engagers stay in
// contact and fight the raiders again on their way home, even when the new
// roll finds no one (a 1); the damaged one disengages; and an engager
// still afloat blocks the attack on the transports (21.5362).
func Test21_5365_EngagersKeepContact(t *testing.T) {
	g, _, _ := raidGame(t)
	id := g.newID("raid-defence-")
	g.S.Forces = append(g.S.Forces, Force{ID: id, Side: 1, Name: "Raid defence", Port: "ice", At: g.raidBox(0), AtSea: true})
	hood, pow, cs1 := g.ship("hood"), g.ship("pow"), g.ship("cs1")
	hood.Home, hood.Force, hood.Sunk = "bcf", id, true
	pow.Home, pow.Force, pow.Damaged = "bcf", id, true
	cs1.Home, cs1.Force = "cs1", id
	g.S.Ops[0].RaidMods = []dice.Mod{engine.Mod(-3, "always", "21.5342")}
	g.LoadDice(1)
	g.Push(engine.Frame{Op: opRaidEnd, A: 0, B: 1, S: id})
	if err := g.Run(); err != nil {
		t.Fatal(err)
	}
	es := append(g.Flush(), answerKind(t, g, "raid-split", "together")...)
	es = append(es, answerKind(t, g, "raid-stay", "leave:pow")...)
	if rolls(es, "raid on transports")+rolls(es, "air raid on transports") > 0 {
		t.Fatal("the raiders attacked the transports with an engager afloat")
	}
	if rolls(es, "raid return engagement") != 1 {
		t.Fatal("no second Raid Table roll on the way home")
	}
	// The return roll (1 −3) finds no one new: Norfolk and Suffolk alone
	// fight the second round; Prince of Wales went home.
	if e := logHas(es, "log.raidchase"); len(e) != 1 || e[0].Text != "Rheinübung group is brought to battle on the way home by CA 4" {
		t.Fatalf("no second round with Norfolk and Suffolk: %+v", e)
	}
	if pow.Force != "bcf" || pow.Home != "" {
		t.Fatalf("Prince of Wales in %s", pow.Force)
	}
	if len(g.S.Reports) != 1 || g.S.Reports[0].Rounds != 1 {
		t.Fatalf("reports %+v", g.S.Reports)
	}
	g.UnloadDice()
	runBots(t, g)
	if cs1.Force != "cs1" || cs1.Home != "" || g.S.Battle != nil {
		t.Fatalf("after the second round: %s/%s", cs1.Force, cs1.Home)
	}
}
