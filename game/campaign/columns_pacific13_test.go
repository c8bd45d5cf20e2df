package campaign

import (
	"testing"

	"periscope/i18n"
)

// [SW 14.11]: Silent War's combat display is one of four like columns,
// A–D (spec D27); the player reads them by letter, in the options and the
// log, in both languages ("left outer" named two of them, "right outer"
// the other two).
func TestSW14_11_ColumnsNamedAToD(t *testing.T) {
	g := pacificGame(t, "campaign-1941", "1942-01", 1)
	for _, board := range []string{"c1", "c2", "tf", "single"} {
		c := &Combat{Board: board}
		for _, col := range g.T.Tables.Boards[board].Columns {
			c.Columns = append(c.Columns, BoardColumn{Role: col.Role, Entry: col.Entry, Boxes: col.SubBoxes})
		}
		if len(c.Columns) != 4 {
			t.Fatalf("%s: %d columns, want 4 [SW 14.11]", board, len(c.Columns))
		}
		for i, want := range []string{"A", "B", "C", "D"} {
			if got := c.colName(i); got != want {
				t.Errorf("%s: column %d named %q, want %q", board, i, got, want)
			}
		}
		defer i18n.SetLang(i18n.Current())
		for _, lang := range []struct {
			l    i18n.Lang
			want string
		}{{i18n.EN, "The C column"}, {i18n.IT, "La colonna C"}} {
			i18n.SetLang(lang.l)
			if got := i18n.Text(msgM("atl.place.col", aNested("col", c.colMsg(2))), ""); got != lang.want {
				t.Errorf("%s in %s: %q, want %q", board, lang.l, got, lang.want)
			}
		}
	}
	// The Atlantic's displays keep their sides: "left outer", "centre".
	a := &Combat{Columns: []BoardColumn{{Role: "outer"}, {Role: "inner"}, {Role: "centre"}, {Role: "inner"}, {Role: "outer"}}}
	if a.colName(0) != "left outer" || a.colName(2) != "centre" || a.colName(3) != "right inner" {
		t.Errorf("Atlantic columns %q, %q, %q", a.colName(0), a.colName(2), a.colName(3))
	}
}
