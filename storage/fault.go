package storage

import (
	"sync"
)

// Op is one operation on a Store, as a Faulty store sees it.
type Op struct {
	N    int    // 0 for the first operation, then 1, 2, ...
	Kind string // "list", "load", "save" or "delete"
	Key  string // the key (the prefix for "list")
}

// Faulty wraps a Store and makes chosen operations fail, so that tests can
// check that callers survive a failure at any point: a full disk, a browser
// tab closed between two writes, a value that reads back wrong.
type Faulty struct {
	Store Store
	// Fail, when set, is asked before each operation; a non-nil error is
	// returned instead of performing it.
	Fail func(op Op) error
	// Corrupt, when set, may replace the value a Load returns.
	Corrupt func(op Op, data []byte) []byte

	mu  sync.Mutex
	n   int
	ops []Op
}

// Ops returns the operations performed or attempted so far.
func (f *Faulty) Ops() []Op {
	f.mu.Lock()
	defer f.mu.Unlock()
	return append([]Op(nil), f.ops...)
}

func (f *Faulty) op(kind, key string) (Op, error) {
	f.mu.Lock()
	op := Op{N: f.n, Kind: kind, Key: key}
	f.n++
	f.ops = append(f.ops, op)
	fail := f.Fail
	f.mu.Unlock()
	if fail != nil {
		if err := fail(op); err != nil {
			return op, err
		}
	}
	return op, nil
}

// List implements Store.
func (f *Faulty) List(prefix string) ([]string, error) {
	if _, err := f.op("list", prefix); err != nil {
		return nil, err
	}
	return f.Store.List(prefix)
}

// Load implements Store.
func (f *Faulty) Load(key string) ([]byte, error) {
	op, err := f.op("load", key)
	if err != nil {
		return nil, err
	}
	v, err := f.Store.Load(key)
	if err == nil && f.Corrupt != nil {
		v = f.Corrupt(op, v)
	}
	return v, err
}

// Save implements Store.
func (f *Faulty) Save(key string, data []byte) error {
	if _, err := f.op("save", key); err != nil {
		return err
	}
	return f.Store.Save(key, data)
}

// Delete implements Store.
func (f *Faulty) Delete(key string) error {
	if _, err := f.op("delete", key); err != nil {
		return err
	}
	return f.Store.Delete(key)
}
