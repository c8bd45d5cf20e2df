//go:build !unix

package bot

import "time"

// processCPU is not measured here (see cputime_unix_test.go).
func processCPU() time.Duration { return 0 }
