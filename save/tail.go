package save

import (
	"bytes"
	"errors"
	"fmt"
	"strings"
	"time"

	"encoding/json"

	"periscope/game/engine"
	"periscope/storage"
)

// An autosave's tail (issue 16): the decisions made since its file was
// written, kept under a key of their own so that an autosave costs what a
// turn's decisions cost, not what the whole game's do.
//
// The autosave file (the base) holds the game's snapshot at the session's
// latest checkpoint (taken once a turn) and the whole record as it stood
// when the file was written. Rewriting that record after every decision
// made each autosave late in a campaign copy and store some hundreds of
// kilobytes (40,000 choices), several times over: 59 % of a decision's time
// at decision 40,000. Within a turn only the record's end changes, so the
// autosaves after the first write just the tail: the base's first Keep
// choices stay, the tail's choices follow. A new checkpoint (once its
// snapshot is encoded and compressed, a slice a decision), an undo back
// past the checkpoint, another game or a very long tail write a new base as
// before; a new turn whose checkpoint is still being encoded goes on with
// the tail.
//
// Reading merges them: Load, Export and the listing see one file with the
// whole record. A tail that is damaged, or names a base that is not there,
// is ignored (the base alone is an earlier, complete state of the same
// game), so a failure costs at most the decisions of one turn, never the
// game.

// TailPrefix starts the key of an autosave's tail. It does not start with
// KeyPrefix: a tail is not a save, and the listing never recovers one as
// a save of its own.
const TailPrefix = "periscope.tail."

// maxTail is the most choices a tail holds before the next autosave writes
// a new base instead (a turn is tens or hundreds of decisions).
const maxTail = 5000

const tailSchema = 1

// TailKey is the key of the tail of the autosave stored under key.
func TailKey(key string) string { return TailPrefix + strings.TrimPrefix(key, KeyPrefix) }

type tailWire struct {
	Schema  int             `json:"schema"`
	Base    string          `json:"base"`
	Keep    int             `json:"keep"`
	Saved   string          `json:"saved"`
	Summary Summary         `json:"summary"`
	Choices json.RawMessage `json:"choices"`
}

// openAuto is the autosave the manager wrote last through AutosaveAt,
// which the next ones extend with a tail.
type openAuto struct {
	gameID   string
	key      string          // the base's key
	snap     *byte           // the base's snapshot (the checkpoint's slice)
	n        int             // its length
	at       int             // the decisions the snapshot is after
	chunks   []*chunk        // the base's choices before at (copies)
	rest     []engine.Choice // the base's choices from at on (copies)
	turn     int
	scenario string
}

// nbase is the number of choices in the base.
func (o *openAuto) nbase() int { return o.at + len(o.rest) }

// base is the base's choice i (i < nbase()).
func (o *openAuto) base(i int) engine.Choice {
	if i >= o.at {
		return o.rest[i-o.at]
	}
	// The chunk that holds it (a campaign's base has some tens).
	lo, hi := 0, len(o.chunks)
	for hi-lo > 1 {
		mid := (lo + hi) / 2
		if o.chunks[mid].start <= i {
			lo = mid
		} else {
			hi = mid
		}
	}
	c := o.chunks[lo]
	return c.cs[i-c.start]
}

// tailFits reports whether the autosave of rec at checkpoint (at, snap)
// can be a tail of the open autosave, and the base choices it keeps. The
// checkpoint's identity vouches for the first at choices (the engine takes
// a new snapshot when the game before it changes), so only the choices
// since the checkpoint are compared: the cost is a turn's, not a game's.
func (o *openAuto) tailFits(gameID string, rec engine.Record, at int, snap []byte, sum Summary) (keep int, ok bool) {
	if o == nil || o.gameID != gameID || o.snap != &snap[0] || o.n != len(snap) || o.at != at ||
		o.turn != sum.Turn || o.scenario != sum.Scenario || at > o.nbase() || at > len(rec.Choices) {
		return 0, false
	}
	keep = at
	for keep < len(rec.Choices) && keep < o.nbase() && sameChoice(rec.Choices[keep], o.base(keep)) {
		keep++
	}
	if len(rec.Choices)-keep > maxTail {
		return 0, false
	}
	return keep, true
}

// baseSlice is how much of a new base's snapshot an autosave compresses
// while the open autosave's tail goes on (AutosaveAt): a campaign's
// snapshot is some hundreds of kilobytes, some tens of decisions' worth
// (a turn is hundreds). Each slice is flushed (compressSnapshot), which
// costs about 1 % of the compressed size at 16 KB (a 163 KB snapshot:
// 35,566 bytes in one go, 35,894 in 16 KB slices, 36,154 in 64 KB). (A
// variable for the tests.)
var baseSlice = 16 << 10

// tailGrows reports whether the autosave of rec, whose latest checkpoint
// (at) is newer than the open autosave's base, can for now still be a tail
// of it, and the base choices it keeps: the same game and scenario, the
// base's checkpoint no later than the new one, and the base's first
// choices (up to its checkpoint) all still in rec, compared one by one
// since the base's snapshot no longer vouches for them (an undo back past
// it changes them).
func (o *openAuto) tailGrows(gameID string, rec engine.Record, at int, sum Summary) (keep int, ok bool) {
	if o == nil || o.gameID != gameID || o.scenario != sum.Scenario || o.at > at ||
		o.at > o.nbase() || o.at > len(rec.Choices) {
		return 0, false
	}
	for _, c := range o.chunks {
		for j, x := range c.cs {
			if !sameChoice(rec.Choices[c.start+j], x) {
				return 0, false
			}
		}
	}
	keep = o.at
	for keep < len(rec.Choices) && keep < o.nbase() && sameChoice(rec.Choices[keep], o.base(keep)) {
		keep++
	}
	if len(rec.Choices)-keep > maxTail {
		return 0, false
	}
	return keep, true
}

