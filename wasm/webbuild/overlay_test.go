package webbuild

import (
	"go/parser"
	"go/token"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// TestShaderSourcesPatch: both of Ebitengine's shader-template files take
// the patch (an upgrade that changes them fails here, not silently in the
// wasm's size), and the patched files parse without text/template.
func TestShaderSourcesPatch(t *testing.T) {
	dir := moduleDir(t, ebitenModule)
	for _, rel := range []string{"internal/builtinshader/shader.go", "internal/colormshader/shader.go"} {
		b, err := os.ReadFile(filepath.Join(dir, rel))
		if err != nil {
			t.Fatal(err)
		}
		s, ok := EbitenPatches[rel](string(b))
		if !ok {
			t.Fatalf("%s: the patch does not apply", rel)
		}
		f, err := parser.ParseFile(token.NewFileSet(), rel, s, parser.ImportsOnly)
		if err != nil {
			t.Fatalf("%s patched: %v", rel, err)
		}
		for _, imp := range f.Imports {
			if p, _ := strconv.Unquote(imp.Path.Value); p == "text/template" {
				t.Errorf("%s patched still imports text/template", rel)
			}
		}
		if _, err := parser.ParseFile(token.NewFileSet(), rel, s, 0); err != nil {
			t.Fatalf("%s patched: %v", rel, err)
		}
		if !strings.Contains(s, "func shtmplParse(") || strings.Contains(s, "\npackage shadertmpl") {
			t.Errorf("%s patched: the template language is not appended as declarations", rel)
		}
	}
	if _, ok := PatchShaderSource("package x\n"); ok {
		t.Error("a file without the template patched")
	}
}

// TestFirstCallerPatch: Ebitengine's caller.go takes the patch, and the
// patched file keeps the licence and the package's exported names and
// imports nothing.
func TestFirstCallerPatch(t *testing.T) {
	rel := "internal/debug/caller.go"
	b, err := os.ReadFile(filepath.Join(moduleDir(t, ebitenModule), rel))
	if err != nil {
		t.Fatal(err)
	}
	s, ok := EbitenPatches[rel](string(b))
	if !ok {
		t.Fatalf("%s: the patch does not apply", rel)
	}
	f, err := parser.ParseFile(token.NewFileSet(), rel, s, parser.ParseComments)
	if err != nil {
		t.Fatalf("%s patched: %v", rel, err)
	}
	if len(f.Imports) != 0 {
		t.Errorf("%s patched imports %d packages", rel, len(f.Imports))
	}
	if !strings.Contains(s, "Licensed under the Apache License") {
		t.Errorf("%s patched: the licence header is gone", rel)
	}
	for _, name := range []string{"CallerType", "CallerTypeNone", "CallerTypeRegular", "CallerTypeInternal", "FirstCaller"} {
		if f.Scope.Lookup(name) == nil {
			t.Errorf("%s patched: no %s", rel, name)
		}
	}
	if _, ok := PatchFirstCaller(strings.Replace(string(b), "build.FindOnly", "0", 1)); ok {
		t.Error("a changed caller.go patched")
	}
}

// TestBitmapDecoderPatches: Ebitengine's and go-text's files that decode
// JPEG and TIFF bitmap glyphs take the patch, and keep neither import.
func TestBitmapDecoderPatches(t *testing.T) {
	for _, m := range browserModules {
		dir := moduleDir(t, m.path)
		for rel, patch := range m.patches {
			b, err := os.ReadFile(filepath.Join(dir, rel))
			if err != nil {
				t.Fatal(err)
			}
			s, ok := patch(string(b))
			if !ok {
				t.Fatalf("%s %s: the patch does not apply", m.path, rel)
			}
			if !strings.Contains(string(b), "image/jpeg") {
				continue
			}
			f, err := parser.ParseFile(token.NewFileSet(), rel, s, 0)
			if err != nil {
				t.Fatalf("%s patched: %v", rel, err)
			}
			for _, imp := range f.Imports {
				if p, _ := strconv.Unquote(imp.Path.Value); p == "image/jpeg" || p == "golang.org/x/image/tiff" {
					t.Errorf("%s patched still imports %s", rel, p)
				}
			}
			if !strings.Contains(s, "browserNoBitmap") {
				t.Errorf("%s patched: no stub", rel)
			}
		}
	}
}

// moduleDir is where go.mod's version of module lies in the module cache
// (the files each patch test reads).
func moduleDir(t *testing.T, module string) string {
	t.Helper()
	dir, _ := moduleAt(t, module)
	return dir
}

// moduleAt is moduleDir and go.mod's version of module, asked of go list
// once.
func moduleAt(t *testing.T, module string) (dir, version string) {
	t.Helper()
	out, err := exec.Command("go", "list", "-m", "-f", "{{.Dir}} {{.Version}}", module).Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	dir, version, _ = strings.Cut(strings.TrimSpace(string(out)), " ")
	return dir, version
}

// TestWebGLContextPatch: Ebitengine's graphics_js.go takes the patch, asks
// for a context without antialiasing once, and still parses; a file that
// already names the attribute is left alone.
func TestWebGLContextPatch(t *testing.T) {
	rel := "internal/graphicsdriver/opengl/graphics_js.go"
	s := patchedEbitenFile(t, rel)
	if n := strings.Count(s, "attr.Set(\"antialias\", false)"); n != 1 {
		t.Errorf("%s patched: antialias set %d times", rel, n)
	}
	if strings.Count(s, "attr.Set(\"alpha\", false)") != 1 || strings.Contains(s, "attr.Set(\"alpha\", true)") {
		t.Errorf("%s patched: the context is not opaque", rel)
	}
	parsesAndStaysPatched(t, rel, s, PatchWebGLContext)
}

// TestPresentSkipPatch: Ebitengine's context.go takes the patch (one frame
// drawn with nothing new is not presented) and still parses; a file
// patched already, or changed, is left alone.
func TestPresentSkipPatch(t *testing.T) {
	rel := "internal/ui/context.go"
	s := patchedEbitenFile(t, rel)
	if !strings.Contains(s, "\tconst maxSkipCount = 1\n") || strings.Contains(s, "maxSkipCount = 4") {
		t.Errorf("%s patched: maxSkipCount is not 1", rel)
	}
	// The black fill only under a letterboxed screen (PatchScreenFill).
	if !strings.Contains(s, "if s, x, y := c.screenScaleAndOffsets(); s != 1 || x != 0 || y != 0 {\n\t\t\tif c.screenTransparent {\n\t\t\t\tc.screen.clear()\n\t\t\t} else {\n\t\t\t\tc.screen.fillBlack()\n\t\t\t}\n\t\t}\n") {
		t.Errorf("%s patched: the screen's fill is not conditional", rel)
	}
	if _, ok := PatchScreenFill(s); ok {
		t.Error("a context.go with a conditional fill patched again")
	}
	parsesAndStaysPatched(t, rel, s, PatchPresentSkip)
}

// TestDirectScreenPatches: the game draws on the window's screen itself in
// the browser (issue 16, session 39): gameforui.go hands it the screen when
// it is the offscreen's size and then draws no final screen, context.go
// counts a draw on the screen as a new frame, the OpenGL driver draws on the
// screen unflipped (Ebitengine's own canvas is shown flipped back), and the canvas
// keeps its picture between frames; the screen's internal size and viewport
// are an image's, powers of two (session 40). Each file still parses and
// takes its patch once.
func TestDirectScreenPatches(t *testing.T) {
	rel := "gameforui.go"
	s := patchedEbitenFile(t, rel)
	for _, want := range []string{"\tif periscopeDirect {\n\t\tg.game.Draw(g.screen)\n", "\tif periscopeDirect {\n\t\treturn // the picture is on the screen already\n"} {
		if !strings.Contains(s, want) {
			t.Errorf("%s patched: no %q", rel, want)
		}
	}
	parsesAndStaysPatched(t, rel, s, PatchDirectScreen)

	rel = "internal/ui/context.go"
	s = patchedEbitenFile(t, rel)
	if !strings.Contains(s, screenCreatedOld+"\t\t// Periscope's browser build: the game draws on the screen itself (gameforui.go).\n\t\tc.screen.modifyCallback = func() { c.isOffscreenModified = true }\n") {
		t.Errorf("%s patched: a draw on the screen is not a modified frame", rel)
	}
	parsesAndStaysPatched(t, rel, s, PatchScreenModified)

	rel = "internal/graphicsdriver/opengl/graphics.go"
	s = patchedEbitenFile(t, rel)
	if strings.Contains(s, "value[1] ^= 1 << 31") {
		t.Errorf("%s patched: the screen's projection is still flipped", rel)
	}
	parsesAndStaysPatched(t, rel, s, PatchScreenUnflipped)

	rel = "internal/graphicsdriver/opengl/graphics_js.go"
	if s := patchedEbitenFile(t, rel); strings.Count(s, "attr.Set(\"preserveDrawingBuffer\", true)") != 1 {
		t.Errorf("%s patched: the drawing buffer is not preserved", rel)
	}

	// The canvas is shown flipped by the wasm itself, not by the page's
	// stylesheet (session 40).
	rel = "internal/ui/ui_js.go"
	s = patchedEbitenFile(t, rel)
	if strings.Count(s, canvasStyleOld+"\t// Periscope's browser build: the screen is drawn unflipped (PatchScreenUnflipped); the canvas is shown flipped back.\n\tcanvasStyle.Set(\"transform\", \"scaleY(-1)\")\n") != 1 {
		t.Errorf("%s patched: the canvas is not shown flipped", rel)
	}
	parsesAndStaysPatched(t, rel, s, PatchCanvasFlip)
	css, err := os.ReadFile(filepath.Join("..", "web", "style.css"))
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(css), "scaleY") {
		t.Error("wasm/web/style.css flips the canvas too: it would be shown upside down")
	}

	// The screen's internal size and viewport are an image's (session 40):
	// no special case for the screen is left in either function.
	for rel, patch := range map[string]func(string) (string, bool){
		"internal/graphicscommand/image.go":       PatchScreenInternalSize,
		"internal/graphicsdriver/opengl/image.go": PatchScreenViewport,
	} {
		s := patchedEbitenFile(t, rel)
		for _, fn := range []string{"func (i *Image) InternalSize() (int, int) {", "func (i *Image) viewportSize() (int, int) {"} {
			if at := strings.Index(s, fn); at >= 0 {
				body := s[at:]
				body = body[:strings.Index(body, "\n}\n")]
				if strings.Contains(body, "i.screen") || !strings.Contains(body, "graphics.InternalImageSize(i.width)") {
					t.Errorf("%s patched: %s still treats the screen apart:\n%s", rel, fn, body)
				}
			}
		}
		parsesAndStaysPatched(t, rel, s, patch)
	}
}

