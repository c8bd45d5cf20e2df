package i18n

// The Atlantic campaign's words added for issue 13 (the exact rules and
// odds): game/campaign's counterattack odds over the hidden counters.
func init() {
	register(
		Def{ID: "atl.shift.d2", Args: "sum:msg",
			EN: "{sum}; counterattack risk over what the counters to reveal first may be",
			IT: "{sum}; rischio di contrattacco su ciò che possono essere le pedine da rivelare prima"},
		Def{ID: "atl.fight.d",
			EN: "the counterattack risk over what the counters still to reveal may be",
			IT: "il rischio di contrattacco su ciò che possono essere le pedine ancora da rivelare"},
	)
}
