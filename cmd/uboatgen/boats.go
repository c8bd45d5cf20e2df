package main

import (
	"time"
)

// Curated facts and decisions applied on top of the uboat.net scrape. Each
// list says where it comes from.

// csvClass maps the scrape's type column to a class id.
var csvClass = map[string]string{
	"IA": "IA", "IIA": "IIA", "IIB": "IIB", "IIC": "IIC", "IID": "IID",
	"VIIA": "VIIA", "VIIB": "VIIB", "VIIC": "VIIC", "VIIC/41": "VIIC41", "VIID": "VIID", "VIIF": "VIIF",
	"IX": "IXA", "IXB": "IXB", "IXC": "IXC", "IXC/40": "IXC40", "IXD1": "IXD1", "IXD2": "IXD2",
	"XB": "XB", "XIV": "XIV",
}

// schoolOnly are boats commissioned in the game's window that never made a
// war patrol: school, trials or training boats, and boats lost in training
// before their first patrol (uboat.net boat pages). They are not in play.
var schoolOnly = map[string]string{
	"U-11":  "school and trials boat",
	"U-72":  "school boat",
	"U-80":  "school boat",
	"U-120": "school boat",
	"U-121": "school boat",
	"U-139": "school boat",
	"U-148": "school boat",
	"U-150": "school boat",
	"U-151": "school boat",
	"U-152": "school boat",
	"U-222": "sunk in a training collision, Sep 1942",
	"U-272": "sunk in a training collision, Nov 1942",
	"U-339": "school boat",
	"U-351": "school boat",
	"U-416": "sunk by a mine in training, Mar 1943",
	"U-446": "sunk by a mine in training, Sep 1942",
	"U-554": "school boat",
	"U-555": "school boat",
	"U-560": "school boat",
	"U-579": "damaged in training, never operational",
	"U-580": "sunk in a training collision, Nov 1941",
	"U-583": "sunk in a training collision, Nov 1941",
	"U-612": "sunk in a training collision, Aug 1942",
	"U-649": "sunk in a training collision, Feb 1943",
	"U-708": "school boat",
	"U-712": "school boat",
	"U-733": "sunk in a training collision off Gotenhafen, Apr 1943",
}

// noSternTube are the Type VIICs built without a stern tube (Attack 3)
// [2.3A]; U-351 of the six was a school boat.
var noSternTube = map[string]bool{"U-203": true, "U-331": true, "U-401": true, "U-431": true, "U-651": true}

// arcticOnArrival are boats whose first flotilla was in Norway (Arctic
// operations against the PQ convoys, 1942): they arrive at the Norway base
// (Germany while it is not active [8.0B]).
var arcticOnArrival = map[string]bool{
	"U-88": true, "U-209": true, "U-212": true, "U-251": true, "U-255": true, "U-334": true,
	"U-354": true, "U-355": true, "U-376": true, "U-377": true, "U-378": true, "U-405": true,
	"U-408": true, "U-457": true, "U-585": true, "U-586": true, "U-589": true, "U-601": true,
	"U-622": true, "U-625": true, "U-655": true, "U-703": true,
}

// entryOverride fixes entry months the rules or history give directly.
var entryOverride = map[string]struct{ month, why string }{
	"U-100": {"1940-09", "the [25.3] example has U-100 due in September 1940"},
	"U-54":  {"1940-01", "first war patrol February 1940 after work-up"},
	"U-459": {"1942-03", "the first U-tanker sailed on 21 March 1942 to refuel boats off Bermuda"},
}

// included despite no war patrol, because a worked example uses them.
var exampleBoats = map[string]string{
	"U-78": "historically a school boat; in play because the [24.1] wolfpack example uses it",
}

// workUp is the usual time from commissioning to the first war patrol, by
// commissioning date: the median of the scrape's commissioning-to-first-
// attack times for boats commissioned in that half-year, less a month (a
// first attack comes two to six weeks into a patrol, often on the second).
// Training lengthened from 1941 (the Agru-Front tactical courses) and the
// Baltic ice stopped it in the winters of 1941–42 and 1942–43.
func workUp(c time.Time) int {
	switch {
	case c.Before(date(1941, 1, 1)):
		return 90
	case c.Before(date(1941, 7, 1)):
		return 120
	case c.Before(date(1942, 1, 1)):
		return 200
	case c.Before(date(1942, 7, 1)):
		return 180
	}
	return 180
}

