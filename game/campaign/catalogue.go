package campaign

import (
	"slices"

	"periscope/game/data"
	"periscope/game/engine"
)

// OptionsFor lists the switches of a rules system (data.SteelWolves,
// data.SilentWar) in display order, each with its rule number in that
// game: the Atlantic's optional rules and readings are Steel Wolves'
// alone, and Silent War lists its own (silent-war.md §12, §13).
func OptionsFor(system string) []Option {
	if system == "" {
		system = data.SteelWolves
	}
	var out []Option
	for _, o := range Options {
		if len(o.Games) > 0 && !slices.Contains(o.Games, system) {
			continue
		}
		if r, ok := o.GameRule[system]; ok {
			o.Rule = r
		}
		out = append(out, o)
	}
	return out
}

var _ engine.Catalogue = Installed{}

// Title is the theatre's game ("Steel Wolves", "Silent War").
func (in Installed) Title(theatre string) string {
	t, err := in.Load(theatre)
	if err != nil {
		return theatre
	}
	return t.Rules.Name
}

// Scenarios lists the theatre's scenarios.
func (in Installed) Scenarios(theatre string) []engine.ScenarioInfo {
	t, err := in.Load(theatre)
	if err != nil {
		return nil
	}
	var out []engine.ScenarioInfo
	for _, sc := range t.Scenarios {
		out = append(out, engine.ScenarioInfo{ID: sc.ID, Title: sc.Name, Blurb: sc.Blurb, Kind: sc.Kind})
	}
	return out
}

// Options lists the theatre's switches by its rules system (OptionsFor).
func (in Installed) Options(theatre string) []engine.OptionInfo {
	t, err := in.Load(theatre)
	if err != nil {
		return nil
	}
	var out []engine.OptionInfo
	for _, o := range TheatreOptions(t) {
		out = append(out, engine.OptionInfo{Name: o.Name, Text: o.Text, Rule: o.Rule})
	}
	return out
}
