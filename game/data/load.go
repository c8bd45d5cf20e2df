package data

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"path"
	"reflect"
	"regexp"
	"sort"
	"strings"

	"encoding/json"
)

// Files is the fixed layout of a theatre directory: each file holds some of
// the Theatre's top-level fields. Scenarios live one per file under
// scenarios/.
var Files = []string{
	"rules.json",
	"map.json",
	"uboats.json",
	"allied.json",
	"warmix.json",
	"tables.json",
	"events.json",
	"reinforcements.json",
	"aircraft.json",
}

// Error is a data problem: the file, the path inside it and the reason.
type Error struct {
	File   string
	Path   string
	Reason string
}

func (e Error) Error() string {
	if e.Path == "" {
		return fmt.Sprintf("%s: %s", e.File, e.Reason)
	}
	return fmt.Sprintf("%s: %s: %s", e.File, e.Path, e.Reason)
}

// Errors is a list of data problems, reported together.
type Errors []Error

func (es Errors) Error() string {
	var b strings.Builder
	for i, e := range es {
		if i > 0 {
			b.WriteByte('\n')
		}
		b.WriteString(e.Error())
		if i == 19 && len(es) > 20 {
			fmt.Fprintf(&b, "\n... and %d more", len(es)-20)
			break
		}
	}
	return b.String()
}

// Load reads a theatre from dir in fsys, indexes and validates it. A broken
// file fails with the file, the path inside it and the reason.
func Load(fsys fs.FS, dir string) (*Theatre, error) {
	t := &Theatre{}
	origin := map[string]string{} // top-level JSON field → file
	for _, name := range Files {
		p := path.Join(dir, name)
		b, err := fs.ReadFile(fsys, p)
		if err != nil {
			return nil, Errors{{File: p, Reason: err.Error()}}
		}
		if at, err := decodeStrict(b, t); err != nil {
			return nil, Errors{{File: p, Path: at, Reason: err.Error()}}
		}
		var top map[string]json.RawMessage
		if err := json.Unmarshal(b, &top); err == nil {
			for k := range top {
				if prev, dup := origin[k]; dup {
					return nil, Errors{{File: p, Path: k, Reason: "also defined in " + prev}}
				}
				origin[k] = p
			}
		}
	}
	scDir := path.Join(dir, "scenarios")
	entries, err := fs.ReadDir(fsys, scDir)
	if err != nil {
		return nil, Errors{{File: scDir, Reason: err.Error()}}
	}
	var names []string
	for _, e := range entries {
		if !e.IsDir() && strings.HasSuffix(e.Name(), ".json") {
			names = append(names, e.Name())
		}
	}
	sort.Strings(names)
	scenarioFile := map[string]string{}
	for _, n := range names {
		p := path.Join(scDir, n)
		b, err := fs.ReadFile(fsys, p)
		if err != nil {
			return nil, Errors{{File: p, Reason: err.Error()}}
		}
		var s Scenario
		if at, err := decodeStrict(b, &s); err != nil {
			return nil, Errors{{File: p, Path: at, Reason: err.Error()}}
		}
		scenarioFile[s.ID] = p
		t.Scenarios = append(t.Scenarios, s)
	}
	t.files = origin
	t.scenarioFiles = scenarioFile
	if errs := t.Prepare(); len(errs) > 0 {
		return nil, errs
	}
	return t, nil
}

// decodeStrict decodes one JSON value into v, rejecting unknown fields and
// anything after the value. On failure it also returns, where it can tell,
// the path inside the file ("map.areas[3].colour", "line 12").
func decodeStrict(b []byte, v any) (string, error) {
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		msg := err.Error()
		if strings.Contains(msg, "unknown field") {
			var raw any
			if json.Unmarshal(b, &raw) == nil {
				if p := unknownField(raw, reflect.TypeOf(v), ""); p != "" {
					return p, fmt.Errorf("unknown field (not part of the data model)")
				}
			}
		}
		var te *json.UnmarshalTypeError
		if errors.As(err, &te) && te.Field != "" {
			return fieldPath(b, te), err
		}
		return "", err
	}
	// Only white space may follow the value (Decoder.More alone lets a
	// stray "}" or "]" through).
	off := int(dec.InputOffset())
	for off < len(b) && strings.IndexByte(" \t\r\n", b[off]) >= 0 {
		off++
	}
	if off < len(b) {
		return fmt.Sprintf("line %d", 1+bytes.Count(b[:off], []byte("\n"))), fmt.Errorf("unexpected data after the JSON value")
	}
	return "", nil
}

