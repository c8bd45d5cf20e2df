package save

import (
	"bytes"
	"compress/gzip"
	"encoding/base64"
	"errors"
	"fmt"
	"io"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"encoding/json"

	"periscope/game/engine"
)

// Decode reads a save file of any supported schema (migrating older ones)
// and checks its structure: sizes, syntax, the schema, the fields' shapes,
// the choices and the snapshot's encoding. It does not need the theatre:
// Open checks the contents against the game's data. Decode never panics;
// every refusal is an *Error whose message says what is wrong.
func Decode(data []byte) (*File, error) {
	data = bytes.TrimPrefix(data, []byte("\xef\xbb\xbf")) // a byte-order mark from a Windows editor
	if len(bytes.TrimSpace(data)) == 0 {
		return nil, refuse(CodeEmpty, nil, "The file is empty.")
	}
	if len(data) > MaxFileSize {
		return nil, refuse(CodeTooBig, nil, "The file is %s bytes; a Periscope save is at most %s bytes. It is not a save, or not one this game can read.",
			engine.Thousands(len(data)), engine.Thousands(MaxFileSize))
	}
	// The syntax is checked first: it tells a file cut short from one that
	// is not JSON at all before any field is decoded.
	if !json.Valid(data) {
		return nil, syntaxError(data)
	}
	if first(data) != '{' {
		return nil, refuse(CodeNotSave, nil, "This file is JSON but not a Periscope save (a save is a JSON object).")
	}
	if err := checkFileLimits(data); err != nil {
		return nil, err
	}
	var w wire
	werr := json.Unmarshal(data, &w)
	// The markers say what the file is, even when another field has the
	// wrong type; they are read apart only then.
	format, schemaRaw, periscope := w.Format, w.Schema, w.Periscope
	if werr != nil {
		var probe struct {
			Format    json.RawMessage `json:"format"`
			Schema    json.RawMessage `json:"schema"`
			Periscope json.RawMessage `json:"periscope"`
		}
		if err := json.Unmarshal(data, &probe); err != nil {
			return nil, refuse(CodeMalformed, err, "The save cannot be read: %v.", err)
		}
		format, schemaRaw, periscope = probe.Format, probe.Schema, probe.Periscope
	}
	schema, err := schemaOf(format, schemaRaw, periscope)
	if err != nil {
		return nil, err
	}
	if werr != nil {
		return nil, refuse(CodeMalformed, werr, "The save has a field of the wrong kind (%s). Was it edited by hand?", engine.DecodeErrorText(werr))
	}
	if schema == 1 {
		return bounded(migrate1to2(&w))
	}
	return bounded(decode2(&w, schema))
}

// schemaOf decides which layout a file has from its marker fields.
func schemaOf(format, schema, periscope json.RawMessage) (int, error) {
	if len(format) > 0 {
		var f string
		if err := json.Unmarshal(format, &f); err != nil || f != Magic {
			return 0, refuse(CodeNotSave, nil, "This JSON file is not a Periscope save (its \"format\" is %s, not %q).", clip(string(format), 40), Magic)
		}
		n, ok := intField(schema)
		if !ok {
			return 0, refuse(CodeMalformed, nil, "The save has no readable schema version (\"schema\" is %s).", orMissing(schema))
		}
		switch {
		case n > Schema:
			return 0, refuse(CodeTooNew, nil, "This save was written by a newer version of Periscope (save format %d; this version reads formats %d to %d). Update the game to load it.", n, OldestSchema, Schema)
		case n < 2:
			return 0, refuse(CodeMalformed, nil, "The save claims format %d, which never used this layout.", n)
		}
		return n, nil
	}
	if len(periscope) > 0 {
		n, ok := intField(periscope)
		switch {
		case !ok:
			return 0, refuse(CodeMalformed, nil, "The save has no readable schema version (\"periscope\" is %s).", clip(string(periscope), 40))
		case n < OldestSchema:
			return 0, refuse(CodeTooOld, nil, "This save comes from a pre-release version of Periscope (save format %d), whose saves cannot be converted. Start the scenario again from the New game screen.", n)
		case n > 1:
			return 0, refuse(CodeTooNew, nil, "This save says it is format %d in the old layout, which no version of Periscope wrote.", n)
		}
		return 1, nil
	}
	return 0, refuse(CodeNotSave, nil, "This JSON file is not a Periscope save (it has no \"format\" field).")
}

func intField(raw json.RawMessage) (int, bool) {
	if len(raw) == 0 {
		return 0, false
	}
	var n int
	if err := json.Unmarshal(raw, &n); err != nil {
		return 0, false
	}
	return n, true
}

func orMissing(raw json.RawMessage) string {
	if len(raw) == 0 {
		return "missing"
	}
	return clip(string(raw), 40)
}

