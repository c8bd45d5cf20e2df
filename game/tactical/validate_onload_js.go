//go:build js

package tactical

// validateOnLoad: the browser build loads only the tables embedded in it,
// which the native tests validate (see validate_onload.go).
const validateOnLoad = false
