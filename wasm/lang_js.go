//go:build js

package wasm

import "syscall/js"

// Language is the browser's preferred language (navigator.language,
// "it-IT"), or "" when the page does not say.
func Language() string {
	nav := js.Global().Get("navigator")
	if nav.IsUndefined() || nav.IsNull() {
		return ""
	}
	if l := nav.Get("language"); l.Type() == js.TypeString {
		return l.String()
	}
	return ""
}
