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
	// The built-in shaders' programs written at build time, not compiled
	// at start-up (atlas_programs.go).
	atlasShaderFile: PatchAtlasShaders,
	// No Kage compiler: every shader the game can make is compiled at
	// build time (ShaderPrograms).
	"shader.go": PatchShaderCompile,
	// The first caller outside Ebitengine, for its debug log.
	"internal/debug/caller.go": PatchFirstCaller,
	// JPEG and TIFF bitmap glyphs (colour-emoji fonts; not ours).
	"text/v2/gotextfacesource.go": PatchBitmapDecoders,
	// The canvas's WebGL context opaque, without multisampling, and
	// keeping its picture from frame to frame.
	"internal/graphicsdriver/opengl/graphics_js.go": PatchWebGLContext,
	// No presents of an unchanged screen; no black fill under a final
	// screen that covers it; a draw on the window's screen counts as new.
	"internal/ui/context.go": both(both(PatchPresentSkip, PatchScreenFill), PatchScreenModified),
	// The game drawn on the window's screen itself, not on an offscreen
	// image copied to it.
	"gameforui.go": PatchDirectScreen,
	// Every frame on one goroutine, not a new one a frame; the canvas
	// shown flipped (its picture is drawn unflipped).
	"internal/ui/ui_js.go": both(PatchFrameGoroutine, PatchCanvasFlip),
	// No explicit gl.flush() at the end of each frame; the window's screen
	// drawn unflipped.
	"internal/graphicsdriver/opengl/graphics.go": both(PatchEndFlush, PatchScreenUnflipped),
	// The window's screen drawn through the power-of-two viewport and
	// projection an image of its size has.
	"internal/graphicscommand/image.go":       PatchScreenInternalSize,
	"internal/graphicsdriver/opengl/image.go": PatchScreenViewport,
}

// goTextModule's font package measures bitmap glyphs with the JPEG and
// TIFF decoders too.
const goTextModule = "github.com/go-text/typesetting"

// GoTextPatches are EbitenPatches for goTextModule.
var GoTextPatches = map[string]func(string) (string, bool){
	"font/glyphs.go": PatchBitmapDecoders,
}

// otoModule mixes Ebitengine's sounds; in the browser it plays them
// through an AudioWorklet.
const otoModule = "github.com/ebitengine/oto/v3"

// OtoPatches are EbitenPatches for otoModule.
var OtoPatches = map[string]func(string) (string, bool){
	"driver_js.go": PatchOtoWorklet,
}

// otoWorkletOld is the line of the worklet's script that PatchOtoWorklet
// changes.
const otoWorkletOld = "this.buf_ = this.buf_.slice(output[0].length*this.channelCount_);"

// PatchOtoWorklet returns oto's driver_js.go with the AudioWorklet dropping
// the samples it has played by a view of the rest of its buffer
// (subarray), not a copy of it (slice) (issue 16). The worklet plays 128
// frames at a time, 345 times a second at the game's 44.1 kHz, and holds up
// to 8,192 frames of both channels: each slice copied what was left, on
// the renderer's audio thread, all the while the sea plays on the map. The
// samples played are the same: the next buffer from the game is appended
// to a new array, as before, and the view is dropped with it.
func PatchOtoWorklet(src string) (string, bool) {
	if strings.Count(src, otoWorkletOld) != 1 || strings.Contains(src, "subarray") {
		return "", false
	}
	return strings.Replace(src, otoWorkletOld, "this.buf_ = this.buf_.subarray(output[0].length*this.channelCount_);", 1), true
}

// browserModules are the modules the browser build patches, with their
// patches.
var browserModules = []struct {
	path    string
	patches map[string]func(string) (string, bool)
}{{ebitenModule, EbitenPatches}, {goTextModule, GoTextPatches}, {otoModule, OtoPatches}}

// bitmapDecoderEdits are PatchBitmapDecoders' replacements: the imports of
// image/jpeg and x/image/tiff go, and their calls answer "not decoded".
var bitmapDecoderEdits = [][2]string{
	{"\t\"image/jpeg\"\n", ""},
	{"\t\"golang.org/x/image/tiff\"\n", ""},
	{"jpeg.DecodeConfig(bytes.NewReader(", "browserNoBitmapConfig(("},
	{"tiff.DecodeConfig(bytes.NewReader(", "browserNoBitmapConfig(("},
	{"jpeg.Decode(bytes.NewReader(", "browserNoBitmap(("},
	{"tiff.Decode(bytes.NewReader(", "browserNoBitmap(("},
}

