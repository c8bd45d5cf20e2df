//go:build !js

package storage

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

func TestFiles(t *testing.T) {
	dir := t.TempDir()
	s, err := NewFiles(dir)
	if err != nil {
		t.Fatal(err)
	}
	testStore(t, s)
	// A second store over the same directory sees the same values
	// (the native round trip the game relies on across runs).
	s2, _ := NewFiles(dir)
	var b Boot
	if err := LoadJSON(s2, BootKey, &b); err != nil || b.Count != 2 {
		t.Fatalf("reopen: %+v, %v", b, err)
	}
	// No temporary files are left behind, and stray files are not listed.
	if err := os.WriteFile(filepath.Join(dir, ".tmp-x-123"), []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		if strings.HasPrefix(e.Name(), tmpPrefix) && e.Name() != ".tmp-x-123" {
			t.Errorf("leftover temp file %s", e.Name())
		}
	}
	keys, _ := s2.List("")
	for _, k := range keys {
		if strings.HasPrefix(k, ".") {
			t.Errorf("List returned %q", k)
		}
	}
}

func TestOpenHonoursEnv(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "cfg")
	t.Setenv("PERISCOPE_CONFIG_DIR", dir)
	s, err := Open()
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Save("periscope.x", []byte(`1`)); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(dir, "periscope.x")); err != nil {
		t.Fatal(err)
	}
}

func TestFilesSize(t *testing.T) {
	s, _ := NewFiles(t.TempDir())
	s.Save("periscope.x", []byte("hello"))
	if n, err := s.Size("periscope.x"); err != nil || n != 5 {
		t.Fatalf("size %d, %v", n, err)
	}
	if _, err := s.Size("periscope.none"); !errors.Is(err, ErrNotFound) {
		t.Fatalf("missing: %v", err)
	}
}

// Temporary files left by interrupted writes are removed when the store is
// opened, unless they are young enough to be another process's write in
// progress (issue 15, defect 7).
func TestFilesRemovesStaleTemp(t *testing.T) {
	dir := t.TempDir()
	old := time.Now().Add(-time.Hour)
	for _, name := range []string{".tmp-periscope.save.1-123", ".tmp-periscope.saveindex-456"} {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte("half a save"), 0o644); err != nil {
			t.Fatal(err)
		}
		os.Chtimes(p, old, old)
	}
	young := filepath.Join(dir, ".tmp-periscope.save.2-789")
	os.WriteFile(young, []byte("being written"), 0o644)
	os.WriteFile(filepath.Join(dir, "periscope.save.1"), []byte("{}"), 0o644)
	if _, err := NewFiles(dir); err != nil {
		t.Fatal(err)
	}
	entries, _ := os.ReadDir(dir)
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	if strings.Join(names, " ") != ".tmp-periscope.save.2-789 periscope.save.1" {
		t.Fatalf("left %v", names)
	}
}
