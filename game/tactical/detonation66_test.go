package tactical

import (
	"testing"
)

// d66Game is a Basic game with the Advanced torpedo tables [37–39] on, a
// VIIC with G7a at M30-B facing 6 and a C-2 across its bow at ship.
func d66Game(t *testing.T, ship string, faces ...int) *Game {
	t.Helper()
	g := basicGame(t, faces...)
	g.B.Options.D66Torpedoes = true
	g.AddSub("U", "VIIC", "G7a", MustHex("M30-B"), Dir6, 0)
	mustShip(t, g, "C", "C-2", ship, Dir2, 2)
	return g
}

// count66 is how many of the 36 d66 results are at or under v.
func count66(v int) int {
	if v == 0 {
		return 0
	}
	return (v/10-1)*6 + v%10
}

// [37] The Advanced Detonation Table is read as a d66 at or under the value
// for defence type × attitude: the value itself hits, the next result up
// misses, and the roll is logged with rule 37.
func Test37_D66HitAtOrUnderTheValue(t *testing.T) {
	probe := d66Game(t, "M24-B")
	tp := Torpedo{Type: "G7a", Heading: Dir6}
	need, att := probe.HitNumber66(tp, probe.Vessel("C"), Heading12Of(Dir2))
	if need != 56 || att != 3 {
		t.Fatalf("C-2 (def 5) from 60° off the bow: value %d at attitude %d, want 56 at 3", need, att)
	}
	next := need + 1
	if next%10 == 7 {
		next += 4
	}
	for _, c := range []struct {
		roll int
		hit  bool
	}{{need, true}, {next, false}, {11, true}} {
		faces := append(d66Faces(c.roll), 2, 1, 3, 3) // dud 21 > 12; damage 33
		g := d66Game(t, "M24-B", faces...)
		must(t, g.LaunchTorpedoes(g.Vessel("U"), []Launch{{Tube: 0, First: 'B', Run: 8}}))
		r := g.Dice.Log[0]
		if r.Kind != "d66" || r.Rule != "37" || r.Total != c.roll {
			t.Fatalf("roll %d: logged %s rule %s total %d", c.roll, r.Kind, r.Rule, r.Total)
		}
		if got := r.Result == "hit"; got != c.hit {
			t.Errorf("roll %d against %d: %q", c.roll, need, r.Result)
		}
		if c.hit && len(g.Dice.Log) != 3 {
			t.Errorf("roll %d: a hit rolls the dud and damage d66s too, %d rolls logged", c.roll, len(g.Dice.Log))
		}
		if g.Dice.Open() != 0 {
			t.Errorf("roll %d: %d rolls never recorded", c.roll, g.Dice.Open())
		}
	}
}

// [37] The authored table keeps the Basic table's chance where the d6 was
// exact for the rules text's own anchors (def 5: attitude 3 hits 5 in 6,
// attitude 4 hits 4 in 6 [64]); everywhere it is within a sixth of the Basic
// chance, the beam is at least as good as abaft it, and a stern chase is the
// worst shot at every size.
func Test37_D66TableAgainstTheBasicTable(t *testing.T) {
	d := testData(t)
	adv, basic := d.Tables.Detonation66.Rows, d.Tables.Detonation.Rows
	if count66(adv[5][2]) != 6*basic[5][2] || count66(adv[5][3]) != 6*basic[5][3] {
		t.Errorf("def 5 attitudes 3, 4: %d, %d of 36, want %d, %d", count66(adv[5][2]), count66(adv[5][3]), 6*basic[5][2], 6*basic[5][3])
	}
	for def := range adv {
		for a := range adv[def] {
			if diff := count66(adv[def][a]) - 6*basic[def][a]; diff < -6 || diff > 6 {
				t.Errorf("def %d attitude %d: %d of 36 against the Basic %d of 6", def, a+1, count66(adv[def][a]), basic[def][a])
			}
			if adv[def][6] > adv[def][a] {
				t.Errorf("def %d: the stern chase (%d) beats attitude %d (%d)", def, adv[def][6], a+1, adv[def][a])
			}
		}
		if adv[def][3] < adv[def][4] {
			t.Errorf("def %d: abaft the beam (%d) beats the beam (%d)", def, adv[def][4], adv[def][3])
		}
	}
}

