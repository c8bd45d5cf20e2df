package save

import (
	"bytes"
	"compress/gzip"
	"encoding/base64"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"sort"
	"strconv"
	"strings"
	"sync"

	"periscope/game/engine"
	"periscope/storage"
)

// A game's turns (issue 16: undo to any earlier decision of a loaded game
// within 100 ms in the browser): the snapshot of every checkpoint its
// autosaves' bases stood at (one a turn), kept in storage beside the
// autosaves, compactly, so that an undo to before a loaded save's snapshot
// restores the turn's snapshot nearest before the decision and replays at
// most a turn, however far back, right after loading.
//
// Each is written once, when the autosave writes a new base, under a key
// of its own (TurnsPrefix + GAME.AT.HASH): AT is the decisions the
// snapshot stands after and HASH a hash of those decisions' choices
// (choicesHash), so a key names one game's state exactly and is never
// rewritten. Its value is the snapshot compressed (a key frame) or, mostly,
// the delta (delta.go) from the turn before's snapshot, whose key it names,
// compressed: a late 1943 turn's snapshot is about 430 KB, 67 KB
// compressed; its delta from the turn before is about 10 KB, 4–6 KB
// compressed. Every turnKeyEvery-th turn of a chain is a key frame, so a
// snapshot is rebuilt from at most turnKeyEvery-1 deltas (DESIGN.md has the
// measures).
//
// A loaded save takes a turn as a restore point only if its key's hash is
// that of the loaded record's choices up to it, and every delta on its way
// back to a key frame is too; its snapshot must then read as the record's
// game after those decisions, and the background check compares it with
// its replay when it passes it (Check.compareUsed), as it does a stored
// autosave's. Nothing here is ever needed: a turn missing, damaged, or of
// another branch of the game (after an undo) is passed over, and the undo
// restores an earlier one or waits for the check, as before. So writing a
// turn never fails an autosave: when storage is full the turns of other
// games go first, then the turn is not written (Manager.writeTurn). They
// are swept with their game's last save.

// TurnsPrefix starts the key of a game's turn snapshot. It does not start
// with KeyPrefix: a turn is not a save.
const TurnsPrefix = "periscope.turns."

// turnKeyEvery is how many turns a chain of deltas spans: every
// turnKeyEvery-th turn written is a key frame (the whole snapshot).
const turnKeyEvery = 16

// choicesHash extends h (FNV-1a, 64 bits; fnvOffset for no choices) with
// cs: the hash of a record's first n choices names the game's state after
// them. A choice is hashed as its option, its points (a marker when it
// has them, none or more) and a payload in the form a save writes it
// (appendChoice), which the loaded record's choices read back the same.
// (Hashed field by field, not written out: a loaded game hashes some
// 40,000 choices before its first undo to a turn.)
func choicesHash(h uint64, cs []engine.Choice, buf []byte) (uint64, []byte) {
	const prime = 1099511628211
	mix := func(h uint64, v int) uint64 {
		for i := 0; i < 4; i++ {
			h = (h ^ uint64(v&0xff)) * prime
			v >>= 8
		}
		return h
	}
	for _, c := range cs {
		h = mix(h, c.Option)
		if c.Points != nil {
			h = mix(h, -1-len(c.Points))
			for _, p := range c.Points {
				h = mix(h, p)
			}
		}
		if c.Data != nil {
			buf = appendChoice(buf[:0], c)
			for _, b := range buf {
				h = (h ^ uint64(b)) * prime
			}
		}
		h = (h ^ ',') * prime
	}
	return h, buf
}

const fnvOffset = 14695981039346656037

// turnKey is the key of gameID's turn after at decisions whose choices
// hash to h.
func turnKey(gameID string, at int, h uint64) string {
	return TurnsPrefix + gameID + "." + strconv.Itoa(at) + "." + fmt.Sprintf("%016x", h)
}

// parseTurnKey reads a turn key of gameID.
func parseTurnKey(gameID, key string) (at int, h uint64, ok bool) {
	rest, found := strings.CutPrefix(key, TurnsPrefix+gameID+".")
	if !found || gameID == "" {
		return 0, 0, false
	}
	a, hs, found := strings.Cut(rest, ".")
	if !found || len(hs) != 16 {
		return 0, 0, false
	}
	n, err1 := strconv.Atoi(a)
	x, err2 := strconv.ParseUint(hs, 16, 64)
	if err1 != nil || err2 != nil || n < 0 || n > MaxChoices {
		return 0, 0, false
	}
	return n, x, true
}

