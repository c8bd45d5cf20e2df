//go:build js

package storage

import (
	"errors"
	"fmt"
	"sort"
	"strings"
	"syscall/js"
)

// Local is a Store over the browser's window.localStorage. Values are kept
// as strings, so they must be UTF-8 text.
type Local struct {
	ls js.Value
}

// Open returns the browser's localStorage, or an error where it is missing
// or disabled: a browser that blocks storage throws a SecurityError from
// the window.localStorage getter itself (some privacy settings, sandboxed
// frames, and a third-party frame such as itch.io's when third-party
// storage is blocked).
func Open() (s Store, err error) {
	defer func() {
		if r := recover(); r != nil {
			s, err = nil, fmt.Errorf("storage: localStorage unavailable: %v", r)
		}
	}()
	ls := get(js.Global(), "localStorage")
	if !ls.Truthy() {
		return nil, errors.New("storage: localStorage unavailable")
	}
	// Reading must work too (a test key; a missing one reads as null).
	ls.Call("getItem", BootKey)
	return &Local{ls: ls}, nil
}

// get reads v[name] through Reflect.get, called as a function. Value.Get
// must not be used where a getter may throw: wasm_exec.js's valueGet has no
// try/catch, so the exception unwinds through the Go program and stops it,
// past any recover. A call (valueCall) catches it and panics in Go with a
// js.Error, which the callers recover.
func get(v js.Value, name string) js.Value {
	return js.Global().Get("Reflect").Call("get", v, name)
}

// call runs a localStorage method and turns a thrown JS exception into an error.
func (l *Local) call(method string, args ...any) (v js.Value, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = jsError(r)
		}
	}()
	return l.ls.Call(method, args...), nil
}

func jsError(r any) error {
	if e, ok := r.(js.Error); ok {
		name := e.Value.Get("name").String()
		if name == "QuotaExceededError" || name == "NS_ERROR_DOM_QUOTA_REACHED" {
			return fmt.Errorf("%w: %s", ErrQuota, e.Error())
		}
		return fmt.Errorf("storage: %s", e.Error())
	}

	return fmt.Errorf("storage: %v", r)
}

// List implements Store.
func (l *Local) List(prefix string) (keys []string, err error) {
	defer func() {
		if r := recover(); r != nil {
			keys, err = nil, jsError(r)
		}
	}()
	n := get(l.ls, "length").Int()
	for i := 0; i < n; i++ {
		k := l.ls.Call("key", i)
		if k.Type() != js.TypeString {
			continue
		}
		key := k.String()
		if strings.HasPrefix(key, prefix) && CheckKey(key) == nil {
			keys = append(keys, key)
		}
	}
	sort.Strings(keys)
	return keys, nil
}

// Load implements Store.
func (l *Local) Load(key string) ([]byte, error) {
	if err := CheckKey(key); err != nil {
		return nil, err
	}
	v, err := l.call("getItem", key)
	if err != nil {
		return nil, err
	}
	if v.Type() != js.TypeString {
		return nil, fmt.Errorf("%w: %q", ErrNotFound, key)
	}
	return []byte(v.String()), nil
}

// Save implements Store. localStorage.setItem replaces the value whole or
// throws, so the write is atomic.
func (l *Local) Save(key string, data []byte) error {
	if err := checkSave(key, data); err != nil {
		return err
	}
	_, err := l.call("setItem", key, string(data))
	return err
}

// Delete implements Store.
func (l *Local) Delete(key string) error {
	if err := CheckKey(key); err != nil {
		return err
	}
	_, err := l.call("removeItem", key)
	return err
}

// Size implements Sizer: the value's length in UTF-16 code units, which is
// what the browser counts against its quota (with the key's).
func (l *Local) Size(key string) (n int, err error) {
	if err := CheckKey(key); err != nil {
		return 0, err
	}
	v, err := l.call("getItem", key)
	if err != nil {
		return 0, err
	}
	if v.Type() != js.TypeString {
		return 0, fmt.Errorf("%w: %q", ErrNotFound, key)
	}
	defer func() {
		if r := recover(); r != nil {
			n, err = 0, jsError(r)
		}
	}()
	// A primitive string has no properties for syscall/js: wrap it.
	return js.Global().Get("String").New(v).Get("length").Int(), nil
}
