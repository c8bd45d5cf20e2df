package i18n

// The naval game's sixth pass (issue 20): partial withdrawal of any ships
// (22.62).
func init() {
	register(
		Def{ID: "naval.opt.withdrawpick", EN: "Withdraw ships you pick, fight on with the rest", IT: "Ritira le navi che scegli, continua a combattere con le altre"},
		Def{ID: "naval.q.withdrawpick", Args: "n:int of:int",
			EN: "Which ships withdraw? {n} picked of {of}; the rest fight on",
			IT: "Quali navi si ritirano? {n} scelte su {of}; le altre continuano a combattere"},
		Def{ID: "naval.opt.withdrawdone", Args: "n:int ships:text",
			EN: "Withdraw {n} {n|ship|ships}: {ships}", IT: "Ritira {n} {n|nave|navi}: {ships}"},
		Def{ID: "naval.opt.withdrawship", Args: "ship:text", EN: "Withdraw {ship}", IT: "Ritira {ship}"},
		Def{ID: "naval.opt.withdrawkeep", Args: "ship:text", EN: "Keep {ship} in the battle", IT: "Tieni {ship} in battaglia"},
		Def{ID: "naval.force.withdrawn", Args: "force:msg", EN: "{force} (withdrawn)", IT: "{force} (ritirate)"},
		Def{ID: "naval.log.withdrawsships", Args: "side:msg ships:text",
			EN: "{side} withdraws {ships} and fights on with the rest", IT: "{side|Art} {side|ritira|ritirano} {ships} e {side|continua|continuano} a combattere con le altre navi"},
	)
}