// [37] The modifications move the coloured die: a target dead in the
// water −1 (a 66 is a 56, a hit at attitude 3), shallow +1 (a 51 is a 61,
// a miss).
func Test37_D66ModificationsOnTheColouredDie(t *testing.T) {
	g := d66Game(t, "M24-B", 6, 6, 2, 1, 1, 1)
	g.Vessel("C").DIW = true
	must(t, g.LaunchTorpedoes(g.Vessel("U"), []Launch{{Tube: 0, First: 'B', Run: 8}}))
	if r := g.Dice.Log[0]; r.Total != 56 || r.Result != "hit" {
		t.Errorf("66 against a ship dead in the water: total %d, %q; want 56, hit", r.Total, r.Result)
	}
	g = d66Game(t, "M24-B", 5, 1)
	must(t, g.LaunchTorpedoes(g.Vessel("U"), []Launch{{Tube: 0, First: 'B', Run: 8, Shallow: true}}))
	if r := g.Dice.Log[0]; r.Total != 61 || r.Result != "miss" {
		t.Errorf("51 shallow: total %d, %q; want 61, miss", r.Total, r.Result)
	}
}

// [38] The Dud Table by torpedo and period: the Mk 14's exploder failed
// until autumn 1943, the G7e's and G7a's (one pistol, one depth gear)
// until autumn 1940; a dud does no damage.
func Test38_DudTableByPeriod(t *testing.T) {
	d := testData(t)
	for _, c := range []struct {
		torpedo, period string
		want            int
	}{{"Mk14", "S42", 34}, {"Mk14", "F43", 13}, {"Mk14", "W44", 13}, {"G7e", "F39", 26}, {"G7e", "W41", 13}, {"G7a", "F39", 26}, {"G7a", "F40", 12}} {
		g := NewGame(d, LoadedDice(), mustPeriod(t, c.period), DefaultOptions())
		if got := g.DudNumber(d.Torpedoes[c.torpedo]); got != c.want {
			t.Errorf("%s in %s: dud on %d or less, want %d", c.torpedo, c.period, got, c.want)
		}
	}
	g := d66Game(t, "M24-B", 1, 1, 1, 2, 6, 6) // hit on 11; dud on 12
	must(t, g.LaunchTorpedoes(g.Vessel("U"), []Launch{{Tube: 0, First: 'B', Run: 8}}))
	if len(g.Dice.Log) != 2 || g.Dice.Log[1].Rule != "38" || g.Dice.Log[1].Result != "dud" {
		t.Fatalf("rolls %+v", g.Dice.Log)
	}
	if c := g.Vessel("C"); c.Damage != 0 || c.HP != 0 {
		t.Errorf("a dud did %d damage, %d HP", c.Damage, c.HP)
	}
}

// [39] The Torpedo Damage Table: a G7a (DF 10) rolling 64–66 does 151 HP
// (15 damage points: the C-2 is sunk); 11–13 does 6 HP, no point yet; a
// second hit of 12 HP (14–16) makes 18: one point, 8 HP toward the next.
func Test39_D66HitPoints(t *testing.T) {
	g := d66Game(t, "M24-B", 1, 1, 2, 1, 6, 4)
	must(t, g.LaunchTorpedoes(g.Vessel("U"), []Launch{{Tube: 0, First: 'B', Run: 8}}))
	if r := g.Dice.Log[2]; r.Rule != "39" || r.Result != "151 HP" {
		t.Errorf("damage roll 64: %s %q", r.Rule, r.Result)
	}
	if c := g.Vessel("C"); !c.Sunk {
		t.Errorf("151 HP on a C-2 of capacity %d: damage %d, not sunk", g.Capacity(c), c.Damage)
	}
	g = d66Game(t, "M24-B", 1, 1, 2, 1, 1, 3, 1, 1, 2, 1, 1, 6)
	must(t, g.LaunchTorpedoes(g.Vessel("U"), []Launch{{Tube: 0, First: 'B', Run: 8}}))
	c := g.Vessel("C")
	if c.Damage != 0 || c.HP != 6 {
		t.Fatalf("6 HP: damage %d, HP %d", c.Damage, c.HP)
	}
	must(t, g.LaunchTorpedoes(g.Vessel("U"), []Launch{{Tube: 1, First: 'B', Run: 8}}))
	if c = g.Vessel("C"); c.Damage != 1 || c.HP != 8 {
		t.Errorf("6 + 12 HP: damage %d, HP %d; want 1 and 8", c.Damage, c.HP)
	}
	// The magnetic and acoustic ratios.
	d := testData(t)
	if hp := g.TorpedoHP(d.Torpedoes["T3"], 64); hp != 227 {
		t.Errorf("T3 (magnetic, DF 10) on 64: %d HP, want 151 × 1.5 = 227", hp)
	}
	if hp := g.TorpedoHP(d.Torpedoes["T5"], 11); hp != 3 {
		t.Errorf("T5 (acoustic, DF 9) on 11: %d HP, want 5 × 0.5 = 3", hp)
	}
}

