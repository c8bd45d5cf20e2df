package webbuild

import (
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// TestAtlasShadersPatch: Ebitengine's internal/atlas/shader.go takes the
// patch (an upgrade that changes its init fails here), the patched init
// compiles nothing and takes the three programs from
// periscopeBuiltinPrograms, and the imports only the compile used are gone
// (with go/constant, which the written programs use, added).
func TestAtlasShadersPatch(t *testing.T) {
	s := patchedEbitenFile(t, atlasShaderFile)
	for _, gone := range []string{"legacyshader.", "builtinshader.", "errgroup.", "CompileShader"} {
		if strings.Contains(s, gone) {
			t.Errorf("%s patched still uses %s", atlasShaderFile, gone)
		}
	}
	if strings.Count(s, "periscopeBuiltinPrograms()") != 1 {
		t.Errorf("%s patched: the init does not take the written programs", atlasShaderFile)
	}
	f, err := parser.ParseFile(token.NewFileSet(), atlasShaderFile, s, 0)
	if err != nil {
		t.Fatalf("%s patched: %v", atlasShaderFile, err)
	}
	imports := map[string]bool{}
	for _, imp := range f.Imports {
		p, _ := strconv.Unquote(imp.Path.Value)
		imports[p] = true
	}
	for _, p := range []string{"golang.org/x/sync/errgroup", ebitenModule + "/internal/legacyshader", ebitenModule + "/internal/builtinshader"} {
		if imports[p] {
			t.Errorf("%s patched still imports %s", atlasShaderFile, p)
		}
	}
	if !imports["go/constant"] || !imports[ebitenModule+"/internal/shaderir"] {
		t.Errorf("%s patched: imports %v, without go/constant or shaderir", atlasShaderFile, imports)
	}
	if _, ok := PatchAtlasShaders("package atlas\n\nfunc init() {}\n"); ok {
		t.Error("a file without the compile patched")
	}
}

// TestAtlasProgramsAsCompiled: the programs AtlasPrograms writes are the
// ones Ebitengine's compiler makes: the same GLSL (desktop and ES, which
// WebGL 2 compiles), byte for byte, and the same source IDs, Kage sources,
// uniforms, textures, attributes and varyings, for each of the three
// shaders. (The written file builds into package atlasir's command beside
// the compile, under a build tag, and the command prints both.)
func TestAtlasProgramsAsCompiled(t *testing.T) {
	if testing.Short() {
		t.Skip("builds Ebitengine's shader compiler")
	}
	root, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	dir, version := moduleAt(t, ebitenModule)
	code, err := AtlasPrograms(root, dir, version)
	if err != nil {
		t.Fatal(err)
	}
	for _, v := range []string{"periscopeNearestProgram", "periscopeLinearProgram", "periscopeClearProgram"} {
		if !strings.Contains(code, "\nvar "+v+" = &shaderir.Program{") {
			t.Fatalf("the written programs have no %s", v)
		}
	}
	genDir, err := atlasIRCopy(dir, version)
	if err != nil {
		t.Fatal(err)
	}
	written := "//go:build periscopewritten\n\npackage main\n\nimport (\n\t\"go/constant\"\n\n\t\"" + ebitenModule +
		"/internal/shaderir\"\n)\n\nfunc init() { written = periscopeBuiltinPrograms }\n\nvar _ = constant.MakeBool\n" + code
	path := filepath.Join(genDir, filepath.FromSlash(atlasIRPackage), "written.go")
	if err := os.WriteFile(path, []byte(written), 0o644); err != nil {
		t.Fatal(err)
	}
	defer os.Remove(path)
	compiled, err := runAtlasIR(root, genDir, "", "-check=compiled")
	if err != nil {
		t.Fatal(err)
	}
	fromWritten, err := runAtlasIR(root, genDir, "periscopewritten", "-check=written")
	if err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(string(compiled), "\nglsl "); n != 6 || !strings.Contains(string(compiled), "void main(") {
		t.Fatalf("the check printed %d GLSL programs (want 6, two for each of the three shaders):\n%.2000s", n, compiled)
	}
	if string(compiled) != string(fromWritten) {
		a, b := strings.Split(string(compiled), "\n"), strings.Split(string(fromWritten), "\n")
		for i := range min(len(a), len(b)) {
			if a[i] != b[i] {
				t.Fatalf("line %d differs:\ncompiled: %.300s\nwritten:  %.300s", i+1, a[i], b[i])
			}
		}
		t.Fatalf("the outputs differ in length: %d lines compiled, %d written", len(a), len(b))
	}
}
