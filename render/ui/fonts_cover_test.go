package ui_test

import (
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode"

	"golang.org/x/image/font/sfnt"

	"periscope/assets"
)

// notInGoFonts are characters the rules reference's text uses that the Go
// fonts never had, even whole (they draw as boxes, as they always did):
// the ceiling and floor brackets and the element-of sign of the
// specification's formulas. The reference should word them instead.
var notInGoFonts = map[rune]bool{'⌈': true, '⌉': true, '⌊': true, '⌋': true, '∈': true}

// The fonts are cut down to the scripts the game draws
// (scripts/subset-fonts.sh). Every character the game can put on screen —
// the catalogue's English and Italian, the UI's own strings, the game data
// (names of boats, ships, areas and bases, scenario texts) and the rules
// reference — must be in every font, or it would draw as an empty box.
func TestFontsCoverEveryTextTheGameDraws(t *testing.T) {
	var fonts []*sfnt.Font
	for _, name := range []string{assets.FontRegular, assets.FontBold, assets.FontMono} {
		b, err := assets.Font(name)
		if err != nil {
			t.Fatal(err)
		}
		f, err := sfnt.Parse(b)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		fonts = append(fonts, f)
	}
	var buf sfnt.Buffer
	seen := map[rune]string{}
	scan := func(path string, text string) {
		for _, r := range text {
			if r < 0x20 || r == 0x7f || unicode.Is(unicode.Cf, r) || unicode.Is(unicode.Mn, r) {
				continue // control and format characters are never drawn
			}
			if _, ok := seen[r]; !ok {
				seen[r] = path
			}
		}
	}
	root := filepath.Join("..", "..")
	for _, dir := range []string{"i18n", "render", "assets/data", "assets/rules"} {
		err := filepath.WalkDir(filepath.Join(root, dir), func(p string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() {
				return err
			}
			if strings.HasSuffix(p, "_test.go") || !(strings.HasSuffix(p, ".go") || strings.HasSuffix(p, ".json")) {
				return nil
			}
			b, err := os.ReadFile(p)
			if err != nil {
				return err
			}
			scan(p, string(b))
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	if len(seen) < 120 {
		t.Fatalf("only %d distinct characters found: the scan did not read the texts", len(seen))
	}
	for r, where := range seen {
		if notInGoFonts[r] {
			continue
		}
		for i, f := range fonts {
			if g, err := f.GlyphIndex(&buf, r); err != nil || g == 0 {
				t.Errorf("%q (U+%04X, in %s) is not in font %d", r, r, where, i)
			}
		}
	}
}
