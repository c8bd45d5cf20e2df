package tactical

import (
	"fmt"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// nationsOf lists the nations of the escorts and boats the builder offers
// in period p.
func nationsOf(d *Data, p Period) (escorts, boats map[string][]string) {
	escorts, boats = map[string][]string{}, map[string][]string{}
	es, bs := DesignChoicesAt(d, p)
	for _, e := range es {
		escorts[d.Ships[e].Nation] = append(escorts[d.Ships[e].Nation], e)
	}
	for _, b := range bs {
		boats[d.Subs[b].Nation] = append(boats[d.Subs[b].Nation], b)
	}
	return escorts, boats
}

// [63.1] Italian, French and Russian vessels are for players' own
// scenarios: the builder offers escorts and boats of each from the
// nation's entry into the war (Italy summer 1940, the USSR summer 1941,
// France autumn 1939), each boat with a torpedo of its nation in service.
func Test63_1_BuilderOffersTheNations(t *testing.T) {
	d := testData(t)
	es, bs := nationsOf(d, mustPeriodOf("S43"))
	for _, n := range []string{"IT", "FR", "RU"} {
		if len(es[n]) < 2 || len(bs[n]) < 2 {
			t.Errorf("summer 1943 offers %s escorts %v and boats %v: want two of each", n, es[n], bs[n])
		}
		for _, b := range bs[n] {
			c := d.Subs[b]
			if len(c.Torpedoes) == 0 || d.Torpedoes[c.Torpedoes[0]].Nation != n {
				t.Errorf("%s's first torpedo %v is not of its nation", b, c.Torpedoes)
			}
		}
	}
	es, bs = nationsOf(d, mustPeriodOf("F39"))
	if len(es["IT"])+len(bs["IT"])+len(es["RU"])+len(bs["RU"]) > 0 || len(es["FR"]) == 0 || len(bs["FR"]) == 0 {
		t.Errorf("autumn 1939 offers Italian %v %v, Russian %v %v, French %v %v: Italy and the USSR were not at war, France was",
			es["IT"], bs["IT"], es["RU"], bs["RU"], es["FR"], bs["FR"])
	}
	es, bs = nationsOf(d, mustPeriodOf("S40"))
	if len(bs["IT"]) == 0 || len(es["RU"]) > 0 {
		t.Errorf("summer 1940 offers Italian boats %v, Russian escorts %v", bs["IT"], es["RU"])
	}
}

// nationDesigns are built battles with each nation's boats and escorts,
// the escorts' stock and the crews rolled where the design says.
var nationDesigns = []struct{ nation, design string }{
	{"IT", "design:S42;turns=20;convoy=8/fast;escorts=Hunt,Flower;boats=Marconi,Adua"},
	{"IT", "design:W43;night;turns=20;convoy=6/slow;escorts=Spica,Ciclone,Gabbiano;boats=U-class,U-class;dcstock=rolled"},
	{"FR", "design:F40;turns=20;convoy=6/fast;escorts=V1,Flower;boats=Redoutable,Minerve;torpedoes=rolled"},
	{"FR", "design:Sp43;turns=20;convoy=8/slow;escorts=Chacal,Elan,Flower-FR;boats=VIIC,VIIC;dcstock=rolled"},
	{"RU", "design:F44;night;turns=20;convoy=6/slow;escorts=F-boot,T35;boats=S-IXbis,Shch;reload=advanced"},
	{"RU", "design:S43;turns=20;convoy=8/fast;escorts=Gnevny,Uragan,MO-4;boats=VIIC,IXC;dcstock=rolled"},
}

// [63] Built battles with each nation play to their end, bot against bot,
// with the invariants after every step, in the Basic game and with the
// switches that read the nation (weather by its sea [50], crews by its
// years at war [49], the Advanced radar and sonar by its sets [44, 46],
// night lookouts [47]).
func Test63_1_BuiltBattlesPlayForEveryNation(t *testing.T) {
	sys := testSystem(t)
	advanced := []string{"hidden-movement", "sonar", "weather", "crews", "advanced-radar", "advanced-sonar", "night-visual"}
	tally := map[string][3]int{} // nation → boat wins, escort wins, games
	// The short form plays each design once, Basic and Advanced by turns;
	// SOAK63=n plays n seeds of each design both ways.
	seeds, both := uint64(1), false
	if n, err := strconv.Atoi(os.Getenv("SOAK63")); err == nil && n > 0 {
		seeds, both = uint64(n), true
	}
	for k, nd := range nationDesigns {
		for seed := uint64(1); seed <= seeds; seed++ {
			for i, opts := range [][]string{nil, advanced} {
				if !both && i != k%2 {
					continue
				}
				sess := playOut(t, sys, rec(nd.design, seed, opts...))
				m := sess.Game().(*Match)
				w := tally[nd.nation]
				if !m.Over() {
					t.Fatalf("%s seed %d: not over", nd.design, seed)
				}
				if m.S.Winner == SubSide {
					w[0]++
				} else {
					w[1]++
				}
				w[2]++
				tally[nd.nation] = w
			}
		}
	}
	for n, w := range tally {
		t.Logf("%s: %d games, boats won %d, escorts %d", n, w[2], w[0], w[1])
	}
}

// [63.2] French and Russian boats are searched for on the tables the
// American and British cards print (their enemies' sets): here every
// search reads the searching escort's set, so a French or Russian boat is
// found exactly as a British one would be. The same battle with the boats'
// nation relabelled British rolls the same searches to the same results.
func Test63_2_FrenchAndRussianBoatsSearchedAsAlliedBoats(t *testing.T) {
	base := testLibrary(t)
	opts := []string{"hidden-movement", "sonar", "advanced-radar", "advanced-sonar", "night-visual"}
	for _, c := range []struct{ design, class string }{
		{"design:F42;night;turns=12;convoy=6/slow;escorts=Spica,Gabbiano;boats=Redoutable", "Redoutable"},
		{"design:F43;night;turns=12;convoy=6/slow;escorts=F-boot,T35;boats=S-IXbis", "S-IXbis"},
	} {
		d := *base.Data
		d.Subs = map[string]*SubClass{}
		for k, v := range base.Data.Subs {
			d.Subs[k] = v
		}
		uk := *d.Subs[c.class]
		uk.Nation = "UK"
		d.Subs[c.class] = &uk
		searches := func(lib *Library) []string {
			sess := playOut(t, &System{Lib: lib}, rec(c.design, 3, opts...))
			var out []string
			for _, e := range sess.Log() {
				if e.Roll != nil && (strings.HasPrefix(e.Roll.Rule, "22") || strings.HasPrefix(e.Roll.Rule, "23") ||
					strings.HasPrefix(e.Roll.Rule, "44") || strings.HasPrefix(e.Roll.Rule, "45") || strings.HasPrefix(e.Roll.Rule, "46") || strings.HasPrefix(e.Roll.Rule, "47")) {
					out = append(out, fmt.Sprintf("%s %s %d %s", e.Roll.Rule, e.Roll.Purpose, e.Roll.Total, e.Roll.Result))
				}
			}
			return out
		}
		own, british := searches(base), searches(&Library{Data: &d, Scenarios: base.Scenarios})
		if len(own) == 0 {
			t.Fatalf("%s: no search rolled", c.class)
		}
		if !slices.Equal(own, british) {
			t.Errorf("%s: the searches differ from a British boat's:\n%v\n%v", c.class, own, british)
		}
	}
}

// [50] The weather is rolled on the column of the first boat's nation's
// sea: the Mediterranean for an Italian boat, the Pacific for an American,
// the Atlantic / North Sea for a German, French or Russian one.
func Test50_SeaByTheBoatsNation(t *testing.T) {
	d := testData(t)
	for class, want := range map[string]Sea{"Marconi": Mediterranean, "Adua": Mediterranean, "Gato": Pacific, "STtaka": Pacific,
		"VIIC": Atlantic, "Redoutable": Atlantic, "Shch": Atlantic} {
		g := NewGame(d, LoadedDice(), mustPeriodOf("S43"), Options{})
		if _, err := g.AddSub("B", class, d.Subs[class].Torpedoes[0], MustHex("M20-A"), Dir6, 0); err != nil {
			t.Fatal(err)
		}
		if got := g.seaOf(); got != want {
			t.Errorf("%s: sea %d, want %d", class, got, want)
		}
	}
	// A roll of 41 is Rough in the Mediterranean, Storm in the Atlantic.
	g := NewGame(d, LoadedDice(4, 1), mustPeriodOf("S42"), Options{Weather: true})
	if _, err := g.AddSub("B", "Marconi", "W270", MustHex("M20-A"), Dir6, 0); err != nil {
		t.Fatal(err)
	}
	g.advancedSetUp()
	if g.B.Weather != Rough {
		t.Errorf("an Italian boat's battle rolled 41 to %s, want the Mediterranean's rough", g.B.Weather)
	}
}

// [49] Crews count their years at war from their nation's entry: Italy
// summer 1940, the USSR summer 1941, France, Britain and Germany autumn
// 1939 (the US and Japan keep the first data's winter 1941).
func Test49_CrewsCountFromTheNationsWar(t *testing.T) {
	g := NewGame(testData(t), LoadedDice(), mustPeriodOf("S43"), Options{})
	for n, want := range map[string]string{"IT": "S40", "RU": "S41", "FR": "F39", "UK": "F39", "DE": "F39", "US": "W41", "JP": "W41"} {
		if got := g.firstPeriod(n); got != mustPeriodOf(want) {
			t.Errorf("%s: crews count from %s, want %s", n, got, want)
		}
	}
}

// [61] The Italian and Russian columns of the depth-charge table: Italian
// DE, C and TB and the Russian SC read table B, the Russian DD table A;
// the French, whom the table does not list, and a type it lists for no
// one of the nation, table A ("any escort can always use Table A"); the
// German F class (E) table B, the Type 35 (a TB, unlisted) A. A roll of
// 61 gives A 18, B 36.
func Test61_ItalianRussianAndFrenchRows(t *testing.T) {
	d := testData(t)
	want := map[string]int{"Spica": 36, "Ciclone": 36, "Gabbiano": 36, "MO-4": 36, "Gnevny": 18, "Uragan": 18,
		"Chacal": 18, "Elan": 18, "Flower-FR": 18, "F-boot": 36, "T35": 18}
	for class, n := range want {
		g := NewGame(d, LoadedDice(6, 1), mustPeriodOf("S43"), Options{})
		v, err := g.AddShip("E", class, MustHex("M10-A"), Dir6)
		if err != nil {
			t.Fatal(err)
		}
		g.ownSetUp(Scenario{DCStock: true})
		if !v.Stocked || v.DCLeft != n {
			t.Errorf("%s (%s %s) rolled 61: %d charges, want %d", class, d.Ships[class].Nation, d.Ships[class].Type, v.DCLeft, n)
		}
	}
}

// [50, 63] A design may choose its sea, the weather table's column: an
// Italian boat out of Bordeaux fights in the Atlantic, where a roll of 41
// is a storm (the Mediterranean's rough without the choice). The choice
// reads back from the design's text; an unknown sea is refused.
func Test50_DesignChosenSea(t *testing.T) {
	sys := testSystem(t)
	in := "design:S42;turns=10;convoy=6/fast;escorts=Flower;boats=Marconi/W270;sea=atlantic"
	d, err := ParseDesign(in)
	if err != nil {
		t.Fatal(err)
	}
	if d.Sea != "atlantic" || d.String() != in {
		t.Fatalf("sea %q, canonical %q", d.Sea, d.String())
	}
	s, err := d.Scenario(sys.Lib.Data)
	if err != nil {
		t.Fatal(err)
	}
	for sea, want := range map[string]Weather{"atlantic": Storm, "": Rough} {
		s.Sea = sea
		g, err := SetUp(sys.Lib.Data, LoadedDice(4, 1), s, nil)
		if err != nil {
			t.Fatal(err)
		}
		g.B.Options.Weather = true
		g.advancedSetUp()
		if g.B.Weather != want {
			t.Errorf("sea %q: 41 rolled %s, want %s", sea, g.B.Weather, want)
		}
	}
	if _, err := ParseDesign("design:S42;convoy=6/fast;boats=Marconi;sea=baltic"); err == nil {
		t.Error("sea=baltic accepted")
	}
}

// [53, 51.5] The rules' British and American lists are the nations' data:
// with the extra-kguns switch US DEs throw 4 a side from 1943, British
// and Free French corvettes 2 from 1942 (the French armed in British
// yards), an Italian or Soviet escort its class's; only British
// destroyers carry the Mk X.
func Test53_ExtraKGunsAndMkXByNation(t *testing.T) {
	d := testData(t)
	for _, c := range []struct {
		class, period string
		want          int
	}{{"Cannon", "S43", 4}, {"Flower", "Sp43", 2}, {"Flower-FR", "Sp43", 2}, {"Flower-FR", "F41", 1},
		{"Gabbiano", "Sp43", 2}, {"Spica", "Sp43", 1}, {"Gnevny", "Sp43", 0}, {"Etorofu", "Sp44", 1}} {
		g := NewGame(d, LoadedDice(), mustPeriodOf(c.period), Options{ExtraKGuns: true, MkX: true})
		e := mustShip(t, g, "E", c.class, "M30-B", Dir6, 2)
		if got := g.KGuns(e); got != c.want {
			t.Errorf("%s in %s: %d K-guns a side, want %d [53]", c.class, c.period, got, c.want)
		}
	}
	g := NewGame(d, LoadedDice(), mustPeriodOf("Sp43"), Options{MkX: true})
	for class, want := range map[string]bool{"V1": true, "A": true, "Chacal": false, "Gnevny": false, "Kamikaze": false, "Flower": false} {
		if got := g.MayDropMkX(mustShip(t, g, class, class, "M30-B", Dir6, 2)); got != want {
			t.Errorf("%s may drop the Mk X: %v, want %v [51.5]", class, got, want)
		}
	}
}

// [63] Every nation the builder offers has merchantmen and capital ships
// where history had them (authored, assets/data/tactical/README.md): a
// designed convoy under merchants= flies that flag with the nation's
// classes in service, its cargo rolled on the nearest American type's
// table [60]; no flag before its merchantmen sail (the USSR in 1939).
func Test63_3_NationsHaveMerchantsAndCapitalShips(t *testing.T) {
	d := testData(t)
	p := mustPeriodOf("S43")
	es, _ := DesignChoicesAt(d, p)
	for _, n := range []string{"US", "UK", "DE", "JP", "IT", "FR", "RU"} {
		if !slices.Contains(MerchantNations(d, p), n) {
			t.Errorf("summer 1943: no %s merchantmen", n)
		}
		if !slices.ContainsFunc(es, func(e string) bool { return d.Ships[e].Nation == n && d.Ships[e].Role == Capital }) {
			t.Errorf("summer 1943: no %s capital ship in the builder", n)
		}
	}
	if slices.Contains(MerchantNations(d, mustPeriodOf("F39")), "RU") {
		t.Error("autumn 1939: Soviet merchantmen offered before the USSR was at war")
	}
	des, err := ParseDesign("design:S43;turns=10;convoy=6/slow;merchants=FR;escorts=Chacal,Flower-FR,Richelieu;boats=VIIC/G7e;cargo=rolled")
	if err != nil {
		t.Fatal(err)
	}
	if back, _ := ParseDesign(des.String()); back.Merchants != "FR" {
		t.Errorf("%s reads back merchants %q", des, back.Merchants)
	}
	s, err := des.Scenario(d)
	if err != nil {
		t.Fatal(err)
	}
	if want := []string{"FR-cargo", "FR-tanker", "FR-cargo", "FR-tanker", "FR-cargo", "FR-tanker"}; !slices.Equal(s.Convoy.Ships, want) {
		t.Errorf("the French convoy is %v, want %v", s.Convoy.Ships, want)
	}
	if _, err := (Design{Period: "F39", Turns: 10, Convoy: 4, Merchants: "RU", Boats: []string{"VIIB"}}).Scenario(d); err == nil {
		t.Error("a Soviet convoy in autumn 1939 is built")
	}
	sys := testSystem(t)
	sess := playOut(t, sys, rec(des.String(), 2))
	m := sess.Game().(*Match)
	tanker := false
	for i := range m.G.B.Vessels {
		v := &m.G.B.Vessels[i]
		if v.Class == "FR-tanker" {
			tanker = true
			if v.Cargo == nil || !slices.ContainsFunc(cargoTables["T-2"], func(r struct {
				from int
				c    Cargo
			}) bool {
				return r.c == *v.Cargo
			}) {
				t.Errorf("%s carries %+v, not a tanker's cargo [60]", v.ID, v.Cargo)
			}
		}
	}
	if !tanker {
		t.Error("no French tanker in play")
	}
}
