package campaign

import (
	"slices"
	"strings"
	"testing"

	"periscope/game/data"
)

// The French fleet seized [36.63G] and the rest of the Vichy rules
// [36.63H] (issue 13, exact15).

// seizedList is [36.63G]'s list of 37 boats, in the rule's order.
var seizedList = []string{"Souffleur", "Caïman", "Requin", "Marsouin", "Saphir", "Turquoise", "Nautilus", "Diamant",
	"Perle", "Pascal", "Redoutable", "Le-Tonnant", "Vengeur", "Fresnel", "Poincaré", "Sidi-Ferruch", "Conquérant",
	"Argo-FR", "Le-Centaure", "Monge", "Pégase", "Pallas", "Vénus", "Cérès", "Iris", "Sirène", "Argonaute", "Aréthuse",
	"Atalante", "Diane", "La-Psyché", "Oréade", "La-Sultane", "La-Vestale", "Naïade", "L-Espoir", "L-Aurore"}

// seizeGame grants [36.63G] in July 1940 and brings the game to August
// 1940, the month its effects come.
func seizeGame(t *testing.T) *Game {
	t.Helper()
	g := polAt(t, "1940-07", 2)
	grant(t, g, "36.63G")
	g.S.Month, g.S.Week = 1940*12+7, 1
	return g
}

// [36.63G] Asked only in June or July 1940, not once Vichy is at war
// [36.63H]; H is not offered once G is granted.
func Test36_63G_OnlyInJuneOrJuly1940(t *testing.T) {
	for _, c := range []struct {
		month string
		want  bool
	}{{"1940-05", false}, {"1940-06", true}, {"1940-07", true}, {"1940-08", false}} {
		g := polAt(t, c.month, 2)
		if got := offered(g, "36.63G"); got != c.want {
			t.Errorf("%s: 36.63G offered %v, want %v", c.month, got, c.want)
		}
	}
	g := seizeGame(t)
	if offered(g, "36.63G") || offered(g, "36.63H") {
		t.Error("G or H offered after G was granted")
	}
}

// [36.63G] In August 1940 Toulon opens as a German base and each of the
// 37 boats rolls d10: 0–3 escapes or is scuttled, 4–9 captured, then the
// Damage table +1 places it in the matching Toulon box. Captured boats
// count as German and use the German torpedo value.
func Test36_63G_CaptureRoll(t *testing.T) {
	g := seizeGame(t)
	if g.BaseActive(toulon) || g.S.Flags[FlagFleetSeized] {
		t.Fatal("Toulon in use before August 1940's War Events")
	}
	var n int
	for _, b := range g.T.Boats {
		if seizedBoat(&b) {
			n++
		}
	}
	if n != 37 {
		t.Fatalf("%d boats on the seizure list, want the rule's 37", n)
	}
	// Boat i rolls 3 (escapes) when i is even, else 4 (captured), then a
	// damage roll of 0 (+1 = 1: the table's face 1).
	var faces []int
	for i := range seizedList {
		if i%2 == 0 {
			faces = append(faces, 3)
		} else {
			faces = append(faces, 4, 0)
		}
	}
	g.LoadDice(faces...)
	g.politicalWeekStart()
	if !g.BaseActive(toulon) {
		t.Fatal("Toulon not in use after the seizure")
	}
	box1 := numberBox(damageBoxNumber(g.T.Tables.Damage[1]))
	for i, id := range seizedList {
		s := g.Sub(id)
		if i%2 == 0 {
			if s.Status != StOut {
				t.Errorf("%s rolled 3: %s at %s, want out (escaped)", id, s.Status, s.Base)
			}
			continue
		}
		if s.Status != StBase || s.Base != toulon || s.Box != box1 && s.Box != BoxHold {
			t.Errorf("%s rolled 4 then 0+1: %s %s %s, want Toulon %s", id, s.Status, s.Base, s.Box, box1)
		}
		if g.Nation(s) != "DE" {
			t.Errorf("captured %s counts as %s, want German", id, g.Nation(s))
		}
	}
	pascal := g.Sub("Sidi-Ferruch") // index 15: captured
	for _, c := range []struct{ g7, want int }{{-1, -1}, {1, 1}} {
		g.S.G7 = c.g7
		if v := g.TorpedoValue(pascal); v != c.want {
			t.Errorf("G7 %+d: captured boat's torpedo value %+d, want the German %+d", c.g7, v, c.want)
		}
	}
	if !slices.Contains(g.RTBBases(germanBoat(t, g, StBase)), toulon) {
		t.Error("a German boat may not RTB to Toulon")
	}
}

