package i18n

// The tactical game, issue 18 (eleventh round): the scenario builder of
// design your own [55–63] and the ONS 5 campaign.
func init() {
	register(
		Def{ID: "tac.design.own", Args: "period:text boats:int escorts:int", EN: "Your own battle ({period}): {boats} {boats|boat|boats}, {escorts} {escorts|escort|escorts}",
			IT: "La tua battaglia ({period}): {boats} {boats|battello|battelli}, {escorts} {escorts|scorta|scorte}"},
	)
}
