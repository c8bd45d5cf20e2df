package i18n

// The naval game (game/naval), issue 20's third pass: mutual support
// (22.28), rendezvous (22.131), abandoning (22.29), the way home (22.165),
// the invasions' land battle (21.51), regrouping (22.423B), the scenario
// parameters of sea supply, ASW, port attacks and oil, the names the game
// gives to forces it makes up, and the board's status line.
func init() {
	register(
		Def{ID: "kind.support", EN: "Mutual support", IT: "Supporto reciproco"},
		Def{ID: "kind.abandon", EN: "Abandon?", IT: "Abbandonare?"},
		Def{ID: "naval.kind.join", EN: "Rendezvous with another force", IT: "Ricongiungimento con un'altra forza"},
		Def{ID: "naval.kind.return", EN: "Return to base", IT: "Rientro alla base"},

		Def{ID: "naval.q.support", Args: "force:msg area:text", EN: "{force} {force|is|are} counter-intercepted at {area}: support {force|it|them}?", IT: "{force|Art} {force|è|sono} contro-intercettat{force|o|a|i|e} {area|in}: supportar{force|lo|la|li|le}?"},
		Def{ID: "naval.opt.support", Args: "force:msg of:msg", EN: "{force} {force|supports|support} {of}", IT: "{force|Art} {force|supporta|supportano} {of}"},
		Def{ID: "naval.opt.nosupport", EN: "No support", IT: "Nessun supporto"},
		Def{ID: "naval.log.supports", Args: "force:msg area:text", EN: "{force} {force|puts|put} {force|its|their} interception on hold and {force|joins|join} the battle at {area}", IT: "{force|Art} {force|sospende|sospendono} la propria intercettazione ed {force|entra|entrano} nella battaglia {area|in}"},
		Def{ID: "naval.roll.support", EN: "mutual support", IT: "supporto reciproco"},
		Def{ID: "naval.res.support", Args: "n:int res:msg", EN: "moves {n}: {res}", IT: "avanza di {n}: {res}"},
		Def{ID: "naval.res.arrives", EN: "arrives", IT: "arriva"},
		Def{ID: "naval.res.closing", EN: "still closing", IT: "ancora in avvicinamento"},

		Def{ID: "naval.log.joined", Args: "force:msg to:msg area:text", EN: "{force} {force|meets|meet} {to} at {area}: they sail on as one force", IT: "{force|Art} {force|si ricongiunge|si ricongiungono} {to|a} {area|in}: proseguono come un'unica forza"},
		Def{ID: "naval.q.abandon", Args: "op:int force:msg nf:int dmg:int", EN: "Operation {op}: go on with {force} ({nf} NF, {dmg} damaged), or abandon it?", IT: "Operazione {op}: proseguire {force|con} ({nf} FN, {dmg} danneggiati) o abbandonarla?"},
		Def{ID: "naval.opt.goon", EN: "Go on", IT: "Prosegui"},
		Def{ID: "naval.d.regroup", Args: "cg:int", EN: "both fought the enemy's CG{cg}", IT: "entrambi hanno combattuto il GC{cg} nemico"},
		Def{ID: "naval.d.nf-damaged", Args: "nf:int dmg:int", EN: "{nf} NF, {dmg} damaged", IT: "{nf} FN, {dmg} danneggiati"},
		Def{ID: "naval.opt.abandon", EN: "Abandon the operation and go home", IT: "Abbandona l'operazione e rientra"},
		Def{ID: "naval.log.abandons", Args: "force:msg op:int", EN: "{force} {force|abandons|abandon} operation {op} and {force|turns|turn} for home", IT: "{force|Art} {force|abbandona|abbandonano} l'operazione {op} e {force|fa|fanno} rotta verso casa"},
		Def{ID: "naval.log.homeward", Args: "force:msg from:text to:text", EN: "{force} {force|heads|head} home from {from} to {to}", IT: "{force|Art} {force|rientra|rientrano} {from|da} {to|in}"},

		Def{ID: "naval.force.raiddefence", EN: "Raid defence", IT: "Difesa contro l'incursione"},
		Def{ID: "naval.force.damaged", Args: "force:msg", EN: "{force} (damaged)", IT: "{force} (danneggiate)"},
		Def{ID: "naval.force.regrouped", Args: "ship:text port:text", EN: "{ship} ({port})", IT: "{ship} ({port})"},

		Def{ID: "naval.board.status", Args: "title:text turn:int of:int s0:text vp0:int s1:text vp1:int", EN: "{title} — turn {turn} of {of} — VP {s0} {vp0}, {s1} {vp1}", IT: "{title} — turno {turn} di {of} — PV {s0} {vp0}, {s1} {vp1}"},
		Def{ID: "naval.board.lastbattle", Args: "area:text turn:int rounds:int result:text s0:text l0:int s1:text l1:int", EN: "Last battle: {area}, turn {turn}, {rounds} {rounds|round|rounds} — {result} (NF lost {s0} {l0}, {s1} {l1})", IT: "Ultima battaglia: {area}, turno {turn}, {rounds} {rounds|round|round} — {result} (FN persi {s0} {l0}, {s1} {l1})"},
		Def{ID: "naval.summary.turn", Args: "turn:int of:int", EN: "Turn {turn} of {of}", IT: "Turno {turn} di {of}"},
	)
}

