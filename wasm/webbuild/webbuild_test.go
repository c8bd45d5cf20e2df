package webbuild

import (
	"archive/zip"
	"bytes"
	"compress/gzip"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
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

// TestWriteZopfli: zopfli's copy replaces compress/gzip's when smaller, still
// reads as the file, and comes from the cache the second time; without
// zopfli the .gz copies stay and the caller is told why.
func TestWriteZopfli(t *testing.T) {
	t.Setenv("HOME", t.TempDir())
	t.Setenv("XDG_CACHE_HOME", "")
	dir := t.TempDir()
	var page []byte
	for i := 0; len(page) < zopfliMin+1000; i++ {
		page = fmt.Appendf(page, "<p id=%d>U-%d sank %d t in area %d</p>\n", i, i%97, i*131%9001, i%13)
	}
	os.WriteFile(filepath.Join(dir, WasmName), page, 0o644)
	files := []string{WasmName}
	if err := WriteGzip(dir, files); err != nil {
		t.Fatal(err)
	}
	st, _ := os.Stat(filepath.Join(dir, WasmName+".gz"))
	goGzip := st.Size()

	t.Run("without zopfli", func(t *testing.T) {
		t.Setenv("PATH", t.TempDir())
		if _, err := WriteZopfli(dir, files); !errors.Is(err, ErrNoZopfli) {
			t.Fatalf("err = %v, want ErrNoZopfli", err)
		}
	})
	if _, err := exec.LookPath(Zopfli); err != nil {
		t.Skip("zopfli is not installed (scripts/test.sh installs it)")
	}
	n, err := WriteZopfli(dir, files)
	if err != nil {
		t.Fatal(err)
	}
	if n <= 0 || n > goGzip {
		t.Fatalf("zopfli's gzip is %d bytes, compress/gzip's %d", n, goGzip)
	}
	t.Logf("gzip %d bytes, zopfli %d", goGzip, n)
	f, _ := os.Open(filepath.Join(dir, WasmName+".gz"))
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	if b, _ := io.ReadAll(zr); !bytes.Equal(b, page) {
		t.Fatal("zopfli's .gz does not decompress to the file")
	}
	entries, _ := os.ReadDir(BrotliCacheDir())
	if len(entries) != 1 {
		t.Fatalf("cache holds %d entries, want zopfli's copy", len(entries))
	}
	// The second run must not run zopfli: one that only fails stands in.
	fake := t.TempDir()
	os.WriteFile(filepath.Join(fake, Zopfli), []byte("#!/bin/sh\nexit 1\n"), 0o755)
	t.Setenv("PATH", fake)
	if again, err := WriteZopfli(dir, files); err != nil || again != n {
		t.Fatalf("second run: %d, %v", again, err)
	}
}
