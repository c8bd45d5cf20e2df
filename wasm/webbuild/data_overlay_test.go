package webbuild

import (
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"testing"
	"testing/fstest"

	"periscope/game/tactical"
)

// The browser build's tactical data: every "source" and "why" is "-", and
// the data loads (its checks pass) to the same classes, tables and
// scenarios as the files in the repository, prose aside; the overlay maps
// each file to its stripped copy, which is much smaller.
func TestDataOverlayStripsOnlyTheProse(t *testing.T) {
	root, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	path, err := DataOverlay(root)
	if err != nil {
		t.Fatal(err)
	}
	defer os.RemoveAll(filepath.Dir(path))
	var ov struct{ Replace map[string]string }
	b, err := os.ReadFile(path)
	if err != nil || json.Unmarshal(b, &ov) != nil {
		t.Fatalf("overlay %s: %v", path, err)
	}
	full, stripped := fstest.MapFS{}, fstest.MapFS{}
	before, after := 0, 0
	for orig, copyPath := range ov.Replace {
		o, err1 := os.ReadFile(orig)
		c, err2 := os.ReadFile(copyPath)
		if err1 != nil || err2 != nil {
			t.Fatal(err1, err2)
		}
		full["tactical/"+filepath.Base(orig)] = &fstest.MapFile{Data: o}
		stripped["tactical/"+filepath.Base(orig)] = &fstest.MapFile{Data: c}
		before, after = before+len(o), after+len(c)
	}
	if len(ov.Replace) < 5 || after*2 > before {
		t.Errorf("%d files, %d bytes stripped to %d", len(ov.Replace), before, after)
	}
	want, err := tactical.LoadData(full, "tactical")
	if err != nil {
		t.Fatal(err)
	}
	got, err := tactical.LoadData(stripped, "tactical")
	if err != nil {
		t.Fatalf("the stripped data does not load: %v", err)
	}
	for id, c := range want.Ships {
		g := *got.Ships[id]
		if g.Source != "-" || g.Why != "-" {
			t.Errorf("%s keeps its prose", id)
		}
		g.Source, g.Why = c.Source, c.Why
		if !reflect.DeepEqual(&g, c) {
			t.Errorf("%s: %+v, want %+v", id, g, *c)
		}
	}
	if got.Tables.Radar.Range != want.Tables.Radar.Range || got.Tables.Sonar44.FeetPerHex != want.Tables.Sonar44.FeetPerHex || len(got.Subs) != len(want.Subs) || len(got.Torpedoes) != len(want.Torpedoes) {
		t.Error("tables, boats or torpedoes differ")
	}
	s, err := StripRationale([]byte(`{"a":1.50,"why":"long","b":[{"source":"x","n":7}],"why2":"kept"}`))
	if err != nil || string(s) != `{"a":1.50,"b":[{"n":7,"source":"-"}],"why":"-","why2":"kept"}`+"\n" {
		t.Errorf("stripped: %s %v", s, err)
	}
}
