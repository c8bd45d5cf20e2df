package save

import (
	"bytes"
	"strconv"
	"strings"
	"testing"

	"periscope/game/engine"
	"periscope/storage"
)

// autosaveEach plays n decisions, autosaving after each from the turn's
// checkpoint as the game does, and returns the session.
func autosaveEach(t *testing.T, m *Manager, seed uint64, n int) *engine.Session {
	t.Helper()
	return session(t, "happy-time-1940", seed, n, func(s *engine.Session) {
		at, snap := s.LatestCheckpoint()
		if _, err := m.AutosaveAt("g1", s.Record(), s.Game(), at, snap); err != nil {
			t.Fatal(err)
		}
	})
}

// loadsAs checks that the save under key opens as the session's game,
// with its whole record.
func loadsAs(t *testing.T, m *Manager, key string, s *engine.Session) {
	t.Helper()
	o, err := m.Load(key)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := len(o.File.Record.Choices), s.Decisions(); got != want {
		t.Fatalf("the autosave loads with %d decisions, want %d", got, want)
	}
	for i, c := range s.Record().Choices {
		if !sameChoice(c, o.File.Record.Choices[i]) {
			t.Fatalf("decision %d differs: %v, want %v", i, o.File.Record.Choices[i], c)
		}
	}
	got, _ := o.Game.Snapshot()
	want, _ := s.Game().Snapshot()
	if !bytes.Equal(got, want) {
		t.Fatal("the loaded game differs from the game autosaved")
	}
}

func tails(t *testing.T, st storage.Store) []string {
	t.Helper()
	keys, err := st.List(TailPrefix)
	if err != nil {
		t.Fatal(err)
	}
	return keys
}

// Within a turn, an autosave writes only the decisions since the turn's
// autosave file: the file stays as it was, a tail holds the rest, and
// loading, listing and exporting see the game at its last decision.
func TestAutosaveWithinATurnWritesOnlyItsTail(t *testing.T) {
	st := storage.NewMemory()
	m := newManager(st)
	s := autosaveEach(t, m, 3, 400)
	e, ok := m.Latest()
	if !ok {
		t.Fatal("no autosave")
	}
	base, err := st.Load(e.Key)
	if err != nil {
		t.Fatal(err)
	}
	f, err := Decode(base)
	if err != nil {
		t.Fatal(err)
	}
	if len(f.Record.Choices) >= s.Decisions() {
		t.Fatalf("the autosave file holds all %d decisions: every decision rewrote it", len(f.Record.Choices))
	}
	if ts := tails(t, st); len(ts) == 0 || ts[len(ts)-1] != TailKey(e.Key) {
		t.Fatalf("tails %v, want one for %s", ts, e.Key)
	}
	if e.Summary.Decisions != s.Decisions() {
		t.Errorf("listed at %d decisions, want %d", e.Summary.Decisions, s.Decisions())
	}
	loadsAs(t, m, e.Key, s)

	name, data, err := m.Export(e.Key)
	if err != nil {
		t.Fatal(err)
	}
	x, err := Decode(data)
	if err != nil {
		t.Fatalf("export of %s: %v", name, err)
	}
	if len(x.Record.Choices) != s.Decisions() {
		t.Fatalf("the exported file has %d decisions, want %d", len(x.Record.Choices), s.Decisions())
	}
	// An exported file stands alone: imported into an empty store it is
	// the same game.
	m2 := newManager(storage.NewMemory())
	if _, o, err := m2.Import(name, data); err != nil {
		t.Fatal(err)
	} else if len(o.File.Record.Choices) != s.Decisions() {
		t.Fatalf("the import has %d decisions", len(o.File.Record.Choices))
	}

	// Every kept autosave of earlier turns opens as the game it was,
	// with the decisions of its own tail.
	es, _ := m.List()
	autos := 0
	for _, x := range es {
		if x.Kind != KindAuto {
			continue
		}
		autos++
		if _, err := m.Load(x.Key); err != nil {
			t.Errorf("autosave %s (%d decisions): %v", x.Key, x.Summary.Decisions, err)
		}
	}
	if autos < 2 {
		t.Fatalf("%d autosaves kept", autos)
	}
}

