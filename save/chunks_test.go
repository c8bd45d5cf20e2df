package save

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"periscope/game/engine"
	"periscope/storage"
)

// savesStore records what is saved under each key.
type savesStore struct {
	storage.Store
	saved []string // the keys saved, in order
	saves map[string]int
}

func (s *savesStore) Save(key string, data []byte) error {
	s.saved = append(s.saved, key)
	s.saves[key]++
	return s.Store.Save(key, data)
}

func storedChunks(t *testing.T, st storage.Store) []string {
	t.Helper()
	keys, err := st.List(ChunkPrefix)
	if err != nil {
		t.Fatal(err)
	}
	slices.Sort(keys)
	return keys
}

// namedChunks is every chunk the listed autosaves name.
func namedChunks(t *testing.T, m *Manager) []string {
	t.Helper()
	es, err := m.List()
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, e := range es {
		f, err := Decode(mustLoad(t, m.Store, e.Key))
		if err != nil {
			t.Fatal(err)
		}
		for _, k := range f.Chunks {
			if !slices.Contains(out, k) {
				out = append(out, k)
			}
		}
	}
	slices.Sort(out)
	return out
}

// A new base (once a turn) writes one new chunk, the choices since the
// last base's checkpoint, and a file that holds only the choices from its
// own checkpoint on: what it writes does not grow with the game. No chunk
// is ever written twice; each base loads as the game; the store keeps only
// the chunks its autosaves name. A manager started afresh on the store (a
// reload of the page) goes on from the loaded autosave's chunks.
func TestAutosaveBaseWritesOnlyItsNewChunk(t *testing.T) {
	st := &savesStore{Store: storage.NewMemory(), saves: map[string]int{}}
	m := newManager(st)
	m.Keep = 3
	lastKey, bases, reloaded, lastAt := "", 0, false, 0
	session(t, "happy-time-1940", 3, 900, func(s *engine.Session) {
		at, snap := s.LatestCheckpoint()
		st.saved = st.saved[:0]
		e, err := m.AutosaveAt("g1", s.Record(), s.Game(), at, snap)
		if err != nil {
			t.Fatal(err)
		}
		if e.Key == lastKey {
			return
		}
		lastKey = e.Key
		bases++
		var written []string
		for _, k := range st.saved {
			if strings.HasPrefix(k, ChunkPrefix) {
				written = append(written, k)
			}
		}
		f, err := Decode(mustLoad(t, st, e.Key))
		if err != nil {
			t.Fatal(err)
		}
		if got, want := len(f.Record.Choices), s.Decisions()-at; got != want {
			t.Fatalf("decision %d: the base holds %d choices, want the %d since its checkpoint at %d", s.Decisions(), got, want, at)
		}
		switch {
		case at == lastAt:
			// A new base at the same checkpoint (a new turn whose
			// checkpoint is not yet taken): no new chunk.
			if len(written) != 0 {
				t.Fatalf("decision %d: a base at the same checkpoint %d wrote the chunks %q", s.Decisions(), at, written)
			}
		case at > 0:
			if len(written) != 1 || len(f.Chunks) == 0 || f.Chunks[len(f.Chunks)-1] != written[0] {
				t.Fatalf("decision %d: the base wrote the chunks %q and names %q: want one new chunk, its last", s.Decisions(), written, f.Chunks)
			}
			from, to, _, _ := parseChunkKey("g1", written[0])
			if to != at || from != lastAt {
				t.Fatalf("decision %d: the new chunk holds decisions %d-%d, want %d-%d (since the last base's checkpoint)", s.Decisions(), from, to, lastAt, at)
			}
		}
		lastAt = at
		loadsAs(t, m, e.Key, s)
		if bases == 4 && !reloaded {
			// The page reloads: a fresh manager loads the autosave and
			// the game goes on.
			reloaded = true
			m = newManager(st)
			m.Keep = 3
			loadsAs(t, m, e.Key, s)
		}
	})
	if bases < 6 || !reloaded {
		t.Fatalf("%d bases written: want at least 6", bases)
	}
	for k, n := range st.saves {
		if strings.HasPrefix(k, ChunkPrefix) && n != 1 {
			t.Errorf("the chunk %s was written %d times", k, n)
		}
	}
	if got, want := storedChunks(t, st), namedChunks(t, m); !slices.Equal(got, want) {
		t.Fatalf("the store keeps the chunks %q; the autosaves name %q", got, want)
	}
	t.Logf("%d bases, %d chunks kept", bases, len(storedChunks(t, st)))
}

