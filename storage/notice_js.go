//go:build js

package storage

import (
	"syscall/js"

	"periscope/game/engine"
)

func unavailable() *engine.Msg { return engine.M("storage.where.browser-blocked") }

func writeFailed(Store) *engine.Msg { return engine.M("storage.where.browser-write") }

// framedByAnotherSite reports whether the page runs in a frame of a page of
// another origin: reading top.location's origin throws there (through a
// call, so the throw is recovered; see get).
func framedByAnotherSite() (other bool) {
	defer func() {
		if recover() != nil {
			other = true
		}
	}()
	w := js.Global()
	top := get(w, "top")
	if top.IsUndefined() || top.IsNull() || top.Equal(get(w, "self")) {
		return false
	}
	return get(get(top, "location"), "origin").String() != get(get(w, "location"), "origin").String()
}
