package i18n

import (
	"strconv"
	"strings"

	"periscope/game/engine"
)

// outcome names an odds outcome in l: the catalogue's "outcome.<key>", a
// count of ships drawn ("2 drawn" [26.3]), or outcomes joined by " + "
// ("damaged + RTB"), each part named, or with the shadower's HF/DF risk
// added; one the catalogue does not know is
// shown as it is.
func (l Lang) outcome(o string) string {
	if _, ok := catalogue["outcome."+o]; ok {
		return l.T("outcome." + o)
	}
	if m := drawnOutcome.get().FindStringSubmatch(o); m != nil {
		n, _ := strconv.Atoi(m[1])
		return l.T("outcome.n-drawn", engine.Int("n", n))
	}
	if head, ok := strings.CutSuffix(o, huffDuff); ok {
		return l.T("outcome.and-huff-duff", engine.Nested("o", engine.M(OutcomeID, engine.Text("s", head))))
	}
	if parts := strings.Split(o, " + "); len(parts) > 1 {
		for i, p := range parts {
			parts[i] = l.outcome(p)
		}
		return strings.Join(parts, " + ")
	}
	return o
}

var drawnOutcome = lazyRegexp(`^(\d+) drawn$`)

// huffDuff is what a wolfpack's join odds add when the shadower may be
// found by HF/DF [24.1].
const huffDuff = ", and Huff-Duff on the shadower"

// KnownOutcome reports whether the catalogue names outcome o.
func KnownOutcome(o string) bool {
	if _, ok := catalogue["outcome."+o]; ok {
		return true
	}
	if drawnOutcome.get().MatchString(o) {
		return true
	}
	if head, ok := strings.CutSuffix(o, huffDuff); ok {
		return KnownOutcome(head)
	}
	if parts := strings.Split(o, " + "); len(parts) > 1 {
		for _, p := range parts {
			if !KnownOutcome(p) {
				return false
			}
		}
		return true
	}
	return false
}

// The outcomes of the campaign's odds that had no Italian: what a revealed
// counter turns out to be [13.3], a wolfpack's joining [25], a lone or gun
// attack [14.1, 27.1], mines carried [26.3], resupply [21.3], an ace's
// boat scrapped [18.4], air reconnaissance [7.51].
func init() {
	register(
		Def{ID: "outcome.n-drawn", Args: "n:int", EN: "{n} drawn", IT: "{n} {n|pescata|pescate}"},
		Def{ID: "outcome.no ship drawn", EN: "no ship drawn", IT: "nessuna nave pescata"},
		Def{ID: "outcome.a boat's search finds traffic", EN: "a boat's search finds traffic", IT: "la ricerca di un sommergibile trova traffico"},
		Def{ID: "outcome.aircraft", EN: "aircraft", IT: "aereo"},
		Def{ID: "outcome.merchant", EN: "merchant", IT: "mercantile"},
		Def{ID: "outcome.liner", EN: "liner", IT: "transatlantico"},
		Def{ID: "outcome.escort", EN: "escort", IT: "scorta"},
		Def{ID: "outcome.diligent escort", EN: "diligent escort", IT: "scorta diligente"},
		Def{ID: "outcome.warship", EN: "warship", IT: "nave da guerra"},
		Def{ID: "outcome.combat event", EN: "combat event", IT: "evento di combattimento"},
		Def{ID: "outcome.armed: it returns fire (crash dive, DEMS row), then torpedoes", EN: "armed: it returns fire (crash dive, DEMS row), then torpedoes",
			IT: "armato: risponde al fuoco (immersione rapida, riga DEMS), poi i siluri"},
		Def{ID: "outcome.hit (unknown target, Defense 1 assumed)", EN: "hit (unknown target, Defense 1 assumed)",
			IT: "colpito (bersaglio ignoto, si assume Difesa 1)"},
		Def{ID: "outcome.contact lost: out of the combat", EN: "contact lost: out of the combat", IT: "contatto perso: fuori dal combattimento"},
		Def{ID: "outcome.joins for the first round", EN: "joins for the first round", IT: "si unisce dal primo round"},
		Def{ID: "outcome.joins for the re-attack only", EN: "joins for the re-attack only", IT: "si unisce solo per il riattacco"},
		Def{ID: "outcome.fails (searches alone at −3)", EN: "fails (searches alone at −3)", IT: "fallisce (cerca da solo a −3)"},
		Def{ID: "outcome.and-huff-duff", Args: "o:msg", EN: "{o}, and Huff-Duff on the shadower", IT: "{o}, e Huff-Duff sul pedinatore"},
		Def{ID: "outcome.the U-tanker is damaged and turns home", EN: "the U-tanker is damaged and turns home", IT: "l'U-tanker è danneggiato e rientra"},
		Def{ID: "outcome.the U-tanker is sunk", EN: "the U-tanker is sunk", IT: "l'U-tanker è affondato"},
		Def{ID: "outcome.the supply ship is intercepted", EN: "the supply ship is intercepted", IT: "la nave rifornimento è intercettata"},
		Def{ID: "outcome.the tanker is closed down by Franco", EN: "the tanker is closed down by Franco", IT: "la cisterna è chiusa da Franco"},
		Def{ID: "outcome.the ace leaves the game", EN: "the ace leaves the game", IT: "l'asso lascia il gioco"},
		Def{ID: "outcome.the ace may take a new boat", EN: "the ace may take a new boat", IT: "l'asso può prendere un nuovo sommergibile"},
	)
}
