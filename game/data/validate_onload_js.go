//go:build js

package data

// validateOnLoad: the browser build loads only the theatres embedded in it,
// which the native tests validate (see validate_onload.go).
const validateOnLoad = false
