package save

import (
	"bytes"
	"hash/crc32"
	"slices"
	"sort"
	"sync"

	"encoding/json"

	"periscope/game/engine"
	"periscope/internal/jsonscan"
)

// A loaded game's earlier restore points in storage (issue 16: undo to
// any earlier decision within 100 ms, right after loading too).
//
// A save holds one snapshot. An undo to before it used to take the
// restore points of the background replay check, running the check there
// first if it had not got there: right after loading, an undo to the turn
// before the save's waited for the check to replay the game from decision
// 0 (6 s in the browser). But the store already holds snapshots of the
// game's earlier turns: its other autosaves. The rotation keeps DefaultKeep
// autosaves a game, one a turn (an autosave of the same turn replaces the
// last), each with the snapshot of its turn's start (AutosaveAt), so the
// four turns before the loaded save's are there, at no cost in storage or
// in autosave time. An undo to before the save's snapshot restores the
// nearest of them at or before the decision and replays from there, when
// it is nearer than where the check has got to (Check.HistoryTo).
//
// An autosave is one of the loaded game's restore points only if it is
// the same play-through up to its snapshot: the same game id, and the
// choices before its snapshot, which its chunks hold (chunks.go), those of
// the loaded record: each chunk's checksum is checked against the loaded
// record's choices encoded. An autosave without chunks (written before
// them, or at decision 0) is passed over. Its snapshot must then decode and
// say it is the record's game after those decisions; the system restoring
// it checks its invariants, and the check compares it with its replay when
// it passes it (a snapshot that differs fails the check, as the save's own
// would). Anything that does not fit is passed over, and the undo goes on
// as before: a stored point only ever saves time.
//
// Named saves and exported files hold no restore points of their own; a
// named save loaded in the browser that played it finds its game's
// autosaves as an autosave does. A file imported from elsewhere, or whose
// game's autosaves are gone, undoes to before its snapshot as before (by
// the check's restore points, waiting for the check).

// storedPoints finds a loaded save's restore points among the stored
// autosaves of its game (read when an undo first needs them).
type storedPoints struct {
	m      *Manager
	key    string // the loaded save's (passed over)
	gameID string
	rec    engine.Record
	from   int // the loaded save's snapshot: only points before it serve

	mu    sync.Mutex
	read  bool
	cands []storedCand // by decision, ascending
	// The game's turns (turns.go): a restore point every turn.
	turns storedTurns
}

// storedCand is an autosave whose snapshot is a restore point: at the
// decisions it stands after, and its record's head.
type storedCand struct {
	key string
	at  int
	rec storedRecord
}

// storedHead is what the choice of a candidate reads of an autosave's
// file: its game, kind and record's head (the snapshot is only skipped).
type storedHead struct {
	Kind   string       `json:"kind"`
	GameID string       `json:"gameId"`
	Record storedRecord `json:"record"`
}

type storedRecord struct {
	System   string   `json:"system"`
	Theatre  string   `json:"theatre"`
	Scenario string   `json:"scenario"`
	Options  []string `json:"options"`
	Seed     uint64   `json:"seed"`
	Chunks   []string `json:"chunks"`
}

// snapshotKey is where the snapshot, the last field Encode writes, starts
// in a save file (never inside a string, where a quote is escaped).
var snapshotKey = []byte(`,"snapshot":`)

// splitSnapshot cuts a save file as Encode writes it into its fields
// before the snapshot (as a JSON object) and the snapshot's raw value, so
// that the first are read without scanning the second (most of the file).
// ok is false for a file laid out otherwise.
func splitSnapshot(data []byte) (head, snap []byte, ok bool) {
	data = bytes.TrimSpace(data)
	i := bytes.Index(data, snapshotKey)
	if i < 0 || len(data) < 2 || data[len(data)-1] != '}' {
		return nil, nil, false
	}
	head = append(data[:i:i], '}')
	return head, data[i+len(snapshotKey) : len(data)-1], true
}

