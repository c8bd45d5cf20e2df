package webbuild

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"os"
	"os/exec"
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

// BrotliCacheDir is where compressed copies (brotli, and zopfli's gzip)
// are kept by content hash: the user's cache directory, or none when
// there is none.
func BrotliCacheDir() string {
	d, err := os.UserCacheDir()
	if err != nil {
		return ""
	}
	return filepath.Join(d, "periscope", "brotli")
}

func brotliCached(b []byte) ([]byte, error) {
	return cachedCopy(b, fmt.Sprintf("q%d.br", BrotliQuality), func() ([]byte, error) {
		return BrotliBytes(b, BrotliQuality)
	})
}

// cachedCopy returns the compressed copy of b that compress makes, from
// the cache when the same bytes were compressed the same way (kind names
// the way) before.
func cachedCopy(b []byte, kind string, compress func() ([]byte, error)) ([]byte, error) {
	sum := sha256.Sum256(b)
	cache := BrotliCacheDir()
	var path string
	if cache != "" {
		path = filepath.Join(cache, hex.EncodeToString(sum[:16])+"-"+kind)
		if c, err := os.ReadFile(path); err == nil && len(c) > 0 {
			return c, nil
		}
	}
	c, err := compress()
	if err != nil {
		return nil, err
	}
	if path != "" && os.MkdirAll(cache, 0o755) == nil {
		_ = writeAtomic(path, c) // a cache: failing to keep it only costs time
	}
	return c, nil
}

// Zopfli is the command that writes the smallest gzip copies: zopfli
// (Debian's package of that name) finds a deflate stream about 5 % smaller
// than compress/gzip's best, and every browser reads it as gzip. Measured
// on the five-game wasm: 6,926,688 bytes from compress/gzip, 6,604,661
// from `zopfli --i1` (issue 16's gzip budget is a download size). It takes
// over a minute of CPU for the wasm, so cmd/serve runs it in the
// background after the site is up, and the copy is cached by content.
const Zopfli = "zopfli"

// zopfliMin is the smallest file worth zopfli's time.
const zopfliMin = 64 << 10

// ErrNoZopfli says zopfli is not installed: the .gz copies stay
// compress/gzip's.
var ErrNoZopfli = errors.New("zopfli is not installed (apt-get install zopfli): the .gz copies are compress/gzip's")

// WriteZopfli replaces the .gz copy of every large compressible file of
// dir with zopfli's, when that is smaller. Each copy appears whole
// (written aside and renamed), so a server may run while this does. It
// returns the wasm's gzip size afterwards.
func WriteZopfli(dir string, files []string) (wasmGzip int64, err error) {
	bin, err := exec.LookPath(Zopfli)
	if err != nil {
		return 0, ErrNoZopfli
	}
	for _, name := range files {
		if !compressible(name) {
			continue
		}
		path := filepath.Join(dir, name)
		b, err := os.ReadFile(path)
		if err != nil {
			return 0, err
		}
		gzPath := path + ".gz"
		if len(b) >= zopfliMin {
			z, err := cachedCopy(b, "i1.gz", func() ([]byte, error) {
				var out, stderr bytes.Buffer
				cmd := exec.Command(bin, "--i1", "-c", path)
				cmd.Stdout, cmd.Stderr = &out, &stderr
				if err := cmd.Run(); err != nil {
					return nil, fmt.Errorf("zopfli %s: %w: %s", name, err, strings.TrimSpace(stderr.String()))
				}
				return out.Bytes(), nil
			})
			if err != nil {
				return 0, err
			}
			if old, err := os.Stat(gzPath); err != nil || int64(len(z)) < old.Size() {
				if err := writeAtomic(gzPath, z); err != nil {
					return 0, err
				}
			}
		}
		if name == WasmName {
			st, err := os.Stat(gzPath)
			if err != nil {
				return 0, err
			}
			wasmGzip = st.Size()
		}
	}
	return wasmGzip, nil
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
