package i18n

// Cartagena, Spain's Mediterranean submarine base [36.63F] (issue 13, exact16).
func init() {
	placeGrammarIT["cartagena"] = Grammar{} // a city: "a Cartagena"
}
