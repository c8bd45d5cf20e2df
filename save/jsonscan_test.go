package save

import (
	"bytes"
	"encoding/json"
	"math/rand/v2"
	"reflect"
	"testing"

	"periscope/game/engine"
	"periscope/internal/jsonscan"
)

// decoderQuickHead is quickHead as it was written before jsonscan (a
// json.Decoder over the snapshot): the reference it must read as.
func decoderQuickHead(snap []byte) (h engine.SnapshotHead, ok bool) {
	d := json.NewDecoder(bytes.NewReader(snap))
	if t, err := d.Token(); err != nil || t != json.Delim('{') {
		return h, false
	}
	var skip json.RawMessage
	const need = 1 | 2 | 8 | 16
	seen := 0
	for seen&need != need && d.More() {
		t, err := d.Token()
		k, isKey := t.(string)
		if err != nil || !isKey {
			return h, false
		}
		v, bit := headField(&h, k)
		if v == nil {
			v = &skip
		}
		if seen&bit != 0 {
			return h, false
		}
		if err := d.Decode(v); err != nil {
			return h, false
		}
		seen |= bit
	}
	return h, seen&need == need
}

// mutations returns n deterministic damaged copies of b: bytes changed
// to JSON's own characters, inserted, deleted, cut short.
func mutations(b []byte, n int, seed uint64) [][]byte {
	r := rand.New(rand.NewPCG(seed, 1))
	const alphabet = "{}[]\",:\\ 0123456789-+.eEtrufalsn\"u\x01\xff"
	var out [][]byte
	for range n {
		m := bytes.Clone(b)
		for range 1 + r.IntN(3) {
			if len(m) == 0 {
				break
			}
			i := r.IntN(len(m))
			c := alphabet[r.IntN(len(alphabet))]
			switch r.IntN(4) {
			case 0:
				m[i] = c
			case 1:
				m = append(m[:i], append([]byte{c}, m[i:]...)...)
			case 2:
				m = append(m[:i], m[i+1:]...)
			case 3:
				m = m[:i]
			}
		}
		out = append(out, m)
	}
	return out
}

// TestQuickHeadIsTheDecodersRead: quickHead reads what json.Decoder read
// (ok and the head) of a game's snapshot, small made-up heads, and
// thousands of damaged copies of both; jsonscan.Value says valid exactly
// where json.Valid does.
func TestQuickHeadIsTheDecodersRead(t *testing.T) {
	_, s, _ := autosavedGame(t)
	snap, err := s.Game().Snapshot()
	if err != nil {
		t.Fatal(err)
	}
	cases := [][]byte{
		snap,
		[]byte(`{"version":2,"scenario":"x","options":["b","a"],"seed":7,"decisions":12,"patrols":[1,2]}`),
		[]byte(` { "version" : 2 , "scenario":"x\u0041" ,"seed":7e0,"decisions":12}`),
		[]byte(`{"stack":[{"decisions":3}],"version":1,"scenario":"x","seed":7,"decisions":12}`),
		[]byte(`{"v\u0065rsion":2,"scenario":"x","seed":7,"decisions":-0.5e+3,"x":[true,false,null,{},[],""]}`),
		[]byte(`{"x":{"a":[1,{"b":"\"\\\/\b\f\n\r\t"}]},"version":2,"scenario":"x","seed":7,"decisions":1}`),
	}
	head := snap
	if i := bytes.Index(snap, []byte(`"decisions":`)); i > 0 && i+40 < len(snap) {
		head = snap[:i+40] // the part quickHead reads, damaged more often
	}
	n, read := 0, 0
	for _, c := range cases {
		all := append([][]byte{c}, mutations(c, 400, uint64(len(c)))...)
		if len(c) == len(snap) {
			all = append(all, mutations(head, 3000, 7)...)
		}
		for _, m := range all {
			n++
			got, ok := quickHead(m)
			want, wok := decoderQuickHead(m)
			if ok != wok || (ok && !reflect.DeepEqual(got, want)) {
				t.Fatalf("quickHead of %q: %+v, %v; the decoder's %+v, %v", m[:min(len(m), 200)], got, ok, want, wok)
			}
			// jsonscan.Value stops at the value's end: json.Valid
			// also refuses anything but space after it.
			end, vok := jsonscan.Value(m, 0, 0)
			if valid := vok && len(bytes.TrimSpace(m[end:])) == 0; valid != json.Valid(m) {
				t.Fatalf("jsonscan.Value of %q says %v, json.Valid %v", m[:min(len(m), 200)], valid, !valid)
			}
			if ok {
				read++
			}
		}
	}
	t.Logf("%d snapshots and damaged copies read alike (%d with a head)", n, read)
}

// FuzzQuickHead: quickHead reads any bytes as json.Decoder read them
// (decoderQuickHead): the same head, or neither reads one. Its scanner
// is internal/jsonscan's, shared with the campaign's restore (its own
// FuzzValue and FuzzListEnds compare it with encoding/json).
//
//	go test ./save -run '^$' -fuzz FuzzQuickHead -fuzztime 3m
func FuzzQuickHead(f *testing.F) {
	for _, s := range []string{
		`{"version":2,"scenario":"x","options":["b","a"],"seed":7,"decisions":12,"patrols":[1,2]}`,
		` { "version" : 2 , "scenario":"x\u0041" ,"seed":7e0,"decisions":12}`,
		`{"stack":[{"decisions":3}],"version":1,"scenario":"x","seed":7,"decisions":12}`,
		`{"v\u0065rsion":2,"scenario":"x","seed":7,"decisions":-0.5e+3,"x":[true,false,null,{},[],""]}`,
		`{"x":{"a":[1,{"b":"\"\\\/\b\f\n\r\t"}]},"version":2,"scenario":"x","seed":7,"decisions":1}`,
		`{"version":2,"version":3,"scenario":"x","seed":7,"decisions":1}`,
		`{"version":2,"scenario":"x","se`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		got, ok := quickHead(b)
		want, wok := decoderQuickHead(b)
		if ok != wok || (ok && !reflect.DeepEqual(got, want)) {
			t.Fatalf("quickHead of %q: %+v, %v; the decoder's %+v, %v", b[:min(len(b), 200)], got, ok, want, wok)
		}
	})
}
