package dice

import (
	"fmt"
	"testing"
)

// stringWithFmt is the reference rendering of a roll (what String did
// before it was built by hand).
func stringWithFmt(r Roll) string {
	s := fmt.Sprintf("%s [%s]: %d", r.Purpose, r.Rule, r.Raw)
	if r.Two {
		s += fmt.Sprintf("/%d", r.Raw2)
	}
	for _, m := range r.Mods {
		if m.Value == 0 {
			continue
		}
		s += fmt.Sprintf(" %+d %s", m.Value, m.Reason)
	}
	if len(r.Mods) > 0 {
		s += fmt.Sprintf(" = %d", r.Total)
		if r.Clamped {
			s += " (clamped)"
		}
	}
	if r.Target != "" || r.Result != "" {
		s += " ("
		if r.Target != "" {
			s += r.Target
			if r.Result != "" {
				s += ": "
			}
		}
		s += r.Result + ")"
	}
	return s
}

func TestRollStringMatchesFmt(t *testing.T) {
	src := New(7)
	texts := []string{"", "≤ 4", "ready for sea", "row 5–6", "½ × ü"}
	for i := 0; i < 20000; i++ {
		r := Roll{
			Purpose: texts[src.Intn(len(texts))] + "search",
			Rule:    texts[src.Intn(len(texts))],
			Raw:     src.Intn(10),
			Two:     src.Intn(2) == 0,
			Raw2:    src.Intn(10),
			Total:   src.Intn(40) - 20,
			Clamped: src.Intn(3) == 0,
			Target:  texts[src.Intn(len(texts))],
			Result:  texts[src.Intn(len(texts))],
		}
		for n := src.Intn(4); n > 0; n-- {
			r.Mods = append(r.Mods, Mod{Value: src.Intn(25) - 12, Reason: texts[src.Intn(len(texts))]})
		}
		if got, want := r.String(), stringWithFmt(r); got != want {
			t.Fatalf("%+v:\n got %q\nwant %q", r, got, want)
		}
	}
}
