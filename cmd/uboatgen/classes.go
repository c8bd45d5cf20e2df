package main

import (
	"fmt"
	"math"
	"strings"

	"periscope/game/data"
)

// spec is a submarine type's real characteristics, from which its game
// values are derived (see derive and assets/data/README.md).
//
// Figures are the usual published ones (surfaced displacement, maximum
// surfaced speed, range converted to 10 kn, test depth, torpedo tubes and
// load) as given in the standard references — E. Rössler, "The U-boat";
// Gröner, "German Warships 1815–1945" vol. 2; the type pages of uboat.net;
// E. Bagnasco, "Submarines of World War Two" and regiamarina.net for the
// Italian boats. Crash-dive times are the typical figures quoted for each
// type (rounded to 5 s); for the Italian ocean-going boats they are the
// 1940–41 figures, before the conning towers were cut down.
type spec struct {
	id, typ, nation, name string
	className             string // the proper name, when not the id ("O 21")
	bow, stern            int    // internal torpedo tubes
	external              int    // external tubes (no reload at sea), counted ½
	torpedoes             int    // torpedoes carried (own use)
	tonsSurf              int    // surfaced displacement, t
	knots                 float64
	nm10                  int // range at about 10 kn, nautical miles
	depth                 int // test depth, m
	dive                  int // crash-dive time, s
	tdc                   bool
	modern                bool // high submerged speed and new sensors (XVIIB, XXI, XXIII)
	tanker                int  // resupplies per week [21.33]
	tankerFrom            string
	stores                bool // carries stores for other boats (counts as a full load for Endurance)
	mines                 int  // field strength [26.1]
	gun                   string
	awayFromYards         bool // maintained far from its home yards (BETASOM)
	note                  string
}

