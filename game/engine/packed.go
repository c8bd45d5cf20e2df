package engine

import (
	"reflect"
	"unsafe"
)

// Packing the older log (issue 16: a full collection late in a campaign
// took 298 ms in WebAssembly, where the collector marks on the game's own
// thread, and most of the live heap it marked was the log: every entry's
// text, message tree, roll and event, some eight objects an entry, 170,000
// entries in a campaign).
//
// An entry older than the newest packFrom entries has everything it points
// to (its strings, message, roll, event and their parts) copied into a
// chunk: one large byte array, which the collector allocates as memory
// without pointers and so marks without reading it. The entry itself stays
// in the log's slice, equal field for field (reflect.DeepEqual) to what it
// was, so every reader of Session.Log is unchanged; the collector then
// reads only the entry's own words, whose pointers all lead into a few
// chunks already marked.
//
// Why this is safe. The collector does not look inside a chunk, so the
// pointers stored there must not be all that keeps anything alive:
//   - an entry's whole graph goes into one chunk, and points only into that
//     chunk (strings are shared only within a chunk) or at data that is
//     never freed (a type's descriptor in an interface);
//   - a chunk stays alive as long as anything the collector does read
//     points into it: the log's entries do, and so does every copy of an
//     entry a reader keeps (a pointer into the middle of an object keeps it
//     alive), and nothing reaches a chunk's contents but through such a
//     pointer;
//   - nothing is ever written into a chunk after its entry is packed: log
//     entries and their messages are never changed once made
//     (game/campaign/DESIGN.md).
//
// What cannot be copied so (a payload with a map, a channel or a function
// inside it, or one the interface holds as a pointer) leaves its entry as
// it was. The copy follows the types by reflection (value), so a field
// added to an entry, a message, a roll or an event is copied with the
// rest.

const (
	// packFrom is how many of the newest entries stay as they were made:
	// an undo usually cuts among them, and packing them would be wasted.
	packFrom = 2048
	// chunkSize is the size of a chunk (a graph that does not fit what is
	// left of one starts the next).
	chunkSize = 128 << 10
	// internMax is the longest string shared within a chunk (rule numbers,
	// kinds, ids, dates, argument names: the same few recur; texts do not).
	internMax = 40
)

// packer copies entries' graphs into chunks.
type packer struct {
	buf   []byte // the chunk being filled
	off   int
	full  bool                         // the graph being copied did not fit
	strs  map[string]string            // strings already in buf
	types map[reflect.Type]*packedType // what value needs of a type
}

// packedType is what value needs of a type, read once from reflect.
type packedType struct {
	kind        reflect.Kind
	size, align uintptr
	ptrs        bool        // it holds pointers
	elem        *packedType // a pointer's, a slice's or an array's
	n           int         // an array's length
	fields      []packedField
	methods     bool // an interface with methods
}

type packedField struct {
	off uintptr
	t   *packedType
}

var entryType = reflect.TypeFor[Entry]()

// alloc returns n bytes of the chunk aligned to align, zeroed, or nil when
// the chunk has no room (the copy then starts again in a new chunk).
func (p *packer) alloc(n, align uintptr) unsafe.Pointer {
	if p.full {
		return nil
	}
	off := (uintptr(p.off) + align - 1) &^ (align - 1)
	if off+n > uintptr(len(p.buf)) {
		p.full = true
		return nil
	}
	p.off = int(off + n)
	if n == 0 {
		return unsafe.Pointer(unsafe.SliceData(p.buf))
	}
	return unsafe.Pointer(&p.buf[off])
}

func (p *packer) newChunk() {
	p.buf, p.off, p.full = make([]byte, chunkSize), 0, false
	clear(p.strs)
	if p.strs == nil {
		p.strs = map[string]string{}
	}
}

func (p *packer) str(s string) string {
	if s == "" {
		return ""
	}
	if len(s) <= internMax {
		if v, ok := p.strs[s]; ok {
			return v
		}
	}
	b := p.alloc(uintptr(len(s)), 1)
	if b == nil {
		return ""
	}
	copy(unsafe.Slice((*byte)(b), len(s)), s)
	v := unsafe.String((*byte)(b), len(s))
	if len(s) <= internMax {
		p.strs[s] = v
	}
	return v
}

// pack returns e with its graph copied into the chunk, and whether it
// could be: false leaves e to be kept as it is.
func (p *packer) pack(e Entry) (Entry, bool) {
	if p.buf == nil {
		p.newChunk()
	}
	for try := 0; try < 2; try++ {
		var out Entry
		if !p.value(p.info(entryType), unsafe.Pointer(&out), unsafe.Pointer(&e)) {
			return e, false
		}
		if !p.full {
			return out, true
		}
		// Did not fit: the whole graph again in a new chunk.
		p.newChunk()
	}
	return e, false // bigger than a chunk
}