func date(y, m, d int) time.Time { return time.Date(y, time.Month(m), d, 0, 0, 0, 0, time.UTC) }

// aceAtStart are the aces who commanded front boats in September 1939
// (uboat.net commander pages).
var aceAtStart = map[string]string{
	"U-47": "prien", "U-23": "kretschmer", "U-3": "schepke", "U-48": "schultze",
	"U-30": "lemp", "U-38": "liebe", "U-21": "frauenheim", "U-34": "rollmann",
	"U-25": "schutze", "U-61": "oesten",
}

// italianBoat is one of the Italian boats based at Bordeaux (BETASOM).
type italianBoat struct {
	id, name, class, entry, lost, note string
}

// italians: the 27 boats that crossed Gibraltar for Bordeaux in
// Aug–Dec 1940 (entry = month of arrival at Bordeaux, after the transfer
// patrol), the two Red Sea boats that stayed after reaching Bordeaux round
// the Cape in May 1941, and Cagni (sailed Oct 1942). Sources: italiansubmarines.com
// monthly summaries, regiamarina.net boat pages, BETASOM (16 boats lost in
// the Atlantic, 109 ships sunk). Loss months are the last contact or sinking.
var italians = []italianBoat{
	{"Malaspina", "Alessandro Malaspina", "Marconi", "1940-09", "1941-09", "first group through Gibraltar (Aug 1940); missing Sep 1941"},
	{"Barbarigo", "Barbarigo", "Marcello", "1940-09", "1943-06", "first group (Aug 1940); sunk by aircraft in Biscay Jun 1943"},
	{"Dandolo", "Enrico Dandolo", "Marcello", "1940-09", "", "first group (Aug 1940); back to the Mediterranean 1941"},
	{"Emo", "Angelo Emo", "Marcello", "1940-09", "", "second group; back to the Mediterranean 1941"},
	{"Faa-di-Bruno", "Comandante Faà di Bruno", "Cappellini", "1940-10", "1940-11", "second group; missing Nov 1940"},
	{"Giuliani", "Reginaldo Giuliani", "Liuzzi", "1940-10", "", "second group; survived"},
	{"Tarantini", "Tarantini", "Liuzzi", "1940-10", "1940-12", "second group; torpedoed by HMS Thunderbolt Dec 1940"},
	{"Torelli", "Luigi Torelli", "Marconi", "1940-10", "", "second group; survived"},
	{"Baracca", "Maggiore Baracca", "Marconi", "1940-10", "1941-09", "second group (patrol off Madeira Sep 1940); sunk by HMS Croome Sep 1941"},
	{"Marconi", "Guglielmo Marconi", "Marconi", "1940-10", "1941-11", "third group (early Sep 1940); missing Oct–Nov 1941"},
	{"Finzi", "Giuseppe Finzi", "Calvi", "1940-10", "", "third group; survived"},
	{"Bagnolini", "Bagnolini", "Liuzzi", "1940-10", "", "third group; survived"},
	{"Da-Vinci", "Leonardo da Vinci", "Marconi", "1940-10", "1943-05", "fourth group; reached Bordeaux 31 Oct 1940; sunk May 1943"},
	{"Otaria", "Otaria", "Glauco", "1940-10", "", "fourth group; back to the Mediterranean 1941"},
	{"Glauco", "Glauco", "Glauco", "1940-11", "1941-06", "fifth group; sunk by HMS Wishart Jun 1941"},
	{"Veniero", "Sebastiano Veniero", "Marcello", "1940-11", "", "fifth group; back to the Mediterranean 1941"},
	{"Nani", "Giacomo Nani", "Marcello", "1940-11", "1941-01", "fifth group; sunk by HMS Anemone Jan 1941"},
	{"Cappellini", "Comandante Cappellini", "Cappellini", "1940-11", "", "fifth group; survived"},
	{"Calvi", "Pietro Calvi", "Calvi", "1940-11", "1942-07", "fifth group; sunk by HMS Lulworth Jul 1942"},
	{"Tazzoli", "Enrico Tazzoli", "Calvi", "1940-11", "1943-05", "fifth group; missing May 1943"},
	{"Argo", "Argo", "Argo", "1940-11", "", "fifth group; back to the Mediterranean 1941"},
	{"Marcello", "Lorenzo Marcello", "Marcello", "1940-12", "1941-02", "last group; missing Feb 1941"},
	{"Mocenigo", "Lazzaro Mocenigo", "Marcello", "1940-12", "", "last group; back to the Mediterranean 1941"},
	{"Morosini", "Francesco Morosini", "Marcello", "1940-12", "1942-08", "last group; missing Aug 1942"},
	{"Velella", "Velella", "Argo", "1940-12", "", "last group; back to the Mediterranean 1941"},
	{"Bianchi", "Michele Bianchi", "Marconi", "1940-12", "1941-07", "last group (damaged passing Gibraltar); torpedoed by HMS Tigris Jul 1941"},
	{"Brin", "Brin", "Brin", "1940-12", "", "last group; back to the Mediterranean 1941"},
	{"Archimede", "Archimede", "Brin", "1941-05", "1943-04", "Red Sea flotilla, round the Cape to Bordeaux May 1941; sunk off Brazil Apr 1943"},
	{"Ferraris", "Galileo Ferraris", "Archimede", "1941-05", "1941-10", "Red Sea flotilla, round the Cape to Bordeaux May 1941; sunk Oct 1941"},
	{"Cagni", "Ammiraglio Cagni", "Cagni", "1942-10", "", "sailed from La Spezia Oct 1942 for the South Atlantic, reached Bordeaux Feb 1943"},
}

