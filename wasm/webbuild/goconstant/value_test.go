package constant

import (
	"fmt"
	std "go/constant"
	"go/token"
	"math"
	"testing"
)

// literals are the values both packages are fed: the numbers of the
// shaders (integers, decimals, exponents, hexadecimal, octal, binary,
// underscores, characters), strings, and ones this build reads otherwise
// (beyond 64 bits, imaginary), which are Unknown here.
var literals = []struct {
	lit string
	tok token.Token
}{
	{"0", token.INT}, {"1", token.INT}, {"2", token.INT}, {"3", token.INT}, {"7", token.INT}, {"255", token.INT},
	{"0x10", token.INT}, {"0o17", token.INT}, {"017", token.INT}, {"0b101", token.INT}, {"1_000", token.INT},
	{"9223372036854775807", token.INT}, {"4294967296", token.INT},
	{"0.0", token.FLOAT}, {"1.0", token.FLOAT}, {"0.5", token.FLOAT}, {"2.5", token.FLOAT}, {"3.0", token.FLOAT},
	{"1e3", token.FLOAT}, {"1.5e-3", token.FLOAT}, {".25", token.FLOAT}, {"1.", token.FLOAT}, {"0x1p-2", token.FLOAT},
	{"1_0.5", token.FLOAT}, {"3.14159265358979", token.FLOAT}, {"0.1", token.FLOAT}, {"1e300", token.FLOAT},
	{"'a'", token.CHAR}, {`'\n'`, token.CHAR},
	{`"abc"`, token.STRING}, {`"x"`, token.STRING},
}

// sameValue fails unless ours and theirs are the same constant: kind,
// and value (exact for Int, Bool and String; for a Float, the float64
// within 4 units in the last place: this build rounds each step of a
// computation, which the standard library does not, and Ebitengine prints
// a float to 11 significant digits).
func sameValue(t *testing.T, what string, ours Value, theirs std.Value) {
	t.Helper()
	if int(ours.Kind()) != int(theirs.Kind()) {
		t.Errorf("%s: kind %d, the standard library's %s (%v)", what, ours.Kind(), theirs.Kind(), theirs)
		return
	}
	switch theirs.Kind() {
	case std.Bool:
		if BoolVal(ours) != std.BoolVal(theirs) {
			t.Errorf("%s: %v, the standard library's %v", what, ours, theirs)
		}
	case std.String:
		if StringVal(ours) != std.StringVal(theirs) || ours.String() != theirs.String() {
			t.Errorf("%s: %v, the standard library's %v", what, ours, theirs)
		}
	case std.Int:
		a, aok := Int64Val(ours)
		b, bok := std.Int64Val(theirs)
		if a != b || aok != bok || ours.String() != theirs.String() {
			t.Errorf("%s: %v, the standard library's %v", what, ours, theirs)
		}
	case std.Float:
		a, _ := Float64Val(ours)
		b, _ := std.Float64Val(theirs)
		if !close(a, b) {
			t.Errorf("%s: %v (%s), the standard library's %v (%g)", what, ours, ours.ExactString(), theirs, b)
		}
	}
}

// close reports whether a and b are within 4 units in the last place.
func close(a, b float64) bool {
	return a == b || math.Abs(a-b) <= 4*math.Abs(b)*0x1p-52
}

// try runs f, returning whether it panicked.
func try(f func()) (panicked bool) {
	defer func() { panicked = recover() != nil }()
	f()
	return false
}

