//go:build !js

package storage

import "periscope/game/engine"

func unavailable() *engine.Msg { return engine.M("storage.where.folder") }

func writeFailed(s Store) *engine.Msg {
	if f, ok := s.(*Files); ok {
		return engine.M("storage.where.folder-write", engine.Text("dir", f.Dir()))
	}
	return engine.M("storage.where.store-write")
}

func framedByAnotherSite() bool { return false }
