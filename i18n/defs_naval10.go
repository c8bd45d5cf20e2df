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
		Def{ID: "naval.res.swsubdamaged", EN: "a transport damaged", IT: "un trasporto danneggiato"},
	)
}
