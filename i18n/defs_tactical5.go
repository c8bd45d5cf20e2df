package i18n

// The tactical game (game/tactical), issue 18 fifth round: the Advanced
// switches weather [50], crews [49], Advanced EP [34], evasion [40] and
// acoustic torpedoes [51]; a boat's depth as the board and prompts show it.
func init() {
	register(
		Def{ID: "tac.opt.weather", EN: "Weather: rolled at set-up; rough seas, storms and gales shorten sighting and hamper radar",
			IT: "Meteo: tirato all'inizio; mare mosso, tempesta e burrasca accorciano l'avvistamento e disturbano il radar"},
		Def{ID: "tac.opt.crews", EN: "Crews: every warship's and boat's crew rolled; trained escort crews search farther",
			IT: "Equipaggi: si tira l'equipaggio di ogni nave da guerra e sommergibile; le scorte addestrate cercano più lontano"},
		Def{ID: "tac.opt.advanced-ep", EN: "Advanced electric power: (maximum − normal submerged speed) × 60 EP; a boat that used it is easier to hold on sonar",
			IT: "Energia elettrica avanzata: (velocità massima − normale in immersione) × 60 EE; un sommergibile che la usa si tiene più facilmente al sonar"},
		Def{ID: "tac.opt.evasion", EN: "Evasion: a ship may turn away from a torpedo once a turn",
			IT: "Manovra evasiva: una nave può accostare per schivare un siluro una volta a turno"},
		Def{ID: "tac.opt.acoustic", EN: "Acoustic torpedoes: German boats carry some from autumn 1943; they home on ships under way",
			IT: "Siluri acustici: i sommergibili tedeschi ne portano alcuni dall'autunno 1943; si dirigono sulle navi in moto"},
		Def{ID: "tac.tool.acoustic", EN: "Acoustic torpedo at the nearest escort", IT: "Siluro acustico sulla scorta più vicina"},
		Def{ID: "tac.err.no-acoustic", EN: "No acoustic torpedo loaded, or no ship under way to home on",
			IT: "Nessun siluro acustico pronto, o nessuna nave in moto su cui dirigersi"},

		// Depth.
		Def{ID: "tac.depth.surfaced", EN: "surfaced", IT: "in superficie"},
		Def{ID: "tac.depth.ft", Args: "n:int", EN: "{n} ft", IT: "{n} piedi"},

		// The board's notes.
		Def{ID: "tac.board.weather", Args: "w:msg", EN: "weather: {w}", IT: "meteo: {w}"},
		Def{ID: "tac.board.crew", Args: "c:text", EN: "crew {c}", IT: "equipaggio {c}"},
		Def{ID: "tac.board.acoustic", EN: "acoustic", IT: "acustico"},
		Def{ID: "tac.crew.short.professional", EN: "P", IT: "P"},
		Def{ID: "tac.crew.short.experienced", EN: "E", IT: "E"},
		Def{ID: "tac.crew.short.novice", EN: "N", IT: "I"},

		// Evasion [40].
		Def{ID: "tac.roll.evasion", Args: "ship:text t:int", EN: "{ship} evades torpedo {t}?", IT: "{ship} schiva il siluro {t}?"},
		Def{ID: "tac.roll.evasion.test", Args: "speed:text propellant:text", EN: "evasion table, top speed {speed}, {propellant}",
			IT: "tabella evasione, velocità massima {speed}, {propellant}"},
		Def{ID: "tac.roll.evasion.none", EN: "no evasion", IT: "nessuna evasione"},
		Def{ID: "tac.roll.evasion.T", EN: "a turn", IT: "un'accostata"},
		Def{ID: "tac.roll.evasion.T1", EN: "a turn and a hex", IT: "un'accostata e un esagono"},
		Def{ID: "tac.log.evades", Args: "ship:text plot:text hex:text facing:int", EN: "{ship} evades ({plot}) to {hex}, facing {facing}",
			IT: "{ship} manovra ({plot}) fino a {hex}, prua {facing}"},
		Def{ID: "tac.log.evasion-back", Args: "ship:text hex:text", EN: "{ship} returns to its station at {hex}", IT: "{ship} torna al suo posto in {hex}"},

		// Acoustic torpedoes [41, 51].
		Def{ID: "tac.log.acoustic-load", Args: "boat:text n:int type:text", EN: "{boat} carries {n} {type} acoustic {n|torpedo|torpedoes} in its tubes",
			IT: "{boat} ha {n} {n|siluro acustico|siluri acustici} {type} nei tubi"},
		Def{ID: "tac.roll.acoustic-which", Args: "t:int", EN: "which ship torpedo {t} homes on", IT: "su quale nave si dirige il siluro {t}"},
		Def{ID: "tac.roll.acoustic-which.test", Args: "n:int", EN: "one of {n}", IT: "una su {n}"},
		Def{ID: "tac.roll.acoustic-which.ship", Args: "ship:text", EN: "{ship}", IT: "{ship}"},
		Def{ID: "tac.roll.reroll", EN: "roll again", IT: "si ritira"},
		Def{ID: "tac.roll.acoustic-dud", Args: "t:int ship:text", EN: "acoustic torpedo {t} at {ship}: a dud?", IT: "siluro acustico {t} su {ship}: cilecca?"},
		Def{ID: "tac.roll.acoustic-dud.test", Args: "n:int", EN: "{n} or less a dud", IT: "{n} o meno fa cilecca"},
		Def{ID: "tac.roll.acoustic-dud.yes", EN: "a dud", IT: "cilecca"},
		Def{ID: "tac.roll.acoustic-dud.no", EN: "it detonates", IT: "esplode"},
		Def{ID: "tac.log.acoustic-dud", Args: "t:int ship:text", EN: "acoustic torpedo {t} homes on {ship}: a dud", IT: "il siluro acustico {t} si dirige su {ship}: fa cilecca"},
		Def{ID: "tac.log.acoustic-hit", Args: "t:int ship:text", EN: "acoustic torpedo {t} homes on {ship} and detonates", IT: "il siluro acustico {t} si dirige su {ship} ed esplode"},
		Def{ID: "tac.log.acoustic-diw", Args: "ship:text", EN: "{ship} is dead in the water (an acoustic hit)", IT: "{ship} è immobilizzata (colpo acustico)"},

		// Modifier reasons.
		Def{ID: "mod.tac.experienced-crew", EN: "experienced crew", IT: "equipaggio esperto"},
		Def{ID: "mod.tac.professional-crew", EN: "professional crew", IT: "equipaggio professionista"},
		Def{ID: "mod.tac.weather-rough", EN: "weather: rough", IT: "meteo: mare mosso"},
		Def{ID: "mod.tac.weather-storm", EN: "weather: storm", IT: "meteo: tempesta"},
		Def{ID: "mod.tac.weather-gale", EN: "weather: gale", IT: "meteo: burrasca"},
		Def{ID: "mod.tac.ep-used", EN: "the boat used emergency power", IT: "il sommergibile ha usato l'energia di emergenza"},
		Def{ID: "mod.tac.shallow-evasion", EN: "shallow torpedo (+1 to the coloured die)", IT: "siluro in superficie (+1 al dado colorato)"},
	)
}
