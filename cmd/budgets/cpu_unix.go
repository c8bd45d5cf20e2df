//go:build unix

package main

import (
	"syscall"
	"time"
)

// cpuTime is the processor time this process has used so far (user and
// system, all threads: the collector's workers included). On a loaded
// machine a decision's wall time counts the time other processes held the
// processor; its processor time does not.
func cpuTime() time.Duration {
	var u syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &u) != nil {
		return 0
	}
	return time.Duration(u.Utime.Nano() + u.Stime.Nano())
}
