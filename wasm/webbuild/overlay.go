package webbuild

import (
	"crypto/sha256"
	_ "embed"
	"encoding/hex"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
)

// shadertmplSource is the template language that replaces text/template in
// Ebitengine's built-in shader sources (see package shadertmpl).
//
//go:embed shadertmpl/shadertmpl.go
var shadertmplSource string

// ebitenModule is the module whose shader sources ShaderModfile patches.
const ebitenModule = "github.com/hajimehoshi/ebiten/v2"

// EbitenPatches are the files (inside Ebitengine's module) that the browser
// build replaces, each with the function that makes the new text from the
// old (false when the old is not as expected: an Ebitengine upgrade changed
// it).
var EbitenPatches = map[string]func(string) (string, bool){
	// Shader sources made with text/template.
	"internal/builtinshader/shader.go": PatchShaderSource,
	"internal/colormshader/shader.go":  PatchShaderSource,
	// The first caller outside Ebitengine, for its debug log.
	"internal/debug/caller.go": PatchFirstCaller,
}

// The edits PatchShaderSource makes to each file.
const (
	shaderImportOld = "\t\"text/template\"\n"
	shaderImportNew = "\t\"io\"\n\t\"reflect\"\n\t\"strings\"\n"
	shaderParseOld  = "template.Must(template.New(\"tmpl\").Parse("
	shaderParseNew  = "shtmplMust(shtmplParse("
)

// PatchShaderSource returns one of Ebitengine's shader-template files with
// package shadertmpl's template language in place of text/template.
func PatchShaderSource(src string) (string, bool) {
	if strings.Count(src, shaderImportOld) != 1 || strings.Count(src, shaderParseOld) != 1 ||
		strings.Count(src, "template.") != 2 {
		return "", false
	}
	src = strings.Replace(src, shaderImportOld, shaderImportNew, 1)
	src = strings.Replace(src, shaderParseOld, shaderParseNew, 1)
	return src + "\n" + ShaderTemplateCode(), true
}

// firstCallerOld is what PatchFirstCaller expects of the original.
var firstCallerOld = []string{
	"\t\"go/build\"\n",
	"func FirstCaller() (file string, line int, callerType CallerType) {\n",
	"build.Default.Import(\"github.com/hajimehoshi/ebiten/v2\", \"\", build.FindOnly)",
	"\tif ebitengineFileDir == \"\" {\n\t\treturn \"\", 0, CallerTypeNone\n\t}\n",
}

// firstCallerNew is internal/debug/caller.go in the browser build.
const firstCallerNew = `package debug

type CallerType int

const (
	CallerTypeNone CallerType = iota
	CallerTypeRegular
	CallerTypeInternal
)

// FirstCaller returns the file and line number of the first caller outside of Ebitengine.
//
// Periscope's browser build: Ebitengine's own finds its module's directory
// with go/build (on disk, then by running the go command), which in a
// browser has neither a file system nor processes, so it always found
// none and returned CallerTypeNone, as this does; without go/build, os/exec
// and the build-configuration packages they bring the wasm is about 300 KB
// smaller raw.
func FirstCaller() (file string, line int, callerType CallerType) {
	return "", 0, CallerTypeNone
}
`

// PatchFirstCaller returns Ebitengine's internal/debug/caller.go for the
// browser: FirstCaller without go/build (see firstCallerNew), with the
// original's licence header.
func PatchFirstCaller(src string) (string, bool) {
	for _, s := range firstCallerOld {
		if strings.Count(src, s) != 1 {
			return "", false
		}
	}
	head, _, ok := strings.Cut(src, "package debug\n")
	if !ok {
		return "", false
	}
	return head + firstCallerNew, true
}

// ShaderTemplateCode returns package shadertmpl's declarations without its
// package clause and imports, to be appended to a file of another package.
func ShaderTemplateCode() string {
	s := shadertmplSource
	if i := strings.Index(s, "\n)\n"); i >= 0 && strings.Contains(s[:i], "import (") {
		s = s[i+3:]
	}
	return s
}

