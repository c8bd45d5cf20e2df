package campaign

import (
	"slices"
	"testing"

	"periscope/game/data"
)

// vichyAtWar grants [36.63H] in October 1940 and chooses the French base
// for the German boats.
func vichyAtWar(t *testing.T, base string) *Game {
	t.Helper()
	g := polAt(t, "1940-10", 2)
	grant(t, g, "36.63H")
	p := g.Prompt()
	if p == nil || p.Kind != "pol-place" {
		t.Fatalf("no French base asked after H: %v", p)
	}
	if want := []string{"casablanca", "dakar", "diego-suarez", "levant"}; !slices.Equal(keys(p), want) {
		t.Errorf("French bases offered %v, want %v", keys(p), want)
	}
	answer(t, g, base)
	return g
}

// [36.63H] The German boats may use one French base, the Wilhelm Bauer in
// its SMZ; the others stay closed to them. The Bizerte [7.56] and German
// aircraft may fly from it.
func Test36_63H_WilhelmBauerAtTheChosenFrenchBase(t *testing.T) {
	g := polAt(t, "1940-10", 2)
	if g.BaseActive("casablanca") {
		t.Fatal("Casablanca in use before Vichy joins")
	}
	g = vichyAtWar(t, "casablanca")
	if bs := g.BaseState("casablanca"); !bs.Active || bs.Tender != wilhelmBauer {
		t.Fatalf("Casablanca: in use %v, tender %q; want the Wilhelm Bauer", bs.Active, bs.Tender)
	}
	s := germanBoat(t, g, StBase)
	s.Status, s.Area, s.RTB = StSea, "morocco", true
	if !slices.Contains(g.RTBBases(s), "casablanca") {
		t.Errorf("a German boat may not RTB to Casablanca: %v", g.RTBBases(s))
	}
	for _, b := range []string{"dakar", "diego-suarez", "levant"} {
		if slices.Contains(g.RTBBases(s), b) {
			t.Errorf("a German boat may RTB to %s, not the chosen base", b)
		}
	}
	if !slices.Contains(g.airBases("bizerte"), "casablanca") || !slices.Contains(g.airBases("fw200-1"), "casablanca") {
		t.Errorf("aircraft bases: Bizerte %v, Fw 200 %v; want Casablanca in both", g.airBases("bizerte"), g.airBases("fw200-1"))
	}
	if !slices.ContainsFunc(g.S.Aircraft, func(a AirState) bool { return a.ID == "bizerte" && !a.Gone && a.Base == "casablanca" }) {
		t.Error("the Bizerte is not at Casablanca")
	}
}

// [36.63H] No Free French units: their submarines leave the cups (the
// British do not replace them) and a Free French Flower revealed is a
// British one.
func Test36_63H_NoFreeFrenchInTheCups(t *testing.T) {
	g := vichyAtWar(t, "dakar")
	all := slices.Concat(g.S.NotYet, g.S.Aside, g.S.OutPeriod)
	for _, cup := range g.S.Cups {
		all = append(all, cup...)
	}
	for _, id := range all {
		if slices.Contains(freeFrenchSubs, g.unitType(id).ID) {
			t.Errorf("Free French %s still in play", id)
		}
	}
	g.S.Period = 3
	if got := g.politicalSwap("ct-flower-ff"); got != "ct-flower-p2" {
		t.Errorf("a Free French Flower in period 3 becomes %q, want the British ct-flower-p2", got)
	}
	delete(g.S.Flags, FlagVichyCoBelligerent)
	if got := g.politicalSwap("ct-flower-ff"); got != "" {
		t.Errorf("without Vichy at war a Free French Flower becomes %q", got)
	}
}

// [36.63H] Operation Exporter: Beirut closes in War Progress; Dakar falls
// on the War Progress roll; after Torch every French base closes.
func Test36_63H_FrenchBasesLost(t *testing.T) {
	g := vichyAtWar(t, "levant")
	g.S.Political.ReactionMonth = g.S.Month + 1
	drive(t, g, g.occurEvent("vichy-exporter", "36.63")...)
	if !g.BaseActive("levant") {
		t.Fatal("Beirut closed before War Progress")
	}
	g.politicalWarProgress()
	if g.BaseActive("levant") {
		t.Error("Beirut still in use after Exporter's War Progress")
	}
	if slices.Contains(g.vichyBases(), "levant") {
		t.Error("Beirut still offered as a French base")
	}

	g = vichyAtWar(t, "dakar")
	g.S.Political.ReactionMonth = g.S.Month + 1
	drive(t, g, g.occurEvent("vichy-dakar", "36.63")...)
	g.LoadDice(4)
	g.politicalWarProgress()
	if g.BaseActive("dakar") || !g.S.Flags["dakar-occupied"] {
		t.Error("Dakar occupied on a 4 but its base is still in use")
	}

	g = vichyAtWar(t, "casablanca")
	g.S.Flags["torch"] = true
	g.politicalWeekStart()
	if g.BaseActive("casablanca") {
		t.Error("Casablanca still in use after Vichy left the war")
	}
	if slices.ContainsFunc(g.S.Aircraft, func(a AirState) bool { return a.ID == "bizerte" && !a.Gone }) {
		t.Error("the Bizerte still flies after Vichy left")
	}
}

