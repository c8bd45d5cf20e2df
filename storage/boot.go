package storage

import (
	"errors"
	"time"
)

// BootKey is where the game records its start-ups. The browser test reads it
// back from localStorage to check that the store round-trips.
const BootKey = "periscope.boot"

// Boot is the value stored under BootKey.
type Boot struct {
	Count   int    `json:"count"`
	Version string `json:"version"`
	Time    string `json:"time"` // RFC 3339, UTC
}

// RecordBoot increments the boot counter in s, stamps it with version and
// now, saves it, and reads it back to check the round trip.
func RecordBoot(s Store, version string, now time.Time) (Boot, error) {
	var b Boot
	if err := LoadJSON(s, BootKey, &b); err != nil && !errors.Is(err, ErrNotFound) {
		b = Boot{} // unreadable: start again rather than refuse to boot
	}
	b.Count++
	b.Version = version
	b.Time = now.UTC().Format(time.RFC3339)
	if err := SaveJSON(s, BootKey, b); err != nil {
		return b, err
	}
	var check Boot
	if err := LoadJSON(s, BootKey, &check); err != nil {
		return b, err
	}
	if check != b {
		return b, errors.New("storage: boot record did not read back")
	}
	return b, nil
}

// SavePrefix starts the key of every saved game. The title screen offers
// "Continue" only when some key has this prefix.
const SavePrefix = "periscope.save."

// HasSave reports whether s holds at least one saved game.
func HasSave(s Store) bool {
	keys, err := s.List(SavePrefix)
	return err == nil && len(keys) > 0
}
