package save

import (
	"testing"

	"periscope/game/campaign"
	"periscope/storage"
)

// TestManagerKeepsTheSystemsItOpens: the saves a Manager imports and loads
// are opened with one System for each system and theatre, so the
// campaign's PatrolCache is the manager's (the save layer's): an import's
// decode serves the load of the same game after it, as the process-wide
// cache did before session 40 (issue 16), and another manager has its own.
func TestManagerKeepsTheSystemsItOpens(t *testing.T) {
	rec, g := play(t, "atlantic", "happy-time-1940", 3, 600)
	data := mustEncode(t, fileFor(t, rec, g))
	cacheOf := func(o *Opened) *campaign.PatrolCache {
		t.Helper()
		s, ok := o.System.(campaign.System)
		if !ok || s.Patrols == nil {
			t.Fatalf("opened with %T, no patrol cache", o.System)
		}
		return s.Patrols
	}
	m := newManager(storage.NewMemory())
	e, imported, err := m.Import("a.json", data)
	if err != nil {
		t.Fatal(err)
	}
	loaded, err := m.Load(e.Key)
	if err != nil {
		t.Fatal(err)
	}
	if cacheOf(imported) != cacheOf(loaded) {
		t.Fatal("the import and the load of one manager restore through two patrol caches")
	}
	if loaded.Game.(*campaign.Game).PatrolCache() != cacheOf(loaded) {
		t.Fatal("the loaded game does not hand on the manager's patrol cache")
	}
	other := newManager(storage.NewMemory())
	e2, _, err := other.Import("a.json", data)
	if err != nil {
		t.Fatal(err)
	}
	o2, err := other.Load(e2.Key)
	if err != nil {
		t.Fatal(err)
	}
	if cacheOf(o2) == cacheOf(loaded) {
		t.Fatal("two managers share a patrol cache")
	}
}
