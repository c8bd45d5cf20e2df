package save

import (
	"bytes"
	"errors"
	"fmt"
	"log"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"

	"encoding/json"

	"periscope/game/engine"
	"periscope/storage"
)

const (
	// IndexKey holds the index of saves (what the load screen lists). It
	// deliberately does not start with KeyPrefix.
	IndexKey = "periscope.saveindex"
	// KeyPrefix starts the key of every save.
	KeyPrefix = storage.SavePrefix
	// DefaultKeep is how many autosaves each game keeps.
	DefaultKeep = 5
	indexSchema = 1
)

// Entry is one save as the index lists it.
type Entry struct {
	Key    string    `json:"key"`
	Kind   string    `json:"kind"`
	Name   string    `json:"name,omitempty"`
	GameID string    `json:"gameId,omitempty"`
	Saved  time.Time `json:"saved"`
	// Game is the version of Periscope that wrote it.
	Game    string  `json:"game,omitempty"`
	Size    int     `json:"size"`
	Summary Summary `json:"summary"`
	// Recovered marks a save found in the store but missing from the
	// index (left by an interrupted write); Problem says why a stored
	// save cannot be read (it can still be exported or deleted).
	Recovered bool   `json:"recovered,omitempty"`
	Problem   string `json:"problem,omitempty"`
}

// Title is how the load screen names the save.
func (e Entry) Title() string {
	switch {
	case e.Problem != "":
		return "Damaged save"
	case e.Kind == KindAuto:
		return "Autosave"
	case e.Name != "":
		return e.Name
	}
	return "Saved game"
}

type index struct {
	Schema int     `json:"schema"`
	Saves  []Entry `json:"saves"`
}

// Manager keeps the saves in a store: named slots, a rotation of
// autosaves per game, an index for the load screen, export and import.
//
// Every write is safe: the new save goes under a new key, is read back and
// compared, and only then does the index switch to it and the old key go.
// A failure at any point leaves the previous save (and the index) as they
// were; a key left behind by an interrupted write is recovered into the
// index, never silently deleted.
type Manager struct {
	Store storage.Store
	// Systems are the installed game systems saves are opened with.
	Systems *engine.Registry
	// Version is the game's version, recorded in each save.
	Version string
	// Now is the wall clock (the UI layer's; the rules never read it).
	Now func() time.Time
	// Keep is how many autosaves each game keeps (DefaultKeep if 0).
	Keep int
	// Logf reports problems that need no answer (a stale key that could
	// not be deleted); log.Printf by default.
	Logf func(format string, args ...any)

	mu    sync.Mutex // serialises the store's multi-step operations
	seqMu sync.Mutex
	seq   int
	z     snapCache // the last checkpoint's compressed snapshot (AutosaveAt)
	omu   sync.Mutex
	open  *openAuto // the autosave AutosaveAt's next tail extends (tail.go)
	// The chunks of the game's choices (chunks.go): those the last base
	// of chainGame names, and what each autosave this manager wrote or
	// read names.
	cmu       sync.Mutex
	chain     []*chunk
	chainGame string
	refs      map[string][]string
	// The turns written for the game autosaved (turns.go).
	tmu   sync.Mutex
	turns turnWriter
	// The systems this manager opened saves with, by system and theatre
	// (system): a System may keep what its restores decoded for the next
	// (the campaign's PatrolCache: an import's or a preview's decode
	// serves the load of the same game after it, and the loaded game's
	// session and check restore through the same), and that is the save
	// layer's to hold, not the game code's (issue 16, session 40).
	sysMu   sync.Mutex
	systems map[[2]string]engine.System
}

// system opens the System a record's save is played with, once for each
// system and theatre (Manager.systems).
func (m *Manager) system(rec engine.Record) (engine.System, error) {
	k := [2]string{rec.System, rec.Theatre}
	m.sysMu.Lock()
	defer m.sysMu.Unlock()
	if s, ok := m.systems[k]; ok {
		return s, nil
	}
	s, err := m.Systems.Open(rec)
	if err != nil {
		return nil, err
	}
	if m.systems == nil {
		m.systems = map[[2]string]engine.System{}
	}
	m.systems[k] = s
	return s, nil
}

// NewManager returns a manager over store.
func NewManager(store storage.Store, systems *engine.Registry, version string, now func() time.Time) *Manager {
	return &Manager{Store: store, Systems: systems, Version: version, Now: now}
}

