package tactical

import "testing"

// ParseDesign reads a record's scenario (a save, a shared link): it never
// panics, a design it takes writes back to a text it reads to the same
// design, and building it never panics (issue 18, [55–63]).
func FuzzParseDesign(f *testing.F) {
	for _, s := range []string{
		"design:F42;night;turns=12;convoy=10/slow;escorts=Flower,Flower,V1;boats=VIIC/G7e,VIIC;torpedoes=rolled",
		"design:S42;turns=10;convoy=6/fast;escorts=Flower;boats=Marconi/W270;sea=atlantic",
		"design:S43;turns=20;convoy=8/fast;escorts=Gnevny,Uragan,MO-4;boats=VIIC,IXC;dcstock=rolled;reload=basic;convoyturns=3;weather=gale;cargo=rolled",
		"design:W43;escorts=Spica;boats=U-class,,;sea=",
		"design:;;;", "F39", "design:F39;boats=a/b/c;escorts=,",
	} {
		f.Add(s)
	}
	data := testData(f)
	f.Fuzz(func(t *testing.T, s string) {
		d, err := ParseDesign(s)
		if err != nil {
			return
		}
		again, err := ParseDesign(d.String())
		if err != nil {
			t.Fatalf("%q wrote %q, which does not read: %v", s, d.String(), err)
		}
		if again.String() != d.String() {
			t.Fatalf("%q wrote %q, read back as %q", s, d.String(), again.String())
		}
		_, _ = d.Scenario(data)
	})
}
