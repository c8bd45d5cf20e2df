package webbuild

import (
	"archive/zip"
	"os"
	"path/filepath"
	"reflect"
	"testing"
)

func TestZipPutsFilesAtTheRoot(t *testing.T) {
	dir := t.TempDir()
	for _, name := range []string{"index.html", "periscope.wasm", "sw.js"} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(name), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	zipPath := filepath.Join(t.TempDir(), "out", "site.zip")
	if err := Zip(dir, []string{"index.html", "sw.js", "periscope.wasm"}, zipPath); err != nil {
		t.Fatal(err)
	}
	zr, err := zip.OpenReader(zipPath)
	if err != nil {
		t.Fatal(err)
	}
	defer zr.Close()
	var names []string
	for _, f := range zr.File {
		names = append(names, f.Name)
	}
	if !reflect.DeepEqual(names, []string{"index.html", "sw.js", "periscope.wasm"}) {
		t.Fatalf("zip holds %v", names)
	}
}

func TestPageFilesExist(t *testing.T) {
	// The page files Build copies must exist in the repository.
	for _, f := range pageFiles {
		if _, err := os.Stat(filepath.Join("..", "..", f.src)); err != nil {
			t.Error(err)
		}
	}
}

func TestGameVersion(t *testing.T) {
	if v := GameVersion(t.TempDir()); v != BaseVersion {
		t.Fatalf("outside git: %q", v)
	}
}
