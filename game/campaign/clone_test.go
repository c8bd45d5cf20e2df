package campaign

import (
	"fmt"
	"periscope/game/engine"
	"reflect"
	"testing"
)

// fill sets every field reachable from v, through every slice, map and
// pointer, to a value derived from seed: slices and maps get two elements,
// pointers a new value. With empty set, slices and maps are made empty but
// not nil instead. A type that holds itself (a message whose arguments are
// messages) is filled three levels deep.
func fill(v reflect.Value, seed *int, empty bool) { fillIn(v, seed, empty, map[reflect.Type]int{}) }

func fillIn(v reflect.Value, seed *int, empty bool, open map[reflect.Type]int) {
	*seed++
	if v.Kind() == reflect.Pointer || v.Kind() == reflect.Slice || v.Kind() == reflect.Map {
		if open[v.Type()] >= 3 {
			return // deep enough: nil
		}
		open[v.Type()]++
		defer func() { open[v.Type()]-- }()
	}
	fill := func(v reflect.Value, seed *int, empty bool) { fillIn(v, seed, empty, open) }
	switch v.Kind() {
	case reflect.Bool:
		v.SetBool(*seed%2 == 1)
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		v.SetInt(int64(*seed))
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		v.SetUint(uint64(*seed))
	case reflect.Float32, reflect.Float64:
		v.SetFloat(float64(*seed) / 7)
	case reflect.String:
		v.SetString(fmt.Sprint("s", *seed))
	case reflect.Pointer:
		p := reflect.New(v.Type().Elem())
		fill(p.Elem(), seed, empty)
		v.Set(p)
	case reflect.Slice:
		n := 2
		if empty {
			n = 0
		}
		s := reflect.MakeSlice(v.Type(), n, n)
		for i := 0; i < n; i++ {
			fill(s.Index(i), seed, empty)
		}
		v.Set(s)
	case reflect.Map:
		m := reflect.MakeMap(v.Type())
		for i := 0; i < 2 && !empty; i++ {
			k := reflect.New(v.Type().Key()).Elem()
			fill(k, seed, empty)
			e := reflect.New(v.Type().Elem()).Elem()
			fill(e, seed, empty)
			m.SetMapIndex(k, e)
		}
		v.Set(m)
	case reflect.Struct:
		for i := 0; i < v.NumField(); i++ {
			if v.Type().Field(i).IsExported() {
				fill(v.Field(i), seed, empty)
			}
		}
	case reflect.Array:
		for i := 0; i < v.Len(); i++ {
			fill(v.Index(i), seed, empty)
		}
	case reflect.Func:
		// Left nil: the only funcs in a state are an option's words and
		// odds built on demand (engine.Option.Text, OddsFn), which a clone
		// builds and drops (TestClonePromptResolves).
	default:
		panic(fmt.Sprintf("fill: %s: kind %s", v.Type(), v.Kind()))
	}
}

// shared reports every slice, map or pointer that a and b (equal values)
// share, by path.
func shared(a, b reflect.Value, path string, out *[]string) {
	switch a.Kind() {
	case reflect.Pointer:
		if a.IsNil() || b.IsNil() {
			return
		}
		if a.Pointer() == b.Pointer() {
			*out = append(*out, path)
			return
		}
		shared(a.Elem(), b.Elem(), path, out)
	case reflect.Slice:
		if a.Len() == 0 || b.Len() == 0 {
			return
		}
		if a.Pointer() == b.Pointer() {
			*out = append(*out, path)
			return
		}
		for i := 0; i < a.Len() && i < b.Len(); i++ {
			shared(a.Index(i), b.Index(i), fmt.Sprintf("%s[%d]", path, i), out)
		}
	case reflect.Map:
		if a.IsNil() || b.IsNil() {
			return
		}
		if a.Pointer() == b.Pointer() {
			*out = append(*out, path)
			return
		}
		for _, k := range a.MapKeys() {
			if bv := b.MapIndex(k); bv.IsValid() {
				shared(a.MapIndex(k), bv, fmt.Sprintf("%s[%v]", path, k), out)
			}
		}
	case reflect.Struct:
		for i := 0; i < a.NumField(); i++ {
			shared(a.Field(i), b.Field(i), path+"."+a.Type().Field(i).Name, out)
		}
	case reflect.Array:
		for i := 0; i < a.Len(); i++ {
			shared(a.Index(i), b.Index(i), fmt.Sprintf("%s[%d]", path, i), out)
		}
	}
}

// TestCloneCoversEveryField fills every field of a State, at every depth,
// by reflection: the clone must be equal and share nothing. A field added
// to State or to a type it holds, and not copied by Clone, fails here.
func TestCloneCoversEveryField(t *testing.T) {
	for _, empty := range []bool{false, true} {
		var s State
		seed := 0
		fill(reflect.ValueOf(&s).Elem(), &seed, empty)
		c := s.Clone()
		if !reflect.DeepEqual(&s, c) {
			t.Fatalf("empty=%v: the clone differs from the state (a field left out of Clone?)\nstate %+v\nclone %+v", empty, s, *c)
		}
		var paths []string
		shared(reflect.ValueOf(s), reflect.ValueOf(*c), "State", &paths)
		for _, p := range paths {
			t.Errorf("empty=%v: the clone shares %s with the state", empty, p)
		}
		// Refilling the clone with other values leaves the state as it was.
		var again State
		seed = 0
		fill(reflect.ValueOf(&again).Elem(), &seed, empty)
		seed = 1000
		fill(reflect.ValueOf(c).Elem(), &seed, empty)
		if !reflect.DeepEqual(&s, &again) {
			t.Errorf("empty=%v: changing the clone changed the state", empty)
		}
	}
	var zero State
	if c := zero.Clone(); !reflect.DeepEqual(&zero, c) {
		t.Errorf("zero state: clone %+v", *c)
	}
	if (*State)(nil).Clone() != nil {
		t.Error("nil state: clone not nil")
	}
}

