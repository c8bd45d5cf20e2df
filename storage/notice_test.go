//go:build !js

package storage

import (
	"os"
	"path/filepath"
	"periscope/i18n"
	"strings"
	"testing"
	"time"
)

// A configuration path that is a file: the game plays in memory and the
// notice names the path and the reason (issue 15, defect 6).
func TestStartConfigDirIsAFile(t *testing.T) {
	file := configDirIsAFile(t)
	s, msg := Start("test", time.Unix(0, 0))
	notice := i18n.EN.T(msg.ID, msg.Args...)
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
	s, msg := Start("test", time.Unix(0, 0))
	notice := i18n.EN.T(msg.ID, msg.Args...)
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
	if _, notice := Start("test", time.Unix(0, 0)); notice != nil {
		t.Fatalf("notice %+v for a working store", notice)
	}
}

// The notice is a message in both languages (issue 12): the Italian names
// the same path and reason, and nothing of the English is left in it.
func TestStartNoticeInItalian(t *testing.T) {
	file := configDirIsAFile(t)
	_, msg := Start("test", time.Unix(0, 0))
	it := i18n.IT.T(msg.ID, msg.Args...)
	for _, want := range []string{"Non verrà salvato nulla", "cartella dei salvataggi", file, "Esporta"} {
		if !strings.Contains(it, want) {
			t.Errorf("Italian notice %q lacks %q", it, want)
		}
	}
	if strings.Contains(it, "Nothing will be saved") || strings.Contains(it, "save folder") {
		t.Errorf("Italian notice %q keeps English", it)
	}
}

// configDirIsAFile points PERISCOPE_CONFIG_DIR at a file, and returns it.
func configDirIsAFile(t *testing.T) string {
	t.Helper()
	file := filepath.Join(t.TempDir(), "not-a-dir")
	if err := os.WriteFile(file, []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Setenv("PERISCOPE_CONFIG_DIR", file)
	return file
}
