// Package constant is the browser build's go/constant: the same API for
// the values Ebitengine's Kage shader compiler handles (booleans, strings,
// integers that fit in 64 bits and floating-point numbers), held in int64
// and float64 where the standard library holds arbitrary-precision
// math/big values. The browser build puts this file in place of
// $GOROOT/src/go/constant/value.go through `go build -overlay`
// (webbuild.ConstantOverlay, issue 16): go/constant is the only importer
// of math/big in the wasm, and math/big alone was about 300 KB of its
// code, for the few dozen constants of the shaders Ebitengine compiles
// once at start-up.
//
// What differs from the standard library, none of which a shader the game
// compiles reaches (webbuild's TestConstantOverlayShaders runs
// Ebitengine's own shader compiler tests, which compare the GLSL written
// for 62 shaders with the expected text, against this file):
//   - an integer beyond 64 bits (a literal, a sum, a product or a shift)
//     is Unknown, not exact;
//   - a Float is a float64: 1.0/3.0*3.0 is rounded at each step, where
//     the standard library keeps exact fractions (Ebitengine prints floats
//     to 11 significant digits);
//   - there are no Complex values: an imaginary literal is Unknown;
//   - Val, Make, Num, Denom, Bytes and MakeFromBytes are left out (they
//     deal in math/big values or byte encodings no shader uses).
//
// Misuses panic as the standard library's do (BoolVal of an Int, an
// invalid operator). TestSameAsStandard compares every function with
// the standard library's over a table of values.
package constant

import (
	"fmt"
	"go/token"
	"math"
	"strconv"
	"strings"
)

// Kind specifies the kind of value represented by a Value.
type Kind int

const (
	// unknown values
	Unknown Kind = iota

	// non-numeric values
	Bool
	String

	// numeric values
	Int
	Float
	Complex
)

// A Value represents the value of a Go constant.
type Value interface {
	// Kind returns the value kind.
	Kind() Kind

	// String returns a short, quoted (human-readable) form of the value.
	String() string

	// ExactString returns an exact, quoted (human-readable) form of the
	// value (for a Float, the shortest decimal that reads back the same
	// float64).
	ExactString() string

	// Prevent external implementations.
	implementsValue()
}

type (
	unknownVal struct{}
	boolVal    bool
	stringVal  string
	int64Val   int64
	floatVal   float64
)

func (unknownVal) Kind() Kind { return Unknown }
func (boolVal) Kind() Kind    { return Bool }
func (stringVal) Kind() Kind  { return String }
func (int64Val) Kind() Kind   { return Int }
func (floatVal) Kind() Kind   { return Float }

func (unknownVal) String() string { return "unknown" }
func (x boolVal) String() string  { return strconv.FormatBool(bool(x)) }

// String returns a possibly shortened quoted form of the String value,
// as the standard library's does (at most 72 characters, with "...").
func (x stringVal) String() string {
	const maxLen = 72
	s := strconv.Quote(string(x))
	if len(s) > maxLen {
		i := 0
		for n := 0; n < maxLen-3; n++ {
			_, size := decodeRune(s[i:])
			i += size
		}
		s = s[:i] + "..."
	}
	return s
}

// decodeRune is utf8.DecodeRuneInString's size (a quoted string is valid
// UTF-8 or escaped ASCII).
func decodeRune(s string) (rune, int) {
	for i, r := range s {
		if i > 0 {
			return r, i
		}
	}
	return 0, len(s)
}

func (x int64Val) String() string { return strconv.FormatInt(int64(x), 10) }

// String uses %.6g, and all digits when that hides that the value is not
// an integer (as the standard library's does).
func (x floatVal) String() string {
	f := float64(x)
	s := fmt.Sprintf("%.6g", f)
	if math.Trunc(f) != f && strings.IndexByte(s, '.') < 0 {
		s = fmt.Sprintf("%g", f)
	}
	return s
}

func (x unknownVal) ExactString() string { return x.String() }
func (x boolVal) ExactString() string    { return x.String() }
func (x stringVal) ExactString() string  { return strconv.Quote(string(x)) }
func (x int64Val) ExactString() string   { return x.String() }
func (x floatVal) ExactString() string   { return strconv.FormatFloat(float64(x), 'g', -1, 64) }

func (unknownVal) implementsValue() {}
func (boolVal) implementsValue()    {}
func (stringVal) implementsValue()  {}
func (int64Val) implementsValue()   {}
func (floatVal) implementsValue()   {}

// MakeUnknown returns the Unknown value.
func MakeUnknown() Value { return unknownVal{} }

// MakeBool returns the Bool value for b.
func MakeBool(b bool) Value { return boolVal(b) }

// MakeString returns the String value for s.
func MakeString(s string) Value { return stringVal(s) }