// bitmapDecoderStubs are appended to a file PatchBitmapDecoders edits.
const bitmapDecoderStubs = `
// Periscope's browser build: JPEG and TIFF bitmap glyphs (found only in
// colour-emoji fonts, which the game does not use) are not decoded, which
// keeps image/jpeg and x/image/tiff out of the wasm; such a glyph reads as
// undecodable, as a corrupt one would.
type browserNoBitmapError struct{}

func (browserNoBitmapError) Error() string {
	return "JPEG and TIFF bitmap glyphs are not decoded in this build"
}

func browserNoBitmapConfig([]byte) (image.Config, error) {
	return image.Config{}, browserNoBitmapError{}
}

func browserNoBitmap([]byte) (image.Image, error) { return nil, browserNoBitmapError{} }
`

// PatchBitmapDecoders returns go-text's font/glyphs.go or Ebitengine's
// text/v2/gotextfacesource.go without the JPEG and TIFF decoders (see
// bitmapDecoderStubs): each import once, and one call of each kind.
func PatchBitmapDecoders(src string) (string, bool) {
	if strings.Count(src, "jpeg.") != 1 || strings.Count(src, "tiff.") != 1 {
		return "", false
	}
	n := 0
	for _, e := range bitmapDecoderEdits {
		c := strings.Count(src, e[0])
		if c > 1 {
			return "", false
		}
		n += c
		src = strings.Replace(src, e[0], e[1], 1)
	}
	if n != 4 || !strings.Contains(src, "\t\"image\"\n") {
		return "", false
	}
	return src + bitmapDecoderStubs, true
}

// webGLContextOld is the line of graphics_js.go that PatchWebGLContext
// adds its attribute after.
const webGLContextOld = "\tattr.Set(\"premultipliedAlpha\", true)\n"

// PatchWebGLContext returns Ebitengine's graphics_js.go asking for a WebGL
// context without antialiasing (issue 16: the map keeps 60 fps while
// panning). WebGL's default is antialias: true, a multisampled drawing
// buffer, and Ebitengine draws only one thing into it: the game's screen,
// an image as large as the canvas, copied pixel for pixel. Multisampling
// has nothing to smooth there, but the browser still clears, fills and
// resolves four samples a pixel every frame; in headless Chromium, where
// SwiftShader draws on the CPU, that was about a third of the GPU
// process's time a panning frame (15.1 → 9.7 ms at 1280×800). The game's
// own anti-aliasing is in its images (glyph's strips, text), which a
// context attribute does not touch.
//
// The context is also opaque (alpha: false; Ebitengine asks for alpha for
// a transparent screen, which the game does not use): the page's
// compositor then draws the canvas without blending it over the page, and
// the final screen can be copied without the black fill under it
// (PatchScreenFill, App.DrawFinalScreen): the picture is the same, since
// the fill made every pixel's alpha 1 and an opaque canvas reads it as 1.
//
// And it keeps its drawing buffer (preserveDrawingBuffer: true): the game
// draws on the canvas's own framebuffer (PatchDirectScreen) and redraws
// only what changed (the HUD stays as it was while the map pans), so the
// picture must survive the browser's composite. Without it the browser
// clears the buffer after every composite.
func PatchWebGLContext(src string) (string, bool) {
	if strings.Count(src, webGLContextOld) != 1 || strings.Contains(src, "\"antialias\"") ||
		strings.Count(src, webGLAlphaOld) != 1 {
		return "", false
	}
	src = strings.Replace(src, webGLAlphaOld, "\t// Periscope's browser build: an opaque canvas (the screen is never transparent).\n\tattr.Set(\"alpha\", false)\n", 1)
	return strings.Replace(src, webGLContextOld, webGLContextOld+"\tattr.Set(\"antialias\", false)\n\tattr.Set(\"preserveDrawingBuffer\", true)\n", 1), true
}

// webGLAlphaOld is the line of graphics_js.go that PatchWebGLContext
// replaces.
const webGLAlphaOld = "\tattr.Set(\"alpha\", true)\n"