// TestCloneCheckIsStrict makes sure the check above can fail: a copy that
// shares the subs' patrol lists is caught.
func TestCloneCheckIsStrict(t *testing.T) {
	var s State
	seed := 0
	fill(reflect.ValueOf(&s).Elem(), &seed, false)
	c := s.Clone()
	c.Subs[1].Patrol.Areas = s.Subs[1].Patrol.Areas
	var paths []string
	shared(reflect.ValueOf(s), reflect.ValueOf(*c), "State", &paths)
	if len(paths) != 1 || paths[0] != "State.Subs[1].Patrol.Areas" {
		t.Errorf("shared = %v, want the one planted", paths)
	}
	c = s.Clone()
	c.Cups = nil
	if reflect.DeepEqual(&s, c) {
		t.Error("a clone without cups compares equal")
	}
}

// TestCloneViewSharesOnlyPatrols: the view is equal to the state and shares
// nothing but the finished patrols, the boats' patrol lists and the
// procedure's frame lists (which the rules only append to), each cut to
// its length, and the frames' answers and the pending decision (never
// changed once made; issue 16: copying the pending prompt's messages was a
// third of every phase view).
func TestCloneViewSharesOnlyPatrols(t *testing.T) {
	var s State
	seed := 0
	fill(reflect.ValueOf(&s).Elem(), &seed, false)
	c := s.CloneView()
	if !reflect.DeepEqual(&s, c) {
		t.Fatal("the view differs from the state")
	}
	var paths []string
	shared(reflect.ValueOf(s), reflect.ValueOf(*c), "State", &paths)
	want := []string{"State.Subs[0].Patrol.Sunk", "State.Subs[0].Patrol.Areas", "State.Subs[1].Patrol.Sunk", "State.Subs[1].Patrol.Areas",
		"State.Procedure.Stack[0].L", "State.Procedure.Stack[0].Ans", "State.Procedure.Stack[1].L", "State.Procedure.Stack[1].Ans",
		"State.Procedure.Pending", "State.Patrols"}
	if !reflect.DeepEqual(paths, want) {
		t.Errorf("the view shares %v, want only %v", paths, want)
	}
	n := len(c.Patrols)
	s.Patrols = append(s.Patrols, PatrolReport{Sub: "new"})
	if len(c.Patrols) != n || cap(c.Patrols) != n {
		t.Errorf("a patrol appended to the state reached the view: %d patrols, capacity %d", len(c.Patrols), cap(c.Patrols))
	}
	fr := &s.Stack[0]
	n = len(c.Stack[0].L)
	fr.L = append(fr.L, "new")
	if v := c.Stack[0]; len(v.L) != n || cap(v.L) != n {
		t.Errorf("an id appended to the state's frame list reached the view: %v", v.L)
	}
	s.Stack = append(s.Stack[:0], Frame{Op: "new"})
	if c.Stack[0].Op == "new" {
		t.Error("a frame pushed on the state's procedure reached the view")
	}
	p := &s.Subs[0].Patrol
	n = len(c.Subs[0].Patrol.Sunk)
	p.Sunk = append(p.Sunk, "new")
	if v := c.Subs[0].Patrol; len(v.Sunk) != n || cap(v.Sunk) != n {
		t.Errorf("a ship appended to the state's patrol log reached the view: %v", v.Sunk)
	}
	p.Met.Lone++
	if c.Subs[0].Patrol.Met.Lone == p.Met.Lone {
		t.Error("a contact counted in the state reached the view's Met")
	}
}

// TestClonePromptResolves: a pending prompt whose words and odds are built
// on demand is cloned with them built, from the state it was asked in, and
// with nothing on demand left to point back at that state.
func TestClonePromptResolves(t *testing.T) {
	var s State
	calls := 0
	s.Pending = &engine.Pending{Prompt: engine.Prompt{Kind: "x", Options: []engine.Option{{Key: "a",
		Text:   func(o *engine.Option) { calls++; o.Label = "A" },
		OddsFn: func() []engine.Odd { calls++; return []engine.Odd{{Outcome: "o", P: 0.5}} }}}}}
	c := s.Clone()
	o := c.Pending.Prompt.Options[0]
	if o.Label != "A" || len(o.Odds) != 1 || o.Lazy() {
		t.Errorf("clone's option %+v: want the label and odds built", o)
	}
	if calls != 2 {
		t.Errorf("built %d times, want once each", calls)
	}
	if s.Pending.Prompt.Options[0].Lazy() {
		t.Error("the state's own option is still built on demand after the clone built it")
	}
}