func (m *Manager) keep() int {
	if m.Keep > 0 {
		return m.Keep
	}
	return DefaultKeep
}

func (m *Manager) logf(format string, args ...any) {
	if m.Logf != nil {
		m.Logf(format, args...)
		return
	}
	log.Printf(format, args...)
}

// NewGameID returns an id for a new play-through (autosaves rotate per game).
func (m *Manager) NewGameID() string {
	m.seqMu.Lock()
	m.seq++
	n := m.seq
	m.seqMu.Unlock()
	return "g" + strconv.FormatInt(m.Now().UnixMilli(), 36) + "-" + strconv.FormatInt(int64(n), 36)
}

// newKey returns a key no save uses: the time in milliseconds and a
// sequence number, so keys sort in the order they were written.
func (m *Manager) newKey() (string, error) {
	m.seqMu.Lock()
	defer m.seqMu.Unlock()
	ms := m.Now().UnixMilli()
	for try := 0; try < 1000; try++ {
		m.seq++
		key := fmt.Sprintf("%s%013d-%03d", KeyPrefix, ms, m.seq%1000)
		_, err := m.Store.Load(key)
		if errors.Is(err, storage.ErrNotFound) {
			return key, nil
		}
		if err != nil {
			return "", err
		}
	}
	return "", fmt.Errorf("save: no free key")
}

// ---------------------------------------------------------------- index

// List returns the saves, newest first. It reconciles the index with the
// store: saves missing from the index are recovered into it, entries whose
// key has gone are dropped, and a missing or damaged index is rebuilt from
// the saves themselves.
func (m *Manager) List() ([]Entry, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	idx, err := m.reconciled()
	if err != nil {
		return nil, err
	}
	out := make([]Entry, len(idx.Saves))
	for i, e := range idx.Saves {
		out[i] = m.entryWithTail(e)
	}
	sortNewestFirst(out)
	return out, nil
}

func sortNewestFirst(es []Entry) {
	sort.SliceStable(es, func(i, j int) bool {
		if !es[i].Saved.Equal(es[j].Saved) {
			return es[i].Saved.After(es[j].Saved)
		}
		return es[i].Key > es[j].Key
	})
}

// reconciled loads the index and brings it in line with the store's keys,
// writing it back if anything changed (a failure to write is only logged:
// the listing is still right).
func (m *Manager) reconciled() (index, error) {
	keys, err := m.Store.List(KeyPrefix)
	if err != nil {
		return index{}, fmt.Errorf("listing saves: %w", err)
	}
	idx, ok, found := m.readIndex()
	present := map[string]bool{}
	for _, k := range keys {
		present[k] = true
	}
	// No index is rebuilt and written, but for a store with no index and
	// no saves (a first visit): there is nothing to record, and the title
	// screen lists the saves before the game's first frame (issue 16: the
	// index's first JSON encoding was tens of milliseconds of it).
	changed := !ok && (found || len(keys) > 0)
	var kept []Entry
	seen := map[string]bool{}
	for _, e := range idx.Saves {
		if present[e.Key] && !seen[e.Key] {
			kept = append(kept, e)
			seen[e.Key] = true
		} else {
			changed = true
		}
	}
	for _, k := range keys {
		if seen[k] {
			continue
		}
		kept = append(kept, m.recover(k, ok))
		changed = true
	}
	m.dropStrayTails(present)
	idx.Schema, idx.Saves = indexSchema, kept
	if changed {
		if err := m.writeIndex(idx); err != nil {
			m.logf("save: rewriting the index: %v", err)
		}
	}
	return idx, nil
}

// readIndex returns the stored index; ok is false when there is none or it
// cannot be read (it is then rebuilt from the saves); found is false only
// when the store has no index at all.
func (m *Manager) readIndex() (idx index, ok, found bool) {
	data, err := m.Store.Load(IndexKey)
	if err != nil {
		if !errors.Is(err, storage.ErrNotFound) {
			m.logf("save: reading the index: %v", err)
			return index{}, false, true
		}
		return index{}, false, false
	}
	if err := json.Unmarshal(data, &idx); err != nil || idx.Schema != indexSchema {
		m.logf("save: the index is unreadable (%v); rebuilding it", err)
		return index{}, false, true
	}
	now := m.Now()
	for i := range idx.Saves {
		idx.Saves[i] = sanitizeEntry(idx.Saves[i], now)
	}
	return idx, true, true
}

func (m *Manager) writeIndex(idx index) error {
	data, err := json.Marshal(idx)
	if err != nil {
		return err
	}
	return m.Store.Save(IndexKey, data)
}