// both returns a patch that makes a and then b; false if either fails.
func both(a, b func(string) (string, bool)) func(string) (string, bool) {
	return func(src string) (string, bool) {
		s, ok := a(src)
		if !ok {
			return "", false
		}
		return b(s)
	}
}

// screenFillOld is the fill PatchScreenFill makes conditional.
const screenFillOld = "\t\tif c.screenTransparent {\n\t\t\tc.screen.clear()\n\t\t} else {\n\t\t\tc.screen.fillBlack()\n\t\t}\n"

// PatchScreenFill returns Ebitengine's internal/ui/context.go filling the
// window's screen black before the final screen is drawn only when the
// game's screen does not cover it, pixel for pixel (issue 16: the map
// keeps 60 fps while panning). The game's screen is always the canvas's
// size (App.LayoutF), and the game copies it to the canvas
// (App.DrawFinalScreen: BlendCopy), so the fill was a whole-canvas draw
// every presented frame that nothing showed: in headless Chromium, where
// SwiftShader draws on the CPU, one of the GPU process's two full-canvas
// passes a frame. A letterboxed screen (a resize in between) is still
// filled.
func PatchScreenFill(src string) (string, bool) {
	if strings.Count(src, screenFillOld) != 1 || strings.Count(src, "func (c *context) screenScaleAndOffsets()") != 1 {
		return "", false
	}
	return strings.Replace(src, screenFillOld, "\t\t// Periscope's browser build: no fill under a final screen that covers it (the game copies it).\n"+
		"\t\tif s, x, y := c.screenScaleAndOffsets(); s != 1 || x != 0 || y != 0 {\n"+
		indent(screenFillOld)+"\t\t}\n", 1), true
}

// indent puts a tab before every line of s.
func indent(s string) string {
	return "\t" + strings.ReplaceAll(strings.TrimSuffix(s, "\n"), "\n", "\n\t") + "\n"
}

// presentSkipOld is the constant PatchPresentSkip changes.
const presentSkipOld = "\tconst maxSkipCount = 4\n"

// PatchPresentSkip returns Ebitengine's internal/ui/context.go presenting
// a frame only when the game drew something new (issue 16). Ebitengine
// draws its screen to the window again for 4 frames after the picture last
// changed, so that every buffer of a native swap chain gets it. A WebGL
// canvas has no swap chain for the page: the browser shows the last
// picture drawn until the next, and a frame that draws nothing leaves it
// as it is (Ebitengine's own idle frames rely on this). Each of those 4
// presents cost a clear, a copy of the whole screen and the page's
// composite: in headless Chromium, where SwiftShader draws on the CPU, most
// of the GPU process's time while the map pans by pointer moves that come
// slower than the frames. A resize still presents: the browser draws that
// frame as a forced one, which never skips.
func PatchPresentSkip(src string) (string, bool) {
	if strings.Count(src, presentSkipOld) != 1 || strings.Count(src, "c.skipCount >= maxSkipCount") != 1 {
		return "", false
	}
	return strings.Replace(src, presentSkipOld, "\t// Periscope's browser build: 1, not 4 (a WebGL canvas keeps its last picture).\n\tconst maxSkipCount = 1\n", 1), true
}

// endFlushOld is the call PatchEndFlush removes from Graphics.End.
const endFlushOld = "\t// Call glFlush to prevent black flicking (especially on Android (#226) and iOS).\n" +
	"\t// TODO: examples/sprites worked without this. Is this really needed?\n" +
	"\tg.context.ctx.Flush()\n"

// PatchEndFlush returns Ebitengine's internal/graphicsdriver/opengl/graphics.go
// without the gl.flush() that ends every frame (issue 16: the map keeps 60
// fps while panning). It is there for black flicker on Android and iOS; in
// a browser WebGL sends the frame's commands itself when the canvas is
// presented, at the end of the animation frame's task, which comes right
// after, and a frame that drew nothing had nothing to send. Each call was a
// call into the page's WebGL and its command buffer, every frame, drawn or
// not: about a quarter of a millisecond of the page's thread a frame in
// the panning profile (its "flush"). The flush before reading pixels back
// (context.framebufferPixels) stays.
func PatchEndFlush(src string) (string, bool) {
	if strings.Count(src, endFlushOld) != 1 {
		return "", false
	}
	return strings.Replace(src, endFlushOld, "\t// Periscope's browser build: no gl.flush() here (WebGL flushes when the canvas is presented).\n", 1), true
}

