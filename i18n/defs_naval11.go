package i18n

// The naval game (game/naval), issue 20's eleventh pass: 22.14D and the
// remaining switches.
func init() {
	register(
		Def{ID: "naval.option.tf-limit-any", EN: "Ships outside a task force may intercept in any number (the text's \"TF ≤9 NF\" read as a limit on task forces alone; otherwise a group of more than 9 naval factors must be a task force to intercept)",
			IT: "Le navi fuori da una task force possono intercettare in qualsiasi numero (il \"TF ≤9 FN\" del testo letto come limite alle sole task force; altrimenti un gruppo di più di 9 fattori navali deve essere una task force per intercettare)"},
	)
}
