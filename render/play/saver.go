package play

import (
	"errors"
	"fmt"

	"periscope/storage"
)

// AutosaveKey is where StoreSaver keeps its one autosave. It starts with
// storage.SavePrefix, so the title offers "Continue".
const AutosaveKey = storage.SavePrefix + "autosave"

// storeAutosave is StoreSaver's stored value.
type storeAutosave struct {
	Version int `json:"version"`
	Saved
}

// StoreSaver is the minimal Saver: one autosave (the record and a summary)
// under AutosaveKey in a storage.Store. The save system replaces it with
// named slots, snapshots and import/export.
type StoreSaver struct {
	Store storage.Store
}

// Autosave implements Saver.
func (ss StoreSaver) Autosave(s *Core) error {
	return storage.SaveJSON(ss.Store, AutosaveKey, storeAutosave{Version: 1, Saved: Saved{Record: s.Record(), Summary: s.Summary()}})
}

// LatestAutosave implements Saver.
func (ss StoreSaver) LatestAutosave() (*Saved, error) {
	var v storeAutosave
	err := storage.LoadJSON(ss.Store, AutosaveKey, &v)
	if errors.Is(err, storage.ErrNotFound) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	if v.Version != 1 {
		return nil, fmt.Errorf("autosave: version %d is not readable by this version of the game", v.Version)
	}
	return &v.Saved, nil
}
