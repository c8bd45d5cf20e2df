//go:build unix

// Package proccpu reads the processor time this process has used, for the
// measurement commands and benchmarks. On a loaded, shared machine a wall-clock
// figure counts the time other processes held the processor; processor time
// does not, so it varies far less from run to run.
package proccpu

import (
	"syscall"
	"time"
)

// Used is the processor time this process has used so far: user and system,
// every thread (the garbage collector's workers included).
func Used() time.Duration {
	var u syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &u) != nil {
		return 0
	}
	return time.Duration(u.Utime.Nano() + u.Stime.Nano())
}
