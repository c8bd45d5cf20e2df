package campaign

import (
	"slices"
	"testing"

	"periscope/game/data"
)

// spainAtWar grants [36.63F] in October 1940, the given Type VII sailing
// for El Ferrol.
func spainAtWar(t *testing.T) (*Game, *Sub) {
	t.Helper()
	g := polAt(t, "1940-10", 2)
	boat := germanBoat(t, g, StBase)
	boat.Damage = 0
	grant(t, g, "36.63F")
	answer(t, g, boat.ID)
	return g, boat
}

var spanishBases = []string{"el-ferrol", "cadiz", "cartagena", "canary-islands"}

// [36.63F] El Ferrol and Cadiz become sub bases and the Canaries an
// advanced base (the interned Corrientes its tender) only once Spain is at
// war; before, they are the interned tankers' ports [21.31], no base.
func Test36_63F_SpanishBasesOpen(t *testing.T) {
	g := polAt(t, "1940-10", 2)
	s := germanBoat(t, g, StBase)
	s.Status, s.Area, s.RTB = StSea, "sw-approaches", true
	for _, b := range spanishBases {
		if g.BaseActive(b) || slices.Contains(g.RTBBases(s), b) {
			t.Errorf("%s in use before Spain is at war", b)
		}
	}
	if !slices.ContainsFunc(g.resupplySources(s), func(r resupplySource) bool { return r.kind == "interned" && r.id == "el-ferrol" }) {
		t.Error("El Ferrol's interned tanker not offered before Spain is at war [21.31]")
	}
	g, _ = spainAtWar(t)
	s = germanBoat(t, g, StBase)
	s.Status, s.Area, s.RTB = StSea, "sw-approaches", true
	for _, b := range spanishBases {
		if !g.BaseActive(b) || !slices.Contains(g.RTBBases(s), b) {
			t.Errorf("%s: in use %v, in the RTB bases %v after Spain joined", b, g.BaseActive(b), g.RTBBases(s))
		}
	}
	if bs := g.BaseState("canary-islands"); bs.Tender != corrientes {
		t.Errorf("the Canaries' tender %q, want %s", bs.Tender, corrientes)
	}
}

// [36.63F] Spain's two C-class and two Archimede-class boats join at
// Spanish bases; they return only to Spanish bases and fire with the
// German torpedo value.
func Test36_63F_SpainsBoats(t *testing.T) {
	g := polAt(t, "1940-10", 2)
	for _, id := range []string{"C-2", "C-4", "General-Mola", "General-Sanjurjo", "G-7"} {
		if s := g.Sub(id); s == nil || s.Status != StOut {
			t.Fatalf("%s in play before Spain is at war: %+v", id, s)
		}
	}
	g, _ = spainAtWar(t)
	classes := map[string]int{}
	for _, id := range []string{"C-2", "C-4", "General-Mola", "General-Sanjurjo"} {
		s := g.Sub(id)
		if s.Status != StBase || !slices.Contains(spanishBases, s.Base) {
			t.Errorf("%s: %s at %s, want in a Spanish base", id, s.Status, s.Base)
		}
		classes[g.Class(s).Type]++
		if !g.nationTraits(g.Class(s).Nation).TorpedoTrack {
			t.Errorf("%s does not use the German torpedo value", id)
		}
	}
	if classes["C"] != 2 || classes["Archimede"] != 2 {
		t.Errorf("Spain's boats by type %v, want 2 C and 2 Archimede", classes)
	}
	c2 := g.Sub("C-2")
	c2.Status, c2.Area, c2.RTB = StSea, "sw-approaches", true
	for _, b := range g.RTBBases(c2) {
		if !slices.Contains(spanishBases, b) {
			t.Errorf("the Spanish C-2 may RTB to %s", b)
		}
	}
	if len(g.RTBBases(c2)) == 0 {
		t.Error("the Spanish C-2 has no base to return to")
	}
}

// [36.63F] At most 4 non-Spanish boats at Spain's bases at once (in port
// or bound there): a fifth must RTB elsewhere; Spain's own boats are not
// counted and always may.
func Test36_63F_FourBoatLimitAtSpanishBases(t *testing.T) {
	g, _ := spainAtWar(t)
	var germans []*Sub
	for i := range g.S.Subs {
		if s := &g.S.Subs[i]; s.Status == StBase && g.german(s) {
			germans = append(germans, s)
		}
	}
	if len(germans) < 5 {
		t.Fatalf("%d German boats in port", len(germans))
	}
	fifth := germans[4]
	fifth.Status, fifth.Area, fifth.RTB = StSea, "sw-approaches", true
	for i, s := range germans[:3] {
		g.PutInBox(s, []string{"el-ferrol", "cadiz", "el-ferrol"}[i], BoxInPort)
	}
	if !slices.Contains(g.RTBBases(fifth), "el-ferrol") {
		t.Fatal("3 boats at Spanish bases: El Ferrol refused")
	}
	bound := germans[3]
	bound.Status, bound.Area, bound.RTB, bound.Dest = StSea, "morocco", true, "cadiz"
	for _, b := range spanishBases {
		if slices.Contains(g.RTBBases(fifth), b) {
			t.Errorf("4 boats at or bound for Spanish bases: a fifth may still RTB to %s", b)
		}
	}
	c2 := g.Sub("C-2")
	c2.Status, c2.Area, c2.RTB = StSea, "sw-approaches", true
	if !slices.Contains(g.RTBBases(c2), "el-ferrol") {
		t.Error("a Spanish boat refused at El Ferrol by the limit on other nations' boats")
	}
}

