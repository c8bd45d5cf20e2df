package datatest

import (
	"strings"
	"testing"

	"periscope/game/data"
)

// The Silent War ruleset asks for its own tables, not Steel Wolves': the
// Pacific fixture, without minefield, Huff-Duff, B-Dienst or weather
// tables and with cups A–D, validates; without its Ultra table it does
// not; and a Steel Wolves theatre still needs its tables.
func TestPacificFixtureValidates(t *testing.T) {
	th := PacificFixture()
	if th.Ruleset().Needs("bdienst") || !th.Ruleset().Needs("ultra") {
		t.Fatalf("ruleset %+v", th.Ruleset())
	}
	bad := PacificRaw()
	bad.Tables.Ultra = nil
	if errs := bad.Prepare(); len(errs) == 0 || !strings.Contains(errs.Error(), "tables.ultra") {
		t.Errorf("a Silent War theatre without its Ultra table validates: %v", errs)
	}
	sw := Raw()
	sw.Tables.BDienst, sw.Tables.Minefield = nil, nil
	if errs := sw.Prepare(); !strings.Contains(errs.Error(), "tables.bdienst") || !strings.Contains(errs.Error(), "tables.minefield") {
		t.Errorf("a Steel Wolves theatre without B-Dienst and minefield tables: %v", errs)
	}
	odd := Raw()
	odd.Rules.System = "steel-wolfs"
	if errs := odd.Prepare(); !strings.Contains(errs.Error(), "rules.system") {
		t.Errorf("an unknown ruleset is not refused: %v", errs)
	}
	cups := PacificRaw()
	cups.Tables.Engagement["g"]["c1"] = map[string]int{"outer": 2}
	if errs := cups.Prepare(); !strings.Contains(errs.Error(), "tables.engagement.g.c1.outer") {
		t.Errorf("a Steel Wolves cup role in a Silent War theatre: %v", errs)
	}
	_ = data.SilentWar
}