// A turn's value: "K" and the snapshot (a key frame), or "D", the key of
// the turn it is a delta from, and the delta; either way the rest after
// the first line is base64 of gzip.
const (
	turnFrame = 'K'
	turnDelta = 'D'
)

func encodeTurn(kind byte, from string, payload []byte) ([]byte, error) {
	var z bytes.Buffer
	level := gzip.DefaultCompression
	if kind == turnFrame {
		level = gzip.BestSpeed // as a snapshot is (compressSnapshot)
	}
	w, err := gzip.NewWriterLevel(&z, level)
	if err != nil {
		return nil, err
	}
	if _, err := w.Write(payload); err != nil {
		return nil, err
	}
	if err := w.Close(); err != nil {
		return nil, err
	}
	out := make([]byte, 0, 2+len(from)+base64.StdEncoding.EncodedLen(z.Len()))
	out = append(out, kind)
	out = append(out, from...)
	out = append(out, '\n')
	return base64.StdEncoding.AppendEncode(out, z.Bytes()), nil
}

// decodeTurn reads a turn's value: its kind, the key it is a delta from
// (kind turnDelta) and its payload, decompressed to at most max bytes.
func decodeTurn(data []byte, max int) (kind byte, from string, payload []byte, err error) {
	var d turnDecoder
	kind, from, payload, err = d.decode(data, max, true)
	return kind, from, payload, err
}

// turnDecoder decodes turns' values into buffers it keeps from one to the
// next (issue 16: an undo from a stored point rebuilds its snapshot from a
// key frame and up to some twenty deltas; decoding each into new buffers,
// grown as it was read, was a tenth of an undo's allocation, and in wasm
// what an undo allocates is what brings the collections that made its
// slowest times).
type turnDecoder struct {
	z   []byte // the base64 decoded
	zr  *gzip.Reader
	br  bytes.Reader
	out []byte // a payload decoded into the decoder's buffer (own false)
}

// decode reads a turn's value as decodeTurn does. With own, the payload
// is a buffer of its own, sized from the gzip trailer; without, it is the
// decoder's, valid until its next decode.
func (d *turnDecoder) decode(data []byte, max int, own bool) (kind byte, from string, payload []byte, err error) {
	line, rest, ok := bytes.Cut(data, []byte{'\n'})
	if !ok || len(line) == 0 || (line[0] != turnFrame && line[0] != turnDelta) {
		return 0, "", nil, errors.New("not a turn")
	}
	kind, from = line[0], string(line[1:])
	d.z, err = base64.StdEncoding.AppendDecode(d.z[:0], rest)
	if err != nil {
		return 0, "", nil, err
	}
	d.br.Reset(d.z)
	if d.zr == nil {
		d.zr, err = gzip.NewReader(&d.br)
	} else {
		err = d.zr.Reset(&d.br)
	}
	if err != nil {
		return 0, "", nil, err
	}
	// The gzip trailer's size (the payload's, modulo 2³²): the buffer
	// is made once at about its size, not grown as it is read.
	size := 0
	if n := len(d.z); n >= 4 {
		size = min(int(binary.LittleEndian.Uint32(d.z[n-4:])), max+1)
	}
	buf := d.out[:0]
	if own {
		buf = make([]byte, 0, size+1)
	} else if cap(buf) < size+1 {
		buf = make([]byte, 0, size+size/4+1)
	}
	payload, err = readAllInto(buf, io.LimitReader(d.zr, int64(max)+1))
	if !own {
		d.out = payload
	}
	if err != nil {
		return 0, "", nil, err
	}
	if len(payload) > max {
		return 0, "", nil, errors.New("too large")
	}
	return kind, from, payload, nil
}

// readAllInto is io.ReadAll into b's storage.
func readAllInto(b []byte, r io.Reader) ([]byte, error) {
	for {
		if len(b) == cap(b) {
			b = append(b, 0)[:len(b)]
		}
		n, err := r.Read(b[len(b):cap(b)])
		b = b[:len(b)+n]
		if err == io.EOF {
			return b, nil
		}
		if err != nil {
			return b, err
		}
	}
}

