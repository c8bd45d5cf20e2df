package i18n

import (
	"periscope/game/data"
	"periscope/game/engine"
)

// Names looks up what the player calls an id in a language: an area, a
// base, a counter or a scenario. "" means no name (the id is shown).
type Names interface {
	Name(l Lang, kind engine.ArgKind, id string) string
}

// TheatreNames names ids from a theatre's data: the Italian name where the
// data gives one (Mare del Nord, Approcci Occidentali), otherwise the
// English name; counters by their name (boats by their id unless the data
// names them).
type TheatreNames struct{ T *data.Theatre }

// Name implements Names.
func (n TheatreNames) Name(l Lang, kind engine.ArgKind, id string) string {
	t := n.T
	if t == nil {
		return ""
	}
	pick := func(en, it string) string {
		if l == IT && it != "" {
			return it
		}
		return en
	}
	switch kind {
	case engine.ArgArea:
		if a := t.Area(id); a != nil {
			return pick(a.Name, orPlaceIT(a.It, a.Name))
		}
		if b := t.Base(id); b != nil {
			return pick(b.Name, orPlaceIT(b.It, b.Name))
		}
	case engine.ArgBase:
		if b := t.Base(id); b != nil {
			return pick(b.Name, orPlaceIT(b.It, b.Name))
		}
		if a := t.Area(id); a != nil {
			return pick(a.Name, orPlaceIT(a.It, a.Name))
		}
	case engine.ArgScenario:
		if s := t.Scenario(id); s != nil {
			return pick(s.Name, s.It)
		}
	case engine.ArgUnit:
		if b := t.Boat(id); b != nil {
			if b.Name != "" {
				return b.Name
			}
			return b.ID
		}
		if u := t.AlliedType(id); u != nil {
			return pick(u.Name, AlliedIT(u.Name))
		}
		if a := t.AircraftByID(id); a != nil {
			return pick(a.Name, aircraftIT(a.ID, a.Name))
		}
	}
	return ""
}

// orPlaceIT is the data's Italian name of a place, or one made from its
// English name (placeIT) where the data gives none.
func orPlaceIT(it, en string) string {
	if it != "" {
		return it
	}
	return placeIT(en)
}

// AreaName is the name of a place on the map in the UI's language: the
// base's name where a base has the id, otherwise the area's.
func AreaName(t *data.Theatre, id string) string {
	if s := (TheatreNames{t}).Name(Current(), engine.ArgBase, id); s != "" {
		return s
	}
	return id
}

// ScenarioName is a scenario's name in the UI's language.
func ScenarioName(s *data.Scenario) string {
	if s == nil {
		return ""
	}
	if Current() == IT && s.It != "" {
		return s.It
	}
	return s.Name
}

// Question is a prompt's question in the UI's language (its Msg through
// the catalogue, or the engine's English Text).
func Question(p *engine.Prompt) string { return Text(p.Msg, p.Text) }

// Label is an option's label in the UI's language.
func Label(o engine.Option) string { return Text(o.LabelMsg, o.Label) }

// Detail is an option's detail in the UI's language.
func Detail(o engine.Option) string { return Text(o.DetailMsg, o.Detail) }

// Entry is a log entry's text in the UI's language.
// A roll's line is laid out from its record, with its purpose, target,
// result and modifier reasons in the language.
func Entry(e engine.Entry) string {
	if e.Roll != nil && e.Msg != nil && e.Msg.ID == RollID {
		return rollLine(e)
	}
	return Text(e.Msg, e.Text)
}

// TheatreTitle names a campaign theatre's game on the new-game page: the
// catalogue's "theatre.<id>" ("Atlantic · Steel Wolves"), or the rules'
// name.
func TheatreTitle(t *data.Theatre) string {
	if id := "theatre." + t.ID; Has(id) {
		return T(id)
	}
	return t.Rules.Name
}