// newStoredPoints prepares the search for the restore points of the save
// under key, opened as o (nil when it has no game id).
func (m *Manager) newStoredPoints(key string, o *Opened) *storedPoints {
	if o.File.GameID == "" {
		return nil
	}
	from := len(o.File.Record.Choices)
	var h struct {
		Decisions int `json:"decisions"`
	}
	if json.Unmarshal(o.File.Snapshot, &h) == nil && h.Decisions >= 0 && h.Decisions < from {
		from = h.Decisions
	}
	p := &storedPoints{m: m, key: key, gameID: o.File.GameID, rec: o.File.Record, from: from}
	p.turns.p = p
	return p
}

// candidates lists the game's other autosaves whose chunks are the loaded
// record's choices (once).
func (p *storedPoints) candidates() []storedCand {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.read {
		return p.cands
	}
	p.read = true
	p.m.mu.Lock()
	idx, ok, _ := p.m.readIndex()
	p.m.mu.Unlock()
	if !ok {
		return nil
	}
	gameID := p.gameID
	verified := map[string]bool{}
	for _, e := range idx.Saves {
		if e.Key == p.key || e.Kind != KindAuto || e.GameID == "" || e.GameID != gameID || e.Problem != "" {
			continue
		}
		data, err := p.m.Store.Load(e.Key)
		if err != nil || len(data) > MaxFileSize {
			continue
		}
		var w storedHead
		head, _, ok := splitSnapshot(data)
		if !ok || json.Unmarshal(head, &w) != nil || w.Kind != KindAuto || w.GameID != gameID || len(w.Record.Chunks) == 0 {
			continue
		}
		if at, ok := p.onRecord(gameID, w.Record.Chunks, verified); ok && at < p.from {
			p.cands = append(p.cands, storedCand{key: e.Key, at: at, rec: w.Record})
		}
	}
	sort.Slice(p.cands, func(i, j int) bool { return p.cands[i].at < p.cands[j].at })
	return p.cands
}

// onRecord reports whether chunk keys of gameID hold the loaded record's
// first choices, and how many: in order from decision 0, each checksum
// that of the record's choices it spans, encoded as a chunk is.
func (p *storedPoints) onRecord(gameID string, keys []string, verified map[string]bool) (at int, ok bool) {
	if checkChunks(gameID, keys) != nil {
		return 0, false
	}
	for _, k := range keys {
		s, e, sum, _ := parseChunkKey(gameID, k)
		if e > len(p.rec.Choices) {
			return 0, false
		}
		if !verified[k] {
			if crc32.ChecksumIEEE(AppendChoices(nil, p.rec.Choices[s:e])) != sum {
				return 0, false
			}
			verified[k] = true
		}
		at = e
	}
	return at, true
}

// before returns the snapshot of the nearest restore point at or before
// decision n and after decision after, if there is one that reads as the
// record's game there.
func (p *storedPoints) before(n, after int) (at int, snap []byte, ok bool) {
	// The game's turns first: one a turn, the nearest is at most a turn
	// back (turns.go).
	turns := p.turns.list()
	i := sort.Search(len(turns), func(i int) bool { return turns[i].at > n }) - 1
	for ; i >= 0 && turns[i].at > after; i-- {
		if turns[i].bad {
			continue
		}
		if snap, ok := p.turns.snapshot(turns[i].key); ok && p.readsAs(snap, turns[i].at) {
			return turns[i].at, snap, true
		}
	}
	cands := p.candidates()
	for i := len(cands) - 1; i >= 0; i-- {
		c := cands[i]
		if c.at > n {
			continue
		}
		if c.at <= after {
			return 0, nil, false
		}
		if snap, ok := p.snapshot(c); ok {
			return c.at, snap, true
		}
	}
	return 0, nil, false
}

// hasBefore reports whether a stored restore point on the record stands
// at or before decision n and after decision after, as before would look
// for one, without rebuilding or reading its snapshot (one that then does
// not read as the record's game is passed over by before, and the undo
// waits for the check there, as it did).
func (p *storedPoints) hasBefore(n, after int) bool {
	if p.turns.within(after, n) {
		return true
	}
	for _, c := range p.candidates() {
		if c.at > after && c.at <= n {
			return true
		}
	}
	return false
}

