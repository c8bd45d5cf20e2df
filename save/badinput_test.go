package save

import (
	"bytes"
	"compress/gzip"
	"encoding/base64"
	"fmt"
	"strings"
	"testing"

	"encoding/json"

	"periscope/game/engine"
)

// plainParts returns a save's top-level fields and its State's fields, raw.
func plainParts(tb testing.TB, f *File) (top, state map[string]json.RawMessage) {
	tb.Helper()
	data, err := EncodePlain(f)
	if err != nil {
		tb.Fatal(err)
	}
	if err := json.Unmarshal(data, &top); err != nil {
		tb.Fatal(err)
	}
	if err := json.Unmarshal(top["snapshot"], &state); err != nil {
		tb.Fatal(err)
	}
	return top, state
}

func join(tb testing.TB, top, state map[string]json.RawMessage) []byte {
	tb.Helper()
	if state != nil {
		s, err := json.Marshal(state)
		if err != nil {
			tb.Fatal(err)
		}
		top["snapshot"] = s
	}
	b, err := json.Marshal(top)
	if err != nil {
		tb.Fatal(err)
	}
	return b
}

func raw(v any) json.RawMessage {
	b, err := json.Marshal(v)
	if err != nil {
		panic(err)
	}
	return b
}

func gz(b []byte) []byte {
	var z bytes.Buffer
	w := gzip.NewWriter(&z)
	w.Write(b)
	w.Close()
	return z.Bytes()
}

// load runs everything a load or an import runs before play: Decode, then
// Open against the theatres.
func load(data []byte) (*Opened, error) {
	f, err := Decode(data)
	if err != nil {
		return nil, err
	}
	return Open(f, testTheatres)
}

