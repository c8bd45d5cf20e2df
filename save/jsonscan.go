package save

// A JSON value's extent and validity, read as encoding/json reads it,
// without its scanner (issue 16, session 39, undo26). quickHead reads the
// head of a stored point's snapshot on every undo from one: in a late
// campaign that is the whole of the fields before the finished patrols
// (about 70 KB; "decisions" comes after the subs, the bases and the
// procedure), and json.Decoder scanned them a byte at a time through its
// state functions and copied them into its buffer and a RawMessage: about
// a quarter of such an undo. validValue is one tight pass.

// jsonMaxDepth is encoding/json's limit of nested arrays and objects.
const jsonMaxDepth = 10000

func skipSpace(b []byte, i int) int {
	for i < len(b) && (b[i] == ' ' || b[i] == '\t' || b[i] == '\n' || b[i] == '\r') {
		i++
	}
	return i
}

// validValue returns where the JSON value that starts at b[i] (after any
// space) ends, and whether it is valid as json.Valid reads one: the same
// grammar (strings of any bytes from 0x20 on, the escapes \" \\ \/ \b \f
// \n \r \t \uXXXX; numbers -?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?;
// true, false, null), depth counted from depth (the containers the value
// is inside).
func validValue(b []byte, i, depth int) (int, bool) {
	var open []byte // the containers open, '{' or '['
	for {
		// A value at i.
		i = skipSpace(b, i)
		if i >= len(b) {
			return i, false
		}
		switch c := b[i]; {
		case c == '{' || c == '[':
			if depth+len(open)+1 > jsonMaxDepth {
				return i, false
			}
			open = append(open, c)
			i = skipSpace(b, i+1)
			if i < len(b) && b[i] == c+2 { // '}' or ']'
				open = open[:len(open)-1] // empty: the value ends here
				i++
				break
			}
			if c == '{' {
				var ok bool
				if i, ok = validKey(b, i); !ok {
					return i, false
				}
			}
			continue
		case c == '"':
			var ok bool
			if i, ok = validString(b, i); !ok {
				return i, false
			}
		case c == '-' || (c >= '0' && c <= '9'):
			var ok bool
			if i, ok = validNumber(b, i); !ok {
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
			i = skipSpace(b, i)
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
			i = skipSpace(b, i+1)
			if top == '{' {
				var ok bool
				if i, ok = validKey(b, i); !ok {
					return i, false
				}
			}
			break
		}
	}
}

// validKey reads an object's key and its colon at b[i] (no space before).
func validKey(b []byte, i int) (int, bool) {
	if i >= len(b) || b[i] != '"' {
		return i, false
	}
	i, ok := validString(b, i)
	if !ok {
		return i, false
	}
	i = skipSpace(b, i)
	if i >= len(b) || b[i] != ':' {
		return i, false
	}
	return i + 1, true
}

// validString reads the string whose quote is at b[i]; it returns the
// offset after its closing quote.
func validString(b []byte, i int) (int, bool) {
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

// validNumber reads the number at b[i].
func validNumber(b []byte, i int) (int, bool) {
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
