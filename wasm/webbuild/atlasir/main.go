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
	"go/ast"
	"go/constant"
	"go/parser"
	"go/token"
	"log"
	"os"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2/internal/builtinshader"
	"github.com/hajimehoshi/ebiten/v2/internal/colormshader"
	"github.com/hajimehoshi/ebiten/v2/internal/legacyshader"
	"github.com/hajimehoshi/ebiten/v2/internal/shaderir"
	"github.com/hajimehoshi/ebiten/v2/internal/shaderir/glsl"
)

// written is set by the written programs' file when it is built in.
var written func() (nearest, linear, clear *shaderir.Program)

func main() {
	check := flag.String("check", "", "print the programs' GLSL and identity: compiled or written")
	all := flag.String("all", "", "write, for package ebiten, every shader the game can make, encoded, from Ebitengine's module in this directory")
	flag.Parse()
	log.SetFlags(0)
	if *all != "" {
		allPrograms(*all)
		return
	}
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

// stencilFiles are Ebitengine's files whose constant Kage sources
// (the constants named …ShaderSrc) the game can compile through
// ebiten.NewShader: the stencil-buffer fills of ebiten and vector.
var stencilFiles = []string{"stencilbuffer.go", "vector/stencilshader.go"}

// allPrograms writes, as Go of package ebiten, every program the game's
// ebiten.NewShader can be asked for (the built-in filters and addresses
// with and without a colour matrix, as ebiten's builtinShader makes their
// source, and the stencil sources in stencilFiles under dir), each encoded
// by periscopeEncode under its source's hash and length, with
// periscopeProgram, which the patched NewShader calls in place of the Kage
// compiler. Each encoded program is decoded again here and must give the
// same GLSL and identity as the compiled one.
func allPrograms(dir string) {
	var srcs [][]byte
	for f := range builtinshader.Filter(builtinshader.FilterCount) {
		for a := range builtinshader.Address(builtinshader.AddressCount) {
			srcs = append(srcs, builtinshader.ShaderSource(f, a),
				colormshader.ShaderSource(colormshader.Filter(f), colormshader.Address(a)))
		}
	}
	for _, name := range stencilFiles {
		fset := token.NewFileSet()
		file, err := parser.ParseFile(fset, filepath.Join(dir, filepath.FromSlash(name)), nil, 0)
		if err != nil {
			log.Fatalf("periscopeatlasir: %v", err)
		}
		n := 0
		for _, d := range file.Decls {
			g, ok := d.(*ast.GenDecl)
			if !ok || g.Tok != token.CONST {
				continue
			}
			for _, sp := range g.Specs {
				vs := sp.(*ast.ValueSpec)
				for i, id := range vs.Names {
					if !strings.HasSuffix(id.Name, "ShaderSrc") {
						continue
					}
					lit, ok := vs.Values[i].(*ast.BasicLit)
					if !ok || lit.Kind != token.STRING {
						log.Fatalf("periscopeatlasir: %s's %s is not a string literal", name, id.Name)
					}
					s, err := strconv.Unquote(lit.Value)
					if err != nil {
						log.Fatalf("periscopeatlasir: %s's %s: %v", name, id.Name, err)
					}
					srcs = append(srcs, []byte(s))
					n++
				}
			}
		}
		if n == 0 {
			log.Fatalf("periscopeatlasir: no shader sources in %s", name)
		}
	}
	var b bytes.Buffer
	b.WriteString("\n// periscopeShaderPrograms are the programs of every shader the game can make\n" +
		"// (Ebitengine's built-in filters and addresses, with and without a colour\n" +
		"// matrix, and its stencil fills), compiled and encoded by Periscope's\n" +
		"// browser build (wasm/webbuild/atlasir): the wasm has no Kage compiler.\n" +
		"var periscopeShaderPrograms = [...]struct {\n\thash uint64\n\tsize int\n\tunit legacyshader.Unit\n\tdata string\n}{\n")
	seen := map[uint64]string{}
	for _, src := range srcs {
		h := periscopeHash(src)
		if old, ok := seen[h]; ok {
			if old != string(src) {
				log.Fatalf("periscopeatlasir: two sources with hash %x", h)
			}
			continue
		}
		seen[h] = string(src)
		p, unit, err := legacyshader.CompileShader(src)
		if err != nil {
			log.Fatalf("periscopeatlasir: %v", err)
		}
		enc, err := periscopeEncode(nil, reflect.ValueOf(p).Elem())
		if err != nil {
			log.Fatalf("periscopeatlasir: %v", err)
		}
		var q shaderir.Program
		if err := periscopeDecode(string(enc), reflect.ValueOf(&q).Elem()); err != nil {
			log.Fatalf("periscopeatlasir: %v", err)
		}
		if a, b := identity(p), identity(&q); a != b {
			log.Fatalf("periscopeatlasir: a program decoded differs from the compiled one:\n%s\n---\n%s", a, b)
		}
		fmt.Fprintf(&b, "\t{0x%x, %d, %d, %s},\n", h, len(src), unit, strconv.Quote(string(enc)))
	}
	b.WriteString(`}

// periscopeProgram returns the program of the shader with Kage source src
// and its unit, as legacyshader.CompileShader would, from
// periscopeShaderPrograms.
func periscopeProgram(src []byte) (*shaderir.Program, legacyshader.Unit, error) {
	h := periscopeHash(src)
	for _, p := range periscopeShaderPrograms {
		if p.hash == h && p.size == len(src) {
			var prog shaderir.Program
			if err := periscopeDecode(p.data, reflect.ValueOf(&prog).Elem()); err != nil {
				return nil, 0, err
			}
			return &prog, p.unit, nil
		}
	}
	return nil, 0, fmt.Errorf("ebiten: this browser build of Periscope compiles no Kage shader but Ebitengine's own (%d bytes, hash %x)", len(src), h)
}
`)
	os.Stdout.Write(b.Bytes())
}

// identity is a program's GLSL (desktop and ES) and what else the
// graphics driver reads of it.
func identity(p *shaderir.Program) string {
	var b strings.Builder
	fmt.Fprintf(&b, "source ID %s\nuniforms %q %v\ntextures %d\nattributes %v\nvaryings %v\nsource %q\n",
		p.SourceID, p.UniformNames, p.Uniforms, p.TextureCount, p.Attributes, p.Varyings, p.FragmentSource)
	for _, v := range []glsl.GLSLVersion{glsl.GLSLVersionDefault, glsl.GLSLVersionES300} {
		vs, fs := glsl.Compile(p, v)
		fmt.Fprintf(&b, "glsl %d\n%s\n%s\n", v, vs, fs)
	}
	return b.String()
}