// info is what value needs of t (made once a type).
func (p *packer) info(t reflect.Type) *packedType {
	if pt, ok := p.types[t]; ok {
		return pt
	}
	if p.types == nil {
		p.types = map[reflect.Type]*packedType{}
	}
	pt := &packedType{kind: t.Kind(), size: t.Size(), align: uintptr(t.Align())}
	p.types[t] = pt // first: a message's arguments hold messages
	switch pt.kind {
	case reflect.Pointer, reflect.Slice:
		pt.ptrs, pt.elem = true, p.info(t.Elem())
	case reflect.Interface:
		pt.ptrs, pt.methods = true, t.NumMethod() != 0
	case reflect.String, reflect.Map, reflect.Chan, reflect.Func, reflect.UnsafePointer:
		pt.ptrs = true
	case reflect.Array:
		pt.elem, pt.n = p.info(t.Elem()), t.Len()
		pt.ptrs = pt.n > 0 && pt.elem.ptrs
	case reflect.Struct:
		for i := 0; i < t.NumField(); i++ {
			f := t.Field(i)
			ft := p.info(f.Type)
			pt.fields = append(pt.fields, packedField{f.Offset, ft})
			pt.ptrs = pt.ptrs || ft.ptrs
		}
	}
	return pt
}

// eface is an interface value's two words (the runtime's layout of `any`).
type eface struct {
	typ, data unsafe.Pointer
}

type sliceHeader struct {
	data     unsafe.Pointer
	len, cap int
}

// value copies the value of type pt at src to dst, and what it points to
// into the chunk. It reports false for what it cannot copy (a map, a
// channel, a function, an interface with methods, a value an interface
// holds as a pointer); when the chunk is full it stops early, reporting
// true (p.full says).
func (p *packer) value(pt *packedType, dst, src unsafe.Pointer) bool {
	if !pt.ptrs {
		copy(unsafe.Slice((*byte)(dst), pt.size), unsafe.Slice((*byte)(src), pt.size))
		return true
	}
	switch pt.kind {
	case reflect.String:
		*(*string)(dst) = p.str(*(*string)(src))
	case reflect.Pointer:
		from := *(*unsafe.Pointer)(src)
		if from == nil {
			return true
		}
		to := p.alloc(pt.elem.size, pt.elem.align)
		if to == nil {
			return true
		}
		if !p.value(pt.elem, to, from) {
			return false
		}
		*(*unsafe.Pointer)(dst) = to
	case reflect.Slice:
		s := (*sliceHeader)(src)
		if s.data == nil {
			return true
		}
		e := pt.elem
		to := p.alloc(e.size*uintptr(s.len), e.align)
		if to == nil {
			return true
		}
		if !e.ptrs {
			copy(unsafe.Slice((*byte)(to), e.size*uintptr(s.len)), unsafe.Slice((*byte)(s.data), e.size*uintptr(s.len)))
		} else {
			for i := 0; i < s.len; i++ {
				if !p.value(e, unsafe.Add(to, uintptr(i)*e.size), unsafe.Add(s.data, uintptr(i)*e.size)) {
					return false
				}
			}
		}
		*(*sliceHeader)(dst) = sliceHeader{to, s.len, s.len}
	case reflect.Array:
		for i := 0; i < pt.n; i++ {
			if !p.value(pt.elem, unsafe.Add(dst, uintptr(i)*pt.elem.size), unsafe.Add(src, uintptr(i)*pt.elem.size)) {
				return false
			}
		}
	case reflect.Struct:
		for _, f := range pt.fields {
			if !p.value(f.t, unsafe.Add(dst, f.off), unsafe.Add(src, f.off)) {
				return false
			}
		}
	case reflect.Interface:
		if pt.methods {
			return false
		}
		from := (*eface)(src)
		if from.typ == nil {
			return true
		}
		dt := p.info(reflect.TypeOf(*(*any)(src)))
		// A value whose interface word is its pointer (a pointer, a map,
		// a channel, a function, or a struct or array of one pointer)
		// stays as it is: only values held by address are copied.
		if dt.kind == reflect.Pointer || (dt.size == unsafe.Sizeof(uintptr(0)) && dt.ptrs) {
			return false
		}
		to := p.alloc(dt.size, dt.align)
		if to == nil {
			return true
		}
		if !p.value(dt, to, from.data) {
			return false
		}
		// The type word points at the type's descriptor, which is never
		// freed.
		(*eface)(dst).typ = from.typ
		(*eface)(dst).data = to
	default: // a map, a channel, a function, an unsafe pointer
		return false
	}
	return true
}
