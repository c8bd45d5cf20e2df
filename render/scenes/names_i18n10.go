package scenes

import (
	"periscope/game/systems"
	"periscope/i18n"
)

// The saves list names a campaign save's scenario from its theatre's data,
// in the player's language (issue 12).
func init() { i18n.SetTheatres(systems.Theatre) }
