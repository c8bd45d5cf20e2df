// Package webbuild builds the browser version of the game: it compiles the
// wasm, and puts it together with wasm_exec.js, index.html, the loader, the
// service worker, the style sheet and the icon in one directory that any
// static web server (or an itch.io zip) can serve. cmd/serve and cmd/dist use
// it.
package webbuild

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"time"
)

// WasmName is the compiled game's file name in the web directory.
const WasmName = "periscope.wasm"

// BaseVersion is the version of the game before the commit is added.
const BaseVersion = "0.1.0"

// Options configure Build.
type Options struct {
	// Root is the module root (holding go.mod, main.go and index.html).
	Root string
	// Out is the directory to write the site to; created if missing.
	Out string
	// Version is the game version baked into the binary; empty means
	// GameVersion(Root).
	Version string
	// Log receives progress lines; nil means silence.
	Log io.Writer
	// Brotli writes the .br copies and zopfli's smaller .gz copies too
	// (see WriteBrotli and WriteZopfli), before Build returns; otherwise
	// the site has compress/gzip's .gz copies only, and any .br left by an
	// earlier build is removed (cmd/serve writes both afterwards).
	Brotli bool
}

// Result describes a finished build.
type Result struct {
	Dir      string   // the site directory
	Files    []string // the site's files, relative to Dir (the .gz and .br copies excluded)
	Version  string   // the game version baked into the wasm
	CacheKey string   // the content hash that busts caches (?v=…, the service worker's cache)
	WasmRaw  int64    // size of the wasm
	WasmGzip int64    // size of the wasm gzipped at the best compression
	// WasmBrotli is the size of the wasm's .br (0 when Options.Brotli was
	// not set).
	WasmBrotli int64
	Took       time.Duration
}

// Page files: the source (relative to Root) and the name in the site.
var pageFiles = []struct{ src, dst string }{
	{"index.html", "index.html"},
	{"wasm/web/loader.js", "loader.js"},
	{"wasm/web/sw.js", "sw.js"},
	{"wasm/web/style.css", "style.css"},
	{"wasm/web/icon.svg", "icon.svg"},
}

// Build compiles the game for GOOS=js GOARCH=wasm and assembles the site.
func Build(opts Options) (*Result, error) {
	start := time.Now()
	logf := func(format string, args ...any) {
		if opts.Log != nil {
			fmt.Fprintf(opts.Log, format+"\n", args...)
		}
	}
	root, err := filepath.Abs(opts.Root)
	if err != nil {
		return nil, err
	}
	if _, err := os.Stat(filepath.Join(root, "go.mod")); err != nil {
		return nil, fmt.Errorf("webbuild: %s is not the module root: %w", root, err)
	}
	out, err := filepath.Abs(opts.Out)
	if err != nil {
		return nil, err
	}
	if err := os.MkdirAll(out, 0o755); err != nil {
		return nil, err
	}
	version := opts.Version
	if version == "" {
		version = GameVersion(root)
	}

	wasmPath := filepath.Join(out, WasmName)
	logf("building %s (GOOS=js GOARCH=wasm, version %s)…", WasmName, version)
	if err := GoBuild(root, "js", "wasm", wasmPath, version); err != nil {
		return nil, err
	}
	wasm, err := os.ReadFile(wasmPath)
	if err != nil {
		return nil, err
	}

	goroot, err := goEnv("GOROOT")
	if err != nil {
		return nil, err
	}
	wasmExec, err := readFirst(
		filepath.Join(goroot, "lib", "wasm", "wasm_exec.js"),
		filepath.Join(goroot, "misc", "wasm", "wasm_exec.js"), // Go before 1.24
	)
	if err != nil {
		return nil, fmt.Errorf("webbuild: wasm_exec.js: %w", err)
	}

	// The cache key hashes everything the page loads, so any change to any
	// file gives new URLs and a new service worker.
	h := sha256.New()
	h.Write(wasm)
	h.Write(wasmExec)
	pages := map[string][]byte{}
	for _, f := range pageFiles {
		b, err := os.ReadFile(filepath.Join(root, f.src))
		if err != nil {
			return nil, fmt.Errorf("webbuild: %w", err)
		}
		pages[f.dst] = b
		h.Write(b)
	}
	key := hex.EncodeToString(h.Sum(nil))[:12]

	repl := strings.NewReplacer(
		"{{VERSION}}", key,
		"{{GAME_VERSION}}", version,
		"{{WASM_SIZE}}", strconv.Itoa(len(wasm)),
	)
	files := []string{WasmName, "wasm_exec.js"}
	if err := os.WriteFile(filepath.Join(out, "wasm_exec.js"), wasmExec, 0o644); err != nil {
		return nil, err
	}
	for _, f := range pageFiles {
		b := pages[f.dst]
		if strings.HasSuffix(f.dst, ".html") || strings.HasSuffix(f.dst, ".js") {
			b = []byte(repl.Replace(string(b)))
		}
		if err := os.WriteFile(filepath.Join(out, f.dst), b, 0o644); err != nil {
			return nil, err
		}
		files = append(files, f.dst)
	}
	for _, name := range files {
		os.Remove(filepath.Join(out, name+".br")) // an earlier build's: stale
	}
	if err := WriteGzip(out, files); err != nil {
		return nil, err
	}
	gz, err := os.Stat(wasmPath + ".gz")
	if err != nil {
		return nil, err
	}
	res := &Result{
		Dir: out, Files: files, Version: version, CacheKey: key,
		WasmRaw: int64(len(wasm)), WasmGzip: gz.Size(),
	}
	if opts.Brotli {
		logf("compressing with zopfli and brotli (quality %d; cached in %s)…", BrotliQuality, BrotliCacheDir())
		switch n, err := WriteZopfli(out, files); {
		case errors.Is(err, ErrNoZopfli):
			logf("%v", err)
		case err != nil:
			return nil, err
		default:
			res.WasmGzip = n
		}
		if res.WasmBrotli, err = WriteBrotli(out, files); err != nil {
			return nil, err
		}
	}
	res.Took = time.Since(start)
	sizes := fmt.Sprintf("wasm %s raw, %s gzip", Size(res.WasmRaw), Size(res.WasmGzip))
	if res.WasmBrotli > 0 {
		sizes += ", " + Size(res.WasmBrotli) + " brotli"
	}
	logf("built %s in %s: %s; cache key %s", out, res.Took.Round(100*time.Millisecond), sizes, key)
	return res, nil
}