// optionalBoat is a boat that only an optional rule brings in [35].
type optionalBoat struct {
	id, name, class, option string
	entry                   string // "" = the entry of the historical boat of the same number [35.12]
	sameAs                  string // historical boat whose entry and base it takes
	base                    string
	replaces                []string
	inexp                   int
	note                    string
}

// optionals: [35.1] pre-war construction options, [35.2] later
// substitutions, [35.3] captured boats and [35.4] prototypes. The swaps and
// dates are the rules'; the dates of the XI and XII boats (no historical
// counterpart) are ours: about two years from a January 1939 order.
var optionals = []optionalBoat{
	// [35.1] Dönitz A: blocks 2 (IXB U-122–U-124) + 3 (IIC U-62, U-63) → VIIB.
	{id: "U-62/VIIB", class: "VIIB", option: "35.1:donitz-a", sameAs: "U-62", replaces: []string{"U-62"}},
	{id: "U-63/VIIB", class: "VIIB", option: "35.1:donitz-a", sameAs: "U-63", replaces: []string{"U-63"}},
	{id: "U-122/VIIB", class: "VIIB", option: "35.1:donitz-a", sameAs: "U-122", replaces: []string{"U-122"}},
	{id: "U-123/VIIB", class: "VIIB", option: "35.1:donitz-a", sameAs: "U-123", replaces: []string{"U-123"}},
	{id: "U-124/VIIB", class: "VIIB", option: "35.1:donitz-a", sameAs: "U-124", replaces: []string{"U-124"}},
	// Dönitz B: blocks 4 (IID U-137, U-138, U-140) + 7 (IXB U-103–U-108) → VIIB.
	{id: "U-103/VIIB", class: "VIIB", option: "35.1:donitz-b", sameAs: "U-103", replaces: []string{"U-103"}},
	{id: "U-104/VIIB", class: "VIIB", option: "35.1:donitz-b", sameAs: "U-104", replaces: []string{"U-104"}},
	{id: "U-105/VIIB", class: "VIIB", option: "35.1:donitz-b", sameAs: "U-105", replaces: []string{"U-105"}},
	{id: "U-106/VIIB", class: "VIIB", option: "35.1:donitz-b", sameAs: "U-106", replaces: []string{"U-106"}},
	{id: "U-107/VIIB", class: "VIIB", option: "35.1:donitz-b", sameAs: "U-107", replaces: []string{"U-107"}},
	{id: "U-108/VIIB", class: "VIIB", option: "35.1:donitz-b", sameAs: "U-108", replaces: []string{"U-108"}},
	{id: "U-137/VIIB", class: "VIIB", option: "35.1:donitz-b", sameAs: "U-137", replaces: []string{"U-137"}},
	{id: "U-138/VIIB", class: "VIIB", option: "35.1:donitz-b", sameAs: "U-138", replaces: []string{"U-138"}},
	{id: "U-140/VIIB", class: "VIIB", option: "35.1:donitz-b", sameAs: "U-140", replaces: []string{"U-140"}},
	// OKM A: blocks 1 (VIIB U-99–U-102) + 3 + 4 → four Type XI.
	{id: "U-112", class: "XI", option: "35.1:okm-a", entry: "1941-01", base: "germany", replaces: []string{"U-99", "U-62", "U-137"}},
	{id: "U-113", class: "XI", option: "35.1:okm-a", entry: "1941-03", base: "germany", replaces: []string{"U-100", "U-63", "U-138"}},
	{id: "U-114", class: "XI", option: "35.1:okm-a", entry: "1941-05", base: "germany", replaces: []string{"U-101", "U-140"}},
	{id: "U-115", class: "XI", option: "35.1:okm-a", entry: "1941-07", base: "germany", replaces: []string{"U-102"}},
	// OKM B: blocks 5 (VIIB U-73–U-76) + 6 (VIIC U-69–U-71) → four Type XII.
	{id: "U-491", class: "XII", option: "35.1:okm-b", entry: "1941-01", base: "germany", replaces: []string{"U-73", "U-69"}},
	{id: "U-492", class: "XII", option: "35.1:okm-b", entry: "1941-02", base: "germany", replaces: []string{"U-74", "U-70"}},
	{id: "U-493", class: "XII", option: "35.1:okm-b", entry: "1941-03", base: "germany", replaces: []string{"U-75", "U-71"}},
	{id: "U-494", class: "XII", option: "35.1:okm-b", entry: "1941-04", base: "germany", replaces: []string{"U-76"}},
	// OKM C: block 1 → IXB U-100–U-102.
	{id: "U-100/IXB", class: "IXB", option: "35.1:okm-c", sameAs: "U-100", replaces: []string{"U-99", "U-100"}},
	{id: "U-101/IXB", class: "IXB", option: "35.1:okm-c", sameAs: "U-101", replaces: []string{"U-101"}},
	{id: "U-102/IXB", class: "IXB", option: "35.1:okm-c", sameAs: "U-102", replaces: []string{"U-102"}},
	// OKM D: blocks 3 + 4 → IXB U-138, U-140.
	{id: "U-138/IXB", class: "IXB", option: "35.1:okm-d", sameAs: "U-138", replaces: []string{"U-62", "U-63", "U-137", "U-138"}},
	{id: "U-140/IXB", class: "IXB", option: "35.1:okm-d", sameAs: "U-140", replaces: []string{"U-140"}},
	// OKM E: blocks 5 + 6 → IXB U-69–U-71, U-75, U-76.
	{id: "U-69/IXB", class: "IXB", option: "35.1:okm-e", sameAs: "U-69", replaces: []string{"U-69", "U-73"}},
	{id: "U-70/IXB", class: "IXB", option: "35.1:okm-e", sameAs: "U-70", replaces: []string{"U-70", "U-74"}},
	{id: "U-71/IXB", class: "IXB", option: "35.1:okm-e", sameAs: "U-71", replaces: []string{"U-71"}},
	{id: "U-75/IXB", class: "IXB", option: "35.1:okm-e", sameAs: "U-75", replaces: []string{"U-75"}},
	{id: "U-76/IXB", class: "IXB", option: "35.1:okm-e", sameAs: "U-76", replaces: []string{"U-76"}},
	// [35.2] later substitutions, each group one choice.
	{id: "U-84/XI", class: "XI", option: "35.2:u84-xi", sameAs: "U-84", replaces: []string{"U-84", "U-86"}},
	{id: "U-85/XI", class: "XI", option: "35.2:u84-xi", sameAs: "U-85", replaces: []string{"U-85", "U-87"}},
	{id: "U-86/XII", class: "XII", option: "35.2:u84-xii", sameAs: "U-86", replaces: []string{"U-84", "U-86"}},
	{id: "U-87/XII", class: "XII", option: "35.2:u84-xii", sameAs: "U-87", replaces: []string{"U-85", "U-87"}},
	{id: "U-93/XI", class: "XI", option: "35.2:u93-xi", sameAs: "U-93", replaces: []string{"U-93", "U-95", "U-97"}},
	{id: "U-94/XI", class: "XI", option: "35.2:u93-xi", sameAs: "U-94", replaces: []string{"U-94", "U-96", "U-98"}},
	{id: "U-96/XII", class: "XII", option: "35.2:u93-xii", sameAs: "U-96", replaces: []string{"U-93", "U-96"}},
	{id: "U-97/XII", class: "XII", option: "35.2:u93-xii", sameAs: "U-97", replaces: []string{"U-94", "U-97"}},
	{id: "U-98/XII", class: "XII", option: "35.2:u93-xii", sameAs: "U-98", replaces: []string{"U-95", "U-98"}},
	{id: "U-201/XI", class: "XI", option: "35.2:u201-xi", sameAs: "U-201", replaces: []string{"U-201", "U-205"}},
	{id: "U-202/XI", class: "XI", option: "35.2:u201-xi", sameAs: "U-202", replaces: []string{"U-202", "U-206"}},
	{id: "U-203/XI", class: "XI", option: "35.2:u201-xi", sameAs: "U-203", replaces: []string{"U-203", "U-207"}},
	{id: "U-204/XI", class: "XI", option: "35.2:u201-xi", sameAs: "U-204", replaces: []string{"U-204", "U-208"}},
	{id: "U-205/XII", class: "XII", option: "35.2:u201-xii", sameAs: "U-205", replaces: []string{"U-201", "U-205"}},
	{id: "U-206/XII", class: "XII", option: "35.2:u201-xii", sameAs: "U-206", replaces: []string{"U-202", "U-206"}},
	{id: "U-207/XII", class: "XII", option: "35.2:u201-xii", sameAs: "U-207", replaces: []string{"U-203", "U-207"}},
	{id: "U-208/XII", class: "XII", option: "35.2:u201-xii", sameAs: "U-208", replaces: []string{"U-204", "U-208"}},
	// [35.3] captured boats (green crews).
	{id: "UD-3", name: "UD-3 (ex-O 25)", class: "O21", option: "35.3:UD-3", entry: "1941-10", base: "germany", replaces: []string{"U-374"}, inexp: 1},
	{id: "UD-4", name: "UD-4 (ex-O 26)", class: "O21", option: "35.3:UD-4", entry: "1942-02", base: "germany", replaces: []string{"U-357"}, inexp: 1},
	{id: "UD-5", name: "UD-5 (ex-O 27)", class: "O21", option: "35.3:UD-5", entry: "1941-08", base: "germany", replaces: []string{"U-83"}, inexp: 1},
	{id: "UF-1", name: "UF-1 (ex-French, L'Aurore class)", class: "Aurore", option: "35.3:UF-1", entry: "1941-11", base: "france", replaces: []string{"U-133"}, inexp: 1},
	{id: "UF-2", name: "UF-2 (ex-French, L'Aurore class)", class: "Aurore", option: "35.3:UF-2", entry: "1942-01", base: "france", replaces: []string{"U-252"}, inexp: 1},
	{id: "UF-3", name: "UF-3 (ex-French, L'Aurore class)", class: "Aurore", option: "35.3:UF-3", entry: "1942-09", base: "france", replaces: []string{"U-221"}, inexp: 1},
	{id: "UB", name: "UB (ex-HMS Seal)", class: "Porpoise", option: "35.3:UB", entry: "1941-05", base: "germany", replaces: []string{"U-109"}, inexp: 1,
		note: "removed at the start of 1943 [35.33]"},
	// [35.4] prototypes, April 1943 (one of them).
	{id: "U-995", class: "VIIC41", option: "35.4", entry: "1943-04", base: "germany", note: "historically commissioned Sep 1943"},
	{id: "U-1061", class: "VIIF", option: "35.4", entry: "1943-04", base: "germany", note: "historically commissioned Aug 1943"},
	{id: "U-1405", class: "XVIIB", option: "35.4", entry: "1943-04", base: "germany", note: "historically commissioned Dec 1944"},
	{id: "U-2322", class: "XXIII", option: "35.4", entry: "1943-04", base: "germany", note: "historically commissioned Jul 1944"},
	{id: "U-2511", class: "XXI", option: "35.4", entry: "1943-04", base: "germany", note: "historically commissioned Sep 1944"},
}

