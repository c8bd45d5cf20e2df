package save

import (
	"encoding/binary"
	"errors"
	"hash/crc32"
)

// A delta encodes one snapshot (the target) as the bytes it shares with
// another (the source) and the bytes it does not (turns.go: a turn's
// snapshot against the turn before's). Two snapshots of one campaign a
// turn apart share most of their bytes in the same order (the finished
// patrols, the theatre's counters that did not move), so the delta is the
// few kilobytes that changed; it is then compressed like a snapshot.
//
// The format: the target's length and CRC-32 (uvarints), then operations
// to the end: a uvarint k; k even: copy k/2 bytes of the source from the
// offset that follows (a uvarint); k odd: the next (k-1)/2 bytes literally.
// Decoding checks every bound and the target's checksum.

// deltaBlock is the length of the blocks of the source that are indexed:
// a run shorter than it is sent literally.
const deltaBlock = 24

// encodeDelta returns the delta of target against source.
func encodeDelta(source, target []byte) []byte {
	out := binary.AppendUvarint(nil, uint64(len(target)))
	out = binary.AppendUvarint(out, uint64(crc32.ChecksumIEEE(target)))
	// The source's blocks at multiples of deltaBlock, by their hash: an
	// open-addressed table of offsets+1 (0: empty).
	size := 1
	for size < 2*(len(source)/deltaBlock+1) {
		size <<= 1
	}
	table := make([]int32, size)
	mask := uint32(size - 1)
	for i := 0; i+deltaBlock <= len(source); i += deltaBlock {
		h := blockHash(source[i : i+deltaBlock])
		for j := h & mask; ; j = (j + 1) & mask {
			if table[j] == 0 {
				table[j] = int32(i + 1)
				break
			}
		}
	}
	lit := 0 // the start of the literal bytes not yet written
	emitLit := func(end int) {
		if end > lit {
			out = binary.AppendUvarint(out, uint64(end-lit)<<1|1)
			out = append(out, target[lit:end]...)
		}
	}
	p := 0
	// next is where the last copy ended in the source: the next bytes
	// are tried there first (the snapshots' order is mostly the same).
	next := -1
	for p+deltaBlock <= len(target) {
		q := -1
		if next >= 0 && next+deltaBlock <= len(source) && string(source[next:next+deltaBlock]) == string(target[p:p+deltaBlock]) {
			q = next
		} else {
			h := blockHash(target[p : p+deltaBlock])
			for j := h & mask; table[j] != 0; j = (j + 1) & mask {
				o := int(table[j] - 1)
				if string(source[o:o+deltaBlock]) == string(target[p:p+deltaBlock]) {
					q = o
					break
				}
			}
		}
		if q < 0 {
			p++
			continue
		}
		// Extend the match both ways (back only into the literal bytes).
		s, t := q, p
		for s > 0 && t > lit && source[s-1] == target[t-1] {
			s--
			t--
		}
		e := p + deltaBlock
		for f := q + deltaBlock; e < len(target) && f < len(source) && source[f] == target[e]; f++ {
			e++
		}
		emitLit(t)
		out = binary.AppendUvarint(out, uint64(e-t)<<1)
		out = binary.AppendUvarint(out, uint64(s))
		next = s + (e - t)
		p, lit = e, e
	}
	emitLit(len(target))
	return out
}

// blockHash is FNV-1a of a block.
func blockHash(b []byte) uint32 {
	h := uint32(2166136261)
	for _, c := range b {
		h = (h ^ uint32(c)) * 16777619
	}
	return h
}

var errDelta = errors.New("the delta does not apply to its snapshot")

// applyDelta rebuilds the target of a delta from its source into dst's
// storage, at most max bytes; any bound crossed is errDelta, and so is a
// checksum that differs when verify is set (a chain of deltas checks its
// last: a wrong byte on the way carries into it).
func applyDelta(dst, source, delta []byte, max int, verify bool) ([]byte, error) {
	n, k := binary.Uvarint(delta)
	if k <= 0 || n > uint64(max) {
		return nil, errDelta
	}
	delta = delta[k:]
	sum, k := binary.Uvarint(delta)
	if k <= 0 || sum > 0xffffffff {
		return nil, errDelta
	}
	delta = delta[k:]
	out := dst[:0]
	if uint64(cap(out)) < n {
		// With room to spare: a chain's snapshots grow turn by turn (a
		// campaign's finished patrols), and a buffer made at each's
		// exact size was made again at almost every delta.
		out = make([]byte, 0, n+n/8)
	}
	for len(delta) > 0 {
		op, k := binary.Uvarint(delta)
		if k <= 0 {
			return nil, errDelta
		}
		delta = delta[k:]
		l := op >> 1
		if l > n-uint64(len(out)) {
			return nil, errDelta
		}
		if op&1 == 1 {
			if l > uint64(len(delta)) {
				return nil, errDelta
			}
			out = append(out, delta[:l]...)
			delta = delta[l:]
			continue
		}
		off, k := binary.Uvarint(delta)
		if k <= 0 || off > uint64(len(source)) || l > uint64(len(source))-off {
			return nil, errDelta
		}
		delta = delta[k:]
		out = append(out, source[off:off+l]...)
	}
	if uint64(len(out)) != n || verify && crc32.ChecksumIEEE(out) != uint32(sum) {
		return nil, errDelta
	}
	return out, nil
}