// TestFrameGoroutinePatch: Ebitengine's ui_js.go takes the patch (each
// animation frame handed to one goroutine, no go statement a frame) and
// still parses; a file patched already, or changed, is left alone.
func TestFrameGoroutinePatch(t *testing.T) {
	rel := "internal/ui/ui_js.go"
	s := patchedEbitenFile(t, rel)
	if !strings.Contains(s, "case frames <- struct{}{}:") || strings.Contains(s, "\t\tgo f()\n\t\treturn nil\n") {
		t.Errorf("%s patched: the frame callback still starts a goroutine", rel)
	}
	parsesAndStaysPatched(t, rel, s, PatchFrameGoroutine)
}

// TestOtoWorkletPatch: oto's driver_js.go takes the patch (the worklet
// keeps a view of what it has not played, not a copy) and still parses; a
// patched file is left alone.
func TestOtoWorkletPatch(t *testing.T) {
	rel := "driver_js.go"
	b, err := os.ReadFile(filepath.Join(moduleDir(t, otoModule), rel))
	if err != nil {
		t.Fatal(err)
	}
	s, ok := OtoPatches[rel](string(b))
	if !ok {
		t.Fatalf("%s: the patch does not apply", rel)
	}
	if strings.Contains(s, ".slice(") || !strings.Contains(s, "this.buf_ = this.buf_.subarray(") {
		t.Errorf("%s patched: the worklet still copies its buffer", rel)
	}
	parsesAndStaysPatched(t, rel, s, PatchOtoWorklet)
}