// WasmGCFlags are the compiler flags of the browser build: no inlining in
// the rules engine, the saves and the scenes' and widgets' logic.
// Inlining multiplies code in WebAssembly; without it in the engine and
// go-json (then the JSON library) the wasm was about 450 KB gzip smaller (6.24 → 5.80 MB, measured
// when the game was linked into main.go), for a rules engine about 17%
// slower (a whole bot campaign natively: 2.5 s → 2.9 s); the saves and the
// UI logic (scenes, hud, play, ui, storage, wasm, assets, input) save
// another 150 KB gzip (6.01 → 5.85 MB with the campaign map, saves and
// combat board linked) and run once per event, not per pixel. The drawing
// code (render/chart, render/counters, render/glyph, render/combat,
// Ebitengine's drawing, the runtime) keeps inlining: it runs every frame.
//
// With five game systems linked the wasm must still stay within 6.0 MB
// gzip (issue 16), so the packages that Ebitengine and the standard
// library bring in for start-up and tools rather than for frames go
// without inlining too: the Kage shader compiler (go/parser and friends,
// run once at start-up), text/template, encoding, net and log (Ebitengine's
// internals), regexp, golang.org/x (font parsing, charmaps), go-text's
// font parser and shaper (shaped runs are cached by text/v2) and the
// catalogue (i18n). Measured on the same tree: 5,888,796 → 5,684,898 bytes
// gzip -9 (−204 KB), 26.21 → 26.00 MB raw.
var WasmGCFlags = func() []string {
	var out []string
	for _, pkg := range []string{
		"periscope/game/...", "periscope/save/...",
		"periscope/render/scenes", "periscope/render/hud", "periscope/render/play", "periscope/render/ui",
		"periscope/storage", "periscope/wasm", "periscope/assets/...", "periscope/input", "periscope/i18n",
		"go/...", "text/...", "encoding/...", "net/...", "log/...", "regexp/...", "archive/...", "image/jpeg",
		"golang.org/x/...", "github.com/go-text/...", "github.com/srwiley/...",
		"github.com/hajimehoshi/ebiten/v2/internal/shader", "github.com/hajimehoshi/ebiten/v2/internal/shaderir/...",
		"github.com/hajimehoshi/ebiten/v2/internal/legacyshader", "github.com/hajimehoshi/ebiten/v2/internal/builtinshader",
		"github.com/hajimehoshi/ebiten/v2/internal/vmprotocol", "github.com/hajimehoshi/ebiten/v2/text/v2/internal/...",
		// Issue 16, with the fifth game and a second campaign theatre in:
		// the game's own screens other than the three that draw per pixel
		// (re-enabled below), and the standard library's and
		// Ebitengine's packages that run per event or at start-up, not
		// per vertex: 6,520,012 → 6,403,348 bytes gzip -9 measured on one
		// tree (−117 KB), which kept the wasm under its 7.0 MB ceiling.
		"periscope/render/...", "fmt", "strconv", "reflect", "sort", "time", "os", "syscall/...", "compress/...",
		"hash/...", "io/...", "bufio", "internal/fmtsort", "github.com/hajimehoshi/ebiten/v2/internal/gamepad/...",
		"github.com/hajimehoshi/ebiten/v2/internal/gamepaddb", "github.com/hajimehoshi/ebiten/v2/internal/file",
		"github.com/hajimehoshi/ebiten/v2/internal/png", "github.com/srwiley/...",
	} {
		out = append(out, "-gcflags="+pkg+"=-l")
	}
	// The chart, the counters and the glyph atlas draw every frame: they
	// keep inlining (a later -gcflags pattern wins for the packages it
	// matches).
	for _, pkg := range []string{"periscope/render/chart", "periscope/render/glyph", "periscope/render/counters"} {
		out = append(out, "-gcflags="+pkg+"=")
	}
	return out
}()