// Every kind of bad file is refused with its own code and a message; none
// panics.
func TestBadInput(t *testing.T) {
	rec, g := play(t, "atlantic", "happy-time-1940", 11, 150)
	f := fileFor(t, rec, g)
	good := mustEncode(t, f)
	plain, err := EncodePlain(f)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := load(good); err != nil {
		t.Fatalf("the good file is refused: %v", err)
	}
	edit := func(fn func(top, state map[string]json.RawMessage)) []byte {
		top, state := plainParts(t, f)
		fn(top, state)
		return join(t, top, state)
	}
	editTop := func(fn func(top map[string]json.RawMessage)) []byte {
		var top map[string]json.RawMessage
		if err := json.Unmarshal(good, &top); err != nil {
			t.Fatal(err)
		}
		fn(top)
		return join(t, top, nil)
	}
	var cups map[string][]string
	_, st := plainParts(t, f)
	if err := json.Unmarshal(st["cups"], &cups); err != nil {
		t.Fatal(err)
	}
	var someUnit string
	for _, ids := range cups {
		if len(ids) > 0 {
			someUnit = ids[0]
			break
		}
	}
	if someUnit == "" {
		t.Fatal("no unit in any cup")
	}

	cases := []struct {
		name string
		data []byte
		code Code
	}{
		{"empty", nil, CodeEmpty},
		{"blank", []byte(" \n\t "), CodeEmpty},
		{"huge", append([]byte(`{"format":"periscope-save","x":"`), bytes.Repeat([]byte("a"), MaxFileSize)...), CodeTooBig},
		{"truncated compressed", good[:len(good)/2], CodeTruncated},
		{"truncated plain", plain[:len(plain)*2/3], CodeTruncated},
		{"truncated in a literal", []byte(`{"format":"periscope-save","over":tru`), CodeTruncated},
		{"truncated at the start", []byte(`{`), CodeTruncated},
		{"binary", []byte("PK\x03\x04\x14\x00\x00\x00\x08\x00"), CodeNotJSON},
		{"text", []byte("Dear diary, today U-47 sank"), CodeNotJSON},
		{"broken JSON", []byte(`{"format": periscope}`), CodeNotJSON},
		{"trailing garbage", append(append([]byte{}, good...), "}x"...), CodeNotJSON},
		{"a JSON array", []byte(`[1,2,3]`), CodeNotSave},
		{"a JSON string", []byte(`"periscope-save"`), CodeNotSave},
		{"another JSON file", []byte(`{"name":"periscope","version":"1.0.0"}`), CodeNotSave},
		{"another format", editTop(func(m map[string]json.RawMessage) { m["format"] = raw("tiled-map") }), CodeNotSave},
		{"format not text", editTop(func(m map[string]json.RawMessage) { m["format"] = raw(7) }), CodeNotSave},
		{"newer schema", editTop(func(m map[string]json.RawMessage) { m["schema"] = raw(4) }), CodeTooNew},
		{"pre-release schema 0", []byte(`{"periscope":0,"scenario":"happy-time-1940","seed":1,"choices":[],"state":{}}`), CodeTooOld},
		{"newer state version", edit(func(_, s map[string]json.RawMessage) { s["version"] = raw(99) }), CodeTooNew},
		{"older state version", edit(func(_, s map[string]json.RawMessage) { s["version"] = raw(0) }), CodeTooOld},
		{"no schema", editTop(func(m map[string]json.RawMessage) { delete(m, "schema") }), CodeMalformed},
		{"schema as text", editTop(func(m map[string]json.RawMessage) { m["schema"] = raw("two") }), CodeMalformed},
		{"schema 1 in the new layout", editTop(func(m map[string]json.RawMessage) { m["schema"] = raw(1) }), CodeMalformed},
		{"bad kind", editTop(func(m map[string]json.RawMessage) { m["kind"] = raw("quicksave") }), CodeMalformed},
		{"bad date", editTop(func(m map[string]json.RawMessage) { m["saved"] = raw("yesterday") }), CodeMalformed},
		{"bad game id", editTop(func(m map[string]json.RawMessage) { m["gameId"] = raw("../../etc") }), CodeMalformed},
		{"no record", editTop(func(m map[string]json.RawMessage) { delete(m, "record") }), CodeMalformed},
		{"record as a list", editTop(func(m map[string]json.RawMessage) { m["record"] = raw([]int{1}) }), CodeMalformed},
		{"no seed", editTop(func(m map[string]json.RawMessage) {
			m["record"] = raw(map[string]any{"system": "campaign", "theatre": "atlantic", "scenario": "happy-time-1940", "choices": []int{}})
		}), CodeMalformed},
		{"seed as text", editTop(func(m map[string]json.RawMessage) {
			m["record"] = json.RawMessage(strings.Replace(string(m["record"]), `"seed":11`, `"seed":"eleven"`, 1))
		}), CodeMalformed},
		{"damaged choices", editTop(func(m map[string]json.RawMessage) {
			m["record"] = json.RawMessage(strings.Replace(string(m["record"]), `"choices":[`, `"choices":[{"pick":1},`, 1))
		}), CodeMalformed},
		{"no choices", editTop(func(m map[string]json.RawMessage) {
			m["record"] = raw(map[string]any{"system": "campaign", "theatre": "atlantic", "scenario": "happy-time-1940", "seed": 11})
		}), CodeMalformed},
		{"no snapshot", editTop(func(m map[string]json.RawMessage) { delete(m, "snapshot") }), CodeMalformed},
		{"snapshot a number", editTop(func(m map[string]json.RawMessage) { m["snapshot"] = raw(42) }), CodeMalformed},
		{"snapshot bad base64", editTop(func(m map[string]json.RawMessage) { m["snapshot"] = raw("H4sI*not-base64*") }), CodeBadSnapshot},
		{"snapshot not gzip", editTop(func(m map[string]json.RawMessage) {
			m["snapshot"] = raw(base64.StdEncoding.EncodeToString([]byte("just text, not compressed")))
		}), CodeBadSnapshot},
		{"snapshot gzip cut short", editTop(func(m map[string]json.RawMessage) {
			var s string
			json.Unmarshal(m["snapshot"], &s)
			z, _ := base64.StdEncoding.DecodeString(s)
			m["snapshot"] = raw(base64.StdEncoding.EncodeToString(z[:len(z)/2]))
		}), CodeBadSnapshot},
		{"snapshot gzip of garbage", editTop(func(m map[string]json.RawMessage) {
			m["snapshot"] = raw(base64.StdEncoding.EncodeToString(gz([]byte("{not json"))))
		}), CodeBadSnapshot},
		{"snapshot gzip bomb", editTop(func(m map[string]json.RawMessage) {
			m["snapshot"] = raw(base64.StdEncoding.EncodeToString(gz(bytes.Repeat([]byte(" "), MaxSnapshotSize+10))))
		}), CodeTooBig},
		{"snapshot field of the wrong type", edit(func(_, s map[string]json.RawMessage) { s["subs"] = raw("none") }), CodeBadSnapshot},
		{"unknown theatre", edit(func(top, s map[string]json.RawMessage) {
			top["record"] = json.RawMessage(strings.Replace(string(top["record"]), `"atlantic"`, `"pacific"`, 1))
		}), CodeUnknownTheatre},
		{"theatre as a path", edit(func(top, s map[string]json.RawMessage) {
			top["record"] = json.RawMessage(strings.Replace(string(top["record"]), `"atlantic"`, `"../fonts"`, 1))
		}), CodeUnknownTheatre},
		{"unknown scenario", edit(func(top, s map[string]json.RawMessage) {
			top["record"] = json.RawMessage(strings.Replace(string(top["record"]), `"happy-time-1940"`, `"operation-sealion"`, 1))
			s["scenario"] = raw("operation-sealion")
		}), CodeUnknownScenario},
		{"unknown option", edit(func(top, s map[string]json.RawMessage) {
			top["record"] = json.RawMessage(strings.Replace(string(top["record"]), `"seed"`, `"options":["infinite-torpedoes"],"seed"`, 1))
			s["options"] = raw([]string{"infinite-torpedoes"})
		}), CodeUnknownOption},
		{"record and state of different scenarios", edit(func(_, s map[string]json.RawMessage) { s["scenario"] = raw("drumbeat-1942") }), CodeInconsistent},
		{"record and state of different seeds", edit(func(_, s map[string]json.RawMessage) { s["seed"] = raw(12) }), CodeInconsistent},
		{"record and state with different options", edit(func(_, s map[string]json.RawMessage) { s["options"] = raw([]string{"no-remix"}) }), CodeInconsistent},
		{"a decision missing from the record", edit(func(top, s map[string]json.RawMessage) {
			top["record"] = raw(map[string]any{"system": "campaign", "theatre": "atlantic", "scenario": "happy-time-1940", "seed": 11, "choices": rec.Choices[:len(rec.Choices)-1]})
		}), CodeInconsistent},
		{"a counter in two places", edit(func(_, s map[string]json.RawMessage) {
			var aside []string
			json.Unmarshal(s["aside"], &aside)
			s["aside"] = raw(append(aside, someUnit))
		}), CodeImpossible},
		{"an unknown unit", edit(func(_, s map[string]json.RawMessage) {
			var aside []string
			json.Unmarshal(s["aside"], &aside)
			s["aside"] = raw(append(aside, "DD-imaginary#1"))
		}), CodeImpossible},
		{"nothing pending, not over", edit(func(_, s map[string]json.RawMessage) { delete(s, "pending") }), CodeImpossible},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := load(c.data)
			wantCode(t, err, c.code)
			t.Logf("%s: %s", c.code, err)
		})
	}
}

