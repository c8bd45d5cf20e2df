package i18n

import "testing"

// Every expression compiled on first use compiles (a bad one would panic
// only when a screen first needs it).
func TestLazyExpressionsCompile(t *testing.T) {
	all := []*lazyRE{aswPart, aswList, drawnOutcome, sunkSoFar}
	for _, f := range englishFixes {
		all = append(all, f.re)
	}
	for _, f := range cupIDFixes {
		all = append(all, f.re)
	}
	for _, l := range all {
		if l.get() == nil || l.get().String() != l.src {
			t.Errorf("%q did not compile as written", l.src)
		}
	}
}