// MakeInt64 returns the Int value for x.
func MakeInt64(x int64) Value { return int64Val(x) }

// MakeUint64 returns the Int value for x (Unknown beyond 63 bits).
func MakeUint64(x uint64) Value {
	if x > math.MaxInt64 {
		return unknownVal{}
	}
	return int64Val(x)
}

// MakeFloat64 returns the Float value for x; an infinity or NaN is Unknown.
func MakeFloat64(x float64) Value {
	if math.IsInf(x, 0) || math.IsNaN(x) {
		return unknownVal{}
	}
	return floatVal(x + 0) // -0.0 is 0
}

// MakeFromLiteral returns the value of a Go literal string of token kind
// tok (INT, FLOAT, IMAG, CHAR or STRING); Unknown if it is not a valid
// literal (or, here, an integer beyond 64 bits or an imaginary number).
// The final argument must be zero.
func MakeFromLiteral(lit string, tok token.Token, zero uint) Value {
	if zero != 0 {
		panic("MakeFromLiteral called with non-zero last argument")
	}
	switch tok {
	case token.INT:
		if x, err := strconv.ParseInt(lit, 0, 64); err == nil {
			return int64Val(x)
		}
	case token.FLOAT:
		if validFloat(lit) {
			if f, err := strconv.ParseFloat(lit, 64); err == nil {
				return MakeFloat64(f)
			}
		}
	case token.IMAG:
		// No complex values in this build.
	case token.CHAR:
		if n := len(lit); n >= 2 {
			if code, _, _, err := strconv.UnquoteChar(lit[1:n-1], '\''); err == nil {
				return MakeInt64(int64(code))
			}
		}
	case token.STRING:
		if s, err := strconv.Unquote(lit); err == nil {
			return MakeString(s)
		}
	default:
		panic(fmt.Sprintf("%v is not a valid token", tok))
	}
	return unknownVal{}
}

// validFloat reports whether lit is spelt as a Go float literal
// (ParseFloat also reads "Inf", "NaN" and "0x1" without an exponent).
func validFloat(lit string) bool {
	if lit == "" || (lit[0] < '0' || lit[0] > '9') && lit[0] != '.' {
		return false
	}
	if strings.HasPrefix(lit, "0x") || strings.HasPrefix(lit, "0X") {
		return strings.ContainsAny(lit, "pP")
	}
	return true
}

// BoolVal returns the Go boolean value of x, which must be a Bool or an
// Unknown (false).
func BoolVal(x Value) bool {
	switch x := x.(type) {
	case boolVal:
		return bool(x)
	case unknownVal:
		return false
	}
	panic(fmt.Sprintf("%v not a Bool", x))
}

// StringVal returns the Go string value of x, which must be a String or
// an Unknown ("").
func StringVal(x Value) string {
	switch x := x.(type) {
	case stringVal:
		return string(x)
	case unknownVal:
		return ""
	}
	panic(fmt.Sprintf("%v not a String", x))
}

// Int64Val returns the Go int64 value of x and whether it is exact; x
// must be an Int or an Unknown ((0, false)).
func Int64Val(x Value) (int64, bool) {
	switch x := x.(type) {
	case int64Val:
		return int64(x), true
	case unknownVal:
		return 0, false
	}
	panic(fmt.Sprintf("%v not an Int", x))
}

// Uint64Val returns the Go uint64 value of x and whether it is exact; x
// must be an Int or an Unknown.
func Uint64Val(x Value) (uint64, bool) {
	switch x := x.(type) {
	case int64Val:
		return uint64(x), x >= 0
	case unknownVal:
		return 0, false
	}
	panic(fmt.Sprintf("%v not an Int", x))
}

// Float32Val is like Float64Val but for float32 instead of float64.
func Float32Val(x Value) (float32, bool) {
	switch x := x.(type) {
	case int64Val:
		f := float32(x)
		return f, int64Val(f) == x
	case floatVal:
		f := float32(x)
		return f, floatVal(f) == x
	case unknownVal:
		return 0, false
	}
	panic(fmt.Sprintf("%v not a Float", x))
}

// Float64Val returns the nearest Go float64 value of x and whether it is
// exact; x must be numeric or an Unknown ((0, false)).
func Float64Val(x Value) (float64, bool) {
	switch x := x.(type) {
	case int64Val:
		f := float64(x)
		return f, int64Val(f) == x
	case floatVal:
		return float64(x), true
	case unknownVal:
		return 0, false
	}
	panic(fmt.Sprintf("%v not a Float", x))
}

// BitLen returns the number of bits required to represent the absolute
// value of x in binary; x must be an Int or an Unknown (0).
func BitLen(x Value) int {
	switch x := x.(type) {
	case int64Val:
		u := uint64(x)
		if x < 0 {
			u = uint64(-x)
		}
		n := 0
		for ; u != 0; u >>= 1 {
			n++
		}
		return n
	case unknownVal:
		return 0
	}
	panic(fmt.Sprintf("%v not an Int", x))
}

