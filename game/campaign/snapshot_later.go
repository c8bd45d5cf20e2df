package campaign

import (
	"encoding"
	"encoding/json"
	"reflect"
	"strings"
	"sync"

	"periscope/game/engine"
)

// SnapshotLater implements engine.LaterSnapshotter (issue 16): the session
// takes its turn-start checkpoint as a fork of the game, and the decisions
// after it encode the fork's snapshot a slice each, so that no decision pays
// for the whole encoding (late in a campaign the checkpoint's Snapshot was
// most of a turn's first decision). The slices add up to Snapshot's bytes,
// byte for byte (TestSnapshotLaterIsTheSnapshot): json.Marshal of the state,
// field by field in the order encoding/json writes them, the long lists
// element by element, and the finished patrols' kept encoding.
//
// The copy's boats go into an array of the game's dropped views
// (RecycleView), and back to it once the snapshot is encoded: nothing runs
// or reads the copy after that (an undo meanwhile forks it; after, it
// restores the snapshot), so a turn's fork no longer allocates the boats'
// array (issue 16: most of the fork's bytes).
func (g *Game) SnapshotLater() (engine.Game, func(budget int) ([]byte, error), error) {
	var spare []Sub
	if n := len(g.spare); n > 0 {
		spare, g.spare = g.spare[n-1], g.spare[:n-1]
	}
	// Fork's copy, its boats copied as a view's are (phaseView).
	f := newGame(g.T, g.S.clone(false, spare))
	if c := g.patrolsJSON; c.s == g.S && c.n <= len(f.S.Patrols) {
		f.patrolsJSON = patrolsJSON{s: f.S, n: c.n, b: c.b[:len(c.b):len(c.b)]}
	}
	e := &stateEncoder{g: f, from: g, elem: -1}
	return f, e.done(e.next), nil
}

// done hands the copy's boats back to the game once next has returned the
// whole snapshot.
func (e *stateEncoder) done(next func(int) ([]byte, error)) func(int) ([]byte, error) {
	return func(budget int) ([]byte, error) {
		b, err := next(budget)
		if b != nil && err == nil {
			e.from.snapLen = len(b)
		}
		if b != nil && err == nil && e.g != nil {
			e.from.RecycleView(e.g.S)
			e.g = nil
		}
		return b, err
	}
}

// stateField is how encoding/json writes one field of State: its index
// (through the embedded engine.Procedure), its key, omitempty, and whether
// it is a list written element by element.
type stateField struct {
	index     []int
	key       string // `"name":`
	omitEmpty bool
	elems     bool
	patrols   bool
}

var (
	statePlanOnce sync.Once
	statePlan     []stateField
	statePlanOK   bool
)

// planState lists State's fields as encoding/json writes them. A field it
// cannot follow exactly (a tag option other than omitempty, an embedded
// field that is not a plain struct, an unusual name) makes the encoder
// marshal the state in one go instead.
func planState() ([]stateField, bool) {
	statePlanOnce.Do(func() {
		statePlan, statePlanOK = planFields(reflect.TypeFor[State](), nil)
	})
	return statePlan, statePlanOK
}

var (
	marshalerType     = reflect.TypeFor[json.Marshaler]()
	textMarshalerType = reflect.TypeFor[encoding.TextMarshaler]()
)

func planFields(t reflect.Type, prefix []int) ([]stateField, bool) {
	var out []stateField
	for i := 0; i < t.NumField(); i++ {
		sf := t.Field(i)
		index := append(append([]int(nil), prefix...), i)
		tag, hasTag := sf.Tag.Lookup("json")
		if sf.Anonymous {
			if hasTag || sf.Type.Kind() != reflect.Struct || !sf.IsExported() {
				return nil, false
			}
			inner, ok := planFields(sf.Type, index)
			if !ok {
				return nil, false
			}
			out = append(out, inner...)
			continue
		}
		if !sf.IsExported() || tag == "-" {
			continue
		}
		name, opts, _ := strings.Cut(tag, ",")
		if opts != "" && opts != "omitempty" {
			return nil, false
		}
		if name == "" {
			name = sf.Name
		}
		for _, r := range name {
			if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '_') {
				return nil, false
			}
		}
		ft := sf.Type
		elems := ft.Kind() == reflect.Slice && ft.Elem().Kind() != reflect.Uint8 &&
			!ft.Implements(marshalerType) && !reflect.PointerTo(ft).Implements(marshalerType) &&
			!ft.Implements(textMarshalerType) && !reflect.PointerTo(ft).Implements(textMarshalerType)
		out = append(out, stateField{index: index, key: `"` + name + `":`, omitEmpty: opts == "omitempty", elems: elems, patrols: sf.Name == "Patrols" && prefix == nil})
	}
	return out, true
}