// recover builds the index entry of a stored save from its contents. When
// the index itself was fine (stray is true) the key was left by an
// interrupted write, and is marked recovered.
func (m *Manager) recover(key string, stray bool) Entry {
	e := Entry{Key: key, Kind: KindSlot, Recovered: stray}
	data, err := m.Store.Load(key)
	if err != nil {
		e.Problem = "It cannot be read from storage: " + err.Error()
		return e
	}
	e.Size = len(data)
	f, err := Decode(data)
	if err != nil {
		e.Problem = err.Error()
		return e
	}
	e.Kind, e.Name, e.GameID, e.Saved, e.Game, e.Summary = f.Kind, f.Name, f.GameID, f.Saved, f.Game, f.Summary
	if e.Summary.Scenario == "" {
		e.Summary.Scenario, e.Summary.Title = f.Record.Scenario, f.Record.Scenario
		e.Summary.Theatre = f.Record.System
		e.Summary.Decisions = len(f.Record.Choices)
	}
	if e.Kind == KindAuto {
		// An autosave whose write was interrupted before the index named
		// it is its game's newest autosave: it joins that game's rotation
		// again (the next autosave trims the rotation to Keep), rather
		// than becoming a named save that outlives the game (issue 15,
		// defect 7).
		e.Recovered = false
	}
	return sanitizeEntry(e, m.Now())
}

// ---------------------------------------------------------------- writing

// QuotaError is a save refused because the store is full. The previous
// save is unchanged.
type QuotaError struct {
	// Need is the size of the save that did not fit.
	Need int
	// Autosaves and Slots are what the saves use now; Total is everything
	// the store holds (other keys too).
	Autosaves, Slots, Total storage.Usage
	Err                     error
}

func (e *QuotaError) Error() string {
	return "Storage is full: there is no room for this save (" + Bytes(e.Need) + "). " + e.Usage() +
		" Your previous save is safe. Delete old autosaves or saves you no longer need, or export this game to a file."
}

// Usage says what takes the room: the saves, by kind, and other data.
func (e *QuotaError) Usage() string {
	count := func(n int, one, many string) string {
		switch n {
		case 0:
			return "no " + many
		case 1:
			return "1 " + one
		}
		return fmt.Sprintf("%d %s", n, many)
	}
	saves := e.Autosaves.Bytes + e.Slots.Bytes
	s := fmt.Sprintf("Saves use %s (%s, %s)", Bytes(int(saves)),
		count(e.Slots.Keys, "named save", "named saves"), count(e.Autosaves.Keys, "autosave", "autosaves"))
	if other := e.Total.Bytes - saves; other > 0 {
		s += fmt.Sprintf("; other data of this game uses %s", Bytes(int(other)))
	}
	return s + "."
}

func (e *QuotaError) Unwrap() error { return e.Err }

// WriteError is a save that failed for another reason (the store refused
// it, or it did not read back the same). The previous save is unchanged.
type WriteError struct {
	Step string // "write", "read back", "verify", "index"
	Err  error
}

func (e *WriteError) Error() string {
	return fmt.Sprintf("The game could not be saved (%s failed: %v). Your previous save is unchanged.", e.Step, e.Err)
}

func (e *WriteError) Unwrap() error { return e.Err }

