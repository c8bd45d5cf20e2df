package storage

import (
	"fmt"
	"sort"
	"strings"
	"sync"
)

// Memory is a Store that keeps values in memory. It is used in tests and as
// the fallback when the platform's store cannot be opened (for example a
// browser with storage disabled): the game still runs, it just forgets.
type Memory struct {
	mu     sync.Mutex
	values map[string][]byte
	// Limit, when positive, is the total number of bytes the store accepts
	// before Save fails with ErrQuota (to exercise quota handling).
	Limit int
}

// NewMemory returns an empty in-memory store.
func NewMemory() *Memory { return &Memory{values: map[string][]byte{}} }

// List implements Store.
func (m *Memory) List(prefix string) ([]string, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	var keys []string
	for k := range m.values {
		if strings.HasPrefix(k, prefix) {
			keys = append(keys, k)
		}
	}
	sort.Strings(keys)
	return keys, nil
}

// Load implements Store.
func (m *Memory) Load(key string) ([]byte, error) {
	if err := CheckKey(key); err != nil {
		return nil, err
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	v, ok := m.values[key]
	if !ok {
		return nil, fmt.Errorf("%w: %q", ErrNotFound, key)
	}
	return append([]byte(nil), v...), nil
}

// Save implements Store.
func (m *Memory) Save(key string, data []byte) error {
	if err := checkSave(key, data); err != nil {
		return err
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.Limit > 0 {
		total := len(data)
		for k, v := range m.values {
			if k != key {
				total += len(v)
			}
		}
		if total > m.Limit {
			return fmt.Errorf("%w: key %q", ErrQuota, key)
		}
	}
	m.values[key] = append([]byte(nil), data...)
	return nil
}

// Delete implements Store.
func (m *Memory) Delete(key string) error {
	if err := CheckKey(key); err != nil {
		return err
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	delete(m.values, key)
	return nil
}