// indexSuffix finds the list indices in a path ("areas[3]").
var indexSuffix = regexp.MustCompile(`\[[0-9]+\]`)

// fieldPath gives a type error's place with its list indices
// ("map.areas[3].lat"): encoding/json names the field without them
// ("map.areas.lat"), so the indices come from walking the file's tokens to
// the byte offset where the decoder stopped. Any prefix the error's field
// has beyond the file (a wrapper the caller decoded into) is kept.
func fieldPath(b []byte, te *json.UnmarshalTypeError) string {
	p := pathAt(b, te.Offset)
	if p == "" {
		return te.Field
	}
	bare := indexSuffix.ReplaceAllString(p, "")
	if prefix, ok := strings.CutSuffix(te.Field, bare); ok && bare != "" {
		return prefix + p
	}
	return te.Field
}

// pathAt returns the path of the JSON value that ends at or after byte off
// of b ("areas[0].lat"), or "" if the walk does not get there.
func pathAt(b []byte, off int64) string {
	type level struct {
		array   bool
		index   int
		key     string
		wantKey bool
	}
	var st []level
	path := func() string {
		var sb strings.Builder
		for _, l := range st {
			if l.array {
				fmt.Fprintf(&sb, "[%d]", l.index)
			} else if l.key != "" {
				if sb.Len() > 0 {
					sb.WriteByte('.')
				}
				sb.WriteString(l.key)
			}
		}
		return sb.String()
	}
	// startValue moves the enclosing list to its next element.
	startValue := func() {
		if n := len(st); n > 0 && st[n-1].array {
			st[n-1].index++
		}
	}
	// endValue makes the enclosing object wait for its next key.
	endValue := func() {
		if n := len(st); n > 0 && !st[n-1].array {
			st[n-1].wantKey = true
		}
	}
	dec := json.NewDecoder(bytes.NewReader(b))
	for {
		tok, err := dec.Token()
		if err != nil {
			return ""
		}
		if d, ok := tok.(json.Delim); ok {
			switch d {
			case '{', '[':
				startValue()
				if dec.InputOffset() >= off {
					return path()
				}
				st = append(st, level{array: d == '[', index: -1, wantKey: d == '{'})
			default:
				st = st[:len(st)-1]
				endValue()
			}
			continue
		}
		if n := len(st); n > 0 && st[n-1].wantKey {
			st[n-1].key, _ = tok.(string)
			st[n-1].wantKey = false
			continue
		}
		startValue()
		if dec.InputOffset() >= off {
			return path()
		}
		endValue()
	}
}

