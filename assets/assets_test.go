package assets

import (
	"io/fs"
	"testing"
)

func TestEmbedded(t *testing.T) {
	for _, name := range []string{FontRegular, FontBold, FontMono, "fonts/LICENSE"} {
		if b, err := fs.ReadFile(FS, name); err != nil || len(b) == 0 {
			t.Errorf("%s: %v", name, err)
		}
	}
	if _, err := Font(FontBold); err != nil {
		t.Error(err)
	}
	if entries, err := fs.ReadDir(FS, "data"); err != nil || len(entries) == 0 {
		t.Errorf("data/ not embedded: %v", err)
	}
}
