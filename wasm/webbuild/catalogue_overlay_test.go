package webbuild

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// dumpTest is added to package i18n by TestCatalogueOverlay's overlays:
// it writes every message of the catalogue (its def) and every modifier
// reason, sorted, to $PERISCOPE_I18N_DUMP.
const dumpTest = `package i18n

import (
	"fmt"
	"os"
	"sort"
	"strings"
	"testing"
)

func TestPeriscopeDump(t *testing.T) {
	var b strings.Builder
	for _, id := range IDs() {
		fmt.Fprintf(&b, "%q\n", catalogue[id].def)
	}
	var reasons []string
	for en, id := range modReasons {
		reasons = append(reasons, fmt.Sprintf("mod %q %q", en, id))
	}
	sort.Strings(reasons)
	b.WriteString(strings.Join(reasons, "\n"))
	fmt.Fprintf(&b, "\nproblems %v\n", allProblems())
	if err := os.WriteFile(os.Getenv("PERISCOPE_I18N_DUMP"), []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}
`

// The browser build's catalogue is the repository's: with the overlay,
// every test of package i18n passes (the EN/IT agreement of ids and
// arguments, the completeness and grammar checks), and the catalogue
// holds the same messages, def for def, and the same modifier reasons as
// without it; all but a few defs (those built in loops) moved into the
// string, and no Def literal of constants is left in the rewritten files.
func TestCatalogueOverlay(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs i18n's tests twice")
	}
	root, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	files, moved, err := CatalogueOverlay(root)
	if err != nil {
		t.Fatal(err)
	}
	if moved < 3000 {
		t.Errorf("only %d defs moved into the string", moved)
	}
	left := 0
	for f, b := range files {
		if strings.HasSuffix(f, catalogueDataFile) {
			continue
		}
		left += strings.Count(string(b), "Def{")
	}
	if left > 10 {
		t.Errorf("%d Def literals left in the rewritten files", left)
	}

	tmp := t.TempDir()
	testFile := filepath.Join(tmp, "dump_test.go")
	if err := os.WriteFile(testFile, []byte(dumpTest), 0o644); err != nil {
		t.Fatal(err)
	}
	added := filepath.Join(root, "i18n", "zz_periscope_dump_test.go")
	overlay := func(name string) string {
		p := filepath.Join(tmp, name, "overlay.json")
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		b, _ := json.Marshal(struct{ Replace map[string]string }{map[string]string{added: testFile}})
		if err := os.WriteFile(p, b, 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	asIs, data := overlay("as-is"), overlay("data")
	if err := AddCatalogueOverlay(root, data); err != nil {
		t.Fatal(err)
	}
	dump := func(overlay, run string) string {
		out := filepath.Join(filepath.Dir(overlay), "dump.txt")
		args := []string{"test", "-count=1", "-overlay=" + overlay}
		if run != "" {
			args = append(args, "-run", run)
		}
		cmd := exec.Command("go", append(args, "./i18n")...)
		cmd.Dir = root
		cmd.Env = append(os.Environ(), "PERISCOPE_I18N_DUMP="+out)
		if b, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("go test ./i18n with the %s overlay: %v\n%s", filepath.Base(filepath.Dir(overlay)), err, b)
		}
		b, err := os.ReadFile(out)
		if err != nil {
			t.Fatal(err)
		}
		return string(b)
	}
	want := dump(asIs, "^TestPeriscopeDump$")
	got := dump(data, "") // and every other test of i18n
	if n := strings.Count(want, "\n"); n < moved {
		t.Fatalf("the dump has %d lines for %d defs", n, moved)
	}
	if got != want {
		gl, wl := strings.Split(got, "\n"), strings.Split(want, "\n")
		for i := range min(len(gl), len(wl)) {
			if gl[i] != wl[i] {
				t.Fatalf("the browser build's catalogue differs at line %d: %s, the repository's: %s", i+1, gl[i], wl[i])
			}
		}
		t.Fatalf("the browser build's catalogue has %d lines, the repository's %d", len(gl), len(wl))
	}
	if !strings.Contains(want, "problems []\n") {
		t.Errorf("the catalogue has problems: %s", want[strings.LastIndex(want, "problems"):])
	}
}