var specs = []spec{
	// Type I: U-25, U-26. Rules fix U-25 at 5-2-3 [14.11], [14.15].
	{id: "IA", typ: "I", nation: "DE", name: "Type IA", bow: 4, stern: 2, torpedoes: 14, tonsSurf: 862, knots: 18.6, nm10: 7900, depth: 100, dive: 45, tdc: true, mines: 2, gun: "standard",
		note: "Poor seaboat and slow, unstable diver; 105 mm gun"},
	// Type II coastal boats: 3 bow tubes, 5 torpedoes or mines, no deck gun.
	{id: "IIA", typ: "II", nation: "DE", name: "Type IIA", bow: 3, torpedoes: 5, tonsSurf: 254, knots: 13.0, nm10: 1300, depth: 80, dive: 25, tdc: true, mines: 1,
		note: "Coastal boat; skips the Pier box [9.2]; no gun attacks [27]"},
	{id: "IIB", typ: "II", nation: "DE", name: "Type IIB", bow: 3, torpedoes: 5, tonsSurf: 279, knots: 13.0, nm10: 2400, depth: 80, dive: 25, tdc: true, mines: 1,
		note: "Coastal boat; skips the Pier box [9.2]; no gun attacks [27]"},
	{id: "IIC", typ: "II", nation: "DE", name: "Type IIC", bow: 3, torpedoes: 5, tonsSurf: 291, knots: 12.0, nm10: 2800, depth: 80, dive: 25, tdc: true, mines: 1,
		note: "Coastal boat; skips the Pier box [9.2]; no gun attacks [27]"},
	{id: "IID", typ: "II", nation: "DE", name: "Type IID", bow: 3, torpedoes: 5, tonsSurf: 314, knots: 12.7, nm10: 4300, depth: 80, dive: 25, tdc: true, mines: 1,
		note: "Saddle tanks for range; skips the Pier box [9.2]; no gun attacks [27]"},
	// Type VII.
	{id: "VIIA", typ: "VII", nation: "DE", name: "Type VIIA", bow: 4, external: 1, torpedoes: 11, tonsSurf: 626, knots: 17.0, nm10: 6200, depth: 100, dive: 30, tdc: true, mines: 2, gun: "standard",
		note: "Stern tube external, above the waterline; 88 mm gun"},
	{id: "VIIB", typ: "VII", nation: "DE", name: "Type VIIB", bow: 4, stern: 1, torpedoes: 14, tonsSurf: 753, knots: 17.9, nm10: 8700, depth: 100, dive: 30, tdc: true, mines: 2, gun: "standard",
		note: "Internal stern tube, twin rudders, saddle tanks; U-54 attacks with 4 [29.2]"},
	{id: "VIIC", typ: "VII", nation: "DE", name: "Type VIIC", bow: 4, stern: 1, torpedoes: 14, tonsSurf: 769, knots: 17.7, nm10: 8500, depth: 100, dive: 30, tdc: true, mines: 2, gun: "standard",
		note: "The standard Atlantic boat; six were built without a stern tube (Attack 3)"},
	{id: "VIIC41", typ: "VII", nation: "DE", name: "Type VIIC/41", bow: 4, stern: 1, torpedoes: 14, tonsSurf: 759, knots: 17.0, nm10: 8500, depth: 120, dive: 30, tdc: true, mines: 2, gun: "standard",
		note: "Thicker pressure hull; in play only as the [35.4] prototype U-995"},
	{id: "VIID", typ: "VII", nation: "DE", name: "Type VIID", bow: 4, stern: 1, torpedoes: 14, tonsSurf: 965, knots: 16.7, nm10: 11200, depth: 100, dive: 35, tdc: true, mines: 3, gun: "standard",
		note: "Minelayer: 15 SMA mines in five vertical shafts [26.1]"},
	{id: "VIIF", typ: "VII", nation: "DE", name: "Type VIIF", bow: 4, stern: 1, torpedoes: 14, tonsSurf: 1084, knots: 17.6, nm10: 14700, depth: 100, dive: 35, tdc: true, mines: 2, gun: "standard",
		note: "Torpedo transport (25 spare torpedoes for other boats); in play only as the [35.4] prototype U-1061"},
	// Type IX.
	{id: "IXA", typ: "IX", nation: "DE", name: "Type IXA", bow: 4, stern: 2, torpedoes: 22, tonsSurf: 1032, knots: 18.2, nm10: 10500, depth: 100, dive: 35, tdc: true, mines: 2, gun: "standard",
		note: "105 mm gun"},
	{id: "IXB", typ: "IX", nation: "DE", name: "Type IXB", bow: 4, stern: 2, torpedoes: 22, tonsSurf: 1051, knots: 18.2, nm10: 12000, depth: 100, dive: 35, tdc: true, mines: 2, gun: "standard",
		note: "U-109 is Tactics 3 [28.1]"},
	{id: "IXC", typ: "IX", nation: "DE", name: "Type IXC", bow: 4, stern: 2, torpedoes: 22, tonsSurf: 1120, knots: 18.3, nm10: 13450, depth: 100, dive: 35, tdc: true, mines: 2, gun: "standard",
		note: "More fuel than the IXB"},
	{id: "IXC40", typ: "IX", nation: "DE", name: "Type IXC/40", bow: 4, stern: 2, torpedoes: 22, tonsSurf: 1144, knots: 18.3, nm10: 13850, depth: 100, dive: 35, tdc: true, mines: 2, gun: "standard",
		note: "Slightly enlarged IXC"},
	{id: "IXD1", typ: "IX", nation: "DE", name: "Type IXD1", bow: 4, stern: 2, torpedoes: 24, tonsSurf: 1610, knots: 20.8, nm10: 12000, depth: 100, dive: 45, tdc: true, mines: 2, gun: "standard",
		note: "Fast-boat diesels; U-180 and U-195"},
	{id: "IXD2", typ: "IX", nation: "DE", name: "Type IXD2", bow: 4, stern: 2, torpedoes: 24, tonsSurf: 1616, knots: 19.2, nm10: 31500, depth: 100, dive: 45, tdc: true, mines: 2, gun: "standard",
		note: "U-cruiser for the South Atlantic and Indian Ocean; range capped at 12"},
	// Supply and special boats.
	{id: "XB", typ: "X", nation: "DE", name: "Type XB", stern: 2, torpedoes: 15, tonsSurf: 1763, knots: 16.4, nm10: 18450, depth: 100, dive: 45, tdc: true, tanker: 2, mines: 3, gun: "standard",
		note: "Large minelayer (66 SMA mines), used as a supply boat [21.33]"},
	{id: "XIV", typ: "XIV", nation: "DE", name: "Type XIV", tonsSurf: 1688, knots: 14.4, nm10: 12350, depth: 80, dive: 45, tanker: 3, stores: true,
		note: "\"Milchkuh\" U-tanker: no torpedo tubes, 423 t of fuel and 4 torpedoes for other boats [21.33]; no gun attacks [27]"},
	{id: "UA", typ: "UA", nation: "DE", name: "UA (ex-Batiray)", bow: 4, stern: 2, torpedoes: 12, tonsSurf: 1128, knots: 18.0, nm10: 13100, depth: 100, dive: 45, tdc: true, tanker: 1, tankerFrom: "1942-01", mines: 2, gun: "standard",
		note: "Built for Turkey, taken over in 1939; a U-tanker only in 1942–43 [21.33]"},
	// Optional types [35].
	{id: "XI", typ: "XI", nation: "DE", name: "Type XI (U-cruiser, not built)", bow: 4, stern: 2, torpedoes: 12, tonsSurf: 3140, knots: 23.0, nm10: 16000, depth: 120, dive: 60, tdc: true, mines: 2, gun: "xi",
		note: "Design figures: four 127 mm guns, a reconnaissance floatplane [35.1], [35.2]"},
	{id: "XII", typ: "XII", nation: "DE", name: "Type XII (fleet boat, not built)", bow: 6, stern: 2, torpedoes: 20, tonsSurf: 1600, knots: 22.0, nm10: 20000, depth: 100, dive: 45, tdc: true, mines: 2, gun: "standard",
		note: "Design figures [35.1], [35.2]"},
	{id: "XVIIB", typ: "XVII", nation: "DE", name: "Type XVIIB (Walter)", bow: 2, torpedoes: 4, tonsSurf: 312, knots: 8.5, nm10: 2000, depth: 120, dive: 25, tdc: true, modern: true, mines: 1,
		note: "Walter turbine boat; [35.4] prototype U-1405; no gun attacks [27]"},
	{id: "XXI", typ: "XXI", nation: "DE", name: "Type XXI", bow: 6, torpedoes: 23, tonsSurf: 1621, knots: 15.6, nm10: 15500, depth: 135, dive: 20, tdc: true, modern: true, mines: 2,
		note: "Elektroboot; [35.4] prototype U-2511; no gun attacks [27]"},
	{id: "XXIII", typ: "XXIII", nation: "DE", name: "Type XXIII", bow: 2, torpedoes: 2, tonsSurf: 234, knots: 9.7, nm10: 2000, depth: 80, dive: 10, tdc: true, modern: true, mines: 1,
		note: "Coastal Elektroboot; [35.4] prototype U-2322; no reloads; no gun attacks [27]"},
	// Captured boats [35.3].
	{id: "Porpoise", typ: "UB", nation: "DE", name: "Porpoise class (ex-HMS Seal)", bow: 6, torpedoes: 12, tonsSurf: 1520, knots: 15.0, nm10: 7500, depth: 90, dive: 60, mines: 2, gun: "standard",
		note: "British minelayer captured May 1940; lays only strength-2 fields [35.3]; British fire control"},
	{id: "O21", typ: "UD", nation: "DE", name: "O 21 class (ex-Dutch)", className: "O 21", bow: 4, stern: 2, external: 2, torpedoes: 14, tonsSurf: 990, knots: 19.5, nm10: 12000, depth: 100, dive: 40, mines: 1,
		note: "O 25–O 27 taken incomplete in 1940 and finished as UD-3–UD-5 [35.3]; Dutch fire control"},
	{id: "Aurore", typ: "UF", nation: "DE", name: "L'Aurore class (ex-French)", bow: 4, external: 5, torpedoes: 9, tonsSurf: 893, knots: 14.5, nm10: 5600, depth: 80, dive: 40, mines: 1, gun: "standard",
		note: "Taken incomplete in 1940 as UF-1–UF-3 [35.3]; French fire control"},
	// Italian ocean-going boats at BETASOM (Bordeaux). No TDC (manual
	// fire control), slow diving with the original large conning towers.
	{id: "Marconi", typ: "Marconi", nation: "IT", name: "Marconi class", bow: 4, stern: 4, torpedoes: 12, tonsSurf: 1195, knots: 18.0, nm10: 8500, depth: 100, dive: 55, mines: 0, gun: "standard", awayFromYards: true,
		note: "Six boats, all sent to Bordeaux"},
	{id: "Marcello", typ: "Marcello", nation: "IT", name: "Marcello class", bow: 4, stern: 4, torpedoes: 16, tonsSurf: 1043, knots: 17.4, nm10: 7000, depth: 100, dive: 55, gun: "standard", awayFromYards: true,
		note: "Good seaboats; eight went to Bordeaux"},
	{id: "Cappellini", typ: "Marcello", nation: "IT", name: "Comandante Cappellini class", bow: 4, stern: 4, torpedoes: 14, tonsSurf: 1060, knots: 17.5, nm10: 8500, depth: 100, dive: 55, gun: "standard", awayFromYards: true,
		note: "Marcello derivative: Cappellini and Faà di Bruno"},
	{id: "Calvi", typ: "Calvi", nation: "IT", name: "Calvi class", bow: 4, stern: 4, torpedoes: 16, tonsSurf: 1550, knots: 17.0, nm10: 9000, depth: 90, dive: 60, gun: "standard", awayFromYards: true,
		note: "Large cruiser boats: Calvi, Finzi, Tazzoli"},
	{id: "Liuzzi", typ: "Liuzzi", nation: "IT", name: "Liuzzi class", bow: 4, stern: 4, torpedoes: 12, tonsSurf: 1166, knots: 18.0, nm10: 8500, depth: 100, dive: 55, gun: "standard", awayFromYards: true,
		note: "Bagnolini, Giuliani, Tarantini"},
	{id: "Glauco", typ: "Glauco", nation: "IT", name: "Glauco class", bow: 4, stern: 4, torpedoes: 14, tonsSurf: 1055, knots: 17.0, nm10: 7500, depth: 90, dive: 55, gun: "standard", awayFromYards: true,
		note: "Glauco and Otaria"},
	{id: "Brin", typ: "Brin", nation: "IT", name: "Brin class", bow: 4, stern: 4, torpedoes: 14, tonsSurf: 1016, knots: 17.0, nm10: 7000, depth: 90, dive: 55, gun: "standard", awayFromYards: true,
		note: "Brin and Archimede (the second of the name, built 1939)"},
	{id: "Archimede", typ: "Archimede", nation: "IT", name: "Archimede class", bow: 4, stern: 4, torpedoes: 16, tonsSurf: 985, knots: 17.0, nm10: 8000, depth: 90, dive: 55, gun: "standard", awayFromYards: true,
		note: "Galileo Ferraris, from the Red Sea via the Cape (May 1941)"},
	{id: "Argo", typ: "Argo", nation: "IT", name: "Argo class", bow: 4, stern: 2, torpedoes: 10, tonsSurf: 794, knots: 14.0, nm10: 6000, depth: 80, dive: 45, gun: "standard", awayFromYards: true,
		note: "Medium boats Argo and Velella; back to the Mediterranean in 1941"},
	{id: "Cagni", typ: "Cagni", nation: "IT", name: "Ammiraglio Cagni class", bow: 8, stern: 6, torpedoes: 36, tonsSurf: 1680, knots: 17.0, nm10: 13000, depth: 100, dive: 60, gun: "standard", awayFromYards: true,
		note: "Commerce raider with fourteen 450 mm tubes; −1 on damage results against warships [30.83]"},
}

