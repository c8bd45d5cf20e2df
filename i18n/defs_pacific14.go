package i18n

// The Pacific campaign (Silent War), session 27: the combat messages that
// name a rule, in the form that takes the game's own number (Silent War's
// [14.16] for Steel Wolves' [14.17]; game/campaign/cite.go).
func init() {
	register(
		Def{ID: "atl.attack.none-a.cited", Args: "boat:unit rule:text",
			EN: "{boat} has no attack that can succeed: no counterattack this round [{rule}]",
			IT: "{boat} non ha attacchi che possano riuscire: nessun contrattacco in questo round [{rule}]"},
		Def{ID: "atl.attack.none-b.cited", Args: "boat:unit rule:text",
			EN: "{boat} has no attack that can succeed; the counterattack comes anyway [{rule}]",
			IT: "{boat} non ha attacchi che possano riuscire; il contrattacco arriva comunque [{rule}]"},
		Def{ID: "atl.result.dmg-twice.cited", Args: "rule:text",
			EN: "damaged a second time: sinks [{rule}]",
			IT: "danneggiato una seconda volta: affonda [{rule}]"},
	)
}