// turnWriter is what the manager knows of the turns it wrote for the game
// it autosaves: the hashes of the record's choices at each, and the last
// turn's snapshot (the next one's delta is from it).
type turnWriter struct {
	gameID string
	marks  []turnMark // ascending by at; the last is the last written
	snap   []byte     // the last's snapshot (an engine checkpoint's: never changed), nil if off the record
	depth  int        // its deltas back to its key frame
	off    bool       // storage refused a turn: no more for this game
	pend   *pendingTurn
	buf    []byte
	// The points inside the turn (automid.go): the one being written,
	// the one before it, and how many were stored.
	mid  *autoMid
	prev midPrev
	mids int
}

type turnMark struct {
	at  int
	h   uint64
	key string
}

// writeTurn notes the snapshot snap of gameID's game after the first at
// choices of cs, the base of an autosave just written, as the game's next
// turn; the first same choices of cs are those the game's last base held
// (chunksFor), so the turns written up to there are on its record. The
// turn is encoded and stored by the next autosave (flushTurn), not by
// the one that wrote the base: that decision already pays for the base.
func (m *Manager) writeTurn(gameID string, cs []engine.Choice, at, same int, snap []byte) {
	m.tmu.Lock()
	defer m.tmu.Unlock()
	m.flushTurnLocked(true)
	w := &m.turns
	if w.gameID != gameID {
		*w = turnWriter{gameID: gameID, buf: w.buf}
	}
	if w.off {
		return
	}
	// The marks still on the record: those up to where it is unchanged
	// (after an undo, the turns after it are of the undone branch).
	keep := sort.Search(len(w.marks), func(i int) bool { return w.marks[i].at > min(same, at) })
	if keep < len(w.marks) {
		w.marks, w.snap = w.marks[:keep], nil
	}
	if keep > 0 && w.marks[keep-1].at == at {
		return
	}
	base := turnMark{h: fnvOffset}
	if keep > 0 {
		base = w.marks[keep-1]
	}
	h, buf := choicesHash(base.h, cs[base.at:at], w.buf)
	w.buf = buf
	p := &pendingTurn{key: turnKey(gameID, at, h), snap: snap}
	if w.snap != nil && keep > 0 && w.depth+1 < turnKeyEvery {
		p.from, p.fromSnap, w.depth = base.key, w.snap, w.depth+1
	} else {
		w.depth = 0
	}
	w.marks = append(w.marks, turnMark{at: at, h: h, key: p.key})
	w.snap, w.pend = snap, p
}

// pendingTurn is a turn noted, to be encoded and stored: a key frame, or
// a delta from the turn under from, whose snapshot is fromSnap.
type pendingTurn struct {
	key, from      string
	snap, fromSnap []byte
	delta          []byte // encoded by one autosave, stored by the next
}

// flushTurn encodes the turn writeTurn noted, if any, its delta at one
// call and its compression and store at the next (each autosave calls
// it). A failure is only logged; the turns after it start a chain of
// their own. It reports whether it had a turn to work on.
func (m *Manager) flushTurn() bool {
	m.tmu.Lock()
	defer m.tmu.Unlock()
	busy := m.turns.pend != nil
	m.flushTurnLocked(false)
	return busy
}

func (m *Manager) flushTurnLocked(all bool) {
	w := &m.turns
	p := w.pend
	if p == nil {
		return
	}
	if p.from != "" && p.delta == nil && !all {
		// The delta now, its compression and store at the next
		// autosave: no one decision pays for both.
		p.delta = encodeDelta(p.fromSnap, p.snap)
		return
	}
	w.pend = nil
	var data []byte
	var err error
	if p.from != "" {
		if p.delta == nil {
			p.delta = encodeDelta(p.fromSnap, p.snap)
		}
		data, err = encodeTurn(turnDelta, p.from, p.delta)
	} else if z, zerr := m.z.compressed(p.snap); zerr == nil && len(z) > 2 {
		// A key frame: the snapshot as its autosave compressed it
		// (snapCache: still there, the base's), base64 in quotes.
		data = append([]byte{turnFrame, '\n'}, z[1:len(z)-1]...)
	} else {
		data, err = encodeTurn(turnFrame, "", p.snap)
	}
	if err == nil {
		err = m.saveTurn(w.gameID, p.key, data)
	}
	if err != nil {
		m.logf("save: keeping the turn %s: %v", p.key, err)
		w.off = errors.Is(err, storage.ErrQuota)
		if n := len(w.marks); n > 0 && w.marks[n-1].key == p.key {
			w.marks = w.marks[:n-1]
		}
		w.snap = nil
	}
}