// [36.63G] The escaped boats and the French units overseas join the
// Allies and go into the cups for good: one 1500 t counter in the Allied
// sub cup for each 1500 t boat that escaped (we have three), the British
// and American task forces and fleet escorts, the Centre, Outer and
// Western cups; they stay through later remixes.
func Test36_63G_CupAdditions(t *testing.T) {
	g := seizeGame(t)
	g.fillCups() // period 2's mix: the French units are out of play
	var faces []int
	for _, id := range seizedList {
		if id == "Pascal" || id == "Redoutable" {
			faces = append(faces, 0) // two 1500 t boats escape
		} else {
			faces = append(faces, 9, 0)
		}
	}
	g.LoadDice(faces...)
	g.politicalWeekStart()
	count := func(cup, typ string) int {
		n := 0
		for _, id := range g.S.Cups[cup] {
			if g.unitType(id).ID == typ {
				n++
			}
		}
		return n
	}
	check := func(when string) {
		t.Helper()
		if n := count("sub", seized1500); n != 2 {
			t.Errorf("%s: %d French 1500 t counters in the Allied sub cup, want 2", when, n)
		}
		for _, ca := range seizedCupAdds {
			if (ca.Cup == "west-inner" || ca.Cup == "west-outer" || ca.Cup == "tf-us" || ca.Cup == "fe-us") && g.S.Period < 3 {
				continue
			}
			if count(ca.Cup, ca.Type) != 1 {
				t.Errorf("%s: %s not in the %s cup", when, ca.Type, ca.Cup)
			}
		}
	}
	check("August 1940")
	g.S.Period, g.S.Month = 3, 1941*12+6
	g.fillCups()
	check("period 3's remix")
	g.politicalPeriodEnd(4)
	g.S.Period = 5
	g.fillCups()
	if count("outer", "ct-flower-ff-p5") != 1 {
		t.Error("period 5: the Free French Flower 6-3 not in the Outer cup")
	}
}

// [36.63G] The player may swap a captured 1500 t boat for Surcouf: she
// arrives damaged at Atlantic France and is not put in the Allied sub cup.
func Test36_63G_SurcoufSwap(t *testing.T) {
	g := seizeGame(t)
	g.BaseState("france").Active = true // Lorient from July 1940
	var faces []int
	for range seizedList {
		faces = append(faces, 9, 0)
	}
	g.LoadDice(append(faces, 5)...) // every boat captured; Surcouf's damage roll 5
	drive(t, g, g.politicalWeekStart()...)
	p := g.Prompt()
	if p == nil || p.Kind != "pol-place" || !slices.Contains(keys(p), "keep") || !slices.Contains(keys(p), "Redoutable") {
		t.Fatalf("no Surcouf swap offered: %v", p)
	}
	for _, k := range keys(p) {
		if k != "keep" && g.Class(g.Sub(k)).Type != "1500" {
			t.Errorf("swap offered for %s, not a 1500 t boat", k)
		}
	}
	answer(t, g, "Redoutable")
	sc, red := g.Sub("Surcouf"), g.Sub("Redoutable")
	if red.Status != StOut {
		t.Errorf("Redoutable %s after the swap, want out", red.Status)
	}
	if sc.Status != StBase || sc.Base != "france" || damageBoxNumber(sc.Box) == 0 && sc.Box != BoxHold {
		t.Errorf("Surcouf %s at %s in %s, want damaged at Atlantic France", sc.Status, sc.Base, sc.Box)
	}
	if g.Class(sc).Gun != "surcouf" || g.Nation(sc) != "DE" {
		t.Errorf("Surcouf: gun %q nation %s", g.Class(sc).Gun, g.Nation(sc))
	}
	for _, cup := range g.S.Cups {
		for _, id := range cup {
			if g.unitType(id).ID == "ss-surcouf" {
				t.Error("Surcouf's Allied counter still in a cup")
			}
		}
	}
}

