package webbuild

import "strings"

// Patches that keep debugging and tool paths of Ebitengine out of the
// browser build (issue 16: the wasm within 4.3 MB brotli). Each is a list
// of edits, every old text found exactly once, and code appended to the
// file; gone names the imports the patched file no longer has
// (TestTrimPatches checks both against the module in go.mod).
type trimPatch struct {
	edits  [][2]string
	append string
	gone   []string
}

// apply makes the edits and appends the code; false when an old text is
// not found exactly once (the file changed upstream).
func (p trimPatch) apply(src string) (string, bool) {
	for _, e := range p.edits {
		if strings.Count(src, e[0]) != 1 {
			return "", false
		}
		src = strings.Replace(src, e[0], e[1], 1)
	}
	return src + p.append, true
}

// trimPatches are the patches by file inside Ebitengine's module.
var trimPatches = map[string]trimPatch{
	// A texel-unit Kage shader is converted to the pixel unit by parsing
	// it and printing it back with go/printer (which brings go/doc/comment
	// and text/tabwriter, about 250 KB raw). Every shader the game
	// compiles is in pixels (Ebitengine's built-in, colorm and vector
	// stencil shaders say //kage:unit pixels; the game has none of its
	// own), so in the browser a texel-unit shader is an error instead.
	"internal/legacyshader/legacyshader.go": {
		edits: [][2]string{{"\t\tsrc, err = convertToPixels(fragmentSrc)\n", "\t\terr = errBrowserTexels\n"}},
		append: `
// Periscope's browser build: texel-unit shaders are not converted (the
// game compiles none), which keeps go/printer out of the wasm.
var errBrowserTexels = fmt.Errorf("legacyshader: texel-unit shaders are not converted in this build; use //kage:unit pixels")
`,
	},
	// The host–guest protocol of Ebitengine's VM mode, which a browser
	// never is, encodes with encoding/gob, and checks a TCP endpoint with
	// net.SplitHostPort: the only use of package net in the wasm, whose
	// init and tables (DNS, netip) cost about 30 KB raw.
	"internal/vmprotocol/vmprotocol.go": {
		edits: [][2]string{
			{"\t\"encoding/gob\"\n", ""},
			{"\t\"net\"\n", ""},
			{"enc *gob.Encoder", "enc browserNoGob"},
			{"dec *gob.Decoder", "dec browserNoGob"},
			{"gob.NewEncoder(w)", "browserNoGob{}"},
			{"gob.NewDecoder(r)", "browserNoGob{}"},
			{"net.SplitHostPort(p)", "browserNoSplitHostPort(p)"},
			{"net.SplitHostPort(e.Address)", "browserNoSplitHostPort(e.Address)"},
		},
		append: `
// Periscope's browser build: a browser is never a VM guest or host, and
// the messages are not encoded (no encoding/gob in the wasm).
type browserNoGob struct{}

var errBrowserNoGob = fmt.Errorf("vmprotocol: not in this build")

func (browserNoGob) Encode(any) error { return errBrowserNoGob }
func (browserNoGob) Decode(any) error { return errBrowserNoGob }

// Periscope's browser build: no TCP endpoint (no package net in the wasm).
func browserNoSplitHostPort(string) (string, string, error) { return "", "", errBrowserNoGob }
`,
		gone: []string{"encoding/gob", "net"},
	},
	// The atlas's and the thread's debug log use log/slog (about 85 KB
	// raw); its default handler drops Debug, so those go, and Error goes
	// through package log, which the game has anyway.
	"internal/atlas/gpuresources.go": {
		edits: [][2]string{
			{"\t\"log/slog\"\n", "\t\"log\"\n"},
			{`slog.Debug("atlas: requestToSaveGPUResources was called"`, `browserLogDebug("atlas: requestToSaveGPUResources was called"`},
			{`slog.Error("atlas: requestToSaveGPUResources was called unexpectedly"`, `browserLogError("atlas: requestToSaveGPUResources was called unexpectedly"`},
			{`slog.Debug("atlas: finishSavingGPUResources was called"`, `browserLogDebug("atlas: finishSavingGPUResources was called"`},
			{`slog.Error("atlas: finishSavingGPUResources was called unexpectedly"`, `browserLogError("atlas: finishSavingGPUResources was called unexpectedly"`},
			{`slog.Debug("atlas: requestToRestoreGPUResources was called"`, `browserLogDebug("atlas: requestToRestoreGPUResources was called"`},
			{`slog.Error("atlas: requestToRestoreGPUResources was called unexpectedly"`, `browserLogError("atlas: requestToRestoreGPUResources was called unexpectedly"`},
			{`slog.Debug("atlas: startRestoringGPUResourcesIfNeeded was called"`, `browserLogDebug("atlas: startRestoringGPUResourcesIfNeeded was called"`},
		},
		append: `
// Periscope's browser build: no log/slog. Its default handler drops
// Debug; Error is logged as slog's default handler would.
func browserLogDebug(string, ...any) {}

func browserLogError(msg string, args ...any) {
	log.Println(append([]any{"ERROR", msg}, args...)...)
}
`,
		gone: []string{"log/slog"},
	},
	// The screenshot and internal-image dump keys come from environment
	// variables, which a browser does not have; the dumps bring
	// archive/zip, the PNG encoder and the key-name table.
	"imagedumper.go": {
		edits: [][2]string{
			{"func (i *imageDumper) update() error {\n\tif i.err != nil {\n", "func (i *imageDumper) update() error {\n\tif i.err != nil || browserNoImageDumps {\n"},
			{"func (i *imageDumper) dump(screen *Image, transparent bool) error {\n", "func (i *imageDumper) dump(screen *Image, transparent bool) error {\n\tif browserNoImageDumps {\n\t\treturn nil\n\t}\n"},
		},
		append: `
// Periscope's browser build: a browser has no environment variables, so
// the EBITENGINE_SCREENSHOT_KEY and EBITENGINE_INTERNAL_IMAGES_KEY dumps
// never run; their code is left out.
const browserNoImageDumps = true
`,
	},
	// Ebitengine's text draws a font's SVG glyphs (colour emoji) with an
	// SVG parser and rasterizer (oksvg, rasterx: about 125 KB raw). The
	// game's fonts are the Go fonts, outlines with no SVG table, so in the
	// browser an SVG glyph is drawn from its outline instead (svgToImage
	// returns nil, and the caller falls back, as for a document it cannot
	// parse).
	"text/v2/gotextsvg.go": {
		edits: [][2]string{
			{"\t\"bytes\"\n\n", ""},
			{"\t\"github.com/srwiley/rasterx\"\n", ""},
			{"\t\"github.com/hajimehoshi/ebiten/v2/text/v2/internal/oksvg\"\n", ""},
			{svgToImageBody, "\treturn nil\n}"},
		},
		gone: []string{"bytes", "github.com/srwiley/rasterx", "github.com/hajimehoshi/ebiten/v2/text/v2/internal/oksvg"},
	},
	// Ebitengine's audio plays through a virtual device when the game is a
	// VM guest, which a browser never is (vmaudio: about 22 KB raw).
	"audio/context.go": {
		edits: [][2]string{{"\tif vmGuest {\n", "\tif vmGuest && !browserNoVMAudio {\n"}},
		append: `
// Periscope's browser build: a browser is never a VM guest, so the virtual
// audio device is left out.
const browserNoVMAudio = true
`,
	},
	// text/v2's GoTextFace names its language with golang.org/x/text's
	// language.Tag, whose package initialises its BCP 47 parser and tables
	// at start-up (about 85 KB of code, and the tables). The game draws
	// every text with GoXFace (render/typeface), never GoTextFace, so in
	// the browser the hint is a type of its own that says "und".
	"text/v2/gotext.go": {
		edits: [][2]string{
			{"\t\"golang.org/x/text/language\"\n", ""},
			{"\tLanguage language.Tag\n", "\tLanguage browserLanguageTag\n"},
			{"\tScript language.Script\n", "\tScript browserLanguageScript\n"},
			{"g.Script != (language.Script{})", "g.Script != (browserLanguageScript{})"},
		},
		append: `
// Periscope's browser build: no golang.org/x/text/language (the game draws
// with GoXFace; GoTextFace's language hint is always undetermined).
type browserLanguageTag struct{}

func (browserLanguageTag) String() string { return "und" }

func (browserLanguageTag) Script() (browserLanguageScript, int) { return browserLanguageScript{}, 0 }

type browserLanguageScript struct{}

func (browserLanguageScript) String() string { return "Zzzz" }
`,
		gone: []string{"golang.org/x/text/language"},
	},
	"text/v2/gotextfacesource.go": {
		edits: [][2]string{
			{"\txlanguage \"golang.org/x/text/language\"\n", ""},
			{"\tlanguage   xlanguage.Tag\n", "\tlanguage   browserLanguageTag\n"},
			{"\tscript     xlanguage.Script\n", "\tscript     browserLanguageScript\n"},
		},
		gone: []string{"golang.org/x/text/language"},
	},
	// A key's name is read back (Key.UnmarshalText, kept by encoding's
	// TextUnmarshaler) through a table of every name (about 22 KB); the
	// game never reads keys from text, so in the browser no name parses.
	"keys.go": {
		edits: [][2]string{{"\tkey, ok := keyNameToKeyCode(string(text))\n", "\tkey, ok := Key(0), !browserNoKeyNames\n"}},
		append: `
// Periscope's browser build: key names are not parsed back.
const browserNoKeyNames = true
`,
	},
	// Ebitengine polls navigator.getGamepads() every frame: a call into
	// the browser that cost more of a panning frame's Go time than the
	// chart's own drawing in headless Chromium (issue 16). The game reads
	// no gamepad (package input: keyboard, mouse and touch), so in the
	// browser there are none.
	"internal/gamepad/gamepad_js.go": {
		edits: [][2]string{{"\t// TODO: Use the gamepad events instead of navigator.getGamepads.\n", "\tif browserNoGamepads {\n\t\treturn nil\n\t}\n"}},
		append: `
// Periscope's browser build: the game reads no gamepad, so none is polled.
const browserNoGamepads = true
`,
	},
	"internal/thread/thread.go": {
		edits: [][2]string{
			{"\t\"log/slog\"\n", ""},
			{"!slog.Default().Enabled(context.Background(), slog.LevelDebug)", "!browserLogDebugEnabled(context.Background())"},
			{`slog.Debug("thread: a call was discarded as the thread was stopped"`, `browserLogDebug("thread: a call was discarded as the thread was stopped"`},
		},
		append: `
// Periscope's browser build: no log/slog, whose default handler drops
// Debug.
func browserLogDebugEnabled(context.Context) bool { return false }

func browserLogDebug(string, ...any) {}
`,
		gone: []string{"log/slog"},
	},
}

