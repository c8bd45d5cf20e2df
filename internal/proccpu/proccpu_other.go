//go:build !unix && !js

package proccpu

import "time"

// Used is not measured on this platform: processor-time figures read 0.
func Used() time.Duration { return 0 }