// [39] Each damage row's mean is ten times the Basic Damage Table's mean
// in its column (within one HP), so the switch changes the spread of a
// torpedo's damage, not how much it does on average; and a DF 10 hit sinks
// a T-2 (100 HP) one time in six, against one in three on the Basic d6.
func Test39_D66DamageMeansMatchTheBasicTable(t *testing.T) {
	d := testData(t)
	td := d.Tables.TorpedoDamage66
	for i, row := range td.Rows {
		df := td.DFFrom + i
		sum, basic := 0, 0
		for _, hp := range row {
			sum += hp
		}
		for f := 1; f <= 6; f++ {
			basic += Damage(df, f)
		}
		if mean, want := float64(sum)/12, float64(basic)*10/6; mean < want-1 || mean > want+1 {
			t.Errorf("DF %d: mean %.1f HP, Basic %.1f points", df, mean, want/10)
		}
	}
	g := NewGame(d, LoadedDice(), mustPeriod(t, "S43"), DefaultOptions())
	over := 0
	for tens := 1; tens <= 6; tens++ {
		for units := 1; units <= 6; units++ {
			if g.TorpedoHP(d.Torpedoes["G7a"], tens*10+units) >= 100 {
				over++
			}
		}
	}
	if over != 6 {
		t.Errorf("DF 10: %d of 36 rolls do 100 HP or more, want 6", over)
	}
}

// [39] Under the Advanced tables a torpedo may detonate in its turn of
// fire (6 hexes run: a hit), but a hit within its first 4 hexes is a dud.
func Test39_D66ArmsAfterFourHexes(t *testing.T) {
	g := d66Game(t, "M26-B", 1, 1)
	must(t, g.LaunchTorpedoes(g.Vessel("U"), []Launch{{Tube: 0, First: 'B', Run: 8}}))
	if got := g.Dice.Log[0].Result; got != "hit: a dud within its first 4 hexes" {
		t.Errorf("4 hexes run: %q", got)
	}
	g = d66Game(t, "M24-B", 1, 1, 2, 1, 3, 3)
	must(t, g.LaunchTorpedoes(g.Vessel("U"), []Launch{{Tube: 0, First: 'B', Run: 8}}))
	if got := g.Dice.Log[0].Result; got != "hit" {
		t.Errorf("6 hexes run in the turn of fire: %q", got)
	}
}

// Advanced VP (spec §18 ambiguity 23): a damaged ship scores per full 10
// HP, since only full points are damage: 9 HP nothing, 19 HP one VP, 20
// HP two.
func Test20_1_AdvancedVPPerFullTenHP(t *testing.T) {
	for _, c := range []struct{ hp, vp int }{{9, 0}, {19, 1}, {20, 2}} {
		g := d66Game(t, "M10-B")
		g.ApplyHP(g.Vessel("C"), c.hp, "39")
		if got := g.Score().Sub; got != c.vp {
			t.Errorf("%d HP on a C-2: %d VP, want %d", c.hp, got, c.vp)
		}
	}
}

// The switch is on the new-game page and off by default.
func Test37_D66Switch(t *testing.T) {
	var o Options
	must(t, applyOptions(&o, []string{"d66-torpedoes"}))
	if !o.D66Torpedoes || DefaultOptions().D66Torpedoes {
		t.Errorf("d66-torpedoes: %v, default %v", o.D66Torpedoes, DefaultOptions().D66Torpedoes)
	}
}
