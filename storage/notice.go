package storage

import (
	"strings"
	"time"

	"periscope/game/engine"
)

// Start opens the platform's store and records the start-up in it. It
// always returns a store the game can run on: where the platform's store
// cannot be opened (a browser that blocks storage, as it does for a game in
// another site's frame; a configuration path that is a file) it falls back
// to Memory. Notice is nil when the store works, and otherwise says, for
// the title screen, where the game tried to keep its data, why that failed
// and what the player can do (export a game to a file). It is a message
// (id and arguments, issue 12) that the title renders in the player's
// language; the reason is the platform's own error text.
func Start(version string, now time.Time) (s Store, notice *engine.Msg) {
	s, err := Open()
	if err != nil {
		return NewMemory(), engine.M("storage.notice.nothing-saved",
			engine.Nested("where", unavailable()), engine.Text("reason", reason(err)))
	}
	if _, err := RecordBoot(s, version, now); err != nil {
		return s, engine.M("storage.notice.write-failed",
			engine.Nested("where", writeFailed(s)), engine.Text("reason", reason(err)))
	}
	return s, partitionNotice(s)
}

// PartitionNotedKey records that the player was told, once, that the
// game's storage belongs to the site that frames it.
const PartitionNotedKey = "periscope.partition-noted"

// partitionNotice says, the first time only, that saves made inside
// another site's frame (itch.io's) live only for that site, where the
// browser partitions storage rather than blocking it.
func partitionNotice(s Store) *engine.Msg {
	if !framedByAnotherSite() {
		return nil
	}
	if _, err := s.Load(PartitionNotedKey); err == nil {
		return nil
	}
	if err := s.Save(PartitionNotedKey, []byte("1")); err != nil {
		return nil
	}
	return engine.M("storage.notice.partitioned")
}

// reason shortens a storage error for the notice: the package prefix goes,
// and it stays on one line of reasonable length.
func reason(err error) string {
	s := err.Error()
	for _, p := range []string{"storage: ", "localStorage unavailable: ", "JavaScript error: "} {
		s = strings.TrimPrefix(s, p)
	}
	s = strings.TrimRight(strings.Join(strings.Fields(s), " "), ".")
	if len(s) > 200 {
		s = s[:200] + "…"
	}
	return s
}
