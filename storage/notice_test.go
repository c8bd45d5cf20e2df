//go:build !js

package storage

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// A configuration path that is a file: the game plays in memory and the
// notice names the path and the reason (issue 15, defect 6).
func TestStartConfigDirIsAFile(t *testing.T) {
	file := filepath.Join(t.TempDir(), "not-a-dir")
	if err := os.WriteFile(file, []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Setenv("PERISCOPE_CONFIG_DIR", file)
	s, notice := Start("test", time.Unix(0, 0))
	if _, ok := s.(*Memory); !ok {
		t.Fatalf("store %T, want *Memory", s)
	}
	for _, want := range []string{"Nothing will be saved", file, "not a directory", "Export"} {
		if !strings.Contains(notice, want) {
			t.Errorf("notice %q lacks %q", notice, want)
		}
	}
}

// A save folder that cannot be written (here the boot record's name is
// taken by a directory, which fails even for root): the store stays, the
// notice names the folder and the reason.
func TestStartUnwritableDir(t *testing.T) {
	dir := t.TempDir()
	if err := os.Mkdir(filepath.Join(dir, BootKey), 0o755); err != nil {
		t.Fatal(err)
	}
	t.Setenv("PERISCOPE_CONFIG_DIR", dir)
	s, notice := Start("test", time.Unix(0, 0))
	if _, ok := s.(*Files); !ok {
		t.Fatalf("store %T, want *Files", s)
	}
	for _, want := range []string{"Saving may not work", dir, BootKey} {
		if !strings.Contains(notice, want) {
			t.Errorf("notice %q lacks %q", notice, want)
		}
	}
}

func TestStartWorks(t *testing.T) {
	t.Setenv("PERISCOPE_CONFIG_DIR", t.TempDir())
	if _, notice := Start("test", time.Unix(0, 0)); notice != "" {
		t.Fatalf("notice %q for a working store", notice)
	}
}
