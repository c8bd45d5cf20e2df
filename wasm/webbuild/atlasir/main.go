//go:build ignore

// Command periscopeatlasir writes, as Go, the programs of Ebitengine's
// three built-in shaders that its internal/atlas package compiles at
// start-up (nearest, linear, clear), for the browser build to use in place
// of compiling them (wasm/webbuild: PatchAtlasShaders, issue 16). It runs
// inside a copy of Ebitengine's module (it imports its internal packages;
// webbuild puts it there as internal/periscopeatlasir), natively, and
// compiles each shader exactly as internal/atlas does, through
// legacyshader.CompileShader.
//
// With -check it prints instead, for each shader, its GLSL (desktop and ES)
// and its identity (the source ID, the Kage source, the names and types
// of its uniforms, attributes and varyings): run over the programs
// compiled here and over the written ones (-check=written, with the
// written file beside this one), the two outputs must be equal.
package main

import (
	"bytes"
	"flag"
	"fmt"
	"go/constant"
	"log"
	"os"
	"reflect"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2/internal/builtinshader"
	"github.com/hajimehoshi/ebiten/v2/internal/legacyshader"
	"github.com/hajimehoshi/ebiten/v2/internal/shaderir"
	"github.com/hajimehoshi/ebiten/v2/internal/shaderir/glsl"
)

// written is set by the written programs' file when it is built in.
var written func() (nearest, linear, clear *shaderir.Program)

func main() {
	check := flag.String("check", "", "print the programs' GLSL and identity: compiled or written")
	flag.Parse()
	log.SetFlags(0)
	var progs [3]*shaderir.Program
	switch *check {
	case "written":
		if written == nil {
			log.Fatal("periscopeatlasir: no written programs built in")
		}
		progs[0], progs[1], progs[2] = written()
	default:
		srcs := [3][]byte{
			builtinshader.ShaderSource(builtinshader.FilterNearest, builtinshader.AddressUnsafe),
			builtinshader.ShaderSource(builtinshader.FilterLinear, builtinshader.AddressUnsafe),
			[]byte(builtinshader.ClearShaderSource),
		}
		for i, s := range srcs {
			p, _, err := legacyshader.CompileShader(s)
			if err != nil {
				log.Fatalf("periscopeatlasir: %v", err)
			}
			progs[i] = p
		}
	}
	if *check != "" {
		for _, p := range progs {
			fmt.Printf("source ID %s\nuniforms %q %v\ntextures %d\nattributes %v\nvaryings %v\nsource %q\n",
				p.SourceID, p.UniformNames, p.Uniforms, p.TextureCount, p.Attributes, p.Varyings, p.FragmentSource)
			for _, v := range []glsl.GLSLVersion{glsl.GLSLVersionDefault, glsl.GLSLVersionES300} {
				vs, fs := glsl.Compile(p, v)
				fmt.Printf("glsl %d\n%s\n%s\n", v, vs, fs)
			}
		}
		return
	}
	// Package-level variables: the compiler lays them out as data, where a
	// function's literals would be code that builds them.
	var b bytes.Buffer
	b.WriteString("\n// periscopeBuiltinPrograms returns the programs of the nearest, linear and\n" +
		"// clear shaders as Ebitengine's compiler makes them, written as Go by\n" +
		"// Periscope's browser build (wasm/webbuild/atlasir) so that they are not\n" +
		"// compiled at start-up.\n" +
		"func periscopeBuiltinPrograms() (nearest, linear, clear *shaderir.Program) {\n" +
		"\treturn periscopeNearestProgram, periscopeLinearProgram, periscopeClearProgram\n}\n")
	for i, p := range progs {
		fmt.Fprintf(&b, "\nvar periscope%sProgram = ", [...]string{"Nearest", "Linear", "Clear"}[i])
		if err := emit(&b, reflect.ValueOf(p)); err != nil {
			log.Fatalf("periscopeatlasir: %v", err)
		}
		b.WriteString("\n")
	}
	os.Stdout.Write(b.Bytes())
}

var constantType = reflect.TypeOf((*constant.Value)(nil)).Elem()

// emit writes v as a Go expression of package atlas (shaderir's types
// qualified).
func emit(b *bytes.Buffer, v reflect.Value) error {
	t := v.Type()
	if t == constantType {
		if v.IsNil() {
			b.WriteString("nil")
			return nil
		}
		c := v.Interface().(constant.Value)
		switch c.Kind() {
		case constant.Bool:
			fmt.Fprintf(b, "constant.MakeBool(%t)", constant.BoolVal(c))
		case constant.Int:
			n, ok := constant.Int64Val(c)
			if !ok {
				return fmt.Errorf("integer constant %s out of range", c)
			}
			fmt.Fprintf(b, "constant.MakeInt64(%d)", n)
		case constant.Float:
			f, _ := constant.Float64Val(c)
			fmt.Fprintf(b, "constant.MakeFloat64(%s)", strconv.FormatFloat(f, 'g', -1, 64))
		default:
			return fmt.Errorf("constant %s of kind %s", c, c.Kind())
		}
		return nil
	}
	switch t.Kind() {
	case reflect.Pointer:
		if v.IsNil() {
			b.WriteString("nil")
			return nil
		}
		b.WriteString("&")
		return emit(b, v.Elem())
	case reflect.Struct:
		b.WriteString(typeName(t) + "{")
		n := 0
		for i := range t.NumField() {
			f := t.Field(i)
			fv := v.Field(i)
			if fv.IsZero() {
				continue
			}
			if !f.IsExported() {
				return fmt.Errorf("%s.%s (unexported) is set", t, f.Name)
			}
			if n > 0 {
				b.WriteString(", ")
			}
			n++
			b.WriteString(f.Name + ": ")
			if err := emit(b, fv); err != nil {
				return err
			}
		}
		b.WriteString("}")
		return nil
	case reflect.Slice:
		if v.IsNil() {
			b.WriteString("nil")
			return nil
		}
		if t.Elem().Kind() == reflect.Uint8 {
			fmt.Fprintf(b, "[]byte(%s)", strconv.Quote(string(v.Bytes())))
			return nil
		}
		return emitElems(b, v)
	case reflect.Array:
		return emitElems(b, v)
	case reflect.String:
		b.WriteString(strconv.Quote(v.String()))
		return nil
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		b.WriteString(strconv.FormatInt(v.Int(), 10))
		return nil
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		b.WriteString(strconv.FormatUint(v.Uint(), 10))
		return nil
	case reflect.Bool:
		b.WriteString(strconv.FormatBool(v.Bool()))
		return nil
	}
	return fmt.Errorf("cannot write a %s", t)
}

// emitElems writes a slice's or an array's elements as a composite literal
// of its type.
func emitElems(b *bytes.Buffer, v reflect.Value) error {
	b.WriteString(typeName(v.Type()) + "{")
	for i := range v.Len() {
		if i > 0 {
			b.WriteString(", ")
		}
		if err := emit(b, v.Index(i)); err != nil {
			return err
		}
	}
	b.WriteString("}")
	return nil
}

// typeName is t as package atlas writes it.
func typeName(t reflect.Type) string {
	switch t.Kind() {
	case reflect.Slice:
		return "[]" + typeName(t.Elem())
	case reflect.Pointer:
		return "*" + typeName(t.Elem())
	}
	if t.PkgPath() == "" {
		return t.String()
	}
	if !strings.HasSuffix(t.PkgPath(), "/internal/shaderir") {
		panic("periscopeatlasir: type " + t.String() + " outside shaderir")
	}
	return "shaderir." + t.Name()
}
