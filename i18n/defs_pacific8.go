package i18n

// The Pacific campaign (Silent War), the eighth Pacific session: the §12
// reading switches (game/campaign/readings_pacific.go) and their log lines.
func init() {
	register(
		Def{ID: "option.total-loss-at-3", EN: "Two damage rolls that add up to 3 are already a structural total loss, as in Steel Wolves (default: only a sum beyond box 3, as [SW 18.1] says).",
			IT: "Due tiri danni che sommano 3 sono già perdita totale, come in Steel Wolves (predefinito: solo una somma oltre il box 3 [SW 18.1])."},
		Def{ID: "option.rtb-damage-roll-all", EN: "Every sub that reaches a base rolls on the Damage table, damaged or not (default: only damaged subs, and every sub at Dutch Harbor [15.23]).",
			IT: "Ogni sommergibile in base tira sulla tabella danni, anche se integro (predefinito: solo i danneggiati, e tutti a Dutch Harbor [15.23])."},
		Def{ID: "option.governing-fewest-red", EN: "A move's transit check is governed by the area with the fewest red boxes, as [15.21] reads (default: red beginning at the lowest number, [15.1] and [19.1]).",
			IT: "Il controllo di transito di un movimento usa l'area con meno caselle rosse, come si legge in [15.21] (predefinito: il rosso che inizia dal numero più basso, [15.1] e [19.1])."},
		Def{ID: "option.ultra-twice-extra", EN: "A war event's \"Ultra ×2\" adds two rolls to the turn's own, three in all (default: two rolls in all).",
			IT: "L'\"Ultra ×2\" di un evento di guerra aggiunge due tiri a quello del turno, tre in tutto (predefinito: due tiri in tutto)."},
		Def{ID: "option.counter-lowest-row", EN: "A counterattack difference below the table's lowest row is read on the lowest row (default: no counterattack).",
			IT: "Una differenza di contrattacco sotto la riga più bassa della tabella si legge sulla riga più bassa (predefinito: nessun contrattacco)."},
		Def{ID: "option.circular-run-no-defence", EN: "The circular run hits on d10 ≤ torpedo value + 1 − the drawn TDC, the spec's formula (default: it is an attack on the sub, whose Defense and skipper join the TDC as in sub vs sub [14.6]).",
			IT: "Il siluro a corsa circolare colpisce con d10 ≤ valore siluro + 1 − il TDC pescato, la formula della specifica (predefinito: è un attacco al sommergibile, la cui Difesa e il cui comandante si sommano al TDC come nel combattimento tra sommergibili [14.6])."},
		Def{ID: "option.no-counter-third-round", EN: "No counterattack follows a third attack round (default: one follows, +1 as after any re-attack).",
			IT: "Nessun contrattacco segue un terzo turno d'attacco (predefinito: segue, a +1 come dopo ogni nuovo attacco)."},
		Def{ID: "option.reveal-all-at-attack", EN: "When the TDCs are revealed every face-down unit on the display is turned up, not only the targeted ones (default: the targeted ones, as in Steel Wolves).",
			IT: "Quando si scoprono i TDC si girano tutte le unità coperte sulla tavola, non solo quelle bersaglio (predefinito: quelle bersaglio, come in Steel Wolves)."},
		Def{ID: "option.aircraft-every-column", EN: "Aircraft ASW counts in every column, for a lone sub too (default: in its own column for a lone sub [14.15B], [14.2A]; in every column for a wolfpack [24.54]).",
			IT: "L'ASW degli aerei conta in ogni colonna, anche per un sommergibile isolato (predefinito: nella propria colonna per un sommergibile isolato [14.15B], [14.2A]; in ogni colonna per un branco di lupi [24.54])."},
		Def{ID: "option.sub-check-modified-zero", EN: "The enemy-submarine check follows a modified AAC roll of 0 on a white box, not only a natural 0 (default: a natural 0).",
			IT: "Il controllo del sommergibile nemico segue un tiro AAC modificato di 0 su una casella bianca, non solo uno 0 naturale (predefinito: uno 0 naturale)."},
		Def{ID: "option.smz-one-check", EN: "A move that crosses an OpArea and ends in an SMZ takes one transit check, the SMZ entry's (default: two, the move's and then the entry's at +2, as [19.1] implies).",
			IT: "Un movimento che attraversa un'Area Operativa e termina in una SMZ fa un solo controllo di transito, quello d'ingresso nella SMZ (predefinito: due, quello del movimento e poi quello d'ingresso a +2, come lascia intendere [19.1])."},
		Def{ID: "option.sub-fight-no-endurance", EN: "No endurance check follows a sub-versus-sub fight: the sub stays where it is for the week (default: the endurance check follows, as after any search [14.7]).",
			IT: "Nessun controllo di autonomia segue un combattimento tra sommergibili: il sommergibile resta dov'è per la settimana (predefinito: il controllo segue, come dopo ogni ricerca [14.7])."},
		Def{ID: "pac.damage.total-loss", Args: "boat:unit a:int b:int sum:int",
			EN: "{boat}: damage {a} + {b} = {sum} goes beyond Repair 3: a structural total loss.",
			IT: "{boat}: danni {a} + {b} = {sum}, oltre Riparazione 3: perdita totale strutturale."},
		Def{ID: "pac.damage.all-roll", Args: "boat:unit",
			EN: "{boat} returns undamaged and still rolls on the Damage table [18.3].",
			IT: "{boat} rientra senza danni e tira comunque sulla tabella danni [18.3]."},
		Def{ID: "pac.cevent.circ.def", Args: "n:int tv:text tdc:text def:int",
			EN: "≤ {n} (torpedo {tv} + 1 − TDC {tdc} − Defense and skipper {def})",
			IT: "≤ {n} (siluro {tv} + 1 − TDC {tdc} − Difesa e comandante {def})"},
	)
}
