// Package jsonscan reads JSON values' extents and validity by hand, as
// encoding/json reads them, for the two places that must not pay for its
// scanner (issue 16): save's quickHead reads a stored point's head on
// every undo (Value, String, Space: one tight pass over the ~70 KB before
// the finished patrols instead of json.Decoder's state function a byte),
// and campaign's restore finds where each finished patrol ends in the
// snapshot's list (ListEnds), to reuse the patrols an earlier restore
// decoded from the same bytes. One scanner for both (session 40,
// cache27): the strings and their escapes, the depth, are got right in
// one place; FuzzValue and FuzzListEnds compare it with encoding/json.
//
// The grammar is json.Valid's: strings of any bytes from 0x20 on, the
// escapes \" \\ \/ \b \f \n \r \t \uXXXX; numbers
// -?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?; true, false, null;
// space is ' ', '\t', '\n', '\r'; at most MaxDepth arrays and objects
// nested. Like json.Valid it does not check that a string is UTF-8.
package jsonscan

// MaxDepth is encoding/json's limit of nested arrays and objects.
const MaxDepth = 10000

// Space returns the offset of the first byte at or after i that is not
// JSON space (len(b) if none).
func Space(b []byte, i int) int {
	for i < len(b) && (b[i] == ' ' || b[i] == '\t' || b[i] == '\n' || b[i] == '\r') {
		i++
	}
	return i
}

// Value returns where the JSON value that starts at b[i] (after any
// space) ends, and whether it is valid; depth is the number of arrays
// and objects the value is inside (counted against MaxDepth). Bytes
// after the value's end are not looked at.
func Value(b []byte, i, depth int) (int, bool) {
	var stack [64]byte
	open := stack[:0] // the containers open, '{' or '['
	for {
		// A value at i.
		i = Space(b, i)
		if i >= len(b) {
			return i, false
		}
		switch c := b[i]; {
		case c == '{' || c == '[':
			if depth+len(open)+1 > MaxDepth {
				return i, false
			}
			open = append(open, c)
			i = Space(b, i+1)
			if i < len(b) && b[i] == c+2 { // '}' or ']'
				open = open[:len(open)-1] // empty: the value ends here
				i++
				break
			}
			if c == '{' {
				var ok bool
				if i, ok = key(b, i); !ok {
					return i, false
				}
			}
			continue
		case c == '"':
			var ok bool
			if i, ok = String(b, i); !ok {
				return i, false
			}
		case c == '-' || (c >= '0' && c <= '9'):
			var ok bool
			if i, ok = number(b, i); !ok {
				return i, false
			}
		case c == 't':
			if !hasAt(b, i, "true") {
				return i, false
			}
			i += 4
		case c == 'f':
			if !hasAt(b, i, "false") {
				return i, false
			}
			i += 5
		case c == 'n':
			if !hasAt(b, i, "null") {
				return i, false
			}
			i += 4
		default:
			return i, false
		}
		// After a value: the end of the containers it closes, then a
		// comma before the next value (and key), or the end.
		for {
			if len(open) == 0 {
				return i, true
			}
			i = Space(b, i)
			if i >= len(b) {
				return i, false
			}
			top := open[len(open)-1]
			if b[i] == top+2 {
				open = open[:len(open)-1]
				i++
				continue
			}
			if b[i] != ',' {
				return i, false
			}
			i = Space(b, i+1)
			if top == '{' {
				var ok bool
				if i, ok = key(b, i); !ok {
					return i, false
				}
			}
			break
		}
	}
}

// ListEnds reads the JSON list whose '[' is at b[i] (after any space):
// where each of its elements ends (the offset of the ',' or ']' that
// follows it), the offset after its ']', and whether it is a valid list
// (Value's grammar; depth as Value's, the list's elements one deeper).
func ListEnds(b []byte, i, depth int) (ends []int, end int, ok bool) {
	i = Space(b, i)
	if i >= len(b) || b[i] != '[' || depth+1 > MaxDepth {
		return nil, i, false
	}
	i = Space(b, i+1)
	if i < len(b) && b[i] == ']' {
		return nil, i + 1, true // empty
	}
	for {
		if i, ok = Value(b, i, depth+1); !ok {
			return ends, i, false
		}
		i = Space(b, i)
		if i >= len(b) || (b[i] != ',' && b[i] != ']') {
			return ends, i, false
		}
		ends = append(ends, i)
		if b[i] == ']' {
			return ends, i + 1, true
		}
		i++
	}
}

// String reads the string whose opening quote is at b[i]; it returns the
// offset after its closing quote.
func String(b []byte, i int) (int, bool) {
	for i++; i < len(b); i++ {
		switch c := b[i]; {
		case c == '"':
			return i + 1, true
		case c < 0x20:
			return i, false
		case c == '\\':
			i++
			if i >= len(b) {
				return i, false
			}
			switch b[i] {
			case '"', '\\', '/', 'b', 'f', 'n', 'r', 't':
			case 'u':
				if i+4 >= len(b) {
					return i, false
				}
				for _, h := range b[i+1 : i+5] {
					if !(h >= '0' && h <= '9' || h >= 'a' && h <= 'f' || h >= 'A' && h <= 'F') {
						return i, false
					}
				}
				i += 4
			default:
				return i, false
			}
		}
	}
	return i, false
}

// key reads an object's key and its colon at b[i] (no space before).
func key(b []byte, i int) (int, bool) {
	if i >= len(b) || b[i] != '"' {
		return i, false
	}
	i, ok := String(b, i)
	if !ok {
		return i, false
	}
	i = Space(b, i)
	if i >= len(b) || b[i] != ':' {
		return i, false
	}
	return i + 1, true
}

// number reads the number at b[i].
func number(b []byte, i int) (int, bool) {
	digits := func(i int) int {
		for i < len(b) && b[i] >= '0' && b[i] <= '9' {
			i++
		}
		return i
	}
	if b[i] == '-' {
		i++
	}
	switch {
	case i >= len(b):
		return i, false
	case b[i] == '0':
		i++
	case b[i] >= '1' && b[i] <= '9':
		i = digits(i + 1)
	default:
		return i, false
	}
	if i < len(b) && b[i] == '.' {
		j := digits(i + 1)
		if j == i+1 {
			return j, false
		}
		i = j
	}
	if i < len(b) && (b[i] == 'e' || b[i] == 'E') {
		i++
		if i < len(b) && (b[i] == '+' || b[i] == '-') {
			i++
		}
		j := digits(i)
		if j == i {
			return j, false
		}
		i = j
	}
	return i, true
}

func hasAt(b []byte, i int, lit string) bool {
	return len(b)-i >= len(lit) && string(b[i:i+len(lit)]) == lit
}
