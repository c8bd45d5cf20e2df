package i18n

import (
	"strconv"
	"strings"

	"periscope/game/dice"
	"periscope/game/engine"
)

// A roll's record (dice.Roll) is English: its Purpose, Target, Result and
// modifier reasons are what tools and tests read. The rules give the record
// a message (engine.Rolled.Say) with id RollID and nested messages named
// "purpose", "target" and "result"; the log line and the dice tray show
// those in the player's language, each part falling back to the English
// record where the rules gave no message. Modifier reasons are short fixed
// phrases, translated by their English text (ModReason).
const RollID = "roll"

// rollPart is the named part of a roll's message, in the UI's language, or
// fallback.
func rollPart(e engine.Entry, name, fallback string) string {
	if e.Msg == nil || e.Msg.ID != RollID {
		return fallback
	}
	a, ok := e.Msg.Arg(name)
	if !ok || a.Msg == nil {
		return fallback
	}
	return Text(a.Msg, fallback)
}

// RollPurpose is what a logged roll was for, in the UI's language.
func RollPurpose(e engine.Entry) string {
	if e.Roll == nil {
		return ""
	}
	return rollPart(e, "purpose", e.Roll.Purpose)
}

// RollTarget is a logged roll's test ("≤ 4 stays"), in the UI's language.
func RollTarget(e engine.Entry) string {
	if e.Roll == nil {
		return ""
	}
	return rollPart(e, "target", e.Roll.Target)
}

// RollResult is what came of a logged roll, in the UI's language.
func RollResult(e engine.Entry) string {
	if e.Roll == nil {
		return ""
	}
	return rollPart(e, "result", e.Roll.Result)
}

// modReasons maps a modifier's English reason to its message id.
var modReasons = map[string]string{}

// registerMods adds modifier reasons: each def's English text is the
// reason as the rules write it.
func registerMods(defs ...Def) {
	register(defs...)
	for _, d := range defs {
		modReasons[d.EN] = d.ID
	}
}

// ModID is the id of a message that is a modifier's reason, its English
// text in argument "s" (engine.M(ModID, engine.Text("s", reason))): the
// rules name modifiers by short fixed phrases, translated by ModReason.
const ModID = "mod"

// ModReason is a modifier's reason in the UI's language; a reason the
// catalogue does not know is shown as it is. "field strength 3" keeps its
// number.
func ModReason(reason string) string { return Current().modReason(reason) }

// KnownModReason reports whether the catalogue translates a modifier's
// reason (ModReason would otherwise show it as it is).
func KnownModReason(reason string) bool {
	if _, ok := modReasons[reason]; ok {
		return true
	}
	if n, ok := strings.CutPrefix(reason, "field strength "); ok {
		_, err := strconv.Atoi(n)
		return err == nil
	}
	if _, _, ok := placeReason(reason); ok {
		return true
	}
	if sunkSoFar.get().MatchString(reason) {
		return true
	}
	if head, ok := strings.CutSuffix(reason, " (second roll)"); ok {
		return KnownModReason(head)
	}
	if head, inner, ok := strings.Cut(reason, " ("); ok && strings.HasSuffix(inner, ")") {
		if _, ok := modReasons[head]; ok {
			return KnownModReason(strings.TrimSuffix(inner, ")"))
		}
	}
	return false
}

func (l Lang) modReason(reason string) string {
	if id, ok := modReasons[reason]; ok {
		return l.T(id)
	}
	if n, ok := strings.CutPrefix(reason, "field strength "); ok {
		if v, err := strconv.Atoi(n); err == nil {
			return l.T("mod.field-strength", engine.Int("n", v))
		}
	}
	if s := l.placeText(reason); s != "" {
		return s
	}
	if s := l.sunkReason(reason); s != "" {
		return s
	}
	if head, ok := strings.CutSuffix(reason, " (second roll)"); ok {
		return l.T("atl.second-roll", engine.Nested("p", engine.M(ModID, engine.Text("s", head))))
	}
	// "second damage (counterattack)": a phrase with another in brackets.
	if head, inner, ok := strings.Cut(reason, " ("); ok && strings.HasSuffix(inner, ")") {
		if id, ok := modReasons[head]; ok {
			return l.T(id) + " (" + l.modReason(strings.TrimSuffix(inner, ")")) + ")"
		}
	}
	return reason
}

