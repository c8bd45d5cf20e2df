package campaign

import "periscope/game/engine"

// cupMsg names a War Mix cup for the catalogue ("cup.<id>",
// i18n/defs_i18n7_cups.go), so that no cup's id ("single", "tf-fr", "a")
// reaches the player's log; the English fallback beside it keeps the id,
// as the rules' English always wrote it.
func cupMsg(cup string) *engine.Msg { return msgM("cup." + cup) }