// Sign returns -1, 0 or 1 depending on whether x < 0, x == 0 or x > 0; x
// must be numeric or Unknown (1, which avoids spurious division by zero
// errors).
func Sign(x Value) int {
	switch x := x.(type) {
	case int64Val:
		switch {
		case x < 0:
			return -1
		case x > 0:
			return 1
		}
		return 0
	case floatVal:
		switch {
		case x < 0:
			return -1
		case x > 0:
			return 1
		}
		return 0
	case unknownVal:
		return 1
	}
	panic(fmt.Sprintf("%v not numeric", x))
}

// MakeImag returns the Complex value x*i; Unknown in this build, which has
// no complex values (x must be numeric or Unknown).
func MakeImag(x Value) Value {
	switch x.(type) {
	case unknownVal, int64Val, floatVal:
		return unknownVal{}
	}
	panic(fmt.Sprintf("%v not Int or Float", x))
}

// Real returns the real part of x, which must be a numeric or unknown
// value (x itself: there are no complex values).
func Real(x Value) Value {
	switch x.(type) {
	case unknownVal, int64Val, floatVal:
		return x
	}
	panic(fmt.Sprintf("%v not numeric", x))
}

// Imag returns the imaginary part of x, which must be a numeric or
// unknown value (0: there are no complex values).
func Imag(x Value) Value {
	switch x.(type) {
	case unknownVal:
		return x
	case int64Val, floatVal:
		return int64Val(0)
	}
	panic(fmt.Sprintf("%v not numeric", x))
}

// ToInt converts x to an Int value if x is representable as an Int;
// otherwise it returns an Unknown.
func ToInt(x Value) Value {
	switch x := x.(type) {
	case int64Val:
		return x
	case floatVal:
		// Within 4 units in the last place of an integer is that integer:
		// the standard library's exact fractions give 3 for 0.1*30, where
		// float64 steps give 3.0000000000000004.
		f := float64(x)
		if r := math.Round(f); r >= -(1<<63) && r < 1<<63 && (r == f || math.Abs(f-r) <= 4*math.Abs(r)*0x1p-52) {
			return int64Val(r)
		}
	}
	return unknownVal{}
}

// ToFloat converts x to a Float value if x is representable as a Float;
// otherwise it returns an Unknown.
func ToFloat(x Value) Value {
	switch x := x.(type) {
	case int64Val:
		return floatVal(float64(x))
	case floatVal:
		return x
	}
	return unknownVal{}
}

// ToComplex converts x to a Complex value if x is representable as a
// Complex; Unknown in this build.
func ToComplex(x Value) Value { return unknownVal{} }

// UnaryOp returns the result of the unary expression op y (op is +, -, ^
// or !); for ^ on an Int, prec > 0 is the number of bits of an unsigned
// type. Unknown in, Unknown out.
func UnaryOp(op token.Token, y Value, prec uint) Value {
	switch op {
	case token.ADD:
		switch y.(type) {
		case unknownVal, int64Val, floatVal:
			return y
		}
	case token.SUB:
		switch y := y.(type) {
		case unknownVal:
			return y
		case int64Val:
			if y == math.MinInt64 {
				return unknownVal{}
			}
			return -y
		case floatVal:
			return MakeFloat64(-float64(y))
		}
	case token.XOR:
		switch y := y.(type) {
		case unknownVal:
			return y
		case int64Val:
			z := ^y
			if prec > 0 {
				if prec >= 64 {
					return unknownVal{}
				}
				z &^= int64Val(-1) << prec
			}
			return z
		}
	case token.NOT:
		switch y := y.(type) {
		case unknownVal:
			return y
		case boolVal:
			return !y
		}
	}
	panic(fmt.Sprintf("invalid unary operation %s%v", op, y))
}

// ord is a value's place in the order of representations: match converts
// the lower to the higher.
func ord(x Value) int {
	switch x.(type) {
	case unknownVal:
		return 0
	case boolVal, stringVal:
		return 1
	case int64Val:
		return 2
	case floatVal:
		return 5
	}
	return -1 // force mismatch and eventual panic
}

// match returns x and y in the same representation (an Int with a Float
// becomes a Float); a mismatch puts the odd one in both places, for the
// callers' panics.
func match(x, y Value) (_, _ Value) {
	switch ox, oy := ord(x), ord(y); {
	case ox < oy:
		x, y = match0(x, y)
	case ox > oy:
		y, x = match0(y, x)
	}
	return x, y
}

