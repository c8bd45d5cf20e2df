package campaign

// Contact filters [SW 5.0]: several special missions of the war-event
// tables (the East Indies barrier, Truk, Hailstone, Transom, the carrier
// strikes of 1945, East Wind's events 0–2) count "only C2 and TF". The
// "contact-only" effect lists the contact kinds that count in an area for
// its weeks; spec §12.4: any other result is no contact, and the endurance
// −1 for finding none applies ("contact-filter-no-penalty" drops the −1:
// the boat met ships, only not the ones it was sent for).

import (
	"strings"

	"periscope/game/data"
)

// contactOnlyWhy is the reason a filtered contact becomes no contact
// (translated as a modifier reason: i18n/defs_pacific10.go).
const contactOnlyWhy = "not a contact the mission counts [SW 5.0]"

// effContactOnly records the filter: Text lists the kinds that count
// ("c2,tf"), in Area, for Weeks (0 = until cleared).
func effContactOnly(g *Game, f *Frame, e *data.Effect) {
	until := g.addOverride(Override{Op: "contact-only", Area: e.Area, Text: e.Text}, e.Weeks)
	g.noteM(g.effectRule(f.S), "", msgM("pac.eff.contact-only", aNested("who", g.effectWhoMsg(f.S)), aArea("area", e.Area), aText("kinds", contactKindsText(e.Text)), aInt("until", until)),
		"%s: in %s only %s contacts count until the end of turn %d; any other is no contact.", g.effectWho(f.S), g.areaName(e.Area), contactKindsText(e.Text), until)
}

// contactKindsText writes a filter's kinds as the rules do: "C2, TF".
func contactKindsText(kinds string) string {
	return strings.ToUpper(strings.ReplaceAll(kinds, ",", ", "))
}

// contactOnly is the live filter of the sub's area or the area governing
// its search, or "" (no filter).
func (g *Game) contactOnly(area, gov string) string {
	for _, a := range []string{area, gov} {
		for i := len(g.S.Overrides) - 1; i >= 0; i-- {
			o := g.S.Overrides[i]
			if o.Op == "contact-only" && o.Area == a && g.overrideLive(o) {
				return o.Text
			}
		}
	}
	return ""
}

// filterContact turns a ship contact the filter does not list into no
// contact (spec §12.4).
func filterContact(only string, o contactOutcome) contactOutcome {
	if only == "" || !shipContact(o.Kind) || containsStr(strings.Split(only, ","), o.Kind) {
		return o
	}
	o.Kind, o.Why, o.Filtered = "none", contactOnlyWhy, true
	return o
}

// filteredCountsAsContact reports whether a contact the filter refused
// spares the boat the endurance −1 for finding none ("contact-filter-no-
// penalty", spec §12.4; by default it does not).
func (g *Game) filteredCountsAsContact() bool { return g.Opt("contact-filter-no-penalty") }
