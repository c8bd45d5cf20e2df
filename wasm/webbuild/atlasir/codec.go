//go:build ignore

package main

// The browser build's encoding of Ebitengine's shader programs (issue 16):
// package atlasir's command encodes each program that Ebitengine can
// compile in the game (periscopeEncode) and the patched Ebitengine decodes
// one when the game first makes that shader (periscopeDecode), so the wasm
// carries no Kage compiler (go/parser, go/ast, Ebitengine's
// internal/shader). webbuild copies this file into both, renaming the
// package.

import (
	"fmt"
	"go/constant"
	"math"
	"reflect"
)

var periscopeConstantType = reflect.TypeOf((*constant.Value)(nil)).Elem()

// periscopeHash is a shader's Kage source's FNV-1a hash (64 bits).
func periscopeHash(src []byte) uint64 {
	h := uint64(14695981039346656037)
	for _, c := range src {
		h ^= uint64(c)
		h *= 1099511628211
	}
	return h
}

func periscopeAppendUint(b []byte, x uint64) []byte {
	for x >= 0x80 {
		b = append(b, byte(x)|0x80)
		x >>= 7
	}
	return append(b, byte(x))
}

func periscopeAppendInt(b []byte, x int64) []byte {
	return periscopeAppendUint(b, uint64(x<<1)^uint64(x>>63))
}

// periscopeEncode appends v (a program or a part of one) to b: every
// exported field in order, varints for numbers and lengths, a mark for nil
// pointers and slices; an unexported field must be zero.
func periscopeEncode(b []byte, v reflect.Value) ([]byte, error) {
	t := v.Type()
	if t == periscopeConstantType {
		if v.IsNil() {
			return append(b, 0), nil
		}
		c := v.Interface().(constant.Value)
		switch c.Kind() {
		case constant.Bool:
			if constant.BoolVal(c) {
				return append(b, 1, 1), nil
			}
			return append(b, 1, 0), nil
		case constant.Int:
			n, ok := constant.Int64Val(c)
			if !ok {
				return nil, fmt.Errorf("integer constant %s out of range", c)
			}
			return periscopeAppendInt(append(b, 2), n), nil
		case constant.Float:
			f, _ := constant.Float64Val(c)
			return periscopeAppendUint(append(b, 3), math.Float64bits(f)), nil
		case constant.Unknown:
			return append(b, 4), nil
		}
		return nil, fmt.Errorf("constant %s of kind %s", c, c.Kind())
	}
	var err error
	switch t.Kind() {
	case reflect.Pointer:
		if v.IsNil() {
			return append(b, 0), nil
		}
		return periscopeEncode(append(b, 1), v.Elem())
	case reflect.Struct:
		for i := range t.NumField() {
			if !t.Field(i).IsExported() {
				if !v.Field(i).IsZero() {
					return nil, fmt.Errorf("%s.%s (unexported) is set", t, t.Field(i).Name)
				}
				continue
			}
			if b, err = periscopeEncode(b, v.Field(i)); err != nil {
				return nil, err
			}
		}
		return b, nil
	case reflect.Slice:
		if v.IsNil() {
			return append(b, 0), nil
		}
		b = periscopeAppendUint(b, uint64(v.Len())+1)
		fallthrough
	case reflect.Array:
		for i := range v.Len() {
			if b, err = periscopeEncode(b, v.Index(i)); err != nil {
				return nil, err
			}
		}
		return b, nil
	case reflect.String:
		return append(periscopeAppendUint(b, uint64(v.Len())), v.String()...), nil
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return periscopeAppendInt(b, v.Int()), nil
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return periscopeAppendUint(b, v.Uint()), nil
	case reflect.Float32, reflect.Float64:
		return periscopeAppendUint(b, math.Float64bits(v.Float())), nil
	case reflect.Bool:
		if v.Bool() {
			return append(b, 1), nil
		}
		return append(b, 0), nil
	}
	return nil, fmt.Errorf("cannot encode a %s", t)
}

// periscopeDecode sets v (settable, zero) from s, which periscopeEncode
// wrote from a value of v's type.
func periscopeDecode(s string, v reflect.Value) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("periscope: a shader program's encoding: %v", r)
		}
	}()
	r := periscopeReader{s: s}
	r.decode(v)
	if r.i != len(s) {
		return fmt.Errorf("periscope: a shader program's encoding: %d bytes left", len(s)-r.i)
	}
	return nil
}

type periscopeReader struct {
	s string
	i int
}

func (r *periscopeReader) byte() byte {
	c := r.s[r.i]
	r.i++
	return c
}

func (r *periscopeReader) uint() uint64 {
	var x uint64
	for sh := uint(0); ; sh += 7 {
		c := r.byte()
		x |= uint64(c&0x7f) << sh
		if c < 0x80 {
			return x
		}
	}
}

func (r *periscopeReader) int() int64 {
	u := r.uint()
	return int64(u>>1) ^ -int64(u&1)
}

func (r *periscopeReader) decode(v reflect.Value) {
	t := v.Type()
	if t == periscopeConstantType {
		switch r.byte() {
		case 0:
		case 1:
			v.Set(reflect.ValueOf(constant.MakeBool(r.byte() == 1)))
		case 2:
			v.Set(reflect.ValueOf(constant.MakeInt64(r.int())))
		case 3:
			v.Set(reflect.ValueOf(constant.MakeFloat64(math.Float64frombits(r.uint()))))
		case 4:
			v.Set(reflect.ValueOf(constant.MakeUnknown()))
		default:
			panic("a constant's kind")
		}
		return
	}
	switch t.Kind() {
	case reflect.Pointer:
		if r.byte() == 0 {
			return
		}
		p := reflect.New(t.Elem())
		r.decode(p.Elem())
		v.Set(p)
	case reflect.Struct:
		for i := range t.NumField() {
			if t.Field(i).IsExported() {
				r.decode(v.Field(i))
			}
		}
	case reflect.Slice:
		n := int(r.uint())
		if n == 0 {
			return
		}
		s := reflect.MakeSlice(t, n-1, n-1)
		for i := range n - 1 {
			r.decode(s.Index(i))
		}
		v.Set(s)
	case reflect.Array:
		for i := range v.Len() {
			r.decode(v.Index(i))
		}
	case reflect.String:
		n := int(r.uint())
		v.SetString(r.s[r.i : r.i+n])
		r.i += n
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		v.SetInt(r.int())
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		v.SetUint(r.uint())
	case reflect.Float32, reflect.Float64:
		v.SetFloat(math.Float64frombits(r.uint()))
	case reflect.Bool:
		v.SetBool(r.byte() == 1)
	default:
		panic("cannot decode a " + t.String())
	}
}
