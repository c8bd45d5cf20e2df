package engine

import (
	"reflect"
	"unsafe"

	"periscope/game/dice"
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
// What cannot be copied so (a payload with a map, a channel, a function or
// an interface inside it, or held by the interface as a pointer) leaves
// its entry as it was (packable). packEntry copies the fields of Entry,
// Msg, Arg, Event, dice.Roll and dice.Mod by hand (a payload by reflect);
// TestPackedTypesHaveTheFieldsPackKnows fails when one of them gains a
// field.

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
	buf  []byte // the chunk being filled
	off  int
	full bool              // the graph being copied did not fit
	strs map[string]string // strings already in buf
}

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

// slice returns room for n values of T in the chunk (nil when n is 0 or
// the chunk is full).
func slice[T any](p *packer, n int) []T {
	if n == 0 {
		return nil
	}
	var z T
	b := p.alloc(uintptr(n)*unsafe.Sizeof(z), unsafe.Alignof(z))
	if b == nil {
		return nil
	}
	return unsafe.Slice((*T)(b), n)
}

func one[T any](p *packer) *T {
	var z T
	return (*T)(p.alloc(unsafe.Sizeof(z), unsafe.Alignof(z)))
}

// pack returns e with its graph copied into the chunk, and whether it
// could be: false leaves e to be kept as it is.
func (p *packer) pack(e Entry) (Entry, bool) {
	if p.buf == nil {
		p.newChunk()
	}
	for try := 0; try < 2; try++ {
		out, ok := p.packEntry(e)
		if !ok {
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

func (p *packer) packEntry(e Entry) (Entry, bool) {
	if !packable(e) {
		return e, false
	}
	out := e
	out.Date, out.Kind, out.Rule, out.Sub, out.Text = p.str(e.Date), p.str(e.Kind), p.str(e.Rule), p.str(e.Sub), p.str(e.Text)
	out.Seat = Seat(p.str(string(e.Seat)))
	out.To = p.seats(e.To)
	out.Msg = p.msg(e.Msg)
	out.Roll = p.roll(e.Roll)
	out.Event = p.event(e.Event)
	return out, true
}

// packable reports whether e's graph can be copied: its event's payload,
// if any, is held by the interface by address (not a pointer, nor a struct
// or array of one pointer, whose interface word is the pointer itself)
// and has nothing the copy cannot follow (copyable).
func packable(e Entry) bool {
	if e.Event == nil || e.Event.Data == nil {
		return true
	}
	t := reflect.TypeOf(e.Event.Data)
	return t.Kind() != reflect.Pointer && !(t.Size() == unsafe.Sizeof(uintptr(0)) && hasPointers(t)) && copyable(t)
}

func (p *packer) seats(to []Seat) []Seat {
	if to == nil {
		return nil
	}
	out := slice[Seat](p, len(to))
	if out == nil {
		return []Seat{} // an empty list stays empty, not nil
	}
	for i, s := range to {
		out[i] = Seat(p.str(string(s)))
	}
	return out
}

func (p *packer) msg(m *Msg) *Msg {
	if m == nil {
		return nil
	}
	out := one[Msg](p)
	if out == nil {
		return nil
	}
	out.ID = p.str(m.ID)
	if m.Args != nil {
		out.Args = slice[Arg](p, len(m.Args))
		if out.Args == nil {
			out.Args = []Arg{}
		}
		for i, a := range m.Args {
			if i >= len(out.Args) {
				break // full: copied again in a new chunk
			}
			out.Args[i] = Arg{Name: p.str(a.Name), Kind: ArgKind(p.str(string(a.Kind))), Int: a.Int, Num: a.Num, Str: p.str(a.Str), Msg: p.msg(a.Msg)}
		}
	}
	return out
}

func (p *packer) roll(r *dice.Roll) *dice.Roll {
	if r == nil {
		return nil
	}
	out := one[dice.Roll](p)
	if out == nil {
		return nil
	}
	*out = dice.Roll{Kind: dice.Kind(p.str(string(r.Kind))), Purpose: p.str(r.Purpose), Rule: p.str(r.Rule), Raw: r.Raw,
		HitOn: r.HitOn, Two: r.Two, Raw2: r.Raw2, Total: r.Total, Clamped: r.Clamped, Target: p.str(r.Target), Result: p.str(r.Result)}
	if r.Faces != nil {
		out.Faces = slice[int](p, len(r.Faces))
		if out.Faces == nil {
			out.Faces = []int{}
		}
		copy(out.Faces, r.Faces)
	}
	if r.Mods != nil {
		out.Mods = slice[dice.Mod](p, len(r.Mods))
		if out.Mods == nil {
			out.Mods = []dice.Mod{}
		}
		for i, m := range r.Mods {
			if i >= len(out.Mods) {
				break
			}
			out.Mods[i] = dice.Mod{Value: m.Value, Reason: p.str(m.Reason), Rule: p.str(m.Rule)}
		}
	}
	return out
}

// eface is an interface value's two words (the runtime's layout of `any`).
type eface struct {
	typ, data unsafe.Pointer
}

// event copies ev (packable).
func (p *packer) event(ev *Event) *Event {
	if ev == nil {
		return nil
	}
	out := one[Event](p)
	if out == nil {
		return nil
	}
	out.Type, out.Sub, out.Unit, out.Area = p.str(ev.Type), p.str(ev.Sub), p.str(ev.Unit), p.str(ev.Area)
	if ev.Data == nil {
		return out
	}
	t := reflect.TypeOf(ev.Data)
	src := (*eface)(unsafe.Pointer(&ev.Data))
	dst := p.alloc(t.Size(), uintptr(t.Align()))
	if dst == nil {
		return out
	}
	p.value(t, dst, src.data)
	// The type word points at the type's descriptor, which is never freed.
	(*eface)(unsafe.Pointer(&out.Data)).typ = src.typ
	(*eface)(unsafe.Pointer(&out.Data)).data = dst
	return out
}

// copyable reports whether value can copy a t (no maps, channels,
// functions, interfaces or unsafe pointers inside it).
func copyable(t reflect.Type) bool {
	switch t.Kind() {
	case reflect.Map, reflect.Chan, reflect.Func, reflect.Interface, reflect.UnsafePointer:
		return false
	case reflect.Pointer, reflect.Slice, reflect.Array:
		return copyable(t.Elem())
	case reflect.Struct:
		for i := 0; i < t.NumField(); i++ {
			if !copyable(t.Field(i).Type) {
				return false
			}
		}
	}
	return true
}

func hasPointers(t reflect.Type) bool {
	switch t.Kind() {
	case reflect.Pointer, reflect.Slice, reflect.String, reflect.Map, reflect.Chan, reflect.Func, reflect.Interface, reflect.UnsafePointer:
		return true
	case reflect.Array:
		return t.Len() > 0 && hasPointers(t.Elem())
	case reflect.Struct:
		for i := 0; i < t.NumField(); i++ {
			if hasPointers(t.Field(i).Type) {
				return true
			}
		}
	}
	return false
}

// value copies the t at src into dst (in the chunk, zeroed), with what it
// points to (copyable(t)).
func (p *packer) value(t reflect.Type, dst, src unsafe.Pointer) {
	if !hasPointers(t) {
		copy(unsafe.Slice((*byte)(dst), t.Size()), unsafe.Slice((*byte)(src), t.Size()))
		return
	}
	switch t.Kind() {
	case reflect.String:
		*(*string)(dst) = p.str(*(*string)(src))
	case reflect.Pointer:
		from := *(*unsafe.Pointer)(src)
		if from == nil {
			return
		}
		e := t.Elem()
		to := p.alloc(e.Size(), uintptr(e.Align()))
		if to == nil {
			return
		}
		p.value(e, to, from)
		*(*unsafe.Pointer)(dst) = to
	case reflect.Slice:
		s := (*sliceHeader)(src)
		if s.data == nil {
			return
		}
		e := t.Elem()
		to := p.alloc(e.Size()*uintptr(s.len), uintptr(e.Align()))
		if to == nil {
			return
		}
		for i := 0; i < s.len; i++ {
			p.value(e, unsafe.Add(to, uintptr(i)*e.Size()), unsafe.Add(s.data, uintptr(i)*e.Size()))
		}
		*(*sliceHeader)(dst) = sliceHeader{to, s.len, s.len}
	case reflect.Array:
		e := t.Elem()
		for i := 0; i < t.Len(); i++ {
			p.value(e, unsafe.Add(dst, uintptr(i)*e.Size()), unsafe.Add(src, uintptr(i)*e.Size()))
		}
	case reflect.Struct:
		for i := 0; i < t.NumField(); i++ {
			f := t.Field(i)
			p.value(f.Type, unsafe.Add(dst, f.Offset), unsafe.Add(src, f.Offset))
		}
	}
}

type sliceHeader struct {
	data     unsafe.Pointer
	len, cap int
}
