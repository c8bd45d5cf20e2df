//go:build js

package input

import (
	"sync"
	"syscall/js"
)

// keyWatcher listens to the canvas's keydown events beside Ebitengine (the
// same element, so it sees exactly the keys Ebitengine sees), and keeps
// them in order until the next tick takes them: Ebitengine tells a tick
// only whether a key went down since the last one, so two quick presses
// between two ticks were one (issue 14, item 7).
type keyWatcher struct {
	mu       sync.Mutex
	attached bool
	events   []keyEvent
}

// take returns the keydowns since the last call, and false while no canvas
// is listened to (the reader then reads Ebitengine's key state alone).
func (w *keyWatcher) take() ([]keyEvent, bool) {
	w.mu.Lock()
	attached := w.attached
	w.mu.Unlock()
	if !attached && !w.attach() {
		return nil, false
	}
	w.mu.Lock()
	defer w.mu.Unlock()
	out := w.events
	w.events = nil
	return out, true
}

func (w *keyWatcher) attach() bool {
	doc := js.Global().Get("document")
	if doc.IsUndefined() || doc.IsNull() {
		return false
	}
	canvas := doc.Call("querySelector", "canvas")
	if canvas.IsUndefined() || canvas.IsNull() {
		return false
	}
	canvas.Call("addEventListener", "keydown", js.FuncOf(func(this js.Value, args []js.Value) any {
		w.push(args[0])
		return nil
	}))
	// While a text field is focused, exp/textinput's hidden textarea has
	// the DOM focus (issue 12; see render/ui.IME). Its keys count as the
	// canvas's do, so typing and the caret keys keep their order; the
	// textarea itself is kept from editing with them (preventDefault), or
	// each would be typed twice. What it still gets is what an input
	// method composes or inserts without a key of its own: keydowns made
	// while composing (isComposing, keyCode 229 "Process"), dead keys, a
	// virtual keyboard's "Unidentified" keys, and shortcuts with Ctrl/Cmd.
	if area := doc.Call("getElementById", "ebitengine-textinput"); area.Truthy() {
		area.Call("addEventListener", "keydown", js.FuncOf(func(this js.Value, args []js.Value) any {
			e := args[0]
			if e.Get("isComposing").Truthy() || e.Get("keyCode").Int() == 229 {
				return nil
			}
			switch e.Get("key").String() {
			case "Dead", "Process", "Unidentified", "Compose":
				return nil
			}
			if e.Get("metaKey").Truthy() || (e.Get("ctrlKey").Truthy() && !e.Get("altKey").Truthy()) {
				return nil
			}
			e.Call("preventDefault")
			w.push(e)
			return nil
		}))
	}
	w.mu.Lock()
	w.attached = true
	w.mu.Unlock()
	return true
}

// push keeps one keydown for the next tick.
func (w *keyWatcher) push(e js.Value) {
	ev := keyEvent{
		key:    e.Get("key").String(),
		code:   e.Get("code").String(),
		repeat: e.Get("repeat").Truthy(),
		shift:  e.Get("shiftKey").Truthy(),
	}
	w.mu.Lock()
	w.events = append(w.events, ev)
	w.mu.Unlock()
}
