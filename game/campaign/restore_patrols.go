package campaign

import (
	"bytes"
	"encoding/json"
	"sort"
	"sync"

	"periscope/internal/jsonscan"
)

// Issue 16 (session 39, undo26): a restore reuses the finished patrols it
// decoded before.
//
// An undo to before a loaded save's snapshot restores a stored restore
// point (save/points.go, save/turns.go): a whole late snapshot's JSON
// decoded, 430 KB, 83 % of it the finished patrols, which was most of the
// undo (in wasm 50–60 ms quiet). The rules only ever append to the
// finished patrols (a report never changes once filed; State.CloneView
// and Fork rely on it too), and Snapshot writes them last, so the snapshot
// of an earlier or later decision of the same game begins its patrols
// with the same bytes as the one restored before it (the load's own, or
// the undo's before). decodeState decodes what precedes the patrols and
// the patrols past the bytes it has already decoded, and takes the others
// from the last decode: the same values json.Unmarshal gives, since the
// same bytes decode to the same values (TestRestoreReusingPatrolsIsTheFullDecode
// compares both over a campaign's turns). Anything laid out otherwise (an
// old or hand-made file, whitespace, a key twice) is decoded whole, as
// before.
//
// The last decode is kept in a PatrolCache the caller owns (issue 16,
// session 40, cache27: game/ keeps no process-wide state): System's
// Patrols, which Installed.Open makes for every System it opens; the save
// layer (save.Manager keeps the Systems it opens) and the session that
// continues a loaded game (the game remembers the cache it was restored
// through: PatrolCache) share one. It holds the patrols' bytes, where each report ends, and the
// reports decoded. Its array is never handed out: each restored game gets
// its own copy of the reports (shallow: their Met and lists are shared,
// as a fork's are), so a game that changes a report in place (the
// version-1 archive's migration sets Met to nil) changes nothing another
// restore reads.

// PatrolCache keeps the finished patrols the last restore through it
// decoded, for the next restore to reuse (restore_patrols.go). The zero
// value is empty and ready; it is safe for use by several goroutines (a
// save's background check and the session restore through the same one).
// A nil *PatrolCache keeps nothing: every restore decodes whole.
type PatrolCache struct {
	mu   sync.Mutex
	raw  []byte         // the patrols' array, '[' to ']', as decoded
	ends []int          // where in raw each report's following ',' or ']' is
	ps   []PatrolReport // the reports decoded from raw
}

// NewPatrolCache returns an empty cache.
func NewPatrolCache() *PatrolCache { return new(PatrolCache) }

const patrolsKey = `,"patrols":[`

// decodeState decodes a snapshot into s: what json.Unmarshal(snap, s)
// gives (s is zero on entry), its finished patrols taken from c's last
// decode where their bytes are the same (none with a nil c).
func decodeState(snap []byte, s *State, c *PatrolCache) error {
	if c != nil && c.decode(snap, s) {
		return nil
	}
	*s = State{}
	return json.Unmarshal(snap, s)
}

// decode is decodeState for a snapshot laid out as Snapshot writes it;
// false (s untouched) for anything else, and for anything json.Unmarshal
// would refuse (the whole is then decoded, for its error).
func (c *PatrolCache) decode(snap []byte, s *State) bool {
	if !bytes.HasSuffix(snap, []byte("]}")) {
		return false
	}
	// The first such key (a forward search: the patrols are most of the
	// snapshot, and the head before them a sixth of it).
	i := bytes.Index(snap, []byte(patrolsKey))
	if i < 2 {
		return false
	}
	arr := snap[i+len(patrolsKey)-1 : len(snap)-1] // '[' … ']'
	if len(arr) < 3 {
		return false // "[]": Snapshot omits an empty list
	}
	// The fields before the patrols, as an object of their own. The key
	// can only be the top level's here: the head is valid JSON only if
	// the key stood outside any string, at the object's depth. A second
	// "patrols" key after it leaves arr no list (refused below).
	head := make([]byte, i+1)
	copy(head, snap[:i])
	head[i] = '}'
	var st State
	if json.Unmarshal(head, &st) != nil || st.Patrols != nil {
		return false // also a "Patrols" key before this one
	}

	c.mu.Lock()
	raw, ends, ps := c.raw, c.ends, c.ps
	c.mu.Unlock()

	// k: the most reports whose bytes, with the ',' or ']' after them,
	// begin arr as they began raw (a prefix that holds for k holds for
	// fewer: the nearest is tried first, a search if it fails).
	same := func(k int) bool {
		e := ends[k-1] + 1
		return e <= len(arr) && bytes.Equal(arr[:e], raw[:e])
	}
	k := sort.Search(len(ends), func(j int) bool { return ends[j]+1 > len(arr) })
	if k > 0 && !same(k) {
		k = sort.Search(k, func(j int) bool { return !same(j + 1) })
	}
	at := 0 // arr's '[' or the ',' after the k-th report
	if k > 0 {
		at = ends[k-1]
		if arr[at] == ']' {
			if at != len(arr)-1 {
				return false // bytes after the list's end
			}
			st.Patrols = make([]PatrolReport, k)
			copy(st.Patrols, ps[:k])
			*s = st
			return true
		}
	}
	// The reports after the k-th, decoded as a list of their own (all
	// of arr when none is reused).
	rest := arr
	if k > 0 {
		rest = make([]byte, len(arr)-at)
		rest[0] = '['
		copy(rest[1:], arr[at+1:])
	}
	var more []PatrolReport
	if json.Unmarshal(rest, &more) != nil || len(more) == 0 {
		return false // (none after a ',': a trailing comma)
	}
	moreEnds, end, ok := jsonscan.ListEnds(rest, 0, 0)
	if !ok || end != len(rest) || len(moreEnds) != len(more) {
		return false // (json.Unmarshal read it: not met)
	}
	if k == 0 {
		st.Patrols = more[:len(more):len(more)]
	} else {
		st.Patrols = make([]PatrolReport, k+len(more))
		copy(st.Patrols, ps[:k])
		copy(st.Patrols[k:], more)
	}
	*s = st

	// Kept for the next restore: this list, in an array of its own.
	newEnds := make([]int, k, k+len(more))
	copy(newEnds, ends[:k])
	for _, e := range moreEnds {
		newEnds = append(newEnds, at+e)
	}
	kept := make([]PatrolReport, len(st.Patrols))
	copy(kept, st.Patrols)
	c.mu.Lock()
	c.raw, c.ends, c.ps = bytes.Clone(arr), newEnds, kept
	c.mu.Unlock()
	return true
}
