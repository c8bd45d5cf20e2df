//go:build !js

package wasm

import "os"

// Language is the system's language from the POSIX locale variables
// (LC_ALL, then LC_MESSAGES, then LANG: "it_IT.UTF-8"), or "".
func Language() string {
	for _, k := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		if v := os.Getenv(k); v != "" {
			return v
		}
	}
	return ""
}