// TestSameAsStandard feeds both packages the same literals and compares
// every operation on every pair: the value where both answer, a panic
// where the standard library panics. Integers beyond 64 bits and complex
// numbers are Unknown here (the documented difference), so results the
// standard library gives as those are skipped.
func TestSameAsStandard(t *testing.T) {
	type pair struct {
		ours   Value
		theirs std.Value
		name   string
	}
	var vals []pair
	for _, l := range literals {
		o, s := MakeFromLiteral(l.lit, l.tok, 0), std.MakeFromLiteral(l.lit, l.tok, 0)
		sameValue(t, "literal "+l.lit, o, s)
		vals = append(vals, pair{o, s, l.lit})
	}
	vals = append(vals, pair{MakeBool(true), std.MakeBool(true), "true"}, pair{MakeBool(false), std.MakeBool(false), "false"},
		pair{MakeUnknown(), std.MakeUnknown(), "unknown"}, pair{MakeFloat64(-0.75), std.MakeFloat64(-0.75), "-0.75"},
		pair{MakeInt64(-9), std.MakeInt64(-9), "-9"}, pair{MakeFloat64(1.0 / 3), std.MakeFloat64(1.0 / 3), "1/3"})
	// Computed near-integers: the standard library's exact fractions.
	for _, c := range [][3]string{{"0.1", "30", "*"}, {"1.0", "3.0", "/"}, {"0.7", "10", "*"}} {
		op := map[string]token.Token{"*": token.MUL, "/": token.QUO}[c[2]]
		a, b := MakeFromLiteral(c[0], token.FLOAT, 0), MakeFromLiteral(c[1], token.FLOAT, 0)
		sa, sb := std.MakeFromLiteral(c[0], token.FLOAT, 0), std.MakeFromLiteral(c[1], token.FLOAT, 0)
		x, sx := BinaryOp(a, op, b), std.BinaryOp(sa, op, sb)
		if op == token.QUO {
			x, sx = BinaryOp(x, token.MUL, b), std.BinaryOp(sx, token.MUL, sb)
		}
		sameValue(t, "ToInt of "+c[0]+c[2]+c[1], ToInt(x), std.ToInt(sx))
	}
	if MakeFloat64(math.Inf(1)).Kind() != Unknown || MakeFromLiteral("1i", token.IMAG, 0).Kind() != Unknown ||
		MakeFromLiteral("99999999999999999999", token.INT, 0).Kind() != Unknown {
		t.Error("infinity, an imaginary literal or an integer beyond 64 bits is not Unknown")
	}
	// representable: the standard library's result is one this build
	// holds (not an integer beyond 64 bits, not complex).
	representable := func(v std.Value) bool {
		switch v.Kind() {
		case std.Int:
			_, exact := std.Int64Val(v)
			return exact
		case std.Complex:
			return false
		case std.Float:
			f, _ := std.Float64Val(v)
			return !math.IsInf(f, 0) // beyond float64
		}
		return true
	}
	check := func(what string, ours func() Value, theirs func() std.Value) {
		t.Helper()
		var o Value
		var s std.Value
		op, sp := try(func() { o = ours() }), try(func() { s = theirs() })
		switch {
		case sp && op:
		case sp != op:
			t.Errorf("%s: panics %v, the standard library's %v", what, op, sp)
		case representable(s):
			sameValue(t, what, o, s)
		default:
			if o.Kind() != Unknown {
				t.Errorf("%s: %v, want Unknown for the standard library's %v", what, o, s)
			}
		}
	}
	for _, x := range vals {
		check("ToInt "+x.name, func() Value { return ToInt(x.ours) }, func() std.Value { return std.ToInt(x.theirs) })
		check("ToFloat "+x.name, func() Value { return ToFloat(x.ours) }, func() std.Value { return std.ToFloat(x.theirs) })
		for _, op := range []token.Token{token.ADD, token.SUB, token.XOR, token.NOT} {
			for _, prec := range []uint{0, 8, 32} {
				check(fmt.Sprintf("UnaryOp %s%s (%d)", op, x.name, prec),
					func() Value { return UnaryOp(op, x.ours, prec) }, func() std.Value { return std.UnaryOp(op, x.theirs, prec) })
			}
		}
		for _, s := range []uint{0, 1, 3, 31} {
			for _, op := range []token.Token{token.SHL, token.SHR} {
				check(fmt.Sprintf("Shift %s %s %d", x.name, op, s),
					func() Value { return Shift(x.ours, op, s) }, func() std.Value { return std.Shift(x.theirs, op, s) })
			}
		}
		var os, ss int
		if op, sp := try(func() { os = Sign(x.ours) }), try(func() { ss = std.Sign(x.theirs) }); op != sp || os != ss {
			t.Errorf("Sign %s: %d (panic %v), the standard library's %d (panic %v)", x.name, os, op, ss, sp)
		}
		var of, sf float64
		var oe, se bool
		if op, sp := try(func() { of, oe = Float64Val(x.ours) }), try(func() { sf, se = std.Float64Val(x.theirs) }); op != sp || !close(of, sf) || oe != se && x.theirs.Kind() == std.Int {
			t.Errorf("Float64Val %s: %g %v (panic %v), the standard library's %g %v (panic %v)", x.name, of, oe, op, sf, se, sp)
		}
		var ob, sb bool
		if op, sp := try(func() { ob = BoolVal(x.ours) }), try(func() { sb = std.BoolVal(x.theirs) }); op != sp || ob != sb {
			t.Errorf("BoolVal %s: %v (panic %v), the standard library's %v (panic %v)", x.name, ob, op, sb, sp)
		}
		for _, y := range vals {
			for _, op := range []token.Token{token.ADD, token.SUB, token.MUL, token.QUO, token.QUO_ASSIGN, token.REM,
				token.AND, token.OR, token.XOR, token.AND_NOT, token.LAND, token.LOR, token.SHL} {
				check(fmt.Sprintf("BinaryOp %s %s %s", x.name, op, y.name),
					func() Value { return BinaryOp(x.ours, op, y.ours) }, func() std.Value { return std.BinaryOp(x.theirs, op, y.theirs) })
			}
			for _, op := range []token.Token{token.EQL, token.NEQ, token.LSS, token.LEQ, token.GTR, token.GEQ} {
				var oc, sc bool
				if po, ps := try(func() { oc = Compare(x.ours, op, y.ours) }), try(func() { sc = std.Compare(x.theirs, op, y.theirs) }); po != ps || oc != sc {
					t.Errorf("Compare %s %s %s: %v (panic %v), the standard library's %v (panic %v)", x.name, op, y.name, oc, po, sc, ps)
				}
			}
		}
	}
}