// decode2 checks the layout of schemas 2 and 3 (3 names the game system
// and the theatre apart in the record; a schema-2 record's "system" is its
// theatre, of the campaign system: see migrate2to3).
func decode2(w *wire, schema int) (*File, error) {
	f := &File{Schema: schema, Game: clip(CleanName(w.Game), 64), Kind: w.Kind, GameID: w.GameID}
	switch w.Kind {
	case KindAuto, KindSlot:
	default:
		return nil, refuse(CodeMalformed, nil, "The save's kind is %q; it should be %q or %q.", clip(w.Kind, 20), KindAuto, KindSlot)
	}
	f.Name = CleanName(w.Name)
	if err := checkGameID(w.GameID); err != nil {
		return nil, err
	}
	t, err := parseTime(w.Saved)
	if err != nil {
		return nil, err
	}
	f.Saved = t
	if w.Summary != nil {
		f.Summary = cleanSummary(*w.Summary)
	}
	if w.Record == nil {
		return nil, refuse(CodeMalformed, nil, "The save has no record of the game (\"record\" is missing).")
	}
	r := w.Record
	if schema == 2 {
		migrate2to3(r)
	}
	if r.System == "" || r.Theatre == "" || r.Scenario == "" {
		return nil, refuse(CodeMalformed, nil, "The save's record does not name its game system, theatre and scenario.")
	}
	if r.Seed == nil {
		return nil, refuse(CodeMalformed, nil, "The save's record has no seed.")
	}
	f.Record = engine.Record{System: r.System, Theatre: r.Theatre, Scenario: r.Scenario, Options: r.Options, Seed: *r.Seed}
	if f.Record.Bots, err = decodeBots(r.Bots); err != nil {
		return nil, err
	}
	if f.Record.Choices, err = decodeChoices(r.Choices); err != nil {
		return nil, err
	}
	if len(r.Chunks) > 0 {
		if w.Kind != KindAuto {
			return nil, refuse(CodeMalformed, nil, "The save names chunks of decisions kept apart, which only an autosave does.")
		}
		if err := checkChunks(w.GameID, r.Chunks); err != nil {
			return nil, err
		}
		f.Chunks = r.Chunks
	}
	if f.Snapshot, err = decodeSnapshot(w.Snapshot); err != nil {
		return nil, err
	}
	return f, nil
}

// MaxBots is the most seats a save may give the computer (Europe 1941
// has four powers; room to spare).
const MaxBots = 8

// decodeBots reads the seats the computer plays: a few short plain names.
func decodeBots(names []string) ([]engine.Seat, error) {
	if len(names) > MaxBots {
		return nil, refuse(CodeTooBig, nil, "The save gives the computer %d seats; no game has more than %d.", len(names), MaxBots)
	}
	var out []engine.Seat
	for _, n := range names {
		if n == "" || len(n) > 16 || strings.Trim(n, "abcdefghijklmnopqrstuvwxyz0123456789-") != "" {
			return nil, refuse(CodeMalformed, nil, "The save gives the computer a seat named %q, which no game has.", clip(n, 20))
		}
		out = append(out, engine.Seat(n))
	}
	return out, nil
}

func decodeChoices(raw json.RawMessage) ([]engine.Choice, error) {
	if len(raw) == 0 || string(raw) == "null" {
		return nil, refuse(CodeMalformed, nil, "The save's record has no list of choices.")
	}
	cs, err := ParseChoices(raw)
	if err != nil {
		return nil, refuse(CodeMalformed, err, "The save's list of choices is damaged: %v.", err)
	}
	return cs, nil
}

// decodeSnapshot accepts the State as a plain JSON object, or as a string
// holding it gzip-compressed and base64-encoded (what Encode writes).
func decodeSnapshot(raw json.RawMessage) ([]byte, error) {
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 || string(raw) == "null" {
		return nil, refuse(CodeMalformed, nil, "The save has no snapshot of the game.")
	}
	switch raw[0] {
	case '{':
		return append([]byte(nil), raw...), nil
	case '"':
	default:
		return nil, refuse(CodeMalformed, nil, "The save's snapshot is neither a game state nor an encoded one.")
	}
	var s string
	if bytes.IndexByte(raw, '\\') < 0 {
		s = string(raw[1 : len(raw)-1]) // base64 needs no escapes
	} else if err := json.Unmarshal(raw, &s); err != nil {
		return nil, refuse(CodeBadSnapshot, err, "The save's snapshot is damaged (%v).", err)
	}
	z, err := base64.StdEncoding.DecodeString(strings.TrimSpace(s))
	if err != nil {
		return nil, refuse(CodeBadSnapshot, err, "The save's snapshot is damaged: its encoding is broken (%v).", err)
	}
	zr, err := gzip.NewReader(bytes.NewReader(z))
	if err != nil {
		return nil, refuse(CodeBadSnapshot, err, "The save's snapshot is damaged: it is not compressed data (%v).", err)
	}
	snap, err := io.ReadAll(io.LimitReader(zr, MaxSnapshotSize+1))
	switch {
	case errors.Is(err, io.ErrUnexpectedEOF):
		return nil, refuse(CodeBadSnapshot, err, "The save's snapshot is damaged: it is cut short.")
	case errors.Is(err, gzip.ErrChecksum):
		return nil, refuse(CodeBadSnapshot, err, "The save's snapshot is damaged: its checksum does not match its contents.")
	case err != nil:
		return nil, refuse(CodeBadSnapshot, err, "The save's snapshot is damaged: %v.", err)
	}
	if len(snap) > MaxSnapshotSize {
		return nil, refuse(CodeTooBig, nil, "The save's snapshot unpacks to more than %s; no game is that large.", Bytes(MaxSnapshotSize))
	}
	// The gzip checksum has vouched for the bytes; their JSON is parsed by
	// Open (a plain snapshot was checked with the file itself).
	if first(snap) != '{' {
		return nil, refuse(CodeBadSnapshot, nil, "The save's snapshot is damaged: it does not hold a game state.")
	}
	return snap, nil
}