// rollLine is a roll's log line in the UI's language, laid out as
// dice.Roll.String lays out the English one.
func rollLine(e engine.Entry) string {
	r := e.Roll
	var b strings.Builder
	b.WriteString(RollPurpose(e))
	b.WriteString(" [" + r.Rule + "]: ")
	b.WriteString(FaceText(*r))
	for _, m := range r.Mods {
		if m.Value == 0 {
			continue
		}
		b.WriteByte(' ')
		if m.Value > 0 {
			b.WriteByte('+')
		}
		b.WriteString(strconv.Itoa(m.Value))
		b.WriteByte(' ')
		b.WriteString(ModReason(m.Reason))
	}
	if len(r.Mods) > 0 {
		b.WriteString(" = " + strconv.Itoa(r.Total))
		if r.Clamped {
			b.WriteString(" (" + T("roll.clamped") + ")")
		}
	}
	target, result := RollTarget(e), RollResult(e)
	if target != "" || result != "" {
		b.WriteString(" (")
		b.WriteString(target)
		if target != "" && result != "" {
			b.WriteString(": ")
		}
		b.WriteString(result)
		b.WriteByte(')')
	}
	return b.String()
}

// FaceText is what a roll's dice show, in the UI's language (a pool's
// hits are counted in words).
func FaceText(r dice.Roll) string {
	s := r.FaceText()
	if r.Kind == dice.Pool {
		if i := strings.LastIndex(s, "→ "); i >= 0 {
			return s[:i] + "→ " + T("roll.hits", engine.Int("n", r.Raw))
		}
	}
	return s
}

