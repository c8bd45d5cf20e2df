package storage

import (
	"bytes"
	"encoding/json"
	"errors"
	"strconv"
	"strings"
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
//
// It runs before the game's first frame, so it writes and reads the record
// by hand (encodeBoot, decodeBoot: the same bytes as encoding/json) rather
// than through encoding/json, whose first use cost about 0.1 s of the
// time to the first frame in the browser (issue 16). The read-back check
// compares the bytes.
func RecordBoot(s Store, version string, now time.Time) (Boot, error) {
	var b Boot
	if data, err := s.Load(BootKey); err == nil {
		if old, ok := decodeBoot(data); ok {
			b = old
		} // unreadable: start again rather than refuse to boot
	}
	b.Count++
	b.Version = version
	b.Time = now.UTC().Format(time.RFC3339)
	data, err := encodeBoot(b)
	if err != nil {
		return b, err
	}
	if err := s.Save(BootKey, data); err != nil {
		return b, err
	}
	back, err := s.Load(BootKey)
	if err != nil {
		return b, err
	}
	if !bytes.Equal(back, data) {
		return b, errors.New("storage: boot record did not read back")
	}
	return b, nil
}

// plainJSON reports whether s goes into a JSON string as it is: printable
// ASCII that encoding/json neither escapes nor replaces (no quote,
// backslash, <, > or &).
func plainJSON(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c < 0x20 || c >= 0x7f || c == '"' || c == '\\' || c == '<' || c == '>' || c == '&' {
			return false
		}
	}
	return true
}

// encodeBoot is json.Marshal(b), written by hand for the usual record
// (plain version and time: plainJSON) and by encoding/json otherwise.
func encodeBoot(b Boot) ([]byte, error) {
	if !plainJSON(b.Version) || !plainJSON(b.Time) {
		return json.Marshal(b)
	}
	out := make([]byte, 0, 48+len(b.Version)+len(b.Time))
	out = append(out, `{"count":`...)
	out = strconv.AppendInt(out, int64(b.Count), 10)
	out = append(out, `,"version":"`...)
	out = append(out, b.Version...)
	out = append(out, `","time":"`...)
	out = append(out, b.Time...)
	out = append(out, `"}`...)
	return out, nil
}

// decodeBoot reads a boot record: encodeBoot's usual form by hand, any
// other through encoding/json (a record it cannot read is not ok).
func decodeBoot(data []byte) (Boot, bool) {
	if b, ok := decodePlainBoot(string(data)); ok {
		return b, true
	}
	var b Boot
	if err := json.Unmarshal(data, &b); err != nil {
		return Boot{}, false
	}
	return b, true
}

// decodePlainBoot reads exactly the form encodeBoot writes by hand.
func decodePlainBoot(s string) (Boot, bool) {
	var b Boot
	rest, ok := strings.CutPrefix(s, `{"count":`)
	if !ok {
		return b, false
	}
	i := 0
	if i < len(rest) && rest[i] == '-' {
		i++
	}
	for i < len(rest) && rest[i] >= '0' && rest[i] <= '9' {
		i++
	}
	n, err := strconv.Atoi(rest[:i])
	// encoding/json's numbers: no leading zeros, no "-0" (the hand
	// encoding never writes them; leave anything odd to encoding/json).
	if err != nil || strconv.Itoa(n) != rest[:i] {
		return b, false
	}
	b.Count = n
	if rest, ok = strings.CutPrefix(rest[i:], `,"version":"`); !ok {
		return b, false
	}
	if b.Version, rest, ok = strings.Cut(rest, `"`); !ok || !plainJSON(b.Version) {
		return b, false
	}
	if rest, ok = strings.CutPrefix(rest, `,"time":"`); !ok {
		return b, false
	}
	if b.Time, rest, ok = strings.Cut(rest, `"`); !ok || !plainJSON(b.Time) || rest != "}" {
		return b, false
	}
	return b, true
}

// SavePrefix starts the key of every saved game. The title screen offers
// "Continue" only when some key has this prefix.
const SavePrefix = "periscope.save."

// HasSave reports whether s holds at least one saved game.
func HasSave(s Store) bool {
	keys, err := s.List(SavePrefix)
	return err == nil && len(keys) > 0
}
