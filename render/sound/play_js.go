//go:build js

package sound

// Play makes no sound in the browser, and the browser build does not link
// Ebitengine's audio package (about 100 KB gzip of the wasm): there its
// AudioWorklet loads from a blob: URL, which the page's
// Content-Security-Policy refuses, and the failed audio context stopped
// the game (main leaves Enabled off there; the settings hide the switch).
func Play(name string, muted bool, volume float64) {}
