package tactical

import "testing"

func d66Faces(v int) []int { return []int{v / 10, v % 10} }

func allD66() []int {
	var out []int
	for a := 1; a <= 6; a++ {
		for b := 1; b <= 6; b++ {
			out = append(out, 10*a+b)
		}
	}
	return out
}

func Test50_WeatherCoversEveryRoll(t *testing.T) {
	for _, v := range allD66() {
		for sea := Pacific; sea <= Mediterranean; sea++ {
			g := basicGame(t, d66Faces(v)...)
			if w := g.RollWeather(sea); w == "" {
				t.Fatalf("d66 %d sea %d: no weather", v, sea)
			}
		}
	}
	for _, c := range []struct {
		v    int
		sea  Sea
		want Weather
	}{{36, Atlantic, Rough}, {36, Pacific, Clear}, {63, Atlantic, Gale}, {63, Pacific, Storm}, {53, Mediterranean, Rough}, {66, Mediterranean, Gale}} {
		if got := basicGame(t, d66Faces(c.v)...).RollWeather(c.sea); got != c.want {
			t.Errorf("weather %d in sea %d: %s, want %s", c.v, c.sea, got, c.want)
		}
	}
}

func Test49_Crew(t *testing.T) {
	for _, c := range []struct {
		face, years int
		want        Crew
	}{{1, 0, Professional}, {2, 0, Experienced}, {3, 0, Experienced}, {4, 0, Novice}, {2, 2, Professional}, {5, 3, Experienced}, {6, 3, Novice}} {
		if got := basicGame(t, c.face).RollCrew("x", c.years); got != c.want {
			t.Errorf("crew roll %d after %d years: %s, want %s", c.face, c.years, got, c.want)
		}
	}
}

// The torpedo availability example [62]: a VIIC (14) rolling 23 gets
// 0.4 × 14 → 6.
func Test62_TorpedoAvailabilityExample(t *testing.T) {
	g := basicGame(t, 2, 3)
	if got := g.TorpedoesAvailable("U-1", 14); got != 6 {
		t.Fatalf("VIIC rolling 23: %d torpedoes, want 6", got)
	}
	for _, c := range []struct{ v, want int }{{11, 3}, {16, 5}, {36, 7}, {46, 10}, {66, 14}} {
		if got := basicGame(t, d66Faces(c.v)...).TorpedoesAvailable("U-1", 14); got != c.want {
			t.Errorf("roll %d: %d, want %d", c.v, got, c.want)
		}
	}
}

func Test61_DCStock(t *testing.T) {
	// A British DD uses table B, one letter left in 1939–41 (A) [61].
	g := basicGame(t, 6, 1)
	n, atw, err := g.DCStock("Viceroy", "DD", "UK", true)
	if err != nil || n != 18 || atw != 10 {
		t.Fatalf("early British DD on 61: %d charges %d ATW, %v", n, atw, err)
	}
	g = basicGame(t, 2, 4)
	if n, atw, _ := g.DCStock("England", "DE", "US", false); n != 70 || atw != 5 {
		t.Fatalf("US DE on 24: %d, %d", n, atw)
	}
	if _, _, err := basicGame(t).DCStock("x", "DE", "JP", false); err == nil {
		t.Fatal("an unlisted type accepted")
	}
	for _, v := range allD66() {
		if n, _, _ := basicGame(t, d66Faces(v)...).DCStock("x", "DD", "US", false); n == 0 {
			t.Fatalf("d66 %d not on the table", v)
		}
	}
}

func Test60_Cargo(t *testing.T) {
	if c := basicGame(t, 1, 1).RollCargo("x", "C-3"); c.Name != "meat" || c.VP != 18 {
		t.Fatalf("C-3 on 11: %+v", c)
	}
	if c := basicGame(t, 5, 4).RollCargo("x", "EC-2"); !c.TripleToSink || c.VP != 8 {
		t.Fatalf("Liberty on 54: %+v", c)
	}
	if c := basicGame(t, 3, 1).RollCargo("x", "T-2"); !c.DoubleDamage || c.VP != 32 {
		t.Fatalf("T-2 on 31: %+v", c)
	}
	if c := basicGame(t).RollCargo("x", "T-3"); c.VP != 32 {
		t.Fatal("T-3 always 32")
	}
	for _, class := range []string{"C-2", "C-3", "T-2"} {
		for _, v := range allD66() {
			if c := basicGame(t, d66Faces(v)...).RollCargo("x", class); c.VP == 0 {
				t.Fatalf("%s d66 %d not on the table", class, v)
			}
		}
	}
}

// The prolonged-attack table [34.6] as printed grows with the roll and with
// the difference: a check that catches a mistyped cell.
func Test34_6_ProlongedTableIsMonotone(t *testing.T) {
	for i, row := range prolongedTable {
		for j := 1; j < len(row.ep); j++ {
			if row.ep[j] < row.ep[j-1] {
				t.Errorf("row %d: column %d (%d) below column %d (%d)", row.from, j-4, row.ep[j], j-5, row.ep[j-1])
			}
		}
		if i > 0 {
			for j := range row.ep {
				if row.ep[j] > prolongedTable[i-1].ep[j] {
					t.Errorf("column %d: row %d (%d) above row %d", j-4, row.from, row.ep[j], prolongedTable[i-1].from)
				}
			}
		}
	}
	if ProlongedLoss(66, 0) != 40 || ProlongedLoss(11, -1) != 1 || ProlongedLoss(35, -4) != 0 || ProlongedLoss(66, -5) != 0 || ProlongedLoss(66, 12) != 58 {
		t.Fatal("table reads")
	}
}

func Test34_6_ProlongedAttack(t *testing.T) {
	g := basicGame(t, 6, 6)
	mustShip(t, g, "A", "V1", "A10-A", Dir6, 0)   // ordinary sonar: 3
	mustShip(t, g, "B", "Loch", "C10-A", Dir6, 0) // improved: 4, but speed 3 is not faster than the boat
	g.AddSub("U", "VIIC", "", MustHex("E10-A"), Dir6, 100)
	lost, sunk := g.ProlongedAttack(g.Vessel("U"), 120, 120, []*Vessel{g.Vessel("A"), g.Vessel("B")})
	// Attack 3 − defence 3 = 0; 66 → 40 EP of 120: escapes.
	if lost != 40 || sunk {
		t.Fatalf("lost %d sunk %v", lost, sunk)
	}
	g = basicGame(t, 6, 6)
	mustShip(t, g, "A", "V1", "A10-A", Dir6, 0)
	g.AddSub("U", "VIIC", "", MustHex("E10-A"), Dir6, 100)
	if lost, sunk := g.ProlongedAttack(g.Vessel("U"), 30, 120, []*Vessel{g.Vessel("A")}); lost != 40 || !sunk {
		t.Fatalf("30 EP against 40 lost: %d %v", lost, sunk)
	}
	if ProlongedEscorts(4) != 0 || ProlongedEscorts(7) != 3 {
		t.Fatal("five escorts needed, four stay [34.6]")
	}
}
