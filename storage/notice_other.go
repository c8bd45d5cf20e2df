//go:build !js

package storage

import "fmt"

func unavailable() string { return "the game cannot use its save folder" }

func writeFailed(s Store) string {
	if f, ok := s.(*Files); ok {
		return fmt.Sprintf("the save folder %s cannot be written", f.Dir())
	}
	return "the store refused a test write"
}

func framedByAnotherSite() bool { return false }
