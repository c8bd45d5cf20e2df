package webbuild

import (
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strconv"
	"testing"
)

// TestTrimPatches: every trim patch applies to the Ebitengine of go.mod
// (else the browser build falls back to the unpatched module, and the
// wasm grows past its budget), the patched file parses and no longer
// imports what the patch removes, and EbitenPatches carries it.
func TestTrimPatches(t *testing.T) {
	dir := moduleDir(t, ebitenModule)
	for rel, p := range trimPatches {
		if EbitenPatches[rel] == nil {
			t.Errorf("%s: not among EbitenPatches", rel)
		}
		b, err := os.ReadFile(filepath.Join(dir, filepath.FromSlash(rel)))
		if err != nil {
			t.Fatal(err)
		}
		s, ok := p.apply(string(b))
		if !ok {
			t.Errorf("%s: the patch does not apply", rel)
			continue
		}
		f, err := parser.ParseFile(token.NewFileSet(), rel, s, 0)
		if err != nil {
			t.Errorf("%s patched: %v", rel, err)
			continue
		}
		for _, imp := range f.Imports {
			path, _ := strconv.Unquote(imp.Path.Value)
			for _, g := range p.gone {
				if path == g {
					t.Errorf("%s patched still imports %s", rel, g)
				}
			}
		}
		if _, ok := p.apply(s); ok && len(p.edits) > 0 && p.edits[0][0] != p.edits[0][1] {
			t.Errorf("%s: the patch applies twice (an edit's old text survives it)", rel)
		}
	}
}

// TestTrimPatchRefusesAChangedFile: an edit whose old text is missing or
// repeated leaves the file alone.
func TestTrimPatchRefusesAChangedFile(t *testing.T) {
	p := trimPatch{edits: [][2]string{{"old", "new"}}, append: "\n// end\n"}
	if s, ok := p.apply("a old b"); !ok || s != "a new b\n// end\n" {
		t.Errorf("apply = %q, %v", s, ok)
	}
	for _, src := range []string{"a b", "old old"} {
		if _, ok := p.apply(src); ok {
			t.Errorf("apply(%q) succeeded", src)
		}
	}
}
