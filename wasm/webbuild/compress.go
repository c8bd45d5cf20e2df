package webbuild

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/andybalholm/brotli"
)

// Precompressed copies: every file of the site worth compressing gets a
// name.gz (gzip, best compression) and a name.br (brotli) beside it, for
// servers that send them as they are (cmd/serve negotiates
// Accept-Encoding; many static hosts do the same). The itch.io zip leaves
// them out: itch.io compresses by itself.

// BrotliQuality is the brotli level of the .br files: the highest (11),
// which takes the wasm from 5.9 MB gzip to 4.1 MB, at some minutes of CPU
// for the 26 MB wasm on a busy 2-core machine; quality 9 took 21 s and
// gave 4.8 MB. The result is cached by content (BrotliCacheDir), so a
// build whose wasm did not change costs nothing.
const BrotliQuality = 11

// compressible reports whether name is worth precompressing.
func compressible(name string) bool {
	switch filepath.Ext(name) {
	case ".wasm", ".js", ".css", ".html", ".svg", ".json":
		return true
	}
	return false
}

// WriteGzip writes name.gz beside each compressible file of dir.
func WriteGzip(dir string, files []string) error {
	for _, name := range files {
		if !compressible(name) {
			continue
		}
		b, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			return err
		}
		gz, err := gzipBytes(b)
		if err != nil {
			return err
		}
		if err := writeAtomic(filepath.Join(dir, name+".gz"), gz); err != nil {
			return err
		}
	}
	return nil
}

// WriteBrotli writes name.br beside each compressible file of dir, at
// BrotliQuality, taking a copy from the cache when the same bytes were
// compressed before. Each .br appears whole (written aside and renamed), so
// a server may run while this does. It returns the wasm's brotli size (0 if
// the site has no wasm).
func WriteBrotli(dir string, files []string) (wasmBrotli int64, err error) {
	for _, name := range files {
		if !compressible(name) {
			continue
		}
		b, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			return 0, err
		}
		br, err := brotliCached(b)
		if err != nil {
			return 0, err
		}
		if err := writeAtomic(filepath.Join(dir, name+".br"), br); err != nil {
			return 0, err
		}
		if name == WasmName {
			wasmBrotli = int64(len(br))
		}
	}
	return wasmBrotli, nil
}

// BrotliCacheDir is where compressed copies are kept by content hash:
// the user's cache directory, or none when there is none.
func BrotliCacheDir() string {
	d, err := os.UserCacheDir()
	if err != nil {
		return ""
	}
	return filepath.Join(d, "periscope", "brotli")
}

func brotliCached(b []byte) ([]byte, error) {
	sum := sha256.Sum256(b)
	cache := BrotliCacheDir()
	var path string
	if cache != "" {
		path = filepath.Join(cache, fmt.Sprintf("%s-q%d.br", hex.EncodeToString(sum[:16]), BrotliQuality))
		if br, err := os.ReadFile(path); err == nil && len(br) > 0 {
			return br, nil
		}
	}
	br, err := BrotliBytes(b, BrotliQuality)
	if err != nil {
		return nil, err
	}
	if path != "" && os.MkdirAll(cache, 0o755) == nil {
		_ = writeAtomic(path, br) // a cache: failing to keep it only costs time
	}
	return br, nil
}

// BrotliBytes compresses b with brotli at quality (0–11), with the largest
// window browsers accept (16 MB).
func BrotliBytes(b []byte, quality int) ([]byte, error) {
	var buf bytes.Buffer
	w := brotli.NewWriterOptions(&buf, brotli.WriterOptions{Quality: quality, LGWin: 24})
	if _, err := w.Write(b); err != nil {
		return nil, err
	}
	if err := w.Close(); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// writeAtomic writes data to path through a temporary file and a rename.
func writeAtomic(path string, data []byte) error {
	tmp, err := os.CreateTemp(filepath.Dir(path), "."+strings.TrimPrefix(filepath.Base(path), ".")+".tmp-*")
	if err != nil {
		return err
	}
	if _, err := tmp.Write(data); err != nil {
		tmp.Close()
		os.Remove(tmp.Name())
		return err
	}
	if err := tmp.Close(); err != nil {
		os.Remove(tmp.Name())
		return err
	}
	if err := os.Chmod(tmp.Name(), 0o644); err != nil { // CreateTemp makes it 0600
		os.Remove(tmp.Name())
		return err
	}
	if err := os.Rename(tmp.Name(), path); err != nil {
		os.Remove(tmp.Name())
		return err
	}
	return nil
}
