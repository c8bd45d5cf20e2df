package i18n

// The Pacific campaign's (Silent War's) quick resolution [SW 27].
func init() {
	register(
		Def{ID: "option.quick-resolution", EN: "Offer quick resolution beside each search: the ships sunk and the counterattack from one table, without the combat display.",
			IT: "Offri la risoluzione veloce accanto a ogni ricerca: navi affondate e contrattacco da una sola tabella, senza la tavola di combattimento."},
		Def{ID: "pac.quick", EN: "Quick resolution", IT: "Risoluzione veloce"},
		Def{ID: "pac.quick.d", Args: "a:int n:int t:int",
			EN: "attack value {a} against {n} coloured {n|box|boxes}: the table gives {t}, less a d10",
			IT: "valore d'attacco {a} contro {n} {n|casella colorata|caselle colorate}: la tabella dà {t}, meno un d10"},
		Def{ID: "pac.quick.sub1", EN: "quick resolution: enemy submarine? (1st die)", IT: "risoluzione veloce: sommergibile nemico? (1º dado)"},
		Def{ID: "pac.quick.sub2", EN: "quick resolution: enemy submarine? (2nd die)", IT: "risoluzione veloce: sommergibile nemico? (2º dado)"},
		Def{ID: "pac.quick.see2", EN: "see the second die", IT: "vedi il secondo dado"},
		Def{ID: "pac.quick.double0", EN: "double 0", IT: "doppio 0"},
		Def{ID: "pac.quick.subsub", EN: "an enemy submarine: sub vs sub [14.6]", IT: "un sommergibile nemico: combattimento tra sommergibili [14.6]"},
		Def{ID: "pac.quick.no-sub", EN: "no enemy submarine", IT: "nessun sommergibile nemico"},
		Def{ID: "pac.quick.roll", EN: "quick resolution: ships sunk", IT: "risoluzione veloce: navi affondate"},
		Def{ID: "pac.quick.roll.t", Args: "t:int a:int n:int",
			EN: "table {t} (attack {a}, {n} coloured {n|box|boxes}) − roll", IT: "tabella {t} (attacco {a}, {n} {n|casella colorata|caselle colorate}) − tiro"},
		Def{ID: "pac.quick.sunk", Args: "n:int", EN: "{n} {n|ship|ships} sunk", IT: "{n} {n|nave affondata|navi affondate}"},
		Def{ID: "pac.quick.empty", Args: "cup:text", EN: "cup {cup} is empty: the draw is lost.", IT: "il contenitore {cup} è vuoto: l'estrazione è persa."},
		Def{ID: "pac.quick.event", EN: "a combat event uses up the draw.", IT: "un evento di combattimento consuma l'estrazione."},
		Def{ID: "pac.quick.counter", EN: "quick counterattack", IT: "contrattacco veloce"},
		Def{ID: "pac.quick.counter.t", EN: "the box in the row", IT: "la casella nella riga"},
	)
	registerMods(
		Def{ID: "mod.pac.quick-diligent", EN: "quick resolution: diligent escort", IT: "risoluzione veloce: scorta diligente"},
		Def{ID: "mod.pac.quick-aircraft", EN: "quick resolution: aircraft", IT: "risoluzione veloce: aereo"},
		Def{ID: "mod.pac.half-defense", EN: "half the Defense, rounded up", IT: "metà della Difesa, arrotondata per eccesso"},
		Def{ID: "mod.pac.began-damaged", EN: "began the combat damaged", IT: "danneggiato a inizio combattimento"},
		Def{ID: "mod.pac.ultra-area", EN: "Ultra area", IT: "area Ultra"},
	)
}
