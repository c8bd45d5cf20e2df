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

// TuneGC sets the collector for a game in the browser, from its first frame
// on (hook_js.go); natively (other threads mark beside the game's) it
// leaves Go's defaults. cmd/budgets sets it as the game does.
func TuneGC() {
	if runtime.GOOS != "js" {
		return
	}
	debug.SetGCPercent(GCPercent)
	debug.SetMemoryLimit(GCMemoryLimit)
}
