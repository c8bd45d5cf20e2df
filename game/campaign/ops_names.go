package campaign

import "periscope/game/engine"

// The campaign's step ops. Their names are part of the save format (a saved
// stack holds them): never rename one without a state-version conversion;
// TestEveryOpIsRegistered keeps each registered, and a saved stack is
// checked against the registry when a save is opened.
const (
	// bases.go
	opPhaseReadiness Op = "phase.readiness"
	opPhaseRepair    Op = "phase.repair"
	opRepairHold     Op = "repair.hold"
	opRepairScrap    Op = "repair.scrap"
	opBaseHold       Op = "base.hold"
	opTenderPlace    Op = "tender.place"
	opSubResupply    Op = "sub.resupply"
	// combat.go
	opCombatStart      Op = "combat.start"
	opCombat           Op = "combat"
	opCombatPlace      Op = "combat.place"
	opCombatPlace2     Op = "combat.place2"
	opCombatOrder      Op = "combat.order"
	opCombatTurn       Op = "combat.turn"
	opCombatReveal     Op = "combat.reveal"
	opCombatRepoint    Op = "combat.repoint"
	opCombatLonefire   Op = "combat.lonefire"
	opCombatReattack   Op = "combat.reattack"
	opCombatShift      Op = "combat.shift"
	opCombatSubstitute Op = "combat.substitute"
	// combat_attack.go
	opCombatStay Op = "combat.stay"
	// combat_events.go
	opCombatDewithdraw Op = "combat.dewithdraw"
	// combat_subsub.go
	opCombatSubsub Op = "combat.subsub"
	// effects.go
	opEffect Op = "effect"
	// fightitout.go
	opFight Op = "combat.fight"
	// gun.go
	opCombatGun Op = "combat.gun"
	// mines.go
	opMinesLay  Op = "mines.lay"
	opMinesExit Op = "mines.exit"
	opMinesOld  Op = "mines.old"
	// movement.go
	opPhaseOperations Op = "phase.operations"
	opOpsNext         Op = "ops.next"
	opOpsSub          Op = "ops.sub"
	opOpsAct          Op = "ops.act"
	opSmzAfter        Op = "smz.after"
	opSubMove         Op = "sub.move"
	opMoveSettle      Op = "move.settle"
	// search.go
	opSubSearch     Op = "sub.search"
	opSearchRoll    Op = "search.roll"
	opSearchDecline Op = "search.decline"
	opSearchEngage  Op = "search.engage"
	opSearchCoastal Op = "search.coastal"
	opSearchAfter   Op = "search.after"
	opSubEndurance  Op = "sub.endurance"
	opEnduranceSide Op = "endurance.side"
	// strategic.go
	opScenarioSetup Op = "scenario.setup"
	opPhasePrepare  Op = "phase.prepare"
	// strategic_events.go
	opPhaseWarEvents Op = "phase.war-events"
	opEventsForced   Op = "events.forced"
	opEventsRoll     Op = "events.roll"
	opOrderFill      Op = "order.fill"
	opOrderArrived   Op = "order.arrived"
	// strategic_intel.go
	opPhaseTorpedo Op = "phase.torpedo"
	opPhaseIntel   Op = "phase.intel"
	opIntelAir     Op = "intel.air"
	opIntelWeather Op = "intel.weather"
	opSubStorm     Op = "sub.storm"
	// strategic_reinforce.go
	opPhaseReinforce    Op = "phase.reinforce"
	opReinforceArrivals Op = "reinforce.arrivals"
	opReinforceEarly    Op = "reinforce.early"
	opWithdrawDone      Op = "withdraw.done"
	opAceLeaves         Op = "ace.leaves"
	opTrainingPick      Op = "training.pick"
	// transit.go
	opMoveLeg   Op = "move.leg"
	opMovePlace Op = "move.place"
	// transit_phase.go
	opPhaseTransit       Op = "phase.transit"
	opTransitNext        Op = "transit.next"
	opTransitSub         Op = "transit.sub"
	opDeployMines        Op = "deploy.mines"
	opTransitArrive      Op = "transit.arrive"
	opRtbBase            Op = "rtb.base"
	opRtbRoute           Op = "rtb.route"
	opRtbDone            Op = "rtb.done"
	opSubWithdrawTransit Op = "sub.withdraw-transit"
	opWithdrawLeg        Op = "withdraw.leg"
	// turn.go
	opTurnStart Op = "turn.start"
	// victory.go
	opPhaseEndTurn     Op = "phase.end-turn"
	opEndRest          Op = "end.rest"
	opPhaseWarProgress Op = "phase.war-progress"
	opProgressRoll     Op = "progress.roll"
	opTurnDate         Op = "turn.date"
	opWarmixRegenerate Op = "warmix.regenerate"
	// wolfpack.go
	opPackForm     Op = "pack.form"
	opPackJoin     Op = "pack.join"
	opPackShadower Op = "pack.shadower"
	// wolfpack_pacific.go
	opPackFormBase Op = "pack.form-base"
	// quick_pacific.go
	opQuickResolve Op = "quick.resolve"
	// coop_request_pacific.go
	opCoopRequest Op = "coop.request"
	// political_requests.go
	opPolRequest  Op = "political.request"
	opPolPoints   Op = "political.points"
	opPolReaction Op = "political.reaction"
	opPolPlace    Op = "political.place"
	opPolTable    Op = "political.table"
)

// The declared parameter ranges of the steps whose parameters index
// something, checked when a saved stack is loaded (engine.Steps.CheckFrame).
func init() {
	flags := func(max int) *engine.Range { return &engine.Range{Min: 0, Max: max} }
	steps.Args(opOpsNext, engine.ArgSpec{BIndexesL: true})
	steps.Args(opTransitNext, engine.ArgSpec{BIndexesL: true})
	steps.Args(opSubSearch, engine.ArgSpec{A: flags(63), B: flags(3)})
	steps.Args(opSubEndurance, engine.ArgSpec{A: flags(3)})
}
