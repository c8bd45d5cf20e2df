package data_test

import (
	"errors"
	"io/fs"
	"os"
	"path"
	"strings"
	"testing"
	"testing/fstest"

	"encoding/json"

	"periscope/assets"
	"periscope/game/data"
)

// realFS is the directory that holds the shipped theatres.
var realFS = os.DirFS("../../assets/data")

// loadAtlantic loads the real Atlantic data or fails the test.
func loadAtlantic(t *testing.T) *data.Theatre {
	t.Helper()
	th, err := data.Load(realFS, "atlantic")
	if err != nil {
		t.Fatalf("loading the real Atlantic data:\n%v", err)
	}
	return th
}

// copyAtlantic copies the real theatre into an in-memory file system that a
// test may break.
func copyAtlantic(t *testing.T) fstest.MapFS {
	t.Helper()
	m := fstest.MapFS{}
	err := fs.WalkDir(realFS, "atlantic", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := fs.ReadFile(realFS, p)
		m[p] = &fstest.MapFile{Data: b}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// edit decodes one file of m as generic JSON, lets f change it and writes it
// back.
func edit(t *testing.T, m fstest.MapFS, file string, f func(doc map[string]any)) {
	t.Helper()
	var doc map[string]any
	if err := json.Unmarshal(m[file].Data, &doc); err != nil {
		t.Fatalf("%s: %v", file, err)
	}
	f(doc)
	b, err := json.Marshal(doc)
	if err != nil {
		t.Fatal(err)
	}
	m[file] = &fstest.MapFile{Data: b}
}

// at walks a generic JSON document: keys for objects, ints for arrays.
func at(v any, path ...any) any {
	for _, p := range path {
		switch k := p.(type) {
		case string:
			v = v.(map[string]any)[k]
		case int:
			v = v.([]any)[k]
		}
	}
	return v
}

// areaIndex finds an area's position in map.json's areas.
func areaIndex(doc map[string]any, id string) int {
	for i, a := range at(doc, "map", "areas").([]any) {
		if a.(map[string]any)["id"] == id {
			return i
		}
	}
	return -1
}

func TestLoadAtlantic(t *testing.T) {
	th := loadAtlantic(t)
	if th.ID != "atlantic" || th.Rules.Periods != 5 {
		t.Errorf("id %q, %d periods", th.ID, th.Rules.Periods)
	}
	if len(th.Scenarios) < 5 {
		t.Errorf("%d scenarios, want at least the patrol, three operational and the campaign", len(th.Scenarios))
	}
	kinds := map[string]int{}
	for _, s := range th.Scenarios {
		kinds[s.Kind]++
	}
	if kinds[data.ScenarioPatrol] < 1 || kinds[data.ScenarioOperational] < 3 || kinds[data.ScenarioCampaign] < 1 {
		t.Errorf("scenario kinds %v", kinds)
	}
}

// TestLoadRejects breaks the real data in one way at a time and checks that
// Load names the file, the path inside it and the reason.
func TestLoadRejects(t *testing.T) {
	cases := []struct {
		name   string
		breakf func(t *testing.T, m fstest.MapFS)
		file   string
		path   string
		reason string
	}{
		{"unknown area in a route", func(t *testing.T, m fstest.MapFS) {
			edit(t, m, "atlantic/map.json", func(d map[string]any) {
				at(d, "map", "routes", 0).(map[string]any)["to"] = "atlantis"
			})
		}, "atlantic/map.json", "map.routes[0]", `unknown area "atlantis"`},
		{"route that costs 3", func(t *testing.T, m fstest.MapFS) {
			edit(t, m, "atlantic/map.json", func(d map[string]any) {
				at(d, "map", "routes", 3).(map[string]any)["cost"] = 3
			})
		}, "atlantic/map.json", "map.routes[3]", "must be 0, 1 or 2"},
		{"route from an area to itself", func(t *testing.T, m fstest.MapFS) {
			edit(t, m, "atlantic/map.json", func(d map[string]any) {
				r := at(d, "map", "routes", 5).(map[string]any)
				r["to"] = r["from"]
			})
		}, "atlantic/map.json", "map.routes[5]", "two different places"},
		{"AAC row of 9 boxes", func(t *testing.T, m fstest.MapFS) {
			edit(t, m, "atlantic/map.json", func(d map[string]any) {
				i := areaIndex(d, "western-approaches")
				at(d, "map", "areas", i, "aac", 1).(map[string]any)["boxes"] = "wgoobbbrr"
			})
		}, "atlantic/map.json", "map.areas[1](western-approaches).aac[1].boxes", "has 9 boxes, want 10"},
		{"AAC box of an unknown colour", func(t *testing.T, m fstest.MapFS) {
			edit(t, m, "atlantic/map.json", func(d map[string]any) {
				i := areaIndex(d, "north-sea")
				at(d, "map", "areas", i, "aac", 0).(map[string]any)["boxes"] = "wwggoopbrr"
			})
		}, "atlantic/map.json", "map.areas[0](north-sea).aac[0].boxes", `box 6 is "p"`},
		{"minefield ratings for four periods", func(t *testing.T, m fstest.MapFS) {
			edit(t, m, "atlantic/map.json", func(d map[string]any) {
				i := areaIndex(d, "north-sea")
				at(d, "map", "areas", i).(map[string]any)["mines"] = []any{1, 1, 0, 0}
			})
		}, "atlantic/map.json", "map.areas[0](north-sea).mines", "has 4 values, want one per war period (5)"},
		{"minefield rating of 10", func(t *testing.T, m fstest.MapFS) {
			edit(t, m, "atlantic/map.json", func(d map[string]any) {
				i := areaIndex(d, "western-approaches")
				at(d, "map", "areas", i).(map[string]any)["mines"] = []any{0, 10, 0, 0, 0}
			})
		}, "atlantic/map.json", "map.areas[1](western-approaches).mines[1]", "rating 10 is outside 0–9"},
		{"no mines row in Other Dangers", func(t *testing.T, m fstest.MapFS) {
			edit(t, m, "atlantic/tables.json", func(d map[string]any) {
				delete(at(d, "tables", "otherDangers").(map[string]any), "mines")
			})
		}, "atlantic/tables.json", "tables.otherDangers.mines", "missing"},
		{"contact table that misses roll 11", func(t *testing.T, m fstest.MapFS) {
			edit(t, m, "atlantic/tables.json", func(d map[string]any) {
				rows := at(d, "tables", "contact", "default").([]any)
				rows[2] = rows[2].([]any)[:11]
			})
		}, "atlantic/tables.json", "tables.contact.default[2]", "want 12 (modified roll 0–11)"},
		{"damage table that misses roll 9", func(t *testing.T, m fstest.MapFS) {
			edit(t, m, "atlantic/tables.json", func(d map[string]any) {
				d["tables"].(map[string]any)["damage"] = at(d, "tables", "damage").([]any)[:9]
			})
		}, "atlantic/tables.json", "tables.damage", "want at least 10"},
		{"counterattack bands with a gap", func(t *testing.T, m fstest.MapFS) {
			edit(t, m, "atlantic/tables.json", func(d map[string]any) {
				at(d, "tables", "counterattack", 3).(map[string]any)["min"] = 6
			})
		}, "atlantic/tables.json", "tables.counterattack[3].min", "contiguous"},
		{"Huff-Duff period with 9 results", func(t *testing.T, m fstest.MapFS) {
			edit(t, m, "atlantic/tables.json", func(d map[string]any) {
				hd := at(d, "tables", "huffDuff").([]any)
				hd[4] = hd[4].([]any)[1:]
			})
		}, "atlantic/tables.json", "tables.huffDuff[4]", "want 10"},
		{"unknown result in a results row", func(t *testing.T, m fstest.MapFS) {
			edit(t, m, "atlantic/tables.json", func(d map[string]any) {
				at(d, "tables", "counterattack", 0, "cells").([]any)[0] = "explodes"
			})
		}, "atlantic/tables.json", "tables.counterattack[0].cells[0]", `unknown result "explodes"`},
		{"bad forced date", func(t *testing.T, m fstest.MapFS) {
			edit(t, m, "atlantic/events.json", func(d map[string]any) {
				for _, e := range at(d, "events").([]any) {
					if e.(map[string]any)["id"] == "weserubung" {
						e.(map[string]any)["forced"] = "May 1940"
					}
				}
			})
		}, "atlantic/events.json", "(weserubung).forced", `month "May 1940" is not YYYY-MM`},
		{"scenario month 13", func(t *testing.T, m fstest.MapFS) {
			edit(t, m, "atlantic/scenarios/u47-scapa-flow.json", func(d map[string]any) {
				d["end"] = "1939-13"
			})
		}, "atlantic/scenarios/u47-scapa-flow.json", "start/end", "YYYY-MM"},
		{"unknown effect op", func(t *testing.T, m fstest.MapFS) {
			edit(t, m, "atlantic/events.json", func(d map[string]any) {
				at(d, "events", 0, "effects", 0).(map[string]any)["op"] = "teleport"
			})
		}, "atlantic/events.json", "events[0](home-fleet-at-sea).effects[0].op", `unknown effect "teleport"`},
		{"unknown mission", func(t *testing.T, m fstest.MapFS) {
			edit(t, m, "atlantic/events.json", func(d map[string]any) {
				at(d, "events", 0, "effects", 0).(map[string]any)["mission"] = "sightseeing"
			})
		}, "atlantic/events.json", "events[0](home-fleet-at-sea).effects[0].mission", `unknown mission "sightseeing"`},
		{"event table naming an unknown event", func(t *testing.T, m fstest.MapFS) {
			edit(t, m, "atlantic/events.json", func(d map[string]any) {
				at(d, "eventTables", 1, "rows").([]any)[9] = "sealion"
			})
		}, "atlantic/events.json", "eventTables[1].rows[9]", `unknown war event "sealion"`},
		{"mining closed until an unknown event", func(t *testing.T, m fstest.MapFS) {
			edit(t, m, "atlantic/map.json", func(d map[string]any) {
				i := areaIndex(d, "levant")
				at(d, "map", "areas", i).(map[string]any)["miningClosed"] = []any{"until-event:nobody"}
			})
		}, "atlantic/map.json", "(levant).miningClosed[0]", `unknown war event "nobody"`},
		{"duplicate area id", func(t *testing.T, m fstest.MapFS) {
			edit(t, m, "atlantic/map.json", func(d map[string]any) {
				i := areaIndex(d, "baltic")
				at(d, "map", "areas", i).(map[string]any)["id"] = "north-sea"
			})
		}, "atlantic/map.json", "map.areas[5]", `duplicate area id "north-sea"`},
		{"duplicate war event id", func(t *testing.T, m fstest.MapFS) {
			edit(t, m, "atlantic/events.json", func(d map[string]any) {
				at(d, "events", 1).(map[string]any)["id"] = "home-fleet-at-sea"
			})
		}, "atlantic/events.json", "events[1]", `duplicate war event id "home-fleet-at-sea"`},
		{"trailing garbage", func(t *testing.T, m fstest.MapFS) {
			m["atlantic/tables.json"].Data = append(append([]byte{}, m["atlantic/tables.json"].Data...), "\n\n}\n"...)
		}, "atlantic/tables.json", "line ", "unexpected data after the JSON value"},
		{"unknown field", func(t *testing.T, m fstest.MapFS) {
			edit(t, m, "atlantic/map.json", func(d map[string]any) {
				at(d, "map", "areas", 2).(map[string]any)["colour"] = "blue"
			})
		}, "atlantic/map.json", "map.areas[2].colour", "unknown field"},
		{"unknown field in a scenario", func(t *testing.T, m fstest.MapFS) {
			edit(t, m, "atlantic/scenarios/campaign-1939.json", func(d map[string]any) {
				at(d, "oob", 3).(map[string]any)["captain"] = "Prien"
			})
		}, "atlantic/scenarios/campaign-1939.json", "oob[3].captain", "unknown field"},
		{"wrong type", func(t *testing.T, m fstest.MapFS) {
			edit(t, m, "atlantic/map.json", func(d map[string]any) {
				at(d, "map", "areas", 0).(map[string]any)["lat"] = "56.5"
			})
		}, "atlantic/map.json", "map.areas[0].lat", "cannot unmarshal"},
		{"wrong type deeper in a list", func(t *testing.T, m fstest.MapFS) {
			edit(t, m, "atlantic/map.json", func(d map[string]any) {
				at(d, "map", "areas", 7).(map[string]any)["lat"] = true
			})
		}, "atlantic/map.json", "map.areas[7].lat", "cannot unmarshal"},
		{"scenario with an unknown boat", func(t *testing.T, m fstest.MapFS) {
			edit(t, m, "atlantic/scenarios/u47-scapa-flow.json", func(d map[string]any) {
				at(d, "oob", 0).(map[string]any)["boat"] = "U-4700"
			})
		}, "atlantic/scenarios/u47-scapa-flow.json", "oob[0](U-4700).boat", `unknown boat "U-4700"`},
		{"SMZ linked to nothing", func(t *testing.T, m fstest.MapFS) {
			edit(t, m, "atlantic/map.json", func(d map[string]any) {
				i := areaIndex(d, "freetown")
				at(d, "map", "areas", i).(map[string]any)["links"] = []any{"sierra-leone"}
			})
		}, "atlantic/map.json", "(freetown).links[0]", `unknown area "sierra-leone"`},
		{"missing file", func(t *testing.T, m fstest.MapFS) {
			delete(m, "atlantic/events.json")
		}, "atlantic/events.json", "", "not exist"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			m := copyAtlantic(t)
			c.breakf(t, m)
			_, err := data.Load(m, "atlantic")
			if err == nil {
				t.Fatal("Load accepted the broken data")
			}
			var errs data.Errors
			if !errors.As(err, &errs) {
				t.Fatalf("error is %T, want data.Errors: %v", err, err)
			}
			for _, e := range errs {
				if e.File == c.file && strings.Contains(e.Path, c.path) && strings.Contains(e.Reason, c.reason) {
					return
				}
			}
			t.Errorf("no error with file %q, path containing %q and reason containing %q; got:\n%v", c.file, c.path, c.reason, err)
		})
	}
}

// The browser build does not validate a theatre as it loads it
// (validateOnLoad): it trusts that the theatres embedded in the binary are
// valid. This is where that holds: every theatre directory of the embedded
// tree (the bytes the browser loads) loads and validates without an error.
func TestShippedTheatresValidate(t *testing.T) {
	entries, err := fs.ReadDir(assets.Data(), ".")
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, e := range entries {
		if _, err := fs.Stat(assets.Data(), path.Join(e.Name(), "rules.json")); !e.IsDir() || err != nil {
			continue
		}
		n++
		th, err := data.Load(assets.Data(), e.Name())
		if err != nil {
			t.Fatalf("%s: %v", e.Name(), err)
		}
		if errs := th.Validate(); len(errs) > 0 {
			t.Errorf("%s: %v", e.Name(), errs)
		}
	}
	if n < 2 {
		t.Errorf("found %d campaign theatres in the embedded data, want the Atlantic and the Pacific", n)
	}
}