// frameGoroutineOld is the callback PatchFrameGoroutine replaces: each
// animation frame starts its update on a new goroutine.
const frameGoroutineOld = "\tcf = js.FuncOf(func(this js.Value, args []js.Value) any {\n" +
	"\t\t// f can be blocked but callbacks must not be blocked. Create a goroutine (#1161).\n" +
	"\t\tgo f()\n" +
	"\t\treturn nil\n" +
	"\t})\n"

// frameGoroutineNew hands each animation frame to one goroutine that lives
// as long as the game.
const frameGoroutineNew = "\t// Periscope's browser build: every frame on one goroutine, whose stack\n" +
	"\t// stays grown, not on a new one a frame (issue 16). The callback still\n" +
	"\t// does not block; f asks for the next frame only when it has ended, so\n" +
	"\t// at most one waits.\n" +
	"\tframes := make(chan struct{}, 1)\n" +
	"\tgo func() {\n" +
	"\t\tfor range frames {\n" +
	"\t\t\tf()\n" +
	"\t\t}\n" +
	"\t}()\n" +
	"\tcf = js.FuncOf(func(this js.Value, args []js.Value) any {\n" +
	"\t\tselect {\n" +
	"\t\tcase frames <- struct{}{}:\n" +
	"\t\tdefault:\n" +
	"\t\t}\n" +
	"\t\treturn nil\n" +
	"\t})\n"

