package webbuild

import (
	"archive/zip"
	"bytes"
	"compress/gzip"
	"io"
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/andybalholm/brotli"
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

// The precompressed copies decompress to the files, and only files worth
// compressing get them.
func TestPrecompress(t *testing.T) {
	t.Setenv("XDG_CACHE_HOME", t.TempDir())
	t.Setenv("HOME", t.TempDir())
	dir := t.TempDir()
	page := bytes.Repeat([]byte("<p>Periscope</p>\n"), 500)
	os.WriteFile(filepath.Join(dir, "index.html"), page, 0o644)
	os.WriteFile(filepath.Join(dir, "icon.png"), []byte("PNG"), 0o644)
	files := []string{"index.html", "icon.png"}
	if err := WriteGzip(dir, files); err != nil {
		t.Fatal(err)
	}
	if _, err := WriteBrotli(dir, files); err != nil {
		t.Fatal(err)
	}
	gzf, _ := os.Open(filepath.Join(dir, "index.html.gz"))
	defer gzf.Close()
	zr, err := gzip.NewReader(gzf)
	if err != nil {
		t.Fatal(err)
	}
	if b, _ := io.ReadAll(zr); !bytes.Equal(b, page) {
		t.Fatal("the .gz does not decompress to the page")
	}
	brf, _ := os.Open(filepath.Join(dir, "index.html.br"))
	defer brf.Close()
	if b, _ := io.ReadAll(brotli.NewReader(brf)); !bytes.Equal(b, page) {
		t.Fatal("the .br does not decompress to the page")
	}
	for _, ext := range []string{".gz", ".br"} {
		if _, err := os.Stat(filepath.Join(dir, "icon.png"+ext)); err == nil {
			t.Errorf("icon.png%s written", ext)
		}
	}
	// A second run takes the copy from the cache.
	cached, err := brotliCached(page)
	if err != nil || len(cached) == 0 {
		t.Fatal(err)
	}
	entries, _ := os.ReadDir(BrotliCacheDir())
	if len(entries) != 1 {
		t.Fatalf("cache holds %d entries", len(entries))
	}
}
