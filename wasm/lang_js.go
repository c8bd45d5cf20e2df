//go:build js

package wasm

import (
	"sync"
	"sync/atomic"
	"syscall/js"
)

var (
	langOnce sync.Once
	lang     atomic.Value // string
)

// Language is the browser's preferred language (navigator.language,
// "it-IT"), or "" when the page does not say. It is read once and again
// at each languagechange event, not at every call: the game asks every
// tick, and a call into the browser per frame showed in the panning
// profile (issue 16).
func Language() string {
	langOnce.Do(func() {
		lang.Store(navigatorLanguage())
		js.Global().Call("addEventListener", "languagechange", js.FuncOf(func(js.Value, []js.Value) any {
			lang.Store(navigatorLanguage())
			return nil
		}))
	})
	return lang.Load().(string)
}

func navigatorLanguage() string {
	nav := js.Global().Get("navigator")
	if nav.IsUndefined() || nav.IsNull() {
		return ""
	}
	if l := nav.Get("language"); l.Type() == js.TypeString {
		return l.String()
	}
	return ""
}
