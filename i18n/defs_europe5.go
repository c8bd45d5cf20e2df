package i18n

// Europe 1941: the names of the map's spaces (assets/data/europe/map.json;
// the English is the data's own name, game/europe's TestSpaceNamesInTheCatalogue
// keeps the two equal). The Italian uses the usual Italian geographic names
// (Bielorussia, Mar Baltico, Golfo di Biscaglia); the zones the data names
// for their role keep that role (Approcci a Gibilterra, Approcci occidentali).
func init() {
	register(
		Def{ID: "europe.space.germany", EN: "Germany", IT: "Germania"},
		Def{ID: "europe.space.western-germany", EN: "Western Germany", IT: "Germania occidentale"},
		Def{ID: "europe.space.poland", EN: "Poland", IT: "Polonia"},
		Def{ID: "europe.space.france", EN: "France", IT: "Francia"},
		Def{ID: "europe.space.low-countries", EN: "Low Countries", IT: "Benelux"},
		Def{ID: "europe.space.norway", EN: "Norway", IT: "Norvegia"},
		Def{ID: "europe.space.denmark", EN: "Denmark", IT: "Danimarca"},
		Def{ID: "europe.space.italy", EN: "Italy", IT: "Italia"},
		Def{ID: "europe.space.yugoslavia", EN: "Yugoslavia", IT: "Iugoslavia"},
		Def{ID: "europe.space.greece", EN: "Greece", IT: "Grecia"},
		Def{ID: "europe.space.romania", EN: "Romania and Hungary", IT: "Romania e Ungheria"},
		Def{ID: "europe.space.finland", EN: "Finland", IT: "Finlandia"},
		Def{ID: "europe.space.libya", EN: "Libya", IT: "Libia"},
		Def{ID: "europe.space.algeria", EN: "French North Africa", IT: "Africa del Nord francese"},
		Def{ID: "europe.space.sardinia", EN: "Sardinia", IT: "Sardegna"},
		Def{ID: "europe.space.united-kingdom", EN: "United Kingdom", IT: "Regno Unito"},
		Def{ID: "europe.space.canada", EN: "Canada", IT: "Canada"},
		Def{ID: "europe.space.egypt", EN: "Egypt", IT: "Egitto"},
		Def{ID: "europe.space.gibraltar", EN: "Gibraltar", IT: "Gibilterra"},
		Def{ID: "europe.space.malta", EN: "Malta", IT: "Malta"},
		Def{ID: "europe.space.crete", EN: "Crete", IT: "Creta"},
		Def{ID: "europe.space.iceland", EN: "Iceland", IT: "Islanda"},
		Def{ID: "europe.space.eastern-united-states", EN: "Eastern United States", IT: "Stati Uniti orientali"},
		Def{ID: "europe.space.central-united-states", EN: "Central United States", IT: "Stati Uniti centrali"},
		Def{ID: "europe.space.greenland", EN: "Greenland", IT: "Groenlandia"},
		Def{ID: "europe.space.moscow", EN: "Moscow", IT: "Mosca"},
		Def{ID: "europe.space.leningrad", EN: "Leningrad", IT: "Leningrado"},
		Def{ID: "europe.space.stalingrad", EN: "Stalingrad", IT: "Stalingrado"},
		Def{ID: "europe.space.archangel", EN: "Archangel", IT: "Arcangelo"},
		Def{ID: "europe.space.ukraine", EN: "Ukraine", IT: "Ucraina"},
		Def{ID: "europe.space.belorussia", EN: "Belorussia", IT: "Bielorussia"},
		Def{ID: "europe.space.caucasus", EN: "Caucasus", IT: "Caucaso"},
		Def{ID: "europe.space.baltic-states", EN: "Baltic States", IT: "Paesi baltici"},
		Def{ID: "europe.space.eastern-poland", EN: "Eastern Poland", IT: "Polonia orientale"},
		Def{ID: "europe.space.karelia", EN: "Karelia", IT: "Carelia"},
		Def{ID: "europe.space.urals", EN: "Urals", IT: "Urali"},
		Def{ID: "europe.space.iraq", EN: "Iraq", IT: "Iraq"},
		Def{ID: "europe.space.persia", EN: "Persia", IT: "Persia"},
		Def{ID: "europe.space.syria", EN: "Syria and Lebanon", IT: "Siria e Libano"},
		Def{ID: "europe.space.palestine", EN: "Palestine and Transjordan", IT: "Palestina e Transgiordania"},
		Def{ID: "europe.space.eire", EN: "Eire", IT: "Irlanda"},
		Def{ID: "europe.space.portugal", EN: "Portugal", IT: "Portogallo"},
		Def{ID: "europe.space.spain", EN: "Spain", IT: "Spagna"},
		Def{ID: "europe.space.switzerland", EN: "Switzerland", IT: "Svizzera"},
		Def{ID: "europe.space.sweden", EN: "Sweden", IT: "Svezia"},
		Def{ID: "europe.space.turkey", EN: "Turkey", IT: "Turchia"},
		Def{ID: "europe.space.saudi-arabia", EN: "Saudi Arabia", IT: "Arabia Saudita"},
		Def{ID: "europe.space.us-east-coast", EN: "US East Coast", IT: "Costa orientale USA"},
		Def{ID: "europe.space.gulf-caribbean", EN: "Gulf and Caribbean", IT: "Golfo del Messico e Caraibi"},
		Def{ID: "europe.space.north-atlantic", EN: "North Atlantic", IT: "Atlantico settentrionale"},
		Def{ID: "europe.space.central-atlantic", EN: "Central Atlantic", IT: "Atlantico centrale"},
		Def{ID: "europe.space.south-atlantic", EN: "Approaches to Gibraltar", IT: "Approcci a Gibilterra"},
		Def{ID: "europe.space.western-approaches", EN: "Western Approaches", IT: "Approcci occidentali"},
		Def{ID: "europe.space.bay-of-biscay", EN: "Bay of Biscay", IT: "Golfo di Biscaglia"},
		Def{ID: "europe.space.english-channel", EN: "English Channel", IT: "Canale della Manica"},
		Def{ID: "europe.space.north-sea", EN: "North Sea", IT: "Mare del Nord"},
		Def{ID: "europe.space.norwegian-sea", EN: "Norwegian Sea", IT: "Mare di Norvegia"},
		Def{ID: "europe.space.barents-sea", EN: "Barents Sea", IT: "Mare di Barents"},
		Def{ID: "europe.space.baltic-sea", EN: "Baltic Sea", IT: "Mar Baltico"},
		Def{ID: "europe.space.western-med", EN: "Western Mediterranean", IT: "Mediterraneo occidentale"},
		Def{ID: "europe.space.central-med", EN: "Central Mediterranean", IT: "Mediterraneo centrale"},
		Def{ID: "europe.space.eastern-med", EN: "Eastern Mediterranean", IT: "Mediterraneo orientale"},
		Def{ID: "europe.space.aegean", EN: "Aegean Sea", IT: "Mar Egeo"},
		Def{ID: "europe.space.black-sea", EN: "Black Sea", IT: "Mar Nero"},
	)
}