func parseTime(s string) (time.Time, error) {
	if s == "" {
		return time.Time{}, nil
	}
	t, err := time.Parse(time.RFC3339, s)
	if err != nil {
		return time.Time{}, refuse(CodeMalformed, err, "The save's date %q is not a date.", clip(s, 40))
	}
	return t.UTC(), nil
}

// checkGameID accepts what Manager writes (and what fits a storage key).
func checkGameID(id string) error {
	if len(id) > 40 {
		return refuse(CodeMalformed, nil, "The save's game id is too long.")
	}
	for i := 0; i < len(id); i++ {
		c := id[i]
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-') {
			return refuse(CodeMalformed, nil, "The save's game id %q has characters a game id never has.", clip(id, 40))
		}
	}
	return nil
}

// CleanName makes a slot name safe to show: printable characters only,
// spaces collapsed, at most MaxNameLen characters.
func CleanName(s string) string {
	var b strings.Builder
	n, space := 0, false
	for _, r := range s {
		if n >= MaxNameLen {
			break
		}
		if unicode.IsSpace(r) {
			space = b.Len() > 0
			continue
		}
		if !unicode.IsPrint(r) || r == utf8.RuneError || unicode.In(r, unicode.Mn, unicode.Me, unicode.Cf) {
			// Combining marks too: the game's fonts have none, and
			// they drew as boxes.
			continue
		}
		if space {
			b.WriteByte(' ')
			n++
			space = false
		}
		b.WriteRune(r)
		n++
	}
	return b.String()
}

func cleanSummary(s Summary) Summary {
	for _, p := range []*string{&s.Theatre, &s.Scenario, &s.Title, &s.Date, &s.Result, &s.Next} {
		*p = clip(CleanName(*p), 80)
	}
	return s
}

// syntaxError explains why data is not valid JSON.
func syntaxError(data []byte) error {
	var v any
	err := json.Unmarshal(data, &v)
	var se *json.SyntaxError
	switch {
	case err != nil && strings.Contains(err.Error(), "unexpected end of JSON input"),
		errors.As(err, &se) && se.Offset >= int64(len(bytes.TrimRight(data, " \t\r\n"))):
		// The syntax breaks only where the data ends: a prefix of a
		// valid document.
		return refuse(CodeTruncated, err, "The file is cut short: it ends after %s in the middle of the save. It was probably not downloaded or copied completely.", Bytes(len(data)))
	case first(data) != '{' && first(data) != '[':
		return refuse(CodeNotJSON, err, "This file is not a Periscope save: it is not JSON (it starts with %q).", clip(strings.TrimSpace(string(data)), 16))
	case errors.As(err, &se):
		return refuse(CodeNotJSON, err, "This file is not a valid save: the JSON is broken at byte %d (%v). Was it edited by hand?", se.Offset, err)
	default:
		return refuse(CodeNotJSON, err, "This file is not a valid save: the JSON is broken (%v).", err)
	}
}

func first(b []byte) byte {
	for _, c := range b {
		switch c {
		case ' ', '\t', '\n', '\r':
			continue
		}
		return c
	}
	return 0
}

// clip shortens s to n bytes (on a character boundary) for messages.
func clip(s string, n int) string { return engine.Clip(s, n) }

// Bytes renders a size for the player: "830 bytes", "64 KB", "1.3 MB".
func Bytes(n int) string {
	switch {
	case n == 1:
		return "1 byte"
	case n < 1000:
		return fmt.Sprintf("%d bytes", n)
	case n < 1000*1000:
		return fmt.Sprintf("%d KB", (n+500)/1000)
	default:
		return fmt.Sprintf("%.1f MB", float64(n)/1e6)
	}
}
