package i18n

import (
	"strconv"
	"strings"

	"periscope/game/engine"
)

// Modifier reasons and causes that name a place ("coast icon in North
// Sea", "entering Bay of Biscay", "7 subs in Morocco", "storm in
// Baltic"): the rules write the place's English name in the record, the
// catalogue finds the place by that name in the theatre's data and writes
// its name in the language.

// placePatterns are the reasons with a place: the English text before and
// after the place, and the message id (argument "place", text; "n" for a
// count before the words).
var placePatterns = []struct {
	pre, post, id string
	count         bool
}{
	{"coast icon in ", "", "mod.coast-icon", false},
	{"aircraft icon in ", "", "mod.aircraft-icon", false},
	{"entering ", "", "mod.entering", false},
	{"", " transit zone", "mod.transit-zone", false},
	{" subs in ", "", "mod.subs-in", true},
	{"storm in ", "", "cause.storm-in", false},
	{"victory points for ", "", "mod.vp-for", false},
	{"double tonnage: ", "", "mod.double-tonnage", false},
	{"light cover, roll ", "", "air.why.light-roll", false},
	{"caught while resupplying ", "", "cause.caught-resupplying", false},
	{"attack result on ", "", "purpose.attack-result-on", false},
}

func init() {
	registerMods(
		Def{ID: "mod.patrol-movement", EN: "patrol movement", IT: "movimento di pattuglia"},
		Def{ID: "mod.cautious-transit", EN: "cautious transit", IT: "transito prudente"},
		Def{ID: "mod.kept-mines", EN: "kept its mines to retry", IT: "ha tenuto le mine per riprovare"},
		Def{ID: "mod.entering-naval-base", EN: "entering the naval base", IT: "ingresso nella base navale"},
		Def{ID: "mod.bdienst-enigma", EN: "B-Dienst + Enigma levels", IT: "livelli B-Dienst + Enigma"},
		Def{ID: "mod.inexp-1", EN: "Inexp-1", IT: "Inesp-1"},
		Def{ID: "mod.inexp-2", EN: "Inexp-2", IT: "Inesp-2"},
		Def{ID: "mod.guns-only", EN: "fought only with guns", IT: "ha combattuto solo col cannone"},
		Def{ID: "mod.barbarossa", EN: "Barbarossa", IT: "Barbarossa"},
		Def{ID: "mod.gun-surfaced", EN: "surfaced for a gun attack", IT: "emerso per un attacco col cannone"},
		Def{ID: "mod.war-event", EN: "war event", IT: "evento di guerra"},
		Def{ID: "mod.naval-base", EN: "naval base [30.41]", IT: "base navale [30.41]"},
		Def{ID: "mod.bdienst-7.12", EN: "B-Dienst [7.12]", IT: "B-Dienst [7.12]"},
	)
	// The verdicts' levels (defs_ui.go's "level.*", registered before this
	// file's init) read as phrases too: "Result: Decisive".
	for id, e := range catalogue {
		if strings.HasPrefix(id, "level.") {
			modReasons[e.def.EN] = id
		}
	}
	register(
		Def{ID: "mod.coast-icon", Args: "place:text", EN: "coast icon in {place}", IT: "icona costa {place|in}"},
		Def{ID: "mod.aircraft-icon", Args: "place:text", EN: "aircraft icon in {place}", IT: "icona aerei {place|in}"},
		Def{ID: "mod.entering", Args: "place:text", EN: "entering {place}", IT: "ingresso {place|in}"},
		Def{ID: "mod.transit-zone", Args: "place:text", EN: "{place} transit zone", IT: "zona di transito {place|di}"},
		Def{ID: "mod.subs-in", Args: "n:int place:text", EN: "{n} subs in {place}", IT: "{n} {n|sommergibile|sommergibili} {place|in}"},
		Def{ID: "cause.storm-in", Args: "place:text", EN: "storm in {place}", IT: "tempesta {place|in}"},
		Def{ID: "mod.vp-for", Args: "place:text", EN: "victory points for {place}", IT: "punti vittoria {place|per}"},
		Def{ID: "mod.double-tonnage", Args: "place:text", EN: "double tonnage: {place}", IT: "tonnellaggio doppio: {place}"},
	)
}

// placeReason reads a reason with a place: its message id and arguments,
// the place still in English.
func placeReason(reason string) (string, []engine.Arg, bool) {
	for _, p := range placePatterns {
		rest, ok := reason, true
		var n int
		if p.count {
			num, after, found := strings.Cut(rest, p.pre)
			v, err := strconv.Atoi(num)
			if !found || err != nil {
				continue
			}
			n, rest = v, after
		} else if p.pre != "" {
			rest, ok = strings.CutPrefix(rest, p.pre)
		}
		if ok && p.post != "" {
			rest, ok = strings.CutSuffix(rest, p.post)
		}
		if !ok || rest == "" {
			continue
		}
		args := []engine.Arg{engine.Text("place", rest)}
		if p.count {
			args = append(args, engine.Int("n", n))
		}
		return p.id, args, true
	}
	return "", nil, false
}

// englishNamed is a Names that finds a place by its English name.
type englishNamed interface {
	FromEnglish(l Lang, en string) string
}

// placeByEnglish is a Names that finds a place's id by its English name,
// so that the reason's place takes its Italian case ("ingresso nel Golfo
// di Biscaglia").
type placeByEnglish interface {
	PlaceFromEnglish(en string) (engine.ArgKind, string)
}

// PlaceFromEnglish is the kind and id of the area or base the data names
// en in English (no kind when there is none).
func (n TheatreNames) PlaceFromEnglish(en string) (engine.ArgKind, string) {
	if n.T == nil {
		return "", ""
	}
	for _, a := range n.T.Map.Areas {
		if a.Name == en {
			return engine.ArgArea, a.ID
		}
	}
	for _, b := range n.T.Map.Bases {
		if b.Name == en {
			return engine.ArgBase, b.ID
		}
	}
	return "", ""
}

// FromEnglish is the name in l of the area or base the data names en in
// English ("" when there is none).
func (n TheatreNames) FromEnglish(l Lang, en string) string {
	if n.T == nil {
		return ""
	}
	for _, a := range n.T.Map.Areas {
		if a.Name == en {
			return n.Name(l, engine.ArgArea, a.ID)
		}
	}
	for _, b := range n.T.Map.Bases {
		if b.Name == en {
			return n.Name(l, engine.ArgBase, b.ID)
		}
	}
	return ""
}

// placeText shows a reason with a place in l ("" when it is none).
func (l Lang) placeText(reason string) string {
	id, args, ok := placeReason(reason)
	if !ok {
		return ""
	}
	if s := l.monthFromEnglish(args[0].Str); s != "" {
		args[0].Str = s
	} else if pe, ok := current.names().(placeByEnglish); ok {
		if kind, id := pe.PlaceFromEnglish(args[0].Str); id != "" {
			args[0] = engine.Arg{Name: "place", Kind: kind, Str: id}
		}
	} else if en, ok := current.names().(englishNamed); ok {
		if s := en.FromEnglish(l, args[0].Str); s != "" {
			args[0].Str = s
		}
	}
	return l.T(id, args...)
}