// isEmpty is encoding/json's test for omitempty.
func isEmpty(v reflect.Value) bool {
	switch v.Kind() {
	case reflect.Array, reflect.Map, reflect.Slice, reflect.String:
		return v.Len() == 0
	case reflect.Bool:
		return !v.Bool()
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return v.Int() == 0
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		return v.Uint() == 0
	case reflect.Float32, reflect.Float64:
		return v.Float() == 0
	case reflect.Interface, reflect.Pointer:
		return v.IsNil()
	}
	return false
}

// stateEncoder writes a fork's state a slice at a time. The finished
// patrols the game had encoded when it was forked are copied; those filed
// since are encoded here, and the game the fork was made from (from) gets
// the whole list's encoding for its next snapshot (its patrols begin with
// the fork's: the rules only append to them).
type stateEncoder struct {
	g, from *Game
	buf     []byte
	field   int // the next field of the plan
	elem    int // the next element of a list being written, -1 between fields
	wrote   bool
	// pat is where the patrols' elements start in buf (0: not written).
	pat int
}

// next writes about budget more bytes; it returns the whole encoding once
// written.
func (e *stateEncoder) next(budget int) ([]byte, error) {
	plan, ok := planState()
	if !ok {
		return json.Marshal(e.g.S)
	}
	if e.buf == nil {
		// Room for the last snapshot's length and a little more: grown by
		// append, the buffer was copied into one twice its size in the
		// slice that crossed it (issue 16: half a megabyte at once late
		// in a campaign).
		e.buf = make([]byte, 0, max(len(e.g.patrolsJSON.b)+64<<10, e.from.snapLen+e.from.snapLen/16))
		e.buf = append(e.buf, '{')
	}
	sv := reflect.ValueOf(e.g.S).Elem()
	start := len(e.buf)
	for len(e.buf)-start < budget {
		if e.field == len(plan) {
			out := append(e.buf, '}')
			e.buf = nil
			e.keepPatrols(out)
			return out, nil
		}
		f := plan[e.field]
		v := sv.FieldByIndex(f.index)
		if e.elem < 0 {
			if f.omitEmpty && isEmpty(v) {
				e.field++
				continue
			}
			if e.wrote {
				e.buf = append(e.buf, ',')
			}
			e.wrote = true
			e.buf = append(e.buf, f.key...)
			if c := e.g.patrolsJSON; f.patrols && c.s == e.g.S && c.n <= v.Len() && c.n > 0 {
				// The finished patrols' kept encoding (Snapshot's),
				// then those filed since, one by one.
				e.buf = append(e.buf, '[')
				e.pat = len(e.buf)
				e.buf = append(e.buf, c.b...)
				e.elem = c.n
				continue
			}
			if f.patrols && v.Len() > 0 {
				e.pat = len(e.buf) + 1
			}
			if !f.elems {
				b, err := json.Marshal(v.Addr().Interface())
				if err != nil {
					return nil, err
				}
				e.buf = append(e.buf, b...)
				e.field++
				continue
			}
			if v.IsNil() {
				e.buf = append(e.buf, "null"...)
				e.field++
				continue
			}
			e.buf = append(e.buf, '[')
			e.elem = 0
		}
		if e.elem == v.Len() {
			e.buf = append(e.buf, ']')
			e.elem = -1
			e.field++
			continue
		}
		if e.elem > 0 {
			e.buf = append(e.buf, ',')
		}
		b, err := json.Marshal(v.Index(e.elem).Addr().Interface())
		if err != nil {
			return nil, err
		}
		e.buf = append(e.buf, b...)
		e.elem++
	}
	return nil, nil
}

// keepPatrols hands the patrols' encoding in the finished snapshot out to
// the game the fork was made from, when it is longer than what that game
// keeps and the game has not started over since (Snapshot's cache).
func (e *stateEncoder) keepPatrols(out []byte) {
	n := len(e.g.S.Patrols)
	if e.pat == 0 || n < snapshotPatrolsCached {
		return
	}
	end := len(out) - 2 // before "]}": the patrols are the last field
	if out[end] != ']' {
		return
	}
	c := &e.from.patrolsJSON
	if (c.s != nil && c.s != e.from.S) || c.n >= n || n > len(e.from.S.Patrols) {
		return
	}
	*c = patrolsJSON{s: e.from.S, n: n, b: out[e.pat:end:end]}
}