// writeTail stores the choices of rec after keep as the tail of the open
// autosave, read back and compared like every save. The previous tail is
// replaced in one store write (atomic in every store), so a failure leaves
// it as it was.
func (m *Manager) writeTail(o *openAuto, rec engine.Record, keep int, sum Summary) (Entry, error) {
	saved := m.Now().UTC().Truncate(time.Second)
	head, err := json.Marshal(tailWire{Schema: tailSchema, Base: o.key, Keep: keep, Saved: saved.Format(time.RFC3339), Summary: sum, Choices: json.RawMessage("0")})
	if err != nil {
		return Entry{}, &WriteError{Step: "encode", Err: err}
	}
	// The choices go in by hand (AppendChoices), in place of the 0.
	data := make([]byte, 0, len(head)+4*(len(rec.Choices)-keep)+8)
	data = append(data, head[:len(head)-2]...)
	data = AppendChoices(data, rec.Choices[keep:])
	data = append(data, '}')
	key := TailKey(o.key)
	m.mu.Lock()
	defer m.mu.Unlock()
	if err := m.Store.Save(key, data); err != nil {
		return Entry{}, m.writeErr("write", len(data), err)
	}
	back, err := m.Store.Load(key)
	if err != nil {
		return Entry{}, m.writeErr("read back", len(data), err)
	}
	if !bytes.Equal(back, data) {
		return Entry{}, &WriteError{Step: "verify", Err: &verifyError{back: len(back), wrote: len(data)}}
	}
	return Entry{Key: o.key, Kind: KindAuto, GameID: o.gameID, Saved: saved, Game: m.Version, Summary: sum}, nil
}

// readTail returns the tail stored for the save under key, if there is
// one that can be used with a base of baseChoices choices. A damaged tail
// is reported through Logf and ignored.
func (m *Manager) readTail(key string, baseChoices int) (t *tailWire, choices []engine.Choice, size int) {
	data, err := m.Store.Load(TailKey(key))
	if err != nil {
		if !errors.Is(err, storage.ErrNotFound) {
			m.logf("save: reading the tail of %s: %v", key, err)
		}
		return nil, nil, 0
	}
	var w tailWire
	switch {
	case len(data) > MaxFileSize:
		err = fmt.Errorf("%s, over the %s limit", Bytes(len(data)), Bytes(MaxFileSize))
	default:
		err = json.Unmarshal(data, &w)
	}
	if err == nil {
		switch {
		case w.Schema != tailSchema:
			err = fmt.Errorf("schema %d", w.Schema)
		case w.Base != key:
			err = fmt.Errorf("it belongs to %q", clip(w.Base, 60))
		case w.Keep < 0 || w.Keep > baseChoices:
			err = fmt.Errorf("it keeps %d of the save's %d decisions", w.Keep, baseChoices)
		}
	}
	if err == nil {
		choices, err = ParseChoices(w.Choices)
		if err == nil && w.Keep+len(choices) > MaxChoices {
			err = fmt.Errorf("%d decisions, over the %d limit", w.Keep+len(choices), MaxChoices)
		}
	}
	if err != nil {
		m.logf("save: the tail of %s cannot be used (%v); the autosave without it is an earlier state of the game", key, err)
		return nil, nil, 0
	}
	return &w, choices, len(data)
}

// withTail returns f with the decisions of its tail, if the save under key
// has one (f unchanged otherwise).
func (m *Manager) withTail(key string, f *File) *File {
	if f.Kind != KindAuto {
		return f
	}
	t, choices, _ := m.readTail(key, len(f.Record.Choices))
	if t == nil {
		return f
	}
	out := *f
	out.Record.Choices = append(f.Record.Choices[:t.Keep:t.Keep], choices...)
	out.Summary = t.Summary
	if saved, err := time.Parse(time.RFC3339, t.Saved); err == nil {
		out.Saved = saved.UTC()
	}
	return &out
}

// entryWithTail is e as the listing shows it: an autosave with a tail has
// the tail's summary, time and size.
func (m *Manager) entryWithTail(e Entry) Entry {
	if e.Kind != KindAuto || e.Problem != "" {
		return e
	}
	// The base's length is not in the index: Load checks Keep against it.
	t, _, size := m.readTail(e.Key, MaxChoices)
	if t == nil {
		return e
	}
	e.Summary = t.Summary
	if saved, err := time.Parse(time.RFC3339, t.Saved); err == nil {
		e.Saved = saved.UTC()
	}
	e.Size += size
	return sanitizeEntry(e, m.Now())
}

// dropTail removes the tail of the save under key, if any.
func (m *Manager) dropTail(key string) {
	if err := m.Store.Delete(TailKey(key)); err != nil && !errors.Is(err, storage.ErrNotFound) {
		m.logf("save: removing the tail of %s: %v", key, err)
	}
}

// dropStrayTails removes the tails whose save is gone (left when a delete
// was interrupted between the two).
func (m *Manager) dropStrayTails(present map[string]bool) {
	keys, err := m.Store.List(TailPrefix)
	if err != nil {
		return
	}
	for _, k := range keys {
		if !present[KeyPrefix+strings.TrimPrefix(k, TailPrefix)] {
			if err := m.Store.Delete(k); err != nil {
				m.logf("save: removing a stray tail %s: %v", k, err)
			}
		}
	}
}
