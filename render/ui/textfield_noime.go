//go:build js

package ui

// imeAvailable: not in the browser (see IME).
const imeAvailable = false

func (f *TextField) updateIME() bool { return false }