// An undo within the turn (the checkpoint stays) writes a shorter tail; an
// undo back past the checkpoint writes a new file.
func TestAutosaveTailAfterAnUndo(t *testing.T) {
	st := storage.NewMemory()
	m := newManager(st)
	s := autosaveEach(t, m, 5, 300)
	at, _ := s.LatestCheckpoint()
	for _, back := range []int{1, s.Decisions() - at, s.Decisions() - at + 1} {
		if back <= 0 || back > s.Decisions() {
			continue
		}
		if err := s.UndoTo(s.Decisions() - back); err != nil {
			t.Fatal(err)
		}
		at, snap := s.LatestCheckpoint()
		e, err := m.AutosaveAt("g1", s.Record(), s.Game(), at, snap)
		if err != nil {
			t.Fatal(err)
		}
		loadsAs(t, m, e.Key, s)
		// And a different decision after the undo.
		p := s.Game().Prompt()
		if p == nil {
			continue
		}
		if _, err := s.Apply(newDoctrine().Choose(s.Game(), p)); err != nil {
			t.Fatal(err)
		}
		at, snap = s.LatestCheckpoint()
		if e, err = m.AutosaveAt("g1", s.Record(), s.Game(), at, snap); err != nil {
			t.Fatal(err)
		}
		loadsAs(t, m, e.Key, s)
	}
}

// A damaged tail, or one that belongs to another save, is ignored: the
// autosave opens as the earlier state its file holds.
func TestAutosaveDamagedTailIsIgnored(t *testing.T) {
	for _, tc := range []struct{ name, tail string }{
		{"not JSON", "{"},
		{"another save's", `{"schema":1,"base":"periscope.save.0000000000000-001","keep":0,"saved":"2026-01-01T00:00:00Z","summary":{},"choices":[]}`},
		{"keeps more than the file has", `{"schema":1,"base":"KEY","keep":99999999,"saved":"2026-01-01T00:00:00Z","summary":{},"choices":[]}`},
		{"a negative keep", `{"schema":1,"base":"KEY","keep":-1,"saved":"2026-01-01T00:00:00Z","summary":{},"choices":[]}`},
		{"a choice that is not one", `{"schema":1,"base":"KEY","keep":0,"saved":"2026-01-01T00:00:00Z","summary":{},"choices":["x"]}`},
		{"a future schema", `{"schema":9,"base":"KEY","keep":0,"saved":"2026-01-01T00:00:00Z","summary":{},"choices":[]}`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			st := storage.NewMemory()
			m := newManager(st)
			var logged []string
			m.Logf = func(f string, a ...any) { logged = append(logged, f) }
			autosaveEach(t, m, 3, 120)
			e, _ := m.Latest()
			if err := st.Save(TailKey(e.Key), []byte(strings.ReplaceAll(tc.tail, "KEY", e.Key))); err != nil {
				t.Fatal(err)
			}
			o, err := m.Load(e.Key)
			if err != nil {
				t.Fatalf("an autosave with a damaged tail does not open: %v", err)
			}
			f := storedWhole(t, m, e.Key)
			if len(o.File.Record.Choices) != len(f.Record.Choices) {
				t.Fatalf("opened with %d decisions, want the file's %d", len(o.File.Record.Choices), len(f.Record.Choices))
			}
			if len(logged) == 0 {
				t.Error("the damaged tail was ignored silently")
			}
		})
	}
}

// Deleting an autosave deletes its tail; a tail whose save has gone is
// removed by the next listing.
func TestAutosaveTailGoesWithItsSave(t *testing.T) {
	st := storage.NewMemory()
	m := newManager(st)
	autosaveEach(t, m, 3, 120)
	e, _ := m.Latest()
	if err := m.Delete(e.Key); err != nil {
		t.Fatal(err)
	}
	for _, k := range tails(t, st) {
		if k == TailKey(e.Key) {
			t.Fatal("the deleted autosave's tail is still stored")
		}
	}
	stray := TailPrefix + "0000000000000-001"
	if err := st.Save(stray, []byte("{}")); err != nil {
		t.Fatal(err)
	}
	if _, err := m.List(); err != nil {
		t.Fatal(err)
	}
	if _, err := st.Load(stray); err == nil {
		t.Fatal("a tail without its save survived the listing")
	}
}

