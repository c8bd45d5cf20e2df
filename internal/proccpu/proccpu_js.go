package proccpu

import (
	"syscall/js"
	"time"
)

// Used is the processor time Node has used so far (process.cpuUsage: user and
// system). In a browser, which has no such call, it reads 0.
func Used() time.Duration {
	p := js.Global().Get("process")
	if p.IsUndefined() || p.Get("cpuUsage").IsUndefined() {
		return 0
	}
	u := p.Call("cpuUsage")
	return time.Duration(u.Get("user").Float()+u.Get("system").Float()) * time.Microsecond
}