// A record that no longer leads to its snapshot opens (the snapshot is
// sound), but the check finds the mismatch and says where.
func TestCheckFindsMismatch(t *testing.T) {
	rec, g := play(t, "atlantic", "happy-time-1940", 11, 150)
	f := fileFor(t, rec, g)

	// An illegal choice: the replay stops there.
	bad := *f
	bad.Record.Choices = append([]engine.Choice(nil), rec.Choices...)
	bad.Record.Choices[40] = engine.Pick(97)
	o, err := load(mustEncode(t, &bad))
	if err != nil {
		t.Fatalf("open: %v", err)
	}
	err = NewCheck(o).Run()
	m, ok := err.(*Mismatch)
	if !ok || m.At != 40 {
		t.Fatalf("check = %v, want a mismatch at decision 40", err)
	}

	// A state edited into another possible one: the replay runs to the end
	// and the states differ.
	top, state := plainParts(t, f)
	var tr map[string]int
	json.Unmarshal(state["tracks"], &tr)
	tr["vp"] += 10
	state["tracks"] = raw(tr)
	o, err = load(join(t, top, state))
	if err != nil {
		t.Fatalf("open: %v", err)
	}
	c := NewCheck(o)
	err = c.Run()
	m, ok = err.(*Mismatch)
	if !ok || m.At != -1 || fmt.Sprint(m.Fields) != "[tracks]" {
		t.Fatalf("check = %v, want the tracks to differ", err)
	}
	// The player may take the replay's game instead.
	s := c.Session()
	want, _ := g.Snapshot()
	got, _ := s.Game().Snapshot()
	if !bytes.Equal(got, want) || s.Decisions() != len(rec.Choices) || len(s.Log()) == 0 {
		t.Fatalf("replayed session differs from the game played")
	}
}
