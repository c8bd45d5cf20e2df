package storage

import (
	"errors"
	"fmt"
)

// Sizer is implemented by stores that can tell a value's size without
// loading it (localStorage: the string's length; files: their size).
type Sizer interface {
	// Size returns the stored size of key's value in bytes (for
	// localStorage, in UTF-16 code units, as the browser counts its quota).
	Size(key string) (int, error)
}

// Capacity is implemented by stores that know how much they can hold.
type Capacity interface {
	// Capacity returns the store's capacity in bytes, if known.
	Capacity() (bytes int64, known bool)
}

// Usage is what a store holds under a prefix.
type Usage struct {
	Keys  int
	Bytes int64
}

// UsageOf sums the sizes of the values whose keys start with prefix.
func UsageOf(s Store, prefix string) (Usage, error) {
	keys, err := s.List(prefix)
	if err != nil {
		return Usage{}, err
	}
	var u Usage
	sizer, _ := s.(Sizer)
	for _, k := range keys {
		var n int
		if sizer != nil {
			n, err = sizer.Size(k)
		} else {
			var v []byte
			v, err = s.Load(k)
			n = len(v)
		}
		if errors.Is(err, ErrNotFound) {
			continue // deleted meanwhile
		}
		if err != nil {
			return u, err
		}
		u.Keys++
		u.Bytes += int64(n + len(k))
	}
	return u, nil
}

// CapacityOf returns s's capacity when it knows it.
func CapacityOf(s Store) (int64, bool) {
	if c, ok := s.(Capacity); ok {
		return c.Capacity()
	}
	return 0, false
}

// Size implements Sizer.
func (m *Memory) Size(key string) (int, error) {
	if err := CheckKey(key); err != nil {
		return 0, err
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	v, ok := m.values[key]
	if !ok {
		return 0, fmt.Errorf("%w: %q", ErrNotFound, key)
	}
	return len(v), nil
}

// Capacity implements Capacity: the Limit, when set.
func (m *Memory) Capacity() (int64, bool) { return int64(m.Limit), m.Limit > 0 }
