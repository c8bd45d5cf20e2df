package save

import (
	"bytes"
	"encoding/json"
	"periscope/game/engine"
)

// The bounds of what a decoded save may hold. The caps on the file's size
// (MaxFileSize) and on the unpacked snapshot (MaxSnapshotSize) do not bound
// what the game is asked to build from them: a 94 KB file unpacked to a
// prompt of 1.5 million options, and a 91 KB one to 2.8 million stack
// frames, cost gigabytes (issue 15, defects 2 and 3). Before a snapshot is
// decoded into a game, checkLimits walks its JSON once, allocating nothing,
// and refuses one that goes past any of these, naming the bound. Each is
// far above what a real game holds (a whole 1939–43 campaign, measured in
// limits_test.go) and low enough that a save at every bound at once stays
// within the budget: checked or refused in 2 s and 256 MB natively.
const (
	// MaxDepth bounds the nesting of objects and lists. A game state
	// nests 7 deep, but a message joins its parts one inside another (a
	// withdrawal's checks, "A; then B; then C", two levels a check), so a
	// pending prompt's words nest deeper: 33 in a real 1939 campaign (a
	// doctrine game, seed 7, decision 39,600), and a voyage home of
	// sixteen legs could reach about 80.
	MaxDepth = 128
	// MaxStackFrames bounds the step machine's stack (a game holds a few
	// dozen frames).
	MaxStackFrames = 1000
	// MaxPromptOptions bounds the options of a pending decision (the
	// largest prompts list a few hundred).
	MaxPromptOptions = 5000
	// MaxLogEntries bounds a log kept in the state.
	MaxLogEntries = 200_000
	// MaxList bounds any other list (a whole campaign's longest, its
	// finished patrols, holds about 2,600).
	MaxList = 30_000
	// MaxString bounds any text, in bytes (the longest in a game is a
	// few hundred).
	MaxString = 16_384
	// MaxNumber bounds the digits of a number: 1e400 and a thousand-digit
	// integer are not numbers a game holds.
	MaxNumber = 40
	// MaxValues bounds the values (numbers, texts, objects, lists) in a
	// snapshot (a whole campaign ends with about 43,000). Decoding costs
	// up to some 200 bytes a value: this bound is what keeps a snapshot
	// within the memory budget.
	MaxValues = 500_000
)

// limitScan is one open object or list during checkLimits.
type limitScan struct {
	list  bool
	key   []byte // the key this container is the value of
	count int    // elements so far (lists)
	max   int    // the bound on its elements (lists)
	what  string // what the bound is called, for the refusal
}

// bounded refuses a decoded file whose snapshot goes past the bounds.
func bounded(f *File, err error) (*File, error) {
	if err != nil {
		return nil, err
	}
	if err := checkSnapshotLimits(f.Snapshot); err != nil {
		return nil, err
	}
	return f, nil
}

// checkSnapshotLimits checks a snapshot's JSON against the bounds above.
// JSON that is not well formed passes: decoding it fails with its own
// reason.
func checkSnapshotLimits(snap []byte) error {
	if !json.Valid(snap) {
		return nil
	}
	return checkLimits(snap, nil, false)
}

// checkFileLimits checks a whole save file (well formed, at most
// MaxFileSize) for depth, numbers and repeated fields. Its values are not
// counted (the record's choices have their own bound, MaxChoices), nor its
// texts measured (the compressed snapshot is one long text; the name and
// the summary are cut to length when decoded).
func checkFileLimits(data []byte) error { return checkLimits(data, nil, true) }

// limitStats are the largest sizes checkLimits met (for the tests that
// measure real games against the bounds).
type limitStats struct {
	Depth, Values, String, Number int
	Lists                         map[string]int // longest list by what its bound calls it
}

