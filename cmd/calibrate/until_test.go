package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// -until ends every campaign after the month named, for a quick A/B of the
// early war's shape (issue 13): one doctrine campaign to September 1939 sinks
// ships in 1939 and none in 1940; a month that is not one is refused.
func TestUntilEndsTheCampaignsEarly(t *testing.T) {
	hist := filepath.Join(t.TempDir(), "history.csv")
	os.WriteFile(hist, []byte("year,ships_sunk,grt_sunk,subs_lost,source\n1939,139,500795,9,x\n1940,474,2152134,23,x\n1941,418,2042260,35,x\n1942,1061,5586205,87,x\n"), 0o644)
	var out bytes.Buffer
	if err := run([]string{"-history", hist, "-runs", "1", "-bots", "doctrine", "-until", "1939-09", "-monthly=false", "-each"}, &out); err != nil {
		t.Fatal(err)
	}
	s := out.String()
	if !strings.Contains(s, "every campaign ends after 1939-09") {
		t.Errorf("the report does not say where the campaigns end:\n%s", s)
	}
	var y1939, y1940 string
	for _, l := range strings.Split(s, "\n") {
		if strings.HasPrefix(l, "1939*") && strings.Contains(l, "|") { // the row, not the footnote
			y1939 = l
		}
		if strings.HasPrefix(l, "1940 ") {
			y1940 = l
		}
	}
	if f := strings.Fields(y1939); len(f) < 3 || f[2] == "0" || f[1] != "|" {
		t.Errorf("1939 row %q: want ships sunk in September", y1939)
	}
	if f := strings.Fields(y1940); len(f) < 3 || f[2] != "0" {
		t.Errorf("1940 row %q: want nothing after the campaigns' end", y1940)
	}
	// -each prints the campaign's own line, its 1939 ships as in the table.
	if f := strings.Fields(y1939); len(f) >= 3 && !strings.Contains(s, "seed 1: 1939 "+f[2]+"/") {
		t.Errorf("no -each line for seed 1 with 1939's %s ships:\n%s", f[2], s)
	}
	if err := run([]string{"-history", hist, "-runs", "1", "-until", "1939-13"}, &out); err == nil {
		t.Error("-until 1939-13 accepted")
	}
}
