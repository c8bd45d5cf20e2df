package campaign

import (
	"go/ast"
	"go/parser"
	"go/token"
	"strconv"
	"testing"

	"encoding/json"

	"periscope/game/engine"
)

// Op names are part of the save format: every op constant must be
// registered (a saved stack holding it must run), and every registered op
// must be one of the constants (no op is registered under a bare string
// that a rename could silently change).
func TestEveryOpIsRegistered(t *testing.T) {
	f, err := parser.ParseFile(token.NewFileSet(), "ops_names.go", nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	declared := map[engine.Op]bool{}
	for _, d := range f.Decls {
		gd, ok := d.(*ast.GenDecl)
		if !ok || gd.Tok != token.CONST {
			continue
		}
		for _, spec := range gd.Specs {
			vs := spec.(*ast.ValueSpec)
			for _, v := range vs.Values {
				lit, ok := v.(*ast.BasicLit)
				if !ok {
					continue
				}
				s, _ := strconv.Unquote(lit.Value)
				declared[engine.Op(s)] = true
			}
		}
	}
	if len(declared) < 80 {
		t.Fatalf("only %d op constants found in ops_names.go", len(declared))
	}
	for op := range declared {
		if !steps.Has(op) {
			t.Errorf("op %q is declared but not registered: a saved stack holding it could not run", op)
		}
	}
	for _, op := range steps.Ops() {
		if !declared[op] {
			t.Errorf("op %q is registered but not declared in ops_names.go", op)
		}
	}
}

// A hand-edited stack frame is refused when the snapshot is restored, not
// met as an index out of range at the first decision.
func TestRestoreRefusesBadFrames(t *testing.T) {
	th := atlantic(t)
	g, err := New(th, engine.Record{System: SystemID, Theatre: th.ID, Scenario: "happy-time-1940", Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := g.Start(); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name  string
		frame Frame
	}{
		{"negative list position", Frame{Op: opTransitNext, A: 1, B: -5}},
		{"list position past the end", Frame{Op: opOpsNext, B: 3, L: []string{"U-47"}}},
		{"unknown op", Frame{Op: "no.such.step"}},
		{"search flags out of range", Frame{Op: opSubSearch, Sub: "U-47", A: 1 << 10}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := *g.S
			s.Stack = append(append([]Frame(nil), g.S.Stack...), tc.frame)
			snap, err := json.Marshal(&s)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := Restore(th, snap); err == nil {
				t.Fatalf("a stack with %+v was accepted", tc.frame)
			}
		})
	}
	snap, _ := g.Snapshot()
	if _, err := Restore(th, snap); err != nil {
		t.Fatalf("the unedited snapshot is refused: %v", err)
	}
}
