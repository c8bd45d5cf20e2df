package shadertmpl

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"text/template"
)

// data has the shape of the struct Ebitengine's ShaderSource passes.
type data struct {
	Filter             int
	FilterNearest      int
	FilterLinear       int
	FilterPixelated    int
	Address            int
	AddressUnsafe      int
	AddressClampToZero int
	AddressRepeat      int
}

// ebitenTemplates returns the shader templates of Ebitengine's
// builtinshader and colormshader, from the module this repository builds
// with.
func ebitenTemplates(t *testing.T) map[string]string {
	t.Helper()
	out, err := exec.Command("go", "list", "-m", "-f", "{{.Dir}}", "github.com/hajimehoshi/ebiten/v2").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	dir := strings.TrimSpace(string(out))
	tmpls := map[string]string{}
	for _, rel := range []string{"internal/builtinshader/shader.go", "internal/colormshader/shader.go"} {
		b, err := os.ReadFile(filepath.Join(dir, rel))
		if err != nil {
			t.Fatal(err)
		}
		_, s, ok := strings.Cut(string(b), "Parse(`")
		s, _, ok2 := strings.Cut(s, "`))")
		if !ok || !ok2 {
			t.Fatalf("%s: no template found", rel)
		}
		tmpls[rel] = s
	}
	return tmpls
}

// TestSameAsTextTemplate: for both of Ebitengine's shader templates and
// every filter and address mode, Execute writes what text/template writes.
func TestSameAsTextTemplate(t *testing.T) {
	for name, src := range ebitenTemplates(t) {
		want := template.Must(template.New("tmpl").Parse(src))
		got := shtmplMust(shtmplParse(src))
		for filter := 0; filter < 3; filter++ {
			for address := 0; address < 3; address++ {
				d := data{filter, 0, 1, 2, address, 0, 1, 2}
				var a, b bytes.Buffer
				if err := want.Execute(&a, d); err != nil {
					t.Fatal(err)
				}
				if err := got.Execute(&b, d); err != nil {
					t.Fatal(err)
				}
				if a.String() != b.String() {
					t.Errorf("%s filter %d address %d: differs from text/template:\n%s\n----\n%s", name, filter, address, b.String(), a.String())
				}
			}
		}
	}
}

// TestBranches checks each form on a template of its own, including an
// if-chain without a matching branch and nested ifs.
func TestBranches(t *testing.T) {
	src := "a{{if eq .A .B}}1{{else if eq .A .C}}2{{if eq .B .C}}x{{end}}{{else}}3{{end}}z{{if eq .A .C}}!{{end}}"
	for _, tc := range []struct {
		a, b, c int
		want    string
	}{{1, 1, 2, "a1z"}, {2, 1, 2, "a2z!"}, {2, 2, 2, "a1z!"}, {3, 1, 2, "a3z"}, {2, 3, 2, "a2z!"}} {
		d := struct{ A, B, C int }{tc.a, tc.b, tc.c}
		var want, got bytes.Buffer
		if err := template.Must(template.New("t").Parse(src)).Execute(&want, d); err != nil {
			t.Fatal(err)
		}
		if err := shtmplParse(src).Execute(&got, d); err != nil {
			t.Fatal(err)
		}
		if got.String() != tc.want || want.String() != tc.want {
			t.Errorf("%+v: got %q, text/template %q, want %q", tc, got.String(), want.String(), tc.want)
		}
	}
}

// TestRejectsOtherActions: anything outside the language panics rather
// than writing something text/template would not.
func TestRejectsOtherActions(t *testing.T) {
	for _, src := range []string{"{{.A}}", "{{if .A}}x{{end}}", "{{if eq .A .B}}x", "{{- if eq .A .B}}x{{end}}", "x{{end}}", "{{range .A}}{{end}}"} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("%q: parsed", src)
				}
			}()
			shtmplParse(src)
		}()
	}
}
