// Package shadertmpl is the small template language of Ebitengine's two
// built-in shader sources (internal/builtinshader and
// internal/colormshader): text with {{if eq .A .B}}, {{else if eq .A .B}},
// {{else}} and {{end}} over integer fields of a struct. The browser build
// puts this file in place of text/template in those two files
// (webbuild.shaderOverlay, issue 16): text/template's field lookup calls
// reflect.Value.MethodByName with a name known only at run time, and a
// binary that can do that must keep every exported method of every type
// that may reach an interface — about half a megabyte of the gzipped wasm.
//
// Execute writes exactly what text/template writes for those templates
// (TestSameAsTextTemplate). webbuild copies this file into the overlay
// with its package clause and imports removed, so it must keep to the
// imports the two Ebitengine files lack (io, reflect, strings are added
// there) and its names start with shtmpl.
package shadertmpl

import (
	"io"
	"reflect"
	"strings"
)

// shtmplNode is a run of text (cond == nil) or an if-chain.
type shtmplNode struct {
	text  string
	conds [][2]string    // field names compared by eq, one per branch
	then  [][]shtmplNode // the branch bodies, one per cond
	other []shtmplNode   // the {{else}} body
}

// shtmplTemplate is a parsed template.
type shtmplTemplate struct{ body []shtmplNode }

// shtmplParse parses src; it panics on anything outside the language.
func shtmplParse(src string) *shtmplTemplate {
	body, end, rest := shtmplList(src)
	if end != "" || rest != "" {
		panic("shtmpl: unexpected {{" + end + "}}")
	}
	return &shtmplTemplate{body: body}
}

// shtmplMust returns t (the shape of template.Must).
func shtmplMust(t *shtmplTemplate) *shtmplTemplate { return t }

// shtmplList parses nodes up to an {{else…}} or {{end}} (returned as end,
// with the text after it) or the end of src.
func shtmplList(src string) (nodes []shtmplNode, end, rest string) {
	for src != "" {
		i := strings.Index(src, "{{")
		if i < 0 {
			return append(nodes, shtmplNode{text: src}), "", ""
		}
		if i > 0 {
			nodes = append(nodes, shtmplNode{text: src[:i]})
		}
		j := strings.Index(src[i:], "}}")
		if j < 0 {
			panic("shtmpl: unclosed action")
		}
		act := src[i+2 : i+j]
		src = src[i+j+2:]
		if strings.HasPrefix(act, "-") || strings.HasSuffix(act, "-") {
			panic("shtmpl: trim markers are not supported")
		}
		if act == "end" || act == "else" || strings.HasPrefix(act, "else if ") {
			return nodes, act, src
		}
		cond, ok := shtmplCond(act, "if ")
		if !ok {
			panic("shtmpl: unsupported action {{" + act + "}}")
		}
		n := shtmplNode{}
		for {
			body, e, r := shtmplList(src)
			n.conds = append(n.conds, cond)
			n.then = append(n.then, body)
			src = r
			if e == "end" {
				break
			}
			if e == "else" {
				n.other, e, src = shtmplList(src)
				if e != "end" {
					panic("shtmpl: {{else}} without {{end}}")
				}
				break
			}
			if cond, ok = shtmplCond(e, "else if "); !ok {
				panic("shtmpl: unclosed {{if}}")
			}
		}
		nodes = append(nodes, n)
	}
	return nodes, "", ""
}

// shtmplCond reads "<prefix>eq .A .B".
func shtmplCond(act, prefix string) ([2]string, bool) {
	f := strings.Fields(strings.TrimPrefix(act, prefix))
	if !strings.HasPrefix(act, prefix) || len(f) != 3 || f[0] != "eq" ||
		!strings.HasPrefix(f[1], ".") || !strings.HasPrefix(f[2], ".") {
		return [2]string{}, false
	}
	return [2]string{f[1][1:], f[2][1:]}, true
}

// Execute writes the template with data, a struct of integer fields.
func (t *shtmplTemplate) Execute(w io.Writer, data any) error {
	var b strings.Builder
	shtmplRun(&b, t.body, reflect.ValueOf(data))
	_, err := io.WriteString(w, b.String())
	return err
}

func shtmplRun(b *strings.Builder, nodes []shtmplNode, v reflect.Value) {
	for _, n := range nodes {
		if n.conds == nil {
			b.WriteString(n.text)
			continue
		}
		body := n.other
		for i, c := range n.conds {
			if v.FieldByName(c[0]).Int() == v.FieldByName(c[1]).Int() {
				body = n.then[i]
				break
			}
		}
		shtmplRun(b, body, v)
	}
}