// [36.63G] With the captured boats of [35.3], the UF-1..3 may arrive at
// Atlantic France a year early (their Type VIIs stay swapped out).
func Test36_63G_UFBoatsAYearEarly(t *testing.T) {
	g := polAt(t, "1940-07", 2)
	uf := g.Sub("UF-1")
	uf.Status, uf.Entry = StFuture, 1941*12+10 // the [35.3] option took it
	grant(t, g, "36.63G")
	g.S.Month, g.S.Week = 1940*12+7, 1
	g.LoadDice(make([]int, 37)...)
	g.politicalWeekStart()
	if want := 1940*12 + 10; uf.Entry != want {
		t.Errorf("UF-1 due %s, want %s (a year early)", monthLabel(uf.Entry), monthLabel(want))
	}
}

// [36.63G] The French retirements apply: the 600 t boats at the end of
// period 2.
func Test36_63G_RetirementsAsVichy(t *testing.T) {
	g := seizeGame(t)
	var faces []int
	for range seizedList {
		faces = append(faces, 9, 0)
	}
	g.LoadDice(faces...)
	g.politicalWeekStart()
	nai := g.Sub("Naïade")
	g.PutInBox(nai, toulon, BoxInPort)
	g.politicalPeriodEnd(2)
	if nai.Withdraw == "" && nai.Status == StBase {
		t.Error("the 600 t Naïade not retired at the end of period 2")
	}
}

// [36.63H] The French boats come to their own list's base (Toulon's 32
// to Toulon, Beirut's to Beirut, Casablanca's to Casablanca), whichever
// base the German boats use; Toulon and the other French bases take the
// French boats but not the German ones.
func Test36_63H_FrenchBoatsAtTheirOwnBases(t *testing.T) {
	g := polAt(t, "1940-10", 2)
	grant(t, g, "36.63H")
	var faces []int
	for _, b := range g.T.Boats {
		if b.Option == "36.63H" {
			faces = append(faces, 0)
		}
	}
	g.LoadDice(faces...)
	answer(t, g, "dakar")
	for _, id := range []string{"Souffleur", "Pégase", "Achéron", "Archimède", "Le-Glorieux"} {
		want := g.T.Boat(id).Base
		if s := g.Sub(id); s.Status != StBase || s.Base != want {
			t.Errorf("%s at %s %s, want %s", id, s.Status, s.Base, want)
		}
	}
	if g.T.Boat("Souffleur").Base != toulon {
		t.Error("the Toulon boats are not Toulon's")
	}
	fr, de := g.Sub("Archimède"), germanBoat(t, g, StBase)
	for _, s := range []*Sub{fr, de} {
		s.Status, s.Area, s.RTB = StSea, "morocco", true
	}
	for _, b := range []string{toulon, "casablanca", "levant", "dakar"} {
		if !slices.Contains(g.RTBBases(fr), b) {
			t.Errorf("a French boat may not RTB to %s: %v", b, g.RTBBases(fr))
		}
	}
	for _, b := range []string{toulon, "casablanca", "levant"} {
		if slices.Contains(g.RTBBases(de), b) {
			t.Errorf("a German boat may RTB to %s (the Wilhelm Bauer is at Dakar)", b)
		}
	}
	if !slices.Contains(g.RTBBases(de), "dakar") {
		t.Errorf("a German boat may not RTB to Dakar: %v", g.RTBBases(de))
	}
	g.S.Flags["torch"] = true
	g.politicalWeekStart()
	if g.BaseActive(toulon) || g.BaseActive("levant") {
		t.Error("French bases still in use after Vichy left")
	}
}

