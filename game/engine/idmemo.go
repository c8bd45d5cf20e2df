package engine

import "unsafe"

// IDMemo keeps the answers of a look-up by a string id (a map look-up, a
// parse) in a small table indexed by where the id's bytes are, and finds
// one again by comparing the id: quick when the same string is asked
// again (the rules' constants, the state's own ids, as they mostly are),
// and right when it is not — an id met at another address is a miss, never
// a wrong answer (issue 16: the string-keyed look-ups of every step and
// decision). Size is the number of answers kept (0: 512; rounded up to a
// power of two, so that the slot is a mask of the address), fixed at the
// first Find. Never state: a game, machine or bot keeps one beside it.
type IDMemo[V any] struct {
	Size  int
	slots []IDSlot[V]
	mask  uintptr
}

// IDSlot is one of an IDMemo's answers.
type IDSlot[V any] struct {
	id  string
	v   V
	set bool
}

// Find is the answer kept for id (ok false when none) and the slot to
// Keep it in.
func (m *IDMemo[V]) Find(id string) (v V, ok bool, slot *IDSlot[V]) {
	if m.slots == nil {
		m.make()
	}
	k := uintptr(unsafe.Pointer(unsafe.StringData(id)))
	e := &m.slots[(k>>3^k>>11)&m.mask]
	if e.set && SameID(e.id, id) {
		return e.v, true, e
	}
	return v, false, e
}

// SameID reports whether two ids are the same string, comparing their
// lengths and addresses before their bytes: the same string asked again
// (ids read from a theatre's data or kept from an earlier look, as they
// mostly are) needs no compare of its bytes, which is a runtime call at
// sites hit millions of times a campaign (issue 16).
func SameID(a, b string) bool {
	return len(a) == len(b) && (unsafe.StringData(a) == unsafe.StringData(b) || a == b)
}

// make makes the table at its size (apart from Find, so that Find is
// small enough to be inlined where it is asked).
//
//go:noinline
func (m *IDMemo[V]) make() {
	n := 512
	if m.Size > 0 {
		for n = 1; n < m.Size; n <<= 1 {
		}
	}
	m.slots, m.mask = make([]IDSlot[V], n), uintptr(n-1)
}

// Keep keeps v as the answer for id in the slot Find gave.
func (e *IDSlot[V]) Keep(id string, v V) { e.id, e.v, e.set = id, v, true }

// Reset forgets every answer (when what they were looked up in changes).
func (m *IDMemo[V]) Reset() { clear(m.slots) }
