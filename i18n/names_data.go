package i18n

import "strings"

// Italian for the names in the theatres' data where Italian has its own
// words: the aircraft's kinds ("flying boat" is an idrovolante). Proper
// names (Condor, Küstenfliegergruppe 406, KG 40) stay as they are.

// aircraftKindsIT are an aircraft name's English kind words and their
// Italian, which goes before the type: "Do 18 flying boat (…)" →
// "idrovolante Do 18 (…)".
var aircraftKindsIT = []struct{ en, it string }{
	{" flying boat", "idrovolante "},
	{" floatplane", "idrovolante a scarponi "},
}

// aircraftIT is an aircraft's Italian name, made from its English one
// ("" when Italian names it the same).
func aircraftIT(id, name string) string {
	head, tail, _ := strings.Cut(name, " (")
	if tail != "" {
		tail = " (" + tail
	}
	tail = strings.Replace(tail, ", Norway)", ", Norvegia)", 1)
	tail = strings.Replace(tail, "(Arctic)", "(Artico)", 1)
	for _, k := range aircraftKindsIT {
		if t, ok := strings.CutSuffix(head, k.en); ok {
			return k.it + t + tail
		}
	}
	if head+tail != name {
		return head + tail
	}
	return ""
}