// [36.63H] Each French boat rolls d10: 0–2 it comes under the BdU in the
// Work-up box of its list's base, 3–9 France keeps it; French torpedoes
// are −1, 0 from period 3, +1 from February 1942; the 600 t boats retire
// at the end of period 2 (the 630 t after 3, the Requins after 4); after
// Torch every French boat is removed.
func Test36_63H_FrenchBoats(t *testing.T) {
	g := polAt(t, "1940-10", 2)
	grant(t, g, "36.63H")
	var faces []int
	n := 0
	for _, b := range g.T.Boats {
		if b.Option == "36.63H" {
			faces = append(faces, []int{0, 3, 2, 9}[n%4]) // 0 and 2 join, 3 and 9 stay
			n++
		}
	}
	if n != 53 {
		t.Fatalf("%d French boats, want the 53 of the lists (Pégase once)", n)
	}
	g.LoadDice(faces...)
	answer(t, g, "dakar")
	joined, i := 0, 0
	for _, b := range g.T.Boats {
		if b.Option != "36.63H" {
			continue
		}
		s := g.Sub(b.ID)
		want := faces[i] <= 2
		if got := s.Status == StBase && s.Base == b.Base && s.Box == BoxWorkUp; got != want {
			t.Errorf("%s rolled %d: under the BdU at its base %s %v (%s %s %s)", b.ID, faces[i], b.Base, got, s.Status, s.Base, s.Box)
		}
		if want {
			joined++
		}
		i++
	}
	sirene := g.Sub("Sirène")
	for _, c := range []struct {
		month  string
		period int
		want   int
	}{{"1940-10", 2, -1}, {"1941-06", 3, 0}, {"1942-01", 4, 0}, {"1942-02", 4, 1}} {
		g.S.Month, _ = data.MonthIndex(c.month)
		g.S.Period = c.period
		if v := g.TorpedoValue(sirene); v != c.want {
			t.Errorf("%s period %d: French torpedo value %+d, want %+d", c.month, c.period, v, c.want)
		}
	}
	g.S.Month, g.S.Period = 1940*12+11, 2
	g.PutInBox(sirene, "dakar", BoxInPort)
	redoutable := g.Sub("Redoutable")
	g.PutInBox(redoutable, "dakar", BoxInPort)
	g.politicalPeriodEnd(2)
	if sirene.Status == StBase && sirene.Withdraw == "" {
		t.Error("the 600 t Sirène not retired at the end of period 2")
	}
	if redoutable.Status != StBase {
		t.Error("the 1500 t Redoutable retired at the end of period 2")
	}
	g.S.Flags["torch"] = true
	g.politicalWeekStart()
	if redoutable.Status != StOut {
		t.Errorf("Redoutable %s after Vichy left, want removed", redoutable.Status)
	}
}

// [36.63H] Antilles resupply: an undamaged French RTB boat in the
// Caribbean or the Guiana Basin may try once a week, an unmodified
// endurance check; never a German boat, never after the Monroe Doctrine;
// French boats may not use Spain's interned tankers.
func Test36_63H_AntillesResupply(t *testing.T) {
	g := vichyAtWar(t, "casablanca")
	fr := g.Sub("Le-Glorieux")
	fr.Status, fr.Area, fr.RTB, fr.Damage = StSea, "caribbean", true, 0
	src := func(s *Sub) bool {
		return slices.ContainsFunc(g.resupplySources(s), func(r resupplySource) bool { return r.kind == "antilles" })
	}
	if !src(fr) {
		t.Fatal("no Antilles resupply for a French boat in the Caribbean")
	}
	de := germanBoat(t, g, StBase)
	de.Status, de.Area, de.RTB = StSea, "caribbean", true
	if src(de) {
		t.Error("a German boat offered the Antilles")
	}
	emax := g.enduranceMax(fr)
	g.LoadDice(emax)
	drive(t, g, Frame{Op: opSubResupply, Sub: fr.ID})
	answer(t, g, "antilles:lesser-antilles")
	if fr.RTB || fr.Side != Patrol {
		t.Errorf("passed on %d (≤ %d): still RTB %v, side %s", emax, emax, fr.RTB, fr.Side)
	}
	other := g.Sub("Le-Héros")
	other.Status, other.Area, other.RTB = StSea, "guiana-basin", true
	if src(other) {
		t.Error("a second Antilles try in the same week")
	}
	g.S.Turn++
	if !src(other) {
		t.Error("no Antilles try the next week")
	}
	g.S.EventCount["vichy-monroe"] = 1
	if src(other) {
		t.Error("Antilles resupply after the Monroe Doctrine")
	}
	other.Area = "sw-approaches"
	delete(g.S.Flags, FlagSpain)
	for _, r := range g.resupplySources(other) {
		if r.kind == "interned" {
			t.Error("a French boat offered a Spanish interned tanker")
		}
	}
}

