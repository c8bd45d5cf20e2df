package ui

import (
	"errors"
	"testing"
)

// A still scene's key tells apart every two different lists of fields
// (issue 16: built without fmt, it must not run fields together).
func TestKeyTellsFieldsApart(t *testing.T) {
	build := func(f func(k *Key)) string {
		var k Key
		f(&k)
		return k.String()
	}
	tenth := 0.1
	pairs := [][2]func(k *Key){
		{func(k *Key) { k.Str("ab").Str("c") }, func(k *Key) { k.Str("a").Str("bc") }},
		{func(k *Key) { k.Int(1).Int(23) }, func(k *Key) { k.Int(12).Int(3) }},
		{func(k *Key) { k.Err(nil) }, func(k *Key) { k.Err(errors.New("-")) }},
		{func(k *Key) { k.Err(nil) }, func(k *Key) { k.Str("") }},
		{func(k *Key) { k.Ints([]int{1, 2}).Int(3) }, func(k *Key) { k.Ints([]int{1, 2, 3}) }},
		{func(k *Key) { k.Float(tenth + 0.2) }, func(k *Key) { k.Float(0.3) }},
		{func(k *Key) { k.Bool(true).Str("F") }, func(k *Key) { k.Bool(false).Str("T") }},
		{func(k *Key) { k.Rect(Rect{X: 1, W: 2}) }, func(k *Key) { k.Rect(Rect{W: 1, X: 2}) }},
	}
	for i, p := range pairs {
		if a, b := build(p[0]), build(p[1]); a == b {
			t.Errorf("pair %d: both give %q", i, a)
		}
		if a, b := build(p[0]), build(p[0]); a != b {
			t.Errorf("pair %d: the same fields give %q and %q", i, a, b)
		}
	}
	var k Key
	k.Str("one")
	k.Reset()
	if k.Int(2); k.String() != build(func(k *Key) { k.Int(2) }) {
		t.Errorf("after Reset the key is %q", k.String())
	}
}
