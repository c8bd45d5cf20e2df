//go:build js

package wasm

import "syscall/js"

// pageHook publishes the frame count as window.periscopeFrame (tests wait on
// it to hold a key or button across frames), the status as
// window.periscopeReady and the scene name as the data-scene attribute of
// <html>, and announces the first frame with
// window.periscopeFirstFrame (a performance.now() time stamp) and a
// "periscope:firstframe" event that the loader uses to hide its overlay.
type pageHook struct{}

func newHook() Hook { return pageHook{} }

func (pageHook) FirstFrame() {
	// From here on the collector runs, rarely (gc.go); before the first
	// frame it did not run at all (StartHeapLimit). The first frame's heap
	// (its budget, issue 16) is measured by what was allocated, which the
	// collector does not change.
	TuneGC()
	w := js.Global()
	w.Set("periscopeFirstFrame", w.Get("performance").Call("now"))
	ev := w.Get("Event").New("periscope:firstframe")
	w.Call("dispatchEvent", ev)
}

func (pageHook) Frame(n int) { js.Global().Set("periscopeFrame", n) }

func (pageHook) Report(s Status) {
	buttons := make([]any, len(s.Buttons))
	for i, b := range s.Buttons {
		buttons[i] = map[string]any{
			"id": b.ID, "label": b.Label,
			"x": b.X, "y": b.Y, "w": b.W, "h": b.H,
			"enabled": b.Enabled, "focused": b.Focused,
		}
	}
	info := map[string]any{}
	for k, v := range s.Info {
		info[k] = v
	}
	w := js.Global()
	w.Set("periscopeReady", js.ValueOf(map[string]any{
		"info":        info,
		"scene":       s.Scene,
		"prompt":      s.Prompt,
		"frame":       s.Frame,
		"fps":         s.FPS,
		"version":     s.Version,
		"width":       s.Width,
		"height":      s.Height,
		"deviceScale": s.DeviceScale,
		"buttons":     buttons,
	}))
	w.Get("document").Get("documentElement").Call("setAttribute", "data-scene", s.Scene)
}

func publish(name string, fields map[string]any) {
	js.Global().Set(name, js.ValueOf(fields))
}

func mark(name string) {
	js.Global().Get("performance").Call("mark", "periscope:"+name)
}
