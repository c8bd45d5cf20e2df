package save

import (
	"bytes"
	"testing"
)

// FuzzTurnAndDelta: a game's turns are read back from the browser's
// storage, which anything may have written (another tab, a cleaner, a
// hand): decodeTurn and applyDelta must refuse whatever is not theirs with
// an error, never a panic or an allocation beyond their bound; and a delta
// encoded from two snapshots rebuilds the second from the first exactly.
func FuzzTurnAndDelta(f *testing.F) {
	src := []byte(`{"turn":41,"subs":[{"id":"U-47","area":"North Sea"},{"id":"U-99","area":"Western Approaches"}],"patrols":[1,2,3,4,5,6,7,8,9,10]}`)
	dst := []byte(`{"turn":42,"subs":[{"id":"U-47","area":"Western Approaches"},{"id":"U-99","area":"Western Approaches"}],"patrols":[1,2,3,4,5,6,7,8,9,10,11]}`)
	delta := encodeDelta(src, dst)
	turn, err := encodeTurn(turnDelta, "periscope.turns.g1.300.1f", delta)
	if err != nil {
		f.Fatal(err)
	}
	frame, err := encodeTurn(turnFrame, "", src)
	if err != nil {
		f.Fatal(err)
	}
	f.Add(turn, src, dst)
	f.Add(frame, dst, src)
	f.Add(delta, src, src)
	f.Add([]byte("D\n!!!"), []byte{}, []byte("x"))
	f.Add([]byte{0xff, 0xff, 0xff, 0xff, 0x0f, 0, 1}, []byte("abc"), []byte{})
	f.Fuzz(func(t *testing.T, data, a, b []byte) {
		const max = 1 << 16
		if kind, _, payload, err := decodeTurn(data, max); err == nil {
			if kind != turnFrame && kind != turnDelta || len(payload) > max {
				t.Fatalf("decodeTurn accepted kind %q with %d bytes", kind, len(payload))
			}
		}
		if out, err := applyDelta(nil, a, data, max, true); err == nil && len(out) > max {
			t.Fatalf("applyDelta built %d bytes, over its bound %d", len(out), max)
		}
		out, err := applyDelta(nil, a, encodeDelta(a, b), len(b), true)
		if err != nil || !bytes.Equal(out, b) {
			t.Fatalf("a delta of %d bytes against %d did not rebuild them: %v", len(b), len(a), err)
		}
	})
}