// After an undo back past some checkpoints and other choices, the new
// bases write chunks of the new choices; the old chunks go once no
// autosave names them, and deleting a game's autosaves deletes its chunks.
func TestAutosaveChunksAfterAnUndo(t *testing.T) {
	st := storage.NewMemory()
	m := newManager(st)
	m.Keep = 2
	autosave := func(s *engine.Session) {
		at, snap := s.LatestCheckpoint()
		if _, err := m.AutosaveAt("g1", s.Record(), s.Game(), at, snap); err != nil {
			t.Fatal(err)
		}
	}
	s := session(t, "happy-time-1940", 3, 700, autosave)
	before := storedChunks(t, st)
	cps, _ := s.Checkpoints()
	if len(cps) < 4 {
		t.Fatalf("%d checkpoints", len(cps))
	}
	back := cps[len(cps)-3] + 1
	if err := s.UndoTo(back); err != nil {
		t.Fatal(err)
	}
	autosave(s)
	// Another choice than the one made before, where there is one.
	p := newDoctrine()
	changed := false
	for i := 0; i < 600 && s.Game().Prompt() != nil; i++ {
		c := p.Choose(s.Game(), s.Game().Prompt())
		if pr := s.Game().Prompt(); !changed && len(pr.Options) > 1 && c.Points == nil {
			c = engine.Pick((c.Option + 1) % len(pr.Options))
			changed = true
		}
		if _, err := s.Apply(c); err != nil {
			t.Fatal(err)
		}
		autosave(s)
	}
	if !changed {
		t.Fatal("no other choice made")
	}
	e, _ := m.Latest()
	loadsAs(t, m, e.Key, s)
	after := storedChunks(t, st)
	if got, want := after, namedChunks(t, m); !slices.Equal(got, want) {
		t.Fatalf("the store keeps the chunks %q; the autosaves name %q", got, want)
	}
	gone := 0
	for _, k := range before {
		if !slices.Contains(after, k) {
			gone++
		}
	}
	if gone == 0 {
		t.Fatalf("no chunk of the undone decisions went: %q then %q", before, after)
	}
	es, _ := m.List()
	for _, e := range es {
		if err := m.Delete(e.Key); err != nil {
			t.Fatal(err)
		}
	}
	if left := storedChunks(t, st); len(left) > 0 {
		t.Fatalf("the game's autosaves are deleted, its chunks %q are not", left)
	}
}

// An autosave whose chunk is missing or damaged does not open (its
// earlier decisions are gone) but lists, and exports as stored; a file
// naming chunks is refused on import (they are in the store it came
// from). A sound autosave exports as one file with the whole record.
func TestAutosaveMissingChunk(t *testing.T) {
	st := storage.NewMemory()
	m := newManager(st)
	m.Logf = func(string, ...any) {}
	s := autosaveEach(t, m, 3, 400)
	e, _ := m.Latest()
	_, whole, err := m.Export(e.Key)
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(whole), `"chunks"`) {
		t.Fatal("the exported autosave names chunks")
	}
	_, o, err := m.Import("whole.json", whole)
	if err != nil {
		t.Fatal(err)
	}
	if len(o.File.Record.Choices) != s.Decisions() {
		t.Fatalf("the exported autosave imports with %d decisions, want %d", len(o.File.Record.Choices), s.Decisions())
	}
	f, _ := Decode(mustLoad(t, st, e.Key))
	if len(f.Chunks) == 0 {
		t.Fatal("the autosave names no chunk")
	}
	for _, damage := range []func(k string) error{
		func(k string) error { return st.Save(k, []byte("[0,1]")) },
		func(k string) error { return st.Delete(k) },
	} {
		if err := damage(f.Chunks[0]); err != nil {
			t.Fatal(err)
		}
		fresh := newManager(st)
		fresh.Logf = func(string, ...any) {}
		if _, err := fresh.Load(e.Key); err == nil {
			t.Fatal("an autosave whose chunk is damaged opened")
		}
		if es, err := fresh.List(); err != nil || len(es) == 0 {
			t.Fatalf("the listing: %v, %v", es, err)
		}
		_, data, err := fresh.Export(e.Key)
		if err != nil || string(data) != string(mustLoad(t, st, e.Key)) {
			t.Fatalf("exported %d bytes (%v), not as stored", len(data), err)
		}
		var se *Error
		if _, _, err := fresh.Import("x.json", data); !errors.As(err, &se) || se.Code != CodeMalformed {
			t.Fatalf("a file naming chunks imported: %v", err)
		}
	}
}

