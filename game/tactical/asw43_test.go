package tactical

import "testing"

// [42–43] The Hedgehog's speed column: the Amazon/U.190 example [64.4.8]
// (DF 6, a 1 is 4 damage) fired by Amazon at speed 4 reads the die one
// worse (2: 2 damage on DF 6), at speed 6 two worse (3: 1 damage); at speed
// 3 or without the switch the example stands.
func Test43_HedgehogSpeedColumn(t *testing.T) {
	for _, c := range []struct {
		on          bool
		speed, want int
	}{{true, 3, 4}, {true, 4, 2}, {true, 6, 1}, {false, 6, 4}} {
		g := basicGame(t, 1)
		g.B.Options.AdvancedASW = c.on
		g.B.Turn = 3
		mustShip(t, g, "Amazon", "A", "W20-A", Dir3, c.speed)
		g.AddSub("U.190", "IXC", "G7a", MustHex("W28-A"), Dir2, 100)
		g.B.ASW = []ASWCounter{{Kind: Hedgehog, Hex: MustHex("W28-A"), Owner: "Amazon", Turn: 3}}
		g.ResolveASW()
		if got := g.Vessel("U.190").Damage; got != c.want {
			t.Errorf("switch %v, speed %d: damage %d, want %d", c.on, c.speed, got, c.want)
		}
		if c.on && c.speed >= 4 {
			if r := g.Dice.Log[0]; len(r.Mods) != 1 || r.Mods[0].Rule != "43" {
				t.Errorf("speed %d: the roll's modifications %v", c.speed, r.Mods)
			}
		}
	}
}

// [43] One set of dice for all the boats in a hex: two VIICs at 100 ft
// share a hex with a 300 lb charge set to 100 ft. Under the switch one d6
// (a 1: 6 damage) hits both; under the Basic rule each rolls its own (1,
// then 6: 6 and 0).
func Test43_OneSetOfDicePerHex(t *testing.T) {
	for _, on := range []bool{true, false} {
		g := basicGame(t, 1, 6, 6, 6) // the last for the announcements of the sinkings [43]
		g.B.Options.AdvancedASW = on
		g.B.Turn = 2
		g.AddSub("U1", "VIIC", "", MustHex("M30-B"), Dir6, 100)
		g.AddSub("U2", "VIIC", "", MustHex("M31-B"), Dir6, 100)
		g.B.ASW = []ASWCounter{{Kind: RackDC, Hex: MustHex("M31-B"), Owner: "E", Depth: 100, DCType: "300lb", Turn: 2}}
		g.ResolveASW()
		d1, d2 := g.Vessel("U1").Damage, g.Vessel("U2").Damage
		want2 := 0
		if on {
			want2 = 6
		}
		if d1 != 6 || d2 != want2 {
			t.Errorf("switch %v: damage %d and %d, want 6 and %d", on, d1, d2, want2)
		}
		rolls := 0
		for _, r := range g.Dice.Log {
			if r.Kind == "d6" && r.Rule != "43" {
				rolls++
			}
		}
		if want := map[bool]int{true: 1, false: 2}[on]; rolls != want {
			t.Errorf("switch %v: %d rolls, want %d", on, rolls, want)
		}
	}
}

// [43] "After each hex, d6 1–2 forces the announcement of a sinking": a
// VIIC at 100 ft under a 300 lb charge set to 100 ft is sunk by a 1 (6
// damage); the d6 that follows announces it on 1–2 (a public note, rule
// 43) and keeps it the Sub player's on 3–6 (no note); without the switch
// there is no such roll. The roll itself is the Sub player's [16].
func Test43_SinkingAnnouncedOnOneOrTwo(t *testing.T) {
	for _, c := range []struct {
		on        bool
		face      int
		announced bool
	}{{true, 1, true}, {true, 2, true}, {true, 3, false}, {true, 6, false}, {false, 0, false}} {
		faces := []int{1}
		if c.on {
			faces = append(faces, c.face)
		}
		g := basicGame(t, faces...)
		g.B.Options.AdvancedASW = c.on
		g.B.Turn = 2
		g.AddSub("U1", "VIIC", "", MustHex("M30-B"), Dir6, 100)
		g.B.ASW = []ASWCounter{{Kind: RackDC, Hex: MustHex("M30-B"), Owner: "E", Depth: 100, DCType: "300lb", Turn: 2}}
		g.ResolveASW()
		if !g.Vessel("U1").Sunk {
			t.Fatalf("U1 not sunk: %d damage", g.Vessel("U1").Damage)
		}
		rolls := 0
		for _, r := range g.Dice.Log {
			if r.Rule == "43" {
				rolls++
				if !subOnlyRule(r.Rule) {
					t.Error("the announcement roll is public")
				}
			}
		}
		notes := 0
		for _, n := range g.B.Notes {
			if n.Rule == "43" && n.Msg != nil && n.Msg.ID == "tac.log.sinking-announced" {
				notes++
			}
		}
		if wantRolls := map[bool]int{true: 1, false: 0}[c.on]; rolls != wantRolls || (notes == 1) != c.announced {
			t.Errorf("switch %v, face %d: %d rolls, %d notes", c.on, c.face, rolls, notes)
		}
	}
}

// Spec §18 ambiguity 15, the Advanced Squid depth: under advanced-asw
// each Squid counter resolves as a depth charge at the depth named on it
// [43] (a 300 lb-class charge): a VIIC at 100 ft under a Squid set to 100
// ft takes the DC table's damage, one set to 200 ft does nothing; with
// squid-atw (the other reading), or without advanced-asw, the Basic ATW
// table by counters in the hex, depth ignored [16.4.1].
func Test43_SquidResolvesAsADepthCharge(t *testing.T) {
	d := testData(t)
	def := d.Subs["VIIC"].Def
	dcDF := d.DCType("300lb").DF[def][0]
	atwDF := d.Tables.ATW.Squid[def][0]
	for _, c := range []struct {
		opts  []string
		depth int
		want  int
	}{
		{[]string{"advanced-asw"}, 100, Damage(dcDF, 1)},
		{[]string{"advanced-asw"}, 200, 0},
		{[]string{"advanced-asw", "squid-atw"}, 200, -1},
		{nil, 200, -1},
	} {
		g := basicGame(t, 1, 6)
		must(t, applyOptions(&g.B.Options, c.opts))
		g.B.Turn = 2
		g.AddSub("U1", "VIIC", "", MustHex("M30-B"), Dir6, 100)
		g.B.ASW = []ASWCounter{{Kind: Squid, Hex: MustHex("M30-B"), Owner: "E", Depth: c.depth, Turn: 2}}
		g.ResolveASW()
		want := c.want
		if want < 0 { // the ATW table, with its depth modification
			want = Damage(atwDF+g.atwDepthMod(def, 100, false), 1)
		}
		if got := g.Vessel("U1").Damage; got != want {
			t.Errorf("%v, Squid at %d ft: damage %d, want %d", c.opts, c.depth, got, want)
		}
	}
	if Damage(dcDF, 1) == Damage(atwDF+basicGame(t).atwDepthMod(def, 100, false), 1) {
		t.Fatal("the two readings give the same damage here: the test cannot tell them apart")
	}
}
