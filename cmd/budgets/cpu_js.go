package main

import (
	"syscall/js"
	"time"
)

// cpuTime is the processor time Node has used so far (process.cpuUsage:
// user and system). On a loaded machine a decision's wall time counts the
// time other processes held the processor; its processor time does not.
func cpuTime() time.Duration {
	u := js.Global().Get("process").Call("cpuUsage")
	return time.Duration(u.Get("user").Float()+u.Get("system").Float()) * time.Microsecond
}
