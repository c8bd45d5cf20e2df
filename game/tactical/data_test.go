package tactical

import (
	"io/fs"
	"strings"
	"testing"
	"testing/fstest"

	"periscope/assets"
)

// The browser build loads these embedded tables without validating them
// (validateOnLoad): this is where they are validated.
func TestDataLoadsAndValidates(t *testing.T) {
	d := testData(t)
	if err := d.Validate(); err != nil {
		t.Fatal(err)
	}
	for _, id := range []string{"VIIB", "VIIC", "IXC", "XXI", "Gato", "Salmon", "Tambor", "STtaka"} {
		if d.Subs[id] == nil {
			t.Errorf("submarine class %s missing", id)
		}
	}
	// Every class the scenarios [20.7–20.11] and the campaign name.
	for _, id := range []string{"C-2", "C-3", "EC-2", "T-2", "T-3", "V1", "V2", "W", "Town", "Hunt", "BlackSwan", "Flower", "Loch", "Captain",
		"I", "J", "M", "A", "Q", "Battle", "Buckley", "Cannon", "Kamikaze", "Akatsuki", "Etorofu", "UkuruB", "Matsu", "ArkRoyal", "Shokaku", "QueenElizabeth"} {
		if d.Ships[id] == nil {
			t.Errorf("ship class %s missing", id)
		}
	}
	for _, id := range []string{"G7a", "G7e", "T3", "T5", "Mk14", "Mk18", "Type95"} {
		if d.Torpedoes[id] == nil {
			t.Errorf("torpedo %s missing", id)
		}
	}
}

// The numbers the rules text fixes (DATA.md: the authored tables must
// reproduce them).
func TestDataKeepsTheRulesTextValues(t *testing.T) {
	d := testData(t)
	u47 := d.Subs["VIIB"]
	if u47.Def != 1 || u47.SurfaceSpeed != 3 || u47.NormalSubmerged != 1 || u47.MaxSubmerged != 3 || u47.SurfaceAt != 2 || u47.SunkAt != 4 ||
		u47.DiveRate != 50 || u47.RiseRate != 25 || u47.MaxDepth != 600 || u47.Guns != [3]int{1, 1, 0} || u47.EP != 5 ||
		u47.BowTubes != 4 || u47.SternTubes != 1 || u47.BowReloads != 8 || u47.SternReloads != 1 || u47.VP != 23 {
		t.Errorf("VIIB differs from U.47's log [4]: %+v", u47)
	}
	u190 := d.Subs["IXC"]
	if u190.Def != 2 || u190.VP != 26 || u190.SurfaceAt != 4 || u190.SunkAt != 5 || u190.Guns != [3]int{2, 2, 0} || u190.EP != 5 {
		t.Errorf("IXC differs from U.190's log [64]: %+v", u190)
	}
	v := d.Ships["V1"]
	if v.Def != 1 || v.Speed != 6 || v.Damage != 6 || v.ATW != "H" || v.KGun != 1 || v.DC != 5 || v.Guns != [3]int{1, 2, 1} || v.VP != 10 {
		t.Errorf("V type 1 differs from Viceroy's log [4.5]: %+v", v)
	}
	if c := d.Ships["C-2"]; c.Def != 5 || c.Damage != 5 || c.VP != 8 {
		t.Errorf("C-2: %+v", c)
	}
	if c := d.Ships["T-2"]; c.Def != 5 || c.Damage > 10 || c.VP != 27 {
		t.Errorf("T-2: %+v", c)
	}
	if d.Ships["Flower"].VP != 5 || d.Ships["Loch"].VP != 7 {
		t.Error("Flower VP 5, Loch VP 7 (campaign example)")
	}
	if g := d.Torpedoes["G7a"]; g.Speed != 8 || g.DF != 10 {
		t.Errorf("G7a: %+v", g)
	}
	det := d.Tables.Detonation.Rows
	if det[5][3] != 4 || det[5][2] < 5 {
		t.Errorf("detonation def 5: attitude 4 must be 4, attitude 3 at least 5 [64]: %v", det[5])
	}
	atw := d.Tables.ATW
	given := map[int]struct {
		h     int
		squid [3]int
		mods  [4]int
	}{1: {5, [3]int{4, 5, 7}, [4]int{0, -1, -2, -2}}, 2: {6, [3]int{5, 6, 8}, [4]int{0, 0, -1, -1}}, 3: {7, [3]int{6, 7, 9}, [4]int{0, 0, 0, -1}}}
	for def, w := range given {
		if atw.Hedgehog[def] != w.h || atw.Squid[def] != w.squid || atw.DepthMods[def] != w.mods {
			t.Errorf("ATW row %d differs from the Basic ATW Attack Table [64]", def)
		}
	}
}

func TestDataErrorsNameFileAndPlace(t *testing.T) {
	base := map[string]string{}
	for _, f := range []string{"submarines.json", "ships.json", "torpedoes.json", "tables.json"} {
		b, err := fsReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		base[f] = b
	}
	for _, c := range []struct{ file, from, to, want string }{
		{"submarines.json", `"torpedoes":["G7a","G7e"]`, `"torpedoes":["G7z"]`, `unknown torpedo "G7z"`},
		{"ships.json", `"id":"C-2","name":"C-2 cargo ship","nation":"US","type":"C-2","role":"merchant","def":5`, `"id":"C-2","name":"C-2 cargo ship","nation":"US","type":"C-2","role":"merchant","def":9`, "ships[C-2]"},
		{"torpedoes.json", `"speed":8,"df":10`, `"speed":8,"df":14`, "torpedoes[G7a]"},
		{"tables.json", `"byAngle": [1, 2, 3, 4, 5, 6, 7]`, `"byAngle": [1, 2, 3, 4, 5, 6, 9]`, "attitude.byAngle[6]"},
		{"ships.json", `"vp":8,"from":"F39"`, `"vp":8,"from":"X39"`, "ships[C-2].from"},
		{"ships.json", `"role":"merchant","def":5,"speed":2,"damage":5,"vp":8`, `"role":"merchant","def":5,"speed":2,"damage":5,"vp":8,"bogus":1`, "ships.json"},
	} {
		fsys := fstest.MapFS{}
		for f, b := range base {
			if f == c.file {
				if !strings.Contains(b, c.from) {
					t.Fatalf("%s: fixture text %q not found", f, c.from)
				}
				b = strings.Replace(b, c.from, c.to, 1)
			}
			fsys["tactical/"+f] = &fstest.MapFile{Data: []byte(b)}
		}
		_, err := LoadData(fsys, "tactical")
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s %s→%s: error %v, want it to name %q", c.file, c.from, c.to, err, c.want)
		}
	}
}

func fsReadFile(name string) (string, error) {
	b, err := fs.ReadFile(assets.Data(), "tactical/"+name)
	return string(b), err
}

func TestPeriods(t *testing.T) {
	for s, want := range map[string]string{"F39": "F'39", "W'43": "W'43", "Sp43": "Sp'43", "S43": "S'43"} {
		p, err := ParsePeriod(s)
		if err != nil || p.String() != want {
			t.Errorf("ParsePeriod(%q) = %v, %v", s, p, err)
		}
	}
	w43, s43 := mustPeriod(t, "W43"), mustPeriod(t, "S43")
	if s43-w43 != 2 {
		t.Fatalf("W'43 to S'43 is %d periods, want 2 [24.2]", s43-w43)
	}
	for _, bad := range []string{"", "X43", "F38", "Sp", "W'46"} {
		if _, err := ParsePeriod(bad); err == nil {
			t.Errorf("ParsePeriod(%q) accepted", bad)
		}
	}
}