// aceSpec is one ace counter [25].
type aceSpec struct {
	id, name, nation, match, boats string
}

// aces: the 27 ace counters. The German names are the most successful
// commanders of 1939–43 in the scrape's target list (ships and GRT sunk,
// computed by the generator from the commander column); the two Italians
// are BETASOM's best (Gazzana-Priaroggia: Leonardo da Vinci, the top-scoring
// non-German boat; Fecia di Cossato: Tazzoli).
var aces = []aceSpec{
	{"prien", "Günther Prien", "DE", "Günther Prien", "U-47"},
	{"kretschmer", "Otto Kretschmer", "DE", "Otto Kretschmer", "U-23, U-99"},
	{"schepke", "Joachim Schepke", "DE", "Joachim Schepke", "U-3, U-19, U-100"},
	{"schultze", "Herbert Schultze", "DE", "Herbert Schultze", "U-48"},
	{"schutze", "Viktor Schütze", "DE", "Viktor Schütze", "U-25, U-103"},
	{"endrass", "Engelbert Endrass", "DE", "Engelbert Endrass", "U-46, U-567"},
	{"bleichrodt", "Heinrich Bleichrodt", "DE", "Heinrich Bleichrodt", "U-48, U-109"},
	{"luth", "Wolfgang Lüth", "DE", "Wolfgang Lüth", "U-9, U-138, U-43, U-181"},
	{"topp", "Erich Topp", "DE", "Erich Topp", "U-57, U-552"},
	{"lemp", "Fritz-Julius Lemp", "DE", "Fritz-Julius Lemp", "U-30, U-110"},
	{"merten", "Karl-Friedrich Merten", "DE", "Karl-Friedrich Merten", "U-68"},
	{"hardegen", "Reinhard Hardegen", "DE", "Reinhard Hardegen", "U-147, U-123"},
	{"mohr", "Johann Mohr", "DE", "Johann Mohr", "U-124"},
	{"liebe", "Heinrich Liebe", "DE", "Heinrich Liebe", "U-38"},
	{"frauenheim", "Fritz Frauenheim", "DE", "Fritz Frauenheim", "U-21, U-101"},
	{"rosing", "Hans-Rudolf Rösing", "DE", "Hans Rudolf Rösing", "U-48"},
	{"lassen", "Georg Lassen", "DE", "Georg Lassen", "U-160"},
	{"henke", "Werner Henke", "DE", "Werner Henke", "U-515"},
	{"guggenberger", "Friedrich Guggenberger", "DE", "Friedrich Guggenberger", "U-81 (Ark Royal)"},
	{"mutzelburg", "Rolf Mützelburg", "DE", "Rolf Mützelburg", "U-203"},
	{"witte", "Helmut Witte", "DE", "Helmut Friedrich Witte", "U-159"},
	{"scholtz", "Klaus Scholtz", "DE", "Klaus Scholtz", "U-108"},
	{"schnee", "Adalbert Schnee", "DE", "Adalbert Schnee", "U-60, U-201"},
	{"rollmann", "Wilhelm Rollmann", "DE", "Wilhelm Rollmann", "U-34"},
	{"oesten", "Jürgen Oesten", "DE", "Jürgen Oesten", "U-61, U-106"},
	{"gazzana", "Gianfranco Gazzana-Priaroggia", "IT", "", "Archimede, Leonardo da Vinci (17 ships, 120,243 GRT with his predecessor; the top-scoring non-German boat)"},
	{"fecia", "Carlo Fecia di Cossato", "IT", "", "Enrico Tazzoli"},
}
