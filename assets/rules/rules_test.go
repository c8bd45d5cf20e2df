package rules

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

func TestEmbeddedRules(t *testing.T) {
	rs, err := All()
	if err != nil {
		t.Fatal(err)
	}
	if len(rs) < 200 {
		t.Fatalf("only %d rules", len(rs))
	}
	for i := 1; i < len(rs); i++ {
		if !Less(rs[i-1].Num, rs[i].Num) {
			t.Fatalf("not in order: %s before %s", rs[i-1].Num, rs[i].Num)
		}
	}
	for cite, want := range map[string]string{"13.21": "13.21", "14.16C": "14.16C", "14.16D": "14.16", "[14.15A]": "14.15A", "12": "12.0", "4.0": "4.0", "30.4": "30.4", "16.6": "16.3"} {
		i := Find(rs, cite)
		if i < 0 {
			t.Errorf("%s: not found", cite)
			continue
		}
		if cite != "16.6" && rs[i].Num != want {
			t.Errorf("Find(%q) = %s, want %s", cite, rs[i].Num, want)
		}
	}
	if Find(rs, "99.9") != -1 {
		t.Error("a rule that does not exist was found")
	}
	res := Search(rs, "scapa flow")
	found := false
	for _, i := range res {
		if rs[i].Num == "30.4" {
			found = true
		}
	}
	if !found {
		t.Errorf("searching 'scapa flow' misses [30.4]")
	}
	if res := Search(rs, "14.1"); len(res) == 0 || rs[res[0]].Num[:4] != "14.1" {
		t.Errorf("a number query should list that rule first")
	}
}

func TestParse(t *testing.T) {
	md := "# Title\n\n## 2. Setup [3.0–3.3]\n\nIntro text.\n1. [3.1] **War Mix cups**:\n   - Single: lone ships.\n\n## 6. Ops\n### [13.0] Search\n**[13.1] Skip search.** A sub may skip.\n\n| DRM | Condition |\n|---|---|\n| +1 | B-Dienst |\n- [13.21] Roll *d10*.\n5. **[14.16C]**: round half up.\n"
	rs := Parse(md, "x.md")
	want := []struct{ num, title, text string }{
		{"3.0", "Setup", "Intro text."},
		{"3.1", "", "War Mix cups:\n  • Single: lone ships."},
		{"13.0", "Search", ""},
		{"13.1", "Skip search", "A sub may skip.\n\nDRM | Condition\n+1 | B-Dienst"},
		{"13.21", "", "Roll d10."},
		{"14.16C", "", "round half up."}, // only the number bold: no ": " left over
	}
	if len(rs) != len(want) {
		t.Fatalf("%d rules: %+v", len(rs), rs)
	}
	for i, w := range want {
		if rs[i].Num != w.num || rs[i].Title != w.title || rs[i].Text != w.text {
			t.Errorf("rule %d: %+v, want %+v", i, rs[i], w)
		}
	}
	if !Less("2.11", "2.3") || !Less("14.16", "14.16A") || !Less("9.3", "10.0") || Less("2.2", "2.13") {
		t.Error("Less")
	}
}

// The committed asset is what the generator makes of the specifications
// (when they are at hand: ../shared beside the repository).
func TestAssetUpToDate(t *testing.T) {
	var src string
	for _, dir := range []string{"../../../shared/rules", "../../../../shared/rules"} {
		if _, err := os.Stat(filepath.Join(dir, "steel-wolves-1.md")); err == nil {
			src = dir
		}
	}
	if src == "" {
		t.Skip("the rules specifications are not beside the repository")
	}
	var all []Rule
	for _, f := range []string{"steel-wolves-1.md", "steel-wolves-2.md"} {
		b, err := os.ReadFile(filepath.Join(src, f))
		if err != nil {
			t.Fatal(err)
		}
		all = Merge(all, Parse(string(b), f))
	}
	pt, err := os.ReadFile("player-text.json")
	if err != nil {
		t.Fatal(err)
	}
	if all, err = Reword(all, pt); err != nil {
		t.Fatal(err)
	}
	var rs []Rule
	for _, r := range must(All()) {
		if !isAddition(r) {
			rs = append(rs, r)
		}
	}
	if len(rs) != len(all) {
		t.Fatalf("the asset has %d rules, the specifications give %d: run go run ./cmd/rulesref", len(rs), len(all))
	}
	for i := range rs {
		if rs[i] != all[i] {
			t.Fatalf("rule %s differs from the specifications: run go run ./cmd/rulesref", rs[i].Num)
		}
	}
}

func must(rs []Rule, err error) []Rule {
	if err != nil {
		panic(err)
	}
	return rs
}

func isAddition(r Rule) bool {
	for _, a := range Additions {
		if a.Num == r.Num {
			return true
		}
	}
	return false
}

// The additions come right after the rule they ride on, say in their title
// that they are Periscope's, and are what Find returns for their number.
func TestAdditionsPlaced(t *testing.T) {
	rs := must(All())
	for _, a := range Additions {
		i := Find(rs, a.Num)
		if i < 1 || rs[i] != a {
			t.Fatalf("Find(%q) = %d", a.Num, i)
		}
		if rs[i-1].Num != parent(a.Num) {
			t.Errorf("%s comes after %s, want after %s", a.Num, rs[i-1].Num, parent(a.Num))
		}
		if !strings.Contains(a.Title, "Periscope addition") {
			t.Errorf("%s: title %q does not say it is an addition", a.Num, a.Title)
		}
	}
	if i := Find(rs, "19.1"); rs[i].Num != "19.1" {
		t.Errorf("Find(19.1) = %s", rs[i].Num)
	}
}

