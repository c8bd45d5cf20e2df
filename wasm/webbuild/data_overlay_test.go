package webbuild

import (
	"encoding/json"
	"io/fs"
	"os"
	"path/filepath"
	"reflect"
	"testing"
	"testing/fstest"

	"periscope/game/data"
	"periscope/game/europe"
	"periscope/game/naval"
	"periscope/game/tactical"
)

// The browser build's data: every prose field is "-", and the data loads
// (its checks pass) to the same classes, tables, theatres and scenarios as
// the files in the repository, prose aside; the overlay maps each file to
// its stripped copy, which is much smaller.
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
	// Every data file as it is, then the stripped copies over their
	// originals (the scenarios' subdirectories too).
	full, stripped := fstest.MapFS{}, fstest.MapFS{}
	err = fs.WalkDir(os.DirFS(filepath.Join(root, "assets", "data")), ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := os.ReadFile(filepath.Join(root, "assets", "data", p))
		full[p], stripped[p] = &fstest.MapFile{Data: b}, &fstest.MapFile{Data: b}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	before, after := 0, 0
	for orig, copyPath := range ov.Replace {
		o, err1 := os.ReadFile(orig)
		c, err2 := os.ReadFile(copyPath)
		if err1 != nil || err2 != nil {
			t.Fatal(err1, err2)
		}
		name, err := filepath.Rel(filepath.Join(root, "assets", "data"), orig)
		if err != nil || full[filepath.ToSlash(name)] == nil {
			t.Fatalf("%s is not a data file: %v", orig, err)
		}
		name = filepath.ToSlash(name)
		full[name] = &fstest.MapFile{Data: o}
		stripped[name] = &fstest.MapFile{Data: c}
		before, after = before+len(o), after+len(c)
	}
	if len(ov.Replace) < 20 || after*3 > before*2 {
		t.Errorf("%d files, %d bytes stripped to %d", len(ov.Replace), before, after)
	}
	// The theatres, Europe and the naval maps load from the stripped files
	// to the same data, prose aside (both sides' prose blanked alike).
	same := func(what string, load func(fs.FS) (any, error)) {
		t.Helper()
		w, err := load(full)
		if err != nil {
			t.Fatalf("%s: %v", what, err)
		}
		g, err := load(stripped)
		if err != nil {
			t.Fatalf("%s: the stripped data does not load: %v", what, err)
		}
		wb, err1 := json.Marshal(w)
		gb, err2 := json.Marshal(g)
		if err1 != nil || err2 != nil {
			t.Fatal(err1, err2)
		}
		ws, err1 := StripRationale(wb)
		gs, err2 := StripRationale(gb)
		if err1 != nil || err2 != nil {
			t.Fatal(err1, err2)
		}
		if string(ws) != string(gs) || len(ws) < 1000 {
			t.Errorf("%s: the stripped data loads to other values (%d bytes against %d)", what, len(gs), len(ws))
		}
	}
	for _, th := range []string{"atlantic", "pacific"} {
		same(th, func(f fs.FS) (any, error) { return data.Load(f, th) })
	}
	same("europe", func(f fs.FS) (any, error) { return europe.LoadFS(f) })
	same("naval", func(f fs.FS) (any, error) { return naval.Load(f, "naval") })
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
