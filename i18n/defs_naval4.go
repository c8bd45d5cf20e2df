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
		Def{ID: "naval.q.goon", Args: "force:msg area:text", EN: "{force} won its battle: go on to {area} or go home?", IT: "{force} ha vinto la battaglia: proseguire verso {area} o rientrare?"},
		Def{ID: "naval.q.closing", Args: "force:msg area:text", EN: "{force} did not reach the battle: resume its interception at {area} or go home?", IT: "{force} non ha raggiunto la battaglia: riprendere l'intercettazione a {area} o rientrare?"},
		Def{ID: "naval.opt.goonto", Args: "force:msg area:text nf:int", EN: "{force} goes on to {area} ({nf} NF)", IT: "{force} prosegue verso {area} ({nf} FN)"},
		Def{ID: "naval.opt.resume", Args: "force:msg area:text", EN: "{force} resumes its interception at {area}", IT: "{force} riprende l'intercettazione a {area}"},
		Def{ID: "naval.opt.gohome", EN: "Go home", IT: "Rientra alla base"},
		Def{ID: "naval.log.goeshome", Args: "force:msg", EN: "{force} goes home", IT: "{force} rientra alla base"},
		Def{ID: "naval.log.goeson", Args: "force:msg area:text", EN: "{force} goes on to {area}", IT: "{force} prosegue verso {area}"},
		Def{ID: "naval.log.resumes", Args: "force:msg area:text", EN: "{force} resumes its interception at {area}", IT: "{force} riprende l'intercettazione a {area}"},
	)
}

func init() {
	register(
		Def{ID: "kind.return-group", EN: "The way home", IT: "Il rientro"},
		Def{ID: "naval.q.grouphome", Args: "force:msg from:text", EN: "{force} heads home from {from}: group with another force?", IT: "{force} rientra da {from}: raggrupparla con un'altra forza?"},
		Def{ID: "naval.opt.grouphome", Args: "force:msg nf:int", EN: "Sail home with {force} ({nf} NF together)", IT: "Rientra con {force} ({nf} FN insieme)"},
		Def{ID: "naval.opt.alonehome", EN: "Sail home alone", IT: "Rientra da sola"},
		Def{ID: "naval.log.grouphome", Args: "force:msg to:msg", EN: "{force} sails home with {to}", IT: "{force} rientra insieme a {to}"},
	)
}

func init() {
	register(
		Def{ID: "naval.opt.split", Args: "cg:int a:int b:int", EN: "Split CG{cg} into two groups ({a} + {b} NF)", IT: "Dividi il GC{cg} in due gruppi ({a} + {b} FN)"},
		Def{ID: "naval.d.split", Args: "a:text b:text", EN: "{a} / {b}", IT: "{a} / {b}"},
		Def{ID: "naval.log.split", Args: "side:text cg:int new:int", EN: "{side} splits CG{cg}: CG{new} is formed", IT: "{side} divide il GC{cg}: si forma il GC{new}"},
	)
}
