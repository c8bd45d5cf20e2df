//go:build !unix && !js

package main

import "time"

// cpuTime is not measured on this platform: the processor-time figures
// read 0.
func cpuTime() time.Duration { return 0 }