func init() {
	register(
		Def{ID: "naval.log.landempty", Args: "area:text", EN: "{area} is undefended: the landing wins at once", IT: "Nessuno difende {area|art}: lo sbarco riesce subito"},
		Def{ID: "naval.log.landodds", Args: "area:text att:int def:int", EN: "The invasion of {area} is not made: {att} factors against {def}, under 1:1 in the first round", IT: "L'invasione {area|di} non ha luogo: {att} fattori contro {def}, meno di 1:1 al primo round"},
		Def{ID: "naval.log.repulsed", Args: "area:text n:int", EN: "The invasion of {area} is repulsed; {n} {n|factor re-embarks|factors re-embark}", IT: "L'invasione {area|di} è respinta; {n} {n|fattore si reimbarca|fattori si reimbarcano}"},
		Def{ID: "naval.roll.landbattle", EN: "land battle", IT: "battaglia terrestre"},
		Def{ID: "naval.roll.landround", Args: "round:int att:int def:int", EN: "round {round}, {att} against {def}", IT: "round {round}, {att} contro {def}"},
		Def{ID: "naval.res.landbattle", Args: "att:int def:int", EN: "invaders lose {att}, defenders {def}", IT: "gli invasori perdono {att}, i difensori {def}"},
	)
	registerMods(
		Def{ID: "naval.mod.land-odds", EN: "land battle odds", IT: "rapporto di forze della battaglia terrestre"},
		Def{ID: "naval.mod.defence-modifier", EN: "defence modifier", IT: "modificatore di difesa"},
	)
}

func init() {
	register(
		Def{ID: "naval.opt.regroup", Args: "a:int b:int nf:int", EN: "Regroup CG{a} and CG{b} into one group ({nf} NF)", IT: "Riorganizza GC{a} e GC{b} in un solo gruppo ({nf} FN)"},
		Def{ID: "naval.log.regroup", Args: "side:text a:int b:int", EN: "{side} regroups CG{a} and CG{b} into one group", IT: "{side|Art} {side|riorganizza|riorganizzano} GC{a} e GC{b} in un solo gruppo"},
	)
}