// snapshot reads a candidate's snapshot: the same game as the loaded
// record's (system, theatre, scenario, options, seed), its snapshot
// decoded as every save's is (decodeSnapshot: its size bounded, its gzip
// checksum checked) and after exactly c.at decisions. The rest of the file
// is not decoded again (Decode's checks of it were made when it was
// written, and nothing else of it is used; its head was read to choose
// it): the snapshot's decompression is most of an undo's wait here.
func (p *storedPoints) snapshot(c storedCand) ([]byte, bool) {
	data, err := p.m.Store.Load(c.key)
	if err != nil || len(data) > MaxFileSize {
		return nil, false
	}
	_, raw, ok := splitSnapshot(data)
	if !ok {
		return nil, false
	}
	snap, err := decodeSnapshot(raw)
	if err != nil {
		return nil, false
	}
	r := engine.Record{System: c.rec.System, Theatre: c.rec.Theatre, Scenario: c.rec.Scenario, Seed: c.rec.Seed,
		Options: append([]string(nil), c.rec.Options...)}
	r.Normalize()
	if r.System != p.rec.System || r.Theatre != p.rec.Theatre || r.Scenario != p.rec.Scenario || r.Seed != p.rec.Seed ||
		!slices.Equal(r.Options, p.rec.Options) {
		return nil, false
	}
	return snap, p.readsAs(snap, c.at)
}

// readsAs reports whether snap says it is the loaded record's game after
// at decisions.
func (p *storedPoints) readsAs(snap []byte, at int) bool {
	h, ok := quickHead(snap)
	if !ok {
		var err error
		if h, err = engine.ReadHead(snap, 0, int(^uint(0)>>1)); err != nil {
			return false
		}
	}
	if h.Decisions != at {
		return false
	}
	head := p.rec
	head.Choices = p.rec.Choices[:at]
	return h.Scenario == "" || h.Matches(head) == nil
}

// quickHead reads a snapshot's head (engine.SnapshotHead) from its
// top-level fields as they come, and stops once it has them: a
// campaign's finished patrols, most of a late snapshot's 430 KB, come
// after them and are not scanned (engine.ReadHead scans the whole
// snapshot twice: a tenth of an undo from a stored turn in wasm). ok is
// false when the snapshot does not read so (a field missing or not a
// JSON object): the caller then reads it whole.
func quickHead(snap []byte) (h engine.SnapshotHead, ok bool) {
	// What json.Decoder's Token and Decode read, a key and its value at a
	// time (internal/jsonscan: the same grammar, without the decoder's
	// scanner and copies; TestQuickHeadIsTheDecodersRead compares the two).
	i := jsonscan.Space(snap, 0)
	if i >= len(snap) || snap[i] != '{' {
		return h, false
	}
	i++
	// Options may be left out (omitempty): the other four are needed,
	// and options are read if they come first (a campaign writes them
	// after the scenario; a head read without them, where a system
	// writes them after the decisions, does not match its record and
	// the point is only passed over).
	const need = 1 | 2 | 8 | 16
	seen := 0
	for first := true; seen&need != need; first = false {
		i = jsonscan.Space(snap, i)
		if i < len(snap) && snap[i] == '}' {
			return h, false // the object's end: a field missing
		}
		if !first {
			if i >= len(snap) || snap[i] != ',' {
				return h, false
			}
			i = jsonscan.Space(snap, i+1)
		}
		if i >= len(snap) || snap[i] != '"' {
			return h, false
		}
		end, ok := jsonscan.String(snap, i)
		if !ok {
			return h, false
		}
		raw := snap[i:end]
		k := string(raw[1 : len(raw)-1])
		if bytes.IndexByte(raw, '\\') >= 0 && json.Unmarshal(raw, &k) != nil {
			return h, false
		}
		i = jsonscan.Space(snap, end)
		if i >= len(snap) || snap[i] != ':' {
			return h, false
		}
		start := jsonscan.Space(snap, i+1)
		if i, ok = jsonscan.Value(snap, start, 1); !ok {
			return h, false
		}
		v, bit := headField(&h, k)
		if seen&bit != 0 {
			return h, false // a key twice: read it whole
		}
		if v != nil && json.Unmarshal(snap[start:i], v) != nil {
			return h, false
		}
		seen |= bit
	}
	return h, true
}

