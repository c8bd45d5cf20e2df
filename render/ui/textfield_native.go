//go:build !js

package ui

// keysTypeThemselves: natively the input method delivers every typed
// character, so the same characters in input.State must not be typed again.
const keysTypeThemselves = false
