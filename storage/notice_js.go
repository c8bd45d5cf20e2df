//go:build js

package storage

func unavailable() string { return "this browser does not let the game use its storage" }

func writeFailed(Store) string { return "this browser's storage refused a test write" }