// write stores f under a new key and switches the index to it: plan
// receives the current entries and returns the ones the new save replaces
// (they are deleted after the index no longer names them). On any failure
// the store is left as it was, except perhaps for the new key, which is
// removed when possible (and otherwise recovered later, never lost).
func (m *Manager) write(f *File, data []byte, plan func(es []Entry, new Entry) (drop []Entry)) (Entry, error) {
	if data == nil {
		var err error
		if data, err = Encode(f); err != nil {
			return Entry{}, &WriteError{Step: "encode", Err: err}
		}
	}
	if len(data) > MaxFileSize {
		return Entry{}, &WriteError{Step: "encode", Err: fmt.Errorf("the save would be %s, over the %s limit", Bytes(len(data)), Bytes(MaxFileSize))}
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	idx, err := m.reconciled()
	if err != nil {
		return Entry{}, &WriteError{Step: "index", Err: err}
	}
	key, err := m.newKey()
	if err != nil {
		return Entry{}, &WriteError{Step: "write", Err: err}
	}
	err = m.Store.Save(key, data)
	if errors.Is(err, storage.ErrQuota) {
		// The games' turns (turns.go) only ever save time: the other
		// games' go first, then this one's, before a save is refused.
		for _, keep := range []string{f.GameID, ""} {
			if m.dropTurns(keep) {
				if err = m.Store.Save(key, data); !errors.Is(err, storage.ErrQuota) {
					break
				}
			}
		}
	}
	if err != nil {
		m.discard(key)
		return Entry{}, m.writeErr("write", len(data), err)
	}
	back, err := m.Store.Load(key)
	if err != nil {
		m.discard(key)
		return Entry{}, m.writeErr("read back", len(data), err)
	}
	if !bytes.Equal(back, data) {
		m.discard(key)
		return Entry{}, &WriteError{Step: "verify", Err: &verifyError{back: len(back), wrote: len(data)}}
	}
	e := Entry{Key: key, Kind: f.Kind, Name: f.Name, GameID: f.GameID, Saved: f.Saved, Game: f.Game, Size: len(data), Summary: f.Summary}
	es := idx.Saves
	drop := plan(es, e)
	dropped := map[string]bool{}
	for _, d := range drop {
		dropped[d.Key] = true
	}
	next := index{Schema: indexSchema}
	for _, x := range es {
		if !dropped[x.Key] {
			next.Saves = append(next.Saves, x)
		}
	}
	next.Saves = append(next.Saves, e)
	if err := m.writeIndex(next); err != nil {
		m.discard(key)
		return Entry{}, m.writeErr("index", len(data), err)
	}
	swept := f.Kind == KindAuto
	for _, d := range drop {
		if err := m.Store.Delete(d.Key); err != nil {
			// The index no longer names it; the next listing recovers it.
			m.logf("save: removing the replaced save %s: %v", d.Key, err)
			swept = false // it may name chunks: they stay for it
			continue
		}
		m.dropTail(d.Key)
		m.forgetRefs(d.Key)
	}
	m.setRefs(key, f.Chunks)
	if swept && len(drop) > 0 {
		m.sweepChunks(f.GameID, next.Saves)
	}
	return e, nil
}

// discard removes the key a failed write left behind, if it can (if not,
// the next listing recovers it).
func (m *Manager) discard(key string) {
	if err := m.Store.Delete(key); err != nil {
		m.logf("save: removing the unfinished save %s: %v", key, err)
	}
}

func (m *Manager) writeErr(step string, need int, err error) error {
	if errors.Is(err, storage.ErrQuota) {
		q := &QuotaError{Need: need, Err: err}
		q.Autosaves, q.Slots, q.Total = m.usageLocked()
		return q
	}
	return &WriteError{Step: step, Err: err}
}

// Usage reports what the saves take: autosaves, named saves, and the
// whole store.
func (m *Manager) Usage() (autosaves, slots, total storage.Usage) {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.usageLocked()
}

func (m *Manager) usageLocked() (autosaves, slots, total storage.Usage) {
	idx, _, _ := m.readIndex()
	for _, e := range idx.Saves {
		u := &slots
		if e.Kind == KindAuto {
			u = &autosaves
		}
		u.Keys++
		u.Bytes += int64(e.Size + len(e.Key))
	}
	total, _ = storage.UsageOf(m.Store, "")
	return
}

// fileOf builds the File for a game in play.
func (m *Manager) fileOf(kind, name, gameID string, rec engine.Record, g engine.Game) (*File, error) {
	snap, err := g.Snapshot()
	if err != nil {
		return nil, err
	}
	return &File{
		Schema: Schema, Game: m.Version, Saved: m.Now().UTC().Truncate(time.Second),
		Kind: kind, Name: name, GameID: gameID,
		Summary: Summarize(g, rec), Record: rec, Snapshot: snap,
	}, nil
}

// Save writes the game to the named slot, replacing a slot of the same
// name (the UI asks before overwriting).
func (m *Manager) Save(name, gameID string, rec engine.Record, g engine.Game) (Entry, error) {
	name = CleanName(name)
	if name == "" {
		return Entry{}, &WriteError{Step: "name", Err: errors.New("a saved game needs a name")}
	}
	f, err := m.fileOf(KindSlot, name, gameID, rec, g)
	if err != nil {
		return Entry{}, &WriteError{Step: "encode", Err: err}
	}
	return m.write(f, nil, func(es []Entry, _ Entry) (drop []Entry) {
		for _, e := range es {
			if e.Kind == KindSlot && strings.EqualFold(e.Name, name) {
				drop = append(drop, e)
			}
		}
		return drop
	})
}

// Autosave writes the game as the newest autosave of gameID. Each game
// keeps Keep autosaves: the newest follows every decision, replacing
// itself within a game turn; when a new turn starts the previous one is
// kept as that turn's last state, and the oldest goes.
func (m *Manager) Autosave(gameID string, rec engine.Record, g engine.Game) (Entry, error) {
	m.setOpen(nil)
	f, err := m.fileOf(KindAuto, "", gameID, rec, g)
	if err != nil {
		return Entry{}, &WriteError{Step: "encode", Err: err}
	}
	return m.write(f, nil, m.autosavePlan(gameID))
}

// autosavePlan is the rotation of gameID's autosaves (see Autosave).
func (m *Manager) autosavePlan(gameID string) func(es []Entry, new Entry) (drop []Entry) {
	keep := m.keep()
	return func(es []Entry, new Entry) (drop []Entry) {
		var autos []Entry
		for _, e := range es {
			if e.Kind == KindAuto && e.GameID == gameID {
				autos = append(autos, e)
			}
		}
		sortNewestFirst(autos)
		if len(autos) > 0 && autos[0].Summary.Turn == new.Summary.Turn && autos[0].Summary.Scenario == new.Summary.Scenario {
			drop = append(drop, autos[0])
			autos = autos[1:]
		}
		for len(autos) >= keep {
			drop = append(drop, autos[len(autos)-1])
			autos = autos[:len(autos)-1]
		}
		return drop
	}
}

// Delete removes a save: first from the index, then its key (a failure in
// between leaves a key that the next listing recovers).
func (m *Manager) Delete(key string) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	idx, err := m.reconciled()
	if err != nil {
		return err
	}
	next := index{Schema: indexSchema}
	found := false
	var gameID string
	for _, e := range idx.Saves {
		if e.Key == key {
			found = true
			if e.Kind == KindAuto {
				gameID = e.GameID
			}
			continue
		}
		next.Saves = append(next.Saves, e)
	}
	if !found {
		return fmt.Errorf("no save %q", key)
	}
	if err := m.writeIndex(next); err != nil {
		return fmt.Errorf("The save could not be deleted (%v); it is unchanged.", err)
	}
	if err := m.Store.Delete(key); err != nil {
		return fmt.Errorf("The save was removed from the list but its data could not be deleted (%v).", err)
	}
	m.dropTail(key)
	m.forgetRefs(key)
	m.sweepChunks(gameID, next.Saves)
	for _, e := range idx.Saves {
		if e.Key == key {
			m.sweepTurns(e.GameID, next.Saves)
		}
	}
	return nil
}