func init() {
	register(
		Def{ID: "naval.log.arrives", Args: "force:text area:text", EN: "{force} {force|arrives|arrive} at {area}", IT: "{force|Art} {force|arriva|arrivano} {area|in}"},
		Def{ID: "naval.log.oilshort", Args: "side:text oil:int forces:text", EN: "{side} has oil for {oil} {oil|force|forces}: {forces} stay withdrawn", IT: "{side|Art} {side|ha|hanno} nafta per {oil} {oil|forza|forze}: {forces} restano ritirate"},
		Def{ID: "naval.log.supplied", Args: "port:text", EN: "{port} is supplied again", IT: "I rifornimenti arrivano di nuovo {port|in}"},
		Def{ID: "naval.log.unsupplied", Args: "port:text", EN: "No supply reached {port}: its port is not operative", IT: "Nessun rifornimento è arrivato {port|in}: il porto non è operativo"},
		Def{ID: "naval.opt.portattack", Args: "area:text n:int", EN: "Port attack on {area} ({n} left)", IT: "Attacco al porto {area|di} ({n|ne resta|ne restano} {n})"},
		Def{ID: "naval.roll.portattack", EN: "port attack", IT: "attacco al porto"},
		Def{ID: "naval.roll.port", Args: "port:text", EN: "the ships at {port}", IT: "le navi {port|in}"},
		Def{ID: "naval.res.portattack", Args: "dmg:int sunk:int", EN: "{dmg} damaged, {sunk} sunk", IT: "{dmg} {dmg|danneggiata|danneggiate}, {sunk} {sunk|affondata|affondate}"},
		Def{ID: "naval.roll.swsub", EN: "SW sub attack", IT: "attacco di sommergibili nella zona di guerra strategica"},
		Def{ID: "naval.roll.swasw", EN: "SW ASW attack", IT: "caccia antisommergibile nella zona di guerra strategica"},
		Def{ID: "naval.roll.atleast", Args: "n:int", EN: "{n} or more", IT: "{n} o più"},
		Def{ID: "naval.res.swsubhit", EN: "a transport sunk", IT: "un trasporto affondato"},
		Def{ID: "naval.res.swaswhit", EN: "a sub factor sunk", IT: "un fattore sommergibili affondato"},
		Def{ID: "naval.res.swmiss", EN: "no sinking", IT: "nessun affondamento"},
	)
	registerMods(
		Def{ID: "naval.mod.sub-asw-research", EN: "sub and ASW research", IT: "ricerca sommergibili e antisommergibile"},
		Def{ID: "naval.mod.asw-sub-research", EN: "ASW and sub research", IT: "ricerca antisommergibile e sommergibili"},
		Def{ID: "naval.mod.box-asw", EN: "enemy ASW in the box", IT: "antisommergibile nemica nella zona"},
		Def{ID: "naval.mod.decrypts", EN: "decrypts", IT: "decrittazioni"},
		Def{ID: "naval.mod.harbour-defences", EN: "harbour defences", IT: "difese portuali"},
	)
}

// The naval board (render/naval).
func init() {
	register(
		Def{ID: "naval.board.tf", EN: "TF ?", IT: "TF ?"},
		Def{ID: "naval.board.force", EN: "Force ?", IT: "Forza ?"},
		Def{ID: "naval.board.battle", Args: "area:text round:int", EN: "Battle at {area} — round {round}", IT: "Battaglia {area|in} — round {round}"},
		Def{ID: "naval.board.lost", Args: "s0:text l0:int s1:text l1:int", EN: "NF lost: {s0} {l0}, {s1} {l1}", IT: "FN persi: {s0} {l0}, {s1} {l1}"},
		Def{ID: "naval.board.unspotted", EN: "(unspotted)", IT: "(non rilevato)"},
		Def{ID: "naval.board.dmg", EN: "(dmg)", IT: "(dann.)"},
		Def{ID: "naval.board.nas", Args: "n:int", EN: "{n} NAS", IT: "{n} SAN"},
		Def{ID: "naval.board.carriers", Args: "n:int", EN: "{n} {n|carrier|carriers} (22.452)", IT: "{n} portaerei (22.452)"},
	)
}
