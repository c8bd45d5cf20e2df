package webbuild

import (
	"crypto/sha256"
	_ "embed"
	"encoding/hex"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

// Ebitengine's internal/atlas compiles its three built-in shaders (nearest,
// linear, clear) in its package initialisation, from Kage source through
// go/parser, go/printer and its own compiler. In the browser that ran on the
// page's one thread before the game's main: about 0.2 s of the start-up
// profile, the largest part of the Go initialisation and the largest cost
// left before the first frame once the compass rose was fixed (issue 16).
// The programs depend only on Ebitengine's sources, so the browser build
// makes them at build time: package atlasir's command, run natively inside
// a copy of Ebitengine's module (it needs its internal packages), compiles
// the shaders as internal/atlas does and writes the programs as Go
// (AtlasPrograms); PatchAtlasShaders makes internal/atlas use them. The
// GLSL the game's WebGL compiles from them is the same byte for byte
// (TestAtlasProgramsAsCompiled).

// atlasIRSource is the command that writes the programs (package atlasir,
// kept out of the game's build by its build constraint).
//
//go:embed atlasir/main.go
var atlasIRSource string

// atlasIRCodec is the programs' encoding (atlasir/codec.go), in the
// command and, as package ebiten, in the patched Ebitengine.
//
//go:embed atlasir/codec.go
var atlasIRCodec string

// atlasShaderFile is Ebitengine's file with the start-up compile.
const atlasShaderFile = "internal/atlas/shader.go"

// atlasIRPackage is where AtlasPrograms puts the command in its copy of
// Ebitengine.
const atlasIRPackage = "internal/periscopeatlasir"

// atlasInitOld is the start and end of internal/atlas's init that
// PatchAtlasShaders replaces.
const (
	atlasInitStart = "func init() {\n\tvar wg errgroup.Group\n"
	atlasInitEnd   = "\tclearShader = NewShader(clearIR, \"clear\")\n}\n"
)

// atlasInitNew is the init PatchAtlasShaders puts in its place.
const atlasInitNew = `func init() {
	// Periscope's browser build: the programs as the compiler makes them,
	// written as Go when the game was built (periscopeBuiltinPrograms, below),
	// not compiled on the page's thread at start-up.
	nearestIR, linearIR, clearIR := periscopeBuiltinPrograms()
	NearestFilterShader = NewShader(nearestIR, "nearest")
	LinearFilterShader = NewShader(linearIR, "linear")
	clearShader = NewShader(clearIR, "clear")
}
`

// PatchAtlasShaders returns internal/atlas's shader.go with its init
// taking the built-in shaders' programs from periscopeBuiltinPrograms
// (which AtlasPrograms writes; patchedModule appends it) instead of
// compiling them, and with the imports only the compile used dropped and
// go/constant (the programs' constants) added.
func PatchAtlasShaders(src string) (string, bool) {
	i := strings.Index(src, atlasInitStart)
	if i < 0 || strings.Count(src, atlasInitStart) != 1 {
		return "", false
	}
	j := strings.Index(src[i:], atlasInitEnd)
	if j < 0 {
		return "", false
	}
	src = src[:i] + atlasInitNew + src[i+j+len(atlasInitEnd):]
	for _, imp := range []struct{ line, use string }{
		{"\t\"golang.org/x/sync/errgroup\"\n", "errgroup."},
		{"\t\"github.com/hajimehoshi/ebiten/v2/internal/builtinshader\"\n", "builtinshader."},
		{"\t\"github.com/hajimehoshi/ebiten/v2/internal/legacyshader\"\n", "legacyshader."},
		{"\t\"fmt\"\n", "fmt."},
	} {
		if strings.Count(src, imp.line) != 1 {
			return "", false
		}
		if !strings.Contains(src, imp.use) {
			src = strings.Replace(src, imp.line, "", 1)
		}
	}
	if !strings.Contains(src, "\t\"runtime\"\n") {
		return "", false
	}
	return strings.Replace(src, "\t\"runtime\"\n", "\t\"go/constant\"\n\t\"runtime\"\n", 1), true
}

// AtlasPrograms returns periscopeBuiltinPrograms, the Go that makes the
// built-in shaders' programs, for Ebitengine's module in dir (at version),
// compiled by package atlasir's command in a copy of the module kept in
// the user's cache directory, with the result.
func AtlasPrograms(root, dir, version string) (string, error) {
	genDir, err := atlasIRCopy(dir, version)
	if err != nil {
		return "", err
	}
	out := filepath.Join(genDir, "programs.go.txt")
	if b, err := os.ReadFile(out); err == nil {
		return string(b), nil
	}
	b, err := runAtlasIR(root, genDir, "")
	if err != nil {
		return "", err
	}
	if err := os.WriteFile(out+fmt.Sprintf(".tmp%d", os.Getpid()), b, 0o644); err != nil {
		return "", err
	}
	if err := os.Rename(out+fmt.Sprintf(".tmp%d", os.Getpid()), out); err != nil {
		return "", err
	}
	return string(b), nil
}

// atlasIRCopy returns the directory of the copy of Ebitengine's module in
// dir with package atlasir's command in it, made if needed.
func atlasIRCopy(dir, version string) (string, error) {
	cache, err := os.UserCacheDir()
	if err != nil {
		return "", err
	}
	h := sha256.Sum256([]byte(ebitenModule + "@" + version + "\n" + atlasIRSource + atlasIRCodec))
	genDir := filepath.Join(cache, "periscope", "atlasir", strings.ReplaceAll(ebitenModule, "/", "+")+"@"+version+"-"+hex.EncodeToString(h[:])[:12])
	if _, err := os.Stat(filepath.Join(genDir, ".complete")); err != nil {
		if err := os.MkdirAll(filepath.Dir(genDir), 0o755); err != nil {
			return "", err
		}
		src := strings.Replace(atlasIRSource, "//go:build ignore\n\n", "", 1)
		codec := strings.Replace(atlasIRCodec, "//go:build ignore\n\n", "", 1)
		if err := copyModule(dir, genDir, map[string]string{
			filepath.FromSlash(atlasIRPackage + "/main.go"):  src,
			filepath.FromSlash(atlasIRPackage + "/codec.go"): codec,
		}); err != nil {
			return "", err
		}
	}
	return genDir, nil
}

// runAtlasIR runs package atlasir's command in genDir (natively: it only
// compiles shaders) with the build tags and args, from root's module with
// Ebitengine replaced by genDir, and returns what it printed.
func runAtlasIR(root, genDir, tags string, args ...string) ([]byte, error) {
	modfile, err := modfileWith(root, []string{fmt.Sprintf("replace %s => %s\n", ebitenModule, genDir)})
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(filepath.Dir(modfile))
	cmd := exec.Command("go", append([]string{"run", "-tags=" + tags, "-modfile=" + modfile, ebitenModule + "/" + atlasIRPackage}, args...)...)
	cmd.Dir = root
	cmd.Env = append(os.Environ(), "GOOS=", "GOARCH=", "GOFLAGS=")
	var stderr strings.Builder
	cmd.Stderr = &stderr
	b, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("webbuild: writing Ebitengine's shader programs: %v: %s", err, stderr.String())
	}
	return b, nil
}