// [36.63F] German aircraft may use Spanish bases; Vichy's Bizerte, held to
// French bases [7.56], may not.
func Test36_63F_GermanAircraftAtSpanishBases(t *testing.T) {
	g := polAt(t, "1940-10", 2)
	if slices.Contains(g.airBases("fw200-1"), "el-ferrol") {
		t.Error("an Fw 200 may fly from El Ferrol before Spain is at war")
	}
	g, _ = spainAtWar(t)
	for _, b := range spanishBases {
		if !slices.Contains(g.airBases("fw200-1"), b) {
			t.Errorf("the Fw 200 may not fly from %s with Spain at war", b)
		}
		if slices.Contains(g.airBases("bizerte"), b) {
			t.Errorf("the Vichy Bizerte may fly from %s", b)
		}
	}
}

// [36.63F] The Type VII that sailed for El Ferrol comes back as the
// Spanish G-7 in August 1942, at El Ferrol.
func Test36_63F_FerrolBoatReturnsAsG7In1942(t *testing.T) {
	g, boat := spainAtWar(t)
	if boat.Withdraw == "" && boat.Status != StTraining {
		t.Fatalf("%s did not leave play", boat.ID)
	}
	g7 := g.Sub("G-7")
	aug42, _ := data.MonthIndex("1942-08")
	if g7.Status != StFuture || g7.Entry != aug42 {
		t.Fatalf("G-7: %s entering %d, want future in 1942-08 (%d)", g7.Status, g7.Entry, aug42)
	}
	if g.Class(g7).Type != "VII" || g.Class(g7).Nation != "ES" || g.arrivalBase(g.T.Boat("G-7").Base) != "el-ferrol" {
		t.Errorf("G-7 a %s of %s arriving at %s", g.Class(g7).Type, g.Class(g7).Nation, g.arrivalBase(g.T.Boat("G-7").Base))
	}
}

// [36.63F] Torch with Spain at war, d10 0–3: the landing plays in the
// waters off Cadiz in place of Casablanca; in War Progress Cadiz is lost,
// its damaged boats scuttled and not counted as lost.
func Test36_63F_TorchLandsAtCadiz(t *testing.T) {
	g, _ := spainAtWar(t)
	g.S.Month, g.S.Period = g.S.Month+25, 4
	damaged := germanBoat(t, g, StBase)
	g.PutInBox(damaged, "cadiz", BoxR2)
	damaged.Damage = 2
	lost := g.S.Tracks.SubsLost
	g.S.Political.ReactionMonth = g.S.Month + 1 // no reaction prompt this month
	g.LoadDice(2)
	drive(t, g, g.occurEvent("torch", "30.32")...)
	if !g.S.Flags[flagSpainTorch] {
		t.Fatal("d10 2: the Americans did not land in Spain")
	}
	var areas []string
	for _, m := range g.S.Missions {
		if m.Event == "torch" {
			areas = append(areas, m.Area)
		}
	}
	if slices.Contains(areas, "casablanca") || !slices.Contains(areas, "gibraltar") {
		t.Errorf("Torch's SMZ orders %v, want the waters off Cadiz (gibraltar), not Casablanca", areas)
	}
	if !g.BaseActive("cadiz") {
		t.Error("Cadiz lost before War Progress")
	}
	g.politicalWarProgress()
	if g.BaseActive("cadiz") {
		t.Error("Cadiz still in use after War Progress")
	}
	if damaged.Status == StBase || damaged.Status == StSunk || g.S.Tracks.SubsLost != lost {
		t.Errorf("damaged %s at Cadiz: %s, subs lost %d → %d; want scuttled, not counted", damaged.ID, damaged.Status, lost, g.S.Tracks.SubsLost)
	}
}

