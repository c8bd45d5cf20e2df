package webbuild

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestBrowserBuildFlags checks the browser build's compiler flags (each a
// -gcflags=pattern=flags) and, when PERISCOPE_WASM_FLAGS names a file,
// writes there, one a line, the flags GoBuild compiles the wasm with:
// -trimpath, WasmGCFlags and -modfile= the patched Ebitengine's go.mod
// (ShaderModfile; its directory is left for the caller to remove).
// scripts/test.sh vets the js/wasm packages with them, so that the
// packages the vet compiles are the ones the web build links next, not a
// second set compiled without the build's flags.
func TestBrowserBuildFlags(t *testing.T) {
	flags := []string{"-trimpath"}
	for _, f := range WasmGCFlags {
		pattern, _, ok := strings.Cut(strings.TrimPrefix(f, "-gcflags="), "=")
		if !strings.HasPrefix(f, "-gcflags=") || !ok || pattern == "" {
			t.Errorf("WasmGCFlags holds %q, not -gcflags=pattern=flags", f)
		}
		flags = append(flags, f)
	}
	out := os.Getenv("PERISCOPE_WASM_FLAGS")
	if out == "" {
		return
	}
	root, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	modfile, err := ShaderModfile(root)
	if err != nil {
		t.Fatal(err)
	}
	if modfile != "" {
		flags = append(flags, "-modfile="+modfile)
	}
	if err := os.WriteFile(out, []byte(strings.Join(flags, "\n")+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
}
