//go:build js

package storage

import (
	"errors"
	"periscope/i18n"
	"strings"
	"syscall/js"
	"testing"
	"time"
)

// fakeLocalStorage installs a localStorage for Node (which has none): a Map
// with the Storage methods, counting UTF-16 code units of keys and values
// against a quota and throwing a QuotaExceededError DOMException over it,
// as browsers do.
func fakeLocalStorage(t *testing.T, quota int) {
	t.Helper()
	mk := js.Global().Get("Function").New("quota", `
		const m = new Map();
		const used = () => { let n = 0; for (const [k, v] of m) n += k.length + v.length; return n; };
		return {
			get length() { return m.size; },
			key(i) { return i < m.size ? [...m.keys()][i] : null; },
			getItem(k) { return m.has(k) ? m.get(k) : null; },
			setItem(k, v) {
				v = String(v);
				const old = m.has(k) ? k.length + m.get(k).length : 0;
				if (quota > 0 && used() - old + k.length + v.length > quota) {
					throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
				}
				m.set(k, v);
			},
			removeItem(k) { m.delete(k); },
		};`)
	js.Global().Set("localStorage", mk.Invoke(quota))
	t.Cleanup(func() { js.Global().Delete("localStorage") })
}

func TestLocal(t *testing.T) {
	fakeLocalStorage(t, 0)
	s, err := Open()
	if err != nil {
		t.Fatal(err)
	}
	testStore(t, s)
	s.Save("periscope.x", []byte("héllo"))
	if n, err := s.(*Local).Size("periscope.x"); err != nil || n != 5 {
		t.Fatalf("size %d (UTF-16 units), %v", n, err)
	}
	if _, err := s.(*Local).Size("periscope.none"); !errors.Is(err, ErrNotFound) {
		t.Fatalf("missing: %v", err)
	}
	u, err := UsageOf(s, "periscope.x")
	if err != nil || u.Keys != 1 || u.Bytes != int64(5+len("periscope.x")) {
		t.Fatalf("usage %+v, %v", u, err)
	}
}

func TestLocalQuota(t *testing.T) {
	fakeLocalStorage(t, 40)
	s, _ := Open()
	if err := s.Save("a", []byte("0123456789")); err != nil {
		t.Fatal(err)
	}
	if err := s.Save("b", []byte("0123456789012345678901234567890")); !errors.Is(err, ErrQuota) {
		t.Fatalf("over the quota: %v", err)
	}
	if v, _ := s.Load("a"); string(v) != "0123456789" {
		t.Fatalf("a failed save disturbed another key: %q", v)
	}
}

// A browser that blocks storage (a third-party frame with third-party
// storage blocked, a sandboxed frame, some privacy settings) throws a
// SecurityError from the window.localStorage getter itself. Open must
// return an error, not stop the program (wasm_exec.js's valueGet does not
// catch), and Start must fall back to memory with a notice.
func TestLocalBlocked(t *testing.T) {
	js.Global().Get("Object").Call("defineProperty", js.Global(), "localStorage", js.ValueOf(map[string]any{
		"configurable": true,
		"get": js.Global().Get("Function").New(
			`throw new DOMException("Failed to read the 'localStorage' property from 'Window': Access is denied for this document.", "SecurityError");`),
	}))
	t.Cleanup(func() { js.Global().Delete("localStorage") })
	s, err := Open()
	if err == nil || s != nil {
		t.Fatalf("Open with a throwing getter: %v, %v", s, err)
	}
	if !strings.Contains(err.Error(), "Access is denied") {
		t.Errorf("the reason is lost: %v", err)
	}
	st, msg := Start("test", time.Unix(0, 0))
	notice := ""
	if msg != nil {
		notice = i18n.EN.T(msg.ID, msg.Args...)
	}
	if _, ok := st.(*Memory); !ok {
		t.Fatalf("Start fell back to %T, want *Memory", st)
	}
	if !strings.Contains(notice, "Nothing will be saved") || !strings.Contains(notice, "Export") {
		t.Errorf("notice %q", notice)
	}
}

// A localStorage whose reads throw (a getItem that fails) is not usable.
func TestLocalReadThrows(t *testing.T) {
	js.Global().Set("localStorage", js.Global().Get("Function").New(`return {
		get length() { throw new DOMException("denied", "SecurityError"); },
		getItem() { throw new DOMException("denied", "SecurityError"); },
	};`).Invoke())
	t.Cleanup(func() { js.Global().Delete("localStorage") })
	if _, err := Open(); err == nil {
		t.Fatal("Open accepted a localStorage whose reads throw")
	}
}
