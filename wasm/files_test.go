//go:build !js

package wasm

import (
	"errors"
	"os"
	"path/filepath"
	"testing"
)

// Natively an export is a file in the export directory, never replacing
// one; Open reads it back, refusing what is over the size limit.
func TestNativeFiles(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("PERISCOPE_EXPORT_DIR", dir)
	f := NewFiles(100)
	if f.Dir() != dir || f.CanPick() {
		t.Fatalf("dir %q, can pick %v", f.Dir(), f.CanPick())
	}
	p1, err := f.Export("game.json", []byte(`{"a":1}`))
	if err != nil || p1 != filepath.Join(dir, "game.json") {
		t.Fatalf("export: %q %v", p1, err)
	}
	p2, err := f.Export("../game.json", []byte(`{"a":2}`))
	if err != nil || p2 != filepath.Join(dir, "game (2).json") {
		t.Fatalf("second export: %q %v", p2, err)
	}
	if b, _ := os.ReadFile(p1); string(b) != `{"a":1}` {
		t.Fatalf("the first export was replaced: %s", b)
	}
	got := f.Open(p2)
	if got.Err != nil || string(got.Data) != `{"a":2}` || got.Name != "game (2).json" {
		t.Fatalf("open: %+v", got)
	}
	big := filepath.Join(dir, "big.json")
	os.WriteFile(big, make([]byte, 101), 0o644)
	var tb *TooBigError
	if got := f.Open(big); !errors.As(got.Err, &tb) || tb.Size != 101 || got.Data != nil {
		t.Fatalf("too big: %+v", got)
	}
	if got := f.Open(filepath.Join(dir, "missing.json")); got.Err == nil {
		t.Fatal("opened a missing file")
	}
	if got := f.Open(dir); got.Err == nil {
		t.Fatal("opened a folder")
	}
}