// match0: ord(x) < ord(y).
func match0(x, y Value) (_, _ Value) {
	if _, ok := y.(floatVal); ok {
		if x, ok := x.(int64Val); ok {
			return floatVal(float64(x)), y
		}
	}
	return x, x
}

// BinaryOp returns the result of the binary expression x op y. The
// operation must be defined for the operands. If one of the operands is
// Unknown, the result is Unknown. To force integer division of Int
// operands, use op == token.QUO_ASSIGN instead of token.QUO (which gives a
// Float).
func BinaryOp(x_ Value, op token.Token, y_ Value) Value {
	x, y := match(x_, y_)
	switch x := x.(type) {
	case unknownVal:
		return x
	case boolVal:
		y := y.(boolVal)
		switch op {
		case token.LAND:
			return x && y
		case token.LOR:
			return x || y
		}
	case int64Val:
		a, b := int64(x), int64(y.(int64Val))
		var c int64
		switch op {
		case token.ADD:
			c = a + b
			if (c > a) != (b > 0) {
				return unknownVal{} // beyond 64 bits
			}
		case token.SUB:
			c = a - b
			if (c < a) != (b > 0) {
				return unknownVal{}
			}
		case token.MUL:
			if a != 0 && b != 0 {
				c = a * b
				if c/b != a || (a == -1 && b == math.MinInt64) || (b == -1 && a == math.MinInt64) {
					return unknownVal{}
				}
			}
		case token.QUO:
			if b == 0 {
				panic("division by zero")
			}
			return MakeFloat64(float64(a) / float64(b))
		case token.QUO_ASSIGN: // force integer division
			if a == math.MinInt64 && b == -1 {
				return unknownVal{}
			}
			c = a / b
		case token.REM:
			c = a % b
		case token.AND:
			c = a & b
		case token.OR:
			c = a | b
		case token.XOR:
			c = a ^ b
		case token.AND_NOT:
			c = a &^ b
		default:
			goto Error
		}
		return int64Val(c)
	case floatVal:
		a, b := float64(x), float64(y.(floatVal))
		var c float64
		switch op {
		case token.ADD:
			c = a + b
		case token.SUB:
			c = a - b
		case token.MUL:
			c = a * b
		case token.QUO:
			if b == 0 {
				panic("division by zero")
			}
			c = a / b
		default:
			goto Error
		}
		return MakeFloat64(c)
	case stringVal:
		if op == token.ADD {
			return x + y.(stringVal)
		}
	}
Error:
	panic(fmt.Sprintf("invalid binary operation %v %s %v", x_, op, y_))
}

// Shift returns the result of the shift expression x op s with op ==
// token.SHL or token.SHR (<< or >>); x must be an Int or an Unknown.
func Shift(x Value, op token.Token, s uint) Value {
	switch x := x.(type) {
	case unknownVal:
		return x
	case int64Val:
		if s == 0 {
			return x
		}
		switch op {
		case token.SHL:
			if x == 0 {
				return x
			}
			if s >= 63 || x<<s>>s != x {
				return unknownVal{} // beyond 64 bits
			}
			return x << s
		case token.SHR:
			if s >= 64 {
				s = 63
			}
			return x >> s
		}
	}
	panic(fmt.Sprintf("invalid shift %v %s %d", x, op, s))
}

func cmpZero(x int, op token.Token) bool {
	switch op {
	case token.EQL:
		return x == 0
	case token.NEQ:
		return x != 0
	case token.LSS:
		return x < 0
	case token.LEQ:
		return x <= 0
	case token.GTR:
		return x > 0
	case token.GEQ:
		return x >= 0
	}
	panic(fmt.Sprintf("invalid comparison %v %s 0", x, op))
}

// Compare returns the result of the comparison x op y. The comparison
// must be defined for the operands. If one of the operands is Unknown,
// the result is false.
func Compare(x_ Value, op token.Token, y_ Value) bool {
	x, y := match(x_, y_)
	switch x := x.(type) {
	case unknownVal:
		return false
	case boolVal:
		y := y.(boolVal)
		switch op {
		case token.EQL:
			return x == y
		case token.NEQ:
			return x != y
		}
	case int64Val:
		y := y.(int64Val)
		switch op {
		case token.EQL:
			return x == y
		case token.NEQ:
			return x != y
		case token.LSS:
			return x < y
		case token.LEQ:
			return x <= y
		case token.GTR:
			return x > y
		case token.GEQ:
			return x >= y
		}
	case floatVal:
		y := y.(floatVal)
		c := 0
		if x < y {
			c = -1
		} else if x > y {
			c = 1
		}
		return cmpZero(c, op)
	case stringVal:
		return cmpZero(strings.Compare(string(x), string(y.(stringVal))), op)
	}
	panic(fmt.Sprintf("invalid comparison %v %s %v", x_, op, y_))
}