// storedWhole is the file stored under key with the choices of the chunks
// it names (chunks.go), without its tail.
func storedWhole(t *testing.T, m *Manager, key string) *File {
	t.Helper()
	f, err := Decode(mustLoad(t, m.Store, key))
	if err != nil {
		t.Fatal(err)
	}
	f, _, err = m.withChunks(f)
	if err != nil {
		t.Fatal(err)
	}
	return f
}

func mustLoad(t *testing.T, st storage.Store, key string) []byte {
	t.Helper()
	b, err := st.Load(key)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// FuzzTail stores arbitrary bytes as an autosave's tail (storage is
// outside input: a hand-edited localStorage, a damaged disk). Listing,
// loading and exporting never panic, and the autosave either opens with
// the tail's decisions or as its file alone.
//
//	go test ./save -run '^$' -fuzz FuzzTail -fuzztime 10m
func FuzzTail(f *testing.F) {
	rec, g := play(f, "fixture", "patrol", 5, 6)
	file := fileFor(f, rec, g)
	file.Kind = KindAuto
	base := mustEncode(f, file)
	const key = KeyPrefix + "0000000000001-001"
	for _, s := range []string{
		`{"schema":1,"base":"` + key + `","keep":3,"saved":"2026-01-01T00:00:00Z","summary":{"decisions":4},"choices":[0]}`,
		`{"schema":1,"base":"` + key + `","keep":0,"saved":"","summary":{},"choices":[[1,2],{"o":1,"data":{}}]}`,
		`{}`, `[]`, `null`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, tail []byte) {
		st := storage.NewMemory()
		m := newManager(st)
		m.Logf = func(string, ...any) {}
		if err := st.Save(key, base); err != nil {
			t.Fatal(err)
		}
		if err := st.Save(TailKey(key), tail); err != nil {
			return // not text: the store refuses it
		}
		if _, err := m.List(); err != nil {
			t.Fatal(err)
		}
		// The file is sound: whatever the tail holds, the autosave opens
		// (with the tail's decisions, or as the file alone).
		if _, err := m.Load(key); err != nil {
			t.Fatalf("a sound autosave with the tail %q does not open: %v", tail, err)
		}
		if _, _, err := m.Export(key); err != nil {
			t.Fatal(err)
		}
	})
}

// A tail whose decisions the game cannot make (here an option the prompt
// does not have) is left out: the autosave opens as its file.
func TestAutosaveTailTheGameRefusesIsLeftOut(t *testing.T) {
	st := storage.NewMemory()
	m := newManager(st)
	m.Logf = func(string, ...any) {}
	autosaveEach(t, m, 3, 120)
	e, _ := m.Latest()
	f := storedWhole(t, m, e.Key)
	bad := `{"schema":1,"base":"` + e.Key + `","keep":` + strconv.Itoa(len(f.Record.Choices)) + `,"saved":"2026-01-01T00:00:00Z","summary":{},"choices":[999]}`
	if err := st.Save(TailKey(e.Key), []byte(bad)); err != nil {
		t.Fatal(err)
	}
	o, err := m.Load(e.Key)
	if err != nil {
		t.Fatalf("the autosave does not open: %v", err)
	}
	if len(o.File.Record.Choices) != len(f.Record.Choices) {
		t.Fatalf("opened with %d decisions, want the file's %d", len(o.File.Record.Choices), len(f.Record.Choices))
	}
}