// saveTurn stores a turn; when storage is full the other games' turns are
// deleted first and it is tried again.
func (m *Manager) saveTurn(gameID, key string, data []byte) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	err := m.Store.Save(key, data)
	if errors.Is(err, storage.ErrQuota) && m.dropTurns(gameID) {
		err = m.Store.Save(key, data)
	}
	return err
}

// dropTurns deletes the turns of every game but keepGame and reports
// whether it deleted any. Called with m.mu held.
func (m *Manager) dropTurns(keepGame string) bool {
	keys, err := m.Store.List(TurnsPrefix)
	if err != nil {
		return false
	}
	any := false
	for _, k := range keys {
		if keepGame != "" && strings.HasPrefix(k, TurnsPrefix+keepGame+".") {
			continue
		}
		if m.Store.Delete(k) == nil {
			any = true
		}
	}
	return any
}

// sweepTurns deletes the turns of gameID when no save in es (every save
// the index names) is of that game. Called with m.mu held.
func (m *Manager) sweepTurns(gameID string, es []Entry) {
	if gameID == "" {
		return
	}
	for _, e := range es {
		if e.GameID == gameID {
			return
		}
	}
	keys, err := m.Store.List(TurnsPrefix + gameID + ".")
	if err != nil {
		return
	}
	for _, k := range keys {
		if err := m.Store.Delete(k); err != nil && !errors.Is(err, storage.ErrNotFound) {
			m.logf("save: removing the turn %s: %v", k, err)
		}
	}
	m.tmu.Lock()
	if m.turns.gameID == gameID {
		m.turns = turnWriter{}
	}
	m.tmu.Unlock()
}

// storedTurns is a loaded game's turns in storage that are on its record:
// by decision, ascending.
type storedTurns struct {
	p     *storedPoints
	mu    sync.Mutex
	read  bool
	turns []storedTurn
	byKey map[string]int
	// The last snapshot rebuilt and the one its last delta applied to
	// (an undo's next undo is often near it; a point inside a turn is a
	// delta from its turn's start, which serves the turn's other points).
	cache [2]cachedTurn
	dec   turnDecoder
}

type cachedTurn struct {
	key  string
	snap []byte
}

// cached returns the snapshot rebuilt under key, if it is still held.
// Called with t.mu held.
func (t *storedTurns) cached(key string) ([]byte, bool) {
	for _, c := range t.cache {
		if c.key == key && c.snap != nil {
			return c.snap, true
		}
	}
	return nil, false
}

type storedTurn struct {
	at  int
	key string
	// verified: the check's replay passed it and its snapshot is the
	// replay's (or the check wrote it); bad: it is not.
	verified, bad bool
}

// list reads the game's turn keys (once) and keeps those whose hash is
// the loaded record's choices up to them.
func (t *storedTurns) list() []storedTurn {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.read {
		return append([]storedTurn(nil), t.turns...)
	}
	t.read = true
	p := t.p
	keys, err := p.m.Store.List(TurnsPrefix + p.gameID + ".")
	if err != nil {
		return nil
	}
	type cand struct {
		at  int
		h   uint64
		key string
	}
	var cs []cand
	for _, k := range keys {
		if at, h, ok := parseTurnKey(p.gameID, k); ok && at < p.from {
			cs = append(cs, cand{at, h, k})
		}
	}
	sort.Slice(cs, func(i, j int) bool { return cs[i].at < cs[j].at })
	h, n := uint64(fnvOffset), 0
	var buf []byte
	t.byKey = map[string]int{}
	for _, c := range cs {
		h, buf = choicesHash(h, p.rec.Choices[n:c.at], buf)
		n = c.at
		if h == c.h {
			t.byKey[c.key] = len(t.turns)
			t.turns = append(t.turns, storedTurn{at: c.at, key: c.key})
		}
	}
	return append([]storedTurn(nil), t.turns...)
}

