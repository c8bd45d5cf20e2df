package i18n

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"periscope/game/engine"
)

// BoatClass is a boat's class as the card names it, in the UI's language:
// a type that is a designation ("VIIB", "S1") is "Type VIIB" / "Tipo VIIB";
// a class the data names by its first boat in lower case ("gato",
// "balao") is "Gato class" / "classe Gato" (issue 12: a Pacific card read
// "Tipo gato", "Type gato"). A class the catalogue names ("boat.class."
// + its id: the Pacific's, defs_pacific18.go) goes by that name ("British
// T class" / "classe T britannica" for "uk-t").
func BoatClass(class string) string {
	if id := "boat.class." + class; Has(id) {
		return T(id)
	}
	r, n := utf8.DecodeRuneInString(class)
	if n > 0 && unicode.IsLower(r) {
		return T("boat.class", engine.Text("class", string(unicode.ToUpper(r))+strings.ToLower(class[n:])))
	}
	return T("boat.type", engine.Text("class", class))
}

func init() {
	register(Def{ID: "boat.class", Args: "class:text", EN: "{class} class", IT: "classe {class}"})
}
