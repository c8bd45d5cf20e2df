package i18n

import (
	"fmt"
	"strings"
)

// The catalogue is written as Go (the Def literals of defs_*.go and the
// other files), checked by the tests and reviewed as code. The browser
// build compiles the same messages from one string instead: webbuild's
// catalogue overlay takes every Def literal whose fields are constant
// out of its register and registerMods calls and encodes them all with
// EncodeDefs into a generated file that hands the string to registerData
// (wasm/webbuild/catalogue_overlay.go, issue 16). A Def literal in Go
// costs a 64-byte array element of pointers and lengths beside its text,
// which compresses far worse than the text: in the wasm it was 23–51 KB
// more brotli than the same messages as one string. Lookups are the
// same: registerData registers each def as register does, its strings
// slices of the one string.

// Separators of EncodeDefs's records: no text of the catalogue holds
// either (EncodeDefs refuses one that does).
const (
	fieldSep  = "\x1f"
	recordSep = "\x1e"
)

// EncodeDefs encodes defs for registerData, in order: each def its kind
// ("m" for a modifier's reason, registered by registerMods; "" for
// register), id, arguments, English and Italian, separated by \x1f, and
// ended by \x1e.
func EncodeDefs(defs []Def, mods []bool) (string, error) {
	if len(mods) != len(defs) {
		return "", fmt.Errorf("i18n: %d defs and %d modifier marks", len(defs), len(mods))
	}
	var b strings.Builder
	for i, d := range defs {
		kind := ""
		if mods[i] {
			kind = "m"
		}
		for j, f := range [...]string{kind, d.ID, d.Args, d.EN, d.IT} {
			if strings.Contains(f, fieldSep) || strings.Contains(f, recordSep) {
				return "", fmt.Errorf("i18n: %s holds a separator (\\x1e or \\x1f)", d.ID)
			}
			if j > 0 {
				b.WriteString(fieldSep)
			}
			b.WriteString(f)
		}
		b.WriteString(recordSep)
	}
	return b.String(), nil
}

// decodeDefs calls f with each def EncodeDefs encoded in s, in order, and
// whether it is a modifier's reason; it returns an error, having called f
// for none, if s is not such an encoding.
func decodeDefs(s string, f func(d Def, mod bool)) error {
	entries, mods, err := decodeEntries(s)
	if err != nil {
		return err
	}
	for i := range entries {
		f(entries[i].def, mods[i])
	}
	return nil
}

// decodeEntries cuts the records EncodeDefs encoded in s into entries (the
// defs set, nothing else), in order, and whether each is a modifier's
// reason, reading s once into one slice of entries.
func decodeEntries(s string) ([]entry, []bool, error) {
	n := strings.Count(s, recordSep)
	entries := make([]entry, n)
	mods := make([]bool, n)
	k := 0
	for rest := s; rest != ""; k++ {
		rec, after, ok := strings.Cut(rest, recordSep)
		if !ok {
			return nil, nil, fmt.Errorf("i18n: the encoded catalogue ends inside a record")
		}
		rest = after
		var fs [5]string
		for i := range 4 {
			var found bool
			fs[i], rec, found = strings.Cut(rec, fieldSep)
			if !found {
				return nil, nil, fmt.Errorf("i18n: a record of the encoded catalogue has %d fields, not 5", i+1)
			}
		}
		fs[4] = rec
		if fs[0] != "" && fs[0] != "m" {
			return nil, nil, fmt.Errorf("i18n: %s: kind %q", fs[1], fs[0])
		}
		entries[k].def = Def{ID: fs[1], Args: fs[2], EN: fs[3], IT: fs[4]}
		mods[k] = fs[0] == "m"
	}
	return entries, mods, nil
}

// registerData registers the defs EncodeDefs encoded in s, as register
// and registerMods would; a malformed s is recorded in problems (the
// browser build's data comes from EncodeDefs, so never). It is the
// browser build's i18n init, the largest package initialisation before
// the first frame (issue 16), so the entries are one slice and an empty
// catalogue is made at its size (BenchmarkRegisterData: 3,547 → 29 allocations, 783 → 683 KB).
func registerData(s string) {
	entries, mods, err := decodeEntries(s)
	if err != nil {
		problems = append(problems, err)
		return
	}
	if len(catalogue) == 0 {
		catalogue = make(map[string]*entry, len(entries))
	}
	for i := range entries {
		registerEntry(&entries[i])
		if mods[i] {
			modReasons[entries[i].def.EN] = entries[i].def.ID
		}
	}
}