// within reports whether a turn on the record (not found bad) stands
// after decision after and at or before n.
func (t *storedTurns) within(after, n int) bool {
	t.mu.Lock()
	read := t.read
	t.mu.Unlock()
	if !read {
		t.list()
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	i := sort.Search(len(t.turns), func(i int) bool { return t.turns[i].at > after })
	for ; i < len(t.turns) && t.turns[i].at <= n; i++ {
		if !t.turns[i].bad {
			return true
		}
	}
	return false
}

// snapshot rebuilds the snapshot of the turn under want (of list): its
// key frame and the deltas after it, each on the record. The deltas are
// read as stored (compressed) on the way back to the frame and each is
// decoded only when applied, into the decoder's one buffer.
func (t *storedTurns) snapshot(want string) ([]byte, bool) {
	t.mu.Lock()
	defer t.mu.Unlock()
	var chain [][]byte // the deltas' stored values, newest first
	var froms []string // the key each delta is from
	key := want
	var snap []byte
	held := false // snap is a cached snapshot's buffer: never reused
	for depth := 0; ; depth++ {
		if b, ok := t.cached(key); ok {
			snap, held = b, true
			break
		}
		if _, ok := t.byKey[key]; !ok || depth > turnKeyEvery*2 {
			return nil, false // not on the record, or a chain too long
		}
		data, err := t.p.m.Store.Load(key)
		if err != nil || len(data) > MaxFileSize {
			return nil, false
		}
		if len(data) > 0 && data[0] == turnDelta {
			line, _, ok := bytes.Cut(data, []byte{'\n'})
			if !ok {
				return nil, false
			}
			chain = append(chain, data)
			froms = append(froms, string(line[1:]))
			key = string(line[1:])
			continue
		}
		_, _, payload, err := t.dec.decode(data, MaxSnapshotSize, true)
		if err != nil {
			return nil, false
		}
		snap = payload
		break
	}
	if len(chain) == 0 {
		return snap, true
	}
	// Two buffers in turn: the source of each delta is the last's
	// target. The source of the last delta is kept beside the result
	// (a point inside a turn is a delta from the turn's start: the
	// turn's next point needs only its own delta).
	var spare, base []byte
	for j := len(chain) - 1; j >= 0; j-- {
		if j == 0 {
			base = snap
			spare = nil // the base is kept: not a buffer to write over
		}
		kind, _, delta, err := t.dec.decode(chain[j], MaxSnapshotSize, false)
		if err != nil || kind != turnDelta {
			return nil, false
		}
		next, err := applyDelta(spare, snap, delta, MaxSnapshotSize, j == 0)
		if err != nil {
			return nil, false
		}
		if !held {
			spare = snap
		}
		snap, held = next, false
	}
	t.cache = [2]cachedTurn{{want, snap}, {froms[0], base}}
	return snap, true
}

// at returns the index in list of the turn after n decisions, if any.
// Called with t.mu held.
func (t *storedTurns) at(n int) (int, bool) {
	i := sort.Search(len(t.turns), func(i int) bool { return t.turns[i].at >= n })
	return i, i < len(t.turns) && t.turns[i].at == n
}

// passTurn is the check's replay passing the start of a turn: the game g
// after n decisions of the record, whose hash is h, its snapshot snap.
// A turn stored there is compared with snap (same: verified; else bad,
// never restored again); with none, snap is stored there, a delta from
// the turn the check passed before if it has one (an imported game, or
// one whose turns were not kept, gains them for its undos). The check's
// own chain of turns is w.
func (t *storedTurns) passTurn(sys engine.Archive, g engine.Game, n int, h uint64, snap []byte, w *turnWriter) {
	if key, same := t.judgeStored(n, h, func(got []byte) bool {
		return bytes.Equal(got, snap) || sys.Compare(g, got) == nil
	}); same {
		w.marks, w.snap = append(w.marks[:0], turnMark{at: n, h: h, key: key}), snap
		w.depth = 0 // its depth in its chain is not known: the next is a key frame's successor at most this far
		return
	}
	if w.off {
		return
	}
	key := turnKey(t.p.gameID, n, h)
	var data []byte
	var err error
	if w.snap != nil && len(w.marks) > 0 && w.depth+1 < turnKeyEvery {
		data, err = encodeTurn(turnDelta, w.marks[len(w.marks)-1].key, encodeDelta(w.snap, snap))
		w.depth++
	} else {
		data, err = encodeTurn(turnFrame, "", snap)
		w.depth = 0
	}
	if err == nil {
		err = t.p.m.saveTurn(t.p.gameID, key, data)
	}
	if err != nil {
		w.off = errors.Is(err, storage.ErrQuota)
		w.snap, w.marks = nil, w.marks[:0]
		return
	}
	w.marks, w.snap = append(w.marks[:0], turnMark{at: n, h: h, key: key}), snap
	t.add(n, key)
}

// midEvery is the spacing, in decisions, of the restore points the check
// keeps inside a turn (passMid): an undo from a stored point replays at
// most midEvery-1 decisions, not up to a whole turn (100–500 decisions,
// up to about 180 ms in wasm late in a campaign: issue 16's 100 ms).
const midEvery = 64

// passMid is the check's replay after n decisions, inside a turn, on the
// spacing midEvery: the game there, whose record's hash is h, its
// snapshot snap. The
// restore point before it in the turn (the turn's start, or the point
// midEvery decisions back) is stored under fromKey, its snapshot fromSnap.
// A point stored at n is compared with snap as passTurn compares a turn;
// with none, snap is stored there as a delta from the point before (a
// chain of at most eight deltas more than the turn's own). It returns
// the key of the point at n, the next point's delta is from ("" when
// there is none on the record: the turn's next points are not stored).
func (t *storedTurns) passMid(n int, h uint64, snap []byte, fromKey string, fromSnap []byte, w *turnWriter) string {
	// Byte for byte (the replay's game, a copy whose snapshot was
	// encoded in slices, is not kept to compare otherwise: a point
	// written otherwise is written again).
	if key, same := t.judgeStored(n, h, func(got []byte) bool { return bytes.Equal(got, snap) }); same {
		return key
	}
	if w.off {
		return ""
	}
	key := turnKey(t.p.gameID, n, h)
	data, err := encodeTurn(turnDelta, fromKey, encodeDelta(fromSnap, snap))
	if err == nil {
		err = t.p.m.saveTurn(t.p.gameID, key, data)
	}
	if err != nil {
		w.off = errors.Is(err, storage.ErrQuota)
		return ""
	}
	t.add(n, key)
	return key
}

// judgeStored judges the turn or point stored after n decisions, when
// one is stored there on the record whose hash is h: its snapshot rebuilt
// and found the same as the replay's by same is marked verified, else
// bad (never restored again). It returns the stored key and whether it
// was found the same (false when none is stored there on this record).
func (t *storedTurns) judgeStored(n int, h uint64, same func(got []byte) bool) (string, bool) {
	t.list()
	t.mu.Lock()
	i, ok := t.at(n)
	var key string
	if ok {
		key = t.turns[i].key
	}
	t.mu.Unlock()
	if !ok {
		return "", false
	}
	if at, hk, _ := parseTurnKey(t.p.gameID, key); at != n || hk != h {
		return "", false
	}
	got, rebuilt := t.snapshot(key)
	ok = rebuilt && same(got)
	t.mu.Lock()
	if j, found := t.at(n); found {
		t.turns[j].verified, t.turns[j].bad = ok, !ok
	}
	t.mu.Unlock()
	return key, ok
}

// add lists the turn stored under key, after n decisions, as verified
// (the check wrote it from its replay).
func (t *storedTurns) add(n int, key string) {
	t.mu.Lock()
	defer t.mu.Unlock()
	i, ok := t.at(n)
	if ok {
		return
	}
	t.turns = append(t.turns, storedTurn{})
	copy(t.turns[i+1:], t.turns[i:])
	t.turns[i] = storedTurn{at: n, key: key, verified: true}
	for j := i; j < len(t.turns); j++ {
		t.byKey[t.turns[j].key] = j
	}
}

// verifiedBefore returns the snapshot of the nearest turn at or before
// n that the check has verified (passTurn), if any.
func (t *storedTurns) verifiedBefore(n int) (at int, snap []byte, ok bool) {
	t.list()
	t.mu.Lock()
	i := sort.Search(len(t.turns), func(i int) bool { return t.turns[i].at > n }) - 1
	for ; i >= 0 && !t.turns[i].verified; i-- {
	}
	if i < 0 {
		t.mu.Unlock()
		return 0, nil, false
	}
	at, key := t.turns[i].at, t.turns[i].key
	t.mu.Unlock()
	snap, ok = t.snapshot(key)
	return at, snap, ok
}