// [36.63H] The German boats may use one French base, the Wilhelm Bauer's:
// their Range is counted from it among the French bases, not from every
// French base in use; the French boats count it from all of them. With
// the Wilhelm Bauer at Casablanca, Madagascar is one OpArea from Diégo
// Suarez for a French boat and far beyond any German boat's Range.
func Test36_63H_GermanRangeFromTheWilhelmBauersBaseOnly(t *testing.T) {
	g := vichyAtWar(t, "casablanca")
	if !g.BaseActive("diego-suarez") {
		t.Fatal("Diégo Suarez not in use under Vichy")
	}
	de, fr := germanBoat(t, g, StBase), g.Sub("Archimède")
	for _, s := range []*Sub{de, fr} {
		s.Status, s.Area, s.RTB = StSea, "morocco", false
	}
	if d := g.rangeOfSub(fr, "madagascar"); d != 1 {
		t.Errorf("Madagascar is %d OpAreas from a French boat's nearest base, want 1 (Diégo Suarez)", d)
	}
	if d := g.rangeOfSub(de, "madagascar"); d <= g.Range(de) {
		t.Errorf("Madagascar is %d OpAreas from a German boat's nearest base, within its Range %d: counted from Diégo Suarez", d, g.Range(de))
	}
	if g.withinRange(de, "madagascar") || g.inRange(de, "madagascar") {
		t.Error("a German boat may be in Madagascar: its range counted from Diégo Suarez")
	}
	if !g.withinRange(fr, "madagascar") {
		t.Error("a French boat may not be in Madagascar, one OpArea from Diégo Suarez")
	}
	if d := g.rangeOfSub(de, "morocco"); d != 1 {
		t.Errorf("Morocco is %d OpAreas from the German boats' Wilhelm Bauer at Casablanca, want 1", d)
	}
}

// [36.63H] "Damaged boats may use French port facilities": a damaged
// German boat reaching the Wilhelm Bauer's French base is not sent on
// to a main base as at a tender [21.23]; it rolls the Damage table into
// the port's repair boxes, which repair it in the Repair phase [10.0].
// A boat a tender turned away may head for that port too.
func Test36_63H_DamagedBoatsUseFrenchPorts(t *testing.T) {
	g := vichyAtWar(t, "casablanca")
	s := germanBoat(t, g, StBase)
	s.Status, s.Area, s.RTB, s.Damage, s.MainBaseOnly = StSea, "casablanca", true, 1, true
	if !slices.Contains(g.RTBBases(s), "casablanca") {
		t.Errorf("a damaged German boat turned away by a tender may not head for Casablanca: %v", g.RTBBases(s))
	}
	g.LoadDice(9) // the Damage table: not superficial
	g.ArriveAtBase(s, "casablanca")
	if s.Status != StBase || s.Base != "casablanca" || s.MainBaseOnly || s.Box == BoxWorkUp {
		t.Fatalf("damaged at Casablanca: %s %s %s (main base only %v); want taken into the port", s.Status, s.Base, s.Box, s.MainBaseOnly)
	}
	s.Box = BoxR1
	g.LoadDice(0)
	stepRepair(g, &Frame{})
	if s.Box != BoxWorkUp || s.Base != "casablanca" {
		t.Errorf("after a repair roll of 0 at Casablanca (Repair 1: %d) the boat is in %s at %s, want Work-up", g.T.Base("casablanca").Repair[0], s.Box, s.Base)
	}
}

// Test36_63H_EventOrderRangeFromAFrenchBaseInAnSMZ: a war event's order
// sends the boats in range of the area [5.3] (strategic inRange), and a
// sub's Range counts from any friendly base [2.3A] — the French bases in
// use among them [36.63H], each an SMZ joined to its OpArea by a blue
// arrow, one OpArea away [21.11]. Before, the strategic distances followed
// routes only, so from Diégo Suarez or Casablanca (no route, a blue
// arrow) no area was in range for an order, while movement counted them
// (rangeOfSub): Madagascar was out of a French boat's range for orders,
// and Morocco out of a German boat's with the Wilhelm Bauer at Casablanca.
func Test36_63H_EventOrderRangeFromAFrenchBaseInAnSMZ(t *testing.T) {
	g := vichyAtWar(t, "casablanca")
	de, fr := germanBoat(t, g, StBase), g.Sub("Archimède")
	for _, s := range []*Sub{de, fr} {
		s.Status, s.Area, s.RTB = StSea, "morocco", false
	}
	for _, c := range []struct {
		s    *Sub
		area string
	}{{fr, "madagascar"}, {de, "morocco"}} {
		if d, m := g.baseDistance(c.s, c.area), g.rangeOfSub(c.s, c.area); d != m {
			t.Errorf("%s: %s is %d OpAreas for orders, %d for movement", c.s.ID, c.area, d, m)
		}
		if !g.inRange(c.s, c.area) {
			t.Errorf("%s: %s out of range for a war event's order", c.s.ID, c.area)
		}
	}
	if d := g.opAreaHops("diego-suarez")["madagascar"]; d != 1 {
		t.Errorf("Madagascar %d OpAreas from Diégo Suarez, want 1", d)
	}
}
