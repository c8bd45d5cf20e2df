package save

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"encoding/json"
)

var update = flag.Bool("update", false, "rewrite save/testdata/v1-*.json and v2-*.json from a fresh game")

// The migration from schema 1 to 2, on a file made now: everything schema 1
// recorded survives, what it lacked is filled in, and the game replays.
func TestMigrate1to2(t *testing.T) {
	rec, g := play(t, "atlantic", "happy-time-1940", 21, 200)
	f := fileFor(t, rec, g)
	f.Name = "Before the convoy"
	v1, err := EncodeV1(f)
	if err != nil {
		t.Fatal(err)
	}
	if bytes.Contains(v1, []byte(`"system"`)) || !bytes.Contains(v1, []byte(`"periscope":1`)) {
		t.Fatalf("not a schema-1 layout: %.200s", v1)
	}
	d, err := Decode(v1)
	if err != nil {
		t.Fatal(err)
	}
	if d.Schema != 1 || d.Kind != KindSlot || d.Name != "Before the convoy" || !d.Saved.Equal(testNow) || d.Game != "" || d.GameID != "" {
		t.Fatalf("migrated header: %+v", d)
	}
	if !reflect.DeepEqual(d.Record, rec) {
		t.Fatalf("migrated record differs: %+v", d.Record)
	}
	o, err := Open(d, testTheatres)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(o.File.Summary, Summarize(g, rec)) {
		t.Fatalf("summary %+v", o.File.Summary)
	}
	if err := NewCheck(o).Run(); err != nil {
		t.Fatalf("the migrated save does not replay: %v", err)
	}
	// An unlabelled schema-1 save was an autosave.
	f.Name = ""
	v1auto, _ := EncodeV1(f)
	if d, err := Decode(v1auto); err != nil || d.Kind != KindAuto {
		t.Fatalf("unlabelled: %+v, %v", d, err)
	}
	// Written again, it is the current schema.
	v2 := mustEncode(t, o.File)
	d2, err := Decode(v2)
	if err != nil || d2.Schema != Schema || !reflect.DeepEqual(d2.Record, rec) {
		t.Fatalf("re-encoded: %+v, %v", d2, err)
	}
	// Schema-1 files that cannot be migrated.
	for name, bad := range map[string]string{
		"no scenario": `{"periscope":1,"seed":1,"choices":[],"state":{}}`,
		"no seed":     `{"periscope":1,"scenario":"happy-time-1940","choices":[],"state":{}}`,
		"no state":    `{"periscope":1,"scenario":"happy-time-1940","seed":1,"choices":[]}`,
		"no choices":  `{"periscope":1,"scenario":"happy-time-1940","seed":1,"state":{}}`,
		"state list":  `{"periscope":1,"scenario":"happy-time-1940","seed":1,"choices":[],"state":[]}`,
	} {
		if _, err := Decode([]byte(bad)); CodeOf(err) != CodeMalformed {
			t.Errorf("%s: %v", name, err)
		}
	}
	if _, err := Decode([]byte(`{"periscope":2,"scenario":"x"}`)); CodeOf(err) != CodeTooNew {
		t.Errorf("periscope 2: %v", err)
	}
}

// The files in testdata were written by the game: one of each schema. They
// must always load; if the rules change so that their replay no longer
// matches, players' old saves are affected the same way, so it is reported.
func TestTestdataFiles(t *testing.T) {
	v1Path := filepath.Join("testdata", "v1-happy-time-1940.json")
	v2Path := filepath.Join("testdata", "v2-happy-time-1940.json")
	if *update {
		rec, g := play(t, "atlantic", "happy-time-1940", 1940, 60)
		f := fileFor(t, rec, g)
		f.Name, f.GameID, f.Game = "Off Rockall", "gfile-1", "v-testdata"
		v1, err := EncodeV1(f)
		if err != nil {
			t.Fatal(err)
		}
		var pretty bytes.Buffer
		if err := json.Indent(&pretty, v1, "", " "); err != nil {
			t.Fatal(err)
		}
		os.MkdirAll("testdata", 0o755)
		if err := os.WriteFile(v1Path, pretty.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(v2Path, mustEncode(t, f), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for _, c := range []struct {
		path   string
		schema int
		game   string
		gameID string
	}{{v1Path, 1, "", ""}, {v2Path, 2, "v-testdata", "gfile-1"}} {
		data, err := os.ReadFile(c.path)
		if err != nil {
			t.Fatal(err)
		}
		d, err := Decode(data)
		if err != nil {
			t.Fatalf("%s: %v", c.path, err)
		}
		if d.Schema != c.schema || d.Name != "Off Rockall" || d.Kind != KindSlot || d.Game != c.game || d.GameID != c.gameID ||
			d.Record.System != "campaign" || d.Record.Theatre != "atlantic" || d.Record.Scenario != "happy-time-1940" || d.Record.Seed != 1940 || len(d.Record.Choices) != 60 {
			t.Fatalf("%s: decoded %+v", c.path, d)
		}
		o, err := Open(d, testTheatres)
		if err != nil {
			t.Fatalf("%s no longer loads: %v\n(if the game's data changed on purpose, old saves break too; regenerate with go test ./save -run TestTestdataFiles -update)", c.path, err)
		}
		if err := NewCheck(o).Run(); err != nil {
			t.Logf("%s: the rules changed since it was written: %v", c.path, err)
		}
	}
}

// A save whose game state is version 1 (before patrols recorded what they
// met) still loads, its patrols' Met unrecorded (nil), and its replay check
// passes: the counts version 1 did not keep are left out of the comparison,
// and nothing else is.
func TestStateVersion1Converts(t *testing.T) {
	rec, g := play(t, "atlantic", "happy-time-1940", 1940, 600)
	met := 0
	for _, p := range g.S.Patrols {
		if p.Met == nil {
			t.Fatalf("a version-2 patrol report without Met: %+v", p)
		}
		met += p.Met.Total()
	}
	if len(g.S.Patrols) == 0 || met == 0 {
		t.Fatalf("the test needs finished patrols that met something: %d patrols, %d contacts", len(g.S.Patrols), met)
	}
	// The same game as version 1 wrote it: no "met", version 1.
	for i := range g.S.Subs {
		g.S.Subs[i].Patrol.Met = nil
	}
	for i := range g.S.Patrols {
		g.S.Patrols[i].Met = nil
	}
	g.S.Version = 1
	f := fileFor(t, rec, g)
	if bytes.Contains(f.Snapshot, []byte(`"met"`)) || !bytes.Contains(f.Snapshot, []byte(`"version":1`)) {
		t.Fatal("the snapshot is not a version-1 state")
	}
	d, err := Decode(mustEncode(t, f))
	if err != nil {
		t.Fatal(err)
	}
	o, err := Open(d, testTheatres)
	if err != nil {
		t.Fatalf("a version-1 state is refused: %v", err)
	}
	if err := NewCheck(o).Run(); err != nil {
		t.Errorf("the replay check of a version-1 save: %v", err)
	}

	// The comparison still sees a real difference.
	g.S.Tracks.Ships++
	f = fileFor(t, rec, g)
	if d, err = Decode(mustEncode(t, f)); err != nil {
		t.Fatal(err)
	}
	if o, err = Open(d, testTheatres); err != nil {
		t.Fatal(err)
	}
	if err := NewCheck(o).Run(); err == nil {
		t.Error("a version-1 save with a changed track passes the replay check")
	}
}
