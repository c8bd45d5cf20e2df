// Package save keeps saved games: the file format (JSON via encoding/json, with a
// schema version and a migration from every older schema still supported),
// its decoder, which refuses bad input with a message that says what is
// wrong, the check that a save's replay reproduces its snapshot, and the
// Manager of named slots and rotating autosaves over a storage.Store.
//
// # The format (schema 2)
//
//	{
//	  "format":   "periscope-save",
//	  "schema":   2,
//	  "game":     "v0.4.1",              Periscope version that wrote it
//	  "saved":    "2026-03-01T10:11:12Z", wall clock (UTC), from the UI layer
//	  "kind":     "auto" | "slot",
//	  "name":     "Before Drumbeat",      the slot's name ("" for autosaves)
//	  "gameId":   "g-lx2k9a-3f",          one play-through: autosaves rotate per game
//	  "summary":  {...},                  for the load screen; recomputed on load
//	  "record":   {"system", "scenario", "options", "seed",
//	               "choices": [0, 2, [1,0,3], ...]},   the replay (engine.Record)
//	  "snapshot": "H4sIAAAA..."            the campaign State
//	}
//
// The snapshot is the campaign State's JSON, stored gzip-compressed and
// base64-encoded (a full 1939–43 campaign's State is about 300 KB of JSON
// and 40–60 KB compressed; browser storage is a few megabytes). The decoder
// also accepts the State as a plain JSON object in its place, so a person
// can read and edit a save by hand; the same checks apply.
//
// # Schema 1
//
// The first saves were flat: {"periscope": 1, "label", "written",
// "scenario", "options", "seed", "choices", "state": {...}} with the State
// inline and the theatre implied (the Atlantic). They are migrated on
// load (Migrate1to2). Anything older ("periscope": 0) predates stable
// saves and is refused; anything newer than Schema is refused with a
// request to update the game.
//
// # State versions
//
// The snapshot's State carries its own version (campaign.StateVersion),
// which changes when the engine records something new. Version 1 states
// (before patrols recorded what they met) are converted on load: their
// patrols' Met stays nil ("not recorded", and the report leaves it out),
// and their replay check compares everything but those counts. Older or
// newer state versions are refused with the reason.
//
// # Trust
//
// Nothing in a file is trusted: the size is capped before parsing (and the
// snapshot's decompressed size), the syntax is checked before
// anything is decoded, the record is checked against the theatre
// (system, scenario, options), the snapshot must agree with the record
// (scenario, seed, options, number of decisions) and passes
// campaign.Restore's invariant checks (every counter in exactly one place,
// no unknown unit). The summary is advisory and is rebuilt from the State.
// Finally the replay is re-run (Check) and must reproduce the snapshot; if
// it does not, the player is told and chooses which to keep.
package save
