package save

import (
	"bytes"
	"compress/gzip"
	"encoding/base64"
	"fmt"
	"time"

	"encoding/json"

	"periscope/game/engine"
)

const (
	// Magic is the value of "format" in every save from schema 2 on.
	Magic = "periscope-save"
	// Schema is the schema this version writes (3: the record names the
	// game system and the theatre apart).
	Schema = 3
	// OldestSchema is the oldest schema still migrated.
	OldestSchema = 1

	// MaxFileSize caps a save file. A full 1939–43 campaign is about 130 KB
	// as written (and 380 KB with a plain, hand-editable snapshot); the cap
	// leaves room for far longer games and refuses anything absurd before
	// it is parsed.
	MaxFileSize = 8_000_000
	// MaxSnapshotSize caps the snapshot once decompressed (a gzip "bomb"
	// cannot make the game allocate without limit).
	MaxSnapshotSize = 32_000_000
	// MaxChoices caps the decisions in a record.
	MaxChoices = 2_000_000
	// MaxNameLen caps a slot's name, in characters.
	MaxNameLen = 60
)

// Kinds of save.
const (
	KindAuto = "auto" // written after every decision, rotated
	KindSlot = "slot" // named by the player, kept until deleted
)

// File is one saved game, decoded.
type File struct {
	// Schema is the schema the file was written in (1 for a migrated
	// schema-1 file); Encode always writes the current one.
	Schema int
	// Game is the version of Periscope that wrote it ("" when unknown).
	Game string
	// Saved is the wall-clock time of the save (UTC), set by the UI layer:
	// the rules engine never reads the clock.
	Saved  time.Time
	Kind   string
	Name   string
	GameID string
	// Summary describes the game for the load screen. It is rebuilt from
	// the snapshot on load; the stored copy only serves listings.
	Summary Summary
	// Record is the replay: scenario, options, seed and every choice.
	Record engine.Record
	// Snapshot is the campaign State as JSON.
	Snapshot []byte
	// Chunks names the store keys that hold the record's first choices,
	// in order (an autosave's, as stored: chunks.go); Record.Choices then
	// holds only the choices after them. Load and Export join them: a
	// File they return has none.
	Chunks []string
}

// wire is the JSON layout of every schema the decoder reads, in one
// struct so the file is parsed once: schema 2's fields, then schema 1's.
type wire struct {
	Format   json.RawMessage `json:"format"`
	Schema   json.RawMessage `json:"schema"`
	Game     string          `json:"game"`
	Saved    string          `json:"saved"`
	Kind     string          `json:"kind"`
	Name     string          `json:"name,omitempty"`
	GameID   string          `json:"gameId"`
	Summary  *Summary        `json:"summary"`
	Record   *wireRecord     `json:"record"`
	Snapshot json.RawMessage `json:"snapshot"`

	// Schema 1.
	Periscope json.RawMessage `json:"periscope,omitempty"`
	Label     string          `json:"label,omitempty"`
	Written   string          `json:"written,omitempty"`
	Scenario  string          `json:"scenario,omitempty"`
	Options   []string        `json:"options,omitempty"`
	Seed      *uint64         `json:"seed,omitempty"`
	Choices   json.RawMessage `json:"choices,omitempty"`
	State     json.RawMessage `json:"state,omitempty"`
}

type wireRecord struct {
	System   string          `json:"system"`
	Theatre  string          `json:"theatre"`
	Scenario string          `json:"scenario"`
	Options  []string        `json:"options,omitempty"`
	Seed     *uint64         `json:"seed"`
	Choices  json.RawMessage `json:"choices"`
	Bots     []string        `json:"bots,omitempty"`
	Chunks   []string        `json:"chunks,omitempty"`
}

// v2head is the start of what Encode writes (field order is the
// documented one); the record's choices and the snapshot, nearly all of a
// save's bytes, are appended by hand after it: going through the encoder
// with them as raw JSON would scan them again to check and compact them.
type v2head struct {
	Format  string  `json:"format"`
	Schema  int     `json:"schema"`
	Game    string  `json:"game"`
	Saved   string  `json:"saved"`
	Kind    string  `json:"kind"`
	Name    string  `json:"name,omitempty"`
	GameID  string  `json:"gameId"`
	Summary Summary `json:"summary"`
}

