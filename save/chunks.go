package save

import (
	"bytes"
	"errors"
	"fmt"
	"hash/crc32"
	"strconv"
	"strings"

	"encoding/json"

	"periscope/game/engine"
	"periscope/storage"
)

// An autosave's chunks (issue 16): the choices before its snapshot's
// checkpoint, kept under keys of their own that are written once and
// shared by the game's later autosaves.
//
// An autosave's base holds the game's snapshot at the session's latest
// checkpoint (once a turn) and the record. Writing the whole record into
// each new base made the turn's base write the heaviest decision of a long
// campaign (≈828 KB allocated at decision 40,000, most of it the 40,000
// choices encoded, stored and read back). The choices before the
// checkpoint never change until an undo goes back past it, so a base now
// names the chunks that hold them ("chunks" in the record, in order) and
// holds only the choices from its checkpoint on: a new base writes one new
// chunk, the choices since the previous base's checkpoint (a turn's).
//
// A chunk's key names its game, the decisions it holds and a checksum of
// its bytes (periscope.chunk.GAME.FROM-TO.CRC): the same key always holds
// the same bytes, and a chunk is never rewritten, only added and, once no
// autosave of its game names it, deleted (sweepChunks). Load and Export
// join the chunks back into one record; an exported autosave is one
// self-contained file, as before. Only autosaves have chunks: named saves
// and exported files hold their whole record, as do autosaves written
// before chunks (they load as they always did).

// ChunkPrefix starts the key of a chunk of an autosave's choices. It does
// not start with KeyPrefix: a chunk is not a save.
const ChunkPrefix = "periscope.chunk."

// maxChunks caps the chunks a base may name (a campaign has some tens of
// turns; an undo back past a checkpoint starts a chunk over).
const maxChunks = 4096

// chunk is one chunk of the game's choices: decisions [start, end).
type chunk struct {
	key        string
	start, end int
	cs         []engine.Choice // copies of its choices, to compare
}

// chunkKey is the key of the chunk of gameID's decisions [start, end)
// encoded as enc.
func chunkKey(gameID string, start, end int, enc []byte) string {
	return ChunkPrefix + gameID + "." + strconv.Itoa(start) + "-" + strconv.Itoa(end) + "." + fmt.Sprintf("%08x", crc32.ChecksumIEEE(enc))
}

// parseChunkKey reads a chunk key of gameID: the decisions it holds and
// its bytes' checksum.
func parseChunkKey(gameID, key string) (start, end int, sum uint32, ok bool) {
	rest, found := strings.CutPrefix(key, ChunkPrefix+gameID+".")
	if !found || gameID == "" {
		return 0, 0, 0, false
	}
	span, crc, found := strings.Cut(rest, ".")
	if !found || len(crc) != 8 {
		return 0, 0, 0, false
	}
	from, to, found := strings.Cut(span, "-")
	if !found {
		return 0, 0, 0, false
	}
	s, err1 := strconv.Atoi(from)
	e, err2 := strconv.Atoi(to)
	c, err3 := strconv.ParseUint(crc, 16, 32)
	if err1 != nil || err2 != nil || err3 != nil || s < 0 || e <= s || e > MaxChoices {
		return 0, 0, 0, false
	}
	return s, e, uint32(c), true
}

// checkChunks checks the chunk keys a save names: keys of its game, in
// order, each starting where the one before ends (the first at 0).
func checkChunks(gameID string, keys []string) error {
	if len(keys) > maxChunks {
		return refuse(CodeMalformed, nil, "The save names %d chunks of decisions, over the %d limit.", len(keys), maxChunks)
	}
	next := 0
	for _, k := range keys {
		s, e, _, ok := parseChunkKey(gameID, k)
		if !ok || s != next {
			return refuse(CodeMalformed, nil, "The save names a chunk of decisions %q that is not one of its game's, in order.", clip(k, 60))
		}
		next = e
	}
	return nil
}

// copyChoices returns copies of cs, sharing nothing with them.
func copyChoices(cs []engine.Choice) []engine.Choice {
	out := make([]engine.Choice, len(cs))
	for i, c := range cs {
		out[i].Option = c.Option
		if c.Points != nil {
			out[i].Points = append([]int{}, c.Points...)
		}
		if c.Data != nil {
			out[i].Data = append([]byte{}, c.Data...)
		}
	}
	return out
}

// errChunk is a chunk that is missing or damaged: the autosave that names
// it cannot be read whole.
type errChunk struct {
	key string
	err error
}

func (e *errChunk) Error() string {
	return fmt.Sprintf("the chunk of decisions %s cannot be read: %v", clip(e.key, 60), e.err)
}

