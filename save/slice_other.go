//go:build !js

package save

import "time"

// Natively a background check runs on its own thread: no pause needed.
const (
	checkSlice = 50 * time.Millisecond
	checkPause = 0
)
