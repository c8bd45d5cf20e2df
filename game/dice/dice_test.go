package dice

import (
	"fmt"
	"reflect"
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

// Every kind of roll gives the tray its faces, and the log line shows them.
func TestRollDiceAndText(t *testing.T) {
	cases := []struct {
		r     Roll
		faces []int
		sides int
		text  string
	}{
		{Roll{Purpose: "search", Rule: "13.1", Raw: 7, Total: 7}, []int{7}, 10, "search [13.1]: 7"},
		{Roll{Purpose: "transit event", Rule: "19.1", Raw: 3, Two: true, Raw2: 8, Total: 3}, []int{3, 8}, 10, "transit event [19.1]: 3/8"},
		{Roll{Kind: D6, Purpose: "fit", Rule: "24.2", Raw: 4, Faces: []int{4}, Mods: []Mod{{Value: -2, Reason: "Flower"}}, Total: 2}, []int{4}, 6, "fit [24.2]: 4 -2 Flower = 2"},
		{Roll{Kind: TwoD6, Purpose: "search", Rule: "22.2", Raw: 9, Faces: []int{4, 5}, Total: 9}, []int{4, 5}, 6, "search [22.2]: 4+5=9"},
		{Roll{Kind: D66, Purpose: "damage", Rule: "35.1", Raw: 36, Faces: []int{3, 6}, Total: 36}, []int{3, 6}, 6, "damage [35.1]: 36"},
		{Roll{Kind: Pool, Purpose: "infantry", Rule: "6.3", Raw: 2, Faces: []int{1, 5, 2}, HitOn: 2, Total: 2}, []int{1, 5, 2}, 6, "infantry [6.3]: 3d6 ≤ 2 {1 5 2} → 2 hits"},
	}
	for _, c := range cases {
		faces, sides := c.r.Dice()
		if !reflect.DeepEqual(faces, c.faces) || sides != c.sides {
			t.Errorf("%s: dice %v d%d, want %v d%d", c.r.Purpose, faces, sides, c.faces, c.sides)
		}
		if got := c.r.String(); got != c.text {
			t.Errorf("%s: %q, want %q", c.r.Purpose, got, c.text)
		}
	}
}
