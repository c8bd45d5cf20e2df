//go:build js

package ui

// keysTypeThemselves: in the browser the typed keys reach the field
// through input.State's characters, in order with the caret keys (the page
// keeps them from the input method's textarea, see input/keys_js.go); the
// input method delivers only what it composes or inserts itself (dead keys,
// IME, a virtual keyboard, dictation).
const keysTypeThemselves = true