// A new checkpoint's base is compressed in slices over the autosaves that
// follow it (issue 16: no one decision pays for the whole snapshot); until
// it is ready they extend the open autosave's tail, which loads as the
// game at its last decision. Then the new base is written, compressed
// exactly as compressSnapshot would.
func TestAutosaveNewBaseIsCompressedInSlices(t *testing.T) {
	defer func(n int) { baseSlice = n }(baseSlice)
	baseSlice = 4 << 10
	st := storage.NewMemory()
	m := newManager(st)
	lastAt, lastKey := -1, ""
	bridged, based := 0, 0
	waiting := 0 // autosaves since the checkpoint changed, the new base not yet written
	session(t, "happy-time-1940", 3, 700, func(s *engine.Session) {
		at, snap := s.LatestCheckpoint()
		e, err := m.AutosaveAt("g1", s.Record(), s.Game(), at, snap)
		if err != nil {
			t.Fatal(err)
		}
		switch {
		case lastAt >= 0 && at != lastAt && e.Key == lastKey:
			// The turn's first decision: the old base and a tail.
			bridged++
			waiting = 1
			loadsAs(t, m, e.Key, s)
		case waiting > 0 && e.Key == lastKey:
			waiting++
			if max := len(snap)/baseSlice + 2; waiting > max {
				t.Fatalf("the new base (snapshot %d bytes) still not written after %d autosaves", len(snap), waiting)
			}
		case e.Key != lastKey:
			if lastKey != "" {
				based++
				loadsAs(t, m, e.Key, s)
				z, err := compressSnapshot(snap)
				if err != nil {
					t.Fatal(err)
				}
				if got, _ := m.z.compressed(snap); !bytes.Equal(got, z) {
					t.Fatal("the snapshot compressed in slices differs from compressSnapshot's")
				}
			}
			waiting = 0
		}
		lastAt, lastKey = at, e.Key
	})
	if bridged < 2 || based < 2 {
		t.Fatalf("%d turns bridged by a tail, %d new bases: want at least 2 of each", bridged, based)
	}
}

// A crash at any decision while a turn's checkpoint is still being encoded
// (engine.LaterSnapshotter: a slice a decision) or its base compressed
// leaves the store with a save that loads as the game at its last
// decision: nothing the player did is lost. Each "crash" opens the store
// afresh, as the next start of the game does.
func TestAutosaveCrashWhileTheCheckpointIsEncoded(t *testing.T) {
	defer func(n, s int) { baseSlice, engine.SnapshotSlice = n, s }(baseSlice, engine.SnapshotSlice)
	baseSlice, engine.SnapshotSlice = 8<<10, 4<<10
	st := storage.NewMemory()
	m := newManager(st)
	turn, turnAt := -1, 0
	encoding, compressing, crashed := 0, 0, 0
	// One base a checkpoint: a new turn whose checkpoint is still being
	// encoded extends the open autosave instead of repeating its base.
	bases, checkpoints, lastKey, lastAt := 0, 0, "", -1
	session(t, "happy-time-1940", 3, 500, func(s *engine.Session) {
		at, snap := s.LatestCheckpoint()
		e, err := m.AutosaveAt("g1", s.Record(), s.Game(), at, snap)
		if err != nil {
			t.Fatal(err)
		}
		if e.Key != lastKey {
			bases++
			lastKey = e.Key
		}
		if at != lastAt {
			checkpoints++
			lastAt = at
		}
		if k, _ := s.Game().(engine.Checkpointer).Checkpoint(); k != turn {
			turn, turnAt = k, s.Decisions()
		}
		o := m.open
		switch {
		case turnAt > 0 && at < turnAt:
			encoding++ // the turn's snapshot is still being encoded
		case o == nil || o.at != at:
			compressing++ // the new base is being compressed
		default:
			return
		}
		if (encoding+compressing)%8 != 1 {
			return // every eighth, to keep the test short
		}
		crashed++
		fresh := newManager(st)
		fresh.Logf = func(string, ...any) {}
		l, ok := fresh.Latest()
		if !ok || l.Key != e.Key {
			t.Fatalf("decision %d: after the crash the latest save is %q, want %q", s.Decisions(), l.Key, e.Key)
		}
		loadsAs(t, fresh, l.Key, s)
	})
	if bases > checkpoints {
		t.Fatalf("%d bases written for %d checkpoints", bases, checkpoints)
	}
	if encoding < 10 || compressing < 10 || crashed < 10 {
		t.Fatalf("%d crashes while a checkpoint was encoded, %d while a base was compressed: too few", encoding, compressing)
	}
	t.Logf("%d crashes: %d while a checkpoint was encoded, %d while a base was compressed; %d bases for %d checkpoints", crashed, encoding, compressing, bases, checkpoints)
}