// ShaderModfile returns a go.mod for `go build -modfile` that builds the
// browser version against a copy of Ebitengine (kept in the user's cache
// directory) with EbitenPatches made: its two built-in shader sources use
// package shadertmpl's template language in place of text/template, and its
// debug log's FirstCaller does without go/build; "" when Ebitengine's files
// are not as expected (then the build is against Ebitengine as it is).
// (`go build -overlay` may not replace files in the module cache.)
//
// Why (issue 16): text/template reaches a field or method by a name known
// only at run time (reflect.Value.MethodByName), and once such a call can
// run, the linker keeps every exported method of every type that may be
// put in an interface. The shaders' text is the same byte for byte
// (shadertmpl.TestSameAsTextTemplate runs both on these files).
func ShaderModfile(root string) (string, error) {
	cmd := exec.Command("go", "list", "-m", "-f", "{{.Dir}} {{.Version}}", ebitenModule)
	cmd.Dir = root
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	b, err := cmd.Output()
	if err != nil {
		return "", fmt.Errorf("webbuild: finding Ebitengine: %w", err)
	}
	dir, version, _ := strings.Cut(strings.TrimSpace(string(b)), " ")
	if dir == "" {
		return "", nil
	}
	patched := map[string]string{}
	h := sha256.New()
	h.Write([]byte(version + "\n" + shadertmplSource))
	rels := make([]string, 0, len(EbitenPatches))
	for rel := range EbitenPatches {
		rels = append(rels, rel)
	}
	sort.Strings(rels)
	for _, rel := range rels {
		b, err := os.ReadFile(filepath.Join(dir, filepath.FromSlash(rel)))
		if err != nil {
			return "", nil
		}
		s, ok := EbitenPatches[rel](string(b))
		if !ok {
			return "", nil
		}
		patched[filepath.FromSlash(rel)] = s
		h.Write([]byte(s))
	}
	cache, err := os.UserCacheDir()
	if err != nil {
		return "", nil
	}
	copyDir := filepath.Join(cache, "periscope", "ebiten-"+version+"-"+hex.EncodeToString(h.Sum(nil))[:12])
	if _, err := os.Stat(filepath.Join(copyDir, ".complete")); err != nil {
		if err := copyModule(dir, copyDir, patched); err != nil {
			return "", err
		}
	}
	// The go.mod and go.sum beside the copy: the root's, with the copy in
	// place of the module.
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
	mod = append(mod, fmt.Sprintf("\nreplace %s => %s\n", ebitenModule, copyDir)...)
	if err := os.WriteFile(modfile, mod, 0o644); err != nil {
		return "", err
	}
	if err := os.WriteFile(filepath.Join(modDir, "go.sum"), sum, 0o644); err != nil {
		return "", err
	}
	return modfile, nil
}

// copyModule copies the module in src (but its examples) to dst, with the
// files in patched (relative paths) replaced by their new text, and marks
// it complete last.
func copyModule(src, dst string, patched map[string]string) error {
	tmp := dst + fmt.Sprintf(".tmp%d", os.Getpid())
	os.RemoveAll(tmp)
	err := filepath.WalkDir(src, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(src, p)
		if err != nil {
			return err
		}
		if d.IsDir() {
			if rel == "examples" {
				return filepath.SkipDir
			}
			return os.MkdirAll(filepath.Join(tmp, rel), 0o755)
		}
		if !d.Type().IsRegular() {
			return nil
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		if s, ok := patched[rel]; ok {
			b = []byte(s)
		}
		return os.WriteFile(filepath.Join(tmp, rel), b, 0o644)
	})
	if err == nil {
		err = os.WriteFile(filepath.Join(tmp, ".complete"), nil, 0o644)
	}
	if err == nil {
		os.RemoveAll(dst)
		err = os.Rename(tmp, dst)
	}
	if err != nil {
		os.RemoveAll(tmp)
		return fmt.Errorf("webbuild: copying Ebitengine: %w", err)
	}
	return nil
}
