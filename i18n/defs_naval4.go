package i18n

// The naval game (game/naval), issue 20's fourth pass: the choices the
// rules give the player after a counter-interception battle (22.161B,
// 22.281), grouping on the way home (22.165), splitting a combat group
// (22.423B), beachheads and bombardment losses in the land battle (21.51,
// 21.52), the escort of redeployments (21.6, 28) and the transport pools
// (20.6).
func init() {
	register(
		Def{ID: "kind.go-on", EN: "Go on or go home?", IT: "Proseguire o rientrare?"},
		Def{ID: "naval.q.goon", Args: "force:msg area:text", EN: "{force} won {force|its|their} battle: go on to {area} or go home?", IT: "{force|Art} {force|ha|hanno} vinto la battaglia: proseguire {area|verso} o rientrare?"},
		Def{ID: "naval.q.closing", Args: "force:msg area:text", EN: "{force} did not reach the battle: resume {force|its|their} interception at {area} or go home?", IT: "{force|Art} non {force|ha|hanno} raggiunto la battaglia: riprendere l'intercettazione {area|in} o rientrare?"},
		Def{ID: "naval.opt.goonto", Args: "force:msg area:text nf:int", EN: "{force} {force|goes|go} on to {area} ({nf} NF)", IT: "{force|Art} {force|prosegue|proseguono} {area|verso} ({nf} FN)"},
		Def{ID: "naval.opt.resume", Args: "force:msg area:text", EN: "{force} {force|resumes|resume} {force|its|their} interception at {area}", IT: "{force|Art} {force|riprende|riprendono} l'intercettazione {area|in}"},
		Def{ID: "naval.opt.gohome", EN: "Go home", IT: "Rientra alla base"},
		Def{ID: "naval.log.goeshome", Args: "force:msg", EN: "{force} {force|goes|go} home", IT: "{force|Art} {force|rientra|rientrano} alla base"},
		Def{ID: "naval.log.goeson", Args: "force:msg area:text", EN: "{force} {force|goes|go} on to {area}", IT: "{force|Art} {force|prosegue|proseguono} {area|verso}"},
		Def{ID: "naval.log.resumes", Args: "force:msg area:text", EN: "{force} {force|resumes|resume} {force|its|their} interception at {area}", IT: "{force|Art} {force|riprende|riprendono} l'intercettazione {area|in}"},
	)
}

func init() {
	register(
		Def{ID: "kind.return-group", EN: "The way home", IT: "Il rientro"},
		Def{ID: "naval.q.grouphome", Args: "force:msg from:msg", EN: "{force} {force|heads|head} home from {from}: group with another force?", IT: "{force|Art} {force|rientra|rientrano} {from|da}: raggruppar{force|lo|la|li|le} con un'altra forza?"},
		Def{ID: "naval.opt.grouphome", Args: "force:msg nf:int", EN: "Sail home with {force} ({nf} NF together)", IT: "Rientra {force|con} ({nf} FN insieme)"},
		Def{ID: "naval.opt.alonehome", EN: "Sail home alone", IT: "Rientra da sola"},
		Def{ID: "naval.log.grouphome", Args: "force:msg to:msg", EN: "{force} {force|sails|sail} home with {to}", IT: "{force|Art} {force|rientra|rientrano} insieme {to|a}"},
	)
}

func init() {
	register(
		Def{ID: "naval.opt.split", Args: "cg:int a:int b:int", EN: "Split CG{cg} into two groups ({a} + {b} NF)", IT: "Dividi il GC{cg} in due gruppi ({a} + {b} FN)"},
		Def{ID: "naval.d.split", Args: "a:text b:text", EN: "{a} / {b}", IT: "{a} / {b}"},
		Def{ID: "naval.log.split", Args: "side:text cg:int new:int", EN: "{side} splits CG{cg}: CG{new} is formed", IT: "{side|Art} {side|divide|dividono} il GC{cg}: si forma il GC{new}"},
	)
}

func init() {
	register(
		Def{ID: "kind.landing-losses", EN: "Landing losses", IT: "Perdite dello sbarco"},
		Def{ID: "naval.q.landlosses", Args: "area:text n:int b:int", EN: "The landing at {area}: {n} {n|factor|factors} ashore, the ships bombard with {b}. Where do its losses fall?", IT: "Lo sbarco {area|in}: {n} {n|fattore|fattori} a terra, le navi bombardano con {b}. Su chi cadono le perdite?"},
		Def{ID: "naval.opt.lossestroops", EN: "On the troops", IT: "Sulle truppe"},
		Def{ID: "naval.opt.lossesships", EN: "On the bombarding ships first, up to their share", IT: "Prima sulle navi che bombardano, fino alla loro quota"},
		Def{ID: "naval.d.lossesships", EN: "each fleet factor lost bars two more from bombarding (21.52)", IT: "ogni fattore di flotta perso ne esclude altri due dal bombardamento (21.52)"},
		Def{ID: "naval.log.bombardloss", Args: "force:msg n:int nf:int", EN: "{force}'s bombarding ships take {n} of the landing's losses ({nf} naval factors lost)", IT: "Le navi {force|di} che bombardano subiscono {n} delle perdite dello sbarco ({nf} {nf|fattore navale perso|fattori navali persi})"},
		Def{ID: "naval.log.beachhead", Args: "area:text n:int", EN: "{n} {n|factor holds|factors hold} a beachhead at {area}", IT: "{n} {n|fattore tiene|fattori tengono} una testa di sbarco {area|in}"},
	)
}

func init() {
	register(
		Def{ID: "naval.opt.portcounter", Args: "area:text n:int", EN: "Build a port counter at {area} ({n} left)", IT: "Costruisci un segnalino porto {area|in} ({n|ne resta|ne restano} {n})"},
		Def{ID: "naval.log.portcounter", Args: "side:text area:text", EN: "{side} builds a port counter at {area}", IT: "{side|Art} {side|costruisce|costruiscono} un segnalino porto {area|in}"},
		Def{ID: "naval.log.portopens", Args: "area:text side:text", EN: "The port counter at {area} opens: a port of {side}", IT: "Il segnalino porto {area|in} è operativo: un porto {side|di}"},
		Def{ID: "naval.log.brppenalty", Args: "side:text n:int opt:int brp:int", EN: "{side} has {n} transports against an optimal {opt}: {brp} BRP lost", IT: "{side|Art} {side|ha|hanno} {n} trasporti contro un livello ottimale di {opt}: {brp} PRB persi"},
		Def{ID: "naval.log.brpvp", Args: "side:text brp:int vp:int to:text", EN: "{side} lost {brp} BRP to transport shortfalls and building: {vp} VP to {to}", IT: "{side|Art} {side|ha|hanno} perso {brp} PRB per la carenza e la costruzione di trasporti: {vp} PV {to|a}"},
	)
}
