package save

import (
	"strings"
	"testing"
	"time"

	"encoding/json"

	"periscope/storage"
)

// A hostile index (the browser's storage can be edited by hand) is shown
// clean: no right-to-left override or control characters, no negative
// size, and a save dated 9999 does not win "Continue" (issue 15, defect 8).
func TestHostileIndexEntries(t *testing.T) {
	mem := storage.NewMemory()
	m := newManager(mem)
	rec, g := play(t, "atlantic", "happy-time-1940", 8, 30)
	real, err := m.Autosave("g1", rec, g)
	if err != nil {
		t.Fatal(err)
	}
	other, _ := m.Save("Other", "g1", rec, g)
	var idx index
	data, _ := mem.Load(IndexKey)
	if err := json.Unmarshal(data, &idx); err != nil {
		t.Fatal(err)
	}
	for i := range idx.Saves {
		if idx.Saves[i].Key == other.Key {
			e := &idx.Saves[i]
			e.Name = "evil\u202etxt.exe\x1b[31m"
			e.Game = "v1\x00\x07"
			e.Size = -1
			e.Saved = time.Date(9999, 12, 31, 0, 0, 0, 0, time.UTC)
			e.Summary.Title = "Title\u202e\u0301"
			e.Summary.Ships = -3
			e.GameID = "../../etc"
		}
	}
	b, _ := json.Marshal(idx)
	mem.Save(IndexKey, b)
	es, err := m.List()
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range es {
		for _, s := range []string{e.Name, e.Game, e.Summary.Title} {
			checkClean(t, s)
			if strings.ContainsRune(s, '\u0301') {
				t.Errorf("%q keeps a combining mark", s)
			}
		}
		if e.Size < 0 || e.Summary.Ships < 0 || e.Saved.Year() > 2100 || strings.Contains(e.GameID, "/") {
			t.Errorf("entry kept hostile values: %+v", e)
		}
	}
	if latest, _ := m.Latest(); latest.Key != real.Key {
		t.Errorf("Continue picks %s (%s), want the real newest %s", latest.Key, latest.Saved, real.Key)
	}
}

// An autosave whose write was interrupted before the index named it comes
// back as its game's autosave, not as a named "Recovered autosave", and
// the next autosave keeps the rotation to Keep (issue 15, defect 7).
func TestInterruptedAutosaveRecoveredAsAutosave(t *testing.T) {
	mem := storage.NewMemory()
	m := newManager(mem)
	m.Keep = 3
	rec, g := play(t, "atlantic", "happy-time-1940", 8, 30)
	for i := 0; i < 3; i++ {
		if _, err := m.Autosave("g1", rec, g); err != nil {
			t.Fatal(err)
		}
	}
	// The write of a later autosave: its key is stored, the process dies
	// before the index names it.
	f, err := m.fileOf(KindAuto, "", "g1", rec, g)
	if err != nil {
		t.Fatal(err)
	}
	key, _ := m.newKey()
	mem.Save(key, mustEncode(t, f))
	es, _ := m.List()
	var found bool
	for _, e := range es {
		if e.Kind != KindAuto || e.Name != "" {
			t.Errorf("entry %+v is not an autosave", e)
		}
		found = found || e.Key == key
	}
	if !found {
		t.Fatalf("the interrupted autosave is not listed: %+v", es)
	}
	// The next autosave trims the rotation back to Keep.
	if _, err := m.Autosave("g1", rec, g); err != nil {
		t.Fatal(err)
	}
	es, _ = m.List()
	if len(es) > m.Keep {
		t.Errorf("%d autosaves kept, want at most %d", len(es), m.Keep)
	}
}

// The "game" field loses the control characters the name filter removes.
func TestGameFieldCleaned(t *testing.T) {
	rec, g := play(t, "atlantic", "happy-time-1940", 8, 10)
	f := fileFor(t, rec, g)
	f.Game = "v1\x00\x1b[2J\u202e"
	d, err := Decode(mustEncode(t, f))
	if err != nil {
		t.Fatal(err)
	}
	checkClean(t, d.Game)
	if d.Game != "v1[2J" {
		t.Errorf("game %q", d.Game)
	}
}
