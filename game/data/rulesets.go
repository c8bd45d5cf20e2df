package data

// The campaign's rulesets. Steel Wolves and Silent War are one engine with
// per-game data (silent-war.md §11); a ruleset says which of the optional
// tables a theatre must have, and which cup roles its Engagement table
// draws into, so that a Pacific theatre is not refused for lacking
// Steel Wolves' minefield, Huff-Duff, B-Dienst or weather tables.
const (
	SteelWolves = "steel-wolves"
	SilentWar   = "silent-war"
)

// Ruleset is what one ruleset needs of a theatre's data.
type Ruleset struct {
	// Tables are the optional tables it uses (each then must be present
	// and complete): "minefield" [26.2], "huffDuff" [24.11], "wolfpack"
	// [24.1], "bdienst" [7.11], "weather" [7.4], "ultra" [SW 7.0],
	// "periodTransition" [SW 17.1].
	Tables []string
	// CupRoles are the cup roles its Engagement table may draw into.
	CupRoles []string
}

// Rulesets are the known rulesets by name.
var Rulesets = map[string]Ruleset{
	SteelWolves: {
		Tables:   []string{"minefield", "huffDuff", "wolfpack", "bdienst", "weather"},
		CupRoles: []string{"outer", "inner", "centre", "single", "tf", "fe"},
	},
	SilentWar: {
		// Ultra instead of B-Dienst; no minefields, weather or Huff-Duff;
		// pre-formed wolfpacks (no join table); cups A–D on one display
		// with the task-force cup [SW 2.3], [14.1].
		Tables:   []string{"ultra", "periodTransition"},
		CupRoles: []string{"a", "b", "c", "d", "tf"},
	},
}

// Ruleset is the theatre's ruleset (Steel Wolves when none is named).
func (t *Theatre) Ruleset() Ruleset {
	name := t.Rules.System
	if name == "" {
		name = SteelWolves
	}
	return Rulesets[name]
}

// Needs reports whether the theatre's ruleset uses an optional table.
func (r Ruleset) Needs(table string) bool {
	for _, x := range r.Tables {
		if x == table {
			return true
		}
	}
	return false
}