// DeleteOldAutosaves frees space: it deletes every autosave except the
// newest of keepGame (the game being played, if any). It returns how many
// saves it deleted and the bytes freed.
func (m *Manager) DeleteOldAutosaves(keepGame string) (n int, freed int, err error) {
	es, err := m.List()
	if err != nil {
		return 0, 0, err
	}
	keptNewest := false
	for _, e := range es { // newest first
		if e.Kind != KindAuto {
			continue
		}
		if e.GameID == keepGame && keepGame != "" && !keptNewest {
			keptNewest = true
			continue
		}
		if err := m.Delete(e.Key); err != nil {
			return n, freed, err
		}
		n++
		freed += e.Size
	}
	return n, freed, nil
}

// Latest returns the newest readable save (for the title's Continue).
func (m *Manager) Latest() (Entry, bool) {
	es, err := m.List()
	if err != nil {
		return Entry{}, false
	}
	for _, e := range es {
		if e.Problem == "" {
			return e, true
		}
	}
	return Entry{}, false
}

// ---------------------------------------------------------------- reading

// Load reads, decodes and opens a save. The replay is not checked here:
// start a Check on the result.
func (m *Manager) Load(key string) (*Opened, error) {
	data, err := m.Store.Load(key)
	if err != nil {
		return nil, fmt.Errorf("The save cannot be read from storage: %w", err)
	}
	f, err := Decode(data)
	if err != nil {
		return nil, err
	}
	f, chunks, err := m.withChunks(f)
	if err != nil {
		return nil, refuse(CodeTruncated, err, "The autosave's earlier decisions are missing from storage: %v.", err)
	}
	if chunks != nil {
		m.adoptChunks(key, f.GameID, chunks)
	}
	if g := m.withTail(key, f); g != f {
		o, err := openWith(g, m.system)
		if err == nil {
			o.stored = m.newStoredPoints(key, o)
			return o, nil
		}
		// A tail whose decisions the game refuses: the file alone is an
		// earlier state of the same game (tail.go).
		m.logf("save: the decisions in the tail of %s cannot be replayed (%v); opening the autosave without them", key, err)
	}
	o, err := openWith(f, m.system)
	if err == nil {
		o.stored = m.newStoredPoints(key, o)
	}
	return o, err
}