// A crash at each step of a base write (its new chunk, its file read back,
// the index, the replaced autosaves, the chunks swept) leaves a store whose
// latest autosave loads as the game at the decision before or at the one
// being saved, with every chunk it names.
func TestAutosaveCrashAtEachStepOfABaseWrite(t *testing.T) {
	st := storage.NewMemory()
	m := newManager(st)
	m.Keep = 2
	var prev, snapAt []byte
	var rec engine.Record
	var game engine.Game
	at, bases, lastKey := 0, 0, ""
	var snapshot []byte
	session(t, "happy-time-1940", 3, 700, func(s *engine.Session) {
		if bases >= 4 {
			return
		}
		a, snap := s.LatestCheckpoint()
		e, err := m.AutosaveAt("g1", s.Record(), s.Game(), a, snap)
		if err != nil {
			t.Fatal(err)
		}
		if e.Key != lastKey {
			bases++
			lastKey = e.Key
		}
		if bases < 4 {
			prev, _ = s.Game().Snapshot()
			return
		}
		// The fourth base: the store as it stood before it, the record
		// and checkpoint it was written from.
		rec, game, at, snapAt = s.Record(), s.Game(), a, snap
		snapshot, _ = s.Game().Snapshot()
	})
	if rec.Choices == nil {
		t.Fatal("fewer than 4 bases")
	}
	// The store as it stood before the base: the same autosaves into a
	// fresh store, up to the decision before.
	before := storage.NewMemory()
	{
		m0 := newManager(before)
		m0.Keep = 2
		session(t, "happy-time-1940", 3, len(rec.Choices)-1, func(s *engine.Session) {
			a, snap := s.LatestCheckpoint()
			if _, err := m0.AutosaveAt("g1", s.Record(), s.Game(), a, snap); err != nil {
				t.Fatal(err)
			}
		})
	}
	base := dump(t, before)
	crashes := 0
	for failAt := 0; ; failAt++ {
		mem := storage.NewMemory()
		for k, v := range base {
			if err := mem.Save(k, []byte(v)); err != nil {
				t.Fatal(err)
			}
		}
		fs := &storage.Faulty{Store: mem}
		fm := newManager(fs)
		fm.Keep = 2
		l, ok := fm.Latest()
		if !ok {
			t.Fatal("no autosave before the base")
		}
		if _, err := fm.Load(l.Key); err != nil {
			t.Fatal(err)
		}
		start := len(fs.Ops())
		crashed := false
		fs.Fail = func(op storage.Op) error {
			if op.N >= start+failAt {
				crashed = true
				return errors.New("crash")
			}
			return nil
		}
		fm.AutosaveAt("g1", rec, game, at, snapAt)
		if !crashed {
			break // every step has crashed once
		}
		crashes++
		fresh := newManager(mem)
		l, ok = fresh.Latest()
		if !ok {
			t.Fatalf("crash at step %d: no autosave", failAt)
		}
		o, err := fresh.Load(l.Key)
		if err != nil {
			t.Fatalf("crash at step %d: the latest autosave does not open: %v", failAt, err)
		}
		got, _ := o.Game.Snapshot()
		if string(got) != string(snapshot) && string(got) != string(prev) {
			t.Fatalf("crash at step %d: the latest autosave opens at %d decisions, neither the game saved nor the one before", failAt, len(o.File.Record.Choices))
		}
		for _, k := range storedChunks(t, mem) {
			if _, err := mem.Load(k); err != nil {
				t.Fatal(err)
			}
		}
	}
	if crashes < 6 {
		t.Fatalf("%d steps crashed", crashes)
	}
	t.Logf("%d steps of a base write crashed in turn", crashes)
}
