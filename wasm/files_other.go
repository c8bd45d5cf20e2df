//go:build !js

package wasm

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"
)

// nativeFiles exports into a directory and reads typed paths and files
// dropped on the window (Ebitengine's DroppedFiles).
type nativeFiles struct {
	max int64
	dir string
	mu  sync.Mutex
}

func newFiles(maxSize int64) Files { return &nativeFiles{max: maxSize, dir: exportDir()} }

// exportDir is $PERISCOPE_EXPORT_DIR, else ~/Downloads when it exists, else
// the home directory, else the working directory.
func exportDir() string {
	if d := os.Getenv("PERISCOPE_EXPORT_DIR"); d != "" {
		return d
	}
	home, err := os.UserHomeDir()
	if err != nil {
		return "."
	}
	if fi, err := os.Stat(filepath.Join(home, "Downloads")); err == nil && fi.IsDir() {
		return filepath.Join(home, "Downloads")
	}
	return home
}

func (n *nativeFiles) Dir() string { return n.dir }

func (n *nativeFiles) CanPick() bool { return false }

func (n *nativeFiles) Pick() {}

func (n *nativeFiles) Dragging() bool { return false }

// Export writes the file without ever replacing one: name, then
// "name (2)", "name (3)", ...
func (n *nativeFiles) Export(name string, data []byte) (string, error) {
	n.mu.Lock()
	defer n.mu.Unlock()
	if err := os.MkdirAll(n.dir, 0o755); err != nil {
		return "", err
	}
	name = filepath.Base(name)
	ext := filepath.Ext(name)
	stem := strings.TrimSuffix(name, ext)
	for i := 1; i < 1000; i++ {
		p := filepath.Join(n.dir, name)
		if i > 1 {
			p = filepath.Join(n.dir, fmt.Sprintf("%s (%d)%s", stem, i, ext))
		}
		f, err := os.OpenFile(p, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
		if errors.Is(err, fs.ErrExist) {
			continue
		}
		if err != nil {
			return "", err
		}
		_, werr := f.Write(data)
		if err := f.Close(); werr == nil {
			werr = err
		}
		if werr != nil {
			os.Remove(p)
			return "", werr
		}
		return p, nil
	}
	return "", fmt.Errorf("too many files called %s in %s", name, n.dir)
}

// Open reads the file at path ("~/" is the home directory).
func (n *nativeFiles) Open(path string) File {
	path = strings.TrimSpace(path)
	if rest, ok := strings.CutPrefix(path, "~"+string(filepath.Separator)); ok {
		if home, err := os.UserHomeDir(); err == nil {
			path = filepath.Join(home, rest)
		}
	}
	f := File{Name: filepath.Base(path)}
	fh, err := os.Open(path)
	if err != nil {
		f.Err = err
		return f
	}
	defer fh.Close()
	fi, err := fh.Stat()
	if err != nil {
		f.Err = err
		return f
	}
	if fi.IsDir() {
		f.Err = fmt.Errorf("%s is a folder, not a file", path)
		return f
	}
	return readLimited(f, fh, fi.Size(), n.max)
}

func readLimited(f File, r io.Reader, size, max int64) File {
	f.Size = size
	if size > max {
		f.Err = &TooBigError{Size: size, Max: max}
		return f
	}
	data, err := io.ReadAll(io.LimitReader(r, max+1))
	if err != nil {
		f.Err = err
		return f
	}
	if int64(len(data)) > max {
		f.Size = int64(len(data))
		f.Err = &TooBigError{Size: f.Size, Max: max}
		return f
	}
	f.Data, f.Size = data, int64(len(data))
	return f
}

// Received returns the files dropped on the window this tick.
func (n *nativeFiles) Received() []File {
	dropped := ebiten.DroppedFiles()
	if dropped == nil {
		return nil
	}
	var out []File
	entries, err := fs.ReadDir(dropped, ".")
	if err != nil {
		return []File{{Name: "dropped file", Err: err}}
	}
	for _, e := range entries {
		if e.IsDir() {
			out = append(out, File{Name: e.Name(), Err: fmt.Errorf("%s is a folder, not a file", e.Name())})
			continue
		}
		f := File{Name: e.Name()}
		fh, err := dropped.Open(e.Name())
		if err != nil {
			f.Err = err
			out = append(out, f)
			continue
		}
		size := int64(-1)
		if fi, err := fh.Stat(); err == nil {
			size = fi.Size()
		}
		out = append(out, readLimited(f, fh, size, n.max))
		fh.Close()
	}
	return out
}