// Export returns a save's file name and bytes, as stored (a damaged save
// can be exported too, to rescue it); an autosave with a tail is exported
// as one file with the tail's decisions in it.
func (m *Manager) Export(key string) (name string, data []byte, err error) {
	data, err = m.Store.Load(key)
	if err != nil {
		return "", nil, fmt.Errorf("The save cannot be read from storage: %w", err)
	}
	name = "periscope-save.json"
	if f, err := Decode(data); err == nil {
		// The autosave's chunks and its decisions since its file was
		// written go into the exported file (chunks.go, tail.go); one
		// whose chunks are missing goes as stored.
		if whole, _, err := m.withChunks(f); err == nil {
			if g := m.withTail(key, whole); g != f {
				if merged, err := Encode(g); err == nil {
					data, f = merged, g
				}
			}
		}
		name = FileName(f)
	}
	return name, data, nil
}

// FileName suggests a file name for an exported save, e.g.
// "periscope-happy-time-1940-oct-1940-w2.json".
func FileName(f *File) string {
	parts := []string{"periscope", f.Record.Scenario}
	if f.Summary.Date != "" {
		parts = append(parts, strings.ReplaceAll(strings.ReplaceAll(f.Summary.Date, ", week ", " w"), " ", "-"))
	}
	if f.Kind == KindSlot && f.Name != "" {
		parts = append(parts, f.Name)
	}
	var b strings.Builder
	dash := false
	for _, r := range strings.ToLower(strings.Join(parts, "-")) {
		ok := r >= 'a' && r <= 'z' || r >= '0' && r <= '9'
		if ok {
			if dash && b.Len() > 0 {
				b.WriteByte('-')
			}
			b.WriteRune(r)
			dash = false
		} else {
			dash = true
		}
		if b.Len() > 80 {
			break
		}
	}
	return b.String() + ".json"
}

// Import checks a save file from outside (every check of Decode and Open)
// and stores it as a new named save; it never replaces an existing one.
// fileName (the file's own name) names the save if the file has no name.
// A refused file changes nothing.
func (m *Manager) Import(fileName string, data []byte) (Entry, *Opened, error) {
	f, err := Decode(data)
	if err != nil {
		return Entry{}, nil, err
	}
	o, err := openWith(f, m.system)
	if err != nil {
		return Entry{}, nil, err
	}
	nf := *o.File
	nf.Kind = KindSlot
	if nf.Name == "" {
		base := strings.TrimSuffix(fileName, ".json")
		nf.Name = CleanName("Imported " + base)
		if base == "" {
			nf.Name = "Imported game"
		}
	}
	if nf.GameID == "" {
		nf.GameID = m.NewGameID()
	}
	if nf.Saved.IsZero() {
		nf.Saved = m.Now().UTC().Truncate(time.Second)
	}
	if nf.Game == "" {
		nf.Game = "unknown (format " + strconv.Itoa(f.Schema) + ")"
	}
	// A name already in use gets a number: an import never replaces.
	if es, err := m.List(); err == nil {
		taken := map[string]bool{}
		for _, e := range es {
			taken[strings.ToLower(e.Name)] = true
		}
		base := nf.Name
		for i := 2; taken[strings.ToLower(nf.Name)]; i++ {
			nf.Name = fmt.Sprintf("%s (%d)", clip(base, MaxNameLen-6), i)
		}
	}
	e, err := m.write(&nf, nil, func([]Entry, Entry) []Entry { return nil })
	if err != nil {
		return Entry{}, nil, err
	}
	o.File = &nf
	return e, o, nil
}

// ExportGame returns a file name and the save file of a game in play, to
// export it without storing it (when the store is full, for instance).
func (m *Manager) ExportGame(name, gameID string, rec engine.Record, g engine.Game) (string, []byte, error) {
	f, err := m.fileOf(KindSlot, CleanName(name), gameID, rec, g)
	if err != nil {
		return "", nil, err
	}
	data, err := Encode(f)
	if err != nil {
		return "", nil, err
	}
	return FileName(f), data, nil
}