// warmer rebuilds, in the background right after loading, the restore
// points of the turn before the loaded save's snapshot: it restores the
// stored snapshot nearest before it (the turn's autosave) and replays the
// record from there to the save's snapshot, keeping a copy of the game
// every engine.UndoEvery decisions (engine.HistoryAt, KeepCopy), as the
// session keeps of its recent past. An undo into that turn then forks the
// nearest copy and replays at most UndoEvery-1 decisions, instead of
// restoring the snapshot and replaying the turn up to there (which takes
// more than the 100 ms budget in the browser late in a campaign). It is a
// few hundred decisions: done long before the player, who must first undo
// back to the snapshot, gets there; the check's replay from decision 0
// takes seconds. Check.Start steps it before the check's own replay.
type warmer struct {
	step  int // 0: pick the snapshot; 1: restore it; 2: replay; 3: done
	cand  storedCand
	snap  []byte
	live  engine.Game
	n, to int
	h     *engine.History // when done: the turn's restore points
}

// warmStep does the next piece of the warm-up (a snapshot read, restored,
// or up to 16 decisions replayed) and reports whether it did anything:
// false once it is done or has nothing to do. Called with c.mu held.
func (c *Check) warmStep() bool {
	w := c.warm
	f, ok := c.sys.(engine.Forker)
	if w == nil || w.step == 3 || c.stored == nil || !ok || c.finished {
		return false
	}
	fail := func() bool { w.step, w.live, w.snap = 3, nil, nil; return true }
	switch w.step {
	case 0:
		// The game's turns on the record, read before an undo needs
		// them (turns.go: the record's choices hashed).
		c.stored.turns.list()
		cands := c.stored.candidates()
		if len(cands) == 0 || c.done >= c.stored.from {
			return fail()
		}
		w.cand, w.to = cands[len(cands)-1], c.stored.from
		snap, ok := c.stored.snapshot(w.cand)
		if !ok {
			return fail()
		}
		w.snap, w.step = snap, 1
	case 1:
		head := c.rec
		head.Choices = c.rec.Choices[:w.cand.at]
		g, err := c.sys.Restore(head, w.snap)
		if err != nil {
			return fail()
		}
		live, err := f.Fork(g)
		if err != nil {
			return fail()
		}
		w.h, w.live, w.n, w.step = engine.HistoryAt(g, w.snap, w.cand.at), live, w.cand.at, 2
		c.used = append(c.used, usedPoint{w.cand.at, w.snap})
	case 2:
		for k := 0; k < 16 && w.n < w.to; k++ {
			if engine.LeanPrompt(w.live) == nil {
				return fail()
			}
			if _, err := w.live.Apply(c.rec.Choices[w.n]); err != nil {
				return fail()
			}
			w.n++
			if w.n < w.to {
				if err := w.h.KeepCopy(f, w.live, w.n); err != nil {
					return fail()
				}
			}
		}
		if w.n >= w.to {
			w.step, w.live, w.snap = 3, nil, nil
		}
	}
	return true
}

// warmed returns the warm-up's restore points when they serve an undo to
// decision n (the warm-up done, n in its turn). Called with c.mu held.
func (c *Check) warmed(n int) *engine.History {
	w := c.warm
	if w == nil || w.step != 3 || w.h == nil || n < w.cand.at || n >= w.to {
		return nil
	}
	return w.h
}

// Warm runs the warm-up (warmer) to its end now: Start does it in the
// background, a piece at a time; this is for measuring an undo after it.
func (c *Check) Warm() {
	for {
		c.mu.Lock()
		more := c.warmStep()
		c.mu.Unlock()
		if !more {
			return
		}
	}
}

// headField is where the head's field named k is read into, and its bit
// in quickHead's seen set; nil and 0 for a field the head does not read.
func headField(h *engine.SnapshotHead, k string) (any, int) {
	switch k {
	case "version":
		return &h.Version, 1
	case "scenario":
		return &h.Scenario, 2
	case "options":
		return &h.Options, 4
	case "seed":
		return &h.Seed, 8
	case "decisions":
		return &h.Decisions, 16
	}
	return nil, 0
}
