package save

import (
	"bytes"
	"compress/gzip"
	"sync"
	"time"

	"periscope/game/engine"
)

// snapCache keeps the compressed form of the last snapshot AutosaveAt
// wrote, so the autosaves of the decisions that follow it re-use it. It
// also compresses a new snapshot in slices (feed), one slice an autosave,
// so that no one decision pays for the whole of it (issue 16).
type snapCache struct {
	mu   sync.Mutex
	snap *byte // the snapshot's first byte: the same slice, unchanged
	n    int
	z    []byte
	// The snapshot being compressed in slices: its first byte and length,
	// how much of it the writer has taken, and the writer.
	pend    *byte
	pn, off int
	buf     bytes.Buffer
	w       *gzip.Writer
}

func (c *snapCache) compressed(snap []byte) ([]byte, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.snap == &snap[0] && c.n == len(snap) {
		return c.z, nil
	}
	if _, err := c.feedLocked(snap, len(snap)); err != nil {
		return nil, err
	}
	return c.z, nil
}

// feed compresses up to max more bytes of snap (starting over when snap
// is not the snapshot under way) and reports whether its compressed form
// is ready: then compressed(snap) returns it at once. The result is
// compressSnapshot's, byte for byte.
func (c *snapCache) feed(snap []byte, max int) (done bool, err error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.snap == &snap[0] && c.n == len(snap) {
		return true, nil
	}
	return c.feedLocked(snap, max)
}

func (c *snapCache) feedLocked(snap []byte, max int) (done bool, err error) {
	if c.pend != &snap[0] || c.pn != len(snap) || c.w == nil {
		c.buf.Reset()
		if c.w == nil {
			// One writer, reset for each snapshot: its tables are most
			// of what a compression allocates.
			if c.w, err = gzip.NewWriterLevel(&c.buf, gzip.BestSpeed); err != nil {
				return false, err
			}
		} else {
			c.w.Reset(&c.buf)
		}
		c.pend, c.pn, c.off = &snap[0], len(snap), 0
	}
	// Slice by slice, each flushed, as compressSnapshot writes: the
	// compressor works a slice at a time (unflushed, BestSpeed works in
	// 64 KB blocks whatever the writes).
	for fed := 0; c.off < len(snap) && fed < max; {
		end := min(len(snap), c.off+baseSlice)
		if err := writeSlice(c.w, snap[c.off:end], end < len(snap)); err != nil {
			c.pend = nil
			return false, err
		}
		fed += end - c.off
		c.off = end
	}
	if c.off < len(snap) {
		return false, nil
	}
	if err := c.w.Close(); err != nil {
		c.pend = nil
		return false, err
	}
	c.snap, c.n, c.z = &snap[0], len(snap), quoteBase64(c.buf.Bytes())
	c.pend = nil
	return true, nil
}

func sameChoice(a, b engine.Choice) bool {
	if a.Option != b.Option || (a.Points == nil) != (b.Points == nil) || len(a.Points) != len(b.Points) {
		return false
	}
	if (a.Data == nil) != (b.Data == nil) || !bytes.Equal(a.Data, b.Data) {
		return false
	}
	for i := range a.Points {
		if a.Points[i] != b.Points[i] {
			return false
		}
	}
	return true
}

// AutosaveAt is Autosave with a snapshot the caller already has: snap is
// the game's state after the first at decisions of rec (the engine
// session's latest checkpoint, taken once a turn), and the save holds the
// whole record. Loading restores the snapshot and replays the choices after
// it (Open). Between two checkpoints only the record changes: the snapshot
// is neither serialised nor compressed again, so an autosave costs about
// the encoding of the choices and the store's write. The snapshot must not
// change after it is passed in (the engine's checkpoints never do).
func (m *Manager) AutosaveAt(gameID string, rec engine.Record, g engine.Game, at int, snap []byte) (Entry, error) {
	if len(snap) == 0 || at < 0 || at > len(rec.Choices) {
		return m.Autosave(gameID, rec, g)
	}
	if !m.flushTurn() { // the turn the last base noted (turns.go)
		m.stepMid(gameID, rec, g, at, snap) // else at the next: one piece an autosave
	}
	sum := Summarize(g, rec)
	m.omu.Lock()
	o := m.open
	m.omu.Unlock()
	if keep, ok := o.tailFits(gameID, rec, at, snap, sum); ok {
		return m.writeTail(o, rec, keep, sum)
	}
	// A new base is due (a new checkpoint, once a turn). Compressing its
	// snapshot is spread over this autosave and the next ones, baseSlice
	// bytes each; meanwhile they go on extending the open autosave's tail,
	// which stays a complete save of the game: its base is an older
	// checkpoint of it, its record every choice since. (Issue 16: a turn's
	// first decision paid for the whole compression.)
	if keep, ok := o.tailGrows(gameID, rec, at, sum); ok {
		if o.snap == &snap[0] && o.n == len(snap) && o.at == at {
			// A new turn whose checkpoint is still being encoded
			// (engine.LaterSnapshotter): the latest is still the open
			// autosave's base, which a new base would only repeat.
			return m.writeTail(o, rec, keep, sum)
		}
		if done, err := m.z.feed(snap, baseSlice); err == nil && !done {
			return m.writeTail(o, rec, keep, sum)
		}
	}
	// A new base. Its choices before the checkpoint go in chunks: the
	// last base's that still hold them, and one new chunk for the choices
	// since (chunks.go). The file holds the choices from the checkpoint on.
	m.setOpen(nil)
	chunks, same, err := m.chunksFor(gameID, rec.Choices, at)
	if err != nil {
		return Entry{}, err
	}
	keys := make([]string, len(chunks))
	for i, c := range chunks {
		keys[i] = c.key
	}
	f := &File{
		Schema: Schema, Game: m.Version, Saved: m.Now().UTC().Truncate(time.Second),
		Kind: KindAuto, GameID: gameID, Summary: sum, Record: rec, Snapshot: snap, Chunks: keys,
	}
	z, err := m.z.compressed(snap)
	if err != nil {
		return Entry{}, &WriteError{Step: "encode", Err: err}
	}
	data, err := encodeWith(f, z, at)
	if err != nil {
		return Entry{}, &WriteError{Step: "encode", Err: err}
	}
	e, err := m.write(f, data, m.autosavePlan(gameID))
	if err == nil {
		m.setOpen(&openAuto{gameID: gameID, key: e.Key, snap: &snap[0], n: len(snap), at: at,
			chunks: chunks, rest: copyChoices(rec.Choices[at:]), turn: sum.Turn, scenario: sum.Scenario})
		// The base's snapshot kept for undo (turns.go), after the
		// autosave it serves is safe.
		m.writeTurn(gameID, rec.Choices, at, same, snap)
	}
	return e, err
}

func (m *Manager) setOpen(o *openAuto) {
	m.omu.Lock()
	m.open = o
	m.omu.Unlock()
}