// [36.63H] German aircraft may fly from Casablanca (not from the other
// French bases, even the Wilhelm Bauer's); French aircraft from any French
// base but Diégo Suarez; the Bizerte comes at Casablanca (or Toulon).
func Test36_63H_AircraftAtFrenchBases(t *testing.T) {
	g := polAt(t, "1940-10", 2)
	grant(t, g, "36.63H")
	g.LoadDice(make([]int, 60)...)
	answer(t, g, "dakar")
	de, fr := g.airBases("fw200-1"), g.airBases("bizerte")
	if !slices.Contains(de, "casablanca") || slices.Contains(de, "dakar") || slices.Contains(de, toulon) {
		t.Errorf("German aircraft bases %v: want Casablanca, not Dakar or Toulon", de)
	}
	if !slices.Contains(fr, toulon) || !slices.Contains(fr, "dakar") || slices.Contains(fr, "diego-suarez") {
		t.Errorf("French aircraft bases %v: want Toulon and Dakar, not Diégo Suarez", fr)
	}
	if !slices.ContainsFunc(g.S.Aircraft, func(a AirState) bool { return a.ID == "bizerte" && !a.Gone && a.Base == "casablanca" }) {
		t.Error("the Bizerte is not at Casablanca")
	}
}

// [36.63H] Darlan's minelaying: a Saphir-class boat lays it while one can
// (another boat otherwise).
func Test36_63H_DarlanPrefersASaphir(t *testing.T) {
	g := polAt(t, "1940-10", 2)
	grant(t, g, "36.63H")
	g.LoadDice(make([]int, 60)...)
	answer(t, g, "casablanca")
	g.LoadDice(0)
	drive(t, g, Frame{Op: opPolTable, S: "darlan"})
	var m *Mission
	for i := range g.S.Missions {
		if g.S.Missions[i].Kind == "mines" {
			m = &g.S.Missions[i]
		}
	}
	if m == nil {
		t.Fatal("no minelaying order")
	}
	pref := strings.Split(m.Prefer, ",")
	if m.Prefer == "" || !slices.Contains(pref, "Saphir") {
		t.Fatalf("Darlan's order prefers %q, want the Saphirs", m.Prefer)
	}
	for _, id := range pref {
		if g.Class(g.Sub(id)).Type != "Saphir" {
			t.Errorf("Darlan's order prefers %s, not a Saphir", id)
		}
	}
}

// [36.63G] One French boat may be withdrawn each time "Relegated to
// training" occurs: the second pick of a two-boat withdrawal offers no
// French boat once one is chosen.
func Test36_63G_OneFrenchBoatATrainingEvent(t *testing.T) {
	g := seizeGame(t)
	var faces []int
	for range seizedList {
		faces = append(faces, 9, 0)
	}
	g.LoadDice(faces...)
	g.politicalWeekStart()
	ev := slices.IndexFunc(g.T.Events, func(e data.WarEvent) bool { return e.ID == "training-duty-2" })
	if ev < 0 {
		t.Fatal("no training-duty-2 event")
	}
	drive(t, g, Frame{Op: opTrainingPick, S: "event:training-duty-2", A: 0})
	if p := g.Prompt(); p == nil || !slices.Contains(keys(p), "sub:Redoutable") {
		t.Fatalf("a captured boat not offered for training: %v", p)
	}
	answer(t, g, "sub:Redoutable")
	p := g.Prompt()
	if p == nil {
		t.Fatal("no second pick")
	}
	for _, k := range keys(p) {
		if s := g.Sub(k[len("sub:"):]); g.Class(s).Nation == frenchNation {
			t.Errorf("a second French boat offered (%s)", s.ID)
		}
	}
}