// round is round-half-up [2.6].
func round(x float64) int { return int(math.Floor(x + 0.5)) }

func clamp(v, lo, hi int) int { return max(lo, min(hi, v)) }

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// attack derives the Attack value from the tubes and the load: internal
// tubes count 1, external ones ½ (they cannot be reloaded at sea); tubes
// beyond six count ¼ (no boat aims more than about six torpedoes in one
// approach); Attack is 0.8 × that, rounded; a boat with no reloads at all
// loses 1.
func attack(s spec) int {
	salvo := float64(s.bow+s.stern) + float64(s.external)/2
	if salvo > 6 {
		salvo = 6 + (salvo-6)/4
	}
	a := round(0.8 * salvo)
	if a > 0 && s.torpedoes <= s.bow+s.stern+s.external {
		a--
	}
	return max(a, 0)
}

// defense: 1, +1 for a crash dive of 30 s or less, +1 for a test depth of
// 100 m or more, +1 for a modern boat, −1 for 1,200 t or more surfaced,
// −1 for a crash dive slower than 50 s; 1 to 4.
func defense(s spec) int {
	d := 1 + b2i(s.dive <= 30) + b2i(s.depth >= 100) + b2i(s.modern) - b2i(s.tonsSurf >= 1200) - b2i(s.dive > 50)
	return clamp(d, 1, 4)
}