// withChunks returns f with the choices of the chunks it names before its
// own, and the chunks (f unchanged when it names none). Each chunk must be
// there, hold as many choices as its key says and match its checksum.
func (m *Manager) withChunks(f *File) (*File, []*chunk, error) {
	if len(f.Chunks) == 0 {
		return f, nil, nil
	}
	var all []engine.Choice
	chunks := make([]*chunk, 0, len(f.Chunks))
	for _, k := range f.Chunks {
		s, e, sum, ok := parseChunkKey(f.GameID, k)
		if !ok || s != len(all) {
			return nil, nil, &errChunk{k, errors.New("not the next chunk of the game")}
		}
		data, err := m.Store.Load(k)
		if err != nil {
			return nil, nil, &errChunk{k, err}
		}
		if crc32.ChecksumIEEE(data) != sum {
			return nil, nil, &errChunk{k, errors.New("its checksum differs")}
		}
		cs, err := ParseChoices(data)
		if err != nil {
			return nil, nil, &errChunk{k, err}
		}
		if len(cs) != e-s {
			return nil, nil, &errChunk{k, fmt.Errorf("%d decisions, want %d", len(cs), e-s)}
		}
		all = append(all, cs...)
		chunks = append(chunks, &chunk{key: k, start: s, end: e, cs: cs})
	}
	if len(all)+len(f.Record.Choices) > MaxChoices {
		return nil, nil, fmt.Errorf("%d decisions, over the %d limit", len(all)+len(f.Record.Choices), MaxChoices)
	}
	out := *f
	out.Record.Choices = append(all, f.Record.Choices...)
	out.Chunks = nil
	return &out, chunks, nil
}

// chunksFor returns the chunks that hold the first at choices of cs for a
// new base of gameID: the chunks of the game's last base that still hold
// cs's choices, and a new one, written here, for the rest (the choices
// since the last base's checkpoint).
func (m *Manager) chunksFor(gameID string, cs []engine.Choice, at int) ([]*chunk, int, error) {
	// The chain is read and set under cmu, never held while the store is
	// written (write holds mu, then takes cmu).
	m.cmu.Lock()
	var chain []*chunk
	if m.chainGame == gameID {
		chain = m.chain
	}
	m.cmu.Unlock()
	var out []*chunk
	end := 0
	{
	chain:
		for _, c := range chain {
			if c.end > at {
				break
			}
			for i, x := range c.cs {
				if !sameChoice(cs[c.start+i], x) {
					break chain
				}
			}
			out = append(out, c)
			end = c.end
		}
	}
	if end < at {
		enc := AppendChoices(nil, cs[end:at])
		c := &chunk{key: chunkKey(gameID, end, at, enc), start: end, end: at}
		if err := m.writeChunk(c.key, enc); err != nil {
			return nil, 0, err
		}
		c.cs = copyChoices(cs[end:at])
		out = append(out, c)
	}
	m.cmu.Lock()
	m.chain, m.chainGame = out, gameID
	m.cmu.Unlock()
	return out, end, nil
}

// writeChunk stores a chunk, read back and compared like every save.
func (m *Manager) writeChunk(key string, data []byte) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if err := m.Store.Save(key, data); err != nil {
		return m.writeErr("write", len(data), err)
	}
	back, err := m.Store.Load(key)
	if err != nil {
		return m.writeErr("read back", len(data), err)
	}
	if !bytes.Equal(back, data) {
		return &WriteError{Step: "verify", Err: &verifyError{back: len(back), wrote: len(data)}}
	}
	return nil
}

// adoptChunks makes the chunks of a loaded autosave the ones its game's
// next base goes on from (else the first base after a load would write
// all the choices before its checkpoint as one new chunk).
func (m *Manager) adoptChunks(key, gameID string, chunks []*chunk) {
	keys := make([]string, len(chunks))
	for i, c := range chunks {
		keys[i] = c.key
		c.cs = copyChoices(c.cs) // the loaded record's choices go to the game
	}
	m.cmu.Lock()
	m.chain, m.chainGame = chunks, gameID
	m.cmu.Unlock()
	m.setRefs(key, keys)
}

func (m *Manager) setRefs(key string, keys []string) {
	m.cmu.Lock()
	if m.refs == nil {
		m.refs = map[string][]string{}
	}
	m.refs[key] = keys
	m.cmu.Unlock()
}

// refsOf returns the chunks the autosave under key names: known if this
// manager wrote or loaded it, else read from it (only its record's
// "chunks").
func (m *Manager) refsOf(key string) ([]string, bool) {
	m.cmu.Lock()
	keys, ok := m.refs[key]
	m.cmu.Unlock()
	if ok {
		return keys, true
	}
	data, err := m.Store.Load(key)
	if err != nil {
		return nil, false
	}
	var w struct {
		Record struct {
			Chunks []string `json:"chunks"`
		} `json:"record"`
	}
	if json.Unmarshal(data, &w) != nil {
		return nil, false
	}
	m.setRefs(key, w.Record.Chunks)
	return w.Record.Chunks, true
}

// sweepChunks deletes the chunks of gameID that no autosave of the game in
// es names (es: every save the index names). It is called with m.mu held,
// after the saves the index no longer names were deleted; if the chunks
// of one of the game's autosaves cannot be known, it deletes nothing.
func (m *Manager) sweepChunks(gameID string, es []Entry) {
	if gameID == "" {
		return
	}
	live := map[string]bool{}
	for _, e := range es {
		if e.Kind != KindAuto || e.GameID != gameID {
			continue
		}
		keys, ok := m.refsOf(e.Key)
		if !ok {
			return
		}
		for _, k := range keys {
			live[k] = true
		}
	}
	keys, err := m.Store.List(ChunkPrefix + gameID + ".")
	if err != nil {
		return
	}
	for _, k := range keys {
		if live[k] {
			continue
		}
		if err := m.Store.Delete(k); err != nil && !errors.Is(err, storage.ErrNotFound) {
			m.logf("save: removing the chunk %s: %v", k, err)
		}
	}
}

// forgetRefs drops what the manager knows of a deleted save's chunks.
func (m *Manager) forgetRefs(key string) {
	m.cmu.Lock()
	delete(m.refs, key)
	m.cmu.Unlock()
}
