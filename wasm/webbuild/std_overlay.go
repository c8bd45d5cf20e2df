package webbuild

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
)

// goconstantSource is the browser build's go/constant (package
// goconstant): the standard library's API over int64 and float64, without
// math/big.
//
//go:embed goconstant/value.go
var goconstantSource []byte

// The browser build replaces one file of the standard library through the
// same `go build -overlay` as the data (issue 16: the wasm within 4.3 MB
// brotli): go/constant's value.go, by package goconstant's. Ebitengine's
// Kage shader compiler (internal/shader, internal/shaderir and its GLSL
// writer) is the only importer of go/constant in the wasm, and go/constant
// the only importer of math/big, which was about 300 KB of the wasm's
// code for the few dozen constants of the shaders compiled at start-up.
// Measured by webbuild.Build: 25,444,145 → 24,925,291 bytes raw, brotli
// (quality 11) 4,305,817 → 4,202,948, zopfli 5,793,694 → 5,686,231. The shaders'
// GLSL is the same byte for byte (TestConstantOverlayShaders); go/constant's
// kind_string.go stays as it is.

// constantFile is go/constant's file the overlay replaces, relative to
// GOROOT.
const constantFile = "src/go/constant/value.go"

// AddStdOverlay adds the replacement of go/constant's value.go to the
// overlay file at path (written by DataOverlay), writing the new text in
// the overlay's directory.
func AddStdOverlay(path string) error {
	goroot, err := goEnv("GOROOT")
	if err != nil {
		return err
	}
	orig := filepath.Join(goroot, filepath.FromSlash(constantFile))
	if _, err := os.Stat(orig); err != nil {
		return fmt.Errorf("webbuild: the standard library's go/constant: %w", err)
	}
	return addToOverlay(path, []replacement{{orig, "go-constant-value.go", goconstantSource}})
}

// replacement is a file an overlay replaces (or adds: file), with the text
// written under name in the overlay file's directory.
type replacement struct {
	file, name string
	text       []byte
}

// addToOverlay writes each replacement's text beside the overlay file at
// path (written by DataOverlay) and adds it to the overlay's Replace map.
func addToOverlay(path string, rs []replacement) error {
	b, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	var ov struct{ Replace map[string]string }
	if err := json.Unmarshal(b, &ov); err != nil {
		return fmt.Errorf("webbuild: overlay %s: %w", path, err)
	}
	if ov.Replace == nil {
		ov.Replace = map[string]string{}
	}
	for _, r := range rs {
		c := filepath.Join(filepath.Dir(path), r.name)
		if err := os.WriteFile(c, r.text, 0o644); err != nil {
			return err
		}
		ov.Replace[r.file] = c
	}
	if b, err = json.Marshal(ov); err != nil {
		return err
	}
	return os.WriteFile(path, b, 0o644)
}
