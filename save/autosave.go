package save

import (
	"fmt"
	"sync"
	"time"

	"periscope/game/campaign"
	"periscope/game/engine"
)

// snapCache keeps the compressed form of the last snapshot AutosaveAt
// wrote, so the autosaves of the decisions that follow it re-use it.
type snapCache struct {
	mu   sync.Mutex
	snap *byte // the snapshot's first byte: the same slice, unchanged
	n    int
	z    []byte
}

func (c *snapCache) compressed(snap []byte) ([]byte, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.snap == &snap[0] && c.n == len(snap) {
		return c.z, nil
	}
	z, err := compressSnapshot(snap)
	if err != nil {
		return nil, err
	}
	c.snap, c.n, c.z = &snap[0], len(snap), z
	return z, nil
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
	cg, ok := g.(*campaign.Game)
	if !ok {
		return Entry{}, &WriteError{Step: "encode", Err: fmt.Errorf("save: cannot save a %T", g)}
	}
	f := &File{
		Schema: Schema, Game: m.Version, Saved: m.Now().UTC().Truncate(time.Second),
		Kind: KindAuto, GameID: gameID, Summary: Summarize(cg), Record: rec, Snapshot: snap,
	}
	z, err := m.z.compressed(snap)
	if err != nil {
		return Entry{}, &WriteError{Step: "encode", Err: err}
	}
	data, err := encodeWith(f, z)
	if err != nil {
		return Entry{}, &WriteError{Step: "encode", Err: err}
	}
	return m.write(f, data, m.autosavePlan(gameID))
}