func init() {
	for rel, p := range trimPatches {
		if prev := EbitenPatches[rel]; prev != nil {
			// A file with a patch of its own gets both, that one first.
			EbitenPatches[rel] = func(src string) (string, bool) {
				if src, ok := prev(src); ok {
					return p.apply(src)
				}
				return "", false
			}
			continue
		}
		EbitenPatches[rel] = p.apply
	}
}

// svgToImageBody is the rasterizing part of Ebitengine's svgToImage, which
// the browser build's patch of text/v2/gotextsvg.go takes out.
const svgToImageBody = `	icon, err := oksvg.ReadIconStream(bytes.NewReader(svg.source), oksvg.IgnoreErrorMode)
	if err != nil {
		return nil
	}

	// The OpenType SVG coordinate system has its origin at the glyph origin with
	// the Y axis pointing down, and the viewBox maps onto the em square.
	// This matches the display space of the scaled outline segments, so the
	// glyph pixel position of an SVG user-space point is
	// (point - viewBoxMin) * (emSizeInPixels / viewBoxSize).
	//
	// The transform is set directly instead of via SvgIcon.SetTarget:
	// SetTarget applies the viewBox offset after scaling, which misplaces
	// documents with a non-zero viewBox origin.
	sx := sizeInPixels / float64(svg.viewBox.Width)
	sy := sizeInPixels / float64(svg.viewBox.Height)
	biasX := fixed26_6ToFloat64(-glyphBounds.Min.X + subpixelOffset.X)
	biasY := fixed26_6ToFloat64(-glyphBounds.Min.Y + subpixelOffset.Y)
	icon.Transform = rasterx.Matrix2D{
		A: sx,
		D: sy,
		E: biasX - float64(svg.viewBox.MinX)*sx,
		F: biasY - float64(svg.viewBox.MinY)*sy,
	}

	dst := newPooledRGBA(w, h)
	defer releasePooledRGBA(dst)
	scanner := rasterx.NewScannerGV(w, h, dst, dst.Bounds())
	dasher := rasterx.NewDasher(w, h, scanner)
	icon.Draw(dasher, 1)
	return ebiten.NewImageFromImage(dst)
}`
