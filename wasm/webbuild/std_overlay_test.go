package webbuild

import (
	"encoding/json"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// shaderFiles are the files of Ebitengine that hold the sources of the
// shaders it compiles in the game (the built-in ones in every filter and
// address mode, the clear shader, colorm's and the vector package's
// stencil shaders), relative to the module.
var shaderFiles = []string{
	"internal/builtinshader/defs.go", "internal/builtinshader/shader.go", "internal/colormshader/defs.go",
	"stencilbuffer.go", "vector/stencilshader.go",
}

// shaderSources returns every string constant of shaderFiles (in the
// module at dir) that is a whole Kage program (not a template).
func shaderSources(t *testing.T, dir string) []string {
	t.Helper()
	var out []string
	fset := token.NewFileSet()
	for _, f := range shaderFiles {
		file, err := parser.ParseFile(fset, filepath.Join(dir, filepath.FromSlash(f)), nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(file, func(n ast.Node) bool {
			lit, ok := n.(*ast.BasicLit)
			if !ok || lit.Kind != token.STRING {
				return true
			}
			s, err := strconv.Unquote(lit.Value)
			if err == nil && strings.Contains(s, "func Fragment(") && !strings.Contains(s, "{{") {
				out = append(out, s)
			}
			return true
		})
	}
	return out
}

// glslTest is added to Ebitengine's internal/shader package (in the
// browser build's copy of the module) by an overlay: it compiles each
// shader source in $PERISCOPE_SHADERS as Ebitengine does and writes the
// GLSL (desktop and WebGL 2) to $PERISCOPE_GLSL_OUT.
const glslTest = `package shader_test

import (
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2/internal/legacyshader"
	"github.com/hajimehoshi/ebiten/v2/internal/shaderir/glsl"
)

func TestPeriscopeGLSL(t *testing.T) {
	dir := os.Getenv("PERISCOPE_SHADERS")
	if dir == "" {
		t.Skip("no shaders given")
	}
	names, _ := filepath.Glob(filepath.Join(dir, "*.kage"))
	sort.Strings(names)
	var out strings.Builder
	for _, n := range names {
		src, err := os.ReadFile(n)
		if err != nil {
			t.Fatal(err)
		}
		ir, _, err := legacyshader.CompileShader(src)
		if err != nil {
			t.Fatalf("%s: %v", n, err)
		}
		for _, v := range []glsl.GLSLVersion{glsl.GLSLVersionDefault, glsl.GLSLVersionES300} {
			vs, fs := glsl.Compile(ir, v)
			out.WriteString("== " + filepath.Base(n) + "\n" + vs + "\n" + fs + "\n")
		}
	}
	if err := os.WriteFile(os.Getenv("PERISCOPE_GLSL_OUT"), []byte(out.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}
`

// The browser build's go/constant compiles every shader the game uses to
// the same GLSL as the standard library's, byte for byte, and passes
// Ebitengine's own shader compiler tests (62 shaders' GLSL compared with
// the expected text, and the compiler's checks of constant expressions:
// division by zero, shifts, overflow of int).
func TestConstantOverlayShaders(t *testing.T) {
	if testing.Short() {
		t.Skip("builds Ebitengine's shader compiler twice")
	}
	root, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	modfile, err := ShaderModfile(root)
	if err != nil || modfile == "" {
		t.Fatalf("no patched Ebitengine (%v)", err)
	}
	defer os.RemoveAll(filepath.Dir(modfile))
	mod, err := os.ReadFile(modfile)
	if err != nil {
		t.Fatal(err)
	}
	var ebiten string
	for _, l := range strings.Split(string(mod), "\n") {
		if rest, ok := strings.CutPrefix(l, "replace "+ebitenModule+" => "); ok {
			ebiten = strings.TrimSpace(rest)
		}
	}
	if ebiten == "" {
		t.Fatalf("%s does not replace %s", modfile, ebitenModule)
	}
	sources := shaderSources(t, ebiten)
	if len(sources) < 20 {
		t.Fatalf("only %d shader sources found in %s", len(sources), ebiten)
	}
	tmp := t.TempDir()
	srcDir := filepath.Join(tmp, "shaders")
	if err := os.MkdirAll(srcDir, 0o755); err != nil {
		t.Fatal(err)
	}
	for i, s := range sources {
		if err := os.WriteFile(filepath.Join(srcDir, strconv.Itoa(100+i)+".kage"), []byte(s), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	testFile := filepath.Join(tmp, "glsl_test.go")
	if err := os.WriteFile(testFile, []byte(glslTest), 0o644); err != nil {
		t.Fatal(err)
	}
	// Overlay "std": the test added, and go/constant replaced as the
	// browser build does (AddStdOverlay); overlay "as is": the test only.
	writeOverlay := func(name string, replace map[string]string) string {
		p := filepath.Join(tmp, name)
		b, _ := json.Marshal(struct{ Replace map[string]string }{replace})
		if err := os.WriteFile(p, b, 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	added := filepath.Join(ebiten, "internal", "shader", "zz_periscope_glsl_test.go")
	asIs := writeOverlay("as-is.json", map[string]string{added: testFile})
	std := writeOverlay("std.json", map[string]string{added: testFile})
	if err := AddStdOverlay(std); err != nil {
		t.Fatal(err)
	}
	glsl := func(overlay, run string) string {
		out := filepath.Join(tmp, filepath.Base(overlay)+".glsl")
		cmd := exec.Command("go", "test", "-count=1", "-modfile="+modfile, "-overlay="+overlay, "-run", run,
			ebitenModule+"/internal/shader")
		cmd.Dir = root
		cmd.Env = append(os.Environ(), "PERISCOPE_SHADERS="+srcDir, "PERISCOPE_GLSL_OUT="+out, "CGO_ENABLED=0")
		if b, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("go test with %s: %v\n%s", filepath.Base(overlay), err, b)
		}
		b, err := os.ReadFile(out)
		if err != nil {
			t.Fatal(err)
		}
		return string(b)
	}
	want := glsl(asIs, "^TestPeriscopeGLSL$")
	got := glsl(std, "") // and every test of Ebitengine's shader compiler
	if n := strings.Count(want, "\n== "); n < 2*len(sources)-1 {
		t.Fatalf("GLSL of %d shaders written, want %d", n, 2*len(sources))
	}
	if got != want {
		gl, wl := strings.Split(got, "\n"), strings.Split(want, "\n")
		for i := range min(len(gl), len(wl)) {
			if gl[i] != wl[i] {
				t.Fatalf("GLSL differs at line %d: %q, the standard library's go/constant gives %q", i+1, gl[i], wl[i])
			}
		}
		t.Fatalf("GLSL differs: %d lines, the standard library's go/constant gives %d", len(gl), len(wl))
	}
	t.Logf("%d shaders, %d bytes of GLSL, the same", len(sources), len(got))
}