type recordHead struct {
	System   string   `json:"system"`
	Theatre  string   `json:"theatre"`
	Scenario string   `json:"scenario"`
	Options  []string `json:"options,omitempty"`
	Seed     uint64   `json:"seed"`
	// Bots go before the choices, which encodeWith appends by hand.
	Bots []engine.Seat `json:"bots,omitempty"`
	// Chunks: the keys of the chunks of choices before the choices
	// (an autosave's, chunks.go).
	Chunks []string `json:"chunks,omitempty"`
}

// Encode writes f in the current schema, with the snapshot compressed.
func Encode(f *File) ([]byte, error) { return encode(f, true) }

// EncodePlain writes f in the current schema with the snapshot as a plain
// JSON object (readable and editable by hand; the decoder accepts both).
func EncodePlain(f *File) ([]byte, error) { return encode(f, false) }

func encode(f *File, compress bool) ([]byte, error) {
	if len(f.Snapshot) == 0 || f.Snapshot[0] != '{' {
		return nil, fmt.Errorf("save: no snapshot")
	}
	snap := f.Snapshot
	if compress {
		var err error
		if snap, err = compressSnapshot(f.Snapshot); err != nil {
			return nil, err
		}
	}
	return encodeWith(f, snap, 0)
}

// encodeWith writes f with snap, the snapshot as it goes into the file (a
// JSON object, or the string compressSnapshot makes of it), and the
// record's choices from the from'th on (an autosave's base holds those
// after its snapshot; chunks hold the rest), in one array sized for them.
func encodeWith(f *File, snap []byte, from int) ([]byte, error) {
	head, err := json.Marshal(v2head{
		Format: Magic, Schema: Schema, Game: f.Game,
		Saved: f.Saved.UTC().Format(time.RFC3339), Kind: f.Kind, Name: f.Name, GameID: f.GameID,
		Summary: f.Summary,
	})
	if err != nil {
		return nil, err
	}
	rec, err := json.Marshal(recordHead{System: f.Record.System, Theatre: f.Record.Theatre, Scenario: f.Record.Scenario, Options: f.Record.Options, Seed: f.Record.Seed, Bots: f.Record.Bots, Chunks: f.Chunks})
	if err != nil {
		return nil, err
	}
	choices := f.Record.Choices[from:]
	out := make([]byte, 0, len(head)+len(rec)+3*len(choices)+len(snap)+64)
	out = append(out, head[:len(head)-1]...) // without its closing brace
	out = append(out, `,"record":`...)
	out = append(out, rec[:len(rec)-1]...)
	out = append(out, `,"choices":`...)
	out = AppendChoices(out, choices)
	out = append(out, `},"snapshot":`...)
	out = append(out, snap...)
	return append(out, '}'), nil
}

// writeSlice writes a slice of a snapshot to w, flushed unless it is the
// last (compressSnapshot).
func writeSlice(w *gzip.Writer, b []byte, flush bool) error {
	if _, err := w.Write(b); err != nil {
		return err
	}
	if flush {
		return w.Flush()
	}
	return nil
}

// compressSnapshot returns the JSON string of the gzip-compressed,
// base64-encoded snapshot. BestSpeed: in the browser it compresses a full
// campaign's State in about 20 ms; the default level takes five times as
// long to save another third. The snapshot goes in baseSlice bytes at a
// time, each flushed, so that an autosave can compress a new base a slice
// a decision and write these same bytes (snapCache.feed).
func compressSnapshot(snap []byte) ([]byte, error) {
	var z bytes.Buffer
	w, err := gzip.NewWriterLevel(&z, gzip.BestSpeed)
	if err != nil {
		return nil, err
	}
	for off := 0; off < len(snap); off += baseSlice {
		end := min(len(snap), off+baseSlice)
		if err := writeSlice(w, snap[off:end], end < len(snap)); err != nil {
			return nil, err
		}
	}
	if err := w.Close(); err != nil {
		return nil, err
	}
	return quoteBase64(z.Bytes()), nil
}

// quoteBase64 is z in base64 as a JSON string.
func quoteBase64(z []byte) []byte {
	n := base64.StdEncoding.EncodedLen(len(z))
	out := make([]byte, n+2)
	out[0], out[n+1] = '"', '"'
	base64.StdEncoding.Encode(out[1:n+1], z)
	return out
}
