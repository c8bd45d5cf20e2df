package i18n

// Spain at war [36.63F], the Finnish boats [36.63E] and more of the Vichy
// co-belligerence [36.63H] (issue 13, exact14).
func init() {
	register(
		Def{ID: "atl.pol.vichy.roll", Args: "boat:unit", EN: "{boat}: does France put it under the BdU? [36.63H]", IT: "{boat}: la Francia lo pone sotto il BdU? [36.63H]"},
		Def{ID: "atl.pol.vichy.kept", EN: "France keeps it", IT: "la Francia lo trattiene"},
		Def{ID: "atl.pol.vichy.joins", EN: "under the BdU", IT: "sotto il BdU"},
		Def{ID: "atl.pol.place.bauer",
			EN: "Which French base may the German boats use, with the tender Wilhelm Bauer? [36.63H]",
			IT: "Quale base francese possono usare gli U-boot, con la nave appoggio Wilhelm Bauer? [36.63H]"},
		Def{ID: "atl.pol.bauer", Args: "base:base",
			EN: "The German boats may use {base}, with the tender Wilhelm Bauer [36.63H].",
			IT: "Gli U-boot possono usare {base|Art}, con la nave appoggio Wilhelm Bauer [36.63H]."},
		Def{ID: "atl.pol.req.36.63E", EN: "Finnish submarines under the BdU [36.63E]", IT: "I sommergibili finlandesi sotto il BdU [36.63E]"},
		Def{ID: "atl.pol.boats-join", Args: "boats:text base:base",
			EN: "{boats} join the BdU's boats at {base} [36.63].",
			IT: "{boats} si uniscono ai battelli del BdU {base|a} [36.63]."},
		Def{ID: "atl.pol.g7", Args: "boat:unit month:msg",
			EN: "The boat will come back as the Spanish {boat} in {month} [36.63F].",
			IT: "Il battello tornerà come lo spagnolo {boat} in {month} [36.63F]."},
		Def{ID: "atl.pol.puma.boat", Args: "boat:unit",
			EN: "{boat} sorties into the Canaries SMZ, patrol side up [36.63F].",
			IT: "{boat} salpa per la SMZ delle Canarie, sul lato pattugliamento [36.63F]."},
		Def{ID: "atl.pol.who.progress", EN: "War Progress", IT: "Progresso della guerra"},
		Def{ID: "atl.pol.base-lost", Args: "base:base",
			EN: "{base} is lost to the Allies: damaged boats there are scuttled, not counted as lost [36.63].",
			IT: "{base} è perduta a favore degli Alleati: i battelli danneggiati lì sono autoaffondati, senza contare come perdite [36.63]."},
	)
}