// The reference reads as a player would read it (issue 14, item 5): none
// of the specification's authoring notes (MISSING components, engine notes,
// pointers to its list of ambiguities or its data list) is left in it.
func TestNoAuthoringNotes(t *testing.T) {
	all, err := All()
	if err != nil {
		t.Fatal(err)
	}
	// No bare section letter as a pointer ("become active only through
	// H."), no heading that is only a cross-reference ("vs [14.81]").
	bareLetter := regexp.MustCompile(`\b(through|tramite) [A-Z]\.`)
	for _, lang := range [][]Rule{all, mustItalian(t)} {
		for _, r := range lang {
			if bareLetter.MatchString(r.Text) {
				t.Errorf("[%s] points at a bare section letter: %q", r.Num, bareLetter.FindString(r.Text))
			}
			if strings.HasPrefix(r.Title, "vs ") {
				t.Errorf("[%s] is headed by a bare cross-reference %q", r.Num, r.Title)
			}
		}
	}
	for _, r := range all {
		for _, bad := range []string{"MISSING", "Engine note", "see ambiguities", "§9, D11", "translation", "GIVEN", "Ambiguit", "ecommended"} {
			if strings.Contains(r.Text, bad) || strings.Contains(r.Section, bad) {
				t.Errorf("[%s] still says %q", r.Num, bad)
			}
		}
	}
	// Nor does [2.0] list the box's components (counter sheets, cups the
	// player supplies): it says where each is in Periscope, in both
	// languages (issue 14, item 5).
	for _, c := range []struct {
		rs        []Rule
		bad, good []string
	}{
		{all, []string{"counter sheets", "player supplies", "Components:"}, []string{"Base displays", "combat board", "After-action report", "New game", "[3.11]"}},
		{mustItalian(t), []string{"fogli di pedine", "procura", "Componenti:"}, []string{"Tabelloni delle basi", "tabellone di combattimento", "Rapporto operativo", "Nuova partita", "[3.11]"}},
	} {
		r := c.rs[Find(c.rs, "2.0")]
		for _, b := range c.bad {
			if strings.Contains(r.Text, b) {
				t.Errorf("[2.0] still lists the box's components: %q", b)
			}
		}
		for _, g := range c.good {
			if !strings.Contains(r.Text, g) {
				t.Errorf("[2.0] does not point at %q", g)
			}
		}
	}
	// Nor does either language speak of the rulebook's translation: the
	// reference is our own statement of each rule (issue 12).
	it, err := Italian()
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range it {
		if strings.Contains(strings.ToLower(r.Text), "traduzione") {
			t.Errorf("Italian [%s] still speaks of the translation", r.Num)
		}
		for _, bad := range []string{"Ambiguità", "onsigliat"} {
			if strings.Contains(r.Text, bad) || strings.Contains(r.Section, bad) {
				t.Errorf("Italian [%s] still says %q", r.Num, bad)
			}
		}
	}
}

func mustItalian(t *testing.T) []Rule {
	t.Helper()
	it, err := Italian()
	if err != nil {
		t.Fatal(err)
	}
	return it
}

// The Italian rendering names only rules the reference has, leaves no rule
// empty, and cites the same rules as the English (every [n] of the English
// text is in the Italian); the Italian reference has every rule, in order,
// searchable in Italian.
func TestItalianRendering(t *testing.T) {
	en, err := All()
	if err != nil {
		t.Fatal(err)
	}
	it, err := Italian()
	if err != nil {
		t.Fatal(err)
	}
	byNum := map[string]Rule{}
	for _, r := range en {
		byNum[r.Num] = r
	}
	cite := regexp.MustCompile(`\[[0-9][^\]]*\]`)
	seen := map[string]bool{}
	for _, r := range it {
		e, ok := byNum[r.Num]
		if !ok {
			t.Errorf("Italian [%s]: no such rule in the reference", r.Num)
			continue
		}
		if seen[r.Num] {
			t.Errorf("Italian [%s] twice", r.Num)
		}
		seen[r.Num] = true
		if strings.TrimSpace(r.Text) == "" && e.Text != "" {
			t.Errorf("Italian [%s] has no text", r.Num)
		}
		for _, c := range cite.FindAllString(e.Text, -1) {
			if !strings.Contains(r.Text, c) {
				t.Errorf("Italian [%s] does not cite %s as the English does", r.Num, c)
			}
		}
	}
	loc, err := In("it")
	if err != nil {
		t.Fatal(err)
	}
	if len(loc) != len(en) {
		t.Fatalf("%d Italian rules, %d English", len(loc), len(en))
	}
	for i := range loc {
		if loc[i].Num != en[i].Num {
			t.Fatalf("rule %d: %s in Italian, %s in English", i, loc[i].Num, en[i].Num)
		}
	}
	for q, want := range map[string]string{"scapa flow": "30.4", "branco pedinatore": "24.1", "acque vergini": "30.5"} {
		found := false
		for _, i := range Search(loc, q) {
			if loc[i].Num == want {
				found = true
			}
		}
		if !found {
			t.Errorf("searching the Italian reference for %q misses [%s]", q, want)
		}
	}
	t.Logf("%d of %d rules in Italian", len(it), len(en))
}
