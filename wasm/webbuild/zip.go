package webbuild

import (
	"archive/zip"
	"io"
	"os"
	"path/filepath"
	"time"
)

// Zip writes the named files of dir into a zip at zipPath, at the zip's root
// (as itch.io wants: index.html at the top), in the given order.
func Zip(dir string, files []string, zipPath string) error {
	if err := os.MkdirAll(filepath.Dir(zipPath), 0o755); err != nil {
		return err
	}
	f, err := os.Create(zipPath)
	if err != nil {
		return err
	}
	zw := zip.NewWriter(f)
	for _, name := range files {
		if err := addFile(zw, filepath.Join(dir, name), name); err != nil {
			zw.Close()
			f.Close()
			return err
		}
	}
	if err := zw.Close(); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

func addFile(zw *zip.Writer, path, name string) error {
	src, err := os.Open(path)
	if err != nil {
		return err
	}
	defer src.Close()
	w, err := zw.CreateHeader(&zip.FileHeader{
		Name:     filepath.ToSlash(name),
		Method:   zip.Deflate,
		Modified: time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC), // reproducible zips
	})
	if err != nil {
		return err
	}
	_, err = io.Copy(w, src)
	return err
}
