package wasm

import (
	"runtime"
	"runtime/debug"
)

// The collector's settings in the browser (issue 16: every decision within
// one frame). In WebAssembly the collector has no other thread: its marking
// runs on the game's, so each collection is a pause of the frame it falls
// in, about as long as the live heap is large. Early in a campaign the live
// heap is about 8 MB, and at Go's default (GOGC 100) a collection came every
// 8 MB allocated, three in 300 decisions (cmd/budgets: "3 collections in the
// window"), and they were the p99. A collection when the heap has grown to
// five times what was live, but never beyond GCMemoryLimit, makes them rare:
// early every ~32 MB, late in a campaign (about 190 MB live, most of it the
// log) when the heap reaches the limit, every ~1,300 decisions.
const (
	GCPercent     = 400
	GCMemoryLimit = 512 << 20
)

// StartHeapLimit bounds the heap until the first frame. Before it the
// collector does not run at all (issue 16: the time to the first frame):
// the start allocates about 5 MB, and at Go's default a collection or two
// came in it, each marking the runtime's and the catalogue's data on the
// page's only thread (≈0.3 s of the start-up profile in assists). Should a
// start ever allocate more, the limit collects at 32 MB, the first frame's
// heap budget.
const StartHeapLimit = 32 << 20

// In the browser the collector waits for the first frame (StartHeapLimit);
// TuneGC, called there, sets it for the game. Package initialisation, so
// that it holds from before main (and the catalogue's registration) on.
func init() {
	if runtime.GOOS != "js" {
		return
	}
	debug.SetGCPercent(-1)
	debug.SetMemoryLimit(StartHeapLimit)
}

// TuneGC sets the collector for a game in the browser, from its first frame
// on (hook_js.go; before it, none: see StartHeapLimit); natively (other threads mark beside the game's) it
// leaves Go's defaults. cmd/budgets sets it as the game does.
func TuneGC() {
	if runtime.GOOS != "js" {
		return
	}
	debug.SetGCPercent(GCPercent)
	debug.SetMemoryLimit(GCMemoryLimit)
}
