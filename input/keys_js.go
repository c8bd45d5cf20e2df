//go:build js

package input

import (
	"sync"
	"syscall/js"
)

// keyWatcher counts the page's key presses itself. Ebitengine keeps one
// press time per key, so two presses of a key between two ticks (quick
// presses, a key pressed and released within one frame while the frame is
// slow) read as one; the page's keydown events are each counted here, in
// the order they came.
type keyWatcher struct {
	once    sync.Once
	mu      sync.Mutex
	ok      bool
	pending []keyEvent
	out     []keyEvent
}

func (w *keyWatcher) start() {
	w.once.Do(func() {
		doc := js.Global().Get("document")
		if doc.IsUndefined() || doc.IsNull() {
			return
		}
		w.ok = true
		opts := js.Global().Get("Object").New()
		opts.Set("capture", true)
		opts.Set("passive", true)
		doc.Call("addEventListener", "keydown", js.FuncOf(func(this js.Value, args []js.Value) any {
			e := args[0]
			if e.Get("repeat").Bool() {
				return nil // a held key repeats by its duration
			}
			w.mu.Lock()
			w.pending = append(w.pending, keyEvent{code: e.Get("code").String(), shift: e.Get("shiftKey").Bool()})
			w.mu.Unlock()
			return nil
		}), opts)
	})
}

// presses returns the key presses since the last call, and whether the
// page is counted at all (false without a document: then presses come from
// the keys' hold durations).
func (w *keyWatcher) presses() ([]keyEvent, bool) {
	w.start()
	w.mu.Lock()
	defer w.mu.Unlock()
	w.out = append(w.out[:0], w.pending...)
	w.pending = w.pending[:0]
	return w.out, w.ok
}
