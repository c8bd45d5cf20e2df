package i18n

import (
	"strconv"

	"periscope/game/engine"
)

// The Silent War's words that the Pacific's play shows beside the
// readiness and Ultra (defs_pacific.go): its verdicts' levels, the war
// progress roll [SW 17.1], the transit modifiers [SW 19.1]. This file sorts
// before mods_more.go, whose init reads every "level.*" as a phrase.
func init() {
	register(
		Def{ID: "level.Victory", EN: "Victory", IT: "Vittoria"},
		Def{ID: "level.Draw", EN: "Draw", IT: "Pareggio"},
		Def{ID: "level.Decisive victory", EN: "Decisive victory", IT: "Vittoria decisiva"},
		Def{ID: "pac.progress.not-yet", EN: "not yet: try again next month [17.1C]", IT: "non ancora: si ritenta il mese prossimo [17.1C]"},
		Def{ID: "pac.progress.all-tried", Args: "n:int",
			EN: "Every month of the transition table has been tried: war period {n} begins.",
			IT: "Tutti i mesi della tabella di transizione sono stati tentati: inizia il periodo di guerra {n}."},
		Def{ID: "mod.pac.sunk-so-far", Args: "ships:int kt:int",
			EN: "{ships} {ships|ship|ships}, {kt} kt sunk", IT: "{ships} {ships|nave affondata|navi affondate}, {kt} kt"},
		Def{ID: "mod.strait", Args: "place:text", EN: "entering or leaving {place}", IT: "entrata o uscita {place|da}"},
	)
	registerMods(
		Def{ID: "mod.transit-side", EN: "transit side up", IT: "lato transito in alto"},
	)
	placePatterns = append(placePatterns, struct {
		pre, post, id string
		count         bool
	}{"entering or leaving ", "", "mod.strait", false})
}

// sunkSoFar is the war progress modifier's reason [SW 17.1A]: "12 ships,
// 48 kt sunk".
var sunkSoFar = lazyRegexp(`^(\d+) ships, (-?\d+) kt sunk$`)

// sunkReason shows a sunkSoFar reason in l ("" when reason is none).
func (l Lang) sunkReason(reason string) string {
	m := sunkSoFar.get().FindStringSubmatch(reason)
	if m == nil {
		return ""
	}
	ships, _ := strconv.Atoi(m[1])
	kt, _ := strconv.Atoi(m[2])
	return l.T("mod.pac.sunk-so-far", engine.Int("ships", ships), engine.Int("kt", kt))
}
