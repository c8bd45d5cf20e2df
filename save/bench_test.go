package save

import (
	"os"
	"testing"

	"periscope/storage"
)

// benchSave returns the bytes of a save to measure: the file named by
// $PERISCOPE_BENCH_SAVE (e.g. a whole campaign written by
// "go run ./cmd/savetool play -scenario campaign-1939 full.json"), or a
// short game.
func benchSave(b *testing.B) []byte {
	if p := os.Getenv("PERISCOPE_BENCH_SAVE"); p != "" {
		data, err := os.ReadFile(p)
		if err != nil {
			b.Fatal(err)
		}
		return data
	}
	rec, g := play(b, "atlantic", "happy-time-1940", 3, 300)
	return mustEncode(b, fileFor(b, rec, g))
}

// BenchmarkSaveLoad measures saving and loading one game. In the browser's
// engine (V8), with a whole 1939–43 campaign:
//
//	GOOS=js GOARCH=wasm PERISCOPE_BENCH_SAVE=$PWD/full.json go test -exec="$(go env GOROOT)/lib/wasm/go_js_wasm_exec" -run '^$' -bench SaveLoad -benchtime 10x ./save
func BenchmarkSaveLoad(b *testing.B) {
	data := benchSave(b)
	f, err := Decode(data)
	if err != nil {
		b.Fatal(err)
	}
	o, err := Open(f, testTheatres)
	if err != nil {
		b.Fatal(err)
	}
	b.Logf("%d decisions, %d bytes", len(f.Record.Choices), len(data))
	// Autosave: snapshot, summary, encode, write, read back and compare,
	// index, drop the previous autosave.
	b.Run("autosave", func(b *testing.B) {
		m := newManager(storage.NewMemory())
		b.ReportAllocs()
		for i := 0; i < b.N; i++ {
			if _, err := m.Autosave("gbench", f.Record, o.Game); err != nil {
				b.Fatal(err)
			}
		}
	})
	// Load: decode (syntax check, fields, choices, snapshot unpacked) and
	// open (checks against the data, restore with its invariant checks).
	b.Run("load", func(b *testing.B) {
		b.ReportAllocs()
		for i := 0; i < b.N; i++ {
			d, err := Decode(data)
			if err != nil {
				b.Fatal(err)
			}
			if _, err := Open(d, testTheatres); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("encode", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			if _, err := Encode(f); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("decode", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			if _, err := Decode(data); err != nil {
				b.Fatal(err)
			}
		}
	})
}
