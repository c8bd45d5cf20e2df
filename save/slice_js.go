//go:build js

package save

import "time"

// In the browser the game and a background check share one thread: the
// check works for checkSlice, then sleeps for checkPause, which hands the
// thread back to the browser so it can draw frames.
const (
	checkSlice = 4 * time.Millisecond
	checkPause = 6 * time.Millisecond
)
