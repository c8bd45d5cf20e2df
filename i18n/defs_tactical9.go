package i18n

// The tactical game, issue 18 (ninth round): the Advanced torpedo tables
// [37–39], the 3 cm radar against a snorting boat [46], fast snort [45],
// sub against sub [54].
func init() {
	register(
		Def{ID: "tac.opt.d66-torpedoes", EN: "Advanced torpedo tables: a d66 to hit, a d66 for a dud (the early G7e and Mk 14 fail often) and a d66 for hit points, 10 to a damage point; a hit within 4 hexes is a dud",
			IT: "Tabelle avanzate dei siluri: un d66 per colpire, un d66 per la cilecca (i primi G7e falliscono spesso, come i Mk 14) e un d66 per i punti colpo, 10 per punto di danno; un colpo entro 4 esagoni fa cilecca"},
		Def{ID: "tac.roll.dud66", Args: "t:int ship:text", EN: "torpedo {t} strikes {ship}: a dud?", IT: "il siluro {t} colpisce {ship}: cilecca?"},
		Def{ID: "tac.roll.dud66.test", Args: "n:int type:text", EN: "{n} or less a dud ({type})", IT: "{n} o meno fa cilecca ({type})"},
		Def{ID: "tac.roll.dud66.yes", EN: "a dud", IT: "cilecca"},
		Def{ID: "tac.roll.dud66.no", EN: "it detonates", IT: "esplode"},
		Def{ID: "tac.log.dud66", Args: "t:int ship:text", EN: "torpedo {t} strikes {ship}: a dud", IT: "il siluro {t} colpisce {ship}: fa cilecca"},
		Def{ID: "tac.roll.hp", Args: "hp:int", EN: "{hp} HP", IT: "{hp} PC"},
		Def{ID: "tac.log.hp", Args: "ship:text hp:int points:int left:int",
			EN: "{ship} takes {hp} hit points: {points} {points|damage point|damage points}, {left} HP toward the next",
			IT: "{ship} subisce {hp} {hp|punto|punti} colpo: {points} {points|punto|punti} di danno, {left} PC verso il prossimo"},
		Def{ID: "mod.tac.diw-target", EN: "dead in the water", IT: "immobilizzata"},
	)
}

// The Advanced radar [46] and fast snort [45].
func init() {
	register(
		Def{ID: "tac.opt.advanced-radar", EN: "Advanced radar: a d66 range by set (metric, 10 cm, 3 cm); a periscope is found only close, a snort head by the 3 cm sets of 1944 at half range",
			IT: "Radar avanzato: una portata d66 per apparato (metrico, 10 cm, 3 cm); un periscopio si scopre solo da vicino, una testa di snorkel con gli apparati a 3 cm del 1944 a metà portata"},
		Def{ID: "tac.roll.radar46.set", Args: "set:text", EN: "radar set {set}", IT: "apparato radar {set}"},
		Def{ID: "tac.roll.radar46.range", Args: "n:int", EN: "range {n} {n|hex|hexes}", IT: "portata {n} {n|esagono|esagoni}"},
		Def{ID: "mod.tac.fast-snort", EN: "fast snort", IT: "snorkel veloce"},
	)
}

// Un-aimed fire from depth [35].
func init() {
	register(
		Def{ID: "tac.err.unaimed-depth", Args: "boat:text depth:int", EN: "{boat} is at {depth} ft; un-aimed fire from 75 ft at most [35]",
			IT: "{boat} è a {depth} piedi; il lancio senza puntamento si fa da 75 piedi al massimo [35]"},
		Def{ID: "tac.roll.unaimed-run", Args: "boat:text tube:int", EN: "{boat}, tube {tube}: the un-aimed torpedo's first run", IT: "{boat}, tubo {tube}: la prima corsa del siluro senza puntamento"},
		Def{ID: "tac.roll.unaimed-run.test", Args: "speed:int", EN: "Un-aimed Torpedo Table, speed {speed}", IT: "tabella dei siluri senza puntamento, velocità {speed}"},
		Def{ID: "tac.roll.unaimed-run.result", Args: "n:int", EN: "runs {n} {n|hex|hexes}", IT: "corre per {n} {n|esagono|esagoni}"},
	)
}

// The prolonged attack at the end [34.6].
func init() {
	register(
		Def{ID: "tac.opt.prolonged-attack", EN: "Prolonged attack: at the end of a convoy battle, escorts beyond four hunt the boats still in contact; a boat that loses more power than it has is sunk",
			IT: "Attacco prolungato: alla fine di una battaglia di convoglio, le scorte oltre la quarta danno la caccia ai sommergibili ancora a contatto; un sommergibile che perde più energia di quanta ne abbia affonda"},
		Def{ID: "tac.log.prolonged-sunk", Args: "boat:text", EN: "{boat} is sunk in the prolonged attack", IT: "{boat} è affondato nell'attacco prolungato"},
	)
}

// Advanced damage for ASW and gunfire [43, 48].
func init() {
	register(
		Def{ID: "tac.opt.d66-damage", EN: "Advanced damage: depth charges, Hedgehog, Squid and gunfire roll a d66 for hit points, 10 to a damage point",
			IT: "Danni avanzati: bombe di profondità, Hedgehog, Squid e tiro d'artiglieria tirano un d66 per i punti colpo, 10 per punto di danno"},
	)
}

// Sub against sub [54].
func init() {
	register(
		Def{ID: "tac.opt.sub-vs-sub", EN: "Sub against sub: a boat at 0 or 25 ft can be torpedoed by an enemy boat (a shallow torpedo runs over one at 25 ft)",
			IT: "Sommergibile contro sommergibile: un battello a 0 o 25 piedi può essere silurato da un battello nemico (un siluro regolato in superficie gli passa sopra a 25 piedi)"},
	)
}

// The Advanced sonar [44–45].
func init() {
	register(
		Def{ID: "tac.opt.advanced-sonar", EN: "Advanced sonar: a d66 sweep range by set in the 120° ahead, boats at 25 ft too, a deep boat lost close aboard; homing all round at slow speed",
			IT: "Sonar avanzato: una portata di ricerca d66 per apparato nei 120° di prua, anche sui battelli a 25 piedi, un battello profondo perso sotto bordo; inseguimento tutt'intorno a bassa velocità"},
		Def{ID: "tac.err.sonar44-speed", Args: "ship:text n:int", EN: "{ship} moved {n} {n|hex|hexes}; a sonar sweep needs speed 3 or less [44]",
			IT: "{ship} ha mosso {n} {n|esagono|esagoni}; una ricerca sonar richiede velocità 3 o meno [44]"},
		Def{ID: "tac.roll.sonar44.sweep", Args: "set:text", EN: "sweep table, {set} set", IT: "tabella di ricerca, apparato {set}"},
		Def{ID: "tac.roll.sonar44.homing", Args: "speed:int need:int", EN: "homing at speed {speed}: {need} or less", IT: "inseguimento a velocità {speed}: {need} o meno"},
	)
}
