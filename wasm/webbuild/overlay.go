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
	"strings"
)

// shadertmplSource is the template language that replaces text/template in
// Ebitengine's built-in shader sources (see package shadertmpl).
//
//go:embed shadertmpl/shadertmpl.go
var shadertmplSource string

// ebitenModule is the module whose shader sources ShaderModfile patches.
const ebitenModule = "github.com/hajimehoshi/ebiten/v2"

// ShaderTemplateFiles are the files (inside Ebitengine's module) whose
// shader sources are made with text/template.
var ShaderTemplateFiles = []string{
	"internal/builtinshader/shader.go",
	"internal/colormshader/shader.go",
}

// The edits PatchShaderSource makes to each file.
const (
	shaderImportOld = "\t\"text/template\"\n"
	shaderImportNew = "\t\"io\"\n\t\"reflect\"\n\t\"strings\"\n"
	shaderParseOld  = "template.Must(template.New(\"tmpl\").Parse("
	shaderParseNew  = "shtmplMust(shtmplParse("
)

// PatchShaderSource returns one of Ebitengine's ShaderTemplateFiles with
// package shadertmpl's template language in place of text/template, and
// false when the file is not as expected (an Ebitengine upgrade changed it).
func PatchShaderSource(src string) (string, bool) {
	if strings.Count(src, shaderImportOld) != 1 || strings.Count(src, shaderParseOld) != 1 ||
		strings.Count(src, "template.") != 2 {
		return "", false
	}
	src = strings.Replace(src, shaderImportOld, shaderImportNew, 1)
	src = strings.Replace(src, shaderParseOld, shaderParseNew, 1)
	return src + "\n" + ShaderTemplateCode(), true
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
// directory) whose two built-in shader sources use package shadertmpl's
// template language in place of text/template; "" when Ebitengine's files
// are not as expected (then the build links text/template as before).
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
	for _, rel := range ShaderTemplateFiles {
		b, err := os.ReadFile(filepath.Join(dir, filepath.FromSlash(rel)))
		if err != nil {
			return "", nil
		}
		s, ok := PatchShaderSource(string(b))
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
