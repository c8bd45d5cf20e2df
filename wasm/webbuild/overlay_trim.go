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
		EbitenPatches[rel] = p.apply
	}
}