// [36.63F] Operation Puma: Spain's undamaged boats at Cadiz and the
// Canaries sortie into the Canaries SMZ patrol side up; contacts there are
// American in periods 4–5; the Canaries are lost in War Progress.
func Test36_63F_PumaSpanishBoatsAndAmericanContacts(t *testing.T) {
	g, _ := spainAtWar(t)
	g.S.Month, g.S.Period = g.S.Month+25, 4
	mola := g.Sub("General-Mola")
	g.PutInBox(mola, "cadiz", BoxReady)
	c4 := g.Sub("C-4")
	g.PutInBox(c4, "cartagena", BoxReady)       // not at Cadiz or the Canaries: stays
	g.S.Political.ReactionMonth = g.S.Month + 1 // no reaction prompt this month
	drive(t, g, g.occurEvent("spain-puma", "36.63")...)
	if mola.Status != StSea || mola.Area != "canary-islands" || mola.Side != Patrol {
		t.Errorf("General Mola: %s in %q side %q, want at sea in the Canaries SMZ, patrol side up", mola.Status, mola.Area, mola.Side)
	}
	if c4.Status != StBase || c4.Base != "cartagena" {
		t.Errorf("the C-4 at Cartagena sortied for Puma: %s in %q (only Cadiz's and the Canaries' boats go)", c4.Status, c4.Area)
	}
	if o := g.ContactOverride("canary-islands"); o == nil || o.Nation != "US" {
		t.Errorf("Canaries contacts in period 4: %+v, want American", o)
	}
	g.politicalWarProgress()
	if g.BaseActive("canary-islands") {
		t.Error("the Canaries base still in use after Puma's War Progress")
	}
}

// [36.63E] Finnish submarines: offered only after Barbarossa; the three
// Vetehinen-class boats go to Germany's Repair 3 box.
func Test36_63E_FinnishBoats(t *testing.T) {
	g := polAt(t, "1941-05", 3)
	if offered(g, "36.63E") {
		t.Error("E offered before Barbarossa")
	}
	g = polAt(t, "1941-07", 3)
	g.S.Flags["barbarossa"] = true
	grant(t, g, "36.63E")
	for _, id := range []string{"Vetehinen", "Vesihiisi", "Iku-Turso"} {
		s := g.Sub(id)
		if s.Status != StBase || s.Base != "germany" || s.Box != BoxR3 || g.Class(s).Type != "Vetehinen" {
			t.Errorf("%s: %s at %s box %s, want Germany's Repair 3 box", id, s.Status, s.Base, s.Box)
		}
	}
	if offered(g, "36.63E") {
		t.Error("E offered again after it was granted")
	}
	// They may be used in the Arctic: every way to sea ends there or on the
	// way (the North Sea, for a Speed 1 boat from Germany).
	v := g.Sub("Vetehinen")
	g.PutInBox(v, "germany", BoxReady)
	opts := g.deployOptions(v, nil)
	ends := 0
	for _, o := range opts {
		if len(o.nodes) == 0 {
			continue
		}
		ends++
		if end := g.T.Area(o.nodes[len(o.nodes)-1]); end.Kind == data.KindOpArea && !end.InRegion("arctic") && end.ID != "north-sea" {
			t.Errorf("Vetehinen may sail to %s, outside the Arctic", end.ID)
		}
	}
	if ends == 0 {
		t.Error("Vetehinen has no way to the Arctic")
	}
}

// [36.63F] "El Ferrol, Cadiz and Cartagena become sub bases; Toulon's map
// location stands in for Cartagena for RTB and departure." Our map has
// Toulon at its own place, so Cartagena is a base of its own at its real
// place, joined as Toulon is: the Western Mediterranean at one movement
// point. It is a base only once Spain is at war; Spanish boats may return
// to it, and it counts among the four non-Spanish places.
func Test36_63F_CartagenaSailsAsToulon(t *testing.T) {
	g := polAt(t, "1940-10", 2)
	b, tb := g.T.Base("cartagena"), g.T.Base("toulon")
	if b == nil || b.Kind != data.BaseMain || b.Nation != "ES" || b.Opens != "36.63F" || !b.Med {
		t.Fatalf("Cartagena: %+v; want a Spanish main base in the Mediterranean opened by [36.63F]", b)
	}
	routes := func(id string) []data.Route {
		var out []data.Route
		for _, r := range g.T.Routes(id) {
			r.From = ""
			out = append(out, r)
		}
		return out
	}
	if got, want := routes(b.ID), routes(tb.ID); !slices.Equal(got, want) || len(got) == 0 {
		t.Errorf("Cartagena's routes %v, want Toulon's %v", got, want)
	}
	if g.BaseActive("cartagena") || g.friendlyBase("cartagena") {
		t.Error("Cartagena in use before Spain is at war")
	}
	g, _ = spainAtWar(t)
	if !g.BaseActive("cartagena") {
		t.Fatal("Cartagena not in use once Spain is at war")
	}
	c2 := g.Sub("C-2")
	if c2.Status != StBase || c2.Base != "cartagena" {
		t.Errorf("the C-2 at %s %s, want Cartagena (the Spanish flotilla's base)", c2.Status, c2.Base)
	}
	c2.Status, c2.Area, c2.RTB = StSea, "western-med", true
	if !slices.Contains(g.RTBBases(c2), "cartagena") || !slices.Contains(g.homeBases(c2), "cartagena") {
		t.Errorf("a Spanish boat in the Western Mediterranean may not head for Cartagena: %v", g.homeBases(c2))
	}
	if d := g.rangeOf("western-med"); d != 1 {
		t.Errorf("the Western Mediterranean is %d OpAreas from a base once Cartagena is in use, want 1", d)
	}
}
