package save

import (
	"bytes"
	"fmt"
	"time"

	"encoding/json"
)

// Schema 1 was the first save layout: flat, with the State inline and the
// theatre implied.
//
//	{
//	  "periscope": 1,
//	  "label":    "Before Drumbeat",        the player's name for it ("" = autosave)
//	  "written":  "2026-01-05T20:00:00Z",
//	  "scenario": "happy-time-1940",
//	  "options":  ["no-remix"],
//	  "seed":     7,
//	  "choices":  [0, 1, [2, 0, 1]],
//	  "state":    { ...campaign State... }
//	}
//
// Schema 2 added the format marker, the game's version, the kind, the game
// id (autosave rotation), the summary, the theatre in a nested record, and
// the compressed snapshot.

// v1Theatre is the theatre every schema-1 save was played in.
const v1Theatre = "atlantic"

// v2System is the game system of every schema-1 and schema-2 save: the
// submarine campaign, the only system those versions had.
const v2System = "campaign"

// migrate2to3 reads a schema-2 record, whose "system" named the theatre,
// as schema 3's system and theatre (schema 3 added the registry of game
// systems).
func migrate2to3(r *wireRecord) {
	if r.Theatre == "" {
		r.System, r.Theatre = v2System, r.System
	}
}

// V1 is the schema-1 layout, for tests and tools that write old files.
type V1 struct {
	Periscope int             `json:"periscope"`
	Label     string          `json:"label,omitempty"`
	Written   string          `json:"written"`
	Scenario  string          `json:"scenario"`
	Options   []string        `json:"options,omitempty"`
	Seed      uint64          `json:"seed"`
	Choices   json.RawMessage `json:"choices"`
	State     json.RawMessage `json:"state"`
}

// EncodeV1 writes f in the schema-1 layout, State without its theatre
// (tests use it to make old files).
func EncodeV1(f *File) ([]byte, error) {
	var st map[string]json.RawMessage
	if err := json.Unmarshal(f.Snapshot, &st); err != nil {
		return nil, err
	}
	delete(st, "system")
	state, err := json.Marshal(st)
	if err != nil {
		return nil, err
	}
	return json.Marshal(V1{
		Periscope: 1, Label: f.Name, Written: f.Saved.UTC().Format(time.RFC3339),
		Scenario: f.Record.Scenario, Options: f.Record.Options, Seed: f.Record.Seed,
		Choices: AppendChoices(nil, f.Record.Choices), State: state,
	})
}

// migrate1to2 turns a schema-1 file into the current File. What schema 1
// did not record is filled in: the theatre (the Atlantic), the kind (a
// labelled save is a slot, an unlabelled one an autosave), no game version
// and no game id (the Manager gives one on import). The summary is rebuilt
// when the file is opened.
func migrate1to2(w *wire) (*File, error) {
	if w.Scenario == "" {
		return nil, refuse(CodeMalformed, nil, "The old-format save does not name its scenario.")
	}
	if w.Seed == nil {
		return nil, refuse(CodeMalformed, nil, "The old-format save has no seed.")
	}
	f := &File{Schema: 1, Kind: KindSlot, Name: CleanName(w.Label)}
	if f.Name == "" {
		f.Kind = KindAuto
	}
	t, err := parseTime(w.Written)
	if err != nil {
		return nil, err
	}
	f.Saved = t
	f.Record.System, f.Record.Theatre = v2System, v1Theatre
	f.Record.Scenario = w.Scenario
	f.Record.Options = w.Options
	f.Record.Seed = *w.Seed
	if f.Record.Choices, err = decodeChoices(w.Choices); err != nil {
		return nil, err
	}
	st := bytes.TrimSpace(w.State)
	if len(st) == 0 || st[0] != '{' {
		return nil, refuse(CodeMalformed, nil, "The old-format save has no game state.")
	}
	// Schema-1 states carry no theatre; the campaign State requires one.
	var probe struct {
		System *string `json:"system"`
	}
	if err := json.Unmarshal(st, &probe); err != nil {
		return nil, refuse(CodeBadSnapshot, err, "The old-format save's game state is damaged (%v).", err)
	}
	if probe.System == nil {
		st, err = setSystem(st, v1Theatre)
		if err != nil {
			return nil, err
		}
	}
	f.Snapshot = append([]byte(nil), st...)
	return f, nil
}

// setSystem adds "system" to a State object that lacks it.
func setSystem(st []byte, system string) ([]byte, error) {
	var m map[string]json.RawMessage
	if err := json.Unmarshal(st, &m); err != nil {
		return nil, refuse(CodeBadSnapshot, err, "The old-format save's game state is damaged (%v).", err)
	}
	m["system"] = json.RawMessage(fmt.Sprintf("%q", system))
	out, err := json.Marshal(m)
	if err != nil {
		return nil, refuse(CodeBadSnapshot, err, "The old-format save's game state cannot be converted (%v).", err)
	}
	return out, nil
}
