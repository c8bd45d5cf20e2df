//go:build !js

package save

import (
	"errors"
	"os"
	"path/filepath"
	"testing"

	"periscope/storage"
)

// The native round trip with files: a save in a Files store survives a new
// Manager (a restart), exports to a file and imports back; a write
// interrupted between writing the new file and replacing the index leaves
// the old save in place.
func TestFilesRoundTrip(t *testing.T) {
	dir := t.TempDir()
	fs1, err := storage.NewFiles(filepath.Join(dir, "config"))
	if err != nil {
		t.Fatal(err)
	}
	m := newManager(fs1)
	rec, g := play(t, "atlantic", "happy-time-1940", 8, 70)
	a, err := m.Save("Files", "g1", rec, g)
	if err != nil {
		t.Fatal(err)
	}
	fs2, _ := storage.NewFiles(filepath.Join(dir, "config"))
	m2 := newManager(fs2)
	es, err := m2.List()
	if err != nil || len(es) != 1 || es[0].Key != a.Key {
		t.Fatalf("after restart: %+v, %v", es, err)
	}
	name, data, err := m2.Export(a.Key)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, name)
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	back, _ := os.ReadFile(path)
	e, _, err := m2.Import(filepath.Base(path), back)
	if err != nil || e.Name != "Files (2)" {
		t.Fatalf("import: %+v, %v", e, err)
	}
	// Interrupted: the new file is written and read back, then the index
	// write fails.
	faulty := &storage.Faulty{Store: fs2, Fail: func(op storage.Op) error {
		if op.Kind == "save" && op.Key == IndexKey {
			return errors.New("power cut")
		}
		return nil
	}}
	m3 := newManager(faulty)
	rec2, g2 := play(t, "atlantic", "happy-time-1940", 8, 100)
	if _, err := m3.Save("Files", "g1", rec2, g2); err == nil {
		t.Fatal("no error")
	}
	faulty.Fail = nil
	o, err := m3.Load(a.Key)
	if err != nil || o.File.Summary.Decisions != 70 {
		t.Fatalf("the old save after the interrupted write: %v", err)
	}
	es, _ = m3.List()
	if len(es) != 2 {
		t.Fatalf("after the interrupted write: %+v", es)
	}
	entries, _ := os.ReadDir(filepath.Join(dir, "config"))
	if len(entries) != 3 { // two saves and the index
		var names []string
		for _, e := range entries {
			names = append(names, e.Name())
		}
		t.Fatalf("files left: %v", names)
	}
}