// tactics: 1, +1 for an automatic fire-control computer (TDC), +1 for a
// surfaced speed of 17 kn or more (able to run ahead of a convoy into an
// attack position), +1 for a modern boat.
func tactics(s spec) int {
	return 1 + b2i(s.tdc && s.bow+s.stern+s.external > 0) + b2i(s.knots >= 17) + b2i(s.modern)
}

// endurance: 1 + (load score + fuel score) / 2, rounded. Load: ≤6
// torpedoes 0, 7–12 1, 13–16 2, 17+ 3 (a tanker's stores count 3). Fuel
// (range at 10 kn): <4,000 nm 0, <8,000 1, <12,000 2, <20,000 3, more 4.
func endurance(s spec) int {
	load := 0
	switch {
	case s.stores || s.torpedoes >= 17:
		load = 3
	case s.torpedoes >= 13:
		load = 2
	case s.torpedoes >= 7:
		load = 1
	}
	fuel := 0
	switch {
	case s.nm10 >= 20000:
		fuel = 4
	case s.nm10 >= 12000:
		fuel = 3
	case s.nm10 >= 8000:
		fuel = 2
	case s.nm10 >= 4000:
		fuel = 1
	}
	return 1 + round(float64(load+fuel)/2)
}

// crashDive: (65 − dive seconds) / 9, rounded, 1 to 5.
func crashDive(s spec) int { return clamp(round(float64(65-s.dive)/9), 1, 5) }

