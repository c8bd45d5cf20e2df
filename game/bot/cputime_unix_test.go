//go:build unix

package bot

import (
	"syscall"
	"time"
)

// processCPU is the CPU time the whole process has used (user and system,
// every thread: the collector's too). On a loaded machine it varies much
// less from run to run than the wall-clock time does.
func processCPU() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
