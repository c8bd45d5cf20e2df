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