// The production track in the board's corner [4.4].
func init() {
	register(
		Def{ID: "europe.legend.round", Args: "n:int power:text phase:text", EN: "Round {n} · {power} · {phase}", IT: "Round {n} · {power} · {phase}"},
		Def{ID: "europe.legend.production", EN: "production", IT: "produzione"},
		Def{ID: "europe.legend.middle-east", Args: "n:int", EN: "ME {n}", IT: "MO {n}"},
	)
}

// The battle's and the raids' rolls (engine.Rolled.Say: purpose, test, result).
func init() {
	register(
		Def{ID: "europe.roll.first-strike", EN: "submarine first strike", IT: "primo colpo dei sottomarini"},
		Def{ID: "europe.roll.fire.attacker", Args: "unit:msg", EN: "attacker {unit} fire", IT: "fuoco dell'attaccante: {unit}"},
		Def{ID: "europe.roll.fire.defender", Args: "unit:msg", EN: "defender {unit} fire", IT: "fuoco del difensore: {unit}"},
		Def{ID: "europe.roll.damaged", Args: "unit:msg", EN: "damaged {unit}", IT: "{unit} danneggiata"},
		Def{ID: "europe.roll.support", EN: "support fire", IT: "fuoco di supporto"},
		Def{ID: "europe.roll.aa", EN: "AA fire", IT: "fuoco antiaereo"},
		Def{ID: "europe.roll.aa-overflight", EN: "AA at an overflight", IT: "antiaerea al sorvolo"},
		Def{ID: "europe.roll.aa-raiders", EN: "AA fire at the raiders", IT: "antiaerea contro il raid"},
		Def{ID: "europe.roll.interceptors", EN: "interceptors", IT: "intercettori"},
		Def{ID: "europe.roll.escorts", EN: "escorts", IT: "scorta"},
		Def{ID: "europe.roll.bombing", EN: "bombing damage", IT: "danni del bombardamento"},
		Def{ID: "europe.roll.at-most", Args: "n:int", EN: "≤ {n}", IT: "≤ {n}"},
		Def{ID: "europe.roll.aircraft-hit", Args: "n:int", EN: "{n} {n|aircraft|aircraft} hit", IT: "{n} {n|aereo colpito|aerei colpiti}"},
		Def{ID: "europe.roll.hit", EN: "hit", IT: "colpito"},
		Def{ID: "europe.roll.miss", EN: "miss", IT: "mancato"},
	)
}

// Standing orders per player [16] (game/europe/standing.go).
func init() {
	register(
		Def{ID: "europe.opt.standing.submerge", Args: "setting:msg", EN: "Standing order, defending submarines: {setting}", IT: "Ordine permanente, sottomarini in difesa: {setting}"},
		Def{ID: "europe.opt.standing.intercept", Args: "setting:msg", EN: "Standing order, interceptors: {setting}", IT: "Ordine permanente, intercettori: {setting}"},
		Def{ID: "europe.standing.ask", EN: "ask each time", IT: "chiedere ogni volta"},
		Def{ID: "europe.standing.submerge", EN: "always submerge", IT: "immersione sempre"},
		Def{ID: "europe.standing.fight", EN: "always fight", IT: "combattono sempre"},
		Def{ID: "europe.standing.all", EN: "every fighter", IT: "tutti i caccia"},
		Def{ID: "europe.standing.none", EN: "no fighter", IT: "nessun caccia"},
	)
}