// [36.63F] with [36.63G]: Spain's entry takes Morocco's Allied air cover
// but the Western Mediterranean keeps its own when the French fleet was
// seized.
func Test36_63F_WesternMedKeepsAirCoverAfterTheSeizure(t *testing.T) {
	for _, seized := range []bool{false, true} {
		g := polAt(t, "1940-10", 2)
		if seized {
			g.S.Political.Granted = append(g.S.Political.Granted, "36.63G")
		}
		air := g.Row("western-med").Air
		if air == "" {
			t.Fatal("the Western Mediterranean has no air cover in period 2 to keep")
		}
		boat := germanBoat(t, g, StBase)
		boat.Damage = 0
		grant(t, g, "36.63F")
		answer(t, g, boat.ID)
		got := g.Row("western-med").Air
		if seized && got != air || !seized && got != "" {
			t.Errorf("French fleet seized %v: Western Med air %q after Spain joined (was %q)", seized, got, air)
		}
	}
}

// [36.63G] The cups gain the French units still afloat: a named French
// ship sunk in period 1 is gone for good [14.81] and does not come back
// through the seizure's cup additions, whether a U-boat sank it (its
// patrol's record) or a minefield whose layer has gone home (no patrol
// record: the political state remembers it).
func Test36_63G_SunkFrenchShipsStayGone(t *testing.T) {
	g := seizeGame(t)
	g.fillCups()
	counter := func(typ string) string {
		for _, id := range slices.Concat(g.S.Out, g.S.Aside, g.S.NotYet, g.S.OutPeriod) {
			if g.unitType(id).ID == typ {
				return id
			}
		}
		t.Fatalf("no %s counter out of the cups", typ)
		return ""
	}
	mined, torpedoed := counter("bb-strasbourg"), counter("cv-bearn")
	if !g.unitType(mined).Named || !g.unitType(torpedoed).Named {
		t.Fatal("the Strasbourg or the Béarn is not a named ship")
	}
	for _, id := range []string{mined, torpedoed} {
		g.S.Out = slices.DeleteFunc(g.S.Out, func(x string) bool { return x == id })
		g.S.Aside = slices.DeleteFunc(g.S.Aside, func(x string) bool { return x == id })
		g.S.NotYet = slices.DeleteFunc(g.S.NotYet, func(x string) bool { return x == id })
	}
	g.ScoreSinking(nil, mined, g.unitType(mined).Tons, "26.21") // a field laid by a boat now home [26.21]
	g.ToOut(mined)
	s := germanBoat(t, g, StBase)
	g.ScoreSinking(s, torpedoed, g.unitType(torpedoed).Tons, "14.16D")
	g.ToOut(torpedoed)
	g.closePatrol(s, "returned")
	g.LoadDice(make([]int, 80)...)
	g.politicalWeekStart()
	if !g.S.Flags[FlagFleetSeized] {
		t.Fatal("the fleet was not seized in August 1940")
	}
	for _, id := range []string{mined, torpedoed} {
		for cup, ids := range g.S.Cups {
			if slices.Contains(ids, id) {
				t.Errorf("%s, sunk in period 1, is back in the %s cup", g.unitType(id).Name, cup)
			}
		}
		if slices.Contains(g.S.Aside, id) || slices.Contains(g.S.NotYet, id) {
			t.Errorf("%s, sunk in period 1, waits to come back", g.unitType(id).Name)
		}
	}
	// "BB Strasbourg (replaceable by Dunkerque)": the Dunkerque takes the
	// sunk Strasbourg's place in the British task forces.
	if !slices.ContainsFunc(g.S.Cups["tf-uk"], func(id string) bool { return g.unitType(id).ID == "bb-dunkerque" }) {
		t.Errorf("the Dunkerque does not replace the sunk Strasbourg: British TF cup %v", g.S.Cups["tf-uk"])
	}
}