// GoBuild runs `go build -trimpath -ldflags "-s -w -X main.version=…"` on
// the main package in root for goos/goarch with cgo off, writing to out
// (for js/wasm with WasmGCFlags, and against ShaderModfile's Ebitengine).
// With PERISCOPE_WASM_NAMES set it keeps the symbols (no -s), for profiling.
func GoBuild(root, goos, goarch, out, version string) error {
	ldflags := "-s -w -X main.version=" + version
	if os.Getenv("PERISCOPE_WASM_NAMES") != "" {
		// Keep the symbol table: the wasm's name section, so a browser's
		// profiler names the Go functions (issue 16's start-up profile;
		// about 1 MB more).
		ldflags = "-w -X main.version=" + version
	}
	if goos == "windows" {
		ldflags += " -H=windowsgui" // no console window behind the game
	}
	args := []string{"build", "-trimpath", "-ldflags=" + ldflags}
	if goos == "js" && goarch == "wasm" {
		args = append(args, WasmGCFlags...)
		modfile, err := ShaderModfile(root)
		if err != nil {
			return err
		}
		if modfile != "" {
			defer os.RemoveAll(filepath.Dir(modfile))
			args = append(args, "-modfile="+modfile)
		}
		overlay, err := DataOverlay(root) // the tactical data without its prose (data_overlay.go)
		if err != nil {
			return err
		}
		defer os.RemoveAll(filepath.Dir(overlay))
		if err := AddStdOverlay(overlay); err != nil { // go/constant without math/big (std_overlay.go)
			return err
		}
		if err := AddCatalogueOverlay(root, overlay); err != nil { // the catalogue as one string (catalogue_overlay.go)
			return err
		}
		args = append(args, "-overlay="+overlay)
	}
	cmd := exec.Command("go", append(args, "-o", out, ".")...)
	cmd.Dir = root
	cmd.Env = append(os.Environ(), "GOOS="+goos, "GOARCH="+goarch, "CGO_ENABLED=0")
	var stderr bytes.Buffer
	cmd.Stdout = &stderr
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		return fmt.Errorf("go build for %s/%s: %w\n%s", goos, goarch, err, strings.TrimSpace(stderr.String()))
	}
	return nil
}

// GameVersion returns BaseVersion with the current commit, e.g.
// "0.1.0+3f2a9c1" (and "-dirty" with uncommitted changes), or BaseVersion
// alone outside a git checkout.
func GameVersion(root string) string {
	cmd := exec.Command("git", "describe", "--always", "--dirty", "--abbrev=7", "--exclude=*")
	cmd.Dir = root
	b, err := cmd.Output()
	v := strings.TrimSpace(string(b))
	if err != nil || v == "" {
		return BaseVersion
	}
	return BaseVersion + "+" + v
}

func goEnv(name string) (string, error) {
	b, err := exec.Command("go", "env", name).Output()
	if err != nil {
		return "", fmt.Errorf("go env %s: %w", name, err)
	}
	return strings.TrimSpace(string(b)), nil
}

func readFirst(paths ...string) ([]byte, error) {
	var errs []error
	for _, p := range paths {
		b, err := os.ReadFile(p)
		if err == nil {
			return b, nil
		}
		errs = append(errs, err)
	}
	return nil, errors.Join(errs...)
}

func gzipBytes(b []byte) ([]byte, error) {
	var buf bytes.Buffer
	zw, err := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	if err != nil {
		return nil, err
	}
	if _, err := zw.Write(b); err != nil {
		return nil, err
	}
	if err := zw.Close(); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// Size formats a byte count for people: "12.4 MB (12998144 bytes)".
func Size(n int64) string {
	return fmt.Sprintf("%.1f MB (%d bytes)", float64(n)/1e6, n)
}
