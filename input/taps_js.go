//go:build js

package input

import (
	"sync"
	"syscall/js"
)

// tapWatcher listens to the page's touchend events, so that a tap whose
// touchstart and touchend both fall between two ticks (Ebitengine reads the
// list of current touches once a tick, and such a touch is never on it)
// still counts. Positions are in screen pixels: client pixels × the device
// pixel ratio, as render.App.LayoutF lays the screen out one pixel per device
// pixel over the whole window.
type tapWatcher struct {
	once  sync.Once
	mu    sync.Mutex
	ended []tap
	known map[int]bool // touches Ebitengine reported in some tick
}

func (w *tapWatcher) start() {
	w.once.Do(func() {
		w.known = map[int]bool{}
		doc := js.Global().Get("document")
		if doc.IsUndefined() || doc.IsNull() {
			return
		}
		opts := js.Global().Get("Object").New()
		opts.Set("capture", true)
		opts.Set("passive", true)
		doc.Call("addEventListener", "touchend", js.FuncOf(func(this js.Value, args []js.Value) any {
			dpr := js.Global().Get("devicePixelRatio").Float()
			if dpr <= 0 {
				dpr = 1
			}
			ch := args[0].Get("changedTouches")
			w.mu.Lock()
			defer w.mu.Unlock()
			for i := 0; i < ch.Length(); i++ {
				t := ch.Call("item", i)
				w.ended = append(w.ended, tap{
					id: t.Get("identifier").Int(),
					x:  t.Get("clientX").Float() * dpr,
					y:  t.Get("clientY").Float() * dpr,
				})
			}
			return nil
		}), opts)
	})
}

// seen records that Ebitengine reported the touch in this tick.
func (w *tapWatcher) seen(id int) {
	w.start()
	w.mu.Lock()
	w.known[id] = true
	w.mu.Unlock()
}

// unseen returns the touches that ended since the last tick without
// Ebitengine ever reporting them, and forgets every ended touch.
func (w *tapWatcher) unseen() []tap {
	w.start()
	w.mu.Lock()
	defer w.mu.Unlock()
	var out []tap
	for _, t := range w.ended {
		if !w.known[t.id] {
			out = append(out, t)
		}
		delete(w.known, t.id)
	}
	w.ended = w.ended[:0]
	return out
}
