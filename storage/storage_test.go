package storage

import (
	"errors"
	"reflect"
	"strings"
	"testing"
	"time"
)

// testStore checks the Store contract that every implementation shares.
func testStore(t *testing.T, s Store) {
	t.Helper()
	if _, err := s.Load("periscope.missing"); !errors.Is(err, ErrNotFound) {
		t.Fatalf("Load(missing) = %v, want ErrNotFound", err)
	}
	want := map[string]string{
		"periscope.save.a": `{"turn":1}`,
		"periscope.save.b": `{"name":"U-47 – Prien"}`,
		"periscope.other":  `{}`,
	}
	for k, v := range want {
		if err := s.Save(k, []byte(v)); err != nil {
			t.Fatalf("Save(%q): %v", k, err)
		}
	}
	for k, v := range want {
		got, err := s.Load(k)
		if err != nil || string(got) != v {
			t.Fatalf("Load(%q) = %q, %v; want %q", k, got, err, v)
		}
	}
	keys, err := s.List("periscope.save.")
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(keys, []string{"periscope.save.a", "periscope.save.b"}) {
		t.Fatalf("List = %q", keys)
	}
	if err := s.Save("periscope.save.a", []byte(`{"turn":2}`)); err != nil {
		t.Fatal(err)
	}
	if got, _ := s.Load("periscope.save.a"); string(got) != `{"turn":2}` {
		t.Fatalf("overwrite: got %q", got)
	}
	if err := s.Delete("periscope.save.a"); err != nil {
		t.Fatal(err)
	}
	if err := s.Delete("periscope.save.a"); err != nil {
		t.Fatalf("Delete twice: %v", err)
	}
	if _, err := s.Load("periscope.save.a"); !errors.Is(err, ErrNotFound) {
		t.Fatalf("Load after Delete = %v", err)
	}
	for _, bad := range []string{"", ".hidden", "a/b", "../x", "a b", strings.Repeat("k", MaxKeyLen+1)} {
		if err := s.Save(bad, []byte("{}")); !errors.Is(err, ErrBadKey) {
			t.Errorf("Save(%q) = %v, want ErrBadKey", bad, err)
		}
	}
	if err := s.Save("periscope.bin", []byte{0xff, 0xfe}); !errors.Is(err, ErrNotText) {
		t.Errorf("Save(binary) = %v, want ErrNotText", err)
	}

	b1, err := RecordBoot(s, "v-test", time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC))
	if err != nil {
		t.Fatal(err)
	}
	b2, err := RecordBoot(s, "v-test2", time.Now())
	if err != nil {
		t.Fatal(err)
	}
	if b1.Count != 1 || b2.Count != 2 || b2.Version != "v-test2" {
		t.Fatalf("boots = %+v, %+v", b1, b2)
	}
}

func TestMemory(t *testing.T) { testStore(t, NewMemory()) }

func TestMemoryQuota(t *testing.T) {
	m := NewMemory()
	m.Limit = 10
	if err := m.Save("a", []byte("12345")); err != nil {
		t.Fatal(err)
	}
	if err := m.Save("b", []byte("1234567")); !errors.Is(err, ErrQuota) {
		t.Fatalf("over limit: %v, want ErrQuota", err)
	}
	if got, _ := m.Load("a"); string(got) != "12345" {
		t.Fatalf("failed save disturbed other key: %q", got)
	}
}

func TestRecordBootRecoversFromGarbage(t *testing.T) {
	m := NewMemory()
	if err := m.Save(BootKey, []byte("not json")); err != nil {
		t.Fatal(err)
	}
	b, err := RecordBoot(m, "v", time.Now())
	if err != nil || b.Count != 1 {
		t.Fatalf("got %+v, %v", b, err)
	}
}

func TestUsageAndCapacity(t *testing.T) {
	m := NewMemory()
	m.Save("periscope.save.a", []byte("12345"))
	m.Save("periscope.save.b", []byte("123"))
	m.Save("periscope.other", []byte("1"))
	u, err := UsageOf(m, "periscope.save.")
	if err != nil || u.Keys != 2 || u.Bytes != int64(5+3+2*len("periscope.save.a")) {
		t.Fatalf("usage %+v, %v", u, err)
	}
	if _, known := CapacityOf(m); known {
		t.Fatal("capacity known without a limit")
	}
	m.Limit = 100
	if c, known := CapacityOf(m); !known || c != 100 {
		t.Fatalf("capacity %d %v", c, known)
	}
}

func TestFaulty(t *testing.T) {
	m := NewMemory()
	f := &Faulty{Store: m, Fail: func(op Op) error {
		if op.Kind == "save" && op.Key == "b" {
			return ErrQuota
		}
		return nil
	}}
	if err := f.Save("a", []byte("1")); err != nil {
		t.Fatal(err)
	}
	if err := f.Save("b", []byte("2")); !errors.Is(err, ErrQuota) {
		t.Fatalf("injected failure: %v", err)
	}
	if _, err := m.Load("b"); !errors.Is(err, ErrNotFound) {
		t.Fatal("a failed save was performed")
	}
	f.Corrupt = func(op Op, b []byte) []byte { return append(b, '!') }
	if v, _ := f.Load("a"); string(v) != "1!" {
		t.Fatalf("corrupt: %q", v)
	}
	ops := f.Ops()
	if len(ops) != 3 || ops[1] != (Op{N: 1, Kind: "save", Key: "b"}) {
		t.Fatalf("ops %+v", ops)
	}
}
