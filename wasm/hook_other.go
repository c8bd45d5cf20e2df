//go:build !js

package wasm

func newHook() Hook { return Nop{} }
