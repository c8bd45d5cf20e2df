package i18n

// The save list's line and the save dialogs' date in the player's language
// (issue 12): the campaign's status line as a message, and a finished
// game's mark.
func init() {
	register(
		Def{ID: "summary.campaign", Args: "ships:int tons:int lost:int boats:text vp:int",
			EN: "{ships} {ships|ship|ships}, {tons} t  ·  {lost} {boats} lost  ·  {vp} VP",
			IT: "{ships} {ships|nave|navi}, {tons} t  ·  {lost} {lost|sommergibile perso|sommergibili persi}  ·  {vp} PV"},
		Def{ID: "summary.over", Args: "date:text", EN: "{date} (game over)", IT: "{date} (partita finita)"},
		Def{ID: "summary.over-result", Args: "date:text result:text", EN: "{date} (game over: {result})", IT: "{date} (partita finita: {result})"},
		Def{ID: "mismatch.first", Args: "name:text title:text date:text why:text",
			EN: "“{name}” ({title}, {date}): {why}", IT: "«{name}» ({title}, {date}): {why}"},
	)
}

// Europe 1941's stack labels: each unit type's short name ("Inf 3 · Tk 2"
// in English, "Fan 3 · Car 2" in Italian; issue 12: the Italian board
// showed the English abbreviations). The Italian navy's own: CT
// cacciatorpediniere, NB nave da battaglia, PA portaerei.
func init() {
	register(
		Def{ID: "europe.abbr.infantry", EN: "Inf", IT: "Fan"},
		Def{ID: "europe.abbr.artillery", EN: "Art", IT: "Art"},
		Def{ID: "europe.abbr.tank", EN: "Tk", IT: "Car"},
		Def{ID: "europe.abbr.aa", EN: "AA", IT: "AA"},
		Def{ID: "europe.abbr.fighter", EN: "Ftr", IT: "Cac"},
		Def{ID: "europe.abbr.bomber", EN: "Bmb", IT: "Bom"},
		Def{ID: "europe.abbr.transport", EN: "Tr", IT: "Tr"},
		Def{ID: "europe.abbr.submarine", EN: "Sub", IT: "Smg"},
		Def{ID: "europe.abbr.destroyer", EN: "DD", IT: "CT"},
		Def{ID: "europe.abbr.carrier", EN: "CV", IT: "PA"},
		Def{ID: "europe.abbr.battleship", EN: "BB", IT: "NB"},
	)
}
