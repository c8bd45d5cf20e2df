// Package storage persists small values (settings, saves) under string keys.
//
// Two implementations are chosen by build tag: in the browser (GOOS=js) the
// values live in window.localStorage; natively they are files under
// os.UserConfigDir()/periscope/. Both hold UTF-8 text (callers store JSON), so
// a value written by one behaves the same in the other.
package storage

import (
	"errors"
	"fmt"
	"unicode/utf8"

	"encoding/json"
)

// Store is a flat key/value store.
type Store interface {
	// List returns the keys that start with prefix, sorted.
	List(prefix string) ([]string, error)
	// Load returns the value stored under key, or an error wrapping ErrNotFound.
	Load(key string) ([]byte, error)
	// Save stores data under key, replacing any earlier value. It either
	// stores the whole value or leaves the old one in place.
	Save(key string, data []byte) error
	// Delete removes key. Deleting a missing key is not an error.
	Delete(key string) error
}

var (
	// ErrNotFound is returned (wrapped) by Load for a key that holds no value.
	ErrNotFound = errors.New("storage: not found")
	// ErrQuota is returned (wrapped) by Save when the store is full
	// (the browser's QuotaExceededError, or a full disk).
	ErrQuota = errors.New("storage: quota exceeded")
	// ErrBadKey is returned (wrapped) for a key outside the allowed alphabet.
	ErrBadKey = errors.New("storage: invalid key")
	// ErrNotText is returned (wrapped) by Save for data that is not valid UTF-8.
	ErrNotText = errors.New("storage: value is not UTF-8 text")
)

// MaxKeyLen is the longest key accepted.
const MaxKeyLen = 128

// CheckKey reports whether key is usable by every implementation: 1 to
// MaxKeyLen characters from [A-Za-z0-9._-], not starting with a dot.
func CheckKey(key string) error {
	if key == "" || len(key) > MaxKeyLen || key[0] == '.' {
		return fmt.Errorf("%w: %q", ErrBadKey, key)
	}
	for i := 0; i < len(key); i++ {
		c := key[i]
		ok := c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '.' || c == '_' || c == '-'
		if !ok {
			return fmt.Errorf("%w: %q", ErrBadKey, key)
		}
	}
	return nil
}

func checkSave(key string, data []byte) error {
	if err := CheckKey(key); err != nil {
		return err
	}
	if !utf8.Valid(data) {
		return fmt.Errorf("%w: key %q", ErrNotText, key)
	}
	return nil
}

// LoadJSON loads key and decodes it into v. A missing key returns an error
// wrapping ErrNotFound and leaves v untouched.
func LoadJSON(s Store, key string, v any) error {
	data, err := s.Load(key)
	if err != nil {
		return err
	}
	if err := json.Unmarshal(data, v); err != nil {
		return fmt.Errorf("storage: decoding %q: %w", key, err)
	}
	return nil
}

// SaveJSON encodes v and saves it under key.
func SaveJSON(s Store, key string, v any) error {
	data, err := json.Marshal(v)
	if err != nil {
		return fmt.Errorf("storage: encoding %q: %w", key, err)
	}
	return s.Save(key, data)
}