// modfileWith returns a go.mod (in a new temporary directory, with the
// root's go.sum) for `go -modfile`: the root's, with replaces added.
func modfileWith(root string, replaces []string) (string, error) {
	mod, err := os.ReadFile(filepath.Join(root, "go.mod"))
	if err != nil {
		return "", err
	}
	sum, err := os.ReadFile(filepath.Join(root, "go.sum"))
	if err != nil {
		return "", err
	}
	modDir, err := os.MkdirTemp("", "periscope-modfile-")
	if err != nil {
		return "", err
	}
	modfile := filepath.Join(modDir, "go.mod")
	mod = append(mod, "\n"+strings.Join(replaces, "")...)
	if err := os.WriteFile(modfile, mod, 0o644); err != nil {
		return "", err
	}
	if err := os.WriteFile(filepath.Join(modDir, "go.sum"), sum, 0o644); err != nil {
		return "", err
	}
	return modfile, nil
}

// The Kage compiler (issue 16: the wasm's size). With the built-in
// shaders' programs written at build time, Ebitengine still compiled Kage
// when the game first drew with a filter, an address or a colour matrix
// other than the two at start-up, and for vector's and ebiten's stencil
// fills; so the wasm carried go/parser, go/ast, go/scanner, go/token,
// go/build/constraint and Ebitengine's internal/shader: 1.25 MB raw,
// 147 KB brotli. The game makes no shader of its own. ShaderPrograms
// compiles every source ebiten.NewShader can be asked for in the game
// (package atlasir's -all), encoded (atlasir/codec.go), and
// PatchShaderCompile makes NewShader decode those instead of compiling:
// a source outside them is an error (no such shader exists in the game).

// shaderCompileOld is the compile PatchShaderCompile replaces in
// Ebitengine's shader.go.
const shaderCompileOld = "ir, unit, err := legacyshader.CompileShader(src)"

// shaderProgramsFile is the file with the encoded programs added to
// Ebitengine's root package.
const shaderProgramsFile = "periscope_programs.go"

// PatchShaderCompile returns Ebitengine's shader.go with NewShader taking
// its programs from periscopeProgram (ShaderPrograms's file) instead of
// the Kage compiler.
func PatchShaderCompile(src string) (string, bool) {
	if strings.Count(src, shaderCompileOld) != 1 {
		return "", false
	}
	return strings.Replace(src, shaderCompileOld, "ir, unit, err := periscopeProgram(src) // Periscope's browser build: no Kage compiler", 1), true
}

// ShaderPrograms returns the file of package ebiten with every program
// the game's ebiten.NewShader can be asked for, encoded, and
// periscopeProgram, for Ebitengine's module in dir (at version), made by
// package atlasir's command and cached beside it.
func ShaderPrograms(root, dir, version string) (string, error) {
	genDir, err := atlasIRCopy(dir, version)
	if err != nil {
		return "", err
	}
	out := filepath.Join(genDir, "shaderprograms.go.txt")
	if b, err := os.ReadFile(out); err == nil {
		return string(b), nil
	}
	b, err := runAtlasIR(root, genDir, "", "-all="+genDir)
	if err != nil {
		return "", err
	}
	codec := strings.Replace(atlasIRCodec, "//go:build ignore\n\npackage main\n", "// Code generated by Periscope's browser build (wasm/webbuild). DO NOT EDIT.\n\npackage ebiten\n", 1)
	codec = strings.Replace(codec, "import (\n", "import (\n\t\"github.com/hajimehoshi/ebiten/v2/internal/legacyshader\"\n\t\"github.com/hajimehoshi/ebiten/v2/internal/shaderir\"\n", 1)
	text := codec + string(b)
	tmp := out + fmt.Sprintf(".tmp%d", os.Getpid())
	if err := os.WriteFile(tmp, []byte(text), 0o644); err != nil {
		return "", err
	}
	if err := os.Rename(tmp, out); err != nil {
		return "", err
	}
	return text, nil
}
