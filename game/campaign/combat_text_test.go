package campaign

import (
	"fmt"
	"testing"
)

// aswText reads as it did with fmt for every value (negative ones too).
func TestASWTextMatchesFmt(t *testing.T) {
	for h := -41; h <= 41; h++ {
		want := fmt.Sprintf("%d", h/2)
		switch {
		case h == 1:
			want = "½"
		case h%2 == 1:
			want = fmt.Sprintf("%d½", h/2)
		}
		if got := aswText(h); got != want {
			t.Errorf("aswText(%d) = %q, want %q", h, got, want)
		}
	}
}