func init() {
	register(
		Def{ID: "roll.clamped", EN: "clamped", IT: "limitato"},
		Def{ID: "roll.hits", Args: "n:int", EN: "{n} {n|hit|hits}", IT: "{n} {n|colpo|colpi}"},
		Def{ID: "mod.field-strength", Args: "n:int", EN: "field strength {n}", IT: "forza del campo {n}"},
		Def{ID: "atl.second-roll", Args: "p:msg", EN: "{p} (second roll)", IT: "{p} (secondo tiro)"},
	)
	registerMods(
		Def{ID: "mod.965mb", EN: "965 mb weather", IT: "maltempo 965 mb"},
		Def{ID: "mod.990mb", EN: "990 mb weather", IT: "maltempo 990 mb"},
		Def{ID: "mod.allied-torpedo", EN: "Allied torpedo value", IT: "valore siluri alleato"},
		Def{ID: "mod.bdienst-area", EN: "B-Dienst area", IT: "area B-Dienst"},
		Def{ID: "mod.cagni", EN: "Cagni's 18-inch torpedoes", IT: "siluri da 18 pollici del Cagni"},
		Def{ID: "mod.enigma", EN: "Enigma level", IT: "livello Enigma"},
		Def{ID: "mod.italian-north", EN: "Italian boat in northern waters", IT: "sommergibile italiano in acque settentrionali"},
		Def{ID: "mod.tactics", EN: "Tactics", IT: "Tattica"},
		Def{ID: "mod.ace", EN: "ace", IT: "asso"},
		Def{ID: "mod.after-reattack", EN: "after a re-attack", IT: "dopo un riattacco"},
		Def{ID: "mod.bad-weather", EN: "bad weather", IT: "maltempo"},
		Def{ID: "mod.blue-box", EN: "blue box", IT: "casella blu"},
		Def{ID: "mod.concentration", EN: "concentration", IT: "concentrazione"},
		Def{ID: "mod.damage-markers", EN: "damage markers", IT: "segnalini danno"},
		Def{ID: "mod.damaged", EN: "damaged", IT: "danneggiato"},
		Def{ID: "mod.failed-join", EN: "failed to join a wolfpack", IT: "non si è unito al branco"},
		Def{ID: "mod.adjacent", EN: "from an adjacent area", IT: "da un'area adiacente"},
		Def{ID: "mod.green-box", EN: "green box", IT: "casella verde"},
		Def{ID: "mod.in-port", EN: "in port", IT: "in porto"},
		Def{ID: "mod.in-transit", EN: "in transit", IT: "in transito"},
		Def{ID: "mod.inexperienced", EN: "inexperienced crew", IT: "equipaggio inesperto"},
		Def{ID: "mod.laid-minefield", EN: "laid a minefield", IT: "ha posato un campo minato"},
		Def{ID: "mod.no-shadower", EN: "no shadower", IT: "nessun pedinatore"},
		Def{ID: "mod.recon-aircraft", EN: "recon aircraft", IT: "ricognitori"},
		Def{ID: "mod.red-box", EN: "red box", IT: "casella rossa"},
		Def{ID: "mod.small-special-tf", EN: "small convoy, special convoy or task force", IT: "convoglio piccolo, speciale o forza navale"},
		Def{ID: "mod.spotted", EN: "spotted", IT: "avvistato"},
		Def{ID: "mod.spotted-or-damaged", EN: "spotted or damaged", IT: "avvistato o danneggiato"},
		Def{ID: "mod.torpedo-value", EN: "torpedo value", IT: "valore siluri"},
		Def{ID: "mod.virgin-waters", EN: "virgin waters", IT: "acque vergini"},
		Def{ID: "mod.wartime-hull", EN: "wartime-built hull", IT: "scafo di costruzione bellica"},
		Def{ID: "mod.lay-low", EN: "lay low", IT: "rimasto nascosto"},
		Def{ID: "mod.found-no-ships", EN: "found no ships", IT: "nessuna nave trovata"},
		Def{ID: "mod.italian-doctrine", EN: "Italian torpedo doctrine", IT: "dottrina italiana dei siluri"},
		Def{ID: "mod.reattack-blackout", EN: "re-attack and blackout", IT: "riattacco e oscuramento"},
		Def{ID: "mod.reattack-14.4B", EN: "re-attack [14.4B]", IT: "riattacco [14.4B]"},
		Def{ID: "mod.blackout", EN: "blackout [30.25]", IT: "oscuramento [30.25]"},
		Def{ID: "mod.no-free-box", EN: "no free sub box", IT: "nessuna casella libera"},
		Def{ID: "mod.no-box-open", EN: "no box open", IT: "nessuna casella aperta"},
		// Causes of harm and return to base.
		Def{ID: "cause.beyond-range", EN: "beyond its range of any base", IT: "oltre il raggio da ogni base"},
		Def{ID: "cause.beyond-range-tanker", EN: "beyond its range without the U-tanker", IT: "oltre il raggio senza l'U-tanker"},
		Def{ID: "cause.damaged-resupplying", EN: "damaged while resupplying", IT: "danneggiato durante il rifornimento"},
		Def{ID: "cause.no-retry", EN: "did not retry its minelaying", IT: "non ha ritentato la posa delle mine"},
		Def{ID: "cause.endurance", EN: "endurance", IT: "autonomia"},
		Def{ID: "cause.mechanical", EN: "mechanical problems", IT: "problemi meccanici"},
		Def{ID: "cause.voluntary", EN: "voluntary return to base", IT: "rientro volontario alla base"},
		Def{ID: "cause.transit-event", EN: "transit event", IT: "evento di transito"},
		Def{ID: "cause.allied-mine", EN: "Allied mine", IT: "mina alleata"},
		Def{ID: "cause.storm", EN: "damaged in a 965 mb storm", IT: "danneggiato in una tempesta da 965 mb"},
		Def{ID: "cause.second-damage", EN: "second damage", IT: "secondo danno"},
		Def{ID: "cause.third-damage", EN: "third damage", IT: "terzo danno"},
		Def{ID: "cause.forced-rtb", EN: "forced to return to base", IT: "costretto a rientrare alla base"},
		Def{ID: "cause.aircraft", EN: "aircraft", IT: "aerei"},
		Def{ID: "cause.sub-vs-sub", EN: "sub-vs-sub", IT: "sommergibile contro sommergibile"},
		Def{ID: "cause.withdrew", EN: "withdrew", IT: "ritirato"},
		Def{ID: "cause.combat-over", EN: "combat over", IT: "combattimento finito"},
		Def{ID: "cause.lost-contact", EN: "lost contact", IT: "contatto perso"},
		Def{ID: "cause.failed-intercept", EN: "failed to intercept", IT: "intercettazione fallita"},
		Def{ID: "cause.virgin-waters", EN: "virgin waters [30.51]", IT: "acque vergini [30.51]"},
		// Purposes of rolls on a results row.
		Def{ID: "purpose.counterattack", EN: "counterattack", IT: "contrattacco"},
		Def{ID: "purpose.explosive-cargo", EN: "explosive cargo", IT: "carico esplosivo"},
		Def{ID: "purpose.huff-duff", EN: "Huff-Duff on the shadower", IT: "Huff-Duff sul pedinatore"},
		Def{ID: "purpose.diligent-escort", EN: "diligent escort", IT: "scorta diligente"},
		Def{ID: "purpose.merchant-gunfire", EN: "merchant gunfire", IT: "fuoco dei mercantili"},
		Def{ID: "purpose.own-torpedo", EN: "own torpedo detonates", IT: "esplode il proprio siluro"},
		Def{ID: "purpose.patrol-aircraft", EN: "patrol aircraft attack", IT: "attacco di aerei di pattuglia"},
	)
}