// TestEndFlushPatch: Ebitengine's opengl graphics.go takes the patch (no
// gl.flush() in Graphics.End) and still parses; a patched file is left
// alone.
func TestEndFlushPatch(t *testing.T) {
	rel := "internal/graphicsdriver/opengl/graphics.go"
	s := patchedEbitenFile(t, rel)
	if strings.Contains(s, "g.context.ctx.Flush()") {
		t.Errorf("%s patched: Graphics.End still flushes", rel)
	}
	parsesAndStaysPatched(t, rel, s, PatchEndFlush)
}

// patchedEbitenFile is go.mod's Ebitengine's file rel with its patch
// applied; the test fails when the patch does not apply.
func patchedEbitenFile(t *testing.T, rel string) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(moduleDir(t, ebitenModule), rel))
	if err != nil {
		t.Fatal(err)
	}
	s, ok := EbitenPatches[rel](string(b))
	if !ok {
		t.Fatalf("%s: the patch does not apply", rel)
	}
	return s
}

// parsesAndStaysPatched checks a patched Go file s (rel) still parses and
// that its patch, applied again, leaves it alone.
func parsesAndStaysPatched(t *testing.T, rel, s string, patch func(string) (string, bool)) {
	t.Helper()
	if _, err := parser.ParseFile(token.NewFileSet(), rel, s, 0); err != nil {
		t.Fatalf("%s patched: %v", rel, err)
	}
	if _, ok := patch(s); ok {
		t.Errorf("%s patched: the patch applies again", rel)
	}
}
