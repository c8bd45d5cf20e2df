package i18n_test

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"periscope/assets"
	"periscope/game/campaign"
	"periscope/game/data"
	"periscope/game/engine"
	"periscope/i18n"
)

func atlantic(t *testing.T) *data.Theatre {
	t.Helper()
	th, err := data.Load(assets.Data(), "atlantic")
	if err != nil {
		t.Fatal(err)
	}
	return th
}

// Names come from the data, in Italian where Italian has its own name.
func TestTheatreNames(t *testing.T) {
	th := atlantic(t)
	n := i18n.TheatreNames{T: th}
	for _, c := range []struct {
		l    i18n.Lang
		kind engine.ArgKind
		id   string
		want string
	}{
		{i18n.IT, engine.ArgArea, "north-sea", "Mare del Nord"},
		{i18n.IT, engine.ArgArea, "western-approaches", "Approcci Occidentali"},
		{i18n.EN, engine.ArgArea, "western-approaches", "Western Approaches"},
		{i18n.IT, engine.ArgArea, "scapa-flow", "Scapa Flow"},
		{i18n.IT, engine.ArgBase, "france", "Francia atlantica"},
		{i18n.IT, engine.ArgScenario, "campaign-1939", "Campagna I: la battaglia dell'Atlantico"},
		{i18n.EN, engine.ArgScenario, "campaign-1939", "Campaign I: the Battle of the Atlantic"},
		{i18n.IT, engine.ArgUnit, "U-47", "U-47"},
		{i18n.IT, engine.ArgArea, "no-such-area", ""},
	} {
		if got := n.Name(c.l, c.kind, c.id); got != c.want {
			t.Errorf("%s %s %s = %q, want %q", c.l, c.kind, c.id, got, c.want)
		}
	}
	m := engine.M("report.header", engine.Scenario("scenario", "happy-time-1940"), engine.Text("date", "luglio 1940"), engine.Int("n", 1))
	if got := i18n.IT.Msg(m, n); got != "I tempi felici · luglio 1940 · 1 decisione" {
		t.Errorf("message with a scenario name = %q", got)
	}
}

// Every shipped scenario and optional rule has its Italian text, and the
// catalogue's English is the data's (so the two cannot drift apart).
func TestScenarioAndOptionTexts(t *testing.T) {
	th := atlantic(t)
	for i := range th.Scenarios {
		s := &th.Scenarios[i]
		if s.It == "" {
			t.Errorf("scenario %s has no Italian name", s.ID)
		}
		for part, en := range map[string]string{"blurb": s.Blurb, "goal": s.Victory.Text} {
			id := "scenario." + s.ID + "." + part
			if !i18n.Has(id) {
				t.Errorf("no message %s", id)
				continue
			}
			if got := i18n.EN.T(id); got != en {
				t.Errorf("%s's English differs from the data's:\n%s\n%s", id, got, en)
			}
		}
	}
	for _, o := range campaign.Options {
		id := "option." + o.Name
		if !i18n.Has(id) {
			t.Errorf("no message %s", id)
			continue
		}
		if got := i18n.EN.T(id); got != o.Text {
			t.Errorf("%s's English differs from the engine's:\n%s\n%s", id, got, o.Text)
		}
	}
}

// Every message id the code names (i18n.T("…"), engine.M("…"), Msg IDs in
// literals) is in the catalogue.
func TestIDsUsedInCodeExist(t *testing.T) {
	re := regexp.MustCompile(`(?:i18n\.T|\.T|engine\.M|i18n\.Tr)\("([a-z][a-z0-9-]*(?:\.[A-Za-z0-9 ,:()-]+)+)"`)
	seen := 0
	err := filepath.WalkDir("..", func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == "node_modules" || strings.HasPrefix(d.Name(), ".")) && p != ".." {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(p, ".go") || strings.HasSuffix(p, "_test.go") {
			return nil
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		for _, m := range re.FindAllStringSubmatch(string(b), -1) {
			seen++
			if !i18n.Has(m[1]) {
				t.Errorf("%s names message %q, which the catalogue does not have", p, m[1])
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if seen < 20 {
		t.Errorf("found only %d message ids in the code; is the pattern right?", seen)
	}
}
