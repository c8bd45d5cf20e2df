package save

import (
	"bytes"
	"reflect"
	"testing"
)

// fuzzSeeds are small saves of each layout (the fixture theatre's patrol
// keeps them a few kilobytes, so the fuzzer mutates structure rather than
// wading through a large state) and a few broken ones.
func fuzzSeeds(tb testing.TB) [][]byte {
	rec, g := play(tb, "fixture", "patrol", 5, 6)
	f := fileFor(tb, rec, g)
	plain, err := EncodePlain(f)
	if err != nil {
		tb.Fatal(err)
	}
	// Schema 1 knew only the Atlantic: its seed is the smallest scenario.
	rec1, g1 := play(tb, "atlantic", "u47-scapa-flow", 5, 3)
	v1, err := EncodeV1(fileFor(tb, rec1, g1))
	if err != nil {
		tb.Fatal(err)
	}
	return [][]byte{
		mustEncode(tb, f), plain, v1,
		[]byte(`{"format":"periscope-save","schema":2}`),
		[]byte(`{"periscope":1,"scenario":"patrol","seed":1,"choices":[0,[1,2]],"state":{}}`),
		[]byte(`{"format":"periscope-save","schema":2,"kind":"auto","record":{"system":"fixture","scenario":"patrol","seed":1,"choices":[]},"snapshot":"H4sIAAAAAAAA/w=="}`),
	}
}

// FuzzDecode feeds arbitrary bytes to everything that reads a save before
// play: Decode and Open. Nothing may panic (Open turns a panic in the rules
// engine's checks into a refusal; here that is a failure to fix), every
// refusal carries a Code, and whatever is accepted encodes and decodes
// again to the same game.
//
//	go test ./save -run '^$' -fuzz FuzzDecode -fuzztime 10m
func FuzzDecode(f *testing.F) {
	for _, s := range fuzzSeeds(f) {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		file, err := Decode(data)
		if err != nil {
			if CodeOf(err) == 0 {
				t.Fatalf("refused without a code: %v", err)
			}
			return
		}
		o, err := Open(file, testTheatres)
		if err != nil {
			if IsPanic(err) {
				t.Fatalf("panic: %v", err.(*Error).Err)
			}
			if CodeOf(err) == 0 {
				t.Fatalf("refused without a code: %v", err)
			}
			return
		}
		b, err := Encode(o.File)
		if err != nil {
			t.Fatalf("an accepted save does not encode: %v", err)
		}
		again, err := Decode(b)
		if err != nil {
			t.Fatalf("an accepted save, written again, is refused: %v", err)
		}
		if !reflect.DeepEqual(again.Record, o.File.Record) || !bytes.Equal(again.Snapshot, o.File.Snapshot) {
			t.Fatal("an accepted save, written again, differs")
		}
	})
}

func TestFuzzSeedsAreSmallAndValid(t *testing.T) {
	seeds := fuzzSeeds(t)
	for i, s := range seeds[:3] {
		if _, err := load(s); err != nil {
			t.Fatalf("seed %d: %v", i, err)
		}
		t.Logf("seed %d: %d bytes", i, len(s))
	}
}