// PatchFrameGoroutine returns Ebitengine's internal/ui/ui_js.go running
// every frame's update and draw on one goroutine (issue 16: the map keeps
// 60 fps while panning). Ebitengine starts a new goroutine in each
// requestAnimationFrame callback (so that the callback never blocks); a new
// goroutine has the smallest stack, which the frame's work (the scenes'
// layout and drawing, Ebitengine's command flush) grows again by copying,
// several times a frame: about 0.05–0.3 ms of the page's thread a frame in
// the panning profile (runtime.newstack under morestack). One goroutine
// waiting on a channel keeps its grown stack from frame to frame.
func PatchFrameGoroutine(src string) (string, bool) {
	if strings.Count(src, frameGoroutineOld) != 1 || strings.Contains(src, "for range frames") {
		return "", false
	}
	return strings.Replace(src, frameGoroutineOld, frameGoroutineNew, 1), true
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
// package shadertmpl's template language in place of text/template, its
// debug log's FirstCaller does without go/build, and its text package does
// not decode JPEG and TIFF bitmap glyphs; and against a copy of go-text
// with GoTextPatches made (the same for its glyph measures). A module whose
// files are not as expected is used as it is; "" when both are.
// (`go build -overlay` may not replace files in the module cache.)
//
// Why (issue 16): text/template reaches a field or method by a name known
// only at run time (reflect.Value.MethodByName), and once such a call can
// run, the linker keeps every exported method of every type that may be
// put in an interface. The shaders' text is the same byte for byte
// (shadertmpl.TestSameAsTextTemplate runs both on these files).
func ShaderModfile(root string) (string, error) {
	var replaces []string
	for _, m := range browserModules {
		dir, err := patchedModule(root, m.path, m.patches)
		if err != nil {
			return "", err
		}
		if dir != "" {
			replaces = append(replaces, fmt.Sprintf("replace %s => %s\n", m.path, dir))
		}
	}
	if len(replaces) == 0 {
		return "", nil
	}
	// The go.mod and go.sum beside the copies: the root's, with the copies
	// in place of the modules.
	return modfileWith(root, replaces)
}

// patchedModule returns the directory of a copy of module (kept in the
// user's cache directory) with patches made, or "" when a file is not as
// its patch expects.
func patchedModule(root, module string, patches map[string]func(string) (string, bool)) (string, error) {
	cmd := exec.Command("go", "list", "-m", "-f", "{{.Dir}} {{.Version}}", module)
	cmd.Dir = root
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	b, err := cmd.Output()
	if err != nil {
		return "", fmt.Errorf("webbuild: finding %s: %w", module, err)
	}
	dir, version, _ := strings.Cut(strings.TrimSpace(string(b)), " ")
	if dir == "" {
		return "", nil
	}
	patched := map[string]string{}
	h := sha256.New()
	h.Write([]byte(module + "@" + version + "\n" + shadertmplSource))
	rels := make([]string, 0, len(patches))
	for rel := range patches {
		rels = append(rels, rel)
	}
	sort.Strings(rels)
	for _, rel := range rels {
		b, err := os.ReadFile(filepath.Join(dir, filepath.FromSlash(rel)))
		if err != nil {
			return "", nil
		}
		s, ok := patches[rel](string(b))
		if !ok {
			return "", nil
		}
		if module == ebitenModule && rel == atlasShaderFile {
			// The programs the patched file uses (AtlasPrograms); without
			// them the file stays as it is.
			code, err := AtlasPrograms(root, dir, version)
			if err != nil {
				fmt.Fprintf(os.Stderr, "webbuild: %v (Ebitengine compiles its shaders at start-up)\n", err)
				continue
			}
			s += code
		}
		if module == ebitenModule && rel == "shader.go" {
			code, err := ShaderPrograms(root, dir, version)
			if err != nil {
				fmt.Fprintf(os.Stderr, "webbuild: %v (Ebitengine compiles Kage shaders in the browser)\n", err)
				continue
			}
			patched[shaderProgramsFile] = code
			h.Write([]byte(code))
		}
		patched[filepath.FromSlash(rel)] = s
		h.Write([]byte(s))
	}
	cache, err := os.UserCacheDir()
	if err != nil {
		return "", nil
	}
	copyDir := filepath.Join(cache, "periscope", "patched", strings.ReplaceAll(module, "/", "+")+"@"+version+"-"+hex.EncodeToString(h.Sum(nil))[:12])
	if _, err := os.Stat(filepath.Join(copyDir, ".complete")); err != nil {
		if err := os.MkdirAll(filepath.Dir(copyDir), 0o755); err != nil {
			return "", err
		}
		if err := copyModule(dir, copyDir, patched); err != nil {
			return "", err
		}
	}
	return copyDir, nil
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
	// Files patched adds (not in src).
	for rel, text := range patched {
		if err != nil {
			break
		}
		if _, e := os.Stat(filepath.Join(src, rel)); e == nil {
			continue
		}
		if err = os.MkdirAll(filepath.Dir(filepath.Join(tmp, rel)), 0o755); err == nil {
			err = os.WriteFile(filepath.Join(tmp, rel), []byte(text), 0o644)
		}
	}
	if err == nil {
		err = os.WriteFile(filepath.Join(tmp, ".complete"), nil, 0o644)
	}
	if err == nil {
		if _, e := os.Stat(filepath.Join(dst, ".complete")); e == nil {
			os.RemoveAll(tmp) // another build made it meanwhile: keep theirs
			return nil
		}
		os.RemoveAll(dst)
		err = os.Rename(tmp, dst)
	}
	if err != nil {
		os.RemoveAll(tmp)
		return fmt.Errorf("webbuild: copying Ebitengine: %w", err)
	}
	return nil
}

// screenCreatedOld is the line of internal/ui/context.go that makes the
// window's screen image; PatchScreenModified adds a line after it.
const screenCreatedOld = "\t\tc.screen = c.game.NewScreenImage(screenWidth, screenHeight)\n"

// PatchScreenModified returns Ebitengine's internal/ui/context.go counting
// a draw on the window's screen as a modified frame, as a draw on the
// offscreen is (PatchDirectScreen: the game draws there): a frame that
// drew on it is presented, one that drew nothing is not (PatchPresentSkip).
// The final screen's own draws come after the check and change nothing.
func PatchScreenModified(src string) (string, bool) {
	if strings.Count(src, screenCreatedOld) != 1 || strings.Count(src, "c.isOffscreenModified = true") != 1 {
		return "", false
	}
	return strings.Replace(src, screenCreatedOld, screenCreatedOld+
		"\t\t// Periscope's browser build: the game draws on the screen itself (gameforui.go).\n"+
		"\t\tc.screen.modifyCallback = func() { c.isOffscreenModified = true }\n", 1), true
}

// directDrawOld and directFinalOld are the lines of gameforui.go that
// PatchDirectScreen changes.
const (
	directDrawOld  = "func (g *gameForUI) DrawOffscreen() error {\n\tg.game.Draw(g.offscreen)\n"
	directFinalOld = "func (g *gameForUI) DrawFinalScreen(scale, offsetX, offsetY float64) {\n"
)

// PatchDirectScreen returns Ebitengine's gameforui.go handing the game the
// window's screen (the canvas's framebuffer) as its screen whenever the
// two are the same size, and then drawing no final screen (issue 16: the
// map keeps 60 fps while panning). The game's screen is always the
// canvas's size (App.LayoutF), so the offscreen image was drawn and then
// copied whole to the canvas (App.DrawFinalScreen, pixel for pixel): in
// headless Chromium, where SwiftShader draws on the CPU, a pass over the
// whole canvas every presented frame, about a third of the GPU process's
// time a panning frame. The canvas keeps its picture between frames
// (PatchWebGLContext: preserveDrawingBuffer), as the offscreen did, and a
// draw on it counts as a new frame (PatchScreenModified). A letterboxed
// screen (a resize in between) draws on the offscreen and its final
// screen as before; the App draws everything anew whenever its screen
// image changes (Env.ScreenHolds).
func PatchDirectScreen(src string) (string, bool) {
	if strings.Count(src, directDrawOld) != 1 || strings.Count(src, directFinalOld) != 1 {
		return "", false
	}
	src = strings.Replace(src, directDrawOld, "func (g *gameForUI) DrawOffscreen() error {\n"+
		"\t// Periscope's browser build: the game draws on the window's screen itself when it is the offscreen's size.\n"+
		"\tperiscopeDirect = g.screen != nil && g.screen.Bounds() == g.offscreen.Bounds()\n"+
		"\tif periscopeDirect {\n\t\tg.game.Draw(g.screen)\n\t} else {\n\t\tg.game.Draw(g.offscreen)\n\t}\n", 1)
	return strings.Replace(src, directFinalOld, "// periscopeDirect reports whether the last DrawOffscreen drew on the window's screen.\n"+
		"var periscopeDirect bool\n\n"+directFinalOld+
		"\tif periscopeDirect {\n\t\treturn // the picture is on the screen already\n\t}\n", 1), true
}

// screenFlipOld is the flip of the projection for the window's screen in
// internal/graphicsdriver/opengl/graphics.go that PatchScreenUnflipped
// removes.
const screenFlipOld = "\t// In OpenGL, the NDC's Y direction is upward, so flip the Y direction for the final framebuffer.\n" +
	"\tif destination.screen {\n" +
	"\t\tconst idx = graphics.ProjectionMatrixUniformVariableIndex\n" +
	"\t\t// Invert the sign bits as float32 values.\n" +
	"\t\tg.uniformVars[idx].value[1] ^= 1 << 31\n" +
	"\t\tg.uniformVars[idx].value[5] ^= 1 << 31\n" +
	"\t\tg.uniformVars[idx].value[9] ^= 1 << 31\n" +
	"\t\tg.uniformVars[idx].value[13] ^= 1 << 31\n" +
	"\t}\n"

// PatchScreenUnflipped returns Ebitengine's OpenGL graphics.go drawing on
// the window's screen with the rows in the order it draws on any image,
// not flipped (the canvas is shown flipped back: PatchCanvasFlip). The game draws on the screen itself in the browser
// (PatchDirectScreen), and a flipped projection rasterises differently
// from an image's: a shape's edge through pixel centres (a pill's outline
// at a half pixel) fell a row apart, about a thousand pixels a screen.
// Unflipped, the screen is drawn as the offscreen image was, pixel for
// pixel, and its clips (the map's, HUD.Main) come out right.
func PatchScreenUnflipped(src string) (string, bool) {
	if strings.Count(src, screenFlipOld) != 1 {
		return "", false
	}
	return strings.Replace(src, screenFlipOld, "\t// Periscope's browser build: the screen is drawn unflipped; the page flips the canvas (PatchScreenUnflipped).\n", 1), true
}

// screenInternalSizeOld is the special case of internal/graphicscommand/
// image.go's InternalSize that PatchScreenInternalSize removes.
const screenInternalSizeOld = "func (i *Image) InternalSize() (int, int) {\n\tif i.screen {\n\t\treturn i.width, i.height\n\t}\n"

// PatchScreenInternalSize returns Ebitengine's internal/graphicscommand/
// image.go giving the window's screen the internal size of an image of
// its size (each side rounded up to a power of two), as
// PatchScreenViewport gives it that viewport: the destination size a draw
// on it hands its shaders (the projection, 2/size) is then an image's.
//
// Why (issue 16, session 40, pan27): the game draws on the screen itself
// in the browser (PatchDirectScreen), and a draw must come out as it did
// on the offscreen image, pixel for pixel. An image of 1920×1080 is a
// texture of 2048×2048 drawn through a viewport of that size, where a
// pixel position goes to the rasteriser and back through multiplications
// by powers of two, exactly; the screen's own 1920×1080 viewport scales
// by 2/1920, which rounds. The few ulps moved the interpolated texture
// positions of linearly filtered draws (the zoomed chart's layer) across
// SwiftShader's filter-weight steps: up to 7 levels along anti-aliased
// lines at 1920×1080, none at 1024 wide (a power of two already).
func PatchScreenInternalSize(src string) (string, bool) {
	if strings.Count(src, screenInternalSizeOld) != 1 {
		return "", false
	}
	return strings.Replace(src, screenInternalSizeOld, "func (i *Image) InternalSize() (int, int) {\n"+
		"\t// Periscope's browser build: the screen is sized as an image is (PatchScreenInternalSize).\n", 1), true
}

// screenViewportOld is the special case of internal/graphicsdriver/opengl/
// image.go's viewportSize that PatchScreenViewport removes.
const screenViewportOld = "func (i *Image) viewportSize() (int, int) {\n\tif i.screen {\n" +
	"\t\t// The (default) framebuffer size can't be converted to a power of 2.\n" +
	"\t\t// On browsers, i.width and i.height are used as viewport size and\n" +
	"\t\t// Edge can't treat a bigger viewport than the drawing area (#71).\n" +
	"\t\treturn i.width, i.height\n\t}\n"

// PatchScreenViewport returns Ebitengine's OpenGL image.go drawing on the
// window's screen through the viewport an image of its size has (each
// side rounded up to a power of two), not the canvas's own size: see
// PatchScreenInternalSize. The viewport reaches past the canvas to the
// right and (unflipped, PatchScreenUnflipped) above it, where nothing is
// drawn; WebGL allows a viewport larger than the drawing buffer up to
// MAX_VIEWPORT_DIMS, and an offscreen image of the canvas's size already
// used this very viewport. (Ebitengine's note on Edge, #71, is about the
// old EdgeHTML, which refused it.)
func PatchScreenViewport(src string) (string, bool) {
	if strings.Count(src, screenViewportOld) != 1 {
		return "", false
	}
	return strings.Replace(src, screenViewportOld, "func (i *Image) viewportSize() (int, int) {\n"+
		"\t// Periscope's browser build: the screen's viewport is an image's (PatchScreenViewport).\n", 1), true
}

// canvasStyleOld is the last line of internal/ui/ui_js.go's style for the
// canvas it makes; PatchCanvasFlip adds a line after it.
const canvasStyleOld = "\tcanvasStyle.Set(\"display\", \"block\")\n"

// PatchCanvasFlip returns Ebitengine's internal/ui/ui_js.go showing the
// canvas it makes flipped top to bottom (a CSS transform on the element
// itself): WebGL shows a drawing buffer's first row at the bottom, and
// the screen is drawn with its rows top down, as on any image
// (PatchScreenUnflipped). The flip lives beside the drawing that needs it,
// in the wasm, not in the page's stylesheet (session 39 had it in
// style.css: a page without that sheet, or with an older one, showed the
// game upside down). A flip is exact (page screenshots are the offscreen
// build's pixel for pixel), and pointer positions are read from the page's
// coordinates, which it does not change.
func PatchCanvasFlip(src string) (string, bool) {
	if strings.Count(src, canvasStyleOld) != 1 || strings.Contains(src, "scaleY(-1)") {
		return "", false
	}
	return strings.Replace(src, canvasStyleOld, canvasStyleOld+
		"\t// Periscope's browser build: the screen is drawn unflipped (PatchScreenUnflipped); the canvas is shown flipped back.\n"+
		"\tcanvasStyle.Set(\"transform\", \"scaleY(-1)\")\n", 1), true
}
