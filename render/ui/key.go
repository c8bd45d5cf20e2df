package ui

import (
	"math"
	"strconv"
)

// Key builds a still scene's key (render.Still) field by field: a scene
// compares it every frame, so it is written without fmt's reflection
// (issue 16: fmt.Sprint of the campaign map's key was a fixed cost of
// every panning frame). Each field is written in full and closed, a
// string with its length first, so two different lists of fields never
// give the same key. Reset keeps the buffer for the next frame.
type Key struct{ b []byte }

// Reset empties the key, keeping its buffer.
func (k *Key) Reset() { k.b = k.b[:0] }

// Int adds a whole number.
func (k *Key) Int(v int) *Key {
	k.b = strconv.AppendInt(k.b, int64(v), 10)
	k.b = append(k.b, ';')
	return k
}

// Float adds a number by its bits (exact: no two values read the same).
func (k *Key) Float(v float64) *Key {
	k.b = strconv.AppendUint(k.b, math.Float64bits(v), 36)
	k.b = append(k.b, ';')
	return k
}

// Bool adds a yes or no.
func (k *Key) Bool(v bool) *Key {
	if v {
		k.b = append(k.b, 'T', ';')
	} else {
		k.b = append(k.b, 'F', ';')
	}
	return k
}

// Str adds a string, its length first.
func (k *Key) Str(s string) *Key {
	k.b = strconv.AppendInt(k.b, int64(len(s)), 10)
	k.b = append(k.b, ':')
	k.b = append(k.b, s...)
	return k
}

// Err adds an error's text ("-" for none, which no error's text gives).
func (k *Key) Err(err error) *Key {
	if err == nil {
		k.b = append(k.b, '-', ';')
		return k
	}
	return k.Str(err.Error())
}

// Ints adds a list of whole numbers, its length first.
func (k *Key) Ints(xs []int) *Key {
	k.Int(len(xs))
	for _, x := range xs {
		k.Int(x)
	}
	return k
}

// Rect adds a rectangle.
func (k *Key) Rect(r Rect) *Key { return k.Float(r.X).Float(r.Y).Float(r.W).Float(r.H) }

// String is the key built so far.
func (k *Key) String() string { return string(k.b) }

// Same reports whether k and o hold the same fields (no string is made).
func (k *Key) Same(o *Key) bool { return string(k.b) == string(o.b) }