// checkLimits walks well-formed JSON once, keeping no more than MaxDepth
// containers, and refuses it at the first bound it passes.
func checkLimits(data []byte, st *limitStats, file bool) error {
	var stack [MaxDepth]limitScan
	// The root object's keys, to refuse one given twice (two parsers may
	// keep different ones; the game keeps the last). A root with more
	// keys than this has unknown fields past them, which are not checked.
	var rootKeys [64][]byte
	nroot := 0
	depth, values := 0, 0
	what := "The save's game state"
	if file {
		what = "The save"
	}
	expectKey := false // the next string is an object's key
	var key []byte     // the key of the value about to start
	// value counts a value starting here in its container.
	value := func() error {
		values++
		if values > MaxValues && !file {
			return refuse(CodeTooBig, nil, "%s holds more than %s values; no game is that large (the limit is %s).", what, engine.Thousands(MaxValues), engine.Thousands(MaxValues))
		}
		if depth > 0 && stack[depth-1].list {
			t := &stack[depth-1]
			t.count++
			if st != nil && t.count > st.Lists[t.what] {
				st.Lists[t.what] = t.count
			}
			if t.count > t.max {
				return refuse(CodeTooBig, nil, "%s has more than %s %s; no game has (the limit is %s). Was it edited by hand?", what, engine.Thousands(t.max), t.what, engine.Thousands(t.max))
			}
		}
		return nil
	}
	if st != nil {
		defer func() { st.Values = values }()
	}
	for i := 0; i < len(data); {
		switch c := data[i]; c {
		case ' ', '\t', '\n', '\r', ':':
			i++
		case ',':
			expectKey = depth > 0 && !stack[depth-1].list
			i++
		case '{', '[':
			if err := value(); err != nil {
				return err
			}
			if depth == MaxDepth {
				return refuse(CodeTooBig, nil, "%s is nested more than %d levels deep; no game is (the limit is %d).", what, MaxDepth, MaxDepth)
			}
			s := limitScan{list: c == '[', key: key}
			if s.list {
				var parent []byte
				if depth > 0 {
					parent = stack[depth-1].key
				}
				s.max, s.what = listLimit(key, parent)
				if file && string(key) == "choices" {
					s.max, s.what = MaxChoices, "choices in its record"
				}
			}
			stack[depth] = s
			depth++
			if st != nil {
				st.Depth = max(st.Depth, depth)
			}
			expectKey = c == '{'
			key = nil
			i++
		case '}', ']':
			if depth > 0 {
				depth--
			}
			i++
		case '"':
			j := stringEnd(data, i)
			if expectKey {
				key = data[i+1 : j-1]
				expectKey = false
				if depth == 1 {
					for _, k := range rootKeys[:nroot] {
						if bytes.Equal(k, key) {
							return refuse(CodeMalformed, nil, "The save has the field %q twice. Was it edited by hand?", clip(string(key), 40))
						}
					}
					if nroot < len(rootKeys) {
						rootKeys[nroot] = key
						nroot++
					}
				}
			} else {
				if err := value(); err != nil {
					return err
				}
				if st != nil {
					st.String = max(st.String, j-i-2)
				}
				if j-i-2 > MaxString && !file {
					return refuse(CodeTooBig, nil, "%s has a text of %s; no game has one longer than %s (the limit).", what, Bytes(j-i-2), Bytes(MaxString))
				}
				key = nil
			}
			i = j
		default: // a number, true, false or null
			if err := value(); err != nil {
				return err
			}
			j := i
			for j < len(data) && !endsNumber(data[j]) {
				j++
			}
			if st != nil {
				st.Number = max(st.Number, j-i)
			}
			if j-i > MaxNumber {
				return refuse(CodeTooBig, nil, "%s has a number %d characters long; no game has one longer than %d (the limit).", what, j-i, MaxNumber)
			}
			key = nil
			i = j
		}
	}
	return nil
}

// listLimit is the bound on a list that is the value of key inside an
// object that is the value of parent.
func listLimit(key, parent []byte) (int, string) {
	switch {
	case string(key) == "stack":
		return MaxStackFrames, "frames on its step machine's stack"
	case string(key) == "options" && string(parent) == "prompt":
		return MaxPromptOptions, "options in its pending decision"
	case string(key) == "log":
		return MaxLogEntries, "entries in its log"
	}
	return MaxList, "entries in one list"
}

func endsNumber(c byte) bool {
	switch c {
	case ' ', '\t', '\r', '\n', ',', ']', '}':
		return true
	}
	return false
}

// stringEnd returns the index just past the JSON string starting at i.
func stringEnd(data []byte, i int) int {
	for j := i + 1; j < len(data); j++ {
		switch data[j] {
		case '\\':
			j++
		case '"':
			return j + 1
		}
	}
	return len(data)
}
