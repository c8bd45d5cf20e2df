package jsonscan

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
)

var seeds = []string{
	`[]`, `[1]`, ` [ 1 , "a" , {} , [] ] `, `[{"sub":"U-1","met":[1,2,{"a":null}]},{"sub":"U-2"}]`,
	`{"version":2,"scenario":"x","options":["b","a"],"seed":7,"decisions":12,"patrols":[1,2]}`,
	` { "version" : 2 , "scenario":"x\u0041" ,"seed":7e0,"decisions":12}`,
	`{"v\u0065rsion":2,"scenario":"x","seed":7,"decisions":-0.5e+3,"x":[true,false,null,{},[],""]}`,
	`{"x":{"a":[1,{"b":"\"\\\/\b\f\n\r\t"}]},"version":2}`,
	`["a,b","c]d","e\"f]",{"g":"}"}]`, `["\\"]`, `["\\\"]"]`, `[1,]`, `[,1]`, `[1 2]`, `["\u12"]`,
	`[01]`, `[-]`, `[1.]`, `[1e]`, `[.5]`, `[tru]`, `[nul]`, "[\"\x01\"]", "[\"\xff\"]", `[1]]`, `[[1]`,
	`{"a":1,}`, `{"a" 1}`, `{1:2}`, `"x"`, `12`, ``, ` `,
	strings.Repeat("[", MaxDepth) + strings.Repeat("]", MaxDepth),
	strings.Repeat("[", MaxDepth+1) + strings.Repeat("]", MaxDepth+1),
}

// checkValue: Value says a whole input is valid exactly where json.Valid
// does (Value stops at the value's end; json.Valid also refuses anything
// but space after it).
func checkValue(t *testing.T, b []byte) {
	end, ok := Value(b, 0, 0)
	if end < 0 || end > len(b) {
		t.Fatalf("Value of %q ends at %d, outside the input", clip(b), end)
	}
	if valid := ok && len(bytes.TrimLeft(b[end:], " \t\n\r")) == 0; valid != json.Valid(b) {
		t.Fatalf("Value of %q says %v, json.Valid %v", clip(b), valid, !valid)
	}
}

// checkListEnds: ListEnds reads a list where json.Valid does and
// json.Unmarshal reads one ([]json.RawMessage), and each element's bytes
// before the end it gives are json.Unmarshal's element (space aside).
func checkListEnds(t *testing.T, b []byte) {
	ends, end, ok := ListEnds(b, 0, 0)
	if end < 0 || end > len(b) {
		t.Fatalf("ListEnds of %q ends at %d, outside the input", clip(b), end)
	}
	var raws []json.RawMessage
	list := json.Valid(b) && json.Unmarshal(b, &raws) == nil
	if valid := ok && len(bytes.TrimLeft(b[end:], " \t\n\r")) == 0; valid != list {
		t.Fatalf("ListEnds of %q says a list %v, encoding/json %v", clip(b), valid, list)
	}
	if !list {
		return
	}
	if len(ends) != len(raws) {
		t.Fatalf("ListEnds of %q: %d elements, json.Unmarshal %d", clip(b), len(ends), len(raws))
	}
	start := Space(b, 0) + 1
	for k, e := range ends {
		if c := b[e]; c != ',' && c != ']' || (c == ']') != (k == len(ends)-1) {
			t.Fatalf("ListEnds of %q: element %d ends at %q", clip(b), k, c)
		}
		if got := bytes.Trim(b[start:e], " \t\n\r"); !bytes.Equal(got, raws[k]) {
			t.Fatalf("ListEnds of %q: element %d is %q, json.Unmarshal's %q", clip(b), k, got, raws[k])
		}
		start = e + 1
	}
}

func clip(b []byte) []byte { return b[:min(len(b), 200)] }

func TestValueIsJSONValid(t *testing.T) {
	for _, s := range seeds {
		checkValue(t, []byte(s))
	}
}

func TestListEndsIsUnmarshalsList(t *testing.T) {
	for _, s := range seeds {
		checkListEnds(t, []byte(s))
	}
}

// go test ./internal/jsonscan -run '^$' -fuzz FuzzValue -fuzztime 3m
func FuzzValue(f *testing.F) {
	for _, s := range seeds {
		f.Add([]byte(s))
	}
	f.Fuzz(checkValue)
}

// go test ./internal/jsonscan -run '^$' -fuzz FuzzListEnds -fuzztime 3m
func FuzzListEnds(f *testing.F) {
	for _, s := range seeds {
		f.Add([]byte(s))
	}
	f.Fuzz(checkListEnds)
}
