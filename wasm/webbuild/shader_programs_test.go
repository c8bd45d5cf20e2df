package webbuild

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The browser build's Ebitengine has no Kage compiler: NewShader takes its
// programs from ShaderPrograms's file, which holds every built-in filter
// and address with and without a colour matrix and the stencil fills, each
// decoded and compared with the compiled program's GLSL when written
// (package atlasir's -all fails on any difference).
func TestShaderProgramsReplaceTheCompiler(t *testing.T) {
	if testing.Short() {
		t.Skip("compiles Ebitengine's shaders")
	}
	dir, version := moduleAt(t, ebitenModule)
	b, err := os.ReadFile(filepath.Join(dir, "shader.go"))
	if err != nil {
		t.Fatal(err)
	}
	src := string(b)
	patched, ok := PatchShaderCompile(src)
	if !ok || strings.Contains(patched, "legacyshader.CompileShader") || !strings.Contains(patched, "periscopeProgram(src)") {
		t.Fatalf("shader.go not patched (ok %v)", ok)
	}
	if _, ok := PatchShaderCompile(strings.Replace(src, shaderCompileOld, "ir, unit, err := compile(src)", 1)); ok {
		t.Error("PatchShaderCompile took a shader.go without Ebitengine's compile")
	}
	code, err := ShaderPrograms("../..", dir, version)
	if err != nil {
		t.Fatal(err)
	}
	// 3 filters × 3 addresses × with and without a colour matrix, and the
	// stencil sources (ebiten's and vector's, shared ones once).
	if n := strings.Count(code, "\n\t{0x"); n < 18+6 {
		t.Errorf("%d programs written, want at least 24", n)
	}
	for _, want := range []string{"package ebiten\n", "func periscopeProgram(src []byte)", "func periscopeDecode("} {
		if !strings.Contains(code, want) {
			t.Errorf("the programs' file has no %q", want)
		}
	}
}