// speed: OpAreas per transit phase: 1 for coastal boats (under 14 kn or
// under 4,000 nm), 3 for 20 kn and more, else 2.
func speed(s spec) int {
	switch {
	case s.knots < 14 || s.nm10 < 4000:
		return 1
	case s.knots >= 20:
		return 3
	}
	return 2
}

// rangeAreas: the range at 10 kn in units of 1,700 nm (an OpArea out and
// back with time on station) up to 8,500 nm (range 5: a Type VIIC reaches
// the American coast from France); beyond that each further area takes
// 4,500 nm, because the map's distant areas (the Caribbean, the South
// Atlantic, the Indian Ocean) are much larger than those round Britain.
// 1 to 12.
func rangeAreas(s spec) int {
	r := float64(s.nm10) / 1700
	if s.nm10 > 8500 {
		r = 5 + float64(s.nm10-8500)/4500
	}
	return clamp(round(r), 1, 12)
}

// readiness: 7 − surfaced tons / 400 (rounded): small boats turn round
// faster; −1 for boats maintained far from their home yards (the Italian
// boats at Bordeaux).
func readiness(s spec) int { return clamp(7-round(float64(s.tonsSurf)/400)-b2i(s.awayFromYards), 1, 9) }

func derive(s spec) data.SubClass {
	return data.SubClass{
		ID: s.id, Type: s.typ, Nation: s.nation,
		// A German type goes by its designation ("Type VIIC"): its id
		// begins with its type; the captured boats (Porpoise as UB) and
		// the Italian classes by their proper names ("Marconi class").
		Designation: designated(s),
		ClassName:   className(s),
		Attack:      attack(s), Defense: defense(s), Tactics: tactics(s), Endurance: endurance(s), CrashDive: crashDive(s),
		Speed: speed(s), Range: rangeAreas(s), Readiness: readiness(s),
		Mines: s.mines, Gun: s.gun, Tanker: s.tanker, TankerFrom: s.tankerFrom,
		Tons: max(1, round(float64(s.tonsSurf)/1000)),
		Note: fmt.Sprintf("%s. %s. %d t, %.1f kn, %d nm at 10 kn, %d+%d tubes%s, %d torpedoes, test depth %d m, dives in %d s.",
			s.name, s.note, s.tonsSurf, s.knots, s.nm10, s.bow, s.stern, externalNote(s.external), s.torpedoes, s.depth, s.dive),
	}
}

func designated(s spec) bool { return s.nation == "DE" && strings.HasPrefix(s.id, s.typ) }

// className is the proper name of a class not designated by type: its
// id, or the spec's own (O 21).
func className(s spec) string {
	switch {
	case designated(s):
		return ""
	case s.className != "":
		return s.className
	}
	return s.id
}

func externalNote(n int) string {
	if n == 0 {
		return ""
	}
	return fmt.Sprintf(" (+%d external)", n)
}

// checkFixedPoints panics if a derived value contradicts a number the rules
// give: U-25 (IA) is 5-2-3 [14.11]/[14.15], U-5 (IIA) has Defense 2
// [14.2], U-109 (IXB) has Tactics 3 [28.1], U-54 (VIIB) attacks with 4
// [29.2].
func checkFixedPoints(classes map[string]data.SubClass) {
	want := []struct {
		class, field string
		got, want    int
	}{
		{"IA", "attack", classes["IA"].Attack, 5},
		{"IA", "defense", classes["IA"].Defense, 2},
		{"IA", "tactics", classes["IA"].Tactics, 3},
		{"IIA", "defense", classes["IIA"].Defense, 2},
		{"IXB", "tactics", classes["IXB"].Tactics, 3},
		{"VIIB", "attack", classes["VIIB"].Attack, 4},
	}
	for _, w := range want {
		if w.got != w.want {
			panic(fmt.Sprintf("class %s %s is %d, the rules need %d", w.class, w.field, w.got, w.want))
		}
	}
}