// unknownField walks decoded JSON against the Go type it should fill and
// returns the path of the first key (in sorted order) that the type has no
// field for, or "".
func unknownField(v any, t reflect.Type, path string) string {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	join := func(k string) string {
		if path == "" {
			return k
		}
		return path + "." + k
	}
	switch x := v.(type) {
	case map[string]any:
		keys := make([]string, 0, len(x))
		for k := range x {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		switch t.Kind() {
		case reflect.Map:
			for _, k := range keys {
				if p := unknownField(x[k], t.Elem(), join(k)); p != "" {
					return p
				}
			}
		case reflect.Struct:
			fields := map[string]reflect.Type{}
			for i := 0; i < t.NumField(); i++ {
				f := t.Field(i)
				name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
				if name == "-" || !f.IsExported() {
					continue
				}
				if name == "" {
					name = f.Name
				}
				fields[name] = f.Type
			}
			for _, k := range keys {
				ft, ok := fields[k]
				if !ok {
					return join(k)
				}
				if p := unknownField(x[k], ft, join(k)); p != "" {
					return p
				}
			}
		}
	case []any:
		if t.Kind() == reflect.Slice || t.Kind() == reflect.Array {
			for i, e := range x {
				if p := unknownField(e, t.Elem(), fmt.Sprintf("%s[%d]", path, i)); p != "" {
					return p
				}
			}
		}
	}
	return ""
}

// Prepare derives the computed fields, builds the indexes and validates
// (not in the browser build: see validateOnLoad). Load calls it; tests that
// build a Theatre in Go call it directly.
func (t *Theatre) Prepare() Errors {
	for i := range t.Allied {
		a := &t.Allied[i]
		a.ASW2 = int(a.ASW*2 + 0.5)
	}
	errs := t.index()
	if len(errs) > 0 {
		return errs
	}
	if !validateOnLoad {
		return nil
	}
	return t.Validate()
}

// fileOf names the file a top-level field came from (for error messages).
func (t *Theatre) fileOf(field string) string {
	if f, ok := t.files[field]; ok {
		return f
	}
	return field + " (built in Go)"
}

func (t *Theatre) scenarioFile(id string) string {
	if f, ok := t.scenarioFiles[id]; ok {
		return f
	}
	return "scenario " + id
}

func (t *Theatre) index() Errors {
	var errs Errors
	dup := func(field, kind, id string, seen map[string]bool, at string) {
		if id == "" {
			errs = append(errs, Error{t.fileOf(field), at, kind + " without an id"})
			return
		}
		if seen[id] {
			errs = append(errs, Error{t.fileOf(field), at, "duplicate " + kind + " id " + quote(id)})
		}
		seen[id] = true
	}
	t.areaByID = map[string]*Area{}
	seen := map[string]bool{}
	for i := range t.Map.Areas {
		a := &t.Map.Areas[i]
		a.N = i
		dup("map", "area", a.ID, seen, fmt.Sprintf("map.areas[%d]", i))
		t.areaByID[a.ID] = a
	}
	t.baseByID = map[string]*Base{}
	seen = map[string]bool{}
	for i := range t.Map.Bases {
		b := &t.Map.Bases[i]
		dup("map", "base", b.ID, seen, fmt.Sprintf("map.bases[%d]", i))
		t.baseByID[b.ID] = b
	}
	t.classByID = map[string]*SubClass{}
	seen = map[string]bool{}
	for i := range t.SubClasses {
		c := &t.SubClasses[i]
		dup("subClasses", "sub class", c.ID, seen, fmt.Sprintf("subClasses[%d]", i))
		t.classByID[c.ID] = c
	}
	t.boatByID = map[string]*Boat{}
	seen = map[string]bool{}
	for i := range t.Boats {
		b := &t.Boats[i]
		dup("boats", "boat", b.ID, seen, fmt.Sprintf("boats[%d]", i))
		t.boatByID[b.ID] = b
	}
	t.aceByID = map[string]*Ace{}
	seen = map[string]bool{}
	for i := range t.Aces {
		a := &t.Aces[i]
		dup("aces", "ace", a.ID, seen, fmt.Sprintf("aces[%d]", i))
		t.aceByID[a.ID] = a
	}
	t.alliedByID = map[string]*AlliedType{}
	seen = map[string]bool{}
	for i := range t.Allied {
		a := &t.Allied[i]
		a.N = i
		dup("allied", "allied counter", a.ID, seen, fmt.Sprintf("allied[%d]", i))
		t.alliedByID[a.ID] = a
	}
	t.eventByID = map[string]*WarEvent{}
	seen = map[string]bool{}
	for i := range t.Events {
		e := &t.Events[i]
		dup("events", "war event", e.ID, seen, fmt.Sprintf("events[%d]", i))
		t.eventByID[e.ID] = e
	}
	t.forced, t.forcedAt, t.forcedLen = forcedEvents(t.Events), nil, len(t.Events)
	if len(t.Events) > 0 {
		t.forcedAt = &t.Events[0]
	}
	t.scenarioByID = map[string]*Scenario{}
	seen = map[string]bool{}
	for i := range t.Scenarios {
		s := &t.Scenarios[i]
		if seen[s.ID] {
			errs = append(errs, Error{t.scenarioFile(s.ID), "id", "duplicate scenario id " + quote(s.ID)})
		}
		seen[s.ID] = true
		t.scenarioByID[s.ID] = s
	}
	t.aircraftByID = map[string]*Aircraft{}
	seen = map[string]bool{}
	for i := range t.Aircraft {
		a := &t.Aircraft[i]
		dup("aircraft", "aircraft", a.ID, seen, fmt.Sprintf("aircraft[%d]", i))
		t.aircraftByID[a.ID] = a
	}
	t.tenderByID = map[string]*Tender{}
	seen = map[string]bool{}
	for i := range t.Tenders {
		a := &t.Tenders[i]
		dup("tenders", "tender", a.ID, seen, fmt.Sprintf("tenders[%d]", i))
		t.tenderByID[a.ID] = a
	}
	t.supplyByID = map[string]*SupplyShip{}
	seen = map[string]bool{}
	for i := range t.Supply {
		a := &t.Supply[i]
		dup("supplyShips", "supply ship", a.ID, seen, fmt.Sprintf("supplyShips[%d]", i))
		t.supplyByID[a.ID] = a
	}
	t.adjacent = map[string][]Route{}
	for _, r := range t.Map.Routes {
		t.adjacent[r.From] = append(t.adjacent[r.From], r)
		t.adjacent[r.To] = append(t.adjacent[r.To], Route{From: r.To, To: r.From, Cost: r.Cost})
	}
	for k := range t.adjacent {
		rs := t.adjacent[k]
		sort.Slice(rs, func(i, j int) bool { return rs[i].To < rs[j].To })
	}
	return errs
}

func quote(s string) string { return `"` + s + `"` }

// Area returns the area with that id, or nil.
func (t *Theatre) Area(id string) *Area { return t.areaByID[id] }

// Base returns the base display with that id, or nil.
func (t *Theatre) Base(id string) *Base { return t.baseByID[id] }

// Class returns the sub class with that id, or nil.
func (t *Theatre) Class(id string) *SubClass { return t.classByID[id] }

// Boat returns the boat with that id, or nil.
func (t *Theatre) Boat(id string) *Boat { return t.boatByID[id] }

// AceByID returns the ace with that id, or nil.
func (t *Theatre) AceByID(id string) *Ace { return t.aceByID[id] }

// AlliedType returns the allied counter type with that id, or nil.
func (t *Theatre) AlliedType(id string) *AlliedType { return t.alliedByID[id] }

// Event returns the war event with that id, or nil.
func (t *Theatre) Event(id string) *WarEvent { return t.eventByID[id] }

// Scenario returns the scenario with that id, or nil.
func (t *Theatre) Scenario(id string) *Scenario { return t.scenarioByID[id] }

// AircraftByID returns the aircraft with that id, or nil.
func (t *Theatre) AircraftByID(id string) *Aircraft { return t.aircraftByID[id] }

// Tender returns the tender with that id, or nil.
func (t *Theatre) Tender(id string) *Tender { return t.tenderByID[id] }

// SupplyShip returns the supply ship with that id, or nil.
func (t *Theatre) SupplyShip(id string) *SupplyShip { return t.supplyByID[id] }

// Routes returns the routes leaving a node (both directions of every
// route), sorted by destination.
func (t *Theatre) Routes(from string) []Route { return t.adjacent[from] }

// Link returns the route between two nodes and whether there is one.
func (t *Theatre) Link(a, b string) (Route, bool) {
	for _, r := range t.adjacent[a] {
		if r.To == b {
			return r, true
		}
	}
	return Route{}, false
}

// InRegion reports whether the area belongs to the region.
func (a *Area) InRegion(r string) bool {
	for _, x := range a.Regions {
		if x == r {
			return true
		}
	}
	return false
}
