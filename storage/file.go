//go:build !js

package storage

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"syscall"
	"time"
)

// Files is a Store that keeps each value in its own file in one directory.
// Writes are atomic: the value goes to a temporary file in the same
// directory, is synced, and is renamed over the old file.
type Files struct {
	dir string
}

const tmpPrefix = ".tmp-"

// NewFiles returns a store over dir, creating the directory if needed, and
// removes the temporary files that interrupted writes left there.
func NewFiles(dir string) (*Files, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, fmt.Errorf("storage: %w", err)
	}
	f := &Files{dir: dir}
	f.removeStaleTemp(time.Now())
	return f, nil
}

// staleTemp is how old a temporary file must be to be removed: a younger
// one may be another copy of the game writing now.
const staleTemp = time.Minute

// removeStaleTemp removes the temporary files (".tmp-<key>-<random>") older
// than staleTemp: a write killed between creating its temporary file and
// renaming it leaves one, which nothing else ever removes (issue 15,
// defect 7). It returns how many it removed.
func (f *Files) removeStaleTemp(now time.Time) int {
	entries, err := os.ReadDir(f.dir)
	if err != nil {
		return 0
	}
	n := 0
	for _, e := range entries {
		if !strings.HasPrefix(e.Name(), tmpPrefix) || !e.Type().IsRegular() {
			continue
		}
		if fi, err := e.Info(); err != nil || now.Sub(fi.ModTime()) < staleTemp {
			continue
		}
		if os.Remove(filepath.Join(f.dir, e.Name())) == nil {
			n++
		}
	}
	return n
}

// Open returns the platform's default store: files under
// os.UserConfigDir()/periscope/, or under $PERISCOPE_CONFIG_DIR if set.
func Open() (Store, error) {
	dir := os.Getenv("PERISCOPE_CONFIG_DIR")
	if dir == "" {
		base, err := os.UserConfigDir()
		if err != nil {
			return nil, fmt.Errorf("storage: %w", err)
		}
		dir = filepath.Join(base, "periscope")
	}
	return NewFiles(dir)
}

// Dir returns the directory the store writes to.
func (f *Files) Dir() string { return f.dir }

// List implements Store.
func (f *Files) List(prefix string) ([]string, error) {
	entries, err := os.ReadDir(f.dir)
	if err != nil {
		return nil, fmt.Errorf("storage: %w", err)
	}
	var keys []string
	for _, e := range entries {
		name := e.Name()
		if !e.Type().IsRegular() || strings.HasPrefix(name, ".") || CheckKey(name) != nil {
			continue
		}
		if strings.HasPrefix(name, prefix) {
			keys = append(keys, name)
		}
	}
	sort.Strings(keys)
	return keys, nil
}

// Load implements Store.
func (f *Files) Load(key string) ([]byte, error) {
	if err := CheckKey(key); err != nil {
		return nil, err
	}
	data, err := os.ReadFile(filepath.Join(f.dir, key))
	if errors.Is(err, fs.ErrNotExist) {
		return nil, fmt.Errorf("%w: %q", ErrNotFound, key)
	}
	if err != nil {
		return nil, fmt.Errorf("storage: %w", err)
	}
	return data, nil
}

// Save implements Store.
func (f *Files) Save(key string, data []byte) (err error) {
	if err := checkSave(key, data); err != nil {
		return err
	}
	tmp, err := os.CreateTemp(f.dir, tmpPrefix+key+"-*")
	if err != nil {
		return wrapWriteErr(key, err)
	}
	defer func() {
		if err != nil {
			tmp.Close()
			os.Remove(tmp.Name())
		}
	}()
	if _, err := tmp.Write(data); err != nil {
		return wrapWriteErr(key, err)
	}
	if err := tmp.Sync(); err != nil {
		return wrapWriteErr(key, err)
	}
	if err := tmp.Close(); err != nil {
		return wrapWriteErr(key, err)
	}
	if err := os.Rename(tmp.Name(), filepath.Join(f.dir, key)); err != nil {
		return wrapWriteErr(key, err)
	}
	syncDir(f.dir)
	return nil
}

// Delete implements Store.
func (f *Files) Delete(key string) error {
	if err := CheckKey(key); err != nil {
		return err
	}
	err := os.Remove(filepath.Join(f.dir, key))
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return fmt.Errorf("storage: %w", err)
	}
	return nil
}

func wrapWriteErr(key string, err error) error {
	if errors.Is(err, syscall.ENOSPC) {
		return fmt.Errorf("%w: key %q: %v", ErrQuota, key, err)
	}
	return fmt.Errorf("storage: saving %q: %w", key, err)
}

// syncDir makes the rename durable where the platform allows it.
func syncDir(dir string) {
	d, err := os.Open(dir)
	if err != nil {
		return
	}
	_ = d.Sync() // not supported everywhere (e.g. Windows); the rename is still atomic
	d.Close()
}

// Size implements Sizer.
func (f *Files) Size(key string) (int, error) {
	if err := CheckKey(key); err != nil {
		return 0, err
	}
	fi, err := os.Stat(filepath.Join(f.dir, key))
	if errors.Is(err, fs.ErrNotExist) {
		return 0, fmt.Errorf("%w: %q", ErrNotFound, key)
	}
	if err != nil {
		return 0, fmt.Errorf("storage: %w", err)
	}
	return int(fi.Size()), nil
}
