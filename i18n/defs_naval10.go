package i18n

// The naval game (game/naval), issue 20's tenth pass: damaged transports
// (20.66), fronts (21.131), the land movement left after a sea transport
// (21.435) and the movement phase before a naval redeployment (21.63).
func init() {
	register(
		Def{ID: "naval.log.trdamaged", Args: "side:msg n:int pool:int", EN: "{side}: {n} {n|transport|transports} damaged {n|goes|go} to port for repair, withdrawn until the next redeployment phase ({pool} left in the SW box)",
			IT: "{side}: {n} {n|trasporto danneggiato rientra|trasporti danneggiati rientrano} in porto per le riparazioni, {n|ritirato|ritirati} fino alla prossima fase di ridislocazione ({pool} nella zona di guerra strategica)"},
		Def{ID: "naval.log.trrepaired", Args: "side:msg n:int pool:int", EN: "{side}: {n} repaired {n|transport redeploys|transports redeploy} to the SW box ({pool} there)",
			IT: "{side}: {n} {n|trasporto riparato torna|trasporti riparati tornano} nella zona di guerra strategica ({pool} in tutto)"},
		Def{ID: "naval.log.raidhit", Args: "force:text n:int vp:int", EN: "{force} {force|damages|damage} {n} {n|transport|transports}: {vp} VP", IT: "{force|Art} {force|danneggia|danneggiano} {n} {n|trasporto|trasporti}: {vp} PV"},
		Def{ID: "naval.log.landmp", Args: "n:int area:msg", EN: "The landed units may still spend {n} movement {n|point|points} from {area}", IT: "Le unità sbarcate possono ancora spendere {n} {n|fattore|fattori} di movimento {area|da}"},
		Def{ID: "kind.cut-strike", EN: "Strike the interceptors", IT: "Attaccare gli intercettori"},
		Def{ID: "naval.q.cutstrike", Args: "area:text", EN: "Strike the enemy heading for {area} to intercept, from the air?", IT: "Attaccare dall'aria il nemico diretto {area|a} per intercettare?"},
		Def{ID: "naval.q.counterstrike", Args: "area:text", EN: "Strike the enemy you counter-intercept, on its way to {area}, from the air?", IT: "Attaccare dall'aria il nemico che si contro-intercetta, diretto {area|a}?"},
		Def{ID: "naval.opt.cutstrike", Args: "force:text base:text n:int", EN: "Strike {force} from {base} ({n} {n|squadron|squadrons})", IT: "Attacca {force|art} {base|da} ({n} {n|squadriglia|squadriglie})"},
		Def{ID: "kind.cut-abandon", EN: "Go on with the interception?", IT: "Proseguire l'intercettazione?"},
		Def{ID: "naval.q.cutabandon", Args: "force:text op:int nf:int dmg:int", EN: "{force}, struck from the air on {force|its|their} way to intercept operation {op} ({nf} NF, {dmg} damaged): go on, or abandon the interception?",
			IT: "{force|Art}: attacco aereo durante l'avvicinamento per intercettare l'operazione {op} ({nf} FN, {dmg} danneggiati): proseguire o abbandonare l'intercettazione?"},
		Def{ID: "naval.opt.cutabandon", EN: "Abandon the interception and go home", IT: "Abbandona l'intercettazione e rientra"},
		Def{ID: "naval.log.cutabandons", Args: "force:text op:int", EN: "{force} {force|abandons|abandon} {force|its|their} interception of operation {op} and {force|turns|turn} for home", IT: "{force|Art} {force|abbandona|abbandonano} l'intercettazione dell'operazione {op} e {force|rientra|rientrano}"},
		Def{ID: "kind.nr-escort", EN: "Naval redeployment", IT: "Ridislocazione navale"},
		Def{ID: "naval.q.nrescort", EN: "Redeployment phase: escort a naval redeployment?", IT: "Fase di ridislocazione: scortare una ridislocazione navale?"},
		Def{ID: "naval.opt.nrescort", Args: "force:text convoy:text", EN: "{force} {force|escorts|escort} {convoy}", IT: "{force|Art} {force|scorta|scortano} {convoy|art}"},
		Def{ID: "naval.opt.nonr", EN: "No (further) redeployment", IT: "Nessuna (altra) ridislocazione"},
		Def{ID: "naval.log.nrphase", Args: "side:text", EN: "{side} redeployment phase", IT: "Fase di ridislocazione {side|di}"},
		Def{ID: "naval.option.ctr-nonarrival", EN: "Supporters that missed a counter-interception battle resume or go home as the counter-interceptor decides (otherwise their owner)",
			IT: "Chi non ha raggiunto una battaglia di contro-intercettazione riprende o rientra a scelta di chi contro-intercetta (altrimenti del proprietario)"},
		Def{ID: "naval.res.swsubdamaged", EN: "a transport damaged", IT: "un trasporto danneggiato"},
	)
}
