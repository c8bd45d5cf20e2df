package storage

import (
	"bytes"
	"encoding/json"
	"testing"
	"time"
)

// FuzzBootRecord: the boot record written by hand is the bytes
// encoding/json writes, and the hand reader agrees with encoding/json on
// any stored text: the same record where both read it, and never a record
// encoding/json would refuse.
func FuzzBootRecord(f *testing.F) {
	f.Add(1, "0.1.0+5aebfb4-dirty", "2026-11-27T17:41:28Z", []byte(`{"count":3,"version":"0.1.0","time":"2026-01-02T03:04:05Z"}`))
	f.Add(-7, `a"b\c<d>&é`, "", []byte(`{"count":01,"version":"v","time":"t"}`))
	f.Add(0, "", "x", []byte(`{"count":2,"version":"v","time":"t"} `))
	f.Add(42, "v", "t", []byte(`{"count":-0,"version":"v\u0041","time":"t"}`))
	f.Fuzz(func(t *testing.T, count int, version, when string, stored []byte) {
		b := Boot{Count: count, Version: version, Time: when}
		got, err := encodeBoot(b)
		if err != nil {
			t.Fatal(err)
		}
		want, _ := json.Marshal(b)
		if !bytes.Equal(got, want) {
			t.Fatalf("encodeBoot(%+v) = %s, encoding/json %s", b, got, want)
		}
		var same Boot // b as encoding/json reads it back (invalid UTF-8 replaced)
		if err := json.Unmarshal(want, &same); err != nil {
			t.Fatal(err)
		}
		if back, ok := decodeBoot(got); !ok || back != same {
			t.Fatalf("decodeBoot(%s) = %+v, %v; want %+v", got, back, ok, same)
		}
		var viaJSON Boot
		jsonErr := json.Unmarshal(stored, &viaJSON)
		if hand, ok := decodePlainBoot(string(stored)); ok {
			if jsonErr != nil || hand != viaJSON {
				t.Fatalf("decodePlainBoot(%q) = %+v; encoding/json %+v, %v", stored, hand, viaJSON, jsonErr)
			}
		}
		if dec, ok := decodeBoot(stored); ok != (jsonErr == nil) || ok && dec != viaJSON {
			t.Fatalf("decodeBoot(%q) = %+v, %v; encoding/json %+v, %v", stored, dec, ok, viaJSON, jsonErr)
		}
	})
}

// TestRecordBootReadsOlderRecords: a record that encoding/json wrote in
// another form (spaces, other order) still counts on.
func TestRecordBootReadsOlderRecords(t *testing.T) {
	m := NewMemory()
	if err := m.Save(BootKey, []byte(`{ "time": "2026-01-02T03:04:05Z", "version": "v\u0041", "count": 41 }`)); err != nil {
		t.Fatal(err)
	}
	b, err := RecordBoot(m, "0.1.0+5aebfb4", time.Date(2026, 11, 27, 18, 0, 0, 0, time.UTC))
	if err != nil || b.Count != 42 {
		t.Fatalf("got %+v, %v", b, err)
	}
	data, _ := m.Load(BootKey)
	if string(data) != `{"count":42,"version":"0.1.0+5aebfb4","time":"2026-11-27T18:00:00Z"}` {
		t.Fatalf("stored %s", data)
	}
}
