package i18n

// The optional political war [36] (issue 13, exact10): its switch and the
// log lines of the hooks wired so far.
func init() {
	register(
		Def{ID: "option.political",
			EN: "The political war (campaign): influence with OKM, OKW, OKL and the Chancellery and the BdU's prestige; B-Dienst, Enigma and aircraft no longer come from the list, nor torpedo improvements by rolls.",
			IT: "La guerra politica (campagna): influenza presso OKM, OKW, OKL e Cancelleria e prestigio del BdU; B-Dienst, Enigma e aerei non vengono più dalla lista, né i miglioramenti dei siluri dai tiri."},
		Def{ID: "atl.pol.start", Args: "okm:text okw:text okl:text ch:text pr:int",
			EN: "The political war [36]: influence OKM {okm}, OKW {okw}, OKL {okl}, Chancellery {ch}; prestige {pr}.",
			IT: "La guerra politica [36]: influenza OKM {okm}, OKW {okw}, OKL {okl}, Cancelleria {ch}; prestigio {pr}."},
		Def{ID: "atl.pol.list-ignored", Args: "who:msg",
			EN: "{who}: a B-Dienst, Enigma or aircraft item, ignored under the political rules; only a granted request brings it [36.15].",
			IT: "{who}: voce di B-Dienst, Enigma o aerei, ignorata con le regole politiche; solo una richiesta accolta la concede [36.15]."},
		Def{ID: "atl.pol.no-torpedo",
			EN: "Under the political rules the Torpedo Improvement phase is skipped [36.14].",
			IT: "Con le regole politiche la fase di miglioramento dei siluri è saltata [36.14]."},
		Def{ID: "atl.pol.track", Args: "why:msg okm:text okw:text okl:text ch:text pr:int",
			EN: "{why}: influence OKM {okm}, OKW {okw}, OKL {okl}, Chancellery {ch}; prestige {pr}.",
			IT: "{why}: influenza OKM {okm}, OKW {okw}, OKL {okl}, Cancelleria {ch}; prestigio {pr}."},
		Def{ID: "atl.pol.why.shot-down", Args: "ac:unit",
			EN: "OKL −1 for {ac} shot down [7.55]",
			IT: "OKL −1 per l'abbattimento di {ac} [7.55]"},
		Def{ID: "atl.pol.why.lost", Args: "n:int p:int",
			EN: "{n} {n|boat|boats} lost this month: OKM, the Chancellery and prestige −{p} [36.52]",
			IT: "{n} {n|sommergibile perduto|sommergibili perduti} nel mese: OKM, Cancelleria e prestigio −{p} [36.52]"},
		Def{ID: "atl.pol.why.warship", Args: "ship:unit",
			EN: "{ship} sunk [36.53]",
			IT: "affondamento di {ship} [36.53]"},
	)
}
